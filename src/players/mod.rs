//! Players: accounts and sessions ([`accounts`]), Glicko-2 ratings per game ([`ratings`])
//! and the archive of finished games ([`archive`]), kept in a database ([`db`]: PostgreSQL,
//! or an embedded SQLite file when none is configured), served as the `accounts.v1.AccountsService`
//! and `players.v1.PlayersService` gRPC services ([`service`]). Game-neutral: a game is named by
//! its service's short name (`hanniball`, `hnefatafl`, `chessfootball`).
//!
//! A game's end reaches the archive through [`Players::game_ended`]: recorded in the
//! [`pending`] set first, then written (with the rating update, in one transaction keyed by
//! the game id); [`Players::spawn_archiver`] retries what is still pending, so no finished
//! game is lost while the database is away and none is written twice. See `docs/players.md`.

pub mod abuse;
pub mod accounts;
pub mod archive;
pub mod db;
pub mod events;
pub mod hashing;
pub mod names;
pub mod openings;
pub mod pending;
pub mod push;
pub mod ratings;
pub mod service;
pub mod transfer;

use std::sync::Arc;
use std::time::Duration;

use futures_util::future::BoxFuture;
use tokio::task::JoinHandle;

use self::accounts::{AccountOptions, Accounts};
use self::archive::{FinishedGame, Written};
use self::db::Database;
use self::pending::{MemoryPending, PendingArchive};
use crate::faults::{Faults, Point};
use crate::session::ServiceError;
use crate::session::auth::IdentityHook;
use crate::session::clock::SharedClock;
use crate::session::ending::{EndHook, GameEnd};
use crate::session::play::SeatPlayer;

/// A player's id (the database's key of the account).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId(pub i64);

/// A database error as the client sees it: `DATABASE_UNAVAILABLE` when the database could
/// not be reached, `INTERNAL` otherwise (the details are logged by the call's span).
pub(crate) fn db_error(e: sqlx::Error) -> ServiceError {
    if db::is_unavailable(&e) {
        tracing::warn!(error = %e, "player database unreachable");
        ServiceError::DatabaseUnavailable
    } else {
        ServiceError::Internal(format!("player database: {e}"))
    }
}

/// What else is told of every game's end before it is settled (see [`Players::with_told`]):
/// the lobby's record of it. Called at least once per end, by whichever replica settles it,
/// so it must tell each end once however often it is called.
pub type Told =
    Arc<dyn Fn(FinishedGame) -> BoxFuture<'static, Result<(), ServiceError>> + Send + Sync>;

/// Who is told the rating changes of every rated game, once it is archived and rated (see
/// [`Players::with_rated`]): the lobby, which tells both players' streams. Called at least
/// once per rated game, with the ratings read back from the archive's write.
pub type RatedHook =
    Arc<dyn Fn(GameRated) -> BoxFuture<'static, Result<(), ServiceError>> + Send + Sync>;

/// The rating changes of one archived, rated game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRated {
    /// The game's id.
    pub game_id: String,
    /// Which game (the short name of its service).
    pub game: String,
    /// Each rated seat: its seat number, its player, and its rating before and after.
    pub seats: Vec<(usize, PlayerId, String, ratings::Rating, ratings::Rating)>,
}

/// Accounts, ratings and the archive over one database.
#[derive(Clone)]
pub struct Players {
    accounts: Accounts,
    clock: SharedClock,
    pending: Arc<dyn PendingArchive>,
    told: Option<Told>,
    rated: Option<RatedHook>,
    push: push::Push,
    faults: Faults,
    openings: Option<crate::rpc::Replays>,
}

impl std::fmt::Debug for Players {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Players")
            .field("accounts", &self.accounts)
            .field("pending", &self.pending)
            .field("told", &self.told.is_some())
            .finish_non_exhaustive()
    }
}

impl Players {
    /// Players on `db`, with pending archive writes kept in this process's memory.
    ///
    /// # Errors
    /// `INTERNAL` when the account options are invalid.
    pub fn new(
        db: Database,
        clock: SharedClock,
        options: AccountOptions,
    ) -> Result<Players, ServiceError> {
        Players::with_pending(db, clock, options, Arc::new(MemoryPending::default()))
    }

    /// Players on `db`, with pending archive writes kept in `pending`.
    ///
    /// # Errors
    /// `INTERNAL` when the account options are invalid.
    pub fn with_pending(
        db: Database,
        clock: SharedClock,
        options: AccountOptions,
        pending: Arc<dyn PendingArchive>,
    ) -> Result<Players, ServiceError> {
        Ok(Players {
            push: push::Push::new(db.clone(), clock.clone(), push::PushOptions::default()),
            accounts: Accounts::new(db, clock.clone(), options)?,
            clock,
            pending,
            told: None,
            rated: None,
            faults: Faults::default(),
            openings: None,
        })
    }

