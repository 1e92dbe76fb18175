// Real play, the same in every game (docs/real-play.md): every game's proto has the same
// real-play RPCs, messages and field numbers, and its Side enum numbers seat 0 as 1 and seat
// 1 as 2. So one module reads the real-play fields of any game's `Game` and makes the calls
// through any game's client.
import type { CallOptions } from "@connectrpc/connect";
import { newRequestId, seat as seatOptions, timeControl, timeControlRequest, type SharedClock, type TimeControlSpec } from "@arbiter/client";
import { ACTING } from "../api/transport.js";
import type { Seat } from "./game.js";

/** A time control as the start page chooses it (all times in ms): the client package's. */
export type { TimeControlSpec };

/** How to create a game. */
export interface NewGameOptions {
  /** The start position in the game's notation; "" for the initial one. */
  position: string;
  /** The seat kept open for an invited opponent (the creator takes the other). */
  open?: Seat;
  /** The computer plays this seat, thinking `budgetMs` per action. */
  bot?: { seat: Seat; budgetMs: number };
  /** The clock; absent: none. */
  timeControl?: TimeControlSpec;
  /** A rated game (the creator signed in, an open seat, a clock, the initial position). */
  rated?: boolean;
}

/** A created game: the seat tokens handed out ("" for an open or the computer's seat) and the invitation of an open seat. */
export interface Created<G> {
  game: G;
  tokens: [string, string];
  invitation?: { seat: Seat; code: string };
}

/** A seat taken by JoinGame. */
export interface Joined<G> {
  game: G;
  seat: Seat;
  token: string;
}

export const sideOf = (seat: Seat): number => seat + 1;
export const seatOf = (side: number): Seat | undefined => (side === 1 ? 0 : side === 2 ? 1 : undefined);

/** NewGameRequest's fields (the same in every game). */
export function newGameRequest(o: NewGameOptions): {
  position: string;
  openSeats: number[];
  timeControl?: { control: { case: "fischer"; value: { initialMs: bigint; incrementMs: bigint } } | { case: "delay"; value: { initialMs: bigint; delayMs: bigint } } | { case: "perTurn"; value: { perTurnMs: bigint } } };
  bot?: { side: number; budgetMs: number };
  rated: boolean;
} {
  const tc = o.timeControl;
  return {
    position: o.position,
    openSeats: o.open === undefined ? [] : [sideOf(o.open)],
    rated: o.rated ?? false,
    ...(tc === undefined ? {} : { timeControl: timeControlRequest(tc) }),
    ...(o.bot === undefined ? {} : { bot: { side: sideOf(o.bot.seat), budgetMs: o.bot.budgetMs } }),
  };
}

/** NewGameResponse's real-play part, with the seat tokens read by the game's module. */
export function created<G>(game: G, tokens: [string, string], invitations: { side: number; code: string }[]): Created<G> {
  const inv = invitations[0];
  const seat = inv ? seatOf(inv.side) : undefined;
  return inv && seat !== undefined ? { game, tokens, invitation: { seat, code: inv.code } } : { game, tokens };
}

/** What became of a seat: taken, open (its invitation not used yet) or revoked (it can never be taken). */
export type SeatView = "taken" | "open" | "revoked";

/** A game's clocks: Game.clock as the server sent it, and its time control and running seat read. */
export interface ClockState {
  control: TimeControlSpec;
  /** The seat whose clock runs; undefined before the first action and once the game is over. */
  running?: Seat;
  /** Game.clock itself (each side's time left at `takenAtMs`, ...), for the client package's `remainingAt`. */
  message: SharedClock;
}

/** The signed-in player a seat is bound to, as the game shows them. */
export interface SeatPlayer {
  name: string;
  /** Their rating in this game when they took the seat. */
  rating: number;
  provisional: boolean;
}

/** What a rated game did to one player's rating (from the player's stream, once the game is rated). */
export interface RatingMove {
  before: number;
  after: number;
  /** The rating after the game is provisional. */
  provisional: boolean;
}

