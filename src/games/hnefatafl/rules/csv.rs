//! Copenhagen games as the `hnefatafl-copenhagen` project publishes the games of the
//! aagenielsen.dk game site (the format of `tests/data/README.md`): one game a line,
//! `moves,attacker_captures,defender_captures,status`, the moves `from-to` with `xSQ` for each
//! square a move captured, the last one possibly `timeout`. [`record_of_line`] reads a line
//! into the service's text record, replaying every move and checking the captures it names.
//!
//! How the game ended, in the record's header: as the rules decide it when they do (the
//! line's status must agree); otherwise, a line ending `timeout` on time (the side to move
//! lost), any other won game by the loser's resignation and a drawn one by agreement (the
//! site's other ways to end a game); `Ongoing` goes on. The captures counts are the site's
//! own and are not checked (it counts a square named twice twice).

use std::collections::BTreeSet;

use super::game::{Game, Status};
use super::moves::Move;
use super::square::Side;
use crate::ruleset::{Ending, GameResult, Termination};

/// The name of this format, as an import names it.
pub const FORMAT: &str = "copenhagen-csv";

/// The line that starts a file of such lines, naming its fields: passed over.
pub const HEADER: &str = "moves,attacker_captures,defender_captures,status";

/// The service's text record of one line of the CSV.
///
/// # Errors
/// What is wrong, in words: the fields, a move that does not parse or is not legal (its
/// number and text), captures the rules do not make, or a status the moves contradict.
pub fn record_of_line(line: &str) -> Result<String, String> {
    let fields: Vec<&str> = line.trim().split(',').collect();
    let [moves, _, _, status] = fields.as_slice() else {
        return Err(format!(
            "expected 4 comma-separated fields ({HEADER}), found {}",
            fields.len()
        ));
    };
    let said = match *status {
        "Black" => Some(GameResult::Won {
            winner: Side::Attackers,
        }),
        "White" => Some(GameResult::Won {
            winner: Side::Defenders,
        }),
        "Draw" => Some(GameResult::Drawn),
        "Ongoing" => None,
        other => {
            return Err(format!(
                "the status is Black, White, Draw or Ongoing, not {:?}",
                crate::games::shared::record::clip(other, 16)
            ));
        }
    };
    let mut tokens: Vec<&str> = moves.split_whitespace().collect();
    let timeout = tokens.last() == Some(&"timeout");
    if timeout {
        tokens.pop();
    }
    let mut game = Game::new();
    for (n, token) in tokens.iter().enumerate() {
        let mut parts = token.split('x');
        let text = parts.next().unwrap_or_default();
        let mv: Move = text
            .parse()
            .map_err(|e| format!("move {} ({token}): {e}", n + 1))?;
        let applied = game
            .apply(mv)
            .map_err(|e| format!("move {} ({token}) is not legal here: {e}", n + 1))?;
        let mut named: BTreeSet<&str> = parts.collect();
        let king = applied.king_captured.map(|s| s.to_string());
        // The King's square may be named when he is captured.
        if let Some(king) = &king {
            named.remove(king.as_str());
        }
        let made: Vec<String> = applied.captured.map(|s| s.to_string()).collect();
        let made_set: BTreeSet<&str> = made.iter().map(String::as_str).collect();
        if named != made_set {
            return Err(format!(
                "move {} ({token}) names the captures {named:?}, the rules capture {made_set:?}",
                n + 1
            ));
        }
    }
    let ended = match (game.status(), said) {
        (Status::Over(outcome), Some(GameResult::Won { winner })) if outcome.winner == winner => {
            None
        }
        (Status::Over(outcome), _) => {
            return Err(format!(
                "the moves end the game ({outcome}), but the status says {status}"
            ));
        }
        (Status::Ongoing, Some(GameResult::Won { winner })) if timeout => {
            if winner == game.side_to_move() {
                return Err(format!(
                    "the record ends on time with the {} to move, but says they won",
                    winner.name()
                ));
            }
            Some(Ending {
                result: GameResult::Won { winner },
                termination: Termination::Time,
            })
        }
        (Status::Ongoing, Some(GameResult::Won { winner })) => {
            game.resign(winner.opponent())
                .map_err(|e| format!("the loser's resignation: {e}"))?;
            None
        }
        (Status::Ongoing, Some(_)) => Some(Ending {
            result: GameResult::Drawn,
            termination: Termination::Agreement,
        }),
        (Status::Ongoing, None) => None,
    };
    Ok(game.to_record_ended(ended))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_become_records() {
        let record = record_of_line("d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe2,1,0,Ongoing")
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(record.contains("[Result \"*\"]"), "{record}");
        assert!(record.contains("1. d1-d3 e5-e2"), "{record}");
        let resigned = record_of_line("d1-d3 e5-e2,0,0,White").unwrap_or_else(|e| panic!("{e}"));
        assert!(
            resigned.contains("[Result \"defenders\"]")
                && resigned.contains("[Termination \"resignation\"]"),
            "{resigned}"
        );
        let timed =
            record_of_line("d1-d3 e5-e2 timeout,0,0,White").unwrap_or_else(|e| panic!("{e}"));
        assert!(timed.contains("[Termination \"time\"]"), "{timed}");
        let drawn = record_of_line("d1-d3,0,0,Draw").unwrap_or_else(|e| panic!("{e}"));
        assert!(drawn.contains("[Termination \"agreement\"]"), "{drawn}");
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let bad = |line: &str| record_of_line(line).err().unwrap_or_default();
        assert!(bad("d1-d3,0,Ongoing").contains("4 comma-separated fields"));
        assert!(bad("d1-d3,0,0,Won").contains("Black, White, Draw or Ongoing"));
        assert!(bad("d1-d3 f4-c4 k4-c4,0,0,Ongoing").contains("move 3 (k4-c4) is not legal"));
        assert!(bad("d1-d3 e5-e2 g1-g3 f4-c4 g3-e3,1,0,Ongoing").contains("names the captures"));
        assert!(bad("d1-d3 e5-e2 timeout,0,0,Defenders").contains("not \"Defenders\""));
        assert!(bad("d1-d3 timeout,0,0,Attackers").contains("not \"Attackers\""));
        assert!(bad("d1-d3 e5-e2 timeout,0,0,Black").contains("ends on time"));
    }
}
