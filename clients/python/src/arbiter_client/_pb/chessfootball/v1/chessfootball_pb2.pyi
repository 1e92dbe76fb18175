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
    SIDE_WHITE: _ClassVar[Side]
    SIDE_BLACK: _ClassVar[Side]

class PieceKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PIECE_KIND_UNSPECIFIED: _ClassVar[PieceKind]
    PIECE_KIND_KING: _ClassVar[PieceKind]
    PIECE_KIND_QUEEN: _ClassVar[PieceKind]
    PIECE_KIND_ROOK: _ClassVar[PieceKind]
    PIECE_KIND_BISHOP: _ClassVar[PieceKind]
    PIECE_KIND_KNIGHT: _ClassVar[PieceKind]
    PIECE_KIND_PAWN: _ClassVar[PieceKind]

class GameStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GAME_STATUS_UNSPECIFIED: _ClassVar[GameStatus]
    GAME_STATUS_ONGOING: _ClassVar[GameStatus]
    GAME_STATUS_WHITE_WON: _ClassVar[GameStatus]
    GAME_STATUS_BLACK_WON: _ClassVar[GameStatus]
    GAME_STATUS_DRAWN: _ClassVar[GameStatus]
    GAME_STATUS_ABORTED: _ClassVar[GameStatus]

class EndReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    END_REASON_UNSPECIFIED: _ClassVar[EndReason]
    END_REASON_FULL_TIME: _ClassVar[EndReason]
    END_REASON_RESIGNATION: _ClassVar[EndReason]
    END_REASON_DRAW_AGREED: _ClassVar[EndReason]
    END_REASON_TIMEOUT: _ClassVar[EndReason]
    END_REASON_ABANDONED: _ClassVar[EndReason]
    END_REASON_ABORTED: _ClassVar[EndReason]
    END_REASON_OPPONENT_LEFT: _ClassVar[EndReason]
    END_REASON_MOVE_LIMIT: _ClassVar[EndReason]

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PHASE_UNSPECIFIED: _ClassVar[Phase]
    PHASE_PLACE: _ClassVar[Phase]
    PHASE_KICKOFF: _ClassVar[Phase]
    PHASE_PLAY: _ClassVar[Phase]

class ActionKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ACTION_KIND_UNSPECIFIED: _ClassVar[ActionKind]
    ACTION_KIND_PLACE: _ClassVar[ActionKind]
    ACTION_KIND_MOVE: _ClassVar[ActionKind]
    ACTION_KIND_PASS: _ClassVar[ActionKind]
    ACTION_KIND_NULL: _ClassVar[ActionKind]

class GoalKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GOAL_KIND_UNSPECIFIED: _ClassVar[GoalKind]
    GOAL_KIND_CARRIED: _ClassVar[GoalKind]
    GOAL_KIND_PASSED: _ClassVar[GoalKind]
    GOAL_KIND_CAPTURED_ON_GOAL: _ClassVar[GoalKind]
    GOAL_KIND_KING_CAPTURED: _ClassVar[GoalKind]

class RestartReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RESTART_REASON_UNSPECIFIED: _ClassVar[RestartReason]
    RESTART_REASON_GOAL: _ClassVar[RestartReason]
    RESTART_REASON_KING_VERSUS_KING: _ClassVar[RestartReason]

class InvitationStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    INVITATION_STATUS_UNSPECIFIED: _ClassVar[InvitationStatus]
    INVITATION_STATUS_OPEN: _ClassVar[InvitationStatus]
    INVITATION_STATUS_USED: _ClassVar[InvitationStatus]
    INVITATION_STATUS_REVOKED: _ClassVar[InvitationStatus]
