//! Seed parity: every promise of the original project's README, kept by the Rust crate.
//!
//! One test per row of the README's "Recovery decisions" table, the two-tool timeout table,
//! the quick start, the dictionary input, `allow_automatic_retry`, confidence and the serde
//! shape of the records.

use mcp_rescue::{
    ErrorCategory, Outcome, RecoveryAction, RescueError, ToolInfo, allow_automatic_retry,
    rescue_error, rescue_mcp_result,
};
use rmcp::model::{CallToolResult, ContentBlock, ErrorCode, ErrorData};
use serde_json::json;

/// The README's `get_weather`: read-only, idempotent, not destructive.
fn weather() -> ToolInfo {
    ToolInfo::new("get_weather")
        .read_only(true)
        .idempotent(true)
        .destructive(false)
}

/// The README's `send_email`: not read-only, not idempotent, not destructive.
fn email() -> ToolInfo {
    ToolInfo::new("send_email")
        .read_only(false)
        .idempotent(false)
        .destructive(false)
}

/// Each text, classified with no tool, falls in its category.
fn assert_categories(cases: &[(&str, ErrorCategory)]) {
    for &(text, category) in cases {
        assert_eq!(rescue_error(text, None).category, category, "{text}");
    }
}

/// Asserts that each text leaves the outcome unknown, so that `send_email` is not retried.
fn assert_may_have_run(texts: &[&str]) {
    for &text in texts {
        let rescued = rescue_error(text, Some(&email()));
        assert_eq!(rescued.outcome, Outcome::Unknown, "{text}");
        assert!(!allow_automatic_retry(&rescued), "{text}");
    }
}

/// Asserts category, action and retryable for `message` with no tool metadata and with the
/// read-only `get_weather`.
fn assert_row(
    message: &str,
    category: ErrorCategory,
    action: RecoveryAction,
    retryable: bool,
) -> (RescueError, RescueError) {
    let without = rescue_error(message, None);
    let with = rescue_error(message, Some(&weather()));
    for (label, rescued) in [("tool None", &without), ("read-only tool", &with)] {
        assert_eq!(rescued.category, category, "{message:?} ({label})");
        assert_eq!(rescued.action, action, "{message:?} ({label})");
        assert_eq!(rescued.retryable, retryable, "{message:?} ({label})");
        assert_eq!(rescued.message, message, "{message:?} ({label})");
    }
    (without, with)
}

// ---------------------------------------------------------------------------------------
// The "Recovery decisions" table, one row per test.
// ---------------------------------------------------------------------------------------

#[test]
fn row_rate_limit_429_too_many_requests_backs_off() {
    let (without, _) = assert_row(
        "429 Too Many Requests",
        ErrorCategory::RateLimit,
        RecoveryAction::Backoff,
        true,
    );
    // A rate limit was refused before it ran: safe even for a tool that is not.
    assert_eq!(without.outcome, Outcome::NotExecuted);
    let mail = rescue_error("429 Too Many Requests", Some(&email()));
    assert_eq!(
        (mail.action, mail.retryable),
        (RecoveryAction::Backoff, true)
    );
}

#[test]
fn row_invalid_argument_repairs_arguments() {
    assert_row(
        "Invalid argument",
        ErrorCategory::InvalidArgument,
        RecoveryAction::RepairArguments,
        false,
    );
}

#[test]
fn row_authentication_401_reauthenticates() {
    assert_row(
        "401 Unauthorized",
        ErrorCategory::Authentication,
        RecoveryAction::Reauthenticate,
        false,
    );
}

#[test]
fn row_permission_403_stops() {
    assert_row(
        "403 Forbidden",
        ErrorCategory::Permission,
        RecoveryAction::Stop,
        false,
    );
}

#[test]
fn row_not_found_404_stops() {
    assert_row(
        "404 Not Found",
        ErrorCategory::NotFound,
        RecoveryAction::Stop,
        false,
    );
}

#[test]
fn row_transient_network_depends_on_tool_metadata() {
    let safe = rescue_error("connection timeout", Some(&weather()));
    assert_eq!(safe.category, ErrorCategory::TransientNetwork);
    assert_eq!((safe.action, safe.retryable), (RecoveryAction::Retry, true));

    let unknown = rescue_error("connection timeout", None);
    assert_eq!(unknown.category, ErrorCategory::TransientNetwork);
    assert_eq!(
        (unknown.action, unknown.retryable),
        (RecoveryAction::AskUser, false)
    );
}

#[test]
fn row_upstream_unavailable_503_backs_off() {
    let (without, _) = assert_row(
        "503 Service Unavailable",
        ErrorCategory::UpstreamUnavailable,
        RecoveryAction::Backoff,
        true,
    );
    assert_eq!(without.outcome, Outcome::NotExecuted);
}

#[test]
fn row_business_rule_booking_date_asks_user() {
    assert_row(
        "Booking date must be in the future",
        ErrorCategory::BusinessRule,
        RecoveryAction::AskUser,
        false,
    );
}

#[test]
fn row_unknown_seed_example_message_stops() {
    assert_row(
        "An unrecognized error message",
        ErrorCategory::Unknown,
        RecoveryAction::Stop,
        false,
    );
}

#[test]
fn row_unknown_unrecognised_message_stops() {
    assert_row(
        "The flux capacitor reports a purple condition",
        ErrorCategory::Unknown,
        RecoveryAction::Stop,
        false,
    );
}

// ---------------------------------------------------------------------------------------
// The same timeout, different tools.
// ---------------------------------------------------------------------------------------

#[test]
fn timeout_with_get_weather_retries() {
    let rescued = rescue_error("connection timeout", Some(&weather()));
    assert_eq!(rescued.action, RecoveryAction::Retry);
    assert!(rescued.retryable);
    assert!(allow_automatic_retry(&rescued));
}

#[test]
fn timeout_with_send_email_asks_user() {
    let rescued = rescue_error("connection timeout", Some(&email()));
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    assert_eq!(rescued.action, RecoveryAction::AskUser);
    assert!(!rescued.retryable);
    assert!(!allow_automatic_retry(&rescued));
}

#[test]
fn timeout_with_missing_metadata_asks_user() {
    let rescued = rescue_error("connection timeout", None);
    assert_eq!(rescued.action, RecoveryAction::AskUser);
    assert!(!rescued.retryable);
}

#[test]
fn timeout_with_destructive_tool_asks_user() {
    // Destructive, even though idempotent (and even when claimed read-only): never repeated.
    let tools = [
        ToolInfo::new("delete_file")
            .read_only(false)
            .idempotent(true)
            .destructive(true),
        ToolInfo::new("drop_table")
            .read_only(true)
            .idempotent(true)
            .destructive(true),
    ];
    for tool in &tools {
        let rescued = rescue_error("connection timeout", Some(tool));
        assert_eq!(rescued.action, RecoveryAction::AskUser, "{}", tool.name);
        assert!(!rescued.retryable, "{}", tool.name);
    }
}

// ---------------------------------------------------------------------------------------
// Quick start, rescue_mcp_result, dictionaries.
// ---------------------------------------------------------------------------------------

#[test]
fn quick_start_connection_timeout_result() {
    let result = CallToolResult::error(vec![ContentBlock::text("connection timeout")]);
    assert_eq!(result.is_error, Some(true));
    let rescued = rescue_mcp_result(&result, Some(&weather())).expect("is_error is true");
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    assert_eq!(rescued.action, RecoveryAction::Retry);
    assert!(rescued.retryable);
    assert!(allow_automatic_retry(&rescued));
    // And the printed names are the seed's enum values, lower-cased.
    assert_eq!(rescued.category.to_string(), "transient_network");
    assert_eq!(rescued.action.to_string(), "retry");
}

#[test]
fn rescue_mcp_result_on_success_is_an_error() {
    let ok = CallToolResult::success(vec![ContentBlock::text("connection timeout")]);
    assert!(rescue_mcp_result(&ok, Some(&weather())).is_err());
    // is_error absent counts as success too.
    let mut absent = CallToolResult::error(vec![ContentBlock::text("connection timeout")]);
    absent.is_error = None;
    assert!(rescue_mcp_result(&absent, None).is_err());
}

#[test]
fn dictionary_input_429_backs_off() {
    let rescued = rescue_error(json!({"status": 429, "message": "Too Many Requests"}), None);
    assert_eq!(rescued.category, ErrorCategory::RateLimit);
    assert_eq!(rescued.action, RecoveryAction::Backoff);
    assert!(rescued.retryable);
    assert!(allow_automatic_retry(&rescued));
}

#[test]
fn lower_level_api_matches_the_result_adapter() {
    let via_text = rescue_error("connection timeout", Some(&weather()));
    let result = CallToolResult::error(vec![ContentBlock::text("connection timeout")]);
    let via_result = rescue_mcp_result(&result, Some(&weather())).expect("is_error is true");
    assert_eq!(via_text.category, via_result.category);
    assert_eq!(via_text.action, via_result.action);
    assert_eq!(via_text.retryable, via_result.retryable);
}

// ---------------------------------------------------------------------------------------
// allow_automatic_retry
// ---------------------------------------------------------------------------------------

#[test]
fn allow_automatic_retry_needs_retryable_and_retry_or_backoff() {
    // Retryable RETRY and BACKOFF pass.
    assert!(allow_automatic_retry(&rescue_error(
        "connection timeout",
        Some(&weather())
    )));
    assert!(allow_automatic_retry(&rescue_error(
        "503 Service Unavailable",
        None
    )));
    // Non-retryable decisions never pass.
    for message in [
        "Invalid argument",
        "401 Unauthorized",
        "403 Forbidden",
        "404 Not Found",
        "Booking date must be in the future",
    ] {
        assert!(
            !allow_automatic_retry(&rescue_error(message, Some(&weather()))),
            "{message}"
        );
    }
    // It checks the record as it stands, not the tool: a RETRY marked non-retryable fails,
    // and a retryable flag on an action that is not RETRY/BACKOFF fails.
    let mut forced = rescue_error("connection timeout", Some(&weather()));
    forced.retryable = false;
    assert!(!allow_automatic_retry(&forced));
    let mut odd = rescue_error("403 Forbidden", None);
    odd.retryable = true;
    assert!(!allow_automatic_retry(&odd));
    let mut ask = rescue_error("connection timeout", Some(&email()));
    ask.retryable = true;
    assert_eq!(ask.action, RecoveryAction::AskUser);
    assert!(!allow_automatic_retry(&ask));
}

// ---------------------------------------------------------------------------------------
// Confidence
// ---------------------------------------------------------------------------------------

#[test]
fn confidence_is_zero_only_for_an_unmatched_message() {
    let unknown = rescue_error("The flux capacitor reports a purple condition", None);
    assert_eq!(unknown.category, ErrorCategory::Unknown);
    assert_eq!(unknown.confidence, 0.0);

    for message in [
        "429 Too Many Requests",
        "Invalid argument",
        "401 Unauthorized",
        "403 Forbidden",
        "404 Not Found",
        "connection timeout",
        "503 Service Unavailable",
        "Booking date must be in the future",
    ] {
        let rescued = rescue_error(message, None);
        assert!(
            rescued.confidence > 0.0 && rescued.confidence <= 1.0,
            "{message}: confidence {}",
            rescued.confidence
        );
    }
}

// ---------------------------------------------------------------------------------------
// Serde shape
// ---------------------------------------------------------------------------------------

#[test]
fn categories_and_actions_serialize_snake_case() {
    let categories = [
        (ErrorCategory::RateLimit, "rate_limit"),
        (ErrorCategory::InvalidArgument, "invalid_argument"),
        (ErrorCategory::Authentication, "authentication"),
        (ErrorCategory::Permission, "permission"),
        (ErrorCategory::NotFound, "not_found"),
        (ErrorCategory::TransientNetwork, "transient_network"),
        (ErrorCategory::UpstreamUnavailable, "upstream_unavailable"),
        (ErrorCategory::BusinessRule, "business_rule"),
        (ErrorCategory::Unknown, "unknown"),
    ];
    for (category, name) in categories {
        assert_eq!(serde_json::to_value(category).ok(), Some(json!(name)));
        let back: Option<ErrorCategory> = serde_json::from_value(json!(name)).ok();
        assert_eq!(back, Some(category));
    }
    let actions = [
        (RecoveryAction::Retry, "retry"),
        (RecoveryAction::Backoff, "backoff"),
        (RecoveryAction::RepairArguments, "repair_arguments"),
        (RecoveryAction::Reauthenticate, "reauthenticate"),
        (RecoveryAction::Replan, "replan"),
        (RecoveryAction::AskUser, "ask_user"),
        (RecoveryAction::Stop, "stop"),
    ];
    for (action, name) in actions {
        assert_eq!(serde_json::to_value(action).ok(), Some(json!(name)));
        let back: Option<RecoveryAction> = serde_json::from_value(json!(name)).ok();
        assert_eq!(back, Some(action));
    }
}

#[test]
fn rescue_error_serializes_with_the_seed_keys_and_more() {
    let rescued = rescue_error("429 Too Many Requests. Retry-After: 120", None);
    let value = serde_json::to_value(&rescued).expect("RescueError serializes");
    let object = value.as_object().expect("a JSON object");
    for key in [
        "category",
        "action",
        "retryable",
        "message",
        "confidence",
        "outcome",
        "retry_after",
        "attempts",
        "elapsed",
    ] {
        assert!(object.contains_key(key), "missing key {key}: {value}");
    }
    assert_eq!(value["category"], "rate_limit");
    assert_eq!(value["action"], "backoff");
    assert_eq!(value["retryable"], true);
    assert_eq!(value["message"], "429 Too Many Requests. Retry-After: 120");
    assert!(value["confidence"].as_f64().is_some_and(|c| c > 0.0));
    assert_eq!(value["outcome"], "not_executed");
    assert_eq!(value["retry_after"].as_f64(), Some(120.0));
    assert_eq!(value["attempts"], 1);
    assert_eq!(value["elapsed"].as_f64(), Some(0.0));

    // No hint: retry_after is null, not absent.
    let plain =
        serde_json::to_value(rescue_error("403 Forbidden", None)).expect("RescueError serializes");
    assert!(plain.get("retry_after").is_some_and(|v| v.is_null()));
}

