//! TLS on the gRPC port (rustls): a certificate chain and key from PEM files, optionally a CA
//! whose certificates clients must present (mutual TLS), ALPN `h2` (gRPC) and `http/1.1`
//! (gRPC-Web); and TLS to Redis ([`RedisTls`]).
//!
//! The files are read again on SIGHUP and whenever their contents change (checked every
//! reload interval), so a renewed certificate (cert-manager, a Kubernetes Secret update) is
//! picked up without a restart; connections already open keep the certificate they started
//! with. A reload that fails (a missing file, a key that does not match) keeps the previous
//! certificate and is logged at `error`.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::Duration;

use rustls::RootCertStore;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject as _;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::server::WebPkiClientVerifier;
use sha2::{Digest as _, Sha256};
use tokio::task::JoinHandle;

/// The ALPN protocols offered, in order of preference: HTTP/2 for gRPC, HTTP/1.1 for gRPC-Web.
pub const ALPN: [&[u8]; 2] = [b"h2", b"http/1.1"];

/// Why TLS could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// A file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// A file does not hold what it should.
    #[error("{path}: {what}")]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        what: String,
    },
    /// rustls refused the configuration (e.g. the key does not match the certificate).
    #[error("TLS configuration: {0}")]
    Config(String),
}

/// The process's TLS implementation: rustls with *ring*. Installed as the process default
/// too, for the Redis client, which uses the default.
#[must_use]
pub fn provider() -> Arc<CryptoProvider> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    // Fails only when a default is installed already, which is then used by the Redis client.
    let _ = CryptoProvider::install_default(rustls::crypto::ring::default_provider());
    provider
}

/// Where the server's TLS material lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TlsFiles {
    /// The certificate chain (PEM), leaf first.
    pub cert: PathBuf,
    /// The private key (PEM: PKCS#8, PKCS#1 or SEC1).
    pub key: PathBuf,
    /// Require client certificates issued by these CAs (PEM); `None`: no client certificates.
    pub client_ca: Option<PathBuf>,
}

/// The contents of the files, to notice changes.
#[derive(Clone, PartialEq, Eq)]
struct Contents {
    cert: Vec<u8>,
    key: Vec<u8>,
    client_ca: Option<Vec<u8>>,
}

fn read(path: &Path) -> Result<Vec<u8>, TlsError> {
    std::fs::read(path).map_err(|source| TlsError::Read {
        path: path.to_owned(),
        source,
    })
}

impl TlsFiles {
    fn read(&self) -> Result<Contents, TlsError> {
        Ok(Contents {
            cert: read(&self.cert)?,
            key: read(&self.key)?,
            client_ca: self.client_ca.as_deref().map(read).transpose()?,
        })
    }
}

/// PEM certificates of a file; at least one.
fn certificates(path: &Path, pem: &[u8]) -> Result<Vec<CertificateDer<'static>>, TlsError> {
    let certs = CertificateDer::pem_slice_iter(pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| TlsError::Invalid {
            path: path.to_owned(),
            what: format!("not a PEM certificate file: {e}"),
        })?;
    if certs.is_empty() {
        return Err(TlsError::Invalid {
            path: path.to_owned(),
            what: "no certificate (expected -----BEGIN CERTIFICATE-----)".into(),
        });
    }
    Ok(certs)
}

/// The SHA-256 fingerprint of a certificate, as hex pairs separated by colons.
#[must_use]
pub fn fingerprint(cert: &[u8]) -> String {
    let digest = Sha256::digest(cert);
    let hex: Vec<String> = digest.iter().map(|b| format!("{b:02X}")).collect();
    hex.join(":")
}

struct Loaded {
    config: Arc<rustls::ServerConfig>,
    contents: Contents,
    fingerprint: String,
}

fn build(files: &TlsFiles, contents: Contents) -> Result<Loaded, TlsError> {
    let provider = provider();
    let chain = certificates(&files.cert, &contents.cert)?;
    let key = PrivateKeyDer::from_pem_slice(&contents.key).map_err(|e| TlsError::Invalid {
        path: files.key.clone(),
        what: format!("no private key (PKCS#8, PKCS#1 or SEC1 PEM): {e}"),
    })?;
    let builder = rustls::ServerConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(|e| TlsError::Config(e.to_string()))?;
    let builder = match (&files.client_ca, &contents.client_ca) {
        (Some(path), Some(pem)) => {
            let mut roots = RootCertStore::empty();
            for cert in certificates(path, pem)? {
                roots.add(cert).map_err(|e| TlsError::Invalid {
                    path: path.clone(),
                    what: format!("not a usable CA certificate: {e}"),
                })?;
            }
            let verifier = WebPkiClientVerifier::builder_with_provider(Arc::new(roots), provider)
                .build()
                .map_err(|e| TlsError::Config(format!("client certificate verifier: {e}")))?;
            builder.with_client_cert_verifier(verifier)
        }
        _ => builder.with_no_client_auth(),
    };
    let fingerprint = fingerprint(chain[0].as_ref());
    let mut config = builder
        .with_single_cert(chain, key)
        .map_err(|e| TlsError::Config(format!("{}: {e}", files.key.display())))?;
    config.alpn_protocols = ALPN.iter().map(|p| p.to_vec()).collect();
    Ok(Loaded {
        config: Arc::new(config),
        contents,
        fingerprint,
    })
}

