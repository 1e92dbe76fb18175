//! Three replicas — the real `arbiter` binary, three processes — over one private Redis.
//! Two players send every call to the next replica in turn while watchers follow the game on
//! every replica. One replica is killed (SIGKILL) mid-game with a call in flight: the players
//! carry on with the other two, its watchers resume elsewhere with `from_version`, and every
//! watcher sees every change exactly once, in version order. The survivors then stop
//! gracefully on SIGTERM although watch streams are open.

use crate::common;

use std::collections::BTreeMap;
use std::fs::File;
use std::net::TcpListener as StdListener;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    self, ApplyActionRequest, GetHistoryRequest, LegalActionsRequest, NewGameRequest,
    ResignRequest, legal_actions_request,
};
use common::{RedisServer, Seen, Watcher, authed, expect_error, serving_status};
use tempfile::TempDir;
use tonic::Code;
use tonic::transport::Channel;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;

/// One `arbiter` process, killed on drop; its log is shown if the test fails.
struct Replica {
    child: Option<Child>,
    port: u16,
    log: PathBuf,
    _dir: TempDir,
}

impl Replica {
    async fn start(redis_url: &str) -> Replica {
        let mut last_error = String::new();
        // The chosen port may be taken before the binary binds it: retry with another.
        for _ in 0..3 {
            let dir = tempfile::tempdir().expect("temporary directory");
            let log = dir.path().join("replica.log");
            let port = StdListener::bind("127.0.0.1:0")
                .and_then(|l| l.local_addr())
                .expect("free port")
                .port();
            let out = File::create(&log).expect("log file");
            let err = out.try_clone().expect("log file");
            let child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
                .args(["--listen", &format!("127.0.0.1:{port}")])
                .args(["--redis-url", redis_url])
                .env("RUST_LOG", "info,arbiter=debug")
                // No games between the computer players behind the test's back.
                .env("ARBITER_LADDER_COMPUTER_GAMES", "0")
                .stdout(Stdio::from(out))
                .stderr(Stdio::from(err))
                .spawn()
                .expect("start the arbiter binary");
            let mut replica = Replica {
                child: Some(child),
                port,
                log,
                _dir: dir,
            };
            match replica.ready().await {
                Ok(()) => return replica,
                Err(e) => last_error = e,
            }
        }
        panic!("could not start a replica: {last_error}");
    }

