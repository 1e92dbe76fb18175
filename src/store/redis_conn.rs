//! Where the Redis store lives: one server or a Redis Cluster, parsed from `--redis-url`, and
//! the one connection type that talks to either.

use std::time::Duration;

use redis::aio::{ConnectionLike, ConnectionManager, ConnectionManagerConfig};
use redis::cluster::{ClusterClient, ClusterConfig};
use redis::cluster_async::ClusterConnection;
use redis::{Cmd, Pipeline, RedisFuture, Value};

use super::StoreError;

/// The URL scheme that selects a Redis Cluster.
pub const CLUSTER_SCHEME: &str = "redis+cluster://";

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
    /// `redis://` URL per seed node.
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
    /// Parses a Redis URL; `redis+cluster://` selects a cluster.
    ///
    /// # Errors
    /// The URL is not valid; the message says what is wrong.
    pub fn parse(url: &str) -> Result<RedisTarget, StoreError> {
        let invalid = |why: String| StoreError::Backend(format!("invalid Redis URL: {why}"));
        let Some(rest) = url.strip_prefix(CLUSTER_SCHEME) else {
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
                "{CLUSTER_SCHEME} takes only host:port pairs separated by commas \
                 (a cluster has no database number or options), got {hosts:?}"
            )));
        }
        let mut nodes = Vec::new();
        for (index, host) in hosts.split(',').enumerate() {
            let host = host.trim();
            if host.is_empty() {
                return Err(invalid(format!(
                    "node {} of {CLUSTER_SCHEME}{hosts} is empty; expected host:port",
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
                Some(credentials) => format!("redis://{credentials}@{host}/"),
                None => format!("redis://{host}/"),
            };
            redis::Client::open(node.as_str())
                .map_err(|e| invalid(format!("cluster node {host:?}: {e}")))?;
            nodes.push(node);
        }
        Ok(RedisTarget::Cluster(nodes))
    }

    /// One client per URL, for the store's dedicated subscription connection.
    pub(super) fn clients(&self) -> Result<Vec<redis::Client>, StoreError> {
        let urls: &[String] = match self {
            RedisTarget::Single(url) => std::slice::from_ref(url),
            RedisTarget::Cluster(nodes) => nodes,
        };
        urls.iter()
            .map(|url| {
                redis::Client::open(url.as_str())
                    .map_err(|e| StoreError::Backend(format!("invalid Redis URL: {e}")))
            })
            .collect()
    }

    /// A connection that connects lazily and reconnects by itself. For a cluster, must be
    /// called inside a Tokio runtime.
    pub(super) fn connect(&self) -> Result<RedisConnection, StoreError> {
        let backend = |e: redis::RedisError| StoreError::Backend(e.to_string());
        match self {
            RedisTarget::Single(url) => {
                let client = redis::Client::open(url.as_str())
                    .map_err(|e| StoreError::Backend(format!("invalid Redis URL: {e}")))?;
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
                let client = ClusterClient::builder(nodes.iter().map(String::as_str))
                    .retries(3)
                    .min_retry_wait(20)
                    .max_retry_wait(500)
                    .build()
                    .map_err(backend)?;
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
