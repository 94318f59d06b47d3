//! Reliability under load: the shared retry budget, the shared cooldown, hard limits.

use mcp_rescue::test_util::{MockTools, Step};
use mcp_rescue::{
    CooldownScope, ErrorCategory, Limit, RecoveryAction, RescueLayer, RetryBudget, ToolInfo,
    ToolRegistry,
};
use rmcp::model::CallToolRequestParams;
use std::time::Duration;
use tokio::time::Instant;
use tower::{Layer, Service, ServiceExt};

fn registry() -> ToolRegistry {
    ToolRegistry::new()
        .with(ToolInfo::new("get_weather").read_only(true))
        .with(ToolInfo::new("search").read_only(true))
}

/// Runs `n` logical calls to `tool` at once and returns how many succeeded.
async fn storm<S>(
    stack: &S,
    tool: &'static str,
    n: usize,
) -> Vec<Result<(), mcp_rescue::RescueError>>
where
    S: Service<
            CallToolRequestParams,
            Response = rmcp::model::CallToolResult,
            Error = mcp_rescue::RescueError,
        > + Clone
        + Send
        + 'static,
    S::Future: Send,
{
    let tasks: Vec<_> = (0..n)
        .map(|_| {
            let svc = stack.clone();
            tokio::spawn(async move {
                svc.oneshot(CallToolRequestParams::new(tool))
                    .await
                    .map(|_| ())
            })
        })
        .collect();
    let mut out = Vec::with_capacity(n);
    for task in tasks {
        out.push(task.await.expect("task"));
    }
    out
}

#[tokio::test(start_paused = true)]
async fn budget_bounds_amplification_under_total_failure() {
    let logical = 1000;
    let tools = MockTools::new().script("get_weather", [Step::fail("503 Service Unavailable")]);
    let stack = RescueLayer::new(registry()).layer(tools.clone());
    let results = storm(&stack, "get_weather", logical).await;
    assert!(results.iter().all(Result::is_err));
    let inner = tools.calls("get_weather");
    // Default budget: 20 % of first attempts, plus a floor of 10 retries a second over 10 s.
    let bound = logical + logical / 5 + 100;
    eprintln!(
        "1000 logical calls, 100 % failure: {inner} inner calls, amplification {:.3} (bound {bound})",
        inner as f64 / logical as f64
    );
    assert!(inner <= bound, "{inner} inner calls > {bound}");
    assert!(inner > logical, "the budget allows some retries");
    let refused = results
        .iter()
        .filter(|r| r.as_ref().err().and_then(|e| e.limit) == Some(Limit::RetryBudget))
        .count();
    assert!(refused > 0, "calls refused by the budget say so");

    // Without a budget each call makes its 3 attempts.
    let tools = MockTools::new().script("get_weather", [Step::fail("503 Service Unavailable")]);
    let stack = RescueLayer::new(registry())
        .no_retry_budget()
        .layer(tools.clone());
    storm(&stack, "get_weather", logical).await;
    assert_eq!(tools.calls("get_weather"), 3 * logical);
}

#[tokio::test(start_paused = true)]
async fn budget_is_shared_by_clones_and_refills_with_traffic() {
    let tools = MockTools::new().script("get_weather", [Step::fail("503 Service Unavailable")]);
    let layer =
        RescueLayer::new(registry()).retry_budget(RetryBudget::new(Duration::from_secs(1), 0, 0.5));
    let mut a = layer.layer(tools.clone());
    let mut b = layer.layer(tools.clone());
    // Two first attempts across two services: one retry in all (50 %).
    let ra = a
        .ready()
        .await
        .unwrap()
        .call(CallToolRequestParams::new("get_weather"));
    let rb = b
        .ready()
        .await
        .unwrap()
        .call(CallToolRequestParams::new("get_weather"));
    let (ra, rb) = tokio::join!(ra, rb);
    let limits = [ra.unwrap_err().limit, rb.unwrap_err().limit];
    assert_eq!(tools.calls("get_weather"), 3);
    assert!(limits.contains(&Some(Limit::RetryBudget)), "{limits:?}");
}

#[tokio::test(start_paused = true)]
async fn shared_cooldown_holds_back_concurrent_calls() {
    let tools = MockTools::new().script(
        "search",
        [
            Step::fail("429 Too Many Requests. Retry-After: 5"),
            Step::ok("results"),
        ],
    );
    let stack = RescueLayer::new(registry()).layer(tools.clone());
    let start = Instant::now();
    let first = tokio::spawn(stack.clone().oneshot(CallToolRequestParams::new("search")));
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(tools.calls("search"), 1);

    let crowd = tokio::spawn({
        let stack = stack.clone();
        async move { storm(&stack, "search", 100).await }
    });
    tokio::time::sleep(Duration::from_millis(3990)).await;
    assert_eq!(
        tools.calls("search"),
        1,
        "no inner call during the 5 s window"
    );

    assert!(first.await.expect("task").is_ok());
    let results = crowd.await.expect("task");
    assert!(results.iter().all(Result::is_ok));
    assert_eq!(tools.calls("search"), 102);
    let times = tools.call_times("search");
    assert!(
        times[1..]
            .iter()
            .all(|t| *t - start >= Duration::from_secs(5)),
        "{times:?}"
    );
}

