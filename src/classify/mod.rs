//! Stage 2: from a [`Failure`] to a [`Classification`].
//!
//! Evidence first, words last: user [`Rule`]s, then typed facts ([`Signal`]), the innermost
//! JSON-RPC code, the HTTP status or SMTP reply, symbolic codes from structured fields, and
//! finally phrases on word boundaries in one pass; a bare Retry-After hint is the last
//! resort. The strongest evidence decides the category; the outcome is "not executed" only
//! when the deciding evidence says so and nothing says the call may have run.

mod phrases;
mod rule;

pub use rule::Rule;

use crate::failure::{Failure, Signal, SmtpReply};
use crate::{ErrorCategory, Outcome};
use phrases::{Hint, PHRASES, Phrase};
use serde::Serialize;
use std::borrow::Cow;
use std::time::Duration;

/// What kind of failure, whether the call can have run, and how sure the classifier is.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Classification {
    /// The kind of failure.
    pub category: ErrorCategory,
    /// Whether the failed call can have had its effect.
    pub outcome: Outcome,
    /// How strong the deciding evidence was: 1.0 for typed facts and user rules, lower for
    /// statuses and codes, lower still for phrases; 0.0 when nothing matched.
    pub confidence: f64,
    /// How long the server asked the caller to wait, if it said.
    #[serde(serialize_with = "crate::rescue::serialize_secs")]
    pub retry_after: Option<Duration>,
    /// The thing that was not found is the tool itself (refresh the tool list, replan).
    pub missing_tool: bool,
    /// The evidence that decided, for logs (`"http_status 429"`, `"phrase \"rate limit\""`).
    pub rule: Cow<'static, str>,
}

/// Turns a failure into a classification. Implemented by [`Classifier`]; implement it to
/// replace classification in the layer.
pub trait Classify: Send + Sync + 'static {
    /// Classifies `failure`, raised by the tool named `tool` when known.
    fn classify(&self, failure: &Failure, tool: Option<&str>) -> Classification;
}

/// The default classifier: user rules first, then the built-in evidence.
///
/// ```
/// use mcp_rescue::{Classifier, ErrorCategory, Failure, Outcome, Rule};
///
/// let classifier = Classifier::new();
/// let c = classifier.classify(&Failure::from("read ECONNRESET"), None);
/// assert_eq!(c.category, ErrorCategory::TransientNetwork);
/// assert_eq!(c.outcome, Outcome::Unknown);
///
/// // A domain rule is data: a phrase (or a regex) and a category, optionally for one tool.
/// let classifier = Classifier::new()
///     .with_rule(Rule::phrase("seat map is locked", ErrorCategory::BusinessRule).for_tool("book_seat"));
/// let c = classifier.classify(&Failure::from("Seat map is locked"), Some("book_seat"));
/// assert_eq!(c.category, ErrorCategory::BusinessRule);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Classifier {
    rules: Vec<Rule>,
}

impl Classifier {
    /// The built-in classifier, with no user rules.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a user rule. Rules are tried in the order added, before any built-in evidence;
    /// the first that matches decides.
    pub fn with_rule(mut self, rule: Rule) -> Self {
        self.rules.push(rule);
        self
    }

    /// Classifies `failure`, raised by the tool named `tool` when known.
    pub fn classify(&self, failure: &Failure, tool: Option<&str>) -> Classification {
        let mut normalized = Vec::new();
        phrases::normalize(failure.text(), &mut normalized);
        for rule in &self.rules {
            if let Some(c) = rule.apply(failure, &normalized, tool) {
                return c;
            }
        }
        built_in(failure, &normalized)
    }
}

impl Classify for Classifier {
    fn classify(&self, failure: &Failure, tool: Option<&str>) -> Classification {
        Classifier::classify(self, failure, tool)
    }
}

/// One piece of evidence for a category.
#[derive(Clone, Copy)]
struct Vote {
    category: ErrorCategory,
    weight: u16,
    /// Position in the text (earlier wins a tie); typed evidence comes first.
    at: usize,
    outcome: Option<Outcome>,
    confidence: f64,
    missing_tool: bool,
    rule: Evidence,
}

/// What a vote stands on; named (and formatted) only for the winner.
#[derive(Clone, Copy)]
enum Evidence {
    Signal(Signal),
    JsonRpc(i32),
    Status(u16),
    Smtp(SmtpReply),
    Phrase(&'static str),
    RetryAfter,
}

impl Evidence {
    fn name(self) -> Cow<'static, str> {
        match self {
            Evidence::Signal(signal) => Cow::Owned(format!("signal {signal:?}")),
            Evidence::JsonRpc(code) => Cow::Owned(format!("jsonrpc_code {code}")),
            Evidence::Status(status) => Cow::Owned(format!("http_status {status}")),
            Evidence::Smtp(r) => Cow::Owned(format!(
                "smtp {} {}.{}.{}",
                r.code,
                r.code / 100,
                r.subject,
                r.detail
            )),
            Evidence::Phrase(phrase) => Cow::Borrowed(phrase),
            Evidence::RetryAfter => Cow::Borrowed("retry_after"),
        }
    }
}

