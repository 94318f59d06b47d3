//! Happy-path cost of the middleware: a call that succeeds at once, through
//!
//! - `bare`: the inner service alone,
//! - `rescue`: `RescueService` with the default settings (3 attempts),
//! - `rescue_1_attempt`: `RescueService` with `max_attempts(1)` (no retry possible),
//! - `tower_retry`: `tower::retry::Retry` with a minimal policy that clones the request,
//! - `tower_retry_budget`: the same with tower's own retry budget (`TpsBudget`, whose
//!   defaults are the layer's: 10 s, 10 retries a second, 20 %), used as tower's
//!   documentation shows: deposit on success, withdraw before a retry,
//!
//! and `request_clone`: cloning one request and dropping the clone, which is what a retrying
//! middleware must pay to keep the request for a possible retry.
//!
//! Every call is driven the same way: `poll_ready` and one poll of the response future with
//! a no-op waker (the inner service answers at once; no runtime is involved).
//! After the timings, the bench counts heap allocations per call with a counting global
//! allocator and prints the summary table used in the README.
//!
//! Run: `cargo bench --bench overhead -- --measurement-time 3`

mod common;

use criterion::{BatchSize, Criterion};
use mcp_rescue::{RescueLayer, ToolInfo, ToolRegistry};
use rmcp::model::{CallToolRequestParams, CallToolResult, JsonObject};
use serde_json::json;
use std::alloc::{GlobalAlloc, Layout, System};
use std::convert::Infallible;
use std::future::Future;
use std::hint::black_box;
use std::pin::pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::task::{Context, Poll, Waker};
use std::time::{Instant, SystemTime};
use tower::retry::budget::{Budget, TpsBudget};
use tower::retry::{Policy, Retry};
use tower::{Layer, Service};

// ---------------------------------------------------------------------------------------
// Counting allocator: counts only while `COUNTING` is on, so the timed runs pay one relaxed
// load per allocation and nothing else.

struct Counting;

static COUNTING: AtomicBool = AtomicBool::new(false);
static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);
static BYTES: AtomicU64 = AtomicU64::new(0);

fn count(size: usize) {
    if COUNTING.load(Relaxed) {
        ALLOCATIONS.fetch_add(1, Relaxed);
        BYTES.fetch_add(size as u64, Relaxed);
    }
}

// SAFETY: every method forwards to the system allocator with the caller's arguments
// unchanged; counting touches only atomics and never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        // SAFETY: forwarded as received.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        // SAFETY: forwarded as received.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count(new_size);
        // SAFETY: forwarded as received.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded as received.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

// ---------------------------------------------------------------------------------------
// The inner service: answers at once with a successful result that owns no heap memory,
// so that every allocation counted belongs to the middleware (or to the request).

#[derive(Clone, Copy)]
struct Answer;

impl Service<CallToolRequestParams> for Answer {
    type Response = CallToolResult;
    type Error = Infallible;
    type Future = std::future::Ready<Result<CallToolResult, Infallible>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: CallToolRequestParams) -> Self::Future {
        // The tool consumes its request.
        black_box(&request);
        std::future::ready(Ok(CallToolResult::success(Vec::new())))
    }
}

/// The least a retry policy can be for tower's `Retry`: keep a clone of the request, retry
/// an error while attempts remain. With a budget, it is what a policy that bounds retry
/// storms must be, used as tower's documentation shows: deposit on success, withdraw
/// before a retry.
#[derive(Clone)]
struct CloneAndRetry {
    left: u32,
    budget: Option<Arc<TpsBudget>>,
}

impl CloneAndRetry {
    fn minimal() -> Self {
        CloneAndRetry {
            left: 2,
            budget: None,
        }
    }

    /// With tower's `TpsBudget` at its defaults, which are also the layer's.
    fn budgeted() -> Self {
        CloneAndRetry {
            left: 2,
            budget: Some(Arc::new(TpsBudget::default())),
        }
    }
}

impl<Res, E> Policy<CallToolRequestParams, Res, E> for CloneAndRetry {
    type Future = std::future::Ready<()>;

    fn retry(
        &mut self,
        _: &mut CallToolRequestParams,
        result: &mut Result<Res, E>,
    ) -> Option<Self::Future> {
        match (result, &self.budget) {
            (Ok(_), Some(budget)) => {
                budget.deposit();
                None
            }
            (Err(_), budget) if self.left > 0 && budget.as_ref().is_none_or(|b| b.withdraw()) => {
                self.left -= 1;
                Some(std::future::ready(()))
            }
            _ => None,
        }
    }

