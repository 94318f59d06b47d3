//! An agent loop over an OpenAI-compatible chat-completions model and MCP tools called
//! through the rescue layer. Shared by `examples/agent.rs` and `tests/agent.rs`.
//!
//! The loop: send the conversation and the tool list to the model; run each tool call it
//! asks for through the rescue stack; on success give the model the tool's text, on
//! failure the recovery report (`RescueError::to_call_tool_result`); and refuse — without
//! calling the tool — a repeat of a call whose decision forbids an automatic retry
//! (`allow_automatic_retry` is false: ask_user, stop, repair_arguments, reauthenticate,
//! replan). The model is told why, and the loop ends when it answers in words.
//!
//! HTTP: `ureq` (blocking, run on tokio's blocking pool) with rustls. It is a
//! dev-dependency only, and the leanest client that reaches both an `https` endpoint
//! (DashScope, OpenAI…) and a plain `http` one on 127.0.0.1 (the tests): no hyper or h2
//! stack, one TLS crate with its own crypto. Hand-rolled HTTP over a `TcpStream` would be
//! leaner still but could not speak TLS to a real provider.
#![allow(dead_code)]

use mcp_rescue::{BoxError, RescueError, allow_automatic_retry};
use rmcp::model::{CallToolRequestParams, CallToolResult, ContentBlock, Tool};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::time::Duration;
use tower::{Service, ServiceExt};

/// The environment variables that name a real model.
pub const BASE_URL_VAR: &str = "MCP_RESCUE_LLM_BASE_URL";
/// The API key (sent as a bearer token).
pub const API_KEY_VAR: &str = "MCP_RESCUE_LLM_API_KEY";
/// The model name.
pub const MODEL_VAR: &str = "MCP_RESCUE_LLM_MODEL";
/// DashScope's OpenAI-compatible endpoint, used when only `DASHSCOPE_API_KEY` is set.
pub const DASHSCOPE_BASE_URL: &str = "https://dashscope.aliyuncs.com/compatible-mode/v1";

/// An OpenAI-compatible chat-completions endpoint.
#[derive(Debug, Clone)]
pub struct ChatEndpoint {
    pub base_url: String,
    pub api_key: Option<String>,
    pub model: String,
    pub timeout: Duration,
}

impl ChatEndpoint {
    /// From `MCP_RESCUE_LLM_BASE_URL`, `_API_KEY` and `_MODEL`; or, with only
    /// `DASHSCOPE_API_KEY` set, Qwen (`qwen-plus`, or `_MODEL`) in DashScope's compatible mode.
    /// `None` when neither is set.
    pub fn from_env() -> Option<Self> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let model = var(MODEL_VAR);
        if let Some(base_url) = var(BASE_URL_VAR) {
            return Some(ChatEndpoint {
                base_url,
                api_key: var(API_KEY_VAR),
                model: model.unwrap_or_else(|| "qwen-plus".to_owned()),
                timeout: Duration::from_secs(60),
            });
        }
        let key = var("DASHSCOPE_API_KEY")?;
        Some(ChatEndpoint {
            base_url: DASHSCOPE_BASE_URL.to_owned(),
            api_key: Some(key),
            model: model.unwrap_or_else(|| "qwen-plus".to_owned()),
            timeout: Duration::from_secs(60),
        })
    }

    /// POSTs one chat-completions request and returns the response body as JSON.
    pub async fn complete(&self, body: Value) -> Result<Value, BoxError> {
        let endpoint = self.clone();
        tokio::task::spawn_blocking(move || endpoint.complete_blocking(&body)).await?
    }

    fn complete_blocking(&self, body: &Value) -> Result<Value, BoxError> {
        let url = format!("{}/chat/completions", self.base_url.trim_end_matches('/'));
        let loopback = ["http://127.", "http://localhost", "http://[::1]"]
            .iter()
            .any(|p| url.starts_with(p));
        let mut config = ureq::Agent::config_builder()
            .timeout_global(Some(self.timeout))
            .http_status_as_error(false);
        if loopback {
            // A local endpoint is never reached through a proxy from the environment.
            config = config.proxy(None);
        }
        let agent: ureq::Agent = config.build().into();
        let mut request = agent.post(&url).content_type("application/json");
        if let Some(key) = &self.api_key {
            request = request.header("Authorization", format!("Bearer {key}"));
        }
        let mut response = request.send(body.to_string())?;
        let status = response.status();
        let text = response.body_mut().read_to_string()?;
        if !status.is_success() {
            let cut: String = text.chars().take(500).collect();
            return Err(format!("chat completions: HTTP {status}: {cut}").into());
        }
        Ok(serde_json::from_str(&text)?)
    }
}

