//! Quick pairing (`QuickPair`, a stream): the caller takes the closest open seek of the same
//! game, clock and rated flag within a rating gap that widens with the wait, or posts its own
//! and waits for it to be taken, posting again when it is gone without a game.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;
use tonic::metadata::MetadataMap;
use tonic::{Response, Status};

use super::pb;
use super::replica::{
    Caller, DEFAULT_SEEK_SECS, Feed, Lobby, hex, parse_time_control, random_failed, refused,
    seek_pb, side_of,
};
use super::starter::Starter;
use super::state::{ChangeKind, RemovedWhy, Seek, Side};
use super::store::LobbyStore;
use crate::session::ServiceError;
use crate::session::auth::SeatToken;
use crate::session::pool::static_pool_key;
use crate::session::stream::BoxStream;
use crate::session::traced;
use crate::store::GameId;

impl Lobby {
    /// Opens a `QuickPair` stream: checks the request and the caller, then serves the stream
    /// in a task.
    pub(super) async fn open_quick_pair(
        &self,
        metadata: &MetadataMap,
        address: String,
        r: pb::QuickPairRequest,
    ) -> Result<Response<BoxStream<pb::QuickPairResponse>>, Status> {
        let (caller, name, starter, control) = traced("QuickPair", "", async {
            let (name, starter) = self.named_game(&r.game)?;
            let pool = static_pool_key(name, parse_time_control(&r.time_control)?);
            let caller = self.required(metadata, Some(pool)).await?;
            Ok((caller, name, starter, r.time_control.trim().to_owned()))
        })
        .await?
        .into_inner();
        let (tx, rx) = mpsc::channel(8);
        let lobby = self.clone();
        tokio::spawn(async move {
            lobby
                .quick_pair(caller, name, starter, control, address, tx)
                .await;
        });
        Ok(Response::new(Box::pin(
            tokio_stream::wrappers::ReceiverStream::new(rx),
        )))
    }

    /// The open seeks a quick pairer may take now, closest rating first: the same game, clock
    /// and rated flag, not its own, not a rematch offer, admitting its rating, older than its
    /// own seek (when it has one), and rated within the widening of the longer wait.
    fn candidates(&self, wanted: &Seek, own: Option<&Seek>, now: u64) -> Vec<Seek> {
        let widening = super::Widening::default();
        let rating = |r: u32| if r == 0 { 1500 } else { i64::from(r) };
        let mut found: Vec<(i64, Seek)> = self
            .mirror()
            .values()
            .filter(|s| {
                s.game == wanted.game
                    && s.time_control == wanted.time_control
                    && s.rated == wanted.rated
                    && s.rematch_of.is_empty()
                    && !s.is_challenge()
                    && s.owner != wanted.owner
                    && s.admits(wanted.rating)
                    && own.is_none_or(|o| (s.created_ms, &s.id) < (o.created_ms, &o.id))
            })
            .filter_map(|s| {
                let gap = (rating(s.rating) - rating(wanted.rating)).abs();
                let since = own.map_or(s.created_ms, |o| o.created_ms.min(s.created_ms));
                let waited = i64::try_from(now.saturating_sub(since) / 1000).unwrap_or(i64::MAX);
                let allowed = i64::from(widening.base)
                    .saturating_add(i64::from(widening.per_second).saturating_mul(waited));
                (gap <= allowed).then(|| (gap, s.clone()))
            })
            .collect();
        found.sort_by(|a, b| (a.0, a.1.created_ms, &a.1.id).cmp(&(b.0, b.1.created_ms, &b.1.id)));
        found.into_iter().map(|(_, s)| s).collect()
    }

