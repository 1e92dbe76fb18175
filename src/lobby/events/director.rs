//! The director: the one replica holding the store's `tournaments` lease (renewed every tick,
//! taken over by another replica within [`TournamentOptions::lease`] when its holder dies)
//! starts events, pairs Swiss and round-robin rounds and arena ticks, makes their games and
//! counts their results.
//!
//! Exactly once, across replicas: a step of an event ([`step`]) is a pure function of its
//! record, the time and the games' ends, written by one compare-and-set of the record. A
//! pairing is written with its games' ids before any game is made; each game is then made
//! from the record (again by the next director, should this one die first: making a game is
//! idempotent). A result is read from the game's own ending in the game store, which a
//! game's last write marks whatever replica made it, and counted by the compare-and-set that
//! gives the board its result: a board with a result is never counted again.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use tokio::task::JoinHandle;

use super::pb;
use super::pb::watch_tournament_response::Event;
use super::stored::{Board, Entrant, Stored, result};
use super::view;
use crate::lobby::computers::think_ms;
use crate::lobby::pending::pending_text;
use crate::lobby::replica::{
    Lobby, control_text, hex, parse_time_control, participant, random_failed, rating_u32,
};
use crate::lobby::starter::{ComputerSeat, Played, Progress, Start};
use crate::lobby::state::Started;
use crate::lobby::store::LobbyStore;
use crate::session::ServiceError;
use crate::session::auth::SeatToken;
use crate::session::play::{GameRules, TimeControl};
use crate::store::GameId;
use crate::tournament::arena::{self, ArenaClock, FreePlayer};
use crate::tournament::record::Pairing;
use crate::tournament::{TournamentError, round_robin, swiss};

/// The director's lease in the lobby store.
const LEASE: &str = "tournaments";

/// A board whose game is still not in the game store this long after its pairing is counted
/// without a result (its game was never made, or is long gone).
const MISSING_AFTER_MS: u64 = 60_000;

/// How the director runs.
#[derive(Clone, Copy, Debug)]
pub struct TournamentOptions {
    /// How often events are stepped (and the lease renewed).
    pub tick: Duration,
    /// How long the lease lasts unrenewed: another replica takes over after it.
    pub lease: Duration,
    /// The pause between a Swiss or round-robin round's last result and the next round.
    pub round_pause: Duration,
    /// How long a finished event stays in the lobby's store after it finished: then it is
    /// dropped there, and served from the archive (GetTournament, WatchTournament,
    /// ListTournaments' finished events). Without an archive it is kept this long times 24.
    pub keep_finished: Duration,
}

impl Default for TournamentOptions {
    fn default() -> Self {
        TournamentOptions {
            tick: Duration::from_secs(1),
            lease: Duration::from_secs(3),
            round_pause: Duration::from_secs(10),
            keep_finished: Duration::from_secs(3600),
        }
    }
}

fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

fn unsigned(ms: i64) -> u64 {
    u64::try_from(ms).unwrap_or(0)
}

fn rules(error: TournamentError) -> ServiceError {
    ServiceError::Internal(format!("tournament rules: {error}"))
}

/// A new game's id.
fn new_game_id() -> Result<String, ServiceError> {
    Ok(GameId::random().map_err(random_failed)?.to_string())
}

/// The options of an event's games: the one place where what an event asks of its games
/// beyond the clock and rating is set: no takebacks, the event's rule options and move limit.
fn event_game_options(event: &pb::Tournament, start: &mut Start) {
    start.rated_takebacks = false;
    start.rules = GameRules {
        options: event.rules.clone(),
        move_limit: event.move_limit,
        berserk: event.berserk,
    };
}

/// The names of the players who have not withdrawn.
fn active(stored: &Stored) -> Vec<String> {
    stored
        .players()
        .filter(|p| !p.withdrawn)
        .map(|p| p.name.clone())
        .collect()
}

/// Enters the computer players of [`Lobby::computers_entering`] (those not entered yet, as
/// room allows) in an event not started.
fn enter_computers(stored: &mut Stored, computers: &[Entrant]) {
    if stored.status() != pb::Status::Upcoming {
        return;
    }
    let max = usize::try_from(stored.event().max_players).unwrap_or(usize::MAX);
    for computer in computers {
        if stored.entrants.len() >= max || stored.entrants.iter().any(|e| e.id == computer.id) {
            continue;
        }
        stored.entrants.push(computer.clone());
        if let Some(player) = computer.player.clone() {
            stored.log(Event::Joined(player));
        }
    }
}

