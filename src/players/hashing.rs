//! Password hashing under a memory budget.
//!
//! One Argon2id hash holds its cost's memory (19 MiB by default) for as long as it runs. Left
//! to itself, a burst of sign-ups or sign-ins runs as many hashes at once as Tokio has
//! blocking threads (512), each allocating its own memory: a burst of 64 `CreateAccount` calls
//! took a replica from 116 MB to 1.2 GB of RSS, and the allocator kept it. Here:
//!
//! - every hash and verification holds one of [`Hashing::permits`] permits, sized from a
//!   memory budget (`budget / memory per hash`, at least 1);
//! - a call that gets no permit within [`HashingOptions::wait`] is refused with
//!   `RESOURCE_EXHAUSTED` `BUSY` and a `RetryInfo` (nothing is hashed);
//! - the Argon2 memory comes from a pool of at most `permits` buffers, reused from one hash
//!   to the next (`Argon2::hash_password_into_with_memory`), so the memory the hashes use is
//!   bounded by the budget and is not allocated and freed per call;
//! - once hashing has been idle for [`IDLE_RELEASE`], the pooled buffers are let go and the
//!   allocator gives their memory back to the system (large allocations are mapped on their
//!   own, see `map_large_allocations`), so that a burst's memory does not stay with the
//!   process.
//!
//! The PHC strings written and read are the `argon2` crate's own (`$argon2id$v=19$m=…`), so
//! hashes made before (or by [`hash_password`]) verify here and back.

use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::{Duration, Instant};

use argon2::password_hash::{Output, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use tokio::sync::Semaphore;

use crate::session::ServiceError;

/// The Argon2id cost of one password hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PasswordCost {
    /// Memory, in KiB.
    pub memory_kib: u32,
    /// Passes over the memory.
    pub iterations: u32,
    /// Lanes.
    pub parallelism: u32,
}

impl PasswordCost {
    /// The production cost: 19 MiB, 2 passes, 1 lane (the OWASP recommendation for
    /// Argon2id); see `docs/players.md` for its time per hash.
    pub const DEFAULT: PasswordCost = PasswordCost {
        memory_kib: 19 * 1024,
        iterations: 2,
        parallelism: 1,
    };

    /// The cheapest cost Argon2 allows, for tests only.
    pub const TEST: PasswordCost = PasswordCost {
        memory_kib: 8,
        iterations: 1,
        parallelism: 1,
    };

    fn hasher(self) -> Result<Argon2<'static>, ServiceError> {
        let params = Params::new(self.memory_kib, self.iterations, self.parallelism, None)
            .map_err(|e| ServiceError::Internal(format!("argon2 parameters: {e}")))?;
        Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
    }
}

/// Hashes `password` with Argon2id at `cost` into a PHC string (in the calling thread).
///
/// # Errors
/// `INTERNAL` when the random source or Argon2 fails.
pub fn hash_password(cost: PasswordCost, password: &str) -> Result<String, ServiceError> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| ServiceError::Internal(format!("random: {e}")))?;
    let salt =
        SaltString::encode_b64(&salt).map_err(|e| ServiceError::Internal(format!("salt: {e}")))?;
    cost.hasher()?
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| ServiceError::Internal(format!("argon2: {e}")))
}

/// Whether `password` matches the PHC string `stored` (the comparison is constant-time), in
/// the calling thread and outside the hashing budget (the service verifies with
/// [`Hashing::verify`]).
#[must_use]
pub fn verify_password(stored: &str, password: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    // The parameters come from the stored string; the hasher's own are not used.
    Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok()
}

/// The default memory budget of password hashing: a quarter of a 1 GiB container, 13 hashes
/// at once at the default cost of 19 MiB.
pub const DEFAULT_BUDGET_BYTES: u64 = 256 * 1024 * 1024;

/// The default longest wait for a permit before a call is refused `BUSY`.
pub const DEFAULT_WAIT: Duration = Duration::from_secs(2);

/// How long hashing must be idle (nothing hashed, nothing running) before its pooled buffers
/// are let go.
pub const IDLE_RELEASE: Duration = Duration::from_secs(30);

/// Tunables of [`Hashing`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HashingOptions {
    /// Memory the hashes running at once may hold, in bytes.
    pub budget_bytes: u64,
    /// How long a call waits for a permit before it is refused.
    pub wait: Duration,
}

