// The games going on, for spectators (loaded only on these pages: a chunk of its own).
// "/games": the games going on with a signed-in player seated (ListLiveGames), the highest
// average rating first, per game, with how many watch each; each links to its page as a
// spectator and to its game's TV.
// "/tv" and "/tv/<game>": the best game going on (of every game, or of one), shown as a
// spectator sees it; when it ends, the page moves on to the best game then.
//
// What it uses of the rest of the page comes in `Deps` (types only are imported here), so that
// the main script exports nothing for it and stays as small as it was.
import type { Client } from "@connectrpc/connect";
import type { LiveGame, LobbyService } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import type { AnyGame } from "../games/index.js";
import type { clockLabel } from "../lobby/kept.js";
import type { h } from "../ui/dom.js";
import type { t } from "../i18n/i18n.js";
import type { playPage } from "../ui/play.js";
import type { tell } from "../ui/told.js";

/** The page's own parts these pages use, handed over by the main script. */
export interface Deps {
  lobby: Client<typeof LobbyService>;
  all: AnyGame[];
  h: typeof h;
  t: typeof t;
  tell: typeof tell;
  clockLabel: typeof clockLabel;
  playPage: typeof playPage;
}

/** How often the list is read again (ms). */
const REFRESH_MS = 10_000;
/** How long an ended game stays on TV before the next one (ms). */
const LINGER_MS = 5_000;

const title = (all: AnyGame[], key: string): string => all.find((g) => g.key === key)?.title ?? key;

/** One game in words: "Ann (1612) vs Bob (1580)". */
export function players(g: LiveGame, t: Deps["t"]): string {
  const names = g.players.map((p) => (p.rating > 0 ? `${p.name} (${p.rating})` : p.name));
  return names.length === 0 ? "" : names.reduce((line, name) => t("players-versus", { first: line, second: name }));
}

/** /games: the games going on, refreshed while the page is open. */
export function gamesPage(root: HTMLElement, { lobby, all, h, t, tell, clockLabel }: Deps): void {
  const main = h("main", { class: "players-page live-page" });
  root.replaceChildren(main);
  const game = new URLSearchParams(location.search).get("game") ?? "";
  const tab = (key: string, text: string): HTMLElement => h("a", key === game ? { href: key ? `/games?game=${key}` : "/games", "aria-current": "page" } : { href: key ? `/games?game=${key}` : "/games" }, text);
  const body = h("tbody", { id: "live-games" });
  const status = h("p", { id: "live-status", role: "status" });
  main.replaceChildren(
    h("h1", {}, t("live-heading")),
    h("nav", { class: "tabs", "aria-label": t("player-games") }, tab("", t("live-all-games")), ...all.map((g) => tab(g.key, g.title))),
    h("p", {}, h("a", { id: "tv-link", href: game ? `/tv/${game}` : "/tv" }, t("live-tv-link"))),
    h("table", { class: "leaderboard" }, h("caption", {}, t("live-caption")), h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("start-game")), h("th", { scope: "col" }, t("live-players")), h("th", { scope: "col" }, t("start-clock")), h("th", { scope: "col" }, t("live-watching")), h("th", { scope: "col" }, ""))), body),
    status,
  );
  const load = async (): Promise<void> => {
    try {
      const r = await lobby.listLiveGames({ game, limit: 50 }, { timeoutMs: 15_000 });
      body.replaceChildren(
        ...r.games.map((g) =>
          h("tr", { "data-game-id": g.gameId }, h("td", {}, title(all, g.game)), h("td", {}, players(g, t)), h("td", {}, clockLabel(g.timeControl), g.rated ? `, ${t("lobby-rated")}` : ""), h("td", { class: "watching" }, String(g.spectators)), h("td", {}, h("a", { href: `/play/${g.game}/${g.gameId}` }, t("game-watch")))),
        ),
      );
      status.textContent = r.games.length === 0 ? t("live-none") : "";
    } catch (e) {
      tell(status, e, t("doing-list-live"));
    }
  };
  void load();
  setInterval(() => void load(), REFRESH_MS);
}

/** /tv, /tv/<game>: the best game going on, followed; the next one once it ends. */
export function tvPage(root: HTMLElement, { lobby, all, h, t, tell, clockLabel, playPage }: Deps, game: string): void {
  const heading = h("h1", { id: "tv-heading" }, game ? t("tv-heading-game", { game: title(all, game) }) : t("tv-heading"));
  const status = h("p", { id: "tv-status", role: "status" });
  // The game's own page (a <main>) goes under the heading.
  const board = h("div", { id: "tv-board" });
  root.replaceChildren(h("div", { class: "players-page tv-top" }, heading, status), board);
  let showing: string | undefined;
  let stop: (() => void) | undefined;
  let ended = 0;
  const look = async (): Promise<void> => {
    try {
      const r = await lobby.listLiveGames({ game, limit: 1 }, { timeoutMs: 15_000 });
      const best = r.games[0];
      if (showing !== undefined && (best === undefined || best.gameId !== showing)) {
        // The game shown ended (or another started above it): leave its end on screen a moment.
        if (ended === 0) ended = Date.now();
        if (Date.now() - ended < LINGER_MS) return;
      }
      ended = 0;
      if (best === undefined) {
        stop?.();
        stop = undefined;
        showing = undefined;
        root.dataset["showing"] = "";
        board.replaceChildren();
        status.textContent = t("tv-none");
        return;
      }
      if (best.gameId === showing) return;
      const def = all.find((g) => g.key === best.game);
      if (!def) return;
      stop?.();
      showing = best.gameId;
      const words = { game: title(all, best.game), players: players(best, t), clock: clockLabel(best.timeControl) };
      status.textContent = best.rated ? t("game-line-rated", words) : t("game-line", words);
      root.dataset["showing"] = best.gameId;
      stop = playPage(board, def, best.gameId, undefined, undefined);
    } catch (e) {
      tell(status, e, t("doing-find-tv"));
    }
  };
  void look();
  setInterval(() => void look(), 2_500);
}
