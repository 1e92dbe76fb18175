// Back-off and exactly-once retries of acting calls (docs/reliability.md, "Exactly once").
//
// An acting call carries a request id and, pinned, the version it acts on. When its outcome
// is unknown (the answer was lost), it is sent again with the same id and version: the server
// answers a request it has already applied from its record, byte for byte, and never applies
// it twice. A call refused for a while (RESOURCE_EXHAUSTED with RetryInfo) is sent again
// after the delay the server names.
import { Code } from "@connectrpc/connect";
import { GameError } from "./errors.js";

/** Exponential back-off with jitter. */
export interface Backoff {
  /** The first delay, in ms (default 250). */
  initialMs?: number;
  /** The longest delay, in ms (default 5000). */
  maxMs?: number;
  /** The share of each delay drawn at random, 0 to 1 (default 0.5: between half and all of it). */
  jitter?: number;
}

/** The delay before retry `attempt` (0-based): `initialMs` doubling up to `maxMs`, less a random part. */
export function backoffDelay(attempt: number, backoff: Backoff = {}, random: () => number = Math.random): number {
  const initial = backoff.initialMs ?? 250;
  const max = backoff.maxMs ?? 5000;
  const jitter = Math.min(1, Math.max(0, backoff.jitter ?? 0.5));
  const full = Math.min(max, initial * 2 ** Math.min(attempt, 30));
  return Math.round(full * (1 - jitter * random()));
}

/** Sleeps `ms`, or less if `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done);
  });
}

/** How an acting call is retried. */
export interface RetryOptions {
  /** How many times a call is sent at most (default 8). */
  attempts?: number;
  backoff?: Backoff;
  /** Stops retrying (the last error is thrown) when it aborts; also passed to each call. */
  signal?: AbortSignal;
  /** Called before each retry with the error that caused it and the delay. */
  onRetry?: (error: GameError, attempt: number, delayMs: number) => void;
  /** For tests: the sleep and the random source of the jitter. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/**
 * Sends `call` until it succeeds or fails for good. A failure is retried when its outcome is
 * unknown or the server asked to come back later ({@link GameError.retryable}); the caller
 * must make every attempt the same request (same request id, same expected_version). Throws
 * the last failure as a {@link GameError}.
 */
export async function retrying<T>(call: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? 8);
  const pause = options.sleep ?? sleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(attempt);
    } catch (e) {
      const error = GameError.from(e);
      const aborted = options.signal?.aborted ?? false;
      if (aborted || !error.retryable || attempt + 1 >= attempts) throw error;
      // The server's RetryInfo says when the call passes; otherwise back off.
      const delay =
        error.code === Code.ResourceExhausted && error.retryDelayMs !== undefined
          ? error.retryDelayMs
          : backoffDelay(attempt, options.backoff, options.random);
      options.onRetry?.(error, attempt + 1, delay);
      await pause(delay, options.signal);
      if (options.signal?.aborted) throw error;
    }
  }
}
