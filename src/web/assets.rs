//! The web client's files, embedded in the binary and served on the gRPC port.
//!
//! `build.rs` embeds every file of the committed client build `web/dist/` (see
//! `docs/web.md`); [`StaticFilesLayer`] answers plain HTTP `GET`/`HEAD` requests with them, in
//! front of the gRPC routes, so one port serves gRPC, gRPC-Web and the page itself, and the
//! page calls the API same-origin (no CORS). A request is left to the gRPC routes when its
//! `content-type` is `application/grpc*` or when it is not a `GET` or `HEAD` (e.g. a CORS
//! preflight).
//!
//! - The page's own addresses (client-side routes such as `/play/<game>/<id>`: see
//!   [`super::routes`]) get `index.html`. Any other path that names no file gets `404` with
//!   the same `index.html`, whose script shows a *not found* page (in the site's style, with
//!   a link home); a missing `/assets/...` file gets a plain-text `404`.
//! - Content types by extension; an `ETag` for every file and `304` for a matching
//!   `If-None-Match`; files under `/assets/` (their names carry a content hash) are cached
//!   for a year as `immutable`, the others revalidate (`no-cache`).
//! - The installable app's files (`docs/web.md`, "Installable app"): the manifest
//!   `/manifest.webmanifest` (`application/manifest+json`), its PNG icons, and the service
//!   worker `/sw.js` at the root (so its scope is the whole site), revalidated like every file
//!   outside `/assets/`, so that a browser finds a new deployment's worker at its next visit.
//!   The policy below lets it run: workers and manifests fall back to `script-src` and
//!   `default-src`, both `'self'`.
//! - The gzip variant that the build wrote beside a file (`*.gz`) is sent to clients that
//!   accept gzip (`Vary: Accept-Encoding`).
//! - Security headers on every answer: a `Content-Security-Policy` allowing only this origin,
//!   `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`,
//!   `X-Frame-Options: DENY`.

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use bytes::Bytes;
use http::header::{self, HeaderValue};
use http::{Method, Request, Response, StatusCode};
use http_body_util::{BodyExt as _, Full};
use tower::{Layer, Service};

/// One embedded file.
#[derive(Debug)]
pub struct Asset {
    /// Its URL path, e.g. `/assets/index-1a2b3c4d.js`.
    pub path: &'static str,
    /// Its `Content-Type`.
    pub content_type: &'static str,
    /// Its `ETag` (quoted).
    pub etag: &'static str,
    /// Its bytes.
    pub body: &'static [u8],
    /// Its gzip variant, when the build wrote one.
    pub gzip: Option<&'static [u8]>,
}

/// Every file of `web/dist/`, sorted by path.
pub static ASSETS: &[Asset] = include!(concat!(env!("OUT_DIR"), "/web_assets.rs"));

/// The Content-Security-Policy of every answer: scripts, styles, images and API calls from
/// this origin only; no plugins, no framing, no foreign form targets.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The embedded file at `path`, if any.
#[must_use]
pub fn find(path: &str) -> Option<&'static Asset> {
    ASSETS
        .binary_search_by(|a| a.path.cmp(path))
        .ok()
        .map(|i| &ASSETS[i])
}

/// Whether a request is for the gRPC routes rather than for a file.
fn is_grpc<B>(request: &Request<B>) -> bool {
    let grpc_type = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/grpc"));
    grpc_type || !(request.method() == Method::GET || request.method() == Method::HEAD)
}

