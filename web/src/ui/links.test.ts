import { describe, expect, it } from "vitest";
import { route, seatLink, watchLink } from "./links.js";

describe("links", () => {
  it("puts seat tokens in the fragment only", () => {
    const link = seatLink("http://h:1", "hanniball", "abc_-1", 1, "t/k+n=");
    const url = new URL(link);
    expect(url.pathname).toBe("/play/hanniball/abc_-1");
    expect(url.search).toBe("");
    expect(route(url.pathname, url.hash)).toEqual({ page: "play", game: "hanniball", id: "abc_-1", seat: 1, token: "t/k+n=" });
    const watch = new URL(watchLink("http://h:1", "hanniball", "abc"));
    expect(watch.hash).toBe("");
    expect(route(watch.pathname, watch.hash)).toEqual({ page: "play", game: "hanniball", id: "abc" });
    expect(route("/", "")).toEqual({ page: "start" });
    expect(route("/play/x", "")).toEqual({ page: "start" });
  });
});
