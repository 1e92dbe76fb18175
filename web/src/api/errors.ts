// The server's reason for a refused call, in words a person reads. The server answers every
// refusal with a machine-readable reason (the ErrorInfo reason, read by the client package's
// GameError; e.g. PLAYER_NOT_FOUND) and a message for developers; the page shows neither.
// Each reason the service sends has its sentence here; a reason this page does not know yet
// (a newer server) and a failure on the way get a sentence too. Where the server's message
// is the useful part (why an action is illegal, where a position does not read) the
// sentence carries it, never the reason's code.
import { Code } from "@connectrpc/connect";
import { GameError } from "@arbiter/client";

/** A refusal explained: the sentence, the reason it explains ("" for a failure on the way). */
export interface Explained {
  text: string;
  reason: string;
  /** NOT_SIGNED_IN: the sentence begins with "Sign in", which the page links to the sign-in page. */
  signIn?: boolean;
}

/** The rule for passwords (docs/security.md, "Names and passwords"), in words. */
export const PASSWORD_RULE = "A password is 8 to 128 characters long, not only spaces, and not one of the most common passwords (like “password1”): choose a longer or less common one.";

/** The rule for names, in words. */
export const NAME_RULE = "A name is 3 to 24 characters: letters a–z, digits, _ and -, starting with a letter.";

const AGAIN = "Reload the page and try again.";

/** "3 s", "2 min": a wait before trying again. */
function wait(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) return "a moment";
  if (ms < 1000) return "a second";
  const s = Math.ceil(ms / 1000);
  return s < 120 ? `${s} s` : `${Math.ceil(s / 60)} min`;
}

/** A message's first letter upper-case and a full stop at its end. */
function sentence(text: string): string {
  const t = text.trim();
  if (t === "") return t;
  const s = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(s) ? s : `${s}.`;
}

type Words = string | ((e: GameError, doing: string) => string);

