// What a signed-in player is told, from their WatchPlayer stream, on every page: the state kept
// from the stream (their open challenges and their games going on), the notices each message
// gives (a challenge received, a challenge of theirs answered, a game started or finished), the
// count of things waiting (challenges to them and their games going on, but the game of the
// page itself) and the tab title prefixed with it. No DOM here.
import { RemovedReason, Side, type GameFinished, type PlayerGame, type Seek, type SeekRemoved, type WatchPlayerResponse } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { goneText, toMe } from "../lobby/challenges.js";
import { clockLabel } from "../lobby/kept.js";
import { t } from "../i18n/i18n.js";
import { versus as versusLine } from "../ui/words.js";

/** What the stream has told so far: the open challenges (to and from the player) and their games going on. */
export interface Waiting {
  challenges: Map<string, Seek>;
  games: Map<string, PlayerGame>;
  /** The games going on where the player is to move (the stream's turns), with the mover's deadline (ms since the epoch; 0: none). */
  yourTurn: Map<string, number>;
}

export const waiting = (): Waiting => ({ challenges: new Map(), games: new Map(), yourTurn: new Map() });

/** One thing to tell the player. `fresh`: it happened now (not read from a snapshot). */
export type Notice =
  | { kind: "challenge"; seek: Seek; fresh: boolean }
  | { kind: "gone"; seek: Seek; removed: SeekRemoved; mine: boolean }
  | { kind: "started"; game: PlayerGame }
  | { kind: "finished"; finished: GameFinished; game: PlayerGame | undefined };

/**
 * Applies one message of the stream to `state` and answers what to tell: a snapshot tells the
 * challenges to the player that are open (not fresh); a challenge made to them tells it; a
 * challenge gone tells it when there is something to say (goneText); a game started or
 * finished tells it.
 */
export function step(state: Waiting, u: WatchPlayerResponse["update"], me: string): Notice[] {
  switch (u.case) {
    case "snapshot": {
      state.challenges = new Map(u.value.challenges.map((s) => [s.seekId, s]));
      state.games = new Map(u.value.games.map((g) => [g.gameId, g]));
      for (const id of [...state.yourTurn.keys()]) if (!state.games.has(id)) state.yourTurn.delete(id);
      return u.value.challenges.filter((s) => toMe(s, me)).map((seek) => ({ kind: "challenge", seek, fresh: false }));
    }
    case "challenge": {
      const known = state.challenges.has(u.value.seekId);
      state.challenges.set(u.value.seekId, u.value);
      return !known && toMe(u.value, me) ? [{ kind: "challenge", seek: u.value, fresh: true }] : [];
    }
    case "challengeGone": {
      const seek = state.challenges.get(u.value.seekId);
      if (!seek) return [];
      state.challenges.delete(u.value.seekId);
      const mine = !toMe(seek, me);
      // Accepting, declining or withdrawing one's own is said by the page that did it.
      return goneText(seek, me, u.value.reason, u.value.declineReason) ? [{ kind: "gone", seek, removed: u.value, mine }] : [];
    }
    case "gameStarted": {
      const known = state.games.has(u.value.gameId);
      state.games.set(u.value.gameId, u.value);
      return known ? [] : [{ kind: "started", game: u.value }];
    }
    case "gameFinished": {
      const game = state.games.get(u.value.gameId);
      state.games.delete(u.value.gameId);
      state.yourTurn.delete(u.value.gameId);
      return [{ kind: "finished", finished: u.value, game }];
    }
    case "turn": {
      if (!state.games.has(u.value.gameId)) return [];
      if (u.value.yourTurn) state.yourTurn.set(u.value.gameId, Number(u.value.deadlineMs));
      else state.yourTurn.delete(u.value.gameId);
      return [];
    }
    default:
      return [];
  }
}

/** The player's games going on where they are to move, but `here` (the game on this page): the least time left first, games without a deadline last. */
export function myTurns(state: Waiting, here = ""): string[] {
  const left = (id: string): number => state.yourTurn.get(id) || Number.MAX_SAFE_INTEGER;
  return [...state.yourTurn.keys()].filter((id) => id !== here && state.games.has(id)).sort((a, b) => left(a) - left(b));
}

