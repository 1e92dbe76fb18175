// Tournaments in the browser: Ann makes an arena on /events (a desktop) and joins it; Bob (a
// phone) joins from its page; the service pairs them, each opens "Your game" (a seat bound
// to their account, no token), the attackers' player moves and the defenders' player
// resigns; the event's page, open all along, shows the standings move live (the winner's
// score 2) without a reload. axe-core checks the list and the event's page; screenshots go
// to OUT_DIR (events-*.png).
import type { Browser, Page } from "playwright-core";
import { audit } from "./a11y.js";
import { check, clickSquare, open } from "./lib.js";
import { signUp } from "./players.js";

const LONG = { timeout: 60_000 };

/** The player's game link on the event's page, and the seat it opens. */
async function gameLink(page: Page): Promise<{ href: string; seat: number }> {
  await page.waitForSelector("#event-game-link", LONG);
  const href = (await page.getAttribute("#event-game-link", "href")) ?? "";
  return { href, seat: href.endsWith("#seat=0") ? 0 : 1 };
}

export async function events(browser: Browser, base: string, out: string): Promise<void> {
  const stamp = Date.now().toString(36);
  const [ann, bob] = [`ann${stamp}`, `bob${stamp}`];
  const desk = await browser.newContext({ viewport: { width: 1200, height: 800 }, bypassCSP: true });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  try {
    const a = await open(desk, `${base}/account`);
    const b = await open(phone, `${base}/account`);
    await signUp(a, base, ann, "a long secret for events");
    await signUp(b, base, bob, "another secret for events");
    // The profile links the player's events.
    check((await a.getAttribute("#events-link", "href")) === `/events?player=${ann}`, "the profile links the player's events");

    await a.goto(`${base}/events`);
    await a.waitForSelector("#create-event", LONG);
    const problems = await audit(a, "events");
    await a.fill("#event-name", `Arena ${stamp}`);
    await a.selectOption("#event-game", "hnefatafl");
    await a.selectOption("#event-format", "1");
    await a.fill("#event-clock", "1+0");
    await a.fill("#event-start", "0");
    await a.fill("#event-minutes", "5");
    await Promise.all([a.waitForURL(/\/events\/[0-9a-f]{16}$/, LONG), a.click("#create-event button[type=submit]")]);
    const url = a.url();
    await a.waitForSelector("#event-join", LONG);
    await a.click("#event-join");
    await a.waitForSelector("#event-withdraw", LONG);
    await b.goto(url);
    await b.waitForSelector("#event-join", LONG);
    await b.click("#event-join");
    await b.waitForSelector("#event-withdraw", LONG);
    problems.push(...(await audit(b, "event (phone)")));

    // Paired: each has a game, on opposite seats; a third page keeps the event open.
    const [la, lb] = await Promise.all([gameLink(a), gameLink(b)]);
    check(la.href.split("#")[0] === lb.href.split("#")[0] && la.seat !== lb.seat, "both are paired in one game, on opposite seats", [la, lb]);
    const watch = await open(desk, url);
    await watch.waitForSelector(`#standings tr[data-player="${ann}"]`, LONG);
    await watch.waitForSelector("#event-game-link", LONG);
    problems.push(...(await audit(watch, "event, paired (desktop)")));
    await watch.screenshot({ path: `${out}/events-running-desktop.png`, fullPage: true });
    await b.screenshot({ path: `${out}/events-running-phone.png`, fullPage: true });
    const [first, second, winner] = la.seat === 0 ? [a, b, ann] : [b, a, bob];
    const [firstLink, secondLink] = la.seat === 0 ? [la, lb] : [lb, la];
    // The first player berserks from the event's page (half the clock, no increment): the page
    // says so, and the page left open marks the berserker.
    await first.click("#event-berserk");
    await first.waitForSelector("#event-berserked", LONG);
    await watch.waitForFunction(() => /⚔/.test(document.querySelector("#pairings tbody")?.textContent ?? ""), undefined, LONG);
    await first.goto(`${base}${firstLink.href}`);
    await second.goto(`${base}${secondLink.href}`);
    // The attackers move first (d1-d3), then the defenders resign.
    await first.waitForSelector('main[data-turn="mine"]', LONG);
    await clickSquare(first, "d1");
    await clickSquare(first, "d3");
    await second.waitForSelector('main[data-turn="mine"]', LONG);
    await second.click("#resign");
    await second.waitForFunction(() => /resignation/.test(document.body.textContent ?? ""), undefined, LONG);

    // The standings moved on the page left open: the winner scored 2.
    await watch.waitForFunction((name) => document.querySelector(`#standings tr[data-player="${name}"] td.score`)?.textContent === "2", winner, LONG);
    const top = await watch.locator("#standings tbody tr").first().getAttribute("data-player");
    check(top === winner, "the winner leads the standings", top);
    const result = await watch.locator("#pairings td.result").first().textContent();
    check(result === "1-0", "the game's result is listed", result);
    await watch.screenshot({ path: `${out}/events-standings-desktop.png`, fullPage: true });
    await b.goto(url);
    await b.waitForFunction((name) => document.querySelector(`#standings tr[data-player="${name}"] td.score`)?.textContent === "2", winner, LONG);
    await b.screenshot({ path: `${out}/events-standings-phone.png`, fullPage: true });
    // The list shows the event running.
    await a.goto(`${base}/events`);
    await a.waitForSelector(`#events-running tr[data-event-id]`, LONG);
    check(problems.length === 0, "axe-core finds no serious or critical violation", problems);
  } finally {
    await desk.close();
    await phone.close();
  }
}
