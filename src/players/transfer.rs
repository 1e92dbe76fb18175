//! Games in and out of the archive as text (`players.v1.ArchiveService`): a player's games
//! written as one text of records ([`export_text`]), and records read back, replayed through
//! the rules and archived as unrated imported games ([`import`]).
//!
//! A record as exported is the game's own record (`GetHistory`'s, see
//! `crate::games::shared::record`) after tags about the game and its players: `[Event …]`
//! first, which is where the next record starts when records follow one another, then
//! `[Date …]`, `[Game …]`, `[Id …]`, `[Rated …]`, `[TimeControl …]` and a tag per side
//! naming its player. The games' record readers pass over those tags
//! (`record::ABOUT_TAGS`), so a record reads the same with or without them.
//!
//! An imported game is archived under an id made from its game and its record as the
//! service writes it (a SHA-256), so importing a record again, by anybody, finds the same
//! game; it is unrated, its seats are bound to no account (the names are the record's
//! tags, as written), and it is listed as an import of each player who imported it (table
//! `imported_games`).

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest as _, Sha256};

use super::archive::{self, ArchivedGame, Cursor, FinishedGame, FinishedSeat, GameResult};
use super::db::Database;
use super::{PlayerId, db_error};
use crate::rpc::{ReadGame, Replays};
use crate::ruleset::GameResult as RulesResult;
use crate::session::ServiceError;

/// The most records one import reads.
pub const MAX_RECORDS: usize = 2_000;

/// How many imported games one transaction writes.
const IMPORT_BATCH: usize = 250;

/// The most characters of a seat's name or a time control taken from a record's tags.
const MAX_TAG_CHARS: usize = 64;

/// The termination an imported game that its record leaves going on is archived with.
pub const UNFINISHED: &str = "unfinished";

/// The prefix of an imported game's id.
const IMPORTED_PREFIX: &str = "imp-";

/// One record of a text of records: its place (1-based), the text's line it starts on
/// (1-based), and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece<'a> {
    /// The record's place in the text, 1 for the first.
    pub index: usize,
    /// The line of the text where it starts, 1 for the first.
    pub line: usize,
    /// The record.
    pub text: &'a str,
}

fn is_tag(line: &str) -> bool {
    line.trim_start().starts_with('[')
}

/// Splits a text of records: a record starts at an `[Event …]` tag, or at a tag after the
/// previous record's actions. Blank and comment lines belong to the record they follow.
#[must_use]
pub fn split(text: &str) -> Vec<Piece<'_>> {
    let mut pieces = Vec::new();
    // The byte offset and line of the record being read, and whether it has actions yet.
    let mut start: Option<(usize, usize)> = None;
    let mut has_actions = false;
    let mut has_content = false;
    let mut offset = 0;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let line = raw.trim();
        let begins = is_tag(line)
            && (line.starts_with("[Event ") || has_actions)
            && start.is_some()
            && has_content;
        if begins {
            if let Some((from, first)) = start.take() {
                pieces.push((from, offset, first));
            }
            has_actions = false;
            has_content = false;
        }
        if !line.is_empty() && !line.starts_with(';') {
            if start.is_none() {
                start = Some((offset, i + 1));
            }
            has_content = true;
            has_actions |= !is_tag(line);
        }
        offset += raw.len();
    }
    if let Some((from, first)) = start {
        pieces.push((from, text.len(), first));
    }
    pieces
        .into_iter()
        .enumerate()
        .map(|(n, (from, to, line))| Piece {
            index: n + 1,
            line,
            text: text.get(from..to).unwrap_or_default(),
        })
        .collect()
}

/// The value of the tag `name` in a record's header (its tag lines before the actions).
fn tag_value<'a>(record: &'a str, name: &str) -> Option<&'a str> {
    for line in record.lines() {
        let l = line.trim();
        if l.is_empty() || l.starts_with(';') {
            continue;
        }
        if !l.starts_with('[') {
            return None;
        }
        let inner = l.strip_prefix('[')?.strip_suffix(']')?;
        let (n, value) = inner.split_once(' ')?;
        if n == name {
            return value.strip_prefix('"')?.strip_suffix('"');
        }
    }
    None
}

