//! Unit tests of the real-play envelope: clocks, deadlines, seats and its stored form.

use super::*;

#[test]
fn envelopes_round_trip() {
    let mut session = Session::new(
        2,
        Some(TimeControl::Delay {
            initial_ms: 60_000,
            delay_ms: 2_000,
        }),
        1_000,
        3_600_000,
    );
    session.director = Some(SeatHash([9; 16]));
    session.invitations.push(Invitation {
        seat: 1,
        hash: SeatHash([3; 16]),
        state: InvitationState::Revoked,
    });
    session.draw_offer = Some(1);
    session.ended = Some(SessionEnd::Timeout { loser: 1 });
    session.on_action(0, 1, false, 5_000);
    session.bind(
        1,
        2,
        SeatPlayer {
            id: 42,
            name: "Ada Ümlaut".into(),
            rating: 1512.25,
            provisional: true,
        },
    );
    session.rated = true;
    let stored = session.wrap(b"\x02engine");
    let (back, engine) = Session::unwrap(&stored).unwrap();
    assert_eq!(back, session);
    assert_eq!(engine, b"\x02engine");
    let (legacy, engine) = Session::unwrap(b"\x02old").unwrap();
    assert!(legacy.started && legacy.clocks.is_none());
    assert_eq!(engine, b"\x02old");
    assert!(Session::unwrap(&stored[..8]).is_err());
    assert_eq!(Session::decode(&session.encode()).unwrap(), session);
    assert!(Session::decode(b"").unwrap().started);
    assert!(Session::decode(b"\x02x").is_err());
    assert!(Session::decode(&stored).is_err(), "trailing bytes");
}

#[test]
fn a_bound_seat_acts_only_for_its_player() {
    let mut session = Session::default();
    assert_eq!(session.may_act(0, None), Ok(()), "nobody bound");
    session.bind(
        0,
        2,
        SeatPlayer {
            id: 7,
            name: "Ada".into(),
            rating: 1500.0,
            provisional: true,
        },
    );
    assert_eq!(session.players.len(), 2);
    assert_eq!(session.may_act(0, Some(7)), Ok(()));
    assert_eq!(session.may_act(0, None), Err(SeatRefusal::NotSignedIn));
    assert_eq!(session.may_act(0, Some(8)), Err(SeatRefusal::OtherPlayer));
    assert_eq!(
        session.may_act(1, None),
        Ok(()),
        "the other seat is a guest's"
    );
    // A truncated or oversized player entry is refused, never read past its end.
    let stored = session.encode();
    for cut in 1..stored.len() {
        assert!(Session::decode(&stored[..cut]).is_err(), "cut at {cut}");
    }
}

#[test]
fn fischer_charges_completed_turns_and_adds_the_increment() {
    let control = TimeControl::Fischer {
        initial_ms: 10_000,
        increment_ms: 1_000,
    };
    let mut s = Session::new(2, Some(control), 0, 0);
    assert_eq!(s.deadline(0), None);
    s.on_action(0, 0, false, 100); // first step: White's clock starts
    assert_eq!(s.deadline(0), Some((10_100, Expiry::Flag(0))));
    s.on_action(0, 1, false, 3_100); // White's turn ends after 3 s
    assert_eq!(s.clocks.as_ref().unwrap().remaining_ms, vec![8_000, 10_000]);
    assert_eq!(s.deadline(1), Some((13_100, Expiry::Flag(1))));
    assert_eq!(s.clocks_at(1, 4_100), vec![8_000, 9_000]);
}

#[test]
fn delay_and_per_turn() {
    let delay = TimeControl::Delay {
        initial_ms: 5_000,
        delay_ms: 2_000,
    };
    let mut s = Session::new(2, Some(delay), 0, 0);
    s.on_action(0, 1, false, 0);
    assert_eq!(s.deadline(1), Some((7_000, Expiry::Flag(1))));
    s.on_action(1, 0, false, 3_000);
    assert_eq!(s.clocks.as_ref().unwrap().remaining_ms, vec![5_000, 4_000]);
    let per_turn = TimeControl::PerTurn { per_turn_ms: 1_000 };
    let mut s = Session::new(2, Some(per_turn), 0, 0);
    s.on_action(0, 1, false, 10);
    assert_eq!(s.deadline(1), Some((1_010, Expiry::Flag(1))));
}