    /// Serves one QuickPair stream into `tx` (see the proto).
    #[allow(clippy::too_many_lines)]
    async fn quick_pair(
        &self,
        caller: Caller,
        name: &'static str,
        starter: Arc<dyn Starter>,
        control_text: String,
        address: String,
        tx: mpsc::Sender<Result<pb::QuickPairResponse, Status>>,
    ) {
        use pb::quick_pair_response::Update;
        let send = |update: Result<Update, ServiceError>| {
            let tx = tx.clone();
            async move {
                tx.send(
                    update
                        .map(|u| pb::QuickPairResponse { update: Some(u) })
                        .map_err(Status::from),
                )
                .await
                .is_ok()
            }
        };
        let mut feed = self.inner.feed.subscribe();
        let mut shutdown = self.inner.shutdown.clone();
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let rated = matches!(caller, Caller::Player(_)) && !control_text.is_empty();
        let wanted = Seek {
            id: String::new(),
            game: starter.ruleset().to_owned(),
            owner: caller.key(),
            owner_name: caller.name(),
            rating: caller.rating(),
            time_control: control_text.clone(),
            rated,
            rated_takebacks: false,
            rules: Vec::new(),
            move_limit: 0,
            side: Side::Random,
            min_rating: 0,
            max_rating: 0,
            address: address.clone(),
            created_ms: 0,
            expires_ms: 0,
            seat_hash: String::new(),
            seat: 0,
            provisional: matches!(&caller, Caller::Player(p) if p.provisional),
            rematch_of: String::new(),
            target: String::new(),
            target_name: String::new(),
        };
        // The caller's own waiting seek and its seat token; `cancelling`: it could not be
        // withdrawn (somebody may have taken it): wait for the lobby to say what became of it.
        let mut own: Option<(Seek, SeatToken)> = None;
        let mut cancelling = false;
        loop {
            if !cancelling {
                let now = self.inner.clock.now_ms();
                let mut started = None;
                for candidate in self.candidates(&wanted, own.as_ref().map(|(s, _)| s), now) {
                    if let Some((mine, _)) = &own {
                        // Withdraw the own seek first, so that nobody takes both.
                        match self.inner.store.cancel(&mine.id, &mine.owner).await {
                            Ok(true) => own = None,
                            Ok(false) => {
                                cancelling = true;
                                break;
                            }
                            Err(e) => {
                                let _ = send(Err(e.into())).await;
                                return;
                            }
                        }
                    }
                    match self.take(candidate, &caller, name, &starter, None).await {
                        Ok(game) => {
                            started = Some(game);
                            break;
                        }
                        Err(
                            ServiceError::SeekTaken { .. } | ServiceError::RatingOutOfRange { .. },
                        ) => {}
                        Err(e) => {
                            let _ = send(Err(e)).await;
                            return;
                        }
                    }
                }
                if let Some(game) = started {
                    self.inner.wake.notify_one();
                    let _ = send(Ok(Update::Started(game))).await;
                    return;
                }
                if own.is_none() && !cancelling {
                    match self.post_quick(&wanted, &address).await {
                        Ok((seek, token, reply)) => {
                            self.inner.wake.notify_one();
                            own = Some((seek, token));
                            if !send(Ok(Update::Waiting(reply))).await {
                                return;
                            }
                        }
                        Err(e) => {
                            let _ = send(Err(e)).await;
                            return;
                        }
                    }
                }
            }
            tokio::select! {
                () = shutdown.wait() => {
                    let _ = send(Err(ServiceError::ShuttingDown)).await;
                    return;
                }
                () = tx.closed() => return,
                _ = tick.tick() => {
                    if let Some((mine, _)) = &own {
                        let until = self.inner.clock.now_ms().saturating_add(self.inner.limits.grace_ms);
                        if let Err(error) = self.inner.store.present(&mine.owner, until).await {
                            tracing::warn!(%error, "lobby presence not renewed");
                        }
                    }
                }
                received = feed.recv() => {
                    let Ok(Feed::Change(shown)) = received else { continue };
                    if let ChangeKind::Removed { id, why, game_id, .. } = &shown.change.kind
                        && let Some((mine, token)) = &own
                        && *id == mine.id
                    {
                        if *why == RemovedWhy::Accepted && !game_id.is_empty() {
                            let _ = send(Ok(Update::Started(pb::AcceptSeekResponse {
                                game_id: game_id.clone(),
                                game: name.to_owned(),
                                side: side_of(mine.seat),
                                seat_token: token.reveal(),
                            })))
                            .await;
                            return;
                        }
                        own = None;
                        cancelling = false;
                    }
                }
            }
        }
    }

    /// Posts a quick pairer's own seek (a random side, no rating range).
    async fn post_quick(
        &self,
        wanted: &Seek,
        address: &str,
    ) -> Result<(Seek, SeatToken, pb::CreateSeekResponse), ServiceError> {
        let mut b = [0u8; 1];
        getrandom::fill(&mut b).map_err(random_failed)?;
        let token = SeatToken::random().map_err(random_failed)?;
        let now = self.inner.clock.now_ms();
        let seek = Seek {
            id: GameId::random().map_err(random_failed)?.to_string(),
            address: address.to_owned(),
            created_ms: now,
            expires_ms: now.saturating_add(u64::from(DEFAULT_SEEK_SECS) * 1000),
            seat_hash: hex(&token.hash().0),
            seat: u32::from(b[0] & 1),
            ..wanted.clone()
        };
        self.inner
            .store
            .create(&seek, self.inner.limits, now)
            .await?
            .map_err(|refusal| refused(refusal, &seek.id, 0))?;
        let name = self.short_name(&seek.game);
        let reply = pb::CreateSeekResponse {
            seek: Some(seek_pb(&seek, name)),
            seat_token: token.reveal(),
            side: side_of(seek.seat),
        };
        Ok((seek, token, reply))
    }
}