    /// These players, telling `told` of every game's end before it is settled: the end is
    /// pending until `told` and the archive both have it, so an end whose replica died before
    /// telling it is told by another replica's archiver.
    #[must_use]
    pub fn with_told(mut self, told: Told) -> Players {
        self.told = Some(told);
        self
    }

    /// These players, telling `rated` the rating changes of every rated game once the archive
    /// has written them (see [`RatedHook`]).
    #[must_use]
    pub fn with_rated(mut self, rated: RatedHook) -> Players {
        self.rated = Some(rated);
        self
    }

    /// These players, adding each archived game's opening to the opening explorer
    /// ([`openings`]), replayed with `replays`.
    #[must_use]
    pub fn with_openings(mut self, replays: crate::rpc::Replays) -> Players {
        self.openings = Some(replays);
        self
    }

    /// These players, pushing notifications as `options` say (see [`push`]).
    #[must_use]
    pub fn with_push_options(mut self, options: push::PushOptions) -> Players {
        self.push = push::Push::new(self.db().clone(), self.clock.clone(), options);
        self
    }

    /// The push notifications.
    #[must_use]
    pub fn push(&self) -> &push::Push {
        &self.push
    }

    /// For fault tests: this replica dies where `faults` says (see [`crate::faults`]).
    #[doc(hidden)]
    #[must_use]
    pub fn with_faults(mut self, faults: Faults) -> Players {
        self.faults = faults;
        self
    }

    /// The accounts.
    #[must_use]
    pub fn accounts(&self) -> &Accounts {
        &self.accounts
    }

    /// The database.
    #[must_use]
    pub fn db(&self) -> &Database {
        self.accounts.db()
    }

    /// The set of ended games not yet archived.
    #[must_use]
    pub fn pending(&self) -> &Arc<dyn PendingArchive> {
        &self.pending
    }

    /// A game ended: records it as pending, then archives (and rates) it. When the database
    /// cannot be reached the game stays pending, for [`Players::spawn_archiver`].
    ///
    /// # Errors
    /// What the write failed with (the game is still pending).
    pub async fn game_ended(&self, game: FinishedGame) -> Result<Written, ServiceError> {
        self.add_pending(&game).await?;
        self.settle(game, false).await
    }

    /// Records `game` as pending (the first write of its end after the game's own).
    async fn add_pending(&self, game: &FinishedGame) -> Result<(), ServiceError> {
        self.alive()?;
        self.pending.add(game.clone()).await?;
        self.step(Point::PendingAdded, &game.game_id)
    }

    /// Tells [`Players::with_told`]'s hook of a pending game's end.
    async fn tell(&self, game: &FinishedGame) -> Result<(), ServiceError> {
        let Some(told) = &self.told else {
            return Ok(());
        };
        self.alive()?;
        told(game.clone()).await?;
        self.step(Point::LobbyTold, &game.game_id)
    }

    /// Settles a pending game: tells of its end (unless `told` already), archives (and rates)
    /// it, then forgets it. Each step may have been made before (by this replica or another
    /// that died after it) and makes no change then, so the end is settled once however
    /// often this runs.
    async fn settle(&self, game: FinishedGame, told: bool) -> Result<Written, ServiceError> {
        if !told {
            self.tell(&game).await?;
        }
        self.alive()?;
        let id = game.game_id.clone();
        let game = self.accounts.unrated_if_linked(game).await?;
        let opening = self
            .openings
            .as_ref()
            .map(|replays| openings::opening_of(replays, &game.game, &game.record))
            .unwrap_or_default();
        let written =
            archive::archive_indexed(self.db(), &game, &opening, self.clock.now_ms()).await?;
        self.step(Point::Archived, &id)?;
        if written == Written::Now {
            // Only the write that archived the game tells its players' devices: once.
            self.push_game_over(&game);
        }
        self.tell_rated(&game).await;
        self.pending.remove(&id).await?;
        self.step(Point::Settled, &id)?;
        Ok(written)
    }

