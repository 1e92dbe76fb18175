// Helpers of the browser tests: Chromium (Debian's, never a downloaded one) driven by
// playwright-core, pages of one game, and the timing of actions seen by other pages.
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** Chromium's command line for every test. */
export const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function present(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)`);
  }
}

export async function launch(): Promise<Browser> {
  present();
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/**
 * A browser with a profile in `dir` (not an incognito-like context: Chromium offers to install
 * an app only there), as one context.
 */
export async function launchProfile(dir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  present();
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: ARGS, ...options });
}

/** A page that records, in the page's clock (epoch ms), when each version appeared. */
export async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error(`[page error] ${e.message}`));
  page.on("dialog", (d) => void d.accept());
  await page.addInitScript(() => {
    const w = window as unknown as { __seen: Record<string, number>; __input: number };
    w.__seen = {};
    w.__input = NaN;
    // When the page received the last click or key press (capture phase, before any handler).
    // (No named functions in here: the TypeScript loader would wrap them in a helper that
    // does not exist in the page.)
    for (const type of ["click", "keydown"]) {
      addEventListener(type, () => (w.__input = performance.timeOrigin + performance.now()), true);
    }
    new MutationObserver(() => {
      const main = document.querySelector<HTMLElement>("main[data-version]");
      const v = main?.dataset["version"];
      if (v && !(v in w.__seen)) w.__seen[v] = performance.timeOrigin + performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-version"], childList: true });
  });
  await page.goto(url);
  return page;
}

export async function seenAt(page: Page, version: number): Promise<number> {
  return page.evaluate((v) => (window as unknown as { __seen: Record<string, number> }).__seen[String(v)] ?? NaN, version);
}

/** When the page received its last click or key press (epoch ms, the page's clock). */
export async function inputAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __input: number }).__input);
}

export async function atVersion(page: Page, version: number, timeout = 15_000): Promise<void> {
  await page.waitForSelector(`main[data-version="${version}"]`, { state: "attached", timeout });
}

/** Waits until it is this page's turn at `version` and its legal actions are loaded. */
export async function myTurn(page: Page, version: number): Promise<void> {
  await page.waitForSelector(`main[data-version="${version}"][data-turn="mine"][data-legal="${version}"]`, { state: "attached", timeout: 15_000 });
}

/** Clicks a square at its centre (on whatever is drawn there: a piece, the ball, a mark). */
export async function clickSquare(page: Page, square: string): Promise<number> {
  const rect = page.locator(`rect[data-square="${square}"]`);
  // A redraw may replace the square between finding and scrolling to it: find it again.
  for (let attempt = 0; ; attempt++) {
    try {
      await rect.scrollIntoViewIfNeeded();
      break;
    } catch (error) {
      if (attempt >= 10) throw error;
      await page.waitForTimeout(100);
    }
  }
  const box = await rect.boundingBox();
  if (!box) throw new Error(`square ${square} is not on the board`);
  const t = Date.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return t;
}

export async function moveList(page: Page): Promise<string[]> {
  return page.locator("#moves button").allTextContents();
}

export function check(condition: boolean, what: string, got?: unknown): void {
  if (!condition) throw new Error(`check failed: ${what}${got === undefined ? "" : `; got ${JSON.stringify(got)}`}`);
}

/**
 * Polls `probe` every 100 ms until it gives something other than `undefined`, and returns it;
 * throws after `timeout` ms with `what`. For conditions a page can only answer asynchronously
 * (a service worker's notifications): Playwright's waitForFunction does not wait for a
 * promise's value.
 */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeout = 30_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks the Rust test (our parent) to restart the server, and waits until it has. */
export async function restartServer(): Promise<void> {
  process.stdout.write("@@restart\n");
  const rl = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => {
    rl.once("line", () => resolve());
  });
  rl.close();
}

export interface Timing {
  action: string;
  /** From the page receiving the click (or key) to the other page showing the change. */
  ms: number;
  /** The same from just before Playwright started the click (its dispatch included). */
  fromDriver: number;
}

export interface Links {
  play: string;
  invite: string;
  watch: string;
}

/**
 * Creates a game on the start page (play with a friend: the second seat kept open) and
 * returns its three links; `clock` fills in the time control.
 */
export async function createGame(
  page: Page,
  game: string,
  position = "",
  clock?: { kind: "fischer"; minutes: number; increment: number } | { kind: "perTurn"; seconds: number },
): Promise<Links> {
  await page.waitForSelector("#create");
  await page.selectOption("#game", game);
  await page.fill("#position", position);
  await page.selectOption("#opponent", "friend");
  if (clock?.kind === "fischer") {
    await page.selectOption("#clock", "fischer");
    await page.fill("#clock-minutes", String(clock.minutes));
    await page.fill("#clock-increment", String(clock.increment));
  } else if (clock?.kind === "perTurn") {
    await page.selectOption("#clock", "perTurn");
    await page.fill("#clock-per-turn", String(clock.seconds));
  } else {
    await page.selectOption("#clock", "none");
  }
  await page.click("#create");
  // The creator lands on their own seat, which shows the invite link to copy (no link to click).
  await page.waitForSelector("main.play-page #invite-url", { state: "attached", timeout: 15_000 });
  check((await page.locator('a[href*="/join/"]').count()) === 0, "the creator's page has no clickable invite link");
  const watch = await page.getAttribute("#link-watch", "href");
  if (!watch) throw new Error("no spectator link");
  return { play: page.url(), invite: await page.inputValue("#invite-url"), watch };
}

/**
 * Selects the piece on `from`, clicks `to` (no legal target): the selection is dropped, no
 * ApplyAction is sent and no error shown. Answers the message line's text.
 */
export async function nonTargetDeselects(page: Page, from: string, to: string): Promise<string> {
  let applied = 0;
  const count = (r: { url(): string }): void => {
    if (r.url().endsWith("/ApplyAction")) applied += 1;
  };
  page.on("request", count);
  await clickSquare(page, from);
  await page.waitForSelector(`rect.sq.selected[data-square="${from}"]`, { state: "attached" });
  await clickSquare(page, to);
  await page.waitForSelector("rect.sq.selected", { state: "detached" });
  await page.waitForTimeout(500);
  page.off("request", count);
  check(applied === 0, "no action was sent", applied);
  return (await page.textContent("#message")) ?? "";
}

/** Opens the invite link and waits until the page has taken the seat and shows the game. */
export async function join(context: BrowserContext, invite: string): Promise<Page> {
  const page = await open(context, invite);
  await page.waitForSelector("main.play-page", { state: "attached", timeout: 15_000 });
  return page;
}
