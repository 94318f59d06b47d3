//! The rescue layer's behaviour, under paused (virtual) tokio time.

use mcp_rescue::test_util::{MockTools, Step};
use mcp_rescue::{
    ErrorCategory, Limit, Outcome, RecoveryAction, RescueError, RescueLayer, ToolCall, ToolInfo,
    ToolRegistry,
};
use rmcp::model::{CallToolRequestParams, CallToolResult, ContentBlock};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::time::Instant;
use tower::{BoxError, Layer, Service, ServiceBuilder, ServiceExt};

fn registry() -> ToolRegistry {
    ToolRegistry::new()
        .with(
            ToolInfo::new("get_weather")
                .read_only(true)
                .idempotent(true),
        )
        .with(ToolInfo::new("send_email").destructive(false))
}

async fn call<S>(service: &mut S, tool: &str) -> Result<CallToolResult, S::Error>
where
    S: Service<CallToolRequestParams, Response = CallToolResult>,
{
    service
        .ready()
        .await?
        .call(CallToolRequestParams::new(tool.to_owned()))
        .await
}

fn fixed(delay: Duration) -> backon::ConstantBuilder {
    backon::ConstantBuilder::default()
        .with_delay(delay)
        .without_max_times()
}

#[tokio::test(start_paused = true)]
async fn read_only_tool_is_retried_until_it_answers() {
    let tools = MockTools::new().script(
        "get_weather",
        [
            Step::fail("connection timeout"),
            Step::fail("connection timeout"),
            Step::ok("sunny"),
        ],
    );
    let mut stack = RescueLayer::new(registry()).layer(tools.clone());
    let result = call(&mut stack, "get_weather").await;
    assert!(result.is_ok(), "{result:?}");
    assert_eq!(tools.calls("get_weather"), 3);
}

#[tokio::test(start_paused = true)]
async fn timed_out_email_is_returned_to_the_user_after_one_call() {
    let tools = MockTools::new().script(
        "send_email",
        [Step::fail("connection timeout"), Step::ok("sent")],
    );
    let mut stack = RescueLayer::new(registry()).layer(tools.clone());
    let err = call(&mut stack, "send_email").await.unwrap_err();
    assert_eq!(err.action, RecoveryAction::AskUser);
    assert!(!err.retryable);
    assert_eq!(err.outcome, Outcome::Unknown);
    assert_eq!(err.attempts, 1);
    assert_eq!(tools.calls("send_email"), 1);
    // The failed result itself travels with the decision.
    let original = err
        .tool_result()
        .expect("tool-level failure keeps its result");
    assert_eq!(
        original.content[0].as_text().map(|t| t.text.as_str()),
        Some("connection timeout")
    );
}

#[tokio::test(start_paused = true)]
async fn refused_connection_is_retried_even_for_email() {
    let tools = MockTools::new().script(
        "send_email",
        [
            Step::fail("connect ECONNREFUSED 10.0.0.7:443"),
            Step::ok("sent"),
        ],
    );
    let mut stack = RescueLayer::new(registry()).layer(tools.clone());
    assert!(call(&mut stack, "send_email").await.is_ok());
    assert_eq!(tools.calls("send_email"), 2);
    assert_eq!(tools.effects("send_email"), 1);

    // The same from a typed io::Error in the transport.
    let tools = MockTools::new().script(
        "send_email",
        [
            Step::io(std::io::ErrorKind::ConnectionRefused),
            Step::ok("sent"),
        ],
    );
    let mut stack = RescueLayer::new(registry()).layer(tools.clone());
    assert!(call(&mut stack, "send_email").await.is_ok());
    assert_eq!(tools.calls("send_email"), 2);
}

#[tokio::test(start_paused = true)]
async fn rate_limit_waits_what_the_server_asked() {
    let tools = MockTools::new().script(
        "send_email",
        [
            Step::fail("429 Too Many Requests: retry after 2s"),
            Step::ok("sent"),
        ],
    );
    let mut stack = RescueLayer::new(registry()).layer(tools.clone());
    let start = Instant::now();
    assert!(call(&mut stack, "send_email").await.is_ok());
    // The default backoff's first step is at most 100 ms: the server's 2 s decides.
    assert_eq!(start.elapsed(), Duration::from_secs(2));
    assert_eq!(tools.calls("send_email"), 2);
}