#[test]
fn tool_info_deserializes_from_the_seed_fields() {
    let weather: ToolInfo = serde_json::from_value(json!({
        "name": "get_weather", "read_only": true, "idempotent": true, "destructive": false
    }))
    .expect("seed ToolInfo fields");
    assert_eq!(weather.name, "get_weather");
    assert!(weather.read_only && weather.idempotent && !weather.destructive);
    assert!(weather.safe_to_repeat());
    assert_eq!(
        rescue_error("connection timeout", Some(&weather)).action,
        RecoveryAction::Retry
    );

    let mail: ToolInfo = serde_json::from_value(json!({
        "name": "send_email", "read_only": false, "idempotent": false, "destructive": false
    }))
    .expect("seed ToolInfo fields");
    assert!(!mail.safe_to_repeat());
    assert_eq!(mail, email());
    assert_eq!(
        rescue_error("connection timeout", Some(&mail)).action,
        RecoveryAction::AskUser
    );
}

#[test]
fn tool_info_new_alone_is_not_safe_to_repeat() {
    let bare = ToolInfo::new("get_weather");
    assert!(!bare.safe_to_repeat());
    let rescued = rescue_error("connection timeout", Some(&bare));
    assert_eq!(rescued.action, RecoveryAction::AskUser);
    assert!(!rescued.retryable);
}

// ---------------------------------------------------------------------------------------
// NotFound: the tool itself (Replan) or something the call named (Stop).
// ---------------------------------------------------------------------------------------

#[test]
fn unknown_tool_text_replans() {
    let rescued = rescue_error("Unknown tool: get_weathr", None);
    assert_eq!(rescued.category, ErrorCategory::NotFound);
    assert_eq!(rescued.action, RecoveryAction::Replan);
    assert!(!rescued.retryable);
}

#[test]
fn invalid_params_tool_not_found_replans() {
    let data = ErrorData::new(ErrorCode::INVALID_PARAMS, "tool not found", None);
    assert_eq!(data.code.0, -32602);
    let rescued = rescue_error(&data, None);
    assert_eq!(rescued.category, ErrorCategory::NotFound);
    assert_eq!(rescued.action, RecoveryAction::Replan);
    assert!(!rescued.retryable);
}

#[test]
fn a_missing_tool_named_in_its_clause_replans() {
    // Tool names are snake_case, kebab-case or camelCase; quoted or not; any space.
    let the_tool = [
        "MCP error -32602: Tool get_weathr not found",
        "Tool getWeather not found",
        "The tool 'get-weather' was not found",
        "Tool\u{a0}get_weathr not found",
        "tool\u{3000}`search_v2` not found",
        "Tool 'get_weathr' is not registered",
        "No tool named 'get_weathr'",
        "could not run the call because tool get_current_weather was not found",
    ];
    // Something else the call named, even after the word "tool": the call must change.
    let something_else = [
        "Customer\u{a0}42 not found",
        "Tool call failed: file report_2024.pdf not found",
        "Tool get_report: not found",
        "tool execution finished but the configuration file of the user was not found",
    ];
    for (texts, action) in [
        (&the_tool[..], RecoveryAction::Replan),
        (&something_else[..], RecoveryAction::Stop),
    ] {
        for text in texts {
            let rescued = rescue_error(*text, None);
            assert_eq!(rescued.category, ErrorCategory::NotFound, "{text:?}");
            assert_eq!(rescued.action, action, "{text:?}");
        }
    }
}

#[test]
fn missing_argument_value_stops() {
    let rescued = rescue_error("Not found: 'customer_id'", None);
    assert_eq!(rescued.category, ErrorCategory::NotFound);
    assert_eq!(rescued.action, RecoveryAction::Stop);
    assert!(!rescued.retryable);
}

// ---------------------------------------------------------------------------------------
// Beyond the seed: kinds of failure its table implies.
// ---------------------------------------------------------------------------------------

#[test]
fn an_internal_server_error_may_have_run_so_only_a_safe_tool_retries() {
    for text in [
        "500 Internal Server Error",
        "An error occurred (InternalServerError) when calling the PutItem operation",
        r#"{"type":"error","error":{"type":"api_error","message":"Internal server error"}}"#,
    ] {
        let safe = rescue_error(text, Some(&weather()));
        assert_eq!(safe.category, ErrorCategory::UpstreamUnavailable, "{text}");
        assert_eq!(safe.outcome, Outcome::Unknown, "{text}");
        assert!(allow_automatic_retry(&safe), "{text}");
        let unsafe_ = rescue_error(text, Some(&email()));
        assert_eq!(unsafe_.action, RecoveryAction::AskUser, "{text}");
        assert!(!allow_automatic_retry(&unsafe_), "{text}");
    }
    // A 500 that says what was wrong is judged by what it says.
    let said = rescue_error("HTTP 500: Validation failed: name is required", None);
    assert_eq!(said.category, ErrorCategory::InvalidArgument);
    // A tool's own bug reported as an internal error is nothing to retry.
    let bug = rescue_error("Internal error: division by zero", Some(&weather()));
    assert_eq!(bug.category, ErrorCategory::Unknown);
    assert!(!allow_automatic_retry(&bug));
}

#[test]
fn kinds_of_failure_beyond_the_public_corpus() {
    use ErrorCategory::*;
    assert_categories(&[
        // Credentials revoked or a JWT refused: sign in again.
        (
            "The access token provided is expired, revoked, malformed, or invalid",
            Authentication,
        ),
        ("Your API key was revoked", Authentication),
        ("jwt expired", Authentication),
        // Scopes in any form.
        (
            "Request had insufficient authentication scopes.",
            Permission,
        ),
        // Input the server could not read.
        (r#"syntax error at or near "SELEC""#, InvalidArgument),
        (
            "json: cannot unmarshal string into Go struct field Args.limit of type int",
            InvalidArgument,
        ),
        ("Unsupported file type: .exe", InvalidArgument),
        // An empty answer to a lookup.
        ("sql: no rows in result set", NotFound),
        // The peer went away mid-call.
        (
            "Remote end closed connection without response",
            TransientNetwork,
        ),
        ("transport error: channel closed", TransientNetwork),
        (
            "server closed the connection unexpectedly",
            TransientNetwork,
        ),
        (
            "FetchError: Invalid response body: Premature close",
            TransientNetwork,
        ),
        ("Error: ESOCKETTIMEDOUT", TransientNetwork),
        // A name that did not resolve, whatever its domain (`.invalid` is not an argument).
        (
            "net::ERR_NAME_NOT_RESOLVED at https://x.invalid",
            TransientNetwork,
        ),
        (
            "net::ERR_ADDRESS_UNREACHABLE at http://10.0.0.9/",
            TransientNetwork,
        ),
        (
            "FATAL: the database system is in recovery mode",
            UpstreamUnavailable,
        ),
        // The domain's state forbids it.
        (
            "Meeting time conflicts with an existing event",
            BusinessRule,
        ),
        ("is_archived: channel is archived", BusinessRule),
        ("This invoice has already been paid", BusinessRule),
    ]);
    // A handshake that timed out sent nothing: even send_email may go again.
    for text in ["net/http: TLS handshake timeout", "SSL handshake timed out"] {
        let rescued = rescue_error(text, Some(&email()));
        assert_eq!(rescued.outcome, Outcome::NotExecuted, "{text}");
        assert!(allow_automatic_retry(&rescued), "{text}");
    }
    // The peer closing or timing out mid-call may have run the tool.
    for text in [
        "Remote end closed connection without response",
        "transport error: channel closed",
        "server closed the connection unexpectedly",
        "FetchError: Invalid response body: Premature close",
        "Error: ESOCKETTIMEDOUT",
    ] {
        let closed = rescue_error(text, Some(&email()));
        assert_eq!(closed.outcome, Outcome::Unknown, "{text}");
        assert_eq!(closed.action, RecoveryAction::AskUser, "{text}");
    }
}

#[test]
fn a_limit_of_the_plan_asks_the_user_and_a_limit_that_refills_backs_off() {
    // A period or a plan, and no word of when it refills: waiting inside the call is futile.
    for text in [
        "Daily limit exceeded",
        "Monthly request limit reached. Upgrade your plan to continue.",
    ] {
        let rescued = rescue_error(text, Some(&weather()));
        assert_eq!(rescued.category, ErrorCategory::BusinessRule, "{text}");
        assert!(!allow_automatic_retry(&rescued), "{text}");
    }
    // A limit with no plan, or one that says when it refills, is waited out.
    for (text, wait) in [
        ("RequestLimitExceeded: Request limit exceeded.", None),
        (
            "Concurrent request limit reached, retry in 3 seconds",
            Some(3.0),
        ),
        ("Daily limit exceeded. Retry-After: 3600", Some(3600.0)),
    ] {
        let rescued = rescue_error(text, Some(&weather()));
        assert_eq!(rescued.category, ErrorCategory::RateLimit, "{text}");
        assert_eq!(rescued.action, RecoveryAction::Backoff, "{text}");
        assert_eq!(rescued.retry_after.map(|d| d.as_secs_f64()), wait, "{text}");
    }
}

#[test]
fn mail_server_replies_are_read_by_their_enhanced_code() {
    use ErrorCategory::*;
    for (text, category) in [
        (
            "550 5.1.1 <ann@example.org>: Recipient address rejected: User unknown in virtual mailbox table",
            NotFound,
        ),
        (
            "smtplib.SMTPDataError: (552, b'5.2.2 Mailbox full')",
            BusinessRule,
        ),
        ("553 5.1.3 Bad recipient address syntax", InvalidArgument),
        (
            "535 5.7.8 Error: authentication failed: UGFzc3dvcmQ6",
            Authentication,
        ),
        (
            "554 5.7.1 Message rejected due to content restrictions",
            Permission,
        ),
        ("452 4.3.1 Insufficient system storage", UpstreamUnavailable),
        (
            "451-4.7.1 Greylisted, please try again in 300 seconds",
            RateLimit,
        ),
    ] {
        let rescued = rescue_error(text, Some(&email()));
        assert_eq!(rescued.category, category, "{text}");
        // A reply refusing the mail means it was not sent.
        assert_eq!(rescued.outcome, Outcome::NotExecuted, "{text}");
    }
    // A temporary refusal is waited out, even for a tool that sends mail; a permanent one
    // goes back with its reason.
    let greylisted = rescue_error(
        "451 4.7.1 Greylisted, try again in 300 seconds",
        Some(&email()),
    );
    assert_eq!(greylisted.action, RecoveryAction::Backoff);
    assert_eq!(
        greylisted.retry_after,
        Some(std::time::Duration::from_secs(300))
    );
    assert!(!allow_automatic_retry(&rescue_error(
        "550 5.1.1 User unknown",
        Some(&email())
    )));
}

#[test]
fn more_kinds_of_failure_by_what_they_mean() {
    use ErrorCategory::*;
    assert_categories(&[
        // Throttling in other words.
        ("Exceeded 10 calls per minute for this key", RateLimit),
        ("Too many concurrent requests for this account", RateLimit),
        // A server that only says when to come back is holding the caller off; whether
        // the call ran, it does not say.
        ("Please retry after 30 seconds", UpstreamUnavailable),
        (r#"{"retry_after": 2}"#, UpstreamUnavailable),
        // A request too large never fits by waiting, whatever its code says.
        ("HTTP 413 Payload Too Large", InvalidArgument),
        (
            r#"HTTP 413: {"error": {"code": "rate_limit_exceeded", "message": "Request too large"}}"#,
            InvalidArgument,
        ),
        // Names in the request the target does not know.
        (
            "ERROR 1054 (42S22): Unknown column 'emial' in 'field list'",
            InvalidArgument,
        ),
        (
            "sqlite3.OperationalError: no such column: emial",
            InvalidArgument,
        ),
        (
            "unknown field `colour`, expected one of `color`, `size`",
            InvalidArgument,
        ),
        // A credential named as bad outweighs the 403 some APIs send with it.
        ("Your API key expired on 2025-01-01", Authentication),
        (
            r#"{"status": 403, "message": "Invalid token"}"#,
            Authentication,
        ),
        // Connections dropped or refused, in Go's and Windows' words.
        (
            r#"Post "https://api.example.com/v1/send": EOF"#,
            TransientNetwork,
        ),
        (
            "An existing connection was forcibly closed by the remote host.",
            TransientNetwork,
        ),
        (
            "No connection could be made because the target machine actively refused it.",
            TransientNetwork,
        ),
        // A row someone else holds: nothing was written, and it frees up.
        (
            r#"could not obtain lock on row in relation "orders""#,
            TransientNetwork,
        ),
        // An error page where data was expected: a proxy or the server failed.
        (
            "invalid character '<' looking for beginning of value: <!DOCTYPE html><title>502</title>",
            UpstreamUnavailable,
        ),
        // Limits of the account, not of the moment.
        (
            "The user's Drive storage quota has been exceeded.",
            BusinessRule,
        ),
        ("You are out of credits. Top up to continue.", BusinessRule),
        (
            "Recipient has unsubscribed from these messages",
            BusinessRule,
        ),
        (
            "The number has opted out of receiving messages",
            BusinessRule,
        ),
        (
            "Update failed: the record has been modified by another user",
            BusinessRule,
        ),
        // The server crashed: nothing says what it did.
        (
            "thread 'main' panicked at src/tools.rs:41:9: called `Option::unwrap()` on a `None` value",
            Unknown,
        ),
        (
            r#"java.lang.NullPointerException: Cannot invoke "String.length()" because "s" is null"#,
            Unknown,
        ),
    ]);
    // A bare "come back later" waits the time asked for a tool safe to repeat, and goes
    // back to the user for one that is not.
    let later = rescue_error("Please retry after 30 seconds", Some(&weather()));
    assert_eq!(later.outcome, Outcome::Unknown);
    assert_eq!(later.retry_after, Some(std::time::Duration::from_secs(30)));
    assert!(allow_automatic_retry(&later));
    assert!(!allow_automatic_retry(&rescue_error(
        "Please retry after 30 seconds",
        Some(&email())
    )));
    // What dropped mid-call may have run; what was refused never did.
    let dropped = rescue_error(
        r#"Post "https://api.example.com/v1/send": EOF"#,
        Some(&email()),
    );
    assert_eq!(dropped.outcome, Outcome::Unknown);
    assert!(!allow_automatic_retry(&dropped));
    let refused = rescue_error(
        "No connection could be made because the target machine actively refused it.",
        Some(&email()),
    );
    assert_eq!(refused.outcome, Outcome::NotExecuted);
    assert!(allow_automatic_retry(&refused));
    let crashed = rescue_error(
        "panic: runtime error: index out of range [3] with length 3",
        Some(&weather()),
    );
    assert_eq!(crashed.outcome, Outcome::Unknown);
    assert!(!allow_automatic_retry(&crashed));
}

#[test]
fn a_lost_mcp_session_was_refused_before_the_call_ran() {
    // A Streamable HTTP server that no longer knows the session answers 404 with the code
    // -32001, which also means a timed-out request: the words tell the two apart. The client
    // opens a new session, so the call may be retried.
    for text in [
        "Error POSTing to endpoint (HTTP 404): Session not found",
        "Bad Request: No valid session ID provided",
        "Bad Request: Server not initialized",
    ] {
        let rescued = rescue_error(text, Some(&email()));
        assert_eq!(rescued.category, ErrorCategory::TransientNetwork, "{text}");
        assert_eq!(rescued.outcome, Outcome::NotExecuted, "{text}");
        assert!(allow_automatic_retry(&rescued), "{text}");
    }
    let wrapped = r#"Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}"#;
    // With the code beside the words, the outcome stays "may have run", as the code says
    // for a timeout: retried for a tool safe to repeat, returned for send_email.
    let rescued = rescue_error(wrapped, Some(&weather()));
    assert_eq!(rescued.category, ErrorCategory::TransientNetwork);
    assert!(allow_automatic_retry(&rescued));
    assert!(!allow_automatic_retry(&rescue_error(
        wrapped,
        Some(&email())
    )));
    // The timeout that shares the code still may have run.
    let timed_out = rescue_error("MCP error -32001: Request timed out", Some(&email()));
    assert_eq!(timed_out.outcome, Outcome::Unknown);
    assert!(!allow_automatic_retry(&timed_out));
    // A session of the tool's own (a browser's, an SSH connection's), the transport not
    // named: not found, and a retry would not open a new one.
    for text in [
        "Session not found",
        "Session not found: sess_01HZ. Start a new session with open_browser",
    ] {
        let rescued = rescue_error(text, Some(&weather()));
        assert_eq!(rescued.category, ErrorCategory::NotFound, "{text}");
        assert_eq!(rescued.outcome, Outcome::NotExecuted, "{text}");
        assert!(!allow_automatic_retry(&rescued), "{text}");
    }
}

#[test]
fn kinds_of_failure_from_a_second_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // Caps on concurrency, and usage caps of a plan.
        ("Too many simultaneous connections from this IP", RateLimit),
        (
            "Monthly usage cap exceeded for this workspace",
            BusinessRule,
        ),
        // Credentials refused, in the words of logins.
        ("Login failed for user 'report_reader'.", Authentication),
        ("FATAL: invalid password for role analytics", Authentication),
        ("Unable to authenticate the request", Authentication),
        // Lookups that matched nothing, and names the server does not hold.
        ("Query returned 0 rows", NotFound),
        ("No matching records for customer 42", NotFound),
        ("ERROR 1049 (42000): Unknown database 'ordres'", NotFound),
        // Values the server could not convert or read.
        (
            "Conversion failed when converting the varchar value 'abc' to data type int.",
            InvalidArgument,
        ),
        (
            "The assistant could not understand the request",
            InvalidArgument,
        ),
        // Links and locks: dropped mid-call, or held by someone else.
        (
            "com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure",
            TransientNetwork,
        ),
        (
            "Failed to acquire lock on /var/lib/app/state.db",
            TransientNetwork,
        ),
        // Nothing behind the front door, or a model still warming up.
        (
            "503: no responders available for this subject",
            UpstreamUnavailable,
        ),
        (
            "Model is currently loading, please wait",
            UpstreamUnavailable,
        ),
        (
            "The service is not currently available in this region",
            UpstreamUnavailable,
        ),
        // Account limits an action would break, and releases that cannot be replaced.
        (
            "Creating this project would exceed your project limit",
            BusinessRule,
        ),
        (
            "HTTP 403: version 1.2.0 has already been published",
            BusinessRule,
        ),
        // A server handler that threw, and a certificate nobody trusts.
        (
            "Unhandled exception in tool handler: KeyError 'id'",
            Unknown,
        ),
        ("x509: certificate signed by unknown authority", Unknown),
    ]);
    // A lost link may have carried the call; a lock held elsewhere stopped it at the door.
    let link = rescue_error("Communications link failure", Some(&email()));
    assert_eq!(link.outcome, Outcome::Unknown);
    let lock = rescue_error("Failed to acquire lock on the ledger", Some(&email()));
    assert_eq!(lock.outcome, Outcome::NotExecuted);
    assert!(allow_automatic_retry(&lock));
}