impl Vote {
    fn typed(
        category: ErrorCategory,
        weight: u16,
        outcome: Option<Outcome>,
        confidence: f64,
        rule: Evidence,
    ) -> Vote {
        Vote {
            category,
            weight,
            at: 0,
            outcome,
            confidence,
            missing_tool: false,
            rule,
        }
    }

    fn beats(&self, other: &Vote) -> bool {
        outranks(self.weight, self.at, other)
    }
}

fn signal_vote(signal: Signal) -> Vote {
    use ErrorCategory::*;
    let (category, outcome) = match signal {
        Signal::Timeout | Signal::Reset | Signal::Closed => (TransientNetwork, Outcome::Unknown),
        Signal::Refused | Signal::Unreachable | Signal::NotConnected => {
            (TransientNetwork, Outcome::NotExecuted)
        }
        Signal::Cancelled => (Unknown, Outcome::Unknown),
        Signal::PermissionDenied => (Permission, Outcome::NotExecuted),
        Signal::NotFound => (NotFound, Outcome::NotExecuted),
        Signal::InvalidInput => (InvalidArgument, Outcome::NotExecuted),
    };
    Vote::typed(category, 100, Some(outcome), 1.0, Evidence::Signal(signal))
}

fn jsonrpc_vote(code: i32) -> Option<Vote> {
    use ErrorCategory::*;
    // -32602 (invalid params) is also what servers send for an unknown tool, so it is weak:
    // a phrase naming the missing tool outweighs it. -32603 and -32000 say nothing.
    let (category, weight, outcome, missing_tool) = match code {
        // A request timeout in the SDKs, but in the range left to implementations: servers
        // send it for lost sessions and bad keys too, so what the message says outweighs it.
        -32001 => (TransientNetwork, 48, Some(Outcome::Unknown), false),
        // The MCP specification's "resource not found", in the same range: gateways send it
        // for other failures (`Server disconnected`), so the message outweighs it too.
        -32002 => (NotFound, 48, None, false),
        -32601 => (NotFound, 90, None, true),
        -32042 => (Authentication, 90, None, false),
        -32602 | -32600 | -32700 => (InvalidArgument, 40, None, false),
        _ => return None,
    };
    let mut vote = Vote::typed(category, weight, outcome, 0.95, Evidence::JsonRpc(code));
    vote.missing_tool = missing_tool;
    Some(vote)
}

fn status_vote(status: u16) -> Option<Vote> {
    use ErrorCategory::*;
    let (category, weight, outcome) = match status {
        429 => (RateLimit, 75, None),
        401 => (Authentication, 75, None),
        403 => (Permission, 75, None),
        404 | 410 => (NotFound, 75, None),
        402 | 409 => (BusinessRule, 70, None),
        // Locked (WebDAV): the resource is held by someone else's edit.
        423 => (BusinessRule, 60, None),
        // Failed Dependency: what the call needed failed first.
        424 => (UpstreamUnavailable, 60, None),
        412 => (BusinessRule, 55, None),
        // The request itself is too large: no wait helps, a smaller one may. Outweighs any
        // word or code, since a per-minute allowance smaller than one request comes with
        // rate-limit codes (`rate_limit_exceeded`) that waiting never satisfies.
        413 => (InvalidArgument, 99, None),
        // 405 outweighs its own reason phrase ("not allowed" reads as a permission).
        405 => (InvalidArgument, 50, None),
        400 | 415 | 422 => (InvalidArgument, 35, None),
        408 => (TransientNetwork, 65, Some(Outcome::Unknown)),
        503 | 529 => (UpstreamUnavailable, 70, Some(Outcome::NotExecuted)),
        502 | 504 | 520..=524 | 530 => (UpstreamUnavailable, 70, Some(Outcome::Unknown)),
        // The server failed while handling the call, which may have run: retried by the
        // AWS SDKs and most HTTP clients, so only for tools safe to repeat here. Weak, so
        // that what the message says outweighs it.
        500 => (UpstreamUnavailable, 45, Some(Outcome::Unknown)),
        _ => return None,
    };
    Some(Vote::typed(
        category,
        weight,
        outcome,
        0.9,
        Evidence::Status(status),
    ))
}

