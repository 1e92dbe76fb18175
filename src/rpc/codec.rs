//! The protobuf codec of every service this crate generates (`codec_path` in `build.rs`):
//! tonic's prost codec with a smaller first buffer.
//!
//! tonic gives every call an encoding buffer of [`BUFFER_SIZE`] bytes when its answer starts,
//! and a server stream keeps it for as long as it is open: with tonic's default (8 KiB) an
//! idle `WatchGame` stream held 8 KiB for a buffer that carries messages of a few hundred
//! bytes. The buffer grows when a message needs more (each message reserves its own length
//! first), so only the memory of an idle call changes, not what can be sent.
//!
//! Decoding passes every request through the input gate ([`super::gate`]) first: a text
//! field that is not valid UTF-8, holds a control character or is too long is answered
//! `INVALID_ARGUMENT` naming the field, and so is a request that does not decode at all
//! (tonic's prost codec answers `INTERNAL`).

use std::marker::PhantomData;

use bytes::Buf as _;
use prost::{Message, Name};
use tonic::Status;
use tonic::codec::{BufferSettings, DecodeBuf, Decoder, EncodeBuf, Encoder};

use super::gate;

/// The first size of a call's encoding and decoding buffers, in bytes (tonic's default:
/// 8 KiB). Most messages of the API are smaller; larger ones grow the buffer.
pub const BUFFER_SIZE: usize = 512;

/// How much a stream may encode before it hands the bytes to the transport (tonic's default).
const YIELD_THRESHOLD: usize = 32 * 1024;

fn settings() -> BufferSettings {
    BufferSettings::new(BUFFER_SIZE, YIELD_THRESHOLD)
}

/// The codec: `T` sent, `U` received.
#[derive(Debug, Clone)]
pub struct Codec<T, U> {
    _types: PhantomData<(T, U)>,
}

impl<T, U> Default for Codec<T, U> {
    fn default() -> Self {
        Codec {
            _types: PhantomData,
        }
    }
}

impl<T, U> tonic::codec::Codec for Codec<T, U>
where
    T: Message + Send + 'static,
    U: Message + Name + Default + Send + 'static,
{
    type Encode = T;
    type Decode = U;
    type Encoder = MessageEncoder<T>;
    type Decoder = GatedDecoder<U>;

    fn encoder(&mut self) -> Self::Encoder {
        MessageEncoder { _type: PhantomData }
    }

    fn decoder(&mut self) -> Self::Decoder {
        GatedDecoder { _type: PhantomData }
    }
}

/// Decodes one message after the input gate has checked its bytes (see the module
/// documentation).
#[derive(Debug, Clone)]
pub struct GatedDecoder<U> {
    _type: PhantomData<U>,
}

impl<U: Message + Name + Default> Decoder for GatedDecoder<U> {
    type Item = U;
    type Error = Status;

    fn decode(&mut self, buf: &mut DecodeBuf<'_>) -> Result<Option<U>, Status> {
        let gate = gate::global();
        let Some(request) = gate.request(U::PACKAGE, U::NAME) else {
            return U::decode(buf)
                .map(Some)
                .map_err(|e| Status::internal(format!("cannot decode a message: {e}")));
        };
        let remaining = buf.remaining();
        let decoded = if buf.chunk().len() == remaining {
            // The whole message in one piece (tonic's buffer is contiguous).
            gate.check_request(request, buf.chunk())?;
            U::decode(buf)
        } else {
            let bytes = buf.copy_to_bytes(remaining);
            gate.check_request(request, &bytes)?;
            U::decode(bytes)
        };
        decoded
            .map(Some)
            .map_err(|e| gate::Violation::malformed_because(&e).into())
    }

    fn buffer_settings(&self) -> BufferSettings {
        settings()
    }
}

/// Encodes one message, reserving its whole length first (one allocation when the buffer
/// must grow).
#[derive(Debug, Clone)]
pub struct MessageEncoder<T> {
    _type: PhantomData<T>,
}

impl<T: Message> Encoder for MessageEncoder<T> {
    type Item = T;
    type Error = Status;

    fn encode(&mut self, item: T, buf: &mut EncodeBuf<'_>) -> Result<(), Status> {
        buf.reserve(item.encoded_len());
        item.encode(buf)
            .map_err(|e| Status::internal(format!("cannot encode a message: {e}")))
    }

    fn buffer_settings(&self) -> BufferSettings {
        settings()
    }
}