/// Adds a board; a game's board starts without a result, a bye's or a forfeit's with it.
fn add_board(stored: &mut Stored, now: u64, pairing: pb::Pairing) {
    let decided = !pairing.result.is_empty();
    let mut board = Board {
        pairing: Some(pairing.clone()),
        ended_ms: 0,
        counted: 0,
    };
    if decided {
        stored.counted += 1;
        board.ended_ms = now;
        board.counted = stored.counted;
    }
    stored.boards.push(board);
    stored.log(Event::Paired(pairing.clone()));
    if decided {
        stored.log(Event::Result(pairing));
    }
}

fn log_standings(stored: &mut Stored) {
    stored.log_standings();
}

fn finish(stored: &mut Stored, now: u64) {
    let event = stored.event_mut();
    event.status = pb::Status::Finished.into();
    if event.format != i32::from(pb::Format::Arena) || event.ends_at_ms == 0 {
        event.ends_at_ms = i64::try_from(now).unwrap_or(i64::MAX);
    }
    let shown = event.clone();
    stored.log(Event::Changed(shown));
    log_standings(stored);
}

/// One step of an event at `now`, given the games' progress and what was played in them (by
/// game id): the results counted (with who berserked and each side's moves), the event
/// started, a round or an arena tick paired, the event finished. Answers the boards whose
/// games are to be made, or `None` when nothing changed.
///
/// # Errors
/// Randomness unavailable; a record the rules refuse.
pub fn step(
    stored: &mut Stored,
    now: u64,
    progress: &HashMap<String, Progress>,
    played: &HashMap<String, Played>,
    round_pause_ms: u64,
) -> Result<Option<Vec<pb::Pairing>>, ServiceError> {
    let mut changed = false;
    let mut counted = false;
    let round = stored.event().round;
    for i in 0..stored.boards.len() {
        let Some(board) = stored.boards.get(i) else {
            continue;
        };
        let Some(pairing) = board.pairing.as_ref() else {
            continue;
        };
        if !pairing.result.is_empty() || pairing.game_id.is_empty() {
            continue;
        }
        let text = match progress.get(&pairing.game_id) {
            Some(Progress::Won(0)) => result::FIRST,
            Some(Progress::Won(_)) => result::SECOND,
            Some(Progress::Drawn) => result::DRAW,
            Some(Progress::NoResult | Progress::Missing) => result::NONE,
            Some(Progress::Going) | None => continue,
        };
        stored.counted += 1;
        let order = stored.counted;
        let Some(board) = stored.boards.get_mut(i) else {
            continue;
        };
        board.ended_ms = now;
        board.counted = order;
        let shown = board.pairing.get_or_insert_with(pb::Pairing::default);
        shown.result = text.to_owned();
        if let Some(&game) = played.get(&shown.game_id) {
            shown.first_berserk |= game.berserked(0);
            shown.second_berserk |= game.berserked(1);
            shown.first_moves = game.moves(0);
            shown.second_moves = game.moves(1);
        }
        let shown = shown.clone();
        stored.log(Event::Result(shown));
        changed = true;
        counted = true;
    }
    if counted {
        log_standings(stored);
        let round_going = stored
            .pairings()
            .any(|p| p.round == round && p.result.is_empty());
        if !round_going && stored.format() != pb::Format::Arena {
            stored.round_over_ms = now;
        }
    }
    let mut made = Vec::new();
    match stored.status() {
        pb::Status::Finished => {}
        pb::Status::Upcoming | pb::Status::Unspecified => {
            if now >= unsigned(stored.event().starts_at_ms) {
                start(stored, now)?;
                changed = true;
                if stored.status() == pb::Status::Running {
                    made = pair(stored, now, round_pause_ms)?;
                }
            }
        }
        pb::Status::Running => {
            let before = stored.seq;
            made = pair(stored, now, round_pause_ms)?;
            changed |= stored.seq != before;
        }
    }
    Ok(changed.then_some(made))
}

