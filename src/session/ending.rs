//! How a game ended, whatever ended it: the one place every answer about a finished game
//! (status, end reason, steps or actions left, the turn list, the record's header, the watch's
//! last event) is derived from, for every ruleset.
//!
//! A game ends either inside the rules engine (a goal, a capture, no legal action, full time,
//! a resignation: [`Ruleset::status`]) or outside it, in the session (a flag fall, an agreed
//! draw, an abandonment: [`Session::ended`]). Both are read here as one [`Ending`]; once there is
//! one, nobody may act, no action is legal and no turn follows the one that ended the game.
//!
//! A game's text record states its ending in its header (`[Result …]` and
//! `[Termination …]`, see [`Termination::name`]); [`import`] reads such a record back into the
//! same game and session ending.

use super::play::{Session, SessionEnd, TimeControl};
use crate::ruleset::{Ending, GameResult, GameStatus, RecordError, Ruleset, Termination};

/// The ending the session gave a game (none when the session did not end it).
#[must_use]
pub fn by_session<R: Ruleset>(session: &Session) -> Option<Ending<R::Seat>> {
    Some(match session.ended? {
        SessionEnd::DrawAgreed => Ending {
            result: GameResult::Drawn,
            termination: Termination::Agreement,
        },
        SessionEnd::Abandoned => Ending {
            result: GameResult::Aborted,
            termination: Termination::Abandonment,
        },
        SessionEnd::Aborted { .. } => Ending {
            result: GameResult::Aborted,
            termination: Termination::Aborted,
        },
        SessionEnd::Claimed { winner } => Ending {
            result: winner
                .and_then(|w| R::SEATS.get(w).copied())
                .map_or(GameResult::Drawn, |winner| GameResult::Won { winner }),
            termination: Termination::Left,
        },
        SessionEnd::MoveLimit => Ending {
            result: GameResult::Drawn,
            termination: Termination::MoveLimit,
        },
        SessionEnd::Timeout { loser } => Ending {
            // Two seats: the other one wins.
            result: R::SEATS
                .iter()
                .copied()
                .find(|&seat| R::seat_index(seat) != loser)
                .map_or(GameResult::Aborted, |winner| GameResult::Won { winner }),
            termination: Termination::Time,
        },
    })
}

/// The ending the rules gave a game (none while the rules let it go on).
#[must_use]
pub fn by_rules<R: Ruleset>(game: &R::Game) -> Option<Ending<R::Seat>> {
    let result = match R::status(game) {
        GameStatus::Ongoing => return None,
        GameStatus::Won { winner } => GameResult::Won { winner },
        GameStatus::Drawn => GameResult::Drawn,
    };
    let termination = if R::resigned(game) {
        Termination::Resignation
    } else {
        Termination::Rules
    };
    Some(Ending {
        result,
        termination,
    })
}

/// How the game ended, whatever ended it; `None` while it goes on. The session's ending comes
/// first (the session ends only a game the rules let go on, and nothing acts after it).
#[must_use]
pub fn ending<R: Ruleset>(session: &Session, game: &R::Game) -> Option<Ending<R::Seat>> {
    by_session::<R>(session).or_else(|| by_rules::<R>(game))
}

/// Whether the game is over, by the rules or by the session.
#[must_use]
pub fn over<R: Ruleset>(session: &Session, game: &R::Game) -> bool {
    session.ended.is_some() || R::status(game) != GameStatus::Ongoing
}

/// The game's text record as `GetHistory` answers it: the engine's record with the ending in
/// its header (see [`Ruleset::record`]), then a comment line saying in words what ended a game
/// the session ended (`; draw agreed`, `; White lost on time`, `; aborted: abandoned`).
#[must_use]
pub fn record<R: Ruleset>(game: &R::Game, session: &Session) -> String {
    let mut record = R::record(game, by_session::<R>(session));
    if let Some(trailer) = trailer::<R>(session) {
        record.push_str(&trailer);
        record.push('\n');
    }
    record
}

