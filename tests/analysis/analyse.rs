//! `Analyse` over gRPC: the stream deepens and ends `done`; a known win (Hnefatafl's win in
//! two, a goal in one in Chess Football and in Hanniball) is found and proven, with a line
//! that replays to it; many lines at once; a finished position; bad positions refused with
//! their reason; 50 calls at once on a pool of one worker and a queue of two: three run, one
//! at a time (bounded CPU), and the others are refused at once with a RetryInfo; a caller's
//! rate.

use crate::common;
use crate::common_rules;

use std::time::{Duration, Instant};

use arbiter::analysis::pool::{AnalysisPool, PoolOptions};
use arbiter::analysis::service::pb::analysis_service_client::AnalysisServiceClient;
use arbiter::analysis::service::pb::{AnalyseRequest, AnalyseResponse, Subject};
use arbiter::games::chess_football::ChessFootball;
use arbiter::games::hanniball::Hanniball;
use arbiter::games::hnefatafl::Hnefatafl;
use arbiter::rpc::Adapter;
use arbiter::ruleset::{GameStatus, Ruleset};
use arbiter::server::ServeOptions;
use arbiter::store::MemoryStore;
use common::TestServer;
use tonic::Code;
use tonic::transport::Channel;
use tonic_types::StatusExt as _;

fn subject(game: &str, position: &str, actions: &[&str]) -> Subject {
    Subject {
        game: game.to_owned(),
        position: position.to_owned(),
        actions: actions.iter().map(|a| (*a).to_owned()).collect(),
        record: Vec::new(),
    }
}

fn request(subject: Subject, time_ms: u32, lines: u32) -> AnalyseRequest {
    AnalyseRequest {
        subject: Some(subject),
        time_ms,
        nodes: 0,
        lines,
    }
}

/// Every update of one analysis, to the end of its stream.
async fn updates(
    client: &mut AnalysisServiceClient<Channel>,
    request: AnalyseRequest,
) -> Vec<AnalyseResponse> {
    let mut stream = client.analyse(request).await.expect("Analyse").into_inner();
    let mut all = Vec::new();
    while let Some(update) = tokio::time::timeout(Duration::from_secs(60), stream.message())
        .await
        .expect("an update within a minute")
        .expect("a good stream")
    {
        all.push(update);
    }
    all
}

fn pool(workers: usize, queue: usize, per_minute: u32) -> AnalysisPool {
    AnalysisPool::new(
        PoolOptions {
            workers,
            queue,
            per_minute,
            burst: per_minute,
        },
        Duration::from_secs(1),
    )
}

async fn server(pool: AnalysisPool) -> (TestServer, AnalysisServiceClient<Channel>) {
    let options = ServeOptions {
        analysis: pool,
        ..common::fast_health()
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let client = AnalysisServiceClient::new(server.channel().await);
    (server, client)
}

/// The last update: `done`, after every other.
fn last(updates: &[AnalyseResponse]) -> &AnalyseResponse {
    let last = updates.last().expect("at least one update");
    assert!(last.done, "{last:?}");
    assert_eq!(updates.iter().filter(|u| u.done).count(), 1, "{updates:?}");
    last
}

/// Plays `actions` from `position` with the rules of `G`: the status at the end.
fn play<G: Ruleset>(position: &str, actions: &[String]) -> GameStatus<G::Seat> {
    let mut game = G::new_game(G::parse_position(position).expect("a position"));
    for action in actions {
        let action = G::parse_action(action).expect("an action");
        G::apply(&mut game, action).expect("a legal action");
    }
    G::status(&game)
}

/// The defenders' King on f5 goes to an edge from which he sees two corners; the lone
/// attacker closes one; the King takes the other: won in two of his moves (three actions).
/// The search proves it (its horizon looks one move past the last depth at the King's open
/// lines), for each of three lines.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hnefatafl_proves_the_win_in_two() {
    let (_server, mut client) = server(pool(1, 2, 0)).await;
    let position = "11/11/11/11/11/10t/5K5/11/11/11/11 d";
    let all = updates(
        &mut client,
        request(subject("hnefatafl", position, &[]), 8_000, 3),
    )
    .await;
    let last = last(&all);
    assert_eq!(last.searcher, "alpha-beta");
    assert_eq!(last.side_to_move, "defenders");
    assert_eq!(last.lines.len(), 3, "{last:?}");
    let mut firsts = std::collections::HashSet::new();
    for line in &last.lines {
        let decided = line.decided.as_ref().expect("proven");
        assert_eq!((decided.winner.as_str(), decided.actions), ("defenders", 3));
        assert_eq!(line.value, 0.0, "the attackers (seat 0) lose");
        assert!(line.actions[0].starts_with("f5-"), "{line:?}");
        assert!(firsts.insert(line.actions[0].clone()), "{last:?}");
        // After the King's move, whatever the attackers answer, he wins at once.
        let mut game = Hnefatafl::new_game(Hnefatafl::parse_position(position).expect("TPN"));
        let first = Hnefatafl::parse_action(&line.actions[0]).expect("an action");
        Hnefatafl::apply(&mut game, first).expect("legal");
        for reply in Hnefatafl::legal_actions(&game) {
            let mut after = game.clone();
            Hnefatafl::apply(&mut after, reply).expect("legal");
            let wins = Hnefatafl::legal_actions(&after).into_iter().any(|mv| {
                let mut end = after.clone();
                Hnefatafl::apply(&mut end, mv).expect("legal");
                matches!(Hnefatafl::status(&end), GameStatus::Won { winner } if Hnefatafl::seat_index(winner) == 1)
            });
            assert!(wins, "after {} and {reply}, no win", line.actions[0]);
        }
    }
}

