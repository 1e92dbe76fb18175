//! Games in and out of the archive (`players.v1.ArchiveService`), over gRPC on SQLite and
//! PostgreSQL: a player's games of every game exported a page at a time and imported back
//! by another player equal move for move, the same ids when imported again, the imports
//! listed and exported in their turn; each refused record named with its place, its line
//! and the rules' reason; bad requests answered INVALID_ARGUMENT or UNAUTHENTICATED; text
//! with control characters never reaching the database.

use crate::common;

use std::sync::Arc;

use arbiter::games::Served;
use arbiter::games::chess_football::ChessFootball;
use arbiter::games::hanniball::Hanniball;
use arbiter::games::hnefatafl::Hnefatafl;
use arbiter::players::archive::{self, FinishedGame, FinishedSeat, GameResult};
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::players::service::players_pb::archive_service_client::ArchiveServiceClient;
use arbiter::players::service::players_pb::players_service_client::PlayersServiceClient;
use arbiter::players::service::players_pb::{
    ExportGamesRequest, GetArchivedGameRequest, ImportGamesRequest, ImportGamesResponse,
    ListGamesRequest,
};
use arbiter::players::{PlayerId, Players};
use arbiter::rpc::Adapter;
use arbiter::ruleset::GameResult as RulesResult;
use arbiter::session::clock::ManualClock;
use arbiter::session::ending;
use arbiter::session::play::{Session, SessionEnd};
use arbiter::store::MemoryStore;
use common::TestServer;
use common::postgres::Postgres;
use tonic::transport::Channel;

const T0: u64 = 1_796_601_600_000;
const PASSWORD: &str = "correct horse";

/// A game of `G` from its start: `n` actions, the `k`-th chosen among the legal ones by `seed`
/// (or fewer when it ends), then ended on time against seat `seed % 2` when `timed` and the
/// rules let it go on. Its record, as the service writes it.
fn played<G: Adapter>(n: usize, seed: usize, timed: bool) -> String {
    let mut game = G::new_game(G::initial_position());
    for k in 0..n {
        let legal = G::legal_actions(&game);
        if legal.is_empty() || ending::by_rules::<G>(&game).is_some() {
            break;
        }
        let pick = legal[(k * 31 + seed * 7) % legal.len()];
        G::apply(&mut game, pick).expect("a legal action");
    }
    let mut session = Session {
        started: true,
        ..Session::default()
    };
    if timed && ending::by_rules::<G>(&game).is_none() {
        session.ended = Some(SessionEnd::Timeout { loser: seed % 2 });
    }
    ending::record::<G>(&game, &session)
}

/// Archives the record `record` of game `name` as a game the players of `seats` (with their
/// names) played, ended at `ended_ms`.
async fn archive_played(
    db: &Database,
    replays: &arbiter::rpc::Replays,
    name: &str,
    id: &str,
    record: &str,
    seats: [(PlayerId, &str); 2],
    ended_ms: u64,
) {
    let reader = replays.reader(name).expect("a served game");
    let r = reader(record).expect("the record reads");
    let (result, termination) = match r.ending {
        Some(e) => (
            match e.result {
                RulesResult::Won { winner } => GameResult::Win(winner),
                RulesResult::Drawn => GameResult::Draw,
                RulesResult::Aborted => GameResult::NoResult,
            },
            e.termination.name().to_owned(),
        ),
        None => (GameResult::NoResult, "abandonment".to_owned()),
    };
    let game = FinishedGame {
        game_id: id.to_owned(),
        game: r.game.to_owned(),
        rated: false,
        start_position: r.start_position.clone(),
        record: record.to_owned(),
        result,
        termination,
        time_control: "fischer 180000+2000 ms".to_owned(),
        started_ms: ended_ms - 60_000,
        ended_ms,
        seats: r
            .sides
            .iter()
            .enumerate()
            .map(|(i, side)| FinishedSeat {
                side: (*side).to_owned(),
                player: Some(seats[i].0),
                name: seats[i].1.to_owned(),
            })
            .collect(),
    };
    archive::archive(db, &game, ended_ms)
        .await
        .expect("archived");
}

struct Setup {
    _server: TestServer,
    channel: Channel,
    players: Players,
    ada: PlayerId,
    bob: PlayerId,
}

