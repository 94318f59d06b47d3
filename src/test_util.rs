//! A scripted mock tool service, for testing a stack with mock failures (cargo feature
//! `test-util`).
//!
//! ```
//! use mcp_rescue::test_util::{MockTools, Step};
//! use mcp_rescue::{RescueLayer, ToolInfo, ToolRegistry};
//! use rmcp::model::CallToolRequestParams;
//! use tower::{Layer, Service, ServiceExt};
//!
//! # #[tokio::main(flavor = "current_thread", start_paused = true)]
//! # async fn main() {
//! let tools = MockTools::new()
//!     .script("get_weather", [Step::fail("connection timeout"), Step::ok("sunny")]);
//! let registry = ToolRegistry::new().with(ToolInfo::new("get_weather").read_only(true));
//! let mut stack = RescueLayer::new(registry).layer(tools.clone());
//!
//! let result = stack.ready().await.unwrap().call(CallToolRequestParams::new("get_weather")).await;
//! assert!(result.is_ok());
//! assert_eq!(tools.calls("get_weather"), 2);
//! # }
//! ```

use crate::BoxError;
use rmcp::ServiceError;
use rmcp::model::{CallToolRequestParams, CallToolResult, ContentBlock, ErrorCode, ErrorData};
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

/// What one mocked call does.
#[derive(Debug, Clone)]
enum Answer {
    Ok(String),
    Fail(String),
    Rpc(i32, String),
    Closed,
    Timeout,
    Cancelled,
    Io(std::io::ErrorKind),
    Hang,
}

/// One scripted call: its answer, how long it takes, and whether it has its side effect
/// (before answering, as a send that succeeded before the connection failed).
#[derive(Debug, Clone)]
pub struct Step {
    answer: Answer,
    delay: Duration,
    effect: bool,
}

impl Step {
    fn new(answer: Answer) -> Self {
        Step {
            answer,
            delay: Duration::ZERO,
            effect: false,
        }
    }

    /// Succeeds with a text result (and has its side effect).
    pub fn ok(text: impl Into<String>) -> Self {
        Step {
            effect: true,
            ..Step::new(Answer::Ok(text.into()))
        }
    }

    /// Fails with a `CallToolResult` whose `is_error` is true and whose text is `text`.
    pub fn fail(text: impl Into<String>) -> Self {
        Step::new(Answer::Fail(text.into()))
    }

    /// Fails with a JSON-RPC error (`ServiceError::McpError`).
    pub fn rpc_error(code: i32, message: impl Into<String>) -> Self {
        Step::new(Answer::Rpc(code, message.into()))
    }

    /// Fails with `ServiceError::TransportClosed`.
    pub fn transport_closed() -> Self {
        Step::new(Answer::Closed)
    }

    /// Fails with `ServiceError::Timeout`.
    pub fn timeout() -> Self {
        Step::new(Answer::Timeout)
    }

    /// Fails with `ServiceError::Cancelled`.
    pub fn cancelled() -> Self {
        Step::new(Answer::Cancelled)
    }

    /// Fails with an `io::Error` of `kind`, as a transport would.
    pub fn io(kind: std::io::ErrorKind) -> Self {
        Step::new(Answer::Io(kind))
    }

    /// Never answers (for timeouts placed around the service).
    pub fn hang() -> Self {
        Step::new(Answer::Hang)
    }

    /// Takes `delay` (virtual time under a paused tokio clock) before answering.
    pub fn after(mut self, delay: Duration) -> Self {
        self.delay = delay;
        self
    }

    /// Has its side effect even though it fails (the mail was sent, then the line dropped).
    pub fn with_effect(mut self) -> Self {
        self.effect = true;
        self
    }
}

#[derive(Debug, Default)]
struct Tool {
    script: Vec<Step>,
    calls: usize,
    effects: usize,
    started: Vec<tokio::time::Instant>,
}

/// A tower `Service<CallToolRequestParams>` that plays a script per tool and counts calls
/// and side effects. Clones share the scripts and counters. Calls past the end of a script
/// repeat its last step; a tool with no script answers like an unknown tool (-32602).
#[derive(Debug, Clone, Default)]
pub struct MockTools {
    tools: Arc<Mutex<HashMap<String, Tool>>>,
}

impl MockTools {
    /// No tools.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the script of `tool`.
    pub fn script(self, tool: &str, steps: impl IntoIterator<Item = Step>) -> Self {
        self.lock().entry(tool.to_owned()).or_default().script = steps.into_iter().collect();
        self
    }

    /// How many times `tool` was called.
    pub fn calls(&self, tool: &str) -> usize {
        self.lock().get(tool).map_or(0, |t| t.calls)
    }

    /// When each call to `tool` started (tokio's clock, virtual when paused).
    pub fn call_times(&self, tool: &str) -> Vec<tokio::time::Instant> {
        self.lock()
            .get(tool)
            .map(|t| t.started.clone())
            .unwrap_or_default()
    }

    /// How many times `tool` had its side effect.
    pub fn effects(&self, tool: &str) -> usize {
        self.lock().get(tool).map_or(0, |t| t.effects)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Tool>> {
        // A panic in another test thread must not hide these counters.
        self.tools.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn next_step(&self, tool: &str) -> Option<Step> {
        let mut tools = self.lock();
        let entry = tools.get_mut(tool)?;
        let index = entry.calls.min(entry.script.len().saturating_sub(1));
        entry.calls += 1;
        if entry.started.len() < 10_000 {
            entry.started.push(tokio::time::Instant::now());
        }
        entry.script.get(index).cloned()
    }

    fn record_effect(&self, tool: &str) {
        if let Some(entry) = self.lock().get_mut(tool) {
            entry.effects += 1;
        }
    }
}

fn rpc(code: i32, message: String) -> BoxError {
    Box::new(ServiceError::McpError(ErrorData::new(
        ErrorCode(code),
        message,
        None,
    )))
}

/// Errors are rmcp `ServiceError`s (or an `io::Error` for [`Step::io`]), boxed.
impl tower::Service<CallToolRequestParams> for MockTools {
    type Response = CallToolResult;
    type Error = BoxError;
    type Future = Pin<Box<dyn Future<Output = Result<CallToolResult, BoxError>> + Send>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), BoxError>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: CallToolRequestParams) -> Self::Future {
        let tools = self.clone();
        Box::pin(async move {
            let name = request.name.to_string();
            let Some(step) = tools.next_step(&name) else {
                let message = format!("Unknown tool: {name}");
                return Err(rpc(ErrorCode::INVALID_PARAMS.0, message));
            };
            if !step.delay.is_zero() {
                tokio::time::sleep(step.delay).await;
            }
            if step.effect {
                tools.record_effect(&name);
            }
            match step.answer {
                Answer::Ok(text) => Ok(CallToolResult::success(vec![ContentBlock::text(text)])),
                Answer::Fail(text) => Ok(CallToolResult::error(vec![ContentBlock::text(text)])),
                Answer::Rpc(code, message) => Err(rpc(code, message)),
                Answer::Closed => Err(Box::new(ServiceError::TransportClosed)),
                Answer::Timeout => Err(Box::new(ServiceError::Timeout {
                    timeout: Duration::from_secs(30),
                })),
                Answer::Cancelled => Err(Box::new(ServiceError::Cancelled { reason: None })),
                Answer::Io(kind) => Err(Box::new(std::io::Error::from(kind))),
                Answer::Hang => std::future::pending().await,
            }
        })
    }
}
