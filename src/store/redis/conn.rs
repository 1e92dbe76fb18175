//! Where the Redis store lives: one server or a Redis Cluster, parsed from `--redis-url`, and
//! the one connection type that talks to either.

use std::time::Duration;

use redis::aio::{ConnectionLike, ConnectionManager, ConnectionManagerConfig};
use redis::cluster::{ClusterClient, ClusterConfig};
use redis::cluster_async::ClusterConnection;
use redis::{Cmd, Pipeline, RedisFuture, Value};

use crate::store::StoreError;
use crate::tls::RedisTls;

/// The URL scheme that selects a Redis Cluster.
pub const CLUSTER_SCHEME: &str = "redis+cluster://";

/// The URL scheme that selects a Redis Cluster over TLS.
pub const CLUSTER_TLS_SCHEME: &str = "rediss+cluster://";

/// How long connecting to one Redis node may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(1);

/// How long one command may wait for its answer.
const RESPONSE_TIMEOUT: Duration = Duration::from_secs(2);

/// Where the games are kept, as given by `--redis-url`.
#[derive(Clone, PartialEq, Eq)]
pub enum RedisTarget {
    /// One Redis server: `redis://[user:password@]host:port[/db]` (or any other URL the
    /// `redis` crate accepts, such as `redis+unix:///path`).
    Single(String),
    /// A Redis Cluster: `redis+cluster://[user:password@]host1:port1,host2:port2,...` — a few
    /// seed nodes (any of the cluster's nodes; the others are discovered). Kept as one
    /// `redis://` URL per seed node (`rediss://` for `rediss+cluster://`, over TLS).
    Cluster(Vec<String>),
}

impl std::fmt::Debug for RedisTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // URLs may hold a password: show only how many nodes.
        match self {
            RedisTarget::Single(_) => f.write_str("RedisTarget::Single(..)"),
            RedisTarget::Cluster(nodes) => write!(f, "RedisTarget::Cluster({} nodes)", nodes.len()),
        }
    }
}

impl RedisTarget {
    /// Parses a Redis URL; `redis+cluster://` (or `rediss+cluster://`, TLS) selects a
    /// cluster.
    ///
    /// # Errors
    /// The URL is not valid; the message says what is wrong.
    pub fn parse(url: &str) -> Result<RedisTarget, StoreError> {
        let invalid = |why: String| StoreError::Backend(format!("invalid Redis URL: {why}"));
        let (rest, node_scheme, scheme) = if let Some(rest) = url.strip_prefix(CLUSTER_SCHEME) {
            (rest, "redis", CLUSTER_SCHEME)
        } else if let Some(rest) = url.strip_prefix(CLUSTER_TLS_SCHEME) {
            (rest, "rediss", CLUSTER_TLS_SCHEME)
        } else {
            redis::Client::open(url).map_err(|e| invalid(e.to_string()))?;
            return Ok(RedisTarget::Single(url.to_owned()));
        };
        let rest = rest.strip_suffix('/').unwrap_or(rest);
        let (credentials, hosts) = match rest.rsplit_once('@') {
            Some((credentials, hosts)) => (Some(credentials), hosts),
            None => (None, rest),
        };
        if hosts.contains('/') || hosts.contains('?') {
            return Err(invalid(format!(
                "{scheme} takes only host:port pairs separated by commas \
                 (a cluster has no database number or options), got {hosts:?}"
            )));
        }
        let mut nodes = Vec::new();
        for (index, host) in hosts.split(',').enumerate() {
            let host = host.trim();
            if host.is_empty() {
                return Err(invalid(format!(
                    "node {} of {scheme}{hosts} is empty; expected host:port",
                    index + 1
                )));
            }
            let has_port = host
                .rsplit_once(':')
                .is_some_and(|(_, port)| port.parse::<u16>().is_ok_and(|p| p > 0));
            if !has_port {
                return Err(invalid(format!(
                    "cluster node {host:?} needs a port (host:port)"
                )));
            }
            let node = match credentials {
                Some(credentials) => format!("{node_scheme}://{credentials}@{host}/"),
                None => format!("{node_scheme}://{host}/"),
            };
            redis::Client::open(node.as_str())
                .map_err(|e| invalid(format!("cluster node {host:?}: {e}")))?;
            nodes.push(node);
        }
        Ok(RedisTarget::Cluster(nodes))
    }

