// Every game the client knows: one folder per game the server serves (named by its service's
// short name) and one line here; tests/web/web_catalog.rs checks both against the server's one
// registration (src/games/list.rs).
import type { Transport } from "@connectrpc/connect";
import type { GameDef } from "./game.js";
import { hanniball } from "./hanniball/index.js";
import { hnefatafl } from "./hnefatafl/index.js";
import { chessfootball } from "./chessfootball/index.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDef<any>;

export function games(transport: Transport): AnyGame[] {
  return [hanniball(transport), hnefatafl(transport), chessfootball(transport)];
}
