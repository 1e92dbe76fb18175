//! Per-client rate limits (GCRA, the `governor` crate), a tower layer around every service but
//! health:
//!
//! - **calls per address**: every call from one peer address (IPv6 addresses are grouped by
//!   their /64 prefix, which one client usually owns whole);
//! - **games per address**: `NewGame` calls (of any game's service) from one peer address;
//! - **calls per seat**: calls carrying a seat token (`authorization: Bearer <token>`), keyed
//!   by the token's hash: every acting call, and reads of a client that always sends its
//!   token.
//!
//! A refused call gets `RESOURCE_EXHAUSTED` with an `ErrorInfo` (reason `RATE_LIMITED`,
//! metadata `limit`: `calls_per_address`, `new_games_per_address` or `calls_per_seat`, and
//! `retry_after_ms`) and a `google.rpc.RetryInfo` whose `retry_delay` says when the same call
//! would be allowed. Nothing of the call runs. Health checks are never limited.
//!
//! Behind a proxy (Envoy, an ingress) every call arrives from the proxy's address: limit by
//! address at the proxy then, and turn the address limits off here (0).
//!
//! Memory: one entry per key seen recently (about 64 bytes); entries whose limit has fully
//! replenished are dropped every [`SWEEP_INTERVAL`].

use std::hash::Hash;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::{Arc, Weak};
use std::time::Duration;

use governor::clock::{Clock as _, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use http::{Request, Response};
use tonic::body::Body;
use tonic::transport::server::TcpConnectInfo;

use crate::guard::{CallFuture, Inner, Wrap};

use crate::session::auth::SeatToken;

/// How often entries that have fully replenished are dropped.
pub const SWEEP_INTERVAL: Duration = Duration::from_secs(10);

/// The limits; 0 turns one off. [`RateLimits::default`] is all off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RateLimits {
    /// Calls per second from one address (sustained).
    pub calls_per_sec: u32,
    /// Calls from one address in a burst (0: the same as `calls_per_sec`).
    pub burst: u32,
    /// `NewGame` calls per minute from one address (also the burst).
    pub new_games_per_min: u32,
    /// Calls per second carrying one seat token (sustained).
    pub seat_calls_per_sec: u32,
    /// Calls carrying one seat token in a burst (0: the same as `seat_calls_per_sec`).
    pub seat_burst: u32,
}

impl RateLimits {
    /// Whether every limit is off.
    #[must_use]
    pub fn is_off(&self) -> bool {
        self.calls_per_sec == 0 && self.new_games_per_min == 0 && self.seat_calls_per_sec == 0
    }
}

fn per_second(rate: u32, burst: u32) -> Option<Quota> {
    let rate = NonZeroU32::new(rate)?;
    let burst = NonZeroU32::new(burst).unwrap_or(rate);
    Some(Quota::per_second(rate).allow_burst(burst))
}

/// Which limit refused a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Limit {
    CallsPerAddress,
    NewGamesPerAddress,
    CallsPerSeat,
}

impl Limit {
    fn name(self) -> &'static str {
        match self {
            Limit::CallsPerAddress => "calls_per_address",
            Limit::NewGamesPerAddress => "new_games_per_address",
            Limit::CallsPerSeat => "calls_per_seat",
        }
    }
}

struct Limiters {
    limits: RateLimits,
    clock: DefaultClock,
    calls: Option<DefaultKeyedRateLimiter<IpAddr>>,
    new_games: Option<DefaultKeyedRateLimiter<IpAddr>>,
    seats: Option<DefaultKeyedRateLimiter<[u8; 16]>>,
}

fn sweep<K: Hash + Eq + Clone>(limiter: Option<&DefaultKeyedRateLimiter<K>>) {
    if let Some(limiter) = limiter {
        limiter.retain_recent();
        limiter.shrink_to_fit();
    }
}

impl Limiters {
    fn sweep(&self) {
        sweep(self.calls.as_ref());
        sweep(self.new_games.as_ref());
        sweep(self.seats.as_ref());
    }

    /// Keys held (for the memory bound's test).
    fn keys(&self) -> usize {
        self.calls.as_ref().map_or(0, RateLimiter::len)
            + self.new_games.as_ref().map_or(0, RateLimiter::len)
            + self.seats.as_ref().map_or(0, RateLimiter::len)
    }

    fn check_one<K: Hash + Eq + Clone>(
        &self,
        limiter: Option<&DefaultKeyedRateLimiter<K>>,
        key: Option<&K>,
        limit: Limit,
    ) -> Result<(), (Limit, Duration)> {
        let (Some(limiter), Some(key)) = (limiter, key) else {
            return Ok(());
        };
        limiter
            .check_key(key)
            .map_err(|not_until| (limit, not_until.wait_time_from(self.clock.now())))
    }

