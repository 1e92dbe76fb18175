// The players' pages' paths: /account (sign up, sign in, change password), /players/<name>
// (a profile with its games), /leaderboard/<game>, /archive/<id> (an archived game's record);
// /account?next=<path> comes back to that path of the site after signing in.
export type PlayersRoute =
  | { page: "account" }
  | { page: "profile"; name: string }
  | { page: "leaderboard"; game: string }
  | { page: "archive"; id: string };

export function playersRoute(pathname: string): PlayersRoute | undefined {
  // One optional "/" at the end, as the server reads them (src/web/routes.rs).
  const parts = pathname.replace(/(.)\/$/, "$1").split("/").slice(1);
  const one = (s: string | undefined): string | undefined => {
    if (s === undefined) return undefined;
    try {
      return decodeURIComponent(s);
    } catch {
      return undefined;
    }
  };
  if (parts[0] === "account" && parts.length === 1) return { page: "account" };
  const arg = one(parts[1]);
  if (parts.length !== 2 || arg === undefined || arg === "") return undefined;
  if (parts[0] === "players") return { page: "profile", name: arg };
  if (parts[0] === "leaderboard") return { page: "leaderboard", game: arg };
  if (parts[0] === "archive") return { page: "archive", id: arg };
  return undefined;
}

export const profilePath = (name: string): string => `/players/${encodeURIComponent(name)}`;
export const leaderboardPath = (game: string, pool = ""): string => `/leaderboard/${encodeURIComponent(game)}${pool === "" ? "" : `?pool=${encodeURIComponent(pool)}`}`;
export const archivePath = (id: string): string => `/archive/${encodeURIComponent(id)}`;

/** The address to come back to after signing in, read from `?next=`: a path of this site only (never another origin). */
export function nextPath(search: string): string | undefined {
  const next = new URLSearchParams(search).get("next");
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return undefined;
  return next;
}

/** The sign-in page that comes back to `path` after signing in. */
export const signInPath = (path: string): string => `/account?next=${encodeURIComponent(path)}`;
