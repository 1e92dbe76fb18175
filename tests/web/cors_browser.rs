//! Cross-origin calls from a real browser: a page served from another origin (another port
//! on 127.0.0.1) calls the API over gRPC-Web with `fetch`, sending a signed-in player's
//! `x-player-session` and, in a second call, a guest's `x-guest-key`, both of which need a
//! CORS preflight. With the page's origin in `--cors-origins` both calls succeed (the seeks'
//! owners are that player and a guest); from an origin not listed, the browser refuses them.
//!
//! The page reports what it saw with a same-origin `POST /result` to the test's own page
//! server. Needs Debian's Chromium at `/usr/bin/chromium` (`apt-get install -y chromium`;
//! `CHROMIUM` overrides the path): fails with that message when it is missing.

use crate::common;

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use arbiter::lobby::{LobbyBackend, MemoryLobby};
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::server::ServeOptions;
use arbiter::store::MemoryStore;
use common::TestServer;
use serde_json::Value;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpListener;
use tokio::sync::mpsc;

fn chromium() -> PathBuf {
    let path =
        PathBuf::from(std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into()));
    assert!(
        path.exists(),
        "{} is missing: this test drives Debian's Chromium (apt-get install -y chromium)",
        path.display()
    );
    path
}

/// The page: two gRPC-Web calls of `LobbyService/CreateSeek` to `api`, the first as the
/// player of `session`, the second as a guest; what each answered is posted to `/result`.
fn page(api: &str, session: &str) -> String {
    format!(
        r#"<!doctype html>
<html><head><meta charset="utf-8"><title>cross-origin</title></head><body>
<script>
const API = "{api}";
function fields(bytes) {{
  const out = [];
  let i = 0;
  const varint = () => {{
    let v = 0, s = 0, b;
    do {{ b = bytes[i++]; v += (b & 0x7f) * 2 ** s; s += 7; }} while (b & 0x80);
    return v;
  }};
  while (i < bytes.length) {{
    const key = varint(), number = Math.floor(key / 8), wire = key & 7;
    if (wire === 0) out.push([number, varint()]);
    else if (wire === 2) {{ const n = varint(); out.push([number, bytes.slice(i, i + n)]); i += n; }}
    else if (wire === 1) i += 8;
    else if (wire === 5) i += 4;
    else break;
  }}
  return out;
}}
async function createSeek(headers) {{
  const game = new TextEncoder().encode("hanniball");
  const body = new Uint8Array([0, 0, 0, 0, game.length + 2, 0x0a, game.length, ...game]);
  try {{
    const response = await fetch(API + "/lobby.v1.LobbyService/CreateSeek", {{
      method: "POST",
      headers: Object.assign({{"content-type": "application/grpc-web+proto", "x-grpc-web": "1"}}, headers),
      body,
    }});
    const bytes = new Uint8Array(await response.arrayBuffer());
    let status = response.headers.get("grpc-status"), message = response.headers.get("grpc-message"), owner = null;
    for (let i = 0; i + 5 <= bytes.length; ) {{
      const flag = bytes[i];
      const length = ((bytes[i + 1] << 24) | (bytes[i + 2] << 16) | (bytes[i + 3] << 8) | bytes[i + 4]) >>> 0;
      const frame = bytes.slice(i + 5, i + 5 + length);
      i += 5 + length;
      if (flag & 0x80) {{
        const trailers = new TextDecoder().decode(frame);
        const s = /grpc-status:\s*(\d+)/i.exec(trailers);
        if (s) status = s[1];
        const m = /grpc-message:\s*(.*)/i.exec(trailers);
        if (m) message = m[1].trim();
      }} else {{
        const seek = fields(frame).find(([n]) => n === 1);
        const name = seek && fields(seek[1]).find(([n]) => n === 3);
        if (name) owner = new TextDecoder().decode(name[1]);
      }}
    }}
    return {{ fetched: true, http: response.status, status, message, owner }};
  }} catch (error) {{
    return {{ fetched: false, error: String(error) }};
  }}
}}
(async () => {{
  const result = {{
    origin: location.origin,
    player: await createSeek({{ "x-player-session": "{session}" }}),
    guest: await createSeek({{ "x-guest-key": "guest-key-of-the-cross-origin-page" }}),
  }};
  await fetch("/result", {{ method: "POST", body: JSON.stringify(result) }});
}})();
</script>
</body></html>
"#
    )
}

