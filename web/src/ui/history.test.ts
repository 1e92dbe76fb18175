import { describe, expect, it } from "vitest";
import { turns, type Entry } from "./history.js";

const e = (version: number, action: string, side: string): Entry => ({ version: BigInt(version), position: `x ${side} 1`, action, squares: [] });

describe("the move list", () => {
  it("pairs moves by turn, leaving out joins, draw offers and ends", () => {
    const rows = turns([e(1, "start", "a"), e(2, "join", "a"), e(3, "f8-f9", "d"), e(4, "offer-draw", "d"), e(5, "a6-a5", "a"), e(6, "d1-d2", "d")]);
    expect(rows).toEqual([
      { number: 1, cells: [[{ version: 3n, text: "f8-f9" }], [{ version: 5n, text: "a6-a5" }]] },
      { number: 2, cells: [[{ version: 6n, text: "d1-d2" }], undefined] },
    ]);
  });

  it("keeps a turn of several steps in one cell and drops undone steps", () => {
    const rows = turns([e(1, "start", "w"), e(2, "join", "w"), e(3, "e1-e2", "w"), e(4, "undo", "w"), e(5, "e1-e2", "w"), e(6, "xd8", "w"), e(7, "end", "b"), e(8, "a8-a7", "b"), e(9, "end", "w"), e(10, "e13>d15", "w")]);
    expect(rows.map((r) => r.cells.map((c) => c?.map((m) => m.text).join(" ")))).toEqual([["e1-e2 xd8", "a8-a7"], ["e13>d15", undefined]]);
  });

  it("starts with an empty first cell when the second seat moves first", () => {
    const rows = turns([e(1, "start", "b"), e(2, "join", "b"), e(3, "b8-a8", "w"), e(4, "d5-d8", "w")]);
    expect(rows.map((r) => r.cells.map((c) => c?.map((m) => m.text).join(" ")))).toEqual([[undefined, "b8-a8"], ["d5-d8", undefined]]);
  });
  it("leaves out the moves a takeback took back", () => {
    const p = (version: number, action: string, position: string): Entry => ({ version: BigInt(version), position, action, squares: [] });
    const entries = [p(1, "start", "s0 a"), p(2, "f8-f9", "s1 d"), p(3, "a6-a5", "s2 a"), p(4, "d1-d2", "s3 d"), p(5, "propose-takeback", "s3 d"), p(6, "accept-takeback", "s1 d"), p(7, "a6-a4", "s4 a")];
    expect(turns(entries).map((r) => r.cells.map((c) => c?.map((m) => m.text).join(" ")))).toEqual([["f8-f9", "a6-a4"]]);
    // Declined, nothing goes.
    const declined = [p(1, "start", "s0 a"), p(2, "f8-f9", "s1 d"), p(3, "propose-takeback", "s1 d"), p(4, "decline-takeback", "s1 d"), p(5, "a6-a5", "s2 a")];
    expect(turns(declined).map((r) => r.cells.map((c) => c?.map((m) => m.text).join(" ")))).toEqual([["f8-f9", "a6-a5"]]);
  });
});