    /// Tells [`Players::with_rated`]'s hook the rating changes of `game`, as the archive wrote
    /// them (read back, so that a replica settling another's half-settled game tells the
    /// same). A failure is logged, not returned: the game is archived and rated, and the
    /// players see their ratings on their next look.
    async fn tell_rated(&self, game: &FinishedGame) {
        let Some(rated) = &self.rated else {
            return;
        };
        if !game.rated || game.seats.iter().all(|s| s.player.is_none()) {
            return;
        }
        let archived = match archive::fetch(self.db(), &game.game_id).await {
            Ok(archived) if archived.rated => archived,
            Ok(_) => return,
            Err(error) => {
                tracing::warn!(%error, game_id = %game.game_id, "rating changes not read back");
                return;
            }
        };
        let seats = archived
            .seats
            .into_iter()
            .enumerate()
            .filter_map(|(index, seat)| {
                Some((
                    index,
                    seat.seat.player?,
                    seat.seat.name,
                    seat.before?,
                    seat.after?,
                ))
            })
            .collect();
        let told = GameRated {
            game_id: game.game_id.clone(),
            game: game.game.clone(),
            seats,
        };
        if let Err(error) = rated(told).await {
            tracing::warn!(%error, game_id = %game.game_id, "rating changes not told");
        }
    }

    /// Queues a game-over push for each signed-in player of `game`.
    fn push_game_over(&self, game: &FinishedGame) {
        for (index, seat) in game.seats.iter().enumerate() {
            let Some(player) = seat.player else {
                continue;
            };
            let opponent = game
                .seats
                .iter()
                .enumerate()
                .find(|(other, _)| *other != index)
                .map_or_else(String::new, |(_, s)| s.name.clone());
            let outcome = match game.result {
                archive::GameResult::Win(winner) if winner == index => "win",
                archive::GameResult::Win(_) => "loss",
                archive::GameResult::Draw => "draw",
                archive::GameResult::NoResult => "none",
            };
            self.push.notify(
                player,
                push::Notice::GameOver {
                    game: game.game.clone(),
                    game_id: game.game_id.clone(),
                    outcome: outcome.to_owned(),
                    termination: game.termination.clone(),
                    opponent,
                },
            );
        }
    }

    /// Fails once this replica has died (fault tests only; see [`crate::faults`]).
    fn alive(&self) -> Result<(), ServiceError> {
        if self.faults.dead() {
            return Err(
                crate::store::StoreError::Unavailable("fault: the replica died".into()).into(),
            );
        }
        Ok(())
    }

    /// This replica passed `point` of game `game_id`'s ending (fault tests only): fails if it
    /// died there.
    fn step(&self, point: Point, game_id: &str) -> Result<(), ServiceError> {
        self.faults.passed(point, game_id);
        self.alive()
    }

    /// The hook the game services call when one of this replica's writes ends a game: the
    /// game is recorded as pending before the call that ended it is answered, then archived
    /// (and rated) by a task of its own;
    /// what that task cannot write is left to [`Players::spawn_archiver`]. Every game is
    /// archived, a guests' game too (its seats named [`GUEST`], unrated).
    #[must_use]
    pub fn end_hook(&self) -> EndHook {
        let players = self.clone();
        Arc::new(move |end: GameEnd| {
            let players = players.clone();
            Box::pin(async move {
                let game = finished_of(end);
                let id = game.game_id.clone();
                if let Err(error) = players.add_pending(&game).await {
                    tracing::error!(game_id = %id, %error, "cannot record the game's end as pending");
                    return;
                }
                // The lobby is told before the call is answered; the archive in a task.
                let told = match players.tell(&game).await {
                    Ok(()) => true,
                    Err(error) => {
                        tracing::warn!(game_id = %id, %error, "the game's end not told; left pending");
                        false
                    }
                };
                tokio::spawn(async move {
                    if let Err(error) = players.settle(game, told).await {
                        tracing::warn!(game_id = %id, error = ?error, "archive write failed; left pending");
                    }
                });
            })
        })
    }

    /// The entry the store keeps with each write that ends a game (see
    /// [`crate::store::Update::ending`]): the game's pending entry, as [`Players::end_hook`]
    /// records it, so that a replica that finds it later archives the same game. `None` when
    /// the pending set does not recover such ends (it lives and dies with this process).
    #[must_use]
    pub fn end_entry(&self) -> Option<crate::session::ending::EndEntry> {
        self.pending
            .recovers_endings()
            .then(|| -> crate::session::ending::EndEntry {
                Arc::new(|end: &GameEnd| pending::encode(&finished_of(end.clone())))
            })
    }

