#!/usr/bin/env python3
"""An engine for `arbiter bot --engine` that asks the AI of an external Copenhagen Hnefatafl program.

It speaks the engine protocol of docs/bots.md on stdin/stdout and drives the program given by
--program, by default `hnefatafl-text-protocol` of the `hnefatafl-copenhagen` package
(installed separately, see bench/tafl-vs-copenhagen.sh; it is never a dependency of this
service).

That program answers `generate_move` on its standard input with one fixed AI (an alpha-beta
of 4 plies, no time limit). Its AIs with settings (`--ai monte-carlo --seconds N`: a Monte
Carlo search of N seconds on every core; `--ai basic --depth N`: the alpha-beta of N plies)
play only with `--host HOST`: the program then connects to HOST:49152 and reads
`play ROLE FROM TO` and `generate_move` lines from there, answering `generate_move` with
`play ROLE FROM TO`. So this adapter listens on --host (default 127.0.0.1; another loopback
address such as 127.0.0.2 lets two matches run side by side), port 49152, starts one program
per game at the game's first `go`, sends it the moves it has not seen yet (attackers move
first) and asks `generate_move`; the program applies its own move itself.

The answer must be one of the `legal` actions the adapter sent (the service's engine is the
authority); an answer that is not is reported on stderr and the adapter stops (so a rule
difference between the two engines is never hidden). `--result FILE` appends one line per
finished game: `<seat this engine played> <result line>` and the mean and largest think time,
for the benchmark's scoring.

The program's own rules may end the game or refuse a move the service's rules allow: its turn
limit (a draw after 140 moves), and its defender may not repeat a position (the service has
no repetition rule, docs/hnefatafl-rules.md). In TCP mode the program then exits; the adapter
replays the game into a second copy of the program on its standard input (the referee) to
learn why, records `<seat> stopped <reason> moves=N` and stops: `draw` (the turn limit),
`attacker_wins`/`defender_wins` (a win by its rules the service does not see), or
`refused <move>` (e.g. a repeated position by the defenders). A resignation is recorded
`<seat> stopped resigns`.
"""

import argparse
import ctypes
import signal
import socket
import subprocess
import sys
import tempfile
import time

PORT = 49152  # fixed by the program (its SERVER_PORT)


def die_with_parent() -> None:
    """Linux: the program gets SIGKILL when this adapter dies."""
    try:
        ctypes.CDLL("libc.so.6").prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except OSError:
        pass


def role_of(n: int) -> str:
    return "attacker" if n % 2 == 0 else "defender"


