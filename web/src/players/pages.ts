// The players' pages: the header's account control, sign up / sign in / change password,
// a player's profile (ratings per game with a rating-history chart, their games with paging
// and filters, a Challenge link to the lobby's challenge form), the leaderboards and an
// archived game: replayed on its board (ui/replay.ts), and its record as text.
import { createClient, type Transport } from "@connectrpc/connect";
import { GameError } from "@arbiter/client";
import { AccountsService } from "@arbiter/client/gen/accounts/v1/accounts_pb";
import { Outcome, PlayersService, type ArchivedGame, type Rating } from "@arbiter/client/gen/players/v1/players_pb";
import { missingMain } from "../ui/missing.js";
import { tell } from "../ui/told.js";
import { resultWords, sideWords, timeControlWords, versus } from "./ended.js";
import type { AnyGame } from "../games/index.js";
import { challengePath } from "../lobby/challenges.js";
import { h, tn } from "../ui/dom.js";
import { t } from "../i18n/i18n.js";
import { replayView } from "../ui/replay.js";
import { chart, history } from "./rating.js";
import { archivePath, leaderboardPath, nextPath, profilePath, type PlayersRoute } from "./routes.js";
import { clear, current, sessionRejected, store, withSession } from "./session.js";
import { adoptAccountLanguage } from "./language.js";

// The analysis board rides in this chunk: a chunk of its own would split the code it shares
// with the first load into one more chunk, which costs the first load bytes.
export { analysisPage, analysisRoute } from "../analysis/page.js";
// The events' pages ride in this chunk: a chunk of their own would split the code they share
// with the main script out of it, one more file and about 1 KB more on every first load.
export { eventsPage } from "../events/page.js";

const READ = { timeoutMs: 15_000 };
const PAGE_SIZE = 20;

function clients(transport: Transport) {
  return { accounts: createClient(AccountsService, transport), players: createClient(PlayersService, transport) };
}

const fmtRating = (r: Rating | undefined): string => (r ? `${Math.round(r.rating)}${r.provisional ? "?" : ""}` : "—");
const fmtDate = (ms: bigint): string => new Date(Number(ms)).toISOString().slice(0, 10);
const gameTitle = (all: AnyGame[], key: string): string => all.find((g) => g.key === key)?.title ?? key;

/** The mark beside a bot account's name: the word itself (shown as *BOT*), not only a colour. */
const botBadge = (): HTMLElement => h("span", { class: "badge bot-badge", title: t("players-bot-title") }, t("players-bot"));

function field(label: string, name: string, type: string, autocomplete: string): HTMLElement {
  const id = `f-${name}`;
  return h("p", { class: "field" }, h("label", { for: id }, label), h("input", { id, name, type, autocomplete, required: "" }));
}

function form(title: string, fields: HTMLElement[], submit: string, onSubmit: (data: FormData, say: (text: string, ok?: boolean) => void) => Promise<void>, doing = t("doing-continue")): HTMLElement {
  const status = h("p", { class: "form-status", role: "status", "aria-live": "polite" });
  const button = h("button", { type: "submit" }, submit);
  const f = h("form", { class: "account-form", "aria-label": title }, h("h2", {}, title), ...fields, button, status);
  f.addEventListener("submit", (e) => {
    e.preventDefault();
    button.disabled = true;
    const say = (text: string, ok = false) => {
      status.textContent = text;
      status.classList.toggle("error", !ok);
    };
    onSubmit(new FormData(f), say)
      .catch((err: unknown) => {
        // A session the server no longer accepts is forgotten: "Sign in" then offers the forms.
        if (sessionRejected(err)) clear();
        tell(status, err, doing);
        status.classList.add("error");
      })
      .finally(() => (button.disabled = false));
  });
  return f;
}

const str = (d: FormData, k: string): string => {
  const v = d.get(k);
  return typeof v === "string" ? v : "";
};

