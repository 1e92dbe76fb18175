// What the lobby page keeps of the seeks and challenges this browser posted (localStorage
// `hanniball.seeks`: each one's game, the seat it plays and that seat's token, so that the
// page opens the game when somebody accepts, also after a reload), and the lobby's clocks in
// words.
import { Side } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import type { TimeControlSpec } from "@arbiter/client";
import { t } from "../i18n/i18n.js";

/** The clocks offered: Fischer minutes + seconds, as the lobby writes them. */
export const CLOCKS = ["3+2", "5+3", "10+5", "15+10", "1d", "3d", "7d", "3d+12h", ""];

/** A game's clock as a seek of the lobby writes it ("5+3"; "" for none); undefined when the lobby offers no such clock. */
export function seekClock(c: TimeControlSpec | undefined): string | undefined {
  if (!c) return "";
  const DAY = 86_400_000;
  if (c.kind === "perTurn") return CLOCKS.includes(`${c.perTurnMs / DAY}d`) ? `${c.perTurnMs / DAY}d` : undefined;
  if (c.kind !== "fischer") return undefined;
  const text = c.initialMs >= DAY ? `${c.initialMs / DAY}d+${c.incrementMs / 3_600_000}h` : `${c.initialMs / 60_000}+${c.incrementMs / 1000}`;
  return CLOCKS.includes(text) ? text : undefined;
}

/** The lobby's address that posts a seek with these terms at once (after an aborted game: "Seek a new opponent"). */
export function seekAgainLink(game: string, clock: string, rated: boolean): string {
  return `/lobby#${new URLSearchParams({ seek: game, clock, rated: rated ? "1" : "0" }).toString()}`;
}

/** The terms of a seek-again address's fragment, if it is one. */
export function seekAgain(hash: string): { game: string; clock: string; rated: boolean } | undefined {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  const game = p.get("seek");
  const clock = p.get("clock") ?? "";
  if (!game || !CLOCKS.includes(clock)) return undefined;
  return { game, clock, rated: p.get("rated") === "1" };
}

/** A seek (or challenge) this browser posted: its game, the seat it plays and that seat's token. */
export interface Mine {
  game: string;
  seat: 0 | 1;
  token: string;
  /** A challenge: the name of the player challenged. */
  to?: string;
  /** A challenge: its clock (as the lobby writes it). */
  clock?: string;
}

// Spelled with the service's former name on purpose: a browser keeps what it stored under
// it across upgrades (README, "former names").
const KEY = "hanniball.seeks";

export function mine(): Record<string, Mine> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return v && typeof v === "object" ? (v as Record<string, Mine>) : {};
  } catch {
    return {};
  }
}

export function keep(all: Record<string, Mine>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or off: the seek still works while the page stays open.
  }
}

/** Forgets one kept seek or challenge, answering what was kept of it. */
export function take(id: string): Mine | undefined {
  const all = mine();
  const one = all[id];
  if (one) {
    delete all[id];
    keep(all);
  }
  return one;
}

/** "5+3" → "5 min + 3 s"; "" → "no clock". */
export function clockLabel(tc: string): string {
  const m = /^(\d+)\+(\d+)$/.exec(tc);
  if (m) return t("clock-label-fischer", { minutes: Number(m[1]), seconds: Number(m[2]) });
  // Correspondence: days per move, or days to start with and hours added per move.
  const d = /^(\d+)d(?:\+(\d+)h)?$/.exec(tc);
  if (d) return d[2] === undefined ? t("clock-label-days", { n: Number(d[1]) }) : t("clock-label-days-hours", { n: Number(d[1]), hours: Number(d[2]) });
  return t("clock-none");
}

export const seatOfSide = (side: Side): 0 | 1 => (side === Side.SECOND ? 1 : 0);
