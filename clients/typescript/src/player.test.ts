import { create } from "@bufbuild/protobuf";
import { DurationSchema } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, createClient, createRouterTransport } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { ErrorInfoSchema, RetryInfoSchema } from "./gen/google/rpc/error_details_pb.js";
import { type ApplyActionRequest, type Game, GameSchema, HanniballService } from "./gen/hanniball/v1/hanniball_pb.js";
import { GameError, Reason } from "./errors.js";
import { join, Player } from "./player.js";
import { backoffDelay, retrying } from "./retry.js";

const info = (reason: string, metadata: Record<string, string> = {}) => ({ desc: ErrorInfoSchema, value: { reason, domain: "arbiter", metadata } });

/** A game server in memory that keeps request records, as the service does, and can lose answers or rate-limit. */
function server(plan: { loseAnswers?: number; rateLimited?: number; unavailable?: number } = {}) {
  let game: Game = create(GameSchema, { gameId: "g1", version: 1n, status: 1 });
  const records = new Map<string, { action: string; game: Game }>();
  const seen: { requestId: string; expectedVersion: bigint | undefined; authorization: string | null }[] = [];
  let lose = plan.loseAnswers ?? 0;
  let limited = plan.rateLimited ?? 0;
  let down = plan.unavailable ?? 0;
  const transport = createRouterTransport(({ service }) =>
    service(HanniballService, {
      getGame: () => ({ game }),
      applyAction(req: ApplyActionRequest, ctx) {
        seen.push({ requestId: req.requestId, expectedVersion: req.expectedVersion, authorization: ctx.requestHeader.get("authorization") });
        if (limited > 0) {
          limited--;
          throw new ConnectError("too many calls", Code.ResourceExhausted, undefined, [
            info("RATE_LIMITED", { limit: "calls_per_seat" }),
            { desc: RetryInfoSchema, value: { retryDelay: create(DurationSchema, { seconds: 0n, nanos: 300_000_000 }) } },
          ]);
        }
        if (down > 0) {
          down--;
          throw new ConnectError("connection refused", Code.Unavailable);
        }
        const answer = (g: Game) => {
          if (lose > 0) {
            lose--;
            throw new ConnectError("the connection broke", Code.Unknown); // the answer is lost on its way
          }
          return { game: g };
        };
        const record = records.get(req.requestId);
        if (record) {
          if (record.action !== req.action) throw new ConnectError("reused", Code.InvalidArgument, undefined, [info("REQUEST_ID_REUSED")]);
          return answer(record.game);
        }
        if (req.expectedVersion !== undefined && req.expectedVersion !== game.version) {
          throw new ConnectError("conflict", Code.Aborted, undefined, [info("VERSION_CONFLICT", { expected_version: String(req.expectedVersion), current_version: String(game.version) })]);
        }
        game = create(GameSchema, { gameId: "g1", version: game.version + 1n, status: 1, position: `${game.position}${req.action};` });
        records.set(req.requestId, { action: req.action, game });
        return answer(game);
      },
      joinGame: (_req, ctx) => ({ game, side: 2, token: `token-for-${ctx.requestHeader.get("authorization")}` }),
    }),
  );
  return {
    client: createClient(HanniballService, transport),
    seen,
    game: () => game,
    bump: () => (game = create(GameSchema, { ...game, version: game.version + 1n })),
  };
}

const noSleep = { sleep: async () => undefined };

