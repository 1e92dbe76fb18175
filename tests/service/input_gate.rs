//! The input gate, on SQLite and on a PostgreSQL the test starts itself:
//!
//! - every `string` field (at any depth, up to three messages deep) of the request of every
//!   method of every service the binary serves, found in the embedded descriptor sets (not
//!   in the gate's own tables), is sent with a NUL, with another control character, with
//!   invalid UTF-8 and with 20,000 characters, as raw protobuf bytes through tonic's generic
//!   client: each answer is `INVALID_ARGUMENT` naming the field, with bounded metadata, the
//!   same on both databases;
//! - values that pass the gate but reach a store unchanged (a page token's contents, a name
//!   with no account) are answered as on SQLite by PostgreSQL;
//! - names that look alike (UTS #39 skeletons) and the password policy; the migration's
//!   skeletons filled at start-up for accounts made before it, confusable ones included.

use crate::common;

use std::collections::HashMap;
use std::str::FromStr as _;
use std::time::Duration;

use arbiter::lobby::{LobbyBackend, MemoryLobby};
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::server::ServeOptions;
use arbiter::session::ServiceError;
use arbiter::store::MemoryStore;
use bytes::Buf as _;
use common::TestServer;
use common::postgres::Postgres;
use prost::Message as _;
use prost_types::field_descriptor_proto::Type;
use prost_types::{DescriptorProto, FileDescriptorSet};
use sqlx::Row as _;
use tonic::codec::{Codec, DecodeBuf, Decoder, EncodeBuf, Encoder};
use tonic::transport::Channel;
use tonic::{Code, Status};
use tonic_types::StatusExt as _;

// ---------------------------------------------------------------- a raw-bytes codec

#[derive(Clone, Copy, Debug, Default)]
struct Raw;

#[derive(Clone, Copy, Debug, Default)]
struct RawCoder;

impl Codec for Raw {
    type Encode = Vec<u8>;
    type Decode = Vec<u8>;
    type Encoder = RawCoder;
    type Decoder = RawCoder;

    fn encoder(&mut self) -> RawCoder {
        RawCoder
    }

    fn decoder(&mut self) -> RawCoder {
        RawCoder
    }
}

impl Encoder for RawCoder {
    type Item = Vec<u8>;
    type Error = Status;

    fn encode(&mut self, item: Vec<u8>, buf: &mut EncodeBuf<'_>) -> Result<(), Status> {
        bytes::BufMut::put_slice(buf, &item);
        Ok(())
    }
}

impl Decoder for RawCoder {
    type Item = Vec<u8>;
    type Error = Status;

    fn decode(&mut self, buf: &mut DecodeBuf<'_>) -> Result<Option<Vec<u8>>, Status> {
        let remaining = buf.remaining();
        Ok(Some(buf.copy_to_bytes(remaining).to_vec()))
    }
}

// ---------------------------------------------------------------- requests from descriptors

/// One text field of a method's request: its path of field numbers and of names.
#[derive(Clone, Debug)]
struct TextField {
    numbers: Vec<u32>,
    path: String,
}

/// A method the binary serves, and every text field of its request.
#[derive(Debug)]
struct Method {
    path: String,
    server_streaming: bool,
    fields: Vec<TextField>,
}

fn served_descriptor_sets() -> Vec<&'static [u8]> {
    vec![
        arbiter::players::service::FILE_DESCRIPTOR_SET,
        arbiter::games::hanniball::pb::FILE_DESCRIPTOR_SET,
        arbiter::games::hnefatafl::pb::FILE_DESCRIPTOR_SET,
        arbiter::games::chess_football::pb::FILE_DESCRIPTOR_SET,
    ]
}

fn text_fields(
    messages: &HashMap<String, DescriptorProto>,
    full: &str,
    numbers: &[u32],
    prefix: &str,
    seen: &mut Vec<String>,
    out: &mut Vec<TextField>,
) {
    let Some(message) = messages.get(full) else {
        return;
    };
    for field in &message.field {
        let mut path_numbers = numbers.to_vec();
        path_numbers.push(u32::try_from(field.number()).expect("field number"));
        let path = if prefix.is_empty() {
            field.name().to_owned()
        } else {
            format!("{prefix}.{}", field.name())
        };
        match field.r#type() {
            Type::String => out.push(TextField {
                numbers: path_numbers,
                path,
            }),
            Type::Message if seen.len() < 3 && !seen.iter().any(|s| s == field.type_name()) => {
                seen.push(field.type_name().to_owned());
                text_fields(messages, field.type_name(), &path_numbers, &path, seen, out);
                seen.pop();
            }
            _ => {}
        }
    }
}

