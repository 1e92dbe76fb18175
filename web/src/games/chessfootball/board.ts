// Chess Football's board: 8 × 8, files a–h; the goals c1–f1 (White's) and c8–f8 (Black's),
// the kick-off squares e4 and e5; positions in CFN (`<board> <side> <phase> <half> <moves>
// <score>`): FEN letters, a digit for empty squares, `+` after the ball-holder, `*` the ball
// on an empty square (during a placement).
import { t } from "../../i18n/i18n.js";
import type { Diagram, Piece } from "../game.js";

const FILES = "abcdefgh";
/** A piece's name with its side ("White Queen"): side is "white" or "black". */
const NAMES: Record<string, (side: string) => string> = {
  K: (side) => t("cf-piece-king", { side }),
  Q: (side) => t("cf-piece-queen", { side }),
  R: (side) => t("cf-piece-rook", { side }),
  B: (side) => t("cf-piece-bishop", { side }),
  N: (side) => t("cf-piece-knight", { side }),
  P: (side) => t("cf-piece-pawn", { side }),
};

export function exists(file: number, rank: number): boolean {
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

export function zone(file: number, rank: number): string {
  if ((rank === 0 || rank === 7) && file >= 2 && file <= 5) return "goal";
  if (file === 4 && (rank === 3 || rank === 4)) return "kickoff";
  return "";
}

export function squareName(file: number, rank: number): string {
  return `${FILES[file] ?? "?"}${rank + 1}`;
}

export function squareAt(name: string): [number, number] | undefined {
  const m = /^([a-h])([1-8])$/.exec(name);
  if (!m) return undefined;
  return [FILES.indexOf(m[1]!), Number(m[2]) - 1];
}

/** Reads the board of a CFN position (throws on a malformed one). */
export function diagram(position: string): Diagram {
  const rows = (position.split(" ")[0] ?? "").split("/");
  if (rows.length !== 8) throw new Error(`not a CFN position: ${position}`);
  const pieces: Piece[] = [];
  let ball: string | undefined;
  rows.forEach((row, i) => {
    const rank = 7 - i;
    let file = 0;
    for (const ch of row) {
      if (ch >= "1" && ch <= "8") {
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
        if (!(upper in NAMES)) throw new Error(`not a CFN piece: ${ch}`);
        pieces.push({
          square: squareName(file, rank),
          seat: ch === upper ? 0 : 1,
          label: upper,
          name: NAMES[upper]!(ch === upper ? "white" : "black"),
          royal: upper === "K",
        });
        file += 1;
      }
    }
  });
  return ball === undefined ? { pieces } : { pieces, ball };
}
