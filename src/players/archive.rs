//! The archive of finished games: each game written once, keyed by its id, in one
//! transaction with the rating update of a rated game — so a game is archived and rated
//! exactly once however many replicas see its end, and a replica dying in the middle leaves
//! nothing behind (the transaction rolls back, and the end is written again from the pending
//! record, see [`super::pending`]). Archived games are read from here, whether or not the
//! live store still holds them.

use sqlx::Row as _;

use super::db::Database;
use super::openings::{self, OpeningStep};
use super::ratings::{Rating, Score, rate, stored_ms};
use super::{PlayerId, db_error};
use crate::session::ServiceError;
use crate::session::pool::pool_key;

/// How a finished game came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// The seat with this index won.
    Win(usize),
    /// Drawn.
    Draw,
    /// No result (aborted before the first move): never rated.
    NoResult,
}

/// One seat of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedSeat {
    /// The side, as the game's ruleset names its seat (e.g. `Attackers`, `White`).
    pub side: String,
    /// The player bound to the seat; `None` for a guest or a bot.
    pub player: Option<PlayerId>,
    /// The name shown for the seat (a player's name, or e.g. `guest`).
    pub name: String,
}

/// A finished game, as it is archived.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    /// The game's id (unique across every game of the server).
    pub game_id: String,
    /// Which game (the short name of its service, e.g. `hnefatafl`).
    pub game: String,
    /// Whether the game was created rated; it changes ratings only when every seat is a
    /// distinct player and it has a result.
    pub rated: bool,
    /// The start position, in the game's notation.
    pub start_position: String,
    /// The game's record (the game's record format, with its result).
    pub record: String,
    /// The result.
    pub result: GameResult,
    /// How it ended: a [`crate::ruleset::Termination`]'s name (`rules`, `resignation`, `time`,
    /// `agreement`, `abandonment`).
    pub termination: String,
    /// The time control, as text (empty: none).
    pub time_control: String,
    /// When the game was created (ms since the Unix epoch).
    pub started_ms: u64,
    /// When it ended (ms since the Unix epoch).
    pub ended_ms: u64,
    /// Its seats, in seat order.
    pub seats: Vec<FinishedSeat>,
}

/// A seat of an archived game, with the ratings the game changed.
#[derive(Clone, Debug, PartialEq)]
pub struct ArchivedSeat {
    /// The seat as it was played.
    pub seat: FinishedSeat,
    /// `WIN`, `LOSS`, `DRAW` or `NONE` (no result).
    pub outcome: &'static str,
    /// The player's rating before the game, when it was rated: the one it was rated from,
    /// its deviation grown over the time since the player's previous rated game.
    pub before: Option<Rating>,
    /// The player's rating after the game, when it was rated.
    pub after: Option<Rating>,
}

/// An archived game.
#[derive(Clone, Debug, PartialEq)]
pub struct ArchivedGame {
    /// The game as it finished.
    pub game: FinishedGame,
    /// Whether it changed ratings.
    pub rated: bool,
    /// Its seats, in seat order, with their ratings.
    pub seats: Vec<ArchivedSeat>,
    /// When it was archived (ms since the Unix epoch).
    pub archived_ms: u64,
}

/// What [`archive`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    /// The game was written now (and rated, if it counts).
    Now,
    /// The game was archived before: nothing changed.
    Already,
}

fn outcome(result: GameResult, seat: usize) -> &'static str {
    match result {
        GameResult::Win(winner) if winner == seat => "WIN",
        GameResult::Win(_) => "LOSS",
        GameResult::Draw => "DRAW",
        GameResult::NoResult => "NONE",
    }
}

fn result_text(result: GameResult) -> &'static str {
    match result {
        GameResult::Win(_) => "WIN",
        GameResult::Draw => "DRAW",
        GameResult::NoResult => "NO_RESULT",
    }
}

