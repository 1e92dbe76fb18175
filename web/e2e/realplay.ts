// Real play in the browser: an invitation taken by a second browser context, a Fischer clock
// ticking on both pages, a draw offered and accepted; a used and a revoked invitation
// refused; and a game against the computer.
import type { Browser, Page, Request } from "playwright-core";
import { atVersion, check, clickSquare, createGame, join, moveList, myTurn, open, seenAt } from "./lib.js";

/** The Hnefatafl position of hnefatafl.ts: Attackers f8 and d1, Defenders f1 and the King on a6. */
const START = "11/11/11/5t5/11/K10/5t5/11/11/11/3t1T5 a";

const clockMs = async (page: Page, seat: 0 | 1): Promise<number> => Number(await page.getAttribute(`#clock-${seat}`, "data-ms"));
const clockText = async (page: Page, seat: 0 | 1): Promise<string> => (await page.textContent(`#clock-${seat} .clock-time`)) ?? "";

export async function invitationClockDraw(browser: Browser, base: string, out: string): Promise<void> {
  const ca = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const cb = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const cc = await browser.newContext();

  // A creates the game with a 5 min + 3 s clock and the Defenders' seat open.
  const start = await open(ca, `${base}/`);
  const links = await createGame(start, "hnefatafl", START, { kind: "fischer", minutes: 5, increment: 3 });
  check(new URL(links.invite).pathname.startsWith("/join/hnefatafl/") && /^#code=[^&]+$/.test(new URL(links.invite).hash), "the invite link carries only the code", links.invite);
  const a = await open(ca, links.play);
  await atVersion(a, 1);
  // A's page waits for the opponent, shows the invite link and offers to revoke it.
  await a.waitForSelector("#lobby:not([hidden]) #revoke");
  check((await a.textContent("#summary"))!.startsWith("Waiting for the opponent (Defenders)"), "the creator's page waits for the opponent", await a.textContent("#summary"));
  check((await a.inputValue("#invite-url")) === links.invite, "the creator's page shows the invite link");
  check(await a.isDisabled("#offer-draw"), "no draw offer while a seat is open");
  check((await clockText(a, 0)) === "5:00" && (await clockText(a, 1)) === "5:00", "both clocks show 5:00 before the first move", [await clockText(a, 0), await clockText(a, 1)]);
  await a.waitForSelector('#conn[data-status="live"]', { state: "attached", timeout: 15_000 });
  await a.screenshot({ path: `${out}/realplay-waiting.png` });

  // B opens the invite link: the page joins and becomes B's seat link.
  const b = await join(cb, links.invite);
  await atVersion(b, 2);
  check(/^#token=[^&]+&seat=1$/.test(new URL(b.url()).hash), "the joined page's URL is the seat link", b.url());
  await atVersion(a, 2); // the seat_taken event
  await a.waitForSelector("#lobby[hidden]", { state: "attached" });
  check(!a.url().includes("invite="), "the creator's URL drops the invitation once it is used", a.url());

  // A second open of the same invite link is refused with the server's reason.
  const c = await open(cc, links.invite);
  await c.waitForSelector("#message:not(:empty)");
  const refused = (await c.textContent("#message")) ?? "";
  check(refused.startsWith("This invitation has been used") && (await c.getAttribute("#message", "data-reason")) === "INVITATION_USED", "a used invitation is refused, in words", refused);
  check((await c.getAttribute("#link-watch", "href"))?.endsWith(new URL(links.watch).pathname) === true, "the refused page offers the spectator link");
  check(!c.url().includes("code="), "the refused page drops the code from its URL", c.url());
  await c.screenshot({ path: `${out}/realplay-invite-used.png` });

  // Both play a move; the clocks start with the first one.
  await myTurn(a, 2);
  await clickSquare(a, "f8");
  await a.waitForSelector('rect.sq.selected[data-square="f8"]', { state: "attached" });
  await clickSquare(a, "f9");
  await atVersion(b, 3);
  await b.waitForSelector("#clock-1.to-move.running", { state: "attached" });
  // B's clock ticks on both pages with no request in between (no polling); first the pages'
  // own reads after the change (the record, the legal moves) are left to finish.
  await a.waitForTimeout(500);
  const requests: string[] = [];
  const count = (r: Request): void => void requests.push(r.url());
  a.on("request", count);
  b.on("request", count);
  const before = [await clockMs(a, 1), await clockMs(b, 1)];
  await a.waitForTimeout(1500);
  const after = [await clockMs(a, 1), await clockMs(b, 1)];
  a.off("request", count);
  b.off("request", count);
  check(requests.length === 0, "the clocks tick without requests", requests);
  check(after[0]! < before[0]! - 900 && after[1]! < before[1]! - 900, "the running clock counts down on both pages", { before, after });
  check(after[0]! < 300_000 && after[0]! > 280_000, "B's clock is below 5:00", after);
  const aLeft = await clockMs(a, 0);
  check(aLeft > 300_000 && aLeft <= 303_000, "A's clock got the 3 s increment after its turn", aLeft);
  check(!(await b.locator("#clock-0.running").count()), "A's clock stopped");
  await b.screenshot({ path: `${out}/realplay-clocks-phone.png` });

  await myTurn(b, 3);
  await clickSquare(b, "f1");
  await b.waitForSelector('rect.sq.selected[data-square="f1"]', { state: "attached" });
  await clickSquare(b, "f2");
  await atVersion(a, 4);
  await a.waitForSelector("#clock-0.to-move.running", { state: "attached" });

  // A offers a draw; B sees it and accepts.
  await a.click("#offer-draw");
  await atVersion(b, 5);
  await b.waitForSelector("#draw:not([hidden]) #accept-draw:not([hidden])");
  check((await b.textContent("#draw-text")) === "Draw offered by Attackers.", "B sees the offer", await b.textContent("#draw-text"));
  check((await b.textContent("#summary"))!.endsWith("· draw offered by Attackers"), "the summary above the board says so too", await b.textContent("#summary"));
  check((await a.textContent("#draw-text"))!.startsWith("You offered a draw"), "A sees its own offer pending", await a.textContent("#draw-text"));
  check((await a.locator("#accept-draw:not([hidden])").count()) === 0, "the offerer cannot accept its own offer");
  check(await a.isDisabled("#offer-draw"), "one offer at a time");
  await b.screenshot({ path: `${out}/realplay-draw-offer.png`, fullPage: true });
  await b.click("#accept-draw");
  for (const p of [a, b]) {
    await p.waitForSelector("#banner:not([hidden])");
    const banner = await p.textContent("#banner-text");
    check(banner === "Game over: Drawn — draw agreed", "the agreed draw ends the game", banner);
    check((await p.locator(".clock.running").count()) === 0, "the clocks stop");
  }
  const list = await moveList(a);
  check(JSON.stringify(list) === JSON.stringify(["1. start", "2. join", "3. f8-f9", "4. f1-f2", "5. offer-draw", "6. accept-draw"]), "the history shows the real-play changes", list);
  await a.screenshot({ path: `${out}/realplay-drawn.png` });
  await Promise.all([ca.close(), cb.close(), cc.close()]);
}

/** The creator revokes the invitation; the invite link is then refused. */
export async function revokedInvitation(browser: Browser, base: string): Promise<void> {
  const ca = await browser.newContext();
  const cb = await browser.newContext();
  const start = await open(ca, `${base}/`);
  const links = await createGame(start, "chessfootball", "", { kind: "perTurn", seconds: 30 });
  const a = await open(ca, links.play);
  await a.waitForSelector("#lobby:not([hidden]) #revoke");
  check((await clockText(a, 0)) === "0:30" && (await a.textContent("#clocks .clock-control")) === "30 s per turn", "the per-turn clock is shown", await clockText(a, 0));
  await a.click("#revoke");
  await atVersion(a, 2);
  await a.waitForFunction(() => (document.getElementById("lobby")?.textContent ?? "").includes("was revoked"));
  check((await a.locator("#revoke").count()) === 0, "nothing left to revoke");
  check(!a.url().includes("invite="), "the creator's URL drops the revoked invitation", a.url());
  const b = await open(cb, links.invite);
  await b.waitForSelector("#message:not(:empty)");
  const refused = (await b.textContent("#message")) ?? "";
  check(refused.startsWith("This invitation was withdrawn") && (await b.getAttribute("#message", "data-reason")) === "INVITATION_REVOKED", "a revoked invitation is refused, in words", refused);
  await Promise.all([ca.close(), cb.close()]);
}

/**
 * A game against the computer: the start page lists the service's computer players, the
 * guest challenges one (accepted at once, unrated), the player moves, the computer's reply
 * appears, and the page names the computer player.
 */
export async function computer(browser: Browser, base: string, out: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const start = await open(context, `${base}/`);
  await start.selectOption("#game", "hnefatafl");
  await start.selectOption("#opponent", "computer");
  await start.selectOption("#seat", "0"); // the Attackers, who move first
  await start.waitForSelector('#strength[data-computers="listed"]', { state: "attached", timeout: 30_000 });
  const levels = await start.$$eval("#strength option", (os) => os.map((o) => (o as HTMLOptionElement).value));
  check(levels.join(",") === "computer-easy,computer-medium,computer-hard", "the computer players are offered, weakest first", levels);
  await start.selectOption("#strength", "computer-medium");
  const note = (await start.textContent("#computer-note")) ?? "";
  check(note.startsWith("computer-medium: ") && !note.includes("unrated"), "the page says how the computer player plays", note);
  // A fixed time per turn cannot be a challenge's clock: the page says the game is unrated.
  await start.selectOption("#clock", "perTurn");
  const perTurn = (await start.textContent("#computer-note")) ?? "";
  check(perTurn.includes("the game is unrated"), "with a fixed time per turn the page says the game is unrated", perTurn);
  await start.selectOption("#clock", "none");
  check((await start.textContent("#create")) === "Play the computer", "the button says what it does");
  await Promise.all([start.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=0&computer=100$/), start.click("#create")]);
  const p = start;
  await myTurn(p, 1);
  check((await p.textContent(".who")) === "You play Attackers", "the page is the player's seat");
  // d1-d2: an attacker from the initial position.
  await clickSquare(p, "d1");
  await p.waitForSelector('rect.sq.selected[data-square="d1"]', { state: "attached" });
  await clickSquare(p, "d2");
  await atVersion(p, 2);
  // The computer's reply arrives on the watch stream.
  await atVersion(p, 3, 30_000);
  const list = await moveList(p);
  check((await p.getAttribute("main", "data-thinking-seen")) === "yes", "the page said the computer was thinking");
  const reply = Math.round((await seenAt(p, 3)) - (await seenAt(p, 2)));
  console.error(`computer reply (0.1 s a move): ${reply} ms`);
  computerReplies.push(reply);
  check(list.length === 3 && list[1] === "2. d1-d2" && /^3\. [a-k]\d+-[a-k]\d+$/.test(list[2]!), "the computer replied with a move", list);
  await myTurn(p, 3);
  const players = (await p.textContent("#players")) ?? "";
  check(players.includes("computer-medium") && players.includes("(you)"), "the page names the computer player it plays", players);
  await p.screenshot({ path: `${out}/computer.png` });
  // After the end: the computer player takes a rematch offer at once (sides swapped: it
  // attacks and moves first), and "New game with the same settings" keeps the same computer
  // player and side.
  await p.click("#resign");
  await p.waitForSelector("#banner:not([hidden])", { timeout: 30_000 });
  await p.waitForSelector("#offer-rematch:not([hidden])", { timeout: 30_000 });
  const sameSettings = (await p.getAttribute("#rematch", "href")) ?? "/";
  await Promise.all([
    p.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=1&computer=100$/, { timeout: 60_000 }),
    p.click("#offer-rematch"),
  ]);
  await atVersion(p, 2, 60_000);
  await myTurn(p, 2);
  check((await p.textContent(".who")) === "You play Defenders", "the rematch has the sides swapped", await p.textContent(".who"));
  const rematchList = await moveList(p);
  check(rematchList.length === 2 && /^2\. [a-k]\d+-[a-k]\d+$/.test(rematchList[1]!), "the computer moved first in the rematch", rematchList);
  const rematchPlayers = (await p.textContent("#players")) ?? "";
  check(rematchPlayers.includes("computer-medium") && rematchPlayers.includes("(you)"), "the rematch is against the same computer player", rematchPlayers);
  await p.goto(sameSettings.startsWith("http") ? sameSettings : `${base}${sameSettings}`);
  await p.waitForSelector('#strength[data-computers="listed"]', { state: "attached", timeout: 30_000 });
  const again = [await p.inputValue("#opponent"), await p.inputValue("#strength"), await p.inputValue("#seat")];
  check(again.join(",") === "computer,computer-medium,0", "the same settings: the same computer player, the same side", again);
  await context.close();
}

