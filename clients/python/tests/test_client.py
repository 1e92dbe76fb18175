"""Tests of the client against a real server.

    ARBITER_ADDR=127.0.0.1:50051 python3 -m unittest discover -s clients/python/tests -v

ARBITER_ADDR is a server with its rate limits off (`arbiter --rate-limit-calls-per-sec 0
--rate-limit-new-games-per-min 0 --rate-limit-seat-calls-per-sec 0`); ARBITER_LIMITED_ADDR
(optional for a manual run, given by tests/clients/python_client.rs) one that allows 2 calls per
second per address. tests/clients/python_client.rs starts both and runs these tests.
"""

import asyncio
import os
import random
import unittest

import grpc

import arbiter_client as hc
from arbiter_client import CHESS_FOOTBALL, HANNIBALL, HNEFATAFL, Backoff, Client, ClockModel

ADDR = os.environ.get("ARBITER_ADDR")
LIMITED_ADDR = os.environ.get("ARBITER_LIMITED_ADDR")
if not ADDR:
    raise SystemExit("set ARBITER_ADDR to the address of a running server (see this file's docstring)")

# Waits are generous: the machine running the tests may be loaded.
LIMIT = 120.0
FAST = Backoff(initial=0.05, maximum=0.5)


def random_choice(rng):
    def choose(game, legal):
        return rng.choice(legal.actions).notation if legal.actions else None

    return choose


class LostAnswer(grpc.aio.UnaryUnaryClientInterceptor):
    """Lets the first `count` calls of `method` reach the server, then throws their answers
    away and fails them with UNAVAILABLE, as a connection lost after the server acted would."""

    def __init__(self, method, count=1):
        self.method = method
        self.count = count
        self.dropped = 0

    async def intercept_unary_unary(self, continuation, details, request):
        call = await continuation(details, request)
        name = details.method.decode() if isinstance(details.method, bytes) else details.method
        if name.endswith("/" + self.method) and self.dropped < self.count:
            await call  # the server has acted
            self.dropped += 1
            raise grpc.aio.AioRpcError(
                grpc.StatusCode.UNAVAILABLE, grpc.aio.Metadata(), grpc.aio.Metadata(), "answer lost (test)"
            )
        return call


class Counted(grpc.aio.UnaryUnaryClientInterceptor):
    """Counts the unary calls a client makes, by method name."""

    def __init__(self):
        self.calls = {}

    async def intercept_unary_unary(self, continuation, details, request):
        name = details.method.decode() if isinstance(details.method, bytes) else details.method
        method = name.rsplit("/", 1)[-1]
        self.calls[method] = self.calls.get(method, 0) + 1
        return await continuation(details, request)


class Proxy:
    """A TCP proxy on a free loopback port to `target`; `sever()` drops every connection (a
    network break) while new ones are still accepted."""

    def __init__(self, target):
        host, port = target.rsplit(":", 1)
        self.host, self.port = host, int(port)
        self.writers = set()

    async def start(self):
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.addr = "127.0.0.1:%d" % self.server.sockets[0].getsockname()[1]
        return self

    async def _serve(self, reader, writer):
        try:
            up_reader, up_writer = await asyncio.open_connection(self.host, self.port)
        except (OSError, asyncio.CancelledError):
            writer.close()
            return
        self.writers.update((writer, up_writer))

        async def pipe(src, dst):
            try:
                while True:
                    data = await src.read(65536)
                    if not data:
                        break
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                dst.close()

        try:
            await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))
        except asyncio.CancelledError:
            pass

    def sever(self):
        for writer in list(self.writers):
            transport = writer.transport
            if transport is not None:
                transport.abort()
        self.writers.clear()

    async def stop(self):
        self.sever()
        self.server.close()
        await self.server.wait_closed()


