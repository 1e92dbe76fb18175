//! Takebacks, for every game: which actions a takeback removes, rebuilding the game without
//! them, and what becomes of the session (clocks, offers) when one is made. See
//! `docs/real-play.md`, "Takebacks".
//!
//! A **turn** is what the clocks charge: a run of actions of one side, ended when
//! [`Ruleset::to_move`] changes (Hanniball's up-to-four steps are one turn; a Chess Football
//! placement is one turn like any move). A takeback proposed by a seat takes the game back to
//! the start of that seat's **last completed turn**, so the proposer is to move again:
//!
//! - proposed on the opponent's turn (the proposer moved last): the proposer's last turn is
//!   taken back (with any steps of the opponent's turn in progress);
//! - proposed on the proposer's own turn (the opponent moved last): the opponent's last turn
//!   and the proposer's turn before it are taken back (with any steps of the proposer's turn in
//!   progress), as lichess takes back two half-moves.
//!
//! The engines keep their whole move list (their records are written from it), so the game is
//! rebuilt by replaying every action before that turn from the start position
//! ([`Ruleset::history`]); nothing is undone in place.

use super::{Session, TimeControl};
use crate::ruleset::{GameStatus, Ruleset};

/// Why a takeback cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoTakeback {
    /// The game cannot be rebuilt (its ruleset keeps no history).
    NoHistory,
    /// The seat has no completed turn to take back.
    NothingToTakeBack,
    /// The history did not replay (a stored game that disagrees with its rules).
    Replay,
}

/// What a takeback by `proposer` (a seat index) does to `game`: the game rebuilt at the start
/// of the proposer's last completed turn, and how many actions that removes.
///
/// # Errors
/// [`NoTakeback::NothingToTakeBack`] when the proposer has no completed turn (or the game is
/// over), [`NoTakeback::NoHistory`] for a ruleset without [`Ruleset::history`].
pub fn take_back<R: Ruleset>(
    game: &R::Game,
    proposer: usize,
) -> Result<(R::Game, usize), NoTakeback> {
    if R::status(game) != GameStatus::Ongoing {
        return Err(NoTakeback::NothingToTakeBack);
    }
    let (start, actions) = R::history(game).ok_or(NoTakeback::NoHistory)?;
    let cut = last_turn_start::<R>(&start, &actions, proposer)?;
    let mut rebuilt = R::new_game_with(start, &R::rules(game));
    for &action in actions.get(..cut).unwrap_or_default() {
        R::apply(&mut rebuilt, action).map_err(|_| NoTakeback::Replay)?;
    }
    Ok((rebuilt, actions.len() - cut))
}

/// Whether `proposer` has a turn to take back in `game` (see [`take_back`]), without
/// rebuilding it.
///
/// # Errors
/// As [`take_back`].
pub fn can_take_back<R: Ruleset>(game: &R::Game, proposer: usize) -> Result<(), NoTakeback> {
    if R::status(game) != GameStatus::Ongoing {
        return Err(NoTakeback::NothingToTakeBack);
    }
    let (start, actions) = R::history(game).ok_or(NoTakeback::NoHistory)?;
    last_turn_start::<R>(&start, &actions, proposer).map(|_| ())
}

/// The index in `actions` (played from `start`) of the first action of `proposer`'s last
/// completed turn.
fn last_turn_start<R: Ruleset>(
    start: &R::Position,
    actions: &[R::Action],
    proposer: usize,
) -> Result<usize, NoTakeback> {
    // The seat to move before each action, and after the last one.
    let mut replay = R::new_game(start.clone());
    let mut movers = Vec::with_capacity(actions.len());
    for &action in actions {
        movers.push(R::seat_index(R::to_move(&replay)));
        R::apply(&mut replay, action).map_err(|_| NoTakeback::Replay)?;
    }
    let to_move_now = R::seat_index(R::to_move(&replay));
    let mut found = None;
    let mut first = 0;
    while let Some(&mover) = movers.get(first) {
        let mut end = first + 1;
        while movers.get(end) == Some(&mover) {
            end += 1;
        }
        // A turn is completed once another seat is to move after it.
        let completed = end < movers.len() || to_move_now != mover;
        if mover == proposer && completed {
            found = Some(first);
        }
        first = end;
    }
    found.ok_or(NoTakeback::NothingToTakeBack)
}

