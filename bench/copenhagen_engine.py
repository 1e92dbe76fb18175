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
`refused <move>`, or `crashed` (the program panicked). A resignation is recorded
`<seat> stopped resigns`.

The program's defenders may not recreate an earlier board; the service has no such rule. So
the AI is never given the game as played but the game with every cycle of an even number of
moves back to an earlier board cut out (found by a third copy of the program, with
--repeat-moves, that tells the board after each move): the same position and side to move,
no board twice. When a cut changes what the program has been told, it is started afresh
with the new history (its AIs keep nothing between moves). Its turn limit is applied by the
adapter to the game as played: the 142nd move is not asked for, the game is recorded
`stopped draw` (a game of repetitions would otherwise never end: the service has no
repetition rule and no move limit). Near the limit its Monte Carlo playouts are shortened (see `with_depth`).
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
TURN_LIMIT = 140  # its MAX_TURNS: a move made after this many is a draw


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
        self.command = program
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
        self.known: list[str] = []  # the moves of the program's game

    def send(self, line: str) -> None:
        self.conn.sendall((line + "\n").encode())

    def generate(self, moves: list[str]) -> str:
        """Sends the moves the program has not seen (`known` must be a prefix of `moves`) and
        returns its answer, or raises RuntimeError when the program stopped."""
        try:
            for n in range(len(self.known), len(moves)):
                origin, _, target = moves[n].partition("-")
                self.send(f"play {role_of(n)} {origin} {target}")
            self.known = list(moves)
            self.send("generate_move")
            answer = self.reader.readline()
        except OSError as error:
            raise RuntimeError(f"the program went away: {error}") from error
        if answer == "":
            raise RuntimeError("the program went away")
        words = answer.split()
        if len(words) == 4:
            self.known.append(f"{words[2]}-{words[3]}")
        return answer.strip()

    def why_stopped(self) -> str:
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.stderr.seek(0)
        lines = [line.strip() for line in self.stderr.read().splitlines() if line.strip()]
        panic = [i for i, line in enumerate(lines) if "panicked" in line or line.startswith("Error")]
        shown = " ".join(lines[panic[0] : panic[0] + 2]) if panic else (lines[-1] if lines else "")
        return f"exit={self.proc.returncode} {shown}".strip()

    def close(self) -> None:
        try:
            self.conn.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class Tracker:
    """The program on its standard input with --repeat-moves (no repetition rule), following
    the game with its cycles cut out (see `Tracker.reduced`) and telling the board after each
    move (`show_board_open_tafl`)."""

    def __init__(self, program: str) -> None:
        self.program = program
        self.start()
        self.initial = self.ask("show_board_open_tafl")
        self.consumed = 0  # moves of the game followed so far
        # The game with its cycles cut: each move with the board after it.
        self.stack: list[tuple[str, str]] = []

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [self.program, "--repeat-moves"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
            preexec_fn=die_with_parent,
        )

    def ask(self, command: str) -> str:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise RuntimeError(f"the tracker exited during {command!r}")
            line = line.rstrip("\n")
            if line.startswith("= ") or line == "=":
                return line[2:].strip()
            if line.startswith("?"):
                raise RuntimeError(f"the tracker refused {command!r}: {line}")

    def play(self, n: int, move: str) -> None:
        origin, _, target = move.partition("-")
        self.ask(f"play {role_of(n)} {origin} {target}")

    def reduced(self, moves: list[str]) -> list[str]:
        """The game's moves with every cycle of an even number of moves that comes back to an
        earlier board cut out: the same position, the same side to move, and no board twice
        (a cycle of an odd number of moves cannot be cut and is left in). The tracker's own
        game is that history too, so its turn limit counts the same moves as the AI's."""
        for move in moves[self.consumed :]:
            self.consumed += 1
            self.play(len(self.stack), move)
            board = self.ask("show_board_open_tafl")
            boards = [self.initial] + [b for _, b in self.stack]
            self.stack.append((move, board))
            cut = next(
                (p for p in range(len(boards)) if boards[p] == board and (len(boards) - p) % 2 == 0),
                None,
            )
            if cut is not None:
                del self.stack[cut:]
                self.close()
                self.start()
                for n, (earlier, _) in enumerate(self.stack):
                    self.play(n, earlier)
        return [move for move, _ in self.stack]

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()


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
    elif args.depth is not None:
        program += ["--depth", str(args.depth)]

    def with_depth(history: list[str]) -> list[str]:
        """The program's command for a move after `history`. Its Monte Carlo playouts
        (--depth moves, 20 by default) must not pass its turn limit: a playout that reaches
        it stops the program (`unreachable!` on a draw), so near the end they are shortened
        to end at the limit."""
        if args.ai != "monte-carlo":
            return program
        depth = min(args.depth or 20, max(1, TURN_LIMIT + 1 - len(history)))
        return program + ["--depth", str(depth)]

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
    tracker: Tracker | None = None
    restarts = 0
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
            history = moves
            if len(moves) > TURN_LIMIT:
                # Its turn limit, counted on the game as played: the service has none, and
                # with the cycles cut (below) the program itself would never reach it in a
                # game of repetitions.
                sys.stderr.write(f"copenhagen_engine: {len(moves)} moves: its turn limit, a draw\n")
                record(f"{seat} stopped draw moves={len(moves)} (the turn limit)")
                return 1
            try:
                if tracker is None:
                    tracker = Tracker(args.program)
                history = tracker.reduced(moves)
                command = with_depth(history)
                if remote is not None and remote.known != history[: len(remote.known)]:
                    # A cycle was cut: the program's game is not a prefix any more.
                    remote.close()
                    remote = None
                    restarts += 1
                if remote is not None and remote.command != command:
                    remote.close()
                    remote = None
                if remote is None:
                    remote = Remote(command, args.host, 30.0)
                answer = remote.generate(history)
            except (RuntimeError, OSError) as error:
                why = remote.why_stopped() if remote else ""
                verdict = referee(args.program, history)
                sys.stderr.write(f"copenhagen_engine: {error}; {why}; its rules: {verdict}\n")
                sys.stderr.write(f"copenhagen_engine: the moves: {' '.join(moves)}\n")
                if "panicked" in why:
                    verdict = "crashed"
                record(f"{seat} stopped {verdict} moves={len(moves)} ({why})")
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
                f"{seat} result {rest} moves={len(moves)} think_mean={mean:.3f} "
                f"think_max={longest:.3f} thinks={len(thinks)} cycles_cut={restarts}"
            )
        elif command == "quit":
            break
    if remote:
        remote.close()
    if tracker:
        tracker.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
