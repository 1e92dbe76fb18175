//! Takebacks over gRPC (docs/real-play.md, "Takebacks"): proposed, declined and accepted
//! (on the proposer's own turn two turns go, on the opponent's turn one), cleared by any
//! action, refused in rated games unless their players agreed when the game was made,
//! accepted at once by the service's computer, seen by watchers on another replica, atomic with the game's version (a move and an accept racing:
//! exactly one wins), and the archived record without the moves taken back. Hanniball in
//! full, on both stores and across two replicas over one Redis; Copenhagen Hnefatafl, Chess
//! Football (a placement taken back like any turn) and tic-tac-toe through the same calls.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use arbiter::bot::pool::{self, PoolOptions};
use arbiter::games::hanniball::Hanniball;
use arbiter::games::hanniball::pb::{
    self, AnswerTakebackRequest, ApplyActionRequest, GameStatus, LegalActionsRequest,
    ProposeTakebackRequest, Side, game_event, legal_actions_request,
};
use arbiter::players::Players;
use arbiter::players::archive;
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::ruleset::Ruleset;
use arbiter::server::ServeOptions;
use arbiter::session::clock::ManualClock;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{Backend, RedisServer, TestServer, authed, eventually, expect_error};
use tonic::Code;

use super::realplay::{
    Client, fischer, get, id_of, new_game, next_event, options, replicas, watch,
};

const T0: u64 = 1_700_000_000_000;
const LIMIT: Duration = Duration::from_secs(60);

/// A manual clock, no abandonment and untimed first moves within a test.
fn takeback_options(clock: &ManualClock) -> ServeOptions {
    let mut options = options(clock, Duration::from_secs(3600));
    options.play.first_move = Some(Duration::from_secs(3600));
    options
}

async fn server(backend: Backend, options: ServeOptions) -> (TestServer, Option<RedisServer>) {
    super::realplay::server(backend, options).await
}

/// `message` for a seat: its token, and the player's session when the seat is bound.
pub(crate) fn as_seat<T>(message: T, token: &str, session: Option<&str>) -> tonic::Request<T> {
    let mut request = authed(message, token);
    if let Some(session) = session {
        request
            .metadata_mut()
            .insert("x-player-session", session.parse().expect("metadata value"));
    }
    request
}

async fn propose(
    client: &mut Client,
    id: &str,
    token: &str,
) -> Result<tonic::Response<pb::ProposeTakebackResponse>, tonic::Status> {
    propose_as(client, id, token, None, None).await
}

async fn propose_as(
    client: &mut Client,
    id: &str,
    token: &str,
    session: Option<&str>,
    expected_version: Option<u64>,
) -> Result<tonic::Response<pb::ProposeTakebackResponse>, tonic::Status> {
    client
        .propose_takeback(as_seat(
            ProposeTakebackRequest {
                game_id: id.to_owned(),
                expected_version,
                ..Default::default()
            },
            token,
            session,
        ))
        .await
}

async fn answer(
    client: &mut Client,
    id: &str,
    token: &str,
    accept: bool,
) -> Result<tonic::Response<pb::AnswerTakebackResponse>, tonic::Status> {
    answer_as(client, id, token, None, accept, None).await
}

async fn answer_as(
    client: &mut Client,
    id: &str,
    token: &str,
    session: Option<&str>,
    accept: bool,
    expected_version: Option<u64>,
) -> Result<tonic::Response<pb::AnswerTakebackResponse>, tonic::Status> {
    client
        .answer_takeback(as_seat(
            AnswerTakebackRequest {
                game_id: id.to_owned(),
                accept,
                expected_version,
                ..Default::default()
            },
            token,
            session,
        ))
        .await
}

fn proposed(response: tonic::Response<pb::ProposeTakebackResponse>) -> pb::Game {
    response.into_inner().game.expect("game")
}

fn answered(response: tonic::Response<pb::AnswerTakebackResponse>) -> pb::Game {
    response.into_inner().game.expect("game")
}

