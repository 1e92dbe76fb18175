// The site in each language: the browser's language chooses it (a context's locale sets
// navigator.languages and Accept-Language), the picker changes it and the choice is kept; a
// game is played to its end in each language (the page's words are the language's messages,
// no message id shows, and the game page's controls have no English left); the accented,
// longer test locale on a phone clips no control; the right-to-left test locale lays the page
// out from the right; axe finds nothing serious in the dark theme either.
import { readFileSync } from "node:fs";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import type { Browser, Page } from "playwright-core";
import { atVersion, check, clickSquare, createGame, join, myTurn, open } from "./lib.js";
import { START as HNEFATAFL } from "./hnefatafl.js";

const LANGS = ["en", "pt", "nl", "ru", "da", "it"] as const;

function messages(code: string): { say: (id: string, args?: Record<string, string | number>) => string; ids: string[] } {
  const text = ["", ".pages"].map((part) => readFileSync(new URL(`../locales/${code}${part}.ftl`, import.meta.url), "utf8")).join("\n");
  const bundle = new FluentBundle(code, { useIsolating: false, functions: { POSSESSIVE: ([v]) => (/s$/.test(String(v)) ? `${String(v)}'` : `${String(v)}'s`) } });
  const resource = new FluentResource(text);
  bundle.addResource(resource);
  return {
    say: (id, args) => bundle.formatPattern(bundle.getMessage(id)!.value!, args),
    ids: resource.body.map((m) => m.id),
  };
}

/** Message ids shown as text: any id of en.ftl standing alone in the page's text. */
async function rawIds(page: Page, ids: string[]): Promise<string[]> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}\n${[...document.querySelectorAll("[aria-label],[title],[placeholder]")].map((e) => `${e.getAttribute("aria-label") ?? ""} ${e.getAttribute("title") ?? ""} ${e.getAttribute("placeholder") ?? ""}`).join("\n")}`);
  return ids.filter((id) => new RegExp(`(^|[\\s(])${id}($|[\\s).:])`).test(text));
}

/** A game of Hnefatafl in one language: the Attackers move, the King escapes. */
async function gameIn(browser: Browser, base: string, out: string, code: string): Promise<void> {
  const { say, ids } = messages(code);
  const en = messages("en");
  const first = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: code });
  const second = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: code });
  const start = await open(first, `${base}/`);
  await start.waitForSelector("#create");
  check((await start.getAttribute("html", "lang")) === code, `${code}: the page's language is the browser's`, await start.getAttribute("html", "lang"));
  check((await start.textContent("h1")) === say("start-heading"), `${code}: the start page's heading`, await start.textContent("h1"));
  check((await start.textContent("#create")) === say("start-create"), `${code}: the create button`);
  check((await start.title()) === say("title-start"), `${code}: the tab title`);
  check((await rawIds(start, ids)).length === 0, `${code}: no message id on the start page`, await rawIds(start, ids));
  const links = await createGame(start, "hnefatafl", HNEFATAFL);
  const a = await open(first, links.play);
  const d = await join(second, links.invite);
  await Promise.all([atVersion(a, 2), atVersion(d, 2)]);
  const controls = { "#resign": "play-resign", "#offer-draw": "play-offer-draw", "#flip": "play-flip", "#hist-live": "play-live", "#link-watch": "play-spectator-link" };
  for (const [selector, id] of Object.entries(controls)) {
    const text = (await a.textContent(selector))?.trim();
    check(text === say(id), `${code}: ${selector} reads ${say(id)}`, text);
    if (code !== "en" && say(id) !== en.say(id)) check(text !== en.say(id), `${code}: ${selector} is not English`, text);
  }
  check((await a.textContent(".who")) === say("play-you-play", { side: say("side-attackers") }), `${code}: whose side`, await a.textContent(".who"));
  await myTurn(a, 2);
  await clickSquare(a, "f8");
  await a.waitForSelector('rect.sq.selected[data-square="f8"]', { state: "attached" });
  await clickSquare(a, "f9");
  await Promise.all([atVersion(a, 3), atVersion(d, 3)]);
  const summary = await d.textContent(".summary");
  check(summary?.startsWith(say("hn-summary", { side: say("side-defenders"), move: 2 })) === true, `${code}: the summary says the Defenders move`, summary);
  await myTurn(d, 3);
  await clickSquare(d, "a6");
  await d.waitForSelector('rect.sq.selected[data-square="a6"]', { state: "attached" });
  await clickSquare(d, "a1");
  await Promise.all([atVersion(a, 4), atVersion(d, 4)]);
  const over = say("game-over-reason", { result: say("result-defenders-won"), reason: say("end-king-escaped") });
  await a.waitForFunction((text) => document.querySelector(".banner p")?.textContent === text, over, { timeout: 15_000 });
  check((await rawIds(a, ids)).length === 0, `${code}: no message id on the game page`, await rawIds(a, ids));
  check((await rawIds(d, ids)).length === 0, `${code}: no message id on the phone's game page`, await rawIds(d, ids));
  await a.screenshot({ path: `${out}/i18n-${code}-game-desktop.png` });
  await d.screenshot({ path: `${out}/i18n-${code}-game-phone.png` });
  await Promise.all([first.close(), second.close()]);
}

