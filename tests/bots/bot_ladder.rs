//! The bots' ladder, against the real binary (an embedded database): bot accounts running
//! `arbiter bot --session --ladder` are paired by the service, game after game, in rated
//! games of the ladder's clock, and their ratings move with the results; a bot alone on the
//! ladder plays one of the service's computer players, and the computer players play each
//! other, one game at a time, rated and archived. A person's account cannot join the
//! ladder, nor can anyone join the ladder of a game not served.

use crate::common;

use std::fs::File;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use arbiter::bot::client::reason;
use arbiter::lobby::pb::{
    self as lobby, WatchPlayerRequest, lobby_service_client::LobbyServiceClient,
    watch_player_response::Update,
};
use arbiter::players::service::players_pb::{
    ArchivedGame, GetPlayerRequest, ListGamesRequest, Standing,
    players_service_client::PlayersServiceClient,
};
use common::accounts::{sign_up, with_session};
use common::binary::ServerProcess;
use tonic::transport::Channel;

/// Generous: two random bots' games on a loaded machine.
const LIMIT: Duration = Duration::from_secs(300);

/// Creates the account `name` (a bot's when `bot`) and signs in: the session token.
async fn account(channel: Channel, name: &str, bot: bool) -> String {
    sign_up(channel, name, bot).await.1.session_token
}

/// `arbiter bot --session --ladder` for Hnefatafl, random moves, until `games` ended; its
/// output in `dir`.
fn start_bot(server: &ServerProcess, session: &str, games: u32, dir: &Path, name: &str) -> Child {
    let out = File::create(dir.join(format!("{name}.out"))).expect("bot output file");
    let err = File::create(dir.join(format!("{name}.log"))).expect("bot log file");
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["bot", "--addr", &server.endpoint()])
        .arg(format!("--session={session}"))
        .args(["--accept-games", "hnefatafl", "--ladder", "--random"])
        .args(["--max-games", &games.to_string()])
        .env("RUST_LOG", "info")
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .spawn()
        .expect("start arbiter bot --session --ladder")
}

