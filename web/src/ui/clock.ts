// The clocks on the game page count down with the client package's `remainingAt`,
// `ServerClock`, `nextTick` and `formatClock` (from Game.clock and an estimate of the server's
// time, no polling); what is the page's own is the time control in words.
import type { TimeControlSpec } from "@arbiter/client";

/** A time control in words: "5 min + 3 s", "30 s per turn", "3 days per turn". */
export function describeControl(c: TimeControlSpec): string {
  const span = (ms: number): string =>
    ms % 86_400_000 === 0 && ms >= 86_400_000
      ? `${ms / 86_400_000} ${ms === 86_400_000 ? "day" : "days"}`
      : ms % 3_600_000 === 0 && ms >= 3_600_000
        ? `${ms / 3_600_000} h`
        : ms % 60_000 === 0 && ms >= 60_000
          ? `${ms / 60_000} min`
          : `${Math.round(ms / 100) / 10} s`;
  switch (c.kind) {
    case "fischer":
      return `${span(c.initialMs)} + ${span(c.incrementMs)}`;
    case "delay":
      return `${span(c.initialMs)}, delay ${span(c.delayMs)}`;
    case "perTurn":
      return `${span(c.perTurnMs)} per turn`;
  }
}
