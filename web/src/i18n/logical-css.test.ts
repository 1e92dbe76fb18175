// Right to left needs no CSS change: the style sheets lay out with logical properties
// (inline start and end), never with left and right, except an element centred by
// `left: 50%` with a translation, which is the same in both directions.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const src = new URL("..", import.meta.url).pathname;
const sheets = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sheets(path) : name.endsWith(".css") ? [path] : [];
  });

const PHYSICAL = /(margin|padding|border)-(left|right)\b|text-align:\s*(left|right)|float:\s*(left|right)|(^|[\s;{])(left|right)\s*:/;

describe("the style sheets", () => {
  it("use logical properties for the inline direction", () => {
    const found = sheets(src).flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${path.slice(src.length)}:${i + 1}` }))
        .filter(({ line }) => PHYSICAL.test(line) && !/left:\s*50%;.*translate(X)?\(-50%/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim().slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });

  it("have four-value margins and paddings only where both sides are equal", () => {
    const found = sheets(src).flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/(margin|padding):\s*([^\s;:]+)\s+([^\s;:]+)\s+([^\s;:]+)\s+([^\s;:]+)\s*;/g)]
        .filter((m) => m[3] !== m[5])
        .map((m) => `${path.slice(src.length)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
