//! Admission control under overload: a tower layer that bounds the calls in progress on the
//! whole server, admits moves in running games before new games and lobby traffic, and
//! refuses what it cannot admit quickly instead of letting every call slow down.
//!
//! Every call is classed by its gRPC path ([`Class::of`]):
//!
//! - **play**: the calls of a running game — `ApplyAction`, `UndoStep`, `Resign`,
//!   `CheckRedCard`, `OfferDraw`, `AnswerDraw`, `Abort`, `ClaimVictory`, `ProposeTakeback`,
//!   `AnswerTakeback`, `GetGame`, `LegalActions`, `GetHistory`, `WatchGame` and `Ping` of every
//!   game's service;
//! - **start**: what starts or finds a game — `NewGame`, `JoinGame`, `RevokeInvitation`, every
//!   call of the lobby (`lobby.v1`), the archive and ratings (`players.v1`), reflection, and
//!   any path the server does not know;
//! - **exempt**: health checks (`grpc.health.v1`) and the accounts (`accounts.v1`, whose
//!   password hashing has its own bounded pool, [`crate::players::hashing`]): never limited
//!   here.
//!
//! A call runs while it holds one of [`AdmissionOptions::permits`] permits. The last
//! [`AdmissionOptions::reserved_for_play`] of them only play calls may take, so a flood of new
//! games cannot crowd the running games out. A play call waits up to
//! [`AdmissionOptions::play_wait`] for a permit; a start call waits up to
//! [`AdmissionOptions::start_wait`] (shorter), and not at all while a play call is waiting. A
//! call that gets no permit in time is refused at once, before anything of it runs, with
//! `RESOURCE_EXHAUSTED`, an `ErrorInfo` (reason `OVERLOADED`, metadata `class` and
//! `retry_after_ms`) and a `google.rpc.RetryInfo` whose `retry_delay` is drawn at random
//! (jitter, so that refused clients do not come back together) from
//! [`PLAY_RETRY`] for play calls and [`START_RETRY`] for start calls.
//!
//! The permit is held until the service answers the call's headers: the whole of a unary call,
//! only the setup of a server stream (`WatchGame`, `WatchLobby`, `WatchPlayer`), whose events
//! then flow without one.
//!
//! This is a bound on the whole replica; the per-connection bound
//! ([`crate::server::ServeOptions::concurrency_per_connection`]) and the per-client rate
//! limits ([`crate::ratelimit`], which run first: a rate-limited call takes no permit) stay as
//! they are. Figures: `arbiter_admission_total{class, result}` and
//! `arbiter_admission_in_flight` ([`crate::metrics`]).

use std::ops::Range;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use http::{Request, Response};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tonic::body::Body;

use crate::guard::{CallFuture, Inner, Wrap};

use crate::metrics::Metrics;

/// The retry delay, in milliseconds, told to a refused play call (drawn uniformly).
pub const PLAY_RETRY: Range<u64> = 100..300;

/// The retry delay, in milliseconds, told to a refused start call (drawn uniformly).
pub const START_RETRY: Range<u64> = 1000..3000;

/// Permits per core when none are configured ([`AdmissionOptions::for_cores`]).
pub const PERMITS_PER_CORE: usize = 64;

/// The admission control's settings; `permits == 0` turns it off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdmissionOptions {
    /// Calls in progress at once on this replica (play and start together); 0: no admission
    /// control.
    pub permits: usize,
    /// How many of the permits only play calls may take (at most `permits - 1`).
    pub reserved_for_play: usize,
    /// How long a play call waits for a permit before it is refused.
    pub play_wait: Duration,
    /// How long a start call waits for a permit before it is refused (none while a play call
    /// waits).
    pub start_wait: Duration,
}

impl Default for AdmissionOptions {
    /// Off (the library's default; the binary turns it on, see [`AdmissionOptions::for_cores`]).
    fn default() -> Self {
        AdmissionOptions {
            permits: 0,
            reserved_for_play: 0,
            play_wait: Duration::from_millis(50),
            start_wait: Duration::from_millis(10),
        }
    }
}

