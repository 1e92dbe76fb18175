//! The input gate: every text field of every request checked once, in the codec, before any
//! handler, store or database sees it.
//!
//! The rules come from the protos: the embedded file descriptor sets (those server
//! reflection serves) are read once, and for the input message of every method of every
//! service, each `string` field, at any depth (nested messages, `oneof`s, repeated fields,
//! map keys and values), must be
//!
//! - valid UTF-8 (`INVALID_TEXT`);
//! - free of control characters (Unicode category Cc: NUL, the C0 controls, DEL and the C1
//!   controls, so no line breaks or tabs either) (`INVALID_TEXT`);
//! - at most [`DEFAULT_MAX_CHARS`] characters long, or the cap of its field name in
//!   [`LONG_FIELDS`] (`TEXT_TOO_LONG`).
//!
//! A request that breaks a rule is answered `INVALID_ARGUMENT` naming the field by its path
//! (e.g. `name`, `options.bot`), with an `ErrorInfo` (reason as above, metadata `field`) and a
//! `BadRequest` violation, as [`ServiceError::InvalidArgument`](crate::session::ServiceError)
//! does. The value itself is never echoed. A request that is not a valid protobuf message at
//! all is answered `INVALID_ARGUMENT` (`MALFORMED_REQUEST`), not `INTERNAL`.
//!
//! The check walks the request's bytes (the protobuf wire format) once with a table per
//! message type, before prost decodes them: no allocation unless a rule is broken. Messages
//! decoded that are no method's input (a client decoding an answer) are not checked.

use std::collections::HashMap;
use std::sync::OnceLock;

use prost::Message as _;
use prost_types::field_descriptor_proto::Type;
use prost_types::{DescriptorProto, FileDescriptorSet};
use tonic::{Code, Status};
use tonic_types::{ErrorDetails, StatusExt};

use crate::session::error::ERROR_DOMAIN;

/// The most characters of a text field of a request, unless [`LONG_FIELDS`] says otherwise:
/// names, ids, tokens, notations, page tokens, time controls are all far shorter.
pub const DEFAULT_MAX_CHARS: usize = 256;

/// Fields (by name, in any message) allowed more than [`DEFAULT_MAX_CHARS`] characters:
/// positions in the games' notations (HPN, TPN, CFN), and Web Push endpoints (URLs).
pub const LONG_FIELDS: &[(&str, usize)] = &[("position", 1024), ("endpoint", 1024)];

/// How deep messages may nest in a request (prost's own limit is 100).
const MAX_DEPTH: u32 = 32;

/// What a field holds, for the walk.
#[derive(Clone, Copy, Debug)]
enum Rule {
    /// Text of at most this many characters.
    Text(usize),
    /// A message of this shape (an index into [`Gate::shapes`]).
    Message(usize),
}

/// One field of a message that the walk looks into.
#[derive(Clone, Debug)]
struct Field {
    number: u32,
    name: String,
    rule: Rule,
}

/// The fields of one message type that hold text or messages that may hold text.
#[derive(Clone, Debug, Default)]
struct Shape {
    fields: Vec<Field>,
}

/// A broken rule: the field's path, the `ErrorInfo` reason, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The field's path from the request, e.g. `name` or `options.bot`.
    pub field: String,
    /// `INVALID_TEXT`, `TEXT_TOO_LONG` or `MALFORMED_REQUEST`.
    pub reason: &'static str,
    /// What is wrong (never the value itself).
    pub message: String,
}

impl Violation {
    fn malformed() -> Violation {
        Violation {
            field: String::new(),
            reason: "MALFORMED_REQUEST",
            message: "the request is not a valid protobuf message".into(),
        }
    }

    /// A request prost could not decode (after the walk found nothing wrong with its text).
    #[must_use]
    pub fn malformed_because(error: &prost::DecodeError) -> Violation {
        Violation {
            message: format!("the request is not a valid protobuf message: {error}"),
            ..Violation::malformed()
        }
    }

    fn under(mut self, parent: &str) -> Violation {
        self.field = if self.field.is_empty() {
            parent.to_owned()
        } else {
            format!("{parent}.{}", self.field)
        };
        self
    }
}