    /// The hook the game services resolve a call's player session with (see
    /// [`IdentityHook`]): the account of the session token and, for a game named, the
    /// player's rating in it (the starting rating when they have none yet).
    #[must_use]
    pub fn identity_hook(&self) -> IdentityHook {
        let players = self.clone();
        Arc::new(move |token: String, game: Option<&'static str>| {
            let players = players.clone();
            Box::pin(async move {
                let signed_in = players
                    .accounts
                    .authenticate_for_play(&accounts::SessionToken::new(token))
                    .await?;
                players
                    .seat_player(signed_in.player, signed_in.name, game)
                    .await
            })
        })
    }

    /// The hook the lobby finds a challenged player by name with (see
    /// [`crate::session::auth::PlayerLookup`]).
    #[must_use]
    pub fn lookup_hook(&self) -> crate::session::auth::PlayerLookup {
        let players = self.clone();
        Arc::new(move |name: String, game: Option<&'static str>| {
            let players = players.clone();
            Box::pin(async move {
                let account = players.accounts.find(&name).await?;
                players.seat_player(account.id, account.name, game).await
            })
        })
    }

    /// Says whether a player (by id) has a bot account.
    #[must_use]
    pub fn bot_hook(&self) -> crate::session::auth::BotCheck {
        let players = self.clone();
        Arc::new(move |id: i64| {
            let players = players.clone();
            Box::pin(async move { players.accounts.is_bot(PlayerId(id)).await })
        })
    }

    /// Anchors the rating of the service's computer player `id` in each of `games` at
    /// `rating` (see [`archive::anchor`]).
    ///
    /// # Errors
    /// `DATABASE_UNAVAILABLE`, `INTERNAL`.
    pub async fn anchor(
        &self,
        id: PlayerId,
        games: &[&str],
        rating: f64,
    ) -> Result<(), ServiceError> {
        archive::anchor(self.db(), id, games, rating, self.clock.now_ms()).await
    }

    /// The player `id` as a seat shows them: with their rating in `game` as of now (the
    /// starting rating when they have none yet; `None`: the starting rating).
    async fn seat_player(
        &self,
        id: PlayerId,
        name: String,
        game: Option<&'static str>,
    ) -> Result<SeatPlayer, ServiceError> {
        let rating = match game {
            None => ratings::Rating::default(),
            Some(game) => ratings::standings(self.db(), id, self.clock.now_ms())
                .await?
                .into_iter()
                .find(|s| s.game == game)
                .map(|s| s.rating)
                .unwrap_or_default(),
        };
        Ok(SeatPlayer {
            id: id.0,
            name,
            rating: rating.rating,
            provisional: rating.provisional(),
        })
    }

    /// Archives up to `batch` pending games; returns how many were written now.
    ///
    /// # Errors
    /// The first write that failed (the games not written stay pending).
    pub async fn archive_pending(&self, batch: usize) -> Result<usize, ServiceError> {
        self.alive()?;
        let mut written = 0;
        for game in self.pending.take_batch(batch).await? {
            if self.settle(game, false).await? == Written::Now {
                written += 1;
            }
        }
        Ok(written)
    }

    /// Settles pending games and ending writes every `interval`, the first time at once,
    /// until the handle is aborted. A pass that finds nothing to do costs one store round
    /// trip ([`PendingArchive::idle`]); it never waits for another game to end.
    #[must_use]
    pub fn spawn_archiver(&self, interval: Duration) -> JoinHandle<()> {
        let players = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(interval);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                if players.pending.idle().await.unwrap_or(false) {
                    continue;
                }
                match players.archive_pending(64).await {
                    Ok(n) if n > 0 => tracing::info!(written = n, "pending games archived"),
                    Ok(_) => {}
                    Err(error) => {
                        tracing::warn!(error = ?error, "archive retry failed");
                    }
                }
            }
        })
    }
}

/// The name an archived game shows for a seat nobody bound (a guest's or a bot's).
pub const GUEST: &str = "guest";

/// The archived form of a game's end: each seat with its bound player, or a guest's; rated
/// when it was created rated and its seats are bound to two distinct players.
#[must_use]
pub fn finished_of(end: GameEnd) -> FinishedGame {
    use crate::ruleset::GameResult as Result;
    let bound: Vec<i64> = end.players.iter().flatten().map(|p| p.id).collect();
    let rated = end.rated
        && bound.len() == end.sides.len()
        && bound
            .iter()
            .enumerate()
            .all(|(i, id)| !bound[..i].contains(id));
    FinishedGame {
        game_id: end.game_id,
        game: end.game.to_owned(),
        rated,
        start_position: end.start_position,
        record: end.record,
        result: match end.result {
            Result::Won { winner } => archive::GameResult::Win(winner),
            Result::Drawn => archive::GameResult::Draw,
            Result::Aborted => archive::GameResult::NoResult,
        },
        termination: end.termination.name().to_owned(),
        time_control: end.time_control,
        started_ms: end.started_ms,
        ended_ms: end.ended_ms,
        seats: end
            .sides
            .iter()
            .enumerate()
            .map(|(seat, side)| {
                let player = end.players.get(seat).and_then(Option::as_ref);
                archive::FinishedSeat {
                    side: (*side).to_owned(),
                    player: player.map(|p| PlayerId(p.id)),
                    name: player.map_or_else(|| GUEST.to_owned(), |p| p.name.clone()),
                }
            })
            .collect(),
    }
}
