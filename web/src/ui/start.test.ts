import { describe, expect, it } from "vitest";
import { challengeClock, computerLabel, newGameLink, timeControl } from "./start.js";

describe("the start page's computer players", () => {
  it("writes a clock the way a challenge carries it, or says it cannot", () => {
    expect(challengeClock(undefined)).toBe("");
    expect(challengeClock({ kind: "fischer", initialMs: 300_000, incrementMs: 3_000 })).toBe("5+3");
    expect(challengeClock({ kind: "fischer", initialMs: 60_000, incrementMs: 0 })).toBe("1+0");
    // Parts of a minute or of a second, too long a game, a fixed time per turn: not a challenge's.
    expect(challengeClock({ kind: "fischer", initialMs: 90_000, incrementMs: 0 })).toBeUndefined();
    expect(challengeClock({ kind: "fischer", initialMs: 30_000, incrementMs: 0 })).toBeUndefined();
    expect(challengeClock({ kind: "fischer", initialMs: 300_000, incrementMs: 1_500 })).toBeUndefined();
    expect(challengeClock({ kind: "fischer", initialMs: 601 * 60_000, incrementMs: 0 })).toBeUndefined();
    expect(challengeClock({ kind: "fischer", initialMs: 300_000, incrementMs: 601_000 })).toBeUndefined();
    expect(challengeClock({ kind: "perTurn", perTurnMs: 30_000 })).toBeUndefined();
    // The form's fields as the page reads them.
    const tc = timeControl("fischer", "3", "2", "");
    expect(typeof tc === "object" ? challengeClock(tc) : tc).toBe("3+2");
  });

  it("labels a computer player with its level and rating", () => {
    expect(computerLabel({ level: "medium", rating: 1512, provisional: false })).toBe("Medium · 1512");
    expect(computerLabel({ level: "easy", rating: 1500, provisional: true })).toBe("Easy · 1500?");
  });
});

describe("a new game with the same settings", () => {
  it("names the computer played, and none otherwise", () => {
    const vsComputer = new URLSearchParams(newGameLink("hnefatafl", "", { kind: "fischer", initialMs: 180_000, incrementMs: 2_000 }, 1, "computer-hard").slice(2));
    expect(vsComputer.get("computer")).toBe("computer-hard");
    expect(vsComputer.get("seat")).toBe("1");
    expect(vsComputer.get("minutes")).toBe("3");
    const vsFriend = new URLSearchParams(newGameLink("hnefatafl", "", undefined, 0).slice(2));
    expect(vsFriend.has("computer")).toBe(false);
  });
});
