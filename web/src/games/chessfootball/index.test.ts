import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { ActionKind, ActionSchema, EndReason, GameSchema, GameStatus, Phase, PieceKind, ScoreSchema, Side } from "@arbiter/client/gen/chessfootball/v1/chessfootball_pb";
import { choice, view } from "./index.js";

describe("chess football", () => {
  it("shows phase, half, move counts and score", () => {
    const g = create(GameSchema, { version: 1n, sideToMove: Side.WHITE, status: GameStatus.ONGOING, phase: Phase.PLACE, half: 1, score: create(ScoreSchema, { white: 0, black: 0 }), ball: "e4", kickingOff: Side.WHITE });
    const v = view(g);
    expect(v.summary).toBe("White to place · half 1 · placement · score 0–0");
    expect(Object.fromEntries(v.facts)).toMatchObject({ Moves: "White 0/45, Black 0/45", "Kicking off": "White", Ball: "on e4" });
    const drawn = view({ ...g, status: GameStatus.DRAWN, endReason: EndReason.FULL_TIME });
    expect([drawn.over, drawn.result, drawn.reason]).toEqual([true, "Drawn", "full time"]);
  });

  it("offers placements on their square, promotions and passes", () => {
    const place = choice(create(ActionSchema, { notation: "N@e4", kind: ActionKind.PLACE, toSquare: "e4", placedKind: PieceKind.KNIGHT }));
    expect(place).toEqual({ notation: "N@e4", target: "e4", label: "place a Knight on e4" });
    const promo = choice(create(ActionSchema, { notation: "e7-e8=Q", kind: ActionKind.MOVE, fromSquare: "e7", toSquare: "e8", promotion: PieceKind.QUEEN, scores: true }));
    expect(promo.label).toBe("move to e8, promote to Queen — goal");
    expect(choice(create(ActionSchema, { notation: "e4>c2", kind: ActionKind.PASS, fromSquare: "e4", toSquare: "c2" })).label).toBe("pass to c2");
    expect(choice(create(ActionSchema, { notation: "--", kind: ActionKind.NULL }))).toEqual({ notation: "--", label: "no move" });
  });
});