    fn clone_request(&mut self, request: &CallToolRequestParams) -> Option<CallToolRequestParams> {
        Some(request.clone())
    }
}

/// One logical call, driven to completion without a runtime: `poll_ready`, `call`, one poll.
fn call_once<S>(service: &mut S, request: CallToolRequestParams) -> S::Response
where
    S: Service<CallToolRequestParams>,
{
    let mut cx = Context::from_waker(Waker::noop());
    match service.poll_ready(&mut cx) {
        Poll::Ready(Ok(())) => {}
        _ => panic!("the bench service must be ready at once"),
    }
    let future = pin!(service.call(request));
    match future.poll(&mut cx) {
        Poll::Ready(Ok(response)) => response,
        _ => panic!("the bench call must succeed at once"),
    }
}

// ---------------------------------------------------------------------------------------
// Requests.

const TOOL: &str = "get_weather";

fn bare_request() -> CallToolRequestParams {
    CallToolRequestParams::new(TOOL)
}

/// About 1 KiB of JSON arguments, shaped like a real tool call: a dozen scalar fields, a
/// list, a nested object and one longer text.
fn request_with_args() -> CallToolRequestParams {
    let args = json!({
        "location": "Lyon, Auvergne-Rhône-Alpes, France",
        "latitude": 45.764043,
        "longitude": 4.835659,
        "units": "metric",
        "language": "fr",
        "days": 7,
        "hourly": true,
        "fields": ["temperature", "precipitation", "wind_speed", "wind_direction",
                   "humidity", "uv_index", "cloud_cover", "visibility"],
        "alerts": {"enabled": true, "severity": "moderate", "channels": ["push", "email"]},
        "client": {"name": "trip-planner", "version": "2.14.1", "session": "c7a9e1f0-4b2d-4e8a-9f31-0d6b5a7c2e14"},
        "note": "Planning a three-day cycling trip along the Rhône from Lyon to Valence; \
                 need morning temperatures, afternoon wind gusts and the chance of rain for \
                 each stage, plus any weather alerts that could close the riverside paths. \
                 Prefer hourly data between 06:00 and 20:00 local time, and flag hours where \
                 gusts exceed 40 km/h or precipitation exceeds 2 mm. Also include sunrise and \
                 sunset times for every day so stages can be planned to end before dark. \
                 Same request for the return trip two days later, if the forecast reaches.",
    });
    let serde_json::Value::Object(arguments) = args else {
        unreachable!("the arguments are an object")
    };
    let mut request = CallToolRequestParams::new(TOOL);
    request.arguments = Some(arguments);
    request
}

fn arguments_size(request: &CallToolRequestParams) -> usize {
    request.arguments.as_ref().map_or(0, |a: &JsonObject| {
        serde_json::to_string(a).map_or(0, |s| s.len())
    })
}

fn registry() -> ToolRegistry {
    // A realistic server's worth of tools, so the look-up is not into a one-entry map.
    let mut registry = ToolRegistry::new().with(ToolInfo::new(TOOL).read_only(true));
    for i in 0..24 {
        registry.insert(ToolInfo::new(format!("tool_{i:02}")).destructive(i % 3 == 0));
    }
    registry
}

// ---------------------------------------------------------------------------------------
// The benches.

/// Requests are made in batches outside the timed section; a fixed batch keeps the
/// 1 KiB-argument requests of one batch (under 1 MB) in cache for every service alike.
const BATCH: BatchSize = BatchSize::NumIterations(256);

/// Makes the request one group sends.
type MakeRequest = fn() -> CallToolRequestParams;

const REQUESTS: [(&str, MakeRequest); 2] = [
    ("overhead_no_args", bare_request),
    ("overhead_1KiB_args", request_with_args),
];

const SERVICES: [&str; 6] = [
    "bare",
    "rescue",
    "rescue_1_attempt",
    "tower_retry",
    "tower_retry_budget",
    "request_clone",
];