/// The next step of the side to move: `end` once a step was taken, else the first step that
/// does not end the game.
async fn next_step(client: &mut Client, id: &str) -> String {
    let legal = client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(id.to_owned())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    let taken = legal.game.as_ref().map_or(0, |g| g.steps_taken);
    legal
        .actions
        .iter()
        .find(|a| taken > 0 && a.notation == "end")
        .or_else(|| {
            legal
                .actions
                .iter()
                .find(|a| a.notation != "end" && !a.ends_game)
        })
        .expect("a legal step")
        .notation
        .clone()
}

async fn step_as(
    client: &mut Client,
    id: &str,
    token: &str,
    session: Option<&str>,
    action: &str,
    expected_version: Option<u64>,
) -> Result<pb::Game, tonic::Status> {
    client
        .apply_action(as_seat(
            ApplyActionRequest {
                game_id: id.to_owned(),
                action: action.to_owned(),
                expected_version,
                ..Default::default()
            },
            token,
            session,
        ))
        .await
        .map(|r| r.into_inner().game.expect("game"))
}

/// Plays a whole turn for the side to move (holding `token`, bound to `session` if any).
pub(crate) async fn turn(
    client: &mut Client,
    id: &str,
    token: &str,
    session: Option<&str>,
) -> pb::Game {
    let mover = get(client, id).await.side_to_move;
    loop {
        let action = next_step(client, id).await;
        let game = step_as(client, id, token, session, &action, None)
            .await
            .expect("ApplyAction");
        if game.side_to_move != mover || game.status != GameStatus::Ongoing as i32 {
            return game;
        }
    }
}

async fn history(client: &mut Client, id: &str) -> pb::GetHistoryResponse {
    client
        .get_history(pb::GetHistoryRequest {
            game_id: id.to_owned(),
        })
        .await
        .expect("GetHistory")
        .into_inner()
}

/// The actions of a Hanniball record, replayed through the rules.
fn recorded_actions(record: &str) -> Vec<String> {
    let (game, _) = Hanniball::read_record(record).expect("the record replays");
    Hanniball::history(&game)
        .map(|(_, actions)| actions.iter().map(Hanniball::format_action).collect())
        .unwrap_or_default()
}

fn clock_of(game: &pb::Game, side: Side) -> u64 {
    game.clock
        .as_ref()
        .expect("a clock")
        .sides
        .iter()
        .find(|c| c.side == side as i32)
        .expect("the side's clock")
        .remaining_ms
}

// ---------------------------------------------------------------------------------------------
// Proposed, declined, accepted.

