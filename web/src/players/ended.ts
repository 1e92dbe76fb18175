// An archived game in words: who played ("Alice vs Bob"), its time control ("3+2") and how it
// ended ("Defenders won — the King escaped to a corner", "Attackers won on time", "Drawn by
// agreement", "Aborted"). The archive stores the time control as the service wrote it
// (`fischer 180000+2000 ms`, `delay …`, `per turn 30000 ms`) and the termination as the
// record's tag (`rules`, `resignation`, `time`, `agreement`, `abandonment`, `aborted`); for
// `rules` the words come from the record's `[Reason "…"]` tag, through the game's own words
// for it where it has them (GameDef.recordReasons).
import { Outcome } from "@arbiter/client/gen/players/v1/players_pb";
import { t } from "../i18n/i18n.js";
import { versus as versusLine } from "../ui/words.js";

interface SeatLike {
  side: string;
  player: string;
  name: string;
  outcome: Outcome;
}

interface GameLike {
  termination: string;
  record: string;
  seats: readonly SeatLike[];
}

/** A side as the archive names it ("White", "Attackers"), in the page's language. */
export function sideWords(side: string): string {
  const words: Record<string, string> = { White: t("side-white"), Black: t("side-black"), Attackers: t("side-attackers"), Defenders: t("side-defenders") };
  return words[side] ?? side;
}

/** A seat as named in a title: the player's name, or the side's for a guest or the computer. */
export const seatLabel = (s: SeatLike): string => (s.player && s.name ? s.name : sideWords(s.side));

/** "Alice vs Bob" (seat order). */
export function versus(seats: readonly SeatLike[]): string {
  return versusLine(seats.map(seatLabel));
}

const FRACTIONS: Record<number, string> = { 15_000: "¼", 30_000: "½", 45_000: "¾" };

/** Minutes as a clock's name writes them: "3", "½", "1.5". */
function minutes(ms: number): string {
  if (FRACTIONS[ms]) return FRACTIONS[ms];
  return String(Math.round((ms / 60_000) * 100) / 100);
}

/** Seconds: "2", "0.5". */
function seconds(ms: number): string {
  return String(Math.round((ms / 1000) * 100) / 100);
}

/** A span of time in words: "30 s", "2 min", "3 h", "1 day". */
function span(ms: number): string {
  if (ms % 86_400_000 === 0) return t("span-days", { n: ms / 86_400_000 });
  if (ms % 3_600_000 === 0) return t("span-hours", { n: ms / 3_600_000 });
  if (ms % 60_000 === 0) return t("span-minutes", { n: ms / 60_000 });
  return t("span-seconds", { n: seconds(ms) });
}

/**
 * A stored time control in words: `fischer 180000+2000 ms` is "3+2" (minutes + seconds a
 * move), `delay 300000+3000 ms` "5 min + 3 s delay", `per turn 30000 ms` "30 s per turn";
 * "" for none. Any other text is shown as it is.
 */
export function timeControlWords(text: string): string {
  text = text.trim();
  if (text === "") return "";
  let m = /^fischer (\d+)\+(\d+) ms$/.exec(text);
  if (m) return `${minutes(Number(m[1]))}+${seconds(Number(m[2]))}`;
  m = /^delay (\d+)\+(\d+) ms$/.exec(text);
  if (m) return t("clock-words-delay", { span: span(Number(m[1])), n: seconds(Number(m[2])) });
  m = /^per turn (\d+) ms$/.exec(text);
  if (m) return t("clock-words-per-turn", { span: span(Number(m[1])) });
  return text;
}

/** The record's `[Reason "…"]` tag ("" when it has none). */
export function recordReason(record: string): string {
  return /^\[Reason "([^"]*)"\]\s*$/m.exec(record)?.[1] ?? "";
}

/**
 * How the game ended, in words: "Defenders won — the King escaped to a corner", "White won
 * — goal", "Attackers won on time", "White won — Black resigned", "Drawn by agreement",
 * "Aborted". `reasons` are the game's words for its record's reasons.
 */
export function resultWords(g: GameLike, reasons: Readonly<Record<string, string>> = {}): string {
  const winner = g.seats.find((s) => s.outcome === Outcome.WIN);
  const loser = g.seats.find((s) => s.outcome === Outcome.LOSS);
  const drawn = g.seats.length > 0 && g.seats.every((s) => s.outcome === Outcome.DRAW);
  const tag = recordReason(g.record);
  const why = tag ? (reasons[tag] ?? tag) : "";
  const won = winner ? sideWords(winner.side) : "";
  switch (g.termination) {
    case "resignation":
      return winner ? (loser ? t("ended-won-resigned", { side: won, loser: sideWords(loser.side) }) : t("ended-won-resignation", { side: won })) : t("ended-resignation");
    case "time":
      return winner ? t("ended-won-on-time", { side: won }) : drawn ? t("ended-drawn-on-time") : t("ended-on-time");
    case "agreement":
      return t("ended-drawn-agreement");
    case "move-limit":
      return t("ended-drawn-move-limit");
    case "abandonment":
      return t("ended-aborted-no-move");
    case "aborted":
      return t("ended-aborted");
    default: {
      const result = winner ? t("ended-won", { side: won }) : drawn ? t("ended-drawn") : t("ended-no-result");
      return why && why !== "resignation" ? t("ended-why", { result, why }) : result;
    }
  }
}
