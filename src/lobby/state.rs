//! The lobby's shared state as its store keeps it: seeks, games started and ended, the
//! entries of the change log, the snapshots, the store's refusals and the limits (the store
//! itself is `store.rs`).

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
    /// Takebacks allowed although rated (false in a casual seek, whose game always allows
    /// them).
    pub rated_takebacks: bool,
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
    /// it, see `lobby::rematch`); empty for an open seek.
    pub rematch_of: String,
    /// For a challenge: the owner key of the player challenged (only they may accept or
    /// decline it; it is not listed in the lobby); empty for an open seek.
    pub target: String,
    /// The challenged player's name (empty for an open seek).
    pub target_name: String,
    /// The rule options of the game it starts, by name (each one its ruleset offers).
    pub rules: Vec<String>,
    /// The move limit of the game it starts (0: none).
    pub move_limit: u32,
}

impl Seek {
    /// The key "one open seek per player per game and time control" (and, for a
    /// challenge, per player challenged).
    pub fn slot(&self) -> String {
        if self.target.is_empty() {
            format!(
                "{}\u{1f}{}\u{1f}{}",
                self.owner, self.game, self.time_control
            )
        } else {
            format!(
                "{}\u{1f}{}\u{1f}{}\u{1f}{}",
                self.owner, self.game, self.time_control, self.target
            )
        }
    }

    /// The rules of the game it starts.
    pub fn rules(&self) -> crate::session::play::GameRules {
        crate::session::play::GameRules {
            options: self.rules.clone(),
            move_limit: self.move_limit,
            berserk: false,
        }
    }

    /// Whether this is a challenge (a seek for one named player).
    pub fn is_challenge(&self) -> bool {
        !self.target.is_empty()
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
            "target": self.target, "target_name": self.target_name,
            "rated_takebacks": self.rated_takebacks,
            "rules": self.rules, "move_limit": self.move_limit,
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
            target: s("target").unwrap_or_default(),
            target_name: s("target_name").unwrap_or_default(),
            // Absent in the seeks of an earlier version: no takebacks in rated games.
            rated_takebacks: value
                .get("rated_takebacks")
                .and_then(serde_json::Value::as_bool)
                .unwrap_or(false),
            // Absent in the seeks of an earlier version: the ruleset's own rules.
            rules: strings(&value, "rules"),
            move_limit: small("move_limit").unwrap_or(0),
        })
    }
}

/// One seat of a game the lobby started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Participant {
    /// The seat's owner key (`player:<id>`; a guest's is empty: guests have no event
    /// stream).
    pub key: String,
    /// The name shown (`guest` for a guest).
    pub name: String,
    /// The rating in the game when it started (0: guest).
    pub rating: u32,
}

/// A game the lobby started (from a seek, a quick pairing, a challenge or a rematch): what a
/// player's event stream tells of it, and lists while it goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Started {
    /// The game's id.
    pub game_id: String,
    /// The ruleset's name of the game.
    pub game: String,
    /// Its seats, in seat order.
    pub players: Vec<Participant>,
    /// The time control (empty: none).
    pub time_control: String,
    /// Rated.
    pub rated: bool,
    /// When it started (ms since the Unix epoch).
    pub started_ms: u64,
}

impl Started {
    /// The owner keys of its signed-in players.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.players
            .iter()
            .map(|p| p.key.as_str())
            .filter(|k| !k.is_empty())
    }

    /// The average rating of its seats (a guest's counts as 0): how the live games are
    /// ordered ([`super::store::LobbyStore::live`]).
    pub fn rank(&self) -> u32 {
        let seats = u64::try_from(self.players.len()).unwrap_or(1).max(1);
        let sum: u64 = self.players.iter().map(|p| u64::from(p.rating)).sum();
        u32::try_from(sum / seats).unwrap_or(u32::MAX)
    }

    /// The game as stored (JSON text).
    pub fn to_text(&self) -> String {
        let players: Vec<serde_json::Value> = self
            .players
            .iter()
            .map(|p| serde_json::json!({"key": p.key, "name": p.name, "rating": p.rating}))
            .collect();
        serde_json::json!({
            "game_id": self.game_id, "game": self.game, "players": players,
            "time_control": self.time_control, "rated": self.rated,
            "started_ms": self.started_ms,
        })
        .to_string()
    }

    /// A stored game read back.
    pub fn from_text(text: &str) -> Result<Started, StoreError> {
        let bad = || StoreError::Corrupt(format!("unexpected lobby game {text:?}"));
        let value: serde_json::Value = serde_json::from_str(text).map_err(|_| bad())?;
        let s = |v: &serde_json::Value, key: &str| {
            v.get(key).and_then(|v| v.as_str()).map(str::to_owned)
        };
        let players = value
            .get("players")
            .and_then(serde_json::Value::as_array)
            .ok_or_else(bad)?
            .iter()
            .map(|p| {
                Ok(Participant {
                    key: s(p, "key").ok_or_else(bad)?,
                    name: s(p, "name").ok_or_else(bad)?,
                    rating: p
                        .get("rating")
                        .and_then(serde_json::Value::as_u64)
                        .and_then(|r| u32::try_from(r).ok())
                        .ok_or_else(bad)?,
                })
            })
            .collect::<Result<_, StoreError>>()?;
        Ok(Started {
            game_id: s(&value, "game_id").ok_or_else(bad)?,
            game: s(&value, "game").ok_or_else(bad)?,
            players,
            time_control: s(&value, "time_control").ok_or_else(bad)?,
            rated: value
                .get("rated")
                .and_then(serde_json::Value::as_bool)
                .ok_or_else(bad)?,
            started_ms: value
                .get("started_ms")
                .and_then(serde_json::Value::as_u64)
                .ok_or_else(bad)?,
        })
    }
}

