//! Stage 1: what a failure says.
//!
//! A [`Failure`] is built from whatever the caller holds — a string, a JSON value, an rmcp
//! `ErrorData` or `ServiceError`, a failed `CallToolResult`, a tower `Elapsed`, an
//! `io::Error`, or any error chain — and keeps only the evidence the classifier needs:
//! the text, typed facts ([`Signal`]), the innermost JSON-RPC code, an HTTP status, an SMTP
//! reply, symbolic error codes and a Retry-After hint. Work is bounded: the text is cut at
//! [`Failure::MAX_TEXT`] bytes, error chains and JSON are walked to a fixed depth.

mod text;

pub(crate) use text::SmtpReply;

use rmcp::ServiceError;
use rmcp::model::{CallToolResult, ContentBlock, ErrorData, ResourceContents};
use serde_json::Value;
use std::error::Error;
use std::fmt::Write as _;
use std::io;
use std::time::Duration;

pub(crate) use text::MAX_RETRY_AFTER;

/// A typed fact about a failure, read from an error type rather than from words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Signal {
    /// A deadline passed while waiting for the answer (the call may have run).
    Timeout,
    /// The connection was refused: the request never reached the server.
    Refused,
    /// The host or network could not be reached, or its name did not resolve.
    Unreachable,
    /// The connection was reset, aborted or cut mid-call (the call may have run).
    Reset,
    /// The transport closed with the request in flight (the call may have run).
    Closed,
    /// There was no connection to send the request on.
    NotConnected,
    /// The call was cancelled.
    Cancelled,
    /// The operating system refused access.
    PermissionDenied,
    /// The operating system found no such entity.
    NotFound,
    /// The operating system rejected the input.
    InvalidInput,
}

/// What a failed tool call says, reduced to the evidence a classifier reads.
///
/// ```
/// use mcp_rescue::{Failure, Signal};
///
/// let f = Failure::from("HTTP error 429: Too Many Requests. Retry after 17m32s.");
/// assert_eq!(f.http_status(), Some(429));
/// assert_eq!(f.retry_after(), Some(std::time::Duration::from_secs(17 * 60 + 32)));
///
/// let f = Failure::from(&std::io::Error::from(std::io::ErrorKind::ConnectionRefused));
/// assert_eq!(f.signal(), Some(Signal::Refused));
/// ```
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Failure {
    text: String,
    symbols: String,
    signal: Option<Signal>,
    jsonrpc_code: Option<i32>,
    http_status: Option<u16>,
    retry_after: Option<Duration>,
    smtp: Option<SmtpReply>,
}

impl Failure {
    /// The most text kept from one failure, in bytes. Longer messages are cut (at a character
    /// boundary) so that classification cost stays bounded.
    pub const MAX_TEXT: usize = 8 * 1024;
    /// The deepest error chain or JSON nesting that is read.
    pub const MAX_DEPTH: usize = 32;

    /// A failure that says only `text` (JSON, statuses and hints inside it are read).
    pub fn from_text(text: &str) -> Self {
        let mut failure = Failure::default();
        failure.push_text(text);
        failure
    }

    /// The failure's text, as read (cut at [`Failure::MAX_TEXT`] bytes).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Symbolic error codes found in structured fields (`"code":"rate_limited"`,
    /// `code: 'ECONNREFUSED'`), one per line.
    pub fn symbols(&self) -> &str {
        &self.symbols
    }

    /// The typed fact read from an error type, if any (the innermost one in a chain).
    pub fn signal(&self) -> Option<Signal> {
        self.signal
    }

    /// The innermost JSON-RPC error code (`-32602`, `-32001` …), if any.
    pub fn jsonrpc_code(&self) -> Option<i32> {
        self.jsonrpc_code
    }

    /// The HTTP status the failure states, if any.
    pub fn http_status(&self) -> Option<u16> {
        self.http_status
    }

    /// The SMTP reply a mail server gave, if the failure quotes one.
    pub(crate) fn smtp_reply(&self) -> Option<SmtpReply> {
        self.smtp
    }

    /// How long the server asked the caller to wait, if it said (capped at 24 hours).
    pub fn retry_after(&self) -> Option<Duration> {
        self.retry_after
    }

    /// Sets the typed fact (for adapters that know more than the error type says).
    pub fn with_signal(mut self, signal: Signal) -> Self {
        self.signal = Some(signal);
        self
    }

    /// Sets the HTTP status (for adapters that hold the response).
    pub fn with_http_status(mut self, status: u16) -> Self {
        self.http_status = Some(status);
        self
    }

    /// Sets the Retry-After hint (for adapters that read the header); capped at 24 hours.
    pub fn with_retry_after(mut self, delay: Duration) -> Self {
        self.retry_after = Some(delay.min(MAX_RETRY_AFTER));
        self
    }

