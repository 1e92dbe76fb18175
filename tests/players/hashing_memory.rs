//! The memory of password hashing stays within its budget: the `arbiter` binary, at the
//! production Argon2id cost (19 MiB a hash) and its default budget (256 MiB: 13 hashes at
//! once), takes a burst of 64 concurrent `CreateAccount` calls, then 64 concurrent `SignIn`s
//! for unknown names (each verified against the decoy hash); its resident memory (VmRSS)
//! grows by less than 13 × 19 MiB plus some slack, and once hashing has been idle for 30 s it
//! is back within 64 MiB of where it was. (Without the budget, such a burst took a replica
//! from 116 MB to 1.2 GB, and it stayed there.)

use crate::common;

use std::time::Duration;

use arbiter::players::service::accounts_pb::accounts_service_client::AccountsServiceClient;
use arbiter::players::service::accounts_pb::{CreateAccountRequest, SignInRequest};
use common::binary::ServerProcess;

const MIB: u64 = 1024 * 1024;

/// The resident memory of process `pid`, in bytes.
fn rss(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("/proc status");
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| {
            rest.trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<u64>()
                .ok()
        })
        .expect("a VmRSS line")
        * 1024
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_sign_ups_and_sign_ins_stays_within_the_hashing_budget() {
    let server = ServerProcess::start(&[
        ("ARBITER_HASHING_MEMORY_MIB", "256"),
        // Every call waits for its turn here: the test measures memory, not refusals.
        ("ARBITER_HASHING_WAIT_MS", "600000"),
        ("ARBITER_SIGN_INS_PER_ADDRESS_PER_MIN", "100000"),
    ])
    .await;
    let pid = server.pid();
    let channel = server.channel().await;
    let mut accounts = AccountsServiceClient::new(channel.clone());
    // The database, the runtime and one hash's memory in place before the measure.
    accounts
        .create_account(CreateAccountRequest {
            name: "warmup".into(),
            password: "correct horse battery".into(),
            bot: false,
        })
        .await
        .expect("create");
    tokio::time::sleep(Duration::from_millis(500)).await;
    let before = rss(pid);

    let mut calls = Vec::new();
    for i in 0..64 {
        let mut accounts = AccountsServiceClient::new(channel.clone());
        calls.push(tokio::spawn(async move {
            accounts
                .create_account(CreateAccountRequest {
                    name: format!("burst{i}"),
                    password: "correct horse battery".into(),
                    bot: false,
                })
                .await
                .map(|_| ())
        }));
    }
    for call in calls {
        call.await.expect("task").expect("CreateAccount");
    }
    let after_sign_ups = rss(pid);

    let mut calls = Vec::new();
    for i in 0..64 {
        let mut accounts = AccountsServiceClient::new(channel.clone());
        calls.push(tokio::spawn(async move {
            accounts
                .sign_in(SignInRequest {
                    name: format!("nobody{i}"),
                    password: "correct horse battery".into(),
                })
                .await
        }));
    }
    for call in calls {
        let e = call.await.expect("task").expect_err("no such account");
        assert_eq!(e.code(), tonic::Code::Unauthenticated, "{e:?}");
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = rss(pid);

    let bound = 13 * 19 * MIB + 64 * MIB;
    println!(
        "VmRSS: {} MiB before, {} MiB after 64 sign-ups, {} MiB after 64 more sign-ins \
         (growth {} MiB; bound {} MiB)",
        before / MIB,
        after_sign_ups / MIB,
        after / MIB,
        after.saturating_sub(before) / MIB,
        bound / MIB
    );
    assert!(
        after_sign_ups.saturating_sub(before) < bound,
        "sign-ups: {before} -> {after_sign_ups}"
    );
    assert!(after.saturating_sub(before) < bound, "{before} -> {after}");

    // Once hashing has been idle for 30 s, the buffers are let go and the memory returned.
    let idle = std::time::Instant::now();
    let mut released = after;
    while idle.elapsed() < Duration::from_secs(120) {
        tokio::time::sleep(Duration::from_secs(1)).await;
        released = rss(pid);
        if released < before + 64 * MIB {
            break;
        }
    }
    println!(
        "VmRSS: {} MiB {:.0} s after the burst",
        released / MIB,
        idle.elapsed().as_secs_f64()
    );
    assert!(released < before + 64 * MIB, "idle: {before} -> {released}");
}
