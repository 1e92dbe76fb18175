//! Session-level requests of real play: joining with an invitation, revoking an invitation,
//! offering and answering a draw, aborting, claiming, and proposing and answering a takeback
//! (which also changes the game: `takeback`).

use super::deadlines::{deadline_of, over};
use super::decode::decode_session;
use super::seats::{Credential, bound_seat, may_act};
use super::takeback::takeback_change;
use super::{Acted, Games, MAX_ATTEMPTS, Write, Written, lost_race};
use crate::ruleset::Ruleset;
use crate::session::auth::{PLAYER_SESSION_HEADER, SeatToken};
use crate::session::error::ServiceError;
use crate::session::play::{InvitationState, NOBODY, SeatPlayer, Session, SessionEnd};
use crate::session::record::{PlayChange, record_play};
use crate::session::requests::{fingerprint, replay, stale};
use crate::session::view::{ChangeRequest, Changed, GameView};
use crate::store::{GameId, GameStore, SeatHash};

/// A session-level request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayRequest {
    /// Take the seat of the invitation.
    Join,
    /// Revoke the still unused invitation of this seat.
    Revoke {
        /// The seat.
        seat: usize,
    },
    /// Offer a draw.
    OfferDraw,
    /// Answer the opponent's draw offer.
    AnswerDraw {
        /// Accept (or decline).
        accept: bool,
    },
    /// Abort the game (before every side has made its first action).
    Abort,
    /// Claim the game after the opponent left: the victory, or a draw.
    Claim {
        /// Call it a draw rather than claim the victory.
        draw: bool,
    },
    /// Propose to take back the caller's last turn.
    ProposeTakeback,
    /// Answer the opponent's takeback proposal.
    AnswerTakeback {
        /// Accept (or decline).
        accept: bool,
    },
    /// Berserk (an arena's game, before the seat's first action): half the clock, no
    /// increment.
    Berserk,
}

impl<R: Ruleset, S: GameStore> Games<R, S> {
    /// A session-level change (joining, revoking an invitation, offering or answering a
    /// draw) for `credential`, with the same version checks and exactly-once request ids as
    /// [`Games::act`]; `reply` makes the answer from the changed game. Joining also returns
    /// the new seat's token (derived from the code and the request id when one is given, so
    /// that a retry is answered with the same token; it is never stored).
    ///
    /// # Errors
    /// Every reason a change can be refused: see [`ServiceError`].
    pub async fn play<T, F>(
        &self,
        id: &GameId,
        credential: Credential<'_>,
        action: ChangeRequest<'_>,
        request: PlayRequest,
        mut reply: F,
    ) -> Result<(Acted<T>, Option<SeatToken>), ServiceError>
    where
        T: prost::Message + Default,
        F: FnMut(&GameView<R>) -> T + Send,
    {
        let random_failed = |e: getrandom::Error| ServiceError::Internal(format!("getrandom: {e}"));
        let joined_token = match credential {
            Credential::Invitation(code) => Some(SeatToken::from_bytes(
                code.token_bytes(action.request_id).map_err(random_failed)?,
            )),
            Credential::Token(_) | Credential::Player => None,
        };
        let mut last_conflict = None;
        for _ in 0..MAX_ATTEMPTS {
            let loaded = self.load_own(id, action.request_id).await?;
            let mut session = decode_session(id, &loaded.game.session)?;
            let engine = loaded.game.state.as_slice();
            // Who asks: a seat, the director, or the holder of an invitation (its seat).
            let (actor, credential_hash) = match credential {
                Credential::Token(token) => match token.seat_in(&loaded.game.seats) {
                    Some(seat) => {
                        may_act(&session, seat, action.player.map(|p| p.id), id)?;
                        (Some(seat), token.hash())
                    }
                    None if session.director == Some(token.hash()) => (None, token.hash()),
                    None => {
                        return Err(ServiceError::WrongSeat {
                            game_id: id.to_string(),
                        });
                    }
                },
                Credential::Player => match bound_seat(&session, action.player) {
                    Some(seat) => {
                        let hash = loaded.game.seats.get(seat).copied().ok_or_else(|| {
                            ServiceError::Internal(format!("stored game {id} has too few seats"))
                        })?;
                        (Some(seat), hash)
                    }
                    None => {
                        return Err(ServiceError::WrongSeat {
                            game_id: id.to_string(),
                        });
                    }
                },
                Credential::Invitation(code) => {
                    let hash = code.hash();
                    let invitation = session
                        .invitations
                        .iter()
                        .find(|i| i.hash == hash)
                        .ok_or_else(|| ServiceError::InvalidInvitation {
                            game_id: id.to_string(),
                        })?;
                    (Some(invitation.seat), hash)
                }
            };
            let mut args = action.args.to_vec();
            args.extend_from_slice(&credential_hash.0);
            let print = fingerprint(action.method, actor.unwrap_or(usize::MAX), &args);
            if let (Some(request_id), Some(record)) = (action.request_id, &loaded.replay) {
                return Ok((replay(record, &print, request_id)?, joined_token));
            }
            let seen = loaded.game.version;
            if let Some(expected) = action.expected_version
                && expected != seen
            {
                return Err(stale(&action, expected, seen, loaded.retry_floor));
            }
            let mut game = R::decode(engine).map_err(|e| {
                ServiceError::Internal(format!("stored game {id} does not decode: {e}"))
            })?;
            let game_over = || ServiceError::GameOver {
                game_id: id.to_string(),
            };
            if over::<R>(&session, &game) {
                return Err(game_over());
            }
            let now = self.now_ms();
            if deadline_of::<R>(&session, &game).is_some_and(|(at, _)| at <= now) {
                self.expire(id, None).await?;
                return Err(game_over());
            }
            let mut seats = loaded.game.seats.clone();
            let to_move = R::seat_index(R::to_move(&game));
            let change = match request {
                PlayRequest::ProposeTakeback | PlayRequest::AnswerTakeback { .. } => {
                    takeback_change::<R>(&mut session, &seats, &mut game, actor, request, now, id)?
                }
                _ => play_change(
                    &mut session,
                    &mut seats,
                    actor,
                    request,
                    Joining {
                        token: joined_token.as_ref(),
                        player: action.player,
                    },
                    to_move,
                    now,
                    id,
                )?,
            };
            let view = GameView::after(id, seen, game, session, seats, now)?;
            let changed = Changed {
                event: record_play::<R>(&view, &change),
                reply: reply(&view),
            };
            // The join that takes the last open seat starts the game.
            let start = if request == PlayRequest::Join {
                self.start_of_game(id, &view.play.seats, &view.play.session)
            } else {
                None
            };
            let write = Write {
                action: &action,
                print,
                seen,
                expected_state: None,
                seats_changed: request == PlayRequest::Join,
                turn_from: None,
            };
            match Box::pin(self.write(id, write, view, changed)).await? {
                Written::Done(acted) => {
                    self.started(start).await;
                    return Ok((acted, joined_token));
                }
                Written::Conflict { current } => {
                    last_conflict = Some(lost_race(id, action.expected_version, seen, current)?);
                }
            }
        }
        // Every attempt lost a race: report the last conflict, as if the version was pinned.
        Err(last_conflict.unwrap_or_else(|| ServiceError::Internal("no attempt was made".into())))
    }
}

