//! The demo MCP server's tools: each fails the way real tools do. Shared by
//! `examples/demo_server.rs` (stdio), `examples/demo.rs`, `examples/agent.rs` and the
//! integration tests (`#[path]` includes), so that the server-side rmcp features stay
//! dev-dependencies and out of the library.
//!
//! | tool | how it fails |
//! |---|---|
//! | `get_weather` | read-only; a transient upstream timeout, a set number of times, then it answers |
//! | `send_email` | not idempotent; sends (and counts), then holds its answer past the client's deadline, a set number of times |
//! | `sent_count` | read-only; how many emails were really sent |
//! | `booking` | rejects a date that is not in the future: "Booking date must be in the future" |
//! | `rate_limited` | 429 Too Many Requests with a Retry-After, until that wait has passed |
//! | `search` | rejects a `limit` outside 1..=50 (JSON-RPC -32602, invalid params) |
//! | `secure` | 401 Unauthorized |
#![allow(dead_code)]

use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{CallToolResult, ContentBlock};
use rmcp::{ErrorData, schemars, tool, tool_handler, tool_router};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio::time::Instant;

/// How the demo tools misbehave.
#[derive(Debug, Clone)]
pub struct DemoConfig {
    /// Transient failures of `get_weather` before it answers.
    pub weather_failures: u32,
    /// How many of the first `send_email` calls send, then answer too late.
    pub slow_sends: u32,
    /// How long a slow send holds its answer.
    pub send_delay: Duration,
    /// The Retry-After that `rate_limited` asks for.
    pub retry_after: Duration,
    /// Booking's "today", as `YYYY-MM-DD` (`None`: the system clock's date, UTC).
    pub today: Option<String>,
}

impl Default for DemoConfig {
    fn default() -> Self {
        DemoConfig {
            weather_failures: 2,
            slow_sends: 1,
            send_delay: Duration::from_secs(5),
            retry_after: Duration::from_secs(1),
            today: None,
        }
    }
}

#[derive(Debug, Default)]
struct State {
    calls: HashMap<&'static str, u32>,
    sent: u32,
    weather_failed: u32,
    rate_limited_until: Option<Instant>,
}

/// The demo server. Clones share their state (counters, rate-limit window).
#[derive(Debug, Clone, Default)]
pub struct DemoServer {
    config: Arc<DemoConfig>,
    state: Arc<Mutex<State>>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[schemars(crate = "rmcp::schemars")]
pub struct WeatherArgs {
    /// The city to report on.
    pub city: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[schemars(crate = "rmcp::schemars")]
pub struct EmailArgs {
    /// The recipient's address.
    pub to: String,
    /// The subject line.
    pub subject: String,
    /// The message.
    #[serde(default)]
    pub body: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[schemars(crate = "rmcp::schemars")]
pub struct BookingArgs {
    /// The day to book, as YYYY-MM-DD.
    pub date: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[schemars(crate = "rmcp::schemars")]
pub struct SearchArgs {
    /// What to look for.
    pub query: String,
    /// How many results to return (1 to 50).
    pub limit: u32,
}

fn text(s: impl Into<String>) -> Vec<ContentBlock> {
    vec![ContentBlock::text(s.into())]
}

impl DemoServer {
    /// A server that misbehaves as `config` says.
    pub fn new(config: DemoConfig) -> Self {
        DemoServer {
            config: Arc::new(config),
            state: Arc::default(),
        }
    }

    /// How many times the handler of `tool` ran.
    pub fn calls(&self, tool: &str) -> u32 {
        self.lock().calls.get(tool).copied().unwrap_or(0)
    }

    /// How many emails were really sent.
    pub fn sent(&self) -> u32 {
        self.lock().sent
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn count(&self, tool: &'static str) -> std::sync::MutexGuard<'_, State> {
        let mut state = self.lock();
        *state.calls.entry(tool).or_default() += 1;
        state
    }

    fn today(&self) -> String {
        self.config.today.clone().unwrap_or_else(utc_today)
    }
}

#[tool_router]
impl DemoServer {
    #[tool(
        description = "Current weather for a city. Read-only.",
        annotations(read_only_hint = true, idempotent_hint = true, open_world_hint = true)
    )]
    async fn get_weather(
        &self,
        Parameters(args): Parameters<WeatherArgs>,
    ) -> Result<CallToolResult, ErrorData> {
        let mut state = self.count("get_weather");
        if state.weather_failed < self.config.weather_failures {
            state.weather_failed += 1;
            return Ok(CallToolResult::error(text(format!(
                "Upstream weather service: connection timeout after 10 s (attempt {})",
                state.weather_failed
            ))));
        }
        Ok(CallToolResult::success(text(format!(
            "{}: sunny, 21 °C",
            args.city
        ))))
    }

    #[tool(
        description = "Send an email. Not idempotent: every call sends one.",
        annotations(
            read_only_hint = false,
            destructive_hint = false,
            idempotent_hint = false,
            open_world_hint = true
        )
    )]
    async fn send_email(
        &self,
        Parameters(args): Parameters<EmailArgs>,
    ) -> Result<CallToolResult, ErrorData> {
        let (number, slow) = {
            let mut state = self.count("send_email");
            // The mail goes out first: whatever happens to the answer, it was sent.
            state.sent += 1;
            (state.sent, state.sent <= self.config.slow_sends)
        };
        if slow {
            // The send succeeded; the answer is late (a slow relay), past the client's deadline.
            tokio::time::sleep(self.config.send_delay).await;
        }
        Ok(CallToolResult::success(text(format!(
            "Email #{number} sent to {} ({:?}, {} characters)",
            args.to,
            args.subject,
            args.body.chars().count()
        ))))
    }

