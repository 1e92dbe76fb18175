//! Proposing and answering a takeback (see [`crate::session::play::takeback`]): a request of
//! real play that also changes the game, written like the others with one compare-and-set at
//! the version it was computed from.

use super::PlayRequest;
use crate::ruleset::Ruleset;
use crate::session::error::ServiceError;
use crate::session::play::takeback::{NoTakeback, can_take_back, take_back};
use crate::session::play::{NOBODY, Session};
use crate::session::record::PlayChange;
use crate::store::{GameId, SeatHash};

/// Applies a takeback request (`ProposeTakeback`, `AnswerTakeback`) by `actor` at `now` to
/// `session` and `game`.
///
/// Takebacks are allowed in casual games, and in rated ones only when their players agreed to
/// them when the game was made ([`Session::rated_takebacks`]). Against the service's
/// computer a proposal is accepted at once (as lichess's computer does in casual games); a
/// bot account, like a person, answers it with `AnswerTakeback`.
pub(super) fn takeback_change<R: Ruleset>(
    session: &mut Session,
    seats: &[SeatHash],
    game: &mut R::Game,
    actor: Option<usize>,
    request: PlayRequest,
    now: u64,
    id: &GameId,
) -> Result<PlayChange, ServiceError> {
    let Some(seat) = actor else {
        return Err(ServiceError::WrongSeat {
            game_id: id.to_string(),
        });
    };
    if seats.contains(&NOBODY) {
        return Err(ServiceError::SeatsOpen {
            game_id: id.to_string(),
        });
    }
    if session.rated && !session.rated_takebacks {
        return Err(ServiceError::TakebacksNotAllowed(format!(
            "game {id} is rated and its players did not agree to takebacks when it was made"
        )));
    }
    match request {
        PlayRequest::ProposeTakeback => {
            if session.takeback.is_some() {
                return Err(ServiceError::TakebackAlreadyProposed);
            }
            let computer = (0..seats.len()).find(|&s| s != seat && session.is_computer(s));
            if let Some(computer) = computer {
                // The service's computer accepts at once.
                accept::<R>(session, game, seat, now, id)?;
                return Ok(PlayChange::TakebackAccepted {
                    seat: computer,
                    proposer: seat,
                });
            }
            can_take_back::<R>(game, seat).map_err(|e| refusal(e, id))?;
            session.takeback = Some(seat);
            Ok(PlayChange::TakebackProposed { seat })
        }
        PlayRequest::AnswerTakeback { accept: yes } => {
            let proposer = session
                .takeback
                .filter(|&proposer| proposer != seat)
                .ok_or(ServiceError::NoTakeback)?;
            if yes {
                accept::<R>(session, game, proposer, now, id)?;
                Ok(PlayChange::TakebackAccepted { seat, proposer })
            } else {
                session.takeback = None;
                Ok(PlayChange::TakebackDeclined { seat })
            }
        }
        _ => Err(ServiceError::Internal("not a takeback request".to_owned())),
    }
}

/// Takes `game` back to the start of `proposer`'s last turn and settles the session.
fn accept<R: Ruleset>(
    session: &mut Session,
    game: &mut R::Game,
    proposer: usize,
    now: u64,
    id: &GameId,
) -> Result<(), ServiceError> {
    let was_to_move = R::seat_index(R::to_move(game));
    let (back, _) = take_back::<R>(game, proposer).map_err(|e| refusal(e, id))?;
    *game = back;
    session.on_takeback(was_to_move, R::seat_index(R::to_move(game)), now);
    Ok(())
}

fn refusal(e: NoTakeback, id: &GameId) -> ServiceError {
    match e {
        NoTakeback::NothingToTakeBack => ServiceError::NothingToTakeBack {
            game_id: id.to_string(),
        },
        NoTakeback::NoHistory => ServiceError::TakebacksNotAllowed(format!(
            "game {id} cannot be taken back: its rules keep no history"
        )),
        NoTakeback::Replay => {
            ServiceError::Internal(format!("game {id}'s history does not replay"))
        }
    }
}
