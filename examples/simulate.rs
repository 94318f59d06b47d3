//! A failure simulation in virtual time: a simulated MCP server with a configurable failure
//! mix, thousands of logical calls to a read-only tool (`get_weather`) and to a
//! non-idempotent one (`send_email`), through three client strategies:
//!
//! - `no retry`: one call; a failure comes back with its decision (what the original
//!   project does: `rescue_error` / `rescue_mcp_result` say what to do, nothing retries);
//! - `naive retry`: `tower::retry` with 3 attempts that retries every failure, with no
//!   classification (as several agent SDKs do), on the same backoff schedule as the layer;
//! - `RescueLayer`: the layer with its defaults (the backoff seeded, for reproducible runs),
//!   among them the retry budget (retries up to 20 % of first attempts plus 10 a second) and
//!   the shared cooldown after a rate limit; then without the budget, and without either.
//!
//! The server (a tower `Service<CallToolRequestParams>`) fails each attempt independently:
//! transient failures with probability `p` (connection refused or 503: the tool did not
//! run), rate limits (429 with `Retry-After`; the caller stays throttled until then), and
//! timeouts that happen after the tool did its work (the mail is sent, the answer is lost).
//! A total outage window refuses every call. Every random draw is keyed by (seed, tool,
//! logical call, attempt), so each strategy meets the same failures attempt for attempt.
//! Each logical call stands for its own client: a rate limit throttles that call only.
//!
//! Run: `cargo run --release --example simulate` (a few seconds; virtual time).

use backon::BackoffBuilder;
use mcp_rescue::{
    BoxError, CooldownScope, FullJitter, FullJitterSchedule, RescueLayer, ToolInfo, ToolRegistry,
    rescue_error, rescue_mcp_result,
};
use rmcp::ServiceError;
use rmcp::model::{CallToolRequestParams, CallToolResult, ContentBlock};
use serde_json::json;
use std::collections::HashMap;
use std::future::Future;
use std::ops::Range;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::time::Instant;
use tower::retry::{Policy, Retry};
use tower::{Layer, Service, ServiceExt};

const SEED: u64 = 2024;
const READ_ONLY: &str = "get_weather";
const SIDE_EFFECT: &str = "send_email";
const TOOLS: [&str; 2] = [READ_ONLY, SIDE_EFFECT];
/// Attempts per logical call for both retrying strategies (the layer's default).
const ATTEMPTS: i32 = 3;

// ---------------------------------------------------------------------------------------
// The failure mix and the simulated server.

/// What can go wrong with one attempt, each independently of the others.
#[derive(Debug, Clone)]
struct Mix {
    /// Transient failure before the tool runs (connection refused, 503).
    p_transient: f64,
    /// Rate limit: 429 with `Retry-After: retry_after`; the caller stays throttled that long.
    p_rate_limit: f64,
    retry_after: Duration,
    /// The tool does its work, then the answer is lost: the client times out.
    p_timeout_after_work: f64,
    timeout: Duration,
    /// Every call arriving in this window is refused (virtual time from the start).
    outage: Option<Range<Duration>>,
    /// How long an attempt that reaches the tool takes.
    latency: Duration,
}

impl Mix {
    /// The per-attempt probability of an independent failure, p in 1 − pⁿ.
    fn p(&self) -> f64 {
        self.p_transient + self.p_rate_limit + self.p_timeout_after_work
    }
}

/// What the server saw of one logical call.
#[derive(Debug, Default, Clone)]
struct CallRecord {
    attempts: u32,
    /// Times the tool ran (for `send_email`, mails sent).
    executions: u32,
    throttled_until: Option<Instant>,
}

#[derive(Clone)]
struct Server {
    mix: Arc<Mix>,
    epoch: Instant,
    calls: Arc<Mutex<HashMap<(&'static str, u64), CallRecord>>>,
}

enum Answer {
    Ok,
    Refused,
    Unavailable,
    RateLimited(Duration),
    TimeoutAfterWork,
}

impl Server {
    fn new(mix: Mix, epoch: Instant) -> Self {
        Server {
            mix: Arc::new(mix),
            epoch,
            calls: Arc::default(),
        }
    }

