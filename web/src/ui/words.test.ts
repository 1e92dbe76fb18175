import { describe, expect, it } from "vitest";
import { t } from "../i18n/i18n.js";
import { versus, versusTitle } from "./words.js";

describe("words", () => {
  it("writes a plural side's possessive with the apostrophe alone (English's POSSESSIVE)", () => {
    expect(t("challenge-gone", { name: "Attackers" })).toBe("Attackers' challenge is gone.");
    expect(t("challenge-gone", { name: "Defenders" })).toBe("Defenders' challenge is gone.");
    expect(t("challenge-gone", { name: "White" })).toBe("White's challenge is gone.");
  });
  it("names two or more players in a line", () => {
    expect(versus(["Ada", "Bob"])).toBe("Ada vs Bob");
    expect(versus(["Ada", "Bob", "Cy"])).toBe("Ada vs Bob vs Cy");
  });
  it("names the players in the tab title, or the sides for guests", () => {
    expect(versusTitle("Copenhagen Hnefatafl", ["Attackers", "Defenders"], [{ name: "Alice" }, { name: "Bob" }])).toBe("Alice vs Bob · Copenhagen Hnefatafl");
    expect(versusTitle("Hanniball", ["White", "Black"], [undefined, undefined])).toBe("White vs Black · Hanniball");
    expect(versusTitle("Hanniball", ["White", "Black"], [{ name: "Ada" }, undefined])).toBe("Ada vs Black · Hanniball");
  });
});
