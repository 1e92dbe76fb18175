import { create } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { GameSchema as ChessFootballGame } from "./gen/chessfootball/v1/chessfootball_pb.js";
import { GameSchema as HanniballGame, LegalActionsResponseSchema, NewGameResponseSchema as HanniballNewGame } from "./gen/hanniball/v1/hanniball_pb.js";
import { NewGameResponseSchema as HnefataflNewGame } from "./gen/hnefatafl/v1/hnefatafl_pb.js";
import { chessFootball, gameClient, games, hanniball, hnefatafl, isOver, outcome, sideToMove, type SharedClient } from "./games.js";

describe("games", () => {
  it("every game's generated client is a SharedClient", () => {
    const transport = createRouterTransport(() => undefined);
    // These assignments are the test: they fail to type-check if a game's API drifts.
    const clients: SharedClient[] = [gameClient(hanniball, transport), gameClient(hnefatafl, transport), gameClient(chessFootball, transport)];
    expect(clients).toHaveLength(3);
    expect(Object.keys(games)).toEqual(["hanniball", "hnefatafl", "chessfootball"]);
    expect(games.chessfootball.service.typeName).toBe("chessfootball.v1.ChessFootballService");
  });

  it("reads the seat tokens of each game's NewGame answer, side 1 first", () => {
    expect(hanniball.tokens(create(HanniballNewGame, { whiteToken: "w", blackToken: "b" }))).toEqual(["w", "b"]);
    expect(hnefatafl.tokens(create(HnefataflNewGame, { attackersToken: "a", defendersToken: "d" }))).toEqual(["a", "d"]);
  });

  it("reads every game's status with the same numbers", () => {
    expect(outcome({ status: 1 })).toEqual({ over: false, drawn: false, aborted: false });
    expect(outcome({ status: 2 })).toEqual({ over: true, winner: 1, drawn: false, aborted: false });
    expect(outcome({ status: 3 })).toEqual({ over: true, winner: 2, drawn: false, aborted: false });
    expect(outcome({ status: 4 })).toEqual({ over: true, drawn: true, aborted: false });
    expect(outcome({ status: 5 })).toEqual({ over: true, drawn: false, aborted: true });
    expect(isOver(create(HanniballGame, { status: 1 }))).toBe(false);
    expect(isOver(create(ChessFootballGame, { status: 4 }))).toBe(true);
  });

  it("reads the side to move of any game", () => {
    expect(sideToMove(create(LegalActionsResponseSchema, { sideToMove: 2 }))).toBe(2);
    expect(sideToMove({ sideToAct: 1 })).toBe(1);
  });
});