/// Starts an event: those withdrawn before the start leave; a Swiss event or round-robin under
/// two players finishes at once; a round-robin's rounds are fixed.
fn start(stored: &mut Stored, now: u64) -> Result<(), ServiceError> {
    stored
        .entrants
        .retain(|e| e.player.as_ref().is_some_and(|p| !p.withdrawn));
    let players = u32::try_from(stored.entrants.len()).unwrap_or(u32::MAX);
    let event = stored.event_mut();
    event.players = players;
    event.status = pb::Status::Running.into();
    if event.format == i32::from(pb::Format::Arena) {
        let length = unsigned(event.ends_at_ms).saturating_sub(unsigned(event.starts_at_ms));
        event.starts_at_ms = i64::try_from(now).unwrap_or(i64::MAX);
        event.ends_at_ms = i64::try_from(now.saturating_add(length)).unwrap_or(i64::MAX);
    }
    // A Swiss event or round-robin needs two players at its start; an arena runs its length
    // whoever is there, and takes players until it ends.
    if players < 2 && stored.format() != pb::Format::Arena {
        finish(stored, now);
        return Ok(());
    }
    if stored.format() == pb::Format::RoundRobin {
        let order = round_robin_order(stored);
        let rounds = round_robin::schedule(&order, stored.event().double_round_robin)
            .map_err(rules)?
            .len();
        stored.event_mut().rounds = u32::try_from(rounds).unwrap_or(u32::MAX);
    }
    let shown = stored.event();
    stored.log(Event::Changed(shown));
    Ok(())
}

/// A round-robin's places: by rating at entry, highest first, then by name.
fn round_robin_order(stored: &Stored) -> Vec<String> {
    let mut players: Vec<&pb::Player> = stored.players().collect();
    players.sort_by(|a, b| b.rating.cmp(&a.rating).then_with(|| a.name.cmp(&b.name)));
    players.into_iter().map(|p| p.name.clone()).collect()
}

/// Pairs what is due: an arena's free players, or the next round once the last is over and
/// the pause has passed (or finishes the event). Answers the games to make.
fn pair(
    stored: &mut Stored,
    now: u64,
    round_pause_ms: u64,
) -> Result<Vec<pb::Pairing>, ServiceError> {
    if stored.format() == pb::Format::Arena {
        return pair_arena(stored, now);
    }
    let event = stored.event();
    if stored.pairings().any(|p| p.result.is_empty()) {
        return Ok(Vec::new());
    }
    if event.round > 0 && now < stored.round_over_ms.saturating_add(round_pause_ms) {
        return Ok(Vec::new());
    }
    if event.round >= event.rounds || active(stored).len() < 2 {
        finish(stored, now);
        return Ok(Vec::new());
    }
    let withdrawn: HashSet<String> = stored
        .players()
        .filter(|p| p.withdrawn)
        .map(|p| p.name.clone())
        .collect();
    let pairings = if stored.format() == pb::Format::Swiss {
        let left: Vec<String> = withdrawn.iter().cloned().collect();
        match swiss::pair_round(&view::entrants(stored), &view::rounds(stored), &left) {
            Ok(pairings) => pairings,
            Err(TournamentError::NoPairing) => {
                finish(stored, now);
                return Ok(Vec::new());
            }
            Err(error) => return Err(rules(error)),
        }
    } else {
        let order = round_robin_order(stored);
        let index = usize::try_from(event.round).unwrap_or(usize::MAX);
        round_robin::round(&order, event.double_round_robin, index)
            .map_err(rules)?
            .games
    };
    let round = event.round + 1;
    stored.event_mut().round = round;
    let mut made = Vec::new();
    let paired_at = i64::try_from(now).unwrap_or(i64::MAX);
    for pairing in pairings {
        let shown = match pairing {
            Pairing::Bye { player } => pb::Pairing {
                round,
                game_id: String::new(),
                first: player,
                second: String::new(),
                result: result::BYE.to_owned(),
                paired_at_ms: paired_at,
                ..pb::Pairing::default()
            },
            Pairing::Game { first, second } => {
                let forfeit = match (withdrawn.contains(&first), withdrawn.contains(&second)) {
                    (false, false) => None,
                    (true, false) => Some(result::SECOND_BY_FORFEIT),
                    (false, true) => Some(result::FIRST_BY_FORFEIT),
                    (true, true) => Some(result::NONE),
                };
                pb::Pairing {
                    round,
                    game_id: if forfeit.is_some() {
                        String::new()
                    } else {
                        new_game_id()?
                    },
                    first,
                    second,
                    result: forfeit.unwrap_or_default().to_owned(),
                    paired_at_ms: paired_at,
                    ..pb::Pairing::default()
                }
            }
        };
        if shown.result.is_empty() {
            made.push(shown.clone());
        }
        add_board(stored, now, shown);
    }
    let shown = stored.event();
    stored.log(Event::Changed(shown));
    log_standings(stored);
    Ok(made)
}

