//! `tournament.v1.TournamentService`: the calls that make, list, show, join and leave events
//! (`WatchTournament` is `watch.rs`'s). Each change of an event is one compare-and-set of its
//! record ([`Lobby::update_event`]).

use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;
use tonic::metadata::MetadataMap;
use tonic::{Request, Response, Status};

use super::pb;
use super::pb::tournament_service_server::TournamentService;
use super::pb::watch_tournament_response::Event;
use super::stored::{Entrant, Stored};
use super::view;
use crate::lobby::replica::{
    Caller, Lobby, control_text, hex, parse_time_control, random_failed, rating_u32,
};
use crate::lobby::store::LobbyStore;
use crate::session::ServiceError;
use crate::session::play::{GameRules, SeatPlayer, TimeControl};
use crate::session::stream::BoxStream;
use crate::session::traced;
use crate::store::GameId;

/// The most players an event takes.
pub const MAX_PLAYERS: u32 = 500;
/// The longest name.
const MAX_NAME: usize = 64;
/// How far ahead an event may start (30 days).
const MAX_AHEAD_MS: u64 = 30 * 86_400_000;
/// When an event starts if its request does not say: in five minutes.
const DEFAULT_START_MS: u64 = 5 * 60_000;
/// The longest clock: 180 minutes and 180 seconds a move.
const MAX_BASE_MS: u64 = 180 * 60_000;
const MAX_INCREMENT_MS: u64 = 180_000;
/// Events listed per status.
const LISTED: usize = 100;
/// Finished events read from the archive for the list (those the lobby's store dropped).
const LISTED_ARCHIVED: u32 = 100;
/// The longest move limit an event sets.
const MAX_MOVE_LIMIT: u32 = 1000;
/// An event's move limit unless it sets its own (`CreateTournamentRequest.own_rules`).
pub const DEFAULT_EVENT_MOVE_LIMIT: u32 = 300;
/// The most events one player has made that have not finished.
pub const MAX_OPEN_PER_PLAYER: usize = 5;
/// Attempts of one change against writers racing on the same event.
const ATTEMPTS: usize = 20;

/// A refusal of a tournament call.
pub(super) fn refused(reason: &'static str, message: impl Into<String>) -> ServiceError {
    ServiceError::Tournament {
        reason,
        message: message.into(),
    }
}

fn invalid(field: &'static str, message: impl Into<String>) -> ServiceError {
    ServiceError::invalid(field, "INVALID_TOURNAMENT", message)
}

fn not_found(id: &str) -> ServiceError {
    refused(
        "TOURNAMENT_NOT_FOUND",
        format!("no tournament {}", crate::session::error::clip(id)),
    )
}

fn password_hash(id: &str, password: &str) -> Vec<u8> {
    let mut digest = Sha256::new();
    digest.update(id.as_bytes());
    digest.update([0u8]);
    digest.update(password.as_bytes());
    digest.finalize().to_vec()
}

