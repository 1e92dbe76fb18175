// Push notifications in the browser (docs/push.md), with a browser profile of its own (a
// persistent context, as a player's browser is) and the notification permission granted:
// - a signed-in player's account page shows the push section (loaded as /push.js), off;
// - *Turn on on this device* subscribes the service worker's registration with the server's
//   VAPID key and hands the subscription to the server: the page then says it is on and the
//   server counts one device (read back by the page through GetPushSettings, also after a
//   reload). Headless Chromium has no push service to subscribe with (it would ask Google's
//   FCM): when the real PushManager.subscribe fails, the test says so and gives the page a
//   subscription of its own making instead (an https endpoint under push.invalid with a real
//   P-256 key and auth secret, so the server's checks are the real ones); the rest of the
//   test is the same either way;
// - quiet hours saved in local time come back the same after a reload (kept by the server in
//   UTC minutes);
// - a push delivered to the page's registration through DevTools
//   (ServiceWorker.deliverPushMessage, with the JSON payload the server sends: DevTools hands
//   the worker the payload as is, so RFC 8291's encryption is not part of this test: the
//   Rust test's push-service stand-in covers it) is shown by the service worker as a
//   notification with the payload's title, body, tag and page (registration.getNotifications),
//   and a click on it tries to open that page (a headless browser refuses the window: the
//   refusal says which was tried);
// - *Turn off on this device* unsubscribes: the server counts no device.
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, Worker } from "playwright-core";
import { check, launchProfile, until } from "./lib.js";
import { signUp } from "./players.js";

const LONG = { timeout: 30_000 };

const b64url = (bytes: Buffer): string => bytes.toString("base64url");

/** Gives the page's PushManager a subscription of its own making (see the header). */
async function fakeSubscription(page: Page, endpoint: string): Promise<void> {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const keys = { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) };
  // (A string, not a function: the TypeScript loader would wrap named functions in a helper
  // that does not exist in the page.)
  await page.addInitScript({
    content: `(() => {
      const endpoint = ${JSON.stringify(endpoint)};
      const keys = ${JSON.stringify(keys)};
      // Kept across reloads, as a browser keeps a subscription.
      const kept = () => (localStorage.getItem("e2e-push") ? sub : null);
      const sub = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        toJSON() { return { endpoint, expirationTime: null, keys }; },
        getKey() { return null; },
        unsubscribe() { localStorage.removeItem("e2e-push"); return Promise.resolve(true); },
      };
      PushManager.prototype.subscribe = function () { localStorage.setItem("e2e-push", "1"); return Promise.resolve(sub); };
      PushManager.prototype.getSubscription = function () { return Promise.resolve(kept()); };
    })();`,
  });
}

const statusOf = (page: Page): Promise<string> => page.textContent("#push-status").then((t) => t ?? "");

async function waitStatus(page: Page, start: string): Promise<string> {
  try {
    // (The page gives the browser's push service 20 s to subscribe, then says it could not.)
    await page.waitForFunction((s) => (document.getElementById("push-status")?.textContent ?? "").startsWith(s) || (document.getElementById("push-status")?.textContent ?? "").startsWith("Could not"), start, { timeout: 45_000 });
  } catch (error) {
    throw new Error(`no status starting with ${JSON.stringify(start)}: the section reads ${JSON.stringify(await page.textContent("#push").catch(() => null))}`, { cause: error });
  }
  return statusOf(page);
}

async function devices(page: Page, n: number): Promise<void> {
  await page.waitForFunction((n) => (document.getElementById("push-devices")?.textContent ?? "").startsWith(`Push notifications reach ${n} `), n, LONG);
}

