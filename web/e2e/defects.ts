// Browser tests of what a player must never lose: a dropped request, the creator's own seat,
// a dead link; and of what the page must say: why a control is disabled, when the clocks
// start, what happened (goals, a draw offer's fate), what to do after the end.
import type { Browser, Page } from "playwright-core";
import { atVersion, check, clickSquare, createGame, join, myTurn, open } from "./lib.js";
import { START as HANNIBALL } from "./hanniball.js";
import { START as HNEFATAFL } from "./hnefatafl.js";

/** A Hanniball game between two browsers (White on `desktop`, Black on a phone). */
async function hanniballPair(browser: Browser, base: string, whiteViewport = { width: 1280, height: 800 }): Promise<{ w: Page; b: Page; links: { play: string; invite: string; watch: string } }> {
  const white = await browser.newContext({ viewport: whiteViewport });
  const black = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const start = await open(white, `${base}/`);
  const links = await createGame(start, "hanniball", HANNIBALL);
  const b = await join(black, links.invite);
  await Promise.all([atVersion(start, 2), atVersion(b, 2)]);
  return { w: start, b, links };
}

/** Defect 1: one dropped LegalActions request no longer freezes the board. */
export async function droppedRequest(browser: Browser, base: string): Promise<void> {
  const { links } = await hanniballPair(browser, base);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let dropped = 0;
  await page.route("**/LegalActions", async (route) => {
    if (dropped === 0) {
      dropped += 1;
      await route.abort("failed"); // "Failed to fetch", as on a flaky connection
    } else {
      await route.continue();
    }
  });
  await page.goto(links.play);
  await myTurn(page, 2); // the legal actions arrive after all
  check(dropped === 1, "one LegalActions request was dropped", dropped);
  check(Number(await page.getAttribute("#conn", "data-retries")) >= 1, "the page showed that it was reconnecting");
  await page.waitForSelector('#conn[data-retrying="no"]', { state: "attached" });
  check((await page.textContent("#conn")) !== "reconnecting…", "the connection line recovered", await page.textContent("#conn"));
  // The board works: White plays e1-e2.
  await clickSquare(page, "e1");
  await page.waitForSelector('rect.sq.selected[data-square="e1"]', { state: "attached" });
  await clickSquare(page, "e2");
  await atVersion(page, 3);
  check((await page.textContent("#message")) === "", "no error left on the page", await page.textContent("#message"));
  await context.close();
}