#[test]
fn kinds_of_failure_from_mcp_servers_own_guards() {
    use ErrorCategory::*;
    assert_categories(&[
        // A server's own guard refused the call.
        (
            "Recipient not on the allowlist: eve@example.com",
            Permission,
        ),
        ("Cannot update the page in read-only mode", Permission),
        ("Blocked request to a loopback address", Permission),
        ("The Drive API is not enabled for this project", Permission),
        // A credential the server lacks or the user must grant.
        ("GITHUB_API_KEY is not set", Authentication),
        (
            "Authorization required: connect your Linear account first",
            Authentication,
        ),
        // Arguments: a bad date, a missing field, a statement the server cannot read.
        ("Invalid date: 2025-02-30", InvalidArgument),
        ("Required fields are missing: [Email]", InvalidArgument),
        (
            "You have an error in your SQL syntax near 'SELEC'",
            InvalidArgument,
        ),
        ("Please specify the repository owner", InvalidArgument),
        ("Unexpected token } in JSON at position 12", InvalidArgument),
        // Gone, or never reachable.
        ("The record was deleted by another user", NotFound),
        ("Can't connect to server on 'db:5432'", TransientNetwork),
        (
            "Database unable to persist changes to disk",
            UpstreamUnavailable,
        ),
        // Something must happen first, or something still depends on it.
        (
            "No active session: open the app on a device first",
            BusinessRule,
        ),
        (
            "You must confirm the charge before it is made",
            BusinessRule,
        ),
        (
            "The customer is referenced by 3 open invoices",
            BusinessRule,
        ),
        (
            "Your free trial has ended. Please upgrade to continue.",
            BusinessRule,
        ),
    ]);
    // The same guard words never make a retry.
    assert!(!allow_automatic_retry(&rescue_error(
        "Blocked request to a loopback address",
        Some(&weather())
    )));
}

#[test]
fn a_server_saying_it_could_not_connect_does_not_prove_nothing_was_sent() {
    // Servers print these for resets and timeouts too: a tool that is not safe to repeat
    // goes back to the user; one that is safe is retried.
    for text in [
        "Could not connect to the API. Check your proxy settings.",
        "Failed to connect to upstream service",
        "Error: Unable to connect to the remote server",
    ] {
        let email = rescue_error(text, Some(&email()));
        assert_eq!(email.category, ErrorCategory::TransientNetwork, "{text}");
        assert_eq!(email.outcome, Outcome::Unknown, "{text}");
        assert!(!allow_automatic_retry(&email), "{text}");
        assert!(
            allow_automatic_retry(&rescue_error(text, Some(&weather()))),
            "{text}"
        );
    }
    // The system's own words for a refused connection still prove it.
    for text in [
        "Failed to connect to localhost port 8080: Connection refused",
        "Could not connect: connect ECONNREFUSED 10.0.0.7:443",
    ] {
        let email = rescue_error(text, Some(&email()));
        assert_eq!(email.outcome, Outcome::NotExecuted, "{text}");
        assert!(allow_automatic_retry(&email), "{text}");
    }
}

#[test]
fn kinds_of_failure_from_more_mcp_servers_and_hosts() {
    use ErrorCategory::*;
    assert_categories(&[
        ("Index [logs-2025] does not exists", NotFound),
        (
            "Error POSTing to endpoint (HTTP 404): Transport not found for session 7f3a",
            TransientNetwork,
        ),
        ("Token refresh failed: invalid_grant", Authentication),
        ("Your credentials are no longer valid", Authentication),
        ("SMS has not been enabled for this account", Permission),
        ("Repository name not provided", InvalidArgument),
        (
            r#"java.lang.NumberFormatException: For input string: "ten""#,
            InvalidArgument,
        ),
        (
            "Server is taking longer than expected to start",
            UpstreamUnavailable,
        ),
        (
            "The pgvector extension is not installed on this database",
            BusinessRule,
        ),
        ("Server misconfigured: no storage backend set", Unknown),
        (
            "Error: Failed to read from defunct connection to db:7687",
            TransientNetwork,
        ),
    ]);
}

#[test]
fn whether_the_call_ran_when_the_words_say_little() {
    // A guard in the caller refused the call before it left: even send_email may go again
    // once the guard lets it.
    for text in [
        "CircuitBreaker 'mailer' is OPEN and does not permit further calls",
        "Bulkhead 'mailer' is full",
        "Error: channel is not open",
    ] {
        let rescued = rescue_error(text, Some(&email()));
        assert_eq!(rescued.outcome, Outcome::NotExecuted, "{text}");
        assert!(allow_automatic_retry(&rescued), "{text}");
    }
    // A stream or connection that broke after the request went out, an empty answer, a
    // server that stopped responding, an upstream that times out: it may have run.
    for text in [
        "io.grpc.StatusRuntimeException: UNAVAILABLE: Network closed for unknown reason",
        "java.io.IOException: unexpected end of stream on https://api.example.com/",
        "curl: (52) Empty reply from server",
        "The target server failed to respond",
        "The socket connection was closed unexpectedly.",
        r#"{"message":"The upstream server is timing out"}"#,
        "Service Unavailable - Zero size object",
        "An I/O error occurred while sending to the backend.",
    ] {
        let rescued = rescue_error(text, Some(&email()));
        assert_eq!(rescued.outcome, Outcome::Unknown, "{text}");
        assert!(!allow_automatic_retry(&rescued), "{text}");
        assert!(
            allow_automatic_retry(&rescue_error(text, Some(&weather()))),
            "{text}"
        );
    }
}

#[test]
fn kinds_of_failure_from_write_tools_failing_midway() {
    use ErrorCategory::*;
    assert_categories(&[
        (
            "SMTPServerDisconnected: Connection unexpectedly closed",
            TransientNetwork,
        ),
        ("http: server closed idle connection", TransientNetwork),
        (
            "System.Threading.Tasks.TaskCanceledException: A task was canceled.",
            TransientNetwork,
        ),
        ("The response ended prematurely.", TransientNetwork),
        ("554 Your IP address is blocklisted", Permission),
        ("You need write access to this repository", Permission),
        (
            "550 Requested action not taken: mailbox unavailable",
            NotFound,
        ),
        ("Recipient address rejected: User unknown", NotFound),
        (
            "The sender address does not match the account",
            InvalidArgument,
        ),
        ("Webhook client encountered 429, retrying later", RateLimit),
    ]);
    // Gmail's 5.4.5 is its sending quota, of the day: the user's to settle.
    let quota = rescue_error(
        "SMTPDataError: (550, b'5.4.5 Daily user sending quota exceeded.')",
        Some(&email()),
    );
    assert_eq!(quota.category, BusinessRule);
    // A send whose answer never came may have gone out.
    for text in [
        "SMTPServerDisconnected: Connection unexpectedly closed",
        "A task was canceled.",
    ] {
        assert!(
            !allow_automatic_retry(&rescue_error(text, Some(&email()))),
            "{text}"
        );
    }
}

#[test]
fn kinds_of_failure_from_a_seventh_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        ("channel name cannot be empty", InvalidArgument),
        ("pass either path or url, not both", InvalidArgument),
        ("token missing required scope: repo:write", Permission),
        (
            "EROFS: read-only file system, open '/data/out.csv'",
            Permission,
        ),
        ("monthly budget exceeded for this agent", BusinessRule),
        ("HTTP 423 Locked", BusinessRule),
        (
            "Upstream returned status code: 424 (Failed Dependency)",
            UpstreamUnavailable,
        ),
        ("anyio.ClosedResourceError", TransientNetwork),
        ("AbortError: This operation was aborted", TransientNetwork),
        (
            "Output validation error: tool returned no structured content",
            Unknown,
        ),
    ]);
    // The MCP session's stream closed under the call: it may have run.
    let closed = rescue_error("anyio.ClosedResourceError", Some(&email()));
    assert_eq!(closed.outcome, Outcome::Unknown);
    assert!(!allow_automatic_retry(&closed));
}

#[test]
fn broad_words_yield_to_what_the_message_is_about() {
    use ErrorCategory::*;
    assert_categories(&[
        // A credential asked for is about signing in, not about an argument.
        ("Please provide a valid API key", Authentication),
        ("API key not provided", Authentication),
        ("Branch not provided", InvalidArgument),
        // Nothing available to book is no outage.
        ("No available slots for this date", Unknown),
        (
            "No available instance to handle the request",
            UpstreamUnavailable,
        ),
        ("No active connection to the database", TransientNetwork),
        ("No active subscription for this workspace", BusinessRule),
    ]);
}