impl AdmissionOptions {
    /// The defaults for a machine of `cores` cores: [`PERMITS_PER_CORE`] permits per core (at
    /// least 64), a quarter of them reserved for play, play calls waiting up to 50 ms and
    /// start calls up to 10 ms.
    #[must_use]
    pub fn for_cores(cores: usize) -> AdmissionOptions {
        let permits = PERMITS_PER_CORE.saturating_mul(cores.max(1)).max(64);
        AdmissionOptions {
            permits,
            reserved_for_play: permits / 4,
            ..AdmissionOptions::default()
        }
    }

    /// The defaults for the cores this process may run on.
    #[must_use]
    pub fn for_this_machine() -> AdmissionOptions {
        AdmissionOptions::for_cores(std::thread::available_parallelism().map_or(1, usize::from))
    }

    /// Whether admission control is off.
    #[must_use]
    pub fn is_off(&self) -> bool {
        self.permits == 0
    }
}

/// What a call is, for admission.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A call of a running game: admitted first.
    Play,
    /// A call that starts or finds a game (or anything else): admitted after play.
    Start,
    /// Health checks and accounts: never limited here.
    Exempt,
}

impl Class {
    /// The class of the call to `path` (`/package.Service/Method`).
    #[must_use]
    pub fn of(path: &str) -> Class {
        let path = path.strip_prefix('/').unwrap_or(path);
        let (service, method) = path.split_once('/').unwrap_or((path, ""));
        if service == "grpc.health.v1.Health" || service.starts_with("accounts.") {
            return Class::Exempt;
        }
        if service.starts_with("lobby.")
            || service.starts_with("players.")
            || service.starts_with("grpc.reflection.")
        {
            return Class::Start;
        }
        match method {
            "ApplyAction" | "UndoStep" | "Resign" | "CheckRedCard" | "OfferDraw" | "AnswerDraw"
            | "Abort" | "ClaimVictory" | "ProposeTakeback" | "AnswerTakeback" | "GetGame"
            | "LegalActions" | "GetHistory" | "WatchGame" | "Ping" => Class::Play,
            _ => Class::Start,
        }
    }

    /// The class's name in metrics, logs and refusals.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Class::Play => "play",
            Class::Start => "start",
            Class::Exempt => "exempt",
        }
    }
}

/// The permits, shared by every connection's copy of the layer.
struct Gate {
    options: AdmissionOptions,
    /// Permits any class may take.
    shared: Arc<Semaphore>,
    /// Permits only play calls may take.
    reserved: Arc<Semaphore>,
    /// Play calls waiting for a permit right now (start calls do not wait while any does).
    play_waiting: AtomicUsize,
    metrics: Metrics,
}

/// A permit, with the in-flight gauge counted while it is held.
struct Admitted {
    _permit: OwnedSemaphorePermit,
    metrics: Metrics,
}

impl Drop for Admitted {
    fn drop(&mut self) {
        self.metrics.admission_in_flight().dec();
    }
}

/// Counts a waiting play call until dropped (however the wait ends).
struct Waiting<'a>(&'a AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Gate {
    fn admitted(&self, permit: OwnedSemaphorePermit) -> Admitted {
        self.metrics.admission_in_flight().inc();
        Admitted {
            _permit: permit,
            metrics: self.metrics.clone(),
        }
    }

