"""A small bot in Python for any of the server's games, on the Python client package
(clients/python: asyncio over grpcio).

It plays one seat of a game of Hanniball, Copenhagen Hnefatafl or Chess Football
(`--game-kind`) on a running server with `SeatClient.play`: it follows the game with
WatchGame (reopened from the last version after a break, with back-off), thinks only on its
own turn, and acts with ApplyAction pinned to the version it saw and with a request id; a
call whose outcome is unknown is retried with the same request id, so it is applied once.

Its play is one action deep. Hanniball: a step that scores, else a kick or dribble that
brings the ball nearer the opponent's goal, else a random step. Hnefatafl: the King to a
corner, else a random move. Chess Football: an action that scores, else one that captures
the ball-holder, else a random action.

    python3 bot.py --addr 127.0.0.1:50051 --game=ID --token=TOKEN --seat white
    python3 bot.py --addr 127.0.0.1:50051 --new --seat white   # prints the other token
    python3 bot.py --game-kind hnefatafl --new --seat defenders

It prints one JSON line when it stops: the outcome and the steps it played.
"""

import argparse
import asyncio
import json
import os
import random
import sys

try:
    import arbiter_client  # noqa: F401  (installed: pip install clients/python)
except ImportError:
    # Run from the repository without installing: use the package's sources.
    HERE = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "..", "clients", "python", "src")))
    try:
        import arbiter_client  # noqa: F401
    except ImportError as e:
        raise SystemExit("the client's dependencies are missing: pip install clients/python (%s)" % e)

from arbiter_client import CHESS_FOOTBALL, HANNIBALL, HNEFATAFL, Client  # noqa: E402


def rank(square):
    """The rank of a square name such as "e13"."""
    return int(square[1:]) if len(square) > 1 and square[1:].isdigit() else 0


def choose_hanniball(steps, side, rng):
    """One step: a goal if there is one, else the step that moves the ball furthest forward."""
    pb = HANNIBALL.pb
    if not steps:
        return None
    for step in steps:
        if step.scores:
            return step
    safe = [s for s in steps if not s.own_goal] or list(steps)
    forward = 1 if side == pb.SIDE_WHITE else -1

    def gain(step):
        if step.kind in (pb.STEP_KIND_KICK, pb.STEP_KIND_DRIBBLE):
            target = step.ricochet or step.to_square
            return forward * (rank(target) - rank(step.from_square))
        return 0

    best = max(gain(s) for s in safe)
    if best > 0:
        return rng.choice([s for s in safe if gain(s) == best])
    return rng.choice(safe)


HNEFATAFL_CORNERS = ("a1", "k1", "a11", "k11")


def choose_hnefatafl(moves, side, rng):
    """One move: the King to a corner if he can go there, else a random move."""
    if not moves:
        return None
    for move in moves:
        if move.piece == HNEFATAFL.pb.PIECE_KING and move.to_square in HNEFATAFL_CORNERS:
            return move
    return rng.choice(list(moves))


def choose_chess_football(actions, side, rng):
    """One action: a goal, else a capture of the ball-holder, else a random action."""
    if not actions:
        return None
    for wanted in (lambda a: a.scores, lambda a: a.captures):
        found = [a for a in actions if wanted(a)]
        if found:
            return rng.choice(found)
    return rng.choice(list(actions))


CHOOSERS = {
    "hanniball": (HANNIBALL, choose_hanniball),
    "hnefatafl": (HNEFATAFL, choose_hnefatafl),
    "chess-football": (CHESS_FOOTBALL, choose_chess_football),
}


async def run(args, kind, choose, seat):
    addrs = args.addr.split(",")
    async with Client(addrs, kind) as client:
        if args.new:
            created = await client.new_game()
            game_id = created.game.game_id
            tokens = kind.tokens(created)
            token = tokens.pop(seat.name)
            (other,) = tokens.values()
            print(json.dumps({"game": game_id, "other_token": other}), flush=True)
        else:
            game_id, token = args.game, args.token
        player = client.seat(game_id, token)
        rng = random.Random(args.seed)

        def pick(game, legal):
            action = choose(legal.actions, seat.side, rng)
            return action.notation if action is not None else None

        game = await player.play(seat.name, pick, stop_at=args.stop_at or None)
        if game is None or (kind.ongoing(game) and not args.stop_at):
            game = await client.get_game(game_id)
        return {
            "game": game_id,
            "game_kind": args.game_kind,
            "version": game.version,
            "status": kind.pb.GameStatus.Name(game.status),
            "steps": player.actions,
            "retries": client.stats.retries,
            "reconnects": client.stats.reconnects,
        }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--addr", default="127.0.0.1:50051", help="HOST:PORT[,HOST:PORT...]")
    parser.add_argument("--game-kind", default="hanniball", choices=sorted(CHOOSERS), help="the game played")
    # Ids and tokens are URL-safe base64 and may start with '-': pass them as --game=ID and
    # --token=TOKEN, or argparse takes such a value for an option.
    parser.add_argument("--game", help="the game id (write --game=ID)")
    parser.add_argument("--token", help="the seat token (write --token=TOKEN)")
    parser.add_argument(
        "--seat",
        help="the seat played: white or black (Hanniball, Chess Football), attackers or defenders"
        " (Hnefatafl); default: the first",
    )
    parser.add_argument("--new", action="store_true", help="create a game and print the other seat's token")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stop-at", type=int, default=0, help="stop once the game reaches this version")
    args = parser.parse_args()
    kind, choose = CHOOSERS[args.game_kind]
    try:
        seat = kind.seat(args.seat or kind.seats[0].name)
    except ValueError as e:
        parser.error("--seat: %s" % e)
    if not args.new and not (args.game and args.token):
        parser.error("give --game and --token, or --new")
    print(json.dumps(asyncio.run(run(args, kind, choose, seat))), flush=True)


if __name__ == "__main__":
    main()