#[test]
fn kinds_of_failure_from_an_eighth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // Prose in an error field is no code: the rate limit beside it decides.
        (
            "HTTPError: 403 Client Error: Forbidden [Rate Limit Exceeded]",
            RateLimit,
        ),
        (
            r#"{"error":"Access Denied","error_description":"Too many requests, try later"}"#,
            RateLimit,
        ),
        // A vendor's numeric code is not the status.
        (
            r#"{"status":503,"code":141,"title":"SYSTEM ERROR"}"#,
            UpstreamUnavailable,
        ),
        (
            "ChunkedEncodingError: Connection broken: IncompleteRead(100 bytes read)",
            TransientNetwork,
        ),
        (
            "httpx.ConnectError: All connection attempts failed",
            TransientNetwork,
        ),
        (
            "cURL error 56: OpenSSL SSL_read: SSL_ERROR_SYSCALL, errno 104",
            TransientNetwork,
        ),
        (
            "Unable to route request to service payments",
            UpstreamUnavailable,
        ),
        (
            "Service tier capacity exceeded for this model.",
            UpstreamUnavailable,
        ),
        (
            "Model tried to call unavailable tool 'search_graph'",
            NotFound,
        ),
        ("Unknown resource: mcp://notes/today", NotFound),
        ("INSUFFICIENT_ACCESS_ON_CROSS_REFERENCE_ENTITY", Permission),
        ("ValueError: illegal move e2e5", InvalidArgument),
        ("insufficient buying power for this order", BusinessRule),
    ]);
    // The tool the model asked for is not there: refresh the list and replan.
    assert_eq!(
        rescue_error("Model tried to call unavailable tool 'search_graph'", None).action,
        RecoveryAction::Replan
    );
    // Connecting failed on every attempt: nothing was sent.
    let refused = rescue_error(
        "httpx.ConnectError: All connection attempts failed",
        Some(&email()),
    );
    assert_eq!(refused.outcome, Outcome::NotExecuted);
}

#[test]
fn kinds_of_failure_from_a_ninth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        ("SMTP connect() failed.", TransientNetwork),
        ("Pull request is not mergeable", BusinessRule),
        ("Checksums 12 and 13 do not match", InvalidArgument),
        (
            "SendAsDenied: the user may not send as this address",
            Permission,
        ),
    ]);
    // A connection that failed in a mailer's own words may still have carried the mail.
    assert!(!allow_automatic_retry(&rescue_error(
        "SMTP connect() failed.",
        Some(&email())
    )));
}

#[test]
fn kinds_of_failure_from_a_tenth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // A JavaScript server tripped on its own data: a bug, not a bad argument.
        (
            "TypeError: Cannot read properties of undefined (reading 'id')",
            Unknown,
        ),
        ("TypeError: client.send is not a function", Unknown),
        // A login the user lacks is not the lost MCP session.
        (
            "Authentication required. No valid session found.",
            Authentication,
        ),
        (
            r#"{"error":{"code":-32000,"message":"Not Found: Unknown Mcp-Session-Id header"}}"#,
            TransientNetwork,
        ),
        ("You are making requests too quickly", RateLimit),
        // A quota of the day or one to top up is the account's.
        (
            "Free quota exhausted for today, try again tomorrow",
            BusinessRule,
        ),
        ("This key is out of quota. Please top up.", BusinessRule),
        (
            "Database connection pool not available",
            UpstreamUnavailable,
        ),
    ]);
}

#[test]
fn kinds_of_failure_from_three_more_blind_sets() {
    use ErrorCategory::*;
    assert_categories(&[
        // A code the SDKs use for a timed-out request yields to what the message says.
        (
            r#"{"error":{"code":-32001,"message":"Bad API key supplied"},"status":401}"#,
            Authentication,
        ),
        ("MCP error -32001: Request timed out", TransientNetwork),
        // A status that ends the text after a colon, or follows the word API.
        ("Could not load the calendar list: 404", NotFound),
        ("Upload failed: 503.", UpstreamUnavailable),
        ("Acme API 401 (code 77): key rejected", Authentication),
        // The MCP server's own process ended under the call.
        (
            "stdio server process exited with code 1",
            UpstreamUnavailable,
        ),
        // A client or pool that could not be used: nothing was sent.
        ("Cannot send: the client is closed", TransientNetwork),
        (
            "backend pool exhausted, no session to forward to",
            UpstreamUnavailable,
        ),
        ("Upstream host is unreachable", TransientNetwork),
        // A guard of the host or gateway.
        ("Call denied by policy engine: rule 12", Permission),
        ("Command matches the denylist", Permission),
        // What came back could not be read: a server or proxy fault.
        (
            r#"SyntaxError: Unexpected token 'W', "Welcome to"... is not valid JSON"#,
            Unknown,
        ),
        ("Failed to parse response from the billing service", Unknown),
        (
            "AttributeError: 'NoneType' object has no attribute 'close'",
            Unknown,
        ),
        // A day's or a disk's allowance, or the free tier's, is the plan's.
        (
            "RESOURCE_EXHAUSTED: quota for 'Reads per day' exhausted",
            BusinessRule,
        ),
        ("Workspace disk quota exceeded", BusinessRule),
        (
            "You have used all builds included in the free tier",
            BusinessRule,
        ),
        // Domain refusals.
        ("PAYMENT_ERROR: CARD_DECLINED by issuer", BusinessRule),
        ("Account not approved for live payouts", BusinessRule),
        ("Recipient is on the suppression list", BusinessRule),
        (
            "cancel_order failed: no open order with that id",
            BusinessRule,
        ),
        (
            "Margin trading is unavailable in sandbox mode",
            BusinessRule,
        ),
        ("Maximum number of projects (3) reached", BusinessRule),
        (
            "You exceeded the number of requests allowed per key",
            RateLimit,
        ),
        // Bounds and positions in the arguments.
        ("Invalid item at index 4: price is missing", InvalidArgument),
        (
            "Discount must be less than the order total",
            InvalidArgument,
        ),
        ("Event must have a start time", InvalidArgument),
        // Nothing found, the network, a sign-in.
        ("No records found for customer 'acme'", NotFound),
        (
            "A failure occurred while communicating with the ledger",
            TransientNetwork,
        ),
        (
            "Unable to make the request to the search service",
            TransientNetwork,
        ),
        ("Unauthed request: sign in first", Authentication),
        (
            "Stopped after 5 consecutive failures of the backend",
            UpstreamUnavailable,
        ),
        // Broad words yield: a key named, a bug that names unreachability.
        ("Inactive API key", Authentication),
        ("internal error: entered unreachable code", Unknown),
    ]);
    // Prose that a service is unavailable may be a wrapper's words over a call that ran;
    // the 503 status itself says the call was refused.
    let email = email();
    assert!(!allow_automatic_retry(&rescue_error(
        "Database error: Service temporarily unavailable",
        Some(&email)
    )));
    assert_eq!(
        rescue_error("503 Service Unavailable", None).outcome,
        Outcome::NotExecuted
    );
}

#[test]
fn kinds_of_failure_from_a_fourteenth_to_a_sixteenth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // "No …, found", whatever was looked for.
        ("No invoice found for number 1042", NotFound),
        ("Lookup failed: no matching users were found", NotFound),
        ("No errors. Export found 12 rows", Unknown),
        // A status line's protocol, a status after "failed" or opening the text with a colon.
        ("Upstream said (HTTP/1.1 429) and closed", RateLimit),
        ("Gitea request failed: 404 {\"message\":\"x\"}", NotFound),
        ("401: Key not found", Authentication),
        ("the response has a status code of 503", UpstreamUnavailable),
        // A server that names the rate it exceeded, or asks to come back later.
        ("Rate exceeded", RateLimit),
        // Money outweighs the 403 some APIs send for it.
        (
            "403 Forbidden: account does not have enough balance",
            BusinessRule,
        ),
        (
            "HTTP 403: Out of credit. Top up at example.com/billing",
            BusinessRule,
        ),
        ("Billing is not enabled for project demo-1", BusinessRule),
        // Content a provider's moderation refused.
        ("Image not returned: request moderated", BusinessRule),
        (
            "Blocked by the content filter of the deployment",
            BusinessRule,
        ),
        // Credentials named as missing, a bot's token, IAM's refusal.
        ("Token is required. Set ACME_TOKEN.", Authentication),
        ("Invalid bot token supplied", Authentication),
        (
            "Authentication error: user ci is not authorized to perform: s3:GetObject",
            Permission,
        ),
        // Go's resolver and dialer, an SMTP service that is not available.
        (
            "lookup api.example.com on 127.0.0.53:53: server misbehaving",
            TransientNetwork,
        ),
        (
            "421 Service not available, closing channel",
            UpstreamUnavailable,
        ),
        // State: what changed meanwhile, a transition refused, a port already taken.
        (
            "Note changed since it was read; fetch it again",
            BusinessRule,
        ),
        (
            "Cannot transition an order from shipped to draft",
            BusinessRule,
        ),
        (
            "Bind for 0.0.0.0:8080 failed: port is already allocated",
            BusinessRule,
        ),
        ("Bad Request: chat not found", NotFound),
        ("fatal: not a git repository", NotFound),
        ("Recipient not in allowed list", Permission),
        ("Must specify at least one field", InvalidArgument),
        // A cost cap is the account's; a cluster sparing its memory is overloaded.
        ("Query exceeded limit for bytes billed: 5000", BusinessRule),
        (
            "TransportError(429, 'circuit_breaking_exception', 'Data too large')",
            UpstreamUnavailable,
        ),
        ("User does not have SELECT on table 'payroll'", Permission),
    ]);
    // Memory that ran out while the server worked may have been this call's.
    assert!(!allow_automatic_retry(&rescue_error(
        "worker died: CUDA out of memory",
        Some(&email())
    )));
    // An allowance counted in characters is the plan's.
    assert_eq!(
        rescue_error(
            r#"{"status":"quota_exceeded","message":"5 characters remaining, 80 required"}"#,
            None
        )
        .category,
        BusinessRule
    );
}

#[test]
fn kinds_of_failure_from_an_eighteenth_and_a_nineteenth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // Money the account lacks, or a market that cannot take the order.
        (
            "Wallet balance is not enough for this transfer",
            BusinessRule,
        ),
        ("Account balance not enough, please recharge", BusinessRule),
        ("Not enough funds on the card", BusinessRule),
        ("No liquidity for this pair at this size", BusinessRule),
        ("This feature needs a paid subscription tier", BusinessRule),
        ("The quoted fare is no longer available", BusinessRule),
        // A device or job in a state that forbids the action now.
        (
            "Cannot send commands: the job is currently running",
            BusinessRule,
        ),
        ("Moving the axis is not safe while heating", BusinessRule),
        // "No … exists", arguments that must come together, values that are not valid.
        ("No invoice exists with id in_42", NotFound),
        ("Provide either a url or an html body", InvalidArgument),
        ("Must provide one of: id, email", InvalidArgument),
        ("Leverage 500 is not valid", InvalidArgument),
        ("Missing signature for the fee payer", InvalidArgument),
        ("Token is not valid any more", Authentication),
        // A transaction sent and not confirmed in time may still land.
        (
            "Transaction was not confirmed in 30 seconds",
            TransientNetwork,
        ),
        (
            "Signature has expired: block height exceeded",
            TransientNetwork,
        ),
        // Servers that say they are failing for now, or time out at the socket.
        (
            "The bank is not responding; try again soon",
            UpstreamUnavailable,
        ),
        (
            "Search backend transient error (retries exhausted)",
            UpstreamUnavailable,
        ),
        (
            "Bad Request Error, The read operation timed out",
            TransientNetwork,
        ),
        // A site that turns robots away.
        ("This path is disallowed by robots.txt", Permission),
        ("Blocked by an anti-bot challenge", Permission),
        ("The search did not return any results", NotFound),
    ]);
    // A transaction whose confirmation timed out may have been sent.
    assert!(!allow_automatic_retry(&rescue_error(
        "Swap failed: transaction 0xabc is not in the chain after 120 seconds",
        Some(&email())
    )));
}

#[test]
fn kinds_of_failure_from_a_twentieth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // "Not available" about a tool named just before it: the tool is missing.
        (
            r#"Tool "archive_page" is not available in this workspace"#,
            NotFound,
        ),
        (
            "MCP error -32603: Tool 'close_ticket' is not available",
            NotFound,
        ),
        ("Payouts are not available in test mode", BusinessRule),
        ("MCP error -32001: Unknown prompt: 'daily_digest'", NotFound),
        // A status after the URL that answered, as Go clients print it.
        (
            "failed to merge: PUT https://api.example.com/pulls/7/merge: 502  []",
            UpstreamUnavailable,
        ),
        // Privileges, regions, cards, bounds.
        (
            "Your token does not have the necessary privileges; re-authenticate",
            Permission,
        ),
        ("This model is not offered in your region", Permission),
        ("Your card's number is incorrect.", BusinessRule),
        ("The date range can be at most 31 days", InvalidArgument),
        (
            "There was a problem with the input you provided: bad cursor",
            InvalidArgument,
        ),
        // A declined confirmation is not a name that did not resolve.
        (
            "Parameter 'confirm' could not resolve: the user declined",
            BusinessRule,
        ),
        ("Could not resolve host: api.example.com", TransientNetwork),
        // Streams that broke, reconnections that ran out, output that broke its schema.
        (
            "stream error: stream ID 3; INTERNAL_ERROR; received from peer",
            TransientNetwork,
        ),
        (
            "Maximum reconnection attempts (5) exceeded",
            TransientNetwork,
        ),
        (
            "Invalid structured content returned by tool get_weather",
            Unknown,
        ),
        (
            "This site is no longer supported on your plan",
            BusinessRule,
        ),
        (
            "PriorRequestNotComplete: still processing a prior request",
            RateLimit,
        ),
    ]);
}

#[test]
fn kinds_of_failure_from_a_twenty_first_and_a_twenty_second_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // Servers that answer in Chinese or Russian.
        ("请求失败：您的账户已达到速率限制", RateLimit),
        ("查询失败：每日配额超限", BusinessRule),
        ("用户不存在", NotFound),
        ("服务不可用，请稍后再试", UpstreamUnavailable),
        ("Ошибка: файл не найден", NotFound),
        ("Слишком много запросов, попробуйте позже", RateLimit),
        // Credentials named, a status before the words "status code".
        (
            "Missing required API token for https://ci.example.com",
            Authentication,
        ),
        ("Missing or invalid bearer token", Authentication),
        ("Model call failed: 429 status code (no body)", RateLimit),
        // State: an operation already running, a record that must be unique, a cancel
        // refused, a market closed.
        ("another operation is already in progress", BusinessRule),
        ("Record not unique: email", BusinessRule),
        ("Cannot cancel a payout with status \"paid\"", BusinessRule),
        ("Orders cannot be placed: market is closed", BusinessRule),
        ("Event 42 was already deleted", NotFound),
        // Browser pages and sessions that went away; lockouts that wait.
        (
            "Protocol error: Session closed. Most likely the page has been closed.",
            TransientNetwork,
        ),
        ("Execution context was destroyed", TransientNetwork),
        ("Too many failed login attempts", RateLimit),
        ("Only .csv and .tsv files are supported", InvalidArgument),
        // A server that says the call may have taken effect.
        (
            "Timed out waiting for a response; the payment may have been made",
            TransientNetwork,
        ),
        (
            "The job could not be reached; it may or may not have run",
            TransientNetwork,
        ),
    ]);
    // A server's own word that the call may have taken effect outweighs any category.
    for text in [
        "Request was sent but timed out waiting for a response. The order may have been placed.",
        "Workflow could not be triggered; the run may or may not have started.",
        "Rate limit exceeded while confirming; the transfer may have been sent",
    ] {
        assert!(
            !allow_automatic_retry(&rescue_error(text, Some(&email()))),
            "{text}"
        );
    }
}