/// What an SMTP reply says, by its enhanced code (RFC 3463: class.subject.detail) and, for
/// authentication, its reply code. The mail was refused either way, so it was not sent.
fn smtp_vote(reply: SmtpReply) -> Option<Vote> {
    use ErrorCategory::*;
    let temporary = reply.is_temporary();
    let category = match (reply.code, reply.subject, reply.detail) {
        // 530 authentication required, 534/535 credentials refused; X.7.8 and X.7.9 say
        // the same, X.7.14 asks for a login in a browser.
        (530 | 534 | 535, ..) | (_, 7, 8 | 9 | 14) => Authentication,
        // The recipient's mailbox: full, or (temporarily) taking no more mail for now.
        (_, 2, 2) => BusinessRule,
        (_, 2, 1) if temporary => RateLimit,
        (_, 2, 1) => BusinessRule,
        (_, 2, 3) | (_, 3, 4) => InvalidArgument,
        // Addresses: no such mailbox or domain, or one that is not an address at all.
        (_, 1, 1 | 2 | 6) => NotFound,
        (_, 1, _) => InvalidArgument,
        // Routing: congestion (which Gmail also sends for its sending quota), a host that
        // does not answer, an address that leads nowhere.
        (_, 4, 5) => RateLimit,
        (_, 4, _) if temporary => TransientNetwork,
        (_, 4, 1 | 4) => NotFound,
        (_, 4, _) => UpstreamUnavailable,
        (_, 5 | 6, _) => InvalidArgument,
        // Policy: deferred for now (greylisting, sending too fast), or refused.
        (_, 7, _) if temporary => RateLimit,
        (_, 7, _) => Permission,
        _ if temporary => UpstreamUnavailable,
        _ => return None,
    };
    // Above an HTTP status (75): the enhanced code names the failed part exactly.
    Some(Vote::typed(
        category,
        85,
        Some(Outcome::NotExecuted),
        0.9,
        Evidence::Smtp(reply),
    ))
}

/// Evidence gathered from phrases.
#[derive(Default)]
struct PhraseScan {
    best: Option<Vote>,
    /// A "may have run" phrase stands in the text. (Matches do not overlap and the longest
    /// wins, so `connect ETIMEDOUT` never also reports the `ETIMEDOUT` inside it.)
    may_have_run: bool,
    quota: bool,
    billing: bool,
    /// The server says the call may have taken effect.
    said_may_have_run: bool,
    /// The text holds a `{`, so phrases may stand inside keys of an object.
    may_hold_keys: bool,
    /// Where a list of guesses begins ("Possible causes: …"): what follows is not evidence.
    guesses_from: Option<usize>,
}

impl PhraseScan {
    fn scan(&mut self, text: &[u8], bonus: u16, offset: usize) {
        self.may_hold_keys = memchr::memchr(b'{', text).is_some();
        self.guesses_from = None;
        let Some(matcher) = phrases::BUILT_IN.as_ref() else {
            return;
        };
        matcher.for_each(text, |id, start| {
            self.take(&PHRASES[id], text, start, bonus, offset);
        });
        if bonus == 0
            && phrases::may_hold_wide(text)
            && let Some(wide) = phrases::WIDE.as_ref()
        {
            for m in wide.find_iter(&*phrases::lowercase_wide(text)) {
                self.take(
                    &phrases::WIDE_PHRASES[m.pattern()],
                    text,
                    m.start(),
                    0,
                    offset,
                );
            }
        }
    }

