// Notifications on every page, and guests before rated play (two browser contexts, a desktop and
// a 390 × 844 phone, two accounts signed up through the page):
// - a guest's pages open no WatchPlayer stream; a signed-in page opens exactly one (the lobby too);
// - A challenges B while B is on A's profile page: the challenge appears there as a note with
//   Accept, the header's badge reads 1 and the tab title starts with "(1) "; B accepts from the
//   note and both land on their seats of one game; on A's profile the badge counts the game going
//   on and the panel lists it with A's seat; on the game's own page it is not counted;
// - B, on the game page with browser notifications turned on (a click; the browser's
//   Notification and the service worker's showNotification are stubs that record) and the tab
//   hidden, is challenged again: the note and a browser notification, shown through the page's
//   service worker with the page's address; the note and the panel stay above the phone's controls' bar; B declines
//   from the game page with a reason and A, on B's profile page, is told why; B resigns and A is
//   told the game is over, the count back to 0; A challenges B again and B accepts from the
//   finished game's page, landing on the new game's seat;
// - a guest sees a rated seek with "Sign in to accept" (and quick pairing says only casual games
//   are open to guests), signs up through that link, comes back to the lobby and accepts it.
// Screenshots go to OUT_DIR (notify-*.png); axe-core checks the note and the panel.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { audit } from "./a11y.js";
import { check, open } from "./lib.js";
import { signUp } from "./players.js";

const LONG = { timeout: 30_000 };
/** A challenge must show on the other page within a few seconds. */
const FEW = { timeout: 6_000 };

/** Counts the WatchPlayer streams a context's pages open. */
function countStreams(context: BrowserContext): { n: number } {
  const c = { n: 0 };
  context.on("request", (r) => {
    if (r.url().endsWith("/lobby.v1.LobbyService/WatchPlayer")) c.n += 1;
  });
  return c;
}

/** A Notification, and the service worker registration's showNotification, that record what
 * they were asked to show and how (headless Chromium shows none). (A string: the TypeScript
 * loader would wrap a function's named parts in a helper the page lacks.) */
const STUB = `
window.__shown = [];
window.__through = [];
let permission = "default";
window.Notification = class {
  static get permission() { return permission; }
  static requestPermission() { permission = "granted"; return Promise.resolve(permission); }
  constructor(title, options) { window.__shown.push((options && options.body) || ""); window.__through.push("page"); }
  addEventListener() {}
  close() {}
};
if (window.ServiceWorkerRegistration) ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
  window.__shown.push((options && options.body) || "");
  window.__through.push("worker " + ((options && options.data && options.data.url) || ""));
  return Promise.resolve();
};`;

/** Makes the page's tab look hidden (or visible again) to the page. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate(`Object.defineProperty(document, "visibilityState", { configurable: true, get() { return ${JSON.stringify(hidden ? "hidden" : "visible")}; } })`);

const count = async (page: Page): Promise<string | null> => page.getAttribute("#notify", "data-count");

/** A challenges `name` from the lobby's form; answers the challenge's id. */
async function challenge(a: Page, base: string, name: string, game: string, clock: string, side: string): Promise<string> {
  await a.goto(`${base}/lobby`);
  await a.waitForSelector('#challenges[data-live="live"]', { state: "attached", ...LONG });
  await a.click("#challenge-details summary");
  await a.fill("#challenge-name", name);
  await a.selectOption("#challenge-game", game);
  await a.selectOption("#challenge-clock", clock);
  await a.selectOption("#challenge-side", side);
  await a.click("#challenge-send");
  await a.waitForSelector("#challenges-out li", { state: "attached", ...LONG });
  const id = await a.getAttribute("#challenges-out li:last-child", "data-seek");
  check(id !== null, "the challenge is listed as sent", id);
  return id!;
}

