//! The proxy's configuration file (TOML): limits, per-tool overrides, trust in the server's
//! annotations, and extra classification rules. A bad file is rejected with its line.

use mcp_rescue::{Classifier, ErrorCategory, Outcome, RescueLayer, Rule, ToolInfo};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::time::Duration;
use toml::Spanned;

/// The whole file. Every section is optional.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Whether the server's tool annotations count (default true). When false, only the
    /// `[tools]` entries count; every other tool is treated as unsafe to repeat.
    #[serde(default = "yes")]
    pub trust_server_annotations: bool,
    #[serde(default)]
    pub limits: Limits,
    #[serde(default)]
    pub tools: BTreeMap<String, ToolOverride>,
    #[serde(default)]
    pub rules: Vec<RuleConfig>,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    #[serde(default = "Limits::attempts")]
    pub max_attempts: u32,
    #[serde(default = "Limits::elapsed")]
    pub max_elapsed_secs: f64,
    #[serde(default = "Limits::retry_after")]
    pub max_retry_after_secs: f64,
    #[serde(default = "Limits::attempt_timeout")]
    pub attempt_timeout_secs: f64,
}

impl Limits {
    fn attempts() -> u32 {
        3
    }
    fn elapsed() -> f64 {
        30.0
    }
    fn retry_after() -> f64 {
        60.0
    }
    fn attempt_timeout() -> f64 {
        30.0
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_attempts: Self::attempts(),
            max_elapsed_secs: Self::elapsed(),
            max_retry_after_secs: Self::retry_after(),
            attempt_timeout_secs: Self::attempt_timeout(),
        }
    }
}

/// What is known locally about one tool; it always wins over the server's annotations.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToolOverride {
    #[serde(default)]
    pub read_only: bool,
    #[serde(default)]
    pub idempotent: bool,
    pub destructive: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleConfig {
    pub phrase: Option<String>,
    pub regex: Option<Spanned<String>>,
    pub category: ErrorCategory,
    pub outcome: Option<Outcome>,
    pub tool: Option<String>,
}

impl Config {
    /// Reads and checks a configuration file.
    pub fn load(path: &std::path::Path) -> Result<Config, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
        Config::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Parses and checks configuration text.
    pub fn parse(text: &str) -> Result<Config, String> {
        let config: Config =
            toml::from_str(text).map_err(|e| e.to_string().trim_end().to_owned())?;
        for (name, limit) in [
            ("max_elapsed_secs", config.limits.max_elapsed_secs),
            ("max_retry_after_secs", config.limits.max_retry_after_secs),
            ("attempt_timeout_secs", config.limits.attempt_timeout_secs),
        ] {
            if !(limit.is_finite() && limit >= 0.0) {
                return Err(format!(
                    "[limits] {name} must be a number of seconds ≥ 0, not {limit}"
                ));
            }
        }
        config.classifier(text)?;
        Ok(config)
    }

    /// The user rules, in file order.
    pub fn classifier(&self, text: &str) -> Result<Classifier, String> {
        let mut classifier = Classifier::new();
        for (i, rule) in self.rules.iter().enumerate() {
            let built = match (&rule.phrase, &rule.regex) {
                (Some(phrase), None) => Rule::phrase(phrase, rule.category),
                (None, Some(regex)) => {
                    Rule::regex(regex.get_ref(), rule.category).map_err(|e| {
                        let line = text[..regex.span().start.min(text.len())]
                            .lines()
                            .count()
                            .max(1);
                        format!("line {line}: rule {}: invalid regex: {e}", i + 1)
                    })?
                }
                _ => {
                    return Err(format!(
                        "rule {} ([[rules]] number {}): give exactly one of `phrase` or `regex`",
                        i + 1,
                        i + 1
                    ));
                }
            };
            let built = match rule.outcome {
                Some(outcome) => built.outcome(outcome),
                None => built,
            };
            let built = match &rule.tool {
                Some(tool) => built.for_tool(tool.clone()),
                None => built,
            };
            classifier = classifier.with_rule(built);
        }
        Ok(classifier)
    }

    /// The local tool entries.
    pub fn overrides(&self) -> Vec<ToolInfo> {
        self.tools
            .iter()
            .map(|(name, t)| {
                let info = ToolInfo::new(name.clone())
                    .read_only(t.read_only)
                    .idempotent(t.idempotent);
                match t.destructive {
                    Some(destructive) => info.destructive(destructive),
                    None => info,
                }
            })
            .collect()
    }

    /// The rescue layer these settings describe (its registry is filled in later).
    pub fn layer(&self, classifier: Classifier) -> RescueLayer {
        RescueLayer::new(mcp_rescue::ToolRegistry::new())
            .max_attempts(self.limits.max_attempts)
            .max_elapsed(secs(self.limits.max_elapsed_secs))
            .max_retry_after(secs(self.limits.max_retry_after_secs))
            .classifier(classifier)
    }

    pub fn attempt_timeout(&self) -> Duration {
        secs(self.limits.attempt_timeout_secs)
    }
}

fn secs(s: f64) -> Duration {
    Duration::try_from_secs_f64(s).unwrap_or(Duration::from_secs(24 * 60 * 60))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_file_parses() {
        let config = Config::parse(
            r#"
trust_server_annotations = false

[limits]
max_attempts = 4
max_elapsed_secs = 10
attempt_timeout_secs = 2.5

[tools.send_email]
idempotent = false
destructive = false

[[rules]]
phrase = "seat map is locked"
category = "business_rule"
tool = "book_seat"
"#,
        )
        .expect("valid");
        assert!(!config.trust_server_annotations);
        assert_eq!(config.limits.max_attempts, 4);
        assert_eq!(config.attempt_timeout(), Duration::from_millis(2500));
        assert_eq!(config.overrides().len(), 1);
        assert!(!config.overrides()[0].safe_to_repeat());
    }

    #[test]
    fn errors_name_the_line() {
        let err = Config::parse("[limits]\nmax_attempts = \"three\"\n").unwrap_err();
        assert!(err.contains("line 2"), "{err}");
        let err =
            Config::parse("\n\n[[rules]]\nphrase = \"x\"\ncategory = \"rate_limt\"\n").unwrap_err();
        assert!(err.contains("line 5"), "{err}");
        let err = Config::parse("[[rules]]\nregex = \"(unclosed\"\ncategory = \"unknown\"\n")
            .unwrap_err();
        assert!(err.contains("line 2") && err.contains("regex"), "{err}");
        let err = Config::parse("[limts]\n").unwrap_err();
        assert!(err.contains("line 1"), "{err}");
        let err = Config::parse("[limits]\nmax_elapsed_secs = -1\n").unwrap_err();
        assert!(err.contains("max_elapsed_secs"), "{err}");
    }
}
