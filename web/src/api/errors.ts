// The server's reason for a refused call, in words a player reads: the ErrorInfo reason, the
// engine's rule code (metadata `rule`) and the status message.
import { ConnectError } from "@connectrpc/connect";
import { ErrorInfoSchema } from "../gen/google/rpc/error_details_pb.js";

export interface Refusal {
  reason: string;
  rule: string;
  message: string;
}

export function refusal(error: unknown): Refusal {
  if (error instanceof ConnectError) {
    const [info] = error.findDetails(ErrorInfoSchema);
    return {
      reason: info?.reason ?? "",
      rule: info?.metadata["rule"] ?? "",
      message: error.rawMessage,
    };
  }
  return { reason: "", rule: "", message: error instanceof Error ? error.message : String(error) };
}

/** "ILLEGAL_ACTION (BLOCKED_JUMP): the jump is blocked" */
export function describe(error: unknown): string {
  const r = refusal(error);
  const code = r.reason ? (r.rule ? `${r.reason} (${r.rule})` : r.reason) : "";
  return code && r.message ? `${code}: ${r.message}` : code || r.message || "error";
}
