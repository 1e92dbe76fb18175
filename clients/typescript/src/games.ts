// The games the service serves, and what their APIs share. Every game has its own proto
// package and service, but the shared operations have the same names, fields and field
// numbers in every package (docs/api-shape.md), so the helpers of this package work on any
// game's client through the structural types below.
import { createClient, type CallOptions, type Client, type Transport } from "@connectrpc/connect";
import { ChessFootballService, type NewGameResponse as ChessFootballNewGame } from "./gen/chessfootball/v1/chessfootball_pb.js";
import { HanniballService, type NewGameResponse as HanniballNewGame } from "./gen/hanniball/v1/hanniball_pb.js";
import { HnefataflService, type NewGameResponse as HnefataflNewGame } from "./gen/hnefatafl/v1/hnefatafl_pb.js";

/** A side's number in every game's `Side` enum: 1 moves first (White, Attackers), 2 the other. */
export type SideNumber = 1 | 2;

/** Every game's `GameStatus` numbers. */
export const Status = { UNSPECIFIED: 0, ONGOING: 1, FIRST_WON: 2, SECOND_WON: 3, DRAWN: 4, ABORTED: 5 } as const;

/** Every game's `InvitationStatus` numbers. */
export const Invitation = { NONE: 0, OPEN: 1, USED: 2, REVOKED: 3 } as const;

/** A time control, as every game's `TimeControl` message has it. */
export interface SharedTimeControl {
  control:
    | { case: "fischer"; value: { initialMs: bigint; incrementMs: bigint } }
    | { case: "delay"; value: { initialMs: bigint; delayMs: bigint } }
    | { case: "perTurn"; value: { perTurnMs: bigint } }
    | { case: undefined; value?: undefined };
}

/** The clocks, as every game's `Clock` message has them. */
export interface SharedClock {
  timeControl?: SharedTimeControl | undefined;
  sides: { side: number; remainingMs: bigint }[];
  running: number;
  takenAtMs: bigint;
  turnStartedMs: bigint;
}

/** The fields every game's `Game` message has (1–3, status, end reason, real play 40–45). */
export interface SharedGame {
  gameId: string;
  version: bigint;
  position: string;
  status: number;
  endReason: number;
  seats: { side: number; taken: boolean; invitation: number }[];
  clock?: SharedClock | undefined;
  drawOfferedBy: number;
  serverTimeMs: bigint;
  deadlineMs: bigint;
  started: boolean;
}

/** What every game's `GameEvent` has: the version it made, the action's text and the game after it. */
export interface SharedEvent<G extends SharedGame = SharedGame> {
  version: bigint;
  action: string;
  game?: G | undefined;
}

/** One quick-chat message (`audience.v1.ChatLine`): the seat (0: the first), the `QuickChat` preset, its number in the game's chat. */
export interface SharedChatLine {
  seat: number;
  message: number;
  sentMs: bigint;
  number: number;
}

/** `audience.v1.Audience`, in every game's WatchGame stream: how many watch the game, and the quick chat since the stream's previous one. */
export interface SharedAudience {
  spectators: number;
  chat: SharedChatLine[];
}

/** One message of every game's WatchGame stream. */
export interface SharedWatchMessage<G extends SharedGame = SharedGame, E extends SharedEvent<G> = SharedEvent<G>> {
  update: { case: "snapshot"; value: G } | { case: "event"; value: E } | { case: "audience"; value: SharedAudience } | { case: undefined; value?: undefined };
  /** With `legalActions` asked: the legal actions of the watcher's seat when it is to move after this update. */
  legalActions: { notation: string }[];
}

/** A request of a call that acts: the shared fields. */
export interface ActingRequest {
  gameId: string;
  expectedVersion?: bigint | undefined;
  requestId: string;
}

