// The test locales, made from the English messages by the build (vite.config.ts) and by the
// tests: "en-XA" (every letter accented, each text 40 % longer: a control too narrow for a
// longer language shows clipped) and "ar-XB" (each text written right to left, the page in
// the right-to-left direction: a layout that assumes left to right shows it).

const ACCENTS: Record<string, string> = Object.fromEntries(
  [..."abcdeghiklnorstuwyzABCDEGHIKLNORSTUWYZ"].map((c, i) => [c, [..."àƀçđéĝĥîķļñöŕšţûŵýžÀƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛŴÝŽ"][i]!]),
);

/** One line's text outside placeables, changed by `f`; `depth` is the braces open before it. */
function mapText(line: string, f: (text: string) => string): string {
  let out = "";
  let depth = 0;
  let run = "";
  for (const ch of line) {
    if (ch === "{") {
      if (depth === 0) {
        out += f(run);
        run = "";
      }
      depth += 1;
      out += ch;
    } else if (ch === "}" && depth > 0) {
      depth -= 1;
      out += ch;
    } else if (depth === 0) run += ch;
    else out += ch;
  }
  return out + f(run);
}

/** An FTL file's text changed by `f` in every message's text, ids, selectors and variables untouched. */
export function transformFtl(ftl: string, f: (text: string) => string, pad: (line: string) => string): string {
  return ftl
    .split("\n")
    .map((line) => {
      if (/^\s*(#|$)/.test(line)) return line;
      const head = /^([a-zA-Z][\w-]*\s*=\s*|\s+\*?\[[^\]]+\]\s*|\s+)(.*)$/.exec(line);
      if (!head) return line;
      const [, key, rest] = head as unknown as [string, string, string];
      if (rest === "" || rest === "}" || /->\s*$/.test(rest)) return line;
      return key + pad(mapText(rest, f));
    })
    .join("\n");
}

/** The accented, longer test locale. */
export function accented(ftl: string): string {
  return transformFtl(
    ftl,
    (text) => [...text].map((c) => ACCENTS[c] ?? c).join(""),
    // The padding in words of three dots, as a longer language's text breaks between words.
    (line) => (line.trim() === "" ? line : `${line}${" ···".repeat(Math.ceil((line.length * 0.4) / 4))}`),
  );
}

/** The right-to-left test locale: each text reversed in direction (U+202E … U+202C). */
export function rightToLeft(ftl: string): string {
  return transformFtl(
    ftl,
    (text) => (text.trim() === "" ? text : `\u202e${text}\u202c`),
    (line) => line,
  );
}