#[tokio::test(start_paused = true)]
async fn cooldown_longer_than_the_caller_may_wait_comes_back_at_once() {
    let tools = MockTools::new().script(
        "search",
        [
            Step::fail("rate limited, retry in 30s"),
            Step::ok("results"),
        ],
    );
    let stack = RescueLayer::new(registry())
        .max_retry_after(Duration::from_secs(60))
        .layer(tools.clone());
    let first = tokio::spawn(stack.clone().oneshot(CallToolRequestParams::new("search")));
    tokio::time::sleep(Duration::from_secs(1)).await;

    let before = Instant::now();
    let err = stack
        .clone()
        .oneshot(CallToolRequestParams::new("search"))
        .await;
    // Waiting 29 s fits this layer's 60 s cap and its 30 s limit: it waits, then succeeds.
    assert!(err.is_ok());
    assert_eq!(before.elapsed(), Duration::from_secs(29));

    let tools = MockTools::new().script(
        "search",
        [
            Step::fail("rate limited, retry in 30s"),
            Step::ok("results"),
        ],
    );
    let stack = RescueLayer::new(registry())
        .max_elapsed(Duration::from_secs(10))
        .layer(tools.clone());
    let err = stack
        .clone()
        .oneshot(CallToolRequestParams::new("search"))
        .await
        .unwrap_err();
    assert_eq!(err.limit, Some(Limit::MaxElapsed));
    let before = Instant::now();
    let err = stack
        .clone()
        .oneshot(CallToolRequestParams::new("search"))
        .await
        .unwrap_err();
    assert_eq!(before.elapsed(), Duration::ZERO);
    assert_eq!(
        (err.category, err.action, err.attempts),
        (ErrorCategory::RateLimit, RecoveryAction::Backoff, 0)
    );
    assert_eq!(err.limit, Some(Limit::MaxElapsed));
    assert_eq!(err.retry_after, Some(Duration::from_secs(30)));
    assert_eq!(tools.calls("search"), 1);
    assert!(first.await.expect("task").is_ok());
}

#[tokio::test(start_paused = true)]
async fn cooldown_scope_server_and_off() {
    let script = [
        Step::fail("429 Too Many Requests; retry after 5 seconds"),
        Step::ok("ok"),
    ];
    let tools = MockTools::new()
        .script("search", script.clone())
        .script("get_weather", [Step::ok("sunny")]);
    let stack = RescueLayer::new(registry())
        .cooldown(CooldownScope::Server)
        .layer(tools.clone());
    let first = tokio::spawn(stack.clone().oneshot(CallToolRequestParams::new("search")));
    tokio::time::sleep(Duration::from_secs(1)).await;
    let before = Instant::now();
    assert!(
        stack
            .clone()
            .oneshot(CallToolRequestParams::new("get_weather"))
            .await
            .is_ok()
    );
    assert_eq!(
        before.elapsed(),
        Duration::from_secs(4),
        "another tool of the server waited"
    );
    assert!(first.await.expect("task").is_ok());

    let tools = MockTools::new()
        .script("search", script)
        .script("get_weather", [Step::ok("sunny")]);
    let stack = RescueLayer::new(registry())
        .cooldown(CooldownScope::Off)
        .layer(tools.clone());
    let first = tokio::spawn(stack.clone().oneshot(CallToolRequestParams::new("search")));
    tokio::time::sleep(Duration::from_secs(1)).await;
    let before = Instant::now();
    assert!(
        stack
            .clone()
            .oneshot(CallToolRequestParams::new("search"))
            .await
            .is_ok()
    );
    assert_eq!(before.elapsed(), Duration::ZERO, "no shared cooldown");
    assert!(first.await.expect("task").is_ok());
}