#[test]
fn kinds_of_failure_from_a_twenty_third_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // Codes written in capitals, read by their words.
        ("Geocoding failed: QPS_HAS_EXCEEDED_THE_LIMIT", RateLimit),
        ("Search failed: DAILY_QUERY_OVER_LIMIT", BusinessRule),
        ("Route failed: INVALID_USER_KEY", Authentication),
        // A limit's window that resets, a key named, a state or a licence lacking.
        (
            "Complexity budget exhausted; budget reset in 20 seconds",
            RateLimit,
        ),
        ("Authorization failure, check auth_key", Authentication),
        ("Slot 3 already has a clip", BusinessRule),
        ("Decompiler license is not available", BusinessRule),
        ("The device is locked; unlock it first", BusinessRule),
        ("Language not supported by this endpoint", InvalidArgument),
        ("Navigation failed: bot protection detected", Permission),
        // Not available: a tool named is missing; anything else is a service that is down.
        ("MCP session is not available", UpstreamUnavailable),
        (
            "You do not have permission to transition this issue",
            Permission,
        ),
        ("Vault 'Ops' is not in the allowed vault list", Permission),
        ("No response received from the API server", TransientNetwork),
    ]);
    // A command that exited with a failure ran, whatever stopped it.
    assert_may_have_run(&[
        "Command failed with exit code 1 (ERROR: exceeded retry limit, last status: 429 Too Many Requests)",
        "deploy.sh returned non-zero exit status 2: connection reset by peer",
    ]);
}

#[test]
fn kinds_of_failure_from_a_twenty_seventh_to_a_thirtieth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // What an account lacks, and money asked for; caps on a turn or a session.
        (
            "Order rejected: insufficient margin for BTC-PERP",
            BusinessRule,
        ),
        ("Insufficient lamports: need 5000, have 1200", BusinessRule),
        ("Buy more credits to keep generating", BusinessRule),
        (
            "You cannot afford this render at your balance",
            BusinessRule,
        ),
        ("Tool budget hit: at most 8 calls per turn", BusinessRule),
        ("Session limit of 3 concurrent shells reached", BusinessRule),
        // Permissions lacking stay permissions, whatever else the account lacks.
        (
            "Insufficient permissions to delete the dashboard",
            Permission,
        ),
        ("Request had insufficient authentication scopes", Permission),
        ("User lacks the required role: admin", Permission),
        (
            "Upload refused: path is not under an allowed root",
            Permission,
        ),
        ("Export disabled for security reasons", Permission),
        (
            "Server is configured to only read from schema 'public'",
            Permission,
        ),
        // Sign-in asked for, in prose or as the command that would do it.
        ("You must log in to view this board", Authentication),
        (
            "gcloud: run 'gcloud auth login' to obtain new credentials",
            Authentication,
        ),
        ("Missing Authorization header", Authentication),
        (r#"{"error":"interaction_required"}"#, Authentication),
        // "Resolve" names hosts and much else: only a host or proxy is the network's.
        (
            "curl: (5) Could not resolve proxy: proxy.corp.example",
            TransientNetwork,
        ),
        (
            "npm ERR! Could not resolve dependency: peer react@18",
            Unknown,
        ),
        // Catalogues that hold no such thing; values outside the set listed.
        ("Unknown collection 'docs-v2'", NotFound),
        ("Unknown workspace: marketing", NotFound),
        (
            "Unknown action 'purge'. Valid actions: start, stop",
            InvalidArgument,
        ),
        ("Attachment is larger than 25 MB", InvalidArgument),
        // States that hold already, edits unsaved, content a safety system refused.
        (
            "Cannot enable the rule: it is already enabled",
            BusinessRule,
        ),
        ("Deployment is already running", BusinessRule),
        (
            "Close the editor first: the file has unsaved changes",
            BusinessRule,
        ),
        ("Prediction failed: NSFW output blocked", BusinessRule),
        (
            "Neo.ClientError.Schema.ConstraintValidationFailed",
            BusinessRule,
        ),
        // Maintenance as a state of the service, not a method's name.
        (
            "The API is down for maintenance until 02:00 UTC",
            UpstreamUnavailable,
        ),
        ("maintenance.update: invalid params", InvalidArgument),
        // EAGAIN's text from the socket layer; a Python bug however it is spelled.
        (
            "Resource temporarily unavailable (api.example.com:443)",
            TransientNetwork,
        ),
        ("TypeError: 'NoneType' object is not iterable", Unknown),
    ]);
    // The words say the call may have run: no response came back, a confirmation never
    // came, the job runs on, the server says the outcome is unknown.
    assert_may_have_run(&[
        "No response from the mail relay after sending",
        "Failed to confirm the transfer within 60 s",
        "Render still running after 300 s; poll it with get_job",
        r#"{"code":"outcome_unknown","message":"request timed out"}"#,
        "Upload outcome is unknown; check the receipt first",
    ]);
}

#[test]
fn kinds_of_failure_from_a_thirty_first_to_a_thirty_fourth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // A credential named bad a word or two before it; a login refused; a key never given.
        ("Invalid or expired GitLab token", Authentication),
        ("Revoked Slack token; reinstall the app", Authentication),
        ("Invalid login attempt for user ops", Authentication),
        (
            "OPENAI_API_KEY environment variable is required",
            Authentication,
        ),
        // An hour's allowance refills; an allowance used up is the plan's if it says so.
        ("Hourly limit of 500 calls reached", RateLimit),
        ("Login allowance used up until 14:05 UTC", RateLimit),
        ("Your daily search allowance is used up", BusinessRule),
        // Rules of the domain: a contract's check, a name taken, a record changed meanwhile,
        // a record still referenced, a duplicate.
        (
            "execution reverted: ERC20: transfer amount exceeds balance",
            BusinessRule,
        ),
        (
            "Name 'web-1' is already used by another server",
            BusinessRule,
        ),
        (
            "Could not save: concurrent modification of ticket 12",
            BusinessRule,
        ),
        (
            "Cannot delete the tag. It may be referenced by other pages",
            BusinessRule,
        ),
        ("This note is a duplicate", BusinessRule),
        // Not ready yet; not reachable; connectivity found failing, not advice to check it.
        (
            "Workspace is still provisioning, try again in a minute",
            UpstreamUnavailable,
        ),
        (
            "The billing service is not reachable right now",
            TransientNetwork,
        ),
        ("Connectivity check failed for the CRM", TransientNetwork),
        (
            "Slot 2 is empty. Verify printer connectivity and try again",
            Unknown,
        ),
        ("Invalid JSON response from the server", Unknown),
        // From the thirty-first set: a dependency not running, a value not valid (unless it
        // is a credential), a push behind its remote, a server's own security check.
        (
            "Error: Postgres is not running; start it with pg_ctl",
            UpstreamUnavailable,
        ),
        (
            "Path /srv/app is not a valid git repository",
            InvalidArgument,
        ),
        ("The key you sent is not a valid API key", Authentication),
        ("! [rejected] main -> main (fetch first)", BusinessRule),
        (
            "Security check failed: the path looks like a secrets file",
            Permission,
        ),
    ]);
    // A request that took too long, a process killed by a signal: either may have run.
    assert_may_have_run(&[
        "The request took too long to respond",
        "Worker killed with signal 9 during import",
    ]);
}

#[test]
fn kinds_of_failure_from_a_thirty_fifth_to_a_thirty_eighth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // Things that could not be found; replies that would not parse; a status after an
        // arrow or ending a quoted value.
        ("Error: the album you supplied could not be found", NotFound),
        ("Template cannot be found in this workspace", NotFound),
        ("Invalid JSON from the indexer: Expecting value", Unknown),
        (
            "DELETE /api/tags/12/ -> 404: {\"detail\":\"Not here\"}",
            NotFound,
        ),
        (
            r#"{"error": "HTTP error occurred: 503", "ids": [1, 2]}"#,
            UpstreamUnavailable,
        ),
        // A plan to upgrade, a payment source missing, a range too wide, a read-only place.
        (
            "Exports need a higher tier: upgrade your plan",
            BusinessRule,
        ),
        ("This customer has no default payment source", BusinessRule),
        ("Date range cannot exceed 90 days", InvalidArgument),
        (
            "Environment 'prod' is read-only; writes are refused",
            Permission,
        ),
        // Servers that answer in other languages.
        (
            "Error: Demasiadas solicitudes, intente más tarde",
            RateLimit,
        ),
        ("Erro: muitas requisições para a API", RateLimit),
        ("Erreur : trop de requêtes, réessayez plus tard", RateLimit),
        (
            "リクエストが多すぎます。しばらくしてから再試行してください",
            RateLimit,
        ),
        ("요청이 너무 많습니다. 잠시 후 다시 시도하세요", RateLimit),
        ("Ação não autorizada: faça login novamente", Authentication),
        ("인증에 실패했습니다", Authentication),
        ("Zugriff verweigert für Benutzer ops", Permission),
        ("Fehler: Ressource nicht gefunden", NotFound),
        ("Kayıt bulunamadı", NotFound),
        ("指定されたファイルが見つかりません", NotFound),
        ("Parámetro 'fecha' inválido", InvalidArgument),
        ("Поле 'inn' должно содержать 10 цифр", InvalidArgument),
        (
            "Tiempo de espera agotado al llamar a la API",
            TransientNetwork,
        ),
        ("Serviço indisponível no momento", UpstreamUnavailable),
        ("Saldo insuficiente para completar el pago", BusinessRule),
    ]);
    // A tool the server does not know, in Spanish, Russian or Chinese, is a missing tool:
    // the agent must plan again.
    for text in [
        "Herramienta desconocida: crear_factura",
        "Неизвестный инструмент: get_report",
        "未知工具: query_orders",
    ] {
        let rescued = rescue_error(text, None);
        assert_eq!(rescued.category, NotFound, "{text}");
        assert_eq!(rescued.action, RecoveryAction::Replan, "{text}");
    }
    // A request that did not answer in time, or whose stream was aborted, may have run.
    assert_may_have_run(&[
        "PayPing did not answer in time. Try again in a moment.",
        "Error: stream has been aborted",
    ]);
}

#[test]
fn kinds_of_failure_from_a_thirty_ninth_to_a_forty_second_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // A JSON key names a field, not what happened; a value still says it.
        (
            r#"{"error_message": "Network error: timed out", "rate_limit_remaining": null}"#,
            TransientNetwork,
        ),
        (
            "{'quota_exceeded': False, 'error': 'connection reset by peer'}",
            TransientNetwork,
        ),
        (r#"{"error": "rate_limit_exceeded"}"#, RateLimit),
        // A licence's or an entitlement's quota is the plan's, whatever the status.
        (
            "429 Too Many Requests: License quota exceeded",
            BusinessRule,
        ),
        (
            "Entitlement quota exceeded for the export API",
            BusinessRule,
        ),
        (
            "Business error: the project has reached its free cluster limit",
            BusinessRule,
        ),
        (
            "line 1:7: mismatched input 'FORM' expecting 'FROM'",
            InvalidArgument,
        ),
        // States that hold already; a person who said no to the call.
        (
            "Order ORD-1 has already shipped and can no longer be changed",
            BusinessRule,
        ),
        ("Refund failed: payment already refunded", BusinessRule),
        ("Tool call was rejected by the user", Permission),
        ("No connection: redis", TransientNetwork),
        // From the forty-first set: -32002, the specification's "resource not found", yields
        // to what a gateway says with it; sessions capped or ended; approvals asked for.
        (
            r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32002,"message":"Upstream connection reset"}}"#,
            TransientNetwork,
        ),
        (
            r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32002,"message":"Resource not found"}}"#,
            NotFound,
        ),
        ("Maximum active sessions (5) reached", BusinessRule),
        ("Approval required before running deploy_prod", BusinessRule),
        ("Failed to recover SSE connection", TransientNetwork),
    ]);
    // A job that did not finish in time, and a server's guess that its peer is down: the
    // call may have run either way.
    assert_may_have_run(&[
        "Export job did not finish within 120 s",
        "Error: MCP server session ended",
        "Failed to fetch https://localhost:5001/api/items. It seems that the server is not running.",
    ]);
}

#[test]
fn kinds_of_failure_from_a_forty_third_to_a_forty_sixth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // Telegram's flood control, a scope named missing, a person who skipped the call, an
        // access revoked, a budget a policy holds, a key that does not exist.
        ("Telegram error: FLOOD_WAIT_27", RateLimit),
        (
            "Your request has been blocked due to excessive requests",
            RateLimit,
        ),
        ("Missing OAuth scope: chat:write", Permission),
        ("Tool call was skipped by user", Permission),
        ("MCP access revoked", Permission),
        ("blocked by policy: over budget 'daily-spend'", BusinessRule),
        (
            "Payment blocked: would exceed the session budget",
            BusinessRule,
        ),
        ("Post already executed for this draft", BusinessRule),
        (
            "InvalidAccessKeyId: the access key does not exist",
            Authentication,
        ),
        // A quoted value's first word still counts before a credential.
        (
            r#"{"error": {"code": -32001, "message": "Invalid or inactive API key"}}"#,
            Authentication,
        ),
        // A status named by the word after it; "network" alone names no network failure
        // (the list of choices after it says the value was none of them); a tool named as
        // not available is missing.
        (
            "Server error: the site returned a 503 error",
            UpstreamUnavailable,
        ),
        (
            "Incorrect network 'x'. Available: tiktok, youtube",
            InvalidArgument,
        ),
        ("Tool 'search_docs' not available", NotFound),
        // From the forty-fourth set: a request timed out outweighs a policy's metadata; a
        // model's context length exceeded is the input's fault; a use forbidden, in Chinese.
        (
            "Request timed out after 30000ms\nRetry policy: disabled for POST",
            TransientNetwork,
        ),
        (
            "Provider error: context length exceeded for model",
            InvalidArgument,
        ),
        ("远程部署下禁止使用本地文件路径", Permission),
        // Advice against a duplicate is not a duplicate.
        (
            "Upload timed out; read it back first to avoid a duplicate post",
            TransientNetwork,
        ),
    ]);
    // Connections lost or dropped, servers that did not start in time, a server that says
    // the status is unknown: the call may have run.
    assert_may_have_run(&[
        "Request failed before receiving a response",
        "The network connection was lost.",
        "server did not initialize within 30s",
        "Connection dropped after initialization",
        "Error: 429 Too Many Requests. Execution status is UNKNOWN for a write",
    ]);
}

