// The app's entry: picks the page from the URL. "/" is the start page; "/play/<game>/<id>"
// a game (the seat token, if any, in the fragment); "/join/<game>/<id>#code=…" takes an
// invitation's seat and turns into the seat's "/play/…" link; "/lobby" the open games; the
// players' pages (players/routes.ts); "/games" and "/tv[/<game>]" the games being played. Any other address gets the "not found" page (the server
// answered it with status 404: src/web/routes.rs reads the same addresses).
import "./styles.css";
import { transport } from "./api/transport.js";
import { games } from "./games/index.js";
import { joinPage } from "./ui/join.js";
import { route } from "./ui/links.js";
import { notFoundPage } from "./ui/missing.js";
import { playPage } from "./ui/play.js";
import { rulesPage } from "./ui/rules.js";
import { startPage } from "./ui/start.js";
import { header } from "./players/header.js";
import { playersRoute } from "./players/routes.js";
import { lobbyPage } from "./lobby/page.js";
import { createClient } from "@connectrpc/connect";
import { LobbyService } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { ArchiveService } from "@arbiter/client/gen/players/v1/players_pb";
import { current } from "./players/session.js";
import { playerFeed } from "./notify/feed.js";
import { notificationCenter } from "./notify/center.js";
import { provisionalRatings } from "./lobby/ratings.js";
import { offlineLine, registerWorker } from "./ui/offline.js";
import { h } from "./ui/dom.js";
import { tell } from "./ui/told.js";
import { clockLabel } from "./lobby/kept.js";

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
root.before(header(transport(), feed ? notificationCenter({ lobby, feed, names, inLobby, provisional: provisionalRatings(transport()) }) : undefined), offlineLine());
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
if (inLobby) {
  document.title = "Lobby — find an opponent";
  lobbyPage(root, transport(), all, feed);
} else if (pr && (pr.page !== "leaderboard" || all.some((g) => g.key === pr.game))) {
  // The players' pages: a chunk of their own, fetched only on them.
  void import("./players/pages.js").then((m) => m.playersPage(root, transport(), all, pr));
} else if (r.page === "play" && def) {
  // The players' names replace this once the game is loaded (play.ts).
  document.title = def.title;
  playPage(root, def, r.id, r.seat, r.token, r.invite, r.computer, feed);
} else if (r.page === "join" && def) {
  document.title = `${def.title}: join the game`;
  joinPage(root, def, r.id, r.code, r.request, feed);
} else if (r.page === "rules" && def) {
  document.title = `${def.title}: rules`;
  rulesPage(root, def);
} else if (live) {
  // The spectators' pages, loaded only here (a chunk of their own).
  document.title = live.tv ? `TV${live.game ? `: ${names.title(live.game)}` : ""}` : "Games being played";
  const deps = { lobby, all, h, tell, clockLabel, playPage };
  // A second entry of the build (vite.config.ts), fetched only here.
  const livePage = "/live.js";
  void (import(/* @vite-ignore */ livePage) as Promise<typeof import("./live/page.js")>).then((m) => (live.tv ? m.tvPage(root, deps, live.game) : m.gamesPage(root, deps)));
} else if (/^\/(import|export\/[^/]+)\/?$/.test(path)) {
  // The archive's export and import pages: a third entry of the build, fetched only here.
  const transferPage = "/transfer.js";
  void (import(/* @vite-ignore */ transferPage) as Promise<typeof import("./transfer/page.js")>).then((m) => m.transferPage(root, { archive: createClient(ArchiveService, transport()), all, h, tell, session }, path));
} else if (/^\/events(\/[0-9a-f]{16})?\/?$/.test(path)) {
  // The events' pages: in the players' pages' chunk, fetched only on those pages.
  void import("./players/pages.js").then((m) => m.eventsPage(root, transport(), all, path));
} else if (r.page === "start") {
  document.title = "Hanniball, Hnefatafl, Chess Football — play in the browser";
  startPage(root, all);
} else {
  notFoundPage(root, path);
}
