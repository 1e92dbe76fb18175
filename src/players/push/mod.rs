//! Web Push notifications (RFC 8030, with VAPID, RFC 8292, and message encryption, RFC
//! 8291): a player turns them on per device (a browser's `PushSubscription`, kept in
//! [`subscriptions`]) and is pushed the events of [`message::Notice`]: their move in a
//! correspondence game, a challenge, a tournament game starting (once tournaments exist), a
//! game over. See `docs/push.md`.
//!
//! Events are queued ([`Push::notify`], never waiting: a full queue drops the push and says
//! so in the log) and sent by one task per replica ([`Push::spawn_sender`]), off every
//! request's path, so a slow push service never slows a move. Each event is queued by the
//! one replica whose write made it (the compare-and-set of a move, the lobby's write of a
//! challenge, the archive's insert of a finished game), so one push goes out per event and
//! device however many replicas serve. A subscription its push service calls gone (`404`,
//! `410`) is forgotten. Quiet hours drop the pushes they cover (the events stay on the
//! player's page: the turn list, the challenges, the archive).

pub mod deliver;
pub mod keys;
pub mod message;
pub mod service;
pub mod subscriptions;
pub mod words;

use std::sync::{Arc, Mutex};

use futures_util::StreamExt as _;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use web_push_native::{Auth, p256};

use self::deliver::Outcome;
pub use self::keys::{Keys, VapidKey};
pub use self::message::Notice;
use self::subscriptions::Subscription;
use super::PlayerId;
use super::db::Database;
use crate::session::clock::SharedClock;
use crate::session::ending::{GameTurn, TurnHook};

/// The contact a push service is given when none is configured (`--push-subject`).
pub const DEFAULT_SUBJECT: &str = "mailto:push@arbiter.invalid";

/// How many events wait for the sender at most; beyond, new ones are dropped.
pub const QUEUE: usize = 4096;

/// How many devices one event is pushed to at once.
const AT_ONCE: usize = 8;

/// How the server pushes.
#[derive(Clone, Debug)]
pub struct PushOptions {
    /// The VAPID key (`--vapid-private-key`); `None`: the database's, made on first use.
    pub vapid_key: Option<VapidKey>,
    /// The contact the push services are given in each signature (`mailto:` or `https:`).
    pub subject: String,
    /// Accept (and push to) `http://` endpoints: only for a local stand-in in tests.
    pub allow_http: bool,
}

impl Default for PushOptions {
    fn default() -> Self {
        PushOptions {
            vapid_key: None,
            subject: DEFAULT_SUBJECT.to_owned(),
            allow_http: false,
        }
    }
}

/// One event for one player.
struct Job {
    player: PlayerId,
    notice: Notice,
}

struct Inner {
    db: Database,
    keys: Keys,
    clock: SharedClock,
    options: PushOptions,
    tx: mpsc::Sender<Job>,
    rx: Mutex<Option<mpsc::Receiver<Job>>>,
}

/// The push notifications of one replica: a cheap handle.
#[derive(Clone)]
pub struct Push {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Push {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Push")
            .field("allow_http", &self.inner.options.allow_http)
            .finish_non_exhaustive()
    }
}

impl Push {
    /// Push over `db`'s subscriptions, quiet hours read by `clock`.
    #[must_use]
    pub fn new(db: Database, clock: SharedClock, options: PushOptions) -> Push {
        let (tx, rx) = mpsc::channel(QUEUE);
        Push {
            inner: Arc::new(Inner {
                keys: Keys::new(db.clone(), options.vapid_key.clone()),
                db,
                clock,
                options,
                tx,
                rx: Mutex::new(Some(rx)),
            }),
        }
    }

    /// The server's VAPID key.
    #[must_use]
    pub fn keys(&self) -> &Keys {
        &self.inner.keys
    }

    /// The database of the subscriptions.
    #[must_use]
    pub fn db(&self) -> &Database {
        &self.inner.db
    }

    /// Whether `http://` endpoints are accepted (tests only).
    #[must_use]
    pub fn allows_http(&self) -> bool {
        self.inner.options.allow_http
    }

    /// Now, by the server's clock.
    #[must_use]
    pub fn now_ms(&self) -> u64 {
        self.inner.clock.now_ms()
    }

    /// Queues `notice` for `player`'s devices, at once: never waits.
    pub fn notify(&self, player: PlayerId, notice: Notice) {
        let kind = notice.kind();
        if let Err(error) = self.inner.tx.try_send(Job { player, notice }) {
            match error {
                mpsc::error::TrySendError::Full(_) => {
                    tracing::warn!(kind, "push queue full: a push was dropped");
                }
                mpsc::error::TrySendError::Closed(_) => {}
            }
        }
    }

    /// Tells a tournament game's players that it starts: each `(player, seat)` is pushed
    /// the game with their own seat (the event's director calls it once per game it pairs).
    pub fn tournament_game_starting(
        &self,
        players: &[(PlayerId, usize)],
        game: &str,
        game_id: &str,
        tournament: &str,
    ) {
        for &(player, seat) in players {
            self.notify(
                player,
                Notice::TournamentGameStarting {
                    game: game.to_owned(),
                    game_id: game_id.to_owned(),
                    tournament: tournament.to_owned(),
                    seat,
                },
            );
        }
    }

