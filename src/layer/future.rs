//! [`ResponseFuture`]: one logical call, as a state machine: calling → sleeping → readying
//! the service → calling again. No task is spawned; dropping it stops everything.

use super::backoff::Schedule;
use super::layer::Config;
use super::service::ToolCall;
use crate::{
    BoxError, Classification, Decision, ErrorCategory, Failure, Limit, Outcome, RecoveryAction,
    RescueError, ToolInfo, ToolResultError,
};
use pin_project_lite::pin_project;
use rmcp::model::CallToolResult;
use std::borrow::Cow;
use std::future::Future;
use std::ops::ControlFlow;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
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
        // Where the tool's record is in `config.registry`, once looked up.
        tool: Option<usize>,
        // The tool's name when neither the registry nor a kept request can give it.
        name: Option<Box<str>>,
        config: Arc<Config>,
        attempts: u32,
        // When the first attempt started: read after its first poll, so that a call that
        // succeeds on that poll never reads the clock (a future does nothing before its
        // first poll; what it does inside that poll is not counted).
        started: Option<Instant>,
        schedule: Option<Schedule>,
        // A decision reached before any call (a cooldown longer than the limits allow).
        rejected: Option<Box<RescueError>>,
        span: Span,
    }
}

pin_project! {
    #[project = StateProj]
    enum State<F> {
        Calling { #[pin] future: F },
        Sleeping { #[pin] sleep: Sleep },
        Readying,
        Rejected,
    }
}

impl<S, Req> std::fmt::Debug for ResponseFuture<S, Req>
where
    S: Service<Req>,
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResponseFuture")
            .field(
                "tool",
                &self
                    .tool
                    .and_then(|at| self.config.registry.at(at))
                    .map(|t| &t.name),
            )
            .field("attempts", &self.attempts)
            .finish_non_exhaustive()
    }
}

impl<S, Req> ResponseFuture<S, Req>
where
    S: Service<Req, Response = CallToolResult>,
    S::Error: Into<BoxError>,
    Req: ToolCall + Clone,
{
    #[inline]
    pub(crate) fn new(mut service: S, request: Req, config: Arc<Config>) -> Self {
        if let Some(budget) = &config.budget {
            budget.deposit();
        }
        if config.cooldowns.ever_recorded() {
            let now = Instant::now();
            if let Some(wait) = config.cooldowns.remaining(request.tool_name(), now) {
                return Self::cooling(service, request, config, now, wait);
            }
        }
        let span = tracing::debug_span!("rescue", tool = request.tool_name());
        // The kept request names the tool; its metadata is looked up only on failure. With
        // no request kept, the tool is looked up now, while its name is at hand. (Built
        // apart rather than as a tuple: a move of the request fewer.)
        let kept = (config.max_attempts > 1).then(|| request.clone());
        let (tool, name) = match kept {
            Some(_) => (None, None),
            None => locate(&config, request.tool_name()),
        };
        let call = {
            let _entered = span.enter();
            service.call(request)
        };
        ResponseFuture {
            state: State::Calling { future: call },
            service,
            request: kept,
            tool,
            name,
            config,
            attempts: 1,
            started: None,
            schedule: None,
            rejected: None,
            span,
        }
    }

    /// The tool asked for quiet: wait out its window, or answer at once if that is longer
    /// than this call may wait. No attempt is made either way until then.
    #[cold]
    fn cooling(
        service: S,
        request: Req,
        config: Arc<Config>,
        started: Instant,
        wait: Duration,
    ) -> Self {
        let span = tracing::debug_span!("rescue", tool = request.tool_name());
        // The request is used up by the first attempt when no retry may follow: keep what
        // names the tool now.
        let (tool, name) = locate(&config, request.tool_name());
        let limit = if wait > config.max_retry_after {
            Some(Limit::RetryAfterCap)
        } else if wait > config.max_elapsed {
            Some(Limit::MaxElapsed)
        } else {
            None
        };
        let (state, request, rejected) = match limit {
            Some(limit) => (
                State::Rejected,
                None,
                Some(Box::new(cooling_down(request.tool_name(), wait, limit))),
            ),
            None => {
                debug!(parent: &span, tool = request.tool_name(), delay_ms = wait.as_millis() as u64, "cooling down before the first attempt");
                (
                    State::Sleeping {
                        sleep: tokio::time::sleep(wait),
                    },
                    Some(request),
                    None,
                )
            }
        };
        ResponseFuture {
            state,
            service,
            request,
            tool,
            name,
            config,
            attempts: 0,
            started: Some(started),
            schedule: None,
            rejected,
            span,
        }
    }
}