/// Waits for `bot` to stop by itself: its exit and its output.
async fn finished(mut bot: Child, dir: &Path, name: &str) -> String {
    let started = Instant::now();
    let status = loop {
        if let Some(status) = bot.try_wait().expect("the bot's status") {
            break status;
        }
        if started.elapsed() > LIMIT {
            let _ = bot.kill();
            let log = std::fs::read_to_string(dir.join(format!("{name}.log"))).unwrap_or_default();
            panic!("bot {name} did not finish its ladder games: {log}");
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let out = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap_or_default();
    let log = std::fs::read_to_string(dir.join(format!("{name}.log"))).unwrap_or_default();
    assert!(status.success(), "bot {name}: {status}\n{out}\n{log}");
    out
}

/// The Hnefatafl standing of `name` (games ended and rated).
async fn standing(channel: Channel, name: &str) -> Option<Standing> {
    PlayersServiceClient::new(channel)
        .get_player(GetPlayerRequest { name: name.into() })
        .await
        .expect("GetPlayer")
        .into_inner()
        .standings
        .into_iter()
        .find(|s| s.game == "hnefatafl")
}

/// The next game the stream tells started (its snapshot's, or a later one's).
async fn next_game(stream: &mut tonic::Streaming<lobby::WatchPlayerResponse>) -> lobby::PlayerGame {
    loop {
        let message = tokio::time::timeout(LIMIT, stream.message())
            .await
            .expect("a ladder game in time")
            .expect("the stream goes on")
            .expect("a message");
        match message.update {
            Some(Update::Snapshot(snapshot)) => {
                if let Some(game) = snapshot.games.into_iter().next() {
                    return game;
                }
            }
            Some(Update::GameStarted(game)) => return game,
            _ => {}
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ladder_pairs_bots_in_rated_games() {
    let server = ServerProcess::start(&[
        ("ARBITER_COMPUTER_PLAYERS", "false"),
        ("ARBITER_BOT_GAMES", "0"),
        ("ARBITER_LADDER_EVERY_MS", "200"),
        ("ARBITER_LADDER_TIME_CONTROL", "1+1"),
    ])
    .await;
    let dir = tempfile::tempdir().expect("a directory for the bots' output");
    let ada = account(server.channel().await, "Ada-Bot", true).await;
    let bea = account(server.channel().await, "Bea-Bot", true).await;
    let pat = account(server.channel().await, "Pat", false).await;
    let mut lobby_client = LobbyServiceClient::new(server.channel().await);
    // A person's account plays no ladder games; nobody plays the ladder of a game not served.
    let person = lobby_client
        .watch_player(with_session(
            WatchPlayerRequest {
                ladder: vec!["hnefatafl".into()],
                ..Default::default()
            },
            &pat,
        ))
        .await
        .expect_err("a person on the ladder");
    assert_eq!(person.code(), tonic::Code::PermissionDenied);
    assert_eq!(reason(&person).as_deref(), Some("NOT_A_BOT"));
    let unknown = lobby_client
        .watch_player(with_session(
            WatchPlayerRequest {
                ladder: vec!["go".into()],
                ..Default::default()
            },
            &ada,
        ))
        .await
        .expect_err("the ladder of a game not served");
    assert_eq!(unknown.code(), tonic::Code::InvalidArgument);
    assert_eq!(reason(&unknown).as_deref(), Some("UNKNOWN_GAME"));
    // Nobody on the ladder yet: Ada's own stream (without the ladder) tells no game.
    let mut ada_events = lobby_client
        .watch_player(with_session(WatchPlayerRequest::default(), &ada))
        .await
        .expect("Ada's stream")
        .into_inner();

    let ada_bot = start_bot(&server, &ada, 2, dir.path(), "ada");
    let bea_bot = start_bot(&server, &bea, 2, dir.path(), "bea");
    let first = next_game(&mut ada_events).await;
    assert_eq!(first.game, "hnefatafl", "{first:?}");
    assert!(first.rated, "ladder games are rated: {first:?}");
    assert_eq!(first.time_control, "1+1", "{first:?}");
    let mut names: Vec<&str> = first.players.iter().map(|p| p.name.as_str()).collect();
    names.sort_unstable();
    assert_eq!(names, ["Ada-Bot", "Bea-Bot"], "{first:?}");
    // Every ladder game ends: Copenhagen's perpetual repetition rule and a move limit.
    let shown =
        arbiter::games::hnefatafl::pb::hnefatafl_service_client::HnefataflServiceClient::new(
            server.channel().await,
        )
        .get_game(arbiter::games::hnefatafl::pb::GetGameRequest {
            game_id: first.game_id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(shown.rules, ["perpetual-repetition"], "{shown:?}");
    assert_eq!(shown.move_limit, arbiter::lobby::LADDER_MOVE_LIMIT);

    let ada_out = finished(ada_bot, dir.path(), "ada").await;
    let bea_out = finished(bea_bot, dir.path(), "bea").await;
    assert_eq!(ada_out.matches(" over: ").count(), 2, "{ada_out}");
    assert_eq!(bea_out.matches(" over: ").count(), 2, "{bea_out}");

    // Both played the same rated games, one against the other.
    let a = standing(server.channel().await, "Ada-Bot")
        .await
        .expect("Ada rated");
    let b = standing(server.channel().await, "Bea-Bot")
        .await
        .expect("Bea rated");
    assert!(a.games >= 2, "{a:?}");
    assert_eq!(a.games, b.games, "{a:?} {b:?}");
    assert_eq!(
        (a.wins, a.losses, a.draws),
        (b.losses, b.wins, b.draws),
        "{a:?} {b:?}"
    );
    let (ra, rb) = (
        a.rating.expect("Ada's rating").rating,
        b.rating.expect("Bea's rating").rating,
    );
    if a.wins != a.losses {
        assert!(
            (ra - rb).abs() > 1.0,
            "ratings moved with the results: {ra} {rb}"
        );
        assert_eq!(ra > rb, a.wins > a.losses, "the winner gained: {a:?} {b:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_alone_on_the_ladder_plays_a_computer_player() {
    let server = ServerProcess::start(&[
        ("ARBITER_LADDER_EVERY_MS", "200"),
        ("ARBITER_LADDER_TIME_CONTROL", "1+1"),
    ])
    .await;
    let dir = tempfile::tempdir().expect("a directory for the bot's output");
    let cid = account(server.channel().await, "Cid-Bot", true).await;
    let mut events = LobbyServiceClient::new(server.channel().await)
        .watch_player(with_session(WatchPlayerRequest::default(), &cid))
        .await
        .expect("Cid's stream")
        .into_inner();
    let bot = start_bot(&server, &cid, 1, dir.path(), "cid");
    let game = next_game(&mut events).await;
    assert!(game.rated, "{game:?}");
    let names: Vec<&str> = game.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names.len(), 2, "{game:?}");
    assert!(names.contains(&"Cid-Bot"), "{game:?}");
    let opponent = names
        .iter()
        .find(|n| **n != "Cid-Bot")
        .map(|n| (*n).to_owned())
        .expect("an opponent");
    assert!(opponent.starts_with("computer-"), "{game:?}");
    let out = finished(bot, dir.path(), "cid").await;
    assert!(
        out.contains(&format!("game {} over", game.game_id)),
        "{out}"
    );
    let mine = standing(server.channel().await, "Cid-Bot")
        .await
        .expect("Cid rated");
    assert!(mine.games >= 1, "{mine:?}");
    let started = Instant::now();
    let theirs = loop {
        if let Some(s) = standing(server.channel().await, &opponent).await {
            break s;
        }
        assert!(started.elapsed() < LIMIT, "{opponent} never rated");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(
        (mine.wins, mine.losses, mine.draws),
        (theirs.losses, theirs.wins, theirs.draws),
        "{mine:?} {theirs:?}"
    );
}

/// The archived Hnefatafl games of `name`, newest first.
async fn archived(channel: Channel, name: &str) -> Vec<ArchivedGame> {
    PlayersServiceClient::new(channel)
        .list_games(ListGamesRequest {
            player: name.into(),
            page_size: 100,
            game: "hnefatafl".into(),
            ..Default::default()
        })
        .await
        .expect("ListGames")
        .into_inner()
        .games
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_players_meet_on_the_ladder() {
    const COMPUTERS: [&str; 3] = ["computer-easy", "computer-medium", "computer-hard"];
    let server = ServerProcess::start(&[
        ("ARBITER_LADDER_EVERY_MS", "200"),
        ("ARBITER_LADDER_TIME_CONTROL", "1+0"),
        ("ARBITER_LADDER_COMPUTER_GAMES", "1"),
    ])
    .await;
    // No bot on the ladder: the computer players play each other, rated and archived.
    let started = Instant::now();
    let game = 'found: loop {
        for name in COMPUTERS {
            if let Some(game) = archived(server.channel().await, name).await.pop() {
                break 'found game;
            }
        }
        assert!(
            started.elapsed() < LIMIT * 2,
            "no game between computer players"
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
    };
    assert!(game.rated, "{game:?}");
    assert_eq!(game.time_control, "fischer 60000+0 ms", "{game:?}");
    let seats: Vec<&str> = game.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(seats.len(), 2, "{game:?}");
    assert!(
        seats.iter().all(|n| COMPUTERS.contains(n)) && seats[0] != seats[1],
        "two computer players: {game:?}"
    );
    assert!(
        game.seats.iter().all(|s| s.rating_after.is_some()),
        "both rated: {game:?}"
    );
    // Their standings agree: every game rated both sides once.
    let mut standings = Vec::new();
    for name in COMPUTERS {
        standings.extend(standing(server.channel().await, name).await);
    }
    let total = |f: fn(&Standing) -> u64| standings.iter().map(f).sum::<u64>();
    assert!(total(|s| s.games) >= 2, "{standings:?}");
    assert_eq!(total(|s| s.wins), total(|s| s.losses), "{standings:?}");
    // One game between computer players at a time: none started before the last ended.
    let mut games: Vec<ArchivedGame> = Vec::new();
    for name in COMPUTERS {
        for game in archived(server.channel().await, name).await {
            if !games.iter().any(|g| g.game_id == game.game_id) {
                games.push(game);
            }
        }
    }
    games.sort_by_key(|g| g.started_at_ms);
    for pair in games.windows(2) {
        assert!(
            pair[1].started_at_ms >= pair[0].ended_at_ms,
            "two computer games at once: {pair:?}"
        );
    }
}
