// Draws a board in SVG to scale: squares (goals, goal areas, throne, corners), square names
// on the edge, pieces, the ball, the selection, the legal targets, the last action and the
// keyboard cursor. Reads the state, never changes it.
import type { GameDef, Piece } from "../games/game.js";
import { movable, targets } from "./board.js";
import type { BoardState } from "./state.js";

const NS = "http://www.w3.org/2000/svg";
export const SQUARE = 40;
const MARGIN = 20;

function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  parent?.appendChild(node);
  return node;
}

/** Screen position (top-left corner) of a square. */
export function place(def: GameDef<unknown>, state: BoardState, file: number, rank: number): [number, number] {
  const { files, ranks } = def.geometry;
  const col = state.flipped ? files - 1 - file : file;
  const row = state.flipped ? rank : ranks - 1 - rank;
  return [MARGIN + col * SQUARE, MARGIN + row * SQUARE];
}

export function createSvg(def: GameDef<unknown>): SVGSVGElement {
  const { files, ranks } = def.geometry;
  const w = files * SQUARE + 2 * MARGIN;
  const h = ranks * SQUARE + 2 * MARGIN;
  const svg = el("svg", {
    viewBox: `0 0 ${w} ${h}`,
    class: `board board-${def.key}`,
    role: "application",
    "aria-roledescription": "board",
    tabindex: 0,
    "aria-label": `${def.title} board`,
  });
  return svg;
}

export function render(svg: SVGSVGElement, def: GameDef<unknown>, state: BoardState): void {
  const { files, ranks } = def.geometry;
  svg.replaceChildren();
  const ts = targets(state);
  const canMove = movable(state.choices);
  const pieces = new Map<string, Piece>(state.diagram.pieces.map((p) => [p.square, p]));
  const squares = el("g", { class: "squares" }, svg);
  const marks = el("g", { class: "marks" }, svg);
  const men = el("g", { class: "pieces" }, svg);
  for (let file = 0; file < files; file++) {
    for (let rank = 0; rank < ranks; rank++) {
      if (!def.geometry.exists(file, rank)) continue;
      const name = def.squareName(file, rank);
      const [x, y] = place(def, state, file, rank);
      const classes = ["sq", (file + rank) % 2 === 0 ? "dark" : "light", def.geometry.zone(file, rank)];
      if (state.last.includes(name)) classes.push("last");
      if (state.selected === name) classes.push("selected");
      if (canMove.has(name)) classes.push("movable");
      el("rect", { x, y, width: SQUARE, height: SQUARE, class: classes.filter(Boolean).join(" "), "data-square": name }, squares);
      const target = ts.get(name);
      if (target) {
        el("circle", { cx: x + SQUARE / 2, cy: y + SQUARE / 2, r: pieces.has(name) ? SQUARE * 0.46 : SQUARE * 0.14, class: pieces.has(name) ? "target ring" : "target dot", "data-target": name }, marks);
      }
      if (state.cursor === name) {
        el("rect", { x: x + 2, y: y + 2, width: SQUARE - 4, height: SQUARE - 4, class: "cursor" }, marks);
      }
      const piece = pieces.get(name);
      if (piece) drawPiece(men, piece, x, y);
      if (state.diagram.ball === name && !piece?.hasBall) {
        el("circle", { cx: x + SQUARE / 2, cy: y + SQUARE / 2, r: SQUARE * 0.2, class: "ball", "data-ball": name }, men);
      }
    }
  }
  // Square names on the edge: files below (or above when flipped), ranks on the left.
  const labels = el("g", { class: "coords" }, svg);
  for (let file = 0; file < files; file++) {
    const [x] = place(def, state, file, 0);
    const t = el("text", { x: x + SQUARE / 2, y: ranks * SQUARE + MARGIN + 14, "text-anchor": "middle" }, labels);
    t.textContent = def.squareName(file, 0).replace(/\d+$/, "");
  }
  for (let rank = 0; rank < ranks; rank++) {
    const [, y] = place(def, state, 0, rank);
    const t = el("text", { x: MARGIN / 2, y: y + SQUARE / 2 + 4, "text-anchor": "middle" }, labels);
    t.textContent = def.squareName(0, rank).replace(/^[a-z]+/, "");
  }
}

function drawPiece(parent: Element, piece: Piece, x: number, y: number): void {
  const g = el("g", { class: `piece seat${piece.seat}${piece.royal ? " royal" : ""}`, "data-piece": piece.square }, parent);
  const title = el("title", {}, g);
  title.textContent = `${piece.name} on ${piece.square}${piece.hasBall ? " with the ball" : ""}`;
  el("circle", { cx: x + SQUARE / 2, cy: y + SQUARE / 2, r: SQUARE * (piece.royal ? 0.42 : 0.38), class: "man" }, g);
  const t = el("text", { x: x + SQUARE / 2, y: y + SQUARE / 2 + 6, "text-anchor": "middle", class: "label" }, g);
  t.textContent = piece.label;
  if (piece.hasBall) {
    el("circle", { cx: x + SQUARE * 0.8, cy: y + SQUARE * 0.22, r: SQUARE * 0.14, class: "ball held", "data-ball": piece.square }, g);
  }
}

/** The square under a pointer event's target, if any. */
export function squareOf(event: Event): string | undefined {
  let node = event.target as Element | null;
  while (node && node instanceof SVGElement) {
    const sq = node.getAttribute("data-square") ?? node.getAttribute("data-target") ?? node.getAttribute("data-piece") ?? node.getAttribute("data-ball");
    if (sq) return sq;
    node = node.parentElement;
  }
  return undefined;
}
