// What changed between two states, in words for the page's announcements (read aloud by
// screen readers through a live region, shown briefly on the board): captures here, each
// game's own events (goals, red cards, the King in danger) in the game's module.
import { t } from "../i18n/i18n.js";
import type { Diagram, Seat } from "./game.js";

/**
 * "Captured: Black Lion on e5" for each piece of a side that is gone from the board
 * ("Removed by the red card: …" when a red card took it).
 */
export function captures(before: Diagram, after: Diagram, removed = false): string[] {
  const now = new Set(after.pieces.map((p) => `${p.seat}:${p.name}`));
  const count = (d: Diagram, seat: Seat): number => d.pieces.filter((p) => p.seat === seat).length;
  const out: string[] = [];
  for (const seat of [0, 1] as const) {
    if (count(after, seat) >= count(before, seat)) continue;
    const gone = before.pieces.filter((p) => p.seat === seat && !after.pieces.some((q) => q.square === p.square && q.seat === seat && q.name === p.name));
    // The captured piece is the one whose square the other side now holds (or, failing that,
    // any piece of that side no longer where it was).
    const taken = gone.find((p) => after.pieces.some((q) => q.square === p.square && q.seat !== seat)) ?? gone.find((p) => !now.has(`${seat}:${p.name}`)) ?? gone[0];
    if (taken) out.push(removed ? t("announce-removed", { piece: taken.name, square: taken.square }) : t("announce-captured", { piece: taken.name, square: taken.square }));
  }
  return out;
}