impl From<Violation> for Status {
    fn from(v: Violation) -> Status {
        let field = if v.field.is_empty() {
            "request"
        } else {
            v.field.as_str()
        };
        let mut details = ErrorDetails::new();
        details.add_bad_request_violation(field, v.message.clone());
        details.set_error_info(
            v.reason,
            ERROR_DOMAIN,
            HashMap::from([("field".to_owned(), field.to_owned())]),
        );
        Status::with_error_details(
            Code::InvalidArgument,
            format!("invalid {field}: {}", v.message),
            details,
        )
    }
}

/// A request message type known to a [`Gate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request(usize);

/// The rules of every request message, made from descriptor sets.
#[derive(Debug, Default)]
pub struct Gate {
    shapes: Vec<Shape>,
    /// package → message name → shape, for the input message of every method.
    inputs: HashMap<String, HashMap<String, usize>>,
}

/// The cap of a text field named `name`.
fn cap_of(name: &str) -> usize {
    LONG_FIELDS
        .iter()
        .find(|(field, _)| *field == name)
        .map_or(DEFAULT_MAX_CHARS, |(_, cap)| *cap)
}

impl Gate {
    /// The rules of the input messages of every service in these encoded file descriptor
    /// sets (sets that do not decode are left out).
    #[must_use]
    pub fn new(sets: &[&[u8]]) -> Gate {
        let mut messages: HashMap<String, (String, DescriptorProto)> = HashMap::new();
        let mut methods: Vec<String> = Vec::new();
        for set in sets {
            let Ok(set) = FileDescriptorSet::decode(*set) else {
                continue;
            };
            for file in set.file {
                let package = file.package.clone().unwrap_or_default();
                let prefix = if package.is_empty() {
                    String::new()
                } else {
                    format!(".{package}")
                };
                let mut stack: Vec<(String, DescriptorProto)> = file
                    .message_type
                    .into_iter()
                    .map(|m| (prefix.clone(), m))
                    .collect();
                while let Some((scope, message)) = stack.pop() {
                    let full = format!("{scope}.{}", message.name());
                    for nested in &message.nested_type {
                        stack.push((full.clone(), nested.clone()));
                    }
                    messages.insert(full, (package.clone(), message));
                }
                for service in file.service {
                    for method in service.method {
                        methods.push(method.input_type().to_owned());
                    }
                }
            }
        }
        let mut gate = Gate::default();
        let mut made: HashMap<String, usize> = HashMap::new();
        for input in methods {
            let Some(index) = gate.shape_of(&input, &messages, &mut made) else {
                continue;
            };
            let Some((package, message)) = messages.get(&input) else {
                continue;
            };
            // Only top-level messages are looked up by (package, name).
            if input == format!(".{package}.{}", message.name())
                || (package.is_empty() && input == format!(".{}", message.name()))
            {
                gate.inputs
                    .entry(package.clone())
                    .or_default()
                    .insert(message.name().to_owned(), index);
            }
        }
        gate
    }

