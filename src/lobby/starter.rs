//! How the lobby starts games, game-neutrally: a game of the server's catalog is a
//! [`Starter`] (made by [`GameStarter`] over the game's store) under its service's short name
//! ([`LobbyGame`]); a [`Start`] says which game to make, and [`Finished`] is a finished game
//! as a rematch of it replays it.

use std::sync::Arc;

use futures_util::future::BoxFuture;

use crate::ruleset::Ruleset;
use crate::session::ServiceError;
use crate::session::auth::SeatToken;
use crate::session::clock::SharedClock;
use crate::session::games::{Credential, Games, PlayRequest, Seated};
use crate::session::play::{GameRules, PlayOptions, Rated, SeatPlayer, TimeControl};
use crate::session::view::ChangeRequest;
use crate::store::{GameId, GameStore, SeatHash};

/// A game an accepted seek starts: the id, both seats' token hashes, the clock, and the
/// players bound to the seats.
#[derive(Debug)]
pub struct Start {
    /// The new game's id.
    pub game_id: GameId,
    /// The seats' token hashes, in seat order.
    pub seats: Vec<SeatHash>,
    /// The clock.
    pub time_control: Option<TimeControl>,
    /// Rated.
    pub rated: bool,
    /// Takebacks allowed although rated (the seek's or challenge's setting).
    pub rated_takebacks: bool,
    /// The rule options and move limit the game is played with.
    pub rules: GameRules,
    /// The signed-in players of the seats, in seat order.
    pub players: Vec<Option<SeatPlayer>>,
    /// The seats the service's computer players play: none, one (a game against the
    /// computer), or two (a ladder game between two computer players).
    pub computers: Vec<ComputerSeat>,
}

/// The seat of a game a computer player plays: its token (for the computer's queue alone)
/// and how it thinks.
#[derive(Clone, PartialEq, Eq)]
pub struct ComputerSeat {
    /// The seat.
    pub seat: usize,
    /// Its token.
    pub token: String,
    /// Think time per action (ms).
    pub think_ms: u32,
    /// Search iterations per action (0: no limit).
    pub iterations: u32,
}

debug_fields!(ComputerSeat {
    seat,
    think_ms,
    iterations
});

/// Starts the games of one game of the catalog.
pub trait Starter: Send + Sync + 'static {
    /// The ruleset's name ([`Ruleset::NAME`]: how the lobby store names the game).
    fn ruleset(&self) -> &'static str;
    /// How many seats the game has.
    fn seats(&self) -> usize;
    /// The rule options the game offers ([`Ruleset::RULE_OPTIONS`]).
    fn rule_options(&self) -> &'static [&'static str];
    /// Starts the game.
    fn start(&self, start: Start) -> BoxFuture<'static, Result<(), ServiceError>>;
    /// Whether the game `id` is stored.
    fn exists(&self, id: GameId) -> BoxFuture<'static, Result<bool, ServiceError>>;
    /// Where game `id` is: not stored, going on, or over with its result (read from the
    /// game's own ending, the one every answer about a finished game is derived from), with
    /// what an arena's scoring needs of it ([`Played`]).
    fn progress(&self, id: GameId) -> BoxFuture<'static, Result<(Progress, Played), ServiceError>>;
    /// Berserks the seat of game `id` bound to `player` (an arena's game: see
    /// `PlayRequest::Berserk`), exactly once per `request_id`; answers the seat's time left.
    fn berserk(
        &self,
        id: GameId,
        player: SeatPlayer,
        request_id: Option<String>,
    ) -> BoxFuture<'static, Result<u64, ServiceError>>;
    /// How many watch game `id` without a seat, on every replica (the store's
    /// `GameStore::spectators`).
    fn spectators(&self, id: GameId) -> BoxFuture<'static, Result<u32, ServiceError>>;
    /// Sends quick-chat `preset` to game `id` from the seat of `token` (or else the seat bound
    /// to `player`): see `Games::chat`. Returns the message's number.
    fn chat(
        &self,
        id: GameId,
        token: Option<SeatToken>,
        player: Option<SeatPlayer>,
        preset: i32,
    ) -> BoxFuture<'static, Result<u32, ServiceError>>;
    /// A finished game, as a rematch of it needs it, for the holder of `token` (and the
    /// signed-in `player`, for a bound seat).
    fn finished(
        &self,
        id: GameId,
        token: SeatToken,
        player: Option<i64>,
    ) -> BoxFuture<'static, Result<Finished, ServiceError>>;
    /// Follows game `id`: sends its turn on `tx` at once and whenever the side to move
    /// changes, and `None` once the game is over or gone (then ends). Ends too when `tx` is
    /// closed.
    fn follow_turns(
        &self,
        id: GameId,
        tx: tokio::sync::mpsc::Sender<(GameId, Option<Turn>)>,
    ) -> BoxFuture<'static, ()>;
}

/// Where a game is, as a tournament counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Not stored (not made yet, or long gone).
    Missing,
    /// Going on.
    Going,
    /// Won by the player of this seat.
    Won(usize),
    /// Drawn.
    Drawn,
    /// Over without a result (aborted or abandoned).
    NoResult,
}

