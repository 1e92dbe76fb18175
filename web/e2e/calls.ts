// What the page costs the server per move: two players and a spectator on a Hnefatafl game,
// six moves played by clicking. In steady play each move is one ApplyAction by the player who
// makes it and nothing else: the stream brings the change, the clocks and the seat's legal
// moves (WatchGame's legal_actions), so there is no LegalActions, no GetHistory and no GetGame
// per move, and the spectator makes no call at all.
import type { Browser, Page } from "playwright-core";
import { atVersion, check, clickSquare, createGame, join, myTurn, open } from "./lib.js";

/** The King on a6, attackers on f8, f5 and d1, a defender on f1; Attackers to move. */
const START = "11/11/11/5t5/11/K10/5t5/11/11/11/3t1T5 a";

/** The game service's calls a page makes, by method, from when counting starts. */
function counter(page: Page): { calls: Record<string, number> } {
  const counted = { calls: {} as Record<string, number> };
  page.on("request", (r) => {
    const m = /\/hnefatafl\.v1\.HnefataflService\/(\w+)$/.exec(r.url());
    if (m?.[1]) counted.calls[m[1]] = (counted.calls[m[1]] ?? 0) + 1;
  });
  return counted;
}

export async function callsPerMove(browser: Browser, base: string, out: string): Promise<Record<string, unknown>> {
  const one = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const two = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const three = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  try {
    const links = await createGame(await open(one, `${base}/`), "hnefatafl", START);
    const a = await open(one, links.play);
    const d = await join(two, links.invite);
    const s = await open(three, links.watch);
    await Promise.all([atVersion(a, 2), atVersion(d, 2), atVersion(s, 2)]);
    // Loaded: the attackers' legal moves are shown. Counting starts here.
    await myTurn(a, 2);
    const counts = { attackers: counter(a), defenders: counter(d), spectator: counter(s) };

    const moves: [Page, string, string][] = [
      [a, "f8", "f9"],
      [d, "f1", "g1"],
      [a, "f9", "f8"],
      [d, "g1", "f1"],
      [a, "f8", "f9"],
      [d, "f1", "g1"],
    ];
    let version = 2;
    for (const [page, from, to] of moves) {
      await myTurn(page, version);
      await clickSquare(page, from);
      await page.waitForSelector(`rect.sq.selected[data-square="${from}"]`, { state: "attached" });
      await clickSquare(page, to);
      version += 1;
      await Promise.all([atVersion(a, version), atVersion(d, version), atVersion(s, version)]);
    }
    // The attackers' legal moves for the last version came too (with no call).
    await myTurn(a, version);
    await d.screenshot({ path: `${out}/calls-defenders-phone.png` });

    const got = structuredClone({ attackers: counts.attackers.calls, defenders: counts.defenders.calls, spectator: counts.spectator.calls });
    check(JSON.stringify(got.attackers) === JSON.stringify({ ApplyAction: 3 }), "the attackers' page: one ApplyAction per own move and no other call", got.attackers);
    check(JSON.stringify(got.defenders) === JSON.stringify({ ApplyAction: 3 }), "the defenders' page: one ApplyAction per own move and no other call", got.defenders);
    check(JSON.stringify(got.spectator) === "{}", "the spectator's page makes no call", got.spectator);
    // Opening the record panel fetches the record once (GetHistory), on demand.
    await d.click("details:has(> summary:text-is('Record')) > summary");
    await d.waitForFunction(() => /f8-f9/.test(document.querySelector("#record")?.textContent ?? ""), undefined, { timeout: 15_000 });
    check(counts.defenders.calls["GetHistory"] === 1, "the record is fetched when its panel opens", counts.defenders.calls);
    return { moves: moves.length, calls: got };
  } finally {
    await Promise.all([one.close(), two.close(), three.close()]);
  }
}
