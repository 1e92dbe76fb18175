// The service's errors, decoded: the gRPC status code, the google.rpc.ErrorInfo detail every
// error carries (domain "arbiter", a `reason` from one list shared by every game, and its
// metadata), the RetryInfo of a RESOURCE_EXHAUSTED call (when it may pass again) and the
// BadRequest field violations. See docs/api-shape.md ("Errors") and docs/reliability.md.
import { Code, ConnectError } from "@connectrpc/connect";
import { BadRequestSchema, ErrorInfoSchema, LocalizedMessageSchema, RetryInfoSchema } from "./gen/google/rpc/error_details_pb.js";

/** The ErrorInfo domain of the service's errors. */
export const ERROR_DOMAIN = "arbiter";

/** Every ErrorInfo reason the service sends (the same in every game). */
export const Reason = {
  INVALID_GAME_ID: "INVALID_GAME_ID",
  INVALID_POSITION: "INVALID_POSITION",
  INVALID_ACTION: "INVALID_ACTION",
  INVALID_REQUEST_ID: "INVALID_REQUEST_ID",
  INVALID_SIDE: "INVALID_SIDE",
  INVALID_TIME_CONTROL: "INVALID_TIME_CONTROL",
  INVALID_BOT: "INVALID_BOT",
  MISSING_FIELD: "MISSING_FIELD",
  REQUEST_ID_REUSED: "REQUEST_ID_REUSED",
  REQUEST_EXPIRED: "REQUEST_EXPIRED",
  ILLEGAL_ACTION: "ILLEGAL_ACTION",
  NOTHING_TO_UNDO: "NOTHING_TO_UNDO",
  GAME_OVER: "GAME_OVER",
  GAME_NOT_FOUND: "GAME_NOT_FOUND",
  VERSION_AHEAD: "VERSION_AHEAD",
  VERSION_CONFLICT: "VERSION_CONFLICT",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  WRONG_SEAT: "WRONG_SEAT",
  NOT_YOUR_TURN: "NOT_YOUR_TURN",
  SEATS_OPEN: "SEATS_OPEN",
  INVALID_INVITATION: "INVALID_INVITATION",
  INVITATION_USED: "INVITATION_USED",
  INVITATION_REVOKED: "INVITATION_REVOKED",
  NO_INVITATION: "NO_INVITATION",
  DRAW_ALREADY_OFFERED: "DRAW_ALREADY_OFFERED",
  NO_DRAW_OFFER: "NO_DRAW_OFFER",
  TAKEBACK_ALREADY_PROPOSED: "TAKEBACK_ALREADY_PROPOSED",
  NO_TAKEBACK: "NO_TAKEBACK",
  NOTHING_TO_TAKE_BACK: "NOTHING_TO_TAKE_BACK",
  TAKEBACKS_NOT_ALLOWED: "TAKEBACKS_NOT_ALLOWED",
  STORE_UNAVAILABLE: "STORE_UNAVAILABLE",
  SHUTTING_DOWN: "SHUTTING_DOWN",
  RATE_LIMITED: "RATE_LIMITED",
  REQUEST_TOO_LARGE: "REQUEST_TOO_LARGE",
  RESPONSE_TOO_LARGE: "RESPONSE_TOO_LARGE",
  METADATA_TOO_LARGE: "METADATA_TOO_LARGE",
  REQUEST_TIMEOUT: "REQUEST_TIMEOUT",
  INTERNAL: "INTERNAL",
} as const;

/** An ErrorInfo reason of the service. */
export type Reason = (typeof Reason)[keyof typeof Reason];

/** A field the server named as invalid (google.rpc.BadRequest). */
export interface FieldViolation {
  field: string;
  description: string;
}

const REASONS = new Set<string>(Object.values(Reason));

function version(value: string | undefined): bigint | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return BigInt(value);
}

/**
 * A failed call, decoded. `reason` is the ErrorInfo reason (`""` when the error carries none:
 * a transport failure, a proxy's answer), `metadata` its metadata; the getters read the
 * metadata the service documents for some reasons.
 */
export class GameError extends Error {
  override readonly name = "GameError";
  /** The gRPC status code. */
  readonly code: Code;
  /** The ErrorInfo reason, or "" when the error has none. */
  readonly reason: Reason | "";
  /** The ErrorInfo reason as sent, also when this package does not know it (a newer server). */
  readonly rawReason: string;
  /** The ErrorInfo domain ("arbiter" for the service's own errors). */
  readonly domain: string;
  /** The ErrorInfo metadata (e.g. `rule`, `current_version`, `retry_after_ms`). */
  readonly metadata: Readonly<Record<string, string>>;
  /** The RetryInfo delay: when the same call may pass (RESOURCE_EXHAUSTED / RATE_LIMITED). */
  readonly retryDelayMs: number | undefined;
  /** The BadRequest violations (INVALID_ARGUMENT). */
  readonly violations: readonly FieldViolation[];
  /** The status message without the code (the server's words). */
  readonly rawMessage: string;
  /**
   * The sentence for people in the caller's language (google.rpc.LocalizedMessage), when the
   * call sent `accept-language`: `{ locale: "pt", message: "…" }`.
   */
  readonly localized: { locale: string; message: string } | undefined;

