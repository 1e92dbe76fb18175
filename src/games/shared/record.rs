//! What the games' text records share. Every record is a header of tags, `[Name "value"]`
//! (Start, Result, Reason, Termination), then lines of actions; blank lines and comment lines
//! (`;` first, e.g. the service's trailer `; draw agreed`) say nothing. A game describes its
//! records with a [`Format`]: the values of its Result tag and its errors. The shared code
//! writes the header, reads the lines (the Result and Termination tags itself; the Start and
//! Reason tags and the actions are the game's), and checks the ending a header states against
//! the replayed game. What an action line says, and what the Start and Reason tags' values
//! are, stay with each game.

use std::fmt::{Display, Write as _};

use crate::ruleset::{Ending, GameResult, Termination};

/// Tags a record may carry about its game rather than its play (what an exported record
/// adds: see `crate::players::transfer`), besides a tag per seat named as the seat
/// ([`Format::seats`]) giving its player's name. Reading passes over them.
pub const ABOUT_TAGS: [&str; 7] = [
    "Event",
    "Site",
    "Date",
    "Game",
    "Id",
    "Rated",
    "TimeControl",
];

/// A game's text records: the names of its results and how its errors are made.
#[derive(Clone, Copy, Debug)]
pub struct Format<S: 'static, E> {
    /// What the game is called in messages: "game", "match".
    pub noun: &'static str,
    /// The seats' names, in seat order (`Attackers`, `White`…): the tags naming their players.
    pub seats: [&'static str; 2],
    /// The longest record read, in bytes.
    pub longest: usize,
    /// The Result tag's value of each win, with the winner.
    pub wins: [(&'static str, S); 2],
    /// The Result tag's value of a drawn game.
    pub drawn: &'static str,
    /// The rule options a Rules tag may name (the game's [`crate::ruleset::Ruleset::RULE_OPTIONS`]).
    pub options: &'static [&'static str],
    /// The error of a record longer than [`Format::longest`], given its length.
    pub too_long: fn(usize) -> E,
    /// The error of a line (1-based) that starts with `[` but is not a tag, or of a tag
    /// after the actions.
    pub bad_tag: fn(usize) -> E,
    /// The error of a tag the format does not know: its line and its name (shortened).
    pub unknown_tag: fn(usize, String) -> E,
    /// The error of a tag's value: its line and what is wrong, in words.
    pub bad_value: fn(usize, String) -> E,
    /// The error of a header that the replayed game contradicts: what the header claims and
    /// what the replay gives, in words.
    pub mismatch: fn(String, String) -> E,
}

/// A line of a record that the game reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line<'a> {
    /// The Start tag's value: the position the game started from.
    Start(&'a str),
    /// The Reason tag's value: why the rules (or a resignation) ended the game.
    Reason(&'a str),
    /// A line of actions, trimmed.
    Actions(&'a str),
}

/// The lines of a record, read by [`Format::lines`].
#[derive(Clone, Debug)]
pub struct Lines<'a, S: 'static, E> {
    format: &'a Format<S, E>,
    lines: std::iter::Enumerate<std::str::Lines<'a>>,
    actions: bool,
    /// The last Result tag read, and its line.
    pub result: Option<(&'a str, usize)>,
    /// The last Termination tag read, and its line.
    pub termination: Option<(Termination, usize)>,
    /// The rule options the Rules tag names (each one of [`Format::options`]).
    pub rules: Vec<&'static str>,
}

impl<S: Copy + PartialEq, E> Format<S, E> {
    /// The Result tag's value of `winner`'s win.
    #[must_use]
    pub fn win(&self, winner: S) -> &'static str {
        self.wins
            .iter()
            .find(|(_, s)| *s == winner)
            .map_or("*", |(text, _)| text)
    }

    /// The Result tag's value of `result` (`*`: aborted).
    #[must_use]
    pub fn result_text(&self, result: GameResult<S>) -> &'static str {
        match result {
            GameResult::Won { winner } => self.win(winner),
            GameResult::Drawn => self.drawn,
            GameResult::Aborted => "*",
        }
    }

    /// The winner a Result tag's value names, if it names a win.
    #[must_use]
    pub fn winner(&self, text: &str) -> Option<S> {
        self.wins.iter().find(|(t, _)| *t == text).map(|&(_, s)| s)
    }

    /// The result a Result tag's value names (`*`: aborted).
    #[must_use]
    pub fn result(&self, text: &str) -> GameResult<S> {
        match self.winner(text) {
            Some(winner) => GameResult::Won { winner },
            None if text == self.drawn => GameResult::Drawn,
            None => GameResult::Aborted,
        }
    }

    /// Writes a record's header and the blank line after it: the Start tag when `start` is
    /// given, the Rules tag when the game is played with rule `options`, then the Result,
    /// Reason and Termination tags. `rules` is how the rules (or a
    /// resignation) ended the game: its result, the Reason tag's value when the rules name
    /// one, and what ended it; while they let the game go on (`None`), the header states
    /// `ended`, the ending of a game that ended outside the rules, if any.
    pub fn write_header(
        &self,
        out: &mut String,
        start: Option<&dyn Display>,
        options: &[&str],
        rules: Option<(GameResult<S>, Option<&dyn Display>, Termination)>,
        ended: Option<Ending<S>>,
    ) {
        if let Some(start) = start {
            let _ = writeln!(out, "[Start \"{start}\"]");
        }
        if !options.is_empty() {
            let _ = writeln!(out, "[Rules \"{}\"]", options.join(" "));
        }
        let (result, reason, termination) = match (rules, ended) {
            (Some((result, reason, termination)), _) => (result, reason, Some(termination)),
            (None, Some(ended)) => (ended.result, None, Some(ended.termination)),
            (None, None) => (GameResult::Aborted, None, None),
        };
        let _ = writeln!(out, "[Result \"{}\"]", self.result_text(result));
        if let Some(reason) = reason {
            let _ = writeln!(out, "[Reason \"{reason}\"]");
        }
        if let Some(termination) = termination {
            let _ = writeln!(out, "[Termination \"{termination}\"]");
        }
        out.push('\n');
    }

    /// Starts reading the lines of `text`.
    ///
    /// # Errors
    /// The record is longer than [`Format::longest`].
    pub fn lines<'a>(&'a self, text: &'a str) -> Result<Lines<'a, S, E>, E> {
        if text.len() > self.longest {
            return Err((self.too_long)(text.len()));
        }
        Ok(Lines {
            format: self,
            lines: text.lines().enumerate(),
            actions: false,
            result: None,
            termination: None,
            rules: Vec::new(),
        })
    }

    /// The ending a header states for a game that ended outside the rules: `termination` (the
    /// Termination tag and its line) time, agreement or abandonment, with the Result tag's
    /// `result`, checked against the replayed game (see [`Ending::check_by_session`]); `None`
    /// for any other termination or none.
    ///
    /// # Errors
    /// The ending does not fit the replayed game or the rest of the header.
    pub fn session_ending(
        &self,
        termination: Option<(Termination, usize)>,
        result: Option<&str>,
        rules_over: bool,
        reason_given: bool,
        any_action: bool,
    ) -> Result<Option<Ending<S>>, E> {
        let Some((termination, line)) = termination.filter(|(t, _)| t.by_session()) else {
            return Ok(None);
        };
        let ended = Ending {
            result: self.result(result.unwrap_or("*")),
            termination,
        };
        ended
            .check_by_session(rules_over, reason_given, any_action)
            .map_err(|what| (self.bad_value)(line, what))?;
        Ok(Some(ended))
    }

    /// Checks a record's Termination tag, `claimed`, against what ended the replayed game,
    /// `actual` (`None`: it goes on).
    ///
    /// # Errors
    /// [`Format::mismatch`]: they differ.
    pub fn check_termination(
        &self,
        claimed: Option<(Termination, usize)>,
        actual: Option<Termination>,
    ) -> Result<(), E> {
        let noun = self.noun;
        match claimed {
            Some((claimed, _)) if actual != Some(claimed) => Err((self.mismatch)(
                format!("the {noun} ended by {claimed}"),
                actual.map_or_else(
                    || format!("a {noun} going on"),
                    |t| format!("an ending by {t}"),
                ),
            )),
            _ => Ok(()),
        }
    }
}

impl<'a, S: Copy + PartialEq, E> Lines<'a, S, E> {
    /// The next line for the game to read, with its 1-based number; `None` at the end. The
    /// Result and Termination tags on the way are checked and kept in [`Lines::result`] and
    /// [`Lines::termination`].
    ///
    /// # Errors
    /// A tag that is not `[Name "value"]`, that comes after the actions, that the format does
    /// not know (neither its own, nor one of [`ABOUT_TAGS`] or a seat's name), or whose Result
    /// or Termination value is not one of theirs.
    pub fn next_line(&mut self) -> Result<Option<(usize, Line<'a>)>, E> {
        let format = self.format;
        for (i, raw) in self.lines.by_ref() {
            let line = i + 1;
            let l = raw.trim();
            if l.is_empty() || l.starts_with(';') {
                continue;
            }
            if !l.starts_with('[') {
                self.actions = true;
                return Ok(Some((line, Line::Actions(l))));
            }
            let (name, value) = match tag(l) {
                Some(tag) if !self.actions => tag,
                _ => return Err((format.bad_tag)(line)),
            };
            match name {
                "Start" => return Ok(Some((line, Line::Start(value)))),
                "Reason" => return Ok(Some((line, Line::Reason(value)))),
                "Rules" => {
                    self.rules.clear();
                    for name in value.split_whitespace() {
                        let Some(&option) = format.options.iter().find(|o| **o == name) else {
                            let known = if format.options.is_empty() {
                                "this game has no rule options".to_owned()
                            } else {
                                format!("its options are {}", format.options.join(", "))
                            };
                            let what = format!("Rules names {:?}; {known}", clip(name, 32));
                            return Err((format.bad_value)(line, what));
                        };
                        if !self.rules.contains(&option) {
                            self.rules.push(option);
                        }
                    }
                }
                "Result" => {
                    if format.winner(value).is_none() && value != format.drawn && value != "*" {
                        let [(first, _), (second, _)] = format.wins;
                        let what = format!(
                            "Result is {first}, {second}, {} or *, not {:?}",
                            format.drawn,
                            clip(value, 32)
                        );
                        return Err((format.bad_value)(line, what));
                    }
                    self.result = Some((value, line));
                }
                "Termination" => {
                    let t = Termination::from_name(value).ok_or_else(|| {
                        let what = format!(
                            "Termination is rules, resignation, time, agreement, abandonment, aborted, left or move-limit, not {:?}",
                            clip(value, 32)
                        );
                        (format.bad_value)(line, what)
                    })?;
                    self.termination = Some((t, line));
                }
                about if ABOUT_TAGS.contains(&about) || format.seats.contains(&about) => {}
                other => return Err((format.unknown_tag)(line, clip(other, 32))),
            }
        }
        Ok(None)
    }
}

fn tag(l: &str) -> Option<(&str, &str)> {
    let inner = l.strip_prefix('[')?.strip_suffix(']')?;
    let (name, value) = inner.split_once(' ')?;
    let value = value.strip_prefix('"')?.strip_suffix('"')?;
    Some((name, value))
}

/// At most `chars` characters of `text`: what a message quotes of what it was given.
#[must_use]
pub fn clip(text: &str, chars: usize) -> String {
    text.chars().take(chars).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq)]
    enum Error {
        TooLong(usize),
        BadTag(usize),
        UnknownTag(usize, String),
        BadValue(usize, String),
        Mismatch(String, String),
    }

    const FORMAT: Format<char, Error> = Format {
        noun: "match",
        seats: ["White", "Black"],
        longest: 200,
        wins: [("1-0", 'w'), ("0-1", 'b')],
        drawn: "1/2-1/2",
        options: &[],
        too_long: Error::TooLong,
        bad_tag: Error::BadTag,
        unknown_tag: Error::UnknownTag,
        bad_value: Error::BadValue,
        mismatch: Error::Mismatch,
    };

    fn read(text: &str) -> Result<Vec<(usize, Line<'_>)>, Error> {
        let mut lines = FORMAT.lines(text)?;
        let mut read = Vec::new();
        while let Some(line) = lines.next_line()? {
            read.push(line);
        }
        Ok(read)
    }

    #[test]
    fn lines_pass_over_comments_and_keep_result_and_termination() {
        let text = "[Result \"1-0\"]\n\n; a comment\n  [Start \"x y\"]  \n[Termination \"time\"]\n[Reason \"r\"]\n1. a b\n";
        let mut lines = FORMAT.lines(text).unwrap_or_else(|e| panic!("{e:?}"));
        let mut read = Vec::new();
        while let Ok(Some(line)) = lines.next_line() {
            read.push(line);
        }
        assert_eq!(
            read,
            [
                (4, Line::Start("x y")),
                (6, Line::Reason("r")),
                (7, Line::Actions("1. a b"))
            ]
        );
        assert_eq!(lines.result, Some(("1-0", 1)));
        assert_eq!(lines.termination, Some((Termination::Time, 5)));
    }

    #[test]
    fn broken_late_and_unknown_tags_are_refused() {
        for bad in [
            "[Result 1-0]",
            "[Result]",
            "[Result \"1-0\"",
            "[Result \"1-0]",
        ] {
            assert_eq!(read(bad), Err(Error::BadTag(1)), "{bad}");
        }
        assert_eq!(read("1. a\n[Result \"*\"]"), Err(Error::BadTag(2)));
        assert_eq!(
            read("[Opening \"today\"]"),
            Err(Error::UnknownTag(1, "Opening".to_string()))
        );
        // Tags about the game and its players are passed over.
        assert_eq!(
            read("[Event \"Casual game\"]\n[White \"Ada\"]\n[Black \"Bob\"]\n1. a"),
            Ok(vec![(4, Line::Actions("1. a"))])
        );
        assert_eq!(
            read("[Result \"2-0\"]"),
            Err(Error::BadValue(
                1,
                "Result is 1-0, 0-1, 1/2-1/2 or *, not \"2-0\"".to_string()
            ))
        );
        assert!(matches!(
            read("[Termination \"x\"]"),
            Err(Error::BadValue(1, _))
        ));
        assert_eq!(read(&"x".repeat(201)), Err(Error::TooLong(201)));
    }

    #[test]
    fn results_and_terminations() {
        assert_eq!(FORMAT.result("0-1"), GameResult::Won { winner: 'b' });
        assert_eq!(FORMAT.result("1/2-1/2"), GameResult::Drawn);
        assert_eq!(FORMAT.result("*"), GameResult::Aborted);
        assert_eq!(FORMAT.result_text(GameResult::Won { winner: 'w' }), "1-0");
        let rules = Some((Termination::Rules, 3));
        assert_eq!(
            FORMAT.check_termination(rules, Some(Termination::Rules)),
            Ok(())
        );
        assert_eq!(FORMAT.check_termination(None, None), Ok(()));
        assert_eq!(
            FORMAT.check_termination(rules, None),
            Err(Error::Mismatch(
                "the match ended by rules".to_string(),
                "a match going on".to_string()
            ))
        );
    }

    #[test]
    fn headers() {
        let mut out = String::new();
        let ended = Ending {
            result: GameResult::Drawn,
            termination: Termination::Agreement,
        };
        FORMAT.write_header(&mut out, Some(&"start"), &[], None, Some(ended));
        assert_eq!(
            out,
            "[Start \"start\"]\n[Result \"1/2-1/2\"]\n[Termination \"agreement\"]\n\n"
        );
        out.clear();
        let won = GameResult::Won { winner: 'b' };
        FORMAT.write_header(
            &mut out,
            None,
            &[],
            Some((won, Some(&"goal"), Termination::Rules)),
            Some(ended),
        );
        assert_eq!(
            out,
            "[Result \"0-1\"]\n[Reason \"goal\"]\n[Termination \"rules\"]\n\n"
        );
    }
}
