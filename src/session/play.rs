//! Real play, for every game: open seats and invitations, clocks, draw offers, takeback
//! proposals ([`takeback`]) and abandonment. This is session-level state, the same for every
//! ruleset. It is stored next to the engine's encoding of the game (the store's `session`
//! field, [`Session::encode`]), never inside it. See `docs/real-play.md`. The invitation codes
//! themselves are credentials, in [`crate::session::auth`].

use std::time::Duration;

use crate::store::SeatHash;
use crate::stored::{ReadError, Reader};

/// The first bytes of a stored state that carries a session envelope. Engine encodings start
/// with their own small format number, never with this byte.
const MAGIC: [u8; 3] = [0xF0, b'R', b'P'];
/// The envelope's layout version: 1 without, 2 with the fields of aborts and of a player gone
/// (written only when one of them is set, so a game that uses none stays readable by a
/// replica that knows only layout 1).
const LAYOUT: u8 = 1;
/// The layout with the fields of aborts and of a player gone.
const LAYOUT_GONE: u8 = 2;
/// Layout 2 and a pending takeback proposal (written only while one is pending, so a game
/// without one stays readable by a replica that knows only layouts 1 and 2).
const LAYOUT_TAKEBACK: u8 = 3;
/// Layout 2, the pending takeback proposal or none, and the game's options (written only when
/// an option is set, so a game without one stays readable by a replica that knows only
/// layouts 1 to 3).
const LAYOUT_OPTIONS: u8 = 4;
/// The option bit of [`Session::rated_takebacks`].
const OPTION_RATED_TAKEBACKS: u64 = 1;
/// The option bit of [`Session::move_limit`] (the limit follows the options).
const OPTION_MOVE_LIMIT: u64 = 2;
/// The option bit of [`Session::berserk_allowed`].
const OPTION_BERSERK_ALLOWED: u64 = 4;
/// The option bit of [`Clocks::berserk`] (the seats follow the options, after the move limit).
const OPTION_BERSERKED: u64 = 8;

/// A time per move of at least this is correspondence ([`TimeControl::is_correspondence`]).
pub const CORRESPONDENCE_PER_MOVE_MS: u64 = 3_600_000;
/// A starting time of at least this is correspondence ([`TimeControl::is_correspondence`]).
pub const CORRESPONDENCE_START_MS: u64 = 86_400_000;

/// The hash of a seat that nobody holds (an open seat): no token hashes to it.
pub const NOBODY: SeatHash = SeatHash([0; 16]);

/// The real-play tunables of a server.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    /// A game nobody has made the first action in for this long (since its creation, or the
    /// last seat taken or invitation revoked) is aborted; zero: never.
    pub abandon_after: Duration,
    /// How often a replica checks the deadlines of the games it has seen (its own timers, in
    /// memory): a flag falls at most this late.
    pub tick: Duration,
    /// How often a replica asks the store for due deadlines of any game (a game whose replica
    /// is gone is ended at most this late).
    pub scan_interval: Duration,
    /// The most due deadlines one scan asks for.
    pub scan_batch: usize,
    /// The time each side has for its first action once every seat is taken, before the game
    /// is aborted; `None`: chosen by the clock ([`first_move_ms`]).
    pub first_move: Option<Duration>,
    /// How long a seat's player may be gone (no open stream, no action) before the opponent
    /// is told; `None`: chosen by the clock ([`gone_grace_ms`]).
    pub gone_grace: Option<Duration>,
    /// How long after being told the opponent may claim the victory or a draw; `None`:
    /// chosen by the clock ([`claim_wait_ms`]).
    pub claim_wait: Option<Duration>,
}

impl Default for PlayOptions {
    fn default() -> Self {
        PlayOptions {
            abandon_after: Duration::from_secs(3600),
            tick: Duration::from_millis(100),
            scan_interval: Duration::from_secs(1),
            scan_batch: 64,
            first_move: None,
            gone_grace: None,
            claim_wait: None,
        }
    }
}

pub use self::limits::{claim_wait_ms, first_move_ms, gone_grace_ms};

