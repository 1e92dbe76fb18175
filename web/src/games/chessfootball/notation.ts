// Chess Football's actions as the board offers them: the choice of a legal action (placements,
// passes, promotions), the squares an action touched, the kinds' names.
import { type Action, ActionKind, type ActionResult, PieceKind } from "@arbiter/client/gen/chessfootball/v1/chessfootball_pb";
import { t } from "../../i18n/i18n.js";
import type { Choice } from "../../board/types.js";

/** The kinds' names (a function: the messages are loaded after the modules). */
export const KINDS = (): Record<number, string> => ({
  [PieceKind.KING]: t("cf-kind-king"),
  [PieceKind.QUEEN]: t("cf-kind-queen"),
  [PieceKind.ROOK]: t("cf-kind-rook"),
  [PieceKind.BISHOP]: t("cf-kind-bishop"),
  [PieceKind.KNIGHT]: t("cf-kind-knight"),
  [PieceKind.PAWN]: t("cf-kind-pawn"),
});

/** A piece's name with its side ("White Queen"): side is "white" or "black". */
export const PIECES = (side: string): Record<number, string> => ({
  [PieceKind.KING]: t("cf-piece-king", { side }),
  [PieceKind.QUEEN]: t("cf-piece-queen", { side }),
  [PieceKind.ROOK]: t("cf-piece-rook", { side }),
  [PieceKind.BISHOP]: t("cf-piece-bishop", { side }),
  [PieceKind.KNIGHT]: t("cf-piece-knight", { side }),
  [PieceKind.PAWN]: t("cf-piece-pawn", { side }),
});

export function choice(action: Action): Choice {
  const goal = (words: string): string => (action.scores ? t("choice-goal", { action: words }) : words);
  switch (action.kind) {
    case ActionKind.PLACE:
      return { notation: action.notation, target: action.toSquare, label: t("cf-choice-place", { piece: KINDS()[action.placedKind] ?? "?", square: action.toSquare }) };
    case ActionKind.PASS:
      return { notation: action.notation, from: action.fromSquare, target: action.toSquare, label: goal(t("cf-choice-pass", { square: action.toSquare })) };
    case ActionKind.NULL:
      return { notation: action.notation, label: t("cf-choice-none") };
    default: {
      const moved = action.captures ? t("choice-capture", { square: action.toSquare }) : t("choice-move", { square: action.toSquare });
      const promoted = action.promotion !== PieceKind.UNSPECIFIED ? t("cf-choice-promote", { action: moved, piece: KINDS()[action.promotion] ?? "?" }) : moved;
      return { notation: action.notation, from: action.fromSquare, target: action.toSquare, label: goal(promoted), lands: true };
    }
  }
}

export function touched(result: ActionResult | undefined): string[] {
  if (!result?.action) return [];
  return [result.action.fromSquare, result.action.toSquare].filter((s) => s !== "");
}