impl Session {
    /// Settles the session after a takeback accepted at `now_ms`: `was_to_move` (a seat
    /// index) was to move before it, `to_move` is to move after it. The time used is not given
    /// back: the side that was to move is charged for its turn in progress (without an
    /// increment), and the clock of the side to move runs from the takeback. The pending
    /// proposal and any draw offer are cleared.
    pub fn on_takeback(&mut self, was_to_move: usize, to_move: usize, now_ms: u64) {
        if let Some(clocks) = &mut self.clocks
            && let Some(since) = clocks.running_since_ms
        {
            let elapsed = now_ms.saturating_sub(since);
            let control = clocks.control_of(was_to_move);
            if let Some(left) = clocks.remaining_ms.get_mut(was_to_move) {
                *left = match control {
                    TimeControl::PerTurn { per_turn_ms } => per_turn_ms,
                    control => control.left(*left, elapsed),
                };
            }
            if let (TimeControl::PerTurn { per_turn_ms }, Some(left)) =
                (clocks.control, clocks.remaining_ms.get_mut(to_move))
            {
                *left = per_turn_ms;
            }
            clocks.running_since_ms = Some(now_ms);
        }
        if !self.computers.is_empty() || !self.has_moved(to_move) {
            // The human's time to act (against the computer), or the first action's, runs
            // from the takeback.
            self.idle_since_ms = now_ms;
        }
        self.takeback = None;
        self.draw_offer = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hanniball::Hanniball;
    use crate::games::tictactoe::TicTacToe;

    fn played<R: Ruleset>(actions: &[&str]) -> R::Game {
        let mut game = R::new_game(R::initial_position());
        for text in actions {
            let action = R::parse_action(text).unwrap();
            R::apply(&mut game, action).unwrap();
        }
        game
    }

    fn moves<R: Ruleset>(game: &R::Game) -> Vec<String> {
        R::history(game)
            .map(|(_, actions)| actions.iter().map(R::format_action).collect())
            .unwrap_or_default()
    }

    #[test]
    fn on_the_opponents_turn_the_proposers_last_move_goes() {
        let game = played::<TicTacToe>(&["b2", "a1", "c3"]);
        // Cross (seat 0) moved last: its c3 goes; it is to move again.
        let (back, removed) = take_back::<TicTacToe>(&game, 0).unwrap();
        assert_eq!(removed, 1);
        assert_eq!(moves::<TicTacToe>(&back), ["b2", "a1"]);
        assert_eq!(TicTacToe::seat_index(TicTacToe::to_move(&back)), 0);
    }

    #[test]
    fn on_the_proposers_turn_both_last_moves_go() {
        let game = played::<TicTacToe>(&["b2", "a1", "c3"]);
        // Nought (seat 1) is to move: the cross's c3 and its own a1 go.
        let (back, removed) = take_back::<TicTacToe>(&game, 1).unwrap();
        assert_eq!(removed, 2);
        assert_eq!(moves::<TicTacToe>(&back), ["b2"]);
        assert_eq!(TicTacToe::seat_index(TicTacToe::to_move(&back)), 1);
    }

    #[test]
    fn a_seat_that_has_not_moved_has_nothing_to_take_back() {
        let game = played::<TicTacToe>(&["b2"]);
        assert_eq!(
            can_take_back::<TicTacToe>(&game, 1),
            Err(NoTakeback::NothingToTakeBack)
        );
        assert_eq!(can_take_back::<TicTacToe>(&game, 0), Ok(()));
        let fresh = played::<TicTacToe>(&[]);
        assert_eq!(
            can_take_back::<TicTacToe>(&fresh, 0),
            Err(NoTakeback::NothingToTakeBack)
        );
    }

    #[test]
    fn a_hanniball_turn_goes_whole_with_the_steps_in_progress() {
        let mut game = Hanniball::new_game(Hanniball::initial_position());
        // White's first turn (two steps), then one step of Black's turn in progress.
        let mut acts = Vec::new();
        for _ in 0..3 {
            let Some(&action) = Hanniball::legal_actions(&game).first() else {
                panic!("no legal action");
            };
            acts.push(action);
            Hanniball::apply(&mut game, action).unwrap();
        }
        let white = Hanniball::seat_index(Hanniball::SEATS[0]);
        let before = moves::<Hanniball>(&game);
        let (back, removed) = take_back::<Hanniball>(&game, white).unwrap();
        let after = moves::<Hanniball>(&back);
        assert_eq!(after.len() + removed, before.len());
        assert!(
            after.is_empty(),
            "White's whole first turn goes: {before:?} -> {after:?}"
        );
        assert_eq!(Hanniball::seat_index(Hanniball::to_move(&back)), white);
    }
}
