// The lobby's Challenges section, for a signed-in player: the challenges made to them (who,
// their rating, the game, clock and rated or not, with Accept and Decline — Decline asks for a
// reason, "later" first) and their own (Cancel, "Waiting for <name>…"), live from WatchPlayer
// (a snapshot, then every change, resumed from the last cursor after a drop); their games the
// lobby started that go on; and a form to challenge a player by name (Challenge). It follows the
// page's one WatchPlayer stream (notify/feed.ts), which the header's notifications share. The page
// opens the game when a challenge is accepted: the acceptor's with AcceptSeek's token, the
// challenger's with the token Challenge gave (kept in localStorage like a seek's; one
// accepted while no page followed keeps its seat, found in the snapshot's games).
import { t } from "../i18n/i18n.js";
import type { Client } from "@connectrpc/connect";
import { GameError } from "@arbiter/client";
import { DeclineReason, RemovedReason, Side, type LobbyService, type PlayerGame, type Seek, type WatchPlayerResponse } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import type { PlayerFeed } from "../notify/feed.js";
import { describe } from "../api/errors.js";
import { tell } from "../ui/told.js";
import { ratingText, type Provisional } from "./ratings.js";
import type { AnyGame } from "../games/index.js";
import { h, tn } from "../ui/dom.js";
import { versus } from "../ui/words.js";
import { seatLink, watchLink } from "../ui/links.js";
import { mySeat, remember } from "../ui/mine.js";
import { DECLINE_CHOICES, claimSeats, goneText, reasonWords, refusalWords, toMe } from "./challenges.js";
import { CLOCKS, clockLabel, keep, mine, seatOfSide, take } from "./kept.js";

const CALL = { timeoutMs: 15_000 };

export interface PanelOptions {
  lobby: Client<typeof LobbyService>;
  /** The page's WatchPlayer stream. */
  feed: PlayerFeed;
  all: AnyGame[];
  /** The signed-in player's name. */
  me: string;
  /** Opens this browser's seat of a game (and remembers it). */
  go(game: string, id: string, seat: 0 | 1, token: string): void;
  /** A name to fill in (the profile's Challenge link). */
  prefill?: string | undefined;
  /** Whether players' ratings are provisional (the lobby's lookup). */
  provisional?: Provisional;
}

export interface ChallengePanel {
  element: HTMLElement;
  /** Starts following WatchPlayer (and focuses the form when a name was filled in). */
  start(): void;
}

/** A guest's Challenges section: a note that challenges need an account. */
export function guestChallenges(): HTMLElement {
  return h(
    "section",
    { id: "challenges", class: "challenges", "aria-labelledby": "challenges-h" },
    h("h2", { id: "challenges-h" }, t("challenges-heading")),
    h("p", { id: "challenges-guest", class: "challenge-note" }, ...tn("challenges-guest", {}, { signIn: h("a", { href: "/account" }, t("challenges-guest-link")) })),
  );
}