/** Every reason the service sends (src/session/error.rs, the input gate, the limits), in words. */
const WORDS: Record<string, Words> = {
  // Games: what the page sent.
  INVALID_GAME_ID: "This game's address is not right: check the link you were sent.",
  INVALID_POSITION: (e) => {
    const where = e.rawMessage.replace(/^invalid position:\s*/, "");
    return `This start position cannot be read${where ? ` (${where})` : ""}. Check it, or leave the field empty to start from the usual position.`;
  },
  INVALID_ACTION: `The page sent a move the game cannot read. ${AGAIN}`,
  INVALID_REQUEST_ID: `The page sent a request the server cannot accept. ${AGAIN}`,
  REQUEST_ID_REUSED: `The page sent a request the server cannot accept. ${AGAIN}`,
  MALFORMED_REQUEST: `The page sent a request the server cannot read. ${AGAIN}`,
  INVALID_ARGUMENT: `The page sent a request the server cannot accept. ${AGAIN}`,
  INVALID_CURSOR: `The page lost its place in the lobby's list. ${AGAIN}`,
  INVALID_KEY: `This browser's guest key is not one the lobby accepts. ${AGAIN}`,
  INVALID_PAGE_TOKEN: "The list changed: reload the page to see it from the start.",
  INVALID_FILTER: "This filter cannot be used: check the opponent's name.",
  INVALID_RANGE: "The lowest rating asked for is above the highest: check the range.",
  INVALID_SIDE: "That side is not one of this game's: choose one from the list.",
  INVALID_TIME_CONTROL: "This clock cannot be used: choose whole minutes and seconds, or days per move (1, 2, 3, 5, 7, 10 or 14), within the limits.",
  UNKNOWN_POOL: "There is no such rating pool: choose live or correspondence.",
  INVALID_BOT: "The computer cannot play with these settings: choose another computer player or think time.",
  MISSING_FIELD: "Something is missing: fill in every field and try again.",
  INVALID_TEXT: "A field holds characters that are not allowed (such as line breaks or control characters): remove them and try again.",
  TEXT_TOO_LONG: "A field is too long: shorten it and try again.",
  UNKNOWN_GAME: "There is no such game here: choose one from the list.",
  UNKNOWN_RULE: "This game has no such rule option.",
  UNKNOWN_FORMAT: "That game cannot read records written that way: choose another format or game.",
  TOO_MANY_RECORDS: "That is too many records for one import: send at most 2,000 at a time.",
  CHAT_TOO_FAST: "One message every few seconds: wait a moment.",
  CHAT_LIMIT: "This game has had all the messages it may have.",
  INVALID_CHAT: "That is not one of the messages a game offers.",
  INVALID_PUSH_ENDPOINT: "This browser's push address was not accepted: turn push off and on again.",
  INVALID_PUSH_KEY: "This browser's push keys were not accepted: turn push off and on again.",
  INVALID_QUIET_HOURS: "Quiet hours are a start and an end time of day.",
  REMATCH_OFFER: "This is a rematch offer for the players of one game: only its other player can take it, from that game's page.",
  // Games: playing.
  ILLEGAL_ACTION: (e) => {
    const why = e.rawMessage.replace(/^illegal action [^:]*:\s*/, "");
    return why ? `That move is not allowed: ${sentence(why).replace(/^./, (c) => c.toLowerCase())}` : "That move is not allowed.";
  },
  NOTHING_TO_UNDO: "There is no step of this turn to undo.",
  GAME_OVER: "The game is over: no more moves can be made.",
  GAME_NOT_FOUND: "There is no such game: the link is wrong, or the game ended long ago and was removed.",
  VERSION_AHEAD: `The page is ahead of the server. ${AGAIN}`,
  VERSION_CONFLICT: "The game changed before your action arrived (a move by your opponent, or from another tab): look at the board and try again.",
  REQUEST_EXPIRED: "Your action took too long to reach the server: look at the board to see whether it was made.",
  UNAUTHENTICATED: "This link does not hold a seat in this game: you can watch the game, but not play it.",
  WRONG_SEAT: "Your link does not hold this seat: open your own seat's link to play.",
  NOT_YOUR_TURN: "It is not your turn: wait for your opponent's move.",
  SEATS_OPEN: "The game starts when your opponent has joined: send them the invite link.",
  INVALID_INVITATION: "This invitation link is not right: ask for the link again.",
  INVITATION_USED: "This invitation has been used: somebody has taken the seat already. You can still watch the game.",
  INVITATION_REVOKED: "This invitation was withdrawn by the player who created the game. You can still watch the game.",
  NO_INVITATION: "This seat was never open to an invitation.",
  DRAW_ALREADY_OFFERED: "A draw offer is waiting for an answer already.",
  NO_DRAW_OFFER: "There is no draw offer to answer any more.",
  NOT_ABORTABLE: "Both sides have moved, so the game can no longer be aborted: offer a draw or resign.",
  NO_CLAIM: "There is nothing to claim yet: the opponent is back, or the countdown is not over.",
  TAKEBACK_ALREADY_PROPOSED: "A takeback proposal is waiting for an answer already.",
  NO_TAKEBACK: "There is no takeback proposal to answer any more: a move was made, or it was answered.",
  NOTHING_TO_TAKE_BACK: "You have no move of yours to take back yet.",
  TAKEBACKS_NOT_ALLOWED: "This game allows no takebacks: rated games are played as they stand.",
  GAME_NOT_OVER: "A rematch can be offered once the game is over.",
  COMPUTER_NO_REMATCH: "This computer opponent takes no rematch offer: start a new game with the same settings instead.",
  // The server and its limits.
  STORE_UNAVAILABLE: "The server cannot reach its games just now: try again in a moment.",
  DATABASE_UNAVAILABLE: "Players' accounts are not available just now: try again in a moment.",
  SHUTTING_DOWN: "The server is restarting: try again in a moment.",
  OVERLOADED: "The server is very busy just now: try again in a moment.",
  BUSY: (e) => `The server is busy: try again in ${wait(e.retryDelayMs)}.`,
  RATE_LIMITED: (e) => `Too many requests in a short time: wait ${wait(e.retryDelayMs)} and try again.`,
  TOO_MANY_CHALLENGES: (e) => `Too many seeks and challenges at once: wait ${wait(e.retryDelayMs)} and try again.`,
  REQUEST_TOO_LARGE: "This request is too large for the server: shorten what you entered.",
  METADATA_TOO_LARGE: `This request is too large for the server. ${AGAIN}`,
  RESPONSE_TOO_LARGE: "The answer is too large to send.",
  REQUEST_TIMEOUT: "The server took too long to answer: try again.",
  INTERNAL: "Something went wrong on the server: try again, and reload the page if it keeps happening.",
  // Accounts.
  NAME_TAKEN: (e) => `The name “${e.metadata["name"] ?? ""}” is taken: choose another.`,
  NAME_CONFUSABLE: (e) => `The name “${e.metadata["name"] ?? ""}” looks too much like ${e.metadata["confusable_with"] ? `“${e.metadata["confusable_with"]}”, ` : ""}a player's name already taken: choose another.`,
  INVALID_NAME: (e) => (/reserved/.test(e.rawMessage) ? "This name is kept for the service: choose another." : `This name cannot be used. ${NAME_RULE}`),
  INVALID_PASSWORD: PASSWORD_RULE,
  BAD_CREDENTIALS: "Wrong name or password: check both and try again.",
  NOT_SIGNED_IN: (_e, doing) => `Sign in to ${doing}.`,
  TOO_MANY_ATTEMPTS: (e) => `Too many sign-in attempts: wait ${wait(e.retryDelayMs)} and try again.`,
  BOT_ACCOUNT: "This is a bot's account: a bot signs in from its program, not from a browser.",
  NOT_A_BOT: "Only a bot's account plays the bots' ladder games.",
  // Players.
  PLAYER_NOT_FOUND: (e) => `Nobody is called “${e.metadata["name"] ?? ""}”: check the name.`,
  ARCHIVED_GAME_NOT_FOUND: "There is no finished game at this address: the link may be wrong, or the game is not archived (yet).",
  // The lobby.
  SEEK_TAKEN: "Somebody else took this game first: accept another, or post your own.",
  SEEK_NOT_FOUND: "This game is no longer open.",
  ALREADY_SEEKING: "You already have an open seek for this game with this clock: it is in the list.",
  SEEK_LIMIT: "You have as many open seeks as one may: cancel one first.",
  OWN_SEEK: "This is your own seek: wait for an opponent to accept it.",
  RATING_OUT_OF_RANGE: "Your rating is outside the range this player asked for.",
  NOT_CHALLENGED: "This challenge is for another player.",
  NOT_RATABLE: "A rated game needs a clock and the usual start position: choose a clock, or untick Rated.",
  SAME_PLAYER: "You cannot play against yourself: choose another player.",
  // Tournaments.
  INVALID_TOURNAMENT: (e) => `This event cannot be made as it is: check its ${(e.metadata["field"] ?? "settings").replace(/_/g, " ")}.`,
  TOURNAMENT_NOT_FOUND: "There is no event at this address: the link may be wrong.",
  TOURNAMENT_CLOSED: "This event takes no more players: it has started or is over.",
  TOURNAMENT_FULL: "This event is full.",
  TOURNAMENT_ENTRY: (e) => (/bots only/.test(e.rawMessage) ? "This event is for bots only." : "This event is for people only."),
  NOT_IN_TOURNAMENT: "You have not joined this event.",
  WRONG_PASSWORD: "That is not this event's password.",
  TOURNAMENT_LIMIT: "You have made as many events as one may have going at once: wait until one finishes.",
};