    /// Appends text and reads the evidence in it. Codes and hints found later (deeper in a
    /// wrapped message) replace earlier ones: the innermost code wins.
    fn push_text(&mut self, text: &str) {
        let room = Self::MAX_TEXT.saturating_sub(self.text.len());
        if room <= 1 || text.is_empty() {
            return;
        }
        let mut cut = text.len().min(room - 1);
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        let text = &text[..cut];
        if !self.text.is_empty() {
            self.text.push('\n');
        }
        self.text.push_str(text);
        text::scan(text, self);
    }

    /// Keeps a structured field's value as a symbolic code, whose words outweigh the text's.
    /// Only values written as codes count (`invalid_grant`, `ratelimited`, `rateLimited`,
    /// `ECONNREFUSED`): prose in an `error` field (`"error": "Access Denied"`, `Error:
    /// Forbidden`) is no more than the rest of the text.
    fn push_symbol(&mut self, symbol: &str) {
        let bytes = symbol.as_bytes();
        let capitalized_word = bytes.first().is_some_and(u8::is_ascii_uppercase)
            && bytes[1..]
                .iter()
                .all(|b| !b.is_ascii_uppercase() && *b != b'_');
        let coded = !bytes.contains(&b' ') && !capitalized_word;
        if coded && self.symbols.len() + symbol.len() < 512 {
            self.symbols.push_str(symbol);
            self.symbols.push('\n');
        }
    }

    fn set_code(&mut self, code: i64) {
        if let Ok(code) = i32::try_from(code)
            && (-32768..=-32000).contains(&code)
        {
            self.jsonrpc_code = Some(code);
        }
    }

    fn set_status(&mut self, status: i64) {
        if let Ok(status) = u16::try_from(status)
            && (100..=599).contains(&status)
        {
            self.http_status = Some(status);
        }
    }

    fn push_error_data(&mut self, data: &ErrorData) {
        self.set_code(i64::from(data.code.0));
        self.push_text(&data.message);
        if let Some(extra) = &data.data {
            self.push_value(extra);
        }
    }

    fn push_value(&mut self, value: &Value) {
        // Typed fields first, from the value itself: the rendered text may be cut before them.
        let mut budget = 1024;
        text::read_json_fields(value, 0, &mut budget, self);
        // Rendered by hand with a depth limit: serde_json's own serializer recurses without one.
        let mut rendered = String::new();
        render_json(value, 0, &mut rendered);
        self.push_text(&rendered);
    }

    /// Reads one level of an error chain: typed facts by downcasting, then its text.
    fn push_error_level(&mut self, error: &(dyn Error + 'static)) {
        if let Some(e) = error.downcast_ref::<ServiceError>() {
            match e {
                ServiceError::McpError(data) => return self.push_error_data(data),
                ServiceError::TransportClosed => self.signal = Some(Signal::Closed),
                ServiceError::Timeout { .. } => self.signal = Some(Signal::Timeout),
                ServiceError::Cancelled { .. } => self.signal = Some(Signal::Cancelled),
                _ => {}
            }
        } else if let Some(data) = error.downcast_ref::<ErrorData>() {
            return self.push_error_data(data);
        } else if error.is::<tower::timeout::error::Elapsed>()
            || error.is::<tokio::time::error::Elapsed>()
        {
            self.signal = Some(Signal::Timeout);
        } else if let Some(e) = error.downcast_ref::<io::Error>() {
            if let Some(signal) = io_signal(e.kind()) {
                self.signal = Some(signal);
            }
        } else if let Some(e) = error.downcast_ref::<crate::ToolResultError>() {
            return self.push_call_tool_result(e.result());
        }
        let mut line = String::new();
        // Display of a foreign error is its own code; a failing impl only loses text.
        let _ = write!(line, "{error}");
        self.push_text(&line);
    }

    fn push_error_chain(&mut self, error: &(dyn Error + 'static)) {
        let mut level = Some(error);
        for _ in 0..Self::MAX_DEPTH {
            let Some(current) = level else { break };
            self.push_error_level(current);
            level = current.source();
        }
    }

    fn push_call_tool_result(&mut self, result: &CallToolResult) {
        for block in &result.content {
            match block {
                ContentBlock::Text(t) => self.push_text(&t.text),
                ContentBlock::Resource(r) => {
                    if let ResourceContents::TextResourceContents { text, .. } = &r.resource {
                        self.push_text(text);
                    }
                }
                _ => {}
            }
        }
        if let Some(structured) = &result.structured_content {
            self.push_value(structured);
        }
    }
}

fn io_signal(kind: io::ErrorKind) -> Option<Signal> {
    use io::ErrorKind as K;
    Some(match kind {
        K::ConnectionRefused => Signal::Refused,
        K::NotConnected => Signal::NotConnected,
        K::HostUnreachable | K::NetworkUnreachable | K::AddrNotAvailable => Signal::Unreachable,
        K::TimedOut => Signal::Timeout,
        K::ConnectionReset | K::ConnectionAborted | K::BrokenPipe | K::UnexpectedEof => {
            Signal::Reset
        }
        K::PermissionDenied => Signal::PermissionDenied,
        K::NotFound => Signal::NotFound,
        K::InvalidInput | K::InvalidData => Signal::InvalidInput,
        _ => return None,
    })
}

/// Writes `value` as compact JSON, stopping at [`Failure::MAX_DEPTH`] levels and
/// [`Failure::MAX_TEXT`] bytes.
fn render_json(value: &Value, depth: usize, out: &mut String) {
    if out.len() > Failure::MAX_TEXT {
        return;
    }
    match value {
        Value::Object(map) if depth < Failure::MAX_DEPTH => {
            out.push('{');
            for (i, (key, item)) in map.iter().enumerate() {
                if out.len() > Failure::MAX_TEXT {
                    break;
                }
                if i > 0 {
                    out.push(',');
                }
                push_json_string(key, out);
                out.push(':');
                render_json(item, depth + 1, out);
            }
            out.push('}');
        }
        Value::Array(items) if depth < Failure::MAX_DEPTH => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if out.len() > Failure::MAX_TEXT {
                    break;
                }
                if i > 0 {
                    out.push(',');
                }
                render_json(item, depth + 1, out);
            }
            out.push(']');
        }
        Value::Object(_) | Value::Array(_) => out.push('…'),
        Value::String(s) => push_json_string(s, out),
        scalar => {
            let _ = write!(out, "{scalar}");
        }
    }
}

