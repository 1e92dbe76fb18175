//! Read answers encoded once per stored version of a game.
//!
//! A `GetGame` or `LegalActions` of a stored game answers the same bytes for as long as the
//! game stays at one version, except the fields that show the time (the clock and the server
//! time). Each game a replica remembers (see [`crate::session::games`]) carries an [`Answers`]:
//! the snapshot of that version encoded without those fields, and its encoded legal actions,
//! each made by the first read that needs it. A read uses them only when the store read found
//! the very version (and stored bytes) remembered, so a stale answer is never served, on any
//! replica; any change makes a new version with empty answers. The memory is bounded by the
//! number of remembered games ([`crate::session::games::REMEMBERED_GAMES`]): a snapshot is
//! about 200 bytes, a list of legal actions a few kilobytes.
//!
//! [`EncodedGame`] is a game message sent as those cached bytes followed by the encoding of
//! the per-call fields (protobuf readers accept fields in any order, and the cached part never
//! holds them, so no field appears twice).

use std::sync::OnceLock;

use prost::bytes::{BufMut, Bytes};
use prost::encoding::{WireType, encode_key, encode_varint, encoded_len_varint, key_len};

/// The encoded answers about one stored version of a game.
#[derive(Debug, Default)]
pub struct Answers {
    game: OnceLock<Bytes>,
    legal: OnceLock<Bytes>,
}

impl Answers {
    /// The game's snapshot without its per-call fields, encoded (made by `make` the first time).
    pub fn game(&self, make: impl FnOnce() -> Vec<u8>) -> Bytes {
        self.game.get_or_init(|| Bytes::from(make())).clone()
    }

    /// The encoded list of legal actions (made by `make` the first time).
    pub fn legal(&self, make: impl FnOnce() -> Vec<u8>) -> Bytes {
        self.legal.get_or_init(|| Bytes::from(make())).clone()
    }
}

/// A game message as two encoded parts: the cached part of its version and the per-call
/// fields (see the module documentation).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EncodedGame {
    /// Every field but the per-call ones.
    pub fixed: Bytes,
    /// The per-call fields alone.
    pub fresh: Vec<u8>,
}

impl EncodedGame {
    fn len(&self) -> usize {
        self.fixed.len() + self.fresh.len()
    }

    /// The encoded length of this game as message field `tag`.
    #[must_use]
    pub fn field_len(&self, tag: u32) -> usize {
        let len = self.len();
        key_len(tag) + encoded_len_varint(len as u64) + len
    }

    /// Writes this game as message field `tag`.
    pub fn encode_field(&self, tag: u32, buf: &mut impl BufMut) {
        encode_key(tag, WireType::LengthDelimited, buf);
        encode_varint(self.len() as u64, buf);
        buf.put_slice(&self.fixed);
        buf.put_slice(&self.fresh);
    }
}

