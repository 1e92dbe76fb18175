// The start page: choose a game, optionally a start position and a clock, and whom to play —
// a friend (the game is created with the friend's seat open: the page shows your seat link,
// the invite link carrying only the invitation code, and the spectator link) or the computer
// (the page opens your seat at once; the computer plays the other). The computer is one of
// the service's computer players (lobby.v1 ListComputers) challenged through the lobby, so
// its rating and, signed in, yours move in a rated game; from a set position or with a fixed
// time per turn, which a challenge cannot carry, the same strength plays through NewGame,
// unrated. A service without computer players offers the think times of STRENGTHS.
import { createClient } from "@connectrpc/connect";
import { LobbyService, Side, type Computer } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { tell } from "./told.js";
import { transport } from "../api/transport.js";
import type { Seat } from "../games/game.js";
import type { AnyGame } from "../games/index.js";
import type { NewGameOptions, TimeControlSpec } from "../games/realplay.js";
import { preview } from "./preview.js";
import { h } from "./dom.js";
import { seatLink } from "./links.js";
export { newGameLink } from "./links.js";
import { forget, remembered, remember } from "./mine.js";
import { current as signedIn } from "../players/session.js";
import { date, t } from "../i18n/i18n.js";

/** The computer's strengths offered: its think time per action. */
export const STRENGTHS: { label: () => string; budgetMs: number }[] = [
  { label: () => t("strength-quick"), budgetMs: 100 },
  { label: () => t("strength-medium"), budgetMs: 500 },
  { label: () => t("strength-strong"), budgetMs: 2000 },
];

/**
 * A clock as a challenge writes it ("5+3": whole minutes, 1 to 600, plus whole seconds, at
 * most 600; "" for none), or undefined when a challenge cannot carry it (a fixed time per
 * turn, parts of a minute).
 */
export function challengeClock(tc: TimeControlSpec | undefined): string | undefined {
  if (!tc) return "";
  if (tc.kind !== "fischer") return undefined;
  const minutes = tc.initialMs / 60_000;
  const seconds = tc.incrementMs / 1000;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 600) return undefined;
  if (!Number.isInteger(seconds) || seconds > 600) return undefined;
  return `${minutes}+${seconds}`;
}

/** A computer player as the strength list shows it: "Medium · 1512" ("?" while provisional). */
export function computerLabel(c: Pick<Computer, "level" | "rating" | "provisional">): string {
  return `${levelWords(c.level)?.name ?? c.level} · ${c.rating}${c.provisional ? "?" : ""}`;
}

/** A computer level's name and how it plays, in the page's language (a level this page does
 * not know: none, and the service's own words are shown). */
export function levelWords(level: string): { name: string; how: string } | undefined {
  switch (level) {
    case "easy":
      return { name: t("computer-level-easy"), how: t("computer-how-easy") };
    case "medium":
      return { name: t("computer-level-medium"), how: t("computer-how-medium") };
    case "hard":
      return { name: t("computer-level-hard"), how: t("computer-how-hard") };
    default:
      return undefined;
  }
}

/** The time control of the form's fields, or a reason it is not one. */
export function timeControl(kind: string, minutes: string, increment: string, perTurn: string): TimeControlSpec | undefined | string {
  const num = (s: string): number => (s.trim() === "" ? NaN : Number(s));
  if (kind === "fischer") {
    const m = num(minutes);
    const inc = increment.trim() === "" ? 0 : num(increment);
    if (!(m > 0) || !(inc >= 0)) return t("clock-fischer-invalid");
    return { kind: "fischer", initialMs: Math.round(m * 60_000), incrementMs: Math.round(inc * 1000) };
  }
  if (kind === "perTurn") {
    const s = num(perTurn);
    if (!(s > 0)) return t("clock-per-turn-invalid");
    return { kind: "perTurn", perTurnMs: Math.round(s * 1000) };
  }
  return undefined;
}

