//! The rescue layer in a tower stack, against scripted mock tools (no server needed):
//! a read-only tool is retried through transient failures, a non-idempotent one is not,
//! a rate limit is waited out, and a business rule comes back with its recovery report.
//!
//! Run: `cargo run --example layer`

use mcp_rescue::test_util::{MockTools, Step};
use mcp_rescue::{FullJitter, RescueLayer, ToolInfo, ToolRegistry};
use rmcp::model::CallToolRequestParams;
use std::time::Duration;
use tower::{Service, ServiceBuilder, ServiceExt};

#[tokio::main(flavor = "current_thread", start_paused = true)]
async fn main() -> Result<(), mcp_rescue::BoxError> {
    let registry = ToolRegistry::new()
        .with(
            ToolInfo::new("get_weather")
                .read_only(true)
                .idempotent(true),
        )
        .with(ToolInfo::new("send_email").destructive(false))
        .with(ToolInfo::new("booking"));
    let tools = MockTools::new()
        .script(
            "get_weather",
            [
                Step::fail("connection timeout"),
                Step::fail("connection timeout"),
                Step::ok("sunny, 21 °C"),
            ],
        )
        .script(
            "send_email",
            [
                Step::fail("connection timeout").with_effect(),
                Step::ok("sent"),
            ],
        )
        .script(
            "rate_limited",
            [
                Step::fail("429 Too Many Requests. Retry after 2s"),
                Step::ok("done"),
            ],
        )
        .script(
            "booking",
            [Step::fail("Booking date must be in the future")],
        );

    let mut stack = ServiceBuilder::new()
        // A fixed seed keeps the jittered waits, and so this output, the same on every run.
        .layer(RescueLayer::new(registry).backoff(FullJitter::default().with_seed(7)))
        .timeout(Duration::from_secs(10))
        .service(tools.clone());

    for tool in ["get_weather", "send_email", "rate_limited", "booking"] {
        let start = tokio::time::Instant::now();
        let outcome = match stack
            .ready()
            .await?
            .call(CallToolRequestParams::new(tool))
            .await
        {
            Ok(_) => "ok".to_owned(),
            Err(e) => format!("{} / {}", e.category, e.action),
        };
        println!(
            "{tool:<13} calls {}  waited {:>4.1} s  {outcome}",
            tools.calls(tool),
            start.elapsed().as_secs_f64()
        );
    }
    println!("emails actually sent: {}", tools.effects("send_email"));

    // What goes back to the model when the layer cannot recover.
    if let Err(e) = stack
        .ready()
        .await?
        .call(CallToolRequestParams::new("booking"))
        .await
    {
        let report = e.to_call_tool_result();
        if let Some(text) = report.content.first().and_then(|c| c.as_text()) {
            println!("\nrecovery report for the model:\n{}", text.text);
        }
    }
    Ok(())
}
