//! The original project's Qwen demo, as a whole loop: a model asks for
//! `booking(date="2026-01-01")`, the demo MCP server rejects the date, mcp-rescue classifies
//! the failure (business_rule / ask_user, not retryable), the recovery report goes back to
//! the model, and the runtime refuses to repeat the call by itself.
//!
//! Run: `cargo run --example agent`
//!
//! Offline it uses a scripted stand-in for the model. To use a real one, point it at any
//! OpenAI-compatible chat-completions endpoint:
//!
//! ```sh
//! export MCP_RESCUE_LLM_BASE_URL=https://dashscope.aliyuncs.com/compatible-mode/v1
//! export MCP_RESCUE_LLM_API_KEY=sk-...
//! export MCP_RESCUE_LLM_MODEL=qwen-plus
//! cargo run --example agent
//! ```
//!
//! (`DASHSCOPE_API_KEY` alone, as in the original project, selects Qwen on DashScope.)

#[path = "support/agent_loop.rs"]
mod agent_loop;
#[path = "support/demo_tools.rs"]
mod demo_tools;

use agent_loop::{Event, Model};
use demo_tools::{DemoConfig, DemoServer};
use mcp_rescue::{BoxError, Discovery, PeerTools, RescueLayer};
use std::time::Duration;
use tower::ServiceBuilder;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), BoxError> {
    // The server deliberately treats 2026-01-01 as past, whatever the clock says.
    let today = demo_tools::utc_today().max("2026-01-01".to_owned());
    let server = DemoServer::new(DemoConfig {
        today: Some(today),
        ..DemoConfig::default()
    });
    let client = demo_tools::connect_in_process(server.clone()).await?;
    let peer = client.peer().clone();
    let tools = peer.list_all_tools().await?;
    let registry = Discovery::new().apply(&tools);
    let mut stack = ServiceBuilder::new()
        .layer(RescueLayer::new(registry))
        .service(PeerTools::new(peer).timeout(Duration::from_secs(10)));

    let mut model = Model::from_env();
    match &model {
        Model::Endpoint(e) => println!("model: {} at {}\n", e.model, e.base_url),
        Model::Scripted(_) => println!(
            "model: a scripted stand-in (set {}, {} and {} to use a real one)\n",
            agent_loop::BASE_URL_VAR,
            agent_loop::API_KEY_VAR,
            agent_loop::MODEL_VAR
        ),
    }
    let prompt = "Please book a table for 2026-01-01.";
    println!("user:    {prompt}");
    let transcript = agent_loop::run(&mut model, &mut stack, &tools, prompt, 6).await?;
    for event in &transcript.events {
        match event {
            Event::Call { tool, arguments } => println!("model:   call {tool} {arguments}"),
            Event::Answered { tool, text } => println!("tool:    {tool} answered: {text}"),
            Event::Rescued {
                tool,
                category,
                action,
                retryable,
                attempts,
                report,
            } => {
                println!(
                    "rescue:  {tool} failed: {category} / {action}, retryable {retryable}, \
                     after {attempts} call(s); the model receives:"
                );
                for line in report.lines() {
                    if line.starts_with("Decision: ") {
                        println!("           Decision: {{…the decision as JSON…}}");
                    } else {
                        println!("           {line}");
                    }
                }
            }
            Event::Refused { tool, action } => println!(
                "runtime: refused to call {tool} again with the same arguments ({action} \
                 forbids an automatic re-call); the model is told why"
            ),
            Event::Answer(text) => println!("model:   {text}"),
        }
    }
    println!(
        "\nbooking calls that reached the server: {}",
        server.calls("booking")
    );
    client.cancel().await?;
    Ok(())
}