/** "+12", "−8", "±0": the change in whole points (the minus sign is U+2212). */
export function ratingDelta(m: RatingMove): string {
  const d = Math.round(m.after) - Math.round(m.before);
  return d > 0 ? `+${d}` : d < 0 ? `\u2212${-d}` : "\u00b10";
}

/** "Ada (1512)", "Bob (1500?)": a provisional rating has a question mark; with the game's rating change once it is rated, "Ada (1524, +12)". */
export function playerLabel(p: SeatPlayer, moved?: RatingMove): string {
  if (moved) return `${p.name} (${Math.round(moved.after)}${moved.provisional ? "?" : ""}, ${ratingDelta(moved)})`;
  return `${p.name} (${Math.round(p.rating)}${p.provisional ? "?" : ""})`;
}

/** The real-play state of a game. */
export interface RealPlay {
  seats: [SeatView, SeatView];
  /** Each seat's signed-in player (undefined: a guest's or the computer's seat). */
  players: [SeatPlayer | undefined, SeatPlayer | undefined];
  /** Created rated. */
  rated: boolean;
  clock?: ClockState;
  /** The seat whose draw offer is pending. */
  drawOfferedBy?: Seat;
  /** The server's time this state was taken at (0 for a game without clock). */
  serverTimeMs: number;
  /** The first action was made. */
  started: boolean;
  /** Either side may still abort the game (not every side has made its first action). */
  abortable: boolean;
  /** The seat whose player is gone (no open page, no move for the grace time). */
  opponentGone?: Seat;
  /** When the opponent of the player gone may claim the game (server time, ms); 0: nobody is gone. */
  claimFromMs: number;
  /** The seat whose takeback proposal is pending. */
  takebackProposedBy?: Seat;
  /** Takebacks may be proposed (a casual game going on). */
  takebacksAllowed: boolean;
}

/** The real-play fields of every game's Game message (numbers 40–45). */
export interface RealPlayGame {
  seats: { side: number; taken: boolean; invitation: number; playerName: string; rating: number; provisional: boolean }[];
  rated: boolean;
  clock?: SharedClock | undefined;
  drawOfferedBy: number;
  serverTimeMs: bigint;
  started: boolean;
  abortable: boolean;
  opponentGone: number;
  claimFromMs: bigint;
  takebackProposedBy: number;
  takebacksAllowed: boolean;
}

const INVITATION_OPEN = 1;
const INVITATION_REVOKED = 3;

export function realPlay(g: RealPlayGame): RealPlay {
  const seats: [SeatView, SeatView] = ["taken", "taken"];
  const players: [SeatPlayer | undefined, SeatPlayer | undefined] = [undefined, undefined];
  for (const s of g.seats) {
    const seat = seatOf(s.side);
    if (seat === undefined) continue;
    if (s.playerName) players[seat] = { name: s.playerName, rating: s.rating, provisional: s.provisional };
    if (s.taken) continue;
    seats[seat] = s.invitation === INVITATION_REVOKED ? "revoked" : s.invitation === INVITATION_OPEN ? "open" : "revoked";
  }
  const out: RealPlay = { seats, players, rated: g.rated, serverTimeMs: Number(g.serverTimeMs), started: g.started, abortable: g.abortable, claimFromMs: Number(g.claimFromMs), takebacksAllowed: g.takebacksAllowed };
  const proposer = seatOf(g.takebackProposedBy);
  if (proposer !== undefined) out.takebackProposedBy = proposer;
  const gone = seatOf(g.opponentGone);
  if (gone !== undefined) out.opponentGone = gone;
  const offered = seatOf(g.drawOfferedBy);
  if (offered !== undefined) out.drawOfferedBy = offered;
  const c = g.clock;
  const control = timeControl(c);
  if (c && control) {
    const clock: ClockState = { control, message: c };
    const running = seatOf(c.running);
    if (running !== undefined) clock.running = running;
    out.clock = clock;
  }
  return out;
}

type CallOpts = CallOptions;

