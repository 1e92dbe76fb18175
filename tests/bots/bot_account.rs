//! Bot accounts and `arbiter bot --session`, against the real binary: a bot account's
//! sessions last a year and are refused from a browser, and players see it is a bot and,
//! while it runs, online. A player
//! challenges the bot to a game it does not play (declined, reason GAME) and to one it plays
//! (accepted: the lobby starts the game); the bot plays it with its session alone. The bot's
//! process is killed in the middle of the game and started again: it learns its game from
//! its event stream's snapshot and goes on replying; it stops once the game has ended
//! (`--max-games 1`).

use crate::common;

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use arbiter::bot::client::GameClient;
use arbiter::games::hnefatafl::Hnefatafl;
use arbiter::lobby::pb::{
    self as lobby, ChallengeRequest, WatchPlayerRequest, lobby_service_client::LobbyServiceClient,
    watch_player_response::Update,
};
use arbiter::players::service::accounts_pb::{
    SignInRequest, accounts_service_client::AccountsServiceClient,
};
use arbiter::players::service::players_pb::{
    GetPlayerRequest, players_service_client::PlayersServiceClient,
};
use arbiter::rpc::client::Client;
use common::accounts::{sign_up, with_session};
use common::binary::ServerProcess;
use common::computer::Human;
use tonic::transport::Channel;

const LIMIT: Duration = Duration::from_secs(120);

/// Creates the account `name` (a bot's when `bot`), signs in: the session token.
async fn account(channel: Channel, name: &str, bot: bool) -> String {
    let (created, signed_in) = sign_up(channel, name, bot).await;
    assert_eq!(created.bot, bot);
    let now_ms = u64::try_from(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("time")
            .as_millis(),
    )
    .expect("ms");
    let long = signed_in.expires_at_ms > now_ms + 300 * 86_400_000;
    assert_eq!(
        long, bot,
        "a bot's session lasts a year, a person's does not"
    );
    signed_in.session_token
}

/// `arbiter bot` signed in with `session`, accepting one random-playing Hnefatafl game, with
/// `extra` arguments; its output is the caller's to set.
fn bot_command(server: &ServerProcess, session: &str, extra: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    command
        .args(["bot", "--addr", &server.endpoint()])
        .arg(format!("--session={session}"))
        .args([
            "--accept-games",
            "hnefatafl",
            "--random",
            "--max-games",
            "1",
        ])
        .args(extra)
        .env("RUST_LOG", "info")
        .stdin(Stdio::null());
    command
}

fn start_bot(server: &ServerProcess, session: &str) -> Child {
    bot_command(server, session, &[])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start arbiter bot --session")
}