/// Now, as the wire's signed milliseconds.
fn signed(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

impl Lobby {
    /// Event `id`'s record and version.
    pub(super) async fn load_event(&self, id: &str) -> Result<(u64, Stored), ServiceError> {
        if id.is_empty() {
            return Err(ServiceError::missing("id"));
        }
        let (version, bytes) = self
            .inner
            .store
            .event(id)
            .await?
            .ok_or_else(|| not_found(id))?;
        Ok((version, Stored::decode_from(&bytes)?))
    }

    /// Changes event `id` by `change`, written by compare-and-set (read again and retried
    /// when another writer came first); `Ok(None)` from `change` writes nothing. Answers what
    /// `change` answered and the record as written.
    pub(super) async fn update_event<T>(
        &self,
        id: &str,
        mut change: impl FnMut(&mut Stored) -> Result<Option<T>, ServiceError>,
    ) -> Result<(Option<T>, Stored), ServiceError> {
        for _ in 0..ATTEMPTS {
            let (version, mut stored) = self.load_event(id).await?;
            let Some(answer) = change(&mut stored)? else {
                return Ok((None, stored));
            };
            let bytes = prost::Message::encode_to_vec(&stored);
            if self.inner.store.write_event(id, version, &bytes).await? {
                return Ok((Some(answer), stored));
            }
        }
        Err(ServiceError::Busy {
            retry_after_ms: 100,
        })
    }

    /// Event `id`'s record and version, or, once the lobby's store has dropped it, its
    /// archived record (version 0).
    pub(super) async fn load_or_archived(&self, id: &str) -> Result<(u64, Stored), ServiceError> {
        match self.load_event(id).await {
            Err(ServiceError::Tournament { reason, .. })
                if reason == "TOURNAMENT_NOT_FOUND" && self.inner.archive.get().is_some() =>
            {
                Ok((0, self.archived_event(id).await?))
            }
            found => found,
        }
    }

    /// A finished event from the archive (no longer in the lobby's store).
    async fn archived_event(&self, id: &str) -> Result<Stored, ServiceError> {
        let db = self.inner.archive.get().ok_or_else(|| not_found(id))?;
        let bytes = crate::players::events::event_record(db, id)
            .await?
            .ok_or_else(|| not_found(id))?;
        Ok(Stored::decode_from(&bytes)?)
    }

    /// The signed-in caller, rated in `game`.
    async fn signed_in(
        &self,
        metadata: &MetadataMap,
        game: Option<&'static str>,
    ) -> Result<SeatPlayer, ServiceError> {
        match self.caller(metadata, game).await? {
            Some(Caller::Player(player)) => Ok(player),
            _ => Err(ServiceError::Unauthenticated(format!(
                "sign in: tournaments are for signed-in players (`{}`)",
                crate::session::auth::PLAYER_SESSION_HEADER
            ))),
        }
    }

    /// Whether account `id` is a bot (a bot account, or one of the service's computer
    /// players).
    pub(in crate::lobby) async fn is_bot(&self, id: i64) -> Result<bool, ServiceError> {
        if self.computer(id).is_some() {
            return Ok(true);
        }
        match self.inner.bot_check.get() {
            Some(check) => check(id).await,
            None => Ok(false),
        }
    }

    async fn create_event(
        &self,
        metadata: &MetadataMap,
        r: pb::CreateTournamentRequest,
    ) -> Result<pb::CreateTournamentResponse, ServiceError> {
        if r.game.is_empty() {
            return Err(ServiceError::missing("game"));
        }
        let (game, starter) = self.named_game(&r.game)?;
        let creator = self.signed_in(metadata, Some(game)).await?;
        if starter.seats() != 2 {
            return Err(invalid("game", "tournaments are for two-player games"));
        }
        let name = r.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(invalid("name", "a name of 1 to 64 characters"));
        }
        let format = pb::Format::try_from(r.format).unwrap_or(pb::Format::Unspecified);
        if format == pb::Format::Unspecified {
            return Err(invalid(
                "format",
                "FORMAT_ARENA, FORMAT_SWISS or FORMAT_ROUND_ROBIN",
            ));
        }
        let control = match parse_time_control(&r.time_control)? {
            Some(
                control @ TimeControl::Fischer {
                    initial_ms,
                    increment_ms,
                },
            ) if initial_ms <= MAX_BASE_MS && increment_ms <= MAX_INCREMENT_MS => control,
            _ => {
                return Err(ServiceError::invalid(
                    "time_control",
                    "INVALID_TIME_CONTROL",
                    "events play a clock of <minutes>+<seconds>, 1+0 to 180+180",
                ));
            }
        };
        let now = self.inner.clock.now_ms();
        let starts = match u64::try_from(r.starts_at_ms) {
            Ok(0) => now + DEFAULT_START_MS,
            Ok(ms) if ms + 60_000 >= now && ms <= now + MAX_AHEAD_MS => ms.max(now),
            _ => {
                return Err(invalid(
                    "starts_at_ms",
                    "a start from now to 30 days ahead (ms since the Unix epoch; 0: in five minutes)",
                ));
            }
        };
        let (minutes, rounds) = match format {
            pb::Format::Arena if (1..=720).contains(&r.minutes) => (r.minutes, 0),
            pb::Format::Arena => return Err(invalid("minutes", "an arena lasts 1 to 720 minutes")),
            pb::Format::Swiss if (1..=30).contains(&r.rounds) => (0, r.rounds),
            pb::Format::Swiss => return Err(invalid("rounds", "a Swiss event has 1 to 30 rounds")),
            _ => (0, 0),
        };
        let max_players = match r.max_players {
            0 => MAX_PLAYERS,
            n if (2..=MAX_PLAYERS).contains(&n) => n,
            _ => return Err(invalid("max_players", "2 to 500 players (0: 500)")),
        };
        if pb::Entry::try_from(r.entry).is_err() {
            return Err(invalid(
                "entry",
                "ENTRY_UNSPECIFIED, ENTRY_PEOPLE_ONLY or ENTRY_BOTS_ONLY",
            ));
        }
        let mut rules: Vec<String> = GameRules::named(game, starter.rule_options(), &r.rules)?
            .into_iter()
            .map(str::to_owned)
            .collect();
        if !r.own_rules && rules.is_empty() {
            // Every game of an event ends: the game's rule options by default.
            rules = starter
                .rule_options()
                .iter()
                .map(|&o| o.to_owned())
                .collect();
        }
        let move_limit = match r.move_limit {
            0 if !r.own_rules => DEFAULT_EVENT_MOVE_LIMIT,
            n => n,
        };
        if move_limit > MAX_MOVE_LIMIT {
            return Err(invalid(
                "move_limit",
                "a move limit of 0 (none) to 1,000 turns",
            ));
        }
        if r.computer_players && r.entry == i32::from(pb::Entry::PeopleOnly) {
            return Err(invalid(
                "computer_players",
                "the computer players join no people-only event",
            ));
        }
        if r.berserk && format != pb::Format::Arena {
            return Err(invalid("berserk", "only an arena's players may berserk"));
        }
        if r.berserk && control.berserk().is_none() {
            return Err(invalid(
                "berserk",
                "berserk halves a clock's base time: this clock has none",
            ));
        }
        if r.password.chars().count() > MAX_NAME {
            return Err(invalid("password", "a password of at most 64 characters"));
        }
        let mut open = 0;
        for id in self.inner.store.event_ids().await? {
            if let Ok((_, stored)) = self.load_event(&id).await
                && stored.creator_id == creator.id
                && stored.status() != pb::Status::Finished
            {
                open += 1;
            }
        }
        if open >= MAX_OPEN_PER_PLAYER {
            return Err(refused(
                "TOURNAMENT_LIMIT",
                format!("you have {open} events not finished: at most {MAX_OPEN_PER_PLAYER}"),
            ));
        }
        let mut raw = [0u8; 8];
        getrandom::fill(&mut raw).map_err(random_failed)?;
        let id = hex(&raw);
        let tournament = pb::Tournament {
            id: id.clone(),
            name: name.to_owned(),
            game: game.to_owned(),
            format: format.into(),
            time_control: control_text(Some(control)),
            rated: r.rated,
            starts_at_ms: signed(starts),
            minutes,
            rounds,
            max_players,
            entry: r.entry,
            has_password: !r.password.is_empty(),
            created_by: creator.name.clone(),
            status: pb::Status::Upcoming.into(),
            round: 0,
            ends_at_ms: if format == pb::Format::Arena {
                signed(starts + u64::from(minutes) * 60_000)
            } else {
                0
            },
            players: 0,
            double_round_robin: format == pb::Format::RoundRobin && r.double_round_robin,
            computer_players: r.computer_players,
            rules,
            move_limit,
            berserk: r.berserk,
        };
        let stored = Stored {
            tournament: Some(tournament.clone()),
            password_hash: if r.password.is_empty() {
                Vec::new()
            } else {
                password_hash(&id, &r.password)
            },
            creator_id: creator.id,
            ..Stored::default()
        };
        let bytes = prost::Message::encode_to_vec(&stored);
        if !self.inner.store.write_event(&id, 0, &bytes).await? {
            return Err(ServiceError::Internal(
                "a new tournament's id is taken".into(),
            ));
        }
        tracing::info!(tournament = %id, %game, by = %creator.name, "tournament created");
        Ok(pb::CreateTournamentResponse {
            tournament: Some(tournament),
        })
    }

    /// The events a player (a bot, or a person) may join now, as WatchPlayer announces them:
    /// upcoming, or a running arena; open to them; not full; without a password.
    pub(in crate::lobby) async fn open_events(
        &self,
        bot: bool,
    ) -> Result<Vec<crate::lobby::pb::TournamentAnnounced>, ServiceError> {
        let mut out = Vec::new();
        for id in self.inner.store.event_ids().await? {
            let Ok((_, stored)) = self.load_event(&id).await else {
                continue;
            };
            let event = stored.event();
            let open = match stored.status() {
                pb::Status::Upcoming => true,
                pb::Status::Running => stored.format() == pb::Format::Arena,
                _ => false,
            };
            let entry = pb::Entry::try_from(event.entry).unwrap_or(pb::Entry::Unspecified);
            let welcome = match entry {
                pb::Entry::PeopleOnly => !bot,
                pb::Entry::BotsOnly => bot,
                pb::Entry::Unspecified => true,
            };
            let room = stored.entrants.len() < usize::try_from(event.max_players).unwrap_or(0);
            if !open || !welcome || !room || !stored.password_hash.is_empty() {
                continue;
            }
            let format = match stored.format() {
                pb::Format::Arena => "arena",
                pb::Format::Swiss => "swiss",
                _ => "round-robin",
            };
            out.push(crate::lobby::pb::TournamentAnnounced {
                id: event.id,
                name: event.name,
                game: event.game,
                format: format.to_owned(),
                time_control: event.time_control,
                rated: event.rated,
                starts_at_ms: event.starts_at_ms,
            });
        }
        out.sort_by_key(|e| e.starts_at_ms);
        Ok(out)
    }

    async fn list_events(
        &self,
        r: pb::ListTournamentsRequest,
    ) -> Result<pb::ListTournamentsResponse, ServiceError> {
        let mut out = pb::ListTournamentsResponse::default();
        for id in self.inner.store.event_ids().await? {
            let Ok((_, stored)) = self.load_event(&id).await else {
                continue;
            };
            if !r.player.is_empty() && stored.entrant(&r.player).is_none() {
                continue;
            }
            let event = stored.event();
            match stored.status() {
                pb::Status::Running => out.running.push(event),
                pb::Status::Finished => out.finished.push(event),
                _ => out.upcoming.push(event),
            }
        }
        // Finished events leave the lobby's store a while after they finish (the director's
        // sweep); the archive keeps them.
        if let Some(db) = self.inner.archive.get() {
            for record in crate::players::events::recent_events(db, LISTED_ARCHIVED).await? {
                let Ok(stored) = Stored::decode_from(&record) else {
                    continue;
                };
                if !r.player.is_empty() && stored.entrant(&r.player).is_none() {
                    continue;
                }
                let event = stored.event();
                if !out.finished.iter().any(|t| t.id == event.id) {
                    out.finished.push(event);
                }
            }
        }
        out.upcoming.sort_by_key(|t| t.starts_at_ms);
        for list in [&mut out.running, &mut out.finished] {
            list.sort_by_key(|t| std::cmp::Reverse(t.starts_at_ms));
        }
        for list in [&mut out.upcoming, &mut out.running, &mut out.finished] {
            list.truncate(LISTED);
        }
        Ok(out)
    }

    async fn join_event(
        &self,
        metadata: &MetadataMap,
        r: pb::JoinTournamentRequest,
    ) -> Result<pb::JoinTournamentResponse, ServiceError> {
        let (_, stored) = self.load_event(&r.id).await?;
        let event = stored.event();
        let (game, _) = self.named_game(&event.game)?;
        let player = self.signed_in(metadata, Some(game)).await?;
        let bot = self.is_bot(player.id).await?;
        let now = self.inner.clock.now_ms();
        let (_, stored) = self
            .update_event(&r.id, |stored| {
                let event = stored.event();
                if !stored.password_hash.is_empty() {
                    let given = password_hash(&event.id, &r.password);
                    if !bool::from(given.ct_eq(&stored.password_hash)) {
                        return Err(refused(
                            "WRONG_PASSWORD",
                            "this event's password is not that",
                        ));
                    }
                }
                let closed = match stored.status() {
                    pb::Status::Finished => true,
                    pb::Status::Running => stored.format() != pb::Format::Arena,
                    _ => false,
                };
                if let Some(entrant) = stored.entrant_mut(player.id) {
                    let shown = entrant.player.get_or_insert_with(pb::Player::default);
                    if !shown.withdrawn {
                        return Ok(None);
                    }
                    if closed {
                        return Err(refused(
                            "TOURNAMENT_CLOSED",
                            "this event takes no more players",
                        ));
                    }
                    shown.withdrawn = false;
                    entrant.joined_ms = now;
                    let shown = shown.clone();
                    stored.log(Event::Joined(shown));
                    return Ok(Some(()));
                }
                if closed {
                    return Err(refused(
                        "TOURNAMENT_CLOSED",
                        "this event takes no more players",
                    ));
                }
                let entry = pb::Entry::try_from(event.entry).unwrap_or(pb::Entry::Unspecified);
                match entry {
                    pb::Entry::PeopleOnly if bot => {
                        return Err(refused("TOURNAMENT_ENTRY", "this event is for people only"));
                    }
                    pb::Entry::BotsOnly if !bot => {
                        return Err(refused("TOURNAMENT_ENTRY", "this event is for bots only"));
                    }
                    _ => {}
                }
                if stored.entrants.len() >= usize::try_from(event.max_players).unwrap_or(0) {
                    return Err(refused("TOURNAMENT_FULL", "this event is full"));
                }
                let shown = pb::Player {
                    name: player.name.clone(),
                    rating: i32::try_from(rating_u32(player.rating)).unwrap_or(i32::MAX),
                    withdrawn: false,
                    bot,
                };
                stored.entrants.push(Entrant {
                    player: Some(shown.clone()),
                    id: player.id,
                    joined_ms: now,
                });
                stored.event_mut().players =
                    u32::try_from(stored.entrants.len()).unwrap_or(u32::MAX);
                stored.log(Event::Joined(shown));
                stored.log_standings();
                Ok(Some(()))
            })
            .await?;
        Ok(pb::JoinTournamentResponse {
            tournament: Some(stored.event()),
        })
    }

    async fn withdraw_event(
        &self,
        metadata: &MetadataMap,
        r: pb::WithdrawTournamentRequest,
    ) -> Result<pb::WithdrawTournamentResponse, ServiceError> {
        let player = self.signed_in(metadata, None).await?;
        let (_, stored) = self
            .update_event(&r.id, |stored| {
                if stored.status() == pb::Status::Finished {
                    return Err(refused("TOURNAMENT_CLOSED", "this event is over"));
                }
                let Some(entrant) = stored.entrant_mut(player.id) else {
                    return Err(refused(
                        "NOT_IN_TOURNAMENT",
                        "you have not joined this event",
                    ));
                };
                let shown = entrant.player.get_or_insert_with(pb::Player::default);
                if shown.withdrawn {
                    return Ok(None);
                }
                shown.withdrawn = true;
                let name = shown.name.clone();
                stored.log(Event::Withdrawn(name));
                Ok(Some(()))
            })
            .await?;
        Ok(pb::WithdrawTournamentResponse {
            tournament: Some(stored.event()),
        })
    }

    /// Berserks the caller's game going on in an arena that allows it: the game first (its
    /// own compare-and-set, where the clock is cut, once per request id), then the board
    /// shows it. What an arena scores is read from the game when its result is counted.
    async fn berserk_event(
        &self,
        metadata: &MetadataMap,
        r: pb::BerserkRequest,
    ) -> Result<pb::BerserkResponse, ServiceError> {
        let request_id = crate::session::requests::parse_request_id(&r.request_id)?;
        let (_, stored) = self.load_event(&r.id).await?;
        let event = stored.event();
        let (game, starter) = self.named_game(&event.game)?;
        let player = self.signed_in(metadata, Some(game)).await?;
        if !event.berserk {
            return Err(ServiceError::BerserkNotAllowed(
                "this event's players may not berserk".into(),
            ));
        }
        let name = stored
            .entrants
            .iter()
            .find(|e| e.id == player.id)
            .and_then(|e| e.player.as_ref())
            .map(|p| p.name.clone())
            .ok_or_else(|| refused("NOT_IN_TOURNAMENT", "you have not joined this event"))?;
        let board = stored
            .pairings()
            .filter(|p| p.result.is_empty() && !p.game_id.is_empty())
            .find(|p| p.first == name || p.second == name)
            .cloned()
            .ok_or_else(|| {
                refused(
                    "NOT_IN_TOURNAMENT",
                    "you have no game going on in this event",
                )
            })?;
        let game_id: GameId = board
            .game_id
            .parse()
            .map_err(|_| ServiceError::Internal("a tournament game's id".into()))?;
        let remaining_ms = starter
            .berserk(game_id, player, request_id.map(str::to_owned))
            .await?;
        let first = board.first == name;
        self.update_event(&r.id, |stored| {
            let Some(shown) = stored
                .boards
                .iter_mut()
                .filter_map(|b| b.pairing.as_mut())
                .find(|p| p.game_id == board.game_id)
            else {
                return Ok(None);
            };
            let flag = if first {
                &mut shown.first_berserk
            } else {
                &mut shown.second_berserk
            };
            if *flag {
                return Ok(None);
            }
            *flag = true;
            let shown = shown.clone();
            stored.log(Event::Berserked(shown));
            Ok(Some(()))
        })
        .await?;
        tracing::info!(tournament = %r.id, game_id = %board.game_id, player = %name, "berserk");
        Ok(pb::BerserkResponse {
            game_id: board.game_id,
            remaining_ms,
        })
    }
}

