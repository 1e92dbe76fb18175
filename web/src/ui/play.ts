// The game page: the board, the game's state, the controls, the history panel and the live
// connection. The server is the authority: the board is handed the legal actions
// (LegalActions) and every change comes back from the server (the acting call's answer, and
// the watch stream for everybody).
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { describe } from "../api/errors.js";
import { ACTING, onRetry, retryDelay, transient, transport } from "../api/transport.js";
import { rematch as rematchOffer } from "../lobby/rematch.js";
import { seekAgainLink, seekClock } from "../lobby/kept.js";
import { mySeat } from "./mine.js";
import { click, moveCursor, reduce, type Click, type Direction } from "../board/board.js";
import { initial, type BoardState } from "../board/state.js";
import { attachDrag } from "../board/drag.js";
import { movable } from "../board/board.js";
import { SQUARE, createSvg, render, squareOf } from "../board/svg.js";
import { play as playSound, setSound, soundOn, unlock, type Sound } from "./sound.js";
import type { Choice, GameDef, Seat, StateView, Update } from "../games/game.js";
import { ServerClock, formatClock, nextTick, remainingAt, seat as seatCall, type SharedAudience } from "@arbiter/client";
import { describeControl } from "./clock.js";
import { playerLabel, sideOf, type RatingMove } from "../games/realplay.js";
import type { PlayerFeed } from "../notify/feed.js";
import { LobbyService, Side } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { h } from "./dom.js";
import { missingPage } from "./missing.js";
import { tell } from "./told.js";
import { boardFit } from "./fit.js";
import { versusTitle } from "./words.js";
import { Timeline } from "./history.js";
import { fillMoveTable } from "./movetable.js";
import { inviteLink, seatLink, watchLink } from "./links.js";
import { newGameLink } from "./links.js";
import { copyText } from "./copy.js";
import { t as tr } from "../i18n/i18n.js";

interface GameLike {
  version: bigint;
  position: string;
}

/** The audience's script (a second entry of the build, fetched only when needed). */
const AUDIENCE = "/audience.js";
/** How long the board waits for the stream to bring the legal actions of a version before asking for them. */
const STREAM_LEGAL_WAIT_MS = 4000;

