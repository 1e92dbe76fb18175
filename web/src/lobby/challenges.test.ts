import { describe, expect, it } from "vitest";
import { DeclineReason, RemovedReason, Side } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { DECLINE_CHOICES, claimSeats, challengeFromHash, challengePath, goneText, reasonWords, refusalWords, toMe } from "./challenges.js";
import { clockLabel } from "./kept.js";

const fromAnn = { ownerName: "Ann", challengedName: "bob" };

describe("decline reasons", () => {
  it("offers 'later' first and words every reason", () => {
    expect(DECLINE_CHOICES[0]).toBe(DeclineReason.LATER);
    expect(reasonWords(DeclineReason.LATER)).toBe("not now, ask again later");
    expect(reasonWords(DeclineReason.TOO_FAST)).toBe("the clock is too fast");
    expect(reasonWords(DeclineReason.CASUAL)).toBe("only unrated games");
    expect(reasonWords(DeclineReason.RATED)).toBe("only rated games");
    expect(reasonWords(DeclineReason.NO_BOT)).toBe("no games against bots");
    expect(reasonWords(DeclineReason.ONLY_BOT)).toBe("only games against bots");
    for (const r of Object.values(DeclineReason).filter((v) => typeof v === "number")) expect(reasonWords(r).length).toBeGreaterThan(5);
    expect(reasonWords(99 as DeclineReason)).toBe("no reason given");
  });
  it("offers every reason but 'no reason given', each once", () => {
    const all = Object.values(DeclineReason).filter((v): v is DeclineReason => typeof v === "number" && v !== DeclineReason.UNSPECIFIED);
    expect([...DECLINE_CHOICES].sort((x, y) => x - y)).toEqual(all.sort((x, y) => x - y));
    expect(DECLINE_CHOICES).toContain(DeclineReason.NO_BOT);
    expect(DECLINE_CHOICES).toContain(DeclineReason.ONLY_BOT);
  });
});

describe("what a player is told when a challenge leaves", () => {
  it("tells the challenger who declined and why", () => {
    expect(toMe(fromAnn, "ann")).toBe(false);
    expect(toMe(fromAnn, "BOB")).toBe(true);
    expect(goneText(fromAnn, "ann", RemovedReason.DECLINED, DeclineReason.TOO_SLOW)).toBe("bob declined: the clock is too slow.");
    expect(goneText(fromAnn, "ann", RemovedReason.DECLINED, DeclineReason.UNSPECIFIED)).toBe("bob declined: no reason given.");
  });
  it("tells the one challenged of a withdrawn or expired challenge", () => {
    expect(goneText(fromAnn, "bob", RemovedReason.CANCELLED, DeclineReason.UNSPECIFIED)).toBe("Ann withdrew their challenge.");
    expect(goneText(fromAnn, "bob", RemovedReason.EXPIRED, DeclineReason.UNSPECIFIED)).toBe("Ann's challenge expired.");
    expect(goneText(fromAnn, "ann", RemovedReason.EXPIRED, DeclineReason.UNSPECIFIED)).toBe("Your challenge to bob expired.");
    expect(goneText(fromAnn, "bob", RemovedReason.OWNER_LEFT, DeclineReason.UNSPECIFIED)).toBe("Ann left: their challenge is gone.");
  });
  it("says nothing of what the player did on this page", () => {
    expect(goneText(fromAnn, "bob", RemovedReason.DECLINED, DeclineReason.LATER)).toBe("");
    expect(goneText(fromAnn, "bob", RemovedReason.ACCEPTED, DeclineReason.UNSPECIFIED)).toBe("");
    expect(goneText(fromAnn, "ann", RemovedReason.CANCELLED, DeclineReason.UNSPECIFIED)).toBe("");
  });
});

describe("refused challenges in words", () => {
  it("words the challenge's own refusals and keeps the server's for others", () => {
    expect(refusalWords("PLAYER_NOT_FOUND", "zed", "x")).toContain("Nobody is called “zed”");
    expect(refusalWords("SAME_PLAYER", "ann", "x")).toBe("You cannot challenge yourself: enter another player's name.");
    expect(refusalWords("NOT_SIGNED_IN", "bob", "Sign in to challenge a player.")).toBe("Sign in to challenge a player.");
    expect(refusalWords("ALREADY_SEEKING", "bob", "x")).toContain("already challenged bob");
    expect(refusalWords("SEEK_TAKEN", "bob", "x")).toBe("This challenge is no longer open.");
    expect(refusalWords("UNKNOWN_GAME", "bob", "There is no such game here.")).toBe("There is no such game here.");
  });
});

describe("the profile's Challenge link", () => {
  it("carries the name in the fragment, read back by the lobby", () => {
    expect(challengePath("Ann B")).toBe("/lobby#challenge=Ann%20B");
    expect(challengeFromHash("#challenge=Ann%20B")).toBe("Ann B");
    expect(challengeFromHash("")).toBeUndefined();
    expect(challengeFromHash("#challenge=%20")).toBeUndefined();
  });
  it("words the lobby's clocks", () => {
    expect(clockLabel("5+3")).toBe("5 min + 3 s");
    expect(clockLabel("")).toBe("no clock");
    expect(clockLabel("1d")).toBe("1 day per move");
    expect(clockLabel("3d")).toBe("3 days per move");
    expect(clockLabel("3d+12h")).toBe("3 days + 12 h per move");
  });
});

describe("a challenge accepted while no page followed", () => {
  const g = (gameId: string, opponent: string, side: Side, timeControl = "5+3", game = "hnefatafl") => ({
    gameId,
    game,
    timeControl,
    side,
    players: side === Side.FIRST ? [{ name: "Ann" }, { name: opponent }] : [{ name: opponent }, { name: "Ann" }],
  });
  const kept = { c1: { game: "hnefatafl", seat: 0 as const, token: "t1", to: "Bob", clock: "5+3" } };
  it("keeps its seat for the one game it started", () => {
    expect(claimSeats([g("G1", "bob", Side.FIRST)], kept, "ann", () => false)).toEqual([{ gameId: "G1", seekId: "c1" }]);
  });
  it("claims nothing of another opponent, clock, game or seat, nor a game already known", () => {
    expect(claimSeats([g("G1", "cy", Side.FIRST)], kept, "ann", () => false)).toEqual([]);
    expect(claimSeats([g("G1", "bob", Side.FIRST, "3+2")], kept, "ann", () => false)).toEqual([]);
    expect(claimSeats([g("G1", "bob", Side.FIRST, "5+3", "hanniball")], kept, "ann", () => false)).toEqual([]);
    expect(claimSeats([g("G1", "bob", Side.SECOND)], kept, "ann", () => false)).toEqual([]);
    expect(claimSeats([g("G1", "bob", Side.FIRST)], kept, "ann", (id) => id === "G1")).toEqual([]);
    expect(claimSeats([g("G1", "bob", Side.FIRST)], { s1: { game: "hnefatafl", seat: 0, token: "t" } }, "ann", () => false)).toEqual([]);
  });
  it("claims nothing when it cannot tell which", () => {
    expect(claimSeats([g("G1", "bob", Side.FIRST), g("G2", "bob", Side.FIRST)], kept, "ann", () => false)).toEqual([]);
    expect(claimSeats([g("G1", "bob", Side.FIRST)], { ...kept, c2: { ...kept.c1, token: "t2" } }, "ann", () => false)).toEqual([]);
  });
});
