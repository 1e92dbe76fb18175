import { describe, expect, it } from "vitest";
import { chart, history, poolOf } from "./rating.js";
import { playersRoute, profilePath } from "./routes.js";
import { parseSession, withSession } from "./session.js";

const game = (game: string, rated: boolean, endedAtMs: number, seats: [string, number | undefined][]) => ({
  game,
  rated,
  endedAtMs: BigInt(endedAtMs),
  seats: seats.map(([name, r]) => ({ name, ratingAfter: r === undefined ? undefined : { rating: r } })),
});

describe("rating history", () => {
  it("takes the player's ratings after each rated game of that game, oldest first", () => {
    const games = [
      game("hanniball", true, 300, [["Ann", 1530], ["bob", 1470]]),
      game("hnefatafl", true, 250, [["ann", 1600], ["bob", 1400]]),
      game("hanniball", false, 200, [["ann", undefined], ["cy", undefined]]),
      game("hanniball", true, 100, [["bob", 1480], ["ANN", 1510]]),
    ];
    expect(history(games, "ann", "hanniball")).toEqual([
      { atMs: 100, rating: 1510 },
      { atMs: 300, rating: 1530 },
    ]);
    expect(history(games, "dee", "hanniball")).toEqual([]);
    // Correspondence games are rated apart: their own history.
    const days = { ...game("hanniball", true, 400, [["ann", 1700], ["bob", 1300]]), timeControl: "per turn 259200000 ms" };
    expect(history([...games, days], "ann", "hanniball")).toHaveLength(2);
    expect(history([...games, days], "ann", "hanniball", "correspondence")).toEqual([{ atMs: 400, rating: 1700 }]);
    expect(poolOf("fischer 259200000+43200000 ms")).toBe("correspondence");
    expect(poolOf("fischer 180000+2000 ms")).toBe("");
    expect(poolOf("per turn 30000 ms")).toBe("");
  });
  it("draws the points across the box, higher ratings higher", () => {
    const c = chart([{ atMs: 1, rating: 1500 }, { atMs: 2, rating: 1600 }], 100, 50, 0);
    expect(c.line).toBe("0.0,50.0 100.0,0.0");
    expect(chart([], 100, 50).line).toBe("");
    const flat = chart([{ atMs: 1, rating: 1500 }], 100, 50, 0);
    expect(flat.line).toBe("50.0,25.0");
    expect(flat.min).toBeLessThan(flat.max);
  });
});

describe("players routes", () => {
  it("reads the players' paths and nothing else", () => {
    expect(playersRoute("/account")).toEqual({ page: "account" });
    expect(playersRoute("/players/ann%20b")).toEqual({ page: "profile", name: "ann b" });
    expect(playersRoute(profilePath("a/b"))).toEqual({ page: "profile", name: "a/b" });
    expect(playersRoute("/leaderboard/hnefatafl")).toEqual({ page: "leaderboard", game: "hnefatafl" });
    expect(playersRoute("/archive/g1")).toEqual({ page: "archive", id: "g1" });
    expect(playersRoute("/players/%E0")).toBeUndefined();
    expect(playersRoute("/players")).toBeUndefined();
    expect(playersRoute("/players/")).toBeUndefined();
    expect(playersRoute("/players/a/b")).toBeUndefined();
    expect(playersRoute("/players//a")).toBeUndefined();
    expect(playersRoute("/players/ann/")).toEqual({ page: "profile", name: "ann" });
    expect(playersRoute("/account/")).toEqual({ page: "account" });
    expect(playersRoute("/account/x")).toBeUndefined();
    expect(playersRoute("/play/hanniball/x")).toBeUndefined();
    expect(playersRoute("/")).toBeUndefined();
  });
});

describe("session", () => {
  it("keeps a well-formed unexpired session only", () => {
    const s = { token: "t", name: "ann", expiresAtMs: 2000 };
    expect(parseSession(JSON.stringify(s), 1000)).toEqual(s);
    expect(parseSession(JSON.stringify(s), 2000)).toBeUndefined();
    expect(parseSession("{", 0)).toBeUndefined();
    expect(parseSession(JSON.stringify({ token: 1, name: "a", expiresAtMs: 5 }), 0)).toBeUndefined();
    expect(parseSession(null, 0)).toBeUndefined();
  });
  it("sends the token as a bearer, keeping the other options", () => {
    const o = withSession({ timeoutMs: 5 }, { token: "tok", name: "ann", expiresAtMs: 1 });
    expect(o.timeoutMs).toBe(5);
    expect(new Headers(o.headers).get("authorization")).toBe("Bearer tok");
    expect(withSession({ timeoutMs: 5 }, undefined)).toEqual({ timeoutMs: 5 });
  });
});
