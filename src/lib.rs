//! # mcp-rescue
//!
//! Recovery decisions for failed MCP tool calls, and (soon) a tower middleware that carries
//! out the safe ones.
//!
//! A failure goes through three plain, synchronous stages:
//!
//! 1. [`Failure`] — what it says: text, typed facts, JSON-RPC code, HTTP status, Retry-After.
//! 2. [`Classification`] — what kind of failure ([`ErrorCategory`]) and whether the call can
//!    have run ([`Outcome`]), by a [`Classifier`].
//! 3. [`Decision`] — what to do ([`RecoveryAction`]) and whether to do it automatically,
//!    from the classification and the tool's metadata ([`ToolInfo`]), by a [`Policy`].
//!
//! ```
//! use mcp_rescue::{allow_automatic_retry, rescue_error, RecoveryAction, ToolInfo};
//!
//! let weather = ToolInfo::new("get_weather").read_only(true).idempotent(true);
//! let email = ToolInfo::new("send_email").destructive(false);
//!
//! // Same failure, different tools, different decisions.
//! assert_eq!(rescue_error("connection timeout", Some(&weather)).action, RecoveryAction::Retry);
//! let rescued = rescue_error("connection timeout", Some(&email));
//! assert_eq!(rescued.action, RecoveryAction::AskUser);
//! assert!(!allow_automatic_retry(&rescued));
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod classify;
mod failure;
mod layer;
mod policy;
mod report;
mod rescue;
mod rmcp_client;
mod swar;
#[cfg(feature = "test-util")]
pub mod test_util;
mod tool;
mod vocabulary;

pub use classify::{Classification, Classifier, Classify, Rule};
pub use failure::{Failure, Signal};
pub use layer::{
    CooldownScope, FullJitter, FullJitterSchedule, MAX_ATTEMPTS_CAP, MAX_ELAPSED_CAP, RescueLayer,
    RescueService, ResponseFuture, RetryBudget, ToolCall,
};
pub use policy::{Decision, Policy};
pub use report::REPORT_QUOTE_CHARS;
pub use rescue::{
    Limit, RescueError, SuccessfulResult, ToolResultError, allow_automatic_retry, rescue_error,
    rescue_mcp_result, rescue_with,
};
pub use rmcp_client::{Discovery, PeerTools, PeerToolsFuture};
pub use tool::{ToolInfo, ToolRegistry};
pub use vocabulary::{ErrorCategory, Outcome, RecoveryAction};

/// An error of any type, as tower passes them.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

// The README's examples are compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