/// Who takes a seat with JoinGame: the seat's new token, and the caller's player.
#[derive(Clone, Copy)]
struct Joining<'a> {
    token: Option<&'a SeatToken>,
    player: Option<&'a SeatPlayer>,
}

/// Whether a seat's invitation (its state: `None`, the seat has none) may still be used or
/// revoked: `InvitationUsed` or `InvitationRevoked` when not, and `none`'s error when there is
/// none.
fn invitation_open(
    state: Option<InvitationState>,
    id: &GameId,
    none: fn(String) -> ServiceError,
) -> Result<(), ServiceError> {
    let game_id = id.to_string();
    match state {
        Some(InvitationState::Open) => Ok(()),
        Some(InvitationState::Used) => Err(ServiceError::InvitationUsed { game_id }),
        Some(InvitationState::Revoked) => Err(ServiceError::InvitationRevoked { game_id }),
        None => Err(none(game_id)),
    }
}

/// Applies a session-level request by `actor` (a seat; `None`: the director) to `session`
/// and `seats`.
#[allow(clippy::too_many_arguments)]
fn play_change(
    session: &mut Session,
    seats: &mut [SeatHash],
    actor: Option<usize>,
    request: PlayRequest,
    joining: Joining<'_>,
    to_move: usize,
    now: u64,
    id: &GameId,
) -> Result<PlayChange, ServiceError> {
    let game_id = || id.to_string();
    let invitation_state = |session: &Session, seat: usize| {
        session
            .invitations
            .iter()
            .find(|i| i.seat == seat)
            .map(|i| i.state)
    };
    match request {
        PlayRequest::Join => {
            let (Some(seat), Some(token)) = (actor, joining.token) else {
                return Err(ServiceError::InvalidInvitation { game_id: game_id() });
            };
            invitation_open(invitation_state(session, seat), id, |game_id| {
                ServiceError::InvalidInvitation { game_id }
            })?;
            let slot = seats
                .get_mut(seat)
                .ok_or_else(|| ServiceError::Internal("invitation for a missing seat".into()))?;
            if session.rated {
                // A rated game is between two players: the joiner signed in, and not the
                // player of another seat.
                let Some(player) = joining.player else {
                    return Err(ServiceError::NotSignedIn(format!(
                        "game {id} is rated: sign in to join it (send the player's session in \
                         `{PLAYER_SESSION_HEADER}`)"
                    )));
                };
                if session.players.iter().flatten().any(|p| p.id == player.id) {
                    return Err(ServiceError::invalid(
                        "authorization",
                        "SAME_PLAYER",
                        "a rated game is between two players: you hold another seat of it",
                    ));
                }
            }
            *slot = token.hash();
            if let Some(player) = joining.player {
                session.bind(seat, seats.len(), player.clone());
            }
            for invitation in &mut session.invitations {
                if invitation.seat == seat {
                    invitation.state = InvitationState::Used;
                }
            }
            session.idle_since_ms = now;
            Ok(PlayChange::SeatTaken { seat })
        }
        PlayRequest::Revoke { seat } => {
            if actor.is_some_and(|a| seats.get(a).is_none_or(|h| *h == NOBODY)) {
                return Err(ServiceError::WrongSeat { game_id: game_id() });
            }
            invitation_open(invitation_state(session, seat), id, |game_id| {
                ServiceError::NoInvitation { game_id }
            })?;
            for invitation in &mut session.invitations {
                if invitation.seat == seat {
                    invitation.state = InvitationState::Revoked;
                }
            }
            session.idle_since_ms = now;
            Ok(PlayChange::InvitationRevoked { seat })
        }
        PlayRequest::Berserk => {
            let Some(seat) = actor else {
                return Err(ServiceError::WrongSeat { game_id: game_id() });
            };
            let refused = |why: &str| {
                Err(ServiceError::BerserkNotAllowed(format!(
                    "no berserk in game {}: {why}",
                    game_id()
                )))
            };
            if !session.berserk_allowed {
                return refused("only an arena's games allow it");
            }
            if session.has_moved(seat) {
                return refused("you have made your first move (berserk only before it)");
            }
            let Some(clocks) = session.clocks.as_mut() else {
                return refused("it has no clock");
            };
            if clocks.berserked(seat) {
                return refused("you have berserked already");
            }
            if clocks.control.berserk().is_none() {
                return refused("its clock has no base time to cut");
            }
            clocks.berserk_seat(seat);
            Ok(PlayChange::Berserk { seat })
        }
        PlayRequest::Abort => {
            let Some(seat) = actor else {
                return Err(ServiceError::WrongSeat { game_id: game_id() });
            };
            if session.everyone_moved(seats.len()) {
                return Err(ServiceError::NotAbortable { game_id: game_id() });
            }
            session.ended = Some(SessionEnd::Aborted { by: seat });
            session.on_end(to_move, now);
            Ok(PlayChange::Aborted { seat })
        }
        PlayRequest::Claim { draw } => {
            let Some(seat) = actor else {
                return Err(ServiceError::WrongSeat { game_id: game_id() });
            };
            let gone = session
                .gone
                .filter(|gone| gone.seat != seat)
                .ok_or_else(|| {
                    ServiceError::NoClaim(format!(
                        "the opponent in game {} has not left: there is nothing to claim",
                        game_id()
                    ))
                })?;
            let from = gone.since_ms.saturating_add(session.claim_wait_ms);
            if now < from {
                return Err(ServiceError::NoClaim(format!(
                    "the opponent left {} s ago: the game can be claimed in {} s",
                    now.saturating_sub(gone.since_ms) / 1000,
                    (from - now).div_ceil(1000)
                )));
            }
            session.ended = Some(SessionEnd::Claimed {
                winner: (!draw).then_some(seat),
            });
            session.on_end(to_move, now);
            Ok(PlayChange::Claimed { seat, draw })
        }
        PlayRequest::ProposeTakeback | PlayRequest::AnswerTakeback { .. } => Err(
            ServiceError::Internal("a takeback is not a change of the session alone".into()),
        ),
        PlayRequest::OfferDraw | PlayRequest::AnswerDraw { .. } => {
            let Some(seat) = actor else {
                return Err(ServiceError::WrongSeat { game_id: game_id() });
            };
            if seats.contains(&NOBODY) {
                return Err(ServiceError::SeatsOpen { game_id: game_id() });
            }
            match (request, session.draw_offer) {
                (PlayRequest::OfferDraw, Some(_)) => Err(ServiceError::DrawAlreadyOffered),
                (PlayRequest::OfferDraw, None) => {
                    session.draw_offer = Some(seat);
                    Ok(PlayChange::DrawOffered { seat })
                }
                (PlayRequest::AnswerDraw { accept }, Some(offerer)) if offerer != seat => {
                    if accept {
                        session.ended = Some(SessionEnd::DrawAgreed);
                        session.on_end(to_move, now);
                        Ok(PlayChange::DrawAgreed { seat })
                    } else {
                        session.draw_offer = None;
                        Ok(PlayChange::DrawDeclined { seat })
                    }
                }
                _ => Err(ServiceError::NoDrawOffer),
            }
        }
    }
}
