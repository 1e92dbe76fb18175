//! The shared fields of every game's package (docs/api-shape.md) keep one name, number and type
//! in every package: read from the compiled file descriptor sets the server serves for
//! reflection, so a field drifting apart in one game (as Chess Football's `side_to_act` once
//! did) fails here.

use std::collections::{BTreeMap, BTreeSet};

use prost::Message;
use prost_types::{FileDescriptorProto, FileDescriptorSet};

/// Every game's package with its compiled descriptor set.
const PACKAGES: &[(&str, &[u8])] = &[
    (
        "hanniball.v1",
        arbiter::games::hanniball::pb::FILE_DESCRIPTOR_SET,
    ),
    (
        "hnefatafl.v1",
        arbiter::games::hnefatafl::pb::FILE_DESCRIPTOR_SET,
    ),
    (
        "chessfootball.v1",
        arbiter::games::chess_football::pb::FILE_DESCRIPTOR_SET,
    ),
];

/// The shared fields: message, field name, and its number where every package has the same
/// one (`None`: the same name and type in every package, the number the game's own).
const SHARED: &[(&str, &str, Option<i32>)] = &[
    ("NewGameRequest", "position", Some(1)),
    ("NewGameRequest", "open_seats", Some(2)),
    ("NewGameRequest", "time_control", Some(3)),
    ("NewGameRequest", "bot", Some(10)),
    ("NewGameResponse", "game", Some(1)),
    ("NewGameResponse", "invitations", Some(10)),
    ("NewGameResponse", "director_token", Some(11)),
    ("GetGameRequest", "game_id", Some(1)),
    ("GetGameResponse", "game", Some(1)),
    ("LegalActionsRequest", "game_id", Some(1)),
    ("LegalActionsRequest", "position", Some(2)),
    ("LegalActionsResponse", "game", Some(1)),
    ("LegalActionsResponse", "side_to_move", Some(2)),
    ("LegalActionsResponse", "actions", Some(3)),
    ("LegalActionsResponse", "status", Some(4)),
    ("LegalActionsResponse", "end_reason", Some(5)),
    ("ApplyActionRequest", "game_id", Some(1)),
    ("ApplyActionRequest", "action", Some(2)),
    ("ApplyActionRequest", "expected_version", Some(3)),
    ("ApplyActionRequest", "request_id", Some(4)),
    ("ApplyActionResponse", "game", Some(1)),
    ("ApplyActionResponse", "result", Some(2)),
    ("ResignRequest", "game_id", Some(1)),
    ("ResignRequest", "expected_version", Some(2)),
    ("ResignRequest", "request_id", Some(3)),
    ("ResignResponse", "game", Some(1)),
    ("GetHistoryRequest", "game_id", Some(1)),
    ("GetHistoryResponse", "game", Some(1)),
    ("GetHistoryResponse", "record", Some(2)),
    ("GetHistoryResponse", "start_position", Some(3)),
    ("WatchGameRequest", "game_id", Some(1)),
    ("WatchGameRequest", "from_version", Some(2)),
    ("WatchGameResponse", "snapshot", Some(1)),
    ("WatchGameResponse", "event", Some(2)),
    ("JoinGameRequest", "game_id", Some(1)),
    ("JoinGameRequest", "expected_version", Some(2)),
    ("JoinGameRequest", "request_id", Some(3)),
    ("JoinGameResponse", "game", Some(1)),
    ("JoinGameResponse", "side", Some(2)),
    ("JoinGameResponse", "token", Some(3)),
    ("RevokeInvitationRequest", "game_id", Some(1)),
    ("RevokeInvitationRequest", "side", Some(2)),
    ("RevokeInvitationRequest", "expected_version", Some(3)),
    ("RevokeInvitationRequest", "request_id", Some(4)),
    ("OfferDrawRequest", "game_id", Some(1)),
    ("OfferDrawRequest", "expected_version", Some(2)),
    ("OfferDrawRequest", "request_id", Some(3)),
    ("AnswerDrawRequest", "game_id", Some(1)),
    ("AnswerDrawRequest", "accept", Some(2)),
    ("AnswerDrawRequest", "expected_version", Some(3)),
    ("AnswerDrawRequest", "request_id", Some(4)),
    ("ProposeTakebackRequest", "game_id", Some(1)),
    ("ProposeTakebackRequest", "expected_version", Some(2)),
    ("ProposeTakebackRequest", "request_id", Some(3)),
    ("ProposeTakebackResponse", "game", Some(1)),
    ("AnswerTakebackRequest", "game_id", Some(1)),
    ("AnswerTakebackRequest", "accept", Some(2)),
    ("AnswerTakebackRequest", "expected_version", Some(3)),
    ("AnswerTakebackRequest", "request_id", Some(4)),
    ("AnswerTakebackResponse", "game", Some(1)),
    ("Game", "game_id", Some(1)),
    ("Game", "version", Some(2)),
    ("Game", "position", Some(3)),
    ("Game", "status", None),
    ("Game", "end_reason", None),
    ("Game", "side_to_move", None),
    ("Game", "seats", Some(40)),
    ("Game", "clock", Some(41)),
    ("Game", "draw_offered_by", Some(42)),
    ("Game", "server_time_ms", Some(43)),
    ("Game", "deadline_ms", Some(44)),
    ("Game", "started", Some(45)),
    ("Game", "takeback_proposed_by", Some(50)),
    ("Game", "takebacks_allowed", Some(51)),
    ("GameEvent", "version", Some(1)),
    ("GameEvent", "seat_taken", Some(20)),
    ("GameEvent", "invitation_revoked", Some(21)),
    ("GameEvent", "draw_offered", Some(22)),
    ("GameEvent", "draw_declined", Some(23)),
    ("GameEvent", "draw_agreed", Some(24)),
    ("GameEvent", "flag_fall", Some(25)),
    ("GameEvent", "aborted", Some(26)),
    ("GameEvent", "takeback_proposed", Some(31)),
    ("GameEvent", "takeback_declined", Some(32)),
    ("GameEvent", "takeback_accepted", Some(33)),
    ("SeatEvent", "side", Some(1)),
];

