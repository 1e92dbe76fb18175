// Push notifications on this device (the account page's section; loaded only there: a second
// entry of the build, /push.js, docs/push.md). A signed-in player turns them on per browser:
// the page asks for the notification permission on the click, subscribes the service worker's
// registration with the server's VAPID key (players.v1 PushService/GetPushKey) and hands the
// subscription to the server (SubscribePush); Turn off unsubscribes both. Quiet hours are
// kept by the server in UTC minutes; the page shows and takes them in local time.
//
// What it uses of the rest of the page comes in `Deps` (types only are imported here), so that
// the main script exports nothing for it and stays as small as it was. For the same reason it
// speaks gRPC-Web itself (a few fields of five small messages: `call` below) rather than
// through the generated client, whose runtime the main script already carries and would then
// have to share as a chunk of its own.
import type { h } from "../ui/dom.js";
import type { t } from "../i18n/i18n.js";

/** The page's own parts this section uses, handed over by the main script. */
export interface Deps {
  h: typeof h;
  t: typeof t;
  /** The signed-in player's session token. */
  token: string;
}

const SERVICE = "/players.v1.PushService/";
/** How long the browser's push service may take to subscribe (ms). */
const SUBSCRIBE_MS = 20_000;

// --- protobuf, the little of it these messages need ---------------------------------------

type Field = string | number | Uint8Array | undefined;

function varint(n: number): number[] {
  const out: number[] = [];
  let v = n >>> 0;
  while (v > 0x7f) {
    out.push((v & 0x7f) | 0x80);
    v >>>= 7;
  }
  out.push(v);
  return out;
}

/** Encodes fields numbered 1, 2, … (strings and nested messages as bytes, numbers as varints). */
export function encode(fields: Field[]): Uint8Array {
  const out: number[] = [];
  fields.forEach((f, i) => {
    if (f === undefined || f === "" || f === 0) return;
    if (typeof f === "number") {
      out.push(...varint(((i + 1) << 3) | 0), ...varint(f));
    } else {
      const bytes = typeof f === "string" ? new TextEncoder().encode(f) : f;
      out.push(...varint(((i + 1) << 3) | 2), ...varint(bytes.length), ...bytes);
    }
  });
  return new Uint8Array(out);
}

/** Decodes a message: each field number's last value (varints as numbers, the rest as bytes). */
export function decode(bytes: Uint8Array): Map<number, number | Uint8Array> {
  const out = new Map<number, number | Uint8Array>();
  let at = 0;
  const read = (): number => {
    let v = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[at++];
      if (b === undefined) throw new Error("truncated message");
      v += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return v;
      shift += 7;
    }
  };
  while (at < bytes.length) {
    const key = read();
    const wire = key & 7;
    if (wire === 0) out.set(key >>> 3, read());
    else if (wire === 2) {
      const len = read();
      out.set(key >>> 3, bytes.slice(at, at + len));
      at += len;
    } else throw new Error(`unexpected wire type ${wire}`);
  }
  return out;
}

const text = (v: number | Uint8Array | undefined): string => (v instanceof Uint8Array ? new TextDecoder().decode(v) : "");
const num = (v: number | Uint8Array | undefined): number => (typeof v === "number" ? v : 0);

/** A refusal of the server: its gRPC status and message. */
export class CallError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** One unary call over gRPC-Web: the answer's fields. */
export async function call(method: string, token: string, request: Uint8Array): Promise<Map<number, number | Uint8Array>> {
  const body = new Uint8Array(5 + request.length);
  new DataView(body.buffer).setUint32(1, request.length);
  body.set(request, 5);
  const r = await fetch(SERVICE + method, {
    method: "POST",
    headers: { "content-type": "application/grpc-web+proto", "x-grpc-web": "1", authorization: `Bearer ${token}` },
    body,
  });
  const bytes = new Uint8Array(await r.arrayBuffer());
  let message = new Uint8Array();
  let status = r.headers.get("grpc-status");
  let said = r.headers.get("grpc-message") ?? "";
  for (let at = 0; at + 5 <= bytes.length; ) {
    const len = new DataView(bytes.buffer, bytes.byteOffset + at + 1, 4).getUint32(0);
    const frame = bytes.slice(at + 5, at + 5 + len);
    if (bytes[at]! & 0x80) {
      for (const line of new TextDecoder().decode(frame).split("\r\n")) {
        const [name, ...rest] = line.split(":");
        if (name?.trim().toLowerCase() === "grpc-status") status = rest.join(":").trim();
        if (name?.trim().toLowerCase() === "grpc-message") said = rest.join(":").trim();
      }
    } else message = frame;
    at += 5 + len;
  }
  if (!r.ok || status === null || status !== "0") throw new CallError(Number(status ?? 2), decodeURIComponent(said) || `HTTP ${r.status}`);
  return decode(message);
}

// --- the section -------------------------------------------------------------------------

