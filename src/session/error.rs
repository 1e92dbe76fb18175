//! Service errors and their one mapping to gRPC statuses.
//!
//! Every status carries a `google.rpc.ErrorInfo` (domain [`ERROR_DOMAIN`]) whose `reason` is a
//! stable machine-readable code; invalid arguments also carry a `google.rpc.BadRequest` naming
//! the field. Internal details are logged, not sent.

use std::borrow::Cow;
use std::collections::HashMap;

use tonic::{Code, Status};
use tonic_types::{ErrorDetails, StatusExt};

use crate::store::StoreError;

/// The `domain` of every `ErrorInfo` this service sends.
pub const ERROR_DOMAIN: &str = "arbiter";

/// The most characters of a request's value (a name, an id, an action) that an error
/// message, its details or a log line repeats; longer ones are cut to this many, the last
/// being "…".
pub const ECHO_CHARS: usize = 64;

/// The most characters of a message that may carry such values (an invalid argument's
/// explanation, an engine's reason): a bound on what any error says.
pub const MESSAGE_CHARS: usize = 256;

/// `text` cut to [`ECHO_CHARS`] characters (see there).
#[must_use]
pub fn clip(text: &str) -> Cow<'_, str> {
    clip_to(text, ECHO_CHARS)
}

/// `text` cut to `max` characters, the last being "…" when it was cut.
#[must_use]
pub fn clip_to(text: &str, max: usize) -> Cow<'_, str> {
    match text.char_indices().nth(max) {
        None => Cow::Borrowed(text),
        Some(_) => {
            let keep = max.saturating_sub(1);
            let end = text
                .char_indices()
                .nth(keep)
                .map_or(text.len(), |(at, _)| at);
            Cow::Owned(format!("{}…", &text[..end]))
        }
    }
}

