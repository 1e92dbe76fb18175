"""An asyncio client of one game's service (grpcio's ``grpc.aio``), with the helpers every
client needs: following a game with automatic resume, acting exactly once with request ids
and ``expected_version``, back-off, and typed errors. docs/clients.md explains the rules
these helpers follow; the API reference is docs/api/."""

from __future__ import annotations

import asyncio
import inspect
import random
import uuid
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Awaitable, Callable, List, Optional, Sequence, Union

import grpc

from .errors import (
    UNKNOWN_OUTCOME,
    GameOver,
    NotYourTurn,
    RequestExpired,
    ServiceError,
    VersionConflict,
    from_rpc_error,
)
from .games import KINDS, GameKind

def new_request_id() -> str:
    """A fresh request id (1 to 128 printable ASCII characters, unique per request)."""
    return "py-" + uuid.uuid4().hex


@dataclass
class Backoff:
    """Exponential back-off with full jitter: attempt n waits a random time up to
    ``min(maximum, initial * multiplier ** (n - 1))`` seconds. A ``RetryInfo`` from the
    server (RESOURCE_EXHAUSTED) overrides it: the wait is then exactly its delay."""

    initial: float = 0.1
    maximum: float = 5.0
    multiplier: float = 2.0
    rng: random.Random = field(default_factory=random.Random)

    def delay(self, attempt: int, error: Optional[ServiceError] = None) -> float:
        if error is not None and error.retry_delay is not None:
            return error.retry_delay
        ceiling = min(self.maximum, self.initial * self.multiplier ** max(0, attempt - 1))
        return self.rng.uniform(0, ceiling)


@dataclass
class Stats:
    """What the client had to do: retried calls and reopened watches."""

    retries: int = 0
    reconnects: int = 0


@dataclass
class Update:
    """One message of a followed game: ``game`` is the state after it; ``event`` the change
    (a ``GameEvent``), None for a snapshot (the first message, or after skipped changes).
    ``legal_actions``: with ``follow(..., legal_actions=True)``, the seat's legal actions when
    the seat is to move after this message (empty otherwise)."""

    game: Any
    event: Optional[Any] = None
    legal_actions: Sequence[Any] = ()

    @property
    def snapshot(self) -> bool:
        return self.event is None


