// The Hanniball game-state service.
//
// One authoritative rules engine behind a stateless gRPC service: any number of
// replicas share the games kept in the store (Redis, or memory for a single
// process).
//
// Text forms used throughout (see the rules document):
// - positions are HPN strings, e.g. the initial position
//   "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1";
// - steps are HSN strings: "b4-c6" (move), "e8=e9" (carry the ball),
//   "e8>f10" (kick), "c11>e13>e9" (kick with ricochet), "xc6" (penalty
//   removal), "end" (end the turn);
// - squares are a file letter a-i and a rank 1-15, e.g. "e8".
//
// Versions: a new game has version 1; every accepted change (a step, an undo,
// a resignation, a join, a revocation, a draw offer or answer, a flag fall,
// an abort) adds exactly 1. Reads change nothing, except that a read after a
// game's deadline first ends the game (a flag fall or an abort: one change,
// the one a replica's scheduler would have written at that time).
//
// Seats: NewGame returns one secret token per seat (or, for seats kept open,
// an invitation code that JoinGame exchanges for the seat's token once; see
// docs/real-play.md). Calls that act for a seat (ApplyAction, UndoStep,
// Resign, OfferDraw, AnswerDraw, RevokeInvitation) must send it as gRPC metadata
// `authorization: Bearer <token>`; these calls check it before anything else,
// so a call without valid credentials is UNAUTHENTICATED whatever its other
// fields hold. Reads need no token: anybody who knows the
// game id may watch the game (a spectator).
//
// Errors are gRPC statuses with a google.rpc.ErrorInfo detail (domain
// "arbiter") whose `reason` clients can branch on:
// - INVALID_ARGUMENT, any call: INVALID_TEXT (a text field that is not UTF-8 or
//   holds a control character), TEXT_TOO_LONG (over 256 characters; a position
//   over 1,024), MALFORMED_REQUEST (not a protobuf message), checked before
//   anything else (metadata `field` and a google.rpc.BadRequest name the field);
// - INVALID_ARGUMENT: INVALID_GAME_ID, INVALID_POSITION, INVALID_ACTION,
//   INVALID_REQUEST_ID, MISSING_FIELD, REQUEST_ID_REUSED, INVALID_SIDE,
//   INVALID_TIME_CONTROL, UNKNOWN_RULE (also a
//   google.rpc.BadRequest naming the field);
// - FAILED_PRECONDITION: ILLEGAL_ACTION (metadata `rule` holds the engine's
//   reason code, e.g. BLOCKED_JUMP), NOTHING_TO_UNDO, GAME_OVER (also for an
//   action or join after the game ended on time, by agreement or by
//   abandonment), SEATS_OPEN (a seat is still open: nobody acts yet),
//   INVITATION_USED, INVITATION_REVOKED, NO_INVITATION,
//   DRAW_ALREADY_OFFERED, NO_DRAW_OFFER, NOT_ABORTABLE, NO_CLAIM,
//   TAKEBACK_ALREADY_PROPOSED, NO_TAKEBACK, NOTHING_TO_TAKE_BACK,
//   TAKEBACKS_NOT_ALLOWED,
//   REQUEST_EXPIRED (a retried
//   request_id whose answer is no longer kept; see ApplyActionRequest);
// - NOT_FOUND: GAME_NOT_FOUND (unknown or expired game);
// - OUT_OF_RANGE: VERSION_AHEAD (WatchGame's from_version is beyond the
//   game's version; metadata `from_version` and `current_version`);
// - UNAUTHENTICATED: UNAUTHENTICATED (missing or malformed token, or more
//   than one `authorization` header: ambiguous credentials are refused);
// - PERMISSION_DENIED: INVALID_INVITATION (JoinGame's code is none of this
//   game's), WRONG_SEAT (the token holds no seat in this game),
//   NOT_YOUR_TURN (the token's seat is not the side to move);
// - ABORTED: VERSION_CONFLICT (metadata `expected_version` and
//   `current_version`);
// - UNAVAILABLE: STORE_UNAVAILABLE (retry later), SHUTTING_DOWN (the
//   replica is stopping; WatchGame streams end with it: resume on another
//   replica with from_version);
// - RESOURCE_EXHAUSTED: REQUEST_TOO_LARGE (a request message over the
//   server's limit, 64 KiB by default, also once decompressed),
//   RESPONSE_TOO_LARGE (an answer over the limit, 4 MiB by default),
//   METADATA_TOO_LARGE (request metadata over the limit, 16 KiB by default,
//   counted as HTTP/2 does: name + value + 32 bytes per header), RATE_LIMITED
//   (metadata `limit`: calls_per_address, new_games_per_address or
//   calls_per_seat, and `retry_after_ms`; a google.rpc.RetryInfo says when to
//   retry), OVERLOADED (the replica is beyond its capacity: metadata `class`,
//   `play` for the calls of a running game or `start` for NewGame and
//   JoinGame, which are refused first, and `retry_after_ms`; nothing ran;
//   a google.rpc.RetryInfo gives a randomized delay);
// - metadata the transport refuses before gRPC sees it, with no ErrorInfo:
//   over 256 KiB (the server's SETTINGS_MAX_HEADER_LIST_SIZE) HTTP/2 answers
//   the stream with HTTP 431, which gRPC clients report as UNKNOWN ("HTTP
//   status code 431"), and the connection stays; a header block of more than
//   21 HTTP/2 frames (about 336 KiB) closes the whole connection (GOAWAY
//   ENHANCE_YOUR_CALM: the failing call sees RESOURCE_EXHAUSTED, or UNKNOWN
//   "broken pipe" if the close overtakes it while it is still sending; other
//   calls and streams on the connection UNKNOWN; the client reconnects). Clients that
//   check the server's setting (grpc-go does) refuse such a call themselves.
//   Over gRPC-Web on HTTP/1.1, a request head beyond about 400 KB or with
//   more than 100 headers gets HTTP 431 and the connection is closed;
//
// Transport: gRPC over HTTP/2 and gRPC-Web (HTTP/1.1 or HTTP/2) on one port,
// optionally TLS (ALPN h2 and http/1.1) and mutual TLS. Every service
// accepts and answers gzip and zstd. A connection must send the HTTP/2
// preface or a whole HTTP/1.1 request head (after its TLS handshake) within
// the server's handshake timeout (10 s by default) or it is closed. With a
// maximum connection age, the server sends GOAWAY at that age (clients
// reconnect) and closes the connection after the grace period, cutting
// WatchGame streams still on it: resume them with from_version.
//
// - DEADLINE_EXCEEDED: REQUEST_TIMEOUT (the call took longer than the
//   server's request timeout, 10 s by default; a WatchGame stream is limited
//   only until it starts);
// - INTERNAL: INTERNAL.
//
// When the outcome of ApplyAction, UndoStep or Resign is unknown (UNAVAILABLE,
// DEADLINE_EXCEEDED, CANCELLED, a broken connection), retry with the same
// request_id: the change is applied at most once, and answered as the first
// call was while the game keeps its answer (see ApplyActionRequest.request_id).
//
// Players (see docs/players.md): a call may also send a signed-in player's
// session token as `x-player-session: <token>` (from accounts.v1 SignIn). A
// seat taken so (the creator's seats at NewGame, the joined seat at JoinGame)
// is bound to the player: SeatState shows the name and rating, and every call
// acting for the seat needs a session of that player (UNAUTHENTICATED
// NOT_SIGNED_IN without one, PERMISSION_DENIED WRONG_SEAT with another player's);
// with it the seat token may be left out: a call with a player's session and no
// `authorization` acts for the seat bound to that player (PERMISSION_DENIED
// WRONG_SEAT when none is). Rated games: NewGameRequest.rated; INVALID_ARGUMENT
// NOT_RATABLE, SAME_PLAYER (joining a rated game you hold a seat of).

// @generated by protoc-gen-es v2.17.0 with parameter "target=ts,import_extension=js"
// @generated from file hanniball/v1/hanniball.proto (package hanniball.v1, syntax proto3)
/* eslint-disable */

import type { GenEnum, GenFile, GenMessage, GenService } from "@bufbuild/protobuf/codegenv2";
import { enumDesc, fileDesc, messageDesc, serviceDesc } from "@bufbuild/protobuf/codegenv2";
import type { Audience } from "../../audience/v1/audience_pb.js";
import { file_audience_v1_audience } from "../../audience/v1/audience_pb.js";
import type { Message } from "@bufbuild/protobuf";

/**
 * Describes the file hanniball/v1/hanniball.proto.
 */
