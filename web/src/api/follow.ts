// Following a game live: WatchGame with reconnection. After a dropped stream (a network
// failure, a server restart) it reconnects with backoff and resumes from the last version it
// applied (from_version), so nothing is missed and nothing is applied twice: an event is
// applied only when its version is the last one + 1, a snapshot replaces the state.
import type { Update } from "../games/game.js";

export interface Followed<G> {
  /** The last version applied. */
  version: bigint;
  game: G | undefined;
}

export type Verdict = "apply" | "duplicate" | "gap";

/** What to do with an update, given the last version applied. */
export function verdict<G>(last: bigint, update: Update<G>): Verdict {
  if (update.kind === "snapshot") return "apply";
  if (update.version === last + 1n) return "apply";
  return update.version <= last ? "duplicate" : "gap";
}

/** The delay before reconnection attempt `n` (0-based): 250 ms doubling up to 5 s. */
export function backoff(n: number): number {
  return Math.min(5000, 250 * 2 ** Math.min(n, 5));
}

export interface FollowOptions<G> {
  watch(fromVersion: bigint | undefined, signal: AbortSignal): AsyncIterable<Update<G>>;
  versionOf(game: G): bigint;
  /** Whether a game is over (a stream that ends cleanly before that is resumed). */
  isOver(game: G): boolean;
  /** Called for each applied update, in order. */
  onUpdate(update: Update<G>): void;
  /** Connection state for the page: "live", "reconnecting" (with the error), "ended". */
  onStatus(status: "live" | "reconnecting" | "ended", error?: unknown): void;
  /** Whether a stream error is final (e.g. the game does not exist). */
  fatal?(error: unknown): boolean;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(t);
      resolve();
    });
  });
}

/**
 * Follows until the stream ends with OK (the game is over), a fatal error, or `signal`
 * aborts. `from` is the version the caller already has (undefined: start with a snapshot).
 */
export async function follow<G>(from: bigint | undefined, options: FollowOptions<G>, signal: AbortSignal): Promise<void> {
  let last = from;
  let failures = 0;
  let over = false;
  const sleep = options.sleep ?? defaultSleep;
  while (!signal.aborted) {
    // A stream that has not failed within a second is up, even before any change arrives.
    const up = setTimeout(() => options.onStatus("live"), 1000);
    try {
      let gap = false;
      for await (const update of options.watch(last, signal)) {
        failures = 0;
        clearTimeout(up);
        options.onStatus("live");
        const v = last === undefined ? "apply" : verdict(last, update);
        if (update.kind === "event" && last === undefined) {
          gap = true; // an event before any snapshot cannot be placed
          break;
        }
        if (v === "duplicate") continue;
        if (v === "gap") {
          gap = true;
          break;
        }
        last = update.kind === "snapshot" ? options.versionOf(update.game) : update.version;
        over = options.isOver(update.game);
        options.onUpdate(update);
      }
      clearTimeout(up);
      if (!gap && (over || last === undefined)) {
        options.onStatus("ended");
        return;
      }
    } catch (error) {
      clearTimeout(up);
      if (signal.aborted) return;
      if (options.fatal?.(error)) {
        options.onStatus("ended", error);
        return;
      }
      options.onStatus("reconnecting", error);
    }
    await sleep(backoff(failures), signal);
    failures += 1;
  }
}