/** The VAPID key as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** A minute of the day (UTC) as local "HH:MM", and back. */
export function localTime(utcMinute: number, offsetMinutes: number): string {
  const m = (((utcMinute - offsetMinutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}
export function utcMinute(local: string, offsetMinutes: number): number {
  const [hh, mm] = local.split(":").map(Number);
  return ((((hh ?? 0) * 60 + (mm ?? 0) + offsetMinutes) % 1440) + 1440) % 1440;
}

/** Fills `section` with this device's push switch and the player's quiet hours. */
export function pushSection(section: HTMLElement, { h, t, token }: Deps): void {
  const status = h("p", { id: "push-status", role: "status" });
  const devices = h("p", { id: "push-devices" });
  const toggle = h("button", { type: "button", id: "push-toggle" });
  const from = h<"input">("input", { id: "quiet-from", type: "time", required: "" });
  const to = h<"input">("input", { id: "quiet-to", type: "time", required: "" });
  const quietStatus = h("p", { id: "quiet-status", role: "status" });
  const save = h("button", { type: "submit" }, t("push-save-quiet"));
  const clearQuiet = h("button", { type: "button", class: "link-button" }, t("push-no-quiet"));
  const quiet = h("form", { class: "account-form", "aria-label": t("push-quiet-heading") }, h("h3", {}, t("push-quiet-heading")), h("p", {}, t("push-quiet-intro")), h("p", { class: "field" }, h("label", { for: "quiet-from" }, t("push-from")), from), h("p", { class: "field" }, h("label", { for: "quiet-to" }, t("push-to")), to), save, " ", clearQuiet, quietStatus);
  section.replaceChildren(
    h("h2", {}, t("push-heading")),
    h("p", {}, t("push-intro")),
    toggle,
    status,
    devices,
    quiet,
  );
  section.classList.add("account-forms");
  const offset = new Date().getTimezoneOffset();
  const say = (el: HTMLElement, words: string, error = false): void => {
    el.textContent = words;
    el.classList.toggle("error", error);
  };
  const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  const subscription = async (): Promise<PushSubscription | null> => (await navigator.serviceWorker.ready).pushManager.getSubscription();
  const send = async (sub: PushSubscription): Promise<void> => {
    const json = sub.toJSON();
    await call("SubscribePush", token, encode([sub.endpoint, json.keys?.p256dh, json.keys?.auth]));
  };
  const showQuiet = (q: number | Uint8Array | undefined): void => {
    if (q instanceof Uint8Array) {
      const m = decode(q);
      from.value = localTime(num(m.get(1)), offset);
      to.value = localTime(num(m.get(2)), offset);
      say(quietStatus, t("push-quiet-from-to", { from: from.value, to: to.value }));
    } else say(quietStatus, t("push-quiet-none"));
  };
  const show = async (): Promise<void> => {
    const sub = supported ? await subscription() : null;
    const on = sub !== null && Notification.permission === "granted";
    // Kept in step: the server learns this browser's subscription again (a no-op when it has it).
    if (on) await send(sub);
    const settings = await call("GetPushSettings", token, encode([sub?.endpoint]));
    showQuiet(settings.get(1));
    const n = num(settings.get(2));
    say(devices, t("push-devices", { n }));
    if (!supported || Notification.permission === "denied") {
      toggle.hidden = true;
      say(status, supported ? t("notify-blocked") : t("push-unsupported"));
      return;
    }
    toggle.textContent = on ? t("push-turn-off") : t("push-turn-on");
    toggle.dataset.on = String(on);
    say(status, on ? t("push-on") : t("push-off"));
  };
  toggle.addEventListener("click", () => {
    toggle.disabled = true;
    void (async () => {
      if (toggle.dataset.on === "true") {
        const sub = await subscription();
        if (sub) {
          await call("UnsubscribePush", token, encode([sub.endpoint]));
          await sub.unsubscribe();
        }
      } else {
        if ((await Notification.requestPermission()) !== "granted") return show();
        const key = text((await call("GetPushKey", token, encode([]))).get(1));
        const registration = await navigator.serviceWorker.ready;
        // A browser without a reachable push service may never answer: say so after a while.
        const late = new Promise<never>((_, fail) => setTimeout(() => fail(new Error(t("push-no-answer"))), SUBSCRIBE_MS));
        const sub = (await registration.pushManager.getSubscription()) ?? (await Promise.race([registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }), late]));
        await send(sub);
      }
      await show();
    })()
      .catch((e: unknown) => say(status, t("push-change-failed", { error: e instanceof Error ? e.message : String(e) }), true))
      .finally(() => (toggle.disabled = false));
  });
  const setQuiet = (hours: [number, number] | undefined, words: string): void => {
    void call("SetQuietHours", token, encode([hours ? encode([hours[0], hours[1]]) : undefined]))
      .then(() => say(quietStatus, words))
      .catch((e: unknown) => say(quietStatus, t("push-not-saved", { error: e instanceof Error ? e.message : String(e) }), true));
  };
  quiet.addEventListener("submit", (e) => {
    e.preventDefault();
    const hours: [number, number] = [utcMinute(from.value, offset), utcMinute(to.value, offset)];
    setQuiet(hours, t("push-quiet-from-to", { from: from.value, to: to.value }));
  });
  clearQuiet.addEventListener("click", () => setQuiet(undefined, t("push-quiet-none")));
  void show().catch((e: unknown) => say(status, t("push-read-failed", { error: e instanceof Error ? e.message : String(e) }), true));
}
