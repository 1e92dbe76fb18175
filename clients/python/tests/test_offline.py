"""Tests that need no server: error decoding, back-off, the clock model's arithmetic."""

import random
import unittest

import grpc
from google.protobuf import any_pb2, duration_pb2
from google.rpc import error_details_pb2, status_pb2

import arbiter_client as hc
from arbiter_client import HNEFATAFL, Backoff, ClockModel


def rpc_error(code, message, *details):
    status = status_pb2.Status(code=code.value[0], message=message)
    for detail in details:
        packed = any_pb2.Any()
        packed.Pack(detail)
        status.details.append(packed)
    trailers = grpc.aio.Metadata(("grpc-status-details-bin", status.SerializeToString()))
    return grpc.aio.AioRpcError(code, grpc.aio.Metadata(), trailers, message)


class Decoding(unittest.TestCase):
    def test_rate_limited_with_retry_info(self):
        error = hc.from_rpc_error(
            rpc_error(
                grpc.StatusCode.RESOURCE_EXHAUSTED,
                "slow down",
                error_details_pb2.ErrorInfo(reason="RATE_LIMITED", domain="arbiter", metadata={"limit": "calls_per_seat"}),
                error_details_pb2.RetryInfo(retry_delay=duration_pb2.Duration(seconds=1, nanos=250_000_000)),
            )
        )
        self.assertIsInstance(error, hc.RateLimited)
        self.assertEqual(error.retry_delay, 1.25)
        self.assertEqual(error.metadata["limit"], "calls_per_seat")
        self.assertTrue(error.retriable)
        self.assertFalse(error.unknown_outcome)

    def test_localized_message(self):
        error = hc.from_rpc_error(
            rpc_error(grpc.StatusCode.PERMISSION_DENIED, "it is not your turn",
                      error_details_pb2.ErrorInfo(reason="NOT_YOUR_TURN", domain="arbiter"),
                      error_details_pb2.LocalizedMessage(locale="ru", message="Сейчас не ваш ход: дождитесь хода соперника."))
        )
        self.assertEqual(error.localized, ("ru", "Сейчас не ваш ход: дождитесь хода соперника."))
        self.assertEqual(error.message, "it is not your turn")
        plain = hc.from_rpc_error(
            rpc_error(grpc.StatusCode.RESOURCE_EXHAUSTED, "too large",
                      error_details_pb2.ErrorInfo(reason="REQUEST_TOO_LARGE", domain="arbiter"))
        )
        self.assertIsNone(plain.localized)

    def test_request_too_large_is_not_retried(self):
        error = hc.from_rpc_error(
            rpc_error(grpc.StatusCode.RESOURCE_EXHAUSTED, "too large",
                      error_details_pb2.ErrorInfo(reason="REQUEST_TOO_LARGE", domain="arbiter"))
        )
        self.assertIsInstance(error, hc.ResourceExhausted)
        self.assertNotIsInstance(error, hc.RateLimited)
        self.assertFalse(error.retriable)

    def test_request_expired_metadata_and_bad_request(self):
        error = hc.from_rpc_error(
            rpc_error(grpc.StatusCode.FAILED_PRECONDITION, "expired",
                      error_details_pb2.ErrorInfo(reason="REQUEST_EXPIRED", metadata={"applied_version": "17"}),
                      error_details_pb2.BadRequest(field_violations=[
                          error_details_pb2.BadRequest.FieldViolation(field="request_id", description="old")]))
        )
        self.assertIsInstance(error, hc.RequestExpired)
        self.assertEqual(error.applied_version, 17)
        self.assertIsNone(error.current_version)
        self.assertEqual(error.field_violations, [("request_id", "old")])

    def test_a_transport_failure_without_details_is_typed_by_its_code(self):
        error = hc.from_rpc_error(
            grpc.aio.AioRpcError(grpc.StatusCode.UNAVAILABLE, grpc.aio.Metadata(), grpc.aio.Metadata(), "gone")
        )
        self.assertIsInstance(error, hc.Unavailable)
        self.assertIsNone(error.reason)
        self.assertTrue(error.unknown_outcome and error.retriable)