/// The message of one legal action in each package, with its notation as `notation = 1`.
const ACTION_MESSAGES: &[(&str, &str)] = &[
    ("hanniball.v1", "Step"),
    ("hnefatafl.v1", "Move"),
    ("chessfootball.v1", "Action"),
];

/// The RPCs every game's service has.
const SHARED_RPCS: &[&str] = &[
    "Ping",
    "NewGame",
    "GetGame",
    "LegalActions",
    "ApplyAction",
    "Resign",
    "GetHistory",
    "WatchGame",
    "JoinGame",
    "RevokeInvitation",
    "OfferDraw",
    "AnswerDraw",
    "ProposeTakeback",
    "AnswerTakeback",
];

/// Shared fields whose message type is the game's own (its action, what an action did).
const GAME_TYPED: &[(&str, &str)] = &[
    ("LegalActionsResponse", "actions"),
    ("ApplyActionResponse", "result"),
];

/// Fields that messages of the same name share but number per game: (message, field).
const NUMBERED_PER_GAME: &[(&str, &str)] = &[
    ("Game", "status"),
    ("Game", "end_reason"),
    ("Game", "side_to_move"),
    ("GameEvent", "resignation"),
    ("GameEvent", "game"),
];

/// One field as the comparison sees it: number, label, type, and the type's name without the
/// package (`.hanniball.v1.Game` and `.hnefatafl.v1.Game` are the same shared type).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Field {
    number: i32,
    label: prost_types::field_descriptor_proto::Label,
    kind: prost_types::field_descriptor_proto::Type,
    type_name: String,
    /// `optional` in proto3 (presence tracked).
    optional: bool,
    oneof: Option<String>,
}

/// Message name (nested ones as `Outer.Inner`) → field name → field, of one package.
type Messages = BTreeMap<String, BTreeMap<String, Field>>;