/// Why a request failed.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// A field could not be parsed or is out of range.
    #[error("invalid {field}: {}", clip_to(.message, MESSAGE_CHARS))]
    InvalidArgument {
        /// The request field, e.g. `action`.
        field: &'static str,
        /// The `ErrorInfo` reason, e.g. `INVALID_ACTION`.
        reason: &'static str,
        /// What is wrong and where.
        message: String,
    },
    /// A request id was used before for a different request.
    #[error("request_id {:?} was already used for a different request on this game", clip(.request_id))]
    RequestIdReused {
        /// The reused id.
        request_id: String,
    },
    /// A retried request id whose answer is no longer kept: a game keeps the records of its
    /// last request ids only (`store::RETRY_RECORDS`, answers within
    /// `store::RETRY_LOG_BYTES`). Never acted on twice.
    #[error("{}", expired_message(request_id, outcome))]
    RequestExpired {
        /// The retried id.
        request_id: String,
        /// What is known of the first call.
        outcome: ExpiredOutcome,
    },
    /// The action is not legal in this position.
    #[error("illegal action {}: {}", clip(.action), clip_to(.why, MESSAGE_CHARS))]
    IllegalAction {
        /// The action as sent (in the game's notation).
        action: String,
        /// Why, as the engine says.
        why: String,
        /// The engine's stable reason code.
        rule: &'static str,
    },
    /// There is no step of the turn in progress to take back.
    #[error("nothing to undo: {why}")]
    NothingToUndo {
        /// Why, as the engine says.
        why: String,
    },
    /// The game is over; nothing more can be played.
    #[error("game {} is over", clip(.game_id))]
    GameOver {
        /// The game.
        game_id: String,
    },
    /// No such game (never existed, or expired).
    #[error("game {} not found", clip(.game_id))]
    GameNotFound {
        /// The game.
        game_id: String,
    },
    /// No usable seat token was sent.
    #[error("{}", clip_to(.0, MESSAGE_CHARS))]
    Unauthenticated(String),
    /// The token holds no seat in this game.
    #[error("the token does not hold a seat in game {}", clip(.game_id))]
    WrongSeat {
        /// The game.
        game_id: String,
    },
    /// The token's seat is not the side to move.
    #[error("not your turn: {to_move} is to move")]
    NotYourTurn {
        /// The side to move.
        to_move: &'static str,
    },
    /// A seat is still open: nobody can act until every seat is taken.
    #[error("game {} has a seat still open: it starts once every seat is taken", clip(.game_id))]
    SeatsOpen {
        /// The game.
        game_id: String,
    },
    /// The invitation code matches no invitation of this game.
    #[error("the invitation code is not one of game {}", clip(.game_id))]
    InvalidInvitation {
        /// The game.
        game_id: String,
    },
    /// The invitation was used already: its seat is taken.
    #[error("the invitation of game {} was used already: its seat is taken", clip(.game_id))]
    InvitationUsed {
        /// The game.
        game_id: String,
    },
    /// The invitation was revoked.
    #[error("the invitation of game {} was revoked", clip(.game_id))]
    InvitationRevoked {
        /// The game.
        game_id: String,
    },
    /// The seat has no invitation (it was never kept open).
    #[error("that seat of game {} was never kept open: it has no invitation", clip(.game_id))]
    NoInvitation {
        /// The game.
        game_id: String,
    },
    /// A draw offer is pending already.
    #[error("a draw offer is pending already: it must be answered first")]
    DrawAlreadyOffered,
    /// There is no draw offer of the opponent to answer.
    #[error("there is no draw offer of the opponent to answer")]
    NoDrawOffer,
    /// The game can no longer be aborted: every side has made its first action.
    #[error("game {} can no longer be aborted: both sides have moved (offer a draw or resign)", clip(.game_id))]
    NotAbortable {
        /// The game.
        game_id: String,
    },
    /// There is nothing to claim: the opponent is not gone, or the wait is not over.
    #[error("{0}")]
    NoClaim(String),
    /// A takeback proposal is pending already.
    #[error("a takeback proposal is pending already: it must be answered first")]
    TakebackAlreadyProposed,
    /// There is no takeback proposal of the opponent to answer.
    #[error("there is no takeback proposal of the opponent to answer")]
    NoTakeback,
    /// The proposer has no completed turn to take back.
    #[error("you have no move of yours to take back in game {}", clip(.game_id))]
    NothingToTakeBack {
        /// The game.
        game_id: String,
    },
    /// This game allows no takebacks (a rated game).
    #[error("{0}")]
    TakebacksNotAllowed(String),
    /// A berserk refused: the game is not an arena's, its clock has nothing to cut, or the
    /// seat has already made its first action or berserked.
    #[error("{0}")]
    BerserkNotAllowed(String),
    /// `expected_version` does not match.
    #[error("version conflict: expected version {expected}, the game is at version {current}")]
    VersionConflict {
        /// What the client expected.
        expected: u64,
        /// What the game is at.
        current: u64,
    },
    /// A watcher asked to resume from a version the game has not reached.
    #[error("from_version {from} is beyond the game's version {current}")]
    VersionAhead {
        /// The version asked for.
        from: u64,
        /// The game's version.
        current: u64,
    },
    /// The store cannot be reached.
    #[error("the game store is unavailable, try again later")]
    StoreUnavailable(#[source] StoreError),
    /// The server is stopping; reconnect (to another replica).
    #[error("the server is shutting down; reconnect to continue")]
    ShuttingDown,
    /// A bug or corrupt data; the details are logged, not sent.
    #[error("internal error")]
    Internal(String),
    // Accounts, ratings and the archive (src/players/).
    /// An account with this name exists (names are compared without case).
    #[error("the name {:?} is taken", clip(.name))]
    NameTaken {
        /// The name asked for.
        name: String,
    },
    /// The name looks like one taken (the same skeleton: `AIice` beside `Alice`).
    #[error(
        "the name {:?} looks like the name {:?} of another player: choose another",
        clip(.name),
        clip(.existing)
    )]
    NameConfusable {
        /// The name asked for.
        name: String,
        /// The name it looks like.
        existing: String,
    },
    /// The name and password do not match an account (which one is wrong is not said).
    #[error("wrong name or password")]
    BadCredentials,
    /// The call needs a player's session token, and none valid was sent.
    #[error("{}", clip_to(.0, MESSAGE_CHARS))]
    NotSignedIn(String),
    /// Too many sign-in attempts for this name or from this address.
    #[error("too many sign-in attempts: try again in {retry_after_secs} s")]
    TooManyAttempts {
        /// When the next attempt may succeed.
        retry_after_secs: u64,
    },
    /// Too many password checks are running: the server is busy.
    #[error("the server is busy checking passwords: try again in {retry_after_ms} ms")]
    Busy {
        /// When to try again.
        retry_after_ms: u64,
    },
    /// No player has this name.
    #[error("no player is named {:?}", clip(.name))]
    PlayerNotFound {
        /// The name asked for.
        name: String,
    },
    /// No finished game with this id is archived.
    #[error("no archived game {}", clip(.game_id))]
    ArchivedGameNotFound {
        /// The game.
        game_id: String,
    },
    /// The database cannot be reached.
    #[error("the player database is unavailable, try again later")]
    DatabaseUnavailable,

    // The lobby (src/lobby/).
    /// The seek is no longer open: accepted by someone else, cancelled, or expired.
    #[error("seek {} is no longer open: taken by someone else, cancelled or expired", clip(.seek_id))]
    SeekTaken {
        /// The seek.
        seek_id: String,
    },
    /// The caller has an open seek for this game and time control already.
    #[error("you have an open seek for this game and time control already: {}", clip(.seek_id))]
    AlreadySeeking {
        /// The open seek.
        seek_id: String,
    },
    /// The address has as many open seeks as it may.
    #[error("this address has as many open seeks as it may: cancel one first")]
    SeekLimit,
    /// The challenger, or the player challenged, has as many open challenges as they may.
    #[error("{0}")]
    TooManyChallenges(String),
    /// The caller posts to the lobby faster than it may.
    #[error("too many seeks and challenges at once: try again in {retry_after_ms} ms")]
    PostingTooFast {
        /// When to try again.
        retry_after_ms: u64,
    },
    /// A seat sends quick chat faster than it may.
    #[error("one quick-chat message every few seconds: try again in {retry_after_ms} ms")]
    ChatTooFast {
        /// When to try again.
        retry_after_ms: u64,
    },
    /// Every place of the analysis pool is taken (`src/analysis/pool.rs`).
    #[error("the analysis pool is full: try again in {retry_after_ms} ms")]
    AnalysisBusy {
        /// When a place is likely to be free.
        retry_after_ms: u64,
    },
    /// The caller starts analyses faster than it may.
    #[error("too many analyses started: try again in {retry_after_ms} ms")]
    AnalysingTooFast {
        /// When to try again.
        retry_after_ms: u64,
    },
    /// The game's quick chat is full.
    #[error("this game's chat is full ({most} messages)")]
    ChatLimit {
        /// The most messages of a game.
        most: usize,
    },
    /// The caller tried to accept their own seek.
    #[error("this is your own seek")]
    OwnSeek,
    /// The caller's rating is outside the seek's range.
    #[error("your rating {rating} is outside this seek's range")]
    RatingOutOfRange {
        /// The caller's rating.
        rating: u32,
    },
    /// A rematch was asked for a game that goes on.
    #[error("game {} is not over: a rematch follows a finished game", clip(.game_id))]
    GameNotOver {
        /// The game.
        game_id: String,
    },
    /// A rematch was asked of the computer opponent of `NewGame`'s `bot` field.
    #[error(
        "game {} was played against NewGame's computer opponent, which takes no rematch: \
         start another with NewGame's bot field, or challenge one of the computer players \
         (ListComputers), who take rematches",
        clip(.game_id)
    )]
    ComputerNoRematch {
        /// The game.
        game_id: String,
    },
    /// No open seek of the caller has this id.
    #[error("you have no open seek {}", clip(.seek_id))]
    SeekNotFound {
        /// The seek asked for.
        seek_id: String,
    },
    /// A bot account signed in from a browser.
    #[error("this is a bot account: a bot signs in from its program, not from a browser")]
    BotAccount,
    /// A person's account asked for what only bot accounts do (the ladder).
    #[error("only a bot account plays ladder games; this account is a person's")]
    NotABot,
    /// The seek is a challenge of another player: only they may take it.
    #[error("seek {} is a challenge of another player: only they may accept it", clip(.seek_id))]
    NotChallenged {
        /// The challenge.
        seek_id: String,
    },
    /// A tournament call refused (`TOURNAMENT_NOT_FOUND`, `TOURNAMENT_CLOSED`,
    /// `TOURNAMENT_FULL`, `TOURNAMENT_ENTRY`, `NOT_IN_TOURNAMENT`, `WRONG_PASSWORD`,
    /// `TOURNAMENT_LIMIT`).
    #[error("{message}")]
    Tournament {
        /// The `ErrorInfo` reason.
        reason: &'static str,
        /// What is wrong.
        message: String,
    },
}