export async function everyLanguage(browser: Browser, base: string, out: string): Promise<void> {
  for (const code of LANGS) await gameIn(browser, base, out, code);
}

/** The picker: Dutch chosen in an English browser, kept after a reload and on the next page. */
export async function languagePicker(browser: Browser, base: string): Promise<void> {
  const nl = messages("nl");
  const context = await browser.newContext({ locale: "en-GB" });
  const page = await open(context, `${base}/`);
  await page.waitForSelector("#create");
  check((await page.getAttribute("html", "lang")) === "en", "an English browser gets English");
  await Promise.all([page.waitForEvent("load"), page.selectOption("#language", "nl")]);
  await page.waitForSelector("#create");
  check((await page.textContent("h1")) === nl.say("start-heading"), "the picker's language", await page.textContent("h1"));
  await page.goto(`${base}/lobby`);
  await page.waitForSelector("nav.site-nav");
  check((await page.getAttribute("html", "lang")) === "nl", "the choice is kept on the next page");
  check((await page.inputValue("#language")) === "nl", "the picker shows the language kept");
  await context.close();
}

/** The accented, 40 % longer test locale on a phone: no control's text overflows it or the window. */
export async function pseudoLocale(browser: Browser, base: string, out: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const start = await open(context, `${base}/?lang=en-XA`);
  await start.waitForSelector("#create");
  check(/[àéîöû]/.test((await start.textContent("#create")) ?? ""), "the test locale is drawn", await start.textContent("#create"));
  const clipped = (page: Page): Promise<string[]> =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("button, select, a, label, input, .summary, h1, h2")]
        .filter((e) => e.offsetParent !== null)
        .filter((e) => {
          const r = e.getBoundingClientRect();
          const style = getComputedStyle(e);
          // A text field scrolls its value by design (the invite link); a select shows its choice cut.
          const overflows = e.scrollWidth > e.clientWidth + 1 && style.overflowX !== "visible" && e.tagName !== "SELECT" && e.tagName !== "INPUT";
          return overflows || r.right > innerWidth + 1 || r.left < -1;
        })
        .map((e) => `${e.tagName.toLowerCase()}#${e.id}.${e.className}: ${e.textContent?.slice(0, 40) ?? ""}`),
    );
  await start.screenshot({ path: `${out}/i18n-pseudo-start-phone.png`, fullPage: true });
  check((await clipped(start)).length === 0, "no control clipped on the start page", await clipped(start));
  const links = await createGame(start, "hnefatafl", HNEFATAFL);
  await atVersion(start, 1);
  await start.screenshot({ path: `${out}/i18n-pseudo-game-phone.png`, fullPage: true });
  check((await clipped(start)).length === 0, "no control clipped on the game page", await clipped(start));
  void links;
  await context.close();
}

