// Every language has every message the code uses, and nothing else: a missing id, an id no
// code uses, a message that cannot be formatted with the English one's variables, or a
// variable the English message does not give fails here.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./i18n.js";
import { accented, rightToLeft } from "./pseudo.js";
import { KNOWN_REASONS, reasonId } from "../api/errors.js";

const here = new URL(".", import.meta.url).pathname;
/** A language's file: the first load's (`<code>.ftl`) or its pages' (`<code>.pages.ftl`). */
const file = (code: string, part: "" | ".pages"): string => readFileSync(join(here, "../../locales", `${code}${part}.ftl`), "utf8");
/** All of a language's messages: both files. */
const ftl = (code: string): string => `${file(code, "")}\n${file(code, ".pages")}`;

function bundleOf(code: string, text: string): FluentBundle {
  const bundle = new FluentBundle(code, { useIsolating: false, functions: { POSSESSIVE: ([v]) => `${String(v?.valueOf())}'s` } });
  const errors = bundle.addResource(new FluentResource(text));
  expect(errors.map(String), `${code}.ftl parses`).toEqual([]);
  return bundle;
}

function ids(text: string): string[] {
  return new FluentResource(text).body.map((m) => m.id);
}

/** The variables a message's source names: `{ $name }` and `{ $name -> …`. */
function variables(text: string, id: string): string[] {
  const m = new RegExp(`^${id} =([^]*?)(?=^[a-z#]|(?![^]))`, "m").exec(text);
  return [...new Set([...(m?.[1] ?? "").matchAll(/\$([a-zA-Z_]+)/g)].map((v) => v[1]!))].sort();
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|test-env\.ts$/.test(name) ? [path] : [];
  });
}

