//! Spectators and quick chat on three replicas over one Redis (docs/streaming.md, "Spectators
//! and quick chat"; docs/lobby.md, ListLiveGames): the spectators of a game counted on every
//! replica, shown to a player's stream and in the live games, going up and down as streams
//! open and close, and a killed replica's count leaving by itself; none of it bumps the game's
//! version. The players' quick chat reaches both seats' and the spectators' streams on other
//! replicas, within its limits, also after the game ended. The TV's server side: the live
//! games, the highest rated first, and once that game ends (on another replica) the next
//! one first.

use std::time::Duration;

use arbiter::games::hnefatafl::pb as hpb;
use arbiter::lobby::pb::{self, AcceptSeekRequest, ListLiveGamesRequest};
use arbiter::rpc::audience::pb::{Audience, QuickChat};
use arbiter::store::{GameId, GameStore, RedisStore, SPECTATORS_FRESH};
use hpb::watch_game_response::Update;
use tonic::Code;
use tonic::Streaming;

use super::lobby_service::{
    Hnefatafl, LIMIT, Replicas, challenge_request, guest, key, player, replicas, seek_request,
    signed_in,
};
use crate::common::{Backend, authed, eventually, expect_error};

/// Watches Hnefatafl game `game_id` on `client`, as whoever `request`'s metadata names.
async fn watch(
    client: &mut Hnefatafl,
    game_id: &str,
    audience: bool,
    credentials: impl FnOnce(hpb::WatchGameRequest) -> tonic::Request<hpb::WatchGameRequest>,
) -> Streaming<hpb::WatchGameResponse> {
    client
        .watch_game(credentials(hpb::WatchGameRequest {
            game_id: game_id.to_owned(),
            from_version: None,
            audience,
            legal_actions: false,
        }))
        .await
        .expect("WatchGame")
        .into_inner()
}

/// Audience messages of `stream` (skipping the game's) until one satisfies `done`.
async fn audience_until(
    stream: &mut Streaming<hpb::WatchGameResponse>,
    what: &str,
    done: impl Fn(&Audience) -> bool,
) -> Audience {
    let deadline = tokio::time::Instant::now() + LIMIT;
    loop {
        let message = tokio::time::timeout_at(deadline, stream.message())
            .await
            .unwrap_or_else(|_| panic!("timed out waiting for: {what}"))
            .unwrap_or_else(|e| panic!("{what}: the stream failed: {e:?}"))
            .unwrap_or_else(|| panic!("{what}: the stream ended"));
        if let Some(Update::Audience(audience)) = message.update
            && done(&audience)
        {
            return audience;
        }
    }
}

/// The live games as replica `n` lists them: (game id, spectators), in order.
async fn live(r: &Replicas, n: usize) -> Vec<(String, u32)> {
    r.lobby(n)
        .await
        .list_live_games(ListLiveGamesRequest::default())
        .await
        .expect("ListLiveGames")
        .into_inner()
        .games
        .into_iter()
        .map(|g| (g.game_id, g.spectators))
        .collect()
}

