from arbiter_client._pb.audience.v1 import audience_pb2 as _audience_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Side(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SIDE_UNSPECIFIED: _ClassVar[Side]
    SIDE_ATTACKERS: _ClassVar[Side]
    SIDE_DEFENDERS: _ClassVar[Side]

class Piece(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PIECE_UNSPECIFIED: _ClassVar[Piece]
    PIECE_ATTACKER: _ClassVar[Piece]
    PIECE_DEFENDER: _ClassVar[Piece]
    PIECE_KING: _ClassVar[Piece]

class GameStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GAME_STATUS_UNSPECIFIED: _ClassVar[GameStatus]
    GAME_STATUS_ONGOING: _ClassVar[GameStatus]
    GAME_STATUS_ATTACKERS_WON: _ClassVar[GameStatus]
    GAME_STATUS_DEFENDERS_WON: _ClassVar[GameStatus]
    GAME_STATUS_DRAWN: _ClassVar[GameStatus]
    GAME_STATUS_ABORTED: _ClassVar[GameStatus]

class EndReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    END_REASON_UNSPECIFIED: _ClassVar[EndReason]
    END_REASON_KING_ESCAPED: _ClassVar[EndReason]
    END_REASON_EXIT_FORT: _ClassVar[EndReason]
    END_REASON_KING_CAPTURED: _ClassVar[EndReason]
    END_REASON_ENCIRCLEMENT: _ClassVar[EndReason]
    END_REASON_NO_LEGAL_MOVE: _ClassVar[EndReason]
    END_REASON_RESIGNATION: _ClassVar[EndReason]
    END_REASON_DRAW_AGREED: _ClassVar[EndReason]
    END_REASON_TIMEOUT: _ClassVar[EndReason]
    END_REASON_ABANDONED: _ClassVar[EndReason]
    END_REASON_ABORTED: _ClassVar[EndReason]
    END_REASON_OPPONENT_LEFT: _ClassVar[EndReason]
    END_REASON_PERPETUAL_REPETITION: _ClassVar[EndReason]
    END_REASON_MOVE_LIMIT: _ClassVar[EndReason]

class InvitationStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    INVITATION_STATUS_UNSPECIFIED: _ClassVar[InvitationStatus]
    INVITATION_STATUS_OPEN: _ClassVar[InvitationStatus]
    INVITATION_STATUS_USED: _ClassVar[InvitationStatus]
    INVITATION_STATUS_REVOKED: _ClassVar[InvitationStatus]
SIDE_UNSPECIFIED: Side
SIDE_ATTACKERS: Side
SIDE_DEFENDERS: Side
PIECE_UNSPECIFIED: Piece
PIECE_ATTACKER: Piece
PIECE_DEFENDER: Piece
PIECE_KING: Piece
GAME_STATUS_UNSPECIFIED: GameStatus
GAME_STATUS_ONGOING: GameStatus
GAME_STATUS_ATTACKERS_WON: GameStatus
GAME_STATUS_DEFENDERS_WON: GameStatus
GAME_STATUS_DRAWN: GameStatus
GAME_STATUS_ABORTED: GameStatus
END_REASON_UNSPECIFIED: EndReason
END_REASON_KING_ESCAPED: EndReason
END_REASON_EXIT_FORT: EndReason
END_REASON_KING_CAPTURED: EndReason
END_REASON_ENCIRCLEMENT: EndReason
END_REASON_NO_LEGAL_MOVE: EndReason
END_REASON_RESIGNATION: EndReason
END_REASON_DRAW_AGREED: EndReason
END_REASON_TIMEOUT: EndReason
END_REASON_ABANDONED: EndReason
END_REASON_ABORTED: EndReason
END_REASON_OPPONENT_LEFT: EndReason
END_REASON_PERPETUAL_REPETITION: EndReason
END_REASON_MOVE_LIMIT: EndReason
INVITATION_STATUS_UNSPECIFIED: InvitationStatus
INVITATION_STATUS_OPEN: InvitationStatus
INVITATION_STATUS_USED: InvitationStatus
INVITATION_STATUS_REVOKED: InvitationStatus

class Game(_message.Message):
    __slots__ = ("game_id", "version", "position", "side_to_move", "status", "end_reason", "moves_made", "last_move", "king_square", "attackers_left", "defenders_left", "seats", "clock", "draw_offered_by", "server_time_ms", "deadline_ms", "started", "rated", "abortable", "opponent_gone", "claim_from_ms", "takeback_proposed_by", "takebacks_allowed", "rules", "move_limit", "berserked")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    SIDE_TO_MOVE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    END_REASON_FIELD_NUMBER: _ClassVar[int]
    MOVES_MADE_FIELD_NUMBER: _ClassVar[int]
    LAST_MOVE_FIELD_NUMBER: _ClassVar[int]
    KING_SQUARE_FIELD_NUMBER: _ClassVar[int]
    ATTACKERS_LEFT_FIELD_NUMBER: _ClassVar[int]
    DEFENDERS_LEFT_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    CLOCK_FIELD_NUMBER: _ClassVar[int]
    DRAW_OFFERED_BY_FIELD_NUMBER: _ClassVar[int]
    SERVER_TIME_MS_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_MS_FIELD_NUMBER: _ClassVar[int]
    STARTED_FIELD_NUMBER: _ClassVar[int]
    RATED_FIELD_NUMBER: _ClassVar[int]
    ABORTABLE_FIELD_NUMBER: _ClassVar[int]
    OPPONENT_GONE_FIELD_NUMBER: _ClassVar[int]
    CLAIM_FROM_MS_FIELD_NUMBER: _ClassVar[int]
    TAKEBACK_PROPOSED_BY_FIELD_NUMBER: _ClassVar[int]
    TAKEBACKS_ALLOWED_FIELD_NUMBER: _ClassVar[int]
    RULES_FIELD_NUMBER: _ClassVar[int]
    MOVE_LIMIT_FIELD_NUMBER: _ClassVar[int]
    BERSERKED_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    version: int
    position: str
    side_to_move: Side
    status: GameStatus
    end_reason: EndReason
    moves_made: int
    last_move: str
    king_square: str
    attackers_left: int
    defenders_left: int
    seats: _containers.RepeatedCompositeFieldContainer[SeatState]
    clock: Clock
    draw_offered_by: Side
    server_time_ms: int
    deadline_ms: int
    started: bool
    rated: bool
    abortable: bool
    opponent_gone: Side
    claim_from_ms: int
    takeback_proposed_by: Side
    takebacks_allowed: bool
    rules: _containers.RepeatedScalarFieldContainer[str]
    move_limit: int
    berserked: _containers.RepeatedScalarFieldContainer[Side]
    def __init__(self, game_id: _Optional[str] = ..., version: _Optional[int] = ..., position: _Optional[str] = ..., side_to_move: _Optional[_Union[Side, str]] = ..., status: _Optional[_Union[GameStatus, str]] = ..., end_reason: _Optional[_Union[EndReason, str]] = ..., moves_made: _Optional[int] = ..., last_move: _Optional[str] = ..., king_square: _Optional[str] = ..., attackers_left: _Optional[int] = ..., defenders_left: _Optional[int] = ..., seats: _Optional[_Iterable[_Union[SeatState, _Mapping]]] = ..., clock: _Optional[_Union[Clock, _Mapping]] = ..., draw_offered_by: _Optional[_Union[Side, str]] = ..., server_time_ms: _Optional[int] = ..., deadline_ms: _Optional[int] = ..., started: _Optional[bool] = ..., rated: _Optional[bool] = ..., abortable: _Optional[bool] = ..., opponent_gone: _Optional[_Union[Side, str]] = ..., claim_from_ms: _Optional[int] = ..., takeback_proposed_by: _Optional[_Union[Side, str]] = ..., takebacks_allowed: _Optional[bool] = ..., rules: _Optional[_Iterable[str]] = ..., move_limit: _Optional[int] = ..., berserked: _Optional[_Iterable[_Union[Side, str]]] = ...) -> None: ...

class SeatState(_message.Message):
    __slots__ = ("side", "taken", "invitation", "player_name", "rating", "provisional")
    SIDE_FIELD_NUMBER: _ClassVar[int]
    TAKEN_FIELD_NUMBER: _ClassVar[int]
    INVITATION_FIELD_NUMBER: _ClassVar[int]
    PLAYER_NAME_FIELD_NUMBER: _ClassVar[int]
    RATING_FIELD_NUMBER: _ClassVar[int]
    PROVISIONAL_FIELD_NUMBER: _ClassVar[int]
    side: Side
    taken: bool
    invitation: InvitationStatus
    player_name: str
    rating: float
    provisional: bool
    def __init__(self, side: _Optional[_Union[Side, str]] = ..., taken: _Optional[bool] = ..., invitation: _Optional[_Union[InvitationStatus, str]] = ..., player_name: _Optional[str] = ..., rating: _Optional[float] = ..., provisional: _Optional[bool] = ...) -> None: ...

class TimeControl(_message.Message):
    __slots__ = ("fischer", "delay", "per_turn")
    FISCHER_FIELD_NUMBER: _ClassVar[int]
    DELAY_FIELD_NUMBER: _ClassVar[int]
    PER_TURN_FIELD_NUMBER: _ClassVar[int]
    fischer: Fischer
    delay: SimpleDelay
    per_turn: PerTurn
    def __init__(self, fischer: _Optional[_Union[Fischer, _Mapping]] = ..., delay: _Optional[_Union[SimpleDelay, _Mapping]] = ..., per_turn: _Optional[_Union[PerTurn, _Mapping]] = ...) -> None: ...

class Fischer(_message.Message):
    __slots__ = ("initial_ms", "increment_ms")
    INITIAL_MS_FIELD_NUMBER: _ClassVar[int]
    INCREMENT_MS_FIELD_NUMBER: _ClassVar[int]
    initial_ms: int
    increment_ms: int
    def __init__(self, initial_ms: _Optional[int] = ..., increment_ms: _Optional[int] = ...) -> None: ...

class SimpleDelay(_message.Message):
    __slots__ = ("initial_ms", "delay_ms")
    INITIAL_MS_FIELD_NUMBER: _ClassVar[int]
    DELAY_MS_FIELD_NUMBER: _ClassVar[int]
    initial_ms: int
    delay_ms: int
    def __init__(self, initial_ms: _Optional[int] = ..., delay_ms: _Optional[int] = ...) -> None: ...

class PerTurn(_message.Message):
    __slots__ = ("per_turn_ms",)
    PER_TURN_MS_FIELD_NUMBER: _ClassVar[int]
    per_turn_ms: int
    def __init__(self, per_turn_ms: _Optional[int] = ...) -> None: ...

class Clock(_message.Message):
    __slots__ = ("time_control", "sides", "running", "taken_at_ms", "turn_started_ms")
    TIME_CONTROL_FIELD_NUMBER: _ClassVar[int]
    SIDES_FIELD_NUMBER: _ClassVar[int]
    RUNNING_FIELD_NUMBER: _ClassVar[int]
    TAKEN_AT_MS_FIELD_NUMBER: _ClassVar[int]
    TURN_STARTED_MS_FIELD_NUMBER: _ClassVar[int]
    time_control: TimeControl
    sides: _containers.RepeatedCompositeFieldContainer[SideClock]
    running: Side
    taken_at_ms: int
    turn_started_ms: int
    def __init__(self, time_control: _Optional[_Union[TimeControl, _Mapping]] = ..., sides: _Optional[_Iterable[_Union[SideClock, _Mapping]]] = ..., running: _Optional[_Union[Side, str]] = ..., taken_at_ms: _Optional[int] = ..., turn_started_ms: _Optional[int] = ...) -> None: ...

class SideClock(_message.Message):
    __slots__ = ("side", "remaining_ms")
    SIDE_FIELD_NUMBER: _ClassVar[int]
    REMAINING_MS_FIELD_NUMBER: _ClassVar[int]
    side: Side
    remaining_ms: int
    def __init__(self, side: _Optional[_Union[Side, str]] = ..., remaining_ms: _Optional[int] = ...) -> None: ...

class Invitation(_message.Message):
    __slots__ = ("side", "code")
    SIDE_FIELD_NUMBER: _ClassVar[int]
    CODE_FIELD_NUMBER: _ClassVar[int]
    side: Side
    code: str
    def __init__(self, side: _Optional[_Union[Side, str]] = ..., code: _Optional[str] = ...) -> None: ...

class Move(_message.Message):
    __slots__ = ("notation", "from_square", "to_square", "piece", "side")
    NOTATION_FIELD_NUMBER: _ClassVar[int]
    FROM_SQUARE_FIELD_NUMBER: _ClassVar[int]
    TO_SQUARE_FIELD_NUMBER: _ClassVar[int]
    PIECE_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    notation: str
    from_square: str
    to_square: str
    piece: Piece
    side: Side
    def __init__(self, notation: _Optional[str] = ..., from_square: _Optional[str] = ..., to_square: _Optional[str] = ..., piece: _Optional[_Union[Piece, str]] = ..., side: _Optional[_Union[Side, str]] = ...) -> None: ...

class MoveResult(_message.Message):
    __slots__ = ("move", "captured_squares", "shieldwall_squares", "king_captured", "king_square", "game_over", "winner", "end_reason")
    MOVE_FIELD_NUMBER: _ClassVar[int]
    CAPTURED_SQUARES_FIELD_NUMBER: _ClassVar[int]
    SHIELDWALL_SQUARES_FIELD_NUMBER: _ClassVar[int]
    KING_CAPTURED_FIELD_NUMBER: _ClassVar[int]
    KING_SQUARE_FIELD_NUMBER: _ClassVar[int]
    GAME_OVER_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    END_REASON_FIELD_NUMBER: _ClassVar[int]
    move: Move
    captured_squares: _containers.RepeatedScalarFieldContainer[str]
    shieldwall_squares: _containers.RepeatedScalarFieldContainer[str]
    king_captured: bool
    king_square: str
    game_over: bool
    winner: Side
    end_reason: EndReason
    def __init__(self, move: _Optional[_Union[Move, _Mapping]] = ..., captured_squares: _Optional[_Iterable[str]] = ..., shieldwall_squares: _Optional[_Iterable[str]] = ..., king_captured: _Optional[bool] = ..., king_square: _Optional[str] = ..., game_over: _Optional[bool] = ..., winner: _Optional[_Union[Side, str]] = ..., end_reason: _Optional[_Union[EndReason, str]] = ...) -> None: ...

class PingRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PingResponse(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class NewGameRequest(_message.Message):
    __slots__ = ("position", "open_seats", "time_control", "bot", "rated", "rated_takebacks", "rules", "move_limit")
    POSITION_FIELD_NUMBER: _ClassVar[int]
    OPEN_SEATS_FIELD_NUMBER: _ClassVar[int]
    TIME_CONTROL_FIELD_NUMBER: _ClassVar[int]
    BOT_FIELD_NUMBER: _ClassVar[int]
    RATED_FIELD_NUMBER: _ClassVar[int]
    RATED_TAKEBACKS_FIELD_NUMBER: _ClassVar[int]
    RULES_FIELD_NUMBER: _ClassVar[int]
    MOVE_LIMIT_FIELD_NUMBER: _ClassVar[int]
    position: str
    open_seats: _containers.RepeatedScalarFieldContainer[Side]
    time_control: TimeControl
    bot: BotOpponent
    rated: bool
    rated_takebacks: bool
    rules: _containers.RepeatedScalarFieldContainer[str]
    move_limit: int
    def __init__(self, position: _Optional[str] = ..., open_seats: _Optional[_Iterable[_Union[Side, str]]] = ..., time_control: _Optional[_Union[TimeControl, _Mapping]] = ..., bot: _Optional[_Union[BotOpponent, _Mapping]] = ..., rated: _Optional[bool] = ..., rated_takebacks: _Optional[bool] = ..., rules: _Optional[_Iterable[str]] = ..., move_limit: _Optional[int] = ...) -> None: ...

class BotOpponent(_message.Message):
    __slots__ = ("side", "budget_ms", "iterations")
    SIDE_FIELD_NUMBER: _ClassVar[int]
    BUDGET_MS_FIELD_NUMBER: _ClassVar[int]
    ITERATIONS_FIELD_NUMBER: _ClassVar[int]
    side: Side
    budget_ms: int
    iterations: int
    def __init__(self, side: _Optional[_Union[Side, str]] = ..., budget_ms: _Optional[int] = ..., iterations: _Optional[int] = ...) -> None: ...

class NewGameResponse(_message.Message):
    __slots__ = ("game", "attackers_token", "defenders_token", "invitations", "director_token")
    GAME_FIELD_NUMBER: _ClassVar[int]
    ATTACKERS_TOKEN_FIELD_NUMBER: _ClassVar[int]
    DEFENDERS_TOKEN_FIELD_NUMBER: _ClassVar[int]
    INVITATIONS_FIELD_NUMBER: _ClassVar[int]
    DIRECTOR_TOKEN_FIELD_NUMBER: _ClassVar[int]
    game: Game
    attackers_token: str
    defenders_token: str
    invitations: _containers.RepeatedCompositeFieldContainer[Invitation]
    director_token: str
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., attackers_token: _Optional[str] = ..., defenders_token: _Optional[str] = ..., invitations: _Optional[_Iterable[_Union[Invitation, _Mapping]]] = ..., director_token: _Optional[str] = ...) -> None: ...

class GetGameRequest(_message.Message):
    __slots__ = ("game_id",)
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    def __init__(self, game_id: _Optional[str] = ...) -> None: ...

class GetGameResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: Game
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

class LegalActionsRequest(_message.Message):
    __slots__ = ("game_id", "position")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    position: str
    def __init__(self, game_id: _Optional[str] = ..., position: _Optional[str] = ...) -> None: ...

class LegalActionsResponse(_message.Message):
    __slots__ = ("game", "side_to_move", "actions", "status", "end_reason")
    GAME_FIELD_NUMBER: _ClassVar[int]
    SIDE_TO_MOVE_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    END_REASON_FIELD_NUMBER: _ClassVar[int]
    game: Game
    side_to_move: Side
    actions: _containers.RepeatedCompositeFieldContainer[Move]
    status: GameStatus
    end_reason: EndReason
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., side_to_move: _Optional[_Union[Side, str]] = ..., actions: _Optional[_Iterable[_Union[Move, _Mapping]]] = ..., status: _Optional[_Union[GameStatus, str]] = ..., end_reason: _Optional[_Union[EndReason, str]] = ...) -> None: ...

class ApplyActionRequest(_message.Message):
    __slots__ = ("game_id", "action", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    action: str
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., action: _Optional[str] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class ApplyActionResponse(_message.Message):
    __slots__ = ("game", "result")
    GAME_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    game: Game
    result: MoveResult
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., result: _Optional[_Union[MoveResult, _Mapping]] = ...) -> None: ...

class ResignRequest(_message.Message):
    __slots__ = ("game_id", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class ResignResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: Game
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

class GetHistoryRequest(_message.Message):
    __slots__ = ("game_id",)
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    def __init__(self, game_id: _Optional[str] = ...) -> None: ...

class GetHistoryResponse(_message.Message):
    __slots__ = ("game", "record", "start_position", "moves")
    GAME_FIELD_NUMBER: _ClassVar[int]
    RECORD_FIELD_NUMBER: _ClassVar[int]
    START_POSITION_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    game: Game
    record: str
    start_position: str
    moves: _containers.RepeatedCompositeFieldContainer[MoveResult]
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., record: _Optional[str] = ..., start_position: _Optional[str] = ..., moves: _Optional[_Iterable[_Union[MoveResult, _Mapping]]] = ...) -> None: ...

class WatchGameRequest(_message.Message):
    __slots__ = ("game_id", "from_version", "audience", "legal_actions")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    FROM_VERSION_FIELD_NUMBER: _ClassVar[int]
    AUDIENCE_FIELD_NUMBER: _ClassVar[int]
    LEGAL_ACTIONS_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    from_version: int
    audience: bool
    legal_actions: bool
    def __init__(self, game_id: _Optional[str] = ..., from_version: _Optional[int] = ..., audience: _Optional[bool] = ..., legal_actions: _Optional[bool] = ...) -> None: ...

class WatchGameResponse(_message.Message):
    __slots__ = ("snapshot", "event", "audience", "legal_actions")
    SNAPSHOT_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    AUDIENCE_FIELD_NUMBER: _ClassVar[int]
    LEGAL_ACTIONS_FIELD_NUMBER: _ClassVar[int]
    snapshot: Game
    event: GameEvent
    audience: _audience_pb2.Audience
    legal_actions: _containers.RepeatedCompositeFieldContainer[Move]
    def __init__(self, snapshot: _Optional[_Union[Game, _Mapping]] = ..., event: _Optional[_Union[GameEvent, _Mapping]] = ..., audience: _Optional[_Union[_audience_pb2.Audience, _Mapping]] = ..., legal_actions: _Optional[_Iterable[_Union[Move, _Mapping]]] = ...) -> None: ...

class GameEvent(_message.Message):
    __slots__ = ("version", "action", "move", "resignation", "seat_taken", "invitation_revoked", "draw_offered", "draw_declined", "draw_agreed", "flag_fall", "aborted", "opponent_gone", "opponent_back", "victory_claimed", "draw_claimed", "takeback_proposed", "takeback_declined", "takeback_accepted", "berserk", "game")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    RESIGNATION_FIELD_NUMBER: _ClassVar[int]
    SEAT_TAKEN_FIELD_NUMBER: _ClassVar[int]
    INVITATION_REVOKED_FIELD_NUMBER: _ClassVar[int]
    DRAW_OFFERED_FIELD_NUMBER: _ClassVar[int]
    DRAW_DECLINED_FIELD_NUMBER: _ClassVar[int]
    DRAW_AGREED_FIELD_NUMBER: _ClassVar[int]
    FLAG_FALL_FIELD_NUMBER: _ClassVar[int]
    ABORTED_FIELD_NUMBER: _ClassVar[int]
    OPPONENT_GONE_FIELD_NUMBER: _ClassVar[int]
    OPPONENT_BACK_FIELD_NUMBER: _ClassVar[int]
    VICTORY_CLAIMED_FIELD_NUMBER: _ClassVar[int]
    DRAW_CLAIMED_FIELD_NUMBER: _ClassVar[int]
    TAKEBACK_PROPOSED_FIELD_NUMBER: _ClassVar[int]
    TAKEBACK_DECLINED_FIELD_NUMBER: _ClassVar[int]
    TAKEBACK_ACCEPTED_FIELD_NUMBER: _ClassVar[int]
    BERSERK_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    version: int
    action: str
    move: MoveResult
    resignation: Resignation
    seat_taken: SeatEvent
    invitation_revoked: SeatEvent
    draw_offered: SeatEvent
    draw_declined: SeatEvent
    draw_agreed: SeatEvent
    flag_fall: SeatEvent
    aborted: SeatEvent
    opponent_gone: SeatEvent
    opponent_back: SeatEvent
    victory_claimed: SeatEvent
    draw_claimed: SeatEvent
    takeback_proposed: SeatEvent
    takeback_declined: SeatEvent
    takeback_accepted: SeatEvent
    berserk: SeatEvent
    game: Game
    def __init__(self, version: _Optional[int] = ..., action: _Optional[str] = ..., move: _Optional[_Union[MoveResult, _Mapping]] = ..., resignation: _Optional[_Union[Resignation, _Mapping]] = ..., seat_taken: _Optional[_Union[SeatEvent, _Mapping]] = ..., invitation_revoked: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_offered: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_declined: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_agreed: _Optional[_Union[SeatEvent, _Mapping]] = ..., flag_fall: _Optional[_Union[SeatEvent, _Mapping]] = ..., aborted: _Optional[_Union[SeatEvent, _Mapping]] = ..., opponent_gone: _Optional[_Union[SeatEvent, _Mapping]] = ..., opponent_back: _Optional[_Union[SeatEvent, _Mapping]] = ..., victory_claimed: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_claimed: _Optional[_Union[SeatEvent, _Mapping]] = ..., takeback_proposed: _Optional[_Union[SeatEvent, _Mapping]] = ..., takeback_declined: _Optional[_Union[SeatEvent, _Mapping]] = ..., takeback_accepted: _Optional[_Union[SeatEvent, _Mapping]] = ..., berserk: _Optional[_Union[SeatEvent, _Mapping]] = ..., game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

class Resignation(_message.Message):
    __slots__ = ("side",)
    SIDE_FIELD_NUMBER: _ClassVar[int]
    side: Side
    def __init__(self, side: _Optional[_Union[Side, str]] = ...) -> None: ...

class SeatEvent(_message.Message):
    __slots__ = ("side",)
    SIDE_FIELD_NUMBER: _ClassVar[int]
    side: Side
    def __init__(self, side: _Optional[_Union[Side, str]] = ...) -> None: ...

class JoinGameRequest(_message.Message):
    __slots__ = ("game_id", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class JoinGameResponse(_message.Message):
    __slots__ = ("game", "side", "token")
    GAME_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    game: Game
    side: Side
    token: str
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., side: _Optional[_Union[Side, str]] = ..., token: _Optional[str] = ...) -> None: ...

class RevokeInvitationRequest(_message.Message):
    __slots__ = ("game_id", "side", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    side: Side
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., side: _Optional[_Union[Side, str]] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class RevokeInvitationResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: Game
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

class OfferDrawRequest(_message.Message):
    __slots__ = ("game_id", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class OfferDrawResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: Game
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

class AnswerDrawRequest(_message.Message):
    __slots__ = ("game_id", "accept", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    ACCEPT_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    accept: bool
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., accept: _Optional[bool] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class AnswerDrawResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: Game
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

class AbortRequest(_message.Message):
    __slots__ = ("game_id", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class AbortResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: Game
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

class ClaimVictoryRequest(_message.Message):
    __slots__ = ("game_id", "draw", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    draw: bool
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., draw: _Optional[bool] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class ClaimVictoryResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: Game
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

class ProposeTakebackRequest(_message.Message):
    __slots__ = ("game_id", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class ProposeTakebackResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: Game
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

class AnswerTakebackRequest(_message.Message):
    __slots__ = ("game_id", "accept", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    ACCEPT_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    accept: bool
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., accept: _Optional[bool] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class AnswerTakebackResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: Game
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...
