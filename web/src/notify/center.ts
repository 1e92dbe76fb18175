// The notifications of a signed-in player, on every page (the site-wide WatchPlayer stream,
// feed.ts): a button in the header with the count of things waiting (challenges to them and
// their games going on, but the game on this page) that opens a panel — the challenges to them
// with Accept and Decline, their games going on, what they were told lately, and the opt-in for
// the browser's notifications —, the tab title prefixed with the count, short notes at the top
// of the window (a challenge received stays with Accept, Decline and Later until answered; the
// others go after a while), and, when the player asked for it (a click: the browser asks for
// the permission then, never before), a browser notification while the tab is hidden.
// On /lobby the lobby's Challenges section shows the challenges and opens an accepted one's
// game, so no notes are shown there (the browser notification still is).
import { t } from "../i18n/i18n.js";
import "./notify.css";
import type { Client } from "@connectrpc/connect";
import { formatClock } from "@arbiter/client";
import { DeclineReason, type LobbyService, type Seek } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { h } from "../ui/dom.js";
import { seatLink, watchLink } from "../ui/links.js";
import { mySeat, remember } from "../ui/mine.js";
import { tell } from "../ui/told.js";
import { DECLINE_CHOICES, reasonWords } from "../lobby/challenges.js";
import { seatOfSide, take } from "../lobby/kept.js";
import type { PlayerFeed } from "./feed.js";
import { ratingText, type Provisional } from "../lobby/ratings.js";
import { acceptedMine, challengeText, count, gameHere, gameText, incoming, myTurns, noticeText, titled, type Names, type Notice } from "./model.js";

const CALL = { timeoutMs: 15_000 };
/** The browser notifications' title (a function: the messages are loaded after the modules). */
const TITLE = (): string => t("site-name");
/** How long a note other than a challenge stays (ms). */
const NOTE_MS = 12_000;
/** The player's choice of browser notifications, kept in this browser. */
const OPT_IN = "hanniball.notify";
/** Challenges put away with Later in this tab (not shown as a note again on the next page). */
const LATER = "hanniball.later";

export interface CenterOptions {
  lobby: Client<typeof LobbyService>;
  feed: PlayerFeed;
  names: Names;
  /** Whether players' ratings are provisional ("1500?", as on every page). */
  provisional: Provisional;
  /** The lobby page, whose Challenges section shows the challenges itself. */
  inLobby: boolean;
}

const read = (store: Storage | undefined, key: string): string => {
  try {
    return store?.getItem(key) ?? "";
  } catch {
    return "";
  }
};
const write = (store: Storage | undefined, key: string, value: string): void => {
  try {
    store?.setItem(key, value);
  } catch {
    // Storage off: the choice lasts while the page is open.
  }
};
const session = (): Storage | undefined => (typeof sessionStorage === "undefined" ? undefined : sessionStorage);

