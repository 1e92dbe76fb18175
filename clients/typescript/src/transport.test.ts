import { describe, expect, it } from "vitest";
import { asPlayer, seat } from "./transport.js";

describe("call options", () => {
  it("send the seat token and the player's session in their own headers", () => {
    const both = asPlayer("session-1", seat("seat-token", { timeoutMs: 5000 }));
    const h = new Headers(both.headers);
    expect(h.get("authorization")).toBe("Bearer seat-token");
    expect(h.get("x-player-session")).toBe("session-1");
    expect(both.timeoutMs).toBe(5000);
    expect(new Headers(asPlayer("s").headers).get("authorization")).toBeNull();
  });
});