/** /account: sign up and sign in, or (signed in) change the password. */
function accountPage(main: HTMLElement, transport: Transport): void {
  const { accounts } = clients(transport);
  const s = current();
  main.append(h("h1", {}, s ? t("account-heading", { name: s.name }) : t("account-sign-in-or-up")));
  const signIn = async (name: string, password: string) => {
    const r = await accounts.signIn({ name, password }, READ);
    const session = { token: r.sessionToken, name: r.name, expiresAtMs: Number(r.expiresAtMs) };
    store(session);
    // The account's language, chosen in another browser, becomes this one's (the next page
    // is drawn in it); an account without one keeps the language shown here.
    await adoptAccountLanguage(session);
    // Back where the player came from (`?next=`, e.g. the lobby's "Sign in to accept"), else their profile.
    location.assign(nextPath(location.search) ?? profilePath(r.name));
  };
  if (s) {
    main.append(
      form(
        t("account-change-password"),
        [field(t("account-current-password"), "current", "password", "current-password"), field(t("account-new-password"), "new", "password", "new-password")],
        t("account-change-password"),
        async (d, say) => {
          await accounts.changePassword({ currentPassword: str(d, "current"), newPassword: str(d, "new") }, withSession(READ, s));
          say(t("account-password-changed"), true);
        },
        t("doing-change-password"),
      ),
    );
    // Push notifications on this device: a second entry of the build (vite.config.ts), fetched only here.
    const push = h("section", { id: "push" });
    main.append(push);
    const pushPage = "/push.js";
    void (import(/* @vite-ignore */ pushPage) as Promise<typeof import("../push/page.js")>).then((m) => m.pushSection(push, { h, t, token: s.token }));
    return;
  }
  const box = h("div", { class: "account-forms" });
  box.append(
    form(t("sign-in-link"), [field(t("account-name"), "name", "text", "username"), field(t("account-password"), "password", "password", "current-password")], t("sign-in-link"), async (d) => {
      await signIn(str(d, "name"), str(d, "password"));
    }),
  );
  const up = form(t("account-create-heading"), [field(t("account-name"), "name", "text", "username"), field(t("account-password"), "password", "password", "new-password")], t("account-create"), async (d) => {
    const r = await accounts.createAccount({ name: str(d, "name"), password: str(d, "password") }, READ);
    await signIn(r.name, str(d, "password"));
  });
  // The two forms share field names; their ids must differ.
  for (const el of up.querySelectorAll<HTMLElement>("[id]")) el.id = `up-${el.id}`;
  for (const el of up.querySelectorAll<HTMLLabelElement>("label")) el.htmlFor = `up-${el.htmlFor}`;
  box.append(up);
  main.append(box, h("p", {}, t("account-guests")));
}