fn push_json_string(s: &str, out: &mut String) {
    // Strings are scalars: serde_json writes them without recursion.
    match serde_json::to_string(s) {
        Ok(quoted) => out.push_str(&quoted),
        Err(_) => out.push_str("\"\""),
    }
}

impl From<&str> for Failure {
    fn from(text: &str) -> Self {
        Failure::from_text(text)
    }
}

impl From<String> for Failure {
    fn from(text: String) -> Self {
        Failure::from_text(&text)
    }
}

impl From<&String> for Failure {
    fn from(text: &String) -> Self {
        Failure::from_text(text)
    }
}

/// A JSON error body: `{"status":429,"message":"Too Many Requests"}`, nested
/// `{"error":{…}}`, Slack's `{"ok":false,"error":"ratelimited"}`, GraphQL `errors[]`.
impl From<&Value> for Failure {
    fn from(value: &Value) -> Self {
        let mut failure = Failure::default();
        match value {
            Value::String(s) => failure.push_text(s),
            other => failure.push_value(other),
        }
        failure
    }
}

impl From<Value> for Failure {
    fn from(value: Value) -> Self {
        Failure::from(&value)
    }
}

impl From<&ErrorData> for Failure {
    fn from(data: &ErrorData) -> Self {
        let mut failure = Failure::default();
        failure.push_error_data(data);
        failure
    }
}

impl From<&ServiceError> for Failure {
    fn from(error: &ServiceError) -> Self {
        let mut failure = Failure::default();
        failure.push_error_chain(error);
        failure
    }
}

/// A failed tool result: every text block, embedded text resources and structured content.
impl From<&CallToolResult> for Failure {
    fn from(result: &CallToolResult) -> Self {
        let mut failure = Failure::default();
        failure.push_call_tool_result(result);
        failure
    }
}

impl From<&tower::timeout::error::Elapsed> for Failure {
    fn from(_: &tower::timeout::error::Elapsed) -> Self {
        Failure::from_text("request timed out").with_signal(Signal::Timeout)
    }
}

impl From<&io::Error> for Failure {
    fn from(error: &io::Error) -> Self {
        let mut failure = Failure::default();
        failure.push_error_chain(error);
        failure
    }
}

/// Any error: the chain is walked from the outside in, downcasting each level to the types
/// above; the innermost typed fact and JSON-RPC code win.
impl From<&(dyn Error + 'static)> for Failure {
    fn from(error: &(dyn Error + 'static)) -> Self {
        let mut failure = Failure::default();
        failure.push_error_chain(error);
        failure
    }
}

impl From<&(dyn Error + Send + Sync + 'static)> for Failure {
    fn from(error: &(dyn Error + Send + Sync + 'static)) -> Self {
        Failure::from(error as &(dyn Error + 'static))
    }
}

impl From<&crate::BoxError> for Failure {
    fn from(error: &crate::BoxError) -> Self {
        Failure::from(error.as_ref() as &(dyn Error + 'static))
    }
}

impl From<&Failure> for Failure {
    fn from(failure: &Failure) -> Self {
        failure.clone()
    }
}
