// No words written in the pages' code: whatever a page shows or reads aloud comes from a
// message (t("id")), so that every language has it. The test reads every module of src/ with
// the TypeScript parser and looks at the places where a string becomes text on the page —
// h()'s children and its title / aria-label / placeholder / alt attributes, textContent,
// title, placeholder and document.title assignments, setAttribute of those attributes, the
// label / text / title / blurb of the objects the pages draw (examples, missing pages, notes)
// and the words a status line is given (say, replaceChildren, append) — and fails on a string
// literal there that holds a word. Symbols ("×", "—", "◀", "#"), numbers, separators and the
// games' own names pass.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const src = join(new URL(".", import.meta.url).pathname, "..");

/** Modules not checked (yet): their words are still English. */
const NOT_YET: RegExp[] = [];

/** Text that may stand in the code: the games' names, as the originals give them. */
const NAMES = new Set(["Hanniball", "Copenhagen Hnefatafl", "Chess Football"]);

/** The attributes whose values are read or shown. */
const TEXT_ATTRIBUTES = new Set(["title", "aria-label", "aria-description", "aria-roledescription", "placeholder", "alt", "label"]);
/** Properties whose assigned value is shown. */
const TEXT_PROPERTIES = new Set(["textContent", "innerText", "title", "placeholder", "label", "ariaLabel"]);
/** Object properties that are words on a page (examples' labels, missing pages, notes, blurbs). */
const TEXT_KEYS = new Set(["label", "text", "blurb", "title", "summary", "reason"]);
/** Functions whose arguments are words on the page. */
const TEXT_CALLS = new Set(["replaceChildren", "append", "prepend", "alert", "confirm"]);
/** Functions with words in some arguments: say(text, reason) and setMessage(text, kind) keep a code second, tell(element, error, doing) says what failed third. */
const TEXT_ARGUMENTS = new Map<string, number[]>([["say", [0]], ["setMessage", [0]], ["tell", [2]], ["errorNodes", [1]], ["explain", [1]], ["describe", [1]]]);

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|test-env\.ts$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** Whether a literal's text holds a word (two letters in a row), other than a game's name. */
function wordy(text: string): boolean {
  const words = text.trim();
  if (NAMES.has(words)) return false;
  return /\p{L}{2,}/u.test(words);
}

/**
 * The literals an expression shows as they are: through conditionals, ?? / || / +, template
 * literals' fixed parts, arrays and spreads; not the arguments of a call (a message id, a
 * value computed from them) nor anything inside a function.
 */
function shown(node: ts.Node, out: ts.Node[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node);
  else if (ts.isTemplateExpression(node)) {
    out.push(node);
    for (const span of node.templateSpans) shown(span.expression, out);
  } else if (ts.isConditionalExpression(node)) {
    shown(node.whenTrue, out);
    shown(node.whenFalse, out);
  } else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.PlusToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
    shown(node.left, out);
    shown(node.right, out);
  } else if (ts.isParenthesizedExpression(node) || ts.isSpreadElement(node) || ts.isAsExpression(node)) shown(node.expression, out);
  else if (ts.isArrayLiteralExpression(node)) node.elements.forEach((e) => shown(e, out));
}

/** A template literal's fixed parts, its substitutions as "{}". */
function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join("{}");
  return "";
}

/** Every literal in a text position of a module, as "name:line: text". */
function wordsOf(source: ts.SourceFile, name: string): string[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      const args = node.arguments ?? ts.factory.createNodeArray<ts.Expression>();
      if (name === "h" || name === "el") {
        // h(tag, attributes, ...children); the board's el(tag, attributes, parent)
        const attrs = args[1];
        if (attrs && ts.isObjectLiteralExpression(attrs))
          for (const p of attrs.properties) {
            if (ts.isPropertyAssignment(p) && TEXT_ATTRIBUTES.has(p.name.getText(source).replace(/^["']|["']$/g, ""))) shown(p.initializer, found);
          }
        if (name === "h") args.slice(2).forEach((a) => shown(a, found));
      } else if (name === "setAttribute" && args[0] && ts.isStringLiteral(args[0]) && TEXT_ATTRIBUTES.has(args[0].text) && args[1]) shown(args[1], found);
      else if (TEXT_CALLS.has(name)) args.forEach((a) => shown(a, found));
      else if (TEXT_ARGUMENTS.has(name)) TEXT_ARGUMENTS.get(name)!.forEach((i) => args[i] && shown(args[i], found));
      else if (ts.isNewExpression(node) && name === "Notification") args.slice(0, 1).forEach((a) => shown(a, found));
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left) && TEXT_PROPERTIES.has(node.left.name.text)) {
      shown(node.right, found);
    } else if (ts.isPropertyAssignment(node) && TEXT_KEYS.has(node.name.getText(source))) {
      shown(node.initializer, found);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Anywhere else (a value returned, kept in a table): a sentence — two words or more that
  // begin with a capital or end as a sentence ends — but a thrown Error's message (for the
  // console and the logs, not for the page) and a module's path.
  const sentences = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /Error$/.test(node.expression.text)) return;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && !found.includes(node)) {
      const text = literalText(node).trim();
      if (/\p{L}{2,}\s+\p{L}{2,}/u.test(text) && (/^\p{Lu}/u.test(text) || /[.!?…]$/u.test(text)) && !/^</.test(text)) found.push(node);
    }
    ts.forEachChild(node, sentences);
  };
  sentences(source);
  return found.filter((n) => wordy(literalText(n))).map((n) => `${name}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${JSON.stringify(literalText(n))}`);
}

const wordsIn = (path: string): string[] => wordsOf(ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true), relative(src, path));

describe("the pages' words", () => {
  const files = modules(src).filter((path) => !NOT_YET.some((re) => re.test(relative(src, path))));

  it("reads the modules", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it("are all messages: no word written in a page's code", () => {
    expect(files.flatMap(wordsIn)).toEqual([]);
  });

  it("finds a word written in a page's code", () => {
    // The check itself: a sentence in each kind of place is found, symbols and messages are not.
    const code = [
      `h("p", {}, "Hello there");`,
      `h("button", { "aria-label": "Close" }, "×");`,
      `el.textContent = ok ? "" : "Not saved";`,
      `say(\`Waiting for \${name}…\`);`,
      `missingMain({ title: "No such game", text: t("x") });`,
      `svg.setAttribute("aria-label", "Evaluation");`,
      `h("p", {}, t("fine"), " · ", "—", "#", h("b", {}, name), \`\${n} · \${m}\`);`,
      `h("p", { class: "two words", id: "some-id" }, "Hanniball");`,
      `tell(status, error, "list the games");`,
      `function f() { return "Drawn on time"; }`,
      `throw new Error("the server answered without a game");`,
    ].join("\n");
    const words = wordsOf(ts.createSourceFile("sample.ts", code, ts.ScriptTarget.Latest, true), "sample.ts");
    expect(words.map((w) => w.replace(/^.*?: /, ""))).toEqual(['"Hello there"', '"Close"', '"Not saved"', '"Waiting for {}…"', '"No such game"', '"Evaluation"', '"list the games"', '"Drawn on time"']);
  });
});