async fn a_takeback_is_declined_then_accepted(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, takeback_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[], Some(fischer(180_000, 2_000))).await;
    let id = id_of(&created);
    let start = created.game.as_ref().expect("game").clone();
    assert!(start.takebacks_allowed, "a casual game allows takebacks");
    let (white, black) = (&created.white_token, &created.black_token);
    // Nothing of White's to take back before White moved.
    expect_error(
        propose(&mut client, &id, white).await,
        Code::FailedPrecondition,
        "NOTHING_TO_TAKE_BACK",
    );
    turn(&mut client, &id, white, None).await;
    clock.advance(5_000);
    let before = turn(&mut client, &id, black, None).await;
    let long = history(&mut client, &id).await;
    let mut watcher = watch(&mut client, &id).await;

    // White, to move, proposes: both last turns would go.
    let pending = proposed(
        propose(&mut client, &id, white)
            .await
            .expect("White proposes"),
    );
    assert_eq!(pending.version, before.version + 1);
    assert_eq!(pending.takeback_proposed_by, Side::White as i32);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "propose-takeback");
    assert_eq!(
        event.change,
        Some(game_event::Change::TakebackProposed(pb::SeatEvent {
            side: Side::White as i32
        }))
    );
    expect_error(
        propose(&mut client, &id, black).await,
        Code::FailedPrecondition,
        "TAKEBACK_ALREADY_PROPOSED",
    );
    expect_error(
        answer(&mut client, &id, white, true).await,
        Code::FailedPrecondition,
        "NO_TAKEBACK",
    );
    // Black declines: nothing changes but the proposal.
    let declined = answered(
        answer(&mut client, &id, black, false)
            .await
            .expect("decline"),
    );
    assert_eq!(declined.takeback_proposed_by, 0);
    assert_eq!(declined.position, before.position);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "decline-takeback");
    assert_eq!(
        event.change,
        Some(game_event::Change::TakebackDeclined(pb::SeatEvent {
            side: Side::Black as i32
        }))
    );
    expect_error(
        answer(&mut client, &id, black, true).await,
        Code::FailedPrecondition,
        "NO_TAKEBACK",
    );

    // Proposed again and accepted 3 s into White's turn: back to the start, White to move.
    proposed(
        propose(&mut client, &id, white)
            .await
            .expect("White proposes again"),
    );
    next_event(&mut watcher).await;
    clock.advance(3_000);
    let back = answered(answer(&mut client, &id, black, true).await.expect("accept"));
    assert_eq!(back.position, start.position);
    assert_eq!(back.side_to_move, Side::White as i32);
    assert_eq!(back.takeback_proposed_by, 0);
    assert_eq!(back.status, GameStatus::Ongoing as i32);
    // The time used is not given back: White's 3 s are charged (no increment), Black keeps
    // its clock; White's clock runs from the takeback.
    assert_eq!(clock_of(&back, Side::White), 182_000 - 3_000);
    assert_eq!(clock_of(&back, Side::Black), 180_000 - 5_000 + 2_000);
    let shown = back.clock.as_ref().expect("clock");
    assert_eq!(shown.running, Side::White as i32);
    assert_eq!(shown.turn_started_ms, T0 + 8_000);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "accept-takeback");
    assert_eq!(
        event.change,
        Some(game_event::Change::TakebackAccepted(pb::SeatEvent {
            side: Side::Black as i32
        }))
    );
    let seen = event.game.expect("the event's game");
    assert_eq!(seen.position, start.position);
    assert_eq!(seen.version, back.version);
    // The history is as short as a fresh game's.
    let short = history(&mut client, &id).await;
    assert!(short.turns.len() < long.turns.len());
    assert!(
        recorded_actions(&short.record).is_empty(),
        "{}",
        short.record
    );
    assert_eq!(get(&mut client, &id).await.version, back.version);

    // Proposed on the opponent's turn: only the proposer's last turn goes.
    turn(&mut client, &id, white, None).await;
    proposed(
        propose(&mut client, &id, white)
            .await
            .expect("White proposes on Black's turn"),
    );
    let again = answered(answer(&mut client, &id, black, true).await.expect("accept"));
    assert_eq!(again.position, start.position);
    assert_eq!(again.side_to_move, Side::White as i32);
    // Black has nothing to take back yet.
    expect_error(
        propose(&mut client, &id, black).await,
        Code::FailedPrecondition,
        "NOTHING_TO_TAKE_BACK",
    );
    // A spectator cannot propose.
    expect_error(
        propose(&mut client, &id, "AAAAAAAAAAAAAAAAAAAAAA").await,
        Code::PermissionDenied,
        "WRONG_SEAT",
    );
}

async fn any_action_clears_a_proposal(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, takeback_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[], None).await;
    let id = id_of(&created);
    let (white, black) = (&created.white_token, &created.black_token);
    turn(&mut client, &id, white, None).await;
    // White proposes on Black's turn; Black plays on instead.
    proposed(propose(&mut client, &id, white).await.expect("propose"));
    let step = next_step(&mut client, &id).await;
    let moved = step_as(&mut client, &id, black, None, &step, None)
        .await
        .expect("Black steps");
    assert_eq!(moved.takeback_proposed_by, 0, "Black's step clears it");
    expect_error(
        answer(&mut client, &id, black, true).await,
        Code::FailedPrecondition,
        "NO_TAKEBACK",
    );
    turn(&mut client, &id, black, None).await;
    // Black proposes on White's turn; the proposer's own step... is not possible on White's
    // turn, so White's step clears it; then White proposes on its own turn and steps itself.
    proposed(
        propose(&mut client, &id, black)
            .await
            .expect("Black proposes"),
    );
    let step = next_step(&mut client, &id).await;
    let moved = step_as(&mut client, &id, white, None, &step, None)
        .await
        .expect("White steps");
    assert_eq!(moved.takeback_proposed_by, 0);
    proposed(
        propose(&mut client, &id, white)
            .await
            .expect("White proposes"),
    );
    let step = next_step(&mut client, &id).await;
    let moved = step_as(&mut client, &id, white, None, &step, None)
        .await
        .expect("White steps on");
    assert_eq!(
        moved.takeback_proposed_by, 0,
        "the proposer's own step clears it too"
    );
    expect_error(
        answer(&mut client, &id, black, true).await,
        Code::FailedPrecondition,
        "NO_TAKEBACK",
    );
    // A proposal pending when the game ends goes with it.
    proposed(
        propose(&mut client, &id, black)
            .await
            .expect("Black proposes"),
    );
    let resigned = client
        .resign(authed(
            pb::ResignRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            black,
        ))
        .await
        .expect("Resign")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(resigned.takeback_proposed_by, 0);
    assert!(!resigned.takebacks_allowed);
    expect_error(
        answer(&mut client, &id, white, true).await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );
}

