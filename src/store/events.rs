//! The event log: changes kept for watchers, keyframes, and where a watcher resumes.

use super::StoredGame;

/// A change as kept for watchers: the version it produced and the ruleset's description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredEvent {
    /// The game's version after the change.
    pub version: u64,
    /// The ruleset's description of the change ([`Update::event`]).
    pub payload: Vec<u8>,
    /// The change ended the game ([`Update::ends_game`]).
    pub ends_game: bool,
}

/// The changes of a game after a version, as far as they are still kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventsAfter {
    /// No such game (never created, or expired).
    NotFound,
    /// Every change after the asked version, in order (none when the game is not past it).
    Complete {
        /// The game's current version.
        current: u64,
        /// The changes, with versions asked + 1 ..= `current`.
        events: Vec<StoredEvent>,
    },
    /// Some changes after the asked version are no longer kept (the log is bounded).
    Trimmed {
        /// The game's current version.
        current: u64,
    },
}

impl EventsAfter {
    /// Sorts the kept events `events` (ascending, possibly starting after a trimmed part) of a
    /// game at version `current` into a complete or a trimmed answer for `after`.
    #[must_use]
    pub fn from_kept(after: u64, current: u64, events: Vec<StoredEvent>) -> EventsAfter {
        if current <= after {
            return EventsAfter::Complete {
                current,
                events: Vec::new(),
            };
        }
        let mut events = events;
        events.retain(|e| e.version > after);
        let contiguous = events
            .iter()
            .zip(after.saturating_add(1)..)
            .all(|(event, expected)| event.version == expected);
        let complete = contiguous
            && events.last().map(|e| e.version) == Some(current)
            && events.first().map(|e| e.version) == after.checked_add(1);
        if complete {
            EventsAfter::Complete { current, events }
        } else {
            EventsAfter::Trimmed { current }
        }
    }
}

/// Whether the change to `version` is a *keyframe* of a log kept with keyframe interval
/// `interval` ([`WatchOptions::history`]): its entry also keeps the game it applies to (the
/// game at `version - 1`), so that a watcher resuming at or after that version can rebuild
/// the events that follow. The first change of a game (version 2) is one, then every
/// `interval` changes.
#[must_use]
pub fn is_keyframe(version: u64, interval: u64) -> bool {
    version >= 2 && (version - 2).is_multiple_of(interval.max(1))
}

/// The oldest change a log kept with keyframe interval `interval` still needs once it holds
/// the change to `version`: the keyframe before the latest one (so that between `interval`
/// and `2 × interval - 1` changes stay resumable). Entries before it are trimmed.
#[must_use]
pub fn keep_from(version: u64, interval: u64) -> u64 {
    let interval = interval.max(1);
    if version < 2 {
        return 0;
    }
    let latest = version - (version - 2) % interval;
    latest.saturating_sub(interval).max(2)
}

/// A kept change as the store returns it for resuming: the event, and for a keyframe the
/// game it applies to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptEvent {
    /// The change.
    pub event: StoredEvent,
    /// For a keyframe ([`is_keyframe`]): the game before the change (version `event.version
    /// - 1`).
    pub base: Option<StoredGame>,
}

/// What a watcher resuming after a version needs: a game to rebuild events from and every
/// change after it, as far as they are still kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resume {
    /// No such game (never created, or expired).
    NotFound,
    /// The asked version is beyond the game's.
    Ahead {
        /// The game's current version.
        current: u64,
    },
    /// The changes after the asked version cannot all be rebuilt (the log is bounded, or
    /// expired): continue from a snapshot.
    Trimmed {
        /// The game's current version.
        current: u64,
    },
    /// The game at a version at or before the asked one, and every change after it up to
    /// the current version, in order.
    Found {
        /// The game to apply `events` to (the current game when nothing was missed).
        base: StoredGame,
        /// The changes, with versions `base.version + 1 ..=` the current version.
        events: Vec<StoredEvent>,
    },
}

impl Resume {
    /// Sorts the kept entries `kept` (ascending) of the game `current` into an answer for a
    /// watcher resuming after version `after`: from the latest keyframe whose base is at or
    /// before `after`, if the entries from it on are complete.
    #[must_use]
    pub fn from_kept(after: u64, current: StoredGame, kept: Vec<KeptEvent>) -> Resume {
        let version = current.version;
        if after > version {
            return Resume::Ahead { current: version };
        }
        if after == version {
            return Resume::Found {
                base: current,
                events: Vec::new(),
            };
        }
        let start = kept.iter().rposition(|k| {
            k.base.as_ref().is_some_and(|b| {
                b.version <= after && b.version.checked_add(1) == Some(k.event.version)
            })
        });
        let Some(start) = start else {
            return Resume::Trimmed { current: version };
        };
        let mut kept = kept;
        let mut entries = kept.split_off(start).into_iter();
        let Some(first) = entries.next() else {
            return Resume::Trimmed { current: version };
        };
        let Some(mut base) = first.base else {
            return Resume::Trimmed { current: version };
        };
        base.kind.clone_from(&current.kind);
        let events: Vec<StoredEvent> = std::iter::once(first.event)
            .chain(entries.map(|k| k.event))
            .collect();
        let contiguous = events
            .iter()
            .zip(base.version.saturating_add(1)..)
            .all(|(event, expected)| event.version == expected);
        if contiguous && events.last().map(|e| e.version) == Some(version) {
            Resume::Found { base, events }
        } else {
            Resume::Trimmed { current: version }
        }
    }
}
