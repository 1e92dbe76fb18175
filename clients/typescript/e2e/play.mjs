// End to end through the built package (imported by its own name, as an application does):
// plays a short complete game of each of the three games against a running server over
// gRPC-Web, through a TCP proxy of this script that breaks connections on purpose:
//
// - every game is followed by a spectator (`follow`); the proxy drops its watch stream mid-game
//   and the follower resumes from the last version it received;
// - one action per game loses its answer (the proxy closes the connection when the answer
//   comes back, after the server applied it); the player retries it with the same request id
//   and expected version and gets the recorded answer;
// - with the server's per-seat rate limit low, calls refused with RESOURCE_EXHAUSTED are
//   retried after the RetryInfo delay;
// - Hanniball: an open seat joined with its invitation code, an undo (the game's own call);
//   Hnefatafl: a Fischer clock counted down by the clock model; Chess Football: a draw offered
//   and declined. Finally every game is read again over native gRPC (`@arbiter/client/node`).
//
//   node e2e/play.mjs http://127.0.0.1:50051
//
// Prints one JSON report on stdout (tests/ts_client.rs checks it and the server's state).
import net from "node:net";
import {
  ClockModel,
  GameError,
  Reason,
  ServerClock,
  chessFootball,
  chessfootballV1,
  follow,
  gameClient,
  grpcWebTransport,
  hanniball,
  hanniballV1,
  hnefatafl,
  join,
  outcome,
  Player,
  timeControlRequest,
} from "@arbiter/client";
import { grpcTransport } from "@arbiter/client/node";

const endpoint = process.argv[2];
if (!endpoint) {
  console.error("usage: node e2e/play.mjs <server URL, e.g. http://127.0.0.1:50051>");
  process.exit(2);
}
const LIMIT_MS = 60_000;

/** A TCP proxy that can drop the connections of watch streams and lose the answer of one call. */
class Proxy {
  constructor(target) {
    this.target = new URL(target);
    this.conns = new Set();
    this.cutMethod = undefined;
    this.cuts = 0;
  }