/// What the service still knows of a request whose answer it no longer keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpiredOutcome {
    /// It was applied, and its change produced this version.
    Applied {
        /// The version the change produced.
        version: u64,
    },
    /// Its `expected_version` is older than the game's oldest kept record: it may have been
    /// applied (then its change produced `expected + 1`) and forgotten.
    Unknown {
        /// The request's `expected_version`.
        expected: u64,
        /// The game's version.
        current: u64,
    },
}

fn expired_message(request_id: &str, outcome: &ExpiredOutcome) -> String {
    let request_id = clip(request_id);
    match outcome {
        ExpiredOutcome::Applied { version } => format!(
            "request_id {request_id:?} was applied (its change made version {version}), but its \
             answer is no longer kept: read the game"
        ),
        ExpiredOutcome::Unknown { expected, current } => format!(
            "request_id {request_id:?} with expected version {expected} is older than the \
             records this game keeps (it is at version {current}): if it was applied, its \
             change made version {}; read the game",
            expected.saturating_add(1)
        ),
    }
}

impl ServiceError {
    /// An invalid-argument error for `field`.
    pub fn invalid(field: &'static str, reason: &'static str, message: impl Into<String>) -> Self {
        ServiceError::InvalidArgument {
            field,
            reason,
            message: message.into(),
        }
    }