#[tokio::test(start_paused = true)]
async fn retry_after_above_the_cap_goes_back_to_the_caller() {
    let tools = MockTools::new().script(
        "get_weather",
        [
            Step::fail("Rate limit exceeded. Retry-After: 600"),
            Step::ok("sunny"),
        ],
    );
    let mut stack = RescueLayer::new(registry())
        .max_retry_after(Duration::from_secs(60))
        .layer(tools.clone());
    let start = Instant::now();
    let err = call(&mut stack, "get_weather").await.unwrap_err();
    assert_eq!(start.elapsed(), Duration::ZERO);
    assert_eq!(err.action, RecoveryAction::Backoff);
    assert!(err.retryable);
    assert_eq!(err.retry_after, Some(Duration::from_secs(600)));
    assert_eq!(err.limit, Some(Limit::RetryAfterCap));
    assert_eq!(tools.calls("get_weather"), 1);
}

#[tokio::test(start_paused = true)]
async fn max_attempts_holds_exactly() {
    for (asked, expected) in [(1, 1), (2, 2), (3, 3), (7, 7), (10, 10), (50, 10), (0, 1)] {
        let tools = MockTools::new().script("get_weather", [Step::fail("503 Service Unavailable")]);
        let mut stack = RescueLayer::new(registry())
            .max_attempts(asked)
            .max_elapsed(Duration::from_secs(3600))
            .layer(tools.clone());
        let err = call(&mut stack, "get_weather").await.unwrap_err();
        assert_eq!(
            tools.calls("get_weather"),
            expected,
            "max_attempts({asked})"
        );
        assert_eq!(err.attempts as usize, expected);
        assert_eq!(err.limit, Some(Limit::MaxAttempts));
        assert_eq!(err.category, ErrorCategory::UpstreamUnavailable);
    }
}

#[tokio::test(start_paused = true)]
async fn max_elapsed_holds_exactly() {
    let tools = MockTools::new().script("get_weather", [Step::fail("connection reset by peer")]);
    let mut stack = RescueLayer::new(registry())
        .max_attempts(10)
        .max_elapsed(Duration::from_millis(2500))
        .backoff(fixed(Duration::from_secs(1)))
        .layer(tools.clone());
    let start = Instant::now();
    let err = call(&mut stack, "get_weather").await.unwrap_err();
    // Attempts at 0 s, 1 s and 2 s; a fourth at 3 s would cross 2.5 s.
    assert_eq!(tools.calls("get_weather"), 3);
    assert_eq!(start.elapsed(), Duration::from_secs(2));
    assert_eq!(err.limit, Some(Limit::MaxElapsed));
    assert_eq!(err.elapsed, Duration::from_secs(2));
}

/// The first attempt begins at its first poll: a future that waits before it is polled
/// (queued, or held by the caller) has not spent its time yet.
#[tokio::test(start_paused = true)]
async fn max_elapsed_counts_from_the_first_poll() {
    let tools = MockTools::new().script(
        "get_weather",
        [
            Step::fail("connection reset by peer").after(Duration::from_secs(1)),
            Step::ok("sunny"),
        ],
    );
    let mut stack = RescueLayer::new(registry())
        .max_elapsed(Duration::from_millis(2500))
        .backoff(fixed(Duration::from_secs(1)))
        .layer(tools.clone());
    let future = stack
        .ready()
        .await
        .expect("ready")
        .call(CallToolRequestParams::new("get_weather"));
    tokio::time::sleep(Duration::from_secs(10)).await;
    let start = Instant::now();
    // Polled 10 s after the call: the failure at 1 s and a retry at 2 s fit in 2.5 s.
    let result = future.await;
    assert!(result.is_ok(), "{:?}", result.err());
    assert_eq!(tools.calls("get_weather"), 2);
    assert_eq!(start.elapsed(), Duration::from_secs(2));
}