impl Default for HashingOptions {
    fn default() -> Self {
        HashingOptions {
            budget_bytes: DEFAULT_BUDGET_BYTES,
            wait: DEFAULT_WAIT,
        }
    }
}

/// The most hashes that run at once, whatever the budget (a tiny test cost would allow
/// millions).
pub const MAX_PERMITS: usize = 1024;

/// Hashes running at once that `budget_bytes` holds at `cost` (at least 1).
#[must_use]
pub fn permits_for(cost: PasswordCost, budget_bytes: u64) -> usize {
    let per_hash = u64::from(cost.memory_kib.max(1)) * 1024;
    usize::try_from(budget_bytes / per_hash)
        .unwrap_or(usize::MAX)
        .clamp(1, MAX_PERMITS)
}

/// Password hashing and verification under a memory budget; see the module documentation.
#[derive(Clone)]
pub struct Hashing {
    cost: PasswordCost,
    permits: usize,
    wait: Duration,
    slots: Arc<Semaphore>,
    /// Argon2 memory of hashes that ended, for the next ones (at most `permits`).
    buffers: Arc<Mutex<Vec<Vec<Block>>>>,
    /// The blocks of one hash at `cost`: a buffer at most this long is kept for reuse.
    kept_blocks: usize,
    /// When a hash last started or ended.
    last_used: Arc<Mutex<Instant>>,
}

debug_fields!(Hashing {
    cost,
    permits,
    wait
});

impl Hashing {
    /// Hashing at `cost` within `options`' budget.
    ///
    /// # Errors
    /// `INTERNAL` when the cost is not a valid Argon2 cost.
    pub fn new(cost: PasswordCost, options: HashingOptions) -> Result<Hashing, ServiceError> {
        map_large_allocations();
        let permits = permits_for(cost, options.budget_bytes);
        let hashing = Hashing {
            cost,
            permits,
            wait: options.wait,
            slots: Arc::new(Semaphore::new(permits)),
            buffers: Arc::new(Mutex::new(Vec::new())),
            kept_blocks: params(cost)?.block_count(),
            last_used: Arc::new(Mutex::new(Instant::now())),
        };
        hashing.spawn_release();
        Ok(hashing)
    }

    /// Lets the pooled buffers go every time hashing has been idle for [`IDLE_RELEASE`], in a
    /// task that ends with the last clone of this [`Hashing`] (none outside a Tokio runtime).
    fn spawn_release(&self) {
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let weak: Weak<Mutex<Vec<Vec<Block>>>> = Arc::downgrade(&self.buffers);
        let slots = Arc::clone(&self.slots);
        let last_used = Arc::clone(&self.last_used);
        let permits = self.permits;
        runtime.spawn(async move {
            let mut tick = tokio::time::interval(IDLE_RELEASE / 3);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let Some(buffers) = weak.upgrade() else {
                    return;
                };
                release_idle(&buffers, &slots, permits, &last_used, IDLE_RELEASE);
            }
        });
    }

    /// Lets the pooled buffers go now if nothing has been hashed for `idle` and nothing is
    /// running (what the background task does every [`IDLE_RELEASE`]); the buffers let go.
    pub fn release_idle(&self, idle: Duration) -> usize {
        release_idle(
            &self.buffers,
            &self.slots,
            self.permits,
            &self.last_used,
            idle,
        )
    }

    /// Hashes that may run at once.
    #[must_use]
    pub fn permits(&self) -> usize {
        self.permits
    }

    /// Argon2 buffers kept for reuse now (at most [`Hashing::permits`]).
    #[must_use]
    pub fn pooled(&self) -> usize {
        self.buffers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    /// Hashes `password` into a PHC string, with a fresh random salt.
    ///
    /// # Errors
    /// `BUSY` when no permit came within the wait; `INTERNAL` when Argon2 or the random
    /// source fails.
    pub async fn hash(&self, password: &str) -> Result<String, ServiceError> {
        let cost = self.cost;
        let password = password.to_owned();
        self.run(move |memory| hash_with(cost, &password, memory))
            .await?
    }

    /// Whether `password` matches the PHC string `stored` (constant-time comparison of the
    /// outputs). A string that does not parse matches nothing.
    ///
    /// # Errors
    /// `BUSY` when no permit came within the wait; `INTERNAL` when the task fails.
    pub async fn verify(&self, stored: &str, password: &str) -> Result<bool, ServiceError> {
        let stored = stored.to_owned();
        let password = password.to_owned();
        self.run(move |memory| verify_with(&stored, &password, memory))
            .await
    }

    /// Runs `f` in a blocking thread with a permit and a pooled buffer.
    async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Vec<Block>) -> T + Send + 'static,
    ) -> Result<T, ServiceError> {
        let permit = tokio::time::timeout(self.wait, Arc::clone(&self.slots).acquire_owned())
            .await
            .map_err(|_| ServiceError::Busy {
                retry_after_ms: u64::try_from(self.wait.as_millis())
                    .unwrap_or(u64::MAX)
                    .max(1),
            })?
            .map_err(|_| ServiceError::Internal("password hashing closed".into()))?;
        let buffers = Arc::clone(&self.buffers);
        let kept_blocks = self.kept_blocks;
        let last_used = Arc::clone(&self.last_used);
        *last_used.lock().unwrap_or_else(PoisonError::into_inner) = Instant::now();
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            let mut memory = buffers
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .pop()
                .unwrap_or_default();
            let out = f(&mut memory);
            // A buffer grown past one hash at the configured cost (an old hash of a higher
            // cost) is let go; the others serve the next hash.
            if memory.len() <= kept_blocks {
                buffers
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .push(memory);
            }
            *last_used.lock().unwrap_or_else(PoisonError::into_inner) = Instant::now();
            out
        })
        .await
        .map_err(|e| ServiceError::Internal(format!("password hashing task: {e}")))
    }
}

