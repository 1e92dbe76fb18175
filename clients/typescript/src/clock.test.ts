import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { ClockSchema, GameSchema } from "./gen/hnefatafl/v1/hnefatafl_pb.js";
import { ClockModel, formatClock, nextTick, remainingAt, ServerClock, timeControl, timeControlRequest } from "./clock.js";

const clock = (control: "fischer" | "delay", running: number) =>
  create(ClockSchema, {
    timeControl: control === "fischer" ? { control: { case: "fischer", value: { initialMs: 60_000n, incrementMs: 2_000n } } } : { control: { case: "delay", value: { initialMs: 60_000n, delayMs: 5_000n } } },
    sides: [
      { side: 1, remainingMs: 50_000n },
      { side: 2, remainingMs: 40_000n },
    ],
    running,
    takenAtMs: 1_000_000n,
    turnStartedMs: 998_000n,
  });

describe("clock", () => {
  it("counts the running side down from the server's values", () => {
    const c = clock("fischer", 1);
    expect(remainingAt(c, 1, 1_000_000)).toBe(50_000);
    expect(remainingAt(c, 1, 1_012_500)).toBe(37_500);
    expect(remainingAt(c, 2, 1_012_500)).toBe(40_000); // not running
    expect(remainingAt(c, 1, 2_000_000)).toBe(0); // never below 0
    expect(remainingAt(c, 1, 990_000)).toBe(50_000); // before the state was taken
  });

  it("does not charge the first delay of a turn under a simple delay", () => {
    const c = clock("delay", 2); // the turn started 2 s before takenAt: 3 s of delay left
    expect(remainingAt(c, 2, 1_002_000)).toBe(40_000);
    expect(remainingAt(c, 2, 1_003_000)).toBe(40_000);
    expect(remainingAt(c, 2, 1_004_000)).toBe(39_000);
  });

  it("reads and writes time controls", () => {
    expect(timeControl(clock("fischer", 1))).toEqual({ kind: "fischer", initialMs: 60_000, incrementMs: 2_000 });
    expect(timeControl(undefined)).toBeUndefined();
    expect(timeControlRequest({ kind: "perTurn", perTurnMs: 86_400_000 })).toEqual({ control: { case: "perTurn", value: { perTurnMs: 86_400_000n } } });
  });

  it("estimates the server's time from the states it took", () => {
    const server = new ServerClock(() => 5_000);
    expect(server.now()).toBe(5_000); // nothing seen yet
    server.observe(1_000_000n, 2_000); // arrived 2 s after... by the local clock
    server.observe(1_000_500n, 2_600); // a slower delivery gives a smaller bound: ignored
    server.observe(0n, 10); // no time: ignored
    expect(server.offsetMs).toBe(998_000);
    expect(server.now()).toBe(1_003_000);
  });

  it("models a game's clocks", () => {
    const server = new ServerClock(() => 0);
    const g = create(GameSchema, { gameId: "g", version: 3n, clock: clock("fischer", 1), serverTimeMs: 1_000_000n, deadlineMs: 1_050_000n });
    server.observeGame(g, 100);
    const model = new ClockModel(g, server);
    expect(model.running).toBe(1);
    expect(model.deadlineMs).toBe(1_050_000);
    expect(model.remaining(1, 100)).toBe(50_000);
    expect(model.remaining(1, 10_100)).toBe(40_000);
    expect(model.remaining(2, 10_100)).toBe(40_000);
    expect(model.flagged(1, 60_100)).toBe(true);
    expect(new ClockModel(create(GameSchema, {})).remaining(1)).toBeUndefined();
  });

  it("formats clocks and times the next redraw", () => {
    expect(formatClock(3_900_000)).toBe("1:05:00");
    expect(formatClock(299_999)).toBe("4:59");
    // Correspondence: a day or more in days and hours.
    expect(formatClock(3 * 86_400_000)).toBe("3d 0h");
    expect(formatClock(2 * 86_400_000 + 23 * 3_600_000 + 59_000)).toBe("2d 23h");
    expect(formatClock(86_399_000)).toBe("23:59:59");
    expect(formatClock(9_999)).toBe("0:09.9");
    expect(formatClock(-5)).toBe("0:00.0");
    expect(nextTick(12_345)).toBe(345);
    expect(nextTick(9_950)).toBe(50);
    expect(nextTick(0)).toBe(1000);
  });
});