/// How a game's time is controlled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// Each side starts with `initial_ms`; each completed turn adds `increment_ms`.
    Fischer {
        /// Each side's time at the start.
        initial_ms: u64,
        /// Added after every completed turn.
        increment_ms: u64,
    },
    /// Each side starts with `initial_ms`; the first `delay_ms` of every turn are free.
    Delay {
        /// Each side's time at the start.
        initial_ms: u64,
        /// The free part of every turn.
        delay_ms: u64,
    },
    /// Every turn must be completed within `per_turn_ms` (e.g. a day, for correspondence).
    PerTurn {
        /// The time for one turn.
        per_turn_ms: u64,
    },
}

impl TimeControl {
    /// The base time and what each move adds (the increment, or the delay); for a clock per
    /// turn, the turn's time and nothing.
    #[must_use]
    pub fn parts(self) -> (u64, u64) {
        match self {
            TimeControl::Fischer {
                initial_ms,
                increment_ms,
            } => (initial_ms, increment_ms),
            TimeControl::Delay {
                initial_ms,
                delay_ms,
            } => (initial_ms, delay_ms),
            TimeControl::PerTurn { per_turn_ms } => (per_turn_ms, 0),
        }
    }

    /// A correspondence clock (see `docs/correspondence.md`): an hour or more for every move,
    /// or a day or more to start with. Its games are rated in their own pool, and nobody in
    /// them is told "opponent gone": the clock itself is the grace.
    #[must_use]
    pub fn is_correspondence(self) -> bool {
        match self {
            TimeControl::PerTurn { per_turn_ms } => per_turn_ms >= CORRESPONDENCE_PER_MOVE_MS,
            TimeControl::Fischer { initial_ms, .. } | TimeControl::Delay { initial_ms, .. } => {
                initial_ms >= CORRESPONDENCE_START_MS
            }
        }
    }

    /// The clock of a side that berserks (an arena's games), or `None` where there is nothing
    /// to cut (a clock per turn, or no base time).
    ///
    /// As lichess: the increment (or delay) goes, and half the base time, rounded so that the
    /// side keeps the larger half, unless the base is under 40 × the increment: then only the
    /// increment goes.
    ///
    /// ```
    /// use arbiter::session::play::TimeControl;
    /// let blitz = TimeControl::Fischer { initial_ms: 180_000, increment_ms: 2_000 };
    /// assert_eq!(blitz.berserk(), Some(TimeControl::Fischer { initial_ms: 90_000, increment_ms: 0 }));
    /// let slow_base = TimeControl::Fischer { initial_ms: 60_000, increment_ms: 2_000 };
    /// assert_eq!(slow_base.berserk(), Some(TimeControl::Fischer { initial_ms: 60_000, increment_ms: 0 }));
    /// assert_eq!(TimeControl::PerTurn { per_turn_ms: 60_000 }.berserk(), None);
    /// ```
    #[must_use]
    pub fn berserk(self) -> Option<TimeControl> {
        if let TimeControl::PerTurn { .. } = self {
            return None;
        }
        let (initial_ms, extra_ms) = self.parts();
        if initial_ms == 0 {
            return None;
        }
        let penalty = if initial_ms < extra_ms.saturating_mul(40) {
            0
        } else {
            initial_ms / 2
        };
        let initial_ms = initial_ms - penalty;
        Some(match self {
            TimeControl::Delay { .. } => TimeControl::Delay {
                initial_ms,
                delay_ms: 0,
            },
            _ => TimeControl::Fischer {
                initial_ms,
                increment_ms: 0,
            },
        })
    }

    fn initial_ms(self) -> u64 {
        match self {
            TimeControl::Fischer { initial_ms, .. } | TimeControl::Delay { initial_ms, .. } => {
                initial_ms
            }
            TimeControl::PerTurn { per_turn_ms } => per_turn_ms,
        }
    }

    /// How long a turn may last for a side with `remaining_ms` at its start.
    fn budget(self, remaining_ms: u64) -> u64 {
        match self {
            TimeControl::Fischer { .. } => remaining_ms,
            TimeControl::Delay { delay_ms, .. } => remaining_ms.saturating_add(delay_ms),
            TimeControl::PerTurn { per_turn_ms } => per_turn_ms,
        }
    }

