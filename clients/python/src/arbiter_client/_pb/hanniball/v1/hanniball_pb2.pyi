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
    PIECE_KIND_MONKEY: _ClassVar[PieceKind]
    PIECE_KIND_LION: _ClassVar[PieceKind]
    PIECE_KIND_ELEPHANT: _ClassVar[PieceKind]
    PIECE_KIND_HORSE: _ClassVar[PieceKind]

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
    END_REASON_GOAL: _ClassVar[EndReason]
    END_REASON_OWN_GOAL: _ClassVar[EndReason]
    END_REASON_NO_LEGAL_STEP: _ClassVar[EndReason]
    END_REASON_RESIGNATION: _ClassVar[EndReason]
    END_REASON_DRAW_AGREED: _ClassVar[EndReason]
    END_REASON_TIMEOUT: _ClassVar[EndReason]
    END_REASON_ABANDONED: _ClassVar[EndReason]
    END_REASON_ABORTED: _ClassVar[EndReason]
    END_REASON_OPPONENT_LEFT: _ClassVar[EndReason]
    END_REASON_MOVE_LIMIT: _ClassVar[EndReason]

class StepKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    STEP_KIND_UNSPECIFIED: _ClassVar[StepKind]
    STEP_KIND_MOVE: _ClassVar[StepKind]
    STEP_KIND_DRIBBLE: _ClassVar[StepKind]
    STEP_KIND_KICK: _ClassVar[StepKind]
    STEP_KIND_PENALTY_REMOVE: _ClassVar[StepKind]
    STEP_KIND_END_TURN: _ClassVar[StepKind]

class InvitationStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    INVITATION_STATUS_UNSPECIFIED: _ClassVar[InvitationStatus]
    INVITATION_STATUS_OPEN: _ClassVar[InvitationStatus]
    INVITATION_STATUS_USED: _ClassVar[InvitationStatus]
    INVITATION_STATUS_REVOKED: _ClassVar[InvitationStatus]

