// The board's marks (the last action, the selection, a capture) are told apart by more than
// hue, for colour-blind players: each is outlined (solid, thick, dashed) in one colour whose
// contrast with every square colour of every board is at least 3:1 (WCAG's contrast for
// graphical objects), so the outline shows on any square whatever colours a player sees.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const src = new URL("..", import.meta.url).pathname;
const sheets = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sheets(path) : name.endsWith(".css") ? [path] : [];
  });
const css = sheets(src).map((p) => readFileSync(p, "utf8")).join("\n");

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** Every fill a square takes on any board (the variables resolved). */
function squareFills(): string[] {
  const vars = Object.fromEntries([...css.matchAll(/(--[a-z]+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1]!, m[2]!]));
  return [...new Set([...css.matchAll(/\.sq[^{]*\{[^}]*fill:\s*(#[0-9a-f]{6}|var\((--[a-z]+)\))/g)].map((m) => (m[2] ? vars[m[2]] : m[1])).filter((c): c is string => c !== undefined))];
}

describe("the board's marks", () => {
  it("are outlined in a colour that stands out from every square", () => {
    const marks = [...css.matchAll(/\.board \.sq\.(last|selected|captured) \{[^}]*stroke:\s*(#[0-9a-f]{6})/g)];
    expect(marks.map((m) => m[1]).sort()).toEqual(["captured", "last", "selected"]);
    const fills = squareFills();
    expect(fills.length).toBeGreaterThan(8);
    for (const [, mark, colour] of marks) {
      for (const fill of fills) expect(contrast(colour!, fill), `${mark} ${colour} on ${fill}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("differ by shape too: widths or dashes", () => {
    const style = (mark: string): string => new RegExp(`\\.board \\.sq\\.${mark} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
    const shapes = ["last", "selected", "captured"].map((m) => `${/stroke-width:\s*([\d.]+)/.exec(style(m))?.[1]}|${/stroke-dasharray/.test(style(m))}`);
    expect(new Set(shapes).size).toBe(3);
  });
});
