const VERSION = "5e16f9c381aa387f";
const SHELL = ["/index.html","/assets/index-DCbSjVSq.js","/assets/index-SrayySS8.css","/favicon.svg","/live.js","/manifest.webmanifest"];
const CACHE = `shell-${VERSION}`;
self.addEventListener("install", (event) => {
    event.waitUntil(caches
        .open(CACHE)
        .then((cache) => cache.addAll(SHELL))
        .then(() => self.skipWaiting()));
});
self.addEventListener("activate", (event) => {
    event.waitUntil(Promise.all([
        caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))),
        // The page's request starts while the worker wakes up.
        self.registration.navigationPreload?.enable(),
    ]).then(() => self.clients.claim()));
});
const shell = (path) => caches.match(path, { cacheName: CACHE, ignoreVary: true });
self.addEventListener("fetch", (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (request.method !== "GET" || url.origin !== location.origin)
        return;
    if (request.mode === "navigate") {
        const kept = (failed) => shell("/index.html").then((page) => page ?? failed);
        event.respondWith(Promise.resolve(event.preloadResponse)
            .then((preloaded) => preloaded ?? fetch(request))
            .then((response) => (response.status >= 500 ? kept(response) : response), () => kept(Response.error())));
    }
    else if (SHELL.includes(url.pathname) && !url.search) {
        event.respondWith(shell(url.pathname).then((hit) => hit ?? fetch(request)));
    }
});
self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data;
    let target = new URL(typeof data?.url === "string" ? data.url : "/", location.origin);
    if (target.origin !== location.origin)
        target = new URL("/", location.origin);
    const page = (href) => href.split("#")[0];
    event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => page(w.url) === page(target.href));
        return open ? open.focus() : self.clients.openWindow(target.href);
    }));
});
