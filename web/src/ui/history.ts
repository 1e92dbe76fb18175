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
