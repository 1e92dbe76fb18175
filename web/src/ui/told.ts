// Shows a refusal in words on the page (api/errors.ts `explain`): the sentence, with "Sign in"
// a link to the sign-in page when the call needs a signed-in player. The element's
// `data-reason` keeps the server's reason for tests and for anyone inspecting the page.
import { explain } from "../api/errors.js";
import { h } from "./dom.js";
import { t } from "../i18n/i18n.js";

/** The sentence's nodes: "Sign in" (sign-in-link, the start of sign-in-to) linked to /account for NOT_SIGNED_IN, else the text. */
export function errorNodes(error: unknown, doing?: string): (Node | string)[] {
  const e = explain(error, doing);
  const link = t("sign-in-link");
  if (e.signIn && e.text.startsWith(link)) return [h("a", { href: "/account", class: "sign-in-link" }, link), e.text.slice(link.length)];
  return [e.text];
}

/** Replaces `el`'s content by the refusal in words and sets its `data-reason`. */
export function tell(el: HTMLElement, error: unknown, doing?: string): void {
  el.replaceChildren(...errorNodes(error, doing));
  el.dataset["reason"] = explain(error, doing).reason;
}
