//! The agent loop of `examples/agent.rs` against a chat-completions endpoint on 127.0.0.1
//! (a scripted model speaking the OpenAI wire format over real HTTP) and the demo MCP
//! server in process: the model receives the recovery report, and the runtime makes no
//! second booking call.

#[path = "../examples/support/agent_loop.rs"]
mod agent_loop;
#[path = "../examples/support/demo_tools.rs"]
mod demo_tools;

use agent_loop::{ChatEndpoint, Event, Model, ScriptedModel};
use demo_tools::{DemoConfig, DemoServer};
use mcp_rescue::{Discovery, PeerTools, RescueLayer, RescueService};
use rmcp::RoleClient;
use rmcp::model::Tool;
use rmcp::service::RunningService;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;
use tower::Layer;

const ANSWER: &str = "The booking service only takes future dates. Which date would you like?";

/// One request as the endpoint saw it.
#[derive(Debug, Clone)]
struct Seen {
    head: String,
    body: Value,
}

fn completion(message: Value) -> Value {
    json!({
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": "test-model",
        "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    })
}

fn booking_call(id: &str) -> Value {
    completion(json!({
        "role": "assistant",
        "content": "",
        "tool_calls": [{
            "id": id,
            "type": "function",
            "function": {"name": "booking", "arguments": "{\"date\": \"2026-01-01\"}"},
        }],
    }))
}

/// A chat-completions endpoint on 127.0.0.1 answering `replies` in order (status 200) and
/// recording what it was sent. It serves at most `replies.len()` requests, then stops.
async fn endpoint(replies: Vec<(u16, Value)>) -> (String, Arc<Mutex<Vec<Seen>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    tokio::spawn(async move {
        for (status, reply) in replies {
            let Ok(Ok((mut socket, _))) =
                tokio::time::timeout(Duration::from_secs(10), listener.accept()).await
            else {
                return;
            };
            let Ok(Some((head, body))) =
                tokio::time::timeout(Duration::from_secs(10), read_request(&mut socket)).await
            else {
                return;
            };
            let body = serde_json::from_slice(&body).unwrap_or(Value::Null);
            log.lock().unwrap().push(Seen { head, body });
            let payload = reply.to_string();
            let response = format!(
                "HTTP/1.1 {status} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\
                 connection: close\r\n\r\n{payload}",
                payload.len()
            );
            let _ = socket.write_all(response.as_bytes()).await;
            let _ = socket.shutdown().await;
        }
    });
    (format!("http://{address}/v1"), seen)
}

/// Reads one HTTP/1.1 request with a Content-Length body.
async fn read_request(socket: &mut tokio::net::TcpStream) -> Option<(String, Vec<u8>)> {
    let mut buffer = Vec::new();
    let mut chunk = [0u8; 4096];
    let split = loop {
        if let Some(i) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
            break i;
        }
        let n = socket.read(&mut chunk).await.ok()?;
        if n == 0 || buffer.len() > 1 << 20 {
            return None;
        }
        buffer.extend_from_slice(&chunk[..n]);
    };
    let head = String::from_utf8_lossy(&buffer[..split]).into_owned();
    let length: usize = head
        .lines()
        .find_map(|l| {
            let (name, value) = l.split_once(':')?;
            name.eq_ignore_ascii_case("content-length")
                .then(|| value.trim().parse().ok())?
        })
        .unwrap_or(0);
    let mut body = buffer[split + 4..].to_vec();
    while body.len() < length {
        let n = socket.read(&mut chunk).await.ok()?;
        if n == 0 {
            return None;
        }
        body.extend_from_slice(&chunk[..n]);
    }
    Some((head, body))
}

struct Setup {
    server: DemoServer,
    client: RunningService<RoleClient, ()>,
    tools: Vec<Tool>,
    stack: RescueService<PeerTools>,
}

async fn setup() -> Setup {
    let server = DemoServer::new(DemoConfig {
        today: Some("2026-06-01".to_owned()),
        ..DemoConfig::default()
    });
    let client = demo_tools::connect_in_process(server.clone())
        .await
        .unwrap();
    let tools = client.peer().list_all_tools().await.unwrap();
    let registry = Discovery::new().apply(&tools);
    let stack = RescueLayer::new(registry)
        .layer(PeerTools::new(client.peer().clone()).timeout(Duration::from_secs(5)));
    Setup {
        server,
        client,
        tools,
        stack,
    }
}

fn tool_messages(body: &Value) -> Vec<Value> {
    body["messages"]
        .as_array()
        .map(|m| m.iter().filter(|m| m["role"] == "tool").cloned().collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn the_model_gets_the_recovery_report_over_http_and_booking_is_called_once() {
    let (base_url, seen) = endpoint(vec![
        (200, booking_call("call_1")),
        // A model that asks for the same call again: the runtime must not send it.
        (200, booking_call("call_2")),
        (
            200,
            completion(json!({"role": "assistant", "content": ANSWER})),
        ),
    ])
    .await;
    let mut setup = setup().await;
    let mut model = Model::Endpoint(ChatEndpoint {
        base_url,
        api_key: Some("test-key".to_owned()),
        model: "test-model".to_owned(),
        timeout: Duration::from_secs(10),
    });

    let transcript = agent_loop::run(
        &mut model,
        &mut setup.stack,
        &setup.tools,
        "Please book a table for 2026-01-01.",
        6,
    )
    .await
    .expect("the loop ends with an answer");

    let seen = seen.lock().unwrap().clone();
    assert_eq!(seen.len(), 3);
    for request in &seen {
        assert!(
            request
                .head
                .starts_with("POST /v1/chat/completions HTTP/1.1")
        );
        assert!(
            request
                .head
                .lines()
                .any(|l| l.eq_ignore_ascii_case("authorization: Bearer test-key")),
            "{}",
            request.head
        );
        assert_eq!(request.body["model"], "test-model");
    }
    // The model was offered the MCP tools as functions.
    let offered: Vec<&str> = seen[0].body["tools"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t["function"]["name"].as_str())
        .collect();
    assert!(offered.contains(&"booking"), "{offered:?}");

    // Second request: the recovery report answers the first call.
    let replies = tool_messages(&seen[1].body);
    assert_eq!(replies.len(), 1);
    assert_eq!(replies[0]["tool_call_id"], "call_1");
    let report = replies[0]["content"].as_str().unwrap();
    assert!(report.contains("Recovery action: ask_user"), "{report}");
    assert!(report.contains("business_rule"), "{report}");
    assert!(
        report.contains("> Booking date must be in the future"),
        "{report}"
    );
    assert!(report.contains("\"retryable\":false"), "{report}");

    // Third request: the repeat was refused, and the model was told why.
    let replies = tool_messages(&seen[2].body);
    assert_eq!(replies.len(), 2);
    assert_eq!(replies[1]["tool_call_id"], "call_2");
    assert!(
        replies[1]["content"]
            .as_str()
            .unwrap()
            .starts_with("Refused by the runtime")
    );

    // One booking call reached the server; the model's answer ends the loop.
    assert_eq!(setup.server.calls("booking"), 1);
    assert_eq!(transcript.calls_sent("booking"), 1);
    assert!(
        transcript
            .events
            .iter()
            .any(|e| matches!(e, Event::Refused { tool, action } if tool == "booking" && action == "ask_user"))
    );
    assert_eq!(transcript.answer(), Some(ANSWER));
    setup.client.cancel().await.unwrap();
}

#[tokio::test]
async fn an_endpoint_error_ends_the_loop_without_a_tool_call() {
    let (base_url, seen) = endpoint(vec![(
        401,
        json!({"error": {"message": "Incorrect API key provided", "code": "invalid_api_key"}}),
    )])
    .await;
    let mut setup = setup().await;
    let mut model = Model::Endpoint(ChatEndpoint {
        base_url,
        api_key: Some("wrong".to_owned()),
        model: "test-model".to_owned(),
        timeout: Duration::from_secs(10),
    });
    let error = agent_loop::run(&mut model, &mut setup.stack, &setup.tools, "Hi", 6)
        .await
        .unwrap_err();
    assert!(error.to_string().contains("HTTP 401"), "{error}");
    assert_eq!(seen.lock().unwrap().len(), 1);
    assert_eq!(setup.server.calls("booking"), 0);
}

#[tokio::test]
async fn the_offline_stand_in_runs_the_same_loop() {
    let mut setup = setup().await;
    let mut model = Model::Scripted(ScriptedModel);
    let transcript = agent_loop::run(
        &mut model,
        &mut setup.stack,
        &setup.tools,
        "Please book a table for 2026-01-01.",
        6,
    )
    .await
    .unwrap();

    let rescued = transcript.events.iter().find_map(|e| match e {
        Event::Rescued {
            category, action, ..
        } => Some((category.as_str(), action.as_str())),
        _ => None,
    });
    assert_eq!(rescued, Some(("business_rule", "ask_user")));
    assert!(
        transcript
            .events
            .iter()
            .any(|e| matches!(e, Event::Refused { .. }))
    );
    assert_eq!(setup.server.calls("booking"), 1);
    assert!(transcript.answer().unwrap().contains("future date"));
}
