// The server's reason for a refused call, in words a person reads. The server answers every
// refusal with a machine-readable reason (the ErrorInfo reason, read by the client package's
// GameError; e.g. PLAYER_NOT_FOUND) and a message for developers; the page shows neither.
// Each reason the service sends has its sentence here; a reason this page does not know yet
// (a newer server) and a failure on the way get a sentence too. Where the server's message
// is the useful part (why an action is illegal, where a position does not read) the
// sentence carries it, never the reason's code.
import { Code } from "@connectrpc/connect";
import { GameError } from "@arbiter/client";
import { t } from "../i18n/i18n.js";

/** A refusal explained: the sentence, the reason it explains ("" for a failure on the way). */
export interface Explained {
  text: string;
  reason: string;
  /** NOT_SIGNED_IN: the sentence begins with "Sign in" (in the page's language), which the page links to the sign-in page. */
  signIn?: boolean;
}

/** The rule for passwords (docs/security.md, "Names and passwords"), in words. */
export const passwordRule = (): string => t("reason-invalid-password");

/** "3 s", "2 min": a wait before trying again. */
function wait(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) return t("wait-moment");
  if (ms < 1000) return t("wait-second");
  const s = Math.ceil(ms / 1000);
  return s < 120 ? t("wait-seconds", { n: s }) : t("wait-minutes", { n: Math.ceil(s / 60) });
}

/** A message's first letter upper-case and a full stop at its end. */
function sentence(text: string): string {
  const t = text.trim();
  if (t === "") return t;
  const s = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(s) ? s : `${s}.`;
}

/**
 * The server's message after its first colon, its first letter lower-case and without a full
 * stop: where a position does not read, why an action is illegal (the server's
 * LocalizedMessage takes the same: src/rpc/localized.rs).
 */
function detail(e: GameError): string {
  const rest = e.rawMessage.includes(":") ? e.rawMessage.replace(/^[^:]*:\s*/, "").trim() : "";
  return rest.replace(/^./, (c) => c.toLowerCase()).replace(/[.]$/, "");
}

/**
 * Every reason the service sends (src/session/error.rs, the input gate, the limits): its
 * message is "reason-" and the reason in lower case with dashes (the server sends the same
 * messages as google.rpc.LocalizedMessage: src/rpc/localized.rs). Those that need more than
 * the reason have their arguments here: the ErrorInfo's metadata, the wait, the detail.
 */
const ARGS: Record<string, (e: GameError) => Record<string, string>> = {
  INVALID_POSITION: (e) => ({ detail: detail(e) }),
  ILLEGAL_ACTION: (e) => ({ detail: detail(e) }),
  BUSY: (e) => ({ wait: wait(e.retryDelayMs) }),
  RATE_LIMITED: (e) => ({ wait: wait(e.retryDelayMs) }),
  TOO_MANY_CHALLENGES: (e) => ({ wait: wait(e.retryDelayMs) }),
  TOO_MANY_ATTEMPTS: (e) => ({ wait: wait(e.retryDelayMs) }),
  NAME_TAKEN: (e) => ({ name: e.metadata["name"] ?? "" }),
  NAME_CONFUSABLE: (e) => ({ name: e.metadata["name"] ?? "", confusable_with: e.metadata["confusable_with"] ?? "" }),
  PLAYER_NOT_FOUND: (e) => ({ name: e.metadata["name"] ?? "" }),
  INVALID_TOURNAMENT: (e) => ({ field: (e.metadata["field"] ?? "").replace(/_/g, " ") }),
};