fn release_idle(
    buffers: &Mutex<Vec<Vec<Block>>>,
    slots: &Semaphore,
    permits: usize,
    last_used: &Mutex<Instant>,
    idle: Duration,
) -> usize {
    let quiet = last_used
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .elapsed()
        >= idle;
    if !quiet || slots.available_permits() < permits {
        return 0;
    }
    let released = std::mem::take(&mut *buffers.lock().unwrap_or_else(PoisonError::into_inner));
    let count = released.len();
    drop(released);
    if count > 0 {
        give_back_free_memory();
    }
    count
}

/// Has the allocator map every allocation of 1 MiB or more on its own and unmap it when it
/// is freed (glibc's `M_MMAP_THRESHOLD`; set, it no longer rises by itself): glibc otherwise
/// raises the threshold past a freed 19 MiB buffer, and keeps the next ones in its per-thread
/// arenas, where freeing them returns nothing to the system. Once per process.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn map_large_allocations() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: `mallopt` only changes a tunable of the allocator; it takes no pointer.
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 1024 * 1024);
        }
    });
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn map_large_allocations() {}

/// Asks the allocator to return the free memory it holds to the system.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn give_back_free_memory() {
    // SAFETY: `malloc_trim` only walks and trims the allocator's own free lists; it takes no
    // pointer and is safe to call from any thread at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn give_back_free_memory() {}

fn params(cost: PasswordCost) -> Result<Params, ServiceError> {
    Params::new(cost.memory_kib, cost.iterations, cost.parallelism, None)
        .map_err(|e| ServiceError::Internal(format!("argon2 parameters: {e}")))
}

/// `memory` with at least `blocks` blocks.
fn at_least(memory: &mut Vec<Block>, blocks: usize) -> &mut [Block] {
    if memory.len() < blocks {
        memory.resize(blocks, Block::default());
    }
    &mut memory[..blocks]
}

fn hash_with(
    cost: PasswordCost,
    password: &str,
    memory: &mut Vec<Block>,
) -> Result<String, ServiceError> {
    let argon = |e: argon2::Error| ServiceError::Internal(format!("argon2: {e}"));
    let phc = |e: argon2::password_hash::Error| ServiceError::Internal(format!("argon2: {e}"));
    let params = params(cost)?;
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| ServiceError::Internal(format!("random: {e}")))?;
    let salt_string = SaltString::encode_b64(&salt).map_err(phc)?;
    let hasher = Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone());
    let blocks = params.block_count();
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    hasher
        .hash_password_into_with_memory(
            password.as_bytes(),
            &salt,
            &mut out,
            at_least(memory, blocks),
        )
        .map_err(argon)?;
    let hash = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: (&params).try_into().map_err(phc)?,
        salt: Some(salt_string.as_salt()),
        hash: Some(Output::new(&out).map_err(phc)?),
    };
    Ok(hash.to_string())
}

