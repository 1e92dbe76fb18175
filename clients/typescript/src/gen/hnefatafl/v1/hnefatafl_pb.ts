// The Copenhagen Hnefatafl game-state service.
//
// The same authoritative service as every other game on this server (see
// docs/api-shape.md): stateless replicas share the games kept in the store
// (Redis, or memory for a single process), and every game's service has the
// same operations, request fields, errors and watch guarantees. The rules, with
// every ruling, are in docs/hnefatafl-rules.md.
//
// Text forms used throughout:
// - positions are TPN strings: the 11 ranks from rank 11 down to rank 1
//   separated by '/', each from file a to file k, with 't' an attacker, 'T' a
//   defender, 'K' the King and a number 1-11 for a run of empty squares; then a
//   space and the side to move, 'a' or 'd'. The start is
//   "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a";
// - moves are "from-to", e.g. "d1-d3"; captures are not written, the service
//   reports them;
// - squares are a file letter a-k and a rank 1-11, e.g. "f6" (the throne).
//
// Versions: a new game has version 1; every accepted change (a move, a
// resignation) adds exactly 1. Reads never change the version.
//
// Seats: NewGame returns one secret token per seat (attackers, defenders).
// Calls that act for a seat (ApplyAction, Resign) must send it as gRPC
// metadata `authorization: Bearer <token>`; these calls check it before
// anything else, so a call without valid credentials is UNAUTHENTICATED
// whatever its other fields hold. Reads need no token: anybody who knows the
// game id may watch the game.
//
// Errors are gRPC statuses with a google.rpc.ErrorInfo detail (domain
// "arbiter", the service's name) whose `reason` clients can branch on:
// - INVALID_ARGUMENT, any call: INVALID_TEXT (a text field that is not UTF-8 or
//   holds a control character), TEXT_TOO_LONG (over 256 characters; a position
//   over 1,024), MALFORMED_REQUEST (not a protobuf message), checked before
//   anything else (metadata `field` and a google.rpc.BadRequest name the field);
// - INVALID_ARGUMENT: INVALID_GAME_ID, INVALID_POSITION, INVALID_ACTION,
//   INVALID_REQUEST_ID, MISSING_FIELD, REQUEST_ID_REUSED, UNKNOWN_RULE (also a
//   google.rpc.BadRequest naming the field);
// - FAILED_PRECONDITION: ILLEGAL_ACTION (metadata `rule` holds the engine's
//   reason code: NO_PIECE, NOT_YOUR_PIECE, NULL_MOVE, NOT_STRAIGHT, BLOCKED,
//   RESTRICTED_SQUARE), GAME_OVER, REQUEST_EXPIRED (a retried request_id
//   whose answer is no longer kept; see ApplyActionRequest);
// - NOT_FOUND: GAME_NOT_FOUND (unknown or expired game, or a game of another
//   of the server's games);
// - OUT_OF_RANGE: VERSION_AHEAD (WatchGame's from_version is beyond the
//   game's version);
// - UNAUTHENTICATED: UNAUTHENTICATED (missing or malformed token);
// - PERMISSION_DENIED: WRONG_SEAT (the token holds no seat in this game),
//   NOT_YOUR_TURN (the token's seat is not the side to move);
// - ABORTED: VERSION_CONFLICT (metadata `expected_version` and
//   `current_version`);
// - UNAVAILABLE: STORE_UNAVAILABLE (retry later), SHUTTING_DOWN;
// - RESOURCE_EXHAUSTED: REQUEST_TOO_LARGE, RESPONSE_TOO_LARGE, OVERLOADED (the
//   replica is beyond its capacity and ran nothing: metadata `class` and
//   `retry_after_ms`, and a google.rpc.RetryInfo; calls of running games are
//   admitted before NewGame and JoinGame);
// - DEADLINE_EXCEEDED: REQUEST_TIMEOUT;
// - INTERNAL: INTERNAL.
//
// When the outcome of ApplyAction or Resign is unknown (UNAVAILABLE,
// DEADLINE_EXCEEDED, CANCELLED, a broken connection), retry with the same
// request_id: the change is applied at most once, and answered as the first
// call was while the game keeps its answer (see ApplyActionRequest.request_id).
// Real play (JoinGame, RevokeInvitation, OfferDraw, AnswerDraw, Abort,
// ClaimVictory; open seats,
// invitations, time controls, abandonment in NewGame and Game) is the same in
// every game's package; its error reasons: FAILED_PRECONDITION SEATS_OPEN,
// INVITATION_USED, INVITATION_REVOKED, NO_INVITATION, DRAW_ALREADY_OFFERED,
// NO_DRAW_OFFER, NOT_ABORTABLE, NO_CLAIM, TAKEBACK_ALREADY_PROPOSED,
// NO_TAKEBACK, NOTHING_TO_TAKE_BACK, TAKEBACKS_NOT_ALLOWED, GAME_OVER (also after a flag fall,
// an agreed draw, an abort or an abandonment); PERMISSION_DENIED INVALID_INVITATION; INVALID_ARGUMENT
// INVALID_SIDE, INVALID_TIME_CONTROL. A read after a game's deadline first
// ends the game (one change). See docs/real-play.md.
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
// @generated from file hnefatafl/v1/hnefatafl.proto (package hnefatafl.v1, syntax proto3)
/* eslint-disable */

import type { GenEnum, GenFile, GenMessage, GenService } from "@bufbuild/protobuf/codegenv2";
import { enumDesc, fileDesc, messageDesc, serviceDesc } from "@bufbuild/protobuf/codegenv2";
import type { Audience } from "../../audience/v1/audience_pb.js";
import { file_audience_v1_audience } from "../../audience/v1/audience_pb.js";
import type { Message } from "@bufbuild/protobuf";

/**
 * Describes the file hnefatafl/v1/hnefatafl.proto.
 */