    fn records(&self) -> HashMap<(&'static str, u64), CallRecord> {
        self.calls
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Decides one attempt on arrival, and records it.
    fn arrive(&self, tool: &'static str, call: u64) -> Answer {
        let now = Instant::now();
        let mut calls = self.calls.lock().unwrap_or_else(PoisonError::into_inner);
        let record = calls.entry((tool, call)).or_default();
        let attempt = record.attempts;
        record.attempts += 1;
        if let Some(outage) = &self.mix.outage
            && outage.contains(&now.duration_since(self.epoch))
        {
            return Answer::Refused;
        }
        if let Some(until) = record.throttled_until.filter(|&until| until > now) {
            return Answer::RateLimited(until - now);
        }
        let tool_key = if tool == READ_ONLY { 1 } else { 2 };
        let key = (tool_key << 56) ^ (call << 8) ^ u64::from(attempt);
        let mut rng = fastrand::Rng::with_seed(mix64(SEED ^ mix64(key)));
        let mix = &self.mix;
        let draw = rng.f64();
        if draw < mix.p_transient {
            if rng.bool() {
                Answer::Refused
            } else {
                Answer::Unavailable
            }
        } else if draw < mix.p_transient + mix.p_rate_limit {
            record.throttled_until = Some(now + mix.retry_after);
            Answer::RateLimited(mix.retry_after)
        } else if draw < mix.p() {
            record.executions += 1;
            Answer::TimeoutAfterWork
        } else {
            record.executions += 1;
            Answer::Ok
        }
    }
}

/// SplitMix64's finalizer: nearby keys give unrelated seeds.
fn mix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn parse(request: &CallToolRequestParams) -> (&'static str, u64) {
    let tool = if request.name == READ_ONLY {
        READ_ONLY
    } else {
        SIDE_EFFECT
    };
    let call = request
        .arguments
        .as_ref()
        .and_then(|a| a.get("call"))
        .and_then(serde_json::Value::as_u64)
        .unwrap_or(u64::MAX);
    (tool, call)
}

impl Service<CallToolRequestParams> for Server {
    type Response = CallToolResult;
    type Error = BoxError;
    type Future = Pin<Box<dyn Future<Output = Result<CallToolResult, BoxError>> + Send>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), BoxError>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: CallToolRequestParams) -> Self::Future {
        let (tool, call) = parse(&request);
        let answer = self.arrive(tool, call);
        let mix = self.mix.clone();
        Box::pin(async move {
            match answer {
                Answer::Refused => {
                    // Refused at connect: fast.
                    tokio::time::sleep(Duration::from_millis(1)).await;
                    Err(std::io::Error::from(std::io::ErrorKind::ConnectionRefused).into())
                }
                Answer::Unavailable => {
                    tokio::time::sleep(mix.latency).await;
                    Ok(CallToolResult::error(vec![ContentBlock::text(
                        "503 Service Unavailable: upstream is overloaded",
                    )]))
                }
                Answer::RateLimited(wait) => {
                    tokio::time::sleep(mix.latency).await;
                    let secs = wait.as_secs_f64().ceil().max(1.0);
                    Ok(CallToolResult::error(vec![ContentBlock::text(format!(
                        "429 Too Many Requests. Retry-After: {secs}"
                    ))]))
                }
                Answer::TimeoutAfterWork => {
                    tokio::time::sleep(mix.timeout).await;
                    Err(ServiceError::Timeout {
                        timeout: mix.timeout,
                    }
                    .into())
                }
                Answer::Ok => {
                    tokio::time::sleep(mix.latency).await;
                    Ok(CallToolResult::success(vec![ContentBlock::text("done")]))
                }
            }
        })
    }
}

// ---------------------------------------------------------------------------------------
// The naive strategy: tower::retry, every failure retried.

/// Retries any error and any `is_error` result, up to 3 attempts in all, on the same backoff
/// schedule as the layer's (full jitter from 100 ms, seeded alike), ignoring Retry-After.
struct RetryEverything {
    left: i32,
    jitter: FullJitter,
    // Built at the first retry: each logical call draws its own delays, as in the layer.
    schedule: Option<FullJitterSchedule>,
}