class Client:
    """A client of one game's service at ``targets`` (``"host:port"`` or a list of them: on
    UNAVAILABLE it moves to the next). Use ``async with Client(...) as client``.

    ``max_attempts`` bounds the tries of one call (the first and its retries; None: no
    bound), ``timeout`` is each call's deadline in seconds. ``channel_options`` and
    ``interceptors`` go to ``grpc.aio.insecure_channel``; pass ``credentials`` for TLS.
    """

    def __init__(
        self,
        targets: Union[str, Sequence[str]],
        kind: Union[GameKind, str],
        *,
        timeout: float = 10.0,
        max_attempts: Optional[int] = 8,
        backoff: Optional[Backoff] = None,
        credentials: Optional[grpc.ChannelCredentials] = None,
        channel_options: Optional[Sequence[Any]] = None,
        interceptors: Optional[Sequence[Any]] = None,
    ) -> None:
        self.kind = KINDS[kind] if isinstance(kind, str) else kind
        self.pb = self.kind.pb
        self.targets: List[str] = [targets] if isinstance(targets, str) else list(targets)
        if not self.targets:
            raise ValueError("no target address given")
        self.timeout = timeout
        self.max_attempts = max_attempts
        self.backoff = backoff or Backoff()
        self.stats = Stats()
        self._credentials = credentials
        self._options = list(channel_options or [])
        self._interceptors = list(interceptors or [])
        self._index = 0
        self._channel: Optional[grpc.aio.Channel] = None
        self.stub: Any = None
        self._open()

    def _open(self) -> None:
        target = self.targets[self._index % len(self.targets)]
        if self._credentials is not None:
            self._channel = grpc.aio.secure_channel(
                target, self._credentials, self._options, interceptors=self._interceptors
            )
        else:
            self._channel = grpc.aio.insecure_channel(
                target, self._options, interceptors=self._interceptors
            )
        self.stub = self.kind.stub(self._channel)

    async def _fail_over(self) -> None:
        """Moves to the next target (when there is more than one)."""
        if len(self.targets) < 2:
            return
        old = self._channel
        self._index += 1
        self._open()
        if old is not None:
            await old.close(grace=None)

    async def close(self) -> None:
        if self._channel is not None:
            await self._channel.close()

    async def __aenter__(self) -> "Client":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()

    # ---- calls ---------------------------------------------------------------------------

    async def _once(self, method: str, request: Any, token: Optional[str]) -> Any:
        metadata = (("authorization", "Bearer " + token),) if token else None
        try:
            return await getattr(self.stub, method)(request, metadata=metadata, timeout=self.timeout)
        except grpc.RpcError as e:
            raise from_rpc_error(e) from None

    async def _retrying(self, method: str, request: Any, token: Optional[str], unknown_outcome: bool = True) -> Any:
        """Calls ``method``, retrying with back-off what may succeed later (the same request,
        so an acting call keeps its request id): rate-limit refusals, and unless
        ``unknown_outcome`` is False (a call that must not run twice) unknown outcomes."""
        attempt = 0
        while True:
            attempt += 1
            try:
                return await self._once(method, request, token)
            except ServiceError as e:
                again = e.retriable and (unknown_outcome or not e.unknown_outcome)
                if not again or (self.max_attempts is not None and attempt >= self.max_attempts):
                    raise
                self.stats.retries += 1
                if e.code in UNKNOWN_OUTCOME and e.code != grpc.StatusCode.DEADLINE_EXCEEDED:
                    await self._fail_over()
                await asyncio.sleep(self.backoff.delay(attempt, e))

    async def ping(self) -> None:
        await self._retrying("Ping", self.pb.PingRequest(), None)

    async def new_game(self, position: Optional[str] = None, **fields: Any) -> Any:
        """Starts a game; answers the ``NewGameResponse`` (``game``, the seat tokens — see
        ``kind.tokens(created)`` — or invitations). ``fields`` are other ``NewGameRequest``
        fields (``open_seats``, ``time_control``, ``bot``). NewGame carries no request id, so
        only a refusal that ran nothing (RESOURCE_EXHAUSTED) is retried."""
        request = self.pb.NewGameRequest(**fields)
        if position is not None:
            request.position = position
        return await self._retrying("NewGame", request, None, unknown_outcome=False)

    async def get_game(self, game_id: str) -> Any:
        """The current ``Game``."""
        answer = await self._retrying("GetGame", self.pb.GetGameRequest(game_id=game_id), None)
        return answer.game

    async def legal_actions(self, game_id: Optional[str] = None, position: Optional[str] = None) -> Any:
        """The ``LegalActionsResponse`` of a stored game or of a bare position."""
        request = self.pb.LegalActionsRequest()
        if game_id is not None:
            request.game_id = game_id
        elif position is not None:
            request.position = position
        else:
            raise ValueError("legal_actions needs a game_id or a position")
        return await self._retrying("LegalActions", request, None)

    async def history(self, game_id: str) -> Any:
        """The ``GetHistoryResponse``: the record and the actions in order."""
        return await self._retrying("GetHistory", self.pb.GetHistoryRequest(game_id=game_id), None)

    def seat(self, game_id: str, token: str) -> "SeatClient":
        """Acts for the seat whose token is ``token`` in ``game_id``."""
        return SeatClient(self, game_id, token)

    async def join(self, game_id: str, code: str, expected_version: Optional[int] = None) -> "SeatClient":
        """Takes an open seat with its invitation ``code`` (JoinGame, exactly once);
        answers the seat's client (``.side``, ``.token``)."""
        request = self.pb.JoinGameRequest(game_id=game_id, request_id=new_request_id())
        if expected_version is not None:
            request.expected_version = expected_version
        answer = await self._act("JoinGame", request, code)
        seat = SeatClient(self, game_id, answer.token)
        seat.side = answer.side
        return seat

    async def _act(self, method: str, request: Any, token: str) -> Any:
        """An acting call, exactly once: the same request (and request id) is retried while
        its outcome is unknown or it was refused by a rate limit. When the server no longer
        keeps the answer of an applied retry (REQUEST_EXPIRED with ``applied_version``), the
        answer is rebuilt with the game read now (its other fields unset)."""
        if not request.request_id:
            request.request_id = new_request_id()
        try:
            return await self._retrying(method, request, token)
        except RequestExpired as e:
            if e.applied_version is None or method == "JoinGame":
                raise  # JoinGame's answer holds the token: it cannot be rebuilt
            game = await self.get_game(request.game_id)
            return getattr(self.pb, method + "Response")(game=game)

    # ---- following a game ------------------------------------------------------------------

    async def follow(
        self,
        game_id: str,
        from_version: Optional[int] = None,
        max_reconnects: Optional[int] = None,
        token: Optional[str] = None,
        legal_actions: bool = False,
    ) -> AsyncIterator[Update]:
        """Follows a game: yields an :class:`Update` per message of WatchGame (a snapshot
        first, unless ``from_version`` is given; then one per change, versions consecutive)
        and stops after the update that shows the game over. A broken stream (UNAVAILABLE,
        DEADLINE_EXCEEDED, RATE_LIMITED …) is reopened with ``from_version`` set to
        the last version received, after a back-off, so nothing is lost or repeated; other
        errors raise a :class:`ServiceError`. ``max_reconnects`` bounds the reopenings in a
        row without a message (None: no bound). With a seat's ``token`` the stream is opened
        with it, so the service counts the seat's player as present at the board; with
        ``legal_actions`` too, each update after which that seat is to move carries its legal
        actions (``Update.legal_actions``), so no LegalActions call is needed per change."""
        last = from_version
        failures = 0
        while True:
            request = self.pb.WatchGameRequest(game_id=game_id, legal_actions=legal_actions)
            if last is not None:
                request.from_version = last
            metadata = (("authorization", "Bearer " + token),) if token else None
            call = self.stub.WatchGame(request, metadata=metadata)
            try:
                async for message in call:
                    failures = 0
                    if message.HasField("snapshot"):
                        update = Update(message.snapshot, None, list(message.legal_actions))
                    elif message.HasField("event"):
                        update = Update(message.event.game, message.event, list(message.legal_actions))
                    else:
                        continue  # an Audience message (not asked for here)
                    last = update.game.version
                    yield update
                    if not self.kind.ongoing(update.game):
                        return
                return
            except grpc.RpcError as e:
                error = from_rpc_error(e)
                if not error.retriable:
                    raise error from None
                failures += 1
                if max_reconnects is not None and failures > max_reconnects:
                    raise error from None
                self.stats.reconnects += 1
                if error.code == grpc.StatusCode.UNAVAILABLE:
                    await self._fail_over()
                await asyncio.sleep(self.backoff.delay(failures, error))
            finally:
                call.cancel()


