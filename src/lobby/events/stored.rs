//! An event's stored form: the event as the wire shows it, who entered, every board paired
//! with its result, and the log of changes `WatchTournament` resumes from. One record per
//! event, written whole by compare-and-set on its version (`LobbyStore::write_event`).

use prost::Message;

use super::pb;
use crate::store::StoreError;

/// Changes kept in an event's log: a cursor older than that resumes with a snapshot.
pub const LOG_KEEP: usize = 1000;

/// Results a board can have (the wire's `Pairing.result`).
pub mod result {
    /// The first side won.
    pub const FIRST: &str = "1-0";
    /// The second side won.
    pub const SECOND: &str = "0-1";
    /// Drawn.
    pub const DRAW: &str = "1/2-1/2";
    /// A pairing-allocated bye.
    pub const BYE: &str = "bye";
    /// The second player missed the game (withdrawn): the first scores.
    pub const FIRST_BY_FORFEIT: &str = "+-";
    /// The first player missed the game: the second scores.
    pub const SECOND_BY_FORFEIT: &str = "-+";
    /// A game not played or without a result (aborted): neither scores.
    pub const NONE: &str = "--";
}

/// A player entered.
#[derive(Clone, PartialEq, Message)]
pub struct Entrant {
    /// As shown.
    #[prost(message, optional, tag = "1")]
    pub player: Option<pb::Player>,
    /// The account's id.
    #[prost(int64, tag = "2")]
    pub id: i64,
    /// When they joined (ms).
    #[prost(uint64, tag = "3")]
    pub joined_ms: u64,
}

/// A board paired.
#[derive(Clone, PartialEq, Message)]
pub struct Board {
    /// As shown.
    #[prost(message, optional, tag = "1")]
    pub pairing: Option<pb::Pairing>,
    /// When its result was counted (ms; 0: going on).
    #[prost(uint64, tag = "2")]
    pub ended_ms: u64,
    /// The order results were counted in (from 1; 0: going on).
    #[prost(uint64, tag = "3")]
    pub counted: u64,
}

/// An event.
#[derive(Clone, PartialEq, Message)]
pub struct Stored {
    /// As shown.
    #[prost(message, optional, tag = "1")]
    pub tournament: Option<pb::Tournament>,
    /// SHA-256 of the id and the password (empty: none).
    #[prost(bytes = "vec", tag = "2")]
    pub password_hash: Vec<u8>,
    /// The organiser's account id.
    #[prost(int64, tag = "3")]
    pub creator_id: i64,
    /// Who entered, in the order they joined.
    #[prost(message, repeated, tag = "4")]
    pub entrants: Vec<Entrant>,
    /// Every board, in the order paired.
    #[prost(message, repeated, tag = "5")]
    pub boards: Vec<Board>,
    /// The last [`LOG_KEEP`] changes, each with its cursor (its sequence number).
    #[prost(message, repeated, tag = "6")]
    pub log: Vec<pb::WatchTournamentResponse>,
    /// The last change's sequence number.
    #[prost(uint64, tag = "7")]
    pub seq: u64,
    /// When the last round's last result was counted (ms): the next round waits a pause.
    #[prost(uint64, tag = "8")]
    pub round_over_ms: u64,
    /// Results counted so far.
    #[prost(uint64, tag = "9")]
    pub counted: u64,
}

impl Stored {
    /// Reads a stored event.
    ///
    /// # Errors
    /// `Corrupt` for bytes that are no event.
    pub fn decode_from(bytes: &[u8]) -> Result<Stored, StoreError> {
        Stored::decode(bytes).map_err(|e| StoreError::Corrupt(format!("tournament record: {e}")))
    }

    /// The event as shown (a default one for a record without it, which is never written).
    #[must_use]
    pub fn event(&self) -> pb::Tournament {
        self.tournament.clone().unwrap_or_default()
    }

    /// The event, to change.
    pub fn event_mut(&mut self) -> &mut pb::Tournament {
        self.tournament.get_or_insert_with(pb::Tournament::default)
    }

    /// The event's status.
    #[must_use]
    pub fn status(&self) -> pb::Status {
        pb::Status::try_from(self.event().status).unwrap_or(pb::Status::Unspecified)
    }

    /// The event's format.
    #[must_use]
    pub fn format(&self) -> pb::Format {
        pb::Format::try_from(self.event().format).unwrap_or(pb::Format::Unspecified)
    }

    /// Appends a change to the log (keeping the last [`LOG_KEEP`]).
    pub fn log(&mut self, event: pb::watch_tournament_response::Event) {
        self.seq += 1;
        self.log.push(pb::WatchTournamentResponse {
            cursor: self.seq.to_string(),
            event: Some(event),
        });
        if self.log.len() > LOG_KEEP {
            let extra = self.log.len() - LOG_KEEP;
            self.log.drain(..extra);
        }
    }

    /// Logs that the standings changed. The log keeps only the mark (the standings of a large
    /// event, logged after every result, would make the record grow by their size each
    /// time): a stream sends the standings as they are when it sends the mark
    /// (`watch::filled`).
    pub fn log_standings(&mut self) {
        self.log(pb::watch_tournament_response::Event::Standings(
            pb::Standings::default(),
        ));
    }

    /// The entrant named `name`.
    #[must_use]
    pub fn entrant(&self, name: &str) -> Option<&Entrant> {
        self.entrants
            .iter()
            .find(|e| e.player.as_ref().is_some_and(|p| p.name == name))
    }

    /// The entrant of account `id`, to change.
    pub fn entrant_mut(&mut self, id: i64) -> Option<&mut Entrant> {
        self.entrants.iter_mut().find(|e| e.id == id)
    }

    /// The boards as shown.
    pub fn pairings(&self) -> impl Iterator<Item = &pb::Pairing> {
        self.boards.iter().filter_map(|b| b.pairing.as_ref())
    }

    /// The players as shown.
    pub fn players(&self) -> impl Iterator<Item = &pb::Player> {
        self.entrants.iter().filter_map(|e| e.player.as_ref())
    }
}