/// A game the lobby started ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    /// The game's id.
    pub game_id: String,
    /// The ruleset's name of the game.
    pub game: String,
    /// The owner keys of its signed-in players.
    pub players: Vec<String>,
    /// The winning seat (`None`: drawn or aborted).
    pub winner: Option<u32>,
    /// The result as the record writes it (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
    /// What ended it, as the record writes it.
    pub termination: String,
}

/// The rating changes of a rated game, told to its players once the archive rated it.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    /// The game's id.
    pub game_id: String,
    /// The game (its service's short name, as the archive names it).
    pub game: String,
    /// The rated seats, in seat order.
    pub seats: Vec<RatedSeat>,
}

/// One seat's rating change.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedSeat {
    /// The seat's number.
    pub seat: u32,
    /// The player's owner key.
    pub key: String,
    /// The player's name.
    pub name: String,
    /// The rating before the game, and its deviation.
    pub before: (f64, f64),
    /// The rating after the game, and its deviation.
    pub after: (f64, f64),
}

impl Rated {
    /// As the change log stores it (JSON text).
    #[must_use]
    pub fn to_text(&self) -> String {
        let seats: Vec<serde_json::Value> = self
            .seats
            .iter()
            .map(|s| {
                serde_json::json!({
                    "seat": s.seat, "key": s.key, "name": s.name,
                    "before": [s.before.0, s.before.1], "after": [s.after.0, s.after.1],
                })
            })
            .collect();
        serde_json::json!({ "game_id": self.game_id, "game": self.game, "seats": seats })
            .to_string()
    }

