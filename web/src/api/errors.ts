// The server's reason for a refused call, in words a player reads: the package's GameError
// (the ErrorInfo reason, the engine's rule code in metadata `rule`, the status message).
import { GameError } from "@arbiter/client";

/** "ILLEGAL_ACTION (BLOCKED_JUMP): the jump is blocked" */
export function describe(error: unknown): string {
  const e = GameError.from(error);
  const reason = e.rawReason;
  const rule = e.metadata["rule"] ?? "";
  const code = reason ? (rule ? `${reason} (${rule})` : reason) : "";
  const message = e.rawMessage;
  return code && message ? `${code}: ${message}` : code || message || "error";
}
