// Nobody loses a game they did not play, in the browser: the waiting player aborts a game
// before moving; the service aborts a game whose first move does not come; a player closes
// the browser mid-game and the other claims the victory after the countdown; a player who
// comes back in time cancels the claim. Run by tests/web/web_browser.rs against a binary
// started with short times (--first-move-secs, --gone-grace-secs, --claim-wait-secs):
//
//   tsx e2e/gone.ts BASE_URL OUT_DIR
//
// It ends with "N passed, N failed".
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { atVersion, check, clickSquare, createGame, join, launch, myTurn, open } from "./lib.js";

/** The Hnefatafl position of hnefatafl.ts: Attackers f8 and d1, Defenders f1 and the King on a6. */
const START = "11/11/11/5t5/11/K10/5t5/11/11/11/3t1T5 a";

const [base, out = "e2e-out"] = process.argv.slice(2);
if (!base) {
  console.error("usage: tsx e2e/gone.ts BASE_URL OUT_DIR");
  process.exit(2);
}
mkdirSync(out, { recursive: true });

interface Pair {
  ca: BrowserContext;
  cb: BrowserContext;
  a: Page;
  b: Page;
  watch: string;
}

/** A creates a 5+3 Hnefatafl game on a desktop, B joins it on a phone. */
async function pair(browser: Browser): Promise<Pair> {
  const ca = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const cb = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const start = await open(ca, `${base}/`);
  const links = await createGame(start, "hnefatafl", START, { kind: "fischer", minutes: 5, increment: 3 });
  const a = await open(ca, links.play);
  const b = await join(cb, links.invite);
  await atVersion(a, 2);
  await atVersion(b, 2);
  return { ca, cb, a, b, watch: links.watch };
}

/** Both sides make their first move: Attackers f8-f9, Defenders f1-f2 (version 4). */
async function bothMove(a: Page, b: Page): Promise<void> {
  await myTurn(a, 2);
  await clickSquare(a, "f8");
  await a.waitForSelector('rect.sq.selected[data-square="f8"]', { state: "attached" });
  await clickSquare(a, "f9");
  await myTurn(b, 3);
  await clickSquare(b, "f1");
  await b.waitForSelector('rect.sq.selected[data-square="f1"]', { state: "attached" });
  await clickSquare(b, "f2");
  await atVersion(a, 4);
}

async function banner(page: Page): Promise<string> {
  await page.waitForSelector("#banner:not([hidden])", { timeout: 30_000 });
  return (await page.textContent("#banner-text")) ?? "";
}

async function abortedByTheWaitingPlayer(browser: Browser): Promise<void> {
  const { ca, cb, a, b } = await pair(browser);
  // Before anyone moved, both may abort; the Defenders (not to move) do.
  await b.waitForSelector("#abort:not([hidden])");
  await a.waitForSelector("#abort:not([hidden])");
  check((await b.locator("#resign").isVisible()) && (await b.locator("#abort").isVisible()), "Abort is offered beside Resign");
  await b.screenshot({ path: `${out}/abort-offered-phone.png` });
  await b.click("#abort");
  for (const p of [a, b]) {
    const text = await banner(p);
    check(text === "Game over: Aborted — aborted by a player", "the abort ends the game without a result", text);
    check((await p.locator("#abort:not([hidden])").count()) === 0, "no Abort once it is over");
  }
  await a.screenshot({ path: `${out}/aborted-desktop.png` });
  await b.screenshot({ path: `${out}/aborted-phone.png` });
  // Once both have moved, Abort is gone.
  const second = await pair(browser);
  await bothMove(second.a, second.b);
  await second.b.waitForSelector("#abort", { state: "hidden" });
  check((await second.a.locator("#abort:not([hidden])").count()) === 0, "no Abort once both sides have moved");
  await Promise.all([ca.close(), cb.close(), second.ca.close(), second.cb.close()]);
}

