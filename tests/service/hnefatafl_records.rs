//! Real games as a regression suite: the 1,752 Copenhagen Hnefatafl games of
//! `tests/data/copenhagen-records.csv` (played by people on a public game site; origin,
//! licence and format in `tests/data/README.md`) replayed through the engine — every move
//! legal, every recorded capture the engine's, the winner the record's wherever the rules
//! decide the game — and a sample of them through the service, where the games the site
//! ended by resignation or time end by resignation.

use crate::common;

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use arbiter::games::hnefatafl::Hnefatafl;
use arbiter::games::hnefatafl::pb;
use arbiter::games::hnefatafl::pb::hnefatafl_service_client::HnefataflServiceClient;
use arbiter::games::hnefatafl::rules::{Game, Move, Side, Status};
use arbiter::ruleset::GameResult;
use arbiter::server::ServeOptions;
use arbiter::session::clock::ManualClock;
use arbiter::session::ending;
use arbiter::session::play::PlayOptions;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{Backend, RedisServer, TestServer, authed};

const RECORDS: &str = include_str!("../data/copenhagen-records.csv");

const T0: u64 = 1_700_000_000_000;
/// The service's clock in the sample: an hour a turn, which the test's manual clock only
/// passes to end a game the site ended on time.
const TURN_MS: u64 = 3_600_000;

/// How a record says its game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Said {
    Won(Side),
    Draw,
    Ongoing,
}

/// One recorded move: the move and the squares it says it captured.
struct Recorded {
    mv: Move,
    text: String,
    captured: BTreeSet<String>,
}

struct Record {
    line: usize,
    moves: Vec<Recorded>,
    /// The record ends with `timeout`: the side to move lost on time.
    timeout: bool,
    attacker_captures: u32,
    defender_captures: u32,
    said: Said,
}

fn records() -> Vec<Record> {
    RECORDS
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let line = i + 1;
            let fields: Vec<&str> = l.trim().split(',').collect();
            let [moves, attackers, defenders, status] = fields.as_slice() else {
                panic!("line {line}: expected 4 fields: {l}");
            };
            let mut tokens: Vec<&str> = moves.split_whitespace().collect();
            let timeout = tokens.last() == Some(&"timeout");
            if timeout {
                tokens.pop();
            }
            let moves = tokens
                .into_iter()
                .map(|token| {
                    let mut parts = token.split('x');
                    let text = parts.next().unwrap_or_default().to_owned();
                    let mv = text
                        .parse()
                        .unwrap_or_else(|e| panic!("line {line}: {token}: {e}"));
                    Recorded {
                        mv,
                        text,
                        captured: parts.map(str::to_owned).collect(),
                    }
                })
                .collect();
            let said = match *status {
                "Black" => Said::Won(Side::Attackers),
                "White" => Said::Won(Side::Defenders),
                "Draw" => Said::Draw,
                "Ongoing" => Said::Ongoing,
                other => panic!("line {line}: unknown status {other:?}"),
            };
            Record {
                line,
                moves,
                timeout,
                attacker_captures: attackers.parse().expect("a count"),
                defender_captures: defenders.parse().expect("a count"),
                said,
            }
        })
        .collect()
}

/// What replaying a record through the engine found.
#[derive(Debug, Default, PartialEq, Eq)]
struct Tally {
    games: usize,
    moves: usize,
    shieldwall_moves: usize,
    /// Decided by the rules, with the record's winner.
    decided: usize,
    /// Won on time on the site (the record ends with `timeout`), by the side not to move.
    won_on_time: usize,
    /// Won by a side on the site while the rules let the game go on, not on time: by
    /// resignation (the site's other way to end a game).
    resigned: usize,
    drawn: usize,
    unfinished: usize,
}

