"""An asyncio Python client of Arbiter, the game-state service (Hanniball, Copenhagen
Hnefatafl, Chess Football over gRPC).

    import asyncio, random
    from arbiter_client import Client, HANNIBALL

    async def main():
        async with Client("127.0.0.1:50051", HANNIBALL) as client:
            created = await client.new_game()
            tokens = HANNIBALL.tokens(created)
            seat = client.seat(created.game.game_id, tokens["white"])
            game = await seat.play("white", lambda game, legal: random.choice(legal.actions).notation)
            print(HANNIBALL.pb.GameStatus.Name(game.status))

    asyncio.run(main())

See README.md beside this package and docs/clients.md of the repository.
"""

from .client import Backoff, Client, SeatClient, Stats, Update, new_request_id
from .clock import ClockModel
from .errors import (
    UNKNOWN_OUTCOME,
    GameNotFound,
    GameOver,
    IllegalAction,
    InvalidArgument,
    NotYourTurn,
    PermissionDenied,
    RateLimited,
    RequestExpired,
    RequestIdReused,
    ResourceExhausted,
    ServiceError,
    Unauthenticated,
    Unavailable,
    VersionAhead,
    VersionConflict,
    from_rpc_error,
)
from .games import CHESS_FOOTBALL, HANNIBALL, HNEFATAFL, KINDS, GameKind, Seat

__version__ = "0.1.0"

__all__ = [
    "Backoff", "Client", "SeatClient", "Stats", "Update", "new_request_id", "ClockModel",
    "UNKNOWN_OUTCOME", "GameNotFound", "GameOver", "IllegalAction", "InvalidArgument",
    "NotYourTurn", "PermissionDenied", "RateLimited", "RequestExpired", "RequestIdReused", "ResourceExhausted",
    "ServiceError", "Unauthenticated", "Unavailable", "VersionAhead", "VersionConflict",
    "from_rpc_error", "CHESS_FOOTBALL", "HANNIBALL", "HNEFATAFL", "KINDS", "GameKind", "Seat",
]
