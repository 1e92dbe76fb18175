//! Every way a game ends — by the rules, a resignation, a flag fall, an agreed draw, an
//! abandonment, an abort by a player, a claim after the opponent left — in each of the three games, through the game-neutral session layer
//! (`Games`, `session::ending`), on both stores: afterwards the ending, the record's header,
//! the record read back (`ending::import`), refusals to act and the watch's last event all
//! agree. Time is a manual clock: nothing sleeps.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use arbiter::games::chess_football::ChessFootball;
use arbiter::games::hanniball::Hanniball;
use arbiter::games::hnefatafl::Hnefatafl;
use arbiter::ruleset::{Ending, GameResult, GameStatus, Ruleset, Termination};
use arbiter::session::auth::SeatToken;
use arbiter::session::clock::ManualClock;
use arbiter::session::ending;
use arbiter::session::error::ServiceError;
use arbiter::session::games::{
    self, ChangeRequest as Call, Changed, Credential, Games, NewGame, PlayRequest, Watched,
};
use arbiter::session::play::{PlayOptions, SessionEnd, TimeControl};
use arbiter::store::{DEFAULT_GAME_TTL, GameStore, MemoryStore, RedisStore};
use common::{Backend, RedisServer};

const T0: u64 = 1_700_000_000_000;
const PER_TURN_MS: u64 = 1_000;
const ABANDON_AFTER: Duration = Duration::from_secs(10);
const GONE_GRACE_MS: u64 = 5_000;
const CLAIM_WAIT_MS: u64 = 7_000;

/// A position of each game in which the side to move has an action that ends the game by
/// the rules.
trait Decisive: Ruleset {
    const DECISIVE: &'static str;
}

impl Decisive for Hanniball {
    // White's Elephant on e14 holds the ball next to Black's goal (e15): carrying it in wins.
    const DECISIVE: &'static str = "3/2m6/4E+4/h8/9/9/9/9/9/9/9/9/9/9/1M1 w 11";
}

impl Decisive for Hnefatafl {
    // The King on a2 reaches the corner a1.
    const DECISIVE: &'static str = "11/11/11/11/11/11/11/5t5/11/K10/11 d";
}

impl Decisive for ChessFootball {
    // White's last move of the match: any move ends it at full time.
    const DECISIVE: &'static str = "4k3/8/8/8/8/8/8/R+3K3 w play 2 44/45 0-0";
}

