import { describe, expect, it } from "vitest";
import { nextPath, signInPath } from "./routes.js";

describe("coming back after signing in", () => {
  it("goes back only to a path of this site", () => {
    expect(signInPath("/lobby")).toBe("/account?next=%2Flobby");
    expect(nextPath("?next=%2Flobby")).toBe("/lobby");
    expect(nextPath("")).toBeUndefined();
    expect(nextPath("?next=https%3A%2F%2Fevil.example")).toBeUndefined();
    expect(nextPath("?next=%2F%2Fevil.example")).toBeUndefined();
    expect(nextPath("?next=%2F%5Cevil.example")).toBeUndefined();
  });
});
