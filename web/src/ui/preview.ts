// A game's picture, on the start page and its rules page.
import { createSvg, render } from "../board/svg.js";
import { initial } from "../board/state.js";
import type { AnyGame } from "../games/index.js";
import { t } from "../i18n/i18n.js";

/** A game's picture: its board with a position drawn small. */
export function preview(def: AnyGame): SVGSVGElement {
  const svg = createSvg(def);
  render(svg, def, { ...initial(""), diagram: def.diagram(def.preview) });
  svg.removeAttribute("tabindex");
  svg.removeAttribute("role");
  svg.removeAttribute("aria-roledescription");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t("preview-label", { game: def.title }));
  svg.classList.add("preview");
  return svg;
}
