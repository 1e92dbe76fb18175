//! The bounded retry records, through the service on both stores: a retry of one of a game's
//! last requests is answered as the first call was (applied once); a retry whose answer or
//! record is no longer kept is refused with `REQUEST_EXPIRED`, never applied twice; and in
//! Redis the records of a game stay within 2 KiB however long it is played.

use crate::common;

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    ApplyActionRequest, ApplyActionResponse, GetGameRequest, GetHistoryRequest, NewGameRequest,
    UndoStepRequest,
};
use arbiter::games::hanniball::rules::Game;
use arbiter::store::RETRY_RECORDS;
use common::{Backend, Fixture, authed, expect_error};
use tonic::transport::Channel;
use tonic::{Code, Status};
use tonic_types::StatusExt;

type Client = HanniballServiceClient<Channel>;

struct Table {
    client: Client,
    id: String,
    white: String,
    step: String,
}

async fn table(fixture: &Fixture) -> Table {
    let mut client = fixture.client.clone();
    let created = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    Table {
        client,
        id: created.game.expect("game").game_id,
        white: created.white_token,
        step: Game::new().legal_actions()[0].to_string(),
    }
}

impl Table {
    async fn step(
        &mut self,
        expected_version: Option<u64>,
        request_id: &str,
    ) -> Result<ApplyActionResponse, Status> {
        let request = ApplyActionRequest {
            game_id: self.id.clone(),
            action: self.step.clone(),
            expected_version,
            request_id: request_id.to_owned(),
        };
        self.client
            .apply_action(authed(request, &self.white))
            .await
            .map(tonic::Response::into_inner)
    }

    async fn undo(&mut self, expected_version: u64, request_id: &str) {
        let request = UndoStepRequest {
            game_id: self.id.clone(),
            expected_version: Some(expected_version),
            request_id: request_id.to_owned(),
        };
        self.client
            .undo_step(authed(request, &self.white))
            .await
            .expect("UndoStep");
    }

    async fn version(&mut self) -> u64 {
        self.client
            .get_game(GetGameRequest {
                game_id: self.id.clone(),
            })
            .await
            .expect("GetGame")
            .into_inner()
            .game
            .expect("game")
            .version
    }

    async fn record(&mut self) -> String {
        self.client
            .get_history(GetHistoryRequest {
                game_id: self.id.clone(),
            })
            .await
            .expect("GetHistory")
            .into_inner()
            .record
    }

    /// `pairs` times: the step and its undo, each with a request id; from version `from`.
    async fn step_and_undo(&mut self, from: u64, pairs: u64, name: &str) -> u64 {
        let mut version = from;
        for n in 0..pairs {
            self.step(Some(version), &format!("{name}-step-{n}"))
                .await
                .expect("step");
            self.undo(version + 1, &format!("{name}-undo-{n}")).await;
            version += 2;
        }
        version
    }
}

fn metadata(status: &Status, key: &str) -> Option<String> {
    status
        .get_details_error_info()
        .and_then(|info| info.metadata.get(key).cloned())
}

async fn retries_of_recent_requests_replay(backend: Backend) {
    let fixture = Fixture::new(backend).await;
    let mut t = table(&fixture).await;
    let first = t.step(Some(1), "once").await.expect("step");
    assert_eq!(first.game.as_ref().expect("game").version, 2);
    // Pinned or not, from the remembered game or a fresh load: the first answer, not acted on.
    for expected_version in [Some(1), None] {
        assert_eq!(
            t.step(expected_version, "once").await.expect("retry"),
            first
        );
    }
    assert_eq!(t.version().await, 2, "applied once");
    // A request of the other side's in between does not push it out.
    t.undo(2, "undo").await;
    assert_eq!(t.step(Some(1), "once").await.expect("retry"), first);
    assert_eq!(t.version().await, 3);
    assert_eq!(
        t.record().await,
        Game::new().to_record(),
        "the step was applied once and undone once"
    );
}