export const file_hanniball_v1_hanniball: GenFile = /*@__PURE__*/
  fileDesc("ChxoYW5uaWJhbGwvdjEvaGFubmliYWxsLnByb3RvEgxoYW5uaWJhbGwudjEiZgoLUGxhY2VkUGllY2USDgoGc3F1YXJlGAEgASgJEiAKBHNpZGUYAiABKA4yEi5oYW5uaWJhbGwudjEuU2lkZRIlCgRraW5kGAMgASgOMhcuaGFubmliYWxsLnYxLlBpZWNlS2luZCLWBgoER2FtZRIPCgdnYW1lX2lkGAEgASgJEg8KB3ZlcnNpb24YAiABKAQSEAoIcG9zaXRpb24YAyABKAkSGwoTdHVybl9zdGFydF9wb3NpdGlvbhgEIAEoCRIoCgxzaWRlX3RvX21vdmUYBSABKA4yEi5oYW5uaWJhbGwudjEuU2lkZRIMCgR0dXJuGAYgASgNEhMKC3N0ZXBzX3Rha2VuGAcgASgNEhIKCnN0ZXBzX2xlZnQYCCABKA0SEgoKc3RlcF9saW1pdBgJIAEoDRIZChFwZW5hbHR5X2F2YWlsYWJsZRgKIAEoCBIUCgxwZW5hbHR5X3VzZWQYCyABKAgSKAoGc3RhdHVzGAwgASgOMhguaGFubmliYWxsLnYxLkdhbWVTdGF0dXMSKwoKZW5kX3JlYXNvbhgNIAEoDjIXLmhhbm5pYmFsbC52MS5FbmRSZWFzb24SFwoPc3RlcHNfdGhpc190dXJuGA4gAygJEicKC2JhbGxfaG9sZGVyGA8gASgOMhIuaGFubmliYWxsLnYxLlNpZGUSDAoEYmFsbBgQIAEoCRImCgVzZWF0cxgoIAMoCzIXLmhhbm5pYmFsbC52MS5TZWF0U3RhdGUSIgoFY2xvY2sYKSABKAsyEy5oYW5uaWJhbGwudjEuQ2xvY2sSKwoPZHJhd19vZmZlcmVkX2J5GCogASgOMhIuaGFubmliYWxsLnYxLlNpZGUSFgoOc2VydmVyX3RpbWVfbXMYKyABKAQSEwoLZGVhZGxpbmVfbXMYLCABKAQSDwoHc3RhcnRlZBgtIAEoCBINCgVyYXRlZBguIAEoCBIRCglhYm9ydGFibGUYLyABKAgSKQoNb3Bwb25lbnRfZ29uZRgwIAEoDjISLmhhbm5pYmFsbC52MS5TaWRlEhUKDWNsYWltX2Zyb21fbXMYMSABKAQSMAoUdGFrZWJhY2tfcHJvcG9zZWRfYnkYMiABKA4yEi5oYW5uaWJhbGwudjEuU2lkZRIZChF0YWtlYmFja3NfYWxsb3dlZBgzIAEoCBINCgVydWxlcxg0IAMoCRISCgptb3ZlX2xpbWl0GDUgASgNEiUKCWJlcnNlcmtlZBg2IAMoDjISLmhhbm5pYmFsbC52MS5TaWRlIqoBCglTZWF0U3RhdGUSIAoEc2lkZRgBIAEoDjISLmhhbm5pYmFsbC52MS5TaWRlEg0KBXRha2VuGAIgASgIEjIKCmludml0YXRpb24YAyABKA4yHi5oYW5uaWJhbGwudjEuSW52aXRhdGlvblN0YXR1cxITCgtwbGF5ZXJfbmFtZRgEIAEoCRIOCgZyYXRpbmcYBSABKAESEwoLcHJvdmlzaW9uYWwYBiABKAgimQEKC1RpbWVDb250cm9sEigKB2Zpc2NoZXIYASABKAsyFS5oYW5uaWJhbGwudjEuRmlzY2hlckgAEioKBWRlbGF5GAIgASgLMhkuaGFubmliYWxsLnYxLlNpbXBsZURlbGF5SAASKQoIcGVyX3R1cm4YAyABKAsyFS5oYW5uaWJhbGwudjEuUGVyVHVybkgAQgkKB2NvbnRyb2wiMwoHRmlzY2hlchISCgppbml0aWFsX21zGAEgASgEEhQKDGluY3JlbWVudF9tcxgCIAEoBCIzCgtTaW1wbGVEZWxheRISCgppbml0aWFsX21zGAEgASgEEhAKCGRlbGF5X21zGAIgASgEIh4KB1BlclR1cm4SEwoLcGVyX3R1cm5fbXMYASABKAQiswEKBUNsb2NrEi8KDHRpbWVfY29udHJvbBgBIAEoCzIZLmhhbm5pYmFsbC52MS5UaW1lQ29udHJvbBImCgVzaWRlcxgCIAMoCzIXLmhhbm5pYmFsbC52MS5TaWRlQ2xvY2sSIwoHcnVubmluZxgDIAEoDjISLmhhbm5pYmFsbC52MS5TaWRlEhMKC3Rha2VuX2F0X21zGAQgASgEEhcKD3R1cm5fc3RhcnRlZF9tcxgFIAEoBCJDCglTaWRlQ2xvY2sSIAoEc2lkZRgBIAEoDjISLmhhbm5pYmFsbC52MS5TaWRlEhQKDHJlbWFpbmluZ19tcxgCIAEoBCI8CgpJbnZpdGF0aW9uEiAKBHNpZGUYASABKA4yEi5oYW5uaWJhbGwudjEuU2lkZRIMCgRjb2RlGAIgASgJItIBCgRTdGVwEhAKCG5vdGF0aW9uGAEgASgJEiQKBGtpbmQYAiABKA4yFi5oYW5uaWJhbGwudjEuU3RlcEtpbmQSEwoLZnJvbV9zcXVhcmUYAyABKAkSEQoJdG9fc3F1YXJlGAQgASgJEhAKCHJpY29jaGV0GAUgASgJEhAKCGNhcHR1cmVzGAYgASgIEg4KBnNjb3JlcxgHIAEoCBIQCghvd25fZ29hbBgIIAEoCBIRCgllbmRzX3R1cm4YCSABKAgSEQoJZW5kc19nYW1lGAogASgIIvACCgpTdGVwUmVzdWx0EiAKBHN0ZXAYASABKAsyEi5oYW5uaWJhbGwudjEuU3RlcBIrCghjYXB0dXJlZBgCIAEoCzIZLmhhbm5pYmFsbC52MS5QbGFjZWRQaWVjZRIqCgdyZW1vdmVkGAMgASgLMhkuaGFubmliYWxsLnYxLlBsYWNlZFBpZWNlEikKDWhvbGRlcl9iZWZvcmUYBCABKA4yEi5oYW5uaWJhbGwudjEuU2lkZRIoCgxob2xkZXJfYWZ0ZXIYBSABKA4yEi5oYW5uaWJhbGwudjEuU2lkZRIRCgliYWxsX2Zyb20YByABKAkSDwoHYmFsbF90bxgIIAEoCRISCgp0dXJuX2VuZGVkGAkgASgIEhEKCWdhbWVfb3ZlchgKIAEoCBItCgtiYWxsX2NoYW5nZRgLIAEoDjIYLmhhbm5pYmFsbC52MS5CYWxsQ2hhbmdlSgQIBhAHUhJwb3NzZXNzaW9uX2NoYW5nZWQiDQoLUGluZ1JlcXVlc3QiDgoMUGluZ1Jlc3BvbnNlIu4BCg5OZXdHYW1lUmVxdWVzdBIQCghwb3NpdGlvbhgBIAEoCRImCgpvcGVuX3NlYXRzGAIgAygOMhIuaGFubmliYWxsLnYxLlNpZGUSLwoMdGltZV9jb250cm9sGAMgASgLMhkuaGFubmliYWxsLnYxLlRpbWVDb250cm9sEiYKA2JvdBgKIAEoCzIZLmhhbm5pYmFsbC52MS5Cb3RPcHBvbmVudBINCgVyYXRlZBgLIAEoCBIXCg9yYXRlZF90YWtlYmFja3MYDCABKAgSDQoFcnVsZXMYDSADKAkSEgoKbW92ZV9saW1pdBgOIAEoDSJWCgtCb3RPcHBvbmVudBIgCgRzaWRlGAEgASgOMhIuaGFubmliYWxsLnYxLlNpZGUSEQoJYnVkZ2V0X21zGAIgASgNEhIKCml0ZXJhdGlvbnMYAyABKA0ipAEKD05ld0dhbWVSZXNwb25zZRIgCgRnYW1lGAEgASgLMhIuaGFubmliYWxsLnYxLkdhbWUSEwoLd2hpdGVfdG9rZW4YAiABKAkSEwoLYmxhY2tfdG9rZW4YAyABKAkSLQoLaW52aXRhdGlvbnMYCiADKAsyGC5oYW5uaWJhbGwudjEuSW52aXRhdGlvbhIWCg5kaXJlY3Rvcl90b2tlbhgLIAEoCSIhCg5HZXRHYW1lUmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJIjMKD0dldEdhbWVSZXNwb25zZRIgCgRnYW1lGAEgASgLMhIuaGFubmliYWxsLnYxLkdhbWUiRwoTTGVnYWxBY3Rpb25zUmVxdWVzdBIRCgdnYW1lX2lkGAEgASgJSAASEgoIcG9zaXRpb24YAiABKAlIAEIJCgdzdWJqZWN0It4BChRMZWdhbEFjdGlvbnNSZXNwb25zZRIgCgRnYW1lGAEgASgLMhIuaGFubmliYWxsLnYxLkdhbWUSKAoMc2lkZV90b19tb3ZlGAIgASgOMhIuaGFubmliYWxsLnYxLlNpZGUSIwoHYWN0aW9ucxgDIAMoCzISLmhhbm5pYmFsbC52MS5TdGVwEigKBnN0YXR1cxgEIAEoDjIYLmhhbm5pYmFsbC52MS5HYW1lU3RhdHVzEisKCmVuZF9yZWFzb24YBSABKA4yFy5oYW5uaWJhbGwudjEuRW5kUmVhc29uIn0KEkFwcGx5QWN0aW9uUmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEg4KBmFjdGlvbhgCIAEoCRIdChBleHBlY3RlZF92ZXJzaW9uGAMgASgESACIAQESEgoKcmVxdWVzdF9pZBgEIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiJhChNBcHBseUFjdGlvblJlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5oYW5uaWJhbGwudjEuR2FtZRIoCgZyZXN1bHQYAiABKAsyGC5oYW5uaWJhbGwudjEuU3RlcFJlc3VsdCJqCg9VbmRvU3RlcFJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIdChBleHBlY3RlZF92ZXJzaW9uGAIgASgESACIAQESEgoKcmVxdWVzdF9pZBgDIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiJYChBVbmRvU3RlcFJlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5oYW5uaWJhbGwudjEuR2FtZRIiCgZ1bmRvbmUYAiABKAsyEi5oYW5uaWJhbGwudjEuU3RlcCJoCg1SZXNpZ25SZXF1ZXN0Eg8KB2dhbWVfaWQYASABKAkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgCIAEoBEgAiAEBEhIKCnJlcXVlc3RfaWQYAyABKAlCEwoRX2V4cGVjdGVkX3ZlcnNpb24iMgoOUmVzaWduUmVzcG9uc2USIAoEZ2FtZRgBIAEoCzISLmhhbm5pYmFsbC52MS5HYW1lIkcKE0NoZWNrUmVkQ2FyZFJlcXVlc3QSEQoHZ2FtZV9pZBgBIAEoCUgAEhIKCHBvc2l0aW9uGAIgASgJSABCCQoHc3ViamVjdCIeCgtTcXVhcmVHcm91cBIPCgdzcXVhcmVzGAEgAygJIpcBCg1SZWRDYXJkUmVwb3J0EiAKBHNpZGUYASABKA4yEi5oYW5uaWJhbGwudjEuU2lkZRISCgpjbHVzdGVyaW5nGAIgASgIEikKBmdyb3VwcxgDIAMoCzIZLmhhbm5pYmFsbC52MS5TcXVhcmVHcm91cBITCgtvYnN0cnVjdGlvbhgEIAEoCBIQCghyZWRfY2FyZBgFIAEoCCLVAQoUQ2hlY2tSZWRDYXJkUmVzcG9uc2USIAoEZ2FtZRgBIAEoCzISLmhhbm5pYmFsbC52MS5HYW1lEioKBXdoaXRlGAIgASgLMhsuaGFubmliYWxsLnYxLlJlZENhcmRSZXBvcnQSKgoFYmxhY2sYAyABKAsyGy5oYW5uaWJhbGwudjEuUmVkQ2FyZFJlcG9ydBIoCgxzaWRlX3RvX21vdmUYBCABKA4yEi5oYW5uaWJhbGwudjEuU2lkZRIZChFwZW5hbHR5X2F2YWlsYWJsZRgFIAEoCCIkChFHZXRIaXN0b3J5UmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJIlsKBFR1cm4SDgoGbnVtYmVyGAEgASgNEiAKBHNpZGUYAiABKA4yEi5oYW5uaWJhbGwudjEuU2lkZRIhCgVzdGVwcxgDIAMoCzISLmhhbm5pYmFsbC52MS5TdGVwIoEBChJHZXRIaXN0b3J5UmVzcG9uc2USIAoEZ2FtZRgBIAEoCzISLmhhbm5pYmFsbC52MS5HYW1lEg4KBnJlY29yZBgCIAEoCRIWCg5zdGFydF9wb3NpdGlvbhgDIAEoCRIhCgV0dXJucxgEIAMoCzISLmhhbm5pYmFsbC52MS5UdXJuIngKEFdhdGNoR2FtZVJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIZCgxmcm9tX3ZlcnNpb24YAiABKARIAIgBARIQCghhdWRpZW5jZRgDIAEoCBIVCg1sZWdhbF9hY3Rpb25zGAQgASgIQg8KDV9mcm9tX3ZlcnNpb24ixQEKEVdhdGNoR2FtZVJlc3BvbnNlEiYKCHNuYXBzaG90GAEgASgLMhIuaGFubmliYWxsLnYxLkdhbWVIABIoCgVldmVudBgCIAEoCzIXLmhhbm5pYmFsbC52MS5HYW1lRXZlbnRIABIpCghhdWRpZW5jZRgDIAEoCzIVLmF1ZGllbmNlLnYxLkF1ZGllbmNlSAASKQoNbGVnYWxfYWN0aW9ucxgEIAMoCzISLmhhbm5pYmFsbC52MS5TdGVwQggKBnVwZGF0ZSLEBwoJR2FtZUV2ZW50Eg8KB3ZlcnNpb24YASABKAQSDgoGYWN0aW9uGAIgASgJEigKBHN0ZXAYAyABKAsyGC5oYW5uaWJhbGwudjEuU3RlcFJlc3VsdEgAEiQKBnVuZG9uZRgEIAEoCzISLmhhbm5pYmFsbC52MS5TdGVwSAASMAoLcmVzaWduYXRpb24YBSABKAsyGS5oYW5uaWJhbGwudjEuUmVzaWduYXRpb25IABItCgpzZWF0X3Rha2VuGBQgASgLMhcuaGFubmliYWxsLnYxLlNlYXRFdmVudEgAEjUKEmludml0YXRpb25fcmV2b2tlZBgVIAEoCzIXLmhhbm5pYmFsbC52MS5TZWF0RXZlbnRIABIvCgxkcmF3X29mZmVyZWQYFiABKAsyFy5oYW5uaWJhbGwudjEuU2VhdEV2ZW50SAASMAoNZHJhd19kZWNsaW5lZBgXIAEoCzIXLmhhbm5pYmFsbC52MS5TZWF0RXZlbnRIABIuCgtkcmF3X2FncmVlZBgYIAEoCzIXLmhhbm5pYmFsbC52MS5TZWF0RXZlbnRIABIsCglmbGFnX2ZhbGwYGSABKAsyFy5oYW5uaWJhbGwudjEuU2VhdEV2ZW50SAASKgoHYWJvcnRlZBgaIAEoCzIXLmhhbm5pYmFsbC52MS5TZWF0RXZlbnRIABIwCg1vcHBvbmVudF9nb25lGBsgASgLMhcuaGFubmliYWxsLnYxLlNlYXRFdmVudEgAEjAKDW9wcG9uZW50X2JhY2sYHCABKAsyFy5oYW5uaWJhbGwudjEuU2VhdEV2ZW50SAASMgoPdmljdG9yeV9jbGFpbWVkGB0gASgLMhcuaGFubmliYWxsLnYxLlNlYXRFdmVudEgAEi8KDGRyYXdfY2xhaW1lZBgeIAEoCzIXLmhhbm5pYmFsbC52MS5TZWF0RXZlbnRIABI0ChF0YWtlYmFja19wcm9wb3NlZBgfIAEoCzIXLmhhbm5pYmFsbC52MS5TZWF0RXZlbnRIABI0ChF0YWtlYmFja19kZWNsaW5lZBggIAEoCzIXLmhhbm5pYmFsbC52MS5TZWF0RXZlbnRIABI0ChF0YWtlYmFja19hY2NlcHRlZBghIAEoCzIXLmhhbm5pYmFsbC52MS5TZWF0RXZlbnRIABIqCgdiZXJzZXJrGCIgASgLMhcuaGFubmliYWxsLnYxLlNlYXRFdmVudEgAEiAKBGdhbWUYBiABKAsyEi5oYW5uaWJhbGwudjEuR2FtZUIICgZjaGFuZ2UiLQoJU2VhdEV2ZW50EiAKBHNpZGUYASABKA4yEi5oYW5uaWJhbGwudjEuU2lkZSJqCg9Kb2luR2FtZVJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIdChBleHBlY3RlZF92ZXJzaW9uGAIgASgESACIAQESEgoKcmVxdWVzdF9pZBgDIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiJlChBKb2luR2FtZVJlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5oYW5uaWJhbGwudjEuR2FtZRIgCgRzaWRlGAIgASgOMhIuaGFubmliYWxsLnYxLlNpZGUSDQoFdG9rZW4YAyABKAkilAEKF1Jldm9rZUludml0YXRpb25SZXF1ZXN0Eg8KB2dhbWVfaWQYASABKAkSIAoEc2lkZRgCIAEoDjISLmhhbm5pYmFsbC52MS5TaWRlEh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKARIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjwKGFJldm9rZUludml0YXRpb25SZXNwb25zZRIgCgRnYW1lGAEgASgLMhIuaGFubmliYWxsLnYxLkdhbWUiawoQT2ZmZXJEcmF3UmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEh0KEGV4cGVjdGVkX3ZlcnNpb24YAiABKARIAIgBARISCgpyZXF1ZXN0X2lkGAMgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjUKEU9mZmVyRHJhd1Jlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5oYW5uaWJhbGwudjEuR2FtZSJ8ChFBbnN3ZXJEcmF3UmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEg4KBmFjY2VwdBgCIAEoCBIdChBleHBlY3RlZF92ZXJzaW9uGAMgASgESACIAQESEgoKcmVxdWVzdF9pZBgEIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiI2ChJBbnN3ZXJEcmF3UmVzcG9uc2USIAoEZ2FtZRgBIAEoCzISLmhhbm5pYmFsbC52MS5HYW1lImcKDEFib3J0UmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEh0KEGV4cGVjdGVkX3ZlcnNpb24YAiABKARIAIgBARISCgpyZXF1ZXN0X2lkGAMgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjEKDUFib3J0UmVzcG9uc2USIAoEZ2FtZRgBIAEoCzISLmhhbm5pYmFsbC52MS5HYW1lInwKE0NsYWltVmljdG9yeVJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIMCgRkcmF3GAIgASgIEh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKARIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjgKFENsYWltVmljdG9yeVJlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5oYW5uaWJhbGwudjEuR2FtZSJxChZQcm9wb3NlVGFrZWJhY2tSZXF1ZXN0Eg8KB2dhbWVfaWQYASABKAkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgCIAEoBEgAiAEBEhIKCnJlcXVlc3RfaWQYAyABKAlCEwoRX2V4cGVjdGVkX3ZlcnNpb24iOwoXUHJvcG9zZVRha2ViYWNrUmVzcG9uc2USIAoEZ2FtZRgBIAEoCzISLmhhbm5pYmFsbC52MS5HYW1lIoABChVBbnN3ZXJUYWtlYmFja1JlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIOCgZhY2NlcHQYAiABKAgSHQoQZXhwZWN0ZWRfdmVyc2lvbhgDIAEoBEgAiAEBEhIKCnJlcXVlc3RfaWQYBCABKAlCEwoRX2V4cGVjdGVkX3ZlcnNpb24iOgoWQW5zd2VyVGFrZWJhY2tSZXNwb25zZRIgCgRnYW1lGAEgASgLMhIuaGFubmliYWxsLnYxLkdhbWUiLwoLUmVzaWduYXRpb24SIAoEc2lkZRgBIAEoDjISLmhhbm5pYmFsbC52MS5TaWRlKjwKBFNpZGUSFAoQU0lERV9VTlNQRUNJRklFRBAAEg4KClNJREVfV0hJVEUQARIOCgpTSURFX0JMQUNLEAIqggEKCVBpZWNlS2luZBIaChZQSUVDRV9LSU5EX1VOU1BFQ0lGSUVEEAASFQoRUElFQ0VfS0lORF9NT05LRVkQARITCg9QSUVDRV9LSU5EX0xJT04QAhIXChNQSUVDRV9LSU5EX0VMRVBIQU5UEAMSFAoQUElFQ0VfS0lORF9IT1JTRRAEKqgBCgpHYW1lU3RhdHVzEhsKF0dBTUVfU1RBVFVTX1VOU1BFQ0lGSUVEEAASFwoTR0FNRV9TVEFUVVNfT05HT0lORxABEhkKFUdBTUVfU1RBVFVTX1dISVRFX1dPThACEhkKFUdBTUVfU1RBVFVTX0JMQUNLX1dPThADEhUKEUdBTUVfU1RBVFVTX0RSQVdOEAQSFwoTR0FNRV9TVEFUVVNfQUJPUlRFRBAFKq4CCglFbmRSZWFzb24SGgoWRU5EX1JFQVNPTl9VTlNQRUNJRklFRBAAEhMKD0VORF9SRUFTT05fR09BTBABEhcKE0VORF9SRUFTT05fT1dOX0dPQUwQAhIcChhFTkRfUkVBU09OX05PX0xFR0FMX1NURVAQAxIaChZFTkRfUkVBU09OX1JFU0lHTkFUSU9OEAQSGgoWRU5EX1JFQVNPTl9EUkFXX0FHUkVFRBAFEhYKEkVORF9SRUFTT05fVElNRU9VVBAGEhgKFEVORF9SRUFTT05fQUJBTkRPTkVEEAcSFgoSRU5EX1JFQVNPTl9BQk9SVEVEEAgSHAoYRU5EX1JFQVNPTl9PUFBPTkVOVF9MRUZUEAkSGQoVRU5EX1JFQVNPTl9NT1ZFX0xJTUlUEAoqmgEKCFN0ZXBLaW5kEhkKFVNURVBfS0lORF9VTlNQRUNJRklFRBAAEhIKDlNURVBfS0lORF9NT1ZFEAESFQoRU1RFUF9LSU5EX0RSSUJCTEUQAhISCg5TVEVQX0tJTkRfS0lDSxADEhwKGFNURVBfS0lORF9QRU5BTFRZX1JFTU9WRRAEEhYKElNURVBfS0lORF9FTkRfVFVSThAFKowBChBJbnZpdGF0aW9uU3RhdHVzEiEKHUlOVklUQVRJT05fU1RBVFVTX1VOU1BFQ0lGSUVEEAASGgoWSU5WSVRBVElPTl9TVEFUVVNfT1BFThABEhoKFklOVklUQVRJT05fU1RBVFVTX1VTRUQQAhIdChlJTlZJVEFUSU9OX1NUQVRVU19SRVZPS0VEEAMq/QEKCkJhbGxDaGFuZ2USGwoXQkFMTF9DSEFOR0VfVU5TUEVDSUZJRUQQABIUChBCQUxMX0NIQU5HRV9OT05FEAESFwoTQkFMTF9DSEFOR0VfQ0FSUklFRBACEhQKEEJBTExfQ0hBTkdFX0xFRlQQAxIZChVCQUxMX0NIQU5HRV9QSUNLRURfVVAQBBIYChRCQUxMX0NIQU5HRV9DQVBUVVJFRBAFEhYKEkJBTExfQ0hBTkdFX1BBU1NFRBAGEhwKGEJBTExfQ0hBTkdFX0tJQ0tFRF9MT09TRRAHEiIKHkJBTExfQ0hBTkdFX0tJQ0tFRF9UT19PUFBPTkVOVBAIMrcLChBIYW5uaWJhbGxTZXJ2aWNlEj0KBFBpbmcSGS5oYW5uaWJhbGwudjEuUGluZ1JlcXVlc3QaGi5oYW5uaWJhbGwudjEuUGluZ1Jlc3BvbnNlEkYKB05ld0dhbWUSHC5oYW5uaWJhbGwudjEuTmV3R2FtZVJlcXVlc3QaHS5oYW5uaWJhbGwudjEuTmV3R2FtZVJlc3BvbnNlEkYKB0dldEdhbWUSHC5oYW5uaWJhbGwudjEuR2V0R2FtZVJlcXVlc3QaHS5oYW5uaWJhbGwudjEuR2V0R2FtZVJlc3BvbnNlElUKDExlZ2FsQWN0aW9ucxIhLmhhbm5pYmFsbC52MS5MZWdhbEFjdGlvbnNSZXF1ZXN0GiIuaGFubmliYWxsLnYxLkxlZ2FsQWN0aW9uc1Jlc3BvbnNlElIKC0FwcGx5QWN0aW9uEiAuaGFubmliYWxsLnYxLkFwcGx5QWN0aW9uUmVxdWVzdBohLmhhbm5pYmFsbC52MS5BcHBseUFjdGlvblJlc3BvbnNlEkkKCFVuZG9TdGVwEh0uaGFubmliYWxsLnYxLlVuZG9TdGVwUmVxdWVzdBoeLmhhbm5pYmFsbC52MS5VbmRvU3RlcFJlc3BvbnNlEkMKBlJlc2lnbhIbLmhhbm5pYmFsbC52MS5SZXNpZ25SZXF1ZXN0GhwuaGFubmliYWxsLnYxLlJlc2lnblJlc3BvbnNlElUKDENoZWNrUmVkQ2FyZBIhLmhhbm5pYmFsbC52MS5DaGVja1JlZENhcmRSZXF1ZXN0GiIuaGFubmliYWxsLnYxLkNoZWNrUmVkQ2FyZFJlc3BvbnNlEk8KCkdldEhpc3RvcnkSHy5oYW5uaWJhbGwudjEuR2V0SGlzdG9yeVJlcXVlc3QaIC5oYW5uaWJhbGwudjEuR2V0SGlzdG9yeVJlc3BvbnNlEk4KCVdhdGNoR2FtZRIeLmhhbm5pYmFsbC52MS5XYXRjaEdhbWVSZXF1ZXN0Gh8uaGFubmliYWxsLnYxLldhdGNoR2FtZVJlc3BvbnNlMAESSQoISm9pbkdhbWUSHS5oYW5uaWJhbGwudjEuSm9pbkdhbWVSZXF1ZXN0Gh4uaGFubmliYWxsLnYxLkpvaW5HYW1lUmVzcG9uc2USYQoQUmV2b2tlSW52aXRhdGlvbhIlLmhhbm5pYmFsbC52MS5SZXZva2VJbnZpdGF0aW9uUmVxdWVzdBomLmhhbm5pYmFsbC52MS5SZXZva2VJbnZpdGF0aW9uUmVzcG9uc2USTAoJT2ZmZXJEcmF3Eh4uaGFubmliYWxsLnYxLk9mZmVyRHJhd1JlcXVlc3QaHy5oYW5uaWJhbGwudjEuT2ZmZXJEcmF3UmVzcG9uc2USTwoKQW5zd2VyRHJhdxIfLmhhbm5pYmFsbC52MS5BbnN3ZXJEcmF3UmVxdWVzdBogLmhhbm5pYmFsbC52MS5BbnN3ZXJEcmF3UmVzcG9uc2USQAoFQWJvcnQSGi5oYW5uaWJhbGwudjEuQWJvcnRSZXF1ZXN0GhsuaGFubmliYWxsLnYxLkFib3J0UmVzcG9uc2USVQoMQ2xhaW1WaWN0b3J5EiEuaGFubmliYWxsLnYxLkNsYWltVmljdG9yeVJlcXVlc3QaIi5oYW5uaWJhbGwudjEuQ2xhaW1WaWN0b3J5UmVzcG9uc2USXgoPUHJvcG9zZVRha2ViYWNrEiQuaGFubmliYWxsLnYxLlByb3Bvc2VUYWtlYmFja1JlcXVlc3QaJS5oYW5uaWJhbGwudjEuUHJvcG9zZVRha2ViYWNrUmVzcG9uc2USWwoOQW5zd2VyVGFrZWJhY2sSIy5oYW5uaWJhbGwudjEuQW5zd2VyVGFrZWJhY2tSZXF1ZXN0GiQuaGFubmliYWxsLnYxLkFuc3dlclRha2ViYWNrUmVzcG9uc2ViBnByb3RvMw", [file_audience_v1_audience]);

