//! A change as kept for watchers (the event-entry codec): session-level changes
//! ([`PlayChange`]), recorded actions ([`Recorded`], [`record`]), how a game renders them
//! ([`EventRender`]), and rebuilding a watcher's view from them.

use super::play::takeback::take_back;
use super::play::{Expiry, Gone, InvitationState, SeatPlayer, Session, SessionEnd};
use super::view::{GameView, settle};
use crate::ruleset::Ruleset;
use crate::store::{SeatHash, StoredEvent};

/// A session-level change (no rule involved), as watchers are told of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayChange {
    /// An invitation was used: the seat (index) is taken.
    SeatTaken {
        /// The seat.
        seat: usize,
    },
    /// An open seat's invitation was revoked; the seat stays open for good.
    InvitationRevoked {
        /// The seat.
        seat: usize,
    },
    /// A seat offers a draw.
    DrawOffered {
        /// The offering seat.
        seat: usize,
    },
    /// The draw offer was declined by `seat`.
    DrawDeclined {
        /// The declining seat.
        seat: usize,
    },
    /// A draw offer was accepted: the game is drawn.
    DrawAgreed {
        /// The accepting seat.
        seat: usize,
    },
    /// A seat's time ran out: it lost.
    TimedOut {
        /// The seat whose flag fell.
        loser: usize,
    },
    /// Nobody made the first move in time: the game is aborted.
    Abandoned,
    /// A player aborted the game before both sides had made their first action.
    Aborted {
        /// The seat that aborted it.
        seat: usize,
    },
    /// A seat's player is gone (no open stream, no action for the grace time): the opponent
    /// may claim the game once the wait is over.
    Gone {
        /// The seat whose player is gone.
        seat: usize,
    },
    /// The player gone came back before the opponent claimed the game.
    Back {
        /// The seat.
        seat: usize,
    },
    /// The opponent of a player gone claimed the game: the victory, or a draw.
    Claimed {
        /// The claiming seat.
        seat: usize,
        /// A draw was called rather than the victory claimed.
        draw: bool,
    },
    /// A seat proposes to take back its last turn.
    TakebackProposed {
        /// The proposing seat.
        seat: usize,
    },
    /// The takeback proposal was declined by `seat`.
    TakebackDeclined {
        /// The declining seat.
        seat: usize,
    },
    /// The takeback proposal of `proposer` was accepted by `seat` (the service's computer
    /// accepts at once): the game went back to the start of the proposer's last turn (see
    /// [`super::play::takeback`]).
    TakebackAccepted {
        /// The accepting seat.
        seat: usize,
        /// The proposing seat.
        proposer: usize,
    },
    /// A seat berserked (an arena's game): its clock was cut and loses its increment (see
    /// [`super::play::Clocks::berserk_seat`]).
    Berserk {
        /// The seat.
        seat: usize,
    },
}

/// A change as the store keeps it for watchers ([`Changed::event`], made by [`record`]): what
/// was done, compactly; the replica serving a watcher rebuilds the full event from it by
/// applying it to the game before it (see [`GameWatch`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded<A> {
    /// An action of the side to move (a step, a move).
    Act(A),
    /// The side to move took back its last action.
    Undo,
    /// The seat (index) resigned.
    Resign(usize),
}

/// Event kinds (the low 4 bits of a recorded change's first byte); bits 4-6 hold a seat,
/// bit 7 says that the time of the change (ms since the Unix epoch, LEB128) follows.
pub(super) const KIND_ACT: u8 = 0;
pub(super) const KIND_UNDO: u8 = 1;
pub(super) const KIND_RESIGN: u8 = 2;
pub(super) const KIND_SEAT_TAKEN: u8 = 3;
pub(super) const KIND_REVOKED: u8 = 4;
pub(super) const KIND_DRAW_OFFERED: u8 = 5;
pub(super) const KIND_DRAW_DECLINED: u8 = 6;
pub(super) const KIND_DRAW_AGREED: u8 = 7;
pub(super) const KIND_TIMED_OUT: u8 = 8;
pub(super) const KIND_ABANDONED: u8 = 9;
pub(super) const KIND_ABORTED: u8 = 10;
pub(super) const KIND_GONE: u8 = 11;
pub(super) const KIND_BACK: u8 = 12;
pub(super) const KIND_CLAIMED: u8 = 13;
/// A takeback proposed, declined or accepted: the first byte after the time says which
/// (`TAKEBACK_*`); an accepted one is followed by the proposer's seat.
pub(super) const KIND_TAKEBACK: u8 = 14;
const TAKEBACK_PROPOSED: u8 = 0;
const TAKEBACK_DECLINED: u8 = 1;
const TAKEBACK_ACCEPTED: u8 = 2;
/// A seat berserked. (The last kind the low four bits hold: a further kind needs a sub-kind
/// byte, as `KIND_TAKEBACK` has.)
pub(super) const KIND_BERSERK: u8 = 15;
pub(super) const WITH_TIME: u8 = 0x80;

