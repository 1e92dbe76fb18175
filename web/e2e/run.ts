// The browser tests, run by tests/web/web_browser.rs against a running binary:
//
//   tsx e2e/run.ts BASE_URL OUT_DIR [--restart]
//
// With --restart the script asks its parent to restart the server mid-game (a line
// "@@restart" on stdout, answered by any line on stdin). It prints a report line
// "@@report {json}" (page weight, latencies) and ends with "N passed, N failed".
import { mkdirSync } from "node:fs";
import { check, launch, type Timing } from "./lib.js";
import { hanniball, hanniballResign } from "./hanniball.js";
import { hnefatafl } from "./hnefatafl.js";
import { chessfootball, chessfootballPlacement } from "./chessfootball.js";
import { accessibility, docShots, firstLoad, loadToBoard } from "./a11y.js";
import { accountLanguage, challengesTwoLanguages, everyLanguage, languagePicker, pseudoLocale, rightToLeft, rulesEveryLanguage } from "./i18n.js";
import { afterTheEnd, boardFeel, lateComputer, longMoveList, clockNotStarted, creatorKeepsSeat, droppedRequest, endTurnExplained, examplePosition, smallThings, unknownGame } from "./defects.js";
import { players } from "./players.js";
import { archiveInWords, errorsInWords, lobbyRows, notFound, offlineMove, phoneBoard } from "./pages.js";
import { lobby } from "./lobby.js";
import { challenges } from "./challenges.js";
import { guestRated, notifications } from "./notify.js";
import { installable } from "./pwa.js";
import { pushNotifications } from "./push.js";
import { live } from "./live.js";
import { transfer } from "./transfer.js";
import { events } from "./events.js";
import { callsPerMove } from "./calls.js";
import { analysisBoard } from "./analysis.js";
import { computer, computerReplies, invitationClockDraw, lossOnTime, revokedInvitation } from "./realplay.js";

