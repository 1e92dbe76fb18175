// The analysis board in the browser: a player imports the Copenhagen games of tests/data (a
// desktop); the Hnefatafl analysis board shows the explorer's counts of the first moves and
// the engine's evaluation and lines; a move played on the board and one picked in the explorer
// are checked by the server and listed, the explorer following; going back shows the start
// again. An imported game is opened from its archive page with "Analyse this game". Chess
// Football's board on a phone. axe-core checks the page; screenshots go to OUT_DIR
// (analysis-*.png).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { audit } from "./a11y.js";
import { check, clickSquare, open } from "./lib.js";
import { signUp } from "./players.js";

const LONG = { timeout: 120_000 };
/** Importing the 1,752 records replays each through the rules and indexes its opening: minutes on a loaded machine. */
const IMPORT = { timeout: 480_000 };
const CSV = fileURLToPath(new URL("../../tests/data/copenhagen-records.csv", import.meta.url));

/** The moves listed beside the board. */
async function listed(p: Page): Promise<string[]> {
  return p.locator("#analysis-moves li").allTextContents();
}

/** The explorer's rows: each move and its games. */
async function explored(p: Page): Promise<[string, number][]> {
  const rows = await p.locator("#explorer-moves tr").all();
  const out: [string, number][] = [];
  for (const row of rows) {
    const cells = await row.locator("td").allTextContents();
    out.push([cells[0] ?? "", Number(cells[1])]);
  }
  return out;
}

export async function analysisBoard(browser: Browser, base: string, out: string): Promise<void> {
  const name = `ana${Date.now().toString(36)}`;
  const desk = await browser.newContext({ viewport: { width: 1280, height: 860 }, bypassCSP: true });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  try {
    const p = await open(desk, `${base}/account`);
    await signUp(p, base, name, "a long secret for analysis");
    await p.goto(`${base}/import`);
    await p.waitForSelector("#import-go", LONG);
    await p.selectOption("#import-format", "copenhagen-csv");
    // The header and the first 200 records: enough openings for the explorer, quick to import.
    await p.fill("#import-text", readFileSync(CSV, "utf8").split("\n").slice(0, 201).join("\n"));
    await p.click("#import-go");
    await p.waitForFunction(() => /games imported/.test(document.getElementById("import-status")?.textContent ?? ""), undefined, IMPORT);

    // The start: the explorer's first moves, most played first, and the engine's lines.
    await p.goto(`${base}/analysis/hnefatafl`);
    await p.waitForSelector("#explorer-moves tr", LONG);
    const first = await explored(p);
    check(first.length > 5 && first.every(([, n], i) => i === 0 || n <= first[i - 1]![1]), "the explorer lists the first moves, most played first", first.slice(0, 5));
    const note = (await p.textContent("#explorer-note")) ?? "";
    const total = first.reduce((sum, [, n]) => sum + n, 0);
    check(note.startsWith(`${total.toLocaleString("en")} archived games`), "the explorer says how many games reached the position", note);
    await p.waitForSelector("#engine-lines li", LONG);
    await p.waitForFunction(() => /depth [2-9]/.test(document.getElementById("engine-info")?.textContent ?? ""), undefined, LONG);
    const evaluation = (await p.textContent("#eval-text")) ?? "";
    check(/% for (Attackers|Defenders)/.test(evaluation), "the evaluation in words", evaluation);
    const problems = await audit(p, "analysis");
    await p.screenshot({ path: `${out}/analysis-start-desktop.png` });

    // A move on the board (the attackers' d1-d3), then the explorer's most played answer.
    // The piece is selected, then the target clicked, until the move is listed: a redraw as
    // the engine's lines or the explorer arrive on a loaded machine may drop a click.
    for (let attempt = 0; ; attempt++) {
      await clickSquare(p, "d1");
      const selected = await p
        .waitForSelector('rect.sq.selected[data-square="d1"]', { state: "attached", timeout: 10_000 })
        .then(() => true, () => false);
      if (selected) {
        await clickSquare(p, "d3");
        const moved = await p
          .waitForFunction(() => document.querySelectorAll("#analysis-moves li").length === 1, undefined, { timeout: 15_000 })
          .then(() => true, () => false);
        if (moved) break;
      }
      if (attempt >= 4) throw new Error("d1-d3 could not be played on the analysis board");
    }
    check((await listed(p))[0] === "d1-d3", "the board's move is listed", await listed(p));
    const d1d3 = first.find(([m]) => m === "d1-d3")?.[1] ?? 0;
    await p.waitForFunction((n) => (document.getElementById("explorer-note")?.textContent ?? "").startsWith(`${n} archived`), d1d3, LONG);
    const answers = await explored(p);
    check(answers.reduce((s, [, n]) => s + n, 0) === d1d3, "the explorer follows the move: its games are those that played it", { d1d3, answers: answers.slice(0, 3) });
    await p.locator("#explorer-moves .explorer-move").first().click();
    await p.waitForFunction(() => document.querySelectorAll("#analysis-moves li").length === 2, undefined, LONG);
    check((await listed(p))[1] === answers[0]![0], "the explorer's move is played", await listed(p));
    await p.waitForSelector("#engine-lines li", LONG);
    await p.screenshot({ path: `${out}/analysis-moves-desktop.png` });
    // Back to the start: the first moves again.
    await p.click("#go-start");
    await p.waitForFunction((n) => (document.getElementById("explorer-note")?.textContent ?? "").startsWith(`${n} archived`), total, LONG);

    // An imported game, from its archive page.
    await p.goto(`${base}/import`);
    await p.waitForSelector("#import-go", LONG);
    await p.selectOption("#import-format", "copenhagen-csv");
    await p.fill("#import-text", "d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe2,1,0,Black");
    await p.click("#import-go");
    await Promise.all([p.waitForURL(/\/archive\//, LONG), p.locator("#import-games a").first().click()]);
    await Promise.all([p.waitForURL(/\/analysis\/hnefatafl\//, LONG), p.click("#analyse-game")]);
    await p.waitForFunction(() => document.querySelectorAll("#analysis-moves li").length === 5, undefined, LONG);
    check((await listed(p)).join(" ") === "d1-d3 e5-e2 g1-g3 f4-c4 g3-e3", "the archived game's moves are listed", await listed(p));
    await p.waitForSelector("#engine-lines li", LONG);
    // The computer review: the evaluation after each move, the swings marked.
    await p.click("#review-game");
    await p.waitForFunction(() => /biggest swings|No swing/.test(document.getElementById("review-status")?.textContent ?? ""), undefined, LONG);
    check((await p.locator("#review-moves li").count()) === 6, "one evaluation per position", await p.locator("#review-moves li").count());
    check((await p.locator("#review-moves .swing").count()) === 3, "three swings marked", await p.textContent("#review-status"));
    await p.screenshot({ path: `${out}/analysis-review-desktop.png`, fullPage: true });

    // Chess Football on a phone: the board, the engine and the explorer (no games yet).
    const q = await open(phone, `${base}/analysis/chessfootball`);
    await q.waitForSelector("#engine-lines li", LONG);
    check(((await q.textContent("#explorer-note")) ?? "").length > 0, "the explorer says what it has", await q.textContent("#explorer-note"));
    const width = await q.evaluate(() => document.documentElement.scrollWidth);
    check(width <= 390, "nothing wider than the phone", width);
    await q.screenshot({ path: `${out}/analysis-phone.png`, fullPage: true });
    check(problems.length === 0, "no serious or critical accessibility violation on the analysis board", problems);
  } finally {
    await desk.close();
    await phone.close();
  }
}
