//! The stdio proxy: the host speaks MCP to us on stdin/stdout, we speak it to the server (a
//! child process). Every message passes through unchanged, except `tools/call`, which goes
//! through the rescue layer: retried when safe, and answered with a recovery report when it
//! still fails. Messages are newline-delimited JSON-RPC, as MCP's stdio transport defines.

use crate::config::Config;
use mcp_rescue::{BoxError, Discovery, RescueLayer};
use rmcp::ServiceError;
use rmcp::model::{CallToolRequestParams, CallToolResult, ErrorData, Tool};
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::pin::Pin;
use std::process::Stdio;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::sync::{mpsc, oneshot};
use tower::{ServiceBuilder, ServiceExt};
use tracing::{info, warn};

/// Ids of the proxy's own requests to the server; a host's ids never start like this.
const OWN_ID_PREFIX: &str = "mcp-rescue-";

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A JSON-RPC id as a map key (ids may be numbers or strings).
fn id_key(id: &Value) -> String {
    id.to_string()
}

struct InFlight {
    task: tokio::task::AbortHandle,
    /// The id of the attempt now at the server, for forwarding a cancellation.
    attempt: Arc<Mutex<Option<String>>>,
}

struct Shared {
    to_server: mpsc::UnboundedSender<String>,
    to_host: mpsc::UnboundedSender<String>,
    next_id: AtomicU64,
    /// The proxy's own requests awaiting the server's answer.
    pending: Mutex<HashMap<String, oneshot::Sender<Value>>>,
    /// The host's tools/call requests being rescued.
    calls: Mutex<HashMap<String, InFlight>>,
    /// The host's other requests awaiting the server (answered with an error if it dies).
    passthrough: Mutex<HashSet<String>>,
    /// Which of those are tools/list (their answers update the registry).
    tool_lists: Mutex<HashSet<String>>,
    layer: Mutex<RescueLayer>,
    server_tools: Mutex<HashMap<String, Tool>>,
    discovery: Discovery,
    attempt_timeout: Duration,
}

impl Shared {
    fn own_id(&self) -> String {
        format!(
            "{OWN_ID_PREFIX}{}",
            self.next_id.fetch_add(1, Ordering::Relaxed)
        )
    }

    fn send_host(&self, message: &Value) {
        let _ = self.to_host.send(message.to_string());
    }

    /// A request of the proxy's own to the server; None if the server is gone.
    async fn request(&self, method: &str, params: Value) -> Option<Value> {
        let id = self.own_id();
        let (tx, rx) = oneshot::channel();
        lock(&self.pending).insert(id.clone(), tx);
        let message = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        if self.to_server.send(message.to_string()).is_err() {
            lock(&self.pending).remove(&id);
            return None;
        }
        rx.await.ok()
    }

    /// Learns tools from a `tools/list` result and rebuilds the layer's registry: the
    /// server's annotations (when trusted) with the MCP defaults, local entries on top.
    fn learn_tools(&self, result: &Value) {
        let listed = result
            .get("tools")
            .and_then(Value::as_array)
            .map_or(&[][..], Vec::as_slice);
        let mut known = lock(&self.server_tools);
        for tool in listed {
            let Some(name) = tool.get("name").and_then(Value::as_str) else {
                continue;
            };
            // A tool whose entry does not parse is still known by name, with the defaults.
            let tool = serde_json::from_value::<Tool>(tool.clone())
                .unwrap_or_else(|_| Tool::new(name.to_owned(), "", Arc::new(Default::default())));
            known.insert(name.to_owned(), tool);
        }
        let registry = self.discovery.apply(known.values());
        drop(known);
        let mut layer = lock(&self.layer);
        *layer = layer.clone().registry(registry);
    }

    /// Lists every tool (following cursors) and learns them.
    async fn discover(self: Arc<Self>) {
        let mut cursor: Option<Value> = None;
        for _ in 0..100 {
            let params = match &cursor {
                Some(c) => json!({"cursor": c}),
                None => json!({}),
            };
            let Some(answer) = self.request("tools/list", params).await else {
                return;
            };
            let Some(result) = answer.get("result") else {
                return;
            };
            self.learn_tools(result);
            cursor = result.get("nextCursor").filter(|c| !c.is_null()).cloned();
            if cursor.is_none() {
                info!(tools = lock(&self.server_tools).len(), "tools discovered");
                return;
            }
        }
    }
}

/// One attempt of a tools/call at the server, as a tower service for the rescue layer.
#[derive(Clone)]
struct ServerTools {
    shared: Arc<Shared>,
    attempt: Arc<Mutex<Option<String>>>,
}

/// Removes a request from the pending map when its attempt ends; if it ended without an
/// answer (a timeout, a cancellation), tells the server to stop working on it.
struct AttemptGuard {
    shared: Arc<Shared>,
    id: String,
    answered: bool,
}

