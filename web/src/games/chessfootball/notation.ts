// Chess Football's actions as the board offers them: the choice of a legal action (placements,
// passes, promotions), the squares an action touched, the kinds' names.
import { type Action, ActionKind, type ActionResult, PieceKind } from "@arbiter/client/gen/chessfootball/v1/chessfootball_pb";
import type { Choice } from "../../board/types.js";

export const KINDS: Record<number, string> = {
  [PieceKind.KING]: "King",
  [PieceKind.QUEEN]: "Queen",
  [PieceKind.ROOK]: "Rook",
  [PieceKind.BISHOP]: "Bishop",
  [PieceKind.KNIGHT]: "Knight",
  [PieceKind.PAWN]: "Pawn",
};

export function choice(action: Action): Choice {
  const goal = action.scores ? " — goal" : "";
  switch (action.kind) {
    case ActionKind.PLACE:
      return { notation: action.notation, target: action.toSquare, label: `place a ${KINDS[action.placedKind] ?? "piece"} on ${action.toSquare}` };
    case ActionKind.PASS:
      return { notation: action.notation, from: action.fromSquare, target: action.toSquare, label: `pass to ${action.toSquare}${goal}` };
    case ActionKind.NULL:
      return { notation: action.notation, label: "no move" };
    default: {
      const promo = action.promotion !== PieceKind.UNSPECIFIED ? `, promote to ${KINDS[action.promotion] ?? "?"}` : "";
      const verb = action.captures ? "capture on" : "move to";
      return { notation: action.notation, from: action.fromSquare, target: action.toSquare, label: `${verb} ${action.toSquare}${promo}${goal}`, lands: true };
    }
  }
}

export function touched(result: ActionResult | undefined): string[] {
  if (!result?.action) return [];
  return [result.action.fromSquare, result.action.toSquare].filter((s) => s !== "");
}
