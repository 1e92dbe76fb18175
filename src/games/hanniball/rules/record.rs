//! Game records: the text form, tags and numbered turns in HSN. It is read back by replaying
//! every action through the rules, so a record that parses is a legal game. (The service's
//! binary storage form is in `storage.rs`.)
//!
//! Text form:
//!
//! ```text
//! [Start "…HPN…"]        (only when the game did not start from the initial position)
//! [Result "1-0"]         (1-0 White won, 0-1 Black won, 1/2-1/2 drawn by agreement,
//!                         * undecided or aborted)
//! [Reason "goal"]        (goal, own goal, no legal action, resignation; only when the rules
//!                         or a resignation decided the game)
//! [Termination "rules"]  (what ended the game: rules, resignation, time, agreement or
//!                         abandonment; only once it ended)
//!
//! 1. d4-e6 e6-e7
//! 2. d12-e10 e10-e9 end
//! ```
//!
//! Each line is one turn: its number, a dot, and the actions in the order they were taken;
//! `end` appears where the player ended the turn before the step limit.
//!
//! A game that ended outside the rules (a flag fall, an agreed draw, an abandonment) replays to
//! a game the rules let go on: [`Game::from_record_ended`] gives it with the ending its header
//! states. A record without `Termination` (or without any tag) still reads.

use std::fmt::{Display, Write as _};

use super::action::Action;
use super::game::{Game, Reason, Status};
use super::position::{HpnError, Position};
use super::square::Side;
use super::{HsnError, IllegalAction};
use crate::games::shared::record::{self, Format, Line};
use crate::ruleset::{Ending, GameResult, Termination};

/// Why a text game record was not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The record is larger than any game needs.
    #[error("the record is {0} bytes long; at most 1000000 are read")]
    TooLong(usize),
    /// A tag line that is not `[Name "value"]`.
    #[error("line {line}: a tag is written [Name \"value\"]")]
    BadTag {
        /// 1-based line.
        line: usize,
    },
    /// A tag this format does not know.
    #[error(
        "line {line}: unknown tag {name:?} (known: Start, Result, Reason, Termination, the tags about the game and a tag per side)"
    )]
    UnknownTag {
        /// 1-based line.
        line: usize,
        /// The tag's name.
        name: String,
    },
    /// The start position is not valid.
    #[error("line {line}: the Start position is not valid: {source}")]
    Start {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        source: HpnError,
    },
    /// Result or Reason tag with an unknown value.
    #[error("line {line}: {what}")]
    BadValue {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        what: String,
    },
    /// A turn number that does not match the game.
    #[error("line {line}: expected turn {expected}, found {found:?}")]
    TurnNumber {
        /// 1-based line.
        line: usize,
        /// The turn the game is at.
        expected: u32,
        /// What the record says.
        found: String,
    },
    /// An action that does not parse.
    #[error("line {line}: {source}")]
    Syntax {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        source: HsnError,
    },
    /// An action that is not legal at that point.
    #[error("line {line}: {action} is not legal here: {source}")]
    Illegal {
        /// 1-based line.
        line: usize,
        /// The action.
        action: Action,
        /// Why.
        source: IllegalAction,
    },
    /// The Result/Reason tags disagree with the replayed game.
    #[error("the record says {claimed}, but replaying its actions gives {actual}")]
    ResultMismatch {
        /// What the tags say.
        claimed: String,
        /// What the replay gives.
        actual: String,
    },
}

/// The text records' format.
const TEXT: Format<Side, RecordError> = Format {
    noun: "game",
    seats: ["White", "Black"],
    longest: 1_000_000,
    wins: [("1-0", Side::White), ("0-1", Side::Black)],
    drawn: "1/2-1/2",
    options: &[],
    too_long: RecordError::TooLong,
    bad_tag: |line| RecordError::BadTag { line },
    unknown_tag: |line, name| RecordError::UnknownTag { line, name },
    bad_value: |line, what| RecordError::BadValue { line, what },
    mismatch: |claimed, actual| RecordError::ResultMismatch { claimed, actual },
};

fn result_text(status: Status) -> (&'static str, Option<Reason>) {
    match status {
        Status::Ongoing => ("*", None),
        Status::Over(o) => (TEXT.win(o.winner), Some(o.reason)),
    }
}

/// What ended a game the rules (or a resignation) ended.
fn ended_by(status: Status) -> Option<Termination> {
    match status {
        Status::Ongoing => None,
        Status::Over(o) if o.reason == Reason::Resignation => Some(Termination::Resignation),
        Status::Over(_) => Some(Termination::Rules),
    }
}

impl Game {
    /// The game record in text form (see the module documentation), as the rules say the game
    /// stands.
    #[must_use]
    pub fn to_record(&self) -> String {
        self.to_record_ended(None)
    }

