// The players' pages' paths: /account (sign up, sign in, change password), /players/<name>
// (a profile with its games), /leaderboard/<game>, /archive/<id> (an archived game's record).
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
export const leaderboardPath = (game: string): string => `/leaderboard/${encodeURIComponent(game)}`;
export const archivePath = (id: string): string => `/archive/${encodeURIComponent(id)}`;
