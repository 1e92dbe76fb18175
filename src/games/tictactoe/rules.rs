//! The rules of tic-tac-toe (pure, no I/O): positions and their notation, moves, the end of
//! the game, the record and the storage form.

use std::fmt;
use std::str::FromStr;

/// A side: X moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// X.
    X,
    /// O.
    O,
}

impl Side {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Side {
        match self {
            Side::X => Side::O,
            Side::O => Side::X,
        }
    }

    fn letter(self) -> char {
        match self {
            Side::X => 'x',
            Side::O => 'o',
        }
    }
}

/// A move: the square (0..9, row 1 first, column a first) the side to move marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move(pub u8);

/// Why a move text was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a square (a1..c3): {0:?}")]
pub struct MoveError(pub String);

impl FromStr for Move {
    type Err = MoveError;

    fn from_str(text: &str) -> Result<Move, MoveError> {
        let bad = || MoveError(text.to_owned());
        let mut chars = text.chars();
        let (Some(column), Some(row), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let column = match column {
            'a'..='c' => column as u8 - b'a',
            _ => return Err(bad()),
        };
        let row = match row {
            '1'..='3' => row as u8 - b'1',
            _ => return Err(bad()),
        };
        Ok(Move(row * 3 + column))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let column = char::from(b'a' + self.0 % 3);
        let row = char::from(b'1' + self.0 / 3);
        write!(f, "{column}{row}")
    }
}

/// A position: the marks and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    marks: [Option<Side>; 9],
    to_move: Side,
}

/// Why a position text was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a tic-tac-toe position (\"..././... x\"): {0}")]
pub struct PositionError(pub String);

impl Position {
    /// The empty board, X to move.
    #[must_use]
    pub fn start() -> Position {
        Position {
            marks: [None; 9],
            to_move: Side::X,
        }
    }

    /// The side to move.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// The mark on square `index` (0..9).
    #[must_use]
    pub fn mark(&self, index: usize) -> Option<Side> {
        self.marks.get(index).copied().flatten()
    }

    /// Parses `"xo./.x./..o o"`: rows 3, 2, 1, then the side to move.
    ///
    /// # Errors
    /// The text is not a position.
    pub fn parse(text: &str) -> Result<Position, PositionError> {
        let bad = |why: &str| PositionError(why.to_owned());
        let (board, side) = text.split_once(' ').ok_or_else(|| bad("no side to move"))?;
        let to_move = match side {
            "x" => Side::X,
            "o" => Side::O,
            _ => return Err(bad("the side to move is 'x' or 'o'")),
        };
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != 3 {
            return Err(bad("three rows separated by '/'"));
        }
        let mut marks = [None; 9];
        for (r, row) in rows.iter().enumerate() {
            if row.chars().count() != 3 {
                return Err(bad("three squares per row"));
            }
            for (c, ch) in row.chars().enumerate() {
                marks[(2 - r) * 3 + c] = match ch {
                    'x' => Some(Side::X),
                    'o' => Some(Side::O),
                    '.' => None,
                    _ => return Err(bad("a square is 'x', 'o' or '.'")),
                };
            }
        }
        Ok(Position { marks, to_move })
    }

    /// The position's text.
    #[must_use]
    pub fn text(&self) -> String {
        let mut out = String::with_capacity(13);
        for r in (0..3).rev() {
            for c in 0..3 {
                out.push(self.marks[r * 3 + c].map_or('.', Side::letter));
            }
            if r > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.to_move.letter());
        out
    }

    fn winner(&self) -> Option<Side> {
        const LINES: [[usize; 3]; 8] = [
            [0, 1, 2],
            [3, 4, 5],
            [6, 7, 8],
            [0, 3, 6],
            [1, 4, 7],
            [2, 5, 8],
            [0, 4, 8],
            [2, 4, 6],
        ];
        LINES.iter().find_map(|line| {
            let first = self.marks[line[0]]?;
            line.iter()
                .all(|&i| self.marks[i] == Some(first))
                .then_some(first)
        })
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Three in a row.
    ThreeInARow,
    /// Nobody can mark a square.
    BoardFull,
    /// The loser resigned.
    Resignation,
}

/// Whether a game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// It goes on.
    Ongoing,
    /// `winner` won.
    Won {
        /// The winner.
        winner: Side,
        /// How.
        reason: Reason,
    },
    /// Drawn: the board is full.
    Drawn,
}

/// Why a move is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    /// The square is marked.
    #[error("the square is already marked")]
    Occupied,
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Moves are not taken back.
    #[error("moves are not taken back in tic-tac-toe")]
    NoUndo,
}

impl Illegal {
    /// The machine-readable code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Illegal::Occupied => "OCCUPIED",
            Illegal::GameOver => "GAME_OVER",
            Illegal::NoUndo => "NO_UNDO",
        }
    }
}

/// What a move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Applied {
    /// The move.
    pub mv: Move,
    /// The side that moved.
    pub side: Side,
    /// The status after it.
    pub status: Status,
}

/// Why stored bytes were rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a stored tic-tac-toe game: {0}")]
pub struct DecodeError(pub String);

