//! What the session layer shows of a game at one moment ([`GameView`], [`ReadView`], [`Play`]),
//! and the shapes of a new game and of a change request and its answer.

use std::sync::Arc;

use super::answers::Answers;
use super::auth::InvitationCode;
use super::auth::SeatToken;
use super::play::{NOBODY, SeatPlayer, Session, SessionEnd, TimeControl};
use crate::ruleset::{GameStatus, Ruleset};
use crate::store::{GameId, SeatHash};

/// The session-level part of a game as seen at one moment: see [`crate::session::play`].
#[derive(Clone, Debug)]
pub struct Play {
    /// Invitations, clocks, draw offer, session-level ending.
    pub session: Session,
    /// The seat token hashes ([`NOBODY`] for a seat still open).
    pub seats: Vec<SeatHash>,
    /// When this view was taken (ms since the Unix epoch): the clocks are shown at this time.
    pub now_ms: u64,
}

impl Play {
    /// Whether `seat` (its index) is still open.
    #[must_use]
    pub fn seat_open(&self, seat: usize) -> bool {
        self.seats.get(seat).is_none_or(|hash| *hash == NOBODY)
    }

    /// Whether any seat is still open.
    #[must_use]
    pub fn any_seat_open(&self) -> bool {
        self.seats.contains(&NOBODY)
    }
}

/// A game as read: id, version and the rules' game (shared with the replica's memory).
#[derive(Clone, Debug)]
pub struct ReadView<R: Ruleset> {
    /// The game id.
    pub id: GameId,
    /// The stored version.
    pub version: u64,
    /// The game.
    pub game: Arc<R::Game>,
    /// The session-level state.
    pub play: Play,
    /// Answers encoded once for this very stored version (shared with the replica's memory).
    pub answers: Arc<Answers>,
}

/// A game as loaded: id, version and the rules' game.
#[derive(Debug)]
pub struct GameView<R: Ruleset> {
    /// The game id.
    pub id: GameId,
    /// The stored version (in [`Games::act`]'s closure: the version the game will have once the
    /// change is written).
    pub version: u64,
    /// The game.
    pub game: R::Game,
    /// The session-level state.
    pub play: Play,
}

impl<R: Ruleset> GameView<R> {
    /// Game `id` as a change computed from its stored version `seen` writes it: at version
    /// `seen` + 1, with `game`, `session` and `seats` as changed, shown at `now_ms`.
    ///
    /// # Errors
    /// `INTERNAL` when the game has run out of versions.
    pub fn after(
        id: &GameId,
        seen: u64,
        game: R::Game,
        session: Session,
        seats: Vec<SeatHash>,
        now_ms: u64,
    ) -> Result<GameView<R>, super::error::ServiceError> {
        let version = seen.checked_add(1).ok_or_else(|| {
            super::error::ServiceError::Internal(format!("game {id} has run out of versions"))
        })?;
        Ok(GameView::at(*id, version, game, session, seats, now_ms))
    }

    /// Game `id` at `version`, with `game`, `session` and `seats`, shown at `now_ms`.
    #[must_use]
    pub fn at(
        id: GameId,
        version: u64,
        game: R::Game,
        session: Session,
        seats: Vec<SeatHash>,
        now_ms: u64,
    ) -> GameView<R> {
        GameView {
            id,
            version,
            game,
            play: Play {
                session,
                seats,
                now_ms,
            },
        }
    }
}

impl<R: Ruleset> Clone for GameView<R> {
    fn clone(&self) -> Self {
        GameView {
            id: self.id,
            version: self.version,
            game: self.game.clone(),
            play: self.play.clone(),
        }
    }
}

/// How a game is to be set up.
#[derive(Clone, Debug, Default)]
pub struct NewGame {
    /// Seats (indexes) kept open, each with an invitation; the others get tokens at once.
    pub open_seats: Vec<usize>,
    /// The time control, if any.
    pub time_control: Option<TimeControl>,
    /// The seat the computer plays, in a game against the computer ([`Session::computer`]).
    pub computer: Option<usize>,
    /// The creator's player, bound to every seat the creator takes (not kept open, not the
    /// computer's): `None` for a guest.
    pub creator: Option<SeatPlayer>,
    /// Created rated ([`Session::rated`]).
    pub rated: bool,
    /// Takebacks allowed although rated ([`Session::rated_takebacks`]).
    pub rated_takebacks: bool,
    /// The rule options the game is played with ([`Ruleset::RULE_OPTIONS`] names).
    pub rules: Vec<&'static str>,
    /// The move limit ([`Session::move_limit`]); 0: none.
    pub move_limit: u32,
}

/// A new game, its seat tokens and invitation codes.
#[derive(Debug)]
pub struct Created<R: Ruleset> {
    /// The game.
    pub view: GameView<R>,
    /// One token per seat not kept open, in [`Ruleset::SEATS`] order (`None`: kept open).
    pub tokens: Vec<Option<SeatToken>>,
    /// One invitation code per seat kept open: (seat index, code).
    pub invitations: Vec<(usize, InvitationCode)>,
    /// When every seat was kept open: the director's token (may revoke invitations).
    pub director: Option<SeatToken>,
}

/// How a change is asked for.
#[derive(Clone, Copy, Debug)]
pub struct ChangeRequest<'a> {
    /// The RPC name; part of the request fingerprint.
    pub method: &'static str,
    /// The request's arguments in a canonical form; part of the request fingerprint.
    pub args: &'a [u8],
    /// Act only if the game is at this version.
    pub expected_version: Option<u64>,
    /// Answer a retry with the same id from the record instead of acting twice.
    pub request_id: Option<&'a str>,
    /// Only the seat to move may act (false: any seat, e.g. to resign).
    pub to_move_only: bool,
    /// The caller's signed-in player (from the call's player session), if any: a seat bound
    /// to a player acts only for that player's sessions; JoinGame binds the seat it takes.
    pub player: Option<&'a SeatPlayer>,
}

/// What an action's closure returns: the reply, and the event that watchers receive.
#[derive(Debug)]
pub struct Changed<T> {
    /// The reply to the caller.
    pub reply: T,
    /// The change as kept for watchers with the new version: made by [`record`].
    pub event: Vec<u8>,
}

/// The answer to a change.
#[derive(Debug)]
pub struct Acted<T> {
    /// The reply.
    pub reply: T,
    /// The reply was remembered from an earlier request with the same request id.
    pub replayed: bool,
}

/// Settles the session after an accepted change by `seat` (`to_move` was to move before it).
pub(super) fn settle<R: Ruleset>(
    view: &mut GameView<R>,
    to_move_only: bool,
    seat: R::Seat,
    to_move: R::Seat,
) {
    let now = view.play.now_ms;
    let after = R::seat_index(R::to_move(&view.game));
    let ended = R::status(&view.game) != GameStatus::Ongoing;
    if to_move_only {
        let mover = R::seat_index(seat);
        view.play.session.on_action(mover, after, ended, now);
        let limit = view.play.session.move_limit;
        if !ended
            && limit != 0
            && after != mover
            && view.play.session.ended.is_none()
            && R::turns_completed(&view.game) >= u64::from(limit)
        {
            // The turn that completes the move limit draws the game.
            view.play.session.ended = Some(SessionEnd::MoveLimit);
            view.play.session.on_end(after, now);
        }
    } else if ended {
        view.play.session.on_end(R::seat_index(to_move), now);
    }
}
