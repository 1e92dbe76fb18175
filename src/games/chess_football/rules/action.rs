//! Actions (placements, moves, passes and the null move) and their text form CFA.

use std::fmt;
use std::str::FromStr;

use super::square::{Kind, Square};

/// One action of the side to act.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// `N@e4`: place a piece of `kind` on the empty square `to` of the placer's half.
    Place {
        /// The kind placed.
        kind: Kind,
        /// Where.
        to: Square,
    },
    /// `e4-d6`, `e7-e8=Q`: move the piece on `from` to `to`, carrying the ball if it holds
    /// it, capturing the enemy ball-holder if it stands on `to`.
    Move {
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
        /// The new kind of a Pawn reaching its far rank.
        promotion: Option<Kind>,
    },
    /// `e4>c2`: the ball-holder on `from` passes to the team-mate on `to`.
    Pass {
        /// The passer, which stays where it is.
        from: Square,
        /// The receiver's square.
        to: Square,
    },
    /// `--`: the null move, legal only when nothing else is.
    Null,
}

impl Action {
    /// Parses CFA.
    ///
    /// # Errors
    /// A [`CfaError`] saying what is wrong and at which character.
    pub fn from_cfa(text: &str) -> Result<Action, CfaError> {
        text.parse()
    }

    /// The CFA text.
    #[must_use]
    pub fn to_cfa(self) -> String {
        self.to_string()
    }

    /// Whether the action is a move of the match (counts toward the 45): anything but a
    /// placement.
    #[must_use]
    pub const fn is_move(self) -> bool {
        !matches!(self, Action::Place { .. })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place { kind, to } => write!(f, "{}@{to}", kind.upper_char()),
            Action::Move {
                from,
                to,
                promotion: None,
            } => write!(f, "{from}-{to}"),
            Action::Move {
                from,
                to,
                promotion: Some(k),
            } => write!(f, "{from}-{to}={}", k.upper_char()),
            Action::Pass { from, to } => write!(f, "{from}>{to}"),
            Action::Null => f.write_str("--"),
        }
    }
}

/// Why a text is not a CFA action. Character positions are 1-based.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CfaError {
    /// Nothing given.
    #[error("empty action; expected e.g. N@e4, e4-d6, e7-e8=Q, e4>c2 or --")]
    Empty,
    /// Too long to be an action.
    #[error("action text is {0} bytes long; a CFA action is at most 7")]
    TooLong(usize),
    /// A placement letter that names no kind.
    #[error(
        "character 1 of {text:?}: {found:?} is no kind to place; use K, Q, R, B, N or P (upper case for both sides)"
    )]
    BadKind {
        /// The character found.
        found: char,
        /// The whole text.
        text: String,
    },
    /// A square name was expected.
    #[error("character {at} of {text:?}: expected a square (a1 to h8)")]
    ExpectedSquare {
        /// 1-based character index.
        at: usize,
        /// The whole text.
        text: String,
    },
    /// A separator was expected.
    #[error("character {at} of {text:?}: expected {expected}")]
    Expected {
        /// What was expected there.
        expected: &'static str,
        /// 1-based character index.
        at: usize,
        /// The whole text.
        text: String,
    },
    /// A promotion letter that names no kind a Pawn may become.
    #[error("character {at} of {text:?}: a Pawn promotes to Q, R, B or N (upper case)")]
    BadPromotion {
        /// 1-based character index.
        at: usize,
        /// The whole text.
        text: String,
    },
    /// Extra characters after a complete action.
    #[error("character {at} of {text:?}: unexpected characters after the action")]
    Trailing {
        /// 1-based character index.
        at: usize,
        /// The whole text.
        text: String,
    },
}

impl FromStr for Action {
    type Err = CfaError;

    fn from_str(text: &str) -> Result<Action, CfaError> {
        if text.is_empty() {
            return Err(CfaError::Empty);
        }
        if text.len() > 7 {
            return Err(CfaError::TooLong(text.len()));
        }
        if text == "--" {
            return Ok(Action::Null);
        }
        let b = text.as_bytes();
        let owned = || text.to_string();
        let square_at = |i: usize| {
            b.get(i..)
                .and_then(Square::parse_prefix)
                .ok_or_else(|| CfaError::ExpectedSquare {
                    at: i + 1,
                    text: owned(),
                })
        };
        let done = |i: usize, action: Action| {
            if i == b.len() {
                Ok(action)
            } else {
                Err(CfaError::Trailing {
                    at: i + 1,
                    text: owned(),
                })
            }
        };
        if b.get(1) == Some(&b'@') {
            let kind = Kind::from_upper(b[0]).ok_or_else(|| CfaError::BadKind {
                found: text.chars().next().unwrap_or(' '),
                text: owned(),
            })?;
            let to = square_at(2)?;
            return done(4, Action::Place { kind, to });
        }
        if b[0].is_ascii_uppercase() {
            return Err(CfaError::Expected {
                expected: "'@' after the kind (a placement is written like N@e4)",
                at: 2,
                text: owned(),
            });
        }
        let from = square_at(0)?;
        match b.get(2) {
            Some(b'-') => {
                let to = square_at(3)?;
                match b.get(5) {
                    None => Ok(Action::Move {
                        from,
                        to,
                        promotion: None,
                    }),
                    Some(b'=') => {
                        let kind = b
                            .get(6)
                            .and_then(|&c| Kind::from_upper(c))
                            .filter(|k| Kind::PROMOTIONS.contains(k))
                            .ok_or_else(|| CfaError::BadPromotion {
                                at: 7,
                                text: owned(),
                            })?;
                        done(
                            7,
                            Action::Move {
                                from,
                                to,
                                promotion: Some(kind),
                            },
                        )
                    }
                    Some(_) => Err(CfaError::Trailing {
                        at: 6,
                        text: owned(),
                    }),
                }
            }
            Some(b'>') => {
                let to = square_at(3)?;
                done(5, Action::Pass { from, to })
            }
            _ => Err(CfaError::Expected {
                expected: "'-' (a move) or '>' (a pass) after the first square",
                at: 3,
                text: owned(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for s in ["N@e4", "K@c1", "e4-d6", "e7-e8=Q", "b2-a1=N", "e4>c2", "--"] {
            let a: Action = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(a.to_string(), s);
        }
    }

    #[test]
    fn rejects_garbage() {
        for s in [
            "", "-", "---", "n@e4", "X@e4", "N@e9", "N@e4 ", "e4", "e4-", "e4-e9", "e7-e8=",
            "e7-e8=K", "e7-e8=q", "e7-e8Q", "e4>c2>b1", "e4=c2", "Ne4", "é4-e5", "e4-e5-",
        ] {
            assert!(s.parse::<Action>().is_err(), "{s:?} parsed");
        }
    }

    #[test]
    fn errors_say_where() {
        let e = "e4-z5".parse::<Action>().err();
        assert_eq!(
            e,
            Some(CfaError::ExpectedSquare {
                at: 4,
                text: "e4-z5".into()
            })
        );
    }
}