export async function notifications(browser: Browser, base: string, out: string): Promise<void> {
  const stamp = Date.now().toString(36);
  const an = `nta${stamp}`;
  const bn = `ntb${stamp}`;
  const ca = await browser.newContext({ viewport: { width: 1200, height: 800 }, bypassCSP: true });
  const cb = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  await cb.addInitScript(STUB);
  const streamsA = countStreams(ca);
  const streamsB = countStreams(cb);
  const problems: string[] = [];
  try {
    // A guest opens no stream, on any page, and has no notifications.
    const a = await open(ca, `${base}/lobby`);
    await a.waitForSelector('main.lobby-page[data-live="live"]', { state: "attached", ...LONG });
    await a.goto(`${base}/`);
    await a.waitForSelector("#create", LONG);
    await a.waitForTimeout(500);
    check(streamsA.n === 0, "a guest opens no WatchPlayer stream", streamsA.n);
    check((await a.locator("#notify").count()) === 0, "a guest has no notifications");

    await signUp(a, base, an, "first long secret here");
    const b = await open(cb, `${base}/account`);
    await signUp(b, base, bn, "second long secret here");

    // B reads A's profile: one stream, live, nothing waiting.
    streamsB.n = 0;
    await b.goto(`${base}/players/${an}`);
    await b.waitForSelector('#notify[data-live="live"]', { state: "attached", ...LONG });
    check((await count(b)) === "0" && !(await b.title()).startsWith("("), "nothing waits for B", [await count(b), await b.title()]);

    // A challenges B from the lobby (one stream there too, shared by the Challenges section).
    streamsA.n = 0;
    const first = await challenge(a, base, bn, "hnefatafl", "5+3", "1");
    check(streamsA.n === 1, "the lobby opens one WatchPlayer stream", streamsA.n);
    const note = b.locator(`.notify-note.notify-challenge[data-seek="${first}"]`);
    await note.waitFor(FEW);
    // The challenger's rating reads as everywhere, "1500?" while provisional.
    await note.locator(".notify-text", { hasText: "(1500?)" }).waitFor(LONG);
    const text = (await note.locator(".notify-text").textContent()) ?? "";
    check(text.startsWith(`${an} (1500?) challenges you: Copenhagen Hnefatafl, 5 min + 3 s, casual; you play Defenders.`), "B's profile page shows A's challenge", text);
    check(await note.locator("button.notify-accept").isVisible(), "with Accept");
    check((await count(b)) === "1" && (await b.textContent("#notify-count")) === "1", "the badge counts the challenge", await count(b));
    await b.waitForFunction(() => document.title.startsWith("(1) "), undefined, FEW);
    check((await b.getAttribute("#notify-button", "aria-label")) === "Notifications: 1 waiting", "the button says it", await b.getAttribute("#notify-button", "aria-label"));
    check(streamsB.n === 1, "B's page has one stream", streamsB.n);
    problems.push(...(await audit(b, "a challenge's note (phone)")));
    await b.screenshot({ path: `${out}/notify-challenge-phone.png` });

    // B accepts from the note: both seated in one game (A's lobby opens A's seat).
    await Promise.all([b.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=1$/, LONG), note.locator("button.notify-accept").click()]);
    await a.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=0$/, LONG);
    const path = (u: string): string => new URL(u).pathname;
    check(path(a.url()) === path(b.url()), "one game for both", [a.url(), b.url()]);
    const gameId = path(b.url()).split("/").pop()!;
    for (const p of [a, b]) await p.waitForSelector('#conn[data-status="live"]', { state: "attached", ...LONG });
    // On the game's own page the game is not counted as waiting.
    await b.waitForSelector('#notify[data-live="live"]', { state: "attached", ...LONG });
    await b.waitForTimeout(500);
    check((await count(b)) === "0", "the game of the page is not waiting", await count(b));

    // A elsewhere: the badge counts the game going on, the panel lists it with A's seat.
    await a.goto(`${base}/players/${an}`);
    await a.waitForSelector('#notify[data-count="1"]', { state: "attached", ...LONG });
    await a.waitForFunction(() => document.title.startsWith("(1) "), undefined, FEW);
    await a.click("#notify-button");
    const listed = a.locator(`#notify-games li[data-game-id="${gameId}"]`);
    await listed.waitFor(LONG);
    check(((await listed.textContent()) ?? "").includes(`${an} vs ${bn}`), "the panel lists the game by its players", await listed.textContent());
    // Nobody moved yet: it is A's move (the Attackers move first), said on A's other page.
    await a.waitForSelector('#notify[data-your-turn="1"]', { state: "attached", ...LONG });
    await a.waitForSelector(`#notify-games li[data-game-id="${gameId}"][data-your-turn="yes"]`, LONG);
    check(/^Your move( \(.+ left\))?: /.test((await listed.textContent()) ?? ""), "the panel says it is A's move (with the time left when a clock runs)", await listed.textContent());
    const play = (await listed.locator("a").getAttribute("href")) ?? "";
    check(play.includes(`/play/hnefatafl/${gameId}#token=`) && play.endsWith("&seat=0"), "with A's seat", play);
    problems.push(...(await audit(a, "the notifications' panel (desktop)")));
    await a.screenshot({ path: `${out}/notify-panel-desktop.png` });
    await a.keyboard.press("Escape");
    check(await a.isHidden("#notify-panel"), "Esc closes the panel");
    check((await a.evaluate(() => document.activeElement?.id)) === "notify-button", "and gives the focus back to the button");

    // B turns browser notifications on (a click: the browser asks then) and hides the tab.
    await b.click("#notify-button");
    await b.click("#notify-enable");
    await b.waitForFunction(() => document.querySelector("#notify-enable")?.textContent === "Turn off", undefined, FEW);
    const panel = await b.locator("#notify-panel").boundingBox();
    const bar = await b.locator(".controls").boundingBox();
    check(panel !== null && bar !== null && panel.y + panel.height <= bar.y, "on the phone the panel leaves the controls' bar free", [panel, bar]);
    problems.push(...(await audit(b, "the notifications' panel on a game page (phone)")));
    await b.screenshot({ path: `${out}/notify-panel-phone.png` });
    await b.click("#notify-close");
    await setHidden(b, true);

    // A challenges B again and goes to B's profile; B, on the game page, is told and declines there.
    const second = await challenge(a, base, bn, "chessfootball", "3+2", "0");
    await a.goto(`${base}/players/${bn}`);
    await a.waitForSelector('#notify[data-live="live"]', { state: "attached", ...LONG });
    const again = b.locator(`.notify-note.notify-challenge[data-seek="${second}"]`);
    await again.waitFor(FEW);
    await b.waitForFunction(() => (window as unknown as { __shown: string[] }).__shown.length > 0, undefined, FEW);
    const shown = await b.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
    check(shown.length === 1 && shown[0]!.startsWith(`${an} (1500) challenges you: Chess Football, 3 min + 2 s, casual`), "a browser notification while the tab is hidden", shown);
    // Through the page's service worker (as Android's Chrome needs), a click on it leading to this page.
    const through = await b.evaluate(() => (window as unknown as { __through: string[] }).__through);
    check(through.length === 1 && through[0] === `worker ${b.url()}`, "shown through the service worker, with the page's address", [through, b.url()]);
    await setHidden(b, false);
    check((await count(b)) === "1", "the badge counts the challenge, not the game of the page", await count(b));
    const box = await again.boundingBox();
    const controls = await b.locator(".controls").boundingBox();
    check(box !== null && controls !== null && box.y + box.height <= controls.y, "the note leaves the controls' bar free", [box, controls]);
    await b.screenshot({ path: `${out}/notify-game-phone.png` });
    await again.locator("button.notify-decline").click();
    const reason = again.locator("select.notify-reason");
    check((await b.evaluate(() => document.activeElement?.classList.contains("notify-reason"))) === true, "the focus moves to the reason");
    await reason.selectOption("2");
    await again.locator("button.notify-decline-send").click();
    await again.waitFor({ state: "detached", ...LONG });
    await b.locator('.notify-note[data-kind="declined"]', { hasText: `You declined ${an}'s challenge (the clock is too fast).` }).waitFor(LONG);
    const declined = a.locator('.notify-note[data-kind="gone"]', { hasText: `${bn} declined: the clock is too fast.` });
    await declined.waitFor(LONG);
    await a.screenshot({ path: `${out}/notify-declined-desktop.png` });

    // B resigns: A is told the game is over, and nothing waits any more.
    await b.click("#resign");
    const over = a.locator('.notify-note[data-kind="finished"]');
    await over.waitFor(LONG);
    check(((await over.textContent()) ?? "").startsWith(`Your game is over, you won by resignation: Copenhagen Hnefatafl, ${an} vs ${bn}.`), "A is told the game is over", await over.textContent());
    await a.waitForSelector('#notify[data-count="0"]', { state: "attached", ...LONG });
    check(!(await a.title()).startsWith("("), "the title has no count", await a.title());
    await a.screenshot({ path: `${out}/notify-finished-desktop.png` });

    // A challenges B once more; B, still on the (finished) game's page, accepts from the note
    // there and lands on the new game's seat.
    const finishedUrl = b.url();
    const third = await challenge(a, base, bn, "hnefatafl", "5+3", "1");
    const onGame = b.locator(`.notify-note.notify-challenge[data-seek="${third}"]`);
    await onGame.waitFor(LONG);
    await Promise.all([b.waitForURL((u) => u.toString() !== finishedUrl && /\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=1$/.test(u.toString()), LONG), onGame.locator("button.notify-accept").click()]);
    check(b.url() !== finishedUrl, "B is on the new game's page", b.url());
    check(problems.length === 0, "no serious or critical accessibility violation on the notifications", problems);
  } finally {
    await ca.close();
    await cb.close();
  }
}