/// An arena tick: every free player who has not withdrawn, paired by the arena's rules,
/// until pairings close before the end; past the end with no game going on, the arena
/// finishes.
fn pair_arena(stored: &mut Stored, now: u64) -> Result<Vec<pb::Pairing>, ServiceError> {
    let event = stored.event();
    let (starts, ends) = (unsigned(event.starts_at_ms), unsigned(event.ends_at_ms));
    let going: HashSet<&str> = stored
        .pairings()
        .filter(|p| p.result.is_empty())
        .flat_map(|p| [p.first.as_str(), p.second.as_str()])
        .collect();
    if now >= ends {
        if going.is_empty() {
            finish(stored, now);
        }
        return Ok(Vec::new());
    }
    let clock = match parse_time_control(&event.time_control) {
        Ok(Some(TimeControl::Fischer {
            initial_ms,
            increment_ms,
        })) => ArenaClock {
            initial_ms,
            increment_ms,
        },
        _ => ArenaClock {
            initial_ms: 0,
            increment_ms: 0,
        },
    };
    if arena::pairings_closed(starts, ends, now, clock).map_err(rules)? {
        return Ok(Vec::new());
    }
    let mut last_end: HashMap<&str, u64> = HashMap::new();
    for board in &stored.boards {
        if let Some(p) = board.pairing.as_ref() {
            for name in [p.first.as_str(), p.second.as_str()] {
                let end = last_end.entry(name).or_default();
                *end = (*end).max(board.ended_ms);
            }
        }
    }
    let free: Vec<FreePlayer> = stored
        .entrants
        .iter()
        .filter_map(|e| {
            let p = e.player.as_ref()?;
            (!p.withdrawn && !going.contains(p.name.as_str())).then(|| FreePlayer {
                player: p.name.clone(),
                free_since_ms: e
                    .joined_ms
                    .max(last_end.get(p.name.as_str()).copied().unwrap_or(0)),
            })
        })
        .collect();
    if free.len() < 2 {
        return Ok(Vec::new());
    }
    let state = view::arena(stored).map_err(rules)?;
    let pairings = arena::pair(&state, &free, now).map_err(rules)?;
    if pairings.is_empty() {
        return Ok(Vec::new());
    }
    let round = event.round + 1;
    stored.event_mut().round = round;
    let mut made = Vec::new();
    for pairing in pairings {
        let shown = pb::Pairing {
            round,
            game_id: new_game_id()?,
            first: pairing.first,
            second: pairing.second,
            result: String::new(),
            paired_at_ms: i64::try_from(now).unwrap_or(i64::MAX),
            ..pb::Pairing::default()
        };
        made.push(shown.clone());
        add_board(stored, now, shown);
    }
    Ok(made)
}

impl Lobby {
    /// Starts this replica's director: every `options.tick`, the replica holding the
    /// `tournaments` lease steps every event not finished. Abort the handle to stop.
    ///
    /// # Errors
    /// Randomness unavailable.
    pub fn spawn_tournaments(
        &self,
        options: TournamentOptions,
    ) -> Result<JoinHandle<()>, ServiceError> {
        let mut id = [0u8; 8];
        getrandom::fill(&mut id).map_err(random_failed)?;
        let holder = hex(&id);
        let lobby = self.clone();
        Ok(tokio::spawn(async move {
            let mut tick = tokio::time::interval(options.tick.max(Duration::from_millis(50)));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            // The events this director saw finished (and archived), and when they finished.
            let mut finished: HashMap<String, u64> = HashMap::new();
            loop {
                tick.tick().await;
                let now = lobby.inner.clock.now_ms();
                match lobby
                    .inner
                    .store
                    .lease(LEASE, &holder, now, now.saturating_add(ms(options.lease)))
                    .await
                {
                    Ok(true) => {}
                    Ok(false) => continue,
                    Err(error) => {
                        tracing::warn!(%error, "tournament lease not read");
                        continue;
                    }
                }
                let ids = match lobby.inner.store.event_ids().await {
                    Ok(ids) => ids,
                    Err(error) => {
                        tracing::warn!(%error, "tournaments not listed");
                        continue;
                    }
                };
                for id in ids {
                    if let Some(&at) = finished.get(&id) {
                        if lobby.sweep(&id, at, now, options).await {
                            finished.remove(&id);
                        }
                        continue;
                    }
                    match lobby.direct(&id, options).await {
                        Ok(Some(at)) => {
                            finished.insert(id, at);
                        }
                        Ok(None) => {}
                        Err(error) => {
                            tracing::warn!(tournament = %id, %error, "tournament step failed");
                        }
                    }
                }
            }
        }))
    }