class BallChange(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BALL_CHANGE_UNSPECIFIED: _ClassVar[BallChange]
    BALL_CHANGE_NONE: _ClassVar[BallChange]
    BALL_CHANGE_CARRIED: _ClassVar[BallChange]
    BALL_CHANGE_LEFT: _ClassVar[BallChange]
    BALL_CHANGE_PICKED_UP: _ClassVar[BallChange]
    BALL_CHANGE_CAPTURED: _ClassVar[BallChange]
    BALL_CHANGE_PASSED: _ClassVar[BallChange]
    BALL_CHANGE_KICKED_LOOSE: _ClassVar[BallChange]
    BALL_CHANGE_KICKED_TO_OPPONENT: _ClassVar[BallChange]
SIDE_UNSPECIFIED: Side
SIDE_WHITE: Side
SIDE_BLACK: Side
PIECE_KIND_UNSPECIFIED: PieceKind
PIECE_KIND_MONKEY: PieceKind
PIECE_KIND_LION: PieceKind
PIECE_KIND_ELEPHANT: PieceKind
PIECE_KIND_HORSE: PieceKind
GAME_STATUS_UNSPECIFIED: GameStatus
GAME_STATUS_ONGOING: GameStatus
GAME_STATUS_WHITE_WON: GameStatus
GAME_STATUS_BLACK_WON: GameStatus
GAME_STATUS_DRAWN: GameStatus
GAME_STATUS_ABORTED: GameStatus
END_REASON_UNSPECIFIED: EndReason
END_REASON_GOAL: EndReason
END_REASON_OWN_GOAL: EndReason
END_REASON_NO_LEGAL_STEP: EndReason
END_REASON_RESIGNATION: EndReason
END_REASON_DRAW_AGREED: EndReason
END_REASON_TIMEOUT: EndReason
END_REASON_ABANDONED: EndReason
END_REASON_ABORTED: EndReason
END_REASON_OPPONENT_LEFT: EndReason
END_REASON_MOVE_LIMIT: EndReason
STEP_KIND_UNSPECIFIED: StepKind
STEP_KIND_MOVE: StepKind
STEP_KIND_DRIBBLE: StepKind
STEP_KIND_KICK: StepKind
STEP_KIND_PENALTY_REMOVE: StepKind
STEP_KIND_END_TURN: StepKind
INVITATION_STATUS_UNSPECIFIED: InvitationStatus
INVITATION_STATUS_OPEN: InvitationStatus
INVITATION_STATUS_USED: InvitationStatus
INVITATION_STATUS_REVOKED: InvitationStatus
BALL_CHANGE_UNSPECIFIED: BallChange
BALL_CHANGE_NONE: BallChange
BALL_CHANGE_CARRIED: BallChange
BALL_CHANGE_LEFT: BallChange
BALL_CHANGE_PICKED_UP: BallChange
BALL_CHANGE_CAPTURED: BallChange
BALL_CHANGE_PASSED: BallChange
BALL_CHANGE_KICKED_LOOSE: BallChange
BALL_CHANGE_KICKED_TO_OPPONENT: BallChange

class PlacedPiece(_message.Message):
    __slots__ = ("square", "side", "kind")
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    square: str
    side: Side
    kind: PieceKind
    def __init__(self, square: _Optional[str] = ..., side: _Optional[_Union[Side, str]] = ..., kind: _Optional[_Union[PieceKind, str]] = ...) -> None: ...

class Game(_message.Message):
    __slots__ = ("game_id", "version", "position", "turn_start_position", "side_to_move", "turn", "steps_taken", "steps_left", "step_limit", "penalty_available", "penalty_used", "status", "end_reason", "steps_this_turn", "ball_holder", "ball", "seats", "clock", "draw_offered_by", "server_time_ms", "deadline_ms", "started", "rated", "abortable", "opponent_gone", "claim_from_ms", "takeback_proposed_by", "takebacks_allowed", "rules", "move_limit", "berserked")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    TURN_START_POSITION_FIELD_NUMBER: _ClassVar[int]
    SIDE_TO_MOVE_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    STEPS_TAKEN_FIELD_NUMBER: _ClassVar[int]
    STEPS_LEFT_FIELD_NUMBER: _ClassVar[int]
    STEP_LIMIT_FIELD_NUMBER: _ClassVar[int]
    PENALTY_AVAILABLE_FIELD_NUMBER: _ClassVar[int]
    PENALTY_USED_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    END_REASON_FIELD_NUMBER: _ClassVar[int]
    STEPS_THIS_TURN_FIELD_NUMBER: _ClassVar[int]
    BALL_HOLDER_FIELD_NUMBER: _ClassVar[int]
    BALL_FIELD_NUMBER: _ClassVar[int]
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
    turn_start_position: str
    side_to_move: Side
    turn: int
    steps_taken: int
    steps_left: int
    step_limit: int
    penalty_available: bool
    penalty_used: bool
    status: GameStatus
    end_reason: EndReason
    steps_this_turn: _containers.RepeatedScalarFieldContainer[str]
    ball_holder: Side
    ball: str
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
    def __init__(self, game_id: _Optional[str] = ..., version: _Optional[int] = ..., position: _Optional[str] = ..., turn_start_position: _Optional[str] = ..., side_to_move: _Optional[_Union[Side, str]] = ..., turn: _Optional[int] = ..., steps_taken: _Optional[int] = ..., steps_left: _Optional[int] = ..., step_limit: _Optional[int] = ..., penalty_available: _Optional[bool] = ..., penalty_used: _Optional[bool] = ..., status: _Optional[_Union[GameStatus, str]] = ..., end_reason: _Optional[_Union[EndReason, str]] = ..., steps_this_turn: _Optional[_Iterable[str]] = ..., ball_holder: _Optional[_Union[Side, str]] = ..., ball: _Optional[str] = ..., seats: _Optional[_Iterable[_Union[SeatState, _Mapping]]] = ..., clock: _Optional[_Union[Clock, _Mapping]] = ..., draw_offered_by: _Optional[_Union[Side, str]] = ..., server_time_ms: _Optional[int] = ..., deadline_ms: _Optional[int] = ..., started: _Optional[bool] = ..., rated: _Optional[bool] = ..., abortable: _Optional[bool] = ..., opponent_gone: _Optional[_Union[Side, str]] = ..., claim_from_ms: _Optional[int] = ..., takeback_proposed_by: _Optional[_Union[Side, str]] = ..., takebacks_allowed: _Optional[bool] = ..., rules: _Optional[_Iterable[str]] = ..., move_limit: _Optional[int] = ..., berserked: _Optional[_Iterable[_Union[Side, str]]] = ...) -> None: ...

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

class Step(_message.Message):
    __slots__ = ("notation", "kind", "from_square", "to_square", "ricochet", "captures", "scores", "own_goal", "ends_turn", "ends_game")
    NOTATION_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    FROM_SQUARE_FIELD_NUMBER: _ClassVar[int]
    TO_SQUARE_FIELD_NUMBER: _ClassVar[int]
    RICOCHET_FIELD_NUMBER: _ClassVar[int]
    CAPTURES_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    OWN_GOAL_FIELD_NUMBER: _ClassVar[int]
    ENDS_TURN_FIELD_NUMBER: _ClassVar[int]
    ENDS_GAME_FIELD_NUMBER: _ClassVar[int]
    notation: str
    kind: StepKind
    from_square: str
    to_square: str
    ricochet: str
    captures: bool
    scores: bool
    own_goal: bool
    ends_turn: bool
    ends_game: bool
    def __init__(self, notation: _Optional[str] = ..., kind: _Optional[_Union[StepKind, str]] = ..., from_square: _Optional[str] = ..., to_square: _Optional[str] = ..., ricochet: _Optional[str] = ..., captures: _Optional[bool] = ..., scores: _Optional[bool] = ..., own_goal: _Optional[bool] = ..., ends_turn: _Optional[bool] = ..., ends_game: _Optional[bool] = ...) -> None: ...

class StepResult(_message.Message):
    __slots__ = ("step", "captured", "removed", "holder_before", "holder_after", "ball_from", "ball_to", "turn_ended", "game_over", "ball_change")
    STEP_FIELD_NUMBER: _ClassVar[int]
    CAPTURED_FIELD_NUMBER: _ClassVar[int]
    REMOVED_FIELD_NUMBER: _ClassVar[int]
    HOLDER_BEFORE_FIELD_NUMBER: _ClassVar[int]
    HOLDER_AFTER_FIELD_NUMBER: _ClassVar[int]
    BALL_FROM_FIELD_NUMBER: _ClassVar[int]
    BALL_TO_FIELD_NUMBER: _ClassVar[int]
    TURN_ENDED_FIELD_NUMBER: _ClassVar[int]
    GAME_OVER_FIELD_NUMBER: _ClassVar[int]
    BALL_CHANGE_FIELD_NUMBER: _ClassVar[int]
    step: Step
    captured: PlacedPiece
    removed: PlacedPiece
    holder_before: Side
    holder_after: Side
    ball_from: str
    ball_to: str
    turn_ended: bool
    game_over: bool
    ball_change: BallChange
    def __init__(self, step: _Optional[_Union[Step, _Mapping]] = ..., captured: _Optional[_Union[PlacedPiece, _Mapping]] = ..., removed: _Optional[_Union[PlacedPiece, _Mapping]] = ..., holder_before: _Optional[_Union[Side, str]] = ..., holder_after: _Optional[_Union[Side, str]] = ..., ball_from: _Optional[str] = ..., ball_to: _Optional[str] = ..., turn_ended: _Optional[bool] = ..., game_over: _Optional[bool] = ..., ball_change: _Optional[_Union[BallChange, str]] = ...) -> None: ...

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
    actions: _containers.RepeatedCompositeFieldContainer[Step]
    status: GameStatus
    end_reason: EndReason
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., side_to_move: _Optional[_Union[Side, str]] = ..., actions: _Optional[_Iterable[_Union[Step, _Mapping]]] = ..., status: _Optional[_Union[GameStatus, str]] = ..., end_reason: _Optional[_Union[EndReason, str]] = ...) -> None: ...

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
    result: StepResult
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., result: _Optional[_Union[StepResult, _Mapping]] = ...) -> None: ...

