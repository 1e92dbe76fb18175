// Tournaments (loaded only on these pages: a chunk of its own, fetched by the main script).
// "/events": the events upcoming, running and finished (with `?player=<name>`, that player's
// events: the profile links it), and the form that makes one (signed in).
// "/events/<id>": an event live (WatchTournament, resumed from its cursor after a drop): the
// countdown to its start, its end or the next round, Join and Withdraw, the signed-in
// player's game going on, the standings, the pairings, and a finished Swiss event's or
// round-robin's crosstable.
import { createClient, type Transport } from "@connectrpc/connect";
import {
  Entry,
  Format,
  Status,
  TournamentService,
  type Pairing,
  type Player,
  type Standing,
  type Tournament,
  type TournamentView,
} from "@arbiter/client/gen/tournament/v1/tournament_pb";
import type { AnyGame } from "../games/index.js";
import { h, tn } from "../ui/dom.js";
import { t, date } from "../i18n/i18n.js";
import { tell } from "../ui/told.js";
import { current } from "../players/session.js";
import { eventWords, scoreText, crosstable, countdown } from "./model.js";

const READ = { timeoutMs: 15_000 };

/** The events' pages' route: the list, or one event. */
export type EventsRoute = { page: "list" } | { page: "event"; id: string };

/** The route of `path`, if it is one of these pages. */
export function eventsRoute(path: string): EventsRoute | undefined {
  if (/^\/events\/?$/.test(path)) return { page: "list" };
  const m = /^\/events\/([0-9a-f]{16})\/?$/.exec(path);
  return m ? { page: "event", id: m[1]! } : undefined;
}

/** Draws the page of `path`. */
export function eventsPage(root: HTMLElement, transport: Transport, all: AnyGame[], path: string): void {
  const client = createClient(TournamentService, transport);
  const r = eventsRoute(path);
  const main = h("main", { class: "players-page events-page" });
  root.replaceChildren(main);
  if (r?.page === "event") void eventPage(main, client, all, r.id);
  else void listPage(main, client, all);
}

type Client = ReturnType<typeof createClient<typeof TournamentService>>;

const title = (all: AnyGame[], key: string): string => all.find((g) => g.key === key)?.title ?? key;

/** A wide table in a box that scrolls sideways on a narrow screen (the style set through the
 * DOM, which the page's content security policy allows). */
function scrolling(table: HTMLElement): HTMLElement {
  const box = h("div", { class: "table-scroll" }, table);
  box.style.overflowX = "auto";
  return box;
}

function eventRow(all: AnyGame[], ev: Tournament): HTMLElement {
  return h(
    "tr",
    { "data-event-id": ev.id },
    h("td", {}, h("a", { href: `/events/${ev.id}` }, ev.name)),
    h("td", {}, title(all, ev.game)),
    h("td", {}, eventWords(ev)),
    h("td", {}, String(ev.players)),
    h("td", {}, date(Number(ev.startsAtMs), { dateStyle: "medium", timeStyle: "short" })),
  );
}

function table(caption: string, id: string, rows: HTMLElement[]): HTMLElement {
  const head = h("tr", {}, ...[t("events-col-event"), t("events-col-game"), t("events-col-format"), t("events-col-players"), t("events-col-starts")].map((c) => h("th", { scope: "col" }, c)));
  return scrolling(h("table", { class: "leaderboard", id }, h("caption", {}, caption), h("thead", {}, head), h("tbody", {}, ...rows)));
}

async function listPage(main: HTMLElement, client: Client, all: AnyGame[]): Promise<void> {
  const player = new URLSearchParams(location.search).get("player") ?? "";
  const heading = player ? t("events-title-player", { name: player }) : t("events-title");
  document.title = heading;
  const status = h("p", { role: "status" });
  main.replaceChildren(h("h1", {}, heading), status);
  try {
    const r = await client.listTournaments({ player }, READ);
    const none = (list: Tournament[]) => (list.length ? list.map((e) => eventRow(all, e)) : [h("tr", {}, h("td", { colspan: "5" }, t("events-none")))]);
    main.append(table(t("events-running"), "events-running", none(r.running)), table(t("events-upcoming"), "events-upcoming", none(r.upcoming)), table(t("events-finished"), "events-finished", none(r.finished)));
  } catch (e) {
    tell(status, e, t("doing-see-events"));
  }
  if (!player) main.append(createForm(client, all));
}

