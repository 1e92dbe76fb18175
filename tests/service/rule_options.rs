//! Rule options through NewGame (`NewGameRequest.rules`), on both stores: Copenhagen's
//! perpetual repetition rule switched on for one Hnefatafl game ends it when a position stands
//! for the third time, the game shows its options, its record carries them, a takeback keeps
//! them; a game without the option goes on; a name a game does not offer is refused. And the
//! move limit (`NewGameRequest.move_limit`): the turn that completes it draws the game, a
//! Hanniball turn of several steps counting once.

use crate::common;

use arbiter::games::hanniball::pb as hanniball_pb;
use arbiter::games::hnefatafl::pb::hnefatafl_service_client::HnefataflServiceClient;
use arbiter::games::hnefatafl::pb::{
    self, AnswerTakebackRequest, ApplyActionRequest, EndReason, GameStatus, GetHistoryRequest,
    NewGameRequest, ProposeTakebackRequest,
};
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{Backend, RedisServer, TestServer, authed, expect_error};
use tonic::Code;
use tonic::transport::Channel;

type Client = HnefataflServiceClient<Channel>;

/// The King on a6, attackers on f8, f5 and d1, a defender on f1; attackers to move.
const SHUTTLE: &str = "11/11/11/5t5/11/K10/5t5/11/11/11/3t1T5 a";
const RULE: &str = "perpetual-repetition";

async fn serve(backend: Backend) -> (TestServer, Option<RedisServer>) {
    match backend {
        Backend::Memory => (TestServer::start(MemoryStore::default()).await, None),
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            (TestServer::start(store).await, Some(redis))
        }
    }
}