/**
 * A piece on a square.
 *
 * @generated from message hanniball.v1.PlacedPiece
 */
export type PlacedPiece = Message<"hanniball.v1.PlacedPiece"> & {
  /**
   * The square, e.g. "c6".
   *
   * @generated from field: string square = 1;
   */
  square: string;

  /**
   * The piece's side.
   *
   * @generated from field: hanniball.v1.Side side = 2;
   */
  side: Side;

  /**
   * The piece's kind.
   *
   * @generated from field: hanniball.v1.PieceKind kind = 3;
   */
  kind: PieceKind;
};

/**
 * Describes the message hanniball.v1.PlacedPiece.
 * Use `create(PlacedPieceSchema)` to create a new message.
 */
export const PlacedPieceSchema: GenMessage<PlacedPiece> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 0);

/**
 * The state of a game.
 *
 * @generated from message hanniball.v1.Game
 */
export type Game = Message<"hanniball.v1.Game"> & {
  /**
   * The game id: 22 URL-safe base64 characters (128 random bits).
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * Starts at 1 and grows by 1 with every accepted change; pass it as
   * `expected_version` to act only on the state you have seen.
   *
   * @generated from field: uint64 version = 2;
   */
  version: bigint;

  /**
   * The current board as HPN (steps taken this turn included); its side and
   * turn fields are those of the turn in progress.
   *
   * @generated from field: string position = 3;
   */
  position: string;

  /**
   * The position at the start of the turn in progress, as HPN.
   *
   * @generated from field: string turn_start_position = 4;
   */
  turnStartPosition: string;

  /**
   * The side whose turn is in progress (still set when the game is over: the
   * side that was to move).
   *
   * @generated from field: hanniball.v1.Side side_to_move = 5;
   */
  sideToMove: Side;

  /**
   * The turn in progress: 1 for White's first turn, +1 after every completed
   * turn of either side.
   *
   * @generated from field: uint32 turn = 6;
   */
  turn: number;

  /**
   * Steps taken in the turn in progress.
   *
   * @generated from field: uint32 steps_taken = 7;
   */
  stepsTaken: number;

  /**
   * Steps still allowed in the turn in progress; 0 once the game is over.
   *
   * @generated from field: uint32 steps_left = 8;
   */
  stepsLeft: number;

  /**
   * The most steps this turn may have: 2 on turn 1, otherwise 4.
   *
   * @generated from field: uint32 step_limit = 9;
   */
  stepLimit: number;

  /**
   * The side to move may still remove an offending enemy piece this turn.
   *
   * @generated from field: bool penalty_available = 10;
   */
  penaltyAvailable: boolean;

  /**
   * The side to move was entitled to a penalty removal this turn and has
   * already made it.
   *
   * @generated from field: bool penalty_used = 11;
   */
  penaltyUsed: boolean;

  /**
   * Whether the game goes on, and who won.
   *
   * @generated from field: hanniball.v1.GameStatus status = 12;
   */
  status: GameStatus;

  /**
   * Why the game ended; END_REASON_UNSPECIFIED while it goes on.
   *
   * @generated from field: hanniball.v1.EndReason end_reason = 13;
   */
  endReason: EndReason;

  /**
   * The steps taken so far in the turn in progress, in HSN, in order.
   *
   * @generated from field: repeated string steps_this_turn = 14;
   */
  stepsThisTurn: string[];

  /**
   * The side holding the ball, SIDE_UNSPECIFIED when it is loose.
   *
   * @generated from field: hanniball.v1.Side ball_holder = 15;
   */
  ballHolder: Side;

  /**
   * The ball's square.
   *
   * @generated from field: string ball = 16;
   */
  ball: string;

  /**
   * Real play (numbers 40-59, the same in every game).
   * Every seat in seat order: taken or open, and its invitation.
   *
   * @generated from field: repeated hanniball.v1.SeatState seats = 40;
   */
  seats: SeatState[];

  /**
   * The clocks, when the game has a time control.
   *
   * @generated from field: hanniball.v1.Clock clock = 41;
   */
  clock?: Clock | undefined;

  /**
   * The side whose draw offer is pending; SIDE_UNSPECIFIED: none.
   *
   * @generated from field: hanniball.v1.Side draw_offered_by = 42;
   */
  drawOfferedBy: Side;

  /**
   * The server's time (ms since the Unix epoch) this state was taken at, for
   * a game with a clock (0 without: its state does not change while it
   * rests).
   *
   * @generated from field: uint64 server_time_ms = 43;
   */
  serverTimeMs: bigint;

  /**
   * The deadline running now (ms since the Unix epoch): the side to move's
   * flag fall, or before the first step the abandonment of the game; 0: none.
   * The service ends the game at that time even if nobody calls.
   *
   * @generated from field: uint64 deadline_ms = 44;
   */
  deadlineMs: bigint;

  /**
   * The first step has been made: clocks run, abandonment no longer applies.
   *
   * @generated from field: bool started = 45;
   */
  started: boolean;

  /**
   * Created rated: its end updates both players' ratings (NewGameRequest.rated).
   *
   * @generated from field: bool rated = 46;
   */
  rated: boolean;

  /**
   * Either side may still abort the game (Abort): it goes on and not every
   * side has made its first action.
   *
   * @generated from field: bool abortable = 47;
   */
  abortable: boolean;

  /**
   * The side whose player is gone (no open stream of the seat, no action for
   * the grace time; see docs/real-play.md), as the opponent was told;
   * SIDE_UNSPECIFIED: none. Coming back (watching the game with the seat's
   * token, or acting) clears it.
   *
   * @generated from field: hanniball.v1.Side opponent_gone = 48;
   */
  opponentGone: Side;

  /**
   * When the opponent of `opponent_gone` may claim the game (ms since the
   * Unix epoch); 0 while nobody is gone.
   *
   * @generated from field: uint64 claim_from_ms = 49;
   */
  claimFromMs: bigint;

  /**
   * The side whose takeback proposal is pending (ProposeTakeback);
   * SIDE_UNSPECIFIED: none. Any action clears it.
   *
   * @generated from field: hanniball.v1.Side takeback_proposed_by = 50;
   */
  takebackProposedBy: Side;

  /**
   * Takebacks may be proposed in this game: it goes on, and it is casual or
   * rated with takebacks agreed when it was made (NewGameRequest.rated_takebacks);
   * another rated game refuses them.
   *
   * @generated from field: bool takebacks_allowed = 51;
   */
  takebacksAllowed: boolean;

  /**
   * The rule options the game is played with (NewGameRequest.rules), by name.
   *
   * @generated from field: repeated string rules = 52;
   */
  rules: string[];

  /**
   * The move limit (NewGameRequest.move_limit); 0: none.
   *
   * @generated from field: uint32 move_limit = 53;
   */
  moveLimit: number;

  /**
   * The sides that berserked (an arena's game: tournament.v1 Berserk).
   *
   * @generated from field: repeated hanniball.v1.Side berserked = 54;
   */
  berserked: Side[];
};