/** The header's control (the button and its panel); the notes go at the end of the body. */
export function notificationCenter(o: CenterOptions): HTMLElement {
  const { lobby, feed, names } = o;
  const me = feed.me;
  const here = gameHere(location.pathname);

  const badge = h("span", { id: "notify-count", class: "notify-badge", "aria-hidden": "true" }, "0");
  const button = h("button", { type: "button", id: "notify-button", class: "notify-button", "aria-expanded": "false", "aria-controls": "notify-panel" }, `${t("notify-heading")} `, badge);
  const status = h("p", { id: "notify-status", class: "notify-status", role: "status", "aria-live": "polite" });
  const challengesList = h("ul", { id: "notify-challenges", class: "notify-list", "aria-labelledby": "notify-challenges-h" });
  const challengesBox = h("div", { class: "notify-box" }, h("h2", { id: "notify-challenges-h" }, t("challenges-to-you")), challengesList);
  const gamesList = h("ul", { id: "notify-games", class: "notify-list", "aria-labelledby": "notify-games-h" });
  const gamesBox = h("div", { class: "notify-box" }, h("h2", { id: "notify-games-h" }, t("challenges-games")), gamesList);
  const recentList = h("ul", { id: "notify-recent", class: "notify-list", "aria-labelledby": "notify-recent-h" });
  const recentBox = h("div", { class: "notify-box", hidden: "" }, h("h2", { id: "notify-recent-h" }, t("notify-lately")), recentList);
  const nothing = h("p", { id: "notify-nothing", class: "notify-nothing" }, t("notify-nothing"));
  const optIn = h("button", { type: "button", id: "notify-enable", class: "link-button" });
  const optInNote = h("span", { id: "notify-enable-note" });
  const optInLine = h("p", { class: "notify-opt-in" }, optInNote, " ", optIn);
  const closer = h("button", { type: "button", id: "notify-close", class: "notify-close" }, t("notify-close"));
  const panel = h("section", { id: "notify-panel", class: "notify-panel", "aria-labelledby": "notify-h", hidden: "" }, h("div", { class: "notify-top" }, h("h2", { id: "notify-h" }, t("notify-heading")), closer), status, challengesBox, gamesBox, nothing, recentBox, optInLine);
  const control = h("div", { id: "notify", class: "notify", "data-live": "connecting", "data-count": "0" }, button, panel);
  const notes = h("section", { id: "notify-notes", class: "notify-notes", "aria-label": t("notify-new"), "aria-live": "polite" });
  document.body.append(notes);

  // The panel and the notes stand under the header, and end well above the bottom of the window
  // (where a phone's board controls are).
  const place = (): void => {
    const top = Math.max(8, (control.closest("header")?.getBoundingClientRect().bottom ?? 0) + 6);
    for (const el of [panel, notes]) el.style.top = `${top}px`;
    panel.style.maxHeight = `calc(100vh - ${top}px - 5.5rem)`;
  };
  // The panel: opened by the button, closed by it, Esc, or a click elsewhere.
  const show = (on: boolean): void => {
    if (on) place();
    panel.hidden = !on;
    button.setAttribute("aria-expanded", String(on));
    if (on) draw();
  };
  button.addEventListener("click", () => show(panel.hidden));
  closer.addEventListener("click", () => {
    show(false);
    button.focus();
  });
  control.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && !panel.hidden) {
      show(false);
      button.focus();
    }
  });
  document.addEventListener("click", (e) => {
    if (!panel.hidden && e.target instanceof Node && !control.contains(e.target) && document.contains(e.target)) show(false);
  });

  // The count: in the badge, the button's name and the tab title (kept when a page changes its title).
  let n = 0;
  const retitle = (): void => {
    const want = titled(document.title, n);
    if (document.title !== want) document.title = want;
  };
  new MutationObserver(retitle).observe(document.head, { subtree: true, childList: true, characterData: true });
  const recount = (): void => {
    n = count(feed.state, me, here);
    badge.textContent = String(n);
    badge.hidden = n === 0;
    control.dataset["count"] = String(n);
    control.dataset["yourTurn"] = String(myTurns(feed.state, here).length);
    button.setAttribute("aria-label", t("notify-button-label", { n }));
    retitle();
  };

  // The challenges' rows, in the panel and in the notes, by challenge.
  const rows = new Map<string, HTMLElement[]>();
  const dropRows = (id: string): void => {
    for (const r of rows.get(id) ?? []) {
      if (r.contains(document.activeElement)) button.focus();
      r.remove();
    }
    rows.delete(id);
    recount();
  };

  const go = (game: string, id: string, seat: 0 | 1, token: string): void => {
    remember({ game, id, seat, token, at: Date.now() });
    location.assign(seatLink(location.origin, game, id, seat, token));
  };

  /** A challenge to the player: its words, Accept, Decline… (a reason first), and in a note Later. */
  const challengeRow = (s: Seek, inNote: boolean): HTMLElement => {
    const textId = `notify-${inNote ? "note" : "row"}-${s.seekId}`;
    const said = h("p", { class: "notify-said", role: "status" });
    const words = (): string => challengeText(s, names, ratingText(s.rating, s.rating ? o.provisional.get(s.ownerName, s.game) : undefined));
    const text = h("span", { id: textId, class: "notify-text" }, words());
    if (s.rating) void o.provisional.ready(s.ownerName).then(() => (text.textContent = words()));
    const accept = h("button", { type: "button", class: "notify-accept main-action", "aria-describedby": textId }, t("challenge-accept"));
    const decline = h("button", { type: "button", class: "notify-decline", "aria-describedby": textId, "aria-expanded": "false" }, t("challenge-decline-open"));
    const later = h("button", { type: "button", class: "notify-later", "aria-describedby": textId }, t("notify-later"));
    const reason = h("select", { class: "notify-reason", "aria-label": t("challenge-reason") }, ...DECLINE_CHOICES.map((r) => h("option", { value: String(r) }, reasonWords(r))));
    reason.value = String(DeclineReason.LATER);
    const send = h("button", { type: "button", class: "notify-decline-send" }, t("challenge-decline"));
    const back = h("button", { type: "button", class: "notify-back" }, t("challenge-back"));
    const why = h("span", { class: "notify-why", role: "group", "aria-label": t("challenge-decline-label", { name: s.ownerName }), hidden: "" }, reason, send, back);
    const actions = h("span", { class: "notify-actions" }, accept, decline, ...(inNote ? [later] : []), why);
    const busy = (on: boolean): void => [accept, decline, later, send, back].forEach((b) => (b.disabled = on));
    const declining = (on: boolean): void => {
      why.hidden = !on;
      accept.hidden = decline.hidden = later.hidden = on;
      decline.setAttribute("aria-expanded", String(on));
      (on ? reason : decline).focus();
    };
    accept.addEventListener("click", () => {
      busy(true);
      said.textContent = t("challenge-accepting", { name: s.ownerName });
      lobby
        .acceptSeek({ seekId: s.seekId }, CALL)
        .then((r) => go(r.game, r.gameId, seatOfSide(r.side), r.seatToken))
        .catch((e: unknown) => {
          busy(false);
          tell(said, e, t("doing-accept-challenge"));
        });
    });
    decline.addEventListener("click", () => declining(true));
    back.addEventListener("click", () => declining(false));
    why.addEventListener("keydown", (e) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        declining(false);
      }
    });
    send.addEventListener("click", () => {
      busy(true);
      const r = Number(reason.value) as DeclineReason;
      lobby
        .declineChallenge({ seekId: s.seekId, reason: r }, CALL)
        .then(() => {
          dropRows(s.seekId);
          feed.state.challenges.delete(s.seekId);
          recount();
          draw();
          note({ text: t("challenge-declined", { name: s.ownerName, reason: reasonWords(r) }), kind: "declined" });
        })
        .catch((e: unknown) => {
          busy(false);
          tell(said, e, t("doing-decline-challenge"));
        });
    });
    later.addEventListener("click", () => {
      write(session(), LATER, JSON.stringify([...laterIds(), s.seekId]));
      const el = later.closest(".notify-note");
      if (el?.contains(document.activeElement)) button.focus();
      el?.remove();
    });
    const row = h(inNote ? "div" : "li", { class: `notify-challenge${inNote ? " notify-note" : ""}`, "data-seek": s.seekId, ...(inNote ? { role: "group", "aria-label": t("notify-challenge-label", { name: s.ownerName }) } : {}) }, text, actions, said);
    if (inNote)
      row.addEventListener("keydown", (e: Event) => {
        if ((e as KeyboardEvent).key === "Escape" && why.hidden) later.click();
      });
    rows.set(s.seekId, [...(rows.get(s.seekId) ?? []), row]);
    return row;
  };
  const laterIds = (): string[] => {
    try {
      const v: unknown = JSON.parse(read(session(), LATER) || "[]");
      return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
    } catch {
      return [];
    }
  };

  /** The game's page: this browser's seat, if it has one, else the spectator's. */
  const gameHref = (gameId: string, game: string): string => {
    const seat = mySeat(gameId);
    return seat ? seatLink(location.origin, seat.game, gameId, seat.seat, seat.token) : watchLink(location.origin, game, gameId);
  };
  const gameLink = (gameId: string, game: string): HTMLElement => {
    if (gameId === here) return h("span", { class: "notify-here" }, t("notify-this-page"));
    return h("a", { class: "notify-link", href: gameHref(gameId, game) }, mySeat(gameId) ? t("game-play") : t("game-watch"));
  };

  /** Redraws the panel's lists (only while it is open: its rows keep no state worth keeping otherwise). */
  function draw(): void {
    if (panel.hidden) return;
    const mine = incoming(feed.state, me);
    for (const r of challengesList.querySelectorAll<HTMLElement>("li[data-seek]")) if (!feed.state.challenges.has(r.dataset["seek"] ?? "")) r.remove();
    for (const s of mine) if (!challengesList.querySelector(`li[data-seek="${s.seekId}"]`)) challengesList.append(challengeRow(s, false));
    challengesBox.hidden = mine.length === 0;
    // The games where it is the player's move first, the least time left first (correspondence games wait days).
    const turns = myTurns(feed.state);
    const order = (id: string): number => (turns.includes(id) ? turns.indexOf(id) : turns.length);
    gamesList.replaceChildren(
      ...[...feed.state.games.values()]
        .sort((a, b) => order(a.gameId) - order(b.gameId))
        .map((g) => {
          const deadline = feed.state.yourTurn.get(g.gameId);
          const mine = deadline !== undefined;
          const yours = deadline ? t("notify-your-move-left", { left: formatClock(deadline - Date.now()) }) : t("notify-your-move");
          return h("li", { class: "notify-game", "data-game-id": g.gameId, "data-your-turn": mine ? "yes" : "no" }, ...(mine ? [h("strong", { class: "your-turn" }, `${yours} `)] : []), `${gameText(g, names)} `, gameLink(g.gameId, g.game));
        }),
    );
    gamesBox.hidden = feed.state.games.size === 0;
    nothing.hidden = mine.length > 0 || feed.state.games.size > 0;
    drawOptIn();
  }

  /** A note at the top of the window (and a line in the panel's Lately). */
  const note = (o: { text: string; kind: string; link?: HTMLElement | undefined; quiet?: boolean }): void => {
    recentList.prepend(h("li", { "data-kind": o.kind }, o.text, ...(o.link ? [" ", o.link.cloneNode(true)] : [])));
    while (recentList.childElementCount > 8) recentList.lastElementChild?.remove();
    recentBox.hidden = false;
    if (o.quiet) return;
    const close = h("button", { type: "button", class: "note-close", "aria-label": t("notify-close") }, "×");
    const el = h("div", { class: "notify-note", "data-kind": o.kind }, h("span", { class: "notify-text" }, o.text), ...(o.link ? [" ", o.link] : []), close);
    const gone = (): void => {
      if (el.contains(document.activeElement)) button.focus();
      el.remove();
    };
    close.addEventListener("click", gone);
    el.addEventListener("keydown", (e) => e.key === "Escape" && gone());
    place();
    notes.append(el);
    setTimeout(() => {
      if (!el.contains(document.activeElement)) el.remove();
    }, NOTE_MS);
  };

  // The browser's notifications: only after the player's click asked for them.
  const supported = typeof Notification !== "undefined";
  const enabled = (): boolean => supported && Notification.permission === "granted" && read(localStorage, OPT_IN) === "on";
  function drawOptIn(): void {
    optInLine.hidden = !supported;
    if (!supported) return;
    if (Notification.permission === "denied") {
      optInNote.textContent = t("notify-blocked");
      optIn.hidden = true;
      return;
    }
    optIn.hidden = false;
    optInNote.textContent = enabled() ? t("notify-browser-on") : t("notify-browser-ask");
    optIn.textContent = enabled() ? t("notify-turn-off") : t("notify-turn-on");
  }
  optIn.addEventListener("click", () => {
    if (enabled()) {
      write(localStorage, OPT_IN, "off");
      drawOptIn();
      return;
    }
    void Notification.requestPermission().then((p) => {
      write(localStorage, OPT_IN, p === "granted" ? "on" : "off");
      drawOptIn();
      status.textContent = p === "granted" ? "" : t("notify-not-allowed");
    });
  });
  // Through the service worker when the page has one (Android's Chrome shows notifications only
  // so; a click there focuses or opens `url`: sw/sw.ts), else the page's own Notification.
  const notifyBrowser = (text: string, tag: string, url: string): void => {
    if (!enabled() || document.visibilityState !== "hidden") return;
    const own = (): void => {
      try {
        const shown = new Notification(TITLE(), { body: text, tag });
        shown.addEventListener("click", () => {
          window.focus();
          shown.close();
        });
      } catch {
        // Some browsers allow notifications only from a service worker: the notes still show.
      }
    };
    void (navigator.serviceWorker?.getRegistration() ?? Promise.resolve(undefined))
      .then((worker) => (worker ? worker.showNotification(TITLE(), { body: text, tag, data: { url } }) : own()))
      .catch(own);
  };

  // Accepted challenges of the player's: the game started next is theirs to open.
  const accepted = new Map<string, string>();
  const tellNotice = (x: Notice): void => {
    const text = noticeText(x, me, names);
    const fresh = x.kind !== "challenge" || x.fresh;
    if (fresh) {
      // A click on it opens the game that started or ended, else this page.
      const [tag, url] = x.kind === "challenge" || x.kind === "gone" ? [x.seek.seekId, location.href] : x.kind === "started" ? [x.game.gameId, gameHref(x.game.gameId, x.game.game)] : [x.finished.gameId, watchLink(location.origin, x.finished.game, x.finished.gameId)];
      notifyBrowser(text, tag, url);
    }
    if (x.kind === "challenge") {
      if (!o.inLobby && !laterIds().includes(x.seek.seekId)) {
        place();
        notes.append(challengeRow(x.seek, true));
      }
      return;
    }
    if (x.kind === "gone" && acceptedMine(x)) {
      // The lobby opens the game itself; elsewhere the seat this browser kept is remembered
      // (the game started next links to it).
      if (!o.inLobby) {
        const kept = take(x.seek.seekId);
        if (kept) remember({ game: kept.game, id: x.removed.gameId, seat: kept.seat, token: kept.token, at: Date.now() });
      }
      accepted.set(x.removed.gameId, text);
      return;
    }
    if (x.kind === "gone") {
      if (!x.mine) dropRows(x.seek.seekId);
      note({ text, kind: "gone", quiet: o.inLobby });
    } else if (x.kind === "started") {
      const first = accepted.get(x.game.gameId);
      note({ text: first ? `${first} ${text}` : text, kind: "started", link: gameLink(x.game.gameId, x.game.game), quiet: o.inLobby || x.game.gameId === here });
    } else {
      note({ text, kind: "finished", link: h("a", { class: "notify-link", href: watchLink(location.origin, x.finished.game, x.finished.gameId) }, t("notify-see-end")), quiet: o.inLobby || x.finished.gameId === here });
    }
  };

  feed.subscribe((u, notices) => {
    if (u.case === "snapshot") {
      // Challenges no longer open leave the notes and the panel.
      for (const id of [...rows.keys()]) if (!feed.state.challenges.has(id)) dropRows(id);
      // A resumed stream's snapshot tells again what is shown already.
      notices = notices.filter((x) => !(x.kind === "challenge" && rows.has(x.seek.seekId)));
    } else if (u.case === "challengeGone") {
      dropRows(u.value.seekId);
    }
    for (const x of notices) tellNotice(x);
    recount();
    draw();
  });
  feed.onStatus((s, e) => {
    control.dataset["live"] = s;
    if (s === "off" && e) tell(status, e, t("doing-be-told"));
  });
  recount();
  drawOptIn();
  return control;
}