export const file_hnefatafl_v1_hnefatafl: GenFile = /*@__PURE__*/
  fileDesc("ChxobmVmYXRhZmwvdjEvaG5lZmF0YWZsLnByb3RvEgxobmVmYXRhZmwudjEi2QUKBEdhbWUSDwoHZ2FtZV9pZBgBIAEoCRIPCgd2ZXJzaW9uGAIgASgEEhAKCHBvc2l0aW9uGAMgASgJEigKDHNpZGVfdG9fbW92ZRgEIAEoDjISLmhuZWZhdGFmbC52MS5TaWRlEigKBnN0YXR1cxgFIAEoDjIYLmhuZWZhdGFmbC52MS5HYW1lU3RhdHVzEisKCmVuZF9yZWFzb24YBiABKA4yFy5obmVmYXRhZmwudjEuRW5kUmVhc29uEhIKCm1vdmVzX21hZGUYByABKA0SEQoJbGFzdF9tb3ZlGAggASgJEhMKC2tpbmdfc3F1YXJlGAkgASgJEhYKDmF0dGFja2Vyc19sZWZ0GAogASgNEhYKDmRlZmVuZGVyc19sZWZ0GAsgASgNEiYKBXNlYXRzGCggAygLMhcuaG5lZmF0YWZsLnYxLlNlYXRTdGF0ZRIiCgVjbG9jaxgpIAEoCzITLmhuZWZhdGFmbC52MS5DbG9jaxIrCg9kcmF3X29mZmVyZWRfYnkYKiABKA4yEi5obmVmYXRhZmwudjEuU2lkZRIWCg5zZXJ2ZXJfdGltZV9tcxgrIAEoBBITCgtkZWFkbGluZV9tcxgsIAEoBBIPCgdzdGFydGVkGC0gASgIEg0KBXJhdGVkGC4gASgIEhEKCWFib3J0YWJsZRgvIAEoCBIpCg1vcHBvbmVudF9nb25lGDAgASgOMhIuaG5lZmF0YWZsLnYxLlNpZGUSFQoNY2xhaW1fZnJvbV9tcxgxIAEoBBIwChR0YWtlYmFja19wcm9wb3NlZF9ieRgyIAEoDjISLmhuZWZhdGFmbC52MS5TaWRlEhkKEXRha2ViYWNrc19hbGxvd2VkGDMgASgIEg0KBXJ1bGVzGDQgAygJEhIKCm1vdmVfbGltaXQYNSABKA0SJQoJYmVyc2Vya2VkGDYgAygOMhIuaG5lZmF0YWZsLnYxLlNpZGUiqgEKCVNlYXRTdGF0ZRIgCgRzaWRlGAEgASgOMhIuaG5lZmF0YWZsLnYxLlNpZGUSDQoFdGFrZW4YAiABKAgSMgoKaW52aXRhdGlvbhgDIAEoDjIeLmhuZWZhdGFmbC52MS5JbnZpdGF0aW9uU3RhdHVzEhMKC3BsYXllcl9uYW1lGAQgASgJEg4KBnJhdGluZxgFIAEoARITCgtwcm92aXNpb25hbBgGIAEoCCKZAQoLVGltZUNvbnRyb2wSKAoHZmlzY2hlchgBIAEoCzIVLmhuZWZhdGFmbC52MS5GaXNjaGVySAASKgoFZGVsYXkYAiABKAsyGS5obmVmYXRhZmwudjEuU2ltcGxlRGVsYXlIABIpCghwZXJfdHVybhgDIAEoCzIVLmhuZWZhdGFmbC52MS5QZXJUdXJuSABCCQoHY29udHJvbCIzCgdGaXNjaGVyEhIKCmluaXRpYWxfbXMYASABKAQSFAoMaW5jcmVtZW50X21zGAIgASgEIjMKC1NpbXBsZURlbGF5EhIKCmluaXRpYWxfbXMYASABKAQSEAoIZGVsYXlfbXMYAiABKAQiHgoHUGVyVHVybhITCgtwZXJfdHVybl9tcxgBIAEoBCKzAQoFQ2xvY2sSLwoMdGltZV9jb250cm9sGAEgASgLMhkuaG5lZmF0YWZsLnYxLlRpbWVDb250cm9sEiYKBXNpZGVzGAIgAygLMhcuaG5lZmF0YWZsLnYxLlNpZGVDbG9jaxIjCgdydW5uaW5nGAMgASgOMhIuaG5lZmF0YWZsLnYxLlNpZGUSEwoLdGFrZW5fYXRfbXMYBCABKAQSFwoPdHVybl9zdGFydGVkX21zGAUgASgEIkMKCVNpZGVDbG9jaxIgCgRzaWRlGAEgASgOMhIuaG5lZmF0YWZsLnYxLlNpZGUSFAoMcmVtYWluaW5nX21zGAIgASgEIjwKCkludml0YXRpb24SIAoEc2lkZRgBIAEoDjISLmhuZWZhdGFmbC52MS5TaWRlEgwKBGNvZGUYAiABKAkihgEKBE1vdmUSEAoIbm90YXRpb24YASABKAkSEwoLZnJvbV9zcXVhcmUYAiABKAkSEQoJdG9fc3F1YXJlGAMgASgJEiIKBXBpZWNlGAQgASgOMhMuaG5lZmF0YWZsLnYxLlBpZWNlEiAKBHNpZGUYBSABKA4yEi5obmVmYXRhZmwudjEuU2lkZSL0AQoKTW92ZVJlc3VsdBIgCgRtb3ZlGAEgASgLMhIuaG5lZmF0YWZsLnYxLk1vdmUSGAoQY2FwdHVyZWRfc3F1YXJlcxgCIAMoCRIaChJzaGllbGR3YWxsX3NxdWFyZXMYAyADKAkSFQoNa2luZ19jYXB0dXJlZBgEIAEoCBITCgtraW5nX3NxdWFyZRgFIAEoCRIRCglnYW1lX292ZXIYBiABKAgSIgoGd2lubmVyGAcgASgOMhIuaG5lZmF0YWZsLnYxLlNpZGUSKwoKZW5kX3JlYXNvbhgIIAEoDjIXLmhuZWZhdGFmbC52MS5FbmRSZWFzb24iDQoLUGluZ1JlcXVlc3QiDgoMUGluZ1Jlc3BvbnNlIu4BCg5OZXdHYW1lUmVxdWVzdBIQCghwb3NpdGlvbhgBIAEoCRImCgpvcGVuX3NlYXRzGAIgAygOMhIuaG5lZmF0YWZsLnYxLlNpZGUSLwoMdGltZV9jb250cm9sGAMgASgLMhkuaG5lZmF0YWZsLnYxLlRpbWVDb250cm9sEiYKA2JvdBgKIAEoCzIZLmhuZWZhdGFmbC52MS5Cb3RPcHBvbmVudBINCgVyYXRlZBgLIAEoCBIXCg9yYXRlZF90YWtlYmFja3MYDCABKAgSDQoFcnVsZXMYDSADKAkSEgoKbW92ZV9saW1pdBgOIAEoDSJWCgtCb3RPcHBvbmVudBIgCgRzaWRlGAEgASgOMhIuaG5lZmF0YWZsLnYxLlNpZGUSEQoJYnVkZ2V0X21zGAIgASgNEhIKCml0ZXJhdGlvbnMYAyABKA0irAEKD05ld0dhbWVSZXNwb25zZRIgCgRnYW1lGAEgASgLMhIuaG5lZmF0YWZsLnYxLkdhbWUSFwoPYXR0YWNrZXJzX3Rva2VuGAIgASgJEhcKD2RlZmVuZGVyc190b2tlbhgDIAEoCRItCgtpbnZpdGF0aW9ucxgKIAMoCzIYLmhuZWZhdGFmbC52MS5JbnZpdGF0aW9uEhYKDmRpcmVjdG9yX3Rva2VuGAsgASgJIiEKDkdldEdhbWVSZXF1ZXN0Eg8KB2dhbWVfaWQYASABKAkiMwoPR2V0R2FtZVJlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5obmVmYXRhZmwudjEuR2FtZSJHChNMZWdhbEFjdGlvbnNSZXF1ZXN0EhEKB2dhbWVfaWQYASABKAlIABISCghwb3NpdGlvbhgCIAEoCUgAQgkKB3N1YmplY3Qi3gEKFExlZ2FsQWN0aW9uc1Jlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5obmVmYXRhZmwudjEuR2FtZRIoCgxzaWRlX3RvX21vdmUYAiABKA4yEi5obmVmYXRhZmwudjEuU2lkZRIjCgdhY3Rpb25zGAMgAygLMhIuaG5lZmF0YWZsLnYxLk1vdmUSKAoGc3RhdHVzGAQgASgOMhguaG5lZmF0YWZsLnYxLkdhbWVTdGF0dXMSKwoKZW5kX3JlYXNvbhgFIAEoDjIXLmhuZWZhdGFmbC52MS5FbmRSZWFzb24ifQoSQXBwbHlBY3Rpb25SZXF1ZXN0Eg8KB2dhbWVfaWQYASABKAkSDgoGYWN0aW9uGAIgASgJEh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKARIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uImEKE0FwcGx5QWN0aW9uUmVzcG9uc2USIAoEZ2FtZRgBIAEoCzISLmhuZWZhdGFmbC52MS5HYW1lEigKBnJlc3VsdBgCIAEoCzIYLmhuZWZhdGFmbC52MS5Nb3ZlUmVzdWx0ImgKDVJlc2lnblJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIdChBleHBlY3RlZF92ZXJzaW9uGAIgASgESACIAQESEgoKcmVxdWVzdF9pZBgDIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiIyCg5SZXNpZ25SZXNwb25zZRIgCgRnYW1lGAEgASgLMhIuaG5lZmF0YWZsLnYxLkdhbWUiJAoRR2V0SGlzdG9yeVJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCSKHAQoSR2V0SGlzdG9yeVJlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5obmVmYXRhZmwudjEuR2FtZRIOCgZyZWNvcmQYAiABKAkSFgoOc3RhcnRfcG9zaXRpb24YAyABKAkSJwoFbW92ZXMYBCADKAsyGC5obmVmYXRhZmwudjEuTW92ZVJlc3VsdCJ4ChBXYXRjaEdhbWVSZXF1ZXN0Eg8KB2dhbWVfaWQYASABKAkSGQoMZnJvbV92ZXJzaW9uGAIgASgESACIAQESEAoIYXVkaWVuY2UYAyABKAgSFQoNbGVnYWxfYWN0aW9ucxgEIAEoCEIPCg1fZnJvbV92ZXJzaW9uIsUBChFXYXRjaEdhbWVSZXNwb25zZRImCghzbmFwc2hvdBgBIAEoCzISLmhuZWZhdGFmbC52MS5HYW1lSAASKAoFZXZlbnQYAiABKAsyFy5obmVmYXRhZmwudjEuR2FtZUV2ZW50SAASKQoIYXVkaWVuY2UYAyABKAsyFS5hdWRpZW5jZS52MS5BdWRpZW5jZUgAEikKDWxlZ2FsX2FjdGlvbnMYBCADKAsyEi5obmVmYXRhZmwudjEuTW92ZUIICgZ1cGRhdGUingcKCUdhbWVFdmVudBIPCgd2ZXJzaW9uGAEgASgEEg4KBmFjdGlvbhgCIAEoCRIoCgRtb3ZlGAMgASgLMhguaG5lZmF0YWZsLnYxLk1vdmVSZXN1bHRIABIwCgtyZXNpZ25hdGlvbhgEIAEoCzIZLmhuZWZhdGFmbC52MS5SZXNpZ25hdGlvbkgAEi0KCnNlYXRfdGFrZW4YFCABKAsyFy5obmVmYXRhZmwudjEuU2VhdEV2ZW50SAASNQoSaW52aXRhdGlvbl9yZXZva2VkGBUgASgLMhcuaG5lZmF0YWZsLnYxLlNlYXRFdmVudEgAEi8KDGRyYXdfb2ZmZXJlZBgWIAEoCzIXLmhuZWZhdGFmbC52MS5TZWF0RXZlbnRIABIwCg1kcmF3X2RlY2xpbmVkGBcgASgLMhcuaG5lZmF0YWZsLnYxLlNlYXRFdmVudEgAEi4KC2RyYXdfYWdyZWVkGBggASgLMhcuaG5lZmF0YWZsLnYxLlNlYXRFdmVudEgAEiwKCWZsYWdfZmFsbBgZIAEoCzIXLmhuZWZhdGFmbC52MS5TZWF0RXZlbnRIABIqCgdhYm9ydGVkGBogASgLMhcuaG5lZmF0YWZsLnYxLlNlYXRFdmVudEgAEjAKDW9wcG9uZW50X2dvbmUYGyABKAsyFy5obmVmYXRhZmwudjEuU2VhdEV2ZW50SAASMAoNb3Bwb25lbnRfYmFjaxgcIAEoCzIXLmhuZWZhdGFmbC52MS5TZWF0RXZlbnRIABIyCg92aWN0b3J5X2NsYWltZWQYHSABKAsyFy5obmVmYXRhZmwudjEuU2VhdEV2ZW50SAASLwoMZHJhd19jbGFpbWVkGB4gASgLMhcuaG5lZmF0YWZsLnYxLlNlYXRFdmVudEgAEjQKEXRha2ViYWNrX3Byb3Bvc2VkGB8gASgLMhcuaG5lZmF0YWZsLnYxLlNlYXRFdmVudEgAEjQKEXRha2ViYWNrX2RlY2xpbmVkGCAgASgLMhcuaG5lZmF0YWZsLnYxLlNlYXRFdmVudEgAEjQKEXRha2ViYWNrX2FjY2VwdGVkGCEgASgLMhcuaG5lZmF0YWZsLnYxLlNlYXRFdmVudEgAEioKB2JlcnNlcmsYIiABKAsyFy5obmVmYXRhZmwudjEuU2VhdEV2ZW50SAASIAoEZ2FtZRgGIAEoCzISLmhuZWZhdGFmbC52MS5HYW1lQggKBmNoYW5nZSIvCgtSZXNpZ25hdGlvbhIgCgRzaWRlGAEgASgOMhIuaG5lZmF0YWZsLnYxLlNpZGUiLQoJU2VhdEV2ZW50EiAKBHNpZGUYASABKA4yEi5obmVmYXRhZmwudjEuU2lkZSJqCg9Kb2luR2FtZVJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIdChBleHBlY3RlZF92ZXJzaW9uGAIgASgESACIAQESEgoKcmVxdWVzdF9pZBgDIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiJlChBKb2luR2FtZVJlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5obmVmYXRhZmwudjEuR2FtZRIgCgRzaWRlGAIgASgOMhIuaG5lZmF0YWZsLnYxLlNpZGUSDQoFdG9rZW4YAyABKAkilAEKF1Jldm9rZUludml0YXRpb25SZXF1ZXN0Eg8KB2dhbWVfaWQYASABKAkSIAoEc2lkZRgCIAEoDjISLmhuZWZhdGFmbC52MS5TaWRlEh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKARIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjwKGFJldm9rZUludml0YXRpb25SZXNwb25zZRIgCgRnYW1lGAEgASgLMhIuaG5lZmF0YWZsLnYxLkdhbWUiawoQT2ZmZXJEcmF3UmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEh0KEGV4cGVjdGVkX3ZlcnNpb24YAiABKARIAIgBARISCgpyZXF1ZXN0X2lkGAMgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjUKEU9mZmVyRHJhd1Jlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5obmVmYXRhZmwudjEuR2FtZSJ8ChFBbnN3ZXJEcmF3UmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEg4KBmFjY2VwdBgCIAEoCBIdChBleHBlY3RlZF92ZXJzaW9uGAMgASgESACIAQESEgoKcmVxdWVzdF9pZBgEIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiI2ChJBbnN3ZXJEcmF3UmVzcG9uc2USIAoEZ2FtZRgBIAEoCzISLmhuZWZhdGFmbC52MS5HYW1lImcKDEFib3J0UmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEh0KEGV4cGVjdGVkX3ZlcnNpb24YAiABKARIAIgBARISCgpyZXF1ZXN0X2lkGAMgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjEKDUFib3J0UmVzcG9uc2USIAoEZ2FtZRgBIAEoCzISLmhuZWZhdGFmbC52MS5HYW1lInwKE0NsYWltVmljdG9yeVJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIMCgRkcmF3GAIgASgIEh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKARIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjgKFENsYWltVmljdG9yeVJlc3BvbnNlEiAKBGdhbWUYASABKAsyEi5obmVmYXRhZmwudjEuR2FtZSJxChZQcm9wb3NlVGFrZWJhY2tSZXF1ZXN0Eg8KB2dhbWVfaWQYASABKAkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgCIAEoBEgAiAEBEhIKCnJlcXVlc3RfaWQYAyABKAlCEwoRX2V4cGVjdGVkX3ZlcnNpb24iOwoXUHJvcG9zZVRha2ViYWNrUmVzcG9uc2USIAoEZ2FtZRgBIAEoCzISLmhuZWZhdGFmbC52MS5HYW1lIoABChVBbnN3ZXJUYWtlYmFja1JlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIOCgZhY2NlcHQYAiABKAgSHQoQZXhwZWN0ZWRfdmVyc2lvbhgDIAEoBEgAiAEBEhIKCnJlcXVlc3RfaWQYBCABKAlCEwoRX2V4cGVjdGVkX3ZlcnNpb24iOgoWQW5zd2VyVGFrZWJhY2tSZXNwb25zZRIgCgRnYW1lGAEgASgLMhIuaG5lZmF0YWZsLnYxLkdhbWUqRAoEU2lkZRIUChBTSURFX1VOU1BFQ0lGSUVEEAASEgoOU0lERV9BVFRBQ0tFUlMQARISCg5TSURFX0RFRkVOREVSUxACKlYKBVBpZWNlEhUKEVBJRUNFX1VOU1BFQ0lGSUVEEAASEgoOUElFQ0VfQVRUQUNLRVIQARISCg5QSUVDRV9ERUZFTkRFUhACEg4KClBJRUNFX0tJTkcQAyqwAQoKR2FtZVN0YXR1cxIbChdHQU1FX1NUQVRVU19VTlNQRUNJRklFRBAAEhcKE0dBTUVfU1RBVFVTX09OR09JTkcQARIdChlHQU1FX1NUQVRVU19BVFRBQ0tFUlNfV09OEAISHQoZR0FNRV9TVEFUVVNfREVGRU5ERVJTX1dPThADEhUKEUdBTUVfU1RBVFVTX0RSQVdOEAQSFwoTR0FNRV9TVEFUVVNfQUJPUlRFRBAFKpcDCglFbmRSZWFzb24SGgoWRU5EX1JFQVNPTl9VTlNQRUNJRklFRBAAEhsKF0VORF9SRUFTT05fS0lOR19FU0NBUEVEEAESGAoURU5EX1JFQVNPTl9FWElUX0ZPUlQQAhIcChhFTkRfUkVBU09OX0tJTkdfQ0FQVFVSRUQQAxIbChdFTkRfUkVBU09OX0VOQ0lSQ0xFTUVOVBAEEhwKGEVORF9SRUFTT05fTk9fTEVHQUxfTU9WRRAFEhoKFkVORF9SRUFTT05fUkVTSUdOQVRJT04QBhIaChZFTkRfUkVBU09OX0RSQVdfQUdSRUVEEAcSFgoSRU5EX1JFQVNPTl9USU1FT1VUEAgSGAoURU5EX1JFQVNPTl9BQkFORE9ORUQQCRIWChJFTkRfUkVBU09OX0FCT1JURUQQChIcChhFTkRfUkVBU09OX09QUE9ORU5UX0xFRlQQCxIjCh9FTkRfUkVBU09OX1BFUlBFVFVBTF9SRVBFVElUSU9OEAwSGQoVRU5EX1JFQVNPTl9NT1ZFX0xJTUlUEA0qjAEKEEludml0YXRpb25TdGF0dXMSIQodSU5WSVRBVElPTl9TVEFUVVNfVU5TUEVDSUZJRUQQABIaChZJTlZJVEFUSU9OX1NUQVRVU19PUEVOEAESGgoWSU5WSVRBVElPTl9TVEFUVVNfVVNFRBACEh0KGUlOVklUQVRJT05fU1RBVFVTX1JFVk9LRUQQAzKVCgoQSG5lZmF0YWZsU2VydmljZRI9CgRQaW5nEhkuaG5lZmF0YWZsLnYxLlBpbmdSZXF1ZXN0GhouaG5lZmF0YWZsLnYxLlBpbmdSZXNwb25zZRJGCgdOZXdHYW1lEhwuaG5lZmF0YWZsLnYxLk5ld0dhbWVSZXF1ZXN0Gh0uaG5lZmF0YWZsLnYxLk5ld0dhbWVSZXNwb25zZRJGCgdHZXRHYW1lEhwuaG5lZmF0YWZsLnYxLkdldEdhbWVSZXF1ZXN0Gh0uaG5lZmF0YWZsLnYxLkdldEdhbWVSZXNwb25zZRJVCgxMZWdhbEFjdGlvbnMSIS5obmVmYXRhZmwudjEuTGVnYWxBY3Rpb25zUmVxdWVzdBoiLmhuZWZhdGFmbC52MS5MZWdhbEFjdGlvbnNSZXNwb25zZRJSCgtBcHBseUFjdGlvbhIgLmhuZWZhdGFmbC52MS5BcHBseUFjdGlvblJlcXVlc3QaIS5obmVmYXRhZmwudjEuQXBwbHlBY3Rpb25SZXNwb25zZRJDCgZSZXNpZ24SGy5obmVmYXRhZmwudjEuUmVzaWduUmVxdWVzdBocLmhuZWZhdGFmbC52MS5SZXNpZ25SZXNwb25zZRJPCgpHZXRIaXN0b3J5Eh8uaG5lZmF0YWZsLnYxLkdldEhpc3RvcnlSZXF1ZXN0GiAuaG5lZmF0YWZsLnYxLkdldEhpc3RvcnlSZXNwb25zZRJOCglXYXRjaEdhbWUSHi5obmVmYXRhZmwudjEuV2F0Y2hHYW1lUmVxdWVzdBofLmhuZWZhdGFmbC52MS5XYXRjaEdhbWVSZXNwb25zZTABEkkKCEpvaW5HYW1lEh0uaG5lZmF0YWZsLnYxLkpvaW5HYW1lUmVxdWVzdBoeLmhuZWZhdGFmbC52MS5Kb2luR2FtZVJlc3BvbnNlEmEKEFJldm9rZUludml0YXRpb24SJS5obmVmYXRhZmwudjEuUmV2b2tlSW52aXRhdGlvblJlcXVlc3QaJi5obmVmYXRhZmwudjEuUmV2b2tlSW52aXRhdGlvblJlc3BvbnNlEkwKCU9mZmVyRHJhdxIeLmhuZWZhdGFmbC52MS5PZmZlckRyYXdSZXF1ZXN0Gh8uaG5lZmF0YWZsLnYxLk9mZmVyRHJhd1Jlc3BvbnNlEk8KCkFuc3dlckRyYXcSHy5obmVmYXRhZmwudjEuQW5zd2VyRHJhd1JlcXVlc3QaIC5obmVmYXRhZmwudjEuQW5zd2VyRHJhd1Jlc3BvbnNlEkAKBUFib3J0EhouaG5lZmF0YWZsLnYxLkFib3J0UmVxdWVzdBobLmhuZWZhdGFmbC52MS5BYm9ydFJlc3BvbnNlElUKDENsYWltVmljdG9yeRIhLmhuZWZhdGFmbC52MS5DbGFpbVZpY3RvcnlSZXF1ZXN0GiIuaG5lZmF0YWZsLnYxLkNsYWltVmljdG9yeVJlc3BvbnNlEl4KD1Byb3Bvc2VUYWtlYmFjaxIkLmhuZWZhdGFmbC52MS5Qcm9wb3NlVGFrZWJhY2tSZXF1ZXN0GiUuaG5lZmF0YWZsLnYxLlByb3Bvc2VUYWtlYmFja1Jlc3BvbnNlElsKDkFuc3dlclRha2ViYWNrEiMuaG5lZmF0YWZsLnYxLkFuc3dlclRha2ViYWNrUmVxdWVzdBokLmhuZWZhdGFmbC52MS5BbnN3ZXJUYWtlYmFja1Jlc3BvbnNlYgZwcm90bzM", [file_audience_v1_audience]);