    /// The time left of a side with `remaining_ms` at the start of a turn `elapsed_ms` long.
    fn left(self, remaining_ms: u64, elapsed_ms: u64) -> u64 {
        match self {
            TimeControl::Fischer { .. } => remaining_ms.saturating_sub(elapsed_ms),
            TimeControl::Delay { delay_ms, .. } => {
                remaining_ms.saturating_sub(elapsed_ms.saturating_sub(delay_ms))
            }
            TimeControl::PerTurn { per_turn_ms } => per_turn_ms.saturating_sub(elapsed_ms),
        }
    }

    /// The time a side has at the start of its next turn, after completing one `elapsed_ms`
    /// long that started with `remaining_ms` (within its budget).
    fn after_turn(self, remaining_ms: u64, elapsed_ms: u64) -> u64 {
        match self {
            TimeControl::Fischer { increment_ms, .. } => remaining_ms
                .saturating_sub(elapsed_ms)
                .saturating_add(increment_ms),
            TimeControl::Delay { .. } => self.left(remaining_ms, elapsed_ms),
            TimeControl::PerTurn { per_turn_ms } => per_turn_ms,
        }
    }
}

/// Both sides' clocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    /// The time control.
    pub control: TimeControl,
    /// Each seat's time at the start of its turn in progress or its next turn, in seat order.
    pub remaining_ms: Vec<u64>,
    /// When the turn in progress started (ms since the Unix epoch): the clock of the side to
    /// move runs from then. `None` while no clock runs (before the first action, and once the
    /// game is over).
    pub running_since_ms: Option<u64>,
    /// The seats that berserked (bit `1 << seat`): their clock was cut to
    /// [`TimeControl::berserk`]'s and their turns gain no increment or delay.
    pub berserk: u64,
}

impl Clocks {
    /// The time control of `seat`: the game's, without increment or delay once the seat has
    /// berserked.
    #[must_use]
    pub fn control_of(&self, seat: usize) -> TimeControl {
        if seat < 64 && self.berserk & (1 << seat) != 0 {
            self.control.berserk().unwrap_or(self.control)
        } else {
            self.control
        }
    }

    /// Whether `seat` berserked.
    #[must_use]
    pub fn berserked(&self, seat: usize) -> bool {
        seat < 64 && self.berserk & (1 << seat) != 0
    }

    /// Berserks `seat`: its time is cut to the berserk clock's start (half the base time, as
    /// [`TimeControl::berserk`] gives it) and its turns gain no increment or delay from now
    /// on. Nothing changes for a clock that allows no berserk.
    pub fn berserk_seat(&mut self, seat: usize) {
        let Some(cut) = self.control.berserk() else {
            return;
        };
        if seat >= 64 {
            return;
        }
        self.berserk |= 1 << seat;
        if let Some(left) = self.remaining_ms.get_mut(seat) {
            *left = (*left).min(cut.initial_ms());
        }
    }
}

/// What became of an invitation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvitationState {
    /// It may be used to take the seat.
    Open,
    /// The seat was taken with it.
    Used,
    /// It was revoked before being used.
    Revoked,
}

/// An invitation to take an open seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// The seat it opens (index in the ruleset's seats).
    pub seat: usize,
    /// The hash of the invitation code ([`code_hash`]).
    pub hash: SeatHash,
    /// What became of it.
    pub state: InvitationState,
}

/// How a game ended at the session level (not by the rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SessionEnd {
    /// The two sides agreed a draw.
    DrawAgreed,
    /// `loser`'s time ran out (its turn did not end before its deadline).
    Timeout {
        /// The seat whose flag fell.
        loser: usize,
    },
    /// Nobody made the first move in time: aborted, no result.
    Abandoned,
    /// A player aborted the game before both sides had made their first move: no result.
    Aborted {
        /// The seat that aborted it.
        by: usize,
    },
    /// The opponent of a player who left claimed the game: a win, or a draw.
    Claimed {
        /// The winner (the claiming seat); `None`: the claimer called it a draw.
        winner: Option<usize>,
    },
    /// The game completed its move limit ([`Session::move_limit`]) turns: drawn.
    MoveLimit,
}

