import { describe, expect, it } from "vitest";
import type { Choice } from "./types.js";
import { exists, squareAt, squareName } from "../games/hanniball/board.js";
import { click, moveCursor, movable, reduce, targets } from "./board.js";
import { initial, type BoardState } from "./state.js";

const geometry = { files: 9, ranks: 15, exists, zone: () => "" };
const choices: Choice[] = [
  { notation: "e13-d15", from: "e13", target: "d15", label: "move to d15" },
  { notation: "e13=d15", from: "e13", target: "d15", label: "carry the ball to d15" },
  { notation: "e13>d15", from: "e13", target: "d15", label: "kick to d15" },
  { notation: "e13-e12", from: "e13", target: "e12", label: "move to e12" },
  { notation: "e1-e2", from: "e1", target: "e2", label: "move to e2" },
  { notation: "xc6", target: "c6", label: "remove c6" },
  { notation: "end", label: "end the turn" },
];
const state = (over: Partial<BoardState> = {}): BoardState => ({ ...initial("e2"), choices, ...over });

describe("board", () => {
  it("lists the pieces that can act and the targets of the selected one", () => {
    expect([...movable(choices)].sort()).toEqual(["e1", "e13"]);
    const t = targets(state({ selected: "e13" }));
    expect([...t.keys()].sort()).toEqual(["d15", "e12"]);
    expect(t.get("d15")?.map((c) => c.notation)).toEqual(["e13-d15", "e13=d15", "e13>d15"]);
    // Nothing selected: the actions without a piece (a penalty removal) are the targets.
    expect([...targets(state()).keys()]).toEqual(["c6"]);
  });

  it("selects, plays, chooses among actions sharing a target, and unselects", () => {
    const s0 = state();
    const r1 = click(s0, "e13");
    expect(r1).toEqual({ kind: "select", square: "e13" });
    const s1 = reduce(s0, r1);
    const r2 = click(s1, "d15");
    expect(r2.kind).toBe("play");
    expect(r2.kind === "play" && r2.choices.length).toBe(3);
    expect(reduce(s1, r2).selected).toBeUndefined();
    expect(click(s1, "e12")).toEqual({ kind: "play", choices: [choices[3]] });
    expect(click(s1, "e13")).toEqual({ kind: "unselect" });
    // Switching to another piece that can act.
    expect(click(s1, "e1")).toEqual({ kind: "select", square: "e1" });
    // Penalty removal on a square with nothing selected.
    expect(click(s0, "c6")).toEqual({ kind: "play", choices: [choices[5]] });
    expect(click(s0, "a5")).toEqual({ kind: "none" });
  });

  it("drops the selection on a square that is no target, sending nothing", () => {
    const s1 = state({ selected: "e13" });
    expect(click(s1, "a2")).toEqual({ kind: "unselect" });
    const own = state({ selectable: ["b4"] });
    expect(click(own, "b4")).toEqual({ kind: "select", square: "b4" });
  });

  it("offers nothing when the viewer has no legal actions", () => {
    const s = state({ choices: [] });
    expect(click(s, "e13")).toEqual({ kind: "none" });
  });

  it("moves the cursor over existing squares only, turned for the second seat", () => {
    const at = (sq: string): BoardState => state({ cursor: sq });
    const mv = (s: BoardState, d: "up" | "down" | "left" | "right"): string => moveCursor(s, geometry, squareAt, squareName, d).cursor;
    expect(mv(at("e2"), "down")).toBe("e1");
    expect(mv(at("e1"), "down")).toBe("e1");
    expect(mv(at("d1"), "left")).toBe("d1"); // c1 does not exist
    expect(mv(at("a2"), "down")).toBe("a2"); // nor a1
    expect(mv(at("e14"), "up")).toBe("e15");
    expect(mv(at("i8"), "right")).toBe("i8");
    const flipped = { ...at("e2"), flipped: true };
    expect(mv(flipped, "up")).toBe("e1");
    expect(mv(flipped, "left")).toBe("f2");
  });
});
