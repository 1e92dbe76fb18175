import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { finalRefusal } from "./join.js";

describe("join", () => {
  it("gives up on a spent or wrong invitation, and retries when the server was not reached", () => {
    expect(finalRefusal(new ConnectError("used", Code.FailedPrecondition))).toBe(true); // INVITATION_USED, INVITATION_REVOKED
    expect(finalRefusal(new ConnectError("wrong", Code.PermissionDenied))).toBe(true); // INVALID_INVITATION
    expect(finalRefusal(new ConnectError("gone", Code.NotFound))).toBe(true);
    expect(finalRefusal(new ConnectError("down", Code.Unavailable))).toBe(false);
    expect(finalRefusal(new ConnectError("slow", Code.DeadlineExceeded))).toBe(false);
    expect(finalRefusal(new Error("fetch failed"))).toBe(false);
  });
});