fn verify_with(stored: &str, password: &str, memory: &mut Vec<Block>) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else {
        return false;
    };
    let (Ok(algorithm), Ok(params)) = (
        Algorithm::try_from(parsed.algorithm),
        Params::try_from(&parsed),
    ) else {
        return false;
    };
    let version = match parsed.version.map(Version::try_from).transpose() {
        Ok(version) => version.unwrap_or_default(),
        Err(_) => return false,
    };
    let mut salt_bytes = [0u8; 64];
    let Ok(salt) = salt.decode_b64(&mut salt_bytes) else {
        return false;
    };
    let blocks = params.block_count();
    let hasher = Argon2::new(algorithm, version, params);
    let computed = Output::init_with(expected.len(), |out| {
        hasher
            .hash_password_into_with_memory(
                password.as_bytes(),
                salt,
                out,
                at_least(memory, blocks),
            )
            .map_err(|_| argon2::password_hash::Error::Password)
    });
    // `Output`'s equality is constant-time.
    computed.is_ok_and(|computed| computed == expected)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hashing(permits: u64, wait: Duration) -> Hashing {
        let cost = PasswordCost::TEST;
        Hashing::new(
            cost,
            HashingOptions {
                budget_bytes: permits * u64::from(cost.memory_kib) * 1024,
                wait,
            },
        )
        .unwrap()
    }

    #[test]
    fn permits_follow_the_budget() {
        assert_eq!(permits_for(PasswordCost::DEFAULT, DEFAULT_BUDGET_BYTES), 13);
        assert_eq!(permits_for(PasswordCost::DEFAULT, 0), 1);
        assert_eq!(permits_for(PasswordCost::DEFAULT, 1024 * 1024 * 1024), 53);
    }

    #[tokio::test]
    async fn hashes_verify_both_ways_with_the_crates_own() {
        let h = hashing(2, DEFAULT_WAIT);
        let ours = h.hash("correct horse").await.unwrap();
        assert!(ours.starts_with("$argon2id$v=19$m=8,t=1,p=1$"), "{ours}");
        assert!(!ours.contains("correct horse"));
        assert!(h.verify(&ours, "correct horse").await.unwrap());
        assert!(!h.verify(&ours, "correct horsf").await.unwrap());
        assert!(!h.verify("not a phc string", "correct horse").await.unwrap());
        assert!(!h.verify("!", "correct horse").await.unwrap());
        let theirs = super::hash_password(PasswordCost::TEST, "correct horse").unwrap();
        assert!(h.verify(&theirs, "correct horse").await.unwrap());
        assert!(!h.verify(&theirs, "correct horsf").await.unwrap());
        // A hash of a higher cost verifies too; its larger buffer is not kept.
        let dearer = super::hash_password(
            PasswordCost {
                memory_kib: 64,
                iterations: 1,
                parallelism: 1,
            },
            "pw-pw-pw-pw",
        )
        .unwrap();
        assert!(h.verify(&dearer, "pw-pw-pw-pw").await.unwrap());
        assert!(h.pooled() <= h.permits());
    }

    #[tokio::test]
    async fn a_call_without_a_permit_is_told_to_retry() {
        let h = hashing(1, Duration::from_millis(50));
        let held = Arc::clone(&h.slots).acquire_owned().await.unwrap();
        let e = h.hash("correct horse").await.unwrap_err();
        assert!(
            matches!(e, ServiceError::Busy { retry_after_ms } if retry_after_ms >= 50),
            "{e:?}"
        );
        drop(held);
        assert!(h.hash("correct horse").await.is_ok());
    }

    #[tokio::test]
    async fn buffers_are_reused_and_bounded_by_the_permits() {
        let h = hashing(3, Duration::from_secs(60));
        let mut calls = Vec::new();
        for i in 0..24 {
            let h = h.clone();
            calls.push(tokio::spawn(async move {
                h.hash(&format!("password {i}")).await
            }));
        }
        for call in calls {
            assert!(call.await.unwrap().is_ok());
        }
        assert!(
            (1..=3).contains(&h.pooled()),
            "{} buffers for 3 permits",
            h.pooled()
        );
        assert_eq!(h.release_idle(Duration::from_secs(3600)), 0, "not idle yet");
        assert!(h.release_idle(Duration::ZERO) >= 1);
        assert_eq!(h.pooled(), 0);
        assert!(h.hash("after the release").await.is_ok());
    }
}
