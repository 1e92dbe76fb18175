//! A local stand-in for a Web Push service (RFC 8030), on 127.0.0.1 over plain http: it
//! hands out subscriptions (a device's P-256 key pair and auth secret, kept here as a
//! browser keeps them), and for every push it receives checks what a real push service and
//! browser would: the VAPID signature (RFC 8292: an ES256 JWT whose audience is this
//! service's origin, that expires within 24 hours, with a `mailto:`/`https:` subject, signed
//! by the key in `k=`, which must be the server's), the `TTL` and `Content-Encoding:
//! aes128gcm` headers, and decrypts the payload with the device's keys (RFC 8291). Each push
//! that passes is recorded with its JSON payload; one that does not is recorded as an error
//! (and answered 400). A device marked gone is answered `410 Gone`.

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use bytes::Bytes;
use http_body_util::{BodyExt as _, Full};
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use web_push_native::jwt_simple::algorithms::{ECDSAP256PublicKeyLike as _, ES256PublicKey};
use web_push_native::jwt_simple::prelude::{NoCustomClaims, VerificationOptions};
use web_push_native::p256;
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint as _;

/// One device's subscription, as a browser's `PushSubscription.toJSON()` gives it.
#[derive(Clone, Debug)]
pub struct Device {
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
}

/// A push received and decrypted.
#[derive(Clone, Debug)]
pub struct Received {
    /// Which device (the endpoint's last path segment).
    pub device: String,
    /// The decrypted payload.
    pub payload: serde_json::Value,
}

#[derive(Default)]
struct State {
    keys: HashMap<String, (p256::SecretKey, [u8; 16])>,
    gone: HashSet<String>,
    server_key: Option<String>,
    received: Vec<Received>,
    errors: Vec<String>,
}

/// The stand-in, serving until dropped.
pub struct PushService {
    pub addr: SocketAddr,
    state: Arc<Mutex<State>>,
    task: tokio::task::JoinHandle<()>,
    next: Mutex<u32>,
}

impl Drop for PushService {
    fn drop(&mut self) {
        self.task.abort();
    }
}

fn random<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("random bytes");
    bytes
}