fn call(method: &'static str, to_move_only: bool) -> Call<'static> {
    Call {
        method,
        args: &[],
        expected_version: None,
        request_id: None,
        to_move_only,
        player: None,
    }
}

/// Applies `action` for the side to move (holding `token`).
async fn act<R: Ruleset, S: GameStore>(
    games: &Games<R, S>,
    id: &arbiter::store::GameId,
    token: &SeatToken,
    action: R::Action,
) -> Result<(), ServiceError> {
    games
        .act(
            id,
            arbiter::session::games::SeatKey::Token(token),
            call("ApplyAction", true),
            |view, _| {
                R::apply(&mut view.game, action).map_err(|e| ServiceError::IllegalAction {
                    action: R::format_action(&action),
                    why: e.to_string(),
                    rule: R::illegal_code(&e),
                })
            },
            |view, _, _| Changed {
                reply: (),
                event: games::record(view, games::Recorded::Act(action)),
            },
        )
        .await
        .map(|_| ())
}

/// The first legal action that ends (`ends`) or does not end the game.
fn action_that<R: Ruleset>(game: &R::Game, ends: bool) -> R::Action {
    R::legal_actions(game)
        .into_iter()
        .find(|&action| {
            let mut trial = game.clone();
            R::apply(&mut trial, action).is_ok()
                && (R::status(&trial) != GameStatus::Ongoing) == ends
        })
        .unwrap_or_else(|| panic!("{}: no action with ends = {ends}", R::NAME))
}

/// Ends one game of `R` by `way` over `store` and checks everything said about it afterwards.
async fn end_one<R: Decisive, S: GameStore>(store: S, way: Termination) {
    let clock = ManualClock::new(T0);
    let games = Games::<R, S>::new(store).with_play(
        Arc::new(clock.clone()),
        PlayOptions {
            abandon_after: ABANDON_AFTER,
            gone_grace: Some(Duration::from_millis(GONE_GRACE_MS)),
            claim_wait: Some(Duration::from_millis(CLAIM_WAIT_MS)),
            ..PlayOptions::default()
        },
    );
    let start = if way == Termination::Rules {
        R::parse_position(R::DECISIVE).unwrap_or_else(|e| panic!("{}: {e}", R::NAME))
    } else {
        R::initial_position()
    };
    let created = games
        .create(
            start,
            NewGame {
                open_seats: Vec::new(),
                time_control: (way == Termination::Time).then_some(TimeControl::PerTurn {
                    per_turn_ms: PER_TURN_MS,
                }),
                computer: None,
                creator: None,
                rated: false,
                rated_takebacks: false,
                rules: Vec::new(),
                // A limit of one turn: the first side's turn completes it.
                move_limit: u32::from(way == Termination::MoveLimit),
            },
        )
        .await
        .expect("create");
    let id = created.view.id;
    let tokens: Vec<SeatToken> = created
        .tokens
        .into_iter()
        .map(|t| t.expect("both seats taken"))
        .collect();
    let token_of = |seat: R::Seat| &tokens[R::seat_index(seat)];
    let mut game = created.view.game.clone();
    let first_mover = R::to_move(&game);
    if way != Termination::Abandonment {
        let action = action_that::<R>(&game, way == Termination::Rules);
        act(&games, &id, token_of(first_mover), action)
            .await
            .expect("the first action");
        R::apply(&mut game, action).expect("the same action");
    }
    if way == Termination::MoveLimit {
        // A turn of several actions (Hanniball's steps) completes with the side to move.
        for _ in 0..8 {
            if R::to_move(&game) != first_mover {
                break;
            }
            let action = action_that::<R>(&game, false);
            act(&games, &id, token_of(first_mover), action)
                .await
                .expect("an action of the first turn");
            R::apply(&mut game, action).expect("the same action");
        }
        assert_ne!(
            R::to_move(&game),
            first_mover,
            "{}: the first turn ended",
            R::NAME
        );
    }
    if way == Termination::Left {
        // A player is gone only once both sides have moved (before that, aborting is the
        // remedy): play on until the second side has made its first action.
        let mut second_moved = false;
        for _ in 0..16 {
            let mover = R::to_move(&game);
            let action = action_that::<R>(&game, false);
            act(&games, &id, token_of(mover), action)
                .await
                .expect("an action");
            R::apply(&mut game, action).expect("the same action");
            second_moved |= mover != first_mover;
            if second_moved && R::to_move(&game) != mover {
                break;
            }
        }
        assert!(second_moved, "{}: the second side moved", R::NAME);
    }
    let to_move = R::to_move(&game);
    let other = |seat: R::Seat| {
        *R::SEATS
            .iter()
            .find(|&&s| s != seat)
            .expect("a two-seat game")
    };
    match way {
        Termination::Rules | Termination::MoveLimit => {}
        Termination::Resignation => {
            games
                .act(
                    &id,
                    arbiter::session::games::SeatKey::Token(token_of(to_move)),
                    call("Resign", false),
                    |view, seat| {
                        R::resign(&mut view.game, seat).map_err(|e| ServiceError::IllegalAction {
                            action: "resign".into(),
                            why: e.to_string(),
                            rule: R::illegal_code(&e),
                        })
                    },
                    |view, seat, ()| Changed {
                        reply: (),
                        event: games::record(view, games::Recorded::Resign(R::seat_index(seat))),
                    },
                )
                .await
                .expect("resign");
        }
        Termination::Agreement => {
            for (seat, request) in [
                (to_move, PlayRequest::OfferDraw),
                (other(to_move), PlayRequest::AnswerDraw { accept: true }),
            ] {
                games
                    .play(
                        &id,
                        Credential::Token(token_of(seat)),
                        call("Draw", false),
                        request,
                        |_| (),
                    )
                    .await
                    .expect("draw offer and acceptance");
            }
        }
        Termination::Time => {
            clock.advance(PER_TURN_MS + 500);
            games.expire(&id, None).await.expect("expire");
        }
        Termination::Abandonment => {
            clock.advance(u64::try_from(ABANDON_AFTER.as_millis()).unwrap_or(u64::MAX) + 1);
            games.expire(&id, None).await.expect("expire");
        }
        Termination::Aborted => {
            // The side to move (it has not moved yet) aborts after the opponent's first move.
            games
                .play(
                    &id,
                    Credential::Token(token_of(to_move)),
                    call("Abort", false),
                    PlayRequest::Abort,
                    |_| (),
                )
                .await
                .expect("abort");
        }
        Termination::Left => {
            // The side not to move walks away: it is neither seen nor acts. The side to move's
            // stream tells it gone once the grace time is over; after the wait it claims.
            let stayer = to_move;
            let claim = |draw| {
                games.play(
                    &id,
                    Credential::Token(token_of(stayer)),
                    call("ClaimVictory", false),
                    PlayRequest::Claim { draw },
                    |_| (),
                )
            };
            assert!(
                matches!(claim(false).await, Err(ServiceError::NoClaim(_))),
                "{}: nothing to claim while the opponent is there",
                R::NAME
            );
            clock.advance(GONE_GRACE_MS + 1);
            let attendance = games.attend(id, R::seat_index(stayer), Default::default());
            let deadline = std::time::Instant::now() + Duration::from_secs(60);
            while games
                .get(&id)
                .await
                .expect("get")
                .play
                .session
                .gone
                .is_none()
            {
                assert!(
                    std::time::Instant::now() < deadline,
                    "{}: the opponent was never told gone",
                    R::NAME
                );
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            drop(attendance);
            assert!(
                matches!(claim(false).await, Err(ServiceError::NoClaim(_))),
                "{}: no claim before the wait is over",
                R::NAME
            );
            clock.advance(CLAIM_WAIT_MS);
            claim(false).await.expect("claim the victory");
        }
    }

    let view = games.get(&id).await.expect("get");
    let session = &view.play.session;
    let expected = match way {
        Termination::Rules => ending::by_rules::<R>(&view.game).expect("the rules ended it"),
        Termination::Resignation => Ending {
            result: GameResult::Won {
                winner: other(to_move),
            },
            termination: way,
        },
        Termination::Time => Ending {
            result: GameResult::Won {
                winner: other(to_move),
            },
            termination: way,
        },
        Termination::Agreement | Termination::MoveLimit => Ending {
            result: GameResult::Drawn,
            termination: way,
        },
        Termination::Abandonment | Termination::Aborted => Ending {
            result: GameResult::Aborted,
            termination: way,
        },
        Termination::Left => Ending {
            result: GameResult::Won { winner: to_move },
            termination: way,
        },
    };
    let name = format!("{} by {way}", R::NAME);
    assert_eq!(expected.termination, way, "{name}");
    assert_eq!(
        ending::ending::<R>(session, &view.game),
        Some(expected),
        "{name}"
    );
    assert!(games::over::<R>(session, &view.game), "{name}");
    assert_eq!(
        session.ended.is_some(),
        way.by_session(),
        "{name}: the session records exactly the endings outside the rules"
    );
    // Who aborted is not in the ending (the record's trailer says it).
    let session_end = match way {
        Termination::Aborted => Some(SessionEnd::Aborted {
            by: R::seat_index(to_move),
        }),
        _ => ending::session_end::<R>(&expected),
    };
    assert_eq!(session.ended, session_end, "{name}");
    // The session's endings leave the rules' game as it was.
    if way.by_session() {
        assert_eq!(R::encode(&view.game), R::encode(&game), "{name}");
    }

    // Nobody acts any more: not the side to move, not the other side.
    let next = R::legal_actions(&game).into_iter().next();
    for seat in R::SEATS {
        if let Some(action) = next {
            let refused = act(&games, &id, token_of(*seat), action).await;
            assert!(
                matches!(refused, Err(ServiceError::GameOver { .. })),
                "{name}: an action after the end: {refused:?}"
            );
        }
    }

    // The record states the result and what ended the game, and reads back into the same game.
    let record = ending::record::<R>(&view.game, session);
    assert!(
        record.contains(&format!("[Termination \"{way}\"]")),
        "{name}: {record}"
    );
    let result_tag = record
        .lines()
        .find(|l| l.starts_with("[Result "))
        .unwrap_or_else(|| panic!("{name}: no Result tag in {record}"));
    assert_eq!(
        result_tag.contains("\"*\""),
        expected.result == GameResult::Aborted,
        "{name}: {result_tag}"
    );
    let imported = ending::import::<R>(&record).unwrap_or_else(|e| panic!("{name}: {e}\n{record}"));
    assert_eq!(R::encode(&imported.game), R::encode(&view.game), "{name}");
    assert_eq!(imported.ending, Some(expected), "{name}");
    assert_eq!(imported.session.ended, session.ended, "{name}");
    if let Some(SessionEnd::Timeout { loser }) = session.ended {
        assert_eq!(loser, R::seat_index(to_move), "{name}");
    }

    // The watch's last update is the change that ended the game, and nothing follows it.
    let mut watch = games.watch(&id, Some(1)).await.expect("watch");
    let mut last = None;
    loop {
        let update = tokio::time::timeout(Duration::from_secs(60), watch.next())
            .await
            .unwrap_or_else(|_| panic!("{name}: the watch neither ended nor answered"))
            .expect("watch update");
        match update {
            Some(update) => last = Some(update),
            None => break,
        }
    }
    match last {
        Some(Watched::Event(event)) => {
            assert!(event.ends_game, "{name}: the last event ends the game");
            assert_eq!(event.version, view.version, "{name}");
        }
        Some(Watched::Snapshot(snapshot)) => {
            assert!(
                games::over::<R>(&snapshot.play.session, &snapshot.game),
                "{name}"
            );
        }
        None => panic!("{name}: the watch showed nothing"),
    }
}

async fn every_way<R: Decisive>(backend: Backend) {
    let redis = matches!(backend, Backend::Redis).then(RedisServer::start);
    for way in Termination::ALL {
        match &redis {
            None => end_one::<R, _>(MemoryStore::default(), way).await,
            Some(redis) => {
                let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
                end_one::<R, _>(store, way).await;
            }
        }
    }
}

async fn hanniball_ends_every_way(backend: Backend) {
    every_way::<Hanniball>(backend).await;
}

async fn hnefatafl_ends_every_way(backend: Backend) {
    every_way::<Hnefatafl>(backend).await;
}

async fn chess_football_ends_every_way(backend: Backend) {
    every_way::<ChessFootball>(backend).await;
}

both_stores!(
    hanniball_ends_every_way,
    hnefatafl_ends_every_way,
    chess_football_ends_every_way
);

/// The records' headers are checked against the replay: an ending outside the rules needs a
/// game the rules let go on and the result that ending gives; records without a header, or
/// without `Termination`, still read.
#[test]
fn record_headers_are_checked_against_the_replay() {
    use arbiter::games::chess_football::rules::Game as Match;
    use arbiter::games::hanniball::rules::Game as HGame;
    use arbiter::games::hnefatafl::rules::Game as TGame;

    let refused = |what: &str, result: Result<(), String>| {
        assert!(result.is_err(), "{what} was accepted");
    };
    // Hanniball.
    let h = |text: &str| {
        HGame::from_record_ended(text)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert!(h("1. e1-d1\n").is_ok(), "no header");
    assert!(h("[Result \"*\"]\n\n1. e1-d1\n").is_ok(), "no Termination");
    assert!(h("[Result \"0-1\"]\n[Termination \"time\"]\n\n1. e1-d1\n").is_ok());
    refused(
        "a drawn flag fall",
        h("[Result \"1/2-1/2\"]\n[Termination \"time\"]\n\n1. e1-d1\n"),
    );
    refused(
        "a won agreement",
        h("[Result \"1-0\"]\n[Termination \"agreement\"]\n"),
    );
    refused(
        "an abandonment with actions",
        h("[Result \"*\"]\n[Termination \"abandonment\"]\n\n1. e1-d1\n"),
    );
    refused(
        "a draw by the rules",
        h("[Result \"1/2-1/2\"]\n\n1. e1-d1\n"),
    );
    refused(
        "a rules ending of a game going on",
        h("[Result \"*\"]\n[Termination \"rules\"]\n"),
    );
    refused("an unknown termination", h("[Termination \"boredom\"]\n"));
    let (game, ended) =
        HGame::from_record_ended("[Result \"0-1\"]\n[Termination \"resignation\"]\n\n1. e1-d1\n")
            .expect("a resignation named by Termination alone");
    assert_eq!(ended, None);
    assert!(Hanniball::resigned(&game));

    // Hnefatafl.
    let t = |text: &str| {
        TGame::from_record_ended(text)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert!(t("1. d1-d3\n").is_ok(), "no header");
    assert!(t("[Result \"draw\"]\n[Termination \"agreement\"]\n\n1. d1-d3\n").is_ok());
    refused(
        "a draw without agreement",
        t("[Result \"draw\"]\n\n1. d1-d3\n"),
    );
    refused(
        "a flag fall without a winner",
        t("[Result \"*\"]\n[Termination \"time\"]\n"),
    );
    refused(
        "a Reason with a flag fall",
        t("[Result \"attackers\"]\n[Reason \"king captured\"]\n[Termination \"time\"]\n"),
    );

    // Chess Football.
    let c = |text: &str| {
        Match::from_record_ended(text)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert!(c("1 place 0-0: K@e1\n").is_ok(), "no header");
    assert!(c("[Result \"*\"]\n[Termination \"abandonment\"]\n").is_ok());
    refused(
        "a flag fall drawn",
        c("[Result \"1/2-1/2\"]\n[Termination \"time\"]\n\n1 place 0-0: K@e1\n"),
    );
    refused(
        "an agreement going on",
        c("[Result \"*\"]\n[Termination \"agreement\"]\n"),
    );
}