export function startPage(root: HTMLElement, games: AnyGame[]): void {
  const select = h("select", { id: "game", "aria-label": t("start-game") }, ...games.map((g) => h("option", { value: g.key }, g.title)));
  const position = h("input", { id: "position", type: "text", placeholder: t("start-position-placeholder"), "aria-label": t("start-position-label"), spellcheck: "false", autocomplete: "off" });
  const examples = h("div", { class: "examples" });
  const opponent = h("select", { id: "opponent", "aria-label": t("start-opponent") }, h("option", { value: "friend" }, t("start-opponent-friend")), h("option", { value: "computer" }, t("start-opponent-computer")));
  const mySeat = h("select", { id: "seat", "aria-label": t("start-side") });
  const strength = h("select", { id: "strength", "aria-label": t("start-strength") }, ...STRENGTHS.map((s) => h("option", { value: String(s.budgetMs) }, s.label())));
  const strengthLabel = h("label", { hidden: "" }, t("start-computer"), " ", strength);
  // What the chosen computer player is, and whether this game moves its rating.
  const computerNote = h("p", { id: "computer-note", class: "computer-note", hidden: "" });
  const clock = h("select", { id: "clock", "aria-label": t("start-clock") }, h("option", { value: "none" }, t("clock-none")), h("option", { value: "fischer" }, t("clock-fischer")), h("option", { value: "perTurn" }, t("clock-per-turn")));
  const minutes = h("input", { id: "clock-minutes", type: "number", min: "0.1", step: "any", value: "5", "aria-label": t("clock-minutes-label"), class: "num" });
  const increment = h("input", { id: "clock-increment", type: "number", min: "0", step: "any", value: "3", "aria-label": t("clock-increment-label"), class: "num" });
  const perTurn = h("input", { id: "clock-per-turn", type: "number", min: "1", step: "any", value: "30", "aria-label": t("clock-per-turn-label"), class: "num" });
  const fischerFields = h("span", { class: "clock-fields", hidden: "" }, minutes, ` ${t("clock-min-plus")} `, increment, ` ${t("clock-seconds-a-turn")}`);
  const perTurnFields = h("span", { class: "clock-fields", hidden: "" }, perTurn, ` ${t("clock-seconds-a-turn")}`);
  // A rated game: offered to a signed-in player inviting a friend; it needs a clock and the
  // initial position (docs/players.md), which the page checks before asking.
  const rated = h("input", { id: "rated", type: "checkbox" });
  const ratedText = h("span", {}, ` ${t("start-rated-friend")}`);
  const ratedLabel = h("label", { class: "rated-choice", hidden: "" }, rated, ratedText);
  const create = h("button", { id: "create", type: "submit" }, t("start-create"));
  const message = h("p", { id: "message", role: "alert" });
  const form = h(
    "form",
    { class: "start", autocomplete: "off" },
    h("label", {}, t("start-game"), " ", select),
    h("label", { class: "wide" }, t("start-position"), " ", position),
    examples,
    h("div", { class: "row" }, h("label", {}, t("start-play-against"), " ", opponent), h("label", {}, t("start-as"), " ", mySeat), strengthLabel),
    computerNote,
    h("div", { class: "row" }, h("label", {}, t("start-clock"), " ", clock), fischerFields, perTurnFields),
    ratedLabel,
    create,
  );

  const chosen = (): AnyGame => games.find((g) => g.key === select.value) ?? games[0]!;
  // The computer players of the chosen game (empty: the service runs none, or not yet known).
  const lobby = createClient(LobbyService, transport());
  let computers: Computer[] = [];
  let computersOf = "";
  // The computer the fragment names (a finished game's "same settings"), chosen once listed.
  let wanted: string | undefined;
  const picked = (): Computer | undefined => computers.find((c) => c.name === strength.value);
  const drawStrengths = (): void => {
    const before = strength.value;
    const level = computers.find((c) => c.name === before)?.level ?? "medium";
    strength.replaceChildren(
      ...(computers.length > 0
        ? computers.map((c) => h("option", { value: c.name, title: levelWords(c.level)?.how ?? c.description }, computerLabel(c)))
        : STRENGTHS.map((s) => h("option", { value: String(s.budgetMs) }, s.label()))),
    );
    const named = wanted !== undefined && [...strength.options].some((o) => o.value === wanted) ? wanted : undefined;
    const again = named ?? computers.find((c) => c.level === level)?.name ?? (computers.length > 0 ? undefined : before);
    if (again && [...strength.options].some((o) => o.value === again)) strength.value = again;
    if (named !== undefined) wanted = undefined;
    showChoices();
  };
  const loadComputers = (): void => {
    const key = chosen().key;
    if (opponent.value !== "computer" || computersOf === key) return;
    computersOf = key;
    computers = [];
    drawStrengths();
    lobby
      .listComputers({ game: key }, { timeoutMs: 10_000 })
      .then((r) => {
        if (chosen().key !== key) return;
        computers = r.computers;
        drawStrengths();
        strength.dataset["computers"] = "listed";
      })
      .catch(() => {
        // Without the list the think times of STRENGTHS are offered (NewGame's computer).
        computersOf = "";
      });
  };
  const showGame = (): void => {
    const game = chosen();
    examples.replaceChildren(
      ...game.examples.map((ex) => {
        const b = h("button", { type: "button", class: "example" }, ex.label);
        b.addEventListener("click", () => (position.value = ex.position));
        return b;
      }),
    );
    const at = mySeat.value || "0";
    mySeat.replaceChildren(...game.seatNames.map((name, i) => h("option", { value: String(i) }, name)));
    mySeat.value = at;
  };
  // Whether the game asked for can be a challenge to the chosen computer player.
  const challengeable = (): boolean => {
    const tc = timeControl(clock.value, minutes.value, increment.value, perTurn.value);
    return picked() !== undefined && position.value.trim() === "" && typeof tc !== "string" && challengeClock(tc) !== undefined;
  };
  const showChoices = (): void => {
    const computer = opponent.value === "computer";
    strengthLabel.hidden = !computer;
    ratedLabel.hidden = signedIn() === undefined || (computer && !challengeable());
    ratedText.textContent = ` ${computer ? t("start-rated-computer") : t("start-rated-friend")}`;
    fischerFields.hidden = clock.value !== "fischer";
    perTurnFields.hidden = clock.value !== "perTurn";
    create.textContent = computer ? t("start-play-computer") : t("start-create");
    const c = picked();
    computerNote.hidden = !computer || c === undefined;
    if (c) {
      const how = t("computer-how", { name: c.name, how: levelWords(c.level)?.how ?? c.description });
      computerNote.textContent = challengeable()
        ? how
        : `${how} ${t("start-computer-unrated")}`;
    }
  };
  select.addEventListener("change", () => {
    position.value = "";
    showGame();
    loadComputers();
    showChoices();
  });
  opponent.addEventListener("change", () => {
    loadComputers();
    showChoices();
  });
  strength.addEventListener("change", showChoices);
  for (const field of [clock, position, minutes, increment]) field.addEventListener(field === clock ? "change" : "input", showChoices);
  // The settings in the fragment (a finished game's "new game with the same settings").
  const preset = new URLSearchParams(location.hash.replace(/^#/, ""));
  const presetGame = preset.get("game");
  if (presetGame && games.some((g) => g.key === presetGame)) {
    select.value = presetGame;
    position.value = preset.get("position") ?? "";
    clock.value = preset.get("clock") ?? "none";
    minutes.value = preset.get("minutes") ?? minutes.value;
    increment.value = preset.get("increment") ?? increment.value;
    perTurn.value = preset.get("perTurn") ?? perTurn.value;
    mySeat.value = preset.get("seat") ?? "0";
    const versus = preset.get("computer");
    if (versus) {
      opponent.value = "computer";
      wanted = versus;
    }
  }
  showGame();
  loadComputers();
  showChoices();
  // Back to this page (the browser's cache may restore some fields, not the rest): redraw
  // what depends on them so the form is consistent.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    showGame();
    showChoices();
    create.disabled = false;
    showMine();
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const game = chosen();
    message.textContent = "";
    const tc = timeControl(clock.value, minutes.value, increment.value, perTurn.value);
    if (typeof tc === "string") {
      message.textContent = tc;
      return;
    }
    const me: Seat = mySeat.value === "1" ? 1 : 0;
    const other: Seat = me === 0 ? 1 : 0;
    const computer = opponent.value === "computer";
    const player = picked();
    const wantRated = !ratedLabel.hidden && rated.checked;
    if (computer && player && challengeable()) {
      if (wantRated && !tc) {
        message.textContent = t("start-rated-needs-clock");
        return;
      }
      create.disabled = true;
      lobby
        .challenge({ opponent: player.name, game: game.key, timeControl: challengeClock(tc) ?? "", rated: wantRated, side: me === 0 ? Side.FIRST : Side.SECOND }, { timeoutMs: 30_000 })
        .then((r) => {
          if (!r.gameId) throw new Error(t("start-challenge-not-taken", { name: player.name }));
          remember({ game: game.key, id: r.gameId, seat: me, token: r.seatToken, at: Date.now() });
          location.assign(`${seatLink(location.origin, game.key, r.gameId, me, r.seatToken)}&computer=${player.thinkMs}`);
        })
        .catch((error: unknown) => tell(message, error, t("doing-play-rated")))
        .finally(() => (create.disabled = false));
      return;
    }
    const budgetMs = player ? player.thinkMs : Number(strength.value);
    const options: NewGameOptions = { position: position.value.trim() };
    if (tc) options.timeControl = tc;
    if (computer) options.bot = { seat: other, budgetMs };
    else options.open = other;
    if (!computer && wantRated) {
      if (!tc) {
        message.textContent = t("start-rated-needs-clock");
        return;
      }
      if (options.position) {
        message.textContent = t("start-rated-initial-position");
        return;
      }
      options.rated = true;
    }
    create.disabled = true;
    game.api
      .newGame(options)
      .then(({ game: created, tokens, invitation }) => {
        const id = (created as { gameId: string }).gameId;
        // The creator goes straight to their own seat, whose page shows the invite link to
        // copy (never a link to click); the seat is remembered in this browser, so the start
        // page lists it and the invite link, opened here, warns instead of taking the seat.
        const code = computer ? undefined : invitation?.code;
        remember({ game: game.key, id, seat: me, token: tokens[me], ...(code ? { invite: code } : {}), at: Date.now() });
        location.assign(`${seatLink(location.origin, game.key, id, me, tokens[me], code)}${computer ? `&computer=${budgetMs}` : ""}`);
      })
      .catch((error: unknown) => tell(message, error, t("doing-play-rated")))
      .finally(() => (create.disabled = false));
  });

  // The games kept in this browser: the creator's seats, so a seat link is never lost.
  const mine = h("section", { id: "my-games", class: "my-games", hidden: "" });
  const showMine = (): void => {
    const list = remembered();
    mine.hidden = list.length === 0;
    mine.replaceChildren(
      h("h2", {}, t("start-my-games")),
      h(
        "ul",
        {},
        ...list.map((m) => {
          const title = games.find((g) => g.key === m.game)?.title ?? m.game;
          const name = games.find((g) => g.key === m.game)?.seatNames[m.seat] ?? "";
          const drop = h("button", { type: "button", class: "forget", "aria-label": t("start-forget-label", { game: title, id: m.id }) }, t("start-forget"));
          drop.addEventListener("click", () => {
            forget(m.id);
            showMine();
          });
          return h("li", {}, h("a", { class: "my-game", href: seatLink(location.origin, m.game, m.id, m.seat, m.token, m.invite) }, t("start-my-game", { game: title, side: name })), ` · ${date(m.at, { dateStyle: "medium", timeStyle: "short" })} `, drop);
        }),
      ),
    );
  };
  showMine();
  const intro = h(
    "section",
    { class: "games" },
    ...games.map((g) => {
      const pick = h("button", { type: "button", class: "pick", "data-game": g.key }, t("play-game", { game: g.title }));
      pick.addEventListener("click", () => {
        select.value = g.key;
        position.value = "";
        showGame();
        form.scrollIntoView({ block: "start" });
        select.focus();
      });
      return h("article", { class: "game-card" }, preview(g), h("div", {}, h("h2", {}, g.title), h("p", {}, g.blurb), h("p", {}, pick, " ", h("a", { href: `/rules/${g.key}` }, t("start-rules")))));
    }),
  );
  root.replaceChildren(h("main", { class: "start-page" }, h("h1", {}, t("start-heading")), intro, h("h2", {}, t("start-a-game")), form, message, mine));
}