export function challengePanel(o: PanelOptions): ChallengePanel {
  const { lobby, all, me } = o;
  const title = (key: string): string => all.find((g) => g.key === key)?.title ?? key;
  const seats = (key: string): string[] => all.find((g) => g.key === key)?.seatNames ?? [t("side-first"), t("side-second")];

  const heading = h("h2", { id: "challenges-h", tabindex: "-1" }, t("challenges-heading"));
  const status = h("p", { id: "challenge-status", class: "lobby-status", role: "status", "aria-live": "polite" });
  const say = (text: string, reason = ""): void => {
    status.textContent = text;
    status.dataset["reason"] = reason;
  };
  const refused = (e: unknown, name: string): void => {
    const reason = GameError.from(e).rawReason;
    // Not signed in (or the session ended): "Sign in to challenge a player", linked.
    if (reason === "NOT_SIGNED_IN" || reason === "UNAUTHENTICATED") return tell(status, e, t("doing-challenge"));
    say(refusalWords(reason, name, describe(e)), reason);
  };

  const incoming = h("ul", { id: "challenges-in", class: "challenge-list", "aria-labelledby": "challenges-in-h" });
  const incomingBox = h("div", { class: "challenge-box", hidden: "" }, h("h3", { id: "challenges-in-h" }, t("challenges-to-you")), incoming);
  const outgoing = h("ul", { id: "challenges-out", class: "challenge-list", "aria-labelledby": "challenges-out-h" });
  const outgoingBox = h("div", { class: "challenge-box", hidden: "" }, h("h3", { id: "challenges-out-h" }, t("challenges-yours")), outgoing);
  const none = h("p", { id: "no-challenges", class: "no-seeks" }, t("challenges-none"));
  const gamesList = h("ul", { id: "my-lobby-games", class: "challenge-list", "aria-labelledby": "my-lobby-games-h" });
  const gamesBox = h("div", { class: "challenge-box", hidden: "" }, h("h3", { id: "my-lobby-games-h" }, t("challenges-games")), gamesList);

  // The form: a player's name, the game, clock, side and rated.
  const name = h("input", { id: "challenge-name", name: "opponent", type: "text", autocomplete: "off", autocapitalize: "none", spellcheck: "false", required: "" });
  const game = h("select", { id: "challenge-game" }, ...all.map((g) => h("option", { value: g.key }, g.title)));
  const clock = h("select", { id: "challenge-clock" }, ...CLOCKS.map((c) => h("option", { value: c }, clockLabel(c))));
  clock.value = "5+3";
  const side = h("select", { id: "challenge-side" });
  const showSides = (): void => {
    const [a, b] = seats(game.value);
    side.replaceChildren(h("option", { value: String(Side.UNSPECIFIED) }, t("lobby-random-side")), h("option", { value: String(Side.FIRST) }, a ?? t("side-first")), h("option", { value: String(Side.SECOND) }, b ?? t("side-second")));
  };
  game.addEventListener("change", showSides);
  showSides();
  const rated = h("input", { id: "challenge-rated", type: "checkbox" });
  const takebacks = h("input", { id: "challenge-takebacks", type: "checkbox" });
  const takebacksLabel = h("label", {}, takebacks, ` ${t("lobby-takebacks")}`);
  takebacksLabel.hidden = true;
  rated.addEventListener("change", () => (takebacksLabel.hidden = !rated.checked));
  const send = h("button", { id: "challenge-send", type: "submit" }, t("challenge-send"));
  const form = h(
    "form",
    { id: "challenge-form", class: "seek-form", "aria-label": t("challenge-a-player") },
    h("label", {}, t("lobby-player"), " ", name),
    h("label", {}, t("start-game"), " ", game),
    h("label", {}, t("start-clock"), " ", clock),
    h("label", {}, t("start-side"), " ", side),
    h("label", {}, rated, ` ${t("rated")}`),
    takebacksLabel,
    send,
  );
  const details = h("details", { id: "challenge-details", class: "challenge-details" }, h("summary", {}, t("challenge-a-player")), form);
  if (o.prefill !== undefined) {
    name.value = o.prefill;
    details.open = true;
  }

  const element = h("section", { id: "challenges", class: "challenges", "aria-labelledby": "challenges-h", "data-live": "connecting" }, heading, status, incomingBox, outgoingBox, none, gamesBox, details);

  // The open challenges, each with its row (a challenge never changes: rows are only added
  // and removed, so a redraw never loses focus or an open Decline).
  const open = new Map<string, { seek: Seek; row: HTMLElement }>();
  const games = new Map<string, PlayerGame>();

  const counts = (): void => {
    incomingBox.hidden = incoming.childElementCount === 0;
    outgoingBox.hidden = outgoing.childElementCount === 0;
    none.hidden = open.size > 0;
    element.dataset["incoming"] = String(incoming.childElementCount);
    element.dataset["outgoing"] = String(outgoing.childElementCount);
  };

  const terms = (s: Seek): string => t("challenge-terms", { game: title(s.game), clock: clockLabel(s.timeControl), kind: s.rated ? (s.ratedTakebacks ? t("lobby-rated-takebacks") : t("lobby-rated")) : t("lobby-casual") });

  const incomingRow = (s: Seek): HTMLElement => {
    const textId = `challenge-text-${s.seekId}`;
    const mySide = s.side === Side.UNSPECIFIED ? t("challenge-sides-random") : t("challenge-you-play", { side: seats(s.game)[1 - seatOfSide(s.side)] ?? "" });
    // The challenger's rating, "1500?" while provisional (the mark once the lookup answers).
    const rating = h("span", { class: "rating" }, s.rating ? ` (${ratingText(s.rating, o.provisional?.get(s.ownerName, s.game))})` : "");
    if (s.rating && o.provisional) void o.provisional.ready(s.ownerName).then(() => (rating.textContent = ` (${ratingText(s.rating, o.provisional?.get(s.ownerName, s.game))})`));
    const text = h("span", { id: textId, class: "challenge-text" }, ...tn("challenge-incoming", { terms: terms(s), side: mySide }, { name: h("strong", { class: "challenger" }, s.ownerName), rating }));
    const accept = h("button", { type: "button", class: "accept-challenge main-action", "aria-describedby": textId }, t("challenge-accept"));
    const decline = h("button", { type: "button", class: "decline-challenge", "aria-describedby": textId, "aria-expanded": "false", "aria-controls": `decline-${s.seekId}` }, t("challenge-decline-open"));
    const reason = h("select", { class: "decline-reason", id: `decline-reason-${s.seekId}` }, ...DECLINE_CHOICES.map((r) => h("option", { value: String(r) }, reasonWords(r))));
    reason.value = String(DeclineReason.LATER);
    const confirm = h("button", { type: "button", class: "decline-send" }, t("challenge-decline"));
    const back = h("button", { type: "button", class: "decline-back" }, t("challenge-back"));
    const panel = h("span", { id: `decline-${s.seekId}`, class: "decline-panel", role: "group", "aria-label": t("challenge-decline-label", { name: s.ownerName }), hidden: "" }, h("label", { for: reason.id }, `${t("challenge-reason")} `), reason, confirm, back);
    const buttons = [accept, decline, confirm, back];
    const busy = (on: boolean): void => buttons.forEach((b) => (b.disabled = on));
    const showDecline = (on: boolean): void => {
      panel.hidden = !on;
      accept.hidden = on;
      decline.hidden = on;
      decline.setAttribute("aria-expanded", String(on));
      (on ? reason : decline).focus();
    };
    accept.addEventListener("click", () => {
      busy(true);
      say(t("challenge-accepting", { name: s.ownerName }));
      lobby
        .acceptSeek({ seekId: s.seekId }, CALL)
        .then((r) => o.go(r.game, r.gameId, seatOfSide(r.side), r.seatToken))
        .catch((e: unknown) => {
          busy(false);
          refused(e, s.ownerName);
        });
    });
    decline.addEventListener("click", () => showDecline(true));
    back.addEventListener("click", () => showDecline(false));
    panel.addEventListener("keydown", (e) => {
      if (e.key === "Escape") showDecline(false);
    });
    confirm.addEventListener("click", () => {
      busy(true);
      const why = Number(reason.value) as DeclineReason;
      lobby
        .declineChallenge({ seekId: s.seekId, reason: why }, CALL)
        .then(() => {
          say(t("challenge-declined", { name: s.ownerName, reason: reasonWords(why) }));
          drop(s.seekId);
        })
        .catch((e: unknown) => {
          busy(false);
          refused(e, s.ownerName);
        });
    });
    return h("li", { class: "challenge incoming", "data-seek": s.seekId }, text, h("span", { class: "challenge-actions" }, accept, decline, panel));
  };

  const outgoingRow = (s: Seek): HTMLElement => {
    const textId = `challenge-text-${s.seekId}`;
    const kept = mine()[s.seekId];
    const seat = kept ? kept.seat : s.side === Side.UNSPECIFIED ? undefined : seatOfSide(s.side);
    const mySide = seat === undefined ? t("challenge-sides-random") : t("challenge-you-play", { side: seats(s.game)[seat] ?? "" });
    const text = h(
      "span",
      { id: textId, class: "challenge-text" },
      ...tn("challenge-outgoing", { terms: terms(s), side: mySide }, { name: h("strong", { class: "challenged" }, s.challengedName) }),
      " ",
      h("span", { class: "waiting" }, t("challenge-waiting", { name: s.challengedName })),
    );
    const cancel = h("button", { type: "button", class: "cancel-challenge", "aria-describedby": textId }, t("challenge-cancel"));
    cancel.addEventListener("click", () => {
      cancel.disabled = true;
      lobby
        .cancelSeek({ seekId: s.seekId }, CALL)
        .then(() => {
          take(s.seekId);
          say(t("challenge-cancelled", { name: s.challengedName }));
          drop(s.seekId);
        })
        .catch((e: unknown) => {
          cancel.disabled = false;
          refused(e, s.challengedName);
        });
    });
    return h("li", { class: "challenge outgoing", "data-seek": s.seekId }, text, h("span", { class: "challenge-actions" }, cancel));
  };

  const add = (s: Seek): boolean => {
    if (open.has(s.seekId)) return false;
    const mineIn = toMe(s, me);
    const row = mineIn ? incomingRow(s) : outgoingRow(s);
    open.set(s.seekId, { seek: s, row });
    (mineIn ? incoming : outgoing).append(row);
    counts();
    return true;
  };

  /** Removes a challenge's row; focus inside it goes to the section's heading. */
  function drop(id: string): Seek | undefined {
    const one = open.get(id);
    if (!one) return undefined;
    const focused = one.row.contains(document.activeElement);
    one.row.remove();
    open.delete(id);
    counts();
    if (focused) heading.focus();
    return one.seek;
  }

  const drawGames = (): void => {
    gamesList.replaceChildren(
      ...[...games.values()].map((g) => {
        const seat = mySeat(g.gameId);
        const link = seat ? h("a", { href: seatLink(location.origin, seat.game, g.gameId, seat.seat, seat.token) }, t("game-play")) : h("a", { href: watchLink(location.origin, g.game, g.gameId) }, t("game-watch"));
        const who = versus(g.players.map((p) => p.name));
        return h("li", { class: "lobby-game", "data-game-id": g.gameId }, `${g.rated ? t("game-line-rated", { game: title(g.game), players: who, clock: clockLabel(g.timeControl) }) : t("game-line", { game: title(g.game), players: who, clock: clockLabel(g.timeControl) })} `, link);
      }),
    );
    gamesBox.hidden = games.size === 0;
  };

  /** Handles one message; answers false when the page is leaving (a game opens). */
  const handle = (u: WatchPlayerResponse["update"]): boolean => {
    if (u.case === "snapshot") {
      const ids = new Set(u.value.challenges.map((s) => s.seekId));
      for (const id of [...open.keys()]) if (!ids.has(id)) drop(id);
      for (const s of u.value.challenges) add(s);
      // Challenges this browser sent that are no longer open: one accepted meanwhile keeps its
      // seat (remembered, so its game below links to it); the others' tokens are of no use.
      const kept = mine();
      const gone = Object.fromEntries(Object.entries(kept).filter(([id, m]) => m.to !== undefined && !ids.has(id)));
      for (const { gameId, seekId } of claimSeats(u.value.games, gone, me, (id) => mySeat(id) !== undefined)) {
        const m = gone[seekId]!;
        remember({ game: m.game, id: gameId, seat: m.seat, token: m.token, at: Date.now() });
      }
      for (const id of Object.keys(gone)) delete kept[id];
      keep(kept);
      games.clear();
      for (const g of u.value.games) games.set(g.gameId, g);
      drawGames();
    } else if (u.case === "challenge") {
      if (add(u.value) && toMe(u.value, me)) say(t("challenge-arrived", { name: u.value.ownerName, terms: terms(u.value) }));
    } else if (u.case === "challengeGone") {
      const gone = u.value;
      const s = drop(gone.seekId);
      if (!s) return true;
      if (!toMe(s, me)) {
        const kept = take(gone.seekId);
        if (gone.reason === RemovedReason.ACCEPTED && gone.gameId) {
          if (kept) {
            say(t("challenge-accepted-opening", { name: s.challengedName }));
            o.go(kept.game, gone.gameId, kept.seat, kept.token);
            return false;
          }
          say(t("challenge-accepted-elsewhere", { name: s.challengedName }));
          return true;
        }
      }
      const text = goneText(s, me, gone.reason, gone.declineReason);
      if (text) say(text, gone.reason === RemovedReason.DECLINED ? "DECLINED" : "");
    } else if (u.case === "gameStarted") {
      games.set(u.value.gameId, u.value);
      drawGames();
    } else if (u.case === "gameFinished") {
      games.delete(u.value.gameId);
      drawGames();
    }
    return true;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const opponent = name.value.trim();
    send.disabled = true;
    say("");
    lobby
      .challenge({ opponent, game: game.value, timeControl: clock.value, side: Number(side.value) as Side, rated: rated.checked, ratedTakebacks: rated.checked && takebacks.checked }, CALL)
      .then((r) => {
        const s = r.challenge;
        if (!s) throw new Error("the server answered without the challenge");
        const kept = mine();
        kept[s.seekId] = { game: s.game, seat: seatOfSide(r.side), token: r.seatToken, to: s.challengedName, clock: s.timeControl };
        keep(kept);
        add(s);
        say(t("challenge-sent", { name: s.challengedName }));
      })
      .catch((e: unknown) => refused(e, opponent))
      .finally(() => (send.disabled = false));
  });

  // The live list: the page's stream (a snapshot, then every change, resumed after a drop).
  const follow = (): void => {
    const stop = o.feed.subscribe((u) => {
      if (!handle(u)) stop();
    });
    o.feed.onStatus((st, e) => {
      element.dataset["live"] = st;
      if (st === "off" && e) refused(e, "");
    });
  };

  counts();
  return {
    element,
    start(): void {
      follow();
      if (o.prefill !== undefined) {
        details.scrollIntoView({ block: "nearest" });
        game.focus();
      }
    },
  };
}