async fn setup(db: Database) -> Setup {
    let clock = ManualClock::new(T0);
    let players =
        Players::new(db, Arc::new(clock.clone()), common::account_options()).expect("players");
    let ada = players
        .accounts()
        .create("Ada", PASSWORD)
        .await
        .expect("Ada")
        .id;
    let bob = players
        .accounts()
        .create("Bob", PASSWORD)
        .await
        .expect("Bob")
        .id;
    // The largest import here (1,752 games) takes seconds in a debug build on a loaded
    // machine: more than the server's default 10 s limit allows for.
    let options = arbiter::server::ServeOptions {
        request_timeout: std::time::Duration::from_secs(120),
        ..common::players_options(&clock, &players)
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let channel = server.channel().await;
    Setup {
        _server: server,
        channel,
        players,
        ada,
        bob,
    }
}

impl Setup {
    fn archive(&self) -> ArchiveServiceClient<Channel> {
        ArchiveServiceClient::new(self.channel.clone())
    }

    async fn session(&self, name: &str) -> String {
        let (token, _) = self
            .players
            .accounts()
            .sign_in(name, PASSWORD, None)
            .await
            .expect("SignIn");
        token.reveal().to_owned()
    }

    async fn import(
        &self,
        as_player: &str,
        game: &str,
        text: &[u8],
    ) -> Result<ImportGamesResponse, tonic::Status> {
        self.import_as(as_player, game, "", text).await
    }

    async fn import_as(
        &self,
        as_player: &str,
        game: &str,
        format: &str,
        text: &[u8],
    ) -> Result<ImportGamesResponse, tonic::Status> {
        let session = self.session(as_player).await;
        let request = common::authed(
            ImportGamesRequest {
                game: game.to_owned(),
                text: text.to_vec(),
                format: format.to_owned(),
            },
            &session,
        );
        self.archive()
            .import_games(request)
            .await
            .map(tonic::Response::into_inner)
    }

    /// Every page of `player`'s export (`page_size` games a page).
    async fn export_all(&self, player: &str, imported: bool, page_size: u32) -> (String, u32) {
        let (mut text, mut games, mut token) = (String::new(), 0, String::new());
        for _ in 0..100 {
            let page = self
                .archive()
                .export_games(ExportGamesRequest {
                    player: player.to_owned(),
                    page_size,
                    page_token: token.clone(),
                    imported,
                    ..Default::default()
                })
                .await
                .expect("ExportGames")
                .into_inner();
            text.push_str(&page.text);
            games += page.games;
            assert!(page.games <= page_size, "a page holds at most its size");
            if page.next_page_token.is_empty() {
                return (text, games);
            }
            token = page.next_page_token;
        }
        panic!("the export never ended");
    }

    /// The actions of an archived game, as GetArchivedGame replays it.
    async fn actions(&self, game_id: &str) -> Vec<String> {
        let answer = PlayersServiceClient::new(self.channel.clone())
            .get_archived_game(GetArchivedGameRequest {
                game_id: game_id.to_owned(),
            })
            .await
            .expect("GetArchivedGame")
            .into_inner();
        assert!(!answer.replay.is_empty(), "{game_id} replays");
        answer
            .replay
            .into_iter()
            .skip(1)
            .map(|s| s.action)
            .collect()
    }
}

/// Ada's games of every game, exported a page at a time and imported by Bob: the same games
/// move for move, unrated, named as the tags name them; again: the same ids; Bob's imports
/// listed and exported, and that export imported again finds the same games.
async fn export_import_round_trip(db: Database) {
    let s = setup(db).await;
    let replays = arbiter::rpc::Replays::of(&Served);
    let mut originals = Vec::new();
    let mut n = 0;
    for seed in 0..4 {
        for (name, record) in [
            (
                "hnefatafl",
                played::<Hnefatafl>(5 + seed * 9, seed, seed % 2 == 0),
            ),
            (
                "chessfootball",
                played::<ChessFootball>(8 + seed * 7, seed, seed % 2 == 1),
            ),
            (
                "hanniball",
                played::<Hanniball>(6 + seed * 11, seed, seed != 2),
            ),
        ] {
            n += 1;
            let id = format!("played-{n}");
            let (ada, bob) = ((s.ada, "Ada"), (s.bob, "Bob"));
            let seats = if seed % 2 == 0 {
                [ada, bob]
            } else {
                [bob, ada]
            };
            archive_played(
                s.players.db(),
                &replays,
                name,
                &id,
                &record,
                seats,
                T0 + n * 1_000,
            )
            .await;
            originals.push(id);
        }
    }
    // Five pages of three games, newest first.
    let (text, count) = s.export_all("ada", false, 3).await;
    assert_eq!(count as usize, originals.len());
    assert_eq!(
        text.matches("[Event \"Casual game\"]").count(),
        originals.len()
    );
    assert!(text.contains("[Attackers \"Ada\"]") && text.contains("[White \"Bob\"]"));
    // Started a minute before T0, midnight.
    assert!(text.contains("[Date \"2026.12.06\"]"));
    let imported = s
        .import("bob", "", text.as_bytes())
        .await
        .expect("ImportGames");
    assert!(imported.problems.is_empty(), "{:?}", imported.problems);
    assert_eq!(imported.games.len(), originals.len());
    // The export is newest first: the n-th record is the (len - n)-th game archived.
    for (i, game) in imported.games.iter().enumerate() {
        assert_eq!(game.index as usize, i + 1);
        assert!(!game.already);
        let original = &originals[originals.len() - 1 - i];
        let want = s.actions(original).await;
        assert_eq!(s.actions(&game.game_id).await, want, "{original}");
        assert_eq!(game.actions as usize, want.len());
    }
    // Again, by Ada this time: the same games, found archived.
    let again = s.import("ada", "", text.as_bytes()).await.expect("again");
    let ids = |r: &ImportGamesResponse| {
        r.games
            .iter()
            .map(|g| g.game_id.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&again), ids(&imported));
    assert!(again.games.iter().all(|g| g.already));
    // Bob's imports: unrated, seats bound to nobody, named by the tags.
    let listed = PlayersServiceClient::new(s.channel.clone())
        .list_games(ListGamesRequest {
            player: "Bob".into(),
            imported: true,
            page_size: 100,
            ..Default::default()
        })
        .await
        .expect("ListGames imported")
        .into_inner();
    assert_eq!(listed.games.len(), originals.len());
    for game in &listed.games {
        assert!(!game.rated);
        assert!(game.seats.iter().all(|seat| seat.player.is_empty()));
        let mut names: Vec<&str> = game.seats.iter().map(|seat| seat.name.as_str()).collect();
        names.sort_unstable();
        assert_eq!(names, ["Ada", "Bob"]);
        assert_eq!(game.time_control, "fischer 180000+2000 ms");
    }
    // Bob's played games are not his imports.
    let (played_by_bob, count) = s.export_all("Bob", false, 100).await;
    assert_eq!(count as usize, originals.len());
    assert!(!played_by_bob.contains("Imported game"));
    let (exported_imports, count) = s.export_all("Bob", true, 7).await;
    assert_eq!(count as usize, originals.len());
    assert_eq!(
        exported_imports
            .matches("[Event \"Imported game\"]")
            .count(),
        originals.len()
    );
    let third = s
        .import("bob", "", exported_imports.as_bytes())
        .await
        .expect("imports imported");
    assert!(third.problems.is_empty(), "{:?}", third.problems);
    assert!(third.games.iter().all(|g| g.already));
    let mut a = ids(&third);
    let mut b = ids(&imported);
    a.sort();
    b.sort();
    assert_eq!(a, b);
}

/// Each refused record is named with its place, its first line and why; the others are
/// imported. Bad requests are refused as a whole.
async fn problems_and_refusals(db: Database) {
    let s = setup(db).await;
    let good = played::<Hnefatafl>(6, 1, true);
    let text = format!(
        "[Event \"one\"]\n[Game \"hnefatafl\"]\n{good}\n\
         [Event \"two\"]\n[Game \"hnefatafl\"]\n[Attackers \"A\u{7f}da\"]\n\n1. d1-d3 f4-c4\n2. d3-d1 c4-k4\n\n\
         [Event \"three\"]\n[Game \"chess\"]\n1. x\n\n\
         [Event \"four\"]\n1. d1-d3\n"
    );
    let r = s
        .import("ada", "", text.as_bytes())
        .await
        .expect("ImportGames");
    assert_eq!(r.games.len(), 1, "{r:?}");
    assert_eq!(r.games[0].index, 1);
    let problems: Vec<(u32, u32, &str)> = r
        .problems
        .iter()
        .map(|p| (p.index, p.line, p.reason.as_str()))
        .collect();
    assert_eq!(problems.len(), 3, "{problems:?}");
    let two_starts = 1 + text.lines().take_while(|l| *l != "[Event \"two\"]").count();
    assert_eq!((problems[0].0, problems[0].1), (2, two_starts as u32));
    assert!(
        problems[0].2.contains("line 6") && problems[0].2.contains("c4-k4 is not legal"),
        "{}",
        problems[0].2
    );
    assert_eq!(problems[1].0, 3);
    assert!(problems[1].2.contains("\"chess\""), "{}", problems[1].2);
    assert_eq!(problems[2].0, 4);
    assert!(problems[2].2.contains("no Game tag"), "{}", problems[2].2);
    // The same text for a named game: the fourth reads as Hnefatafl; the third's tag
    // contradicts it.
    let r = s
        .import("ada", "Hnefatafl", text.as_bytes())
        .await
        .expect("for hnefatafl");
    assert_eq!(r.games.iter().map(|g| g.index).collect::<Vec<_>>(), [1, 4]);
    // A control character in a tag never reaches the database: the name is kept without it.
    // (Another record: the same one again is the same game, already named.)
    let other = played::<Hnefatafl>(7, 2, true);
    let named = format!("[Attackers \"N\u{0}ul\"]\n[Defenders \"Bob\"]\n{other}");
    let r = s
        .import("ada", "hnefatafl", named.as_bytes())
        .await
        .expect("NUL");
    let id = &r.games[0].game_id;
    let game = PlayersServiceClient::new(s.channel.clone())
        .get_archived_game(GetArchivedGameRequest {
            game_id: id.clone(),
        })
        .await
        .expect("the import")
        .into_inner()
        .game
        .expect("a game");
    assert_eq!(game.seats[0].name, "Nul");
    // Refused as a whole.
    let refused = |result: Result<ImportGamesResponse, tonic::Status>, code, reason: &str| {
        let status = result.expect_err("refused");
        assert_eq!(status.code(), code, "{status:?}");
        let info = tonic_types::StatusExt::get_error_details(&status)
            .error_info()
            .cloned()
            .expect("ErrorInfo");
        assert_eq!(info.reason, reason);
    };
    refused(
        s.import("ada", "", b"[Event \"x\"]\n\xff\xfe").await,
        tonic::Code::InvalidArgument,
        "INVALID_TEXT",
    );
    refused(
        s.import("ada", "chess", good.as_bytes()).await,
        tonic::Code::InvalidArgument,
        "UNKNOWN_GAME",
    );
    let many = "[Event \"x\"]\n".repeat(arbiter::players::transfer::MAX_RECORDS + 1);
    refused(
        s.import("ada", "hnefatafl", many.as_bytes()).await,
        tonic::Code::InvalidArgument,
        "TOO_MANY_RECORDS",
    );
    let anonymous = s
        .archive()
        .import_games(ImportGamesRequest {
            game: "hnefatafl".into(),
            text: good.into_bytes(),
            ..Default::default()
        })
        .await
        .expect_err("no session");
    assert_eq!(anonymous.code(), tonic::Code::Unauthenticated);
    let unknown = s
        .archive()
        .export_games(ExportGamesRequest {
            player: "nobody".into(),
            ..Default::default()
        })
        .await
        .expect_err("no such player");
    assert_eq!(unknown.code(), tonic::Code::NotFound);
}

const COPENHAGEN: &str = include_str!("../data/copenhagen-records.csv");

/// The 1,752 Copenhagen games of `tests/data` (the site's CSV) imported in one call: every
/// one archived, with as many moves as its line, ended as its line says (on time where it
/// ends `timeout`, drawn by agreement, going on where `Ongoing`, else by the rules or the
/// loser's resignation); a line the rules refuse is named; a format needs its game.
async fn copenhagen_records(db: Database) {
    let s = setup(db).await;
    let lines: Vec<&str> = COPENHAGEN
        .lines()
        .filter(|l| !l.trim().is_empty())
        .collect();
    let (mut moves, mut on_time, mut drawn, mut going_on, mut won) = (0, 0, 0, 0, 0);
    for line in &lines {
        let fields: Vec<&str> = line.split(',').collect();
        let tokens: Vec<&str> = fields[0].split_whitespace().collect();
        let timeout = tokens.last() == Some(&"timeout");
        moves += tokens.len() - usize::from(timeout);
        match (fields[3], timeout) {
            ("Draw", _) => drawn += 1,
            ("Ongoing", _) => going_on += 1,
            (_, true) => on_time += 1,
            _ => won += 1,
        }
    }
    assert_eq!(lines.len(), 1_752);
    let text = format!(
        "{}\n{COPENHAGEN}",
        arbiter::games::hnefatafl::rules::csv::HEADER
    );
    let r = s
        .import_as("ada", "hnefatafl", "copenhagen-csv", text.as_bytes())
        .await
        .expect("ImportGames");
    assert!(r.problems.is_empty(), "{:?}", r.problems.first());
    assert_eq!(r.games.len(), lines.len());
    assert_eq!(
        r.games.iter().map(|g| g.actions as usize).sum::<usize>(),
        moves
    );
    // How each ended, from the archive.
    let mut terminations = std::collections::BTreeMap::<String, usize>::new();
    let mut token = String::new();
    loop {
        let page = PlayersServiceClient::new(s.channel.clone())
            .list_games(ListGamesRequest {
                player: "Ada".into(),
                imported: true,
                page_size: 100,
                page_token: token,
                ..Default::default()
            })
            .await
            .expect("ListGames")
            .into_inner();
        for game in page.games {
            *terminations.entry(game.termination).or_default() += 1;
        }
        if page.next_page_token.is_empty() {
            break;
        }
        token = page.next_page_token;
    }
    let count = |t: &str| terminations.get(t).copied().unwrap_or_default();
    assert_eq!(count("time"), on_time, "{terminations:?}");
    assert_eq!(count("agreement"), drawn, "{terminations:?}");
    assert_eq!(count("unfinished"), going_on, "{terminations:?}");
    assert_eq!(
        count("rules") + count("resignation"),
        won,
        "{terminations:?}"
    );
    // The README's count of the games the rules decide.
    assert_eq!(count("rules"), 321, "{terminations:?}");
    // A line the rules refuse, among good ones; a format without its game.
    let bad = format!(
        "{}\nd1-d3 f4-c4 k4-c4,0,0,Ongoing\n{}\n",
        lines[0], lines[1]
    );
    let r = s
        .import_as("ada", "hnefatafl", "copenhagen-csv", bad.as_bytes())
        .await
        .expect("with a bad line");
    assert_eq!(r.games.iter().map(|g| g.index).collect::<Vec<_>>(), [1, 3]);
    assert!(r.games.iter().all(|g| g.already));
    assert_eq!((r.problems[0].index, r.problems[0].line), (2, 2));
    assert!(r.problems[0].reason.contains("move 3 (k4-c4) is not legal"));
    let status = s
        .import_as("ada", "", "copenhagen-csv", bad.as_bytes())
        .await
        .expect_err("a line format needs its game");
    assert_eq!(status.code(), tonic::Code::InvalidArgument);
    let status = s
        .import_as("ada", "chessfootball", "copenhagen-csv", bad.as_bytes())
        .await
        .expect_err("not Chess Football's");
    assert!(
        status.message().contains("copenhagen-csv (hnefatafl)"),
        "{status:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn copenhagen_records_on_sqlite() {
    copenhagen_records(Database::open(MEMORY_URL).await.expect("SQLite")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn copenhagen_records_on_postgres() {
    let pg = Postgres::start();
    copenhagen_records(Database::open(&pg.url()).await.expect("PostgreSQL")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn export_import_round_trip_on_sqlite() {
    export_import_round_trip(Database::open(MEMORY_URL).await.expect("SQLite")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn export_import_round_trip_on_postgres() {
    let pg = Postgres::start();
    export_import_round_trip(Database::open(&pg.url()).await.expect("PostgreSQL")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn import_problems_on_sqlite() {
    problems_and_refusals(Database::open(MEMORY_URL).await.expect("SQLite")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn import_problems_on_postgres() {
    let pg = Postgres::start();
    problems_and_refusals(Database::open(&pg.url()).await.expect("PostgreSQL")).await;
}
