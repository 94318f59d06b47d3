//! Failure extraction: what each input type says, read into a `Failure`, and what the
//! classifier and policy make of it.

use mcp_rescue::{
    BoxError, Classifier, ErrorCategory, Failure, Outcome, Policy, RecoveryAction, Rule, Signal,
    ToolInfo, ToolResultError, allow_automatic_retry, rescue_error, rescue_mcp_result, rescue_with,
};
use rmcp::ServiceError;
use rmcp::model::{CallToolResult, ContentBlock, ErrorCode, ErrorData};
use serde_json::json;
use std::error::Error;
use std::fmt;
use std::io;
use std::time::Duration;

fn weather() -> ToolInfo {
    ToolInfo::new("get_weather")
        .read_only(true)
        .idempotent(true)
        .destructive(false)
}

fn email() -> ToolInfo {
    ToolInfo::new("send_email")
        .read_only(false)
        .idempotent(false)
        .destructive(false)
}

fn category(failure: &Failure) -> ErrorCategory {
    Classifier::new().classify(failure, None).category
}

fn assert_secs(got: Option<Duration>, want: f64, input: &str) {
    let got = got.unwrap_or_else(|| panic!("{input:?}: no retry_after"));
    assert!(
        (got.as_secs_f64() - want).abs() < 1e-3,
        "{input:?}: retry_after {got:?}, want {want}s"
    );
}

/// An application error wrapping another, as `anyhow`/`thiserror` chains do: its Display
/// is its own message only, the cause is in `source()`.
#[derive(Debug)]
struct Wrapped {
    message: String,
    source: BoxError,
}

impl Wrapped {
    fn new(message: &str, source: impl Into<BoxError>) -> Self {
        Wrapped {
            message: message.to_owned(),
            source: source.into(),
        }
    }
}

impl fmt::Display for Wrapped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl Error for Wrapped {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        Some(self.source.as_ref())
    }
}

// ---------------------------------------------------------------------------------------
// Strings
// ---------------------------------------------------------------------------------------

#[test]
fn str_and_string_keep_the_text() {
    let from_str = Failure::from("503 Service Unavailable");
    let from_string = Failure::from(String::from("503 Service Unavailable"));
    let owned = String::from("503 Service Unavailable");
    let from_ref_string = Failure::from(&owned);
    for f in [&from_str, &from_string, &from_ref_string] {
        assert_eq!(f.text(), "503 Service Unavailable");
        assert_eq!(f.http_status(), Some(503));
        assert_eq!(f.signal(), None);
        assert_eq!(category(f), ErrorCategory::UpstreamUnavailable);
    }
    assert_eq!(from_str, from_string);
}

#[test]
fn jsonrpc_code_in_text_is_read() {
    let f = Failure::from("MCP error -32602: Invalid params: missing field `city`");
    assert_eq!(f.jsonrpc_code(), Some(-32602));
    assert_eq!(category(&f), ErrorCategory::InvalidArgument);
}

// ---------------------------------------------------------------------------------------
// serde_json::Value
// ---------------------------------------------------------------------------------------

#[test]
fn json_nested_error_object() {
    let value =
        json!({"error": {"code": 429, "message": "Rate limit exceeded", "type": "requests"}});
    let f = Failure::from(&value);
    assert_eq!(f.http_status(), Some(429));
    assert!(f.text().contains("Rate limit exceeded"), "{}", f.text());
    let rescued = rescue_error(value, None);
    assert_eq!(rescued.category, ErrorCategory::RateLimit);
    assert_eq!(rescued.action, RecoveryAction::Backoff);
    assert!(rescued.retryable);
}

#[test]
fn json_nested_symbolic_code() {
    let value = json!({"error": {"code": "rate_limited", "message": "Please slow your roll"}});
    let f = Failure::from(&value);
    assert!(f.symbols().contains("rate_limited"), "{:?}", f.symbols());
    assert_eq!(category(&f), ErrorCategory::RateLimit);
}

#[test]
fn json_slack_ok_false_ratelimited() {
    let value = json!({"ok": false, "error": "ratelimited"});
    let f = Failure::from(&value);
    assert!(f.symbols().contains("ratelimited"), "{:?}", f.symbols());
    let rescued = rescue_error(&f, None);
    assert_eq!(rescued.category, ErrorCategory::RateLimit);
    assert_eq!(rescued.action, RecoveryAction::Backoff);
}

