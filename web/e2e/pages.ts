// Browser tests of what the pages say and show: a real "not found" (status 404 from the
// server, a page in the site's style), refusals in words (never a reason code), possessives,
// an archived game in words, the game's tab title, the lobby's ratings and names, the board
// on a phone above the controls' bar and the end announced once, and a move made offline
// shown as sending until the server answers. Screenshots go to OUT_DIR (pages-*.png).
import { createClient } from "@connectrpc/connect";
import { grpcWebTransport } from "@arbiter/client";
import { AccountsService } from "@arbiter/client/gen/accounts/v1/accounts_pb";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { atVersion, check, clickSquare, createGame, join, myTurn, open } from "./lib.js";
import { signUp } from "./players.js";
import { START as HNEFATAFL } from "./hnefatafl.js";

const LONG = { timeout: 30_000 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A reason code as the API spells them (PLAYER_NOT_FOUND, ILLEGAL_ACTION): never shown to a person. */
const CODE = /\b[A-Z]{2,}(?:_[A-Z]+)+\b/;

async function noCode(page: Page, what: string): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  check(!CODE.test(text), `${what}: no reason code on the page`, CODE.exec(text)?.[0]);
}

/** Defect 1 (and 2's not-found pages): unknown addresses answer 404 with a readable page in the site's style and a link home. */
export async function notFound(browser: Browser, base: string, out: string): Promise<void> {
  const desktop = await browser.newContext(DESKTOP);
  const phone = await browser.newContext(PHONE);
  try {
    const page = await desktop.newPage();
    for (const path of ["/lobby/x", "/rules/chess", "/tv/chess", "/players/", "/players/a/b", "/leaderboard/chess", "/play/chess/AAAAAAAAAAAAAAAAAAAAAA", "/favicon.nope"]) {
      const r = await page.goto(`${base}${path}`);
      check(r?.status() === 404, `${path} answers 404`, r?.status());
      await page.waitForSelector('main[data-missing="yes"]', LONG);
      check((await page.textContent("main h1")) === "Page not found", `${path}: the page says it is not found`, await page.textContent("main h1"));
      check(((await page.textContent("#missing-text")) ?? "").includes(path), `${path}: the page names the address`, await page.textContent("#missing-text"));
      check((await page.getAttribute("#home", "href")) === "/", `${path}: a link home`);
      check((await page.locator("header.site-header").count()) === 1, `${path}: the site's header`);
      // The site's own style: its background and its main link's colour.
      const style = await page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.getElementById("home")!).backgroundColor]);
      check(style[0] === "rgb(244, 241, 234)" && style[1] === "rgb(240, 182, 74)", `${path}: in the site's style`, style);
      check((await page.title()).startsWith("Page not found"), `${path}: the tab says so`, await page.title());
      await noCode(page, path);
    }
    // The page's own addresses still answer 200 with the page.
    for (const path of ["/", "/lobby", "/account", "/rules/hnefatafl", "/leaderboard/hnefatafl", "/players/somebody", "/archive/AAAAAAAAAAAAAAAAAAAAAA", "/play/hanniball/AAAAAAAAAAAAAAAAAAAAAA"]) {
      const r = await desktop.request.get(`${base}${path}`);
      check(r.status() === 200, `${path} answers 200`, r.status());
    }
    await page.goto(`${base}/tv/chess`);
    await page.waitForSelector('main[data-missing="yes"]', LONG);
    await page.screenshot({ path: `${out}/pages-not-found-desktop.png` });
    const small = await phone.newPage();
    await small.goto(`${base}/lobby/x`);
    await small.waitForSelector('main[data-missing="yes"]', LONG);
    await small.screenshot({ path: `${out}/pages-not-found-phone.png` });
    await small.click("#home");
    await small.waitForSelector("#create", LONG);

    // A player, an archived game and a game that do not exist: said in words, no code.
    await page.goto(`${base}/players/nobody${Date.now().toString(36)}`);
    await page.waitForSelector('main[data-missing="yes"]', LONG);
    check((await page.textContent("main h1")) === "No such player", "an unknown player's page says so", await page.textContent("main h1"));
    await noCode(page, "an unknown player");
    await page.goto(`${base}/archive/AAAAAAAAAAAAAAAAAAAAAA`);
    await page.waitForSelector('main[data-missing="yes"]', LONG);
    check((await page.textContent("main h1")) === "No such finished game", "an unknown archived game's page says so", await page.textContent("main h1"));
    await noCode(page, "an unknown archived game");
    await page.goto(`${base}/play/hnefatafl/AAAAAAAAAAAAAAAAAAAAAA`);
    await page.waitForSelector('main[data-missing="yes"]', LONG);
    await noCode(page, "an unknown game");
    await page.screenshot({ path: `${out}/pages-no-such-game-desktop.png` });
  } finally {
    await Promise.all([desktop.close(), phone.close()]);
  }
}

