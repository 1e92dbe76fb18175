//! Refusals in the caller's language: a call that sends `accept-language` gets, beside the
//! English `message` for developers and the `google.rpc.ErrorInfo`, a
//! `google.rpc.LocalizedMessage` in the status details: the sentence the web client shows for
//! that reason, in the best of the languages the service speaks for the header (English when
//! it names none of them). The sentences are the web client's own messages
//! (`web/locales/<locale>.ftl`, Project Fluent), compiled into the binary: each reason `R` has
//! the message `reason-r` (lower case, `_` as `-`), formatted with the `ErrorInfo`'s metadata
//! (`$name`, `$confusable_with`), `$detail` (the status message after its first colon: where
//! a position does not read, why an action is illegal) and `$wait` (the `RetryInfo` delay).
//!
//! [`LocalizedLayer`] does this for every service at one place, around the services and
//! inside gRPC-Web's translation: it rewrites the `grpc-status-details-bin` of an error's
//! headers (a trailers-only answer) or trailers. A call without `accept-language`, a status
//! without an `ErrorInfo` and a reason without a message pass unchanged.

use std::sync::LazyLock;

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, STANDARD_NO_PAD};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use http::header::HeaderValue;
use http::{HeaderMap, Request};
use prost::Message as _;
use tonic_types::pb::{ErrorInfo, LocalizedMessage, RetryInfo, Status};
use tower::Layer;

use super::watched::{Watch, Watched, Watcher, Watching};

const ERROR_INFO: &str = "type.googleapis.com/google.rpc.ErrorInfo";
const RETRY_INFO: &str = "type.googleapis.com/google.rpc.RetryInfo";
const LOCALIZED_MESSAGE: &str = "type.googleapis.com/google.rpc.LocalizedMessage";
const DETAILS: &str = "grpc-status-details-bin";

/// The languages of the messages, English first (the fallback), with their files.
const SOURCES: [(&str, &str); 6] = [
    ("en", include_str!("../../web/locales/en.ftl")),
    ("pt", include_str!("../../web/locales/pt.ftl")),
    ("nl", include_str!("../../web/locales/nl.ftl")),
    ("ru", include_str!("../../web/locales/ru.ftl")),
    ("da", include_str!("../../web/locales/da.ftl")),
    ("it", include_str!("../../web/locales/it.ftl")),
];

struct Language {
    tag: &'static str,
    bundle: FluentBundle<FluentResource>,
}

static LANGUAGES: LazyLock<Vec<Language>> = LazyLock::new(|| {
    // Other functions' messages (the web's POSSESSIVE) are never formatted here.
    bundles(&SOURCES)
        .into_iter()
        .map(|(tag, bundle)| Language { tag, bundle })
        .collect()
});

/// A Fluent bundle for each `(tag, source)` whose tag parses, without Unicode isolation marks.
/// A file with an error still gives its good messages (tests keep the files free of errors).
pub fn bundles(
    sources: &[(&'static str, &'static str)],
) -> Vec<(&'static str, FluentBundle<FluentResource>)> {
    sources
        .iter()
        .filter_map(|&(tag, source)| {
            let id = tag.parse().ok()?;
            let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            let _ = bundle.add_resource(resource);
            Some((tag, bundle))
        })
        .collect()
}

/// The tags of the languages the service speaks, English first.
#[must_use]
pub fn languages() -> Vec<&'static str> {
    SOURCES.iter().map(|(tag, _)| *tag).collect()
}

/// The language for an `accept-language` value: the one of highest weight that the service
/// speaks (by its primary subtag: `pt-BR` is `pt`), else English.
#[must_use]
pub fn negotiate(header: &str) -> &'static str {
    let mut wanted: Vec<(f32, usize, &str)> = header
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut pieces = part.split(';');
            let tag = pieces.next()?.trim();
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            (!tag.is_empty() && q > 0.0).then_some((q, i, tag))
        })
        .collect();
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    wanted
        .iter()
        .find_map(|(_, _, tag)| {
            let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
            SOURCES
                .iter()
                .find(|(known, _)| *known == primary)
                .map(|(known, _)| *known)
        })
        .unwrap_or("en")
}

/// A reason's message id: `INVITATION_USED` is `reason-invitation-used`.
#[must_use]
pub fn message_id(reason: &str) -> String {
    format!("reason-{}", reason.to_ascii_lowercase().replace('_', "-"))
}