impl PushService {
    /// Starts the stand-in on a free port.
    pub async fn start() -> PushService {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the push stand-in");
        let addr = listener.local_addr().expect("address");
        let state = Arc::new(Mutex::new(State::default()));
        let shared = state.clone();
        let task = tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    continue;
                };
                let state = shared.clone();
                tokio::spawn(async move {
                    let service = service_fn(move |request| {
                        let state = state.clone();
                        async move {
                            Ok::<_, std::convert::Infallible>(answer(&state, addr, request).await)
                        }
                    });
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), service)
                        .await;
                });
            }
        });
        PushService {
            addr,
            state,
            task,
            next: Mutex::new(0),
        }
    }

    /// The server's VAPID public key every push must be signed with.
    pub fn expect_server_key(&self, key: &str) {
        self.state.lock().expect("state").server_key = Some(key.to_owned());
    }

    /// A new device's subscription (its keys kept here to decrypt its pushes).
    pub fn subscribe(&self) -> Device {
        let name = {
            let mut next = self.next.lock().expect("next");
            *next += 1;
            format!("device-{}", *next)
        };
        let secret = loop {
            if let Ok(secret) = p256::SecretKey::from_slice(&random::<32>()) {
                break secret;
            }
        };
        let auth = random::<16>();
        let p256dh = URL_SAFE_NO_PAD.encode(secret.public_key().to_encoded_point(false).as_bytes());
        self.state
            .lock()
            .expect("state")
            .keys
            .insert(name.clone(), (secret, auth));
        Device {
            endpoint: format!("http://{}/push/{name}", self.addr),
            p256dh,
            auth: URL_SAFE_NO_PAD.encode(auth),
        }
    }

    /// From now on, pushes to `device` are answered `410 Gone`.
    pub fn gone(&self, device: &Device) {
        let name = device
            .endpoint
            .rsplit('/')
            .next()
            .unwrap_or_default()
            .to_owned();
        self.state.lock().expect("state").gone.insert(name);
    }

    /// Every push received so far.
    pub fn received(&self) -> Vec<Received> {
        self.state.lock().expect("state").received.clone()
    }

    /// Every push refused so far, with why.
    pub fn errors(&self) -> Vec<String> {
        self.state.lock().expect("state").errors.clone()
    }

    /// The pushes received by `device`.
    pub fn received_by(&self, device: &Device) -> Vec<serde_json::Value> {
        let name = device.endpoint.rsplit('/').next().unwrap_or_default();
        self.received()
            .into_iter()
            .filter(|r| r.device == name)
            .map(|r| r.payload)
            .collect()
    }

    /// Waits (up to `limit`) until `device` received `count` pushes, then returns them.
    pub async fn wait_for(
        &self,
        device: &Device,
        count: usize,
        limit: Duration,
    ) -> Vec<serde_json::Value> {
        let start = std::time::Instant::now();
        loop {
            let errors = self.errors();
            assert!(
                errors.is_empty(),
                "the push stand-in refused pushes: {errors:?}"
            );
            let got = self.received_by(device);
            if got.len() >= count {
                return got;
            }
            assert!(
                start.elapsed() < limit,
                "{} received {} pushes within {limit:?}, expected {count}: {got:?}",
                device.endpoint,
                got.len()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

async fn answer(
    state: &Mutex<State>,
    addr: SocketAddr,
    request: hyper::Request<hyper::body::Incoming>,
) -> hyper::Response<Full<Bytes>> {
    let reply = |status: u16| {
        hyper::Response::builder()
            .status(status)
            .body(Full::new(Bytes::new()))
            .expect("response")
    };
    let name = request
        .uri()
        .path()
        .rsplit('/')
        .next()
        .unwrap_or_default()
        .to_owned();
    let (parts, body) = request.into_parts();
    let body = match body.collect().await {
        Ok(body) => body.to_bytes().to_vec(),
        Err(_) => return reply(400),
    };
    let checked = check(state, addr, &name, &parts, body);
    let mut state = state.lock().expect("state");
    match checked {
        Ok(payload) => {
            if state.gone.contains(&name) {
                return reply(410);
            }
            state.received.push(Received {
                device: name,
                payload,
            });
            reply(201)
        }
        Err(error) => {
            state.errors.push(format!("{name}: {error}"));
            reply(400)
        }
    }
}

fn check(
    state: &Mutex<State>,
    addr: SocketAddr,
    name: &str,
    parts: &http::request::Parts,
    body: Vec<u8>,
) -> Result<serde_json::Value, String> {
    let header = |h: &str| {
        parts
            .headers
            .get(h)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
            .ok_or_else(|| format!("no {h} header"))
    };
    if parts.method != http::Method::POST {
        return Err(format!("method {}", parts.method));
    }
    if header("content-encoding")? != "aes128gcm" {
        return Err("content-encoding is not aes128gcm".into());
    }
    header("ttl")?
        .parse::<u64>()
        .map_err(|_| "TTL is not a number".to_owned())?;
    // RFC 8292 §3: `vapid t=<JWT>, k=<public key>`.
    let authorization = header("authorization")?;
    let rest = authorization
        .strip_prefix("vapid ")
        .ok_or("the authorization is not vapid")?;
    let mut token = None;
    let mut key = None;
    for part in rest.split(',') {
        let part = part.trim();
        if let Some(t) = part.strip_prefix("t=") {
            token = Some(t.to_owned());
        } else if let Some(k) = part.strip_prefix("k=") {
            key = Some(k.to_owned());
        }
    }
    let (token, key) = token.zip(key).ok_or("vapid without t= or k=")?;
    let (secret, auth) = {
        let state = state.lock().expect("state");
        if state.server_key.as_deref() != Some(key.as_str()) {
            return Err(format!("signed with another key than the server's: {key}"));
        }
        state
            .keys
            .get(name)
            .cloned()
            .ok_or_else(|| format!("no such subscription {name}"))?
    };
    let public = ES256PublicKey::from_bytes(
        &URL_SAFE_NO_PAD
            .decode(&key)
            .map_err(|_| "k= not base64url")?,
    )
    .map_err(|e| format!("k= is not a P-256 key: {e}"))?;
    let origin = format!("http://{addr}");
    let options = VerificationOptions {
        allowed_audiences: Some(HashSet::from([origin.clone()])),
        ..VerificationOptions::default()
    };
    let claims = public
        .verify_token::<NoCustomClaims>(&token, Some(options))
        .map_err(|e| format!("VAPID signature or audience ({origin}) refused: {e}"))?;
    let expires = claims.expires_at.ok_or("the JWT has no exp")?.as_secs();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_err(|_| "clock")?
        .as_secs();
    if expires > now + 24 * 3600 {
        return Err("the JWT expires more than 24 hours ahead".into());
    }
    let subject = claims.subject.ok_or("the JWT has no sub")?;
    if !(subject.starts_with("mailto:") || subject.starts_with("https:")) {
        return Err(format!("sub {subject:?} is neither mailto: nor https:"));
    }
    let auth = web_push_native::Auth::clone_from_slice(&auth);
    let plain = web_push_native::decrypt(body, &secret, &auth)
        .map_err(|e| format!("the payload does not decrypt with the device's keys: {e}"))?;
    serde_json::from_slice(&plain).map_err(|e| format!("the payload is not JSON: {e}"))
}
