// Hanniball: a 9 × 15 board whose ranks 1 and 15 hold only the goals (d–f), goal areas
// c2–g3 and c13–g14, positions in HPN (docs/rules.md), the API of hanniball.v1.
import { createClient, type Transport } from "@connectrpc/connect";
import {
  EndReason,
  type Game,
  GameStatus,
  HanniballService,
  PieceKind,
  Side,
  type Step,
  StepKind,
} from "../gen/hanniball/v1/hanniball_pb.js";
import { requestId, seat } from "../api/transport.js";
import { created, newGameRequest, realPlay, realPlayApi } from "./realplay.js";
import { captures } from "./announce.js";
import { FIGURES } from "./hanniball/pieces.js";
import type { Choice, Diagram, GameDef, Piece, Seat, StateView, Update } from "./game.js";

const FILES = "abcdefghi";
const NAMES: Record<string, string> = { M: "Monkey", L: "Lion", E: "Elephant", H: "Horse" };

export function exists(file: number, rank: number): boolean {
  if (file < 0 || file > 8 || rank < 0 || rank > 14) return false;
  return (rank !== 0 && rank !== 14) || (file >= 3 && file <= 5);
}

function zone(file: number, rank: number): string {
  if (rank === 0 || rank === 14) return "goal";
  if (file >= 2 && file <= 6 && (rank === 1 || rank === 2 || rank === 12 || rank === 13)) return "area";
  return "";
}

export function squareName(file: number, rank: number): string {
  return `${FILES[file] ?? "?"}${rank + 1}`;
}

export function squareAt(name: string): [number, number] | undefined {
  const m = /^([a-i])(\d{1,2})$/.exec(name);
  if (!m) return undefined;
  const file = FILES.indexOf(m[1]!);
  const rank = Number(m[2]) - 1;
  return exists(file, rank) ? [file, rank] : undefined;
}

/** Reads the board of an HPN position (throws on a malformed one). */
export function diagram(position: string): Diagram {
  const board = position.split(" ")[0] ?? "";
  const rows = board.split("/");
  if (rows.length !== 15) throw new Error(`not an HPN position: ${position}`);
  const pieces: Piece[] = [];
  let ball: string | undefined;
  rows.forEach((row, i) => {
    const rank = 14 - i;
    const firstFile = rank === 0 || rank === 14 ? 3 : 0;
    let file = firstFile;
    for (let k = 0; k < row.length; k++) {
      const ch = row[k]!;
      if (ch >= "1" && ch <= "9") {
        file += Number(ch);
      } else if (ch === "*") {
        ball = squareName(file, rank);
        file += 1;
      } else if (ch === "+") {
        const last = pieces[pieces.length - 1];
        if (last) {
          last.hasBall = true;
          ball = last.square;
        }
      } else {
        const upper = ch.toUpperCase();
        pieces.push({
          square: squareName(file, rank),
          seat: ch === upper ? 0 : 1,
          label: upper,
          name: `${ch === upper ? "White" : "Black"} ${NAMES[upper] ?? upper}`,
        });
        file += 1;
      }
    }
  });
  return ball === undefined ? { pieces } : { pieces, ball };
}

const REASONS: Record<number, string> = {
  [EndReason.GOAL]: "goal",
  [EndReason.OWN_GOAL]: "own goal",
  [EndReason.NO_LEGAL_STEP]: "no legal step",
  [EndReason.RESIGNATION]: "resignation",
  [EndReason.DRAW_AGREED]: "draw agreed",
  [EndReason.TIMEOUT]: "out of time",
  [EndReason.ABANDONED]: "abandoned",
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
    summary,
    result,
    reason,
    facts,
    real: realPlay(game),
  };
}

/** A legal step as the board offers it. */
export function choice(step: Step): Choice {
  switch (step.kind) {
    case StepKind.END_TURN:
      return { notation: step.notation, label: "end the turn" };
    case StepKind.PENALTY_REMOVE:
      return { notation: step.notation, target: step.toSquare, label: `remove the piece on ${step.toSquare} (red card)` };
    case StepKind.DRIBBLE:
      return { notation: step.notation, from: step.fromSquare, target: step.toSquare, label: `carry the ball to ${step.toSquare}` };
    case StepKind.KICK:
      return {
        notation: step.notation,
        from: step.fromSquare,
        target: step.toSquare,
        label: step.ricochet
          ? `kick off the Monkey on ${step.toSquare}, ricochet to ${step.ricochet}${step.scores ? " — goal" : ""}`
          : `kick to ${step.toSquare}${step.scores ? " — goal" : ""}`,
      };
    default:
      return {
        notation: step.notation,
        from: step.fromSquare,
        target: step.toSquare,
        label: step.captures ? `capture on ${step.toSquare}` : `move to ${step.toSquare}`,
      };
  }
}

/** The squares an event touched, for the last-action highlight. */
export function touched(step: Step | undefined): string[] {
  if (!step) return [];
  return [step.fromSquare, step.toSquare, step.ricochet].filter((s) => s !== "");
}

export function hanniball(transport: Transport): GameDef<Game> {
  const client = createClient(HanniballService, transport);
  const need = (g: Game | undefined): Game => {
    if (!g) throw new Error("the server answered without a game");
    return g;
  };
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
    examples: [
      {
        label: "White one kick from goal",
        position: "3/9/2m1L+4/9/9/9/9/leee5/9/9/9/9/9/9/1M1 w 3",
      },
    ],
    api: {
      async newGame(options) {
        const r = await client.newGame(newGameRequest(options), { timeoutMs: 30_000 });
        return created(need(r.game), [r.whiteToken, r.blackToken], r.invitations);
      },
      ...realPlayApi(client, need),
      async getGame(gameId) {
        return need((await client.getGame({ gameId }, { timeoutMs: 30_000 })).game);
      },
      async history(gameId) {
        const r = await client.getHistory({ gameId }, { timeoutMs: 30_000 });
        return { game: need(r.game), startPosition: r.startPosition, record: r.record };
      },
      async legal(gameId) {
        const r = await client.legalActions({ subject: { case: "gameId", value: gameId } }, { timeoutMs: 30_000 });
        return { game: need(r.game), choices: r.actions.map(choice) };
      },
      async apply(gameId, action, token, expectedVersion) {
        const r = await client.applyAction({ gameId, action, expectedVersion, requestId: requestId() }, seat(token));
        return need(r.game);
      },
      async resign(gameId, token, expectedVersion) {
        return need((await client.resign({ gameId, expectedVersion, requestId: requestId() }, seat(token))).game);
      },
      async undo(gameId, token, expectedVersion) {
        return need((await client.undoStep({ gameId, expectedVersion, requestId: requestId() }, seat(token))).game);
      },
      async *watch(gameId, fromVersion, signal): AsyncIterable<Update<Game>> {
        for await (const m of client.watchGame({ gameId, fromVersion }, { signal })) {
          if (m.update.case === "snapshot") {
            yield { kind: "snapshot", game: m.update.value };
          } else if (m.update.case === "event") {
            const e = m.update.value;
            const step = e.change.case === "step" ? e.change.value.step : e.change.case === "undone" ? e.change.value : undefined;
            yield { kind: "event", version: e.version, action: e.action, game: need(e.game), squares: touched(step) };
          }
        }
      },
    },
  };
}

export { PieceKind };
