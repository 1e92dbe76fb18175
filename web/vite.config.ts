// Builds the client into dist/, which the binary embeds (build.rs). The build is
// deterministic (content-hashed names, no timestamps) and writes a gzip variant of every
// text file beside it; CI rebuilds and checks `git diff --exit-code web/dist`.
//
// `npm run dev` serves the sources with hot reload and proxies the API (every path of a
// gRPC service, e.g. /hanniball.v1.HanniballService/NewGame) to a running binary:
// ARBITER_URL, by default http://localhost:50051.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync, constants } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir)
          .sort()
          .flatMap((name) => {
            const path = join(dir, name);
            return statSync(path).isDirectory() ? walk(path) : [path];
          });
      for (const file of walk("dist")) {
        if (!/\.(js|css|html|svg)$/.test(file)) continue;
        const bytes = readFileSync(file);
        // zlib writes a fixed header (no name, mtime 0): the same input gives the same bytes.
        const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
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
  },
  plugins: [precompress()],
  // @arbiter/client is linked from ../clients/typescript, which has its own node_modules:
  // one copy of the protobuf runtime and of Connect is bundled.
  resolve: { dedupe: ["@bufbuild/protobuf", "@connectrpc/connect"] },
  server: {
    proxy: {
      "^/[a-z]+\\.v1\\.[A-Za-z]+Service/": { target: api, changeOrigin: true },
    },
  },
});
