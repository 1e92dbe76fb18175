import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { EndReason, GameSchema, GameStatus, MoveResultSchema, MoveSchema, Side } from "@arbiter/client/gen/hnefatafl/v1/hnefatafl_pb";
import { choice, touched, view } from "./index.js";

describe("hnefatafl", () => {
  it("shows the state and the result", () => {
    const g = create(GameSchema, { version: 3n, sideToMove: Side.DEFENDERS, status: GameStatus.ONGOING, movesMade: 2, kingSquare: "f6", attackersLeft: 24, defendersLeft: 12 });
    const v = view(g);
    expect(v.toMove).toBe(1);
    expect(v.summary).toBe("Defenders to move · move 3");
    expect(Object.fromEntries(v.facts)).toMatchObject({ King: "f6", Attackers: "24" });
    const over = view({ ...g, status: GameStatus.DEFENDERS_WON, endReason: EndReason.KING_ESCAPED });
    expect([over.over, over.result, over.reason]).toEqual([true, "Defenders won", "the King escaped to a corner"]);
  });

  it("offers moves and highlights captures", () => {
    const move = create(MoveSchema, { notation: "d1-d3", fromSquare: "d1", toSquare: "d3" });
    expect(choice(move)).toEqual({ notation: "d1-d3", from: "d1", target: "d3", label: "move to d3", lands: true });
    expect(touched(create(MoveResultSchema, { move, capturedSquares: ["d4"] }))).toEqual(["d1", "d3", "d4"]);
  });
});
