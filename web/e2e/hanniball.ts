// Hanniball in the browser: two seats play a short complete game by clicking (and by
// keyboard; Black on a phone-sized screen), a third page spectates on a phone too; a reload and a server restart
// happen mid-game; an illegal click shows the server's reason; undo; the goal ends it.
import type { Browser, Page } from "playwright-core";
import { atVersion, check, clickSquare, nonTargetDeselects, createGame, inputAt, join, moveList, myTurn, open, restartServer, seenAt, type Timing } from "./lib.js";

/**
 * White's Lion on e13 holds the ball, one kick from Black's goal; Black's Monkey on c13;
 * Black's Lion and three Elephants in a row on a8–d8 (a red card for clustering).
 */
export const START = "3/9/2m1L+4/9/9/9/9/leee5/9/9/9/9/9/9/1M1 w 3";

export async function hanniball(browser: Browser, base: string, out: string, restart: boolean): Promise<Timing[]> {
  const timings: Timing[] = [];
  const desktop = { viewport: { width: 1100, height: 900 } };
  const white = await browser.newContext(desktop);
  const phone = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };
  const black = await browser.newContext(phone); // Black plays on a phone-sized screen
  const watcher = await browser.newContext(phone);

  // The start page creates the game with Black's seat open and hands out the three links.
  const start = await open(white, `${base}/`);
  await start.waitForSelector("#create");
  await start.screenshot({ path: `${out}/start-page.png` });
  const { play: playUrl, invite: inviteUrl, watch: watchUrl } = await createGame(start, "hanniball", START);
  check(/#token=[^&]+&seat=0&invite=[^&]+$/.test(playUrl), "the play link carries White's token (and the invitation) in the fragment", playUrl);
  check(/\/join\/hanniball\/[A-Za-z0-9_-]+#code=[^&]+$/.test(inviteUrl), "the invite link carries only the invitation code, in the fragment", inviteUrl);
  check(!inviteUrl.includes("token") && new URL(inviteUrl).search === "", "no token and no query in the invite link", inviteUrl);
  check(!watchUrl.includes("#") && !watchUrl.includes("token"), "the spectator link has no token", watchUrl);
  check(!new URL(playUrl).pathname.includes(new URL(playUrl).hash.slice(1)), "no token in the path");

  const w = await open(white, playUrl);
  await atVersion(w, 1);
  const b = await join(black, inviteUrl); // JoinGame: version 2
  check(/\/play\/hanniball\/[A-Za-z0-9_-]+#token=[^&]+&seat=1$/.test(b.url()), "the joined page's URL is Black's seat link", b.url());
  const s = await open(watcher, watchUrl);
  await Promise.all([atVersion(w, 2), atVersion(b, 2), atVersion(s, 2)]);
  await w.waitForFunction(() => !location.hash.includes("invite="));

  const acted = async (page: Page, others: Page[], version: number, action: string, t0: number): Promise<void> => {
    await atVersion(page, version);
    const input = await inputAt(page);
    for (const o of others) {
      await atVersion(o, version);
      const seen = await seenAt(o, version);
      timings.push({ action, ms: Math.round(seen - input), fromDriver: Math.round(seen - t0) });
    }
  };

  // 2: White moves the Monkey e1-e2 by pointer.
  await myTurn(w, 2);
  await clickSquare(w, "e1");
  await w.waitForSelector('rect.sq.selected[data-square="e1"]', { state: "attached" });
  check((await w.locator("circle.target").count()) > 0, "the Monkey's legal targets are shown");
  let t0 = await clickSquare(w, "e2");
  await acted(w, [b, s], 3, "e1-e2", t0);
  check((await b.locator('rect.sq.last[data-square="e2"]').count()) === 1, "the opponent sees the last action highlighted");

  // 3: White takes it back.
  await myTurn(w, 3);
  t0 = Date.now();
  await w.click("#undo");
  await acted(w, [b, s], 4, "undo", t0);

  // Esc cancels a selection (keyboard).
  await myTurn(w, 4);
  await w.focus("svg.board");
  await w.keyboard.press("ArrowDown"); // the cursor starts on e2; e1 is below
  await w.keyboard.press("Enter");
  await w.waitForSelector('rect.sq.selected[data-square="e1"]', { state: "attached" }); // Enter selects the Monkey under the cursor
  await w.keyboard.press("Escape");
  await w.waitForFunction(() => document.querySelectorAll("rect.sq.selected").length === 0); // Esc cancels

  // 4: the same step by keyboard: select e1, cursor up to e2, Enter.
  await w.keyboard.press("Enter");
  await w.waitForSelector('rect.sq.selected[data-square="e1"]', { state: "attached" });
  await w.keyboard.press("ArrowUp");
  t0 = Date.now();
  await w.keyboard.press("Enter");
  await acted(w, [b, s], 5, "e1-e2 (keyboard)", t0);

  // 5: the red card: Black's four pieces a8–d8 stand in a row (clustering), so White may
  // remove one; with nothing selected, a click on the piece does it.
  await myTurn(w, 5);
  check((await w.textContent("#summary"))!.includes("red card: may remove a piece"), "the summary shows the red card", await w.textContent("#summary"));
  t0 = await clickSquare(w, "d8");
  await acted(w, [b, s], 6, "xd8 (penalty)", t0);
  await b.waitForSelector('rect.sq.captured[data-square="d8"]', { state: "attached" });
  check(((await b.textContent("#announce")) ?? "").includes("Removed by the red card: Black Elephant on d8"), "the removal is announced", await b.textContent("#announce"));
  check((await s.locator('[data-piece="d8"]').count()) === 0, "the removed piece is gone for the spectator");
  check((await w.locator("dd").allTextContents()).includes("White has used the penalty"), "the penalty is used");

  // 6: White ends the turn.
  await myTurn(w, 6);
  t0 = Date.now();
  await w.click("#end-turn");
  await acted(w, [b, s], 7, "end", t0);

  // 7, 8: Black moves its Lion a8-a7 and ends the turn (the board is turned for Black).
  await myTurn(b, 7);
  await clickSquare(b, "a8");
  await b.waitForSelector('rect.sq.selected[data-square="a8"]', { state: "attached" });
  t0 = await clickSquare(b, "a7");
  await acted(b, [w, s], 8, "a8-a7", t0);
  await myTurn(b, 8);
  t0 = Date.now();
  await b.click("#end-turn");
  await acted(b, [w, s], 9, "end", t0);
  await b.screenshot({ path: `${out}/hanniball-black.png` });

  // A reload mid-game resumes where the game is.
  await b.reload();
  await atVersion(b, 9);
  // The page replays the history from the watch stream (from version 1).
  await b.waitForFunction(() => document.querySelectorAll("#moves button").length === 9);

  // A server restart mid-game (on Redis): every page reconnects and resumes.
  if (restart) {
    await restartServer();
    // Each page saw its stream drop and is live again before anybody acts.
    for (const p of [w, b, s]) await p.waitForSelector('#conn[data-drops][data-status="live"]', { state: "attached", timeout: 15_000 });
  }

  // An illegal click: the Lion on e13 cannot go to a2; the server says why.
  await myTurn(w, 9);
  const reason = await nonTargetDeselects(w, "e13", "a2");
  await atVersion(w, 9);

  // 9: the kick into Black's goal; several actions reach d15, so the chooser asks.
  await myTurn(w, 9);
  await clickSquare(w, "e13");
  await w.waitForSelector('rect.sq.selected[data-square="e13"]', { state: "attached" });
  await w.screenshot({ path: `${out}/hanniball-white.png` });
  await clickSquare(w, "d15");
  await w.waitForSelector("#chooser:not([hidden]) button.choice");
  const labels = await w.locator("#chooser button.choice").allTextContents();
  check(labels.length >= 2, "the chooser lists the actions that share d15", labels);
  // Esc closes the chooser (its first button has the focus); then choose again.
  await w.keyboard.press("Escape");
  await w.waitForSelector("#chooser[hidden]", { state: "attached" });
  await clickSquare(w, "e13");
  await w.waitForSelector('rect.sq.selected[data-square="e13"]', { state: "attached" });
  await clickSquare(w, "d15");
  await w.waitForSelector("#chooser:not([hidden]) button.choice");
  // The chooser by keyboard: arrows move through its buttons, Enter picks the kick.
  for (let i = 0; i <= labels.length; i++) {
    const focused = await w.evaluate(() => document.activeElement?.getAttribute("data-notation"));
    if (focused === "e13>d15") break;
    await w.keyboard.press("ArrowDown");
  }
  check((await w.evaluate(() => document.activeElement?.getAttribute("data-notation"))) === "e13>d15", "the arrows reach the kick");
  t0 = Date.now();
  await w.keyboard.press("Enter");
  await acted(w, [b, s], 10, "e13>d15 (goal)", t0);

  for (const p of [w, b, s]) {
    await p.waitForSelector("#banner:not([hidden])");
    const banner = await p.textContent("#banner-text");
    check(banner === "Game over: White won — goal", "the banner shows the result and the reason", banner);
  }
  const expected = ["1. start", "2. join", "3. e1-e2", "4. undo", "5. e1-e2", "6. xd8", "7. end", "8. a8-a7", "9. end", "10. e13>d15"];
  for (const [name, p] of [["spectator", s], ["black", b], ["white", w]] as const) {
    const list = await moveList(p);
    const table = await p.locator("#movetable tbody tr").evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td")].map((td) => [...td.querySelectorAll("button")].map((b) => b.textContent).join(" "))));
    check(JSON.stringify(table) === JSON.stringify([["e1-e2 xd8", "a8-a7"], ["e13>d15", ""]]), "the move list: a turn's steps in one cell, the undone step left out", table);
    check(JSON.stringify(list) === JSON.stringify(expected), `the ${name} saw every action in order`, list);
  }
  await s.screenshot({ path: `${out}/hanniball-phone.png`, fullPage: true });

  // The history steps back through past positions: at version 7, e2 holds the Monkey and
  // Black's Lion is still on a8; one back (5) the Elephant on d8 is not yet removed.
  await s.click("details:has(#moves) > summary"); // every change, the turn's end included
  await s.click('#moves button[data-version="7"]');
  await s.waitForSelector('main[data-viewing="7"]', { state: "attached" });
  check((await s.locator('[data-piece="e2"]').count()) === 1, "version 7 shows the Monkey on e2");
  check((await s.locator('[data-piece="a8"]').count()) === 1, "version 7 shows Black's Lion on a8");
  check((await s.locator('[data-piece="d8"]').count()) === 0, "version 7 shows d8 empty");
  await s.click("#hist-prev");
  await s.click("#hist-prev");
  await s.waitForSelector('main[data-viewing="5"]', { state: "attached" });
  check((await s.locator('[data-piece="d8"]').count()) === 1, "version 5 shows the Elephant on d8");
  await s.click("#hist-live");
  await s.waitForSelector('main[data-viewing="live"]', { state: "attached" });
  check((await s.locator('[data-piece="d15"]').count()) === 0 && (await s.locator('[data-ball="d15"]').count()) === 1, "live: the ball lies in the goal");

  check(reason === "", "a click on a square that is no target sends nothing and shows no error", reason);
  await Promise.all([white.close(), black.close(), watcher.close()]);
  return timings;
}

/** A game from the initial position that Black resigns (the Resign button, confirmed). */
export async function hanniballResign(browser: Browser, base: string): Promise<void> {
  const white = await browser.newContext();
  const black = await browser.newContext();
  const start = await open(white, `${base}/`);
  const links = await createGame(start, "hanniball");
  const w = await open(white, links.play);
  const b = await join(black, links.invite);
  await myTurn(w, 2);
  await w.waitForSelector("rect.sq.movable", { state: "attached" }); // White's movable pieces are marked
  await atVersion(b, 2);
  await b.click("#resign");
  for (const p of [w, b]) {
    await p.waitForSelector("#banner:not([hidden])");
    const banner = await p.textContent("#banner-text");
    check(banner === "Game over: White won — resignation", "the resignation ends the game", banner);
  }
  check(JSON.stringify(await moveList(w)) === JSON.stringify(["1. start", "2. join", "3. resign"]), "the history shows the resignation", await moveList(w));
  check(await w.isDisabled("#resign"), "nobody can resign a finished game");
  await Promise.all([white.close(), black.close()]);
}