const english = ftl("en");
const englishIds = ids(english);
// The ids written in the code, and every refusal's reason-* id (errors.ts builds them).
const used = new Set([
  ...sources(join(here, "..")).flatMap((path) => [...readFileSync(path, "utf8").matchAll(/\b(?:t|tr|tn)\("([a-z0-9-]+)"/g)].map((m) => m[1]!)),
  ...KNOWN_REASONS.map(reasonId),
]);

describe("the messages", () => {
  it("English has every id the code uses, and no id the code does not use", () => {
    expect([...used].filter((id) => !englishIds.includes(id)).sort(), "used but missing in en.ftl").toEqual([]);
    expect(englishIds.filter((id) => !used.has(id)).sort(), "in en.ftl but used nowhere").toEqual([]);
    expect(new Set(englishIds).size, "no id twice").toBe(englishIds.length);
  });

  for (const [code] of LANGUAGES.filter(([c]) => c !== "en")) {
    it(`${code}: every English id, no other, each formatted without error`, () => {
      const text = ftl(code);
      const mine = ids(text);
      expect(englishIds.filter((id) => !mine.includes(id)), `missing in ${code}.ftl`).toEqual([]);
      expect(mine.filter((id) => !englishIds.includes(id)), `unused in ${code}.ftl`).toEqual([]);
      const bundle = bundleOf(code, text);
      for (const id of englishIds) {
        const wanted = variables(english, id);
        const extra = variables(text, id).filter((v) => !wanted.includes(v));
        expect(extra, `${code}: ${id} names no variable the code does not give`).toEqual([]);
        const args = Object.fromEntries(wanted.map((v) => [v, v === "who" ? "other" : /^(count|seconds|move|half|left|limit|think|n)$/.test(v) ? 2 : `«${v}»`]));
        const errors: Error[] = [];
        const out = bundle.formatPattern(bundle.getMessage(id)!.value!, args, errors);
        expect(errors.map(String), `${code}: ${id}`).toEqual([]);
        expect(out.trim().length, `${code}: ${id} says something`).toBeGreaterThan(0);
      }
    });
  }

  // The first load carries <code>.ftl only; the pages that need more fetch <code>.pages.ftl.
  // Every language splits its messages as English does (the server reads the reason-*
  // messages from <code>.ftl: src/rpc/localized.rs).
  it("every language splits its messages between its two files as English does", () => {
    const [core, pages] = [ids(file("en", "")), ids(file("en", ".pages"))];
    expect(core.filter((id) => pages.includes(id)), "no id in both files").toEqual([]);
    expect(pages.filter((id) => id.startsWith("reason-")), "the refusals stay in the first file").toEqual([]);
    for (const [code] of LANGUAGES) {
      expect(ids(file(code, "")).sort(), `${code}.ftl`).toEqual([...core].sort());
      expect(ids(file(code, ".pages")).sort(), `${code}.pages.ftl`).toEqual([...pages].sort());
    }
  });

  it("the test locales keep every id and variable and are longer", () => {
    for (const text of [accented(english), rightToLeft(english)]) {
      expect(ids(text)).toEqual(englishIds);
      bundleOf("en", text);
    }
    const b = bundleOf("en", accented(english));
    const out = b.formatPattern(b.getMessage("start-create")!.value!);
    expect(out).not.toContain("Create");
    expect(out.length).toBeGreaterThanOrEqual(Math.ceil("Create game".length * 1.4));
  });

  // The rules pages (/rules/<game>) are drawn from each game's def.rules: every heading and
  // point is a rules-<game>-* message, and every language says it in its own words.
  it("the rules pages: every heading and point a message, translated in every language", () => {
    const games = join(here, "../games");
    const ruleIds = readdirSync(games)
      .filter((g) => statSync(join(games, g)).isDirectory())
      .flatMap((g) => {
        const code = readFileSync(join(games, g, "index.ts"), "utf8");
        const block = /\brules: \(\) => \[([^]*?)\n {4}\],/.exec(code);
        expect(block, `${g}: def.rules`).not.toBeNull();
        // Nothing but t("rules-…") calls, brackets and commas: no sentence written in the code.
        expect(block![1]!.replace(/t\("rules-[a-z0-9-]+"\)|[\s,[\]]/g, ""), `${g}: def.rules is made of messages only`).toBe("");
        return [...block![1]!.matchAll(/t\("(rules-[a-z0-9-]+)"\)/g)].map((m) => m[1]!);
      });
    expect(ruleIds.length).toBeGreaterThan(20);
    const en = bundleOf("en", english);
    for (const [code] of LANGUAGES.filter(([c]) => c !== "en")) {
      const bundle = bundleOf(code, ftl(code));
      for (const id of ruleIds) {
        const mine = bundle.getMessage(id)?.value;
        expect(mine, `${code}: ${id}`).toBeTruthy();
        const said = bundle.formatPattern(mine!);
        expect(said, `${code}: ${id} is translated`).not.toBe(en.formatPattern(en.getMessage(id)!.value!));
      }
    }
  });

  // ui/told.ts links the start of "Sign in to …" to the sign-in page: sign-in-link is that start.
  it("every language's sign-in-to begins with its sign-in-link", () => {
    for (const [code] of LANGUAGES) {
      const bundle = bundleOf(code, ftl(code));
      const link = bundle.formatPattern(bundle.getMessage("sign-in-link")!.value!);
      expect(bundle.formatPattern(bundle.getMessage("sign-in-to")!.value!, { doing: "x" }), code).toMatch(new RegExp(`^${link}`));
    }
  });

  // The start, game, invitation and not-found pages draw with <code>.ftl alone: a module they
  // load asks for no message of the pages' file. The modules of the other pages, which fetch
  // that file first (main.ts), may; so may the few helpers only those pages call (their
  // messages named here).
  it("the first load's pages ask for no message of the pages' file", () => {
    const pagesOnly = /^(lobby\/(page|challenge-panel|challenges)|notify\/|players\/(pages|ended|rating)|analysis\/|live\/|transfer\/|push\/|events\/|ui\/(rules|replay))/;
    const helpers: [RegExp, RegExp][] = [
      [/^ui\/words\.ts$/, /^players-versus$/],
      [/^lobby\/kept\.ts$/, /^clock-label-/],
      [/^games\/[a-z]+\/index\.ts$/, /^rules-(hb|hn|cf)-/],
    ];
    const later = new Set(ids(file("en", ".pages")));
    const asked = sources(join(here, "..")).flatMap((path) => {
      const name = path.slice(join(here, "..").length + 1);
      if (pagesOnly.test(name)) return [];
      return [...readFileSync(path, "utf8").matchAll(/\b(?:t|tr|tn)\("([a-z0-9-]+)"/g)]
        .map((m) => m[1]!)
        .filter((id) => later.has(id) && !helpers.some(([f, i]) => f.test(name) && i.test(id)))
        .map((id) => `${name}: ${id}`);
    });
    expect(asked).toEqual([]);
  });

  it("Russian counts take one, few and many forms", () => {
    const ru = bundleOf("ru", ftl("ru"));
    const say = (id: string, n: number): string => ru.formatPattern(ru.getMessage(id)!.value!, { n });
    expect([1, 3, 5, 21, 12].map((n) => say("clock-label-days", n))).toEqual(["1 день на ход", "3 дня на ход", "5 дней на ход", "21 день на ход", "12 дней на ход"]);
    expect([1, 2, 11].map((n) => say("chat-watching", n))).toEqual(["1 зритель", "2 зрителя", "11 зрителей"]);
  });
});