/** The real-play calls of a game's Connect client (the same in every game). */
export interface RealPlayClient<G> {
  joinGame(request: { gameId: string; requestId: string }, options: CallOpts): Promise<{ game?: G | undefined; side: number; token: string }>;
  revokeInvitation(request: { gameId: string; side: number; expectedVersion: bigint; requestId: string }, options: CallOpts): Promise<{ game?: G | undefined }>;
  offerDraw(request: { gameId: string; expectedVersion: bigint; requestId: string }, options: CallOpts): Promise<{ game?: G | undefined }>;
  answerDraw(request: { gameId: string; accept: boolean; expectedVersion: bigint; requestId: string }, options: CallOpts): Promise<{ game?: G | undefined }>;
  abort(request: { gameId: string; expectedVersion: bigint; requestId: string }, options: CallOpts): Promise<{ game?: G | undefined }>;
  claimVictory(request: { gameId: string; draw: boolean; expectedVersion: bigint; requestId: string }, options: CallOpts): Promise<{ game?: G | undefined }>;
  proposeTakeback(request: { gameId: string; expectedVersion: bigint; requestId: string }, options: CallOpts): Promise<{ game?: G | undefined }>;
  answerTakeback(request: { gameId: string; accept: boolean; expectedVersion: bigint; requestId: string }, options: CallOpts): Promise<{ game?: G | undefined }>;
}

/** The calls of GameApi that every game makes the same way. */
export interface RealPlayApi<G> {
  /** JoinGame with an invitation code; `request` is the join's request id (a retry with the same id gets the same token). */
  join(id: string, code: string, request: string): Promise<Joined<G>>;
  revoke(id: string, seat: Seat, token: string, expected: bigint): Promise<G>;
  offerDraw(id: string, token: string, expected: bigint): Promise<G>;
  answerDraw(id: string, accept: boolean, token: string, expected: bigint): Promise<G>;
  /** Abort, before both sides have made their first action. */
  abort(id: string, token: string, expected: bigint): Promise<G>;
  /** ClaimVictory after the opponent left; `draw`: call it a draw. */
  claim(id: string, draw: boolean, token: string, expected: bigint): Promise<G>;
  /** ProposeTakeback of the caller's last turn (casual games; the computer accepts at once). */
  proposeTakeback(id: string, token: string, expected: bigint): Promise<G>;
  /** AnswerTakeback: accept or decline the opponent's proposal. */
  answerTakeback(id: string, accept: boolean, token: string, expected: bigint): Promise<G>;
}

export function realPlayApi<G>(client: RealPlayClient<G>, need: (g: G | undefined) => G): RealPlayApi<G> {
  return {
    async join(gameId, code, request) {
      const r = await client.joinGame({ gameId, requestId: request }, seatOptions(code, ACTING));
      const seat = seatOf(r.side);
      if (seat === undefined) throw new Error("the server answered without a seat");
      return { game: need(r.game), seat, token: r.token };
    },
    async revoke(gameId, seat, token, expectedVersion) {
      return need((await client.revokeInvitation({ gameId, side: sideOf(seat), expectedVersion, requestId: newRequestId() }, seatOptions(token, ACTING))).game);
    },
    async offerDraw(gameId, token, expectedVersion) {
      return need((await client.offerDraw({ gameId, expectedVersion, requestId: newRequestId() }, seatOptions(token, ACTING))).game);
    },
    async answerDraw(gameId, accept, token, expectedVersion) {
      return need((await client.answerDraw({ gameId, accept, expectedVersion, requestId: newRequestId() }, seatOptions(token, ACTING))).game);
    },
    async abort(gameId, token, expectedVersion) {
      return need((await client.abort({ gameId, expectedVersion, requestId: newRequestId() }, seatOptions(token, ACTING))).game);
    },
    async claim(gameId, draw, token, expectedVersion) {
      return need((await client.claimVictory({ gameId, draw, expectedVersion, requestId: newRequestId() }, seatOptions(token, ACTING))).game);
    },
    async proposeTakeback(gameId, token, expectedVersion) {
      return need((await client.proposeTakeback({ gameId, expectedVersion, requestId: newRequestId() }, seatOptions(token, ACTING))).game);
    },
    async answerTakeback(gameId, accept, token, expectedVersion) {
      return need((await client.answerTakeback({ gameId, accept, expectedVersion, requestId: newRequestId() }, seatOptions(token, ACTING))).game);
    },
  };
}