#[tokio::test(start_paused = true)]
async fn backoff_schedule_is_followed() {
    let tools = MockTools::new().script("get_weather", [Step::fail("ETIMEDOUT")]);
    let delays = [
        Duration::from_millis(10),
        Duration::from_millis(20),
        Duration::from_millis(40),
    ];
    let mut stack = RescueLayer::new(registry())
        .max_attempts(10)
        .backoff(delays.into_iter())
        .layer(tools.clone());
    let start = Instant::now();
    let err = call(&mut stack, "get_weather").await.unwrap_err();
    // The schedule has three steps: four attempts, 70 ms of waiting.
    assert_eq!(tools.calls("get_weather"), 4);
    assert_eq!(start.elapsed(), Duration::from_millis(70));
    assert_eq!(err.limit, Some(Limit::MaxAttempts));
}

#[tokio::test(start_paused = true)]
async fn unregistered_tool_is_never_repeated_after_an_unknown_outcome() {
    for step in [
        Step::fail("socket hang up"),
        Step::transport_closed(),
        Step::timeout(),
    ] {
        let tools = MockTools::new().script("mystery", [step, Step::ok("done")]);
        let mut stack = RescueLayer::new(registry()).layer(tools.clone());
        let err = call(&mut stack, "mystery").await.unwrap_err();
        assert_eq!(tools.calls("mystery"), 1);
        assert_eq!(err.action, RecoveryAction::AskUser);
        assert_eq!(err.outcome, Outcome::Unknown);
    }
}

#[tokio::test(start_paused = true)]
async fn decisions_the_layer_does_not_carry_out_come_back_at_once() {
    let cases = [
        (
            "Booking date must be in the future",
            RecoveryAction::AskUser,
        ),
        ("401 Unauthorized", RecoveryAction::Reauthenticate),
        (
            "Invalid arguments: missing required parameter: city",
            RecoveryAction::RepairArguments,
        ),
        ("403 Forbidden", RecoveryAction::Stop),
    ];
    for (text, action) in cases {
        let tools = MockTools::new().script("get_weather", [Step::fail(text), Step::ok("sunny")]);
        let mut stack = RescueLayer::new(registry()).layer(tools.clone());
        let err = call(&mut stack, "get_weather").await.unwrap_err();
        assert_eq!(err.action, action, "{text}");
        assert_eq!(err.limit, None);
        assert_eq!(tools.calls("get_weather"), 1);
    }
    // An unknown tool (JSON-RPC -32602 "Unknown tool") is a replan after one call.
    let tools = MockTools::new();
    let mut stack = RescueLayer::new(registry()).layer(tools.clone());
    let err = call(&mut stack, "get_weathr").await.unwrap_err();
    assert_eq!(
        (err.category, err.action),
        (ErrorCategory::NotFound, RecoveryAction::Replan)
    );
    assert_eq!(tools.calls("get_weathr"), 0);
}

#[tokio::test(start_paused = true)]
async fn per_attempt_timeout_inside_retries_only_safe_tools() {
    let tools = MockTools::new()
        .script(
            "get_weather",
            [Step::hang(), Step::hang(), Step::ok("sunny")],
        )
        .script(
            "send_email",
            [Step::ok("sent").after(Duration::from_secs(5))],
        );
    let mut stack = ServiceBuilder::new()
        .layer(RescueLayer::new(registry()))
        .timeout(Duration::from_secs(1))
        .service(tools.clone());
    assert!(call(&mut stack, "get_weather").await.is_ok());
    assert_eq!(tools.calls("get_weather"), 3);

    let err = call(&mut stack, "send_email").await.unwrap_err();
    assert_eq!(err.category, ErrorCategory::TransientNetwork);
    assert_eq!(err.action, RecoveryAction::AskUser);
    assert_eq!(tools.calls("send_email"), 1);
}

