// The board's plain data: what is drawn and what the user has selected. The board knows no
// rules: `choices` are the server's legal actions for the viewer, or empty.
import type { Choice, Diagram } from "./types.js";

export interface BoardState {
  diagram: Diagram;
  /** Legal actions offered to the viewer now (empty: not the viewer's turn, or a spectator). */
  choices: Choice[];
  /** Squares of the viewer's own pieces when it is the viewer's turn (selectable even
   * without a legal action, so that an illegal attempt gets the server's reason). */
  selectable: string[];
  /** The selected piece's square. */
  selected: string | undefined;
  /** The keyboard cursor's square. */
  cursor: string;
  /** Squares of the last action, highlighted. */
  last: string[];
  /** Squares where the last action took a piece, highlighted. */
  captured?: string[];
  /** The viewer's seat at the bottom (1: the board is turned). */
  flipped: boolean;
  /** An action sent and not answered yet (drawn faded): its piece's square, its target, and
   * whether the piece ends on the target (a move, not a kick or a pass). */
  pending?: { from?: string | undefined; to?: string | undefined; lands: boolean } | undefined;
}

export function initial(cursor: string): BoardState {
  return { diagram: { pieces: [] }, choices: [], selectable: [], selected: undefined, cursor, last: [], flipped: false };
}
