//! The games' hooks into the lobby: a game started outside the lobby with a signed-in player
//! seated is listed and told ([`start_hook`]); a game's end unlists it and is told to its
//! players' streams, once ([`end_hook`] without the players' database, [`told_hook`] with
//! it).

use std::sync::Arc;

use super::LobbyBackend;
use super::replica::{control_text, participants, player_key, retried};
use super::state::{Ended, Rated, RatedSeat, Started};
use super::store::LobbyStore;
use crate::players::archive::FinishedGame;
use crate::session::ServiceError;
use crate::session::ending::{EndHook, GameEnd, GameStart, StartHook};

/// The hook that tells the lobby of every game started outside it with a signed-in player
/// seated (NewGame, JoinGame; see [`crate::session::ending::StartHook`]): the game is listed
/// among its players' games and their streams are told it started, as for the lobby's own.
#[must_use]
pub fn start_hook(store: LobbyBackend) -> StartHook {
    Arc::new(move |start: GameStart| Box::pin(tell_started(store.clone(), start)))
}

/// The hook that tells the lobby of every game's end (see
/// [`crate::session::ending::EndHook`]), for a server that keeps no archive (with one, the
/// end is told through [`told_hook`], so that it is told even when the replica that ended
/// the game died before telling it): a game the lobby started leaves its players' lists of
/// games, and their streams are told it finished (once, whichever replicas see the end).
#[must_use]
pub fn end_hook(store: LobbyBackend) -> EndHook {
    Arc::new(move |end: GameEnd| Box::pin(tell_ended(store.clone(), end)))
}

/// The hook [`crate::players::Players::with_told`] tells of every game's end before it is
/// settled: as [`end_hook`], from the game's pending entry, so that any replica's archiver
/// can tell it; an end told before is not told again (the lobby's end is idempotent).
#[must_use]
pub fn told_hook(store: LobbyBackend) -> crate::players::Told {
    Arc::new(move |game: FinishedGame| Box::pin(tell_finished(store.clone(), game)))
}

/// The hook [`crate::players::Players::with_rated`] tells the rating changes of every rated
/// game: logged for both players' streams (`game_rated`).
#[must_use]
pub fn rated_hook(store: LobbyBackend) -> crate::players::RatedHook {
    Arc::new(move |game: crate::players::GameRated| {
        let store = store.clone();
        Box::pin(async move {
            let rated = Rated {
                game_id: game.game_id,
                game: game.game,
                seats: game
                    .seats
                    .into_iter()
                    .map(|(seat, player, name, before, after)| RatedSeat {
                        seat: u32::try_from(seat).unwrap_or(u32::MAX),
                        key: player_key(player.0),
                        name,
                        before: (before.rating, before.deviation),
                        after: (after.rating, after.deviation),
                    })
                    .collect(),
            };
            store.rated(&rated).await?;
            Ok(())
        })
    })
}

/// [`start_hook`]'s work for one game.
async fn tell_started(store: LobbyBackend, start: GameStart) {
    let players = participants(&start.players, |seat| {
        let name = if start.computers.contains(&seat) {
            "computer"
        } else {
            crate::players::GUEST
        };
        (name.to_owned(), 0)
    });
    let started = Started {
        game_id: start.game_id.clone(),
        game: start.game.to_owned(),
        players,
        time_control: control_text(start.time_control),
        rated: start.rated,
        started_ms: start.started_ms,
    };
    retried("game start not told to the lobby", &started.game_id, || {
        store.started(&started)
    })
    .await;
}

/// [`end_hook`]'s work for one game.
async fn tell_ended(store: LobbyBackend, end: GameEnd) {
    let players = end.players.iter().flatten().map(|p| p.id).collect();
    let winner = match end.result {
        crate::ruleset::GameResult::Won { winner } => Some(winner),
        _ => None,
    };
    let drawn = matches!(end.result, crate::ruleset::GameResult::Drawn);
    let Some(ended) = ended_record(
        end.game_id,
        end.game,
        players,
        winner,
        drawn,
        end.termination.name(),
    ) else {
        return;
    };
    retried("lobby game end not recorded", &ended.game_id, || {
        store.ended(&ended)
    })
    .await;
}

/// [`told_hook`]'s work for one game.
async fn tell_finished(store: LobbyBackend, game: FinishedGame) -> Result<(), ServiceError> {
    use crate::players::archive::GameResult;
    let players = game
        .seats
        .iter()
        .filter_map(|s| s.player)
        .map(|p| p.0)
        .collect();
    let winner = match game.result {
        GameResult::Win(seat) => Some(seat),
        GameResult::Draw | GameResult::NoResult => None,
    };
    let drawn = matches!(game.result, GameResult::Draw);
    let Some(ended) = ended_record(
        game.game_id,
        &game.game,
        players,
        winner,
        drawn,
        &game.termination,
    ) else {
        return Ok(());
    };
    store.ended(&ended).await?;
    Ok(())
}

/// The lobby's record of a game's end; `None` when no signed-in player sat in it (the lobby
/// lists no such game).
fn ended_record(
    game_id: String,
    game: &str,
    players: Vec<i64>,
    winner: Option<usize>,
    drawn: bool,
    termination: &str,
) -> Option<Ended> {
    if players.is_empty() {
        return None;
    }
    let result = match (winner, drawn) {
        (Some(0), _) => "1-0",
        (Some(_), _) => "0-1",
        (None, true) => "1/2-1/2",
        (None, false) => "*",
    };
    Some(Ended {
        game_id,
        game: game.to_owned(),
        players: players.into_iter().map(player_key).collect(),
        winner: winner.and_then(|w| u32::try_from(w).ok()),
        result: result.to_owned(),
        termination: termination.to_owned(),
    })
}
