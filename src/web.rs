//! The web: the browser client's files ([`assets`]), and gRPC-Web for browsers: which origins
//! may call cross-origin (CORS), and the CORS layer.
//!
//! The server speaks gRPC and gRPC-Web on one port (`tonic-web` translates gRPC-Web, over
//! HTTP/1.1 or HTTP/2, to gRPC). Browsers send a CORS preflight (`OPTIONS`) before every
//! cross-origin gRPC-Web call, because its content type and headers are not "simple"; the
//! answer allows an origin only if it is listed in [`AllowedOrigins`]:
//!
//! - allowed methods: `POST`; allowed request headers: `x-grpc-web`, `content-type`,
//!   `authorization` (the seat token), `x-player-session` (a signed-in player's session
//!   token), `x-guest-key` (a guest's key in the lobby), `x-user-agent`, `grpc-timeout`, and the
//!   `x-accept-content-transfer-encoding` / `x-accept-response-streaming` headers some
//!   gRPC-Web clients send, and `grpc-encoding` / `grpc-accept-encoding` (gzip, zstd);
//!   preflight answers are cached for 2 hours;
//! - exposed response headers: `grpc-status`, `grpc-message`, `grpc-status-details-bin`
//!   (so that browser code can read the status and its error details) and `grpc-encoding`.
//!
//! A disallowed origin gets no `Access-Control-*` header at all, so the browser refuses the
//! call. CORS is enforced by browsers, not by the server: it keeps web pages of other origins
//! from calling with their visitors' browsers; it does not authenticate anybody (the seat
//! tokens do). Without any configured origin (the default), only pages served from the
//! service's own origin can call it from a browser (for example through a proxy that serves
//! the front end and the API under one origin); non-browser clients are unaffected.

pub mod assets;
pub mod routes;

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use http::header::{self, HeaderName, HeaderValue};
use http::{Method, Response};
use tower::layer::util::Stack;
use tower::util::MapResponseLayer;
use tower_http::cors::{AllowOrigin, CorsLayer};

/// Request headers a browser may send cross-origin.
pub const ALLOWED_HEADERS: &[&str] = &[
    "x-grpc-web",
    "content-type",
    "authorization",
    crate::session::auth::PLAYER_SESSION_HEADER,
    crate::lobby::replica::GUEST_KEY_HEADER,
    "x-user-agent",
    "grpc-timeout",
    "x-accept-content-transfer-encoding",
    "x-accept-response-streaming",
    "grpc-encoding",
    "grpc-accept-encoding",
];

/// Response headers browser code may read.
pub const EXPOSED_HEADERS: &[&str] = &[
    "grpc-status",
    "grpc-message",
    "grpc-status-details-bin",
    "grpc-encoding",
];

/// How long a browser may cache a preflight answer (Chromium's upper limit).
pub const PREFLIGHT_MAX_AGE: Duration = Duration::from_secs(2 * 60 * 60);

/// The origins allowed to call from browsers, cross-origin.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum AllowedOrigins {
    /// None: only same-origin pages (the default).
    #[default]
    None,
    /// Any origin (`*`).
    Any,
    /// These origins, each `scheme://host[:port]` in lower case.
    List(Vec<String>),
}

/// Why an origin list was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OriginsError {
    /// An entry is not `http(s)://host[:port]`.
    #[error(
        "CORS origin {index} ({origin:?}) is not an origin: expected scheme://host[:port] with \
         scheme http or https, and no path, e.g. https://play.example.org"
    )]
    NotAnOrigin {
        /// Its position in the list, counting from 1.
        index: usize,
        /// The entry.
        origin: String,
    },
    /// `*` was combined with other entries.
    #[error("CORS origins: \"*\" (any origin) cannot be combined with other origins")]
    MixedWildcard,
}

impl FromStr for AllowedOrigins {
    type Err = OriginsError;

    /// Parses a comma-separated list of origins, `*` for any, or an empty text for none.
    fn from_str(text: &str) -> Result<AllowedOrigins, OriginsError> {
        let entries: Vec<&str> = text
            .split(',')
            .map(str::trim)
            .filter(|e| !e.is_empty())
            .collect();
        if entries.is_empty() {
            return Ok(AllowedOrigins::None);
        }
        if entries.contains(&"*") {
            return if entries.len() == 1 {
                Ok(AllowedOrigins::Any)
            } else {
                Err(OriginsError::MixedWildcard)
            };
        }
        let mut origins = Vec::with_capacity(entries.len());
        for (i, entry) in entries.iter().enumerate() {
            let origin = parse_origin(entry).ok_or_else(|| OriginsError::NotAnOrigin {
                index: i + 1,
                origin: (*entry).chars().take(200).collect(),
            })?;
            if !origins.contains(&origin) {
                origins.push(origin);
            }
        }
        Ok(AllowedOrigins::List(origins))
    }
}