class UndoStepRequest(_message.Message):
    __slots__ = ("game_id", "expected_version", "request_id")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    expected_version: int
    request_id: str
    def __init__(self, game_id: _Optional[str] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class UndoStepResponse(_message.Message):
    __slots__ = ("game", "undone")
    GAME_FIELD_NUMBER: _ClassVar[int]
    UNDONE_FIELD_NUMBER: _ClassVar[int]
    game: Game
    undone: Step
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., undone: _Optional[_Union[Step, _Mapping]] = ...) -> None: ...

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

class CheckRedCardRequest(_message.Message):
    __slots__ = ("game_id", "position")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    position: str
    def __init__(self, game_id: _Optional[str] = ..., position: _Optional[str] = ...) -> None: ...

class SquareGroup(_message.Message):
    __slots__ = ("squares",)
    SQUARES_FIELD_NUMBER: _ClassVar[int]
    squares: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, squares: _Optional[_Iterable[str]] = ...) -> None: ...

class RedCardReport(_message.Message):
    __slots__ = ("side", "clustering", "groups", "obstruction", "red_card")
    SIDE_FIELD_NUMBER: _ClassVar[int]
    CLUSTERING_FIELD_NUMBER: _ClassVar[int]
    GROUPS_FIELD_NUMBER: _ClassVar[int]
    OBSTRUCTION_FIELD_NUMBER: _ClassVar[int]
    RED_CARD_FIELD_NUMBER: _ClassVar[int]
    side: Side
    clustering: bool
    groups: _containers.RepeatedCompositeFieldContainer[SquareGroup]
    obstruction: bool
    red_card: bool
    def __init__(self, side: _Optional[_Union[Side, str]] = ..., clustering: _Optional[bool] = ..., groups: _Optional[_Iterable[_Union[SquareGroup, _Mapping]]] = ..., obstruction: _Optional[bool] = ..., red_card: _Optional[bool] = ...) -> None: ...

