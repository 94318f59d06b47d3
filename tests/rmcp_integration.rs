//! A real rmcp server (the demo tools) and a real rmcp client, in process over a duplex
//! pipe, through the full stack: `RescueLayer` → per-attempt timeout → `PeerTools` → rmcp.
//! The tokio clock is paused: waits (backoff, Retry-After, timeouts) take no real time.

#[path = "../examples/support/demo_tools.rs"]
mod demo_tools;

use demo_tools::{DemoConfig, DemoServer};
use mcp_rescue::{
    Discovery, ErrorCategory, FullJitter, Outcome, PeerTools, RecoveryAction, RescueError,
    RescueLayer, RescueService, ToolInfo, ToolRegistry,
};
use rmcp::model::{CallToolRequestParams, CallToolResult, ErrorCode};
use rmcp::service::RunningService;
use rmcp::{RoleClient, ServiceError};
use serde_json::json;
use std::time::Duration;
use tokio::time::Instant;
use tower::timeout::Timeout;
use tower::{Service, ServiceBuilder, ServiceExt};

type Client = RunningService<RoleClient, ()>;
type Stack = RescueService<Timeout<PeerTools>>;

fn config() -> DemoConfig {
    DemoConfig {
        weather_failures: 2,
        slow_sends: 1,
        send_delay: Duration::from_secs(5),
        retry_after: Duration::from_secs(2),
        // 2026-01-01 is in the past, whatever the machine's clock says.
        today: Some("2026-06-01".to_owned()),
    }
}

async fn connect(config: DemoConfig) -> (DemoServer, Client) {
    let server = DemoServer::new(config);
    let client = demo_tools::connect_in_process(server.clone())
        .await
        .expect("in-process rmcp client connects");
    (server, client)
}

/// The README's stack, with the registry discovered from the server.
async fn stack(client: &Client, discovery: Discovery) -> Stack {
    let registry = discovery.discover(client.peer()).await.expect("tools/list");
    ServiceBuilder::new()
        .layer(RescueLayer::new(registry).backoff(FullJitter::default().with_seed(3)))
        .timeout(Duration::from_secs(1))
        .service(PeerTools::new(client.peer().clone()))
}

async fn call(
    stack: &mut Stack,
    tool: &'static str,
    arguments: serde_json::Value,
) -> Result<CallToolResult, RescueError> {
    let mut request = CallToolRequestParams::new(tool);
    if let serde_json::Value::Object(map) = arguments {
        request = request.with_arguments(map);
    }
    stack.ready().await?.call(request).await
}

fn text(result: &CallToolResult) -> String {
    result
        .content
        .first()
        .and_then(|c| c.as_text())
        .map(|t| t.text.clone())
        .unwrap_or_default()
}

#[tokio::test(start_paused = true)]
async fn transient_failures_of_a_read_only_tool_are_recovered() {
    let (server, client) = connect(config()).await;
    let mut stack = stack(&client, Discovery::new()).await;

    let result = call(&mut stack, "get_weather", json!({"city": "Lisbon"}))
        .await
        .expect("recovered");
    assert_eq!(text(&result), "Lisbon: sunny, 21 °C");
    assert_eq!(
        server.calls("get_weather"),
        3,
        "two failures, then the answer"
    );
}

#[tokio::test(start_paused = true)]
async fn business_rule_comes_back_as_ask_user_after_one_call() {
    let (server, client) = connect(config()).await;
    let mut stack = stack(&client, Discovery::new()).await;

    let error = call(&mut stack, "booking", json!({"date": "2026-01-01"}))
        .await
        .unwrap_err();
    assert_eq!(error.category, ErrorCategory::BusinessRule);
    assert_eq!(error.action, RecoveryAction::AskUser);
    assert!(!error.retryable);
    assert_eq!(error.attempts, 1);
    assert_eq!(server.calls("booking"), 1);
    let report = error.to_call_tool_result();
    assert!(text(&report).contains("> Booking date must be in the future"));

    // A future date is booked.
    let ok = call(&mut stack, "booking", json!({"date": "2026-07-01"}))
        .await
        .expect("future date");
    assert!(text(&ok).starts_with("Booked for 2026-07-01"));
}

