// The signed-in player's one WatchPlayer stream of the page, shared by everything that follows it
// (the notifications in the header, the lobby's Challenges section): a snapshot, then every
// change, resumed from the last cursor after a drop (with back-off). A subscriber that comes
// late gets a snapshot of what the stream has told so far, then the changes.
import { create } from "@bufbuild/protobuf";
import type { Client } from "@connectrpc/connect";
import { GameError } from "@arbiter/client";
import { PlayerSnapshotSchema, type LobbyService, type WatchPlayerResponse } from "@arbiter/client/gen/lobby/v1/lobby_pb";
import { step, waiting, type Notice, type Waiting } from "./model.js";

export type Update = WatchPlayerResponse["update"];
/** connecting, live, reconnecting, or off (the session is no longer valid). */
export type FeedStatus = "connecting" | "live" | "reconnecting" | "off";

/** Gets each message, with the notices it gives. */
export type Listener = (u: Update, notices: Notice[]) => void;

export interface PlayerFeed {
  readonly me: string;
  readonly state: Waiting;
  readonly status: FeedStatus;
  /** Follows the stream (it opens with the first subscriber); answers the way to stop. */
  subscribe(listener: Listener): () => void;
  /** Called with every change of status, and at once. */
  onStatus(listener: (s: FeedStatus, error?: unknown) => void): void;
}

export function playerFeed(lobby: Client<typeof LobbyService>, me: string): PlayerFeed {
  const listeners = new Set<Listener>();
  const statusListeners: ((s: FeedStatus, error?: unknown) => void)[] = [];
  const state = waiting();
  let status: FeedStatus = "connecting";
  let told = false;
  let started = false;
  const setStatus = (s: FeedStatus, error?: unknown): void => {
    status = s;
    for (const l of statusListeners) l(s, error);
  };
  let cursor = "";
  const follow = async (): Promise<void> => {
    for (let failures = 0; ; ) {
      try {
        for await (const m of lobby.watchPlayer({ fromCursor: cursor, turns: true })) {
          failures = 0;
          if (status !== "live") setStatus("live");
          cursor = m.cursor;
          const notices = step(state, m.update, me);
          told = true;
          for (const l of [...listeners]) l(m.update, notices);
        }
      } catch (e) {
        const reason = GameError.from(e).rawReason;
        if (reason === "NOT_SIGNED_IN" || reason === "UNAUTHENTICATED") {
          // The session is no longer valid (signed out elsewhere, a password change).
          setStatus("off", e);
          return;
        }
        failures += 1;
      }
      setStatus("reconnecting");
      await new Promise((r) => setTimeout(r, Math.min(5000, 300 * 2 ** Math.min(failures, 4))));
    }
  };
  return {
    me,
    state,
    get status() {
      return status;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (told) listener({ case: "snapshot", value: create(PlayerSnapshotSchema, { challenges: [...state.challenges.values()], games: [...state.games.values()] }) }, []);
      if (!started) {
        started = true;
        void follow();
      }
      return () => listeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.push(listener);
      listener(status);
    },
  };
}