impl Clone for RetryEverything {
    fn clone(&self) -> Self {
        RetryEverything {
            left: self.left,
            jitter: self.jitter.clone(),
            schedule: None,
        }
    }
}

impl Policy<CallToolRequestParams, CallToolResult, BoxError> for RetryEverything {
    type Future = tokio::time::Sleep;

    fn retry(
        &mut self,
        _: &mut CallToolRequestParams,
        result: &mut Result<CallToolResult, BoxError>,
    ) -> Option<Self::Future> {
        let failed = match result {
            Ok(result) => result.is_error == Some(true),
            Err(_) => true,
        };
        if !failed || self.left == 0 {
            return None;
        }
        self.left -= 1;
        let jitter = &self.jitter;
        let schedule = self.schedule.get_or_insert_with(|| jitter.clone().build());
        let delay = schedule.next().unwrap_or_default();
        Some(tokio::time::sleep(delay))
    }

    fn clone_request(&mut self, request: &CallToolRequestParams) -> Option<CallToolRequestParams> {
        Some(request.clone())
    }
}

// ---------------------------------------------------------------------------------------
// Running a scenario.

#[derive(Debug, Clone, Copy, PartialEq)]
enum Strategy {
    NoRetry,
    Naive,
    Rescue,
    RescueNoBudget,
    RescueNoBudgetNoCooldown,
}

impl Strategy {
    fn name(self) -> &'static str {
        match self {
            Strategy::NoRetry => "no retry (decision only)",
            Strategy::Naive => "naive retry ×3",
            Strategy::Rescue => "RescueLayer (defaults)",
            Strategy::RescueNoBudget => "RescueLayer, no retry budget",
            Strategy::RescueNoBudgetNoCooldown => "RescueLayer, no budget, no cooldown",
        }
    }
}

struct Scenario {
    name: &'static str,
    mix: Mix,
    /// Logical calls per tool.
    calls: u64,
    /// Time between the starts of two logical calls of one tool.
    interval: Duration,
}

/// One logical call as the caller saw it.
struct Outcome {
    tool: &'static str,
    call: u64,
    ok: bool,
    started: Duration,
    took: Duration,
}

fn registry() -> ToolRegistry {
    ToolRegistry::new()
        .with(ToolInfo::new(READ_ONLY).read_only(true))
        .with(ToolInfo::new(SIDE_EFFECT).destructive(false))
}

fn backoff() -> FullJitter {
    FullJitter::default().with_seed(SEED)
}

fn request(tool: &'static str, call: u64) -> CallToolRequestParams {
    let arguments = match tool {
        READ_ONLY => json!({"call": call, "city": "Lyon"}),
        _ => json!({"call": call, "to": "ana@example.com", "subject": "Invoice"}),
    };
    let serde_json::Value::Object(arguments) = arguments else {
        unreachable!("the arguments are an object")
    };
    let mut request = CallToolRequestParams::new(tool);
    request.arguments = Some(arguments);
    request
}

/// Drives every logical call of `scenario` through `stack`, each as its own task started at
/// its arrival time.
async fn drive<S>(scenario: &Scenario, stack: S, epoch: Instant) -> Vec<Outcome>
where
    S: Service<CallToolRequestParams, Response = CallToolResult> + Clone + Send + 'static,
    S::Error: std::fmt::Display + Send,
    S::Future: Send,
{
    let mut tasks = tokio::task::JoinSet::new();
    for call in 0..scenario.calls {
        for tool in TOOLS {
            let mut stack = stack.clone();
            let arrival = epoch + scenario.interval * call as u32;
            tasks.spawn(async move {
                tokio::time::sleep_until(arrival).await;
                let start = Instant::now();
                let result = match stack.ready().await {
                    Ok(service) => service.call(request(tool, call)).await,
                    Err(e) => Err(e),
                };
                let ok = match &result {
                    Ok(result) => result.is_error != Some(true),
                    Err(_) => false,
                };
                Outcome {
                    tool,
                    call,
                    ok,
                    started: start.duration_since(epoch),
                    took: start.elapsed(),
                }
            });
        }
    }
    let mut outcomes = Vec::with_capacity(tasks.len());
    while let Some(outcome) = tasks.join_next().await {
        outcomes.push(outcome.expect("a simulated call panicked"));
    }
    outcomes
}