/**
 * The state of a game.
 *
 * @generated from message hnefatafl.v1.Game
 */
export type Game = Message<"hnefatafl.v1.Game"> & {
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
   * The current position as TPN (its side field is the side to move).
   *
   * @generated from field: string position = 3;
   */
  position: string;

  /**
   * The side to move (once the game is over: the side that would have been
   * to move).
   *
   * @generated from field: hnefatafl.v1.Side side_to_move = 4;
   */
  sideToMove: Side;

  /**
   * Whether the game goes on, and who won.
   *
   * @generated from field: hnefatafl.v1.GameStatus status = 5;
   */
  status: GameStatus;

  /**
   * Why the game ended; END_REASON_UNSPECIFIED while it goes on.
   *
   * @generated from field: hnefatafl.v1.EndReason end_reason = 6;
   */
  endReason: EndReason;

  /**
   * Moves made since the start.
   *
   * @generated from field: uint32 moves_made = 7;
   */
  movesMade: number;

  /**
   * The last move made, e.g. "d1-d3"; empty before the first.
   *
   * @generated from field: string last_move = 8;
   */
  lastMove: string;

  /**
   * The King's square; empty once he is captured.
   *
   * @generated from field: string king_square = 9;
   */
  kingSquare: string;

  /**
   * Attacking soldiers on the board.
   *
   * @generated from field: uint32 attackers_left = 10;
   */
  attackersLeft: number;

  /**
   * Defending soldiers on the board (the King not counted).
   *
   * @generated from field: uint32 defenders_left = 11;
   */
  defendersLeft: number;

  /**
   * Real play (numbers 40-59, the same in every game).
   * Every seat in seat order: taken or open, and its invitation.
   *
   * @generated from field: repeated hnefatafl.v1.SeatState seats = 40;
   */
  seats: SeatState[];

  /**
   * The clocks, when the game has a time control.
   *
   * @generated from field: hnefatafl.v1.Clock clock = 41;
   */
  clock?: Clock | undefined;

  /**
   * The side whose draw offer is pending; SIDE_UNSPECIFIED: none.
   *
   * @generated from field: hnefatafl.v1.Side draw_offered_by = 42;
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
   * flag fall, or before the first action the abandonment of the game; 0: none.
   * The service ends the game at that time even if nobody calls.
   *
   * @generated from field: uint64 deadline_ms = 44;
   */
  deadlineMs: bigint;

  /**
   * The first action has been made: clocks run, abandonment no longer applies.
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
   * @generated from field: hnefatafl.v1.Side opponent_gone = 48;
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
   * @generated from field: hnefatafl.v1.Side takeback_proposed_by = 50;
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
   * @generated from field: repeated hnefatafl.v1.Side berserked = 54;
   */
  berserked: Side[];
};