/// The comment line a record gets after its actions when the session ended the game.
#[must_use]
pub fn trailer<R: Ruleset>(session: &Session) -> Option<String> {
    Some(match session.ended? {
        SessionEnd::DrawAgreed => "; draw agreed".to_owned(),
        SessionEnd::Abandoned => "; aborted: abandoned".to_owned(),
        SessionEnd::Timeout { loser } => format!("; {} lost on time", seat_name::<R>(loser)),
        SessionEnd::Aborted { by } => format!("; aborted by {}", seat_name::<R>(by)),
        SessionEnd::Claimed { winner: Some(w) } => {
            format!(
                "; {} claimed the game: the opponent left",
                seat_name::<R>(w)
            )
        }
        SessionEnd::Claimed { winner: None } => "; drawn: a player left".to_owned(),
        SessionEnd::MoveLimit => "; drawn: the move limit was reached".to_owned(),
    })
}

fn seat_name<R: Ruleset>(seat: usize) -> &'static str {
    R::SEATS.get(seat).map_or("?", |&s| R::seat_name(s))
}

/// The session ending that gives `ending` (none for the rules' own endings).
#[must_use]
pub fn session_end<R: Ruleset>(ending: &Ending<R::Seat>) -> Option<SessionEnd> {
    match (ending.termination, ending.result) {
        (Termination::Agreement, _) => Some(SessionEnd::DrawAgreed),
        (Termination::Abandonment, _) => Some(SessionEnd::Abandoned),
        (Termination::MoveLimit, _) => Some(SessionEnd::MoveLimit),
        // Who aborted is in the record's trailer, not its header: see `import`.
        (Termination::Aborted, _) => Some(SessionEnd::Aborted { by: 0 }),
        (Termination::Left, GameResult::Drawn) => Some(SessionEnd::Claimed { winner: None }),
        (Termination::Left, GameResult::Won { winner }) => Some(SessionEnd::Claimed {
            winner: Some(R::seat_index(winner)),
        }),
        (Termination::Time, GameResult::Won { winner }) => {
            let loser = R::SEATS
                .iter()
                .copied()
                .find(|&seat| seat != winner)
                .map(R::seat_index)?;
            Some(SessionEnd::Timeout { loser })
        }
        _ => None,
    }
}

/// A game imported from a text record (see [`import`]).
#[derive(Debug)]
pub struct Imported<R: Ruleset> {
    /// The game, every action replayed through the rules.
    pub game: R::Game,
    /// Its session-level state: untimed, every seat taken, started when an action was made,
    /// and ended as the record's header says when the session ended it.
    pub session: Session,
    /// How the game ended, as the record states it (`None`: it goes on).
    pub ending: Option<Ending<R::Seat>>,
}

/// Reads a text record as `GetHistory` answers it (or without a header, as older records are)
/// back into the same game: the rules' game replayed action by action and, for a game the
/// session ended (time, agreement, abandonment), the session ending its header states.
///
/// # Errors
/// The record does not read or does not replay; it says the session ended a game its actions
/// already ended, or a result that ending cannot give.
pub fn import<R: Ruleset>(text: &str) -> Result<Imported<R>, RecordError> {
    let (game, ended) = R::read_record(text)?;
    let mut session = Session {
        started: has_actions::<R>(&game),
        ..Session::default()
    };
    if let Some(ending) = &ended {
        if R::status(&game) != GameStatus::Ongoing {
            return Err(format!(
                "the record says the game ended by {}, but its actions already ended it",
                ending.termination
            )
            .into());
        }
        let mut end = session_end::<R>(ending).ok_or_else(|| {
            format!(
                "a game that ended by {} cannot have that result",
                ending.termination
            )
        })?;
        if let SessionEnd::Aborted { by } = &mut end {
            // The trailer says who: `; aborted by <seat>`.
            *by = text
                .lines()
                .filter_map(|line| line.trim().strip_prefix("; aborted by "))
                .find_map(|name| {
                    R::SEATS
                        .iter()
                        .position(|&s| R::seat_name(s) == name.trim())
                })
                .unwrap_or(0);
        }
        session.ended = Some(end);
    }
    let ending = ending::<R>(&session, &game);
    Ok(Imported {
        game,
        session,
        ending,
    })
}

/// Whether any action was made in `game`: a record is its header, then lines of actions, so a
/// game with actions has a record line that is neither a tag, a comment nor empty.
fn has_actions<R: Ruleset>(game: &R::Game) -> bool {
    R::record(game, None).lines().any(|line| {
        let line = line.trim();
        !line.is_empty() && !line.starts_with('[') && !line.starts_with(';')
    })
}

