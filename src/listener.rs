//! The edge of the gRPC port: accepting TCP connections and handing them to the HTTP server.
//!
//! - **Accept errors** (most often `EMFILE`, out of file descriptors) are retried after a delay
//!   that starts at 1 ms and doubles up to 1 s, so the loop never spins; the first error of an
//!   episode is logged at `warn` and the recovery at `info`. Connections already open are
//!   served throughout.
//! - **Open connections** are capped ([`ConnectionOptions::max_connections`]): at the cap the
//!   server stops accepting, so further connections wait in the kernel's listen backlog until
//!   one closes (logged at `warn`, at most once a minute).
//! - **TCP keepalive** is set on every accepted socket, so connections to peers that vanished
//!   without a FIN (a crashed host, a dropped NAT mapping) are eventually closed.
//! - **TLS** (optional, see [`crate::tls`]) is negotiated before the connection reaches the
//!   HTTP server, with ALPN `h2` and `http/1.1`.
//! - **Handshake timeout**: a connection that has not completed its TLS handshake (if any) and
//!   sent the whole HTTP/2 connection preface or a whole HTTP/1.1 request head within
//!   [`ConnectionOptions::handshake_timeout`] of being accepted is closed.
//! - **Maximum age**: the HTTP server sends GOAWAY once a connection reaches its maximum age
//!   (tonic's `max_connection_age`); calls still running then get the grace period, after
//!   which [`Connection`] closes the socket itself.

use std::convert::Infallible;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, ready};
use std::time::{Duration, Instant};

use futures_util::Stream;
use socket2::{SockRef, TcpKeepalive};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, mpsc};
use tokio::task::JoinHandle;
use tokio::time::Sleep;
use tonic::transport::server::{Connected, TcpConnectInfo};

use crate::tls::TlsAcceptor;

/// The first bytes of every HTTP/2 connection (RFC 9113, section 3.4).
const H2_PREFACE: &[u8; 24] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";

/// The first delay after a failed accept; it doubles with every further failure.
const FIRST_BACKOFF: Duration = Duration::from_millis(1);
/// The longest delay between two accepts while they fail.
const MAX_BACKOFF: Duration = Duration::from_secs(1);
/// Reaching the connection cap is logged at most this often.
const CAP_LOG_INTERVAL: Duration = Duration::from_secs(60);

/// Descriptors kept free for everything but client connections (Redis connections, the
/// metrics endpoint, the log, the runtime's own), at least; see [`descriptor_reserve`].
const MIN_DESCRIPTOR_RESERVE: u64 = 32;

/// Tunables of the accept loop and of every connection.
#[derive(Clone, Debug)]
pub struct ConnectionOptions {
    /// Connections that have not finished the TLS handshake and the HTTP/2 preface or the
    /// HTTP/1.1 request head within this time are closed.
    pub handshake_timeout: Duration,
    /// Connections open at once; at the cap, further ones wait in the listen backlog.
    pub max_connections: usize,
    /// Idle time before the first TCP keepalive probe (then every 10 s, 6 probes); `None`:
    /// no TCP keepalive.
    pub tcp_keepalive: Option<Duration>,
    /// A connection older than this is asked to go away (HTTP/2 GOAWAY; HTTP/1.1: closed
    /// after its current request); `None`: connections may live forever.
    pub max_connection_age: Option<Duration>,
    /// How long calls may still run on a connection past its maximum age before it is closed.
    pub max_connection_age_grace: Duration,
    /// Serve TLS with this certificate (reloadable); `None`: plaintext (h2c and HTTP/1.1).
    pub tls: Option<TlsAcceptor>,
}

impl Default for ConnectionOptions {
    fn default() -> Self {
        ConnectionOptions {
            handshake_timeout: Duration::from_secs(10),
            max_connections: 10_000,
            tcp_keepalive: Some(Duration::from_secs(60)),
            max_connection_age: None,
            max_connection_age_grace: Duration::from_secs(30),
            tls: None,
        }
    }
}

/// Descriptors to keep free under a limit of `limit` open files: an eighth, at least 32.
#[must_use]
pub fn descriptor_reserve(limit: u64) -> u64 {
    (limit / 8).max(MIN_DESCRIPTOR_RESERVE)
}

/// The soft limit on open file descriptors of this process (`RLIMIT_NOFILE`), if known.
#[must_use]
pub fn open_files_limit() -> Option<u64> {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit only writes the struct it is given, which lives on this stack.
        let rc = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &raw mut limit) };
        if rc != 0 || limit.rlim_cur == libc::RLIM_INFINITY {
            return None;
        }
        Some(limit.rlim_cur)
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// The most connections that fit under `open_files` descriptors, keeping
/// [`descriptor_reserve`] free.
#[must_use]
pub fn connections_that_fit(open_files: u64) -> usize {
    let fit = open_files
        .saturating_sub(descriptor_reserve(open_files))
        .max(1);
    usize::try_from(fit).unwrap_or(usize::MAX)
}

