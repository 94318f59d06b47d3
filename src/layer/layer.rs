//! [`RescueLayer`]: the settings, shared by every service it builds.

use super::backoff::{FromBuilder, FullJitter, MakeSchedule};
use super::budget::RetryBudget;
use super::cooldown::{CooldownScope, Cooldowns};
use super::service::RescueService;
use crate::{Classifier, Classify, Policy, ToolRegistry};
use backon::BackoffBuilder;
use std::fmt;
use std::sync::Arc;
use std::time::Duration;
use tower::Layer;

/// The most attempts any setting allows, the first included.
pub const MAX_ATTEMPTS_CAP: u32 = 10;

/// The longest total time any setting allows (so no delay is ever longer).
pub const MAX_ELAPSED_CAP: Duration = Duration::from_secs(24 * 60 * 60);

#[derive(Clone)]
pub(crate) struct Config {
    pub(crate) registry: ToolRegistry,
    pub(crate) classifier: Arc<dyn Classify>,
    pub(crate) policy: Policy,
    pub(crate) max_attempts: u32,
    pub(crate) max_elapsed: Duration,
    pub(crate) max_retry_after: Duration,
    pub(crate) schedule: Arc<dyn MakeSchedule>,
    pub(crate) budget: Option<Arc<RetryBudget>>,
    pub(crate) cooldowns: Arc<Cooldowns>,
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("tools", &self.registry.len())
            .field("policy", &self.policy)
            .field("max_attempts", &self.max_attempts)
            .field("max_elapsed", &self.max_elapsed)
            .field("max_retry_after", &self.max_retry_after)
            .finish_non_exhaustive()
    }
}

/// A tower layer that classifies every failed tool call, carries out RETRY and BACKOFF
/// itself within limits, and returns every other decision as a [`RescueError`].
///
/// Defaults: 3 attempts (at most [`MAX_ATTEMPTS_CAP`]), 30 s in all, full-jitter exponential
/// backoff from 100 ms to 10 s ([`FullJitter`]), server-asked waits up to 60 s, a
/// [`RetryBudget`] of 20 % of first attempts (plus 10 retries a second) shared by every
/// service the layer builds, a cooldown per tool after a rate limit ([`CooldownScope`]), the
/// built-in [`Classifier`] and the default [`Policy`].
///
/// A per-attempt timeout goes *inside* the layer (`.layer(rescue).timeout(d)`), an overall
/// deadline *outside* it.
///
/// ```
/// use mcp_rescue::{RescueLayer, ToolInfo, ToolRegistry};
/// use std::time::Duration;
///
/// let registry = ToolRegistry::new().with(ToolInfo::new("get_weather").read_only(true));
/// let layer = RescueLayer::new(registry)
///     .max_attempts(4)
///     .max_elapsed(Duration::from_secs(10))
///     .backoff(backon::ExponentialBuilder::default().with_min_delay(Duration::from_millis(50)));
/// # let _ = layer;
/// ```
///
/// [`RescueError`]: crate::RescueError
#[derive(Clone)]
pub struct RescueLayer {
    config: Arc<Config>,
}

impl fmt::Debug for RescueLayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RescueLayer")
            .field("config", &self.config)
            .finish()
    }
}

impl RescueLayer {
    /// A layer with the default settings for the tools in `registry`. A tool missing from
    /// it is treated as unsafe to repeat.
    pub fn new(registry: ToolRegistry) -> Self {
        RescueLayer {
            config: Arc::new(Config {
                registry,
                classifier: Arc::new(Classifier::new()),
                policy: Policy::default(),
                max_attempts: 3,
                max_elapsed: Duration::from_secs(30),
                max_retry_after: Duration::from_secs(60),
                schedule: Arc::new(FromBuilder(FullJitter::default())),
                budget: Some(Arc::new(RetryBudget::default())),
                cooldowns: Arc::new(Cooldowns::new(CooldownScope::default())),
            }),
        }
    }

    fn config_mut(&mut self) -> &mut Config {
        // Settings are made before the layer is shared; a clone made earlier keeps its own.
        Arc::make_mut(&mut self.config)
    }

