//! A replica dying at every instant of a game's ending, on Redis and PostgreSQL with three
//! replicas: after each write of the ending sequence ([`Point`]: the ending mark, the ending
//! write, the pending entry, the lobby's record of the end, the archive's transaction, the
//! settling), for every way a game ends (the rules, a resignation, a flag fall, an agreed
//! draw, abandonment), in every game of the catalog.
//!
//! Each case seats two signed-in players in a game on the replica that will die (the game is
//! listed among their games going on, as the lobby's `WatchPlayer` shows), watches both
//! players' streams on a survivor, and ends the game on the dying replica, which "dies" right
//! after the case's point (`arbiter::faults`: its writes fail from then on and it is
//! stopped). A call whose outcome the dying replica never told is retried on a survivor, as a
//! client does. Then, with nobody calling, within the bound: the game is archived once with
//! its result and termination, a rated one rated once (both players' ratings equal to an
//! independent Glicko-2 of the seats' ratings before), its end told exactly once on both
//! players' streams, it is no longer listed as going on, and nothing of it is left pending
//! or marked.

use crate::common;
use crate::glicko2;

use std::sync::Arc;
use std::time::{Duration, Instant};

use arbiter::faults::{Faults, Point};
use arbiter::lobby::pb as lobby_pb;
use arbiter::lobby::pb::lobby_service_client::LobbyServiceClient;
use arbiter::lobby::pb::watch_player_response::Update;
use arbiter::lobby::{LobbyBackend, RedisLobby};
use arbiter::players::Players;
use arbiter::players::db::Database;
use arbiter::players::pending::RedisPending;
use arbiter::players::ratings::Rating;
use arbiter::players::service::players_pb;
use arbiter::players::service::players_pb::players_service_client::PlayersServiceClient;
use arbiter::rpc::Wire;
use arbiter::rpc::client::Client;
use arbiter::ruleset::{GameStatus, Ruleset};
use arbiter::server::ServeOptions;
use arbiter::session::clock::ManualClock;
use arbiter::store::{DEFAULT_GAME_TTL, ENDINGS_KEY, PENDING_KEY, RedisStore};
use common::{RedisServer, TestServer, eventually};
use tokio::sync::Semaphore;
use tonic::transport::Channel;

const T0: u64 = 1_700_000_000_000;
/// How long a case waits for anything (a loaded 2-core machine runs many cases at once).
const LIMIT: Duration = Duration::from_secs(90);
/// The most time from a replica's death to its game settled (archived, rated, told, no
/// longer listed) that a case accepts. By design it is one archiver interval (5 s) and a
/// pass; the slack is for a loaded machine running several cases at once.
const BOUND: Duration = Duration::from_secs(30);
/// The volatility of a new rating (docs/players.md, "Ratings").
const START_VOLATILITY: f64 = 0.06;
/// Cases running at once.
const AT_ONCE: usize = 6;

/// How a case's game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Way {
    /// The winning action of a position one action from its end (unrated: not the initial
    /// position).
    Rules,
    /// The first seat resigns after both seats moved (rated).
    Resignation,
    /// The first seat's clock runs out after both seats moved (rated).
    Time,
    /// A draw offered by the first seat and accepted by the second after both moved (rated).
    Agreement,
    /// Nobody moves (no result, so unrated).
    Abandonment,
}

const WAYS: [Way; 5] = [
    Way::Rules,
    Way::Resignation,
    Way::Time,
    Way::Agreement,
    Way::Abandonment,
];

impl Way {
    fn termination(self) -> &'static str {
        match self {
            Way::Rules => "rules",
            Way::Resignation => "resignation",
            Way::Time => "time",
            Way::Agreement => "agreement",
            Way::Abandonment => "abandonment",
        }
    }
}

// The shared messages of every game's service have the same fields (docs/api-shape.md), so
// one set of messages, with only the fields a case uses, calls any of them.

#[derive(Clone, PartialEq, prost::Message)]
struct NewGame {
    #[prost(string, tag = "1")]
    position: String,
    #[prost(int32, repeated, tag = "2")]
    open_seats: Vec<i32>,
    #[prost(message, optional, tag = "3")]
    time_control: Option<TimeControl>,
    #[prost(bool, tag = "11")]
    rated: bool,
}

#[derive(Clone, PartialEq, prost::Message)]
struct TimeControl {
    #[prost(message, optional, tag = "1")]
    fischer: Option<Fischer>,
    #[prost(message, optional, tag = "3")]
    per_turn: Option<PerTurn>,
}