    /// Whether the connection is TLS (`rediss://`, `rediss+cluster://`).
    #[must_use]
    pub fn is_tls(&self) -> bool {
        match self {
            RedisTarget::Single(url) => url.starts_with("rediss://"),
            RedisTarget::Cluster(nodes) => nodes.iter().all(|n| n.starts_with("rediss://")),
        }
    }

    /// One client for `url`, with the TLS settings if any.
    fn client(url: &str, tls: &RedisTls) -> Result<redis::Client, StoreError> {
        let invalid = |e: redis::RedisError| StoreError::Backend(format!("invalid Redis URL: {e}"));
        if tls.is_set() {
            if !url.starts_with("rediss://") {
                return Err(StoreError::Backend(
                    "a Redis CA or client certificate needs a rediss:// (or rediss+cluster://) \
                     URL"
                    .into(),
                ));
            }
            redis::Client::build_with_tls(url, tls.certificates()).map_err(invalid)
        } else {
            redis::Client::open(url).map_err(invalid)
        }
    }

    /// One client per URL, for the store's dedicated subscription connection.
    pub(super) fn clients(&self, tls: &RedisTls) -> Result<Vec<redis::Client>, StoreError> {
        let urls: &[String] = match self {
            RedisTarget::Single(url) => std::slice::from_ref(url),
            RedisTarget::Cluster(nodes) => nodes,
        };
        urls.iter()
            .map(|url| RedisTarget::client(url, tls))
            .collect()
    }

    /// A connection that connects lazily and reconnects by itself. For a cluster, must be
    /// called inside a Tokio runtime.
    pub(super) fn connect(&self, tls: &RedisTls) -> Result<RedisConnection, StoreError> {
        let backend = |e: redis::RedisError| StoreError::Backend(e.to_string());
        match self {
            RedisTarget::Single(url) => {
                let client = RedisTarget::client(url, tls)?;
                let config = ConnectionManagerConfig::new()
                    .set_connection_timeout(Some(CONNECT_TIMEOUT))
                    .set_response_timeout(Some(RESPONSE_TIMEOUT))
                    .set_number_of_retries(1)
                    .set_min_delay(Duration::from_millis(50))
                    .set_max_delay(Duration::from_millis(500));
                let conn =
                    ConnectionManager::new_lazy_with_config(client, config).map_err(backend)?;
                Ok(RedisConnection::Single(conn))
            }
            RedisTarget::Cluster(nodes) => {
                if tokio::runtime::Handle::try_current().is_err() {
                    return Err(StoreError::Backend(
                        "a Redis Cluster store must be opened inside a Tokio runtime".into(),
                    ));
                }
                let mut builder = ClusterClient::builder(nodes.iter().map(String::as_str))
                    .retries(3)
                    .min_retry_wait(20)
                    .max_retry_wait(500);
                if tls.is_set() {
                    if !self.is_tls() {
                        return Err(StoreError::Backend(
                            "a Redis CA or client certificate needs a rediss+cluster:// URL".into(),
                        ));
                    }
                    builder = builder.certs(tls.certificates());
                }
                let client = builder.build().map_err(backend)?;
                let config = ClusterConfig::new()
                    .set_connection_timeout(CONNECT_TIMEOUT)
                    .set_response_timeout(RESPONSE_TIMEOUT);
                let conn = client.get_pending_async_connection_with_config(config);
                Ok(RedisConnection::Cluster(conn))
            }
        }
    }
}

/// A connection to one Redis server or to a Redis Cluster. Cheap to clone: clones share the
/// underlying connections.
#[derive(Clone)]
pub enum RedisConnection {
    /// One server, through an auto-reconnecting multiplexed connection.
    Single(ConnectionManager),
    /// A cluster: commands are routed by their keys' slot (all keys of a game share one slot
    /// through the `{<game id>}` hash tag).
    Cluster(ClusterConnection),
}

