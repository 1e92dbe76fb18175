//! The analysis board's service, `analysis.v1.AnalysisService` (`docs/analysis.md`): the
//! engine's evaluation and lines of any position of any served game (`Analyse`), a finished
//! game's evaluation after each action (`ReviewGame`) and the opening explorer (`Explore`).
//!
//! - this file: a position of any game of a catalog, read from its record or its start
//!   position and actions, checked by the rules ([`Analysers`]), and the search that
//!   analyses it ([`crate::bot::BotRules::analyse`], the bots' own searchers);
//! - [`pool`]: the bounded pool the searches run on (a few threads per replica, a short
//!   queue, refused at once beyond it) and the per-caller rate limit;
//! - [`service`]: the gRPC service.
//!
//! Nothing here names a game: the games come from a [`Catalog`].

pub mod pool;
pub mod service;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::bot::analyse::{Analysis, Ask, Decided};
use crate::rpc::{Catalog, Game, Visitor, same_name};
use crate::ruleset::{GameStatus, Ruleset};
use crate::session::ServiceError;

/// The most actions a position may be given with.
pub const MAX_ACTIONS: usize = 2_000;

/// A position as a request gives it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Subject {
    /// The game's name.
    pub game: String,
    /// The start position in the game's notation; empty: the game's usual start.
    pub position: String,
    /// The actions from the start (after the record, if there is one).
    pub actions: Vec<String>,
    /// A text record of the game; empty: none.
    pub record: String,
}

/// One line of a report, in the game's notation.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownLine {
    /// The actions.
    pub actions: Vec<String>,
    /// The expected result for seat 0, 0 to 1.
    pub value0: f64,
    /// The proven outcome: the winner's name (lower case; empty for a draw) and the actions
    /// to the end (0: not known).
    pub decided: Option<(String, u32)>,
}

/// One report of an analysis, in the game's notation.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// The searcher's name.
    pub searcher: &'static str,
    /// How deep it looked.
    pub depth: u32,
    /// Nodes or iterations.
    pub nodes: u64,
    /// The best lines, best first.
    pub lines: Vec<ShownLine>,
    /// The last report.
    pub done: bool,
}