    /// The game record in text form, its header stating `ended` for a game that ended outside
    /// the rules (a flag fall, an agreed draw, an abandonment) while the rules let it go on;
    /// a game the rules ended is recorded as they say.
    #[must_use]
    pub fn to_record_ended(&self, ended: Option<Ending<Side>>) -> String {
        let mut out = String::new();
        let start = (self.start != Position::initial()).then_some(&self.start as &dyn Display);
        let status = self.status();
        let rules = match (&status, ended_by(status)) {
            (Status::Over(o), Some(termination)) => Some((
                GameResult::Won { winner: o.winner },
                Some(&o.reason as &dyn Display),
                termination,
            )),
            _ => None,
        };
        TEXT.write_header(&mut out, start, &[], rules, ended);
        let first = self.start.turn;
        for (i, turn) in self.turns.iter().enumerate() {
            if turn.is_empty() {
                continue;
            }
            let _ = write!(out, "{}.", u64::from(first) + i as u64);
            for a in turn {
                let _ = write!(out, " {a}");
            }
            out.push('\n');
        }
        out
    }

    /// Reads a text record and replays it (a game that ended outside the rules reads as the
    /// rules' game, which goes on: see [`Game::from_record_ended`]).
    ///
    /// # Errors
    /// A [`RecordError`] naming the line and what is wrong there.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        Game::from_record_ended(text).map(|(game, _)| game)
    }

    /// Reads a text record and replays it: the game, and the ending the header states when
    /// something other than the rules ended it (`Termination` time, agreement or abandonment).
    ///
    /// # Errors
    /// A [`RecordError`] naming the line and what is wrong there, or saying how the header
    /// disagrees with the replayed game.
    pub fn from_record_ended(text: &str) -> Result<(Game, Option<Ending<Side>>), RecordError> {
        let mut start = Position::initial();
        let mut reason: Option<(Reason, usize)> = None;
        let mut game: Option<Game> = None;
        let mut lines = TEXT.lines(text)?;
        while let Some((line, l)) = lines.next_line()? {
            let l = match l {
                Line::Start(value) => {
                    start = Position::from_hpn(value)
                        .map_err(|source| RecordError::Start { line, source })?;
                    continue;
                }
                Line::Reason(value) => {
                    let why = Reason::from_name(value).ok_or_else(|| RecordError::BadValue {
                        line,
                        what: format!(
                            "Reason is goal, own goal, no legal action or resignation, not {:?}",
                            record::clip(value, 32)
                        ),
                    })?;
                    reason = Some((why, line));
                    continue;
                }
                Line::Actions(l) => l,
            };
            let g = game.get_or_insert_with(|| Game::from_position(start));
            let mut tokens = l.split_whitespace();
            let number = tokens.next().unwrap_or_default();
            let expected = g.turn();
            if number.strip_suffix('.').and_then(|n| n.parse::<u32>().ok()) != Some(expected) {
                return Err(RecordError::TurnNumber {
                    line,
                    expected,
                    found: number.chars().take(16).collect(),
                });
            }
            for token in tokens {
                let action: Action = token
                    .parse()
                    .map_err(|source| RecordError::Syntax { line, source })?;
                g.apply(action).map_err(|source| RecordError::Illegal {
                    line,
                    action,
                    source,
                })?;
            }
        }
        let mut game = game.unwrap_or_else(|| Game::from_position(start));
        let (claimed, termination) = (lines.result, lines.termination);
        let any_action = game.turns.iter().any(|turn| !turn.is_empty());
        let ended = TEXT.session_ending(
            termination,
            claimed.map(|c| c.0),
            game.status() != Status::Ongoing,
            reason.is_some(),
            any_action,
        )?;
        if ended.is_some() {
            return Ok((game, ended));
        }
        if claimed.is_some() || reason.is_some() {
            // The line of the later of the Result and Reason tags.
            let line = claimed.map_or(0, |c| c.1).max(reason.map_or(0, |r| r.1));
            let result = claimed.map_or("*", |c| c.0);
            let mut reason = reason.map(|r| r.0);
            if result == "1/2-1/2" {
                return Err(RecordError::BadValue {
                    line,
                    what: "1/2-1/2 is the result of an agreed draw (Termination agreement) only"
                        .to_string(),
                });
            }
            if termination.is_some_and(|(t, _)| t == Termination::Resignation) && reason.is_none() {
                reason = Some(Reason::Resignation);
            }
            let winner = TEXT.winner(result);
            if reason == Some(Reason::Resignation)
                && let Some(w) = winner
                && game.status() == Status::Ongoing
            {
                let _ = game.resign(w.opponent());
            }
            let (actual, actual_reason) = result_text(game.status());
            if actual != result || (winner.is_some() && actual_reason != reason) {
                let describe = |r: &str, why: Option<Reason>| match why {
                    Some(why) => format!("{r} ({why})"),
                    None => r.to_string(),
                };
                return Err(RecordError::ResultMismatch {
                    claimed: describe(result, reason),
                    actual: describe(actual, actual_reason),
                });
            }
        }
        TEXT.check_termination(termination, ended_by(game.status()))?;
        Ok((game, None))
    }
}
