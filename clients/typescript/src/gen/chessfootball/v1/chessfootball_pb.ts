// The Chess Football game-state service.
//
// Chess Football is Maurizio Orsi's game of chess pieces playing football on a
// chess board; the rules the service enforces, with every ruling, are in
// docs/chess-football-rules.md. The service has the operations, request
// fields, error reasons and watch guarantees that every game of this server
// shares (docs/api-shape.md); what is Chess Football's own is the notation and
// the details of the state and of what an action did.
//
// Text forms:
// - positions are CFN strings, six fields:
//   "<board> <side> <phase> <half> <moves> <score>", e.g. the start of a match
//   "8/8/8/8/4*3/8/8/8 w place 1 0/0 0-0" (board as in FEN, rank 8 first,
//   '+' after the piece holding the ball, '*' for the ball on the empty
//   kick-off square during a placement; side w or b; phase place, kickoff or
//   play; half 1 or 2; moves White/Black in this half; score White-Black);
// - actions are CFA strings: "N@e4" (place a Knight on e4; the letter is upper
//   case for both sides), "e4-d6" (move, carrying the ball if the piece holds
//   it, or capturing the enemy ball-holder), "e7-e8=Q" (a Pawn's move that
//   promotes), "e4>c2" (pass to the team-mate on c2), "--" (the null move,
//   legal only when no other move is);
// - squares are a file a-h and a rank 1-8, e.g. "e4".
//
// Versions: a new game has version 1; every accepted change (an action, a
// resignation) adds exactly 1. Reads never change the version.
//
// Seats: NewGame returns one secret token per seat (White, Black). Calls that
// act for a seat (ApplyAction, Resign) send it as gRPC metadata
// `authorization: Bearer <token>`; they check it before anything else. Reads
// need no token.
//
// Errors are gRPC statuses with a google.rpc.ErrorInfo detail (domain
// "arbiter") whose `reason` clients can branch on:
// - INVALID_ARGUMENT, any call: INVALID_TEXT (a text field that is not UTF-8 or
//   holds a control character), TEXT_TOO_LONG (over 256 characters; a position
//   over 1,024), MALFORMED_REQUEST (not a protobuf message), checked before
//   anything else (metadata `field` and a google.rpc.BadRequest name the field);
// - INVALID_ARGUMENT: INVALID_GAME_ID, INVALID_POSITION, INVALID_ACTION,
//   INVALID_REQUEST_ID, MISSING_FIELD, REQUEST_ID_REUSED, UNKNOWN_RULE;
// - FAILED_PRECONDITION: ILLEGAL_ACTION (metadata `rule` holds the engine's
//   reason code, e.g. KING_OFF_GOAL, PLACEMENT_CANNOT_COMPLETE,
//   ENEMY_WITHOUT_BALL), GAME_OVER, REQUEST_EXPIRED (a retried request_id
//   whose answer is no longer kept; see ApplyActionRequest);
// - NOT_FOUND: GAME_NOT_FOUND (unknown or expired, or a game of another game's
//   service);
// - OUT_OF_RANGE: VERSION_AHEAD;
// - UNAUTHENTICATED: UNAUTHENTICATED;
// - PERMISSION_DENIED: WRONG_SEAT, NOT_YOUR_TURN (the token's seat is not the
//   side to act: to place, to kick off or to move);
// - ABORTED: VERSION_CONFLICT;
// - UNAVAILABLE: STORE_UNAVAILABLE, SHUTTING_DOWN;
// - RESOURCE_EXHAUSTED: REQUEST_TOO_LARGE, RESPONSE_TOO_LARGE, OVERLOADED (the
//   replica is beyond its capacity and ran nothing: metadata `class` and
//   `retry_after_ms`, and a google.rpc.RetryInfo; calls of running games are
//   admitted before NewGame and JoinGame);
// - DEADLINE_EXCEEDED: REQUEST_TIMEOUT;
// - INTERNAL: INTERNAL.
//
// When the outcome of ApplyAction or Resign is unknown, retry with the same
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
// @generated from file chessfootball/v1/chessfootball.proto (package chessfootball.v1, syntax proto3)
/* eslint-disable */

import type { GenEnum, GenFile, GenMessage, GenService } from "@bufbuild/protobuf/codegenv2";
import { enumDesc, fileDesc, messageDesc, serviceDesc } from "@bufbuild/protobuf/codegenv2";
import type { Audience } from "../../audience/v1/audience_pb.js";
import { file_audience_v1_audience } from "../../audience/v1/audience_pb.js";
import type { Message } from "@bufbuild/protobuf";

/**
 * Describes the file chessfootball/v1/chessfootball.proto.
 */
