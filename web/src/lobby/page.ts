// /lobby: the live list of open games ("seeks") of every replica (WatchLobby), a form to
// post one (game, clock, side, rated), Accept on the others' seeks and Cancel on one's own.
// A posted seek waits here ("Waiting for an opponent…"); when somebody accepts it, the
// stream says which game started and the page opens this browser's seat in it, with the
// seat token CreateSeek gave (kept in localStorage, so a reload keeps waiting). A signed-in
// player also gets the Challenges section (challenge-panel.ts: challenges to and from them,
// live from WatchPlayer, and a form to challenge a player by name); a guest a note that
// challenges need an account. A guest sees a rated seek with "Sign in to accept" (the sign-in
// page, which comes back here), and quick pairing says which games it looks for: rated for a
// signed-in player, casual for a guest (with the way to sign in for rated ones).
import { t } from "../i18n/i18n.js";
import "./lobby.css";
import { createClient, type Transport } from "@connectrpc/connect";
import { LobbyService, RemovedReason, Side, type Seek } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { tell } from "../ui/told.js";
import type { AnyGame } from "../games/index.js";
import { current } from "../players/session.js";
import { h, tn } from "../ui/dom.js";
import { seatLink } from "../ui/links.js";
import { remember } from "../ui/mine.js";
import { challengePanel, guestChallenges } from "./challenge-panel.js";
import { challengeFromHash } from "./challenges.js";
import { provisionalRatings, ratingText } from "./ratings.js";
import { CLOCKS, clockLabel, keep, mine, seatOfSide, seekAgain } from "./kept.js";
import type { PlayerFeed } from "../notify/feed.js";
import { profilePath, signInPath } from "../players/routes.js";

/** What quick pairing looks for: rated games for a signed-in player (every button has a clock), casual ones for a guest. */
function quickKind(signedIn: boolean): HTMLElement {
  if (signedIn) return h("p", { id: "quick-kind", class: "quick-kind", "data-rated": "yes" }, t("lobby-quick-rated"));
  return h("p", { id: "quick-kind", class: "quick-kind", "data-rated": "no" }, ...tn("lobby-quick-guest", {}, { signIn: h("a", { href: signInPath("/lobby") }, t("sign-in-link")) }));
}

/** The clocks of the quick-pairing buttons. */
export const QUICK = ["3+2", "5+3", "10+5"];