const [base, out = "e2e-out", flag] = process.argv.slice(2);
if (!base) {
  console.error("usage: tsx e2e/run.ts BASE_URL OUT_DIR [--restart]");
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const restart = flag === "--restart";

const browser = await launch();
let passed = 0;
let failed = 0;
const timings: Timing[] = [];
const report: Record<string, unknown> = {};

// E2E_ONLY=text runs only the tests whose name contains it (while developing).
const only = process.env.E2E_ONLY;

async function test(name: string, body: () => Promise<void>): Promise<void> {
  if (only && !name.includes(only)) return;
  const started = Date.now();
  try {
    await body();
    passed += 1;
    console.error(`ok - ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    console.error(`not ok - ${name}: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  }
}

await test("page weight: compressed JavaScript and the page's headers", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  let js = 0;
  let all = 0;
  const headers: Record<string, string> = {};
  page.on("response", async (r) => {
    const sizes = await r.request().sizes();
    all += sizes.responseBodySize;
    if (r.url().endsWith(".js")) js += sizes.responseBodySize;
  });
  const response = await page.goto(`${base}/`);
  await page.waitForSelector("#create");
  await page.waitForLoadState("networkidle");
  Object.assign(headers, response?.headers() ?? {});
  report["js_bytes_compressed"] = js;
  report["page_bytes_compressed"] = all;
  if (!headers["content-security-policy"]?.includes("default-src 'self'")) throw new Error(`no CSP: ${JSON.stringify(headers)}`);
  if (js === 0 || js > 300 * 1024) throw new Error(`compressed JavaScript ${js} bytes`);
  // A client-side route falls back to the page.
  const deep = await page.goto(`${base}/play/hanniball/AAAAAAAAAAAAAAAAAAAAAA`);
  if (deep?.status() !== 200) throw new Error(`/play/... answered ${deep?.status()}`);
  await page.waitForSelector('main[data-missing="yes"]', { timeout: 30_000 });
  report["unknown_game_message"] = await page.textContent("#missing-text");
  await context.close();
});

await test("the first load (HTML + JS + CSS + the English messages, compressed) stays under 100 KB", async () => {
  const sizes = await firstLoad(browser, base);
  report["first_load_bytes"] = sizes;
  for (const [page, bytes] of Object.entries(sizes)) check(bytes > 0 && bytes < 100 * 1024, `the ${page} page's first load is under 100 KB`, bytes);
});

await test("page load to the board drawn, per game", async () => {
  report["load_to_board_ms"] = await loadToBoard(browser, base);
});

await test("screenshots of each game on a desktop and a phone", () => docShots(browser, base, out));

await test("accessibility: axe-core finds no serious or critical violation on the start page, the rules pages and each game's page", () => accessibility(browser, base));
await test("accessibility in the dark theme: axe-core finds no serious or critical violation on the same pages", () => accessibility(browser, base, "dark"));

await test("languages: a game played to its end in each language, its words the language's messages, no message id shown", () => everyLanguage(browser, base, out));
await test("languages: the picker's choice is kept in this browser", () => languagePicker(browser, base));
await test("languages: the rules pages in each language, every heading and point the language's own", () => rulesEveryLanguage(browser, base, out));
await test("languages: a challenge between a Portuguese and a Russian lobby, each in its own language", () => challengesTwoLanguages(browser, base, out));
await test("languages: the account keeps the language chosen, for every browser it signs in from", () => accountLanguage(browser, base, out));
await test("languages: the accented, longer test locale clips no control on a phone", () => pseudoLocale(browser, base, out));
await test("languages: the right-to-left test locale lays the page out from the right", () => rightToLeft(browser, base, out));

await test("hanniball: a complete game by clicking, spectated, reloaded, restarted", async () => {
  timings.push(...(await hanniball(browser, base, out, restart)));
});

await test("hanniball: resigning with the button", () => hanniballResign(browser, base));

await test("hnefatafl: the King escapes, spectated, reloaded, restarted", async () => {
  timings.push(...(await hnefatafl(browser, base, out, restart)));
});

await test("chessfootball: a goal decides the match at full time, spectated, reloaded, restarted", async () => {
  timings.push(...(await chessfootball(browser, base, out, restart)));
});

await test("chessfootball: a placement through the chooser, then a resignation", () => chessfootballPlacement(browser, base, out));

await test("real play: an invitation joined from a second browser, a clock, a draw offered and accepted, the used invitation refused", () => invitationClockDraw(browser, base, out));

await test("real play: a revoked invitation is refused", () => revokedInvitation(browser, base));

await test("real play: a flag falls with nobody calling", () => lossOnTime(browser, base, out));

await test("real play: a game against the computer", () => computer(browser, base, out));

await test("a dropped LegalActions request: the page retries and the board recovers", () => droppedRequest(browser, base));
await test("the creator keeps their seat: the invite link in their browser warns, the start page lists the game", () => creatorKeepsSeat(browser, base));
await test("an unknown game's link says so and leads home", () => unknownGame(browser, base));
await test("hanniball: End turn says why it is disabled; on a phone the controls are on screen", () => endTurnExplained(browser, base, out));
await test("after the end: the result over the board, a new game with the same settings, home", () => afterTheEnd(browser, base, out));
await test("a clock game says the clocks start with the first move; a lapsed draw offer is announced", () => clockNotStarted(browser, base));
await test("hanniball: the start page's example positions are accepted", () => examplePosition(browser, base));
await test("the favicon, the keyboard cursor only after keys, Chess Football's No move only when legal", () => smallThings(browser, base));

await test("the move list is paired by turn and follows a long game", () => longMoveList(browser, base, out));

await test("calls per move: one ApplyAction by the mover, nothing else (the stream brings the legal moves); the spectator makes none", async () => {
  report["calls_per_move"] = await callsPerMove(browser, base, out);
});

await test("the board: drag and drop, flip for a spectator, sounds remembered", () => boardFeel(browser, base, out));

await test("the computer is thinking, and a sign when its reply is late", () => lateComputer(browser, base));
await test("unknown addresses answer 404 with a readable not-found page; missing players, games and archived games are said in words", () => notFound(browser, base, out));
await test("refusals in words: the password rule, “Sign in to …” with its link, a wrong password", () => errorsInWords(browser, base, out));
await test("an archived game in words (players, result, clock), the tab title names the players, plural possessives", () => archiveInWords(browser, base, out));
await test("the lobby shows provisional ratings as 1500? and links players to their profiles", () => lobbyRows(browser, base, out));
await test("hanniball on a phone: the whole board opens above the controls' bar; the end is shown once and the bar goes", () => phoneBoard(browser, base, out));
await test("a move made offline shows as sending until the server answers, then settles", () => offlineMove(browser, base, out));
await test("players: sign up, sign out and in, a profile, an archived game replayed, the leaderboards, their accessibility", () => players(browser, base, out));
await test("lobby: two strangers find each other without a link, a seek cancelled, one accepted, both seated", () => lobby(browser, base, out));
await test("lobby challenges: A challenges B by name, B sees it live and declines, A is told why; A challenges again, B accepts, both seated", () => challenges(browser, base, out));

await test("notifications on every page: a challenge accepted from a profile page, one declined from a game page, the badge and the title's count, a browser notification", () => notifications(browser, base, out));
await test("a guest sees a rated seek with Sign in to accept, signs up, comes back to the lobby and accepts it", () => guestRated(browser, base, out));
await test("spectators: the games being played with their players, watched from the list, followed on TV until the end", () => live(browser, base, out));
await test("the archive in and out: the Copenhagen CSV imported, an illegal record refused with why, the imports downloaded as one file", () => transfer(browser, base, out));
// The analysis board runs on a server of its own (tests/web/web_browser.rs asks for it by
// name): its explorer counts one import of the Copenhagen records, and its engine has the
// server's one analysis worker to itself.
if (only) await test("the analysis board: the explorer's counts, the engine's lines, moves played on the board and from the explorer, an archived game analysed, on a phone", () => analysisBoard(browser, base, out));

await test("tournaments: two people join an arena, are paired, play, and see the standings move", () => events(browser, base, out));

await test("the installable app: its manifest and icons, the service worker, the page offline, notifications through the worker, a new version", () => installable(base, out));
await test("push notifications: turned on and off per device, quiet hours, a push shown by the service worker", async () => {
  const how = await pushNotifications(base, out);
  console.error(`# push notifications were turned on with ${how}`);
});

await browser.close();
const stats = (values: number[]): Record<string, number | null> => {
  const v = [...values].sort((a, b) => a - b);
  return { samples: v.length, median: v[Math.floor(v.length / 2)] ?? null, p90: v[Math.floor(v.length * 0.9)] ?? null, max: v[v.length - 1] ?? null };
};
report["latency_ms"] = stats(timings.map((t) => t.ms));
report["latency_from_driver_ms"] = stats(timings.map((t) => t.fromDriver));
report["latency_each"] = timings;
report["computer_reply_ms"] = computerReplies;
process.stdout.write(`@@report ${JSON.stringify(report)}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
