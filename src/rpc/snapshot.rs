//! Snapshots and events of any game, in its own messages: the rules' fields come from the
//! game's [`Adapter`], the real-play fields (seats, clocks, draw offer, deadline) and the
//! session's endings are filled here, the same for every game.

use super::Adapter;
use super::wire::{ClockShown, InvitationShown, PlayEvent, PlayShown, Reason, SeatShown, Status};
use crate::ruleset::GameStatus;
use crate::session::answers::EncodedGame;
use crate::session::games::{GameView, Play, PlayChange, ReadView};
use crate::session::play::{InvitationState, Session, SessionEnd};
use crate::store::GameId;
use prost::Message as _;

/// The real-play fields (40-59) of a snapshot of a game with seat `to_move` to move; `over`:
/// the game is over (by the rules or the session).
#[must_use]
pub fn play_shown<G: Adapter>(play: &Play, to_move: usize, over: bool) -> PlayShown {
    let session = &play.session;
    PlayShown {
        seats: (0..G::SEATS.len())
            .map(|s| (s, session.player(s)))
            .map(|(s, player)| SeatShown {
                side: G::side(s),
                taken: !play.seat_open(s),
                invitation: session.invitations.iter().find(|i| i.seat == s).map_or(
                    InvitationShown::None,
                    |i| match i.state {
                        InvitationState::Open => InvitationShown::Open,
                        InvitationState::Used => InvitationShown::Used,
                        InvitationState::Revoked => InvitationShown::Revoked,
                    },
                ),
                player_name: player.map_or_else(String::new, |p| p.name.clone()),
                rating: player.map_or(0.0, |p| p.rating),
                provisional: player.is_some_and(|p| p.provisional),
            })
            .collect(),
        clock: session.clocks.as_ref().map(|clocks| {
            let running = clocks.running_since_ms.filter(|_| !over);
            ClockShown {
                control: clocks.control,
                sides: session
                    .clocks_at(to_move, play.now_ms)
                    .into_iter()
                    .enumerate()
                    .map(|(s, remaining_ms)| (G::side(s), remaining_ms))
                    .collect(),
                running: running.map_or(0, |_| G::side(to_move)),
                taken_at_ms: play.now_ms,
                turn_started_ms: running.unwrap_or(0),
            }
        }),
        draw_offered_by: session.draw_offer.map_or(0, G::side),
        // Only a game with a clock shows the time: the state of a game without one does not
        // change while it rests.
        server_time_ms: if session.clocks.is_some() {
            play.now_ms
        } else {
            0
        },
        deadline_ms: if over {
            0
        } else {
            session.deadline(to_move).map_or(0, |(at, _)| at)
        },
        started: session.started,
        rated: session.rated,
        abortable: !over && !session.everyone_moved(G::SEATS.len()),
        opponent_gone: if over {
            0
        } else {
            session.gone.map_or(0, |gone| G::side(gone.seat))
        },
        claim_from_ms: if over {
            0
        } else {
            session.claim_from_ms().unwrap_or(0)
        },
        takeback_proposed_by: if over {
            0
        } else {
            session.takeback.map_or(0, G::side)
        },
        takebacks_allowed: !over && (!session.rated || session.rated_takebacks),
        rules: Vec::new(),
        move_limit: session.move_limit,
        berserked: session.clocks.as_ref().map_or_else(Vec::new, |clocks| {
            (0..G::SEATS.len())
                .filter(|&s| clocks.berserked(s))
                .map(G::side)
                .collect()
        }),
    }
}

/// [`play_shown`] with the rule options `game` is played with.
fn play_shown_of<G: Adapter>(game: &G::Game, play: &Play, to_move: usize, over: bool) -> PlayShown {
    PlayShown {
        rules: G::rules(game).into_iter().map(String::from).collect(),
        ..play_shown::<G>(play, to_move, over)
    }
}

/// The status and end reason of a game the session ended (an agreed draw, a flag fall, an
/// abandonment).
#[must_use]
pub fn session_ending<G: Adapter>(session: &Session) -> Option<(i32, i32)> {
    Some(match session.ended? {
        SessionEnd::DrawAgreed => (
            G::status_code(Status::Drawn),
            G::reason_code(Reason::DrawAgreed),
        ),
        SessionEnd::Abandoned => (
            G::status_code(Status::Aborted),
            G::reason_code(Reason::Abandoned),
        ),
        SessionEnd::Aborted { .. } => (
            G::status_code(Status::Aborted),
            G::reason_code(Reason::Aborted),
        ),
        SessionEnd::Claimed { winner } => (
            G::status_code(winner.map_or(Status::Drawn, Status::Won)),
            G::reason_code(Reason::OpponentLeft),
        ),
        SessionEnd::MoveLimit => (
            G::status_code(Status::Drawn),
            G::reason_code(Reason::MoveLimit),
        ),
        // Two seats: the other one wins.
        SessionEnd::Timeout { loser } => (
            G::status_code(Status::Won(usize::from(loser == 0))),
            G::reason_code(Reason::Timeout),
        ),
    })
}

/// The status and end reason of a game: the session's ending first, then the rules'.
#[must_use]
pub fn ending<G: Adapter>(game: &G::Game, session: &Session) -> (i32, i32) {
    session_ending::<G>(session).unwrap_or_else(|| G::rules_ending(game))
}

fn to_move_and_over<G: Adapter>(game: &G::Game, play: &Play) -> (usize, bool) {
    let to_move = G::seat_index(G::to_move(game));
    let over = G::status(game) != GameStatus::Ongoing || play.session.ended.is_some();
    (to_move, over)
}

