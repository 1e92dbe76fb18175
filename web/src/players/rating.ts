// A player's rating history from their archived games (each seat's rating after the game),
// and its chart as inline SVG: no chart library.
export interface Point {
  atMs: number;
  rating: number;
}

interface SeatLike {
  name: string;
  ratingAfter?: { rating: number } | undefined;
}
interface GameLike {
  game: string;
  rated: boolean;
  endedAtMs: bigint;
  seats: SeatLike[];
  /** As the archive writes it: "fischer 180000+2000 ms", "per turn 259200000 ms", "" for none. */
  timeControl?: string;
}

/** The rating pool of an archived game's clock: "correspondence" for an hour or more per move or a day or more to start with (as the service rates it), "" for live play. */
export function poolOf(timeControl: string | undefined): string {
  const perTurn = /^per turn (\d+) ms$/.exec(timeControl ?? "");
  if (perTurn) return Number(perTurn[1]) >= 3_600_000 ? "correspondence" : "";
  const start = /^(?:fischer|delay) (\d+)\+\d+ ms$/.exec(timeControl ?? "");
  return start && Number(start[1]) >= 86_400_000 ? "correspondence" : "";
}

/** The player's ratings after each rated game of `game` in rating pool `pool` ("" live, "correspondence"), oldest first. */
export function history(games: GameLike[], player: string, game: string, pool = ""): Point[] {
  const lower = player.toLowerCase();
  const points: Point[] = [];
  for (const g of games) {
    if (!g.rated || g.game !== game || poolOf(g.timeControl) !== pool) continue;
    const seat = g.seats.find((s) => s.name.toLowerCase() === lower);
    if (!seat?.ratingAfter) continue;
    points.push({ atMs: Number(g.endedAtMs), rating: seat.ratingAfter.rating });
  }
  return points.sort((a, b) => a.atMs - b.atMs);
}

/** The chart's polyline points in a `width` × `height` box (with `pad` around), and its range. */
export function chart(points: Point[], width: number, height: number, pad = 4): { line: string; min: number; max: number } {
  if (points.length === 0) return { line: "", min: 0, max: 0 };
  let min = Math.min(...points.map((p) => p.rating));
  let max = Math.max(...points.map((p) => p.rating));
  if (max - min < 1) {
    min -= 10;
    max += 10;
  }
  const n = points.length;
  const line = points
    .map((p, i) => {
      const x = n === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (n - 1);
      const y = pad + ((max - p.rating) * (height - 2 * pad)) / (max - min);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
  return { line, min, max };
}
