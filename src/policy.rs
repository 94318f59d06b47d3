//! Stage 3: from a [`Classification`] and what is known of the tool to a [`Decision`].

use crate::{Classification, ErrorCategory, Outcome, RecoveryAction, ToolInfo};
use serde::Serialize;

/// What to do next, and whether the caller may do it without asking anyone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Decision {
    /// The recovery action.
    pub action: RecoveryAction,
    /// Whether the policy permits an automatic retry.
    pub retryable: bool,
}

/// The decision table. The default is DESIGN's (and, on its examples, the original
/// project's):
///
/// | category | action | automatic retry |
/// |---|---|---|
/// | rate_limit | backoff | when the call did not run, or the tool is safe to repeat |
/// | upstream_unavailable | backoff | same; otherwise ask_user |
/// | transient_network | retry | same; otherwise ask_user |
/// | invalid_argument | repair_arguments | no |
/// | authentication | reauthenticate | no |
/// | permission | stop | no |
/// | not_found | stop, or replan when the tool itself is missing | no |
/// | business_rule | ask_user | no |
/// | unknown | stop | no |
///
/// A tool is safe to repeat when its metadata is known, it is not destructive, and it is
/// read-only or idempotent ([`ToolInfo::safe_to_repeat`]); unknown metadata never is.
///
/// ```
/// use mcp_rescue::{Classifier, ErrorCategory, Failure, Policy, RecoveryAction, ToolInfo};
///
/// let c = Classifier::new().classify(&Failure::from("429 Too Many Requests"), None);
/// let weather = ToolInfo::new("get_weather").read_only(true);
/// assert!(Policy::default().decide(&c, Some(&weather)).retryable);
///
/// // Forbid automatic retries of rate limits: the action stays, the retry is the caller's.
/// let strict = Policy::default().forbid_retry(ErrorCategory::RateLimit);
/// let d = strict.decide(&c, Some(&weather));
/// assert_eq!((d.action, d.retryable), (RecoveryAction::Backoff, false));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Policy {
    forbidden: [bool; ErrorCategory::ALL.len()],
}

impl Policy {
    /// The default decision table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Never permits an automatic retry for `category`.
    pub fn forbid_retry(mut self, category: ErrorCategory) -> Self {
        self.forbidden[category.index()] = true;
        self
    }

    /// Decides what to do about a failure of `tool` (None: nothing is known about it).
    pub fn decide(&self, classification: &Classification, tool: Option<&ToolInfo>) -> Decision {
        use ErrorCategory::*;
        let (action, may_retry) = match classification.category {
            RateLimit | UpstreamUnavailable => (RecoveryAction::Backoff, true),
            TransientNetwork => (RecoveryAction::Retry, true),
            InvalidArgument => (RecoveryAction::RepairArguments, false),
            Authentication => (RecoveryAction::Reauthenticate, false),
            Permission | Unknown => (RecoveryAction::Stop, false),
            NotFound if classification.missing_tool => (RecoveryAction::Replan, false),
            NotFound => (RecoveryAction::Stop, false),
            BusinessRule => (RecoveryAction::AskUser, false),
        };
        if !may_retry {
            return Decision {
                action,
                retryable: false,
            };
        }
        let repeatable = classification.outcome == Outcome::NotExecuted
            || tool.is_some_and(ToolInfo::safe_to_repeat);
        if !repeatable {
            // It may have run and running it twice may do harm: a person decides.
            return Decision {
                action: RecoveryAction::AskUser,
                retryable: false,
            };
        }
        Decision {
            action,
            retryable: !self.forbidden[classification.category.index()],
        }
    }
}