    fn shape_of(
        &mut self,
        full: &str,
        messages: &HashMap<String, (String, DescriptorProto)>,
        made: &mut HashMap<String, usize>,
    ) -> Option<usize> {
        if let Some(&index) = made.get(full) {
            return Some(index);
        }
        let (_, message) = messages.get(full)?;
        let index = self.shapes.len();
        self.shapes.push(Shape::default());
        made.insert(full.to_owned(), index);
        let mut fields = Vec::new();
        for field in &message.field {
            let Ok(number) = u32::try_from(field.number()) else {
                continue;
            };
            let rule = match field.r#type() {
                Type::String => Rule::Text(cap_of(field.name())),
                Type::Message => match self.shape_of(field.type_name(), messages, made) {
                    Some(inner) => Rule::Message(inner),
                    None => continue,
                },
                _ => continue,
            };
            fields.push(Field {
                number,
                name: field.name().to_owned(),
                rule,
            });
        }
        self.shapes[index].fields = fields;
        Some(index)
    }

    /// The shape of the request message `package.name`, if it is some method's input.
    fn input(&self, package: &str, name: &str) -> Option<usize> {
        self.inputs.get(package)?.get(name).copied()
    }

    /// Whether `package.name` is the input of some method.
    #[must_use]
    pub fn knows(&self, package: &str, name: &str) -> bool {
        self.input(package, name).is_some()
    }

    /// The rules of the request message `package.name`, if it is some method's input (one
    /// look-up, for [`Gate::check_request`]).
    #[must_use]
    pub fn request(&self, package: &str, name: &str) -> Option<Request> {
        self.input(package, name).map(Request)
    }

    /// Checks the encoded `bytes` of a request message.
    ///
    /// # Errors
    /// The first broken rule.
    pub fn check_request(&self, request: Request, bytes: &[u8]) -> Result<(), Violation> {
        self.walk(request.0, bytes, 0)
    }

    /// Checks the encoded request `bytes` of message `package.name` (a message that is no
    /// method's input passes unchecked).
    ///
    /// # Errors
    /// The first broken rule.
    pub fn check(&self, package: &str, name: &str, bytes: &[u8]) -> Result<(), Violation> {
        match self.input(package, name) {
            Some(shape) => self.walk(shape, bytes, 0),
            None => Ok(()),
        }
    }

    /// The paths and caps of every text field of the request message `package.name`
    /// (nested fields as `outer.inner`; a recursive message is followed once).
    #[must_use]
    pub fn text_fields(&self, package: &str, name: &str) -> Vec<(String, usize)> {
        let mut out = Vec::new();
        if let Some(shape) = self.input(package, name) {
            self.collect(shape, "", &mut vec![shape], &mut out);
        }
        out
    }

    fn collect(
        &self,
        shape: usize,
        prefix: &str,
        seen: &mut Vec<usize>,
        out: &mut Vec<(String, usize)>,
    ) {
        for field in &self.shapes[shape].fields {
            let path = if prefix.is_empty() {
                field.name.clone()
            } else {
                format!("{prefix}.{}", field.name)
            };
            match field.rule {
                Rule::Text(cap) => out.push((path, cap)),
                Rule::Message(inner) if !seen.contains(&inner) => {
                    seen.push(inner);
                    self.collect(inner, &path, seen, out);
                    seen.pop();
                }
                Rule::Message(_) => {}
            }
        }
    }

    fn walk(&self, shape: usize, mut bytes: &[u8], depth: u32) -> Result<(), Violation> {
        if depth > MAX_DEPTH {
            return Err(Violation::malformed());
        }
        let fields = &self.shapes[shape].fields;
        while !bytes.is_empty() {
            let key = varint(&mut bytes).ok_or_else(Violation::malformed)?;
            let number = u32::try_from(key >> 3).map_err(|_| Violation::malformed())?;
            match key & 7 {
                0 => {
                    varint(&mut bytes).ok_or_else(Violation::malformed)?;
                }
                1 => bytes = bytes.get(8..).ok_or_else(Violation::malformed)?,
                5 => bytes = bytes.get(4..).ok_or_else(Violation::malformed)?,
                2 => {
                    let len = varint(&mut bytes)
                        .and_then(|len| usize::try_from(len).ok())
                        .ok_or_else(Violation::malformed)?;
                    if len > bytes.len() {
                        return Err(Violation::malformed());
                    }
                    let (value, rest) = bytes.split_at(len);
                    bytes = rest;
                    if let Some(field) = fields.iter().find(|f| f.number == number) {
                        match field.rule {
                            Rule::Text(cap) => {
                                check_text(value, cap).map_err(|(reason, message)| Violation {
                                    field: field.name.clone(),
                                    reason,
                                    message,
                                })?
                            }
                            Rule::Message(inner) => self
                                .walk(inner, value, depth + 1)
                                .map_err(|v| v.under(&field.name))?,
                        }
                    }
                }
                // Groups (proto2) are in none of the protos; wire types 6 and 7 do not exist.
                _ => return Err(Violation::malformed()),
            }
        }
        Ok(())
    }
}

/// Reads a varint from the front of `bytes`.
fn varint(bytes: &mut &[u8]) -> Option<u64> {
    let mut value = 0u64;
    for (i, &b) in bytes.iter().enumerate().take(10) {
        value |= u64::from(b & 0x7f) << (7 * i);
        if b & 0x80 == 0 {
            *bytes = &bytes[i + 1..];
            return Some(value);
        }
    }
    None
}

