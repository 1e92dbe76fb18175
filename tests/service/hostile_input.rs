//! Hostile input through the real server (`serve_with` over a private Redis): random and
//! mutated strings in every field of every call, random `authorization` metadata, random
//! version numbers and request ids, huge strings, and raw bytes as whole request messages.
//!
//! Property: every call is answered, within a time limit, with a proper status — one of the
//! codes a client error deserves, with a message and the service's `ErrorInfo` — or succeeds;
//! no call fails as INTERNAL or UNKNOWN, none hangs, the connection is never dropped (the
//! channel counts its TCP connections: one for the whole run), and refused calls change
//! nothing (each game's version is 1 + the changes that were accepted).
//!
//! `ARBITER_HOSTILE_CASES` sets the number of cases (default 300; each makes 13 calls).

use crate::common;

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::Ordering;
use std::time::Duration;

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    ApplyActionRequest, CheckRedCardRequest, GetGameRequest, GetHistoryRequest,
    LegalActionsRequest, NewGameRequest, PingRequest, ResignRequest, UndoStepRequest,
    check_red_card_request, legal_actions_request,
};
use arbiter::store::{DEFAULT_GAME_TTL, RedisStore};
use bytes::{Buf as _, BufMut as _};
use common::{RedisServer, TestServer};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use tonic::codec::{Codec, DecodeBuf, Decoder, EncodeBuf, Encoder};
use tonic::metadata::AsciiMetadataValue;
use tonic::transport::Channel;
use tonic::{Code, Request, Status};
use tonic_types::StatusExt as _;

const INITIAL_HPN: &str =
    "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1";

/// Any call taking longer than this counts as a hang.
const CALL_LIMIT: Duration = Duration::from_secs(10);

/// The codes a refused hostile call may get.
const ALLOWED: [Code; 7] = [
    Code::InvalidArgument,
    Code::NotFound,
    Code::Unauthenticated,
    Code::PermissionDenied,
    Code::FailedPrecondition,
    Code::Aborted,
    Code::ResourceExhausted,
];

const METHODS: [&str; 9] = [
    "Ping",
    "NewGame",
    "GetGame",
    "LegalActions",
    "ApplyAction",
    "UndoStep",
    "Resign",
    "CheckRedCard",
    "GetHistory",
];

/// Which game a call names.
#[derive(Clone, Debug)]
enum Target {
    /// Any text.
    Text(String),
    /// The case's game.
    Real,
    /// The case's game id, changed a little.
    RealMutated(usize, char),
}

/// What a call that acts for a seat sends as `authorization`.
#[derive(Clone, Debug)]
enum Auth {
    None,
    /// Any header bytes (skipped when not a valid header value).
    Raw(Vec<u8>),
    /// `Bearer <text>`.
    Bearer(String),
    /// The right game's White or Black token.
    Seat(bool),
    /// A token of another game.
    OtherGame,
}

#[derive(Clone, Debug)]
struct Hostile {
    target: Target,
    position: String,
    step: String,
    request_id: String,
    expected_version: Option<u64>,
    auth: Auth,
    raw_method: usize,
    raw_body: Vec<u8>,
}

/// A sample with one edit: insert, replace, delete from, or cut at a position.
fn mutated(samples: &'static [&'static str]) -> impl Strategy<Value = String> {
    (
        0..samples.len(),
        0usize..4,
        any::<prop::sample::Index>(),
        any::<char>(),
    )
        .prop_map(move |(i, op, at, ch)| {
            let mut chars: Vec<char> = samples[i].chars().collect();
            let at = at.index(chars.len() + 1);
            match op {
                0 => chars.insert(at, ch),
                1 if at < chars.len() => chars[at] = ch,
                2 if at < chars.len() => {
                    chars.remove(at);
                }
                _ => chars.truncate(at),
            }
            chars.into_iter().collect()
        })
}

fn text(samples: &'static [&'static str]) -> impl Strategy<Value = String> {
    prop_oneof![
        4 => any::<String>(),
        2 => "[ -~]{0,40}",
        2 => "[A-Za-z0-9_-]{20,24}",
        3 => mutated(samples),
        1 => prop::collection::vec(any::<u8>(), 0..64)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
        1 => (0usize..200_000, any::<char>()).prop_map(|(n, c)| c.to_string().repeat(n)),
    ]
}