function createForm(client: Client, all: AnyGame[]): HTMLElement {
  const box = h("section", { class: "create-event" }, h("h2", {}, t("events-make")));
  if (!current()) {
    box.append(h("p", {}, ...tn("events-sign-in-to-make", {}, { signIn: h("a", { href: "/account" }, t("sign-in-link")) })));
    return box;
  }
  const field = (label: string, input: HTMLElement): HTMLElement => h("p", { class: "field" }, h("label", { for: input.id }, label), input);
  const name = h("input", { id: "event-name", name: "name", required: "", maxlength: "64" });
  const game = h("select", { id: "event-game", name: "game" }, ...all.map((g) => h("option", { value: g.key }, g.title)));
  const format = h("select", { id: "event-format", name: "format" }, h("option", { value: String(Format.ARENA) }, t("events-arena")), h("option", { value: String(Format.SWISS) }, t("events-swiss")), h("option", { value: String(Format.ROUND_ROBIN) }, t("events-round-robin")));
  const clock = h("input", { id: "event-clock", name: "clock", value: "3+2", required: "" });
  const rated = h("input", { id: "event-rated", name: "rated", type: "checkbox" });
  rated.checked = true;
  const start = h("input", { id: "event-start", name: "start", type: "number", min: "0", max: "43200", value: "5" });
  const length = h("input", { id: "event-minutes", name: "minutes", type: "number", min: "1", max: "720", value: "30" });
  const rounds = h("input", { id: "event-rounds", name: "rounds", type: "number", min: "1", max: "30", value: "5" });
  const max = h("input", { id: "event-max", name: "max", type: "number", min: "2", max: "500", value: "100" });
  const entry = h("select", { id: "event-entry", name: "entry" }, h("option", { value: String(Entry.UNSPECIFIED) }, t("events-entry-all")), h("option", { value: String(Entry.PEOPLE_ONLY) }, t("events-entry-people")), h("option", { value: String(Entry.BOTS_ONLY) }, t("events-entry-bots")));
  const password = h("input", { id: "event-password", name: "password", type: "password", autocomplete: "new-password", maxlength: "64" });
  const check = (cid: string, label: string, on = false): [HTMLInputElement, HTMLElement] => {
    const box = h("input", { id: cid, name: cid, type: "checkbox" });
    box.checked = on;
    return [box, h("p", { class: "field" }, box, " ", h("label", { for: cid }, label))];
  };
  const [berserk, berserkField] = check("event-berserk", t("events-berserk-allowed"), true);
  const [double, doubleField] = check("event-double", t("events-double"));
  const [computers, computersField] = check("event-computers", t("events-computers"));
  const [ownRules, ownRulesField] = check("event-own-rules", t("events-own-rules"));
  const moveLimit = h("input", { id: "event-move-limit", name: "move-limit", type: "number", min: "0", max: "1000", value: "300" });
  const moveLimitField = field(t("events-move-limit"), moveLimit);
  const status = h("p", { class: "form-status", role: "status", "aria-live": "polite" });
  const submit = h("button", { type: "submit", class: "main-action" }, t("events-submit"));
  const lengthField = field(t("events-length"), length);
  const roundsField = field(t("events-rounds"), rounds);
  const shown = (): void => {
    lengthField.hidden = format.value !== String(Format.ARENA);
    berserkField.hidden = format.value !== String(Format.ARENA);
    roundsField.hidden = format.value !== String(Format.SWISS);
    doubleField.hidden = format.value !== String(Format.ROUND_ROBIN);
    computersField.hidden = entry.value === String(Entry.PEOPLE_ONLY);
    moveLimitField.hidden = ownRules.checked;
  };
  for (const input of [format, entry, ownRules]) input.addEventListener("change", shown);
  shown();
  const form = h("form", { id: "create-event" }, field(t("events-name"), name), field(t("events-game"), game), field(t("events-format"), format), field(t("events-clock"), clock), h("p", { class: "field" }, rated, " ", h("label", { for: rated.id }, t("events-rated"))), field(t("events-starts-in"), start), lengthField, roundsField, field(t("events-max"), max), field(t("events-entry"), entry), berserkField, doubleField, computersField, ownRulesField, moveLimitField, field(t("events-password"), password), submit, status);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    submit.disabled = true;
    status.textContent = t("events-making");
    const startsAtMs = BigInt(Date.now() + Math.max(0, Number(start.value)) * 60_000);
    client
      .createTournament(
        {
          name: name.value,
          game: game.value,
          format: Number(format.value),
          timeControl: clock.value,
          rated: rated.checked,
          startsAtMs,
          minutes: Number(length.value),
          rounds: Number(rounds.value),
          maxPlayers: Number(max.value),
          entry: Number(entry.value),
          password: password.value,
          berserk: format.value === String(Format.ARENA) && berserk.checked,
          doubleRoundRobin: format.value === String(Format.ROUND_ROBIN) && double.checked,
          computerPlayers: entry.value !== String(Entry.PEOPLE_ONLY) && computers.checked,
          ownRules: ownRules.checked,
          moveLimit: ownRules.checked ? 0 : Number(moveLimit.value),
        },
        READ,
      )
      .then((r) => location.assign(`/events/${r.tournament?.id ?? ""}`))
      .catch((e: unknown) => {
        submit.disabled = false;
        tell(status, e, t("doing-make-event"));
      });
  });
  box.append(form);
  return box;
}