/** The reasons this page has words for (every one the service sends). */
export const KNOWN_REASONS: readonly string[] = Object.keys(WORDS);

/** A failure without a reason (the network, the browser, a proxy), in words. */
function onTheWay(e: GameError): string {
  switch (e.code) {
    case Code.Unavailable:
      return "The server could not be reached: check your connection; the page tries again.";
    case Code.DeadlineExceeded:
      return "The server did not answer in time: check your connection and try again.";
    case Code.Canceled:
      return "The request was cancelled.";
    case Code.ResourceExhausted:
      return "The server is very busy just now: try again in a moment.";
    case Code.Unknown:
      if (e.cause instanceof TypeError || (e.cause as { cause?: unknown } | undefined)?.cause instanceof TypeError) return "The server could not be reached: check your connection.";
      return `Something went wrong. ${AGAIN}`;
    default:
      return `Something went wrong. ${AGAIN}`;
  }
}

/**
 * A refusal or failure in words. `doing` completes "Sign in to …" for NOT_SIGNED_IN (e.g.
 * "challenge a player").
 */
export function explain(error: unknown, doing = "continue"): Explained {
  const e = GameError.from(error);
  const reason = e.rawReason;
  const words = reason ? WORDS[reason] : undefined;
  if (words !== undefined) {
    const text = typeof words === "string" ? words : words(e, doing);
    return reason === "NOT_SIGNED_IN" ? { text, reason, signIn: true } : { text, reason };
  }
  // A reason of a newer server: its message, never its code.
  if (reason) return { text: e.rawMessage ? `The server refused: ${sentence(e.rawMessage).replace(/^./, (c) => c.toLowerCase())}` : `The server refused. ${AGAIN}`, reason };
  return { text: onTheWay(e), reason: "" };
}

/** A refusal or failure in words (see `explain`). */
export function describe(error: unknown, doing?: string): string {
  return explain(error, doing).text;
}
