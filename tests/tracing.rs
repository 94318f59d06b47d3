//! The layer's tracing: a span per logical call, a debug event per failed attempt and a
//! warn event for a final failure.

use mcp_rescue::test_util::{MockTools, Step};
use mcp_rescue::{RescueLayer, ToolInfo, ToolRegistry};
use rmcp::model::CallToolRequestParams;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use tower::{Layer, Service, ServiceExt};
use tracing::field::{Field, Visit};
use tracing::{Event, Level, Subscriber, span};
use tracing_subscriber::layer::{Context, SubscriberExt};

#[derive(Debug, Clone)]
struct Record {
    level: Level,
    fields: BTreeMap<String, String>,
    span: Option<String>,
}

#[derive(Clone, Default)]
struct Capture(Arc<Mutex<Vec<Record>>>);

struct Fields<'a>(&'a mut BTreeMap<String, String>);

impl Visit for Fields<'_> {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.0.insert(field.name().to_owned(), format!("{value:?}"));
    }
    fn record_str(&mut self, field: &Field, value: &str) {
        self.0.insert(field.name().to_owned(), value.to_owned());
    }
}

impl<S> tracing_subscriber::Layer<S> for Capture
where
    S: Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
{
    fn on_new_span(&self, attrs: &span::Attributes<'_>, id: &span::Id, ctx: Context<'_, S>) {
        let mut fields = BTreeMap::new();
        attrs.record(&mut Fields(&mut fields));
        if let Some(span) = ctx.span(id) {
            span.extensions_mut().insert(fields);
        }
    }

    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        let mut fields = BTreeMap::new();
        event.record(&mut Fields(&mut fields));
        let span = ctx.event_span(event).map(|s| {
            let tool = s
                .extensions()
                .get::<BTreeMap<String, String>>()
                .and_then(|f| f.get("tool").cloned())
                .unwrap_or_default();
            format!("{}:{tool}", s.name())
        });
        let level = *event.metadata().level();
        if let Ok(mut records) = self.0.lock() {
            records.push(Record {
                level,
                fields,
                span,
            });
        }
    }
}

#[tokio::test(start_paused = true)]
async fn events_name_tool_attempt_category_action_outcome_and_delay() {
    let capture = Capture::default();
    let subscriber = tracing_subscriber::registry().with(capture.clone());
    let _guard = tracing::subscriber::set_default(subscriber);

    let registry = ToolRegistry::new().with(ToolInfo::new("get_weather").read_only(true));
    let tools = MockTools::new().script(
        "get_weather",
        [
            Step::fail("429 Too Many Requests. Retry after 3s"),
            Step::fail("403 Forbidden"),
        ],
    );
    let mut stack = RescueLayer::new(registry).layer(tools);
    let result = stack
        .ready()
        .await
        .unwrap()
        .call(CallToolRequestParams::new("get_weather"))
        .await;
    assert!(result.is_err());

    let records = capture.0.lock().map(|r| r.clone()).unwrap_or_default();
    let retry = records
        .iter()
        .find(|r| r.fields.get("attempt").map(String::as_str) == Some("1"))
        .expect("an event for attempt 1");
    assert_eq!(retry.level, Level::DEBUG);
    assert_eq!(retry.fields["tool"], "get_weather");
    assert_eq!(retry.fields["category"], "rate_limit");
    assert_eq!(retry.fields["action"], "backoff");
    assert_eq!(retry.fields["outcome"], "not_executed");
    assert_eq!(retry.fields["delay_ms"], "3000");
    assert_eq!(retry.span.as_deref(), Some("rescue:get_weather"));

    let second = records
        .iter()
        .find(|r| r.fields.get("attempt").map(String::as_str) == Some("2"))
        .expect("an event for attempt 2");
    assert_eq!(second.fields["category"], "permission");
    assert!(!second.fields.contains_key("delay_ms"));

    let last = records.last().expect("a final event");
    assert_eq!(last.level, Level::WARN);
    assert_eq!(last.fields["attempts"], "2");
    assert_eq!(last.fields["action"], "stop");
    assert_eq!(last.span.as_deref(), Some("rescue:get_weather"));
}
