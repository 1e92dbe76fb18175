// The app's entry: picks the page from the URL. "/" is the start page; "/play/<game>/<id>"
// a game (the seat token, if any, in the fragment); "/join/<game>/<id>#code=…" takes an
// invitation's seat and turns into the seat's "/play/…" link; "/lobby" the open games.
import "./styles.css";
import { transport } from "./api/transport.js";
import { games } from "./games/index.js";
import { joinPage } from "./ui/join.js";
import { route } from "./ui/links.js";
import { playPage } from "./ui/play.js";
import { rulesPage } from "./ui/rules.js";
import { startPage } from "./ui/start.js";
import { header, playersPage } from "./players/pages.js";
import { playersRoute } from "./players/routes.js";
import { lobbyPage } from "./lobby/page.js";

const root = document.getElementById("app")!;
const all = games(transport());
root.before(header(transport()));
const pr = playersRoute(location.pathname);
const r = route(location.pathname, location.hash);
const def = r.page === "start" ? undefined : all.find((g) => g.key === r.game);
if (location.pathname === "/lobby") {
  document.title = "Lobby — find an opponent";
  lobbyPage(root, transport(), all);
} else if (pr) {
  playersPage(root, transport(), all, pr);
} else if (r.page === "play" && def) {
  document.title = `${def.title} — ${r.id}`;
  playPage(root, def, r.id, r.seat, r.token, r.invite, r.computer);
} else if (r.page === "join" && def) {
  document.title = `${def.title} — ${r.id}`;
  joinPage(root, def, r.id, r.code, r.request);
} else if (r.page === "rules" && def) {
  document.title = `${def.title}: rules`;
  rulesPage(root, def);
} else {
  document.title = "Hanniball, Hnefatafl, Chess Football — play in the browser";
  startPage(root, all);
}