/// What an arena's scoring needs of a game: who berserked and how long it was.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Played {
    /// The seats that berserked (bit `1 << seat`).
    pub berserked: u64,
    /// The turns the game completed (as its move limit counts them; the sides take turns, so
    /// the first side made `(turns + 1) / 2` of them and the second `turns / 2`).
    pub turns: u64,
}

impl Played {
    /// Whether `seat` berserked.
    #[must_use]
    pub fn berserked(self, seat: usize) -> bool {
        seat < 64 && self.berserked & (1 << seat) != 0
    }

    /// The turns `seat` (0 or 1) completed.
    #[must_use]
    pub fn moves(self, seat: usize) -> u32 {
        let own = if seat == 0 {
            self.turns.div_ceil(2)
        } else {
            self.turns / 2
        };
        u32::try_from(own).unwrap_or(u32::MAX)
    }
}

/// Whose turn it is in a game going on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The game's version it was read at.
    pub version: u64,
    /// The seat to move.
    pub to_move: usize,
    /// When the side to move runs out of time (ms since the Unix epoch), if a deadline runs.
    pub deadline_ms: Option<u64>,
}

/// A finished game as a rematch replays it.
#[derive(Debug)]
pub struct Finished {
    /// The caller's seat.
    pub seat: usize,
    /// The seats' token hashes.
    pub seats: Vec<SeatHash>,
    /// The players bound to the seats (empty: none).
    pub players: Vec<Option<SeatPlayer>>,
    /// Its clock.
    pub time_control: Option<TimeControl>,
    /// Rated.
    pub rated: bool,
    /// Takebacks allowed although rated.
    pub rated_takebacks: bool,
    /// Its rule options and move limit.
    pub rules: GameRules,
    /// The seats the computer played (the session's `computers`).
    pub computers: Vec<usize>,
}

/// The [`Starter`] of game `G` over the server's store.
pub struct GameStarter<G: Ruleset, S> {
    games: Games<G, S>,
}

impl<G: Ruleset, S: GameStore> GameStarter<G, S> {
    /// Games of `G` in `store`, with the server's clock and real-play options.
    pub fn new(store: S, clock: SharedClock, play: PlayOptions) -> Self {
        GameStarter {
            games: Games::new(store).with_play(clock, play),
        }
    }
}

