//! Who acts for a seat: a call's credential, the seat of a token or of the signed-in player
//! bound to it, and the refusal of a caller who may not act for a seat.

use crate::session::auth::InvitationCode;
use crate::session::auth::{PLAYER_SESSION_HEADER, SeatToken};
use crate::session::error::ServiceError;
use crate::session::play::{SeatPlayer, SeatRefusal, Session};
use crate::store::{GameId, SeatHash};

/// Who makes a session-level change.
#[derive(Debug)]
pub enum Credential<'a> {
    /// A seat token, or the director's token.
    Token(&'a SeatToken),
    /// An invitation code (joining).
    Invitation(&'a InvitationCode),
    /// The seat bound to the call's signed-in player ([`ChangeRequest::player`]), for a call
    /// with no seat token.
    ///
    /// [`ChangeRequest::player`]: crate::session::view::ChangeRequest::player
    Player,
}

/// Who acts for a seat: the holder of its token, or the signed-in player bound to it.
#[derive(Clone, Copy, Debug)]
pub enum SeatKey<'a> {
    /// The seat of this token.
    Token(&'a SeatToken),
    /// The seat bound to the call's signed-in player ([`ChangeRequest::player`]).
    ///
    /// [`ChangeRequest::player`]: crate::session::view::ChangeRequest::player
    Player,
}

impl<'a> SeatKey<'a> {
    /// The key of a call: its seat token when it has one, else its player's seat.
    #[must_use]
    pub fn of(token: Option<&'a SeatToken>) -> SeatKey<'a> {
        token.map_or(SeatKey::Player, SeatKey::Token)
    }

    /// The seat it names among `seats` (token hashes) of a game whose session is `session`,
    /// for a call by `player`.
    pub(super) fn seat(
        self,
        seats: &[SeatHash],
        session: &Session,
        player: Option<&SeatPlayer>,
    ) -> Option<usize> {
        match self {
            SeatKey::Token(token) => token.seat_in(seats),
            SeatKey::Player => bound_seat(session, player),
        }
    }
}

/// The seat of `session` bound to `player` (`None`: no player, or not one of its players).
pub(super) fn bound_seat(session: &Session, player: Option<&SeatPlayer>) -> Option<usize> {
    let player = player?;
    session
        .players
        .iter()
        .position(|bound| bound.as_ref().is_some_and(|b| b.id == player.id))
}

/// Refuses a caller (`player`: the id of its signed-in player) who may not act for `seat`
/// (see [`Session::may_act`]), as the client is told.
///
/// # Errors
/// `NOT_SIGNED_IN` or `WRONG_SEAT`.
pub fn may_act(
    session: &Session,
    seat: usize,
    player: Option<i64>,
    id: &GameId,
) -> Result<(), ServiceError> {
    session
        .may_act(seat, player)
        .map_err(|refusal| match refusal {
            SeatRefusal::NotSignedIn => ServiceError::NotSignedIn(format!(
                "the seat of game {id} belongs to a signed-in player: send their session in \
                 `{PLAYER_SESSION_HEADER}`"
            )),
            SeatRefusal::OtherPlayer => ServiceError::WrongSeat {
                game_id: id.to_string(),
            },
        })
}