/** The computer's reply times seen by the computer test (ms, from the player's move shown to the reply shown). */
export const computerReplies: number[] = [];

/** Two seconds a turn: after A's move B does not move, and B's flag falls. */
export async function lossOnTime(browser: Browser, base: string, out: string): Promise<void> {
  const ca = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const cb = await browser.newContext();
  const start = await open(ca, `${base}/`);
  const links = await createGame(start, "hnefatafl", START, { kind: "perTurn", seconds: 2 });
  const a = await open(ca, links.play);
  const b = await join(cb, links.invite);
  await myTurn(a, 2);
  await clickSquare(a, "f8");
  await a.waitForSelector('rect.sq.selected[data-square="f8"]', { state: "attached" });
  await clickSquare(a, "f9");
  await atVersion(b, 3);
  // Nobody calls: the server ends the game at the deadline and both pages get the flag fall.
  for (const p of [a, b]) {
    await atVersion(p, 4, 10_000);
    await p.waitForSelector("#banner:not([hidden])");
    const banner = await p.textContent("#banner-text");
    check(banner === "Game over: Attackers won — out of time", "the loss on time is shown", banner);
    check((await clockText(p, 1)) === "0:00.0" && (await p.locator("#clock-1.flagged").count()) === 1, "the flagged clock shows 0:00.0", await clockText(p, 1));
  }
  check(JSON.stringify(await moveList(b)) === JSON.stringify(["1. start", "2. join", "3. f8-f9", "4. timeout"]), "the history shows the flag fall", await moveList(b));
  await a.screenshot({ path: `${out}/realplay-timeout.png` });
  await Promise.all([ca.close(), cb.close()]);
}