const POSITIONS: &[&str] = &[
    INITIAL_HPN,
    "1m1/9/9/9/9/9/4e4/4E+4/9/9/9/9/9/9/1M1 w 5",
    "",
];
const STEPS: &[&str] = &["d4-e6", "e8=e9", "e8>f10", "c11>e13>e9", "xc6", "end", ""];
const IDS: &[&str] = &["AAAAAAAAAAAAAAAAAAAAAA", "r-1", ""];

fn hostile() -> impl Strategy<Value = Hostile> {
    let target = prop_oneof![
        2 => text(IDS).prop_map(Target::Text),
        3 => Just(Target::Real),
        1 => (0usize..22, any::<char>()).prop_map(|(i, c)| Target::RealMutated(i, c)),
    ];
    let auth = prop_oneof![
        1 => Just(Auth::None),
        2 => prop::collection::vec(any::<u8>(), 0..100).prop_map(Auth::Raw),
        2 => text(IDS).prop_map(|t| Auth::Bearer(t.chars().take(2000).collect())),
        3 => any::<bool>().prop_map(Auth::Seat),
        1 => Just(Auth::OtherGame),
    ];
    let version = prop_oneof![
        Just(None),
        (0u64..4).prop_map(Some),
        any::<u64>().prop_map(Some),
    ];
    (
        target,
        text(POSITIONS),
        text(STEPS),
        text(IDS),
        version,
        auth,
        0..METHODS.len(),
        prop::collection::vec(any::<u8>(), 0..200),
    )
        .prop_map(
            |(target, position, step, request_id, expected_version, auth, raw_method, raw_body)| {
                Hostile {
                    target,
                    position,
                    step,
                    request_id,
                    expected_version,
                    auth,
                    raw_method,
                    raw_body,
                }
            },
        )
}

/// Sends and receives message bytes as they are, to put arbitrary bytes on the wire.
#[derive(Clone, Copy, Debug, Default)]
struct RawCodec;

impl Codec for RawCodec {
    type Encode = Vec<u8>;
    type Decode = Vec<u8>;
    type Encoder = RawCodec;
    type Decoder = RawCodec;

    fn encoder(&mut self) -> RawCodec {
        RawCodec
    }

    fn decoder(&mut self) -> RawCodec {
        RawCodec
    }
}

impl Encoder for RawCodec {
    type Item = Vec<u8>;
    type Error = Status;

    fn encode(&mut self, item: Vec<u8>, dst: &mut EncodeBuf<'_>) -> Result<(), Status> {
        dst.put_slice(&item);
        Ok(())
    }
}

impl Decoder for RawCodec {
    type Item = Vec<u8>;
    type Error = Status;

    fn decode(&mut self, src: &mut DecodeBuf<'_>) -> Result<Option<Vec<u8>>, Status> {
        let mut out = vec![0; src.remaining()];
        src.copy_to_slice(&mut out);
        Ok(Some(out))
    }
}

#[derive(Debug, Default)]
struct Tally {
    cases: u64,
    calls: u64,
    accepted: u64,
    by_code: BTreeMap<String, u64>,
    unsendable_metadata: u64,
}

struct Checker<'a> {
    tally: &'a Mutex<Tally>,
}

impl Checker<'_> {
    /// Checks one answer; `fields` are the request's field names. Returns whether the call
    /// succeeded.
    async fn call<T>(
        &self,
        what: &str,
        fields: &[&str],
        call: impl Future<Output = Result<tonic::Response<T>, Status>>,
    ) -> Result<bool, TestCaseError> {
        let result = tokio::time::timeout(CALL_LIMIT, call).await;
        let mut tally = self.tally.lock().unwrap();
        tally.calls += 1;
        let Ok(result) = result else {
            return Err(TestCaseError::fail(format!(
                "{what}: no answer within {CALL_LIMIT:?}"
            )));
        };
        let status = match result {
            Ok(_) => {
                tally.accepted += 1;
                return Ok(true);
            }
            Err(status) => status,
        };
        *tally
            .by_code
            .entry(format!("{:?}", status.code()))
            .or_default() += 1;
        drop(tally);
        prop_assert!(
            ALLOWED.contains(&status.code()),
            "{what}: unexpected {status:?}"
        );
        prop_assert!(!status.message().is_empty(), "{what}: no message");
        let info = status.get_details_error_info();
        prop_assert!(
            info.as_ref().is_some_and(|i| i.domain == "arbiter"),
            "{what}: no ErrorInfo in {status:?}"
        );
        if status.code() == Code::InvalidArgument {
            let bad = status.get_details_bad_request();
            prop_assert!(bad.is_some(), "{what}: no BadRequest in {status:?}");
            for violation in bad.map(|b| b.field_violations).unwrap_or_default() {
                prop_assert!(
                    fields.contains(&violation.field.as_str()),
                    "{what}: the BadRequest names {:?}, not a field of the request",
                    violation.field
                );
            }
        }
        Ok(false)
    }
}

