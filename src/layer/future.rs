//! [`ResponseFuture`]: one logical call, as a state machine: calling → sleeping → readying
//! the service → calling again. No task is spawned; dropping it stops everything.

use super::backoff::Schedule;
use super::layer::Config;
use super::service::ToolCall;
use crate::{BoxError, Failure, Limit, RescueError, ToolInfo, ToolResultError, rescue_with};
use pin_project_lite::pin_project;
use rmcp::model::CallToolResult;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, ready};
use std::time::Duration;
use tokio::time::{Instant, Sleep};
use tower::Service;
use tracing::{Span, debug, warn};

pin_project! {
    /// The future of one logical call through a [`RescueService`](crate::RescueService).
    pub struct ResponseFuture<S, Req>
    where
        S: Service<Req>,
    {
        #[pin]
        state: State<S::Future>,
        service: S,
        // The request for the next attempt, cloned only while one may follow.
        request: Option<Req>,
        tool: Option<Arc<ToolInfo>>,
        // The tool's name when neither the registry nor a kept request can give it.
        name: Option<Box<str>>,
        config: Arc<Config>,
        attempts: u32,
        started: Instant,
        schedule: Option<Schedule>,
        span: Span,
    }
}

pin_project! {
    #[project = StateProj]
    enum State<F> {
        Calling { #[pin] future: F },
        Sleeping { #[pin] sleep: Sleep },
        Readying,
    }
}

impl<S, Req> std::fmt::Debug for ResponseFuture<S, Req>
where
    S: Service<Req>,
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResponseFuture")
            .field("tool", &self.tool)
            .field("attempts", &self.attempts)
            .finish_non_exhaustive()
    }
}

/// What to do after a failed attempt.
enum Next {
    Wait(Duration),
    Return(RescueError),
}

impl<S, Req> ResponseFuture<S, Req>
where
    S: Service<Req, Response = CallToolResult>,
    S::Error: Into<BoxError>,
    Req: ToolCall + Clone,
{
    pub(crate) fn new(mut service: S, request: Req, config: Arc<Config>) -> Self {
        let tool = config.registry.get_shared(request.tool_name());
        let kept = (config.max_attempts > 1).then(|| request.clone());
        let name = match (&tool, &kept) {
            (None, None) => Some(request.tool_name().into()),
            _ => None,
        };
        let span = tracing::debug_span!("rescue", tool = request.tool_name());
        let future = {
            let _entered = span.enter();
            service.call(request)
        };
        ResponseFuture {
            state: State::Calling { future },
            service,
            request: kept,
            tool,
            name,
            config,
            attempts: 1,
            started: Instant::now(),
            schedule: None,
            span,
        }
    }
}

impl<S, Req> Future for ResponseFuture<S, Req>
where
    S: Service<Req, Response = CallToolResult>,
    S::Error: Into<BoxError>,
    Req: ToolCall + Clone,
{
    type Output = Result<CallToolResult, RescueError>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let mut this = self.project();
        let _entered = this.span.enter();
        loop {
            let failure: BoxError = match this.state.as_mut().project() {
                StateProj::Calling { future } => match ready!(future.poll(cx)) {
                    Ok(result) if result.is_error != Some(true) => {
                        if *this.attempts > 1 {
                            debug!(attempts = *this.attempts, "tool call recovered");
                        }
                        return Poll::Ready(Ok(result));
                    }
                    Ok(result) => Box::new(ToolResultError::new(result)),
                    Err(error) => error.into(),
                },
                StateProj::Sleeping { sleep } => {
                    ready!(sleep.poll(cx));
                    this.state.set(State::Readying);
                    continue;
                }
                StateProj::Readying => match ready!(this.service.poll_ready(cx)) {
                    Ok(()) => {
                        let Some(request) = this.request.take() else {
                            // Unreachable by construction: a wait is only chosen with a request kept.
                            return Poll::Ready(Err(stopped(this.config, *this.attempts)));
                        };
                        *this.attempts += 1;
                        if *this.attempts < this.config.max_attempts {
                            *this.request = Some(request.clone());
                        }
                        let future = this.service.call(request);
                        this.state.set(State::Calling { future });
                        continue;
                    }
                    // The service could not take the retry: that failure is judged like any.
                    Err(error) => error.into(),
                },
            };

            let name = this
                .tool
                .as_deref()
                .map(|t| t.name.as_str())
                .or(this.request.as_ref().map(ToolCall::tool_name))
                .or(this.name.as_deref())
                .unwrap_or("");
            let next = decide(
                failure,
                name,
                this.tool.as_deref(),
                this.config,
                *this.attempts,
                *this.started,
                this.request.is_some(),
                this.schedule,
            );
            match next {
                Next::Wait(delay) => {
                    let sleep = tokio::time::sleep(delay);
                    this.state.set(State::Sleeping { sleep });
                }
                Next::Return(rescued) => {
                    warn!(
                        tool = name,
                        attempts = rescued.attempts,
                        category = %rescued.category,
                        action = %rescued.action,
                        outcome = %rescued.outcome,
                        limit = rescued.limit.map(tracing::field::display),
                        "tool call failed"
                    );
                    return Poll::Ready(Err(rescued));
                }
            }
        }
    }
}

fn stopped(config: &Config, attempts: u32) -> RescueError {
    let failure = Failure::from_text("retry state lost");
    let mut rescued = rescue_with(&failure, None, &*config.classifier, &config.policy);
    rescued.attempts = attempts;
    rescued
}

/// Judges one failed attempt: classify, decide, and — if the decision is an automatic
/// retry — check every limit before choosing the wait.
#[allow(clippy::too_many_arguments)]
fn decide(
    source: BoxError,
    name: &str,
    tool: Option<&ToolInfo>,
    config: &Config,
    attempts: u32,
    started: Instant,
    can_repeat: bool,
    schedule: &mut Option<Schedule>,
) -> Next {
    let failure = Failure::from(&source);
    let classification = config.classifier.classify(&failure, Some(name));
    let decision = config.policy.decide(&classification, tool);
    let mut rescued = RescueError::new(&failure, classification, decision).with_source(source);
    rescued.attempts = attempts;
    let elapsed = started.elapsed();
    rescued.elapsed = elapsed;

    let limit = if !crate::allow_automatic_retry(&rescued) {
        None
    } else if !can_repeat || attempts >= config.max_attempts {
        Some(Limit::MaxAttempts)
    } else if rescued
        .retry_after
        .is_some_and(|d| d > config.max_retry_after)
    {
        Some(Limit::RetryAfterCap)
    } else {
        let step = schedule
            .get_or_insert_with(|| config.schedule.make())
            .next();
        match step {
            None => Some(Limit::MaxAttempts),
            Some(step) => {
                let delay = step.max(rescued.retry_after.unwrap_or(Duration::ZERO));
                if elapsed.saturating_add(delay) > config.max_elapsed {
                    Some(Limit::MaxElapsed)
                } else {
                    debug!(
                        tool = name,
                        attempt = attempts,
                        category = %rescued.category,
                        action = %rescued.action,
                        outcome = %rescued.outcome,
                        delay_ms = delay.as_millis() as u64,
                        "tool call failed; retrying"
                    );
                    return Next::Wait(delay);
                }
            }
        }
    };
    debug!(
        tool = name,
        attempt = attempts,
        category = %rescued.category,
        action = %rescued.action,
        outcome = %rescued.outcome,
        "tool call failed; not retrying"
    );
    rescued.limit = limit;
    Next::Return(rescued)
}