#[test]
fn json_slack_ok_false_other_errors() {
    let cases = [
        ("invalid_auth", ErrorCategory::Authentication),
        ("token_expired", ErrorCategory::Authentication),
        ("channel_not_found", ErrorCategory::NotFound),
        ("not_in_channel", ErrorCategory::Permission),
        ("missing_scope", ErrorCategory::Permission),
    ];
    for (code, want) in cases {
        let f = Failure::from(json!({"ok": false, "error": code}));
        assert_eq!(category(&f), want, "slack error {code}");
    }
}

#[test]
fn json_slack_not_authed_is_authentication() {
    let f = Failure::from(json!({"ok": false, "error": "not_authed"}));
    assert_eq!(category(&f), ErrorCategory::Authentication);
}

#[test]
fn json_graphql_errors_array() {
    let value = json!({
        "data": null,
        "errors": [{
            "message": "You must be logged in",
            "extensions": {"code": "UNAUTHENTICATED"}
        }]
    });
    let f = Failure::from(&value);
    assert!(f.symbols().contains("UNAUTHENTICATED"), "{:?}", f.symbols());
    assert_eq!(category(&f), ErrorCategory::Authentication);

    let value = json!({
        "errors": [{"type": "RATE_LIMITED", "message": "API rate limit exceeded for user ID 1"}]
    });
    let rescued = rescue_error(value, None);
    assert_eq!(rescued.category, ErrorCategory::RateLimit);
}

#[test]
fn json_string_value_is_text() {
    let f = Failure::from(json!("429 Too Many Requests"));
    assert_eq!(f.text(), "429 Too Many Requests");
    assert_eq!(f.http_status(), Some(429));
}

// ---------------------------------------------------------------------------------------
// rmcp ErrorData and ServiceError
// ---------------------------------------------------------------------------------------

#[test]
fn error_data_code_message_and_data() {
    let data = ErrorData::new(
        ErrorCode::INVALID_PARAMS,
        "Invalid params: missing field `city`",
        Some(json!({"field": "city"})),
    );
    let f = Failure::from(&data);
    assert_eq!(f.jsonrpc_code(), Some(-32602));
    assert!(f.text().contains("missing field `city`"), "{}", f.text());
    assert!(
        f.text().contains("\"field\""),
        "data is read too: {}",
        f.text()
    );
    let rescued = rescue_error(&data, None);
    assert_eq!(rescued.category, ErrorCategory::InvalidArgument);
    assert_eq!(rescued.action, RecoveryAction::RepairArguments);
}

#[test]
fn error_data_with_retry_after_in_data() {
    let data = ErrorData::new(
        ErrorCode(-32000),
        "Rate limit exceeded",
        Some(json!({"retry_after": 30})),
    );
    let f = Failure::from(&data);
    assert_eq!(f.retry_after(), Some(Duration::from_secs(30)));
    let rescued = rescue_error(&data, None);
    assert_eq!(rescued.category, ErrorCategory::RateLimit);
    assert_eq!(rescued.retry_after, Some(Duration::from_secs(30)));
}

#[test]
fn error_data_request_timeout_code() {
    let data = ErrorData::new(ErrorCode(-32001), "Request timed out", None);
    let f = Failure::from(&data);
    assert_eq!(f.jsonrpc_code(), Some(-32001));
    let rescued = rescue_error(&data, Some(&email()));
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    assert_eq!(rescued.outcome, Outcome::Unknown);
    assert_eq!(rescued.action, RecoveryAction::AskUser);
}

#[test]
fn error_data_method_not_found_replans() {
    let data = ErrorData::new(ErrorCode::METHOD_NOT_FOUND, "Method not found", None);
    let rescued = rescue_error(&data, None);
    assert_eq!(rescued.category, ErrorCategory::NotFound);
    assert_eq!(rescued.action, RecoveryAction::Replan);
}

#[test]
fn service_error_mcp_error() {
    let error = ServiceError::McpError(ErrorData::new(
        ErrorCode::INVALID_PARAMS,
        "Unknown tool: get_weathr",
        None,
    ));
    let f = Failure::from(&error);
    assert_eq!(f.jsonrpc_code(), Some(-32602));
    let rescued = rescue_error(&error, None);
    assert_eq!(rescued.category, ErrorCategory::NotFound);
    assert_eq!(rescued.action, RecoveryAction::Replan);
}

