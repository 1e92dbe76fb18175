//! The bots' ladder: bot accounts that follow their event stream (`WatchPlayer`) with
//! `ladder` set are paired by the service, again and again, in rated games of the ladder's
//! time control against the ladder's bot of the closest rating that is not one of its recent
//! opponents (the store keeps each player's last [`RECENT_OPPONENTS`]). A bot left over (an
//! odd number of them, or a bot alone) plays the service's computer player of the closest
//! rating. The computer players also meet each other, a bounded number of games per game at
//! a time ([`LadderOptions::computer_games`]), so that their ratings measure their strength.
//! One replica pairs at a time (it holds the store's `ladder` lease); a bot already in a
//! game the lobby knows of is not paired again until it ends.

use std::collections::HashSet;
use std::time::Duration;

use tokio::task::JoinHandle;

use super::computers::{Computer, think_ms};
use super::pending::pending_text;
use super::replica::{
    Lobby, control_text, hex, parse_time_control, participant, player_key, random_failed,
    rating_u32,
};
use super::starter::{ComputerSeat, Start};
use super::state::Started;
use super::store::LobbyStore;
use crate::session::ServiceError;
use crate::session::auth::SeatToken;
use crate::session::play::{GameRules, SeatPlayer, TimeControl};
use crate::store::GameId;

/// The ladder's lease in the lobby store.
const LEASE: &str = "ladder";

/// The recent ladder opponents kept per player and game: a bot is not paired with one of
/// them while another pairing of close rating exists.
pub const RECENT_OPPONENTS: usize = 3;

/// The move limit of a ladder game (turns): a game still going on after it is drawn, so two
/// bots that shuffle forever free the ladder (docs/bots.md, "The ladder").
pub const LADDER_MOVE_LIMIT: u32 = 400;

/// How many free bots above a bot (in rating order) it may be paired with to avoid a
/// recent opponent.
const WINDOW: usize = 3;

/// How the ladder pairs.
#[derive(Clone, Debug)]
pub struct LadderOptions {
    /// How often the ladder's bots are paired.
    pub every: Duration,
    /// The ladder games' time control (`<minutes>+<seconds>`).
    pub time_control: String,
    /// The most ladder games between two of the service's computer players going on at once
    /// per game (0: the computer players never meet each other).
    pub computer_games: u32,
}