#[tokio::test(start_paused = true)]
async fn absurd_settings_and_server_values_stay_bounded() {
    // A server asking for 3,000 years is capped at a day and not slept (the cap is 60 s).
    let tools = MockTools::new().script(
        "get_weather",
        [
            Step::fail("429 Too Many Requests\nRetry-After: 99999999999"),
            Step::ok("sunny"),
        ],
    );
    let stack = RescueLayer::new(registry()).layer(tools.clone());
    let err = stack
        .oneshot(CallToolRequestParams::new("get_weather"))
        .await
        .unwrap_err();
    assert_eq!(err.retry_after, Some(Duration::from_secs(86_400)));
    assert_eq!(err.limit, Some(Limit::RetryAfterCap));

    // Endless limits and an endless backoff: the 24 h cap on total time ends it at once.
    let tools = MockTools::new().script("get_weather", [Step::fail("ECONNRESET")]);
    let stack = RescueLayer::new(registry())
        .max_attempts(u32::MAX)
        .max_elapsed(Duration::MAX)
        .max_retry_after(Duration::MAX)
        .backoff(std::iter::repeat(Duration::MAX))
        .layer(tools.clone());
    let before = Instant::now();
    let err = stack
        .oneshot(CallToolRequestParams::new("get_weather"))
        .await
        .unwrap_err();
    assert_eq!(err.limit, Some(Limit::MaxElapsed));
    assert_eq!(before.elapsed(), Duration::ZERO);
    assert_eq!(tools.calls("get_weather"), 1);

    // The attempt cap holds whatever is asked.
    let tools = MockTools::new().script("get_weather", [Step::fail("ECONNRESET")]);
    let stack = RescueLayer::new(registry())
        .max_attempts(u32::MAX)
        .backoff(std::iter::repeat(Duration::ZERO))
        .layer(tools.clone());
    let err = stack
        .oneshot(CallToolRequestParams::new("get_weather"))
        .await
        .unwrap_err();
    assert_eq!(tools.calls("get_weather"), 10);
    assert_eq!(err.attempts, 10);
}

#[tokio::test(start_paused = true)]
async fn a_call_that_waited_out_a_cooldown_still_knows_its_tool() {
    // One attempt only, so no request is kept: the tool must still be known after the wait.
    let tools = MockTools::new().script(
        "search",
        [
            Step::fail("429 Too Many Requests; retry after 2 seconds"),
            Step::fail("connection reset by peer"),
        ],
    );
    let stack = RescueLayer::new(registry())
        .max_attempts(1)
        .layer(tools.clone());
    let first = stack
        .clone()
        .oneshot(CallToolRequestParams::new("search"))
        .await
        .unwrap_err();
    assert_eq!(first.category, ErrorCategory::RateLimit);
    let before = Instant::now();
    let second = stack
        .clone()
        .oneshot(CallToolRequestParams::new("search"))
        .await
        .unwrap_err();
    assert_eq!(before.elapsed(), Duration::from_secs(2));
    // Read-only, so an outcome-unknown failure is retryable (the limit, not the tool, stops it).
    assert_eq!(second.action, RecoveryAction::Retry);
    assert_eq!(second.limit, Some(Limit::MaxAttempts));
}

/// The default budget's floor (10 retries a second) covers an agent's pace: with
/// independent failures at p = 0.3 and one call every 100 ms, it refuses no retry and the
/// layer reaches about 1 − p³ of successes. At a busy gateway's pace (one call every 5 ms)
/// its 20 % share binds, as it is meant to.
#[tokio::test(start_paused = true)]
async fn default_budget_refuses_nothing_at_an_agents_pace() {
    let logical = 2_000;
    for (interval, budget_binds) in [(100, false), (5, true)] {
        let mut rng = fastrand::Rng::with_seed(7);
        let steps: Vec<Step> = (0..3 * logical)
            .map(|_| {
                if rng.f64() < 0.3 {
                    Step::fail("connect ECONNREFUSED 10.0.0.7:443")
                } else {
                    Step::ok("sunny")
                }
            })
            .collect();
        let tools = MockTools::new().script("get_weather", steps);
        let stack = RescueLayer::new(registry())
            .backoff(mcp_rescue::FullJitter::default().with_seed(1))
            .layer(tools.clone());
        let epoch = Instant::now();
        let tasks: Vec<_> = (0..logical)
            .map(|i| {
                let svc = stack.clone();
                let start = epoch + Duration::from_millis(interval * i as u64);
                tokio::spawn(async move {
                    tokio::time::sleep_until(start).await;
                    svc.oneshot(CallToolRequestParams::new("get_weather")).await
                })
            })
            .collect();
        let (mut ok, mut refused) = (0, 0);
        for task in tasks {
            match task.await.expect("task") {
                Ok(_) => ok += 1,
                Err(e) if e.limit == Some(Limit::RetryBudget) => refused += 1,
                Err(_) => {}
            }
        }
        let success = ok as f64 / logical as f64;
        eprintln!(
            "one call every {interval} ms: success {success:.4}, {refused} refused by the budget"
        );
        if budget_binds {
            assert!(refused > 0, "at {interval} ms the 20 % share binds");
        } else {
            assert_eq!(refused, 0, "at {interval} ms the floor covers every retry");
            // 1 − 0.3³ = 0.973; the script is fixed, so this is not a matter of luck.
            assert!(success >= 0.965, "success {success}");
        }
    }
}
