//! `WatchLobbyResponse`, hand-written (mapped onto the proto message with `extern_path` in
//! `build.rs`) so that a server can send one change's message, built and encoded once, to
//! every `WatchLobby` stream: see [`Shown`](super::replica::Shown).

use prost::bytes::{Buf, BufMut, Bytes};
use prost::encoding::{self, DecodeContext, WireType};
use prost::{DecodeError, Message};

/// Nested types of `WatchLobbyResponse`.
pub mod watch_lobby_response {
    /// What it tells.
    #[derive(Clone, PartialEq, prost::Oneof)]
    pub enum Update {
        /// Every open seek (the first message, and after a resume that could not be served).
        #[prost(message, tag = "2")]
        Snapshot(super::super::pb::LobbySnapshot),
        /// A seek was posted.
        #[prost(message, tag = "3")]
        Added(super::super::pb::Seek),
        /// A seek left.
        #[prost(message, tag = "4")]
        Removed(super::super::pb::SeekRemoved),
    }
}

/// One message of a `WatchLobby` stream: as fields, or (on a server) already encoded.
#[derive(Clone, PartialEq, Default, Debug)]
pub struct WatchLobbyResponse {
    /// The position of this message in the lobby's changes: resume after it (field 1).
    pub cursor: String,
    /// What it tells (fields 2 to 4).
    pub update: Option<watch_lobby_response::Update>,
    /// The whole message, encoded: sent instead of the fields above when set (never set by
    /// decoding).
    pub encoded: Option<Bytes>,
}

impl WatchLobbyResponse {
    /// The same message, encoded once: its clones share the bytes.
    #[must_use]
    pub fn into_encoded(self) -> WatchLobbyResponse {
        let bytes = Bytes::from(self.encode_to_vec());
        WatchLobbyResponse {
            encoded: Some(bytes),
            ..WatchLobbyResponse::default()
        }
    }
}

impl prost::Name for WatchLobbyResponse {
    const NAME: &'static str = "WatchLobbyResponse";
    const PACKAGE: &'static str = "lobby.v1";
}

impl Message for WatchLobbyResponse {
    fn encode_raw(&self, buf: &mut impl BufMut) {
        if let Some(encoded) = &self.encoded {
            buf.put_slice(encoded);
            return;
        }
        if !self.cursor.is_empty() {
            encoding::string::encode(1, &self.cursor, buf);
        }
        if let Some(update) = &self.update {
            update.encode(buf);
        }
    }

    fn merge_field(
        &mut self,
        tag: u32,
        wire_type: WireType,
        buf: &mut impl Buf,
        ctx: DecodeContext,
    ) -> Result<(), DecodeError> {
        match tag {
            1 => encoding::string::merge(wire_type, &mut self.cursor, buf, ctx),
            2..=4 => {
                watch_lobby_response::Update::merge(&mut self.update, tag, wire_type, buf, ctx)
            }
            _ => encoding::skip_field(wire_type, tag, buf, ctx),
        }
    }

    fn encoded_len(&self) -> usize {
        if let Some(encoded) = &self.encoded {
            return encoded.len();
        }
        let cursor = if self.cursor.is_empty() {
            0
        } else {
            encoding::string::encoded_len(1, &self.cursor)
        };
        cursor
            + self
                .update
                .as_ref()
                .map_or(0, watch_lobby_response::Update::encoded_len)
    }

    fn clear(&mut self) {
        *self = WatchLobbyResponse::default();
    }
}