class FullGames(unittest.IsolatedAsyncioTestCase):
    """Two seats of one client play a whole game of each kind through the server."""

    async def play_out(self, kind, stop_at):
        counted = Counted()
        async with Client(ADDR, kind, backoff=FAST, interceptors=[counted]) as client:
            created = await client.new_game()
            game_id = created.game.game_id
            tokens = kind.tokens(created)
            first, second = kind.seats
            a = client.seat(game_id, tokens[first.name])
            b = client.seat(game_id, tokens[second.name])
            rng = random.Random(7)
            games = await asyncio.wait_for(
                asyncio.gather(
                    a.play(first.name, random_choice(rng), stop_at=stop_at),
                    b.play(second.name, random_choice(rng), stop_at=stop_at),
                ),
                LIMIT,
            )
            now = await client.get_game(game_id)
            if kind.ongoing(now):
                # Long enough: the seat to move resigns, and the game is over.
                mover = a if kind.to_move(now) == first else b
                answer = await mover.resign(expected_version=now.version)
                self.assertFalse(kind.ongoing(answer.game))
                now = answer.game
            history = await client.history(game_id)
            played = a.actions + b.actions
            # The watch brings each seat its legal actions: no LegalActions call per turn.
            self.assertEqual(counted.calls.get("LegalActions", 0), 0, counted.calls)
            self.assertGreaterEqual(counted.calls.get("ApplyAction", 0), played, counted.calls)
            self.assertGreater(a.actions, 0)
            self.assertGreater(b.actions, 0)
            self.assertEqual(len(kind.history_actions(history)), played, "every action once in the history")
            self.assertGreaterEqual(now.version, 1 + played)
            self.assertFalse(kind.ongoing(now))
            self.assertTrue(all(g is not None for g in games))

    async def test_hanniball(self):
        await self.play_out(HANNIBALL, stop_at=80)

    async def test_hnefatafl(self):
        await self.play_out(HNEFATAFL, stop_at=80)

    async def test_chess_football(self):
        await self.play_out(CHESS_FOOTBALL, stop_at=80)


class ExactlyOnce(unittest.IsolatedAsyncioTestCase):
    async def test_a_lost_answer_is_retried_with_the_same_request_id_and_applied_once(self):
        lost = LostAnswer("ApplyAction")
        async with Client(ADDR, HNEFATAFL, backoff=FAST, interceptors=[lost]) as client:
            created = await client.new_game()
            game_id = created.game.game_id
            seat = client.seat(game_id, HNEFATAFL.tokens(created)["attackers"])
            legal = await client.legal_actions(game_id)
            answer = await seat.act(legal.actions[0].notation, expected_version=1)
            self.assertEqual(lost.dropped, 1)
            self.assertEqual(client.stats.retries, 1)
            self.assertEqual(answer.game.version, 2, "the retry got the first call's answer")
            self.assertTrue(answer.HasField("result"))
            history = await client.history(game_id)
            self.assertEqual(len(HNEFATAFL.history_actions(history)), 1, "applied once")
            self.assertEqual((await client.get_game(game_id)).version, 2)

    async def test_without_retries_the_unknown_outcome_is_an_error(self):
        lost = LostAnswer("ApplyAction")
        async with Client(ADDR, HNEFATAFL, max_attempts=1, interceptors=[lost]) as client:
            created = await client.new_game()
            seat = client.seat(created.game.game_id, HNEFATAFL.tokens(created)["attackers"])
            legal = await client.legal_actions(created.game.game_id)
            with self.assertRaises(hc.Unavailable) as raised:
                await seat.act(legal.actions[0].notation, expected_version=1)
            self.assertTrue(raised.exception.unknown_outcome)


class OpenSeats(unittest.IsolatedAsyncioTestCase):
    async def test_an_invitation_is_exchanged_for_the_seat_once_and_the_seat_plays(self):
        pb = HNEFATAFL.pb
        async with Client(ADDR, HNEFATAFL, max_attempts=1) as client:
            created = await client.new_game(open_seats=[pb.SIDE_DEFENDERS])
            game_id = created.game.game_id
            tokens = HNEFATAFL.tokens(created)
            self.assertEqual(tokens["defenders"], "", "the open seat's token is not handed out")
            (invitation,) = created.invitations
            self.assertEqual(invitation.side, pb.SIDE_DEFENDERS)
            defenders = await client.join(game_id, invitation.code, expected_version=1)
            self.assertEqual(defenders.side, pb.SIDE_DEFENDERS)
            self.assertTrue(defenders.token)
            with self.assertRaises(hc.ServiceError) as e:
                await client.join(game_id, invitation.code)
            self.assertEqual(e.exception.reason, "INVITATION_USED")
            attackers = client.seat(game_id, tokens["attackers"])
            legal = await client.legal_actions(game_id)
            await attackers.act(legal.actions[0].notation, expected_version=2)
            legal = await client.legal_actions(game_id)
            answer = await defenders.act(legal.actions[0].notation, expected_version=3)
            self.assertEqual(answer.game.version, 4)


