//! Who is at the board: a seat's player is present while a stream of the game opened with the
//! seat's credential is open (on any replica), or while they act. A player who is neither for
//! the grace time of the game's clock is *gone*: the opponent's stream notices it, and one
//! change (`PlayChange::Gone`) tells every watcher; after the wait the opponent may claim the
//! game (`PlayRequest::Claim`). Coming back (a stream of the seat, or an action) before the
//! claim cancels it (`PlayChange::Back`). See `docs/real-play.md`, "A player who is gone".
//!
//! Each seat's last sighting is kept by the store ([`GameStore::see_seat`]), outside the game's
//! version: being watched changes no game.

use std::time::Duration;

use tokio::task::JoinHandle;

use super::decode::{decode, decode_session};
use super::seats::bound_seat;
use super::{Games, MAX_ATTEMPTS, Write, Written};
use crate::ruleset::Ruleset;
use crate::session::auth::SeatToken;
use crate::session::error::ServiceError;
use crate::session::play::{Gone, SeatPlayer, Session};
use crate::session::record::{PlayChange, record_play};
use crate::session::shutdown::Shutdown;
use crate::session::view::{ChangeRequest, Changed, GameView};
use crate::store::{GameId, GameStore};

/// Whether a signed-in player (by id) counts as present wherever they are: a bot account
/// whose event stream is open. Given by the lobby.
pub type PresenceHook =
    std::sync::Arc<dyn Fn(i64) -> futures_util::future::BoxFuture<'static, bool> + Send + Sync>;

/// A seat kept present by an open stream: dropping it (the stream closed) stops the sightings.
#[derive(Debug)]
pub struct Attendance(JoinHandle<()>);

impl Drop for Attendance {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// How often an open stream renews its seat's sighting and looks at the opponent's: a third
/// of the grace time, between 200 ms and 5 s.
fn interval(grace_ms: u64) -> Duration {
    Duration::from_millis((grace_ms / 3).clamp(200, 5_000))
}

impl<R: Ruleset, S: GameStore> Games<R, S> {
    /// Keeps `seat` of game `id` present until the returned [`Attendance`] is dropped (or
    /// `shutdown`): it is seen at once and then every [`interval`], comes back if it was gone,
    /// and the opponent is told to be gone once their grace time is over.
    #[must_use]
    pub fn attend(&self, id: GameId, seat: usize, mut shutdown: Shutdown) -> Attendance {
        let games = self.clone();
        Attendance(tokio::spawn(async move {
            let mut every: Option<tokio::time::Interval> = None;
            loop {
                match games.look(&id, seat).await {
                    Ok(Some(grace_ms)) => {
                        let tick = every.get_or_insert_with(|| {
                            let mut tick = tokio::time::interval(interval(grace_ms));
                            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                            tick.reset();
                            tick
                        });
                        tokio::select! {
                            () = shutdown.wait() => return,
                            _ = tick.tick() => {}
                        }
                    }
                    // The game is over or gone: nobody needs to be seen any more.
                    Ok(None) => return,
                    Err(e) => {
                        tracing::debug!(game_id = %id, seat, error = %e, "presence: cannot look at the game");
                        tokio::select! {
                            () = shutdown.wait() => return,
                            () = tokio::time::sleep(Duration::from_secs(1)) => {}
                        }
                    }
                }
            }
        }))
    }

    /// The seat of game `id` that `token` holds, or else the seat bound to `player`; `None`
    /// when neither holds one (a spectator).
    ///
    /// # Errors
    /// The store is unavailable, or the stored game is corrupt.
    pub async fn seat_for(
        &self,
        id: &GameId,
        token: Option<&SeatToken>,
        player: Option<&SeatPlayer>,
    ) -> Result<Option<usize>, ServiceError> {
        let Some(loaded) = self.store.load(id, None).await? else {
            return Ok(None);
        };
        if loaded.game.kind != R::NAME {
            return Ok(None);
        }
        if let Some(token) = token {
            return Ok(token.seat_in(&loaded.game.seats));
        }
        let session = decode_session(id, &loaded.game.session)?;
        Ok(bound_seat(&session, player))
    }

