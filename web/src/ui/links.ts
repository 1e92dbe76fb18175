// The links of a game. Secrets travel only in the URL fragment (#…), which browsers never send
// to the server, so they never reach its logs or a Referer header: a seat link carries the
// seat's token (#token=…&seat=0), an invite link only the invitation code (#code=…). The
// spectator link has no fragment.
import type { Seat } from "../games/game.js";
import type { TimeControlSpec } from "../games/realplay.js";

export function playPath(game: string, id: string): string {
  return `/play/${encodeURIComponent(game)}/${encodeURIComponent(id)}`;
}

export function joinPath(game: string, id: string): string {
  return `/join/${encodeURIComponent(game)}/${encodeURIComponent(id)}`;
}

/**
 * The link of a seat. `invite` is the code of the opponent's open seat, for the creator's own
 * link: their page shows the invite link while the seat is open.
 */
export function seatLink(origin: string, game: string, id: string, seat: Seat, token: string, invite?: string): string {
  const extra = invite ? `&invite=${encodeURIComponent(invite)}` : "";
  return `${origin}${playPath(game, id)}#token=${encodeURIComponent(token)}&seat=${seat}${extra}`;
}

/** The link that takes an open seat: it carries only the invitation code. */
export function inviteLink(origin: string, game: string, id: string, code: string): string {
  return `${origin}${joinPath(game, id)}#code=${encodeURIComponent(code)}`;
}

/** The invite link once its page has chosen the join's request id (kept so a reload retries the same join). */
export function joiningLink(origin: string, game: string, id: string, code: string, request: string): string {
  return `${inviteLink(origin, game, id, code)}&request=${encodeURIComponent(request)}`;
}

export function watchLink(origin: string, game: string, id: string): string {
  return `${origin}${playPath(game, id)}`;
}

export type Route =
  | { page: "start" }
  | { page: "missing" }
  | { page: "rules"; game: string }
  | { page: "play"; game: string; id: string; seat?: Seat; token?: string; invite?: string; computer?: number }
  | { page: "join"; game: string; id: string; code: string; request?: string };

/**
 * The page of a game's path: the start page (`/`), a rules page, a game or an invitation;
 * "missing" for any other path (the lobby's and the players' paths are read by main.ts and
 * players/routes.ts first). The server answers the same paths 200 and others 404
 * (src/web/routes.rs); whether the game named is one of the games is the caller's to check.
 */
export function route(pathname: string, hash: string): Route {
  if (pathname === "/" || pathname === "/index.html") return { page: "start" };
  const rules = /^\/rules\/([a-z]+)\/?$/.exec(pathname);
  if (rules) return { page: "rules", game: rules[1]! };
  const m = /^\/(play|join)\/([a-z]+)\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  if (!m) return { page: "missing" };
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const [, page, game, id] = m as unknown as [string, "play" | "join", string, string];
  if (page === "join") {
    const code = params.get("code");
    if (!code) return { page: "play", game, id }; // an invite link without its code: spectate
    const request = params.get("request");
    return request ? { page, game, id, code, request } : { page, game, id, code };
  }
  const token = params.get("token");
  const seat = params.get("seat");
  const out: Route = { page, game, id };
  if (!token && (seat === "0" || seat === "1")) {
    // A seat bound to the signed-in player (an event's game): no token, the session acts.
    out.token = "";
    out.seat = seat === "0" ? 0 : 1;
  } else if (token && (seat === "0" || seat === "1")) {
    out.token = token;
    out.seat = seat === "0" ? 0 : 1;
    const invite = params.get("invite");
    if (invite) out.invite = invite;
    const computer = Number(params.get("computer"));
    if (computer > 0) out.computer = computer;
  }
  return out;
}

/**
 * The start page's link that fills in the form with a finished game's settings (the game,
 * its start position, the clock, the side and, against the computer, which one: a computer
 * player's name or a think time in ms): "a new game with the same settings".
 */
export function newGameLink(game: string, position: string, clock: TimeControlSpec | undefined, seat: Seat, computer?: string): string {
  const p = new URLSearchParams({ game, seat: String(seat) });
  if (computer) p.set("computer", computer);
  if (position) p.set("position", position);
  if (clock?.kind === "fischer") {
    p.set("clock", "fischer");
    p.set("minutes", String(clock.initialMs / 60_000));
    p.set("increment", String(clock.incrementMs / 1000));
  } else if (clock?.kind === "perTurn") {
    p.set("clock", "perTurn");
    p.set("perTurn", String(clock.perTurnMs / 1000));
  }
  return `/#${p.toString()}`;
}
