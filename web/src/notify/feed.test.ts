import { describe, expect, it } from "vitest";
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, createClient, createRouterTransport } from "@connectrpc/connect";
import { ErrorInfoSchema } from "@arbiter/client/gen/google/rpc/error_details_pb";
import { LobbyService, PlayerSnapshotSchema, SeekSchema, WatchPlayerResponseSchema, type WatchPlayerResponse } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { playerFeed, type FeedStatus } from "./feed.js";

const challenge = create(SeekSchema, { seekId: "s1", game: "hnefatafl", ownerName: "Ann", challengedName: "Bob" });

/** A lobby whose WatchPlayer answers from `script` call by call (the cursors each call was asked from kept in `asked`). */
function lobby(asked: string[], script: ((req: { fromCursor: string }) => AsyncIterable<WatchPlayerResponse>)[]) {
  return createClient(
    LobbyService,
    createRouterTransport(({ service }) => {
      service(LobbyService, {
        watchPlayer(req) {
          asked.push(req.fromCursor);
          const next = script[asked.length - 1];
          if (!next) return (async function* () {})();
          return next(req);
        },
      });
    }),
  );
}

const until = async (ok: () => boolean): Promise<void> => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(ok()).toBe(true);
};

describe("the page's one WatchPlayer stream", () => {
  it("resumes from the last cursor after a drop, and tells every follower each message once", async () => {
    const asked: string[] = [];
    const feed = playerFeed(
      lobby(asked, [
        async function* () {
          yield create(WatchPlayerResponseSchema, { cursor: "c1", update: { case: "snapshot", value: create(PlayerSnapshotSchema, {}) } });
          throw new ConnectError("dropped", Code.Unavailable);
        },
        async function* () {
          yield create(WatchPlayerResponseSchema, { cursor: "c2", update: { case: "challenge", value: challenge } });
          await new Promise(() => undefined);
        },
      ]),
      "bob",
    );
    const seen: string[] = [];
    const states: FeedStatus[] = [];
    feed.onStatus((s) => states.push(s));
    feed.subscribe((u, notices) => seen.push(`${u.case}:${notices.length}`));
    await until(() => seen.length === 2);
    expect(asked).toEqual(["", "c1"]);
    expect(seen).toEqual(["snapshot:0", "challenge:1"]);
    expect(states).toEqual(["connecting", "live", "reconnecting", "live"]);
    // A follower that comes late gets what the stream told so far as a snapshot, and opens no stream.
    const late: string[] = [];
    feed.subscribe((u) => late.push(u.case === "snapshot" ? `snapshot:${u.value.challenges.map((c) => c.seekId).join()}` : `${u.case}`));
    expect(late).toEqual(["snapshot:s1"]);
    expect(asked.length).toBe(2);
  });
  it("stops when the session is no longer valid", async () => {
    const asked: string[] = [];
    const refused = new ConnectError("sign in", Code.Unauthenticated, undefined, [{ desc: ErrorInfoSchema, value: { reason: "NOT_SIGNED_IN", domain: "arbiter", metadata: {} } }]);
    const feed = playerFeed(
      lobby(asked, [
        async function* () {
          await Promise.resolve();
          yield* [];
          throw refused;
        },
      ]),
      "bob",
    );
    feed.subscribe(() => undefined);
    await until(() => feed.status === "off");
    await new Promise((r) => setTimeout(r, 400));
    expect(asked).toEqual([""]);
  });
});