async function abortedByTheService(browser: Browser): Promise<void> {
  const { ca, cb, a, b } = await pair(browser);
  // Nobody moves: the server aborts the game at its first-move deadline, with nobody calling.
  for (const p of [a, b]) {
    const text = await banner(p);
    check(text === "Game over: Aborted — no first move in time", "the service aborts a game whose first move does not come", text);
  }
  await Promise.all([ca.close(), cb.close()]);
}

async function claimAfterTheOpponentLeft(browser: Browser): Promise<void> {
  const { ca, cb, a, b, watch } = await pair(browser);
  await bothMove(a, b);
  const cs = await browser.newContext();
  const spectator = await open(cs, watch);
  await atVersion(spectator, 4);
  // B closes the browser.
  await cb.close();
  await a.waitForSelector("#gone:not([hidden])", { timeout: 30_000 });
  const told = (await a.textContent("#gone-text")) ?? "";
  check(told.startsWith("Your opponent left the game. You can claim the victory in"), "A is told, with a countdown", told);
  check((await a.locator("#claim-win:not([hidden])").count()) === 0, "no claim during the countdown");
  await spectator.waitForSelector("#gone:not([hidden])");
  const seen = (await spectator.textContent("#gone-text")) ?? "";
  check(seen.startsWith("Defenders left the game"), "a spectator sees who left", seen);
  await a.screenshot({ path: `${out}/opponent-left-desktop.png` });
  await a.waitForSelector("#claim-win:not([hidden])", { timeout: 30_000 });
  check(await a.locator("#claim-draw").isVisible(), "A may also call it a draw");
  await a.screenshot({ path: `${out}/claim-desktop.png` });
  check(!((await a.textContent("#movetable")) ?? "").includes("gone"), "the move list lists moves only");
  // The same on a phone: the claim in the bar's reach.
  await a.setViewportSize({ width: 390, height: 844 });
  await a.locator("#claim-win").scrollIntoViewIfNeeded();
  await a.screenshot({ path: `${out}/claim-phone.png` });
  await a.click("#claim-win");
  for (const p of [a, spectator]) {
    const text = await banner(p);
    check(text === "Game over: Attackers won — the opponent left", "the claim wins", text);
  }
  await Promise.all([ca.close(), cs.close()]);
}

async function theLeaverComesBack(browser: Browser): Promise<void> {
  const { ca, cb, a, b } = await pair(browser);
  await bothMove(a, b);
  const seat = b.url();
  // B's page goes away (a closed tab), then B opens the seat link again in time.
  await b.close();
  await a.waitForSelector("#gone:not([hidden])", { timeout: 30_000 });
  // (Its stream brings it back at once: its own page may never show it away.)
  const back = await open(cb, seat);
  await a.waitForSelector("#gone", { state: "hidden", timeout: 30_000 });
  await back.waitForSelector("#gone", { state: "hidden", timeout: 30_000 });
  check((await a.locator("#claim-win:not([hidden])").count()) === 0, "nothing to claim once the opponent is back");
  await back.screenshot({ path: `${out}/opponent-back-phone.png` });
  // Play goes on: the Attackers move.
  const version = Number(await a.getAttribute("main.play-page", "data-version"));
  await myTurn(a, version);
  await clickSquare(a, "f9");
  await a.waitForSelector('rect.sq.selected[data-square="f9"]', { state: "attached" });
  await clickSquare(a, "g9");
  await atVersion(back, version + 1);
  await Promise.all([ca.close(), cb.close()]);
}

const browser = await launch();
let passed = 0;
let failed = 0;
async function test(name: string, body: () => Promise<void>): Promise<void> {
  const started = Date.now();
  try {
    await body();
    passed += 1;
    console.error(`ok - ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    console.error(`not ok - ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
await test("abort: the waiting player aborts before moving; no Abort once both have moved", () => abortedByTheWaitingPlayer(browser));
await test("abort: the service aborts a game whose first move does not come", () => abortedByTheService(browser));
await test("opponent left: told with a countdown, then Claim victory wins", () => claimAfterTheOpponentLeft(browser));
await test("opponent left: coming back in time cancels the claim", () => theLeaverComesBack(browser));
await browser.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