impl Drop for AttemptGuard {
    fn drop(&mut self) {
        if lock(&self.shared.pending).remove(&self.id).is_some() && !self.answered {
            let cancel = json!({
                "jsonrpc": "2.0",
                "method": "notifications/cancelled",
                "params": {"requestId": self.id, "reason": "cancelled by mcp-rescue"}
            });
            let _ = self.shared.to_server.send(cancel.to_string());
        }
    }
}

impl tower::Service<CallToolRequestParams> for ServerTools {
    type Response = CallToolResult;
    type Error = BoxError;
    type Future = Pin<Box<dyn Future<Output = Result<CallToolResult, BoxError>> + Send>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), BoxError>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, params: CallToolRequestParams) -> Self::Future {
        let shared = self.shared.clone();
        let attempt = self.attempt.clone();
        Box::pin(async move {
            let id = shared.own_id();
            let (tx, rx) = oneshot::channel();
            lock(&shared.pending).insert(id.clone(), tx);
            let mut guard = AttemptGuard {
                shared: shared.clone(),
                id: id.clone(),
                answered: false,
            };
            *lock(&attempt) = Some(id.clone());
            let message =
                json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params});
            if shared.to_server.send(message.to_string()).is_err() {
                return Err(Box::new(ServiceError::TransportClosed) as BoxError);
            }
            let answer = rx
                .await
                .map_err(|_| Box::new(ServiceError::TransportClosed) as BoxError)?;
            guard.answered = true;
            if let Some(error) = answer.get("error") {
                let data =
                    serde_json::from_value::<ErrorData>(error.clone()).unwrap_or_else(|_| {
                        ErrorData::internal_error(
                            format!("malformed error from the server: {error}"),
                            None,
                        )
                    });
                return Err(Box::new(ServiceError::McpError(data)));
            }
            let result = answer.get("result").cloned().unwrap_or(Value::Null);
            serde_json::from_value::<CallToolResult>(result).map_err(|e| {
                Box::new(ServiceError::McpError(ErrorData::internal_error(
                    format!("malformed tools/call result from the server: {e}"),
                    None,
                ))) as BoxError
            })
        })
    }
}

/// Runs the proxy until the host closes stdin (exit code 0) or the server exits.
pub async fn run(
    config: Config,
    classifier: mcp_rescue::Classifier,
    command: &[String],
) -> Result<i32, String> {
    let (program, args) = command
        .split_first()
        .ok_or("no server command given (after --)")?;
    let mut child = tokio::process::Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    let (Some(mut server_in), Some(server_out)) = (child.stdin.take(), child.stdout.take()) else {
        return Err("the server's stdio is not available".into());
    };

    let (to_server, mut server_queue) = mpsc::unbounded_channel::<String>();
    let (to_host, mut host_queue) = mpsc::unbounded_channel::<String>();
    let shared = Arc::new(Shared {
        to_server,
        to_host,
        next_id: AtomicU64::new(1),
        pending: Mutex::default(),
        calls: Mutex::default(),
        passthrough: Mutex::default(),
        tool_lists: Mutex::default(),
        layer: Mutex::new(config.layer(classifier)),
        server_tools: Mutex::default(),
        discovery: Discovery::new()
            .trust_annotations(config.trust_server_annotations)
            .with_overrides(config.overrides()),
        attempt_timeout: config.attempt_timeout(),
    });
    // Local entries count from the start, before the server lists its tools.
    shared.learn_tools(&json!({"tools": []}));

    // Writers: one task per direction, so that no reader ever blocks on a slow peer.
    let (close_server, mut closing) = oneshot::channel::<()>();
    let server_writer = tokio::spawn(async move {
        loop {
            tokio::select! {
                line = server_queue.recv() => {
                    let Some(line) = line else { break };
                    if server_in.write_all(line.as_bytes()).await.is_err()
                        || server_in.write_all(b"\n").await.is_err()
                        || server_in.flush().await.is_err()
                    {
                        break;
                    }
                }
                _ = &mut closing => break,
            }
        }
        // Dropping stdin closes the server's input: it should exit.
    });
    let host_writer = tokio::spawn(async move {
        let mut stdout = tokio::io::stdout();
        while let Some(line) = host_queue.recv().await {
            if stdout.write_all(line.as_bytes()).await.is_err()
                || stdout.write_all(b"\n").await.is_err()
                || stdout.flush().await.is_err()
            {
                break;
            }
        }
    });

    let server_reader = tokio::spawn(read_server(shared.clone(), server_out));
    let mut host_lines = BufReader::new(tokio::io::stdin()).lines();
    let mut server_reader = server_reader;
    let code = loop {
        tokio::select! {
            line = host_lines.next_line() => match line {
                Ok(Some(line)) => from_host(&shared, line),
                // The host closed stdin: close the server's and stop.
                Ok(None) | Err(_) => {
                    let _ = close_server.send(());
                    let status = tokio::time::timeout(Duration::from_secs(5), child.wait()).await;
                    if status.is_err() {
                        let _ = child.kill().await;
                    }
                    break 0;
                }
            },
            _ = &mut server_reader => {
                // The server is gone: every waiting request gets an answer, then we exit.
                warn!("the MCP server exited");
                server_gone(&shared).await;
                let status = child.wait().await.ok().and_then(|s| s.code()).unwrap_or(1);
                break if status == 0 { 1 } else { status };
            }
        }
    };
    // Let queued answers reach the host before exiting.
    drop(shared);
    server_writer.abort();
    let _ = tokio::time::timeout(Duration::from_secs(2), host_writer).await;
    Ok(code)
}