impl<G: Ruleset, S: GameStore> Starter for GameStarter<G, S> {
    fn ruleset(&self) -> &'static str {
        G::NAME
    }
    fn seats(&self) -> usize {
        G::SEATS.len()
    }
    fn rule_options(&self) -> &'static [&'static str] {
        G::RULE_OPTIONS
    }
    fn start(&self, start: Start) -> BoxFuture<'static, Result<(), ServiceError>> {
        let games = self.games.clone();
        Box::pin(async move {
            let computer_seats: Vec<usize> = start.computers.iter().map(|c| c.seat).collect();
            let stored = games
                .create_seated(
                    &start.game_id,
                    start.seats,
                    Seated {
                        time_control: start.time_control,
                        rated: Rated {
                            rated: start.rated,
                            takebacks: start.rated_takebacks,
                        },
                        rules: &start.rules,
                        players: start.players,
                        computers: &computer_seats,
                    },
                )
                .await?;
            // Only tokens of the game as stored are handed to the computer's queue: a start
            // made twice with different tokens (two replicas racing for one rematch) leaves
            // the game and its registration as the first made them.
            let mut seats = start.computers.into_iter().filter(|c| {
                SeatToken::parse(&c.token)
                    .is_some_and(|token| stored.get(c.seat) == Some(&token.hash()))
            });
            let Some(computer) = seats.next() else {
                return Ok(());
            };
            let as_u32 = |seat: usize| u32::try_from(seat).unwrap_or(u32::MAX);
            // Registering and queueing are idempotent: a start made again queues nothing new.
            let job = crate::store::BotJob {
                kind: G::NAME.to_owned(),
                game_id: start.game_id.to_string(),
                seat: as_u32(computer.seat),
                token: computer.token,
                budget_ms: computer.think_ms,
                iterations: computer.iterations,
                second: seats.next().map(|c| crate::store::BotSeat {
                    seat: as_u32(c.seat),
                    token: c.token,
                    budget_ms: c.think_ms,
                    iterations: c.iterations,
                }),
            };
            let store = games.store();
            match store.enqueue_bot(&job).await {
                Ok(Some(_)) => {}
                Ok(None) => {
                    return Err(ServiceError::Internal(
                        "this store keeps no queue for computer players".into(),
                    ));
                }
                Err(e) => return Err(ServiceError::StoreUnavailable(e)),
            }
            store
                .bot_move_due(&job.game_id, 1)
                .await
                .map_err(ServiceError::StoreUnavailable)
        })
    }

    fn spectators(&self, id: GameId) -> BoxFuture<'static, Result<u32, ServiceError>> {
        let games = self.games.clone();
        Box::pin(async move {
            games
                .store()
                .spectators(&id, None)
                .await
                .map_err(ServiceError::StoreUnavailable)
        })
    }

    fn chat(
        &self,
        id: GameId,
        token: Option<SeatToken>,
        player: Option<SeatPlayer>,
        preset: i32,
    ) -> BoxFuture<'static, Result<u32, ServiceError>> {
        let games = self.games.clone();
        Box::pin(async move {
            games
                .chat(&id, token.as_ref(), player.as_ref(), preset)
                .await
        })
    }

    fn exists(&self, id: GameId) -> BoxFuture<'static, Result<bool, ServiceError>> {
        let games = self.games.clone();
        Box::pin(async move {
            let loaded = games
                .store()
                .load(&id, None)
                .await
                .map_err(ServiceError::StoreUnavailable)?;
            Ok(loaded.is_some())
        })
    }

    fn progress(&self, id: GameId) -> BoxFuture<'static, Result<(Progress, Played), ServiceError>> {
        let games = self.games.clone();
        Box::pin(async move {
            let stored = games
                .store()
                .load(&id, None)
                .await
                .map_err(ServiceError::StoreUnavailable)?;
            if stored.is_none() {
                return Ok((Progress::Missing, Played::default()));
            }
            let view = Box::pin(games.get(&id)).await?;
            let ending = crate::session::ending::ending::<G>(&view.play.session, &view.game);
            let progress = match ending.map(|e| e.result) {
                None => Progress::Going,
                Some(crate::ruleset::GameResult::Won { winner }) => {
                    Progress::Won(G::seat_index(winner))
                }
                Some(crate::ruleset::GameResult::Drawn) => Progress::Drawn,
                Some(crate::ruleset::GameResult::Aborted) => Progress::NoResult,
            };
            let played = Played {
                berserked: view.play.session.clocks.as_ref().map_or(0, |c| c.berserk),
                turns: G::turns_completed(&view.game),
            };
            Ok((progress, played))
        })
    }

    fn berserk(
        &self,
        id: GameId,
        player: SeatPlayer,
        request_id: Option<String>,
    ) -> BoxFuture<'static, Result<u64, ServiceError>> {
        let games = self.games.clone();
        Box::pin(async move {
            let request = ChangeRequest {
                method: "Berserk",
                args: &[],
                expected_version: None,
                request_id: request_id.as_deref(),
                to_move_only: false,
                player: Some(&player),
            };
            let (acted, _) = games
                .play(
                    &id,
                    Credential::Player,
                    request,
                    PlayRequest::Berserk,
                    |view| {
                        let session = &view.play.session;
                        let seat = session
                            .players
                            .iter()
                            .position(|p| p.as_ref().is_some_and(|p| p.id == player.id))
                            .unwrap_or(usize::MAX);
                        let to_move = G::seat_index(G::to_move(&view.game));
                        let left = session
                            .clocks_at(to_move, view.play.now_ms)
                            .get(seat)
                            .copied()
                            .unwrap_or(0);
                        // The reply remembered for a retry with the same request id.
                        crate::lobby::events::pb::BerserkResponse {
                            game_id: String::new(),
                            remaining_ms: left,
                        }
                    },
                )
                .await?;
            Ok(acted.reply.remaining_ms)
        })
    }

    fn finished(
        &self,
        id: GameId,
        token: SeatToken,
        player: Option<i64>,
    ) -> BoxFuture<'static, Result<Finished, ServiceError>> {
        let games = self.games.clone();
        Box::pin(async move {
            let view = Box::pin(games.get(&id)).await?;
            let session = &view.play.session;
            if !crate::session::ending::over::<G>(session, &view.game) {
                return Err(ServiceError::GameNotOver {
                    game_id: id.to_string(),
                });
            }
            let wrong = || ServiceError::WrongSeat {
                game_id: id.to_string(),
            };
            let seat = token.seat_in(&view.play.seats).ok_or_else(wrong)?;
            crate::session::games::may_act(session, seat, player, &id)?;
            Ok(Finished {
                seat,
                seats: view.play.seats.clone(),
                players: session.players.clone(),
                time_control: session.clocks.as_ref().map(|c| c.control),
                rated: session.rated,
                rated_takebacks: session.rated_takebacks,
                rules: GameRules {
                    options: G::rules(&view.game).into_iter().map(String::from).collect(),
                    move_limit: session.move_limit,
                    berserk: session.berserk_allowed,
                },
                computers: session.computers.clone(),
            })
        })
    }

    fn follow_turns(
        &self,
        id: GameId,
        tx: tokio::sync::mpsc::Sender<(GameId, Option<Turn>)>,
    ) -> BoxFuture<'static, ()> {
        Box::pin(super::turns::follow(self.games.clone(), id, tx))
    }
}

/// A game the lobby can start, under its service's short name.
pub struct LobbyGame {
    /// The game's service short name (`hnefatafl`).
    pub name: &'static str,
    /// Its starter.
    pub starter: Arc<dyn Starter>,
}