    /// A required field is empty.
    #[must_use]
    pub fn missing(field: &'static str) -> Self {
        ServiceError::invalid(field, "MISSING_FIELD", "must be set")
    }

    /// The gRPC code.
    #[must_use]
    pub fn code(&self) -> Code {
        match self {
            ServiceError::InvalidArgument { .. } | ServiceError::RequestIdReused { .. } => {
                Code::InvalidArgument
            }
            ServiceError::IllegalAction { .. }
            | ServiceError::NothingToUndo { .. }
            | ServiceError::GameOver { .. }
            | ServiceError::SeatsOpen { .. }
            | ServiceError::InvitationUsed { .. }
            | ServiceError::InvitationRevoked { .. }
            | ServiceError::NoInvitation { .. }
            | ServiceError::DrawAlreadyOffered
            | ServiceError::NoDrawOffer
            | ServiceError::NotAbortable { .. }
            | ServiceError::NoClaim(_)
            | ServiceError::TakebackAlreadyProposed
            | ServiceError::NoTakeback
            | ServiceError::NothingToTakeBack { .. }
            | ServiceError::TakebacksNotAllowed(_)
            | ServiceError::BerserkNotAllowed(_)
            | ServiceError::RequestExpired { .. }
            | ServiceError::SeekTaken { .. }
            | ServiceError::OwnSeek
            | ServiceError::RatingOutOfRange { .. }
            | ServiceError::GameNotOver { .. }
            | ServiceError::ComputerNoRematch { .. } => Code::FailedPrecondition,
            ServiceError::AlreadySeeking { .. } => Code::AlreadyExists,
            ServiceError::SeekLimit
            | ServiceError::TooManyChallenges(_)
            | ServiceError::PostingTooFast { .. }
            | ServiceError::ChatTooFast { .. }
            | ServiceError::AnalysisBusy { .. }
            | ServiceError::AnalysingTooFast { .. }
            | ServiceError::ChatLimit { .. } => Code::ResourceExhausted,
            ServiceError::SeekNotFound { .. } => Code::NotFound,
            ServiceError::GameNotFound { .. }
            | ServiceError::PlayerNotFound { .. }
            | ServiceError::ArchivedGameNotFound { .. } => Code::NotFound,
            ServiceError::Unauthenticated(_)
            | ServiceError::BadCredentials
            | ServiceError::NotSignedIn(_) => Code::Unauthenticated,
            ServiceError::NameTaken { .. } | ServiceError::NameConfusable { .. } => {
                Code::AlreadyExists
            }
            ServiceError::TooManyAttempts { .. } | ServiceError::Busy { .. } => {
                Code::ResourceExhausted
            }
            ServiceError::DatabaseUnavailable => Code::Unavailable,
            ServiceError::WrongSeat { .. }
            | ServiceError::NotYourTurn { .. }
            | ServiceError::InvalidInvitation { .. }
            | ServiceError::NotChallenged { .. }
            | ServiceError::BotAccount
            | ServiceError::NotABot => Code::PermissionDenied,
            ServiceError::Tournament { reason, .. } => match *reason {
                "TOURNAMENT_NOT_FOUND" => Code::NotFound,
                "WRONG_PASSWORD" => Code::PermissionDenied,
                "TOURNAMENT_LIMIT" => Code::ResourceExhausted,
                _ => Code::FailedPrecondition,
            },
            ServiceError::VersionConflict { .. } => Code::Aborted,
            ServiceError::VersionAhead { .. } => Code::OutOfRange,
            ServiceError::StoreUnavailable(_) | ServiceError::ShuttingDown => Code::Unavailable,
            ServiceError::Internal(_) => Code::Internal,
        }
    }