/// The next update of a player's stream.
async fn next(stream: &mut tonic::Streaming<lobby::WatchPlayerResponse>) -> Update {
    tokio::time::timeout(LIMIT, stream.message())
        .await
        .expect("a player event in time")
        .expect("the stream goes on")
        .expect("a message")
        .update
        .expect("an update")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_account_accepts_plays_and_resumes_after_a_restart() {
    let server = ServerProcess::start(&[("ARBITER_BOT_GAMES", "0")]).await;
    let robo = account(server.channel().await, "Robo", true).await;
    let hana = account(server.channel().await, "Hana", false).await;
    // A bot account does not sign in from a browser (a call with `origin`), and players
    // see that it is a bot.
    let mut from_browser = tonic::Request::new(SignInRequest {
        name: "Robo".into(),
        password: common::accounts::PASSWORD.into(),
    });
    from_browser
        .metadata_mut()
        .insert("origin", "http://localhost:8080".parse().expect("metadata"));
    let refused = AccountsServiceClient::new(server.channel().await)
        .sign_in(from_browser)
        .await
        .expect_err("a bot's sign-in from a browser");
    assert_eq!(refused.code(), tonic::Code::PermissionDenied);
    assert_eq!(
        arbiter::bot::client::reason(&refused).as_deref(),
        Some("BOT_ACCOUNT")
    );
    let profile = PlayersServiceClient::new(server.channel().await)
        .get_player(GetPlayerRequest {
            name: "robo".into(),
        })
        .await
        .expect("GetPlayer")
        .into_inner();
    assert!(profile.bot, "{profile:?}");
    assert!(!profile.online, "the bot is not running yet: {profile:?}");
    let mut lobby_client = LobbyServiceClient::new(server.channel().await);
    let mut events = lobby_client
        .watch_player(with_session(WatchPlayerRequest::default(), &hana))
        .await
        .expect("WatchPlayer")
        .into_inner();
    assert!(matches!(next(&mut events).await, Update::Snapshot(_)));
    let mut bot = start_bot(&server, &robo);

    // A game the bot does not play: declined, saying why.
    let declined = lobby_client
        .challenge(with_session(
            ChallengeRequest {
                opponent: "Robo".into(),
                game: "hanniball".into(),
                ..Default::default()
            },
            &hana,
        ))
        .await
        .expect("Challenge")
        .into_inner()
        .challenge
        .expect("challenge");
    assert!(matches!(next(&mut events).await, Update::Challenge(_)));
    match next(&mut events).await {
        Update::ChallengeGone(gone) => {
            assert_eq!(gone.seek_id, declined.seek_id);
            assert_eq!(gone.reason, lobby::RemovedReason::Declined as i32);
            assert_eq!(gone.decline_reason, lobby::DeclineReason::Game as i32);
        }
        other => panic!("expected the decline, got {other:?}"),
    }
    // The running bot follows its stream: players see it online.
    let profile = PlayersServiceClient::new(server.channel().await)
        .get_player(GetPlayerRequest {
            name: "Robo".into(),
        })
        .await
        .expect("GetPlayer")
        .into_inner();
    assert!(profile.online, "{profile:?}");

    // Hnefatafl: accepted; Hana attacks (moves first), the bot defends.
    lobby_client
        .challenge(with_session(
            ChallengeRequest {
                opponent: "robo".into(),
                game: "hnefatafl".into(),
                side: lobby::Side::First as i32,
                ..Default::default()
            },
            &hana,
        ))
        .await
        .expect("Challenge");
    assert!(matches!(next(&mut events).await, Update::Challenge(_)));
    let game_id = match next(&mut events).await {
        Update::ChallengeGone(gone) => {
            assert_eq!(gone.reason, lobby::RemovedReason::Accepted as i32);
            gone.game_id
        }
        other => panic!("expected the acceptance, got {other:?}"),
    };
    match next(&mut events).await {
        Update::GameStarted(game) => {
            assert_eq!(game.game_id, game_id);
            let names: Vec<&str> = game.players.iter().map(|p| p.name.as_str()).collect();
            assert_eq!(names, ["Hana", "Robo"]);
        }
        other => panic!("expected the game, got {other:?}"),
    }
    let client: Client<Hnefatafl> = GameClient::connect(server.channel().await);
    // Hana plays with her session alone too.
    let mut human = Human::new(client, &game_id, &format!("session:{hana}"), 0, 7);
    let after = human.play_turn().await;
    let (replied, _) = human.await_reply(after.version, LIMIT).await;
    assert!(!replied.outcome.is_over(), "{replied:?}");

    // The bot dies; Hana moves; the bot starts again and replies.
    bot.kill().expect("kill the bot");
    bot.wait().expect("the killed bot");
    let after = human.play_turn().await;
    let mut bot = start_bot(&server, &robo);
    let (replied, _) = human.await_reply(after.version, LIMIT).await;
    assert!(replied.version > after.version, "the restarted bot replied");

    // The game ends; the bot (--max-games 1) stops.
    if !replied.outcome.is_over() {
        human
            .client
            .resign(&game_id, &format!("session:{hana}"), "hana-resigns")
            .await
            .expect("Hana resigns");
    }
    let started = Instant::now();
    let status = loop {
        if let Some(status) = bot.try_wait().expect("the bot's status") {
            break status;
        }
        assert!(
            started.elapsed() < LIMIT,
            "the bot did not stop after its game ended"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let output = bot.wait_with_output().expect("the bot's output");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        status.success(),
        "{status}: {stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains(&format!("game {game_id} over")), "{stdout}");
}

/// A bot account counts as present at its games while its event stream is open, wherever it
/// is (it does not watch the game): its human opponent is not told it left. Once its stream
/// is closed (and the lobby's presence has lapsed), the opponent is told and may claim the
/// victory, rated as a win.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_account_is_present_while_its_event_stream_is_open() {
    use arbiter::games::hnefatafl::pb as tafl;
    use tafl::hnefatafl_service_client::HnefataflServiceClient;
    let server = ServerProcess::start(&[
        ("ARBITER_BOT_GAMES", "0"),
        ("ARBITER_GONE_GRACE_SECS", "2"),
        ("ARBITER_CLAIM_WAIT_SECS", "2"),
    ])
    .await;
    let robo = account(server.channel().await, "Robo", true).await;
    let hana = account(server.channel().await, "Hana", false).await;
    let mut lobby_client = LobbyServiceClient::new(server.channel().await);
    let robo_events = lobby_client
        .watch_player(with_session(WatchPlayerRequest::default(), &robo))
        .await
        .expect("the bot's WatchPlayer")
        .into_inner();
    // Hana creates a game with the Defenders' seat open; the bot joins it with its session.
    let mut games = HnefataflServiceClient::new(server.channel().await);
    let created = games
        .new_game(with_session(
            tafl::NewGameRequest {
                open_seats: vec![tafl::Side::Defenders as i32],
                ..Default::default()
            },
            &hana,
        ))
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.as_ref().expect("game").game_id.clone();
    let mut join = with_session(
        tafl::JoinGameRequest {
            game_id: id.clone(),
            ..Default::default()
        },
        &robo,
    );
    join.metadata_mut().insert(
        "authorization",
        format!("Bearer {}", created.invitations[0].code)
            .parse()
            .expect("metadata"),
    );
    games.join_game(join).await.expect("JoinGame");
    // One move each, with their sessions.
    for session in [&hana, &robo] {
        let legal = games
            .legal_actions(tafl::LegalActionsRequest {
                subject: Some(tafl::legal_actions_request::Subject::GameId(id.clone())),
            })
            .await
            .expect("LegalActions")
            .into_inner();
        let first = legal
            .actions
            .first()
            .expect("a legal move")
            .notation
            .clone();
        games
            .apply_action(with_session(
                tafl::ApplyActionRequest {
                    game_id: id.clone(),
                    action: first,
                    ..Default::default()
                },
                session,
            ))
            .await
            .expect("ApplyAction");
    }
    // Hana watches her game; the bot does not, but its event stream is open.
    let mut watch = games
        .watch_game(with_session(
            tafl::WatchGameRequest {
                game_id: id.clone(),
                from_version: None,
                audience: false,
                legal_actions: false,
            },
            &hana,
        ))
        .await
        .expect("WatchGame")
        .into_inner();
    let gone = |message: &tafl::WatchGameResponse| {
        matches!(
            &message.update,
            Some(tafl::watch_game_response::Update::Event(e))
                if matches!(e.change, Some(tafl::game_event::Change::OpponentGone(_)))
        )
    };
    let quiet_until = Instant::now() + Duration::from_secs(8);
    while let Ok(message) = tokio::time::timeout_at(quiet_until.into(), watch.message()).await {
        let message = message.expect("the watch goes on").expect("a message");
        assert!(
            !gone(&message),
            "the bot was told gone while its stream is open"
        );
    }
    // The bot's stream closes: once the lobby's presence has lapsed, Hana is told.
    drop(robo_events);
    let told_by = Instant::now() + LIMIT;
    loop {
        let message = tokio::time::timeout_at(told_by.into(), watch.message())
            .await
            .expect("the bot told gone in time")
            .expect("the watch goes on")
            .expect("a message");
        if gone(&message) {
            break;
        }
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    let won = games
        .claim_victory(with_session(
            tafl::ClaimVictoryRequest {
                game_id: id.clone(),
                draw: false,
                ..Default::default()
            },
            &hana,
        ))
        .await
        .expect("ClaimVictory")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(won.status, tafl::GameStatus::AttackersWon as i32);
    assert_eq!(won.end_reason, tafl::EndReason::OpponentLeft as i32);
}

/// `arbiter bot --session --join-events` joins the arena its stream announces for its game,
/// is paired there like anyone, and plays the game (stopping after it, `--max-games 1`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_account_joins_the_events_of_its_games() {
    use arbiter::games::hnefatafl::pb as tafl;
    use arbiter::lobby::events::pb as tpb;
    use tafl::hnefatafl_service_client::HnefataflServiceClient;
    use tpb::tournament_service_client::TournamentServiceClient;
    let server = ServerProcess::start(&[("ARBITER_BOT_GAMES", "0")]).await;
    let robo = account(server.channel().await, "Robo", true).await;
    let hana = account(server.channel().await, "Hana", false).await;
    let now_ms = i64::try_from(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("time")
            .as_millis(),
    )
    .expect("ms");
    let mut events = TournamentServiceClient::new(server.channel().await);
    let id = events
        .create_tournament(with_session(
            tpb::CreateTournamentRequest {
                name: "Evening arena".into(),
                game: "hnefatafl".into(),
                format: tpb::Format::Arena.into(),
                time_control: "5+0".into(),
                starts_at_ms: now_ms + 4000,
                minutes: 10,
                ..Default::default()
            },
            &hana,
        ))
        .await
        .expect("CreateTournament")
        .into_inner()
        .tournament
        .expect("the event")
        .id;
    let mut bot = bot_command(&server, &robo, &["--join-events"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start arbiter bot --session --join-events");
    events
        .join_tournament(with_session(
            tpb::JoinTournamentRequest {
                id: id.clone(),
                ..Default::default()
            },
            &hana,
        ))
        .await
        .expect("Hana joins");
    // The bot joins on its own, and the arena pairs the two.
    let started = Instant::now();
    let board = loop {
        let view = events
            .get_tournament(tpb::GetTournamentRequest { id: id.clone() })
            .await
            .expect("GetTournament")
            .into_inner()
            .view
            .expect("the view");
        if let Some(p) = view.pairings.iter().find(|p| !p.game_id.is_empty()) {
            assert!(
                view.players.iter().any(|p| p.name == "Robo" && p.bot),
                "{view:?}"
            );
            break p.clone();
        }
        assert!(started.elapsed() < LIMIT, "the bot never joined: {view:?}");
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    assert!([&board.first, &board.second].contains(&&"Robo".to_owned()));
    // The bot plays its moves: Hana waits for one of them, then resigns.
    let mut games = HnefataflServiceClient::new(server.channel().await);
    let hana_first = board.first == "Hana";
    let started = Instant::now();
    loop {
        let game = games
            .get_game(tafl::GetGameRequest {
                game_id: board.game_id.clone(),
            })
            .await
            .map(|r| r.into_inner().game.expect("the game"));
        if let Ok(game) = game {
            let to_move = game.side_to_move;
            let hana_to_move = (to_move == tafl::Side::Attackers as i32) == hana_first;
            if hana_first && hana_to_move && game.version == 1 {
                // Hana moves first: one move, then the bot answers.
                let legal = games
                    .legal_actions(tafl::LegalActionsRequest {
                        subject: Some(tafl::legal_actions_request::Subject::GameId(
                            board.game_id.clone(),
                        )),
                    })
                    .await
                    .expect("LegalActions")
                    .into_inner();
                let action = legal.actions.first().expect("a move").notation.clone();
                games
                    .apply_action(with_session(
                        tafl::ApplyActionRequest {
                            game_id: board.game_id.clone(),
                            action,
                            ..Default::default()
                        },
                        &hana,
                    ))
                    .await
                    .expect("Hana's move");
            } else if hana_to_move && game.version > 1 {
                break;
            }
        }
        assert!(started.elapsed() < LIMIT, "the bot never moved");
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    games
        .resign(with_session(
            tafl::ResignRequest {
                game_id: board.game_id.clone(),
                ..Default::default()
            },
            &hana,
        ))
        .await
        .expect("Hana resigns");
    // The game counts in the event, and the bot stops after its one game.
    let started = Instant::now();
    loop {
        if let Some(status) = bot.try_wait().expect("the bot's status") {
            assert!(status.success(), "the bot ended with {status}");
            break;
        }
        assert!(
            started.elapsed() < LIMIT,
            "the bot did not stop after its game"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let started = Instant::now();
    loop {
        let view = events
            .get_tournament(tpb::GetTournamentRequest { id: id.clone() })
            .await
            .expect("GetTournament")
            .into_inner()
            .view
            .expect("the view");
        let result = view
            .pairings
            .iter()
            .find(|p| p.game_id == board.game_id)
            .map(|p| p.result.clone())
            .unwrap_or_default();
        if !result.is_empty() {
            let won = if hana_first { "0-1" } else { "1-0" };
            assert_eq!(result, won, "the bot won by resignation");
            break;
        }
        assert!(started.elapsed() < LIMIT, "the result was never counted");
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}
