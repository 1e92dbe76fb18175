// Clocks (docs/real-play.md, "Clocks"): `Game.clock` has each side's time left at `takenAtMs`
// (the server's time the state was made at), the running side and when its turn started. A
// client counts the running side down from those values with its estimate of the server's
// time, without polling; the flag falls on the server (the game's `deadlineMs`), whoever calls.
import type { SharedClock, SharedGame } from "./games.js";

/** A time control in plain numbers (ms). */
export type TimeControlSpec =
  | { kind: "fischer"; initialMs: number; incrementMs: number }
  | { kind: "delay"; initialMs: number; delayMs: number }
  | { kind: "perTurn"; perTurnMs: number };

/** Reads a `TimeControl` message (undefined when unset). */
export function timeControl(clock: SharedClock | undefined): TimeControlSpec | undefined {
  const c = clock?.timeControl?.control;
  switch (c?.case) {
    case "fischer":
      return { kind: "fischer", initialMs: Number(c.value.initialMs), incrementMs: Number(c.value.incrementMs) };
    case "delay":
      return { kind: "delay", initialMs: Number(c.value.initialMs), delayMs: Number(c.value.delayMs) };
    case "perTurn":
      return { kind: "perTurn", perTurnMs: Number(c.value.perTurnMs) };
    default:
      return undefined;
  }
}

/** The NewGame `timeControl` field for a spec (the same message in every game). */
export function timeControlRequest(spec: TimeControlSpec): {
  control: { case: "fischer"; value: { initialMs: bigint; incrementMs: bigint } } | { case: "delay"; value: { initialMs: bigint; delayMs: bigint } } | { case: "perTurn"; value: { perTurnMs: bigint } };
} {
  const ms = (n: number): bigint => BigInt(Math.max(0, Math.round(n)));
  switch (spec.kind) {
    case "fischer":
      return { control: { case: "fischer", value: { initialMs: ms(spec.initialMs), incrementMs: ms(spec.incrementMs) } } };
    case "delay":
      return { control: { case: "delay", value: { initialMs: ms(spec.initialMs), delayMs: ms(spec.delayMs) } } };
    case "perTurn":
      return { control: { case: "perTurn", value: { perTurnMs: ms(spec.perTurnMs) } } };
  }
}

/**
 * `side`'s time left (ms, never below 0) at the server time `serverNowMs`, counted from the
 * clock's values: the running side loses the time since `takenAtMs` (under a simple delay,
 * only what exceeds the turn's first `delayMs`); the other side's time stands.
 */
export function remainingAt(clock: SharedClock, side: number, serverNowMs: number): number {
  const left = Number(clock.sides.find((s) => s.side === side)?.remainingMs ?? 0n);
  if (clock.running !== side) return left;
  const takenAt = Number(clock.takenAtMs);
  const elapsed = Math.max(0, serverNowMs - takenAt);
  const spec = timeControl(clock);
  if (spec?.kind !== "delay") return Math.max(0, left - elapsed);
  // `left` is already charged up to takenAt; the first delayMs of the turn are free.
  const turnStarted = Number(clock.turnStartedMs);
  const charged = (t: number): number => Math.max(0, t - turnStarted - spec.delayMs);
  return Math.max(0, left + charged(takenAt) - charged(takenAt + elapsed));
}

/**
 * The server's time as seen from here. Every state of a game with a clock says when the server
 * took it (`serverTimeMs`, `clock.takenAtMs`); it arrives later than that, so
 * `taken − received` is a lower bound of the offset between the server's clock and this one,
 * reached when the transfer is instant. The largest bound seen is the estimate (so a state
 * that was slow to arrive, or an old one replayed, does not pull it down).
 */
export class ServerClock {
  private offset: number | undefined;
  private readonly local: () => number;

  /** `local`: this machine's time in ms since the epoch (default `Date.now`). */
  constructor(local: () => number = Date.now) {
    this.local = local;
  }

  /** A state the server took at `serverMs` (0: no time, ignored), received at `receivedMs` (default: now). */
  observe(serverMs: bigint | number, receivedMs: number = this.local()): void {
    const server = Number(serverMs);
    if (server <= 0) return;
    const bound = server - receivedMs;
    if (this.offset === undefined || bound > this.offset) this.offset = bound;
  }

  /** Takes the server time of a game's state, received now. */
  observeGame(game: SharedGame, receivedMs: number = this.local()): void {
    this.observe(game.serverTimeMs > 0n ? game.serverTimeMs : (game.clock?.takenAtMs ?? 0n), receivedMs);
  }

  /** The estimated offset (server − local, ms), undefined before any observation. */
  get offsetMs(): number | undefined {
    return this.offset;
  }

  /** The server's time now (this machine's own until a state was observed). */
  now(localMs: number = this.local()): number {
    return localMs + (this.offset ?? 0);
  }
}

/** A game's clocks, counting down: read it whenever the display is redrawn. */
export class ClockModel {
  readonly clock: SharedClock | undefined;
  readonly control: TimeControlSpec | undefined;
  /** When the server ends the game if nobody acts (ms since the epoch, server time), 0: never. */
  readonly deadlineMs: number;
  private readonly server: ServerClock;

  /** The clocks of `game` (which `server` has observed, or will). */
  constructor(game: SharedGame, server: ServerClock = new ServerClock()) {
    this.clock = game.clock;
    this.control = timeControl(game.clock);
    this.deadlineMs = Number(game.deadlineMs);
    this.server = server;
  }

  /** The side whose clock runs (0: none — before the first action, or once the game is over). */
  get running(): number {
    return this.clock?.running ?? 0;
  }

  /** `side`'s time left now (or at the local time `localMs`); undefined for a game without clock. */
  remaining(side: number, localMs?: number): number | undefined {
    if (!this.clock) return undefined;
    return remainingAt(this.clock, side, this.server.now(localMs));
  }

  /** Whether `side`'s time has run out by the estimate (the server decides; its flag_fall event follows). */
  flagged(side: number, localMs?: number): boolean {
    return this.clock?.running === side && this.remaining(side, localMs) === 0;
  }
}

/** The delay until a displayed clock changes next (ms from now), for a redraw timer: tenths under 10 s, else seconds. */
export function nextTick(remainingMs: number): number {
  if (remainingMs <= 0) return 1000;
  const unit = remainingMs < 10_000 ? 100 : 1000;
  return remainingMs % unit || unit;
}

/** "1:05:00", "4:59", "0:09.4": hours only from an hour on, tenths under 10 s, rounded down as a clock does. */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 10_000) {
    const tenths = Math.floor(t / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const s = Math.floor(t / 1000);
  // A day or more (correspondence): days and hours, e.g. "2d 23h".
  if (s >= 86_400) return `${Math.floor(s / 86_400)}d ${Math.floor((s % 86_400) / 3600)}h`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}