/// Answers everything still waiting on a server that is gone.
async fn server_gone(shared: &Arc<Shared>) {
    lock(&shared.pending).clear();
    let waiting: Vec<String> = lock(&shared.passthrough).drain().collect();
    for key in waiting {
        let Ok(id) = serde_json::from_str::<Value>(&key) else {
            continue;
        };
        shared.send_host(&json!({
            "jsonrpc": "2.0",
            "id": id,
            "error": {"code": -32000, "message": "the MCP server exited"}
        }));
    }
    // Rescued calls finish by themselves (the transport is closed); wait for them, bounded.
    for _ in 0..600 {
        if lock(&shared.calls).is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn read_server(shared: Arc<Shared>, out: tokio::process::ChildStdout) {
    let mut lines = BufReader::new(out).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        let message: Value = match serde_json::from_str(&line) {
            Ok(v) => v,
            Err(_) => {
                let _ = shared.to_host.send(line);
                continue;
            }
        };
        let is_response = message.get("method").is_none() && message.get("id").is_some();
        if is_response {
            let id = &message["id"];
            if let Some(own) = id.as_str().filter(|s| s.starts_with(OWN_ID_PREFIX)) {
                if let Some(tx) = lock(&shared.pending).remove(own) {
                    let _ = tx.send(message);
                }
                continue;
            }
            let key = id_key(id);
            lock(&shared.passthrough).remove(&key);
            let was_tool_list = lock(&shared.tool_lists).remove(&key);
            if let (true, Some(result)) = (was_tool_list, message.get("result")) {
                shared.learn_tools(result);
            }
        }
        let _ = shared.to_host.send(line);
    }
}

fn from_host(shared: &Arc<Shared>, line: String) {
    let Ok(message) = serde_json::from_str::<Value>(&line) else {
        let _ = shared.to_server.send(line);
        return;
    };
    let method = message.get("method").and_then(Value::as_str).unwrap_or("");
    let id = message.get("id").filter(|id| !id.is_null());
    match (method, id) {
        ("tools/call", Some(id)) => rescue_call(shared, id.clone(), &message),
        ("notifications/cancelled", None) => {
            let target = message.pointer("/params/requestId").map(id_key);
            let in_flight = target.and_then(|k| lock(&shared.calls).remove(&k));
            match in_flight {
                // Stopping the rescue drops the attempt, which tells the server.
                Some(call) => {
                    let attempt = lock(&call.attempt).clone();
                    call.task.abort();
                    info!(
                        attempt = attempt.as_deref().unwrap_or(""),
                        "tools/call cancelled by the host"
                    );
                }
                None => {
                    let _ = shared.to_server.send(line);
                }
            }
        }
        ("notifications/initialized", None) => {
            let _ = shared.to_server.send(line);
            tokio::spawn(shared.clone().discover());
        }
        (method, Some(id)) if !method.is_empty() => {
            let key = id_key(id);
            if method == "tools/list" {
                lock(&shared.tool_lists).insert(key.clone());
            }
            lock(&shared.passthrough).insert(key);
            let _ = shared.to_server.send(line);
        }
        _ => {
            let _ = shared.to_server.send(line);
        }
    }
}

fn rescue_call(shared: &Arc<Shared>, id: Value, message: &Value) {
    let params = message.get("params").cloned().unwrap_or(Value::Null);
    let params = match serde_json::from_value::<CallToolRequestParams>(params) {
        Ok(p) => p,
        Err(e) => {
            shared.send_host(&json!({
                "jsonrpc": "2.0",
                "id": id,
                "error": {"code": -32602, "message": format!("invalid tools/call params: {e}")}
            }));
            return;
        }
    };
    let attempt = Arc::new(Mutex::new(None));
    let layer = lock(&shared.layer).clone();
    let stack = ServiceBuilder::new()
        .layer(layer)
        .timeout(shared.attempt_timeout)
        .service(ServerTools {
            shared: shared.clone(),
            attempt: attempt.clone(),
        });
    let key = id_key(&id);
    let mut calls = lock(&shared.calls);
    let task_shared = shared.clone();
    let task_key = key.clone();
    let task = tokio::spawn(async move {
        let result = match stack.oneshot(params).await {
            Ok(result) => result,
            Err(rescued) => rescued.to_call_tool_result(),
        };
        // Only a call still registered answers: a cancelled one must stay silent.
        if lock(&task_shared.calls).remove(&task_key).is_some() {
            task_shared.send_host(&json!({"jsonrpc": "2.0", "id": id, "result": result}));
        }
    });
    calls.insert(
        key,
        InFlight {
            task: task.abort_handle(),
            attempt,
        },
    );
}
