//! Rule options through the lobby, on three replicas over one store: a seek and a challenge
//! name Copenhagen's perpetual repetition rule, the seek shows it, the game the acceptor
//! starts is played by it (a position standing for the third time ends it, the defenders
//! losing), a rematch keeps it; a name the game does not offer is refused `UNKNOWN_RULE`.

use crate::common;
use crate::lobby_service::{Hnefatafl, guest, key, replicas, seek_request, signed_in};

use arbiter::games::hnefatafl::pb as hpb;
use arbiter::lobby::pb::{self, AcceptSeekRequest, ChallengeRequest};
use common::accounts::with_session;
use common::{Backend, authed, expect_error};
use tonic::Code;

const RULE: &str = "perpetual-repetition";

/// The King's side shuffles f4-g4 and back while the attackers do d11-d10 and back; from the
/// start position, the eighth move makes a position stand for the third time.
const SHUFFLE: [&str; 8] = [
    "d11-d10", "f4-g4", "d10-d11", "g4-f4", "d11-d10", "f4-g4", "d10-d11", "g4-f4",
];

async fn game(h: &mut Hnefatafl, id: &str) -> hpb::Game {
    h.get_game(hpb::GetGameRequest {
        game_id: id.to_owned(),
    })
    .await
    .expect("GetGame")
    .into_inner()
    .game
    .expect("game")
}

async fn seeks_and_challenges_carry_rule_options(backend: Backend) {
    let r = replicas(backend).await;
    let mut owner = r.lobby(0).await;
    let created = owner
        .create_seek(guest(
            pb::CreateSeekRequest {
                rules: vec![RULE.into(), RULE.into()],
                ..seek_request("5+3", pb::Side::First)
            },
            &key(0),
        ))
        .await
        .expect("CreateSeek")
        .into_inner();
    let seek = created.seek.expect("seek");
    assert_eq!(seek.rules, [RULE], "named once");
    let accepted = r
        .lobby(1)
        .await
        .accept_seek(guest(
            AcceptSeekRequest {
                seek_id: seek.seek_id.clone(),
            },
            &key(1),
        ))
        .await
        .expect("AcceptSeek")
        .into_inner();
    let mut h = r.hnefatafl(2).await;
    assert_eq!(game(&mut h, &accepted.game_id).await.rules, [RULE]);
    // Played on another replica, the game ends by the rule.
    let tokens = [created.seat_token.as_str(), accepted.seat_token.as_str()];
    for (i, action) in SHUFFLE.iter().enumerate() {
        let answer = h
            .apply_action(authed(
                hpb::ApplyActionRequest {
                    game_id: accepted.game_id.clone(),
                    action: (*action).into(),
                    ..Default::default()
                },
                tokens[i % 2],
            ))
            .await
            .unwrap_or_else(|e| panic!("{action}: {e:?}"))
            .into_inner();
        let shown = answer.game.expect("game");
        if i + 1 < SHUFFLE.len() {
            assert_eq!(shown.status(), hpb::GameStatus::Ongoing, "after {action}");
        } else {
            assert_eq!(shown.status(), hpb::GameStatus::AttackersWon);
            assert_eq!(shown.end_reason(), hpb::EndReason::PerpetualRepetition);
        }
    }
    // A rematch keeps the finished game's rules: both offer, the second offer starts it.
    let first = r
        .lobby(0)
        .await
        .offer_rematch(authed(
            pb::OfferRematchRequest {
                game: "hnefatafl".into(),
                game_id: accepted.game_id.clone(),
            },
            &created.seat_token,
        ))
        .await
        .expect("OfferRematch")
        .into_inner();
    assert!(first.game_id.is_empty(), "the offer waits");
    let second = r
        .lobby(1)
        .await
        .offer_rematch(authed(
            pb::OfferRematchRequest {
                game: "hnefatafl".into(),
                game_id: accepted.game_id.clone(),
            },
            &accepted.seat_token,
        ))
        .await
        .expect("OfferRematch")
        .into_inner();
    assert!(
        !second.game_id.is_empty(),
        "the second offer starts the rematch"
    );
    assert_eq!(game(&mut h, &second.game_id).await.rules, [RULE]);

    // A challenge names them too; a name the game does not offer is refused.
    let sessions = signed_in(&r, &["Astrid", "Bjorn"]).await;
    let challenge = r
        .lobby(1)
        .await
        .challenge(with_session(
            ChallengeRequest {
                opponent: "Bjorn".into(),
                game: "hnefatafl".into(),
                time_control: "5+3".into(),
                rules: vec![RULE.into()],
                ..Default::default()
            },
            &sessions[0],
        ))
        .await
        .expect("Challenge")
        .into_inner();
    assert_eq!(challenge.challenge.expect("challenge").rules, [RULE]);
    let refused = r
        .lobby(2)
        .await
        .challenge(with_session(
            ChallengeRequest {
                opponent: "Bjorn".into(),
                game: "hanniball".into(),
                time_control: "5+3".into(),
                rules: vec![RULE.into()],
                ..Default::default()
            },
            &sessions[0],
        ))
        .await;
    let status = expect_error(refused, Code::InvalidArgument, "UNKNOWN_RULE");
    assert!(status.message().contains("none"), "{}", status.message());
    let refused = r
        .lobby(2)
        .await
        .create_seek(guest(
            pb::CreateSeekRequest {
                rules: vec!["threefold-draw".into()],
                ..seek_request("5+3", pb::Side::First)
            },
            &key(3),
        ))
        .await;
    let status = expect_error(refused, Code::InvalidArgument, "UNKNOWN_RULE");
    assert!(status.message().contains(RULE), "{}", status.message());
    r.stop().await;
}

both_stores!(seeks_and_challenges_carry_rule_options);
