//! The board field of the ball games' position texts (chess football's CFN, Hanniball's HPN):
//! the ranks from the top, `/` between them; in a rank, left to right, a piece's letter (`+`
//! right after it when that piece holds the ball), `*` for the loose ball on an empty square,
//! and a digit for a run of empty squares. What a letter means, which squares a rank has and
//! the errors' wording stay with each game.

/// Why one rank's field did not read; the game's error adds the rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RankError<Sq> {
    /// Two digits in a row; the 1-based column of the second.
    TwoDigits {
        /// 1-based column.
        column: usize,
    },
    /// A `0`, which counts no squares.
    ZeroCount {
        /// 1-based column.
        column: usize,
    },
    /// A `+` that does not follow a piece's letter.
    StrayPlus {
        /// 1-based column.
        column: usize,
    },
    /// A character that is neither a count, a ball nor a piece's letter.
    BadChar {
        /// 1-based column.
        column: usize,
        /// The character.
        ch: char,
    },
    /// A second ball, on this square.
    TwoBalls(Sq),
    /// The field does not describe the rank's squares: how many it describes.
    Length {
        /// Squares described (the whole field counted).
        found: usize,
    },
}

/// Reads one rank's field: `width` squares, the `n`th (from the left, 0-based) being `at(n)`;
/// counts of empty squares run from 1 to `max_digit`. Each piece (`letter` reads it) is
/// `put` on its square, and the ball, loose or held, goes into `ball`, which holds the ball
/// of the ranks above. Reading stops once the field overruns the rank by more than one count.
///
/// # Errors
/// The first thing wrong in the field, or [`RankError::Length`] when its squares are not the
/// rank's.
pub fn read_rank<Sq: Copy, P>(
    field: &str,
    width: usize,
    max_digit: char,
    at: impl Fn(usize) -> Option<Sq>,
    letter: impl Fn(char) -> Option<P>,
    mut put: impl FnMut(Sq, P),
    ball: &mut Option<Sq>,
) -> Result<(), RankError<Sq>> {
    let digit_count = |ch: char| {
        ('1'..=max_digit)
            .contains(&ch)
            .then(|| ch as usize - '0' as usize)
    };
    let mut count = 0usize;
    let mut prev_digit = false;
    let mut prev_piece: Option<Sq> = None;
    for (col, ch) in field.chars().enumerate() {
        let column = col + 1;
        if let Some(n) = digit_count(ch) {
            if prev_digit {
                return Err(RankError::TwoDigits { column });
            }
            count += n;
            prev_digit = true;
            prev_piece = None;
        } else {
            prev_digit = false;
            match ch {
                '0' => return Err(RankError::ZeroCount { column }),
                '*' => {
                    if let Some(sq) = at(count) {
                        if ball.is_some() {
                            return Err(RankError::TwoBalls(sq));
                        }
                        *ball = Some(sq);
                    }
                    count += 1;
                    prev_piece = None;
                }
                '+' => {
                    let Some(sq) = prev_piece.take() else {
                        return Err(RankError::StrayPlus { column });
                    };
                    if ball.is_some() {
                        return Err(RankError::TwoBalls(sq));
                    }
                    *ball = Some(sq);
                }
                _ => {
                    let Some(piece) = letter(ch) else {
                        return Err(RankError::BadChar { column, ch });
                    };
                    prev_piece = at(count);
                    if let Some(sq) = prev_piece {
                        put(sq, piece);
                    }
                    count += 1;
                }
            }
        }
        if count > width + digit_count(max_digit).unwrap_or(0) {
            break;
        }
    }
    if count == width {
        return Ok(());
    }
    // Count the whole field for the message, even past the point reading stopped.
    let found = field
        .chars()
        .map(|c| match c {
            '+' => 0,
            c => digit_count(c).unwrap_or(1),
        })
        .sum();
    Err(RankError::Length { found })
}

/// Writes the board field: `ranks` from the top, each its squares from the left as (the
/// letter of the piece there, whether the ball is there).
pub fn write_board<R, C>(out: &mut String, ranks: R)
where
    R: IntoIterator<Item = C>,
    C: IntoIterator<Item = (Option<char>, bool)>,
{
    for (i, rank) in ranks.into_iter().enumerate() {
        if i > 0 {
            out.push('/');
        }
        let mut empty = 0u8;
        for (piece, ball) in rank {
            if piece.is_none() && !ball {
                empty += 1;
                continue;
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
                empty = 0;
            }
            match piece {
                Some(letter) => {
                    out.push(letter);
                    if ball {
                        out.push('+');
                    }
                }
                None => out.push('*'),
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pieces read (square, letter), and the ball's square.
    type Read = (Vec<(usize, char)>, Option<usize>);

    fn read(field: &str) -> Result<Read, RankError<usize>> {
        let mut pieces = Vec::new();
        let mut ball = None;
        read_rank(
            field,
            8,
            '8',
            |n| (n < 8).then_some(n),
            |c| c.is_ascii_alphabetic().then_some(c),
            |sq, p| pieces.push((sq, p)),
            &mut ball,
        )?;
        Ok((pieces, ball))
    }

    #[test]
    fn ranks_read_and_write() {
        assert_eq!(read("8"), Ok((vec![], None)));
        assert_eq!(read("2K+4q"), Ok((vec![(2, 'K'), (7, 'q')], Some(2))));
        assert_eq!(read("3*4"), Ok((vec![], Some(3))));
        assert_eq!(read("44"), Err(RankError::TwoDigits { column: 2 }));
        assert_eq!(read("+8"), Err(RankError::StrayPlus { column: 1 }));
        assert_eq!(read("0"), Err(RankError::ZeroCount { column: 1 }));
        assert_eq!(read("7?"), Err(RankError::BadChar { column: 2, ch: '?' }));
        assert_eq!(read("*3*3"), Err(RankError::TwoBalls(4)));
        assert_eq!(read("9"), Err(RankError::BadChar { column: 1, ch: '9' }));
        assert_eq!(read("7"), Err(RankError::Length { found: 7 }));
        assert_eq!(read("K+8"), Err(RankError::Length { found: 9 }));

        let mut out = String::new();
        let cell = |c: char| match c {
            '.' => (None, false),
            '*' => (None, true),
            '+' => (Some('K'), true),
            c => (Some(c), false),
        };
        write_board(
            &mut out,
            ["..+....q", "........", "...*...."].map(|r| r.chars().map(cell)),
        );
        assert_eq!(out, "2K+4q/8/3*4");
    }
}