    /// Drops finished event `id` (finished at `at`) from the lobby's store once it has been
    /// kept there long enough (`options.keep_finished`; 24 times that without an archive);
    /// whether it is gone. The archive, written when it finished, serves it from then on.
    async fn sweep(&self, id: &str, at: u64, now: u64, options: TournamentOptions) -> bool {
        let keep = if self.inner.archive.get().is_some() {
            ms(options.keep_finished)
        } else {
            ms(options.keep_finished).saturating_mul(24)
        };
        if now < at.saturating_add(keep) {
            return false;
        }
        let Ok((version, stored)) = self.load_event(id).await else {
            return true;
        };
        if stored.status() != pb::Status::Finished {
            return false;
        }
        match self.inner.store.drop_event(id, version).await {
            Ok(dropped) => {
                if dropped {
                    tracing::info!(tournament = %id, "finished tournament dropped from the lobby's store");
                }
                dropped
            }
            Err(error) => {
                tracing::warn!(tournament = %id, %error, "finished tournament not dropped");
                false
            }
        }
    }

    /// Steps event `id` (see [`step`]) and makes the games it paired; when it finished (and is
    /// archived), the time it finished.
    async fn direct(
        &self,
        id: &str,
        options: TournamentOptions,
    ) -> Result<Option<u64>, ServiceError> {
        let (_, stored) = self.load_event(id).await?;
        if stored.status() == pb::Status::Finished {
            self.archive_event(&stored).await?;
            return Ok(Some(unsigned(stored.event().ends_at_ms)));
        }
        let now = self.inner.clock.now_ms();
        let (_, starter) = self.named_game(&stored.event().game)?;
        let mut progress = HashMap::new();
        let mut played = HashMap::new();
        for pairing in stored.pairings() {
            if !pairing.result.is_empty() || pairing.game_id.is_empty() {
                continue;
            }
            let game_id: GameId = pairing
                .game_id
                .parse()
                .map_err(|_| ServiceError::Internal("a tournament game's id".into()))?;
            let (mut found, game) = starter.progress(game_id).await?;
            played.insert(pairing.game_id.clone(), game);
            if found == Progress::Missing {
                if now < unsigned(pairing.paired_at_ms).saturating_add(MISSING_AFTER_MS) {
                    // Paired by a director that died before making it: made now (its players
                    // were told by push when it was paired, if at all: not again).
                    self.event_game(&stored, pairing, false).await?;
                    found = Progress::Going;
                } else {
                    tracing::warn!(tournament = %id, game_id = %pairing.game_id, "tournament game missing: counted without a result");
                }
            }
            progress.insert(pairing.game_id.clone(), found);
        }
        let computers = self.computers_entering(&stored, now).await?;
        let pause = ms(options.round_pause);
        let (made, stored) = self
            .update_event(id, |stored| {
                enter_computers(stored, &computers);
                step(stored, now, &progress, &played, pause)
            })
            .await?;
        for pairing in made.unwrap_or_default() {
            // This director's compare-and-set paired it: the one place its players are pushed.
            if let Err(error) = self.event_game(&stored, &pairing, true).await {
                // The next step makes it (or counts it without a result).
                tracing::warn!(tournament = %id, game_id = %pairing.game_id, %error, "tournament game not made");
            }
        }
        if stored.status() != pb::Status::Finished {
            return Ok(None);
        }
        self.archive_event(&stored).await?;
        Ok(Some(unsigned(stored.event().ends_at_ms)))
    }

    /// Writes a finished event to the archive (once: a second write is ignored), with its
    /// games; nothing without an archive.
    async fn archive_event(&self, stored: &Stored) -> Result<(), ServiceError> {
        let Some(db) = self.inner.archive.get() else {
            return Ok(());
        };
        let event = stored.event();
        let archived = crate::players::events::ArchivedEvent {
            id: event.id.clone(),
            name: event.name.clone(),
            game: event.game.clone(),
            finished_ms: unsigned(event.ends_at_ms),
            record: prost::Message::encode_to_vec(stored),
            games: stored
                .pairings()
                .filter(|p| !p.game_id.is_empty())
                .map(|p| (p.game_id.clone(), p.round))
                .collect(),
        };
        if crate::players::events::archive_event(db, &archived).await? {
            tracing::info!(tournament = %event.id, "tournament archived");
        }
        Ok(())
    }

