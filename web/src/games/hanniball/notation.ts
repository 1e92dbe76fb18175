// Hanniball's steps as the board offers them: the choice of a legal step, the squares an event touched.
import { type Step, StepKind } from "@arbiter/client/gen/hanniball/v1/hanniball_pb";
import type { Choice } from "../../board/types.js";

/** A legal step as the board offers it. */
export function choice(step: Step): Choice {
  switch (step.kind) {
    case StepKind.END_TURN:
      return { notation: step.notation, label: "end the turn" };
    case StepKind.PENALTY_REMOVE:
      return { notation: step.notation, target: step.toSquare, label: `remove the piece on ${step.toSquare} (red card)` };
    case StepKind.DRIBBLE:
      return { notation: step.notation, from: step.fromSquare, target: step.toSquare, label: `carry the ball to ${step.toSquare}`, lands: true };
    case StepKind.KICK:
      return {
        notation: step.notation,
        from: step.fromSquare,
        target: step.toSquare,
        label: step.ricochet
          ? `kick off the Monkey on ${step.toSquare}, ricochet to ${step.ricochet}${step.scores ? " — goal" : ""}`
          : `kick to ${step.toSquare}${step.scores ? " — goal" : ""}`,
      };
    default:
      return {
        notation: step.notation,
        from: step.fromSquare,
        target: step.toSquare,
        label: step.captures ? `capture on ${step.toSquare}` : `move to ${step.toSquare}`,
        lands: true,
      };
  }
}

/** The squares an event touched, for the last-action highlight. */
export function touched(step: Step | undefined): string[] {
  if (!step) return [];
  return [step.fromSquare, step.toSquare, step.ricochet].filter((s) => s !== "");
}
