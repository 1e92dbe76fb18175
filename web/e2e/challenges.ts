// Challenges in the browser: two players who know each other's names (a desktop and a phone,
// both signed up through the page). A guest's lobby says challenges need an account; A's own
// profile has no Challenge link, B's has one, which opens the lobby's form with B's name;
// challenging oneself or an unknown name is refused in words. A challenges B to Hnefatafl
// 5+3 as the Attackers; B, waiting in the lobby, sees it appear live and declines with the
// default reason; A's page says why. A challenges again, B accepts: both land on their seats
// of one game, each board naming both players, and A's lobby lists the game going on.
// axe-core checks the lobby with challenges; screenshots go to OUT_DIR (challenges-*.png).
import type { Browser, Page } from "playwright-core";
import { audit } from "./a11y.js";
import { check, open } from "./lib.js";
import { signUp } from "./players.js";

const LONG = { timeout: 30_000 };

const statusIs = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector("#challenge-status")?.textContent === t, text, LONG);

export async function challenges(browser: Browser, base: string, out: string): Promise<void> {
  const stamp = Date.now().toString(36);
  const an = `cha${stamp}`;
  const bn = `chb${stamp}`;
  const ca = await browser.newContext({ viewport: { width: 1200, height: 800 }, bypassCSP: true });
  const cb = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  try {
    // A guest is told that challenges need an account, with the way to sign in.
    const a = await open(ca, `${base}/lobby`);
    await a.waitForSelector("#challenges-guest", LONG);
    check((await a.getAttribute("#challenges-guest a", "href")) === "/account", "the guest's note links to sign in");
    check((await a.locator("#challenge-form").count()) === 0, "a guest gets no challenge form");
    await a.screenshot({ path: `${out}/challenges-guest-desktop.png` });

    await signUp(a, base, an, "first long secret here");
    const b = await open(cb, `${base}/account`);
    await signUp(b, base, bn, "second long secret here");
    check((await a.locator("#challenge-player").count()) === 0, "one's own profile has no Challenge link");

    // B waits in the lobby, following their own stream.
    await b.goto(`${base}/lobby`);
    await b.waitForSelector('#challenges[data-live="live"]', { state: "attached", ...LONG });
    check(await b.isVisible("#no-challenges"), "B has no challenges yet");

    // A opens B's profile: Challenge leads to the lobby's form with B's name filled in.
    await a.goto(`${base}/players/${bn}`);
    await a.waitForSelector("#challenge-player", LONG);
    check((await a.textContent("#challenge-player")) === `Challenge ${bn}`, "B's profile offers a challenge", await a.textContent("#challenge-player"));
    await a.screenshot({ path: `${out}/challenges-profile-desktop.png` });
    await a.click("#challenge-player");
    await a.waitForSelector('#challenges[data-live="live"]', { state: "attached", ...LONG });
    check((await a.inputValue("#challenge-name")) === bn, "the form has B's name", await a.inputValue("#challenge-name"));
    check(new URL(a.url()).hash === "", "the name left the URL", a.url());
    check((await a.evaluate(() => document.activeElement?.id)) === "challenge-game", "the focus is on the form (the game)");

    // Refusals in words: oneself, and a name nobody has.
    await a.fill("#challenge-name", an);
    await a.click("#challenge-send");
    await a.waitForSelector('#challenge-status[data-reason="SAME_PLAYER"]', { state: "attached", ...LONG });
    check((await a.textContent("#challenge-status")) === "You cannot challenge yourself: enter another player's name.", "challenging oneself is refused in words", await a.textContent("#challenge-status"));
    await a.fill("#challenge-name", `nobody${stamp}`);
    await a.click("#challenge-send");
    await a.waitForSelector('#challenge-status[data-reason="PLAYER_NOT_FOUND"]', { state: "attached", ...LONG });
    check(((await a.textContent("#challenge-status")) ?? "").startsWith(`Nobody is called “nobody${stamp}”`), "an unknown name is refused in words", await a.textContent("#challenge-status"));

    // A challenges B: Hnefatafl, 5 min + 3 s, A as the Attackers, casual.
    const challenge = async (): Promise<string> => {
      const before = await a.locator("#challenges-out li").count();
      await a.fill("#challenge-name", bn);
      await a.selectOption("#challenge-game", "hnefatafl");
      await a.selectOption("#challenge-clock", "5+3");
      await a.selectOption("#challenge-side", "1");
      await a.click("#challenge-send");
      await a.waitForSelector(`#challenges[data-outgoing="${before + 1}"]`, { state: "attached", ...LONG });
      const id = await a.getAttribute("#challenges-out li:last-child", "data-seek");
      check(id !== null, "A's challenge is listed", id);
      return id!;
    };
    const first = await challenge();
    const sent = (await a.textContent(`#challenges-out li[data-seek="${first}"]`)) ?? "";
    check(sent.includes(`You challenged ${bn}`) && sent.includes(`Waiting for ${bn}…`) && sent.includes("you play Attackers") && sent.includes("5 min + 3 s"), "A's challenge waits for B", sent);

    // B sees it live: who, their rating, the game, the clock, casual, B's side.
    const row = b.locator(`#challenges-in li[data-seek="${first}"]`);
    await row.waitFor(LONG);
    const text = (await row.textContent()) ?? "";
    check(new RegExp(`^${an} \\(\\d+\\??\\) challenges you: .*Hnefatafl, 5 min \\+ 3 s, casual; you play Defenders\\.`).test(text), "B sees A's challenge: name, rating, game, clock, casual, side", text);
    // A's rating is provisional (a new account): "1500?", as on every other page.
    await row.locator(".rating", { hasText: "1500?" }).waitFor(LONG);
    await b.waitForFunction(() => document.title.startsWith("(1) "), undefined, LONG);
    await statusIs(b, `${an} challenges you: Copenhagen Hnefatafl, 5 min + 3 s, casual.`);
    const problems = [...(await audit(a, "lobby with a challenge sent (desktop)")), ...(await audit(b, "lobby with a challenge received (phone)"))];
    await a.screenshot({ path: `${out}/challenges-sent-desktop.png`, fullPage: true });
    await b.screenshot({ path: `${out}/challenges-received-phone.png`, fullPage: true });

    // B declines with the reason offered first ("later"): A is told.
    await row.locator("button.decline-challenge").click();
    const reason = row.locator("select.decline-reason");
    await reason.waitFor(LONG);
    check((await reason.inputValue()) === "1", "the reason offered first is 'later'", await reason.inputValue());
    check((await b.evaluate(() => document.activeElement?.classList.contains("decline-reason"))) === true, "the focus moves to the reason");
    check(!(await row.locator("button.accept-challenge").isVisible()), "while declining, Accept is put away");
    problems.push(...(await audit(b, "lobby declining a challenge (phone)")));
    await b.screenshot({ path: `${out}/challenges-decline-phone.png`, fullPage: true });
    await row.locator("button.decline-send").click();
    await row.waitFor({ state: "detached", ...LONG });
    await statusIs(b, `You declined ${an}'s challenge (not now, ask again later).`);
    await statusIs(a, `${bn} declined: not now, ask again later.`);
    await a.waitForSelector(`#challenges-out li[data-seek="${first}"]`, { state: "detached", ...LONG });
    await a.screenshot({ path: `${out}/challenges-declined-desktop.png`, fullPage: true });

    // A challenges again; B accepts: both land on their seats of one game.
    const second = await challenge();
    check(second !== first, "a new challenge", second);
    const again = b.locator(`#challenges-in li[data-seek="${second}"]`);
    await again.waitFor(LONG);
    await Promise.all([b.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=1$/, LONG), again.locator("button.accept-challenge").click()]);
    await a.waitForURL(/\/play\/hnefatafl\/[A-Za-z0-9_-]+#token=[^&]+&seat=0$/, LONG);
    const game = (u: string): string => new URL(u).pathname;
    check(game(a.url()) === game(b.url()), "one game for both", [a.url(), b.url()]);
    for (const [page, seat] of [
      [a, 0],
      [b, 1],
    ] as const) {
      await page.waitForSelector('#conn[data-status="live"]', { state: "attached", ...LONG });
      await page.waitForFunction(
        // (No named function in here: the TypeScript loader would wrap it in a missing helper.)
        ([x, y]) => {
          const [s0, s1] = [0, 1].map((n) => document.querySelector(`#players .seat-player[data-seat="${n}"]`)?.textContent ?? "");
          return (s0 ?? "").startsWith(`Attackers: ${x} (`) && (s1 ?? "").startsWith(`Defenders: ${y} (`);
        },
        [an, bn] as const,
        LONG,
      );
      const mine = (await page.textContent(`#players .seat-player[data-seat="${seat}"]`)) ?? "";
      check(mine.endsWith("(you)"), "each page names its own seat", mine);
    }
    await a.screenshot({ path: `${out}/challenges-game-desktop.png` });
    await b.screenshot({ path: `${out}/challenges-game-phone.png` });

    // Back in the lobby, A's stream lists the game going on, with A's seat.
    const played = game(a.url());
    await a.goto(`${base}/lobby`);
    const going = a.locator(`#my-lobby-games li[data-game-id="${played.split("/").pop()}"]`);
    await going.waitFor(LONG);
    const link = (await going.locator("a").getAttribute("href")) ?? "";
    check(link.includes(`${played}#token=`) && link.endsWith("&seat=0"), "the lobby lists A's game going on with A's seat", link);
    check(((await going.textContent()) ?? "").includes(`${an} vs ${bn}`), "named by its players", await going.textContent());
    check(problems.length === 0, "no serious or critical accessibility violation on the lobby's challenges", problems);
  } finally {
    await ca.close();
    await cb.close();
  }
}