/// Where `name`'s record is in the registry, or, for a tool it does not hold, the name
/// itself: what names the tool once no request is kept.
#[inline]
fn locate(config: &Config, name: &str) -> (Option<usize>, Option<Box<str>>) {
    let tool = config.registry.position(name);
    (tool, tool.is_none().then(|| name.into()))
}

/// The record of a failure of the layer itself, which no tool reported.
fn internal(config: &Config, text: &str) -> RescueError {
    crate::rescue_with(
        &Failure::from_text(text),
        None,
        &*config.classifier,
        &config.policy,
    )
}

fn cooling_down(tool: &str, wait: Duration, limit: Limit) -> RescueError {
    let failure = Failure::from_text(&format!(
        "{tool} is cooling down after a rate limit: retry after {:.0} s",
        wait.as_secs_f64().ceil()
    ))
    .with_retry_after(wait);
    let classification = Classification {
        category: ErrorCategory::RateLimit,
        outcome: Outcome::NotExecuted,
        confidence: 1.0,
        retry_after: failure.retry_after(),
        missing_tool: false,
        rule: Cow::Borrowed("shared cooldown"),
    };
    let decision = Decision {
        action: RecoveryAction::Backoff,
        retryable: true,
    };
    let mut rescued = RescueError::new(&failure, classification, decision);
    rescued.attempts = 0;
    rescued.limit = Some(limit);
    rescued
}

impl<S, Req> Future for ResponseFuture<S, Req>
where
    S: Service<Req, Response = CallToolResult>,
    S::Error: Into<BoxError>,
    Req: ToolCall + Clone,
{
    type Output = Result<CallToolResult, RescueError>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        loop {
            // The common case first, kept small: the attempt in flight answers or is pending.
            let failed = {
                let mut this = self.as_mut().project();
                match this.state.as_mut().project() {
                    StateProj::Calling { future } => {
                        let _entered = this.span.enter();
                        match future.poll(cx) {
                            Poll::Pending => {
                                this.started.get_or_insert_with(Instant::now);
                                return Poll::Pending;
                            }
                            Poll::Ready(Ok(result)) if result.is_error != Some(true) => {
                                if *this.attempts > 1 {
                                    debug!(attempts = *this.attempts, "tool call recovered");
                                }
                                return Poll::Ready(Ok(result));
                            }
                            Poll::Ready(Ok(result)) => {
                                Some(Box::new(ToolResultError::new(result)) as BoxError)
                            }
                            Poll::Ready(Err(error)) => Some(error.into()),
                        }
                    }
                    _ => None,
                }
            };
            match self.as_mut().poll_slow(cx, failed) {
                ControlFlow::Break(poll) => return poll,
                // Another attempt is in flight.
                ControlFlow::Continue(()) => continue,
            }
        }
    }
}

impl<S, Req> ResponseFuture<S, Req>
where
    S: Service<Req, Response = CallToolResult>,
    S::Error: Into<BoxError>,
    Req: ToolCall + Clone,
{
    /// Everything but an attempt in flight: judging a failure (`failed`, when one is in
    /// hand), waiting, readying the service and making the next call. Continue means an
    /// attempt is in flight again.
    #[inline(never)]
    fn poll_slow(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        mut failed: Option<BoxError>,
    ) -> ControlFlow<Poll<Result<CallToolResult, RescueError>>> {
        let mut this = self.project();
        let _entered = this.span.enter();
        loop {
            let failure: BoxError = match failed.take() {
                Some(failure) => failure,
                None => match this.state.as_mut().project() {
                    StateProj::Calling { .. } => return ControlFlow::Continue(()),
                    StateProj::Sleeping { sleep } => {
                        if sleep.poll(cx).is_pending() {
                            return ControlFlow::Break(Poll::Pending);
                        }
                        this.state.set(State::Readying);
                        continue;
                    }
                    StateProj::Readying => match this.service.poll_ready(cx) {
                        Poll::Pending => return ControlFlow::Break(Poll::Pending),
                        Poll::Ready(Ok(())) => {
                            let Some(request) = this.request.take() else {
                                // A wait is only chosen with a request kept; a bug if hit.
                                let rescued =
                                    internal(this.config, "internal error: no request to retry");
                                return ControlFlow::Break(Poll::Ready(Err(rescued)));
                            };
                            *this.attempts += 1;
                            if *this.attempts < this.config.max_attempts {
                                *this.request = Some(request.clone());
                            }
                            let future = this.service.call(request);
                            this.state.set(State::Calling { future });
                            return ControlFlow::Continue(());
                        }
                        // The service could not take the retry: judged like any failure.
                        Poll::Ready(Err(error)) => error.into(),
                    },
                    StateProj::Rejected => {
                        let rescued = this.rejected.take().map_or_else(
                            || internal(this.config, "polled after completion"),
                            |r| *r,
                        );
                        return ControlFlow::Break(Poll::Ready(Err(rescued)));
                    }
                },
            };

            if let (None, Some(request)) = (*this.tool, this.request.as_ref()) {
                *this.tool = this.config.registry.position(request.tool_name());
            }
            let tool = this.tool.and_then(|at| this.config.registry.at(at));
            let name = tool
                .map(|t| t.name.as_str())
                .or(this.request.as_ref().map(ToolCall::tool_name))
                .or(this.name.as_deref())
                .unwrap_or("");
            let attempt = Attempt {
                name,
                tool,
                config: this.config,
                number: *this.attempts,
                started: *this.started.get_or_insert_with(Instant::now),
                can_repeat: this.request.is_some(),
            };
            match attempt.judge(failure, this.schedule) {
                Ok(delay) => {
                    this.state.set(State::Sleeping {
                        sleep: tokio::time::sleep(delay),
                    });
                }
                Err(rescued) => {
                    warn!(
                        tool = name,
                        attempts = rescued.attempts,
                        category = %rescued.category,
                        action = %rescued.action,
                        outcome = %rescued.outcome,
                        limit = rescued.limit.map(tracing::field::display),
                        "tool call failed"
                    );
                    this.state.set(State::Rejected);
                    return ControlFlow::Break(Poll::Ready(Err(rescued)));
                }
            }
        }
    }
}

