//! Berserk in an arena (tournament.v1 Berserk): the berserker's clock is cut to half its base
//! time and gains no increment, the game and the event show it, and it is refused where it
//! does not belong: twice, after the berserker's first move, in an event without berserk, by
//! a player without a game, and in an event that is not an arena.

use crate::common;

use std::time::{Duration, Instant};

use arbiter::games::hnefatafl::pb as hpb;
use arbiter::lobby::events::pb as tpb;
use arbiter::lobby::{LobbyBackend, MemoryLobby};
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::server::ServeOptions;
use arbiter::store::MemoryStore;
use common::TestServer;
use common::accounts::{sign_up, with_session};
use tonic::Code;
use tonic::transport::Channel;
use tpb::tournament_service_client::TournamentServiceClient;

type Hnefatafl = hpb::hnefatafl_service_client::HnefataflServiceClient<Channel>;
type Tournaments = TournamentServiceClient<Channel>;

fn in_ms(ms: u64) -> i64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_millis();
    i64::try_from(now).expect("now") + i64::try_from(ms).expect("ms")
}

fn reason(status: &tonic::Status) -> Option<String> {
    arbiter::bot::client::reason(status)
}

async fn game(h: &mut Hnefatafl, id: &str) -> hpb::Game {
    h.get_game(hpb::GetGameRequest {
        game_id: id.to_owned(),
    })
    .await
    .expect("GetGame")
    .into_inner()
    .game
    .expect("the game")
}

fn left(game: &hpb::Game, side: hpb::Side) -> u64 {
    game.clock
        .as_ref()
        .expect("a clock")
        .sides
        .iter()
        .find(|s| s.side == side as i32)
        .expect("the side's clock")
        .remaining_ms
}