fn bench_group(c: &mut Criterion, group_name: &str, make: MakeRequest) {
    let template = make();
    let mut group = c.benchmark_group(group_name);

    let mut bare = Answer;
    let mut rescue = RescueLayer::new(registry()).layer(Answer);
    let mut rescue_once = RescueLayer::new(registry()).max_attempts(1).layer(Answer);
    let mut tower_retry = Retry::new(CloneAndRetry::minimal(), Answer);
    let mut tower_budget = Retry::new(CloneAndRetry::budgeted(), Answer);

    // Each call gets its own request, made outside the timed section; the call consumes it.
    group.bench_function("bare", |b| {
        b.iter_batched(|| template.clone(), |r| call_once(&mut bare, r), BATCH)
    });
    group.bench_function("rescue", |b| {
        b.iter_batched(|| template.clone(), |r| call_once(&mut rescue, r), BATCH)
    });
    group.bench_function("rescue_1_attempt", |b| {
        b.iter_batched(
            || template.clone(),
            |r| call_once(&mut rescue_once, r),
            BATCH,
        )
    });
    group.bench_function("tower_retry", |b| {
        b.iter_batched(
            || template.clone(),
            |r| call_once(&mut tower_retry, r),
            BATCH,
        )
    });
    group.bench_function("tower_retry_budget", |b| {
        b.iter_batched(
            || template.clone(),
            |r| call_once(&mut tower_budget, r),
            BATCH,
        )
    });
    // What a retrying middleware pays to keep the request: one clone, later dropped.
    group.bench_function("request_clone", |b| {
        b.iter(|| drop(black_box(black_box(&template).clone())))
    });
    group.finish();
}

// ---------------------------------------------------------------------------------------
// Allocations per call.

const COUNTED_CALLS: u64 = 10_000;

/// Allocations and bytes allocated per call of `f`, with the request made outside the count.
fn allocations_per_call(
    template: &CallToolRequestParams,
    mut f: impl FnMut(CallToolRequestParams),
) -> (f64, f64) {
    let requests: Vec<_> = (0..COUNTED_CALLS).map(|_| template.clone()).collect();
    ALLOCATIONS.store(0, Relaxed);
    BYTES.store(0, Relaxed);
    COUNTING.store(true, Relaxed);
    for request in requests {
        f(request);
    }
    COUNTING.store(false, Relaxed);
    let n = COUNTED_CALLS as f64;
    (
        ALLOCATIONS.load(Relaxed) as f64 / n,
        BYTES.load(Relaxed) as f64 / n,
    )
}

fn count_allocations(make: MakeRequest) -> Vec<(f64, f64)> {
    let template = make();
    let mut bare = Answer;
    let mut rescue = RescueLayer::new(registry()).layer(Answer);
    let mut rescue_once = RescueLayer::new(registry()).max_attempts(1).layer(Answer);
    let mut tower_retry = Retry::new(CloneAndRetry::minimal(), Answer);
    let mut tower_budget = Retry::new(CloneAndRetry::budgeted(), Answer);
    vec![
        allocations_per_call(&template, |r| drop(call_once(&mut bare, r))),
        allocations_per_call(&template, |r| drop(call_once(&mut rescue, r))),
        allocations_per_call(&template, |r| drop(call_once(&mut rescue_once, r))),
        allocations_per_call(&template, |r| drop(call_once(&mut tower_retry, r))),
        allocations_per_call(&template, |r| drop(call_once(&mut tower_budget, r))),
        // The request is dropped outside the count; only its clone is measured.
        allocations_per_call(&template, |r| {
            drop(black_box(r.clone()));
            COUNTING.store(false, Relaxed);
            drop(r);
            COUNTING.store(true, Relaxed);
        }),
    ]
}

// ---------------------------------------------------------------------------------------
// Summary: criterion's medians, read back from its output, with the allocation counts and a
// paired timing.