    /// One look of `seat`'s stream: sees the seat, brings it back if it was gone, and tells
    /// the opponent gone when they are. Returns the game's grace time, `None` once the game
    /// is over or gone.
    async fn look(&self, id: &GameId, seat: usize) -> Result<Option<u64>, ServiceError> {
        let now = self.now_ms();
        self.store.see_seat(id, seat, now).await?;
        let Some(loaded) = self.store.load(id, None).await? else {
            return Ok(None);
        };
        if loaded.game.kind != R::NAME {
            return Ok(None);
        }
        let (session, game) = decode::<R>(id, &loaded.game)?;
        if super::over::<R>(&session, &game) {
            return Ok(None);
        }
        let grace_ms = self
            .options
            .grace_ms(session.clocks.as_ref().map(|c| c.control));
        if session.gone.is_some_and(|gone| gone.seat == seat) {
            self.presence_change(id, PlayChange::Back { seat }).await?;
        } else if session.gone.is_none()
            && let Some(other) = self
                .gone_opponent(id, &session, seat, grace_ms, now)
                .await?
        {
            self.presence_change(id, PlayChange::Gone { seat: other })
                .await?;
        }
        Ok(Some(grace_ms))
    }

    /// The opponent of `seat` who is gone at `now`, if one is: every seat has made its first
    /// action (before that, aborting is the remedy), and the opponent — not the computer, not
    /// a bot account with its event stream open — has neither been seen nor acted for the
    /// grace time.
    async fn gone_opponent(
        &self,
        id: &GameId,
        session: &Session,
        seat: usize,
        grace_ms: u64,
        now: u64,
    ) -> Result<Option<usize>, ServiceError> {
        let seats = R::SEATS.len();
        if !session.everyone_moved(seats) {
            return Ok(None);
        }
        let Some(seen) = self.store.seats_seen(id).await? else {
            return Ok(None);
        };
        for other in (0..seats).filter(|&s| s != seat && !session.is_computer(s)) {
            let last = seen
                .get(other)
                .copied()
                .unwrap_or(0)
                .max(session.acted_at(other));
            if last.saturating_add(grace_ms) > now {
                continue;
            }
            if let (Some(hook), Some(player)) = (&self.presence, session.player(other))
                && hook(player.id).await
            {
                continue;
            }
            return Ok(Some(other));
        }
        Ok(None)
    }

    /// Writes a presence change (a seat gone or back) with one compare-and-set; a change
    /// that no longer applies to the stored game (it ended, someone came back or acted
    /// meanwhile) is dropped.
    async fn presence_change(&self, id: &GameId, change: PlayChange) -> Result<(), ServiceError> {
        let request = ChangeRequest {
            method: "Presence",
            args: &[],
            expected_version: None,
            request_id: None,
            to_move_only: false,
            player: None,
        };
        for _ in 0..MAX_ATTEMPTS {
            let Some(loaded) = self.store.load(id, None).await? else {
                return Ok(());
            };
            let (mut session, game) = decode::<R>(id, &loaded.game)?;
            if super::over::<R>(&session, &game) {
                return Ok(());
            }
            let now = self.now_ms();
            match change {
                PlayChange::Gone { seat } if session.gone.is_none() => {
                    session.gone = Some(Gone {
                        seat,
                        since_ms: now,
                    });
                }
                PlayChange::Back { seat } if session.gone.is_some_and(|g| g.seat == seat) => {
                    session.gone = None;
                }
                _ => return Ok(()),
            }
            let seen = loaded.game.version;
            let view = GameView::after(id, seen, game, session, loaded.game.seats, now)?;
            let changed = Changed {
                event: record_play::<R>(&view, &change),
                reply: (),
            };
            let write = Write {
                action: &request,
                print: [0; 32],
                seen,
                expected_state: None,
                seats_changed: false,
                turn_from: None,
            };
            match Box::pin(self.write(id, write, view, changed)).await? {
                Written::Done(_) => {
                    tracing::info!(game_id = %id, ?change, "presence changed");
                    return Ok(());
                }
                Written::Conflict { .. } => {}
            }
        }
        Ok(())
    }
}