#[test]
fn kinds_of_failure_from_a_forty_seventh_to_a_fiftieth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // People and policies that refuse; credentials missing; limits per minute in Chinese.
        (
            "Tool call rejected. The user has chosen to disallow the tool call.",
            Permission,
        ),
        (
            "(AuthorizationFailed) The client does not have authorization to perform action",
            Permission,
        ),
        (
            r#"{"error":"No access_token for this location"}"#,
            Authentication,
        ),
        ("抱歉，您每分钟最多访问该接口100次", RateLimit),
        // Values a database or a tool refuses; records changed meanwhile.
        (
            "Incorrect syntax near the keyword 'WHERE'.",
            InvalidArgument,
        ),
        (
            "Cannot insert the value NULL into column 'Id'; column does not allow nulls. \
             INSERT fails. The statement has been terminated.",
            InvalidArgument,
        ),
        ("数据库编号必须在 0 到 15 之间", InvalidArgument),
        (
            "REJECTED: branch name contains disallowed characters",
            InvalidArgument,
        ),
        (
            "The record changed on the server between read and write",
            BusinessRule,
        ),
        // A host that cannot be reached; a Docker daemon that is not there.
        (
            "Error: Cannot reach https://api.example.org. Is the server running?",
            TransientNetwork,
        ),
        ("Docker daemon is not available", UpstreamUnavailable),
    ]);
    // Connections closed mid-operation, a websocket without its close frame, a call that
    // may still be in flight: it may have run.
    assert_may_have_run(&[
        "Error: connection was closed in the middle of operation",
        "no close frame received or sent",
        "tool 'apply' exceeded 60s; the call may still be in flight",
    ]);
}

#[test]
fn kinds_of_failure_from_a_fifty_first_to_a_fifty_fourth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // "Already exists" in other languages.
        ("동일한 제목의 페이지가 이미 존재합니다", BusinessRule),
        ("El cliente ya existe", BusinessRule),
        ("Die Datei existiert bereits", BusinessRule),
        ("Le fichier existe déjà", BusinessRule),
        ("同じ名前のファイルが既に存在します", BusinessRule),
        // A record in the trash; a cap on tool calls; a session header never sent.
        (
            "Cannot edit 'Plan': it is in the trash; restore it first",
            BusinessRule,
        ),
        ("Tool call limit exceeded (max 25)", BusinessRule),
        (
            "HTTP 400: Bad Request: Mcp-Session-Id header is required",
            InvalidArgument,
        ),
        // Sign-in pending or a refresh token missing; a method a worker does not have.
        (
            "MCP client is not ready (current state: pending_auth)",
            Authentication,
        ),
        ("No refresh_token found in .auth.json", Authentication),
        ("Worker has no method 'resize'", NotFound),
        // Limits by frequency or QPS, however spelt; a daily budget spent; ssh2's refusal.
        ("frequency limited psm[lark]", RateLimit),
        ("Too Many Request", RateLimit),
        ("Forbidden.AccessDenied.QpsLimitForApi", RateLimit),
        ("WeChat API error: api freq out of limit", RateLimit),
        (
            r#"{"error": "budget_spent", "message": "daily budget is spent"}"#,
            BusinessRule,
        ),
        (
            "All configured authentication methods failed",
            Authentication,
        ),
        ("UnauthorizedOperation: you are not authorized", Permission),
        // Chinese: not found, nothing for now, no permission to read, a signature expired,
        // a model not activated, a text too long, a status code named.
        ("没有找到到达城市", NotFound),
        ("暂无相关结果", NotFound),
        ("没有读取权限", Permission),
        ("AuthFailure.SignatureExpire: 签名过期", Authentication),
        ("模型未开通", BusinessRule),
        ("输入文本过长，请缩短", InvalidArgument),
        ("下载图像失败，状态码 403", Permission),
    ]);
    // Google's "Backend Error", a connection the remote host closed, a service that did not
    // respond in time: each may follow work done.
    assert_may_have_run(&[
        "MCP error -32603: Backend Error",
        "Error: Connection db-1 was closed by remote host.",
        "The lookup service didn't respond in time",
    ]);
}

#[test]
fn kinds_of_failure_from_a_fifty_fifth_to_a_fifty_ninth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // A credential named missing, absent or bad a few words before it or just after it
        // is a sign-in to redo, whatever code or status stands beside; one merely mentioned
        // does not outweigh what else is said.
        (
            "MCP error -32001: Invalid or missing bearer token",
            Authentication,
        ),
        ("403: no user key was sent", Authentication),
        ("403 Forbidden: the API token has expired", Authentication),
        ("403 Forbidden: GitLab access token not set", Authentication),
        (
            "403: this API token lacks the required scope admin:org",
            Permission,
        ),
        ("API token is read-only; it cannot publish", Permission),
        // DNS failing, and a DNS tool's own records, which are not a network failure.
        ("DNS lookup for api.example.net failed", TransientNetwork),
        ("Unable to resolve hostname db.internal", TransientNetwork),
        ("Zone example.org has 3 DNS records locked", Unknown),
        // A guard or a policy refuses; a path leaves its root.
        ("MCP error -32001: request blocked by policy", Permission),
        ("path traversal attempt rejected: ../etc/passwd", Permission),
        ("target path escapes the workspace root", Permission),
        ("Output path lies outside the workspace", Permission),
        // A person must approve first, or confirm with a flag.
        (
            "Approval request for 'delete_branch' expired unanswered",
            BusinessRule,
        ),
        ("Dropping a table requires confirm: true", BusinessRule),
        // Arguments to give together or in turn; a query naming what the database lacks.
        ("Either provide a file path or inline text", InvalidArgument),
        (
            "Binder Error: Table \"orders\" does not have a column named \"qty\"",
            InvalidArgument,
        ),
        // Italian, Dutch, Polish, Czech, Indonesian, Vietnamese, Ukrainian, French, Russian,
        // Korean, Chinese, German.
        ("Troppe richieste, riprova più tardi", RateLimit),
        ("Fattura 12 non trovata", NotFound),
        ("Accesso negato alla cartella", Permission),
        ("Te veel verzoeken", RateLimit),
        ("Bestand niet gevonden", NotFound),
        ("Zbyt wiele żądań", RateLimit),
        ("Plik nie istnieje", NotFound),
        ("Příliš mnoho požadavků", RateLimit),
        ("Soubor nenalezen", NotFound),
        ("Terlalu banyak permintaan", RateLimit),
        ("Data tidak ditemukan", NotFound),
        ("Quá nhiều yêu cầu", RateLimit),
        ("Không tìm thấy tệp", NotFound),
        ("Занадто багато запитів", RateLimit),
        ("Файл не знайдено", NotFound),
        ("Clé API invalide", Authentication),
        ("Запрос слишком длинный", InvalidArgument),
        ("API 호출 한도를 넘었습니다", RateLimit),
        ("数据库处于只读状态", Permission),
        ("Die Route ist nicht registriert", NotFound),
        // A client's own retries ran out: a network failure (retried for a safe tool)...
        ("GET /v2/items: max retries exceeded", TransientNetwork),
    ]);
    // ...after any of whose attempts the server may have done the work.
    assert_may_have_run(&[
        "GET /v2/items: max retries exceeded",
        "upload_part: retries exhausted (5 attempts)",
    ]);
}

#[test]
fn kinds_of_failure_from_a_sixtieth_to_a_sixty_third_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // An argument outside its allowed values, one not supplied, several required.
        (
            "Visibility must be one of: public, private, disabled",
            InvalidArgument,
        ),
        ("You must supply a project name", InvalidArgument),
        ("Both start and end dates are required", InvalidArgument),
        // States that hold already; a confirmation asked for in so many words.
        ("Workflow already started", BusinessRule),
        (
            "Deleting the branch requires explicit confirmation",
            BusinessRule,
        ),
        // Writing to storage opened read-only; a path that must stay under its root.
        ("Error: cannot write: read-only database", Permission),
        (
            "Attachment path must be within the uploads folder",
            Permission,
        ),
        // The service owns up to a fault of its own; a response that never came.
        ("Something went wrong on our end.", UpstreamUnavailable),
        ("Query failed: failed to get the response", TransientNetwork),
        // Set 63: states that hold already, "no … could be found", a password refused,
        // Telegram's flood wait in Telethon's words, a device off the network.
        ("Order 7 was already delivered", BusinessRule),
        ("No invoice could be found with number 88", NotFound),
        ("The router rejected the password for admin", Authentication),
        (
            "A wait of 120 seconds is required before sending",
            RateLimit,
        ),
        ("Thermostat hall-2 is offline", UpstreamUnavailable),
    ]);
    let flood = rescue_error("A wait of 120 seconds is required before sending", None);
    assert_eq!(flood.retry_after, Some(std::time::Duration::from_secs(120)));
    assert_may_have_run(&[
        "Something went wrong on our end.",
        "Query failed: failed to get the response",
    ]);
}

#[test]
fn kinds_of_failure_from_a_sixty_fourth_to_a_sixty_seventh_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // A client that gave up after its own attempts; no tokens at all; a path outside
        // those allowed; Chinese in traditional characters.
        (
            "upload failed: giving up after 5 attempt(s)",
            TransientNetwork,
        ),
        ("No tokens found for this account", Authentication),
        ("Path is not under an allowed path", Permission),
        ("參數 page 必須大於 0", InvalidArgument),
        // Limits: flood control, Docker registries' code, GitHub's secondary limits behind
        // a 403 or a 422, Go's limiter out of time.
        ("400 Bad Request: Flood control exceeded", RateLimit),
        (
            "pull failed: toomanyrequests: You have reached your pull limit",
            RateLimit,
        ),
        (
            "403: You have triggered an abuse detection mechanism",
            RateLimit,
        ),
        (
            r#"{"message":"Validation Failed","errors":[{"message":"was submitted too quickly"}]}"#,
            RateLimit,
        ),
        ("rate: Wait(n=3) would exceed context deadline", RateLimit),
        // Refusals: row-level security, a role required, access not granted, a fetch a
        // guard refused, a path out of its base.
        (
            "new row violates row-level security policy for table \"notes\"",
            Permission,
        ),
        ("Deleting users requires admin", Permission),
        (
            r#"{"ok":false,"error":"team_access_not_granted"}"#,
            Permission,
        ),
        ("Refused to fetch 10.0.0.5: private address", Permission),
        ("Path ../../etc escapes root /data", Permission),
        // Arguments that do not go together.
        ("--all cannot be used with --id", InvalidArgument),
        // Connections cut and bodies cut short; Chrome's network errors; "network error" in
        // Spanish, Portuguese, Italian, German.
        ("http2: client connection force closed", TransientNetwork),
        (
            "Invalid JSON: EOF while parsing a string at line 1 column 512",
            TransientNetwork,
        ),
        (
            "ClientPayloadError: Response payload is not completed",
            TransientNetwork,
        ),
        ("page.goto: net::ERR_NETWORK_CHANGED", TransientNetwork),
        ("Error de red al llamar a la API", TransientNetwork),
        ("Falha de rede ao enviar", TransientNetwork),
        ("Errore di rete durante l'invio", TransientNetwork),
        ("Netzwerkfehler beim Senden", TransientNetwork),
        // The service or the pool behind it is out of room or failing.
        (
            "(EMAXCONNSESSION) max clients reached in session mode",
            UpstreamUnavailable,
        ),
        (
            "Could not query the database for the schema cache",
            UpstreamUnavailable,
        ),
        (
            "An error occurred (InternalFailure) when calling the PutItem operation",
            UpstreamUnavailable,
        ),
        (
            "InsufficientInstanceCapacity: try another zone",
            UpstreamUnavailable,
        ),
        // States: another operation under way, a dependency in the way, a name taken.
        (
            "Another operation is in progress on this stack",
            BusinessRule,
        ),
        (
            "An error occurred (DependencyViolation) when calling DeleteVpc",
            BusinessRule,
        ),
        (r#"{"ok":false,"error":"name_taken"}"#, BusinessRule),
        // A request signed wrong.
        (
            "SignatureDoesNotMatch: the request signature we calculated does not match",
            Authentication,
        ),
    ]);
    assert_may_have_run(&[
        "upload failed: giving up after 5 attempt(s)",
        "PutItem failed (reached max retries: 4)",
        "http2: client connection force closed",
        "ClientPayloadError: Response payload is not completed",
    ]);
}