/// What a deadline ends a game with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expiry {
    /// The first move was not made in time: the game is aborted.
    Abandon,
    /// The side to move (this seat) runs out of time.
    Flag(usize),
}

/// The session-level state of one game.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Session {
    /// The invitations handed out at creation, one per seat kept open.
    pub invitations: Vec<Invitation>,
    /// The hash of the director's token, when the creator took no seat: it may revoke
    /// invitations, not act.
    pub director: Option<SeatHash>,
    /// The clocks, when the game has a time control.
    pub clocks: Option<Clocks>,
    /// The seat whose draw offer is pending.
    pub draw_offer: Option<usize>,
    /// How the game ended, when the session (not the rules) ended it.
    pub ended: Option<SessionEnd>,
    /// An action (step, move) has been accepted: clocks run, abandonment no longer applies.
    pub started: bool,
    /// The last lobby activity (creation, a seat taken, an invitation revoked), in ms since the
    /// Unix epoch: the abandonment timer runs from it until the first action.
    pub idle_since_ms: u64,
    /// A game without any action this long after `idle_since_ms` is aborted; 0: never.
    pub abandon_after_ms: u64,
    /// The seats the computer plays (at most two, ascending): one in a game against the
    /// computer, both in a game between two of the service's computer players (the ladder's).
    /// Without clocks, a game against the computer whose human has not acted for
    /// `abandon_after_ms` since the computer's last action (or since the lobby activity,
    /// before the first) is aborted as abandoned; the computer's own turn has no deadline.
    pub computers: Vec<usize>,
    /// The players bound to seats, in seat order (empty: no seat is bound). A seat taken by a
    /// signed-in player (NewGame or JoinGame with the player's session) is bound to that
    /// player: only the player's sessions act for it, and the game's end is archived with
    /// the player. A seat nobody bound is a guest's or a bot's, acted for by its token alone.
    pub players: Vec<Option<SeatPlayer>>,
    /// Created rated: its end updates both players' ratings (see `docs/players.md`).
    pub rated: bool,
    /// When the game was created (ms since the Unix epoch; 0: a game stored before this was
    /// kept).
    pub created_ms: u64,
    /// The seats that have made at least one action (bit `1 << seat`). Until every seat has,
    /// either player may abort the game. A game stored before this was kept reads as every
    /// seat having moved once it started.
    pub moved: u64,
    /// The time the side to move has for its first action once every seat is taken (counted
    /// from `idle_since_ms`) before the game is aborted; 0: no such limit.
    pub first_move_ms: u64,
    /// A seat's player who is gone (no open stream, no action for the grace time), as the
    /// opponent was told, and since when (ms since the Unix epoch).
    pub gone: Option<Gone>,
    /// How long after `gone.since_ms` the opponent may claim the game (0: it may not).
    pub claim_wait_ms: u64,
    /// When each seat last acted (ms since the Unix epoch), by seat index (0 or missing:
    /// never).
    pub acted_ms: Vec<u64>,
    /// The seat whose takeback proposal is pending (see [`takeback`]).
    pub takeback: Option<usize>,
    /// Takebacks are allowed although the game is rated: its players agreed to them when it
    /// was made (the seek's or challenge's setting, or NewGame's `rated_takebacks`). A casual
    /// game always allows them.
    pub rated_takebacks: bool,
    /// The move limit: after this many completed turns without an ending the game is drawn
    /// ([`SessionEnd::MoveLimit`]); 0: none.
    pub move_limit: u32,
    /// Its players may berserk (an arena's games: [`GameRules::berserk`]): before its first
    /// action a seat may halve its own clock and give up its increment ([`Clocks::berserk`]).
    pub berserk_allowed: bool,
}

/// Whether a game is rated, and whether its players agreed to takebacks although it is (see
/// [`Session::rated_takebacks`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rated {
    /// Rated.
    pub rated: bool,
    /// Takebacks allowed although rated (ignored in a casual game, which always allows them).
    pub takebacks: bool,
}