/// Replays one record; panics naming the line and move on any disagreement.
fn replay(record: &Record, tally: &mut Tally) -> Game {
    let line = record.line;
    let mut game = Game::new();
    let mut captured_by = [0u32; 2];
    for (n, recorded) in record.moves.iter().enumerate() {
        let mover = game.side_to_move();
        let applied = game.apply(recorded.mv).unwrap_or_else(|e| {
            panic!(
                "line {line}, move {} ({}): illegal: {e}",
                n + 1,
                recorded.text
            )
        });
        let engine: BTreeSet<String> = applied.captured.map(|s| s.to_string()).collect();
        let mut said = recorded.captured.clone();
        // The King's square may appear when he is captured.
        if let Some(king) = applied.king_captured {
            said.remove(&king.to_string());
        }
        assert_eq!(
            said,
            engine,
            "line {line}, move {} ({}): recorded captures against the engine's",
            n + 1,
            recorded.text
        );
        if applied.shieldwall.any() {
            tally.shieldwall_moves += 1;
        }
        let side = usize::from(mover == Side::Defenders);
        captured_by[side] += u32::try_from(applied.captured.len()).unwrap_or(u32::MAX);
    }
    // The site's own counts also count a square its record names twice (`k7xk6xk6`): they
    // are at least the engine's.
    assert!(
        captured_by[0] <= record.attacker_captures && captured_by[1] <= record.defender_captures,
        "line {line}: pieces captured by each side: {captured_by:?} against the record's {:?}",
        [record.attacker_captures, record.defender_captures]
    );
    tally.games += 1;
    tally.moves += record.moves.len();
    match (game.status(), record.said) {
        (Status::Over(outcome), Said::Won(winner)) => {
            assert_eq!(outcome.winner, winner, "line {line}: the winner");
            tally.decided += 1;
        }
        (Status::Over(outcome), said) => {
            panic!("line {line}: the rules decide {outcome}, the record says {said:?}")
        }
        (Status::Ongoing, Said::Won(winner)) if record.timeout => {
            assert_eq!(
                winner,
                game.side_to_move().opponent(),
                "line {line}: the side to move lost on time"
            );
            tally.won_on_time += 1;
        }
        (Status::Ongoing, Said::Won(_)) => tally.resigned += 1,
        (Status::Ongoing, Said::Draw) => tally.drawn += 1,
        (Status::Ongoing, Said::Ongoing) => tally.unfinished += 1,
    }
    game
}

#[test]
fn every_record_replays_through_the_engine() {
    let records = records();
    let mut tally = Tally::default();
    for record in &records {
        let game = replay(record, &mut tally);
        // The engine's own record of the game reads back into the same game.
        let text = game.to_record();
        assert_eq!(
            Game::from_record(&text).unwrap_or_else(|e| panic!("line {}: {e}", record.line)),
            game,
            "line {}",
            record.line
        );
    }
    // The figures docs/hnefatafl-rules.md states.
    assert_eq!(
        tally,
        Tally {
            games: 1_752,
            moves: 87_274,
            shieldwall_moves: 59,
            decided: 321,
            won_on_time: 273,
            resigned: 1_120,
            drawn: 7,
            unfinished: 31,
        }
    );
}