/// One failed attempt and what is known around it.
struct Attempt<'a> {
    name: &'a str,
    tool: Option<&'a ToolInfo>,
    config: &'a Config,
    number: u32,
    started: Instant,
    can_repeat: bool,
}

impl Attempt<'_> {
    /// Classifies the failure and decides; an automatic retry must then pass every limit.
    /// Ok(delay) means: sleep, then call again.
    fn judge(
        &self,
        source: BoxError,
        schedule: &mut Option<Schedule>,
    ) -> Result<Duration, RescueError> {
        let config = self.config;
        let failure = Failure::from(&source);
        let mut rescued = crate::rescue::rescue_named(
            &failure,
            Some(self.name),
            self.tool,
            &*config.classifier,
            &config.policy,
        )
        .with_source(source);
        let now = Instant::now();
        rescued.attempts = self.number;
        rescued.elapsed = now.saturating_duration_since(self.started);
        if let (ErrorCategory::RateLimit, Some(wait)) = (rescued.category, rescued.retry_after) {
            config.cooldowns.record(self.name, now, wait);
        }
        let next = self.limit(&rescued, now, schedule);
        debug!(
            tool = self.name,
            attempt = self.number,
            category = %rescued.category,
            action = %rescued.action,
            outcome = %rescued.outcome,
            delay_ms = next.as_ref().ok().map(|d| d.as_millis() as u64),
            retrying = next.is_ok(),
            "tool call failed"
        );
        next.map_err(|limit| {
            rescued.limit = limit;
            rescued
        })
    }

    /// The wait before the next attempt, or the limit (None: the decision itself) that
    /// forbids one. The budget is checked last, so that it is spent only on real retries.
    fn limit(
        &self,
        rescued: &RescueError,
        now: Instant,
        schedule: &mut Option<Schedule>,
    ) -> Result<Duration, Option<Limit>> {
        let config = self.config;
        if !crate::allow_automatic_retry(rescued) {
            return Err(None);
        }
        if !self.can_repeat || self.number >= config.max_attempts {
            return Err(Some(Limit::MaxAttempts));
        }
        let asked = rescued.retry_after.unwrap_or(Duration::ZERO);
        if asked > config.max_retry_after {
            return Err(Some(Limit::RetryAfterCap));
        }
        let step = schedule
            .get_or_insert_with(|| config.schedule.make())
            .next();
        let Some(step) = step else {
            return Err(Some(Limit::MaxAttempts));
        };
        let cooling = config
            .cooldowns
            .remaining(self.name, now)
            .unwrap_or(Duration::ZERO);
        let delay = step.max(asked).max(cooling);
        if rescued.elapsed.saturating_add(delay) > config.max_elapsed {
            return Err(Some(Limit::MaxElapsed));
        }
        if config
            .budget
            .as_ref()
            .is_some_and(|budget| !budget.withdraw())
        {
            return Err(Some(Limit::RetryBudget));
        }
        Ok(delay)
    }
}