fn format(language: &Language, id: &str, args: &FluentArgs<'_>) -> Option<String> {
    let pattern = language.bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = language
        .bundle
        .format_pattern(pattern, Some(args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// The wait before trying again, in words: "a moment", "3 s", "2 min".
fn wait(language: &Language, retry: Option<&RetryInfo>) -> String {
    let ms = retry.and_then(|r| r.retry_delay.as_ref()).map_or(0, |d| {
        d.seconds.saturating_mul(1000) + i64::from(d.nanos / 1_000_000)
    });
    let none = FluentArgs::new();
    let mut n = FluentArgs::new();
    let text = if ms <= 0 {
        format(language, "wait-moment", &none)
    } else if ms < 1000 {
        format(language, "wait-second", &none)
    } else {
        let s = (ms + 999) / 1000;
        if s < 120 {
            n.set("n", s);
            format(language, "wait-seconds", &n)
        } else {
            n.set("n", (s + 59) / 60);
            format(language, "wait-minutes", &n)
        }
    };
    text.unwrap_or_default()
}

/// The status message after its first colon, its first letter lower-case and without a
/// closing full stop (as the web client's `detail`).
fn detail(message: &str) -> String {
    let Some((_, rest)) = message.split_once(':') else {
        return String::new();
    };
    let rest = rest.trim();
    let rest = rest.strip_suffix('.').unwrap_or(rest);
    let mut chars = rest.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_lowercase().chain(chars).collect()
    })
}

/// The sentence for a refusal in language `tag`, if its reason has one.
#[must_use]
pub fn sentence(
    tag: &str,
    info: &ErrorInfo,
    message: &str,
    retry: Option<&RetryInfo>,
) -> Option<String> {
    let language = LANGUAGES.iter().find(|l| l.tag == tag)?;
    let mut args = FluentArgs::new();
    for (key, value) in &info.metadata {
        args.set(key.as_str(), value.as_str());
    }
    let detail = detail(message);
    let id = message_id(&info.reason);
    // The reasons whose sentence names a detail have a plain one for when there is none.
    let plain = format!("{id}-plain");
    let id = if detail.is_empty() && language.bundle.has_message(&plain) {
        plain
    } else {
        id
    };
    args.set("detail", detail);
    args.set("wait", wait(language, retry));
    format(language, &id, &args)
}

/// `details` (a `google.rpc.Status`, encoded) with a `LocalizedMessage` in language `tag`
/// added, or `None` when there is nothing to add.
fn localize(details: &[u8], tag: &str) -> Option<Vec<u8>> {
    let mut status = Status::decode(details).ok()?;
    if status
        .details
        .iter()
        .any(|d| d.type_url == LOCALIZED_MESSAGE)
    {
        return None;
    }
    let info = status
        .details
        .iter()
        .find(|d| d.type_url == ERROR_INFO)
        .and_then(|d| ErrorInfo::decode(d.value.as_slice()).ok())?;
    let retry = status
        .details
        .iter()
        .find(|d| d.type_url == RETRY_INFO)
        .and_then(|d| RetryInfo::decode(d.value.as_slice()).ok());
    let message = sentence(tag, &info, &status.message, retry.as_ref())?;
    let localized = LocalizedMessage {
        locale: tag.to_owned(),
        message,
    };
    status.details.push(prost_types::Any {
        type_url: LOCALIZED_MESSAGE.to_owned(),
        value: localized.encode_to_vec(),
    });
    Some(status.encode_to_vec())
}

/// Adds the `LocalizedMessage` to the status details of `headers` (a trailers-only answer's
/// headers or a stream's trailers), if they carry an error with an `ErrorInfo`.
fn rewrite(headers: &mut HeaderMap, tag: &str) {
    let Some(value) = headers.get(DETAILS) else {
        return;
    };
    let bytes = value.as_bytes();
    let Some(details) = STANDARD_NO_PAD
        .decode(bytes)
        .ok()
        .or_else(|| STANDARD.decode(bytes).ok())
    else {
        return;
    };
    if let Some(encoded) = localize(&details, tag)
        && let Ok(value) = HeaderValue::from_str(&STANDARD_NO_PAD.encode(encoded))
    {
        headers.insert(DETAILS, value);
    }
}

/// Adds a `google.rpc.LocalizedMessage` to every refusal of a call that sends
/// `accept-language` (see the module's documentation).
#[derive(Clone, Copy, Debug, Default)]
pub struct LocalizedLayer;

impl<S> Layer<S> for LocalizedLayer {
    type Service = Localized<S>;

    fn layer(&self, inner: S) -> Localized<S> {
        Watching::new(inner, *self)
    }
}

/// The service made by [`LocalizedLayer`].
pub type Localized<S> = Watching<S, LocalizedLayer>;

/// A response body whose trailers get the `LocalizedMessage`.
pub type LocalizedBody<B> = Watched<B, Option<Accepted>>;

impl Watcher for LocalizedLayer {
    type Watch = Accepted;

    fn watch<B>(&self, request: &Request<B>) -> Option<Accepted> {
        request
            .headers()
            .get(http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(|accepted| Accepted(negotiate(accepted)))
    }
}

/// The language of a call's messages, negotiated from its `accept-language`.
#[derive(Clone, Copy, Debug)]
pub struct Accepted(&'static str);

impl Watch for Accepted {
    fn headers(&mut self, headers: &mut HeaderMap) {
        rewrite(headers, self.0);
    }

    fn trailers(&mut self, trailers: &mut HeaderMap) {
        rewrite(trailers, self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_of_a_header() {
        assert_eq!(negotiate("pt-BR,pt;q=0.9,en;q=0.8"), "pt");
        assert_eq!(negotiate("de-DE, ru;q=0.5, en;q=0.4"), "ru");
        assert_eq!(negotiate("en;q=0.2, nl;q=0.9"), "nl");
        assert_eq!(negotiate("da;q=0, it"), "it");
        assert_eq!(negotiate("fr, de"), "en");
        assert_eq!(negotiate(""), "en");
    }

    #[test]
    fn every_language_says_every_reason() {
        let info = |reason: &str| ErrorInfo {
            reason: reason.to_owned(),
            domain: "arbiter".to_owned(),
            metadata: [("name".to_owned(), "ann".to_owned())].into(),
        };
        for tag in languages() {
            let taken = sentence(tag, &info("NAME_TAKEN"), "name taken", None).unwrap();
            assert!(taken.contains("ann"), "{tag}: {taken}");
            let illegal = sentence(
                tag,
                &info("ILLEGAL_ACTION"),
                "illegal action a6-b5: A6-b5 is not along a line.",
                None,
            )
            .unwrap();
            assert!(
                illegal.contains("a6-b5 is not along a line"),
                "{tag}: {illegal}"
            );
            let plain = sentence(tag, &info("ILLEGAL_ACTION"), "illegal", None).unwrap();
            assert!(!plain.contains("{"), "{tag}: {plain}");
            let busy = RetryInfo {
                retry_delay: Some(prost_types::Duration {
                    seconds: 3,
                    nanos: 0,
                }),
            };
            let wait = sentence(tag, &info("RATE_LIMITED"), "slow down", Some(&busy)).unwrap();
            assert!(wait.contains('3'), "{tag}: {wait}");
        }
        assert_eq!(
            sentence("en", &info("NOT_YOUR_TURN"), "not your turn", None).as_deref(),
            Some("It is not your turn: wait for your opponent's move.")
        );
        assert!(sentence("en", &info("SOMETHING_NEW"), "", None).is_none());
    }

    #[test]
    fn details_gain_a_localized_message() {
        let status = Status {
            code: 9,
            message: "it is not your turn".to_owned(),
            details: vec![prost_types::Any {
                type_url: ERROR_INFO.to_owned(),
                value: ErrorInfo {
                    reason: "NOT_YOUR_TURN".to_owned(),
                    domain: "arbiter".to_owned(),
                    metadata: Default::default(),
                }
                .encode_to_vec(),
            }],
        };
        let mut headers = HeaderMap::new();
        headers.insert(
            DETAILS,
            HeaderValue::from_str(&STANDARD_NO_PAD.encode(status.encode_to_vec())).unwrap(),
        );
        rewrite(&mut headers, "ru");
        let bytes = STANDARD_NO_PAD.decode(headers[DETAILS].as_bytes()).unwrap();
        let status = Status::decode(bytes.as_slice()).unwrap();
        let localized = status
            .details
            .iter()
            .find(|d| d.type_url == LOCALIZED_MESSAGE)
            .map(|d| LocalizedMessage::decode(d.value.as_slice()).unwrap())
            .unwrap();
        assert_eq!(localized.locale, "ru");
        assert_eq!(
            localized.message,
            "Сейчас не ваш ход: дождитесь хода соперника."
        );
    }
}
