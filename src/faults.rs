//! Fault points of a game's ending, for the tests that stop a replica at every instant of it
//! (`tests/play/ending_faults.rs`, docs/reliability.md "A replica dying while a game ends").
//!
//! A [`Faults`] is given to the parts of one replica that make the ending's writes (its
//! [`crate::store::RedisStore`] and its [`crate::players::Players`]). Armed with a
//! [`Point`] and aimed at a game ([`Faults::aim`]), the replica "dies" right after it first
//! passes that point in that game's ending: from then on every write of those parts fails as
//! unavailable and nothing more of any ending is done, as when the process is killed there. Unarmed (the default, and always outside tests) a
//! [`Faults`] is a `None` and costs one branch per point.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// One write of a game's ending, in the order a replica makes them (docs/players.md,
/// "Exactly once").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Point {
    /// The mark of the ending write (`{hanniball:archive}:endings`), made just before it.
    EndingMark,
    /// The compare-and-set that ends the game (with its end kept in the game's hash and the
    /// change published to the game's watchers).
    EndingWrite,
    /// The game's entry in the archive's pending set.
    PendingAdded,
    /// The lobby's record of the end (the game leaves its players' lists of games going on
    /// and their streams are told, in one script).
    LobbyTold,
    /// The archive's transaction (the archived game, its seats and both ratings), committed.
    Archived,
    /// The pending entry and the ending mark removed: the ending is settled.
    Settled,
}

impl Point {
    /// Every point, in the order a replica passes them.
    pub const ALL: [Point; 6] = [
        Point::EndingMark,
        Point::EndingWrite,
        Point::PendingAdded,
        Point::LobbyTold,
        Point::Archived,
        Point::Settled,
    ];
}

#[derive(Debug)]
struct Armed {
    at: Point,
    game: Mutex<Option<String>>,
    dead: AtomicBool,
}

/// The fault plan of one replica (see the module documentation); clones share it.
#[derive(Clone, Debug, Default)]
pub struct Faults(Option<Arc<Armed>>);

impl Faults {
    /// A replica that dies right after it first passes `at` in the ending of the game it is
    /// aimed at (none yet: see [`Faults::aim`]).
    #[must_use]
    pub fn after(at: Point) -> Faults {
        Faults(Some(Arc::new(Armed {
            at,
            game: Mutex::new(None),
            dead: AtomicBool::new(false),
        })))
    }

    /// Aims the fault at the game `game_id`: passing the point in another game's ending
    /// (this replica's archiver settling others' ends, say) does not kill the replica.
    pub fn aim(&self, game_id: &str) {
        if let Some(armed) = &self.0 {
            *armed.game.lock().unwrap_or_else(|e| e.into_inner()) = Some(game_id.to_owned());
        }
    }

    /// Whether the replica has died (every write fails from then on).
    #[must_use]
    pub fn dead(&self) -> bool {
        self.0
            .as_ref()
            .is_some_and(|armed| armed.dead.load(Ordering::SeqCst))
    }

    /// The replica passed `point` in the ending of game `game_id`: it dies there if it is
    /// armed for them. Returns whether it is dead (then the caller does nothing more).
    pub fn passed(&self, point: Point, game_id: &str) -> bool {
        let Some(armed) = &self.0 else {
            return false;
        };
        let aimed = armed
            .game
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_deref()
            == Some(game_id);
        if armed.at == point && aimed && !armed.dead.swap(true, Ordering::SeqCst) {
            tracing::warn!(?point, game_id, "fault: the replica dies here");
        }
        armed.dead.load(Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replica_dies_at_its_point_of_its_game_and_stays_dead() {
        let faults = Faults::after(Point::PendingAdded);
        assert!(!faults.passed(Point::PendingAdded, "g1"), "not aimed yet");
        faults.aim("g1");
        assert!(!faults.passed(Point::PendingAdded, "g2"), "another game");
        assert!(!faults.passed(Point::EndingMark, "g1"));
        assert!(!faults.passed(Point::EndingWrite, "g1"));
        assert!(!faults.dead());
        assert!(faults.passed(Point::PendingAdded, "g1"));
        assert!(faults.dead());
        assert!(
            faults.clone().passed(Point::EndingMark, "g2"),
            "clones share it"
        );
    }

    #[test]
    fn an_unarmed_plan_never_dies() {
        let faults = Faults::default();
        faults.aim("g1");
        for point in Point::ALL {
            assert!(!faults.passed(point, "g1"));
        }
        assert!(!faults.dead());
    }
}
