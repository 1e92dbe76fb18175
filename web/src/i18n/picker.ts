// The header's language picker and theme switch, on every page. The language is kept in this
// browser (i18n.ts); changing it draws the page again in the new language (a reload: every
// string of the page is then in it). The theme follows the system (prefers-color-scheme)
// until one is chosen here, then stays as chosen in this browser.
import { h } from "../ui/dom.js";
import { keepLocale, LANGUAGES, locale, t } from "./i18n.js";
import { current } from "../players/session.js";

const THEME = "arbiter.theme";
const THEMES = ["auto", "light", "dark"] as const;
type Theme = (typeof THEMES)[number];

function keptTheme(): Theme {
  try {
    const v = localStorage.getItem(THEME);
    return v === "light" || v === "dark" ? v : "auto";
  } catch {
    return "auto";
  }
}

/** Sets the document's theme from this browser's choice (none: the system's). */
export function applyTheme(theme: Theme = keptTheme()): void {
  if (theme === "auto") delete document.documentElement.dataset["theme"];
  else document.documentElement.dataset["theme"] = theme;
}

export function languagePicker(): HTMLElement {
  const select = h("select", { id: "language", "aria-label": t("language-label") }, ...LANGUAGES.map(([code, name]) => h("option", { value: code, lang: code }, name)));
  select.value = LANGUAGES.some(([code]) => code === locale()) ? locale() : "en";
  select.addEventListener("change", () => {
    keepLocale(select.value);
    const url = new URL(location.href);
    url.searchParams.delete("lang");
    // A signed-in player's choice is kept with their account too (a chunk loaded only now).
    const saved = current() ? import("../players/language.js").then((m) => m.saveLanguage(select.value)) : Promise.resolve();
    void saved.finally(() => location.replace(url));
  });
  return select;
}

export function themeSwitch(): HTMLElement {
  const button = h("button", { id: "theme", type: "button", class: "link-button" });
  let theme = keptTheme();
  const show = (): void => {
    button.textContent = theme === "light" ? t("theme-light") : theme === "dark" ? t("theme-dark") : t("theme-auto");
    button.dataset["theme"] = theme;
  };
  button.addEventListener("click", () => {
    theme = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!;
    try {
      if (theme === "auto") localStorage.removeItem(THEME);
      else localStorage.setItem(THEME, theme);
    } catch {
      // private mode: for this page only
    }
    applyTheme(theme);
    show();
  });
  show();
  return button;
}
