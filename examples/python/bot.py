"""A small bot in Python for any of the server's games, over their gRPC APIs (grpcio).

It plays one seat of a game of Hanniball, Copenhagen Hnefatafl or Chess Football
(`--game-kind`) on a running server: it follows the game with WatchGame,
thinks only on its own turn, and acts with ApplyAction carrying `expected_version` and a
`request_id`; a call whose outcome is unknown (UNAVAILABLE, DEADLINE_EXCEEDED) is retried
once with the same request id, and a broken watch is reopened with `from_version`.

Its play is one action deep. Hanniball: a step that scores, else a kick or dribble that
brings the ball nearer the opponent's goal, else a random step. Hnefatafl: the King to a
corner, else a random move. Chess Football: an action that scores, else one that captures
the ball-holder, else a random action.

    python3 bot.py --addr 127.0.0.1:50051 --game ID --token TOKEN --seat white
    python3 bot.py --addr 127.0.0.1:50051 --new --seat white   # prints the other token
    python3 bot.py --game-kind hnefatafl --new --seat defenders

It prints one JSON line when it stops: the outcome and the steps it played.
"""

import argparse
import json
import os
import random
import sys
import time
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_stubs  # noqa: E402

STUBS = gen_stubs.generate(os.environ.get("HANNIBALL_PY_STUBS", os.path.join(HERE, "generated")))
sys.path.insert(0, STUBS)

try:
    import grpc  # noqa: E402
except ImportError as e:
    raise SystemExit("grpcio is missing: pip install -r %s (%s)" % (os.path.join(HERE, "requirements.txt"), e))

from hanniball.v1 import hanniball_pb2 as hanniball_pb  # noqa: E402
from hanniball.v1 import hanniball_pb2_grpc as hanniball_grpc  # noqa: E402
from hnefatafl.v1 import hnefatafl_pb2 as hnefatafl_pb  # noqa: E402
from hnefatafl.v1 import hnefatafl_pb2_grpc as hnefatafl_grpc  # noqa: E402
from chessfootball.v1 import chessfootball_pb2 as chessfootball_pb  # noqa: E402
from chessfootball.v1 import chessfootball_pb2_grpc as chessfootball_grpc  # noqa: E402

UNKNOWN_OUTCOME = (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED)


def rank(square):
    """The rank of a square name such as "e13"."""
    return int(square[1:]) if len(square) > 1 and square[1:].isdigit() else 0


def choose_hanniball(steps, side, rng):
    """One step: a goal if there is one, else the step that moves the ball furthest forward."""
    pb = hanniball_pb
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
        if move.piece == hnefatafl_pb.PIECE_KING and move.to_square in HNEFATAFL_CORNERS:
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


class Kind:
    """What differs between the games' services: the module, the stub, the seats, the
    fields that name the side to move and the seat tokens, and the choice of an action."""

    def __init__(self, pb, pb_grpc, stub, seats, to_move, tokens, choose):
        self.pb = pb
        self.stub = getattr(pb_grpc, stub)
        self.seats = seats
        self.to_move = to_move
        self.tokens = tokens
        self.choose = choose

    def ongoing(self, game):
        return game.status in (self.pb.GAME_STATUS_ONGOING, self.pb.GAME_STATUS_UNSPECIFIED)


KINDS = {
    "hanniball": Kind(
        hanniball_pb,
        hanniball_grpc,
        "HanniballServiceStub",
        {"white": hanniball_pb.SIDE_WHITE, "black": hanniball_pb.SIDE_BLACK},
        "side_to_move",
        {hanniball_pb.SIDE_WHITE: "white_token", hanniball_pb.SIDE_BLACK: "black_token"},
        choose_hanniball,
    ),
    "hnefatafl": Kind(
        hnefatafl_pb,
        hnefatafl_grpc,
        "HnefataflServiceStub",
        {"attackers": hnefatafl_pb.SIDE_ATTACKERS, "defenders": hnefatafl_pb.SIDE_DEFENDERS},
        "side_to_move",
        {
            hnefatafl_pb.SIDE_ATTACKERS: "attackers_token",
            hnefatafl_pb.SIDE_DEFENDERS: "defenders_token",
        },
        choose_hnefatafl,
    ),
    "chess-football": Kind(
        chessfootball_pb,
        chessfootball_grpc,
        "ChessFootballServiceStub",
        {"white": chessfootball_pb.SIDE_WHITE, "black": chessfootball_pb.SIDE_BLACK},
        "side_to_move",
        {
            chessfootball_pb.SIDE_WHITE: "white_token",
            chessfootball_pb.SIDE_BLACK: "black_token",
        },
        choose_chess_football,
    ),
}