SIDE_UNSPECIFIED: Side
SIDE_WHITE: Side
SIDE_BLACK: Side
PIECE_KIND_UNSPECIFIED: PieceKind
PIECE_KIND_KING: PieceKind
PIECE_KIND_QUEEN: PieceKind
PIECE_KIND_ROOK: PieceKind
PIECE_KIND_BISHOP: PieceKind
PIECE_KIND_KNIGHT: PieceKind
PIECE_KIND_PAWN: PieceKind
GAME_STATUS_UNSPECIFIED: GameStatus
GAME_STATUS_ONGOING: GameStatus
GAME_STATUS_WHITE_WON: GameStatus
GAME_STATUS_BLACK_WON: GameStatus
GAME_STATUS_DRAWN: GameStatus
GAME_STATUS_ABORTED: GameStatus
END_REASON_UNSPECIFIED: EndReason
END_REASON_FULL_TIME: EndReason
END_REASON_RESIGNATION: EndReason
END_REASON_DRAW_AGREED: EndReason
END_REASON_TIMEOUT: EndReason
END_REASON_ABANDONED: EndReason
END_REASON_ABORTED: EndReason
END_REASON_OPPONENT_LEFT: EndReason
END_REASON_MOVE_LIMIT: EndReason
PHASE_UNSPECIFIED: Phase
PHASE_PLACE: Phase
PHASE_KICKOFF: Phase
PHASE_PLAY: Phase
ACTION_KIND_UNSPECIFIED: ActionKind
ACTION_KIND_PLACE: ActionKind
ACTION_KIND_MOVE: ActionKind
ACTION_KIND_PASS: ActionKind
ACTION_KIND_NULL: ActionKind
GOAL_KIND_UNSPECIFIED: GoalKind
GOAL_KIND_CARRIED: GoalKind
GOAL_KIND_PASSED: GoalKind
GOAL_KIND_CAPTURED_ON_GOAL: GoalKind
GOAL_KIND_KING_CAPTURED: GoalKind
RESTART_REASON_UNSPECIFIED: RestartReason
RESTART_REASON_GOAL: RestartReason
RESTART_REASON_KING_VERSUS_KING: RestartReason
INVITATION_STATUS_UNSPECIFIED: InvitationStatus
INVITATION_STATUS_OPEN: InvitationStatus
INVITATION_STATUS_USED: InvitationStatus
INVITATION_STATUS_REVOKED: InvitationStatus

class PlacedPiece(_message.Message):
    __slots__ = ("square", "side", "kind")
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    square: str
    side: Side
    kind: PieceKind
    def __init__(self, square: _Optional[str] = ..., side: _Optional[_Union[Side, str]] = ..., kind: _Optional[_Union[PieceKind, str]] = ...) -> None: ...

class Score(_message.Message):
    __slots__ = ("white", "black")
    WHITE_FIELD_NUMBER: _ClassVar[int]
    BLACK_FIELD_NUMBER: _ClassVar[int]
    white: int
    black: int
    def __init__(self, white: _Optional[int] = ..., black: _Optional[int] = ...) -> None: ...

class Game(_message.Message):
    __slots__ = ("game_id", "version", "position", "status", "end_reason", "side_to_move", "phase", "half", "white_moves", "black_moves", "score", "ball", "ball_holder", "kicking_off", "resigned", "seats", "clock", "draw_offered_by", "server_time_ms", "deadline_ms", "started", "rated", "abortable", "opponent_gone", "claim_from_ms", "takeback_proposed_by", "takebacks_allowed", "rules", "move_limit", "berserked")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    END_REASON_FIELD_NUMBER: _ClassVar[int]
    SIDE_TO_MOVE_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    HALF_FIELD_NUMBER: _ClassVar[int]
    WHITE_MOVES_FIELD_NUMBER: _ClassVar[int]
    BLACK_MOVES_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    BALL_FIELD_NUMBER: _ClassVar[int]
    BALL_HOLDER_FIELD_NUMBER: _ClassVar[int]
    KICKING_OFF_FIELD_NUMBER: _ClassVar[int]
    RESIGNED_FIELD_NUMBER: _ClassVar[int]
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
    status: GameStatus
    end_reason: EndReason
    side_to_move: Side
    phase: Phase
    half: int
    white_moves: int
    black_moves: int
    score: Score
    ball: str
    ball_holder: PlacedPiece
    kicking_off: Side
    resigned: Side
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
    def __init__(self, game_id: _Optional[str] = ..., version: _Optional[int] = ..., position: _Optional[str] = ..., status: _Optional[_Union[GameStatus, str]] = ..., end_reason: _Optional[_Union[EndReason, str]] = ..., side_to_move: _Optional[_Union[Side, str]] = ..., phase: _Optional[_Union[Phase, str]] = ..., half: _Optional[int] = ..., white_moves: _Optional[int] = ..., black_moves: _Optional[int] = ..., score: _Optional[_Union[Score, _Mapping]] = ..., ball: _Optional[str] = ..., ball_holder: _Optional[_Union[PlacedPiece, _Mapping]] = ..., kicking_off: _Optional[_Union[Side, str]] = ..., resigned: _Optional[_Union[Side, str]] = ..., seats: _Optional[_Iterable[_Union[SeatState, _Mapping]]] = ..., clock: _Optional[_Union[Clock, _Mapping]] = ..., draw_offered_by: _Optional[_Union[Side, str]] = ..., server_time_ms: _Optional[int] = ..., deadline_ms: _Optional[int] = ..., started: _Optional[bool] = ..., rated: _Optional[bool] = ..., abortable: _Optional[bool] = ..., opponent_gone: _Optional[_Union[Side, str]] = ..., claim_from_ms: _Optional[int] = ..., takeback_proposed_by: _Optional[_Union[Side, str]] = ..., takebacks_allowed: _Optional[bool] = ..., rules: _Optional[_Iterable[str]] = ..., move_limit: _Optional[int] = ..., berserked: _Optional[_Iterable[_Union[Side, str]]] = ...) -> None: ...

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

