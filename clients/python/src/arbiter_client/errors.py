"""The service's errors as typed exceptions.

Every error of the service is a gRPC status with a ``google.rpc.ErrorInfo`` detail (domain
``arbiter``) whose ``reason`` says what went wrong, from one list shared by every game
(docs/api-shape.md, "Errors"); RESOURCE_EXHAUSTED also carries a ``google.rpc.RetryInfo``, and a
call with ``accept-language`` metadata a ``google.rpc.LocalizedMessage`` (``localized``).
:func:`from_rpc_error` decodes them into a :class:`ServiceError` subclass chosen by reason
(or by status code when there is no ErrorInfo, as for a transport failure).
"""

from __future__ import annotations

from typing import Dict, Optional, Tuple, Type

import grpc
from google.rpc import error_details_pb2, status_pb2

#: The status codes after which the outcome of an acting call is unknown: it may or may not
#: have been applied. Retry it with the same request id (docs/clients.md, "Retries").
UNKNOWN_OUTCOME = frozenset(
    {grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED, grpc.StatusCode.CANCELLED}
)

DETAILS_KEY = "grpc-status-details-bin"


class ServiceError(Exception):
    """A call failed. ``code`` is the gRPC status code, ``reason`` the ErrorInfo reason (None
    without one), ``metadata`` the ErrorInfo metadata, ``retry_delay`` the RetryInfo delay in
    seconds (None without one), ``field_violations`` a BadRequest's (field, description)."""

    def __init__(
        self,
        code: grpc.StatusCode,
        message: str,
        reason: Optional[str] = None,
        metadata: Optional[Dict[str, str]] = None,
        retry_delay: Optional[float] = None,
        field_violations: Optional[list] = None,
    ) -> None:
        super().__init__("%s%s: %s" % (code.name, " / " + reason if reason else "", message))
        self.code = code
        self.message = message
        self.reason = reason
        self.metadata = dict(metadata or {})
        self.retry_delay = retry_delay
        self.field_violations = list(field_violations or [])
        # The sentence for people in the caller's language, (locale, message), from a
        # google.rpc.LocalizedMessage: sent when the call has ``accept-language`` metadata.
        self.localized: Optional[Tuple[str, str]] = None

    @property
    def unknown_outcome(self) -> bool:
        """Whether the call may or may not have been applied (retry it with its request id)."""
        return self.code in UNKNOWN_OUTCOME

    @property
    def retriable(self) -> bool:
        """Whether the same call may succeed later: an unknown outcome, or a refusal that ran
        nothing and says when to come back (RATE_LIMITED, or any RetryInfo)."""
        return self.unknown_outcome or self.reason == "RATE_LIMITED" or self.retry_delay is not None

    def metadata_int(self, key: str) -> Optional[int]:
        """An ErrorInfo metadata value as an integer (None when absent or not a number)."""
        value = self.metadata.get(key)
        try:
            return int(value) if value is not None else None
        except ValueError:
            return None


class InvalidArgument(ServiceError):
    """INVALID_ARGUMENT: a malformed field (INVALID_GAME_ID, INVALID_ACTION, MISSING_FIELD …)."""


class RequestIdReused(InvalidArgument):
    """REQUEST_ID_REUSED: the request id was used before with other arguments."""


class IllegalAction(ServiceError):
    """ILLEGAL_ACTION: the rules forbid it; ``rule`` is the engine's reason code."""

    @property
    def rule(self) -> Optional[str]:
        return self.metadata.get("rule")


class GameOver(ServiceError):
    """GAME_OVER: the game has ended."""


class RequestExpired(ServiceError):
    """REQUEST_EXPIRED: a retried request whose answer is no longer kept. ``applied_version``
    is set when it was applied (and made that version); otherwise ``expected_version`` and
    ``current_version`` say what the server knows (it may have been applied)."""

    @property
    def applied_version(self) -> Optional[int]:
        return self.metadata_int("applied_version")

    @property
    def expected_version(self) -> Optional[int]:
        return self.metadata_int("expected_version")

    @property
    def current_version(self) -> Optional[int]:
        return self.metadata_int("current_version")


class GameNotFound(ServiceError):
    """GAME_NOT_FOUND: no such game (unknown, expired, or another game's id)."""


