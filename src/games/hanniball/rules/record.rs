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

use std::fmt::Write as _;

use super::action::Action;
use super::game::{Game, Reason, Status};
use super::position::{HpnError, Position};
use super::square::Side;
use super::{HsnError, IllegalAction};
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
    #[error("line {line}: unknown tag {name:?} (known: Start, Result, Reason, Termination)")]
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

fn result_text(status: Status) -> (&'static str, Option<Reason>) {
    match status {
        Status::Ongoing => ("*", None),
        Status::Over(o) => (
            match o.winner {
                Side::White => "1-0",
                Side::Black => "0-1",
            },
            Some(o.reason),
        ),
    }
}

/// The Result tag of a game that ended outside the rules.
fn ended_text(ended: &Ending<Side>) -> &'static str {
    match ended.result {
        GameResult::Won {
            winner: Side::White,
        } => "1-0",
        GameResult::Won {
            winner: Side::Black,
        } => "0-1",
        GameResult::Drawn => "1/2-1/2",
        GameResult::Aborted => "*",
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
        if self.start != Position::initial() {
            let _ = writeln!(out, "[Start \"{}\"]", self.start);
        }
        match ended.filter(|_| self.status() == Status::Ongoing) {
            Some(ended) => {
                let _ = writeln!(out, "[Result \"{}\"]", ended_text(&ended));
                let _ = writeln!(out, "[Termination \"{}\"]", ended.termination);
            }
            None => {
                let (result, reason) = result_text(self.status());
                let _ = writeln!(out, "[Result \"{result}\"]");
                if let Some(reason) = reason {
                    let _ = writeln!(out, "[Reason \"{reason}\"]");
                    let termination = if reason == Reason::Resignation {
                        Termination::Resignation
                    } else {
                        Termination::Rules
                    };
                    let _ = writeln!(out, "[Termination \"{termination}\"]");
                }
            }
        }
        out.push('\n');
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
        if text.len() > 1_000_000 {
            return Err(RecordError::TooLong(text.len()));
        }
        let mut start = Position::initial();
        let mut claimed: Option<(String, Option<Reason>, usize)> = None;
        let mut termination: Option<(Termination, usize)> = None;
        let mut game: Option<Game> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let l = raw.trim();
            // `;` starts a comment line, e.g. the service's trailer `; draw agreed`.
            if l.is_empty() || l.starts_with(';') {
                continue;
            }
            if l.starts_with('[') {
                if game.is_some() {
                    return Err(RecordError::BadTag { line });
                }
                let inner = l
                    .strip_prefix('[')
                    .and_then(|s| s.strip_suffix(']'))
                    .ok_or(RecordError::BadTag { line })?;
                let (name, value) = inner.split_once(' ').ok_or(RecordError::BadTag { line })?;
                let value = value
                    .strip_prefix('"')
                    .and_then(|v| v.strip_suffix('"'))
                    .ok_or(RecordError::BadTag { line })?;
                match name {
                    "Start" => {
                        start = Position::from_hpn(value)
                            .map_err(|source| RecordError::Start { line, source })?;
                    }
                    "Result" => {
                        if !matches!(value, "1-0" | "0-1" | "1/2-1/2" | "*") {
                            return Err(RecordError::BadValue {
                                line,
                                what: format!("Result is 1-0, 0-1, 1/2-1/2 or *, not {value:?}"),
                            });
                        }
                        let reason = claimed.as_ref().and_then(|c| c.1);
                        claimed = Some((value.to_string(), reason, line));
                    }
                    "Reason" => {
                        let reason = Reason::from_name(value).ok_or_else(|| RecordError::BadValue {
                            line,
                            what: format!(
                                "Reason is goal, own goal, no legal action or resignation, not {value:?}"
                            ),
                        })?;
                        let result = claimed.take().map_or_else(|| "*".to_string(), |c| c.0);
                        claimed = Some((result, Some(reason), line));
                    }
                    "Termination" => {
                        let t = Termination::from_name(value).ok_or_else(|| {
                            RecordError::BadValue {
                                line,
                                what: format!(
                                    "Termination is rules, resignation, time, agreement or abandonment, not {:?}",
                                    value.chars().take(32).collect::<String>()
                                ),
                            }
                        })?;
                        termination = Some((t, line));
                    }
                    other => {
                        return Err(RecordError::UnknownTag {
                            line,
                            name: other.chars().take(32).collect(),
                        });
                    }
                }
                continue;
            }
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
        if let Some((termination, line)) = termination.filter(|(t, _)| t.by_session()) {
            let (result, reason) = claimed.map_or(("*".to_string(), None), |c| (c.0, c.1));
            let ended = Ending {
                result: match result.as_str() {
                    "1-0" => GameResult::Won {
                        winner: Side::White,
                    },
                    "0-1" => GameResult::Won {
                        winner: Side::Black,
                    },
                    "1/2-1/2" => GameResult::Drawn,
                    _ => GameResult::Aborted,
                },
                termination,
            };
            let any_action = game.turns.iter().any(|turn| !turn.is_empty());
            ended
                .check_by_session(
                    game.status() != Status::Ongoing,
                    reason.is_some(),
                    any_action,
                )
                .map_err(|what| RecordError::BadValue { line, what })?;
            return Ok((game, Some(ended)));
        }
        if let Some((result, mut reason, line)) = claimed {
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
            let winner = match result.as_str() {
                "1-0" => Some(Side::White),
                "0-1" => Some(Side::Black),
                _ => None,
            };
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
                    claimed: describe(&result, reason),
                    actual: describe(actual, actual_reason),
                });
            }
        }
        if let Some((claimed, _)) = termination {
            let actual = match game.status() {
                Status::Ongoing => None,
                Status::Over(o) if o.reason == Reason::Resignation => {
                    Some(Termination::Resignation)
                }
                Status::Over(_) => Some(Termination::Rules),
            };
            if actual != Some(claimed) {
                return Err(RecordError::ResultMismatch {
                    claimed: format!("the game ended by {claimed}"),
                    actual: actual.map_or_else(
                        || "a game going on".to_string(),
                        |t| format!("an ending by {t}"),
                    ),
                });
            }
        }
        Ok((game, None))
    }
}