    /// A stored text read back.
    ///
    /// # Errors
    /// The text is not one [`Rated::to_text`] wrote.
    pub fn from_text(text: &str) -> Result<Rated, StoreError> {
        let bad = || StoreError::Corrupt(format!("unexpected lobby rating change {text:?}"));
        let value: serde_json::Value = serde_json::from_str(text).map_err(|_| bad())?;
        let s = |v: &serde_json::Value, key: &str| {
            v.get(key)
                .and_then(serde_json::Value::as_str)
                .map(str::to_owned)
                .ok_or_else(bad)
        };
        let pair = |v: &serde_json::Value, key: &str| -> Result<(f64, f64), StoreError> {
            let items = v
                .get(key)
                .and_then(serde_json::Value::as_array)
                .ok_or_else(bad)?;
            match items.as_slice() {
                [a, b] => Ok((a.as_f64().ok_or_else(bad)?, b.as_f64().ok_or_else(bad)?)),
                _ => Err(bad()),
            }
        };
        let seats = value
            .get("seats")
            .and_then(serde_json::Value::as_array)
            .ok_or_else(bad)?
            .iter()
            .map(|seat| {
                Ok(RatedSeat {
                    seat: seat
                        .get("seat")
                        .and_then(serde_json::Value::as_u64)
                        .and_then(|n| u32::try_from(n).ok())
                        .ok_or_else(bad)?,
                    key: s(seat, "key")?,
                    name: s(seat, "name")?,
                    before: pair(seat, "before")?,
                    after: pair(seat, "after")?,
                })
            })
            .collect::<Result<_, StoreError>>()?;
        Ok(Rated {
            game_id: s(&value, "game_id")?,
            game: s(&value, "game")?,
            seats,
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
    /// The challenger has as many open challenges as they may (the cap).
    ChallengerCap(u32),
    /// The player challenged has as many challenges waiting for them as they may (the cap).
    TargetCap(u32),
    /// The seek is gone: accepted by someone else, cancelled or expired.
    Taken,
    /// The player tried to accept their own seek.
    OwnSeek,
    /// The player's rating is outside the seek's range.
    OutOfRange,
    /// The seek is a challenge of another player.
    NotChallenged,
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
    /// The player challenged declined it.
    Declined,
}

impl RemovedWhy {
    /// The name stored in the change log.
    pub fn name(self) -> &'static str {
        match self {
            RemovedWhy::Cancelled => "cancelled",
            RemovedWhy::Accepted => "accepted",
            RemovedWhy::OwnerLeft => "owner_left",
            RemovedWhy::Expired => "expired",
            RemovedWhy::Declined => "declined",
        }
    }

    /// The reason of a stored name.
    pub fn from_name(name: &str) -> Option<RemovedWhy> {
        [
            RemovedWhy::Cancelled,
            RemovedWhy::Accepted,
            RemovedWhy::OwnerLeft,
            RemovedWhy::Expired,
            RemovedWhy::Declined,
        ]
        .into_iter()
        .find(|why| why.name() == name)
    }
}

/// What one change did.
#[derive(Clone, Debug, PartialEq)]
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
        /// The seek's owner.
        owner: String,
        /// The player a challenge was for (empty for an open seek).
        target: String,
        /// Why a challenge was declined (a `DeclineReason` name; empty otherwise).
        reason: String,
    },
    /// The lobby started a game.
    Started(Started),
    /// A game the lobby started ended.
    Ended(Ended),
    /// A rated game was rated (told after its end, once the archive wrote it).
    Rated(Rated),
}

impl ChangeKind {
    /// Whether the change concerns the player `key` (their event stream tells it): a
    /// challenge from or to them, or a game of theirs.
    pub fn concerns(&self, key: &str) -> bool {
        match self {
            ChangeKind::Added(seek) => {
                seek.is_challenge() && (seek.owner == key || seek.target == key)
            }
            ChangeKind::Removed { owner, target, .. } => {
                !target.is_empty() && (owner == key || target == key)
            }
            ChangeKind::Started(game) => game.keys().any(|k| k == key),
            ChangeKind::Ended(end) => end.players.iter().any(|k| k == key),
            ChangeKind::Rated(rated) => rated.seats.iter().any(|s| s.key == key),
        }
    }

    /// Whether the lobby lists it (open seeks only: not challenges, not games).
    pub fn listed(&self) -> bool {
        match self {
            ChangeKind::Added(seek) => !seek.is_challenge(),
            ChangeKind::Removed { target, .. } => target.is_empty(),
            ChangeKind::Started(_) | ChangeKind::Ended(_) | ChangeKind::Rated(_) => false,
        }
    }
}

/// One change of the lobby with its cursor: resuming after `cursor` gives the changes that
/// follow it, none twice and none missed.
#[derive(Clone, Debug, PartialEq)]
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

/// What one player's event stream starts with: their open challenges (sent and received)
/// and their games going on, with the cursor of the last change they include.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerSnapshot {
    /// The cursor to resume from.
    pub cursor: String,
    /// The open challenges from or to the player, oldest first.
    pub challenges: Vec<Seek>,
    /// The player's games the lobby started that have not ended, oldest first.
    pub games: Vec<Started>,
}

/// The lobby's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Open seeks one address (IPv6: one /64) may have.
    pub per_address: u32,
    /// How long an owner may be gone before their seeks leave (ms).
    pub grace_ms: u64,
    /// Open challenges one player may have made (0: no cap).
    pub challenges_per_player: u32,
    /// Challenges waiting for one player (0: no cap).
    pub challenges_per_target: u32,
    /// Seeks and challenges one player or guest may post per second, on one replica (twice
    /// as many in a burst; 0: no limit).
    pub posts_per_sec: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_address: 5,
            grace_ms: 10_000,
            challenges_per_player: 10,
            challenges_per_target: 30,
            // Off for embedding and tests; the binary's `--lobby-posts-per-sec` is 2.
            posts_per_sec: 0,
        }
    }
}

/// The strings of the JSON list `key` of a stored record (none when it is absent: a record of
/// an earlier version).
pub(super) fn strings(value: &serde_json::Value, key: &str) -> Vec<String> {
    value
        .get(key)
        .and_then(serde_json::Value::as_array)
        .map(|list| {
            list.iter()
                .filter_map(|r| r.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}
