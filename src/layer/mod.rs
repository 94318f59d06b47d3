//! The executor: a tower middleware that carries out RETRY and BACKOFF within limits.

mod backoff;
mod budget;
mod cooldown;
mod future;
#[allow(clippy::module_inception)]
// tower's own layout: one folder per middleware, layer.rs inside.
mod layer;
mod service;

pub use backoff::{FullJitter, FullJitterSchedule};
pub use budget::RetryBudget;
pub use cooldown::CooldownScope;
pub use future::ResponseFuture;
pub use layer::{MAX_ATTEMPTS_CAP, MAX_ELAPSED_CAP, RescueLayer};
pub use service::{RescueService, ToolCall};
