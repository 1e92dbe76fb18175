//! One push over HTTP/1.1 (RFC 8030 §5): a `POST` of the encrypted message to the
//! subscription's endpoint, with its VAPID `Authorization`, over TLS (rustls, the system's root
//! certificates) or, only when the server allows it, plain http (a local stand-in in tests).
//! Every step has a time limit, so a slow push service holds up only the sender's task.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use bytes::Bytes;
use http_body_util::{BodyExt as _, Full};
use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;

/// How long connecting (TCP and TLS) may take.
const CONNECT: Duration = Duration::from_secs(10);

/// How long a whole push may take, from connecting to the end of the answer.
const WHOLE: Duration = Duration::from_secs(30);

/// The most of an answer's body read (push services answer with a few bytes at most).
const MAX_ANSWER: usize = 16 * 1024;

/// How a push went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The push service took it (`201 Created`, or another 2xx).
    Accepted,
    /// The subscription is gone (`404` or `410`): forget it.
    Gone,
    /// Any other answer (its status), or none (`None`: connecting, TLS or the time limit
    /// failed).
    Failed(Option<u16>),
}

/// The TLS configuration of every push: the system's root certificates, HTTP/1.1.
fn tls_config() -> Result<Arc<rustls::ClientConfig>, String> {
    static CONFIG: OnceLock<Result<Arc<rustls::ClientConfig>, String>> = OnceLock::new();
    CONFIG
        .get_or_init(|| {
            let mut roots = rustls::RootCertStore::empty();
            let found = rustls_native_certs::load_native_certs();
            for cert in found.certs {
                // A certificate the store cannot parse is skipped, as browsers do.
                let _ = roots.add(cert);
            }
            if roots.is_empty() {
                return Err("no root certificates found on this system".to_owned());
            }
            let mut config = rustls::ClientConfig::builder_with_provider(crate::tls::provider())
                .with_safe_default_protocol_versions()
                .map_err(|e| format!("TLS: {e}"))?
                .with_root_certificates(roots)
                .with_no_client_auth();
            config.alpn_protocols = vec![b"http/1.1".to_vec()];
            Ok(Arc::new(config))
        })
        .clone()
}

/// Sends `request` (its URI the endpoint's, absolute) and says how it went.
pub async fn send(request: http::Request<Vec<u8>>) -> Outcome {
    match tokio::time::timeout(WHOLE, send_within(request)).await {
        Ok(Ok(status)) => match status {
            200..=299 => Outcome::Accepted,
            404 | 410 => Outcome::Gone,
            other => Outcome::Failed(Some(other)),
        },
        Ok(Err(error)) => {
            tracing::debug!(%error, "push not delivered");
            Outcome::Failed(None)
        }
        Err(_) => {
            tracing::debug!("push timed out");
            Outcome::Failed(None)
        }
    }
}

async fn send_within(request: http::Request<Vec<u8>>) -> Result<u16, String> {
    let uri = request.uri().clone();
    let host = uri.host().ok_or("no host")?.to_owned();
    let secure = match uri.scheme_str() {
        Some("https") => true,
        Some("http") => false,
        _ => return Err("not an http(s) URL".to_owned()),
    };
    let port = uri.port_u16().unwrap_or(if secure { 443 } else { 80 });
    let bare = host
        .trim_start_matches('[')
        .trim_end_matches(']')
        .to_owned();
    let tcp = tokio::time::timeout(CONNECT, TcpStream::connect((bare.as_str(), port)))
        .await
        .map_err(|_| "connect timed out".to_owned())?
        .map_err(|e| format!("connect: {e}"))?;
    let _ = tcp.set_nodelay(true);
    // HTTP/1.1 wants the path in the request line and the authority in `Host`.
    let authority = uri
        .authority()
        .map(|a| a.as_str().to_owned())
        .unwrap_or(host);
    let (mut parts, body) = request.into_parts();
    parts.uri = uri
        .path_and_query()
        .map_or("/", http::uri::PathAndQuery::as_str)
        .parse()
        .map_err(|_| "bad path".to_owned())?;
    parts.headers.insert(
        http::header::HOST,
        http::HeaderValue::from_str(&authority).map_err(|_| "bad host".to_owned())?,
    );
    let request = http::Request::from_parts(parts, Full::new(Bytes::from(body)));
    if secure {
        let name = rustls::pki_types::ServerName::try_from(bare)
            .map_err(|_| "bad server name".to_owned())?;
        let stream = tokio::time::timeout(
            CONNECT,
            tokio_rustls::TlsConnector::from(tls_config()?).connect(name, tcp),
        )
        .await
        .map_err(|_| "TLS handshake timed out".to_owned())?
        .map_err(|e| format!("TLS: {e}"))?;
        exchange(stream, request).await
    } else {
        exchange(tcp, request).await
    }
}

async fn exchange<T>(stream: T, request: http::Request<Full<Bytes>>) -> Result<u16, String>
where
    T: AsyncRead + AsyncWrite + Send + Unpin + 'static,
{
    let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .map_err(|e| format!("HTTP: {e}"))?;
    let driver = tokio::spawn(async move {
        let _ = connection.await;
    });
    let answer = sender
        .send_request(request)
        .await
        .map_err(|e| format!("HTTP: {e}"));
    let status = match answer {
        Ok(answer) => {
            let status = answer.status().as_u16();
            // Read (a bounded part of) the body so the exchange ends cleanly.
            let _ = http_body_util::Limited::new(answer.into_body(), MAX_ANSWER)
                .collect()
                .await;
            Ok(status)
        }
        Err(error) => Err(error),
    };
    driver.abort();
    status
}
