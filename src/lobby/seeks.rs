//! Seeks: `CreateSeek` posts one (checked, the owner's seat token drawn, written to the
//! store under the posting limits), `CancelSeek` withdraws it, and `AcceptSeek` takes it with
//! the store's atomic accept and starts its game ([`Lobby::take`], which challenges and
//! quick pairing use too).

use std::sync::Arc;

use tonic::metadata::MetadataMap;

use super::pb;
use super::pending::pending_text;
use super::replica::{
    Caller, DEFAULT_SEEK_SECS, Lobby, hex, parse_time_control, player_key, random_failed, refused,
    seek_pb, side_of, stored_control, unhex_hash,
};
use super::starter::{ComputerSeat, Start, Starter};
use super::state::{Limits, Seek, Side};
use super::store::LobbyStore;
use crate::session::ServiceError;
use crate::session::auth::{self, SeatToken};
use crate::session::play::{GameRules, SeatPlayer};
use crate::session::pool::static_pool_key;
use crate::store::GameId;

/// The longest a seek may stay.
const MAX_SEEK_SECS: u32 = 86_400;

/// A seek or challenge as asked for, before it is checked.
pub(super) struct Wanted {
    pub(super) time_control: String,
    pub(super) rated: bool,
    /// Takebacks allowed although rated.
    pub(super) rated_takebacks: bool,
    pub(super) side: i32,
    pub(super) min_rating: u32,
    pub(super) max_rating: u32,
    pub(super) expires_in_s: u32,
    /// The player challenged (`None`: an open seek).
    pub(super) target: Option<SeatPlayer>,
    /// The rule options of the game, by name.
    pub(super) rules: Vec<String>,
}

impl Lobby {
    pub(super) async fn create_seek(
        &self,
        metadata: &MetadataMap,
        address: String,
        r: pb::CreateSeekRequest,
    ) -> Result<pb::CreateSeekResponse, ServiceError> {
        let (name, starter) = self.named_game(&r.game)?;
        // The owner's rating in the game's pool under this clock (live or correspondence).
        let pool = static_pool_key(name, parse_time_control(&r.time_control)?);
        let caller = self.required(metadata, Some(pool)).await?;
        let wanted = Wanted {
            time_control: r.time_control,
            rated: r.rated,
            rated_takebacks: r.rated_takebacks,
            side: r.side,
            min_rating: r.min_rating,
            max_rating: r.max_rating,
            expires_in_s: r.expires_in_s,
            target: None,
            rules: r.rules,
        };
        let (seek, token) = self.post(&caller, &starter, address, wanted).await?;
        tracing::Span::current().record("game_id", seek.id.as_str());
        Ok(pb::CreateSeekResponse {
            seek: Some(seek_pb(&seek, name)),
            seat_token: token.reveal(),
            side: side_of(seek.seat),
        })
    }

    pub(super) async fn cancel_seek(
        &self,
        metadata: &MetadataMap,
        r: pb::CancelSeekRequest,
    ) -> Result<pb::CancelSeekResponse, ServiceError> {
        if r.seek_id.is_empty() {
            return Err(ServiceError::missing("seek_id"));
        }
        let caller = self.required(metadata, None).await?;
        if self.inner.store.cancel(&r.seek_id, &caller.key()).await? {
            Ok(pb::CancelSeekResponse {})
        } else {
            Err(ServiceError::SeekNotFound { seek_id: r.seek_id })
        }
    }

    pub(super) async fn accept_seek(
        &self,
        metadata: &MetadataMap,
        r: pb::AcceptSeekRequest,
    ) -> Result<pb::AcceptSeekResponse, ServiceError> {
        if r.seek_id.is_empty() {
            return Err(ServiceError::missing("seek_id"));
        }
        let taken = || ServiceError::SeekTaken {
            seek_id: r.seek_id.clone(),
        };
        let seek = self.inner.store.seek(&r.seek_id).await?.ok_or_else(taken)?;
        if !seek.rematch_of.is_empty() {
            return Err(ServiceError::invalid(
                "seek_id",
                "REMATCH_OFFER",
                "this seek is a rematch offer: only its game's other player takes it, with \
                 OfferRematch",
            ));
        }
        let name = self.short_name(&seek.game);
        let (name, starter) = self.game(name)?;
        let starter = Arc::clone(starter);
        let pool = static_pool_key(name, stored_control(&seek.time_control)?);
        let caller = self.required(metadata, Some(pool)).await?;
        if seek.is_challenge() && seek.target != caller.key() {
            return Err(ServiceError::NotChallenged { seek_id: seek.id });
        }
        if seek.rated && !matches!(caller, Caller::Player(_)) {
            return Err(ServiceError::NotSignedIn(format!(
                "this seek is rated: sign in to accept it (send `{}`)",
                auth::PLAYER_SESSION_HEADER
            )));
        }
        self.take(seek, &caller, name, &starter, None).await
    }