export function lobbyPage(root: HTMLElement, transport: Transport, all: AnyGame[], feed: PlayerFeed | undefined): void {
  const lobby = createClient(LobbyService, transport);
  const title = (key: string): string => all.find((g) => g.key === key)?.title ?? key;
  const seats = (key: string): string[] => all.find((g) => g.key === key)?.seatNames ?? ["first", "second"];
  const session = current();
  const signedIn = session !== undefined;
  // A game may be told twice (the answer to a call and the lobby's stream): it is opened
  // once, so that a second navigation does not abort the first.
  let going = false;
  addEventListener("pageshow", (event) => {
    if (event.persisted) going = false;
  });
  const go = (key: string, id: string, seat: 0 | 1, token: string): void => {
    if (going) return;
    going = true;
    remember({ game: key, id, seat, token, at: Date.now(), lobby: true });
    location.assign(seatLink(location.origin, key, id, seat, token));
  };
  const prefill = challengeFromHash(location.hash);
  // Whether seek owners' and challengers' ratings are provisional ("1500?"): asked per player.
  const provisional = provisionalRatings(transport, () => draw());
  const challenges = session && feed ? challengePanel({ lobby, feed, all, me: session.name, go, prefill, provisional }) : undefined;

  const game = h("select", { id: "seek-game", "aria-label": t("start-game") }, ...all.map((g) => h("option", { value: g.key }, g.title)));
  const clock = h("select", { id: "seek-clock", "aria-label": t("start-clock") }, ...CLOCKS.map((c) => h("option", { value: c }, clockLabel(c))));
  clock.value = "5+3";
  const side = h("select", { id: "seek-side", "aria-label": t("start-side") });
  const showSides = (): void => {
    const [a, b] = seats(game.value);
    side.replaceChildren(h("option", { value: String(Side.UNSPECIFIED) }, t("lobby-random-side")), h("option", { value: String(Side.FIRST) }, a ?? ""), h("option", { value: String(Side.SECOND) }, b ?? ""));
  };
  game.addEventListener("change", showSides);
  showSides();
  const rated = h("input", { id: "seek-rated", type: "checkbox" });
  const ratedLabel = h("label", {}, rated, ` ${t("rated")}`);
  ratedLabel.hidden = !signedIn;
  // A rated game allows takebacks only when the seek says so (a casual one always does).
  const takebacks = h("input", { id: "seek-takebacks", type: "checkbox" });
  const takebacksLabel = h("label", {}, takebacks, ` ${t("lobby-takebacks")}`);
  takebacksLabel.hidden = true;
  rated.addEventListener("change", () => (takebacksLabel.hidden = !rated.checked));
  const post = h("button", { id: "seek-post", type: "submit" }, t("lobby-post"));
  const status = h("p", { id: "lobby-status", class: "lobby-status", role: "status", "aria-live": "polite" });
  const form = h(
    "form",
    { class: "seek-form", "aria-label": t("lobby-post") },
    h("label", {}, t("start-game"), " ", game),
    h("label", {}, t("start-clock"), " ", clock),
    h("label", {}, t("lobby-side"), " ", side),
    ratedLabel,
    takebacksLabel,
    post,
  );
  const body = h("tbody", { id: "seeks" });
  const table = h(
    "table",
    { class: "seeks" },
    h("caption", {}, t("lobby-open-games")),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("start-game")), h("th", { scope: "col" }, t("lobby-player")), h("th", { scope: "col" }, t("start-clock")), h("th", { scope: "col" }, t("lobby-side")), h("th", { scope: "col" }, t("rated")), h("th", { scope: "col" }, ""))),
    body,
  );
  const empty = h("p", { id: "no-seeks", class: "no-seeks" }, t("lobby-empty"));
  // Quick pairing: one button per game and clock; the server pairs close ratings.
  const quick = h("div", { class: "quick", role: "group", "aria-label": t("lobby-quick") });
  const stop = h("button", { id: "quick-stop", type: "button", hidden: "" }, t("lobby-stop"));
  let looking: AbortController | undefined;
  let lookingSeek = "";
  for (const g of all) {
    for (const tc of QUICK) {
      const b = h("button", { type: "button", class: "quick-pair", "data-game": g.key, "data-clock": tc }, `${g.title} ${tc}`);
      b.addEventListener("click", () => void quickPair(g.key, tc));
      quick.append(b);
    }
  }
  stop.addEventListener("click", () => {
    looking?.abort();
    looking = undefined;
    stop.hidden = true;
    if (lookingSeek) void cancel(lookingSeek);
    lookingSeek = "";
    status.textContent = t("lobby-stopped");
  });
  const page = h(
    "main",
    { class: "lobby-page", "data-live": "connecting" },
    h("h1", {}, t("nav-lobby")),
    h("p", {}, t("lobby-intro")),
    challenges ? challenges.element : guestChallenges(),
    h("h2", {}, t("lobby-quick")),
    quickKind(signedIn),
    quick,
    stop,
    h("h2", {}, t("lobby-post")),
    form,
    status,
    table,
    empty,
  );
  root.replaceChildren(page);
  // The profile's Challenge link (#challenge=<name>) filled the form in: drop it from the URL.
  if (prefill !== undefined) history.replaceState(null, "", location.pathname + location.search);
  challenges?.start();

  const open = new Map<string, Seek>();
  const draw = (): void => {
    const kept = mine();
    body.replaceChildren(
      ...[...open.values()].map((s) => {
        const own = s.seekId in kept;
        // A rated seek is for signed-in players: a guest is offered signing in (and coming back here).
        const action =
          !own && s.rated && !signedIn
            ? h("a", { href: signInPath("/lobby"), class: "sign-in-accept", "data-seek": s.seekId }, t("lobby-sign-in-accept"))
            : h("button", { type: "button", class: own ? "cancel" : "accept", "data-seek": s.seekId }, own ? t("cancel") : t("accept"));
        if (action instanceof HTMLButtonElement) action.addEventListener("click", () => void (own ? cancel(s.seekId) : accept(s)));
        const sideText = s.side === Side.UNSPECIFIED ? t("lobby-random") : (seats(s.game)[seatOfSide(s.side)] ?? "");
        // A signed-in player (who has a rating) is a link to their profile; a guest is not.
        const rating = ratingText(s.rating, s.rating ? provisional.get(s.ownerName, s.game) : undefined);
        const name = s.rating ? h("a", { href: profilePath(s.ownerName), class: "owner" }, s.ownerName) : h("span", { class: "owner" }, s.ownerName);
        const who = h("td", {}, name, ...(rating ? [" ", h("span", { class: "rating" }, rating)] : []), own ? ` — ${t("lobby-you")}` : "");
        return h("tr", { "data-seek": s.seekId, class: own ? "own" : "" }, h("td", {}, title(s.game)), who, h("td", {}, clockLabel(s.timeControl), s.rated ? h("span", { class: "rated-mark" }, ` · ${t("lobby-rated")}`) : ""), h("td", {}, sideText), h("td", {}, s.rated ? (s.ratedTakebacks ? t("lobby-rated-takebacks") : t("lobby-rated")) : t("lobby-casual")), h("td", {}, action));
      }),
    );
    empty.hidden = open.size > 0;
    const waiting = [...open.keys()].filter((id) => id in kept).length;
    page.dataset["waiting"] = String(waiting);
    if (waiting > 0 && !looking) status.textContent = t("lobby-waiting");
  };

  async function quickPair(key: string, tc: string): Promise<void> {
    looking?.abort();
    const abort = new AbortController();
    looking = abort;
    stop.hidden = false;
    status.textContent = t("lobby-looking", { game: title(key), clock: clockLabel(tc), kind: signedIn ? t("lobby-rated") : t("lobby-casual") });
    try {
      for await (const m of lobby.quickPair({ game: key, timeControl: tc }, { signal: abort.signal })) {
        const u = m.update;
        if (u.case === "waiting" && u.value.seek) {
          lookingSeek = u.value.seek.seekId;
          const kept = mine();
          kept[lookingSeek] = { game: u.value.seek.game, seat: seatOfSide(u.value.side), token: u.value.seatToken };
          keep(kept);
          draw();
        } else if (u.case === "started") {
          const kept = mine();
          delete kept[lookingSeek];
          keep(kept);
          status.textContent = t("lobby-paired");
          go(u.value.game, u.value.gameId, seatOfSide(u.value.side), u.value.seatToken);
          return;
        }
      }
    } catch (e) {
      if (!abort.signal.aborted) tell(status, e, t("doing-play-rated"));
    } finally {
      if (looking === abort) {
        looking = undefined;
        stop.hidden = true;
      }
    }
  }

  async function cancel(id: string): Promise<void> {
    try {
      await lobby.cancelSeek({ seekId: id }, { timeoutMs: 15_000 });
      const kept = mine();
      delete kept[id];
      keep(kept);
      status.textContent = t("lobby-cancelled");
    } catch (e) {
      tell(status, e);
    }
  }

  async function accept(s: Seek): Promise<void> {
    status.textContent = t("lobby-starting");
    try {
      const r = await lobby.acceptSeek({ seekId: s.seekId }, { timeoutMs: 15_000 });
      go(r.game, r.gameId, seatOfSide(r.side), r.seatToken);
    } catch (e) {
      tell(status, e, t("doing-accept-rated"));
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    post.disabled = true;
    status.textContent = "";
    lobby
      .createSeek({ game: game.value, timeControl: clock.value, side: Number(side.value) as Side, rated: signedIn && rated.checked, ratedTakebacks: signedIn && rated.checked && takebacks.checked }, { timeoutMs: 15_000 })
      .then((r) => {
        if (!r.seek) throw new Error("the server answered without a seek");
        const kept = mine();
        kept[r.seek.seekId] = { game: r.seek.game, seat: seatOfSide(r.side), token: r.seatToken };
        keep(kept);
        open.set(r.seek.seekId, r.seek);
        draw();
      })
      .catch((e: unknown) => tell(status, e, t("doing-post-rated-seek")))
      .finally(() => (post.disabled = false));
  });

  // The live list: a snapshot, then every change; reconnects resume from the last cursor.
  let cursor = "";
  const follow = async (): Promise<void> => {
    for (let failures = 0; ; ) {
      try {
        for await (const m of lobby.watchLobby({ fromCursor: cursor })) {
          failures = 0;
          page.dataset["live"] = "live";
          cursor = m.cursor;
          const u = m.update;
          // Rematch offers are for one game's players, not for the lobby's list.
          if (u.case === "snapshot") {
            open.clear();
            for (const s of u.value.seeks) if (!s.rematchOf) open.set(s.seekId, s);
          } else if (u.case === "added") {
            if (!u.value.rematchOf) open.set(u.value.seekId, u.value);
          } else if (u.case === "removed") {
            open.delete(u.value.seekId);
            const kept = mine();
            const me = kept[u.value.seekId];
            if (me) {
              delete kept[u.value.seekId];
              keep(kept);
              if (u.value.reason === RemovedReason.ACCEPTED && u.value.gameId) {
                status.textContent = t("lobby-accepted");
                go(me.game, u.value.gameId, me.seat, me.token);
                return;
              }
              status.textContent = u.value.reason === RemovedReason.EXPIRED ? t("lobby-expired") : t("lobby-left");
            }
          }
          draw();
        }
      } catch {
        failures += 1;
      }
      page.dataset["live"] = "reconnecting";
      await new Promise((r) => setTimeout(r, Math.min(5000, 300 * 2 ** Math.min(failures, 4))));
    }
  };
  void follow();

  // "Seek a new opponent" after an aborted game: the game page sends the game's terms in the
  // address, and the seek is posted again at once.
  const again = seekAgain(location.hash);
  if (again && all.some((g) => g.key === again.game)) {
    history.replaceState(null, "", location.pathname);
    game.value = again.game;
    showSides();
    clock.value = again.clock;
    rated.checked = signedIn && again.rated;
    form.requestSubmit();
  }
}
