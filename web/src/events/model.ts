// The events' pages' words and tables, from the service's messages alone (no DOM): the
// format in words, a score, the countdown, and a finished event's crosstable.
import { Format, Status, type Tournament, type TournamentView } from "@arbiter/client/gen/tournament/v1/tournament_pb";
import { t } from "../i18n/i18n.js";

/** The format in words: "Arena, 30 min", "Swiss, 5 rounds", "Round-robin". */
export function eventWords(ev: Tournament): string {
  if (ev.format === Format.ARENA) return t("events-words-arena", { minutes: ev.minutes });
  if (ev.format === Format.SWISS) return t("events-words-swiss", { rounds: ev.rounds });
  return ev.doubleRoundRobin ? t("events-words-double") : t("events-words-round-robin");
}

/** A standing's score: an arena's points as they are, a Swiss or round-robin's half-points as
 * points ("3½"). */
export function scoreText(ev: Tournament, score: number): string {
  if (ev.format === Format.ARENA) return String(score);
  const whole = Math.floor(score / 2);
  return score % 2 ? `${whole === 0 ? "" : whole}½` : String(whole);
}

/** "1:05:09" or "4:07". */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return hh > 0 ? `${hh}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

/** What the event's clock says at `now`: the time to its start, to an arena's end, or the
 * round going on. */
export function countdown(ev: Tournament, view: TournamentView, now: number): string {
  if (ev.status === Status.UPCOMING) return t("events-starts-in-clock", { clock: clockText(Number(ev.startsAtMs) - now) });
  if (ev.status === Status.FINISHED) return t("events-is-finished");
  if (ev.format === Format.ARENA) return t("events-ends-in", { clock: clockText(Number(ev.endsAtMs) - now) });
  const going = view.pairings.some((p) => p.round === ev.round && p.result === "");
  return going ? t("events-round-going", { round: ev.round, rounds: ev.rounds }) : t("events-round-soon", { round: ev.round + 1, rounds: ev.rounds });
}

/** A crosstable: each player in standings order, and per round their result and opponent's
 * place ("W3": won against the player placed 3rd; "D5", "L1"; "bye"; "+" and "−" a forfeit
 * won or lost; "·" not paired). */
export interface Crosstable {
  rounds: number[];
  rows: { rank: number; player: string; score: number; cells: string[] }[];
}

export function crosstable(view: TournamentView): Crosstable {
  const place = new Map(view.standings.map((s, i) => [s.player, i + 1]));
  const last = view.pairings.reduce((m, p) => Math.max(m, p.round), 0);
  const rounds = Array.from({ length: last }, (_, i) => i + 1);
  const rows = view.standings.map((s) => {
    const cells = rounds.map((r) => {
      const p = view.pairings.find((x) => x.round === r && (x.first === s.player || x.second === s.player));
      if (!p) return "·";
      if (p.result === "bye") return t("events-cross-bye");
      const first = p.first === s.player;
      const opponent = place.get(first ? p.second : p.first) ?? 0;
      switch (p.result) {
        case "1/2-1/2":
          return t("events-cross-draw", { place: opponent });
        case "1-0":
          return first ? t("events-cross-win", { place: opponent }) : t("events-cross-loss", { place: opponent });
        case "0-1":
          return first ? t("events-cross-loss", { place: opponent }) : t("events-cross-win", { place: opponent });
        case "+-":
          return first ? "+" : "−";
        case "-+":
          return first ? "−" : "+";
        default:
          return "·";
      }
    });
    return { rank: s.rank, player: s.player, score: s.score, cells };
  });
  return { rounds, rows };
}