/**
 * Describes the message hanniball.v1.Game.
 * Use `create(GameSchema)` to create a new message.
 */
export const GameSchema: GenMessage<Game> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 1);

/**
 * A seat's state.
 *
 * @generated from message hanniball.v1.SeatState
 */
export type SeatState = Message<"hanniball.v1.SeatState"> & {
  /**
   * The seat.
   *
   * @generated from field: hanniball.v1.Side side = 1;
   */
  side: Side;

  /**
   * Somebody holds the seat's token.
   *
   * @generated from field: bool taken = 2;
   */
  taken: boolean;

  /**
   * The seat's invitation, if it was kept open at NewGame.
   *
   * @generated from field: hanniball.v1.InvitationStatus invitation = 3;
   */
  invitation: InvitationStatus;

  /**
   * The name of the signed-in player the seat is bound to (empty: a guest's or a
   * bot's seat). A seat taken with a player session (NewGame or JoinGame sent with
   * `x-player-session`) is bound: only that player's sessions act for it.
   *
   * @generated from field: string player_name = 4;
   */
  playerName: string;

  /**
   * That player's rating in this game when the seat was taken (Glicko-2; 0 when the
   * seat has no player).
   *
   * @generated from field: double rating = 5;
   */
  rating: number;

  /**
   * That rating was provisional (its deviation still high: few rated games).
   *
   * @generated from field: bool provisional = 6;
   */
  provisional: boolean;
};

/**
 * Describes the message hanniball.v1.SeatState.
 * Use `create(SeatStateSchema)` to create a new message.
 */
export const SeatStateSchema: GenMessage<SeatState> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 2);

/**
 * A time control.
 *
 * @generated from message hanniball.v1.TimeControl
 */
export type TimeControl = Message<"hanniball.v1.TimeControl"> & {
  /**
   * Which kind.
   *
   * @generated from oneof hanniball.v1.TimeControl.control
   */
  control: {
    /**
     * Initial time plus an increment per completed turn.
     *
     * @generated from field: hanniball.v1.Fischer fischer = 1;
     */
    value: Fischer;
    case: "fischer";
  } | {
    /**
     * Initial time; the first delay_ms of every turn are not charged.
     *
     * @generated from field: hanniball.v1.SimpleDelay delay = 2;
     */
    value: SimpleDelay;
    case: "delay";
  } | {
    /**
     * A fixed time for every turn (e.g. a day, for correspondence or bots).
     *
     * @generated from field: hanniball.v1.PerTurn per_turn = 3;
     */
    value: PerTurn;
    case: "perTurn";
  } | { case: undefined; value?: undefined };
};

/**
 * Describes the message hanniball.v1.TimeControl.
 * Use `create(TimeControlSchema)` to create a new message.
 */
export const TimeControlSchema: GenMessage<TimeControl> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 3);

/**
 * Fischer time control.
 *
 * @generated from message hanniball.v1.Fischer
 */
export type Fischer = Message<"hanniball.v1.Fischer"> & {
  /**
   * Each side's time at the start, in ms (at least 1).
   *
   * @generated from field: uint64 initial_ms = 1;
   */
  initialMs: bigint;

  /**
   * Added to a side's time after each turn it completes, in ms.
   *
   * @generated from field: uint64 increment_ms = 2;
   */
  incrementMs: bigint;
};

/**
 * Describes the message hanniball.v1.Fischer.
 * Use `create(FischerSchema)` to create a new message.
 */
export const FischerSchema: GenMessage<Fischer> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 4);

/**
 * Simple delay.
 *
 * @generated from message hanniball.v1.SimpleDelay
 */
export type SimpleDelay = Message<"hanniball.v1.SimpleDelay"> & {
  /**
   * Each side's time at the start, in ms (at least 1).
   *
   * @generated from field: uint64 initial_ms = 1;
   */
  initialMs: bigint;

  /**
   * The free part of every turn, in ms.
   *
   * @generated from field: uint64 delay_ms = 2;
   */
  delayMs: bigint;
};

/**
 * Describes the message hanniball.v1.SimpleDelay.
 * Use `create(SimpleDelaySchema)` to create a new message.
 */
export const SimpleDelaySchema: GenMessage<SimpleDelay> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 5);

/**
 * A fixed time per turn.
 *
 * @generated from message hanniball.v1.PerTurn
 */
export type PerTurn = Message<"hanniball.v1.PerTurn"> & {
  /**
   * The time for one turn, in ms (at least 1).
   *
   * @generated from field: uint64 per_turn_ms = 1;
   */
  perTurnMs: bigint;
};

/**
 * Describes the message hanniball.v1.PerTurn.
 * Use `create(PerTurnSchema)` to create a new message.
 */
export const PerTurnSchema: GenMessage<PerTurn> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 6);

/**
 * Both sides' clocks at `taken_at_ms`.
 *
 * A turn is the rules' turn (Hanniball: up to four steps; it ends when the
 * side to move changes). The clocks start with the first step of the game;
 * the side to move is charged from the moment its turn started. To show a
 * ticking clock, count `running`'s time down from `taken_at_ms` (after the
 * delay, for SimpleDelay); no polling is needed.
 *
 * @generated from message hanniball.v1.Clock
 */
export type Clock = Message<"hanniball.v1.Clock"> & {
  /**
   * The time control.
   *
   * @generated from field: hanniball.v1.TimeControl time_control = 1;
   */
  timeControl?: TimeControl | undefined;

  /**
   * Each side's time left at `taken_at_ms`, in seat order.
   *
   * @generated from field: repeated hanniball.v1.SideClock sides = 2;
   */
  sides: SideClock[];

  /**
   * The side whose clock runs; SIDE_UNSPECIFIED before the first step and
   * once the game is over.
   *
   * @generated from field: hanniball.v1.Side running = 3;
   */
  running: Side;

  /**
   * The server time (ms since the Unix epoch) the clocks were read at.
   *
   * @generated from field: uint64 taken_at_ms = 4;
   */
  takenAtMs: bigint;

  /**
   * When the running side's turn started (ms since the Unix epoch); 0 when no
   * clock runs.
   *
   * @generated from field: uint64 turn_started_ms = 5;
   */
  turnStartedMs: bigint;
};

/**
 * Describes the message hanniball.v1.Clock.
 * Use `create(ClockSchema)` to create a new message.
 */
export const ClockSchema: GenMessage<Clock> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 7);

/**
 * One side's clock.
 *
 * @generated from message hanniball.v1.SideClock
 */
export type SideClock = Message<"hanniball.v1.SideClock"> & {
  /**
   * The side.
   *
   * @generated from field: hanniball.v1.Side side = 1;
   */
  side: Side;

  /**
   * Its time left, in ms (for PerTurn: of the turn in progress, or a full
   * turn for the side not to move).
   *
   * @generated from field: uint64 remaining_ms = 2;
   */
  remainingMs: bigint;
};

/**
 * Describes the message hanniball.v1.SideClock.
 * Use `create(SideClockSchema)` to create a new message.
 */
export const SideClockSchema: GenMessage<SideClock> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 8);

/**
 * An invitation to take a seat.
 *
 * @generated from message hanniball.v1.Invitation
 */
export type Invitation = Message<"hanniball.v1.Invitation"> & {
  /**
   * The seat it is for.
   *
   * @generated from field: hanniball.v1.Side side = 1;
   */
  side: Side;

  /**
   * The secret code: whoever has it may take the seat once (JoinGame, as
   * `authorization: Bearer <code>`). Shown only here, stored only as a hash.
   *
   * @generated from field: string code = 2;
   */
  code: string;
};

/**
 * Describes the message hanniball.v1.Invitation.
 * Use `create(InvitationSchema)` to create a new message.
 */
export const InvitationSchema: GenMessage<Invitation> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 9);

/**
 * One step, as text and in structured form.
 *
 * @generated from message hanniball.v1.Step
 */
export type Step = Message<"hanniball.v1.Step"> & {
  /**
   * The step in HSN, e.g. "c11>e13>e9": what ApplyAction takes as `action`.
   *
   * @generated from field: string notation = 1;
   */
  notation: string;

  /**
   * The kind of step.
   *
   * @generated from field: hanniball.v1.StepKind kind = 2;
   */
  kind: StepKind;

  /**
   * The square of the moving or kicking piece; empty for a penalty removal
   * and for "end".
   *
   * @generated from field: string from_square = 3;
   */
  fromSquare: string;

  /**
   * Where the piece goes (move, dribble), where the kick lands (kick; the
   * Monkey's square when it ricochets) or the square of the removed piece
   * (penalty removal); empty for "end".
   *
   * @generated from field: string to_square = 4;
   */
  toSquare: string;

  /**
   * For a kick that ricochets off a Monkey: where the ball finally lands.
   * Empty otherwise.
   *
   * @generated from field: string ricochet = 5;
   */
  ricochet: string;

  /**
   * The step captures an enemy ball-holder.
   *
   * @generated from field: bool captures = 6;
   */
  captures: boolean;

  /**
   * The step puts the ball in the opponent's goal and wins the game.
   *
   * @generated from field: bool scores = 7;
   */
  scores: boolean;

  /**
   * The step puts the ball in the mover's own goal and loses the game.
   *
   * @generated from field: bool own_goal = 8;
   */
  ownGoal: boolean;

  /**
   * The step ends the turn (by "end", or by using the last allowed step).
   *
   * @generated from field: bool ends_turn = 9;
   */
  endsTurn: boolean;

  /**
   * The step ends the game (a goal, an own goal, or leaving the opponent
   * without a legal step).
   *
   * @generated from field: bool ends_game = 10;
   */
  endsGame: boolean;
};

/**
 * Describes the message hanniball.v1.Step.
 * Use `create(StepSchema)` to create a new message.
 */
export const StepSchema: GenMessage<Step> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 10);

/**
 * What an accepted step did.
 *
 * @generated from message hanniball.v1.StepResult
 */
export type StepResult = Message<"hanniball.v1.StepResult"> & {
  /**
   * The step, with its flags.
   *
   * @generated from field: hanniball.v1.Step step = 1;
   */
  step?: Step | undefined;

  /**
   * The enemy piece captured, if any.
   *
   * @generated from field: hanniball.v1.PlacedPiece captured = 2;
   */
  captured?: PlacedPiece | undefined;

  /**
   * The piece removed by a penalty, if any.
   *
   * @generated from field: hanniball.v1.PlacedPiece removed = 3;
   */
  removed?: PlacedPiece | undefined;

  /**
   * The side holding the ball before the step (SIDE_UNSPECIFIED: loose).
   *
   * @generated from field: hanniball.v1.Side holder_before = 4;
   */
  holderBefore: Side;

  /**
   * The side holding the ball after the step (SIDE_UNSPECIFIED: loose).
   *
   * @generated from field: hanniball.v1.Side holder_after = 5;
   */
  holderAfter: Side;

  /**
   * The ball's square before the step.
   *
   * @generated from field: string ball_from = 7;
   */
  ballFrom: string;

  /**
   * The ball's square after the step.
   *
   * @generated from field: string ball_to = 8;
   */
  ballTo: string;

  /**
   * The turn ended with this step; the other side is to move.
   *
   * @generated from field: bool turn_ended = 9;
   */
  turnEnded: boolean;

  /**
   * The game ended with this step; see the game's status and end reason.
   *
   * @generated from field: bool game_over = 10;
   */
  gameOver: boolean;

  /**
   * What happened to the ball.
   *
   * @generated from field: hanniball.v1.BallChange ball_change = 11;
   */
  ballChange: BallChange;
};

/**
 * Describes the message hanniball.v1.StepResult.
 * Use `create(StepResultSchema)` to create a new message.
 */
export const StepResultSchema: GenMessage<StepResult> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 11);

/**
 * Ping request; empty.
 *
 * @generated from message hanniball.v1.PingRequest
 */
export type PingRequest = Message<"hanniball.v1.PingRequest"> & {
};

/**
 * Describes the message hanniball.v1.PingRequest.
 * Use `create(PingRequestSchema)` to create a new message.
 */
export const PingRequestSchema: GenMessage<PingRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 12);

/**
 * Ping response; empty.
 *
 * @generated from message hanniball.v1.PingResponse
 */