/// The connections accepted on a listener, as the HTTP server takes them. Dropping it stops
/// the accept loop and closes the listening socket at once (connections already handed out
/// carry on).
pub struct Incoming {
    connections: mpsc::Receiver<Connection>,
    task: JoinHandle<()>,
}

impl Incoming {
    /// Starts accepting on `listener` in the background.
    #[must_use]
    pub fn new(listener: TcpListener, options: ConnectionOptions) -> Incoming {
        let (sender, connections) = mpsc::channel(64);
        let task = tokio::spawn(accept_loop(listener, options, sender));
        Incoming { connections, task }
    }
}

impl Drop for Incoming {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Stream for Incoming {
    type Item = Result<Connection, Infallible>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        self.connections.poll_recv(cx).map(|next| next.map(Ok))
    }
}

/// Accept-error back-off: the delay doubles with every failure, and an episode of failures
/// is logged once when it starts and once when it ends.
struct Backoff {
    delay: Duration,
    failures: u64,
    since: Option<Instant>,
}

impl Backoff {
    fn new() -> Backoff {
        Backoff {
            delay: FIRST_BACKOFF,
            failures: 0,
            since: None,
        }
    }

    /// Records a failed accept and returns how long to wait before the next.
    fn failed(&mut self, error: &io::Error) -> Duration {
        if self.since.is_none() {
            tracing::warn!(
                error = %error,
                "accepting connections fails (out of file descriptors?): retrying with back-off \
                 up to 1 s; open connections are still served"
            );
            self.since = Some(Instant::now());
        }
        self.failures += 1;
        let wait = self.delay;
        self.delay = (self.delay * 2).min(MAX_BACKOFF);
        wait
    }

    fn succeeded(&mut self) {
        if let Some(since) = self.since.take() {
            tracing::info!(
                failed_accepts = self.failures,
                for_ms = u64::try_from(since.elapsed().as_millis()).unwrap_or(u64::MAX),
                "accepting connections again"
            );
        }
        self.failures = 0;
        self.delay = FIRST_BACKOFF;
    }
}

/// Errors of one connection that `accept` may report (it was reset before we took it): no
/// reason to slow down.
fn is_connection_error(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::Interrupted
    )
}

async fn accept_loop(
    listener: TcpListener,
    options: ConnectionOptions,
    sender: mpsc::Sender<Connection>,
) {
    let slots = Arc::new(Semaphore::new(options.max_connections.max(1)));
    let mut backoff = Backoff::new();
    let mut cap_logged: Option<Instant> = None;
    loop {
        let permit = match slots.clone().try_acquire_owned() {
            Ok(permit) => permit,
            Err(_) => {
                if cap_logged.is_none_or(|at| at.elapsed() >= CAP_LOG_INTERVAL) {
                    tracing::warn!(
                        max_connections = options.max_connections,
                        "connection limit reached: new connections wait until one closes"
                    );
                    cap_logged = Some(Instant::now());
                }
                match slots.clone().acquire_owned().await {
                    Ok(permit) => permit,
                    Err(_) => return,
                }
            }
        };
        let (stream, peer) = loop {
            match listener.accept().await {
                Ok(accepted) => {
                    backoff.succeeded();
                    break accepted;
                }
                Err(error) if is_connection_error(&error) => {}
                Err(error) => tokio::time::sleep(backoff.failed(&error)).await,
            }
        };
        configure(&stream, &options);
        let deadline = tokio::time::Instant::now() + options.handshake_timeout;
        let local = stream.local_addr().ok();
        let info = TcpConnectInfo {
            local_addr: local,
            remote_addr: Some(peer),
        };
        match &options.tls {
            None => {
                let connection =
                    Connection::new(Transport::Plain(stream), info, deadline, &options, permit);
                if sender.send(connection).await.is_err() {
                    return;
                }
            }
            Some(tls) => {
                let acceptor = tls.acceptor();
                let sender = sender.clone();
                let options = options.clone();
                tokio::spawn(async move {
                    match tokio::time::timeout_at(deadline, acceptor.accept(stream)).await {
                        Ok(Ok(stream)) => {
                            let transport = Transport::Tls(Box::new(stream));
                            let connection =
                                Connection::new(transport, info, deadline, &options, permit);
                            let _ = sender.send(connection).await;
                        }
                        Ok(Err(error)) => {
                            tracing::debug!(%peer, %error, "TLS handshake failed");
                        }
                        Err(_) => {
                            tracing::debug!(%peer, "TLS handshake timed out: connection closed");
                        }
                    }
                });
            }
        }
    }
}

