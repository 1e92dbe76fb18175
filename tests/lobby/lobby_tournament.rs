//! Tournaments served across replicas: a Swiss event and an arena played to the end through
//! gRPC by signed-in bot accounts on three replicas over one Redis, with the replica holding
//! the director's lease killed mid-event and a replica killed right after a game's ending
//! write. Every game is counted once (one result in the event's log per game), and the
//! standings equal those recomputed from the archive's games with the pure rules.

use crate::common;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use arbiter::games::hnefatafl::pb as hpb;
use arbiter::lobby::events::pb as tpb;
use arbiter::lobby::{Limits, LobbyBackend, RedisLobby};
use arbiter::players::Players;
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::players::service::players_pb::{
    GetArchivedGameRequest, Outcome, players_service_client::PlayersServiceClient,
};
use arbiter::server::ServeOptions;
use arbiter::store::{DEFAULT_GAME_TTL, RedisStore};
use arbiter::tournament::arena::{ArenaGame, ArenaState};
use arbiter::tournament::record::{Board, Entrant, Round};
use arbiter::tournament::standings::{SWISS_TIE_BREAKS, standings};
use common::accounts::{sign_up, with_session};
use common::{RedisServer, TestServer};
use tokio::sync::mpsc;
use tonic::transport::Channel;
use tonic::{Code, Status};
use tpb::tournament_service_client::TournamentServiceClient;
use tpb::watch_tournament_response::Event;

type Hnefatafl = hpb::hnefatafl_service_client::HnefataflServiceClient<Channel>;
type Tournaments = TournamentServiceClient<Channel>;

/// Generous: whole events on a loaded two-core machine.
const LIMIT: Duration = Duration::from_secs(900);

/// The replicas' addresses still serving.
#[derive(Clone, Default)]
struct Alive(Arc<Mutex<Vec<SocketAddr>>>);

impl Alive {
    fn list(&self) -> Vec<SocketAddr> {
        self.0.lock().expect("alive").clone()
    }

    fn remove(&self, addr: SocketAddr) {
        self.0.lock().expect("alive").retain(|a| *a != addr);
    }

