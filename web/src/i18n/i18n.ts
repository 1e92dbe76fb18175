// The site's words in the reader's language: Project Fluent (@fluent/bundle). Each language's
// messages are one FTL file, web/locales/<locale>.ftl, served as /locales/<locale>.ftl and
// fetched once, before the page is drawn: only the active language travels, and the script
// carries ids, not sentences. Code asks for a sentence by its id: t(id, { name: value }).
// Plurals, genders and numbers are chosen inside each language's file (Fluent selectors over
// Intl.PluralRules and Intl.NumberFormat), so a language adds the forms it needs without any
// change to the code. docs/web.md ("Languages") says how to add a string or a language.
import { FluentBundle, FluentResource, type FluentValue, type FluentVariable } from "@fluent/bundle";

/** The languages offered, each named in itself. */
export const LANGUAGES: [string, string][] = [
  ["en", "English"],
  ["pt", "Português"],
  ["nl", "Nederlands"],
  ["ru", "Русский"],
  ["da", "Dansk"],
  ["it", "Italiano"],
];
/** Test locales, never offered but chosen with ?lang=: accented and 40 % longer; right to left. */
export const PSEUDO = ["en-XA", "ar-XB"];
const KEY = "arbiter.lang";

/**
 * Functions the messages may call: POSSESSIVE($name) is English's "White's" / "Attackers'"
 * (other languages phrase around the case and need none).
 */
const functions = {
  POSSESSIVE: ([name]: FluentValue[]): string => {
    // The names given are strings: a number has no possessive.
    const s = typeof name === "string" ? name : "";
    return /s$/i.test(s) ? `${s}'` : `${s}'s`;
  },
};

let bundle = new FluentBundle("en", { useIsolating: false, functions });
let active = "en";

/** The active locale. */
export function locale(): string {
  return active;
}

/** The locale to use: ?lang= (then kept), then this browser's choice, then the browser's languages, then English. */
export function chooseLocale(query: string, stored: string | null, preferred: readonly string[]): string {
  const known = (l: string | null | undefined): string | undefined => {
    if (!l) return undefined;
    if (PSEUDO.includes(l)) return l;
    const base = l.toLowerCase().split("-")[0];
    return LANGUAGES.find(([code]) => code === base)?.[0];
  };
  const fromQuery = known(new URLSearchParams(query).get("lang"));
  if (fromQuery) return fromQuery;
  const kept = known(stored);
  if (kept) return kept;
  for (const l of preferred) {
    const k = known(l);
    if (k && !PSEUDO.includes(k)) return k;
  }
  return "en";
}

/** Takes a language's messages (FTL text) as the active ones; `more` (its pages' file) are added to them. */
export function useMessages(loc: string, ftl: string, ...more: string[]): void {
  const b = new FluentBundle(loc === "en-XA" ? "en" : loc === "ar-XB" ? "ar" : loc, { useIsolating: false, functions });
  b.addResource(new FluentResource(ftl));
  for (const text of more) b.addResource(new FluentResource(text));
  bundle = b;
  active = loc;
  pages = undefined;
}

let pages: Promise<void> | undefined;

/**
 * The messages of the pages beyond the start and game pages (/locales/<locale>.pages.ftl: the
 * rules, the lobby, the notifications, the players' pages, …), fetched once by the pages that
 * say them, before they draw: the first load of the start and game pages does without them.
 * English's stand in when the language's cannot be had.
 */
export function loadPages(): Promise<void> {
  pages ??= (async () => {
    for (const l of active === "en" ? ["en"] : [active, "en"]) {
      try {
        const r = await fetch(`/locales/${l}.pages.ftl`);
        if (!r.ok) continue;
        bundle.addResource(new FluentResource(await r.text()));
        return;
      } catch {
        // offline and not cached: try the next
      }
    }
  })();
  return pages;
}

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * Fetches the chosen language's messages and marks the document with its language and
 * direction. English is the fallback when a language's file cannot be had.
 */
export async function loadLocale(): Promise<void> {
  const loc = chooseLocale(location.search, stored(), navigator.languages ?? [navigator.language]);
  // A link's ?lang= is a choice like the picker's: the next pages keep it.
  if (new URLSearchParams(location.search).get("lang") !== null) keepLocale(loc);
  for (const l of loc === "en" ? ["en"] : [loc, "en"]) {
    try {
      const r = await fetch(`/locales/${l}.ftl`);
      if (!r.ok) continue;
      useMessages(l, await r.text());
      break;
    } catch {
      // offline and not cached: try the next
    }
  }
  document.documentElement.lang = active === "en-XA" ? "en" : active === "ar-XB" ? "ar" : active;
  document.documentElement.dir = active === "ar-XB" ? "rtl" : "ltr";
}

/** Keeps a language for this browser (the picker); the page is then drawn again in it. */
export function keepLocale(loc: string): void {
  try {
    localStorage.setItem(KEY, loc);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** A message in the active language; its id when it has none (a test checks every id exists). */
export function t(id: string, args?: Record<string, FluentVariable>): string {
  const m = bundle.getMessage(id);
  if (!m?.value) return id;
  return bundle.formatPattern(m.value, args);
}

/** A number in the active language's digits and separators. */
export function num(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(bundle.locales, options).format(n);
}

/** A date (and time) in the active language's form. */
export function date(d: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  return new Intl.DateTimeFormat(bundle.locales, options).format(d);
}
