//! [`RetryBudget`]: retries allowed only while they stay a set share of recent first
//! attempts, shared by every service one layer builds.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::Duration;
use tokio::time::Instant;

const SLOTS: usize = 60;
const DEPOSIT_BATCH: u32 = 32;

/// A retry budget, like gRPC's retry throttling or tower's `TpsBudget`: over a sliding window
/// (default 10 s), retries may reach `ratio` × first attempts (default 20 %), plus a floor of
/// `min_per_sec` retries per second of window (default 10 per second) so that a quiet client
/// can still retry. Only automatic retries spend it; a call refused by the budget comes back
/// at once with its decision and `limit: retry_budget`.
///
/// Counts are kept per second in a ring of atomics: the hot path adds one to a counter, and
/// under heavy concurrency the count is approximate by a few calls, never unbounded.
///
/// ```
/// use mcp_rescue::RetryBudget;
/// use std::time::Duration;
///
/// let budget = RetryBudget::new(Duration::from_secs(10), 1, 0.2);
/// for _ in 0..100 {
///     budget.deposit();
/// }
/// // 20 % of 100 first attempts, plus 1 per second over 10 s.
/// assert_eq!((0..100).filter(|_| budget.withdraw()).count(), 30);
/// ```
#[derive(Debug)]
pub struct RetryBudget {
    base: Instant,
    window_secs: u64,
    min_per_sec: u32,
    ratio: f64,
    /// Per slot: the second it counts (`u64::MAX` for never), first attempts, retries.
    seconds: [AtomicU64; SLOTS],
    deposits: [AtomicU32; SLOTS],
    withdrawals: [AtomicU32; SLOTS],
    /// First attempts not yet put in a slot (see `deposit`).
    pending: AtomicU32,
}

impl Default for RetryBudget {
    /// A 10 s window, a floor of 10 retries per second, retries up to 20 % of first attempts.
    fn default() -> Self {
        RetryBudget::new(Duration::from_secs(10), 10, 0.2)
    }
}

impl RetryBudget {
    /// A budget over a window of `ttl` (whole seconds, clamped to 1–60 s), with a floor of
    /// `min_per_sec` retries per second and retries up to `ratio` of first attempts
    /// (clamped to 0–10; NaN counts as 0).
    pub fn new(ttl: Duration, min_per_sec: u32, ratio: f64) -> Self {
        let ratio = if ratio.is_nan() {
            0.0
        } else {
            ratio.clamp(0.0, 10.0)
        };
        RetryBudget {
            base: Instant::now(),
            window_secs: ttl.as_secs().clamp(1, SLOTS as u64),
            min_per_sec,
            ratio,
            seconds: std::array::from_fn(|_| AtomicU64::new(u64::MAX)),
            deposits: std::array::from_fn(|_| AtomicU32::new(0)),
            withdrawals: std::array::from_fn(|_| AtomicU32::new(0)),
            pending: AtomicU32::new(0),
        }
    }

    fn secs(&self, at: Instant) -> u64 {
        at.saturating_duration_since(self.base).as_secs()
    }

    /// The slot for second `now`, cleared first if it still holds an older second.
    fn slot(&self, now: u64) -> usize {
        let i = (now % SLOTS as u64) as usize;
        let held = self.seconds[i].load(Ordering::Acquire);
        if held != now
            && self.seconds[i]
                .compare_exchange(held, now, Ordering::AcqRel, Ordering::Acquire)
                .is_ok()
        {
            self.deposits[i].store(0, Ordering::Release);
            self.withdrawals[i].store(0, Ordering::Release);
        }
        i
    }

    /// Counts one first attempt. Deposits are counted in batches: the clock is read and a
    /// slot found once per `DEPOSIT_BATCH` calls (and before every withdrawal), so the hot
    /// path is one atomic add. A batch is dated by its last call, which misplaces at most a
    /// batch by a second.
    #[inline]
    pub fn deposit(&self) {
        if self.pending.fetch_add(1, Ordering::AcqRel) + 1 >= DEPOSIT_BATCH {
            self.flush(Instant::now());
        }
    }

    #[cold]
    fn flush(&self, now: Instant) {
        let count = self.pending.swap(0, Ordering::AcqRel);
        if count > 0 {
            let i = self.slot(self.secs(now));
            self.deposits[i].fetch_add(count, Ordering::AcqRel);
        }
    }

    /// Takes one retry from the budget, if it has one.
    pub fn withdraw(&self) -> bool {
        let at = Instant::now();
        self.flush(at);
        let now = self.secs(at);
        let (mut deposits, mut withdrawals) = (0u64, 0u64);
        let oldest = now.saturating_sub(self.window_secs - 1);
        for i in 0..SLOTS {
            let second = self.seconds[i].load(Ordering::Acquire);
            if second != u64::MAX && second >= oldest && second <= now {
                deposits += u64::from(self.deposits[i].load(Ordering::Acquire));
                withdrawals += u64::from(self.withdrawals[i].load(Ordering::Acquire));
            }
        }
        let allowed = (self.ratio * deposits as f64).floor() as u64
            + u64::from(self.min_per_sec) * self.window_secs;
        if withdrawals >= allowed {
            return false;
        }
        let i = self.slot(now);
        self.withdrawals[i].fetch_add(1, Ordering::AcqRel);
        true
    }
}