#[test]
fn kinds_of_failure_from_a_sixty_eighth_to_a_seventy_first_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // States: already registered, marked for deletion, not in a state that allows it,
        // deprecated, credits run out; a rename across file systems; branch protection.
        ("Email already registered", BusinessRule),
        (
            "Cannot rotate: the key is marked for deletion",
            BusinessRule,
        ),
        (
            "Volume vol-1 is not in a state from which it can be attached",
            BusinessRule,
        ),
        (
            "Endpoint v1/search is deprecated, use v2/search",
            BusinessRule,
        ),
        ("This key has run out of lookups", BusinessRule),
        (
            "EXDEV: cross-device link not permitted, rename 'a' -> 'b'",
            BusinessRule,
        ),
        (
            "Merge blocked: 1 of 3 required status checks is failing",
            BusinessRule,
        ),
        // Sign-in: signatures expired, anonymous access off, second factors, OAuth flows
        // unfinished, a sign-in to redo.
        (
            "InvalidSignatureException: Signature expired: 20260101T000000Z",
            Authentication,
        ),
        (
            "Anonymous access is disabled for this project",
            Authentication,
        ),
        ("two_factor_setup_required", Authentication),
        (
            "TimeoutError: OAuth callback not received within 120 seconds",
            Authentication,
        ),
        (
            "Server does not support dynamic client registration",
            Authentication,
        ),
        ("Please authorize the Drive connector first", Authentication),
        (
            "Session is stale. Please try authenticating again.",
            Authentication,
        ),
        // Network: Firefox's codes, a host name that did not translate, asyncio's refusal, a
        // request that could not be sent, a stream that ended.
        ("page.goto: NS_ERROR_NET_PARTIAL_TRANSFER", TransientNetwork),
        (
            "could not translate host name \"db.internal\" to address",
            TransientNetwork,
        ),
        (
            "[Errno 111] Connect call failed ('10.0.0.2', 5432)",
            TransientNetwork,
        ),
        (
            "FetchError: Failed to send a request to the worker",
            TransientNetwork,
        ),
        ("SSE stream ended before the result", TransientNetwork),
        // A navigation an extension or a policy blocked.
        ("page.goto: net::ERR_BLOCKED_BY_ADMINISTRATOR", Permission),
        // A GraphQL query naming a field the schema lacks.
        (
            "Cannot query field \"owner\" on type \"Repo\"",
            InvalidArgument,
        ),
        // The service failing or asleep: a relay, a database waking, a page not served,
        // resource limits, a tool offline, a model API's own apology.
        (
            "FunctionsRelayError: Relay Error invoking the function",
            UpstreamUnavailable,
        ),
        (
            "DatabaseResumingException: the cluster is resuming",
            UpstreamUnavailable,
        ),
        (
            "Application error: your page could not be served",
            UpstreamUnavailable,
        ),
        (
            "Error 1102: Worker exceeded resource limits",
            UpstreamUnavailable,
        ),
        (
            "Tool 'crm_update' is currently offline",
            UpstreamUnavailable,
        ),
        (
            "The server had an error while processing your request.",
            UpstreamUnavailable,
        ),
        (
            "Worker ran out of memory (exit code 137)",
            UpstreamUnavailable,
        ),
        // A limit worded as a count of times.
        ("This endpoint has been requested too many times", RateLimit),
        // What came back was not usable: a page where JSON was due, a result the caller
        // could not read.
        (
            "failed to decode: invalid character '<' looking for beginning of value",
            Unknown,
        ),
        ("Handler returned an invalid result for 'search'", Unknown),
        // Set 69: the network layer failing, httpx's RemoteProtocolError, macOS's failed
        // lookup; "no … matching", GraphQL's "could not resolve to a"; sign-in required; a
        // value that could not be picked out of an argument; a wait asked before a retry.
        (
            "Request failed at the network layer; check the proxy",
            TransientNetwork,
        ),
        (
            "httpx.RemoteProtocolError: peer closed the stream",
            TransientNetwork,
        ),
        (
            "[Errno 8] nodename nor servname provided, or not known",
            TransientNetwork,
        ),
        ("No project matching 'infra-core'", NotFound),
        (
            "Could not resolve to a User with the login of 'ghost-9'",
            NotFound,
        ),
        ("This action requires authentication", Authentication),
        (
            "Could not extract a video id from the link",
            InvalidArgument,
        ),
        ("Please wait a moment before retrying the export", RateLimit),
    ]);
    // "Before retrying" alone asks for care, not for a wait.
    assert_ne!(
        rescue_error("Read the history back before retrying", None).category,
        RateLimit
    );
    assert_may_have_run(&[
        "page.goto: NS_ERROR_NET_PARTIAL_TRANSFER",
        "SSE stream ended before the result",
        "Handler returned an invalid result for 'search'",
    ]);
}

#[test]
fn kinds_of_failure_from_a_seventy_second_to_a_seventy_ninth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // A page that crashed under the browser; a service's own internal error.
        (
            "page.goto: Navigation failed because page crashed!",
            UpstreamUnavailable,
        ),
        (
            "GetPartitions failed: InternalServiceException - An internal service error occurred",
            UpstreamUnavailable,
        ),
        // A path outside the repository a server is confined to; a standby that cancelled a
        // query to replay its primary.
        (
            "Path '../secrets' is outside the repository '/srv/app'",
            Permission,
        ),
        (
            "ERROR: canceling statement due to conflict with recovery",
            UpstreamUnavailable,
        ),
        // A selector that found the wrong kind of element.
        (
            "locator.check: Error: Element is not a checkbox",
            InvalidArgument,
        ),
        // An account quota that no wait refills.
        (
            "LimitExceeded: Cannot exceed quota for RolesPerAccount: 1000",
            BusinessRule,
        ),
        // An empty or non-JSON body where JSON was due, as Python words it.
        (
            "JSONDecodeError: Expecting value: line 1 column 1 (char 0)",
            Unknown,
        ),
        // Set 77: the OAuth client's own failures; a capability the client lacks; a server
        // that shut down or is closing; a connection lost, a reply that never came; a
        // tool's output its schema refuses.
        ("OAuthFlowError: unexpected redirect", Authentication),
        ("Invalid state parameter in the redirect", Authentication),
        ("Client does not support elicitation", BusinessRule),
        (
            "IOException: the server shut down unexpectedly",
            UpstreamUnavailable,
        ),
        (
            "calling \"tools/list\": server is closing",
            UpstreamUnavailable,
        ),
        (
            "Connection to the MCP server has been lost",
            TransientNetwork,
        ),
        (
            "POST completed without a reply to request 7",
            TransientNetwork,
        ),
        ("Invalid structured output for tool 'quote'", Unknown),
        // Sets 76 and 78: work already under way, a subscription ended, the caller's own
        // connection, a server that could not be reached.
        ("Repository is already being cloned", BusinessRule),
        (
            "Your subscription has ended; renew to continue",
            BusinessRule,
        ),
        (
            "Unable to load the template. Please check your internet connection.",
            TransientNetwork,
        ),
        (
            "Couldn't reach the server at localhost:8931",
            TransientNetwork,
        ),
    ]);
    // Set 79 (read after all of these): words of throttling beside a read that timed out.
    // The words disagree, so the call may have run; a 429 status is not doubted.
    const THROTTLED: &str =
        "Search failed: ReadTimeout: The read operation timed out. The site throttles bots.";
    assert_eq!(rescue_error(THROTTLED, Some(&email())).category, RateLimit);
    assert_may_have_run(&[THROTTLED]);
    let refused = rescue_error(
        "HTTP 429 Too Many Requests: the read operation timed out",
        Some(&email()),
    );
    assert_eq!(refused.outcome, Outcome::NotExecuted);
    assert_may_have_run(&[
        "page.goto: Navigation failed because page crashed!",
        "JSONDecodeError: Expecting value: line 1 column 1 (char 0)",
    ]);
}

#[test]
fn kinds_of_failure_from_an_eightieth_to_a_ninetieth_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // Throttles worded as attempts or traffic; a seat already taken; a paid tier.
        ("Too Many Attempts.", RateLimit),
        ("Request traffic exceeds the limit", RateLimit),
        ("Unavailable seats: 12A (already booked)", BusinessRule),
        ("Premium required to control playback", BusinessRule),
        // A 429 written as a code; a credential missing, in a code; Portuguese without
        // accents; "no … named"; a resource already provisioned.
        ("anthropic provider failed (http_429)", RateLimit),
        ("provider failed (credential_missing)", Authentication),
        ("Formato nao suportado: .pages", InvalidArgument),
        ("The account has no bucket named 'logs'", NotFound),
        ("Replica already provisioned", BusinessRule),
        // Set 85: a wait past its allotted time, a revision git does not know, local
        // changes a checkout would overwrite.
        (
            "Waiting for the browser has exceeded the allotted time of 30s",
            TransientNetwork,
        ),
        ("fatal: bad revision: unknown revision 'v9'", NotFound),
        (
            "error: your local changes would be overwritten by merge",
            BusinessRule,
        ),
        // Sets 88 to 90: a dirty working tree; Binance's request weight; "retry later" with
        // nothing else, which says come back, not that the call was refused.
        ("Cannot rebase: you have uncommitted changes", BusinessRule),
        (
            "APIError(code=-1003): Too much request weight used",
            RateLimit,
        ),
        (
            "Billing server error. Please retry later.",
            UpstreamUnavailable,
        ),
        // Set 84: nothing for what was asked; a Japanese request to give a value.
        ("No data for station 7 on 2026-01-01", NotFound),
        ("半径は 1 以上で指定してください", InvalidArgument),
        // Set 83: a feature behind an enterprise licence, whatever connection failed first.
        (
            "Failed to connect to the API: this feature requires an Enterprise license",
            BusinessRule,
        ),
        // What a server lists as possible causes is not what happened.
        (
            "Could not resolve to a node with the id 'X1'. Common causes: missing token \
             permission, an expired token",
            NotFound,
        ),
        (
            "Read failed: operation timed out. Possible causes: 1. you do not have permission",
            TransientNetwork,
        ),
    ]);
    // A server failing and asking to come back may have done the work.
    assert_may_have_run(&["Billing server error. Please retry later."]);
}