/// Every method of every served service, with its request's text fields.
fn methods() -> Vec<Method> {
    let mut messages = HashMap::new();
    let mut services = Vec::new();
    for set in served_descriptor_sets() {
        let set = FileDescriptorSet::decode(set).expect("descriptor set");
        for file in set.file {
            let package = file.package().to_owned();
            let mut stack: Vec<(String, DescriptorProto)> = file
                .message_type
                .iter()
                .map(|m| (format!(".{package}"), m.clone()))
                .collect();
            while let Some((scope, message)) = stack.pop() {
                let full = format!("{scope}.{}", message.name());
                for nested in &message.nested_type {
                    stack.push((full.clone(), nested.clone()));
                }
                messages.insert(full, message);
            }
            for service in file.service {
                services.push((package.clone(), service));
            }
        }
    }
    let mut out = Vec::new();
    for (package, service) in services {
        for method in &service.method {
            let mut fields = Vec::new();
            text_fields(
                &messages,
                method.input_type(),
                &[],
                "",
                &mut vec![method.input_type().to_owned()],
                &mut fields,
            );
            out.push(Method {
                path: format!("/{package}.{}/{}", service.name(), method.name()),
                server_streaming: method.server_streaming(),
                fields,
            });
        }
    }
    out
}

/// A request with only the text field at `numbers` set to `value`.
fn request_with(numbers: &[u32], value: &[u8]) -> Vec<u8> {
    let mut bytes = value.to_vec();
    for &number in numbers.iter().rev() {
        let mut outer = Vec::new();
        prost::encoding::encode_key(
            number,
            prost::encoding::WireType::LengthDelimited,
            &mut outer,
        );
        prost::encoding::encode_varint(bytes.len() as u64, &mut outer);
        outer.extend_from_slice(&bytes);
        bytes = outer;
    }
    bytes
}

/// Calls `method` with the raw request `bytes`: its status (OK when it succeeded).
async fn call(channel: &Channel, method: &Method, bytes: Vec<u8>) -> Status {
    let mut grpc = tonic::client::Grpc::new(channel.clone());
    grpc.ready().await.expect("channel ready");
    let path = http::uri::PathAndQuery::from_str(&method.path).expect("path");
    let request = tonic::Request::new(bytes);
    let answer = if method.server_streaming {
        grpc.server_streaming(request, path, Raw).await.map(|_| ())
    } else {
        grpc.unary(request, path, Raw).await.map(|_| ())
    };
    match answer {
        Ok(()) => Status::ok(""),
        Err(status) => status,
    }
}

/// What the answer to a refused call weighs: its message, its details and its other
/// metadata (what a client receives as headers or trailers).
fn answer_bytes(status: &Status) -> usize {
    let metadata: usize = status
        .metadata()
        .iter()
        .map(|entry| match entry {
            tonic::metadata::KeyAndValueRef::Ascii(k, v) => {
                k.as_str().len() + v.as_encoded_bytes().len()
            }
            tonic::metadata::KeyAndValueRef::Binary(k, v) => {
                k.as_str().len() + v.as_encoded_bytes().len()
            }
        })
        .sum();
    status.message().len() + status.details().len() * 4 / 3 + metadata
}

async fn server(db: Database) -> TestServer {
    // The binary's one log capture (limits.rs reads it); a subscriber of this test's own
    // would take the process's only global slot.
    common::logs::captured();
    let players = common::players_of(db);
    let options = ServeOptions {
        players: Some(players),
        lobby: Some(LobbyBackend::Memory(MemoryLobby::new())),
        ..common::fast_health()
    };
    TestServer::start_with(MemoryStore::default(), options).await
}

