//! The analysis pool: the CPU the analyses of one replica may use, and who may start one.
//!
//! - **Bounded CPU.** At most [`PoolOptions::workers`] searches run at once (each on a thread
//!   of tokio's blocking pool, holding one of as many permits); up to [`PoolOptions::queue`]
//!   more wait for a permit. A call that finds every running place and every queued place
//!   taken is refused at once, before anything is read or searched: `RESOURCE_EXHAUSTED`,
//!   `ANALYSIS_BUSY`, with a `RetryInfo` of the time the queue ahead would take.
//! - **Rate.** Each caller (a signed-in player, else an address; IPv6 by its /64) may start
//!   [`PoolOptions::per_minute`] analyses a minute, [`PoolOptions::burst`] at once:
//!   `RESOURCE_EXHAUSTED`, `ANALYSIS_RATE_LIMITED`, with a `RetryInfo`.

use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use governor::clock::{Clock as _, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::session::ServiceError;

/// How the pool is sized.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolOptions {
    /// Searches running at once (threads busy searching).
    pub workers: usize,
    /// Searches waiting for a worker; beyond, calls are refused.
    pub queue: usize,
    /// Analyses one caller may start per minute (sustained); 0: no limit.
    pub per_minute: u32,
    /// Analyses one caller may start at once (0: the same as `per_minute`).
    pub burst: u32,
}

impl PoolOptions {
    /// Half the cores (at least one) searching, twice as many queued, 30 analyses a minute
    /// per caller, 10 at once (the binary's defaults).
    #[must_use]
    pub fn for_cores(cores: usize) -> PoolOptions {
        let workers = (cores / 2).max(1);
        PoolOptions {
            workers,
            queue: 2 * workers,
            per_minute: 30,
            burst: 10,
        }
    }
}

impl Default for PoolOptions {
    /// [`PoolOptions::for_cores`] of this machine.
    fn default() -> Self {
        PoolOptions::for_cores(std::thread::available_parallelism().map_or(2, usize::from))
    }
}

struct Inner {
    options: PoolOptions,
    permits: Arc<Semaphore>,
    /// Searches running or queued.
    admitted: AtomicUsize,
    /// Searches running.
    running: AtomicUsize,
    /// The most searches that ever ran at once.
    peak: AtomicUsize,
    limiter: Option<DefaultKeyedRateLimiter<String>>,
    /// The time a search is expected to take (its budget), for the refusals' `RetryInfo`.
    typical: Duration,
}

/// The pool; clones share it.
#[derive(Clone)]
pub struct AnalysisPool(Arc<Inner>);