/// A game that has just ended, told to the [`EndHook`] of its games by the replica whose write
/// ended it (exactly one write ends a game: the compare-and-set that stored its end).
/// Game-neutral: seats are indices into the ruleset's seats, named in `sides`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// The game's id, as the API spells it.
    pub game_id: String,
    /// Which game ([`Ruleset::NAME`]).
    pub game: &'static str,
    /// The seats' names, in seat order ([`Ruleset::seat_name`]).
    pub sides: Vec<&'static str>,
    /// The result, by seat index.
    pub result: GameResult<usize>,
    /// What ended it.
    pub termination: Termination,
    /// Its text record, as [`record`] writes it (`[Result …]`, `[Termination …]`).
    pub record: String,
    /// The time control as text (empty: none), e.g. `fischer 300000+2000 ms`.
    pub time_control: String,
    /// When it ended (ms since the Unix epoch, the ending replica's clock).
    pub ended_ms: u64,
    /// The players bound to its seats, in seat order (empty: none bound).
    pub players: Vec<Option<super::play::SeatPlayer>>,
    /// It was created rated.
    pub rated: bool,
    /// When it was created (ms since the Unix epoch; its end time for a game stored before
    /// creation times were kept).
    pub started_ms: u64,
    /// Its start position in the game's notation (empty when the game's service did not
    /// give one: see `Games::with_start_position`).
    pub start_position: String,
}

/// Encodes a game's end as the entry the store keeps with the write that ends it (see
/// `crate::store::Update::ending`): the archive's pending entry.
pub type EndEntry = std::sync::Arc<dyn Fn(&GameEnd) -> Vec<u8> + Send + Sync>;

/// What is told of every game's end (see [`GameEnd`]); the call that ended the game is
/// answered once the future is done.
pub type EndHook =
    std::sync::Arc<dyn Fn(GameEnd) -> futures_util::future::BoxFuture<'static, ()> + Send + Sync>;

/// A move passed the turn to a signed-in player in a correspondence game (see
/// [`super::play::TimeControl::is_correspondence`]): what is told to the [`TurnHook`] by the
/// replica whose compare-and-set stored the move (a retried request's replay tells nothing).
#[derive(Clone, Debug, PartialEq)]
pub struct GameTurn {
    /// The game's id, as the API spells it.
    pub game_id: String,
    /// Which game (the service's short name, as in [`GameEnd::game`]).
    pub game: &'static str,
    /// The player whose move it is now.
    pub player: super::play::SeatPlayer,
    /// The opponent's name, when a signed-in player holds the other seat.
    pub opponent: Option<String>,
    /// The player's deadline (ms since the Unix epoch).
    pub deadline_ms: Option<u64>,
}

/// What is told of every turn passed in a correspondence game (see [`GameTurn`]). It must
/// not wait: it runs on the path of the move.
pub type TurnHook = std::sync::Arc<dyn Fn(GameTurn) + Send + Sync>;

/// A game whose seats are all taken, at least one by a signed-in player, started outside
/// the lobby (NewGame with every seat taken, or the JoinGame that took the last open seat):
/// what is told to the [`StartHook`].
#[derive(Clone, Debug, PartialEq)]
pub struct GameStart {
    /// The game's id, as the API spells it.
    pub game_id: String,
    /// Which game ([`Ruleset::NAME`]).
    pub game: &'static str,
    /// The players bound to its seats, in seat order.
    pub players: Vec<Option<super::play::SeatPlayer>>,
    /// The seats the computer plays (none in a game between people).
    pub computers: Vec<usize>,
    /// Its clock.
    pub time_control: Option<super::play::TimeControl>,
    /// Rated.
    pub rated: bool,
    /// When it started (ms since the Unix epoch).
    pub started_ms: u64,
}

/// What is told of every game a replica's write starts with a signed-in player seated (see
/// [`GameStart`]); the call that started it is answered once the future is done.
pub type StartHook =
    std::sync::Arc<dyn Fn(GameStart) -> futures_util::future::BoxFuture<'static, ()> + Send + Sync>;