/** Defect 2: the creator cannot lose their seat by opening the invite link or navigating away. */
export async function creatorKeepsSeat(browser: Browser, base: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const start = await open(context, `${base}/`);
  const links = await createGame(start, "hnefatafl", HNEFATAFL);
  check(/#token=[^&]+&seat=0&invite=/.test(start.url()), "the creator's page is their own seat", start.url());
  let joins = 0;
  context.on("request", (r) => {
    if (r.url().endsWith("/JoinGame")) joins += 1;
  });
  // The invite link opened in the creator's browser warns and keeps the invitation.
  const mistaken = await open(context, links.invite);
  await mistaken.waitForSelector("#link-own-seat");
  check(joins === 0, "opening the invite link in the creator's browser sent no JoinGame", joins);
  await mistaken.click("#link-own-seat");
  await mistaken.waitForSelector("main.play-page #invite-url", { state: "attached" });
  check((await mistaken.textContent(".who")) === "You play Attackers", "back on the creator's seat", await mistaken.textContent(".who"));
  // Navigating away and back: the start page lists the game, with the seat link.
  await start.goto(`${base}/`);
  await start.waitForSelector("#my-games a.my-game");
  const href = await start.getAttribute("#my-games a.my-game", "href");
  check(href !== null && href.includes("#token=") && href.includes("seat=0"), "the start page keeps the creator's seat link", href);
  await start.goBack();
  await start.waitForSelector("main.play-page #invite-url", { state: "attached" });
  // The opponent can still join.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const d = await join(other, links.invite);
  await atVersion(d, 2);
  check((await d.textContent(".who")) === "You play Defenders", "the opponent took the invited seat", await d.textContent(".who"));
  await Promise.all([context.close(), other.close()]);
}

/** Defect 12: an unknown game's link says so and leads home. */
export async function unknownGame(browser: Browser, base: string): Promise<void> {
  const context = await browser.newContext();
  const page = await open(context, `${base}/play/chessfootball/AAAAAAAAAAAAAAAAAAAAAA`);
  await page.waitForSelector('main[data-missing="yes"]', { timeout: 30_000 });
  const text = (await page.textContent("main")) ?? "";
  check(text.includes("no such game"), "the page says the game does not exist", text);
  check((await page.getAttribute("#home", "href")) === "/", "a link home");
  await page.click("#home");
  await page.waitForSelector("#create");
  await context.close();
}

/** Defects 10 and 4: End turn explains itself, and on a phone the controls are on screen. */
export async function endTurnExplained(browser: Browser, base: string, out: string): Promise<void> {
  // White on a phone-sized window this time.
  const { w } = await hanniballPair(browser, base, { width: 390, height: 844 });
  await myTurn(w, 2);
  for (const id of ["#end-turn", "#undo"]) {
    const box = await w.locator(id).boundingBox();
    check(box !== null && box.y >= 0 && box.y + box.height <= 844, `${id} is on the phone's screen`, box);
  }
  // e1-e2, then e2-e1: the board is back where the turn started, so End turn is refused.
  await clickSquare(w, "e1");
  await w.waitForSelector('rect.sq.selected[data-square="e1"]', { state: "attached" });
  await clickSquare(w, "e2");
  await myTurn(w, 3);
  check(!(await w.isDisabled("#end-turn")), "End turn is offered after a step that changed the board");
  await clickSquare(w, "e2");
  await w.waitForSelector('rect.sq.selected[data-square="e2"]', { state: "attached" });
  await clickSquare(w, "e1");
  await myTurn(w, 4);
  check(await w.isDisabled("#end-turn"), "End turn is refused while the board equals the turn's start");
  const why = (await w.textContent("#why")) ?? "";
  check(why.includes("start of your turn"), "the page says why End turn is disabled", why);
  check(((await w.getAttribute("#end-turn", "title")) ?? "").includes("start of your turn"), "the button's title says why");
  await w.screenshot({ path: `${out}/hanniball-end-turn-why-phone.png` });
  await w.context().close();
}

/** Defect 6 (and 13's "To move"): after the end, a new game with the same settings and a way home; the board stays on screen. */
export async function afterTheEnd(browser: Browser, base: string, out: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const start = await open(context, `${base}/`);
  const links = await createGame(start, "hnefatafl", HNEFATAFL, { kind: "fischer", minutes: 3, increment: 2 });
  const d = await join(other, links.invite);
  await atVersion(start, 2);
  await atVersion(d, 2);
  await start.click("#resign");
  await start.waitForSelector("#banner:not([hidden])");
  check((await start.textContent("#banner-text")) === "Game over: Defenders won — resignation", "the result", await start.textContent("#banner-text"));
  const board = await start.locator("svg.board").boundingBox();
  check(board !== null && board.y + board.height <= 720 + 1, "the whole board is on a desktop screen with the result shown", board);
  const facts = (await start.textContent(".facts")) ?? "";
  check(!facts.includes("To move"), "no side to move after the end", facts);
  check((await start.getAttribute("#home", "href")) === "/", "a link home");
  await start.screenshot({ path: `${out}/game-over.png` });
  await start.click("#rematch");
  await start.waitForSelector("#create");
  check((await start.inputValue("#game")) === "hnefatafl", "the same game is chosen", await start.inputValue("#game"));
  check((await start.inputValue("#position")) === HNEFATAFL, "the same start position", await start.inputValue("#position"));
  check((await start.inputValue("#clock")) === "fischer" && (await start.inputValue("#clock-minutes")) === "3" && (await start.inputValue("#clock-increment")) === "2", "the same clock");
  check((await start.locator("#seat option").first().textContent()) === "Attackers", "the sides are the game's");
  await Promise.all([context.close(), other.close()]);
}

/** Defect 7: a clock game says that the clocks start with the first move. */
export async function clockNotStarted(browser: Browser, base: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const start = await open(context, `${base}/`);
  const links = await createGame(start, "hnefatafl", HNEFATAFL, { kind: "fischer", minutes: 5, increment: 3 });
  const d = await join(other, links.invite);
  await atVersion(start, 2);
  for (const p of [start, d]) {
    await p.waitForSelector("#clock-note:not([hidden])");
    check((await p.textContent("#clock-note")) === "The clocks start with Attackers' first move.", "the clocks wait for the first move", await p.textContent("#clock-note"));
  }
  await myTurn(start, 2);
  await clickSquare(start, "f8");
  await start.waitForSelector('rect.sq.selected[data-square="f8"]', { state: "attached" });
  await clickSquare(start, "f9");
  await atVersion(d, 3);
  await d.waitForSelector("#clock-note[hidden]", { state: "attached" });
  // Defect 13: a draw offer that a move overtakes is announced, not silently dropped.
  await myTurn(d, 3);
  await start.click("#offer-draw");
  await atVersion(d, 4);
  await myTurn(d, 4);
  await clickSquare(d, "a6");
  await d.waitForSelector('rect.sq.selected[data-square="a6"]', { state: "attached" });
  await clickSquare(d, "a5");
  await atVersion(start, 5);
  await start.waitForFunction(() => (document.getElementById("announce")?.textContent ?? "").includes("Your draw offer lapsed"));
  // The other side is told whose offer it was: "Attackers'", never "Attackers's".
  await d.waitForFunction(() => (document.getElementById("announce")?.textContent ?? "").includes("Attackers' draw offer lapsed"));
  await Promise.all([context.close(), other.close()]);
}

/** Defect 5: the start page's Hanniball example is a position the server accepts. */
export async function examplePosition(browser: Browser, base: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await open(context, `${base}/`);
  await page.waitForSelector("#create");
  await page.selectOption("#game", "hanniball");
  for (let i = 0; i < (await page.locator("button.example").count()); i++) {
    await page.goto(`${base}/`);
    await page.selectOption("#game", "hanniball");
    await page.locator("button.example").nth(i).click();
    await page.click("#create");
    await page.waitForSelector("main.play-page", { state: "attached", timeout: 15_000 });
    await atVersion(page, 1);
    check((await page.textContent("#message")) === "", "the example starts a game", await page.textContent("#message"));
  }
  await context.close();
}

/** Defect 13: the keyboard cursor shows only after keys, a favicon, Chess Football's "No move" only when it is legal. */
export async function smallThings(browser: Browser, base: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await open(context, `${base}/`);
  await page.waitForSelector('link[rel="icon"]', { state: "attached" });
  const icon = await page.getAttribute('link[rel="icon"]', "href");
  const r = await context.request.get(`${base}${icon ?? "/favicon.ico"}`);
  check(r.status() === 200 && (r.headers()["content-type"] ?? "").startsWith("image/"), "the favicon is served", r.status());
  const links = await createGame(page, "chessfootball");
  check(await page.isHidden("#end-turn"), "no disabled 'No move' button while it is not legal");
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const b = await join(other, links.invite);
  await Promise.all([atVersion(page, 2), atVersion(b, 2)]);
  await clickSquare(page, "h8"); // a click on a square that offers nothing
  const cursorShown = (): Promise<boolean> => page.evaluate(() => {
    const c = document.querySelector("svg.board .cursor");
    return c !== null && getComputedStyle(c).display !== "none";
  });
  check(!(await cursorShown()), "no keyboard cursor after a click");
  await page.focus("svg.board");
  await page.keyboard.press("ArrowUp");
  check(await cursorShown(), "the keyboard cursor after an arrow key");
  await Promise.all([context.close(), other.close()]);
}

/** Defect 8: the move list is paired by turn and follows a long game. */
export async function longMoveList(browser: Browser, base: string, out: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await open(context, `${base}/`);
  const links = await createGame(a, "hnefatafl", HNEFATAFL);
  const d = await join(other, links.invite);
  await atVersion(a, 2);
  const shuttle: [Page, string, string][] = [
    [a, "d1", "d2"],
    [d, "a6", "a5"],
    [a, "d2", "d1"],
    [d, "a5", "a6"],
  ];
  let version = 2;
  for (let i = 0; i < 44; i++) {
    const [page, from, to] = shuttle[i % 4]!;
    await myTurn(page, version);
    await clickSquare(page, from);
    await page.waitForSelector(`rect.sq.selected[data-square="${from}"]`, { state: "attached" });
    await clickSquare(page, to);
    version += 1;
    await atVersion(page, version);
  }
  await atVersion(d, version);
  for (const p of [a, d]) {
    const rows = await p.locator("#movetable tbody tr").count();
    check(rows === 22, "44 moves make 22 rows of two", rows);
    const first = await p.locator("#movetable tbody tr").first().locator("td").allTextContents();
    check(JSON.stringify(first) === JSON.stringify(["d1-d2", "a6-a5"]), "a row pairs the Attackers' move with the Defenders' reply", first);
    // The newest move is marked and scrolled into the list's view.
    const visible = await p.evaluate(() => {
      const box = document.querySelector(".movescroll")!.getBoundingClientRect();
      const cur = document.querySelector("#movetable .mv.current")?.getBoundingClientRect();
      return cur !== undefined && cur.top >= box.top - 1 && cur.bottom <= box.bottom + 1;
    });
    check(visible, "the current move is in view");
    check((await p.textContent("#movetable .mv.current")) === "a5-a6", "the current move is the last one", await p.textContent("#movetable .mv.current"));
  }
  // A click on a move shows that position.
  await a.click('#movetable .mv[data-version="3"]');
  await a.waitForSelector('main[data-viewing="3"]', { state: "attached" });
  await a.screenshot({ path: `${out}/move-list.png` });
  await Promise.all([context.close(), other.close()]);
}

/** The board: drag and drop, the last move's squares, flip for a spectator, sounds off by default and remembered. */
export async function boardFeel(browser: Browser, base: string, out: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const watcher = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await open(context, `${base}/`);
  const links = await createGame(a, "hnefatafl", HNEFATAFL);
  const d = await join(other, links.invite);
  const s = await open(watcher, links.watch);
  await Promise.all([atVersion(a, 2), atVersion(s, 2)]);
  // Drag the attacker f8 to f9.
  await myTurn(a, 2);
  const box = async (p: Page, sq: string): Promise<{ x: number; y: number }> => {
    const b = await p.locator(`rect[data-square="${sq}"]`).boundingBox();
    if (!b) throw new Error(`no square ${sq}`);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const from = await box(a, "f8");
  const to = await box(a, "f9");
  await a.mouse.move(from.x, from.y);
  await a.mouse.down();
  await a.mouse.move(from.x, from.y - 10, { steps: 3 });
  check((await a.locator("g.piece.dragging").count()) === 1, "the dragged piece follows the pointer");
  await a.mouse.move(to.x, to.y, { steps: 5 });
  await a.mouse.up();
  await atVersion(a, 3);
  await atVersion(s, 3);
  check((await s.locator('rect.sq.last[data-square="f9"]').count()) === 1 && (await s.locator('[data-piece="f9"]').count()) === 1, "the dragged move was played and is highlighted");
  // Flip: the spectator turns the board; a1 moves from the bottom left to the top right.
  const before = await box(s, "a1");
  await s.click("#flip");
  // The board is redrawn on the next animation frame: wait for a1 to move (up to 60 s).
  // While it is redrawn the square may be briefly absent: keep asking.
  const boxSoon = async (): Promise<{ x: number; y: number }> => box(s, "a1").catch(() => before);
  let after = await boxSoon();
  for (let i = 0; i < 600 && !(after.y < before.y && after.x > before.x); i++) {
    await s.waitForTimeout(100);
    after = await boxSoon();
  }
  check(after.y < before.y && after.x > before.x, "the board is turned", { before, after });
  await s.screenshot({ path: `${out}/hnefatafl-flipped-spectator.png` });
  // Sounds: off by default, remembered after a reload.
  check(!(await d.isChecked("#sound")), "sounds are off by default");
  await d.check("#sound");
  await d.reload();
  await atVersion(d, 3);
  check(await d.isChecked("#sound"), "the sound setting is remembered");
  await Promise.all([context.close(), other.close(), watcher.close()]);
}

/**
 * Defect 3 (the page's part): while the computer is to move the page says it is thinking, and
 * when no reply comes it says the reply is late. The "computer" here is a seat nobody moves
 * (a page told, as the start page tells it, that the computer plays the other side).
 */
export async function lateComputer(browser: Browser, base: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await browser.newContext();
  const start = await open(context, `${base}/`);
  const links = await createGame(start, "hnefatafl", HNEFATAFL);
  await join(other, links.invite);
  const page = await open(context, `${links.play}&computer=100`);
  await myTurn(page, 2);
  await clickSquare(page, "f8");
  await page.waitForSelector('rect.sq.selected[data-square="f8"]', { state: "attached" });
  await clickSquare(page, "f9");
  await atVersion(page, 3);
  await page.waitForSelector('main[data-computer="thinking"]', { state: "attached" });
  check((await page.textContent("#thinking")) === "The computer is thinking…", "the page says the computer is thinking", await page.textContent("#thinking"));
  await page.waitForSelector('main[data-computer="late"]', { state: "attached", timeout: 60_000 });
  const text = (await page.textContent("#thinking")) ?? "";
  check(text.includes("has not answered"), "the page says the computer's reply is late", text);
  await Promise.all([context.close(), other.close()]);
}