async fn every_text_field_is_gated(db: Database) {
    let server = server(db).await;
    let channel = server.channel().await;
    let methods = methods();
    let fields: usize = methods.iter().map(|m| m.fields.len()).sum();
    assert!(
        methods.len() > 50 && fields > 80,
        "{} methods, {fields} fields",
        methods.len()
    );
    for service in [
        "/accounts.v1.AccountsService/",
        "/players.v1.PlayersService/",
        "/lobby.v1.LobbyService/",
        "/hanniball.v1.HanniballService/",
        "/hnefatafl.v1.HnefataflService/",
        "/chessfootball.v1.ChessFootballService/",
    ] {
        assert!(
            methods
                .iter()
                .any(|m| m.path.starts_with(service) && !m.fields.is_empty()),
            "{service}"
        );
    }
    let bad: [(&str, Vec<u8>, &str); 4] = [
        ("a NUL", b"al\0ice".to_vec(), "INVALID_TEXT"),
        ("an escape", b"a\x1b[31mb".to_vec(), "INVALID_TEXT"),
        ("invalid UTF-8", b"a\xff\xfeb".to_vec(), "INVALID_TEXT"),
        ("20,000 characters", vec![b'x'; 20_000], "TEXT_TOO_LONG"),
    ];
    let mut calls = 0;
    for method in &methods {
        for field in &method.fields {
            for (what, value, reason) in &bad {
                let status = call(&channel, method, request_with(&field.numbers, value)).await;
                calls += 1;
                let at = format!("{} {} with {what}", method.path, field.path);
                assert_eq!(status.code(), Code::InvalidArgument, "{at}: {status:?}");
                assert!(
                    status.message().contains(&field.path),
                    "{at}: {}",
                    status.message()
                );
                let info = status
                    .get_details_error_info()
                    .unwrap_or_else(|| panic!("{at}: no ErrorInfo"));
                assert_eq!(info.reason, *reason, "{at}");
                assert_eq!(info.metadata["field"], field.path, "{at}");
                let weight = answer_bytes(&status);
                assert!(weight < 2048, "{at}: {weight} bytes of answer");
            }
        }
    }
    eprintln!("{calls} refused calls over {} methods", methods.len());

    // A request that is no protobuf at all is the caller's fault too.
    let get_player = methods
        .iter()
        .find(|m| m.path == "/players.v1.PlayersService/GetPlayer")
        .expect("GetPlayer");
    let status = call(&channel, get_player, vec![0x0a, 0x05, b'a']).await;
    assert_eq!(status.code(), Code::InvalidArgument, "{status:?}");
    assert_eq!(
        status.get_details_error_info().expect("info").reason,
        "MALFORMED_REQUEST"
    );

    // Valid text still reaches the handlers: no such player, on either database.
    let status = call(&channel, get_player, request_with(&[1], b"nobody-here")).await;
    assert_eq!(status.code(), Code::NotFound, "{status:?}");
    let status = call(&channel, get_player, request_with(&[1], "Ålice".as_bytes())).await;
    assert_eq!(status.code(), Code::NotFound, "{status:?}");

    // A page token is text the gate passes; what it decodes to is checked before the
    // database: `12:a<NUL>b`.
    use base64::Engine as _;
    let token = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode("12:a\0b");
    let list_games = methods
        .iter()
        .find(|m| m.path == "/players.v1.PlayersService/ListGames")
        .expect("ListGames");
    let mut request = request_with(&[1], b"nobody-here");
    request.extend(request_with(&[3], token.as_bytes()));
    let status = call(&channel, list_games, request).await;
    assert_eq!(status.code(), Code::InvalidArgument, "{status:?}");
    assert_eq!(
        status.get_details_error_info().expect("info").reason,
        "INVALID_PAGE_TOKEN"
    );
    server.stop().await;
}

#[tokio::test]
async fn every_text_field_is_gated_on_sqlite() {
    every_text_field_is_gated(Database::open(MEMORY_URL).await.expect("SQLite")).await;
}

#[tokio::test]
async fn every_text_field_is_gated_on_postgres() {
    let pg = Postgres::start();
    every_text_field_is_gated(Database::open(&pg.url()).await.expect("PostgreSQL")).await;
}

// ---------------------------------------------------------------- names and passwords

const GOOD: &str = "correct horse battery";

async fn names_and_passwords(db: Database) {
    let players = common::players_of(db);
    let accounts = players.accounts();
    accounts.create("Alice", GOOD).await.expect("Alice");
    accounts.create("Bob", GOOD).await.expect("Bob");
    accounts.create("mallory", GOOD).await.expect("mallory");

    for (name, like) in [
        ("AIice", "Alice"),
        ("a1ice", "Alice"),
        ("A1ice", "Alice"),
        ("B0b", "Bob"),
        ("BOB0", ""),
        ("rnallory", "mallory"),
    ] {
        let result = accounts.create(name, GOOD).await;
        if like.is_empty() {
            result.unwrap_or_else(|e| panic!("{name}: {e:?}"));
            continue;
        }
        let e = result.expect_err(name);
        assert_eq!(e.reason(), "NAME_CONFUSABLE", "{name}: {e:?}");
        let status = Status::from(e);
        assert_eq!(status.code(), Code::AlreadyExists);
        let info = status.get_details_error_info().expect("info");
        assert_eq!(info.metadata["confusable_with"], like, "{name}");
        assert!(status.message().contains(like), "{}", status.message());
    }
    for name in ["alice", "ALICE"] {
        let e = accounts.create(name, GOOD).await.expect_err(name);
        assert!(matches!(e, ServiceError::NameTaken { .. }), "{name}: {e:?}");
    }
    // Reserved words and the service's bots, also when they only look alike.
    for name in ["adrnin", "r00t", "cornputer-easy", "Computer-x"] {
        let e = accounts.create(name, GOOD).await.expect_err(name);
        assert_eq!(e.reason(), "INVALID_NAME", "{name}: {e:?}");
    }

    for (password, why) in [
        ("        ", "white space"),
        ("\t\t\t\t\t\t\t\t\t", "white space"),
        ("correct\0horse", "control"),
        ("correct\nhorse", "control"),
        ("password1", "common"),
        ("PassWord1", "common"),
        ("sunshine", "common"),
        ("1234567", "characters"),
    ] {
        let e = accounts
            .create("Carol", password)
            .await
            .expect_err(password);
        assert_eq!(e.reason(), "INVALID_PASSWORD", "{password:?}: {e:?}");
        assert!(
            e.to_string().contains(why)
                && (password.trim().is_empty() || !e.to_string().contains(password.trim())),
            "{password:?}: {e}"
        );
    }
    for password in [" correct horse ", "Пароль-надёжный", "sunshine and rain"] {
        let name = format!("Carol{}", password.len());
        accounts
            .create(&name, password)
            .await
            .unwrap_or_else(|e| panic!("{password:?}: {e:?}"));
    }
}

