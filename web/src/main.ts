// The app's entry: picks the page from the URL. "/" is the start page; "/play/<game>/<id>"
// a game (the seat token, if any, in the fragment); "/join/<game>/<id>#code=…" takes an
// invitation's seat and turns into the seat's "/play/…" link; "/lobby" the open games; the
// players' pages (players/routes.ts); "/games" and "/tv[/<game>]" the games being played. Any other address gets the "not found" page (the server
// answered it with status 404: src/web/routes.rs reads the same addresses).
import "./styles.css";
import { transport } from "./api/transport.js";
import { games } from "./games/index.js";
import { route } from "./ui/links.js";
import { notFoundPage } from "./ui/missing.js";
import { header } from "./players/header.js";
import { playersRoute } from "./players/routes.js";
import { createClient } from "@connectrpc/connect";
import { LobbyService } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { ArchiveService } from "@arbiter/client/gen/players/v1/players_pb";
import { current } from "./players/session.js";
import { playerFeed } from "./notify/feed.js";
import { provisionalRatings } from "./lobby/ratings.js";
import { offlineLine, registerWorker } from "./ui/offline.js";
import { h } from "./ui/dom.js";
import { tell } from "./ui/told.js";
import { clockLabel } from "./lobby/kept.js";
import { loadLocale, loadPages, t } from "./i18n/i18n.js";
// What the start page's and the game page's own chunks share comes with the first load (one
// request less on either page: vite.config.ts).
import "./ui/preview.js";
import "./ui/mine.js";
import "./ui/movetable.js";
import { applyTheme } from "./i18n/picker.js";

// The theme before anything is drawn; the language's messages before any word is written.
applyTheme();
await loadLocale();

const root = document.getElementById("app")!;
const all = games(transport());
const path = location.pathname;
const inLobby = path === "/lobby" || path === "/lobby/";
// A signed-in player's one WatchPlayer stream of the page (a guest opens none): the header's
// notifications follow it, and so does the lobby's Challenges section.
const session = current();
const lobby = createClient(LobbyService, transport());
const feed = session ? playerFeed(lobby, session.name) : undefined;
const names = {
  title: (key: string) => all.find((g) => g.key === key)?.title ?? key,
  seats: (key: string) => all.find((g) => g.key === key)?.seatNames ?? ["first", "second"],
};
// A signed-in player's notifications (a chunk of their own: a guest has none) fill their
// place in the header once loaded.
const notifications = feed ? h("div", { class: "notify-slot" }) : undefined;
root.before(header(transport(), notifications), offlineLine());
if (feed && notifications) {
  void Promise.all([import("./notify/center.js"), loadPages()]).then(([m]) => notifications.replaceWith(m.notificationCenter({ lobby, feed, names, inLobby, provisional: provisionalRatings(transport()) })));
}
registerWorker();
const pr = playersRoute(path);
const r = route(path, location.hash);
const def = r.page === "start" || r.page === "missing" ? undefined : all.find((g) => g.key === r.game);
// "/games", "/tv", "/tv/<game>" (a game served).
const tvMatch = /^\/tv(?:\/([a-z]+))?\/?$/.exec(path);
const live = /^\/games\/?$/.test(path)
  ? { tv: false, game: "" }
  : tvMatch && (tvMatch[1] === undefined || all.some((g) => g.key === tvMatch[1]))
    ? { tv: true, game: tvMatch[1] ?? "" }
    : undefined;
// Every page but the start page, a game's, an invitation's and "not found" says words of the
// pages' file (i18n.ts loadPages): it comes before the page is drawn.
const rulesPage = r.page === "rules" && def !== undefined;
if (inLobby || pr || live || rulesPage || /^\/(import|export\/[^/]+|analysis\/[a-z]+(\/[^/]+)?|events(\/[0-9a-f]{16})?)\/?$/.test(path)) await loadPages();
if (inLobby) {
  document.title = t("title-lobby");
  // The lobby: a chunk of its own, fetched only here.
  void import("./lobby/page.js").then((m) => m.lobbyPage(root, transport(), all, feed));
} else if (pr && (pr.page !== "leaderboard" || all.some((g) => g.key === pr.game))) {
  // The players' pages: a chunk of their own, fetched only on them.
  void import("./players/pages.js").then((m) => m.playersPage(root, transport(), all, pr));
} else if (r.page === "play" && def) {
  // The players' names replace this once the game is loaded (play.ts).
  document.title = def.title;
  // Each page's own code is a chunk of its own, fetched only on that page: the game page's
  // (ui/play.ts), the start page's, the rules page's and the invitation's.
  void import("./ui/play.js").then((m) => m.playPage(root, def, r.id, r.seat, r.token, r.invite, r.computer, feed));
} else if (r.page === "join" && def) {
  document.title = t("title-join", { game: def.title });
  void import("./ui/join.js").then((m) => m.joinPage(root, def, r.id, r.code, r.request, feed));
} else if (r.page === "rules" && def) {
  document.title = t("title-rules", { game: def.title });
  void import("./ui/rules.js").then((m) => m.rulesPage(root, def));
} else if (live) {
  // The spectators' pages, loaded only here (a chunk of their own).
  document.title = live.tv ? (live.game ? t("title-tv-game", { game: names.title(live.game) }) : t("title-tv")) : t("title-games");
  // A second entry of the build (vite.config.ts), fetched only here.
  const livePage = "/live.js";
  void Promise.all([import(/* @vite-ignore */ livePage) as Promise<typeof import("./live/page.js")>, import("./ui/play.js")]).then(([m, { playPage }]) => {
    const deps = { lobby, all, h, t, tell, clockLabel, playPage };
    if (live.tv) m.tvPage(root, deps, live.game);
    else m.gamesPage(root, deps);
  });
} else if (/^\/(import|export\/[^/]+)\/?$/.test(path)) {
  // The archive's export and import pages: a third entry of the build, fetched only here.
  const transferPage = "/transfer.js";
  void (import(/* @vite-ignore */ transferPage) as Promise<typeof import("./transfer/page.js")>).then((m) => m.transferPage(root, { archive: createClient(ArchiveService, transport()), all, h, t, tell, session }, path));
} else if (/^\/analysis\/[a-z]+(\/[^/]+)?\/?$/.test(path)) {
  // The analysis board: in the players' pages' chunk (they share most of their code), fetched
  // only on these pages.
  void import("./players/pages.js").then((m) => {
    const a = m.analysisRoute(path, location.search);
    if (a) void m.analysisPage(root, transport(), all, a);
  });
} else if (/^\/events(\/[0-9a-f]{16})?\/?$/.test(path)) {
  // The events' pages: in the players' pages' chunk, fetched only on those pages.
  void import("./players/pages.js").then((m) => m.eventsPage(root, transport(), all, path));
} else if (r.page === "start") {
  document.title = t("title-start");
  void import("./ui/start.js").then((m) => m.startPage(root, all));
} else {
  notFoundPage(root, path);
}