export const file_chessfootball_v1_chessfootball: GenFile = /*@__PURE__*/
  fileDesc("CiRjaGVzc2Zvb3RiYWxsL3YxL2NoZXNzZm9vdGJhbGwucHJvdG8SEGNoZXNzZm9vdGJhbGwudjEibgoLUGxhY2VkUGllY2USDgoGc3F1YXJlGAEgASgJEiQKBHNpZGUYAiABKA4yFi5jaGVzc2Zvb3RiYWxsLnYxLlNpZGUSKQoEa2luZBgDIAEoDjIbLmNoZXNzZm9vdGJhbGwudjEuUGllY2VLaW5kIiUKBVNjb3JlEg0KBXdoaXRlGAEgASgNEg0KBWJsYWNrGAIgASgNIrIHCgRHYW1lEg8KB2dhbWVfaWQYASABKAkSDwoHdmVyc2lvbhgCIAEoBBIQCghwb3NpdGlvbhgDIAEoCRIsCgZzdGF0dXMYBCABKA4yHC5jaGVzc2Zvb3RiYWxsLnYxLkdhbWVTdGF0dXMSLwoKZW5kX3JlYXNvbhgFIAEoDjIbLmNoZXNzZm9vdGJhbGwudjEuRW5kUmVhc29uEiwKDHNpZGVfdG9fbW92ZRgGIAEoDjIWLmNoZXNzZm9vdGJhbGwudjEuU2lkZRImCgVwaGFzZRgHIAEoDjIXLmNoZXNzZm9vdGJhbGwudjEuUGhhc2USDAoEaGFsZhgIIAEoDRITCgt3aGl0ZV9tb3ZlcxgJIAEoDRITCgtibGFja19tb3ZlcxgKIAEoDRImCgVzY29yZRgLIAEoCzIXLmNoZXNzZm9vdGJhbGwudjEuU2NvcmUSDAoEYmFsbBgMIAEoCRIyCgtiYWxsX2hvbGRlchgNIAEoCzIdLmNoZXNzZm9vdGJhbGwudjEuUGxhY2VkUGllY2USKwoLa2lja2luZ19vZmYYDiABKA4yFi5jaGVzc2Zvb3RiYWxsLnYxLlNpZGUSKAoIcmVzaWduZWQYDyABKA4yFi5jaGVzc2Zvb3RiYWxsLnYxLlNpZGUSKgoFc2VhdHMYKCADKAsyGy5jaGVzc2Zvb3RiYWxsLnYxLlNlYXRTdGF0ZRImCgVjbG9jaxgpIAEoCzIXLmNoZXNzZm9vdGJhbGwudjEuQ2xvY2sSLwoPZHJhd19vZmZlcmVkX2J5GCogASgOMhYuY2hlc3Nmb290YmFsbC52MS5TaWRlEhYKDnNlcnZlcl90aW1lX21zGCsgASgEEhMKC2RlYWRsaW5lX21zGCwgASgEEg8KB3N0YXJ0ZWQYLSABKAgSDQoFcmF0ZWQYLiABKAgSEQoJYWJvcnRhYmxlGC8gASgIEi0KDW9wcG9uZW50X2dvbmUYMCABKA4yFi5jaGVzc2Zvb3RiYWxsLnYxLlNpZGUSFQoNY2xhaW1fZnJvbV9tcxgxIAEoBBI0ChR0YWtlYmFja19wcm9wb3NlZF9ieRgyIAEoDjIWLmNoZXNzZm9vdGJhbGwudjEuU2lkZRIZChF0YWtlYmFja3NfYWxsb3dlZBgzIAEoCBINCgVydWxlcxg0IAMoCRISCgptb3ZlX2xpbWl0GDUgASgNEikKCWJlcnNlcmtlZBg2IAMoDjIWLmNoZXNzZm9vdGJhbGwudjEuU2lkZSKyAQoJU2VhdFN0YXRlEiQKBHNpZGUYASABKA4yFi5jaGVzc2Zvb3RiYWxsLnYxLlNpZGUSDQoFdGFrZW4YAiABKAgSNgoKaW52aXRhdGlvbhgDIAEoDjIiLmNoZXNzZm9vdGJhbGwudjEuSW52aXRhdGlvblN0YXR1cxITCgtwbGF5ZXJfbmFtZRgEIAEoCRIOCgZyYXRpbmcYBSABKAESEwoLcHJvdmlzaW9uYWwYBiABKAgipQEKC1RpbWVDb250cm9sEiwKB2Zpc2NoZXIYASABKAsyGS5jaGVzc2Zvb3RiYWxsLnYxLkZpc2NoZXJIABIuCgVkZWxheRgCIAEoCzIdLmNoZXNzZm9vdGJhbGwudjEuU2ltcGxlRGVsYXlIABItCghwZXJfdHVybhgDIAEoCzIZLmNoZXNzZm9vdGJhbGwudjEuUGVyVHVybkgAQgkKB2NvbnRyb2wiMwoHRmlzY2hlchISCgppbml0aWFsX21zGAEgASgEEhQKDGluY3JlbWVudF9tcxgCIAEoBCIzCgtTaW1wbGVEZWxheRISCgppbml0aWFsX21zGAEgASgEEhAKCGRlbGF5X21zGAIgASgEIh4KB1BlclR1cm4SEwoLcGVyX3R1cm5fbXMYASABKAQivwEKBUNsb2NrEjMKDHRpbWVfY29udHJvbBgBIAEoCzIdLmNoZXNzZm9vdGJhbGwudjEuVGltZUNvbnRyb2wSKgoFc2lkZXMYAiADKAsyGy5jaGVzc2Zvb3RiYWxsLnYxLlNpZGVDbG9jaxInCgdydW5uaW5nGAMgASgOMhYuY2hlc3Nmb290YmFsbC52MS5TaWRlEhMKC3Rha2VuX2F0X21zGAQgASgEEhcKD3R1cm5fc3RhcnRlZF9tcxgFIAEoBCJHCglTaWRlQ2xvY2sSJAoEc2lkZRgBIAEoDjIWLmNoZXNzZm9vdGJhbGwudjEuU2lkZRIUCgxyZW1haW5pbmdfbXMYAiABKAQiQAoKSW52aXRhdGlvbhIkCgRzaWRlGAEgASgOMhYuY2hlc3Nmb290YmFsbC52MS5TaWRlEgwKBGNvZGUYAiABKAkihQIKBkFjdGlvbhIQCghub3RhdGlvbhgBIAEoCRIqCgRraW5kGAIgASgOMhwuY2hlc3Nmb290YmFsbC52MS5BY3Rpb25LaW5kEhMKC2Zyb21fc3F1YXJlGAMgASgJEhEKCXRvX3NxdWFyZRgEIAEoCRIwCgtwbGFjZWRfa2luZBgFIAEoDjIbLmNoZXNzZm9vdGJhbGwudjEuUGllY2VLaW5kEi4KCXByb21vdGlvbhgGIAEoDjIbLmNoZXNzZm9vdGJhbGwudjEuUGllY2VLaW5kEhAKCGNhcHR1cmVzGAcgASgIEg4KBnNjb3JlcxgIIAEoCBIRCgllbmRzX2dhbWUYCSABKAgikAEKBEdvYWwSJgoGc2NvcmVyGAEgASgOMhYuY2hlc3Nmb290YmFsbC52MS5TaWRlEigKBGtpbmQYAiABKA4yGi5jaGVzc2Zvb3RiYWxsLnYxLkdvYWxLaW5kEg4KBnNxdWFyZRgDIAEoCRImCgVzY29yZRgEIAEoCzIXLmNoZXNzZm9vdGJhbGwudjEuU2NvcmUiZwoHUmVzdGFydBIvCgZyZWFzb24YASABKA4yHy5jaGVzc2Zvb3RiYWxsLnYxLlJlc3RhcnRSZWFzb24SKwoLa2lja2luZ19vZmYYAiABKA4yFi5jaGVzc2Zvb3RiYWxsLnYxLlNpZGUizAMKDEFjdGlvblJlc3VsdBIoCgZhY3Rpb24YASABKAsyGC5jaGVzc2Zvb3RiYWxsLnYxLkFjdGlvbhIkCgRzaWRlGAIgASgOMhYuY2hlc3Nmb290YmFsbC52MS5TaWRlEi0KBnBsYWNlZBgDIAEoCzIdLmNoZXNzZm9vdGJhbGwudjEuUGxhY2VkUGllY2USLwoIY2FwdHVyZWQYBCABKAsyHS5jaGVzc2Zvb3RiYWxsLnYxLlBsYWNlZFBpZWNlEjQKDXBhc3NfcmVjZWl2ZXIYBSABKAsyHS5jaGVzc2Zvb3RiYWxsLnYxLlBsYWNlZFBpZWNlEjAKC3Byb21vdGVkX3RvGAYgASgOMhsuY2hlc3Nmb290YmFsbC52MS5QaWVjZUtpbmQSJAoEZ29hbBgHIAEoCzIWLmNoZXNzZm9vdGJhbGwudjEuR29hbBIqCgdyZXN0YXJ0GAggASgLMhkuY2hlc3Nmb290YmFsbC52MS5SZXN0YXJ0EhEKCWhhbGZfdGltZRgJIAEoCBIRCglmdWxsX3RpbWUYCiABKAgSLAoGcmVzdWx0GAsgASgOMhwuY2hlc3Nmb290YmFsbC52MS5HYW1lU3RhdHVzIg0KC1BpbmdSZXF1ZXN0Ig4KDFBpbmdSZXNwb25zZSL6AQoOTmV3R2FtZVJlcXVlc3QSEAoIcG9zaXRpb24YASABKAkSKgoKb3Blbl9zZWF0cxgCIAMoDjIWLmNoZXNzZm9vdGJhbGwudjEuU2lkZRIzCgx0aW1lX2NvbnRyb2wYAyABKAsyHS5jaGVzc2Zvb3RiYWxsLnYxLlRpbWVDb250cm9sEioKA2JvdBgKIAEoCzIdLmNoZXNzZm9vdGJhbGwudjEuQm90T3Bwb25lbnQSDQoFcmF0ZWQYCyABKAgSFwoPcmF0ZWRfdGFrZWJhY2tzGAwgASgIEg0KBXJ1bGVzGA0gAygJEhIKCm1vdmVfbGltaXQYDiABKA0iWgoLQm90T3Bwb25lbnQSJAoEc2lkZRgBIAEoDjIWLmNoZXNzZm9vdGJhbGwudjEuU2lkZRIRCglidWRnZXRfbXMYAiABKA0SEgoKaXRlcmF0aW9ucxgDIAEoDSKsAQoPTmV3R2FtZVJlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUSEwoLd2hpdGVfdG9rZW4YAiABKAkSEwoLYmxhY2tfdG9rZW4YAyABKAkSMQoLaW52aXRhdGlvbnMYCiADKAsyHC5jaGVzc2Zvb3RiYWxsLnYxLkludml0YXRpb24SFgoOZGlyZWN0b3JfdG9rZW4YCyABKAkiIQoOR2V0R2FtZVJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCSI3Cg9HZXRHYW1lUmVzcG9uc2USJAoEZ2FtZRgBIAEoCzIWLmNoZXNzZm9vdGJhbGwudjEuR2FtZSJHChNMZWdhbEFjdGlvbnNSZXF1ZXN0EhEKB2dhbWVfaWQYASABKAlIABISCghwb3NpdGlvbhgCIAEoCUgAQgkKB3N1YmplY3Qi9AEKFExlZ2FsQWN0aW9uc1Jlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUSLAoMc2lkZV90b19tb3ZlGAIgASgOMhYuY2hlc3Nmb290YmFsbC52MS5TaWRlEikKB2FjdGlvbnMYAyADKAsyGC5jaGVzc2Zvb3RiYWxsLnYxLkFjdGlvbhIsCgZzdGF0dXMYBCABKA4yHC5jaGVzc2Zvb3RiYWxsLnYxLkdhbWVTdGF0dXMSLwoKZW5kX3JlYXNvbhgFIAEoDjIbLmNoZXNzZm9vdGJhbGwudjEuRW5kUmVhc29uIn0KEkFwcGx5QWN0aW9uUmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEg4KBmFjdGlvbhgCIAEoCRIdChBleHBlY3RlZF92ZXJzaW9uGAMgASgESACIAQESEgoKcmVxdWVzdF9pZBgEIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiJrChNBcHBseUFjdGlvblJlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUSLgoGcmVzdWx0GAIgASgLMh4uY2hlc3Nmb290YmFsbC52MS5BY3Rpb25SZXN1bHQiaAoNUmVzaWduUmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEh0KEGV4cGVjdGVkX3ZlcnNpb24YAiABKARIAIgBARISCgpyZXF1ZXN0X2lkGAMgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjYKDlJlc2lnblJlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUiJAoRR2V0SGlzdG9yeVJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCSKTAQoSR2V0SGlzdG9yeVJlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUSDgoGcmVjb3JkGAIgASgJEhYKDnN0YXJ0X3Bvc2l0aW9uGAMgASgJEi8KB2FjdGlvbnMYBCADKAsyHi5jaGVzc2Zvb3RiYWxsLnYxLkFjdGlvblJlc3VsdCJ4ChBXYXRjaEdhbWVSZXF1ZXN0Eg8KB2dhbWVfaWQYASABKAkSGQoMZnJvbV92ZXJzaW9uGAIgASgESACIAQESEAoIYXVkaWVuY2UYAyABKAgSFQoNbGVnYWxfYWN0aW9ucxgEIAEoCEIPCg1fZnJvbV92ZXJzaW9uItMBChFXYXRjaEdhbWVSZXNwb25zZRIqCghzbmFwc2hvdBgBIAEoCzIWLmNoZXNzZm9vdGJhbGwudjEuR2FtZUgAEiwKBWV2ZW50GAIgASgLMhsuY2hlc3Nmb290YmFsbC52MS5HYW1lRXZlbnRIABIpCghhdWRpZW5jZRgDIAEoCzIVLmF1ZGllbmNlLnYxLkF1ZGllbmNlSAASLwoNbGVnYWxfYWN0aW9ucxgEIAMoCzIYLmNoZXNzZm9vdGJhbGwudjEuQWN0aW9uQggKBnVwZGF0ZSLqBwoJR2FtZUV2ZW50Eg8KB3ZlcnNpb24YASABKAQSDgoGYWN0aW9uGAIgASgJEjAKBnJlc3VsdBgDIAEoCzIeLmNoZXNzZm9vdGJhbGwudjEuQWN0aW9uUmVzdWx0SAASNAoLcmVzaWduYXRpb24YBCABKAsyHS5jaGVzc2Zvb3RiYWxsLnYxLlJlc2lnbmF0aW9uSAASMQoKc2VhdF90YWtlbhgUIAEoCzIbLmNoZXNzZm9vdGJhbGwudjEuU2VhdEV2ZW50SAASOQoSaW52aXRhdGlvbl9yZXZva2VkGBUgASgLMhsuY2hlc3Nmb290YmFsbC52MS5TZWF0RXZlbnRIABIzCgxkcmF3X29mZmVyZWQYFiABKAsyGy5jaGVzc2Zvb3RiYWxsLnYxLlNlYXRFdmVudEgAEjQKDWRyYXdfZGVjbGluZWQYFyABKAsyGy5jaGVzc2Zvb3RiYWxsLnYxLlNlYXRFdmVudEgAEjIKC2RyYXdfYWdyZWVkGBggASgLMhsuY2hlc3Nmb290YmFsbC52MS5TZWF0RXZlbnRIABIwCglmbGFnX2ZhbGwYGSABKAsyGy5jaGVzc2Zvb3RiYWxsLnYxLlNlYXRFdmVudEgAEi4KB2Fib3J0ZWQYGiABKAsyGy5jaGVzc2Zvb3RiYWxsLnYxLlNlYXRFdmVudEgAEjQKDW9wcG9uZW50X2dvbmUYGyABKAsyGy5jaGVzc2Zvb3RiYWxsLnYxLlNlYXRFdmVudEgAEjQKDW9wcG9uZW50X2JhY2sYHCABKAsyGy5jaGVzc2Zvb3RiYWxsLnYxLlNlYXRFdmVudEgAEjYKD3ZpY3RvcnlfY2xhaW1lZBgdIAEoCzIbLmNoZXNzZm9vdGJhbGwudjEuU2VhdEV2ZW50SAASMwoMZHJhd19jbGFpbWVkGB4gASgLMhsuY2hlc3Nmb290YmFsbC52MS5TZWF0RXZlbnRIABI4ChF0YWtlYmFja19wcm9wb3NlZBgfIAEoCzIbLmNoZXNzZm9vdGJhbGwudjEuU2VhdEV2ZW50SAASOAoRdGFrZWJhY2tfZGVjbGluZWQYICABKAsyGy5jaGVzc2Zvb3RiYWxsLnYxLlNlYXRFdmVudEgAEjgKEXRha2ViYWNrX2FjY2VwdGVkGCEgASgLMhsuY2hlc3Nmb290YmFsbC52MS5TZWF0RXZlbnRIABIuCgdiZXJzZXJrGCIgASgLMhsuY2hlc3Nmb290YmFsbC52MS5TZWF0RXZlbnRIABIkCgRnYW1lGAUgASgLMhYuY2hlc3Nmb290YmFsbC52MS5HYW1lQggKBmNoYW5nZSIzCgtSZXNpZ25hdGlvbhIkCgRzaWRlGAEgASgOMhYuY2hlc3Nmb290YmFsbC52MS5TaWRlIjEKCVNlYXRFdmVudBIkCgRzaWRlGAEgASgOMhYuY2hlc3Nmb290YmFsbC52MS5TaWRlImoKD0pvaW5HYW1lUmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEh0KEGV4cGVjdGVkX3ZlcnNpb24YAiABKARIAIgBARISCgpyZXF1ZXN0X2lkGAMgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIm0KEEpvaW5HYW1lUmVzcG9uc2USJAoEZ2FtZRgBIAEoCzIWLmNoZXNzZm9vdGJhbGwudjEuR2FtZRIkCgRzaWRlGAIgASgOMhYuY2hlc3Nmb290YmFsbC52MS5TaWRlEg0KBXRva2VuGAMgASgJIpgBChdSZXZva2VJbnZpdGF0aW9uUmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEiQKBHNpZGUYAiABKA4yFi5jaGVzc2Zvb3RiYWxsLnYxLlNpZGUSHQoQZXhwZWN0ZWRfdmVyc2lvbhgDIAEoBEgAiAEBEhIKCnJlcXVlc3RfaWQYBCABKAlCEwoRX2V4cGVjdGVkX3ZlcnNpb24iQAoYUmV2b2tlSW52aXRhdGlvblJlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUiawoQT2ZmZXJEcmF3UmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEh0KEGV4cGVjdGVkX3ZlcnNpb24YAiABKARIAIgBARISCgpyZXF1ZXN0X2lkGAMgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjkKEU9mZmVyRHJhd1Jlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUifAoRQW5zd2VyRHJhd1JlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIOCgZhY2NlcHQYAiABKAgSHQoQZXhwZWN0ZWRfdmVyc2lvbhgDIAEoBEgAiAEBEhIKCnJlcXVlc3RfaWQYBCABKAlCEwoRX2V4cGVjdGVkX3ZlcnNpb24iOgoSQW5zd2VyRHJhd1Jlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUiZwoMQWJvcnRSZXF1ZXN0Eg8KB2dhbWVfaWQYASABKAkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgCIAEoBEgAiAEBEhIKCnJlcXVlc3RfaWQYAyABKAlCEwoRX2V4cGVjdGVkX3ZlcnNpb24iNQoNQWJvcnRSZXNwb25zZRIkCgRnYW1lGAEgASgLMhYuY2hlc3Nmb290YmFsbC52MS5HYW1lInwKE0NsYWltVmljdG9yeVJlcXVlc3QSDwoHZ2FtZV9pZBgBIAEoCRIMCgRkcmF3GAIgASgIEh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKARIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIjwKFENsYWltVmljdG9yeVJlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUicQoWUHJvcG9zZVRha2ViYWNrUmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEh0KEGV4cGVjdGVkX3ZlcnNpb24YAiABKARIAIgBARISCgpyZXF1ZXN0X2lkGAMgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uIj8KF1Byb3Bvc2VUYWtlYmFja1Jlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUigAEKFUFuc3dlclRha2ViYWNrUmVxdWVzdBIPCgdnYW1lX2lkGAEgASgJEg4KBmFjY2VwdBgCIAEoCBIdChBleHBlY3RlZF92ZXJzaW9uGAMgASgESACIAQESEgoKcmVxdWVzdF9pZBgEIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiI+ChZBbnN3ZXJUYWtlYmFja1Jlc3BvbnNlEiQKBGdhbWUYASABKAsyFi5jaGVzc2Zvb3RiYWxsLnYxLkdhbWUqPAoEU2lkZRIUChBTSURFX1VOU1BFQ0lGSUVEEAASDgoKU0lERV9XSElURRABEg4KClNJREVfQkxBQ0sQAiqqAQoJUGllY2VLaW5kEhoKFlBJRUNFX0tJTkRfVU5TUEVDSUZJRUQQABITCg9QSUVDRV9LSU5EX0tJTkcQARIUChBQSUVDRV9LSU5EX1FVRUVOEAISEwoPUElFQ0VfS0lORF9ST09LEAMSFQoRUElFQ0VfS0lORF9CSVNIT1AQBBIVChFQSUVDRV9LSU5EX0tOSUdIVBAFEhMKD1BJRUNFX0tJTkRfUEFXThAGKqgBCgpHYW1lU3RhdHVzEhsKF0dBTUVfU1RBVFVTX1VOU1BFQ0lGSUVEEAASFwoTR0FNRV9TVEFUVVNfT05HT0lORxABEhkKFUdBTUVfU1RBVFVTX1dISVRFX1dPThACEhkKFUdBTUVfU1RBVFVTX0JMQUNLX1dPThADEhUKEUdBTUVfU1RBVFVTX0RSQVdOEAQSFwoTR0FNRV9TVEFUVVNfQUJPUlRFRBAFKvwBCglFbmRSZWFzb24SGgoWRU5EX1JFQVNPTl9VTlNQRUNJRklFRBAAEhgKFEVORF9SRUFTT05fRlVMTF9USU1FEAESGgoWRU5EX1JFQVNPTl9SRVNJR05BVElPThACEhoKFkVORF9SRUFTT05fRFJBV19BR1JFRUQQAxIWChJFTkRfUkVBU09OX1RJTUVPVVQQBBIYChRFTkRfUkVBU09OX0FCQU5ET05FRBAFEhYKEkVORF9SRUFTT05fQUJPUlRFRBAGEhwKGEVORF9SRUFTT05fT1BQT05FTlRfTEVGVBAHEhkKFUVORF9SRUFTT05fTU9WRV9MSU1JVBAIKlIKBVBoYXNlEhUKEVBIQVNFX1VOU1BFQ0lGSUVEEAASDwoLUEhBU0VfUExBQ0UQARIRCg1QSEFTRV9LSUNLT0ZGEAISDgoKUEhBU0VfUExBWRADKoIBCgpBY3Rpb25LaW5kEhsKF0FDVElPTl9LSU5EX1VOU1BFQ0lGSUVEEAASFQoRQUNUSU9OX0tJTkRfUExBQ0UQARIUChBBQ1RJT05fS0lORF9NT1ZFEAISFAoQQUNUSU9OX0tJTkRfUEFTUxADEhQKEEFDVElPTl9LSU5EX05VTEwQBCqPAQoIR29hbEtpbmQSGQoVR09BTF9LSU5EX1VOU1BFQ0lGSUVEEAASFQoRR09BTF9LSU5EX0NBUlJJRUQQARIUChBHT0FMX0tJTkRfUEFTU0VEEAISHgoaR09BTF9LSU5EX0NBUFRVUkVEX09OX0dPQUwQAxIbChdHT0FMX0tJTkRfS0lOR19DQVBUVVJFRBAEKm0KDVJlc3RhcnRSZWFzb24SHgoaUkVTVEFSVF9SRUFTT05fVU5TUEVDSUZJRUQQABIXChNSRVNUQVJUX1JFQVNPTl9HT0FMEAESIwofUkVTVEFSVF9SRUFTT05fS0lOR19WRVJTVVNfS0lORxACKowBChBJbnZpdGF0aW9uU3RhdHVzEiEKHUlOVklUQVRJT05fU1RBVFVTX1VOU1BFQ0lGSUVEEAASGgoWSU5WSVRBVElPTl9TVEFUVVNfT1BFThABEhoKFklOVklUQVRJT05fU1RBVFVTX1VTRUQQAhIdChlJTlZJVEFUSU9OX1NUQVRVU19SRVZPS0VEEAMymQsKFENoZXNzRm9vdGJhbGxTZXJ2aWNlEkUKBFBpbmcSHS5jaGVzc2Zvb3RiYWxsLnYxLlBpbmdSZXF1ZXN0Gh4uY2hlc3Nmb290YmFsbC52MS5QaW5nUmVzcG9uc2USTgoHTmV3R2FtZRIgLmNoZXNzZm9vdGJhbGwudjEuTmV3R2FtZVJlcXVlc3QaIS5jaGVzc2Zvb3RiYWxsLnYxLk5ld0dhbWVSZXNwb25zZRJOCgdHZXRHYW1lEiAuY2hlc3Nmb290YmFsbC52MS5HZXRHYW1lUmVxdWVzdBohLmNoZXNzZm9vdGJhbGwudjEuR2V0R2FtZVJlc3BvbnNlEl0KDExlZ2FsQWN0aW9ucxIlLmNoZXNzZm9vdGJhbGwudjEuTGVnYWxBY3Rpb25zUmVxdWVzdBomLmNoZXNzZm9vdGJhbGwudjEuTGVnYWxBY3Rpb25zUmVzcG9uc2USWgoLQXBwbHlBY3Rpb24SJC5jaGVzc2Zvb3RiYWxsLnYxLkFwcGx5QWN0aW9uUmVxdWVzdBolLmNoZXNzZm9vdGJhbGwudjEuQXBwbHlBY3Rpb25SZXNwb25zZRJLCgZSZXNpZ24SHy5jaGVzc2Zvb3RiYWxsLnYxLlJlc2lnblJlcXVlc3QaIC5jaGVzc2Zvb3RiYWxsLnYxLlJlc2lnblJlc3BvbnNlElcKCkdldEhpc3RvcnkSIy5jaGVzc2Zvb3RiYWxsLnYxLkdldEhpc3RvcnlSZXF1ZXN0GiQuY2hlc3Nmb290YmFsbC52MS5HZXRIaXN0b3J5UmVzcG9uc2USVgoJV2F0Y2hHYW1lEiIuY2hlc3Nmb290YmFsbC52MS5XYXRjaEdhbWVSZXF1ZXN0GiMuY2hlc3Nmb290YmFsbC52MS5XYXRjaEdhbWVSZXNwb25zZTABElEKCEpvaW5HYW1lEiEuY2hlc3Nmb290YmFsbC52MS5Kb2luR2FtZVJlcXVlc3QaIi5jaGVzc2Zvb3RiYWxsLnYxLkpvaW5HYW1lUmVzcG9uc2USaQoQUmV2b2tlSW52aXRhdGlvbhIpLmNoZXNzZm9vdGJhbGwudjEuUmV2b2tlSW52aXRhdGlvblJlcXVlc3QaKi5jaGVzc2Zvb3RiYWxsLnYxLlJldm9rZUludml0YXRpb25SZXNwb25zZRJUCglPZmZlckRyYXcSIi5jaGVzc2Zvb3RiYWxsLnYxLk9mZmVyRHJhd1JlcXVlc3QaIy5jaGVzc2Zvb3RiYWxsLnYxLk9mZmVyRHJhd1Jlc3BvbnNlElcKCkFuc3dlckRyYXcSIy5jaGVzc2Zvb3RiYWxsLnYxLkFuc3dlckRyYXdSZXF1ZXN0GiQuY2hlc3Nmb290YmFsbC52MS5BbnN3ZXJEcmF3UmVzcG9uc2USSAoFQWJvcnQSHi5jaGVzc2Zvb3RiYWxsLnYxLkFib3J0UmVxdWVzdBofLmNoZXNzZm9vdGJhbGwudjEuQWJvcnRSZXNwb25zZRJdCgxDbGFpbVZpY3RvcnkSJS5jaGVzc2Zvb3RiYWxsLnYxLkNsYWltVmljdG9yeVJlcXVlc3QaJi5jaGVzc2Zvb3RiYWxsLnYxLkNsYWltVmljdG9yeVJlc3BvbnNlEmYKD1Byb3Bvc2VUYWtlYmFjaxIoLmNoZXNzZm9vdGJhbGwudjEuUHJvcG9zZVRha2ViYWNrUmVxdWVzdBopLmNoZXNzZm9vdGJhbGwudjEuUHJvcG9zZVRha2ViYWNrUmVzcG9uc2USYwoOQW5zd2VyVGFrZWJhY2sSJy5jaGVzc2Zvb3RiYWxsLnYxLkFuc3dlclRha2ViYWNrUmVxdWVzdBooLmNoZXNzZm9vdGJhbGwudjEuQW5zd2VyVGFrZWJhY2tSZXNwb25zZWIGcHJvdG8z", [file_audience_v1_audience]);

