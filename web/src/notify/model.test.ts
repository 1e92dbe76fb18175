import { describe, expect, it } from "vitest";
import { create } from "@bufbuild/protobuf";
import { DeclineReason, GameFinishedSchema, PlayerGameSchema, PlayerSnapshotSchema, PlayerTurnSchema, RemovedReason, SeekRemovedSchema, SeekSchema, Side, type WatchPlayerResponse } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { acceptedMine, challengeText, count, finishedWords, gameHere, incoming, myTurns, noticeText, step, titled, waiting, type Names } from "./model.js";

const names: Names = { title: (k) => (k === "hnefatafl" ? "Copenhagen Hnefatafl" : k), seats: () => ["Attackers", "Defenders"] };
const toBob = create(SeekSchema, { seekId: "s1", game: "hnefatafl", ownerName: "Ann", rating: 1500, challengedName: "bob", timeControl: "5+3", side: Side.FIRST });
const fromBob = create(SeekSchema, { seekId: "s2", game: "hnefatafl", ownerName: "Bob", challengedName: "Cy", timeControl: "", rated: false });
const game = create(PlayerGameSchema, { gameId: "g1", game: "hnefatafl", players: [{ name: "Ann" }, { name: "Bob" }], timeControl: "5+3", rated: true, side: Side.SECOND });
type U = WatchPlayerResponse["update"];
const snapshot = (challenges = [toBob, fromBob], games = [game]): U => ({ case: "snapshot", value: create(PlayerSnapshotSchema, { challenges, games }) });
const gone = (seekId: string, reason: RemovedReason, extra: { gameId?: string; declineReason?: DeclineReason } = {}): U => ({ case: "challengeGone", value: create(SeekRemovedSchema, { seekId, reason, ...extra }) });

describe("the player's stream as notices", () => {
  it("a snapshot keeps the challenges and games and tells the challenges to the player, not fresh", () => {
    const s = waiting();
    const told = step(s, snapshot(), "Bob");
    expect(told).toEqual([{ kind: "challenge", seek: toBob, fresh: false }]);
    expect(s.challenges.size).toBe(2);
    expect(incoming(s, "Bob")).toEqual([toBob]);
    expect(count(s, "Bob")).toBe(2);
    // The game on this page is not waiting.
    expect(count(s, "Bob", "g1")).toBe(1);
  });
  it("a challenge made to the player is told once; one of theirs is not", () => {
    const s = waiting();
    step(s, snapshot([], []), "bob");
    expect(step(s, { case: "challenge", value: toBob }, "bob")).toEqual([{ kind: "challenge", seek: toBob, fresh: true }]);
    expect(step(s, { case: "challenge", value: toBob }, "bob")).toEqual([]);
    expect(step(s, { case: "challenge", value: fromBob }, "bob")).toEqual([]);
    expect(count(s, "bob")).toBe(1);
  });
  it("a challenge of the player's declined or accepted is told; their own answer is not", () => {
    const s = waiting();
    step(s, snapshot([toBob, fromBob], []), "Bob");
    const declined = step(s, gone("s2", RemovedReason.DECLINED, { declineReason: DeclineReason.TOO_FAST }), "Bob");
    expect(declined.map((n) => noticeText(n, "Bob", names))).toEqual(["Cy declined: the clock is too fast."]);
    expect(step(s, gone("s1", RemovedReason.DECLINED), "Bob")).toEqual([]);
    expect(s.challenges.size).toBe(0);
    expect(step(s, gone("unknown", RemovedReason.CANCELLED), "Bob")).toEqual([]);
    step(s, { case: "challenge", value: fromBob }, "Bob");
    const accepted = step(s, gone("s2", RemovedReason.ACCEPTED, { gameId: "g9" }), "Bob");
    expect(accepted.length).toBe(1);
    expect(acceptedMine(accepted[0]!)).toBe(true);
    expect(noticeText(accepted[0]!, "Bob", names)).toBe("Cy accepted your challenge.");
  });
  it("a challenge to the player withdrawn is told", () => {
    const s = waiting();
    step(s, snapshot([toBob], []), "Bob");
    expect(step(s, gone("s1", RemovedReason.CANCELLED), "Bob").map((n) => noticeText(n, "Bob", names))).toEqual(["Ann withdrew their challenge."]);
  });
  it("games started and finished are told and counted", () => {
    const s = waiting();
    step(s, snapshot([], []), "Bob");
    const started = step(s, { case: "gameStarted", value: game }, "Bob");
    expect(started.map((n) => noticeText(n, "Bob", names))).toEqual(["Your game started: Copenhagen Hnefatafl: Ann vs Bob, 5 min + 3 s, rated."]);
    expect(step(s, { case: "gameStarted", value: game }, "Bob")).toEqual([]);
    expect(count(s, "Bob")).toBe(1);
    const over = step(s, { case: "gameFinished", value: create(GameFinishedSchema, { gameId: "g1", game: "hnefatafl", result: "0-1", termination: "resignation", won: true }) }, "Bob");
    expect(over.map((n) => noticeText(n, "Bob", names))).toEqual(["Your game is over, you won by resignation: Copenhagen Hnefatafl, Ann vs Bob."]);
    expect(count(s, "Bob")).toBe(0);
  });
});