/// Runs the analysis of a [`Position`]: each report goes to the callback, which returns
/// `false` to stop.
pub type Run = Box<dyn FnOnce(Ask<'_>, &mut dyn FnMut(Shown) -> bool) + Send>;

/// A position read and checked, ready to analyse.
pub struct Position {
    /// The game's name ([`Ruleset::NAME`]).
    pub game: &'static str,
    /// The position in the game's notation.
    pub position: String,
    /// The side to move (lower case).
    pub side_to_move: String,
    /// How the game ended, if it is over (`won by attackers`, `drawn`).
    pub game_over: Option<String>,
    /// The result for seat 0 (1 won, 0 lost, ½ drawn), if the game is over.
    pub result0: Option<f64>,
    /// How many actions from the game's start reach it.
    pub actions_from_start: usize,
    /// Its analysis.
    pub run: Run,
}

debug_fields!(Position {
    game,
    position,
    actions_from_start
});

fn lower(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// A report of the search in the notation of `G`.
fn shown<G: Ruleset>(analysis: Analysis<G::Action>) -> Shown {
    let seat_name = |i: usize| {
        G::SEATS
            .get(i)
            .map_or(String::new(), |&s| lower(G::seat_name(s)))
    };
    Shown {
        searcher: analysis.searcher,
        depth: analysis.depth,
        nodes: analysis.nodes,
        lines: analysis
            .lines
            .into_iter()
            .map(|line| ShownLine {
                actions: line.actions.iter().map(G::format_action).collect(),
                value0: line.value0,
                decided: line.decided.map(|Decided { winner, actions }| {
                    (
                        winner.map(seat_name).unwrap_or_default(),
                        actions.unwrap_or(0),
                    )
                }),
            })
            .collect(),
        done: analysis.done,
    }
}

/// The start position's notation and the actions from it of `subject`, for game `G`.
///
/// # Errors
/// `INVALID_RECORD`, `TOO_MANY_ACTIONS`.
fn start_and_actions<G: Game>(subject: &Subject) -> Result<(String, Vec<String>), ServiceError> {
    let (start, mut actions) = if subject.record.trim().is_empty() {
        (subject.position.clone(), Vec::new())
    } else {
        let read = crate::rpc::replay::read::<G>(&subject.record).map_err(|e| {
            ServiceError::invalid(
                "subject.record",
                "INVALID_RECORD",
                crate::session::error::clip_to(&e.to_string(), 300),
            )
        })?;
        (read.start_position, read.actions)
    };
    actions.extend(subject.actions.iter().cloned());
    if actions.len() > MAX_ACTIONS {
        return Err(ServiceError::invalid(
            "subject.actions",
            "TOO_MANY_ACTIONS",
            format!("at most {MAX_ACTIONS} actions"),
        ));
    }
    Ok((start, actions))
}

/// `subject` read and replayed through the rules of `G`.
///
/// # Errors
/// `INVALID_POSITION`, `INVALID_ACTION`, `ILLEGAL_ACTION` (naming the action's place),
/// `INVALID_RECORD`, `TOO_MANY_ACTIONS`.
fn replay<G: Game>(subject: &Subject) -> Result<(G::Game, usize), ServiceError> {
    let (start, actions) = start_and_actions::<G>(subject)?;
    let start = if start.trim().is_empty() {
        G::initial_position()
    } else {
        G::parse_position(start.trim()).map_err(|e| {
            ServiceError::invalid(
                "subject.position",
                "INVALID_POSITION",
                crate::session::error::clip_to(&e.to_string(), 300),
            )
        })?
    };
    let mut game = G::new_game(start);
    for (i, text) in actions.iter().enumerate() {
        // The action refused (`reason`), `why` after its number and text.
        let refused = |reason: &'static str, why: &str, error: String| {
            ServiceError::invalid(
                "subject.actions",
                reason,
                format!(
                    "action {} ({}){why}: {}",
                    i + 1,
                    crate::session::error::clip(text),
                    crate::session::error::clip_to(&error, 200)
                ),
            )
        };
        let action = G::parse_action(text.trim())
            .map_err(|e| refused("INVALID_ACTION", "", e.to_string()))?;
        G::apply(&mut game, action)
            .map_err(|e| refused("ILLEGAL_ACTION", " is not legal there", e.to_string()))?;
    }
    Ok((game, actions.len()))
}

/// [`Position`] of `subject` for game `G`.
fn prepare<G: Game>(subject: &Subject) -> Result<Position, ServiceError> {
    let (game, actions_from_start) = replay::<G>(subject)?;
    let (game_over, result0) = match G::status(&game) {
        GameStatus::Ongoing => (None, None),
        GameStatus::Won { winner } => (
            Some(format!("won by {}", lower(G::seat_name(winner)))),
            Some(if G::seat_index(winner) == 0 { 1.0 } else { 0.0 }),
        ),
        GameStatus::Drawn => (Some("drawn".to_owned()), Some(0.5)),
    };
    let position = G::position(&game);
    let side_to_move = lower(G::seat_name(G::to_move(&game)));
    let run: Run = Box::new(move |ask, report| {
        let mut forward = |analysis: Analysis<G::Action>| report(shown::<G>(analysis));
        G::analyse(&game, ask, &mut forward);
    });
    Ok(Position {
        game: G::NAME,
        position,
        side_to_move,
        game_over,
        result0,
        actions_from_start,
        run,
    })
}

type Prepare = fn(&Subject) -> Result<Position, ServiceError>;

/// The analysis of every game of a catalog, by the game's name.
#[derive(Clone, Default)]
pub struct Analysers(Arc<Vec<(&'static str, &'static str, Prepare)>>);

impl std::fmt::Debug for Analysers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.0.iter().map(|(name, ..)| name))
            .finish()
    }
}

impl Analysers {
    /// The games of `catalog`.
    #[must_use]
    pub fn of(catalog: &impl Catalog) -> Analysers {
        struct Collect(Vec<(&'static str, &'static str, Prepare)>);
        impl Visitor for Collect {
            fn visit<G: Game>(&mut self) {
                self.0
                    .push((crate::rpc::api::short_name::<G>(), G::NAME, prepare::<G>));
            }
        }
        let mut collect = Collect(Vec::new());
        catalog.each(&mut collect);
        Analysers(Arc::new(collect.0))
    }

    /// The names of the games (their services' short names).
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|&(short, ..)| short)
    }

    /// `subject` read and checked by its game's rules.
    ///
    /// # Errors
    /// `MISSING_FIELD`, `UNKNOWN_GAME`, and as the position is read (`INVALID_POSITION`,
    /// `INVALID_ACTION`, `ILLEGAL_ACTION`, `INVALID_RECORD`, `TOO_MANY_ACTIONS`).
    pub fn prepare(&self, subject: &Subject) -> Result<Position, ServiceError> {
        if subject.game.is_empty() {
            return Err(ServiceError::missing("subject.game"));
        }
        let Some(&(_, _, prepare)) = self.0.iter().find(|(short, name, _)| {
            same_name(&subject.game, short) || same_name(&subject.game, name)
        }) else {
            return Err(ServiceError::invalid(
                "subject.game",
                "UNKNOWN_GAME",
                format!(
                    "no game {} is served here ({})",
                    crate::session::error::clip(&subject.game),
                    self.names().collect::<Vec<_>>().join(", ")
                ),
            ));
        };
        prepare(subject)
    }
}

/// A fresh stop flag for an [`Ask`].
#[must_use]
pub fn stop_flag() -> Arc<AtomicBool> {
    Arc::new(AtomicBool::new(false))
}