describe("Player", () => {
  it("retries a lost answer with the same request id and version: applied once", async () => {
    const s = server({ loseAnswers: 2 });
    const retries: number[] = [];
    const player = new Player(s.client, s.game(), "tok", { ...noSleep, onRetry: (_e, attempt) => retries.push(attempt) });
    const r = await player.apply("e1-e2");
    expect(r.game?.version).toBe(2n);
    expect(s.game().position).toBe("e1-e2;"); // applied once
    expect(retries).toEqual([1, 2]);
    expect(s.seen).toHaveLength(3);
    expect(new Set(s.seen.map((c) => c.requestId)).size).toBe(1);
    expect(s.seen.every((c) => c.expectedVersion === 1n && c.authorization === "Bearer tok")).toBe(true);
    expect(player.version).toBe(2n);
    // The next action is pinned to the new version, with a new id.
    await player.apply("e2-e3");
    expect(s.seen[3]?.expectedVersion).toBe(2n);
    expect(s.seen[3]?.requestId).not.toBe(s.seen[0]?.requestId);
  });

  it("waits as long as RetryInfo says when rate-limited", async () => {
    const s = server({ rateLimited: 1 });
    const slept: number[] = [];
    const player = new Player(s.client, s.game(), "tok", { sleep: async (ms) => void slept.push(ms) });
    await player.apply("e1-e2");
    expect(slept).toEqual([300]);
    expect(s.game().version).toBe(2n);
  });

  it("backs off between retries of an unavailable server", async () => {
    const s = server({ unavailable: 3 });
    const slept: number[] = [];
    const player = new Player(s.client, s.game(), "tok", { sleep: async (ms) => void slept.push(ms), random: () => 0 });
    await player.apply("e1-e2");
    expect(slept).toEqual([250, 500, 1000]);
  });

  it("gives up after the attempts allowed, with the last error", async () => {
    const s = server({ unavailable: 5 });
    const player = new Player(s.client, s.game(), "tok", { ...noSleep, attempts: 3 });
    const e = await player.apply("e1-e2").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(GameError);
    expect((e as GameError).code).toBe(Code.Unavailable);
    expect(s.seen).toHaveLength(3);
  });

  it("does not retry a version conflict, and reloads the game", async () => {
    const s = server();
    const player = new Player(s.client, s.game(), "tok", noSleep);
    s.bump(); // somebody else changed the game
    const e = (await player.apply("e1-e2").catch((x: unknown) => x)) as GameError;
    expect(e.reason).toBe(Reason.VERSION_CONFLICT);
    expect(e.currentVersion).toBe(2n);
    expect(s.seen).toHaveLength(1);
    expect(player.version).toBe(2n);
  });

  it("keeps the newest state it observes", () => {
    const s = server();
    const player = new Player(s.client, s.game(), "tok");
    player.observe(create(GameSchema, { gameId: "g1", version: 5n }));
    player.observe(create(GameSchema, { gameId: "g1", version: 3n }));
    player.observe(create(GameSchema, { gameId: "other", version: 9n }));
    expect(player.version).toBe(5n);
  });

  it("refuses a seat without token", () => {
    const s = server();
    expect(() => new Player(s.client, s.game(), "")).toThrow(/no seat token/);
  });

  it("joins with an invitation code and plays the seat", async () => {
    const s = server();
    const joined = await join(s.client, "g1", "code");
    expect(joined.side).toBe(2);
    expect(joined.player.token).toBe("token-for-Bearer code");
    expect(joined.answer.token).toBe("token-for-Bearer code");
  });
});

describe("retrying", () => {
  it("backs off exponentially up to the maximum, with jitter", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, {}, () => 0))).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
    expect(backoffDelay(2, {}, () => 1)).toBe(500); // at most half is taken off
    expect(backoffDelay(1, { initialMs: 100, maxMs: 150, jitter: 0 })).toBe(150);
  });

  it("stops when its signal aborts", async () => {
    const abort = new AbortController();
    let calls = 0;
    const e = await retrying(
      async () => {
        calls++;
        abort.abort();
        throw new ConnectError("down", Code.Unavailable);
      },
      { signal: abort.signal, ...noSleep },
    ).catch((x: unknown) => x);
    expect(calls).toBe(1);
    expect((e as GameError).code).toBe(Code.Unavailable);
  });
});

describe("Player takebacks", () => {
  it("proposes and answers a takeback with fresh request ids, pinned to the version seen", async () => {
    const seen: { method: string; requestId: string; expectedVersion: bigint | undefined; accept?: boolean; authorization: string | null }[] = [];
    let game: Game = create(GameSchema, { gameId: "g1", version: 4n, status: 1 });
    const transport = createRouterTransport(({ service }) =>
      service(HanniballService, {
        getGame: () => ({ game }),
        proposeTakeback(req, ctx) {
          seen.push({ method: "propose", requestId: req.requestId, expectedVersion: req.expectedVersion, authorization: ctx.requestHeader.get("authorization") });
          game = create(GameSchema, { ...game, version: game.version + 1n, takebackProposedBy: 1 });
          return { game };
        },
        answerTakeback(req, ctx) {
          seen.push({ method: "answer", requestId: req.requestId, expectedVersion: req.expectedVersion, accept: req.accept, authorization: ctx.requestHeader.get("authorization") });
          game = create(GameSchema, { ...game, version: game.version + 1n, takebackProposedBy: 0 });
          return { game };
        },
      }),
    );
    const client = createClient(HanniballService, transport);
    const white = new Player(client, game, "white-token", noSleep);
    const proposed = await white.proposeTakeback();
    expect(proposed.game?.takebackProposedBy).toBe(1);
    const black = new Player(client, game, "black-token", noSleep);
    const answered = await black.answerTakeback(false);
    expect(answered.game?.takebackProposedBy).toBe(0);
    expect(black.version).toBe(6n);
    expect(seen.map((c) => [c.method, c.expectedVersion, c.accept, c.authorization])).toEqual([
      ["propose", 4n, undefined, "Bearer white-token"],
      ["answer", 5n, false, "Bearer black-token"],
    ]);
    expect(seen[0]?.requestId).not.toBe(seen[1]?.requestId);
  });
});