/** The event as the page keeps it, changed by each message of the stream. */
function apply(view: TournamentView, event: { case: string | undefined; value?: unknown }): void {
  const sameBoard = (a: Pairing, b: Pairing) => a.round === b.round && a.first === b.first && a.second === b.second;
  switch (event.case) {
    case "joined": {
      const p = event.value as Player;
      view.players = [...view.players.filter((x) => x.name !== p.name), p];
      break;
    }
    case "withdrawn":
      for (const p of view.players) if (p.name === event.value) p.withdrawn = true;
      break;
    case "paired":
      view.pairings.push(event.value as Pairing);
      break;
    case "result":
    case "berserked": {
      const r = event.value as Pairing;
      const i = view.pairings.findIndex((p) => sameBoard(p, r));
      if (i >= 0) view.pairings[i] = r;
      else view.pairings.push(r);
      break;
    }
    case "standings":
      view.standings = (event.value as { standings: Standing[] }).standings;
      break;
    case "changed":
      view.tournament = event.value as Tournament;
      break;
  }
}

async function eventPage(main: HTMLElement, client: Client, all: AnyGame[], id: string): Promise<void> {
  const heading = h("h1", {}, t("events-event"));
  const meta = h("p", { id: "event-meta" });
  const clock = h("p", { id: "event-countdown", "aria-live": "off" });
  const actions = h("p", { id: "event-actions" });
  const mine = h("p", { id: "event-your-game" });
  const status = h("p", { id: "event-status", role: "status" });
  const standings = h("div", { id: "event-standings" });
  const pairings = h("div", { id: "event-pairings" });
  const cross = h("div", { id: "event-crosstable" });
  main.replaceChildren(heading, meta, clock, actions, mine, status, h("h2", {}, t("events-standings")), standings, cross, h("h2", {}, t("events-games")), pairings);
  let view: TournamentView | undefined;
  const me = current();
  const render = (): void => {
    const ev = view?.tournament;
    if (!view || !ev) return;
    document.title = t("events-page-title", { name: ev.name });
    heading.textContent = ev.name;
    main.dataset["status"] = Status[ev.status] ?? "";
    const parts = [title(all, ev.game), eventWords(ev), ev.timeControl];
    if (ev.rated) parts.push(t("events-meta-rated"));
    if (ev.berserk) parts.push(t("events-meta-berserk"));
    parts.push(t("events-meta-by", { name: ev.createdBy }));
    if (ev.entry === Entry.BOTS_ONLY) parts.push(t("events-meta-bots-only"));
    if (ev.entry === Entry.PEOPLE_ONLY) parts.push(t("events-meta-people-only"));
    meta.textContent = parts.join(" · ");
    const entered = me ? view.players.find((p) => p.name.toLowerCase() === me.name.toLowerCase()) : undefined;
    actions.replaceChildren();
    if (ev.status !== Status.FINISHED && me) {
      const open = ev.status === Status.UPCOMING || ev.format === Format.ARENA;
      if (entered && !entered.withdrawn) actions.append(button("event-withdraw", t("events-withdraw"), () => client.withdrawTournament({ id }, READ)));
      else if (open) {
        const pw = ev.hasPassword ? h("input", { id: "event-join-password", type: "password", "aria-label": t("events-password-label") }) : undefined;
        if (pw) actions.append(pw, " ");
        actions.append(button("event-join", t("events-join"), () => client.joinTournament({ id, password: pw?.value ?? "" }, READ)));
      }
    } else if (!me && ev.status !== Status.FINISHED) actions.replaceChildren(...tn("events-sign-in-to-join", {}, { signIn: h("a", { href: "/account" }, t("sign-in-link")) }));
    const going = me ? view.pairings.find((p) => p.result === "" && p.gameId !== "" && [p.first, p.second].some((n) => n.toLowerCase() === me.name.toLowerCase())) : undefined;
    const first = going ? going.first.toLowerCase() === me!.name.toLowerCase() : false;
    const berserked = going ? (first ? going.firstBerserk : going.secondBerserk) : false;
    mine.replaceChildren(...(going ? tn("events-your-game", {}, { game: h("a", { id: "event-game-link", href: `/play/${ev.game}/${going.gameId}#seat=${first ? 0 : 1}` }, t("events-versus", { first: going.first, second: going.second })) }) : []));
    if (going && ev.berserk) {
      if (berserked) mine.append(" ", h("span", { id: "event-berserked" }, t("events-berserked")));
      else mine.append(" ", button("event-berserk", t("events-berserk"), () => client.berserk({ id, requestId: crypto.randomUUID() }, READ), t("doing-berserk")));
    }
    const arena = ev.format === Format.ARENA;
    const head = ["#", t("events-col-player"), arena ? t("events-col-score") : t("events-col-points"), t("events-col-games"), arena ? t("events-col-performance") : t("events-col-tie-breaks")];
    standings.replaceChildren(
      scrolling(h(
        "table",
        { class: "leaderboard", id: "standings" },
        h("thead", {}, h("tr", {}, ...head.map((c) => h("th", { scope: "col" }, c)))),
        h(
          "tbody",
          {},
          ...view.standings.map((s) =>
            h("tr", { "data-player": s.player }, h("td", {}, String(s.rank)), h("td", {}, s.player, s.onFire ? " 🔥" : ""), h("td", { class: "score" }, scoreText(ev, s.score)), h("td", {}, String(s.games)), h("td", {}, arena ? (s.performance ? String(s.performance) : "—") : s.tieBreaks.map((b) => String(b)).join(" / "))),
          ),
        ),
      )),
    );
    const rows = [...view.pairings].reverse().slice(0, 200);
    pairings.replaceChildren(
      scrolling(h(
        "table",
        { class: "leaderboard", id: "pairings" },
        h("thead", {}, h("tr", {}, ...[t("events-col-round"), t("events-col-first"), t("events-col-second"), t("events-col-result"), ""].map((c) => h("th", { scope: "col" }, c)))),
        h("tbody", {}, ...rows.map((p) => h("tr", { "data-game-id": p.gameId }, h("td", {}, String(p.round)), h("td", {}, p.first, p.firstBerserk ? " ⚔" : ""), h("td", {}, p.second || "—", p.secondBerserk ? " ⚔" : ""), h("td", { class: "result" }, p.result || t("events-playing")), h("td", {}, p.gameId ? h("a", { href: p.result ? `/archive/${p.gameId}` : `/play/${ev.game}/${p.gameId}` }, p.result ? t("events-replay") : t("events-watch")) : "")))),
      )),
    );
    cross.replaceChildren();
    if (ev.status === Status.FINISHED && !arena) {
      const c = crosstable(view);
      cross.append(
        h("h2", {}, t("events-crosstable")),
        scrolling(h(
          "table",
          { class: "leaderboard", id: "crosstable" },
          h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "#"), h("th", { scope: "col" }, t("events-col-player")), ...c.rounds.map((r) => h("th", { scope: "col" }, t("events-round-short", { round: r }))), h("th", { scope: "col" }, t("events-col-points")))),
          h("tbody", {}, ...c.rows.map((row) => h("tr", {}, h("td", {}, String(row.rank)), h("td", {}, row.player), ...row.cells.map((cell) => h("td", {}, cell)), h("td", {}, scoreText(ev, row.score))))),
        )),
      );
    }
  };
  const button = (bid: string, text: string, call: () => Promise<unknown>, what = t("doing-join-event")): HTMLElement => {
    const b = h("button", { id: bid, type: "button" }, text);
    b.addEventListener("click", () => {
      b.disabled = true;
      call()
        .then(() => (status.textContent = ""))
        .catch((e: unknown) => tell(status, e, what))
        .finally(() => (b.disabled = false));
    });
    return b;
  };
  const tick = (): void => {
    const ev = view?.tournament;
    clock.textContent = ev ? countdown(ev, view!, Date.now()) : "";
  };
  setInterval(tick, 1000);
  let cursor = "";
  for (;;) {
    try {
      for await (const m of client.watchTournament({ id, fromCursor: cursor })) {
        cursor = m.cursor;
        if (m.event.case === "snapshot") view = m.event.value;
        else if (view) apply(view, m.event);
        render();
        tick();
      }
      if (view?.tournament?.status === Status.FINISHED) return;
    } catch (e) {
      tell(status, e, t("doing-follow-event"));
      if (!view) return;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}