class BackingOff(unittest.TestCase):
    def test_delays_grow_to_the_cap_with_jitter_and_retry_info_wins(self):
        backoff = Backoff(initial=0.1, maximum=1.0, rng=random.Random(3))
        for attempt, ceiling in ((1, 0.1), (2, 0.2), (3, 0.4), (5, 1.0), (30, 1.0)):
            delays = [backoff.delay(attempt) for _ in range(50)]
            self.assertTrue(all(0 <= d <= ceiling for d in delays), (attempt, max(delays)))
            self.assertGreater(max(delays), ceiling / 2)
        limited = hc.RateLimited(grpc.StatusCode.RESOURCE_EXHAUSTED, "", "RATE_LIMITED", retry_delay=0.7)
        self.assertEqual(backoff.delay(1, limited), 0.7)


class Clock(unittest.TestCase):
    def game(self, **clock):
        pb = HNEFATAFL.pb
        sides = [pb.SideClock(side=pb.SIDE_ATTACKERS, remaining_ms=50_000),
                 pb.SideClock(side=pb.SIDE_DEFENDERS, remaining_ms=40_000)]
        return pb.Game(version=5, server_time_ms=1_000_000, deadline_ms=1_040_000,
                       clock=pb.Clock(sides=sides, running=pb.SIDE_DEFENDERS, taken_at_ms=1_000_000, **clock))

    def test_only_the_running_side_counts_down_from_arrival(self):
        pb = HNEFATAFL.pb
        clock = ClockModel(self.game(turn_started_ms=995_000), received_at=10.0, now=lambda: 10.0)
        self.assertEqual(clock.remaining_ms(pb.SIDE_DEFENDERS), 40_000)
        self.assertEqual(clock.remaining_ms(pb.SIDE_DEFENDERS, at=13.5), 36_500)
        self.assertEqual(clock.remaining_ms(pb.SIDE_ATTACKERS, at=13.5), 50_000)
        self.assertEqual(clock.remaining_ms(pb.SIDE_DEFENDERS, at=100.0), 0)
        self.assertEqual(clock.until_deadline_ms(at=15.0), 35_000)

    def test_a_simple_delay_is_not_charged(self):
        pb = HNEFATAFL.pb
        control = pb.TimeControl(delay=pb.SimpleDelay(initial_ms=60_000, delay_ms=5_000))
        # The turn started 1 s before the state was taken: 4 s of delay are left.
        clock = ClockModel(self.game(turn_started_ms=999_000, time_control=control), received_at=0.0, now=lambda: 0.0)
        self.assertEqual(clock.remaining_ms(pb.SIDE_DEFENDERS, at=3.0), 40_000)
        self.assertEqual(clock.remaining_ms(pb.SIDE_DEFENDERS, at=6.0), 38_000)


if __name__ == "__main__":
    unittest.main()


class _Recording:
    """A client that records its acting calls instead of sending them."""

    def __init__(self, kind):
        self.pb = kind.pb
        self.calls = []

    async def _act(self, method, request, token):
        self.calls.append((method, request, token))
        return getattr(self.pb, method + "Response")()


class Takebacks(unittest.IsolatedAsyncioTestCase):
    async def test_propose_and_answer_send_the_seats_requests(self):
        client = _Recording(HNEFATAFL)
        seat = hc.SeatClient(client, "g1", "tok")
        await seat.propose_takeback(expected_version=7)
        await seat.answer_takeback(True, request_id="r1")
        await seat.answer_takeback(False)
        (m1, r1, t1), (m2, r2, t2), (m3, r3, _) = client.calls
        self.assertEqual((m1, m2, m3), ("ProposeTakeback", "AnswerTakeback", "AnswerTakeback"))
        self.assertIsInstance(r1, HNEFATAFL.pb.ProposeTakebackRequest)
        self.assertEqual((r1.game_id, r1.expected_version, t1), ("g1", 7, "tok"))
        self.assertTrue(r1.request_id, "a fresh request id")
        self.assertEqual((r2.accept, r2.request_id, r2.HasField("expected_version"), t2), (True, "r1", False, "tok"))
        self.assertFalse(r3.accept)
        self.assertNotEqual(r3.request_id, r1.request_id)
