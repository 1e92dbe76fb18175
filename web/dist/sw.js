const VERSION = "8ae9b7ce2c39b2ac";
const SHELL = ["/index.html","/assets/app-BuVxi2j6.js","/assets/app-C6kGWEna.css","/assets/center-CO8amP7l.js","/assets/center-CskEdOHP.css","/assets/join-DfTmLfAZ.js","/assets/language-7JJIdHiK.js","/assets/language-B2FBrzzP.js","/assets/page-D1xQKX9J.js","/assets/page-D8ewzmVz.css","/assets/pages-C3E8ZrSH.css","/assets/pages-DqIdeHXf.js","/assets/play-C4DcReEE.js","/assets/rules-DFE8F6D5.js","/assets/start-BlrOb03-.js","/audience.js","/favicon.svg","/live.js","/locales/ar-XB.ftl","/locales/ar-XB.pages.ftl","/locales/da.ftl","/locales/da.pages.ftl","/locales/en-XA.ftl","/locales/en-XA.pages.ftl","/locales/en.ftl","/locales/en.pages.ftl","/locales/it.ftl","/locales/it.pages.ftl","/locales/nl.ftl","/locales/nl.pages.ftl","/locales/pt.ftl","/locales/pt.pages.ftl","/locales/ru.ftl","/locales/ru.pages.ftl","/manifest.webmanifest","/push.js","/transfer.js"];
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
self.addEventListener("push", (event) => {
    let said = {};
    try {
        said = event.data?.json() ?? {};
    }
    catch {
        // Not JSON: shown with the default words.
    }
    const words = (v, or) => (typeof v === "string" && v ? v : or);
    event.waitUntil(self.registration.showNotification(words(said.title, "Board games"), {
        body: words(said.body, ""),
        tag: words(said.tag, "push"),
        icon: "/icon-192.png",
        data: { url: words(said.url, "/") },
    }));
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