    /// A permit for a call of `class` (not [`Class::Exempt`]), or `None` when none came in
    /// time.
    async fn admit(&self, class: Class) -> Option<Admitted> {
        if let Ok(permit) = Arc::clone(&self.shared).try_acquire_owned() {
            return Some(self.admitted(permit));
        }
        match class {
            Class::Play => {
                if let Ok(permit) = Arc::clone(&self.reserved).try_acquire_owned() {
                    return Some(self.admitted(permit));
                }
                self.play_waiting.fetch_add(1, Ordering::AcqRel);
                let _waiting = Waiting(&self.play_waiting);
                let either = async {
                    tokio::select! {
                        permit = Arc::clone(&self.shared).acquire_owned() => permit,
                        permit = Arc::clone(&self.reserved).acquire_owned() => permit,
                    }
                };
                match tokio::time::timeout(self.options.play_wait, either).await {
                    Ok(Ok(permit)) => Some(self.admitted(permit)),
                    _ => None,
                }
            }
            Class::Start | Class::Exempt => {
                if self.options.start_wait.is_zero()
                    || self.play_waiting.load(Ordering::Acquire) > 0
                {
                    return None;
                }
                let acquire = Arc::clone(&self.shared).acquire_owned();
                match tokio::time::timeout(self.options.start_wait, acquire).await {
                    Ok(Ok(permit)) => Some(self.admitted(permit)),
                    _ => None,
                }
            }
        }
    }
}

/// Adds [`Admission`] to every call; see the module documentation.
#[derive(Clone)]
pub struct AdmissionLayer {
    gate: Option<Arc<Gate>>,
}

impl AdmissionLayer {
    /// Admission as `options` say (off: every call passes), counted in `metrics`.
    #[must_use]
    pub fn new(options: AdmissionOptions, metrics: Metrics) -> AdmissionLayer {
        if options.is_off() {
            return AdmissionLayer { gate: None };
        }
        let reserved = options
            .reserved_for_play
            .min(options.permits.saturating_sub(1));
        let options = AdmissionOptions {
            reserved_for_play: reserved,
            ..options
        };
        AdmissionLayer {
            gate: Some(Arc::new(Gate {
                options,
                shared: Arc::new(Semaphore::new(options.permits - reserved)),
                reserved: Arc::new(Semaphore::new(reserved)),
                play_waiting: AtomicUsize::new(0),
                metrics,
            })),
        }
    }
}

crate::guard::middleware! {
    /// The middleware made by [`AdmissionLayer`].
    AdmissionLayer => Admission
}

impl Wrap for AdmissionLayer {
    fn call<S: Inner>(&self, inner: &mut S, request: Request<Body>) -> CallFuture<S::Error> {
        let Some(gate) = self.gate.clone() else {
            return Box::pin(inner.call(request));
        };
        let class = Class::of(request.uri().path());
        if class == Class::Exempt {
            return Box::pin(inner.call(request));
        }
        // The copy that was made ready by `poll_ready` serves this call; a fresh clone waits
        // for the next one.
        let ready = inner.clone();
        let mut inner = std::mem::replace(inner, ready);
        Box::pin(async move {
            let Some(permit) = gate.admit(class).await else {
                gate.metrics.admission(class.name(), false);
                return Ok(refused(&gate.options, class, request.uri().path()));
            };
            gate.metrics.admission(class.name(), true);
            let response = inner.call(request).await;
            drop(permit);
            response
        })
    }
}