/// The snapshot of a game at a version, with its real-play state (the session's ending
/// first).
#[must_use]
pub fn snapshot<G: Adapter>(id: &GameId, version: u64, game: &G::Game, play: &Play) -> G::Snapshot {
    let mut shown = G::bare_snapshot(id, version, game, &play.session);
    if let Some((status, reason)) = session_ending::<G>(&play.session) {
        G::set_ending(&mut shown, status, reason);
    }
    let (to_move, over) = to_move_and_over::<G>(game, play);
    G::set_play(&mut shown, play_shown_of::<G>(game, play, to_move, over));
    shown
}

/// The snapshot of a view.
#[must_use]
pub fn of_view<G: Adapter>(view: &GameView<G>) -> G::Snapshot {
    snapshot::<G>(&view.id, view.version, &view.game, &view.play)
}

/// The fields of a snapshot that show the time (`clock`, `server_time_ms`) as of
/// `play.now_ms`, alone (see [`crate::session::answers`]); an empty message for a game
/// without a clock.
#[must_use]
pub fn clock_fields<G: Adapter>(game: &G::Game, play: &Play) -> G::Snapshot {
    if play.session.clocks.is_none() {
        return G::Snapshot::default();
    }
    let (to_move, over) = to_move_and_over::<G>(game, play);
    let mut shown = G::Snapshot::default();
    G::set_play(&mut shown, play_shown_of::<G>(game, play, to_move, over));
    G::time_only(shown)
}

/// The snapshot of a read game: the fields of its version encoded once (see
/// [`crate::session::answers`]), then its clock as of this read.
#[must_use]
pub fn encoded<G: Adapter>(view: &ReadView<G>) -> EncodedGame {
    let fixed = view.answers.game(|| {
        let mut game = snapshot::<G>(&view.id, view.version, &view.game, &view.play);
        G::strip_time(&mut game);
        game.encode_to_vec()
    });
    EncodedGame {
        fixed,
        fresh: clock_fields::<G>(&view.game, &view.play).encode_to_vec(),
    }
}

/// The event watchers receive for an action of `seat`.
pub fn act_event<G: Adapter>(
    view: &GameView<G>,
    seat: G::Seat,
    action: &G::Action,
    applied: G::Applied,
) -> Vec<u8> {
    let change = G::act_change(G::report(&applied, seat));
    G::event(
        view.version,
        G::format_action(action),
        change,
        of_view(view),
    )
}

/// The event watchers receive for an undo by `seat` (empty for a game without undo).
pub fn undo_event<G: Adapter>(view: &GameView<G>, seat: G::Seat, undone: &G::Action) -> Vec<u8> {
    match G::undone_change(view, seat, undone) {
        Some(change) => G::event(view.version, "undo".into(), change, of_view(view)),
        None => Vec::new(),
    }
}

/// The event watchers receive for a resignation of `seat`.
pub fn resign_event<G: Adapter>(view: &GameView<G>, seat: G::Seat) -> Vec<u8> {
    let change = G::resign_change(G::side(G::seat_index(seat)));
    G::event(view.version, "resign".into(), change, of_view(view))
}

/// The event watchers receive for a session-level change.
pub fn play_event<G: Adapter>(view: &GameView<G>, change: &PlayChange) -> Vec<u8> {
    let (action, event, seat) = match *change {
        PlayChange::SeatTaken { seat } => ("join", PlayEvent::SeatTaken, Some(seat)),
        PlayChange::InvitationRevoked { seat } => {
            ("revoke", PlayEvent::InvitationRevoked, Some(seat))
        }
        PlayChange::DrawOffered { seat } => ("offer-draw", PlayEvent::DrawOffered, Some(seat)),
        PlayChange::DrawDeclined { seat } => ("decline-draw", PlayEvent::DrawDeclined, Some(seat)),
        PlayChange::DrawAgreed { seat } => ("accept-draw", PlayEvent::DrawAgreed, Some(seat)),
        PlayChange::TimedOut { loser } => ("timeout", PlayEvent::FlagFall, Some(loser)),
        PlayChange::Abandoned => ("abort", PlayEvent::Aborted, None),
        PlayChange::Aborted { seat } => ("abort", PlayEvent::Aborted, Some(seat)),
        PlayChange::Gone { seat } => ("gone", PlayEvent::OpponentGone, Some(seat)),
        PlayChange::Back { seat } => ("back", PlayEvent::OpponentBack, Some(seat)),
        PlayChange::Claimed { seat, draw: false } => {
            ("claim", PlayEvent::VictoryClaimed, Some(seat))
        }
        PlayChange::Claimed { seat, draw: true } => {
            ("claim-draw", PlayEvent::DrawClaimed, Some(seat))
        }
        PlayChange::TakebackProposed { seat } => {
            ("propose-takeback", PlayEvent::TakebackProposed, Some(seat))
        }
        PlayChange::TakebackDeclined { seat } => {
            ("decline-takeback", PlayEvent::TakebackDeclined, Some(seat))
        }
        PlayChange::TakebackAccepted { seat, .. } => {
            ("accept-takeback", PlayEvent::TakebackAccepted, Some(seat))
        }
        PlayChange::Berserk { seat } => ("berserk", PlayEvent::Berserk, Some(seat)),
    };
    let side = seat.map_or(0, G::side);
    G::event(
        view.version,
        action.to_owned(),
        G::play_change(event, side),
        of_view(view),
    )
}
