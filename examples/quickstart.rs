//! The original project's quick start, offline: a failed MCP result, classified for two
//! tools with different semantics.
//!
//! Run: `cargo run --example quickstart`

use mcp_rescue::{
    RescueError, SuccessfulResult, ToolInfo, allow_automatic_retry, rescue_mcp_result,
};
use rmcp::model::{CallToolResult, ContentBlock};

fn main() -> Result<(), SuccessfulResult> {
    let weather = ToolInfo::new("get_weather")
        .read_only(true)
        .idempotent(true)
        .destructive(false);
    let email = ToolInfo::new("send_email")
        .read_only(false)
        .idempotent(false)
        .destructive(false);

    let result = CallToolResult::error(vec![ContentBlock::text("connection timeout")]);

    if result.is_error == Some(true) {
        for tool in [&weather, &email] {
            let rescued = rescue_mcp_result(&result, Some(tool))?;
            show(&tool.name, &rescued);
        }
    }
    Ok(())
}

fn show(tool: &str, rescued: &RescueError) {
    println!("{tool}:");
    println!("  category:  {}", rescued.category);
    println!("  outcome:   {}", rescued.outcome);
    println!("  action:    {}", rescued.action);
    println!("  retryable: {}", rescued.retryable);
    if allow_automatic_retry(rescued) {
        println!("  Automatic retry is allowed.");
    } else {
        println!("  Automatic retry is not allowed: the call may already have run.");
    }
}