    /// The `ErrorInfo` reason.
    #[must_use]
    pub fn reason(&self) -> &'static str {
        match self {
            ServiceError::InvalidArgument { reason, .. } => reason,
            ServiceError::RequestIdReused { .. } => "REQUEST_ID_REUSED",
            ServiceError::RequestExpired { .. } => "REQUEST_EXPIRED",
            ServiceError::IllegalAction { .. } => "ILLEGAL_ACTION",
            ServiceError::NothingToUndo { .. } => "NOTHING_TO_UNDO",
            ServiceError::GameOver { .. } => "GAME_OVER",
            ServiceError::GameNotFound { .. } => "GAME_NOT_FOUND",
            ServiceError::Unauthenticated(_) => "UNAUTHENTICATED",
            ServiceError::WrongSeat { .. } => "WRONG_SEAT",
            ServiceError::NotYourTurn { .. } => "NOT_YOUR_TURN",
            ServiceError::SeatsOpen { .. } => "SEATS_OPEN",
            ServiceError::InvalidInvitation { .. } => "INVALID_INVITATION",
            ServiceError::InvitationUsed { .. } => "INVITATION_USED",
            ServiceError::InvitationRevoked { .. } => "INVITATION_REVOKED",
            ServiceError::NoInvitation { .. } => "NO_INVITATION",
            ServiceError::DrawAlreadyOffered => "DRAW_ALREADY_OFFERED",
            ServiceError::NoDrawOffer => "NO_DRAW_OFFER",
            ServiceError::NotAbortable { .. } => "NOT_ABORTABLE",
            ServiceError::NoClaim(_) => "NO_CLAIM",
            ServiceError::TakebackAlreadyProposed => "TAKEBACK_ALREADY_PROPOSED",
            ServiceError::NoTakeback => "NO_TAKEBACK",
            ServiceError::NothingToTakeBack { .. } => "NOTHING_TO_TAKE_BACK",
            ServiceError::TakebacksNotAllowed(_) => "TAKEBACKS_NOT_ALLOWED",
            ServiceError::BerserkNotAllowed(_) => "BERSERK_NOT_ALLOWED",
            ServiceError::VersionConflict { .. } => "VERSION_CONFLICT",
            ServiceError::VersionAhead { .. } => "VERSION_AHEAD",
            ServiceError::StoreUnavailable(_) => "STORE_UNAVAILABLE",
            ServiceError::ShuttingDown => "SHUTTING_DOWN",
            ServiceError::Internal(_) => "INTERNAL",
            ServiceError::NameTaken { .. } => "NAME_TAKEN",
            ServiceError::NameConfusable { .. } => "NAME_CONFUSABLE",
            ServiceError::BadCredentials => "BAD_CREDENTIALS",
            ServiceError::NotSignedIn(_) => "NOT_SIGNED_IN",
            ServiceError::TooManyAttempts { .. } => "TOO_MANY_ATTEMPTS",
            ServiceError::Busy { .. } => "BUSY",
            ServiceError::PlayerNotFound { .. } => "PLAYER_NOT_FOUND",
            ServiceError::ArchivedGameNotFound { .. } => "ARCHIVED_GAME_NOT_FOUND",
            ServiceError::DatabaseUnavailable => "DATABASE_UNAVAILABLE",
            ServiceError::SeekTaken { .. } => "SEEK_TAKEN",
            ServiceError::AlreadySeeking { .. } => "ALREADY_SEEKING",
            ServiceError::SeekLimit => "SEEK_LIMIT",
            ServiceError::TooManyChallenges(_) => "TOO_MANY_CHALLENGES",
            ServiceError::PostingTooFast { .. } => "RATE_LIMITED",
            ServiceError::ChatTooFast { .. } => "CHAT_TOO_FAST",
            ServiceError::AnalysisBusy { .. } => "ANALYSIS_BUSY",
            ServiceError::AnalysingTooFast { .. } => "ANALYSIS_RATE_LIMITED",
            ServiceError::ChatLimit { .. } => "CHAT_LIMIT",
            ServiceError::OwnSeek => "OWN_SEEK",
            ServiceError::RatingOutOfRange { .. } => "RATING_OUT_OF_RANGE",
            ServiceError::SeekNotFound { .. } => "SEEK_NOT_FOUND",
            ServiceError::NotChallenged { .. } => "NOT_CHALLENGED",
            ServiceError::BotAccount => "BOT_ACCOUNT",
            ServiceError::NotABot => "NOT_A_BOT",
            ServiceError::GameNotOver { .. } => "GAME_NOT_OVER",
            ServiceError::ComputerNoRematch { .. } => "COMPUTER_NO_REMATCH",
            ServiceError::Tournament { reason, .. } => reason,
        }
    }
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Unavailable(_) => ServiceError::StoreUnavailable(e),
            StoreError::Corrupt(_) | StoreError::Backend(_) => {
                ServiceError::Internal(e.to_string())
            }
        }
    }
}