class VersionAhead(ServiceError):
    """VERSION_AHEAD: WatchGame's from_version is beyond the game's version."""


class Unauthenticated(ServiceError):
    """UNAUTHENTICATED: no valid seat token."""


class PermissionDenied(ServiceError):
    """PERMISSION_DENIED: WRONG_SEAT, INVALID_INVITATION."""


class NotYourTurn(PermissionDenied):
    """NOT_YOUR_TURN: the token's seat is not the side to move."""


class VersionConflict(ServiceError):
    """VERSION_CONFLICT: the game is no longer at ``expected_version``."""


class ResourceExhausted(ServiceError):
    """RESOURCE_EXHAUSTED: REQUEST_TOO_LARGE, RESPONSE_TOO_LARGE (not worth retrying), or
    RATE_LIMITED (:class:`RateLimited`)."""


class RateLimited(ResourceExhausted):
    """RESOURCE_EXHAUSTED / RATE_LIMITED: nothing of the call ran; wait ``retry_delay``
    seconds (from RetryInfo), then retry."""


class Unavailable(ServiceError):
    """UNAVAILABLE (STORE_UNAVAILABLE, SHUTTING_DOWN, or the transport): retry, elsewhere."""


_BY_REASON: Dict[str, Type[ServiceError]] = {
    "REQUEST_ID_REUSED": RequestIdReused,
    "ILLEGAL_ACTION": IllegalAction,
    "GAME_OVER": GameOver,
    "REQUEST_EXPIRED": RequestExpired,
    "GAME_NOT_FOUND": GameNotFound,
    "VERSION_AHEAD": VersionAhead,
    "UNAUTHENTICATED": Unauthenticated,
    "NOT_YOUR_TURN": NotYourTurn,
    "VERSION_CONFLICT": VersionConflict,
    "RATE_LIMITED": RateLimited,
}

_BY_CODE: Dict[grpc.StatusCode, Type[ServiceError]] = {
    grpc.StatusCode.INVALID_ARGUMENT: InvalidArgument,
    grpc.StatusCode.NOT_FOUND: GameNotFound,
    grpc.StatusCode.UNAUTHENTICATED: Unauthenticated,
    grpc.StatusCode.PERMISSION_DENIED: PermissionDenied,
    grpc.StatusCode.ABORTED: VersionConflict,
    grpc.StatusCode.RESOURCE_EXHAUSTED: ResourceExhausted,
    grpc.StatusCode.UNAVAILABLE: Unavailable,
    grpc.StatusCode.OUT_OF_RANGE: VersionAhead,
}


def from_rpc_error(error: grpc.RpcError) -> ServiceError:
    """Decodes a failed call (``grpc.aio.AioRpcError`` or ``grpc.RpcError``) into a
    :class:`ServiceError`, reading the ``google.rpc.Status`` details from the trailers."""
    code = error.code() if callable(getattr(error, "code", None)) else grpc.StatusCode.UNKNOWN
    message = error.details() if callable(getattr(error, "details", None)) else str(error)
    reason = None
    metadata: Dict[str, str] = {}
    retry_delay = None
    violations = []
    localized = None
    trailers = error.trailing_metadata() if callable(getattr(error, "trailing_metadata", None)) else None
    for key, value in trailers or ():
        if key != DETAILS_KEY or not isinstance(value, bytes):
            continue
        status = status_pb2.Status()
        try:
            status.ParseFromString(value)
        except Exception:  # a malformed detail is no reason to hide the status itself
            break
        for detail in status.details:
            info = error_details_pb2.ErrorInfo()
            retry = error_details_pb2.RetryInfo()
            bad = error_details_pb2.BadRequest()
            words = error_details_pb2.LocalizedMessage()
            if detail.Unpack(info):
                reason, metadata = info.reason, dict(info.metadata)
            elif detail.Unpack(retry):
                retry_delay = retry.retry_delay.seconds + retry.retry_delay.nanos / 1e9
            elif detail.Unpack(bad):
                violations = [(v.field, v.description) for v in bad.field_violations]
            elif detail.Unpack(words):
                localized = (words.locale, words.message)
    cls = _BY_REASON.get(reason or "") or _BY_CODE.get(code, ServiceError)
    decoded = cls(code, message or "", reason, metadata, retry_delay, violations)
    decoded.localized = localized
    return decoded
