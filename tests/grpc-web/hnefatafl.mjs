// A gRPC-Web client of the Hnefatafl service, run by tests/hnefatafl_service.rs.
//
// Like client.mjs (the Hanniball client beside it), it calls the service the way a web page
// does: Connect's gRPC-Web transport for browsers over the fetch API (HTTP/1.1), with message
// types built at run time from the file descriptor set; it follows the game with WatchGame
// (server streaming through gRPC-Web) and sends a CORS preflight.
//
// Usage: node hnefatafl.mjs BASE_URL DESCRIPTOR_SET_FILE ALLOWED_ORIGIN
//
// A failed check ends the script with exit status 1 and a message on stderr. On success it
// prints one JSON object (the report) on stdout, which the Rust test checks.

import { readFileSync } from "node:fs";
import http from "node:http";
import { createFileRegistry, fromBinary } from "@bufbuild/protobuf";
import { FileDescriptorSetSchema } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createGrpcWebTransport } from "@connectrpc/connect-web";

const [baseUrl, descriptorFile, allowedOrigin] = process.argv.slice(2);
if (!allowedOrigin) {
  console.error("usage: node hnefatafl.mjs BASE_URL DESCRIPTOR_SET_FILE ALLOWED_ORIGIN");
  process.exit(2);
}

const json = (v) => JSON.stringify(v, (_, x) => (typeof x === "bigint" ? `${x}` : x));
function check(condition, what, got) {
  if (!condition) throw new Error(`check failed: ${what}; got ${json(got)}`);
}

const registry = createFileRegistry(fromBinary(FileDescriptorSetSchema, readFileSync(descriptorFile)));
const service = registry.getService("hnefatafl.v1.HnefataflService");
const ErrorInfo = registry.getMessage("google.rpc.ErrorInfo");
check(service && ErrorInfo, "the descriptor set has the service and ErrorInfo", null);

const transport = createGrpcWebTransport({ baseUrl, useBinaryFormat: true, defaultTimeoutMs: 10_000 });
const hnefatafl = createClient(service, transport);
const as = (token) => ({ headers: { authorization: `Bearer ${token}` } });

// Runs a call that must fail; returns what a web page can see of the error.
async function failure(call) {
  try {
    const reply = await call();
    throw new Error(`expected an error, got a reply: ${json(reply)}`);
  } catch (e) {
    if (!(e instanceof ConnectError)) throw e;
    const [info] = e.findDetails(ErrorInfo);
    return { codeName: Code[e.code], reason: info?.reason ?? null, domain: info?.domain ?? null, metadata: info?.metadata ?? {} };
  }
}

function preflight(path) {
  return new Promise((resolve, reject) => {
    const headers = {
      origin: allowedOrigin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization,content-type,x-grpc-web,x-user-agent",
    };
    const request = http.request(new URL(path, baseUrl), { method: "OPTIONS", headers, timeout: 10_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode, allowOrigin: response.headers["access-control-allow-origin"] ?? null }));
    });
    request.on("timeout", () => request.destroy(new Error("preflight: no answer within 10 s")));
    request.on("error", reject);
    request.end();
  });
}

async function main() {
  const report = {};
  await hnefatafl.ping({});

  // An attacker on d5 can capture the defender on c3 against the attacker on b3.
  const position = "11/11/7K3/11/11/11/3t7/11/1tT8/11/11 a";
  const created = await hnefatafl.newGame({ position });
  const gameId = created.game.gameId;
  check(created.game.version === 1n && created.game.position === position, "NewGame", created.game);
  check(created.attackersToken && created.defendersToken, "NewGame: seat tokens", created);
  report.gameId = gameId;

  // Follow the game: the snapshot, then one event per change, until the game is over.
  const seen = [];
  const watching = (async () => {
    for await (const message of hnefatafl.watchGame({ gameId }, { timeoutMs: 20_000 })) {
      const u = message.update;
      seen.push(u.case === "snapshot" ? { snapshot: Number(u.value.version) } : { event: Number(u.value.version), action: u.value.action, change: u.value.change.case });
    }
    return "ended";
  })();
  // Give the stream a moment to start before changing the game (it would resend a snapshot
  // anyway, but the test wants to see the events).
  await new Promise((r) => setTimeout(r, 300));

  const legal = await hnefatafl.legalActions({ subject: { case: "gameId", value: gameId } });
  report.legalActions = legal.actions.length;
  check(legal.actions.some((m) => m.notation === "d5-d3" && m.fromSquare === "d5" && m.toSquare === "d3"), "LegalActions lists d5-d3", legal.actions);

  const applied = await hnefatafl.applyAction({ gameId, action: "d5-d3", requestId: "web-1" }, as(created.attackersToken));
  report.captured = applied.result.capturedSquares;
  report.versionAfterMove = Number(applied.game.version);

  report.notYourTurn = await failure(() => hnefatafl.applyAction({ gameId, action: "b3-b4" }, as(created.attackersToken)));
  report.illegal = await failure(() => hnefatafl.applyAction({ gameId, action: "c3-c4" }, as(created.defendersToken)));
  report.invalid = await failure(() => hnefatafl.applyAction({ gameId, action: "c3xc4" }, as(created.defendersToken)));

  const resigned = await hnefatafl.resign({ gameId }, as(created.defendersToken));
  report.finalVersion = Number(resigned.game.version);
  report.finalStatus = resigned.game.status;
  report.finalEndReason = resigned.game.endReason;

  const history = await hnefatafl.getHistory({ gameId });
  report.record = history.record;
  report.historyCaptures = history.moves.map((m) => m.capturedSquares);

  report.watchEnd = await watching;
  report.seen = seen;
  report.preflight = await preflight("/hnefatafl.v1.HnefataflService/ApplyAction");
  process.stdout.write(JSON.stringify(report) + "\n");
}

main().catch((e) => {
  console.error(e instanceof ConnectError ? `ConnectError ${Code[e.code]}: ${e.rawMessage}` : e.stack ?? String(e));
  process.exit(1);
});
