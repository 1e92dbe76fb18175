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
import { h } from "../ui/dom.js";
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

function eventRow(all: AnyGame[], t: Tournament): HTMLElement {
  return h(
    "tr",
    { "data-event-id": t.id },
    h("td", {}, h("a", { href: `/events/${t.id}` }, t.name)),
    h("td", {}, title(all, t.game)),
    h("td", {}, eventWords(t)),
    h("td", {}, String(t.players)),
    h("td", {}, new Date(Number(t.startsAtMs)).toLocaleString()),
  );
}

function table(caption: string, id: string, rows: HTMLElement[]): HTMLElement {
  const head = h("tr", {}, ...["Event", "Game", "Format", "Players", "Starts"].map((c) => h("th", { scope: "col" }, c)));
  return scrolling(h("table", { class: "leaderboard", id }, h("caption", {}, caption), h("thead", {}, head), h("tbody", {}, ...rows)));
}

async function listPage(main: HTMLElement, client: Client, all: AnyGame[]): Promise<void> {
  const player = new URLSearchParams(location.search).get("player") ?? "";
  document.title = player ? `${player}'s events` : "Events";
  const status = h("p", { role: "status" });
  main.replaceChildren(h("h1", {}, player ? `${player}'s events` : "Events"), status);
  try {
    const r = await client.listTournaments({ player }, READ);
    const none = (list: Tournament[]) => (list.length ? list.map((t) => eventRow(all, t)) : [h("tr", {}, h("td", { colspan: "5" }, "None."))]);
    main.append(table("Running", "events-running", none(r.running)), table("Upcoming", "events-upcoming", none(r.upcoming)), table("Finished", "events-finished", none(r.finished)));
  } catch (e) {
    tell(status, e, "see the events");
  }
  if (!player) main.append(createForm(client, all));
}

