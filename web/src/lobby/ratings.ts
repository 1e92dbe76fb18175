// A seek's owner's rating as every other page shows it: "1500?" while provisional. A seek
// carries its owner's rating but not whether it is provisional, so the lobby asks the players
// service once per player (GetPlayer: their standing in each game; no standing in a game yet
// is a provisional rating there) and shows the mark when the answer comes.
import { createClient, type Transport } from "@connectrpc/connect";
import { PlayersService } from "@arbiter/client/gen/players/v1/players_pb";

/** "1500", "1500?" (provisional), "" for no rating (a guest). */
export function ratingText(rating: number, provisional: boolean | undefined): string {
  if (!rating) return "";
  return `${Math.round(rating)}${provisional ? "?" : ""}`;
}

export interface Provisional {
  /** Whether the player's rating in the game is provisional; undefined until known (asked once). */
  get(name: string, game: string): boolean | undefined;
  /** Settles when the player's ratings are known (or could not be). */
  ready(name: string): Promise<void>;
}

/** Looks players' ratings up through the players service; `changed` is called when an answer arrives. */
export function provisionalRatings(transport: Transport, changed: () => void = () => undefined): Provisional {
  const players = createClient(PlayersService, transport);
  const known = new Map<string, Map<string, boolean>>();
  const asked = new Map<string, Promise<void>>();
  const ready = (name: string): Promise<void> => {
    const key = name.toLowerCase();
    let p = asked.get(key);
    if (!p) {
      p = players.getPlayer({ name }, { timeoutMs: 15_000 }).then(
        (r) => {
          known.set(key, new Map(r.standings.map((s) => [s.game, s.rating?.provisional ?? true])));
          changed();
        },
        () => undefined,
      );
      asked.set(key, p);
    }
    return p;
  };
  return {
    get(name, game) {
      const k = known.get(name.toLowerCase());
      if (k) return k.get(game) ?? true;
      void ready(name);
      return undefined;
    },
    ready,
  };
}
