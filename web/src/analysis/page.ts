// The analysis board (loaded only on its pages, in the players' pages' chunk). "/analysis/<game>" starts
// from the game's usual start (or "?position=<notation>", a position set up); "/analysis/<game>/<id>"
// from a finished game: the archive's record, else the live game's last position. Both sides' actions are
// played freely on the board, each checked by the server (LegalActions of the position); the
// engine (analysis.v1 Analyse: the bots' own searchers) streams its evaluation, drawn as a bar,
// and its best lines as it deepens; the opening explorer (Explore) lists beside the board the
// actions archived games played from the position, with how they ended.
import { createClient, type Transport } from "@connectrpc/connect";
import { AnalysisService, type AnalyseResponse, type ExploreResponse } from "@arbiter/client/gen/analysis/v1/analysis_pb";
import { PlayersService } from "@arbiter/client/gen/players/v1/players_pb";
import type { AnyGame } from "../games/index.js";
import { click, reduce } from "../board/board.js";
import { initial, type BoardState } from "../board/state.js";
import { createSvg, render, squareOf } from "../board/svg.js";
import { describe } from "../api/errors.js";
import { h } from "../ui/dom.js";
import { num, t } from "../i18n/i18n.js";
import { sideWords } from "../players/ended.js";
import { missingMain } from "../ui/missing.js";
import "./analysis.css";

/** How long the engine thinks about one position, and how many lines it shows. */
const THINK_MS = 8_000;
const LINES = 3;
const READ = { timeoutMs: 15_000 };

/** Which analysis page: the game, and the finished game or position to start from. */
export interface AnalysisRoute {
  game: string;
  id?: string | undefined;
  position?: string | undefined;
}

/** The route of `path` (and `search`), if it is an analysis page. */
export function analysisRoute(path: string, search: string): AnalysisRoute | undefined {
  const m = /^\/analysis\/([a-z]+)(?:\/([^/]+))?\/?$/.exec(path);
  if (!m) return undefined;
  let id: string | undefined;
  try {
    id = m[2] === undefined ? undefined : decodeURIComponent(m[2]);
  } catch {
    return undefined;
  }
  const position = new URLSearchParams(search).get("position") ?? undefined;
  return { game: m[1]!, id, position: position || undefined };
}

/** The link to the analysis of a finished game. */
export const analysisPath = (game: string, id?: string): string => `/analysis/${game}${id ? `/${encodeURIComponent(id)}` : ""}`;

/** The expected result for the first seat as words: "White wins in 3", "62% for White". */
export function valueWords(value: number, decided: { winner: string; actions: number } | undefined, seats: [string, string]): string {
  if (decided) {
    if (!decided.winner) return t("ended-drawn");
    const who = sideWords(decided.winner.charAt(0).toUpperCase() + decided.winner.slice(1));
    return decided.actions > 0 ? t("analysis-wins-in", { side: who, n: decided.actions }) : t("analysis-wins", { side: who });
  }
  const first = Math.round(value * 100);
  return first >= 50 ? t("analysis-share", { n: first, side: seats[0] }) : t("analysis-share", { n: 100 - first, side: seats[1] });
}

/** The share of each result among `games`, in whole percents (first seat, draws, second). */
export function shares(first: bigint, draws: bigint, second: bigint): [number, number, number] {
  const all = Number(first + draws + second);
  if (all === 0) return [0, 0, 0];
  const a = Math.round((Number(first) / all) * 100);
  const d = Math.round((Number(draws) / all) * 100);
  return [a, d, Math.max(0, 100 - a - d)];
}

