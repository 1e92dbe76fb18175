// Hanniball: its board (board.ts), notation (notation.ts), figures (pieces.ts), its state and
// the API of hanniball.v1.
import "./hanniball.css";
import { createClient, type Transport } from "@connectrpc/connect";
import {
  EndReason,
  type Game,
  GameStatus,
  HanniballService,
  PieceKind,
  Side,
} from "@arbiter/client/gen/hanniball/v1/hanniball_pb";
import { gameApi, need } from "../../api/adapter.js";
import type { GameEvent, NewGameResponse, Step } from "@arbiter/client/gen/hanniball/v1/hanniball_pb";
import { newRequestId, seat } from "@arbiter/client";
import { ACTING } from "../../api/transport.js";
import { realPlay } from "../realplay.js";
import { captures } from "../announce.js";
import { FIGURES } from "./pieces.js";
import type { GameDef, Seat, StateView } from "../game.js";
import { diagram, exists, squareAt, squareName, zone } from "./board.js";
import { choice, touched } from "./notation.js";

export { choice, diagram, exists, squareAt, squareName, touched };

const REASONS: Record<number, string> = {
  [EndReason.GOAL]: "goal",
  [EndReason.OWN_GOAL]: "own goal",
  [EndReason.NO_LEGAL_STEP]: "no legal step",
  [EndReason.RESIGNATION]: "resignation",
  [EndReason.DRAW_AGREED]: "draw agreed",
  [EndReason.TIMEOUT]: "out of time",
  [EndReason.ABANDONED]: "no first move in time",
  [EndReason.ABORTED]: "aborted by a player",
  [EndReason.OPPONENT_LEFT]: "the opponent left",
  [EndReason.MOVE_LIMIT]: "the move limit was reached",
};

const sideName = (s: Side): string => (s === Side.WHITE ? "White" : s === Side.BLACK ? "Black" : "nobody");

export function view(game: Game): StateView {
  const over = game.status !== GameStatus.ONGOING;
  const toMove: Seat = game.sideToMove === Side.BLACK ? 1 : 0;
  const facts: [string, string][] = [
    ["Turn", String(game.turn)],
    ...(over ? [] : ([["To move", sideName(game.sideToMove)]] as [string, string][])),
    ["Steps left", `${game.stepsLeft} of ${game.stepLimit}`],
    ["Ball", game.ballHolder === Side.UNSPECIFIED ? `loose on ${game.ball}` : `${sideName(game.ballHolder)} on ${game.ball}`],
    [
      "Red card",
      game.penaltyAvailable
        ? `${sideName(game.sideToMove)} may remove a piece`
        : game.penaltyUsed
          ? `${sideName(game.sideToMove)} has used the penalty`
          : "none",
    ],
  ];
  if (game.stepsThisTurn.length > 0) facts.push(["This turn", game.stepsThisTurn.join(" ")]);
  const result = (
    { [GameStatus.WHITE_WON]: "White won", [GameStatus.BLACK_WON]: "Black won", [GameStatus.DRAWN]: "Drawn", [GameStatus.ABORTED]: "Aborted" } as Record<number, string>
  )[game.status] ?? "";
  const reason = REASONS[game.endReason] ?? "";
  const summary = over
    ? `${result} — ${reason}`
    : `${sideName(game.sideToMove)} to move · ${game.stepsLeft} of ${game.stepLimit} steps left${game.penaltyAvailable ? " · red card: may remove a piece" : ""}`;
  return {
    version: game.version,
    position: game.position,
    toMove,
    over,
    aborted: game.status === GameStatus.ABORTED,
    summary,
    result,
    reason,
    facts,
    real: realPlay(game),
  };
}



export function hanniball(transport: Transport): GameDef<Game> {
  const client = createClient(HanniballService, transport);
  return {
    key: "hanniball",
    title: "Hanniball",
    seatNames: ["White", "Black"],
    geometry: { files: 9, ranks: 15, exists, zone },
    squareName,
    squareAt,
    diagram,
    view,
    squarelessAction: "End turn",
    squarelessWhy: (g) =>
      g.stepsTaken === 0
        ? "take at least one step first."
        : "the board is back where it was at the start of your turn, and a turn must change the position: take another step, or Undo.",
    canUndo: (g) => g.status === GameStatus.ONGOING && g.stepsTaken > 0,
    blurb: "Football played like chess on a 9 × 13 field with two goals: Monkeys, Lions, Elephants and Horses carry, pass and kick one ball. Up to four steps a turn; a goal wins.",
    preview: "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
    rules: [
      ["The board", ["9 × 13 squares and two goals of three squares: White defends d1–f1 and attacks d15–f15.", "Each side has a Monkey (the goalkeeper), 2 Lions, 4 Elephants and 4 Horses; one Ball starts in the centre."]],
      ["A turn", ["1 to 4 steps (White's first turn: 2). A step moves a piece, carries the ball, or kicks it; End turn finishes early.", "The position at the end of a turn must differ from the one at its start.", "Undo step takes back a step of the turn."]],
      ["The pieces", ["Horse: jumps like a knight (blocked when both squares between are full); kicks to a neighbouring square.", "Elephant: one square any way; kicks a knight jump away.", "Lion: one square or a knight jump; kicks to a neighbouring or knight-jump square.", "Monkey: moves like a Lion inside its own goal area and goal; kicks 1 to 5 squares in a line. A kick onto a Monkey ricochets."]],
      ["Captures and the red card", ["Only the enemy ball-holder can be captured: move onto it and you hold the ball. A kick landing on a piece gives it the ball.", "Red card: a side that clusters more than three pieces (orthogonally connected) or keeps the opponent from ever reaching the ball lets the opponent remove one offending piece."]],
      ["Winning", ["Put the ball into the opponent's goal. An own goal loses. A side with no legal step loses; resignation, an agreed draw and the clock end games too."]],
    ],
    announce: (a, b) => {
      const removal = b.penaltyUsed && !a.penaltyUsed;
      const out = captures(diagram(a.position), diagram(b.position)).map((line) => (removal ? line.replace("Captured:", "Removed by the red card:") : line));
      if (b.penaltyAvailable && !a.penaltyAvailable) out.push(`Red card: ${sideName(b.sideToMove)} may remove a piece of ${sideName(b.sideToMove === Side.WHITE ? Side.BLACK : Side.WHITE)}`);
      if (b.status !== GameStatus.ONGOING && (b.endReason === EndReason.GOAL || b.endReason === EndReason.OWN_GOAL)) out.unshift(b.endReason === EndReason.GOAL ? "Goal!" : "Own goal!");
      return out;
    },
    figures: FIGURES,
    recordReasons: { "no legal action": "the other side had no legal step" },
    examples: [
      {
        label: "White one kick from goal",
        position: "3/9/2m1L+4/9/9/9/9/leee5/9/9/9/9/9/9/1M1 w 3",
      },
    ],
    api: {
      ...gameApi<Game, NewGameResponse, Step, GameEvent>(client, {
        tokens: (r) => [r.whiteToken, r.blackToken],
        choice,
        squares: (e) => touched(e.change.case === "step" ? e.change.value.step : e.change.case === "undone" ? e.change.value : undefined),
      }),
      async undo(gameId, token, expectedVersion) {
        return need((await client.undoStep({ gameId, expectedVersion, requestId: newRequestId() }, seat(token, ACTING))).game);
      },
    },
  };
}

export { PieceKind };