class Action(_message.Message):
    __slots__ = ("notation", "kind", "from_square", "to_square", "placed_kind", "promotion", "captures", "scores", "ends_game")
    NOTATION_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    FROM_SQUARE_FIELD_NUMBER: _ClassVar[int]
    TO_SQUARE_FIELD_NUMBER: _ClassVar[int]
    PLACED_KIND_FIELD_NUMBER: _ClassVar[int]
    PROMOTION_FIELD_NUMBER: _ClassVar[int]
    CAPTURES_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    ENDS_GAME_FIELD_NUMBER: _ClassVar[int]
    notation: str
    kind: ActionKind
    from_square: str
    to_square: str
    placed_kind: PieceKind
    promotion: PieceKind
    captures: bool
    scores: bool
    ends_game: bool
    def __init__(self, notation: _Optional[str] = ..., kind: _Optional[_Union[ActionKind, str]] = ..., from_square: _Optional[str] = ..., to_square: _Optional[str] = ..., placed_kind: _Optional[_Union[PieceKind, str]] = ..., promotion: _Optional[_Union[PieceKind, str]] = ..., captures: _Optional[bool] = ..., scores: _Optional[bool] = ..., ends_game: _Optional[bool] = ...) -> None: ...

class Goal(_message.Message):
    __slots__ = ("scorer", "kind", "square", "score")
    SCORER_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    scorer: Side
    kind: GoalKind
    square: str
    score: Score
    def __init__(self, scorer: _Optional[_Union[Side, str]] = ..., kind: _Optional[_Union[GoalKind, str]] = ..., square: _Optional[str] = ..., score: _Optional[_Union[Score, _Mapping]] = ...) -> None: ...

class Restart(_message.Message):
    __slots__ = ("reason", "kicking_off")
    REASON_FIELD_NUMBER: _ClassVar[int]
    KICKING_OFF_FIELD_NUMBER: _ClassVar[int]
    reason: RestartReason
    kicking_off: Side
    def __init__(self, reason: _Optional[_Union[RestartReason, str]] = ..., kicking_off: _Optional[_Union[Side, str]] = ...) -> None: ...