/// A recorded change, decoded: the kind, the seat, the time and the rest (an action).
pub(super) struct Decoded<'a> {
    kind: u8,
    seat: usize,
    now_ms: Option<u64>,
    rest: &'a [u8],
}

pub(super) fn encode_change(kind: u8, seat: usize, now_ms: Option<u64>, rest: &[u8]) -> Vec<u8> {
    let seat = u8::try_from(seat).unwrap_or(7).min(7);
    let mut out = Vec::with_capacity(11 + rest.len());
    out.push(kind | (seat << 4) | if now_ms.is_some() { WITH_TIME } else { 0 });
    if let Some(mut ms) = now_ms {
        loop {
            let byte = u8::try_from(ms & 0x7f).unwrap_or(0);
            ms >>= 7;
            if ms == 0 {
                out.push(byte);
                break;
            }
            out.push(byte | 0x80);
        }
    }
    out.extend_from_slice(rest);
    out
}

pub(super) fn decode_change(bytes: &[u8]) -> Result<Decoded<'_>, String> {
    let (&first, mut rest) = bytes.split_first().ok_or("an empty event")?;
    let now_ms = if first & WITH_TIME == 0 {
        None
    } else {
        let mut ms = 0u64;
        let mut shift = 0;
        loop {
            let (&byte, tail) = rest.split_first().ok_or("a truncated time")?;
            rest = tail;
            if shift > 63 {
                return Err("an overlong time".into());
            }
            ms |= u64::from(byte & 0x7f) << shift;
            shift += 7;
            if byte & 0x80 == 0 {
                break;
            }
        }
        Some(ms)
    };
    Ok(Decoded {
        kind: first & 0x0f,
        seat: usize::from((first >> 4) & 0x07),
        now_ms,
        rest,
    })
}

/// The stored form of a change made by an action of `view`'s game (the game after it). The
/// time of the change is kept only when it matters: for a game with clocks.
#[must_use]
pub fn record<R: Ruleset>(view: &GameView<R>, change: Recorded<R::Action>) -> Vec<u8> {
    // A game against the computer keeps it too: its abandonment counts from the last action;
    // so does a game whose first moves are timed while a side has not moved (the time of the
    // side to move's first action counts from the end of the opponent's turn).
    let session = &view.play.session;
    let first_moves_timed = session.first_move_ms != 0 && !session.everyone_moved(R::SEATS.len());
    let now = (session.clocks.is_some() || !session.computers.is_empty() || first_moves_timed)
        .then_some(view.play.now_ms);
    match change {
        Recorded::Act(action) => {
            encode_change(KIND_ACT, 0, now, R::format_action(&action).as_bytes())
        }
        Recorded::Undo => encode_change(KIND_UNDO, 0, now, &[]),
        Recorded::Resign(seat) => encode_change(KIND_RESIGN, seat, now, &[]),
    }
}