export async function guestRated(browser: Browser, base: string, out: string): Promise<void> {
  const stamp = Date.now().toString(36);
  const dn = `ntd${stamp}`;
  const gn = `ntg${stamp}`;
  const cd = await browser.newContext({ viewport: { width: 1200, height: 800 }, bypassCSP: true });
  const cg = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  try {
    // D, signed in, posts a rated seek.
    const d = await open(cd, `${base}/account`);
    await signUp(d, base, dn, "a long secret for d");
    await d.goto(`${base}/lobby`);
    await d.waitForSelector('main.lobby-page[data-live="live"]', { state: "attached", ...LONG });
    check((await d.getAttribute("#quick-kind", "data-rated")) === "yes", "signed in, quick pairing looks for rated games", await d.textContent("#quick-kind"));
    await d.selectOption("#seek-game", "hnefatafl");
    await d.selectOption("#seek-clock", "5+3");
    await d.selectOption("#seek-side", "1");
    await d.check("#seek-rated");
    await d.click("#seek-post");
    await d.waitForSelector('main.lobby-page[data-waiting="1"]', { state: "attached", ...LONG });
    const id = await d.getAttribute("#seeks tr.own", "data-seek");

    // A guest sees it with "Sign in to accept", and that quick pairing is casual for guests.
    const g = await open(cg, `${base}/lobby`);
    const row = g.locator(`#seeks tr[data-seek="${id}"]`);
    await row.waitFor(LONG);
    check((await row.locator("button.accept").count()) === 0, "no Accept for a guest on a rated seek");
    const link = row.locator("a.sign-in-accept");
    check((await link.textContent()) === "Sign in to accept" && (await link.getAttribute("href")) === "/account?next=%2Flobby", "Sign in to accept, back to the lobby", await link.getAttribute("href"));
    const kind = (await g.textContent("#quick-kind")) ?? "";
    check((await g.getAttribute("#quick-kind", "data-rated")) === "no" && kind.includes("only casual games are open to guests") && (await g.getAttribute("#quick-kind a", "href")) === "/account?next=%2Flobby", "quick pairing says guests play casual games, and offers signing in", kind);
    await g.screenshot({ path: `${out}/notify-guest-rated-phone.png`, fullPage: true });

    // The guest signs up through the link and comes back to the lobby, where Accept works.
    await link.click();
    await g.waitForURL(/\/account\?next=%2Flobby$/, LONG);
    await g.fill("#up-f-name", gn);
    await g.fill("#up-f-password", "a long secret for g");
    await g.click("form[aria-label='Create an account'] button[type=submit]");
    await g.waitForURL((u) => u.pathname === "/lobby", LONG);
    check((await g.getAttribute("#quick-kind", "data-rated")) === "yes", "back in the lobby, signed in", await g.textContent("#quick-kind"));
    const accept = g.locator(`#seeks tr[data-seek="${id}"] button.accept`);
    await accept.waitFor(LONG);
    await Promise.all([g.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=1$/, LONG), accept.click()]);
    await d.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=0$/, LONG);
    check(new URL(d.url()).pathname === new URL(g.url()).pathname, "one rated game for both", [d.url(), g.url()]);
  } finally {
    await cd.close();
    await cg.close();
  }
}