export type PingResponse = Message<"hanniball.v1.PingResponse"> & {
};

/**
 * Describes the message hanniball.v1.PingResponse.
 * Use `create(PingResponseSchema)` to create a new message.
 */
export const PingResponseSchema: GenMessage<PingResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 13);

/**
 * Starts a game.
 *
 * @generated from message hanniball.v1.NewGameRequest
 */
export type NewGameRequest = Message<"hanniball.v1.NewGameRequest"> & {
  /**
   * The starting position as HPN; empty for the initial position. A position
   * always describes the start of a turn; the side not to move is checked for
   * red cards as the offender.
   *
   * @generated from field: string position = 1;
   */
  position: string;

  /**
   * Seats kept open: each gets an invitation code instead of a token; the
   * creator takes the other seat(s). Keep every seat open for a tournament
   * director (the answer then has a director_token). Empty: every seat's
   * token is handed out here.
   *
   * @generated from field: repeated hanniball.v1.Side open_seats = 2;
   */
  openSeats: Side[];

  /**
   * The time control; unset: no clock.
   *
   * @generated from field: hanniball.v1.TimeControl time_control = 3;
   */
  timeControl?: TimeControl | undefined;

  /**
   * If set, the computer plays this seat: the game is queued for the bot
   * workers (`arbiter bot --pool`), one of which plays it; that seat's token
   * is left empty in the response and is never shown to anybody.
   *
   * @generated from field: hanniball.v1.BotOpponent bot = 10;
   */
  bot?: BotOpponent | undefined;

  /**
   * A rated game: its end updates both players' ratings. Needs a signed-in creator
   * (`x-player-session`), exactly one seat in open_seats (the opponent joins it with a
   * player session of another player), no bot, the initial position and a time
   * control; otherwise INVALID_ARGUMENT NOT_RATABLE (field `rated`) or
   * UNAUTHENTICATED NOT_SIGNED_IN.
   *
   * @generated from field: bool rated = 11;
   */
  rated: boolean;

  /**
   * With `rated`: its players agree to takebacks (ProposeTakeback) although the
   * game is rated, as a seek's or challenge's `rated_takebacks` does. Ignored in a
   * casual game, which always allows them.
   *
   * @generated from field: bool rated_takebacks = 12;
   */
  ratedTakebacks: boolean;

  /**
   * Rule options the game is played with, by name; this game's: none:
   * Hanniball's rules have no options. A name the game does not offer:
   * INVALID_ARGUMENT UNKNOWN_RULE (field `rules`). Game.rules shows them, and
   * the record's Rules tag.
   *
   * @generated from field: repeated string rules = 13;
   */
  rules: string[];

  /**
   * A move limit: the game is drawn (END_REASON_MOVE_LIMIT, Termination "move-
   * limit" in its record) when this many turns have been completed without an
   * ending (a turn: one side's move; a Hanniball turn of several steps counts
   * once; in Chess Football each action, placement included). 0: no limit. An
   * event sets one for its games so that every game ends.
   *
   * @generated from field: uint32 move_limit = 14;
   */
  moveLimit: number;
};

/**
 * Describes the message hanniball.v1.NewGameRequest.
 * Use `create(NewGameRequestSchema)` to create a new message.
 */
export const NewGameRequestSchema: GenMessage<NewGameRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 14);

/**
 * A computer opponent (see docs/bots.md).
 *
 * @generated from message hanniball.v1.BotOpponent
 */
export type BotOpponent = Message<"hanniball.v1.BotOpponent"> & {
  /**
   * The seat the computer plays (SIDE_WHITE or SIDE_BLACK).
   *
   * @generated from field: hanniball.v1.Side side = 1;
   */
  side: Side;

  /**
   * Think time per step in milliseconds; 0 for the default (100 ms); more
   * than 10000 counts as 10000.
   *
   * @generated from field: uint32 budget_ms = 2;
   */
  budgetMs: number;

  /**
   * If set, at most this many search iterations per step.
   *
   * @generated from field: uint32 iterations = 3;
   */
  iterations: number;
};

/**
 * Describes the message hanniball.v1.BotOpponent.
 * Use `create(BotOpponentSchema)` to create a new message.
 */
export const BotOpponentSchema: GenMessage<BotOpponent> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 15);

/**
 * A new game and its seat tokens.
 *
 * @generated from message hanniball.v1.NewGameResponse
 */
export type NewGameResponse = Message<"hanniball.v1.NewGameResponse"> & {
  /**
   * The new game (version 1).
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * White's secret seat token: send it as `authorization: Bearer <token>` to
   * act for White. It is shown only here and stored only as a hash.
   *
   * @generated from field: string white_token = 2;
   */
  whiteToken: string;

  /**
   * Black's secret seat token, as `white_token`.
   *
   * @generated from field: string black_token = 3;
   */
  blackToken: string;

  /**
   * One invitation per seat kept open (that seat's token above is empty).
   *
   * @generated from field: repeated hanniball.v1.Invitation invitations = 10;
   */
  invitations: Invitation[];

  /**
   * When every seat was kept open: the director's token, which may revoke
   * invitations (RevokeInvitation) but not act for a seat.
   *
   * @generated from field: string director_token = 11;
   */
  directorToken: string;
};

/**
 * Describes the message hanniball.v1.NewGameResponse.
 * Use `create(NewGameResponseSchema)` to create a new message.
 */
export const NewGameResponseSchema: GenMessage<NewGameResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 16);

/**
 * Asks for a game's state.
 *
 * @generated from message hanniball.v1.GetGameRequest
 */
export type GetGameRequest = Message<"hanniball.v1.GetGameRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;
};

/**
 * Describes the message hanniball.v1.GetGameRequest.
 * Use `create(GetGameRequestSchema)` to create a new message.
 */
export const GetGameRequestSchema: GenMessage<GetGameRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 17);

/**
 * A game's state.
 *
 * @generated from message hanniball.v1.GetGameResponse
 */
export type GetGameResponse = Message<"hanniball.v1.GetGameResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hanniball.v1.GetGameResponse.
 * Use `create(GetGameResponseSchema)` to create a new message.
 */
export const GetGameResponseSchema: GenMessage<GetGameResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 18);

/**
 * Asks for the legal steps of a game or of a position.
 *
 * @generated from message hanniball.v1.LegalActionsRequest
 */
export type LegalActionsRequest = Message<"hanniball.v1.LegalActionsRequest"> & {
  /**
   * What to analyse.
   *
   * @generated from oneof hanniball.v1.LegalActionsRequest.subject
   */
  subject: {
    /**
     * A stored game: the steps legal now, in the turn in progress.
     *
     * @generated from field: string game_id = 1;
     */
    value: string;
    case: "gameId";
  } | {
    /**
     * A bare position (HPN, the start of a turn): the steps legal as the
     * first step of that turn.
     *
     * @generated from field: string position = 2;
     */
    value: string;
    case: "position";
  } | { case: undefined; value?: undefined };
};

/**
 * Describes the message hanniball.v1.LegalActionsRequest.
 * Use `create(LegalActionsRequestSchema)` to create a new message.
 */
export const LegalActionsRequestSchema: GenMessage<LegalActionsRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 19);

/**
 * The legal steps.
 *
 * @generated from message hanniball.v1.LegalActionsResponse
 */
export type LegalActionsResponse = Message<"hanniball.v1.LegalActionsResponse"> & {
  /**
   * The game, when asked by game id.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The side the steps are for.
   *
   * @generated from field: hanniball.v1.Side side_to_move = 2;
   */
  sideToMove: Side;

  /**
   * Every legal step, in the engine's order. Each kick appears once per
   * ricochet landing. Empty when the game is over.
   *
   * @generated from field: repeated hanniball.v1.Step actions = 3;
   */
  actions: Step[];

  /**
   * Whether the game (or the bare position) goes on, and who won. A bare
   * position can be decided at once: the side to move has no legal step
   * (and loses), or the ball already lies in a goal.
   *
   * @generated from field: hanniball.v1.GameStatus status = 4;
   */
  status: GameStatus;

  /**
   * Why it ended; END_REASON_UNSPECIFIED while it goes on.
   *
   * @generated from field: hanniball.v1.EndReason end_reason = 5;
   */
  endReason: EndReason;
};

/**
 * Describes the message hanniball.v1.LegalActionsResponse.
 * Use `create(LegalActionsResponseSchema)` to create a new message.
 */
export const LegalActionsResponseSchema: GenMessage<LegalActionsResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 20);

/**
 * Plays one step.
 *
 * @generated from message hanniball.v1.ApplyActionRequest
 */
export type ApplyActionRequest = Message<"hanniball.v1.ApplyActionRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * The step in HSN (the `notation` of a step listed by LegalActions).
   *
   * @generated from field: string action = 2;
   */
  action: string;

  /**
   * If set, the step is applied only if the game is at this version;
   * otherwise the call fails with ABORTED / VERSION_CONFLICT.
   *
   * @generated from field: optional uint64 expected_version = 3;
   */
  expectedVersion?: bigint | undefined;

  /**
   * If set (1 to 128 printable ASCII characters), a retry with the same id
   * does not act again, within these bounds. A game keeps the records of its
   * last 32 requests with an id (acting calls of every seat; fewer while the
   * newest answer is large), and the answers of the newest of them as fit in
   * 1,600 bytes with the records: always the latest one when it fits alone
   * (for answers of about 250 bytes, the last two or three):
   * - a retry whose answer is kept gets that answer again, byte for byte;
   * - a retry whose record is kept without its answer is refused with
   *   FAILED_PRECONDITION / REQUEST_EXPIRED, metadata `applied_version`: it
   *   was applied, and its change made that version;
   * - with expected_version, a retry whose record is gone is refused with
   *   REQUEST_EXPIRED, metadata `expected_version` and `current_version`: it
   *   may have been applied (its change then made expected_version + 1). So
   *   is a new id pinned to a version that old (expected_version + 1 at or
   *   below the version of the newest record dropped): the server cannot
   *   tell it from such a retry;
   * - without expected_version, a retry whose record is gone (32 newer
   *   requests with ids) cannot be told from a new request and may act
   *   again. Pin requests with ids to a version to be safe for ever.
   *
   * @generated from field: string request_id = 4;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.ApplyActionRequest.
 * Use `create(ApplyActionRequestSchema)` to create a new message.
 */
export const ApplyActionRequestSchema: GenMessage<ApplyActionRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 21);

/**
 * The state after the step, and what it did.
 *
 * @generated from message hanniball.v1.ApplyActionResponse
 */
export type ApplyActionResponse = Message<"hanniball.v1.ApplyActionResponse"> & {
  /**
   * The game after the step.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * What the step did.
   *
   * @generated from field: hanniball.v1.StepResult result = 2;
   */
  result?: StepResult | undefined;
};

/**
 * Describes the message hanniball.v1.ApplyActionResponse.
 * Use `create(ApplyActionResponseSchema)` to create a new message.
 */
export const ApplyActionResponseSchema: GenMessage<ApplyActionResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 22);

/**
 * Takes back the last step of the turn in progress.
 *
 * @generated from message hanniball.v1.UndoStepRequest
 */
export type UndoStepRequest = Message<"hanniball.v1.UndoStepRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: optional uint64 expected_version = 2;
   */
  expectedVersion?: bigint | undefined;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: string request_id = 3;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.UndoStepRequest.
 * Use `create(UndoStepRequestSchema)` to create a new message.
 */
export const UndoStepRequestSchema: GenMessage<UndoStepRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 23);

/**
 * The state after the undo.
 *
 * @generated from message hanniball.v1.UndoStepResponse
 */
export type UndoStepResponse = Message<"hanniball.v1.UndoStepResponse"> & {
  /**
   * The game after the undo.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The step that was taken back.
   *
   * @generated from field: hanniball.v1.Step undone = 2;
   */
  undone?: Step | undefined;
};

/**
 * Describes the message hanniball.v1.UndoStepResponse.
 * Use `create(UndoStepResponseSchema)` to create a new message.
 */
export const UndoStepResponseSchema: GenMessage<UndoStepResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 24);

/**
 * Resigns the game.
 *
 * @generated from message hanniball.v1.ResignRequest
 */
export type ResignRequest = Message<"hanniball.v1.ResignRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: optional uint64 expected_version = 2;
   */
  expectedVersion?: bigint | undefined;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: string request_id = 3;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.ResignRequest.
 * Use `create(ResignRequestSchema)` to create a new message.
 */
export const ResignRequestSchema: GenMessage<ResignRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 25);

/**
 * The finished game.
 *
 * @generated from message hanniball.v1.ResignResponse
 */
export type ResignResponse = Message<"hanniball.v1.ResignResponse"> & {
  /**
   * The game after the resignation.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hanniball.v1.ResignResponse.
 * Use `create(ResignResponseSchema)` to create a new message.
 */
export const ResignResponseSchema: GenMessage<ResignResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 26);

/**
 * Asks for red-card situations.
 *
 * @generated from message hanniball.v1.CheckRedCardRequest
 */
export type CheckRedCardRequest = Message<"hanniball.v1.CheckRedCardRequest"> & {
  /**
   * What to check.
   *
   * @generated from oneof hanniball.v1.CheckRedCardRequest.subject
   */
  subject: {
    /**
     * A stored game: both sides are checked on the current board, with the
     * steps already taken in the turn in progress.
     *
     * @generated from field: string game_id = 1;
     */
    value: string;
    case: "gameId";
  } | {
    /**
     * A bare position (HPN, the start of a turn).
     *
     * @generated from field: string position = 2;
     */
    value: string;
    case: "position";
  } | { case: undefined; value?: undefined };
};

/**
 * Describes the message hanniball.v1.CheckRedCardRequest.
 * Use `create(CheckRedCardRequestSchema)` to create a new message.
 */
export const CheckRedCardRequestSchema: GenMessage<CheckRedCardRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 27);

/**
 * A connected group of squares.
 *
 * @generated from message hanniball.v1.SquareGroup
 */
export type SquareGroup = Message<"hanniball.v1.SquareGroup"> & {
  /**
   * The squares, in board order: by rank from 1 up to 15, and within a rank by
   * file from a to i (so d1, e1, f1, a2, …, i14, d15, e15, f15).
   *
   * @generated from field: repeated string squares = 1;
   */
  squares: string[];
};

/**
 * Describes the message hanniball.v1.SquareGroup.
 * Use `create(SquareGroupSchema)` to create a new message.
 */