/// The server's TLS configuration, reloadable. Cheap to clone: clones share it.
#[derive(Clone)]
pub struct TlsAcceptor {
    inner: Arc<Shared>,
}

struct Shared {
    files: TlsFiles,
    current: RwLock<Loaded>,
    /// The contents of the last failed reload, so that a broken file is reported once.
    failed: RwLock<Option<Contents>>,
}

impl fmt::Debug for TlsAcceptor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TlsAcceptor")
            .field("files", &self.inner.files)
            .finish_non_exhaustive()
    }
}

impl TlsAcceptor {
    /// Loads the files.
    ///
    /// # Errors
    /// A file cannot be read or parsed, or the key does not match the certificate.
    pub fn load(files: TlsFiles) -> Result<TlsAcceptor, TlsError> {
        let loaded = build(&files, files.read()?)?;
        tracing::info!(
            cert = %files.cert.display(),
            sha256 = %loaded.fingerprint,
            client_certificates = if files.client_ca.is_some() { "required" } else { "not asked for" },
            "TLS certificate loaded"
        );
        Ok(TlsAcceptor {
            inner: Arc::new(Shared {
                files,
                current: RwLock::new(loaded),
                failed: RwLock::new(None),
            }),
        })
    }

    /// The acceptor for a new connection, with the current certificate.
    #[must_use]
    pub fn acceptor(&self) -> tokio_rustls::TlsAcceptor {
        let config = match self.inner.current.read() {
            Ok(current) => current.config.clone(),
            Err(poisoned) => poisoned.into_inner().config.clone(),
        };
        tokio_rustls::TlsAcceptor::from(config)
    }

    /// The SHA-256 fingerprint of the certificate in use.
    #[must_use]
    pub fn fingerprint(&self) -> String {
        match self.inner.current.read() {
            Ok(current) => current.fingerprint.clone(),
            Err(poisoned) => poisoned.into_inner().fingerprint.clone(),
        }
    }

    /// Reads the files again and switches to them if they changed; returns whether it did.
    ///
    /// # Errors
    /// The new files are unusable; the previous certificate stays in use.
    pub fn reload(&self) -> Result<bool, TlsError> {
        let contents = self.inner.files.read()?;
        let unchanged = match self.inner.current.read() {
            Ok(current) => current.contents == contents,
            Err(poisoned) => poisoned.into_inner().contents == contents,
        };
        if unchanged {
            return Ok(false);
        }
        let loaded = build(&self.inner.files, contents)?;
        let fingerprint = loaded.fingerprint.clone();
        match self.inner.current.write() {
            Ok(mut current) => *current = loaded,
            Err(poisoned) => *poisoned.into_inner() = loaded,
        }
        tracing::info!(sha256 = %fingerprint, "TLS certificate reloaded");
        Ok(true)
    }

    /// [`TlsAcceptor::reload`], logging a failure once per distinct contents of the files.
    fn reload_logged(&self, why: &str) {
        match self.reload() {
            Ok(_) => {
                if let Ok(mut failed) = self.inner.failed.write() {
                    *failed = None;
                }
            }
            Err(error) => {
                let contents = self.inner.files.read().ok();
                let new = match self.inner.failed.write() {
                    Ok(mut failed) => {
                        let new = failed.is_none() || *failed != contents || why == "SIGHUP";
                        *failed = contents;
                        new
                    }
                    Err(_) => true,
                };
                if new {
                    tracing::error!(%error, trigger = why, "TLS reload failed: keeping the previous certificate");
                }
            }
        }
    }

