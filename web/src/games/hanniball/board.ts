// Hanniball's board: 9 × 15 whose ranks 1 and 15 hold only the goals (d–f), goal areas
// c2–g3 and c13–g14; positions in HPN (docs/hanniball-rules.md).
import { t } from "../../i18n/i18n.js";
import type { Diagram, Piece } from "../../board/types.js";

const FILES = "abcdefghi";
/** A piece's name with its side ("White Lion"): side is "white" or "black". */
const NAMES: Record<string, (side: string) => string> = {
  M: (side) => t("hb-piece-monkey", { side }),
  L: (side) => t("hb-piece-lion", { side }),
  E: (side) => t("hb-piece-elephant", { side }),
  H: (side) => t("hb-piece-horse", { side }),
};

export function exists(file: number, rank: number): boolean {
  if (file < 0 || file > 8 || rank < 0 || rank > 14) return false;
  return (rank !== 0 && rank !== 14) || (file >= 3 && file <= 5);
}

export function zone(file: number, rank: number): string {
  if (rank === 0 || rank === 14) return "goal";
  if (file >= 2 && file <= 6 && (rank === 1 || rank === 2 || rank === 12 || rank === 13)) return "area";
  return "";
}

export function squareName(file: number, rank: number): string {
  return `${FILES[file] ?? "?"}${rank + 1}`;
}

export function squareAt(name: string): [number, number] | undefined {
  const m = /^([a-i])(\d{1,2})$/.exec(name);
  if (!m) return undefined;
  const file = FILES.indexOf(m[1]!);
  const rank = Number(m[2]) - 1;
  return exists(file, rank) ? [file, rank] : undefined;
}

/** Reads the board of an HPN position (throws on a malformed one). */
export function diagram(position: string): Diagram {
  const board = position.split(" ")[0] ?? "";
  const rows = board.split("/");
  if (rows.length !== 15) throw new Error(`not an HPN position: ${position}`);
  const pieces: Piece[] = [];
  let ball: string | undefined;
  rows.forEach((row, i) => {
    const rank = 14 - i;
    const firstFile = rank === 0 || rank === 14 ? 3 : 0;
    let file = firstFile;
    for (let k = 0; k < row.length; k++) {
      const ch = row[k]!;
      if (ch >= "1" && ch <= "9") {
        file += Number(ch);
      } else if (ch === "*") {
        ball = squareName(file, rank);
        file += 1;
      } else if (ch === "+") {
        const last = pieces[pieces.length - 1];
        if (last) {
          last.hasBall = true;
          ball = last.square;
        }
      } else {
        const upper = ch.toUpperCase();
        pieces.push({
          square: squareName(file, rank),
          seat: ch === upper ? 0 : 1,
          label: upper,
          name: NAMES[upper]?.(ch === upper ? "white" : "black") ?? upper,
        });
        file += 1;
      }
    }
  });
  return ball === undefined ? { pieces } : { pieces, ball };
}