/// Checks one text value against its cap; on failure, the reason and what is wrong.
fn check_text(bytes: &[u8], cap: usize) -> Result<(), (&'static str, String)> {
    // Printable ASCII within the cap: the common case, one pass over the bytes.
    if bytes.len() <= cap && bytes.iter().all(|&b| (0x20..0x7f).contains(&b)) {
        return Ok(());
    }
    let too_long = |count: String| {
        (
            "TEXT_TOO_LONG",
            format!("has {count} characters; at most {cap} are allowed"),
        )
    };
    // UTF-8 has at most 4 bytes per character: surely too long, without reading it.
    if bytes.len() / 4 > cap {
        return Err(too_long(format!("more than {}", bytes.len() / 4)));
    }
    let text = std::str::from_utf8(bytes).map_err(|e| {
        (
            "INVALID_TEXT",
            format!("is not valid UTF-8 (at byte {})", e.valid_up_to()),
        )
    })?;
    let mut count = 0usize;
    for c in text.chars() {
        count += 1;
        if c.is_control() {
            return Err((
                "INVALID_TEXT",
                format!(
                    "contains the control character U+{:04X} (character {count}); text fields \
                     take no control characters",
                    u32::from(c)
                ),
            ));
        }
    }
    if count > cap {
        return Err(too_long(count.to_string()));
    }
    Ok(())
}

/// The gate of every API this crate serves: the games (those only tests serve included),
/// accounts, players and the lobby.
pub fn global() -> &'static Gate {
    static GATE: OnceLock<Gate> = OnceLock::new();
    GATE.get_or_init(|| {
        struct Sets(Vec<&'static [u8]>);
        impl crate::rpc::Visitor for Sets {
            fn visit<G: crate::rpc::Game>(&mut self) {
                self.0.push(G::DESCRIPTOR);
            }
        }
        let mut sets = Sets(vec![crate::players::service::FILE_DESCRIPTOR_SET]);
        crate::rpc::Catalog::each(&crate::games::WithTestGames, &mut sets);
        Gate::new(&sets.0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(number: u32, text: &[u8]) -> Vec<u8> {
        let mut out = vec![u8::try_from(number << 3 | 2).unwrap()];
        prost::encoding::encode_varint(text.len() as u64, &mut out);
        out.extend_from_slice(text);
        out
    }

    #[test]
    fn text_fields_are_checked() {
        let gate = global();
        assert!(gate.knows("players.v1", "GetPlayerRequest"));
        assert!(!gate.knows("players.v1", "GetPlayerResponse"));
        let check = |bytes: &[u8]| gate.check("players.v1", "GetPlayerRequest", bytes);
        assert_eq!(check(&field(1, b"alice")), Ok(()));
        assert_eq!(check(&field(1, "Ålice".as_bytes())), Ok(()));
        let nul = check(&field(1, b"al\0ice")).unwrap_err();
        assert_eq!((nul.field.as_str(), nul.reason), ("name", "INVALID_TEXT"));
        let long = check(&field(1, &[b'a'; 20_000])).unwrap_err();
        assert_eq!(long.reason, "TEXT_TOO_LONG");
        let utf8 = check(&field(1, b"a\xffb")).unwrap_err();
        assert_eq!(utf8.reason, "INVALID_TEXT");
        assert_eq!(
            check(&[0x0a, 0x05, b'a']).unwrap_err().reason,
            "MALFORMED_REQUEST"
        );
        // Unknown fields and other wire types pass.
        assert_eq!(check(&[0x10, 0x01, 0x1d, 1, 2, 3, 4]), Ok(()));
    }

    #[test]
    fn the_status_names_the_field_and_not_the_value() {
        let gate = global();
        let v = gate
            .check("lobby.v1", "ChallengeRequest", &field(1, &[b'x'; 5000]))
            .unwrap_err();
        let status = Status::from(v);
        assert_eq!(status.code(), Code::InvalidArgument);
        assert!(
            status.message().contains("opponent"),
            "{}",
            status.message()
        );
        assert!(status.message().len() < 200, "{}", status.message());
        let info = status.get_details_error_info().unwrap();
        assert_eq!(info.reason, "TEXT_TOO_LONG");
        assert_eq!(info.metadata["field"], "opponent");
    }

    #[test]
    fn every_service_has_its_inputs_checked() {
        let gate = global();
        for (package, name) in [
            ("accounts.v1", "SignInRequest"),
            ("lobby.v1", "AcceptSeekRequest"),
            ("hanniball.v1", "ApplyActionRequest"),
            ("hnefatafl.v1", "NewGameRequest"),
            ("chessfootball.v1", "GetGameRequest"),
        ] {
            assert!(gate.knows(package, name), "{package}.{name}");
            assert!(
                !gate.text_fields(package, name).is_empty(),
                "{package}.{name}"
            );
        }
        let caps = gate.text_fields("hanniball.v1", "NewGameRequest");
        assert!(caps.contains(&("position".to_owned(), 1024)), "{caps:?}");
    }
}