/// Plays the first legal move of game `id` for the player of `session`.
async fn one_move(h: &mut Hnefatafl, id: &str, session: &str) {
    let legal = h
        .legal_actions(hpb::LegalActionsRequest {
            subject: Some(hpb::legal_actions_request::Subject::GameId(id.to_owned())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    let action = legal
        .actions
        .first()
        .expect("a legal move")
        .notation
        .clone();
    h.apply_action(with_session(
        hpb::ApplyActionRequest {
            game_id: id.to_owned(),
            action,
            expected_version: legal.game.map(|g| g.version),
            ..Default::default()
        },
        session,
    ))
    .await
    .expect("ApplyAction");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn berserk_cuts_the_clock_and_is_refused_where_it_does_not_belong() {
    let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
    let players = common::players_of(db);
    let server = TestServer::start_with(
        MemoryStore::default(),
        ServeOptions {
            players: Some(players),
            lobby: Some(LobbyBackend::Memory(MemoryLobby::new())),
            tournaments: common::fast_tournaments(Duration::from_secs(3600), false),
            ..common::fast_health()
        },
    )
    .await;
    let (_, ann) = sign_up(server.channel().await, "Ann", false).await;
    let (_, bob) = sign_up(server.channel().await, "Bob", false).await;
    let (_, cid) = sign_up(server.channel().await, "Cid", false).await;
    let mut tournaments = Tournaments::new(server.channel().await);
    let mut h = Hnefatafl::new(server.channel().await);
    let arena = |berserk: bool| tpb::CreateTournamentRequest {
        name: "Berserk".into(),
        game: "hnefatafl".into(),
        format: tpb::Format::Arena.into(),
        time_control: "3+2".into(),
        starts_at_ms: in_ms(1500),
        minutes: 30,
        berserk,
        ..Default::default()
    };

    // Only an arena offers berserk.
    let swiss = tournaments
        .create_tournament(with_session(
            tpb::CreateTournamentRequest {
                format: tpb::Format::Swiss.into(),
                rounds: 3,
                ..arena(true)
            },
            &ann.session_token,
        ))
        .await
        .expect_err("berserk in a Swiss event");
    assert_eq!(swiss.code(), Code::InvalidArgument);
    assert_eq!(reason(&swiss).as_deref(), Some("INVALID_TOURNAMENT"));

    let with = tournaments
        .create_tournament(with_session(arena(true), &ann.session_token))
        .await
        .expect("an arena with berserk")
        .into_inner()
        .tournament
        .expect("the event");
    assert!(with.berserk);
    let without = tournaments
        .create_tournament(with_session(arena(false), &ann.session_token))
        .await
        .expect("an arena without")
        .into_inner()
        .tournament
        .expect("the event");
    for (event, session) in [
        (&with.id, &ann.session_token),
        (&with.id, &bob.session_token),
        (&without.id, &ann.session_token),
        (&without.id, &bob.session_token),
    ] {
        tournaments
            .join_tournament(with_session(
                tpb::JoinTournamentRequest {
                    id: event.clone(),
                    ..Default::default()
                },
                session,
            ))
            .await
            .expect("JoinTournament");
    }
    // Both arenas start and pair Ann and Bob.
    let pairing = |id: String| {
        let mut tournaments = tournaments.clone();
        async move {
            let started = Instant::now();
            loop {
                let view = tournaments
                    .get_tournament(tpb::GetTournamentRequest { id: id.clone() })
                    .await
                    .expect("GetTournament")
                    .into_inner()
                    .view
                    .expect("the view");
                if let Some(p) = view.pairings.iter().find(|p| !p.game_id.is_empty()) {
                    return p.clone();
                }
                assert!(started.elapsed() < Duration::from_secs(120), "never paired");
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    };
    let board = pairing(with.id.clone()).await;
    let other = pairing(without.id.clone()).await;
    let session_of = |name: &str| {
        if name == "Ann" {
            ann.session_token.clone()
        } else {
            bob.session_token.clone()
        }
    };
    let (first, second) = (session_of(&board.first), session_of(&board.second));

    // Not in an arena without berserk; not for a player without a game in the event.
    let berserk = |id: &str, session: &str, request_id: &str| {
        let mut tournaments = tournaments.clone();
        let request = with_session(
            tpb::BerserkRequest {
                id: id.to_owned(),
                request_id: request_id.to_owned(),
            },
            session,
        );
        async move { tournaments.berserk(request).await }
    };
    let refused = berserk(&without.id, &session_of(&other.first), "")
        .await
        .expect_err("berserk where the event has none");
    assert_eq!(refused.code(), Code::FailedPrecondition);
    assert_eq!(reason(&refused).as_deref(), Some("BERSERK_NOT_ALLOWED"));
    let stranger = berserk(&with.id, &cid.session_token, "")
        .await
        .expect_err("berserk without a game");
    assert_eq!(reason(&stranger).as_deref(), Some("NOT_IN_TOURNAMENT"));

    // The first side berserks before its first move: 3 minutes become 1.5, and it says so.
    let request_id = "3f1c2a9e-7b4d-4e51-9a0c-2d6b8e4f7a11";
    let done = berserk(&with.id, &first, request_id)
        .await
        .expect("Berserk")
        .into_inner();
    assert_eq!(done.game_id, board.game_id);
    assert_eq!(done.remaining_ms, 90_000);
    // A retry with the same request id is answered as the first.
    let again = berserk(&with.id, &first, request_id)
        .await
        .expect("the retried Berserk")
        .into_inner();
    assert_eq!(again, done);
    let shown = game(&mut h, &board.game_id).await;
    assert_eq!(shown.berserked, [hpb::Side::Attackers as i32]);
    assert_eq!(left(&shown, hpb::Side::Attackers), 90_000);
    assert_eq!(left(&shown, hpb::Side::Defenders), 180_000);
    let twice = berserk(&with.id, &first, "")
        .await
        .expect_err("berserk twice");
    assert_eq!(reason(&twice).as_deref(), Some("BERSERK_NOT_ALLOWED"));
    // The event's board shows it.
    let view = tournaments
        .clone()
        .get_tournament(tpb::GetTournamentRequest {
            id: with.id.clone(),
        })
        .await
        .expect("GetTournament")
        .into_inner()
        .view
        .expect("the view");
    let shown_board = view
        .pairings
        .iter()
        .find(|p| p.game_id == board.game_id)
        .expect("the board");
    assert!(shown_board.first_berserk && !shown_board.second_berserk);

    // The berserker's move gains no increment; the other side's does.
    one_move(&mut h, &board.game_id, &first).await;
    let after_first = game(&mut h, &board.game_id).await;
    assert!(
        left(&after_first, hpb::Side::Attackers) <= 90_000,
        "no increment: {}",
        left(&after_first, hpb::Side::Attackers)
    );
    one_move(&mut h, &board.game_id, &second).await;
    let after_second = game(&mut h, &board.game_id).await;
    let defenders = left(&after_second, hpb::Side::Defenders);
    assert!(
        defenders > 180_000,
        "the increment of the side that did not berserk: {defenders}"
    );
    // After its first move, the second side may no longer berserk.
    let late = berserk(&with.id, &second, "")
        .await
        .expect_err("berserk after one's first move");
    assert_eq!(reason(&late).as_deref(), Some("BERSERK_NOT_ALLOWED"));
    assert_eq!(
        game(&mut h, &board.game_id).await.berserked,
        [hpb::Side::Attackers as i32]
    );
}
