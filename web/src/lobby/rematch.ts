// The rematch of a finished game (lobby.v1 OfferRematch): the button over the board's result
// offers it; the page follows the lobby to show the opponent's offer ("Accept the rematch")
// and opens the new game when it starts — the same token, the other seat. A computer player
// takes the offer at once: the answer names the new game.
import { t } from "../i18n/i18n.js";
import { createClient, type Transport } from "@connectrpc/connect";
import { seat as seatOptions } from "@arbiter/client";
import { LobbyService, RemovedReason, Side } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { tell } from "../ui/told.js";
import { h } from "../ui/dom.js";
import { seatLink } from "../ui/links.js";
import { remember } from "../ui/mine.js";

export interface Rematch {
  /** The button that offers (or accepts) the rematch. */
  button: HTMLButtonElement;
  /** What became of the offer. */
  status: HTMLElement;
  /** Called once the game is over: enables the button and follows the offers. */
  start(): void;
}

/** `suffix`: added to the new game's link (e.g. `&computer=…`, kept from this game's). */
export function rematch(transport: Transport, game: string, gameId: string, seat: 0 | 1, token: string, suffix = ""): Rematch {
  const lobby = createClient(LobbyService, transport);
  const next: 0 | 1 = seat === 0 ? 1 : 0;
  const button = h("button", { id: "offer-rematch", type: "button", class: "main-action", hidden: "" }, t("rematch-offer"));
  const status = h("p", { id: "rematch-status", class: "rematch-status", "aria-live": "polite" });
  const offerId = `rematch-${gameId}`;
  let started = false;
  // The accepting side learns of the game twice (the answer to its offer and the lobby's
  // stream): it opens it once, so that a second navigation does not abort the first.
  let opened = false;
  addEventListener("pageshow", (event) => {
    if (event.persisted) opened = false;
  });
  const open = (newId: string): void => {
    if (opened) return;
    opened = true;
    remember({ game, id: newId, seat: next, token, at: Date.now() });
    location.assign(`${seatLink(location.origin, game, newId, next, token)}${suffix}`);
  };
  button.addEventListener("click", () => {
    button.disabled = true;
    lobby
      .offerRematch({ game, gameId }, seatOptions(token, { timeoutMs: 15_000 }))
      .then((r) => {
        if (r.gameId) open(r.gameId);
        else status.textContent = t("rematch-offered");
      })
      .catch((e: unknown) => {
        tell(status, e, t("doing-offer-rematch"));
        button.disabled = false;
      });
  });
  const follow = async (): Promise<void> => {
    let cursor = "";
    for (let failures = 0; failures < 20; ) {
      try {
        for await (const m of lobby.watchLobby({ fromCursor: cursor })) {
          failures = 0;
          cursor = m.cursor;
          const u = m.update;
          const offers = u.case === "snapshot" ? u.value.seeks : u.case === "added" ? [u.value] : [];
          for (const s of offers) {
            if (s.rematchOf !== gameId) continue;
            const mineOffer = s.side === (next === 0 ? Side.FIRST : Side.SECOND);
            status.textContent = mineOffer ? t("rematch-offered") : t("rematch-offered-to-you");
            if (!mineOffer) button.textContent = t("rematch-accept");
          }
          if (u.case === "removed" && u.value.seekId === offerId) {
            if (u.value.reason === RemovedReason.ACCEPTED && u.value.gameId) {
              status.textContent = t("rematch-starts");
              open(u.value.gameId);
              return;
            }
            status.textContent = t("rematch-expired");
            button.textContent = t("rematch-offer");
            button.disabled = false;
          }
        }
      } catch {
        failures += 1;
      }
      await new Promise((r) => setTimeout(r, Math.min(5000, 300 * 2 ** Math.min(failures, 4))));
    }
  };
  return {
    button,
    status,
    start() {
      if (started) return;
      started = true;
      button.hidden = false;
      void follow();
    },
  };
}
