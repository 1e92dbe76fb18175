//! Challenges: a seek for one named player (`Challenge`), taken only by that player
//! (`AcceptSeek`) or declined with a reason (`DeclineChallenge`); a challenge to one of the
//! service's computer players is accepted at once, and `ListComputers` lists them.

use tonic::metadata::MetadataMap;

use super::pb;
use super::replica::{
    Caller, Lobby, parse_time_control, rating_u32, seek_pb, side_of, stored_control,
};
use super::seeks::Wanted;
use super::store::LobbyStore;
use crate::session::ServiceError;
use crate::session::auth;
use crate::session::pool::static_pool_key;

impl Lobby {
    pub(super) async fn list_computers(
        &self,
        r: pb::ListComputersRequest,
    ) -> Result<pb::ListComputersResponse, ServiceError> {
        let (name, _) = self.named_game(&r.game)?;
        let computers = self.computers();
        let mut out = Vec::with_capacity(computers.len());
        if let Some(lookup) = self.inner.lookup.as_ref() {
            for computer in computers {
                let player = lookup(computer.level.name.to_owned(), Some(name)).await?;
                out.push(pb::Computer {
                    name: player.name,
                    level: computer.level.level.to_owned(),
                    description: computer.level.description.to_owned(),
                    rating: rating_u32(player.rating),
                    provisional: player.provisional,
                    think_ms: computer.level.think_ms,
                });
            }
        }
        Ok(pb::ListComputersResponse { computers: out })
    }

    pub(super) async fn challenge(
        &self,
        metadata: &MetadataMap,
        address: String,
        r: pb::ChallengeRequest,
    ) -> Result<pb::ChallengeResponse, ServiceError> {
        if r.opponent.trim().is_empty() {
            return Err(ServiceError::missing("opponent"));
        }
        let (name, starter) = self.named_game(&r.game)?;
        // Both players' ratings in the game's pool under this clock (live or correspondence).
        let pool = static_pool_key(name, parse_time_control(&r.time_control)?);
        let caller = self.required(metadata, Some(pool)).await?;
        let lookup = self
            .inner
            .lookup
            .as_ref()
            .ok_or_else(|| ServiceError::PlayerNotFound {
                name: r.opponent.clone(),
            })?;
        let opponent = lookup(r.opponent.trim().to_owned(), Some(pool)).await?;
        let computer = self.computer(opponent.id);
        match &caller {
            Caller::Player(me) if me.id == opponent.id => {
                return Err(ServiceError::invalid(
                    "opponent",
                    "SAME_PLAYER",
                    "you cannot challenge yourself",
                ));
            }
            Caller::Player(_) => {}
            // A guest may play the computer, unrated.
            Caller::Guest(_) if computer.is_some() => {}
            Caller::Guest(_) => {
                return Err(ServiceError::NotSignedIn(format!(
                    "sign in to challenge a player (send `{}`)",
                    auth::PLAYER_SESSION_HEADER
                )));
            }
        }
        let control_text = r.time_control.clone();
        let wanted = Wanted {
            time_control: r.time_control,
            rated: r.rated,
            rated_takebacks: r.rated_takebacks,
            side: r.side,
            min_rating: 0,
            max_rating: 0,
            expires_in_s: r.expires_in_s,
            target: Some(opponent.clone()),
            rules: r.rules,
        };
        let (seek, token) = self.post(&caller, &starter, address, wanted).await?;
        tracing::Span::current().record("game_id", seek.id.as_str());
        let challenge = seek_pb(&seek, name);
        let side = side_of(seek.seat);
        let mut game_id = String::new();
        if let (Caller::Player(me), None, Some(push)) = (&caller, &computer, self.inner.push.get())
        {
            // This call's write posted the challenge: its one push.
            push.notify(
                crate::players::PlayerId(opponent.id),
                crate::players::push::Notice::Challenge {
                    game: name.to_owned(),
                    seek_id: seek.id.clone(),
                    from: me.name.clone(),
                    time_control: control_text,
                    rated: seek.rated,
                },
            );
        }
        if let Some(computer) = computer {
            // The computer accepts at once: the challenge's seat is its, played by the queue.
            let control = stored_control(&seek.time_control)?;
            let think = super::computers::think_ms(computer.level, control);
            let started = self
                .take(
                    seek,
                    &Caller::Player(opponent),
                    name,
                    &starter,
                    Some((think, computer.level.iterations)),
                )
                .await?;
            game_id = started.game_id;
        }
        Ok(pb::ChallengeResponse {
            challenge: Some(challenge),
            seat_token: token.reveal(),
            side,
            game_id,
        })
    }

    pub(super) async fn decline_challenge(
        &self,
        metadata: &MetadataMap,
        r: pb::DeclineChallengeRequest,
    ) -> Result<pb::DeclineChallengeResponse, ServiceError> {
        if r.seek_id.is_empty() {
            return Err(ServiceError::missing("seek_id"));
        }
        let reason = pb::DeclineReason::try_from(r.reason).map_err(|_| {
            ServiceError::invalid(
                "reason",
                "INVALID_ARGUMENT",
                format!("not a decline reason: {}", r.reason),
            )
        })?;
        let caller = self.required(metadata, None).await?;
        if self
            .inner
            .store
            .decline(&r.seek_id, &caller.key(), reason.as_str_name())
            .await?
        {
            Ok(pb::DeclineChallengeResponse {})
        } else {
            Err(ServiceError::SeekNotFound { seek_id: r.seek_id })
        }
    }
}
