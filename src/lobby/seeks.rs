//! Seeks, their refusals, the changes of the lobby and the store trait.

use std::future::Future;

use crate::store::StoreError;

/// Which side the seek's owner plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Chosen at random when the seek is accepted.
    Random,
    /// The given seat (0: the side that moves first).
    Seat(u32),
}

/// An open game waiting for an opponent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seek {
    /// The seek's id (random, chosen by the replica that created it).
    pub id: String,
    /// The ruleset's name of the game ([`crate::ruleset::Ruleset::NAME`]).
    pub game: String,
    /// The owner: a player id, or `guest:<id>` for a guest.
    pub owner: String,
    /// The owner's display name.
    pub owner_name: String,
    /// The owner's rating in this game (0: unrated or guest).
    pub rating: u32,
    /// The time control, e.g. `"5+3"`; empty: none.
    pub time_control: String,
    /// Rated (only between signed-in players).
    pub rated: bool,
    /// The owner's side.
    pub side: Side,
    /// Accept only opponents rated at least this (0: no bound).
    pub min_rating: u32,
    /// Accept only opponents rated at most this (0: no bound).
    pub max_rating: u32,
    /// The address the seek was posted from (counted against [`Limits::per_address`]).
    pub address: String,
    /// When it was created (ms since the Unix epoch).
    pub created_ms: u64,
    /// When it expires whatever happens (ms since the Unix epoch).
    pub expires_ms: u64,
    /// The hash of the owner's seat token (hex; the token was given to the owner alone when
    /// the seek was posted): the game an acceptor starts seats the owner with it.
    pub seat_hash: String,
    /// The seat the owner plays (for [`Side::Random`], drawn when the seek was posted and
    /// shown to nobody else before the game starts).
    pub seat: u32,
    /// The owner's rating is provisional.
    pub provisional: bool,
    /// For a rematch offer: the finished game it replays (only its other player may take
    /// it, see `lobby::service`); empty for an open seek.
    pub rematch_of: String,
}

impl Seek {
    /// The key "one open seek per player per game and time control".
    pub fn slot(&self) -> String {
        format!(
            "{}\u{1f}{}\u{1f}{}",
            self.owner, self.game, self.time_control
        )
    }

    /// Whether a player rated `rating` is within the seek's range.
    pub fn admits(&self, rating: u32) -> bool {
        (self.min_rating == 0 || rating >= self.min_rating)
            && (self.max_rating == 0 || rating <= self.max_rating)
    }

    /// The seek as stored (JSON text).
    pub fn to_text(&self) -> String {
        let side = match self.side {
            Side::Random => -1,
            Side::Seat(seat) => i64::from(seat),
        };
        serde_json::json!({
            "id": self.id, "game": self.game, "owner": self.owner,
            "owner_name": self.owner_name, "rating": self.rating,
            "time_control": self.time_control, "rated": self.rated, "side": side,
            "min_rating": self.min_rating, "max_rating": self.max_rating,
            "address": self.address, "created_ms": self.created_ms,
            "expires_ms": self.expires_ms, "seat_hash": self.seat_hash, "seat": self.seat,
            "provisional": self.provisional, "rematch_of": self.rematch_of,
        })
        .to_string()
    }

    /// A stored seek read back.
    pub fn from_text(text: &str) -> Result<Seek, StoreError> {
        let bad = || StoreError::Corrupt(format!("unexpected lobby seek {text:?}"));
        let value: serde_json::Value = serde_json::from_str(text).map_err(|_| bad())?;
        let s = |key: &str| value.get(key).and_then(|v| v.as_str()).map(str::to_owned);
        let n = |key: &str| value.get(key).and_then(serde_json::Value::as_u64);
        let small = |key: &str| n(key).and_then(|v| u32::try_from(v).ok());
        let side = match value.get("side").and_then(serde_json::Value::as_i64) {
            Some(-1) => Side::Random,
            Some(seat) => Side::Seat(u32::try_from(seat).map_err(|_| bad())?),
            None => return Err(bad()),
        };
        Ok(Seek {
            id: s("id").ok_or_else(bad)?,
            game: s("game").ok_or_else(bad)?,
            owner: s("owner").ok_or_else(bad)?,
            owner_name: s("owner_name").ok_or_else(bad)?,
            rating: small("rating").ok_or_else(bad)?,
            time_control: s("time_control").ok_or_else(bad)?,
            rated: value
                .get("rated")
                .and_then(serde_json::Value::as_bool)
                .ok_or_else(bad)?,
            side,
            min_rating: small("min_rating").ok_or_else(bad)?,
            max_rating: small("max_rating").ok_or_else(bad)?,
            address: s("address").ok_or_else(bad)?,
            created_ms: n("created_ms").ok_or_else(bad)?,
            expires_ms: n("expires_ms").ok_or_else(bad)?,
            seat_hash: s("seat_hash").unwrap_or_default(),
            seat: small("seat").unwrap_or(0),
            provisional: value
                .get("provisional")
                .and_then(serde_json::Value::as_bool)
                .unwrap_or(false),
            rematch_of: s("rematch_of").unwrap_or_default(),
        })
    }
}

