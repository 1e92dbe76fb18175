// Pure transitions of the board: selecting a piece, the targets it has, clicking a square,
// moving the cursor. No rules here: every target comes from the legal actions handed in.
import type { Choice, Geometry } from "./types.js";
import type { BoardState } from "./state.js";

/** Squares with at least one legal action starting there. */
export function movable(choices: Choice[]): Set<string> {
  return new Set(choices.flatMap((c) => (c.from ? [c.from] : [])));
}

/** The targets of the selected piece (or, with nothing selected, of actions without a piece). */
export function targets(state: BoardState): Map<string, Choice[]> {
  const out = new Map<string, Choice[]>();
  for (const c of state.choices) {
    if (!c.target) continue;
    if (state.selected ? c.from === state.selected : c.from === undefined) {
      const list = out.get(c.target) ?? [];
      list.push(c);
      out.set(c.target, list);
    }
  }
  return out;
}

/** What a click on a square means. */
export type Click =
  | { kind: "select"; square: string }
  | { kind: "unselect" }
  | { kind: "play"; choices: Choice[] }
  | { kind: "none" };

export function click(state: BoardState, square: string): Click {
  const here = targets(state).get(square);
  if (here && here.length > 0) return { kind: "play", choices: here };
  if (state.selected === square) return { kind: "unselect" };
  if (movable(state.choices).has(square) || state.selectable.includes(square)) {
    return { kind: "select", square };
  }
  // Actions without a piece (a penalty removal, a placement) target the square itself.
  const free = state.choices.filter((c) => c.from === undefined && c.target === square);
  if (free.length > 0) return { kind: "play", choices: free };
  // A square that is no legal target only drops the selection (no request is sent).
  if (state.selected) return { kind: "unselect" };
  return { kind: "none" };
}

/** Applies a click's selection change (plays are for the host to carry out). */
export function reduce(state: BoardState, result: Click): BoardState {
  switch (result.kind) {
    case "select":
      return { ...state, selected: result.square };
    case "unselect":
    case "play":
      return { ...state, selected: undefined };
    case "none":
      return state;
  }
}

export type Direction = "up" | "down" | "left" | "right";

/**
 * Moves the cursor one square in a direction as seen on screen, skipping squares that do not
 * exist; stays put at the edge.
 */
export function moveCursor(
  state: BoardState,
  geometry: Geometry,
  at: (name: string) => [number, number] | undefined,
  name: (file: number, rank: number) => string,
  direction: Direction,
): BoardState {
  const pos = at(state.cursor);
  if (!pos) return state;
  let [file, rank] = pos;
  const sign = state.flipped ? -1 : 1;
  const df = direction === "left" ? -sign : direction === "right" ? sign : 0;
  const dr = direction === "up" ? sign : direction === "down" ? -sign : 0;
  for (;;) {
    file += df;
    rank += dr;
    if (file < 0 || rank < 0 || file >= geometry.files || rank >= geometry.ranks) return state;
    if (geometry.exists(file, rank)) return { ...state, cursor: name(file, rank) };
  }
}
