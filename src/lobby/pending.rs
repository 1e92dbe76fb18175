//! Pending starts: a game whose seek was taken is recorded, in the same atomic step, as a
//! start still to be made ([`pending_text`]); telling the game started clears it
//! (`Lobby::record_started`). A replica that died between the two leaves the record, and
//! every replica's sweeper makes the games recorded more than [`PENDING_GRACE_MS`] ago
//! (`Lobby::recover_starts`): making a game under its recorded id is idempotent, and the
//! `started` entry is written once per game.

use super::replica::{Lobby, control_text, hex, participants, retried, stored_control, unhex_hash};
use super::starter::{ComputerSeat, Start};
use super::state::{Seek, Started};
use super::store::LobbyStore;
use crate::session::play::{GameRules, SeatPlayer};
use crate::store::GameId;

/// How long a taken seek's game may take to be made before another replica makes it.
pub const PENDING_GRACE_MS: u64 = 3_000;

/// A start as [`LobbyStore::accept_starting`] records it (JSON: the game, its seats' token
/// hashes, clock, rated flag and players, and what the players' streams are told).
pub fn pending_text(start: &Start, started: &Started) -> String {
    let players: Vec<serde_json::Value> = start
        .players
        .iter()
        .map(|p| match p {
            Some(p) => serde_json::json!({
                "id": p.id, "name": p.name, "rating": p.rating, "provisional": p.provisional,
            }),
            None => serde_json::Value::Null,
        })
        .collect();
    serde_json::json!({
        "game_id": start.game_id.to_string(),
        "seats": start.seats.iter().map(|h| hex(&h.0)).collect::<Vec<_>>(),
        "time_control": control_text(start.time_control),
        "rated": start.rated,
        "rated_takebacks": start.rated_takebacks,
        "rules": start.rules.options,
        "move_limit": start.rules.move_limit,
        "berserk": start.rules.berserk,
        "players": players,
        "started": started.to_text(),
        "computers": start.computers.iter().map(|c| serde_json::json!({
            "seat": c.seat, "token": c.token, "think_ms": c.think_ms, "iterations": c.iterations,
        })).collect::<Vec<_>>(),
    })
    .to_string()
}

/// A recorded start read back (`None`: not one this program wrote).
pub(super) fn pending_of(text: &str) -> Option<(Start, Started)> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let game_id = value.get("game_id")?.as_str()?.parse::<GameId>().ok()?;
    let seats = value
        .get("seats")?
        .as_array()?
        .iter()
        .map(|h| unhex_hash(h.as_str()?))
        .collect::<Option<Vec<_>>>()?;
    let players = value
        .get("players")?
        .as_array()?
        .iter()
        .map(|p| {
            if p.is_null() {
                return Some(None);
            }
            Some(Some(SeatPlayer {
                id: p.get("id")?.as_i64()?,
                name: p.get("name")?.as_str()?.to_owned(),
                rating: p.get("rating")?.as_f64()?,
                provisional: p.get("provisional")?.as_bool()?,
            }))
        })
        .collect::<Option<Vec<_>>>()?;
    let computer_seat = |c: &serde_json::Value| {
        Some(ComputerSeat {
            seat: usize::try_from(c.get("seat")?.as_u64()?).ok()?,
            token: c.get("token")?.as_str()?.to_owned(),
            think_ms: u32::try_from(c.get("think_ms")?.as_u64()?).ok()?,
            iterations: u32::try_from(c.get("iterations")?.as_u64()?).ok()?,
        })
    };
    // `computer`: one seat, as the starts of an earlier version recorded it.
    let computers = match (value.get("computers"), value.get("computer")) {
        (Some(list), _) => list
            .as_array()?
            .iter()
            .map(computer_seat)
            .collect::<Option<Vec<_>>>()?,
        (None, None | Some(serde_json::Value::Null)) => Vec::new(),
        (None, Some(one)) => vec![computer_seat(one)?],
    };
    let start = Start {
        game_id,
        seats,
        time_control: stored_control(value.get("time_control")?.as_str()?).ok()?,
        rated: value.get("rated")?.as_bool()?,
        // Absent in the starts of an earlier version: no takebacks in rated games.
        rated_takebacks: value
            .get("rated_takebacks")
            .and_then(serde_json::Value::as_bool)
            .unwrap_or(false),
        // Absent in the starts of an earlier version: the ruleset's own rules.
        rules: GameRules {
            options: super::state::strings(&value, "rules"),
            move_limit: value
                .get("move_limit")
                .and_then(serde_json::Value::as_u64)
                .and_then(|n| u32::try_from(n).ok())
                .unwrap_or(0),
            berserk: value
                .get("berserk")
                .and_then(serde_json::Value::as_bool)
                .unwrap_or(false),
        },
        players,
        computers,
    };
    let started = Started::from_text(value.get("started")?.as_str()?).ok()?;
    Some((start, started))
}