/// A stand-in for the model, so that the example runs offline. It asks for the seed's
/// booking, then — as models often do — asks for the very same call again once, so that
/// the runtime's refusal shows; then it does what the recovery report says and asks the
/// user.
#[derive(Debug, Default)]
pub struct ScriptedModel;

impl ScriptedModel {
    /// Answers one chat-completions request body in the API's response format.
    pub fn complete(&mut self, body: &Value) -> Value {
        let messages = body["messages"].as_array().cloned().unwrap_or_default();
        let tool_replies: Vec<&str> = messages
            .iter()
            .filter(|m| m["role"] == "tool")
            .filter_map(|m| m["content"].as_str())
            .collect();
        let failed = |reply: &str| reply.contains("Recovery action");
        let message = match tool_replies.as_slice() {
            [] => booking_call(1),
            [only] if failed(only) => booking_call(2),
            [only] => json!({"role": "assistant", "content": format!("Done: {only}")}),
            [.., last] => {
                let content = if last.contains("ask_user") || last.contains("Refused") {
                    "I could not book a table for 2026-01-01: the booking service only takes \
                     dates in the future. Which future date would you like instead?"
                } else {
                    "Done."
                };
                json!({"role": "assistant", "content": content})
            }
        };
        json!({
            "id": "stand-in",
            "object": "chat.completion",
            "model": "stand-in",
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
        })
    }
}

fn booking_call(n: usize) -> Value {
    json!({
        "role": "assistant",
        "content": null,
        "tool_calls": [{
            "id": format!("call_{n}"),
            "type": "function",
            "function": {"name": "booking", "arguments": "{\"date\":\"2026-01-01\"}"},
        }],
    })
}

/// The model the loop talks to.
#[derive(Debug)]
pub enum Model {
    /// A real endpoint.
    Endpoint(ChatEndpoint),
    /// The offline stand-in.
    Scripted(ScriptedModel),
}

impl Model {
    /// The endpoint named by the environment, else the stand-in.
    pub fn from_env() -> Self {
        ChatEndpoint::from_env().map_or(Model::Scripted(ScriptedModel), Model::Endpoint)
    }

    /// The model name sent in requests.
    pub fn name(&self) -> &str {
        match self {
            Model::Endpoint(e) => &e.model,
            Model::Scripted(_) => "stand-in",
        }
    }

    async fn complete(&mut self, body: Value) -> Result<Value, BoxError> {
        match self {
            Model::Endpoint(e) => e.complete(body).await,
            Model::Scripted(s) => Ok(s.complete(&body)),
        }
    }
}

/// What happened, in order.
#[derive(Debug, Clone)]
pub enum Event {
    /// The model asked for a tool call.
    Call { tool: String, arguments: Value },
    /// The call succeeded; the tool's text went back to the model.
    Answered { tool: String, text: String },
    /// The call failed; its recovery report went back to the model.
    Rescued {
        tool: String,
        category: String,
        action: String,
        retryable: bool,
        attempts: u32,
        report: String,
    },
    /// The runtime refused to repeat a call whose decision forbids it.
    Refused { tool: String, action: String },
    /// The model answered in words.
    Answer(String),
}

/// The outcome of one run of the loop.
#[derive(Debug, Default)]
pub struct Transcript {
    pub events: Vec<Event>,
    pub messages: Vec<Value>,
}

impl Transcript {
    /// How many calls of `tool` the runtime sent into the stack.
    pub fn calls_sent(&self, tool: &str) -> usize {
        self.events
            .iter()
            .filter(|e| matches!(e, Event::Answered { tool: t, .. } | Event::Rescued { tool: t, .. } if t == tool))
            .count()
    }

    /// The model's final answer, if it gave one.
    pub fn answer(&self) -> Option<&str> {
        self.events.iter().rev().find_map(|e| match e {
            Event::Answer(text) => Some(text.as_str()),
            _ => None,
        })
    }
}

/// The system prompt.
pub const SYSTEM: &str = "You are a booking assistant with tools. When a tool call fails, you \
    receive a recovery report: follow its recovery action. If it says ask_user, ask the user \
    instead of calling the tool again.";

