import { Code, ConnectError, createClient, createRouterTransport } from "@connectrpc/connect";
import { ErrorInfoSchema } from "@arbiter/client/gen/google/rpc/error_details_pb";
import { HanniballService } from "@arbiter/client/gen/hanniball/v1/hanniball_pb";
import { AccountsService } from "@arbiter/client/gen/accounts/v1/accounts_pb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAYER_SESSION_HEADER, current, playerSession, store } from "./session.js";

/** A localStorage for the test (the tests run outside a browser). */
function fakeStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

const refused = (message: string) =>
  new ConnectError(message, Code.Unauthenticated, undefined, [{ desc: ErrorInfoSchema, value: { reason: "NOT_SIGNED_IN", domain: "arbiter", metadata: {} } }]);

/** A Hanniball service whose GetGame answers the session it was sent (in the game id), or refuses a stale one. */
function transport(seen: (string | null)[]) {
  return createRouterTransport(
    ({ service }) => {
      service(HanniballService, {
        getGame(_req, ctx) {
          const s = ctx.requestHeader.get(PLAYER_SESSION_HEADER);
          seen.push(s);
          if (s === "stale") throw refused("the session token was revoked (signed out): sign in");
          if (s === "bound") throw refused("the seat of game g belongs to a signed-in player");
          return { game: { gameId: s ?? "guest" } };
        },
      });
      service(AccountsService, {
        signOut(_req, ctx) {
          seen.push(ctx.requestHeader.get(PLAYER_SESSION_HEADER));
          return {};
        },
      });
    },
    { transport: { interceptors: [playerSession] } },
  );
}

describe("the player session on game calls", () => {
  beforeEach(() => {
    globalThis.localStorage = fakeStorage();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "localStorage");
  });
  const signIn = (token: string) => store({ token, name: "ann", expiresAtMs: Date.now() + 60_000 });

  it("sends the signed-in player's session on game calls only", async () => {
    const seen: (string | null)[] = [];
    const t = transport(seen);
    expect((await createClient(HanniballService, t).getGame({ gameId: "g" })).game?.gameId).toBe("guest");
    signIn("tok");
    expect((await createClient(HanniballService, t).getGame({ gameId: "g" })).game?.gameId).toBe("tok");
    await createClient(AccountsService, t).signOut({});
    expect(seen).toEqual([null, "tok", null]);
  });

  it("forgets a session the server no longer accepts and calls again as a guest", async () => {
    const seen: (string | null)[] = [];
    signIn("stale");
    const r = await createClient(HanniballService, transport(seen)).getGame({ gameId: "g" });
    expect(r.game?.gameId).toBe("guest");
    expect(seen).toEqual(["stale", null]);
    expect(current()).toBeUndefined();
  });

  it("keeps the session when the refusal is about a seat, not the session", async () => {
    const seen: (string | null)[] = [];
    signIn("bound");
    await expect(createClient(HanniballService, transport(seen)).getGame({ gameId: "g" })).rejects.toThrow(/belongs to a signed-in player/);
    expect(seen).toEqual(["bound"]);
    expect(current()?.token).toBe("bound");
  });
});
