//! The protobuf codec of every service this crate generates (`codec_path` in `build.rs`):
//! tonic's prost codec with a smaller first buffer.
//!
//! tonic gives every call an encoding buffer of [`BUFFER_SIZE`] bytes when its answer starts,
//! and a server stream keeps it for as long as it is open: with tonic's default (8 KiB) an
//! idle `WatchGame` stream held 8 KiB for a buffer that carries messages of a few hundred
//! bytes. The buffer grows when a message needs more (each message reserves its own length
//! first), so only the memory of an idle call changes, not what can be sent.

use std::marker::PhantomData;

use prost::Message;
use tonic::Status;
use tonic::codec::{BufferSettings, EncodeBuf, Encoder};
use tonic_prost::ProstDecoder;

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
    U: Message + Default + Send + 'static,
{
    type Encode = T;
    type Decode = U;
    type Encoder = MessageEncoder<T>;
    type Decoder = ProstDecoder<U>;

    fn encoder(&mut self) -> Self::Encoder {
        MessageEncoder { _type: PhantomData }
    }

    fn decoder(&mut self) -> Self::Decoder {
        ProstDecoder::new(settings())
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
