// The events' pages' words and tables, from the service's messages alone (no DOM): the
// format in words, a score, the countdown, and a finished event's crosstable.
import { Format, Status, type Tournament, type TournamentView } from "@arbiter/client/gen/tournament/v1/tournament_pb";

/** The format in words: "Arena, 30 min", "Swiss, 5 rounds", "Round-robin". */
export function eventWords(t: Tournament): string {
  if (t.format === Format.ARENA) return `Arena, ${t.minutes} min`;
  if (t.format === Format.SWISS) return `Swiss, ${t.rounds} rounds`;
  return t.doubleRoundRobin ? "Double round-robin" : "Round-robin";
}

/** A standing's score: an arena's points as they are, a Swiss or round-robin's half-points as
 * points ("3½"). */
export function scoreText(t: Tournament, score: number): string {
  if (t.format === Format.ARENA) return String(score);
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
export function countdown(t: Tournament, view: TournamentView, now: number): string {
  if (t.status === Status.UPCOMING) return `Starts in ${clockText(Number(t.startsAtMs) - now)}`;
  if (t.status === Status.FINISHED) return "Finished";
  if (t.format === Format.ARENA) return `Ends in ${clockText(Number(t.endsAtMs) - now)}`;
  const going = view.pairings.some((p) => p.round === t.round && p.result === "");
  return going ? `Round ${t.round} of ${t.rounds} is being played` : `Round ${t.round + 1} of ${t.rounds} starts soon`;
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
      if (p.result === "bye") return "bye";
      const first = p.first === s.player;
      const opponent = place.get(first ? p.second : p.first) ?? 0;
      switch (p.result) {
        case "1/2-1/2":
          return `D${opponent}`;
        case "1-0":
          return `${first ? "W" : "L"}${opponent}`;
        case "0-1":
          return `${first ? "L" : "W"}${opponent}`;
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
