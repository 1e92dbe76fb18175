// The clocks on the game page count down with the client package's `remainingAt`,
// `ServerClock`, `nextTick` and `formatClock` (from Game.clock and an estimate of the server's
// time, no polling); what is the page's own is the time control in words.
import { t } from "../i18n/i18n.js";
import type { TimeControlSpec } from "@arbiter/client";

/** A time control in words: "5 min + 3 s", "30 s per turn", "3 days per turn". */
export function describeControl(c: TimeControlSpec): string {
  const span = (ms: number): string =>
    ms % 86_400_000 === 0 && ms >= 86_400_000
      ? t("span-days", { n: ms / 86_400_000 })
      : ms % 3_600_000 === 0 && ms >= 3_600_000
        ? t("span-hours", { n: ms / 3_600_000 })
        : ms % 60_000 === 0 && ms >= 60_000
          ? t("span-minutes", { n: ms / 60_000 })
          : t("span-seconds", { n: Math.round(ms / 100) / 10 });
  switch (c.kind) {
    case "fischer":
      return t("control-fischer", { initial: span(c.initialMs), increment: span(c.incrementMs) });
    case "delay":
      return t("control-delay", { initial: span(c.initialMs), delay: span(c.delayMs) });
    case "perTurn":
      return t("control-per-turn", { span: span(c.perTurnMs) });
  }
}
