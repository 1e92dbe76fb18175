// The service worker, /sw.js: it keeps the app shell (the page, its script and style sheet,
// the favicon and the manifest) in a cache so that the page opens without a network, and it
// stays out of the way of everything else. The build (vite.config.ts, `serviceWorker`) turns
// this file into dist/sw.js and writes in the two constants below, so every deployment whose
// files differ brings a new worker (its bytes differ), which replaces the old one and its cache.
//
// - A page (a navigation): the network first, so that an online visit always gets the
//   deployment's page; when the network fails (offline, the server unreachable or answering
//   5xx), the kept index.html, which draws any of the page's addresses.
// - A file of the shell: from the cache (the /assets/ files' names carry their content's
//   hash; the others change with VERSION); a miss goes to the network.
// - Anything else — the API's gRPC-Web calls (POSTs), other GETs, other origins — is not
//   answered here: the browser sends it to the network as if there were no worker.
// - A new version installs at once (skipWaiting) and takes over the open pages (claim): a page
//   already open keeps the code it loaded (one script, no chunks loaded later), and its next
//   load comes from the network anyway.
// - A push (docs/push.md: the server's Web Push, encrypted for this browser's subscription,
//   which the account page's section src/push/page.ts made) is shown as a notification: its
//   JSON payload's title and body, its tag (a newer push of the same thing replaces the
//   older) and its page's address.
// - A click on a notification shown through this worker (src/notify/center.ts, or a push)
//   focuses a window on the notification's page, or opens one.
/// <reference lib="webworker" />
export {};
declare const self: ServiceWorkerGlobalScope;
/** A digest of the shell's files, written in by the build. */
declare const VERSION: string;
/** The shell's paths (/index.html first), written in by the build. */
declare const SHELL: string[];

const CACHE = `shell-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    Promise.all([
      caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))),
      // The page's request starts while the worker wakes up.
      self.registration.navigationPreload?.enable(),
    ]).then(() => self.clients.claim()),
  );
});

const shell = (path: string): Promise<Response | undefined> => caches.match(path, { cacheName: CACHE, ignoreVary: true });

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  if (request.mode === "navigate") {
    const kept = (failed: Response): Promise<Response> => shell("/index.html").then((page) => page ?? failed);
    event.respondWith(
      Promise.resolve(event.preloadResponse as Promise<Response | undefined>)
        .then((preloaded) => preloaded ?? fetch(request))
        .then(
          (response) => (response.status >= 500 ? kept(response) : response),
          () => kept(Response.error()),
        ),
    );
  } else if (SHELL.includes(url.pathname) && !url.search) {
    event.respondWith(shell(url.pathname).then((hit) => hit ?? fetch(request)));
  }
});

self.addEventListener("push", (event) => {
  let said: { title?: unknown; body?: unknown; url?: unknown; tag?: unknown } = {};
  try {
    said = (event.data?.json() as typeof said | null) ?? {};
  } catch {
    // Not JSON: shown with the default words.
  }
  const words = (v: unknown, or: string): string => (typeof v === "string" && v ? v : or);
  event.waitUntil(
    self.registration.showNotification(words(said.title, "Board games"), {
      body: words(said.body, ""),
      tag: words(said.tag, "push"),
      icon: "/icon-192.png",
      data: { url: words(said.url, "/") },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  let target = new URL(typeof data?.url === "string" ? data.url : "/", location.origin);
  if (target.origin !== location.origin) target = new URL("/", location.origin);
  const page = (href: string): string => href.split("#")[0]!;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => page(w.url) === page(target.href));
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});
