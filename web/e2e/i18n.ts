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
  const text = readFileSync(new URL(`../locales/${code}.ftl`, import.meta.url), "utf8");
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