#[tokio::test(start_paused = true)]
async fn rate_limit_is_waited_out_for_the_servers_retry_after() {
    let (server, client) = connect(config()).await;
    let mut stack = stack(&client, Discovery::new()).await;

    let start = Instant::now();
    let result = call(&mut stack, "rate_limited", json!({}))
        .await
        .expect("waited out");
    let waited = start.elapsed();
    assert_eq!(text(&result), "quota ok: 42 units left");
    assert_eq!(server.calls("rate_limited"), 2);
    assert!(
        waited >= Duration::from_secs(2),
        "waited the Retry-After: {waited:?}"
    );
    assert!(waited < Duration::from_secs(3), "and no longer: {waited:?}");
}

#[tokio::test(start_paused = true)]
async fn rate_limit_longer_than_the_cap_goes_back_to_the_caller() {
    let (server, client) = connect(DemoConfig {
        retry_after: Duration::from_secs(600),
        ..config()
    })
    .await;
    let mut stack = stack(&client, Discovery::new()).await;

    let error = call(&mut stack, "rate_limited", json!({}))
        .await
        .unwrap_err();
    assert_eq!(error.category, ErrorCategory::RateLimit);
    assert_eq!(error.action, RecoveryAction::Backoff);
    assert_eq!(error.retry_after, Some(Duration::from_secs(600)));
    assert_eq!(error.limit, Some(mcp_rescue::Limit::RetryAfterCap));
    assert_eq!(server.calls("rate_limited"), 1);
}

#[tokio::test(start_paused = true)]
async fn unknown_tool_is_not_found_and_replan_after_one_call() {
    let (_server, client) = connect(config()).await;
    let mut stack = stack(&client, Discovery::new()).await;

    let error = call(&mut stack, "get_forecast", json!({"city": "Lisbon"}))
        .await
        .unwrap_err();
    assert_eq!(error.category, ErrorCategory::NotFound);
    assert_eq!(error.action, RecoveryAction::Replan);
    assert_eq!(error.outcome, Outcome::NotExecuted);
    assert_eq!(error.attempts, 1);
    // The evidence is rmcp's own JSON-RPC error, kept typed through the stack.
    let source = std::error::Error::source(&error).expect("source");
    let rmcp_error = source
        .downcast_ref::<ServiceError>()
        .expect("a ServiceError");
    match rmcp_error {
        ServiceError::McpError(data) => {
            assert_eq!(data.code, ErrorCode::INVALID_PARAMS);
            assert_eq!(data.message, "tool not found");
        }
        other => panic!("unexpected {other:?}"),
    }
}

#[tokio::test(start_paused = true)]
async fn send_email_is_sent_exactly_once_when_its_answer_times_out() {
    let (server, client) = connect(config()).await;
    let mut stack = stack(&client, Discovery::new()).await;

    let start = Instant::now();
    let error = call(
        &mut stack,
        "send_email",
        json!({"to": "ana@example.com", "subject": "Lunch", "body": "Friday?"}),
    )
    .await
    .unwrap_err();
    assert_eq!(error.category, ErrorCategory::TransientNetwork);
    assert_eq!(error.outcome, Outcome::Unknown);
    assert_eq!(error.action, RecoveryAction::AskUser);
    assert_eq!(error.attempts, 1);
    assert!(start.elapsed() < Duration::from_secs(2), "one 1 s deadline");

    // Long after the server's late answer would have come: still one email.
    tokio::time::sleep(Duration::from_secs(10)).await;
    assert_eq!(server.sent(), 1);
    assert_eq!(server.calls("send_email"), 1);
    let count = call(&mut stack, "sent_count", json!({}))
        .await
        .expect("count");
    assert_eq!(text(&count), "1");

    // The next send is fast and goes through.
    call(
        &mut stack,
        "send_email",
        json!({"to": "ana@example.com", "subject": "Lunch"}),
    )
    .await
    .expect("sent");
    assert_eq!(server.sent(), 2);
}

