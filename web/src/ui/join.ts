// The invite link's page (/join/<game>/<id>#code=…): takes the open seat with JoinGame, then
// replaces the URL by the seat's link (history.replaceState, so a reload keeps the seat and
// the code leaves the address bar) and shows the game. The join's request id is kept in the
// fragment first, so a reload during the call retries the same join and gets the same token.
// A used or revoked invitation shows the server's reason and the spectator link; a failure to
// reach the server keeps the URL (code and request id) and offers to try the same join again.
import { t } from "../i18n/i18n.js";
import { Code, ConnectError } from "@connectrpc/connect";
import { tell } from "./told.js";
import { newRequestId } from "@arbiter/client";
import type { AnyGame } from "../games/index.js";
import { h } from "./dom.js";
import { joiningLink, seatLink, watchLink } from "./links.js";
import { mySeat } from "./mine.js";
// The game page comes once the seat is taken (a chunk of its own: main.ts).
import type { PlayerFeed } from "../notify/feed.js";

/** Whether a refused join is final (the code is spent, revoked or wrong, the game gone). */
export function finalRefusal(error: unknown): boolean {
  return (
    error instanceof ConnectError &&
    [Code.FailedPrecondition, Code.PermissionDenied, Code.Unauthenticated, Code.NotFound, Code.InvalidArgument].includes(error.code)
  );
}

export function joinPage(root: HTMLElement, def: AnyGame, gameId: string, code: string, request: string | undefined, feed?: PlayerFeed): void {
  // The creator's own browser: this link is for the opponent. Taking the seat here would seat
  // the creator twice and use up the invitation, so ask first.
  const own = mySeat(gameId);
  if (own && !request) {
    const back = h("a", { id: "link-own-seat", class: "main-action", href: seatLink(location.origin, own.game, own.id, own.seat, own.token, own.invite) }, t("join-back", { side: def.seatNames[own.seat] }));
    const anyway = h("button", { id: "join-anyway", type: "button" }, t("join-anyway"));
    anyway.addEventListener("click", () => joinNow(root, def, gameId, code, undefined, feed));
    root.replaceChildren(
      h(
        "main",
        { class: "start-page join-page", "data-own": "yes" },
        h("h1", {}, def.title),
        h("p", { id: "join-status" }, t("join-own", { side: def.seatNames[own.seat] })),
        h("p", {}, back),
        h("p", {}, anyway),
      ),
    );
    return;
  }
  joinNow(root, def, gameId, code, request, feed);
}

function joinNow(root: HTMLElement, def: AnyGame, gameId: string, code: string, request: string | undefined, feed: PlayerFeed | undefined): void {
  const rid = request ?? newRequestId();
  if (!request) history.replaceState(null, "", joiningLink(location.origin, def.key, gameId, code, rid));
  const status = h("p", { id: "join-status" }, t("join-taking"));
  const message = h("p", { id: "message", role: "alert", class: "message" });
  const retry = h("button", { id: "retry-join", type: "button", hidden: "" }, t("try-again"));
  const spectate = h("p", { hidden: "" }, h("a", { id: "link-watch", href: watchLink(location.origin, def.key, gameId) }, t("join-spectate")), " · ", h("a", { href: "/" }, t("play-start-new")));
  root.replaceChildren(h("main", { class: "start-page join-page" }, h("h1", {}, def.title), status, message, retry, spectate));
  const attempt = (): void => {
    retry.hidden = true;
    message.textContent = "";
    status.textContent = t("join-taking");
    def.api.join(gameId, code, rid).then(
      ({ seat, token }) => {
        history.replaceState(null, "", seatLink(location.origin, def.key, gameId, seat, token));
        void import("./play.js").then((m) => m.playPage(root, def, gameId, seat, token, undefined, undefined, feed));
      },
      (error: unknown) => {
        tell(message, error, t("doing-take-rated-seat"));
        if (finalRefusal(error)) {
          // The code is spent or wrong: drop it from the address bar.
          history.replaceState(null, "", watchLink(location.origin, def.key, gameId));
          status.textContent = t("join-unusable");
          spectate.hidden = false;
        } else {
          // The server could not be reached or did not answer: the same join (same request
          // id, so the same token if it went through) may be tried again, or by a reload.
          status.textContent = t("join-not-yet");
          retry.hidden = false;
        }
      },
    );
  };
  retry.addEventListener("click", attempt);
  attempt();
}