    /// Counts one phrase found at `start`.
    fn take(&mut self, phrase: &Phrase, text: &[u8], start: usize, bonus: u16, offset: usize) {
        // A server that lists what might have gone wrong ("Common causes: missing token
        // permission, invalid id") names guesses, not what happened. (Matches come in
        // order, so the list's opening words are met before what follows them.)
        if phrase.hint == Hint::Guesses {
            self.guesses_from.get_or_insert(start);
            return;
        }
        if self.guesses_from.is_some_and(|from| start > from) {
            return;
        }
        // A key of a JSON body names a field, not what happened: `"rate_limit_remaining":
        // null` beside `"error": "timed out"` is no rate limit.
        // (Checked only for a phrase that could count: one that sets a flag, or whose vote
        // could beat the best so far.)
        if bonus == 0
            && self.may_hold_keys
            && (!matches!(phrase.hint, Hint::None | Hint::NotExecuted | Hint::Found)
                || self
                    .best
                    .as_ref()
                    .is_none_or(|best| outranks(u16::from(phrase.weight), offset + start, best)))
            && in_key(text, start)
        {
            return;
        }
        let Some(category) = category_here(phrase, text, start, bonus) else {
            return;
        };
        match phrase.hint {
            Hint::Billing => {
                self.billing = true;
                if phrase.weight == 0 {
                    return;
                }
            }
            Hint::Quota => self.quota = true,
            Hint::Ran | Hint::Closed | Hint::Within => self.may_have_run = true,
            Hint::Said => {
                self.may_have_run = true;
                self.said_may_have_run = true;
            }
            Hint::None
            | Hint::NotExecuted
            | Hint::MissingTool
            | Hint::ToolOr
            | Hint::Credential
            | Hint::Guesses
            | Hint::Found
            | Hint::Choices
            | Hint::Before
            | Hint::Unrecognized
            | Hint::Asks
            | Hint::Session
            | Hint::TooMany => {}
        }
        let tool_missing = matches!(phrase.hint, Hint::MissingTool | Hint::ToolOr)
            && category == ErrorCategory::NotFound;
        let vote = Vote {
            category,
            weight: if phrase.hint == Hint::Credential
                && bonus == 0
                && named_bad(text, start, phrase.text.len())
            {
                CREDENTIAL_NAMED_BAD
            } else {
                u16::from(phrase.weight) + bonus
            },
            at: offset + start,
            outcome: match phrase.hint {
                Hint::NotExecuted
                | Hint::Credential
                | Hint::Unrecognized
                | Hint::Asks
                | Hint::Session
                | Hint::TooMany => Some(Outcome::NotExecuted),
                Hint::Ran | Hint::Said | Hint::Closed | Hint::Within => Some(Outcome::Unknown),
                _ => None,
            },
            confidence: if bonus > 0 {
                0.85
            } else {
                f64::from(80 + u16::from(phrase.weight)) / 200.0
            },
            missing_tool: tool_missing,
            rule: Evidence::Phrase(phrase.text),
        };
        if self.best.as_ref().is_none_or(|best| vote.beats(best)) {
            self.best = Some(vote);
        }
    }
}

/// What a phrase says where it stands: the category it votes for, or None where the words
/// around it do not let it speak. Some phrases speak only in some words around them, and a
/// symbol (bonus > 0) has none:
/// - "found", "exists", "matching", "named", "connected": a "no" one to three words before
///   (`no product found`, `No React Native app connected`, `aucune entreprise trouvée`), or
///   a "multiple", which makes the name given ambiguous, a bad argument ([`counted`]);
/// - "valid", "supported", "available": heading a list of choices ([`lists_choices`]);
/// - "first": ending its clause (`Call start_session first.`);
/// - "closed": "connection", "socket" or "stream" a few words before;
/// - "did not complete within", "exceeded": a time after ([`names_time`]);
/// - "unknown": a value named after it, a record not found when the words name one
///   ([`unrecognized`]);
/// - "provide", "specify", "pass": opening a sentence, after a "please" at most;
/// - "calls", "requests", "attempts": "too many" one or two words before.
///
/// Others name another kind in some words around them: a tool missing (`Tool "x" is not
/// available`), the transport's own session.
fn category_here(phrase: &Phrase, text: &[u8], start: usize, bonus: u16) -> Option<ErrorCategory> {
    use ErrorCategory::*;
    let before = &text[..start];
    let after = text.get(start + phrase.text.len()..).unwrap_or_default();
    let speaks = |here: bool| here.then_some(phrase.category);
    match phrase.hint {
        Hint::Found
        | Hint::Choices
        | Hint::Before
        | Hint::Closed
        | Hint::Within
        | Hint::Unrecognized
        | Hint::Asks
        | Hint::TooMany
            if bonus > 0 =>
        {
            None
        }
        Hint::Found => counted(before).map(|counted| match counted {
            Counted::None => phrase.category,
            Counted::Many => InvalidArgument,
        }),
        Hint::Choices => speaks(lists_choices(text, start, phrase.text.len())),
        Hint::Before => speaks(
            after
                .first()
                .is_none_or(|b| matches!(b, b'.' | b';' | b'!' | b',')),
        ),
        Hint::Closed => speaks(
            words_before(before)
                .take(4)
                .any(|w| matches!(w, b"connection" | b"socket" | b"stream")),
        ),
        Hint::Within => speaks(names_time(after)),
        Hint::Unrecognized => unrecognized(after).map(|named| match named {
            Named::Choice => phrase.category,
            Named::Record => NotFound,
        }),
        Hint::Asks => speaks(words_before(before).all(|w| w == b"please")),
        Hint::TooMany => {
            // Nearest first: the words between, then "many", then "too".
            let mut previous: &[u8] = b"";
            speaks(words_before(before).skip(1).take(3).any(|w| {
                let found = previous == b"many" && w == b"too";
                previous = w;
                found
            }))
        }
        Hint::MissingTool => Some(NotFound),
        Hint::ToolOr if bonus == 0 && names_missing_tool(text, start) => Some(NotFound),
        Hint::Session if names_transport(text) => Some(TransientNetwork),
        _ => Some(phrase.category),
    }
}