#[tonic::async_trait]
impl TournamentService for Lobby {
    type WatchTournamentStream = BoxStream<pb::WatchTournamentResponse>;

    async fn create_tournament(
        &self,
        request: Request<pb::CreateTournamentRequest>,
    ) -> Result<Response<pb::CreateTournamentResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        traced("CreateTournament", "", self.create_event(&metadata, r)).await
    }

    async fn list_tournaments(
        &self,
        request: Request<pb::ListTournamentsRequest>,
    ) -> Result<Response<pb::ListTournamentsResponse>, Status> {
        traced(
            "ListTournaments",
            "",
            self.list_events(request.into_inner()),
        )
        .await
    }

    async fn get_tournament(
        &self,
        request: Request<pb::GetTournamentRequest>,
    ) -> Result<Response<pb::GetTournamentResponse>, Status> {
        let r = request.into_inner();
        traced("GetTournament", "", async {
            let (_, stored) = self.load_or_archived(&r.id).await?;
            Ok(pb::GetTournamentResponse {
                view: Some(view::view(&stored)),
            })
        })
        .await
    }

    async fn join_tournament(
        &self,
        request: Request<pb::JoinTournamentRequest>,
    ) -> Result<Response<pb::JoinTournamentResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        traced("JoinTournament", "", self.join_event(&metadata, r)).await
    }

    async fn withdraw_tournament(
        &self,
        request: Request<pb::WithdrawTournamentRequest>,
    ) -> Result<Response<pb::WithdrawTournamentResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        traced("WithdrawTournament", "", self.withdraw_event(&metadata, r)).await
    }

    async fn berserk(
        &self,
        request: Request<pb::BerserkRequest>,
    ) -> Result<Response<pb::BerserkResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        traced("Berserk", "", self.berserk_event(&metadata, r)).await
    }

    async fn watch_tournament(
        &self,
        request: Request<pb::WatchTournamentRequest>,
    ) -> Result<Response<Self::WatchTournamentStream>, Status> {
        let r = request.into_inner();
        self.open_event_watch(r).await
    }
}