/// The game's version as replica `n` shows it.
async fn version(r: &Replicas, n: usize, game_id: &str) -> u64 {
    r.hnefatafl(n)
        .await
        .get_game(hpb::GetGameRequest {
            game_id: game_id.to_owned(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game")
        .version
}

fn chat(game_id: &str, message: QuickChat) -> pb::SendChatRequest {
    pb::SendChatRequest {
        game: "hnefatafl".into(),
        game_id: game_id.to_owned(),
        message: message as i32,
    }
}

/// See the module documentation.
#[allow(clippy::too_many_lines)]
async fn spectators_chat_and_the_tv(backend: Backend) {
    let r = replicas(backend).await;
    let sessions = signed_in(&r, &["Ada", "Bob", "Cyd"]).await;
    let (ada, bob, cy) = (&sessions[0], &sessions[1], &sessions[2]);

    // Game A: Ada (attackers) against Bob, both rated 1500: the best game.
    let challenge = r
        .lobby(0)
        .await
        .challenge(player(
            pb::ChallengeRequest {
                time_control: "3d".into(),
                ..challenge_request("Bob", pb::Side::First)
            },
            ada,
        ))
        .await
        .expect("Ada challenges Bob")
        .into_inner()
        .challenge
        .expect("challenge");
    let a = r
        .lobby(1)
        .await
        .accept_seek(player(
            AcceptSeekRequest {
                seek_id: challenge.seek_id,
            },
            bob,
        ))
        .await
        .expect("Bob accepts")
        .into_inner();
    // Game B, started later: Cy against a guest (who counts 0): ranked below A.
    let seek = r
        .lobby(2)
        .await
        .create_seek(player(seek_request("3d", pb::Side::First), cy))
        .await
        .expect("Cy's seek")
        .into_inner()
        .seek
        .expect("seek");
    let b = r
        .lobby(0)
        .await
        .accept_seek(guest(
            AcceptSeekRequest {
                seek_id: seek.seek_id,
            },
            &key(1),
        ))
        .await
        .expect("a guest accepts")
        .into_inner();
    let both = |list: &[(String, u32)]| -> Vec<String> {
        list.iter()
            .filter(|(id, _)| *id == a.game_id || *id == b.game_id)
            .map(|(id, _)| id.clone())
            .collect()
    };
    eventually(LIMIT, "both games are live, A first", || async {
        both(&live(&r, 2).await) == [a.game_id.clone(), b.game_id.clone()]
    })
    .await;
    let pinned = version(&r, 0, &a.game_id).await;

    // The players' streams (with the audience) and three spectators on two replicas.
    let mut h0 = r.hnefatafl(0).await;
    let mut h1 = r.hnefatafl(1).await;
    let mut h2 = r.hnefatafl(2).await;
    let mut ada_stream = watch(&mut h2, &a.game_id, true, |m| player(m, ada)).await;
    let mut bob_stream = watch(&mut h1, &a.game_id, true, |m| {
        let mut request = authed(m, &a.seat_token);
        request
            .metadata_mut()
            .insert("x-player-session", bob.parse().expect("metadata"));
        request
    })
    .await;
    let mut spectator = watch(&mut h0, &a.game_id, true, tonic::Request::new).await;
    let second = watch(&mut h0, &a.game_id, false, tonic::Request::new).await;
    let mut third = watch(&mut h1, &a.game_id, false, tonic::Request::new).await;
    audience_until(&mut ada_stream, "Ada sees 3 spectators", |a| {
        a.spectators == 3
    })
    .await;
    audience_until(&mut spectator, "a spectator sees 3", |a| a.spectators == 3).await;
    eventually(LIMIT, "the live games count A's 3 spectators", || async {
        live(&r, 1)
            .await
            .iter()
            .any(|(id, n)| *id == a.game_id && *n == 3)
    })
    .await;

    // A replica that counted 5 and was killed (it never writes again): its count shows,
    // then leaves by itself. A spectator leaving is counted at once.
    let killed = RedisStore::open(
        &r._redis.as_ref().expect("redis").url(),
        arbiter::store::DEFAULT_GAME_TTL,
    )
    .expect("redis url");
    let id: GameId = a.game_id.parse().expect("game id");
    let total = killed.spectators(&id, Some(5)).await.expect("a count");
    assert_eq!(total, 8, "the killed replica's 5 and the 3 streams");
    drop(killed);
    audience_until(&mut ada_stream, "Ada sees 8", |a| a.spectators == 8).await;
    drop(second);
    audience_until(&mut ada_stream, "Ada sees 7", |a| a.spectators == 7).await;
    let left = tokio::time::Instant::now();
    audience_until(&mut ada_stream, "the killed replica's count leaves", |a| {
        a.spectators == 2
    })
    .await;
    assert!(
        left.elapsed() < SPECTATORS_FRESH + Duration::from_secs(20),
        "left within its freshness"
    );

    // Counting changed no version: a move pinned to the version before still lands.
    assert_eq!(version(&r, 1, &a.game_id).await, pinned);
    r.hnefatafl(2)
        .await
        .apply_action(player(
            hpb::ApplyActionRequest {
                game_id: a.game_id.clone(),
                action: "d1-d3".into(),
                expected_version: Some(pinned),
                ..Default::default()
            },
            ada,
        ))
        .await
        .expect("a move pinned to the version before anyone watched");

    // Quick chat: Ada's hello reaches Bob and the spectator on other replicas.
    let sent = r
        .lobby(0)
        .await
        .send_chat(player(chat(&a.game_id, QuickChat::Hello), ada))
        .await
        .expect("Ada says hello")
        .into_inner();
    assert_eq!(sent.number, 1);
    for (stream, who) in [(&mut bob_stream, "Bob"), (&mut spectator, "the spectator")] {
        let heard = audience_until(stream, who, |a| !a.chat.is_empty()).await;
        let line = &heard.chat[0];
        assert_eq!(
            (line.seat, line.message, line.number),
            (0, QuickChat::Hello as i32, 1),
            "{who}"
        );
    }
    expect_error(
        r.lobby(1)
            .await
            .send_chat(player(chat(&a.game_id, QuickChat::GoodLuck), ada))
            .await,
        Code::ResourceExhausted,
        "CHAT_TOO_FAST",
    );
    expect_error(
        r.lobby(1)
            .await
            .send_chat(chat(&a.game_id, QuickChat::Hello))
            .await,
        Code::Unauthenticated,
        "UNAUTHENTICATED",
    );
    // Cy holds no seat of A.
    expect_error(
        r.lobby(1)
            .await
            .send_chat(player(chat(&a.game_id, QuickChat::Hello), cy))
            .await,
        Code::PermissionDenied,
        "WRONG_SEAT",
    );
    expect_error(
        r.lobby(1)
            .await
            .send_chat(player(chat(&a.game_id, QuickChat::Unspecified), bob))
            .await,
        Code::InvalidArgument,
        "INVALID_CHAT",
    );
    assert_eq!(
        version(&r, 0, &a.game_id).await,
        pinned + 1,
        "the chat is no change of the game"
    );

    // The TV: A ends on replica 1; replica 2 lists B first.
    let mut resign = authed(
        hpb::ResignRequest {
            game_id: a.game_id.clone(),
            ..Default::default()
        },
        &a.seat_token,
    );
    resign
        .metadata_mut()
        .insert("x-player-session", bob.parse().expect("metadata"));
    r.hnefatafl(1).await.resign(resign).await.expect("Resign");
    eventually(LIMIT, "A leaves the live games, B is first", || async {
        let list = live(&r, 2).await;
        both(&list) == [b.game_id.clone()] && list.first().is_some_and(|(id, _)| *id == b.game_id)
    })
    .await;
    // A stream without the audience ends with OK after the game over.
    let ended = tokio::time::timeout(LIMIT, async {
        while let Some(message) = third.message().await.expect("no error") {
            drop(message);
        }
    })
    .await;
    assert!(ended.is_ok(), "a spectator's stream ends after the game");
    // The chat after the game reaches Ada's stream, still open for it.
    r.lobby(2)
        .await
        .send_chat(player(chat(&a.game_id, QuickChat::GoodGame), bob))
        .await
        .expect("Bob says good game");
    let heard = audience_until(&mut ada_stream, "Ada hears good game", |a| {
        a.chat
            .iter()
            .any(|l| l.message == QuickChat::GoodGame as i32)
    })
    .await;
    assert_eq!(heard.chat.last().map(|l| l.number), Some(2));
    r.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_chat_and_the_tv_on_three_replicas() {
    spectators_chat_and_the_tv(Backend::Redis).await;
}
