//! Rematches (`OfferRematch`): an offer is a seek owned by the finished game, which only
//! its other player takes, by offering too; the new game swaps the sides and keeps each
//! player's token. One of the service's computer players accepts at once.

use std::sync::Arc;

use tonic::metadata::MetadataMap;

use super::computers::Computer;
use super::pb;
use super::pending::pending_text;
use super::replica::{
    Caller, DEFAULT_SEEK_SECS, Lobby, control_text, hex, player_key, random_failed, rating_u32,
    refused, side_of, stored_control, unhex_hash,
};
use super::starter::{ComputerSeat, Finished, Start, Starter};
use super::state::{Refusal, Seek, Side};
use super::store::LobbyStore;
use crate::session::ServiceError;
use crate::session::auth::SeatToken;
use crate::session::play::SeatPlayer;
use crate::store::GameId;

impl Lobby {
    pub(super) async fn offer_rematch(
        &self,
        metadata: &MetadataMap,
        address: String,
        r: pb::OfferRematchRequest,
    ) -> Result<pb::OfferRematchResponse, ServiceError> {
        let (name, starter) = self.named_game(&r.game)?;
        let old = crate::session::games::parse_game_id("game_id", &r.game_id)?;
        let token = SeatToken::from_metadata(metadata)?;
        let player = match self.caller(metadata, Some(name)).await? {
            Some(Caller::Player(p)) => Some(p),
            _ => None,
        };
        let finished = starter
            .finished(old, token, player.as_ref().map(|p| p.id))
            .await?;
        let seats = starter.seats();
        let next = |seat: usize| (seat + 1) % seats;
        let mine_old = finished.seat;
        let mine_new = next(mine_old);
        let my_player = finished.players.get(mine_old).cloned().flatten();
        let now = self.inner.clock.now_ms();
        let mine_hash =
            finished.seats.get(mine_old).copied().ok_or_else(|| {
                ServiceError::Internal("the finished game has no such seat".into())
            })?;
        let owner = format!("rematch:{old}");
        let offer = Seek {
            id: format!("rematch-{old}"),
            game: starter.ruleset().to_owned(),
            owner: owner.clone(),
            owner_name: my_player
                .as_ref()
                .map_or_else(|| crate::players::GUEST.to_owned(), |p| p.name.clone()),
            rating: my_player.as_ref().map_or(0, |p| rating_u32(p.rating)),
            time_control: control_text(finished.time_control),
            rated: finished.rated,
            rated_takebacks: finished.rated_takebacks,
            rules: finished.rules.options.clone(),
            move_limit: finished.rules.move_limit,
            side: Side::Seat(u32::try_from(mine_new).unwrap_or(0)),
            min_rating: 0,
            max_rating: 0,
            address,
            created_ms: now,
            expires_ms: now.saturating_add(u64::from(DEFAULT_SEEK_SECS) * 1000),
            seat_hash: hex(&mine_hash.0),
            seat: u32::try_from(mine_new).unwrap_or(0),
            provisional: my_player.as_ref().is_some_and(|p| p.provisional),
            rematch_of: old.to_string(),
            target: String::new(),
            target_name: String::new(),
        };
        let side = side_of(offer.seat);
        let other_old = next(mine_old);
        if seats == 2
            && let Some(Some(opponent)) = finished.players.get(other_old)
            && let Some(computer) = self.computer(opponent.id)
        {
            return self
                .rematch_computer(&starter, old, &finished, offer, computer)
                .await;
        }
        if finished.computers.contains(&other_old) {
            // NewGame's computer opponent: nobody would ever take the offer.
            return Err(ServiceError::ComputerNoRematch {
                game_id: old.to_string(),
            });
        }
        let open_id = match self
            .inner
            .store
            .create(&offer, self.inner.limits, now)
            .await?
        {
            Ok(()) => {
                // Nobody streams for an offer's owner: it stays until taken or expired.
                self.inner.store.present(&owner, offer.expires_ms).await?;
                return Ok(pb::OfferRematchResponse {
                    seek_id: offer.id,
                    game_id: String::new(),
                    side,
                });
            }
            Err(Refusal::AlreadySeeking(open)) => open,
            Err(refusal) => return Err(refused(refusal, &offer.id, 0)),
        };
        let open =
            self.inner
                .store
                .seek(&open_id)
                .await?
                .ok_or_else(|| ServiceError::SeekTaken {
                    seek_id: open_id.clone(),
                })?;
        if open.seat == offer.seat {
            // This player offered already.
            return Ok(pb::OfferRematchResponse {
                seek_id: open.id,
                game_id: String::new(),
                side,
            });
        }
        // The opponent offered: take the offer and start the game, each player with the seat
        // token they had, on the other side.
        let game_id = GameId::random().map_err(random_failed)?;
        let taken = open;
        let mut new_seats = vec![mine_hash; seats];
        let mut new_players: Vec<Option<SeatPlayer>> = vec![None; seats];
        for (seat, hash) in finished.seats.iter().enumerate() {
            if let Some(slot) = new_seats.get_mut(next(seat)) {
                *slot = *hash;
            }
            if let Some(slot) = new_players.get_mut(next(seat)) {
                *slot = finished.players.get(seat).cloned().flatten();
            }
        }
        if let Some(hash) = unhex_hash(&taken.seat_hash)
            && let Some(slot) = new_seats.get_mut(usize::try_from(taken.seat).unwrap_or(0))
        {
            *slot = hash;
        }
        let start = Start {
            game_id,
            seats: new_seats,
            time_control: stored_control(&taken.time_control)?,
            rated: taken.rated,
            rated_takebacks: taken.rated && taken.rated_takebacks,
            rules: taken.rules(),
            players: new_players,
            computers: Vec::new(),
        };
        let started = self.started_of(&start, &taken, String::new(), 0);
        self.inner
            .store
            .accept_starting(
                &taken.id,
                &format!("seat:{old}:{mine_old}"),
                0,
                &game_id.to_string(),
                &pending_text(&start, &started),
                self.inner.clock.now_ms(),
            )
            .await?
            .map_err(|refusal| refused(refusal, &open_id, 0))?;
        starter.start(start).await?;
        self.record_started(&started).await;
        Ok(pb::OfferRematchResponse {
            seek_id: taken.id,
            game_id: game_id.to_string(),
            side,
        })
    }