/// The rules a game is played by beyond its ruleset's own: rule options by name (each one of
/// the ruleset's `RULE_OPTIONS`) and a move limit ([`Session::move_limit`], 0: none). A lobby
/// seek, challenge, rematch, ladder game or event passes them to the game it starts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRules {
    /// The rule options, by name.
    pub options: Vec<String>,
    /// The move limit (0: none).
    pub move_limit: u32,
    /// The players may berserk (an arena's games; [`Session::berserk_allowed`]).
    pub berserk: bool,
}

impl GameRules {
    /// The rule options named in `names` (a request's `rules` field), each one of `offered`
    /// (the ruleset `game`'s `RULE_OPTIONS`), without repeats.
    ///
    /// # Errors
    /// `UNKNOWN_RULE` on `rules` for a name the game does not offer.
    pub fn named(
        game: &str,
        offered: &[&'static str],
        names: &[String],
    ) -> Result<Vec<&'static str>, super::ServiceError> {
        let mut options: Vec<&'static str> = Vec::new();
        for name in names {
            let Some(&option) = offered.iter().find(|o| **o == name.as_str()) else {
                let known = if offered.is_empty() {
                    "none".to_owned()
                } else {
                    offered.join(", ")
                };
                return Err(super::ServiceError::invalid(
                    "rules",
                    "UNKNOWN_RULE",
                    format!(
                        "{game} has no rule option {:?} (its options: {known})",
                        super::error::clip(name)
                    ),
                ));
            };
            if !options.contains(&option) {
                options.push(option);
            }
        }
        Ok(options)
    }
}

/// A seat's player who is gone (see [`Session::gone`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gone {
    /// The seat.
    pub seat: usize,
    /// When the opponent was told (ms since the Unix epoch).
    pub since_ms: u64,
}

/// The player bound to a seat, as the game shows them.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatPlayer {
    /// The player's id (the players' database key).
    pub id: i64,
    /// The player's name.
    pub name: String,
    /// The player's rating in this game when the seat was taken.
    pub rating: f64,
    /// Whether that rating was provisional.
    pub provisional: bool,
}

impl Eq for SeatPlayer {}

/// The longest player name an envelope keeps (names are far shorter: see the accounts).
const MAX_STORED_NAME: u64 = 256;

/// Why a caller may not act for a bound seat (see [`Session::may_act`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatRefusal {
    /// The seat is bound to a player and the call carries no player session.
    NotSignedIn,
    /// The seat is bound to another player.
    OtherPlayer,
}