/** Defect 2: refusals in words: the password rule, "Sign in to …" with its link. */
export async function errorsInWords(browser: Browser, base: string, out: string): Promise<void> {
  const context = await browser.newContext(DESKTOP);
  const phone = await browser.newContext(PHONE);
  try {
    const page = await open(context, `${base}/account`);
    const name = `pw${Date.now().toString(36)}`;
    // A password too short: the rule in words, not the server's message.
    await page.fill("#up-f-name", name);
    await page.fill("#up-f-password", "short");
    await page.click("form[aria-label='Create an account'] button[type=submit]");
    const status = "form[aria-label='Create an account'] .form-status";
    await page.waitForSelector(`${status}[data-reason="INVALID_PASSWORD"]`, LONG);
    const rule = (await page.textContent(status)) ?? "";
    check(rule.startsWith("A password is 8 to 128 characters long") && !rule.includes("this one has"), "the password rule in words", rule);
    await page.screenshot({ path: `${out}/pages-password-rule-desktop.png` });
    await noCode(page, "the password rule");
    await signUp(page, base, name, "a long enough secret");

    // The session ends elsewhere (signed out through the API): changing the password then
    // asks to sign in, with the link to the sign-in page.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem("hanniball.session") ?? "{}") as { token?: string }).token ?? "");
    await createClient(AccountsService, grpcWebTransport(base)).signOut({}, { timeoutMs: 15_000, headers: { authorization: `Bearer ${token}` } });
    await page.goto(`${base}/account`);
    await page.fill("#f-current", "a long enough secret");
    await page.fill("#f-new", "another long secret");
    await page.click("form[aria-label='Change password'] button[type=submit]");
    const change = "form[aria-label='Change password'] .form-status";
    await page.waitForSelector(`${change}[data-reason="NOT_SIGNED_IN"]`, LONG);
    check((await page.textContent(change)) === "Sign in to change your password.", "NOT_SIGNED_IN asks to sign in", await page.textContent(change));
    check((await page.getAttribute(`${change} a`, "href")) === "/account", "“Sign in” links to the sign-in page");
    await page.screenshot({ path: `${out}/pages-sign-in-desktop.png` });
    await page.click(`${change} a`);
    await page.waitForSelector("#f-name", LONG);

    // The same on a phone: a wrong password is refused in words.
    const p = await open(phone, `${base}/account`);
    await p.fill("#f-name", name);
    await p.fill("#f-password", "not the password");
    await p.click("form[aria-label='Sign in'] button[type=submit]");
    await p.waitForSelector("form[aria-label='Sign in'] .form-status[data-reason='BAD_CREDENTIALS']", LONG);
    await noCode(p, "a wrong password");
    await p.screenshot({ path: `${out}/pages-bad-credentials-phone.png` });
  } finally {
    await Promise.all([context.close(), phone.close()]);
  }
}

/** A guest's game of Copenhagen Hnefatafl between a desktop (Attackers) and a phone (Defenders). */
async function taflPair(browser: Browser, base: string, clock?: Parameters<typeof createGame>[3]): Promise<{ a: Page; d: Page; contexts: BrowserContext[]; id: string }> {
  const ca = await browser.newContext(DESKTOP);
  const cd = await browser.newContext(PHONE);
  const a = await open(ca, `${base}/`);
  const links = await createGame(a, "hnefatafl", HNEFATAFL, clock);
  const d = await join(cd, links.invite);
  await Promise.all([atVersion(a, 2), atVersion(d, 2)]);
  const id = new URL(links.watch).pathname.split("/").pop()!;
  return { a, d, contexts: [ca, cd], id };
}

async function move(page: Page, version: number, from: string, to: string): Promise<void> {
  await myTurn(page, version);
  await clickSquare(page, from);
  await page.waitForSelector(`rect.sq.selected[data-square="${from}"]`, { state: "attached" });
  await clickSquare(page, to);
  await atVersion(page, version + 1);
}

