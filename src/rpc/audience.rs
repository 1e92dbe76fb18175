//! `audience.v1`: the messages of who watches a game and of its quick chat, which every
//! game's `WatchGame` stream and the lobby's `SendChat` share (one Rust type for every game).
//! See `docs/streaming.md`, "Spectators and quick chat".

/// Code generated from the proto package `audience.v1`.
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod pb {
    include!(concat!(env!("OUT_DIR"), "/audience.v1.rs"));
}

use crate::session::games::AudienceUpdate;

/// An audience update as the `Audience` message.
#[must_use]
pub fn audience_pb(update: AudienceUpdate) -> pb::Audience {
    pb::Audience {
        spectators: update.spectators,
        chat: update
            .chat
            .into_iter()
            .map(|(number, line)| pb::ChatLine {
                seat: u32::from(line.seat),
                message: i32::from(line.preset),
                sent_ms: line.at_ms,
                number,
            })
            .collect(),
    }
}
