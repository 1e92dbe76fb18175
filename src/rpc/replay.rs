//! A game's text record replayed position by position, for clients without the game's rules
//! (`GetArchivedGame`'s `replay`): [`replay`] for one game, [`Replays`] for every game of a
//! catalog, chosen by the game's name. [`read`] reads a record for the archive's import.

use std::fmt;

use super::registry::same_name;
use super::{Adapter, Catalog, Game, Visitor};
use crate::ruleset::{Ending, GameResult, LineFormat, RecordError, Ruleset};
use crate::session::ending;

/// A text record read and replayed through the rules: what an imported game is archived with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadGame {
    /// The game's name ([`Ruleset::NAME`]).
    pub game: &'static str,
    /// The seats' names, in seat order ([`Ruleset::seat_name`]).
    pub sides: Vec<&'static str>,
    /// The position it started from, in the game's notation.
    pub start_position: String,
    /// The record as the service writes it (`GetHistory`'s): the same game, its header and
    /// trailer in the service's own form (tags about the game and its players left out).
    pub record: String,
    /// How it ended, by seat index; `None`: the record stops while the game goes on.
    pub ending: Option<Ending<usize>>,
    /// The notation of each action, in order.
    pub actions: Vec<String>,
}

/// Reads a text record of game `G` (as `GetHistory` answers it, with or without tags about the
/// game and its players), replaying every action through the rules.
///
/// # Errors
/// The record does not read or does not replay: the game's record error, naming the line and,
/// for an action the rules refuse, the action and why.
pub fn read<G: Adapter>(record: &str) -> Result<ReadGame, RecordError> {
    let imported = ending::import::<G>(record)?;
    let seat = |s: G::Seat| G::SEATS.iter().position(|&x| x == s).unwrap_or(0);
    let ending = imported.ending.map(|e| Ending {
        result: match e.result {
            GameResult::Won { winner } => GameResult::Won {
                winner: seat(winner),
            },
            GameResult::Drawn => GameResult::Drawn,
            GameResult::Aborted => GameResult::Aborted,
        },
        termination: e.termination,
    });
    Ok(ReadGame {
        game: <G as Ruleset>::NAME,
        sides: G::SEATS.iter().map(|&s| G::seat_name(s)).collect(),
        start_position: G::start_position(&imported.game),
        record: ending::record::<G>(&imported.game, &imported.session),
        ending,
        actions: G::notations(G::entries(&imported.game, &imported.session)),
    })
}

/// Reads a record of one game: [`read`] for that game.
pub type Reader = fn(&str) -> Result<ReadGame, RecordError>;

/// One position of a replayed record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    /// The notation of the action that led here; empty for the start position.
    pub action: String,
    /// The position after it, in the game's notation ([`Adapter::position`]).
    pub position: String,
}

/// Replays a text record of game `G` (as `GetHistory` answers it): the start position, then
/// the position after each action of its history, in order (so one more step than actions).
///
/// # Errors
/// The record does not read or does not replay (see [`ending::import`]), or its actions do
/// not replay from its start position to the game it records.
pub fn replay<G: Adapter>(record: &str) -> Result<Vec<ReplayStep>, RecordError> {
    let imported = ending::import::<G>(record)?;
    let start = G::parse_position(&G::start_position(&imported.game))?;
    let mut game = G::new_game_with(start, &G::rules(&imported.game));
    let mut steps = vec![ReplayStep {
        action: String::new(),
        position: G::position(&game),
    }];
    for notation in G::notations(G::entries(&imported.game, &imported.session)) {
        let action = G::parse_action(&notation)?;
        G::apply(&mut game, action)?;
        steps.push(ReplayStep {
            action: notation,
            position: G::position(&game),
        });
    }
    let recorded = G::position(&imported.game);
    if steps.last().is_some_and(|last| last.position != recorded) {
        return Err(format!(
            "the actions end at {:?}, the record's game at {recorded:?}",
            steps
                .last()
                .map(|s| s.position.as_str())
                .unwrap_or_default()
        )
        .into());
    }
    Ok(steps)
}

/// Replays a record of one game: [`replay`] for that game.
type Replayer = fn(&str) -> Result<Vec<ReplayStep>, RecordError>;

/// The [`replay`] and the [`read`] of every game of a catalog, by the game's name.
#[derive(Clone, Default)]
pub struct Replays(Vec<(&'static str, Replayer, Reader, &'static [LineFormat])>);

