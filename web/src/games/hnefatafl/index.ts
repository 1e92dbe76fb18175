// Copenhagen Hnefatafl: the board of hnefatafl-board.ts and the API of hnefatafl.v1. Seat 0
// is the Attackers (they move first), seat 1 the Defenders with the King.
import { t } from "../../i18n/i18n.js";
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

/** The end reasons in words (a function: the messages are loaded after the modules). */
const REASONS = (): Record<number, string> => ({
  [EndReason.KING_ESCAPED]: t("end-king-escaped"),
  [EndReason.EXIT_FORT]: t("end-exit-fort"),
  [EndReason.KING_CAPTURED]: t("end-king-captured"),
  [EndReason.ENCIRCLEMENT]: t("end-encirclement"),
  [EndReason.NO_LEGAL_MOVE]: t("end-no-legal-move"),
  [EndReason.RESIGNATION]: t("end-resignation"),
  [EndReason.DRAW_AGREED]: t("end-draw-agreed"),
  [EndReason.TIMEOUT]: t("end-timeout"),
  [EndReason.ABANDONED]: t("end-abandoned"),
  [EndReason.ABORTED]: t("end-aborted"),
  [EndReason.OPPONENT_LEFT]: t("end-opponent-left"),
  [EndReason.MOVE_LIMIT]: t("end-move-limit"),
  [EndReason.PERPETUAL_REPETITION]: t("end-perpetual-repetition"),
});

const sideName = (s: Side): string => (s === Side.ATTACKERS ? t("side-attackers") : s === Side.DEFENDERS ? t("side-defenders") : t("side-nobody"));

export function view(game: Game): StateView {
  const over = game.status !== GameStatus.ONGOING;
  const toMove: Seat = game.sideToMove === Side.DEFENDERS ? 1 : 0;
  const result = (
    { [GameStatus.ATTACKERS_WON]: t("result-attackers-won"), [GameStatus.DEFENDERS_WON]: t("result-defenders-won"), [GameStatus.DRAWN]: t("result-drawn"), [GameStatus.ABORTED]: t("result-aborted") } as Record<number, string>
  )[game.status] ?? "";
  const reason = REASONS()[game.endReason] ?? "";
  const facts: [string, string][] = [
    ...(over ? [] : ([[t("fact-to-move"), sideName(game.sideToMove)]] as [string, string][])),
    [t("fact-moves-made"), String(game.movesMade)],
    [t("fact-king"), game.kingSquare || t("fact-king-captured")],
    [t("side-attackers"), String(game.attackersLeft)],
    [t("side-defenders"), String(game.defendersLeft)],
  ];
  if (game.lastMove) facts.push([t("fact-last-move"), game.lastMove]);
  return {
    version: game.version,
    position: game.position,
    toMove,
    over,
    aborted: game.status === GameStatus.ABORTED,
    result,
    reason,
    summary: over ? `${result} — ${reason}` : t("hn-summary", { side: sideName(game.sideToMove), move: game.movesMade + 1 }),
    facts,
    real: realPlay(game),
  };
}



export function hnefatafl(transport: Transport): GameDef<Game> {
  const client = createClient(HnefataflService, transport);
  return {
    key: "hnefatafl",
    title: "Copenhagen Hnefatafl",
    seatNames: [t("side-attackers"), t("side-defenders")],
    geometry: { files: 11, ranks: 11, exists, zone },
    squareName,
    squareAt,
    diagram,
    view,
    turnForSecondSeat: false,
    blurb: t("hn-blurb"),
    preview: "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a",
    rules: () => [
      [t("rules-hn-board-title"), [t("rules-hn-board-1"), t("rules-hn-board-2")]],
      [t("rules-hn-moving-title"), [t("rules-hn-moving-1")]],
      [t("rules-hn-capturing-title"), [t("rules-hn-capturing-1"), t("rules-hn-capturing-2")]],
      [t("rules-hn-king-title"), [t("rules-hn-king-1"), t("rules-hn-king-2")]],
      [t("rules-hn-winning-title"), [t("rules-hn-winning-1")]],
    ],
    announce: (a, b) => {
      const before = diagram(a.position);
      const after = diagram(b.position);
      const out = captures(before, after);
      const danger = kingThreat(after);
      if (b.status === GameStatus.ONGOING && danger >= 3 && kingThreat(before) < danger) out.push(t("hn-announce-king-danger", { n: danger }));
      return out;
    },
    figures: FIGURES,
    recordReasons: {
      "king escaped": t("hn-reason-king-escaped"),
      "exit fort": t("hn-reason-exit-fort"),
      "king captured": t("hn-reason-king-captured"),
      encirclement: t("hn-reason-encirclement"),
      "no legal move": t("hn-reason-no-legal-move"),
      "perpetual repetition": t("hn-reason-repetition"),
    },
    examples: [
      {
        label: t("hn-example-corner"),
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