/**
 * A piece on a square.
 *
 * @generated from message chessfootball.v1.PlacedPiece
 */
export type PlacedPiece = Message<"chessfootball.v1.PlacedPiece"> & {
  /**
   * The square, e.g. "e4".
   *
   * @generated from field: string square = 1;
   */
  square: string;

  /**
   * The piece's side.
   *
   * @generated from field: chessfootball.v1.Side side = 2;
   */
  side: Side;

  /**
   * The piece's kind.
   *
   * @generated from field: chessfootball.v1.PieceKind kind = 3;
   */
  kind: PieceKind;
};

/**
 * Describes the message chessfootball.v1.PlacedPiece.
 * Use `create(PlacedPieceSchema)` to create a new message.
 */
export const PlacedPieceSchema: GenMessage<PlacedPiece> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 0);

/**
 * The score.
 *
 * @generated from message chessfootball.v1.Score
 */
export type Score = Message<"chessfootball.v1.Score"> & {
  /**
   * White's goals.
   *
   * @generated from field: uint32 white = 1;
   */
  white: number;

  /**
   * Black's goals.
   *
   * @generated from field: uint32 black = 2;
   */
  black: number;
};

/**
 * Describes the message chessfootball.v1.Score.
 * Use `create(ScoreSchema)` to create a new message.
 */