/// Paired timing, to read ratios on a shared machine: blocks of calls through each service in
/// turn (the order rotating), repeated; a burst of load from elsewhere then hits every
/// service of a round alike. Returns, per service, the median ns per call over the rounds,
/// and the medians of the per-round ratios rescue/bare, rescue/tower_retry,
/// rescue_1_attempt/tower_retry and rescue/tower_retry_budget.
fn paired(template: &CallToolRequestParams) -> ([f64; 6], [f64; 4]) {
    const ROUNDS: usize = 101;
    const BLOCK: usize = 256;
    let mut bare = Answer;
    let mut rescue = RescueLayer::new(registry()).layer(Answer);
    let mut rescue_once = RescueLayer::new(registry()).max_attempts(1).layer(Answer);
    let mut tower_retry = Retry::new(CloneAndRetry::minimal(), Answer);
    let mut tower_budget = Retry::new(CloneAndRetry::budgeted(), Answer);
    let mut block = |which: usize| {
        let requests: Vec<_> = (0..BLOCK).map(|_| template.clone()).collect();
        let start = Instant::now();
        for request in requests {
            match which {
                0 => drop(black_box(call_once(&mut bare, request))),
                1 => drop(black_box(call_once(&mut rescue, request))),
                2 => drop(black_box(call_once(&mut rescue_once, request))),
                3 => drop(black_box(call_once(&mut tower_retry, request))),
                4 => drop(black_box(call_once(&mut tower_budget, request))),
                _ => {
                    drop(black_box(black_box(&request).clone()));
                    // The original is dropped too, as in the other blocks; its cost is
                    // the bare service's, subtracted below.
                    drop(request);
                }
            }
        }
        start.elapsed().as_nanos() as f64 / BLOCK as f64
    };
    let mut times = vec![[0.0; 6]; ROUNDS];
    for (round, row) in times.iter_mut().enumerate() {
        for k in 0..6 {
            let which = (round + k) % 6;
            row[which] = block(which);
        }
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let ns = std::array::from_fn(|i| median(times.iter().map(|r| r[i]).collect()));
    let ratios = [
        median(times.iter().map(|r| r[1] / r[0]).collect()),
        median(times.iter().map(|r| r[1] / r[3]).collect()),
        median(times.iter().map(|r| r[2] / r[3]).collect()),
        median(times.iter().map(|r| r[1] / r[4]).collect()),
    ];
    (ns, ratios)
}

fn summary(since: SystemTime) {
    let arguments = arguments_size(&request_with_args());
    println!();
    println!("Request with arguments: {arguments} B of JSON arguments when serialized.");
    println!();
    println!("Happy path, ns per call: criterion's median, the paired median (blocks of calls in");
    println!("rotation, 101 rounds of 256), heap allocations and bytes allocated per call:");
    println!();
    println!(
        "| request | service | criterion median ns | paired median ns | allocations | bytes |"
    );
    println!("|---|---|---:|---:|---:|---:|");
    let mut rows = Vec::new();
    for (group, make) in REQUESTS {
        let template = make();
        let allocations = count_allocations(make);
        let (ns, ratios) = paired(&template);
        let label = if template.arguments.is_some() {
            "1 KiB arguments"
        } else {
            "no arguments"
        };
        for (i, service) in SERVICES.iter().enumerate() {
            let median = common::estimate_ns(group, service, "median", since)
                .map_or("—".to_owned(), |m| format!("{m:.1}"));
            let (allocs, bytes) = allocations[i];
            println!(
                "| {label} | {service} | {median} | {:.1} | {allocs:.1} | {bytes:.0} |",
                ns[i]
            );
        }
        rows.push((label, ns, ratios));
    }
    println!();
    println!("Ratios (medians of the paired rounds) and RescueService's added time over bare:");
    println!();
    println!(
        "| request | rescue / bare | rescue / tower_retry | rescue_1_attempt / tower_retry | rescue / tower_retry_budget | added over bare | request clone | everything else |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (label, ns, [over_bare, over_retry, once_over_retry, over_budget]) in rows {
        // The clone block drops the original request too: its own cost is that block less
        // the bare block (which also drops one request, after a call that costs next to
        // nothing).
        let added = ns[1] - ns[0];
        let clone = ns[5] - ns[0];
        println!(
            "| {label} | {over_bare:.2} | {over_retry:.3} | {once_over_retry:.3} | {over_budget:.3} | {added:.1} ns | {clone:.1} ns | {:.1} ns |",
            added - clone
        );
    }
}

fn main() {
    let started = SystemTime::now();
    let mut criterion = Criterion::default()
        .output_directory(&common::output_directory())
        .configure_from_args();
    for (group, make) in REQUESTS {
        bench_group(&mut criterion, group, make);
    }
    criterion.final_summary();
    // `cargo bench` passes `--bench`; `cargo test --benches` (one quick pass) does not.
    if common::benchmarking() {
        summary(started);
    }
}