/// Serves `html` at `/` on `listener`, and sends each body posted to `/result` on `results`.
async fn serve_page(listener: TcpListener, html: String, results: mpsc::Sender<String>) {
    loop {
        let Ok((mut stream, _)) = listener.accept().await else {
            return;
        };
        let html = html.clone();
        let results = results.clone();
        tokio::spawn(async move {
            let mut data = Vec::new();
            let mut buf = [0u8; 4096];
            let (head, body_start) = loop {
                let Ok(n) = stream.read(&mut buf).await else {
                    return;
                };
                if n == 0 {
                    return;
                }
                data.extend_from_slice(&buf[..n]);
                if let Some(at) = data.windows(4).position(|w| w == b"\r\n\r\n") {
                    break (String::from_utf8_lossy(&data[..at]).into_owned(), at + 4);
                }
            };
            let length: usize = head
                .lines()
                .filter_map(|l| l.split_once(':'))
                .find(|(k, _)| k.trim().eq_ignore_ascii_case("content-length"))
                .and_then(|(_, v)| v.trim().parse().ok())
                .unwrap_or(0);
            while data.len() < body_start + length {
                let Ok(n) = stream.read(&mut buf).await else {
                    return;
                };
                if n == 0 {
                    break;
                }
                data.extend_from_slice(&buf[..n]);
            }
            let reply = if head.starts_with("POST /result") {
                let end = data.len().min(body_start + length);
                let body = String::from_utf8_lossy(&data[body_start..end]).into_owned();
                let _ = results.send(body).await;
                "HTTP/1.1 204 No Content\r\nconnection: close\r\n\r\n".to_owned()
            } else if head.starts_with("GET / ") {
                format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: text/html; charset=utf-8\r\n\
                     content-length: {}\r\nconnection: close\r\n\r\n{html}",
                    html.len()
                )
            } else {
                "HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
                    .to_owned()
            };
            let _ = stream.write_all(reply.as_bytes()).await;
            let _ = stream.shutdown().await;
        });
    }
}

/// Opens `url` in headless Chromium and returns what the page posted to `/result` (at most
/// 60 s).
async fn visit(url: &str, results: &mut mpsc::Receiver<String>) -> Value {
    let profile = tempfile::tempdir().expect("a profile directory");
    let mut browser = tokio::process::Command::new(chromium())
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(url)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("start chromium");
    let posted = tokio::time::timeout(Duration::from_secs(60), results.recv()).await;
    let _ = browser.kill().await;
    let body = posted
        .unwrap_or_else(|_| panic!("the page at {url} reported nothing within 60 s"))
        .expect("the page server runs");
    serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

#[tokio::test]
async fn a_page_of_an_allowed_origin_calls_with_a_session_and_a_guest_key() {
    chromium();
    let allowed = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let other = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let allowed_origin = format!("http://{}", allowed.local_addr().expect("address"));
    let other_origin = format!("http://{}", other.local_addr().expect("address"));

    let db = Database::open(MEMORY_URL).await.expect("SQLite");
    let players = common::players_of(db);
    let options = ServeOptions {
        players: Some(players),
        lobby: Some(LobbyBackend::Memory(MemoryLobby::new())),
        cors_origins: allowed_origin.parse().expect("origins"),
        ..common::fast_health()
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let (_, signed_in) = common::accounts::sign_up(server.channel().await, "Crossing", false).await;
    let html = page(&server.endpoint(), &signed_in.session_token);
    let (tx, mut results) = mpsc::channel(4);
    tokio::spawn(serve_page(allowed, html.clone(), tx.clone()));
    tokio::spawn(serve_page(other, html, tx));

    let report = visit(&format!("{allowed_origin}/"), &mut results).await;
    assert_eq!(report["origin"], allowed_origin.as_str(), "{report:#}");
    for (who, owner) in [("player", "Crossing"), ("guest", "guest")] {
        let call = &report[who];
        assert_eq!(call["fetched"], true, "{who}: {report:#}");
        assert_eq!(call["http"], 200, "{who}: {report:#}");
        assert_eq!(call["status"], "0", "{who}: {report:#}");
        assert_eq!(call["owner"], owner, "{who}: {report:#}");
    }

    // The same page from an origin not listed: the browser refuses both calls.
    let report = visit(&format!("{other_origin}/"), &mut results).await;
    assert_eq!(report["origin"], other_origin.as_str(), "{report:#}");
    for who in ["player", "guest"] {
        assert_eq!(report[who]["fetched"], false, "{who}: {report:#}");
    }
    server.stop().await;
}