// ---------------------------------------------------------------------------------------------
// The service's computer accepts at once.

async fn the_computer_accepts_at_once(backend: Backend) {
    match backend {
        Backend::Memory => against_the_computer(MemoryStore::default()).await,
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            against_the_computer(store).await;
        }
    }
}

/// A game against the computer, whose moves a pool worker over `store` makes.
async fn against_the_computer<S>(store: S)
where
    S: arbiter::store::GameStore + arbiter::store::BotQueue + Clone,
{
    let clock = ManualClock::new(T0);
    let server = TestServer::start_with(store.clone(), takeback_options(&clock)).await;
    let pool_options = PoolOptions::new(vec![server.endpoint()], Duration::from_secs(2), 1);
    let worker = tokio::spawn(pool::work(
        store,
        pool_options,
        arbiter::games::bots::pool_games(),
        std::future::pending(),
    ));
    let mut client = server.client().await;
    let created = client
        .new_game(pb::NewGameRequest {
            bot: Some(pb::BotOpponent {
                side: Side::Black as i32,
                budget_ms: 0,
                iterations: 20,
            }),
            ..Default::default()
        })
        .await
        .expect("NewGame against the computer")
        .into_inner();
    let id = id_of(&created);
    let start = created.game.as_ref().expect("game").position.clone();
    let (shared, waited) = (client.clone(), id.clone());
    let computer_moved = |after: u64| {
        let reader = shared.clone();
        let id = waited.clone();
        eventually(LIMIT, "the computer moved", move || {
            let mut reader = reader.clone();
            let id = id.clone();
            async move {
                let game = get(&mut reader, &id).await;
                game.side_to_move == Side::White as i32 && game.version > after
            }
        })
    };
    let mine = turn(&mut client, &id, &created.white_token, None).await;
    computer_moved(mine.version).await;
    let mut watcher = watch(&mut client, &id).await;
    let back = proposed(
        propose(&mut client, &id, &created.white_token)
            .await
            .expect("White proposes"),
    );
    assert_eq!(back.position, start, "both turns taken back at once");
    assert_eq!(back.side_to_move, Side::White as i32);
    assert_eq!(back.takeback_proposed_by, 0);
    let event = next_event(&mut watcher).await;
    assert_eq!(
        event.change,
        Some(game_event::Change::TakebackAccepted(pb::SeatEvent {
            side: Side::Black as i32
        }))
    );
    // White plays on; the computer answers again.
    let mine = turn(&mut client, &id, &created.white_token, None).await;
    computer_moved(mine.version).await;
    worker.abort();
}

// ---------------------------------------------------------------------------------------------
// Rated games refuse unless their players agreed; the archive keeps no move taken back.

pub(crate) async fn players(clock: &ManualClock) -> Players {
    let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
    Players::new(db, Arc::new(clock.clone()), common::account_options()).expect("players")
}

pub(crate) async fn session_of(players: &Players, name: &str) -> String {
    players
        .accounts()
        .create(name, "correct horse")
        .await
        .expect("an account");
    let (token, _) = players
        .accounts()
        .sign_in(name, "correct horse", None)
        .await
        .expect("SignIn");
    token.reveal().to_owned()
}

