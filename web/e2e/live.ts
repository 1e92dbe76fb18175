// Spectators: two players signed up (a desktop and a phone) play a lobby game; a guest (a
// third browser) finds it on /games with both names, watches it from there (the players see
// "1 watching"; A's quick-chat hello reaches B and the spectator), and follows it on
// /tv/hnefatafl; when it ends (a resignation), TV moves on (to another game going on, or
// says none is). axe-core checks /games and TV; screenshots go to OUT_DIR (live-*.png).
import type { Browser } from "playwright-core";
import { audit } from "./a11y.js";
import { check, open } from "./lib.js";
import { signUp } from "./players.js";

const LONG = { timeout: 30_000 };

export async function live(browser: Browser, base: string, out: string): Promise<void> {
  const stamp = Date.now().toString(36);
  const an = `lva${stamp}`;
  const bn = `lvb${stamp}`;
  const ca = await browser.newContext({ viewport: { width: 1200, height: 800 }, bypassCSP: true });
  const cb = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  const cs = await browser.newContext({ viewport: { width: 1200, height: 800 }, bypassCSP: true });
  try {
    const a = await open(ca, `${base}/account`);
    const b = await open(cb, `${base}/account`);
    await signUp(a, base, an, "a long secret for a");
    await signUp(b, base, bn, "a long secret for b");
    // A posts a rated 15+10 seek as the Attackers; B accepts: both seated.
    await a.goto(`${base}/lobby`);
    await a.waitForSelector('main.lobby-page[data-live="live"]', { state: "attached", ...LONG });
    await a.selectOption("#seek-game", "hnefatafl");
    await a.selectOption("#seek-clock", "15+10");
    await a.selectOption("#seek-side", "1");
    await a.check("#seek-rated");
    await a.click("#seek-post");
    await a.waitForSelector('main.lobby-page[data-waiting="1"]', { state: "attached", ...LONG });
    const seek = await a.getAttribute("#seeks tr.own", "data-seek");
    await b.goto(`${base}/lobby`);
    const row = b.locator(`#seeks tr[data-seek="${seek}"]`);
    await row.waitFor(LONG);
    await Promise.all([b.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=1$/, LONG), row.locator("button.accept").click()]);
    await a.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=0$/, LONG);
    const gameId = new URL(a.url()).pathname.split("/")[3]!;

    // A guest finds it on /games, with both players, and watches it from there.
    const s = await open(cs, `${base}/games`);
    const listed = s.locator(`#live-games tr[data-game-id="${gameId}"]`);
    await listed.waitFor(LONG);
    const text = (await listed.textContent()) ?? "";
    check(text.includes(`${an} (1500)`) && text.includes(`${bn} (1500)`) && text.includes("15 min + 10 s") && text.includes("rated"), "the game is listed with its players, clock and rated", text);
    check((await s.locator("a[href='/games']").first().count()) === 1, "the site's header links the games being played");
    const problems = await audit(s, "games being played");
    await s.screenshot({ path: `${out}/live-games-desktop.png`, fullPage: true });
    await Promise.all([s.waitForURL(new RegExp(`/play/hnefatafl/${gameId}$`), LONG), listed.locator("a").click()]);
    await s.waitForSelector('#conn[data-status="live"]', { state: "attached", ...LONG });
    check(((await s.textContent(".who")) ?? "").startsWith("Spectating"), "watching as a spectator", await s.textContent(".who"));

    // The players see one watching; A says hello from the quick chat's buttons, and B (on
    // another replica's stream as far as the page knows) and the spectator read it.
    await a.waitForSelector('#audience[data-spectators="1"]', { state: "attached", ...LONG });
    check(((await a.textContent("#watching")) ?? "") === "1 watching", "the players see how many watch", await a.textContent("#watching"));
    check((await s.locator("#audience button").count()) === 0, "a spectator has no chat buttons");
    await a.click('#audience button[data-preset="1"]');
    for (const [p, who] of [[a, "A"], [b, "B"], [s, "the spectator"]] as const) {
      await p.waitForSelector('#chat li[data-preset="1"]', LONG);
      const line = (await p.textContent("#chat li")) ?? "";
      check(line.includes("Attackers") && line.includes("Hello!"), `${who} reads A's hello`, line);
    }
    await a.screenshot({ path: `${out}/live-chat-desktop.png` });
    await b.evaluate(() => document.getElementById("audience")?.scrollIntoView({ block: "center" }));
    await b.screenshot({ path: `${out}/live-chat-phone.png` });

    // TV follows the best Hnefatafl game going on: the newest of equal ratings, this one.
    await s.goto(`${base}/tv/hnefatafl`);
    await s.waitForSelector(`#app[data-showing="${gameId}"]`, { state: "attached", ...LONG });
    await s.waitForSelector('#conn[data-status="live"]', { state: "attached", ...LONG });
    const shown = (await s.textContent("#tv-status")) ?? "";
    check(shown.includes(an) && shown.includes(bn), "TV says who plays", shown);
    problems.push(...(await audit(s, "TV")));
    await s.screenshot({ path: `${out}/live-tv-desktop.png` });
    await s.setViewportSize({ width: 390, height: 844 });
    await s.screenshot({ path: `${out}/live-tv-phone.png` });

    // The game ends: it leaves the list, and TV moves on.
    await b.click("#resign");
    await s.waitForFunction((id) => document.getElementById("app")?.dataset["showing"] !== id || (document.getElementById("tv-status")?.textContent ?? "").startsWith("No game"), gameId, { timeout: 60_000 });
    await s.goto(`${base}/games`);
    await s.waitForSelector("#live-games", { state: "attached", ...LONG });
    await s.waitForFunction((id) => !document.querySelector(`#live-games tr[data-game-id="${id}"]`) && document.getElementById("live-status") !== null, gameId, LONG);
    check(problems.length === 0, "no serious or critical accessibility violation on the spectators' pages", problems);
  } finally {
    await ca.close();
    await cb.close();
    await cs.close();
  }
}