#[derive(Clone, PartialEq, prost::Message)]
struct Fischer {
    #[prost(uint64, tag = "1")]
    initial_ms: u64,
    #[prost(uint64, tag = "2")]
    increment_ms: u64,
}

#[derive(Clone, PartialEq, prost::Message)]
struct PerTurn {
    #[prost(uint64, tag = "1")]
    per_turn_ms: u64,
}

#[derive(Clone, PartialEq, prost::Message)]
struct NewGameReply {
    #[prost(message, optional, tag = "1")]
    game: Option<GameHead>,
    #[prost(message, repeated, tag = "10")]
    invitations: Vec<Invitation>,
}

#[derive(Clone, PartialEq, prost::Message)]
struct GameHead {
    #[prost(string, tag = "1")]
    game_id: String,
}

#[derive(Clone, PartialEq, prost::Message)]
struct Invitation {
    #[prost(int32, tag = "1")]
    side: i32,
    #[prost(string, tag = "2")]
    code: String,
}

/// JoinGame, GetGame, OfferDraw: the game id alone (with a request id where it has one).
#[derive(Clone, PartialEq, prost::Message)]
struct OfGame {
    #[prost(string, tag = "1")]
    game_id: String,
}

/// Resign and OfferDraw: the request id is field 3.
#[derive(Clone, PartialEq, prost::Message)]
struct GameCall {
    #[prost(string, tag = "1")]
    game_id: String,
    #[prost(string, tag = "3")]
    request_id: String,
}

#[derive(Clone, PartialEq, prost::Message)]
struct Apply {
    #[prost(string, tag = "1")]
    game_id: String,
    #[prost(string, tag = "2")]
    action: String,
    #[prost(string, tag = "4")]
    request_id: String,
}

#[derive(Clone, PartialEq, prost::Message)]
struct Answer {
    #[prost(string, tag = "1")]
    game_id: String,
    #[prost(bool, tag = "2")]
    accept: bool,
    #[prost(string, tag = "4")]
    request_id: String,
}

/// Any answer (its fields are not read).
#[derive(Clone, PartialEq, prost::Message)]
struct Ignored {}

fn with_session<T>(message: T, session: &str, token: Option<&str>) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    request
        .metadata_mut()
        .insert("x-player-session", session.parse().expect("metadata value"));
    if let Some(token) = token {
        request.metadata_mut().insert(
            "authorization",
            format!("Bearer {token}").parse().expect("metadata value"),
        );
    }
    request
}

/// One replica of a case.
async fn replica(
    redis: &RedisServer,
    pg_url: &str,
    clock: &ManualClock,
    faults: Faults,
) -> (TestServer, Players) {
    let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL)
        .expect("redis url")
        .with_faults(faults.clone());
    let pending = Arc::new(RedisPending::new(store.pending_set()));
    let db = Database::open(pg_url).await.expect("the players' database");
    let players = Players::with_pending(
        db,
        Arc::new(clock.clone()),
        // Sessions outlive the hour an abandonment case moves the clock by.
        arbiter::players::accounts::AccountOptions {
            session_ttl: Duration::from_secs(30 * 24 * 3600),
            ..common::account_options()
        },
        pending,
    )
    .expect("players")
    .with_faults(faults);
    let lobby = LobbyBackend::Redis(Box::new(RedisLobby::lazy(&redis.url()).expect("url")));
    let options = ServeOptions {
        lobby: Some(lobby),
        lobby_poll: Duration::from_millis(50),
        ..common::players_options(clock, &players)
    };
    (TestServer::start_with(store, options).await, players)
}

/// A signed-in player's stream of the lobby's news for them.
struct Stream {
    inner: tonic::Streaming<lobby_pb::WatchPlayerResponse>,
}

