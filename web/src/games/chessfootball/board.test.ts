import { describe, expect, it } from "vitest";
import { diagram, zone } from "./board.js";

describe("chess football board", () => {
  it("reads the start of a match: no piece, the ball on e4", () => {
    expect(diagram("8/8/8/8/4*3/8/8/8 w place 1 0/0 0-0")).toEqual({ pieces: [], ball: "e4" });
  });

  it("reads pieces and the ball-holder", () => {
    const d = diagram("3k4/2p1p3/8/8/4N+3/8/2P5/4K3 b play 1 3/2 0-0");
    expect(d.ball).toBe("e4");
    expect(d.pieces.find((p) => p.square === "e4")).toMatchObject({ seat: 0, label: "N", hasBall: true });
    expect(d.pieces.find((p) => p.square === "d8")).toMatchObject({ seat: 1, label: "K", royal: true });
    expect(d.pieces).toHaveLength(6);
  });

  it("marks the goals and the kick-off squares", () => {
    expect(zone(2, 0)).toBe("goal");
    expect(zone(5, 7)).toBe("goal");
    expect(zone(6, 7)).toBe("");
    expect(zone(4, 3)).toBe("kickoff");
  });
});
