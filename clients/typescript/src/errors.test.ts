import { create } from "@bufbuild/protobuf";
import { DurationSchema } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, createClient, createRouterTransport } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { BadRequestSchema, ErrorInfoSchema, LocalizedMessageSchema, RetryInfoSchema } from "./gen/google/rpc/error_details_pb.js";
import { HanniballService } from "./gen/hanniball/v1/hanniball_pb.js";
import { GameError, Reason } from "./errors.js";

/** A client whose GetGame fails with `error`, sent through a Connect transport (so the details are encoded and decoded). */
async function failWith(error: ConnectError): Promise<GameError> {
  const transport = createRouterTransport(({ service }) =>
    service(HanniballService, {
      getGame() {
        throw error;
      },
    }),
  );
  try {
    await createClient(HanniballService, transport).getGame({ gameId: "g" });
  } catch (e) {
    return GameError.from(e);
  }
  throw new Error("the call succeeded");
}

describe("GameError", () => {
  it("decodes the ErrorInfo reason, domain and metadata", async () => {
    const e = await failWith(
      new ConnectError("the jump is blocked", Code.FailedPrecondition, undefined, [
        { desc: ErrorInfoSchema, value: { reason: "ILLEGAL_ACTION", domain: "arbiter", metadata: { rule: "BLOCKED_JUMP", action: "e5-e7" } } },
      ]),
    );
    expect(e.code).toBe(Code.FailedPrecondition);
    expect(e.reason).toBe(Reason.ILLEGAL_ACTION);
    expect(e.domain).toBe("arbiter");
    expect(e.rule).toBe("BLOCKED_JUMP");
    expect(e.metadata["action"]).toBe("e5-e7");
    expect(e.rawMessage).toBe("the jump is blocked");
    expect(e.message).toBe("FailedPrecondition ILLEGAL_ACTION: the jump is blocked");
    expect(e.outcomeUnknown).toBe(false);
    expect(e.retryable).toBe(false);
  });

  it("reads RetryInfo's delay on RESOURCE_EXHAUSTED and makes the call retryable", async () => {
    const e = await failWith(
      new ConnectError("rate limited", Code.ResourceExhausted, undefined, [
        { desc: ErrorInfoSchema, value: { reason: "RATE_LIMITED", domain: "arbiter", metadata: { limit: "calls_per_seat", retry_after_ms: "1250" } } },
        { desc: RetryInfoSchema, value: { retryDelay: create(DurationSchema, { seconds: 1n, nanos: 250_000_000 }) } },
      ]),
    );
    expect(e.reason).toBe(Reason.RATE_LIMITED);
    expect(e.retryDelayMs).toBe(1250);
    expect(e.retryable).toBe(true);
    expect(e.outcomeUnknown).toBe(false);
  });

  it("reads the sentence in the caller's language (LocalizedMessage), absent without one", async () => {
    const e = await failWith(
      new ConnectError("it is not your turn", Code.PermissionDenied, undefined, [
        { desc: ErrorInfoSchema, value: { reason: "NOT_YOUR_TURN", domain: "arbiter" } },
        { desc: LocalizedMessageSchema, value: { locale: "pt", message: "Não é a sua vez: espere pela jogada do adversário." } },
      ]),
    );
    expect(e.localized).toEqual({ locale: "pt", message: "Não é a sua vez: espere pela jogada do adversário." });
    expect(e.rawMessage).toBe("it is not your turn");
    const plain = await failWith(new ConnectError("too large", Code.ResourceExhausted, undefined, [{ desc: ErrorInfoSchema, value: { reason: "REQUEST_TOO_LARGE", domain: "arbiter" } }]));
    expect(plain.localized).toBeUndefined();
  });

  it("does not retry RESOURCE_EXHAUSTED without a delay (a request too large)", async () => {
    const e = await failWith(
      new ConnectError("too large", Code.ResourceExhausted, undefined, [{ desc: ErrorInfoSchema, value: { reason: "REQUEST_TOO_LARGE", domain: "arbiter" } }]),
    );
    expect(e.retryDelayMs).toBeUndefined();
    expect(e.retryable).toBe(false);
  });

  it("reads the versions of REQUEST_EXPIRED and VERSION_CONFLICT", async () => {
    const applied = await failWith(
      new ConnectError("expired", Code.FailedPrecondition, undefined, [
        { desc: ErrorInfoSchema, value: { reason: "REQUEST_EXPIRED", domain: "arbiter", metadata: { request_id: "r1", applied_version: "17" } } },
      ]),
    );
    expect(applied.appliedVersion).toBe(17n);
    expect(applied.expectedVersion).toBeUndefined();
    const conflict = await failWith(
      new ConnectError("conflict", Code.Aborted, undefined, [
        { desc: ErrorInfoSchema, value: { reason: "VERSION_CONFLICT", domain: "arbiter", metadata: { expected_version: "4", current_version: "6" } } },
      ]),
    );
    expect([conflict.expectedVersion, conflict.currentVersion]).toEqual([4n, 6n]);
    expect(conflict.retryable).toBe(false);
  });

  it("reads BadRequest's field violations", async () => {
    const e = await failWith(
      new ConnectError("bad", Code.InvalidArgument, undefined, [
        { desc: ErrorInfoSchema, value: { reason: "INVALID_ACTION", domain: "arbiter", metadata: { field: "action" } } },
        { desc: BadRequestSchema, value: { fieldViolations: [{ field: "action", description: "not HSN" }] } },
      ]),
    );
    expect(e.violations).toEqual([{ field: "action", description: "not HSN" }]);
  });

  it("takes an error without details as an unknown outcome when the transport failed", () => {
    expect(GameError.from(new TypeError("fetch failed")).outcomeUnknown).toBe(true); // Code.Unknown
    expect(GameError.from(new ConnectError("connection reset", Code.Unavailable)).outcomeUnknown).toBe(true);
    expect(GameError.from(new ConnectError("deadline", Code.DeadlineExceeded)).retryable).toBe(true);
    expect(GameError.from(new ConnectError("nope", Code.PermissionDenied)).retryable).toBe(false);
    const store = GameError.from(new ConnectError("store", Code.Unavailable, undefined, [{ desc: ErrorInfoSchema, value: { reason: "STORE_UNAVAILABLE" } }]));
    expect(store.outcomeUnknown).toBe(true);
  });

  it("keeps an unknown reason out of the typed field", () => {
    const e = GameError.from(new ConnectError("x", Code.Internal, undefined, [{ desc: ErrorInfoSchema, value: { reason: "SOMETHING_NEW", domain: "elsewhere" } }]));
    expect(e.reason).toBe("");
    expect(e.rawReason).toBe("SOMETHING_NEW");
    expect(e.domain).toBe("elsewhere");
  });
});
