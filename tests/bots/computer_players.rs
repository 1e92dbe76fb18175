//! The service's computer players, against the real binary (its own thinkers, an embedded
//! database): three bot accounts that are listed with their anchored ratings, shown online, cannot be
//! signed in to or taken by a person, and accept every challenge at once — a guest's,
//! unrated; a signed-in player's, rated. The computer's seat is bound to its account and
//! played by the service's thinkers with the seat's token; a rated game rates both the
//! player and the computer player once it ends. A rematch offered to a computer player is
//! taken at once, once however often it is offered, and its game played by the computer.

use crate::common;

use std::time::{Duration, Instant};

use arbiter::bot::client::{BotOpponent, GameClient, reason};
use arbiter::games::hnefatafl::Hnefatafl;
use arbiter::lobby::pb::{
    self as lobby, ChallengeRequest, ListComputersRequest, lobby_service_client::LobbyServiceClient,
};
use arbiter::players::service::accounts_pb::{
    CreateAccountRequest, SignInRequest, accounts_service_client::AccountsServiceClient,
};
use arbiter::players::service::players_pb::{
    GetPlayerRequest, GetPlayerResponse, players_service_client::PlayersServiceClient,
};
use arbiter::rpc::client::Client;
use common::binary::ServerProcess;
use common::computer::Human;
use tonic::transport::Channel;

const LIMIT: Duration = Duration::from_secs(120);
const PASSWORD: &str = "correct horse battery";

fn with_header<T>(message: T, header: &'static str, value: &str) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    request
        .metadata_mut()
        .insert(header, value.parse().expect("metadata"));
    request
}

async fn sign_up(channel: Channel, name: &str) -> String {
    let mut accounts = AccountsServiceClient::new(channel);
    accounts
        .create_account(CreateAccountRequest {
            name: name.into(),
            password: PASSWORD.into(),
            bot: false,
        })
        .await
        .expect("CreateAccount");
    accounts
        .sign_in(SignInRequest {
            name: name.into(),
            password: PASSWORD.into(),
        })
        .await
        .expect("SignIn")
        .into_inner()
        .session_token
}

async fn player(channel: Channel, name: &str) -> GetPlayerResponse {
    PlayersServiceClient::new(channel)
        .get_player(GetPlayerRequest { name: name.into() })
        .await
        .expect("GetPlayer")
        .into_inner()
}

