// The "not found" page: an address that is none of the page's (the server answered it 404,
// src/web/routes.rs), or a game, player or archived game that does not exist. Said in words,
// in the site's style, with a way home.
import { t } from "../i18n/i18n.js";
import { h } from "./dom.js";

export interface Missing {
  /** The heading, e.g. "Page not found". */
  title: string;
  /** What is missing and why, in a sentence or two. */
  text: string;
  /** The main way on (default: the start page). */
  action?: { href: string; label: string };
}

/** The not-found page's content, as a `<main>` (`data-missing="yes"`). */
export function missingMain(m: Missing): HTMLElement {
  const action = m.action ?? { href: "/", label: t("missing-start") };
  return h(
    "main",
    { class: "start-page missing", "data-missing": "yes" },
    h("h1", {}, m.title),
    h("p", { id: "missing-text", class: "missing-text" }, m.text),
    h("p", {}, h("a", { id: "home", class: "main-action", href: action.href }, action.label)),
    h(
      "nav",
      { class: "missing-links", "aria-label": t("missing-elsewhere") },
      h("a", { href: "/" }, t("missing-home")),
      h("a", { href: "/lobby" }, t("missing-lobby")),
      h("a", { href: "/leaderboard/hanniball" }, t("nav-leaderboards")),
    ),
  );
}

/** Shows the not-found page in `root`, and says so in the tab's title. */
export function missingPage(root: HTMLElement, m: Missing): void {
  document.title = t("missing-tab-title", { title: m.title });
  root.replaceChildren(missingMain(m));
}

/** The page for an address that is none of the page's. */
export function notFoundPage(root: HTMLElement, path: string): void {
  missingPage(root, {
    title: t("missing-title"),
    text: t("missing-text", { path }),
  });
}
