import { describe, expect, it } from "vitest";
import { changedSquares, describeStep, entriesOf, stepTo } from "./replay.js";
import { turns } from "./history.js";

const steps = [
  { action: "", position: "x w 1" },
  { action: "e1-e2", position: "y w 1" },
  { action: "end", position: "y b 1" },
  { action: "a8-a7", position: "z w 2" },
];

describe("the replay", () => {
  it("numbers the steps from the start, which the move list leaves out", () => {
    const entries = entriesOf(steps);
    expect(entries.map((e) => [e.version, e.action])).toEqual([
      [0n, "start"],
      [1n, "e1-e2"],
      [2n, "end"],
      [3n, "a8-a7"],
    ]);
    // The live game's move list reads them: White's turn (its "end" left out), then Black's.
    expect(turns(entries).map((r) => r.cells.map((c) => c?.map((m) => `${m.version}:${m.text}`).join(" ")))).toEqual([["1:e1-e2", "3:a8-a7"]]);
  });

  it("steps one at a time and to the ends, never past them", () => {
    expect(stepTo(3, 4, "prev")).toBe(2);
    expect(stepTo(2, 4, "next")).toBe(3);
    expect(stepTo(3, 4, "next")).toBe(3);
    expect(stepTo(0, 4, "prev")).toBe(0);
    expect(stepTo(2, 4, "first")).toBe(0);
    expect(stepTo(0, 4, "last")).toBe(3);
    expect(stepTo(0, 1, "last")).toBe(0);
  });

  it("says which action is shown and who made it", () => {
    const seats = ["White", "Black"] as const;
    expect(describeStep(steps, seats, 0)).toBe("Start position (action 0 of 3)");
    expect(describeStep(steps, seats, 1)).toBe("Action 1 of 3: White e1-e2");
    expect(describeStep(steps, seats, 3)).toBe("Action 3 of 3: Black a8-a7");
  });

  it("highlights the squares an action changed: moves, captures and the ball", () => {
    const before = {
      pieces: [
        { square: "e1", seat: 0 as const, label: "L", name: "Lion" },
        { square: "d5", seat: 1 as const, label: "M", name: "Man" },
        { square: "a1", seat: 0 as const, label: "M", name: "Man" },
      ],
      ball: "c3",
    };
    const after = {
      pieces: [
        { square: "d5", seat: 0 as const, label: "L", name: "Lion" },
        { square: "a1", seat: 0 as const, label: "M", name: "Man" },
      ],
      ball: "c4",
    };
    expect(changedSquares(before, after)).toEqual(["c3", "c4", "d5", "e1"]);
    expect(changedSquares(before, before)).toEqual([]);
  });
});