/// A game: the start, the moves made, the position and any resignation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    resigned: Option<Side>,
}

impl Game {
    /// A game from `start`.
    #[must_use]
    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            position: start,
            moves: Vec::new(),
            resigned: None,
        }
    }

    /// The start position.
    #[must_use]
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves made.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Whether the game goes on.
    #[must_use]
    pub fn status(&self) -> Status {
        if let Some(loser) = self.resigned {
            return Status::Won {
                winner: loser.other(),
                reason: Reason::Resignation,
            };
        }
        if let Some(winner) = self.position.winner() {
            return Status::Won {
                winner,
                reason: Reason::ThreeInARow,
            };
        }
        if self.position.marks.iter().all(Option::is_some) {
            return Status::Drawn;
        }
        Status::Ongoing
    }

    /// Every legal move, by square.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.status() != Status::Ongoing {
            return Vec::new();
        }
        (0u8..9)
            .filter(|&i| self.position.marks[usize::from(i)].is_none())
            .map(Move)
            .collect()
    }

    /// Makes a move of the side to move.
    ///
    /// # Errors
    /// The game is over or the square is marked.
    pub fn apply(&mut self, mv: Move) -> Result<Applied, Illegal> {
        if self.status() != Status::Ongoing {
            return Err(Illegal::GameOver);
        }
        let square = usize::from(mv.0);
        if self.position.marks.get(square).copied().flatten().is_some() || square >= 9 {
            return Err(Illegal::Occupied);
        }
        let side = self.position.to_move;
        self.position.marks[square] = Some(side);
        self.position.to_move = side.other();
        self.moves.push(mv);
        Ok(Applied {
            mv,
            side,
            status: self.status(),
        })
    }

    /// `side` resigns.
    ///
    /// # Errors
    /// The game is over.
    pub fn resign(&mut self, side: Side) -> Result<(), Illegal> {
        if self.status() != Status::Ongoing {
            return Err(Illegal::GameOver);
        }
        self.resigned = Some(side);
        Ok(())
    }

    /// The record: `[Start "…"]` when not from the empty board, then one move per line.
    #[must_use]
    pub fn record(&self) -> String {
        let mut out = String::new();
        if self.start != Position::start() {
            out.push_str(&format!("[Start \"{}\"]\n", self.start.text()));
        }
        for mv in &self.moves {
            out.push_str(&mv.to_string());
            out.push('\n');
        }
        if let Some(side) = self.resigned {
            out.push_str(&format!("; {} resigned\n", side.letter()));
        }
        out
    }

    /// The storage form: the start position's text, the resignation, the moves.
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        let mut out = self.start.text().into_bytes();
        out.push(match self.resigned {
            None => b'-',
            Some(Side::X) => b'x',
            Some(Side::O) => b'o',
        });
        out.extend(self.moves.iter().map(|m| m.0));
        out
    }

    /// Reads [`Game::encode`]'s form back, replaying the moves.
    ///
    /// # Errors
    /// The bytes are not a stored game.
    pub fn decode(bytes: &[u8]) -> Result<Game, DecodeError> {
        let bad = |why: &str| DecodeError(why.to_owned());
        let (text, rest) = bytes.split_at_checked(13).ok_or_else(|| bad("too short"))?;
        let text = std::str::from_utf8(text).map_err(|e| bad(&e.to_string()))?;
        let start = Position::parse(text).map_err(|e| bad(&e.to_string()))?;
        let (&resigned, moves) = rest
            .split_first()
            .ok_or_else(|| bad("no resignation byte"))?;
        let mut game = Game::from_position(start);
        for &square in moves {
            game.apply(Move(square)).map_err(|e| bad(&e.to_string()))?;
        }
        game.resigned = match resigned {
            b'-' => None,
            b'x' => Some(Side::X),
            b'o' => Some(Side::O),
            _ => return Err(bad("a bad resignation byte")),
        };
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_wins_a_full_board_draws() {
        let mut game = Game::from_position(Position::start());
        for square in ["a1", "a2", "b1", "b2", "c1"] {
            game.apply(square.parse().unwrap()).unwrap();
        }
        assert_eq!(
            game.status(),
            Status::Won {
                winner: Side::X,
                reason: Reason::ThreeInARow
            }
        );
        assert_eq!(game.apply(Move(8)), Err(Illegal::GameOver));
        let full = Game::from_position(Position::parse("xox/xoo/oxx x").unwrap());
        assert_eq!(full.status(), Status::Drawn);
        assert!(full.legal_moves().is_empty());
    }

    #[test]
    fn notation_and_storage_round_trip() {
        let start = Position::parse("x../.o./... x").unwrap();
        assert_eq!(start.text(), "x../.o./... x");
        assert!(Position::parse("..../.../... x").is_err());
        assert!("d1".parse::<Move>().is_err());
        let mut game = Game::from_position(start);
        game.apply("c1".parse().unwrap()).unwrap();
        assert_eq!(game.apply("c1".parse().unwrap()), Err(Illegal::Occupied));
        game.resign(Side::O).unwrap();
        assert_eq!(Game::decode(&game.encode()).unwrap(), game);
        assert!(Game::decode(b"short").is_err());
    }
}
