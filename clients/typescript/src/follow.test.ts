import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, createClient, createRouterTransport } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { AudienceSchema } from "./gen/audience/v1/audience_pb.js";
import { ErrorInfoSchema } from "./gen/google/rpc/error_details_pb.js";
import { GameEventSchema, GameSchema, HanniballService, type WatchGameRequest, type WatchGameResponse } from "./gen/hanniball/v1/hanniball_pb.js";
import { GameError, Reason } from "./errors.js";
import { follow, verdict, type FollowStatus } from "./follow.js";

const game = (version: bigint, over = false) => create(GameSchema, { gameId: "g", version, status: over ? 2 : 1 });
const snap = (version: bigint): WatchGameResponse["update"] => ({ case: "snapshot", value: game(version) });
const ev = (version: bigint, over = false): WatchGameResponse["update"] => ({
  case: "event",
  value: create(GameEventSchema, { version, action: `a${version}`, game: game(version, over) }),
});

/** A WatchGame whose n-th call sends `streams[n].messages` and then ends with `streams[n].end` (undefined: OK). */
function watcher(streams: { messages: WatchGameResponse["update"][]; end?: ConnectError }[]) {
  const asked: (bigint | undefined)[] = [];
  const transport = createRouterTransport(({ service }) =>
    service(HanniballService, {
      async *watchGame(req: WatchGameRequest) {
        const stream = streams[asked.length];
        asked.push(req.fromVersion);
        if (!stream) throw new ConnectError("no more streams in this test", Code.NotFound, undefined, [{ desc: ErrorInfoSchema, value: { reason: "GAME_NOT_FOUND" } }]);
        for (const update of stream.messages) yield { update };
        if (stream.end) throw stream.end;
      },
    }),
  );
  return { client: createClient(HanniballService, transport), asked };
}

const dropped = new ConnectError("connection reset", Code.Unavailable);
const quick = { sleep: async () => undefined };

