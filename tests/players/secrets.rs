//! Seats and secrets: seat tokens are 128 random bits and distinct, never logged (not even at
//! `RUST_LOG=trace`), stored only as hashes (the first 16 bytes of their SHA-256: the tokens
//! are nowhere in Redis, not in the game hashes, request records or event streams), and a
//! token opens only its own game. Invitation codes and the tokens `JoinGame` hands out (also
//! to a retried join) are held to the same rules; the deadline index holds no secret.
//! (Spectators reading but never acting, and the other seat being refused, are in
//! `tests/service/service.rs`; the constant-time comparison has a unit test in `src/session/auth.rs`.)

use crate::common;

use std::collections::HashSet;
use std::time::Duration;

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    ApplyActionRequest, GetGameRequest, JoinGameRequest, NewGameRequest, NewGameResponse,
    ResignRequest, Side, UndoStepRequest,
};
use arbiter::store::{DEFAULT_GAME_TTL, RedisStore};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use common::binary::ServerProcess;
use common::{RedisServer, TestServer, authed, expect_error};
use sha2::{Digest, Sha256};
use tonic::transport::Channel;
use tonic::{Code, Request};

fn token_bytes(token: &str) -> [u8; 16] {
    assert_eq!(token.len(), 22, "{token:?}");
    URL_SAFE_NO_PAD
        .decode(token)
        .expect("URL-safe base64")
        .try_into()
        .expect("16 bytes")
}

async fn new_games(client: &mut HanniballServiceClient<Channel>, n: usize) -> Vec<NewGameResponse> {
    let mut games = Vec::with_capacity(n);
    for _ in 0..n {
        games.push(
            client
                .new_game(NewGameRequest::default())
                .await
                .expect("NewGame")
                .into_inner(),
        );
    }
    games
}

