// Takebacks in the browser, in two contexts (a desktop and a phone): a takeback proposed and
// declined, then one proposed on the proposer's own turn and accepted, which takes back the
// opponent's last move and the proposer's before it. Run by tests/web/web_browser.rs:
//
//   tsx e2e/takeback.ts BASE_URL OUT_DIR
//
// It ends with "N passed, N failed".
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { atVersion, check, clickSquare, createGame, join, launch, myTurn, open } from "./lib.js";

/** The Hnefatafl position of hnefatafl.ts: Attackers f8 and d1, Defenders f1 and the King on a6. */
const START = "11/11/11/5t5/11/K10/5t5/11/11/11/3t1T5 a";

const [base, out = "e2e-out"] = process.argv.slice(2);
if (!base) {
  console.error("usage: tsx e2e/takeback.ts BASE_URL OUT_DIR");
  process.exit(2);
}
mkdirSync(out, { recursive: true });

async function move(page: Page, version: number, from: string, to: string): Promise<void> {
  await myTurn(page, version);
  await clickSquare(page, from);
  await page.waitForSelector(`rect.sq.selected[data-square="${from}"]`, { state: "attached" });
  await clickSquare(page, to);
  await atVersion(page, version + 1);
}

async function moves(page: Page): Promise<string> {
  return ((await page.textContent("#movetable")) ?? "").replace(/\s+/g, " ");
}

/** The move list once `ok` holds of it, or as it stood after a generous wait: the list follows
 * the game's history, which a loaded machine may redraw a moment after the version. */
async function movesUntil(page: Page, ok: (list: string) => boolean): Promise<string> {
  const deadline = Date.now() + 60_000;
  let list = await moves(page);
  while (!ok(list) && Date.now() < deadline) {
    await page.waitForTimeout(200);
    list = await moves(page);
  }
  return list;
}

async function declinedThenAccepted(browser: Browser): Promise<void> {
  // A creates a casual 5+3 game on a desktop (the Attackers), B joins it on a phone.
  const ca = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const cb = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const start = await open(ca, `${base}/`);
  const links = await createGame(start, "hnefatafl", START, { kind: "fischer", minutes: 5, increment: 3 });
  const a = await open(ca, links.play);
  const b = await join(cb, links.invite);
  await atVersion(a, 2);
  await atVersion(b, 2);
  check((await a.locator("#propose-takeback:not([hidden])").count()) === 0, "no Propose takeback before the first move");
  await move(a, 2, "f8", "f9");
  await move(b, 3, "f1", "f2");
  await atVersion(a, 4);
  for (const p of [a, b]) await p.waitForSelector("#propose-takeback:not([hidden])");

  // Declined: the Attackers ask to take back; the Defenders decline.
  await a.waitForSelector("#propose-takeback:not([disabled])");
  await a.click("#propose-takeback");
  await a.waitForSelector("#takeback:not([hidden])");
  const pending = (await a.textContent("#takeback-text")) ?? "";
  check(pending === "You proposed a takeback; waiting for the answer.", "the proposer sees it pending", pending);
  check((await a.locator("#accept-takeback:not([hidden])").count()) === 0, "the proposer cannot accept");
  await b.waitForSelector("#takeback:not([hidden])");
  const asked = (await b.textContent("#takeback-text")) ?? "";
  check(asked === "Takeback proposed by Attackers.", "the opponent is asked", asked);
  await b.locator("#accept-takeback").scrollIntoViewIfNeeded();
  await b.screenshot({ path: `${out}/takeback-proposed-phone.png` });
  await b.click("#decline-takeback");
  await atVersion(a, 6);
  await a.waitForSelector("#takeback", { state: "hidden" });
  const keeps = (l: string) => l.includes("f8-f9") && l.includes("f1-f2");
  const kept = await movesUntil(a, keeps);
  check(keeps(kept), "a declined takeback keeps the moves", kept);

  // Accepted: the Attackers move; the Defenders, to move, ask; both last moves go.
  await move(a, 6, "f9", "g9");
  await atVersion(b, 7);
  await b.waitForSelector("#propose-takeback:not([disabled])");
  await b.click("#propose-takeback");
  await a.waitForSelector("#takeback:not([hidden])");
  const theirs = (await a.textContent("#takeback-text")) ?? "";
  check(theirs === "Takeback proposed by Defenders.", "the Attackers are asked", theirs);
  await a.screenshot({ path: `${out}/takeback-proposed-desktop.png` });
  await a.click("#accept-takeback");
  for (const p of [a, b]) {
    await atVersion(p, 9);
    await p.waitForSelector("#takeback", { state: "hidden" });
    const gone = (l: string) => l.includes("f8-f9") && !l.includes("f1-f2") && !l.includes("f9-g9");
    const list = await movesUntil(p, gone);
    check(gone(list), "the moves taken back leave the move list", list);
  }
  // The Defenders are to move again, from f1.
  await myTurn(b, 9);
  await a.screenshot({ path: `${out}/takeback-accepted-desktop.png` });
  await b.screenshot({ path: `${out}/takeback-accepted-phone.png` });
  await move(b, 9, "f1", "e1");
  await atVersion(a, 10);
  const goesOn = (l: string) => l.includes("f1-e1") && !l.includes("f1-f2");
  const after = await movesUntil(a, goesOn);
  check(goesOn(after), "play goes on from the position taken back to", after);
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
await test("takeback: declined, then accepted on the proposer's turn (two moves go)", () => declinedThenAccepted(browser));
await browser.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