    /// The hook the game services call when a move passes the turn in a correspondence game
    /// (see [`crate::session::games::Games::with_on_turn`]).
    #[must_use]
    pub fn turn_hook(&self) -> TurnHook {
        let push = self.clone();
        Arc::new(move |turn: GameTurn| {
            push.notify(
                PlayerId(turn.player.id),
                Notice::Turn {
                    game: turn.game.to_owned(),
                    game_id: turn.game_id,
                    opponent: turn.opponent.unwrap_or_default(),
                    deadline_ms: turn.deadline_ms.unwrap_or(0),
                },
            );
        })
    }

    /// Starts the sender: one task that pushes the queued events until the handle is
    /// aborted. `None` when it runs already.
    #[must_use]
    pub fn spawn_sender(&self) -> Option<JoinHandle<()>> {
        let mut rx = self
            .inner
            .rx
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take()?;
        let push = self.clone();
        Some(tokio::spawn(async move {
            while let Some(job) = rx.recv().await {
                push.send(job).await;
            }
        }))
    }

    /// Pushes one event to each of its player's devices (most players have none: that is
    /// read first), unless it is their quiet time.
    async fn send(&self, job: Job) {
        let db = &self.inner.db;
        let devices = match subscriptions::devices(db, job.player).await {
            Ok(devices) if devices.is_empty() => return,
            Ok(devices) => devices,
            Err(error) => {
                tracing::warn!(%error, "push not sent: the database did not answer");
                return;
            }
        };
        let quiet = match subscriptions::quiet_hours(db, job.player).await {
            Ok(quiet) => quiet,
            Err(error) => {
                tracing::warn!(%error, "push not sent: the database did not answer");
                return;
            }
        };
        if quiet.is_some_and(|q| q.contains(self.now_ms())) {
            tracing::debug!(kind = job.notice.kind(), "push dropped: quiet hours");
            return;
        }
        let key = match self.inner.keys.key().await {
            Ok(key) => key,
            Err(error) => {
                tracing::warn!(%error, "push not sent: no VAPID key");
                return;
            }
        };
        // In the player's language (accounts.v1 SetLanguage); English when none is kept.
        let language = match super::accounts::language::language_of(db, job.player).await {
            Ok(language) => language,
            Err(error) => {
                tracing::warn!(%error, "push in English: the player's language was not read");
                String::new()
            }
        };
        let payload = job.notice.payload(&language);
        let ttl = job.notice.ttl_secs();
        let kind = job.notice.kind();
        futures_util::stream::iter(devices)
            .for_each_concurrent(AT_ONCE, |device| {
                let (key, payload) = (&key, &payload);
                async move {
                    self.push_one(key, &device, payload, ttl, kind).await;
                }
            })
            .await;
    }

    async fn push_one(
        &self,
        key: &VapidKey,
        device: &Subscription,
        payload: &[u8],
        ttl: u64,
        kind: &'static str,
    ) {
        let host = subscriptions::host_of(&device.endpoint).to_owned();
        let request = match request(key, &self.inner.options.subject, device, payload, ttl) {
            Ok(request) => request,
            Err(error) => {
                tracing::warn!(%error, host, "push not made");
                return;
            }
        };
        match deliver::send(request).await {
            Outcome::Accepted => tracing::debug!(kind, host, "pushed"),
            Outcome::Gone => {
                tracing::info!(host, "push subscription gone; forgotten");
                if let Err(error) = subscriptions::forget(&self.inner.db, &device.endpoint).await {
                    tracing::warn!(%error, host, "gone push subscription not forgotten");
                }
            }
            Outcome::Failed(status) => {
                tracing::warn!(kind, host, ?status, "push refused or not delivered");
            }
        }
    }
}

/// The HTTP request of one push (RFC 8030 §5): the payload encrypted for `device` (RFC 8291,
/// `aes128gcm`), signed with `key` for the endpoint's origin (RFC 8292).
///
/// # Errors
/// The device's keys or endpoint are unusable, or the encryption or signature failed.
pub fn request(
    key: &VapidKey,
    subject: &str,
    device: &Subscription,
    payload: &[u8],
    ttl: u64,
) -> Result<http::Request<Vec<u8>>, String> {
    let uri: http::Uri = device
        .endpoint
        .parse()
        .map_err(|_| "endpoint is not a URL".to_owned())?;
    let origin = format!(
        "{}://{}",
        uri.scheme_str().ok_or("endpoint without a scheme")?,
        uri.authority().ok_or("endpoint without a host")?
    );
    let public = p256::PublicKey::from_sec1_bytes(&device.p256dh)
        .map_err(|_| "p256dh is not a P-256 key".to_owned())?;
    if device.auth.len() != 16 {
        return Err("auth is not 16 bytes".to_owned());
    }
    let auth = Auth::clone_from_slice(&device.auth);
    let body = web_push_native::encrypt(payload.to_vec(), &public, &auth)
        .map_err(|e| format!("encryption: {e}"))?;
    http::Request::post(uri)
        .header("ttl", ttl)
        .header("urgency", "normal")
        .header(http::header::CONTENT_ENCODING, "aes128gcm")
        .header(http::header::CONTENT_TYPE, "application/octet-stream")
        .header(http::header::CONTENT_LENGTH, body.len())
        .header(
            http::header::AUTHORIZATION,
            key.authorization(&origin, subject)?,
        )
        .body(body)
        .map_err(|e| format!("request: {e}"))
}
