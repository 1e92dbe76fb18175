// A gRPC-Web client of the Hanniball service, run by tests/grpc_web.rs.
//
// It calls the service the way a web page does: Connect's gRPC-Web transport
// for browsers (@connectrpc/connect-web) over the fetch API (HTTP/1.1), with
// message types built at run time from the service's file descriptor set (no
// generated code). It also speaks raw gRPC-Web framing over node:http and
// sends CORS preflights, checking the Access-Control-* answers.
//
// Usage: node client.mjs BASE_URL DESCRIPTOR_SET_FILE ALLOWED_ORIGIN DISALLOWED_ORIGIN
//
// Every check that fails ends the script with exit status 1 and a message on
// stderr. On success it prints one JSON object (the report) on stdout, which
// the Rust test checks against the server.

import { readFileSync } from "node:fs";
import http from "node:http";
import { create, createFileRegistry, fromBinary, toBinary } from "@bufbuild/protobuf";
import { FileDescriptorSetSchema } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createGrpcWebTransport } from "@connectrpc/connect-web";

const [baseUrl, descriptorFile, allowedOrigin, disallowedOrigin] = process.argv.slice(2);
if (!disallowedOrigin) {
  console.error("usage: node client.mjs BASE_URL DESCRIPTOR_SET_FILE ALLOWED_ORIGIN DISALLOWED_ORIGIN");
  process.exit(2);
}

function check(condition, what, got) {
  if (!condition) {
    const shown = JSON.stringify(got, (_, v) => (typeof v === "bigint" ? `${v}n` : v));
    throw new Error(`check failed: ${what}; got ${shown}`);
  }
}

const registry = createFileRegistry(fromBinary(FileDescriptorSetSchema, readFileSync(descriptorFile)));
function lookup(kind, name) {
  const found = kind === "service" ? registry.getService(name) : registry.getMessage(name);
  if (!found) throw new Error(`the descriptor set has no ${kind} ${name}`);
  return found;
}
const HanniballService = lookup("service", "hanniball.v1.HanniballService");
const Health = lookup("service", "grpc.health.v1.Health");
const ErrorInfo = lookup("message", "google.rpc.ErrorInfo");
const GetGameRequest = lookup("message", "hanniball.v1.GetGameRequest");
const GetGameResponse = lookup("message", "hanniball.v1.GetGameResponse");

const transport = createGrpcWebTransport({ baseUrl, useBinaryFormat: true, defaultTimeoutMs: 10_000 });
const hanniball = createClient(HanniballService, transport);
const health = createClient(Health, transport);
const as = (token) => ({ headers: { authorization: `Bearer ${token}` } });

// Runs a call that must fail; returns what a web page can see of the error.
async function failure(call) {
  try {
    const reply = await call();
    throw new Error(`expected an error, got a reply: ${JSON.stringify(reply, (_, v) => (typeof v === "bigint" ? `${v}` : v))}`);
  } catch (e) {
    if (!(e instanceof ConnectError)) throw e;
    const [info] = e.findDetails(ErrorInfo);
    return {
      code: e.code,
      codeName: Code[e.code],
      message: e.rawMessage,
      reason: info?.reason ?? null,
      domain: info?.domain ?? null,
      metadata: info?.metadata ?? {},
    };
  }
}

// One HTTP/1.1 request with exactly these headers; resolves to status, headers, body.
function rawRequest(method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, baseUrl), { method, headers, timeout: 10_000 }, (response) => {
      const chunks = [];
      response.on("data", (c) => chunks.push(c));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`${method} ${path}: no answer within 10 s`)));
    request.on("error", reject);
    request.end(body);
  });
}

const accessControl = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith("access-control-")));

// gRPC-Web framing: a 5-byte prefix (flags, big-endian length) per message;
// flag 0x80 marks the trailers frame, whose payload is HTTP/1-style header lines.
function frame(payload) {
  const out = Buffer.alloc(5 + payload.length);
  out.writeUInt32BE(payload.length, 1);
  Buffer.from(payload).copy(out, 5);
  return out;
}
function unframe(body) {
  const messages = [];
  let trailers = null;
  for (let at = 0; at < body.length; ) {
    if (body.length - at < 5) throw new Error(`truncated gRPC-Web frame header at byte ${at}`);
    const flags = body[at];
    const length = body.readUInt32BE(at + 1);
    const payload = body.subarray(at + 5, at + 5 + length);
    if (payload.length !== length) throw new Error(`truncated gRPC-Web frame at byte ${at}`);
    if (flags & 0x80) {
      trailers = Object.fromEntries(
        payload
          .toString("latin1")
          .split("\r\n")
          .filter((line) => line)
          .map((line) => {
            const colon = line.indexOf(":");
            return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
          }),
      );
    } else {
      messages.push(payload);
    }
    at += 5 + length;
  }
  return { messages, trailers };
}

