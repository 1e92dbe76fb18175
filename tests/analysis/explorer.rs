//! The opening explorer (`Explore`) and a game's review (`ReviewGame`) over gRPC, on SQLite
//! and PostgreSQL: after the 1,752 Copenhagen records of `tests/data` are imported
//! (`players.v1.ArchiveService.ImportGames`), the counts of the actions played from a
//! position equal the counts computed here from the records with the rules engine; the
//! filters; a position past the opening; a reviewed game's evaluation after each action.

use crate::common;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use arbiter::analysis::service::pb::analysis_service_client::AnalysisServiceClient;
use arbiter::analysis::service::pb::{
    ExploreRequest, ExploreResponse, RatedFilter, ReviewGameRequest, Subject,
};
use arbiter::games::hnefatafl::Hnefatafl;
use arbiter::players::Players;
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::players::service::players_pb::ImportGamesRequest;
use arbiter::players::service::players_pb::archive_service_client::ArchiveServiceClient;
use arbiter::rpc::Adapter;
use arbiter::ruleset::Ruleset;
use arbiter::session::clock::ManualClock;
use arbiter::store::MemoryStore;
use common::TestServer;
use common::postgres::Postgres;
use tonic::Code;
use tonic::transport::Channel;

const COPENHAGEN: &str = include_str!("../data/copenhagen-records.csv");
const T0: u64 = 1_796_601_600_000;

/// The counts of one action from one position: first seat's wins, second's, draws.
type Counts = (u64, u64, u64);

/// What the explorer should hold, computed from the records: for each position (the game's
/// notation), the actions played from it with their counts, and the actions of one game
/// that reach it.
#[derive(Default)]
struct Expected {
    moves: HashMap<String, BTreeMap<String, Counts>>,
    reached_by: HashMap<String, Vec<String>>,
}

/// Adds one record (`moves` as the site writes them, `status` its result) to `expected`: its
/// first 20 actions, each counted once per game.
fn add_record(expected: &mut Expected, moves: &str, status: &str) {
    let counts = match status {
        "Black" => (1, 0, 0),
        "White" => (0, 1, 0),
        "Draw" => (0, 0, 1),
        _ => return,
    };
    let mut game = Hnefatafl::new_game(Hnefatafl::initial_position());
    let mut played = Vec::new();
    let mut seen = HashSet::new();
    for token in moves
        .split_whitespace()
        .filter(|t| *t != "timeout")
        .take(20)
    {
        // `g3-e3xe2`: the move, then the squares it captured.
        let text = token.split('x').next().unwrap_or(token);
        let action = Hnefatafl::parse_action(text).unwrap_or_else(|e| panic!("{token}: {e}"));
        let position = <Hnefatafl as Adapter>::position(&game);
        let notation = Hnefatafl::format_action(&action);
        if seen.insert((position.clone(), notation.clone())) {
            let entry = expected
                .moves
                .entry(position.clone())
                .or_default()
                .entry(notation.clone())
                .or_default();
            entry.0 += counts.0;
            entry.1 += counts.1;
            entry.2 += counts.2;
        }
        expected
            .reached_by
            .entry(position)
            .or_insert_with(|| played.clone());
        Hnefatafl::apply(&mut game, action).unwrap_or_else(|e| panic!("{token}: {e}"));
        played.push(notation);
    }
}

fn subject(actions: &[String]) -> Subject {
    Subject {
        game: "hnefatafl".to_owned(),
        actions: actions.to_vec(),
        ..Subject::default()
    }
}

async fn explore(
    client: &mut AnalysisServiceClient<Channel>,
    request: ExploreRequest,
) -> ExploreResponse {
    client.explore(request).await.expect("Explore").into_inner()
}

fn counts_of(response: &ExploreResponse) -> BTreeMap<String, Counts> {
    response
        .moves
        .iter()
        .map(|m| {
            assert_eq!(m.games, m.first_wins + m.second_wins + m.draws, "{m:?}");
            (m.action.clone(), (m.first_wins, m.second_wins, m.draws))
        })
        .collect()
}