impl From<ServiceError> for Status {
    fn from(e: ServiceError) -> Status {
        let mut metadata = HashMap::new();
        let mut details = ErrorDetails::new();
        match &e {
            ServiceError::InvalidArgument { field, message, .. } => {
                metadata.insert("field".to_owned(), (*field).to_owned());
                details.add_bad_request_violation(
                    *field,
                    clip_to(message, MESSAGE_CHARS).into_owned(),
                );
            }
            ServiceError::RequestIdReused { .. } => {
                metadata.insert("field".to_owned(), "request_id".to_owned());
                details.add_bad_request_violation("request_id", e.to_string());
            }
            ServiceError::RequestExpired {
                request_id,
                outcome,
            } => {
                metadata.insert("request_id".to_owned(), clip(request_id).into_owned());
                match outcome {
                    ExpiredOutcome::Applied { version } => {
                        metadata.insert("applied_version".to_owned(), version.to_string());
                    }
                    ExpiredOutcome::Unknown { expected, current } => {
                        metadata.insert("expected_version".to_owned(), expected.to_string());
                        metadata.insert("current_version".to_owned(), current.to_string());
                    }
                }
            }
            ServiceError::IllegalAction { action, rule, .. } => {
                metadata.insert("action".to_owned(), clip(action).into_owned());
                metadata.insert("rule".to_owned(), (*rule).to_owned());
            }
            ServiceError::GameOver { game_id }
            | ServiceError::GameNotFound { game_id }
            | ServiceError::WrongSeat { game_id }
            | ServiceError::SeatsOpen { game_id }
            | ServiceError::InvalidInvitation { game_id }
            | ServiceError::InvitationUsed { game_id }
            | ServiceError::InvitationRevoked { game_id }
            | ServiceError::NoInvitation { game_id }
            | ServiceError::NotAbortable { game_id }
            | ServiceError::NothingToTakeBack { game_id }
            | ServiceError::ArchivedGameNotFound { game_id }
            | ServiceError::GameNotOver { game_id }
            | ServiceError::ComputerNoRematch { game_id } => {
                metadata.insert("game_id".to_owned(), clip(game_id).into_owned());
            }
            ServiceError::NameTaken { name } | ServiceError::PlayerNotFound { name } => {
                metadata.insert("name".to_owned(), clip(name).into_owned());
            }
            ServiceError::NameConfusable { name, existing } => {
                metadata.insert("name".to_owned(), clip(name).into_owned());
                metadata.insert("confusable_with".to_owned(), clip(existing).into_owned());
            }
            ServiceError::SeekTaken { seek_id }
            | ServiceError::AlreadySeeking { seek_id }
            | ServiceError::SeekNotFound { seek_id }
            | ServiceError::NotChallenged { seek_id } => {
                metadata.insert("seek_id".to_owned(), clip(seek_id).into_owned());
            }
            ServiceError::RatingOutOfRange { rating } => {
                metadata.insert("rating".to_owned(), rating.to_string());
            }
            ServiceError::TooManyAttempts { retry_after_secs } => {
                metadata.insert("retry_after_secs".to_owned(), retry_after_secs.to_string());
                details.set_retry_info(Some(std::time::Duration::from_secs(*retry_after_secs)));
            }
            ServiceError::Busy { retry_after_ms }
            | ServiceError::PostingTooFast { retry_after_ms }
            | ServiceError::ChatTooFast { retry_after_ms }
            | ServiceError::AnalysisBusy { retry_after_ms }
            | ServiceError::AnalysingTooFast { retry_after_ms } => {
                metadata.insert("retry_after_ms".to_owned(), retry_after_ms.to_string());
                details.set_retry_info(Some(std::time::Duration::from_millis(*retry_after_ms)));
            }
            ServiceError::NotYourTurn { to_move } => {
                metadata.insert("side_to_move".to_owned(), (*to_move).to_owned());
            }
            ServiceError::VersionConflict { expected, current } => {
                metadata.insert("expected_version".to_owned(), expected.to_string());
                metadata.insert("current_version".to_owned(), current.to_string());
            }
            ServiceError::VersionAhead { from, current } => {
                metadata.insert("from_version".to_owned(), from.to_string());
                metadata.insert("current_version".to_owned(), current.to_string());
            }
            ServiceError::NothingToUndo { .. }
            | ServiceError::DrawAlreadyOffered
            | ServiceError::NoDrawOffer
            | ServiceError::NoClaim(_)
            | ServiceError::TakebackAlreadyProposed
            | ServiceError::NoTakeback
            | ServiceError::TakebacksNotAllowed(_)
            | ServiceError::BerserkNotAllowed(_)
            | ServiceError::Unauthenticated(_)
            | ServiceError::StoreUnavailable(_)
            | ServiceError::ShuttingDown
            | ServiceError::Internal(_)
            | ServiceError::BadCredentials
            | ServiceError::NotSignedIn(_)
            | ServiceError::DatabaseUnavailable
            | ServiceError::SeekLimit
            | ServiceError::TooManyChallenges(_)
            | ServiceError::ChatLimit { .. }
            | ServiceError::OwnSeek
            | ServiceError::BotAccount
            | ServiceError::NotABot
            | ServiceError::Tournament { .. } => {}
        }
        details.set_error_info(e.reason(), ERROR_DOMAIN, metadata);
        Status::with_error_details(e.code(), e.to_string(), details)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_conflict_carries_both_versions() {
        let status = Status::from(ServiceError::VersionConflict {
            expected: 3,
            current: 5,
        });
        assert_eq!(status.code(), Code::Aborted);
        assert!(status.message().contains("version 5"));
        let info = status.get_details_error_info().unwrap();
        assert_eq!(info.reason, "VERSION_CONFLICT");
        assert_eq!(info.domain, ERROR_DOMAIN);
        assert_eq!(info.metadata["current_version"], "5");
    }

    #[test]
    fn expired_requests_say_what_is_known() {
        let status = Status::from(ServiceError::RequestExpired {
            request_id: "r-1".into(),
            outcome: ExpiredOutcome::Applied { version: 7 },
        });
        assert_eq!(status.code(), Code::FailedPrecondition);
        let info = status.get_details_error_info().unwrap();
        assert_eq!(info.reason, "REQUEST_EXPIRED");
        assert_eq!(info.metadata["request_id"], "r-1");
        assert_eq!(info.metadata["applied_version"], "7");
        assert!(
            status.message().contains("version 7"),
            "{}",
            status.message()
        );
        let status = Status::from(ServiceError::RequestExpired {
            request_id: "r-2".into(),
            outcome: ExpiredOutcome::Unknown {
                expected: 3,
                current: 90,
            },
        });
        let info = status.get_details_error_info().unwrap();
        assert_eq!(info.reason, "REQUEST_EXPIRED");
        assert_eq!(info.metadata["expected_version"], "3");
        assert_eq!(info.metadata["current_version"], "90");
        assert!(!info.metadata.contains_key("applied_version"));
        assert!(
            status.message().contains("version 4"),
            "{}",
            status.message()
        );
    }

    #[test]
    fn refusals_to_retry_say_when() {
        let status = Status::from(ServiceError::TooManyAttempts {
            retry_after_secs: 12,
        });
        assert_eq!(status.code(), Code::ResourceExhausted);
        let retry = status.get_details_retry_info().unwrap().retry_delay;
        assert_eq!(retry, Some(std::time::Duration::from_secs(12)));
        let status = Status::from(ServiceError::Busy {
            retry_after_ms: 2000,
        });
        assert_eq!(status.code(), Code::ResourceExhausted);
        assert_eq!(status.get_details_error_info().unwrap().reason, "BUSY");
        let retry = status.get_details_retry_info().unwrap().retry_delay;
        assert_eq!(retry, Some(std::time::Duration::from_millis(2000)));
    }

    #[test]
    fn internal_details_are_not_sent() {
        let status = Status::from(ServiceError::Internal("secret detail".into()));
        assert_eq!(status.code(), Code::Internal);
        assert!(!status.message().contains("secret"));
    }

    #[test]
    fn echoed_values_are_cut() {
        let long = "x".repeat(20_000);
        assert_eq!(clip("short"), "short");
        let cut = clip(&long);
        assert_eq!(cut.chars().count(), ECHO_CHARS);
        assert!(cut.ends_with('…'));
        assert_eq!(clip(&"é".repeat(64)).chars().count(), 64);
        assert!(!clip(&"é".repeat(64)).ends_with('…'));
        for error in [
            ServiceError::PlayerNotFound { name: long.clone() },
            ServiceError::NameTaken { name: long.clone() },
            ServiceError::SeekNotFound {
                seek_id: long.clone(),
            },
            ServiceError::SeekTaken {
                seek_id: long.clone(),
            },
            ServiceError::GameNotFound {
                game_id: long.clone(),
            },
            ServiceError::RequestIdReused {
                request_id: long.clone(),
            },
            ServiceError::IllegalAction {
                action: long.clone(),
                why: long.clone(),
                rule: "X",
            },
            ServiceError::invalid("name", "INVALID_NAME", long.clone()),
        ] {
            assert!(error.to_string().len() < 700, "{error}");
            let status = Status::from(error);
            let total = status.message().len() + status.details().len();
            assert!(total < 1500, "{total}: {}", status.message());
        }
    }

    #[test]
    fn invalid_argument_names_the_field() {
        let status = Status::from(ServiceError::invalid(
            "action",
            "INVALID_ACTION",
            "bad at 3",
        ));
        assert_eq!(status.code(), Code::InvalidArgument);
        let bad = status.get_details_bad_request().unwrap();
        assert_eq!(bad.field_violations[0].field, "action");
    }
}
