import { describe, expect, it } from "vitest";
import { analysisPath, analysisRoute, shares, valueWords } from "./page.js";

describe("the analysis board's addresses", () => {
  it("reads the game, a finished game and a position", () => {
    expect(analysisRoute("/analysis/hnefatafl", "")).toEqual({ game: "hnefatafl", id: undefined, position: undefined });
    expect(analysisRoute("/analysis/chessfootball/g%2D1/", "")).toEqual({ game: "chessfootball", id: "g-1", position: undefined });
    expect(analysisRoute("/analysis/hanniball", "?position=abc")).toEqual({ game: "hanniball", id: undefined, position: "abc" });
    expect(analysisRoute("/analysis/", "")).toBeUndefined();
    expect(analysisRoute("/analysis/x/%E0", "")).toBeUndefined();
    expect(analysisPath("hnefatafl", "a b")).toBe("/analysis/hnefatafl/a%20b");
  });
});

describe("the evaluation in words", () => {
  const seats: [string, string] = ["Attackers", "Defenders"];
  it("says who is ahead, or who wins", () => {
    expect(valueWords(0.62, undefined, seats)).toBe("62% for Attackers");
    expect(valueWords(0.3, undefined, seats)).toBe("70% for Defenders");
    expect(valueWords(0, { winner: "defenders", actions: 3 }, seats)).toBe("Defenders wins in 3");
    expect(valueWords(0.5, { winner: "", actions: 0 }, seats)).toBe("Drawn");
  });
  it("shares the results in whole percents", () => {
    expect(shares(1n, 1n, 2n)).toEqual([25, 25, 50]);
    expect(shares(0n, 0n, 0n)).toEqual([0, 0, 0]);
    expect(shares(1n, 1n, 1n)).toEqual([33, 33, 34]);
  });
});