fn package_file(package: &str, encoded: &[u8]) -> FileDescriptorProto {
    let set = FileDescriptorSet::decode(encoded)
        .unwrap_or_else(|e| panic!("the descriptor set of {package} decodes: {e}"));
    set.file
        .into_iter()
        .find(|file| file.package() == package)
        .unwrap_or_else(|| panic!("the descriptor set of {package} holds its file"))
}

fn messages(package: &str, file: &FileDescriptorProto) -> Messages {
    fn add(
        package: &str,
        prefix: &str,
        message: &prost_types::DescriptorProto,
        out: &mut Messages,
    ) {
        let name = format!("{prefix}{}", message.name());
        let fields = message
            .field
            .iter()
            .map(|field| {
                let type_name = field
                    .type_name()
                    .strip_prefix(&format!(".{package}."))
                    .unwrap_or(field.type_name())
                    .to_owned();
                let oneof = field
                    .oneof_index
                    .and_then(|i| message.oneof_decl.get(usize::try_from(i).ok()?))
                    .filter(|_| !field.proto3_optional())
                    .map(|oneof| oneof.name().to_owned());
                let shape = Field {
                    number: field.number(),
                    label: field.label(),
                    kind: field.r#type(),
                    type_name,
                    optional: field.proto3_optional(),
                    oneof,
                };
                (field.name().to_owned(), shape)
            })
            .collect();
        for nested in &message.nested_type {
            add(package, &format!("{name}."), nested, out);
        }
        out.insert(name, fields);
    }
    let mut out = Messages::new();
    for message in &file.message_type {
        add(package, "", message, &mut out);
    }
    out
}

fn all_packages() -> Vec<(&'static str, FileDescriptorProto, Messages)> {
    PACKAGES
        .iter()
        .map(|&(package, encoded)| {
            let file = package_file(package, encoded);
            let messages = messages(package, &file);
            (package, file, messages)
        })
        .collect()
}