/// The answer to a file request (`GET` or `HEAD` of `path`), with `games` the short names of
/// the games served (the page's addresses name them: [`super::routes`]).
#[must_use]
pub fn respond(
    method: &Method,
    path: &str,
    headers: &http::HeaderMap,
    games: &[&str],
) -> Response<Full<Bytes>> {
    let (asset, status) = match find(path) {
        Some(asset) if path != "/index.html" => (Some(asset), StatusCode::OK),
        _ if path.starts_with("/assets/") => (None, StatusCode::NOT_FOUND),
        _ if super::routes::is_page(path, games) => (find("/index.html"), StatusCode::OK),
        _ => (find("/index.html"), StatusCode::NOT_FOUND),
    };
    let Some(asset) = asset else {
        return secured(
            Response::builder()
                .status(StatusCode::NOT_FOUND)
                .header(header::CONTENT_TYPE, "text/plain; charset=utf-8")
                .header(header::CACHE_CONTROL, "no-cache"),
            Bytes::from_static(b"not found\n"),
        );
    };
    let immutable = asset.path.starts_with("/assets/");
    let cache = if immutable {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    let mut builder = Response::builder()
        .header(header::CACHE_CONTROL, cache)
        .header(header::VARY, "Accept-Encoding");
    // A not-found answer carries the page but is no version of the page at this address:
    // no ETag, so it is never revalidated into a `304`.
    if status == StatusCode::OK {
        builder = builder.header(header::ETAG, asset.etag);
    }
    let matches = status == StatusCode::OK
        && headers
            .get_all(header::IF_NONE_MATCH)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .any(|tag| {
                let tag = tag.trim();
                tag == "*" || tag.trim_start_matches("W/") == asset.etag
            });
    if matches {
        return secured(builder.status(StatusCode::NOT_MODIFIED), Bytes::new());
    }
    let gzip_ok = headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|e| {
            let mut parts = e.split(';');
            let name = parts.next().unwrap_or("").trim();
            let refused = parts.any(|p| matches!(p.trim(), "q=0" | "q=0.0" | "q=0.00" | "q=0.000"));
            name.eq_ignore_ascii_case("gzip") && !refused
        });
    let body = match asset.gzip {
        Some(gz) if gzip_ok => {
            builder = builder.header(header::CONTENT_ENCODING, "gzip");
            gz
        }
        _ => asset.body,
    };
    builder = builder
        .status(status)
        .header(header::CONTENT_TYPE, asset.content_type)
        .header(header::CONTENT_LENGTH, body.len());
    let body = if method == Method::HEAD {
        Bytes::new()
    } else {
        Bytes::from_static(body)
    };
    secured(builder, body)
}

