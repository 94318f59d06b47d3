//! User rules: domain knowledge as data, tried before the built-in evidence.

use super::{Classification, phrases};
use crate::{ErrorCategory, Failure, Outcome};
use regex::Regex;
use std::borrow::Cow;

#[derive(Debug, Clone)]
enum Pattern {
    /// Normalized like the text (lowercase, `_`/`-` as spaces), matched on word boundaries.
    Phrase(String),
    Regex(Regex),
}

/// A user rule: a phrase or a regular expression that decides the category (and,
/// optionally, the outcome), for every tool or for one.
///
/// ```
/// use mcp_rescue::{Classifier, ErrorCategory, Failure, Outcome, Rule};
///
/// let rule = Rule::regex(r"(?i)slot \d+ is taken", ErrorCategory::BusinessRule)
///     .unwrap()
///     .outcome(Outcome::NotExecuted);
/// let c = Classifier::new().with_rule(rule).classify(&Failure::from("Slot 12 is taken"), None);
/// assert_eq!(c.category, ErrorCategory::BusinessRule);
/// assert_eq!(c.confidence, 1.0);
///
/// assert!(Rule::regex("(unclosed", ErrorCategory::Unknown).is_err());
/// ```
#[derive(Debug, Clone)]
pub struct Rule {
    pattern: Pattern,
    category: ErrorCategory,
    outcome: Option<Outcome>,
    tool: Option<String>,
}

impl Rule {
    /// A rule matching `phrase` case-insensitively on word boundaries (`_` and `-` count as
    /// spaces, as in the built-in phrases).
    pub fn phrase(phrase: &str, category: ErrorCategory) -> Rule {
        let mut normalized = Vec::new();
        phrases::normalize(phrase, &mut normalized);
        Rule {
            pattern: Pattern::Phrase(String::from_utf8_lossy(&normalized).into_owned()),
            category,
            outcome: None,
            tool: None,
        }
    }

    /// A rule matching a regular expression against the failure's text as it is.
    pub fn regex(pattern: &str, category: ErrorCategory) -> Result<Rule, regex::Error> {
        Ok(Rule {
            pattern: Pattern::Regex(Regex::new(pattern)?),
            category,
            outcome: None,
            tool: None,
        })
    }

    /// States the outcome when the rule matches. Without it, a rule for the network, upstream
    /// or unknown category gives Unknown (may have run), any other category NotExecuted.
    pub fn outcome(mut self, outcome: Outcome) -> Rule {
        self.outcome = Some(outcome);
        self
    }

    /// Limits the rule to the tool named `tool`.
    pub fn for_tool(mut self, tool: impl Into<String>) -> Rule {
        self.tool = Some(tool.into());
        self
    }

    pub(super) fn apply(
        &self,
        failure: &Failure,
        normalized: &[u8],
        tool: Option<&str>,
    ) -> Option<Classification> {
        if self.tool.as_deref().is_some_and(|t| Some(t) != tool) {
            return None;
        }
        let matched = match &self.pattern {
            Pattern::Phrase(phrase) => contains_words(normalized, phrase.as_bytes()),
            Pattern::Regex(regex) => regex.is_match(failure.text()),
        };
        if !matched {
            return None;
        }
        use ErrorCategory::*;
        let outcome = self.outcome.unwrap_or(match self.category {
            TransientNetwork | UpstreamUnavailable | Unknown => Outcome::Unknown,
            RateLimit | InvalidArgument | Authentication | Permission | NotFound | BusinessRule => {
                Outcome::NotExecuted
            }
        });
        Some(Classification {
            category: self.category,
            outcome,
            confidence: 1.0,
            retry_after: failure.retry_after(),
            missing_tool: false,
            rule: Cow::Owned(match &self.pattern {
                Pattern::Phrase(p) => format!("user phrase {p:?}"),
                Pattern::Regex(r) => format!("user regex {:?}", r.as_str()),
            }),
        })
    }
}

fn contains_words(text: &[u8], phrase: &[u8]) -> bool {
    if phrase.is_empty() {
        return false;
    }
    memchr::memmem::find_iter(text, phrase).any(|start| {
        let end = start + phrase.len();
        (start == 0 || !text[start - 1].is_ascii_alphanumeric())
            && text.get(end).is_none_or(|b| !b.is_ascii_alphanumeric())
    })
}