/// A NotFound phrase that ends a clause about a tool: the word "tool" stands among the few
/// words before the phrase, with no clause break between (`Tool get_weathr not found`,
/// `MCP error -32602: The tool 'getWeather' was not found`). Clauses break at punctuation
/// that ends a word, so `Tool call failed: file x not found` is about the file.
/// Normalization has already split the tool's name at `_`, `-` and capitals, so the name
/// may be several words.
fn names_missing_tool(normalized: &[u8], at: usize) -> bool {
    // "tool", a name of a few parts, a verb: farther back, the words are about something else.
    const WINDOW_WORDS: usize = 6;
    const CLAUSE_ENDS: [char; 6] = [':', ';', ',', '.', '!', '?'];
    // Read as text so that any Unicode space separates words (a no-break space pasted
    // between "tool" and the name); normalization keeps valid UTF-8 valid, so this borrows.
    let before = String::from_utf8_lossy(normalized.get(..at).unwrap_or_default());
    before
        .split_whitespace()
        .rev()
        .take(WINDOW_WORDS)
        .take_while(|word| !word.ends_with(CLAUSE_ENDS))
        .any(|word| word.trim_matches(['\'', '"', '`']) == "tool")
}

/// Whether a vote of `weight` at `at` beats `other`: the heavier, then the earlier.
fn outranks(weight: u16, at: usize, other: &Vote) -> bool {
    (weight, std::cmp::Reverse(at)) > (other.weight, std::cmp::Reverse(other.at))
}

/// Whether the text names the MCP transport, so that a session not found is its session: a
/// JSON-RPC body, Streamable HTTP, the endpoint a request was posted to, a `tools/call`.
fn names_transport(normalized: &[u8]) -> bool {
    const MARKS: [&[u8]; 5] = [
        b"jsonrpc",
        b"streamable http",
        b"endpoint",
        b"tools/call",
        b"mcp transport",
    ];
    MARKS
        .iter()
        .any(|mark| memchr::memmem::find(normalized, mark).is_some())
}

/// Whether `at` falls inside a key of a JSON object or a Python dict: a quoted token opened
/// after `{` or `,` and closed before `:` (escaped quotes too, for JSON inside a string).
fn in_key(text: &[u8], at: usize) -> bool {
    // Keys are short; a quote farther away belongs to something else.
    const REACH: usize = 64;
    let structural = |b: &u8| matches!(b, b'"' | b'\'' | b':' | b'{' | b'}' | b',' | b'[' | b']');
    let from = at.saturating_sub(REACH);
    // The nearest quote before, with nothing that ends a key between.
    let Some(open) = memchr::memrchr2(b'"', b'\'', &text[from..at]).map(|i| from + i) else {
        return false;
    };
    if text[open + 1..at].iter().any(structural) {
        return false;
    }
    let quote = text[open];
    let opens_key = matches!(last_structural(&text[..open]), Some(b'{' | b','));
    if !opens_key {
        return false;
    }
    let until = text.len().min(at + REACH);
    let Some(close) = text[at..until].iter().position(structural).map(|i| at + i) else {
        return false;
    };
    text[close] == quote
        && text[close + 1..]
            .iter()
            .find(|b| !b.is_ascii_whitespace())
            .is_some_and(|b| *b == b':')
}

/// The weight of a credential named invalid, expired, revoked or missing: as much as the
/// phrases that say so in two words (`invalid token`), so that it outweighs a 403.
const CREDENTIAL_NAMED_BAD: u16 = 76;

/// Whether the credential named by the phrase at `start..start + len` is said to be bad or
/// absent, in the same clause: by one of the three words before it (`expired Railway token`,
/// `invalid or missing API token`, `no auth token`), or by the words after it (`token is
/// invalid`, `key has been revoked`, `API token not configured`; not `token may be invalid`).
/// The phrase must start a word: `bot<token>` inside a URL names no credential.
fn named_bad(text: &[u8], start: usize, len: usize) -> bool {
    const BEFORE: [&[u8]; 5] = [b"invalid", b"expired", b"revoked", b"missing", b"no"];
    const AFTER: [&[u8]; 3] = [b"invalid", b"expired", b"revoked"];
    const UNSET: [&[u8]; 4] = [b"set", b"configured", b"provided", b"found"];
    if !text[..start].ends_with(b" ") {
        return false;
    }
    if words_before(&text[..start])
        .take(3)
        .any(|w| BEFORE.contains(&w))
    {
        return true;
    }
    let mut after = words_after(text.get(start + len..).unwrap_or_default())
        .skip_while(|w| matches!(*w, b"is" | b"was" | b"has" | b"been"));
    match (after.next(), after.next()) {
        (Some(word), _) if AFTER.contains(&word) => true,
        (Some(b"not"), Some(word)) => UNSET.contains(&word),
        _ => false,
    }
}