  start() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port), this.target.hostname);
      const conn = { client, upstream, path: "", cut: false };
      this.conns.add(conn);
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.conns.delete(conn);
      };
      client.on("data", (chunk) => {
        const line = /^POST (\S+) HTTP\/1\.1\r\n/.exec(chunk.toString("latin1"));
        if (line) {
          conn.path = line[1];
          if (this.cutMethod && conn.path.endsWith(`/${this.cutMethod}`)) {
            conn.cut = true;
            this.cutMethod = undefined;
          }
        }
        upstream.write(chunk);
      });
      upstream.on("data", (chunk) => {
        if (conn.cut) {
          // The server has answered: it applied the call. The client never sees the answer.
          this.cuts += 1;
          close();
          return;
        }
        client.write(chunk);
      });
      for (const s of [client, upstream]) {
        s.on("error", close);
        s.on("close", close);
      }
    });
    return new Promise((resolve) => this.server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${this.server.address().port}`)));
  }

  /** Breaks every connection carrying a WatchGame stream; returns how many. */
  dropWatches() {
    let n = 0;
    for (const conn of [...this.conns]) {
      if (conn.path.endsWith("/WatchGame")) {
        conn.client.destroy();
        conn.upstream.destroy();
        this.conns.delete(conn);
        n += 1;
      }
    }
    return n;
  }

  /** The answer of the next call of `method` is lost after the server sent it. */
  loseNextAnswer(method) {
    this.cutMethod = method;
  }

  stop() {
    for (const conn of this.conns) {
      conn.client.destroy();
      conn.upstream.destroy();
    }
    this.server.close();
  }
}

function check(condition, what, detail) {
  if (!condition) throw new Error(`${what}${detail === undefined ? "" : `: ${JSON.stringify(detail, (_k, v) => (typeof v === "bigint" ? String(v) : v))}`}`);
}

/** A spectator following a game: every update it got, and its reconnections. */
function spectate(client, gameId) {
  const seen = [];
  const reconnects = [];
  const waiters = [];
  const done = (async () => {
    for await (const u of follow(client, gameId, {
      onStatus: (s) => {
        if (s.state === "reconnecting") reconnects.push({ fromVersion: s.fromVersion === undefined ? null : Number(s.fromVersion), code: s.error?.code ?? null, delayMs: s.delayMs });
      },
    })) {
      seen.push({ kind: u.kind, version: Number(u.version), action: u.kind === "event" ? u.event.action : "" });
      for (const w of waiters.splice(0)) w();
    }
  })();
  const at = async (version) => {
    const limit = Date.now() + LIMIT_MS;
    while (!seen.some((s) => s.version >= version)) {
      check(Date.now() < limit, `the spectator did not see version ${version} within ${LIMIT_MS} ms`, seen);
      await new Promise((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { seen, reconnects, done, at };
}

/** The players of a game, side 1 and side 2, each seeing the other's answers; every retry recorded. */
function table(players, retries) {
  return {
    async act(side, label, call) {
      const me = players[side - 1];
      const other = players[2 - side];
      const r = await call(me);
      other.observe(r.game);
      return r;
    },
    play(side, action) {
      return this.act(side, action, (p) => p.apply(action));
    },
    retries,
  };
}

function retryOptions(retries, label) {
  return { onRetry: (error, attempt, delayMs) => retries.push({ label: label(), code: error.code, reason: error.reason, outcomeUnknown: error.outcomeUnknown, attempt, delayMs }) };
}

const proxy = new Proxy(endpoint);
const viaProxy = await proxy.start();
const transport = grpcWebTransport(viaProxy);
const report = { games: {}, cuts: 0, drops: 0 };

// Hanniball: White's Lion on e13 holds the ball one kick from Black's goal; Black's Monkey on
// c13; Black's Lion and three Elephants in a row on a8–d8 (a red card: White may remove one).
{
  const client = gameClient(hanniball, transport);
  const { Side, GameStatus, EndReason } = hanniballV1;
  const created = await client.newGame({ position: "3/9/2m1L+4/9/9/9/9/leee5/9/9/9/9/9/9/1M1 w 3", openSeats: [Side.BLACK] });
  const game = created.game;
  const [whiteToken] = hanniball.tokens(created);
  check(created.blackToken === "" && created.invitations.length === 1, "Black's seat is kept open with an invitation", created.invitations);
  const watch = spectate(client, game.gameId);
  await watch.at(1);
  const retries = [];
  let label = "";
  const options = retryOptions(retries, () => label);
  const white = new Player(client, game, whiteToken, options);
  label = "join";
  const joined = await join(client, game.gameId, created.invitations[0].code, options);
  check(joined.side === Side.BLACK, "the invitation is Black's seat", joined.side);
  white.observe(joined.answer.game);
  const t = table([white, joined.player], retries);
  label = "e1-e2";
  proxy.loseNextAnswer("ApplyAction");
  const first = await t.play(1, "e1-e2");
  check(first.game.version === 3n && first.result?.step?.notation === "e1-e2", "the retried step was applied once, as version 3", first.game);
  label = "undo";
  await t.act(1, "undo", (p) => p.act((request, callOptions) => client.undoStep(request, callOptions)));
  for (const [side, action] of [
    [1, "e1-e2"],
    [1, "xd8"],
    [1, "end"],
    [2, "a8-a7"],
  ]) {
    label = action;
    await t.play(side, action);
  }
  await watch.at(8);
  report.drops += proxy.dropWatches();
  label = "end";
  await t.play(2, "end");
  label = "e13>d15";
  const goal = await t.play(1, "e13>d15");
  check(goal.game.status === GameStatus.WHITE_WON && goal.game.endReason === EndReason.GOAL, "the kick into the goal wins", goal.game);
  // After the end, acting is refused with a typed error.
  const over = await joined.player.apply("a7-a6").catch((e) => e);
  check(over instanceof GameError && over.reason === Reason.GAME_OVER, "a step after the end is GAME_OVER", String(over));
  await watch.done;
  // Following a finished game from its last version ends with nothing new.
  let resumedAfterEnd = 0;
  for await (const u of follow(client, game.gameId, { fromVersion: goal.game.version })) resumedAfterEnd += u.version > 0n ? 1 : 0;
  report.games.hanniball = { gameId: game.gameId, version: Number(goal.game.version), status: goal.game.status, endReason: goal.game.endReason, watch: watch.seen, reconnects: watch.reconnects, retries, afterEnd: over.reason, resumedAfterEnd };
}

// Copenhagen Hnefatafl with a Fischer clock (5 min + 2 s): the King one move from a corner.
{
  const client = gameClient(hnefatafl, transport);
  const created = await client.newGame({
    position: "11/11/11/5t5/11/K10/5t5/11/11/11/3t1T5 a",
    timeControl: timeControlRequest({ kind: "fischer", initialMs: 300_000, incrementMs: 2_000 }),
  });
  const [attackersToken, defendersToken] = hnefatafl.tokens(created);
  const game = created.game;
  const watch = spectate(client, game.gameId);
  const retries = [];
  let label = "";
  const options = retryOptions(retries, () => label);
  const t = table([new Player(client, game, attackersToken, options), new Player(client, game, defendersToken, options)], retries);
  await watch.at(1);
  const server = new ServerClock();
  label = "f8-f9";
  proxy.loseNextAnswer("ApplyAction");
  const first = await t.play(1, "f8-f9");
  server.observeGame(first.game);
  const model = new ClockModel(first.game, server);
  check(model.running === 2, "the Defenders' clock runs after the Attackers' move", first.game.clock);
  const atAnswer = model.remaining(2);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const later = model.remaining(2);
  // The server's own reading, a moment later, and the model's estimate once it has seen it.
  const read = (await client.getGame({ gameId: game.gameId })).game;
  server.observeGame(read);
  const serverLeft = Number(read.clock.sides.find((s) => s.side === 2).remainingMs);
  const estimated = new ClockModel(read, server).remaining(2);
  const clock = {
    initialMs: 300_000,
    attackersAfterMove: Number(first.game.clock.sides.find((s) => s.side === 1).remainingMs),
    defendersAtAnswer: atAnswer,
    defendersAfter1500ms: later,
    serverDefenders: serverLeft,
    estimatedDefenders: estimated,
    deadlineMs: Number(read.deadlineMs),
    takenAtMs: Number(read.clock.takenAtMs),
  };
  await watch.at(2);
  report.drops += proxy.dropWatches();
  label = "a6-a1";
  const end = await t.play(2, "a6-a1");
  const o = outcome(end.game);
  check(o.winner === 2, "the King escaped: the Defenders won", end.game);
  await watch.done;
  report.games.hnefatafl = { gameId: game.gameId, version: Number(end.game.version), status: end.game.status, endReason: end.game.endReason, watch: watch.seen, reconnects: watch.reconnects, retries, clock };
}

// Chess Football: the last moves of the match, White's Rook on d5 holds the ball, d8 is the goal.
{
  const client = gameClient(chessFootball, transport);
  const { GameStatus, EndReason } = chessfootballV1;
  const created = await client.newGame({ position: "1k6/8/8/3R+4/8/8/8/6K1 b play 2 44/44 0-0" });
  const [whiteToken, blackToken] = chessFootball.tokens(created);
  const game = created.game;
  const watch = spectate(client, game.gameId);
  const retries = [];
  let label = "";
  const options = retryOptions(retries, () => label);
  const t = table([new Player(client, game, whiteToken, options), new Player(client, game, blackToken, options)], retries);
  await watch.at(1);
  label = "offer-draw";
  const offered = await t.act(1, label, (p) => p.offerDraw());
  check(offered.game.drawOfferedBy === 1, "White's offer is pending", offered.game.drawOfferedBy);
  label = "decline-draw";
  proxy.loseNextAnswer("AnswerDraw");
  const declined = await t.act(2, label, (p) => p.answerDraw(false));
  check(declined.game.version === 3n && declined.game.drawOfferedBy === 0, "the retried decline was applied once", declined.game);
  await watch.at(3);
  report.drops += proxy.dropWatches();
  label = "b8-a8";
  await t.play(2, "b8-a8");
  label = "d5-d8";
  const goal = await t.play(1, "d5-d8");
  check(goal.game.status === GameStatus.WHITE_WON && goal.game.endReason === EndReason.FULL_TIME, "the goal wins the match at full time", goal.game);
  await watch.done;
  report.games.chessfootball = { gameId: game.gameId, version: Number(goal.game.version), status: goal.game.status, endReason: goal.game.endReason, watch: watch.seen, reconnects: watch.reconnects, retries };
}

// Every game once more over native gRPC (HTTP/2), straight to the server.
const native = grpcTransport(endpoint);
for (const kind of [hanniball, hnefatafl, chessFootball]) {
  const g = (await gameClient(kind, native).getGame({ gameId: report.games[kind.key].gameId })).game;
  report.games[kind.key].native = { version: Number(g.version), status: g.status };
}

report.cuts = proxy.cuts;
proxy.stop();
console.log(JSON.stringify(report));