    #[tool(
        description = "How many emails send_email has really sent.",
        annotations(read_only_hint = true)
    )]
    async fn sent_count(&self) -> String {
        self.count("sent_count").sent.to_string()
    }

    #[tool(
        description = "Book a table for a date (YYYY-MM-DD). The date must be in the future.",
        annotations(
            read_only_hint = false,
            destructive_hint = false,
            idempotent_hint = false
        )
    )]
    async fn booking(
        &self,
        Parameters(args): Parameters<BookingArgs>,
    ) -> Result<CallToolResult, ErrorData> {
        let number = *self.count("booking").calls.get("booking").unwrap_or(&0);
        if !is_iso_date(&args.date) {
            return Err(ErrorData::invalid_params(
                format!(
                    "Invalid argument 'date': expected YYYY-MM-DD, got {:?}",
                    args.date
                ),
                None,
            ));
        }
        if args.date <= self.today() {
            return Ok(CallToolResult::error(text(
                "Booking date must be in the future",
            )));
        }
        Ok(CallToolResult::success(text(format!(
            "Booked for {} (booking #{number})",
            args.date
        ))))
    }

    #[tool(
        description = "A quota-limited lookup: answers 429 with a Retry-After until the wait has passed.",
        annotations(read_only_hint = true)
    )]
    async fn rate_limited(&self) -> Result<CallToolResult, ErrorData> {
        let mut state = self.count("rate_limited");
        let now = Instant::now();
        let until = *state
            .rate_limited_until
            .get_or_insert(now + self.config.retry_after);
        if now < until {
            let wait = (until - now).as_secs_f64().ceil().max(1.0) as u64;
            let mut result = CallToolResult::error(text(format!(
                "429 Too Many Requests: rate limit exceeded. Retry-After: {wait}"
            )));
            result.structured_content = Some(serde_json::json!({
                "status": 429,
                "error": "rate_limited",
                "retry_after": wait,
            }));
            return Ok(result);
        }
        // The window has passed: answer, and open a new window for the next caller.
        state.rate_limited_until = None;
        Ok(CallToolResult::success(text("quota ok: 42 units left")))
    }

    #[tool(
        description = "Search the catalogue. `limit` must be between 1 and 50.",
        annotations(read_only_hint = true)
    )]
    async fn search(
        &self,
        Parameters(args): Parameters<SearchArgs>,
    ) -> Result<CallToolResult, ErrorData> {
        drop(self.count("search"));
        if !(1..=50).contains(&args.limit) {
            return Err(ErrorData::invalid_params(
                format!(
                    "Invalid argument 'limit': must be between 1 and 50, got {}",
                    args.limit
                ),
                Some(serde_json::json!({"field": "limit", "min": 1, "max": 50})),
            ));
        }
        Ok(CallToolResult::success(text(format!(
            "{} results for {:?}",
            args.limit.min(3),
            args.query
        ))))
    }

    // No annotations, as on many servers: clients must take the MCP defaults (unsafe).
    #[tool(description = "A tool behind a login whose token has expired.")]
    async fn secure(&self) -> Result<CallToolResult, ErrorData> {
        drop(self.count("secure"));
        Ok(CallToolResult::error(text(
            "401 Unauthorized: the access token has expired",
        )))
    }
}

#[tool_handler(
    name = "mcp-rescue-demo",
    instructions = "Demo tools that fail the ways real tools do, for mcp-rescue."
)]
impl rmcp::ServerHandler for DemoServer {}

fn is_iso_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

/// Today's date (UTC) as YYYY-MM-DD, from the system clock (Howard Hinnant's civil-from-days).
pub fn utc_today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Reads `--weather-failures N`, `--slow-sends N`, `--send-delay-ms N`,
/// `--retry-after-ms N` and `--today YYYY-MM-DD` over the defaults.
pub fn config_from_args(args: impl IntoIterator<Item = String>) -> Result<DemoConfig, String> {
    let mut config = DemoConfig::default();
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|e| format!("{flag} {value}: {e}"))
        };
        match flag.as_str() {
            "--weather-failures" => {
                config.weather_failures = number()?.min(u64::from(u32::MAX)) as u32
            }
            "--slow-sends" => config.slow_sends = number()?.min(u64::from(u32::MAX)) as u32,
            "--send-delay-ms" => config.send_delay = Duration::from_millis(number()?),
            "--retry-after-ms" => config.retry_after = Duration::from_millis(number()?),
            "--today" if is_iso_date(&value) => config.today = Some(value),
            _ => return Err(format!("unknown option or bad value: {flag} {value}")),
        }
    }
    Ok(config)
}

/// Serves the demo tools on stdin/stdout until the client hangs up.
pub async fn serve_stdio(
    config: DemoConfig,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    use rmcp::ServiceExt;
    // stdout carries the protocol: nothing else may be printed there.
    let server = DemoServer::new(config)
        .serve(rmcp::transport::stdio_pipes())
        .await?;
    server.waiting().await?;
    Ok(())
}

/// Serves `server` in this process over an in-memory duplex pipe and connects an rmcp
/// client to it. The server stops when the client goes.
pub async fn connect_in_process(
    server: DemoServer,
) -> Result<
    rmcp::service::RunningService<rmcp::RoleClient, ()>,
    Box<dyn std::error::Error + Send + Sync>,
> {
    use rmcp::ServiceExt;
    let (server_io, client_io) = tokio::io::duplex(64 * 1024);
    tokio::spawn(async move {
        if let Ok(running) = server.serve(server_io).await {
            let _ = running.waiting().await;
        }
    });
    Ok(().serve(client_io).await?)
}
