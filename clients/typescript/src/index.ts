// @arbiter/client: typed clients of every game of the service and the helpers every client
// needs. See README.md.
export { grpcWebTransport, seat, asPlayer, PLAYER_SESSION_HEADER, newRequestId, DEFAULT_TIMEOUT_MS } from "./transport.js";
export { GameError, Reason, ERROR_DOMAIN, type FieldViolation } from "./errors.js";
export {
  games,
  hanniball,
  hnefatafl,
  chessFootball,
  gameClient,
  outcome,
  isOver,
  sideToMove,
  Status,
  Invitation,
  type GameKind,
  type GameOf,
  type Outcome,
  type SideNumber,
  type SharedClient,
  type SharedGame,
  type SharedEvent,
  type SharedClock,
  type SharedTimeControl,
  type SharedWatchMessage,
  type SharedAudience,
  type SharedChatLine,
  type ActingRequest,
} from "./games.js";
export { retrying, backoffDelay, sleep, type Backoff, type RetryOptions } from "./retry.js";
export { Player, join, type Joined, type PlayerOptions } from "./player.js";
export { follow, verdict, type FollowOptions, type FollowStatus, type Update, type UpdateOf, type SnapshotOf, type EventOf, type Verdict } from "./follow.js";
export { ClockModel, ServerClock, remainingAt, timeControl, timeControlRequest, formatClock, nextTick, type TimeControlSpec } from "./clock.js";
export * as hanniballV1 from "./gen/hanniball/v1/hanniball_pb.js";
export * as hnefataflV1 from "./gen/hnefatafl/v1/hnefatafl_pb.js";
export * as chessfootballV1 from "./gen/chessfootball/v1/chessfootball_pb.js";
