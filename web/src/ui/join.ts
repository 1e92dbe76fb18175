// The invite link's page (/join/<game>/<id>#code=…): takes the open seat with JoinGame, then
// replaces the URL by the seat's link (history.replaceState, so a reload keeps the seat and
// the code leaves the address bar) and shows the game. The join's request id is kept in the
// fragment first, so a reload during the call retries the same join and gets the same token.
// A used or revoked invitation shows the server's reason and the spectator link.
import { describe } from "../api/errors.js";
import { requestId } from "../api/transport.js";
import type { AnyGame } from "../games/index.js";
import { h } from "./dom.js";
import { joiningLink, seatLink, watchLink } from "./links.js";
import { playPage } from "./play.js";

export function joinPage(root: HTMLElement, def: AnyGame, gameId: string, code: string, request: string | undefined): void {
  const rid = request ?? requestId();
  if (!request) history.replaceState(null, "", joiningLink(location.origin, def.key, gameId, code, rid));
  const status = h("p", { id: "join-status" }, "Taking your seat…");
  root.replaceChildren(h("main", { class: "start-page join-page" }, h("h1", {}, def.title), status));
  def.api.join(gameId, code, rid).then(
    ({ seat, token }) => {
      history.replaceState(null, "", seatLink(location.origin, def.key, gameId, seat, token));
      playPage(root, def, gameId, seat, token);
    },
    (error: unknown) => {
      // The code is spent or wrong: drop it from the address bar.
      history.replaceState(null, "", watchLink(location.origin, def.key, gameId));
      status.textContent = "This invitation cannot be used.";
      root.querySelector("main")?.append(
        h("p", { id: "message", role: "alert", class: "message" }, describe(error)),
        h("p", {}, h("a", { id: "link-watch", href: watchLink(location.origin, def.key, gameId) }, "Spectate the game"), " · ", h("a", { href: "/" }, "Start a new game")),
      );
    },
  );
}