export async function analysisPage(root: HTMLElement, transport: Transport, all: AnyGame[], route: AnalysisRoute): Promise<void> {
  const def = all.find((g) => g.key === route.game);
  if (!def) {
    root.replaceChildren(missingMain({ title: t("archive-missing-tab"), text: t("analysis-no-game", { game: route.game }) }));
    return;
  }
  const analysis = createClient(AnalysisService, transport);
  let start = route.position ?? "";
  let actions: string[] = [];
  let at = 0;
  let engineOn = true;
  let board: BoardState = initial(def.squareName(0, 0));
  let work: AbortController | undefined;

  const title = h("h1", {}, t("analysis-heading", { game: def.title }));
  document.title = t("analysis-tab-title", { game: def.title });
  const svg = createSvg(def);
  const fill = h("div", { class: "eval-fill" });
  // The first side's share from the bottom.
  const bar = h("div", { class: "eval-bar", role: "img", "aria-label": t("analysis-evaluation") }, fill);
  const evalText = h("p", { id: "eval-text", class: "eval-text", "aria-live": "polite" }, "");
  const engineInfo = h("p", { id: "engine-info", class: "engine-info" }, "");
  const lines = h("ol", { id: "engine-lines", class: "engine-lines" });
  const moves = h("ol", { id: "analysis-moves", class: "analysis-moves" });
  const message = h("p", { id: "analysis-message", class: "analysis-message", role: "status" }, "");
  const explorer = h("tbody", { id: "explorer-moves" });
  const explorerNote = h("p", { id: "explorer-note", class: "explorer-note" }, "");
  const toggle = h("input", { type: "checkbox", id: "engine-on", checked: "" });
  const positionField = h("input", { id: "setup-position", type: "text", "aria-label": t("start-position"), placeholder: t("analysis-position-placeholder") });
  const button = (text: string, id: string, onClick: () => void): HTMLButtonElement => {
    const b = h("button", { type: "button", id }, text);
    b.addEventListener("click", onClick);
    return b;
  };
  // A finished game's review (ReviewGame): the evaluation after each move, the biggest swings marked.
  const reviewList = h("ol", { id: "review-moves", class: "review-moves", start: "0" });
  const reviewStatus = h("p", { id: "review-status", class: "explorer-note", "aria-live": "polite" }, "");
  const reviewButton = button(t("analysis-review-game"), "review-game", () => void runReview());
  const review = h("section", { class: "review", hidden: "" }, h("h2", {}, t("analysis-review-heading")), reviewButton, reviewStatus, reviewList);
  const setup = h(
    "form",
    { class: "analysis-setup" },
    h("label", { for: "setup-position" }, `${t("analysis-set-up")} `),
    positionField,
    h("button", { type: "submit" }, t("analysis-start-here")),
  );
  setup.addEventListener("submit", (e) => {
    e.preventDefault();
    start = positionField.value.trim();
    actions = [];
    at = 0;
    void refresh();
  });
  toggle.addEventListener("change", () => {
    engineOn = toggle.checked;
    void refresh();
  });
  const controls = h(
    "p",
    { class: "analysis-controls" },
    button("«", "go-start", () => go(0)),
    button("◀", "go-back", () => go(at - 1)),
    button("▶", "go-forward", () => go(at + 1)),
    button("»", "go-end", () => go(actions.length)),
    button(t("analysis-flip"), "flip", () => {
      board = { ...board, flipped: !board.flipped };
      draw();
    }),
  );
  const main = h(
    "main",
    { class: "analysis" },
    title,
    h(
      "div",
      { class: "analysis-layout" },
      h("div", { class: "analysis-board" }, bar, h("div", { class: "board-wrap" }, svg)),
      h(
        "div",
        { class: "analysis-side" },
        controls,
        message,
        h("section", { class: "engine" }, h("h2", {}, h("label", {}, toggle, ` ${t("analysis-engine")}`)), evalText, engineInfo, lines),
        h(
          "section",
          { class: "explorer" },
          h("h2", {}, t("analysis-explorer")),
          explorerNote,
          h("table", { class: "explorer-table" }, h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("analysis-move")), h("th", { scope: "col" }, t("player-games")), h("th", { scope: "col" }, t("analysis-results", { first: def.seatNames[0], second: def.seatNames[1] })))), explorer),
        ),
        h("section", { class: "moves" }, h("h2", {}, t("play-moves")), moves),
        review,
        setup,
      ),
    ),
  );
  root.replaceChildren(main);

  function go(to: number): void {
    const next = Math.max(0, Math.min(actions.length, to));
    if (next === at) return;
    at = next;
    void refresh();
  }

  /** Plays `notation` after the shown position: a new branch replaces what followed. */
  function play(notation: string): void {
    actions = [...actions.slice(0, at), notation];
    at = actions.length;
    void refresh();
  }

  function draw(): void {
    render(svg, def!, board);
  }

  svg.addEventListener("click", (event) => {
    const square = squareOf(event);
    if (!square) return;
    const result = click(board, square);
    board = { ...reduce(board, result), cursor: square };
    if (result.kind === "play" && result.choices[0]) play(result.choices[0].notation);
    else draw();
  });

  function showMoves(): void {
    moves.replaceChildren(
      ...actions.map((a, i) => {
        const b = h("button", { type: "button", class: i + 1 === at ? "current" : "" }, a);
        b.addEventListener("click", () => go(i + 1));
        return h("li", {}, b);
      }),
    );
  }

  function showExplorer(r: ExploreResponse): void {
    if (r.beyondOpening) explorerNote.textContent = t("analysis-beyond-opening");
    else if (r.moves.length === 0) explorerNote.textContent = t("analysis-no-games");
    else explorerNote.textContent = t("analysis-games-reached", { n: Number(r.games) });
    explorer.replaceChildren(
      ...r.moves.map((m) => {
        const [a, d, b] = shares(m.firstWins, m.draws, m.secondWins);
        const move = h("button", { type: "button", class: "explorer-move" }, m.action);
        move.addEventListener("click", () => play(m.action));
        const results = h(
          "div",
          { class: "results", title: `${a}% / ${d}% / ${b}%` },
          ...([["first", a], ["draw", d], ["second", b]] as const)
            .filter(([, share]) => share > 0)
            .map(([cls, share]) => h("span", { class: cls, style: `width:${share}%` }, share >= 12 ? `${share}%` : "")),
        );
        return h("tr", {}, h("td", {}, move), h("td", {}, String(m.games)), h("td", {}, results));
      }),
    );
  }

  function showEngine(u: AnalyseResponse): void {
    const best = u.lines[0];
    if (u.gameOver) {
      evalText.textContent = t("analysis-game-over", { result: u.gameOver });
      engineInfo.textContent = "";
      lines.replaceChildren();
      return;
    }
    if (!best) return;
    fill.style.height = `${Math.round(best.value * 100)}%`;
    evalText.textContent = valueWords(best.value, best.decided, def!.seatNames);
    bar.setAttribute("aria-label", t("analysis-evaluation-is", { value: evalText.textContent }));
    engineInfo.textContent = `${t("analysis-engine-info", { searcher: u.searcher, depth: u.depth, nodes: num(Number(u.nodes)), seconds: num(u.elapsedMs / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}${u.done ? "" : " …"}`;
    lines.replaceChildren(
      ...u.lines.map((line) => {
        const first = line.actions[0] ?? "";
        const b = h("button", { type: "button", class: "line-move" }, first);
        b.addEventListener("click", () => play(first));
        return h("li", {}, h("span", { class: "line-value" }, valueWords(line.value, line.decided, def!.seatNames)), " ", b, ` ${line.actions.slice(1).join(" ")}`);
      }),
    );
  }

  async function runEngine(signal: AbortSignal, upto: string[]): Promise<void> {
    evalText.textContent = t("analysis-thinking");
    engineInfo.textContent = "";
    lines.replaceChildren();
    try {
      const stream = analysis.analyse({ subject: { game: def!.key, position: start, actions: upto }, timeMs: THINK_MS, lines: LINES }, { signal });
      for await (const u of stream) showEngine(u);
    } catch (error) {
      if (!signal.aborted) evalText.textContent = describe(error);
    }
  }

  async function runReview(): Promise<void> {
    if (!route.id) return;
    reviewButton.disabled = true;
    reviewList.replaceChildren();
    reviewStatus.textContent = t("analysis-reviewing");
    const rows: HTMLElement[] = [];
    try {
      for await (const u of analysis.reviewGame({ gameId: route.id, timeMsPerPosition: 300, swings: 3 })) {
        const jump = h("button", { type: "button" }, u.action || t("analysis-start"));
        const index = u.index;
        jump.addEventListener("click", () => go(index));
        const row = h("li", { "data-index": String(index) }, jump, ` ${valueWords(u.value, u.decided, def!.seatNames)}${u.bestAction ? ` · ${t("analysis-best", { action: u.bestAction })}` : ""}`);
        rows.push(row);
        reviewList.append(row);
        reviewStatus.textContent = t("analysis-reviewed", { done: u.index + 1, n: actions.length + 1 });
        if (u.done) {
          u.swings.forEach((s, rank) => rows[s]?.append(h("strong", { class: "swing" }, ` ← ${t("analysis-swing", { n: rank + 1 })}`)));
          reviewStatus.textContent = u.swings.length ? t("analysis-swings", { moves: u.swings.map((s) => actions[s - 1]).join(", ") }) : t("analysis-no-swing");
        }
      }
    } catch (error) {
      reviewStatus.textContent = describe(error);
    } finally {
      reviewButton.disabled = false;
    }
  }

  async function refresh(): Promise<void> {
    work?.abort();
    const controller = new AbortController();
    work = controller;
    const signal = controller.signal;
    const upto = actions.slice(0, at);
    showMoves();
    try {
      const explored = await analysis.explore({ subject: { game: def!.key, position: start, actions: upto } }, { ...READ, signal });
      if (signal.aborted) return;
      const choices = await def!.api.legalAt(explored.position, signal);
      if (signal.aborted) return;
      const diagram = def!.diagram(explored.position);
      board = { ...board, diagram, choices, selectable: [], selected: undefined };
      message.textContent = "";
      draw();
      showExplorer(explored);
      if (engineOn) void runEngine(signal, upto);
      else {
        evalText.textContent = t("analysis-engine-off");
        engineInfo.textContent = "";
        lines.replaceChildren();
      }
    } catch (error) {
      if (signal.aborted) return;
      message.textContent = describe(error);
      if (at > 0 && route.id === undefined) {
        // A position that does not read: back to the last good one.
        actions = actions.slice(0, at - 1);
        at = actions.length;
      }
    }
  }

  if (route.id) {
    // A finished game: the archive's replay, else the live game's last position.
    try {
      const r = await createClient(PlayersService, transport).getArchivedGame({ gameId: route.id }, READ);
      start = r.game?.startPosition ?? "";
      actions = r.replay.slice(1).map((s) => s.action);
      review.hidden = false;
    } catch {
      // Not archived (a server without the players' database): its last position.
      try {
        start = def.view(await def.api.getGame(route.id)).position;
      } catch (error) {
        message.textContent = describe(error);
      }
    }
    at = actions.length;
  }
  positionField.value = start;
  await refresh();
}
