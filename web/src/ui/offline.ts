// The installable app's side of the page (docs/web.md, "Installable app"): the service worker
// /sw.js (web/sw/sw.ts) registered once the page has loaded, so that the next visit opens
// without a network, and a line under the header while the browser is offline.
import { h } from "./dom.js";
import { t } from "../i18n/i18n.js";

/** Registers the service worker after the page's own load (it is no part of the first load). */
export function registerWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const go = (): void => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") go();
  else addEventListener("load", go);
}

/** A line that says the browser is offline (empty, and not shown, while it is online). */
export function offlineLine(): HTMLElement {
  const line = h("p", { id: "offline", class: "offline", role: "status" });
  const update = (): void => {
    line.textContent = navigator.onLine ? "" : t("offline-line");
  };
  addEventListener("online", update);
  addEventListener("offline", update);
  update();
  return line;
}