/// The computer players of `game`, once the server has found their accounts.
async fn computers(channel: Channel, game: &str) -> Vec<lobby::Computer> {
    let started = Instant::now();
    loop {
        let listed = LobbyServiceClient::new(channel.clone())
            .list_computers(ListComputersRequest { game: game.into() })
            .await
            .expect("ListComputers")
            .into_inner()
            .computers;
        if !listed.is_empty() {
            return listed;
        }
        assert!(started.elapsed() < LIMIT, "no computer players listed");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The computer players' anchored ratings in Copenhagen Hnefatafl, weakest first.
fn hnefatafl_anchors() -> [u32; 3] {
    arbiter::lobby::computers::ANCHORS
        .iter()
        .find(|(game, _)| *game == "hnefatafl")
        .map(|(_, anchors)| *anchors)
        .expect("Hnefatafl is calibrated")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computer_players_take_challenges_play_and_are_rated() {
    let server = ServerProcess::start(&[]).await;
    let listed = computers(server.channel().await, "hnefatafl").await;
    let names: Vec<&str> = listed.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["computer-easy", "computer-medium", "computer-hard"]);
    let levels: Vec<&str> = listed.iter().map(|c| c.level.as_str()).collect();
    assert_eq!(levels, ["easy", "medium", "hard"]);
    // Their ratings are anchors, by level and game, established (docs/bots.md).
    let anchors = hnefatafl_anchors();
    let ratings: Vec<u32> = listed.iter().map(|c| c.rating).collect();
    assert_eq!(ratings, anchors);
    for computer in &listed {
        assert!(!computer.provisional, "{computer:?}");
        assert!(computer.think_ms > 0 && !computer.description.is_empty());
    }
    let unknown = LobbyServiceClient::new(server.channel().await)
        .list_computers(ListComputersRequest { game: "go".into() })
        .await
        .expect_err("an unknown game");
    assert_eq!(reason(&unknown).as_deref(), Some("UNKNOWN_GAME"));

    // They are bot accounts, shown online while the service runs them.
    let started = Instant::now();
    loop {
        let profile = player(server.channel().await, "Computer-Hard").await;
        assert!(profile.bot, "{profile:?}");
        if profile.online {
            break;
        }
        assert!(started.elapsed() < LIMIT, "computer-hard never online");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // Nobody takes their names or signs in as them.
    let mut accounts = AccountsServiceClient::new(server.channel().await);
    let taken = accounts
        .create_account(CreateAccountRequest {
            name: "Computer-Grandmaster".into(),
            password: PASSWORD.into(),
            bot: true,
        })
        .await
        .expect_err("a name kept for the service");
    assert_eq!(reason(&taken).as_deref(), Some("INVALID_NAME"));
    let refused = accounts
        .sign_in(SignInRequest {
            name: "computer-easy".into(),
            password: PASSWORD.into(),
        })
        .await
        .expect_err("no password opens a computer player");
    assert_eq!(reason(&refused).as_deref(), Some("BAD_CREDENTIALS"));

    // A guest plays the computer, unrated: accepted at once, and the computer (attacking,
    // so first) moves.
    let guest = "guest-key-of-a-computer-test";
    let mut lobby_client = LobbyServiceClient::new(server.channel().await);
    let rated_guest = lobby_client
        .challenge(with_header(
            ChallengeRequest {
                opponent: "computer-medium".into(),
                game: "hnefatafl".into(),
                time_control: "5+3".into(),
                rated: true,
                ..Default::default()
            },
            "x-guest-key",
            guest,
        ))
        .await
        .expect_err("a guest's rated game");
    assert_eq!(reason(&rated_guest).as_deref(), Some("NOT_SIGNED_IN"));
    let answer = lobby_client
        .challenge(with_header(
            ChallengeRequest {
                opponent: "computer-medium".into(),
                game: "hnefatafl".into(),
                side: lobby::Side::Second as i32,
                ..Default::default()
            },
            "x-guest-key",
            guest,
        ))
        .await
        .expect("a guest challenges the computer")
        .into_inner();
    assert!(!answer.game_id.is_empty(), "accepted at once: {answer:?}");
    assert_eq!(answer.side, lobby::Side::Second as i32);
    let client: Client<Hnefatafl> = GameClient::connect(server.channel().await);
    let mut human = Human::new(client, &answer.game_id, &answer.seat_token, 1, 3);
    let (first, _) = human.await_reply(0, LIMIT).await;
    assert!(first.version > 1, "the computer moved first: {first:?}");
    let after = human.play_turn().await;
    let (replied, _) = human.await_reply(after.version, LIMIT).await;
    assert!(replied.version > after.version, "the computer replied");
    human
        .client
        .resign(&answer.game_id, &answer.seat_token, "guest-resigns")
        .await
        .expect("the guest resigns");

    // A signed-in player's rated game: the computer's account is rated with hers.
    let hana = sign_up(server.channel().await, "Hana").await;
    let answer = hana_challenges_computer_easy(&mut lobby_client, &hana).await;
    assert!(!answer.game_id.is_empty(), "{answer:?}");
    let client: Client<Hnefatafl> = GameClient::connect(server.channel().await);
    let mut human = Human::new(client, &answer.game_id, &format!("session:{hana}"), 0, 5);
    let after = human.play_turn().await;
    let (replied, _) = human.await_reply(after.version, LIMIT).await;
    assert!(replied.version > after.version, "the computer replied");
    human
        .client
        .resign(&answer.game_id, &format!("session:{hana}"), "hana-resigns")
        .await
        .expect("Hana resigns");
    let started = Instant::now();
    let standing = loop {
        let profile = player(server.channel().await, "computer-easy").await;
        if let Some(standing) = profile
            .standings
            .iter()
            .find(|s| s.game == "hnefatafl" && s.pool.is_empty() && s.games > 0)
        {
            break standing.clone();
        }
        assert!(started.elapsed() < LIMIT, "computer-easy never rated");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!((standing.games, standing.wins), (1, 1), "{standing:?}");
    // The win is counted; the anchor does not move.
    let rating = standing.rating.expect("a rating").rating;
    assert!((rating - 1000.0).abs() < 1e-9, "{standing:?}");
    let hers = player(server.channel().await, "Hana").await;
    let mine = hers
        .standings
        .iter()
        .find(|s| s.game == "hnefatafl" && s.pool.is_empty())
        .expect("Hana rated");
    assert_eq!((mine.games, mine.losses), (1, 1), "{mine:?}");
    let hers_now = mine.rating.as_ref().expect("her rating").rating;
    assert!(hers_now < 1500.0, "she lost: {mine:?}");
    // The list still shows the anchors.
    let listed = computers(server.channel().await, "hnefatafl").await;
    let ratings: Vec<u32> = listed.iter().map(|c| c.rating).collect();
    assert_eq!(ratings, anchors, "{listed:?}");
}

/// The next game `stream` tells started whose id is `game_id` (in its snapshot, or later).
async fn told_started(
    stream: &mut tonic::Streaming<lobby::WatchPlayerResponse>,
    game_id: &str,
) -> lobby::PlayerGame {
    use lobby::watch_player_response::Update;
    loop {
        let message = tokio::time::timeout(LIMIT, stream.message())
            .await
            .expect("the new game told in time")
            .expect("the stream goes on")
            .expect("a message");
        let games = match message.update {
            Some(Update::Snapshot(snapshot)) => snapshot.games,
            Some(Update::GameStarted(game)) => vec![game],
            _ => Vec::new(),
        };
        if let Some(game) = games.into_iter().find(|g| g.game_id == game_id) {
            return game;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_player_takes_a_rematch_at_once() {
    let server = ServerProcess::start(&[]).await;
    computers(server.channel().await, "hnefatafl").await;
    let hana = sign_up(server.channel().await, "Hana").await;
    let mut lobby_client = LobbyServiceClient::new(server.channel().await);
    let answer = hana_challenges_computer_easy(&mut lobby_client, &hana).await;
    let old = answer.game_id.clone();
    let offer = || {
        let mut request = with_header(
            lobby::OfferRematchRequest {
                game: "hnefatafl".into(),
                game_id: old.clone(),
            },
            "x-player-session",
            &hana,
        );
        request.metadata_mut().insert(
            "authorization",
            format!("Bearer {}", answer.seat_token)
                .parse()
                .expect("metadata"),
        );
        request
    };
    let client: Client<Hnefatafl> = GameClient::connect(server.channel().await);
    let session = format!("session:{hana}");
    let mut human = Human::new(client, &old, &session, 0, 5);
    let after = human.play_turn().await;
    human.await_reply(after.version, LIMIT).await;
    let early = lobby_client
        .offer_rematch(offer())
        .await
        .expect_err("a rematch of a game going on");
    assert_eq!(reason(&early).as_deref(), Some("GAME_NOT_OVER"));
    human
        .client
        .resign(&old, &session, "hana-resigns")
        .await
        .expect("Hana resigns");
    let mut events = lobby_client
        .watch_player(with_header(
            lobby::WatchPlayerRequest::default(),
            "x-player-session",
            &hana,
        ))
        .await
        .expect("Hana's stream")
        .into_inner();

    // The computer takes the offer at once: the answer names the new game.
    let first = lobby_client
        .offer_rematch(offer())
        .await
        .expect("Hana offers a rematch")
        .into_inner();
    assert!(!first.game_id.is_empty(), "accepted at once: {first:?}");
    assert_ne!(first.game_id, old);
    assert_eq!(first.side, lobby::Side::Second as i32, "the sides swapped");
    // The same offer again starts no other game.
    let again = lobby_client
        .offer_rematch(offer())
        .await
        .expect("Hana offers again")
        .into_inner();
    assert_eq!(again.game_id, first.game_id, "{again:?} {first:?}");
    assert_eq!(again.side, first.side);

    // Her stream tells it as any rematch: the same clock, rated, the computer now first.
    let game = told_started(&mut events, &first.game_id).await;
    assert!(game.rated, "{game:?}");
    assert_eq!(game.time_control, "5+3", "{game:?}");
    let names: Vec<&str> = game.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["computer-easy", "Hana"], "{game:?}");
    assert_eq!(game.side, lobby::Side::Second as i32);

    // The computer's new seat is played by its queue: it moves first, and replies.
    let client: Client<Hnefatafl> = GameClient::connect(server.channel().await);
    let mut human = Human::new(client, &first.game_id, &session, 1, 7);
    let (moved, _) = human.await_reply(0, LIMIT).await;
    assert!(moved.version > 1, "the computer moved first: {moved:?}");
    let after = human.play_turn().await;
    let (replied, _) = human.await_reply(after.version, LIMIT).await;
    assert!(
        replied.outcome.is_over() || replied.version > after.version,
        "the computer replied: {replied:?}"
    );
}

/// The computer opponent of NewGame's `bot` field is no account and takes no offer: a
/// rematch of its game is refused at once, saying so, instead of waiting for nobody.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn newgames_computer_refuses_a_rematch_at_once() {
    let server = ServerProcess::start(&[]).await;
    let mut client: Client<Hnefatafl> = GameClient::connect(server.channel().await);
    let bot = BotOpponent {
        seat: 1,
        budget_ms: 20,
        iterations: 0,
    };
    let created = GameClient::new_game(&mut client, None, Some(bot))
        .await
        .expect("NewGame with a computer");
    let game_id = created.game_id.clone();
    let token = created.tokens[0].clone();
    client
        .resign(&game_id, &token, "guest-resigns")
        .await
        .expect("the guest resigns");
    let mut lobby_client = LobbyServiceClient::new(server.channel().await);
    let offer = || {
        let mut request = tonic::Request::new(lobby::OfferRematchRequest {
            game: "hnefatafl".into(),
            game_id: game_id.clone(),
        });
        request.metadata_mut().insert(
            "authorization",
            format!("Bearer {token}").parse().expect("metadata"),
        );
        request
    };
    let refused = lobby_client
        .offer_rematch(offer())
        .await
        .expect_err("no rematch with NewGame's computer");
    assert_eq!(
        refused.code(),
        tonic::Code::FailedPrecondition,
        "{refused:?}"
    );
    assert_eq!(reason(&refused).as_deref(), Some("COMPUTER_NO_REMATCH"));
    assert!(refused.message().contains("ListComputers"), "{refused:?}");
    // Asked again, the same answer (no offer was left waiting).
    let again = lobby_client
        .offer_rematch(offer())
        .await
        .expect_err("no rematch with NewGame's computer");
    assert_eq!(reason(&again).as_deref(), Some("COMPUTER_NO_REMATCH"));
}

/// Hana's rated `5+3` Hnefatafl challenge to `computer-easy`, moving first (taken at once).
async fn hana_challenges_computer_easy(
    lobby_client: &mut LobbyServiceClient<Channel>,
    hana: &str,
) -> lobby::ChallengeResponse {
    lobby_client
        .challenge(with_header(
            ChallengeRequest {
                opponent: "computer-easy".into(),
                game: "hnefatafl".into(),
                time_control: "5+3".into(),
                rated: true,
                side: lobby::Side::First as i32,
                ..Default::default()
            },
            "x-player-session",
            hana,
        ))
        .await
        .expect("Hana challenges the computer")
        .into_inner()
}