/** The right-to-left test locale: the document's direction, the header laid out from the right. */
export async function rightToLeft(browser: Browser, base: string, out: string): Promise<void> {
  for (const [name, options] of [
    ["desktop", { viewport: { width: 1280, height: 800 } }],
    ["phone", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ] as const) {
    const context = await browser.newContext(options);
    const page = await open(context, `${base}/?lang=ar-XB`);
    await page.waitForSelector("#create");
    check((await page.getAttribute("html", "dir")) === "rtl", "the document runs right to left");
    const home = await page.locator(".site-nav a").first().boundingBox();
    const width = options.viewport.width;
    check(home !== null && home.x + home.width > width / 2, `${name}: the first header link stands on the right`, home);
    await page.screenshot({ path: `${out}/i18n-rtl-start-${name}.png`, fullPage: true });
    await createGame(page, "hnefatafl", HNEFATAFL);
    await atVersion(page, 1);
    await page.screenshot({ path: `${out}/i18n-rtl-game-${name}.png` });
    await context.close();
  }
}

/** Latin words of four letters or more in a page's text, but the games' and players' names: English left in a Russian page. */
async function latinWords(page: Page, names: string[]): Promise<string[]> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}\n${[...document.querySelectorAll("[aria-label],[title],[placeholder]")].map((e) => `${e.getAttribute("aria-label") ?? ""} ${e.getAttribute("title") ?? ""} ${e.getAttribute("placeholder") ?? ""}`).join("\n")}`);
  const allowed = new Set(["Hanniball", "Copenhagen", "Hnefatafl", "Chess", "Football", "English", "Nederlands", "Dansk", "Italiano", "Português", ...names]);
  const words = (text.match(/[\p{L}\p{N}_]+/gu) ?? []).filter((w) => /^[A-Za-z]{4,}$/.test(w));
  return [...new Set(words)].filter((w) => !allowed.has(w));
}

/**
 * The rules pages in each language: every heading and point is the language's message (not the
 * English one), no message id shows; on a phone in Russian no Latin word is left but the games'
 * names. Screenshots: i18n-<code>-rules-<game>-phone.png for Portuguese and Russian.
 */
export async function rulesEveryLanguage(browser: Browser, base: string, out: string): Promise<void> {
  const en = messages("en");
  const sections: Record<string, [string, number][]> = {
    hanniball: [["board", 2], ["turn", 3], ["pieces", 4], ["captures", 2], ["winning", 1]],
    hnefatafl: [["board", 2], ["moving", 1], ["capturing", 2], ["king", 2], ["winning", 1]],
    chessfootball: [["board", 2], ["match", 2], ["moves", 2], ["scoring", 1]],
  };
  const short: Record<string, string> = { hanniball: "hb", hnefatafl: "hn", chessfootball: "cf" };
  for (const code of LANGS) {
    const { say, ids } = messages(code);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: code });
    const page = await context.newPage();
    for (const [game, parts] of Object.entries(sections)) {
      await page.goto(`${base}/rules/${game}`);
      await page.waitForSelector("main.rules-page h2");
      const headings = await page.locator("main.rules-page h2").allTextContents();
      const points = await page.locator("main.rules-page li").allTextContents();
      const wanted = parts.map(([s]) => `rules-${short[game]}-${s}-title`);
      const wantedPoints = parts.flatMap(([s, n]) => Array.from({ length: n }, (_, i) => `rules-${short[game]}-${s}-${i + 1}`));
      check(JSON.stringify(headings) === JSON.stringify(wanted.map((id) => say(id))), `${code} ${game}: the headings are the language's`, headings);
      check(JSON.stringify(points) === JSON.stringify(wantedPoints.map((id) => say(id))), `${code} ${game}: the points are the language's`, points);
      if (code !== "en") check([...wanted, ...wantedPoints].every((id) => say(id) !== en.say(id)), `${code} ${game}: no heading or point is the English one`);
      check((await rawIds(page, ids)).length === 0, `${code} ${game}: no message id on the rules page`, await rawIds(page, ids));
      if (code === "ru") check((await latinWords(page, [])).length === 0, `ru ${game}: no Latin word on the rules page`, await latinWords(page, []));
      if (code === "ru" || code === "pt") await page.screenshot({ path: `${out}/i18n-${code}-rules-${game}-phone.png`, fullPage: true });
    }
    await context.close();
  }
}