#[test]
fn abandonment_runs_until_the_first_action() {
    let mut s = Session::new(2, None, 1_000, 500);
    assert_eq!(s.deadline(0), Some((1_500, Expiry::Abandon)));
    s.on_action(0, 0, false, 1_200);
    assert_eq!(s.deadline(0), None);
}

#[test]
fn a_computer_game_is_abandoned_when_its_human_stops_acting() {
    let mut s = Session::new(2, None, 1_000, 500);
    s.computers = vec![1];
    // The human (seat 0) is to move from the start: the abandonment runs.
    assert_eq!(s.deadline(0), Some((1_500, Expiry::Abandon)));
    s.on_action(0, 1, false, 1_200);
    // The computer's turn has no deadline, however long it waits for a thinker.
    assert_eq!(s.deadline(1), None);
    s.on_action(1, 0, false, 9_000);
    assert_eq!(s.deadline(0), Some((9_500, Expiry::Abandon)));
    let back = Session::decode(&s.encode()).unwrap();
    assert_eq!(back, s);
    s.expire(Expiry::Abandon);
    assert_eq!(s.ended, Some(SessionEnd::Abandoned));
    assert_eq!(s.deadline(0), None);
    // With clocks, the clocks decide, as in any game.
    let control = TimeControl::PerTurn { per_turn_ms: 1_000 };
    let mut timed = Session::new(2, Some(control), 0, 500);
    timed.computers = vec![1];
    timed.on_action(0, 1, false, 10);
    assert_eq!(timed.deadline(1), Some((1_010, Expiry::Flag(1))));
}

#[test]
fn two_computer_seats_are_kept() {
    let control = TimeControl::Fischer {
        initial_ms: 60_000,
        increment_ms: 1_000,
    };
    let mut s = Session::new(2, Some(control), 0, 500);
    s.set_computers(&[1, 0, 1, 7], 2);
    assert_eq!(s.computers, [0, 1]);
    assert!(s.is_computer(0) && s.is_computer(1));
    let back = Session::decode(&s.encode()).unwrap();
    assert_eq!(back, s);
    // Both seats act with their tokens alone although bound to accounts.
    let bot = |id: i64| SeatPlayer {
        id,
        name: format!("computer-{id}"),
        rating: 1500.0,
        provisional: true,
    };
    s.bind(0, 2, bot(1));
    s.bind(1, 2, bot(2));
    assert_eq!(s.may_act(0, None), Ok(()));
    assert_eq!(s.may_act(1, None), Ok(()));
    let mut one = Session::new(2, Some(control), 0, 500);
    one.set_computers(&[1], 2);
    one.bind(0, 2, bot(3));
    one.bind(1, 2, bot(1));
    assert_eq!(one.may_act(1, None), Ok(()));
    assert_eq!(one.may_act(0, None), Err(SeatRefusal::NotSignedIn));
    assert_eq!(Session::decode(&one.encode()).unwrap(), one);
}

#[test]
fn a_pending_takeback_is_written_in_layout_3_only_while_pending() {
    let mut session = Session::new(2, None, 1_000, 0);
    session.on_action(0, 1, false, 2_000);
    let without = session.encode();
    assert_eq!(without[3], LAYOUT_GONE, "no proposal: the layout of aborts");
    session.takeback = Some(1);
    let with = session.encode();
    assert_eq!(with[3], LAYOUT_TAKEBACK);
    assert_eq!(Session::decode(&with).unwrap(), session);
    // A layout-1 game (nothing of aborts set) with a proposal round trips too.
    let mut plain = Session::new(2, None, 1_000, 0);
    plain.takeback = Some(0);
    assert_eq!(Session::decode(&plain.encode()).unwrap(), plain);
    plain.takeback = None;
    assert_eq!(plain.encode()[3], LAYOUT);
    // Any action clears the proposal, and so does the end.
    session.on_action(1, 0, false, 3_000);
    assert_eq!(session.takeback, None);
    session.takeback = Some(0);
    session.on_end(0, 4_000);
    assert_eq!(session.takeback, None);
}

