import { describe, expect, it } from "vitest";
import type { Update } from "../games/game.js";
import { backoff, follow, verdict } from "./follow.js";

interface G {
  version: bigint;
  over: boolean;
}
const ev = (version: bigint, over = false): Update<G> => ({ kind: "event", version, action: `a${version}`, game: { version, over }, squares: [] });
const snap = (version: bigint): Update<G> => ({ kind: "snapshot", game: { version, over: false } });

describe("follow", () => {
  it("applies an event only when its version is the last + 1; a snapshot always", () => {
    expect(verdict(4n, ev(5n))).toBe("apply");
    expect(verdict(4n, ev(4n))).toBe("duplicate");
    expect(verdict(4n, ev(3n))).toBe("duplicate");
    expect(verdict(4n, ev(7n))).toBe("gap");
    expect(verdict(4n, snap(9n))).toBe("apply");
  });

  it("backs off from 250 ms to 5 s", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoff)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });

  it("resumes from the last version after a dropped stream, without gaps or duplicates", async () => {
    const asked: (bigint | undefined)[] = [];
    const applied: string[] = [];
    const streams: Update<G>[][] = [
      [ev(2n), ev(3n)], // then the connection drops
      [ev(3n), ev(4n), ev(6n)], // a duplicate, then a gap: resume again
      [snap(8n), ev(9n, true)], // changes no longer kept: a snapshot, then the end
    ];
    let n = 0;
    await follow<G>(
      1n,
      {
        async *watch(from) {
          asked.push(from);
          const stream = streams[n++] ?? [];
          yield* stream;
          if (n === 1) throw new Error("connection dropped");
        },
        versionOf: (g) => g.version,
        isOver: (g) => g.over,
        onUpdate: (u) => applied.push(u.kind === "snapshot" ? `snapshot ${u.game.version}` : `event ${u.version}`),
        onStatus: () => undefined,
        sleep: async () => undefined,
      },
      new AbortController().signal,
    );
    expect(asked).toEqual([1n, 3n, 4n]);
    expect(applied).toEqual(["event 2", "event 3", "event 4", "snapshot 8", "event 9"]);
  });

  it("stops on a fatal error", async () => {
    const statuses: string[] = [];
    await follow<G>(
      undefined,
      {
        // eslint-disable-next-line require-yield
        async *watch() {
          throw new Error("not found");
        },
        versionOf: (g) => g.version,
        isOver: (g) => g.over,
        onUpdate: () => undefined,
        onStatus: (s) => statuses.push(s),
        fatal: () => true,
      },
      new AbortController().signal,
    );
    expect(statuses).toEqual(["ended"]);
  });
});