impl Stream {
    async fn open(channel: Channel, session: &str) -> (Stream, lobby_pb::PlayerSnapshot) {
        // As a client does: a store that does not answer in time (a loaded machine running
        // many cases at once) is UNAVAILABLE, to be tried again.
        let started = Instant::now();
        let mut inner = loop {
            match LobbyServiceClient::new(channel.clone())
                .watch_player(with_session(
                    lobby_pb::WatchPlayerRequest::default(),
                    session,
                    None,
                ))
                .await
            {
                Ok(stream) => break stream.into_inner(),
                Err(status)
                    if status.code() == tonic::Code::Unavailable && started.elapsed() < LIMIT =>
                {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                Err(status) => panic!("WatchPlayer: {status:?}"),
            }
        };
        let first = tokio::time::timeout(LIMIT, inner.message())
            .await
            .expect("a snapshot in time")
            .expect("no stream error")
            .expect("a snapshot");
        let Some(Update::Snapshot(snapshot)) = first.update else {
            panic!("the first message is a snapshot: {first:?}");
        };
        (Stream { inner }, snapshot)
    }

    /// The next update within `limit` (`None`: none came).
    async fn next_within(&mut self, limit: Duration) -> Option<Update> {
        match tokio::time::timeout(limit, self.inner.message()).await {
            Err(_) => None,
            Ok(message) => {
                message
                    .expect("no stream error")
                    .expect("the stream goes on")
                    .update
            }
        }
    }
}

/// A name the case `case` gives its player `seat` (letters only, none confusable).
fn name(case: usize, seat: usize) -> String {
    const LETTERS: &[u8] = b"bcfghjkpqtxz";
    let mut n = case;
    let mut out = String::from(if seat == 0 { "Fa" } else { "Fe" });
    loop {
        out.push(char::from(LETTERS[n % LETTERS.len()]));
        n /= LETTERS.len();
        if n == 0 {
            break;
        }
    }
    out
}

/// A position of game `R` whose side to move wins with one action, and that action.
fn one_from_the_end<R: Ruleset>(position: &str) -> (String, String) {
    let game = R::new_game(R::parse_position(position).expect("a position"));
    let mover = R::to_move(&game);
    let action = R::legal_actions(&game)
        .into_iter()
        .find(|&action| {
            let mut after = game.clone();
            R::apply(&mut after, action).is_ok()
                && R::status(&after) == GameStatus::Won { winner: mover }
        })
        .unwrap_or_else(|| panic!("{}: no winning action from {position}", R::NAME));
    (position.to_owned(), R::format_action(&action))
}

/// The near-end position of each game.
fn near_end(service: &str) -> &'static str {
    match service {
        s if s.contains("Hanniball") => "3/2m6/4E+4/h8/9/9/9/9/9/9/9/9/9/9/1M1 w 11",
        s if s.contains("Hnefatafl") => "11/11/7T3/11/11/11/K10/11/11/9t1/11 d",
        _ => "4k3/8/8/8/8/8/8/R+3K3 w play 2 44/45 1-0",
    }
}

/// One case's outcome, for the summary.
struct Settled {
    latency: Duration,
}