class Errors(unittest.IsolatedAsyncioTestCase):
    async def test_error_details_become_typed_exceptions(self):
        async with Client(ADDR, HANNIBALL, max_attempts=1) as client:
            created = await client.new_game()
            game_id = created.game.game_id
            tokens = HANNIBALL.tokens(created)
            white = client.seat(game_id, tokens["white"])
            black = client.seat(game_id, tokens["black"])
            legal = await client.legal_actions(game_id)
            step = legal.actions[0].notation

            with self.assertRaises(hc.VersionConflict) as e:
                await white.act(step, expected_version=5)
            self.assertEqual(e.exception.reason, "VERSION_CONFLICT")
            self.assertEqual(e.exception.code, grpc.StatusCode.ABORTED)

            with self.assertRaises(hc.NotYourTurn):
                await black.act(step, expected_version=1)

            with self.assertRaises(hc.IllegalAction) as e:
                await white.act("b4-b9", expected_version=1)
            self.assertEqual(e.exception.rule, "CANNOT_MOVE_THERE", "ILLEGAL_ACTION carries the engine's rule")

            with self.assertRaises(hc.InvalidArgument) as e:
                await white.act("a1-a2", expected_version=1)
            self.assertEqual(e.exception.reason, "INVALID_ACTION")

            with self.assertRaises(hc.Unauthenticated):
                await client.seat(game_id, "not-a-token").act(step)

            await white.act(step, expected_version=1, request_id="py-test-reuse")
            with self.assertRaises(hc.RequestIdReused):
                await white.act("end", expected_version=2, request_id="py-test-reuse")

            with self.assertRaises(hc.GameNotFound) as e:
                await client.get_game("A" * 22)
            self.assertEqual(e.exception.reason, "GAME_NOT_FOUND")

            with self.assertRaises(hc.InvalidArgument) as e:
                await client.get_game("not an id")
            self.assertEqual(e.exception.reason, "INVALID_GAME_ID")

    @unittest.skipUnless(LIMITED_ADDR, "ARBITER_LIMITED_ADDR (a rate-limited server) not given")
    async def test_rate_limited_calls_wait_for_retry_info_and_go_through(self):
        async with Client(LIMITED_ADDR, HANNIBALL, max_attempts=1) as strict:
            created = await strict.new_game()
            game_id = created.game.game_id
            refused = None
            for _ in range(20):
                try:
                    await strict.get_game(game_id)
                except hc.RateLimited as e:
                    refused = e
                    break
            self.assertIsNotNone(refused, "a burst of calls is limited")
            self.assertEqual(refused.reason, "RATE_LIMITED")
            self.assertEqual(refused.code, grpc.StatusCode.RESOURCE_EXHAUSTED)
            self.assertIsNotNone(refused.retry_delay)
            self.assertGreater(refused.retry_delay, 0)
        async with Client(LIMITED_ADDR, HANNIBALL, max_attempts=None) as patient:
            for _ in range(8):
                game = await asyncio.wait_for(patient.get_game(game_id), LIMIT)
                self.assertEqual(game.game_id, game_id)
            self.assertGreater(patient.stats.retries, 0, "it waited for RetryInfo at least once")


