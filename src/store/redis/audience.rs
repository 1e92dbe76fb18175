//! A game's audience in Redis, beside the game and outside its version: how many spectators
//! each replica counts (`game:{<id>}:audience`, a hash from replica id to
//! `<count> <fresh until>`, the time Redis's own) and the quick chat
//! (`game:{<id>}:chat`, a list of `<seat> <preset> <ms>`). Both keys share the game's hash tag.

use std::sync::Arc;

use redis::Script;
use redis::aio::ConnectionLike;

use super::{RedisStore, timed};
use crate::store::{ChatLimits, ChatLine, ChatPosted, GameId, SPECTATORS_FRESH, StoreError};

/// The scripts and this replica's id in the audience hashes.
#[derive(Debug)]
pub(super) struct Audience {
    /// Random per store made: each replica (process) counts its own.
    replica: String,
    spectators: Script,
    chat: Script,
}

impl Audience {
    pub(super) fn new() -> Arc<Audience> {
        let replica = crate::store::GameId::random().map_or_else(
            |_| format!("pid-{}", std::process::id()),
            |id| id.to_string(),
        );
        Arc::new(Audience {
            replica,
            spectators: Script::new(include_str!("spectators.lua")),
            chat: Script::new(include_str!("chat.lua")),
        })
    }
}

fn audience_key(id: &GameId) -> String {
    format!("game:{{{id}}}:audience")
}

fn chat_key(id: &GameId) -> String {
    format!("game:{{{id}}}:chat")
}

fn millis(d: std::time::Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

impl<C: ConnectionLike + Clone + Send + Sync + 'static> RedisStore<C> {
    pub(super) async fn audience_spectators(
        &self,
        id: &GameId,
        mine: Option<u32>,
    ) -> Result<u32, StoreError> {
        if mine.is_some() && self.faults.dead() {
            return Err(super::dead());
        }
        let mut conn = self.conn.clone();
        let mut invocation = self.audience.spectators.key(audience_key(id));
        invocation
            .arg(&self.audience.replica)
            .arg(mine.map_or_else(String::new, |n| n.to_string()))
            .arg(millis(SPECTATORS_FRESH));
        let total: u64 = timed(invocation.invoke_async(&mut conn)).await?;
        Ok(u32::try_from(total).unwrap_or(u32::MAX))
    }

    pub(super) async fn audience_post(
        &self,
        id: &GameId,
        line: ChatLine,
        limits: ChatLimits,
    ) -> Result<ChatPosted, StoreError> {
        let mut conn = self.conn.clone();
        let mut invocation = self.audience.chat.key(chat_key(id));
        invocation
            .arg(line.seat)
            .arg(line.preset)
            .arg(line.at_ms)
            .arg(limits.min_gap_ms)
            .arg(limits.per_game)
            .arg(self.ttl_millis().max(1));
        let (kind, value): (u8, u64) = timed(invocation.invoke_async(&mut conn)).await?;
        Ok(match kind {
            0 => ChatPosted::Posted(u32::try_from(value).unwrap_or(u32::MAX)),
            1 => ChatPosted::TooSoon {
                retry_after_ms: value,
            },
            _ => ChatPosted::Full,
        })
    }

    pub(super) async fn audience_chat(
        &self,
        id: &GameId,
        after: usize,
    ) -> Result<Vec<ChatLine>, StoreError> {
        let mut conn = self.conn.clone();
        let lines: Vec<String> = timed(
            redis::cmd("LRANGE")
                .arg(chat_key(id))
                .arg(after)
                .arg(-1)
                .query_async(&mut conn),
        )
        .await?;
        lines.iter().map(|l| parse_line(l)).collect()
    }
}

/// One stored line, `<seat> <preset> <ms>`.
fn parse_line(text: &str) -> Result<ChatLine, StoreError> {
    let corrupt = || StoreError::Corrupt(format!("chat line {text:?}"));
    let mut parts = text.split(' ');
    let mut next = || parts.next().ok_or_else(corrupt);
    let seat = next()?.parse().map_err(|_| corrupt())?;
    let preset = next()?.parse().map_err(|_| corrupt())?;
    let at_ms = next()?.parse().map_err(|_| corrupt())?;
    Ok(ChatLine {
        seat,
        preset,
        at_ms,
    })
}