    /// A channel to the `n`-th replica alive (counting round), or the next one alive when
    /// that one has just been killed.
    async fn channel(&self, n: usize) -> Channel {
        for attempt in 0..100 {
            let list = self.list();
            assert!(!list.is_empty(), "no replica alive");
            let addr = list[(n + attempt) % list.len()];
            match Channel::from_shared(format!("http://{addr}"))
                .expect("endpoint")
                .connect()
                .await
            {
                Ok(channel) => return channel,
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
        panic!("no replica answers");
    }
}

/// Whether a call may have failed for its replica's death (tried again elsewhere), or came
/// before its game was made (a pairing is written before its game: the director that wrote
/// it, or the next one, makes it a moment later).
fn transient(status: &Status) -> bool {
    matches!(
        status.code(),
        Code::Unavailable
            | Code::Unknown
            | Code::Cancelled
            | Code::Internal
            | Code::Aborted
            | Code::NotFound
    )
}

/// Three replicas over one Redis and one players' database; replica 0 starts first, so it
/// holds the director's lease until it dies.
struct Cluster {
    servers: Vec<Option<TestServer>>,
    alive: Alive,
    players: Players,
    _redis: RedisServer,
}

impl Cluster {
    async fn start() -> Cluster {
        let _ = tracing_subscriber::fmt()
            .with_env_filter("warn")
            .with_ansi(false)
            .with_test_writer()
            .try_init();
        let redis = RedisServer::start();
        let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
        let players = common::players_of(db);
        let options = |lobby: LobbyBackend| ServeOptions {
            players: Some(players.clone()),
            lobby: Some(lobby),
            lobby_limits: Limits {
                per_address: 50,
                ..Limits::default()
            },
            lobby_poll: Duration::from_millis(50),
            // Finished events leave the lobby's store two seconds after they finish.
            tournaments: common::fast_tournaments(Duration::from_secs(2), false),
            ..common::fast_health()
        };
        let mut servers = Vec::new();
        let alive = Alive::default();
        for n in 0..3 {
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            let lobby = LobbyBackend::Redis(Box::new(RedisLobby::lazy(&redis.url()).expect("url")));
            let server = TestServer::start_with(store, options(lobby)).await;
            alive.0.lock().expect("alive").push(server.addr);
            servers.push(Some(server));
            if n == 0 {
                // Replica 0 takes the lease on its director's first tick.
                tokio::time::sleep(Duration::from_millis(800)).await;
            }
        }
        Cluster {
            servers,
            alive,
            players,
            _redis: redis,
        }
    }

    /// Kills replica `n` (as a killed process: nothing finished).
    async fn kill(&mut self, n: usize) {
        if let Some(server) = self.servers[n].take() {
            self.alive.remove(server.addr);
            server.kill().await;
        }
    }

    fn addr(&self, n: usize) -> Option<SocketAddr> {
        self.servers[n].as_ref().map(|s| s.addr)
    }
}

/// Calls `call` on the replicas alive in turn until it answers something other than a
/// replica's death.
async fn retried<T, F, Fut>(alive: &Alive, what: &str, mut call: F) -> Result<T, Status>
where
    F: FnMut(Channel) -> Fut,
    Fut: std::future::Future<Output = Result<T, Status>>,
{
    let mut last = None;
    for n in 0..40 {
        match call(alive.channel(n).await).await {
            Err(status) if transient(&status) => {
                last = Some(status);
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
            answer => return answer,
        }
    }
    panic!("{what}: every try failed; last {last:?}");
}

/// Plays one legal move of game `id` as the player of `session`.
async fn one_move(alive: &Alive, id: &str, session: &str) {
    retried(alive, "a move", |channel| {
        let (id, session) = (id.to_owned(), session.to_owned());
        async move {
            let mut h = Hnefatafl::new(channel);
            let legal = h
                .legal_actions(hpb::LegalActionsRequest {
                    subject: Some(hpb::legal_actions_request::Subject::GameId(id.clone())),
                })
                .await?
                .into_inner();
            let Some(action) = legal.actions.first() else {
                return Ok(());
            };
            let version = legal.game.as_ref().map(|g| g.version);
            match h
                .apply_action(with_session(
                    hpb::ApplyActionRequest {
                        game_id: id,
                        action: action.notation.clone(),
                        expected_version: version,
                        ..Default::default()
                    },
                    &session,
                ))
                .await
            {
                Ok(_) => Ok(()),
                // A move applied by a try whose answer was lost.
                Err(s) if s.code() == Code::FailedPrecondition || s.code() == Code::Aborted => {
                    Ok(())
                }
                Err(s) => Err(s),
            }
        }
    })
    .await
    .expect("a move");
}

/// How a test game ends: the first side wins, the second does, or they agree a draw.
#[derive(Clone, Copy, Debug)]
enum Ending {
    First,
    Second,
    Draw,
}

fn ending_of(game_id: &str) -> Ending {
    let sum: u32 = game_id.bytes().map(u32::from).sum();
    match sum % 3 {
        0 => Ending::First,
        1 => Ending::Second,
        _ => Ending::Draw,
    }
}

/// Whether the first player of game `id` berserks (in an arena that allows it): half the
/// games.
fn berserks(game_id: &str) -> bool {
    game_id.bytes().map(u32::from).sum::<u32>() % 2 == 0
}

/// Ends game `id` (a move each first, the first player berserking before theirs when
/// `berserk` names the event and [`berserks`] says so) as `ending` says; the ending call goes
/// to replica `at` when given (so that a test may kill it right after).
async fn play_game(
    alive: Alive,
    id: String,
    (first, second): (String, String),
    at: Option<usize>,
    berserk: Option<String>,
) {
    if let Some(event) = berserk.filter(|_| berserks(&id)) {
        let request_id = format!("00000000-0000-4000-8000-{}", &id[..12]);
        retried(&alive, "berserk", |channel| {
            let request = with_session(
                tpb::BerserkRequest {
                    id: event.clone(),
                    request_id: request_id.clone(),
                },
                &first,
            );
            async move {
                match Tournaments::new(channel).berserk(request).await {
                    Ok(_) => Ok(()),
                    // The game is not made yet: its pairing is written first.
                    Err(s)
                        if arbiter::bot::client::reason(&s).as_deref()
                            == Some("NOT_IN_TOURNAMENT") =>
                    {
                        Err(Status::unavailable("not made yet"))
                    }
                    Err(s) => Err(s),
                }
            }
        })
        .await
        .expect("berserk");
    }
    one_move(&alive, &id, &first).await;
    one_move(&alive, &id, &second).await;
    let ending = ending_of(&id);
    let channel = || async {
        match at {
            Some(n) => alive.channel(n).await,
            None => alive.channel(0).await,
        }
    };
    let done = |r: Result<(), Status>| match r {
        Ok(()) => Ok(()),
        Err(s) if s.code() == Code::FailedPrecondition => Ok(()),
        Err(s) => Err(s),
    };
    match ending {
        Ending::First | Ending::Second => {
            let loser = if matches!(ending, Ending::First) {
                &second
            } else {
                &first
            };
            let resign = |channel: Channel| {
                let (id, loser) = (id.clone(), loser.clone());
                async move {
                    done(
                        Hnefatafl::new(channel)
                            .resign(with_session(
                                hpb::ResignRequest {
                                    game_id: id,
                                    ..Default::default()
                                },
                                &loser,
                            ))
                            .await
                            .map(|_| ()),
                    )
                }
            };
            if let Err(status) = resign(channel().await).await {
                assert!(transient(&status), "resign: {status:?}");
                retried(&alive, "resign", resign).await.expect("resign");
            }
        }
        Ending::Draw => {
            retried(&alive, "offer a draw", |channel| {
                let (id, first) = (id.clone(), first.clone());
                async move {
                    done(
                        Hnefatafl::new(channel)
                            .offer_draw(with_session(
                                hpb::OfferDrawRequest {
                                    game_id: id,
                                    ..Default::default()
                                },
                                &first,
                            ))
                            .await
                            .map(|_| ()),
                    )
                }
            })
            .await
            .expect("offer a draw");
            let answer = |channel: Channel| {
                let (id, second) = (id.clone(), second.clone());
                async move {
                    done(
                        Hnefatafl::new(channel)
                            .answer_draw(with_session(
                                hpb::AnswerDrawRequest {
                                    game_id: id,
                                    accept: true,
                                    ..Default::default()
                                },
                                &second,
                            ))
                            .await
                            .map(|_| ()),
                    )
                }
            };
            if let Err(status) = answer(channel().await).await {
                assert!(transient(&status), "answer the draw: {status:?}");
                retried(&alive, "answer the draw", answer)
                    .await
                    .expect("answer");
            }
        }
    }
}

/// Signs up `n` bot accounts; answers their names and sessions.
async fn entrants(alive: &Alive, prefix: &str, n: usize) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for i in 0..n {
        let name = format!("{prefix}{i}");
        let (_, signed_in) = sign_up(alive.channel(i).await, &name, true).await;
        out.push((name, signed_in.session_token));
    }
    out
}

/// What the watcher saw.
#[derive(Default)]
struct Seen {
    /// Results per game id.
    results: HashMap<String, usize>,
    /// Games paired.
    games: usize,
}

/// Runs an event to its end: follows it with WatchTournament (resumed on another replica
/// when its replica dies), plays each game paired, kills the lease holder (replica 0) once
/// `kill_holder_at` rounds are paired, and replica 1 right after the ending write of the
/// first game paired after that; with `berserk`, half the games' first players berserk.
/// Answers the final view and what was seen.
async fn run_event(
    cluster: &mut Cluster,
    id: &str,
    sessions: &HashMap<String, String>,
    kill_holder_at: u32,
    berserk: bool,
) -> (tpb::TournamentView, Seen) {
    let alive = cluster.alive.clone();
    let mut seen = Seen::default();
    let mut cursor = String::new();
    let (killed_tx, mut killed_rx) = mpsc::channel::<usize>(4);
    let mut holder_killed = false;
    let mut ending_victim_set = false;
    let started = Instant::now();
    let mut finished = false;
    let mut tasks = Vec::new();
    while !finished {
        assert!(started.elapsed() < LIMIT, "the event never finished");
        let mut client = Tournaments::new(alive.channel(seen.games).await);
        let mut stream = match client
            .watch_tournament(tpb::WatchTournamentRequest {
                id: id.to_owned(),
                from_cursor: cursor.clone(),
            })
            .await
        {
            Ok(s) => s.into_inner(),
            Err(status) if transient(&status) => continue,
            Err(status) => panic!("WatchTournament: {status:?}"),
        };
        loop {
            let message = tokio::select! {
                m = stream.message() => m,
                Some(victim) = killed_rx.recv() => {
                    if let Some(addr) = cluster.addr(victim) {
                        tracing::warn!(%addr, "killing the replica that ended a game");
                    }
                    cluster.kill(victim).await;
                    continue;
                }
            };
            let message = match message {
                Ok(Some(m)) => m,
                Ok(None) => break,
                Err(status) if transient(&status) => break,
                Err(status) => panic!("WatchTournament: {status:?}"),
            };
            cursor = message.cursor.clone();
            match message.event {
                Some(Event::Snapshot(view)) => {
                    // Resumed with a snapshot: only on a cursor no longer kept, never here.
                    assert!(seen.games == 0, "a snapshot mid-event: the cursor was lost");
                    let event = view.tournament.clone().expect("the event");
                    if event.status == tpb::Status::Finished as i32 {
                        finished = true;
                    }
                }
                Some(Event::Paired(pairing)) if !pairing.game_id.is_empty() => {
                    seen.games += 1;
                    let first = sessions[&pairing.first].clone();
                    let second = sessions[&pairing.second].clone();
                    let victim = holder_killed && !ending_victim_set && cluster.addr(1).is_some();
                    let at = if victim {
                        ending_victim_set = true;
                        let list = alive.list();
                        cluster
                            .addr(1)
                            .and_then(|a| list.iter().position(|x| *x == a))
                    } else {
                        None
                    };
                    let alive = alive.clone();
                    let killed = killed_tx.clone();
                    let event = berserk.then(|| id.to_owned());
                    tasks.push(tokio::spawn(async move {
                        play_game(alive, pairing.game_id, (first, second), at, event).await;
                        if at.is_some() {
                            let _ = killed.send(1).await;
                        }
                    }));
                }
                Some(Event::Result(pairing)) if !pairing.game_id.is_empty() => {
                    *seen.results.entry(pairing.game_id).or_default() += 1;
                }
                Some(Event::Changed(event)) => {
                    if event.status == tpb::Status::Finished as i32 {
                        finished = true;
                    }
                    if !holder_killed && event.round >= kill_holder_at {
                        holder_killed = true;
                        tracing::warn!("killing replica 0, the director's lease holder");
                        cluster.kill(0).await;
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    for task in tasks {
        task.await.expect("a game played");
    }
    assert!(holder_killed, "the lease holder was never killed");
    let view = retried(&alive, "GetTournament", |channel| {
        let id = id.to_owned();
        async move {
            Ok(Tournaments::new(channel)
                .get_tournament(tpb::GetTournamentRequest { id })
                .await?
                .into_inner())
        }
    })
    .await
    .expect("GetTournament")
    .view
    .expect("the view");
    (view, seen)
}

/// An archived game's result as the event writes it, when it ended, and its record; waits
/// until the game is archived.
async fn archived(alive: &Alive, game_id: &str) -> (String, u64, String) {
    let started = Instant::now();
    loop {
        let answer = PlayersServiceClient::new(alive.channel(0).await)
            .get_archived_game(GetArchivedGameRequest {
                game_id: game_id.to_owned(),
            })
            .await;
        match answer {
            Ok(found) => {
                let game = found.into_inner().game.expect("the archived game");
                let first = game.seats.first().expect("a first seat").outcome;
                let result = match Outcome::try_from(first) {
                    Ok(Outcome::Win) => "1-0",
                    Ok(Outcome::Loss) => "0-1",
                    Ok(Outcome::Draw) => "1/2-1/2",
                    _ => "--",
                };
                return (result.to_owned(), game.ended_at_ms, game.record);
            }
            Err(status) => {
                assert!(
                    status.code() == Code::NotFound || transient(&status),
                    "GetArchivedGame: {status:?}"
                );
                assert!(
                    started.elapsed() < Duration::from_secs(120),
                    "game {game_id} never archived"
                );
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    }
}

/// Event `id` as the archive keeps it; waits until it is archived.
async fn archived_event(db: &Database, id: &str) -> arbiter::lobby::events::stored::Stored {
    let started = Instant::now();
    loop {
        if let Some(record) = arbiter::players::events::event_record(db, id)
            .await
            .expect("the archive")
        {
            return arbiter::lobby::events::stored::Stored::decode_from(&record).expect("a record");
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the event never archived"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Creates an event starting in a few seconds, with everyone of `players` entered.
async fn create_and_join(
    alive: &Alive,
    request: tpb::CreateTournamentRequest,
    players: &[(String, String)],
) -> String {
    let created = Tournaments::new(alive.channel(0).await)
        .create_tournament(with_session(request, &players[0].1))
        .await
        .expect("CreateTournament")
        .into_inner()
        .tournament
        .expect("the event");
    for (n, (_, session)) in players.iter().enumerate() {
        Tournaments::new(alive.channel(n).await)
            .join_tournament(with_session(
                tpb::JoinTournamentRequest {
                    id: created.id.clone(),
                    password: "secret".into(),
                },
                session,
            ))
            .await
            .expect("JoinTournament");
    }
    created.id
}

fn in_ms(ms: u64) -> i64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_millis();
    i64::try_from(now).expect("now") + i64::try_from(ms).expect("ms")
}

/// Every game paired was counted exactly once, and every one has its result.
fn counted_once(view: &tpb::TournamentView, seen: &Seen) {
    let games: Vec<&tpb::Pairing> = view
        .pairings
        .iter()
        .filter(|p| !p.game_id.is_empty())
        .collect();
    assert_eq!(games.len(), seen.games, "every game paired was seen paired");
    for game in &games {
        assert!(
            ["1-0", "0-1", "1/2-1/2"].contains(&game.result.as_str()),
            "a game without its result: {game:?}"
        );
        assert_eq!(
            seen.results.get(&game.game_id),
            Some(&1),
            "game {} counted once",
            game.game_id
        );
    }
    assert_eq!(seen.results.len(), games.len(), "no result of another game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_swiss_of_nine_players_and_five_rounds_survives_its_replicas() {
    let mut cluster = Cluster::start().await;
    let alive = cluster.alive.clone();
    let players = entrants(&alive, "Swiss-", 9).await;
    let sessions: HashMap<String, String> = players.iter().cloned().collect();
    let id = create_and_join(
        &alive,
        tpb::CreateTournamentRequest {
            name: "Nine Swiss".into(),
            game: "hnefatafl".into(),
            format: tpb::Format::Swiss.into(),
            time_control: "1+0".into(),
            rated: true,
            starts_at_ms: in_ms(3000),
            rounds: 5,
            password: "secret".into(),
            ..Default::default()
        },
        &players,
    )
    .await;
    let (view, seen) = run_event(&mut cluster, &id, &sessions, 2, false).await;
    let event = view.tournament.clone().expect("the event");
    assert_eq!(event.status, tpb::Status::Finished as i32, "{event:?}");
    assert_eq!(event.round, 5, "{event:?}");
    // Nine players, five rounds: four games and a bye each round, nobody's bye twice.
    let byes: Vec<&str> = view
        .pairings
        .iter()
        .filter(|p| p.result == "bye")
        .map(|p| p.first.as_str())
        .collect();
    assert_eq!(byes.len(), 5, "{byes:?}");
    let mut distinct = byes.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), 5, "a bye each: {byes:?}");
    assert_eq!(seen.games, 20);
    counted_once(&view, &seen);

    // The standings again, from the archive's games alone (and the event's byes).
    let mut rounds: Vec<Round> = vec![Vec::new(); 5];
    for pairing in &view.pairings {
        let round = usize::try_from(pairing.round).expect("round") - 1;
        let board = if pairing.game_id.is_empty() {
            assert_eq!(pairing.result, "bye");
            Board::Bye {
                player: pairing.first.clone(),
            }
        } else {
            let (result, _, _) = archived(&alive, &pairing.game_id).await;
            assert_eq!(result, pairing.result, "the archive agrees: {pairing:?}");
            let outcome = match result.as_str() {
                "1-0" => arbiter::tournament::Outcome::Win,
                "0-1" => arbiter::tournament::Outcome::Loss,
                _ => arbiter::tournament::Outcome::Draw,
            };
            Board::Played {
                first: pairing.first.clone(),
                second: pairing.second.clone(),
                outcome,
            }
        };
        rounds[round].push(board);
    }
    let entrants: Vec<Entrant> = view
        .players
        .iter()
        .map(|p| Entrant::new(&p.name, p.rating))
        .collect();
    let rebuilt = standings(&entrants, &rounds, SWISS_TIE_BREAKS).expect("standings");
    let live: Vec<(u32, String, u32, Vec<f64>)> = view
        .standings
        .iter()
        .map(|s| (s.rank, s.player.clone(), s.score, s.tie_breaks.clone()))
        .collect();
    let again: Vec<(u32, String, u32, Vec<f64>)> = rebuilt
        .iter()
        .map(|s| {
            (
                u32::try_from(s.rank).expect("rank"),
                s.player.clone(),
                (s.points * 2.0).round() as u32,
                s.tie_breaks.clone(),
            )
        })
        .collect();
    assert_eq!(live, again, "the live standings are the archive's");
    let total: u32 = view.standings.iter().map(|s| s.score).sum();
    assert_eq!(
        total,
        2 * 25,
        "two half-points a board: {:?}",
        view.standings
    );

    // The finished event is in the archive, with its games.
    let db = cluster.players.db().clone();
    let archived = archived_event(&db, &id).await;
    let boards: Vec<tpb::Pairing> = archived.pairings().cloned().collect();
    assert_eq!(boards, view.pairings, "the archive keeps every board");
    let games = arbiter::players::events::event_games(&db, &id)
        .await
        .expect("the event's games");
    assert_eq!(games.len(), 20, "{games:?}");

    // Two seconds after it finished, the lobby's store no longer keeps it; the archive serves
    // it to GetTournament, ListTournaments and WatchTournament alike.
    let mut redis = redis::Client::open(cluster._redis.url())
        .expect("redis url")
        .get_multiplexed_async_connection()
        .await
        .expect("redis");
    let started = Instant::now();
    loop {
        let kept: bool = redis::cmd("HEXISTS")
            .arg("{lobby}:event_versions")
            .arg(&id)
            .query_async(&mut redis)
            .await
            .expect("HEXISTS");
        if !kept {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the finished event stays in the lobby's store"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let mut client = Tournaments::new(alive.channel(0).await);
    let again = client
        .get_tournament(tpb::GetTournamentRequest { id: id.clone() })
        .await
        .expect("GetTournament from the archive")
        .into_inner()
        .view
        .expect("the view");
    assert_eq!(again, view, "the archive serves the event as it finished");
    let listed = client
        .list_tournaments(tpb::ListTournamentsRequest::default())
        .await
        .expect("ListTournaments")
        .into_inner();
    assert!(
        listed.finished.iter().any(|t| t.id == id),
        "listed among the finished: {listed:?}"
    );
    let mut stream = client
        .watch_tournament(tpb::WatchTournamentRequest {
            id: id.clone(),
            from_cursor: String::new(),
        })
        .await
        .expect("WatchTournament from the archive")
        .into_inner();
    let first = stream
        .message()
        .await
        .expect("a message")
        .expect("the snapshot");
    assert!(matches!(first.event, Some(Event::Snapshot(ref v)) if *v == view));
    assert!(
        stream.message().await.expect("the end").is_none(),
        "then the stream ends"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_arena_of_twelve_players_survives_its_replicas() {
    let mut cluster = Cluster::start().await;
    let alive = cluster.alive.clone();
    let players = entrants(&alive, "Arena-", 12).await;
    let sessions: HashMap<String, String> = players.iter().cloned().collect();
    let minutes = std::env::var("TOURNAMENT_ARENA_MINUTES")
        .ok()
        .and_then(|m| m.parse().ok())
        .unwrap_or(3);
    let id = create_and_join(
        &alive,
        tpb::CreateTournamentRequest {
            name: "Twelve in an arena".into(),
            game: "hnefatafl".into(),
            format: tpb::Format::Arena.into(),
            time_control: "1+0".into(),
            rated: true,
            starts_at_ms: in_ms(3000),
            minutes,
            password: "secret".into(),
            berserk: true,
            ..Default::default()
        },
        &players,
    )
    .await;
    let (view, seen) = run_event(&mut cluster, &id, &sessions, 3, true).await;
    let event = view.tournament.clone().expect("the event");
    assert_eq!(event.status, tpb::Status::Finished as i32, "{event:?}");
    assert!(seen.games >= 12, "an arena plays: {} games", seen.games);
    counted_once(&view, &seen);

    // Half the first players berserked, and the boards say who.
    let berserked = view.pairings.iter().filter(|p| p.first_berserk).count();
    let expected = view
        .pairings
        .iter()
        .filter(|p| !p.game_id.is_empty() && berserks(&p.game_id))
        .count();
    assert_eq!(berserked, expected, "{:?}", view.pairings);
    assert!(berserked > 0, "nobody berserked");
    assert!(view.pairings.iter().all(|p| !p.second_berserk));

    // The standings again, from the archive's games in the order they ended: the berserks
    // from the archived event's boards, each side's moves from the archived game's record.
    let db = cluster.players.db().clone();
    let boards: HashMap<String, tpb::Pairing> = archived_event(&db, &id)
        .await
        .pairings()
        .map(|p| (p.game_id.clone(), p.clone()))
        .collect();
    let rating: HashMap<&str, i32> = view
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.rating))
        .collect();
    let mut games = Vec::new();
    for pairing in view.pairings.iter().filter(|p| !p.game_id.is_empty()) {
        let (result, ended, text) = archived(&alive, &pairing.game_id).await;
        assert_eq!(result, pairing.result, "the archive agrees: {pairing:?}");
        let turns = arbiter::games::hnefatafl::rules::Game::from_record(&text)
            .expect("an archived record")
            .moves()
            .len();
        let own = |first: bool| {
            u32::try_from(if first { turns.div_ceil(2) } else { turns / 2 }).expect("moves")
        };
        let board = &boards[&pairing.game_id];
        assert_eq!(
            (board.first_moves, board.second_moves),
            (own(true), own(false))
        );
        let outcome = match result.as_str() {
            "1-0" => arbiter::tournament::Outcome::Win,
            "0-1" => arbiter::tournament::Outcome::Loss,
            _ => arbiter::tournament::Outcome::Draw,
        };
        games.push((
            ended,
            ArenaGame {
                first: pairing.first.clone(),
                second: pairing.second.clone(),
                first_rating: rating[pairing.first.as_str()],
                second_rating: rating[pairing.second.as_str()],
                outcome,
                first_berserk: board.first_berserk,
                second_berserk: board.second_berserk,
                first_moves: own(true),
                second_moves: own(false),
            },
        ));
    }
    games.sort_by_key(|(ended, _)| *ended);
    let state = ArenaState::rebuild(
        view.players.iter().map(|p| (p.name.as_str(), p.rating)),
        games.iter().map(|(_, g)| g),
    )
    .expect("rebuilt");
    let again: Vec<(u32, String, u32, u32)> = state
        .standings()
        .into_iter()
        .map(|s| {
            (
                u32::try_from(s.rank).expect("rank"),
                s.player,
                s.score,
                u32::try_from(s.games).expect("games"),
            )
        })
        .collect();
    let live: Vec<(u32, String, u32, u32)> = view
        .standings
        .iter()
        .map(|s| (s.rank, s.player.clone(), s.score, s.games))
        .collect();
    assert_eq!(live, again, "the live standings are the archive's");
}

/// Bots hear of the events they may join on their WatchPlayer stream (people of theirs), a
/// bots-only event refuses a person, and the service's computer players enter a bots-only
/// event that asks for them at its start, and are paired.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_hear_of_events_and_computer_players_enter_bots_only_ones() {
    use arbiter::lobby::pb::{
        WatchPlayerRequest, lobby_service_client::LobbyServiceClient, watch_player_response::Update,
    };
    use arbiter::lobby::{LobbyBackend as Backend, MemoryLobby};
    use arbiter::store::MemoryStore;

    let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
    let players = common::players_of(db);
    let server = TestServer::start_with(
        MemoryStore::default(),
        ServeOptions {
            players: Some(players.clone()),
            lobby: Some(Backend::Memory(MemoryLobby::new())),
            computers: true,
            tournaments: common::fast_tournaments(Duration::from_secs(3600), false),
            ..common::fast_health()
        },
    )
    .await;
    let (_, bot) = sign_up(server.channel().await, "Bot-A", true).await;
    let (_, pat) = sign_up(server.channel().await, "Pat", false).await;
    let mut lobby = LobbyServiceClient::new(server.channel().await);
    let stream = |session: String| {
        let mut lobby = lobby.clone();
        async move {
            lobby
                .watch_player(with_session(
                    WatchPlayerRequest {
                        tournaments: true,
                        ..Default::default()
                    },
                    &session,
                ))
                .await
                .expect("WatchPlayer")
                .into_inner()
        }
    };
    let mut bot_events = stream(bot.session_token.clone()).await;
    let mut pat_events = stream(pat.session_token.clone()).await;
    let _ = &mut lobby;
    let mut tournaments = Tournaments::new(server.channel().await);
    let make = |entry: tpb::Entry, starts: u64, computers: bool| tpb::CreateTournamentRequest {
        name: format!("{entry:?}"),
        game: "hnefatafl".into(),
        format: tpb::Format::Swiss.into(),
        time_control: "5+0".into(),
        starts_at_ms: in_ms(starts),
        rounds: 1,
        entry: entry.into(),
        computer_players: computers,
        ..Default::default()
    };
    let unknown = tournaments
        .create_tournament(with_session(
            tpb::CreateTournamentRequest {
                rules: vec!["nope".into()],
                ..make(tpb::Entry::BotsOnly, 6000, true)
            },
            &pat.session_token,
        ))
        .await
        .expect_err("a rule option the game does not offer");
    assert_eq!(
        arbiter::bot::client::reason(&unknown).as_deref(),
        Some("UNKNOWN_RULE")
    );
    // Its games are played with Copenhagen's perpetual repetition rule and a move limit.
    let bots_only = tournaments
        .create_tournament(with_session(
            tpb::CreateTournamentRequest {
                rules: vec!["perpetual-repetition".into()],
                move_limit: 300,
                ..make(tpb::Entry::BotsOnly, 6000, true)
            },
            &pat.session_token,
        ))
        .await
        .expect("a bots-only event")
        .into_inner()
        .tournament
        .expect("the event")
        .id;
    let people_only = tournaments
        .create_tournament(with_session(
            make(tpb::Entry::PeopleOnly, 3_600_000, false),
            &pat.session_token,
        ))
        .await
        .expect("a people-only event")
        .into_inner()
        .tournament
        .expect("the event");
    // Unless it says otherwise, an event's games end: the game's rule options, 300 turns.
    assert_eq!(people_only.rules, ["perpetual-repetition"]);
    assert_eq!(people_only.move_limit, 300);
    let people_only = people_only.id;
    let refused = tournaments
        .create_tournament(with_session(
            make(tpb::Entry::PeopleOnly, 3_600_000, true),
            &pat.session_token,
        ))
        .await
        .expect_err("computer players in a people-only event");
    assert_eq!(refused.code(), Code::InvalidArgument);
    // Five events not finished per player (the first by the game's own rules alone).
    for n in 0..3 {
        let made = tournaments
            .create_tournament(with_session(
                tpb::CreateTournamentRequest {
                    own_rules: n == 0,
                    ..make(tpb::Entry::PeopleOnly, 3_600_000, false)
                },
                &pat.session_token,
            ))
            .await
            .expect("up to five events")
            .into_inner()
            .tournament
            .expect("the event");
        if n == 0 {
            assert!(made.rules.is_empty(), "{made:?}");
            assert_eq!(made.move_limit, 0);
        }
    }
    let sixth = tournaments
        .create_tournament(with_session(
            make(tpb::Entry::PeopleOnly, 3_600_000, false),
            &pat.session_token,
        ))
        .await
        .expect_err("a sixth event");
    assert_eq!(sixth.code(), Code::ResourceExhausted);
    assert_eq!(
        arbiter::bot::client::reason(&sixth).as_deref(),
        Some("TOURNAMENT_LIMIT")
    );
    // Each hears of the event for them, and not of the other.
    async fn heard(
        events: &mut tonic::Streaming<arbiter::lobby::pb::WatchPlayerResponse>,
        want: &str,
        not: &str,
    ) {
        let started = Instant::now();
        loop {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "never announced"
            );
            let message = tokio::time::timeout(Duration::from_secs(60), events.message())
                .await
                .expect("a message in time")
                .expect("the stream")
                .expect("open");
            if let Some(Update::Tournament(t)) = message.update {
                assert_ne!(t.id, not, "announced an event not for them: {t:?}");
                if t.id == want {
                    assert_eq!(t.game, "hnefatafl");
                    assert_eq!(t.format, "swiss");
                    return;
                }
            }
        }
    }
    heard(&mut bot_events, &bots_only, &people_only).await;
    heard(&mut pat_events, &people_only, &bots_only).await;
    let person = tournaments
        .join_tournament(with_session(
            tpb::JoinTournamentRequest {
                id: bots_only.clone(),
                ..Default::default()
            },
            &pat.session_token,
        ))
        .await
        .expect_err("a person in a bots-only event");
    assert_eq!(person.code(), Code::FailedPrecondition);
    assert_eq!(
        arbiter::bot::client::reason(&person).as_deref(),
        Some("TOURNAMENT_ENTRY")
    );
    tournaments
        .join_tournament(with_session(
            tpb::JoinTournamentRequest {
                id: bots_only.clone(),
                ..Default::default()
            },
            &bot.session_token,
        ))
        .await
        .expect("the bot joins");
    // At its start the computer players are entered, and round 1 is paired.
    let started = Instant::now();
    loop {
        let view = tournaments
            .get_tournament(tpb::GetTournamentRequest {
                id: bots_only.clone(),
            })
            .await
            .expect("GetTournament")
            .into_inner()
            .view
            .expect("the view");
        let event = view.tournament.clone().expect("the event");
        if event.status == tpb::Status::Running as i32 && !view.pairings.is_empty() {
            let computers = view
                .players
                .iter()
                .filter(|p| p.name.starts_with("computer-"))
                .count();
            assert!(computers >= 1, "the computer players entered: {view:?}");
            assert!(view.players.iter().all(|p| p.bot), "bots only: {view:?}");
            let paired: usize = view
                .pairings
                .iter()
                .map(|p| 1 + usize::from(!p.second.is_empty()))
                .sum();
            assert_eq!(paired, view.players.len(), "everyone paired: {view:?}");
            let game_id = view
                .pairings
                .iter()
                .find(|p| !p.game_id.is_empty())
                .expect("a game")
                .game_id
                .clone();
            let game = loop {
                match Hnefatafl::new(server.channel().await)
                    .get_game(hpb::GetGameRequest {
                        game_id: game_id.clone(),
                    })
                    .await
                {
                    Ok(found) => break found.into_inner().game.expect("the game"),
                    Err(status) if status.code() == Code::NotFound => {
                        assert!(started.elapsed() < Duration::from_secs(60), "never made");
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                    Err(status) => panic!("GetGame: {status:?}"),
                }
            };
            assert_eq!(game.rules, ["perpetual-repetition"], "{game:?}");
            assert_eq!(game.move_limit, 300);
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "never started: {view:?}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    server.stop().await;
}