    /// The service's computer players to enter in an event due to start that asked for them
    /// (`computer_players`) and does not have them yet, rated in the event's game.
    async fn computers_entering(
        &self,
        stored: &Stored,
        now: u64,
    ) -> Result<Vec<Entrant>, ServiceError> {
        let event = stored.event();
        let due = stored.status() == pb::Status::Upcoming
            && now >= unsigned(event.starts_at_ms)
            && event.computer_players;
        let Some(lookup) = self.inner.lookup.clone().filter(|_| due) else {
            return Ok(Vec::new());
        };
        let (name, _) = self.named_game(&event.game)?;
        let mut out = Vec::new();
        for computer in self.computers() {
            if stored.entrants.iter().any(|e| e.id == computer.id) {
                continue;
            }
            let player = lookup(computer.level.name.to_owned(), Some(name)).await?;
            out.push(Entrant {
                player: Some(pb::Player {
                    name: player.name.clone(),
                    rating: i32::try_from(rating_u32(player.rating)).unwrap_or(i32::MAX),
                    withdrawn: false,
                    bot: true,
                }),
                id: player.id,
                joined_ms: now,
            });
        }
        Ok(out)
    }

    /// Makes the game of a board (again, harmlessly, if it was made): an ordinary game of the
    /// event's game, its seats bound to the two players' accounts, listed by the lobby and
    /// told to the players' streams, and with `push`, to the people's devices.
    async fn event_game(
        &self,
        stored: &Stored,
        pairing: &pb::Pairing,
        push: bool,
    ) -> Result<(), ServiceError> {
        let event = stored.event();
        let (name, starter) = self.named_game(&event.game)?;
        let ruleset = starter.ruleset();
        let control = parse_time_control(&event.time_control)?;
        let lookup = self.inner.lookup.clone().ok_or_else(|| {
            ServiceError::Internal("tournaments need the players' database".into())
        })?;
        let game_id: GameId = pairing
            .game_id
            .parse()
            .map_err(|_| ServiceError::Internal("a tournament game's id".into()))?;
        let mut seats = Vec::with_capacity(2);
        let mut players = Vec::with_capacity(2);
        let mut computers = Vec::new();
        // The people (and bot accounts) of the game, with their seats: told by push.
        let mut people = Vec::with_capacity(2);
        for (seat, player) in [&pairing.first, &pairing.second].into_iter().enumerate() {
            let entrant = stored
                .entrant(player)
                .ok_or_else(|| ServiceError::Internal(format!("{player:?} is not entered")))?;
            let found = lookup(player.clone(), Some(name)).await?;
            if found.id != entrant.id {
                return Err(ServiceError::PlayerNotFound {
                    name: player.clone(),
                });
            }
            // Nobody holds these tokens: the seats are bound to the players' accounts (and a
            // computer's to the computer's queue, which gets its token).
            let token = SeatToken::random().map_err(random_failed)?;
            seats.push(token.hash());
            if let Some(computer) = self.computer(entrant.id) {
                computers.push(ComputerSeat {
                    seat,
                    token: token.reveal(),
                    think_ms: think_ms(computer.level, control),
                    iterations: computer.level.iterations,
                });
            } else {
                people.push((crate::players::PlayerId(entrant.id), seat));
            }
            players.push(found);
        }
        let started = Started {
            game_id: game_id.to_string(),
            game: ruleset.to_owned(),
            players: players.iter().map(participant).collect(),
            time_control: control_text(control),
            rated: event.rated,
            started_ms: self.inner.clock.now_ms(),
        };
        let mut start = Start {
            game_id,
            seats,
            time_control: control,
            rated: event.rated,
            rated_takebacks: false,
            rules: GameRules::default(),
            players: players.into_iter().map(Some).collect(),
            computers,
        };
        event_game_options(&event, &mut start);
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
        if push && let Some(notify) = self.inner.push.get() {
            notify.tournament_game_starting(&people, name, &started.game_id, &event.name);
        }
        Ok(())
    }
}
