// Copenhagen Hnefatafl: the board of hnefatafl-board.ts and the API of hnefatafl.v1. Seat 0
// is the Attackers (they move first), seat 1 the Defenders with the King.
import "./hnefatafl.css";
import { createClient, type Transport } from "@connectrpc/connect";
import { EndReason, type Game, GameStatus, HnefataflService, Side } from "@arbiter/client/gen/hnefatafl/v1/hnefatafl_pb";
import { gameApi } from "../../api/adapter.js";
import type { GameEvent, NewGameResponse, Move } from "@arbiter/client/gen/hnefatafl/v1/hnefatafl_pb";
import { realPlay } from "../realplay.js";
import { captures } from "../announce.js";
import { FIGURES } from "./pieces.js";
import type { Diagram, GameDef, Seat, StateView } from "../game.js";
import { choice, touched } from "./notation.js";

export { choice, touched };
import { diagram, exists, squareAt, squareName, zone } from "./board.js";

const REASONS: Record<number, string> = {
  [EndReason.KING_ESCAPED]: "the King escaped to a corner",
  [EndReason.EXIT_FORT]: "exit fort",
  [EndReason.KING_CAPTURED]: "the King was captured",
  [EndReason.ENCIRCLEMENT]: "encirclement",
  [EndReason.NO_LEGAL_MOVE]: "no legal move",
  [EndReason.RESIGNATION]: "resignation",
  [EndReason.DRAW_AGREED]: "draw agreed",
  [EndReason.TIMEOUT]: "out of time",
  [EndReason.ABANDONED]: "no first move in time",
  [EndReason.ABORTED]: "aborted by a player",
  [EndReason.OPPONENT_LEFT]: "the opponent left",
  [EndReason.MOVE_LIMIT]: "the move limit was reached",
  [EndReason.PERPETUAL_REPETITION]: "a position stood for the third time (perpetual repetition: the Defenders lose)",
};

const sideName = (s: Side): string => (s === Side.ATTACKERS ? "Attackers" : s === Side.DEFENDERS ? "Defenders" : "nobody");

export function view(game: Game): StateView {
  const over = game.status !== GameStatus.ONGOING;
  const toMove: Seat = game.sideToMove === Side.DEFENDERS ? 1 : 0;
  const result = (
    { [GameStatus.ATTACKERS_WON]: "Attackers won", [GameStatus.DEFENDERS_WON]: "Defenders won", [GameStatus.DRAWN]: "Drawn", [GameStatus.ABORTED]: "Aborted" } as Record<number, string>
  )[game.status] ?? "";
  const reason = REASONS[game.endReason] ?? "";
  const facts: [string, string][] = [
    ...(over ? [] : ([["To move", sideName(game.sideToMove)]] as [string, string][])),
    ["Moves made", String(game.movesMade)],
    ["King", game.kingSquare || "captured"],
    ["Attackers", String(game.attackersLeft)],
    ["Defenders", String(game.defendersLeft)],
  ];
  if (game.lastMove) facts.push(["Last move", game.lastMove]);
  return {
    version: game.version,
    position: game.position,
    toMove,
    over,
    aborted: game.status === GameStatus.ABORTED,
    result,
    reason,
    summary: over ? `${result} — ${reason}` : `${sideName(game.sideToMove)} to move · move ${game.movesMade + 1}`,
    facts,
    real: realPlay(game),
  };
}



export function hnefatafl(transport: Transport): GameDef<Game> {
  const client = createClient(HnefataflService, transport);
  return {
    key: "hnefatafl",
    title: "Copenhagen Hnefatafl",
    seatNames: ["Attackers", "Defenders"],
    geometry: { files: 11, ranks: 11, exists, zone },
    squareName,
    squareAt,
    diagram,
    view,
    turnForSecondSeat: false,
    blurb: "The Viking siege game on 11 × 11: the Defenders bring their King to a corner, the Attackers, twice as many, try to surround him.",
    preview: "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a",
    rules: [
      ["The board", ["11 × 11 squares; the throne in the centre (f6) and the four corners are restricted: only the King may stop there.", "24 Attackers surround 12 Defenders and their King on the throne. The Attackers move first."]],
      ["Moving", ["Every piece moves like a chess rook: any number of empty squares along a rank or file, never jumping."]],
      ["Capturing", ["A soldier is captured when it is closed between two enemies (or an enemy and an empty restricted square) along a line by the moving side.", "A row of soldiers on the edge can be captured at once by a shieldwall."]],
      ["The King", ["The King is captured when surrounded on all four sides (by Attackers, or the throne).", "He escapes — and the Defenders win — on a corner, or in an exit fort on the edge."]],
      ["Winning", ["The Defenders win when the King escapes; the Attackers when he is captured or the Defenders are all enclosed. A side that cannot move loses."]],
    ],
    announce: (a, b) => {
      const before = diagram(a.position);
      const after = diagram(b.position);
      const out = captures(before, after);
      const danger = kingThreat(after);
      if (b.status === GameStatus.ONGOING && danger >= 3 && kingThreat(before) < danger) out.push(`The King is in danger: attackers on ${danger} of his 4 sides`);
      return out;
    },
    figures: FIGURES,
    recordReasons: {
      "king escaped": "the King escaped to a corner",
      "exit fort": "the King escaped in an exit fort",
      "king captured": "the King was captured",
      encirclement: "the Defenders were encircled",
      "no legal move": "the other side had no legal move",
      "perpetual repetition": "a position stood for the third time (perpetual repetition: the Defenders lose)",
    },
    examples: [
      {
        label: "The King one move from a corner",
        position: "11/11/11/5t5/11/K10/5t5/11/11/11/3t1T5 a",
      },
    ],
    api: {
      ...gameApi<Game, NewGameResponse, Move, GameEvent>(client, {
        tokens: (r) => [r.attackersToken, r.defendersToken],
        choice,
        squares: (e) => (e.change.case === "move" ? touched(e.change.value) : []),
      }),
    },
  };
}

/** How many of the King's four neighbours hold an attacker (4: he is captured). */
export function kingThreat(d: Diagram): number {
  const king = d.pieces.find((p) => p.royal);
  const at = king && squareAt(king.square);
  if (!at) return 0;
  const attackers = new Set(d.pieces.filter((p) => p.seat === 0).map((p) => p.square));
  const [f, r] = at;
  return [[f + 1, r], [f - 1, r], [f, r + 1], [f, r - 1]].filter(([x, y]) => attackers.has(squareName(x!, y!))).length;
}
