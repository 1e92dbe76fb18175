//! Actions (the steps of a turn, and ending it) and their text form HSN.

use std::fmt;
use std::str::FromStr;

use super::square::Square;

/// One action of the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// `b4-c6`: move the piece on `from` to `to`. A ball-holder leaves the ball behind on
    /// `from`. Moving onto the loose ball takes it; moving onto an enemy ball-holder captures it.
    Move {
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// `e8=e9`: move the ball-holder on `from` to the empty square `to`, carrying the ball.
    Dribble {
        /// Where the ball-holder stands.
        from: Square,
        /// Where it goes with the ball.
        to: Square,
    },
    /// `e8>f10`, or `c11>e13>e9` when the kick lands on a Monkey and ricochets.
    Kick {
        /// The kicker (the ball-holder), which stays where it is.
        from: Square,
        /// Where the kick lands.
        to: Square,
        /// Where the ball ricochets to when `to` holds a Monkey.
        ricochet: Option<Square>,
    },
    /// `xc6`: penalty removal of the opponent's piece on `square`.
    PenaltyRemove {
        /// The piece to remove.
        square: Square,
    },
    /// `end`: end the turn.
    EndTurn,
}

impl Action {
    /// Whether this is a step (anything but ending the turn).
    #[must_use]
    pub const fn is_step(self) -> bool {
        !matches!(self, Action::EndTurn)
    }

    /// The square the action starts from, if it has one.
    #[must_use]
    pub const fn from_square(self) -> Option<Square> {
        match self {
            Action::Move { from, .. }
            | Action::Dribble { from, .. }
            | Action::Kick { from, .. } => Some(from),
            Action::PenaltyRemove { square } => Some(square),
            Action::EndTurn => None,
        }
    }

    /// Parses HSN.
    ///
    /// # Errors
    /// An [`HsnError`] saying what is wrong and at which character.
    pub fn from_hsn(text: &str) -> Result<Action, HsnError> {
        text.parse()
    }

    /// The HSN text (the same as `to_string`, written without the formatting machinery).
    #[must_use]
    pub fn to_hsn(self) -> String {
        let mut out = String::with_capacity(11);
        let mut pair = |from: Square, mark: char, to: Square| {
            from.push_name(&mut out);
            out.push(mark);
            to.push_name(&mut out);
        };
        match self {
            Action::Move { from, to } => pair(from, '-', to),
            Action::Dribble { from, to } => pair(from, '=', to),
            Action::Kick { from, to, ricochet } => {
                pair(from, '>', to);
                if let Some(r) = ricochet {
                    out.push('>');
                    r.push_name(&mut out);
                }
            }
            Action::PenaltyRemove { square } => {
                out.push('x');
                square.push_name(&mut out);
            }
            Action::EndTurn => out.push_str("end"),
        }
        out
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move { from, to } => write!(f, "{from}-{to}"),
            Action::Dribble { from, to } => write!(f, "{from}={to}"),
            Action::Kick {
                from,
                to,
                ricochet: None,
            } => write!(f, "{from}>{to}"),
            Action::Kick {
                from,
                to,
                ricochet: Some(r),
            } => write!(f, "{from}>{to}>{r}"),
            Action::PenaltyRemove { square } => write!(f, "x{square}"),
            Action::EndTurn => f.write_str("end"),
        }
    }
}

/// Why a text is not an HSN action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HsnError {
    /// Nothing given.
    #[error("empty step; expected e.g. b4-c6, e8=e9, e8>f10, c11>e13>e9, xc6 or end")]
    Empty,
    /// Too long to be a step.
    #[error("step text is {0} bytes long; an HSN step is at most 11")]
    TooLong(usize),
    /// A square name was expected.
    #[error("expected a square (a–i and 1–15, e.g. e8) at character {at} of {text:?}")]
    ExpectedSquare {
        /// 1-based character index.
        at: usize,
        /// The whole text (shortened).
        text: String,
    },
    /// A square name of the right shape that is not on the board, e.g. `a1` (ranks 1 and 15
    /// have only the goal squares d, e and f).
    #[error("square {name} does not exist (at character {at} of {text:?}): {why}")]
    NoSuchSquare {
        /// The square name as written.
        name: String,
        /// 1-based character index.
        at: usize,
        /// The whole text.
        text: String,
        /// Why it does not exist.
        why: &'static str,
    },
    /// A separator was expected.
    #[error("expected {expected} at character {at} of {text:?}")]
    Expected {
        /// What was expected there.
        expected: &'static str,
        /// 1-based character index.
        at: usize,
        /// The whole text.
        text: String,
    },
    /// Extra characters after a complete step.
    #[error("unexpected characters after the step at character {at} of {text:?}")]
    Trailing {
        /// 1-based character index.
        at: usize,
        /// The whole text.
        text: String,
    },
}

