// A game page's audience (/audience.js, an entry of its own: vite.config.ts), loaded by the
// game page (ui/play.ts) with its stream's first Audience message: how many watch the game,
// and the players' quick chat — for a seat, a row of the presets as buttons; for everyone,
// the last messages. No free text. It imports types only: what it uses of the page is handed
// to it, so the page's first load stays as it was.
import type { SharedAudience } from "@arbiter/client";
import type { h as H } from "./dom.js";
import type { t as T } from "../i18n/i18n.js";

/** The presets' words, by the games' `QuickChat` value (0: none). */
export const PRESETS = (t: typeof T): string[] => ["", t("chat-hello"), t("chat-good-luck"), t("chat-good-game"), t("chat-thanks"), t("chat-well-played")];

/** The lines kept on screen. */
const SHOWN = 8;
/** How long a seat's buttons rest after a message (the server's least gap between two). */
const REST_MS = 3_000;

/**
 * Fills `box` and returns what shows each Audience message. `send` (a seat's page only) sends
 * a preset; `seatNames` name the seats (the first first).
 */
export function audience(box: HTMLElement, h: typeof H, t: typeof T, seatNames: readonly string[], send?: (preset: number) => Promise<unknown>): (a: SharedAudience) => void {
  const presets = PRESETS(t);
  const count = h("p", { id: "watching", class: "watching" });
  const lines = h("ol", { id: "chat", class: "chat", "aria-live": "polite", "aria-label": t("chat-label") });
  const note = h("p", { id: "chat-note", class: "chat-note", role: "status" });
  const buttons = presets.slice(1).map((text, i) => h("button", { type: "button", "data-preset": String(i + 1) }, text));
  const rest = (on: boolean): void => buttons.forEach((b) => (b.disabled = on));
  for (const [i, b] of buttons.entries()) {
    b.addEventListener("click", () => {
      if (!send) return;
      rest(true);
      note.textContent = "";
      setTimeout(() => rest(false), REST_MS);
      send(i + 1).catch((e: unknown) => {
        // RESOURCE_EXHAUSTED: too soon, or the game's chat is full.
        note.textContent = (e as { code?: number }).code === 8 ? t("chat-too-many") : t("chat-no-connection");
      });
    });
  }
  const group = h("div", { class: "chat-buttons", role: "group", "aria-label": t("chat-say") }, ...buttons);
  // Styled here (the CSSOM, which the page's CSP allows): the first load's CSS stays as it was.
  group.style.cssText = "display:flex;flex-wrap:wrap;gap:.25rem";
  lines.style.cssText = "margin:.25rem 0;padding-left:1.25rem";
  count.style.margin = "0";
  box.replaceChildren(count, ...(send ? [group, note] : []), lines);
  const seen = new Set<number>();
  return (a) => {
    count.textContent = t("chat-watching", { n: a.spectators });
    box.dataset["spectators"] = String(a.spectators);
    for (const line of a.chat) {
      if (seen.has(line.number)) continue;
      seen.add(line.number);
      lines.append(h("li", { "data-preset": String(line.message) }, h("b", {}, `${seatNames[line.seat] ?? "?"}: `), presets[line.message] ?? "…"));
    }
    while (lines.children.length > SHOWN) lines.firstElementChild?.remove();
    box.dataset["chat"] = String(seen.size);
  };
}
