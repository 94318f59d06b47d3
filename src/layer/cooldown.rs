//! A cooldown shared by concurrent calls: after a rate limit with a Retry-After, other calls
//! to the same tool (or server) wait out the same window instead of hitting it again.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::time::Instant;

/// Which calls share a cooldown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum CooldownScope {
    /// A rate limit on one tool holds back calls to that tool (the default).
    #[default]
    Tool,
    /// A rate limit on any tool holds back calls to every tool of the service.
    Server,
    /// No shared cooldown: each call waits only for its own Retry-After.
    Off,
}

/// The most tools that can cool down at once; past it, expired entries are dropped and, if
/// none has expired, the new one is not recorded (each call still honours its own wait).
const MAX_ENTRIES: usize = 1024;

#[derive(Debug)]
pub(crate) struct Cooldowns {
    scope: CooldownScope,
    base: Instant,
    /// The latest end of any cooldown, in ns after `base` (0: none). Calls check this one
    /// atomic before taking the lock, so the hot path stays lock-free.
    latest: AtomicU64,
    until: Mutex<HashMap<Box<str>, Instant>>,
}

impl Cooldowns {
    pub(crate) fn new(scope: CooldownScope) -> Self {
        Cooldowns {
            scope,
            base: Instant::now(),
            latest: AtomicU64::new(0),
            until: Mutex::new(HashMap::new()),
        }
    }

    fn key<'a>(&self, tool: &'a str) -> &'a str {
        match self.scope {
            CooldownScope::Server => "",
            _ => tool,
        }
    }

    fn nanos(&self, at: Instant) -> u64 {
        u64::try_from(at.saturating_duration_since(self.base).as_nanos()).unwrap_or(u64::MAX)
    }

    /// Whether any cooldown was ever recorded. If not (the common case, and always with
    /// scope Off) no call has to wait, which one load tells without reading the clock.
    #[inline]
    pub(crate) fn ever_recorded(&self) -> bool {
        self.latest.load(Ordering::Acquire) != 0
    }

    /// How long calls to `tool` must still wait at `now`, if they must.
    pub(crate) fn remaining(&self, tool: &str, now: Instant) -> Option<Duration> {
        let latest = self.latest.load(Ordering::Acquire);
        if latest == 0 || latest <= self.nanos(now) {
            return None;
        }
        let until = self.until.lock().ok()?.get(self.key(tool)).copied()?;
        let left = until.saturating_duration_since(now);
        (!left.is_zero()).then_some(left)
    }

    /// Records that `tool` asked for no calls during `wait` from `now`.
    pub(crate) fn record(&self, tool: &str, now: Instant, wait: Duration) {
        if self.scope == CooldownScope::Off || wait.is_zero() {
            return;
        }
        let Some(end) = now.checked_add(wait) else {
            return;
        };
        let Ok(mut until) = self.until.lock() else {
            return;
        };
        if until.len() >= MAX_ENTRIES {
            until.retain(|_, t| *t > now);
        }
        let key = self.key(tool);
        let full = until.len() >= MAX_ENTRIES;
        match until.get_mut(key) {
            Some(t) => *t = (*t).max(end),
            None if !full => {
                until.insert(key.into(), end);
            }
            None => return,
        }
        self.latest.fetch_max(self.nanos(end), Ordering::AcqRel);
    }
}