/// From Hnefatafl's start nothing is decided: each update is one depth deeper than the one
/// before, with more nodes, until the time is spent; each line replays and is no longer
/// than the depth.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hnefatafl_deepens_depth_by_depth() {
    let (_server, mut client) = server(pool(1, 2, 0)).await;
    let all = updates(
        &mut client,
        request(subject("hnefatafl", "", &[]), 3_000, 2),
    )
    .await;
    let last = last(&all);
    assert_eq!(all[0].depth, 1, "{all:?}");
    assert!(all.len() >= 3, "{all:?}");
    // The last update repeats the deepest completed depth when the time ran out during the
    // next one.
    for pair in all.windows(2) {
        let deeper = pair[1].depth == pair[0].depth + 1;
        assert!(
            deeper || (pair[1].done && pair[1].depth == pair[0].depth),
            "{all:?}"
        );
        assert!(pair[1].nodes > pair[0].nodes, "{all:?}");
    }
    let start =
        <Hnefatafl as Adapter>::position(&Hnefatafl::new_game(Hnefatafl::initial_position()));
    assert_eq!(last.position, start);
    assert_eq!(last.side_to_move, "attackers");
    assert_eq!(last.lines.len(), 2);
    assert!(
        last.lines[0].actions.len() >= 2,
        "a variation, not a move: {last:?}"
    );
    for update in &all {
        for line in &update.lines {
            assert!(!line.actions.is_empty() && line.actions.len() <= update.depth as usize);
            assert!(
                line.value > 0.0 && line.value < 1.0 && line.decided.is_none(),
                "{line:?}"
            );
            play::<Hnefatafl>(&start, &line.actions);
        }
    }
}

/// White's last move of the match, 0-0: the Rook with the ball scores and wins.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chess_football_proves_the_goal_in_one() {
    let (_server, mut client) = server(pool(1, 2, 0)).await;
    let position = "4k3/3R+4/8/8/8/8/8/4K3 w play 2 44/45 0-0";
    let all = updates(
        &mut client,
        request(subject("chessfootball", position, &[]), 8_000, 2),
    )
    .await;
    let last = last(&all);
    assert_eq!(last.searcher, "mcts");
    let best = &last.lines[0];
    let decided = best.decided.as_ref().expect("proven");
    assert_eq!((decided.winner.as_str(), decided.actions), ("white", 1));
    assert_eq!(best.value, 1.0);
    assert_eq!(best.actions.len(), 1);
    let status = play::<ChessFootball>(position, &best.actions);
    assert!(
        matches!(status, GameStatus::Won { winner } if ChessFootball::seat_index(winner) == 0),
        "{status:?}"
    );
}

