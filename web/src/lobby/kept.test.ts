import { describe, expect, it } from "vitest";
import { seekAgain, seekAgainLink, seekClock } from "./kept.js";

describe("seeking again after an abort", () => {
  it("writes a game's clock as the lobby's seeks do, only where the lobby offers it", () => {
    expect(seekClock({ kind: "fischer", initialMs: 180_000, incrementMs: 2_000 })).toBe("3+2");
    expect(seekClock(undefined)).toBe("");
    expect(seekClock({ kind: "fischer", initialMs: 90_000, incrementMs: 0 })).toBeUndefined();
    expect(seekClock({ kind: "perTurn", perTurnMs: 30_000 })).toBeUndefined();
    expect(seekClock({ kind: "perTurn", perTurnMs: 3 * 86_400_000 })).toBe("3d");
    expect(seekClock({ kind: "fischer", initialMs: 3 * 86_400_000, incrementMs: 12 * 3_600_000 })).toBe("3d+12h");
  });
  it("carries the terms through the lobby's address", () => {
    const link = seekAgainLink("hnefatafl", "5+3", true);
    expect(link.startsWith("/lobby#")).toBe(true);
    expect(seekAgain(link.slice("/lobby".length))).toEqual({ game: "hnefatafl", clock: "5+3", rated: true });
    expect(seekAgain(seekAgainLink("chessfootball", "", false).slice(6))).toEqual({ game: "chessfootball", clock: "", rated: false });
    expect(seekAgain("#seek=hnefatafl&clock=7%2B7")).toBeUndefined();
    expect(seekAgain("#challenge=ann")).toBeUndefined();
  });
});
