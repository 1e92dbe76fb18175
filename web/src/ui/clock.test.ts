import { describe, expect, it } from "vitest";
import { describeControl } from "./clock.js";

describe("clock", () => {
  it("describes time controls", () => {
    expect(describeControl({ kind: "fischer", initialMs: 300_000, incrementMs: 3000 })).toBe("5 min + 3 s");
    expect(describeControl({ kind: "perTurn", perTurnMs: 30_000 })).toBe("30 s per turn");
    expect(describeControl({ kind: "perTurn", perTurnMs: 3 * 86_400_000 })).toBe("3 days per turn");
    expect(describeControl({ kind: "perTurn", perTurnMs: 86_400_000 })).toBe("1 day per turn");
    expect(describeControl({ kind: "fischer", initialMs: 3 * 86_400_000, incrementMs: 12 * 3_600_000 })).toBe("3 days + 12 h");
    expect(describeControl({ kind: "delay", initialMs: 60_000, delayMs: 2500 })).toBe("1 min, delay 2.5 s");
  });
});
