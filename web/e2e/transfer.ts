// The archive's export and import in the browser: a player signs up (a desktop), imports the
// 1,752 Copenhagen games of tests/data from the CSV file, opens one imported game's replay,
// has a pasted record with an illegal move refused with its reason, and downloads the
// imports as one file of records whose games are all there; a guest on /import is offered
// signing in; the import page on a phone. axe-core checks /import and /export; screenshots
// go to OUT_DIR (transfer-*.png).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { audit } from "./a11y.js";
import { check, open } from "./lib.js";
import { signUp } from "./players.js";

const LONG = { timeout: 120_000 };
const CSV = fileURLToPath(new URL("../../tests/data/copenhagen-records.csv", import.meta.url));

export async function transfer(browser: Browser, base: string, out: string): Promise<void> {
  const games = readFileSync(CSV, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "").length;
  const name = `imp${Date.now().toString(36)}`;
  const desk = await browser.newContext({ viewport: { width: 1200, height: 800 }, bypassCSP: true, acceptDownloads: true });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  try {
    const p = await open(desk, `${base}/account`);
    await signUp(p, base, name, "a long secret for imports");
    // The profile links its downloads and, for its owner, the import page.
    check((await p.getAttribute("#export-link", "href")) === `/export/${name}`, "the profile links the download of its games");
    await p.click("a[href='/import']");
    await p.waitForSelector("#import-go", LONG);
    const problems = await audit(p, "import");
    await p.selectOption("#import-format", "copenhagen-csv");
    check((await p.inputValue("#import-game")) === "hnefatafl", "the Copenhagen CSV is read as Hnefatafl");
    await p.setInputFiles("#import-file", CSV);
    await p.click("#import-go");
    await p.waitForFunction(() => /games imported/.test(document.getElementById("import-status")?.textContent ?? ""), undefined, LONG);
    const said = (await p.textContent("#import-status")) ?? "";
    // The count in the page's language: English groups thousands ("1,752").
    check(said.startsWith(`${games.toLocaleString("en")} games imported`) && said.includes("0 refused"), `all ${games} games imported`, said);
    await p.screenshot({ path: `${out}/transfer-import-desktop.png`, fullPage: false });
    // One imported game replays on its board.
    await Promise.all([p.waitForURL(/\/archive\/imp-/, LONG), p.locator("#import-games a").first().click()]);
    await p.waitForSelector("#archive-result", LONG);
    const result = (await p.textContent("#archive-result")) ?? "";
    check(result.length > 0, "the imported game's result in words", result);

    // A pasted record the rules refuse: named with why.
    await p.goto(`${base}/import`);
    await p.waitForSelector("#import-go", LONG);
    await p.selectOption("#import-game", "hnefatafl");
    await p.fill("#import-text", "[Event \"mine\"]\n1. d1-d3 f4-c4\n2. d3-d1 c4-k4\n");
    await p.click("#import-go");
    await p.waitForSelector("#import-problems li", LONG);
    const refused = (await p.textContent("#import-problems li")) ?? "";
    check(refused.includes("c4-k4 is not legal"), "the refused record says which move and why", refused);

    // The imports downloaded: one file with every game.
    await p.goto(`${base}/export/${name}`);
    await p.waitForSelector("#export-imported", LONG);
    problems.push(...(await audit(p, "export")));
    const [download] = await Promise.all([p.waitForEvent("download", LONG), p.click("#export-imported")]);
    const path = await download.path();
    const text = readFileSync(path, "utf8");
    const count = text.split('[Event "Imported game"]').length - 1;
    check(count === games, `the download holds the ${games} imported games`, count);
    check(((await p.textContent("#export-status")) ?? "").startsWith(`${games.toLocaleString("en")} games`), "the page says how many", await p.textContent("#export-status"));
    await p.screenshot({ path: `${out}/transfer-export-desktop.png` });

    // A guest is offered signing in; the page on a phone.
    const g = await open(phone, `${base}/import`);
    await g.waitForSelector("a[href^='/account?next=']", LONG);
    await g.screenshot({ path: `${out}/transfer-guest-phone.png` });
    const q = await open(phone, `${base}/account`);
    await signUp(q, base, `${name}p`, "a long secret for the phone");
    await q.goto(`${base}/import`);
    await q.waitForSelector("#import-go", LONG);
    await q.screenshot({ path: `${out}/transfer-import-phone.png`, fullPage: true });
    check(problems.length === 0, "no serious or critical accessibility violation on the import and export pages", problems);
  } finally {
    await desk.close();
    await phone.close();
  }
}