/// Why the lobby refused a request (answered `FAILED_PRECONDITION` or `ALREADY_EXISTS`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The player already has an open seek for this game and time control (its id).
    AlreadySeeking(String),
    /// The address has as many open seeks as it may.
    AddressCap,
    /// The seek is gone: accepted by someone else, cancelled or expired.
    Taken,
    /// The player tried to accept their own seek.
    OwnSeek,
    /// The player's rating is outside the seek's range.
    OutOfRange,
}

/// Why a seek left the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemovedWhy {
    /// Its owner cancelled it.
    Cancelled,
    /// Someone accepted it (a game was started).
    Accepted,
    /// Its owner's last connection was gone longer than the grace time.
    OwnerLeft,
    /// Its time limit passed.
    Expired,
}

impl RemovedWhy {
    /// The name stored in the change log.
    pub fn name(self) -> &'static str {
        match self {
            RemovedWhy::Cancelled => "cancelled",
            RemovedWhy::Accepted => "accepted",
            RemovedWhy::OwnerLeft => "owner_left",
            RemovedWhy::Expired => "expired",
        }
    }

    /// The reason of a stored name.
    pub fn from_name(name: &str) -> Option<RemovedWhy> {
        [
            RemovedWhy::Cancelled,
            RemovedWhy::Accepted,
            RemovedWhy::OwnerLeft,
            RemovedWhy::Expired,
        ]
        .into_iter()
        .find(|why| why.name() == name)
    }
}

/// What one change did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChangeKind {
    /// A seek was posted.
    Added(Seek),
    /// A seek left the lobby.
    Removed {
        /// The seek's id.
        id: String,
        /// Why.
        why: RemovedWhy,
        /// The game an accepted seek started (empty otherwise).
        game_id: String,
    },
}

/// One change of the lobby with its cursor: resuming after `cursor` gives the changes that
/// follow it, none twice and none missed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// The position of this change in the log.
    pub cursor: String,
    /// What changed.
    pub kind: ChangeKind,
}

/// The open seeks and the cursor of the last change they include.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The cursor to resume from ([`LobbyStore::changes`]).
    pub cursor: String,
    /// The open seeks, oldest first.
    pub seeks: Vec<Seek>,
}

/// The lobby's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Open seeks one address may have.
    pub per_address: u32,
    /// How long an owner may be gone before their seeks leave (ms).
    pub grace_ms: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_address: 5,
            grace_ms: 10_000,
        }
    }
}

/// The shared part of the lobby: seeks, presence and the change log. Every method may be
/// called concurrently from any number of replicas.
pub trait LobbyStore: Clone + Send + Sync + 'static {
    /// Posts a seek, unless its owner has an open seek for the same game and time control or
    /// its address is at the cap. Marks the owner present until `now + grace`.
    fn create(
        &self,
        seek: &Seek,
        limits: Limits,
        now_ms: u64,
    ) -> impl Future<Output = Result<Result<(), Refusal>, StoreError>> + Send;

    /// Cancels a seek of `owner`; `false` if there is no such open seek.
    fn cancel(
        &self,
        id: &str,
        owner: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Takes a seek for `acceptor` (rated `rating`): atomically removes it and returns it, so
    /// of any number of racing acceptors exactly one gets it. The change log says that it
    /// started the game `game_id`.
    fn accept(
        &self,
        id: &str,
        acceptor: &str,
        rating: u32,
        game_id: &str,
    ) -> impl Future<Output = Result<Result<Seek, Refusal>, StoreError>> + Send;

    /// The open seek `id`, if it is open.
    fn seek(&self, id: &str) -> impl Future<Output = Result<Option<Seek>, StoreError>> + Send;

    /// Marks `owner` present until `until_ms` (an open lobby or player stream renews it).
    fn present(
        &self,
        owner: &str,
        until_ms: u64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Removes the seeks whose owner's presence ran out or whose time limit passed; returns
    /// how many it removed.
    fn sweep(&self, now_ms: u64) -> impl Future<Output = Result<usize, StoreError>> + Send;

    /// The open seeks and the cursor of the last change they include.
    fn snapshot(&self) -> impl Future<Output = Result<Snapshot, StoreError>> + Send;

    /// Up to `limit` changes after `cursor`, oldest first ("" or "0": from the start of the
    /// log).
    fn changes(
        &self,
        cursor: &str,
        limit: usize,
    ) -> impl Future<Output = Result<Vec<Change>, StoreError>> + Send;
}