/// The answer to a call refused for want of capacity.
fn refused(options: &AdmissionOptions, class: Class, method: &str) -> Response<Body> {
    let (range, wait) = match class {
        Class::Play => (PLAY_RETRY, options.play_wait),
        Class::Start | Class::Exempt => (START_RETRY, options.start_wait),
    };
    let retry_ms = fastrand::u64(range);
    let wait_ms = u64::try_from(wait.as_millis()).unwrap_or(u64::MAX);
    tracing::debug!(
        method,
        class = class.name(),
        retry_ms,
        "overloaded: refused"
    );
    let what = match class {
        Class::Play => "a call of a running game",
        Class::Start | Class::Exempt => {
            "a call that starts a game (new games and the lobby wait while the server is busy with running games)"
        }
    };
    let message = format!(
        "overloaded: no capacity for {what} (class {}) within {wait_ms} ms; retry in {retry_ms} ms",
        class.name()
    );
    crate::guard::retry_later("OVERLOADED", ("class", class.name()), retry_ms, message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tonic::Code;

    #[test]
    fn calls_are_classed_by_path() {
        for path in [
            "/hanniball.v1.HanniballService/ApplyAction",
            "/hnefatafl.v1.HnefataflService/GetGame",
            "/chessfootball.v1.ChessFootballService/WatchGame",
            "/hanniball.v1.HanniballService/Ping",
            "/hnefatafl.v1.HnefataflService/Abort",
            "/chessfootball.v1.ChessFootballService/ClaimVictory",
        ] {
            assert_eq!(Class::of(path), Class::Play, "{path}");
        }
        for path in [
            "/hanniball.v1.HanniballService/NewGame",
            "/hanniball.v1.HanniballService/JoinGame",
            "/lobby.v1.LobbyService/CreateSeek",
            "/lobby.v1.LobbyService/WatchLobby",
            "/players.v1.PlayersService/GetLeaderboard",
            "/grpc.reflection.v1.ServerReflection/ServerReflectionInfo",
            "/made.up/Path",
            "nonsense",
            "",
        ] {
            assert_eq!(Class::of(path), Class::Start, "{path}");
        }
        for path in [
            "/grpc.health.v1.Health/Check",
            "/accounts.v1.AccountsService/SignIn",
        ] {
            assert_eq!(Class::of(path), Class::Exempt, "{path}");
        }
    }

    #[test]
    fn defaults_follow_the_cores() {
        let two = AdmissionOptions::for_cores(2);
        assert_eq!(two.permits, 128);
        assert_eq!(two.reserved_for_play, 32);
        assert_eq!(AdmissionOptions::for_cores(0).permits, 64);
        assert!(AdmissionOptions::default().is_off());
    }

    fn gate(permits: usize, reserved: usize) -> Arc<Gate> {
        let layer = AdmissionLayer::new(
            AdmissionOptions {
                permits,
                reserved_for_play: reserved,
                play_wait: Duration::from_millis(50),
                start_wait: Duration::from_millis(10),
            },
            Metrics::new(),
        );
        layer.gate.unwrap()
    }

    #[tokio::test]
    async fn start_calls_cannot_take_the_play_reserve() {
        let gate = gate(3, 1);
        let a = gate.admit(Class::Start).await.unwrap();
        let b = gate.admit(Class::Start).await.unwrap();
        assert!(gate.admit(Class::Start).await.is_none());
        let play = gate.admit(Class::Play).await.unwrap();
        assert!(gate.admit(Class::Play).await.is_none());
        drop(a);
        assert!(gate.admit(Class::Play).await.is_some());
        drop((b, play));
        assert_eq!(gate.metrics.admission_in_flight().get(), 0);
    }

    #[tokio::test]
    async fn a_waiting_play_call_gets_the_next_permit() {
        let gate = gate(1, 0);
        let held = gate.admit(Class::Play).await.unwrap();
        let waiter = {
            let gate = Arc::clone(&gate);
            tokio::spawn(async move { gate.admit(Class::Play).await.is_some() })
        };
        tokio::time::sleep(Duration::from_millis(5)).await;
        // A start call does not wait while a play call does.
        assert!(gate.admit(Class::Start).await.is_none());
        drop(held);
        assert!(waiter.await.unwrap());
    }

    #[test]
    fn refusals_carry_a_retry_delay_and_the_class() {
        use tonic_types::StatusExt as _;
        let options = AdmissionOptions::for_cores(1);
        let response = refused(&options, Class::Start, "/x.v1.S/NewGame");
        let status = tonic::Status::from_header_map(response.headers()).unwrap();
        assert_eq!(status.code(), Code::ResourceExhausted);
        assert!(
            status.message().contains("class start"),
            "{}",
            status.message()
        );
        let retry = status
            .get_details_retry_info()
            .unwrap()
            .retry_delay
            .unwrap();
        assert!(START_RETRY.contains(&u64::try_from(retry.as_millis()).unwrap()));
        let info = status.get_details_error_info().unwrap();
        assert_eq!(info.reason, "OVERLOADED");
        assert_eq!(info.metadata["class"], "start");
    }
}