impl std::fmt::Debug for AnalysisPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnalysisPool")
            .field("options", &self.0.options)
            .field("admitted", &self.0.admitted.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

/// A place in the pool (running or queued), given back when dropped.
#[derive(Debug)]
pub struct Ticket(AnalysisPool);

impl Drop for Ticket {
    fn drop(&mut self) {
        self.0.0.admitted.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Counts a running search while it lives.
struct Running(Arc<Inner>, #[allow(dead_code)] OwnedSemaphorePermit);

impl Drop for Running {
    fn drop(&mut self) {
        self.0.running.fetch_sub(1, Ordering::AcqRel);
    }
}

impl AnalysisPool {
    /// A pool sized by `options`; `typical` is the time one search is expected to take.
    #[must_use]
    pub fn new(options: PoolOptions, typical: Duration) -> AnalysisPool {
        let options = PoolOptions {
            workers: options.workers.max(1),
            ..options
        };
        let limiter = NonZeroU32::new(options.per_minute).map(|rate| {
            let burst = NonZeroU32::new(options.burst).unwrap_or(rate);
            RateLimiter::keyed(Quota::per_minute(rate).allow_burst(burst))
        });
        AnalysisPool(Arc::new(Inner {
            options,
            permits: Arc::new(Semaphore::new(options.workers)),
            admitted: AtomicUsize::new(0),
            running: AtomicUsize::new(0),
            peak: AtomicUsize::new(0),
            limiter,
            typical,
        }))
    }

    /// The options.
    #[must_use]
    pub fn options(&self) -> PoolOptions {
        self.0.options
    }

    /// Searches running now.
    #[must_use]
    pub fn running(&self) -> usize {
        self.0.running.load(Ordering::Acquire)
    }

    /// The most searches that ran at once since the pool was made.
    #[must_use]
    pub fn peak(&self) -> usize {
        self.0.peak.load(Ordering::Acquire)
    }

    /// Counts one start against `caller`'s rate.
    ///
    /// # Errors
    /// `ANALYSIS_RATE_LIMITED`, with when to try again.
    pub fn check_rate(&self, caller: &str) -> Result<(), ServiceError> {
        let Some(limiter) = &self.0.limiter else {
            return Ok(());
        };
        limiter.check_key(&caller.to_owned()).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            ServiceError::AnalysingTooFast {
                retry_after_ms: u64::try_from(wait.as_millis()).unwrap_or(u64::MAX).max(1),
            }
        })
    }

    /// A place in the pool: at once, or `ANALYSIS_BUSY` when every place is taken.
    ///
    /// # Errors
    /// `ANALYSIS_BUSY`, with when a place is likely to be free.
    pub fn admit(&self) -> Result<Ticket, ServiceError> {
        let inner = &self.0;
        let capacity = inner.options.workers + inner.options.queue;
        let taken = inner
            .admitted
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < capacity).then_some(n + 1)
            });
        match taken {
            Ok(_) => Ok(Ticket(self.clone())),
            Err(n) => {
                // Every queued search ahead runs once a worker is free.
                let rounds = n.div_ceil(inner.options.workers).max(1);
                let wait = inner
                    .typical
                    .saturating_mul(u32::try_from(rounds).unwrap_or(u32::MAX));
                Err(ServiceError::AnalysisBusy {
                    retry_after_ms: u64::try_from(wait.as_millis()).unwrap_or(u64::MAX).max(100),
                })
            }
        }
    }

    /// Runs `job` on a worker once one is free (waiting in the queue until then), keeping
    /// `ticket`'s place until it ends.
    ///
    /// # Errors
    /// `INTERNAL` when the job panicked.
    pub async fn run<T: Send + 'static>(
        &self,
        ticket: Ticket,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ServiceError> {
        let permit = Arc::clone(&self.0.permits)
            .acquire_owned()
            .await
            .map_err(|_| ServiceError::Internal("the analysis pool is closed".into()))?;
        let inner = Arc::clone(&self.0);
        let now = inner.running.fetch_add(1, Ordering::AcqRel) + 1;
        inner.peak.fetch_max(now, Ordering::AcqRel);
        let running = Running(inner, permit);
        tokio::task::spawn_blocking(move || {
            let _running = running;
            let _ticket = ticket;
            job()
        })
        .await
        .map_err(|e| ServiceError::Internal(format!("an analysis failed: {e}")))
    }

    /// Forgets callers whose rate has fully replenished (call now and then).
    pub fn sweep(&self) {
        if let Some(limiter) = &self.0.limiter {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn places_run_and_queue_and_the_rest_are_refused() {
        let pool = AnalysisPool::new(
            PoolOptions {
                workers: 1,
                queue: 1,
                per_minute: 0,
                burst: 0,
            },
            Duration::from_millis(500),
        );
        let (a, b) = (pool.admit().unwrap(), pool.admit().unwrap());
        let refused = pool.admit().unwrap_err();
        assert!(
            matches!(refused, ServiceError::AnalysisBusy { retry_after_ms } if retry_after_ms >= 500),
            "{refused:?}"
        );
        let (first, second) = tokio::join!(
            pool.run(a, || std::thread::sleep(Duration::from_millis(50))),
            pool.run(b, || std::thread::sleep(Duration::from_millis(50)))
        );
        first.unwrap();
        second.unwrap();
        assert_eq!((pool.peak(), pool.running()), (1, 0));
        assert!(pool.admit().is_ok(), "places are given back");
    }

    #[test]
    fn a_callers_rate() {
        let pool = AnalysisPool::new(
            PoolOptions {
                workers: 1,
                queue: 1,
                per_minute: 2,
                burst: 2,
            },
            Duration::from_millis(500),
        );
        assert!(pool.check_rate("address 10.0.0.1").is_ok());
        assert!(pool.check_rate("address 10.0.0.1").is_ok());
        assert!(matches!(
            pool.check_rate("address 10.0.0.1"),
            Err(ServiceError::AnalysingTooFast { .. })
        ));
        assert!(pool.check_rate("player 7").is_ok(), "each caller its own");
    }
}