/// Every 88th record (20 of them) played move by move through the service: every move's
/// answer shows the recorded captures, the game ends as the rules say, and a game the site
/// ended off the board is ended by the loser's resignation; GetHistory's record then reads
/// back into the same game.
async fn a_sample_replays_through_the_service(backend: Backend) {
    let clock = ManualClock::new(T0);
    let options = ServeOptions {
        clock: Arc::new(clock.clone()),
        play: PlayOptions {
            abandon_after: Duration::from_secs(3600),
            // No scheduler within the test: the read after the deadline ends the game.
            tick: Duration::from_secs(3600),
            scan_interval: Duration::from_secs(3600),
            scan_batch: 16,
            ..arbiter::session::play::PlayOptions::default()
        },
        ..common::fast_health()
    };
    let (server, _redis) = match backend {
        Backend::Memory => (
            TestServer::start_with(MemoryStore::default(), options).await,
            None,
        ),
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            (TestServer::start_with(store, options).await, Some(redis))
        }
    };
    let mut client = HnefataflServiceClient::new(server.channel().await);
    let records = records();
    let sample: Vec<&Record> = records.iter().step_by(88).collect();
    assert_eq!(sample.len(), 20);
    let mut ended = (0, 0);
    for record in sample {
        let line = record.line;
        let mut engine = Game::new();
        let created = client
            .new_game(pb::NewGameRequest {
                time_control: Some(pb::TimeControl {
                    control: Some(pb::time_control::Control::PerTurn(pb::PerTurn {
                        per_turn_ms: TURN_MS,
                    })),
                }),
                ..Default::default()
            })
            .await
            .expect("NewGame")
            .into_inner();
        let id = created.game.expect("game").game_id;
        let token = |side: Side| match side {
            Side::Attackers => created.attackers_token.as_str(),
            Side::Defenders => created.defenders_token.as_str(),
        };
        for recorded in &record.moves {
            let mover = engine.side_to_move();
            let applied = engine.apply(recorded.mv).expect("legal in the engine");
            let answer = client
                .apply_action(authed(
                    pb::ApplyActionRequest {
                        game_id: id.clone(),
                        action: recorded.text.clone(),
                        ..Default::default()
                    },
                    token(mover),
                ))
                .await
                .unwrap_or_else(|e| panic!("line {line}: {}: {e:?}", recorded.text))
                .into_inner();
            let result = answer.result.expect("result");
            let shown: BTreeSet<String> = result.captured_squares.into_iter().collect();
            let engine_captured: BTreeSet<String> =
                applied.captured.map(|s| s.to_string()).collect();
            assert_eq!(shown, engine_captured, "line {line}: {}", recorded.text);
            assert_eq!(result.game_over, applied.outcome.is_some(), "line {line}");
        }
        let termination = match (engine.status(), record.said) {
            (Status::Ongoing, Said::Won(winner)) if record.timeout => {
                clock.advance(TURN_MS + 1);
                ended.0 += 1;
                assert_eq!(winner, engine.side_to_move().opponent(), "line {line}");
                Some((winner, "time"))
            }
            (Status::Ongoing, Said::Won(winner)) => {
                let loser = winner.opponent();
                client
                    .resign(authed(
                        pb::ResignRequest {
                            game_id: id.clone(),
                            ..Default::default()
                        },
                        token(loser),
                    ))
                    .await
                    .expect("Resign");
                engine.resign(loser).expect("resign in the engine");
                ended.1 += 1;
                Some((winner, "resignation"))
            }
            _ => None,
        };
        let history = client
            .get_history(pb::GetHistoryRequest {
                game_id: id.clone(),
            })
            .await
            .expect("GetHistory")
            .into_inner();
        let game = history.game.expect("game");
        let winner = match (engine.status(), termination) {
            (Status::Over(o), _) => Some(o.winner),
            (Status::Ongoing, Some((winner, _))) => Some(winner),
            (Status::Ongoing, None) => None,
        };
        let expected_status = match winner {
            None => pb::GameStatus::Ongoing,
            Some(Side::Attackers) => pb::GameStatus::AttackersWon,
            Some(Side::Defenders) => pb::GameStatus::DefendersWon,
        };
        assert_eq!(game.status, expected_status as i32, "line {line}");
        assert_eq!(history.moves.len(), record.moves.len(), "line {line}");
        if let Some((winner, how)) = termination {
            for tag in [
                format!("[Result \"{}\"]\n", winner.name()),
                format!("[Termination \"{how}\"]\n"),
            ] {
                assert!(
                    history.record.contains(&tag),
                    "line {line}: {tag} in {}",
                    history.record
                );
            }
        }
        let imported = ending::import::<Hnefatafl>(&history.record)
            .unwrap_or_else(|e| panic!("line {line}: {e}"));
        assert_eq!(imported.game, engine, "line {line}");
        assert_eq!(
            imported.ending.map(|e| e.result),
            winner.map(|winner| GameResult::Won { winner }),
            "line {line}"
        );
    }
    assert!(
        ended.0 > 0 && ended.1 > 0,
        "the sample holds games lost on time and resigned: {ended:?}"
    );
}

both_stores!(a_sample_replays_through_the_service);
