// The header above every page (the rest of the players' pages, src/players/pages.ts, is
// loaded only on those pages). players.css styles the header and the pages every part of
// the site shares (.players-page, badges, tables): it comes with the header, in the main
// stylesheet.
import "./players.css";
import { createClient, type Transport } from "@connectrpc/connect";
import { AccountsService } from "@arbiter/client/gen/accounts/v1/accounts_pb";
import { h } from "../ui/dom.js";
import { leaderboardPath, profilePath } from "./routes.js";
import { clear, current, withSession } from "./session.js";
import { t } from "../i18n/i18n.js";
import { languagePicker, themeSwitch } from "../i18n/picker.js";

const READ = { timeoutMs: 15_000 };

/** The header above every page: home, leaderboards, and the signed-in name or *Sign in*. */
export function header(transport: Transport, notifications?: HTMLElement): HTMLElement {
  const s = current();
  const nav = h("nav", { class: "site-nav", "aria-label": t("nav-site") }, h("a", { href: "/" }, t("nav-home")), h("a", { href: "/lobby" }, t("nav-lobby")), h("a", { href: "/games" }, t("nav-watch")), h("a", { href: leaderboardPath("hanniball") }, t("nav-leaderboards")));
  const account = h("div", { class: "account-control" });
  if (s) {
    const out = h("button", { type: "button", class: "link-button" }, t("sign-out"));
    out.addEventListener("click", () => {
      void createClient(AccountsService, transport)
        .signOut({}, withSession(READ, s))
        .catch(() => undefined)
        // This browser's push subscription goes with the session: its push service then answers the server 410, and the server forgets it.
        .then(async () => ("serviceWorker" in navigator ? (await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription())?.unsubscribe() : undefined))
        .catch(() => undefined)
        .finally(() => {
          clear();
          location.reload();
        });
    });
    account.append(h("span", {}, `${t("signed-in-as")} `), h("a", { href: profilePath(s.name), class: "me" }, s.name), " ", h("a", { href: "/account" }, t("nav-account")), " ", out);
  } else {
    account.append(h("a", { href: "/account", class: "sign-in" }, t("sign-in-up")));
  }
  account.append(" ", languagePicker(), " ", themeSwitch());
  // A signed-in player's notifications stand before the account's links.
  return h("header", { class: "site-header" }, nav, notifications ? h("div", { class: "header-end" }, notifications, account) : account);
}