/// A game Ada (White) creates and Bob (Black) joins, both signed in: (id, White's token,
/// Black's token).
async fn bound_game(
    client: &mut Client,
    (rated, rated_takebacks): (bool, bool),
    ada: &str,
    bob: &str,
) -> (String, String, String) {
    let created = client
        .new_game(as_seat(
            pb::NewGameRequest {
                time_control: Some(fischer(3_600_000, 0)),
                open_seats: vec![Side::Black as i32],
                rated,
                rated_takebacks,
                ..Default::default()
            },
            "",
            Some(ada),
        ))
        .await
        .expect("NewGame")
        .into_inner();
    let id = id_of(&created);
    let code = &created.invitations.first().expect("an invitation").code;
    let joined = client
        .join_game(as_seat(
            pb::JoinGameRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            code,
            Some(bob),
        ))
        .await
        .expect("JoinGame")
        .into_inner();
    (id, created.white_token, joined.token)
}

async fn rated_games_refuse_and_the_archive_keeps_no_move_taken_back(backend: Backend) {
    let clock = ManualClock::new(T0);
    let players = players(&clock).await;
    let (server, _redis) = match backend {
        Backend::Memory => (
            TestServer::start_with(
                MemoryStore::default(),
                common::players_options(&clock, &players),
            )
            .await,
            None,
        ),
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            (
                TestServer::start_with(store, common::players_options(&clock, &players)).await,
                Some(redis),
            )
        }
    };
    let mut client = server.client().await;
    let ada = session_of(&players, "Ada").await;
    let bob = session_of(&players, "Bob").await;

    // Rated: refused, and the game says so.
    let (id, white, _) = bound_game(&mut client, (true, false), &ada, &bob).await;
    let moved = turn(&mut client, &id, &white, Some(&ada)).await;
    assert!(moved.rated);
    assert!(!moved.takebacks_allowed);
    expect_error(
        propose_as(&mut client, &id, &white, Some(&ada), None).await,
        Code::FailedPrecondition,
        "TAKEBACKS_NOT_ALLOWED",
    );

    // Rated with takebacks agreed when it was made: allowed, and it stays rated.
    let (id, white, black) = bound_game(&mut client, (true, true), &ada, &bob).await;
    turn(&mut client, &id, &white, Some(&ada)).await;
    let moved = turn(&mut client, &id, &black, Some(&bob)).await;
    assert!(moved.rated && moved.takebacks_allowed, "{moved:?}");
    proposed(
        propose_as(&mut client, &id, &black, Some(&bob), None)
            .await
            .expect("Bob proposes in a rated game that allows it"),
    );
    let back = answered(
        answer_as(&mut client, &id, &white, Some(&ada), true, None)
            .await
            .expect("Ada accepts"),
    );
    assert_eq!(back.side_to_move, Side::Black as i32);
    assert!(back.rated);

    // Casual between the same players: three turns, White's last taken back, then White
    // resigns. The archived record replays to the two turns kept.
    let (id, white, black) = bound_game(&mut client, (false, false), &ada, &bob).await;
    turn(&mut client, &id, &white, Some(&ada)).await;
    turn(&mut client, &id, &black, Some(&bob)).await;
    let kept = recorded_actions(&history(&mut client, &id).await.record);
    turn(&mut client, &id, &white, Some(&ada)).await;
    let long = recorded_actions(&history(&mut client, &id).await.record);
    assert!(long.len() > kept.len());
    proposed(
        propose_as(&mut client, &id, &white, Some(&ada), None)
            .await
            .expect("Ada proposes"),
    );
    let back = answered(
        answer_as(&mut client, &id, &black, Some(&bob), true, None)
            .await
            .expect("Bob accepts"),
    );
    assert_eq!(back.side_to_move, Side::White as i32);
    assert_eq!(
        recorded_actions(&history(&mut client, &id).await.record),
        kept
    );
    client
        .resign(as_seat(
            pb::ResignRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            &white,
            Some(&ada),
        ))
        .await
        .expect("Resign");
    let db = players.db().clone();
    let key = id.clone();
    eventually(LIMIT, "the game is archived", || {
        let db = db.clone();
        let key = key.clone();
        async move { archive::is_archived(&db, &key).await.unwrap_or(false) }
    })
    .await;
    let archived = archive::fetch(players.db(), &id).await.expect("fetch");
    assert_eq!(
        recorded_actions(&archived.game.record),
        kept,
        "{}",
        archived.game.record
    );
}

