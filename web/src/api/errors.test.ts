import { describe, expect, it } from "vitest";
import { Code, ConnectError } from "@connectrpc/connect";
import { GameError, Reason } from "@arbiter/client";
import { KNOWN_REASONS, passwordRule, describe as words, explain } from "./errors.js";

const refusal = (reason: string, message = "", metadata: Record<string, string> = {}, code = Code.FailedPrecondition) =>
  new GameError({ code, message, reason: "", rawReason: reason, domain: "arbiter", metadata });

describe("errors in words", () => {
  it("has a sentence for every reason the client package knows, never the code", () => {
    for (const reason of Object.values(Reason)) {
      expect(KNOWN_REASONS).toContain(reason);
      const text = words(refusal(reason, "a developer's message"));
      expect(text).not.toContain(reason);
      // Only where the server's words say what is wrong with what the player did.
      if (reason !== "ILLEGAL_ACTION" && reason !== "INVALID_POSITION") expect(text).not.toContain("a developer's message");
      expect(text).toMatch(/^[A-Z“].*[.!?]$/);
    }
  });
  it("says the password rule in words", () => {
    expect(words(refusal("INVALID_PASSWORD", "invalid password: a password is 8 to 128 characters, this one has 3"))).toBe(passwordRule());
    expect(passwordRule()).toContain("8 to 128 characters");
  });
  it("asks to sign in, for what the page was doing", () => {
    const e = explain(refusal("NOT_SIGNED_IN", "the session token is revoked: sign in", {}, Code.Unauthenticated), "change your password");
    expect(e).toEqual({ text: "Sign in to change your password.", reason: "NOT_SIGNED_IN", signIn: true });
  });
  it("keeps the engine's reason of an illegal action, and names players", () => {
    expect(words(refusal("ILLEGAL_ACTION", "illegal action a6-b5: a6-b5 is not along a line"))).toBe("That move is not allowed: a6-b5 is not along a line.");
    expect(words(refusal("PLAYER_NOT_FOUND", 'no player is named "zed"', { name: "zed" }))).toBe("Nobody is called “zed”: check the name.");
    expect(words(refusal("NAME_TAKEN", "", { name: "ann" }))).toBe("The name “ann” is taken: choose another.");
  });
  it("tells failures on the way and unknown reasons without codes", () => {
    expect(words(new ConnectError("fetch failed", Code.Unavailable))).toContain("could not be reached");
    expect(words(new Error("the server answered without a game"))).toBe("Something went wrong. Reload the page and try again.");
    expect(words(refusal("SOMETHING_NEW", "a new rule"))).toBe("The server refused: a new rule.");
  });
});
