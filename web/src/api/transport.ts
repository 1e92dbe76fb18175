// The one transport of the app: the client package's gRPC-Web transport to the page's own
// origin, where the binary serves the API beside the page (a front end served elsewhere
// passes its API's base URL), with the page's own retry interceptor below.
//
// Unary calls that fail on the way (the network dropped the request, the server was
// unreachable or restarting) are retried with back-off: reads are safe to repeat, and every
// write carries its request id, which the retry sends again (the message is the same), so the
// server applies it at most once and answers the retry as it answered the first call. Calls
// without a request id that create something (NewGame) are not retried. Listeners learn when
// a call is being retried ("reconnecting…") and when calls go through again.
import { grpcWebTransport } from "@arbiter/client";
import { Code, ConnectError, type Interceptor, type Transport } from "@connectrpc/connect";
import { playerSession } from "../players/session.js";

/** Whether a failed call never reached the server's logic, so that repeating it is safe. */
export function transient(error: unknown): boolean {
  if (!(error instanceof ConnectError)) return error instanceof TypeError;
  if (error.code === Code.Unavailable) return true;
  // A fetch that failed ("Failed to fetch", a dropped connection) surfaces as Unknown with the
  // browser's TypeError as its cause.
  return error.code === Code.Unknown && error.cause instanceof TypeError;
}

/** The delay before retry `n` (0-based): 200 ms doubling up to 3 s, with a little jitter. */
export function retryDelay(n: number, random: () => number = Math.random): number {
  const base = Math.min(3000, 200 * 2 ** Math.min(n, 4));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Methods never repeated by the transport (they create and have no request id). */
const NOT_RETRIED = new Set(["NewGame"]);

type Listener = (retrying: boolean, error?: unknown) => void;
const listeners = new Set<Listener>();
let pending = 0;

/** Follows the transport's retries: `true` while some call is being retried, then `false`. */
export function onRetry(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(retrying: boolean, error?: unknown): void {
  for (const l of listeners) l(retrying, error);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(t);
      resolve();
    });
  });
}

/** Retries a unary call that failed on the way, until it goes through or its deadline passes. */
export const retrying: Interceptor = (next) => async (req) => {
  if (req.stream || NOT_RETRIED.has(req.method.name)) return next(req);
  let failures = 0;
  try {
    for (;;) {
      try {
        const res = await next(req);
        if (failures > 0) {
          pending -= 1;
          if (pending === 0) notify(false);
        }
        failures = -1;
        return res;
      } catch (error) {
        if (!transient(error) || req.signal.aborted) throw error;
        if (failures === 0) pending += 1;
        notify(true, error);
        await sleep(retryDelay(failures), req.signal);
        failures += 1;
        if (req.signal.aborted) throw error;
      }
    }
  } finally {
    if (failures > 0) {
      pending -= 1;
      if (pending === 0) notify(false);
    }
  }
};

export function transport(baseUrl: string = location.origin): Transport {
  return grpcWebTransport(baseUrl, { interceptors: [playerSession, retrying] });
}

/** The deadline of a call acting for a seat (`seat(token, ACTING)`); it covers the interceptor's retries. */
export const ACTING = { timeoutMs: 30_000 };