// ---------------------------------------------------------------------------------------------
// Two replicas over one Redis.

/// Replica B's watcher sees a takeback made on replica A; a move and an accept racing on the
/// two replicas at one version: exactly one wins, every round.
#[tokio::test]
async fn on_two_replicas_a_takeback_is_seen_everywhere_and_races_a_move_once() {
    let clock = ManualClock::new(T0);
    let (_redis, a, b) = replicas(takeback_options(&clock), takeback_options(&clock)).await;
    let mut on_a = a.client().await;
    let mut on_b = b.client().await;
    let created = new_game(&mut on_a, &[], None).await;
    let id = id_of(&created);
    let start = created.game.as_ref().expect("game").position.clone();
    let (white, black) = (&created.white_token, &created.black_token);
    turn(&mut on_a, &id, white, None).await;
    let mut watcher = watch(&mut on_b, &id).await;
    proposed(propose(&mut on_a, &id, white).await.expect("propose on A"));
    assert_eq!(next_event(&mut watcher).await.action, "propose-takeback");
    let back = answered(
        answer(&mut on_a, &id, black, true)
            .await
            .expect("accept on A"),
    );
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "accept-takeback");
    let seen = event.game.expect("game");
    assert_eq!(seen.position, start);
    assert_eq!(seen.version, back.version);
    assert_eq!(get(&mut on_b, &id).await.position, start);

    let mut accepted = 0;
    let mut moved = 0;
    for _ in 0..6 {
        let created = new_game(&mut on_a, &[], None).await;
        let id = id_of(&created);
        let (white, black) = (&created.white_token, &created.black_token);
        turn(&mut on_a, &id, white, None).await;
        let pending = proposed(propose(&mut on_a, &id, white).await.expect("propose"));
        let version = pending.version;
        let step = next_step(&mut on_b, &id).await;
        let (mut racer_a, mut racer_b) = (on_a.clone(), on_b.clone());
        let (accept, step) = tokio::join!(
            answer_as(&mut racer_a, &id, black, None, true, Some(version)),
            step_as(&mut racer_b, &id, black, None, &step, Some(version)),
        );
        match (accept, step) {
            (Ok(_), Err(lost)) | (Err(lost), Ok(_)) if lost.code() == Code::Aborted => {}
            (Ok(_), Ok(_)) => panic!("both the accept and the move were applied"),
            other => panic!("expected exactly one winner and a version conflict: {other:?}"),
        }
        let game = get(&mut on_b, &id).await;
        assert_eq!(game.version, version + 1, "exactly one change");
        if game.side_to_move == Side::White as i32 {
            accepted += 1;
            assert_eq!(game.position, start);
        } else {
            moved += 1;
            assert_eq!(game.takeback_proposed_by, 0);
        }
    }
    assert_eq!(accepted + moved, 6);
}

// ---------------------------------------------------------------------------------------------
// Every other game, through the same calls.