/// The stored form of a session-level change (always with its time: it may set the time the
/// game has been idle since, which the abandonment deadline shown counts from).
pub(super) fn record_play<R: Ruleset>(view: &GameView<R>, change: &PlayChange) -> Vec<u8> {
    let now = Some(view.play.now_ms);
    if let PlayChange::SeatTaken { seat } = *change
        && let Some(player) = view.play.session.player(seat)
    {
        // The seat's player travels with the change: a watcher's rebuilt game shows them.
        return encode_change(KIND_SEAT_TAKEN, seat, now, &player.encode());
    }
    let (kind, seat) = match *change {
        PlayChange::SeatTaken { seat } => (KIND_SEAT_TAKEN, seat),
        PlayChange::InvitationRevoked { seat } => (KIND_REVOKED, seat),
        PlayChange::DrawOffered { seat } => (KIND_DRAW_OFFERED, seat),
        PlayChange::DrawDeclined { seat } => (KIND_DRAW_DECLINED, seat),
        PlayChange::DrawAgreed { seat } => (KIND_DRAW_AGREED, seat),
        PlayChange::TimedOut { loser } => (KIND_TIMED_OUT, loser),
        PlayChange::Abandoned => (KIND_ABANDONED, 0),
        PlayChange::Aborted { seat } => (KIND_ABORTED, seat),
        PlayChange::Gone { seat } => (KIND_GONE, seat),
        PlayChange::Back { seat } => (KIND_BACK, seat),
        PlayChange::Claimed { seat, draw } => {
            return encode_change(KIND_CLAIMED, seat, now, if draw { &[1] } else { &[] });
        }
        PlayChange::TakebackProposed { seat } => {
            return encode_change(KIND_TAKEBACK, seat, now, &[TAKEBACK_PROPOSED]);
        }
        PlayChange::TakebackDeclined { seat } => {
            return encode_change(KIND_TAKEBACK, seat, now, &[TAKEBACK_DECLINED]);
        }
        PlayChange::TakebackAccepted { seat, proposer } => {
            let proposer = u8::try_from(proposer).unwrap_or(u8::MAX);
            return encode_change(KIND_TAKEBACK, seat, now, &[TAKEBACK_ACCEPTED, proposer]);
        }
        PlayChange::Berserk { seat } => (KIND_BERSERK, seat),
    };
    encode_change(kind, seat, now, &[])
}

/// The seat hash a rebuilt game shows for a seat taken by a change (the token hash is not
/// kept with the change; only whether the seat is taken is shown).
pub(super) const TAKEN: SeatHash = SeatHash([0xff; 16]);

/// Renders the event of an action of a seat, with what applying it did.
pub type RenderAct<R> = fn(
    &GameView<R>,
    <R as Ruleset>::Seat,
    &<R as Ruleset>::Action,
    <R as Ruleset>::Applied,
) -> Vec<u8>;

/// Renders the event of a seat taking back an action.
pub type RenderUndo<R> = fn(&GameView<R>, <R as Ruleset>::Seat, &<R as Ruleset>::Action) -> Vec<u8>;

/// How a game's adapter turns a change into the full event watchers receive (with the game
/// after the change, `view`): one function per kind of change.
pub struct EventRender<R: Ruleset> {
    /// An action of `seat` and what applying it did.
    pub act: RenderAct<R>,
    /// `seat` took back an action.
    pub undo: RenderUndo<R>,
    /// `seat` resigned.
    pub resign: fn(&GameView<R>, R::Seat) -> Vec<u8>,
    /// A session-level change.
    pub play: fn(&GameView<R>, &PlayChange) -> Vec<u8>,
}

impl<R: Ruleset> Clone for EventRender<R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R: Ruleset> Copy for EventRender<R> {}

impl<R: Ruleset> std::fmt::Debug for EventRender<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("EventRender")
    }
}

impl<R: Ruleset> Default for EventRender<R> {
    /// Empty events.
    fn default() -> Self {
        EventRender {
            act: |_, _, _, _| Vec::new(),
            undo: |_, _, _| Vec::new(),
            resign: |_, _| Vec::new(),
            play: |_, _| Vec::new(),
        }
    }
}

