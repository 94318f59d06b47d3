//! The executor: a tower middleware that carries out RETRY and BACKOFF within limits.

mod backoff;
mod future;
mod layer;
mod service;

pub use backoff::FullJitter;
pub use future::ResponseFuture;
pub use layer::{MAX_ATTEMPTS_CAP, RescueLayer};
pub use service::{RescueService, ToolCall};
