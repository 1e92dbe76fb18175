// Following a game live (docs/streaming.md): WatchGame, and after a dropped stream (a network
// failure, a replica stopping or dying) a reconnection with back-off that resumes from the last
// version received (`from_version`), so that the caller sees every change once, in order: an
// event is passed on only when its version is the last one + 1; a duplicate is skipped; a gap
// (not expected from the server) resumes again from the last version; a snapshot (the first
// message, or when changes were no longer kept) replaces the state.
import { Code } from "@connectrpc/connect";
import { GameError, Reason } from "./errors.js";
import { isOver, type SharedAudience, type SharedClient, type SharedEvent, type SharedGame } from "./games.js";
import { backoffDelay, sleep, type Backoff } from "./retry.js";

/**
 * One step of a followed game: a whole state, or one change and the state after it. With
 * {@link FollowOptions.legalActions}, `legalActions` lists the seat's legal actions when the
 * seat is to move after this step (empty otherwise, and always without the option).
 */
export type Update<G extends SharedGame, E extends SharedEvent<G>, A = { notation: string }> =
  | { kind: "snapshot"; version: bigint; game: G; legalActions: A[] }
  | { kind: "event"; version: bigint; event: E; game: G; legalActions: A[] };

type MessageOf<C> = C extends { watchGame(...args: never[]): AsyncIterable<infer M> } ? M : never;
type Case<M, K extends string> = M extends { update: infer U } ? (U extends { case: K; value: infer V } ? V : never) : never;
/** The `Game` of a client's WatchGame stream. */
export type SnapshotOf<C> = Case<MessageOf<C>, "snapshot">;
/** The `GameEvent` of a client's WatchGame stream. */
export type EventOf<C> = Case<MessageOf<C>, "event">;
/** The legal action type of a client's WatchGame stream. */
export type LegalOf<C> = MessageOf<C> extends { legalActions: (infer A)[] } ? A : never;
/** The updates {@link follow} yields for a client. */
export type UpdateOf<C> = SnapshotOf<C> extends SharedGame ? (EventOf<C> extends SharedEvent<SnapshotOf<C>> ? Update<SnapshotOf<C>, EventOf<C>, LegalOf<C>> : never) : never;

/** The state of the connection, for a page's indicator or a log. */
export type FollowStatus =
  /** The stream is open (its headers arrived). */
  | { state: "live" }
  /** The stream broke (or ended early); the next one opens after `delayMs`, from `fromVersion` (undefined: with a snapshot). */
  | { state: "reconnecting"; error: GameError | undefined; attempt: number; delayMs: number; fromVersion: bigint | undefined };

