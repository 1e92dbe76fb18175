// Chess Football: the board of chessfootball-board.ts and the API of chessfootball.v1.
// Seat 0 is White, seat 1 Black. Placements ("N@e4") name no piece square: the board offers
// them on the target square, with a chooser of kinds; promotions share their target too.
import "./chessfootball.css";
import { createClient, type Transport } from "@connectrpc/connect";
import {
  ChessFootballService,
  EndReason,
  type Game,
  GameStatus,
  Phase,
  Side,
} from "@arbiter/client/gen/chessfootball/v1/chessfootball_pb";
import { gameApi } from "../../api/adapter.js";
import type { GameEvent, NewGameResponse, Action } from "@arbiter/client/gen/chessfootball/v1/chessfootball_pb";
import { realPlay } from "../realplay.js";
import { captures } from "../announce.js";
import { FIGURES } from "./pieces.js";
import type { GameDef, Seat, StateView } from "../game.js";
import { KINDS, choice, touched } from "./notation.js";

export { choice, touched };
import { diagram, exists, squareAt, squareName, zone } from "./board.js";


const sideName = (s: Side): string => (s === Side.WHITE ? "White" : s === Side.BLACK ? "Black" : "nobody");

export function view(game: Game): StateView {
  const over = game.status !== GameStatus.ONGOING;
  const toMove: Seat = game.sideToMove === Side.BLACK ? 1 : 0;
  const result = (
    { [GameStatus.WHITE_WON]: "White won", [GameStatus.BLACK_WON]: "Black won", [GameStatus.DRAWN]: "Drawn", [GameStatus.ABORTED]: "Aborted" } as Record<number, string>
  )[game.status] ?? "";
  const reason = (
    {
      [EndReason.FULL_TIME]: "full time",
      [EndReason.RESIGNATION]: "resignation",
      [EndReason.DRAW_AGREED]: "draw agreed",
      [EndReason.TIMEOUT]: "out of time",
      [EndReason.ABANDONED]: "no first move in time",
      [EndReason.ABORTED]: "aborted by a player",
      [EndReason.OPPONENT_LEFT]: "the opponent left",
      [EndReason.MOVE_LIMIT]: "the move limit was reached",
    } as Record<number, string>
  )[game.endReason] ?? "";
  const score = `${game.score?.white ?? 0}–${game.score?.black ?? 0}`;
  const phase = game.phase === Phase.PLACE ? "placement" : game.phase === Phase.KICKOFF ? "kick-off" : "play";
  const verb = game.phase === Phase.PLACE ? "to place" : game.phase === Phase.KICKOFF ? "to kick off" : "to move";
  const facts: [string, string][] = [
    ["Score", `White ${score} Black`],
    ["Half", String(game.half)],
    ["Phase", phase],
    ["Moves", `White ${game.whiteMoves}/45, Black ${game.blackMoves}/45`],
    ["Ball", game.ballHolder ? `${sideName(game.ballHolder.side)} ${KINDS[game.ballHolder.kind] ?? ""} on ${game.ball}` : `on ${game.ball}`],
  ];
  if (game.phase !== Phase.PLAY) facts.push(["Kicking off", sideName(game.kickingOff)]);
  return {
    version: game.version,
    position: game.position,
    toMove,
    over,
    aborted: game.status === GameStatus.ABORTED,
    result,
    reason,
    summary: over
      ? `${result} ${score} — ${reason}`
      : `${sideName(game.sideToMove)} ${verb} · half ${game.half} · ${phase} · score ${score}`,
    facts,
    real: realPlay(game),
  };
}



export function chessfootball(transport: Transport): GameDef<Game> {
  const client = createClient(ChessFootballService, transport);
  return {
    key: "chessfootball",
    title: "Chess Football",
    seatNames: ["White", "Black"],
    geometry: { files: 8, ranks: 8, exists, zone },
    squareName,
    squareAt,
    diagram,
    view,
    squarelessAction: "No move (--)",
    squarelessOnlyWhenLegal: true,
    blurb: "The pieces of a chess set play football on a chess board: place a team of six, carry and pass the ball with chess moves, and score in two halves of 45 moves each.",
    preview: "2k2r2/1p2p3/3n4/2q5/8/2N+2B2/1P1P4/3RK3 w play 1 10/10 0-0",
    rules: [
      ["The board and the teams", ["The 8 × 8 chess board; White's goal is c1–f1, Black's c8–f8; the kick-off squares are e4 and e5.", "Each side places a team of six: its King, at least two Pawns and three more pieces, in its own half."]],
      ["The match", ["Two halves of at most 45 moves for each side. Placements do not count as moves.", "After a goal the teams are placed again and the side that conceded kicks off."]],
      ["Moves and the ball", ["Pieces move as in chess. The ball-holder carries the ball, or passes it to a team-mate on a square it could capture on.", "Only the enemy ball-holder can be captured; the capturer takes the ball. A Pawn reaching the far rank promotes."]],
      ["Scoring", ["Bring the ball into the opponent's goal. At full time the side with more goals wins; equal goals is a draw."]],
    ],
    announce: (a, b) => {
      const sa = (a.score?.white ?? 0) + (a.score?.black ?? 0);
      const sb = (b.score?.white ?? 0) + (b.score?.black ?? 0);
      if (sb > sa) {
        const by = (b.score?.white ?? 0) > (a.score?.white ?? 0) ? "White" : "Black";
        return [`Goal! ${by} scores: ${b.score?.white ?? 0}–${b.score?.black ?? 0}. The teams are placed again for the kick-off.`];
      }
      const out = captures(diagram(a.position), diagram(b.position));
      if (b.half > a.half) out.push("Half time: the second half begins with a new placement.");
      return out;
    },
    figures: FIGURES,
    examples: [
      {
        label: "Last moves of the match, White one move from goal",
        position: "1k6/8/8/3R+4/8/8/8/6K1 b play 2 44/44 0-0",
      },
    ],
    api: {
      ...gameApi<Game, NewGameResponse, Action, GameEvent>(client, {
        tokens: (r) => [r.whiteToken, r.blackToken],
        choice,
        squares: (e) => (e.change.case === "result" ? touched(e.change.value) : []),
      }),
    },
  };
}
