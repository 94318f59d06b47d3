//! End to end: the built `mcp-rescue` binary as a stdio proxy in front of the demo server
//! (`examples/demo_server.rs`), with a real rmcp client, or raw JSON-RPC lines, on its stdio.
#![cfg(feature = "cli")]

use mcp_rescue::{ToolInfo, rescue_error};
use rmcp::ServiceExt;
use rmcp::model::{CallToolRequestParams, CallToolResult};
use rmcp::transport::TokioChildProcess;
use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::process::Command;

/// The demo server's binary, built by `cargo test` with the other examples (or built here).
fn demo_server() -> PathBuf {
    let exe = std::env::current_exe().expect("test binary path");
    let profile_dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>");
    let path = profile_dir.join("examples").join("demo_server");
    if !path.exists() {
        let status = std::process::Command::new(env!("CARGO"))
            .args(["build", "--example", "demo_server", "--all-features"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .status()
            .expect("cargo build --example demo_server");
        assert!(status.success(), "building the demo server failed");
    }
    path
}

fn proxy_command(config: &str, server: &[&str]) -> (Command, tempdir::Dir) {
    let dir = tempdir::Dir::new();
    let config_path = dir.path.join("mcp-rescue.toml");
    std::fs::write(&config_path, config).expect("write config");
    let mut command = Command::new(env!("CARGO_BIN_EXE_mcp-rescue"));
    command
        .arg("proxy")
        .arg("--config")
        .arg(&config_path)
        .arg("--")
        .args(server);
    (command, dir)
}

/// A scratch directory removed on drop (no extra dependency for one folder).
mod tempdir {
    pub struct Dir {
        pub path: std::path::PathBuf,
    }
    impl Dir {
        pub fn new() -> Dir {
            let path = std::env::temp_dir().join(format!(
                "mcp-rescue-proxy-test-{}-{}",
                std::process::id(),
                fastrand::u64(..)
            ));
            std::fs::create_dir_all(&path).expect("create scratch dir");
            Dir { path }
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

fn args(value: Value) -> Option<serde_json::Map<String, Value>> {
    value.as_object().cloned()
}

fn call(tool: &str, arguments: Value) -> CallToolRequestParams {
    let mut params = CallToolRequestParams::new(tool.to_owned());
    params.arguments = args(arguments);
    params
}

fn text(result: &CallToolResult) -> String {
    result
        .content
        .iter()
        .filter_map(|c| c.as_text())
        .map(|t| t.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

const CONFIG: &str = "[limits]\nattempt_timeout_secs = 1\nmax_elapsed_secs = 20\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_proxy_rescues_calls_for_an_rmcp_client() {
    let server = demo_server();
    let server = server.to_str().expect("utf-8 path");
    let demo = [
        server,
        "--weather-failures",
        "2",
        "--slow-sends",
        "1",
        "--send-delay-ms",
        "3000",
    ];

    // Tools as the server lists them directly…
    let direct =
        ().serve(TokioChildProcess::new(Command::new(server)).expect("spawn"))
            .await
            .expect("connect");
    let listed_directly = direct.list_all_tools().await.expect("tools/list");
    direct.cancel().await.expect("close");

    // …and through the proxy: unchanged.
    let (command, _dir) = proxy_command(CONFIG, &demo);
    let client =
        ().serve(TokioChildProcess::new(command).expect("spawn proxy"))
            .await
            .expect("connect");
    let listed = client
        .list_all_tools()
        .await
        .expect("tools/list through the proxy");
    assert_eq!(
        serde_json::to_value(&listed).expect("json"),
        serde_json::to_value(&listed_directly).expect("json")
    );

    // A transient failure (twice) is recovered: read-only by the server's annotations.
    let weather = client
        .call_tool(call("get_weather", json!({"city": "Lyon"})))
        .await
        .expect("call");
    assert_ne!(weather.is_error, Some(true), "{}", text(&weather));
    assert!(text(&weather).contains("sunny"));

    // A business rule comes back as a result carrying the recovery report.
    let booking = client
        .call_tool(call("booking", json!({"date": "2020-01-01"})))
        .await
        .expect("call");
    assert_eq!(booking.is_error, Some(true));
    assert!(text(&booking).contains("ask_user"), "{}", text(&booking));
    assert!(text(&booking).contains("> Booking date must be in the future"));
    let decision = booking
        .structured_content
        .clone()
        .expect("the decision as structured content");
    assert_eq!(decision["category"], "business_rule");

    // send_email sends, then answers past the 1 s attempt timeout: never sent twice.
    let email = client
        .call_tool(call(
            "send_email",
            json!({"to": "ana@example.com", "subject": "hi"}),
        ))
        .await
        .expect("call");
    assert_eq!(email.is_error, Some(true));
    let decision = email.structured_content.clone().expect("decision");
    assert_eq!(decision["action"], "ask_user", "{decision}");
    assert_eq!(decision["attempts"], 1);
    let sent = client
        .call_tool(call("sent_count", json!({})))
        .await
        .expect("call");
    assert_eq!(text(&sent), "1");

    client.cancel().await.expect("close");
}

/// A host speaking raw JSON-RPC lines to the proxy.
struct Host {
    child: tokio::process::Child,
    stdin: tokio::process::ChildStdin,
    lines: tokio::io::Lines<BufReader<tokio::process::ChildStdout>>,
    /// Every message read so far.
    seen: Vec<Value>,
}

impl Host {
    fn start(mut command: Command) -> Host {
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = command.spawn().expect("spawn proxy");
        let stdin = child.stdin.take().expect("stdin");
        let lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        Host {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    async fn send(&mut self, message: Value) {
        let line = format!("{message}\n");
        self.stdin
            .write_all(line.as_bytes())
            .await
            .expect("write to the proxy");
        self.stdin.flush().await.expect("flush");
    }

    /// The next message with this id, within `limit`; other messages are skipped.
    async fn response(&mut self, id: i64, limit: Duration) -> Option<Value> {
        tokio::time::timeout(limit, async {
            while let Ok(Some(line)) = self.lines.next_line().await {
                let message: Value = serde_json::from_str(&line).unwrap_or_default();
                self.seen.push(message.clone());
                if message["id"] == json!(id) {
                    return Some(message);
                }
            }
            None
        })
        .await
        .ok()
        .flatten()
    }

    async fn initialize(&mut self) {
        self.send(json!({
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test-host", "version": "1"}}
        }))
        .await;
        let answer = self
            .response(1, Duration::from_secs(10))
            .await
            .expect("initialize answered");
        assert!(answer.get("result").is_some(), "{answer}");
        self.send(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))
            .await;
    }
}

fn tool_call(id: i64, tool: &str, arguments: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": {"name": tool, "arguments": arguments}})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancellation_reaches_the_server_and_stdin_close_ends_the_proxy() {
    let server = demo_server();
    let dir = tempdir::Dir::new();
    let spy = dir.path.join("to-server.jsonl");
    // The server sees exactly what the proxy sends it, copied to a file on the way.
    let script = format!(
        "tee {} | {} --slow-sends 5 --send-delay-ms 10000",
        spy.display(),
        server.display()
    );
    let (command, _config) = proxy_command(
        CONFIG.replace("= 1\n", "= 30\n").as_str(),
        &["sh", "-c", &script],
    );
    let mut host = Host::start(command);
    host.initialize().await;

    host.send(tool_call(
        7,
        "send_email",
        json!({"to": "a@example.com", "subject": "s"}),
    ))
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    host.send(json!({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 7, "reason": "user stop"}})).await;
    // Requests the proxy does not rescue pass through both ways, answered by the server
    // (here with its own answer, or its JSON-RPC error for what it does not serve).
    for (id, method) in [(20, "ping"), (21, "resources/list"), (22, "prompts/list")] {
        host.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": {}}))
            .await;
        let answer = host
            .response(id, Duration::from_secs(10))
            .await
            .expect("forwarded and answered");
        assert!(
            answer.get("result").is_some() || answer.get("error").is_some(),
            "{method}: {answer}"
        );
    }
    host.send(tool_call(8, "sent_count", json!({}))).await;
    let count = host
        .response(8, Duration::from_secs(10))
        .await
        .expect("sent_count answered");
    assert_eq!(count["result"]["content"][0]["text"], "1", "{count}");
    assert!(host.response(7, Duration::from_secs(1)).await.is_none());
    assert!(
        !host.seen.iter().any(|m| m["id"] == json!(7)),
        "a cancelled call is not answered"
    );

    let seen = std::fs::read_to_string(&spy).expect("spy log");
    let forwarded = seen
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .find(|m| m["method"] == "notifications/cancelled");
    let forwarded = forwarded.expect("the server was told of the cancellation");
    let attempt = forwarded["params"]["requestId"]
        .as_str()
        .unwrap_or_default();
    assert!(
        seen.lines()
            .any(|l| l.contains("\"tools/call\"") && l.contains(attempt)),
        "the cancellation names the attempt the server saw"
    );

    // Closing stdin ends the proxy cleanly.
    drop(host.stdin);
    let status = tokio::time::timeout(Duration::from_secs(10), host.child.wait())
        .await
        .expect("exits")
        .expect("status");
    assert!(status.success(), "{status:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_dying_mid_call_gives_an_error_result_not_a_hang() {
    let server = demo_server();
    let dir = tempdir::Dir::new();
    let pid_file = dir.path.join("server.pid");
    // The server writes its pid (exec keeps the shell's), so that the test can kill it.
    let script = format!(
        "echo $$ > {} && exec {} --slow-sends 5 --send-delay-ms 10000",
        pid_file.display(),
        server.display()
    );
    let (command, _config) =
        proxy_command(&CONFIG.replace("= 1\n", "= 30\n"), &["sh", "-c", &script]);
    let mut host = Host::start(command);
    host.initialize().await;
    host.send(tool_call(
        5,
        "send_email",
        json!({"to": "a@example.com", "subject": "s"}),
    ))
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let pid = std::fs::read_to_string(&pid_file).expect("pid file");
    let killed = std::process::Command::new("kill")
        .args(["-9", pid.trim()])
        .status()
        .expect("kill");
    assert!(killed.success());

    let answer = host
        .response(5, Duration::from_secs(20))
        .await
        .expect("an answer, not a hang");
    assert_eq!(answer["result"]["isError"], true, "{answer}");
    let decision = &answer["result"]["structuredContent"];
    assert_eq!(decision["category"], "transient_network", "{answer}");
    assert_eq!(decision["action"], "ask_user", "{answer}");
    let status = tokio::time::timeout(Duration::from_secs(10), host.child.wait())
        .await
        .expect("exits")
        .expect("status");
    assert!(!status.success(), "the proxy reports the server's death");
}

#[test]
fn classify_answers_like_the_library() {
    let email = ToolInfo::new("send_email").destructive(false);
    let weather = ToolInfo::new("get_weather")
        .read_only(true)
        .idempotent(true);
    for (message, tool) in [
        ("connection timeout", Some(&weather)),
        ("connection timeout", Some(&email)),
        ("429 Too Many Requests", None),
        ("Booking date must be in the future", None),
        ("401 Unauthorized", None),
        ("An unrecognized error message", None),
    ] {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mcp-rescue"));
        command.arg("classify").arg(message);
        if let Some(tool) = tool {
            command
                .arg("--tool-json")
                .arg(serde_json::to_string(tool).expect("json"));
        }
        let output = command.output().expect("run classify");
        assert!(output.status.success());
        let cli: Value = serde_json::from_slice(&output.stdout).expect("one JSON decision");
        let lib = serde_json::to_value(rescue_error(message, tool)).expect("json");
        for key in ["category", "action", "retryable", "outcome", "confidence"] {
            assert_eq!(cli[key], lib[key], "{message}: {key}");
        }
    }
    // One message per line on stdin.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_mcp-rescue"))
        .arg("classify")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn");
    use std::io::Write;
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"503 Service Unavailable\n403 Forbidden\n")
        .expect("write");
    let output = child.wait_with_output().expect("output");
    let actions: Vec<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|l| {
            serde_json::from_str::<Value>(l)
                .map(|v| v["action"].to_string())
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(actions, ["\"backoff\"", "\"stop\""]);
}