export interface FollowOptions {
  /** The version the caller already has: the stream starts with the changes after it. Unset: with a snapshot. */
  fromVersion?: bigint | undefined;
  /** Stops following (the generator returns). Breaking out of the `for await` loop stops it too. */
  signal?: AbortSignal | undefined;
  /** Reconnection back-off (default 250 ms doubling to 5 s, with jitter); reset by every message received. */
  backoff?: Backoff;
  onStatus?: (status: FollowStatus) => void;
  /** A seat token: the stream is opened with it (`authorization`), so the service counts the seat's player as present at the board (see docs/real-play.md, "A player who is gone"). */
  token?: string | undefined;
  /**
   * Also follow the game's audience (WatchGame's `audience`): each Audience message (how many
   * watch, the quick chat since the previous one) is given here. The following then goes on
   * after the update showing the game over, for the chat after the game, until the server
   * ends the stream (up to 60 s later) or `signal` aborts.
   */
  onAudience?: ((audience: SharedAudience) => void) | undefined;
  /**
   * Also receive the seat's legal actions (WatchGame's `legal_actions`): each update after
   * which the seat of `token` (or of the player session the transport sends) is to move
   * carries them in `legalActions`, so a player's client needs no LegalActions call per change.
   */
  legalActions?: boolean | undefined;
  /** For tests: the sleep and the random source of the jitter. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/** What to do with a stream's message, given the last version passed on. */
export type Verdict = "apply" | "duplicate" | "gap";

export function verdict(last: bigint | undefined, message: { kind: "snapshot" | "event"; version: bigint }): Verdict {
  if (message.kind === "snapshot") return last === undefined || message.version > last ? "apply" : "duplicate";
  if (last === undefined) return "gap"; // an event before any state cannot be placed
  if (message.version === last + 1n) return "apply";
  return message.version <= last ? "duplicate" : "gap";
}

/** Whether a stream's failure ends the following for good (the error is thrown). */
function fatal(error: GameError): boolean {
  if (error.code === Code.ResourceExhausted) return error.retryDelayMs === undefined;
  if (error.reason === Reason.VERSION_AHEAD) return false;
  return [Code.NotFound, Code.InvalidArgument, Code.PermissionDenied, Code.Unauthenticated, Code.FailedPrecondition, Code.OutOfRange, Code.Unimplemented, Code.AlreadyExists].includes(error.code);
}

/**
 * Follows a game of any game's client until it is over: yields its updates in order, without
 * gaps or duplicates, across reconnections. Returns after the update that shows the game over,
 * or when `signal` aborts; throws a {@link GameError} when the game does not exist (NOT_FOUND
 * `GAME_NOT_FOUND`) or the request is refused for good.
 *
 * ```ts
 * for await (const u of follow(client, gameId)) render(u.game);
 * ```
 */
export async function* follow<C extends SharedClient>(client: C, gameId: string, options: FollowOptions = {}): AsyncGenerator<UpdateOf<C>, void, undefined> {
  const pause = options.sleep ?? sleep;
  let last = options.fromVersion;
  // Ask for a snapshot (no from_version) on the next stream, still passing on only what is new.
  let snapshot = last === undefined;
  let failures = 0;
  const outer = options.signal;
  const audience = options.onAudience;
  // The game over was passed on: only the audience's messages follow.
  let over = false;
  while (!outer?.aborted) {
    const stream = new AbortController();
    const stop = (): void => stream.abort();
    outer?.addEventListener("abort", stop);
    let problem: GameError | undefined;
    let fromAhead = false;
    let gap = false;
    try {
      const messages = client.watchGame(
        { gameId, fromVersion: snapshot ? undefined : last, ...(audience ? { audience: true } : {}), ...(options.legalActions ? { legalActions: true } : {}) },
        {
          signal: stream.signal,
          onHeader: () => options.onStatus?.({ state: "live" }),
          ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
        },
      );
      for await (const m of messages) {
        failures = 0;
        const u = m.update;
        if (u.case === "audience") {
          audience?.(u.value);
          continue;
        }
        if (over) continue;
        let update: Update<SharedGame, SharedEvent> | undefined;
        const legalActions = m.legalActions ?? [];
        if (u.case === "snapshot") update = { kind: "snapshot", version: u.value.version, game: u.value, legalActions };
        else if (u.case === "event" && u.value.game) update = { kind: "event", version: u.value.version, event: u.value, game: u.value.game, legalActions };
        if (!update) continue; // a kind of message this version of the package does not know
        const v = verdict(last, update);
        if (v === "duplicate") {
          // A snapshot of a version already passed on: nothing new, but it may show the end.
          if (update.kind === "snapshot" && update.version === last && isOver(update.game)) return;
          continue;
        }
        if (v === "gap") {
          gap = true; // resume from the last version passed on
          break;
        }
        last = update.version;
        yield update as UpdateOf<C>;
        if (isOver(update.game)) {
          if (!audience) return;
          over = true;
        }
      }
      if (over) return;
    } catch (e) {
      if (outer?.aborted || over) return;
      problem = GameError.from(e);
      if (problem.reason === Reason.VERSION_AHEAD) fromAhead = true;
      else if (fatal(problem)) throw problem;
    } finally {
      outer?.removeEventListener("abort", stop);
      stream.abort();
    }
    // from_version beyond the game's: start over with a snapshot. A stream that ended cleanly
    // before the end of the game (a finished game resumed at its last version ends at once):
    // ask for a snapshot, which shows where the game stands.
    if (fromAhead) last = undefined;
    snapshot = last === undefined || (problem === undefined && !gap);
    const delayMs =
      problem?.code === Code.ResourceExhausted && problem.retryDelayMs !== undefined
        ? problem.retryDelayMs
        : backoffDelay(failures, options.backoff, options.random);
    options.onStatus?.({ state: "reconnecting", error: problem, attempt: failures + 1, delayMs, fromVersion: snapshot ? undefined : last });
    failures += 1;
    await pause(delayMs, outer);
  }
}
