import { describe, expect, it } from "vitest";
import { created, newGameRequest, playerLabel, ratingDelta, realPlay, type RealPlayGame } from "./realplay.js";
import { timeControl } from "../ui/start.js";

describe("real play", () => {
  it("builds NewGame's request: the open seat, the computer, the clock", () => {
    expect(newGameRequest({ position: "" })).toEqual({ position: "", openSeats: [], rated: false });
    expect(newGameRequest({ position: "p", open: 1 })).toEqual({ position: "p", openSeats: [2], rated: false });
    expect(newGameRequest({ position: "", open: 0, rated: true, timeControl: { kind: "fischer", initialMs: 300_000, incrementMs: 3000 } })).toEqual({
      position: "",
      openSeats: [1],
      rated: true,
      timeControl: { control: { case: "fischer", value: { initialMs: 300_000n, incrementMs: 3000n } } },
    });
    expect(newGameRequest({ position: "", bot: { seat: 1, budgetMs: 500 }, timeControl: { kind: "perTurn", perTurnMs: 30_000 } })).toEqual({
      position: "",
      openSeats: [],
      rated: false,
      timeControl: { control: { case: "perTurn", value: { perTurnMs: 30_000n } } },
      bot: { side: 2, budgetMs: 500 },
    });
  });

  it("reads the invitation of NewGame's answer", () => {
    expect(created("g", ["t", ""], [{ side: 2, code: "c" }])).toEqual({ game: "g", tokens: ["t", ""], invitation: { seat: 1, code: "c" } });
    expect(created("g", ["t", "u"], [])).toEqual({ game: "g", tokens: ["t", "u"] });
  });

  it("reads seats, the draw offer and the clocks of a Game", () => {
    const g: RealPlayGame = {
      seats: [
        { side: 1, taken: true, invitation: 0, playerName: "Ada", rating: 1512.4, provisional: true },
        { side: 2, taken: false, invitation: 1, playerName: "", rating: 0, provisional: false },
      ],
      rated: true,
      drawOfferedBy: 0,
      serverTimeMs: 0n,
      started: false,
      abortable: true,
      opponentGone: 0,
      claimFromMs: 0n,
      takebackProposedBy: 0,
      takebacksAllowed: false,
    };
    const ada = { name: "Ada", rating: 1512.4, provisional: true };
    expect(realPlay(g)).toEqual({ seats: ["taken", "open"], players: [ada, undefined], rated: true, serverTimeMs: 0, started: false, abortable: true, claimFromMs: 0, takebacksAllowed: false });
    expect(playerLabel(ada)).toBe("Ada (1512?)");
    expect(playerLabel({ ...ada, provisional: false })).toBe("Ada (1512)");
    // Once the game is rated: the rating after it, and the change.
    expect(playerLabel(ada, { before: 1512.4, after: 1524.2, provisional: true })).toBe("Ada (1524?, +12)");
    expect(playerLabel(ada, { before: 1500, after: 1491.6, provisional: false })).toBe("Ada (1492, \u22128)");
    expect(ratingDelta({ before: 1500.2, after: 1499.9, provisional: false })).toBe("\u00b10");
    const revoked = { ...g, seats: [g.seats[0]!, { side: 2, taken: false, invitation: 3, playerName: "", rating: 0, provisional: false }] };
    expect(realPlay(revoked).seats).toEqual(["taken", "revoked"]);
    const running: RealPlayGame = {
      seats: [],
      rated: false,
      drawOfferedBy: 2,
      serverTimeMs: 1_000n,
      started: true,
      abortable: false,
      opponentGone: 2,
      claimFromMs: 31_000n,
      takebackProposedBy: 1,
      takebacksAllowed: true,
      clock: {
        timeControl: { control: { case: "fischer", value: { initialMs: 60_000n, incrementMs: 0n } } },
        sides: [
          { side: 1, remainingMs: 50_000n },
          { side: 2, remainingMs: 40_000n },
        ],
        running: 2,
        takenAtMs: 1_000n,
        turnStartedMs: 900n,
      },
    };
    expect(realPlay(running)).toEqual({
      seats: ["taken", "taken"],
      players: [undefined, undefined],
      rated: false,
      drawOfferedBy: 1,
      serverTimeMs: 1000,
      started: true,
      abortable: false,
      opponentGone: 1,
      claimFromMs: 31_000,
      takebackProposedBy: 0,
      takebacksAllowed: true,
      clock: { control: { kind: "fischer", initialMs: 60_000, incrementMs: 0 }, running: 1, message: running.clock },
    });
  });

  it("reads the start page's clock fields", () => {
    expect(timeControl("none", "5", "3", "30")).toBeUndefined();
    expect(timeControl("fischer", "5", "3", "")).toEqual({ kind: "fischer", initialMs: 300_000, incrementMs: 3000 });
    expect(timeControl("fischer", "0.5", "", "")).toEqual({ kind: "fischer", initialMs: 30_000, incrementMs: 0 });
    expect(timeControl("perTurn", "", "", "30")).toEqual({ kind: "perTurn", perTurnMs: 30_000 });
    expect(typeof timeControl("fischer", "0", "3", "")).toBe("string");
    expect(typeof timeControl("fischer", "5", "-1", "")).toBe("string");
    expect(typeof timeControl("perTurn", "", "", "x")).toBe("string");
  });
});
