//! Shared by the benches: where criterion writes its results, and reading them back for the
//! summary tables each bench prints after its run.

use std::path::PathBuf;
use std::time::SystemTime;

/// The directory criterion would choose, made explicit (given to criterion with
/// `output_directory`) so that the summary reads from the same place.
pub fn output_directory() -> PathBuf {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        PathBuf::from(home)
    } else if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        PathBuf::from(target).join("criterion")
    } else {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/criterion")
    }
}

/// One point estimate (`"mean"`, `"median"`) in ns that criterion measured for `group/bench`
/// in this run; results older than `since` are ignored, so a filtered run shows only what
/// it measured.
pub fn estimate_ns(group: &str, bench: &str, statistic: &str, since: SystemTime) -> Option<f64> {
    let path = output_directory()
        .join(group)
        .join(bench)
        .join("new/estimates.json");
    if std::fs::metadata(&path).ok()?.modified().ok()? < since {
        return None;
    }
    let text = std::fs::read_to_string(path).ok()?;
    let value: serde_json::Value = serde_json::from_str(&text).ok()?;
    value[statistic]["point_estimate"].as_f64()
}

/// Whether the summary should be printed: `cargo bench` passes `--bench`; a quick pass under
/// `cargo test --benches` does not.
pub fn benchmarking() -> bool {
    std::env::args().any(|a| a == "--bench")
}