    /// The limit on posts per owner ([`Limits::posts_per_sec`]).
    fn check_posting(&self, caller: &Caller) -> Result<(), ServiceError> {
        let Some(posts) = &self.inner.posts else {
            return Ok(());
        };
        // The keys of owners whose budget has come back are dropped past this many.
        if posts.len() > 100_000 {
            posts.retain_recent();
        }
        posts.check_key(&caller.key()).map_err(|not_until| {
            let wait = not_until.wait_time_from(governor::clock::Clock::now(
                &governor::clock::DefaultClock::default(),
            ));
            ServiceError::PostingTooFast {
                retry_after_ms: u64::try_from(wait.as_millis())
                    .unwrap_or(u64::MAX)
                    .saturating_add(1),
            }
        })
    }

    /// Posts the seek (or challenge) `wanted` of `caller`: checks it, draws the owner's
    /// seat token (and side, for a random one) and writes it to the store.
    pub(super) async fn post(
        &self,
        caller: &Caller,
        starter: &Arc<dyn Starter>,
        address: String,
        wanted: Wanted,
    ) -> Result<(Seek, SeatToken), ServiceError> {
        self.check_posting(caller)?;
        // The computer players take every challenge at once: none waits for them.
        let limits = match &wanted.target {
            Some(target) if self.computer(target.id).is_some() => Limits {
                challenges_per_target: 0,
                ..self.inner.limits
            },
            _ => self.inner.limits,
        };
        let control = parse_time_control(&wanted.time_control)?;
        if wanted.rated {
            if !matches!(caller, Caller::Player(_)) {
                return Err(ServiceError::NotSignedIn(format!(
                    "sign in to post a rated seek (send `{}`)",
                    auth::PLAYER_SESSION_HEADER
                )));
            }
            if control.is_none() {
                return Err(ServiceError::invalid(
                    "rated",
                    "NOT_RATABLE",
                    "a rated seek needs a time control (a player who walks away loses on time)",
                ));
            }
        }
        let rules: Vec<String> =
            GameRules::named(starter.ruleset(), starter.rule_options(), &wanted.rules)?
                .into_iter()
                .map(str::to_owned)
                .collect();
        if wanted.max_rating > 0 && wanted.min_rating > wanted.max_rating {
            return Err(ServiceError::invalid(
                "min_rating",
                "INVALID_RANGE",
                "min_rating is above max_rating",
            ));
        }
        let (side, seat) = match pb::Side::try_from(wanted.side) {
            Ok(pb::Side::Unspecified) => {
                let mut b = [0u8; 1];
                getrandom::fill(&mut b).map_err(random_failed)?;
                (Side::Random, u32::from(b[0] & 1))
            }
            Ok(pb::Side::First) => (Side::Seat(0), 0),
            Ok(pb::Side::Second) => (Side::Seat(1), 1),
            Err(_) => {
                return Err(ServiceError::invalid(
                    "side",
                    "INVALID_SIDE",
                    format!("not a side: {}", wanted.side),
                ));
            }
        };
        if usize::try_from(seat).unwrap_or(usize::MAX) >= starter.seats() {
            return Err(ServiceError::invalid(
                "side",
                "INVALID_SIDE",
                "the game has no such seat",
            ));
        }
        let secs = match wanted.expires_in_s {
            0 => DEFAULT_SEEK_SECS,
            s if s > MAX_SEEK_SECS => {
                return Err(ServiceError::invalid(
                    "expires_in_s",
                    "INVALID_ARGUMENT",
                    "a seek stays a day at most",
                ));
            }
            s => s,
        };
        let token = SeatToken::random().map_err(random_failed)?;
        let id = GameId::random().map_err(random_failed)?.to_string();
        let now = self.inner.clock.now_ms();
        let (target, target_name) = wanted.target.map_or_else(
            || (String::new(), String::new()),
            |p| (player_key(p.id), p.name),
        );
        let seek = Seek {
            id,
            game: starter.ruleset().to_owned(),
            owner: caller.key(),
            owner_name: caller.name(),
            rating: caller.rating(),
            time_control: wanted.time_control.trim().to_owned(),
            rated: wanted.rated,
            rated_takebacks: wanted.rated && wanted.rated_takebacks,
            rules,
            move_limit: 0,
            side,
            min_rating: wanted.min_rating,
            max_rating: wanted.max_rating,
            address,
            created_ms: now,
            expires_ms: now.saturating_add(u64::from(secs) * 1000),
            seat_hash: hex(&token.hash().0),
            seat,
            provisional: matches!(caller, Caller::Player(p) if p.provisional),
            rematch_of: String::new(),
            target,
            target_name,
        };
        self.inner
            .store
            .create(&seek, limits, now)
            .await?
            .map_err(|refusal| refused(refusal, &seek.id, 0))?;
        Ok((seek, token))
    }

