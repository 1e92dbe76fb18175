//! Unit tests of the Redis store's parsing and encoding helpers.

use super::*;

#[test]
fn keys_share_the_game_hash_tag() {
    let id: GameId = "AAAAAAAAAAAAAAAAAAAAAA".parse().unwrap();
    assert_eq!(game_key(&id), "game:{AAAAAAAAAAAAAAAAAAAAAA}");
    assert_eq!(requests_key(&id), "game:{AAAAAAAAAAAAAAAAAAAAAA}:requests");
    assert_eq!(events_key(&id), "game:{AAAAAAAAAAAAAAAAAAAAAA}:events");
}

#[test]
fn the_script_keeps_the_retry_log_within_the_same_bounds() {
    let bounds = format!(
        "local MAX_RECORDS, MAX_BYTES = {}, {}",
        super::super::RETRY_RECORDS,
        super::super::RETRY_LOG_BYTES
    );
    assert!(include_str!("cas.lua").contains(&bounds), "{bounds}");
}

#[test]
fn event_replies_parse() {
    let s = |t: &[u8]| Value::BulkString(t.to_vec());
    let entry = |id: &str, payload: &[u8]| {
        Value::Array(vec![
            s(id.as_bytes()),
            Value::Array(vec![s(b"p"), s(payload)]),
        ])
    };
    let framed = |part: &[u8]| {
        let mut out = u32::try_from(part.len()).unwrap().to_be_bytes().to_vec();
        out.extend_from_slice(part);
        out
    };
    // A keyframe: the event, then the game before it.
    let mut keyframe = framed(b"three");
    keyframe.extend(framed(b"state-2"));
    keyframe.extend(framed(b"session-2"));
    keyframe.extend(encode_seats(&[SeatHash([7; 16])]));
    let reply = Value::Array(vec![
        s(b"ok"),
        s(b"4"),
        Value::Array(vec![entry("3-2", &keyframe), entry("4-1", b"four")]),
    ]);
    let events = vec![
        StoredEvent {
            version: 3,
            payload: b"three".to_vec(),
            ends_game: false,
        },
        StoredEvent {
            version: 4,
            payload: b"four".to_vec(),
            ends_game: true,
        },
    ];
    assert_eq!(
        parse_events_reply(2, &reply).unwrap(),
        EventsAfter::Complete {
            current: 4,
            events: events.clone(),
        }
    );
    assert_eq!(
        parse_events_reply(1, &reply).unwrap(),
        EventsAfter::Trimmed { current: 4 }
    );
    // Resuming after 2 (or 3) starts at the keyframe, whose base is version 2.
    let Value::Array(items) = &reply else {
        unreachable!()
    };
    let resume_reply = Value::Array(vec![
        s(b"ok"),
        s(b"4"),
        s(b"state-4"),
        s(b"session-4"),
        s(&encode_seats(&[SeatHash([7; 16])])),
        s(b"hanniball"),
        items[2].clone(),
    ]);
    let base = StoredGame {
        kind: "hanniball".into(),
        version: 2,
        state: b"state-2".to_vec(),
        seats: vec![SeatHash([7; 16])],
        session: b"session-2".to_vec(),
        deadline_ms: None,
    };
    for after in [2, 3] {
        assert_eq!(
            parse_resume_reply(after, &resume_reply).unwrap(),
            Resume::Found {
                base: base.clone(),
                events: events.clone(),
            }
        );
    }
    assert_eq!(
        parse_resume_reply(1, &resume_reply).unwrap(),
        Resume::Trimmed { current: 4 }
    );
    assert_eq!(
        parse_events_reply(u64::MAX, &Value::Array(vec![s(b"ok"), s(b"4")])).unwrap(),
        EventsAfter::Complete {
            current: 4,
            events: vec![]
        }
    );
    assert_eq!(
        parse_events_reply(1, &Value::Array(vec![s(b"missing")])).unwrap(),
        EventsAfter::NotFound
    );
    // An entry of the earlier layout (`o`, a full event): passed on empty.
    let legacy = Value::Array(vec![
        s(b"4-0"),
        Value::Array(vec![s(b"p"), s(b"full"), s(b"o"), s(b"1")]),
    ]);
    assert_eq!(
        parse_entry(&legacy).unwrap(),
        StoredEvent {
            version: 4,
            payload: vec![],
            ends_game: true
        }
    );
    // Unknown flags, a keyframe cut short.
    for odd in [entry("4-4", b"x"), entry("4-2", b"\0\0\0\x09abc")] {
        let odd = Value::Array(vec![s(b"ok"), s(b"4"), Value::Array(vec![odd])]);
        assert!(parse_events_reply(3, &odd).is_err());
    }
    assert!(parse_events_reply(3, &Value::Nil).is_err());
}

#[test]
fn aborted_transactions_while_loading_are_transient() {
    assert!(transient_abort(
        "Transaction aborted: [(Index 0, error: BusyLoading: Redis is loading the dataset in memory)]"
    ));
    assert!(!transient_abort(
        "Transaction aborted: [(Index 0, error: ResponseError: wrong number of arguments)]"
    ));
}

#[test]
fn script_replies_parse() {
    let s = |t: &str| Value::BulkString(t.as_bytes().to_vec());
    assert_eq!(
        parse_cas_reply(&Value::Array(vec![s("written"), s("7")])).unwrap(),
        CasOutcome::Written { version: 7 }
    );
    assert_eq!(
        parse_cas_reply(&Value::Array(vec![s("conflict"), Value::Int(3)])).unwrap(),
        CasOutcome::Conflict { current: 3 }
    );
    assert_eq!(
        parse_cas_reply(&Value::Array(vec![s("missing")])).unwrap(),
        CasOutcome::NotFound
    );
    assert!(parse_cas_reply(&Value::Array(vec![s("what")])).is_err());
    assert!(parse_cas_reply(&Value::Nil).is_err());
}

#[test]
fn seats_round_trip() {
    let seats = vec![SeatHash([1; 16]), SeatHash([2; 16])];
    let bytes = encode_seats(&seats);
    assert_eq!(bytes.len(), 33);
    assert_eq!(decode_seats(&bytes).unwrap(), seats);
    assert!(decode_seats(&[0; 33]).is_err());
    assert!(decode_seats(&[16; 34]).is_err());
}

#[test]
fn full_sha256_seats_of_older_games_are_read() {
    let mut old = vec![1u8; 16];
    old.extend([7; 16]);
    old.extend([2; 16]);
    old.extend([8; 16]);
    assert_eq!(
        decode_seats(&old).unwrap(),
        vec![SeatHash([1; 16]), SeatHash([2; 16])]
    );
}
