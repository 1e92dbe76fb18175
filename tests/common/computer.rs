//! Playing a human's side against the computer opponent: one random action at a time, and
//! waiting (with a generous limit) for the computer's reply.

use std::time::{Duration, Instant};

use arbiter::bot::client::{GameClient, Observed};
use arbiter::bot::runner::replay;
use arbiter::bot::{Player, RandomPlayer};

/// A human seat of one game.
pub struct Human<C: GameClient> {
    pub client: C,
    pub game_id: String,
    pub token: String,
    pub seat: usize,
    player: RandomPlayer,
    request: u64,
}

impl<C: GameClient> Human<C> {
    pub fn new(client: C, game_id: &str, token: &str, seat: usize, seed: u64) -> Human<C> {
        Human {
            client,
            game_id: game_id.to_owned(),
            token: token.to_owned(),
            seat,
            player: RandomPlayer::new(seed),
            request: 0,
        }
    }

    /// The game now.
    pub async fn observe(&mut self) -> Observed {
        self.client
            .get_game(&self.game_id)
            .await
            .unwrap_or_else(|s| panic!("GetGame {}: {s:?}", self.game_id))
    }

    /// Plays random actions until one leaves the other seat to move (a whole turn: a
    /// Hanniball turn is several steps); returns the game after the turn (or as it is, when
    /// it is not this seat's turn).
    pub async fn play_turn(&mut self) -> Observed {
        loop {
            let history = self
                .client
                .history(&self.game_id)
                .await
                .unwrap_or_else(|s| panic!("GetHistory {}: {s:?}", self.game_id));
            let now = history.observed;
            if now.outcome.is_over() || now.to_move != self.seat {
                return now;
            }
            let game = replay::<C::Rules>(&history).expect("the history replays");
            let choice = Player::<C::Rules>::choose(&mut self.player, &game).expect("an action");
            let action = <C::Rules as arbiter::ruleset::Ruleset>::format_action(&choice.action);
            self.request += 1;
            let id = format!("human-{}-{}", self.game_id, self.request);
            let after = self
                .client
                .apply(&self.game_id, &self.token, &action, Some(now.version), &id)
                .await
                .unwrap_or_else(|s| panic!("ApplyAction {}: {s:?}", self.game_id));
            // The turn is over once an action of ours leaves the other seat to move (the
            // computer may reply before the next read).
            if after.outcome.is_over() || after.to_move != self.seat {
                return after;
            }
        }
    }

    /// Waits until this seat is to move again (the computer replied) or the game is over;
    /// returns the game then and how long it took. Panics after `limit`.
    pub async fn await_reply(&mut self, after: u64, limit: Duration) -> (Observed, Duration) {
        let started = Instant::now();
        loop {
            let now = self.observe().await;
            if now.outcome.is_over() || (now.to_move == self.seat && now.version > after) {
                return (now, started.elapsed());
            }
            assert!(
                started.elapsed() < limit,
                "game {}: no reply from the computer within {limit:?} (version {})",
                self.game_id,
                now.version
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}