    /// Takes `seek` for `caller` with the store's atomic accept and starts its game. With
    /// `computer` (think time and iterations per action), `caller` is one of the service's
    /// computer players: its seat is the computer's, played by the computer's queue with the
    /// seat token (which the answer then carries for nobody to use).
    pub(super) async fn take(
        &self,
        seek: Seek,
        caller: &Caller,
        name: &'static str,
        starter: &Arc<dyn Starter>,
        computer: Option<(u32, u32)>,
    ) -> Result<pb::AcceptSeekResponse, ServiceError> {
        let seek_id = seek.id.clone();
        let owner_seat = usize::try_from(seek.seat).unwrap_or(usize::MAX);
        let owner_hash = unhex_hash(&seek.seat_hash)
            .ok_or_else(|| ServiceError::Internal(format!("seek {} has no seat", seek.id)))?;
        if owner_seat >= starter.seats() {
            return Err(ServiceError::Internal(format!(
                "seek {} names a missing seat",
                seek.id
            )));
        }
        let game_id = GameId::random().map_err(random_failed)?;
        let token = SeatToken::random().map_err(random_failed)?;
        let rating = caller.rating();
        let mut seats = vec![token.hash(); starter.seats()];
        let mut players: Vec<Option<SeatPlayer>> = vec![None; starter.seats()];
        if let Some(slot) = seats.get_mut(owner_seat) {
            *slot = owner_hash;
        }
        if let Some(id) = seek.owner.strip_prefix("player:")
            && let Ok(id) = id.parse::<i64>()
            && let Some(slot) = players.get_mut(owner_seat)
        {
            *slot = Some(SeatPlayer {
                id,
                name: seek.owner_name.clone(),
                rating: f64::from(seek.rating),
                provisional: seek.provisional,
            });
        }
        let my_seat = usize::from(owner_seat == 0);
        if let Caller::Player(p) = caller
            && let Some(slot) = players.get_mut(my_seat)
        {
            *slot = Some(p.clone());
        }
        let control = stored_control(&seek.time_control)?;
        tracing::Span::current().record("game_id", game_id.to_string().as_str());
        let start = Start {
            game_id,
            seats,
            time_control: control,
            rated: seek.rated,
            rated_takebacks: seek.rated && seek.rated_takebacks,
            rules: seek.rules(),
            players,
            computers: computer
                .map(|(think_ms, iterations)| ComputerSeat {
                    seat: my_seat,
                    token: token.reveal(),
                    think_ms,
                    iterations,
                })
                .into_iter()
                .collect(),
        };
        let started = self.started_of(&start, &seek, caller.name(), caller.rating());
        // The seek is taken and the game to make recorded in one atomic step: should this
        // replica die before the game is stored, another makes it (`recover_starts`).
        self.inner
            .store
            .accept_starting(
                &seek.id,
                &caller.key(),
                rating,
                &game_id.to_string(),
                &pending_text(&start, &started),
                self.inner.clock.now_ms(),
            )
            .await?
            .map_err(|refusal| refused(refusal, &seek_id, rating))?;
        starter.start(start).await?;
        self.record_started(&started).await;
        Ok(pb::AcceptSeekResponse {
            game_id: game_id.to_string(),
            game: name.to_owned(),
            side: side_of(u32::try_from(my_seat).unwrap_or(1)),
            seat_token: token.reveal(),
        })
    }
}
