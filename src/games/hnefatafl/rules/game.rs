//! A game: the position, the moves made, the outcome, and the reasons a move is refused.

use std::fmt;

use super::movegen::{Effects, MoveList};
use super::moves::Move;
use super::position::Position;
use super::square::{Bitboard, Piece, Side, Square};
use super::tables::{Dir, RAYS, RESTRICTED};

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The King reached a corner (the defenders win).
    KingEscaped,
    /// The King stands in an exit fort (the defenders win).
    ExitFort,
    /// The attackers captured the King.
    KingCaptured,
    /// The attackers encircled every defender.
    Encirclement,
    /// The loser had no legal move on his turn.
    NoLegalMove,
    /// The loser resigned.
    Resignation,
    /// A position came about for the third time in a game played with the perpetual
    /// repetition rule ([`Rules::perpetual_repetition`]): the defenders lose.
    PerpetualRepetition,
}

impl Reason {
    /// Every reason.
    pub const ALL: [Reason; 7] = [
        Reason::KingEscaped,
        Reason::ExitFort,
        Reason::KingCaptured,
        Reason::Encirclement,
        Reason::NoLegalMove,
        Reason::Resignation,
        Reason::PerpetualRepetition,
    ];

    /// A short lower-case name, as written in game records (`"king escaped"`, `"exit fort"`,
    /// `"king captured"`, `"encirclement"`, `"no legal move"`, `"resignation"`,
    /// `"perpetual repetition"`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Reason::KingEscaped => "king escaped",
            Reason::ExitFort => "exit fort",
            Reason::KingCaptured => "king captured",
            Reason::Encirclement => "encirclement",
            Reason::NoLegalMove => "no legal move",
            Reason::Resignation => "resignation",
            Reason::PerpetualRepetition => "perpetual repetition",
        }
    }

    /// The reason with this [`Reason::name`].
    #[must_use]
    pub fn from_name(name: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.name() == name)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// Who won.
    pub winner: Side,
    /// Why.
    pub reason: Reason,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} won by {}", self.winner, self.reason)
    }
}

/// Whether the game goes on: [`Status::Ongoing`], or [`Status::Over`] with its outcome.
pub type Status = crate::games::shared::Status<Outcome>;

/// What an accepted move did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Applied {
    /// The move.
    pub mv: Move,
    /// The piece that moved.
    pub piece: Piece,
    /// Every enemy soldier captured, custodially or in a shieldwall.
    pub captured: Bitboard,
    /// The soldiers of `captured` taken in a shieldwall.
    pub shieldwall: Bitboard,
    /// The King's square, when this move captured him.
    pub king_captured: Option<Square>,
    /// The outcome, when this move decided the game.
    pub outcome: Option<Outcome>,
}

impl Applied {
    /// What `piece`'s move `mv` did, given its effects on the board and the outcome.
    fn of(mv: Move, piece: Piece, fx: &Effects, outcome: Option<Outcome>) -> Applied {
        Applied {
            mv,
            piece,
            captured: fx.captured,
            shieldwall: fx.shieldwall,
            king_captured: fx.king_captured,
            outcome,
        }
    }
}

/// Why a move (or another action) is refused. The message says why in words a player
/// understands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    /// The game is decided.
    #[error("the game is over")]
    GameOver,
    /// No piece on the square.
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    /// The piece belongs to the other side.
    #[error("the {piece} on {square} is not yours; it is the {side}' turn")]
    NotYourPiece {
        /// Where.
        square: Square,
        /// What stands there.
        piece: Piece,
        /// The side to move.
        side: Side,
    },
    /// From and to are the same square.
    #[error("a move must leave its square ({0})")]
    NullMove(Square),
    /// Not along a rank or a file.
    #[error("{from}-{to} is not along a rank or a file; pieces move like rooks")]
    NotStraight {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A piece stands on the way (or on the target).
    #[error("the way from {from} to {to} is blocked by the piece on {by}")]
    Blocked {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The first piece in the way.
        by: Square,
    },
    /// A soldier may not stop on the throne or a corner.
    #[error("only the King may stop on {0}, a restricted square (the throne and the corners)")]
    Restricted(Square),
    /// Moves are not taken back in this game.
    #[error("no undo in this game")]
    NoUndo,
}

