import { describe, expect, it } from "vitest";
import { tn } from "./dom.js";

describe("tn", () => {
  it("places the nodes where the message names them", () => {
    // Any object stands for a node here (the unit tests have no DOM).
    const link = { link: "Sign in" } as unknown as Node;
    const parts = tn("lobby-quick-guest", {}, { signIn: link });
    expect(parts).toEqual(["As a guest, quick pairing looks for a casual game: only casual games are open to guests. ", link, " to play rated games."]);
    const name = { name: "Ann" } as unknown as Node;
    expect(tn("challenge-outgoing", { terms: "Hanniball, 5 min + 3 s, casual", side: "you play White" }, { name })).toEqual(["You challenged ", name, ": Hanniball, 5 min + 3 s, casual; you play White."]);
  });
});