fn db_u64(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

fn ms(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

/// The two distinct players of a game that changes ratings, and the first one's score.
fn rated_pair(game: &FinishedGame) -> Option<(PlayerId, PlayerId, Score)> {
    if !game.rated || game.seats.len() != 2 {
        return None;
    }
    let (a, b) = (game.seats[0].player?, game.seats[1].player?);
    let score = match game.result {
        GameResult::Win(0) => Score::Win,
        GameResult::Win(1) => Score::Loss,
        GameResult::Draw => Score::Draw,
        GameResult::Win(_) | GameResult::NoResult => return None,
    };
    (a != b).then_some((a, b, score))
}

/// A player's rating row in `game`, locked for the transaction (created with the starting
/// rating when they have none), and when its last rated game ended (`None`: not known).
async fn lock_rating(
    db: &Database,
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    player: PlayerId,
    game: &str,
    now: i64,
) -> Result<(Rating, Option<u64>), ServiceError> {
    let start = Rating::default();
    sqlx::query(
        "INSERT INTO ratings (player_id, game, rating, deviation, volatility, games, wins, losses, draws, updated_ms) \
         VALUES ($1, $2, $3, $4, $5, 0, 0, 0, 0, $6) ON CONFLICT (player_id, game) DO NOTHING",
    )
    .bind(player.0)
    .bind(game)
    .bind(start.rating)
    .bind(start.deviation)
    .bind(start.volatility)
    .bind(now)
    .execute(&mut **tx)
    .await
    .map_err(db_error)?;
    let row = sqlx::query(&format!(
        "SELECT rating, deviation, volatility, rated_ms FROM ratings WHERE player_id = $1 AND game = $2{}",
        db.for_update()
    ))
    .bind(player.0)
    .bind(game)
    .fetch_one(&mut **tx)
    .await
    .map_err(db_error)?;
    let rating = Rating {
        rating: row.try_get(0).map_err(db_error)?,
        deviation: row.try_get(1).map_err(db_error)?,
        volatility: row.try_get(2).map_err(db_error)?,
    };
    Ok((rating, stored_ms(row.try_get(3).map_err(db_error)?)))
}

/// Stores a player's rating after a game that ended at `rated_ms` (kept as the row's last
/// rated game unless a later one is there already: games may be archived out of order).
async fn store_rating(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    player: PlayerId,
    game: &str,
    rating: Rating,
    outcome: &str,
    rated_ms: i64,
    now: i64,
) -> Result<(), ServiceError> {
    let (w, l, d) = match outcome {
        "WIN" => (1, 0, 0),
        "LOSS" => (0, 1, 0),
        _ => (0, 0, 1),
    };
    sqlx::query(
        "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, games = games + 1, \
         wins = wins + $4, losses = losses + $5, draws = draws + $6, updated_ms = $7, \
         rated_ms = CASE WHEN rated_ms IS NULL OR rated_ms < $8 THEN $8 ELSE rated_ms END \
         WHERE player_id = $9 AND game = $10",
    )
    .bind(rating.rating)
    .bind(rating.deviation)
    .bind(rating.volatility)
    .bind(w)
    .bind(l)
    .bind(d)
    .bind(now)
    .bind(rated_ms)
    .bind(player.0)
    .bind(game)
    .execute(&mut **tx)
    .await
    .map_err(db_error)?;
    Ok(())
}

/// The deviation of an anchored rating (the service's computer players): an established
/// rating, never provisional.
pub const ANCHOR_DEVIATION: f64 = 60.0;

/// Sets the rating of `player` (one of the service's computer players) in each of `games`
/// to `rating`, established ([`ANCHOR_DEVIATION`]), keeping its counts of games: the anchor
/// its opponents are rated against, which no game moves (see [`archive`]).
///
/// # Errors
/// `DATABASE_UNAVAILABLE`, `INTERNAL`.
pub async fn anchor(
    db: &Database,
    player: PlayerId,
    games: &[&str],
    rating: f64,
    now_ms: u64,
) -> Result<(), ServiceError> {
    let start = Rating::default();
    let now = db_u64(now_ms);
    for game in games {
        sqlx::query(
            "INSERT INTO ratings (player_id, game, rating, deviation, volatility, games, wins, losses, draws, updated_ms, rated_ms) \
             VALUES ($1, $2, $3, $4, $5, 0, 0, 0, 0, $6, $6) \
             ON CONFLICT (player_id, game) DO UPDATE SET rating = $3, deviation = $4, volatility = $5, updated_ms = $6, rated_ms = $6",
        )
        .bind(player.0)
        .bind(*game)
        .bind(rating)
        .bind(ANCHOR_DEVIATION)
        .bind(start.volatility)
        .bind(now)
        .execute(db.pool())
        .await
        .map_err(db_error)?;
    }
    Ok(())
}

/// Writes a finished game once, rating it when it counts (see the module documentation).
///
/// # Errors
/// `DATABASE_UNAVAILABLE` (nothing was written: try again), `INTERNAL`.
pub async fn archive(
    db: &Database,
    game: &FinishedGame,
    now_ms: u64,
) -> Result<Written, ServiceError> {
    archive_indexed(db, game, &[], now_ms).await
}

/// [`archive`], adding `opening` (the game's first actions, [`openings::opening_of`]) to
/// the opening explorer in the same transaction.
///
/// # Errors
/// As [`archive`].
pub async fn archive_indexed(
    db: &Database,
    game: &FinishedGame,
    opening: &[OpeningStep],
    now_ms: u64,
) -> Result<Written, ServiceError> {
    let now = db_u64(now_ms);
    let pair = rated_pair(game);
    let mut tx = db.pool().begin().await.map_err(db_error)?;
    if !insert_game(&mut tx, game, pair.is_some(), now).await? {
        tx.rollback().await.map_err(db_error)?;
        return Ok(Written::Already);
    }
    let mut ratings: Vec<Option<(Rating, Rating)>> = vec![None; game.seats.len()];
    // Correspondence games are rated in their own pool (`<game>/correspondence`).
    let pool = pool_key(
        &game.game,
        crate::session::ending::control_of_text(&game.time_control),
    );
    if let Some((a, b, score)) = pair {
        // Lock in id order, so that two games of the same players cannot deadlock.
        let (first, second) = if a.0 <= b.0 { (a, b) } else { (b, a) };
        let r_first = lock_rating(db, &mut tx, first, &pool, now).await?;
        let r_second = lock_rating(db, &mut tx, second, &pool, now).await?;
        let ((ra, a_ms), (rb, b_ms)) = if first == a {
            (r_first, r_second)
        } else {
            (r_second, r_first)
        };
        // Each rating as of the game's end: its deviation grown over the time since the
        // player's last rated game in it. The service's computer players are anchors: their
        // ratings are set from their measured strength (`anchor`) and no game moves them.
        let anchored = |seat: usize| {
            game.seats.get(seat).is_some_and(|s| {
                s.name
                    .to_ascii_lowercase()
                    .starts_with(super::names::SERVICE_PREFIX)
            })
        };
        let aged = |r: Rating, ms, seat| {
            if anchored(seat) {
                r
            } else {
                r.as_of(ms, game.ended_ms)
            }
        };
        let (ra, rb) = (aged(ra, a_ms, 0), aged(rb, b_ms, 1));
        let (na, nb) = rate(ra, rb, score);
        let (na, nb) = (
            if anchored(0) { ra } else { na },
            if anchored(1) { rb } else { nb },
        );
        let ended = db_u64(game.ended_ms);
        store_rating(&mut tx, a, &pool, na, outcome(game.result, 0), ended, now).await?;
        store_rating(&mut tx, b, &pool, nb, outcome(game.result, 1), ended, now).await?;
        ratings[0] = Some((ra, na));
        ratings[1] = Some((rb, nb));
    }
    insert_seats(&mut tx, game, &ratings).await?;
    let band = match (
        ratings.first().copied().flatten(),
        ratings.get(1).copied().flatten(),
    ) {
        (Some((a, _)), Some((b, _))) => openings::band_of((a.rating + b.rating) / 2.0),
        _ => 0,
    };
    openings::add(&mut tx, game, opening, band).await?;
    tx.commit().await.map_err(db_error)?;
    Ok(Written::Now)
}

/// Inserts the row of `game` (`rated`: it changes ratings) archived at `now`; `false` when
/// the game was archived before (nothing is written then).
async fn insert_game(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    game: &FinishedGame,
    rated: bool,
    now: i64,
) -> Result<bool, ServiceError> {
    let winner = match game.result {
        GameResult::Win(seat) => Some(i64::try_from(seat).unwrap_or(i64::MAX)),
        GameResult::Draw | GameResult::NoResult => None,
    };
    let inserted = sqlx::query(
        "INSERT INTO archived_games (game_id, game, rated, start_position, record, result, winner_seat, \
         termination, time_control, started_ms, ended_ms, archived_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(&game.game_id)
    .bind(&game.game)
    .bind(i64::from(rated))
    .bind(&game.start_position)
    .bind(&game.record)
    .bind(result_text(game.result))
    .bind(winner)
    .bind(&game.termination)
    .bind(&game.time_control)
    .bind(db_u64(game.started_ms))
    .bind(db_u64(game.ended_ms))
    .bind(now)
    .execute(&mut **tx)
    .await
    .map_err(db_error)?
    .rows_affected();
    Ok(inserted > 0)
}

/// Inserts the seats of `game`, each with the ratings before and after the game where it
/// was rated (`ratings`, by seat; none for an unrated game).
async fn insert_seats(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    game: &FinishedGame,
    ratings: &[Option<(Rating, Rating)>],
) -> Result<(), ServiceError> {
    for (index, seat) in game.seats.iter().enumerate() {
        let change = ratings.get(index).copied().flatten();
        // The ratings of an unrated seat are NULL literals, not NULL parameters: sqlx 0.8's
        // `Any` driver declares a NULL `f64` parameter to PostgreSQL as a `real`, so a
        // connection whose first seat was unrated would prepare the statement that way and
        // refuse the next rated seat's `double precision` ("incorrect binary data format in
        // bind parameter 7").
        let query = match change {
            Some(_) => sqlx::query(
                "INSERT INTO archived_seats (game_id, seat, side, player_id, name, outcome, rating_before, \
                 deviation_before, rating_after, deviation_after, game, ended_ms) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
            ),
            None => sqlx::query(
                "INSERT INTO archived_seats (game_id, seat, side, player_id, name, outcome, rating_before, \
                 deviation_before, rating_after, deviation_after, game, ended_ms) \
                 VALUES ($1, $2, $3, $4, $5, $6, NULL, NULL, NULL, NULL, $7, $8)",
            ),
        };
        let mut query = query
            .bind(&game.game_id)
            .bind(i64::try_from(index).unwrap_or(i64::MAX))
            .bind(&seat.side)
            .bind(seat.player.map(|p| p.0))
            .bind(&seat.name)
            .bind(outcome(game.result, index));
        if let Some((before, after)) = change {
            query = query
                .bind(before.rating)
                .bind(before.deviation)
                .bind(after.rating)
                .bind(after.deviation);
        }
        query
            .bind(&game.game)
            .bind(db_u64(game.ended_ms))
            .execute(&mut **tx)
            .await
            .map_err(db_error)?;
    }
    Ok(())
}

/// Archives unrated games (imported ones) in one transaction, each with its opening added
/// to the explorer and listed as `importer`'s import (`imported_games`) at `now_ms`: whether
/// each was written now
/// (`false`: it was archived before).
///
/// # Errors
/// `DATABASE_UNAVAILABLE`; nothing is written then.
pub async fn archive_imports(
    db: &Database,
    games: &[(FinishedGame, Vec<OpeningStep>)],
    importer: PlayerId,
    now_ms: u64,
) -> Result<Vec<bool>, ServiceError> {
    let now = db_u64(now_ms);
    let mut tx = db.pool().begin().await.map_err(db_error)?;
    let mut written = Vec::with_capacity(games.len());
    for (game, opening) in games {
        let inserted = insert_game(&mut tx, game, false, now).await?;
        if inserted {
            insert_seats(&mut tx, game, &[]).await?;
            openings::add(&mut tx, game, opening, 0).await?;
        }
        sqlx::query(
            "INSERT INTO imported_games (player_id, game_id, imported_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (player_id, game_id) DO NOTHING",
        )
        .bind(importer.0)
        .bind(&game.game_id)
        .bind(now)
        .execute(&mut *tx)
        .await
        .map_err(db_error)?;
        written.push(inserted);
    }
    tx.commit().await.map_err(db_error)?;
    Ok(written)
}

/// Whether a game id is archived.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn is_archived(db: &Database, game_id: &str) -> Result<bool, ServiceError> {
    Ok(
        sqlx::query("SELECT 1 FROM archived_games WHERE game_id = $1")
            .bind(game_id)
            .fetch_optional(db.pool())
            .await
            .map_err(db_error)?
            .is_some(),
    )
}

/// The archived game `game_id`.
///
/// # Errors
/// `ARCHIVED_GAME_NOT_FOUND`, `DATABASE_UNAVAILABLE`.
pub async fn fetch(db: &Database, game_id: &str) -> Result<ArchivedGame, ServiceError> {
    let row = sqlx::query(
        "SELECT game_id, game, rated, start_position, record, result, winner_seat, termination, \
         time_control, started_ms, ended_ms, archived_ms FROM archived_games WHERE game_id = $1",
    )
    .bind(game_id)
    .fetch_optional(db.pool())
    .await
    .map_err(db_error)?
    .ok_or_else(|| ServiceError::ArchivedGameNotFound {
        game_id: game_id.into(),
    })?;
    let result: String = row.try_get(5).map_err(db_error)?;
    let winner: Option<i64> = row.try_get(6).map_err(db_error)?;
    let result = match (result.as_str(), winner) {
        ("WIN", Some(seat)) => GameResult::Win(usize::try_from(seat).unwrap_or(usize::MAX)),
        ("DRAW", _) => GameResult::Draw,
        _ => GameResult::NoResult,
    };
    let rated: i64 = row.try_get(2).map_err(db_error)?;
    let seat_rows = sqlx::query(
        "SELECT side, player_id, name, outcome, rating_before, deviation_before, rating_after, \
         deviation_after FROM archived_seats WHERE game_id = $1 ORDER BY seat",
    )
    .bind(game_id)
    .fetch_all(db.pool())
    .await
    .map_err(db_error)?;
    let mut seats = Vec::with_capacity(seat_rows.len());
    for r in &seat_rows {
        let seat = FinishedSeat {
            side: r.try_get(0).map_err(db_error)?,
            player: r
                .try_get::<Option<i64>, _>(1)
                .map_err(db_error)?
                .map(PlayerId),
            name: r.try_get(2).map_err(db_error)?,
        };
        let outcome: String = r.try_get(3).map_err(db_error)?;
        let rating = |at: usize| -> Result<Option<Rating>, ServiceError> {
            let rating: Option<f64> = r.try_get(at).map_err(db_error)?;
            let deviation: Option<f64> = r.try_get(at + 1).map_err(db_error)?;
            Ok(rating.zip(deviation).map(|(rating, deviation)| Rating {
                rating,
                deviation,
                volatility: 0.0,
            }))
        };
        seats.push(ArchivedSeat {
            before: rating(4)?,
            after: rating(6)?,
            outcome: match outcome.as_str() {
                "WIN" => "WIN",
                "LOSS" => "LOSS",
                "DRAW" => "DRAW",
                _ => "NONE",
            },
            seat,
        });
    }
    let game = FinishedGame {
        game_id: row.try_get(0).map_err(db_error)?,
        game: row.try_get(1).map_err(db_error)?,
        rated: rated != 0,
        start_position: row.try_get(3).map_err(db_error)?,
        record: row.try_get(4).map_err(db_error)?,
        result,
        termination: row.try_get(7).map_err(db_error)?,
        time_control: row.try_get(8).map_err(db_error)?,
        started_ms: ms(row.try_get(9).map_err(db_error)?),
        ended_ms: ms(row.try_get(10).map_err(db_error)?),
        seats: seats.iter().map(|s| s.seat.clone()).collect(),
    };
    Ok(ArchivedGame {
        rated: rated != 0,
        archived_ms: ms(row.try_get(11).map_err(db_error)?),
        game,
        seats,
    })
}

/// Which of a player's games to list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameFilter {
    /// Only this game (short name); empty: every game.
    pub game: String,
    /// Only games the player had this outcome in (`WIN`, `LOSS`, `DRAW`, `NONE`); empty: any.
    pub outcome: String,
    /// Only games against this player.
    pub opponent: Option<PlayerId>,
}

/// Where a page of a player's games starts: after this game (newest first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cursor {
    /// The last listed game's end.
    pub ended_ms: u64,
    /// The last listed game's id.
    pub game_id: String,
}

