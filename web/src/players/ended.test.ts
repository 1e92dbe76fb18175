import { describe, expect, it } from "vitest";
import { Outcome } from "@arbiter/client/gen/players/v1/players_pb";
import { recordReason, resultWords, timeControlWords, versus } from "./ended.js";

const seat = (side: string, name: string, outcome: Outcome) => ({ side, player: name === "guest" ? "" : name, name, outcome });
const tafl = (a: Outcome, d: Outcome) => [seat("Attackers", "Alice", a), seat("Defenders", "Bob", d)];

describe("an archived game in words", () => {
  it("names the players, or the sides of guests", () => {
    expect(versus(tafl(Outcome.WIN, Outcome.LOSS))).toBe("Alice vs Bob");
    expect(versus([seat("White", "guest", Outcome.WIN), seat("Black", "Ada", Outcome.LOSS)])).toBe("White vs Ada");
  });
  it("writes time controls as minutes + seconds", () => {
    expect(timeControlWords("fischer 180000+2000 ms")).toBe("3+2");
    expect(timeControlWords("fischer 30000+0 ms")).toBe("½+0");
    expect(timeControlWords("fischer 90000+500 ms")).toBe("1.5+0.5");
    expect(timeControlWords("delay 300000+3000 ms")).toBe("5 min + 3 s delay");
    expect(timeControlWords("per turn 30000 ms")).toBe("30 s per turn");
    expect(timeControlWords("per turn 86400000 ms")).toBe("1 day per turn");
    expect(timeControlWords("")).toBe("");
  });
  it("says how it ended, never the termination's tag", () => {
    const escaped = '[Result "defenders"]\n[Reason "king escaped"]\n[Termination "rules"]\n\n1. d1-d2 a6-a1\n';
    expect(recordReason(escaped)).toBe("king escaped");
    const taflWords = { "king escaped": "the King escaped to a corner" };
    expect(resultWords({ termination: "rules", record: escaped, seats: tafl(Outcome.LOSS, Outcome.WIN) }, taflWords)).toBe("Defenders won — the King escaped to a corner");
    expect(resultWords({ termination: "time", record: "", seats: tafl(Outcome.WIN, Outcome.LOSS) })).toBe("Attackers won on time");
    const goal = [seat("White", "Ann", Outcome.WIN), seat("Black", "Cy", Outcome.LOSS)];
    expect(resultWords({ termination: "rules", record: '[Result "1-0"]\n[Reason "goal"]\n', seats: goal })).toBe("White won — goal");
    expect(resultWords({ termination: "resignation", record: '[Reason "resignation"]\n', seats: goal })).toBe("White won — Black resigned");
    expect(resultWords({ termination: "agreement", record: "", seats: tafl(Outcome.DRAW, Outcome.DRAW) })).toBe("Drawn by agreement");
    expect(resultWords({ termination: "aborted", record: "", seats: tafl(Outcome.NONE, Outcome.NONE) })).toBe("Aborted");
    expect(resultWords({ termination: "abandonment", record: "", seats: tafl(Outcome.NONE, Outcome.NONE) })).toBe("Aborted — nobody moved in time");
    expect(resultWords({ termination: "move-limit", record: "", seats: tafl(Outcome.DRAW, Outcome.DRAW) })).toBe("Drawn — the move limit was reached");
    expect(resultWords({ termination: "rules", record: '[Reason "full time"]', seats: tafl(Outcome.DRAW, Outcome.DRAW) })).toBe("Drawn — full time");
    for (const termination of ["rules", "resignation", "time", "agreement", "abandonment", "aborted"]) {
      expect(resultWords({ termination, record: "", seats: tafl(Outcome.WIN, Outcome.LOSS) })).not.toMatch(/\((rules|resignation|time|agreement|abandonment|aborted)\)/);
    }
  });
});