impl Lobby {
    /// Makes the games whose seek was taken more than [`PENDING_GRACE_MS`] ago but which were
    /// never told started: the replica that took the seek died (or lost its store) between
    /// the two writes. Making a game is idempotent (the id is the one recorded), so two
    /// replicas recovering one start make one game, and it is told once.
    pub async fn recover_starts(&self, now_ms: u64) {
        let due = match self
            .inner
            .store
            .pending_starts(now_ms.saturating_sub(PENDING_GRACE_MS), 16)
            .await
        {
            Ok(due) => due,
            Err(error) => {
                tracing::warn!(%error, "lobby pending starts not read");
                return;
            }
        };
        for (game_id, text) in due {
            let Some((start, started)) = pending_of(&text) else {
                tracing::warn!(%game_id, "unreadable pending lobby start left alone");
                continue;
            };
            let Some(starter) = self
                .inner
                .games
                .values()
                .find(|s| s.ruleset() == started.game)
                .cloned()
            else {
                tracing::warn!(%game_id, game = %started.game, "pending lobby start of a game not served here");
                continue;
            };
            match starter.start(start).await {
                Ok(()) => {
                    tracing::info!(%game_id, "lobby game made by recovery");
                    self.record_started(&started).await;
                    self.inner.wake.notify_one();
                }
                Err(error) => tracing::warn!(%game_id, %error, "pending lobby start failed"),
            }
        }
    }

    /// The game `start` as the lobby's players' streams tell it: its seats' players (the
    /// seek's owner's name and rating for an unbound seat of the owner's, `other_name` and
    /// `other_rating` for the acceptor's).
    pub(super) fn started_of(
        &self,
        start: &Start,
        seek: &Seek,
        other_name: String,
        other_rating: u32,
    ) -> Started {
        let owner_seat = usize::try_from(seek.seat).unwrap_or(0);
        let players = participants(&start.players, |seat| {
            if seat == owner_seat && seek.rematch_of.is_empty() {
                (seek.owner_name.clone(), 0)
            } else if other_name.is_empty() {
                (crate::players::GUEST.to_owned(), other_rating)
            } else {
                (other_name.clone(), other_rating)
            }
        });
        Started {
            game_id: start.game_id.to_string(),
            game: seek.game.clone(),
            players,
            time_control: seek.time_control.clone(),
            rated: start.rated,
            started_ms: self.inner.clock.now_ms(),
        }
    }

    /// Tells the players' streams of a game the lobby started, and clears its pending start
    /// (the game is stored already; a store that fails here is retried a few times, then
    /// left to [`Lobby::recover_starts`], which makes the game again — a no-op — and tells
    /// it).
    pub(super) async fn record_started(&self, started: &Started) {
        retried("lobby game start not recorded", &started.game_id, || {
            self.inner.store.started(started)
        })
        .await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lobby::state::Participant;
    use crate::session::play::TimeControl;
    use crate::store::SeatHash;
    #[test]
    fn a_recorded_start_reads_back_with_its_computer_seat() {
        let computer = SeatPlayer {
            id: 3,
            name: "computer-hard".into(),
            rating: 1612.5,
            provisional: true,
        };
        let start = Start {
            game_id: GameId::random().unwrap(),
            seats: vec![SeatHash([1; 16]), SeatHash([2; 16])],
            time_control: Some(TimeControl::Fischer {
                initial_ms: 300_000,
                increment_ms: 3_000,
            }),
            rated: true,
            rated_takebacks: true,
            rules: GameRules {
                options: vec!["perpetual-repetition".into()],
                move_limit: 400,
                berserk: false,
            },
            players: vec![None, Some(computer)],
            computers: vec![ComputerSeat {
                seat: 1,
                token: "secret-token".into(),
                think_ms: 750,
                iterations: 0,
            }],
        };
        let started = Started {
            game_id: start.game_id.to_string(),
            game: "hnefatafl".into(),
            players: vec![
                Participant {
                    key: String::new(),
                    name: "guest".into(),
                    rating: 0,
                },
                Participant {
                    key: "player:3".into(),
                    name: "computer-hard".into(),
                    rating: 1613,
                },
            ],
            time_control: "5+3".into(),
            rated: true,
            started_ms: 7,
        };
        let (back, back_started) = pending_of(&pending_text(&start, &started)).unwrap();
        assert_eq!(back.computers, start.computers);
        assert_eq!(back.players, start.players);
        assert_eq!(back.time_control, start.time_control);
        assert!(back.rated_takebacks);
        assert_eq!(back.rules, start.rules);
        assert_eq!(back_started, started);
        // The token is never in a debug print.
        assert!(!format!("{:?}", back.computers).contains("secret-token"));
        // A start recorded before computer seats existed reads back without one.
        let mut old: serde_json::Value =
            serde_json::from_str(&pending_text(&start, &started)).unwrap();
        let list = old.as_object_mut().unwrap().remove("computers").unwrap();
        assert_eq!(pending_of(&old.to_string()).unwrap().0.computers, []);
        // One recorded by the version with one computer seat (`computer`) reads back too.
        old.as_object_mut()
            .unwrap()
            .insert("computer".into(), list[0].clone());
        assert_eq!(
            pending_of(&old.to_string()).unwrap().0.computers,
            start.computers
        );
    }
}