Chooser = Callable[[Any, Any], Union[Optional[str], Awaitable[Optional[str]]]]


class SeatClient:
    """Acts for one seat of one game. Every acting call carries a fresh request id and, when
    given, ``expected_version``; its unknown outcomes are retried with the same id, so it is
    applied at most once — and exactly once when it is pinned to a version
    (docs/clients.md, "Retries")."""

    def __init__(self, client: Client, game_id: str, token: str) -> None:
        self.client = client
        self.pb = client.pb
        self.game_id = game_id
        self.token = token
        self.side: Optional[int] = None
        self.actions = 0

    def _request(self, name: str, expected_version: Optional[int], request_id: Optional[str], **fields: Any) -> Any:
        request = getattr(self.pb, name)(game_id=self.game_id, request_id=request_id or new_request_id(), **fields)
        if expected_version is not None:
            request.expected_version = expected_version
        return request

    async def act(self, action: str, expected_version: Optional[int] = None, request_id: Optional[str] = None) -> Any:
        """Plays ``action`` (the game's notation, e.g. a legal action's ``notation``);
        answers the ``ApplyActionResponse``."""
        request = self._request("ApplyActionRequest", expected_version, request_id, action=action)
        answer = await self.client._act("ApplyAction", request, self.token)
        self.actions += 1
        return answer

    async def resign(self, expected_version: Optional[int] = None, request_id: Optional[str] = None) -> Any:
        return await self.client._act("Resign", self._request("ResignRequest", expected_version, request_id), self.token)

    async def offer_draw(self, expected_version: Optional[int] = None, request_id: Optional[str] = None) -> Any:
        return await self.client._act(
            "OfferDraw", self._request("OfferDrawRequest", expected_version, request_id), self.token
        )

    async def answer_draw(self, accept: bool, expected_version: Optional[int] = None, request_id: Optional[str] = None) -> Any:
        return await self.client._act(
            "AnswerDraw", self._request("AnswerDrawRequest", expected_version, request_id, accept=accept), self.token
        )

    async def abort(self, expected_version: Optional[int] = None, request_id: Optional[str] = None) -> Any:
        """Abort: ends the game without a result, before both sides have made their first
        action (NOT_ABORTABLE afterwards)."""
        return await self.client._act("Abort", self._request("AbortRequest", expected_version, request_id), self.token)

    async def claim_victory(
        self, draw: bool = False, expected_version: Optional[int] = None, request_id: Optional[str] = None
    ) -> Any:
        """ClaimVictory once the opponent is gone (``Game.opponent_gone``) and
        ``Game.claim_from_ms`` has passed; ``draw``: call it a draw."""
        return await self.client._act(
            "ClaimVictory", self._request("ClaimVictoryRequest", expected_version, request_id, draw=draw), self.token
        )

    async def propose_takeback(self, expected_version: Optional[int] = None, request_id: Optional[str] = None) -> Any:
        """ProposeTakeback: proposes to take back this seat's last turn (casual games only;
        the service's computer accepts at once). Any action clears the proposal."""
        return await self.client._act(
            "ProposeTakeback", self._request("ProposeTakebackRequest", expected_version, request_id), self.token
        )

    async def answer_takeback(
        self, accept: bool, expected_version: Optional[int] = None, request_id: Optional[str] = None
    ) -> Any:
        """AnswerTakeback: accepts (the game goes back to the start of the proposer's last
        turn) or declines the opponent's pending proposal (``Game.takeback_proposed_by``)."""
        return await self.client._act(
            "AnswerTakeback",
            self._request("AnswerTakebackRequest", expected_version, request_id, accept=accept),
            self.token,
        )

    async def play(self, side: Any, choose: Chooser, stop_at: Optional[int] = None) -> Any:
        """Plays ``side`` (a seat name or ``Side`` value) to the end of the game (or until
        its version reaches ``stop_at``): follows the game and, on each of its turns, asks
        ``choose(game, legal)`` — ``legal`` a ``LegalActionsResponse`` — for an action's
        notation (None: pass the turn to the watch) and plays it pinned to that version.
        The legal actions come with the watch (``legal_actions``): no LegalActions call per
        turn. Answers the last ``Game`` seen."""
        seat = self.client.kind.seat(side)
        handled = 0
        game = None
        updates = self.client.follow(self.game_id, token=self.token, legal_actions=True)
        try:
            async for update in updates:
                game = update.game
                if not self.client.kind.ongoing(game) or (stop_at and game.version >= stop_at):
                    break
                if game.side_to_move != seat.side or game.version <= handled:
                    continue
                handled = game.version
                if update.legal_actions:
                    legal = self.pb.LegalActionsResponse(game=game, actions=update.legal_actions, status=game.status)
                else:
                    # A server without the watch's legal actions: ask for them.
                    legal = await self.client.legal_actions(self.game_id)
                    if legal.game.version != game.version:
                        continue  # the game moved on; the watch shows it
                choice = choose(game, legal)
                if inspect.isawaitable(choice):
                    choice = await choice
                if choice is None:
                    continue
                try:
                    await self.act(choice, expected_version=game.version)
                except (VersionConflict, NotYourTurn, GameOver, RequestExpired):
                    # The game changed meanwhile (the opponent resigned, a flag fell, or a
                    # retry pinned to this version found it gone): the watch shows it.
                    continue
        finally:
            await updates.aclose()  # closes the watch at once
        return game
