// Players in the browser: two people sign up, sign out and in again, play a rated game, see a
// profile, the archived game replayed on its board and the leaderboards; axe-core checks the
// new pages (desktop and phone); screenshots of them go to OUT_DIR (players-*.png).
import { createClient } from "@connectrpc/connect";
import { grpcWebTransport } from "@arbiter/client";
import { AccountsService } from "@arbiter/client/gen/accounts/v1/accounts_pb";
import type { Browser, Page } from "playwright-core";
import { audit } from "./a11y.js";
import { atVersion, check, clickSquare, myTurn } from "./lib.js";

export async function signUp(page: Page, base: string, name: string, password: string): Promise<void> {
  await page.goto(`${base}/account`);
  await page.fill("#up-f-name", name);
  await page.fill("#up-f-password", password);
  await page.click("form[aria-label='Create an account'] button[type=submit]");
  await page.waitForURL(`**/players/${name}`, { timeout: 30_000 });
  await page.waitForSelector("table.standings", { timeout: 30_000 });
  const shown = await page.textContent(".account-control .me");
  check(shown === name, "the header shows the signed-in name", shown);
}

export async function players(browser: Browser, base: string, out: string): Promise<void> {
  const stamp = Date.now().toString(36);
  const a = `ann${stamp}`;
  const b = `bob${stamp}`;
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  const problems: string[] = [];
  try {
    const pa = await desktop.newPage();
    const pb = await phone.newPage();
    await signUp(pa, base, a, "correct horse battery");
    await signUp(pb, base, b, "another long secret");
    const token = await pa.evaluate(() => localStorage.getItem("hanniball.session"));
    check(token !== null && token.includes('"token"'), "the session is kept in localStorage", token);
    problems.push(...(await audit(pa, "profile (desktop)")), ...(await audit(pb, "profile (phone)")));
    await pa.screenshot({ path: `${out}/players-profile-desktop.png`, fullPage: true });
    await pb.screenshot({ path: `${out}/players-profile-phone.png`, fullPage: true });

    // Sign out, then a wrong password is refused, the right one signs in.
    // The signed-in header also links to /account ("Account"), so wait for the signed-out link.
    await pa.click(".account-control button");
    await pa.waitForSelector(".account-control a.sign-in", { timeout: 30_000 });
    check((await pa.evaluate(() => localStorage.getItem("hanniball.session"))) === null, "signing out forgets the session");
    await pa.goto(`${base}/account`);
    problems.push(...(await audit(pa, "account (desktop)")));
    await pa.screenshot({ path: `${out}/players-account-desktop.png`, fullPage: true });
    await pa.fill("#f-name", a);
    await pa.fill("#f-password", "wrong password here");
    await pa.click("form[aria-label='Sign in'] button[type=submit]");
    await pa.waitForSelector("form[aria-label='Sign in'] .form-status[data-reason='BAD_CREDENTIALS']", { timeout: 30_000 });
    const wrong = await pa.textContent("form[aria-label='Sign in'] .form-status");
    check(wrong === "Wrong name or password: check both and try again.", "a wrong password is refused in words", wrong);
    await pa.fill("#f-password", "correct horse battery");
    await pa.click("form[aria-label='Sign in'] button[type=submit]");
    await pa.waitForURL(`**/players/${a}`, { timeout: 30_000 });
    await pa.waitForSelector(".account-control .me", { timeout: 30_000 });

    // A rated game between the two, found by the invite link: both boards show both names
    // and ratings; A moves, B resigns, and A's profile then shows a Hnefatafl rating.
    for (const page of [pa, pb]) page.on("dialog", (d) => void d.accept());
    await pa.goto(`${base}/`);
    await pa.waitForSelector("#create");
    await pa.selectOption("#game", "hnefatafl");
    await pa.selectOption("#opponent", "friend");
    await pa.selectOption("#clock", "fischer");
    await pa.fill("#clock-minutes", "5");
    await pa.fill("#clock-increment", "3");
    check(await pa.isVisible("#rated"), "a signed-in player is offered a rated game");
    await pa.check("#rated");
    await pa.click("#create");
    await pa.waitForSelector("main.play-page #invite-url", { state: "attached", timeout: 30_000 });
    const invite = await pa.inputValue("#invite-url");
    await pb.goto(invite);
    const both = (page: Page) =>
      page.waitForFunction(
        ([x, y]) => {
          const t = document.querySelector("#players")?.textContent ?? "";
          return t.startsWith("Rated") && t.includes(`${x} (1500?)`) && t.includes(`${y} (1500?)`);
        },
        [a, b] as const,
        { timeout: 30_000 },
      );
    await both(pa);
    await both(pb);
    // The tab names both players, never the game's id.
    for (const page of [pa, pb]) check((await page.title()).endsWith(`${a} vs ${b} · Copenhagen Hnefatafl`), "the tab title names the players", await page.title());
    const clockName = await pa.textContent("#clock-0 .clock-name");
    check(clockName === `Attackers · ${a} (1500?) (you)`, "the clock names the player", clockName);
    await pa.screenshot({ path: `${out}/players-rated-game-desktop.png` });
    await pb.screenshot({ path: `${out}/players-rated-game-phone.png` });
    // Version 1 is the start, 2 B's join: A (the Attackers) moves d1-d2.
    await myTurn(pa, 2);
    await clickSquare(pa, "d1");
    await clickSquare(pa, "d2");
    await atVersion(pb, 3);
    await pb.waitForSelector("#resign:not([disabled])", { timeout: 30_000 });
    await pb.click("#resign");
    await pa.waitForSelector("#banner:not([hidden])", { timeout: 30_000 });
    // Both pages show both rating changes as soon as the game is rated (the players' streams
    // tell them): A won, so A's goes up and B's down.
    for (const page of [pa, pb]) {
      await page.waitForFunction(() => /\+\d+\)/.test(document.getElementById("players")?.textContent ?? "") && /\u2212\d+\)/.test(document.getElementById("players")?.textContent ?? ""), undefined, { timeout: 30_000 });
    }
    const line = (await pa.textContent("#players")) ?? "";
    check(new RegExp(`${a} \\(\\d+\\??, \\+\\d+\\)`).test(line) && new RegExp(`${b} \\(\\d+\\??, \\u2212\\d+\\)`).test(line), "the winner's rating went up and the loser's down, beside their names", line);
    const bare = (t: string | null): string => (t ?? "").replace(/ \(you\)/g, "");
    check(bare(await pb.textContent("#players")) === bare(line), "both players see the same changes", await pb.textContent("#players"));
    await pa.screenshot({ path: `${out}/players-rated-change-desktop.png` });
    await pb.screenshot({ path: `${out}/players-rated-change-phone.png` });
    let standing = "";
    for (let i = 0; i < 30 && !/hnefatafl/i.test(standing); i++) {
      if (i > 0) await pa.waitForTimeout(500);
      await pa.goto(`${base}/players/${a}`);
      await pa.waitForSelector("table.standings", { timeout: 30_000 });
      standing = (await pa.textContent("table.standings")) ?? "";
    }
    check(/hnefatafl/i.test(standing), "the rated game gave A a Hnefatafl rating", standing);

    // B's profile as seen by A, the archived game, and the leaderboards.
    await pa.goto(`${base}/players/${b}`);
    await pa.waitForSelector("table.standings", { timeout: 30_000 });
    check((await pa.textContent("h1")) === b, "B's profile is named", await pa.textContent("h1"));
    check((await pa.locator(".bot-badge").count()) === 0, "a person's profile has no bot badge");
    // B's games list the rated game, lost to A, with B's rating change.
    await pa.waitForSelector(".games-list .game-item", { timeout: 30_000 });
    const item = (await pa.textContent(".games-list .game-item")) ?? "";
    check(item.includes(`vs ${a}`) && /lost/.test(item) && item.includes("→") && !item.includes("unrated"), "B's games show the rated loss to A", item);
    check(item.includes("lost · Attackers won — Defenders resigned") && !item.includes("(resignation)"), "how the game ended, in words", item);
    // The archived game replays on its board: the last position first (after d1-d2, its
    // squares highlighted), ◀ and ← go back to the start, ▶ and → forward again.
    await pa.click(".games-list .game-item a");
    await pa.waitForSelector("section.replay svg.board rect[data-square]", { timeout: 30_000 });
    // The archive in words: the players and the game, the result, the clock as minutes+seconds.
    check((await pa.textContent("main h1")) === `${a} vs ${b} — Copenhagen Hnefatafl`, "the archive's heading names the players", await pa.textContent("main h1"));
    check((await pa.textContent("#archive-result")) === "Attackers won — Defenders resigned", "the result in words", await pa.textContent("#archive-result"));
    const terms = (await pa.textContent("#archive-terms")) ?? "";
    check(terms.includes("· rated ·") && terms.includes("clock 5+3"), "rated, on a 5+3 clock", terms);
    const viewing = () => pa.getAttribute("section.replay", "data-viewing");
    const step = () => pa.textContent("section.replay .replay-step");
    check((await pa.getAttribute("section.replay", "data-version")) === "1", "the replay has the start and one move", await pa.getAttribute("section.replay", "data-version"));
    check((await viewing()) === "1" && /d1-d2/.test((await step()) ?? ""), "the replay opens at the last position", [await viewing(), await step()]);
    check((await pa.locator('section.replay rect.sq.last[data-square="d2"]').count()) === 1, "the last move's squares are highlighted");
    check((await pa.locator("section.replay .mv.current").textContent()) === "d1-d2", "the move list marks the move shown");
    await pa.click("#replay-prev");
    await pa.waitForSelector('section.replay[data-viewing="0"]', { timeout: 5_000 });
    check(/Start position/.test((await step()) ?? "") && (await pa.locator("section.replay rect.sq.last").count()) === 0, "Previous shows the start position", await step());
    check(await pa.isDisabled("#replay-prev"), "there is nothing before the start");
    await pa.click("#replay-next");
    await pa.waitForSelector('section.replay[data-viewing="1"]', { timeout: 5_000 });
    await pa.keyboard.press("ArrowLeft");
    await pa.waitForSelector('section.replay[data-viewing="0"]', { timeout: 5_000 });
    await pa.screenshot({ path: `${out}/players-archive-start-desktop.png`, fullPage: true });
    await pa.keyboard.press("ArrowRight");
    await pa.waitForSelector('section.replay[data-viewing="1"]', { timeout: 5_000 });
    check((await pa.textContent("details.record-text pre.record:last-of-type")) !== "", "the record is kept as text");
    problems.push(...(await audit(pa, "archived game (desktop)")));
    await pa.screenshot({ path: `${out}/players-archive-desktop.png`, fullPage: true });
    const archive = pa.url();
    await pb.goto(archive);
    await pb.waitForSelector("section.replay svg.board rect[data-square]", { timeout: 30_000 });
    await pb.click("#replay-first");
    await pb.waitForSelector('section.replay[data-viewing="0"]', { timeout: 5_000 });
    await pb.click("#replay-last");
    await pb.waitForSelector('section.replay[data-viewing="1"]', { timeout: 5_000 });
    problems.push(...(await audit(pb, "archived game (phone)")));
    await pb.screenshot({ path: `${out}/players-archive-phone.png`, fullPage: true });
    for (const [page, what] of [
      [pa, "desktop"],
      [pb, "phone"],
    ] as const) {
      await page.goto(`${base}/leaderboard/hnefatafl`);
      await page.waitForFunction(() => document.querySelector(".leaderboard, .players-page p") !== null, undefined, { timeout: 30_000 });
      const tab = await page.getAttribute(".tabs [aria-current=page]", "href");
      check(tab === "/leaderboard/hnefatafl", "the game's tab is marked current", tab);
      problems.push(...(await audit(page, `leaderboard (${what})`)));
      await page.screenshot({ path: `${out}/players-leaderboard-${what}.png`, fullPage: true });
    }

    // A bot account (made through the API, as a bot's author would: the page's sign-up makes
    // people's accounts): its profile marks it *BOT*, in words.
    const bot = `robo${stamp}`;
    const made = await createClient(AccountsService, grpcWebTransport(base)).createAccount({ name: bot, password: "a bot's long secret", bot: true }, { timeoutMs: 15_000 });
    check(made.bot, "CreateAccount made a bot account", made);
    await pa.goto(`${base}/players/${bot}`);
    await pa.waitForSelector("h1 .bot-badge", { timeout: 30_000 });
    const badge = (await pa.textContent("h1 .bot-badge")) ?? "";
    const shown = (await pa.innerText("h1 .bot-badge")).trim();
    check(badge === "bot" && shown === "BOT" && (await pa.textContent("h1")) === `${bot} bot`, "a bot's profile has the BOT badge beside its name", { badge, shown });
    problems.push(...(await audit(pa, "bot profile (desktop)")));
    await pa.screenshot({ path: `${out}/players-bot-profile-desktop.png`, fullPage: true });
  } finally {
    await desktop.close();
    await phone.close();
  }
  check(problems.length === 0, "no serious or critical accessibility violation on the players' pages", problems);
}