/** Opens the archived game, once the archive has it (it is archived by a task of its own). */
async function archived(page: Page, base: string, id: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.goto(`${base}/archive/${id}`);
    await page.waitForSelector('#archive-result, main[data-missing="yes"], .players-page .error', LONG);
    if ((await page.locator("#archive-result").count()) === 1) return;
    await page.waitForTimeout(500);
  }
  throw new Error(`game ${id} was not archived`);
}

/** Defects 3, 4 and 5: possessives, the archive's words, the tab title. */
export async function archiveInWords(browser: Browser, base: string, out: string): Promise<void> {
  // The King escapes, on a 3+2 clock.
  const one = await taflPair(browser, base, { kind: "fischer", minutes: 3, increment: 2 });
  try {
    const { a, d } = one;
    // The tab names the sides of guests, never the game's id.
    await myTurn(a, 2);
    check((await a.title()) === "● Your move · Attackers vs Defenders · Copenhagen Hnefatafl", "the tab title names the players", await a.title());
    check((await d.title()) === "Attackers vs Defenders · Copenhagen Hnefatafl", "the other page's tab title", await d.title());
    check(!(await a.title()).includes(one.id), "the tab title has no game id");
    // Whose turn, said with a plural side's possessive.
    check((await d.textContent("#clock-note")) === "The clocks start with Attackers' first move.", "Attackers' first move", await d.textContent("#clock-note"));
    await move(a, 2, "f8", "f9");
    await move(d, 3, "a6", "a1");
    await a.waitForSelector("#banner:not([hidden])");
    check((await a.title()).startsWith("Game over · Attackers vs Defenders"), "the tab title after the end", await a.title());
    await archived(a, base, one.id);
    check((await a.textContent("main h1")) === "Attackers vs Defenders — Copenhagen Hnefatafl", "the archive's heading names the players and the game", await a.textContent("main h1"));
    check((await a.textContent("#archive-result")) === "Defenders won — the King escaped to a corner", "the result in words, from the game's end", await a.textContent("#archive-result"));
    const terms = (await a.textContent("#archive-terms")) ?? "";
    check(terms.includes("clock 3+2") && terms.includes("unrated") && !terms.includes("fischer") && !terms.includes(" ms"), "the time control as minutes+seconds", terms);
    check((await a.title()) === "Attackers vs Defenders — Copenhagen Hnefatafl", "the archive's tab title", await a.title());
    await noCode(a, "the archived game");
    const body = await a.evaluate(() => document.querySelector("main")!.innerText);
    check(!/\((rules|resignation|time|agreement|abandonment|aborted)\)|won \(/.test(body) && !body.includes("Archived game"), "no termination tag and no id as the title", body.slice(0, 400));
    await a.screenshot({ path: `${out}/pages-archive-desktop.png`, fullPage: true });
    await archived(d, base, one.id);
    await d.screenshot({ path: `${out}/pages-archive-phone.png`, fullPage: true });
  } finally {
    await Promise.all(one.contexts.map((c) => c.close()));
  }

  // A draw agreed, and a loss on time: their words.
  const two = await taflPair(browser, base);
  try {
    const { a, d } = two;
    await move(a, 2, "f8", "f9");
    await myTurn(d, 3);
    await d.click("#offer-draw");
    await a.waitForSelector("#accept-draw:not([hidden])", LONG);
    await a.click("#accept-draw");
    await a.waitForSelector("#banner:not([hidden])", LONG);
    await archived(a, base, two.id);
    check((await a.textContent("#archive-result")) === "Drawn by agreement", "a draw agreed", await a.textContent("#archive-result"));
    check(((await a.textContent("#archive-terms")) ?? "").includes("no clock"), "no clock", await a.textContent("#archive-terms"));
  } finally {
    await Promise.all(two.contexts.map((c) => c.close()));
  }
  const three = await taflPair(browser, base, { kind: "perTurn", seconds: 2 });
  try {
    const { a } = three;
    await move(a, 2, "f8", "f9");
    await atVersion(a, 4, 15_000); // the Defenders' flag falls
    await archived(a, base, three.id);
    check((await a.textContent("#archive-result")) === "Attackers won on time", "a loss on time", await a.textContent("#archive-result"));
    check(((await a.textContent("#archive-terms")) ?? "").includes("clock 2 s per turn"), "a time per turn", await a.textContent("#archive-terms"));
  } finally {
    await Promise.all(three.contexts.map((c) => c.close()));
  }
}

/** Defect 6: the lobby shows a provisional rating as "1500?" and links players to their profiles. */
export async function lobbyRows(browser: Browser, base: string, out: string): Promise<void> {
  const ca = await browser.newContext(DESKTOP);
  const cb = await browser.newContext(PHONE);
  try {
    const name = `lob${Date.now().toString(36)}`;
    const a = await ca.newPage();
    await signUp(a, base, name, "a lobby player's secret");
    await a.goto(`${base}/lobby`);
    await a.waitForSelector('main.lobby-page[data-live="live"]', { state: "attached", ...LONG });
    await a.selectOption("#seek-game", "hnefatafl");
    await a.selectOption("#seek-clock", "5+3");
    await a.click("#seek-post");
    await a.waitForSelector('main.lobby-page[data-waiting="1"]', { state: "attached", ...LONG });
    const id = await a.getAttribute("#seeks tr.own", "data-seek");
    // A guest's seek too: a guest has no rating and no profile.
    const b = await open(cb, `${base}/lobby`);
    await b.waitForSelector('main.lobby-page[data-live="live"]', { state: "attached", ...LONG });
    await b.selectOption("#seek-game", "hanniball");
    await b.click("#seek-post");
    await b.waitForSelector('main.lobby-page[data-waiting="1"]', { state: "attached", ...LONG });
    const row = b.locator(`#seeks tr[data-seek="${id}"]`);
    await row.locator(".rating", { hasText: "1500?" }).waitFor(LONG);
    const cell = ((await row.locator("td").nth(1).textContent()) ?? "").trim();
    check(cell === `${name} 1500?`, "the player and a provisional rating, as everywhere else", cell);
    check(!cell.includes("("), "no rating in brackets", cell);
    check((await row.locator(`a.owner[href="/players/${name}"]`).count()) === 1, "the player's name links to their profile");
    const guest = b.locator("#seeks tr.own td").nth(1);
    check((await guest.locator("a").count()) === 0 && ((await guest.textContent()) ?? "").startsWith("guest"), "a guest's seek has no link and no rating", await guest.textContent());
    await a.locator("#seeks tr", { hasText: "guest" }).waitFor(LONG);
    await a.screenshot({ path: `${out}/pages-lobby-desktop.png`, fullPage: true });
    await b.screenshot({ path: `${out}/pages-lobby-phone.png`, fullPage: true });
    // B's seek leaves the lobby; B follows the link to A's profile; A's seek leaves too.
    await b.click("#seeks tr.own button.cancel");
    await b.waitForSelector("#seeks tr.own", { state: "detached", ...LONG });
    await Promise.all([b.waitForURL(`**/players/${name}`, LONG), row.locator("a.owner").click()]);
    await b.waitForSelector("table.standings", LONG);
    await a.click(`#seeks tr[data-seek="${id}"] button.cancel`);
    await a.waitForSelector(`#seeks tr[data-seek="${id}"]`, { state: "detached", ...LONG });
  } finally {
    await Promise.all([ca.close(), cb.close()]);
  }
}

/** The squares' and the controls' bar's boxes on a page. */
async function boxes(page: Page, squares: string[]): Promise<{ bar: number; top: number; bottom: number }> {
  return page.evaluate((sqs) => {
    const bar = document.querySelector(".controls")!.getBoundingClientRect().top;
    const rects = sqs.map((s) => document.querySelector(`rect[data-square="${s}"]`)!.getBoundingClientRect());
    return { bar, top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
  }, squares);
}

const LOW_RANKS = ["a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "i2", "d1", "e1", "f1"];

/** Defect 7: on a phone Hanniball's whole board opens above the controls' bar; the end is announced once and the bar goes. */
export async function phoneBoard(browser: Browser, base: string, out: string): Promise<void> {
  const cw = await browser.newContext(PHONE);
  const cb = await browser.newContext(PHONE);
  try {
    // A clock game: the clocks stand above the board and push it down.
    const w = await open(cw, `${base}/`);
    const links = await createGame(w, "hanniball", "", { kind: "fischer", minutes: 5, increment: 3 });
    const b = await join(cb, links.invite);
    await Promise.all([atVersion(w, 2), atVersion(b, 2)]);
    await myTurn(w, 2);
    for (const [page, who] of [[w, "White"], [b, "Black (the board turned)"]] as const) {
      await page.waitForTimeout(300);
      const at = await boxes(page, LOW_RANKS);
      check(at.bottom <= at.bar && at.top >= 0, `${who}: ranks 1 and 2 are on screen above the controls' bar`, at);
      const board = await page.evaluate(() => {
        const r = document.querySelector("svg.board")!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, bar: document.querySelector(".controls")!.getBoundingClientRect().top };
      });
      check(board.top >= 0 && board.bottom <= board.bar, `${who}: the whole board is above the bar`, board);
    }
    await w.screenshot({ path: `${out}/pages-hanniball-phone-white.png` });
    await b.screenshot({ path: `${out}/pages-hanniball-phone-black.png` });
    // White resigns: the end is shown once (the banner), and no control is left in the bar.
    await w.click("#resign");
    for (const page of [w, b]) {
      await page.waitForSelector("#banner:not([hidden])", LONG);
      await page.waitForTimeout(400);
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main *")].filter((el) => el.childElementCount === 0 && (el.textContent ?? "").includes("Game over") && el.getClientRects().length > 0 && Number(getComputedStyle(el).opacity) > 0 && getComputedStyle(el.parentElement!).opacity !== "0").length,
      );
      check(shown === 1, "the end is shown once on a phone", shown);
      check(!(await page.locator("#announce").evaluate((el) => el.classList.contains("shown"))), "the announcement does not repeat the banner");
      check(((await page.textContent("#announce")) ?? "").includes("Game over"), "the end is still read aloud (the live region)");
      check(await page.isHidden(".controls"), "no control is left after the end");
      for (const id of ["#end-turn", "#undo", "#offer-draw", "#resign"]) check(await page.isHidden(id), `${id} is hidden after the end`);
    }
    await w.screenshot({ path: `${out}/pages-hanniball-phone-over.png` });
  } finally {
    await Promise.all([cw.close(), cb.close()]);
  }
}

/** Defect 8: a move made offline shows as sending, faded on its target, until the server answers. */
export async function offlineMove(browser: Browser, base: string, out: string): Promise<void> {
  const pair = await taflPair(browser, base);
  try {
    const { a, d } = pair;
    for (const [page, version, from, to, shot] of [
      [a, 2, "f8", "f9", "desktop"],
      [d, 3, "a6", "a5", "phone"],
    ] as const) {
      await myTurn(page, version);
      await page.context().setOffline(true);
      await clickSquare(page, from);
      await page.waitForSelector(`rect.sq.selected[data-square="${from}"]`, { state: "attached" });
      await clickSquare(page, to);
      await page.waitForSelector(`main[data-pending="${from}-${to}"]`, { state: "attached", ...LONG });
      const ghost = page.locator(`g.piece.pending[data-piece="${to}"]`);
      check((await ghost.count()) === 1, "the piece is shown on its target, pending");
      check(Number(await ghost.evaluate((g) => getComputedStyle(g).opacity)) < 1, "the pending piece is faded");
      check((await page.locator(`g.piece[data-piece="${from}"]`).count()) === 0, "it has left its square");
      check((await page.locator(`rect.sq.pending[data-square="${to}"]`).count()) === 1, "its target is marked");
      await page.waitForFunction(() => (document.getElementById("sending")?.textContent ?? "").includes("no connection yet"), undefined, LONG);
      const sending = (await page.textContent("#sending")) ?? "";
      check(await page.isVisible("#sending") && sending.startsWith(`Sending ${from}-${to}…`), "the page says it is sending", sending);
      await page.screenshot({ path: `${out}/pages-offline-pending-${shot}.png` });
      await page.waitForTimeout(1000);
      check((await page.getAttribute("main", "data-version")) === String(version), "nothing is applied while offline");
      check((await page.getAttribute("main", "data-pending")) === `${from}-${to}`, "still pending while offline");
      await page.context().setOffline(false);
      await atVersion(page, version + 1, 30_000);
      await page.waitForSelector('main[data-pending=""]', { state: "attached", ...LONG });
      check((await page.locator(`g.piece[data-piece="${to}"]:not(.pending)`).count()) === 1, "the move settles: the piece is on its target, not faded");
      check(await page.isHidden("#sending"), "the sending line goes");
      check((await page.textContent("#message")) === "", "no error", await page.textContent("#message"));
      await page.screenshot({ path: `${out}/pages-offline-settled-${shot}.png` });
    }
    await atVersion(a, 4, 30_000);
  } finally {
    await Promise.all(pair.contexts.map((c) => c.close()));
  }
}