class Following(unittest.IsolatedAsyncioTestCase):
    async def test_a_broken_watch_resumes_from_the_last_version_without_loss_or_repeat(self):
        proxy = await Proxy(ADDR).start()
        try:
            async with Client(ADDR, HNEFATAFL, backoff=FAST) as actor, Client(
                proxy.addr, HNEFATAFL, backoff=FAST
            ) as watcher:
                created = await actor.new_game()
                game_id = created.game.game_id
                tokens = HNEFATAFL.tokens(created)
                seats = {s.side: actor.seat(game_id, tokens[s.name]) for s in HNEFATAFL.seats}
                seen = []
                moves = 8

                async def watch():
                    async for update in watcher.follow(game_id):
                        seen.append((update.game.version, update.snapshot))
                        if update.game.version >= 1 + moves:
                            return

                task = asyncio.create_task(watch())
                await self.wait_until(lambda: seen)  # the snapshot at version 1
                for i in range(moves):
                    game = await actor.get_game(game_id)
                    legal = await actor.legal_actions(game_id)
                    await seats[game.side_to_move].act(legal.actions[0].notation, expected_version=game.version)
                    if i == moves // 2:
                        await self.wait_until(lambda: seen and seen[-1][0] == game.version + 1)
                        proxy.sever()
                await asyncio.wait_for(task, LIMIT)
                versions = [v for v, _ in seen]
                self.assertEqual(versions, list(range(1, 2 + moves)), "consecutive, none lost, none twice: %s" % seen)
                self.assertTrue(seen[0][1], "a snapshot first")
                self.assertGreaterEqual(watcher.stats.reconnects, 1, "the watch was reopened")
        finally:
            await proxy.stop()

    async def wait_until(self, condition):
        loop = asyncio.get_running_loop()
        end = loop.time() + LIMIT
        while not condition():
            self.assertLess(loop.time(), end, "timed out")
            await asyncio.sleep(0.02)

    async def test_following_from_a_version_yields_only_later_changes(self):
        async with Client(ADDR, CHESS_FOOTBALL) as client:
            created = await client.new_game()
            game_id = created.game.game_id
            tokens = CHESS_FOOTBALL.tokens(created)
            for _ in range(3):
                game = await client.get_game(game_id)
                seat = client.seat(game_id, tokens[CHESS_FOOTBALL.to_move(game).name])
                legal = await client.legal_actions(game_id)
                await seat.act(legal.actions[0].notation, expected_version=game.version)
            updates = []
            async for update in client.follow(game_id, from_version=2):
                updates.append(update)
                if update.game.version == 4:
                    break
            self.assertEqual([u.game.version for u in updates], [3, 4])
            self.assertTrue(all(not u.snapshot for u in updates))
            self.assertEqual(updates[0].event.version, 3)


class Clocks(unittest.IsolatedAsyncioTestCase):
    async def test_the_clock_model_counts_the_running_side_down_from_the_servers_values(self):
        pb = HNEFATAFL.pb
        control = pb.TimeControl(fischer=pb.Fischer(initial_ms=60_000, increment_ms=0))
        async with Client(ADDR, HNEFATAFL) as client:
            created = await client.new_game(time_control=control)
            game_id = created.game.game_id
            seat = client.seat(game_id, HNEFATAFL.tokens(created)["attackers"])
            legal = await client.legal_actions(game_id)
            answer = await seat.act(legal.actions[0].notation, expected_version=1)
            game = answer.game
            self.assertTrue(game.HasField("clock"))
            clock = ClockModel(game, received_at=100.0, now=lambda: 100.0)
            running = game.clock.running
            self.assertEqual(running, pb.SIDE_DEFENDERS)
            at_receipt = clock.remaining_ms(running)
            self.assertLessEqual(at_receipt, 60_000)
            self.assertGreater(at_receipt, 0)
            self.assertEqual(clock.remaining_ms(running, at=110.0), max(0, at_receipt - 10_000))
            self.assertEqual(clock.remaining_ms(running, at=1_000.0), 0, "never below 0")
            self.assertEqual(clock.remaining_ms(pb.SIDE_ATTACKERS, at=110.0), clock.remaining_ms(pb.SIDE_ATTACKERS))
            self.assertEqual(clock.until_deadline_ms(), game.deadline_ms - game.server_time_ms)
            self.assertEqual(clock.server_now_ms(at=101.5), game.server_time_ms + 1_500)

    def test_a_game_without_a_clock_has_no_times(self):
        game = HANNIBALL.pb.Game(version=3)
        clock = ClockModel(game)
        self.assertIsNone(clock.remaining_ms(HANNIBALL.pb.SIDE_WHITE))
        self.assertIsNone(clock.until_deadline_ms())


if __name__ == "__main__":
    unittest.main()