/// At most [`MAX_TAG_CHARS`] characters of a tag's value, without control characters.
fn clean(value: &str) -> String {
    value
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_TAG_CHARS)
        .collect::<String>()
        .trim()
        .to_owned()
}

/// The id an imported game is archived under: the same for the same game and record.
#[must_use]
pub fn imported_id(read: &ReadGame) -> String {
    let mut hash = Sha256::new();
    hash.update(read.game.as_bytes());
    hash.update([0]);
    hash.update(read.record.as_bytes());
    let digest = hash.finalize();
    format!(
        "{IMPORTED_PREFIX}{}",
        URL_SAFE_NO_PAD.encode(digest.get(..16).unwrap_or_default())
    )
}

/// The archived form of a record read for import at `now_ms`, its seats named by the
/// record's tags (`?` where it names none).
#[must_use]
pub fn finished_of(read: &ReadGame, text: &str, now_ms: u64) -> FinishedGame {
    let (result, termination) = match read.ending {
        Some(ending) => (
            match ending.result {
                RulesResult::Won { winner } => GameResult::Win(winner),
                RulesResult::Drawn => GameResult::Draw,
                RulesResult::Aborted => GameResult::NoResult,
            },
            ending.termination.name().to_owned(),
        ),
        None => (GameResult::NoResult, UNFINISHED.to_owned()),
    };
    FinishedGame {
        game_id: imported_id(read),
        game: read.game.to_owned(),
        rated: false,
        start_position: read.start_position.clone(),
        record: read.record.clone(),
        result,
        termination,
        time_control: tag_value(text, "TimeControl")
            .map(clean)
            .unwrap_or_default(),
        started_ms: now_ms,
        ended_ms: now_ms,
        seats: read
            .sides
            .iter()
            .map(|&side| FinishedSeat {
                side: side.to_owned(),
                player: None,
                name: tag_value(text, side)
                    .map(clean)
                    .filter(|n| !n.is_empty())
                    .unwrap_or_else(|| "?".to_owned()),
            })
            .collect(),
    }
}

/// What became of one record of an import.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Imported {
    /// Archived (`already`: it was before).
    Game {
        /// The record's place in the text.
        index: usize,
        /// The archived game's id.
        game_id: String,
        /// The record was archived before.
        already: bool,
        /// The game's name.
        game: &'static str,
        /// How many actions it has.
        actions: usize,
    },
    /// Refused.
    Problem {
        /// The record's place in the text.
        index: usize,
        /// The text's line where it starts.
        line: usize,
        /// What is wrong.
        reason: String,
    },
}

/// The served game named `game` (any case, as [`crate::rpc::same_name`]), as the archive
/// names it.
///
/// # Errors
/// `UNKNOWN_GAME`, naming the games served.
pub fn served_game(replays: &Replays, game: &str) -> Result<&'static str, ServiceError> {
    replays
        .names()
        .find(|name| crate::rpc::same_name(game, name))
        .ok_or_else(|| {
            ServiceError::invalid(
                "game",
                "UNKNOWN_GAME",
                format!(
                    "{:?} is not a game served here ({})",
                    crate::session::error::clip(game),
                    replays.names().collect::<Vec<_>>().join(", ")
                ),
            )
        })
}

/// A record of a text of records, or of a line of a line format turned into one (or why the
/// line could not be).
type Converted<'a> = Result<std::borrow::Cow<'a, str>, String>;

/// A record read for import: its place in the text, its archived form, its game and how
/// many actions it has.
#[derive(Clone, Debug)]
pub struct ReadRecord {
    /// The record's place in the text, 1 for the first.
    pub index: usize,
    /// What it is archived as.
    pub finished: FinishedGame,
    /// The game's name.
    pub game: &'static str,
    /// How many actions it has.
    pub actions: usize,
    /// Its first actions, for the opening explorer.
    pub opening: Vec<super::openings::OpeningStep>,
}

