// The links of a game. Seat tokens travel in the URL fragment (#token=...), which browsers
// never send to the server, so they never reach its logs; the spectator link has none.
import type { Seat } from "../games/game.js";

export function playPath(game: string, id: string): string {
  return `/play/${encodeURIComponent(game)}/${encodeURIComponent(id)}`;
}

export function seatLink(origin: string, game: string, id: string, seat: Seat, token: string): string {
  return `${origin}${playPath(game, id)}#token=${encodeURIComponent(token)}&seat=${seat}`;
}

export function watchLink(origin: string, game: string, id: string): string {
  return `${origin}${playPath(game, id)}`;
}

export interface Route {
  page: "start" | "play";
  game?: string;
  id?: string;
  seat?: Seat;
  token?: string;
}

export function route(pathname: string, hash: string): Route {
  const m = /^\/play\/([a-z]+)\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  if (!m) return { page: "start" };
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const token = params.get("token") ?? undefined;
  const seat = params.get("seat");
  const out: Route = { page: "play", game: m[1]!, id: m[2]! };
  if (token && (seat === "0" || seat === "1")) {
    out.token = token;
    out.seat = seat === "0" ? 0 : 1;
  }
  return out;
}
