// One API adapter for every game's service: every game's proto has the same RPCs, request
// fields and Game fields for the shared operations (docs/api-shape.md), so one function makes
// the calls through any game's Connect client. A game hands in only what is its own: the seat
// tokens' field names of NewGameResponse, how a legal action becomes a board choice, and
// which squares an event touched (plus its own RPCs, like Hanniball's UndoStep).
import type { Choice } from "../board/types.js";
import type { GameApi, Update } from "../games/game.js";
import { created, newGameRequest, realPlayApi, type RealPlayClient } from "../games/realplay.js";
import type { CallOptions } from "@connectrpc/connect";
import { follow, newRequestId, seat, type SharedClient } from "@arbiter/client";
import { ACTING } from "./transport.js";

const READ = { timeoutMs: 30_000 };

interface Answer<G> {
  game?: G | undefined;
}

/** The shared RPCs of a game's Connect client, as the adapter calls them. */
export interface GameClient<G, Created, Action, Event> extends RealPlayClient<G> {
  newGame(request: ReturnType<typeof newGameRequest>, options: { timeoutMs: number }): Promise<Created & Answer<G> & { invitations: { side: number; code: string }[] }>;
  getGame(request: { gameId: string }, options: { timeoutMs: number }): Promise<Answer<G>>;
  getHistory(request: { gameId: string }, options: { timeoutMs: number }): Promise<Answer<G> & { startPosition: string; record: string }>;
  legalActions(request: { subject: { case: "gameId"; value: string } }, options: { timeoutMs: number }): Promise<Answer<G> & { actions: Action[] }>;
  applyAction(request: { gameId: string; action: string; expectedVersion: bigint; requestId: string }, options: CallOptions): Promise<Answer<G>>;
  resign(request: { gameId: string; expectedVersion: bigint; requestId: string }, options: CallOptions): Promise<Answer<G>>;
  watchGame(
    request: { gameId: string; fromVersion?: bigint | undefined; audience?: boolean; legalActions?: boolean },
    options: CallOptions,
  ): AsyncIterable<{
    update: { case: "snapshot"; value: G } | { case: "event"; value: Event & { version: bigint; action: string; game?: G | undefined } } | { case: "audience"; value: unknown } | { case: undefined; value?: undefined };
    legalActions: Action[];
  }>;
}

/** What the adapter needs of a game besides its client. */
export interface GameAdapter<Created, Action, Event> {
  /** The seat tokens of NewGameResponse, seat 0 first. */
  tokens(response: Created): [string, string];
  /** A legal action as the board offers it. */
  choice(action: Action): Choice;
  /** The squares an event touched (the last action's highlight). */
  squares(event: Event): string[];
}

export function need<G>(g: G | undefined): G {
  if (!g) throw new Error("the server answered without a game");
  return g;
}

/** The shared calls of a game's service. */
export function gameApi<G, Created, Action, Event>(client: GameClient<G, Created, Action, Event>, game: GameAdapter<Created, Action, Event>): GameApi<G> {
  return {
    async newGame(options) {
      // A signed-in player's session goes with every game call (players/session.ts
      // `playerSession`), so the server binds the seats they take.
      const r = await client.newGame(newGameRequest(options), READ);
      return created(need(r.game), game.tokens(r), r.invitations);
    },
    ...realPlayApi(client, need),
    async getGame(gameId) {
      return need((await client.getGame({ gameId }, READ)).game);
    },
    async history(gameId) {
      const r = await client.getHistory({ gameId }, READ);
      return { game: need(r.game), startPosition: r.startPosition, record: r.record };
    },
    async legal(gameId) {
      const r = await client.legalActions({ subject: { case: "gameId", value: gameId } }, READ);
      return { game: need(r.game), choices: r.actions.map((a) => game.choice(a)) };
    },
    async apply(gameId, action, token, expectedVersion) {
      return need((await client.applyAction({ gameId, action, expectedVersion, requestId: newRequestId() }, seat(token, ACTING))).game);
    },
    async resign(gameId, token, expectedVersion) {
      return need((await client.resign({ gameId, expectedVersion, requestId: newRequestId() }, seat(token, ACTING))).game);
    },
    async *follow(gameId, options): AsyncIterable<Update<G>> {
      // The client package's follow (resume from the last version, back-off, once and in order);
      // the client is any game's, whose shared RPCs SharedClient describes.
      for await (const u of follow(client as unknown as SharedClient, gameId, options)) {
        const choices = (u.legalActions as Action[]).map((a) => game.choice(a));
        if (u.kind === "snapshot") yield { kind: "snapshot", game: u.game as G, choices };
        else yield { kind: "event", version: u.version, action: u.event.action, game: u.game as G, squares: game.squares(u.event as Event), choices };
      }
    },
  };
}
