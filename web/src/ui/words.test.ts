import { describe, expect, it } from "vitest";
import { possessive, versusTitle } from "./words.js";

describe("words", () => {
  it("writes a plural side's possessive with the apostrophe alone", () => {
    expect(possessive("Attackers")).toBe("Attackers'");
    expect(possessive("Defenders")).toBe("Defenders'");
    expect(possessive("White")).toBe("White's");
    expect(possessive("Black")).toBe("Black's");
  });
  it("names the players in the tab title, or the sides for guests", () => {
    expect(versusTitle("Copenhagen Hnefatafl", ["Attackers", "Defenders"], [{ name: "Alice" }, { name: "Bob" }])).toBe("Alice vs Bob · Copenhagen Hnefatafl");
    expect(versusTitle("Hanniball", ["White", "Black"], [undefined, undefined])).toBe("White vs Black · Hanniball");
    expect(versusTitle("Hanniball", ["White", "Black"], [{ name: "Ada" }, undefined])).toBe("Ada vs Black · Hanniball");
  });
});
