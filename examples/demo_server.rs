//! The demo MCP server, over stdio: tools that fail the ways real ones do (see
//! `examples/support/demo_tools.rs`). `cargo run --example demo` starts it for you; run it
//! by hand to point another MCP client at it:
//!
//! ```sh
//! cargo build --example demo_server
//! npx @modelcontextprotocol/inspector target/debug/examples/demo_server
//! ```
//!
//! Options: `--weather-failures N` (default 2), `--slow-sends N` (default 1),
//! `--send-delay-ms N` (default 5000), `--retry-after-ms N` (default 1000),
//! `--today YYYY-MM-DD` (default: the system clock's date).

#[path = "support/demo_tools.rs"]
mod demo_tools;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let config = demo_tools::config_from_args(std::env::args().skip(1))?;
    demo_tools::serve_stdio(config).await
}
