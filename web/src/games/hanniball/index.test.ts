import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { GameSchema, GameStatus, EndReason, Side, StepKind, StepSchema } from "@arbiter/client/gen/hanniball/v1/hanniball_pb";
import { choice, diagram, exists, squareAt, touched, view } from "./index.js";

const INITIAL = "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1";

describe("hanniball", () => {
  it("has 123 squares: the 9 × 13 field and two goals of three", () => {
    let n = 0;
    for (let f = 0; f < 9; f++) for (let r = 0; r < 15; r++) if (exists(f, r)) n++;
    expect(n).toBe(123);
    expect(squareAt("a1")).toBeUndefined();
    expect(squareAt("e1")).toEqual([4, 0]);
    expect(squareAt("i14")).toEqual([8, 13]);
    expect(squareAt("c15")).toBeUndefined();
  });

  it("reads the initial position", () => {
    const d = diagram(INITIAL);
    expect(d.pieces).toHaveLength(22);
    expect(d.ball).toBe("e8");
    expect(d.pieces.find((p) => p.square === "e15")).toMatchObject({ seat: 1, label: "M" });
    expect(d.pieces.find((p) => p.square === "e1")).toMatchObject({ seat: 0, label: "M" });
    expect(d.pieces.find((p) => p.square === "c2")).toMatchObject({ seat: 0, label: "L" });
    expect(d.pieces.filter((p) => p.seat === 0 && p.label === "H").map((p) => p.square)).toEqual(["b4", "d4", "f4", "h4"]);
  });

  it("reads a held ball", () => {
    const d = diagram("3/9/2m1L+4/9/9/9/9/l8/9/9/9/9/9/9/1M1 w 3");
    expect(d.ball).toBe("e13");
    expect(d.pieces.find((p) => p.square === "e13")).toMatchObject({ hasBall: true, seat: 0, label: "L" });
    expect(d.pieces.find((p) => p.square === "c13")).toMatchObject({ seat: 1, label: "M" });
    expect(d.pieces.find((p) => p.square === "a8")).toMatchObject({ seat: 1, label: "L" });
    expect(() => diagram("9/9 w 1")).toThrow();
  });

  it("turns legal steps into board choices", () => {
    const kick = create(StepSchema, { notation: "c11>e13>e9", kind: StepKind.KICK, fromSquare: "c11", toSquare: "e13", ricochet: "e9" });
    expect(choice(kick)).toMatchObject({ from: "c11", target: "e13", notation: "c11>e13>e9" });
    expect(choice(kick).label).toContain("ricochet to e9");
    expect(touched(kick)).toEqual(["c11", "e13", "e9"]);
    expect(choice(create(StepSchema, { notation: "end", kind: StepKind.END_TURN }))).toEqual({ notation: "end", label: "end the turn" });
    const removal = choice(create(StepSchema, { notation: "xc6", kind: StepKind.PENALTY_REMOVE, toSquare: "c6" }));
    expect(removal.from).toBeUndefined();
    expect(removal.target).toBe("c6");
  });

  it("shows the game's own state", () => {
    const g = create(GameSchema, { version: 9n, position: INITIAL, sideToMove: Side.BLACK, turn: 2, stepsLeft: 3, stepLimit: 4, penaltyAvailable: true, status: GameStatus.ONGOING, ball: "e8" });
    const v = view(g);
    expect(v.toMove).toBe(1);
    expect(v.over).toBe(false);
    expect(Object.fromEntries(v.facts)).toMatchObject({ "Steps left": "3 of 4", "Red card": "Black may remove a piece", "Ball": "loose on e8" });
    const over = view({ ...g, status: GameStatus.WHITE_WON, endReason: EndReason.GOAL });
    expect([over.over, over.result, over.reason]).toEqual([true, "White won", "goal"]);
    expect(v.summary).toBe("Black to move · 3 of 4 steps left · red card: may remove a piece");
    expect(over.summary).toBe("White won — goal");
  });
});
