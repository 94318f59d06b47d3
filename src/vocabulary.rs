//! The words every stage shares: what kind of failure, did the call run, what to do next.

use serde::{Deserialize, Serialize};
use std::fmt;

/// What kind of failure occurred.
///
/// Serialized in snake_case (`"rate_limit"`), as the original project's enum values.
///
/// ```
/// use mcp_rescue::ErrorCategory;
/// assert_eq!(ErrorCategory::RateLimit.as_str(), "rate_limit");
/// assert_eq!(serde_json::to_string(&ErrorCategory::NotFound).unwrap(), "\"not_found\"");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCategory {
    /// The caller sent too many requests (HTTP 429, "rate limit exceeded").
    RateLimit,
    /// The arguments were rejected (HTTP 400/422, JSON-RPC -32602, schema validation).
    InvalidArgument,
    /// The caller is not (or no longer) authenticated (HTTP 401, expired token).
    Authentication,
    /// The caller is authenticated but not allowed (HTTP 403, missing scope).
    Permission,
    /// The thing asked for does not exist (HTTP 404); possibly the tool itself.
    NotFound,
    /// The network or transport failed (timeouts, resets, refused connections).
    TransientNetwork,
    /// The server or the service behind it is down, overloaded or failing (HTTP 500/502/503/504).
    UpstreamUnavailable,
    /// The call was understood and refused by a rule of the domain (a past booking date,
    /// a declined card, a unique-key conflict, an exhausted plan quota).
    BusinessRule,
    /// Nothing recognisable.
    Unknown,
}

impl ErrorCategory {
    /// Every category, in declaration order.
    pub const ALL: [ErrorCategory; 9] = [
        Self::RateLimit,
        Self::InvalidArgument,
        Self::Authentication,
        Self::Permission,
        Self::NotFound,
        Self::TransientNetwork,
        Self::UpstreamUnavailable,
        Self::BusinessRule,
        Self::Unknown,
    ];

    /// The snake_case name, as serialized.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::RateLimit => "rate_limit",
            Self::InvalidArgument => "invalid_argument",
            Self::Authentication => "authentication",
            Self::Permission => "permission",
            Self::NotFound => "not_found",
            Self::TransientNetwork => "transient_network",
            Self::UpstreamUnavailable => "upstream_unavailable",
            Self::BusinessRule => "business_rule",
            Self::Unknown => "unknown",
        }
    }

    /// The category's position in [`ErrorCategory::ALL`].
    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for ErrorCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What the caller should do next.
///
/// ```
/// use mcp_rescue::RecoveryAction;
/// assert_eq!(RecoveryAction::AskUser.to_string(), "ask_user");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RecoveryAction {
    /// Call again at once (after a short backoff step).
    Retry,
    /// Call again after waiting (longer, or as long as the server asked).
    Backoff,
    /// Fix the arguments, then call again.
    RepairArguments,
    /// Obtain fresh credentials, then call again.
    Reauthenticate,
    /// The tool is gone: refresh the tool list and plan again.
    Replan,
    /// A person must decide (the call may have had its effect, or a rule refused it).
    AskUser,
    /// Give up on this call.
    Stop,
}

impl RecoveryAction {
    /// The snake_case name, as serialized.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Retry => "retry",
            Self::Backoff => "backoff",
            Self::RepairArguments => "repair_arguments",
            Self::Reauthenticate => "reauthenticate",
            Self::Replan => "replan",
            Self::AskUser => "ask_user",
            Self::Stop => "stop",
        }
    }
}

impl fmt::Display for RecoveryAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Whether the failed call can have had its effect.
///
/// Only a call that certainly did not run may be repeated regardless of what the tool does.
///
/// ```
/// use mcp_rescue::Outcome;
/// assert_eq!(serde_json::to_string(&Outcome::NotExecuted).unwrap(), "\"not_executed\"");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Rejected or never delivered: repeating it cannot repeat an effect.
    NotExecuted,
    /// It may have run (a timeout, a reset mid-call, an internal error, anything unrecognised).
    Unknown,
}

impl Outcome {
    /// The snake_case name, as serialized.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::NotExecuted => "not_executed",
            Self::Unknown => "unknown",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