#[test]
fn a_takeback_keeps_the_time_used_and_restarts_the_clock() {
    let mut session = Session::new(
        2,
        Some(TimeControl::Fischer {
            initial_ms: 60_000,
            increment_ms: 5_000,
        }),
        0,
        0,
    );
    session.on_action(0, 1, false, 1_000);
    session.on_action(1, 0, false, 11_000);
    session.takeback = Some(1);
    // White's first turn took no time (the clocks start with it), Black's 10 s. White is to
    // move since 11 s; at 14 s Black's last turn is taken back: White is charged 3 s
    // without increment, and Black is to move with its clock running from 14 s.
    session.on_takeback(0, 1, 14_000);
    let clocks = session.clocks.as_ref().unwrap();
    assert_eq!(
        clocks.remaining_ms,
        vec![60_000 + 5_000 - 3_000, 60_000 - 10_000 + 5_000]
    );
    assert_eq!(clocks.running_since_ms, Some(14_000));
    assert_eq!(session.takeback, None);
}

#[test]
fn rated_takebacks_are_written_in_layout_4_only_when_agreed() {
    let mut session = Session::new(2, None, 1_000, 0);
    session.rated = true;
    assert_ne!(
        session.encode()[3],
        LAYOUT_OPTIONS,
        "no option: an older layout"
    );
    session.rated_takebacks = true;
    let agreed = session.encode();
    assert_eq!(agreed[3], LAYOUT_OPTIONS);
    assert_eq!(Session::decode(&agreed).unwrap(), session);
    // With a pending proposal and after actions, it still round trips.
    session.on_action(0, 1, false, 2_000);
    session.takeback = Some(0);
    assert_eq!(Session::decode(&session.encode()).unwrap(), session);
    session.takeback = None;
    assert_eq!(Session::decode(&session.encode()).unwrap(), session);
    // An option bit this replica does not know is refused, not dropped.
    let mut unknown = session.encode();
    let at = unknown.len() - 1;
    unknown[at] = 17;
    assert!(Session::decode(&unknown).is_err());
}

#[test]
fn a_berserk_cuts_one_clock_drops_its_increment_and_round_trips() {
    let control = TimeControl::Fischer {
        initial_ms: 180_000,
        increment_ms: 2_000,
    };
    let mut session = Session::new(2, Some(control), 1_000, 0);
    session.berserk_allowed = true;
    let stored = session.encode();
    assert_eq!(stored[3], LAYOUT_OPTIONS);
    assert_eq!(Session::decode(&stored).unwrap(), session);
    let clocks = session.clocks.as_mut().unwrap();
    clocks.berserk_seat(0);
    assert!(clocks.berserked(0) && !clocks.berserked(1));
    assert_eq!(clocks.remaining_ms, vec![90_000, 180_000]);
    assert_eq!(Session::decode(&session.encode()).unwrap(), session);
    // The berserker's turn gains nothing; the other's gains the increment.
    session.on_action(0, 1, false, 1_000);
    session.on_action(1, 0, false, 11_000);
    session.on_action(0, 1, false, 21_000);
    let clocks = session.clocks.as_ref().unwrap();
    assert_eq!(clocks.remaining_ms, vec![80_000, 172_000]);
    assert_eq!(Session::decode(&session.encode()).unwrap(), session);
}

#[test]
fn a_move_limit_and_its_ending_round_trip() {
    let mut session = Session::new(2, None, 1_000, 0);
    session.move_limit = 300;
    let stored = session.encode();
    assert_eq!(stored[3], LAYOUT_OPTIONS);
    assert_eq!(Session::decode(&stored).unwrap(), session);
    session.rated_takebacks = true;
    session.on_action(0, 1, false, 2_000);
    session.ended = Some(SessionEnd::MoveLimit);
    assert_eq!(Session::decode(&session.encode()).unwrap(), session);
}
