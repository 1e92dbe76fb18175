// Draws a board in SVG to scale: squares (goals, goal areas, throne, corners), square names
// on the edge, pieces, the ball, the selection, the legal targets, the last action and the
// keyboard cursor. Reads the state, never changes it.
import { t } from "../i18n/i18n.js";
import type { BoardDef, Piece } from "./types.js";
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
export function place(def: BoardDef, state: BoardState, file: number, rank: number): [number, number] {
  const { files, ranks } = def.geometry;
  const col = state.flipped ? files - 1 - file : file;
  const row = state.flipped ? rank : ranks - 1 - rank;
  return [MARGIN + col * SQUARE, MARGIN + row * SQUARE];
}

export function createSvg(def: BoardDef): SVGSVGElement {
  const { files, ranks } = def.geometry;
  const w = files * SQUARE + 2 * MARGIN;
  const h = ranks * SQUARE + 2 * MARGIN;
  const svg = el("svg", {
    viewBox: `0 0 ${w} ${h}`,
    class: `board board-${def.key}`,
    role: "application",
    "aria-roledescription": t("board-role"),
    tabindex: 0,
    "aria-label": t("board-label", { game: def.title }),
  });
  return svg;
}

export function render(svg: SVGSVGElement, def: BoardDef, state: BoardState): void {
  const { files, ranks } = def.geometry;
  svg.replaceChildren();
  const ts = targets(state);
  const canMove = movable(state.choices);
  const pieces = new Map<string, Piece>(state.diagram.pieces.map((p) => [p.square, p]));
  // An action sent and not answered yet: a moving piece is drawn faded on its target, any
  // other acting piece faded where it stands; both squares are marked.
  const pend = state.pending;
  const moved = pend?.lands && pend.from && pend.to ? pieces.get(pend.from) : undefined;
  let ball = state.diagram.ball;
  if (moved && pend?.from && pend.to) {
    pieces.delete(pend.from);
    pieces.set(pend.to, { ...moved, square: pend.to });
    if (moved.hasBall && ball === pend.from) ball = pend.to;
  }
  const faded = moved ? pend?.to : pend?.from;
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
      if (state.captured?.includes(name)) classes.push("captured");
      if (state.selected === name) classes.push("selected");
      if (canMove.has(name)) classes.push("movable");
      if (pend && (pend.from === name || pend.to === name)) classes.push("pending");
      el("rect", { x, y, width: SQUARE, height: SQUARE, class: classes.filter(Boolean).join(" "), "data-square": name }, squares);
      const target = ts.get(name);
      if (target) {
        el("circle", { cx: x + SQUARE / 2, cy: y + SQUARE / 2, r: pieces.has(name) ? SQUARE * 0.46 : SQUARE * 0.14, class: pieces.has(name) ? "target ring" : "target dot", "data-target": name }, marks);
      }
      if (state.cursor === name) {
        el("rect", { x: x + 2, y: y + 2, width: SQUARE - 4, height: SQUARE - 4, class: "cursor" }, marks);
      }
      const piece = pieces.get(name);
      if (piece) drawPiece(men, def, piece, x, y, faded === name);
      if (ball === name && !piece?.hasBall) drawBall(men, x + SQUARE / 2, y + SQUARE / 2, SQUARE * 0.22, name);
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

function drawPiece(parent: Element, def: BoardDef, piece: Piece, x: number, y: number, pending = false): void {
  const g = el("g", { class: `piece seat${piece.seat}${piece.royal ? " royal" : ""}${pending ? " pending" : ""}`, "data-piece": piece.square }, parent);
  const figure = def.figures?.[piece.label];
  if (figure !== undefined) {
    // The game's own figure, drawn in a square-sized box.
    const art = el("g", { class: "figure", transform: `translate(${x} ${y})` }, g);
    art.innerHTML = figure;
  } else {
    el("circle", { cx: x + SQUARE / 2, cy: y + SQUARE / 2, r: SQUARE * (piece.royal ? 0.42 : 0.38), class: "man" }, g);
    const t = el("text", { x: x + SQUARE / 2, y: y + SQUARE / 2 + 6, "text-anchor": "middle", class: "label" }, g);
    t.textContent = piece.label;
  }
  const title = el("title", {}, g);
  title.textContent = piece.hasBall ? t("piece-on-square-ball", { piece: piece.name, square: piece.square }) : t("piece-on-square", { piece: piece.name, square: piece.square });
  if (piece.hasBall) drawBall(g, x + SQUARE * 0.8, y + SQUARE * 0.2, SQUARE * 0.16, piece.square, "ball held");
}

/** The ball: a football, white with dark patches. */
export function drawBall(parent: Element, cx: number, cy: number, r: number, square: string, cls = "ball"): void {
  const g = el("g", { class: cls, "data-ball": square }, parent);
  g.innerHTML = ballMarkup(cx, cy, r);
}

/** A football's markup: a white circle and six dark pentagons. */
export function ballMarkup(cx: number, cy: number, r: number): string {
  const k = r / 10;
  const pent = (dx: number, dy: number, s: number): string => {
    const pts = Array.from({ length: 5 }, (_, i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return `${(cx + dx * k + Math.cos(a) * s * k).toFixed(1)},${(cy + dy * k + Math.sin(a) * s * k).toFixed(1)}`;
    });
    return `<polygon class="ball-patch" points="${pts.join(" ")}"/>`;
  };
  return `<circle class="ball-skin" cx="${cx}" cy="${cy}" r="${r}"/>${pent(0, 0, 3.6)}${pent(0, -8.2, 2.2)}${pent(7.8, -2.6, 2.2)}${pent(4.8, 6.6, 2.2)}${pent(-4.8, 6.6, 2.2)}${pent(-7.8, -2.6, 2.2)}`;
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
