// Copying a link's field (the invite link on the game page).
import { t } from "../i18n/i18n.js";

/** Copies a field's text (the clipboard API where the page may use it, else a selection). */
export function copyText(field: HTMLInputElement, button: HTMLButtonElement): void {
  const done = (): void => {
    button.textContent = t("copied");
    setTimeout(() => (button.textContent = t("copy")), 1500);
  };
  field.select();
  if (navigator.clipboard) {
    navigator.clipboard.writeText(field.value).then(done, () => undefined);
  } else {
    done();
  }
}