/**
 * The lobby's challenges in two languages: A (Portuguese, a phone) challenges B (Russian, a
 * phone) by name; each sees the challenge in their own language, B declines, A is told why in
 * Portuguese; B's Russian lobby has no Latin word left but the names. Screenshots:
 * i18n-pt-challenge-sent-phone.png, i18n-ru-challenge-received-phone.png,
 * i18n-ru-challenge-decline-phone.png, i18n-pt-challenge-declined-phone.png.
 */
export async function challengesTwoLanguages(browser: Browser, base: string, out: string): Promise<void> {
  const { signUp } = await import("./players.js");
  const pt = messages("pt");
  const ru = messages("ru");
  const stamp = Date.now().toString(36);
  const an = `lpa${stamp}`;
  const bn = `lpb${stamp}`;
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const ca = await browser.newContext({ ...phone, locale: "en" });
  const cb = await browser.newContext({ ...phone, locale: "en" });
  const LONG = { timeout: 30_000 };
  try {
    const a = await ca.newPage();
    const b = await cb.newPage();
    await signUp(a, base, an, "first long secret here");
    await signUp(b, base, bn, "second long secret here");
    // Each picks a language with ?lang= (kept for the next pages).
    await b.goto(`${base}/lobby?lang=ru`);
    await b.waitForSelector('#challenges[data-live="live"]', { state: "attached", ...LONG });
    check((await b.textContent("#challenges-h")) === ru.say("challenges-heading"), "ru: the Challenges heading", await b.textContent("#challenges-h"));
    check((await b.textContent("#no-challenges")) === ru.say("challenges-none"), "ru: no challenges yet, in Russian", await b.textContent("#no-challenges"));
    await a.goto(`${base}/lobby?lang=pt#challenge=${bn}`);
    await a.waitForSelector('#challenges[data-live="live"]', { state: "attached", ...LONG });
    await a.selectOption("#challenge-game", "hnefatafl");
    await a.selectOption("#challenge-clock", "5+3");
    await a.selectOption("#challenge-side", "1");
    await a.click("#challenge-send");
    await a.waitForSelector('#challenges[data-outgoing="1"]', { state: "attached", ...LONG });
    const clock = (say: (id: string, args?: Record<string, string | number>) => string) => say("clock-label-fischer", { minutes: 5, seconds: 3 });
    const sent = (await a.textContent("#challenges-out li")) ?? "";
    const ptTerms = pt.say("challenge-terms", { game: "Copenhagen Hnefatafl", clock: clock(pt.say), kind: pt.say("lobby-casual") });
    check(sent.startsWith(pt.say("challenge-outgoing", { name: bn, terms: ptTerms, side: pt.say("challenge-you-play", { side: pt.say("side-attackers") }) })) && sent.includes(pt.say("challenge-waiting", { name: bn })), "pt: A's challenge in Portuguese", sent);
    check((await a.textContent("#challenge-status")) === pt.say("challenge-sent", { name: bn }), "pt: the status line", await a.textContent("#challenge-status"));
    await a.screenshot({ path: `${out}/i18n-pt-challenge-sent-phone.png`, fullPage: true });

    const row = b.locator("#challenges-in li");
    await row.waitFor(LONG);
    await row.locator(".rating", { hasText: "1500?" }).waitFor(LONG);
    const ruTerms = ru.say("challenge-terms", { game: "Copenhagen Hnefatafl", clock: clock(ru.say), kind: ru.say("lobby-casual") });
    const text = (await row.locator(".challenge-text").textContent()) ?? "";
    check(text === ru.say("challenge-incoming", { name: an, rating: " (1500?)", terms: ruTerms, side: ru.say("challenge-you-play", { side: ru.say("side-defenders") }) }), "ru: B sees the challenge in Russian", text);
    check((await row.locator("button.accept-challenge").textContent()) === ru.say("challenge-accept"), "ru: Accept", await row.locator("button.accept-challenge").textContent());
    check((await latinWords(b, [an, bn])).length === 0, "ru: no Latin word in the lobby but the names", await latinWords(b, [an, bn]));
    check((await rawIds(b, ru.ids)).length === 0, "ru: no message id in the lobby", await rawIds(b, ru.ids));
    await b.screenshot({ path: `${out}/i18n-ru-challenge-received-phone.png`, fullPage: true });
    await row.locator("button.decline-challenge").click();
    await row.locator("select.decline-reason").waitFor(LONG);
    check((await row.locator("select.decline-reason option").first().textContent()) === ru.say("decline-later"), "ru: the reasons in Russian");
    await b.screenshot({ path: `${out}/i18n-ru-challenge-decline-phone.png`, fullPage: true });
    await row.locator("button.decline-send").click();
    await row.waitFor({ state: "detached", ...LONG });
    check((await b.textContent("#challenge-status")) === ru.say("challenge-declined", { name: an, reason: ru.say("decline-later") }), "ru: B is told in Russian", await b.textContent("#challenge-status"));
    await a.waitForFunction((t) => document.querySelector("#challenge-status")?.textContent === t, pt.say("challenge-gone-declined", { name: bn, reason: pt.say("decline-later") }), LONG);
    check((await rawIds(a, pt.ids)).length === 0, "pt: no message id in the lobby", await rawIds(a, pt.ids));
    await a.screenshot({ path: `${out}/i18n-pt-challenge-declined-phone.png`, fullPage: true });
  } finally {
    await ca.close();
    await cb.close();
  }
}

