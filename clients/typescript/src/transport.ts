// Transports and call options. The service speaks gRPC (HTTP/2) and gRPC-Web (HTTP/1.1 or
// HTTP/2) on one port; it does not speak the Connect protocol. Browsers use gRPC-Web (this
// module); Node.js may use either (gRPC through `@arbiter/client/node`).
import { createGrpcWebTransport, type GrpcWebTransportOptions } from "@connectrpc/connect-web";
import type { CallOptions, Transport } from "@connectrpc/connect";

/**
 * A gRPC-Web transport (binary protobuf, over `fetch`) to the service at `baseUrl`, e.g.
 * `"https://play.example.org"` or, in a page served by the binary itself, `location.origin`.
 * `options` are Connect-ES's (interceptors, a `fetch` of your own, a default timeout).
 */
export function grpcWebTransport(baseUrl: string, options: Omit<GrpcWebTransportOptions, "baseUrl"> = {}): Transport {
  return createGrpcWebTransport({ useBinaryFormat: true, ...options, baseUrl });
}

/** The default deadline of a unary call, in ms (the server's own request timeout is 10 s). */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** The options of a call acting for a seat: `authorization: Bearer <token>` and a deadline.
 * An empty token sends no `authorization`: a seat bound to the signed-in player acts with the
 * player's session alone. */
export function seat(token: string, options: CallOptions = {}): CallOptions {
  const headers = new Headers(options.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  return { timeoutMs: DEFAULT_TIMEOUT_MS, ...options, headers };
}

/** The header of a game call that carries a signed-in player's session token. */
export const PLAYER_SESSION_HEADER = "x-player-session";

/**
 * Call options that also send a signed-in player's session token (from accounts.v1 SignIn)
 * as `x-player-session`: the seats taken with it (NewGame, JoinGame) are bound to the player,
 * and acting for a bound seat needs it besides the seat token (docs/players.md).
 */
export function asPlayer(session: string, options: CallOptions = {}): CallOptions {
  const headers = new Headers(options.headers);
  headers.set(PLAYER_SESSION_HEADER, session);
  return { timeoutMs: DEFAULT_TIMEOUT_MS, ...options, headers };
}

/**
 * A fresh request id (24 hex digits, 96 random bits). Send one with every acting call and the
 * same one with every retry of it: the server applies it once.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