impl ConnectionLike for RedisConnection {
    fn req_packed_command<'a>(&'a mut self, cmd: &'a Cmd) -> RedisFuture<'a, Value> {
        match self {
            RedisConnection::Single(conn) => conn.req_packed_command(cmd),
            RedisConnection::Cluster(conn) => conn.req_packed_command(cmd),
        }
    }

    fn req_packed_commands<'a>(
        &'a mut self,
        pipeline: &'a Pipeline,
        offset: usize,
        count: usize,
    ) -> RedisFuture<'a, Vec<Value>> {
        match self {
            RedisConnection::Single(conn) => conn.req_packed_commands(pipeline, offset, count),
            RedisConnection::Cluster(conn) => conn.req_packed_commands(pipeline, offset, count),
        }
    }

    fn get_db(&self) -> i64 {
        match self {
            RedisConnection::Single(conn) => conn.get_db(),
            RedisConnection::Cluster(conn) => conn.get_db(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_urls_pass_through() {
        assert_eq!(
            RedisTarget::parse("redis://127.0.0.1:6379/0").unwrap(),
            RedisTarget::Single("redis://127.0.0.1:6379/0".into())
        );
        assert!(RedisTarget::parse("http://example.com").is_err());
        assert!(RedisTarget::parse("not a url").is_err());
    }

    #[test]
    fn cluster_urls_list_their_nodes() {
        assert_eq!(
            RedisTarget::parse("redis+cluster://10.0.0.1:7000,10.0.0.2:7001/").unwrap(),
            RedisTarget::Cluster(vec![
                "redis://10.0.0.1:7000/".into(),
                "redis://10.0.0.2:7001/".into()
            ])
        );
        assert_eq!(
            RedisTarget::parse("redis+cluster://user:s%40cret@a:1,b:2").unwrap(),
            RedisTarget::Cluster(vec![
                "redis://user:s%40cret@a:1/".into(),
                "redis://user:s%40cret@b:2/".into()
            ])
        );
    }

    #[test]
    fn tls_cluster_urls_list_tls_nodes() {
        let target = RedisTarget::parse("rediss+cluster://u:p@a:1,b:2").unwrap();
        assert_eq!(
            target,
            RedisTarget::Cluster(vec!["rediss://u:p@a:1/".into(), "rediss://u:p@b:2/".into()])
        );
        assert!(target.is_tls());
        assert!(RedisTarget::parse("rediss://a:1").unwrap().is_tls());
        assert!(!RedisTarget::parse("redis://a:1").unwrap().is_tls());
        assert!(
            RedisTarget::parse("rediss+cluster://a:1/0")
                .unwrap_err()
                .to_string()
                .contains("rediss+cluster://")
        );
        let tls = RedisTls {
            ca: Some(b"not used before connecting".to_vec()),
            client: None,
        };
        let plain = RedisTarget::parse("redis://a:1").unwrap();
        assert!(
            plain
                .clients(&tls)
                .unwrap_err()
                .to_string()
                .contains("rediss://")
        );
    }

    #[test]
    fn bad_cluster_urls_say_what_is_wrong() {
        let message = |url: &str| RedisTarget::parse(url).unwrap_err().to_string();
        assert!(message("redis+cluster://").contains("empty"));
        assert!(message("redis+cluster://a:1,,b:2").contains("node 2"));
        assert!(message("redis+cluster://a:1,b").contains("needs a port"));
        assert!(message("redis+cluster://a:0").contains("needs a port"));
        assert!(message("redis+cluster://a:1/0").contains("database"));
    }

    #[test]
    fn debug_hides_passwords() {
        let target = RedisTarget::parse("redis+cluster://u:secret@a:1,b:2").unwrap();
        assert!(!format!("{target:?}").contains("secret"));
        let target = RedisTarget::parse("redis://u:secret@a:1").unwrap();
        assert!(!format!("{target:?}").contains("secret"));
    }
}
