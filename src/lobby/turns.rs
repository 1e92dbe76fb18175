//! "Your turn" on a player's stream (`WatchPlayerRequest.turns`): the games of the player's
//! that go on, each followed through the games' own change feed (the store's per-process
//! subscription: no write, and no read but one per change of turn's game and stream), and a
//! `turn` message whenever the side to move changes.
//!
//! A follower reads the game once at the start and once after each run of changes (the steps
//! of one turn arrive together and are read once), and tells its turn only when the side to
//! move is another than the last told. It ends when the game is over or gone, or when the
//! stream closes.

use std::collections::HashMap;
use std::time::Duration;

use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::Lobby;
use super::pb;
use super::starter::Turn;
use crate::ruleset::Ruleset;
use crate::session::ServiceError;
use crate::session::games::Games;
use crate::store::watch::Signal;
use crate::store::{GameId, GameStore};

/// How long a follower waits for a change before it reads the game anyway (a lost
/// notification is caught up at the latest then; a deadline passed ends the game on the read).
const RECHECK: Duration = Duration::from_secs(30);

/// How long after a change a follower waits for more before it reads the game: the steps of
/// one turn (Hanniball's four) then make one read.
const SETTLE: Duration = Duration::from_millis(50);

/// Follows the game `id` of `games` (see [`super::starter::Starter::follow_turns`]).
pub(super) async fn follow<G: Ruleset, S: GameStore>(
    games: Games<G, S>,
    id: GameId,
    tx: mpsc::Sender<(GameId, Option<Turn>)>,
) {
    let mut subscription = match games.store().subscribe(&id).await {
        Ok(Some(subscription)) => subscription,
        Ok(None) => {
            let _ = tx.send((id, None)).await;
            return;
        }
        Err(error) => {
            tracing::warn!(%error, game_id = %id, "turns not followed");
            return;
        }
    };
    let mut told: Option<usize> = None;
    loop {
        let turn = match Box::pin(games.get(&id)).await {
            Ok(view) => {
                let session = &view.play.session;
                if crate::session::ending::over::<G>(session, &view.game) {
                    None
                } else {
                    let to_move = G::seat_index(G::to_move(&view.game));
                    Some(Turn {
                        version: view.version,
                        to_move,
                        deadline_ms: session.deadline(to_move).map(|(ms, _)| ms),
                    })
                }
            }
            Err(ServiceError::GameNotFound { .. }) => None,
            Err(error) => {
                // The store is out for a while: try again later.
                tracing::debug!(%error, game_id = %id, "turn not read");
                tokio::select! {
                    () = tokio::time::sleep(Duration::from_secs(1)) => continue,
                    () = tx.closed() => return,
                }
            }
        };
        let Some(turn) = turn else {
            let _ = tx.send((id, None)).await;
            return;
        };
        if told != Some(turn.to_move) {
            told = Some(turn.to_move);
            if tx.send((id, Some(turn))).await.is_err() {
                return;
            }
        }
        tokio::select! {
            () = tx.closed() => return,
            signal = tokio::time::timeout(RECHECK, subscription.recv()) => match signal {
                Ok(None | Some(Signal::Gone)) => {
                    let _ = tx.send((id, None)).await;
                    return;
                }
                Ok(Some(Signal::Event(_) | Signal::Lagged)) | Err(_) => {}
            },
        }
        // The rest of a turn's changes: read once they have come.
        tokio::time::sleep(SETTLE).await;
        while let Ok(Some(Signal::Event(_) | Signal::Lagged)) =
            tokio::time::timeout(Duration::ZERO, subscription.recv()).await
        {}
    }
}

/// A game of the player's being followed.
struct Followed {
    /// Its service's short name.
    game: String,
    /// The player's seat.
    seat: usize,
    task: JoinHandle<()>,
}

/// The turns of one player's stream: which games it follows, and what their followers say.
pub(super) struct Turns {
    followed: HashMap<String, Followed>,
    tx: mpsc::Sender<(GameId, Option<Turn>)>,
    rx: mpsc::Receiver<(GameId, Option<Turn>)>,
}

impl Drop for Turns {
    fn drop(&mut self) {
        for followed in self.followed.values() {
            followed.task.abort();
        }
    }
}

impl Turns {
    pub(super) fn new() -> Turns {
        let (tx, rx) = mpsc::channel(64);
        Turns {
            followed: HashMap::new(),
            tx,
            rx,
        }
    }

    /// Follows what the stream has just told: the games of a snapshot (and no others), a
    /// game started, the end of a game.
    pub(super) fn told(&mut self, lobby: &Lobby, message: &pb::WatchPlayerResponse) {
        use pb::watch_player_response::Update;
        match &message.update {
            Some(Update::Snapshot(snapshot)) => {
                let keep: Vec<&str> = snapshot.games.iter().map(|g| g.game_id.as_str()).collect();
                self.followed.retain(|id, followed| {
                    let kept = keep.contains(&id.as_str());
                    if !kept {
                        followed.task.abort();
                    }
                    kept
                });
                for game in &snapshot.games {
                    self.start(lobby, game);
                }
            }
            Some(Update::GameStarted(game)) => self.start(lobby, game),
            Some(Update::GameFinished(end)) => {
                if let Some(followed) = self.followed.remove(&end.game_id) {
                    followed.task.abort();
                }
            }
            _ => {}
        }
    }

    fn start(&mut self, lobby: &Lobby, game: &pb::PlayerGame) {
        if self.followed.contains_key(&game.game_id) {
            return;
        }
        let (Ok(id), Ok((_, starter))) = (game.game_id.parse::<GameId>(), lobby.game(&game.game))
        else {
            return;
        };
        let seat = usize::try_from(game.side.saturating_sub(1)).unwrap_or(0);
        let task = tokio::spawn(starter.follow_turns(id, self.tx.clone()));
        self.followed.insert(
            game.game_id.clone(),
            Followed {
                game: game.game.clone(),
                seat,
                task,
            },
        );
    }

    /// The next turn to tell; waits for one.
    pub(super) async fn next(&mut self) -> pb::PlayerTurn {
        loop {
            let Some((id, turn)) = self.rx.recv().await else {
                // Never: `self` holds a sender.
                std::future::pending::<()>().await;
                continue;
            };
            let key = id.to_string();
            let Some(followed) = self.followed.get(&key) else {
                continue;
            };
            let Some(turn) = turn else {
                // Over: its end comes on the lobby's log.
                if let Some(followed) = self.followed.remove(&key) {
                    followed.task.abort();
                }
                continue;
            };
            return pb::PlayerTurn {
                game_id: key,
                game: followed.game.clone(),
                your_turn: turn.to_move == followed.seat,
                version: turn.version,
                deadline_ms: turn.deadline_ms.unwrap_or(0),
            };
        }
    }
}
