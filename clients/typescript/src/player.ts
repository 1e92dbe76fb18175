// A seat at a game: acts with its token, pinned to the version it has seen, with a request id
// per action and exactly-once retries of unknown outcomes (retry.ts).
import type { CallOptions } from "@connectrpc/connect";
import { GameError, Reason } from "./errors.js";
import type { ActingRequest, GameOf, SharedClient, SharedGame, SideNumber } from "./games.js";
import { retrying, type RetryOptions } from "./retry.js";
import { DEFAULT_TIMEOUT_MS, newRequestId, seat } from "./transport.js";

/** How a player's calls are made. */
export interface PlayerOptions extends RetryOptions {
  /** The deadline of each attempt, in ms (default 10 000). */
  timeoutMs?: number;
  /** Makes request ids (default {@link newRequestId}). */
  requestId?: () => string;
}

type Answer<C, K extends keyof C> = C[K] extends (...args: never[]) => Promise<infer R> ? R : never;

/**
 * One seat of one game. Every acting call is pinned to the newest version the player has seen
 * (its own answers, and whatever is passed to {@link Player.observe}, e.g. a followed game's
 * updates), carries a fresh request id, and is retried with the same id and version while its
 * outcome is unknown, so it is applied exactly once.
 *
 * A call refused with VERSION_CONFLICT (the game moved on) or REQUEST_EXPIRED (the server no
 * longer keeps the request's record; `appliedVersion` says when it was applied) reloads the
 * game before the error is thrown, so `player.game` is current.
 */
export class Player<C extends SharedClient> {
  readonly client: C;
  readonly gameId: string;
  readonly token: string;
  private latest: GameOf<C>;
  private readonly options: PlayerOptions;

  constructor(client: C, game: GameOf<C>, token: string, options: PlayerOptions = {}) {
    if (!token) throw new Error(`no seat token for game ${game.gameId}: the seat is open or played by the computer`);
    this.client = client;
    this.gameId = game.gameId;
    this.token = token;
    this.latest = game;
    this.options = options;
  }

  /** The newest state seen. */
  get game(): GameOf<C> {
    return this.latest;
  }

  /** The version acting calls are pinned to. */
  get version(): bigint {
    return this.latest.version;
  }

  /** Takes a state seen elsewhere (a watch update, another call) if it is newer. */
  observe(game: GameOf<C> | undefined): void {
    if (game && game.gameId === this.gameId && game.version > this.latest.version) this.latest = game;
  }

  /** Reads the game again (GetGame). */
  async refresh(): Promise<GameOf<C>> {
    const r = await retrying(() => this.client.getGame({ gameId: this.gameId }, { timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: this.options.signal }), this.options);
    this.observe(r.game as GameOf<C> | undefined);
    return this.latest;
  }

  /** ApplyAction: plays `action` (a notation LegalActions lists). */
  apply(action: string): Promise<Answer<C, "applyAction">> {
    return this.act((request, options) => this.client.applyAction({ ...request, action }, options)) as Promise<Answer<C, "applyAction">>;
  }

  /** Resign. */
  resign(): Promise<Answer<C, "resign">> {
    return this.act((request, options) => this.client.resign(request, options)) as Promise<Answer<C, "resign">>;
  }

  /** OfferDraw. */
  offerDraw(): Promise<Answer<C, "offerDraw">> {
    return this.act((request, options) => this.client.offerDraw(request, options)) as Promise<Answer<C, "offerDraw">>;
  }

  /** AnswerDraw: accepts or declines the opponent's offer. */
  answerDraw(accept: boolean): Promise<Answer<C, "answerDraw">> {
    return this.act((request, options) => this.client.answerDraw({ ...request, accept }, options)) as Promise<Answer<C, "answerDraw">>;
  }

  /** Abort: ends the game without a result, before both sides have made their first action. */
  abort(): Promise<Answer<C, "abort">> {
    return this.act((request, options) => this.client.abort(request, options)) as Promise<Answer<C, "abort">>;
  }

  /** ClaimVictory once the opponent is gone (`Game.opponentGone`) and `Game.claimFromMs` has passed; `draw`: call it a draw. */
  claimVictory(draw = false): Promise<Answer<C, "claimVictory">> {
    return this.act((request, options) => this.client.claimVictory({ ...request, draw }, options)) as Promise<Answer<C, "claimVictory">>;
  }

  /** ProposeTakeback: proposes to take back this seat's last turn (casual games; the service's computer accepts at once). Any action clears it. */
  proposeTakeback(): Promise<Answer<C, "proposeTakeback">> {
    return this.act((request, options) => this.client.proposeTakeback(request, options)) as Promise<Answer<C, "proposeTakeback">>;
  }

  /** AnswerTakeback: accepts (the game goes back to the start of the proposer's last turn) or declines the opponent's proposal (`Game.takebackProposedBy`). */
  answerTakeback(accept: boolean): Promise<Answer<C, "answerTakeback">> {
    return this.act((request, options) => this.client.answerTakeback({ ...request, accept }, options)) as Promise<Answer<C, "answerTakeback">>;
  }

  /** RevokeInvitation of `side`'s unused invitation. */
  revoke(side: SideNumber): Promise<Answer<C, "revokeInvitation">> {
    return this.act((request, options) => this.client.revokeInvitation({ ...request, side }, options)) as Promise<Answer<C, "revokeInvitation">>;
  }

  /**
   * Any acting call, e.g. a game's own (Hanniball's UndoStep):
   * `player.act((req, opts) => client.undoStep(req, opts))`. `send` gets the shared request
   * fields (the same on every attempt) and the call options (the seat's token, a deadline).
   */
  async act<R extends { game?: SharedGame | undefined }>(send: (request: ActingRequest, options: CallOptions) => Promise<R>): Promise<R> {
    const request: ActingRequest = {
      gameId: this.gameId,
      expectedVersion: this.latest.version,
      requestId: (this.options.requestId ?? newRequestId)(),
    };
    const options = seat(this.token, { timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: this.options.signal });
    try {
      const r = await retrying(() => send(request, options), this.options);
      this.observe(r.game as GameOf<C> | undefined);
      return r;
    } catch (e) {
      const error = GameError.from(e);
      if (error.reason === Reason.VERSION_CONFLICT || error.reason === Reason.REQUEST_EXPIRED) {
        await this.refresh().catch(() => undefined);
      }
      throw error;
    }
  }
}

/** A seat taken with an invitation code. */
export interface Joined<C extends SharedClient> {
  player: Player<C>;
  side: SideNumber;
  answer: Answer<C, "joinGame">;
}

/**
 * JoinGame: takes the seat of an invitation `code`. Retried with the same request id while the
 * outcome is unknown; a retry of a join that was applied gets the same token.
 */
export async function join<C extends SharedClient>(client: C, gameId: string, code: string, options: PlayerOptions = {}): Promise<Joined<C>> {
  const request = { gameId, requestId: (options.requestId ?? newRequestId)() };
  const callOptions = seat(code, { timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: options.signal });
  const answer = await retrying(() => client.joinGame(request, callOptions), options);
  const side = answer.side;
  if ((side !== 1 && side !== 2) || !answer.game) throw new Error(`JoinGame answered without a seat or a game (side ${side})`);
  return { player: new Player(client, answer.game as GameOf<C>, answer.token, options), side, answer: answer as Answer<C, "joinGame"> };
}
