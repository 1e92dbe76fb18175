// An archived game replayed on its board: the positions the server replayed from the game's
// record (GetArchivedGame's `replay`: the start, then the position after each action), shown
// one at a time. First / Previous / Next / Last, the ← / → keys (Home / End in the replay:
// the ends) and the move list (the live game's, movetable.ts) choose the position; the
// squares that changed since the one before are highlighted. The client needs no rules: it
// draws position strings.
import { createSvg, render } from "../board/svg.js";
import { initial } from "../board/state.js";
import type { BoardDef, Diagram } from "../board/types.js";
import { h } from "./dom.js";
import { t } from "../i18n/i18n.js";
import { seatToMove, type Entry } from "./history.js";
import { fillMoveTable } from "./movetable.js";

/** One replayed position: the action that led to it ("" for the start) and the position. */
export interface ReplayStep {
  action: string;
  position: string;
}

/** What the replay needs of a game: its board, its seats and how to read its positions. */
export interface ReplayDef extends BoardDef {
  seatNames: [string, string];
  diagram(position: string): Diagram;
}

/** The replay's steps as history entries (for the move list): step i is version i, the start "start". */
export function entriesOf(steps: readonly ReplayStep[]): Entry[] {
  return steps.map((s, i) => ({ version: BigInt(i), position: s.position, action: i === 0 ? "start" : s.action, squares: [] }));
}

/** The squares whose piece or ball differs between two diagrams: what the action touched. */
export function changedSquares(before: Diagram, after: Diagram): string[] {
  const key = (d: Diagram): Map<string, string> => {
    const m = new Map<string, string>(d.pieces.map((p) => [p.square, `${p.seat}${p.label}${p.hasBall ? "*" : ""}`]));
    if (d.ball) m.set(d.ball, `${m.get(d.ball) ?? ""}ball`);
    return m;
  };
  const a = key(before);
  const b = key(after);
  const squares = new Set([...a.keys(), ...b.keys()]);
  return [...squares].filter((s) => a.get(s) !== b.get(s)).sort();
}

export type Go = "first" | "prev" | "next" | "last";

/** The step shown after going `go` from step `at` of `count` steps (clamped to the ends). */
export function stepTo(at: number, count: number, go: Go): number {
  const last = Math.max(0, count - 1);
  const to = go === "first" ? 0 : go === "last" ? last : at + (go === "next" ? 1 : -1);
  return Math.max(0, Math.min(last, to));
}

/** The words for step `at`: the start, or the action with its number and who made it. */
export function describeStep(steps: readonly ReplayStep[], seatNames: readonly [string, string], at: number): string {
  const step = steps[at];
  if (!step) return "";
  if (at === 0) return t("replay-start", { n: steps.length - 1 });
  const by = seatNames[seatToMove(steps[at - 1]?.position ?? "")] ?? "";
  return t("replay-action", { at, n: steps.length - 1, side: by, action: step.action });
}

/** The keys that move through the replay, and where they go. */
export const KEYS: Record<string, Go> = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };

/**
 * The replay of an archived game: its board, the step shown, the controls and the move list.
 * The element's `data-version` is the last step's number, `data-viewing` the step shown.
 */
export function replayView(def: ReplayDef, steps: readonly ReplayStep[]): HTMLElement {
  const entries = entriesOf(steps);
  const diagrams = steps.map((s) => {
    try {
      return def.diagram(s.position);
    } catch {
      return { pieces: [] };
    }
  });
  let at = steps.length - 1;
  let flipped = false;
  const svg = createSvg(def);
  // Nothing on this board is played: it is a picture of the position, named by the caption.
  svg.setAttribute("role", "img");
  svg.removeAttribute("tabindex");
  svg.removeAttribute("aria-roledescription");
  const caption = h("p", { class: "replay-step", "aria-live": "polite" });
  const button = (id: string, label: string, text: string, go: Go): HTMLButtonElement => {
    const b = h("button", { type: "button", id, "aria-label": label, title: label }, text);
    b.addEventListener("click", () => show(stepTo(at, steps.length, go)));
    return b;
  };
  const first = button("replay-first", t("replay-first"), "|◀", "first");
  const prev = button("replay-prev", t("play-previous"), "◀", "prev");
  const next = button("replay-next", t("play-next"), "▶", "next");
  const last = button("replay-last", t("replay-last"), "▶|", "last");
  const flip = h("button", { type: "button", id: "replay-flip", "aria-pressed": "false", title: t("play-flip-title") }, t("play-flip"));
  flip.addEventListener("click", () => {
    flipped = !flipped;
    flip.setAttribute("aria-pressed", String(flipped));
    draw();
  });
  const moveTable = h("table", { class: "movetable" });
  const moveScroll = h("div", { class: "movescroll", tabindex: "0", "aria-label": t("play-moves") }, moveTable);
  const nav = h("div", { class: "hist-nav", role: "group", "aria-label": t("replay-heading") }, first, prev, next, last, flip);
  const side = h("div", { class: "replay-side" }, caption, nav, h("p", { class: "replay-keys" }, t("replay-keys")), moveScroll);
  const view = h("section", { class: "replay", "aria-label": t("replay-heading"), "data-version": String(steps.length - 1), "data-viewing": String(at) }, h("div", { class: "replay-board" }, svg), side);

  function draw(): void {
    const diagram = diagrams[at] ?? { pieces: [] };
    const before = at > 0 ? diagrams[at - 1] : undefined;
    const state = { ...initial(def.squareName(0, 0)), flipped, diagram, last: before ? changedSquares(before, diagram) : [] };
    render(svg, def, state);
    const words = describeStep(steps, def.seatNames, at);
    svg.setAttribute("aria-label", t("replay-board", { game: def.title, step: words }));
    caption.textContent = words;
    view.dataset["viewing"] = String(at);
    first.disabled = prev.disabled = at === 0;
    next.disabled = last.disabled = at === steps.length - 1;
    const current = fillMoveTable(moveTable, def.seatNames, entries, BigInt(at), (v) => show(Number(v)));
    // The move shown stays in the list's view (the list scrolls, not the page).
    if (current && view.isConnected) {
      const c = current.getBoundingClientRect();
      const box = moveScroll.getBoundingClientRect();
      if (c.top < box.top) moveScroll.scrollTop += c.top - box.top;
      else if (c.bottom > box.bottom) moveScroll.scrollTop += c.bottom - box.bottom;
    }
  }

  function show(step: number): void {
    if (step === at) return;
    at = step;
    draw();
  }

  // ← / → anywhere on the page (not while typing), once the view is on it; Home / End only
  // inside the replay (elsewhere they scroll the page).
  const onKey = (event: KeyboardEvent): void => {
    if (!view.isConnected) {
      document.removeEventListener("keydown", onKey);
      return;
    }
    const go = KEYS[event.key];
    const target = event.target instanceof Element ? event.target : null;
    if (!go || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || target?.closest("input, select, textarea")) return;
    if ((go === "first" || go === "last") && !(target && view.contains(target))) return;
    event.preventDefault();
    show(stepTo(at, steps.length, go));
  };
  document.addEventListener("keydown", onKey);
  draw();
  return view;
}
