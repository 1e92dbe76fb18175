// Challenges in words (lobby.v1 Challenge, DeclineChallenge, WatchPlayer): the reasons a
// player may give for declining, what became of a challenge, a refused call, and the link
// that opens the lobby's challenge form with a name filled in. No DOM here.
import { DeclineReason, RemovedReason, Side, type PlayerGame, type Seek } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import type { Mine } from "./kept.js";
import { t } from "../i18n/i18n.js";

/** The reasons offered when declining, the default first. */
export const DECLINE_CHOICES: readonly DeclineReason[] = [
  DeclineReason.LATER,
  DeclineReason.TOO_FAST,
  DeclineReason.TOO_SLOW,
  DeclineReason.TIME_CONTROL,
  DeclineReason.CASUAL,
  DeclineReason.RATED,
  DeclineReason.GAME,
  DeclineReason.NO_BOT,
  DeclineReason.ONLY_BOT,
];

/** The reasons in words (a function: the messages are loaded after the modules). */
const REASON_WORDS = (): Record<DeclineReason, string> => ({
  [DeclineReason.UNSPECIFIED]: t("decline-none"),
  [DeclineReason.LATER]: t("decline-later"),
  [DeclineReason.TOO_FAST]: t("decline-too-fast"),
  [DeclineReason.TOO_SLOW]: t("decline-too-slow"),
  [DeclineReason.TIME_CONTROL]: t("decline-time-control"),
  [DeclineReason.CASUAL]: t("decline-casual"),
  [DeclineReason.RATED]: t("decline-rated"),
  [DeclineReason.GAME]: t("decline-game"),
  [DeclineReason.NO_BOT]: t("decline-no-bot"),
  [DeclineReason.ONLY_BOT]: t("decline-only-bot"),
});

/** A decline reason in words ("the clock is too fast"); an unknown one counts as none. */
export function reasonWords(reason: DeclineReason): string {
  const words = REASON_WORDS();
  return words[reason] ?? words[DeclineReason.UNSPECIFIED];
}

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Whether `challenge` was made to the player `me` (else it is one of theirs). */
export function toMe(challenge: Pick<Seek, "challengedName">, me: string): boolean {
  return same(challenge.challengedName, me);
}

/**
 * What the player `me` is told when a challenge leaves (WatchPlayer's `challenge_gone`), or
 * "" when there is nothing to say (they did it themselves: accepted, declined or cancelled on
 * this page, which says so itself).
 */
export function goneText(challenge: Pick<Seek, "ownerName" | "challengedName">, me: string, reason: RemovedReason, decline: DeclineReason): string {
  const mine = !toMe(challenge, me);
  const other = mine ? challenge.challengedName : challenge.ownerName;
  switch (reason) {
    case RemovedReason.DECLINED:
      return mine ? t("challenge-gone-declined", { name: other, reason: reasonWords(decline) }) : "";
    case RemovedReason.ACCEPTED:
      return mine ? t("challenge-gone-accepted", { name: other }) : "";
    case RemovedReason.CANCELLED:
      return mine ? "" : t("challenge-gone-withdrawn", { name: other });
    case RemovedReason.EXPIRED:
      return mine ? t("challenge-gone-expired-mine", { name: other }) : t("challenge-gone-expired", { name: other });
    case RemovedReason.OWNER_LEFT:
      return mine ? t("challenge-gone-left-mine", { name: other }) : t("challenge-gone-left", { name: other });
    default:
      return mine ? t("challenge-gone-mine", { name: other }) : t("challenge-gone", { name: other });
  }
}

/**
 * A refused challenge call in words, from its ErrorInfo reason (`name` is the player it was
 * about); `fallback` (the page's words for any refusal: api/errors.ts) for any other.
 * NOT_SIGNED_IN is told by the page with a link to sign in (ui/told.ts).
 */
export function refusalWords(reason: string, name: string, fallback: string): string {
  switch (reason) {
    case "PLAYER_NOT_FOUND":
      return t("challenge-refused-nobody", { name });
    case "SAME_PLAYER":
      return t("challenge-refused-self");
    case "ALREADY_SEEKING":
      return t("challenge-refused-already", { name });
    case "NOT_RATABLE":
      return t("challenge-refused-not-ratable");
    case "MISSING_FIELD":
      return t("challenge-refused-no-name");
    case "SEEK_TAKEN":
    case "SEEK_NOT_FOUND":
      return t("challenge-refused-closed");
    case "NOT_CHALLENGED":
      return t("reason-not-challenged");
    default:
      return fallback;
  }
}

/** What claimSeats reads of a game going on (WatchPlayer's PlayerGame). */
export type GameSeen = Pick<PlayerGame, "gameId" | "game" | "side" | "timeControl"> & { players: readonly { name: string }[] };

/**
 * The seats of challenges this browser sent that were accepted while no page of it was
 * following (a reload, another page): WatchPlayer's snapshot no longer lists the challenge
 * but lists the game it started. `kept` are the challenges still kept (their ids not in the
 * snapshot), `known` tells a game this browser already has a seat of. A game is claimed by
 * a kept challenge only when it is the one challenge of the same game, clock, opponent and
 * seat, and it is that challenge's one game.
 */
export function claimSeats(games: readonly GameSeen[], kept: Record<string, Mine>, me: string, known: (gameId: string) => boolean): { gameId: string; seekId: string }[] {
  const fits = (g: GameSeen, m: Mine): boolean =>
    m.to !== undefined &&
    m.game === g.game &&
    (m.clock ?? "") === g.timeControl &&
    m.seat === (g.side === Side.SECOND ? 1 : 0) &&
    g.players.some((p) => same(p.name, m.to!)) &&
    g.players.some((p) => same(p.name, me));
  const fresh = games.filter((g) => !known(g.gameId));
  const out: { gameId: string; seekId: string }[] = [];
  for (const g of fresh) {
    const ids = Object.keys(kept).filter((id) => fits(g, kept[id]!));
    if (ids.length !== 1) continue;
    const id = ids[0]!;
    if (fresh.filter((other) => fits(other, kept[id]!)).length === 1) out.push({ gameId: g.gameId, seekId: id });
  }
  return out;
}

/** The lobby with its challenge form filled in for `name` (the profile's Challenge link). */
export function challengePath(name: string): string {
  return `/lobby#challenge=${encodeURIComponent(name)}`;
}

/** The name of a `#challenge=<name>` fragment, if any. */
export function challengeFromHash(hash: string): string | undefined {
  const name = new URLSearchParams(hash.replace(/^#/, "")).get("challenge")?.trim();
  return name ? name : undefined;
}
