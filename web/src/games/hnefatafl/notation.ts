// Hnefatafl's moves as the board offers them: the choice of a legal move, the squares a move touched.
import type { Move, MoveResult } from "@arbiter/client/gen/hnefatafl/v1/hnefatafl_pb";
import { t } from "../../i18n/i18n.js";
import type { Choice } from "../../board/types.js";

export function choice(move: Move): Choice {
  return { notation: move.notation, from: move.fromSquare, target: move.toSquare, label: t("choice-move", { square: move.toSquare }), lands: true };
}

/** The squares a move touched: from, to and every captured piece. */
export function touched(result: MoveResult | undefined): string[] {
  if (!result?.move) return [];
  return [result.move.fromSquare, result.move.toSquare, ...result.capturedSquares, ...result.shieldwallSquares].filter((s) => s !== "");
}