#[tokio::test]
async fn names_and_passwords_on_sqlite() {
    names_and_passwords(Database::open(MEMORY_URL).await.expect("SQLite")).await;
}

#[tokio::test]
async fn names_and_passwords_on_postgres() {
    let pg = Postgres::start();
    names_and_passwords(Database::open(&pg.url()).await.expect("PostgreSQL")).await;
}

/// Accounts made before the skeleton column (two of them alike): the next start-up gives
/// the older its skeleton and leaves the younger without one; both keep their names and
/// sign in; new look-alikes of either are refused.
async fn skeletons_filled_at_start_up(url: &str) {
    let db = Database::open(url).await.expect("database");
    for name in ["Alice", "AIice", "Zed"] {
        sqlx::query(
            "INSERT INTO players (name, name_key, password_hash, created_ms, bot) \
             VALUES ($1, $2, '!', 0, $3)",
        )
        .bind(name)
        .bind(name.to_ascii_lowercase())
        .bind(false)
        .execute(db.pool())
        .await
        .expect("an account made before the migration");
    }
    drop(db);
    let db = Database::open(url).await.expect("opened again");
    let skeletons: HashMap<String, Option<String>> =
        sqlx::query("SELECT name, name_skeleton FROM players ORDER BY id")
            .fetch_all(db.pool())
            .await
            .expect("rows")
            .iter()
            .map(|r| (r.get::<String, _>(0), r.get::<Option<String>, _>(1)))
            .collect();
    assert_eq!(
        skeletons["Alice"].as_deref(),
        Some("alice"),
        "{skeletons:?}"
    );
    assert_eq!(skeletons["AIice"], None, "{skeletons:?}");
    assert_eq!(skeletons["Zed"].as_deref(), Some("zed"), "{skeletons:?}");
    let players = common::players_of(db);
    assert_eq!(
        players.accounts().find("aiice").await.expect("AIice").name,
        "AIice"
    );
    let e = players
        .accounts()
        .create("A1ice", GOOD)
        .await
        .expect_err("A1ice");
    assert_eq!(e.reason(), "NAME_CONFUSABLE", "{e:?}");
    let e = players.accounts().create("Zedd", GOOD).await;
    assert!(e.is_ok(), "{e:?}");
}

#[tokio::test]
async fn skeletons_filled_at_start_up_on_sqlite() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("p.sqlite3").display()
    );
    skeletons_filled_at_start_up(&url).await;
}

#[tokio::test]
async fn skeletons_filled_at_start_up_on_postgres() {
    let pg = Postgres::start();
    skeletons_filled_at_start_up(&pg.url()).await;
}

#[tokio::test]
async fn oversized_values_are_not_echoed_by_a_server_without_the_gate_limits() {
    // The gate bounds every value; the errors bound what they repeat all the same (a value
    // of 256 characters, the most a name may have at the gate, comes back cut to 64).
    let server = server(Database::open(MEMORY_URL).await.expect("SQLite")).await;
    let channel = server.channel().await;
    let methods = methods();
    let get_player = methods
        .iter()
        .find(|m| m.path == "/players.v1.PlayersService/GetPlayer")
        .expect("GetPlayer");
    let name = "n".repeat(256);
    let status = call(&channel, get_player, request_with(&[1], name.as_bytes())).await;
    assert_eq!(status.code(), Code::NotFound, "{status:?}");
    let info = status.get_details_error_info().expect("info");
    assert_eq!(info.metadata["name"].chars().count(), 64);
    assert!(info.metadata["name"].ends_with('…'));
    assert!(status.message().len() < 120, "{}", status.message());
    tokio::time::timeout(Duration::from_secs(10), server.stop())
        .await
        .expect("stops");
}
