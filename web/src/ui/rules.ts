// A game's rules page (/rules/<game>): the rules in short, from docs/<game>-rules.md.
import type { AnyGame } from "../games/index.js";
import { h } from "./dom.js";
import { preview } from "./preview.js";

export function rulesPage(root: HTMLElement, def: AnyGame): void {
  root.replaceChildren(
    h(
      "main",
      { class: "start-page rules-page" },
      h("p", {}, h("a", { href: "/" }, "← Home")),
      h("h1", {}, `${def.title}: the rules in short`),
      h("p", {}, def.blurb),
      preview(def),
      ...def.rules.flatMap(([title, points]) => [h("h2", {}, title), h("ul", {}, ...points.map((p) => h("li", {}, p)))]),
      h("p", {}, h("a", { class: "main-action", href: `/#game=${def.key}` }, `Play ${def.title}`)),
    ),
  );
}