    fn endpoint(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    async fn channel(&self) -> Channel {
        Channel::from_shared(self.endpoint())
            .expect("endpoint")
            .connect()
            .await
            .expect("connect to a replica")
    }

    async fn client(&self) -> HanniballServiceClient<Channel> {
        HanniballServiceClient::new(self.channel().await)
    }

    /// Waits until the replica reports SERVING.
    async fn ready(&mut self) -> Result<(), String> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(child) = &mut self.child
                && let Ok(Some(status)) = child.try_wait()
            {
                return Err(format!("exited at start: {status}: {}", self.log_text()));
            }
            if let Ok(channel) = Channel::from_shared(self.endpoint())
                .expect("endpoint")
                .connect()
                .await
            {
                let mut health = HealthClient::new(channel);
                if serving_status(&mut health, "").await == ServingStatus::Serving {
                    return Ok(());
                }
            }
            if Instant::now() > deadline {
                return Err(format!("not serving within 20 s: {}", self.log_text()));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// SIGKILL: the process dies at once, as in a crash.
    fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// SIGTERM, then waits up to `limit` for the process to exit.
    fn terminate(&mut self, limit: Duration) -> ExitStatus {
        let child = self.child.as_mut().expect("running");
        let status = Command::new("kill")
            .arg("-TERM")
            .arg(child.id().to_string())
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -TERM failed");
        let deadline = Instant::now() + limit;
        loop {
            if let Ok(Some(status)) = child.try_wait() {
                self.child = None;
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "the replica did not stop within {limit:?} of SIGTERM: {}",
                self.log_text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Replica {
    fn drop(&mut self) {
        self.kill();
        if std::thread::panicking() {
            let text = self.log_text();
            let tail: Vec<&str> = text.lines().rev().take(40).collect();
            eprintln!("--- replica on port {} (last lines) ---", self.port);
            for line in tail.into_iter().rev() {
                eprintln!("{line}");
            }
        }
    }
}

/// A small deterministic random number generator (xorshift), so that a failure replays.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// What a watcher saw: the versions of its messages, the games they carried, and how often it
/// had to reconnect.
#[derive(Debug, Default)]
struct Record {
    snapshots: Vec<u64>,
    events: Vec<pb::GameEvent>,
    reconnects: usize,
}

/// Follows a game until it ends with OK; on any failure of its replica, resumes on
/// `fallback` from the last version it has.
async fn follow(
    mut watcher: Watcher,
    mut fallback: HanniballServiceClient<Channel>,
    id: String,
) -> Record {
    let mut record = Record::default();
    let mut last = 0;
    loop {
        match watcher.next().await {
            Seen::Snapshot(game) => {
                last = game.version;
                record.snapshots.push(game.version);
            }
            Seen::Event(event) => {
                last = event.version;
                record.events.push(*event);
            }
            Seen::End(Ok(())) => return record,
            Seen::End(Err(status)) => {
                assert!(record.reconnects < 3, "too many reconnects: {status:?}");
                assert_ne!(status.code(), Code::NotFound, "{status:?}");
                record.reconnects += 1;
                watcher = Watcher::open(&mut fallback, &id, Some(last))
                    .await
                    .expect("resume on another replica");
            }
        }
    }
}

fn step_request(id: &str, hsn: &str, version: u64, request_id: String) -> ApplyActionRequest {
    ApplyActionRequest {
        game_id: id.to_owned(),
        action: hsn.to_owned(),
        expected_version: Some(version),
        request_id,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_replicas_one_killed_nothing_lost() {
    let redis = RedisServer::start();
    let mut replicas = Vec::new();
    for _ in 0..3 {
        replicas.push(Replica::start(&redis.url()).await);
    }
    let mut clients = Vec::new();
    for replica in &replicas {
        clients.push(replica.client().await);
    }

    let created = clients[0]
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;
    let tokens = [created.white_token, created.black_token];

    // Two watchers on every replica; those on replica 2 (to be killed) resume on replica 0.
    let mut watchers = Vec::new();
    for (index, client) in clients.iter_mut().enumerate() {
        for _ in 0..2 {
            let watcher = Watcher::open(client, &id, None).await.expect("watch");
            let fallback = if index == 2 {
                replicas[0].client().await
            } else {
                client.clone()
            };
            watchers.push(tokio::spawn(follow(watcher, fallback, id.clone())));
        }
    }

    // The players: every call to the next live replica in turn.
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut alive: Vec<usize> = vec![0, 1, 2];
    let mut call = 0usize;
    let mut next_replica = |alive: &[usize]| {
        call += 1;
        alive[call % alive.len()]
    };
    let mut version = 1u64;
    let mut games_by_version: BTreeMap<u64, pb::Game> = BTreeMap::new();
    let steps = 40;
    for n in 0..steps {
        let legal = clients[next_replica(&alive)]
            .legal_actions(LegalActionsRequest {
                subject: Some(legal_actions_request::Subject::GameId(id.clone())),
            })
            .await
            .expect("LegalActions")
            .into_inner();
        let game = legal.game.expect("game");
        assert_eq!(
            game.version, version,
            "every replica sees the latest version"
        );
        let candidates: Vec<&pb::Step> = legal
            .actions
            .iter()
            .filter(|s| !s.ends_game && !s.scores && !s.own_goal)
            .collect();
        let end = candidates
            .iter()
            .find(|s| s.kind() == pb::StepKind::EndTurn);
        let chosen = match end {
            Some(end) if game.steps_taken > 0 && rng.below(3) == 0 => end,
            _ => candidates[rng.below(candidates.len())],
        };
        let token = match game.side_to_move() {
            pb::Side::White => &tokens[0],
            _ => &tokens[1],
        };
        let request = || {
            authed(
                step_request(&id, &chosen.notation, version, format!("step-{n}")),
                token,
            )
        };

        let reply = if n == steps / 2 {
            // Replica 2 dies with this call in flight; the client retries the same request
            // (same request id) on a survivor and gets exactly one application.
            let mut doomed = clients[2].clone();
            let in_flight = tokio::spawn({
                let request = request();
                async move { doomed.apply_action(request).await }
            });
            tokio::time::sleep(Duration::from_millis(2)).await;
            replicas[2].kill();
            alive = vec![0, 1];
            let _ = in_flight.await.expect("in-flight task");
            clients[next_replica(&alive)]
                .apply_action(request())
                .await
                .expect("the retry on a survivor")
                .into_inner()
        } else {
            clients[next_replica(&alive)]
                .apply_action(request())
                .await
                .unwrap_or_else(|s| panic!("ApplyAction {}: {s:?}", chosen.notation))
                .into_inner()
        };
        let game = reply.game.expect("game");
        assert_eq!(game.version, version + 1);
        version = game.version;
        games_by_version.insert(version, game);
    }
    // The replica is really gone.
    assert!(
        Channel::from_shared(replicas[2].endpoint())
            .expect("endpoint")
            .connect()
            .await
            .is_err()
    );

    // White resigns: the game is over and every stream ends with OK.
    let resigned = clients[next_replica(&alive)]
        .resign(authed(
            ResignRequest {
                game_id: id.clone(),
                ..ResignRequest::default()
            },
            &tokens[0],
        ))
        .await
        .expect("Resign")
        .into_inner();
    let final_game = resigned.game.expect("game");
    version = final_game.version;
    games_by_version.insert(version, final_game);

    for (index, task) in watchers.into_iter().enumerate() {
        let record = tokio::time::timeout(Duration::from_secs(60), task)
            .await
            .expect("every watcher sees the end")
            .expect("watcher task");
        assert_eq!(
            record.snapshots,
            [1],
            "watcher {index}: one snapshot, first"
        );
        let versions: Vec<u64> = record.events.iter().map(|e| e.version).collect();
        assert_eq!(
            versions,
            (2..=version).collect::<Vec<_>>(),
            "watcher {index}: every change exactly once, in order"
        );
        for event in &record.events {
            assert_eq!(
                event.game.as_ref(),
                games_by_version.get(&event.version),
                "watcher {index}: the state the players were given"
            );
        }
        if index >= 4 {
            assert!(
                record.reconnects >= 1,
                "watcher {index} was on the killed replica"
            );
        } else {
            assert_eq!(record.reconnects, 0, "watcher {index}");
        }
    }

    // The stored game has every step once.
    let history = clients[0]
        .get_history(GetHistoryRequest {
            game_id: id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    let played: usize = history.turns.iter().map(|t| t.steps.len()).sum();
    assert_eq!(played, steps);

    // Graceful stop with streams open: the survivors exit on SIGTERM, and their watchers are
    // told to reconnect (UNAVAILABLE), not that a game ended.
    let open = clients[0]
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner()
        .game
        .expect("game")
        .game_id;
    let mut streams = Vec::new();
    for client in clients.iter_mut().take(2) {
        let mut watcher = Watcher::open(client, &open, None).await.expect("watch");
        Watcher::expect_snapshot(watcher.next().await);
        streams.push(watcher);
    }
    for replica in replicas.iter_mut().take(2) {
        let status = replica.terminate(Duration::from_secs(15));
        assert!(status.success(), "clean exit on SIGTERM: {status}");
    }
    for mut watcher in streams {
        match watcher.next().await {
            Seen::End(Err(status)) => {
                expect_error::<()>(Err(status), Code::Unavailable, "SHUTTING_DOWN");
            }
            other => panic!("expected UNAVAILABLE, got {other:?}"),
        }
    }
}