/// `scheme://host[:port]`, lower-cased, or `None`.
fn parse_origin(entry: &str) -> Option<String> {
    let lower = entry.to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))?;
    let (host, port) = if let Some(v6) = rest.strip_prefix('[') {
        let (inner, after) = v6.split_once(']')?;
        if inner.is_empty() || !inner.bytes().all(|b| b.is_ascii_hexdigit() || b == b':') {
            return None;
        }
        let port = match after {
            "" => None,
            _ => Some(after.strip_prefix(':')?),
        };
        (inner, port)
    } else {
        match rest.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (rest, None),
        }
    };
    let host_ok = !host.is_empty()
        && (host.contains(':')
            || host
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.'));
    let port_ok =
        port.is_none_or(|p| p.bytes().all(|b| b.is_ascii_digit()) && p.parse::<u16>().is_ok());
    (host_ok && port_ok && HeaderValue::from_str(&lower).is_ok()).then_some(lower)
}

impl fmt::Display for AllowedOrigins {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AllowedOrigins::None => f.write_str("none (same origin only)"),
            AllowedOrigins::Any => f.write_str("*"),
            AllowedOrigins::List(list) => f.write_str(&list.join(",")),
        }
    }
}

/// The layer made by [`cors_layer`]: CORS, and outside it the removal of `Access-Control-*`
/// headers from answers to origins that are not allowed.
pub type Cors<B> = Stack<CorsLayer, MapResponseLayer<fn(Response<B>) -> Response<B>>>;

/// The CORS layer for `origins`, and outside it a layer that removes every
/// `Access-Control-*` header from answers to origins that are not allowed.
#[must_use]
pub fn cors_layer<B>(origins: &AllowedOrigins) -> Cors<B> {
    let allow_origin = match origins {
        AllowedOrigins::None => AllowOrigin::list(Vec::<HeaderValue>::new()),
        AllowedOrigins::Any => AllowOrigin::any(),
        AllowedOrigins::List(list) => {
            AllowOrigin::list(list.iter().filter_map(|o| HeaderValue::from_str(o).ok()))
        }
    };
    let cors = CorsLayer::new()
        .allow_origin(allow_origin)
        .allow_methods([Method::POST])
        .allow_headers(
            ALLOWED_HEADERS
                .iter()
                .map(|h| HeaderName::from_static(h))
                .collect::<Vec<_>>(),
        )
        .expose_headers(
            EXPOSED_HEADERS
                .iter()
                .map(|h| HeaderName::from_static(h))
                .collect::<Vec<_>>(),
        )
        .max_age(PREFLIGHT_MAX_AGE);
    let strip: fn(Response<B>) -> Response<B> = strip_unallowed;
    Stack::new(cors, MapResponseLayer::new(strip))
}

/// Removes the `Access-Control-*` headers of an answer that allows no origin.
fn strip_unallowed<B>(mut response: Response<B>) -> Response<B> {
    let headers = response.headers_mut();
    if !headers.contains_key(header::ACCESS_CONTROL_ALLOW_ORIGIN) {
        let names: Vec<HeaderName> = headers
            .keys()
            .filter(|name| name.as_str().starts_with("access-control-"))
            .cloned()
            .collect();
        for name in names {
            headers.remove(name);
        }
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_origin_lists() {
        assert_eq!("".parse(), Ok(AllowedOrigins::None));
        assert_eq!(" , ".parse(), Ok(AllowedOrigins::None));
        assert_eq!("*".parse(), Ok(AllowedOrigins::Any));
        assert_eq!(" * ".parse(), Ok(AllowedOrigins::Any));
        assert_eq!(
            "https://Play.Example.org, http://localhost:3000,https://play.example.org".parse(),
            Ok(AllowedOrigins::List(vec![
                "https://play.example.org".into(),
                "http://localhost:3000".into()
            ]))
        );
        assert_eq!(
            "http://[::1]:8080".parse(),
            Ok(AllowedOrigins::List(vec!["http://[::1]:8080".into()]))
        );
        assert_eq!(
            "*,https://a.example".parse::<AllowedOrigins>(),
            Err(OriginsError::MixedWildcard)
        );
        for (bad, index) in [
            ("example.org", 1),
            ("https://a.example,ftp://b.example", 2),
            ("https://a.example/", 1),
            ("https://a.example/app", 1),
            ("https://", 1),
            ("https://a.example:", 1),
            ("https://a.example:99999", 1),
            ("https://a b", 1),
            ("https://[::1", 1),
            ("https://[::1]x", 1),
        ] {
            match bad.parse::<AllowedOrigins>() {
                Err(OriginsError::NotAnOrigin { index: i, .. }) => assert_eq!(i, index, "{bad}"),
                other => panic!("{bad:?} gave {other:?}"),
            }
        }
        let message = "https://a.example/x"
            .parse::<AllowedOrigins>()
            .unwrap_err()
            .to_string();
        assert!(message.contains("\"https://a.example/x\""), "{message}");
    }
}