/**
 * Describes the message hnefatafl.v1.Game.
 * Use `create(GameSchema)` to create a new message.
 */
export const GameSchema: GenMessage<Game> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 0);

/**
 * A seat's state.
 *
 * @generated from message hnefatafl.v1.SeatState
 */
export type SeatState = Message<"hnefatafl.v1.SeatState"> & {
  /**
   * The seat.
   *
   * @generated from field: hnefatafl.v1.Side side = 1;
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
   * @generated from field: hnefatafl.v1.InvitationStatus invitation = 3;
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
 * Describes the message hnefatafl.v1.SeatState.
 * Use `create(SeatStateSchema)` to create a new message.
 */
export const SeatStateSchema: GenMessage<SeatState> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 1);

/**
 * A time control.
 *
 * @generated from message hnefatafl.v1.TimeControl
 */
export type TimeControl = Message<"hnefatafl.v1.TimeControl"> & {
  /**
   * Which kind.
   *
   * @generated from oneof hnefatafl.v1.TimeControl.control
   */
  control: {
    /**
     * Initial time plus an increment per completed turn.
     *
     * @generated from field: hnefatafl.v1.Fischer fischer = 1;
     */
    value: Fischer;
    case: "fischer";
  } | {
    /**
     * Initial time; the first delay_ms of every turn are not charged.
     *
     * @generated from field: hnefatafl.v1.SimpleDelay delay = 2;
     */
    value: SimpleDelay;
    case: "delay";
  } | {
    /**
     * A fixed time for every turn (e.g. a day, for correspondence or bots).
     *
     * @generated from field: hnefatafl.v1.PerTurn per_turn = 3;
     */
    value: PerTurn;
    case: "perTurn";
  } | { case: undefined; value?: undefined };
};

/**
 * Describes the message hnefatafl.v1.TimeControl.
 * Use `create(TimeControlSchema)` to create a new message.
 */
export const TimeControlSchema: GenMessage<TimeControl> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 2);

/**
 * Fischer time control.
 *
 * @generated from message hnefatafl.v1.Fischer
 */
export type Fischer = Message<"hnefatafl.v1.Fischer"> & {
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
 * Describes the message hnefatafl.v1.Fischer.
 * Use `create(FischerSchema)` to create a new message.
 */
export const FischerSchema: GenMessage<Fischer> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 3);

/**
 * Simple delay.
 *
 * @generated from message hnefatafl.v1.SimpleDelay
 */
export type SimpleDelay = Message<"hnefatafl.v1.SimpleDelay"> & {
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
 * Describes the message hnefatafl.v1.SimpleDelay.
 * Use `create(SimpleDelaySchema)` to create a new message.
 */
export const SimpleDelaySchema: GenMessage<SimpleDelay> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 4);

/**
 * A fixed time per turn.
 *
 * @generated from message hnefatafl.v1.PerTurn
 */
export type PerTurn = Message<"hnefatafl.v1.PerTurn"> & {
  /**
   * The time for one turn, in ms (at least 1).
   *
   * @generated from field: uint64 per_turn_ms = 1;
   */
  perTurnMs: bigint;
};

/**
 * Describes the message hnefatafl.v1.PerTurn.
 * Use `create(PerTurnSchema)` to create a new message.
 */
export const PerTurnSchema: GenMessage<PerTurn> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 5);

/**
 * Both sides' clocks at `taken_at_ms`.
 *
 * A turn is the rules' turn (it ends when the side to act changes). The clocks start with the first action of the game;
 * the side to move is charged from the moment its turn started. To show a
 * ticking clock, count `running`'s time down from `taken_at_ms` (after the
 * delay, for SimpleDelay); no polling is needed.
 *
 * @generated from message hnefatafl.v1.Clock
 */
export type Clock = Message<"hnefatafl.v1.Clock"> & {
  /**
   * The time control.
   *
   * @generated from field: hnefatafl.v1.TimeControl time_control = 1;
   */
  timeControl?: TimeControl | undefined;

  /**
   * Each side's time left at `taken_at_ms`, in seat order.
   *
   * @generated from field: repeated hnefatafl.v1.SideClock sides = 2;
   */
  sides: SideClock[];

  /**
   * The side whose clock runs; SIDE_UNSPECIFIED before the first action and
   * once the game is over.
   *
   * @generated from field: hnefatafl.v1.Side running = 3;
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
 * Describes the message hnefatafl.v1.Clock.
 * Use `create(ClockSchema)` to create a new message.
 */
export const ClockSchema: GenMessage<Clock> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 6);

/**
 * One side's clock.
 *
 * @generated from message hnefatafl.v1.SideClock
 */
export type SideClock = Message<"hnefatafl.v1.SideClock"> & {
  /**
   * The side.
   *
   * @generated from field: hnefatafl.v1.Side side = 1;
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
 * Describes the message hnefatafl.v1.SideClock.
 * Use `create(SideClockSchema)` to create a new message.
 */
export const SideClockSchema: GenMessage<SideClock> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 7);

/**
 * An invitation to take a seat.
 *
 * @generated from message hnefatafl.v1.Invitation
 */
export type Invitation = Message<"hnefatafl.v1.Invitation"> & {
  /**
   * The seat it is for.
   *
   * @generated from field: hnefatafl.v1.Side side = 1;
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
 * Describes the message hnefatafl.v1.Invitation.
 * Use `create(InvitationSchema)` to create a new message.
 */
export const InvitationSchema: GenMessage<Invitation> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 8);

/**
 * One move, as text and in structured form: a legal move, or a move made.
 *
 * @generated from message hnefatafl.v1.Move
 */
export type Move = Message<"hnefatafl.v1.Move"> & {
  /**
   * The move as "from-to", e.g. "d1-d3": what ApplyAction takes as `action`.
   *
   * @generated from field: string notation = 1;
   */
  notation: string;

  /**
   * The square the piece leaves.
   *
   * @generated from field: string from_square = 2;
   */
  fromSquare: string;

  /**
   * The square the piece reaches.
   *
   * @generated from field: string to_square = 3;
   */
  toSquare: string;

  /**
   * The piece that moves.
   *
   * @generated from field: hnefatafl.v1.Piece piece = 4;
   */
  piece: Piece;

  /**
   * The side that moves.
   *
   * @generated from field: hnefatafl.v1.Side side = 5;
   */
  side: Side;
};