#[tokio::test(start_paused = true)]
async fn peer_tools_own_timeout_is_an_rmcp_timeout_and_is_not_repeated() {
    let (server, client) = connect(config()).await;
    let registry = Discovery::new().discover(client.peer()).await.unwrap();
    let mut stack = ServiceBuilder::new()
        .layer(RescueLayer::new(registry))
        .service(PeerTools::new(client.peer().clone()).timeout(Duration::from_secs(1)));

    let request = CallToolRequestParams::new("send_email").with_arguments(
        json!({"to": "ana@example.com", "subject": "Hi"})
            .as_object()
            .cloned()
            .unwrap(),
    );
    let error = stack
        .ready()
        .await
        .unwrap()
        .call(request)
        .await
        .unwrap_err();
    assert_eq!(error.action, RecoveryAction::AskUser);
    assert_eq!(error.attempts, 1);
    let source = std::error::Error::source(&error).unwrap();
    assert!(matches!(
        source.downcast_ref::<ServiceError>(),
        Some(ServiceError::Timeout { timeout }) if *timeout == Duration::from_secs(1)
    ));
    tokio::time::sleep(Duration::from_secs(10)).await;
    assert_eq!(server.sent(), 1);
}

#[tokio::test(start_paused = true)]
async fn invalid_arguments_and_expired_login_are_returned_after_one_call() {
    let (server, client) = connect(config()).await;
    let mut stack = stack(&client, Discovery::new()).await;

    let error = call(
        &mut stack,
        "search",
        json!({"query": "tents", "limit": 500}),
    )
    .await
    .unwrap_err();
    assert_eq!(error.category, ErrorCategory::InvalidArgument);
    assert_eq!(error.action, RecoveryAction::RepairArguments);
    assert_eq!(server.calls("search"), 1);

    let error = call(&mut stack, "secure", json!({})).await.unwrap_err();
    assert_eq!(error.category, ErrorCategory::Authentication);
    assert_eq!(error.action, RecoveryAction::Reauthenticate);
    assert_eq!(server.calls("secure"), 1);
}

#[tokio::test(start_paused = true)]
async fn discovery_reads_annotations_with_the_mcp_defaults() {
    let (_server, client) = connect(config()).await;
    let registry = ToolRegistry::discover(client.peer()).await.unwrap();

    let weather = registry.get("get_weather").unwrap();
    assert!(weather.read_only && !weather.destructive && weather.safe_to_repeat());
    let email = registry.get("send_email").unwrap();
    assert!(!email.read_only && !email.destructive && !email.idempotent);
    assert!(!email.safe_to_repeat());
    // `secure` carries no annotations: the defaults make it destructive, unsafe to repeat.
    assert_eq!(registry.get("secure"), Some(&ToolInfo::new("secure")));
    assert_eq!(registry.len(), 7);
}

#[tokio::test(start_paused = true)]
async fn a_local_entry_wins_over_the_servers_annotations() {
    let (server, client) = connect(config()).await;
    // The server says get_weather is read-only; locally it is known not to be.
    let discovery = Discovery::new().with(ToolInfo::new("get_weather"));
    let registry = discovery.discover(client.peer()).await.unwrap();
    assert!(!registry.get("get_weather").unwrap().safe_to_repeat());
    assert!(registry.get("sent_count").unwrap().read_only);

    // And the layer acts on it: the timed-out lookup may have run, so it is not repeated.
    let mut stack = stack(&client, discovery).await;
    let error = call(&mut stack, "get_weather", json!({"city": "Lisbon"}))
        .await
        .unwrap_err();
    assert_eq!(error.action, RecoveryAction::AskUser);
    assert_eq!(server.calls("get_weather"), 1);
}

#[tokio::test(start_paused = true)]
async fn an_untrusted_servers_hints_are_ignored() {
    let (server, client) = connect(config()).await;
    let discovery = Discovery::untrusted().with(ToolInfo::new("sent_count").read_only(true));
    let registry = discovery.discover(client.peer()).await.unwrap();
    // Listed tools without a local entry take the defaults, whatever the server claims.
    assert_eq!(
        registry.get("get_weather"),
        Some(&ToolInfo::new("get_weather"))
    );
    assert!(registry.get("sent_count").unwrap().read_only);
    assert_eq!(registry.len(), 7);

    let mut stack = stack(&client, discovery).await;
    let error = call(&mut stack, "get_weather", json!({"city": "Lisbon"}))
        .await
        .unwrap_err();
    assert_eq!(error.action, RecoveryAction::AskUser);
    assert_eq!(server.calls("get_weather"), 1);
}

#[tokio::test(start_paused = true)]
async fn a_closed_connection_fails_readiness_without_a_call() {
    let (_server, client) = connect(config()).await;
    let mut tools = PeerTools::new(client.peer().clone());
    client.cancel().await.unwrap();
    let error = tools.ready().await.unwrap_err();
    assert!(matches!(error, ServiceError::TransportClosed));
}