    /// Total attempts per logical call, the first included: 1 turns retries off. Clamped
    /// to `1..=10`.
    pub fn max_attempts(mut self, attempts: u32) -> Self {
        self.config_mut().max_attempts = attempts.clamp(1, MAX_ATTEMPTS_CAP);
        self
    }

    /// No new attempt starts if waiting for it would end later than this after the first
    /// attempt began. Clamped to [`MAX_ELAPSED_CAP`] (24 h).
    ///
    /// The first attempt begins when its future is first polled (a future does nothing
    /// before), and the clock is read when that first poll returns: a call that succeeds on
    /// its first poll never reads it, and work the inner service does synchronously inside
    /// that first poll is not counted. A call waiting out a shared cooldown counts from the
    /// start of the wait.
    pub fn max_elapsed(mut self, limit: Duration) -> Self {
        self.config_mut().max_elapsed = limit.min(MAX_ELAPSED_CAP);
        self
    }

    /// Replaces the retry budget. Every service this layer builds (and every clone of them)
    /// shares it; a layer cloned earlier keeps the budget it had.
    pub fn retry_budget(mut self, budget: RetryBudget) -> Self {
        self.config_mut().budget = Some(Arc::new(budget));
        self
    }

    /// Removes the retry budget: only the per-call limits bound retries.
    pub fn no_retry_budget(mut self) -> Self {
        self.config_mut().budget = None;
        self
    }

    /// Which calls share a cooldown after a rate limit with a Retry-After: calls to the same
    /// tool (default), to any tool of the service, or none.
    pub fn cooldown(mut self, scope: CooldownScope) -> Self {
        self.config_mut().cooldowns = Arc::new(Cooldowns::new(scope));
        self
    }

    /// The schedule of delays between attempts, from any backon builder (`ExponentialBuilder`,
    /// `ConstantBuilder`, `FibonacciBuilder`, or an iterator of durations). When the schedule
    /// ends, retries end.
    pub fn backoff<B>(mut self, builder: B) -> Self
    where
        B: BackoffBuilder + Clone + 'static,
        B::Backoff: 'static,
    {
        self.config_mut().schedule = Arc::new(FromBuilder(builder));
        self
    }

    /// The schedule of delays from the `backoff` crate's `ExponentialBackoff` (cargo feature
    /// `backoff`; that crate is unmaintained, RUSTSEC-2025-0012). Its own
    /// `max_elapsed_time`, when set, ends the schedule on the wall clock.
    #[cfg(feature = "backoff")]
    pub fn legacy_backoff(mut self, backoff: backoff::ExponentialBackoff) -> Self {
        self.config_mut().schedule = Arc::new(super::backoff::FromLegacy(backoff));
        self
    }

    /// The longest server-asked wait (Retry-After) the layer sleeps. A longer one is not
    /// slept: the BACKOFF decision goes back to the caller with `retry_after` set.
    pub fn max_retry_after(mut self, limit: Duration) -> Self {
        self.config_mut().max_retry_after = limit;
        self
    }

    /// Replaces the tool registry (after a `tools/list`, say). The retry budget and the
    /// cooldowns stay those of this layer: calls through the new and the old registry share
    /// them.
    ///
    /// ```
    /// use mcp_rescue::{RescueLayer, ToolInfo, ToolRegistry};
    ///
    /// let layer = RescueLayer::new(ToolRegistry::new());
    /// let updated = layer.clone().registry(ToolRegistry::new().with(ToolInfo::new("search")));
    /// # let _ = updated;
    /// ```
    pub fn registry(mut self, registry: ToolRegistry) -> Self {
        self.config_mut().registry = registry;
        self
    }

    /// Replaces the decision table.
    pub fn policy(mut self, policy: Policy) -> Self {
        self.config_mut().policy = policy;
        self
    }

    /// Replaces the classifier (for instance a [`Classifier`] with domain rules).
    pub fn classifier(mut self, classifier: impl Classify) -> Self {
        self.config_mut().classifier = Arc::new(classifier);
        self
    }
}

impl<S> Layer<S> for RescueLayer {
    type Service = RescueService<S>;

    fn layer(&self, inner: S) -> Self::Service {
        RescueService::new(inner, self.config.clone())
    }
}
