#!/usr/bin/env python3
"""An engine for `arbiter bot --engine` that asks an external Copenhagen Hnefatafl program.

It speaks the engine protocol of docs/bots.md on stdin/stdout and translates every question
into the Hnefatafl Text Protocol (a GTP-like protocol: `board_size`, `play ROLE FROM TO`,
`generate_move`, answers `= ...` or `? error`) of the program given by --program, by default
`hnefatafl-text-protocol` of the `hnefatafl-copenhagen` package (installed separately, see
bench/tafl-vs-copenhagen.sh; it is never a dependency of this service).

For each `go` the program's game is reset (`board_size 11`), the game's moves are replayed
(`play attacker d1 d3`, ...; attackers move first) and `generate_move` is asked. The answer
must be one of the `legal` actions the adapter sent (the service's engine is the authority);
an answer that is not is reported on stderr and the adapter stops (so a rule difference
between the two engines is never hidden). `--result FILE` appends one line per finished game:
`<seat this engine played> <result line>` and the mean and largest think time, for the
benchmark's scoring; `<seat> stopped <its final_status>` when the program's own rules ended
the game first (its turn limit: `draw`) or refused a move.
"""

import argparse
import ctypes
import signal
import subprocess
import sys
import time


def die_with_parent() -> None:
    """Linux: the program gets SIGKILL when this adapter dies (it spins on a closed stdin)."""
    try:
        ctypes.CDLL("libc.so.6").prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except OSError:
        pass


class TextProtocol:
    def __init__(self, program: list[str]) -> None:
        self.proc = subprocess.Popen(
            program,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
            preexec_fn=die_with_parent,
        )

    def ask(self, command: str) -> str:
        """Sends one command and returns its answer (the text after `= `); the program's
        other output (its search's progress lines) is skipped."""
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise RuntimeError(f"the program exited during {command!r}")
            line = line.rstrip("\n")
            if line.startswith("= ") or line == "=":
                return line[2:]
            if line.startswith("?"):
                raise RuntimeError(f"the program refused {command!r}: {line}")

    def close(self) -> None:
        try:
            if self.proc.stdin:
                self.proc.stdin.write("quit\n")
                self.proc.stdin.flush()
            self.proc.wait(timeout=2)
        except Exception:  # noqa: BLE001 - the program is going away either way
            self.proc.kill()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--program", default="hnefatafl-text-protocol")
    parser.add_argument("--result", default=None)
    parser.add_argument("--repeat-moves", action="store_true", help="pass --repeat-moves on")
    args = parser.parse_args()
    program = args.program.split() + (["--repeat-moves"] if args.repeat_moves else [])
    engine = TextProtocol(program)

    def say(line: str) -> None:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    seat = "?"
    moves: list[str] = []
    legal: list[str] = []
    thinks: list[float] = []
    for raw in sys.stdin:
        line = raw.rstrip("\r\n")
        command, _, rest = line.partition(" ")
        if command == "protocol":
            say("id name hnefatafl-copenhagen via hnefatafl-text-protocol")
            say("id author see its package")
            say("ready")
        elif command == "newgame":
            parts = rest.split()
            seat = parts[1] if len(parts) > 1 else "?"
        elif command == "position":
            moves, legal = [], []
        elif command == "move":
            moves.append(rest)
        elif command == "legal":
            legal.append(rest)
        elif command == "go":
            started = time.monotonic()
            try:
                engine.ask("board_size 11")
                engine.ask("time_settings un-timed")
                for n, move in enumerate(moves):
                    role = "attacker" if n % 2 == 0 else "defender"
                    origin, _, target = move.partition("-")
                    engine.ask(f"play {role} {origin} {target}")
                answer = engine.ask("generate_move")
            except RuntimeError as error:
                # The program's own rules ended the game or refused a move the service's rules
                # allow (its turn limit, a repetition): recorded, and this engine stops.
                status = "unknown"
                try:
                    status = engine.ask("final_status").strip() or "unknown"
                except RuntimeError:
                    pass
                sys.stderr.write(f"copenhagen_engine: {error}\n")
                if args.result:
                    with open(args.result, "a", encoding="utf-8") as out:
                        out.write(f"{seat} stopped {status} moves={len(moves)}\n")
                return 1
            # "play attacker a4 a1, score: ..., delay milliseconds: ..., loops: ..."
            words = answer.split(",")[0].split()
            if len(words) != 4 or words[0] != "play" or words[2] == "resigns":
                sys.stderr.write(f"copenhagen_engine: unusable answer {answer!r}\n")
                return 1
            action = f"{words[2]}-{words[3]}"
            if action not in legal:
                sys.stderr.write(
                    f"copenhagen_engine: {action} is not legal here by the service's rules "
                    f"(a rule difference) after {len(moves)} moves: {' '.join(moves)}\n"
                )
                return 1
            thinks.append(time.monotonic() - started)
            say(f"info think {thinks[-1]:.3f} s")
            say(f"bestmove {action}")
        elif command == "result":
            if args.result:
                mean = sum(thinks) / len(thinks) if thinks else 0.0
                longest = max(thinks) if thinks else 0.0
                with open(args.result, "a", encoding="utf-8") as out:
                    out.write(f"{seat} {rest} moves={len(moves)} think_mean={mean:.3f} think_max={longest:.3f}\n")
        elif command == "quit":
            break
    engine.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