/// Applies the recorded change `event` to `view` (the game at the version before it), as the
/// acting call did, and returns the full event `render` makes of it (none without `render`).
pub(super) fn rebuild<R: Ruleset>(
    view: &mut GameView<R>,
    event: &StoredEvent,
    render: Option<&EventRender<R>>,
) -> Result<Option<Vec<u8>>, String> {
    if view.version.checked_add(1) != Some(event.version) {
        return Err(format!(
            "event of version {} does not follow version {}",
            event.version, view.version
        ));
    }
    let change = decode_change(&event.payload)?;
    let seat_of = |index: usize| {
        R::SEATS
            .get(index)
            .copied()
            .ok_or_else(|| format!("no seat {index}"))
    };
    view.version = event.version;
    view.play.now_ms = change.now_ms.unwrap_or(0);
    let now = view.play.now_ms;
    let to_move = R::to_move(&view.game);
    let full = match change.kind {
        KIND_ACT => {
            let text = std::str::from_utf8(change.rest).map_err(|e| e.to_string())?;
            let action = R::parse_action(text).map_err(|e| e.to_string())?;
            let applied = R::apply(&mut view.game, action).map_err(|e| e.to_string())?;
            settle::<R>(view, true, to_move, to_move);
            render.map(|r| (r.act)(view, to_move, &action, applied))
        }
        KIND_UNDO => {
            let undone = R::undo(&mut view.game).map_err(|e| e.to_string())?;
            settle::<R>(view, true, to_move, to_move);
            render.map(|r| (r.undo)(view, to_move, &undone))
        }
        KIND_RESIGN => {
            let seat = seat_of(change.seat)?;
            R::resign(&mut view.game, seat).map_err(|e| e.to_string())?;
            settle::<R>(view, false, seat, to_move);
            render.map(|r| (r.resign)(view, seat))
        }
        KIND_TAKEBACK => {
            let seat = change.seat;
            let session = &mut view.play.session;
            let play = match *change.rest {
                [TAKEBACK_PROPOSED] => {
                    session.takeback = Some(seat);
                    PlayChange::TakebackProposed { seat }
                }
                [TAKEBACK_DECLINED] => {
                    session.takeback = None;
                    PlayChange::TakebackDeclined { seat }
                }
                [TAKEBACK_ACCEPTED, proposer] => {
                    let proposer = usize::from(proposer);
                    let (game, _) = take_back::<R>(&view.game, proposer)
                        .map_err(|e| format!("the takeback does not replay: {e:?}"))?;
                    view.game = game;
                    let after = R::seat_index(R::to_move(&view.game));
                    view.play
                        .session
                        .on_takeback(R::seat_index(to_move), after, now);
                    PlayChange::TakebackAccepted { seat, proposer }
                }
                _ => return Err("a malformed takeback event".into()),
            };
            render.map(|r| (r.play)(view, &play))
        }
        kind => {
            let seat = change.seat;
            let session = &mut view.play.session;
            let mark = |session: &mut Session, state: InvitationState| {
                for invitation in &mut session.invitations {
                    if invitation.seat == seat {
                        invitation.state = state;
                    }
                }
            };
            let play = match kind {
                KIND_SEAT_TAKEN => {
                    let slot = view
                        .play
                        .seats
                        .get_mut(seat)
                        .ok_or_else(|| format!("no seat {seat}"))?;
                    *slot = TAKEN;
                    mark(session, InvitationState::Used);
                    session.idle_since_ms = now;
                    if !change.rest.is_empty() {
                        let player = SeatPlayer::decode(change.rest).map_err(|e| e.to_string())?;
                        session.bind(seat, R::SEATS.len(), player);
                    }
                    PlayChange::SeatTaken { seat }
                }
                KIND_REVOKED => {
                    mark(session, InvitationState::Revoked);
                    session.idle_since_ms = now;
                    PlayChange::InvitationRevoked { seat }
                }
                KIND_DRAW_OFFERED => {
                    session.draw_offer = Some(seat);
                    PlayChange::DrawOffered { seat }
                }
                KIND_DRAW_DECLINED => {
                    session.draw_offer = None;
                    PlayChange::DrawDeclined { seat }
                }
                KIND_DRAW_AGREED => {
                    session.ended = Some(SessionEnd::DrawAgreed);
                    session.on_end(R::seat_index(to_move), now);
                    PlayChange::DrawAgreed { seat }
                }
                KIND_TIMED_OUT => {
                    session.expire(Expiry::Flag(seat));
                    PlayChange::TimedOut { loser: seat }
                }
                KIND_ABANDONED => {
                    session.expire(Expiry::Abandon);
                    PlayChange::Abandoned
                }
                KIND_ABORTED => {
                    session.ended = Some(SessionEnd::Aborted { by: seat });
                    session.on_end(R::seat_index(to_move), now);
                    PlayChange::Aborted { seat }
                }
                KIND_GONE => {
                    session.gone = Some(Gone {
                        seat,
                        since_ms: now,
                    });
                    PlayChange::Gone { seat }
                }
                KIND_BACK => {
                    session.gone = None;
                    PlayChange::Back { seat }
                }
                KIND_CLAIMED => {
                    let draw = change.rest == [1];
                    session.ended = Some(SessionEnd::Claimed {
                        winner: (!draw).then_some(seat),
                    });
                    session.on_end(R::seat_index(to_move), now);
                    PlayChange::Claimed { seat, draw }
                }
                KIND_BERSERK => {
                    if let Some(clocks) = &mut session.clocks {
                        clocks.berserk_seat(seat);
                    }
                    PlayChange::Berserk { seat }
                }
                other => return Err(format!("unknown event kind {other}")),
            };
            render.map(|r| (r.play)(view, &play))
        }
    };
    Ok(full)
}