/// Up to `limit` games of `player` matching `filter`, newest first, after `after`; and the
/// cursor of the next page when there may be more.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn list(
    db: &Database,
    player: PlayerId,
    filter: &GameFilter,
    after: Option<&Cursor>,
    limit: u32,
) -> Result<(Vec<ArchivedGame>, Option<Cursor>), ServiceError> {
    let sql = String::from(
        "SELECT s.game_id, s.ended_ms FROM archived_seats s WHERE s.player_id = $1 \
         AND ($2 = '' OR s.game = $2) AND ($3 = '' OR s.outcome = $3) \
         AND ($4 < 0 OR EXISTS (SELECT 1 FROM archived_seats o WHERE o.game_id = s.game_id \
         AND o.seat <> s.seat AND o.player_id = $4)) \
         AND (s.ended_ms < $5 OR (s.ended_ms = $5 AND s.game_id < $6)) \
         ORDER BY s.ended_ms DESC, s.game_id DESC LIMIT $7",
    );
    // Without a cursor every game ends before the end of time.
    let (before_ms, before_id) = after.map_or((i64::MAX, String::new()), |c| {
        (db_u64(c.ended_ms), c.game_id.clone())
    });
    let rows = sqlx::query(&sql)
        .bind(player.0)
        .bind(&filter.game)
        .bind(&filter.outcome)
        .bind(filter.opponent.map_or(-1, |p| p.0))
        .bind(before_ms)
        .bind(before_id)
        .bind(i64::from(limit))
        .fetch_all(db.pool())
        .await
        .map_err(db_error)?;
    let (games, more) = page_of(db, &rows, limit).await?;
    let next = if more {
        games.last().map(|(_, cursor)| cursor.clone())
    } else {
        None
    };
    Ok((games.into_iter().map(|(game, _)| game).collect(), next))
}

/// The archived games of a page's rows (each a game id and the time the list is ordered by),
/// each with the cursor that lists the games after it; and whether there may be more (the
/// page is full at `limit`).
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub(super) async fn page_of(
    db: &Database,
    rows: &[sqlx::any::AnyRow],
    limit: u32,
) -> Result<(Vec<(ArchivedGame, Cursor)>, bool), ServiceError> {
    let mut games = Vec::with_capacity(rows.len());
    for row in rows {
        let id: String = row.try_get(0).map_err(db_error)?;
        let at: i64 = row.try_get(1).map_err(db_error)?;
        let game = fetch(db, &id).await?;
        games.push((
            game,
            Cursor {
                ended_ms: ms(at),
                game_id: id,
            },
        ));
    }
    Ok((
        games,
        rows.len() == usize::try_from(limit).unwrap_or(usize::MAX),
    ))
}