macro_rules! every_game {
    ($name:ident, $($pb:ident)::+, $cmod:ident, $client:ident, $first:ident, $second:ident,
     $first_token:ident, $second_token:ident) => {
        async fn $name(backend: Backend) {
            use $($pb)::+ as pb;
            use pb::{
                AnswerTakebackRequest, ApplyActionRequest, LegalActionsRequest,
                NewGameRequest, ProposeTakebackRequest, Side, legal_actions_request,
            };
            type Client = pb::$cmod::$client<tonic::transport::Channel>;
            let clock = ManualClock::new(T0);
            let options = takeback_options(&clock);
            let (server, _redis) = match backend {
                Backend::Memory => (
                    TestServer::start_games(
                        MemoryStore::default(),
                        options,
                        arbiter::games::WithTestGames,
                    )
                    .await,
                    None,
                ),
                Backend::Redis => {
                    let redis = RedisServer::start();
                    let store =
                        RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
                    (
                        TestServer::start_games(store, options, arbiter::games::WithTestGames)
                            .await,
                        Some(redis),
                    )
                }
            };
            let mut client = Client::new(server.channel().await);
            let created = client
                .new_game(NewGameRequest::default())
                .await
                .expect("NewGame")
                .into_inner();
            let start = created.game.clone().expect("game");
            let id = start.game_id.clone();
            let (first, second) = (&created.$first_token, &created.$second_token);
            async fn act(client: &mut Client, id: &str, token: &str) -> pb::Game {
                let action = client
                    .legal_actions(LegalActionsRequest {
                        subject: Some(legal_actions_request::Subject::GameId(id.to_owned())),
                    })
                    .await
                    .expect("LegalActions")
                    .into_inner()
                    .actions
                    .first()
                    .expect("a legal action")
                    .notation
                    .clone();
                client
                    .apply_action(authed(
                        ApplyActionRequest {
                            game_id: id.to_owned(),
                            action,
                            ..Default::default()
                        },
                        token,
                    ))
                    .await
                    .expect("ApplyAction")
                    .into_inner()
                    .game
                    .expect("game")
            }
            let propose = |client: &mut Client, token: &str| {
                let mut client = client.clone();
                let request = authed(
                    ProposeTakebackRequest {
                        game_id: id.clone(),
                        ..Default::default()
                    },
                    token,
                );
                async move { client.propose_takeback(request).await }
            };
            let answer = |client: &mut Client, token: &str, accept: bool| {
                let mut client = client.clone();
                let request = authed(
                    AnswerTakebackRequest {
                        game_id: id.clone(),
                        accept,
                        ..Default::default()
                    },
                    token,
                );
                async move { client.answer_takeback(request).await }
            };
            assert!(start.takebacks_allowed);
            act(&mut client, &id, first).await;
            let one = act(&mut client, &id, second).await;
            assert_eq!(one.side_to_move, Side::$first as i32);
            // The first side, to move, proposes: both actions go.
            let pending = propose(&mut client, first)
                .await
                .expect("propose")
                .into_inner()
                .game
                .expect("game");
            assert_eq!(pending.takeback_proposed_by, Side::$first as i32);
            expect_error(
                answer(&mut client, first, true).await,
                Code::FailedPrecondition,
                "NO_TAKEBACK",
            );
            let declined = answer(&mut client, second, false)
                .await
                .expect("decline")
                .into_inner()
                .game
                .expect("game");
            assert_eq!(declined.position, one.position);
            propose(&mut client, first).await.expect("propose again");
            let back = answer(&mut client, second, true)
                .await
                .expect("accept")
                .into_inner()
                .game
                .expect("game");
            assert_eq!(back.position, start.position);
            assert_eq!(back.side_to_move, Side::$first as i32);
            assert_eq!(back.version, start.version + 6);
            // On the opponent's turn only the proposer's action goes.
            act(&mut client, &id, first).await;
            propose(&mut client, first).await.expect("propose");
            let back = answer(&mut client, second, true)
                .await
                .expect("accept")
                .into_inner()
                .game
                .expect("game");
            assert_eq!(back.position, start.position);
            expect_error(
                propose(&mut client, second).await,
                Code::FailedPrecondition,
                "NOTHING_TO_TAKE_BACK",
            );
        }
    };
}

every_game!(
    hnefatafl,
    arbiter::games::hnefatafl::pb,
    hnefatafl_service_client,
    HnefataflServiceClient,
    Attackers,
    Defenders,
    attackers_token,
    defenders_token
);

every_game!(
    chess_football_placements,
    arbiter::games::chess_football::pb,
    chess_football_service_client,
    ChessFootballServiceClient,
    White,
    Black,
    white_token,
    black_token
);

every_game!(
    tictactoe,
    arbiter::games::tictactoe::pb,
    tic_tac_toe_service_client,
    TicTacToeServiceClient,
    X,
    O,
    x_token,
    o_token
);

both_stores!(
    a_takeback_is_declined_then_accepted,
    any_action_clears_a_proposal,
    the_computer_accepts_at_once,
    rated_games_refuse_and_the_archive_keeps_no_move_taken_back,
    hnefatafl,
    chess_football_placements,
    tictactoe,
);