#[test]
fn service_error_transport_closed() {
    let error = ServiceError::TransportClosed;
    let f = Failure::from(&error);
    assert_eq!(f.signal(), Some(Signal::Closed));
    let rescued = rescue_error(&error, None);
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    // Closed with the request in flight: it may have run.
    assert_eq!(rescued.outcome, Outcome::Unknown);
    assert_eq!(rescued.action, RecoveryAction::AskUser);
    let safe = rescue_error(&error, Some(&weather()));
    assert_eq!(safe.action, RecoveryAction::Retry);
    assert!(safe.retryable);
}

#[test]
fn service_error_timeout() {
    let error = ServiceError::Timeout {
        timeout: Duration::from_secs(30),
    };
    let f = Failure::from(&error);
    assert_eq!(f.signal(), Some(Signal::Timeout));
    let rescued = rescue_error(&error, Some(&email()));
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    assert_eq!(rescued.outcome, Outcome::Unknown);
    assert_eq!(rescued.action, RecoveryAction::AskUser);
    assert!(!rescued.retryable);
    // The timeout of the request is not a Retry-After hint.
    assert_eq!(rescued.retry_after, None);
}

#[test]
fn service_error_cancelled() {
    for reason in [None, Some("user pressed stop".to_owned())] {
        let error = ServiceError::Cancelled {
            reason: reason.clone(),
        };
        let f = Failure::from(&error);
        assert_eq!(f.signal(), Some(Signal::Cancelled), "{reason:?}");
        let rescued = rescue_error(&error, Some(&weather()));
        assert_eq!(rescued.outcome, Outcome::Unknown, "{reason:?}");
        assert!(!allow_automatic_retry(&rescued), "{reason:?}");
    }
}

// ---------------------------------------------------------------------------------------
// CallToolResult
// ---------------------------------------------------------------------------------------

#[test]
fn call_tool_result_reads_every_text_block() {
    let result = CallToolResult::error(vec![
        ContentBlock::text("Error executing tool get_weather"),
        ContentBlock::text("upstream said: 429 Too Many Requests"),
        ContentBlock::text("Retry after 20s"),
    ]);
    let f = Failure::from(&result);
    assert!(f.text().contains("Error executing tool get_weather"));
    assert!(f.text().contains("429 Too Many Requests"));
    assert_eq!(f.retry_after(), Some(Duration::from_secs(20)));
    let rescued = rescue_mcp_result(&result, None).expect("is_error is true");
    assert_eq!(rescued.category, ErrorCategory::RateLimit);
    assert_eq!(rescued.retry_after, Some(Duration::from_secs(20)));
}

#[test]
fn call_tool_result_structured_content_only() {
    let mut result = CallToolResult::error(vec![]);
    result.structured_content = Some(json!({
        "error": {"status": 503, "message": "Service Unavailable"}
    }));
    let f = Failure::from(&result);
    assert_eq!(f.http_status(), Some(503));
    let rescued = rescue_mcp_result(&result, None).expect("is_error is true");
    assert_eq!(rescued.category, ErrorCategory::UpstreamUnavailable);
    assert_eq!(rescued.action, RecoveryAction::Backoff);
}

#[test]
fn call_tool_result_image_only_classifies_as_unknown() {
    let result = CallToolResult::error(vec![ContentBlock::image(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
        "image/png",
    )]);
    let f = Failure::from(&result);
    assert_eq!(f.text(), "", "image data is not text");
    let rescued = rescue_mcp_result(&result, Some(&weather())).expect("is_error is true");
    assert_eq!(rescued.category, ErrorCategory::Unknown);
    assert_eq!(rescued.action, RecoveryAction::Stop);
    assert!(!rescued.retryable);
    assert_eq!(rescued.confidence, 0.0);
}

#[test]
fn tool_result_error_in_a_box_reads_the_result() {
    let result = CallToolResult::error(vec![ContentBlock::text("401 Unauthorized")]);
    let boxed: BoxError = Box::new(ToolResultError::new(result));
    let f = Failure::from(&boxed);
    assert_eq!(f.http_status(), Some(401));
    assert_eq!(category(&f), ErrorCategory::Authentication);
}