    /// The limit a request exceeds, and when to retry.
    fn check(&self, request: &Request<Body>) -> Result<(), (Limit, Duration)> {
        let address = request
            .extensions()
            .get::<TcpConnectInfo>()
            .and_then(TcpConnectInfo::remote_addr)
            .map(|peer| client_key(peer.ip()));
        self.check_one(
            self.calls.as_ref(),
            address.as_ref(),
            Limit::CallsPerAddress,
        )?;
        if request.uri().path().ends_with("/NewGame") {
            self.check_one(
                self.new_games.as_ref(),
                address.as_ref(),
                Limit::NewGamesPerAddress,
            )?;
        }
        if self.seats.is_some() && request.headers().contains_key(http::header::AUTHORIZATION) {
            // A malformed or ambiguous token is refused by the service itself.
            let seat = SeatToken::from_headers(request.headers())
                .ok()
                .map(|token| token.hash().0);
            self.check_one(self.seats.as_ref(), seat.as_ref(), Limit::CallsPerSeat)?;
        }
        Ok(())
    }

    fn describe(&self, limit: Limit) -> String {
        let l = &self.limits;
        let burst = |rate: u32, burst: u32| if burst == 0 { rate } else { burst };
        match limit {
            Limit::CallsPerAddress => format!(
                "at most {} calls per second (bursts of {}) from one address",
                l.calls_per_sec,
                burst(l.calls_per_sec, l.burst)
            ),
            Limit::NewGamesPerAddress => format!(
                "at most {} new games per minute from one address",
                l.new_games_per_min
            ),
            Limit::CallsPerSeat => format!(
                "at most {} calls per second (bursts of {}) with one seat token",
                l.seat_calls_per_sec,
                burst(l.seat_calls_per_sec, l.seat_burst)
            ),
        }
    }
}

/// The key of a client address: IPv4 addresses whole, IPv6 by their /64 prefix (an IPv4
/// address mapped into IPv6 counts as IPv4).
#[must_use]
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(bits.into())
        }
        v4 => v4,
    }
}

/// Adds [`RateLimit`] to every call; see the module documentation.
#[derive(Clone)]
pub struct RateLimitLayer {
    limiters: Option<Arc<Limiters>>,
}

impl RateLimitLayer {
    /// Limits as given (all off: the layer passes every call through). Starts the background
    /// sweep of replenished entries, which ends when the last copy of the layer is dropped;
    /// must be called inside a Tokio runtime unless every limit is off.
    #[must_use]
    pub fn new(limits: RateLimits) -> RateLimitLayer {
        if limits.is_off() {
            return RateLimitLayer { limiters: None };
        }
        let limiters = Arc::new(Limiters {
            limits,
            clock: DefaultClock::default(),
            calls: per_second(limits.calls_per_sec, limits.burst).map(RateLimiter::keyed),
            new_games: NonZeroU32::new(limits.new_games_per_min)
                .map(|n| RateLimiter::keyed(Quota::per_minute(n))),
            seats: per_second(limits.seat_calls_per_sec, limits.seat_burst).map(RateLimiter::keyed),
        });
        let weak: Weak<Limiters> = Arc::downgrade(&limiters);
        tokio::spawn(async move {
            let mut ticker = tokio::time::interval(SWEEP_INTERVAL);
            ticker.tick().await;
            loop {
                ticker.tick().await;
                match weak.upgrade() {
                    Some(limiters) => limiters.sweep(),
                    None => return,
                }
            }
        });
        RateLimitLayer {
            limiters: Some(limiters),
        }
    }

    /// Keys currently held by the limiters.
    #[must_use]
    pub fn keys(&self) -> usize {
        self.limiters.as_ref().map_or(0, |l| l.keys())
    }

    /// Drops the entries that have fully replenished now (what the background sweep does).
    pub fn sweep(&self) {
        if let Some(limiters) = &self.limiters {
            limiters.sweep();
        }
    }
}

crate::guard::middleware! {
    /// The middleware made by [`RateLimitLayer`].
    RateLimitLayer => RateLimit
}

impl Wrap for RateLimitLayer {
    fn call<S: Inner>(&self, inner: &mut S, request: Request<Body>) -> CallFuture<S::Error> {
        if let Some(limiters) = &self.limiters
            && !request.uri().path().starts_with("/grpc.health.v1.Health/")
            && let Err((limit, wait)) = limiters.check(&request)
        {
            let response = refused(limiters, limit, wait, request.uri().path());
            return Box::pin(std::future::ready(Ok(response)));
        }
        Box::pin(inner.call(request))
    }
}

