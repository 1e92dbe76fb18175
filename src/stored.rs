//! The bytes of the stored forms (every game's encoding, the session's envelope): varints are
//! LEB128 as protobuf writes them (write them with [`prost::encoding::encode_varint`]), and a
//! [`Reader`] takes bytes, varints and fixed runs from the front of a stored form, saying
//! whether the bytes ended early or a varint ran on too long. Each stored form turns a
//! [`ReadError`] into its own error, so malformed bytes are always an error, never a panic.

/// Why a [`Reader`] could not read what was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The bytes end before it.
    Truncated,
    /// A varint whose tenth byte still says that more follow.
    LongVarint,
}

impl ReadError {
    /// `truncated` or `long_varint`, as this error is: how a stored form names it.
    pub fn either<E>(self, truncated: E, long_varint: E) -> E {
        match self {
            ReadError::Truncated => truncated,
            ReadError::LongVarint => long_varint,
        }
    }
}

/// Reads a stored form from its front.
#[derive(Clone, Copy, Debug)]
pub struct Reader<'a> {
    rest: &'a [u8],
}

impl<'a> Reader<'a> {
    /// A reader at the start of `bytes`.
    #[must_use]
    pub const fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { rest: bytes }
    }

    /// The next byte.
    ///
    /// # Errors
    /// [`ReadError::Truncated`]: there is none.
    pub fn byte(&mut self) -> Result<u8, ReadError> {
        let (&first, rest) = self.rest.split_first().ok_or(ReadError::Truncated)?;
        self.rest = rest;
        Ok(first)
    }

    /// The next varint (LEB128, at most ten bytes; of a tenth byte only its lowest bit counts,
    /// as the stored forms have always read it).
    ///
    /// # Errors
    /// [`ReadError::Truncated`] or [`ReadError::LongVarint`].
    pub fn varint(&mut self) -> Result<u64, ReadError> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(ReadError::LongVarint)
    }

    /// The next `N` bytes.
    ///
    /// # Errors
    /// [`ReadError::Truncated`]: fewer are left.
    pub fn array<const N: usize>(&mut self) -> Result<&'a [u8; N], ReadError> {
        let (chunk, rest) = self
            .rest
            .split_first_chunk::<N>()
            .ok_or(ReadError::Truncated)?;
        self.rest = rest;
        Ok(chunk)
    }

    /// The next `len` bytes.
    ///
    /// # Errors
    /// [`ReadError::Truncated`]: fewer are left.
    pub fn take(&mut self, len: usize) -> Result<&'a [u8], ReadError> {
        if len > self.rest.len() {
            return Err(ReadError::Truncated);
        }
        let (bytes, rest) = self.rest.split_at(len);
        self.rest = rest;
        Ok(bytes)
    }

    /// The bytes not read yet.
    #[must_use]
    pub const fn rest(&self) -> &'a [u8] {
        self.rest
    }

    /// How many bytes are not read yet.
    #[must_use]
    pub const fn left(&self) -> usize {
        self.rest.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use prost::encoding::encode_varint;

    /// The varint writer every stored form used before prost's: its bytes are what is stored.
    fn put_varint_as_stored(out: &mut Vec<u8>, mut v: u64) {
        while v >= 0x80 {
            out.push((v as u8) | 0x80);
            v >>= 7;
        }
        out.push(v as u8);
    }

    fn values() -> Vec<u64> {
        let mut values = vec![
            0,
            1,
            127,
            128,
            255,
            256,
            16_383,
            16_384,
            u64::MAX,
            u64::MAX - 1,
        ];
        for bits in 0..64 {
            values.extend([1u64 << bits, (1u64 << bits) - 1, (1u64 << bits) + 1]);
        }
        let mut rng = fastrand::Rng::with_seed(7);
        values.extend((0..2000).map(|_| rng.u64(..) >> rng.u32(0..64)));
        values
    }

    #[test]
    fn varints_are_written_as_they_were_stored_and_read_back() {
        for v in values() {
            let (mut ours, mut stored) = (Vec::new(), Vec::new());
            encode_varint(v, &mut ours);
            put_varint_as_stored(&mut stored, v);
            assert_eq!(ours, stored, "{v}");
            let mut r = Reader::new(&ours);
            assert_eq!(r.varint(), Ok(v));
            assert_eq!(r.left(), 0);
        }
    }

    #[test]
    fn malformed_varints_are_errors() {
        assert_eq!(Reader::new(&[]).varint(), Err(ReadError::Truncated));
        assert_eq!(
            Reader::new(&[0x80, 0xff]).varint(),
            Err(ReadError::Truncated)
        );
        assert_eq!(
            Reader::new(&[0xff; 10]).varint(),
            Err(ReadError::LongVarint)
        );
        assert_eq!(
            Reader::new(&[0xff; 11]).varint(),
            Err(ReadError::LongVarint)
        );
        // A tenth byte's higher bits fall off the end, as the stored forms always read them.
        let mut tenth = [0x80u8; 10];
        tenth[9] = 0x7f;
        assert_eq!(Reader::new(&tenth).varint(), Ok(1 << 63));
    }

    #[test]
    fn runs_of_bytes() {
        let mut r = Reader::new(&[1, 2, 3, 4, 5]);
        assert_eq!(r.byte(), Ok(1));
        assert_eq!(r.array::<2>(), Ok(&[2, 3]));
        assert_eq!(r.take(3), Err(ReadError::Truncated));
        assert_eq!(r.array::<3>(), Err(ReadError::Truncated));
        assert_eq!(r.rest(), &[4, 5]);
        assert_eq!(r.take(2), Ok(&[4, 5][..]));
        assert_eq!(r.byte(), Err(ReadError::Truncated));
        assert_eq!(r.left(), 0);
    }
}
