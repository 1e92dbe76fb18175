"""The three games and what differs between their services: the proto module, the stub, the
seats and the names of the seat-token fields of NewGameResponse. Everything else (the
operations, request fields, error reasons, watch guarantees) is the same in every game's
package (docs/api-shape.md)."""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Dict, List, Optional, Tuple

from ._pb.chessfootball.v1 import chessfootball_pb2, chessfootball_pb2_grpc
from ._pb.hanniball.v1 import hanniball_pb2, hanniball_pb2_grpc
from ._pb.hnefatafl.v1 import hnefatafl_pb2, hnefatafl_pb2_grpc


@dataclass(frozen=True)
class Seat:
    """One seat of a game: its name (``"white"``), its ``Side`` enum value and the field of
    ``NewGameResponse`` that holds its token."""

    name: str
    side: int
    token_field: str


@dataclass(frozen=True)
class GameKind:
    """One game's service: ``pb`` is its generated message module (``Game``,
    ``ApplyActionRequest``, the enums), ``stub`` its gRPC stub class, ``seats`` in seat
    order (seat 0 moves first)."""

    name: str
    package: str
    pb: ModuleType
    stub: Any
    seats: Tuple[Seat, ...]
    #: The notations of the actions of a ``GetHistoryResponse``, in order (each game keeps
    #: them in its own shape: Hanniball's turns of steps, Hnefatafl's moves, Chess
    #: Football's actions).
    history_actions: Callable[[Any], List[str]]

    def seat(self, name_or_side: Any) -> Seat:
        """The seat named ``name_or_side`` (``"black"``) or with that ``Side`` value."""
        for seat in self.seats:
            if name_or_side in (seat.name, seat.side):
                return seat
        names = ", ".join(seat.name for seat in self.seats)
        raise ValueError("%s has no seat %r (seats: %s)" % (self.name, name_or_side, names))

    def tokens(self, created: Any) -> Dict[str, str]:
        """The seat tokens of a ``NewGameResponse``, by seat name (empty for open seats)."""
        return {seat.name: getattr(created, seat.token_field) for seat in self.seats}

    def ongoing(self, game: Any) -> bool:
        """Whether ``game`` (a ``Game``) goes on."""
        return game.status in (self.pb.GAME_STATUS_ONGOING, self.pb.GAME_STATUS_UNSPECIFIED)

    def to_move(self, game: Any) -> Optional[Seat]:
        """The seat whose turn it is in ``game`` (None if the game names no side)."""
        for seat in self.seats:
            if seat.side == game.side_to_move:
                return seat
        return None


HANNIBALL = GameKind(
    "hanniball",
    "hanniball.v1",
    hanniball_pb2,
    hanniball_pb2_grpc.HanniballServiceStub,
    (
        Seat("white", hanniball_pb2.SIDE_WHITE, "white_token"),
        Seat("black", hanniball_pb2.SIDE_BLACK, "black_token"),
    ),
    lambda history: [step.notation for turn in history.turns for step in turn.steps],
)

HNEFATAFL = GameKind(
    "hnefatafl",
    "hnefatafl.v1",
    hnefatafl_pb2,
    hnefatafl_pb2_grpc.HnefataflServiceStub,
    (
        Seat("attackers", hnefatafl_pb2.SIDE_ATTACKERS, "attackers_token"),
        Seat("defenders", hnefatafl_pb2.SIDE_DEFENDERS, "defenders_token"),
    ),
    lambda history: [result.move.notation for result in history.moves],
)

CHESS_FOOTBALL = GameKind(
    "chess-football",
    "chessfootball.v1",
    chessfootball_pb2,
    chessfootball_pb2_grpc.ChessFootballServiceStub,
    (
        Seat("white", chessfootball_pb2.SIDE_WHITE, "white_token"),
        Seat("black", chessfootball_pb2.SIDE_BLACK, "black_token"),
    ),
    lambda history: [result.action.notation for result in history.actions],
)

KINDS: Dict[str, GameKind] = {kind.name: kind for kind in (HANNIBALL, HNEFATAFL, CHESS_FOOTBALL)}