fn refused(limiters: &Limiters, limit: Limit, wait: Duration, method: &str) -> Response<Body> {
    // Round up, so that a retry after the delay given is allowed.
    let wait_ms = u64::try_from(wait.as_millis())
        .unwrap_or(u64::MAX)
        .saturating_add(1);
    tracing::debug!(method, limit = limit.name(), wait_ms, "rate limited");
    let message = format!(
        "rate limited: {}; retry in {wait_ms} ms",
        limiters.describe(limit)
    );
    crate::guard::retry_later("RATE_LIMITED", ("limit", limit.name()), wait_ms, message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::SocketAddr;
    use tonic::Code;
    use tonic_types::StatusExt as _;
    use tower::{Layer as _, Service as _};

    fn request(path: &str, peer: &str, token: Option<&str>) -> Request<Body> {
        let mut request = Request::builder().uri(path).body(Body::empty()).unwrap();
        let peer: SocketAddr = peer.parse().unwrap();
        request.extensions_mut().insert(TcpConnectInfo {
            local_addr: None,
            remote_addr: Some(peer),
        });
        if let Some(token) = token {
            request
                .headers_mut()
                .insert("authorization", format!("Bearer {token}").parse().unwrap());
        }
        request
    }

    async fn call(layer: &RateLimitLayer, request: Request<Body>) -> tonic::Status {
        let inner = tower::service_fn(|_: Request<Body>| async {
            Ok::<_, std::convert::Infallible>(tonic::Status::ok("").into_http())
        });
        let response = layer.layer(inner).call(request).await.unwrap();
        tonic::Status::from_header_map(response.headers()).unwrap()
    }

    #[tokio::test]
    async fn addresses_are_limited_apart_and_told_when_to_retry() {
        let layer = RateLimitLayer::new(RateLimits {
            calls_per_sec: 1,
            burst: 3,
            ..RateLimits::default()
        });
        for _ in 0..3 {
            let status = call(&layer, request("/s/GetGame", "127.0.0.1:1000", None)).await;
            assert_eq!(status.code(), Code::Ok);
        }
        let status = call(&layer, request("/s/GetGame", "127.0.0.1:1001", None)).await;
        assert_eq!(
            status.code(),
            Code::ResourceExhausted,
            "another port, same address"
        );
        let info = status.get_details_error_info().unwrap();
        assert_eq!(info.reason, "RATE_LIMITED");
        assert_eq!(info.metadata["limit"], "calls_per_address");
        let delay = status
            .get_details_retry_info()
            .unwrap()
            .retry_delay
            .unwrap();
        assert!(
            delay > Duration::ZERO && delay <= Duration::from_millis(1001),
            "{delay:?}"
        );
        assert!(
            status.message().contains("1 calls per second"),
            "{status:?}"
        );
        // Health is never limited; other addresses are not affected.
        let status = call(
            &layer,
            request("/grpc.health.v1.Health/Check", "127.0.0.1:1", None),
        );
        assert_eq!(status.await.code(), Code::Ok);
        let status = call(&layer, request("/s/GetGame", "127.0.0.2:1000", None)).await;
        assert_eq!(status.code(), Code::Ok);
        assert_eq!(layer.keys(), 2);
    }

    #[tokio::test]
    async fn new_games_and_seats_have_their_own_limits() {
        let layer = RateLimitLayer::new(RateLimits {
            new_games_per_min: 2,
            seat_calls_per_sec: 1,
            ..RateLimits::default()
        });
        for expected in [Code::Ok, Code::Ok, Code::ResourceExhausted] {
            let status = call(&layer, request("/s/NewGame", "10.0.0.1:1", None)).await;
            assert_eq!(status.code(), expected);
        }
        let status = call(&layer, request("/s/GetGame", "10.0.0.1:1", None)).await;
        assert_eq!(status.code(), Code::Ok, "only NewGame counts as a new game");
        let white = SeatToken::random().unwrap().reveal();
        let black = SeatToken::random().unwrap().reveal();
        let status = call(
            &layer,
            request("/s/ApplyAction", "10.0.0.1:1", Some(&white)),
        )
        .await;
        assert_eq!(status.code(), Code::Ok);
        let status = call(
            &layer,
            request("/s/ApplyAction", "10.0.0.2:1", Some(&white)),
        )
        .await;
        assert_eq!(
            status.code(),
            Code::ResourceExhausted,
            "the same seat elsewhere"
        );
        assert_eq!(
            status.get_details_error_info().unwrap().metadata["limit"],
            "calls_per_seat"
        );
        let status = call(
            &layer,
            request("/s/ApplyAction", "10.0.0.1:1", Some(&black)),
        )
        .await;
        assert_eq!(status.code(), Code::Ok, "the other seat");
        let status = call(&layer, request("/s/ApplyAction", "10.0.0.1:1", Some("bad"))).await;
        assert_eq!(
            status.code(),
            Code::Ok,
            "a malformed token is the service's to refuse"
        );
    }

    #[tokio::test]
    async fn replenished_entries_are_swept() {
        let layer = RateLimitLayer::new(RateLimits {
            calls_per_sec: 1000,
            burst: 1,
            ..RateLimits::default()
        });
        for i in 0..100 {
            let peer = format!("10.1.0.{i}:1");
            assert_eq!(
                call(&layer, request("/s/G", &peer, None)).await.code(),
                Code::Ok
            );
        }
        assert_eq!(layer.keys(), 100);
        tokio::time::sleep(Duration::from_millis(20)).await;
        layer.sweep();
        assert_eq!(layer.keys(), 0);
    }

    #[test]
    fn ipv6_clients_are_keyed_by_their_64_prefix() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::2".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(client_key(a), client_key(b));
        assert_ne!(client_key(a), client_key(c));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(client_key(mapped), "192.0.2.7".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn all_off_is_off() {
        assert!(RateLimits::default().is_off());
        assert!(
            RateLimitLayer::new(RateLimits::default())
                .limiters
                .is_none()
        );
    }
}
