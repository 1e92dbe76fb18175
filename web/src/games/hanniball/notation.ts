// Hanniball's steps as the board offers them: the choice of a legal step, the squares an event touched.
import { type Step, StepKind } from "@arbiter/client/gen/hanniball/v1/hanniball_pb";
import { t } from "../../i18n/i18n.js";
import type { Choice } from "../../board/types.js";

/** An action's words, with " — goal" when it scores. */
const goal = (action: string, scores: boolean): string => (scores ? t("choice-goal", { action }) : action);

/** A legal step as the board offers it. */
export function choice(step: Step): Choice {
  switch (step.kind) {
    case StepKind.END_TURN:
      return { notation: step.notation, label: t("hb-choice-end-turn") };
    case StepKind.PENALTY_REMOVE:
      return { notation: step.notation, target: step.toSquare, label: t("hb-choice-remove", { square: step.toSquare }) };
    case StepKind.DRIBBLE:
      return { notation: step.notation, from: step.fromSquare, target: step.toSquare, label: t("hb-choice-carry", { square: step.toSquare }), lands: true };
    case StepKind.KICK:
      return {
        notation: step.notation,
        from: step.fromSquare,
        target: step.toSquare,
        label: goal(step.ricochet ? t("hb-choice-ricochet", { square: step.toSquare, to: step.ricochet }) : t("hb-choice-kick", { square: step.toSquare }), step.scores),
      };
    default:
      return {
        notation: step.notation,
        from: step.fromSquare,
        target: step.toSquare,
        label: step.captures ? t("choice-capture", { square: step.toSquare }) : t("choice-move", { square: step.toSquare }),
        lands: true,
      };
  }
}

/** The squares an event touched, for the last-action highlight. */
export function touched(step: Step | undefined): string[] {
  if (!step) return [];
  return [step.fromSquare, step.toSquare, step.ricochet].filter((s) => s !== "");
}