async fn new_game(client: &mut Client, rules: &[&str]) -> (pb::Game, String, String) {
    let created = client
        .new_game(NewGameRequest {
            position: SHUTTLE.into(),
            rules: rules.iter().map(|r| (*r).to_owned()).collect(),
            ..Default::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    (
        created.game.expect("game"),
        created.attackers_token,
        created.defenders_token,
    )
}

/// Plays `moves`, the sides alternating from the attackers; answers the last game.
async fn play(client: &mut Client, id: &str, tokens: [&str; 2], moves: &[&str]) -> pb::Game {
    let mut game = None;
    for (i, action) in moves.iter().enumerate() {
        let answer = client
            .apply_action(authed(
                ApplyActionRequest {
                    game_id: id.into(),
                    action: (*action).into(),
                    ..Default::default()
                },
                tokens[i % 2],
            ))
            .await
            .unwrap_or_else(|e| panic!("{action}: {e:?}"))
            .into_inner();
        game = answer.game;
    }
    game.expect("a game")
}

const TWICE_ROUND: [&str; 8] = [
    "f8-f9", "f1-g1", "f9-f8", "g1-f1", "f8-f9", "f1-g1", "f9-f8", "g1-f1",
];

async fn perpetual_repetition_is_a_rule_option_of_new_game(backend: Backend) {
    let (server, _redis) = serve(backend).await;
    let mut client = HnefataflServiceClient::new(server.channel().await);

    // With the rule: the start position's third time ends the game; the defenders lose.
    let (game, attackers, defenders) = new_game(&mut client, &[RULE, RULE]).await;
    assert_eq!(game.rules, [RULE], "named once");
    let tokens = [attackers.as_str(), defenders.as_str()];
    let before_last = play(&mut client, &game.game_id, tokens, &TWICE_ROUND[..7]).await;
    assert_eq!(before_last.status(), GameStatus::Ongoing);
    // A takeback (both seats agree) keeps the rule: the game rebuilt from its moves still
    // counts the positions.
    client
        .propose_takeback(authed(
            ProposeTakebackRequest {
                game_id: game.game_id.clone(),
                ..Default::default()
            },
            &attackers,
        ))
        .await
        .expect("ProposeTakeback");
    let back = client
        .answer_takeback(authed(
            AnswerTakebackRequest {
                game_id: game.game_id.clone(),
                accept: true,
                ..Default::default()
            },
            &defenders,
        ))
        .await
        .expect("AnswerTakeback")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(
        back.moves_made, 6,
        "the attackers' last move was taken back"
    );
    assert_eq!(back.rules, [RULE]);
    let ended = play(&mut client, &game.game_id, tokens, &TWICE_ROUND[6..]).await;
    assert_eq!(ended.status(), GameStatus::AttackersWon);
    assert_eq!(ended.end_reason(), EndReason::PerpetualRepetition);
    let history = client
        .get_history(GetHistoryRequest {
            game_id: game.game_id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    assert!(
        history.record.contains("[Rules \"perpetual-repetition\"]"),
        "{}",
        history.record
    );
    assert!(
        history.record.contains("[Reason \"perpetual repetition\"]"),
        "{}",
        history.record
    );

    // Without it the same moves leave the game going on.
    let (plain, attackers, defenders) = new_game(&mut client, &[]).await;
    assert!(plain.rules.is_empty());
    let after = play(
        &mut client,
        &plain.game_id,
        [attackers.as_str(), defenders.as_str()],
        &TWICE_ROUND,
    )
    .await;
    assert_eq!(after.status(), GameStatus::Ongoing);

    // A name the game does not offer is refused with the field and the options.
    let refused = client
        .new_game(NewGameRequest {
            rules: vec!["threefold-draw".into()],
            ..Default::default()
        })
        .await;
    let status = expect_error(refused, Code::InvalidArgument, "UNKNOWN_RULE");
    assert!(
        status.message().contains("perpetual-repetition"),
        "{}",
        status.message()
    );
    // Hanniball offers no option at all.
    let mut hanniball = server.client().await;
    let refused = hanniball
        .new_game(hanniball_pb::NewGameRequest {
            rules: vec![RULE.into()],
            ..Default::default()
        })
        .await;
    let status = expect_error(refused, Code::InvalidArgument, "UNKNOWN_RULE");
    assert!(status.message().contains("none"), "{}", status.message());
}

async fn the_move_limit_draws_the_game_at_its_last_turn(backend: Backend) {
    let (server, _redis) = serve(backend).await;
    let mut client = HnefataflServiceClient::new(server.channel().await);
    let created = client
        .new_game(NewGameRequest {
            position: SHUTTLE.into(),
            move_limit: 5,
            ..Default::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    let game = created.game.expect("game");
    assert_eq!(game.move_limit, 5);
    let tokens = [
        created.attackers_token.as_str(),
        created.defenders_token.as_str(),
    ];
    let four = play(&mut client, &game.game_id, tokens, &TWICE_ROUND[..4]).await;
    assert_eq!(four.status(), GameStatus::Ongoing);
    let fifth = play(&mut client, &game.game_id, tokens, &TWICE_ROUND[4..5]).await;
    assert_eq!(fifth.status(), GameStatus::Drawn);
    assert_eq!(fifth.end_reason(), EndReason::MoveLimit);
    let refused = client
        .apply_action(authed(
            ApplyActionRequest {
                game_id: game.game_id.clone(),
                action: "f1-g1".into(),
                ..Default::default()
            },
            &created.defenders_token,
        ))
        .await;
    expect_error(refused, Code::FailedPrecondition, "GAME_OVER");
    let record = client
        .get_history(GetHistoryRequest {
            game_id: game.game_id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner()
        .record;
    assert!(record.contains("[Termination \"move-limit\"]"), "{record}");
    assert!(record.contains("[Result \"draw\"]"), "{record}");

    // Hanniball: a turn of several steps counts once.
    let mut hanniball = server.client().await;
    let created = hanniball
        .new_game(hanniball_pb::NewGameRequest {
            move_limit: 2,
            ..Default::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;
    let turn_client = hanniball.clone();
    let step = |token: String, action: String| {
        let mut hanniball = turn_client.clone();
        let id = id.clone();
        async move {
            hanniball
                .apply_action(authed(
                    hanniball_pb::ApplyActionRequest {
                        game_id: id,
                        action: action.clone(),
                        ..Default::default()
                    },
                    &token,
                ))
                .await
                .unwrap_or_else(|e| panic!("{action}: {e:?}"))
                .into_inner()
                .game
                .expect("game")
        }
    };
    step(created.white_token.clone(), "d4-e6".into()).await;
    step(created.white_token.clone(), "end".into()).await;
    // Black's first step: any legal one but "end".
    let legal = hanniball
        .legal_actions(hanniball_pb::LegalActionsRequest {
            subject: Some(hanniball_pb::legal_actions_request::Subject::GameId(
                id.clone(),
            )),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    let first = legal
        .actions
        .iter()
        .find(|a| a.notation != "end")
        .expect("a step")
        .notation
        .clone();
    let mid = step(created.black_token.clone(), first).await;
    assert_eq!(
        mid.status(),
        hanniball_pb::GameStatus::Ongoing,
        "one turn and a step"
    );
    let ended = step(created.black_token.clone(), "end".into()).await;
    assert_eq!(ended.status(), hanniball_pb::GameStatus::Drawn);
    assert_eq!(ended.end_reason(), hanniball_pb::EndReason::MoveLimit);
}

both_stores!(
    perpetual_repetition_is_a_rule_option_of_new_game,
    the_move_limit_draws_the_game_at_its_last_turn,
);