describe("in words", () => {
  it("keeps the games where it is the player's move, from the stream's turns", () => {
    const s = waiting();
    step(s, snapshot([], [game]), "Bob");
    const turn = (gameId: string, yourTurn: boolean): U => ({ case: "turn", value: create(PlayerTurnSchema, { gameId, game: "hnefatafl", yourTurn }) });
    expect(step(s, turn("g1", true), "Bob")).toEqual([]);
    expect(myTurns(s)).toEqual(["g1"]);
    // Not on the game's own page, and not for a game the player does not have.
    expect(myTurns(s, "g1")).toEqual([]);
    step(s, turn("g9", true), "Bob");
    expect(myTurns(s)).toEqual(["g1"]);
    step(s, turn("g1", false), "Bob");
    expect(myTurns(s)).toEqual([]);
    step(s, turn("g1", true), "Bob");
    step(s, { case: "gameFinished", value: create(GameFinishedSchema, { gameId: "g1", game: "hnefatafl", result: "0-1", termination: "resignation", won: true }) }, "Bob");
    expect(myTurns(s)).toEqual([]);
  });
  it("orders the player's turns by the time left, games without a deadline last", () => {
    const s = waiting();
    const games = ["g1", "g2", "g3"].map((gameId) => create(PlayerGameSchema, { ...game, gameId }));
    step(s, snapshot([], games), "Bob");
    const turn = (gameId: string, deadlineMs: bigint): U => ({ case: "turn", value: create(PlayerTurnSchema, { gameId, game: "hnefatafl", yourTurn: true, deadlineMs }) });
    step(s, turn("g1", 0n), "Bob");
    step(s, turn("g2", 3_000n), "Bob");
    step(s, turn("g3", 2_000n), "Bob");
    expect(myTurns(s)).toEqual(["g3", "g2", "g1"]);
    expect(s.yourTurn.get("g2")).toBe(3_000);
  });
  it("a challenge to the player names who, the terms and the player's side", () => {
    expect(challengeText(toBob, names)).toBe("Ann (1500) challenges you: Copenhagen Hnefatafl, 5 min + 3 s, casual; you play Defenders.");
    expect(challengeText({ ...toBob, side: Side.UNSPECIFIED, rated: true }, names, "1500?")).toBe("Ann (1500?) challenges you: Copenhagen Hnefatafl, 5 min + 3 s, rated; sides drawn at random.");
  });
  it("how a game ended, from the player's side", () => {
    expect(finishedWords({ result: "1-0", termination: "time", won: false })).toBe("you lost on time");
    expect(finishedWords({ result: "1/2-1/2", termination: "agreement", won: false })).toBe("drawn by agreement");
    expect(finishedWords({ result: "1-0", termination: "rules", won: true })).toBe("you won");
    expect(finishedWords({ result: "*", termination: "abandonment", won: false })).toBe("aborted");
  });
});

describe("the count in the tab title", () => {
  it("prefixes the count and replaces an earlier one", () => {
    expect(titled("Lobby", 1)).toBe("(1) Lobby");
    expect(titled("(1) Lobby", 3)).toBe("(3) Lobby");
    expect(titled("(3) Lobby", 0)).toBe("Lobby");
    expect(titled("● Your move · A vs B", 2)).toBe("(2) ● Your move · A vs B");
  });
  it("knows the game of a game page", () => {
    expect(gameHere("/play/hnefatafl/AbC_-1")).toBe("AbC_-1");
    expect(gameHere("/play/hnefatafl/AbC/")).toBe("AbC");
    expect(gameHere("/lobby")).toBe("");
    expect(gameHere("/join/hnefatafl/x")).toBe("");
  });
});
