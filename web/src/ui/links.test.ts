import { describe, expect, it } from "vitest";
import { inviteLink, joiningLink, route, seatLink, watchLink } from "./links.js";

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
    expect(route("/index.html", "")).toEqual({ page: "start" });
    expect(route("/play/x", "")).toEqual({ page: "missing" });
    expect(route("/tv", "")).toEqual({ page: "missing" });
    expect(route("/play/hanniball/a.b", "")).toEqual({ page: "missing" });
    // A seat bound to the signed-in player (an event's game): the seat without a token.
    expect(route("/play/hnefatafl/abc", "#seat=1")).toEqual({ page: "play", game: "hnefatafl", id: "abc", seat: 1, token: "" });
  });

  it("puts only the invitation code in the invite link's fragment", () => {
    const url = new URL(inviteLink("http://h:1", "hnefatafl", "g1", "c0de/+="));
    expect(url.pathname).toBe("/join/hnefatafl/g1");
    expect(url.search).toBe("");
    expect(url.hash).toBe("#code=c0de%2F%2B%3D");
    expect(url.hash).not.toContain("token");
    expect(route(url.pathname, url.hash)).toEqual({ page: "join", game: "hnefatafl", id: "g1", code: "c0de/+=" });
    // The join's request id, once chosen, is kept in the fragment too.
    const joining = new URL(joiningLink("http://h:1", "hnefatafl", "g1", "c0de", "r1"));
    expect(joining.search).toBe("");
    expect(route(joining.pathname, joining.hash)).toEqual({ page: "join", game: "hnefatafl", id: "g1", code: "c0de", request: "r1" });
    // Without a code the link only spectates.
    expect(route("/join/hnefatafl/g1", "")).toEqual({ page: "play", game: "hnefatafl", id: "g1" });
  });

  it("gives the creator's seat link the invitation to show while the seat is open", () => {
    const url = new URL(seatLink("http://h:1", "chessfootball", "g2", 0, "tok", "inv"));
    expect(url.search).toBe("");
    expect(url.pathname).toBe("/play/chessfootball/g2");
    expect(route(url.pathname, url.hash)).toEqual({ page: "play", game: "chessfootball", id: "g2", seat: 0, token: "tok", invite: "inv" });
    // An invitation without a seat is ignored.
    expect(route("/play/chessfootball/g2", "#invite=inv")).toEqual({ page: "play", game: "chessfootball", id: "g2" });
  });
});
