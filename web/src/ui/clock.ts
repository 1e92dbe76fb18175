// The clocks on the game page: each side's time now, counted locally from the server's values
// (Game.clock: the times left at `takenAtMs`, the running side, when its turn started) and an
// estimate of the server's time, so the page needs no polling.
import type { Seat } from "../games/game.js";
import type { ClockState, TimeControlSpec } from "../games/realplay.js";

/** A seat's time left at the server time `nowMs` (never below 0). */
export function remainingAt(c: ClockState, seat: Seat, nowMs: number): number {
  const left = c.remainingMs[seat];
  if (c.running !== seat) return left;
  const elapsed = Math.max(0, nowMs - c.takenAtMs);
  if (c.control.kind !== "delay") return Math.max(0, left - elapsed);
  // Simple delay: the first delayMs of the turn are free; `left` is already charged up to takenAtMs.
  const free = c.control.delayMs;
  const charged = (t: number): number => Math.max(0, t - c.turnStartedMs - free);
  return Math.max(0, left + charged(c.takenAtMs) - charged(c.takenAtMs + elapsed));
}

/** When the running clock's display changes next (ms from `nowMs`), for the page's timer. */
export function nextTick(remainingMs: number): number {
  if (remainingMs <= 0) return 1000;
  const unit = remainingMs < 10_000 ? 100 : 1000;
  return remainingMs % unit || unit;
}

/** "1:05:00", "4:59", "0:09.4": hours only from an hour on, tenths under 10 s. */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 10_000) {
    // Round down, as a clock does: 9.99 s left shows 0:09.9.
    const tenths = Math.floor(t / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const s = Math.floor(t / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

/** A time control in words: "5 min + 3 s", "30 s per turn". */
export function describeControl(c: TimeControlSpec): string {
  const span = (ms: number): string =>
    ms % 60_000 === 0 && ms >= 60_000 ? `${ms / 60_000} min` : `${Math.round(ms / 100) / 10} s`;
  switch (c.kind) {
    case "fischer":
      return `${span(c.initialMs)} + ${span(c.incrementMs)}`;
    case "delay":
      return `${span(c.initialMs)}, delay ${span(c.delayMs)}`;
    case "perTurn":
      return `${span(c.perTurnMs)} per turn`;
  }
}

/**
 * The server's time as seen from this page. Each state read says when the server took it
 * (`takenAtMs`); it arrived later than that, so `taken − received` is a lower bound of the
 * offset between the clocks, reached when the transfer is instant. The largest bound seen
 * is the estimate (old states replayed from the history give small bounds and do not count).
 */
export class ServerClock {
  private offset: number | undefined;

  /** A state taken at the server's `serverMs`, received at the page's `localMs`. */
  observe(serverMs: number, localMs: number): void {
    if (serverMs <= 0) return;
    const bound = serverMs - localMs;
    if (this.offset === undefined || bound > this.offset) this.offset = bound;
  }

  /** The server's time at the page's `localMs` (the page's own time until a state was seen). */
  now(localMs: number): number {
    return localMs + (this.offset ?? 0);
  }
}
