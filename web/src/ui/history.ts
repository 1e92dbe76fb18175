// The positions a page has seen, by version: the start position (GetHistory's
// start_position, version 1), then the game after every event of the watch stream, which
// starts from version 1 so it replays every change the store still keeps. A snapshot (the
// store no longer had the changes) is kept as one entry; positions before it are not known
// to the client and are not shown. The client needs no rules to show a past position: it
// reads the position string.
export interface Entry {
  version: bigint;
  position: string;
  /** The action that led here ("start", a move's notation, "undo", "resign", "snapshot"). */
  action: string;
  squares: string[];
}

export class Timeline {
  readonly entries: Entry[] = [];

  /** Adds an entry unless its version is already known; keeps the entries in order. */
  add(entry: Entry): boolean {
    if (this.entries.some((e) => e.version === entry.version)) return false;
    this.entries.push(entry);
    this.entries.sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
    return true;
  }

  index(version: bigint): number {
    return this.entries.findIndex((e) => e.version === version);
  }

  /** The entry `delta` steps away from `version`, clamped to the ends. */
  step(version: bigint, delta: number): Entry | undefined {
    const i = this.index(version);
    if (i < 0) return this.entries[this.entries.length - 1];
    const j = Math.max(0, Math.min(this.entries.length - 1, i + delta));
    return this.entries[j];
  }
}

/** Changes that are no move of the board: listed among all changes, not in the move list. */
const NOT_MOVES = new Set(["start", "snapshot", "join", "revoke", "offer-draw", "decline-draw", "accept-draw", "timeout", "abort", "gone", "back", "claim", "claim-draw", "resign", "end", "propose-takeback", "decline-takeback", "accept-takeback"]);

/**
 * The entries without the moves a takeback took back: an accepted takeback returns the game to
 * a position it had before (the start of the proposer's last turn), so the entries after the
 * last one showing that position are dropped. Without such an entry (the stream began with a
 * snapshot after it) nothing is dropped.
 */
export function withoutTakenBack(entries: Entry[]): Entry[] {
  const out: Entry[] = [];
  for (const e of entries) {
    if (e.action === "accept-takeback") {
      let j = out.length - 1;
      while (j >= 0 && out[j]!.position !== e.position) j--;
      if (j >= 0) out.length = j + 1;
    }
    out.push(e);
  }
  return out;
}

/** Which seat is to move in a position string: its second field (`w`/`a`: seat 0; `b`/`d`: seat 1). */
export function seatToMove(position: string): 0 | 1 {
  const side = position.split(" ")[1] ?? "";
  return side === "b" || side === "d" ? 1 : 0;
}

export interface TurnMove {
  version: bigint;
  text: string;
}

/** One row of the move list: its number and each seat's moves of that turn. */
export interface TurnRow {
  number: number;
  cells: [TurnMove[] | undefined, TurnMove[] | undefined];
}

/**
 * The moves paired by turn: each row holds seat 0's turn and seat 1's reply (a turn of
 * several steps, as in Hanniball, is one cell; an undone step leaves its turn; moves taken
 * back leave the list). The mover of an entry is the side to move in the position before it.
 */
export function turns(all: Entry[]): TurnRow[] {
  const entries = withoutTakenBack(all);
  const rows: TurnRow[] = [];
  let last: { by: 0 | 1; cell: TurnMove[] } | undefined;
  for (let i = 1; i < entries.length; i++) {
    const e = entries[i]!;
    const prev = entries[i - 1]!;
    if (e.version !== prev.version + 1n) {
      last = undefined; // a gap (a snapshot): start a new turn
    }
    const by = seatToMove(prev.position);
    if (e.action === "undo") {
      if (last) last.cell.pop();
      continue;
    }
    if (NOT_MOVES.has(e.action)) {
      if (e.action === "end") last = undefined;
      continue;
    }
    const move = { version: e.version, text: e.action };
    if (last && last.by === by) {
      last.cell.push(move);
      continue;
    }
    const cell = [move];
    const row = rows[rows.length - 1];
    if (by === 1 && row && row.cells[1] === undefined && row.cells[0] !== undefined) row.cells[1] = cell;
    else rows.push({ number: rows.length + 1, cells: by === 0 ? [cell, undefined] : [undefined, cell] });
    last = { by, cell };
  }
  // A turn whose steps were all undone leaves an empty cell; drop rows left empty.
  return rows.filter((r) => (r.cells[0]?.length ?? 0) + (r.cells[1]?.length ?? 0) > 0).map((r, i) => ({ ...r, number: i + 1 }));
}