export const SquareGroupSchema: GenMessage<SquareGroup> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 28);

/**
 * The red-card situation of one side, as the offender.
 *
 * @generated from message hanniball.v1.RedCardReport
 */
export type RedCardReport = Message<"hanniball.v1.RedCardReport"> & {
  /**
   * The side checked.
   *
   * @generated from field: hanniball.v1.Side side = 1;
   */
  side: Side;

  /**
   * Some orthogonally connected group of the side's squares (with the loose
   * ball) has more than 3 squares.
   *
   * @generated from field: bool clustering = 2;
   */
  clustering: boolean;

  /**
   * The offending groups: each orthogonally connected group of more than 3
   * squares, ordered by their first square in board order (see SquareGroup).
   *
   * @generated from field: repeated hanniball.v1.SquareGroup groups = 3;
   */
  groups: SquareGroup[];

  /**
   * The opponent holds no ball and cannot reach it (obstruction).
   *
   * @generated from field: bool obstruction = 4;
   */
  obstruction: boolean;

  /**
   * clustering or obstruction.
   *
   * @generated from field: bool red_card = 5;
   */
  redCard: boolean;
};

/**
 * Describes the message hanniball.v1.RedCardReport.
 * Use `create(RedCardReportSchema)` to create a new message.
 */
export const RedCardReportSchema: GenMessage<RedCardReport> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 29);

/**
 * Red-card situations.
 *
 * The two reports describe the board now (for a stored game: the current
 * position, after the steps taken so far in the turn in progress). The
 * penalty entitlement does not: the rules fix it at the start of each turn,
 * from the board as it was then, and it lasts the whole turn. So during a
 * turn a report may show no offence while `penalty_available` is still true
 * (the offence was broken up by a step of this turn, the right to remove
 * stays), or show an offence while it is false (the offence arose during the
 * turn, and entitles the opponent only from the start of its own turn if it
 * still stands then).
 *
 * @generated from message hanniball.v1.CheckRedCardResponse
 */
export type CheckRedCardResponse = Message<"hanniball.v1.CheckRedCardResponse"> & {
  /**
   * The game, when asked by game id.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * White as the offender, on the current board.
   *
   * @generated from field: hanniball.v1.RedCardReport white = 2;
   */
  white?: RedCardReport | undefined;

  /**
   * Black as the offender, on the current board.
   *
   * @generated from field: hanniball.v1.RedCardReport black = 3;
   */
  black?: RedCardReport | undefined;

  /**
   * The side to move.
   *
   * @generated from field: hanniball.v1.Side side_to_move = 4;
   */
  sideToMove: Side;

  /**
   * The side to move may still remove an enemy piece this turn: it was
   * entitled at the start of the turn (the opponent's red card then) and has
   * not used it yet. For a bare position: the entitlement a turn starting at
   * that position would have.
   *
   * @generated from field: bool penalty_available = 5;
   */
  penaltyAvailable: boolean;
};

/**
 * Describes the message hanniball.v1.CheckRedCardResponse.
 * Use `create(CheckRedCardResponseSchema)` to create a new message.
 */
export const CheckRedCardResponseSchema: GenMessage<CheckRedCardResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 30);

/**
 * Asks for a game's history.
 *
 * @generated from message hanniball.v1.GetHistoryRequest
 */
export type GetHistoryRequest = Message<"hanniball.v1.GetHistoryRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;
};

/**
 * Describes the message hanniball.v1.GetHistoryRequest.
 * Use `create(GetHistoryRequestSchema)` to create a new message.
 */
export const GetHistoryRequestSchema: GenMessage<GetHistoryRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 31);

/**
 * The steps of one turn.
 *
 * @generated from message hanniball.v1.Turn
 */
export type Turn = Message<"hanniball.v1.Turn"> & {
  /**
   * The turn number.
   *
   * @generated from field: uint32 number = 1;
   */
  number: number;

  /**
   * The side that moved (or is moving) in this turn.
   *
   * @generated from field: hanniball.v1.Side side = 2;
   */
  side: Side;

  /**
   * The steps, in order, with their flags.
   *
   * @generated from field: repeated hanniball.v1.Step steps = 3;
   */
  steps: Step[];
};

/**
 * Describes the message hanniball.v1.Turn.
 * Use `create(TurnSchema)` to create a new message.
 */
export const TurnSchema: GenMessage<Turn> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 32);

/**
 * A game's history.
 *
 * @generated from message hanniball.v1.GetHistoryResponse
 */
export type GetHistoryResponse = Message<"hanniball.v1.GetHistoryResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The game record in the engine's record format (replayable): tags, among
   * them [Result] and, once the game ended, [Termination] (rules,
   * resignation, time, agreement or abandonment), then one line per turn
   * (docs/hanniball-rules.md).
   *
   * @generated from field: string record = 2;
   */
  record: string;

  /**
   * The starting position as HPN.
   *
   * @generated from field: string start_position = 3;
   */
  startPosition: string;

  /**
   * Every turn, completed ones and the one in progress (possibly empty,
   * last), exactly as in `record`. A game that ended has no turn after the
   * one that ended it, also when it ended because the next side had no legal
   * step.
   *
   * @generated from field: repeated hanniball.v1.Turn turns = 4;
   */
  turns: Turn[];
};

/**
 * Describes the message hanniball.v1.GetHistoryResponse.
 * Use `create(GetHistoryResponseSchema)` to create a new message.
 */
export const GetHistoryResponseSchema: GenMessage<GetHistoryResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 33);

/**
 * Asks to follow a game.
 *
 * @generated from message hanniball.v1.WatchGameRequest
 */
export type WatchGameRequest = Message<"hanniball.v1.WatchGameRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * The version the watcher already has, e.g. the last version received
   * before a disconnect. If set, the stream starts with every change after
   * this version, in order (nothing, if there is none yet) — or with a
   * snapshot when those changes are no longer kept (the store keeps the last
   * 64 to 127 changes of a game, see docs/streaming.md). If unset, the stream
   * starts with a snapshot. A version beyond the game's fails with
   * OUT_OF_RANGE.
   *
   * @generated from field: optional uint64 from_version = 2;
   */
  fromVersion?: bigint | undefined;

  /**
   * Also receive Audience messages: how many spectators watch the game and
   * the players' quick chat (lobby.v1 SendChat). The first comes once the
   * count is known (within about a second), then one whenever either changes.
   * With it, the stream goes on for up to 60 s after the message showing the
   * game over (for the chat after the game; Audience messages only), then
   * ends with OK.
   *
   * @generated from field: bool audience = 3;
   */
  audience: boolean;

  /**
   * Also receive the legal steps of the side to move (WatchGameResponse.
   * legal_actions) with each snapshot and event, when the call's credentials
   * (a seat token, or the player session of a seat's player) hold the seat to
   * move: a player's client then needs no LegalActions call after a change.
   * Spectators, and a seat whose opponent is to move, receive none.
   *
   * @generated from field: bool legal_actions = 4;
   */
  legalActions: boolean;
};

/**
 * Describes the message hanniball.v1.WatchGameRequest.
 * Use `create(WatchGameRequestSchema)` to create a new message.
 */
export const WatchGameRequestSchema: GenMessage<WatchGameRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 34);

/**
 * One message of a WatchGame stream.
 *
 * @generated from message hanniball.v1.WatchGameResponse
 */
export type WatchGameResponse = Message<"hanniball.v1.WatchGameResponse"> & {
  /**
   * A snapshot or an event.
   *
   * @generated from oneof hanniball.v1.WatchGameResponse.update
   */
  update: {
    /**
     * The whole state of the game at `snapshot.version`: the first message
     * (unless resuming), and again whenever events were skipped. The next
     * event has version `snapshot.version + 1`.
     *
     * @generated from field: hanniball.v1.Game snapshot = 1;
     */
    value: Game;
    case: "snapshot";
  } | {
    /**
     * One accepted change.
     *
     * @generated from field: hanniball.v1.GameEvent event = 2;
     */
    value: GameEvent;
    case: "event";
  } | {
    /**
     * How many watch the game, and the quick chat sent since the previous
     * Audience message (only with WatchGameRequest.audience). Not a change of
     * the game: it has no version, and the next event's version still follows
     * the previous snapshot or event.
     *
     * @generated from field: audience.v1.Audience audience = 3;
     */
    value: Audience;
    case: "audience";
  } | { case: undefined; value?: undefined };

  /**
   * With WatchGameRequest.legal_actions, on a snapshot or event after which
   * the watcher's seat is to move: every legal step of that seat, as
   * LegalActionsResponse.actions lists them for this version. Empty otherwise
   * (another side to move, the game over, an Audience message).
   *
   * @generated from field: repeated hanniball.v1.Step legal_actions = 4;
   */
  legalActions: Step[];
};

/**
 * Describes the message hanniball.v1.WatchGameResponse.
 * Use `create(WatchGameResponseSchema)` to create a new message.
 */
export const WatchGameResponseSchema: GenMessage<WatchGameResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 35);

/**
 * One accepted change of a game, as the call that made it reported it.
 *
 * @generated from message hanniball.v1.GameEvent
 */
export type GameEvent = Message<"hanniball.v1.GameEvent"> & {
  /**
   * The game's version after the change: one more than the version of the
   * message before it in the stream (or than from_version).
   *
   * @generated from field: uint64 version = 1;
   */
  version: bigint;

  /**
   * What was done: the step in HSN (e.g. "e8>f10"), or "undo", or "resign".
   *
   * @generated from field: string action = 2;
   */
  action: string;

  /**
   * What happened.
   *
   * @generated from oneof hanniball.v1.GameEvent.change
   */
  change: {
    /**
     * A step was played; what it did, as ApplyActionResponse.result.
     *
     * @generated from field: hanniball.v1.StepResult step = 3;
     */
    value: StepResult;
    case: "step";
  } | {
    /**
     * The last step of the turn in progress was taken back; the step, as
     * UndoStepResponse.undone.
     *
     * @generated from field: hanniball.v1.Step undone = 4;
     */
    value: Step;
    case: "undone";
  } | {
    /**
     * A side resigned and the other side won.
     *
     * @generated from field: hanniball.v1.Resignation resignation = 5;
     */
    value: Resignation;
    case: "resignation";
  } | {
    /**
     * Real play (numbers 20-39, the same in every game); action "join".
     * The seat of `side` was taken with its invitation.
     *
     * @generated from field: hanniball.v1.SeatEvent seat_taken = 20;
     */
    value: SeatEvent;
    case: "seatTaken";
  } | {
    /**
     * The invitation of `side`'s seat was revoked; action "revoke".
     *
     * @generated from field: hanniball.v1.SeatEvent invitation_revoked = 21;
     */
    value: SeatEvent;
    case: "invitationRevoked";
  } | {
    /**
     * `side` offers a draw; action "offer-draw".
     *
     * @generated from field: hanniball.v1.SeatEvent draw_offered = 22;
     */
    value: SeatEvent;
    case: "drawOffered";
  } | {
    /**
     * `side` declined the draw offer; action "decline-draw". (An action of
     * the opponent also declines it: that event's game shows no offer.)
     *
     * @generated from field: hanniball.v1.SeatEvent draw_declined = 23;
     */
    value: SeatEvent;
    case: "drawDeclined";
  } | {
    /**
     * `side` accepted the draw offer: the game is drawn; action "accept-draw".
     *
     * @generated from field: hanniball.v1.SeatEvent draw_agreed = 24;
     */
    value: SeatEvent;
    case: "drawAgreed";
  } | {
    /**
     * `side`'s time ran out: it lost on time; action "timeout".
     *
     * @generated from field: hanniball.v1.SeatEvent flag_fall = 25;
     */
    value: SeatEvent;
    case: "flagFall";
  } | {
    /**
     * The game was aborted; action "abort". `side`: the side that aborted it
     * (Abort); unset when nobody made the first action in time.
     *
     * @generated from field: hanniball.v1.SeatEvent aborted = 26;
     */
    value: SeatEvent;
    case: "aborted";
  } | {
    /**
     * `side`'s player is gone: the opponent may claim the game from
     * `game.claim_from_ms`; action "gone".
     *
     * @generated from field: hanniball.v1.SeatEvent opponent_gone = 27;
     */
    value: SeatEvent;
    case: "opponentGone";
  } | {
    /**
     * `side`'s player came back before a claim; action "back".
     *
     * @generated from field: hanniball.v1.SeatEvent opponent_back = 28;
     */
    value: SeatEvent;
    case: "opponentBack";
  } | {
    /**
     * `side` claimed the victory after the opponent left; action "claim".
     *
     * @generated from field: hanniball.v1.SeatEvent victory_claimed = 29;
     */
    value: SeatEvent;
    case: "victoryClaimed";
  } | {
    /**
     * `side` called the game a draw after the opponent left; action
     * "claim-draw".
     *
     * @generated from field: hanniball.v1.SeatEvent draw_claimed = 30;
     */
    value: SeatEvent;
    case: "drawClaimed";
  } | {
    /**
     * `side` proposes to take back its last turn; action "propose-takeback".
     *
     * @generated from field: hanniball.v1.SeatEvent takeback_proposed = 31;
     */
    value: SeatEvent;
    case: "takebackProposed";
  } | {
    /**
     * `side` declined the takeback proposal; action "decline-takeback". (An
     * action also clears it: that event's game shows no proposal.)
     *
     * @generated from field: hanniball.v1.SeatEvent takeback_declined = 32;
     */
    value: SeatEvent;
    case: "takebackDeclined";
  } | {
    /**
     * `side` accepted the takeback proposal (the service's computer accepts
     * at once): the game went back to the start of the proposer's last
     * turn, and `game` shows it with the shorter move list; action
     * "accept-takeback".
     *
     * @generated from field: hanniball.v1.SeatEvent takeback_accepted = 33;
     */
    value: SeatEvent;
    case: "takebackAccepted";
  } | {
    /**
     * `side` berserked (an arena's game: tournament.v1 Berserk): its clock was cut
     * to half its base time and its moves gain no increment; action "berserk".
     *
     * @generated from field: hanniball.v1.SeatEvent berserk = 34;
     */
    value: SeatEvent;
    case: "berserk";
  } | { case: undefined; value?: undefined };

  /**
   * The game after the change (the same snapshot the acting call returned).
   * When the change ended the game, its status and end reason say how, and
   * this is the last message of the stream.
   *
   * @generated from field: hanniball.v1.Game game = 6;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hanniball.v1.GameEvent.
 * Use `create(GameEventSchema)` to create a new message.
 */
export const GameEventSchema: GenMessage<GameEvent> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 36);

