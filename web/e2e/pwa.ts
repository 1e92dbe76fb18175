// The installable app (docs/web.md, "Installable app"), on a 390 × 844 phone with a browser
// profile of its own (Chromium offers to install an app only outside incognito-like contexts):
// - the page names its manifest, theme colour and home-screen icon; the manifest has what
//   installing needs (name, short_name, start_url, scope, display, the colours, PNG icons of
//   192 and 512 px of the declared sizes, a maskable one), each icon loads as an image, and
//   Chromium's own check (DevTools' Page.getInstallabilityErrors) finds nothing missing;
// - /sw.js is served `no-cache`, names this build's script and style sheet, and controls the
//   page once it has loaded; its cache holds the app shell (not the PNG icons);
// - online, a page comes through the worker from the network, the API's calls pass it by;
// - offline, a game's page reloads from the cache (the worker's own request fails), says it is
//   offline (the line under the header, "reconnecting…") and another of the page's addresses
//   (a rules page) opens too; online again the line goes and the game loads, live;
// - a notification shown through the worker carries its page's address, and a click on it
//   focuses the window on that page or opens one (a headless browser allows neither to a
//   synthetic click: the refusal says which of the two the worker tried);
// - a new version (another script URL standing for a deployment's changed worker) is installed
//   at once, takes over the open page and drops the caches of the old one.
// Screenshot: OUT_DIR/pwa-offline-phone.png (docs/web-offline-phone.png).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIResponse, BrowserContext, Page, Response, Worker } from "playwright-core";
import { atVersion, check, createGame, launchProfile } from "./lib.js";

const LONG = { timeout: 30_000 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Icon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}
interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: Icon[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  check(bytes.subarray(1, 4).toString("latin1") === "PNG" && bytes.subarray(12, 16).toString("latin1") === "IHDR", "a PNG file");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Loads an icon: an image of its declared type, and a PNG of its declared size. */
async function icon(context: BrowserContext, url: string, icon: Icon): Promise<number> {
  const r: APIResponse = await context.request.get(url);
  const type = r.headers()["content-type"] ?? "";
  check(r.status() === 200 && type.startsWith("image/"), `the icon ${icon.src} loads as an image`, [r.status(), type]);
  check(icon.type === undefined || type === icon.type, `the icon ${icon.src} is of its declared type`, [type, icon.type]);
  if (type !== "image/png") return 0;
  const [w, h] = pngSize(await r.body());
  check(w === h && icon.sizes === `${w}x${h}`, `the icon ${icon.src} is of its declared size`, [w, h, icon.sizes]);
  return w;
}

/** The paths the worker's caches hold, by cache. */
const cached = (page: Page): Promise<Record<string, string[]>> =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const key of await caches.keys()) all[key] = (await (await caches.open(key)).keys()).map((r) => new URL(r.url).pathname);
    return all;
  });

/**
 * Shows a notification through the worker with `url` as its page and clicks it (a synthetic
 * click, in the worker): answers the worker's refusal to focus or open a window. (A string: the
 * TypeScript loader would wrap a function's named parts in a helper the worker lacks.)
 */
const clickNotification = (worker: Worker, url: string): Promise<string> =>
  worker.evaluate<string>(`(async () => {
    const url = ${JSON.stringify(url)};
    await registration.showNotification("Play board games", { body: "test", tag: "pwa-test", data: { url } });
    const [shown] = await registration.getNotifications({ tag: "pwa-test" });
    if (!shown || shown.data.url !== url) return "not shown";
    const click = new NotificationEvent("notificationclick", { notification: shown });
    // A synthetic event's own waitUntil refuses promises: keep the handler's.
    const waited = [];
    Object.defineProperty(click, "waitUntil", { value: (p) => void waited.push(p) });
    dispatchEvent(click);
    const left = (await registration.getNotifications({ tag: "pwa-test" })).length;
    try {
      await Promise.all(waited);
      return "done, " + left + " left";
    } catch (error) {
      return String(error) + ", " + left + " left";
    }
  })()`);