/// Defines a game's `GetGameResponse` and `LegalActionsResponse` (mapped onto its proto
/// messages with `extern_path` in `build.rs`) with the fields the proto gives them, plus the
/// encoded forms a server sets instead: `encoded_game` for `game` and `encoded_actions` for
/// `actions`. Decoding fills the plain fields only. `$pb` is the game's generated module,
/// `$action` its message of a legal action, `$side` the name of field 2 (the side to act).
#[macro_export]
macro_rules! read_answers {
    ($pb:path, $action:ident, $side:ident) => {
        use prost::bytes::{Buf, BufMut, Bytes};
        use prost::encoding::{self, DecodeContext, WireType};
        use prost::{DecodeError, Message};
        use $crate::session::answers::EncodedGame;
        use $pb as pb;

        /// `GetGameResponse`: the game, as a message or (on a server) encoded.
        #[derive(Clone, PartialEq, Default, Debug)]
        pub struct GetGameResponse {
            /// The game (field 1).
            pub game: Option<pb::Game>,
            /// Sent instead of `game` when set (never set by decoding).
            pub encoded_game: Option<EncodedGame>,
        }

        impl prost::Name for GetGameResponse {
            const NAME: &'static str = "GetGameResponse";
            const PACKAGE: &'static str = <pb::Game as prost::Name>::PACKAGE;
        }

        impl prost::Name for LegalActionsResponse {
            const NAME: &'static str = "LegalActionsResponse";
            const PACKAGE: &'static str = <pb::Game as prost::Name>::PACKAGE;
        }

        impl Message for GetGameResponse {
            fn encode_raw(&self, buf: &mut impl BufMut) {
                if let Some(game) = &self.encoded_game {
                    game.encode_field(1, buf);
                } else if let Some(game) = &self.game {
                    encoding::message::encode(1, game, buf);
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
                    1 => encoding::message::merge(
                        wire_type,
                        self.game.get_or_insert_with(Default::default),
                        buf,
                        ctx,
                    ),
                    _ => encoding::skip_field(wire_type, tag, buf, ctx),
                }
            }

            fn encoded_len(&self) -> usize {
                if let Some(game) = &self.encoded_game {
                    game.field_len(1)
                } else {
                    self.game
                        .as_ref()
                        .map_or(0, |game| encoding::message::encoded_len(1, game))
                }
            }

            fn clear(&mut self) {
                *self = Self::default();
            }
        }

        /// `LegalActionsResponse`, with the game and the actions as messages or (on a
        /// server) encoded.
        #[derive(Clone, PartialEq, Default, Debug)]
        pub struct LegalActionsResponse {
            /// The game (field 1; none for a bare position).
            pub game: Option<pb::Game>,
            /// The side to move (field 2).
            pub $side: i32,
            /// The legal actions (field 3).
            pub actions: Vec<pb::$action>,
            /// The status (field 4).
            pub status: i32,
            /// The end reason (field 5).
            pub end_reason: i32,
            /// Sent instead of `game` when set (never set by decoding).
            pub encoded_game: Option<EncodedGame>,
            /// Sent instead of `actions` when set: the whole repeated field 3, encoded (never
            /// set by decoding).
            pub encoded_actions: Option<Bytes>,
        }

        impl LegalActionsResponse {
            /// Field 2 as its enum (an unknown value as the default, as prost does).
            #[must_use]
            pub fn $side(&self) -> pb::Side {
                pb::Side::try_from(self.$side).unwrap_or_default()
            }

            /// Field 4 as its enum.
            #[must_use]
            pub fn status(&self) -> pb::GameStatus {
                pb::GameStatus::try_from(self.status).unwrap_or_default()
            }

            /// Field 5 as its enum.
            #[must_use]
            pub fn end_reason(&self) -> pb::EndReason {
                pb::EndReason::try_from(self.end_reason).unwrap_or_default()
            }

            /// The repeated field 3 of `actions`, encoded.
            #[must_use]
            pub fn encode_actions(actions: &[pb::$action]) -> Vec<u8> {
                let mut buf =
                    Vec::with_capacity(encoding::message::encoded_len_repeated(3, actions));
                encoding::message::encode_repeated(3, actions, &mut buf);
                buf
            }
        }

        impl Message for LegalActionsResponse {
            fn encode_raw(&self, buf: &mut impl BufMut) {
                if let Some(game) = &self.encoded_game {
                    game.encode_field(1, buf);
                } else if let Some(game) = &self.game {
                    encoding::message::encode(1, game, buf);
                }
                if self.$side != 0 {
                    encoding::int32::encode(2, &self.$side, buf);
                }
                if let Some(actions) = &self.encoded_actions {
                    buf.put_slice(actions);
                } else {
                    encoding::message::encode_repeated(3, &self.actions, buf);
                }
                if self.status != 0 {
                    encoding::int32::encode(4, &self.status, buf);
                }
                if self.end_reason != 0 {
                    encoding::int32::encode(5, &self.end_reason, buf);
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
                    1 => encoding::message::merge(
                        wire_type,
                        self.game.get_or_insert_with(Default::default),
                        buf,
                        ctx,
                    ),
                    2 => encoding::int32::merge(wire_type, &mut self.$side, buf, ctx),
                    3 => encoding::message::merge_repeated(wire_type, &mut self.actions, buf, ctx),
                    4 => encoding::int32::merge(wire_type, &mut self.status, buf, ctx),
                    5 => encoding::int32::merge(wire_type, &mut self.end_reason, buf, ctx),
                    _ => encoding::skip_field(wire_type, tag, buf, ctx),
                }
            }

            fn encoded_len(&self) -> usize {
                let game = if let Some(game) = &self.encoded_game {
                    game.field_len(1)
                } else {
                    self.game
                        .as_ref()
                        .map_or(0, |game| encoding::message::encoded_len(1, game))
                };
                let int = |tag: u32, value: &i32| {
                    if *value == 0 {
                        0
                    } else {
                        encoding::int32::encoded_len(tag, value)
                    }
                };
                let actions = self.encoded_actions.as_ref().map_or_else(
                    || encoding::message::encoded_len_repeated(3, &self.actions),
                    Bytes::len,
                );
                game + int(2, &self.$side)
                    + actions
                    + int(4, &self.status)
                    + int(5, &self.end_reason)
            }

            fn clear(&mut self) {
                *self = Self::default();
            }
        }
    };
}
