//! The times of real play that the clock chooses: each side's first action, a player gone
//! and the wait before a claim (see `docs/real-play.md`), and [`PlayOptions`]' overrides.

use std::time::Duration;

use super::{PlayOptions, Session, TimeControl};

impl PlayOptions {
    /// Sets a new game's time for each first action and its wait before a claim, from these
    /// options or, where they choose none, from the clock.
    pub fn limit(&self, session: &mut Session, control: Option<TimeControl>) {
        let ms = |d: Option<Duration>, by_clock: u64| {
            d.map_or(by_clock, |d| {
                u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
            })
        };
        session.first_move_ms = ms(self.first_move, first_move_ms(control));
        session.claim_wait_ms = ms(self.claim_wait, claim_wait_ms(control));
    }

    /// How long a seat's player of a game with `control` may be gone before the opponent is
    /// told.
    #[must_use]
    pub fn grace_ms(&self, control: Option<TimeControl>) -> u64 {
        self.gone_grace.map_or_else(
            || gone_grace_ms(control),
            |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX),
        )
    }
}

/// How long the side to move has for its first action, by the clock, before the game is
/// aborted: a sixth of the starting time, between 30 s and 3 minutes (3+2: 30 s; 15+10:
/// 150 s); a whole turn for a time per turn (3 days in a 3-days-per-move game); the whole
/// starting time of a correspondence Fischer clock (3 days for 3d+12h); 5 minutes without a
/// clock.
#[must_use]
pub fn first_move_ms(control: Option<TimeControl>) -> u64 {
    match control {
        Some(
            c @ (TimeControl::Fischer { initial_ms, .. } | TimeControl::Delay { initial_ms, .. }),
        ) => {
            if c.is_correspondence() {
                initial_ms
            } else {
                (initial_ms / 6).clamp(30_000, 180_000)
            }
        }
        Some(TimeControl::PerTurn { per_turn_ms }) => per_turn_ms.max(30_000),
        None => 300_000,
    }
}

/// How long a seat's player may be gone (no open stream of the seat, no action) before the
/// opponent is told, by the clock: 15 s under 3 minutes of starting time, 30 s under 15
/// minutes, 60 s above; never in correspondence ([`TimeControl::is_correspondence`]: players
/// close the page between moves, and the clock itself is the grace: [`NEVER_GONE`]); 60 s
/// without a clock.
#[must_use]
pub fn gone_grace_ms(control: Option<TimeControl>) -> u64 {
    match control {
        Some(c) if c.is_correspondence() => NEVER_GONE,
        Some(TimeControl::Fischer { initial_ms, .. } | TimeControl::Delay { initial_ms, .. }) => {
            if initial_ms < 180_000 {
                15_000
            } else if initial_ms < 900_000 {
                30_000
            } else {
                60_000
            }
        }
        Some(TimeControl::PerTurn { .. }) | None => 60_000,
    }
}

/// The grace time of a game whose players are never told "opponent gone" (correspondence):
/// longer than any clock.
pub const NEVER_GONE: u64 = u64::MAX / 4;

/// How long the opponent of a player gone waits, once told, before claiming the victory or a
/// draw, by the clock: 15 s under 3 minutes, 30 s under 15 minutes, 60 s above; 60 s without
/// a clock. Correspondence has no claim (0): nobody is told gone there, unless the server's
/// `--gone-grace-secs` says otherwise, and then the wait is a day.
#[must_use]
pub fn claim_wait_ms(control: Option<TimeControl>) -> u64 {
    match control {
        Some(c) if c.is_correspondence() => 86_400_000,
        other => gone_grace_ms(other),
    }
}
