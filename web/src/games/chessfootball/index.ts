// Chess Football: the board of chessfootball-board.ts and the API of chessfootball.v1.
// Seat 0 is White, seat 1 Black. Placements ("N@e4") name no piece square: the board offers
// them on the target square, with a chooser of kinds; promotions share their target too.
import { t } from "../../i18n/i18n.js";
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
import { PIECES, choice, touched } from "./notation.js";

export { choice, touched };
import { diagram, exists, squareAt, squareName, zone } from "./board.js";


const sideName = (s: Side): string => (s === Side.WHITE ? t("side-white") : s === Side.BLACK ? t("side-black") : t("side-nobody"));

export function view(game: Game): StateView {
  const over = game.status !== GameStatus.ONGOING;
  const toMove: Seat = game.sideToMove === Side.BLACK ? 1 : 0;
  const result = (
    { [GameStatus.WHITE_WON]: t("result-white-won"), [GameStatus.BLACK_WON]: t("result-black-won"), [GameStatus.DRAWN]: t("result-drawn"), [GameStatus.ABORTED]: t("result-aborted") } as Record<number, string>
  )[game.status] ?? "";
  const reason = (
    {
      [EndReason.FULL_TIME]: t("end-full-time"),
      [EndReason.RESIGNATION]: t("end-resignation"),
      [EndReason.DRAW_AGREED]: t("end-draw-agreed"),
      [EndReason.TIMEOUT]: t("end-timeout"),
      [EndReason.ABANDONED]: t("end-abandoned"),
      [EndReason.ABORTED]: t("end-aborted"),
      [EndReason.OPPONENT_LEFT]: t("end-opponent-left"),
      [EndReason.MOVE_LIMIT]: t("end-move-limit"),
    } as Record<number, string>
  )[game.endReason] ?? "";
  const score = `${game.score?.white ?? 0}–${game.score?.black ?? 0}`;
  const phase = t("cf-phase", { phase: game.phase === Phase.PLACE ? "place" : game.phase === Phase.KICKOFF ? "kickoff" : "play" });
  const white = sideName(Side.WHITE);
  const black = sideName(Side.BLACK);
  const facts: [string, string][] = [
    [t("fact-score"), `${white} ${score} ${black}`],
    [t("fact-half"), String(game.half)],
    [t("fact-phase"), phase],
    [t("fact-moves"), `${white} ${game.whiteMoves}/45, ${black} ${game.blackMoves}/45`],
    [t("fact-ball"), game.ballHolder ? t("fact-ball-on", { side: PIECES(game.ballHolder.side === Side.BLACK ? "black" : "white")[game.ballHolder.kind] ?? sideName(game.ballHolder.side), square: game.ball }) : t("fact-ball-at", { square: game.ball })],
  ];
  if (game.phase !== Phase.PLAY) facts.push([t("fact-kicking-off"), sideName(game.kickingOff)]);
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
      : t("cf-summary", { side: sideName(game.sideToMove), phase: game.phase === Phase.PLACE ? "place" : game.phase === Phase.KICKOFF ? "kickoff" : "play", half: game.half, score }),
    facts,
    real: realPlay(game),
  };
}



export function chessfootball(transport: Transport): GameDef<Game> {
  const client = createClient(ChessFootballService, transport);
  return {
    key: "chessfootball",
    title: "Chess Football",
    seatNames: [t("side-white"), t("side-black")],
    geometry: { files: 8, ranks: 8, exists, zone },
    squareName,
    squareAt,
    diagram,
    view,
    squarelessAction: t("cf-no-move"),
    squarelessOnlyWhenLegal: true,
    blurb: t("cf-blurb"),
    preview: "2k2r2/1p2p3/3n4/2q5/8/2N+2B2/1P1P4/3RK3 w play 1 10/10 0-0",
    rules: () => [
      [t("rules-cf-board-title"), [t("rules-cf-board-1"), t("rules-cf-board-2")]],
      [t("rules-cf-match-title"), [t("rules-cf-match-1"), t("rules-cf-match-2")]],
      [t("rules-cf-moves-title"), [t("rules-cf-moves-1"), t("rules-cf-moves-2")]],
      [t("rules-cf-scoring-title"), [t("rules-cf-scoring-1")]],
    ],
    announce: (a, b) => {
      const sa = (a.score?.white ?? 0) + (a.score?.black ?? 0);
      const sb = (b.score?.white ?? 0) + (b.score?.black ?? 0);
      if (sb > sa) {
        const by = (b.score?.white ?? 0) > (a.score?.white ?? 0) ? t("side-white") : t("side-black");
        return [t("cf-announce-goal", { side: by, white: b.score?.white ?? 0, black: b.score?.black ?? 0 })];
      }
      const out = captures(diagram(a.position), diagram(b.position));
      if (b.half > a.half) out.push(t("cf-announce-half-time"));
      return out;
    },
    figures: FIGURES,
    recordReasons: { "full time": t("end-full-time") },
    examples: [
      {
        label: t("cf-example-last-moves"),
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