export const ScoreSchema: GenMessage<Score> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 1);

/**
 * The state of a match.
 *
 * @generated from message chessfootball.v1.Game
 */
export type Game = Message<"chessfootball.v1.Game"> & {
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
   * The current position as CFN.
   *
   * @generated from field: string position = 3;
   */
  position: string;

  /**
   * Whether the match goes on, who won, or drawn.
   *
   * @generated from field: chessfootball.v1.GameStatus status = 4;
   */
  status: GameStatus;

  /**
   * Why the match ended; END_REASON_UNSPECIFIED while it goes on.
   *
   * @generated from field: chessfootball.v1.EndReason end_reason = 5;
   */
  endReason: EndReason;

  /**
   * The side to act: to place, to kick off or to move (once the match is
   * over, the side that would have acted). Named `side_to_move` as in every
   * game's package; earlier releases called it `side_to_act` (same
   * number, so the binary wire format is unchanged; the JSON name changed).
   *
   * @generated from field: chessfootball.v1.Side side_to_move = 6;
   */
  sideToMove: Side;

  /**
   * The phase.
   *
   * @generated from field: chessfootball.v1.Phase phase = 7;
   */
  phase: Phase;

  /**
   * The half, 1 or 2.
   *
   * @generated from field: uint32 half = 8;
   */
  half: number;

  /**
   * Moves White has made in this half (at most 45; placements do not count,
   * the kick-off pass and "--" do).
   *
   * @generated from field: uint32 white_moves = 9;
   */
  whiteMoves: number;

  /**
   * Moves Black has made in this half.
   *
   * @generated from field: uint32 black_moves = 10;
   */
  blackMoves: number;

  /**
   * The score.
   *
   * @generated from field: chessfootball.v1.Score score = 11;
   */
  score?: Score | undefined;

  /**
   * The ball's square.
   *
   * @generated from field: string ball = 12;
   */
  ball: string;

  /**
   * The piece holding the ball; unset only during a placement, while the
   * ball waits on the empty kick-off square.
   *
   * @generated from field: chessfootball.v1.PlacedPiece ball_holder = 13;
   */
  ballHolder?: PlacedPiece | undefined;

  /**
   * During a placement or before the kick-off pass: the side that kicks off
   * (and placed first). SIDE_UNSPECIFIED in play.
   *
   * @generated from field: chessfootball.v1.Side kicking_off = 14;
   */
  kickingOff: Side;

  /**
   * The side that resigned, if the match ended by resignation.
   *
   * @generated from field: chessfootball.v1.Side resigned = 15;
   */
  resigned: Side;

  /**
   * Real play (numbers 40-59, the same in every game).
   * Every seat in seat order: taken or open, and its invitation.
   *
   * @generated from field: repeated chessfootball.v1.SeatState seats = 40;
   */
  seats: SeatState[];

  /**
   * The clocks, when the game has a time control.
   *
   * @generated from field: chessfootball.v1.Clock clock = 41;
   */
  clock?: Clock | undefined;

  /**
   * The side whose draw offer is pending; SIDE_UNSPECIFIED: none.
   *
   * @generated from field: chessfootball.v1.Side draw_offered_by = 42;
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
   * @generated from field: chessfootball.v1.Side opponent_gone = 48;
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
   * @generated from field: chessfootball.v1.Side takeback_proposed_by = 50;
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
   * @generated from field: repeated chessfootball.v1.Side berserked = 54;
   */
  berserked: Side[];
};

/**
 * Describes the message chessfootball.v1.Game.
 * Use `create(GameSchema)` to create a new message.
 */
export const GameSchema: GenMessage<Game> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 2);

/**
 * A seat's state.
 *
 * @generated from message chessfootball.v1.SeatState
 */
export type SeatState = Message<"chessfootball.v1.SeatState"> & {
  /**
   * The seat.
   *
   * @generated from field: chessfootball.v1.Side side = 1;
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
   * @generated from field: chessfootball.v1.InvitationStatus invitation = 3;
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
 * Describes the message chessfootball.v1.SeatState.
 * Use `create(SeatStateSchema)` to create a new message.
 */
export const SeatStateSchema: GenMessage<SeatState> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 3);

/**
 * A time control.
 *
 * @generated from message chessfootball.v1.TimeControl
 */
export type TimeControl = Message<"chessfootball.v1.TimeControl"> & {
  /**
   * Which kind.
   *
   * @generated from oneof chessfootball.v1.TimeControl.control
   */
  control: {
    /**
     * Initial time plus an increment per completed turn.
     *
     * @generated from field: chessfootball.v1.Fischer fischer = 1;
     */
    value: Fischer;
    case: "fischer";
  } | {
    /**
     * Initial time; the first delay_ms of every turn are not charged.
     *
     * @generated from field: chessfootball.v1.SimpleDelay delay = 2;
     */
    value: SimpleDelay;
    case: "delay";
  } | {
    /**
     * A fixed time for every turn (e.g. a day, for correspondence or bots).
     *
     * @generated from field: chessfootball.v1.PerTurn per_turn = 3;
     */
    value: PerTurn;
    case: "perTurn";
  } | { case: undefined; value?: undefined };
};

/**
 * Describes the message chessfootball.v1.TimeControl.
 * Use `create(TimeControlSchema)` to create a new message.
 */
export const TimeControlSchema: GenMessage<TimeControl> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 4);

/**
 * Fischer time control.
 *
 * @generated from message chessfootball.v1.Fischer
 */
export type Fischer = Message<"chessfootball.v1.Fischer"> & {
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
 * Describes the message chessfootball.v1.Fischer.
 * Use `create(FischerSchema)` to create a new message.
 */
export const FischerSchema: GenMessage<Fischer> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 5);

/**
 * Simple delay.
 *
 * @generated from message chessfootball.v1.SimpleDelay
 */
export type SimpleDelay = Message<"chessfootball.v1.SimpleDelay"> & {
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
 * Describes the message chessfootball.v1.SimpleDelay.
 * Use `create(SimpleDelaySchema)` to create a new message.
 */
export const SimpleDelaySchema: GenMessage<SimpleDelay> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 6);

/**
 * A fixed time per turn.
 *
 * @generated from message chessfootball.v1.PerTurn
 */
export type PerTurn = Message<"chessfootball.v1.PerTurn"> & {
  /**
   * The time for one turn, in ms (at least 1).
   *
   * @generated from field: uint64 per_turn_ms = 1;
   */
  perTurnMs: bigint;
};

/**
 * Describes the message chessfootball.v1.PerTurn.
 * Use `create(PerTurnSchema)` to create a new message.
 */
export const PerTurnSchema: GenMessage<PerTurn> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 7);

/**
 * Both sides' clocks at `taken_at_ms`.
 *
 * A turn is the rules' turn (it ends when the side to act changes). The clocks start with the first action of the game;
 * the side to move is charged from the moment its turn started. To show a
 * ticking clock, count `running`'s time down from `taken_at_ms` (after the
 * delay, for SimpleDelay); no polling is needed.
 *
 * @generated from message chessfootball.v1.Clock
 */
export type Clock = Message<"chessfootball.v1.Clock"> & {
  /**
   * The time control.
   *
   * @generated from field: chessfootball.v1.TimeControl time_control = 1;
   */
  timeControl?: TimeControl | undefined;

  /**
   * Each side's time left at `taken_at_ms`, in seat order.
   *
   * @generated from field: repeated chessfootball.v1.SideClock sides = 2;
   */
  sides: SideClock[];

  /**
   * The side whose clock runs; SIDE_UNSPECIFIED before the first action and
   * once the game is over.
   *
   * @generated from field: chessfootball.v1.Side running = 3;
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
 * Describes the message chessfootball.v1.Clock.
 * Use `create(ClockSchema)` to create a new message.
 */
export const ClockSchema: GenMessage<Clock> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 8);

/**
 * One side's clock.
 *
 * @generated from message chessfootball.v1.SideClock
 */
export type SideClock = Message<"chessfootball.v1.SideClock"> & {
  /**
   * The side.
   *
   * @generated from field: chessfootball.v1.Side side = 1;
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
 * Describes the message chessfootball.v1.SideClock.
 * Use `create(SideClockSchema)` to create a new message.
 */
export const SideClockSchema: GenMessage<SideClock> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 9);

/**
 * An invitation to take a seat.
 *
 * @generated from message chessfootball.v1.Invitation
 */
export type Invitation = Message<"chessfootball.v1.Invitation"> & {
  /**
   * The seat it is for.
   *
   * @generated from field: chessfootball.v1.Side side = 1;
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
 * Describes the message chessfootball.v1.Invitation.
 * Use `create(InvitationSchema)` to create a new message.
 */
export const InvitationSchema: GenMessage<Invitation> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 10);

/**
 * One action, as text and in structured form; in LegalActions with what it
 * would do.
 *
 * @generated from message chessfootball.v1.Action
 */
