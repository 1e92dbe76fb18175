import { describe, expect, it } from "vitest";
import { create } from "@bufbuild/protobuf";
import { Format, Status, TournamentSchema, TournamentViewSchema, PairingSchema, StandingSchema } from "@arbiter/client/gen/tournament/v1/tournament_pb";
import { clockText, countdown, crosstable, eventWords, scoreText } from "./model.js";
import { eventsRoute } from "./page.js";

const swiss = create(TournamentSchema, { format: Format.SWISS, rounds: 3, round: 2, status: Status.RUNNING });

describe("events in words", () => {
  it("names the format, the score and the clock", () => {
    expect(eventWords(create(TournamentSchema, { format: Format.ARENA, minutes: 30 }))).toBe("Arena, 30 min");
    expect(eventWords(swiss)).toBe("Swiss, 3 rounds");
    expect(eventWords(create(TournamentSchema, { format: Format.ROUND_ROBIN, doubleRoundRobin: true }))).toBe("Double round-robin");
    expect(scoreText(swiss, 7)).toBe("3½");
    expect(scoreText(swiss, 1)).toBe("½");
    expect(scoreText(swiss, 4)).toBe("2");
    expect(scoreText(create(TournamentSchema, { format: Format.ARENA }), 7)).toBe("7");
    expect(clockText(65_000)).toBe("1:05");
    expect(clockText(3_909_000)).toBe("1:05:09");
    expect(clockText(-5)).toBe("0:00");
  });
  it("counts down to the start, the end, or says the round", () => {
    const view = create(TournamentViewSchema, { pairings: [create(PairingSchema, { round: 2, first: "a", second: "b", gameId: "g" })] });
    expect(countdown(create(TournamentSchema, { status: Status.UPCOMING, startsAtMs: 61_000n }), view, 1_000)).toBe("Starts in 1:00");
    expect(countdown(create(TournamentSchema, { status: Status.RUNNING, format: Format.ARENA, endsAtMs: 121_000n }), view, 1_000)).toBe("Ends in 2:00");
    expect(countdown(swiss, view, 0)).toBe("Round 2 of 3 is being played");
    view.pairings[0]!.result = "1-0";
    expect(countdown(swiss, view, 0)).toBe("Round 3 of 3 starts soon");
  });
  it("draws the crosstable from the pairings and the standings", () => {
    const p = (round: number, first: string, second: string, result: string) => create(PairingSchema, { round, first, second, result, gameId: second ? "g" : "" });
    const view = create(TournamentViewSchema, {
      standings: ["a", "b", "c"].map((player, i) => create(StandingSchema, { rank: i + 1, player, score: 4 - 2 * i })),
      pairings: [p(1, "a", "b", "1-0"), p(1, "c", "", "bye"), p(2, "c", "a", "1/2-1/2"), p(2, "b", "", "bye")],
    });
    const c = crosstable(view);
    expect(c.rounds).toEqual([1, 2]);
    expect(c.rows.map((r) => r.cells)).toEqual([["W2", "D3"], ["L1", "bye"], ["bye", "D1"]]);
  });
  it("reads the pages' addresses", () => {
    expect(eventsRoute("/events")).toEqual({ page: "list" });
    expect(eventsRoute("/events/0123456789abcdef/")).toEqual({ page: "event", id: "0123456789abcdef" });
    expect(eventsRoute("/events/xyz")).toBeUndefined();
  });
});
