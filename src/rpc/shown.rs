//! The game-neutral values of a snapshot's real-play fields (40-59), of its status and end
//! reason, and of the real-play changes of `GameEvent`: what the generic layer hands a game's
//! [`Wire`](super::wire::Wire) to write into its own messages.

use crate::session::play::TimeControl;

/// How a seat's invitation stands, as a snapshot shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvitationShown {
    /// No invitation.
    None,
    /// Open.
    Open,
    /// Used.
    Used,
    /// Revoked.
    Revoked,
}

/// One seat of a snapshot.
#[derive(Clone, Debug)]
pub struct SeatShown {
    /// Its `Side` value.
    pub side: i32,
    /// Whether a player holds it.
    pub taken: bool,
    /// Its invitation.
    pub invitation: InvitationShown,
    /// The name of the signed-in player bound to it (empty: a guest's or a bot's seat).
    pub player_name: String,
    /// That player's rating in this game when the seat was taken (0: no player).
    pub rating: f64,
    /// That rating was provisional.
    pub provisional: bool,
}

/// The clock of a snapshot.
#[derive(Clone, Debug)]
pub struct ClockShown {
    /// The time control.
    pub control: TimeControl,
    /// (`Side` value, remaining ms) per seat.
    pub sides: Vec<(i32, u64)>,
    /// The `Side` value of the running clock (0: none).
    pub running: i32,
    /// When the clock was read (ms since the Unix epoch).
    pub taken_at_ms: u64,
    /// When the running turn started (0: none).
    pub turn_started_ms: u64,
}

/// The real-play fields (40-59) of a snapshot.
#[derive(Clone, Debug, Default)]
pub struct PlayShown {
    /// The seats.
    pub seats: Vec<SeatShown>,
    /// The clock.
    pub clock: Option<ClockShown>,
    /// The `Side` value of the seat offering a draw (0: none).
    pub draw_offered_by: i32,
    /// The server's time of the snapshot (0: a game without a clock).
    pub server_time_ms: u64,
    /// The deadline running (0: none).
    pub deadline_ms: u64,
    /// Whether the first action was made.
    pub started: bool,
    /// Created rated.
    pub rated: bool,
    /// Either side may still abort the game.
    pub abortable: bool,
    /// The `Side` value of the seat whose player is gone (0: none).
    pub opponent_gone: i32,
    /// When the opponent of the player gone may claim the game (0: nobody is gone).
    pub claim_from_ms: u64,
    /// The `Side` value of the seat whose takeback proposal is pending (0: none).
    pub takeback_proposed_by: i32,
    /// Takebacks may be proposed in this game.
    pub takebacks_allowed: bool,
    /// The rule options the game is played with.
    pub rules: Vec<String>,
    /// The move limit (0: none).
    pub move_limit: u32,
    /// The `Side` values of the seats that berserked.
    pub berserked: Vec<i32>,
}

/// A status every game's `GameStatus` has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The game goes on.
    Ongoing,
    /// The seat (index) won.
    Won(usize),
    /// Drawn.
    Drawn,
    /// Aborted.
    Aborted,
}

/// An end reason every game's `EndReason` has (the session's endings, and resignation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// No reason (the game goes on).
    Unspecified,
    /// A seat resigned.
    Resignation,
    /// The seats agreed a draw.
    DrawAgreed,
    /// A flag fell.
    Timeout,
    /// Nobody made the first action in time.
    Abandoned,
    /// A player aborted the game.
    Aborted,
    /// A player left and the opponent claimed the game.
    OpponentLeft,
    /// The game reached its move limit.
    MoveLimit,
}

/// A real-play change of `GameEvent.change` (numbers 20-39 in every package).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayEvent {
    /// `seat_taken`.
    SeatTaken,
    /// `invitation_revoked`.
    InvitationRevoked,
    /// `draw_offered`.
    DrawOffered,
    /// `draw_declined`.
    DrawDeclined,
    /// `draw_agreed`.
    DrawAgreed,
    /// `flag_fall`.
    FlagFall,
    /// `aborted`.
    Aborted,
    /// `opponent_gone`.
    OpponentGone,
    /// `opponent_back`.
    OpponentBack,
    /// `victory_claimed`.
    VictoryClaimed,
    /// `draw_claimed`.
    DrawClaimed,
    /// `takeback_proposed`.
    TakebackProposed,
    /// `takeback_declined`.
    TakebackDeclined,
    /// `takeback_accepted`.
    TakebackAccepted,
    /// `berserk`.
    Berserk,
}