fn configure(stream: &TcpStream, options: &ConnectionOptions) {
    if let Err(error) = stream.set_nodelay(true) {
        tracing::debug!(%error, "cannot set TCP_NODELAY");
    }
    if let Some(idle) = options.tcp_keepalive {
        let keepalive = TcpKeepalive::new()
            .with_time(idle)
            .with_interval(Duration::from_secs(10));
        #[cfg(any(target_os = "linux", target_os = "android", target_os = "macos"))]
        let keepalive = keepalive.with_retries(6);
        if let Err(error) = SockRef::from(stream).set_tcp_keepalive(&keepalive) {
            tracing::debug!(%error, "cannot set TCP keepalive");
        }
    }
}

/// The byte stream under a connection.
enum Transport {
    Plain(TcpStream),
    Tls(Box<tokio_rustls::server::TlsStream<TcpStream>>),
}

/// Watches the first bytes of a connection for the end of its handshake: the whole HTTP/2
/// preface, or the blank line that ends an HTTP/1.1 request head.
#[derive(Debug)]
struct Handshake {
    deadline: Pin<Box<Sleep>>,
    /// Bytes of the HTTP/2 preface matched so far; `None` once the connection is not HTTP/2.
    preface: Option<usize>,
    /// Progress through `\r\n\r\n` (0 to 4) of an HTTP/1.1 head.
    blank_line: usize,
}

impl Handshake {
    fn new(deadline: tokio::time::Instant) -> Handshake {
        Handshake {
            deadline: Box::pin(tokio::time::sleep_until(deadline)),
            preface: Some(0),
            blank_line: 0,
        }
    }

    /// Feeds received bytes; true once the handshake is complete.
    fn feed(&mut self, bytes: &[u8]) -> bool {
        if let Some(matched) = self.preface {
            let want = &H2_PREFACE[matched..];
            let n = want.len().min(bytes.len());
            if bytes[..n] == want[..n] {
                self.preface = Some(matched + n);
                return matched + n == H2_PREFACE.len();
            }
            // Not HTTP/2: look for the end of an HTTP/1.1 head from the first byte on.
            self.preface = None;
            if self.scan_head(&H2_PREFACE[..matched]) {
                return true;
            }
        }
        self.scan_head(bytes)
    }

    fn scan_head(&mut self, bytes: &[u8]) -> bool {
        const END: &[u8; 4] = b"\r\n\r\n";
        for &byte in bytes {
            if byte == END[self.blank_line] {
                self.blank_line += 1;
                if self.blank_line == END.len() {
                    return true;
                }
            } else {
                self.blank_line = usize::from(byte == b'\r');
            }
        }
        false
    }
}

/// One accepted connection: TCP or TLS, with its handshake deadline and its hard end of life.
/// Holds a slot of the connection cap until dropped.
pub struct Connection {
    transport: Transport,
    info: TcpConnectInfo,
    handshake: Option<Handshake>,
    /// Maximum age plus grace: the socket is closed then, whatever runs on it.
    end_of_life: Option<Pin<Box<Sleep>>>,
    _slot: OwnedSemaphorePermit,
}

impl Connection {
    fn new(
        transport: Transport,
        info: TcpConnectInfo,
        handshake_deadline: tokio::time::Instant,
        options: &ConnectionOptions,
        slot: OwnedSemaphorePermit,
    ) -> Connection {
        let end_of_life = options
            .max_connection_age
            .map(|age| Box::pin(tokio::time::sleep(age + options.max_connection_age_grace)));
        Connection {
            transport,
            info,
            handshake: Some(Handshake::new(handshake_deadline)),
            end_of_life,
            _slot: slot,
        }
    }

    fn peer(&self) -> Option<SocketAddr> {
        self.info.remote_addr
    }

    /// An error once the handshake deadline or the end of life has passed (and registers the
    /// task to be woken when either comes).
    fn expired(&mut self, cx: &mut Context<'_>) -> Option<io::Error> {
        if let Some(handshake) = &mut self.handshake
            && handshake.deadline.as_mut().poll(cx).is_ready()
        {
            tracing::debug!(
                peer = ?self.info.remote_addr,
                "no complete HTTP/2 preface or HTTP/1.1 request head in time: connection closed"
            );
            return Some(io::Error::new(
                io::ErrorKind::TimedOut,
                "handshake timeout: connection closed",
            ));
        }
        if let Some(end) = &mut self.end_of_life
            && end.as_mut().poll(cx).is_ready()
        {
            tracing::debug!(peer = ?self.peer(), "connection past its maximum age and grace: closed");
            return Some(io::Error::new(
                io::ErrorKind::TimedOut,
                "maximum connection age and grace passed: connection closed",
            ));
        }
        None
    }
}