async function main() {
  const report = {};

  // Every unary RPC through the browser transport.
  await hanniball.ping({});

  const created = await hanniball.newGame({});
  const gameId = created.game.gameId;
  check(created.game.version === 1n, "NewGame: version 1", created.game);
  check(created.whiteToken && created.blackToken, "NewGame: seat tokens", created);
  report.gameId = gameId;

  const legal = await hanniball.legalActions({ subject: { case: "gameId", value: gameId } });
  check(legal.actions.length > 0, "LegalActions: some steps", legal.actions.length);
  const first = legal.actions[0].notation;
  report.legalActions = legal.actions.length;
  report.step = first;

  const applied = await hanniball.applyAction({ gameId, action: first }, as(created.whiteToken));
  check(applied.game.version === 2n, "ApplyAction: version 2", applied.game);
  check(applied.result.step.notation === first, "ApplyAction: the step's result", applied.result);

  const got = await hanniball.getGame({ gameId });
  check(got.game.version === 2n, "GetGame: version 2", got.game);
  check(got.game.stepsThisTurn.length === 1 && got.game.stepsThisTurn[0] === first, "GetGame: shows the step", got.game.stepsThisTurn);

  // Errors as a web page sees them: status code, message and the ErrorInfo detail.
  report.illegal = await failure(() => hanniball.applyAction({ gameId, action: "e5-e6" }, as(created.whiteToken)));
  report.unauthenticated = await failure(() => hanniball.applyAction({ gameId, action: first }));
  report.invalid = await failure(() => hanniball.applyAction({ gameId, action: "not a step" }, as(created.whiteToken)));

  const undone = await hanniball.undoStep({ gameId }, as(created.whiteToken));
  check(undone.game.version === 3n && undone.undone.notation === first, "UndoStep", undone);
  const again = await hanniball.applyAction({ gameId, action: first, expectedVersion: 3n, requestId: "web-1" }, as(created.whiteToken));
  check(again.game.version === 4n, "ApplyAction again: version 4", again.game);

  const redCard = await hanniball.checkRedCard({ subject: { case: "gameId", value: gameId } });
  check(redCard.game.version === 4n && redCard.white && redCard.black, "CheckRedCard", redCard);

  const history = await hanniball.getHistory({ gameId });
  const turn = history.turns[history.turns.length - 1];
  check(turn.steps.length === 1 && turn.steps[0].notation === first, "GetHistory: the turn in progress", history.turns);

  const resigned = await hanniball.resign({ gameId }, as(created.blackToken));
  report.finalVersion = Number(resigned.game.version);
  report.finalStatus = resigned.game.status;
  report.finalEndReason = resigned.game.endReason;

  // Server streaming through gRPC-Web: the health service's Watch.
  const checked = await health.check({ service: "" });
  report.health = checked.status;
  const abort = new AbortController();
  for await (const update of health.watch({ service: "" }, { signal: abort.signal, timeoutMs: 10_000 })) {
    report.watched = update.status;
    break; // ends the stream (cancels the call)
  }
  abort.abort();

  // Raw gRPC-Web framing over HTTP/1.1 with an Origin, as a browser sends it
  // after a successful preflight.
  const request = frame(toBinary(GetGameRequest, create(GetGameRequest, { gameId })));
  const grpcWebHeaders = (origin) => ({
    origin,
    "content-type": "application/grpc-web+proto",
    "x-grpc-web": "1",
    "x-user-agent": "grpc-web-javascript/0.1",
    "grpc-timeout": "5S",
    accept: "application/grpc-web+proto",
  });
  const path = "/hanniball.v1.HanniballService/GetGame";
  const raw = await rawRequest("POST", path, grpcWebHeaders(allowedOrigin), request);
  const { messages, trailers } = unframe(raw.body);
  check(raw.status === 200, "raw gRPC-Web: HTTP 200", raw.status);
  check(messages.length === 1, "raw gRPC-Web: one message", messages.length);
  check(trailers && trailers["grpc-status"] === "0", "raw gRPC-Web: grpc-status 0 in the trailers frame", trailers);
  const decoded = fromBinary(GetGameResponse, messages[0]);
  report.raw = {
    status: raw.status,
    contentType: raw.headers["content-type"],
    version: Number(decoded.game.version),
    accessControl: accessControl(raw.headers),
  };
  const rawOther = await rawRequest("POST", path, grpcWebHeaders(disallowedOrigin), request);
  report.rawDisallowed = { status: rawOther.status, accessControl: accessControl(rawOther.headers) };

  // CORS preflights.
  const preflight = async (origin) => {
    const answer = await rawRequest("OPTIONS", path, {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization,content-type,grpc-timeout,x-grpc-web,x-user-agent",
    });
    return { status: answer.status, accessControl: accessControl(answer.headers), vary: answer.headers.vary ?? null };
  };
  report.preflightAllowed = await preflight(allowedOrigin);
  report.preflightDisallowed = await preflight(disallowedOrigin);

  process.stdout.write(JSON.stringify(report) + "\n");
}

main().catch((e) => {
  console.error(e instanceof ConnectError ? `ConnectError ${Code[e.code]}: ${e.rawMessage}` : e.stack ?? String(e));
  process.exit(1);
});