    /// A rematch offered to one of the service's computer players (the other seat of the
    /// finished two-seat game `old`), which accepts it at once: the offer is posted and taken
    /// for the computer as another player's would be, and the new game (the sides swapped,
    /// the same clock and rated flag; the computer's seat with a fresh token, played by its
    /// queue) gets an id derived from the old one. So the same offer made again, or handled
    /// by two replicas at once, makes one game: a made game is answered as it is; of two
    /// racing starts only the one whose seats were stored hands its token to the queue.
    async fn rematch_computer(
        &self,
        starter: &Arc<dyn Starter>,
        old: GameId,
        finished: &Finished,
        offer: Seek,
        computer: Computer,
    ) -> Result<pb::OfferRematchResponse, ServiceError> {
        let game_id = old.derived("rematch");
        let side = side_of(offer.seat);
        let answer = |seek_id: String| pb::OfferRematchResponse {
            seek_id,
            game_id: game_id.to_string(),
            side,
        };
        if starter.exists(game_id).await? {
            return Ok(answer(offer.id));
        }
        let mine_new = usize::try_from(offer.seat).unwrap_or(0);
        let theirs_new = usize::from(mine_new == 0);
        let mine_hash = unhex_hash(&offer.seat_hash)
            .ok_or_else(|| ServiceError::Internal("a rematch offer without a seat".into()))?;
        let token = SeatToken::random().map_err(random_failed)?;
        let mut seats = vec![token.hash(); 2];
        if let Some(slot) = seats.get_mut(mine_new) {
            *slot = mine_hash;
        }
        // Each player moves to the other side.
        let players: Vec<Option<SeatPlayer>> = (0..2)
            .map(|seat| finished.players.get(1 - seat).cloned().flatten())
            .collect();
        let control = finished.time_control;
        let start = Start {
            game_id,
            seats,
            time_control: control,
            rated: finished.rated,
            rated_takebacks: finished.rated_takebacks,
            rules: finished.rules.clone(),
            players,
            computers: vec![ComputerSeat {
                seat: theirs_new,
                token: token.reveal(),
                think_ms: super::computers::think_ms(computer.level, control),
                iterations: computer.level.iterations,
            }],
        };
        let now = self.inner.clock.now_ms();
        match self
            .inner
            .store
            .create(&offer, self.inner.limits, now)
            .await?
        {
            // Another call's offer, the same: taken below all the same.
            Ok(()) | Err(Refusal::AlreadySeeking(_)) => {}
            Err(refusal) => return Err(refused(refusal, &offer.id, 0)),
        }
        let started = self.started_of(&start, &offer, String::new(), 0);
        tracing::Span::current().record("game_id", game_id.to_string().as_str());
        let taken = self
            .inner
            .store
            .accept_starting(
                &offer.id,
                &player_key(computer.id),
                0,
                &game_id.to_string(),
                &pending_text(&start, &started),
                now,
            )
            .await?;
        match taken {
            Ok(_) => {}
            // Taken by a call racing this one: that call makes the game.
            Err(Refusal::Taken) => return Ok(answer(offer.id)),
            Err(refusal) => return Err(refused(refusal, &offer.id, 0)),
        }
        starter.start(start).await?;
        self.record_started(&started).await;
        self.inner.wake.notify_one();
        Ok(answer(offer.id))
    }
}