/// Whether the word at `start..start + len` heads a list of choices: it opens a clause
/// (after "the" at most), and it or one of the two words after it ends with a colon
/// (`Supported: …`, `Valid counties: …`, `available networks are: …`). Words of place or
/// time say where or when something is, not what may be chosen (`docs available at: …`,
/// `valid until: …`).
fn lists_choices(text: &[u8], start: usize, len: usize) -> bool {
    const NOT_A_LIST: [&[u8]; 10] = [
        b"at", b"in", b"on", b"from", b"until", b"since", b"via", b"here", b"now", b"for",
    ];
    // A heading opens its clause (`no source available: …` is no heading).
    let before = &text[..start];
    if !(before.is_empty() || before.ends_with(b" "))
        || words_before(before)
            .next()
            .is_some_and(|w| !matches!(w, b"the" | b"other"))
    {
        return false;
    }
    let after = text.get(start + len..).unwrap_or_default();
    if after.starts_with(b":") {
        return true;
    }
    // The list's heading ends where the colon is, at most two words on.
    let Some(colon) = after.iter().take(48).position(|b| *b == b':') else {
        return false;
    };
    let heading = &after[..colon];
    let mut words = 0;
    heading.starts_with(b" ")
        && heading
            .split(|b| *b == b' ')
            .filter(|w| !w.is_empty())
            .all(|w| {
                words += 1;
                words <= 2 && w.iter().all(u8::is_ascii_alphabetic) && !NOT_A_LIST.contains(&w)
            })
        && words > 0
}

/// Whether `after` opens with a time: a number and a unit (`10 minutes`, `60s`, `500 ms`).
fn names_time(after: &[u8]) -> bool {
    const UNITS: [&[u8]; 14] = [
        b"ms", b"s", b"sec", b"secs", b"second", b"seconds", b"m", b"min", b"mins", b"minute",
        b"minutes", b"h", b"hour", b"hours",
    ];
    let mut words = words_after(after);
    let Some(first) = words.next() else {
        return false;
    };
    let digits = first
        .iter()
        .take_while(|b| b.is_ascii_digit() || **b == b'.')
        .count();
    if digits == 0 {
        return false;
    }
    let unit = match &first[digits..] {
        [] => words.next().unwrap_or_default(),
        rest => rest,
    };
    // The unit's letters: a quote or a bracket may close the value right after them
    // (`within 30 seconds"}`).
    let letters = unit.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    UNITS.contains(&&unit[..letters])
}

/// How many things a "found" phrase says answer to what was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Counted {
    /// None (`no product found`): not found.
    None,
    /// More than one where one was meant (`Multiple pages named "Page-1"`, `several
    /// clients match 'studio'`): the name given is ambiguous, a bad argument.
    Many,
}

/// What the word one to three words before a "found" phrase counts, if it counts.
fn counted(before: &[u8]) -> Option<Counted> {
    const NO: [&[u8]; 5] = [b"no", b"aucun", b"aucune", b"nenhum", b"nenhuma"];
    const MANY: [&[u8]; 4] = [b"multiple", b"several", b"mehrere", b"plusieurs"];
    words_before(before).skip(1).take(3).find_map(|w| {
        if NO.contains(&w) {
            Some(Counted::None)
        } else if MANY.contains(&w) {
            Some(Counted::Many)
        } else {
            None
        }
    })
}

/// What the words between "unknown" and the value it names are about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Named {
    /// A choice from a fixed set: a size, an action, a field.
    Choice,
    /// A record the server looks up: a session, a repository, a user.
    Record,
}