export type Action = Message<"chessfootball.v1.Action"> & {
  /**
   * The action in CFA, e.g. "e7-e8=Q": what ApplyAction takes as `action`.
   *
   * @generated from field: string notation = 1;
   */
  notation: string;

  /**
   * The kind of action.
   *
   * @generated from field: chessfootball.v1.ActionKind kind = 2;
   */
  kind: ActionKind;

  /**
   * The square of the moving or passing piece; empty for a placement and
   * for "--".
   *
   * @generated from field: string from_square = 3;
   */
  fromSquare: string;

  /**
   * Where the piece is placed or goes, or the receiver of a pass; empty for
   * "--".
   *
   * @generated from field: string to_square = 4;
   */
  toSquare: string;

  /**
   * For a placement: the kind placed.
   *
   * @generated from field: chessfootball.v1.PieceKind placed_kind = 5;
   */
  placedKind: PieceKind;

  /**
   * For a Pawn's move to its far rank: the kind it becomes.
   *
   * @generated from field: chessfootball.v1.PieceKind promotion = 6;
   */
  promotion: PieceKind;

  /**
   * The action captures the enemy ball-holder.
   *
   * @generated from field: bool captures = 7;
   */
  captures: boolean;

  /**
   * The action scores a goal.
   *
   * @generated from field: bool scores = 8;
   */
  scores: boolean;

  /**
   * The action ends the match (the second half's last move).
   *
   * @generated from field: bool ends_game = 9;
   */
  endsGame: boolean;
};

/**
 * Describes the message chessfootball.v1.Action.
 * Use `create(ActionSchema)` to create a new message.
 */
export const ActionSchema: GenMessage<Action> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 11);

/**
 * A goal.
 *
 * @generated from message chessfootball.v1.Goal
 */
export type Goal = Message<"chessfootball.v1.Goal"> & {
  /**
   * The side that scored.
   *
   * @generated from field: chessfootball.v1.Side scorer = 1;
   */
  scorer: Side;

  /**
   * How.
   *
   * @generated from field: chessfootball.v1.GoalKind kind = 2;
   */
  kind: GoalKind;

  /**
   * The square the ball reached, or where the King was captured.
   *
   * @generated from field: string square = 3;
   */
  square: string;

  /**
   * The score after the goal.
   *
   * @generated from field: chessfootball.v1.Score score = 4;
   */
  score?: Score | undefined;
};

/**
 * Describes the message chessfootball.v1.Goal.
 * Use `create(GoalSchema)` to create a new message.
 */
export const GoalSchema: GenMessage<Goal> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 12);

/**
 * A restart with a placement within a half.
 *
 * @generated from message chessfootball.v1.Restart
 */
export type Restart = Message<"chessfootball.v1.Restart"> & {
  /**
   * Why.
   *
   * @generated from field: chessfootball.v1.RestartReason reason = 1;
   */
  reason: RestartReason;

  /**
   * The side that places first and kicks off.
   *
   * @generated from field: chessfootball.v1.Side kicking_off = 2;
   */
  kickingOff: Side;
};

/**
 * Describes the message chessfootball.v1.Restart.
 * Use `create(RestartSchema)` to create a new message.
 */
export const RestartSchema: GenMessage<Restart> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 13);

/**
 * What an accepted action did.
 *
 * @generated from message chessfootball.v1.ActionResult
 */
export type ActionResult = Message<"chessfootball.v1.ActionResult"> & {
  /**
   * The action.
   *
   * @generated from field: chessfootball.v1.Action action = 1;
   */
  action?: Action | undefined;

  /**
   * The side that acted.
   *
   * @generated from field: chessfootball.v1.Side side = 2;
   */
  side: Side;

  /**
   * The piece placed, for a placement.
   *
   * @generated from field: chessfootball.v1.PlacedPiece placed = 3;
   */
  placed?: PlacedPiece | undefined;

  /**
   * The enemy ball-holder captured, if any (the capturer holds the ball).
   *
   * @generated from field: chessfootball.v1.PlacedPiece captured = 4;
   */
  captured?: PlacedPiece | undefined;

  /**
   * For a pass: the team-mate that received the ball.
   *
   * @generated from field: chessfootball.v1.PlacedPiece pass_receiver = 5;
   */
  passReceiver?: PlacedPiece | undefined;

  /**
   * For a promotion: the Pawn's new kind.
   *
   * @generated from field: chessfootball.v1.PieceKind promoted_to = 6;
   */
  promotedTo: PieceKind;

  /**
   * The goal scored, if any.
   *
   * @generated from field: chessfootball.v1.Goal goal = 7;
   */
  goal?: Goal | undefined;

  /**
   * The restart with a placement that followed (a goal or King versus King),
   * if any. Unset when the action ended a half: no restart follows then.
   *
   * @generated from field: chessfootball.v1.Restart restart = 8;
   */
  restart?: Restart | undefined;

  /**
   * The action ended the first half: the board is cleared and the second
   * half's placement follows, Black kicking off from e5.
   *
   * @generated from field: bool half_time = 9;
   */
  halfTime: boolean;

  /**
   * The action ended the match at full time; see `result`.
   *
   * @generated from field: bool full_time = 10;
   */
  fullTime: boolean;

  /**
   * At full time: GAME_STATUS_WHITE_WON, GAME_STATUS_BLACK_WON or
   * GAME_STATUS_DRAWN. GAME_STATUS_UNSPECIFIED otherwise.
   *
   * @generated from field: chessfootball.v1.GameStatus result = 11;
   */
  result: GameStatus;
};

/**
 * Describes the message chessfootball.v1.ActionResult.
 * Use `create(ActionResultSchema)` to create a new message.
 */
export const ActionResultSchema: GenMessage<ActionResult> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 14);

/**
 * Ping request; empty.
 *
 * @generated from message chessfootball.v1.PingRequest
 */
export type PingRequest = Message<"chessfootball.v1.PingRequest"> & {
};

/**
 * Describes the message chessfootball.v1.PingRequest.
 * Use `create(PingRequestSchema)` to create a new message.
 */
export const PingRequestSchema: GenMessage<PingRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 15);

/**
 * Ping response; empty.
 *
 * @generated from message chessfootball.v1.PingResponse
 */
export type PingResponse = Message<"chessfootball.v1.PingResponse"> & {
};

/**
 * Describes the message chessfootball.v1.PingResponse.
 * Use `create(PingResponseSchema)` to create a new message.
 */
export const PingResponseSchema: GenMessage<PingResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 16);

/**
 * Starts a match.
 *
 * @generated from message chessfootball.v1.NewGameRequest
 */
export type NewGameRequest = Message<"chessfootball.v1.NewGameRequest"> & {
  /**
   * The starting position as CFN; empty for the start of a match. It must
   * be a position that can arise in a match (INVALID_POSITION otherwise).
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
   * @generated from field: repeated chessfootball.v1.Side open_seats = 2;
   */
  openSeats: Side[];

  /**
   * The time control; unset: no clock.
   *
   * @generated from field: chessfootball.v1.TimeControl time_control = 3;
   */
  timeControl?: TimeControl | undefined;

  /**
   * If set, the computer plays this side: the match is queued for the bot
   * workers (see docs/bots.md), one of which plays it; that side's token is
   * left empty in the response and is never shown to anybody.
   *
   * @generated from field: chessfootball.v1.BotOpponent bot = 10;
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
   * Rule options the game is played with, by name; this game's: none: Chess
   * Football's rules have no options. A name the game does not offer:
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
 * Describes the message chessfootball.v1.NewGameRequest.
 * Use `create(NewGameRequestSchema)` to create a new message.
 */
export const NewGameRequestSchema: GenMessage<NewGameRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 17);

/**
 * A computer opponent (see docs/bots.md).
 *
 * @generated from message chessfootball.v1.BotOpponent
 */
export type BotOpponent = Message<"chessfootball.v1.BotOpponent"> & {
  /**
   * The side the computer plays (SIDE_WHITE or SIDE_BLACK).
   *
   * @generated from field: chessfootball.v1.Side side = 1;
   */
  side: Side;

  /**
   * Think time per action in milliseconds; 0 for the default (100 ms); more
   * than 10000 counts as 10000.
   *
   * @generated from field: uint32 budget_ms = 2;
   */
  budgetMs: number;

  /**
   * If set, at most this many search iterations per action.
   *
   * @generated from field: uint32 iterations = 3;
   */
  iterations: number;
};

/**
 * Describes the message chessfootball.v1.BotOpponent.
 * Use `create(BotOpponentSchema)` to create a new message.
 */
export const BotOpponentSchema: GenMessage<BotOpponent> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 18);

/**
 * A new match and its seat tokens.
 *
 * @generated from message chessfootball.v1.NewGameResponse
 */
export type NewGameResponse = Message<"chessfootball.v1.NewGameResponse"> & {
  /**
   * The new match (version 1).
   *
   * @generated from field: chessfootball.v1.Game game = 1;
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
   * @generated from field: repeated chessfootball.v1.Invitation invitations = 10;
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
 * Describes the message chessfootball.v1.NewGameResponse.
 * Use `create(NewGameResponseSchema)` to create a new message.
 */
export const NewGameResponseSchema: GenMessage<NewGameResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 19);

/**
 * Asks for a match's state.
 *
 * @generated from message chessfootball.v1.GetGameRequest
 */
export type GetGameRequest = Message<"chessfootball.v1.GetGameRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;
};

/**
 * Describes the message chessfootball.v1.GetGameRequest.
 * Use `create(GetGameRequestSchema)` to create a new message.
 */
export const GetGameRequestSchema: GenMessage<GetGameRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 20);

/**
 * A match's state.
 *
 * @generated from message chessfootball.v1.GetGameResponse
 */
export type GetGameResponse = Message<"chessfootball.v1.GetGameResponse"> & {
  /**
   * The match.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message chessfootball.v1.GetGameResponse.
 * Use `create(GetGameResponseSchema)` to create a new message.
 */
export const GetGameResponseSchema: GenMessage<GetGameResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 21);

/**
 * Asks for the legal actions of a match or of a position.
 *
 * @generated from message chessfootball.v1.LegalActionsRequest
 */
export type LegalActionsRequest = Message<"chessfootball.v1.LegalActionsRequest"> & {
  /**
   * What to analyse.
   *
   * @generated from oneof chessfootball.v1.LegalActionsRequest.subject
   */
  subject: {
    /**
     * A stored match: the actions legal now.
     *
     * @generated from field: string game_id = 1;
     */
    value: string;
    case: "gameId";
  } | {
    /**
     * A bare position (CFN): the actions legal in it.
     *
     * @generated from field: string position = 2;
     */
    value: string;
    case: "position";
  } | { case: undefined; value?: undefined };
};

/**
 * Describes the message chessfootball.v1.LegalActionsRequest.
 * Use `create(LegalActionsRequestSchema)` to create a new message.
 */
export const LegalActionsRequestSchema: GenMessage<LegalActionsRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 22);

/**
 * The legal actions.
 *
 * @generated from message chessfootball.v1.LegalActionsResponse
 */
export type LegalActionsResponse = Message<"chessfootball.v1.LegalActionsResponse"> & {
  /**
   * The match, when asked by game id.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The side the actions are for. Named `side_to_move` as in every game's
   * package; earlier releases called it `side_to_act` (same number).
   *
   * @generated from field: chessfootball.v1.Side side_to_move = 2;
   */
  sideToMove: Side;

  /**
   * Every legal action, in the engine's order, with what it would do. Empty
   * when the match is over.
   *
   * @generated from field: repeated chessfootball.v1.Action actions = 3;
   */
  actions: Action[];

  /**
   * Whether the match (or the bare position) goes on, or how it ended; a bare
   * position at 45/45 in the second half is a finished match.
   *
   * @generated from field: chessfootball.v1.GameStatus status = 4;
   */
  status: GameStatus;

  /**
   * Why it ended; END_REASON_UNSPECIFIED while it goes on.
   *
   * @generated from field: chessfootball.v1.EndReason end_reason = 5;
   */
  endReason: EndReason;
};