describe("follow", () => {
  it("judges each message by the last version passed on", () => {
    expect(verdict(4n, { kind: "event", version: 5n })).toBe("apply");
    expect(verdict(4n, { kind: "event", version: 4n })).toBe("duplicate");
    expect(verdict(4n, { kind: "event", version: 7n })).toBe("gap");
    expect(verdict(undefined, { kind: "event", version: 2n })).toBe("gap");
    expect(verdict(4n, { kind: "snapshot", version: 9n })).toBe("apply");
    expect(verdict(4n, { kind: "snapshot", version: 4n })).toBe("duplicate");
    expect(verdict(undefined, { kind: "snapshot", version: 1n })).toBe("apply");
  });

  it("with the audience: passes its messages on, and after the game over reads them to the stream's end", async () => {
    const crowd = (spectators: number, number?: number): WatchGameResponse["update"] => ({
      case: "audience",
      value: create(AudienceSchema, { spectators, chat: number === undefined ? [] : [{ seat: 0, message: 3, number }] }),
    });
    const w = watcher([{ messages: [snap(1n), crowd(2), ev(2n, true), crowd(2, 1)] }]);
    const seen: string[] = [];
    const heard: string[] = [];
    for await (const u of follow(w.client, "g", { ...quick, onAudience: (a) => heard.push(`${a.spectators}:${a.chat.map((l) => l.number).join(",")}`) })) {
      seen.push(`${u.kind} ${u.version}`);
    }
    expect(seen).toEqual(["snapshot 1", "event 2"]);
    expect(heard).toEqual(["2:", "2:1"]);
    expect(w.asked).toEqual([undefined]);
  });

  it("with legalActions: asks for them and passes each update's list on", async () => {
    const legal: boolean[] = [];
    const transport = createRouterTransport(({ service }) =>
      service(HanniballService, {
        async *watchGame(req: WatchGameRequest) {
          legal.push(req.legalActions);
          yield { update: snap(1n), legalActions: [{ notation: "d4-e6" }, { notation: "d4-c6" }] };
          yield { update: ev(2n) };
          yield { update: ev(3n, true) };
        },
      }),
    );
    const seen: string[] = [];
    for await (const u of follow(createClient(HanniballService, transport), "g", { ...quick, legalActions: true })) {
      seen.push(`${u.version}: ${u.legalActions.map((a) => a.notation).join(" ")}`);
    }
    expect(legal).toEqual([true]);
    expect(seen).toEqual(["1: d4-e6 d4-c6", "2: ", "3: "]);
  });

  it("resumes from the last version after drops, without gaps or duplicates, to the end of the game", async () => {
    const w = watcher([
      { messages: [snap(1n), ev(2n), ev(3n)], end: dropped },
      { messages: [ev(3n), ev(4n), ev(6n)] }, // a duplicate, then a gap: resume again
      { messages: [snap(8n), ev(9n, true)] }, // changes no longer kept: a snapshot, then the end
    ]);
    const seen: string[] = [];
    const statuses: FollowStatus[] = [];
    for await (const u of follow(w.client, "g", { ...quick, onStatus: (s) => statuses.push(s) })) {
      seen.push(u.kind === "snapshot" ? `snapshot ${u.version}` : `event ${u.event.action}`);
    }
    expect(w.asked).toEqual([undefined, 3n, 4n]);
    expect(seen).toEqual(["snapshot 1", "event a2", "event a3", "event a4", "snapshot 8", "event a9"]);
    const reconnects = statuses.filter((s) => s.state === "reconnecting");
    expect(reconnects.map((s) => s.fromVersion)).toEqual([3n, 4n]);
    expect(reconnects[0]?.state === "reconnecting" && reconnects[0].error?.code).toBe(Code.Unavailable);
    expect(statuses.filter((s) => s.state === "live")).toHaveLength(3);
  });

  it("starts from the caller's version and backs off while the server is unreachable", async () => {
    const w = watcher([
      { messages: [], end: dropped },
      { messages: [], end: dropped },
      { messages: [ev(6n, true)] },
    ]);
    const slept: number[] = [];
    const seen: bigint[] = [];
    for await (const u of follow(w.client, "g", { fromVersion: 5n, sleep: async (ms) => void slept.push(ms), random: () => 0 })) seen.push(u.version);
    expect(w.asked).toEqual([5n, 5n, 5n]);
    expect(slept).toEqual([250, 500]);
    expect(seen).toEqual([6n]);
  });

  it("watches without from_version when it is ahead of the game", async () => {
    const ahead = new ConnectError("ahead", Code.OutOfRange, undefined, [{ desc: ErrorInfoSchema, value: { reason: "VERSION_AHEAD" } }]);
    const w = watcher([{ messages: [], end: ahead }, { messages: [snap(3n), ev(4n, true)] }]);
    const seen: bigint[] = [];
    for await (const u of follow(w.client, "g", { fromVersion: 10n, ...quick })) seen.push(u.version);
    expect(w.asked).toEqual([10n, undefined]);
    expect(seen).toEqual([3n, 4n]);
  });

  it("asks for a snapshot after a stream that ended before the end, and stops at a game already over", async () => {
    const over = (version: bigint): WatchGameResponse["update"] => ({ case: "snapshot", value: game(version, true) });
    const w = watcher([{ messages: [] }, { messages: [over(7n)] }]);
    const seen: bigint[] = [];
    for await (const u of follow(w.client, "g", { fromVersion: 7n, ...quick })) seen.push(u.version);
    expect(w.asked).toEqual([7n, undefined]);
    expect(seen).toEqual([]); // nothing new: version 7 was already the caller's
  });

  it("passes on only what is new from a snapshot it asked for", async () => {
    const w = watcher([{ messages: [snap(1n), ev(2n)] }, { messages: [snap(2n), ev(3n, true)] }]);
    const seen: string[] = [];
    for await (const u of follow(w.client, "g", quick)) seen.push(`${u.kind} ${u.version}`);
    expect(w.asked).toEqual([undefined, undefined]);
    expect(seen).toEqual(["snapshot 1", "event 2", "event 3"]);
  });

  it("throws GAME_NOT_FOUND", async () => {
    const w = watcher([]);
    const error = await (async () => {
      for await (const u of follow(w.client, "g", quick)) void u;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).reason).toBe(Reason.GAME_NOT_FOUND);
  });

  it("stops when the caller breaks out", async () => {
    const w = watcher([{ messages: [snap(1n), ev(2n), ev(3n)] }]);
    const seen: bigint[] = [];
    for await (const u of follow(w.client, "g", quick)) {
      seen.push(u.version);
      if (u.version === 2n) break;
    }
    expect(seen).toEqual([1n, 2n]);
    expect(w.asked).toHaveLength(1);
  });

  it("stops when its signal aborts during a back-off", async () => {
    const w = watcher([{ messages: [snap(1n)], end: dropped }, { messages: [ev(2n)] }]);
    const abort = new AbortController();
    const seen: bigint[] = [];
    for await (const u of follow(w.client, "g", { signal: abort.signal, sleep: async () => abort.abort() })) seen.push(u.version);
    expect(seen).toEqual([1n]);
    expect(w.asked).toHaveLength(1);
  });
});