  constructor(init: {
    code: Code;
    message: string;
    reason?: Reason | "";
    rawReason?: string;
    domain?: string;
    metadata?: Record<string, string>;
    retryDelayMs?: number | undefined;
    violations?: FieldViolation[];
    localized?: { locale: string; message: string } | undefined;
    cause?: unknown;
  }) {
    const why = init.reason || init.rawReason;
    const code = why ? `${Code[init.code]} ${why}` : Code[init.code];
    super(init.message ? `${code}: ${init.message}` : code, { cause: init.cause });
    this.code = init.code;
    this.reason = init.reason ?? "";
    this.rawReason = init.rawReason ?? this.reason;
    this.domain = init.domain ?? "";
    this.metadata = init.metadata ?? {};
    this.retryDelayMs = init.retryDelayMs;
    this.violations = init.violations ?? [];
    this.rawMessage = init.message;
    this.localized = init.localized;
  }

  /** Decodes any error a Connect-ES call throws (a GameError is returned as it is). */
  static from(error: unknown): GameError {
    if (error instanceof GameError) return error;
    const ce = ConnectError.from(error);
    const [info] = ce.findDetails(ErrorInfoSchema);
    const [retry] = ce.findDetails(RetryInfoSchema);
    const bad = ce.findDetails(BadRequestSchema);
    const [localized] = ce.findDetails(LocalizedMessageSchema);
    let retryDelayMs: number | undefined;
    if (retry?.retryDelay) {
      retryDelayMs = Number(retry.retryDelay.seconds) * 1000 + Math.ceil(retry.retryDelay.nanos / 1e6);
    } else if (info?.metadata["retry_after_ms"] !== undefined) {
      const ms = Number(info.metadata["retry_after_ms"]);
      if (Number.isFinite(ms) && ms >= 0) retryDelayMs = ms;
    }
    const reason = info && REASONS.has(info.reason) ? (info.reason as Reason) : "";
    return new GameError({
      code: ce.code,
      message: ce.rawMessage,
      reason,
      rawReason: info?.reason ?? "",
      domain: info?.domain ?? "",
      metadata: info ? { ...info.metadata } : {},
      retryDelayMs,
      violations: bad.flatMap((b) => b.fieldViolations.map((v) => ({ field: v.field, description: v.description }))),
      localized: localized ? { locale: localized.locale, message: localized.message } : undefined,
      cause: error,
    });
  }

  /** The engine's reason code of an ILLEGAL_ACTION (metadata `rule`), or "". */
  get rule(): string {
    return this.metadata["rule"] ?? "";
  }

  /** REQUEST_EXPIRED: the version the expired request made (it was applied), if the server still knew. */
  get appliedVersion(): bigint | undefined {
    return version(this.metadata["applied_version"]);
  }

  /** VERSION_CONFLICT, REQUEST_EXPIRED: the version the request was pinned to. */
  get expectedVersion(): bigint | undefined {
    return version(this.metadata["expected_version"]);
  }

  /** VERSION_CONFLICT, VERSION_AHEAD, REQUEST_EXPIRED: the game's version when the call was refused. */
  get currentVersion(): bigint | undefined {
    return version(this.metadata["current_version"]);
  }

  /**
   * Whether the call may have been applied although it failed: the answer was lost (a
   * transport failure, a deadline, a replica stopping or losing its store, an internal
   * error). Retry it with the same request id (and expected_version) to learn the outcome:
   * the server never applies it twice.
   */
  get outcomeUnknown(): boolean {
    switch (this.reason) {
      case Reason.STORE_UNAVAILABLE:
      case Reason.SHUTTING_DOWN:
      case Reason.REQUEST_TIMEOUT:
      case Reason.INTERNAL:
        return true;
      case "":
        return [Code.Unknown, Code.Unavailable, Code.DeadlineExceeded, Code.Internal, Code.Canceled].includes(this.code);
      default:
        return false;
    }
  }

  /**
   * Whether the same call may be sent again (with the same request id): its outcome is
   * unknown, or it was refused for a while only (RESOURCE_EXHAUSTED with a RetryInfo delay).
   */
  get retryable(): boolean {
    return this.outcomeUnknown || (this.code === Code.ResourceExhausted && this.retryDelayMs !== undefined);
  }
}
