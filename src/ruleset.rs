//! The small interface between a game's rules and the generic service machinery.
//!
//! The store, versioning, seats and idempotency know no game: they work on any [`Ruleset`].
//! Serving another game means implementing this trait for it (plus its own gRPC front end, in
//! its folder under `src/games/`); neither the store nor the session logic changes.

use std::error::Error;
use std::fmt::Debug;

/// How a game ended, in ruleset-neutral terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus<Seat> {
    /// The game goes on.
    Ongoing,
    /// The game is over and `winner` won.
    Won {
        /// The winning seat.
        winner: Seat,
    },
    /// The game is over and nobody won.
    Drawn,
}

/// The rules of one game, as the service needs them.
///
/// Every function is associated (no `self`): a ruleset is a type, not a value.
pub trait Ruleset: Send + Sync + 'static {
    /// Stable name stored with every game, so that a game id of one ruleset is never served
    /// by another ruleset's service.
    const NAME: &'static str;

    /// A position in the game's own text notation (the start of a turn).
    type Position: Clone + Debug + Send + Sync + 'static;
    /// One action (step, move) of the game.
    type Action: Copy + Eq + Debug + Send + Sync + 'static;
    /// A game in progress: the position plus whatever the rules need to remember.
    type Game: Clone + Debug + Send + Sync + 'static;
    /// What applying an action did.
    type Applied: Send + 'static;
    /// A seat (player) of the game.
    type Seat: Copy + Eq + Debug + Send + Sync + 'static;

    /// Why a position text was rejected.
    type PositionError: Error + Send + Sync + 'static;
    /// Why an action text was rejected.
    type ActionError: Error + Send + Sync + 'static;
    /// Why an action is illegal in a game (its `Display` says why, for people).
    type Illegal: Error + Send + Sync + 'static;
    /// Why stored bytes could not be decoded.
    type DecodeError: Error + Send + Sync + 'static;

    /// Every seat, in seat order; a seat's index in this list is its seat number.
    const SEATS: &'static [Self::Seat];

    /// The seat's number (its index in [`Ruleset::SEATS`]).
    fn seat_index(seat: Self::Seat) -> usize;
    /// The seat's name for messages, e.g. "White".
    fn seat_name(seat: Self::Seat) -> &'static str;

    /// Parses a position.
    ///
    /// # Errors
    /// The text is not a valid position.
    fn parse_position(text: &str) -> Result<Self::Position, Self::PositionError>;
    /// Formats a position in the canonical notation.
    fn format_position(position: &Self::Position) -> String;
    /// Parses an action.
    ///
    /// # Errors
    /// The text is not a valid action.
    fn parse_action(text: &str) -> Result<Self::Action, Self::ActionError>;
    /// Formats an action in the canonical notation.
    fn format_action(action: &Self::Action) -> String;

    /// The initial position.
    fn initial_position() -> Self::Position;
    /// Starts a game at `position`.
    fn new_game(position: Self::Position) -> Self::Game;
    /// Every legal action of the player to move (empty when the game is over).
    fn legal_actions(game: &Self::Game) -> Vec<Self::Action>;
    /// Applies an action; on error the game is unchanged.
    ///
    /// # Errors
    /// The action is illegal.
    fn apply(game: &mut Self::Game, action: Self::Action) -> Result<Self::Applied, Self::Illegal>;
    /// Takes back the last action of the turn in progress.
    ///
    /// # Errors
    /// There is nothing to take back.
    fn undo(game: &mut Self::Game) -> Result<Self::Action, Self::Illegal>;
    /// `seat` resigns.
    ///
    /// # Errors
    /// The game is already over.
    fn resign(game: &mut Self::Game, seat: Self::Seat) -> Result<(), Self::Illegal>;
    /// A stable machine-readable code for an illegal action, e.g. `BLOCKED_JUMP`.
    fn illegal_code(illegal: &Self::Illegal) -> &'static str;
    /// The seat whose turn it is (the seat that was to move, once the game is over).
    fn to_move(game: &Self::Game) -> Self::Seat;
    /// Whether the game goes on.
    fn status(game: &Self::Game) -> GameStatus<Self::Seat>;

    /// Encodes a game for storage.
    fn encode(game: &Self::Game) -> Vec<u8>;
    /// Decodes a game encoded by [`Ruleset::encode`].
    ///
    /// # Errors
    /// The bytes are not a valid encoding.
    fn decode(bytes: &[u8]) -> Result<Self::Game, Self::DecodeError>;
}