const REASONS = [
  "INVALID_GAME_ID", "INVALID_POSITION", "INVALID_ACTION", "INVALID_REQUEST_ID", "REQUEST_ID_REUSED", "MALFORMED_REQUEST", "INVALID_ARGUMENT",
  "INVALID_CURSOR", "INVALID_KEY", "INVALID_PAGE_TOKEN", "INVALID_FILTER", "INVALID_RANGE", "INVALID_SIDE", "INVALID_TIME_CONTROL", "UNKNOWN_POOL",
  "INVALID_BOT", "MISSING_FIELD", "INVALID_TEXT", "TEXT_TOO_LONG", "UNKNOWN_GAME", "UNKNOWN_FORMAT", "TOO_MANY_RECORDS", "CHAT_TOO_FAST", "CHAT_LIMIT",
  "INVALID_CHAT", "INVALID_PUSH_ENDPOINT", "INVALID_PUSH_KEY", "INVALID_QUIET_HOURS", "REMATCH_OFFER",
  "ILLEGAL_ACTION", "NOTHING_TO_UNDO", "GAME_OVER", "GAME_NOT_FOUND", "VERSION_AHEAD", "VERSION_CONFLICT", "REQUEST_EXPIRED", "UNAUTHENTICATED",
  "WRONG_SEAT", "NOT_YOUR_TURN", "SEATS_OPEN", "INVALID_INVITATION", "INVITATION_USED", "INVITATION_REVOKED", "NO_INVITATION", "DRAW_ALREADY_OFFERED",
  "NO_DRAW_OFFER", "NOT_ABORTABLE", "NO_CLAIM", "TAKEBACK_ALREADY_PROPOSED", "NO_TAKEBACK", "NOTHING_TO_TAKE_BACK", "TAKEBACKS_NOT_ALLOWED", "BERSERK_NOT_ALLOWED", "UNKNOWN_LANGUAGE",
  "GAME_NOT_OVER", "COMPUTER_NO_REMATCH",
  "STORE_UNAVAILABLE", "DATABASE_UNAVAILABLE", "SHUTTING_DOWN", "OVERLOADED", "BUSY", "RATE_LIMITED", "TOO_MANY_CHALLENGES", "REQUEST_TOO_LARGE",
  "METADATA_TOO_LARGE", "RESPONSE_TOO_LARGE", "REQUEST_TIMEOUT", "INTERNAL",
  "NAME_TAKEN", "NAME_CONFUSABLE", "INVALID_NAME", "INVALID_PASSWORD", "BAD_CREDENTIALS", "NOT_SIGNED_IN", "TOO_MANY_ATTEMPTS", "BOT_ACCOUNT", "NOT_A_BOT",
  "PLAYER_NOT_FOUND", "ARCHIVED_GAME_NOT_FOUND",
  "SEEK_TAKEN", "SEEK_NOT_FOUND", "ALREADY_SEEKING", "SEEK_LIMIT", "OWN_SEEK", "RATING_OUT_OF_RANGE", "NOT_CHALLENGED", "NOT_RATABLE", "SAME_PLAYER",
  "UNKNOWN_RULE", "ANALYSIS_BUSY", "ANALYSIS_RATE_LIMITED", "INVALID_RECORD", "TOO_MANY_ACTIONS",
  "INVALID_TOURNAMENT", "TOURNAMENT_NOT_FOUND", "TOURNAMENT_CLOSED", "TOURNAMENT_FULL", "TOURNAMENT_ENTRY", "NOT_IN_TOURNAMENT", "WRONG_PASSWORD",
  "TOURNAMENT_LIMIT",
];

/** A reason's message id: INVITATION_USED → "reason-invitation-used". */
export function reasonId(reason: string): string {
  return `reason-${reason.toLowerCase().replace(/_/g, "-")}`;
}

/** A reason in words, in the page's language. */
function words(reason: string, e: GameError, doing: string | undefined): string {
  if (reason === "NOT_SIGNED_IN" && doing !== undefined) return t("sign-in-to", { doing });
  if (reason === "INVALID_NAME" && /reserved/.test(e.rawMessage)) return t("reason-invalid-name-reserved");
  if (reason === "NAME_CONFUSABLE" && !e.metadata["confusable_with"]) return t("reason-name-confusable-any", { name: e.metadata["name"] ?? "" });
  if (reason === "ILLEGAL_ACTION" && !detail(e)) return t("reason-illegal-action-plain");
  if (reason === "TOURNAMENT_ENTRY" && /bots only/.test(e.rawMessage)) return t("reason-tournament-entry-bots");
  if (reason === "INVALID_POSITION" && !detail(e)) return t("reason-invalid-position-plain");
  return t(reasonId(reason), ARGS[reason]?.(e));
}

/** The reasons this page has words for (every one the service sends). */
export const KNOWN_REASONS: readonly string[] = REASONS;

/** A failure without a reason (the network, the browser, a proxy), in words. */
function onTheWay(e: GameError): string {
  switch (e.code) {
    case Code.Unavailable:
      return t("failure-unreachable");
    case Code.DeadlineExceeded:
      return t("failure-deadline");
    case Code.Canceled:
      return t("failure-cancelled");
    case Code.ResourceExhausted:
      return t("reason-overloaded");
    case Code.Unknown:
      if (e.cause instanceof TypeError || (e.cause as { cause?: unknown } | undefined)?.cause instanceof TypeError) return t("failure-unreachable-plain");
      return t("failure-unknown");
    default:
      return t("failure-unknown");
  }
}

/**
 * A refusal or failure in words. `doing` completes "Sign in to …" for NOT_SIGNED_IN (e.g.
 * "challenge a player"; without it, "Sign in to continue.").
 */
export function explain(error: unknown, doing?: string): Explained {
  const e = GameError.from(error);
  const reason = e.rawReason;
  if (reason && REASONS.includes(reason)) {
    const text = words(reason, e, doing);
    return reason === "NOT_SIGNED_IN" ? { text, reason, signIn: true } : { text, reason };
  }
  // A reason of a newer server: its message, never its code.
  if (reason) return { text: e.rawMessage ? t("failure-refused", { message: sentence(e.rawMessage).replace(/^./, (c) => c.toLowerCase()) }) : t("failure-refused-plain"), reason };
  return { text: onTheWay(e), reason: "" };
}

/** A refusal or failure in words (see `explain`). */
export function describe(error: unknown, doing?: string): string {
  return explain(error, doing).text;
}