function createForm(client: Client, all: AnyGame[]): HTMLElement {
  const box = h("section", { class: "create-event" }, h("h2", {}, "Make an event"));
  if (!current()) {
    box.append(h("p", {}, h("a", { href: "/account" }, "Sign in"), " to make an event."));
    return box;
  }
  const field = (label: string, input: HTMLElement): HTMLElement => h("p", { class: "field" }, h("label", { for: input.id }, label), input);
  const name = h("input", { id: "event-name", name: "name", required: "", maxlength: "64" });
  const game = h("select", { id: "event-game", name: "game" }, ...all.map((g) => h("option", { value: g.key }, g.title)));
  const format = h("select", { id: "event-format", name: "format" }, h("option", { value: String(Format.ARENA) }, "Arena"), h("option", { value: String(Format.SWISS) }, "Swiss"), h("option", { value: String(Format.ROUND_ROBIN) }, "Round-robin"));
  const clock = h("input", { id: "event-clock", name: "clock", value: "3+2", required: "" });
  const rated = h("input", { id: "event-rated", name: "rated", type: "checkbox" });
  rated.checked = true;
  const start = h("input", { id: "event-start", name: "start", type: "number", min: "0", max: "43200", value: "5" });
  const length = h("input", { id: "event-minutes", name: "minutes", type: "number", min: "1", max: "720", value: "30" });
  const rounds = h("input", { id: "event-rounds", name: "rounds", type: "number", min: "1", max: "30", value: "5" });
  const max = h("input", { id: "event-max", name: "max", type: "number", min: "2", max: "500", value: "100" });
  const entry = h("select", { id: "event-entry", name: "entry" }, h("option", { value: String(Entry.UNSPECIFIED) }, "People and bots"), h("option", { value: String(Entry.PEOPLE_ONLY) }, "People only"), h("option", { value: String(Entry.BOTS_ONLY) }, "Bots only"));
  const password = h("input", { id: "event-password", name: "password", type: "password", autocomplete: "new-password", maxlength: "64" });
  const check = (cid: string, label: string, on = false): [HTMLInputElement, HTMLElement] => {
    const box = h("input", { id: cid, name: cid, type: "checkbox" });
    box.checked = on;
    return [box, h("p", { class: "field" }, box, h("label", { for: cid }, ` ${label}`))];
  };
  const [berserk, berserkField] = check("event-berserk", "Berserk allowed (half your clock, no increment, a point more for a win)", true);
  const [double, doubleField] = check("event-double", "Double round-robin (each pair plays both sides)");
  const [computers, computersField] = check("event-computers", "Enter the computer players");
  const [ownRules, ownRulesField] = check("event-own-rules", "The game's own rules only (no rule options, no move limit)");
  const moveLimit = h("input", { id: "event-move-limit", name: "move-limit", type: "number", min: "0", max: "1000", value: "300" });
  const moveLimitField = field("Move limit (turns; the turn that reaches it draws)", moveLimit);
  const status = h("p", { class: "form-status", role: "status", "aria-live": "polite" });
  const submit = h("button", { type: "submit", class: "main-action" }, "Make the event");
  const lengthField = field("Length (minutes)", length);
  const roundsField = field("Rounds", rounds);
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
  const form = h("form", { id: "create-event" }, field("Name", name), field("Game", game), field("Format", format), field("Clock (minutes+seconds)", clock), h("p", { class: "field" }, rated, h("label", { for: rated.id }, " Rated")), field("Starts in (minutes)", start), lengthField, roundsField, field("Most players", max), field("Who may join", entry), berserkField, doubleField, computersField, ownRulesField, moveLimitField, field("Password (optional)", password), submit, status);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    submit.disabled = true;
    status.textContent = "Making the event…";
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
        tell(status, e, "make an event");
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
  const heading = h("h1", {}, "Event");
  const meta = h("p", { id: "event-meta" });
  const clock = h("p", { id: "event-countdown", "aria-live": "off" });
  const actions = h("p", { id: "event-actions" });
  const mine = h("p", { id: "event-your-game" });
  const status = h("p", { id: "event-status", role: "status" });
  const standings = h("div", { id: "event-standings" });
  const pairings = h("div", { id: "event-pairings" });
  const cross = h("div", { id: "event-crosstable" });
  main.replaceChildren(heading, meta, clock, actions, mine, status, h("h2", {}, "Standings"), standings, cross, h("h2", {}, "Games"), pairings);
  let view: TournamentView | undefined;
  const me = current();
  const render = (): void => {
    const t = view?.tournament;
    if (!view || !t) return;
    document.title = `${t.name} — event`;
    heading.textContent = t.name;
    main.dataset["status"] = Status[t.status] ?? "";
    meta.textContent = `${title(all, t.game)} · ${eventWords(t)} · ${t.timeControl}${t.rated ? " · rated" : ""}${t.berserk ? " · berserk" : ""} · by ${t.createdBy}${t.entry === Entry.BOTS_ONLY ? " · bots only" : t.entry === Entry.PEOPLE_ONLY ? " · people only" : ""}`;
    const entered = me ? view.players.find((p) => p.name.toLowerCase() === me.name.toLowerCase()) : undefined;
    actions.replaceChildren();
    if (t.status !== Status.FINISHED && me) {
      const open = t.status === Status.UPCOMING || t.format === Format.ARENA;
      if (entered && !entered.withdrawn) actions.append(button("event-withdraw", "Withdraw", () => client.withdrawTournament({ id }, READ)));
      else if (open) {
        const pw = t.hasPassword ? h("input", { id: "event-join-password", type: "password", "aria-label": "The event's password" }) : undefined;
        if (pw) actions.append(pw, " ");
        actions.append(button("event-join", "Join", () => client.joinTournament({ id, password: pw?.value ?? "" }, READ)));
      }
    } else if (!me && t.status !== Status.FINISHED) actions.replaceChildren(h("a", { href: "/account" }, "Sign in"), " to join.");
    const going = me ? view.pairings.find((p) => p.result === "" && p.gameId !== "" && [p.first, p.second].some((n) => n.toLowerCase() === me.name.toLowerCase())) : undefined;
    const first = going ? going.first.toLowerCase() === me!.name.toLowerCase() : false;
    const berserked = going ? (first ? going.firstBerserk : going.secondBerserk) : false;
    mine.replaceChildren(...(going ? ["Your game is on: ", h("a", { id: "event-game-link", href: `/play/${t.game}/${going.gameId}#seat=${first ? 0 : 1}` }, `${going.first} vs ${going.second}`)] : []));
    if (going && t.berserk) {
      if (berserked) mine.append(" ", h("span", { id: "event-berserked" }, "⚔ berserk: half your clock, no increment"));
      else mine.append(" ", button("event-berserk", "⚔ Berserk", () => client.berserk({ id, requestId: crypto.randomUUID() }, READ), "berserk"));
    }
    const arena = t.format === Format.ARENA;
    const head = ["#", "Player", arena ? "Score" : "Points", "Games", ...(arena ? ["Performance"] : ["Tie-breaks"])];
    standings.replaceChildren(
      scrolling(h(
        "table",
        { class: "leaderboard", id: "standings" },
        h("thead", {}, h("tr", {}, ...head.map((c) => h("th", { scope: "col" }, c)))),
        h(
          "tbody",
          {},
          ...view.standings.map((s) =>
            h("tr", { "data-player": s.player }, h("td", {}, String(s.rank)), h("td", {}, s.player, s.onFire ? " 🔥" : ""), h("td", { class: "score" }, scoreText(t, s.score)), h("td", {}, String(s.games)), h("td", {}, arena ? (s.performance ? String(s.performance) : "—") : s.tieBreaks.map((b) => String(b)).join(" / "))),
          ),
        ),
      )),
    );
    const rows = [...view.pairings].reverse().slice(0, 200);
    pairings.replaceChildren(
      scrolling(h(
        "table",
        { class: "leaderboard", id: "pairings" },
        h("thead", {}, h("tr", {}, ...["Round", "First", "Second", "Result", ""].map((c) => h("th", { scope: "col" }, c)))),
        h("tbody", {}, ...rows.map((p) => h("tr", { "data-game-id": p.gameId }, h("td", {}, String(p.round)), h("td", {}, p.first, p.firstBerserk ? " ⚔" : ""), h("td", {}, p.second || "—", p.secondBerserk ? " ⚔" : ""), h("td", { class: "result" }, p.result || "playing"), h("td", {}, p.gameId ? h("a", { href: p.result ? `/archive/${p.gameId}` : `/play/${t.game}/${p.gameId}` }, p.result ? "Replay" : "Watch") : "")))),
      )),
    );
    cross.replaceChildren();
    if (t.status === Status.FINISHED && !arena) {
      const c = crosstable(view);
      cross.append(
        h("h2", {}, "Crosstable"),
        scrolling(h(
          "table",
          { class: "leaderboard", id: "crosstable" },
          h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "#"), h("th", { scope: "col" }, "Player"), ...c.rounds.map((r) => h("th", { scope: "col" }, `R${r}`)), h("th", { scope: "col" }, "Points"))),
          h("tbody", {}, ...c.rows.map((row) => h("tr", {}, h("td", {}, String(row.rank)), h("td", {}, row.player), ...row.cells.map((cell) => h("td", {}, cell)), h("td", {}, scoreText(t, row.score))))),
        )),
      );
    }
  };
  const button = (bid: string, text: string, call: () => Promise<unknown>, what = "join events"): HTMLElement => {
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
    const t = view?.tournament;
    clock.textContent = t ? countdown(t, view!, Date.now()) : "";
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
      tell(status, e, "follow this event");
      if (!view) return;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}