class Bot:
    def __init__(self, kind, addrs, game_id, token, side, seed, stop_at):
        self.kind = kind
        self.pb = kind.pb
        self.addrs = addrs
        self.index = 0
        self.game_id = game_id
        self.token = token
        self.side = side
        self.rng = random.Random(seed)
        self.stop_at = stop_at
        self.steps = 0
        self.retries = 0
        self.reconnects = 0
        self.connect()

    def connect(self):
        self.channel = grpc.insecure_channel(self.addrs[self.index % len(self.addrs)])
        self.stub = self.kind.stub(self.channel)

    def fail_over(self):
        self.channel.close()
        self.index += 1
        self.connect()

    def auth(self):
        return (("authorization", "Bearer " + self.token),)

    def take_turn(self, game):
        """Plays one action at `game.version`, retrying an unknown outcome once."""
        pb = self.pb
        legal = self.stub.LegalActions(pb.LegalActionsRequest(game_id=self.game_id), timeout=5)
        if legal.game.version != game.version or self.to_move(legal.game) != self.side:
            return
        step = self.kind.choose(legal.actions, self.side, self.rng)
        if step is None:
            return
        request = pb.ApplyActionRequest(
            game_id=self.game_id,
            action=step.notation,
            expected_version=game.version,
            request_id="py-" + uuid.uuid4().hex,
        )
        for attempt in (1, 2):
            try:
                self.stub.ApplyAction(request, metadata=self.auth(), timeout=5)
                self.steps += 1
                return
            except grpc.RpcError as e:
                if e.code() in UNKNOWN_OUTCOME and attempt == 1:
                    self.retries += 1
                    self.fail_over()
                    continue
                if e.code() in (grpc.StatusCode.ABORTED, grpc.StatusCode.FAILED_PRECONDITION) or e.code() in UNKNOWN_OUTCOME:
                    return  # the game moved on; the watch shows how
                raise

    def over(self, game):
        return not self.kind.ongoing(game)

    def to_move(self, game):
        return getattr(game, self.kind.to_move)

    def play(self):
        pb = self.pb
        seen = None
        handled = 0
        while True:
            try:
                request = pb.WatchGameRequest(game_id=self.game_id)
                if seen is not None:
                    request.from_version = seen
                    self.reconnects += 1
                    now = self.stub.GetGame(pb.GetGameRequest(game_id=self.game_id), timeout=5).game
                    updates = [now]
                else:
                    updates = []
                stream = self.stub.WatchGame(request)
                for game in self.games(updates, stream):
                    seen = game.version if seen is None else max(seen, game.version)
                    if self.over(game) or (self.stop_at and game.version >= self.stop_at):
                        return game
                    if self.to_move(game) == self.side and game.version > handled:
                        handled = game.version
                        self.take_turn(game)
                return self.stub.GetGame(pb.GetGameRequest(game_id=self.game_id), timeout=5).game
            except grpc.RpcError as e:
                if e.code() not in UNKNOWN_OUTCOME:
                    raise
                self.fail_over()
                time.sleep(0.2)

    @staticmethod
    def games(first, stream):
        for game in first:
            yield game
        for message in stream:
            if message.HasField("snapshot"):
                yield message.snapshot
            else:
                yield message.event.game


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--addr", default="127.0.0.1:50051", help="HOST:PORT[,HOST:PORT...]")
    parser.add_argument("--game-kind", default="hanniball", choices=sorted(KINDS), help="the game played")
    parser.add_argument("--game", help="the game id")
    parser.add_argument("--token", help="the seat token")
    parser.add_argument(
        "--seat",
        help="the seat played: white or black (Hanniball, Chess Football), attackers or defenders"
        " (Hnefatafl); default: the first",
    )
    parser.add_argument("--new", action="store_true", help="create a game and print the other seat's token")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stop-at", type=int, default=0, help="stop once the game reaches this version")
    args = parser.parse_args()
    kind = KINDS[args.game_kind]
    pb = kind.pb
    seat = args.seat or next(iter(kind.seats))
    if seat not in kind.seats:
        parser.error("--seat of %s: one of %s" % (args.game_kind, ", ".join(kind.seats)))
    addrs = args.addr.split(",")
    side = kind.seats[seat]
    if args.new:
        stub = kind.stub(grpc.insecure_channel(addrs[0]))
        created = stub.NewGame(pb.NewGameRequest(), timeout=5)
        game_id = created.game.game_id
        (other_side,) = [s for s in kind.tokens if s != side]
        token = getattr(created, kind.tokens[side])
        other = getattr(created, kind.tokens[other_side])
        print(json.dumps({"game": game_id, "other_token": other}), flush=True)
    elif args.game and args.token:
        game_id, token = args.game, args.token
    else:
        parser.error("give --game and --token, or --new")
    bot = Bot(kind, addrs, game_id, token, side, args.seed, args.stop_at)
    game = bot.play()
    print(
        json.dumps(
            {
                "game": game_id,
                "game_kind": args.game_kind,
                "version": game.version,
                "status": pb.GameStatus.Name(game.status),
                "steps": bot.steps,
                "retries": bot.retries,
                "reconnects": bot.reconnects,
            }
        ),
        flush=True,
    )


if __name__ == "__main__":
    main()