/** The language kept with the account: chosen with the picker in one browser, it is the
 * language of another browser the player signs in from. */
export async function accountLanguage(browser: Browser, base: string, out: string): Promise<void> {
  const { signUp } = await import("./players.js");
  const name = `lang${Date.now().toString(36)}`;
  const password = "a long enough secret";
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const first = await browser.newContext({ ...phone, locale: "en" });
  const second = await browser.newContext({ ...phone, locale: "en" });
  const LONG = { timeout: 30_000 };
  try {
    const a = await first.newPage();
    await signUp(a, base, name, password);
    // Russian, picked while signed in: kept in this browser and with the account.
    await Promise.all([a.waitForEvent("load", LONG), a.selectOption("#language", "ru")]);
    await a.waitForFunction(() => document.documentElement.lang === "ru", undefined, LONG);
    // Another browser, in English until the player signs in there.
    const b = await second.newPage();
    await b.goto(`${base}/account`);
    check((await b.evaluate(() => document.documentElement.lang)) === "en", "the second browser starts in English");
    await b.fill("#f-name", name);
    await b.fill("#f-password", password);
    await b.click("form[aria-label='Sign in'] button[type=submit]");
    await b.waitForURL(`**/players/${name}`, LONG);
    await b.waitForFunction(() => document.documentElement.lang === "ru", undefined, LONG);
    check((await b.inputValue("#language")) === "ru", "the picker shows the account's language");
    check((await rawIds(b, messages("ru").ids)).length === 0, "ru: no message id on the profile", await rawIds(b, messages("ru").ids));
    await b.screenshot({ path: `${out}/i18n-account-language-phone.png`, fullPage: true });
  } finally {
    await first.close();
    await second.close();
  }
}
