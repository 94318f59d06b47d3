//! The demo: a real rmcp client calls every tool of the demo MCP server (a child process
//! over stdio) through the rescue layer, and prints what happened to each call.
//!
//! Run: `cargo run --example demo` (offline, a few seconds, no key).
//!
//! The stack is the one a real client builds:
//!
//! ```text
//! RescueLayer (registry from tools/list)  ─ retries only what is safe
//!   └ timeout (1 s per attempt)
//!       └ PeerTools (one tools/call per attempt, over the rmcp peer)
//! ```

#[path = "support/demo_tools.rs"]
mod demo_tools;

use mcp_rescue::{BoxError, Discovery, FullJitter, PeerTools, RescueLayer};
use rmcp::ServiceExt;
use rmcp::model::{CallToolRequestParams, JsonObject};
use rmcp::transport::{ConfigureCommandExt, TokioChildProcess};
use serde_json::json;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio::process::Command;
use tokio::time::Instant;
use tower::{Service, ServiceBuilder, ServiceExt as _};

/// Calls sent per tool, counted below the rescue layer: every attempt, retries included.
#[derive(Clone, Default)]
struct Attempts(Arc<Mutex<HashMap<String, u32>>>);

impl Attempts {
    fn record(&self, request: CallToolRequestParams) -> CallToolRequestParams {
        let mut counts = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        *counts.entry(request.name.to_string()).or_default() += 1;
        request
    }

    fn of(&self, tool: &str) -> u32 {
        let counts = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        counts.get(tool).copied().unwrap_or(0)
    }
}

fn args(value: serde_json::Value) -> JsonObject {
    value.as_object().cloned().unwrap_or_default()
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), BoxError> {
    let mut argv = std::env::args().skip(1);
    if argv.next().as_deref() == Some("--serve") {
        // The child: this same binary, serving the demo tools on stdio.
        let config = demo_tools::config_from_args(argv)?;
        return demo_tools::serve_stdio(config).await;
    }

    // The server: this binary again, as a child process speaking MCP on stdin/stdout.
    let server = Command::new(std::env::current_exe()?).configure(|cmd| {
        cmd.arg("--serve");
    });
    let client = ().serve(TokioChildProcess::new(server)?).await?;
    let peer = client.peer().clone();

    // What the server says about its tools (read-only, idempotent…), with the MCP defaults.
    let registry = Discovery::new().discover(&peer).await?;
    let name = peer
        .peer_info()
        .and_then(|info| info.server_info.as_ref().map(|i| i.name.clone()))
        .unwrap_or_else(|| "the server".to_owned());
    println!(
        "{name}: a child process over stdio, {} tools; 1 s per attempt\n",
        registry.len()
    );

    let attempts = Attempts::default();
    let counter = attempts.clone();
    let mut stack = ServiceBuilder::new()
        // A fixed seed keeps the jittered waits, and so this output, the same on every run.
        .layer(RescueLayer::new(registry).backoff(FullJitter::default().with_seed(7)))
        .timeout(Duration::from_secs(1))
        .map_request(move |request| counter.record(request))
        .service(PeerTools::new(peer));

    let scenario = [
        ("get_weather", json!({"city": "Lisbon"})),
        (
            "send_email",
            json!({"to": "ana@example.com", "subject": "Lunch", "body": "Friday at one?"}),
        ),
        ("rate_limited", json!({})),
        ("booking", json!({"date": "2026-01-01"})),
        ("search", json!({"query": "tents", "limit": 500})),
        ("secure", json!({})),
        ("get_forecast", json!({"city": "Lisbon"})),
    ];

    println!("tool          attempts  time   outcome");
    for (tool, arguments) in scenario {
        let request = CallToolRequestParams::new(tool).with_arguments(args(arguments));
        let start = Instant::now();
        let outcome = match stack.ready().await?.call(request).await {
            Ok(_) => "ok".to_owned(),
            Err(e) => format!(
                "{} / {}  (the call {})",
                e.category,
                e.action,
                match e.outcome {
                    mcp_rescue::Outcome::NotExecuted => "did not run",
                    mcp_rescue::Outcome::Unknown => "may have run",
                }
            ),
        };
        println!(
            "{tool:<13} {:>8}  {:>3.1} s  {outcome}",
            attempts.of(tool),
            start.elapsed().as_secs_f64()
        );
    }

    // The server's own count, asked over MCP: a timed-out send was not sent twice.
    let sent = stack
        .ready()
        .await?
        .call(CallToolRequestParams::new("sent_count"))
        .await?;
    let sent = sent
        .content
        .first()
        .and_then(|c| c.as_text())
        .map_or("?", |t| t.text.as_str())
        .to_owned();
    println!("emails actually sent: {sent} (the server's count)");

    client.cancel().await?;
    Ok(())
}
