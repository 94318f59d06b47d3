//! The decision record, [`RescueError`], and the original project's functions.

use crate::{
    BoxError, Classification, Classifier, Classify, ErrorCategory, Failure, Outcome, Policy,
    RecoveryAction, ToolInfo,
};
use rmcp::model::{CallToolResult, ContentBlock};
use serde::{Serialize, Serializer};
use std::borrow::Cow;
use std::error::Error;
use std::fmt;
use std::time::Duration;

/// Which limit of the layer ended the retries, when one did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Limit {
    /// The attempts allowed were used.
    MaxAttempts,
    /// Waiting for another attempt would have crossed the total time allowed.
    MaxElapsed,
    /// The server asked for a longer wait than the layer will sleep.
    RetryAfterCap,
    /// The shared retry budget was empty.
    RetryBudget,
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Limit::MaxAttempts => "attempts used up",
            Limit::MaxElapsed => "time limit reached",
            Limit::RetryAfterCap => "server asked for a longer wait than allowed",
            Limit::RetryBudget => "retry budget empty",
        })
    }
}

/// A recovery decision for one failed tool call: what went wrong, whether the call can
/// have run, and what to do next. It is also the error type of the rescue layer.
///
/// Serializes with snake_case keys; durations are seconds.
///
/// ```
/// use mcp_rescue::{rescue_error, ErrorCategory, RecoveryAction, ToolInfo};
///
/// let weather = ToolInfo::new("get_weather").read_only(true).idempotent(true);
/// let rescued = rescue_error("connection timeout", Some(&weather));
/// assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
/// assert_eq!(rescued.action, RecoveryAction::Retry);
/// assert!(rescued.retryable);
///
/// let json = serde_json::to_value(&rescued).unwrap();
/// assert_eq!(json["action"], "retry");
/// ```
#[derive(Debug, Serialize)]
pub struct RescueError {
    /// What kind of failure occurred.
    pub category: ErrorCategory,
    /// What the caller should do next.
    pub action: RecoveryAction,
    /// Whether the policy permits an automatic retry.
    pub retryable: bool,
    /// The failure's text, as classified.
    pub message: String,
    /// How strong the deciding evidence was (0.0 when nothing matched).
    pub confidence: f64,
    /// Whether the failed call can have had its effect.
    pub outcome: Outcome,
    /// How long the server asked the caller to wait, if it said.
    #[serde(serialize_with = "serialize_secs")]
    pub retry_after: Option<Duration>,
    /// Calls made to the tool for this logical call (1 for a decision made outside a layer).
    pub attempts: u32,
    /// Time from the first call to this decision.
    #[serde(serialize_with = "serialize_secs")]
    pub elapsed: Duration,
    /// The limit that stopped automatic retries, if one did.
    pub limit: Option<Limit>,
    /// The evidence that decided the category.
    pub rule: Cow<'static, str>,
    #[serde(skip)]
    source: Option<BoxError>,
}

pub(crate) fn serialize_secs<S: Serializer, D: Into<Option<Duration>> + Copy>(
    value: &D,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match (*value).into() {
        Some(d) => serializer.serialize_f64(d.as_secs_f64()),
        None => serializer.serialize_none(),
    }
}

impl RescueError {
    /// Builds the record from a classification and a decision.
    pub fn new(
        failure: &Failure,
        classification: Classification,
        decision: crate::Decision,
    ) -> Self {
        RescueError {
            category: classification.category,
            action: decision.action,
            retryable: decision.retryable,
            message: failure.text().to_owned(),
            confidence: classification.confidence,
            outcome: classification.outcome,
            retry_after: classification.retry_after,
            attempts: 1,
            elapsed: Duration::ZERO,
            limit: None,
            rule: classification.rule,
            source: None,
        }
    }

    /// Attaches the failure this decision is about (an error, or a [`ToolResultError`]).
    pub fn with_source(mut self, source: impl Into<BoxError>) -> Self {
        self.source = Some(source.into());
        self
    }

    /// The failed `CallToolResult`, when the failure was a tool-level error.
    pub fn tool_result(&self) -> Option<&CallToolResult> {
        self.source
            .as_deref()
            .and_then(|e| e.downcast_ref::<ToolResultError>())
            .map(ToolResultError::result)
    }

    /// Takes the failure out of the record.
    pub fn into_source(self) -> Option<BoxError> {
        self.source
    }
}

impl fmt::Display for RescueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} failure, action {}", self.category, self.action)?;
        if let Some(limit) = self.limit {
            write!(f, " ({limit})")?;
        }
        write!(f, " after {} attempt(s)", self.attempts)
    }
}

impl Error for RescueError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        self.source.as_deref().map(|e| e as &(dyn Error + 'static))
    }
}

/// A `CallToolResult` with `is_error: true`, as an error value.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolResultError(CallToolResult);

impl ToolResultError {
    /// Wraps a failed result.
    pub fn new(result: CallToolResult) -> Self {
        ToolResultError(result)
    }

