//! `mcp-rescue`: the rescue layer for any MCP host, with no code.
//!
//! - `mcp-rescue proxy [--config FILE] -- <server command> [args…]`: a stdio proxy in front
//!   of an MCP server; every `tools/call` goes through the rescue layer.
//! - `mcp-rescue classify [--tool-json JSON] [MESSAGE]`: prints the decision for a message
//!   (or for each line of stdin) as JSON.
#![forbid(unsafe_code)]

mod config;
mod proxy;

use clap::{Parser, Subcommand};
use config::Config;
use mcp_rescue::{Failure, Policy, ToolInfo, rescue_with};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "mcp-rescue",
    version,
    about = "Tool-aware recovery for failed MCP tool calls"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Runs an MCP server as a child process and serves it on stdin/stdout, rescuing every
    /// tools/call. Logs go to stderr, one line per decision.
    Proxy {
        /// A TOML file: [limits], [tools.NAME] overrides, trust_server_annotations, [[rules]].
        #[arg(long)]
        config: Option<PathBuf>,
        /// Log level on stderr (error, warn, info, debug).
        #[arg(long, default_value = "debug")]
        log: tracing::Level,
        /// The server command and its arguments.
        #[arg(last = true, required = true)]
        server: Vec<String>,
    },
    /// Classifies a failure message (or each line of stdin) and prints the decision as JSON.
    Classify {
        /// The tool's metadata as JSON: {"name":…, "read_only":…, "idempotent":…, "destructive":…}.
        #[arg(long)]
        tool_json: Option<String>,
        /// A configuration file whose [[rules]] apply.
        #[arg(long)]
        config: Option<PathBuf>,
        /// The message; without it, one message per line is read from stdin.
        message: Option<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Proxy {
            config,
            log,
            server,
        } => proxy(config, log, server),
        Command::Classify {
            tool_json,
            config,
            message,
        } => classify(tool_json, config, message),
    };
    match outcome {
        Ok(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        Err(message) => {
            eprintln!("mcp-rescue: {message}");
            ExitCode::from(2)
        }
    }
}

fn load(path: Option<PathBuf>) -> Result<(Config, mcp_rescue::Classifier), String> {
    let (config, text) = match path {
        Some(path) => {
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            (Config::load(&path)?, text)
        }
        None => (Config::default(), String::new()),
    };
    let classifier = config.classifier(&text)?;
    Ok((config, classifier))
}

fn proxy(config: Option<PathBuf>, log: tracing::Level, server: Vec<String>) -> Result<i32, String> {
    let (config, classifier) = load(config)?;
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_target(false)
        .with_max_level(log)
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    let code = runtime.block_on(proxy::run(config, classifier, &server));
    // Reading stdin holds a blocking thread that only the host can release: do not wait for it.
    runtime.shutdown_background();
    code
}

fn classify(
    tool_json: Option<String>,
    config: Option<PathBuf>,
    message: Option<String>,
) -> Result<i32, String> {
    let (_, classifier) = load(config)?;
    let tool = match tool_json {
        Some(json) => {
            Some(serde_json::from_str::<ToolInfo>(&json).map_err(|e| format!("--tool-json: {e}"))?)
        }
        None => None,
    };
    let policy = Policy::default();
    let decide = |text: &str| {
        let rescued = rescue_with(&Failure::from(text), tool.as_ref(), &classifier, &policy);
        serde_json::to_string(&rescued).unwrap_or_default()
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match message {
        Some(message) => {
            let _ = writeln!(out, "{}", decide(&message));
        }
        None => {
            for line in std::io::stdin().lock().lines() {
                let line = line.map_err(|e| format!("reading stdin: {e}"))?;
                if writeln!(out, "{}", decide(&line)).is_err() {
                    break;
                }
            }
        }
    }
    Ok(0)
}
