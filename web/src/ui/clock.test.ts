import { describe, expect, it } from "vitest";
import type { ClockState } from "../games/realplay.js";
import { ServerClock, describeControl, formatClock, nextTick, remainingAt } from "./clock.js";

const fischer: ClockState = {
  control: { kind: "fischer", initialMs: 300_000, incrementMs: 3000 },
  remainingMs: [200_000, 150_000],
  running: 1,
  takenAtMs: 1_000_000,
  turnStartedMs: 990_000,
};

describe("clock", () => {
  it("counts the running side down from the time the clocks were taken at", () => {
    expect(remainingAt(fischer, 1, 1_000_000)).toBe(150_000);
    expect(remainingAt(fischer, 1, 1_012_500)).toBe(137_500);
    expect(remainingAt(fischer, 0, 1_012_500)).toBe(200_000); // not running
    expect(remainingAt(fischer, 1, 2_000_000)).toBe(0); // never below zero
    expect(remainingAt(fischer, 1, 999_000)).toBe(150_000); // a server time before the reading: no change
    expect(remainingAt({ ...fischer, running: undefined }, 1, 1_100_000)).toBe(150_000); // before the first action
  });

  it("charges a simple delay only after its free part", () => {
    // The turn started at 990 000 with a 20 s delay: at 1 000 000 nothing is charged yet.
    const delay: ClockState = { ...fischer, control: { kind: "delay", initialMs: 300_000, delayMs: 20_000 } };
    expect(remainingAt(delay, 1, 1_005_000)).toBe(150_000);
    expect(remainingAt(delay, 1, 1_010_000)).toBe(150_000);
    expect(remainingAt(delay, 1, 1_014_000)).toBe(146_000);
    // Read after the delay had run out (12 s charged in `remainingMs` already).
    const late: ClockState = { ...delay, takenAtMs: 1_022_000, remainingMs: [200_000, 138_000] };
    expect(remainingAt(late, 1, 1_023_000)).toBe(137_000);
  });

  it("counts a per-turn clock down like any other", () => {
    const perTurn: ClockState = { control: { kind: "perTurn", perTurnMs: 30_000 }, remainingMs: [30_000, 21_000], running: 1, takenAtMs: 500, turnStartedMs: 0 };
    expect(remainingAt(perTurn, 1, 10_500)).toBe(11_000);
    expect(remainingAt(perTurn, 0, 10_500)).toBe(30_000);
  });

  it("shows hours from an hour on and tenths under ten seconds", () => {
    expect(formatClock(3_900_000)).toBe("1:05:00");
    expect(formatClock(86_400_000)).toBe("24:00:00");
    expect(formatClock(299_999)).toBe("4:59");
    expect(formatClock(60_000)).toBe("1:00");
    expect(formatClock(10_000)).toBe("0:10");
    expect(formatClock(9_999)).toBe("0:09.9");
    expect(formatClock(400)).toBe("0:00.4");
    expect(formatClock(-5)).toBe("0:00.0");
  });

  it("ticks when the display changes", () => {
    expect(nextTick(12_345)).toBe(345);
    expect(nextTick(12_000)).toBe(1000);
    expect(nextTick(9_950)).toBe(50);
    expect(nextTick(0)).toBe(1000);
  });

  it("describes time controls", () => {
    expect(describeControl({ kind: "fischer", initialMs: 300_000, incrementMs: 3000 })).toBe("5 min + 3 s");
    expect(describeControl({ kind: "perTurn", perTurnMs: 30_000 })).toBe("30 s per turn");
    expect(describeControl({ kind: "delay", initialMs: 60_000, delayMs: 2500 })).toBe("1 min, delay 2.5 s");
  });

  it("estimates the server's time from the freshest reading", () => {
    const c = new ServerClock();
    expect(c.now(1000)).toBe(1000);
    c.observe(5_000, 10_000); // an old state replayed: bound -5000
    c.observe(9_980, 10_000); // a fresh one: 20 ms in transfer
    c.observe(7_000, 10_500); // older again: ignored
    expect(c.now(11_000)).toBe(10_980);
    c.observe(0, 12_000); // no server time (a game without clock): ignored
    expect(c.now(11_000)).toBe(10_980);
  });
});