#[test]
fn every_shared_field_has_one_name_number_and_type_in_every_package() {
    let packages = all_packages();
    let mut problems = Vec::new();
    for &(message, field, number) in SHARED {
        let mut seen: Vec<(&str, &Field)> = Vec::new();
        for (package, _, messages) in &packages {
            match messages.get(message).and_then(|fields| fields.get(field)) {
                None => problems.push(format!("{package}.{message} has no field `{field}`")),
                Some(shape) => {
                    if let Some(number) = number
                        && shape.number != number
                    {
                        problems.push(format!(
                            "{package}.{message}.{field} is number {}, not {number}",
                            shape.number
                        ));
                    }
                    seen.push((package, shape));
                }
            }
        }
        if let Some((first_package, first)) = seen.first() {
            for (package, shape) in &seen[1..] {
                let mut same = Field {
                    number: first.number,
                    ..(*shape).clone()
                };
                if GAME_TYPED.contains(&(message, field)) {
                    same.type_name.clone_from(&first.type_name);
                }
                if &same != *first {
                    problems.push(format!(
                        "{message}.{field} differs in type: {first_package} {first:?}, {package} {shape:?}"
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "shared fields drifted (docs/api-shape.md):\n{}",
        problems.join("\n")
    );
}

/// Beyond the listed fields: in any message every package defines, a field of the same name has
/// the same number everywhere, unless it is one of the few numbered per game.
#[test]
fn a_field_common_to_every_package_has_the_same_number_everywhere() {
    let packages = all_packages();
    let (first_package, _, first) = &packages[0];
    let mut problems = Vec::new();
    let mut compared = 0;
    for (message, fields) in first {
        for (field, shape) in fields {
            let others: Vec<(&str, &Field)> = packages[1..]
                .iter()
                .filter_map(|(package, _, messages)| {
                    Some((*package, messages.get(message)?.get(field)?))
                })
                .collect();
            if others.len() + 1 != packages.len()
                || NUMBERED_PER_GAME.contains(&(message.as_str(), field.as_str()))
            {
                continue;
            }
            compared += 1;
            for (package, other) in others {
                if other.number != shape.number {
                    problems.push(format!(
                        "{message}.{field}: {first_package} {}, {package} {}",
                        shape.number, other.number
                    ));
                }
            }
        }
    }
    assert!(
        compared >= SHARED.len(),
        "only {compared} common fields compared"
    );
    assert!(
        problems.is_empty(),
        "fields common to every package with different numbers (number the new one the same \
         in every package, or list it in NUMBERED_PER_GAME with a reason):\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_action_message_has_its_notation_first_and_every_service_the_shared_rpcs() {
    let packages = all_packages();
    for (package, file, messages) in &packages {
        let (_, action) = ACTION_MESSAGES
            .iter()
            .find(|(p, _)| p == package)
            .expect("every package's action message is listed");
        let notation = messages
            .get(*action)
            .and_then(|fields| fields.get("notation"))
            .unwrap_or_else(|| panic!("{package}.{action} has a `notation` field"));
        assert_eq!(notation.number, 1, "{package}.{action}.notation");
        assert_eq!(file.service.len(), 1, "{package} has one service");
        let rpcs: Vec<&str> = file.service[0].method.iter().map(|m| m.name()).collect();
        for rpc in SHARED_RPCS {
            assert!(
                rpcs.contains(rpc),
                "{package} lacks the RPC {rpc}: {rpcs:?}"
            );
        }
        for (message, fields) in messages {
            for field in fields.keys() {
                assert!(
                    field != "from" && field != "to",
                    "{package}.{message}.{field}: square fields are named `*_square`"
                );
            }
        }
    }
}

// ------------------------------------------------ the archive's documented values

/// The comment above the field declared by `declaration` in `proto` (its `//` lines, joined).
fn comment_above(proto: &str, declaration: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(proto);
    let text = std::fs::read_to_string(&path).expect("the proto file");
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.trim() == declaration)
        .unwrap_or_else(|| panic!("{declaration} in {proto}"));
    let mut comment: Vec<&str> = lines[..at]
        .iter()
        .rev()
        .map(|l| l.trim())
        .take_while(|l| l.starts_with("//"))
        .map(|l| l.trim_start_matches('/').trim())
        .collect();
    comment.reverse();
    comment.join(" ")
}

/// The "quoted" words of a text.
fn quoted(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// `players.v1.ArchivedGame.termination` lists exactly the names the archive stores: every
/// termination's name (`finished_of` archives `Termination::name`).
#[test]
fn the_documented_terminations_are_the_archived_ones() {
    use arbiter::ruleset::Termination;
    let documented: BTreeSet<String> = quoted(&comment_above(
        "proto/players/v1/players.proto",
        "string termination = 6;",
    ))
    .into_iter()
    .collect();
    let archived: BTreeSet<String> = Termination::ALL
        .iter()
        .map(|t| t.name().to_owned())
        .collect();
    assert_eq!(documented, archived);
}

/// `players.v1.ArchivedSeat.side` names each served game's sides exactly as the archive
/// stores them (`GameEnd::sides`: the ruleset's seat names), written as
/// `"A" or "B" (game, game), …`.
#[test]
fn the_documented_sides_are_the_archived_ones() {
    use arbiter::games::Served;
    use arbiter::rpc::api::short_name;
    use arbiter::rpc::{Catalog, Game, Visitor};
    struct Sides(BTreeMap<String, BTreeSet<String>>);
    impl Visitor for Sides {
        fn visit<G: Game>(&mut self) {
            self.0.insert(
                short_name::<G>().to_owned(),
                G::SEATS
                    .iter()
                    .map(|&seat| G::seat_name(seat).to_owned())
                    .collect(),
            );
        }
    }
    let mut served = Sides(BTreeMap::new());
    Served.each(&mut served);
    assert_eq!(served.0.len(), 3, "{:?}", served.0);

    let comment = comment_above("proto/players/v1/players.proto", "string side = 1;");
    let mut documented: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for clause in comment.split(')').filter(|c| c.contains('(')) {
        let (sides, games) = clause.split_once('(').unwrap_or_default();
        for game in games.split(',').map(str::trim) {
            documented
                .entry(game.to_owned())
                .or_default()
                .extend(quoted(sides));
        }
    }
    assert_eq!(documented, served.0, "{comment}");
}
