#!/usr/bin/env python3
"""A minimal engine for `arbiter bot --engine`: it plays a random legal action.

It speaks the engine protocol of docs/bots.md on stdin/stdout and works for every game the
service serves, since the adapter sends the legal actions with every `go`. Start from here to
plug in a real engine: keep the position (`position` and `move` lines) and choose in `go`.

    arbiter bot --engine "python3 examples/engine/random_engine.py" \\
        --game-kind hnefatafl --game GAME_ID --token TOKEN --seat defenders --budget-ms 500

Options: --seed N (repeatable choices), --log FILE (append every line received, for tests).
"""

import argparse
import random
import sys


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--log", default=None)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    log = open(args.log, "a", encoding="utf-8") if args.log else None

    def say(line: str) -> None:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    game = None
    moves: list[str] = []
    legal: list[str] = []
    for raw in sys.stdin:
        line = raw.rstrip("\r\n")
        if log:
            log.write(line + "\n")
            log.flush()
        command, _, rest = line.partition(" ")
        if command == "protocol":
            if rest.strip() != "1":
                say("unsupported")
                continue
            say("id name random-python")
            say("id author the arbiter authors")
            say("ready")
        elif command == "newgame":
            game = rest.split()
        elif command == "position":
            # A new question: the start position, then its moves and legal actions follow.
            moves, legal = [], []
        elif command == "move":
            moves.append(rest)
        elif command == "legal":
            legal.append(rest)
        elif command == "go":
            if not legal:
                say("info no legal action")
                continue
            say(f"info {game[0] if game else '?'}: {len(moves)} moves so far, {len(legal)} legal")
            say("bestmove " + rng.choice(legal))
        elif command == "result":
            pass
        elif command == "quit":
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