#[tokio::test(start_paused = true)]
async fn outer_timeout_bounds_the_whole_call() {
    let tools = MockTools::new().script("get_weather", [Step::hang()]);
    let mut stack = ServiceBuilder::new()
        .timeout(Duration::from_secs(5))
        .layer(
            RescueLayer::new(registry())
                .max_attempts(10)
                .backoff(fixed(Duration::from_secs(1))),
        )
        .timeout(Duration::from_secs(1))
        .service(tools.clone());
    let start = Instant::now();
    let err = call(&mut stack, "get_weather").await.unwrap_err();
    assert!(err.is::<tower::timeout::error::Elapsed>(), "{err}");
    assert_eq!(start.elapsed(), Duration::from_secs(5));
    // Attempts start at 0, 2 and 4 s (1 s timeout + 1 s wait each).
    assert_eq!(tools.calls("get_weather"), 3);
}

#[tokio::test(start_paused = true)]
async fn composes_with_concurrency_limit_tracing_and_box_clone_service() {
    let tools = MockTools::new().script(
        "get_weather",
        [Step::fail("502 Bad Gateway"), Step::ok("sunny")],
    );
    let stack = ServiceBuilder::new()
        .map_future(|f| tracing::Instrument::instrument(f, tracing::info_span!("outer")))
        .layer(RescueLayer::new(registry()))
        .concurrency_limit(2)
        .service(tools.clone());
    let boxed: tower::util::BoxCloneService<CallToolRequestParams, CallToolResult, RescueError> =
        tower::util::BoxCloneService::new(stack);
    let calls = (0..8).map(|_| {
        let svc = boxed.clone();
        async move { svc.oneshot(CallToolRequestParams::new("get_weather")).await }
    });
    let results = futures_join_all(calls).await;
    assert!(results.iter().all(Result::is_ok));
    // The first call of the script fails once; every later call succeeds at once.
    assert_eq!(tools.calls("get_weather"), 9);
}

async fn futures_join_all<F>(futures: impl Iterator<Item = F>) -> Vec<F::Output>
where
    F: std::future::Future + Send + 'static,
    F::Output: Send + 'static,
{
    let handles: Vec<_> = futures.map(tokio::spawn).collect();
    let mut out = Vec::new();
    for h in handles {
        out.push(h.await.expect("task"));
    }
    out
}

#[tokio::test(start_paused = true)]
async fn dropping_the_future_while_it_sleeps_stops_all_attempts() {
    let tools = MockTools::new().script(
        "get_weather",
        [Step::fail("service unavailable"), Step::ok("sunny")],
    );
    let mut stack = RescueLayer::new(registry())
        .backoff(fixed(Duration::from_secs(10)))
        .layer(tools.clone());
    let future = stack
        .ready()
        .await
        .unwrap()
        .call(CallToolRequestParams::new("get_weather"));
    // Runs the first attempt and enters the 10 s sleep, then gives up on it after 1 s.
    assert!(
        tokio::time::timeout(Duration::from_secs(1), future)
            .await
            .is_err()
    );
    tokio::time::sleep(Duration::from_secs(60)).await;
    assert_eq!(tools.calls("get_weather"), 1);
}

#[tokio::test(start_paused = true)]
async fn poll_ready_errors_are_judged_like_call_errors() {
    #[derive(Clone)]
    struct NeverReady;
    impl Service<CallToolRequestParams> for NeverReady {
        type Response = CallToolResult;
        type Error = BoxError;
        type Future = std::future::Ready<Result<CallToolResult, BoxError>>;
        fn poll_ready(
            &mut self,
            _: &mut std::task::Context<'_>,
        ) -> std::task::Poll<Result<(), BoxError>> {
            std::task::Poll::Ready(Err(Box::new(rmcp::ServiceError::TransportClosed)))
        }
        fn call(&mut self, _: CallToolRequestParams) -> Self::Future {
            std::future::ready(Ok(CallToolResult::success(vec![])))
        }
    }
    let mut stack = RescueLayer::new(registry()).layer(NeverReady);
    let err = stack.ready().await.err().expect("not ready");
    assert_eq!(err.category, ErrorCategory::TransientNetwork);
    assert_eq!(err.attempts, 0);
}

/// A request that counts its clones.
#[derive(Debug)]
struct Counted {
    clones: Arc<AtomicUsize>,
}