class ActionResult(_message.Message):
    __slots__ = ("action", "side", "placed", "captured", "pass_receiver", "promoted_to", "goal", "restart", "half_time", "full_time", "result")
    ACTION_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    PLACED_FIELD_NUMBER: _ClassVar[int]
    CAPTURED_FIELD_NUMBER: _ClassVar[int]
    PASS_RECEIVER_FIELD_NUMBER: _ClassVar[int]
    PROMOTED_TO_FIELD_NUMBER: _ClassVar[int]
    GOAL_FIELD_NUMBER: _ClassVar[int]
    RESTART_FIELD_NUMBER: _ClassVar[int]
    HALF_TIME_FIELD_NUMBER: _ClassVar[int]
    FULL_TIME_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    action: Action
    side: Side
    placed: PlacedPiece
    captured: PlacedPiece
    pass_receiver: PlacedPiece
    promoted_to: PieceKind
    goal: Goal
    restart: Restart
    half_time: bool
    full_time: bool
    result: GameStatus
    def __init__(self, action: _Optional[_Union[Action, _Mapping]] = ..., side: _Optional[_Union[Side, str]] = ..., placed: _Optional[_Union[PlacedPiece, _Mapping]] = ..., captured: _Optional[_Union[PlacedPiece, _Mapping]] = ..., pass_receiver: _Optional[_Union[PlacedPiece, _Mapping]] = ..., promoted_to: _Optional[_Union[PieceKind, str]] = ..., goal: _Optional[_Union[Goal, _Mapping]] = ..., restart: _Optional[_Union[Restart, _Mapping]] = ..., half_time: _Optional[bool] = ..., full_time: _Optional[bool] = ..., result: _Optional[_Union[GameStatus, str]] = ...) -> None: ...

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
    __slots__ = ("game", "white_token", "black_token", "invitations", "director_token")
    GAME_FIELD_NUMBER: _ClassVar[int]
    WHITE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    BLACK_TOKEN_FIELD_NUMBER: _ClassVar[int]
    INVITATIONS_FIELD_NUMBER: _ClassVar[int]
    DIRECTOR_TOKEN_FIELD_NUMBER: _ClassVar[int]
    game: Game
    white_token: str
    black_token: str
    invitations: _containers.RepeatedCompositeFieldContainer[Invitation]
    director_token: str
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., white_token: _Optional[str] = ..., black_token: _Optional[str] = ..., invitations: _Optional[_Iterable[_Union[Invitation, _Mapping]]] = ..., director_token: _Optional[str] = ...) -> None: ...

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
    actions: _containers.RepeatedCompositeFieldContainer[Action]
    status: GameStatus
    end_reason: EndReason
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., side_to_move: _Optional[_Union[Side, str]] = ..., actions: _Optional[_Iterable[_Union[Action, _Mapping]]] = ..., status: _Optional[_Union[GameStatus, str]] = ..., end_reason: _Optional[_Union[EndReason, str]] = ...) -> None: ...

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
    result: ActionResult
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., result: _Optional[_Union[ActionResult, _Mapping]] = ...) -> None: ...

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
    __slots__ = ("game", "record", "start_position", "actions")
    GAME_FIELD_NUMBER: _ClassVar[int]
    RECORD_FIELD_NUMBER: _ClassVar[int]
    START_POSITION_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_FIELD_NUMBER: _ClassVar[int]
    game: Game
    record: str
    start_position: str
    actions: _containers.RepeatedCompositeFieldContainer[ActionResult]
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., record: _Optional[str] = ..., start_position: _Optional[str] = ..., actions: _Optional[_Iterable[_Union[ActionResult, _Mapping]]] = ...) -> None: ...

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
    legal_actions: _containers.RepeatedCompositeFieldContainer[Action]
    def __init__(self, snapshot: _Optional[_Union[Game, _Mapping]] = ..., event: _Optional[_Union[GameEvent, _Mapping]] = ..., audience: _Optional[_Union[_audience_pb2.Audience, _Mapping]] = ..., legal_actions: _Optional[_Iterable[_Union[Action, _Mapping]]] = ...) -> None: ...

class GameEvent(_message.Message):
    __slots__ = ("version", "action", "result", "resignation", "seat_taken", "invitation_revoked", "draw_offered", "draw_declined", "draw_agreed", "flag_fall", "aborted", "opponent_gone", "opponent_back", "victory_claimed", "draw_claimed", "takeback_proposed", "takeback_declined", "takeback_accepted", "berserk", "game")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
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
    result: ActionResult
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
    def __init__(self, version: _Optional[int] = ..., action: _Optional[str] = ..., result: _Optional[_Union[ActionResult, _Mapping]] = ..., resignation: _Optional[_Union[Resignation, _Mapping]] = ..., seat_taken: _Optional[_Union[SeatEvent, _Mapping]] = ..., invitation_revoked: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_offered: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_declined: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_agreed: _Optional[_Union[SeatEvent, _Mapping]] = ..., flag_fall: _Optional[_Union[SeatEvent, _Mapping]] = ..., aborted: _Optional[_Union[SeatEvent, _Mapping]] = ..., opponent_gone: _Optional[_Union[SeatEvent, _Mapping]] = ..., opponent_back: _Optional[_Union[SeatEvent, _Mapping]] = ..., victory_claimed: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_claimed: _Optional[_Union[SeatEvent, _Mapping]] = ..., takeback_proposed: _Optional[_Union[SeatEvent, _Mapping]] = ..., takeback_declined: _Optional[_Union[SeatEvent, _Mapping]] = ..., takeback_accepted: _Optional[_Union[SeatEvent, _Mapping]] = ..., berserk: _Optional[_Union[SeatEvent, _Mapping]] = ..., game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

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