async fn copenhagen_explorer(db: Database) {
    let clock = ManualClock::new(T0);
    let players =
        Players::new(db, Arc::new(clock.clone()), common::account_options()).expect("players");
    players
        .accounts()
        .create("Ada", "correct horse")
        .await
        .expect("Ada");
    let options = arbiter::server::ServeOptions {
        request_timeout: Duration::from_secs(300),
        ..common::players_options(&clock, &players)
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let channel = server.channel().await;
    let (token, _) = players
        .accounts()
        .sign_in("Ada", "correct horse", None)
        .await
        .expect("SignIn");
    let text = format!(
        "{}\n{COPENHAGEN}",
        arbiter::games::hnefatafl::rules::csv::HEADER
    );
    let imported = ArchiveServiceClient::new(channel.clone())
        .import_games(common::authed(
            ImportGamesRequest {
                game: "hnefatafl".into(),
                text: text.into_bytes(),
                format: "copenhagen-csv".into(),
            },
            token.reveal(),
        ))
        .await
        .expect("ImportGames")
        .into_inner();
    assert!(
        imported.problems.is_empty(),
        "{:?}",
        imported.problems.first()
    );
    let lines: Vec<&str> = COPENHAGEN
        .lines()
        .filter(|l| !l.trim().is_empty())
        .collect();
    assert_eq!(lines.len(), 1_752);
    assert_eq!(imported.games.len(), lines.len());
    // Counted from the records, each archived game once (a record repeated in the file is
    // the same game).
    let mut expected = Expected::default();
    let mut with_result = 0;
    for game in imported.games.iter().filter(|g| !g.already) {
        let line = lines[game.index as usize - 1];
        let fields: Vec<&str> = line.split(',').collect();
        add_record(&mut expected, fields[0], fields[3]);
        with_result += u64::from(fields[3] != "Ongoing");
    }
    let mut client = AnalysisServiceClient::new(channel.clone());
    // The start: every game with a result.
    let start = explore(
        &mut client,
        ExploreRequest {
            subject: Some(subject(&[])),
            ..ExploreRequest::default()
        },
    )
    .await;
    assert_eq!(start.games, with_result);
    assert!(!start.beyond_opening);
    // The positions most games reached, and a spread of the others, at every depth.
    let mut positions: Vec<(&String, u64)> = expected
        .moves
        .iter()
        .map(|(p, m)| (p, m.values().map(|c| c.0 + c.1 + c.2).sum()))
        .collect();
    positions.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let mut depths = HashSet::new();
    let mut checked = 0;
    for (i, (position, games)) in positions.iter().enumerate() {
        if *games < 3 && i % 97 != 0 {
            continue;
        }
        let actions = &expected.reached_by[*position];
        let response = explore(
            &mut client,
            ExploreRequest {
                subject: Some(subject(actions)),
                ..ExploreRequest::default()
            },
        )
        .await;
        assert_eq!(&response.position, *position);
        assert_eq!(
            counts_of(&response),
            expected.moves[*position],
            "after {actions:?}"
        );
        assert_eq!(response.games, *games);
        depths.insert(actions.len());
        checked += 1;
    }
    assert!(checked >= 100, "{checked} positions checked");
    assert!(depths.len() >= 15, "positions at depths {depths:?}");
    // The imported games are casual and untimed.
    let filtered = |rated: RatedFilter, speeds: &[&str]| ExploreRequest {
        subject: Some(subject(&[])),
        rated: rated.into(),
        speeds: speeds.iter().map(|s| (*s).to_owned()).collect(),
        ..ExploreRequest::default()
    };
    assert_eq!(
        explore(&mut client, filtered(RatedFilter::Rated, &[]))
            .await
            .games,
        0
    );
    assert_eq!(
        explore(&mut client, filtered(RatedFilter::Casual, &["untimed"]))
            .await
            .games,
        with_result
    );
    assert_eq!(
        explore(&mut client, filtered(RatedFilter::Unspecified, &["blitz"]))
            .await
            .games,
        0
    );
    let bad = client
        .explore(filtered(RatedFilter::Unspecified, &["fast"]))
        .await;
    common::expect_error(bad, Code::InvalidArgument, "INVALID_FILTER");
    // Past the first 20 actions nothing is counted.
    let line = lines
        .iter()
        .map(|l| l.split(',').next().unwrap_or_default())
        .find(|m| m.split_whitespace().count() > 30)
        .expect("a long record");
    let mut beyond = Vec::new();
    let mut game = Hnefatafl::new_game(Hnefatafl::initial_position());
    for token in line.split_whitespace().take(21) {
        let action =
            Hnefatafl::parse_action(token.split('x').next().unwrap_or(token)).expect("an action");
        Hnefatafl::apply(&mut game, action).expect("legal");
        beyond.push(Hnefatafl::format_action(&action));
    }
    let past = explore(
        &mut client,
        ExploreRequest {
            subject: Some(subject(&beyond)),
            ..ExploreRequest::default()
        },
    )
    .await;
    assert!(past.beyond_opening && past.moves.is_empty(), "{past:?}");

    // A short decided game reviewed: one update per position, in order, the last marking
    // the swings.
    let short = imported
        .games
        .iter()
        .filter(|g| (4..=8).contains(&g.actions))
        .find(|g| lines[g.index as usize - 1].ends_with("Black"))
        .expect("a short game the attackers won");
    let mut stream = client
        .review_game(ReviewGameRequest {
            game_id: short.game_id.clone(),
            time_ms_per_position: 100,
            swings: 2,
        })
        .await
        .expect("ReviewGame")
        .into_inner();
    let mut updates = Vec::new();
    while let Some(update) = stream.message().await.expect("a good stream") {
        updates.push(update);
    }
    assert_eq!(updates.len(), short.actions as usize + 1, "{updates:?}");
    for (i, update) in updates.iter().enumerate() {
        assert_eq!(update.index as usize, i);
        assert_eq!(update.action.is_empty(), i == 0);
        assert!((0.0..=1.0).contains(&update.value), "{update:?}");
        assert_eq!(update.done, i + 1 == updates.len());
    }
    let last = updates.last().expect("updates");
    assert_eq!(last.swings.len(), 2, "{last:?}");
    assert!(last.swings.iter().all(|&s| s >= 1 && s <= short.actions));
    let missing = client
        .review_game(ReviewGameRequest {
            game_id: "no-such-game".into(),
            ..ReviewGameRequest::default()
        })
        .await;
    common::expect_error(missing, Code::NotFound, "ARCHIVED_GAME_NOT_FOUND");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn copenhagen_explorer_on_sqlite() {
    copenhagen_explorer(Database::open(MEMORY_URL).await.expect("SQLite")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn copenhagen_explorer_on_postgres() {
    let pg = Postgres::start();
    copenhagen_explorer(Database::open(&pg.url()).await.expect("PostgreSQL")).await;
}

/// A rated game ending live is counted at once (in the archive's transaction), by band and
/// speed; a casual one apart from it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_archived_live_is_counted_at_once() {
    use arbiter::players::archive::{FinishedGame, FinishedSeat, GameResult};
    use arbiter::players::openings::{self, Filter};

    let db = Database::open(MEMORY_URL).await.expect("SQLite");
    let clock = ManualClock::new(T0);
    let players = Players::new(db, Arc::new(clock.clone()), common::account_options())
        .expect("players")
        .with_openings(arbiter::rpc::Replays::of(&arbiter::games::Served));
    let ada = players
        .accounts()
        .create("Ada", "correct horse")
        .await
        .expect("Ada")
        .id;
    let bob = players
        .accounts()
        .create("Bob", "correct horse")
        .await
        .expect("Bob")
        .id;
    let game = |id: &str, rated: bool| FinishedGame {
        game_id: id.to_owned(),
        game: "hnefatafl".to_owned(),
        rated,
        start_position: String::new(),
        record: "1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n".to_owned(),
        result: GameResult::Win(1),
        termination: "resignation".to_owned(),
        time_control: "fischer 180000+2000 ms".to_owned(),
        started_ms: T0,
        ended_ms: T0 + 60_000,
        seats: vec![
            FinishedSeat {
                side: "Attackers".to_owned(),
                player: Some(ada),
                name: "Ada".to_owned(),
            },
            FinishedSeat {
                side: "Defenders".to_owned(),
                player: Some(bob),
                name: "Bob".to_owned(),
            },
        ],
    };
    players
        .game_ended(game("live-1", true))
        .await
        .expect("archived");
    players
        .game_ended(game("live-2", false))
        .await
        .expect("archived");
    // Archived again (another replica's archiver): counted once.
    players
        .game_ended(game("live-1", true))
        .await
        .expect("archived");
    let start =
        <Hnefatafl as Adapter>::position(&Hnefatafl::new_game(Hnefatafl::initial_position()));
    let count = |filter: Filter| {
        let (db, start) = (players.db().clone(), start.clone());
        async move {
            openings::explore(&db, "hnefatafl", &start, &filter)
                .await
                .expect("explore")
                .iter()
                .map(|m| (m.action.clone(), m.first_wins, m.second_wins, m.draws))
                .collect::<Vec<_>>()
        }
    };
    let d1d3 = |n: u64| vec![("d1-d3".to_owned(), 0, n, 0)];
    assert_eq!(count(Filter::default()).await, d1d3(2));
    let rated = Filter {
        rated: Some(true),
        ..Filter::default()
    };
    assert_eq!(count(rated.clone()).await, d1d3(1));
    // Both players at the starting 1500: the 1400 band, a blitz clock.
    let band = |min_rating, max_rating| Filter {
        min_rating,
        max_rating,
        ..rated.clone()
    };
    assert_eq!(count(band(1400, 1600)).await, d1d3(1));
    assert_eq!(count(band(1600, 0)).await, vec![]);
    assert_eq!(count(band(0, 1400)).await, vec![]);
    let speed = |s: &str| Filter {
        speeds: vec![s.to_owned()],
        ..Filter::default()
    };
    assert_eq!(count(speed("blitz")).await, d1d3(2));
    assert_eq!(count(speed("rapid")).await, vec![]);
    assert_eq!(
        count(Filter {
            rated: Some(false),
            ..Filter::default()
        })
        .await,
        d1d3(1)
    );
}