    /// Reloads on SIGHUP and whenever the files change (checked every `interval`), until the
    /// returned task is aborted.
    #[must_use]
    pub fn watch(&self, interval: Duration) -> JoinHandle<()> {
        let this = self.clone();
        tokio::spawn(async move {
            #[cfg(unix)]
            let mut hangup = match tokio::signal::unix::signal(
                tokio::signal::unix::SignalKind::hangup(),
            ) {
                Ok(signal) => Some(signal),
                Err(error) => {
                    tracing::warn!(%error, "cannot listen for SIGHUP: TLS reloads only on change");
                    None
                }
            };
            let mut ticker = tokio::time::interval(interval.max(Duration::from_millis(100)));
            ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            ticker.tick().await;
            loop {
                #[cfg(unix)]
                let why = {
                    let hup = async {
                        match hangup.as_mut() {
                            Some(signal) => signal.recv().await,
                            None => std::future::pending().await,
                        }
                    };
                    tokio::select! {
                        _ = ticker.tick() => "change",
                        _ = hup => "SIGHUP",
                    }
                };
                #[cfg(not(unix))]
                let why = {
                    ticker.tick().await;
                    "change"
                };
                let this = this.clone();
                // File reads and key parsing are blocking work.
                let _ = tokio::task::spawn_blocking(move || this.reload_logged(why)).await;
            }
        })
    }
}

/// TLS settings for the connection to Redis (used with `rediss://` and
/// `rediss+cluster://` URLs).
#[derive(Clone, Default, PartialEq, Eq)]
pub struct RedisTls {
    /// CA certificates (PEM) to verify the Redis server with; `None`: the system's roots.
    pub ca: Option<Vec<u8>>,
    /// A client certificate chain and key (PEM) for Redis servers that require one.
    pub client: Option<(Vec<u8>, Vec<u8>)>,
}

impl fmt::Debug for RedisTls {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RedisTls")
            .field("ca", &self.ca.as_ref().map(|_| "<set>"))
            .field("client", &self.client.as_ref().map(|_| "<set>"))
            .finish()
    }
}

impl RedisTls {
    /// Reads the files given (any may be absent; a client certificate needs its key).
    ///
    /// # Errors
    /// A file cannot be read, or only one of certificate and key is given.
    pub fn from_files(
        ca: Option<&Path>,
        client_cert: Option<&Path>,
        client_key: Option<&Path>,
    ) -> Result<RedisTls, TlsError> {
        let client = match (client_cert, client_key) {
            (Some(cert), Some(key)) => Some((read(cert)?, read(key)?)),
            (None, None) => None,
            (Some(path), None) | (None, Some(path)) => {
                return Err(TlsError::Invalid {
                    path: path.to_owned(),
                    what: "a Redis client certificate needs both --redis-client-cert and \
                           --redis-client-key"
                        .into(),
                });
            }
        };
        if let (Some(path), Some((cert, _))) = (client_cert, &client) {
            certificates(path, cert)?;
        }
        let ca = match ca {
            Some(path) => {
                let pem = read(path)?;
                certificates(path, &pem)?;
                Some(pem)
            }
            None => None,
        };
        Ok(RedisTls { ca, client })
    }

    /// Whether anything is set.
    #[must_use]
    pub fn is_set(&self) -> bool {
        self.ca.is_some() || self.client.is_some()
    }

    /// The redis crate's form.
    #[must_use]
    pub fn certificates(&self) -> redis::TlsCertificates {
        redis::TlsCertificates {
            client_tls: self
                .client
                .as_ref()
                .map(|(cert, key)| redis::ClientTlsConfig {
                    client_cert: cert.clone(),
                    client_key: key.clone(),
                }),
            root_cert: self.ca.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_are_colon_separated_hex() {
        let print = fingerprint(b"abc");
        assert_eq!(print.len(), 32 * 3 - 1);
        assert!(print.starts_with("BA:78:16:BF"), "{print}");
    }

    #[test]
    fn missing_and_empty_files_are_named_in_the_error() {
        let dir = tempfile::tempdir().unwrap();
        let empty = dir.path().join("empty.pem");
        std::fs::write(&empty, "").unwrap();
        let missing = dir.path().join("missing.pem");
        let error = TlsAcceptor::load(TlsFiles {
            cert: missing.clone(),
            key: empty.clone(),
            client_ca: None,
        })
        .unwrap_err()
        .to_string();
        assert!(error.contains("missing.pem"), "{error}");
        let error = TlsAcceptor::load(TlsFiles {
            cert: empty.clone(),
            key: empty.clone(),
            client_ca: None,
        })
        .unwrap_err()
        .to_string();
        assert!(error.contains("no certificate"), "{error}");
        let error = RedisTls::from_files(None, Some(&empty), None)
            .unwrap_err()
            .to_string();
        assert!(error.contains("--redis-client-key"), "{error}");
        assert!(!RedisTls::default().is_set());
        assert!(!format!("{:?}", RedisTls::from_files(None, None, None).unwrap()).contains('['));
    }
}