impl FromStr for Action {
    type Err = HsnError;

    fn from_str(text: &str) -> Result<Action, HsnError> {
        if text.is_empty() {
            return Err(HsnError::Empty);
        }
        if text.len() > 11 {
            return Err(HsnError::TooLong(text.len()));
        }
        if text == "end" {
            return Ok(Action::EndTurn);
        }
        let b = text.as_bytes();
        let owned = || text.to_string();
        let square_at = |i: usize| {
            b.get(i..)
                .and_then(Square::parse_prefix)
                .ok_or_else(|| missing_square(text, i))
        };
        let done = |i: usize, action: Action| {
            if i == b.len() {
                Ok(action)
            } else {
                Err(HsnError::Trailing {
                    at: i + 1,
                    text: owned(),
                })
            }
        };
        if b[0] == b'x' {
            let (square, n) = square_at(1)?;
            return done(1 + n, Action::PenaltyRemove { square });
        }
        let (from, n) = square_at(0)?;
        let mut i = n;
        let sep = b.get(i).copied();
        let (to, n) = match sep {
            Some(b'-' | b'=' | b'>') => square_at(i + 1)?,
            _ => {
                return Err(HsnError::Expected {
                    expected: "'-', '=' or '>' after the first square",
                    at: i + 1,
                    text: owned(),
                });
            }
        };
        i += 1 + n;
        match sep {
            Some(b'-') => done(i, Action::Move { from, to }),
            Some(b'=') => done(i, Action::Dribble { from, to }),
            _ => {
                if b.get(i) == Some(&b'>') {
                    let (r, n) = square_at(i + 1)?;
                    done(
                        i + 1 + n,
                        Action::Kick {
                            from,
                            to,
                            ricochet: Some(r),
                        },
                    )
                } else {
                    done(
                        i,
                        Action::Kick {
                            from,
                            to,
                            ricochet: None,
                        },
                    )
                }
            }
        }
    }
}

/// The error for a text that has no square at byte `i`: a name of the right shape (a file
/// letter and a rank number) that names no square, or no square name at all.
fn missing_square(text: &str, i: usize) -> HsnError {
    let rest = text.as_bytes().get(i..).unwrap_or_default();
    let digits = rest
        .iter()
        .skip(1)
        .take_while(|b| b.is_ascii_digit())
        .count();
    if matches!(rest.first(), Some(b'a'..=b'i')) && (1..=2).contains(&digits) {
        let name = String::from_utf8_lossy(&rest[..=digits]).into_owned();
        let why = match name[1..].parse::<u32>() {
            Ok(1 | 15) => "ranks 1 and 15 have only the goal squares d, e and f",
            _ => "ranks are 1 to 15",
        };
        return HsnError::NoSuchSquare {
            name,
            at: i + 1,
            text: text.to_owned(),
            why,
        };
    }
    HsnError::ExpectedSquare {
        at: i + 1,
        text: text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for s in [
            "b4-c6",
            "e8=e9",
            "e8>f10",
            "c11>e13>e9",
            "xc6",
            "end",
            "d1-e2",
        ] {
            let a: Action = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(a.to_string(), s);
        }
    }

    #[test]
    fn names_a_square_that_does_not_exist() {
        let error = "a1-a2".parse::<Action>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "square a1 does not exist (at character 1 of \"a1-a2\"): ranks 1 and 15 have only the goal squares d, e and f"
        );
        assert!(matches!(
            "e8-a15".parse::<Action>(),
            Err(HsnError::NoSuchSquare { at: 4, .. })
        ));
        assert!(matches!(
            "k8-e9".parse::<Action>(),
            Err(HsnError::ExpectedSquare { at: 1, .. })
        ));
    }

    #[test]
    fn rejects_garbage() {
        for s in [
            "",
            "a1-b2",
            "b4c6",
            "b4-",
            "b4-c6-",
            "xa1",
            "END",
            "e8>f10>",
            "e8>f10>g11>h12",
            "e8=e9 ",
            " e8=e9",
            "b4—c6",
        ] {
            assert!(s.parse::<Action>().is_err(), "{s:?} parsed");
        }
    }
}
