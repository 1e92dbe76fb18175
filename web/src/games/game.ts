// What the generic client needs to know about one game: its board geometry, how to read its
// position notation, how its state is shown, and its API (every game's API has the same
// shape, docs/api-shape.md). One module per game implements it (games/<game>.ts).
import type { FollowOptions } from "@arbiter/client";
import type { Created, NewGameOptions, RealPlay, RealPlayApi } from "./realplay.js";

import type { BoardDef, Choice, Diagram, Geometry, Piece, Seat } from "../board/types.js";

export type { Choice, Diagram, Geometry, Piece, Seat };

/** A game's state, as every game's `Game` message has it, read into common terms. */
export interface StateView {
  version: bigint;
  position: string;
  toMove: Seat;
  over: boolean;
  /** Over without a result: aborted by a player or by the service (no first move in time). */
  aborted?: boolean;
  /** The result in words, e.g. "White won", when over. */
  result: string;
  /** Why it ended, e.g. "goal", when over. */
  reason: string;
  /** One line for the top of the board, e.g. "White to move · 3 of 4 steps left". */
  summary: string;
  /** The game's own state as label/value pairs (turn, steps left, penalty, score, ...). */
  facts: [string, string][];
  /** Seats, clocks and the draw offer (the same in every game). */
  real: RealPlay;
}

/**
 * One message of a WatchGame stream. `choices`: the seat's legal actions, when the page holds
 * the seat to move after it and asked for them (WatchGame's `legal_actions`); else empty.
 */
export type Update<G> =
  | { kind: "snapshot"; game: G; choices: Choice[] }
  | { kind: "event"; version: bigint; action: string; game: G; squares: string[]; choices: Choice[] };

/** A game's history, from GetHistory. */
export interface History<G> {
  game: G;
  startPosition: string;
  record: string;
}

/** The legal actions of a stored game. */
export interface Legal<G> {
  game: G;
  choices: Choice[];
}

/** Calls of one game's service (through gRPC-Web). Tokens are seat tokens. */
export interface GameApi<G> extends RealPlayApi<G> {
  newGame(options: NewGameOptions): Promise<Created<G>>;
  getGame(id: string): Promise<G>;
  history(id: string): Promise<History<G>>;
  legal(id: string): Promise<Legal<G>>;
  /** The legal actions of a position in the game's notation (the analysis board). */
  legalAt(position: string, signal?: AbortSignal): Promise<Choice[]>;
  apply(id: string, notation: string, token: string, expected: bigint): Promise<G>;
  resign(id: string, token: string, expected: bigint): Promise<G>;
  /** Hanniball's UndoStep; absent where the rules have no undo. */
  undo?(id: string, token: string, expected: bigint): Promise<G>;
  /** Follows the game live (the client package's `follow`): every change once and in order, across reconnections. */
  follow(id: string, options: FollowOptions): AsyncIterable<Update<G>>;
}

/** Everything about one game. */
export interface GameDef<G> extends BoardDef {
  key: string;
  title: string;
  seatNames: [string, string];
  geometry: Geometry;
  /** Square name of file/rank (0-based). */
  squareName: (file: number, rank: number) => string;
  /** File/rank of a square name, or undefined. */
  squareAt: (name: string) => [number, number] | undefined;
  /** Reads a position string. */
  diagram(position: string): Diagram;
  view(game: G): StateView;
  /** The button for the action that names no square (Hanniball's "end"), if the game has one. */
  squarelessAction?: string;
  /** Why the squareless action is not offered now, when it is the viewer's turn. */
  squarelessWhy?(game: G): string;
  /** The squareless action's button is shown only while it is legal (Chess Football's "No move"). */
  squarelessOnlyWhenLegal?: boolean;
  /** Whether the second seat sees the board turned (default: yes). */
  turnForSecondSeat?: boolean;
  /** Whether an undo is allowed now (the seat to move has taken a step this turn). */
  canUndo?(game: G): boolean;
  /** What the game is, in two lines, for the start page. */
  blurb: string;
  /** A position drawn as the game's picture on the start page. */
  preview: string;
  /** The rules in short (sections of a heading and its points), for the game's rules page (a function: its messages come with the pages' file). */
  rules: () => [string, string[]][];
  /** What happened between two states, in words (captures, goals, red cards, …). */
  announce?(before: G, after: G): string[];
  /** The game's piece figures by `Piece.label`: SVG markup in a 40 × 40 box (else a lettered disc). */
  figures?: Record<string, string>;
  /** The game's words for the reasons its records give (`[Reason "king escaped"]`), where the tag's own words do not read well. */
  recordReasons?: Record<string, string>;
  /** Start positions to offer, besides the game's initial one. */
  examples: { label: string; position: string }[];
  api: GameApi<G>;
}