/**
 * Describes the message chessfootball.v1.LegalActionsResponse.
 * Use `create(LegalActionsResponseSchema)` to create a new message.
 */
export const LegalActionsResponseSchema: GenMessage<LegalActionsResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 23);

/**
 * Plays one action.
 *
 * @generated from message chessfootball.v1.ApplyActionRequest
 */
export type ApplyActionRequest = Message<"chessfootball.v1.ApplyActionRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * The action in CFA (the `notation` of an action listed by LegalActions).
   *
   * @generated from field: string action = 2;
   */
  action: string;

  /**
   * If set, the action is applied only if the match is at this version;
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
 * Describes the message chessfootball.v1.ApplyActionRequest.
 * Use `create(ApplyActionRequestSchema)` to create a new message.
 */
export const ApplyActionRequestSchema: GenMessage<ApplyActionRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 24);

/**
 * The state after the action, and what it did.
 *
 * @generated from message chessfootball.v1.ApplyActionResponse
 */
export type ApplyActionResponse = Message<"chessfootball.v1.ApplyActionResponse"> & {
  /**
   * The match after the action.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * What the action did.
   *
   * @generated from field: chessfootball.v1.ActionResult result = 2;
   */
  result?: ActionResult | undefined;
};

/**
 * Describes the message chessfootball.v1.ApplyActionResponse.
 * Use `create(ApplyActionResponseSchema)` to create a new message.
 */
export const ApplyActionResponseSchema: GenMessage<ApplyActionResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 25);

/**
 * Resigns the match.
 *
 * @generated from message chessfootball.v1.ResignRequest
 */
export type ResignRequest = Message<"chessfootball.v1.ResignRequest"> & {
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
 * Describes the message chessfootball.v1.ResignRequest.
 * Use `create(ResignRequestSchema)` to create a new message.
 */
export const ResignRequestSchema: GenMessage<ResignRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 26);

/**
 * The finished match.
 *
 * @generated from message chessfootball.v1.ResignResponse
 */
export type ResignResponse = Message<"chessfootball.v1.ResignResponse"> & {
  /**
   * The match after the resignation.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message chessfootball.v1.ResignResponse.
 * Use `create(ResignResponseSchema)` to create a new message.
 */
export const ResignResponseSchema: GenMessage<ResignResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 27);

/**
 * Asks for a match's history.
 *
 * @generated from message chessfootball.v1.GetHistoryRequest
 */
export type GetHistoryRequest = Message<"chessfootball.v1.GetHistoryRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;
};

/**
 * Describes the message chessfootball.v1.GetHistoryRequest.
 * Use `create(GetHistoryRequestSchema)` to create a new message.
 */
export const GetHistoryRequestSchema: GenMessage<GetHistoryRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 28);

/**
 * A match's history.
 *
 * @generated from message chessfootball.v1.GetHistoryResponse
 */
export type GetHistoryResponse = Message<"chessfootball.v1.GetHistoryResponse"> & {
  /**
   * The match.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The match record (replayable): tags, among them [Result] and, once the
   * match ended, [Termination] (rules, resignation, time, agreement or
   * abandonment), then the actions in lines labelled with the half, place or
   * play, and the score (docs/chess-football-rules.md).
   *
   * @generated from field: string record = 2;
   */
  record: string;

  /**
   * The starting position as CFN.
   *
   * @generated from field: string start_position = 3;
   */
  startPosition: string;

  /**
   * Every action in order, with what it did.
   *
   * @generated from field: repeated chessfootball.v1.ActionResult actions = 4;
   */
  actions: ActionResult[];
};

/**
 * Describes the message chessfootball.v1.GetHistoryResponse.
 * Use `create(GetHistoryResponseSchema)` to create a new message.
 */
export const GetHistoryResponseSchema: GenMessage<GetHistoryResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 29);

/**
 * Asks to follow a match.
 *
 * @generated from message chessfootball.v1.WatchGameRequest
 */
export type WatchGameRequest = Message<"chessfootball.v1.WatchGameRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * The version the watcher already has. If set, the stream starts with
   * every change after it, in order (or a snapshot when those changes are no
   * longer kept); if unset, with a snapshot. A version beyond the match's
   * fails with OUT_OF_RANGE / VERSION_AHEAD.
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
   * Also receive the legal actions of the side to move (WatchGameResponse.
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
 * Describes the message chessfootball.v1.WatchGameRequest.
 * Use `create(WatchGameRequestSchema)` to create a new message.
 */
export const WatchGameRequestSchema: GenMessage<WatchGameRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 30);

/**
 * One message of a WatchGame stream.
 *
 * @generated from message chessfootball.v1.WatchGameResponse
 */
export type WatchGameResponse = Message<"chessfootball.v1.WatchGameResponse"> & {
  /**
   * A snapshot or an event.
   *
   * @generated from oneof chessfootball.v1.WatchGameResponse.update
   */
  update: {
    /**
     * The whole state of the match at `snapshot.version`: the first message
     * (unless resuming), and again whenever events were skipped.
     *
     * @generated from field: chessfootball.v1.Game snapshot = 1;
     */
    value: Game;
    case: "snapshot";
  } | {
    /**
     * One accepted change.
     *
     * @generated from field: chessfootball.v1.GameEvent event = 2;
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
   * the watcher's seat is to move: every legal action of that seat, as
   * LegalActionsResponse.actions lists them for this version. Empty otherwise
   * (another side to move, the game over, an Audience message).
   *
   * @generated from field: repeated chessfootball.v1.Action legal_actions = 4;
   */
  legalActions: Action[];
};

/**
 * Describes the message chessfootball.v1.WatchGameResponse.
 * Use `create(WatchGameResponseSchema)` to create a new message.
 */
export const WatchGameResponseSchema: GenMessage<WatchGameResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 31);

/**
 * One accepted change of a match, as the call that made it reported it.
 *
 * @generated from message chessfootball.v1.GameEvent
 */
export type GameEvent = Message<"chessfootball.v1.GameEvent"> & {
  /**
   * The match's version after the change.
   *
   * @generated from field: uint64 version = 1;
   */
  version: bigint;

  /**
   * What was done: the action in CFA, or "resign".
   *
   * @generated from field: string action = 2;
   */
  action: string;

  /**
   * What happened.
   *
   * @generated from oneof chessfootball.v1.GameEvent.change
   */
  change: {
    /**
     * An action was played; what it did, as ApplyActionResponse.result.
     *
     * @generated from field: chessfootball.v1.ActionResult result = 3;
     */
    value: ActionResult;
    case: "result";
  } | {
    /**
     * A side resigned and the other side won.
     *
     * @generated from field: chessfootball.v1.Resignation resignation = 4;
     */
    value: Resignation;
    case: "resignation";
  } | {
    /**
     * Real play (numbers 20-39, the same in every game); action "join".
     * The seat of `side` was taken with its invitation.
     *
     * @generated from field: chessfootball.v1.SeatEvent seat_taken = 20;
     */
    value: SeatEvent;
    case: "seatTaken";
  } | {
    /**
     * The invitation of `side`'s seat was revoked; action "revoke".
     *
     * @generated from field: chessfootball.v1.SeatEvent invitation_revoked = 21;
     */
    value: SeatEvent;
    case: "invitationRevoked";
  } | {
    /**
     * `side` offers a draw; action "offer-draw".
     *
     * @generated from field: chessfootball.v1.SeatEvent draw_offered = 22;
     */
    value: SeatEvent;
    case: "drawOffered";
  } | {
    /**
     * `side` declined the draw offer; action "decline-draw". (An action of
     * the opponent also declines it: that event's game shows no offer.)
     *
     * @generated from field: chessfootball.v1.SeatEvent draw_declined = 23;
     */
    value: SeatEvent;
    case: "drawDeclined";
  } | {
    /**
     * `side` accepted the draw offer: the game is drawn; action "accept-draw".
     *
     * @generated from field: chessfootball.v1.SeatEvent draw_agreed = 24;
     */
    value: SeatEvent;
    case: "drawAgreed";
  } | {
    /**
     * `side`'s time ran out: it lost on time; action "timeout".
     *
     * @generated from field: chessfootball.v1.SeatEvent flag_fall = 25;
     */
    value: SeatEvent;
    case: "flagFall";
  } | {
    /**
     * The game was aborted; action "abort". `side`: the side that aborted it
     * (Abort); unset when nobody made the first action in time.
     *
     * @generated from field: chessfootball.v1.SeatEvent aborted = 26;
     */
    value: SeatEvent;
    case: "aborted";
  } | {
    /**
     * `side`'s player is gone: the opponent may claim the game from
     * `game.claim_from_ms`; action "gone".
     *
     * @generated from field: chessfootball.v1.SeatEvent opponent_gone = 27;
     */
    value: SeatEvent;
    case: "opponentGone";
  } | {
    /**
     * `side`'s player came back before a claim; action "back".
     *
     * @generated from field: chessfootball.v1.SeatEvent opponent_back = 28;
     */
    value: SeatEvent;
    case: "opponentBack";
  } | {
    /**
     * `side` claimed the victory after the opponent left; action "claim".
     *
     * @generated from field: chessfootball.v1.SeatEvent victory_claimed = 29;
     */
    value: SeatEvent;
    case: "victoryClaimed";
  } | {
    /**
     * `side` called the game a draw after the opponent left; action
     * "claim-draw".
     *
     * @generated from field: chessfootball.v1.SeatEvent draw_claimed = 30;
     */
    value: SeatEvent;
    case: "drawClaimed";
  } | {
    /**
     * `side` proposes to take back its last turn; action "propose-takeback".
     *
     * @generated from field: chessfootball.v1.SeatEvent takeback_proposed = 31;
     */
    value: SeatEvent;
    case: "takebackProposed";
  } | {
    /**
     * `side` declined the takeback proposal; action "decline-takeback". (An
     * action also clears it: that event's game shows no proposal.)
     *
     * @generated from field: chessfootball.v1.SeatEvent takeback_declined = 32;
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
     * @generated from field: chessfootball.v1.SeatEvent takeback_accepted = 33;
     */
    value: SeatEvent;
    case: "takebackAccepted";
  } | {
    /**
     * `side` berserked (an arena's game: tournament.v1 Berserk): its clock was cut
     * to half its base time and its moves gain no increment; action "berserk".
     *
     * @generated from field: chessfootball.v1.SeatEvent berserk = 34;
     */
    value: SeatEvent;
    case: "berserk";
  } | { case: undefined; value?: undefined };

  /**
   * The match after the change. When the change ended the match, its status
   * and end reason say how (won or drawn), and this is the last message of
   * the stream.
   *
   * @generated from field: chessfootball.v1.Game game = 5;
   */
  game?: Game | undefined;
};

/**
 * Describes the message chessfootball.v1.GameEvent.
 * Use `create(GameEventSchema)` to create a new message.
 */
export const GameEventSchema: GenMessage<GameEvent> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 32);

/**
 * A resignation.
 *
 * @generated from message chessfootball.v1.Resignation
 */