/// An MCP tool as a chat-completions function.
pub fn function_spec(tool: &Tool) -> Value {
    json!({
        "type": "function",
        "function": {
            "name": tool.name,
            "description": tool.description.as_deref().unwrap_or(""),
            "parameters": Value::Object(tool.input_schema.as_ref().clone()),
        },
    })
}

fn result_text(result: &CallToolResult) -> String {
    let texts: Vec<&str> = result
        .content
        .iter()
        .filter_map(|c| match c {
            ContentBlock::Text(t) => Some(t.text.as_str()),
            _ => None,
        })
        .collect();
    texts.join("\n")
}

/// Runs the loop for one user request, for at most `max_turns` model replies.
pub async fn run<S>(
    model: &mut Model,
    stack: &mut S,
    tools: &[Tool],
    prompt: &str,
    max_turns: usize,
) -> Result<Transcript, BoxError>
where
    S: Service<CallToolRequestParams, Response = CallToolResult, Error = RescueError>,
{
    let functions: Vec<Value> = tools.iter().map(function_spec).collect();
    let mut transcript = Transcript {
        events: Vec::new(),
        messages: vec![
            json!({"role": "system", "content": SYSTEM}),
            json!({"role": "user", "content": prompt}),
        ],
    };
    // Calls (tool and exact arguments) whose decision forbids repeating them automatically.
    let mut forbidden: HashMap<(String, String), String> = HashMap::new();

    for _ in 0..max_turns {
        let body = json!({
            "model": model.name(),
            "messages": transcript.messages,
            "tools": functions,
            "tool_choice": "auto",
        });
        let response = model.complete(body).await?;
        let message = response["choices"][0]["message"].clone();
        if !message.is_object() {
            let cut: String = response.to_string().chars().take(300).collect();
            return Err(format!("the model's reply has no message: {cut}").into());
        }
        let calls = message["tool_calls"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        transcript.messages.push(message.clone());
        if calls.is_empty() {
            let text = message["content"].as_str().unwrap_or("").to_owned();
            transcript.events.push(Event::Answer(text));
            return Ok(transcript);
        }

        for call in calls {
            let id = call["id"].as_str().unwrap_or("").to_owned();
            let tool = call["function"]["name"].as_str().unwrap_or("").to_owned();
            let raw = call["function"]["arguments"].as_str().unwrap_or("{}");
            let arguments: Value = serde_json::from_str(raw).unwrap_or(Value::Null);
            transcript.events.push(Event::Call {
                tool: tool.clone(),
                arguments: arguments.clone(),
            });
            let key = (tool.clone(), arguments.to_string());

            let content = if let Some(action) = forbidden.get(&key) {
                transcript.events.push(Event::Refused {
                    tool: tool.clone(),
                    action: action.clone(),
                });
                format!(
                    "Refused by the runtime: this exact call already failed with recovery action \
                     {action}, which forbids calling it again automatically. It was not sent. \
                     Do what the recovery action says (for ask_user: ask the user)."
                )
            } else {
                let mut request = CallToolRequestParams::new(tool.clone());
                if let Value::Object(object) = &arguments {
                    request = request.with_arguments(object.clone());
                }
                let service = stack
                    .ready()
                    .await
                    .map_err(|e| -> BoxError { Box::new(e) })?;
                match service.call(request).await {
                    Ok(result) => {
                        let text = result_text(&result);
                        transcript.events.push(Event::Answered {
                            tool: tool.clone(),
                            text: text.clone(),
                        });
                        text
                    }
                    Err(rescued) => {
                        let report = rescued.to_call_tool_result();
                        let mut text = result_text(&report).trim_end().to_owned();
                        if let Some(decision) = &report.structured_content {
                            text.push_str("\nDecision: ");
                            text.push_str(&decision.to_string());
                        }
                        if !allow_automatic_retry(&rescued) {
                            forbidden.insert(key, rescued.action.to_string());
                        }
                        transcript.events.push(Event::Rescued {
                            tool: tool.clone(),
                            category: rescued.category.to_string(),
                            action: rescued.action.to_string(),
                            retryable: rescued.retryable,
                            attempts: rescued.attempts,
                            report: text.clone(),
                        });
                        text
                    }
                }
            };
            transcript
                .messages
                .push(json!({"role": "tool", "tool_call_id": id, "content": content}));
        }
    }
    Err(format!("no answer from the model after {max_turns} turns").into())
}