/**
 * A real-play change concerning one side.
 *
 * @generated from message hanniball.v1.SeatEvent
 */
export type SeatEvent = Message<"hanniball.v1.SeatEvent"> & {
  /**
   * The side.
   *
   * @generated from field: hanniball.v1.Side side = 1;
   */
  side: Side;
};

/**
 * Describes the message hanniball.v1.SeatEvent.
 * Use `create(SeatEventSchema)` to create a new message.
 */
export const SeatEventSchema: GenMessage<SeatEvent> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 37);

/**
 * Takes an invitation's seat (the code is sent as the authorization).
 *
 * @generated from message hanniball.v1.JoinGameRequest
 */
export type JoinGameRequest = Message<"hanniball.v1.JoinGameRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: optional uint64 expected_version = 2;
   */
  expectedVersion?: bigint | undefined;

  /**
   * As in ApplyActionRequest. Use a random id: the token of a join with a
   * request id is derived from the code and the id (so that a retry gets the
   * same token without the token being stored).
   *
   * @generated from field: string request_id = 3;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.JoinGameRequest.
 * Use `create(JoinGameRequestSchema)` to create a new message.
 */
export const JoinGameRequestSchema: GenMessage<JoinGameRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 38);

/**
 * The seat taken.
 *
 * @generated from message hanniball.v1.JoinGameResponse
 */
export type JoinGameResponse = Message<"hanniball.v1.JoinGameResponse"> & {
  /**
   * The game after the join.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The seat taken.
   *
   * @generated from field: hanniball.v1.Side side = 2;
   */
  side: Side;

  /**
   * The seat's secret token, as NewGameResponse.white_token.
   *
   * @generated from field: string token = 3;
   */
  token: string;
};

/**
 * Describes the message hanniball.v1.JoinGameResponse.
 * Use `create(JoinGameResponseSchema)` to create a new message.
 */
export const JoinGameResponseSchema: GenMessage<JoinGameResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 39);

/**
 * Revokes an unused invitation.
 *
 * @generated from message hanniball.v1.RevokeInvitationRequest
 */
export type RevokeInvitationRequest = Message<"hanniball.v1.RevokeInvitationRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * The seat whose invitation is revoked.
   *
   * @generated from field: hanniball.v1.Side side = 2;
   */
  side: Side;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: optional uint64 expected_version = 3;
   */
  expectedVersion?: bigint | undefined;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: string request_id = 4;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.RevokeInvitationRequest.
 * Use `create(RevokeInvitationRequestSchema)` to create a new message.
 */
export const RevokeInvitationRequestSchema: GenMessage<RevokeInvitationRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 40);

/**
 * The game after the revocation.
 *
 * @generated from message hanniball.v1.RevokeInvitationResponse
 */
export type RevokeInvitationResponse = Message<"hanniball.v1.RevokeInvitationResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hanniball.v1.RevokeInvitationResponse.
 * Use `create(RevokeInvitationResponseSchema)` to create a new message.
 */
export const RevokeInvitationResponseSchema: GenMessage<RevokeInvitationResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 41);

/**
 * Offers a draw.
 *
 * @generated from message hanniball.v1.OfferDrawRequest
 */
export type OfferDrawRequest = Message<"hanniball.v1.OfferDrawRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: optional uint64 expected_version = 2;
   */
  expectedVersion?: bigint | undefined;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: string request_id = 3;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.OfferDrawRequest.
 * Use `create(OfferDrawRequestSchema)` to create a new message.
 */
export const OfferDrawRequestSchema: GenMessage<OfferDrawRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 42);

/**
 * The game with the offer pending.
 *
 * @generated from message hanniball.v1.OfferDrawResponse
 */
export type OfferDrawResponse = Message<"hanniball.v1.OfferDrawResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hanniball.v1.OfferDrawResponse.
 * Use `create(OfferDrawResponseSchema)` to create a new message.
 */
export const OfferDrawResponseSchema: GenMessage<OfferDrawResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 43);

/**
 * Answers the opponent's draw offer.
 *
 * @generated from message hanniball.v1.AnswerDrawRequest
 */
export type AnswerDrawRequest = Message<"hanniball.v1.AnswerDrawRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * true: accept (the game is drawn); false: decline.
   *
   * @generated from field: bool accept = 2;
   */
  accept: boolean;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: optional uint64 expected_version = 3;
   */
  expectedVersion?: bigint | undefined;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: string request_id = 4;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.AnswerDrawRequest.
 * Use `create(AnswerDrawRequestSchema)` to create a new message.
 */
export const AnswerDrawRequestSchema: GenMessage<AnswerDrawRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 44);

/**
 * The game after the answer.
 *
 * @generated from message hanniball.v1.AnswerDrawResponse
 */
export type AnswerDrawResponse = Message<"hanniball.v1.AnswerDrawResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hanniball.v1.AnswerDrawResponse.
 * Use `create(AnswerDrawResponseSchema)` to create a new message.
 */
export const AnswerDrawResponseSchema: GenMessage<AnswerDrawResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 45);

/**
 * Aborts a game.
 *
 * @generated from message hanniball.v1.AbortRequest
 */
export type AbortRequest = Message<"hanniball.v1.AbortRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: optional uint64 expected_version = 2;
   */
  expectedVersion?: bigint | undefined;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: string request_id = 3;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.AbortRequest.
 * Use `create(AbortRequestSchema)` to create a new message.
 */
export const AbortRequestSchema: GenMessage<AbortRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 46);

/**
 * The aborted game.
 *
 * @generated from message hanniball.v1.AbortResponse
 */
export type AbortResponse = Message<"hanniball.v1.AbortResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hanniball.v1.AbortResponse.
 * Use `create(AbortResponseSchema)` to create a new message.
 */
export const AbortResponseSchema: GenMessage<AbortResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 47);

/**
 * Claims a game after the opponent left.
 *
 * @generated from message hanniball.v1.ClaimVictoryRequest
 */
export type ClaimVictoryRequest = Message<"hanniball.v1.ClaimVictoryRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * true: call it a draw; false: claim the victory.
   *
   * @generated from field: bool draw = 2;
   */
  draw: boolean;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: optional uint64 expected_version = 3;
   */
  expectedVersion?: bigint | undefined;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: string request_id = 4;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.ClaimVictoryRequest.
 * Use `create(ClaimVictoryRequestSchema)` to create a new message.
 */
export const ClaimVictoryRequestSchema: GenMessage<ClaimVictoryRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 48);

/**
 * The claimed game.
 *
 * @generated from message hanniball.v1.ClaimVictoryResponse
 */
export type ClaimVictoryResponse = Message<"hanniball.v1.ClaimVictoryResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hanniball.v1.ClaimVictoryResponse.
 * Use `create(ClaimVictoryResponseSchema)` to create a new message.
 */
export const ClaimVictoryResponseSchema: GenMessage<ClaimVictoryResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 49);

/**
 * Proposes a takeback of the caller's last turn.
 *
 * @generated from message hanniball.v1.ProposeTakebackRequest
 */
export type ProposeTakebackRequest = Message<"hanniball.v1.ProposeTakebackRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: optional uint64 expected_version = 2;
   */
  expectedVersion?: bigint | undefined;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: string request_id = 3;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.ProposeTakebackRequest.
 * Use `create(ProposeTakebackRequestSchema)` to create a new message.
 */
export const ProposeTakebackRequestSchema: GenMessage<ProposeTakebackRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 50);

/**
 * The game with the proposal pending (or, against the service's computer,
 * taken back).
 *
 * @generated from message hanniball.v1.ProposeTakebackResponse
 */
export type ProposeTakebackResponse = Message<"hanniball.v1.ProposeTakebackResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hanniball.v1.ProposeTakebackResponse.
 * Use `create(ProposeTakebackResponseSchema)` to create a new message.
 */
export const ProposeTakebackResponseSchema: GenMessage<ProposeTakebackResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 51);

/**
 * Answers the opponent's takeback proposal.
 *
 * @generated from message hanniball.v1.AnswerTakebackRequest
 */
export type AnswerTakebackRequest = Message<"hanniball.v1.AnswerTakebackRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * true: accept (the turns are taken back); false: decline.
   *
   * @generated from field: bool accept = 2;
   */
  accept: boolean;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: optional uint64 expected_version = 3;
   */
  expectedVersion?: bigint | undefined;

  /**
   * As in ApplyActionRequest.
   *
   * @generated from field: string request_id = 4;
   */
  requestId: string;
};

/**
 * Describes the message hanniball.v1.AnswerTakebackRequest.
 * Use `create(AnswerTakebackRequestSchema)` to create a new message.
 */
export const AnswerTakebackRequestSchema: GenMessage<AnswerTakebackRequest> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 52);

/**
 * The game after the answer.
 *
 * @generated from message hanniball.v1.AnswerTakebackResponse
 */
export type AnswerTakebackResponse = Message<"hanniball.v1.AnswerTakebackResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hanniball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hanniball.v1.AnswerTakebackResponse.
 * Use `create(AnswerTakebackResponseSchema)` to create a new message.
 */
export const AnswerTakebackResponseSchema: GenMessage<AnswerTakebackResponse> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 53);

/**
 * A resignation.
 *
 * @generated from message hanniball.v1.Resignation
 */
export type Resignation = Message<"hanniball.v1.Resignation"> & {
  /**
   * The side that resigned.
   *
   * @generated from field: hanniball.v1.Side side = 1;
   */
  side: Side;
};

/**
 * Describes the message hanniball.v1.Resignation.
 * Use `create(ResignationSchema)` to create a new message.
 */
export const ResignationSchema: GenMessage<Resignation> = /*@__PURE__*/
  messageDesc(file_hanniball_v1_hanniball, 54);

/**
 * A side of the board. Seat 0 is White, seat 1 is Black.
 *
 * @generated from enum hanniball.v1.Side
 */
export enum Side {
  /**
   * Not set; in a field that may be empty (such as the ball holder) it means
   * "nobody".
   *
   * @generated from enum value: SIDE_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * White: upper-case pieces, moves first, defends the goal d1-f1.
   *
   * @generated from enum value: SIDE_WHITE = 1;
   */
  WHITE = 1,

  /**
   * Black: lower-case pieces, defends the goal d15-f15.
   *
   * @generated from enum value: SIDE_BLACK = 2;
   */
  BLACK = 2,
}

/**
 * Describes the enum hanniball.v1.Side.
 */
export const SideSchema: GenEnum<Side> = /*@__PURE__*/
  enumDesc(file_hanniball_v1_hanniball, 0);

/**
 * A kind of piece.
 *
 * @generated from enum hanniball.v1.PieceKind
 */
export enum PieceKind {
  /**
   * Not set.
   *
   * @generated from enum value: PIECE_KIND_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * The goalkeeper (M/m).
   *
   * @generated from enum value: PIECE_KIND_MONKEY = 1;
   */
  MONKEY = 1,

  /**
   * L/l.
   *
   * @generated from enum value: PIECE_KIND_LION = 2;
   */
  LION = 2,

  /**
   * E/e.
   *
   * @generated from enum value: PIECE_KIND_ELEPHANT = 3;
   */
  ELEPHANT = 3,

  /**
   * H/h.
   *
   * @generated from enum value: PIECE_KIND_HORSE = 4;
   */
  HORSE = 4,
}

/**
 * Describes the enum hanniball.v1.PieceKind.
 */
export const PieceKindSchema: GenEnum<PieceKind> = /*@__PURE__*/
  enumDesc(file_hanniball_v1_hanniball, 1);

/**
 * Whether a game goes on, and who won.
 *
 * @generated from enum hanniball.v1.GameStatus
 */
export enum GameStatus {
  /**
   * Not set.
   *
   * @generated from enum value: GAME_STATUS_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * The game goes on.
   *
   * @generated from enum value: GAME_STATUS_ONGOING = 1;
   */
  ONGOING = 1,

  /**
   * White won; see `end_reason`.
   *
   * @generated from enum value: GAME_STATUS_WHITE_WON = 2;
   */
  WHITE_WON = 2,

  /**
   * Black won; see `end_reason`.
   *
   * @generated from enum value: GAME_STATUS_BLACK_WON = 3;
   */
  BLACK_WON = 3,

  /**
   * Drawn; see `end_reason` (DRAW_AGREED).
   *
   * @generated from enum value: GAME_STATUS_DRAWN = 4;
   */
  DRAWN = 4,

  /**
   * Aborted without a result (END_REASON_ABANDONED or END_REASON_ABORTED).
   *
   * @generated from enum value: GAME_STATUS_ABORTED = 5;
   */
  ABORTED = 5,
}

/**
 * Describes the enum hanniball.v1.GameStatus.
 */
export const GameStatusSchema: GenEnum<GameStatus> = /*@__PURE__*/
  enumDesc(file_hanniball_v1_hanniball, 2);

/**
 * Why a game ended.
 *
 * @generated from enum hanniball.v1.EndReason
 */
export enum EndReason {
  /**
   * The game is not over.
   *
   * @generated from enum value: END_REASON_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * The winner put the ball in the loser's goal.
   *
   * @generated from enum value: END_REASON_GOAL = 1;
   */
  GOAL = 1,

  /**
   * The loser put the ball in his own goal.
   *
   * @generated from enum value: END_REASON_OWN_GOAL = 2;
   */
  OWN_GOAL = 2,

  /**
   * The loser had no legal step when it was his to make.
   *
   * @generated from enum value: END_REASON_NO_LEGAL_STEP = 3;
   */
  NO_LEGAL_STEP = 3,

  /**
   * The loser resigned.
   *
   * @generated from enum value: END_REASON_RESIGNATION = 4;
   */
  RESIGNATION = 4,

  /**
   * The two sides agreed a draw (OfferDraw, then AnswerDraw accepting).
   *
   * @generated from enum value: END_REASON_DRAW_AGREED = 5;
   */
  DRAW_AGREED = 5,

  /**
   * The loser's time ran out before its turn ended.
   *
   * @generated from enum value: END_REASON_TIMEOUT = 6;
   */
  TIMEOUT = 6,