export function playPage<G extends GameLike>(
  root: HTMLElement,
  def: GameDef<G>,
  gameId: string,
  seat: Seat | undefined,
  token: string | undefined,
  invite?: string,
  /** The computer plays the other seat, thinking this long per action (ms). */
  computer?: number,
  /** The signed-in player's stream: tells the rating changes once a rated game is rated. */
  feed?: PlayerFeed,
): () => void {
  const abort = new AbortController();
  let current: G | undefined;
  let viewing: bigint | undefined; // a past version shown from the history, or live
  const flipped = seat === 1 && def.turnForSecondSeat !== false;
  let animateMove: { from: string; to: string } | undefined;
  let board: BoardState = { ...initial(def.squareName(Math.floor(def.geometry.files / 2), flipped ? def.geometry.ranks - 2 : 1)), flipped };
  let legalVersion = -1n;
  let busy = false;
  const timeline = new Timeline();
  const serverClock = new ServerClock();
  const other: Seat | undefined = seat === undefined ? undefined : seat === 0 ? 1 : 0;
  let inviteCode = invite;
  const moved: [RatingMove | undefined, RatingMove | undefined] = [undefined, undefined];

  const svg = createSvg(def);
  const facts = h("dl", { class: "facts" });
  const who = h("p", { class: "who" }, seat === undefined ? tr("play-spectating") : tr("play-you-play", { side: def.seatNames[seat] }));
  // Who plays each seat: a signed-in player's name and rating, a guest, or the computer.
  const playersLine = h("p", { id: "players", class: "players" });
  const conn = h("span", { id: "conn", class: "conn" }, tr("conn-connecting"));
  // How many watch, and the players' quick chat: filled by /audience.js (ui/audience.ts),
  // loaded with the stream's first Audience message.
  const crowd = h("div", { id: "audience", class: "audience" });
  let heard: Promise<(a: SharedAudience) => void> | undefined;
  const message = h("p", { id: "message", role: "alert", class: "message" });
  const bannerText = h("p", { id: "banner-text" });
  const rematch = h("a", { id: "rematch", class: "main-action", href: "/" }, tr("play-rematch"));
  const home = h("a", { id: "home", href: "/" }, tr("nav-home"));
  const closeBanner = h("button", { id: "close-banner", type: "button", "aria-label": tr("play-hide-result") }, "×");
  // A player's rematch (sides swapped), through the lobby; the service's computer players
  // (bound accounts, `computer-…`) take it at once. A computer opponent of NewGame answers
  // none: against it, "New game with the same settings" (the same think time) is the rematch.
  const again = seat !== undefined && token ? rematchOffer(transport(), def.key, gameId, seat, token, computer === undefined ? "" : `&computer=${computer}`) : undefined;
  // The result over the board. It is read aloud through the announcements' live region
  // (`say`), once: the banner itself is no live region.
  const banner = h("div", { id: "banner", class: "banner", hidden: "", role: "group", "aria-labelledby": "banner-text" }, bannerText, ...(again ? [again.status] : []), h("div", { class: "banner-actions" }, ...(again ? [again.button] : []), rematch, h("a", { id: "analyse-game", href: `/analysis/${def.key}/${gameId}` }, tr("play-analyse")), home, closeBanner));
  const why = h("p", { id: "why", class: "why" });
  const clockNote = h("p", { id: "clock-note", class: "clock-note", hidden: "" });
  const chooser = h("div", { id: "chooser", class: "chooser", hidden: "", role: "dialog", "aria-label": tr("play-choose-action") });
  const endTurn = h("button", { id: "end-turn", type: "button", disabled: "" }, def.squarelessAction ?? "");
  const undo = h("button", { id: "undo", type: "button", disabled: "" }, tr("play-undo"));
  const resign = h("button", { id: "resign", type: "button", disabled: "" }, tr("play-resign"));
  const offerDraw = h("button", { id: "offer-draw", type: "button", disabled: "" }, tr("play-offer-draw"));
  // Takebacks: shown only where the game allows them (casual games).
  const proposeTakeback = h("button", { id: "propose-takeback", type: "button", hidden: "", title: tr("play-takeback-title") }, tr("play-propose-takeback"));
  // Abort: until both sides have made their first move (no result, no rating change).
  const abortGame = h("button", { id: "abort", type: "button", hidden: "", title: tr("play-abort-title") }, tr("play-abort"));
  // Spectators get no controls.
  const controls = h("div", { class: "controls" }, ...(seat === undefined ? [] : [...(def.squarelessAction ? [endTurn] : []), ...(def.api.undo ? [undo] : []), abortGame, proposeTakeback, offerDraw, resign, why]));
  // A player gone: who left, the countdown to the claim, and for the other player Claim
  // victory / Call it a draw.
  const goneText = h("span", { id: "gone-text" });
  const claimWin = h("button", { id: "claim-win", type: "button", hidden: "" }, tr("play-claim-win"));
  const claimDraw = h("button", { id: "claim-draw", type: "button", hidden: "" }, tr("play-claim-draw"));
  const goneBox = h("div", { id: "gone", class: "draw gone", hidden: "", role: "status" }, goneText, claimWin, claimDraw);
  let goneTimer: ReturnType<typeof setTimeout> | undefined;
  // Draw offers: who offered, and for the other player Accept / Decline.
  const drawText = h("span", { id: "draw-text" });
  const acceptDraw = h("button", { id: "accept-draw", type: "button" }, tr("accept"));
  const declineDraw = h("button", { id: "decline-draw", type: "button" }, tr("decline"));
  const drawBox = h("div", { id: "draw", class: "draw", hidden: "" }, drawText, acceptDraw, declineDraw);
  // Takeback proposals: who proposed, and for the other player Accept / Decline.
  const takebackText = h("span", { id: "takeback-text" });
  const acceptTakeback = h("button", { id: "accept-takeback", type: "button" }, tr("accept"));
  const declineTakeback = h("button", { id: "decline-takeback", type: "button" }, tr("decline"));
  const takebackBox = h("div", { id: "takeback", class: "draw takeback", hidden: "" }, takebackText, acceptTakeback, declineTakeback);
  // The lobby: waiting for the invited opponent, the invite link (the creator's page) and Revoke.
  const lobby = h("div", { id: "lobby", class: "lobby", hidden: "" });
  let lobbyKey = "";
  let bannerClosed = false;
  let lowWarned = false;
  let dragged = false; // the last action was dropped by this page's drag: no slide
  let theirTurnSince = 0;
  let lateTimer: ReturnType<typeof setTimeout> | undefined;
  // The clocks, in seat order; the side to move highlighted.
  const clockTimes = [h("span", { class: "clock-time" }), h("span", { class: "clock-time" })] as const;
  const clockNames = [h("span", { class: "clock-name" }), h("span", { class: "clock-name" })] as const;
  const clockBoxes = ([0, 1] as const).map((s) => h("div", { class: "clock", "data-seat": String(s), id: `clock-${s}` }, clockNames[s], clockTimes[s]));
  const clockControl = h("p", { class: "clock-control" });
  const clocks = h("div", { id: "clocks", class: "clocks", hidden: "" }, ...clockBoxes, clockControl, clockNote);
  let clockTimer: ReturnType<typeof setTimeout> | undefined;
  const prev = h("button", { id: "hist-prev", type: "button", "aria-label": tr("play-previous") }, "◀");
  const next = h("button", { id: "hist-next", type: "button", "aria-label": tr("play-next") }, "▶");
  const live = h("button", { id: "hist-live", type: "button" }, tr("play-live"));
  const moves = h("ol", { id: "moves", class: "moves" });
  const record = h("pre", { id: "record", class: "record" });
  // The moves paired by turn (the main list), and every change of the game (joins, draw
  // offers, undos…) by version below it.
  const moveTable = h("table", { id: "movetable", class: "movetable" });
  const moveScroll = h("div", { class: "movescroll", tabindex: "0", "aria-label": tr("play-moves") }, moveTable);
  // The record is fetched (GetHistory) only while its panel is open: no call per move otherwise.
  const recordBox = h("details", {}, h("summary", {}, tr("play-record")), record);
  recordBox.addEventListener("toggle", () => {
    if (recordBox.open) scheduleRecord();
  });
  const historyPanel = h("section", { class: "history" }, h("h2", {}, tr("play-moves")), h("div", { class: "hist-nav" }, prev, next, live), moveScroll, h("details", {}, h("summary", {}, tr("play-every-change")), moves), recordBox);
  const flip = h("button", { id: "flip", type: "button", "aria-pressed": "false", title: tr("play-flip-title") }, tr("play-flip"));
  const sound = h("input", { id: "sound", type: "checkbox" });
  sound.checked = soundOn();
  sound.addEventListener("change", () => {
    setSound(sound.checked);
    if (sound.checked) playSound("move");
  });
  flip.addEventListener("click", () => {
    board = { ...board, flipped: !board.flipped };
    flip.setAttribute("aria-pressed", String(board.flipped !== flipped));
    draw();
  });
  const options = h("div", { class: "options" }, flip, h("label", { class: "sound" }, sound, ` ${tr("play-sounds")}`));
  const side = h("aside", { class: "side" }, h("h1", {}, def.title), who, playersLine, conn, crowd, clocks, lobby, facts, goneBox, drawBox, takebackBox, controls, message, options, historyPanel, h("p", { class: "links" }, h("a", { href: "/" }, tr("nav-home")), " · ", h("a", { id: "link-watch", href: watchLink(location.origin, def.key, gameId) }, tr("play-spectator-link"))));
  const summary = h("p", { id: "summary", class: "summary" });
  // Announcements (captures, goals, red cards, the King in danger, draw offers' fate, the end):
  // read by screen readers, and shown on the board for a few seconds.
  const announce = h("p", { id: "announce", class: "announce", "aria-live": "polite", role: "status" });
  const thinking = h("p", { id: "thinking", class: "thinking", hidden: "" });
  // An action sent and not answered yet: its piece drawn faded where it goes, and this line.
  const sending = h("p", { id: "sending", class: "sending", hidden: "", "aria-live": "polite" });
  let pending: { choice: Choice; version: bigint; shown: boolean } | undefined;
  let pendingTimer: ReturnType<typeof setTimeout> | undefined;
  let announceTimer: ReturnType<typeof setTimeout> | undefined;
  const said: string[] = [];
  function say(lines: string[]): void {
    if (lines.length === 0) return;
    said.push(...lines);
    page.dataset["announced"] = String(said.length);
    announce.textContent = lines.join(" · ");
    // At the end the banner shows the result: the lines are read aloud, not shown twice.
    const over = current !== undefined && def.view(current).over;
    announce.classList.toggle("shown", !over);
    clearTimeout(announceTimer);
    announceTimer = setTimeout(() => announce.classList.remove("shown"), 6000);
  }
  const boardWrap = h("div", { class: "board-wrap" }, summary, thinking, sending, svg, announce, chooser);
  boardWrap.append(banner);
  const page = h("main", { class: "play-page", "data-game": def.key, "data-version": "0" }, boardWrap, side);
  root.replaceChildren(page);
  // On a phone the board fits above the controls' bar (ui/fit.ts).
  const fitter = boardFit(page, svg, controls);

  const seated = (v: StateView): boolean => v.real.seats.every((s) => s === "taken");
  const player = seat !== undefined && token !== undefined;
  const mine = (v: StateView): boolean => player && !v.over && seated(v) && v.toMove === seat;

  let frame = 0;
  const draw = (): void => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      redraw();
    });
  };

  function redraw(): void {
    if (!current) return;
    const v = def.view(current);
    const past = viewing !== undefined ? timeline.entries[timeline.index(viewing)] : undefined;
    const shown = past ?? { position: v.position, squares: board.last };
    const state: BoardState = past ? { ...board, choices: [], selectable: [], selected: undefined, last: past.squares, captured: [] } : board;
    const sent = pending?.shown && !past && pending.version === v.version ? pending.choice : undefined;
    render(svg, def, { ...state, diagram: def.diagram(shown.position), pending: sent && { from: sent.from, to: sent.target, lands: sent.lands === true } });
    page.dataset["pending"] = sent?.notation ?? "";
    sending.hidden = !sent;
    sending.textContent = sent ? (conn.dataset["retrying"] === "yes" ? tr("play-sending-offline", { move: sent.notation }) : tr("play-sending", { move: sent.notation })) : "";
    dragger.redrawn();
    svg.classList.toggle("can-drag", mine(v) && !past);
    if (animateMove && !past) slide(animateMove.from, animateMove.to);
    animateMove = undefined;
    page.dataset["version"] = String(v.version);
    page.dataset["viewing"] = past ? String(past.version) : "live";
    page.dataset["turn"] = mine(v) ? "mine" : v.over ? "over" : "theirs";
    page.dataset["legal"] = String(legalVersion);
    const open = v.real.seats.findIndex((s) => s !== "taken");
    const waiting = !v.over && open >= 0 ? (v.real.seats[open] === "open" ? tr("play-waiting-join", { side: def.seatNames[open]! }) : tr("play-invitation-revoked-short")) : undefined;
    summary.textContent = past ? tr("play-viewing", { version: String(past.version), action: past.action }) : (waiting ?? `${v.summary}${mine(v) ? ` — ${tr("play-your-move")}` : ""}${!v.over && v.real.drawOfferedBy !== undefined ? ` · ${tr("play-draw-offered-by", { side: def.seatNames[v.real.drawOfferedBy] })}` : ""}`);
    page.dataset["seats"] = v.real.seats.join(",");
    showPlayers(v);
    const versus = versusTitle(def.title, def.seatNames, v.real.players);
    document.title = mine(v) ? tr("title-your-move", { title: versus }) : v.over ? tr("title-game-over", { title: versus }) : versus;
    showThinking(v);
    page.dataset["draw"] = v.real.drawOfferedBy === undefined ? "none" : String(v.real.drawOfferedBy);
    showLobby(v);
    showDraw(v);
    showTakeback(v);
    showGone(v);
    tickClocks();
    facts.replaceChildren(...v.facts.flatMap(([k, val]) => [h("dt", {}, k), h("dd", {}, val)]));
    const playable = mine(v) && !past && legalVersion === v.version && !busy;
    const hasEnd = board.choices.some((c) => c.target === undefined && c.from === undefined);
    endTurn.disabled = !(playable && hasEnd);
    undo.disabled = !(playable && (def.canUndo?.(current) ?? false));
    resign.disabled = !(player && !v.over && seated(v) && !busy);
    offerDraw.disabled = !(player && !v.over && seated(v) && v.real.drawOfferedBy === undefined && !busy);
    abortGame.hidden = !(player && !v.over && v.real.abortable);
    abortGame.disabled = busy;
    // Shown once there is a move to take back, and only where the game allows takebacks.
    proposeTakeback.hidden = !(player && !v.over && v.real.started && v.real.takebacksAllowed);
    proposeTakeback.disabled = !(player && seated(v) && v.real.takebackProposedBy === undefined && !past && !busy);
    // Why a control is disabled, on the control (its title) and in words below the controls.
    const reasonNow = !player ? "" : v.over ? tr("why-over") : !seated(v) ? tr("why-not-seated") : busy ? tr("why-sending") : past ? tr("why-past") : "";
    const notYours = reasonNow || (mine(v) ? "" : tr("why-their-turn", { side: def.seatNames[v.toMove] }));
    const endWhy = endTurn.disabled ? notYours || (legalVersion !== v.version ? tr("why-loading") : (def.squarelessWhy?.(current) ?? tr("why-not-possible"))) : "";
    const undoWhy = undo.disabled ? notYours || tr("why-no-undo") : "";
    const drawWhy = offerDraw.disabled ? reasonNow || (v.real.drawOfferedBy !== undefined ? tr("why-draw-pending") : "") : "";
    endTurn.title = endWhy;
    undo.title = undoWhy;
    offerDraw.title = drawWhy;
    proposeTakeback.title = proposeTakeback.disabled ? reasonNow || tr("why-takeback-pending") : tr("play-takeback-title");
    resign.title = resign.disabled ? reasonNow : "";
    // In Chess Football the squareless action ("No move") exists only when it is the only legal one.
    if (def.squarelessOnlyWhenLegal) endTurn.hidden = !hasEnd;
    why.textContent = mine(v) && !past && endTurn.disabled && def.squarelessAction && !endTurn.hidden && legalVersion === v.version && !busy ? `${def.squarelessAction}: ${endWhy}` : "";
    acceptDraw.disabled = busy;
    declineDraw.disabled = busy;
    acceptTakeback.disabled = busy;
    declineTakeback.disabled = busy;
    if (v.over) {
      const opponent = seat === undefined ? undefined : v.real.players[seat === 0 ? 1 : 0];
      if (computer === undefined || opponent?.name.startsWith("computer-")) again?.start();
      const text = gameOver(v.result, v.reason);
      if (bannerText.textContent !== text) {
        bannerText.textContent = text;
        banner.hidden = bannerClosed;
        const start = timeline.entries[0];
        const versus = computer === undefined ? undefined : opponent?.name.startsWith("computer-") ? opponent.name : String(computer);
        rematch.href = newGameLink(def.key, start?.version === 1n ? start.position : "", v.real.clock?.control, seat ?? 0, versus);
        // An aborted game the lobby started in this browser: the seek is not lost for the one
        // who waited, who posts it again from here.
        const clockText = seekClock(v.real.clock?.control);
        if (v.aborted && seat !== undefined && mySeat(gameId)?.lobby && computer === undefined && !opponent?.name.startsWith("computer-") && clockText !== undefined) {
          rematch.textContent = tr("play-seek-again");
          rematch.href = seekAgainLink(def.key, clockText, v.real.rated);
        }
      }
    }
    moves.replaceChildren(
      ...timeline.entries.map((e) => {
        const b = h("button", { type: "button", "data-version": String(e.version) }, `${e.version}. ${e.action}`);
        if (past ? e.version === past.version : e.version === v.version) b.classList.add("current");
        b.addEventListener("click", () => show(e.version));
        return h("li", {}, b);
      }),
    );
    live.disabled = !past;
    showMoves(past ? past.version : v.version, !past);
    // After the end no control can do anything: the bar goes (the banner offers what is left).
    controls.hidden = v.over;
    fitter.fit();
    fitter.reveal();
  }

  let movesKey = "";
  function showMoves(at: bigint, following: boolean): void {
    const key = `${timeline.entries.length}:${at}`;
    if (key === movesKey) return;
    movesKey = key;
    const found = fillMoveTable(moveTable, def.seatNames, timeline.entries, at, show);
    // Follow the game: the newest move (or the one shown) stays in view.
    if (following) moveScroll.scrollTop = moveScroll.scrollHeight;
    else found?.scrollIntoView({ block: "nearest" });
  }

  // "The computer is thinking", and a sign when its reply is late.
  function showThinking(v: StateView): void {
    const computerToMove = computer !== undefined && seat !== undefined && !v.over && seated(v) && v.toMove !== seat && viewing === undefined;
    if (!computerToMove) {
      theirTurnSince = 0;
      clearTimeout(lateTimer);
      thinking.hidden = true;
      return;
    }
    if (theirTurnSince === 0) {
      theirTurnSince = Date.now();
      clearTimeout(lateTimer);
      lateTimer = setTimeout(draw, computer + 10_000);
    }
    const late = Date.now() - theirTurnSince > computer + 10_000;
    thinking.hidden = false;
    thinking.classList.toggle("late", late);
    thinking.textContent = late
      ? tr("play-computer-late", { seconds: Math.round((Date.now() - theirTurnSince) / 1000), think: computer / 1000 })
      : tr("play-computer-thinking");
    page.dataset["computer"] = late ? "late" : "thinking";
    page.dataset["thinkingSeen"] = "yes";
    if (late) lateTimer = setTimeout(draw, 1000);
  }

  function showLobby(v: StateView): void {
    const open = v.real.seats.findIndex((s) => s !== "taken");
    const state = v.over || open < 0 ? "" : v.real.seats[open]!;
    // Once the seat is taken or revoked, the creator's link no longer needs the invitation.
    if (state !== "open" && inviteCode && seat !== undefined && token) {
      inviteCode = undefined;
      history.replaceState(null, "", seatLink(location.origin, def.key, gameId, seat, token));
    }
    const key = `${state}:${inviteCode ?? ""}`;
    if (key === lobbyKey) return;
    lobbyKey = key;
    lobby.hidden = state === "";
    if (state === "") return lobby.replaceChildren();
    const name = def.seatNames[open]!;
    if (state === "revoked") {
      return lobby.replaceChildren(h("p", {}, tr("play-invitation-revoked", { side: name })));
    }
    const parts: (Node | string)[] = [h("p", { class: "waiting" }, tr("play-waiting-invite", { side: name }))];
    if (inviteCode) {
      const field = h("input", { id: "invite-url", type: "text", readonly: "", value: inviteLink(location.origin, def.key, gameId, inviteCode), "aria-label": tr("play-invite-link"), spellcheck: "false" });
      const copy = h("button", { id: "copy-invite", type: "button" }, tr("copy"));
      copy.addEventListener("click", () => copyText(field, copy));
      parts.push(h("div", { class: "copy" }, field, copy));
    }
    if (player && other === open) {
      const revoke = h("button", { id: "revoke", type: "button" }, tr("play-revoke"));
      revoke.addEventListener("click", () => {
        if (!current || token === undefined || other === undefined) return;
        if (!confirm(tr("play-revoke-confirm"))) return;
        const version = current.version;
        const t = token;
        const o = other;
        void act(() => def.api.revoke(gameId, o, t, version));
      });
      parts.push(revoke);
    }
    lobby.replaceChildren(...parts);
  }

  function showGone(v: StateView): void {
    clearTimeout(goneTimer);
    const gone = v.over ? undefined : v.real.opponentGone;
    goneBox.hidden = gone === undefined;
    page.dataset["gone"] = gone === undefined ? "none" : String(gone);
    if (gone === undefined) return;
    const claimer = player && gone !== seat;
    const left = Math.max(0, Math.ceil((v.real.claimFromMs - serverClock.now()) / 1000));
    const who = gone === seat ? tr("gone-you") : claimer ? tr("gone-opponent") : tr("gone-side", { side: def.seatNames[gone] });
    goneText.textContent = left > 0 ? `${who}. ${claimer ? tr("gone-you-can-claim", { seconds: left }) : tr("gone-can-be-claimed", { seconds: left })}` : `${who}.`;
    claimWin.hidden = !claimer || left > 0;
    claimDraw.hidden = !claimer || left > 0;
    claimWin.disabled = busy;
    claimDraw.disabled = busy;
    if (left > 0) goneTimer = setTimeout(() => showGone(v), 1000);
  }

  function showDraw(v: StateView): void {
    const by = v.real.drawOfferedBy;
    drawBox.hidden = v.over || by === undefined;
    if (by === undefined) return;
    drawText.textContent = by === seat ? tr("draw-you-offered") : tr("draw-offered-by", { side: def.seatNames[by] });
    const answering = player && by !== seat && !v.over;
    acceptDraw.hidden = !answering;
    declineDraw.hidden = !answering;
  }

  function showTakeback(v: StateView): void {
    const by = v.real.takebackProposedBy;
    takebackBox.hidden = v.over || by === undefined;
    page.dataset["takeback"] = by === undefined ? "none" : String(by);
    if (by === undefined) return;
    takebackText.textContent = by === seat ? tr("takeback-you-proposed") : tr("takeback-proposed-by", { side: def.seatNames[by] });
    const answering = player && by !== seat && !v.over;
    acceptTakeback.hidden = !answering;
    declineTakeback.hidden = !answering;
  }

  function showPlayers(v: StateView): void {
    const occupant = (s: Seat): string => {
      const p = v.real.players[s];
      if (p) return playerLabel(p, moved[s]);
      if (computer !== undefined && seat !== undefined && s !== seat) return tr("occupant-computer");
      return v.real.seats[s] === "taken" ? tr("occupant-guest") : tr("occupant-nobody");
    };
    const you = (s: Seat): string => (s === seat ? ` ${tr("occupant-you")}` : "");
    playersLine.replaceChildren(
      ...(v.real.rated ? [h("span", { class: "rated" }, tr("rated")), " · "] : []),
      ...([0, 1] as const).flatMap((s) => [...(s === 1 ? [" · "] : []), h("span", { class: "seat-player", "data-seat": String(s) }, `${def.seatNames[s]}: ${occupant(s)}${you(s)}`)]),
    );
    for (const s of [0, 1] as const) {
      const p = v.real.players[s];
      clockNames[s].textContent = `${def.seatNames[s]}${p ? ` · ${playerLabel(p, moved[s])}` : ""}${you(s)}`;
    }
  }

  function tickClocks(): void {
    clearTimeout(clockTimer);
    const v = current && def.view(current);
    const c = v?.real.clock;
    clocks.hidden = !c;
    if (!v || !c) return;
    clockControl.textContent = describeControl(c.control);
    clockNote.hidden = v.over || c.running !== undefined;
    clockNote.textContent = tr("clock-starts", { side: def.seatNames[v.toMove] });
    const now = serverClock.now(Date.now());
    for (const s of [0, 1] as const) {
      const left = remainingAt(c.message, sideOf(s), now);
      clockTimes[s].textContent = formatClock(left);
      const box = clockBoxes[s]!;
      box.classList.toggle("to-move", !v.over && v.toMove === s);
      box.classList.toggle("running", c.running === s);
      box.classList.toggle("low", left < 10_000);
      box.classList.toggle("flagged", v.over && left === 0);
      box.dataset["ms"] = String(left);
      if (s === seat && c.running === s && !v.over && left < 10_000 && !lowWarned) {
        lowWarned = true;
        playSound("low");
      }
    }
    if (c.running !== undefined && !v.over) clockTimer = setTimeout(tickClocks, nextTick(remainingAt(c.message, sideOf(c.running), now)));
  }

  function show(version: bigint | undefined): void {
    viewing = current && version === current.version ? undefined : version;
    closeChooser();
    draw();
  }

  function setCurrent(game: G, last?: string[], takenBack = false): void {
    if (current && game.version < current.version) return;
    // The answer to an action sent (or the stream's news of it): the board settles. A piece
    // already shown on its target does not slide there again.
    if (pending && game.version > pending.version) {
      if (pending.shown && pending.choice.lands) dragged = true;
      settle();
    }
    const changed = !current || game.version !== current.version;
    const before = current;
    current = game;
    // (Replayed history is older than the state shown first, so only live changes get here.)
    if (before && changed) {
      const a = def.view(before);
      const b = def.view(game);
      // A takeback goes back in time: no capture, goal or card to announce.
      const lines = takenBack ? [] : (def.announce?.(before, game) ?? []);
      if (a.real.drawOfferedBy !== undefined && b.real.drawOfferedBy === undefined && !b.over) {
        const offerer = { who: a.real.drawOfferedBy === seat ? "you" : "other", side: def.seatNames[a.real.drawOfferedBy] };
        lines.push(b.toMove !== a.toMove || b.position !== a.position ? tr("draw-lapsed", offerer) : tr("draw-declined", offerer));
      }
      const proposer = a.real.takebackProposedBy;
      if (b.real.takebackProposedBy !== undefined && proposer === undefined) lines.push(b.real.takebackProposedBy === seat ? tr("takeback-you-proposed-short") : tr("takeback-proposed-by-short", { side: def.seatNames[b.real.takebackProposedBy] }));
      if (proposer !== undefined && b.real.takebackProposedBy === undefined && !b.over) {
        const whose = { who: proposer === seat ? "you" : "other", side: def.seatNames[proposer], mover: def.seatNames[b.toMove] };
        lines.push(takenBack ? tr("takeback-accepted", whose) : b.position !== a.position ? tr("takeback-lapsed", whose) : tr("takeback-declined", whose));
      } else if (takenBack) lines.push(tr("takeback-taken", { side: def.seatNames[b.toMove] }));
      if (b.over && !a.over) lines.push(gameOver(b.result, b.reason));
      say(lines);
      const text = lines.join(" ");
      const sound: Sound = b.over && !a.over ? "end" : /Goal/.test(text) ? "goal" : /Red card/.test(text) ? "card" : /Captured|Removed/.test(text) ? "capture" : "move";
      playSound(sound);
      // Where a piece was taken (a few squares at most: a goal's reset is no capture).
      const da = def.diagram(a.position);
      const db = def.diagram(b.position);
      const gone = da.pieces.filter((p) => !db.pieces.some((q) => q.square === p.square && q.seat === p.seat && q.name === p.name)).map((p) => p.square);
      const from = last && last.length >= 2 ? last[0] : undefined;
      const captured = gone.filter((sq) => sq !== from && (db.pieces.every((q) => q.square !== sq) || db.pieces.some((q) => q.square === sq && q.seat !== da.pieces.find((p) => p.square === sq)?.seat)));
      board = { ...board, captured: !takenBack && captured.length <= 2 && /Captured|Removed/.test(text) ? captured : [] };
      if (takenBack) board = { ...board, last: [] };
      if (last && last.length >= 2 && !dragged) animateMove = { from: last[0]!, to: last[last.length - 1]! };
      dragged = false;
    }
    serverClock.observe(def.view(game).real.serverTimeMs, Date.now());
    if (last) board = { ...board, last };
    if (changed) {
      board = { ...board, choices: [], selectable: [], selected: undefined };
      closeChooser();
      expectLegal();
      if (recordBox.open) scheduleRecord();
    }
    draw();
  }

  // The seat's legal actions come with the stream's update of each version (WatchGame's
  // legal_actions), so a change costs no LegalActions call. They are asked for only when the
  // stream is not live, or has not brought them a while after the version was shown.
  let legalTimer: ReturnType<typeof setTimeout> | undefined;
  function expectLegal(): void {
    clearTimeout(legalTimer);
    if (!current) return;
    const v = def.view(current);
    if (!mine(v)) {
      legalVersion = v.version;
      return;
    }
    if (streamStatus !== "live") {
      void refreshLegal();
      return;
    }
    const asked = v.version;
    legalTimer = setTimeout(() => {
      if (current && current.version === asked && legalVersion !== asked) void refreshLegal();
    }, STREAM_LEGAL_WAIT_MS);
  }

  /** Legal actions for `game` (from the stream or LegalActions): the board offers them if it still shows that version. */
  function showLegal(game: G, choices: Choice[]): void {
    if (!current || game.version !== current.version || legalVersion === game.version) return;
    clearTimeout(legalTimer);
    const own = def.diagram(game.position).pieces.filter((p) => p.seat === seat).map((p) => p.square);
    board = { ...board, choices, selectable: own };
    legalVersion = game.version;
    if (message.dataset["kind"] === "legal") setMessage("");
    draw();
  }

  async function refreshLegal(): Promise<void> {
    if (!current) return;
    const v = def.view(current);
    if (!mine(v)) {
      legalVersion = v.version;
      return;
    }
    const asked = v.version;
    try {
      const r = await def.api.legal(gameId);
      legalFailures = 0;
      showLegal(r.game, r.choices);
    } catch (error) {
      if (abort.signal.aborted) return;
      // Never leave the board unusable: ask again with back-off while this version is current.
      setMessage(tr("play-legal-failed", { reason: describe(error) }), "legal");
      setTimeout(() => {
        if (current && current.version === asked && legalVersion !== asked) void refreshLegal();
      }, retryDelay(legalFailures++));
    }
  }

  let legalFailures = 0;
  function setMessage(text: string, kind = ""): void {
    message.textContent = text;
    message.dataset["kind"] = kind;
  }

  let recordTimer: ReturnType<typeof setTimeout> | undefined;
  function scheduleRecord(): void {
    clearTimeout(recordTimer);
    recordTimer = setTimeout(() => {
      def.api.history(gameId).then((r) => (record.textContent = r.record), () => undefined);
    }, 150);
  }

  /** Makes a call that acts; `takenBack` says whether its answer took moves back. */
  async function act(call: () => Promise<G>, takenBack?: (game: G) => boolean): Promise<void> {
    busy = true;
    setMessage("");
    draw();
    try {
      const game = await call();
      setCurrent(game, undefined, takenBack?.(game) ?? false);
    } catch (error) {
      if (transient(error)) setMessage(tr("play-unreachable"));
      else tell(message, error, tr("doing-play-seat"));
      if (transient(error)) void def.api.getGame(gameId).then((g) => setCurrent(g), () => undefined);
      // The board may be stale (e.g. a version conflict): ask again.
      legalVersion = -1n;
      void refreshLegal();
    } finally {
      busy = false;
      draw();
    }
  }

  function play(choice: Choice): void {
    if (!current || token === undefined) return;
    const version = current.version;
    // Shown as sent only when the answer takes a moment (on a slow or dropped connection);
    // a quick answer slides the piece as usual.
    pending = { choice, version, shown: false };
    clearTimeout(pendingTimer);
    pendingTimer = setTimeout(() => {
      if (pending?.choice === choice) {
        pending.shown = true;
        draw();
      }
    }, 150);
    void act(() => def.api.apply(gameId, choice.notation, token, version)).finally(settle);
  }

  function settle(): void {
    clearTimeout(pendingTimer);
    if (!pending) return;
    pending = undefined;
    draw();
  }

  function closeChooser(): void {
    chooser.hidden = true;
    chooser.replaceChildren();
  }

  function choose(choices: Choice[]): void {
    if (choices.length === 1) return play(choices[0]!);
    chooser.replaceChildren(
      h("p", {}, tr("play-choose")),
      ...choices.map((c) => {
        const b = h("button", { type: "button", class: "choice", "data-notation": c.notation }, c.label);
        b.addEventListener("click", () => {
          closeChooser();
          play(c);
          svg.focus();
        });
        return b;
      }),
    );
    const cancel = h("button", { type: "button", class: "cancel" }, tr("cancel"));
    cancel.addEventListener("click", () => {
      closeChooser();
      svg.focus();
    });
    chooser.append(cancel);
    chooser.hidden = false;
    chooser.querySelector<HTMLButtonElement>("button.choice")?.focus();
  }

  function onSquare(square: string): void {
    if (!current || viewing !== undefined || busy) return;
    const v = def.view(current);
    if (!mine(v) || legalVersion !== v.version) return;
    const result: Click = click(board, square);
    board = { ...reduce(board, result), cursor: square };
    if (result.kind === "play") choose(result.choices);
    else closeChooser();
    draw();
  }

  // A move slides its piece from where it came (unless the user asked for less motion).
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  function slide(from: string, to: string): void {
    const a = def.squareAt(from);
    const b = def.squareAt(to);
    const piece = svg.querySelector<SVGGElement>(`g.piece[data-piece="${to}"]`);
    if (still || !a || !b || !piece || typeof piece.animate !== "function") return;
    const turned = board.flipped ? -1 : 1;
    const dx = (a[0] - b[0]) * SQUARE * turned;
    const dy = (b[1] - a[1]) * SQUARE * turned;
    piece.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0px, 0px)" }], { duration: 180, easing: "ease-out" });
  }

  const dragger = attachDrag(svg, {
    canPick: (sq) => {
      if (!current || viewing !== undefined || busy) return false;
      const v = def.view(current);
      return mine(v) && legalVersion === v.version && (movable(board.choices).has(sq) || board.selectable.includes(sq));
    },
    lift: (sq) => {
      if (board.selected !== sq) {
        board = { ...board, selected: sq, cursor: sq };
        redraw();
      }
    },
    drop: (from, sq) => {
      if (!sq || sq === from) {
        draw();
        return;
      }
      board = { ...board, selected: from };
      dragged = true;
      onSquare(sq);
    },
  });

  svg.addEventListener("pointerdown", () => {
    svg.classList.remove("keyboard");
    unlock();
  });
  svg.addEventListener("click", (event) => {
    const sq = squareOf(event);
    if (sq) onSquare(sq);
  });
  chooser.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      closeChooser();
      svg.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const buttons = [...chooser.querySelectorAll<HTMLButtonElement>("button")];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = (at + (event.key === "ArrowDown" ? 1 : buttons.length - 1)) % buttons.length;
      buttons[next]?.focus();
    }
  });
  const keys: Record<string, Direction> = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };
  svg.addEventListener("keydown", (event) => {
    const direction = keys[event.key];
    if (direction || event.key === "Enter" || event.key === " ") svg.classList.add("keyboard");
    if (direction) {
      event.preventDefault();
      board = moveCursor(board, def.geometry, def.squareAt, def.squareName, direction);
      draw();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSquare(board.cursor);
    } else if (event.key === "Escape") {
      board = { ...board, selected: undefined };
      closeChooser();
      draw();
    }
  });
  endTurn.addEventListener("click", () => {
    const end = board.choices.find((c) => c.target === undefined && c.from === undefined);
    if (end) play(end);
  });
  undo.addEventListener("click", () => {
    if (!current || token === undefined || !def.api.undo) return;
    const version = current.version;
    const t = token;
    const u = def.api.undo.bind(def.api);
    void act(() => u(gameId, t, version));
  });
  resign.addEventListener("click", () => {
    if (!current || token === undefined) return;
    if (!confirm(tr("play-resign-confirm"))) return;
    const version = current.version;
    const t = token;
    void act(() => def.api.resign(gameId, t, version));
  });
  offerDraw.addEventListener("click", () => {
    if (!current || token === undefined) return;
    const version = current.version;
    const t = token;
    void act(() => def.api.offerDraw(gameId, t, version));
  });
  abortGame.addEventListener("click", () => {
    if (!current || token === undefined) return;
    const version = current.version;
    const t = token;
    void act(() => def.api.abort(gameId, t, version));
  });
  for (const [button, draw] of [[claimWin, false], [claimDraw, true]] as const) {
    button.addEventListener("click", () => {
      if (!current || token === undefined) return;
      const version = current.version;
      const t = token;
      void act(() => def.api.claim(gameId, draw, t, version));
    });
  }
  proposeTakeback.addEventListener("click", () => {
    if (!current || token === undefined) return;
    const version = current.version;
    const t = token;
    // Against the computer the takeback is made at once.
    void act(
      () => def.api.proposeTakeback(gameId, t, version),
      (g) => def.view(g).real.takebackProposedBy === undefined,
    );
  });
  for (const [button, accept] of [[acceptTakeback, true], [declineTakeback, false]] as const) {
    button.addEventListener("click", () => {
      if (!current || token === undefined) return;
      const version = current.version;
      const t = token;
      void act(
        () => def.api.answerTakeback(gameId, accept, t, version),
        () => accept,
      );
    });
  }
  for (const [button, accept] of [[acceptDraw, true], [declineDraw, false]] as const) {
    button.addEventListener("click", () => {
      if (!current || token === undefined) return;
      const version = current.version;
      const t = token;
      void act(() => def.api.answerDraw(gameId, accept, t, version));
    });
  }
  prev.addEventListener("click", () => {
    if (!current) return;
    show(timeline.step(viewing ?? current.version, -1)?.version);
  });
  next.addEventListener("click", () => {
    if (!current) return;
    show(timeline.step(viewing ?? current.version, 1)?.version);
  });
  live.addEventListener("click", () => show(undefined));

  const onUpdate = (u: Update<G>): void => {
    if (u.kind === "snapshot") {
      timeline.add({ version: u.game.version, position: def.view(u.game).position, action: "snapshot", squares: [] });
      setCurrent(u.game);
    } else {
      timeline.add({ version: u.version, position: def.view(u.game).position, action: u.action, squares: u.squares });
      // "end" touches no square: the step before it stays highlighted.
      setCurrent(u.game, u.squares.length > 0 ? u.squares : undefined, u.action === "accept-takeback");
    }
    if (u.choices.length > 0) showLegal(u.game, u.choices);
  };

  closeBanner.addEventListener("click", () => {
    bannerClosed = true;
    banner.hidden = true;
  });
  // The transport's retries of single calls: "reconnecting…" until they go through again.
  let streamStatus = tr("conn-connecting");
  const stopRetry = onRetry((retrying) => {
    conn.dataset["retrying"] = retrying ? "yes" : "no";
    if (retrying) conn.dataset["retries"] = String(Number(conn.dataset["retries"] ?? "0") + 1);
    conn.textContent = retrying ? tr("conn-reconnecting") : streamStatus;
    if (pending?.shown) draw();
  });
  const notFound = (error: unknown): boolean => error instanceof ConnectError && (error.code === Code.NotFound || error.code === Code.InvalidArgument);

  void (async () => {
    try {
      let hist;
      for (let n = 0; ; n++) {
        try {
          hist = await def.api.history(gameId);
          break;
        } catch (error) {
          if (abort.signal.aborted) return;
          if (notFound(error)) {
            conn.textContent = tr("conn-not-found");
            conn.dataset["status"] = "ended";
            page.dataset["missing"] = "yes";
            missingPage(root, {
              title: tr("play-no-such-game-title", { game: def.title }),
              text: tr("play-no-such-game", { id: gameId }),
              action: { href: "/", label: tr("play-start-new") },
            });
            return;
          }
          conn.textContent = tr("conn-reconnecting");
          setMessage(tr("play-load-failed", { reason: describe(error) }), "load");
          await new Promise((r) => setTimeout(r, retryDelay(n)));
        }
      }
      if (message.dataset["kind"] === "load") setMessage("");
      timeline.add({ version: 1n, position: hist.startPosition, action: "start", squares: [] });
      record.textContent = hist.record;
      setCurrent(hist.game);
      if (def.view(hist.game).over && hist.game.version === 1n) {
        conn.textContent = tr("conn-ended");
        return;
      }
      const status = (state: "live" | "reconnecting" | "ended", error?: unknown): void => {
        streamStatus = state === "live" ? tr("conn-live") : state === "ended" ? (error ? describe(error) : tr("conn-ended")) : tr("conn-reconnecting");
        if (conn.dataset["retrying"] !== "yes") conn.textContent = streamStatus;
        if (state === "reconnecting" && conn.dataset["status"] !== "reconnecting") {
          conn.dataset["drops"] = String(Number(conn.dataset["drops"] ?? "0") + 1);
        }
        conn.dataset["status"] = state;
      };
      try {
        const updates = def.api.follow(gameId, {
          fromVersion: 1n,
          signal: abort.signal,
          // With the seat's token the service counts this player as present at the board.
          token,
          // ... and sends the seat's legal actions with each update after which it is to move.
          legalActions: seat !== undefined,
          onAudience: (a) =>
            void (heard ??= (import(/* @vite-ignore */ AUDIENCE) as Promise<typeof import("./audience.js")>).then((m) => m.audience(crowd, h, tr, def.seatNames, player ? (message) => createClient(LobbyService, transport()).sendChat({ game: def.key, gameId, message }, seatCall(token ?? "", ACTING)) : undefined))).then((show) => show(a)),
          onStatus: (s) => status(s.state, s.state === "reconnecting" ? s.error : undefined),
        });
        for await (const u of updates) onUpdate(u);
        if (!abort.signal.aborted) status("ended");
      } catch (error) {
        // The game does not exist or the stream was refused for good.
        if (!abort.signal.aborted) status("ended", error);
      }
    } catch (error) {
      setMessage(describe(error));
    }
  })();

  // A rated game's rating changes, told on the player's stream as soon as the archive rated
  // it: shown beside both names.
  const stopRated = feed?.subscribe((u) => {
    if (u.case !== "gameRated" || u.value.gameId !== gameId) return;
    for (const c of u.value.seats) {
      const s: Seat = c.side === Side.SECOND ? 1 : 0;
      moved[s] = { before: c.ratingBefore, after: c.ratingAfter, provisional: c.provisional };
    }
    const v = current && def.view(current);
    if (v) showPlayers(v);
  });

  return () => {
    stopRated?.();
    stopRetry();
    abort.abort();
    clearTimeout(clockTimer);
    clearTimeout(goneTimer);
  };
}

/** The end as the banner and the announcement say it. */
function gameOver(result: string, reason: string | undefined): string {
  return reason ? tr("game-over-reason", { result, reason }) : tr("game-over", { result });
}
