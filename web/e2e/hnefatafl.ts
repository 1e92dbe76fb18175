// Copenhagen Hnefatafl in the browser: the Attackers move, the Defenders' page reloads, the
// server restarts, an illegal click (the King diagonally) shows the server's reason, and the
// King escapes to a corner; a spectator sees every move in order.
import type { Browser, Page } from "playwright-core";
import { atVersion, check, clickSquare, nonTargetDeselects, createGame, inputAt, join, moveList, myTurn, open, restartServer, seenAt, type Timing } from "./lib.js";

/** The King on a6, with free lines to the corners a1 and a11; Attackers to move. */
export const START = "11/11/11/5t5/11/K10/5t5/11/11/11/3t1T5 a";

export async function hnefatafl(browser: Browser, base: string, out: string, restart: boolean): Promise<Timing[]> {
  const timings: Timing[] = [];
  const attackers = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const defenders = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const watcher = await browser.newContext({ viewport: { width: 1000, height: 800 } });

  const start = await open(attackers, `${base}/`);
  const links = await createGame(start, "hnefatafl", START);
  const a = await open(attackers, links.play);
  const d = await join(defenders, links.invite);
  const s = await open(watcher, links.watch);
  await Promise.all([atVersion(a, 2), atVersion(d, 2), atVersion(s, 2)]);
  check((await s.locator("rect.sq.throne").count()) === 1, "the throne is drawn");
  check((await s.locator("rect.sq.corner").count()) === 4, "the four corners are drawn");

  const acted = async (page: Page, others: Page[], version: number, action: string, t0: number): Promise<void> => {
    await atVersion(page, version);
    const input = await inputAt(page);
    for (const o of others) {
      await atVersion(o, version);
      const seen = await seenAt(o, version);
      timings.push({ action, ms: Math.round(seen - input), fromDriver: Math.round(seen - t0) });
    }
  };

  // 2: an attacker f8-f9.
  await myTurn(a, 2);
  await clickSquare(a, "f8");
  await a.waitForSelector('rect.sq.selected[data-square="f8"]', { state: "attached" });
  await a.screenshot({ path: `${out}/hnefatafl-attackers.png` });
  let t0 = await clickSquare(a, "f9");
  await acted(a, [d, s], 3, "f8-f9", t0);
  check((await s.locator('rect.sq.last[data-square="f9"]').count()) === 1, "the spectator sees the last move highlighted");

  // The Defenders' page reloads; then the server restarts.
  await d.reload();
  await atVersion(d, 3);
  await d.waitForFunction(() => document.querySelectorAll("#moves button").length === 3);
  if (restart) {
    await restartServer();
    for (const p of [a, d, s]) await p.waitForSelector('#conn[data-drops][data-status="live"]', { state: "attached", timeout: 15_000 });
  }

  // An illegal click: the King does not move diagonally.
  await myTurn(d, 3);
  const reason = await nonTargetDeselects(d, "a6", "b7");

  // 3: the King escapes to a1.
  await myTurn(d, 3);
  await clickSquare(d, "a6");
  await d.waitForSelector('rect.sq.selected[data-square="a6"]', { state: "attached" });
  await d.screenshot({ path: `${out}/hnefatafl-defenders-phone.png` });
  t0 = await clickSquare(d, "a1");
  await acted(d, [a, s], 4, "a6-a1 (King escapes)", t0);

  for (const p of [a, d, s]) {
    await p.waitForSelector("#banner:not([hidden])");
    const banner = await p.textContent("#banner-text");
    check(banner === "Game over: Defenders won — the King escaped to a corner", "the banner shows the result and the reason", banner);
    const list = await moveList(p);
    const row = await p.locator("#movetable tbody tr").first().locator("th, td").allTextContents();
    check(JSON.stringify(row) === JSON.stringify(["1.", "f8-f9", "a6-a1"]), "the move list pairs the moves by turn", row);
    check(JSON.stringify(list) === JSON.stringify(["1. start", "2. join", "3. f8-f9", "4. a6-a1"]), "every move in order", list);
  }
  await s.screenshot({ path: `${out}/hnefatafl-spectator.png` });
  check(reason === "", "a click on a square that is no target sends nothing and shows no error", reason);
  await Promise.all([attackers.close(), defenders.close(), watcher.close()]);
  return timings;
}
