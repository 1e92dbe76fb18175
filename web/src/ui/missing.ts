// The "not found" page: an address that is none of the page's (the server answered it 404,
// src/web/routes.rs), or a game, player or archived game that does not exist. Said in words,
// in the site's style, with a way home.
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
  const action = m.action ?? { href: "/", label: "Go to the start page" };
  return h(
    "main",
    { class: "start-page missing", "data-missing": "yes" },
    h("h1", {}, m.title),
    h("p", { id: "missing-text", class: "missing-text" }, m.text),
    h("p", {}, h("a", { id: "home", class: "main-action", href: action.href }, action.label)),
    h(
      "nav",
      { class: "missing-links", "aria-label": "Elsewhere on this site" },
      h("a", { href: "/" }, "Home: play a game"),
      h("a", { href: "/lobby" }, "The lobby"),
      h("a", { href: "/leaderboard/hanniball" }, "Leaderboards"),
    ),
  );
}

/** Shows the not-found page in `root`, and says so in the tab's title. */
export function missingPage(root: HTMLElement, m: Missing): void {
  document.title = `${m.title} — Play board games`;
  root.replaceChildren(missingMain(m));
}

/** The page for an address that is none of the page's. */
export function notFoundPage(root: HTMLElement, path: string): void {
  missingPage(root, {
    title: "Page not found",
    text: `There is no page at ${path}: the address may be mistyped, or the link that led here is out of date.`,
  });
}
