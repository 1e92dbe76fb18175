//! Quick chat (`SendChat`): one of the presets, from a seat of a game, to everyone watching
//! it with the audience (`WatchGame`'s `audience`, on every replica). The game's own
//! [`Games::chat`](crate::session::games::Games::chat) checks the seat and keeps the message
//! beside the game within its limits; this job only finds the game and the caller.

use tonic::metadata::MetadataMap;

use super::pb;
use super::replica::{Caller, Lobby};
use crate::session::ServiceError;
use crate::session::auth::SeatToken;
use crate::session::games::parse_game_id;

impl Lobby {
    pub(super) async fn send_chat(
        &self,
        metadata: &MetadataMap,
        r: pb::SendChatRequest,
    ) -> Result<pb::SendChatResponse, ServiceError> {
        let (name, starter) = self.named_game(&r.game)?;
        let id = parse_game_id("game_id", &r.game_id)?;
        let player = match self.caller(metadata, Some(name)).await? {
            Some(Caller::Player(p)) => Some(p),
            _ => None,
        };
        let token = SeatToken::of_call(metadata, player.as_ref())?;
        let number = starter.chat(id, token, player, r.message).await?;
        Ok(pb::SendChatResponse { number })
    }
}