    /// The failed result.
    pub fn result(&self) -> &CallToolResult {
        &self.0
    }

    /// The failed result, unwrapped.
    pub fn into_result(self) -> CallToolResult {
        self.0
    }
}

impl fmt::Display for ToolResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tool returned an error")?;
        let mut sep = ": ";
        for block in &self.0.content {
            if let ContentBlock::Text(t) = block {
                let cut = t
                    .text
                    .char_indices()
                    .nth(200)
                    .map_or(t.text.len(), |(i, _)| i);
                write!(f, "{sep}{}", &t.text[..cut])?;
                sep = " ";
            }
        }
        Ok(())
    }
}

impl Error for ToolResultError {}

/// The error [`rescue_mcp_result`] returns for a result that did not fail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SuccessfulResult;

impl fmt::Display for SuccessfulResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the tool call succeeded (is_error is not true): there is nothing to rescue")
    }
}

impl Error for SuccessfulResult {}

/// Classifies a failure and decides what to do, with a given classifier and policy.
///
/// ```
/// use mcp_rescue::{rescue_with, Classifier, ErrorCategory, Failure, Policy, Rule};
///
/// let classifier = Classifier::new()
///     .with_rule(Rule::phrase("sold out", ErrorCategory::BusinessRule));
/// let r = rescue_with(&Failure::from("Sold out"), None, &classifier, &Policy::default());
/// assert_eq!(r.category, ErrorCategory::BusinessRule);
/// ```
pub fn rescue_with(
    failure: &Failure,
    tool: Option<&ToolInfo>,
    classifier: &dyn Classify,
    policy: &Policy,
) -> RescueError {
    rescue_named(
        failure,
        tool.map(|t| t.name.as_str()),
        tool,
        classifier,
        policy,
    )
}

/// [`rescue_with`] for a tool known by name even when its metadata is not (per-tool rules
/// still apply to an unregistered tool).
pub(crate) fn rescue_named(
    failure: &Failure,
    name: Option<&str>,
    tool: Option<&ToolInfo>,
    classifier: &dyn Classify,
    policy: &Policy,
) -> RescueError {
    let classification = classifier.classify(failure, name);
    let decision = policy.decide(&classification, tool);
    RescueError::new(failure, classification, decision)
}

/// Classifies an error (a string, a JSON value, an rmcp error, an `io::Error`, any error
/// chain…) and decides what to do about it for `tool`, with the default rules and policy.
///
/// ```
/// use mcp_rescue::{rescue_error, RecoveryAction, ToolInfo};
///
/// let email = ToolInfo::new("send_email").destructive(false);
/// let rescued = rescue_error("connection timeout", Some(&email));
/// assert_eq!(rescued.action, RecoveryAction::AskUser);
/// assert!(!rescued.retryable);
///
/// let rescued = rescue_error(&serde_json::json!({"status": 429, "message": "Too Many Requests"}), None);
/// assert_eq!(rescued.action, RecoveryAction::Backoff);
/// ```
pub fn rescue_error(failure: impl Into<Failure>, tool: Option<&ToolInfo>) -> RescueError {
    rescue_with(
        &failure.into(),
        tool,
        &Classifier::new(),
        &Policy::default(),
    )
}

/// Classifies a failed `CallToolResult` (every text block and its structured content). A
/// result that did not fail (`is_error` not `true`) is an error, as in the original project.
///
/// ```
/// use mcp_rescue::{rescue_mcp_result, RecoveryAction, ToolInfo};
/// use rmcp::model::{CallToolResult, ContentBlock};
///
/// let failed = CallToolResult::error(vec![ContentBlock::text("connection timeout")]);
/// let weather = ToolInfo::new("get_weather").read_only(true).idempotent(true);
/// assert_eq!(rescue_mcp_result(&failed, Some(&weather)).unwrap().action, RecoveryAction::Retry);
///
/// let ok = CallToolResult::success(vec![ContentBlock::text("sunny")]);
/// assert!(rescue_mcp_result(&ok, None).is_err());
/// ```
pub fn rescue_mcp_result(
    result: &CallToolResult,
    tool: Option<&ToolInfo>,
) -> Result<RescueError, SuccessfulResult> {
    if result.is_error != Some(true) {
        return Err(SuccessfulResult);
    }
    Ok(rescue_error(result, tool))
}

/// Whether a decision lets a runtime retry by itself: retryable, and the action is RETRY
/// or BACKOFF. It checks the decision only; it does not inspect the tool.
///
/// ```
/// use mcp_rescue::{allow_automatic_retry, rescue_error};
/// assert!(allow_automatic_retry(&rescue_error("503 Service Unavailable", None)));
/// assert!(!allow_automatic_retry(&rescue_error("401 Unauthorized", None)));
/// ```
pub fn allow_automatic_retry(rescued: &RescueError) -> bool {
    rescued.retryable
        && matches!(
            rescued.action,
            RecoveryAction::Retry | RecoveryAction::Backoff
        )
}
