// Chess Football in the browser: the last two moves of a match, White's last one a goal that
// decides it at full time; a reload and a server restart mid-game; an illegal click; a
// spectator sees every move. A second match shows a placement through the chooser of kinds
// and ends by resignation.
import type { Browser, Page } from "playwright-core";
import { atVersion, check, clickSquare, nonTargetDeselects, createGame, inputAt, join, moveList, myTurn, open, restartServer, seenAt, type Timing } from "./lib.js";

/** Half 2, 44 moves each, 0–0, Black to move; White's Rook on d5 holds the ball, d8 is goal. */
export const START = "1k6/8/8/3R+4/8/8/8/6K1 b play 2 44/44 0-0";

export async function chessfootball(browser: Browser, base: string, out: string, restart: boolean): Promise<Timing[]> {
  const timings: Timing[] = [];
  const white = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const black = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const watcher = await browser.newContext({ viewport: { width: 1000, height: 800 } });

  const start = await open(white, `${base}/`);
  const links = await createGame(start, "chessfootball", START);
  const w = await open(white, links.play);
  const b = await join(black, links.invite);
  const s = await open(watcher, links.watch);
  await Promise.all([atVersion(w, 2), atVersion(b, 2), atVersion(s, 2)]);
  check((await s.locator("rect.sq.goal").count()) === 8, "both goals are drawn");
  const facts = (await s.locator("dd").allTextContents()).join(" | ");
  check(facts.includes("White 44/45, Black 44/45") && facts.includes("White 0–0 Black") && facts.includes("play"), "the state shows moves, score and phase", facts);

  const acted = async (page: Page, others: Page[], version: number, action: string, t0: number): Promise<void> => {
    await atVersion(page, version);
    const input = await inputAt(page);
    for (const o of others) {
      await atVersion(o, version);
      const seen = await seenAt(o, version);
      timings.push({ action, ms: Math.round(seen - input), fromDriver: Math.round(seen - t0) });
    }
  };

  // 2: Black's King b8-a8 (on a phone; the board is turned for Black).
  await myTurn(b, 2);
  await clickSquare(b, "b8");
  await b.waitForSelector('rect.sq.selected[data-square="b8"]', { state: "attached" });
  let t0 = await clickSquare(b, "a8");
  await acted(b, [w, s], 3, "b8-a8", t0);

  // A reload and a server restart mid-game.
  await w.reload();
  await atVersion(w, 3);
  await w.waitForFunction(() => document.querySelectorAll("#moves button").length === 3);
  if (restart) {
    await restartServer();
    for (const p of [w, b, s]) await p.waitForSelector('#conn[data-drops][data-status="live"]', { state: "attached", timeout: 15_000 });
  }

  // An illegal click: a Rook does not move diagonally.
  await myTurn(w, 3);
  const reason = await nonTargetDeselects(w, "d5", "e6");

  // 3: White's 45th move carries the ball into Black's goal: 1–0 at full time.
  await myTurn(w, 3);
  await clickSquare(w, "d5");
  await w.waitForSelector('rect.sq.selected[data-square="d5"]', { state: "attached" });
  await w.screenshot({ path: `${out}/chessfootball-white.png` });
  t0 = await clickSquare(w, "d8");
  await acted(w, [b, s], 4, "d5-d8 (goal)", t0);
  for (const p of [w, b, s]) {
    await p.waitForSelector("#banner:not([hidden])");
    const banner = await p.textContent("#banner-text");
    check(banner === "Game over: White won — full time", "the banner shows the result and the reason", banner);
    const list = await moveList(p);
    check(JSON.stringify(list) === JSON.stringify(["1. start", "2. join", "3. b8-a8", "4. d5-d8"]), "every move in order", list);
  }
  check((await s.locator("dd").allTextContents()).includes("White 1–0 Black"), "the score is 1–0");
  for (const p of [w, b]) {
    const said = (await p.textContent("#announce")) ?? "";
    check(said.includes("Goal! White scores: 1–0"), "the goal is announced", said);
  }
  await s.screenshot({ path: `${out}/chessfootball-spectator.png` });
  check(reason === "", "a click on a square that is no target sends nothing and shows no error", reason);
  await Promise.all([white.close(), black.close(), watcher.close()]);
  return timings;
}

/** A match from the start: White places a Knight on the kick-off square (a chooser of kinds), Black resigns. */
export async function chessfootballPlacement(browser: Browser, base: string, out: string): Promise<void> {
  const white = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const black = await browser.newContext();
  const start = await open(white, `${base}/`);
  const links = await createGame(start, "chessfootball");
  const w = await open(white, links.play);
  const b = await join(black, links.invite);
  await myTurn(w, 2);
  check((await w.textContent("#summary"))!.startsWith("White to place · half 1 · placement"), "the summary shows the placement", await w.textContent("#summary"));
  check((await w.locator("circle.target").count()) > 0, "the squares where White may place are marked");
  await clickSquare(w, "e4");
  await w.waitForSelector("#chooser:not([hidden]) button.choice");
  const labels = await w.locator("#chooser button.choice").allTextContents();
  check(labels.some((l) => l === "place a Knight on e4"), "the chooser lists the kinds to place", labels);
  await w.screenshot({ path: `${out}/chessfootball-placement.png` });
  await w.click('#chooser button[data-notation="N@e4"]');
  await atVersion(w, 3);
  await atVersion(b, 3);
  check((await b.locator('[data-piece="e4"]').count()) === 1, "Black sees the Knight on e4");
  await b.click("#resign");
  for (const p of [w, b]) {
    await p.waitForSelector("#banner:not([hidden])");
    check((await p.textContent("#banner-text")) === "Game over: White won — resignation", "the resignation ends the match", await p.textContent("#banner-text"));
  }
  await Promise.all([white.close(), black.close()]);
}
