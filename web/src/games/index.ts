// Every game the client knows. Adding a game: its module (games/<game>.ts) and one line here.
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
