// Games out of the archive and into it (loaded only on these pages: an entry of its own).
// "/export/<name>": a player's finished games (or the games they imported) downloaded as one
// text file of records (ExportGames, a page at a time). "/import": a signed-in player's records
// (pasted or from a file; the service's records, or the Copenhagen CSV of aagenielsen.dk
// games) read by ImportGames, each one archived or refused with its place, its line and why.
//
// What it uses of the rest of the page comes in `Deps` (types only are imported here), so
// that the main script exports nothing for it and stays as small as it was.
import type { Client } from "@connectrpc/connect";
import type { ArchiveService, ImportGamesResponse } from "@arbiter/client/gen/players/v1/players_pb";
import type { AnyGame } from "../games/index.js";
import type { h } from "../ui/dom.js";
import type { t } from "../i18n/i18n.js";
import type { tell } from "../ui/told.js";

/** The page's own parts these pages use, handed over by the main script. */
export interface Deps {
  archive: Client<typeof ArchiveService>;
  all: AnyGame[];
  h: typeof h;
  t: typeof t;
  tell: typeof tell;
  /** The signed-in player's session token and name, if any. */
  session: { name: string; token: string } | undefined;
}

/** The page of `path`: "/import", or "/export/<name>". */
export function transferPage(root: HTMLElement, deps: Deps, path: string): void {
  const route = transferRoute(path);
  if (route?.page === "export") exportPage(root, deps, route.name);
  else importPage(root, deps);
}

/** Which of these pages: "/import", or "/export/<name>". */
export type TransferRoute = { page: "import" } | { page: "export"; name: string };

/** The route of `path`, if it is one of these pages. */
export function transferRoute(path: string): TransferRoute | undefined {
  if (/^\/import\/?$/.test(path)) return { page: "import" };
  const m = /^\/export\/([^/]+)\/?$/.exec(path);
  if (!m) return undefined;
  try {
    return { page: "export", name: decodeURIComponent(m[1]!) };
  } catch {
    return undefined;
  }
}

/** One call's deadline: a batch of records is replayed through the rules and archived with
 * its openings, which on a busy server takes a while. */
const CALL = { timeoutMs: 180_000 };
/** The most records sent in one import (the service takes 2,000; fewer keep each call short). */
const PER_CALL = 500;

/** The records of a text of records, as the service splits them (src/players/transfer.rs):
 * a record starts at an [Event …] tag, or at a tag after the previous record's actions. */
export function splitRecords(text: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let actions = false;
  let content = false;
  for (const line of text.split("\n")) {
    const l = line.trim();
    const tag = l.startsWith("[");
    if (tag && content && (l.startsWith("[Event ") || actions)) {
      out.push(current.join("\n"));
      current = [];
      actions = false;
      content = false;
    }
    current.push(line);
    if (l !== "" && !l.startsWith(";")) {
      content = true;
      actions ||= !tag;
    }
  }
  if (content) out.push(current.join("\n"));
  return out;
}

/** The parts of a long text, each at most `per` records (lines for a line format, past a
 * header line), to import one call at a time. */
export function batches(text: string, lineFormat: boolean, per = PER_CALL): string[] {
  const units = lineFormat ? text.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("moves,")) : splitRecords(text);
  const out: string[] = [];
  for (let i = 0; i < units.length; i += per) out.push(units.slice(i, i + per).join("\n") + "\n");
  return out;
}

function bearer(session: Deps["session"]): { headers?: Headers } {
  if (!session) return {};
  const headers = new Headers();
  headers.set("authorization", `Bearer ${session.token}`);
  return { headers };
}

