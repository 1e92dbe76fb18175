import { describe, expect, it } from "vitest";
import { diagram, squareAt, zone } from "./board.js";

const START = "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a";

describe("hnefatafl board", () => {
  it("reads the start: 24 attackers, 12 defenders and the King on the throne", () => {
    const d = diagram(START);
    expect(d.pieces.filter((p) => p.seat === 0)).toHaveLength(24);
    expect(d.pieces.filter((p) => p.seat === 1 && !p.royal)).toHaveLength(12);
    expect(d.pieces.find((p) => p.royal)?.square).toBe("f6");
    expect(d.pieces.find((p) => p.square === "a4")?.seat).toBe(0);
    expect(d.pieces.find((p) => p.square === "k8")?.seat).toBe(0);
    expect(d.ball).toBeUndefined();
  });

  it("knows the throne and the corners", () => {
    expect(zone(5, 5)).toBe("throne");
    for (const [f, r] of [[0, 0], [0, 10], [10, 0], [10, 10]] as const) expect(zone(f, r)).toBe("corner");
    expect(zone(1, 0)).toBe("");
    expect(squareAt("k11")).toEqual([10, 10]);
    expect(squareAt("l1")).toBeUndefined();
  });
});
