// Accessibility: axe-core (injected into the page; its context bypasses the page's CSP, which
// allows no injected script) on the start page, a rules page and a game page of each game. Any
// violation of serious or critical impact fails the test. Also: the whole game is playable by
// keyboard (checked in each game's own test), and the first load's weight.
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { atVersion, check, createGame, join, open } from "./lib.js";
import { START as HANNIBALL } from "./hanniball.js";
import { START as HNEFATAFL } from "./hnefatafl.js";
import { START as CHESSFOOTBALL } from "./chessfootball.js";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[];
}

export async function audit(page: Page, what: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: unknown): Promise<AxeResult> } }).axe;
    return axe.run(document, { resultTypes: ["violations"] });
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${what}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}

export async function accessibility(browser: Browser, base: string, colorScheme: "light" | "dark" = "light"): Promise<void> {
  const problems: string[] = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true, colorScheme });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true, colorScheme });
  const start = await open(context, `${base}/`);
  await start.waitForSelector("#create");
  problems.push(...(await audit(start, "start page")));
  for (const [game, position] of [["hanniball", HANNIBALL], ["hnefatafl", HNEFATAFL], ["chessfootball", CHESSFOOTBALL]] as const) {
    const rules = await open(context, `${base}/rules/${game}`);
    await rules.waitForSelector("h1");
    problems.push(...(await audit(rules, `${game} rules`)));
    await rules.close();
    const page = await open(context, `${base}/`);
    const links = await createGame(page, game, position);
    const other = await join(phone, links.invite);
    await Promise.all([atVersion(page, 2), atVersion(other, 2)]);
    problems.push(...(await audit(page, `${game} game (desktop)`)));
    problems.push(...(await audit(other, `${game} game (phone)`)));
    await Promise.all([page.close(), other.close()]);
  }
  await Promise.all([context.close(), phone.close()]);
  check(problems.length === 0, `no serious or critical accessibility violation:\n${problems.join("\n")}`);
}

/** The first load (HTML + JS + CSS, as transferred) of the start page and of a game page. */
export async function firstLoad(browser: Browser, base: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const [name, path] of [["start", "/"], ["game", "/play/hanniball/AAAAAAAAAAAAAAAAAAAAAA"]] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let bytes = 0;
    page.on("response", async (r) => {
      // The page's messages (/locales/<locale>.ftl) are part of its first load.
      if (!/\.(js|css|ftl)$|\/$|\/play\//.test(new URL(r.url()).pathname)) return;
      const s = await r.request().sizes();
      bytes += s.responseBodySize + s.responseHeadersSize;
    });
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle");
    sizes[name] = bytes;
    await context.close();
  }
  return sizes;
}

/** From navigation start to the board drawn with the game's state, per game (ms). */
export async function loadToBoard(browser: Browser, base: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  for (const [game, position] of [["hanniball", HANNIBALL], ["hnefatafl", HNEFATAFL], ["chessfootball", CHESSFOOTBALL]] as const) {
    const start = await open(context, `${base}/`);
    const links = await createGame(start, game, position);
    await start.close();
    const page = await open(context, links.play);
    await atVersion(page, 1);
    await page.waitForSelector("svg.board rect.sq", { state: "attached" });
    out[game] = Math.round(await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen["1"]! - performance.timeOrigin));
    await page.close();
  }
  await context.close();
  return out;
}

/** The screenshots of docs/web.md: each game in play on a desktop and on a phone, a piece selected with its legal targets. */
export async function docShots(browser: Browser, base: string, out: string): Promise<void> {
  const games = [
    ["hanniball", "", "d4", "e6"],
    ["hnefatafl", "", "d1", "d2"],
    ["chessfootball", "2k2r2/1p2p3/3n4/2q5/8/2N+2B2/1P1P4/3RK3 w play 1 10/10 0-0", "c3", "e4"],
  ] as const;
  for (const [game, position, pick, target] of games) {
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const w = await open(desktop, `${base}/`);
    const links = await createGame(w, game, position);
    const b = await join(phone, links.invite);
    await Promise.all([atVersion(w, 2), atVersion(b, 2)]);
    await w.waitForSelector('main[data-turn="mine"][data-legal="2"]', { state: "attached" });
    const click = async (p: Page, sq: string): Promise<void> => {
      const r = await p.locator(`rect[data-square="${sq}"]`).boundingBox();
      if (!r) throw new Error(`no square ${sq}`);
      await p.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
    };
    await click(w, pick);
    await w.waitForSelector(`rect.sq.selected[data-square="${pick}"]`, { state: "attached" });
    await click(w, target);
    await atVersion(b, 3);
    await b.waitForTimeout(400);
    await w.waitForTimeout(400);
    await w.screenshot({ path: `${out}/docs-${game}-desktop.png` });
    await b.screenshot({ path: `${out}/docs-${game}-phone.png` });
    await Promise.all([desktop.close(), phone.close()]);
  }
}