fn id_of(game: &NewGameResponse) -> String {
    game.game.as_ref().expect("game").game_id.clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seat_tokens_are_128_random_bits_and_distinct() {
    let server = TestServer::start(arbiter::store::MemoryStore::default()).await;
    let mut client = server.client().await;
    let games = new_games(&mut client, 250).await;
    let mut seen = HashSet::new();
    let ids: HashSet<String> = games.iter().map(id_of).collect();
    let mut ones_at = [0u32; 128];
    for game in &games {
        for token in [&game.white_token, &game.black_token] {
            assert!(seen.insert(token.clone()), "a token was handed out twice");
            assert!(!ids.contains(token), "a token equals a game id");
            let bytes = token_bytes(token);
            assert_eq!(URL_SAFE_NO_PAD.encode(bytes), *token, "canonical spelling");
            for (bit, count) in ones_at.iter_mut().enumerate() {
                *count += u32::from(bytes[bit / 8] >> (bit % 8) & 1);
            }
        }
    }
    // 500 tokens: every one of the 128 bit positions is set in about half of them. Five
    // standard deviations (sqrt(500 / 4) ≈ 11.2) either side of 250: a constant, counting or
    // narrow-range token fails, 128 random bits essentially never do.
    for (bit, count) in ones_at.iter().enumerate() {
        assert!(
            (194..=306).contains(count),
            "bit {bit} is set in {count} of 500 tokens"
        );
    }
    let total: u32 = ones_at.iter().sum();
    // 64,000 bits: 32,000 ± 5 × 126.
    assert!((31_368..=32_632).contains(&total), "{total} ones");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_opens_only_its_own_game() {
    let redis = RedisServer::start();
    let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let server = TestServer::start(store).await;
    let mut client = server.client().await;
    let games = new_games(&mut client, 5).await;

    let mut refused = 0;
    for game in &games {
        let id = id_of(game);
        for other in games.iter().filter(|g| id_of(g) != id) {
            for token in [&other.white_token, &other.black_token] {
                let r = client
                    .apply_action(authed(
                        ApplyActionRequest {
                            game_id: id.clone(),
                            action: "d4-e6".into(),
                            ..ApplyActionRequest::default()
                        },
                        token,
                    ))
                    .await;
                expect_error(r, Code::PermissionDenied, "WRONG_SEAT");
                let r = client
                    .undo_step(authed(
                        UndoStepRequest {
                            game_id: id.clone(),
                            ..UndoStepRequest::default()
                        },
                        token,
                    ))
                    .await;
                expect_error(r, Code::PermissionDenied, "WRONG_SEAT");
                let r = client
                    .resign(authed(
                        ResignRequest {
                            game_id: id.clone(),
                            request_id: "try".into(),
                            ..ResignRequest::default()
                        },
                        token,
                    ))
                    .await;
                expect_error(r, Code::PermissionDenied, "WRONG_SEAT");
                refused += 3;
            }
        }
    }
    assert_eq!(refused, 5 * 4 * 2 * 3);
    for game in &games {
        let version = client
            .get_game(GetGameRequest {
                game_id: id_of(game),
            })
            .await
            .expect("GetGame")
            .into_inner()
            .game
            .expect("game")
            .version;
        assert_eq!(version, 1, "no refused call changed a game");
    }
    // And each token does act in its own game (White moves first; either side may resign).
    let game = &games[0];
    client
        .apply_action(authed(
            ApplyActionRequest {
                game_id: id_of(game),
                action: "d4-e6".into(),
                ..ApplyActionRequest::default()
            },
            &game.white_token,
        ))
        .await
        .expect("White's own token");
    client
        .resign(authed(
            ResignRequest {
                game_id: id_of(game),
                ..ResignRequest::default()
            },
            &game.black_token,
        ))
        .await
        .expect("Black's own token");
}

/// Every stored key and value in a Redis, as bytes.
async fn redis_dump(url: &str) -> Vec<(String, Vec<(Vec<u8>, Vec<u8>)>)> {
    let client = redis::Client::open(url).expect("redis url");
    let mut conn = client
        .get_multiplexed_async_connection()
        .await
        .expect("connect to redis");
    let mut keys: Vec<String> = redis::cmd("KEYS")
        .arg("*")
        .query_async(&mut conn)
        .await
        .expect("KEYS");
    keys.sort();
    let mut out = Vec::new();
    for key in keys {
        let kind: String = redis::cmd("TYPE")
            .arg(&key)
            .query_async(&mut conn)
            .await
            .expect("TYPE");
        let fields: Vec<(Vec<u8>, Vec<u8>)> = match kind.as_str() {
            "hash" => redis::cmd("HGETALL")
                .arg(&key)
                .query_async(&mut conn)
                .await
                .expect("HGETALL"),
            "stream" => {
                let entries: redis::Value = redis::cmd("XRANGE")
                    .arg(&key)
                    .arg("-")
                    .arg("+")
                    .query_async(&mut conn)
                    .await
                    .expect("XRANGE");
                let mut strings = Vec::new();
                bulk_strings(&entries, &mut strings);
                strings.into_iter().map(|s| (Vec::new(), s)).collect()
            }
            // The deadline index (`deadlines:{<ruleset>}`): game ids and deadlines.
            "zset" => redis::cmd("ZRANGE")
                .arg(&key)
                .arg(0)
                .arg(-1)
                .arg("WITHSCORES")
                .query_async(&mut conn)
                .await
                .expect("ZRANGE"),
            // The retry log (`game:{<id>}:requests`): records and their answers.
            "string" => {
                let value: Vec<u8> = redis::cmd("GET")
                    .arg(&key)
                    .query_async(&mut conn)
                    .await
                    .expect("GET");
                vec![(Vec::new(), value)]
            }
            other => panic!("{key} is a {other}"),
        };
        out.push((key, fields));
    }
    out
}

/// Every string inside a Redis reply.
fn bulk_strings(value: &redis::Value, out: &mut Vec<Vec<u8>>) {
    match value {
        redis::Value::BulkString(bytes) => out.push(bytes.clone()),
        redis::Value::SimpleString(text) => out.push(text.clone().into_bytes()),
        redis::Value::Array(items) => items.iter().for_each(|v| bulk_strings(v, out)),
        _ => {}
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tokens_are_never_logged_even_at_trace_and_stored_only_as_hashes() {
    let redis = RedisServer::start();
    let url = redis.url();
    let mut server = ServerProcess::start(&[
        ("REDIS_URL", url.as_str()),
        ("RUST_LOG", "trace"),
        ("ARBITER_LOG_FORMAT", "json"),
    ])
    .await;
    let mut client = server.client().await;
    let games = new_games(&mut client, 3).await;
    let (a, b) = (&games[0], &games[1]);
    let step = |id: &str, hsn: &str, request_id: &str| ApplyActionRequest {
        game_id: id.to_owned(),
        action: hsn.to_owned(),
        request_id: request_id.to_owned(),
        ..ApplyActionRequest::default()
    };
    // Accepted, replayed, refused for every reason a token can be refused, malformed.
    let id = id_of(a);
    client
        .apply_action(authed(step(&id, "d4-e6", "s1"), &a.white_token))
        .await
        .expect("accepted");
    client
        .apply_action(authed(step(&id, "d4-e6", "s1"), &a.white_token))
        .await
        .expect("replayed");
    let _ = client
        .apply_action(authed(step(&id, "d12-e10", ""), &a.black_token))
        .await
        .expect_err("not Black's turn");
    let _ = client
        .apply_action(authed(step(&id, "e6-e7", ""), &b.white_token))
        .await
        .expect_err("another game's token");
    for malformed in [
        format!("Bearer {}x", a.white_token),
        a.white_token.clone(),
        format!("Basic {}", a.white_token),
        format!("Bearer {}", &a.white_token[..21]),
    ] {
        let mut request = Request::new(step(&id, "e6-e7", ""));
        request
            .metadata_mut()
            .insert("authorization", malformed.parse().expect("header"));
        let _ = client.apply_action(request).await.expect_err("malformed");
    }
    client
        .undo_step(authed(
            UndoStepRequest {
                game_id: id.clone(),
                ..UndoStepRequest::default()
            },
            &a.white_token,
        ))
        .await
        .expect("undo");
    client
        .resign(authed(
            ResignRequest {
                game_id: id_of(b),
                ..ResignRequest::default()
            },
            &b.black_token,
        ))
        .await
        .expect("resign");
    // Real play: an invitation code, and the token a join hands out (twice: the retry with
    // the same request id is answered from its record).
    let invited = client
        .new_game(NewGameRequest {
            open_seats: vec![Side::Black as i32],
            ..NewGameRequest::default()
        })
        .await
        .expect("NewGame with an open seat")
        .into_inner();
    let code = invited.invitations[0].code.clone();
    let join = || {
        authed(
            JoinGameRequest {
                game_id: id_of(&invited),
                request_id: "join".into(),
                ..JoinGameRequest::default()
            },
            &code,
        )
    };
    let joined = client.join_game(join()).await.expect("join").into_inner();
    let again = client
        .join_game(join())
        .await
        .expect("replayed join")
        .into_inner();
    assert_eq!(again.token, joined.token);
    drop(client);
    let mut secrets: Vec<String> = games
        .iter()
        .flat_map(|g| [g.white_token.clone(), g.black_token.clone()])
        .collect();
    secrets.extend([
        invited.white_token.clone(),
        code.clone(),
        joined.token.clone(),
    ]);

    server.signal("TERM");
    assert!(server.wait(Duration::from_secs(20)).success());
    let logs = server.logs();
    let trace_lines = logs.lines().filter(|l| l.contains("\"TRACE\"")).count();
    assert!(
        trace_lines > 50,
        "the server logged at trace level ({trace_lines} trace lines)"
    );
    {
        for token in &secrets {
            assert!(!logs.contains(token.as_str()), "a seat token was logged");
            // Nor its bytes in any common spelling.
            let bytes = token_bytes(token);
            let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
            assert!(!logs.contains(&hex), "a seat token was logged as hex");
            assert!(
                !logs.contains(&format!("{:?}", bytes)),
                "a seat token was logged as bytes"
            );
        }
    }
    assert!(
        logs.contains(&id),
        "the log is the server's: it names the game"
    );

    // Redis holds the SHA-256 of each token and nothing else of it.
    let dump = redis_dump(&url).await;
    let game_keys: Vec<String> = games
        .iter()
        .chain([&invited])
        .map(|g| format!("game:{{{}}}", id_of(g)))
        .collect();
    for (key, _) in &dump {
        assert!(
            key == "deadlines:{hanniball}"
                // The ladder's and the tournaments' leases name the replica that pairs.
                || key == "{lobby}:lease:ladder"
                || key == "{lobby}:lease:tournaments"
                // Who is online: names and times (the service's computer players register
                // there once the server is up, which a loaded machine may reach mid-test).
                || key == "{lobby}:present"
                || game_keys.iter().any(|k| key == k
                    || *key == format!("{k}:requests")
                    || *key == format!("{k}:events")),
            "unexpected key {key}"
        );
    }
    assert!(
        dump.iter().any(|(k, _)| k.ends_with(":requests")),
        "the request records were inspected too"
    );
    assert!(
        dump.iter().any(|(k, _)| k.ends_with(":events")),
        "the event streams were inspected too"
    );
    for game in &games {
        let key = format!("game:{{{}}}", id_of(game));
        let (_, fields) = dump
            .iter()
            .find(|(k, _)| *k == key)
            .unwrap_or_else(|| panic!("no key {key}"));
        let seats = &fields
            .iter()
            .find(|(f, _)| f == b"seats")
            .expect("a seats field")
            .1;
        // A byte giving the hash size, then each token's SHA-256 cut to 16 bytes.
        let mut expected = vec![16];
        expected.extend_from_slice(&Sha256::digest(token_bytes(&game.white_token))[..16]);
        expected.extend_from_slice(&Sha256::digest(token_bytes(&game.black_token))[..16]);
        assert_eq!(
            *seats, expected,
            "seats are the tokens' truncated SHA-256 hashes"
        );
    }
    let key = format!("game:{{{}}}", id_of(&invited));
    let (_, fields) = dump
        .iter()
        .find(|(k, _)| *k == key)
        .unwrap_or_else(|| panic!("no key {key}"));
    let seats = &fields.iter().find(|(f, _)| f == b"seats").expect("seats").1;
    let mut expected = vec![16];
    expected.extend_from_slice(&Sha256::digest(token_bytes(&invited.white_token))[..16]);
    expected.extend_from_slice(&Sha256::digest(token_bytes(&joined.token))[..16]);
    assert_eq!(*seats, expected, "the joined seat holds its token's hash");
    for (key, fields) in &dump {
        {
            for token in &secrets {
                let raw = token_bytes(token);
                assert!(!key.contains(token.as_str()), "a token in key {key}");
                for (field, value) in fields {
                    for needle in [token.as_bytes(), &raw[..]] {
                        assert!(
                            !contains(field, needle) && !contains(value, needle),
                            "a token is stored in {key}"
                        );
                    }
                }
            }
        }
    }
}
