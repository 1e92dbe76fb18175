//! Operating the service: health and readiness, metrics, the real binary at its limits, Redis
//! outages, replicas, Redis Cluster and TLS.
//!
//! One test binary for the area: `cargo test --test operations` runs it, and
//! `cargo test --test operations FILE::` one file of it.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod cluster;
mod edge;
mod healthcheck;
mod metrics;
mod operations;
mod outage;
mod readiness;
mod replicas;
mod tls;