  /**
   * Nobody made the first step within the abandonment time: aborted.
   *
   * @generated from enum value: END_REASON_ABANDONED = 7;
   */
  ABANDONED = 7,

  /**
   * A player aborted the game (Abort) before both sides had made their first
   * action: no result, no rating change.
   *
   * @generated from enum value: END_REASON_ABORTED = 8;
   */
  ABORTED = 8,

  /**
   * A player left the game (no open stream, no action for the grace time) and
   * the opponent claimed it (ClaimVictory): won, or drawn when the opponent
   * called it a draw.
   *
   * @generated from enum value: END_REASON_OPPONENT_LEFT = 9;
   */
  OPPONENT_LEFT = 9,

  /**
   * The game reached its move limit (NewGameRequest.move_limit, an event's
   * limit) and was drawn.
   *
   * @generated from enum value: END_REASON_MOVE_LIMIT = 10;
   */
  MOVE_LIMIT = 10,
}

/**
 * Describes the enum hanniball.v1.EndReason.
 */
export const EndReasonSchema: GenEnum<EndReason> = /*@__PURE__*/
  enumDesc(file_hanniball_v1_hanniball, 3);

/**
 * The kind of a step.
 *
 * @generated from enum hanniball.v1.StepKind
 */
export enum StepKind {
  /**
   * Not set.
   *
   * @generated from enum value: STEP_KIND_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * "b4-c6": a piece moves; a ball-holder leaves the ball behind. Also taking
   * a loose ball and capturing an enemy ball-holder.
   *
   * @generated from enum value: STEP_KIND_MOVE = 1;
   */
  MOVE = 1,

  /**
   * "e8=e9": the ball-holder moves carrying the ball.
   *
   * @generated from enum value: STEP_KIND_DRIBBLE = 2;
   */
  DRIBBLE = 2,

  /**
   * "e8>f10" or "c11>e13>e9": the ball-holder kicks the ball.
   *
   * @generated from enum value: STEP_KIND_KICK = 3;
   */
  KICK = 3,

  /**
   * "xc6": a penalty removal of an offending enemy piece.
   *
   * @generated from enum value: STEP_KIND_PENALTY_REMOVE = 4;
   */
  PENALTY_REMOVE = 4,

  /**
   * "end": the player ends his turn.
   *
   * @generated from enum value: STEP_KIND_END_TURN = 5;
   */
  END_TURN = 5,
}

/**
 * Describes the enum hanniball.v1.StepKind.
 */
export const StepKindSchema: GenEnum<StepKind> = /*@__PURE__*/
  enumDesc(file_hanniball_v1_hanniball, 4);

/**
 * What became of an invitation.
 *
 * @generated from enum hanniball.v1.InvitationStatus
 */
export enum InvitationStatus {
  /**
   * The seat had no invitation: its token was handed out by NewGame.
   *
   * @generated from enum value: INVITATION_STATUS_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * Not used yet: JoinGame with its code takes the seat.
   *
   * @generated from enum value: INVITATION_STATUS_OPEN = 1;
   */
  OPEN = 1,

  /**
   * Used: the seat is taken.
   *
   * @generated from enum value: INVITATION_STATUS_USED = 2;
   */
  USED = 2,

  /**
   * Revoked before it was used.
   *
   * @generated from enum value: INVITATION_STATUS_REVOKED = 3;
   */
  REVOKED = 3,
}

/**
 * Describes the enum hanniball.v1.InvitationStatus.
 */
export const InvitationStatusSchema: GenEnum<InvitationStatus> = /*@__PURE__*/
  enumDesc(file_hanniball_v1_hanniball, 5);

/**
 * What a step did to the ball.
 *
 * @generated from enum hanniball.v1.BallChange
 */
export enum BallChange {
  /**
   * Not set.
   *
   * @generated from enum value: BALL_CHANGE_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * Nothing: the ball stays where it is, held by the same piece or loose
   * (also after a kick that ricochets straight back onto the kicker).
   *
   * @generated from enum value: BALL_CHANGE_NONE = 1;
   */
  NONE = 1,

  /**
   * The ball-holder moved carrying it (a dribble, "e8=e9").
   *
   * @generated from enum value: BALL_CHANGE_CARRIED = 2;
   */
  CARRIED = 2,

  /**
   * The ball is loose now where it was: its holder moved away without it, or
   * was removed by a penalty.
   *
   * @generated from enum value: BALL_CHANGE_LEFT = 3;
   */
  LEFT = 3,

  /**
   * A piece of the mover took the loose ball by stepping onto its square.
   *
   * @generated from enum value: BALL_CHANGE_PICKED_UP = 4;
   */
  PICKED_UP = 4,

  /**
   * A piece of the mover captured the enemy ball-holder and holds the ball.
   *
   * @generated from enum value: BALL_CHANGE_CAPTURED = 5;
   */
  CAPTURED = 5,

  /**
   * A kick (with or without ricochet) reached a team-mate of the kicker, who
   * holds the ball now (a ricochet back onto the kicker itself is NONE).
   *
   * @generated from enum value: BALL_CHANGE_PASSED = 6;
   */
  PASSED = 6,

  /**
   * A kick left the ball loose on an empty square.
   *
   * @generated from enum value: BALL_CHANGE_KICKED_LOOSE = 7;
   */
  KICKED_LOOSE = 7,

  /**
   * A kick reached an enemy piece, which holds the ball now.
   *
   * @generated from enum value: BALL_CHANGE_KICKED_TO_OPPONENT = 8;
   */
  KICKED_TO_OPPONENT = 8,
}

/**
 * Describes the enum hanniball.v1.BallChange.
 */
export const BallChangeSchema: GenEnum<BallChange> = /*@__PURE__*/
  enumDesc(file_hanniball_v1_hanniball, 6);

/**
 * The Hanniball game-state service.
 *
 * @generated from service hanniball.v1.HanniballService
 */
export const HanniballService: GenService<{
  /**
   * Does nothing and answers at once; a baseline for measuring the transport.
   *
   * @generated from rpc hanniball.v1.HanniballService.Ping
   */
  ping: {
    methodKind: "unary";
    input: typeof PingRequestSchema;
    output: typeof PingResponseSchema;
  },
  /**
   * Starts a game, optionally from a given position, and hands out the seat
   * tokens.
   *
   * @generated from rpc hanniball.v1.HanniballService.NewGame
   */
  newGame: {
    methodKind: "unary";
    input: typeof NewGameRequestSchema;
    output: typeof NewGameResponseSchema;
  },
  /**
   * Returns the current state of a game.
   *
   * @generated from rpc hanniball.v1.HanniballService.GetGame
   */
  getGame: {
    methodKind: "unary";
    input: typeof GetGameRequestSchema;
    output: typeof GetGameResponseSchema;
  },
  /**
   * Lists every legal step of a game, or of a bare position (stateless
   * analysis: nothing is stored).
   *
   * @generated from rpc hanniball.v1.HanniballService.LegalActions
   */
  legalActions: {
    methodKind: "unary";
    input: typeof LegalActionsRequestSchema;
    output: typeof LegalActionsResponseSchema;
  },
  /**
   * Plays one step for the side to move. Needs that side's seat token.
   *
   * @generated from rpc hanniball.v1.HanniballService.ApplyAction
   */
  applyAction: {
    methodKind: "unary";
    input: typeof ApplyActionRequestSchema;
    output: typeof ApplyActionResponseSchema;
  },
  /**
   * Takes back the last step of the turn in progress. Needs the seat token of
   * the side to move; never crosses a turn boundary.
   *
   * @generated from rpc hanniball.v1.HanniballService.UndoStep
   */
  undoStep: {
    methodKind: "unary";
    input: typeof UndoStepRequestSchema;
    output: typeof UndoStepResponseSchema;
  },
  /**
   * Resigns the game for the seat whose token is sent; allowed at any time
   * while the game is ongoing, whoever is to move. The opponent wins.
   *
   * @generated from rpc hanniball.v1.HanniballService.Resign
   */
  resign: {
    methodKind: "unary";
    input: typeof ResignRequestSchema;
    output: typeof ResignResponseSchema;
  },
  /**
   * Reports red-card situations (clustering, obstruction) of a game or a bare
   * position.
   *
   * @generated from rpc hanniball.v1.HanniballService.CheckRedCard
   */
  checkRedCard: {
    methodKind: "unary";
    input: typeof CheckRedCardRequestSchema;
    output: typeof CheckRedCardResponseSchema;
  },
  /**
   * Returns the game record and the steps of every turn.
   *
   * @generated from rpc hanniball.v1.HanniballService.GetHistory
   */
  getHistory: {
    methodKind: "unary";
    input: typeof GetHistoryRequestSchema;
    output: typeof GetHistoryResponseSchema;
  },
  /**
   * Follows a game live, as a spectator (no token needed): first the game's
   * state, then one event per accepted change (a step, an undo, a
   * resignation), whichever replica accepted it.
   *
   * Guarantee: the versions of the events are consecutive and follow the
   * version of the snapshot or of from_version — in order, without gaps or
   * duplicates. Whenever that cannot be kept (the watcher fell too far behind,
   * or the changes it missed are no longer kept), the server sends a fresh
   * snapshot instead and continues from its version.
   *
   * The stream ends with OK after the message that shows the game over. It
   * ends with NOT_FOUND / GAME_NOT_FOUND when the game is unknown or expires,
   * and with UNAVAILABLE when the replica stops or the store stays unreachable:
   * reconnect (to any replica) with from_version set to the last version
   * received, and nothing is lost.
   *
   * @generated from rpc hanniball.v1.HanniballService.WatchGame
   */
  watchGame: {
    methodKind: "server_streaming";
    input: typeof WatchGameRequestSchema;
    output: typeof WatchGameResponseSchema;
  },
  /**
   * Real play (the same RPCs, messages and field numbers in every game's
   * package; see docs/real-play.md).
   *
   * Takes the seat of an invitation: send the invitation code as
   * `authorization: Bearer <code>`. Answers the seat's token, exactly once:
   * a second join with the same code is refused (FAILED_PRECONDITION /
   * INVITATION_USED), atomically across replicas. A retry with the same
   * request_id (and the same code) is answered with the same token.
   *
   * @generated from rpc hanniball.v1.HanniballService.JoinGame
   */
  joinGame: {
    methodKind: "unary";
    input: typeof JoinGameRequestSchema;
    output: typeof JoinGameResponseSchema;
  },
  /**
   * Revokes the unused invitation of a seat, for a seated player or the
   * director (the creator's token when NewGame kept every seat open). The
   * seat stays open for good: the game cannot start and is aborted once the
   * abandonment time passes.
   *
   * @generated from rpc hanniball.v1.HanniballService.RevokeInvitation
   */
  revokeInvitation: {
    methodKind: "unary";
    input: typeof RevokeInvitationRequestSchema;
    output: typeof RevokeInvitationResponseSchema;
  },
  /**
   * Offers a draw, for either side at any time while the game goes on and
   * every seat is taken; at most one offer is pending
   * (DRAW_ALREADY_OFFERED). The opponent answers it with AnswerDraw; an
   * action (a step or an undo) of the opponent declines it.
   *
   * @generated from rpc hanniball.v1.HanniballService.OfferDraw
   */
  offerDraw: {
    methodKind: "unary";
    input: typeof OfferDrawRequestSchema;
    output: typeof OfferDrawResponseSchema;
  },
  /**
   * Accepts (the game is drawn: status DRAWN, reason DRAW_AGREED) or
   * declines the opponent's pending draw offer (NO_DRAW_OFFER if there is
   * none).
   *
   * @generated from rpc hanniball.v1.HanniballService.AnswerDraw
   */
  answerDraw: {
    methodKind: "unary";
    input: typeof AnswerDrawRequestSchema;
    output: typeof AnswerDrawResponseSchema;
  },
  /**
   * Aborts the game, for either side while the game goes on and not every
   * side has made its first action (NOT_ABORTABLE once they have): the game
   * ends ABORTED with reason ABORTED, without a result; a rated game changes
   * no rating. The service aborts a game itself (reason ABANDONED) when the
   * side to move does not make its first action in time (`deadline_ms`).
   *
   * @generated from rpc hanniball.v1.HanniballService.Abort
   */
  abort: {
    methodKind: "unary";
    input: typeof AbortRequestSchema;
    output: typeof AbortResponseSchema;
  },
  /**
   * Claims the game after the opponent left: allowed once `opponent_gone`
   * names the opponent's side and `claim_from_ms` has passed (NO_CLAIM
   * otherwise). `draw = false` wins (reason OPPONENT_LEFT; a rated game is
   * rated as a win), `draw = true` calls it a draw.
   *
   * @generated from rpc hanniball.v1.HanniballService.ClaimVictory
   */
  claimVictory: {
    methodKind: "unary";
    input: typeof ClaimVictoryRequestSchema;
    output: typeof ClaimVictoryResponseSchema;
  },
  /**
   * Proposes to take back the caller's last turn (see docs/real-play.md,
   * "Takebacks"): allowed in casual games, refused in rated ones
   * (TAKEBACKS_NOT_ALLOWED), while the game goes on and every seat is taken.
   * At most one proposal is pending (TAKEBACK_ALREADY_PROPOSED); the caller
   * needs a turn of its own to take back (NOTHING_TO_TAKE_BACK). Against the
   * service's computer the takeback is made at once (the computer accepts).
   * Any action clears a pending proposal.
   *
   * @generated from rpc hanniball.v1.HanniballService.ProposeTakeback
   */
  proposeTakeback: {
    methodKind: "unary";
    input: typeof ProposeTakebackRequestSchema;
    output: typeof ProposeTakebackResponseSchema;
  },
  /**
   * Accepts or declines the opponent's pending takeback proposal
   * (NO_TAKEBACK if there is none). Accepting takes the game back to the start
   * of the proposer's last completed turn, who is then to move again: the
   * opponent's turn since (if any) is taken back as well. The clocks keep the
   * time used; the side to move's clock runs from the takeback.
   *
   * @generated from rpc hanniball.v1.HanniballService.AnswerTakeback
   */
  answerTakeback: {
    methodKind: "unary";
    input: typeof AnswerTakebackRequestSchema;
    output: typeof AnswerTakebackResponseSchema;
  },
}> = /*@__PURE__*/
  serviceDesc(file_hanniball_v1_hanniball, 0);

