// The lobby in the browser: two strangers (guests in two browser contexts, a desktop and a
// phone) find each other without a link. A posts a Hnefatafl seek and waits; B sees it appear
// live, accepts it, and lands on the Defenders' seat; A's waiting page opens the Attackers'
// seat by itself; A's first move reaches B; a rematch; then both press the same quick-pairing
// button and land in one game; B aborts it and A posts the seek again from the game page. A
// cancelled (correspondence) seek leaves B's list. axe-core checks
// the lobby page; screenshots go to OUT_DIR (lobby-*.png).
import type { Browser } from "playwright-core";
import { audit } from "./a11y.js";
import { atVersion, check, clickSquare, myTurn, open } from "./lib.js";

export async function lobby(browser: Browser, base: string, out: string): Promise<void> {
  const ca = await browser.newContext({ viewport: { width: 1200, height: 800 }, bypassCSP: true });
  const cb = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  try {
    const a = await open(ca, `${base}/lobby`);
    const b = await open(cb, `${base}/lobby`);
    for (const page of [a, b]) await page.waitForSelector('main.lobby-page[data-live="live"]', { state: "attached", timeout: 30_000 });
    const problems = [...(await audit(a, "lobby (desktop)")), ...(await audit(b, "lobby (phone)"))];
    check(problems.length === 0, "no serious or critical accessibility violation on the lobby", problems);

    // A cancelled seek leaves the other's list. It is a correspondence seek (three days per
    // move), listed in words.
    await a.selectOption("#seek-game", "hnefatafl");
    await a.selectOption("#seek-clock", "3d");
    await a.click("#seek-post");
    await a.waitForSelector('main.lobby-page[data-waiting="1"]', { state: "attached", timeout: 30_000 });
    const first = await a.getAttribute("#seeks tr.own", "data-seek");
    await b.waitForSelector(`#seeks tr[data-seek="${first}"]`, { timeout: 30_000 });
    const days = (await b.textContent(`#seeks tr[data-seek="${first}"]`)) ?? "";
    check(days.includes("3 days per move"), "the correspondence seek's clock in words", days);
    await a.click(`#seeks tr[data-seek="${first}"] button.cancel`);
    await b.waitForSelector(`#seeks tr[data-seek="${first}"]`, { state: "detached", timeout: 30_000 });

    // A posts a 5+3 seek as the Attackers and waits.
    await a.selectOption("#seek-clock", "5+3");
    await a.selectOption("#seek-side", "1");
    await a.click("#seek-post");
    await a.waitForSelector('main.lobby-page[data-waiting="1"]', { state: "attached", timeout: 30_000 });
    const id = await a.getAttribute("#seeks tr.own", "data-seek");
    check(id !== null && id !== first, "the new seek is listed as A's own", id);
    check(((await a.textContent("#lobby-status")) ?? "").startsWith("Waiting for an opponent"), "A's page says it waits", await a.textContent("#lobby-status"));
    const row = b.locator(`#seeks tr[data-seek="${id}"]`);
    await row.waitFor({ timeout: 30_000 });
    const text = (await row.textContent()) ?? "";
    check(/Copenhagen Hnefatafl|Hnefatafl/.test(text) && text.includes("5 min + 3 s") && text.includes("Attackers"), "B sees the seek live: game, clock, side", text);
    await a.screenshot({ path: `${out}/lobby-waiting-desktop.png`, fullPage: true });
    await b.screenshot({ path: `${out}/lobby-list-phone.png`, fullPage: true });

    // B accepts: both land on their seats of one game.
    await Promise.all([b.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=1$/, { timeout: 30_000 }), row.locator("button.accept").click()]);
    await a.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=0$/, { timeout: 30_000 });
    const game = (u: string): string => new URL(u).pathname;
    check(game(a.url()) === game(b.url()), "one game for both", [a.url(), b.url()]);
    for (const page of [a, b]) await page.waitForSelector('#conn[data-status="live"]', { state: "attached", timeout: 30_000 });
    await myTurn(a, 1);
    await clickSquare(a, "d1");
    await clickSquare(a, "d3");
    await atVersion(b, 2, 30_000);
    await b.screenshot({ path: `${out}/lobby-game-phone.png` });

    // B resigns; A offers a rematch, B's page shows the offer, B accepts: the same two in a
    // new game, the sides swapped.
    await b.click("#resign");
    for (const page of [a, b]) await page.waitForSelector("#offer-rematch:not([hidden])", { timeout: 30_000 });
    await a.click("#offer-rematch");
    await a.waitForFunction(() => /waiting for your opponent/.test(document.querySelector("#rematch-status")?.textContent ?? ""), undefined, { timeout: 30_000 });
    await b.waitForFunction(() => document.querySelector("#offer-rematch")?.textContent === "Accept the rematch", undefined, { timeout: 30_000 });
    check(((await b.textContent("#rematch-status")) ?? "").includes("Your opponent offers a rematch"), "B sees A's offer", await b.textContent("#rematch-status"));
    await b.screenshot({ path: `${out}/lobby-rematch-offered-phone.png` });
    const oldGame = game(a.url());
    await Promise.all([
      a.waitForURL((u) => /#token=[^&]+&seat=1$/.test(u.href) && u.pathname !== oldGame, { timeout: 30_000 }),
      b.waitForURL((u) => /#token=[^&]+&seat=0$/.test(u.href) && u.pathname !== oldGame, { timeout: 30_000 }),
      b.click("#offer-rematch"),
    ]);
    check(game(a.url()) === game(b.url()), "one rematch for both", [a.url(), b.url()]);
    await myTurn(b, 1);
    await clickSquare(b, "d1");
    await clickSquare(b, "d3");
    await atVersion(a, 2, 30_000);

    // Quick pairing: both press Chess Football 3+2 and land in one new game.
    for (const page of [a, b]) {
      await page.goto(`${base}/lobby`);
      await page.waitForSelector('main.lobby-page[data-live="live"]', { state: "attached", timeout: 30_000 });
    }
    const button = 'button.quick-pair[data-game="chessfootball"][data-clock="3+2"]';
    await a.click(button);
    await a.waitForFunction(() => /Looking for an opponent/.test(document.querySelector("#lobby-status")?.textContent ?? ""), undefined, { timeout: 30_000 });
    await a.screenshot({ path: `${out}/lobby-quick-desktop.png`, fullPage: true });
    await Promise.all([
      a.waitForURL(/\/play\/chessfootball\/[A-Za-z0-9_-]+#token=[^&]+&seat=[01]$/, { timeout: 30_000 }),
      b.waitForURL(/\/play\/chessfootball\/[A-Za-z0-9_-]+#token=[^&]+&seat=[01]$/, { timeout: 30_000 }),
      b.click(button),
    ]);
    check(game(a.url()) === game(b.url()), "quick pairing puts both in one game", [a.url(), b.url()]);
    check(a.url().slice(-1) !== b.url().slice(-1), "on opposite seats", [a.url(), b.url()]);

    // B aborts before anyone moved: A's seek is not lost; A posts it again from the game page
    // and is back in the lobby, waiting with the same terms.
    await b.waitForSelector("#abort:not([hidden])", { timeout: 30_000 });
    await b.click("#abort");
    await a.waitForSelector("#banner:not([hidden])", { timeout: 30_000 });
    check((await a.textContent("#rematch")) === "Seek a new opponent", "after an abort, the lobby's game offers its seek again", await a.textContent("#rematch"));
    await a.screenshot({ path: `${out}/lobby-aborted-seek-again-desktop.png` });
    await Promise.all([a.waitForURL(/\/lobby$/, { timeout: 30_000 }), a.click("#rematch")]);
    await a.waitForSelector('main.lobby-page[data-waiting="1"]', { state: "attached", timeout: 30_000 });
    const again = (await a.textContent("#seeks tr.own")) ?? "";
    check(/Chess Football/.test(again) && again.includes("3 min + 2 s"), "the seek is posted again with the game's terms", again);
  } finally {
    await ca.close();
    await cb.close();
  }
}