// ---------------------------------------------------------------------------------------
// tower Elapsed, io::Error
// ---------------------------------------------------------------------------------------

#[test]
fn tower_elapsed_is_a_timeout() {
    let elapsed = tower::timeout::error::Elapsed::new();
    let f = Failure::from(&elapsed);
    assert_eq!(f.signal(), Some(Signal::Timeout));
    let rescued = rescue_error(&f, Some(&email()));
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    assert_eq!(rescued.outcome, Outcome::Unknown);
    assert_eq!(rescued.action, RecoveryAction::AskUser);

    // As tower hands it over: boxed.
    let boxed: BoxError = Box::new(tower::timeout::error::Elapsed::new());
    assert_eq!(Failure::from(&boxed).signal(), Some(Signal::Timeout));
}

#[test]
fn io_connection_refused_never_ran() {
    let error = io::Error::from(io::ErrorKind::ConnectionRefused);
    let f = Failure::from(&error);
    assert_eq!(f.signal(), Some(Signal::Refused));
    // Even for a tool that must not run twice: it never ran once.
    let rescued = rescue_error(&error, Some(&email()));
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    assert_eq!(rescued.outcome, Outcome::NotExecuted);
    assert_eq!(rescued.action, RecoveryAction::Retry);
    assert!(rescued.retryable);
    assert_eq!(rescued.confidence, 1.0);
}

#[test]
fn io_connection_reset_may_have_run() {
    let error = io::Error::new(io::ErrorKind::ConnectionReset, "os error 104");
    let f = Failure::from(&error);
    assert_eq!(f.signal(), Some(Signal::Reset));
    let rescued = rescue_error(&error, Some(&email()));
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    assert_eq!(rescued.outcome, Outcome::Unknown);
    assert_eq!(rescued.action, RecoveryAction::AskUser);
    assert!(!rescued.retryable);
}

#[test]
fn io_timed_out_is_a_timeout() {
    let error = io::Error::from(io::ErrorKind::TimedOut);
    let f = Failure::from(&error);
    assert_eq!(f.signal(), Some(Signal::Timeout));
    let rescued = rescue_error(&error, Some(&weather()));
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    assert_eq!(rescued.outcome, Outcome::Unknown);
    assert_eq!(rescued.action, RecoveryAction::Retry);
}

#[test]
fn io_typed_kind_outweighs_its_words() {
    // The message says "timed out", the kind says refused: the type decides.
    let error = io::Error::new(io::ErrorKind::ConnectionRefused, "connect timed out");
    let rescued = rescue_error(&error, Some(&email()));
    assert_eq!(rescued.outcome, Outcome::NotExecuted);
    assert!(rescued.retryable);
}

// ---------------------------------------------------------------------------------------
// Error chains and BoxError
// ---------------------------------------------------------------------------------------