/// Whether `after` (the text after "unknown", or after the stem of a word that means it)
/// names a value the caller gave: one to four words, then the value, quoted or after a
/// colon (`size 'xxl2'`, `numeric field: roe`, `mcp repo: github mcp`). Words that name a
/// failure rather than a value (`unknown error: …`, `unknown reason: …`) rule it out.
fn unrecognized(after: &[u8]) -> Option<Named> {
    #[rustfmt::skip]
    const NOT_VALUES: [&[u8]; 18] = [
        b"error", b"errors", b"exception", b"failure", b"fault", b"reason", b"status", b"state",
        b"host", b"protocol", b"response", b"result", b"cause", b"problem", b"issue", b"outcome",
        b"code", b"message",
    ];
    #[rustfmt::skip]
    const RECORDS: [&[u8]; 20] = [
        b"tool", b"resource", b"session", b"id", b"repo", b"repository", b"database", b"model",
        b"project", b"workspace", b"user", b"channel", b"vault", b"backend", b"record", b"document",
        b"account", b"team", b"bucket", b"guild",
    ];
    // The rest of the word the phrase is part of (the stem's ending) is skipped.
    let mut rest = &after[after.iter().take_while(|b| b.is_ascii_alphabetic()).count()..];
    let mut named = Named::Choice;
    let mut words = 0;
    let value = loop {
        rest = rest.strip_prefix(b" ")?;
        if words > 0 && matches!(rest.first(), Some(b'\'' | b'"' | b'`')) {
            break rest;
        }
        let len = rest.iter().take_while(|b| b.is_ascii_alphabetic()).count();
        let word = &rest[..len];
        words += 1;
        if len == 0 || words > 4 || NOT_VALUES.contains(&word) {
            return None;
        }
        if RECORDS.contains(&word) {
            named = Named::Record;
        }
        rest = &rest[len..];
        if let Some(value) = rest.strip_prefix(b":") {
            break value.strip_prefix(b" ")?;
        }
    };
    // A value follows: something other than the end of the text or of the clause.
    let value = match value.split_first() {
        Some((b'\'' | b'"' | b'`', inner)) => inner,
        _ => value,
    };
    value
        .first()
        .is_some_and(|b| !b" ,;.!?".contains(b))
        .then_some(named)
}

/// What ends a clause, where the words before or after a phrase stop counting.
const CLAUSE_MARKS: [u8; 6] = [b':', b';', b',', b'.', b'!', b'?'];

/// The words of `before`, nearest first, up to the end of its last clause. A quote or a
/// bracket opening a value also parts words, so that a value opens a clause of its own
/// (`"text":"No product found"`: `no`, then the `:` that ends the clause before it). None
/// when `before` does not end with a space, that is when the phrase after it does not start
/// a word.
fn words_before(before: &[u8]) -> impl Iterator<Item = &[u8]> {
    before
        .strip_suffix(b" ")
        .into_iter()
        .flat_map(|before| before.rsplit(|b| matches!(b, b' ' | b'"' | b'(' | b'[' | b'`')))
        .filter(|word| !word.is_empty())
        .take_while(|word| word.last().is_none_or(|b| !CLAUSE_MARKS.contains(b)))
        .map(|word| word.strip_prefix(b"'").unwrap_or(word))
}

/// The words of `after`, nearest first, up to the end of its first clause (the word that
/// ends it included, without its mark).
fn words_after(after: &[u8]) -> impl Iterator<Item = &[u8]> {
    // The first piece is what the phrase's own word goes on with (`s` of `tokens`), if any.
    after
        .split(|b| *b == b' ')
        .skip(1)
        .scan(false, |ended, word| {
            if *ended {
                return None;
            }
            Some(match word.split_last() {
                Some((last, rest)) if CLAUSE_MARKS.contains(last) => {
                    *ended = true;
                    rest
                }
                _ => word,
            })
        })
}