export type Resignation = Message<"chessfootball.v1.Resignation"> & {
  /**
   * The side that resigned.
   *
   * @generated from field: chessfootball.v1.Side side = 1;
   */
  side: Side;
};

/**
 * Describes the message chessfootball.v1.Resignation.
 * Use `create(ResignationSchema)` to create a new message.
 */
export const ResignationSchema: GenMessage<Resignation> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 33);

/**
 * A real-play change concerning one side.
 *
 * @generated from message chessfootball.v1.SeatEvent
 */
export type SeatEvent = Message<"chessfootball.v1.SeatEvent"> & {
  /**
   * The side.
   *
   * @generated from field: chessfootball.v1.Side side = 1;
   */
  side: Side;
};

/**
 * Describes the message chessfootball.v1.SeatEvent.
 * Use `create(SeatEventSchema)` to create a new message.
 */
export const SeatEventSchema: GenMessage<SeatEvent> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 34);

/**
 * Takes an invitation's seat (the code is sent as the authorization).
 *
 * @generated from message chessfootball.v1.JoinGameRequest
 */
export type JoinGameRequest = Message<"chessfootball.v1.JoinGameRequest"> & {
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
 * Describes the message chessfootball.v1.JoinGameRequest.
 * Use `create(JoinGameRequestSchema)` to create a new message.
 */
export const JoinGameRequestSchema: GenMessage<JoinGameRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 35);

/**
 * The seat taken.
 *
 * @generated from message chessfootball.v1.JoinGameResponse
 */
export type JoinGameResponse = Message<"chessfootball.v1.JoinGameResponse"> & {
  /**
   * The game after the join.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;

  /**
   * The seat taken.
   *
   * @generated from field: chessfootball.v1.Side side = 2;
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
 * Describes the message chessfootball.v1.JoinGameResponse.
 * Use `create(JoinGameResponseSchema)` to create a new message.
 */
export const JoinGameResponseSchema: GenMessage<JoinGameResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 36);

/**
 * Revokes an unused invitation.
 *
 * @generated from message chessfootball.v1.RevokeInvitationRequest
 */
export type RevokeInvitationRequest = Message<"chessfootball.v1.RevokeInvitationRequest"> & {
  /**
   * The game id.
   *
   * @generated from field: string game_id = 1;
   */
  gameId: string;

  /**
   * The seat whose invitation is revoked.
   *
   * @generated from field: chessfootball.v1.Side side = 2;
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
 * Describes the message chessfootball.v1.RevokeInvitationRequest.
 * Use `create(RevokeInvitationRequestSchema)` to create a new message.
 */
export const RevokeInvitationRequestSchema: GenMessage<RevokeInvitationRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 37);

/**
 * The game after the revocation.
 *
 * @generated from message chessfootball.v1.RevokeInvitationResponse
 */
export type RevokeInvitationResponse = Message<"chessfootball.v1.RevokeInvitationResponse"> & {
  /**
   * The game.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message chessfootball.v1.RevokeInvitationResponse.
 * Use `create(RevokeInvitationResponseSchema)` to create a new message.
 */
export const RevokeInvitationResponseSchema: GenMessage<RevokeInvitationResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 38);

/**
 * Offers a draw.
 *
 * @generated from message chessfootball.v1.OfferDrawRequest
 */
export type OfferDrawRequest = Message<"chessfootball.v1.OfferDrawRequest"> & {
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
 * Describes the message chessfootball.v1.OfferDrawRequest.
 * Use `create(OfferDrawRequestSchema)` to create a new message.
 */
export const OfferDrawRequestSchema: GenMessage<OfferDrawRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 39);

/**
 * The game with the offer pending.
 *
 * @generated from message chessfootball.v1.OfferDrawResponse
 */
export type OfferDrawResponse = Message<"chessfootball.v1.OfferDrawResponse"> & {
  /**
   * The game.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message chessfootball.v1.OfferDrawResponse.
 * Use `create(OfferDrawResponseSchema)` to create a new message.
 */
export const OfferDrawResponseSchema: GenMessage<OfferDrawResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 40);

/**
 * Answers the opponent's draw offer.
 *
 * @generated from message chessfootball.v1.AnswerDrawRequest
 */
export type AnswerDrawRequest = Message<"chessfootball.v1.AnswerDrawRequest"> & {
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
 * Describes the message chessfootball.v1.AnswerDrawRequest.
 * Use `create(AnswerDrawRequestSchema)` to create a new message.
 */
export const AnswerDrawRequestSchema: GenMessage<AnswerDrawRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 41);

/**
 * The game after the answer.
 *
 * @generated from message chessfootball.v1.AnswerDrawResponse
 */
export type AnswerDrawResponse = Message<"chessfootball.v1.AnswerDrawResponse"> & {
  /**
   * The game.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message chessfootball.v1.AnswerDrawResponse.
 * Use `create(AnswerDrawResponseSchema)` to create a new message.
 */
export const AnswerDrawResponseSchema: GenMessage<AnswerDrawResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 42);

/**
 * Aborts a game.
 *
 * @generated from message chessfootball.v1.AbortRequest
 */
export type AbortRequest = Message<"chessfootball.v1.AbortRequest"> & {
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
 * Describes the message chessfootball.v1.AbortRequest.
 * Use `create(AbortRequestSchema)` to create a new message.
 */
export const AbortRequestSchema: GenMessage<AbortRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 43);

/**
 * The aborted game.
 *
 * @generated from message chessfootball.v1.AbortResponse
 */
export type AbortResponse = Message<"chessfootball.v1.AbortResponse"> & {
  /**
   * The game.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message chessfootball.v1.AbortResponse.
 * Use `create(AbortResponseSchema)` to create a new message.
 */
export const AbortResponseSchema: GenMessage<AbortResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 44);

/**
 * Claims a game after the opponent left.
 *
 * @generated from message chessfootball.v1.ClaimVictoryRequest
 */
export type ClaimVictoryRequest = Message<"chessfootball.v1.ClaimVictoryRequest"> & {
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
 * Describes the message chessfootball.v1.ClaimVictoryRequest.
 * Use `create(ClaimVictoryRequestSchema)` to create a new message.
 */
export const ClaimVictoryRequestSchema: GenMessage<ClaimVictoryRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 45);

/**
 * The claimed game.
 *
 * @generated from message chessfootball.v1.ClaimVictoryResponse
 */
export type ClaimVictoryResponse = Message<"chessfootball.v1.ClaimVictoryResponse"> & {
  /**
   * The game.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message chessfootball.v1.ClaimVictoryResponse.
 * Use `create(ClaimVictoryResponseSchema)` to create a new message.
 */
export const ClaimVictoryResponseSchema: GenMessage<ClaimVictoryResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 46);

/**
 * Proposes a takeback of the caller's last turn.
 *
 * @generated from message chessfootball.v1.ProposeTakebackRequest
 */
export type ProposeTakebackRequest = Message<"chessfootball.v1.ProposeTakebackRequest"> & {
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
 * Describes the message chessfootball.v1.ProposeTakebackRequest.
 * Use `create(ProposeTakebackRequestSchema)` to create a new message.
 */
export const ProposeTakebackRequestSchema: GenMessage<ProposeTakebackRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 47);

/**
 * The game with the proposal pending (or, against the service's computer,
 * taken back).
 *
 * @generated from message chessfootball.v1.ProposeTakebackResponse
 */
export type ProposeTakebackResponse = Message<"chessfootball.v1.ProposeTakebackResponse"> & {
  /**
   * The game.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message chessfootball.v1.ProposeTakebackResponse.
 * Use `create(ProposeTakebackResponseSchema)` to create a new message.
 */
export const ProposeTakebackResponseSchema: GenMessage<ProposeTakebackResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 48);

/**
 * Answers the opponent's takeback proposal.
 *
 * @generated from message chessfootball.v1.AnswerTakebackRequest
 */
export type AnswerTakebackRequest = Message<"chessfootball.v1.AnswerTakebackRequest"> & {
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
 * Describes the message chessfootball.v1.AnswerTakebackRequest.
 * Use `create(AnswerTakebackRequestSchema)` to create a new message.
 */
export const AnswerTakebackRequestSchema: GenMessage<AnswerTakebackRequest> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 49);

/**
 * The game after the answer.
 *
 * @generated from message chessfootball.v1.AnswerTakebackResponse
 */
export type AnswerTakebackResponse = Message<"chessfootball.v1.AnswerTakebackResponse"> & {
  /**
   * The game.
   *
   * @generated from field: chessfootball.v1.Game game = 1;
   */
  game?: Game | undefined;
};

/**
 * Describes the message chessfootball.v1.AnswerTakebackResponse.
 * Use `create(AnswerTakebackResponseSchema)` to create a new message.
 */
export const AnswerTakebackResponseSchema: GenMessage<AnswerTakebackResponse> = /*@__PURE__*/
  messageDesc(file_chessfootball_v1_chessfootball, 50);

/**
 * A side. Seat 0 is White, seat 1 is Black.
 *
 * @generated from enum chessfootball.v1.Side
 */
export enum Side {
  /**
   * Not set; in a field that may be empty it means "nobody".
   *
   * @generated from enum value: SIDE_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * White: upper-case letters, ranks 1-4, defends c1-f1, kicks off the first
   * half from e4.
   *
   * @generated from enum value: SIDE_WHITE = 1;
   */
  WHITE = 1,

  /**
   * Black: lower-case letters, ranks 5-8, defends c8-f8, kicks off the second
   * half from e5.
   *
   * @generated from enum value: SIDE_BLACK = 2;
   */
  BLACK = 2,
}

/**
 * Describes the enum chessfootball.v1.Side.
 */
export const SideSchema: GenEnum<Side> = /*@__PURE__*/
  enumDesc(file_chessfootball_v1_chessfootball, 0);

/**
 * A kind of piece.
 *
 * @generated from enum chessfootball.v1.PieceKind
 */
export enum PieceKind {
  /**
   * Not set.
   *
   * @generated from enum value: PIECE_KIND_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * K/k: placed on its own goal squares; one square in any direction.
   *
   * @generated from enum value: PIECE_KIND_KING = 1;
   */
  KING = 1,

  /**
   * Q/q.
   *
   * @generated from enum value: PIECE_KIND_QUEEN = 2;
   */
  QUEEN = 2,

  /**
   * R/r.
   *
   * @generated from enum value: PIECE_KIND_ROOK = 3;
   */
  ROOK = 3,

  /**
   * B/b.
   *
   * @generated from enum value: PIECE_KIND_BISHOP = 4;
   */
  BISHOP = 4,

  /**
   * N/n.
   *
   * @generated from enum value: PIECE_KIND_KNIGHT = 5;
   */
  KNIGHT = 5,

  /**
   * P/p: one square straight forward; captures and passes one square
   * diagonally forward.
   *
   * @generated from enum value: PIECE_KIND_PAWN = 6;
   */
  PAWN = 6,
}

/**
 * Describes the enum chessfootball.v1.PieceKind.
 */
export const PieceKindSchema: GenEnum<PieceKind> = /*@__PURE__*/
  enumDesc(file_chessfootball_v1_chessfootball, 1);

/**
 * Whether a match goes on, and how it ended.
 *
 * @generated from enum chessfootball.v1.GameStatus
 */