/**
 * Describes the message hnefatafl.v1.Move.
 * Use `create(MoveSchema)` to create a new message.
 */
export const MoveSchema: GenMessage<Move> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 9);

/**
 * What an accepted move did.
 *
 * @generated from message hnefatafl.v1.MoveResult
 */
export type MoveResult = Message<"hnefatafl.v1.MoveResult"> & {
  /**
   * The move.
   *
   * @generated from field: hnefatafl.v1.Move move = 1;
   */
  move?: Move | undefined;

  /**
   * Every enemy soldier captured, custodially or in a shieldwall, in board
   * order (by rank from 1 up, within a rank from file a).
   *
   * @generated from field: repeated string captured_squares = 2;
   */
  capturedSquares: string[];

  /**
   * The captured soldiers of `captured_squares` that were taken in a
   * shieldwall, in board order.
   *
   * @generated from field: repeated string shieldwall_squares = 3;
   */
  shieldwallSquares: string[];

  /**
   * True when this move captured the King.
   *
   * @generated from field: bool king_captured = 4;
   */
  kingCaptured: boolean;

  /**
   * Where the King was captured; empty unless `king_captured`.
   *
   * @generated from field: string king_square = 5;
   */
  kingSquare: string;

  /**
   * True when this move ended the game; `winner` and `end_reason` say how.
   *
   * @generated from field: bool game_over = 6;
   */
  gameOver: boolean;

  /**
   * The winner, when this move ended the game.
   *
   * @generated from field: hnefatafl.v1.Side winner = 7;
   */
  winner: Side;

  /**
   * Why this move ended the game; END_REASON_UNSPECIFIED otherwise.
   *
   * @generated from field: hnefatafl.v1.EndReason end_reason = 8;
   */
  endReason: EndReason;
};

/**
 * Describes the message hnefatafl.v1.MoveResult.
 * Use `create(MoveResultSchema)` to create a new message.
 */
export const MoveResultSchema: GenMessage<MoveResult> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 10);

/**
 * Ping request; empty.
 *
 * @generated from message hnefatafl.v1.PingRequest
 */
export type PingRequest = Message<"hnefatafl.v1.PingRequest"> & {
};

/**
 * Describes the message hnefatafl.v1.PingRequest.
 * Use `create(PingRequestSchema)` to create a new message.
 */
export const PingRequestSchema: GenMessage<PingRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 11);

/**
 * Ping response; empty.
 *
 * @generated from message hnefatafl.v1.PingResponse
 */
export type PingResponse = Message<"hnefatafl.v1.PingResponse"> & {
};

/**
 * Describes the message hnefatafl.v1.PingResponse.
 * Use `create(PingResponseSchema)` to create a new message.
 */
export const PingResponseSchema: GenMessage<PingResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 12);

/**
 * Starts a game.
 *
 * @generated from message hnefatafl.v1.NewGameRequest
 */
export type NewGameRequest = Message<"hnefatafl.v1.NewGameRequest"> & {
  /**
   * The starting position as TPN; empty for the start position. A position
   * that is already decided (the King captured or on a corner, an exit fort
   * or an encirclement made by the side not to move, or the side to move
   * without a legal move) starts a game that is over.
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
   * @generated from field: repeated hnefatafl.v1.Side open_seats = 2;
   */
  openSeats: Side[];

  /**
   * The time control; unset: no clock.
   *
   * @generated from field: hnefatafl.v1.TimeControl time_control = 3;
   */
  timeControl?: TimeControl | undefined;

  /**
   * If set, the computer plays this side: the game is queued for the bot
   * workers (see docs/bots.md), one of which plays it; that side's token is
   * left empty in the response and is never shown to anybody.
   *
   * @generated from field: hnefatafl.v1.BotOpponent bot = 10;
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
   * Rule options the game is played with, by name; this game's: "perpetual-
   * repetition" (Copenhagen's rule 8: a move after which a position stands for
   * the third time loses the game for the defenders, whichever side made it; see
   * docs/hnefatafl-rules.md, "Rule options"). A name the game does not offer:
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
 * Describes the message hnefatafl.v1.NewGameRequest.
 * Use `create(NewGameRequestSchema)` to create a new message.
 */
export const NewGameRequestSchema: GenMessage<NewGameRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 13);

/**
 * A computer opponent (see docs/bots.md).
 *
 * @generated from message hnefatafl.v1.BotOpponent
 */
export type BotOpponent = Message<"hnefatafl.v1.BotOpponent"> & {
  /**
   * The side the computer plays (SIDE_ATTACKERS or SIDE_DEFENDERS).
   *
   * @generated from field: hnefatafl.v1.Side side = 1;
   */
  side: Side;

  /**
   * Think time per move in milliseconds; 0 for the default (100 ms); more
   * than 10000 counts as 10000.
   *
   * @generated from field: uint32 budget_ms = 2;
   */
  budgetMs: number;

  /**
   * If set, at most this many search iterations per move.
   *
   * @generated from field: uint32 iterations = 3;
   */
  iterations: number;
};

/**
 * Describes the message hnefatafl.v1.BotOpponent.
 * Use `create(BotOpponentSchema)` to create a new message.
 */
export const BotOpponentSchema: GenMessage<BotOpponent> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 14);

/**
 * A new game and its seat tokens.
 *
 * @generated from message hnefatafl.v1.NewGameResponse
 */
export type NewGameResponse = Message<"hnefatafl.v1.NewGameResponse"> & {
  /**
   * The new game (version 1).
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The attackers' secret seat token: send it as `authorization: Bearer
   * <token>` to act for the attackers. It is shown only here and stored only
   * as a hash.
   *
   * @generated from field: string attackers_token = 2;
   */
  attackersToken: string;

  /**
   * The defenders' secret seat token, as `attackers_token`.
   *
   * @generated from field: string defenders_token = 3;
   */
  defendersToken: string;

  /**
   * One invitation per seat kept open (that seat's token above is empty).
   *
   * @generated from field: repeated hnefatafl.v1.Invitation invitations = 10;
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
 * Describes the message hnefatafl.v1.NewGameResponse.
 * Use `create(NewGameResponseSchema)` to create a new message.
 */
export const NewGameResponseSchema: GenMessage<NewGameResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 15);

/**
 * Asks for a game's state.
 *
 * @generated from message hnefatafl.v1.GetGameRequest
 */
export type GetGameRequest = Message<"hnefatafl.v1.GetGameRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;
};

/**
 * Describes the message hnefatafl.v1.GetGameRequest.
 * Use `create(GetGameRequestSchema)` to create a new message.
 */
export const GetGameRequestSchema: GenMessage<GetGameRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 16);

/**
 * A game's state.
 *
 * @generated from message hnefatafl.v1.GetGameResponse
 */
export type GetGameResponse = Message<"hnefatafl.v1.GetGameResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hnefatafl.v1.GetGameResponse.
 * Use `create(GetGameResponseSchema)` to create a new message.
 */
export const GetGameResponseSchema: GenMessage<GetGameResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 17);

/**
 * Asks for the legal moves of a game or of a position.
 *
 * @generated from message hnefatafl.v1.LegalActionsRequest
 */
export type LegalActionsRequest = Message<"hnefatafl.v1.LegalActionsRequest"> & {
  /**
   * What to analyse.
   *
   * @generated from oneof hnefatafl.v1.LegalActionsRequest.subject
   */
  subject: {
    /**
     * A stored game: the moves legal now.
     *
     * @generated from field: string game_id = 1;
     */
    value: string;
    case: "gameId";
  } | {
    /**
     * A bare position (TPN): the moves legal in it.
     *
     * @generated from field: string position = 2;
     */
    value: string;
    case: "position";
  } | { case: undefined; value?: undefined };
};

/**
 * Describes the message hnefatafl.v1.LegalActionsRequest.
 * Use `create(LegalActionsRequestSchema)` to create a new message.
 */
export const LegalActionsRequestSchema: GenMessage<LegalActionsRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 18);

/**
 * The legal moves.
 *
 * @generated from message hnefatafl.v1.LegalActionsResponse
 */
export type LegalActionsResponse = Message<"hnefatafl.v1.LegalActionsResponse"> & {
  /**
   * The game, when asked by game id.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The side the moves are for.
   *
   * @generated from field: hnefatafl.v1.Side side_to_move = 2;
   */
  sideToMove: Side;

  /**
   * Every legal move, ordered by the moving piece's square and then by the
   * target square (board order). Empty when the game is over.
   *
   * @generated from field: repeated hnefatafl.v1.Move actions = 3;
   */
  actions: Move[];

  /**
   * Whether the game (or the bare position) goes on, and who won. A bare
   * position can be decided at once (see NewGameRequest.position).
   *
   * @generated from field: hnefatafl.v1.GameStatus status = 4;
   */
  status: GameStatus;

  /**
   * Why it ended; END_REASON_UNSPECIFIED while it goes on.
   *
   * @generated from field: hnefatafl.v1.EndReason end_reason = 5;
   */
  endReason: EndReason;
};

/**
 * Describes the message hnefatafl.v1.LegalActionsResponse.
 * Use `create(LegalActionsResponseSchema)` to create a new message.
 */
export const LegalActionsResponseSchema: GenMessage<LegalActionsResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 19);

/**
 * Makes one move.
 *
 * @generated from message hnefatafl.v1.ApplyActionRequest
 */
export type ApplyActionRequest = Message<"hnefatafl.v1.ApplyActionRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * The move as "from-to" (the `notation` of a move listed by LegalActions).
   *
   * @generated from field: string action = 2;
   */
  action: string;

  /**
   * If set, the move is made only if the game is at this version; otherwise
   * the call fails with ABORTED / VERSION_CONFLICT.
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
 * Describes the message hnefatafl.v1.ApplyActionRequest.
 * Use `create(ApplyActionRequestSchema)` to create a new message.
 */
