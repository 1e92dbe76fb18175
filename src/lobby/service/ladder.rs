//! The bots' ladder: bot accounts that follow their event stream (`WatchPlayer`) with
//! `ladder` set are paired by the service, again and again, in rated games of the ladder's
//! time control against the ladder's bot of the closest rating. A bot left over (an odd
//! number of them, or a bot alone) plays the service's computer player of the closest rating.
//! One replica pairs at a time (it holds the store's `ladder` lease); a bot already in a
//! game the lobby knows of is not paired again until it ends.

use std::time::Duration;

use tokio::task::JoinHandle;

use super::{
    ComputerSeat, Lobby, Start, parse_time_control, participant, player_key, random_failed,
    rating_u32,
};
use crate::lobby::computers::{Computer, think_ms};
use crate::lobby::seeks::{LobbyStore, Started};
use crate::session::ServiceError;
use crate::session::auth::SeatToken;
use crate::session::play::{SeatPlayer, TimeControl};
use crate::store::GameId;

/// The ladder's lease in the lobby store.
const LEASE: &str = "ladder";

/// How the ladder pairs.
#[derive(Clone, Debug)]
pub struct LadderOptions {
    /// How often the ladder's bots are paired.
    pub every: Duration,
    /// The ladder games' time control (`<minutes>+<seconds>`).
    pub time_control: String,
}

impl Default for LadderOptions {
    fn default() -> Self {
        LadderOptions {
            every: Duration::from_secs(5),
            time_control: "3+2".to_owned(),
        }
    }
}

/// A ladder member as the store keeps it: `player:<id> <name>`.
#[must_use]
pub fn member(id: i64, name: &str) -> String {
    format!("{} {name}", player_key(id))
}

fn member_of(text: &str) -> Option<(i64, &str)> {
    let (key, name) = text.split_once(' ')?;
    Some((key.strip_prefix("player:")?.parse().ok()?, name))
}

/// One side of a ladder pairing.
#[derive(Clone, Debug)]
struct Entrant {
    player: SeatPlayer,
    computer: Option<Computer>,
}

/// Pairs `n` bots (sorted by rating) as neighbours; when `n` is odd, the one left over (at
/// the even position nearest below `odd_out`, so that the others stay neighbours) is
/// returned.
fn neighbours(n: usize, odd_out: usize) -> (Vec<(usize, usize)>, Option<usize>) {
    let left = (n % 2 == 1).then(|| odd_out.min(n.saturating_sub(1)) & !1);
    let order: Vec<usize> = (0..n).filter(|i| Some(*i) != left).collect();
    let pairs = order.chunks_exact(2).map(|c| (c[0], c[1])).collect();
    (pairs, left)
}

