//! The gRPC glue a game provides so that the bot runner can play it: every game's service has
//! the same operations (docs/api-shape.md), so the runner needs only these few, in
//! game-neutral terms (seat numbers, notation strings, versions).

use std::future::Future;
use std::pin::Pin;

use futures_util::Stream;
use tonic::Status;
use tonic::transport::Channel;

use super::BotRules;

/// How a game stands, in game-neutral terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The game goes on.
    Ongoing,
    /// The seat with this number won.
    Won(usize),
    /// Nobody won.
    Drawn,
    /// Aborted without a result (abandoned).
    Aborted,
}

impl Outcome {
    /// Whether the game is over.
    #[must_use]
    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }
}

/// What a client saw of a game: its version, whose turn it is, and whether it is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Observed {
    /// The game's version.
    pub version: u64,
    /// The number of the seat to move (the seat that was to move, once over).
    pub to_move: usize,
    /// Whether the game goes on.
    pub outcome: Outcome,
}

/// A game's history: enough to rebuild it on the engine.
#[derive(Clone, Debug)]
pub struct History {
    /// The game's state.
    pub observed: Observed,
    /// The start position, in the game's notation.
    pub start_position: String,
    /// Every action so far, in order, in the game's notation.
    pub actions: Vec<String>,
    /// Each seat's time left when the game was read, in seat order, in ms; empty without a
    /// time control.
    pub clocks_ms: Vec<u64>,
}

/// A new game as created.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The game id.
    pub game_id: String,
    /// One token per seat, in seat order; empty for the seat a computer opponent plays.
    pub tokens: Vec<String>,
    /// The game's state.
    pub observed: Observed,
}

/// A computer opponent asked for in `NewGame` (`NewGameRequest.bot`, field 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotOpponent {
    /// The seat the computer plays.
    pub seat: usize,
    /// Think time per action in milliseconds (0: the server's default).
    pub budget_ms: u32,
    /// Search iterations per action (0: no iteration limit).
    pub iterations: u32,
}

/// A stream of what a watcher sees: one [`Observed`] per snapshot or event.
pub type Updates = Pin<Box<dyn Stream<Item = Result<Observed, Status>> + Send>>;

/// A game's gRPC client, as the bot runner uses it. Every call is one RPC; the runner adds
/// timeouts, retries and failover.
pub trait GameClient: Clone + Send + Sync + 'static {
    /// The game's rules, on which the bot thinks.
    type Rules: BotRules;

    /// A client on `channel`.
    fn connect(channel: Channel) -> Self;

    /// `NewGame`, optionally from a position and with a computer opponent.
    fn new_game(
        &mut self,
        position: Option<String>,
        bot: Option<BotOpponent>,
    ) -> impl Future<Output = Result<NewGame, Status>> + Send;

    /// `GetGame`.
    fn get_game(&mut self, game_id: &str) -> impl Future<Output = Result<Observed, Status>> + Send;

    /// `GetHistory`.
    fn history(&mut self, game_id: &str) -> impl Future<Output = Result<History, Status>> + Send;

    /// `WatchGame`, from `from_version` if given.
    fn watch(
        &mut self,
        game_id: &str,
        from_version: Option<u64>,
    ) -> impl Future<Output = Result<Updates, Status>> + Send;

    /// `ApplyAction` for the seat of `token`.
    fn apply(
        &mut self,
        game_id: &str,
        token: &str,
        action: &str,
        expected_version: Option<u64>,
        request_id: &str,
    ) -> impl Future<Output = Result<Observed, Status>> + Send;

    /// `Resign` for the seat of `token`.
    fn resign(
        &mut self,
        game_id: &str,
        token: &str,
        request_id: &str,
    ) -> impl Future<Output = Result<Observed, Status>> + Send;
}

/// The prefix of a seat credential that is a signed-in player's session rather than a seat
/// token: the call then sends `x-player-session` and acts for the seat bound to the player.
pub const SESSION_PREFIX: &str = "session:";

/// Adds the seat's credential to a request: `authorization: Bearer <token>`, or for
/// `session:<session token>` ([`SESSION_PREFIX`]) `x-player-session: <session token>`.
///
/// # Errors
/// The token is not valid header text.
pub fn with_token<T>(message: T, token: &str) -> Result<tonic::Request<T>, Status> {
    let mut request = tonic::Request::new(message);
    let invalid = |_| Status::invalid_argument("the seat credential is not valid header text");
    if let Some(session) = token.strip_prefix(SESSION_PREFIX) {
        let value = session.parse().map_err(invalid)?;
        request.metadata_mut().insert("x-player-session", value);
    } else {
        let value = format!("Bearer {token}").parse().map_err(invalid)?;
        request.metadata_mut().insert("authorization", value);
    }
    Ok(request)
}

/// The reason of a status's `google.rpc.ErrorInfo`, if any.
#[must_use]
pub fn reason(status: &Status) -> Option<String> {
    use tonic_types::StatusExt as _;
    status.get_details_error_info().map(|info| info.reason)
}
