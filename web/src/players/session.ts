// The signed-in player of this browser: the session token and name, kept in localStorage; the
// call options that send the token to the accounts and players services as
// `authorization: Bearer <token>`, and the interceptor that sends it on every game call as
// `x-player-session` (there `authorization` carries the seat token), so that the seats this
// player takes are bound to them (docs/players.md).
import type { Interceptor } from "@connectrpc/connect";
import { GameError } from "@arbiter/client";

// Spelled with the service's former name on purpose: a browser keeps what it stored under
// it across upgrades (README, "former names").
const KEY = "hanniball.session";

/** The header of a game call that carries the player's session. */
export const PLAYER_SESSION_HEADER = "x-player-session";

export interface Session {
  token: string;
  name: string;
  expiresAtMs: number;
}

/** Reads a stored session; a malformed or expired one counts as none. */
export function parseSession(text: string | null, nowMs: number): Session | undefined {
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as Partial<Session>;
    if (typeof v.token !== "string" || typeof v.name !== "string" || typeof v.expiresAtMs !== "number") return undefined;
    if (v.token === "" || v.expiresAtMs <= nowMs) return undefined;
    return { token: v.token, name: v.name, expiresAtMs: v.expiresAtMs };
  } catch {
    return undefined;
  }
}

export function current(): Session | undefined {
  try {
    return parseSession(localStorage.getItem(KEY), Date.now());
  } catch {
    return undefined;
  }
}

export function store(s: Session): void {
  localStorage.setItem(KEY, JSON.stringify(s));
}

export function clear(): void {
  localStorage.removeItem(KEY);
}

/** Call options carrying the session's bearer token (none when nobody is signed in). */
export function withSession<O extends object>(options: O, session: Session | undefined = current()): O & { headers?: Headers } {
  if (!session) return options;
  const headers = new Headers((options as { headers?: HeadersInit }).headers);
  headers.set("authorization", `Bearer ${session.token}`);
  return { ...options, headers };
}

/** Services that take the session in `authorization` themselves (withSession). */
const OWN_AUTH = new Set(["accounts.v1.AccountsService", "players.v1.PlayersService", "players.v1.ArchiveService"]);

/** Whether a refusal says the session itself is no longer valid (signed out elsewhere, a
 * password change, expired), rather than that a seat needs its player. */
export function sessionRejected(error: unknown): boolean {
  const e = GameError.from(error);
  return e.rawReason === "NOT_SIGNED_IN" && e.rawMessage.startsWith("the session token");
}

// The former name, kept for the same reason as KEY's.
const GUEST_KEY = "hanniball.guest";

/** This browser's guest key (made once, kept in localStorage): it identifies a guest's
 * seeks and presence in the lobby. */
export function guestKey(): string {
  try {
    const kept = localStorage.getItem(GUEST_KEY);
    if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    const key = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem(GUEST_KEY, key);
    return key;
  } catch {
    return "";
  }
}

/** Sends the signed-in player's session on every game call. A session the server no longer
 * accepts is forgotten and the call made again without it, as a guest's. */
export const playerSession: Interceptor = (next) => async (req) => {
  const s = OWN_AUTH.has(req.service.typeName) ? undefined : current();
  if (!s) {
    // A guest in the lobby says who it is with its guest key.
    const key = req.service.typeName === "lobby.v1.LobbyService" ? guestKey() : "";
    if (key) req.header.set("x-guest-key", key);
    return next(req);
  }
  req.header.set(PLAYER_SESSION_HEADER, s.token);
  try {
    return await next(req);
  } catch (error) {
    if (!sessionRejected(error)) throw error;
    clear();
    req.header.delete(PLAYER_SESSION_HEADER);
    return next(req);
  }
};