fn authorize<T>(message: T, auth: &Auth, seats: &Seats, tally: &Mutex<Tally>) -> Request<T> {
    let mut request = Request::new(message);
    let value: Option<Result<AsciiMetadataValue, _>> = match auth {
        Auth::None => None,
        Auth::Raw(bytes) => Some(AsciiMetadataValue::try_from(bytes.as_slice()).map_err(|_| ())),
        Auth::Bearer(text) => Some(format!("Bearer {text}").parse().map_err(|_| ())),
        Auth::Seat(white) => {
            let token = if *white { &seats.white } else { &seats.black };
            Some(format!("Bearer {token}").parse().map_err(|_| ()))
        }
        Auth::OtherGame => Some(format!("Bearer {}", seats.other).parse().map_err(|_| ())),
    };
    match value {
        Some(Ok(value)) => {
            request.metadata_mut().insert("authorization", value);
        }
        Some(Err(())) => tally.lock().unwrap().unsendable_metadata += 1,
        None => {}
    }
    request
}

struct Seats {
    white: String,
    black: String,
    /// A token of another game.
    other: String,
}

async fn new_game(client: &mut HanniballServiceClient<Channel>) -> (String, String, String) {
    let created = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    (
        created.game.expect("game").game_id,
        created.white_token,
        created.black_token,
    )
}