function ratingChart(points: { atMs: number; rating: number }[], label: string): Element {
  const w = 240;
  const hgt = 60;
  const c = chart(points, w, hgt);
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${hgt}`);
  svg.setAttribute("class", "rating-chart");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", points.length === 0 ? t("rating-chart-none", { label }) : t("rating-chart", { label, from: Math.round(points[0]!.rating), to: Math.round(points[points.length - 1]!.rating), n: points.length, min: Math.round(c.min), max: Math.round(c.max) }));
  if (points.length > 0) {
    const line = document.createElementNS(ns, points.length === 1 ? "circle" : "polyline");
    if (points.length === 1) {
      const [x, y] = c.line.split(",");
      line.setAttribute("cx", x!);
      line.setAttribute("cy", y!);
      line.setAttribute("r", "3");
    } else line.setAttribute("points", c.line);
    svg.append(line);
  }
  return svg;
}

function seatOf(g: ArchivedGame, name: string) {
  const lower = name.toLowerCase();
  return g.seats.find((s) => s.name.toLowerCase() === lower);
}

/** A seat's outcome in words (a function: the messages are loaded after the modules). */
const OUTCOME_WORDS = (): Record<number, string> => ({ [Outcome.WIN]: t("outcome-won"), [Outcome.LOSS]: t("outcome-lost"), [Outcome.DRAW]: t("outcome-draw"), [Outcome.NONE]: t("outcome-none") });

/** /players/<name>: the standings per game with their charts, then the games with filters. */
async function profilePage(main: HTMLElement, transport: Transport, all: AnyGame[], name: string): Promise<void> {
  const { players } = clients(transport);
  const heading = h("h1", {}, name);
  main.append(heading);
  let profile;
  try {
    profile = await players.getPlayer({ name }, READ);
  } catch (e) {
    if (GameError.from(e).rawReason === "PLAYER_NOT_FOUND") {
      document.title = t("missing-tab-title", { title: t("player-missing-title") });
      main.replaceWith(missingMain({ title: t("player-missing-title"), text: t("player-missing-text", { name }), action: { href: leaderboardPath(all[0]?.key ?? "hanniball"), label: t("player-missing-action") } }));
      return;
    }
    const error = h("p", { class: "error" });
    tell(error, e);
    main.append(error);
    return;
  }
  heading.textContent = profile.name;
  if (profile.bot) heading.append(" ", botBadge());
  document.title = profile.bot ? t("player-tab-title-bot", { name: profile.name }) : t("player-tab-title", { name: profile.name });
  main.append(h("p", {}, profile.online ? t("player-since-online", { date: fmtDate(profile.createdAtMs) }) : t("player-since", { date: fmtDate(profile.createdAtMs) })));
  // Challenge them: the lobby's challenge form with the name filled in (not on one's own).
  const me = current();
  if (!me) main.append(h("p", { class: "challenge-line" }, ...tn("player-sign-in-to-challenge", { name: profile.name }, { signIn: h("a", { href: "/account" }, t("sign-in-link")) })));
  else if (me.name.toLowerCase() !== profile.name.toLowerCase())
    main.append(h("p", { class: "challenge-line" }, h("a", { id: "challenge-player", class: "main-action", href: challengePath(profile.name) }, t("player-challenge", { name: profile.name }))));
  const own = me?.name.toLowerCase() === profile.name.toLowerCase();
  main.append(h("p", {}, h("a", { id: "export-link", href: `/export/${encodeURIComponent(profile.name)}` }, t("player-download")), own ? " · " : "", own ? h("a", { href: "/import" }, t("player-import")) : "", " · ", h("a", { id: "events-link", href: `/events?player=${encodeURIComponent(profile.name)}` }, t("player-events"))));
  // Rating history: the player's rated games' ratings after (the newest 200).
  const recent: ArchivedGame[] = [];
  let token = "";
  for (let i = 0; i < 2; i++) {
    const r = await players.listGames({ player: profile.name, pageSize: 100, pageToken: token }, READ);
    recent.push(...r.games);
    token = r.nextPageToken;
    if (token === "") break;
  }
  const table = h("table", { class: "standings" }, h("caption", {}, t("player-ratings-caption")));
  table.append(h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("start-game")), h("th", { scope: "col" }, t("player-rating")), h("th", { scope: "col" }, t("player-games")), h("th", { scope: "col" }, t("player-wld")), h("th", { scope: "col" }, t("player-history")))));
  const body = h("tbody");
  for (const st of profile.standings) {
    // Correspondence games are rated in their own pool: a row of their own.
    const title = st.pool === "" ? gameTitle(all, st.game) : t("pool-title", { game: gameTitle(all, st.game), pool: st.pool === "correspondence" ? t("pool-correspondence") : st.pool });
    const cell = h("td", {});
    cell.append(ratingChart(history(recent, profile.name, st.game, st.pool), t("player-rating-of", { game: title })));
    body.append(
      h(
        "tr",
        {},
        h("th", { scope: "row" }, h("a", { href: leaderboardPath(st.game, st.pool) }, title)),
        h("td", { class: st.rating?.provisional ? "provisional" : "" }, fmtRating(st.rating), st.rating?.provisional ? ` ${t("player-provisional")}` : "", st.rating ? ` ±${Math.round(st.rating.deviation)}` : ""),
        h("td", {}, String(st.games)),
        h("td", {}, `${st.wins} / ${st.losses} / ${st.draws}`),
        cell,
      ),
    );
  }
  if (profile.standings.length === 0) body.append(h("tr", {}, h("td", { colspan: "5" }, t("player-no-rated"))));
  table.append(body);
  main.append(table);
  gamesList(main, transport, all, profile.name);
}

function gamesList(main: HTMLElement, transport: Transport, all: AnyGame[], name: string): void {
  const { players } = clients(transport);
  const gameSel = h("select", { id: "filter-game", name: "game" }, h("option", { value: "" }, t("filter-all-games")), ...all.map((g) => h("option", { value: g.key }, g.title)));
  const resultSel = h(
    "select",
    { id: "filter-result", name: "result" },
    h("option", { value: String(Outcome.UNSPECIFIED) }, t("filter-any-result")),
    h("option", { value: String(Outcome.WIN) }, t("outcome-won")),
    h("option", { value: String(Outcome.LOSS) }, t("outcome-lost")),
    h("option", { value: String(Outcome.DRAW) }, t("filter-drawn")),
  );
  const opponent = h("input", { id: "filter-opponent", name: "opponent", type: "text", autocomplete: "off" });
  const filters = h(
    "form",
    { class: "filters", "aria-label": t("filter-label") },
    h("label", { for: "filter-game" }, `${t("start-game")} `),
    gameSel,
    h("label", { for: "filter-result" }, ` ${t("filter-result")} `),
    resultSel,
    h("label", { for: "filter-opponent" }, ` ${t("filter-opponent")} `),
    opponent,
    h("button", { type: "submit" }, t("filter-submit")),
  );
  const list = h("ol", { class: "games-list" });
  const status = h("p", { role: "status", "aria-live": "polite" });
  const more = h("button", { type: "button", hidden: "" }, t("games-older"));
  let next = "";
  const load = async (reset: boolean) => {
    if (reset) {
      list.replaceChildren();
      next = "";
    }
    status.textContent = t("games-loading");
    try {
      const r = await players.listGames({ player: name, pageSize: PAGE_SIZE, pageToken: next, game: gameSel.value, outcome: Number(resultSel.value) as Outcome, opponent: opponent.value.trim() }, READ);
      for (const g of r.games) list.append(gameItem(all, g, name));
      next = r.nextPageToken;
      more.hidden = next === "";
      status.textContent = list.childElementCount === 0 ? t("games-none") : next ? t("games-shown", { n: list.childElementCount }) : t("games-shown-all", { n: list.childElementCount });
    } catch (e) {
      tell(status, e);
    }
  };
  filters.addEventListener("submit", (e) => {
    e.preventDefault();
    void load(true);
  });
  more.addEventListener("click", () => void load(false));
  main.append(h("h2", {}, t("player-games")), filters, list, more, status);
  void load(true);
}

function gameItem(all: AnyGame[], g: ArchivedGame, name: string): HTMLElement {
  const me = seatOf(g, name);
  const opp = g.seats.find((s) => s !== me);
  const who = opp ? (opp.player && opp.name ? h("a", { href: profilePath(opp.name) }, opp.name) : h("span", {}, t("player-a-guest"))) : h("span", {}, "—");
  const change = me?.ratingBefore && me.ratingAfter ? ` ${fmtRating(me.ratingBefore)} → ${fmtRating(me.ratingAfter)}` : "";
  const def = all.find((d) => d.key === g.game);
  const words = { outcome: me ? `${OUTCOME_WORDS()[me.outcome] ?? ""} · ` : "", result: resultWords(g, def?.recordReasons), unrated: g.rated ? "" : t("game-item-unrated"), change };
  return h(
    "li",
    { class: "game-item" },
    ...tn("game-item", words, { game: h("a", { href: archivePath(g.gameId) }, `${gameTitle(all, g.game)}, ${fmtDate(g.endedAtMs)}`), opponent: who }),
  );
}

/** /leaderboard/<game>: the top players of a game, with tabs for every game. */
async function leaderboardPage(main: HTMLElement, transport: Transport, all: AnyGame[], game: string): Promise<void> {
  const { players } = clients(transport);
  // ?pool=correspondence: the correspondence pool's leaderboard (rated apart from live play).
  const pool = new URLSearchParams(location.search).get("pool") === "correspondence" ? "correspondence" : "";
  const title = pool === "" ? gameTitle(all, game) : t("pool-title", { game: gameTitle(all, game), pool: t("pool-correspondence") });
  document.title = t("leaderboard-tab-title", { game: title });
  const tab = (href: string, current: boolean, text: string): HTMLElement => h("a", current ? { href, "aria-current": "page" } : { href }, text);
  main.append(
    h("h1", {}, t("leaderboard-heading", { game: title })),
    h("nav", { class: "tabs", "aria-label": t("player-games") }, ...all.map((g) => tab(leaderboardPath(g.key, pool), g.key === game, g.title))),
    h("nav", { class: "tabs", "aria-label": t("leaderboard-pools") }, tab(leaderboardPath(game), pool === "", t("pool-live")), tab(leaderboardPath(game, "correspondence"), pool !== "", t("pool-correspondence-tab"))),
  );
  try {
    const r = await players.getLeaderboard({ game, pool, limit: 50, minGames: 0 }, READ);
    if (r.entries.length === 0) {
      main.append(h("p", {}, t("leaderboard-empty")));
      return;
    }
    const body = h("tbody");
    for (const e of r.entries)
      body.append(
        h("tr", {}, h("td", {}, String(e.rank)), h("th", { scope: "row" }, h("a", { href: profilePath(e.name) }, e.name), ...(e.bot ? [" ", botBadge()] : [])), h("td", {}, fmtRating(e.standing?.rating)), h("td", {}, String(e.standing?.games ?? 0))),
      );
    main.append(
      h(
        "table",
        { class: "leaderboard" },
        h("caption", {}, t("leaderboard-caption")),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "#"), h("th", { scope: "col" }, t("lobby-player")), h("th", { scope: "col" }, t("player-rating")), h("th", { scope: "col" }, t("player-games")))),
        body,
      ),
    );
  } catch (e) {
    const error = h("p", { class: "error" });
    tell(error, e);
    main.append(error);
  }
}

/** /archive/<id>: an archived game — its players and result, its replay on the board (when the server could replay its record) and its record. */
async function archivePage(main: HTMLElement, transport: Transport, all: AnyGame[], id: string): Promise<void> {
  const { players } = clients(transport);
  const heading = h("h1", {}, t("archive-heading"));
  main.append(heading);
  try {
    const r = await players.getArchivedGame({ gameId: id }, READ);
    const g = r.game;
    if (!g) throw new Error("no game in the answer");
    const def = all.find((d) => d.key === g.game);
    const replay = def && r.replay.length > 0 ? replayView(def, r.replay) : undefined;
    const title = t("archive-title", { players: versus(g.seats), game: gameTitle(all, g.game) });
    heading.textContent = title;
    document.title = title;
    const clock = timeControlWords(g.timeControl);
    main.append(
      h("p", { id: "archive-result", class: "archive-result" }, resultWords(g, def?.recordReasons)),
      h("p", { id: "archive-terms" }, `${fmtDate(g.startedAtMs)} – ${fmtDate(g.endedAtMs)} · ${g.rated ? t("lobby-rated") : t("archive-unrated")} · ${clock ? t("archive-clock", { clock }) : t("clock-none")}`),
      h(
        "ul",
        { class: "archive-seats" },
        ...g.seats.map((s) =>
          h("li", {}, `${sideWords(s.side)}: `, s.player && s.name ? h("a", { href: profilePath(s.name) }, s.name) : t("player-a-guest"), ` — ${OUTCOME_WORDS()[s.outcome] ?? ""}${s.ratingAfter ? ` (${fmtRating(s.ratingBefore)} → ${fmtRating(s.ratingAfter)})` : ""}`),
        ),
      ),
      ...(def ? [h("p", {}, h("a", { id: "analyse-game", href: `/analysis/${def.key}/${encodeURIComponent(g.gameId)}` }, t("archive-analyse")))] : []),
      ...(replay ? [h("h2", {}, t("replay-heading")), replay] : [h("p", { class: "no-replay" }, t("archive-no-replay"))]),
      h(
        "details",
        replay ? { class: "record-text" } : { class: "record-text", open: "" },
        h("summary", {}, t("archive-record-summary")),
        h("h2", {}, t("start-position-label")),
        h("pre", { class: "record" }, g.startPosition || t("archive-standard-start")),
        h("h2", {}, t("archive-record")),
        h("pre", { class: "record", tabindex: "0" }, g.record),
      ),
    );
  } catch (e) {
    if (GameError.from(e).rawReason === "ARCHIVED_GAME_NOT_FOUND") {
      document.title = t("missing-tab-title", { title: t("archive-missing-tab") });
      main.replaceWith(missingMain({ title: t("archive-missing-title"), text: t("archive-missing-text", { id }) }));
      return;
    }
    const error = h("p", { class: "error" });
    tell(error, e);
    main.append(error);
  }
}

export function playersPage(root: HTMLElement, transport: Transport, all: AnyGame[], r: PlayersRoute): void {
  const main = h("main", { class: "players-page" });
  root.append(main);
  if (r.page === "account") {
    document.title = t("account-tab-title");
    accountPage(main, transport);
  } else if (r.page === "profile") void profilePage(main, transport, all, r.name);
  else if (r.page === "leaderboard") void leaderboardPage(main, transport, all, r.game);
  else void archivePage(main, transport, all, r.id);
}
