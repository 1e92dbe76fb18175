//! The hand-written `GetGameResponse` and `LegalActionsResponse` (answers encoded once per
//! version, see `src/session/answers.rs`) put on the wire exactly what the plain messages
//! would, and HSN written without the formatting machinery is the `Display` text.

use arbiter::games::hanniball::pb;
use arbiter::games::hanniball::rules::{Game, Status};
use arbiter::session::answers::EncodedGame;
use proptest::prelude::*;
use prost::Message;
use prost::bytes::Bytes;

fn clocked_game() -> pb::Game {
    pb::Game {
        game_id: "g1".into(),
        version: 7,
        position: "some position".into(),
        steps_this_turn: vec!["b4-c6".into(), "end".into()],
        side_to_move: pb::Side::Black as i32,
        seats: vec![pb::SeatState {
            side: pb::Side::White as i32,
            taken: true,
            invitation: 0,
            ..pb::SeatState::default()
        }],
        clock: Some(pb::Clock {
            sides: vec![pb::SideClock {
                side: pb::Side::Black as i32,
                remaining_ms: 59_000,
            }],
            running: pb::Side::Black as i32,
            taken_at_ms: 1_700_000_001_000,
            turn_started_ms: 1_700_000_000_000,
            ..pb::Clock::default()
        }),
        server_time_ms: 1_700_000_001_000,
        deadline_ms: 1_700_000_060_000,
        started: true,
        ..pb::Game::default()
    }
}

/// The game split as a server sends it: every field but the time, then the time alone.
fn split(game: &pb::Game) -> EncodedGame {
    let mut fixed = game.clone();
    fixed.clock = None;
    fixed.server_time_ms = 0;
    let fresh = pb::Game {
        clock: game.clock.clone(),
        server_time_ms: game.server_time_ms,
        ..pb::Game::default()
    };
    EncodedGame {
        fixed: Bytes::from(fixed.encode_to_vec()),
        fresh: fresh.encode_to_vec(),
    }
}

#[test]
fn an_encoded_game_reads_as_the_game() {
    let game = clocked_game();
    let sent = pb::GetGameResponse {
        game: None,
        encoded_game: Some(split(&game)),
    };
    let bytes = sent.encode_to_vec();
    assert_eq!(bytes.len(), sent.encoded_len());
    let read = pb::GetGameResponse::decode(bytes.as_slice()).expect("decodes");
    assert_eq!(read.game, Some(game.clone()));
    assert_eq!(read.encoded_game, None);
    // The plain form encodes as the generated message would have: field 1, the game.
    let plain = pb::GetGameResponse {
        game: Some(game.clone()),
        encoded_game: None,
    };
    let mut expected = vec![0x0a];
    prost::encoding::encode_varint(game.encoded_len() as u64, &mut expected);
    expected.extend(game.encode_to_vec());
    assert_eq!(plain.encode_to_vec(), expected);
}

#[test]
fn encoded_legal_actions_read_as_the_actions() {
    let game = Game::new();
    let actions: Vec<pb::Step> = game
        .legal_actions()
        .iter()
        .map(|a| pb::Step {
            notation: a.to_hsn(),
            ends_turn: true,
            ..pb::Step::default()
        })
        .collect();
    let plain = pb::LegalActionsResponse {
        game: Some(clocked_game()),
        side_to_move: pb::Side::White as i32,
        actions: actions.clone(),
        status: pb::GameStatus::Ongoing as i32,
        end_reason: pb::EndReason::Goal as i32,
        ..pb::LegalActionsResponse::default()
    };
    let sent = pb::LegalActionsResponse {
        side_to_move: plain.side_to_move,
        status: plain.status,
        end_reason: plain.end_reason,
        encoded_game: Some(split(&clocked_game())),
        encoded_actions: Some(Bytes::from(pb::LegalActionsResponse::encode_actions(
            &actions,
        ))),
        ..pb::LegalActionsResponse::default()
    };
    let bytes = sent.encode_to_vec();
    assert_eq!(bytes.len(), sent.encoded_len());
    let read = pb::LegalActionsResponse::decode(bytes.as_slice()).expect("decodes");
    assert_eq!(read, plain);
    assert_eq!(read.actions.len(), 59);
    assert_eq!(read.side_to_move(), pb::Side::White);
    assert_eq!(read.end_reason(), pb::EndReason::Goal);
    let again =
        pb::LegalActionsResponse::decode(plain.encode_to_vec().as_slice()).expect("decodes");
    assert_eq!(again, plain);
    assert_eq!(plain.encode_to_vec().len(), plain.encoded_len());
}

proptest! {
    /// Every legal action along random games: `to_hsn` is the `Display` text and parses back.
    #[test]
    fn hsn_is_the_display_text(choices in proptest::collection::vec(any::<usize>(), 0..120)) {
        let mut game = Game::new();
        for c in choices {
            let legal = game.legal_actions();
            if legal.is_empty() || game.status() != Status::Ongoing {
                break;
            }
            for action in &legal {
                let hsn = action.to_hsn();
                prop_assert_eq!(&hsn, &action.to_string());
                prop_assert_eq!(arbiter::games::hanniball::rules::Action::from_hsn(&hsn).ok(), Some(*action));
            }
            game.apply(legal[c % legal.len()]).unwrap();
        }
    }
}
