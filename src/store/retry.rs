//! The retry log: the bounded records of a game's requests with ids, and their encoding.

use super::StoreError;

/// The most retry records a game keeps ([`RetryLog`]); the oldest is dropped first.
pub const RETRY_RECORDS: usize = 32;

/// The most bytes a game's encoded [`RetryLog`] takes: past it, the answers of the oldest
/// records are dropped (the records stay, as long as [`RETRY_RECORDS`] allows).
pub const RETRY_LOG_BYTES: usize = 1600;

/// The bytes of a record without its answer: request tag, fingerprint tag, version, length.
const RECORD_HEAD: usize = 8 + 8 + 8 + 2;

// Every record fits without its answer: only answers are ever dropped for size.
const _: () = assert!(8 + RETRY_RECORDS * RECORD_HEAD <= RETRY_LOG_BYTES);

/// The length field of a record whose answer is not kept.
const NO_REPLY: u16 = u16::MAX;

/// The tag a request id is kept under: the first 8 bytes of its SHA-256.
#[must_use]
pub fn request_tag(request_id: &str) -> [u8; 8] {
    use sha2::Digest as _;
    let digest = sha2::Sha256::digest(request_id.as_bytes());
    let mut tag = [0; 8];
    tag.copy_from_slice(&digest[..8]);
    tag
}

/// What a game remembers of a request that carried a request id: compact, so that a game's
/// records stay within [`RETRY_LOG_BYTES`] however long it is played.
///
/// Stored form: the request tag (8 bytes), the fingerprint tag (8), the version the request
/// produced (8, big-endian), the answer's length (2, big-endian; `0xFFFF`: not kept) and the
/// answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetryRecord {
    /// [`request_tag`] of the request id.
    pub request: [u8; 8],
    /// The first 8 bytes of a hash of what was asked (method, arguments, seat): a reused id
    /// with a different request is rejected instead of answered with someone else's reply.
    pub fingerprint: [u8; 8],
    /// The game's version after the request's change.
    pub version: u64,
    /// The encoded answer, while it is kept (`None`: dropped to keep the log small).
    pub reply: Option<Vec<u8>>,
}

impl RetryRecord {
    /// The stored form.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let reply = self
            .reply
            .as_deref()
            .filter(|r| r.len() < usize::from(NO_REPLY));
        let mut out = Vec::with_capacity(RECORD_HEAD + reply.map_or(0, <[u8]>::len));
        out.extend_from_slice(&self.request);
        out.extend_from_slice(&self.fingerprint);
        out.extend_from_slice(&self.version.to_be_bytes());
        match reply {
            Some(reply) => {
                let len = u16::try_from(reply.len()).unwrap_or(NO_REPLY);
                out.extend_from_slice(&len.to_be_bytes());
                out.extend_from_slice(reply);
            }
            None => out.extend_from_slice(&NO_REPLY.to_be_bytes()),
        }
        out
    }

    /// Reads one record from the front of `bytes`; returns it and the rest.
    ///
    /// # Errors
    /// The bytes are not a record.
    pub fn read(bytes: &[u8]) -> Result<(RetryRecord, &[u8]), StoreError> {
        let corrupt = || StoreError::Corrupt("truncated retry record".into());
        let (request, rest) = bytes.split_first_chunk::<8>().ok_or_else(corrupt)?;
        let (fingerprint, rest) = rest.split_first_chunk::<8>().ok_or_else(corrupt)?;
        let (version, rest) = rest.split_first_chunk::<8>().ok_or_else(corrupt)?;
        let (len, rest) = rest.split_first_chunk::<2>().ok_or_else(corrupt)?;
        let len = u16::from_be_bytes(*len);
        let (reply, rest) = if len == NO_REPLY {
            (None, rest)
        } else {
            let (reply, rest) = rest
                .split_at_checked(usize::from(len))
                .ok_or_else(corrupt)?;
            (Some(reply.to_vec()), rest)
        };
        let record = RetryRecord {
            request: *request,
            fingerprint: *fingerprint,
            version: u64::from_be_bytes(*version),
            reply,
        };
        Ok((record, rest))
    }

    /// Reads a record that is the whole of `bytes`.
    ///
    /// # Errors
    /// The bytes are not exactly one record.
    pub fn from_bytes(bytes: &[u8]) -> Result<RetryRecord, StoreError> {
        match RetryRecord::read(bytes)? {
            (record, []) => Ok(record),
            _ => Err(StoreError::Corrupt(
                "trailing bytes after a retry record".into(),
            )),
        }
    }

    fn stored_len(&self) -> usize {
        RECORD_HEAD + self.reply.as_ref().map_or(0, Vec::len)
    }
}