class CheckRedCardResponse(_message.Message):
    __slots__ = ("game", "white", "black", "side_to_move", "penalty_available")
    GAME_FIELD_NUMBER: _ClassVar[int]
    WHITE_FIELD_NUMBER: _ClassVar[int]
    BLACK_FIELD_NUMBER: _ClassVar[int]
    SIDE_TO_MOVE_FIELD_NUMBER: _ClassVar[int]
    PENALTY_AVAILABLE_FIELD_NUMBER: _ClassVar[int]
    game: Game
    white: RedCardReport
    black: RedCardReport
    side_to_move: Side
    penalty_available: bool
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., white: _Optional[_Union[RedCardReport, _Mapping]] = ..., black: _Optional[_Union[RedCardReport, _Mapping]] = ..., side_to_move: _Optional[_Union[Side, str]] = ..., penalty_available: _Optional[bool] = ...) -> None: ...

class GetHistoryRequest(_message.Message):
    __slots__ = ("game_id",)
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    def __init__(self, game_id: _Optional[str] = ...) -> None: ...

class Turn(_message.Message):
    __slots__ = ("number", "side", "steps")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    number: int
    side: Side
    steps: _containers.RepeatedCompositeFieldContainer[Step]
    def __init__(self, number: _Optional[int] = ..., side: _Optional[_Union[Side, str]] = ..., steps: _Optional[_Iterable[_Union[Step, _Mapping]]] = ...) -> None: ...

class GetHistoryResponse(_message.Message):
    __slots__ = ("game", "record", "start_position", "turns")
    GAME_FIELD_NUMBER: _ClassVar[int]
    RECORD_FIELD_NUMBER: _ClassVar[int]
    START_POSITION_FIELD_NUMBER: _ClassVar[int]
    TURNS_FIELD_NUMBER: _ClassVar[int]
    game: Game
    record: str
    start_position: str
    turns: _containers.RepeatedCompositeFieldContainer[Turn]
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., record: _Optional[str] = ..., start_position: _Optional[str] = ..., turns: _Optional[_Iterable[_Union[Turn, _Mapping]]] = ...) -> None: ...

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
    legal_actions: _containers.RepeatedCompositeFieldContainer[Step]
    def __init__(self, snapshot: _Optional[_Union[Game, _Mapping]] = ..., event: _Optional[_Union[GameEvent, _Mapping]] = ..., audience: _Optional[_Union[_audience_pb2.Audience, _Mapping]] = ..., legal_actions: _Optional[_Iterable[_Union[Step, _Mapping]]] = ...) -> None: ...

class GameEvent(_message.Message):
    __slots__ = ("version", "action", "step", "undone", "resignation", "seat_taken", "invitation_revoked", "draw_offered", "draw_declined", "draw_agreed", "flag_fall", "aborted", "opponent_gone", "opponent_back", "victory_claimed", "draw_claimed", "takeback_proposed", "takeback_declined", "takeback_accepted", "berserk", "game")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    STEP_FIELD_NUMBER: _ClassVar[int]
    UNDONE_FIELD_NUMBER: _ClassVar[int]
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
    step: StepResult
    undone: Step
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
    def __init__(self, version: _Optional[int] = ..., action: _Optional[str] = ..., step: _Optional[_Union[StepResult, _Mapping]] = ..., undone: _Optional[_Union[Step, _Mapping]] = ..., resignation: _Optional[_Union[Resignation, _Mapping]] = ..., seat_taken: _Optional[_Union[SeatEvent, _Mapping]] = ..., invitation_revoked: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_offered: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_declined: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_agreed: _Optional[_Union[SeatEvent, _Mapping]] = ..., flag_fall: _Optional[_Union[SeatEvent, _Mapping]] = ..., aborted: _Optional[_Union[SeatEvent, _Mapping]] = ..., opponent_gone: _Optional[_Union[SeatEvent, _Mapping]] = ..., opponent_back: _Optional[_Union[SeatEvent, _Mapping]] = ..., victory_claimed: _Optional[_Union[SeatEvent, _Mapping]] = ..., draw_claimed: _Optional[_Union[SeatEvent, _Mapping]] = ..., takeback_proposed: _Optional[_Union[SeatEvent, _Mapping]] = ..., takeback_declined: _Optional[_Union[SeatEvent, _Mapping]] = ..., takeback_accepted: _Optional[_Union[SeatEvent, _Mapping]] = ..., berserk: _Optional[_Union[SeatEvent, _Mapping]] = ..., game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

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

class Resignation(_message.Message):
    __slots__ = ("side",)
    SIDE_FIELD_NUMBER: _ClassVar[int]
    side: Side
    def __init__(self, side: _Optional[_Union[Side, str]] = ...) -> None: ...
