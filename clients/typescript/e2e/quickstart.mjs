// The README's quick start, as plain JavaScript: a whole game of Chess Football, random legal
// actions for both sides. `node e2e/quickstart.mjs http://127.0.0.1:50051`
import { chessFootball, gameClient, grpcWebTransport, isOver, Player, sideToMove } from "@arbiter/client";

const client = gameClient(chessFootball, grpcWebTransport(process.argv[2] ?? "http://127.0.0.1:50051"));
const created = await client.newGame({});
const [white, black] = chessFootball.tokens(created).map((token) => new Player(client, created.game, token));
let game = created.game;
while (!isOver(game)) {
  const legal = await client.legalActions({ subject: { case: "gameId", value: game.gameId } });
  const player = sideToMove(legal) === 1 ? white : black;
  player.observe(game);
  game = (await player.apply(legal.actions[Math.floor(Math.random() * legal.actions.length)].notation)).game;
}
console.log(`game ${game.gameId} over at version ${game.version}: status ${game.status}, score ${game.score?.white}-${game.score?.black}`);