export async function installable(base: string, out: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "pwa-profile-"));
  const context = await launchProfile(dir, PHONE);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on("pageerror", (e) => console.error(`[page error] ${e.message}`));
    await page.goto(`${base}/`);
    await page.waitForSelector("#create", LONG);

    // The manifest, as a browser reads it before offering to install the app.
    const href = await page.getAttribute('link[rel="manifest"]', "href");
    check(href === "/manifest.webmanifest", "the page names its manifest", href);
    check(/^#[0-9a-f]{6}$/.test((await page.getAttribute('meta[name="theme-color"]', "content")) ?? ""), "the page has a theme colour");
    const touch = await page.getAttribute('link[rel="apple-touch-icon"]', "href");
    check((await icon(context, new URL(touch ?? "", base).href, { src: touch ?? "", sizes: "180x180", type: "image/png" })) === 180, "the home-screen icon of iOS");
    const answer = await context.request.get(new URL(href!, base).href);
    check(answer.status() === 200 && answer.headers()["content-type"] === "application/manifest+json", "the manifest is served as such", [answer.status(), answer.headers()["content-type"]]);
    const m = (await answer.json()) as Manifest;
    check(!!m.name && !!m.short_name && m.short_name.length <= 12, "a name and a short name (for the home screen)", [m.name, m.short_name]);
    const start = new URL(m.start_url ?? "", answer.url());
    check(start.origin === new URL(base).origin && start.pathname === "/", "the app starts at the start page", m.start_url);
    check(new URL(m.scope ?? "", answer.url()).pathname === "/", "its scope is the whole site", m.scope);
    check(["standalone", "minimal-ui", "fullscreen"].includes(m.display ?? ""), "it opens as an app", m.display);
    check(/^#[0-9a-f]{6}$/.test(m.theme_color ?? "") && /^#[0-9a-f]{6}$/.test(m.background_color ?? ""), "theme and background colours", [m.theme_color, m.background_color]);
    const sizes: { size: number; purpose: string }[] = [];
    for (const i of m.icons ?? []) sizes.push({ size: await icon(context, new URL(i.src, answer.url()).href, i), purpose: i.purpose ?? "any" });
    for (const want of [192, 512]) check(sizes.some((s) => s.size === want && s.purpose.split(" ").includes("any")), `a ${want} px PNG icon`, sizes);
    check(sizes.some((s) => s.size >= 192 && s.purpose.split(" ").includes("maskable")), "a maskable icon", sizes);

    // The worker: served for every visit to check, naming this build's files.
    const sw = await context.request.get(`${base}/sw.js`);
    check(sw.status() === 200 && (sw.headers()["content-type"] ?? "").startsWith("text/javascript"), "/sw.js is a script", [sw.status(), sw.headers()["content-type"]]);
    check(sw.headers()["cache-control"] === "no-cache", "/sw.js is revalidated at every fetch", sw.headers()["cache-control"]);
    const script = (await page.getAttribute('script[type="module"]', "src")) ?? "";
    const style = (await page.getAttribute('link[rel="stylesheet"]', "href")) ?? "";
    const source = await sw.text();
    check(script.startsWith("/assets/") && source.includes(JSON.stringify(script)) && source.includes(JSON.stringify(style)), "the worker names this build's script and style sheet", [script, style]);

    // It controls the page once the page has loaded (it takes over the open page when it starts).
    try {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    } catch {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, LONG);
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    check(scope === `${base}/`, "the worker's scope is the site", scope);
    const caches1 = await cached(page);
    const keys = Object.keys(caches1);
    check(keys.length === 1 && keys[0]!.startsWith("shell-"), "one cache, the shell's", keys);
    const shell = caches1[keys[0]!]!;
    for (const path of ["/index.html", script, style, "/favicon.svg", "/manifest.webmanifest"]) check(shell.includes(path), `the cache keeps ${path}`, shell);
    check(!shell.some((path) => path.endsWith(".png")), "but not the icons, which only installing needs", shell);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    check(installabilityErrors.length === 0, "Chromium finds the app installable", installabilityErrors);
    // (A DevTools session left open would undo the offline emulation of navigator.onLine.)
    await cdp.detach();

    // Online: the page comes from the network through the worker; the API's calls (POSTs) do not.
    const posts: Response[] = [];
    const post = (r: Response): void => void (r.request().method() === "POST" && posts.push(r));
    page.on("response", post);
    const online = await page.reload();
    check(online?.status() === 200 && online.fromServiceWorker(), "online, the worker passes the page on", [online?.status(), online?.fromServiceWorker()]);
    await createGame(page, "hnefatafl");
    await atVersion(page, 1, 30_000);
    page.off("response", post);
    check(posts.length > 0 && posts.every((r) => !r.fromServiceWorker()), "the API's calls pass the worker by", posts.map((r) => [r.url(), r.fromServiceWorker()]));
    const seat = page.url();

    // Offline: the game's page opens from the cache and says it is offline.
    const failed: string[] = [];
    context.on("requestfailed", (r) => void (r.serviceWorker() && failed.push(new URL(r.url()).pathname)));
    await context.setOffline(true);
    const offline = await page.reload();
    check(offline?.status() === 200 && offline.fromServiceWorker(), "offline, the worker answers with the kept page", [offline?.status(), offline?.fromServiceWorker()]);
    check(failed.includes(new URL(seat).pathname), "after the network failed it", failed);
    await page.waitForSelector("#offline:not(:empty)", LONG);
    const said = (await page.textContent("#offline")) ?? "";
    check(await page.isVisible("#offline") && said.startsWith("You are offline"), "the page says it is offline", said);
    check((await page.locator("header.site-header").count()) === 1 && (await page.locator("main.play-page").count()) === 1, "the page is drawn, not an error page");
    await page.waitForFunction(() => document.getElementById("conn")?.textContent === "reconnecting…", undefined, LONG);
    await page.screenshot({ path: `${out}/pwa-offline-phone.png` });
    const rules = await context.newPage();
    const opened = await rules.goto(`${base}/rules/hnefatafl`);
    check(opened?.status() === 200 && opened.fromServiceWorker(), "another of the page's addresses opens offline", opened?.status());
    await rules.waitForSelector("main.rules-page h1", LONG);
    check(await rules.isVisible("#offline"), "and says it is offline");

    // Online again: the line goes, the game loads and follows the server.
    await context.setOffline(false);
    await page.waitForFunction(() => document.getElementById("offline")?.textContent === "", undefined, LONG);
    check(await page.isHidden("#offline"), "online, the offline line is gone");
    await atVersion(page, 1, 30_000);
    await page.waitForSelector('#conn[data-status="live"]', { state: "attached", ...LONG });

    // A notification shown through the worker: a click focuses the window on its page (the
    // rules page is open) or opens its page (no window shows the start page).
    await context.grantPermissions(["notifications"], { origin: base });
    const worker = context.serviceWorkers().find((w) => w.url() === `${base}/sw.js`);
    check(worker !== undefined, "the worker runs", context.serviceWorkers().map((w) => w.url()));
    const focus = await clickNotification(worker!, `${base}/rules/hnefatafl`);
    check(/focus/i.test(focus) && focus.endsWith(", 0 left"), "a click on a notification of an open page focuses its window (and closes the notification)", focus);
    const openIt = await clickNotification(worker!, `${base}/`);
    check(/open a window/i.test(openIt) && openIt.endsWith(", 0 left"), "a click on one of a page not open opens it", openIt);
    await rules.close();

    // A new version: installed at once, it takes over the open page and drops the old caches.
    await page.evaluate(() => caches.open("shell-old").then((c) => c.put("/old", new Response("old"))));
    const next = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          navigator.serviceWorker.addEventListener("controllerchange", () => resolve(navigator.serviceWorker.controller?.scriptURL ?? ""), { once: true });
          navigator.serviceWorker.register("/sw.js?next").catch(reject);
        }),
    );
    check(next === `${base}/sw.js?next`, "the new worker controls the open page", next);
    // (The page hears of its new controller as the worker activates, before it has cleaned up.)
    let after = Object.keys(await cached(page));
    for (let n = 0; n < 100 && after.includes("shell-old"); n++) {
      await page.waitForTimeout(100);
      after = Object.keys(await cached(page));
    }
    check(after.length === 1 && after[0] === keys[0], "the old caches are gone, the shell's kept", after);
    const reloaded = await page.reload();
    check(reloaded?.status() === 200, "the page loads under the new worker", reloaded?.status());
    await atVersion(page, 1, 30_000);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