#[test]
fn kinds_of_failure_read_across_every_blind_set() {
    use ErrorCategory::*;
    assert_categories(&[
        // A list of what may be asked for, given because what was asked for is not in it.
        (
            "Unknown region 'mars-1'. Valid regions: eu, us, ap",
            InvalidArgument,
        ),
        (
            "'XL' is not a size we stock. Supported: S, M, L",
            InvalidArgument,
        ),
        ("Bad unit. The accepted units are: km, mi", InvalidArgument),
        ("Allowed formats: png, jpeg", InvalidArgument),
        // The same words not heading a list: a place, a time, a thing absent.
        ("Docs available at: https://example.com/errors", Unknown),
        ("Token expired. Valid until: 2026-01-01", Authentication),
        ("No replica available: retry", Unknown),
        // A step the state asks for before this call.
        ("Recorder idle. Call start_recording first.", BusinessRule),
        ("Please pick a workspace first", BusinessRule),
        ("You must first archive the board", BusinessRule),
        // "first" that asks for no step.
        ("ORDER BY name NULLS FIRST) near 'LIMT'", Unknown),
        ("The first row is empty", Unknown),
        // Set 92, databases: a driver's connection closed, a server full of clients or down,
        // a time or memory allowance spent, a function SQL does not know, sign-in locked for a while.
        (
            "find failed: socket 12 to cache:6379 closed",
            TransientNetwork,
        ),
        ("Server full: connection limit reached", UpstreamUnavailable),
        ("Search backend is down", UpstreamUnavailable),
        ("aggregate exceeded the time limit", TransientNetwork),
        ("Memory limit exceeded while sorting", UpstreamUnavailable),
        ("no such function: JSON_PATH", InvalidArgument),
        (
            "Filter exceeds the limit of 40 KB; the request was invalid",
            InvalidArgument,
        ),
        (
            "User temporarily locked: too many failed attempts",
            Authentication,
        ),
        // "closed" far from any connection says nothing of the network.
        ("The ticket is closed", Unknown),
        // Sets 91 and 94: nothing with the key given; arguments that exclude or need each
        // other, dates out of order; a server that takes only reads; a feature the
        // organization lacks; MySQL's hourly allowances; a month's quota.
        ("No worksheet with id 42", NotFound),
        ("Provide exactly one of start or cursor", InvalidArgument),
        (
            "Width and height are specified together or not at all",
            InvalidArgument,
        ),
        ("End time cannot be before start time", InvalidArgument),
        (
            "This connector only allows read-only statements",
            Permission,
        ),
        (
            "Exports are not available for this organization",
            Permission,
        ),
        (
            "User 'bi' has exceeded the 'max_updates' resource (current value: 50)",
            RateLimit,
        ),
        (
            "Your API quota for this month has been exceeded",
            BusinessRule,
        ),
        ("不能同时指定 start 和 cursor", InvalidArgument),
        // Set 93: a server that needs an OAuth sign-in; not while a state still holds.
        (
            "The calendar connector requires OAuth before use",
            Authentication,
        ),
        (
            "Cannot archive the project while it has running jobs",
            BusinessRule,
        ),
        // Read across every set: the local end a server drives is not connected.
        ("No companion app connected", UpstreamUnavailable),
        // Sets 96 and 98: a name still held, an idempotency key reused; a private place.
        ("Cannot delete the volume: it is still in use", BusinessRule),
        (
            "This idempotency key was used with other parameters",
            BusinessRule,
        ),
        ("The board is private", Permission),
        // Set 97: no client to hand the call to; a tool kept for a higher plan; a repository
        // the server does not know.
        ("No workers available to run the job", UpstreamUnavailable),
        ("Exports need the Team plan or higher", BusinessRule),
        ("Unknown repo: acme/docs", NotFound),
        // Read across every set: a response the server could not read is its own fault or
        // the upstream's, not the arguments'.
        (
            "Failed to parse a successful response from the API: expected value",
            Unknown,
        ),
        (
            "Response from Jira invalid: Unexpected end of JSON input",
            Unknown,
        ),
        // Set 95: no directory the server may use; a sign-in said to be required; a value
        // that may not hold some characters.
        ("No allowed directories configured", Permission),
        ("Jira authentication is required", Authentication),
        ("Tag names cannot contain spaces", InvalidArgument),
        // Set 99, the SDKs: a page of HTML where JSON was due; a stream that came back
        // empty; a server with no tools at all.
        (
            "POST /mcp answered with an unsupported content type (text/html)",
            UpstreamUnavailable,
        ),
        ("reading the reply: empty stream", TransientNetwork),
        ("This server does not support tools", NotFound),
        // Sets 101 and 102: a page or browser closed under the call; a path that is a
        // directory; an option the plan lacks; a service the server could not reach; in
        // Chinese, "check the network".
        ("Target page has been closed", TransientNetwork),
        ("Cannot delete ./build: it is a directory", InvalidArgument),
        ("Export option not in plan", BusinessRule),
        ("Failed to communicate with the indexer", TransientNetwork),
        ("下单失败，请检查网络", TransientNetwork),
        // Set 100: throttled for the resources the requests used; a limit of bytes, which
        // does not refill; a field the query names that does not exist.
        (
            "Request was blocked due to exceeding usage of resource 'ATCPU'",
            RateLimit,
        ),
        ("Response exceeded limit (2000000 bytes)", BusinessRule),
        (
            "The query names a field that does not exist",
            InvalidArgument,
        ),
        // Sets 103 to 106: a model too busy or retired; a body cut short; a job out of its
        // time (not out of its rounds); a name that matches more than one thing; calls too
        // frequent; a draft not yet published; an upgrade required; a 429 before the
        // request line it answered.
        ("Model too busy to answer now", UpstreamUnavailable),
        (
            "stream read failed: http2: response body closed",
            TransientNetwork,
        ),
        (
            "Export did not complete within 15 minutes",
            TransientNetwork,
        ),
        ("Search did not complete within 3 rounds", Unknown),
        ("The model `foo-1` has been decommissioned", NotFound),
        ("Ambiguous name 'Ops': it matches 2 teams", InvalidArgument),
        ("You are calling this API too frequently", RateLimit),
        ("Cannot publish: the post is still in draft", BusinessRule),
        ("Error: upgrade_required", BusinessRule),
        ("Billing 429 GET /v1/invoices", RateLimit),
        // Set 104, in other languages: German, French, Spanish, Portuguese, Korean and
        // Japanese words for the same kinds.
        (
            "Die API hat nicht rechtzeitig geantwortet",
            TransientNetwork,
        ),
        ("Der Dienst drosselt die Anfragen", RateLimit),
        ("Serverfehler beim Laden der Daten", UpstreamUnavailable),
        ("Limite de requêtes atteinte pour aujourd'hui", RateLimit),
        ("Aucun document trouvé", NotFound),
        ("Erreur serveur inattendue", UpstreamUnavailable),
        ("L'identifiant doit être un entier", InvalidArgument),
        ("La fecha no puede ser anterior a hoy", InvalidArgument),
        ("El archivo está fuera de la carpeta permitida", Permission),
        ("Sem permissão para excluir o arquivo", Permission),
        ("접근할 수 없는 계정입니다", Permission),
        ("値を指定する必要があります", InvalidArgument),
        // Set 110, developer tools: an action the resource's state does not allow; a token
        // lacking a scope; too many in a short period; read-only while maintained; two
        // options that exclude each other.
        (
            "Cannot close: not possible in its current state",
            BusinessRule,
        ),
        (
            "Token refused for lacking the scope it needs; reauthorize",
            Permission,
        ),
        ("You pushed too many tags in a short period", RateLimit),
        (
            "The registry is in read-only mode for maintenance",
            UpstreamUnavailable,
        ),
        ("--all and --only cannot be used together", InvalidArgument),
        // Set 109: a sign-in to redo, hyphenated.
        ("Please re-authenticate to use this tool", Authentication),
        // Set 112, Chinese servers: a code for calls too frequent; "not supported".
        ("Geocoding failed: QUERY_TOO_FREQUENT", RateLimit),
        ("该模型不支持本地图片", InvalidArgument),
        // Sets 111 and 113: a browser whose host lacks a library; a TLS record that broke;
        // a feature not on the plan; a review already open.
        (
            "chrome: error while loading shared libraries: libgbm.so.1",
            UpstreamUnavailable,
        ),
        ("read: remote error: tls: bad record MAC", TransientNetwork),
        (
            "Webhooks are not available on the Starter plan",
            BusinessRule,
        ),
        ("A review is already open for this branch", BusinessRule),
        // Set 114: a batch too large; a flag's value refused; a path not absolute.
        (
            "Batches cannot exceed 100 requests per batch",
            InvalidArgument,
        ),
        (
            "Invalid flag value for --region: not allowed here",
            InvalidArgument,
        ),
        ("Relative paths are not allowed here", InvalidArgument),
        // Set 116: "no" three words before "connected".
        (
            "No Android emulator instance connected",
            UpstreamUnavailable,
        ),
        // Set 117: nothing matches the name given; already on a list.
        ("no library matches 'Westside'", NotFound),
        ("This title is already on your wish list", BusinessRule),
        // Set 115, the reference servers' libraries: a host down; a SQL operator unknown;
        // no pg_hba.conf entry; too few replicas to take a write.
        ("EHOSTDOWN: host is down, read", TransientNetwork),
        ("operator does not exist: uuid = text", InvalidArgument),
        (
            "FATAL: no pg_hba.conf entry for host \"10.0.0.9\"",
            Permission,
        ),
        (
            "NOT_ENOUGH_REPLICAS: not enough replicas",
            UpstreamUnavailable,
        ),
        // Set 120: a value not among those listed after "use one of"; an account suspended.
        ("Order 'cheapest'? Use one of: asc, desc", InvalidArgument),
        ("This workspace has been suspended", Permission),
        // Set 119: a value that must be a supported one; a maximum reached.
        (
            "period must use a supported value like 24h",
            InvalidArgument,
        ),
        (
            "The team has reached its maximum limit of seats",
            BusinessRule,
        ),
        // A log of the steps taken after the error is no evidence: the launch line of
        // Playwright's call log lists Chrome's flags, one of them about throttling.
        (
            "locator.click: Timeout 30000ms exceeded.\nCall log:\n  - <launching> chrome --disable-background-timer-throttling",
            TransientNetwork,
        ),
        // Wrapped: a "no … found" at the start of a tool result's text; a key of JSON inside
        // a JSON string, its quotes and line breaks escaped, names a field, not what failed.
        (
            r#"{"content":[{"type":"text","text":"No invoice found for id 7"}],"isError":true}"#,
            NotFound,
        ),
        (
            r#"{"error": "{\n  \"rate_limit_remaining\": null,\n  \"message\": \"timed out\"}"}"#,
            TransientNetwork,
        ),
        // A value the caller gave, named unknown in a few words, whatever it is a value of:
        // a choice from a fixed set is a bad argument, a record the server looks up is not
        // found; a failure named unknown (`Unknown error: …`) is no value.
        (
            "Unknown color 'teal2'. Choose red, green or blue",
            InvalidArgument,
        ),
        (
            "export failed: unknown output format: docx5",
            InvalidArgument,
        ),
        ("Unbekanntes Format: xls", InvalidArgument),
        ("Unknown dashboard id: d-41", NotFound),
        ("unknown account `acme-eu`", NotFound),
        ("Unknown error: code 7", Unknown),
        (
            "Unknown reason: the worker went away before answering",
            Unknown,
        ),
        // Sets 122 to 125: a show or a flight with no room left; a plan's limit; a quota of
        // the day; a tool kept from the caller by access restrictions; "error" before a
        // status in other languages; an error on the server's side, in Russian; details
        // suppressed are no suppression list.
        ("Cannot reserve: the 18:00 show is sold out", BusinessRule),
        ("Hotel Lumen is fully booked for those dates", BusinessRule),
        (
            "Write refused: account has exceeded its plan limit for series",
            BusinessRule,
        ),
        (
            "Translation quota exhausted: 5000/5000 characters used today",
            BusinessRule,
        ),
        ("Quota exceeded; it resets at midnight UTC", BusinessRule),
        (
            "Tool 'drop_table' is not available due to access restrictions",
            Permission,
        ),
        ("Fehler beim Abruf: HTTP-Fehler 404", NotFound),
        ("Erreur 503 lors de l'appel", UpstreamUnavailable),
        (
            "Ошибка на стороне сервера, попробуйте позже",
            UpstreamUnavailable,
        ),
        (
            "update failed with HTTP 500; details suppressed",
            UpstreamUnavailable,
        ),
        (
            "Recipient is on the account's suppression list",
            BusinessRule,
        ),
        // More than one thing answers to the name given: an ambiguous argument; none does:
        // not found.
        (
            "Several invoices match 'ACME': pick one by its id",
            InvalidArgument,
        ),
        ("Multiple users named 'sam'", InvalidArgument),
        ("No rows match the filter", NotFound),
        // Sets 126 to 129: "required" in other languages, weaker than what is required; a
        // permission required; a sign-in in Korean; "failed" before a status in Italian.
        ("Le paramètre email est requis", InvalidArgument),
        ("Das Feld 'email' ist erforderlich", InvalidArgument),
        ("Il campo nome è obbligatorio", InvalidArgument),
        ("이메일은 필수 항목입니다", InvalidArgument),
        ("로그인이 필요합니다", Authentication),
        ("Write permission is required", Permission),
        ("Caricamento fallito (403)", Permission),
        // Sets 130 to 133: Romanian words for too many requests, a monthly limit exceeded
        // and no answer in time; a feature the licence does not cover.
        ("Prea multe cereri către API", RateLimit),
        ("Ați depășit cota lunară", BusinessRule),
        ("Serviciul nu a răspuns în 30 de secunde", TransientNetwork),
        (
            "Your workspace is not licensed for audit exports",
            BusinessRule,
        ),
        // A sentence that asks for an argument, weaker than a credential it asks for; a
        // value that must start a certain way; an SSL error on the way.
        (
            "Could not pick a board. Specify board_id or board_name.",
            InvalidArgument,
        ),
        (
            "No recipients given. Pass one or more addresses",
            InvalidArgument,
        ),
        ("Session lost. Provide a new API key", Authentication),
        ("The phone number must start with +", InvalidArgument),
        (
            "SSL error while reading the response from api.example.com",
            TransientNetwork,
        ),
        // A time run out, however the value around it closes; a size exceeded is none.
        (
            r#"{"error": "Export didn't complete within 2 minutes"}"#,
            TransientNetwork,
        ),
        ("Query exceeded 15000 ms", TransientNetwork),
        ("La consulta superó 20 s", TransientNetwork),
        ("Attachment exceeded 25 MB", Unknown),
        // Sets 134 to 137: a git ref or a GraphQL node not there; a connection aborted by
        // the system; a connection that could not be set up.
        ("could not resolve ref v9.9 as a branch or a tag", NotFound),
        (
            "GraphQL: Could not resolve to an Issue with the number of 88.",
            NotFound,
        ),
        (
            "write tcp 10.0.0.5:5432: write: software caused connection abort",
            TransientNetwork,
        ),
        (
            "Failed to establish SFTP connection to files.example.com",
            TransientNetwork,
        ),
        // Sets 138 to 141: "too many" a word or two before calls, requests or attempts; a
        // name of four parts before the value named unknown; a request to retry later.
        ("Too many create_invoice calls this minute", RateLimit),
        ("too many password reset attempts", RateLimit),
        ("Unknown google-drive-sync tool: gds_purge", NotFound),
        (
            "Something broke. Please retry your request later.",
            UpstreamUnavailable,
        ),
        // Sets 142 to 145: Spanish and Portuguese words for the common kinds; a status in a
        // sentence that supposes is advice; input to check; a limit used up for the day.
        ("CUIT invalido: falta un digito", InvalidArgument),
        ("El servicio no tiene datos para 2031", NotFound),
        ("Saldo agotado este mes", BusinessRule),
        ("Erro: informe o CNPJ da empresa", InvalidArgument),
        ("O portal está indisponível no momento", UpstreamUnavailable),
        (
            "Backend down: connection refused. If it returned 404 instead, check the route.",
            TransientNetwork,
        ),
        ("Could not save. Please check your input.", InvalidArgument),
        ("The daily export limit is exhausted", BusinessRule),
        // Guesses after "The usual causes:" are no evidence.
        (
            "Upload rejected (HTTP 400). The usual causes: a folder that does not exist.",
            InvalidArgument,
        ),
        // Sets 146 to 149: a file that exists already (EEXIST); the status of Google's
        // Python client's `HttpError`.
        (
            "mkdir failed: [Errno 17] File exists: '/srv/out'",
            BusinessRule,
        ),
        (
            "<HttpError 502 when requesting https://example.googleapis.com/v1/items>",
            UpstreamUnavailable,
        ),
        // Sets 150 to 153: a file too large, in Chinese; a resource locked by another
        // holder; an item that cannot be deleted; a higher tier required; a day's call
        // limit; a status after "ErrCode".
        ("上传失败：文件过大", InvalidArgument),
        ("Cannot edit: row locked by alice@example.com", BusinessRule),
        (r#"{"error": "not_deletable"}"#, BusinessRule),
        ("Exports require the Enterprise tier", BusinessRule),
        ("Daily call limit (500) reached", BusinessRule),
        ("Order failed; ErrCode 502", UpstreamUnavailable),
        // Sets 154 to 157: two values that cannot both be left out; "must be" and "must
        // have" in Portuguese and Spanish.
        ("from and to cannot both be empty", InvalidArgument),
        ("O CPF deve ter 11 dígitos", InvalidArgument),
        ("El mes debe ser entre 1 y 12", InvalidArgument),
        // Sets 158 to 161: a path escaping the workspace; Python's own words for a bug.
        (
            "Refused: path escaping workspace: ../../etc/passwd",
            Permission,
        ),
        ("string indices must be integers", Unknown),
    ]);
    // A transport closed, or an operation stopped when its time ran out, may have run.
    assert_may_have_run(&[
        "insert failed: connection 4 to db:5432 closed",
        "update exceeded time limit",
        // A status that says the call went out outweighs a guess of throttling.
        "Upstream answered HTTP 504: possibly rate limited",
        // A host down mid-write (a network file system) may have taken part of it.
        "EHOSTDOWN: host is down, write",
        // A connection the system aborted mid-call.
        "write tcp 10.0.0.5:5432: write: software caused connection abort",
        // Following up on work already handed over failed: the work may have run.
        "Export queued, but failed to check status: 503",
        "Error polling job 42: 429 Too Many Requests",
        // A job out of its time, and a body cut short while read.
        "Export did not complete within 15 minutes",
        "Query exceeded 15000 ms",
        "stream read failed: http2: response body closed",
        // In Chinese: "the outcome is unknown".
        "下单失败，结果未知，请先核对订单",
        "Response from Jira invalid: Unexpected end of JSON input",
    ]);
}
