//! Properties over random failure scripts, tool metadata and settings, in virtual time.

use mcp_rescue::test_util::{MockTools, Step};
use mcp_rescue::{
    Classifier, Failure, MAX_ATTEMPTS_CAP, Outcome, Policy, RescueLayer, ToolInfo, ToolRegistry,
    rescue_with,
};
use proptest::prelude::*;
use rmcp::model::{CallToolRequestParams, CallToolResult, ContentBlock};
use std::time::Duration;
use tower::{Layer, ServiceExt};

const MESSAGES: &[&str] = &[
    "connection timeout",
    "connect ECONNREFUSED 10.1.2.3:443",
    "503 Service Unavailable",
    "502 Bad Gateway",
    "429 Too Many Requests. Retry after 3s",
    "Rate limit exceeded. Retry-After: 200",
    "401 Unauthorized",
    "Booking date must be in the future",
    "socket hang up",
    "something odd happened",
];

#[derive(Debug, Clone)]
enum Kind {
    Ok,
    Fail(usize),
    Closed,
    Timeout,
    Refused,
}

impl Kind {
    fn step(&self) -> Step {
        match self {
            Kind::Ok => Step::ok("fine"),
            Kind::Fail(i) => Step::fail(MESSAGES[*i]),
            Kind::Closed => Step::transport_closed(),
            Kind::Timeout => Step::timeout(),
            Kind::Refused => Step::io(std::io::ErrorKind::ConnectionRefused),
        }
    }

    /// The failure as the layer sees it (None: success).
    fn failure(&self) -> Option<Failure> {
        Some(match self {
            Kind::Ok => return None,
            Kind::Fail(i) => Failure::from(&CallToolResult::error(vec![ContentBlock::text(
                MESSAGES[*i],
            )])),
            Kind::Closed => Failure::from(&rmcp::ServiceError::TransportClosed),
            Kind::Timeout => Failure::from(&rmcp::ServiceError::Timeout {
                timeout: Duration::from_secs(30),
            }),
            Kind::Refused => {
                Failure::from(&std::io::Error::from(std::io::ErrorKind::ConnectionRefused))
            }
        })
    }
}

fn kind() -> impl Strategy<Value = Kind> {
    prop_oneof![
        1 => Just(Kind::Ok),
        6 => (0..MESSAGES.len()).prop_map(Kind::Fail),
        1 => Just(Kind::Closed),
        1 => Just(Kind::Timeout),
        1 => Just(Kind::Refused),
    ]
}

#[derive(Debug, Clone)]
struct Case {
    script: Vec<Kind>,
    registered: bool,
    read_only: bool,
    idempotent: bool,
    destructive: bool,
    max_attempts: u32,
    max_elapsed: Duration,
    backoff: Duration,
    max_retry_after: Duration,
}

fn case() -> impl Strategy<Value = Case> {
    (
        prop::collection::vec(kind(), 1..8),
        any::<(bool, bool, bool, bool)>(),
        0u32..15,
        0u64..20_000,
        0u64..5_000,
        0u64..120,
    )
        .prop_map(
            |(
                script,
                (registered, read_only, idempotent, destructive),
                attempts,
                elapsed,
                backoff,
                cap,
            )| Case {
                script,
                registered,
                read_only,
                idempotent,
                destructive,
                max_attempts: attempts,
                max_elapsed: Duration::from_millis(elapsed),
                backoff: Duration::from_millis(backoff),
                max_retry_after: Duration::from_secs(cap),
            },
        )
}

struct Run {
    result: Result<CallToolResult, mcp_rescue::RescueError>,
    times: Vec<Duration>,
}

fn run(case: &Case) -> Run {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .start_paused(true)
        .build()
        .expect("runtime");
    rt.block_on(async {
        let info = ToolInfo::new("tool")
            .read_only(case.read_only)
            .idempotent(case.idempotent)
            .destructive(case.destructive);
        let registry: ToolRegistry = case.registered.then_some(info).into_iter().collect();
        let tools = MockTools::new().script("tool", case.script.iter().map(Kind::step));
        let stack = RescueLayer::new(registry)
            .max_attempts(case.max_attempts)
            .max_elapsed(case.max_elapsed)
            .max_retry_after(case.max_retry_after)
            .backoff(
                backon::ConstantBuilder::default()
                    .with_delay(case.backoff)
                    .without_max_times(),
            )
            .layer(tools.clone());
        let start = tokio::time::Instant::now();
        let result = stack.oneshot(CallToolRequestParams::new("tool")).await;
        let times = tools
            .call_times("tool")
            .iter()
            .map(|t| *t - start)
            .collect();
        Run { result, times }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn the_layer_keeps_its_promises(case in case()) {
        let run = run(&case);
        let calls = run.times.len();
        let info = ToolInfo::new("tool").read_only(case.read_only).idempotent(case.idempotent).destructive(case.destructive);
        let tool = case.registered.then_some(&info);
        let step = |i: usize| &case.script[i.min(case.script.len() - 1)];

        // Never more calls than max_attempts (clamped to 1..=10).
        prop_assert!(calls >= 1);
        prop_assert!(calls as u32 <= case.max_attempts.clamp(1, MAX_ATTEMPTS_CAP));

        // No attempt starts after max_elapsed.
        prop_assert!(run.times.iter().all(|t| *t <= case.max_elapsed), "{:?}", run.times);

        // A tool that is not safe to repeat is called exactly once more after an
        // outcome-unknown failure: never again.
        let safe = tool.is_some_and(ToolInfo::safe_to_repeat);
        if !safe {
            for i in 0..calls.saturating_sub(1) {
                if let Some(failure) = step(i).failure() {
                    let c = Classifier::new().classify(&failure, Some("tool"));
                    prop_assert!(c.outcome == Outcome::NotExecuted, "call {} after {:?} ({:?})", i + 2, step(i), c);
                }
            }
        }

        // The answer is the last call's: its result, or the policy's decision on its failure.
        let last = step(calls - 1);
        match (&run.result, last.failure()) {
            (Ok(_), None) => {}
            (Err(err), Some(failure)) => {
                let expected = rescue_with(&failure, tool, &Classifier::new(), &Policy::default());
                prop_assert_eq!(err.category, expected.category);
                prop_assert_eq!(err.action, expected.action);
                prop_assert_eq!(err.retryable, expected.retryable);
                prop_assert_eq!(err.outcome, expected.outcome);
                prop_assert_eq!(err.attempts as usize, calls);
            }
            (result, failure) => prop_assert!(false, "result {result:?} for last step {last:?} ({failure:?})"),
        }
    }
}
