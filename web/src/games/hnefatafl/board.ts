// Copenhagen Hnefatafl's board: 11 × 11, files a–k, the throne f6 and the four corners
// (refuges), positions in TPN: rank 11 first, `t` attacker, `T` defender, `K` the King, a
// number 1–11 for empty squares, then the side to move (`a` or `d`). Seat 0 is the
// Attackers (they move first), seat 1 the Defenders.
import { t } from "../../i18n/i18n.js";
import type { Diagram, Piece } from "../game.js";

const FILES = "abcdefghijk";

export function exists(file: number, rank: number): boolean {
  return file >= 0 && file < 11 && rank >= 0 && rank < 11;
}

export function zone(file: number, rank: number): string {
  if (file === 5 && rank === 5) return "throne";
  if ((file === 0 || file === 10) && (rank === 0 || rank === 10)) return "corner";
  return "";
}

export function squareName(file: number, rank: number): string {
  return `${FILES[file] ?? "?"}${rank + 1}`;
}

export function squareAt(name: string): [number, number] | undefined {
  const m = /^([a-k])(\d{1,2})$/.exec(name);
  if (!m) return undefined;
  const file = FILES.indexOf(m[1]!);
  const rank = Number(m[2]) - 1;
  return exists(file, rank) ? [file, rank] : undefined;
}

/** Reads the board of a TPN position (throws on a malformed one). */
export function diagram(position: string): Diagram {
  const rows = (position.split(" ")[0] ?? "").split("/");
  if (rows.length !== 11) throw new Error(`not a TPN position: ${position}`);
  const pieces: Piece[] = [];
  rows.forEach((row, i) => {
    const rank = 10 - i;
    let file = 0;
    for (const token of row.match(/\d+|./g) ?? []) {
      if (/^\d+$/.test(token)) {
        file += Number(token);
        continue;
      }
      const square = squareName(file, rank);
      if (token === "t") pieces.push({ square, seat: 0, label: "", name: t("hn-piece-attacker") });
      else if (token === "T") pieces.push({ square, seat: 1, label: "", name: t("hn-piece-defender") });
      else if (token === "K") pieces.push({ square, seat: 1, label: "K", name: t("hn-piece-king"), royal: true });
      else throw new Error(`not a TPN piece: ${token}`);
      file += 1;
    }
  });
  return { pieces };
}