/// A stored state that is not a valid envelope.
#[derive(Debug, thiserror::Error)]
#[error("malformed session envelope: {0}")]
pub struct EnvelopeError(&'static str);

impl Session {
    /// A new game's session at `now_ms`.
    #[must_use]
    pub fn new(
        seats: usize,
        control: Option<TimeControl>,
        now_ms: u64,
        abandon_after_ms: u64,
    ) -> Session {
        Session {
            clocks: control.map(|control| Clocks {
                control,
                remaining_ms: vec![control.initial_ms(); seats],
                running_since_ms: None,
                berserk: 0,
            }),
            idle_since_ms: now_ms,
            abandon_after_ms,
            created_ms: now_ms,
            ..Session::default()
        }
    }

    /// The player bound to `seat`, if any.
    #[must_use]
    pub fn player(&self, seat: usize) -> Option<&SeatPlayer> {
        self.players.get(seat).and_then(Option::as_ref)
    }

    /// Binds `seat` (of `seats` seats) to `player`.
    pub fn bind(&mut self, seat: usize, seats: usize, player: SeatPlayer) {
        if self.players.len() < seats {
            self.players.resize(seats, None);
        }
        if let Some(slot) = self.players.get_mut(seat) {
            *slot = Some(player);
        }
    }

    /// Whether the computer plays `seat`.
    #[must_use]
    pub fn is_computer(&self, seat: usize) -> bool {
        self.computers.contains(&seat)
    }

    /// Whether `seat` has made an action.
    #[must_use]
    pub fn has_moved(&self, seat: usize) -> bool {
        seat < 64 && self.moved & (1 << seat) != 0
    }

    /// Whether every one of `seats` seats has made an action: from then on the game can no
    /// longer be aborted.
    #[must_use]
    pub fn everyone_moved(&self, seats: usize) -> bool {
        (0..seats).all(|seat| self.has_moved(seat))
    }

    /// Whether every seat's invitation was used (a seat handed out at creation has none).
    #[must_use]
    pub fn seats_filled(&self) -> bool {
        self.invitations
            .iter()
            .all(|i| i.state == InvitationState::Used)
    }

    /// When `seat` last acted (0: never).
    #[must_use]
    pub fn acted_at(&self, seat: usize) -> u64 {
        self.acted_ms.get(seat).copied().unwrap_or(0)
    }

    /// When the opponent of the player gone may claim the game (none: nobody is gone).
    #[must_use]
    pub fn claim_from_ms(&self) -> Option<u64> {
        self.gone
            .map(|gone| gone.since_ms.saturating_add(self.claim_wait_ms))
    }

    /// Sets the seats the computer plays: those of `seats` below `n`, ascending, at most two
    /// (the stored form keeps two).
    pub fn set_computers(&mut self, seats: &[usize], n: usize) {
        let mut kept: Vec<usize> = seats.iter().copied().filter(|&s| s < n).collect();
        kept.sort_unstable();
        kept.dedup();
        kept.truncate(2);
        self.computers = kept;
    }

    /// Whether `player` (the caller's signed-in player, if any) may act for `seat`: always
    /// for a seat nobody bound, only its player for a bound one — or, for the computer's
    /// seat, the seat's token alone.
    ///
    /// # Errors
    /// [`SeatRefusal::NotSignedIn`] for a bound seat and no session,
    /// [`SeatRefusal::OtherPlayer`] for another player's session.
    pub fn may_act(&self, seat: usize, player: Option<i64>) -> Result<(), SeatRefusal> {
        match (self.player(seat), player) {
            (None, _) => Ok(()),
            (Some(bound), Some(caller)) if bound.id == caller => Ok(()),
            // The computer's seat, bound to one of the service's computer players: the seat
            // token (held by the computer's queue alone) acts for it.
            (Some(_), None) if self.is_computer(seat) => Ok(()),
            (Some(_), None) => Err(SeatRefusal::NotSignedIn),
            (Some(_), Some(_)) => Err(SeatRefusal::OtherPlayer),
        }
    }

    /// Whether `seat` is still open: it has an open invitation.
    #[must_use]
    pub fn seat_open(&self, seat: usize, seats: &[SeatHash]) -> bool {
        seats.get(seat).is_none_or(|hash| *hash == NOBODY)
    }

    /// The deadline running now, and what it ends the game with, for a game still going on
    /// with `to_move` to move.
    #[must_use]
    pub fn deadline(&self, to_move: usize) -> Option<(u64, Expiry)> {
        if self.ended.is_some() {
            return None;
        }
        if !self.computers.is_empty() && self.clocks.is_none() {
            if self.is_computer(to_move) || self.abandon_after_ms == 0 {
                return None;
            }
            let at = self.idle_since_ms.saturating_add(self.abandon_after_ms);
            return Some((at, Expiry::Abandon));
        }
        // The first action of the side to move, once every seat is taken.
        let first_move = (self.first_move_ms != 0
            && self.computers.is_empty()
            && self.seats_filled()
            && !self.has_moved(to_move))
        .then(|| {
            (
                self.idle_since_ms.saturating_add(self.first_move_ms),
                Expiry::Abandon,
            )
        });
        // A game nobody started is abandoned after the server's idle time; a correspondence
        // game's, after its time for the first move when that is longer (days).
        let correspondence = self
            .clocks
            .as_ref()
            .is_some_and(|c| c.control.is_correspondence());
        let idle_ms = if correspondence {
            self.abandon_after_ms.max(self.first_move_ms)
        } else {
            self.abandon_after_ms
        };
        let idle = (!self.started && self.abandon_after_ms != 0)
            .then(|| (self.idle_since_ms.saturating_add(idle_ms), Expiry::Abandon));
        let flag = self.clocks.as_ref().and_then(|clocks| {
            let since = clocks.running_since_ms?;
            let remaining = clocks.remaining_ms.get(to_move).copied().unwrap_or(0);
            let at = since.saturating_add(clocks.control_of(to_move).budget(remaining));
            Some((at, Expiry::Flag(to_move)))
        });
        [first_move, idle, flag]
            .into_iter()
            .flatten()
            .min_by_key(|&(at, _)| at)
    }

    /// Ends the game with `expiry`.
    pub fn expire(&mut self, expiry: Expiry) {
        match expiry {
            Expiry::Abandon => self.ended = Some(SessionEnd::Abandoned),
            Expiry::Flag(loser) => {
                if let Some(clocks) = &mut self.clocks {
                    if let Some(left) = clocks.remaining_ms.get_mut(loser) {
                        *left = 0;
                    }
                    clocks.running_since_ms = None;
                }
                self.ended = Some(SessionEnd::Timeout { loser });
            }
        }
        self.draw_offer = None;
        self.takeback = None;
        self.gone = None;
    }

    /// Records an accepted action (step, move, undo) of `mover` at `now_ms`, after which
    /// `to_move` is to move and the game goes on (`over`: it ended): starts the clocks on the
    /// first action, charges the mover for a completed turn (a change of the side to move),
    /// stops the clocks when the game is over, and declines the opponent's draw offer.
    pub fn on_action(&mut self, mover: usize, to_move: usize, over: bool, now_ms: u64) {
        if !self.computers.is_empty() {
            // The human's time to act runs from the last action.
            self.idle_since_ms = now_ms;
        }
        if !self.started {
            self.started = true;
            if let Some(clocks) = &mut self.clocks {
                clocks.running_since_ms = Some(now_ms);
            }
        }
        if mover < 64 {
            self.moved |= 1 << mover;
            if self.acted_ms.len() <= mover {
                self.acted_ms.resize(mover + 1, 0);
            }
            if let Some(at) = self.acted_ms.get_mut(mover) {
                *at = now_ms;
            }
        }
        if to_move != mover && !self.has_moved(to_move) {
            // The first action of the side to move now is timed from here.
            self.idle_since_ms = now_ms;
        }
        if self.gone.is_some_and(|gone| gone.seat == mover) {
            // Acting is coming back.
            self.gone = None;
        }
        if self.draw_offer.is_some_and(|offerer| offerer != mover) {
            self.draw_offer = None;
        }
        // Any action changes what a takeback would take back: the proposal goes.
        self.takeback = None;
        if let Some(clocks) = &mut self.clocks
            && let Some(since) = clocks.running_since_ms
        {
            if to_move != mover || over {
                let elapsed = now_ms.saturating_sub(since);
                let control = clocks.control_of(mover);
                if let Some(left) = clocks.remaining_ms.get_mut(mover) {
                    *left = control.after_turn(*left, elapsed);
                }
                clocks.running_since_ms = Some(now_ms);
            }
            if over {
                clocks.running_since_ms = None;
            }
        }
        if over {
            self.draw_offer = None;
        }
    }

    /// Stops the clocks of a game that just ended at `now_ms` (a resignation, an agreed
    /// draw, an abort, a claim), charging the side to move for the turn in progress.
    pub fn on_end(&mut self, to_move: usize, now_ms: u64) {
        self.gone = None;
        if let Some(clocks) = &mut self.clocks
            && let Some(since) = clocks.running_since_ms.take()
        {
            let control = clocks.control_of(to_move);
            if let Some(left) = clocks.remaining_ms.get_mut(to_move) {
                *left = control.left(*left, now_ms.saturating_sub(since));
            }
        }
        self.draw_offer = None;
        self.takeback = None;
    }

    /// Each seat's time left at `now_ms` (the side to move's clock running), in seat order.
    #[must_use]
    pub fn clocks_at(&self, to_move: usize, now_ms: u64) -> Vec<u64> {
        let Some(clocks) = &self.clocks else {
            return Vec::new();
        };
        clocks
            .remaining_ms
            .iter()
            .enumerate()
            .map(|(seat, &left)| match clocks.running_since_ms {
                Some(since) if seat == to_move && self.ended.is_none() => clocks
                    .control_of(seat)
                    .left(left, now_ms.saturating_sub(since)),
                _ => left,
            })
            .collect()
    }
}

mod envelope;
mod limits;
pub mod takeback;

#[cfg(test)]
mod tests;