fn secured(builder: http::response::Builder, body: Bytes) -> Response<Full<Bytes>> {
    let mut response = builder
        .body(Full::new(body))
        .unwrap_or_else(|_| Response::new(Full::new(Bytes::new())));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

/// Serves the embedded files in front of the service it wraps; see the module documentation.
#[derive(Clone, Debug, Default)]
pub struct StaticFilesLayer {
    games: Arc<[&'static str]>,
}

impl StaticFilesLayer {
    /// The layer of a server of `games` (their service's short names, which the page's
    /// addresses name).
    #[must_use]
    pub fn new(games: impl IntoIterator<Item = &'static str>) -> StaticFilesLayer {
        StaticFilesLayer {
            games: games.into_iter().collect(),
        }
    }
}

impl<S> Layer<S> for StaticFilesLayer {
    type Service = StaticFiles<S>;

    fn layer(&self, inner: S) -> StaticFiles<S> {
        StaticFiles {
            inner,
            games: self.games.clone(),
        }
    }
}

/// The service made by [`StaticFilesLayer`].
#[derive(Clone, Debug)]
pub struct StaticFiles<S> {
    inner: S,
    games: Arc<[&'static str]>,
}

impl<S, ReqBody, ResBody> Service<Request<ReqBody>> for StaticFiles<S>
where
    S: Service<Request<ReqBody>, Response = Response<ResBody>>,
    S::Future: Send + 'static,
    ResBody: http_body::Body<Data = Bytes> + Send + 'static,
    ResBody::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    type Response = Response<tonic::body::Body>;
    type Error = S::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self::Response, S::Error>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request<ReqBody>) -> Self::Future {
        if is_grpc(&request) {
            let call = self.inner.call(request);
            return Box::pin(async move {
                let response = call.await?;
                Ok(response.map(tonic::body::Body::new))
            });
        }
        let response = respond(
            request.method(),
            request.uri().path(),
            request.headers(),
            &self.games,
        );
        Box::pin(async move {
            Ok(response.map(|b| tonic::body::Body::new(b.map_err(|e: Infallible| match e {}))))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn assets_are_sorted_and_include_the_page() {
        assert!(ASSETS.windows(2).all(|w| w[0].path < w[1].path));
        assert!(
            find("/index.html").is_some(),
            "web/dist/index.html is embedded"
        );
    }

    const GAMES: &[&str] = &["hanniball", "hnefatafl", "chessfootball"];

    #[test]
    fn routes_fall_back_to_the_page() {
        let h = http::HeaderMap::new();
        for path in ["/", "/play/hanniball/abc", "/index.html", "/players/Ada"] {
            let r = respond(&Method::GET, path, &h, GAMES);
            assert_eq!(r.status(), StatusCode::OK, "{path}");
            assert_eq!(
                r.headers()[header::CONTENT_TYPE],
                "text/html; charset=utf-8"
            );
            assert_eq!(r.headers()[header::CACHE_CONTROL], "no-cache");
            assert!(r.headers().contains_key(header::ETAG));
            assert!(r.headers().contains_key(header::CONTENT_SECURITY_POLICY));
        }
        assert_eq!(
            respond(&Method::GET, "/assets/nope.js", &h, GAMES).status(),
            StatusCode::NOT_FOUND
        );
    }

    #[test]
    fn unknown_addresses_get_the_page_with_404() {
        let page = find("/index.html").expect("page");
        let mut h = http::HeaderMap::new();
        // Not even a matching ETag makes a not-found answer a 304.
        h.insert(header::IF_NONE_MATCH, HeaderValue::from_static(page.etag));
        for path in [
            "/tv/chess",
            "/lobby/x",
            "/rules/chess",
            "/leaderboard/chess",
            "/players/",
            "/favicon.nope",
        ] {
            let r = respond(&Method::GET, path, &h, GAMES);
            assert_eq!(r.status(), StatusCode::NOT_FOUND, "{path}");
            assert_eq!(
                r.headers()[header::CONTENT_TYPE],
                "text/html; charset=utf-8",
                "{path}"
            );
            assert!(!r.headers().contains_key(header::ETAG), "{path}");
            assert!(r.headers().contains_key(header::CONTENT_SECURITY_POLICY));
        }
    }

    #[test]
    fn the_installable_app_s_files() {
        let h = http::HeaderMap::new();
        for (path, content_type) in [
            ("/manifest.webmanifest", "application/manifest+json"),
            ("/sw.js", "text/javascript; charset=utf-8"),
            ("/icon-192.png", "image/png"),
            ("/icon-512.png", "image/png"),
            ("/icon-maskable-512.png", "image/png"),
            ("/apple-touch-icon.png", "image/png"),
        ] {
            let r = respond(&Method::GET, path, &h, GAMES);
            assert_eq!(r.status(), StatusCode::OK, "{path}");
            assert_eq!(r.headers()[header::CONTENT_TYPE], content_type, "{path}");
            assert_eq!(r.headers()[header::CACHE_CONTROL], "no-cache", "{path}");
        }
        let csp = CONTENT_SECURITY_POLICY;
        assert!(csp.contains("script-src 'self'") && !csp.contains("worker-src"));
        assert!(csp.contains("default-src 'self'") && !csp.contains("manifest-src"));
    }

    #[test]
    fn etags_and_gzip() {
        let page = find("/index.html").expect("page");
        let mut h = http::HeaderMap::new();
        h.insert(header::IF_NONE_MATCH, HeaderValue::from_static(page.etag));
        assert_eq!(
            respond(&Method::GET, "/", &h, GAMES).status(),
            StatusCode::NOT_MODIFIED
        );
        let js = ASSETS
            .iter()
            .find(|a| a.path.ends_with(".js"))
            .expect("a script");
        let mut h = http::HeaderMap::new();
        h.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("gzip, br"),
        );
        let r = respond(&Method::GET, js.path, &h, GAMES);
        assert_eq!(
            r.headers()[header::CACHE_CONTROL],
            "public, max-age=31536000, immutable"
        );
        assert_eq!(
            r.headers().get(header::CONTENT_ENCODING).is_some(),
            js.gzip.is_some()
        );
    }
}