/** The challenges made to the player, oldest first. */
export function incoming(state: Waiting, me: string): Seek[] {
  return [...state.challenges.values()].filter((s) => toMe(s, me));
}

/** The count of things waiting: challenges to the player and their games going on, but `here` (the game on this page). */
export function count(state: Waiting, me: string, here = ""): number {
  return incoming(state, me).length + [...state.games.keys()].filter((id) => id !== here).length;
}

const PREFIX = /^\(\d+\) /;

/** The tab title with the count in front, "(2) Lobby …"; the title alone when nothing waits. */
export function titled(title: string, n: number): string {
  const base = title.replace(PREFIX, "");
  return n > 0 ? `(${n}) ${base}` : base;
}

/** The game of a page's address (`/play/<game>/<id>`), or "". */
export function gameHere(pathname: string): string {
  return /^\/play\/[^/]+\/([A-Za-z0-9_-]+)\/?$/.exec(pathname)?.[1] ?? "";
}

/** Names a game and its sides (the games the page knows). */
export interface Names {
  title(game: string): string;
  seats(game: string): readonly string[];
}

const seatOf = (side: Side): 0 | 1 => (side === Side.SECOND ? 1 : 0);

/** A challenge's terms: "Copenhagen Hnefatafl, 5 min + 3 s, casual". */
export function terms(s: Pick<Seek, "game" | "timeControl" | "rated">, names: Names): string {
  return t("challenge-terms", { game: names.title(s.game), clock: clockLabel(s.timeControl), kind: s.rated ? t("lobby-rated") : t("lobby-casual") });
}

/** A challenge to the player in words: "Ann (1500) challenges you: Copenhagen Hnefatafl, 5 min + 3 s, casual; you play Defenders." */
export function challengeText(s: Seek, names: Names, rating = s.rating ? String(s.rating) : ""): string {
  const side = s.side === Side.UNSPECIFIED ? t("challenge-sides-random") : t("challenge-you-play", { side: names.seats(s.game)[1 - seatOf(s.side)] ?? "" });
  return t("challenge-incoming", { name: s.ownerName, rating: rating ? ` (${rating})` : "", terms: terms(s, names), side });
}

/** A game's players: "Ann vs Bob". */
export const versus = (g: Pick<PlayerGame, "players">): string => versusLine(g.players.map((p) => p.name));

/** A game going on in words: "Copenhagen Hnefatafl: Ann vs Bob, 5 min + 3 s, rated." */
export function gameText(g: PlayerGame, names: Names): string {
  const words = { game: names.title(g.game), players: versus(g), clock: clockLabel(g.timeControl) };
  return g.rated ? t("game-line-rated", words) : t("game-line", words);
}

/** How a game of the player's ended, from their side: "you won on time", "drawn by agreement", "aborted". */
export function finishedWords(f: Pick<GameFinished, "result" | "termination" | "won">): string {
  if (f.result === "*" || f.termination === "aborted" || f.termination === "abandonment") return t("finished-aborted");
  const how = ["resignation", "time", "agreement", "left"].includes(f.termination) ? f.termination : "other";
  if (f.result === "1/2-1/2") return t("finished-drawn", { how });
  return f.won ? t("finished-won", { how }) : t("finished-lost", { how });
}

/** A notice in words (the toast's, the browser notification's and the list's text). */
export function noticeText(n: Notice, me: string, names: Names): string {
  switch (n.kind) {
    case "challenge":
      return challengeText(n.seek, names);
    case "gone":
      return goneText(n.seek, me, n.removed.reason, n.removed.declineReason);
    case "started":
      return t("notice-started", { game: gameText(n.game, names) });
    case "finished":
      return t("notice-finished", { how: finishedWords(n.finished), game: n.game ? `${names.title(n.game.game)}, ${versus(n.game)}` : names.title(n.finished.game) });
  }
}

/** Whether a notice is about a challenge of the player's that was accepted (its game then opens from this browser's seat, if kept). */
export const acceptedMine = (n: Notice): boolean => n.kind === "gone" && n.mine && n.removed.reason === RemovedReason.ACCEPTED && n.removed.gameId !== "";