/// A game's retry records, oldest first, bounded by [`RETRY_RECORDS`] and
/// [`RETRY_LOG_BYTES`], and the floor: the newest version whose record was dropped (0: none).
///
/// Both stores keep it the same way (the Redis store in `cas.lua`, byte for byte): a new
/// record is appended; past [`RETRY_RECORDS`] the oldest records are dropped (raising the
/// floor to their version); past [`RETRY_LOG_BYTES`] the answers of the older records are
/// dropped, oldest first, then (for a newest answer too big to fit with them) the oldest
/// records, so the newest answer is kept whenever it fits the log on its own.
///
/// Versions grow along the log, and a change made at version *v* makes *v* + 1: so a request
/// with `expected_version` below the floor may have been applied and forgotten, while a
/// request id missing from a log whose floor is at most its `expected_version` was never
/// applied.
///
/// Stored form: the floor (8 bytes, big-endian), then the records.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RetryLog {
    /// The newest version whose record was dropped (0: none dropped).
    pub floor: u64,
    /// The records kept, oldest first.
    pub records: std::collections::VecDeque<RetryRecord>,
}

impl RetryLog {
    /// A log whose records before `floor` (inclusive) are all forgotten.
    #[must_use]
    pub fn with_floor(floor: u64) -> RetryLog {
        RetryLog {
            floor,
            records: std::collections::VecDeque::new(),
        }
    }

    /// The record of the request id with tag `request`.
    #[must_use]
    pub fn find(&self, request: &[u8; 8]) -> Option<&RetryRecord> {
        self.records.iter().find(|r| &r.request == request)
    }

    /// Adds a record (the newest) and trims the log to its bounds.
    pub fn push(&mut self, record: RetryRecord) {
        let mut record = record;
        if record
            .reply
            .as_ref()
            .is_some_and(|r| r.len() >= usize::from(NO_REPLY))
        {
            record.reply = None;
        }
        self.records.push_back(record);
        while self.records.len() > RETRY_RECORDS {
            if let Some(dropped) = self.records.pop_front() {
                self.floor = dropped.version;
            }
        }
        let mut total = self.stored_len();
        let older = self.records.len().saturating_sub(1);
        for record in self.records.iter_mut().take(older) {
            if total <= RETRY_LOG_BYTES {
                break;
            }
            if let Some(reply) = record.reply.take() {
                total -= reply.len();
            }
        }
        // The newest answer alone is too big for the records: fewer records.
        while total > RETRY_LOG_BYTES && self.records.len() > 1 {
            if let Some(dropped) = self.records.pop_front() {
                total -= dropped.stored_len();
                self.floor = dropped.version;
            }
        }
        if total > RETRY_LOG_BYTES
            && let Some(newest) = self.records.back_mut()
        {
            newest.reply = None;
        }
    }

    /// The stored form's length.
    #[must_use]
    pub fn stored_len(&self) -> usize {
        8 + self
            .records
            .iter()
            .map(RetryRecord::stored_len)
            .sum::<usize>()
    }

    /// The stored form.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.stored_len());
        out.extend_from_slice(&self.floor.to_be_bytes());
        for record in &self.records {
            out.extend_from_slice(&record.to_bytes());
        }
        out
    }

    /// Reads the stored form.
    ///
    /// # Errors
    /// The bytes are not a log.
    pub fn from_bytes(bytes: &[u8]) -> Result<RetryLog, StoreError> {
        let (floor, mut rest) = bytes
            .split_first_chunk::<8>()
            .ok_or_else(|| StoreError::Corrupt("retry log too short".into()))?;
        let mut log = RetryLog::with_floor(u64::from_be_bytes(*floor));
        while !rest.is_empty() {
            let (record, tail) = RetryRecord::read(rest)?;
            log.records.push_back(record);
            rest = tail;
        }
        Ok(log)
    }
}