/// A case: game `G` ending by `way`, its replica dying after `point`.
#[allow(clippy::too_many_lines)]
async fn case<G: Wire>(pg_url: String, index: usize, way: Way, point: Point) -> Settled {
    let what = format!("{} ended by {way:?}, replica dead after {point:?}", G::NAME);
    // A Redis of its own: nothing else pending makes an archiver pass run (a pass that runs
    // only when something is pending would leave this case's end alone).
    let redis = RedisServer::start();
    let clock = ManualClock::new(T0);
    let faults = Faults::after(point);
    let (victim, victim_players) = replica(&redis, &pg_url, &clock, faults.clone()).await;
    let mut survivors = Vec::new();
    for _ in 0..2 {
        survivors.push(replica(&redis, &pg_url, &clock, Faults::default()).await);
    }
    let accounts = survivors[0].1.accounts();
    let mut sessions = Vec::new();
    for seat in 0..2 {
        let player = name(index, seat);
        accounts
            .create(&player, "correct horse")
            .await
            .unwrap_or_else(|e| panic!("{what}: account {player}: {e:?}"));
        let (token, _) = accounts
            .sign_in(&player, "correct horse", None)
            .await
            .expect("SignIn");
        sessions.push(token.reveal().to_owned());
    }
    let mut streams = Vec::new();
    for session in &sessions {
        let (stream, snapshot) = Stream::open(survivors[0].0.channel().await, session).await;
        assert!(snapshot.games.is_empty(), "{what}: {snapshot:?}");
        streams.push(stream);
    }

    // The game, on the replica that will die: seat 0 creates it, seat 1 joins.
    let mut client = Client::<G>::new(victim.channel().await);
    let (position, winning) = match way {
        Way::Rules => {
            let (p, a) = one_from_the_end::<G>(near_end(G::SERVICE));
            (p, Some(a))
        }
        _ => (String::new(), None),
    };
    let time_control = match way {
        Way::Time => TimeControl {
            per_turn: Some(PerTurn {
                per_turn_ms: 60_000,
            }),
            ..Default::default()
        },
        // A long live clock (under a day: a day or more is correspondence, whose first move
        // and abandonment wait days).
        _ => TimeControl {
            fischer: Some(Fischer {
                initial_ms: 20 * 3_600_000,
                increment_ms: 0,
            }),
            ..Default::default()
        },
    };
    let rated = way != Way::Rules;
    let created: NewGameReply = client
        .unary(
            "NewGame",
            with_session(
                NewGame {
                    position: position.clone(),
                    open_seats: vec![G::side(1)],
                    time_control: Some(time_control),
                    rated,
                },
                &sessions[0],
                None,
            ),
        )
        .await
        .unwrap_or_else(|e| panic!("{what}: NewGame: {e:?}"));
    let id = created.game.expect("the game").game_id;
    faults.aim(&id);
    let code = &created.invitations.first().expect("an invitation").code;
    let _: Ignored = client
        .unary(
            "JoinGame",
            with_session(
                OfGame {
                    game_id: id.clone(),
                },
                &sessions[1],
                Some(code),
            ),
        )
        .await
        .unwrap_or_else(|e| panic!("{what}: JoinGame: {e:?}"));
    for stream in &mut streams {
        match stream.next_within(LIMIT).await {
            Some(Update::GameStarted(started)) => assert_eq!(started.game_id, id, "{what}"),
            other => panic!("{what}: expected the game's start, got {other:?}"),
        }
    }

    // Both seats make their first turn (each action checked by the rules here too).
    let mut local = G::new_game(if position.is_empty() {
        G::initial_position()
    } else {
        G::parse_position(&position).expect("position")
    });
    if matches!(way, Way::Resignation | Way::Time | Way::Agreement) {
        for _ in 0..2 {
            let seat = G::seat_index(G::to_move(&local));
            while G::seat_index(G::to_move(&local)) == seat {
                let action = G::legal_actions(&local)
                    .into_iter()
                    .find(|&action| {
                        let mut after = local.clone();
                        G::format_action(&action) != "end"
                            && G::apply(&mut after, action).is_ok()
                            && G::status(&after) == GameStatus::Ongoing
                    })
                    .expect("a quiet action");
                G::apply(&mut local, action).expect("legal");
                let _: Ignored = client
                    .unary(
                        "ApplyAction",
                        with_session(
                            Apply {
                                game_id: id.clone(),
                                action: G::format_action(&action),
                                request_id: String::new(),
                            },
                            &sessions[seat],
                            None,
                        ),
                    )
                    .await
                    .unwrap_or_else(|e| panic!("{what}: a first action: {e:?}"));
            }
        }
    }
    let first = G::seat_index(G::to_move(&local));

    // The ending, on the replica that dies after `point`; then, as a client whose call's
    // outcome is unknown, again on a survivor.
    let request_id = format!("end-{index}");
    let (winner, rated_result): (Option<usize>, bool) = match way {
        Way::Rules => (Some(first), false),
        Way::Resignation => (Some(1 - first), true),
        Way::Time => (Some(1 - first), true),
        Way::Agreement => (None, true),
        Way::Abandonment => (None, false),
    };
    if way == Way::Agreement {
        let _: Ignored = client
            .unary(
                "OfferDraw",
                with_session(
                    GameCall {
                        game_id: id.clone(),
                        request_id: String::new(),
                    },
                    &sessions[first],
                    None,
                ),
            )
            .await
            .unwrap_or_else(|e| panic!("{what}: OfferDraw: {e:?}"));
    }
    match way {
        Way::Time => clock.advance(60_001),
        Way::Abandonment => clock.advance(3_600_001),
        _ => {}
    }
    let end = |channel: Channel| {
        let id = id.clone();
        let sessions = sessions.clone();
        let winning = winning.clone();
        let request_id = request_id.clone();
        async move {
            let mut client = Client::<G>::new(channel);
            match way {
                Way::Rules => client
                    .unary::<_, Ignored>(
                        "ApplyAction",
                        with_session(
                            Apply {
                                game_id: id,
                                action: winning.expect("the winning action"),
                                request_id,
                            },
                            &sessions[first],
                            None,
                        ),
                    )
                    .await
                    .map(drop),
                Way::Resignation => client
                    .unary::<_, Ignored>(
                        "Resign",
                        with_session(
                            GameCall {
                                game_id: id,
                                request_id,
                            },
                            &sessions[first],
                            None,
                        ),
                    )
                    .await
                    .map(drop),
                Way::Agreement => client
                    .unary::<_, Ignored>(
                        "AnswerDraw",
                        with_session(
                            Answer {
                                game_id: id,
                                accept: true,
                                request_id,
                            },
                            &sessions[1 - first],
                            None,
                        ),
                    )
                    .await
                    .map(drop),
                // A read ends a game whose deadline passed.
                Way::Time | Way::Abandonment => client
                    .unary::<_, Ignored>("GetGame", tonic::Request::new(OfGame { game_id: id }))
                    .await
                    .map(drop),
            }
        }
    };
    let answered = end(victim.channel().await).await;
    eventually(LIMIT, &format!("{what}: the replica dies"), || {
        let dead = faults.dead();
        async move { dead }
    })
    .await;
    let died = Instant::now();
    victim.stop().await;
    victim_players.db().close().await;
    if answered.is_err() {
        // The outcome is unknown to the client: it calls again, on another replica (a game
        // that ended answers that it is over).
        let _ = end(survivors[1].0.channel().await).await;
    }

    // Settled with nobody calling.
    let mut players = PlayersServiceClient::new(survivors[1].0.channel().await);
    let deadline = Instant::now() + LIMIT;
    let archived = loop {
        let reply = players
            .get_archived_game(players_pb::GetArchivedGameRequest {
                game_id: id.clone(),
            })
            .await;
        if let Ok(reply) = reply {
            break reply.into_inner().game.expect("the archived game");
        }
        assert!(Instant::now() < deadline, "{what}: never archived");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(archived.termination, way.termination(), "{what}");
    assert_eq!(archived.rated, rated_result, "{what}: {archived:?}");
    let outcomes: Vec<i32> = archived.seats.iter().map(|s| s.outcome).collect();
    let expected: Vec<i32> = (0..2)
        .map(|seat| match (winner, way) {
            (Some(w), _) if w == seat => players_pb::Outcome::Win as i32,
            (Some(_), _) => players_pb::Outcome::Loss as i32,
            (None, Way::Agreement) => players_pb::Outcome::Draw as i32,
            (None, _) => players_pb::Outcome::None as i32,
        })
        .collect();
    assert_eq!(outcomes, expected, "{what}: {archived:?}");

    // Told once on both players' streams.
    for (seat, stream) in streams.iter_mut().enumerate() {
        match stream.next_within(LIMIT).await {
            Some(Update::GameFinished(finished)) => {
                assert_eq!(finished.game_id, id, "{what}");
                assert_eq!(finished.termination, way.termination(), "{what}");
                assert_eq!(finished.won, winner == Some(seat), "{what}: {finished:?}");
            }
            other => panic!("{what}: seat {seat}: expected the game's end, got {other:?}"),
        }
        // A rated game's rating changes follow, as the archive wrote them: both seats'.
        if rated_result {
            match stream.next_within(LIMIT).await {
                Some(Update::GameRated(rated)) => {
                    assert_eq!(rated.game_id, id, "{what}");
                    assert_eq!(rated.seats.len(), 2, "{what}: {rated:?}");
                    for (s, change) in rated.seats.iter().enumerate() {
                        let kept = &archived.seats[s];
                        assert_eq!(change.name, kept.name, "{what}: {rated:?}");
                        let before = kept.rating_before.expect("before").rating;
                        let after = kept.rating_after.expect("after").rating;
                        assert!(
                            (change.rating_before - before).abs() < 1e-9
                                && (change.rating_after - after).abs() < 1e-9,
                            "{what}: seat {s}: told {change:?}, archived {kept:?}"
                        );
                    }
                }
                other => panic!("{what}: seat {seat}: expected the rating changes, got {other:?}"),
            }
        }
    }
    // No longer listed as going on, for either player.
    for session in &sessions {
        let (_, snapshot) = Stream::open(survivors[0].0.channel().await, session).await;
        assert!(
            snapshot.games.is_empty(),
            "{what}: still listed: {snapshot:?}"
        );
    }
    let latency = died.elapsed();

    // Rated once: each player's rating is an independent Glicko-2 of the seats' ratings
    // before the game, and each has this one rated game (or none).
    for (seat, session_name) in (0..2).map(|seat| (seat, name(index, seat))) {
        let shown = players
            .get_player(players_pb::GetPlayerRequest {
                name: session_name.clone(),
            })
            .await
            .expect("GetPlayer")
            .into_inner();
        let standing = shown.standings.iter().find(|s| s.game == archived.game);
        if !rated_result {
            assert!(
                standing.is_none_or(|s| s.games == 0),
                "{what}: no rated game: {shown:?}"
            );
            continue;
        }
        let standing = standing.unwrap_or_else(|| panic!("{what}: a standing: {shown:?}"));
        assert_eq!(standing.games, 1, "{what}: rated once: {shown:?}");
        let before = |s: usize| archived.seats[s].rating_before.expect("before");
        let (mine, theirs) = (before(seat), before(1 - seat));
        let score = match winner {
            Some(w) if w == seat => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        // The seats keep the rating and deviation before the game; the volatility before is
        // the starting one (docs/players.md), as both players are new.
        let expected = glicko2::glickman(
            Rating {
                rating: mine.rating,
                deviation: mine.deviation,
                volatility: START_VOLATILITY,
            },
            &[(
                Rating {
                    rating: theirs.rating,
                    deviation: theirs.deviation,
                    volatility: START_VOLATILITY,
                },
                score,
            )],
        );
        let (rating, deviation) = (expected.rating, expected.deviation);
        let now = standing.rating.expect("a rating");
        assert!(
            (now.rating - rating).abs() < 1e-6 && (now.deviation - deviation).abs() < 1e-6,
            "{what}: seat {seat}: {now:?}, Glicko-2 of {mine:?} against {theirs:?} gives \
             {rating} / {deviation}"
        );
    }

    // Told once: nothing more comes on either stream.
    for stream in &mut streams {
        if let Some(more) = stream.next_within(Duration::from_secs(1)).await {
            panic!("{what}: told again: {more:?}");
        }
    }
    // Nothing of it left pending or marked.
    let mut conn = redis::Client::open(redis.url())
        .expect("url")
        .get_multiplexed_async_connection()
        .await
        .expect("redis");
    eventually(LIMIT, &format!("{what}: nothing left pending"), || {
        let mut conn = conn.clone();
        let id = id.clone();
        async move {
            let (pending, marked): (bool, bool) = redis::pipe()
                .hexists(PENDING_KEY, &id)
                .hexists(ENDINGS_KEY, &id)
                .query_async(&mut conn)
                .await
                .expect("HEXISTS");
            !pending && !marked
        }
    })
    .await;
    let _: () = redis::cmd("PING")
        .query_async(&mut conn)
        .await
        .expect("ping");
    for (server, players) in survivors {
        server.stop().await;
        players.db().close().await;
    }
    Settled { latency }
}

/// Every case of game `G` at once (at most [`AT_ONCE`] at a time); returns the slowest
/// settling.
async fn every_case<G: Wire>(
    pg_url: &str,
    first_index: usize,
    ways: &[Way],
    points: &[Point],
) -> Duration {
    let permits = Arc::new(Semaphore::new(AT_ONCE));
    let mut tasks = Vec::new();
    let mut index = first_index;
    for &way in ways {
        for &point in points {
            let (pg_url, permits) = (pg_url.to_owned(), permits.clone());
            tasks.push(tokio::spawn(async move {
                let _permit = permits.acquire_owned().await.expect("permits");
                case::<G>(pg_url, index, way, point).await
            }));
            index += 1;
        }
    }
    let mut slowest = Duration::ZERO;
    for task in tasks {
        let settled = task.await.expect("a case");
        slowest = slowest.max(settled.latency);
    }
    assert!(
        slowest <= BOUND,
        "{}: the slowest settling took {slowest:?}",
        G::NAME
    );
    slowest
}

fn tracing() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter("warn")
        .with_ansi(false)
        .with_test_writer()
        .try_init();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_instant_of_every_ending_of_hanniball() {
    tracing();
    let mut pg = common::postgres::Postgres::start();
    let slowest =
        every_case::<arbiter::games::hanniball::Hanniball>(&pg.url(), 0, &WAYS, &Point::ALL).await;
    println!("hanniball: slowest settling after a replica's death {slowest:?}");
    pg.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_instant_of_every_ending_of_hnefatafl() {
    tracing();
    let mut pg = common::postgres::Postgres::start();
    let slowest =
        every_case::<arbiter::games::hnefatafl::Hnefatafl>(&pg.url(), 100, &WAYS, &Point::ALL)
            .await;
    println!("hnefatafl: slowest settling after a replica's death {slowest:?}");
    pg.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_instant_of_every_ending_of_chess_football() {
    tracing();
    let mut pg = common::postgres::Postgres::start();
    let slowest = every_case::<arbiter::games::chess_football::ChessFootball>(
        &pg.url(),
        200,
        &WAYS,
        &Point::ALL,
    )
    .await;
    println!("chess football: slowest settling after a replica's death {slowest:?}");
    pg.stop();
}