export const ApplyActionRequestSchema: GenMessage<ApplyActionRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 20);

/**
 * The state after the move, and what it did.
 *
 * @generated from message hnefatafl.v1.ApplyActionResponse
 */
export type ApplyActionResponse = Message<"hnefatafl.v1.ApplyActionResponse"> & {
  /**
   * The game after the move.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * What the move did.
   *
   * @generated from field: hnefatafl.v1.MoveResult result = 2;
   */
  result?: MoveResult | undefined;
};

/**
 * Describes the message hnefatafl.v1.ApplyActionResponse.
 * Use `create(ApplyActionResponseSchema)` to create a new message.
 */
export const ApplyActionResponseSchema: GenMessage<ApplyActionResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 21);

/**
 * Resigns the game.
 *
 * @generated from message hnefatafl.v1.ResignRequest
 */
export type ResignRequest = Message<"hnefatafl.v1.ResignRequest"> & {
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
 * Describes the message hnefatafl.v1.ResignRequest.
 * Use `create(ResignRequestSchema)` to create a new message.
 */
export const ResignRequestSchema: GenMessage<ResignRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 22);

/**
 * The finished game.
 *
 * @generated from message hnefatafl.v1.ResignResponse
 */
export type ResignResponse = Message<"hnefatafl.v1.ResignResponse"> & {
  /**
   * The game after the resignation.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hnefatafl.v1.ResignResponse.
 * Use `create(ResignResponseSchema)` to create a new message.
 */
export const ResignResponseSchema: GenMessage<ResignResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 23);

/**
 * Asks for a game's history.
 *
 * @generated from message hnefatafl.v1.GetHistoryRequest
 */
export type GetHistoryRequest = Message<"hnefatafl.v1.GetHistoryRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;
};

/**
 * Describes the message hnefatafl.v1.GetHistoryRequest.
 * Use `create(GetHistoryRequestSchema)` to create a new message.
 */
export const GetHistoryRequestSchema: GenMessage<GetHistoryRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 24);

/**
 * A game's history.
 *
 * @generated from message hnefatafl.v1.GetHistoryResponse
 */
export type GetHistoryResponse = Message<"hnefatafl.v1.GetHistoryResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The game record in the engine's record format: optional [Start], [Result],
   * [Reason] and [Termination] tags (the result and what ended the game:
   * rules, resignation, time, agreement or abandonment), then one numbered
   * line per attackers' move and defenders' reply. It replays: reading it
   * back gives the same game (docs/hnefatafl-rules.md).
   *
   * @generated from field: string record = 2;
   */
  record: string;

  /**
   * The starting position as TPN.
   *
   * @generated from field: string start_position = 3;
   */
  startPosition: string;

  /**
   * Every move made, in order, with what it did.
   *
   * @generated from field: repeated hnefatafl.v1.MoveResult moves = 4;
   */
  moves: MoveResult[];
};

/**
 * Describes the message hnefatafl.v1.GetHistoryResponse.
 * Use `create(GetHistoryResponseSchema)` to create a new message.
 */
export const GetHistoryResponseSchema: GenMessage<GetHistoryResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 25);

/**
 * Asks to follow a game.
 *
 * @generated from message hnefatafl.v1.WatchGameRequest
 */
export type WatchGameRequest = Message<"hnefatafl.v1.WatchGameRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * The version the watcher already has, e.g. the last version received
   * before a disconnect. If set, the stream starts with every change after
   * this version, in order (nothing, if there is none yet), or with a
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
   * Also receive the legal moves of the side to move (WatchGameResponse.
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
 * Describes the message hnefatafl.v1.WatchGameRequest.
 * Use `create(WatchGameRequestSchema)` to create a new message.
 */
export const WatchGameRequestSchema: GenMessage<WatchGameRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 26);

/**
 * One message of a WatchGame stream.
 *
 * @generated from message hnefatafl.v1.WatchGameResponse
 */
export type WatchGameResponse = Message<"hnefatafl.v1.WatchGameResponse"> & {
  /**
   * A snapshot or an event.
   *
   * @generated from oneof hnefatafl.v1.WatchGameResponse.update
   */
  update: {
    /**
     * The whole state of the game at `snapshot.version`: the first message
     * (unless resuming), and again whenever events were skipped. The next
     * event has version `snapshot.version + 1`.
     *
     * @generated from field: hnefatafl.v1.Game snapshot = 1;
     */
    value: Game;
    case: "snapshot";
  } | {
    /**
     * One accepted change.
     *
     * @generated from field: hnefatafl.v1.GameEvent event = 2;
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
   * the watcher's seat is to move: every legal move of that seat, as
   * LegalActionsResponse.actions lists them for this version. Empty otherwise
   * (another side to move, the game over, an Audience message).
   *
   * @generated from field: repeated hnefatafl.v1.Move legal_actions = 4;
   */
  legalActions: Move[];
};

/**
 * Describes the message hnefatafl.v1.WatchGameResponse.
 * Use `create(WatchGameResponseSchema)` to create a new message.
 */
export const WatchGameResponseSchema: GenMessage<WatchGameResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 27);

/**
 * One accepted change of a game, as the call that made it reported it.
 *
 * @generated from message hnefatafl.v1.GameEvent
 */
export type GameEvent = Message<"hnefatafl.v1.GameEvent"> & {
  /**
   * The game's version after the change: one more than the version of the
   * message before it in the stream (or than from_version).
   *
   * @generated from field: uint64 version = 1;
   */
  version: bigint;

  /**
   * What was done: the move (e.g. "d1-d3"), or "resign".
   *
   * @generated from field: string action = 2;
   */
  action: string;

  /**
   * What happened.
   *
   * @generated from oneof hnefatafl.v1.GameEvent.change
   */
  change: {
    /**
     * A move was made; what it did, as ApplyActionResponse.result.
     *
     * @generated from field: hnefatafl.v1.MoveResult move = 3;
     */
    value: MoveResult;
    case: "move";
  } | {
    /**
     * A side resigned and the other side won.
     *
     * @generated from field: hnefatafl.v1.Resignation resignation = 4;
     */
    value: Resignation;
    case: "resignation";
  } | {
    /**
     * Real play (numbers 20-39, the same in every game); action "join".
     * The seat of `side` was taken with its invitation.
     *
     * @generated from field: hnefatafl.v1.SeatEvent seat_taken = 20;
     */
    value: SeatEvent;
    case: "seatTaken";
  } | {
    /**
     * The invitation of `side`'s seat was revoked; action "revoke".
     *
     * @generated from field: hnefatafl.v1.SeatEvent invitation_revoked = 21;
     */
    value: SeatEvent;
    case: "invitationRevoked";
  } | {
    /**
     * `side` offers a draw; action "offer-draw".
     *
     * @generated from field: hnefatafl.v1.SeatEvent draw_offered = 22;
     */
    value: SeatEvent;
    case: "drawOffered";
  } | {
    /**
     * `side` declined the draw offer; action "decline-draw". (An action of
     * the opponent also declines it: that event's game shows no offer.)
     *
     * @generated from field: hnefatafl.v1.SeatEvent draw_declined = 23;
     */
    value: SeatEvent;
    case: "drawDeclined";
  } | {
    /**
     * `side` accepted the draw offer: the game is drawn; action "accept-draw".
     *
     * @generated from field: hnefatafl.v1.SeatEvent draw_agreed = 24;
     */
    value: SeatEvent;
    case: "drawAgreed";
  } | {
    /**
     * `side`'s time ran out: it lost on time; action "timeout".
     *
     * @generated from field: hnefatafl.v1.SeatEvent flag_fall = 25;
     */
    value: SeatEvent;
    case: "flagFall";
  } | {
    /**
     * The game was aborted; action "abort". `side`: the side that aborted it
     * (Abort); unset when nobody made the first action in time.
     *
     * @generated from field: hnefatafl.v1.SeatEvent aborted = 26;
     */
    value: SeatEvent;
    case: "aborted";
  } | {
    /**
     * `side`'s player is gone: the opponent may claim the game from
     * `game.claim_from_ms`; action "gone".
     *
     * @generated from field: hnefatafl.v1.SeatEvent opponent_gone = 27;
     */
    value: SeatEvent;
    case: "opponentGone";
  } | {
    /**
     * `side`'s player came back before a claim; action "back".
     *
     * @generated from field: hnefatafl.v1.SeatEvent opponent_back = 28;
     */
    value: SeatEvent;
    case: "opponentBack";
  } | {
    /**
     * `side` claimed the victory after the opponent left; action "claim".
     *
     * @generated from field: hnefatafl.v1.SeatEvent victory_claimed = 29;
     */
    value: SeatEvent;
    case: "victoryClaimed";
  } | {
    /**
     * `side` called the game a draw after the opponent left; action
     * "claim-draw".
     *
     * @generated from field: hnefatafl.v1.SeatEvent draw_claimed = 30;
     */
    value: SeatEvent;
    case: "drawClaimed";
  } | {
    /**
     * `side` proposes to take back its last turn; action "propose-takeback".
     *
     * @generated from field: hnefatafl.v1.SeatEvent takeback_proposed = 31;
     */
    value: SeatEvent;
    case: "takebackProposed";
  } | {
    /**
     * `side` declined the takeback proposal; action "decline-takeback". (An
     * action also clears it: that event's game shows no proposal.)
     *
     * @generated from field: hnefatafl.v1.SeatEvent takeback_declined = 32;
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
     * @generated from field: hnefatafl.v1.SeatEvent takeback_accepted = 33;
     */
    value: SeatEvent;
    case: "takebackAccepted";
  } | {
    /**
     * `side` berserked (an arena's game: tournament.v1 Berserk): its clock was cut
     * to half its base time and its moves gain no increment; action "berserk".
     *
     * @generated from field: hnefatafl.v1.SeatEvent berserk = 34;
     */
    value: SeatEvent;
    case: "berserk";
  } | { case: undefined; value?: undefined };

  /**
   * The game after the change (the same snapshot the acting call returned).
   * When the change ended the game, its status and end reason say how, and
   * this is the last message of the stream.
   *
   * @generated from field: hnefatafl.v1.Game game = 6;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hnefatafl.v1.GameEvent.
 * Use `create(GameEventSchema)` to create a new message.
 */
export const GameEventSchema: GenMessage<GameEvent> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 28);

