// Builds the client into dist/, which the binary embeds (build.rs). The build is
// deterministic (content-hashed names, no timestamps) and writes a gzip variant of every
// text file beside it; CI rebuilds and checks `git diff --exit-code web/dist`.
//
// The service worker (sw/sw.ts, docs/web.md "Installable app") is built last, as dist/sw.js,
// with the app shell's paths and a digest of its files written in.
//
// `npm run dev` serves the sources with hot reload and proxies the API (every path of a
// gRPC service, e.g. /hanniball.v1.HanniballService/NewGame) to a running binary:
// ARBITER_URL, by default http://localhost:50051.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync, constants } from "node:zlib";
import ts from "typescript";
import { defineConfig } from "vitest/config";
import type { Plugin } from "vite";
import { accented, rightToLeft } from "./src/i18n/pseudo.js";

const walk = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });

/**
 * The app shell the service worker keeps: every file of the build but the worker, the gzip
 * variants and the PNG icons (a browser fetches those when it installs the app, online; no
 * page shows them).
 */
function shell(dist: string): string[] {
  const paths = walk(dist)
    .filter((file) => !/\.(gz|png)$/.test(file) && file !== join(dist, "sw.js"))
    .map((file) => `/${relative(dist, file).split("\\").join("/")}`);
  return ["/index.html", ...paths.filter((p) => p !== "/index.html")];
}

/** Writes dist/sw.js: sw/sw.ts without its types, after the shell's paths and their digest. */
function serviceWorker(): void {
  const paths = shell("dist");
  const digest = createHash("sha256");
  for (const path of paths) digest.update(path).update("\0").update(readFileSync(join("dist", path))).update("\0");
  const version = digest.digest("hex").slice(0, 16);
  const code = ts.transpileModule(readFileSync("sw/sw.ts", "utf8"), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, newLine: ts.NewLineKind.LineFeed },
  }).outputText;
  // A classic script (module workers are not everywhere yet): no `export {}`.
  const body = code.replace(/^export \{\};\n/m, "");
  if (/^\s*(export|import)\b/m.test(body)) throw new Error("sw/sw.ts must stay a plain script: no imports or exports");
  writeFileSync("dist/sw.js", `const VERSION = ${JSON.stringify(version)};\nconst SHELL = ${JSON.stringify(paths)};\n${body}`);
}

/**
 * The languages' messages (locales/*.ftl) as dist/locales/<locale>.ftl and <locale>.pages.ftl,
 * fetched by the page for its language only (src/i18n/i18n.ts), with the test locales made
 * from the English.
 */
/** An FTL file without its comments and blank lines (the page needs only the messages). */
function strip(ftl: string): string {
  return ftl
    .split("\n")
    .filter((line) => !/^(#|\s*$)/.test(line))
    .join("\n");
}

function locales(): void {
  mkdirSync("dist/locales", { recursive: true });
  for (const name of readdirSync("locales").filter((n) => n.endsWith(".ftl")).sort()) {
    writeFileSync(join("dist/locales", name), strip(readFileSync(join("locales", name), "utf8")));
  }
  for (const part of ["", ".pages"]) {
    const en = strip(readFileSync(`locales/en${part}.ftl`, "utf8"));
    writeFileSync(`dist/locales/en-XA${part}.ftl`, accented(en));
    writeFileSync(`dist/locales/ar-XB${part}.ftl`, rightToLeft(en));
  }
}

function precompress(): void {
  for (const file of walk("dist")) {
    if (!/\.(js|css|html|svg|webmanifest|ftl)$/.test(file)) continue;
    const bytes = readFileSync(file);
    // zlib writes a fixed header (no name, mtime 0): the same input gives the same bytes.
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  }
}

/** After the build: the service worker, then a gzip variant of every text file. */
function finish(): Plugin {
  return {
    name: "finish",
    apply: "build",
    closeBundle() {
      locales();
      serviceWorker();
      precompress();
    },
  };
}

const api = process.env.ARBITER_URL ?? "http://localhost:50051";

export default defineConfig({
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rollupOptions: {
      // The spectators' pages (src/live/page.ts) are a second entry, /live.js, loaded by the
      // main script only on those pages: it imports types only (the page's parts it uses are
      // handed to it), so the main script neither exports anything for it nor carries a
      // loader, and its first load stays as it was. Not under /assets/ (cached for a year):
      // its name carries no hash, so it is revalidated like index.html.
      // The game page's audience (src/ui/audience.ts, /audience.js) is a third, loaded the same
      // way by the game page once its stream tells how many watch; the account page's push
      // notifications (src/push/page.ts) a fourth, /push.js; the archive's export and import
      // pages (src/transfer/page.ts) a fifth, /transfer.js.
      input: { index: "index.html", live: "src/live/page.ts", audience: "src/ui/audience.ts", push: "src/push/page.ts", transfer: "src/transfer/page.ts" },
      preserveEntrySignatures: "strict",
      output: {
        entryFileNames: (chunk) => (["live", "audience", "push", "transfer"].includes(chunk.name) ? `${chunk.name}.js` : "assets/[name]-[hash].js"),
        // Every module the first load needs in one chunk (beside the entry's own): the lazily
        // loaded pages share it, and the first load is one request for the code, not one per
        // set of pages that share a few modules (each answer costs its headers, about 500 bytes).
        // (main.ts imports the modules that the start page's and the game page's own chunks share
        // — the board's drawing, the seats kept, the move table — so that they are in it and a
        // page's own code is one request after it.)
        // The other entries' own modules stay out of it (they are "initial" to their entry).
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"], test: (id: string) => !/\/src\/(live\/page|push\/page|transfer\/page|ui\/audience)\.ts$/.test(id) }] },
      },
    },
  },
  plugins: [finish()],
  // The unit tests see the English messages (the page fetches them before drawing).
  test: { setupFiles: ["src/i18n/setup.test-env.ts"] },
  // @arbiter/client is linked from ../clients/typescript, which has its own node_modules:
  // one copy of the protobuf runtime and of Connect is bundled.
  resolve: { dedupe: ["@bufbuild/protobuf", "@connectrpc/connect"] },
  server: {
    proxy: {
      "^/[a-z]+\\.v1\\.[A-Za-z]+Service/": { target: api, changeOrigin: true },
    },
  },
});
