// The app's entry: picks the page from the URL. "/" is the start page; "/play/<game>/<id>"
// a game (the seat token, if any, in the fragment).
import "./styles.css";
import { transport } from "./api/transport.js";
import { games } from "./games/index.js";
import { route } from "./ui/links.js";
import { playPage } from "./ui/play.js";
import { startPage } from "./ui/start.js";

const root = document.getElementById("app")!;
const all = games(transport());
const r = route(location.pathname, location.hash);
const def = r.page === "play" ? all.find((g) => g.key === r.game) : undefined;
if (r.page === "play" && def && r.id) {
  document.title = `${def.title} — ${r.id}`;
  playPage(root, def, r.id, r.seat, r.token);
} else {
  startPage(root, all);
}
