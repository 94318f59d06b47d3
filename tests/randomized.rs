//! A long randomized classification run: at least a million generated inputs mixing corpus
//! fragments, JSON, wrapped codes and random bytes. Ignored by default; `.ci/run` runs it.
//! `MCP_RESCUE_RANDOM_INPUTS` sets the count (default 1,000,000) and
//! `MCP_RESCUE_RANDOM_SEED` the seed.

use mcp_rescue::{Classifier, Failure, Policy, ToolInfo, rescue_with};
use std::time::Duration;

fn corpus() -> Vec<String> {
    let mut messages = Vec::new();
    for file in ["mcp-errors.jsonl", "extra-errors.jsonl"] {
        let path = format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for line in text.lines() {
            let value = serde_json::from_str::<serde_json::Value>(line).unwrap_or_default();
            if let Some(m) = value["message"].as_str() {
                messages.push(m.to_owned());
            }
        }
    }
    messages
}

const PIECES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    "\"",
    "'",
    ":",
    "=",
    ",",
    " ",
    "\n",
    "\u{1b}[31m",
    "-32",
    "-32001",
    "-32602",
    "429",
    "404 Not Found",
    "status",
    "code",
    "retry after ",
    "Retry-After: ",
    "1e308",
    "17m32s",
    "99999999999999999999",
    "NaN",
    "-5",
    "ms",
    "é",
    "漢",
    "😀",
    "\u{202e}",
    "\0",
    "rate_limit",
    "ECONNREFUSED",
    "timeout",
    "tool",
    "not found",
    "Unknown tool: ",
];

fn generate(rng: &mut fastrand::Rng, corpus: &[String]) -> String {
    let mut out = String::new();
    for _ in 0..rng.usize(1..6) {
        match rng.u8(0..4) {
            0 if !corpus.is_empty() => {
                let m = &corpus[rng.usize(0..corpus.len())];
                let mut a = rng.usize(0..=m.len());
                let mut b = rng.usize(a..=m.len());
                while !m.is_char_boundary(a) {
                    a -= 1;
                }
                while !m.is_char_boundary(b) {
                    b -= 1;
                }
                out.push_str(&m[a.min(b)..b]);
            }
            1 => {
                for _ in 0..rng.usize(1..12) {
                    out.push_str(PIECES[rng.usize(0..PIECES.len())]);
                }
            }
            2 => {
                let bytes: Vec<u8> = (0..rng.usize(0..64)).map(|_| rng.u8(..)).collect();
                out.push_str(&String::from_utf8_lossy(&bytes));
            }
            _ => {
                let depth = rng.usize(0..40);
                out.push_str(&"{\"error\":".repeat(depth));
                out.push_str(&format!(
                    "{{\"code\":{},\"status\":{},\"retry_after\":{}}}",
                    rng.i64(..),
                    rng.i32(-1..700),
                    rng.f64() * 1e6
                ));
                out.push_str(&"}".repeat(rng.usize(0..=depth)));
            }
        }
    }
    out
}

#[test]
#[ignore = "long: a million inputs; run by .ci/run"]
fn a_million_random_inputs_classify_without_panic() {
    let count: usize = std::env::var("MCP_RESCUE_RANDOM_INPUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000);
    let seed: u64 = std::env::var("MCP_RESCUE_RANDOM_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed);
    let corpus = corpus();
    let classifier = Classifier::new();
    let policy = Policy::default();
    let tool = ToolInfo::new("send_email");
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut by_category = std::collections::BTreeMap::new();
    for _ in 0..count {
        let text = generate(&mut rng, &corpus);
        let failure = Failure::from(text.as_str());
        let r = rescue_with(&failure, Some(&tool), &classifier, &policy);
        assert!((0.0..=1.0).contains(&r.confidence), "{text:?}");
        assert!(
            r.retry_after
                .is_none_or(|d| d <= Duration::from_secs(86_400)),
            "{text:?}"
        );
        assert!(r.message.len() <= Failure::MAX_TEXT, "{text:?}");
        *by_category.entry(r.category.as_str()).or_insert(0usize) += 1;
    }
    eprintln!("{count} inputs (seed {seed:#x}): {by_category:?}");
}