/// White's Elephant on d13 with the ball kicks it into the goal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hanniball_proves_the_goal_in_one() {
    let game = common_rules::game(
        &[
            ("d13", 'E'),
            ("c14", 'm'),
            ("e1", 'M'),
            ("a12", 'h'),
            ("g6", 'h'),
        ],
        "d13",
        'w',
        3,
    );
    let position = <Hanniball as Adapter>::position(&game);
    let (_server, mut client) = server(pool(1, 2, 0)).await;
    let all = updates(
        &mut client,
        request(subject("hanniball", &position, &[]), 8_000, 1),
    )
    .await;
    let best = &last(&all).lines[0];
    let decided = best.decided.as_ref().expect("proven");
    assert_eq!((decided.winner.as_str(), decided.actions), ("white", 1));
    let status = play::<Hanniball>(&position, &best.actions);
    assert!(
        matches!(status, GameStatus::Won { winner } if Hanniball::seat_index(winner) == 0),
        "{status:?}"
    );
}

/// From Hanniball's start nothing is proven: the tree search reports as it grows (more
/// iterations each time) until its time is spent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tree_search_reports_as_it_grows() {
    let (_server, mut client) = server(pool(1, 2, 0)).await;
    let started = Instant::now();
    let all = updates(
        &mut client,
        request(subject("hanniball", "", &[]), 1_500, 2),
    )
    .await;
    let last = last(&all);
    assert!(all.len() >= 2, "{all:?}");
    for pair in all.windows(2) {
        assert!(pair[1].nodes > pair[0].nodes, "{all:?}");
    }
    assert!(last.elapsed_ms >= 1_400, "{last:?}");
    assert!(started.elapsed() < Duration::from_secs(30));
    assert_eq!(last.lines.len(), 2);
    for line in &last.lines {
        assert!((0.0..=1.0).contains(&line.value), "{line:?}");
        assert!(line.decided.is_none());
        play::<Hanniball>(
            &<Hanniball as Adapter>::position(&Hanniball::new_game(Hanniball::initial_position())),
            &line.actions,
        );
    }
}

/// A finished game's position: one update, done, saying how it ended; bad subjects are
/// refused with their reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_and_bad_positions() {
    let (_server, mut client) = server(pool(1, 2, 0)).await;
    // The King on b11 reaches a11.
    let all = updates(
        &mut client,
        request(
            subject(
                "hnefatafl",
                "1K9/11/11/11/11/10t/11/11/11/11/11 d",
                &["b11-a11"],
            ),
            1_000,
            1,
        ),
    )
    .await;
    assert_eq!(all.len(), 1, "{all:?}");
    assert!(all[0].done && all[0].lines.is_empty(), "{all:?}");
    assert_eq!(all[0].game_over, "won by defenders");
    let cases = [
        (subject("checkers", "", &[]), "UNKNOWN_GAME"),
        (subject("", "", &[]), "MISSING_FIELD"),
        (subject("hnefatafl", "12/11 a", &[]), "INVALID_POSITION"),
        (subject("hnefatafl", "", &["zz"]), "INVALID_ACTION"),
        (
            subject("hnefatafl", "", &["d1-d3", "d1-d2"]),
            "ILLEGAL_ACTION",
        ),
    ];
    for (subject, reason) in cases {
        common::expect_error(
            client.analyse(request(subject, 100, 1)).await,
            Code::InvalidArgument,
            reason,
        );
    }
    let missing = AnalyseRequest::default();
    common::expect_error(
        client.analyse(missing).await,
        Code::InvalidArgument,
        "MISSING_FIELD",
    );
}

