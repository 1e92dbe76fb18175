//! The `idle` mix: `--concurrency` idle players, each on an HTTP/2 connection of its own with
//! one `WatchGame` stream, as a web player waiting for a move: for measuring what an idle
//! connection and its stream cost the server.
//!
//! `--games` games are created first (on the shared `--connections`); then every idle player
//! opens its own connection (one `Endpoint::connect` each, `OPENING` at a time), watches game
//! `i mod --games` as a spectator and waits for the snapshot. Once every stream is open the
//! mix prints `idle: N streams open` on standard error (a script reads the server's memory
//! then) and holds them for `--duration` seconds without reading further; nothing moves in the
//! games. Then it closes them and prints its report.

use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb;
use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tonic::Request;
use tonic::transport::{Channel, Endpoint};

/// Connections opened at once (a burst of thousands would overflow the listen backlog).
const OPENING: usize = 32;

/// The settings of one idle run.
pub struct Settings {
    pub target: String,
    pub players: u32,
    pub games: u32,
    pub duration: f64,
}

/// An idle player: its connection and its open stream (neither read nor closed until dropped).
struct Player {
    _client: HanniballServiceClient<Channel>,
    _stream: tonic::Streaming<pb::WatchGameResponse>,
}

/// Runs the mix; the report says how many streams were open and how long opening took.
pub async fn run(settings: &Settings, clients: &[HanniballServiceClient<Channel>]) -> Value {
    let started = Instant::now();
    let mut games = Vec::new();
    let mut errors: Vec<String> = Vec::new();
    for i in 0..settings.games {
        let Some(mut client) = clients.get(i as usize % clients.len().max(1)).cloned() else {
            break;
        };
        match client.new_game(pb::NewGameRequest::default()).await {
            Ok(reply) => match reply.into_inner().game {
                Some(game) => games.push(game.game_id),
                None => errors.push("NewGame answered without a game".into()),
            },
            Err(status) => errors.push(format!("NewGame: {status}")),
        }
    }
    let endpoint = match Endpoint::from_shared(settings.target.clone()) {
        Ok(endpoint) => endpoint
            .tcp_nodelay(true)
            .connect_timeout(Duration::from_secs(10)),
        Err(e) => return json!({ "error": format!("--target is not a URI: {e}") }),
    };
    let mut players = Vec::new();
    if !games.is_empty() {
        let games = &games;
        let endpoint = &endpoint;
        let mut opening = futures_util::stream::iter(0..settings.players)
            .map(|i| async move {
                let game_id = games[i as usize % games.len()].clone();
                open(endpoint, game_id).await
            })
            .buffer_unordered(OPENING);
        while let Some(opened) = opening.next().await {
            match opened {
                Ok(player) => players.push(player),
                Err(e) => errors.push(e),
            }
        }
    }
    let opened_in = started.elapsed();
    eprintln!(
        "idle: {} streams open on {} connections",
        players.len(),
        players.len()
    );
    tokio::time::sleep(Duration::from_secs_f64(settings.duration)).await;
    let open = players.len();
    drop(players);
    let first_error = errors.first().cloned();
    json!({
        "mix": "idle",
        "target": settings.target,
        "games": games.len(),
        "idle_players": settings.players,
        "streams_open": open,
        "open_s": opened_in.as_secs_f64(),
        "held_s": settings.duration,
        "error_total": errors.len(),
        "first_error": first_error,
    })
}

/// Opens a connection of its own and a spectator's `WatchGame` stream on it, and waits for
/// the stream's first message (the snapshot).
async fn open(endpoint: &Endpoint, game_id: String) -> Result<Player, String> {
    let channel = endpoint
        .connect()
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let mut client = HanniballServiceClient::new(channel);
    let request = Request::new(pb::WatchGameRequest {
        game_id,
        from_version: None,
        audience: false,
        legal_actions: false,
    });
    let mut stream = client
        .watch_game(request)
        .await
        .map_err(|status| format!("WatchGame: {status}"))?
        .into_inner();
    match stream.message().await {
        Ok(Some(_snapshot)) => Ok(Player {
            _client: client,
            _stream: stream,
        }),
        Ok(None) => Err("WatchGame: the stream ended before its snapshot".into()),
        Err(status) => Err(format!("WatchGame: {status}")),
    }
}