export enum GameStatus {
  /**
   * Not set.
   *
   * @generated from enum value: GAME_STATUS_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * The match goes on.
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
   * Equal scores at full time.
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
 * Describes the enum chessfootball.v1.GameStatus.
 */
export const GameStatusSchema: GenEnum<GameStatus> = /*@__PURE__*/
  enumDesc(file_chessfootball_v1_chessfootball, 2);

/**
 * Why a match ended.
 *
 * @generated from enum chessfootball.v1.EndReason
 */
export enum EndReason {
  /**
   * The match is not over.
   *
   * @generated from enum value: END_REASON_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * Both halves were played (45 moves a side each); the score decides, and
   * equal scores draw.
   *
   * @generated from enum value: END_REASON_FULL_TIME = 1;
   */
  FULL_TIME = 1,

  /**
   * The loser resigned.
   *
   * @generated from enum value: END_REASON_RESIGNATION = 2;
   */
  RESIGNATION = 2,

  /**
   * The two sides agreed a draw (OfferDraw, then AnswerDraw accepting).
   *
   * @generated from enum value: END_REASON_DRAW_AGREED = 3;
   */
  DRAW_AGREED = 3,

  /**
   * The loser's time ran out before its turn ended.
   *
   * @generated from enum value: END_REASON_TIMEOUT = 4;
   */
  TIMEOUT = 4,

  /**
   * Nobody made the first action within the abandonment time: aborted.
   *
   * @generated from enum value: END_REASON_ABANDONED = 5;
   */
  ABANDONED = 5,

  /**
   * A player aborted the game (Abort) before both sides had made their first
   * action: no result, no rating change.
   *
   * @generated from enum value: END_REASON_ABORTED = 6;
   */
  ABORTED = 6,

  /**
   * A player left the game (no open stream, no action for the grace time) and
   * the opponent claimed it (ClaimVictory): won, or drawn when the opponent
   * called it a draw.
   *
   * @generated from enum value: END_REASON_OPPONENT_LEFT = 7;
   */
  OPPONENT_LEFT = 7,

  /**
   * The game reached its move limit (NewGameRequest.move_limit, an event's
   * limit) and was drawn.
   *
   * @generated from enum value: END_REASON_MOVE_LIMIT = 8;
   */
  MOVE_LIMIT = 8,
}

/**
 * Describes the enum chessfootball.v1.EndReason.
 */
export const EndReasonSchema: GenEnum<EndReason> = /*@__PURE__*/
  enumDesc(file_chessfootball_v1_chessfootball, 3);

/**
 * What the side to act does now.
 *
 * @generated from enum chessfootball.v1.Phase
 */
export enum Phase {
  /**
   * Not set.
   *
   * @generated from enum value: PHASE_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * The teams are being placed, one piece at a time, the kicking-off side
   * first.
   *
   * @generated from enum value: PHASE_PLACE = 1;
   */
  PLACE = 1,

  /**
   * Both teams are placed: the next move is the kick-off pass.
   *
   * @generated from enum value: PHASE_KICKOFF = 2;
   */
  KICKOFF = 2,

  /**
   * Play (also the phase of a finished match).
   *
   * @generated from enum value: PHASE_PLAY = 3;
   */
  PLAY = 3,
}

/**
 * Describes the enum chessfootball.v1.Phase.
 */
export const PhaseSchema: GenEnum<Phase> = /*@__PURE__*/
  enumDesc(file_chessfootball_v1_chessfootball, 4);

/**
 * The kind of an action.
 *
 * @generated from enum chessfootball.v1.ActionKind
 */
export enum ActionKind {
  /**
   * Not set.
   *
   * @generated from enum value: ACTION_KIND_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * "N@e4": a piece placed on an empty square of the placer's half.
   *
   * @generated from enum value: ACTION_KIND_PLACE = 1;
   */
  PLACE = 1,

  /**
   * "e4-d6" or "e7-e8=Q": a piece moves (carrying the ball if it holds it,
   * capturing the enemy ball-holder if it stands there).
   *
   * @generated from enum value: ACTION_KIND_MOVE = 2;
   */
  MOVE = 2,

  /**
   * "e4>c2": the ball-holder passes to a team-mate.
   *
   * @generated from enum value: ACTION_KIND_PASS = 3;
   */
  PASS = 3,

  /**
   * "--": the null move, when no other move is legal.
   *
   * @generated from enum value: ACTION_KIND_NULL = 4;
   */
  NULL = 4,
}

/**
 * Describes the enum chessfootball.v1.ActionKind.
 */
export const ActionKindSchema: GenEnum<ActionKind> = /*@__PURE__*/
  enumDesc(file_chessfootball_v1_chessfootball, 5);

/**
 * How a goal was scored.
 *
 * @generated from enum chessfootball.v1.GoalKind
 */
export enum GoalKind {
  /**
   * Not set.
   *
   * @generated from enum value: GOAL_KIND_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * The ball-holder carried the ball onto a square of the opponent's goal.
   *
   * @generated from enum value: GOAL_KIND_CARRIED = 1;
   */
  CARRIED = 1,

  /**
   * A pass reached a team-mate standing on a square of the opponent's goal.
   *
   * @generated from enum value: GOAL_KIND_PASSED = 2;
   */
  PASSED = 2,

  /**
   * The enemy ball-holder was captured on a square of its own goal.
   *
   * @generated from enum value: GOAL_KIND_CAPTURED_ON_GOAL = 3;
   */
  CAPTURED_ON_GOAL = 3,

  /**
   * The enemy King was captured while holding the ball (anywhere).
   *
   * @generated from enum value: GOAL_KIND_KING_CAPTURED = 4;
   */
  KING_CAPTURED = 4,
}

/**
 * Describes the enum chessfootball.v1.GoalKind.
 */
export const GoalKindSchema: GenEnum<GoalKind> = /*@__PURE__*/
  enumDesc(file_chessfootball_v1_chessfootball, 6);

/**
 * Why play restarted with a placement within a half.
 *
 * @generated from enum chessfootball.v1.RestartReason
 */
export enum RestartReason {
  /**
   * Not set.
   *
   * @generated from enum value: RESTART_REASON_UNSPECIFIED = 0;
   */
  UNSPECIFIED = 0,

  /**
   * A goal: the side that conceded it places first and kicks off.
   *
   * @generated from enum value: RESTART_REASON_GOAL = 1;
   */
  GOAL = 1,

  /**
   * Each side had only its King: the side to move kicks off; no goal.
   *
   * @generated from enum value: RESTART_REASON_KING_VERSUS_KING = 2;
   */
  KING_VERSUS_KING = 2,
}

/**
 * Describes the enum chessfootball.v1.RestartReason.
 */
export const RestartReasonSchema: GenEnum<RestartReason> = /*@__PURE__*/
  enumDesc(file_chessfootball_v1_chessfootball, 7);

/**
 * What became of an invitation.
 *
 * @generated from enum chessfootball.v1.InvitationStatus
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
 * Describes the enum chessfootball.v1.InvitationStatus.
 */
export const InvitationStatusSchema: GenEnum<InvitationStatus> = /*@__PURE__*/
  enumDesc(file_chessfootball_v1_chessfootball, 8);

/**
 * The Chess Football game-state service.
 *
 * @generated from service chessfootball.v1.ChessFootballService
 */
export const ChessFootballService: GenService<{
  /**
   * Does nothing and answers at once; a baseline for measuring the transport.
   *
   * @generated from rpc chessfootball.v1.ChessFootballService.Ping
   */
  ping: {
    methodKind: "unary";
    input: typeof PingRequestSchema;
    output: typeof PingResponseSchema;
  },
  /**
   * Starts a match, from its start or from a given CFN position, and hands
   * out the seat tokens.
   *
   * @generated from rpc chessfootball.v1.ChessFootballService.NewGame
   */
  newGame: {
    methodKind: "unary";
    input: typeof NewGameRequestSchema;
    output: typeof NewGameResponseSchema;
  },
  /**
   * Returns the current state of a match.
   *
   * @generated from rpc chessfootball.v1.ChessFootballService.GetGame
   */
  getGame: {
    methodKind: "unary";
    input: typeof GetGameRequestSchema;
    output: typeof GetGameResponseSchema;
  },
  /**
   * Lists every legal action of a stored match, or of a bare position
   * (stateless analysis: nothing is stored).
   *
   * @generated from rpc chessfootball.v1.ChessFootballService.LegalActions
   */
  legalActions: {
    methodKind: "unary";
    input: typeof LegalActionsRequestSchema;
    output: typeof LegalActionsResponseSchema;
  },
  /**
   * Plays one action (a placement, a move, a pass or "--") for the side to
   * act. Needs that side's seat token.
   *
   * @generated from rpc chessfootball.v1.ChessFootballService.ApplyAction
   */
  applyAction: {
    methodKind: "unary";
    input: typeof ApplyActionRequestSchema;
    output: typeof ApplyActionResponseSchema;
  },
  /**
   * Resigns the match for the seat whose token is sent; allowed at any time
   * while the match goes on, whoever is to act. The opponent wins.
   *
   * @generated from rpc chessfootball.v1.ChessFootballService.Resign
   */
  resign: {
    methodKind: "unary";
    input: typeof ResignRequestSchema;
    output: typeof ResignResponseSchema;
  },
  /**
   * Returns the match record (replayable) and every action with what it did.
   *
   * @generated from rpc chessfootball.v1.ChessFootballService.GetHistory
   */
  getHistory: {
    methodKind: "unary";
    input: typeof GetHistoryRequestSchema;
    output: typeof GetHistoryResponseSchema;
  },
  /**
   * Follows a match live, as a spectator (no token needed): first its state,
   * then one event per accepted change, whichever replica accepted it.
   *
   * Guarantee: the versions of the events are consecutive and follow the
   * version of the snapshot or of from_version, without gaps or duplicates.
   * Whenever that cannot be kept, the server sends a fresh snapshot instead
   * and continues from its version.
   *
   * The stream ends with OK after the message that shows the match over (won
   * or drawn). It ends with NOT_FOUND / GAME_NOT_FOUND when the game is
   * unknown or expires, and with UNAVAILABLE when the replica stops or the
   * store stays unreachable: reconnect with from_version set to the last
   * version received, and nothing is lost.
   *
   * @generated from rpc chessfootball.v1.ChessFootballService.WatchGame
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
   * @generated from rpc chessfootball.v1.ChessFootballService.JoinGame
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
   * @generated from rpc chessfootball.v1.ChessFootballService.RevokeInvitation
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
   * @generated from rpc chessfootball.v1.ChessFootballService.OfferDraw
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
   * @generated from rpc chessfootball.v1.ChessFootballService.AnswerDraw
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
   * @generated from rpc chessfootball.v1.ChessFootballService.Abort
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
   * @generated from rpc chessfootball.v1.ChessFootballService.ClaimVictory
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
   * @generated from rpc chessfootball.v1.ChessFootballService.ProposeTakeback
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
   * @generated from rpc chessfootball.v1.ChessFootballService.AnswerTakeback
   */
  answerTakeback: {
    methodKind: "unary";
    input: typeof AnswerTakebackRequestSchema;
    output: typeof AnswerTakebackResponseSchema;
  },
}> = /*@__PURE__*/
  serviceDesc(file_chessfootball_v1_chessfootball, 0);

