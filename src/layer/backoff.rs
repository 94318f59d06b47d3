//! Backoff schedules: the default full-jitter exponential one, and any backon builder.

use backon::BackoffBuilder;
use std::fmt;
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
/// `[0, min(cap, base × 2ⁿ)]`, which spreads retries of many callers apart (see the AWS
/// architecture blog's "Exponential Backoff and Jitter"). The schedule never ends; the
/// layer's limits do.
///
/// ```
/// use mcp_rescue::FullJitter;
/// use std::time::Duration;
///
/// let mut delays = FullJitter::new(Duration::from_millis(100), Duration::from_secs(10)).with_seed(7);
/// let first = delays.next().unwrap();
/// assert!(first <= Duration::from_millis(100));
/// assert!(delays.take(20).all(|d| d <= Duration::from_secs(10)));
/// ```
#[derive(Debug, Clone)]
pub struct FullJitter {
    base: Duration,
    cap: Duration,
    step: u32,
    rng: fastrand::Rng,
}

impl FullJitter {
    /// Delays growing from `base`, doubling each step, never above `cap`.
    pub fn new(base: Duration, cap: Duration) -> Self {
        FullJitter {
            base,
            cap,
            step: 0,
            rng: fastrand::Rng::new(),
        }
    }

    /// Fixes the random seed (for reproducible schedules in tests and simulations).
    pub fn with_seed(mut self, seed: u64) -> Self {
        self.rng = fastrand::Rng::with_seed(seed);
        self
    }
}

impl Default for FullJitter {
    /// Base 100 ms, cap 10 s.
    fn default() -> Self {
        FullJitter::new(Duration::from_millis(100), Duration::from_secs(10))
    }
}

impl Iterator for FullJitter {
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