impl Clone for Counted {
    fn clone(&self) -> Self {
        self.clones.fetch_add(1, Ordering::Relaxed);
        Counted {
            clones: self.clones.clone(),
        }
    }
}

impl ToolCall for Counted {
    fn tool_name(&self) -> &str {
        "get_weather"
    }
}

#[derive(Clone)]
struct Answers(Arc<AtomicUsize>);

impl Service<Counted> for Answers {
    type Response = CallToolResult;
    type Error = BoxError;
    type Future = std::future::Ready<Result<CallToolResult, BoxError>>;
    fn poll_ready(
        &mut self,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Result<(), BoxError>> {
        std::task::Poll::Ready(Ok(()))
    }
    fn call(&mut self, _: Counted) -> Self::Future {
        // Fails the first call of each pair.
        let n = self.0.fetch_add(1, Ordering::Relaxed);
        let failed = n.is_multiple_of(2);
        let text = if failed { "timed out" } else { "ok" };
        let block = vec![ContentBlock::text(text)];
        std::future::ready(Ok(if failed {
            CallToolResult::error(block)
        } else {
            CallToolResult::success(block)
        }))
    }
}

#[tokio::test(start_paused = true)]
async fn the_request_is_cloned_only_while_a_retry_may_follow() {
    let clones = Arc::new(AtomicUsize::new(0));
    let request = || Counted {
        clones: clones.clone(),
    };

    let mut single = RescueLayer::new(registry())
        .max_attempts(1)
        .layer(Answers(Arc::new(AtomicUsize::new(1))));
    assert!(single.ready().await.unwrap().call(request()).await.is_ok());
    assert_eq!(
        clones.load(Ordering::Relaxed),
        0,
        "no clone when no retry is possible"
    );

    let mut two = RescueLayer::new(registry())
        .max_attempts(2)
        .layer(Answers(Arc::new(AtomicUsize::new(0))));
    assert!(two.ready().await.unwrap().call(request()).await.is_ok());
    // One clone kept for the retry; the retry itself, being the last attempt, keeps none.
    assert_eq!(clones.load(Ordering::Relaxed), 1);
}

#[tokio::test(start_paused = true)]
async fn each_logical_call_draws_its_own_jitter() {
    let tools = MockTools::new().script(
        "get_weather",
        [
            Step::fail("503 Service Unavailable"),
            Step::ok("sunny"),
            Step::fail("503 Service Unavailable"),
            Step::ok("sunny"),
        ],
    );
    let mut stack = RescueLayer::new(registry())
        .backoff(mcp_rescue::FullJitter::default().with_seed(3))
        .layer(tools.clone());
    let mut waits = Vec::new();
    for _ in 0..2 {
        let start = Instant::now();
        assert!(call(&mut stack, "get_weather").await.is_ok());
        waits.push(start.elapsed());
    }
    assert_eq!(tools.calls("get_weather"), 4);
    // Calls that fail together must not retry in lockstep.
    assert_ne!(waits[0], waits[1], "{waits:?}");
    assert!(
        waits.iter().all(|w| *w <= Duration::from_millis(100)),
        "{waits:?}"
    );
}

#[cfg(feature = "backoff")]
#[tokio::test(start_paused = true)]
async fn the_backoff_crates_exponential_backoff_drives_the_waits() {
    let tools = MockTools::new().script("get_weather", [Step::fail("ECONNRESET")]);
    let schedule = backoff::ExponentialBackoff {
        initial_interval: Duration::from_secs(1),
        randomization_factor: 0.0,
        multiplier: 2.0,
        max_interval: Duration::from_secs(60),
        max_elapsed_time: None,
        ..Default::default()
    };
    let mut stack = RescueLayer::new(registry())
        .max_attempts(4)
        .legacy_backoff(schedule)
        .layer(tools.clone());
    let start = Instant::now();
    let err = call(&mut stack, "get_weather").await.unwrap_err();
    // Waits of 1 s, 2 s and 4 s between four attempts.
    assert_eq!(start.elapsed(), Duration::from_secs(7));
    assert_eq!(tools.calls("get_weather"), 4);
    assert_eq!(err.limit, Some(Limit::MaxAttempts));
}