/// The seed's behaviour: one call, and a decision for every failure (which nobody acts on).
#[derive(Clone)]
struct DecisionOnly {
    server: Server,
    registry: ToolRegistry,
}

impl Service<CallToolRequestParams> for DecisionOnly {
    type Response = CallToolResult;
    type Error = BoxError;
    type Future = Pin<Box<dyn Future<Output = Result<CallToolResult, BoxError>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), BoxError>> {
        self.server.poll_ready(cx)
    }

    fn call(&mut self, request: CallToolRequestParams) -> Self::Future {
        let tool = self.registry.get(&request.name).cloned();
        let future = self.server.call(request);
        Box::pin(async move {
            let result = future.await;
            // What the original project offers: the decision, for the caller to act on.
            let decision = match &result {
                Ok(r) if r.is_error == Some(true) => rescue_mcp_result(r, tool.as_ref()).ok(),
                Ok(_) => None,
                Err(e) => Some(rescue_error(e, tool.as_ref())),
            };
            std::hint::black_box(decision);
            result
        })
    }
}

#[derive(Default)]
struct Figures {
    calls: usize,
    ok: usize,
    added_ms: Vec<f64>,
    inner_calls: u64,
    outage_calls: usize,
    outage_inner_calls: u64,
    duplicates: usize,
}