impl Connected for Connection {
    type ConnectInfo = TcpConnectInfo;

    fn connect_info(&self) -> TcpConnectInfo {
        self.info.clone()
    }
}

impl AsyncRead for Connection {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if let Some(error) = self.expired(cx) {
            return Poll::Ready(Err(error));
        }
        let before = buf.filled().len();
        let this = &mut *self;
        match &mut this.transport {
            Transport::Plain(stream) => ready!(Pin::new(stream).poll_read(cx, buf))?,
            Transport::Tls(stream) => ready!(Pin::new(stream.as_mut()).poll_read(cx, buf))?,
        }
        if let Some(handshake) = &mut this.handshake
            && handshake.feed(&buf.filled()[before..])
        {
            this.handshake = None;
        }
        Poll::Ready(Ok(()))
    }
}

impl AsyncWrite for Connection {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        if let Some(error) = self.expired(cx) {
            return Poll::Ready(Err(error));
        }
        match &mut self.transport {
            Transport::Plain(stream) => Pin::new(stream).poll_write(cx, buf),
            Transport::Tls(stream) => Pin::new(stream.as_mut()).poll_write(cx, buf),
        }
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        if let Some(error) = self.expired(cx) {
            return Poll::Ready(Err(error));
        }
        match &mut self.transport {
            Transport::Plain(stream) => Pin::new(stream).poll_write_vectored(cx, bufs),
            Transport::Tls(stream) => Pin::new(stream.as_mut()).poll_write_vectored(cx, bufs),
        }
    }

    fn is_write_vectored(&self) -> bool {
        match &self.transport {
            Transport::Plain(stream) => stream.is_write_vectored(),
            Transport::Tls(stream) => stream.is_write_vectored(),
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.transport {
            Transport::Plain(stream) => Pin::new(stream).poll_flush(cx),
            Transport::Tls(stream) => Pin::new(stream.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.transport {
            Transport::Plain(stream) => Pin::new(stream).poll_shutdown(cx),
            Transport::Tls(stream) => Pin::new(stream.as_mut()).poll_shutdown(cx),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn handshake() -> Handshake {
        Handshake {
            deadline: Box::pin(tokio::time::sleep(Duration::from_secs(3600))),
            preface: Some(0),
            blank_line: 0,
        }
    }

    #[tokio::test]
    async fn the_http2_preface_completes_the_handshake_in_any_pieces() {
        for split in 0..=H2_PREFACE.len() {
            let mut h = handshake();
            let (a, b) = H2_PREFACE.split_at(split);
            let first = h.feed(a);
            assert_eq!(first, split == H2_PREFACE.len(), "split {split}");
            if !first {
                assert!(h.feed(b), "split {split}");
            }
        }
        let mut h = handshake();
        assert!(!h.feed(&H2_PREFACE[..12]), "half a preface is not enough");
    }

    #[tokio::test]
    async fn an_http1_head_completes_at_its_blank_line() {
        let head = b"POST /grpc.health.v1.Health/Check HTTP/1.1\r\nhost: x\r\n\r\n";
        for split in 0..head.len() {
            let mut h = handshake();
            let (a, b) = head.split_at(split);
            assert!(!h.feed(a), "split {split}");
            assert!(h.feed(b), "split {split}");
        }
        let mut h = handshake();
        assert!(!h.feed(b"GET / HTTP/1.1\r\nhost: x\r\n"));
        assert!(!h.feed(b"\r"));
        assert!(h.feed(b"\n"));
        // A head that starts like the preface but is not one.
        let mut h = handshake();
        assert!(!h.feed(b"PRI * HTTP/1.1\r\n"));
        assert!(h.feed(b"\r\n"));
    }

    #[test]
    fn the_backoff_doubles_up_to_a_second_and_resets() {
        let mut backoff = Backoff::new();
        let error = io::Error::other("EMFILE");
        let delays: Vec<_> = (0..13).map(|_| backoff.failed(&error)).collect();
        assert_eq!(delays[0], Duration::from_millis(1));
        assert_eq!(delays[1], Duration::from_millis(2));
        assert_eq!(delays[9], Duration::from_millis(512));
        assert_eq!(delays[10], Duration::from_secs(1));
        assert_eq!(delays[12], Duration::from_secs(1));
        backoff.succeeded();
        assert_eq!(backoff.failed(&error), Duration::from_millis(1));
    }

    #[test]
    fn connections_leave_descriptors_free() {
        assert_eq!(connections_that_fit(128), 96);
        assert_eq!(connections_that_fit(1024), 896);
        assert_eq!(connections_that_fit(20), 1);
        assert!(open_files_limit().is_none_or(|n| n > 0));
    }
}