impl Lobby {
    /// Starts this replica's ladder: every `options.every`, the replica holding the ladder's
    /// lease pairs the ladder's bots of every game (see the module's documentation). Abort
    /// the handle to stop.
    ///
    /// # Errors
    /// `INVALID_TIME_CONTROL` for a time control that does not parse; randomness unavailable.
    pub fn spawn_ladder(&self, options: &LadderOptions) -> Result<JoinHandle<()>, ServiceError> {
        let control = parse_time_control(&options.time_control)?;
        let mut id = [0u8; 8];
        getrandom::fill(&mut id).map_err(random_failed)?;
        let holder = super::hex(&id);
        let every = options.every.max(Duration::from_millis(50));
        let lobby = self.clone();
        Ok(tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let lease_ms = u64::try_from(every.as_millis().saturating_mul(3)).unwrap_or(u64::MAX);
            loop {
                tick.tick().await;
                let now = lobby.inner.clock.now_ms();
                match lobby
                    .inner
                    .store
                    .lease(LEASE, &holder, now, now.saturating_add(lease_ms))
                    .await
                {
                    Ok(true) => {}
                    Ok(false) => continue,
                    Err(error) => {
                        tracing::warn!(%error, "ladder lease not read");
                        continue;
                    }
                }
                let mut games: Vec<_> = lobby
                    .inner
                    .games
                    .iter()
                    .map(|(name, starter)| (*name, starter.ruleset()))
                    .collect();
                games.sort_unstable();
                for (name, ruleset) in games {
                    if let Err(error) = lobby.ladder_round(name, ruleset, control, now).await {
                        tracing::warn!(game = name, %error, "ladder round failed");
                    }
                }
            }
        }))
    }

    /// How many games the lobby knows of the player `id` is in.
    async fn games_of(&self, id: i64) -> Result<usize, ServiceError> {
        Ok(self.inner.store.player(&player_key(id)).await?.games.len())
    }

    /// Pairs the ladder's bots of one game.
    async fn ladder_round(
        &self,
        name: &'static str,
        ruleset: &'static str,
        control: Option<TimeControl>,
        now: u64,
    ) -> Result<(), ServiceError> {
        let members = self.inner.store.ladder(ruleset, now).await?;
        if members.is_empty() {
            return Ok(());
        }
        let Some(lookup) = self.inner.lookup.clone() else {
            return Ok(());
        };
        let mut bots = Vec::with_capacity(members.len());
        for text in &members {
            let Some((id, player_name)) = member_of(text) else {
                tracing::warn!(member = %text, "unreadable ladder member left alone");
                continue;
            };
            if self.games_of(id).await? > 0 {
                continue;
            }
            match lookup(player_name.to_owned(), Some(name)).await {
                // A renamed or deleted account is not paired under its old name.
                Ok(player) if player.id == id => bots.push(Entrant {
                    player,
                    computer: None,
                }),
                Ok(_) | Err(ServiceError::PlayerNotFound { .. }) => {}
                Err(error) => return Err(error),
            }
        }
        if bots.is_empty() {
            return Ok(());
        }
        bots.sort_by(|a, b| a.player.rating.total_cmp(&b.player.rating));
        let mut odd = [0u8; 1];
        getrandom::fill(&mut odd).map_err(random_failed)?;
        let (pairs, left) = neighbours(bots.len(), usize::from(odd[0]) % bots.len());
        for (a, b) in pairs {
            let (Some(a), Some(b)) = (bots.get(a), bots.get(b)) else {
                continue;
            };
            self.ladder_game(name, ruleset, control, a, b).await?;
        }
        if let Some(bot) = left.and_then(|i| bots.get(i))
            && let Some(computer) = self.ladder_computer(name, bot.player.rating).await?
        {
            self.ladder_game(name, ruleset, control, bot, &computer)
                .await?;
        }
        Ok(())
    }

    /// The computer player of the rating closest to `rating` that is in fewer than two
    /// games, if any.
    async fn ladder_computer(
        &self,
        name: &'static str,
        rating: f64,
    ) -> Result<Option<Entrant>, ServiceError> {
        let Some(lookup) = self.inner.lookup.clone() else {
            return Ok(None);
        };
        let computers: Vec<Computer> = self
            .inner
            .computers
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone();
        let mut best: Option<Entrant> = None;
        for computer in computers {
            if self.games_of(computer.id).await? >= 2 {
                continue;
            }
            let player = lookup(computer.level.name.to_owned(), Some(name)).await?;
            let closer = best
                .as_ref()
                .is_none_or(|b| (player.rating - rating).abs() < (b.player.rating - rating).abs());
            if closer {
                best = Some(Entrant {
                    player,
                    computer: Some(computer),
                });
            }
        }
        Ok(best)
    }

    /// Starts the rated ladder game of `a` and `b` (sides drawn at random) and tells it.
    async fn ladder_game(
        &self,
        name: &'static str,
        ruleset: &'static str,
        control: Option<TimeControl>,
        a: &Entrant,
        b: &Entrant,
    ) -> Result<(), ServiceError> {
        let starter = self.game(name)?.1.clone();
        if starter.seats() != 2 {
            return Ok(());
        }
        let mut coin = [0u8; 1];
        getrandom::fill(&mut coin).map_err(random_failed)?;
        let seated = if coin[0] & 1 == 0 { [a, b] } else { [b, a] };
        let game_id = GameId::random().map_err(random_failed)?;
        let mut seats = Vec::with_capacity(2);
        let mut computers = Vec::new();
        for (seat, entrant) in seated.iter().enumerate() {
            // Nobody holds these tokens: the seats are bound to the players' accounts (and a
            // computer's to the computer's queue, which gets its token).
            let token = SeatToken::random().map_err(random_failed)?;
            seats.push(token.hash());
            if let Some(c) = entrant.computer {
                computers.push(ComputerSeat {
                    seat,
                    token: token.reveal(),
                    think_ms: think_ms(c.level, control),
                    iterations: c.level.iterations,
                });
            }
        }
        let start = Start {
            game_id,
            seats,
            time_control: control,
            rated: true,
            players: seated.iter().map(|e| Some(e.player.clone())).collect(),
            computers,
        };
        let started = Started {
            game_id: game_id.to_string(),
            game: ruleset.to_owned(),
            players: seated.iter().map(|e| participant(&e.player)).collect(),
            time_control: super::control_text(control),
            rated: true,
            started_ms: self.inner.clock.now_ms(),
        };
        tracing::info!(
            %game_id,
            game = name,
            first = %seated[0].player.name,
            second = %seated[1].player.name,
            ratings = ?[rating_u32(seated[0].player.rating), rating_u32(seated[1].player.rating)],
            "ladder game"
        );
        // Recorded first: should this replica die before the game is made and told, another
        // makes it (`recover_starts`), as for a taken seek.
        self.inner
            .store
            .record_pending(
                &started.game_id,
                &super::pending_text(&start, &started),
                started.started_ms,
            )
            .await?;
        starter.start(start).await?;
        self.record_started(&started).await;
        self.inner.wake.notify_one();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_pair_and_leave_one_out_at_an_even_place() {
        assert_eq!(neighbours(1, 0), (vec![], Some(0)));
        assert_eq!(neighbours(2, 1), (vec![(0, 1)], None));
        assert_eq!(neighbours(3, 0), (vec![(1, 2)], Some(0)));
        assert_eq!(neighbours(3, 1), (vec![(1, 2)], Some(0)));
        assert_eq!(neighbours(3, 2), (vec![(0, 1)], Some(2)));
        assert_eq!(neighbours(5, 2), (vec![(0, 1), (3, 4)], Some(2)));
        assert_eq!(neighbours(4, 3), (vec![(0, 1), (2, 3)], None));
        for n in 1..9 {
            for odd_out in 0..n {
                let (pairs, left) = neighbours(n, odd_out);
                let mut seen: Vec<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
                seen.extend(left);
                seen.sort_unstable();
                assert_eq!(seen, (0..n).collect::<Vec<_>>(), "{n} bots, {odd_out}");
                assert!(pairs.iter().all(|&(a, b)| b == a + 1));
            }
        }
    }

    #[test]
    fn members_read_back() {
        assert_eq!(member_of(&member(7, "ada")), Some((7, "ada")));
        assert_eq!(member_of("player:x ada"), None);
        assert_eq!(member_of("guest:1 ada"), None);
    }
}