async fn run_case(
    channel: Channel,
    input: Hostile,
    tally: &Mutex<Tally>,
) -> Result<(), TestCaseError> {
    let mut client = HanniballServiceClient::new(channel.clone());
    let (id, white, black) = new_game(&mut client).await;
    let (_, other, _) = new_game(&mut client).await;
    let seats = Seats {
        white,
        black,
        other,
    };
    let game_id = match &input.target {
        Target::Text(text) => text.clone(),
        Target::Real => id.clone(),
        Target::RealMutated(at, ch) => {
            let mut chars: Vec<char> = id.chars().collect();
            let at = *at % chars.len();
            chars[at] = *ch;
            chars.into_iter().collect()
        }
    };
    let check = Checker { tally };
    let mut changes = 0u64;

    check
        .call(
            "NewGame",
            &["position"],
            client.new_game(NewGameRequest {
                position: input.position.clone(),
                ..Default::default()
            }),
        )
        .await?;
    check
        .call(
            "GetGame",
            &["game_id"],
            client.get_game(GetGameRequest {
                game_id: game_id.clone(),
            }),
        )
        .await?;
    check
        .call(
            "GetHistory",
            &["game_id"],
            client.get_history(GetHistoryRequest {
                game_id: game_id.clone(),
            }),
        )
        .await?;
    for subject in [
        Some(legal_actions_request::Subject::GameId(game_id.clone())),
        Some(legal_actions_request::Subject::Position(
            input.position.clone(),
        )),
        None,
    ] {
        check
            .call(
                "LegalActions",
                &["game_id", "position", "subject"],
                client.legal_actions(LegalActionsRequest { subject }),
            )
            .await?;
    }
    for subject in [
        Some(check_red_card_request::Subject::GameId(game_id.clone())),
        Some(check_red_card_request::Subject::Position(
            input.position.clone(),
        )),
    ] {
        check
            .call(
                "CheckRedCard",
                &["game_id", "position", "subject"],
                client.check_red_card(CheckRedCardRequest { subject }),
            )
            .await?;
    }
    let apply = ApplyActionRequest {
        game_id: game_id.clone(),
        action: input.step.clone(),
        expected_version: input.expected_version,
        request_id: input.request_id.clone(),
    };
    let fields = &["game_id", "action", "request_id", "expected_version"];
    if check
        .call(
            "ApplyAction",
            fields,
            client.apply_action(authorize(apply.clone(), &input.auth, &seats, tally)),
        )
        .await?
    {
        changes += 1;
    }
    // The same request again: a retry (same id) changes nothing more; without an id it is a
    // new request.
    if check
        .call(
            "ApplyAction again",
            fields,
            client.apply_action(authorize(apply, &input.auth, &seats, tally)),
        )
        .await?
        && input.request_id.is_empty()
    {
        changes += 1;
    }
    let fields = &["game_id", "request_id", "expected_version"];
    let mut undo_id = input.request_id.clone();
    undo_id.push('u');
    if check
        .call(
            "UndoStep",
            fields,
            client.undo_step(authorize(
                UndoStepRequest {
                    game_id: game_id.clone(),
                    expected_version: input.expected_version,
                    request_id: undo_id,
                },
                &input.auth,
                &seats,
                tally,
            )),
        )
        .await?
    {
        changes += 1;
    }
    let mut resign_id = input.request_id.clone();
    resign_id.push('r');
    if check
        .call(
            "Resign",
            fields,
            client.resign(authorize(
                ResignRequest {
                    game_id: game_id.clone(),
                    expected_version: input.expected_version,
                    request_id: resign_id,
                },
                &input.auth,
                &seats,
                tally,
            )),
        )
        .await?
    {
        changes += 1;
    }

    // Raw bytes as a whole request message. Bytes that are not a protobuf message of the
    // method's type, or whose text is not valid UTF-8, are refused by the input gate with
    // INVALID_ARGUMENT (the client's fault, not the server's); anything that parses is an
    // ordinary request.
    let method = METHODS[input.raw_method];
    let mut grpc = tonic::client::Grpc::new(channel.clone());
    grpc.ready()
        .await
        .map_err(|e| TestCaseError::fail(format!("channel not ready: {e}")))?;
    let path = format!("/hanniball.v1.HanniballService/{method}")
        .parse()
        .expect("path");
    let raw = tokio::time::timeout(
        CALL_LIMIT,
        grpc.unary(Request::new(input.raw_body.clone()), path, RawCodec),
    )
    .await
    .map_err(|_| TestCaseError::fail(format!("raw {method}: no answer")))?;
    tally.lock().unwrap().calls += 1;
    if let Err(status) = raw {
        prop_assert!(
            ALLOWED.contains(&status.code()),
            "raw {method} {:?}: unexpected {status:?}",
            input.raw_body
        );
        *tally
            .lock()
            .unwrap()
            .by_code
            .entry(format!("raw {:?}", status.code()))
            .or_default() += 1;
    }

    // Nothing but the accepted changes happened to the case's game; the channel still works.
    client
        .ping(PingRequest {})
        .await
        .map_err(|s| TestCaseError::fail(format!("Ping after the case: {s:?}")))?;
    let version = client
        .get_game(GetGameRequest {
            game_id: id.clone(),
        })
        .await
        .map_err(|s| TestCaseError::fail(format!("GetGame after the case: {s:?}")))?
        .into_inner()
        .game
        .expect("game")
        .version;
    let expected = if game_id == id { 1 + changes } else { 1 };
    prop_assert_eq!(version, expected, "the version of the case's game");
    tally.lock().unwrap().cases += 1;
    Ok(())
}

#[test]
fn hostile_fields_get_proper_statuses_and_change_nothing() {
    let cases = std::env::var("ARBITER_HOSTILE_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let redis = RedisServer::start();
    let (server, channel, connects) = runtime.block_on(async {
        let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
        let server = TestServer::start(store).await;
        let (channel, connects) = server.counted_channel().await;
        (server, channel, connects)
    });
    let tally = Mutex::new(Tally::default());
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let result = runner.run(&hostile(), |input| {
        runtime.block_on(run_case(channel.clone(), input, &tally))
    });
    let tally = tally.into_inner().unwrap();
    eprintln!(
        "hostile input: {} cases, {} calls, {} accepted, refused by code {:?}, {} metadata values not sendable",
        tally.cases, tally.calls, tally.accepted, tally.by_code, tally.unsendable_metadata
    );
    if let Err(e) = result {
        panic!("{e}");
    }
    assert_eq!(
        connects.load(Ordering::SeqCst),
        1,
        "the server never dropped the connection"
    );
    runtime.block_on(server.stop());
}