class Remote:
    """The program in TCP mode, playing one game."""

    def __init__(self, program: list[str], host: str, accept_secs: float) -> None:
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((host, PORT))
        listener.listen(1)
        listener.settimeout(accept_secs)
        self.stderr = tempfile.TemporaryFile(mode="w+")
        self.proc = subprocess.Popen(
            program + ["--host", host],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=self.stderr,
            preexec_fn=die_with_parent,
        )
        try:
            self.conn, _ = listener.accept()
        finally:
            listener.close()
        self.reader = self.conn.makefile("r", encoding="utf-8", newline="\n")
        self.seen = 0  # moves of the game the program knows

    def send(self, line: str) -> None:
        self.conn.sendall((line + "\n").encode())

    def generate(self, moves: list[str]) -> str:
        """Sends the moves the program has not seen and returns its answer, or raises
        RuntimeError when the program stopped."""
        try:
            for n in range(self.seen, len(moves)):
                origin, _, target = moves[n].partition("-")
                self.send(f"play {role_of(n)} {origin} {target}")
            self.seen = len(moves)
            self.send("generate_move")
            answer = self.reader.readline()
        except OSError as error:
            raise RuntimeError(f"the program went away: {error}") from error
        if answer == "":
            raise RuntimeError("the program went away")
        self.seen += 1
        return answer.strip()

    def why_stopped(self) -> str:
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.stderr.seek(0)
        lines = [line.strip() for line in self.stderr.read().splitlines() if line.strip()]
        return f"exit={self.proc.returncode} {lines[-1] if lines else ''}".strip()

    def close(self) -> None:
        try:
            self.conn.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def referee(program: str, moves: list[str]) -> str:
    """Replays the moves into the program on its standard input (its own rules, repetitions
    forbidden to the defenders as the AI's game has them) and says how its game ended."""
    proc = subprocess.Popen(
        [program],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        bufsize=1,
        preexec_fn=die_with_parent,
    )
    assert proc.stdin and proc.stdout

    def ask(command: str) -> tuple[bool, str]:
        assert proc.stdin and proc.stdout
        proc.stdin.write(command + "\n")
        proc.stdin.flush()
        while True:
            line = proc.stdout.readline()
            if line == "":
                return False, "the referee exited"
            line = line.rstrip("\n")
            if line.startswith("= ") or line == "=":
                return True, line[2:]
            if line.startswith("?"):
                return False, line[1:].strip()

    try:
        verdict = ""
        for n, move in enumerate(moves):
            origin, _, target = move.partition("-")
            ok, answer = ask(f"play {role_of(n)} {origin} {target}")
            if not ok:
                verdict = f"refused {role_of(n)} {move} at move {n + 1}: {answer}"
                break
        if not verdict:
            ok, answer = ask("final_status")
            verdict = answer.strip() if ok and answer.strip() else "unknown"
        return verdict
    finally:
        proc.kill()
        proc.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--program", default="hnefatafl-text-protocol")
    parser.add_argument("--ai", default="monte-carlo", choices=["monte-carlo", "basic"])
    parser.add_argument("--seconds", type=int, default=1, help="monte-carlo: seconds a move")
    parser.add_argument("--depth", type=int, default=None, help="basic: plies searched")
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (port 49152)")
    parser.add_argument("--result", default=None)
    args = parser.parse_args()
    program = [args.program, "--ai", args.ai]
    if args.ai == "monte-carlo":
        program += ["--seconds", str(args.seconds)]
    if args.depth is not None:
        program += ["--depth", str(args.depth)]

    def say(line: str) -> None:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    def record(line: str) -> None:
        if args.result:
            with open(args.result, "a", encoding="utf-8") as out:
                out.write(line + "\n")

    seat = "?"
    moves: list[str] = []
    legal: list[str] = []
    thinks: list[float] = []
    remote: Remote | None = None
    for raw in sys.stdin:
        line = raw.rstrip("\r\n")
        command, _, rest = line.partition(" ")
        if command == "protocol":
            say(f"id name hnefatafl-copenhagen {' '.join(program[1:])}")
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
                if remote is None:
                    remote = Remote(program, args.host, 30.0)
                answer = remote.generate(moves)
            except (RuntimeError, OSError) as error:
                why = remote.why_stopped() if remote else ""
                verdict = referee(args.program, moves)
                sys.stderr.write(f"copenhagen_engine: {error}; {why}; its rules: {verdict}\n")
                record(f"{seat} stopped {verdict} moves={len(moves)}")
                return 1
            # "play attacker a4 a1"
            words = answer.split()
            if len(words) == 4 and words[0] == "play" and words[2] == "resigns":
                record(f"{seat} stopped resigns moves={len(moves)}")
                return 1
            if len(words) != 4 or words[0] != "play":
                sys.stderr.write(f"copenhagen_engine: unusable answer {answer!r}\n")
                record(f"{seat} stopped answer {answer!r} moves={len(moves)}")
                return 1
            action = f"{words[2]}-{words[3]}"
            if action not in legal:
                sys.stderr.write(
                    f"copenhagen_engine: {action} is not legal here by the service's rules "
                    f"(a rule difference) after {len(moves)} moves: {' '.join(moves)}\n"
                )
                record(f"{seat} stopped illegal {action} moves={len(moves)}")
                return 1
            thinks.append(time.monotonic() - started)
            say(f"info think {thinks[-1]:.3f} s")
            say(f"bestmove {action}")
        elif command == "result":
            mean = sum(thinks) / len(thinks) if thinks else 0.0
            longest = max(thinks) if thinks else 0.0
            record(
                f"{seat} {rest} moves={len(moves)} think_mean={mean:.3f} "
                f"think_max={longest:.3f} thinks={len(thinks)}"
            )
        elif command == "quit":
            break
    if remote:
        remote.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