async fn retries_of_forgotten_requests_are_refused(backend: Backend) {
    let fixture = Fixture::new(backend).await;
    let mut t = table(&fixture).await;
    t.step(Some(1), "first").await.expect("step");
    t.undo(2, "first-undo").await;
    // A few more requests: the answer of "first" is no longer kept, its record is.
    let version = t.step_and_undo(3, 5, "a").await;
    for expected_version in [Some(1), None] {
        let status = expect_error(
            t.step(expected_version, "first")
                .await
                .map(tonic::Response::new),
            Code::FailedPrecondition,
            "REQUEST_EXPIRED",
        );
        assert_eq!(metadata(&status, "applied_version").as_deref(), Some("2"));
        assert_eq!(metadata(&status, "request_id").as_deref(), Some("first"));
    }
    assert_eq!(t.version().await, version, "nothing applied");

    // Past RETRY_RECORDS newer requests, the record is gone too: a pinned retry is refused
    // all the same (its version is older than the oldest record kept).
    let pairs = RETRY_RECORDS as u64 / 2 + 1;
    let version = t.step_and_undo(version, pairs, "b").await;
    let status = expect_error(
        t.step(Some(1), "first").await.map(tonic::Response::new),
        Code::FailedPrecondition,
        "REQUEST_EXPIRED",
    );
    assert_eq!(metadata(&status, "applied_version"), None);
    assert_eq!(metadata(&status, "expected_version").as_deref(), Some("1"));
    assert_eq!(
        metadata(&status, "current_version"),
        Some(version.to_string())
    );
    assert_eq!(t.version().await, version, "nothing applied");
    assert_eq!(t.record().await, Game::new().to_record());
    // So is a new id pinned to that old a version (the server cannot tell it from a retry);
    // a new id pinned to a version within the records is a plain conflict.
    expect_error(
        t.step(Some(1), "new-but-stale")
            .await
            .map(tonic::Response::new),
        Code::FailedPrecondition,
        "REQUEST_EXPIRED",
    );
    expect_error(
        t.step(Some(version - 1), "new-and-recent")
            .await
            .map(tonic::Response::new),
        Code::Aborted,
        "VERSION_CONFLICT",
    );
    // The newest request is still answered as it was.
    let newest = format!("b-undo-{}", pairs - 1);
    let request = UndoStepRequest {
        game_id: t.id.clone(),
        expected_version: Some(version - 1),
        request_id: newest,
    };
    let replayed = t
        .client
        .undo_step(authed(request, &t.white))
        .await
        .expect("replayed undo")
        .into_inner();
    assert_eq!(replayed.game.expect("game").version, version);
    assert_eq!(t.version().await, version);
    // Documented limit: without expected_version, an id whose record is gone is a new
    // request (the server cannot tell), so it acts.
    let acted = t.step(None, "first").await.expect("a new request");
    assert_eq!(acted.game.expect("game").version, version + 1);
}

both_stores!(
    retries_of_recent_requests_replay,
    retries_of_forgotten_requests_are_refused,
);

#[tokio::test]
async fn redis_retry_records_stay_within_2_kib() {
    let fixture = Fixture::new(Backend::Redis).await;
    let mut t = table(&fixture).await;
    let version = t.step_and_undo(1, 100, "long").await;
    assert_eq!(t.version().await, version);
    let redis = fixture.redis.as_ref().expect("redis");
    let client = ::redis::Client::open(redis.url()).expect("redis url");
    let mut conn = client
        .get_multiplexed_async_connection()
        .await
        .expect("redis");
    let bytes: u64 = ::redis::cmd("MEMORY")
        .arg("USAGE")
        .arg(format!("game:{{{}}}:requests", t.id))
        .arg("SAMPLES")
        .arg(0)
        .query_async(&mut conn)
        .await
        .expect("MEMORY USAGE");
    println!("retry records after 200 requests: {bytes} bytes (MEMORY USAGE)");
    assert!(bytes <= 2048, "the retry records take {bytes} bytes");
    // The last requests are still answered from their records.
    let newest = UndoStepRequest {
        game_id: t.id.clone(),
        expected_version: Some(version - 1),
        request_id: "long-undo-99".into(),
    };
    let replayed = t
        .client
        .undo_step(authed(newest, &t.white))
        .await
        .expect("replayed")
        .into_inner();
    assert_eq!(replayed.game.expect("game").version, version);
    assert_eq!(t.version().await, version);
}
