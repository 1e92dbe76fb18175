//! The accounts' and push notifications' flags of `serve` (see docs/security.md and
//! docs/push.md).

use std::time::Duration;

use clap::Args;

/// The limits of the accounts under abuse; see docs/security.md.
#[derive(Args, Clone, Debug)]
pub struct AccountArgs {
    /// Memory the password hashes running at once may hold, in MiB: at Argon2id's 19 MiB a
    /// hash, the default runs 13 at once (sized for a 1 GiB container).
    #[arg(long, env = "ARBITER_HASHING_MEMORY_MIB", default_value_t = 256,
          value_parser = clap::value_parser!(u64).range(1..=1_048_576))]
    pub hashing_memory_mib: u64,

    /// Milliseconds a sign-in or sign-up waits for a hashing slot before it is refused with
    /// RESOURCE_EXHAUSTED (BUSY) and a RetryInfo.
    #[arg(long, env = "ARBITER_HASHING_WAIT_MS", default_value_t = 2000,
          value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub hashing_wait_ms: u64,

    /// Sign-in attempts per minute from one address (an IPv6 /64), failed or not; 0: no
    /// limit (behind a proxy, where every call comes from the proxy's address).
    #[arg(
        long,
        env = "ARBITER_SIGN_INS_PER_ADDRESS_PER_MIN",
        default_value_t = 30
    )]
    pub sign_ins_per_address_per_min: u32,

    /// Failed sign-ins per minute for one name, from addresses it has not signed in from
    /// recently.
    #[arg(long, env = "ARBITER_SIGN_IN_FAILURES_PER_NAME_PER_MIN", default_value_t = 5,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub sign_in_failures_per_name_per_min: u32,

    /// Failed sign-ins per minute for one name from one address (an IPv6 /64).
    #[arg(long, env = "ARBITER_SIGN_IN_FAILURES_PER_NAME_ADDRESS_PER_MIN", default_value_t = 5,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub sign_in_failures_per_name_address_per_min: u32,

    /// Days an address an account signed in from stays exempt from that name's per-name
    /// limit (0: none is).
    #[arg(long, env = "ARBITER_KNOWN_ADDRESS_DAYS", default_value_t = 30,
          value_parser = clap::value_parser!(u64).range(0..=3650))]
    pub known_address_days: u64,

    /// Accounts created per hour from one address (an IPv6 /64); 0: no limit.
    #[arg(
        long,
        env = "ARBITER_ACCOUNTS_PER_ADDRESS_PER_HOUR",
        default_value_t = 10
    )]
    pub accounts_per_address_per_hour: u32,

    /// Accounts created per minute on one replica in all; 0: no limit.
    #[arg(long, env = "ARBITER_ACCOUNTS_PER_MIN", default_value_t = 60)]
    pub accounts_per_min: u32,

    /// A rated game between two accounts created from one public address (an IPv6 /64)
    /// within this many days of each other is archived unrated; 0: the rule is off.
    #[arg(long, env = "ARBITER_LINKED_ACCOUNTS_DAYS", default_value_t = 7,
          value_parser = clap::value_parser!(u64).range(0..=3650))]
    pub linked_accounts_days: u64,

    /// The key of the keyed hashes the database keeps of client address prefixes (the same
    /// on every replica); without it, one made at random and kept in the database.
    #[arg(
        long,
        env = "ARBITER_ADDRESS_KEY",
        default_value = "",
        hide_default_value = true,
        hide_env_values = true
    )]
    pub address_key: arbiter::players::abuse::Secret,
}

/// Web Push notifications (docs/push.md).
#[derive(clap::Args, Debug, Clone)]
pub struct PushArgs {
    /// The VAPID private key (the 32 bytes of a P-256 key, base64url), the same on every
    /// replica; without it, one made at random on first use and kept in the database.
    #[arg(
        long,
        env = "ARBITER_VAPID_PRIVATE_KEY",
        default_value = "",
        hide_default_value = true,
        hide_env_values = true
    )]
    pub vapid_private_key: arbiter::players::abuse::Secret,

    /// The contact given to push services in every VAPID signature: `mailto:` an address,
    /// or an `https:` URL, of the site's operator (Apple's service refuses a made-up one).
    #[arg(long, env = "ARBITER_PUSH_SUBJECT", default_value = arbiter::players::push::DEFAULT_SUBJECT)]
    pub push_subject: String,

    /// Accept `http://` push endpoints: only for a local push-service stand-in in tests,
    /// never in production (a push service is always https).
    #[arg(
        long,
        env = "ARBITER_PUSH_ALLOW_HTTP",
        default_value_t = false,
        hide = true
    )]
    pub push_allow_http: bool,
}

impl PushArgs {
    /// The push options these arguments ask for.
    ///
    /// # Errors
    /// The VAPID key is not a key, or the subject is neither `mailto:` nor `https:`.
    pub fn push_options(&self) -> Result<arbiter::players::push::PushOptions, String> {
        let text = self.vapid_private_key.reveal();
        let vapid_key = if text.is_empty() {
            None
        } else {
            Some(
                arbiter::players::push::VapidKey::from_text(text)
                    .map_err(|e| format!("--vapid-private-key: {e}"))?,
            )
        };
        if !(self.push_subject.starts_with("mailto:") || self.push_subject.starts_with("https:")) {
            return Err("--push-subject must start with mailto: or https:".to_owned());
        }
        Ok(arbiter::players::push::PushOptions {
            vapid_key,
            subject: self.push_subject.clone(),
            allow_http: self.push_allow_http,
        })
    }
}

impl AccountArgs {
    /// The account options these arguments ask for.
    #[must_use]
    pub fn account_options(&self) -> arbiter::players::accounts::AccountOptions {
        let days = |n: u64| Duration::from_secs(n.saturating_mul(86_400));
        arbiter::players::accounts::AccountOptions {
            sign_ins_per_name_per_min: self.sign_in_failures_per_name_per_min,
            sign_ins_per_address_per_min: self.sign_ins_per_address_per_min,
            sign_in_failures_per_name_address_per_min: self
                .sign_in_failures_per_name_address_per_min,
            known_address_for: days(self.known_address_days),
            accounts_per_address_per_hour: self.accounts_per_address_per_hour,
            accounts_per_min: self.accounts_per_min,
            linked_window: days(self.linked_accounts_days),
            hashing: arbiter::players::hashing::HashingOptions {
                budget_bytes: self.hashing_memory_mib.saturating_mul(1024 * 1024),
                wait: Duration::from_millis(self.hashing_wait_ms),
            },
            address_key: self.address_key.clone(),
            ..arbiter::players::accounts::AccountOptions::default()
        }
    }
}