#[test]
fn chain_with_io_error_inside() {
    let error = Wrapped::new(
        "failed to call tool send_email",
        Wrapped::new(
            "transport error",
            io::Error::from(io::ErrorKind::ConnectionRefused),
        ),
    );
    let f = Failure::from(&error as &(dyn Error + 'static));
    assert_eq!(f.signal(), Some(Signal::Refused));
    assert!(f.text().contains("failed to call tool send_email"));
    let rescued = rescue_error(&error as &(dyn Error + 'static), Some(&email()));
    assert_eq!(rescued.outcome, Outcome::NotExecuted);
    assert!(rescued.retryable);
}

#[test]
fn chain_innermost_signal_wins() {
    // An outer timeout wrapping an inner refusal: the refusal (innermost) is the fact.
    let error = Wrapped::new(
        "request failed",
        Wrapped::new(
            "deadline passed",
            Wrapped::new(
                "timed out",
                Wrapped::new("connect", io::Error::from(io::ErrorKind::ConnectionRefused)),
            ),
        ),
    );
    let f = Failure::from(&error as &(dyn Error + 'static));
    assert_eq!(f.signal(), Some(Signal::Refused));
    let rescued = rescue_error(&error as &(dyn Error + 'static), Some(&email()));
    assert_eq!(rescued.outcome, Outcome::NotExecuted);

    // Reversed: an outer refusal wrapping an inner timeout (io::Error::new keeps the payload's
    // source in the chain).
    let error = io::Error::new(
        io::ErrorKind::ConnectionRefused,
        Wrapped::new("read", io::Error::from(io::ErrorKind::TimedOut)),
    );
    let f = Failure::from(&error);
    assert_eq!(f.signal(), Some(Signal::Timeout));
}

#[test]
fn chain_with_error_data_inside() {
    let error = Wrapped::new(
        "tool call failed",
        ErrorData::new(ErrorCode::INVALID_PARAMS, "Invalid params: bad date", None),
    );
    let f = Failure::from(&error as &(dyn Error + 'static));
    assert_eq!(f.jsonrpc_code(), Some(-32602));
    let rescued = rescue_error(&error as &(dyn Error + 'static), None);
    assert_eq!(rescued.category, ErrorCategory::InvalidArgument);
}

#[test]
fn outer_internal_error_wrapping_request_timeout_text() {
    let data = ErrorData::new(
        ErrorCode::INTERNAL_ERROR,
        "MCP error -32001: Request timed out",
        None,
    );
    let f = Failure::from(&data);
    assert_eq!(f.jsonrpc_code(), Some(-32001));
    let rescued = rescue_error(&data, None);
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    assert_eq!(rescued.outcome, Outcome::Unknown);
}

#[test]
fn outer_internal_error_wrapping_request_timeout_chain() {
    let error = Wrapped::new(
        "MCP error -32603: calling downstream tool failed",
        ErrorData::new(ErrorCode(-32001), "Request timed out", None),
    );
    let f = Failure::from(&error as &(dyn Error + 'static));
    assert_eq!(f.jsonrpc_code(), Some(-32001));
    let rescued = rescue_error(&error as &(dyn Error + 'static), None);
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);

    // And the same through a ServiceError.
    let error = ServiceError::McpError(ErrorData::new(
        ErrorCode::INTERNAL_ERROR,
        "calling zhi: MCP error -32001: Request timed out",
        None,
    ));
    assert_eq!(Failure::from(&error).jsonrpc_code(), Some(-32001));
}

#[test]
fn box_error_of_each_kind() {
    let boxed: BoxError = Box::new(io::Error::from(io::ErrorKind::ConnectionRefused));
    assert_eq!(Failure::from(&boxed).signal(), Some(Signal::Refused));
    let rescued = rescue_error(&boxed, None);
    assert_eq!(rescued.outcome, Outcome::NotExecuted);

    let boxed: BoxError = Box::new(ServiceError::TransportClosed);
    assert_eq!(Failure::from(&boxed).signal(), Some(Signal::Closed));

    let boxed: BoxError = Box::new(ErrorData::new(ErrorCode(-32001), "timed out", None));
    assert_eq!(Failure::from(&boxed).jsonrpc_code(), Some(-32001));

    let boxed: BoxError = "429 Too Many Requests".into();
    let f = Failure::from(&boxed);
    assert_eq!(f.http_status(), Some(429));
    assert_eq!(category(&f), ErrorCategory::RateLimit);

    let boxed: BoxError = Box::new(Wrapped::new(
        "wrapped",
        io::Error::from(io::ErrorKind::ConnectionReset),
    ));
    assert_eq!(Failure::from(&boxed).signal(), Some(Signal::Reset));
}

// ---------------------------------------------------------------------------------------
// Retry-After
// ---------------------------------------------------------------------------------------

#[test]
fn retry_after_hints_in_text() {
    let cases = [
        (
            "HTTP error 429: Too Many Requests. Retry after 17m32s.",
            1052.0,
        ),
        ("Rate limit reached. Please retry in 32.98s.", 32.98),
        ("Retry-After: 120", 120.0),
        ("Too many requests, wait 30 seconds", 30.0),
        ("try again in 976ms", 0.976),
    ];
    for (text, secs) in cases {
        assert_secs(Failure::from(text).retry_after(), secs, text);
    }
}

#[test]
fn retry_after_reaches_the_record() {
    let rescued = rescue_error("429 Too Many Requests. Retry-After: 120", None);
    assert_eq!(rescued.retry_after, Some(Duration::from_secs(120)));
}

#[test]
fn retry_after_fields_in_json() {
    let cases = [
        (json!({"error": "rate_limited", "retry_after": 7}), 7.0),
        (
            json!({"error": {"message": "slow down", "retryAfter": 12}}),
            12.0,
        ),
        (json!({"error": "throttled", "retry_after_ms": 1500}), 1.5),
        (json!({"error": "throttled", "retryAfterMs": 250}), 0.25),
        (json!({"retry_after": "45"}), 45.0),
    ];
    for (value, secs) in cases {
        let text = value.to_string();
        assert_secs(Failure::from(&value).retry_after(), secs, &text);
        // The same JSON arriving as text reads the same.
        assert_secs(Failure::from(text.as_str()).retry_after(), secs, &text);
    }
}

#[test]
fn no_retry_after_without_a_hint() {
    for text in [
        "429 Too Many Requests",
        "Waited 30.0 seconds.",
        "Please retry later",
        "retry after the maintenance window",
    ] {
        assert_eq!(Failure::from(text).retry_after(), None, "{text}");
    }
}

// ---------------------------------------------------------------------------------------
// HTTP statuses
// ---------------------------------------------------------------------------------------

#[test]
fn status_after_a_path_with_digits() {
    let f = Failure::from("GET /repos/o/r/issues/4040: 404 Not Found");
    assert_eq!(f.http_status(), Some(404));
    assert_eq!(category(&f), ErrorCategory::NotFound);
    let f = Failure::from("issues/4040: 404 Not Found");
    assert_eq!(f.http_status(), Some(404));
    assert_eq!(category(&f), ErrorCategory::NotFound);
}

#[test]
fn number_in_a_path_is_not_a_status() {
    let f = Failure::from("pulls/429/merge: 405 Method Not Allowed");
    assert_eq!(f.http_status(), Some(405));
    let rescued = rescue_error(&f, None);
    assert_ne!(rescued.category, ErrorCategory::RateLimit);
    assert_ne!(rescued.action, RecoveryAction::Backoff);
    assert!(!rescued.retryable);
}

#[test]
fn method_not_allowed_is_decided_by_its_status() {
    for text in [
        "405 Method Not Allowed",
        "pulls/429/merge: 405 Method Not Allowed",
    ] {
        let f = Failure::from(text);
        assert_eq!(f.http_status(), Some(405), "{text}");
        assert_eq!(category(&f), ErrorCategory::InvalidArgument, "{text}");
    }
}

#[test]
fn digits_inside_an_id_are_not_a_status() {
    let f = Failure::from("No such customer: 'cus_Q4v8Zx404abc'");
    assert_eq!(f.http_status(), None);
    let rescued = rescue_error(&f, None);
    assert_eq!(rescued.category, ErrorCategory::NotFound);
    assert_eq!(rescued.action, RecoveryAction::Stop);
}

#[test]
fn status_words_mark_statuses() {
    let cases = [
        ("status code 429", Some(429)),
        ("HTTP 503", Some(503)),
        ("request failed with status 502", Some(502)),
        ("API error (403): resource not accessible", Some(403)),
        ("found 404 results", None),
        ("took 404.5 ms", None),
        ("order 5030 shipped", None),
    ];
    for (text, status) in cases {
        assert_eq!(Failure::from(text).http_status(), status, "{text}");
    }
}

// ---------------------------------------------------------------------------------------
// User rules
// ---------------------------------------------------------------------------------------

#[test]
fn global_phrase_rule() {
    let classifier = Classifier::new().with_rule(Rule::phrase(
        "seat map is frozen",
        ErrorCategory::BusinessRule,
    ));
    let failure = Failure::from("Error: SEAT_MAP_IS_FROZEN for flight LH400");
    for tool in [None, Some("book_seat"), Some("other")] {
        let c = classifier.classify(&failure, tool);
        assert_eq!(c.category, ErrorCategory::BusinessRule, "{tool:?}");
        assert_eq!(c.outcome, Outcome::NotExecuted, "{tool:?}");
        assert_eq!(c.confidence, 1.0, "{tool:?}");
    }
    // Without the rule, nothing recognises it.
    assert_eq!(
        Classifier::new().classify(&failure, None).category,
        ErrorCategory::Unknown
    );
    // A phrase rule matches whole words only.
    let c = classifier.classify(&Failure::from("the seat map is frozenout"), None);
    assert_ne!(c.category, ErrorCategory::BusinessRule);
}

#[test]
fn tool_scoped_phrase_rule() {
    let classifier = Classifier::new()
        .with_rule(Rule::phrase("slot taken", ErrorCategory::BusinessRule).for_tool("x"));
    let failure = Failure::from("Slot taken");
    assert_eq!(
        classifier.classify(&failure, Some("x")).category,
        ErrorCategory::BusinessRule
    );
    assert_ne!(
        classifier.classify(&failure, Some("y")).category,
        ErrorCategory::BusinessRule
    );
    assert_ne!(
        classifier.classify(&failure, None).category,
        ErrorCategory::BusinessRule
    );
}

#[test]
fn regex_rules() {
    assert!(Rule::regex("(unclosed", ErrorCategory::Unknown).is_err());
    assert!(Rule::regex("[z-a]", ErrorCategory::Unknown).is_err());

    let rule = Rule::regex(r"(?i)slot \d+ is taken", ErrorCategory::BusinessRule)
        .expect("valid pattern")
        .outcome(Outcome::NotExecuted);
    let classifier = Classifier::new().with_rule(rule);
    let c = classifier.classify(&Failure::from("Slot 12 is taken"), None);
    assert_eq!(c.category, ErrorCategory::BusinessRule);
    let c = classifier.classify(&Failure::from("Slot twelve is taken"), None);
    assert_ne!(c.category, ErrorCategory::BusinessRule);
}

#[test]
fn user_rule_beats_built_in_for_its_tool_only() {
    let classifier = Classifier::new().with_rule(
        Rule::phrase("429 Too Many Requests", ErrorCategory::BusinessRule).for_tool("book_room"),
    );
    let failure = Failure::from("429 Too Many Requests");
    assert_eq!(
        classifier.classify(&failure, Some("book_room")).category,
        ErrorCategory::BusinessRule
    );
    assert_eq!(
        classifier.classify(&failure, Some("get_weather")).category,
        ErrorCategory::RateLimit
    );

    // Through rescue_with, the tool name comes from the ToolInfo.
    let room = ToolInfo::new("book_room");
    let rescued = rescue_with(&failure, Some(&room), &classifier, &Policy::default());
    assert_eq!(rescued.category, ErrorCategory::BusinessRule);
    assert_eq!(rescued.action, RecoveryAction::AskUser);
    assert!(!rescued.retryable);
    let rescued = rescue_with(&failure, Some(&weather()), &classifier, &Policy::default());
    assert_eq!(rescued.category, ErrorCategory::RateLimit);
    assert_eq!(rescued.action, RecoveryAction::Backoff);
}

#[test]
fn first_matching_user_rule_decides() {
    let classifier = Classifier::new()
        .with_rule(Rule::phrase("sold out", ErrorCategory::BusinessRule))
        .with_rule(Rule::phrase("sold", ErrorCategory::NotFound));
    let c = classifier.classify(&Failure::from("Tickets sold out"), None);
    assert_eq!(c.category, ErrorCategory::BusinessRule);
    let c = classifier.classify(&Failure::from("Item sold"), None);
    assert_eq!(c.category, ErrorCategory::NotFound);
}

// ---------------------------------------------------------------------------------------
// Policy
// ---------------------------------------------------------------------------------------

#[test]
fn policy_forbid_retry_keeps_the_action() {
    let refused = Failure::from(&io::Error::from(io::ErrorKind::ConnectionRefused));
    let strict = Policy::default().forbid_retry(ErrorCategory::TransientNetwork);
    let rescued = rescue_with(&refused, Some(&weather()), &Classifier::new(), &strict);
    assert_eq!(rescued.action, RecoveryAction::Retry);
    assert!(!rescued.retryable);
    assert!(!allow_automatic_retry(&rescued));

    // Other categories keep their retries.
    let limited = Failure::from("429 Too Many Requests");
    let rescued = rescue_with(&limited, Some(&weather()), &Classifier::new(), &strict);
    assert_eq!(rescued.action, RecoveryAction::Backoff);
    assert!(rescued.retryable);

    // And the default policy retries the refusal.
    let rescued = rescue_with(
        &refused,
        Some(&weather()),
        &Classifier::new(),
        &Policy::default(),
    );
    assert!(rescued.retryable);
}
