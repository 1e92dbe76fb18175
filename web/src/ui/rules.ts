// A game's rules page (/rules/<game>): the rules in short, from docs/<game>-rules.md.
import { t } from "../i18n/i18n.js";
import type { AnyGame } from "../games/index.js";
import { h } from "./dom.js";
import { preview } from "./preview.js";

export function rulesPage(root: HTMLElement, def: AnyGame): void {
  root.replaceChildren(
    h(
      "main",
      { class: "start-page rules-page" },
      h("p", {}, h("a", { href: "/" }, `← ${t("nav-home")}`)),
      h("h1", {}, t("rules-heading", { game: def.title })),
      h("p", {}, def.blurb),
      preview(def),
      ...def.rules().flatMap(([title, points]) => [h("h2", {}, title), h("ul", {}, ...points.map((p) => h("li", {}, p)))]),
      h("p", {}, h("a", { class: "main-action", href: `/#game=${def.key}` }, t("play-game", { game: def.title }))),
    ),
  );
}