/// The records of `text`: as [`split`] finds them, or, in the line format `format` of the
/// game `game`, one a line (past the format's header line), each turned into the game's own
/// record.
fn pieces<'a>(
    replays: &Replays,
    game: &str,
    format: &str,
    text: &'a str,
) -> Result<Vec<(Piece<'a>, Converted<'a>)>, ServiceError> {
    if format.is_empty() {
        return Ok(split(text)
            .into_iter()
            .map(|piece| {
                let record = Ok(std::borrow::Cow::Borrowed(piece.text));
                (piece, record)
            })
            .collect());
    }
    let known = || {
        replays
            .line_formats()
            .map(|(game, format)| format!("{format} ({game})"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if game.is_empty() {
        return Err(ServiceError::invalid(
            "game",
            "MISSING_FIELD",
            format!(
                "a line format is read as one game's records: name the game ({})",
                known()
            ),
        ));
    }
    let line_format = replays.line_format(game, format).ok_or_else(|| {
        ServiceError::invalid(
            "format",
            "UNKNOWN_FORMAT",
            format!(
                "{game} reads no format {:?} (formats: records, or {})",
                crate::session::error::clip(format),
                known()
            ),
        )
    })?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || (out.is_empty() && trimmed == line_format.header) {
            continue;
        }
        out.push((
            Piece {
                index: out.len() + 1,
                line: i + 1,
                text: line,
            },
            (line_format.read)(trimmed).map(std::borrow::Cow::Owned),
        ));
        if out.len() > MAX_RECORDS {
            break;
        }
    }
    Ok(out)
}

/// Reads every record of `text` (of the game named `game`, or each record's `[Game …]` tag
/// when `game` is empty; in the game's line format `format` when it is not empty), replaying
/// each through the rules: each record's archived form at `now_ms` with its game and number
/// of actions, or why it was refused. CPU only: run it off the async workers.
///
/// # Errors
/// `UNKNOWN_GAME` (`game` names no served game), `UNKNOWN_FORMAT`, `MISSING_FIELD` (a line
/// format without a game), `TOO_MANY_RECORDS`.
pub fn read_all(
    replays: &Replays,
    game: &str,
    format: &str,
    text: &str,
    now_ms: u64,
) -> Result<Vec<Result<ReadRecord, Imported>>, ServiceError> {
    let served = || replays.names().collect::<Vec<_>>().join(", ");
    let fixed = if game.is_empty() {
        None
    } else {
        replays.reader(served_game(replays, game)?)
    };
    let pieces = pieces(replays, game, format, text)?;
    if pieces.len() > MAX_RECORDS {
        return Err(ServiceError::invalid(
            "text",
            "TOO_MANY_RECORDS",
            format!(
                "the text holds over {MAX_RECORDS} records; import at most {MAX_RECORDS} at a time"
            ),
        ));
    }
    let read_one = |record: &str| -> Result<(ReadGame, FinishedGame), String> {
        let named = tag_value(record, "Game");
        let reader = match (fixed, named) {
            (Some(reader), _) => reader,
            (None, Some(name)) => replays.reader(name).ok_or_else(|| {
                format!(
                    "its Game tag names {:?}, not a game served here ({})",
                    crate::session::error::clip(name),
                    served()
                )
            })?,
            (None, None) => {
                return Err("it has no Game tag, and the request names no game".to_owned());
            }
        };
        let read = reader(record).map_err(|error| error.to_string())?;
        if let Some(named) = named
            && !crate::rpc::same_name(named, read.game)
        {
            return Err(format!(
                "its Game tag names {:?}, but the request is for {}",
                crate::session::error::clip(named),
                read.game
            ));
        }
        let finished = finished_of(&read, record, now_ms);
        Ok((read, finished))
    };
    Ok(pieces
        .iter()
        .map(
            |(piece, record)| match record.as_deref().map_err(Clone::clone).and_then(read_one) {
                Ok((read, finished)) => Ok(ReadRecord {
                    index: piece.index,
                    opening: super::openings::opening_of(replays, read.game, &finished.record),
                    finished,
                    game: read.game,
                    actions: read.actions.len(),
                }),
                Err(reason) => Err(Imported::Problem {
                    index: piece.index,
                    line: piece.line,
                    reason,
                }),
            },
        )
        .collect())
}

/// Reads every record of `text` ([`read_all`], off the async workers) and archives the good
/// ones as `player`'s imports at `now_ms`: what became of each record, in order.
///
/// # Errors
/// As [`read_all`]; `DATABASE_UNAVAILABLE`.
pub async fn import(
    db: &Database,
    replays: &Replays,
    player: PlayerId,
    game: &str,
    format: &str,
    text: String,
    now_ms: u64,
) -> Result<Vec<Imported>, ServiceError> {
    let (replays, game, format) = (replays.clone(), game.to_owned(), format.to_owned());
    let read =
        tokio::task::spawn_blocking(move || read_all(&replays, &game, &format, &text, now_ms))
            .await
            .map_err(|error| ServiceError::Internal(format!("reading the records: {error}")))??;
    // In batches, each one transaction: a large import costs a few commits, not one a game.
    let mut out = Vec::with_capacity(read.len());
    let mut batch: Vec<ReadRecord> = Vec::new();
    let mut read = read.into_iter().peekable();
    while let Some(one) = read.next() {
        match one {
            Ok(good) => batch.push(good),
            Err(problem) => out.push(problem),
        }
        if batch.len() == IMPORT_BATCH || (read.peek().is_none() && !batch.is_empty()) {
            let games: Vec<(FinishedGame, Vec<super::openings::OpeningStep>)> = batch
                .iter_mut()
                .map(|r| (r.finished.clone(), std::mem::take(&mut r.opening)))
                .collect();
            let written = archive::archive_imports(db, &games, player, now_ms).await?;
            for (r, now) in batch.drain(..).zip(written) {
                out.push(Imported::Game {
                    index: r.index,
                    game_id: r.finished.game_id,
                    already: !now,
                    game: r.game,
                    actions: r.actions,
                });
            }
        }
    }
    out.sort_by_key(|one| match one {
        Imported::Game { index, .. } | Imported::Problem { index, .. } => *index,
    });
    Ok(out)
}

/// Up to `limit` games `player` imported (of the game `game`, or all when empty), newest
/// import first, after `after` (whose `ended_ms` is an import's time), each with the cursor
/// that lists the games after it; and whether there may be more.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn list_imported(
    db: &Database,
    player: PlayerId,
    game: &str,
    after: Option<&Cursor>,
    limit: u32,
) -> Result<(Vec<(ArchivedGame, Cursor)>, bool), ServiceError> {
    let (before_ms, before_id) = after.map_or((i64::MAX, String::new()), |c| {
        (
            i64::try_from(c.ended_ms).unwrap_or(i64::MAX),
            c.game_id.clone(),
        )
    });
    let rows = sqlx::query(
        "SELECT i.game_id, i.imported_ms FROM imported_games i \
         JOIN archived_games g ON g.game_id = i.game_id WHERE i.player_id = $1 \
         AND ($2 = '' OR g.game = $2) \
         AND (i.imported_ms < $3 OR (i.imported_ms = $3 AND i.game_id < $4)) \
         ORDER BY i.imported_ms DESC, i.game_id DESC LIMIT $5",
    )
    .bind(player.0)
    .bind(game)
    .bind(before_ms)
    .bind(before_id)
    .bind(i64::from(limit))
    .fetch_all(db.pool())
    .await
    .map_err(db_error)?;
    archive::page_of(db, &rows, limit).await
}

/// `YYYY.MM.DD` (UTC) of a time in ms since the Unix epoch, as PGN writes dates.
#[must_use]
pub fn date(ms: u64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let days = i64::try_from(ms / 86_400_000).unwrap_or(0);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// A tag's value as written between quotes: no quote, backslash or line break in it.
fn quoted(value: &str) -> String {
    value
        .chars()
        .map(|c| match c {
            '"' => '\'',
            '\\' => '/',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect()
}

/// One archived game as exported: the tags about it, then its record, then a blank line.
/// `imported`: it is listed as an import.
#[must_use]
pub fn export_record(game: &ArchivedGame, imported: bool) -> String {
    use std::fmt::Write as _;
    let g = &game.game;
    let event = if imported {
        "Imported game"
    } else if game.rated {
        "Rated game"
    } else {
        "Casual game"
    };
    let mut out = String::with_capacity(g.record.len() + 256);
    let _ = writeln!(out, "[Event \"{event}\"]");
    let _ = writeln!(out, "[Date \"{}\"]", date(g.started_ms));
    let _ = writeln!(out, "[Game \"{}\"]", quoted(&g.game));
    let _ = writeln!(out, "[Id \"{}\"]", quoted(&g.game_id));
    let _ = writeln!(out, "[Rated \"{}\"]", if game.rated { "yes" } else { "no" });
    if !g.time_control.is_empty() {
        let _ = writeln!(out, "[TimeControl \"{}\"]", quoted(&g.time_control));
    }
    for seat in &game.seats {
        let _ = writeln!(
            out,
            "[{} \"{}\"]",
            quoted(&seat.seat.side),
            quoted(&seat.seat.name)
        );
    }
    out.push_str(g.record.trim_end());
    out.push_str("\n\n");
    out
}

/// The most bytes of records one export page holds (the service answers at most 4 MiB): a
/// page stops before the game that would pass it (but holds one game at least).
const PAGE_BYTES: usize = 3 * 1024 * 1024;

/// The `players.v1.ArchiveService`: exports and imports over [`Players`](super::Players),
/// reading records with the served games' [`Replays`].
#[derive(Clone)]
pub struct ArchiveService(pub super::Players, pub Replays);

impl std::fmt::Debug for ArchiveService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("ArchiveService")
            .field(&self.0)
            .field(&self.1)
            .finish()
    }
}

impl ArchiveService {
    /// The served game named `game` (any case, as [`crate::rpc::same_name`]), as the archive
    /// names it.
    fn served(&self, game: &str) -> Result<&'static str, ServiceError> {
        served_game(&self.1, game)
    }
}

use super::service::players_pb;
use tonic::{Request, Response, Status};

#[tonic::async_trait]
impl players_pb::archive_service_server::ArchiveService for ArchiveService {
    async fn export_games(
        &self,
        request: Request<players_pb::ExportGamesRequest>,
    ) -> Result<Response<players_pb::ExportGamesResponse>, Status> {
        let r = request.into_inner();
        crate::session::traced("ExportGames", "", async {
            if r.player.is_empty() {
                return Err(ServiceError::missing("player"));
            }
            let game = if r.game.is_empty() {
                ""
            } else {
                self.served(&r.game)?
            };
            let after = super::service::decode_cursor(&r.page_token)?;
            let player = super::service::player_id(&self.0, &r.player).await?;
            let limit = match r.page_size {
                0 => 100,
                n => n.min(500),
            };
            let db = self.0.db();
            let (games, more) = if r.imported {
                list_imported(db, player, game, after.as_ref(), limit).await?
            } else {
                let filter = archive::GameFilter {
                    game: game.to_owned(),
                    ..archive::GameFilter::default()
                };
                let (games, next) =
                    archive::list(db, player, &filter, after.as_ref(), limit).await?;
                let games = games
                    .into_iter()
                    .map(|g| {
                        let cursor = Cursor {
                            ended_ms: g.game.ended_ms,
                            game_id: g.game.game_id.clone(),
                        };
                        (g, cursor)
                    })
                    .collect();
                (games, next.is_some())
            };
            let mut text = String::new();
            let (mut count, mut last, mut cut) = (0_u32, None, false);
            for (game, cursor) in games {
                let record = export_record(&game, r.imported);
                if count > 0 && text.len() + record.len() > PAGE_BYTES {
                    cut = true;
                    break;
                }
                text.push_str(&record);
                count += 1;
                last = Some(cursor);
            }
            let next = if more || cut { last } else { None };
            Ok(players_pb::ExportGamesResponse {
                text,
                games: count,
                next_page_token: next
                    .as_ref()
                    .map(super::service::encode_cursor)
                    .unwrap_or_default(),
            })
        })
        .await
    }

    async fn import_games(
        &self,
        request: Request<players_pb::ImportGamesRequest>,
    ) -> Result<Response<players_pb::ImportGamesResponse>, Status> {
        let who = super::service::signed_in(&self.0, &request).await;
        let r = request.into_inner();
        crate::session::traced("ImportGames", "", async {
            let who = who?;
            let text = String::from_utf8(r.text).map_err(|error| {
                ServiceError::invalid(
                    "text",
                    "INVALID_TEXT",
                    format!(
                        "the text is not UTF-8 (from byte {})",
                        error.utf8_error().valid_up_to()
                    ),
                )
            })?;
            let game = if r.game.is_empty() {
                ""
            } else {
                self.served(&r.game)?
            };
            let now = self.0.clock.now_ms();
            let done = import(self.0.db(), &self.1, who.player, game, &r.format, text, now).await?;
            let mut out = players_pb::ImportGamesResponse::default();
            let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
            for one in done {
                match one {
                    Imported::Game {
                        index,
                        game_id,
                        already,
                        game,
                        actions,
                    } => out.games.push(players_pb::ImportedGame {
                        index: count(index),
                        game_id,
                        already,
                        game: game.to_owned(),
                        actions: count(actions),
                    }),
                    Imported::Problem {
                        index,
                        line,
                        reason,
                    } => out.problems.push(players_pb::ImportProblem {
                        index: count(index),
                        line: count(line),
                        reason,
                    }),
                }
            }
            tracing::info!(
                player = %who.name,
                imported = out.games.len(),
                refused = out.problems.len(),
                "records imported"
            );
            Ok(out)
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil() {
        assert_eq!(date(0), "1970.01.01");
        assert_eq!(date(951_782_400_000), "2000.02.29");
        assert_eq!(date(1_796_601_600_000), "2026.12.07");
    }

    #[test]
    fn records_split_at_events_and_at_tags_after_actions() {
        let text =
            "[Event \"a\"]\n[Result \"*\"]\n\n[Event \"b\"]\n1. x y\n\n; c\n[Result \"*\"]\n1. z\n";
        let pieces = split(text);
        let got: Vec<(usize, usize, &str)> =
            pieces.iter().map(|p| (p.index, p.line, p.text)).collect();
        assert_eq!(
            got,
            [
                (1, 1, "[Event \"a\"]\n[Result \"*\"]\n\n"),
                (2, 4, "[Event \"b\"]\n1. x y\n\n; c\n"),
                (3, 8, "[Result \"*\"]\n1. z\n"),
            ]
        );
        assert!(split("\n\n; only a comment\n").is_empty());
        assert_eq!(split("1. a b").len(), 1);
    }

    #[test]
    fn tags_are_read_from_the_header_only() {
        let text = "[Event \"x\"]\n[Attackers \"Ada \\u{7}\"]\n1. d1-d3\n[Defenders \"no\"]";
        assert_eq!(tag_value(text, "Event"), Some("x"));
        assert_eq!(tag_value(text, "Defenders"), None);
        assert_eq!(clean(&"n".repeat(100)).len(), MAX_TAG_CHARS);
        assert_eq!(quoted("a\"b\\c\nd"), "a'b/c d");
    }
}