/**
 * A resignation.
 *
 * @generated from message hnefatafl.v1.Resignation
 */
export type Resignation = Message<"hnefatafl.v1.Resignation"> & {
  /**
   * The side that resigned.
   *
   * @generated from field: hnefatafl.v1.Side side = 1;
   */
  side: Side;
};

/**
 * Describes the message hnefatafl.v1.Resignation.
 * Use `create(ResignationSchema)` to create a new message.
 */
export const ResignationSchema: GenMessage<Resignation> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 29);

/**
 * A real-play change concerning one side.
 *
 * @generated from message hnefatafl.v1.SeatEvent
 */
export type SeatEvent = Message<"hnefatafl.v1.SeatEvent"> & {
  /**
   * The side.
   *
   * @generated from field: hnefatafl.v1.Side side = 1;
   */
  side: Side;
};

/**
 * Describes the message hnefatafl.v1.SeatEvent.
 * Use `create(SeatEventSchema)` to create a new message.
 */
export const SeatEventSchema: GenMessage<SeatEvent> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 30);

/**
 * Takes an invitation's seat (the code is sent as the authorization).
 *
 * @generated from message hnefatafl.v1.JoinGameRequest
 */
export type JoinGameRequest = Message<"hnefatafl.v1.JoinGameRequest"> & {
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
 * Describes the message hnefatafl.v1.JoinGameRequest.
 * Use `create(JoinGameRequestSchema)` to create a new message.
 */
export const JoinGameRequestSchema: GenMessage<JoinGameRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 31);

/**
 * The seat taken.
 *
 * @generated from message hnefatafl.v1.JoinGameResponse
 */
export type JoinGameResponse = Message<"hnefatafl.v1.JoinGameResponse"> & {
  /**
   * The game after the join.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The seat taken.
   *
   * @generated from field: hnefatafl.v1.Side side = 2;
   */
  side: Side;

  /**
   * The seat's secret token, as NewGameResponse.attackers_token.
   *
   * @generated from field: string token = 3;
   */
  token: string;
};

/**
 * Describes the message hnefatafl.v1.JoinGameResponse.
 * Use `create(JoinGameResponseSchema)` to create a new message.
 */
export const JoinGameResponseSchema: GenMessage<JoinGameResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 32);

/**
 * Revokes an unused invitation.
 *
 * @generated from message hnefatafl.v1.RevokeInvitationRequest
 */
export type RevokeInvitationRequest = Message<"hnefatafl.v1.RevokeInvitationRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * The seat whose invitation is revoked.
   *
   * @generated from field: hnefatafl.v1.Side side = 2;
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
 * Describes the message hnefatafl.v1.RevokeInvitationRequest.
 * Use `create(RevokeInvitationRequestSchema)` to create a new message.
 */
export const RevokeInvitationRequestSchema: GenMessage<RevokeInvitationRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 33);

/**
 * The game after the revocation.
 *
 * @generated from message hnefatafl.v1.RevokeInvitationResponse
 */
export type RevokeInvitationResponse = Message<"hnefatafl.v1.RevokeInvitationResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hnefatafl.v1.RevokeInvitationResponse.
 * Use `create(RevokeInvitationResponseSchema)` to create a new message.
 */
export const RevokeInvitationResponseSchema: GenMessage<RevokeInvitationResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 34);

/**
 * Offers a draw.
 *
 * @generated from message hnefatafl.v1.OfferDrawRequest
 */
export type OfferDrawRequest = Message<"hnefatafl.v1.OfferDrawRequest"> & {
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
 * Describes the message hnefatafl.v1.OfferDrawRequest.
 * Use `create(OfferDrawRequestSchema)` to create a new message.
 */
export const OfferDrawRequestSchema: GenMessage<OfferDrawRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 35);

/**
 * The game with the offer pending.
 *
 * @generated from message hnefatafl.v1.OfferDrawResponse
 */
export type OfferDrawResponse = Message<"hnefatafl.v1.OfferDrawResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hnefatafl.v1.OfferDrawResponse.
 * Use `create(OfferDrawResponseSchema)` to create a new message.
 */
export const OfferDrawResponseSchema: GenMessage<OfferDrawResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 36);

/**
 * Answers the opponent's draw offer.
 *
 * @generated from message hnefatafl.v1.AnswerDrawRequest
 */
export type AnswerDrawRequest = Message<"hnefatafl.v1.AnswerDrawRequest"> & {
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
 * Describes the message hnefatafl.v1.AnswerDrawRequest.
 * Use `create(AnswerDrawRequestSchema)` to create a new message.
 */
export const AnswerDrawRequestSchema: GenMessage<AnswerDrawRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 37);

/**
 * The game after the answer.
 *
 * @generated from message hnefatafl.v1.AnswerDrawResponse
 */
export type AnswerDrawResponse = Message<"hnefatafl.v1.AnswerDrawResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hnefatafl.v1.AnswerDrawResponse.
 * Use `create(AnswerDrawResponseSchema)` to create a new message.
 */
export const AnswerDrawResponseSchema: GenMessage<AnswerDrawResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 38);

/**
 * Aborts a game.
 *
 * @generated from message hnefatafl.v1.AbortRequest
 */
export type AbortRequest = Message<"hnefatafl.v1.AbortRequest"> & {
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
 * Describes the message hnefatafl.v1.AbortRequest.
 * Use `create(AbortRequestSchema)` to create a new message.
 */
export const AbortRequestSchema: GenMessage<AbortRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 39);

/**
 * The aborted game.
 *
 * @generated from message hnefatafl.v1.AbortResponse
 */
export type AbortResponse = Message<"hnefatafl.v1.AbortResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hnefatafl.v1.AbortResponse.
 * Use `create(AbortResponseSchema)` to create a new message.
 */
export const AbortResponseSchema: GenMessage<AbortResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 40);

/**
 * Claims a game after the opponent left.
 *
 * @generated from message hnefatafl.v1.ClaimVictoryRequest
 */
export type ClaimVictoryRequest = Message<"hnefatafl.v1.ClaimVictoryRequest"> & {
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
 * Describes the message hnefatafl.v1.ClaimVictoryRequest.
 * Use `create(ClaimVictoryRequestSchema)` to create a new message.
 */
export const ClaimVictoryRequestSchema: GenMessage<ClaimVictoryRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 41);

/**
 * The claimed game.
 *
 * @generated from message hnefatafl.v1.ClaimVictoryResponse
 */
export type ClaimVictoryResponse = Message<"hnefatafl.v1.ClaimVictoryResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hnefatafl.v1.ClaimVictoryResponse.
 * Use `create(ClaimVictoryResponseSchema)` to create a new message.
 */
export const ClaimVictoryResponseSchema: GenMessage<ClaimVictoryResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 42);

/**
 * Proposes a takeback of the caller's last turn.
 *
 * @generated from message hnefatafl.v1.ProposeTakebackRequest
 */
export type ProposeTakebackRequest = Message<"hnefatafl.v1.ProposeTakebackRequest"> & {
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
 * Describes the message hnefatafl.v1.ProposeTakebackRequest.
 * Use `create(ProposeTakebackRequestSchema)` to create a new message.
 */
export const ProposeTakebackRequestSchema: GenMessage<ProposeTakebackRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 43);

/**
 * The game with the proposal pending (or, against the service's computer,
 * taken back).
 *
 * @generated from message hnefatafl.v1.ProposeTakebackResponse
 */
export type ProposeTakebackResponse = Message<"hnefatafl.v1.ProposeTakebackResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hnefatafl.v1.ProposeTakebackResponse.
 * Use `create(ProposeTakebackResponseSchema)` to create a new message.
 */
export const ProposeTakebackResponseSchema: GenMessage<ProposeTakebackResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 44);

/**
 * Answers the opponent's takeback proposal.
 *
 * @generated from message hnefatafl.v1.AnswerTakebackRequest
 */
export type AnswerTakebackRequest = Message<"hnefatafl.v1.AnswerTakebackRequest"> & {
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
 * Describes the message hnefatafl.v1.AnswerTakebackRequest.
 * Use `create(AnswerTakebackRequestSchema)` to create a new message.
 */
export const AnswerTakebackRequestSchema: GenMessage<AnswerTakebackRequest> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 45);

/**
 * The game after the answer.
 *
 * @generated from message hnefatafl.v1.AnswerTakebackResponse
 */
