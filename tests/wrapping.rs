//! A failure reads the same however it reaches the client: behind a server's wrapper
//! (`Error executing tool x: …`, `Error: …`), inside a JSON error field or a tool result's
//! content (its quotes escaped), or followed by a stack trace. Checked on every message of
//! the fixtures.

use mcp_rescue::{ToolInfo, allow_automatic_retry, rescue_error};
use serde::Deserialize;

#[derive(Deserialize)]
struct Case {
    message: String,
}

/// The ways servers and clients wrap a failure's own text.
fn wrappings(message: &str) -> [(&'static str, String); 6] {
    let quoted = serde_json::to_string(message).unwrap_or_default();
    [
        (
            "tool wrapper",
            format!("Error executing tool do_thing: {message}"),
        ),
        ("error prefix", format!("Error: {message}")),
        (
            "failure wrapper",
            format!("Failed to create issue: {message}"),
        ),
        ("JSON error field", format!("{{\"error\": {quoted}}}")),
        (
            "tool result content",
            format!("{{\"content\":[{{\"type\":\"text\",\"text\":{quoted}}}],\"isError\":true}}"),
        ),
        (
            "stack trace after",
            format!("{message}\n    at processTicksAndRejections (node:internal/process:95:5)"),
        ),
    ]
}

/// The messages of one fixture whose reading changes under a wrapping, as
/// `wrapping: message`. A reading is the category for a safe tool and whether an unsafe tool
/// is retried.
fn changed_by_wrapping(file: &str) -> (usize, Vec<String>) {
    let path = format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let safe = ToolInfo::new("safe").read_only(true).idempotent(true);
    let unsafe_tool = ToolInfo::new("unsafe").destructive(false);
    let reading = |text: &str| {
        (
            rescue_error(text, Some(&safe)).category,
            allow_automatic_retry(&rescue_error(text, Some(&unsafe_tool))),
        )
    };
    let mut cases = 0;
    let mut changed = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let case: Case = serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        cases += 1;
        let alone = reading(&case.message);
        for (name, wrapped) in wrappings(&case.message) {
            if reading(&wrapped) != alone {
                changed.push(format!("{name}: {:.120}", case.message));
            }
        }
    }
    (cases, changed)
}

#[test]
fn public_corpus_reads_the_same_however_wrapped() {
    let (_, changed) = changed_by_wrapping("mcp-errors.jsonl");
    assert!(changed.is_empty(), "{changed:#?}");
}

/// Across every fixture, a few messages still read otherwise once wrapped in JSON: a
/// status given only by a key of the outer object (`"http_status": 403` beside a body that
/// says otherwise), or a number that a wrapper turns into the start of a value. At most one
/// wrapped message in 500 may change.
#[test]
fn every_fixture_reads_the_same_however_wrapped_but_a_few() {
    let dir = format!("{}/tests/fixtures", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".jsonl"))
        .collect();
    files.sort();
    let (mut wrapped, mut changed) = (0, Vec::new());
    for file in &files {
        let (cases, mut more) = changed_by_wrapping(file);
        wrapped += cases * wrappings("").len();
        changed.append(&mut more);
    }
    assert!(files.len() > 90, "fixtures read: {}", files.len());
    assert!(
        changed.len() * 500 <= wrapped,
        "{} of {wrapped} wrapped messages read otherwise: {changed:#?}",
        changed.len()
    );
}