impl IllegalMove {
    /// A stable, machine-readable name for the reason.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            IllegalMove::GameOver => "GAME_OVER",
            IllegalMove::NoPiece(_) => "NO_PIECE",
            IllegalMove::NotYourPiece { .. } => "NOT_YOUR_PIECE",
            IllegalMove::NullMove(_) => "NULL_MOVE",
            IllegalMove::NotStraight { .. } => "NOT_STRAIGHT",
            IllegalMove::Blocked { .. } => "BLOCKED",
            IllegalMove::Restricted(_) => "RESTRICTED_SQUARE",
            IllegalMove::NoUndo => "NO_UNDO",
        }
    }
}

/// The rule options a game is played with (`docs/hnefatafl-rules.md`, "Rule options").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rules {
    /// Copenhagen's rule 8, "Perpetual repetitions are forbidden. Any perpetual repetition
    /// results in a loss for white": a move after which the position (the board and the side
    /// to move) stands for the third time in the game ends it, and the defenders lose,
    /// whichever side made the move. Off: the seed's rules, which track no repetition.
    pub perpetual_repetition: bool,
}

impl Rules {
    /// The name of the perpetual repetition rule, as NewGame, seeks, challenges, events and
    /// records name it.
    pub const PERPETUAL_REPETITION: &'static str = "perpetual-repetition";

    /// The names of the options that are on.
    #[must_use]
    pub fn names(self) -> Vec<&'static str> {
        if self.perpetual_repetition {
            vec![Rules::PERPETUAL_REPETITION]
        } else {
            Vec::new()
        }
    }

    /// The rules with the options named on; `None` when a name is not an option of this game.
    #[must_use]
    pub fn from_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Option<Rules> {
        let mut rules = Rules::default();
        for name in names {
            match name {
                Rules::PERPETUAL_REPETITION => rules.perpetual_repetition = true,
                _ => return None,
            }
        }
        Some(rules)
    }
}