export async function pushNotifications(base: string, out: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "push-profile-"));
  const context = await launchProfile(dir, { viewport: { width: 1280, height: 800 } });
  let how: string;
  try {
    await context.grantPermissions(["notifications"], { origin: base });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on("pageerror", (e) => console.error(`[page error] ${e.message}`));
    const name = `pu${Date.now().toString(36)}`;
    await signUp(page, base, name, "a long push secret");
    await page.goto(`${base}/account`);
    await page.waitForSelector("#push-toggle", LONG);
    check((await waitStatus(page, "Push notifications are off")).startsWith("Push notifications are off"), "off at first", await statusOf(page));
    await devices(page, 0);
    check((await page.getAttribute("#push-toggle", "data-on")) === "false", "the switch offers to turn it on");

    // The real subscription first.
    await page.click("#push-toggle");
    let said = await waitStatus(page, "Push notifications are on");
    if (said.startsWith("Push notifications are on")) {
      how = "a real PushManager subscription";
    } else {
      how = `a subscription of the test's making (the real subscribe failed: ${said})`;
      await fakeSubscription(page, `https://push.invalid/e2e/${name}`);
      await page.reload();
      await page.waitForSelector("#push-toggle", LONG);
      await waitStatus(page, "Push notifications are off");
      await page.click("#push-toggle");
      said = await waitStatus(page, "Push notifications are on");
    }
    check(said === "Push notifications are on on this device.", "turned on", said);
    await devices(page, 1);
    await page.reload();
    check((await waitStatus(page, "Push notifications are on")) === "Push notifications are on on this device.", "still on after a reload", await statusOf(page));
    await devices(page, 1);

    // Quiet hours in local time, kept by the server.
    await page.fill("#quiet-from", "22:00");
    await page.fill("#quiet-to", "07:30");
    await page.click("form[aria-label='Quiet hours'] button[type=submit]");
    await page.waitForFunction(() => document.getElementById("quiet-status")?.textContent === "Quiet from 22:00 to 07:30.", undefined, LONG);
    await page.reload();
    await page.waitForFunction(() => document.getElementById("quiet-status")?.textContent === "Quiet from 22:00 to 07:30.", undefined, LONG);
    check((await page.inputValue("#quiet-from")) === "22:00" && (await page.inputValue("#quiet-to")) === "07:30", "the quiet hours come back as saved");
    await page.screenshot({ path: `${out}/push-account-desktop.png`, fullPage: true });

    // A push delivered to the registration: the worker shows it.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const r = e.registrations.find((r) => r.scopeURL === `${base}/` && !r.isDeleted);
        if (r) resolve(r.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const registrationId = await registration;
    const payload = { kind: "turn", title: "Your move", body: "ann moved: it is your move (hnefatafl).", url: "/play/hnefatafl/e2egame", tag: "turn:e2egame", game: "hnefatafl", game_id: "e2egame" };
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: `${base}/`, registrationId, data: JSON.stringify(payload) });
    const shownOf = async (): Promise<{ title: string; body: string; url?: string; icon: string }[]> =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications({ tag: "turn:e2egame" })).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url?: string } | undefined)?.url,
          icon: n.icon,
        })),
      );
    const shown = await until("the worker's notification", async () => (await shownOf())[0]);
    check(shown.title === payload.title && shown.body === payload.body && shown.url === payload.url && shown.icon.endsWith("/icon-192.png"), "the worker shows the push as a notification", shown);
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: `${base}/`, registrationId, data: JSON.stringify({ ...payload, body: "bob moved: it is your move (hnefatafl)." }) });
    const after = await until("the newer push's notification", async () => {
      const all = await shownOf();
      return all.some((n) => n.body.startsWith("bob")) ? all : undefined;
    });
    check(after.length === 1, "a newer push of the same game replaces the older", after.length);
    await cdp.detach();
    const worker = context.serviceWorkers().find((w: Worker) => w.url() === `${base}/sw.js`);
    check(worker !== undefined, "the worker runs");
    const clicked = await worker!.evaluate<string>(`(async () => {
      const [shown] = await registration.getNotifications({ tag: "turn:e2egame" });
      const click = new NotificationEvent("notificationclick", { notification: shown });
      const waited = [];
      Object.defineProperty(click, "waitUntil", { value: (p) => void waited.push(p) });
      dispatchEvent(click);
      const left = (await registration.getNotifications({ tag: "turn:e2egame" })).length;
      try { await Promise.all(waited); return "done, " + left + " left"; } catch (error) { return String(error) + ", " + left + " left"; }
    })()`);
    check(/open a window/i.test(clicked) && clicked.endsWith(", 0 left"), "a click on it opens the game's page (and closes it)", clicked);

    // Off: the server forgets the device.
    await page.click("#push-toggle");
    check((await waitStatus(page, "Push notifications are off")) === "Push notifications are off on this device.", "turned off", await statusOf(page));
    await devices(page, 0);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return how;
}
