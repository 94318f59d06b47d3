//! Cost of classifying a failure from its text: `Failure::from(text)` (reading statuses,
//! codes, JSON and Retry-After hints) and `Classifier::classify` together, as the layer does
//! for every failed attempt.
//!
//! - every message of the public corpus fixture (`tests/fixtures/mcp-errors.jsonl`), in one
//!   pass and per labelled category, and of the wider fixtures (`extra-errors.jsonl`);
//! - synthetic messages of 100 B, 1 KiB, 8 KiB, 64 KiB and 1 MiB, to show how cost grows
//!   with length (text past `Failure::MAX_TEXT`, 8 KiB, is not read).
//!
//! Run: `cargo bench --bench classify -- --measurement-time 3`

mod common;

use criterion::{Criterion, Throughput};
use mcp_rescue::{Classifier, Failure};
use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::SystemTime;

struct Message {
    text: String,
    category: String,
}

fn fixture(file: &str) -> Vec<Message> {
    let path = format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let case: serde_json::Value =
                serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            Message {
                text: case["message"].as_str().unwrap_or_default().to_owned(),
                category: case["category"].as_str().unwrap_or_default().to_owned(),
            }
        })
        .collect()
}

/// The corpus grouped by labelled category, in name order.
fn by_category(messages: &[Message]) -> BTreeMap<&str, Vec<&str>> {
    let mut groups: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for m in messages {
        groups.entry(&m.category).or_default().push(&m.text);
    }
    groups
}

/// A failure report of exactly `len` bytes: a status line, then a long stack trace of the
/// kind proxies and runtimes attach (no further recovery words in it).
fn synthetic(len: usize) -> String {
    let mut text = String::from("Error: request to upstream failed with 503 Service Unavailable\n");
    let mut rng = fastrand::Rng::with_seed(5);
    while text.len() < len {
        let line = format!(
            "    at {}{} (/srv/app/node_modules/pkg-{}/lib/module-{}.js:{}:{})\n",
            ["handle", "dispatch", "process", "resolve", "invoke"][rng.usize(..5)],
            ["Request", "Tool", "Message", "Chunk", "Frame"][rng.usize(..5)],
            rng.u32(..400),
            rng.u32(..90),
            rng.u32(1..2_000),
            rng.u32(1..80),
        );
        text.push_str(&line);
    }
    text.truncate(len);
    text
}

const LENGTHS: [(&str, usize); 5] = [
    ("100B", 100),
    ("1KiB", 1 << 10),
    ("8KiB", 8 << 10),
    ("64KiB", 64 << 10),
    ("1MiB", 1 << 20),
];

fn classify_all(classifier: &Classifier, messages: &[&str]) {
    for text in messages {
        black_box(classifier.classify(&Failure::from(black_box(*text)), None));
    }
}

fn benches(c: &mut Criterion, corpus: &[Message], extra: &[Message]) {
    let classifier = Classifier::new();

    let mut group = c.benchmark_group("classify_corpus");
    let all: Vec<&str> = corpus.iter().map(|m| m.text.as_str()).collect();
    group.throughput(Throughput::Elements(all.len() as u64));
    group.bench_function("all", |b| b.iter(|| classify_all(&classifier, &all)));
    let wider: Vec<&str> = extra.iter().map(|m| m.text.as_str()).collect();
    group.throughput(Throughput::Elements(wider.len() as u64));
    group.bench_function("extra_all", |b| {
        b.iter(|| classify_all(&classifier, &wider))
    });
    for (category, messages) in by_category(corpus) {
        group.throughput(Throughput::Elements(messages.len() as u64));
        group.bench_function(category, |b| {
            b.iter(|| classify_all(&classifier, &messages))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("classify_length");
    for (name, len) in LENGTHS {
        let text = synthetic(len);
        group.throughput(Throughput::Bytes(len as u64));
        group.bench_function(name, |b| {
            b.iter(|| classify_all(&classifier, &[text.as_str()]))
        });
    }
    group.finish();
}

fn summary(corpus: &[Message], extra: &[Message], since: SystemTime) {
    // A batch's time over its messages; criterion's mean and its median of the batch times
    // (the median shrugs off what else the machine was doing).
    let per_message = |bench: &str, n: usize| {
        let [mean, median] = ["mean", "median"].map(|statistic| {
            common::estimate_ns("classify_corpus", bench, statistic, since)
                .map_or("—".to_owned(), |t| format!("{:.0}", t / n as f64))
        });
        format!("{mean} | {median}")
    };
    println!();
    println!("Classification from text, ns per message (a batch's time over its messages):");
    println!();
    println!("| messages | count | mean length (B) | criterion mean | criterion median |");
    println!("|---|---:|---:|---:|---:|");
    let mean_len = |m: &[Message]| m.iter().map(|m| m.text.len()).sum::<usize>() / m.len().max(1);
    println!(
        "| public corpus, all | {} | {} | {} |",
        corpus.len(),
        mean_len(corpus),
        per_message("all", corpus.len())
    );
    println!(
        "| wider fixtures, all | {} | {} | {} |",
        extra.len(),
        mean_len(extra),
        per_message("extra_all", extra.len())
    );
    for (category, messages) in by_category(corpus) {
        let len = messages.iter().map(|m| m.len()).sum::<usize>() / messages.len();
        println!(
            "| corpus: {category} | {} | {len} | {} |",
            messages.len(),
            per_message(category, messages.len())
        );
    }
    println!();
    println!("Synthetic messages (text past 8 KiB is not read):");
    println!();
    println!("| length | mean ns per message | ns per KiB of input | × the 100 B cost |");
    println!("|---|---:|---:|---:|");
    let base = common::estimate_ns("classify_length", LENGTHS[0].0, "mean", since);
    for (name, len) in LENGTHS {
        let Some(ns) = common::estimate_ns("classify_length", name, "mean", since) else {
            continue;
        };
        let times = base.map_or("—".to_owned(), |b| format!("{:.1}", ns / b));
        println!(
            "| {name} | {ns:.0} | {:.1} | {times} |",
            ns / (len as f64 / 1024.0)
        );
    }
}

fn main() {
    let started = SystemTime::now();
    let corpus = fixture("mcp-errors.jsonl");
    let extra = fixture("extra-errors.jsonl");
    let mut criterion = Criterion::default()
        .output_directory(&common::output_directory())
        .configure_from_args();
    benches(&mut criterion, &corpus, &extra);
    criterion.final_summary();
    if common::benchmarking() {
        summary(&corpus, &extra, started);
    }
}
