//! Backoff schedules: the default full-jitter exponential one, and any backon builder.

use backon::BackoffBuilder;
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// One logical call's schedule of delays between attempts.
pub(crate) type Schedule = Box<dyn Iterator<Item = Duration> + Send + Sync>;

/// Makes a fresh schedule for each logical call that fails (never on the happy path).
pub(crate) trait MakeSchedule: Send + Sync + 'static {
    fn make(&self) -> Schedule;
}

pub(crate) struct FromBuilder<B>(pub B);

impl<B> MakeSchedule for FromBuilder<B>
where
    B: BackoffBuilder + Clone + 'static,
    B::Backoff: 'static,
{
    fn make(&self) -> Schedule {
        Box::new(self.0.clone().build())
    }
}

impl<B> fmt::Debug for FromBuilder<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("backon schedule")
    }
}

/// Exponential backoff with full jitter: the n-th delay is drawn uniformly from
/// `[0, min(cap, base × 2ⁿ)]`, which spreads the retries of many callers apart (the AWS
/// architecture blog's "Exponential Backoff and Jitter"). The schedule never ends; the
/// layer's limits do.
///
/// It is a backon `BackoffBuilder`: every schedule it builds (one per failed logical call)
/// draws its own random numbers, so that calls that failed together do not retry together.
///
/// ```
/// use backon::BackoffBuilder;
/// use mcp_rescue::FullJitter;
/// use std::time::Duration;
///
/// let jitter = FullJitter::new(Duration::from_millis(100), Duration::from_secs(10)).with_seed(7);
/// let mut delays = jitter.clone().build();
/// assert!(delays.next().unwrap() <= Duration::from_millis(100));
/// assert!(delays.take(20).all(|d| d <= Duration::from_secs(10)));
///
/// // Two schedules from one builder differ.
/// let a: Vec<_> = jitter.clone().build().take(5).collect();
/// let b: Vec<_> = jitter.clone().build().take(5).collect();
/// assert_ne!(a, b);
/// ```
#[derive(Debug, Clone)]
pub struct FullJitter {
    base: Duration,
    cap: Duration,
    seed: Option<u64>,
    /// Schedules built so far, shared by clones: a seeded builder still gives each schedule
    /// its own (reproducible) sequence.
    built: Arc<AtomicU64>,
}

impl FullJitter {
    /// Delays growing from `base`, doubling each step, never above `cap`.
    pub fn new(base: Duration, cap: Duration) -> Self {
        FullJitter {
            base,
            cap,
            seed: None,
            built: Arc::default(),
        }
    }

    /// Fixes the random seed (for reproducible schedules in tests and simulations).
    pub fn with_seed(mut self, seed: u64) -> Self {
        self.seed = Some(seed);
        self
    }
}

impl Default for FullJitter {
    /// Base 100 ms, cap 10 s.
    fn default() -> Self {
        FullJitter::new(Duration::from_millis(100), Duration::from_secs(10))
    }
}

impl BackoffBuilder for FullJitter {
    type Backoff = FullJitterSchedule;

    fn build(self) -> FullJitterSchedule {
        let n = self.built.fetch_add(1, Ordering::Relaxed);
        let rng = match self.seed {
            // splitmix64's increment spreads consecutive schedules over the seed space.
            Some(seed) => fastrand::Rng::with_seed(seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
            None => fastrand::Rng::new(),
        };
        FullJitterSchedule {
            base: self.base,
            cap: self.cap,
            step: 0,
            rng,
        }
    }
}

/// One schedule of [`FullJitter`] delays.
#[derive(Debug)]
pub struct FullJitterSchedule {
    base: Duration,
    cap: Duration,
    step: u32,
    rng: fastrand::Rng,
}

impl Iterator for FullJitterSchedule {
    type Item = Duration;

    fn next(&mut self) -> Option<Duration> {
        let ceiling = self
            .base
            .saturating_mul(1u32 << self.step.min(30))
            .min(self.cap);
        self.step = self.step.saturating_add(1);
        Some(ceiling.mul_f64(self.rng.f64()))
    }
}

#[cfg(feature = "backoff")]
pub(crate) use legacy::FromLegacy;

#[cfg(feature = "backoff")]
mod legacy {
    //! The `backoff` crate's `ExponentialBackoff` (unmaintained: RUSTSEC-2025-0012), opt-in.
    use super::{MakeSchedule, Schedule};
    use std::time::Duration;

    pub(crate) struct FromLegacy(pub backoff::ExponentialBackoff);

    struct Steps(backoff::ExponentialBackoff);

    impl Iterator for Steps {
        type Item = Duration;
        fn next(&mut self) -> Option<Duration> {
            backoff::backoff::Backoff::next_backoff(&mut self.0)
        }
    }

    impl MakeSchedule for FromLegacy {
        fn make(&self) -> Schedule {
            let mut fresh = self.0.clone();
            backoff::backoff::Backoff::reset(&mut fresh);
            Box::new(Steps(fresh))
        }
    }
}