/** /export/<name>: downloads a player's games, or the games they imported. */
export function exportPage(root: HTMLElement, { archive, h, t, tell }: Deps, name: string): void {
  const main = h("main", { class: "players-page transfer-page" });
  root.replaceChildren(main);
  const status = h("p", { id: "export-status", role: "status" });
  const button = (id: string, text: string, imported: boolean): HTMLElement => {
    const b = h("button", { id, type: "button", class: "main-action" }, text);
    b.addEventListener("click", () => void download(imported));
    return b;
  };
  main.append(
    h("h1", {}, t("export-heading", { name })),
    h("p", {}, t("export-intro")),
    h("p", { class: "transfer-actions" }, button("export-played", t("export-played"), false), " ", button("export-imported", t("export-imported"), true)),
    status,
  );
  async function download(imported: boolean): Promise<void> {
    status.textContent = t("export-reading");
    try {
      let text = "";
      let games = 0;
      let pageToken = "";
      do {
        const r = await archive.exportGames({ player: name, imported, pageSize: 500, pageToken }, CALL);
        text += r.text;
        games += r.games;
        pageToken = r.nextPageToken;
        status.textContent = t("export-reading-count", { n: games });
      } while (pageToken !== "");
      const file = `${name}-${imported ? "imported" : "games"}.txt`;
      const a = h("a", { href: URL.createObjectURL(new Blob([text], { type: "text/plain" })), download: file, id: "export-file" }, file);
      status.replaceChildren(`${t("export-games", { n: games })} `, a);
      if (games > 0) a.click();
    } catch (error) {
      tell(status, error, t("doing-read-games", { name }));
    }
  }
}

/** /import: a signed-in player's records read into the archive. */
export function importPage(root: HTMLElement, { archive, all, h, t, tell, session }: Deps): void {
  const main = h("main", { class: "players-page transfer-page" });
  root.replaceChildren(main);
  main.append(h("h1", {}, t("player-import")));
  if (!session) {
    main.append(h("p", {}, h("a", { href: `/account?next=${encodeURIComponent("/import")}` }, t("import-sign-in"))));
    return;
  }
  const game = h("select", { id: "import-game" }, h("option", { value: "" }, t("import-game-from-tag")), ...all.map((g) => h("option", { value: g.key }, g.title)));
  const format = h("select", { id: "import-format" }, h("option", { value: "" }, t("import-format-records")), h("option", { value: "copenhagen-csv" }, t("import-format-csv")));
  const file = h("input", { id: "import-file", type: "file", accept: ".txt,.csv,.pgn,text/plain,text/csv" });
  const text = h("textarea", { id: "import-text", rows: "10", spellcheck: "false" });
  const go = h("button", { id: "import-go", type: "submit", class: "main-action" }, t("import-submit"));
  const status = h("p", { id: "import-status", role: "status" });
  const done = h("ul", { id: "import-games" });
  const problems = h("ul", { id: "import-problems" });
  const label = (control: HTMLElement, words: string): HTMLElement => h("label", {}, words, " ", control);
  const form = h(
    "form",
    { class: "transfer-form" },
    h("p", {}, label(game, t("start-game"))),
    h("p", {}, label(format, t("import-written-as"))),
    h("p", {}, label(file, t("import-file"))),
    h("p", {}, label(text, t("import-text"))),
    h("p", {}, go),
  );
  main.append(
    h("p", {}, t("import-intro")),
    form,
    status,
    done,
    problems,
  );
  (format).addEventListener("change", () => {
    if ((format).value === "copenhagen-csv") (game).value = "hnefatafl";
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void run();
  });
  async function run(): Promise<void> {
    const picked = (file).files?.[0];
    const source = picked ? await picked.text() : (text).value;
    const fmt = (format).value;
    const g = (game).value;
    const parts = batches(source.replace(/\r\n?/g, "\n"), fmt !== "");
    if (parts.length === 0) {
      status.textContent = t("import-nothing");
      return;
    }
    (go).disabled = true;
    done.replaceChildren();
    problems.replaceChildren();
    let imported = 0;
    let already = 0;
    let refused = 0;
    try {
      for (const [n, part] of parts.entries()) {
        status.textContent = t("import-progress", { n: imported + already + refused });
        const r: ImportGamesResponse = await archive.importGames({ game: g, format: fmt, text: new TextEncoder().encode(part) }, { ...CALL, ...bearer(session) });
        const offset = n * PER_CALL;
        for (const x of r.games) {
          if (x.already) already++;
          else imported++;
          if (done.childElementCount < 100) done.append(h("li", {}, h("a", { href: `/archive/${x.gameId}` }, t("import-record-game", { index: offset + x.index, game: x.game, n: x.actions })), x.already ? ` ${t("import-before")}` : ""));
        }
        for (const p of r.problems) {
          refused++;
          problems.append(h("li", {}, t("import-record-problem", { index: offset + p.index, reason: p.reason })));
        }
      }
      status.textContent = t("import-done", { n: imported, already, refused });
    } catch (error) {
      tell(status, error, t("doing-import"));
    } finally {
      (go).disabled = false;
    }
  }
}