impl Replays {
    /// The replay of every game of `catalog`.
    #[must_use]
    pub fn of(catalog: &impl Catalog) -> Self {
        struct Collect(Vec<(&'static str, Replayer, Reader, &'static [LineFormat])>);
        impl Visitor for Collect {
            fn visit<G: Game>(&mut self) {
                self.0
                    .push((G::NAME, replay::<G>, read::<G>, G::LINE_FORMATS));
            }
        }
        let mut collect = Collect(Vec::new());
        catalog.each(&mut collect);
        Replays(collect.0)
    }

    /// The record of a game named `game` (any case; `-` and `_` alike or left out, as
    /// [`same_name`]) replayed.
    ///
    /// # Errors
    /// No game has that name, or the record does not replay.
    pub fn replay(&self, game: &str, record: &str) -> Result<Vec<ReplayStep>, RecordError> {
        let (_, replayer, ..) = self
            .0
            .iter()
            .find(|(name, ..)| same_name(game, name))
            .ok_or_else(|| format!("no game is named {game:?}"))?;
        replayer(record)
    }

    /// The [`read`] of the records of the game named `game` (as [`Replays::replay`] finds
    /// it); `None` when no game has that name.
    #[must_use]
    pub fn reader(&self, game: &str) -> Option<Reader> {
        self.0
            .iter()
            .find(|(name, ..)| same_name(game, name))
            .map(|&(_, _, reader, _)| reader)
    }

    /// The line format `format` of the game named `game`, if it reads one.
    #[must_use]
    pub fn line_format(&self, game: &str, format: &str) -> Option<&'static LineFormat> {
        self.0
            .iter()
            .find(|(name, ..)| same_name(game, name))
            .and_then(|&(_, _, _, formats)| formats.iter().find(|f| f.name == format))
    }

    /// Every line format of every game: the game's name and the format's.
    pub fn line_formats(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.0
            .iter()
            .flat_map(|&(game, _, _, formats)| formats.iter().map(move |f| (game, f.name)))
    }

    /// The names of the games, in the catalog's order.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|&(name, ..)| name)
    }
}

impl fmt::Debug for Replays {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.0.iter().map(|(name, ..)| name))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Served;
    use crate::games::chess_football::ChessFootball;
    use crate::games::hanniball::Hanniball;
    use crate::games::hnefatafl::Hnefatafl;

    /// A game of `G` from its initial position, its first legal action taken `n` times (or
    /// until it ends): its record, and every position it went through.
    fn played<G: Adapter>(n: usize) -> (String, Vec<String>) {
        let mut game = G::new_game(G::initial_position());
        let mut positions = vec![G::position(&game)];
        for _ in 0..n {
            let Some(&action) = G::legal_actions(&game).first() else {
                break;
            };
            G::apply(&mut game, action).expect("a legal action");
            positions.push(G::position(&game));
        }
        (G::record(&game, None), positions)
    }

    fn replays_every_position<G: Adapter>(name: &str) {
        let (record, positions) = played::<G>(12);
        let steps = Replays::of(&Served)
            .replay(name, &record)
            .unwrap_or_else(|e| panic!("{name}: {e}\n{record}"));
        assert_eq!(
            steps.iter().map(|s| s.position.clone()).collect::<Vec<_>>(),
            positions,
            "{name}"
        );
        assert_eq!(steps[0].action, "", "{name}");
        assert!(steps[1..].iter().all(|s| !s.action.is_empty()), "{name}");
    }

    #[test]
    fn every_served_game_replays_its_record_position_by_position() {
        replays_every_position::<Hanniball>("hanniball");
        replays_every_position::<Hnefatafl>("hnefatafl");
        replays_every_position::<ChessFootball>("chessfootball");
        replays_every_position::<ChessFootball>("chess-football");
    }

    #[test]
    fn a_record_that_does_not_replay_or_an_unknown_game_is_an_error() {
        let replays = Replays::of(&Served);
        assert!(replays.replay("hnefatafl", "1. z9-z10 *").is_err());
        assert!(replays.replay("hanniball", "").is_ok_and(|s| s.len() == 1));
        let (record, _) = played::<Hnefatafl>(2);
        assert!(replays.replay("checkers", &record).is_err());
        assert!(replays.replay("hanniball", &record).is_err());
    }
}