async fn run(scenario: &Scenario, strategy: Strategy) -> [Figures; 2] {
    let epoch = Instant::now();
    let server = Server::new(scenario.mix.clone(), epoch);
    let outcomes = match strategy {
        Strategy::NoRetry => {
            let stack = DecisionOnly {
                server: server.clone(),
                registry: registry(),
            };
            drive(scenario, stack, epoch).await
        }
        Strategy::Naive => {
            let policy = RetryEverything {
                left: ATTEMPTS - 1,
                jitter: backoff(),
                schedule: None,
            };
            drive(scenario, Retry::new(policy, server.clone()), epoch).await
        }
        Strategy::Rescue | Strategy::RescueNoBudget | Strategy::RescueNoBudgetNoCooldown => {
            let mut layer = RescueLayer::new(registry()).backoff(backoff());
            if strategy != Strategy::Rescue {
                layer = layer.no_retry_budget();
            }
            if strategy == Strategy::RescueNoBudgetNoCooldown {
                layer = layer.cooldown(CooldownScope::Off);
            }
            drive(scenario, layer.layer(server.clone()), epoch).await
        }
    };
    let records = server.records();
    let base = scenario.mix.latency;
    let mut figures: [Figures; 2] = Default::default();
    for outcome in outcomes {
        let f = &mut figures[usize::from(outcome.tool == SIDE_EFFECT)];
        let record = records
            .get(&(outcome.tool, outcome.call))
            .cloned()
            .unwrap_or_default();
        f.calls += 1;
        f.ok += usize::from(outcome.ok);
        f.added_ms
            .push(outcome.took.saturating_sub(base).as_secs_f64() * 1e3);
        f.inner_calls += u64::from(record.attempts);
        if scenario
            .mix
            .outage
            .as_ref()
            .is_some_and(|o| o.contains(&outcome.started))
        {
            f.outage_calls += 1;
            f.outage_inner_calls += u64::from(record.attempts);
        }
        if outcome.tool == SIDE_EFFECT && record.executions > 1 {
            f.duplicates += 1;
        }
    }
    figures
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn scenarios() -> Vec<Scenario> {
    let quiet = Mix {
        p_transient: 0.3,
        p_rate_limit: 0.0,
        retry_after: Duration::from_secs(1),
        p_timeout_after_work: 0.0,
        timeout: Duration::from_secs(2),
        outage: None,
        latency: Duration::from_millis(50),
    };
    vec![
        // The retry budget's floor (10 retries a second) covers p = 0.3 up to about 25
        // calls a second; past that its 20 % share binds, as it is meant to.
        Scenario {
            name: "A1: transient only, at an agent's pace",
            mix: quiet.clone(),
            calls: 20_000,
            interval: Duration::from_millis(100),
        },
        Scenario {
            name: "A2: transient only, at a busy gateway's pace",
            mix: quiet.clone(),
            calls: 20_000,
            interval: Duration::from_millis(5),
        },
        Scenario {
            name: "B: mixed + outage",
            mix: Mix {
                p_transient: 0.1,
                p_rate_limit: 0.05,
                p_timeout_after_work: 0.05,
                outage: Some(Duration::from_secs(20)..Duration::from_secs(30)),
                ..quiet
            },
            calls: 10_000,
            interval: Duration::from_millis(5),
        },
    ]
}

#[tokio::main(flavor = "current_thread", start_paused = true)]
async fn main() {
    let wall = std::time::Instant::now();
    println!(
        "Simulated MCP server, virtual time; {ATTEMPTS} attempts for the retrying strategies; seed {SEED}."
    );
    for scenario in scenarios() {
        let mix = &scenario.mix;
        println!();
        print!(
            "{}: {} logical calls per tool, one every {} ms; per attempt p = {:.2} (transient {:.2}, rate limit {:.2} with Retry-After {} s, timeout after work {:.2} after {} s)",
            scenario.name,
            scenario.calls,
            scenario.interval.as_millis(),
            mix.p(),
            mix.p_transient,
            mix.p_rate_limit,
            mix.retry_after.as_secs(),
            mix.p_timeout_after_work,
            mix.timeout.as_secs(),
        );
        match &mix.outage {
            Some(o) => println!(
                "; outage from {} s to {} s.",
                o.start.as_secs(),
                o.end.as_secs()
            ),
            None => println!("."),
        }
        println!();
        println!(
            "| tool | strategy | success | 1 − p³ | mean added latency | p99 added latency | inner calls per call | inner calls per call in the outage | duplicate side effects |"
        );
        println!("|---|---|---:|---:|---:|---:|---:|---:|---:|");
        let best = 1.0 - mix.p().powi(ATTEMPTS);
        let mut rows: Vec<(&str, Strategy, Figures)> = Vec::new();
        for strategy in [
            Strategy::NoRetry,
            Strategy::Naive,
            Strategy::Rescue,
            Strategy::RescueNoBudget,
            Strategy::RescueNoBudgetNoCooldown,
        ] {
            let [read_only, side_effect] = run(&scenario, strategy).await;
            rows.push((READ_ONLY, strategy, read_only));
            rows.push((SIDE_EFFECT, strategy, side_effect));
        }
        rows.sort_by_key(|(tool, _, _)| *tool != READ_ONLY);
        for (tool, strategy, mut f) in rows {
            f.added_ms.sort_by(f64::total_cmp);
            let mean = f.added_ms.iter().sum::<f64>() / f.added_ms.len().max(1) as f64;
            let outage = if f.outage_calls == 0 {
                "—".to_owned()
            } else {
                format!("{:.2}", f.outage_inner_calls as f64 / f.outage_calls as f64)
            };
            let duplicates = if tool == SIDE_EFFECT {
                f.duplicates.to_string()
            } else {
                "— (read-only)".to_owned()
            };
            println!(
                "| {tool} | {} | {:.2} % | {:.2} % | {mean:.0} ms | {:.0} ms | {:.2} | {outage} | {duplicates} |",
                strategy.name(),
                100.0 * f.ok as f64 / f.calls as f64,
                100.0 * best,
                percentile(&f.added_ms, 0.99),
                f.inner_calls as f64 / f.calls as f64,
            );
        }
    }
    println!();
    println!(
        "Added latency: a logical call's virtual time less one successful attempt ({} ms).",
        scenarios()[0].mix.latency.as_millis()
    );
    println!(
        "Simulated in {:.1} s of wall time.",
        wall.elapsed().as_secs_f64()
    );
}