/// A game of Copenhagen Hnefatafl: where it started, every move since, the position now and
/// the outcome.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    pub(crate) start: Position,
    pub(crate) pos: Position,
    pub(crate) moves: Vec<Move>,
    pub(crate) status: Status,
    pub(crate) rules: Rules,
    /// With the perpetual repetition rule: every position since the last capture (a capture
    /// cannot be undone, so no earlier position can come again), the current one last.
    /// Empty without the rule.
    pub(crate) since_capture: Vec<Position>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A game from the start position.
    #[must_use]
    pub fn new() -> Game {
        Game::from_position(Position::start())
    }

    /// A game starting from `pos`. A position that is already decided (the King captured or
    /// on a corner, an exit fort or an encirclement made by the side not to move, or no legal
    /// move for the side to move) starts a game that is over.
    #[must_use]
    pub fn from_position(pos: Position) -> Game {
        Game::with_rules(pos, Rules::default())
    }

    /// A game starting from `pos` (as [`Game::from_position`]) played with `rules`.
    #[must_use]
    pub fn with_rules(pos: Position, rules: Rules) -> Game {
        let status = match pos.standing_outcome() {
            Some(o) => Status::Over(o),
            None => Status::Ongoing,
        };
        Game {
            start: pos,
            pos,
            moves: Vec::new(),
            status,
            rules,
            since_capture: if rules.perpetual_repetition {
                vec![pos]
            } else {
                Vec::new()
            },
        }
    }

    /// The rule options the game is played with.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// How many times `pos` has stood in the game since the last capture (with the perpetual
    /// repetition rule; 0 without it).
    fn times_seen(&self, pos: &Position) -> usize {
        self.since_capture.iter().filter(|p| *p == pos).count()
    }

    /// The outcome of the perpetual repetition rule after a move to `pos` that captured
    /// `captured` soldiers: the defenders lose when `pos` stands for the third time.
    fn repetition_after(&self, pos: &Position, captured: bool) -> Option<Outcome> {
        let before = if !self.rules.perpetual_repetition || captured {
            0
        } else {
            self.times_seen(pos)
        };
        (before >= 2).then_some(Outcome {
            winner: Side::Attackers,
            reason: Reason::PerpetualRepetition,
        })
    }

    /// The position now.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The position the game started from.
    #[must_use]
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The side to move (once the game is over: the side that would be to move).
    #[must_use]
    pub fn side_to_move(&self) -> Side {
        self.pos.side_to_move
    }

    /// Ongoing, or the outcome.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// Every move made since the start, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every legal move of the side to move (empty when the game is over), in order of the
    /// moving piece's square and then the target square.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list.to_vec()
    }

    /// Writes every legal move into `out` (cleared first; no allocation).
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        out.clear();
        if self.status == Status::Ongoing {
            self.pos.generate(out);
        }
    }

    /// Whether `mv` is legal now, and why not.
    ///
    /// # Errors
    /// The reason the move is refused.
    pub fn check(&self, mv: Move) -> Result<Piece, IllegalMove> {
        if self.status != Status::Ongoing {
            return Err(IllegalMove::GameOver);
        }
        let pos = &self.pos;
        let (from, to) = (mv.from, mv.to);
        let piece = pos.piece_at(from).ok_or(IllegalMove::NoPiece(from))?;
        if piece.side() != pos.side_to_move {
            return Err(IllegalMove::NotYourPiece {
                square: from,
                piece,
                side: pos.side_to_move,
            });
        }
        if from == to {
            return Err(IllegalMove::NullMove(from));
        }
        let Some(dir) = Dir::ALL
            .into_iter()
            .find(|&d| RAYS[d as usize][from.index()].contains(to))
        else {
            return Err(IllegalMove::NotStraight { from, to });
        };
        // The squares strictly between, and the target.
        let path = RAYS[dir as usize][from.index()].minus(RAYS[dir as usize][to.index()]);
        let mut blockers = path.and(pos.occupied());
        let first = if dir.is_positive() {
            blockers.next()
        } else {
            blockers.last()
        };
        if let Some(by) = first {
            return Err(IllegalMove::Blocked { from, to, by });
        }
        if piece != Piece::King && RESTRICTED.contains(to) {
            return Err(IllegalMove::Restricted(to));
        }
        debug_assert!(pos.is_legal_move(mv), "{mv} passed every check");
        Ok(piece)
    }

    /// Makes `mv` for the side to move. On error the game is unchanged.
    ///
    /// # Errors
    /// The reason the move is refused.
    ///
    /// # Examples
    /// ```
    /// use arbiter::games::hnefatafl::rules::{Game, Move};
    /// let mut game = Game::new();
    /// let applied = game.apply("d1-d3".parse::<Move>()?)?;
    /// assert!(applied.captured.is_empty() && applied.outcome.is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&mut self, mv: Move) -> Result<Applied, IllegalMove> {
        let piece = self.check(mv)?;
        let mover = self.pos.side_to_move;
        let fx = self.pos.make(mv);
        let outcome = self.outcome_after(&self.pos, mover, &fx);
        if let Some(o) = outcome {
            self.status = Status::Over(o);
        }
        if self.rules.perpetual_repetition {
            if fx.took_any() {
                self.since_capture.clear();
            }
            self.since_capture.push(self.pos);
        }
        self.moves.push(mv);
        Ok(Applied::of(mv, piece, &fx, outcome))
    }

    /// What making `mv` would do, without changing the game.
    ///
    /// # Errors
    /// The reason the move is refused.
    pub fn preview(&self, mv: Move) -> Result<Applied, IllegalMove> {
        let piece = self.check(mv)?;
        let mut pos = self.pos;
        let fx = pos.make(mv);
        let outcome = self.outcome_after(&pos, self.pos.side_to_move, &fx);
        Ok(Applied::of(mv, piece, &fx, outcome))
    }

    /// How the game ends at `pos`, reached by `mover`'s move that did `fx`, if it does: by
    /// the rules of positions, or by a repetition.
    fn outcome_after(&self, pos: &Position, mover: Side, fx: &Effects) -> Option<Outcome> {
        pos.outcome_after(mover, fx.king_captured.is_some())
            .or_else(|| self.repetition_after(pos, fx.took_any()))
    }

    /// `side` resigns and the other side wins. Either side may resign at any time.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] when the game is already decided.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, IllegalMove> {
        if self.status != Status::Ongoing {
            return Err(IllegalMove::GameOver);
        }
        let outcome = Outcome {
            winner: side.opponent(),
            reason: Reason::Resignation,
        };
        self.status = Status::Over(outcome);
        Ok(outcome)
    }
}
