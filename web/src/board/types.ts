// The board's own types: what it draws (pieces, the ball), its squares, and the legal actions
// it is handed. Games produce them; the board needs nothing else from a game.

/** A seat: 0 moves first (White, Attackers, ...), 1 the other. */
export type Seat = 0 | 1;

/** A piece on the board as drawn. */
export interface Piece {
  square: string;
  seat: Seat;
  /** The letter drawn on the piece (e.g. "L"). */
  label: string;
  /** A word for screen readers and titles (e.g. "Lion"). */
  name: string;
  /** The piece holds the ball. */
  hasBall?: boolean;
  /** A piece drawn bigger / differently (the Hnefatafl King). */
  royal?: boolean;
}

/** What a position string shows: the pieces, and the ball if the game has one. */
export interface Diagram {
  pieces: Piece[];
  ball?: string;
}

/** The squares of a board. Files are 0-based from the left, ranks 0-based from the bottom. */
export interface Geometry {
  files: number;
  ranks: number;
  /** Whether the square exists (Hanniball's ranks 1 and 15 hold only the goals). */
  exists(file: number, rank: number): boolean;
  /** CSS classes of a special square ("goal", "area", "throne", "corner"), or "". */
  zone(file: number, rank: number): string;
}

/** One legal action, as the board offers it. */
export interface Choice {
  /** The exact notation ApplyAction takes. */
  notation: string;
  /** The square of the acting piece, if any (absent: "end", a placement, a penalty). */
  from?: string;
  /** The square clicked to choose it (absent: a button only, like "end"). */
  target?: string;
  /** A short text for the chooser when several actions share a target. */
  label: string;
  /** The acting piece ends on the target (a move or a capture; not a kick or a pass). */
  lands?: boolean;
}


/** What the board needs of a game to draw it: its name, its squares and its figures. */
export interface BoardDef {
  key: string;
  title: string;
  geometry: Geometry;
  /** Square name of file/rank (0-based). */
  squareName: (file: number, rank: number) => string;
  /** The game's piece figures by `Piece.label`: SVG markup in a 40 × 40 box (else a lettered disc). */
  figures?: Record<string, string>;
}