/// A time control as a game's end and the archive write it: `fischer <ms>+<ms> ms`,
/// `delay <ms>+<ms> ms`, `per turn <ms> ms`; empty for none.
#[must_use]
pub fn control_text(control: Option<TimeControl>) -> String {
    match control {
        None => String::new(),
        Some(TimeControl::Fischer {
            initial_ms,
            increment_ms,
        }) => format!("fischer {initial_ms}+{increment_ms} ms"),
        Some(TimeControl::Delay {
            initial_ms,
            delay_ms,
        }) => format!("delay {initial_ms}+{delay_ms} ms"),
        Some(TimeControl::PerTurn { per_turn_ms }) => format!("per turn {per_turn_ms} ms"),
    }
}

/// Reads [`control_text`] back (`None`: none, or not a text it writes).
#[must_use]
pub fn control_of_text(text: &str) -> Option<TimeControl> {
    let pair = |rest: &str| -> Option<(u64, u64)> {
        let (a, b) = rest.strip_suffix(" ms")?.split_once('+')?;
        Some((a.parse().ok()?, b.parse().ok()?))
    };
    if let Some(rest) = text.strip_prefix("fischer ") {
        let (initial_ms, increment_ms) = pair(rest)?;
        return Some(TimeControl::Fischer {
            initial_ms,
            increment_ms,
        });
    }
    if let Some(rest) = text.strip_prefix("delay ") {
        let (initial_ms, delay_ms) = pair(rest)?;
        return Some(TimeControl::Delay {
            initial_ms,
            delay_ms,
        });
    }
    let per_turn_ms = text
        .strip_prefix("per turn ")?
        .strip_suffix(" ms")?
        .parse()
        .ok()?;
    Some(TimeControl::PerTurn { per_turn_ms })
}

/// The [`GameEnd`] of a game, `None` while it goes on.
#[must_use]
pub fn game_end<R: Ruleset>(
    game_id: String,
    session: &Session,
    game: &R::Game,
    now_ms: u64,
) -> Option<GameEnd> {
    let ended = ending::<R>(session, game)?;
    let result = match ended.result {
        GameResult::Won { winner } => GameResult::Won {
            winner: R::seat_index(winner),
        },
        GameResult::Drawn => GameResult::Drawn,
        GameResult::Aborted => GameResult::Aborted,
    };
    let time_control = control_text(session.clocks.as_ref().map(|c| c.control));
    Some(GameEnd {
        game_id,
        game: R::NAME,
        sides: R::SEATS.iter().map(|&seat| R::seat_name(seat)).collect(),
        result,
        termination: ended.termination,
        record: record::<R>(game, session),
        time_control,
        ended_ms: now_ms,
        players: session.players.clone(),
        rated: session.rated,
        started_ms: if session.created_ms == 0 {
            now_ms
        } else {
            session.created_ms
        },
        start_position: String::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hnefatafl::Hnefatafl as TicTacToe;

    #[test]
    fn time_controls_read_back_as_written() {
        for control in [
            None,
            Some(TimeControl::Fischer {
                initial_ms: 180_000,
                increment_ms: 2_000,
            }),
            Some(TimeControl::Delay {
                initial_ms: 60_000,
                delay_ms: 2_500,
            }),
            Some(TimeControl::PerTurn {
                per_turn_ms: 259_200_000,
            }),
        ] {
            assert_eq!(control_of_text(&control_text(control)), control);
        }
        assert_eq!(control_of_text("per turn x ms"), None);
    }

    #[test]
    fn an_abort_and_a_claim_read_back_with_who() {
        for end in [
            SessionEnd::Aborted { by: 1 },
            SessionEnd::Aborted { by: 0 },
            SessionEnd::Claimed { winner: Some(1) },
            SessionEnd::Claimed { winner: None },
        ] {
            let mut game = TicTacToe::new_game(TicTacToe::initial_position());
            let first = TicTacToe::legal_actions(&game)[0];
            TicTacToe::apply(&mut game, first).expect("a move");
            let session = Session {
                started: true,
                ended: Some(end),
                ..Session::default()
            };
            let text = record::<TicTacToe>(&game, &session);
            let imported = import::<TicTacToe>(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(imported.session.ended, Some(end), "{text}");
        }
    }
}
