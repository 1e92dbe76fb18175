//! What a push says: the events a player is told of on their devices, and the JSON each
//! becomes (the payload the service worker reads: `kind`, `title`, `body`, `url`, `tag`,
//! and the event's own fields).

use fluent_bundle::FluentArgs;
use serde_json::json;

use super::words;

/// An event a player is pushed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// It is the player's move in a correspondence game (the opponent just moved).
    Turn {
        /// The game's service short name (`hnefatafl`, …).
        game: String,
        /// The game's id.
        game_id: String,
        /// The opponent's name (empty when unknown).
        opponent: String,
        /// The player's deadline for the move, ms since the Unix epoch (0: none).
        deadline_ms: u64,
    },
    /// Another player challenged this one.
    Challenge {
        /// The game's service short name.
        game: String,
        /// The challenge's seek id.
        seek_id: String,
        /// Who challenges.
        from: String,
        /// The clock, as the lobby writes it (`5+3`, `3d`).
        time_control: String,
        /// Whether the game would be rated.
        rated: bool,
    },
    /// A tournament game of the player's starts (the event's director pairs it).
    TournamentGameStarting {
        /// The game's service short name.
        game: String,
        /// The game's id.
        game_id: String,
        /// The tournament's name.
        tournament: String,
        /// The player's seat (its index): the page opens the game at it.
        seat: usize,
    },
    /// A game of the player's is over (told once it is archived).
    GameOver {
        /// The game's service short name.
        game: String,
        /// The game's id.
        game_id: String,
        /// `win`, `loss`, `draw` or `none` (aborted), for this player.
        outcome: String,
        /// How it ended (the archive's termination: `resignation`, `time`, …).
        termination: String,
        /// The opponent's name.
        opponent: String,
    },
}

impl Notice {
    /// The event's kind as the payload names it.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Notice::Turn { .. } => "turn",
            Notice::Challenge { .. } => "challenge",
            Notice::TournamentGameStarting { .. } => "tournament_game_starting",
            Notice::GameOver { .. } => "game_over",
        }
    }

    /// How long the push service may keep the message for a device that is off (the
    /// request's `TTL`, seconds).
    #[must_use]
    pub fn ttl_secs(&self) -> u64 {
        match self {
            Notice::Challenge { .. } | Notice::TournamentGameStarting { .. } => 60 * 60,
            Notice::Turn { .. } | Notice::GameOver { .. } => 24 * 60 * 60,
        }
    }

    /// The payload, its title and body in language `tag` (`words`: the player's choice,
    /// English when none): JSON, well under the 4 KB a push carries.
    #[must_use]
    pub fn payload(&self, tag: &str) -> Vec<u8> {
        let mut args = FluentArgs::new();
        let say = |id: &str, args: &FluentArgs<'_>| words::say(tag, id, args);
        let value = match self {
            Notice::Turn {
                game,
                game_id,
                opponent,
                deadline_ms,
            } => {
                args.set("game", game.as_str());
                args.set("opponent", opponent.as_str());
                json!({
                    "kind": self.kind(),
                    "title": say("push-turn-title", &args),
                    "body": if opponent.is_empty() {
                        say("push-turn-body", &args)
                    } else {
                        say("push-turn-body-opponent", &args)
                    },
                    "url": format!("/play/{game}/{game_id}"),
                    "tag": format!("turn:{game_id}"),
                    "game": game,
                    "game_id": game_id,
                    "deadline_ms": deadline_ms,
                })
            }
            Notice::Challenge {
                game,
                seek_id,
                from,
                time_control,
                rated,
            } => {
                args.set("game", game.as_str());
                args.set("from", from.as_str());
                args.set("clock", time_control.as_str());
                args.set("rated", if *rated { "yes" } else { "no" });
                json!({
                    "kind": self.kind(),
                    "title": say("push-challenge-title", &args),
                    "body": say("push-challenge-body", &args),
                    "url": "/lobby",
                    "tag": format!("challenge:{seek_id}"),
                    "game": game,
                    "seek_id": seek_id,
                    "from": from,
                })
            }
            Notice::TournamentGameStarting {
                game,
                game_id,
                tournament,
                seat,
            } => {
                args.set("game", game.as_str());
                args.set("tournament", tournament.as_str());
                json!({
                    "kind": self.kind(),
                    "title": say("push-tournament-title", &args),
                    "body": say("push-tournament-body", &args),
                    "url": format!("/play/{game}/{game_id}#seat={seat}"),
                    "tag": format!("tournament:{game_id}"),
                    "game": game,
                    "game_id": game_id,
                })
            }
            Notice::GameOver {
                game,
                game_id,
                outcome,
                termination,
                opponent,
            } => {
                args.set("game", game.as_str());
                args.set("opponent", opponent.as_str());
                args.set("termination", words::termination(tag, termination));
                json!({
                    "kind": self.kind(),
                    "title": say("push-over-title", &args),
                    "body": match outcome.as_str() {
                        "win" => say("push-over-win", &args),
                        "loss" => say("push-over-loss", &args),
                        "draw" => say("push-over-draw", &args),
                        _ => say("push-over-none", &args),
                    },
                    "url": format!("/archive/{game_id}"),
                    "tag": format!("over:{game_id}"),
                    "game": game,
                    "game_id": game_id,
                    "outcome": outcome,
                })
            }
        };
        value.to_string().into_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_name_their_kind_and_page() {
        let turn = Notice::Turn {
            game: "hnefatafl".into(),
            game_id: "g1".into(),
            opponent: "Ann".into(),
            deadline_ms: 5,
        };
        let value: serde_json::Value = serde_json::from_slice(&turn.payload("en")).expect("json");
        assert_eq!(value["kind"], "turn");
        assert_eq!(value["url"], "/play/hnefatafl/g1");
        assert_eq!(value["body"], "Ann moved: it is your move (hnefatafl).");
        assert!(turn.payload("en").len() < 3000);
    }
}