/// 50 analyses at once on one worker and a queue of two: three are taken and run one after
/// another, never two at once (one core); the 47 others are refused at once with
/// ANALYSIS_BUSY and a RetryInfo.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_at_once_are_bounded_and_the_rest_refused_fast() {
    let pool = pool(1, 2, 0);
    let (_server, client) = server(pool.clone()).await;
    let calls = (0..50).map(|_| {
        let mut client = client.clone();
        async move {
            let asked = Instant::now();
            let answer = client
                .analyse(request(subject("hnefatafl", "", &[]), 3_000, 1))
                .await;
            (answer, asked.elapsed())
        }
    });
    let answers = futures_util::future::join_all(calls).await;
    let mut streams = Vec::new();
    let mut refused = 0;
    for (answer, took) in answers {
        match answer {
            Ok(stream) => streams.push(stream.into_inner()),
            Err(status) => {
                assert_eq!(status.code(), Code::ResourceExhausted, "{status:?}");
                let info = status.get_details_error_info().expect("ErrorInfo");
                assert_eq!(info.reason, "ANALYSIS_BUSY");
                let delay = status
                    .get_details_retry_info()
                    .and_then(|r| r.retry_delay)
                    .expect("a RetryInfo with a delay");
                assert!(delay >= Duration::from_millis(100), "{delay:?}");
                assert!(took < Duration::from_secs(5), "refused in {took:?}");
                refused += 1;
            }
        }
    }
    assert_eq!((streams.len(), refused), (3, 47));
    // Each stream's first and last update, as they arrive.
    let drained = streams.into_iter().map(|mut stream| async move {
        let mut seen: Option<(Instant, Instant, AnalyseResponse)> = None;
        while let Some(update) = stream.message().await.expect("a good stream") {
            let now = Instant::now();
            seen = Some(match seen {
                None => (now, now, update),
                Some((first, _, _)) => (first, now, update),
            });
        }
        seen.expect("an update")
    });
    let mut runs = tokio::time::timeout(
        Duration::from_secs(120),
        futures_util::future::join_all(drained),
    )
    .await
    .expect("the three analyses end");
    assert!(runs.iter().all(|(_, _, u)| u.done && !u.lines.is_empty()));
    // One after another: each search's first update comes after the one before has ended.
    runs.sort_by_key(|(first, _, _)| *first);
    for pair in runs.windows(2) {
        assert!(
            pair[1].0 + Duration::from_millis(200) >= pair[0].1,
            "two searches at once: {:?} began before {:?} ended",
            pair[1].0,
            pair[0].1
        );
    }
    // The pool's count of searches running at once (the CPU it takes: one core a search).
    assert_eq!(pool.peak(), 1, "one search at a time");
    common::eventually(Duration::from_secs(10), "the pool is idle", || {
        let pool = pool.clone();
        async move { pool.running() == 0 }
    })
    .await;
}

/// A caller (here, an address) may start two analyses a minute: the third is refused with
/// ANALYSIS_RATE_LIMITED and a RetryInfo.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_callers_rate_is_limited() {
    let (_server, mut client) = server(pool(2, 4, 2)).await;
    for _ in 0..2 {
        let all = updates(
            &mut client,
            request(subject("chessfootball", "", &[]), 100, 1),
        )
        .await;
        assert!(last(&all).lines.len() == 1);
    }
    let status = common::expect_error(
        client
            .analyse(request(subject("chessfootball", "", &[]), 100, 1))
            .await,
        Code::ResourceExhausted,
        "ANALYSIS_RATE_LIMITED",
    );
    let delay = status
        .get_details_retry_info()
        .and_then(|r| r.retry_delay)
        .expect("a RetryInfo");
    assert!(delay > Duration::from_secs(1), "{delay:?}");
}

/// A signed-in player's analyses are counted apart from the address's: one a minute each
/// here. A token that is no session's counts as the address.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_signed_in_players_rate_is_their_own() {
    use arbiter::players::Players;
    use arbiter::players::db::{Database, MEMORY_URL};
    use arbiter::session::clock::ManualClock;

    let clock = ManualClock::new(1_796_601_600_000);
    let db = Database::open(MEMORY_URL).await.expect("SQLite");
    let players = Players::new(
        db,
        std::sync::Arc::new(clock.clone()),
        common::account_options(),
    )
    .expect("players");
    players
        .accounts()
        .create("Ada", "correct horse")
        .await
        .expect("Ada");
    let (token, _) = players
        .accounts()
        .sign_in("Ada", "correct horse", None)
        .await
        .expect("SignIn");
    let options = ServeOptions {
        analysis: pool(2, 4, 1),
        ..common::players_options(&clock, &players)
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let mut client = AnalysisServiceClient::new(server.channel().await);
    let ask = || request(subject("chessfootball", "", &[]), 100, 1);
    let all = updates(&mut client, ask()).await;
    assert!(last(&all).done);
    let anonymous = client.analyse(ask()).await;
    common::expect_error(anonymous, Code::ResourceExhausted, "ANALYSIS_RATE_LIMITED");
    let mut stream = client
        .analyse(common::authed(ask(), token.reveal()))
        .await
        .expect("Ada's own first analysis")
        .into_inner();
    while stream.message().await.expect("a good stream").is_some() {}
    let again = client.analyse(common::authed(ask(), token.reveal())).await;
    common::expect_error(again, Code::ResourceExhausted, "ANALYSIS_RATE_LIMITED");
    let stranger = client.analyse(common::authed(ask(), "not-a-session")).await;
    common::expect_error(stranger, Code::ResourceExhausted, "ANALYSIS_RATE_LIMITED");
}