fn built_in(failure: &Failure, normalized: &[u8]) -> Classification {
    let mut scan = PhraseScan::default();
    scan.scan(normalized, 0, 1);
    if !failure.symbols().is_empty() {
        let mut symbols = Vec::new();
        phrases::normalize(failure.symbols(), &mut symbols);
        // Symbols sit outside the text: offset their spans past it.
        scan.scan(&symbols, 20, normalized.len() + 2);
    }
    let votes = [
        failure.signal().map(signal_vote),
        failure.jsonrpc_code().and_then(jsonrpc_vote),
        failure.http_status().and_then(status_vote),
        failure.smtp_reply().and_then(smtp_vote),
        scan.best,
        // A server that says when to come back, and nothing else, is holding the caller
        // off: the weakest evidence there is. Not a rate limit, which would say the call
        // never ran: "try again in 30 seconds" also ends pages of servers that failed
        // midway.
        failure.retry_after().map(|_| {
            Vote::typed(
                ErrorCategory::UpstreamUnavailable,
                1,
                None,
                0.5,
                Evidence::RetryAfter,
            )
        }),
    ];
    // On a tie the earlier vote stays.
    let Some(mut winner) = votes
        .into_iter()
        .flatten()
        .reduce(|best, vote| if vote.beats(&best) { vote } else { best })
    else {
        return Classification {
            category: ErrorCategory::Unknown,
            outcome: Outcome::Unknown,
            confidence: 0.0,
            retry_after: failure.retry_after(),
            missing_tool: false,
            rule: Cow::Borrowed("none"),
        };
    };

    if winner.category == ErrorCategory::NotFound && !winner.missing_tool && winner.at > 0 {
        winner.missing_tool = names_missing_tool(normalized, winner.at - 1);
    }
    if winner.category == ErrorCategory::NotFound && failure.jsonrpc_code() == Some(-32601) {
        winner.missing_tool = true;
    }
    // A quota tied to a plan or a bill, with no hint of when it refills, is the plan's limit.
    if winner.category == ErrorCategory::RateLimit
        && scan.quota
        && scan.billing
        && failure.retry_after().is_none()
    {
        winner.category = ErrorCategory::BusinessRule;
        winner.rule = Evidence::Phrase("quota of the plan");
    }

    // Symbols are scanned past the end of the text.
    let in_words = matches!(winner.rule, Evidence::Phrase(_)) && winner.at <= normalized.len();
    let outcome = outcome(&winner, failure, &scan, in_words);
    Classification {
        category: winner.category,
        outcome,
        confidence: if winner.category == ErrorCategory::Unknown {
            0.5
        } else {
            winner.confidence
        },
        retry_after: failure.retry_after(),
        missing_tool: winner.missing_tool,
        rule: winner.rule.name(),
    }
}

/// NotExecuted only when the deciding evidence says so and nothing says the call may have
/// run; a rejection (rate limit, bad arguments, no permission…) never ran, unless the
/// server itself says it may have taken effect.
/// `in_words`: the winner is a phrase of the failure's own words, not a status, a code or a
/// symbol.
fn outcome(winner: &Vote, failure: &Failure, scan: &PhraseScan, in_words: bool) -> Outcome {
    use ErrorCategory::*;
    // The server's own word that the call may have taken effect outweighs any category.
    if scan.said_may_have_run {
        return Outcome::Unknown;
    }
    match winner.category {
        // Words of throttling beside words or a status that say the call went out and got
        // no answer ("NSE throttles clients … ReadTimeout: The read operation timed out",
        // "HTTP 504 … it may be a rate limit"): the evidence disagrees, so the call may have
        // run. A 429 or a rate-limit code is not doubted.
        RateLimit
            if in_words
                && (scan.may_have_run || failure.http_status().is_some_and(went_out))
                && failure.http_status() != Some(429) =>
        {
            return Outcome::Unknown;
        }
        RateLimit | InvalidArgument | Authentication | Permission | NotFound | BusinessRule => {
            return Outcome::NotExecuted;
        }
        Unknown => return Outcome::Unknown,
        TransientNetwork | UpstreamUnavailable => {}
    }
    if winner.weight >= 100 {
        // A typed fact from the error type itself is not second-guessed by words.
        return winner.outcome.unwrap_or(Outcome::Unknown);
    }
    let ran_elsewhere = scan.may_have_run
        || matches!(
            failure.signal(),
            Some(Signal::Timeout | Signal::Reset | Signal::Closed)
        )
        || matches!(failure.jsonrpc_code(), Some(-32001 | -32603))
        || failure.http_status().is_some_and(went_out);
    // Evidence that says nothing of the outcome leaves it unknown, for a server that is down
    // as for a network that failed: "unavailable" is also what gRPC says of a stream that
    // broke mid-call.
    match winner.outcome.unwrap_or(Outcome::Unknown) {
        Outcome::NotExecuted if !ran_elsewhere => Outcome::NotExecuted,
        _ => Outcome::Unknown,
    }
}

/// Whether an HTTP status says the request went out and its answer did not come back whole:
/// a timeout, or a server or gateway that failed while it was handled.
fn went_out(status: u16) -> bool {
    matches!(status, 408 | 500 | 502 | 504 | 520..=524 | 530)
}

/// The last byte of `before` that is not white space, counting the escapes of JSON inside a
/// JSON string as white space (`,\n  \"key\"`): a backslash, and `\n`, `\r`, `\t`.
fn last_structural(before: &[u8]) -> Option<u8> {
    let mut rest = before;
    while let Some((&last, head)) = rest.split_last() {
        if last.is_ascii_whitespace() || last == b'\\' {
            rest = head;
        } else if matches!(last, b'n' | b'r' | b't') && head.last() == Some(&b'\\') {
            rest = &head[..head.len() - 1];
        } else {
            return Some(last);
        }
    }
    None
}