/** The calls every game's client has (method syntax: each game's own request types fit). */
export interface SharedClient<G extends SharedGame = SharedGame, E extends SharedEvent<G> = SharedEvent<G>> {
  getGame(request: { gameId: string }, options?: CallOptions): Promise<{ game?: G | undefined }>;
  legalActions(request: { subject: { case: "gameId"; value: string } | { case: "position"; value: string } }, options?: CallOptions): Promise<{ game?: G | undefined; actions: { notation: string }[]; status: number }>;
  applyAction(request: ActingRequest & { action: string }, options?: CallOptions): Promise<{ game?: G | undefined }>;
  resign(request: ActingRequest, options?: CallOptions): Promise<{ game?: G | undefined }>;
  joinGame(request: ActingRequest, options?: CallOptions): Promise<{ game?: G | undefined; side: number; token: string }>;
  revokeInvitation(request: ActingRequest & { side: number }, options?: CallOptions): Promise<{ game?: G | undefined }>;
  offerDraw(request: ActingRequest, options?: CallOptions): Promise<{ game?: G | undefined }>;
  answerDraw(request: ActingRequest & { accept: boolean }, options?: CallOptions): Promise<{ game?: G | undefined }>;
  abort(request: ActingRequest, options?: CallOptions): Promise<{ game?: G | undefined }>;
  claimVictory(request: ActingRequest & { draw: boolean }, options?: CallOptions): Promise<{ game?: G | undefined }>;
  proposeTakeback(request: ActingRequest, options?: CallOptions): Promise<{ game?: G | undefined }>;
  answerTakeback(request: ActingRequest & { accept: boolean }, options?: CallOptions): Promise<{ game?: G | undefined }>;
  getHistory(request: { gameId: string }, options?: CallOptions): Promise<{ game?: G | undefined; record: string; startPosition: string }>;
  watchGame(request: { gameId: string; fromVersion?: bigint | undefined; audience?: boolean; legalActions?: boolean }, options?: CallOptions): AsyncIterable<SharedWatchMessage<G, E>>;
}

/** The `Game` type of a game's client. */
export type GameOf<C> = C extends { getGame(...args: never[]): Promise<{ game?: infer G }> } ? Exclude<G, undefined> : never;

/** One game the service serves: its service descriptor, names and how its NewGame answer names the seat tokens. */
export interface GameKind<S = unknown, R = unknown> {
  /** The key used in URLs and configuration: "hanniball", "hnefatafl", "chessfootball". */
  readonly key: string;
  readonly title: string;
  /** The Connect-ES service descriptor. */
  readonly service: S;
  /** The sides' names, side 1 first. */
  readonly sideNames: readonly [string, string];
  /** The seat tokens of a NewGame answer, side 1 first ("" for a seat kept open or played by the computer). */
  tokens(response: R): [string, string];
}

/** Hanniball (hanniball.v1): chess-like football on 9×13. */
export const hanniball = {
  key: "hanniball",
  title: "Hanniball",
  service: HanniballService,
  sideNames: ["White", "Black"],
  tokens: (r: HanniballNewGame): [string, string] => [r.whiteToken, r.blackToken],
} as const satisfies GameKind<typeof HanniballService, HanniballNewGame>;

/** Copenhagen Hnefatafl (hnefatafl.v1) on 11×11. */
export const hnefatafl = {
  key: "hnefatafl",
  title: "Copenhagen Hnefatafl",
  service: HnefataflService,
  sideNames: ["Attackers", "Defenders"],
  tokens: (r: HnefataflNewGame): [string, string] => [r.attackersToken, r.defendersToken],
} as const satisfies GameKind<typeof HnefataflService, HnefataflNewGame>;

/** Chess Football (chessfootball.v1) on 8×8. */
export const chessFootball = {
  key: "chessfootball",
  title: "Chess Football",
  service: ChessFootballService,
  sideNames: ["White", "Black"],
  tokens: (r: ChessFootballNewGame): [string, string] => [r.whiteToken, r.blackToken],
} as const satisfies GameKind<typeof ChessFootballService, ChessFootballNewGame>;

/** Every game, by key. */
export const games = { hanniball, hnefatafl, chessfootball: chessFootball } as const;

/** A typed Connect-ES client of one game's service. */
export function gameClient<K extends (typeof games)[keyof typeof games]>(kind: K, transport: Transport): Client<K["service"]> {
  return createClient(kind.service, transport);
}

/** How a game stands, in terms every game shares. */
export interface Outcome {
  over: boolean;
  /** The winning side (1 or 2), when a side won. */
  winner?: SideNumber;
  drawn: boolean;
  aborted: boolean;
}

/** Reads a game's status (the numbers are the same in every game). */
export function outcome(game: { status: number }): Outcome {
  switch (game.status) {
    case Status.FIRST_WON:
      return { over: true, winner: 1, drawn: false, aborted: false };
    case Status.SECOND_WON:
      return { over: true, winner: 2, drawn: false, aborted: false };
    case Status.DRAWN:
      return { over: true, drawn: true, aborted: false };
    case Status.ABORTED:
      return { over: true, drawn: false, aborted: true };
    default:
      return { over: false, drawn: false, aborted: false };
  }
}

/** Whether the game is over (won, drawn or aborted). */
export function isOver(game: { status: number }): boolean {
  return outcome(game).over;
}

/**
 * The side to move of a `Game` or `LegalActionsResponse` of any game. (Chess Football's v1
 * proto named the field `side_to_act`; both spellings are read.)
 */
export function sideToMove(message: { sideToMove: number } | { sideToAct: number }): number {
  return "sideToMove" in message ? message.sideToMove : message.sideToAct;
}
