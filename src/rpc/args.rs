//! The game-neutral values of the shared RPCs' requests and replies: what [`super::wire::Wire`]
//! reads out of a game's request messages and builds its replies from (the values shown in a
//! game are in [`super::shown`]).

use prost::bytes::Bytes;

use crate::session::answers::EncodedGame;
use crate::session::play::TimeControl;

/// `NewGameRequest`, game-neutral.
#[derive(Clone, Debug, Default)]
pub struct NewGameArgs {
    /// The start position in the game's notation (empty: the initial position).
    pub position: String,
    /// The `Side` values of the seats kept open.
    pub open_seats: Vec<i32>,
    /// The time control: `None` unset, `Some(None)` set without a control chosen.
    pub time_control: Option<Option<TimeControl>>,
    /// The computer opponent asked for.
    pub bot: Option<BotArgs>,
    /// A rated game is asked for.
    pub rated: bool,
    /// Takebacks allowed although rated.
    pub rated_takebacks: bool,
    /// The rule options asked for, by name.
    pub rules: Vec<String>,
    /// The move limit (0: none).
    pub move_limit: u32,
}

/// `BotOpponent`, game-neutral.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BotArgs {
    /// The computer's `Side` value.
    pub side: i32,
    /// Think time per action (ms; 0: the default).
    pub budget_ms: u32,
    /// Search iterations per action (0: bounded by time only).
    pub iterations: u32,
}

/// The fields every changing request has.
#[derive(Clone, Debug, Default)]
pub struct Call {
    /// The game.
    pub game_id: String,
    /// Act only at this version.
    pub expected_version: Option<u64>,
    /// The idempotency key (empty: none).
    pub request_id: String,
}

/// The `oneof subject` of a request about a stored game or a bare position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A stored game.
    GameId(String),
    /// A position in the game's notation.
    Position(String),
}

/// `NewGameResponse`, game-neutral.
#[derive(Clone, Debug, Default)]
pub struct NewGameReply<G> {
    /// The new game.
    pub game: G,
    /// One token per seat, in seat order (empty: kept open, or the computer's).
    pub tokens: Vec<String>,
    /// (`Side` value, code) per seat kept open.
    pub invitations: Vec<(i32, String)>,
    /// The director's token (all seats kept open), else empty.
    pub director_token: String,
}

/// `LegalActionsResponse`, game-neutral.
#[derive(Clone, Debug, Default)]
pub struct LegalReply<G, A> {
    /// The game asked about by id (plain form).
    pub game: Option<G>,
    /// The side to move.
    pub side_to_move: i32,
    /// The legal actions (plain form).
    pub actions: Vec<A>,
    /// The status.
    pub status: i32,
    /// The end reason.
    pub end_reason: i32,
    /// The game, encoded once per version.
    pub encoded_game: Option<EncodedGame>,
    /// The legal actions, encoded once per version.
    pub encoded_actions: Option<Bytes>,
}

/// `WatchGameRequest`, game-neutral.
#[derive(Clone, Debug, Default)]
pub struct WatchArgs {
    /// The game id, as sent.
    pub game_id: String,
    /// Resume after this version.
    pub from_version: Option<u64>,
    /// Also send the audience's updates.
    pub audience: bool,
    /// Also send the legal actions of the watcher's seat when it is to move.
    pub legal_actions: bool,
}

/// One `WatchGameResponse`, as a client reads it.
#[derive(Clone, Debug)]
pub enum WatchedPb<G> {
    /// A snapshot.
    Snapshot(G),
    /// An event, with the game after it.
    Event(Option<G>),
}

/// A snapshot as a client needs it: version, side to move, status, clocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    /// The version.
    pub version: u64,
    /// The `Side` value to move.
    pub side_to_move: i32,
    /// The `GameStatus` value.
    pub status: i32,
    /// Each seat's time left (ms) as the snapshot shows it, in seat order; empty without a
    /// time control.
    pub clocks_ms: Vec<u64>,
}
