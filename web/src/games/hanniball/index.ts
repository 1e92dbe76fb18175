// Hanniball: its board (board.ts), notation (notation.ts), figures (pieces.ts), its state and
// the API of hanniball.v1.
import { t } from "../../i18n/i18n.js";
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

/** The end reasons in words (a function: the messages are loaded after the modules). */
const REASONS = (): Record<number, string> => ({
  [EndReason.GOAL]: t("end-goal"),
  [EndReason.OWN_GOAL]: t("end-own-goal"),
  [EndReason.NO_LEGAL_STEP]: t("end-no-legal-step"),
  [EndReason.RESIGNATION]: t("end-resignation"),
  [EndReason.DRAW_AGREED]: t("end-draw-agreed"),
  [EndReason.TIMEOUT]: t("end-timeout"),
  [EndReason.ABANDONED]: t("end-abandoned"),
  [EndReason.ABORTED]: t("end-aborted"),
  [EndReason.OPPONENT_LEFT]: t("end-opponent-left"),
  [EndReason.MOVE_LIMIT]: t("end-move-limit"),
});

const sideName = (s: Side): string => (s === Side.WHITE ? t("side-white") : s === Side.BLACK ? t("side-black") : t("side-nobody"));

export function view(game: Game): StateView {
  const over = game.status !== GameStatus.ONGOING;
  const toMove: Seat = game.sideToMove === Side.BLACK ? 1 : 0;
  const facts: [string, string][] = [
    [t("fact-turn"), String(game.turn)],
    ...(over ? [] : ([[t("fact-to-move"), sideName(game.sideToMove)]] as [string, string][])),
    [t("fact-steps-left"), t("fact-steps-of", { left: game.stepsLeft, limit: game.stepLimit })],
    [t("fact-ball"), game.ballHolder === Side.UNSPECIFIED ? t("fact-ball-loose", { square: game.ball }) : t("fact-ball-on", { side: sideName(game.ballHolder), square: game.ball })],
    [
      t("fact-red-card"),
      game.penaltyAvailable
        ? t("fact-red-card-may", { side: sideName(game.sideToMove) })
        : game.penaltyUsed
          ? t("fact-red-card-used", { side: sideName(game.sideToMove) })
          : t("fact-none"),
    ],
  ];
  if (game.stepsThisTurn.length > 0) facts.push([t("fact-this-turn"), game.stepsThisTurn.join(" ")]);
  const result = (
    { [GameStatus.WHITE_WON]: t("result-white-won"), [GameStatus.BLACK_WON]: t("result-black-won"), [GameStatus.DRAWN]: t("result-drawn"), [GameStatus.ABORTED]: t("result-aborted") } as Record<number, string>
  )[game.status] ?? "";
  const reason = REASONS()[game.endReason] ?? "";
  const summary = over
    ? `${result} — ${reason}`
    : `${t("hb-summary", { side: sideName(game.sideToMove), left: game.stepsLeft, limit: game.stepLimit })}${game.penaltyAvailable ? ` · ${t("hb-red-card-remove")}` : ""}`;
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
    seatNames: [t("side-white"), t("side-black")],
    geometry: { files: 9, ranks: 15, exists, zone },
    squareName,
    squareAt,
    diagram,
    view,
    squarelessAction: t("hb-end-turn"),
    squarelessWhy: (g) =>
      g.stepsTaken === 0
        ? t("hb-why-no-step")
        : t("hb-why-unchanged"),
    canUndo: (g) => g.status === GameStatus.ONGOING && g.stepsTaken > 0,
    blurb: t("hb-blurb"),
    preview: "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
    rules: () => [
      [t("rules-hb-board-title"), [t("rules-hb-board-1"), t("rules-hb-board-2")]],
      [t("rules-hb-turn-title"), [t("rules-hb-turn-1"), t("rules-hb-turn-2"), t("rules-hb-turn-3")]],
      [t("rules-hb-pieces-title"), [t("rules-hb-pieces-1"), t("rules-hb-pieces-2"), t("rules-hb-pieces-3"), t("rules-hb-pieces-4")]],
      [t("rules-hb-captures-title"), [t("rules-hb-captures-1"), t("rules-hb-captures-2")]],
      [t("rules-hb-winning-title"), [t("rules-hb-winning-1")]],
    ],
    announce: (a, b) => {
      const removal = b.penaltyUsed && !a.penaltyUsed;
      const out = captures(diagram(a.position), diagram(b.position), removal);
      if (b.penaltyAvailable && !a.penaltyAvailable) out.push(t("hb-announce-red-card", { side: sideName(b.sideToMove), other: sideName(b.sideToMove === Side.WHITE ? Side.BLACK : Side.WHITE) }));
      if (b.status !== GameStatus.ONGOING && (b.endReason === EndReason.GOAL || b.endReason === EndReason.OWN_GOAL)) out.unshift(b.endReason === EndReason.GOAL ? t("hb-announce-goal") : t("hb-announce-own-goal"));
      return out;
    },
    figures: FIGURES,
    recordReasons: { goal: t("end-goal"), "own goal": t("end-own-goal"), "no legal action": t("hb-reason-no-legal-action") },
    examples: [
      {
        label: t("hb-example-kick"),
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