export type AnswerTakebackResponse = Message<"hnefatafl.v1.AnswerTakebackResponse"> & {
  /**
   * The game.
   *
   * @generated from field: hnefatafl.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message hnefatafl.v1.AnswerTakebackResponse.
 * Use `create(AnswerTakebackResponseSchema)` to create a new message.
 */
export const AnswerTakebackResponseSchema: GenMessage<AnswerTakebackResponse> = /*@__PURE__*/
  messageDesc(file_hnefatafl_v1_hnefatafl, 46);

/**
 * A side. Seat 0 is the Attackers, seat 1 the Defenders.
 *
 * @generated from enum hnefatafl.v1.Side
 */
export enum Side {
  /**
   * Not set; in a field that may be empty (such as the winner) it means
   * "nobody".
   *
   * @generated from enum value: SIDE_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * The 24 attackers ('t'): they move first and try to capture the King.
   *
   * @generated from enum value: SIDE_ATTACKERS = 1;
   */
  ATTACKERS = 1,

  /**
   * The King ('K') and his 12 defenders ('T'): they try to bring the King to a
   * corner.
   *
   * @generated from enum value: SIDE_DEFENDERS = 2;
   */
  DEFENDERS = 2,
}

/**
 * Describes the enum hnefatafl.v1.Side.
 */
export const SideSchema: GenEnum<Side> = /*@__PURE__*/
  enumDesc(file_hnefatafl_v1_hnefatafl, 0);

/**
 * A piece.
 *
 * @generated from enum hnefatafl.v1.Piece
 */
export enum Piece {
  /**
   * Not set.
   *
   * @generated from enum value: PIECE_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * An attacking soldier ('t').
   *
   * @generated from enum value: PIECE_ATTACKER = 1;
   */
  ATTACKER = 1,

  /**
   * A defending soldier ('T').
   *
   * @generated from enum value: PIECE_DEFENDER = 2;
   */
  DEFENDER = 2,

  /**
   * The King ('K').
   *
   * @generated from enum value: PIECE_KING = 3;
   */
  KING = 3,
}

/**
 * Describes the enum hnefatafl.v1.Piece.
 */
export const PieceSchema: GenEnum<Piece> = /*@__PURE__*/
  enumDesc(file_hnefatafl_v1_hnefatafl, 1);

/**
 * Whether a game goes on, and who won. Hnefatafl has no draws.
 *
 * @generated from enum hnefatafl.v1.GameStatus
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
   * The attackers won; see `end_reason`.
   *
   * @generated from enum value: GAME_STATUS_ATTACKERS_WON = 2;
   */
  ATTACKERS_WON = 2,

  /**
   * The defenders won; see `end_reason`.
   *
   * @generated from enum value: GAME_STATUS_DEFENDERS_WON = 3;
   */
  DEFENDERS_WON = 3,

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
 * Describes the enum hnefatafl.v1.GameStatus.
 */
export const GameStatusSchema: GenEnum<GameStatus> = /*@__PURE__*/
  enumDesc(file_hnefatafl_v1_hnefatafl, 2);

/**
 * Why a game ended.
 *
 * @generated from enum hnefatafl.v1.EndReason
 */
export enum EndReason {
  /**
   * The game is not over.
   *
   * @generated from enum value: END_REASON_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * The King reached a corner (the defenders win).
   *
   * @generated from enum value: END_REASON_KING_ESCAPED = 1;
   */
  KING_ESCAPED = 1,

  /**
   * The King stands on the edge in an exit fort the attackers can never break
   * (the defenders win).
   *
   * @generated from enum value: END_REASON_EXIT_FORT = 2;
   */
  EXIT_FORT = 2,

  /**
   * The attackers captured the King.
   *
   * @generated from enum value: END_REASON_KING_CAPTURED = 3;
   */
  KING_CAPTURED = 3,

  /**
   * The attackers enclosed the King and every defender in a region that
   * touches no edge and whose ring cannot be broken from inside.
   *
   * @generated from enum value: END_REASON_ENCIRCLEMENT = 4;
   */
  ENCIRCLEMENT = 4,

  /**
   * The loser had no legal move on his turn (also: had no pieces left).
   *
   * @generated from enum value: END_REASON_NO_LEGAL_MOVE = 5;
   */
  NO_LEGAL_MOVE = 5,

  /**
   * The loser resigned.
   *
   * @generated from enum value: END_REASON_RESIGNATION = 6;
   */
  RESIGNATION = 6,

  /**
   * The two sides agreed a draw (OfferDraw, then AnswerDraw accepting).
   *
   * @generated from enum value: END_REASON_DRAW_AGREED = 7;
   */
  DRAW_AGREED = 7,

  /**
   * The loser's time ran out before its move.
   *
   * @generated from enum value: END_REASON_TIMEOUT = 8;
   */
  TIMEOUT = 8,

  /**
   * Nobody made the first move within the abandonment time: aborted.
   *
   * @generated from enum value: END_REASON_ABANDONED = 9;
   */
  ABANDONED = 9,

  /**
   * A player aborted the game (Abort) before both sides had made their first
   * action: no result, no rating change.
   *
   * @generated from enum value: END_REASON_ABORTED = 10;
   */
  ABORTED = 10,

  /**
   * A player left the game (no open stream, no action for the grace time) and
   * the opponent claimed it (ClaimVictory): won, or drawn when the opponent
   * called it a draw.
   *
   * @generated from enum value: END_REASON_OPPONENT_LEFT = 11;
   */
  OPPONENT_LEFT = 11,

  /**
   * The position stood for the third time in a game with the perpetual
   * repetition rule (NewGameRequest.rules "perpetual-repetition"): the
   * defenders lose, whichever side made the move.
   *
   * @generated from enum value: END_REASON_PERPETUAL_REPETITION = 12;
   */
  PERPETUAL_REPETITION = 12,

  /**
   * The game reached its move limit (NewGameRequest.move_limit, an event's
   * limit) and was drawn.
   *
   * @generated from enum value: END_REASON_MOVE_LIMIT = 13;
   */
  MOVE_LIMIT = 13,
}

/**
 * Describes the enum hnefatafl.v1.EndReason.
 */
export const EndReasonSchema: GenEnum<EndReason> = /*@__PURE__*/
  enumDesc(file_hnefatafl_v1_hnefatafl, 3);

/**
 * What became of an invitation.
 *
 * @generated from enum hnefatafl.v1.InvitationStatus
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
 * Describes the enum hnefatafl.v1.InvitationStatus.
 */
export const InvitationStatusSchema: GenEnum<InvitationStatus> = /*@__PURE__*/
  enumDesc(file_hnefatafl_v1_hnefatafl, 4);

/**
 * The Copenhagen Hnefatafl game-state service.
 *
 * @generated from service hnefatafl.v1.HnefataflService
 */
export const HnefataflService: GenService<{
  /**
   * Does nothing and answers at once; a baseline for measuring the transport.
   *
   * @generated from rpc hnefatafl.v1.HnefataflService.Ping
   */
  ping: {
    methodKind: "unary";
    input: typeof PingRequestSchema;
    output: typeof PingResponseSchema;
  },
  /**
   * Starts a game, from the start position or a given one, and hands out the
   * seat tokens.
   *
   * @generated from rpc hnefatafl.v1.HnefataflService.NewGame
   */
  newGame: {
    methodKind: "unary";
    input: typeof NewGameRequestSchema;
    output: typeof NewGameResponseSchema;
  },
  /**
   * Returns the current state of a game.
   *
   * @generated from rpc hnefatafl.v1.HnefataflService.GetGame
   */
  getGame: {
    methodKind: "unary";
    input: typeof GetGameRequestSchema;
    output: typeof GetGameResponseSchema;
  },
  /**
   * Lists every legal move of a game, or of a bare position (stateless
   * analysis: nothing is stored), with the status of either.
   *
   * @generated from rpc hnefatafl.v1.HnefataflService.LegalActions
   */
  legalActions: {
    methodKind: "unary";
    input: typeof LegalActionsRequestSchema;
    output: typeof LegalActionsResponseSchema;
  },
  /**
   * Makes one move for the side to move. Needs that side's seat token.
   * Reports every capture, shieldwall captures, the King's capture and the
   * win with its reason.
   *
   * @generated from rpc hnefatafl.v1.HnefataflService.ApplyAction
   */
  applyAction: {
    methodKind: "unary";
    input: typeof ApplyActionRequestSchema;
    output: typeof ApplyActionResponseSchema;
  },
  /**
   * Resigns the game for the seat whose token is sent; allowed at any time
   * while the game is ongoing, whoever is to move. The other side wins.
   *
   * @generated from rpc hnefatafl.v1.HnefataflService.Resign
   */
  resign: {
    methodKind: "unary";
    input: typeof ResignRequestSchema;
    output: typeof ResignResponseSchema;
  },
  /**
   * Returns the game record (replayable) and every move with what it did.
   *
   * @generated from rpc hnefatafl.v1.HnefataflService.GetHistory
   */
  getHistory: {
    methodKind: "unary";
    input: typeof GetHistoryRequestSchema;
    output: typeof GetHistoryResponseSchema;
  },
  /**
   * Follows a game live, as a spectator (no token needed): first the game's
   * state, then one event per accepted change (a move, a resignation),
   * whichever replica accepted it.
   *
   * Guarantee: the versions of the events are consecutive and follow the
   * version of the snapshot or of from_version, in order, without gaps or
   * duplicates. Whenever that cannot be kept (the watcher fell too far behind,
   * or the changes it missed are no longer kept), the server sends a fresh
   * snapshot instead and continues from its version.
   *
   * The stream ends with OK after the message that shows the game over. It
   * ends with NOT_FOUND / GAME_NOT_FOUND when the game is unknown or expires,
   * and with UNAVAILABLE when the replica stops or the store stays
   * unreachable: reconnect (to any replica) with from_version set to the last
   * version received, and nothing is lost.
   *
   * @generated from rpc hnefatafl.v1.HnefataflService.WatchGame
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
   * @generated from rpc hnefatafl.v1.HnefataflService.JoinGame
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
   * @generated from rpc hnefatafl.v1.HnefataflService.RevokeInvitation
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
   * action (an action) of the opponent declines it.
   *
   * @generated from rpc hnefatafl.v1.HnefataflService.OfferDraw
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
   * @generated from rpc hnefatafl.v1.HnefataflService.AnswerDraw
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
   * @generated from rpc hnefatafl.v1.HnefataflService.Abort
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
   * @generated from rpc hnefatafl.v1.HnefataflService.ClaimVictory
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
   * @generated from rpc hnefatafl.v1.HnefataflService.ProposeTakeback
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
   * @generated from rpc hnefatafl.v1.HnefataflService.AnswerTakeback
   */
  answerTakeback: {
    methodKind: "unary";
    input: typeof AnswerTakebackRequestSchema;
    output: typeof AnswerTakebackResponseSchema;
  },
}> = /*@__PURE__*/
  serviceDesc(file_hnefatafl_v1_hnefatafl, 0);