impl Default for LadderOptions {
    fn default() -> Self {
        LadderOptions {
            every: Duration::from_secs(5),
            time_control: "3+2".to_owned(),
            computer_games: 1,
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
#[cfg(test)]
fn neighbours(n: usize, odd_out: usize) -> (Vec<(usize, usize)>, Option<usize>) {
    pairings(n, odd_out, |_, _| false)
}

/// Pairs `n` bots (sorted by rating) for one round; when `n` is odd, the one left over (at
/// the even position nearest below `odd_out`) is returned. Of the pairings where each bot,
/// taken from the lowest rated up, meets one of the next [`WINDOW`] bots still free, the one
/// with the fewest pairs that `met` recently, then the smallest sum of rating places
/// between partners, then the nearest partners for the lowest rated: with no recent
/// meetings the bots play their neighbours, and two bots that are all there is play each
/// other whatever they met.
fn pairings(
    n: usize,
    odd_out: usize,
    met: impl Fn(usize, usize) -> bool,
) -> (Vec<(usize, usize)>, Option<usize>) {
    let left = (n % 2 == 1).then(|| odd_out.min(n.saturating_sub(1)) & !1);
    let free: Vec<usize> = (0..n).filter(|i| Some(*i) != left).collect();
    let mut search = Pairing {
        free: &free,
        met: &met,
        memo: std::collections::HashMap::new(),
    };
    let mut pairs = Vec::with_capacity(n / 2);
    let (mut at, mut taken) = (0usize, 0u64);
    while let Some(next) = search.best(at, taken).and_then(|(_, partner)| partner) {
        // `next` is the partner of the lowest free place `at`, as an offset above it.
        let (Some(&a), Some(&b)) = (free.get(at), free.get(at + next)) else {
            break;
        };
        pairs.push((a, b));
        taken |= 1 << next;
        // Move on to the next place not taken.
        at += 1;
        taken >>= 1;
        while taken & 1 == 1 {
            at += 1;
            taken >>= 1;
        }
        taken &= !1;
    }
    (pairs, left)
}

/// Places above the lowest free one that a partner may be (bots taken by earlier pairs
/// included): far more than [`WINDOW`] free bots ever need.
const REACH: usize = 63;

/// The search behind [`pairings`]: for the lowest free place `at` and the set of places
/// above it already taken (`taken`, bit k for `at + k`), the least cost of pairing all the
/// rest — (pairs that met recently, sum of the places between partners) — and the offset
/// of `at`'s partner in that pairing.
struct Pairing<'a, M> {
    free: &'a [usize],
    met: &'a M,
    memo: std::collections::HashMap<(usize, u64), Best>,
}

/// A pairing's cost (pairs that met recently, places between partners) and the offset of
/// the lowest free bot's partner (`None`: nobody left to pair).
type Best = ((usize, usize), Option<usize>);

impl<M: Fn(usize, usize) -> bool> Pairing<'_, M> {
    fn best(&mut self, at: usize, taken: u64) -> Option<Best> {
        if at + 1 >= self.free.len() {
            return Some(((0, 0), None));
        }
        if let Some(&found) = self.memo.get(&(at, taken)) {
            return Some(found);
        }
        let mut best: Option<Best> = None;
        let mut free_seen = 0;
        for offset in 1..=REACH {
            let partner = at + offset;
            if partner >= self.free.len() || free_seen >= WINDOW {
                break;
            }
            if taken & (1 << offset) != 0 {
                continue;
            }
            free_seen += 1;
            // The places after `at`, with the partner taken: shift to the next free one.
            let mut rest = taken | (1 << offset);
            let mut next = at + 1;
            rest >>= 1;
            while rest & 1 == 1 {
                next += 1;
                rest >>= 1;
            }
            rest &= !1;
            let Some(((repeats, distance), _)) = self.best(next, rest) else {
                continue;
            };
            let (Some(&a), Some(&b)) = (self.free.get(at), self.free.get(partner)) else {
                continue;
            };
            let cost = (repeats + usize::from((self.met)(a, b)), distance + offset);
            if best.is_none_or(|(c, _)| cost < c) {
                best = Some((cost, Some(offset)));
            }
        }
        if let Some(found) = best {
            self.memo.insert((at, taken), found);
        }
        best
    }
}

/// Of the computer players rated `ratings`, the two to meet: the pair that met least
/// recently (`since(a, b)`: how many other opponents either met since they last met; `None`:
/// not recently), then the closest in rating. `None` for fewer than two.
fn computer_pair(
    ratings: &[f64],
    since: impl Fn(usize, usize) -> Option<usize>,
) -> Option<(usize, usize)> {
    let mut best: Option<((usize, usize), usize, f64)> = None;
    for a in 0..ratings.len() {
        for b in a + 1..ratings.len() {
            let (Some(ra), Some(rb)) = (ratings.get(a), ratings.get(b)) else {
                continue;
            };
            let staleness = since(a, b).unwrap_or(usize::MAX);
            let gap = (ra - rb).abs();
            let better = best
                .as_ref()
                .is_none_or(|&(_, s, g)| staleness > s || (staleness == s && gap < g));
            if better {
                best = Some(((a, b), staleness, gap));
            }
        }
    }
    best.map(|(pair, _, _)| pair)
}

/// How many other opponents either of two players met since they last met (`None`: neither
/// is among the other's recent opponents); the lists are the most recent first.
fn met_since(a_key: &str, a_recent: &[String], b_key: &str, b_recent: &[String]) -> Option<usize> {
    let at = |list: &[String], key: &str| list.iter().position(|k| k == key);
    match (at(a_recent, b_key), at(b_recent, a_key)) {
        (None, None) => None,
        (x, y) => Some(x.unwrap_or(usize::MAX).min(y.unwrap_or(usize::MAX))),
    }
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
        let holder = hex(&id);
        let every = options.every.max(Duration::from_millis(50));
        let computer_games = options.computer_games;
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
                    if computer_games > 0
                        && let Err(error) = lobby
                            .computer_round(name, ruleset, control, computer_games)
                            .await
                    {
                        tracing::warn!(game = name, %error, "computer ladder round failed");
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
        let mut recent = Vec::with_capacity(bots.len());
        for bot in &bots {
            recent.push(
                self.inner
                    .store
                    .ladder_recent(ruleset, &player_key(bot.player.id))
                    .await?,
            );
        }
        let key = |i: usize| {
            bots.get(i)
                .map(|b| player_key(b.player.id))
                .unwrap_or_default()
        };
        let met = |a: usize, b: usize| {
            let listed = |me: usize, them: usize| {
                recent.get(me).is_some_and(|list| list.contains(&key(them)))
            };
            listed(a, b) || listed(b, a)
        };
        let mut odd = [0u8; 1];
        getrandom::fill(&mut odd).map_err(random_failed)?;
        let (pairs, left) = pairings(bots.len(), usize::from(odd[0]) % bots.len(), met);
        for (a, b) in pairs {
            let (Some(a), Some(b)) = (bots.get(a), bots.get(b)) else {
                continue;
            };
            self.ladder_game(name, ruleset, control, a, b).await?;
        }
        if let Some(i) = left
            && let Some(bot) = bots.get(i)
            && let Some(computer) = self
                .ladder_computer(
                    name,
                    bot.player.rating,
                    recent.get(i).map_or(&[][..], Vec::as_slice),
                )
                .await?
        {
            self.ladder_game(name, ruleset, control, bot, &computer)
                .await?;
        }
        Ok(())
    }

    /// The computer player that is in fewer than two games, not among `recent` (the bot's
    /// recent opponents) when another is free, of the rating closest to `rating`, if any.
    async fn ladder_computer(
        &self,
        name: &'static str,
        rating: f64,
        recent: &[String],
    ) -> Result<Option<Entrant>, ServiceError> {
        let Some(lookup) = self.inner.lookup.clone() else {
            return Ok(None);
        };
        let computers = self.computers();
        let mut best: Option<Entrant> = None;
        for computer in computers {
            if self.games_of(computer.id).await? >= 2 {
                continue;
            }
            let player = lookup(computer.level.name.to_owned(), Some(name)).await?;
            let fit = |p: &SeatPlayer| {
                (
                    recent.contains(&player_key(p.id)),
                    (p.rating - rating).abs(),
                )
            };
            let closer = best.as_ref().is_none_or(|b| {
                let (mine, theirs) = (fit(&player), fit(&b.player));
                // Not a recent opponent first, then the closer rating.
                (!mine.0 && theirs.0) || (mine.0 == theirs.0 && mine.1 < theirs.1)
            });
            if closer {
                best = Some(Entrant {
                    player,
                    computer: Some(computer),
                });
            }
        }
        Ok(best)
    }

    /// Pairs two of the service's computer players in a ladder game of one game, unless
    /// `limit` games between them go on in it already: of those in fewer than two games, the
    /// pair that met least recently, then the closest in rating.
    async fn computer_round(
        &self,
        name: &'static str,
        ruleset: &'static str,
        control: Option<TimeControl>,
        limit: u32,
    ) -> Result<(), ServiceError> {
        let Some(lookup) = self.inner.lookup.clone() else {
            return Ok(());
        };
        let computers = self.computers();
        if computers.len() < 2 {
            return Ok(());
        }
        let keys: HashSet<String> = computers.iter().map(|c| player_key(c.id)).collect();
        let mut going = HashSet::new();
        let mut free = Vec::with_capacity(computers.len());
        for computer in &computers {
            let key = player_key(computer.id);
            let games = self.inner.store.player(&key).await?.games;
            for game in &games {
                if game.game == ruleset
                    && game.players.len() == 2
                    && game.players.iter().all(|p| keys.contains(&p.key))
                {
                    going.insert(game.game_id.clone());
                }
            }
            if games.len() < 2 {
                free.push((*computer, key));
            }
        }
        if going.len() >= usize::try_from(limit).unwrap_or(usize::MAX) || free.len() < 2 {
            return Ok(());
        }
        let mut entrants = Vec::with_capacity(free.len());
        let mut recent = Vec::with_capacity(free.len());
        for (computer, key) in &free {
            let player = lookup(computer.level.name.to_owned(), Some(name)).await?;
            entrants.push(Entrant {
                player,
                computer: Some(*computer),
            });
            recent.push(self.inner.store.ladder_recent(ruleset, key).await?);
        }
        let ratings: Vec<f64> = entrants.iter().map(|e| e.player.rating).collect();
        let key = |i: usize| free.get(i).map_or("", |(_, k)| k.as_str());
        let list = |i: usize| recent.get(i).map_or(&[][..], Vec::as_slice);
        let Some((a, b)) =
            computer_pair(&ratings, |a, b| met_since(key(a), list(a), key(b), list(b)))
        else {
            return Ok(());
        };
        if let (Some(a), Some(b)) = (entrants.get(a), entrants.get(b)) {
            self.ladder_game(name, ruleset, control, a, b).await?;
        }
        Ok(())
    }

    /// Starts the rated ladder game of `a` and `b` (sides drawn at random), tells it, and
    /// records that they met.
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
            rated_takebacks: false,
            // Every ladder game ends: every rule option the game offers (Copenhagen's
            // perpetual repetition rule) and a move limit.
            rules: GameRules {
                options: starter
                    .rule_options()
                    .iter()
                    .map(|&o| o.to_owned())
                    .collect(),
                move_limit: LADDER_MOVE_LIMIT,
                berserk: false,
            },
            players: seated.iter().map(|e| Some(e.player.clone())).collect(),
            computers,
        };
        let started = Started {
            game_id: game_id.to_string(),
            game: ruleset.to_owned(),
            players: seated.iter().map(|e| participant(&e.player)).collect(),
            time_control: control_text(control),
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
                &pending_text(&start, &started),
                started.started_ms,
            )
            .await?;
        starter.start(start).await?;
        self.record_started(&started).await;
        self.inner.wake.notify_one();
        let (a_key, b_key) = (player_key(a.player.id), player_key(b.player.id));
        if let Err(error) = self
            .inner
            .store
            .ladder_met(ruleset, &a_key, &b_key, RECENT_OPPONENTS)
            .await
        {
            // Only the next pairing is less varied.
            tracing::warn!(%game_id, %error, "ladder opponents not remembered");
        }
        Ok(())
    }

    /// The ladders (rulesets' names) of the games `games` (short names) that `caller` asks
    /// to play in: a bot account's only.
    pub(super) async fn ladders_of(
        &self,
        player: &SeatPlayer,
        games: &[String],
    ) -> Result<Vec<&'static str>, ServiceError> {
        if games.is_empty() {
            return Ok(Vec::new());
        }
        let mut ladders = Vec::with_capacity(games.len());
        for game in games {
            let ruleset = self.game(game)?.1.ruleset();
            if !ladders.contains(&ruleset) {
                ladders.push(ruleset);
            }
        }
        let check = self.inner.bot_check.get().ok_or(ServiceError::NotABot)?;
        if !check(player.id).await? {
            return Err(ServiceError::NotABot);
        }
        Ok(ladders)
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
    fn recent_opponents_are_avoided_while_another_close_pairing_exists() {
        let recent = |pairs: &'static [(usize, usize)]| {
            move |a: usize, b: usize| pairs.contains(&(a, b)) || pairs.contains(&(b, a))
        };
        // Four bots, the two lowest met: each plays the one after its neighbour.
        assert_eq!(
            pairings(4, 0, recent(&[(0, 1)])),
            (vec![(0, 2), (1, 3)], None)
        );
        // They met everyone within reach but 3: 0 plays 3.
        assert_eq!(
            pairings(4, 0, recent(&[(0, 1), (0, 2)])),
            (vec![(0, 3), (1, 2)], None)
        );
        // Two bots alone play each other whatever they met.
        assert_eq!(pairings(2, 0, recent(&[(0, 1)])), (vec![(0, 1)], None));
        // With three, the two left after the odd one out play each other too.
        assert_eq!(pairings(3, 0, recent(&[(1, 2)])), (vec![(1, 2)], Some(0)));
        // Nobody met, or a bot met everyone within reach: neighbours.
        assert_eq!(
            pairings(6, 0, recent(&[(0, 1), (0, 2), (0, 3)])),
            (vec![(0, 1), (2, 3), (4, 5)], None)
        );
        // The window is bounded: a bot is never sent further than three free bots up.
        assert_eq!(
            pairings(8, 0, recent(&[(0, 1), (0, 2), (0, 3)])).0.first(),
            Some(&(0, 1))
        );
        // Rounds of four bots that remember their last opponent never repeat at once.
        let mut last: Vec<Option<usize>> = vec![None; 4];
        for _ in 0..6 {
            let seen = last.clone();
            let (pairs, _) = pairings(4, 0, |a, b| seen[a] == Some(b) || seen[b] == Some(a));
            for &(a, b) in &pairs {
                assert_ne!(seen[a], Some(b), "{pairs:?} after {seen:?}");
                last[a] = Some(b);
                last[b] = Some(a);
            }
        }
    }

    /// The two bots that would be left last met recently: a swap with the pair below
    /// avoids the repeat.
    #[test]
    fn a_pairing_avoids_a_repeat_that_a_swap_lower_down_would_avoid() {
        let met = |a: usize, b: usize| (a, b) == (2, 3) || (a, b) == (3, 2);
        assert_eq!(pairings(4, 0, met), (vec![(0, 2), (1, 3)], None));
        let met = |a: usize, b: usize| [(4, 5), (5, 4), (2, 3), (3, 2)].contains(&(a, b));
        let (pairs, _) = pairings(6, 0, met);
        assert!(pairs.iter().all(|&(a, b)| !met(a, b)), "{pairs:?} repeats");
        // Every bot is in one pair, and many bots are paired quickly.
        let (pairs, left) = pairings(201, 100, |a, b| (a + b) % 3 == 0);
        let mut seen: Vec<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        seen.extend(left);
        seen.sort_unstable();
        assert_eq!(seen, (0..201).collect::<Vec<_>>());
    }

    #[test]
    fn computer_players_meet_the_one_they_met_least_recently_then_the_closest() {
        let ratings = [1400.0, 1500.0, 1650.0];
        // Nobody met: the closest two.
        assert_eq!(computer_pair(&ratings, |_, _| None), Some((0, 1)));
        // 0 and 1 just met: the closest pair of the others.
        let just = |a: usize, b: usize| ((a, b) == (0, 1)).then_some(0);
        assert_eq!(computer_pair(&ratings, just), Some((1, 2)));
        // Everybody met: the pair whose meeting is the oldest.
        let all = |a: usize, b: usize| match (a, b) {
            (0, 1) => Some(1),
            _ => Some(0),
        };
        assert_eq!(computer_pair(&ratings, all), Some((0, 1)));
        assert_eq!(computer_pair(&[1500.0], |_, _| None), None);
        let list = |keys: &[&str]| keys.iter().map(|k| (*k).to_owned()).collect::<Vec<_>>();
        assert_eq!(
            met_since("a", &list(&["c", "b"]), "b", &list(&["a"])),
            Some(0)
        );
        assert_eq!(met_since("a", &list(&["c", "b"]), "b", &list(&[])), Some(1));
        assert_eq!(met_since("a", &list(&["c"]), "b", &list(&["d"])), None);
        // Three computer players who remember their last three opponents take turns.
        let mut recent: Vec<Vec<String>> = vec![Vec::new(); 3];
        let keys = ["e", "m", "h"];
        let mut games = Vec::new();
        for _ in 0..6 {
            let (a, b) = computer_pair(&ratings, |a, b| {
                met_since(keys[a], &recent[a], keys[b], &recent[b])
            })
            .unwrap();
            games.push((a, b));
            for (me, them) in [(a, b), (b, a)] {
                recent[me].retain(|k| k != keys[them]);
                recent[me].insert(0, keys[them].to_owned());
                recent[me].truncate(3);
            }
        }
        assert_eq!(games, [(0, 1), (1, 2), (0, 2), (0, 1), (1, 2), (0, 2)]);
    }

    #[test]
    fn members_read_back() {
        assert_eq!(member_of(&member(7, "ada")), Some((7, "ada")));
        assert_eq!(member_of("player:x ada"), None);
        assert_eq!(member_of("guest:1 ada"), None);
    }
}
