//! Evidence read from text: `key: value` pairs (JSON, Python and JavaScript object dumps,
//! headers), JSON-RPC codes, HTTP statuses where they stand as statuses, SMTP replies, and
//! Retry-After hints, all read in one linear pass over the (already capped) text.

use super::Failure;
use crate::swar::{bytes_in, word_at};
use std::time::Duration;

/// The longest delay a server can ask for; larger values are cut to this.
pub(crate) const MAX_RETRY_AFTER: Duration = Duration::from_secs(24 * 60 * 60);

/// One pass over the text that stops only at the bytes where evidence can stand: `:` and `=`
/// (a `key: value` pair), a digit (a status), `-` (a JSON-RPC code), the `y` ending `try`
/// and the `w` of `wait` (a retry hint). Key-value pairs apply as they come; for the rest
/// the last of each kind wins, and it wins over the pairs: a status written in the text is
/// the one the failure states.
pub(super) fn scan(text: &str, failure: &mut Failure) {
    let bytes = text.as_bytes();
    let mut found = Found::default();
    let mut at = 0;
    while let Some(marked) = next_marked(bytes, at) {
        at = marked;
        match bytes[at] {
            b':' | b'=' => key_value_at(text, at, failure),
            b'0'..=b'9' => {
                at = status_at(text, at, &mut found);
                continue;
            }
            b'-' => jsonrpc_code_at(text, at, &mut found),
            b'y' | b'Y' => retry_hint_at(text, at.saturating_sub(2), &mut found),
            _ => retry_hint_at(text, at, &mut found),
        }
        at += 1;
    }
    if let Some(code) = found.code {
        failure.set_code(code);
    }
    if let Some(status) = found.status {
        failure.set_status(status);
    }
    if let Some(delay) = found.retry_after {
        failure.retry_after = Some(delay);
    }
    if found.smtp.is_some() {
        failure.smtp = found.smtp;
    }
}

/// The last of each kind of evidence read from the words of a text.
#[derive(Default)]
struct Found {
    code: Option<i64>,
    status: Option<i64>,
    retry_after: Option<Duration>,
    smtp: Option<SmtpReply>,
}

/// The first byte at or after `from` where evidence can stand (`:`, `=`, a digit, `-`, `y`,
/// `w`), looked for eight bytes at a time.
fn next_marked(bytes: &[u8], from: usize) -> Option<usize> {
    let mut at = from;
    while at < bytes.len() {
        let word = word_at(bytes, at);
        let lower = word | u64::from_le_bytes([0x20; 8]);
        let marks = bytes_in(word, b'0', b':')
            | bytes_in(word, b'=', b'=')
            | bytes_in(word, b'-', b'-')
            | bytes_in(lower, b'y', b'y')
            | bytes_in(lower, b'w', b'w');
        if marks != 0 {
            return Some(at + marks.trailing_zeros() as usize / 8);
        }
        at += 8;
    }
    None
}

fn is_key_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

/// A `key: value`, `"key": value`, `'key': 'value'` or `key=value` around the separator at
/// `sep`.
fn key_value_at(text: &str, sep: usize, failure: &mut Failure) {
    let bytes = text.as_bytes();
    // The key: one identifier right before the separator, optionally quoted.
    let mut end = sep;
    if end > 0 && matches!(bytes[end - 1], b'"' | b'\'') {
        end -= 1;
        // JSON inside a JSON string (`{"error": "{\"status\":403}"}`): its quotes escaped.
        if end > 0 && bytes[end - 1] == b'\\' {
            end -= 1;
        }
    }
    let mut start = end;
    while start > 0 && end - start < 32 && is_key_byte(bytes[start - 1]) {
        start -= 1;
    }
    if start == end || (start > 0 && is_key_byte(bytes[start - 1])) {
        return;
    }
    let Some(kind) = key_kind(&bytes[start..end]) else {
        return;
    };
    let Some(value) = read_value(&text[sep + 1..]) else {
        return;
    };
    // `Error: ConnectError: All connection attempts failed` is a chain of prefixes, as
    // runtimes print a wrapped error: the type after `Error:` (a name ending in `Error` or
    // `Exception`, or a module path) names no code of its own, unlike `Error: invalid_model:`.
    if let (KeyKind::Symbol, Value::Word(word), false) = (kind, &value, end < sep)
        && (word.ends_with("Error") || word.ends_with("Exception") || word.contains('.'))
        && text[sep + 1..]
            .trim_start_matches([' ', '\t'])
            .strip_prefix(*word)
            .is_some_and(|after| after.starts_with(':'))
    {
        return;
    }
    apply_key_value(kind, value, failure);
}

/// Reads the typed fields of a JSON value (depth- and node-bounded), deeper ones last so
/// that the innermost code wins.
pub(super) fn read_json_fields(
    value: &serde_json::Value,
    depth: usize,
    budget: &mut usize,
    failure: &mut Failure,
) {
    use serde_json::Value as Json;
    if depth >= Failure::MAX_DEPTH {
        return;
    }
    match value {
        Json::Object(map) => {
            for (key, item) in map {
                if *budget == 0 {
                    return;
                }
                *budget -= 1;
                let kind = key_kind(key.as_bytes());
                match (kind, item) {
                    (Some(kind), Json::Number(n)) => {
                        apply_key_value(kind, Value::Number(&n.to_string()), failure)
                    }
                    (Some(kind), Json::String(s)) if s.len() <= 96 => {
                        let v = if is_number(s) {
                            Value::Number(s)
                        } else {
                            Value::Word(s)
                        };
                        apply_key_value(kind, v, failure);
                    }
                    (_, Json::Object(_) | Json::Array(_)) => {
                        read_json_fields(item, depth + 1, budget, failure)
                    }
                    _ => {}
                }
            }
        }
        Json::Array(items) => {
            for item in items {
                if *budget == 0 {
                    return;
                }
                *budget -= 1;
                read_json_fields(item, depth + 1, budget, failure);
            }
        }
        _ => {}
    }
}

#[derive(Clone, Copy)]
enum KeyKind {
    Code,
    Status,
    Symbol,
    RetryAfterSecs,
    RetryAfterMillis,
}

fn key_kind(key: &[u8]) -> Option<KeyKind> {
    // Most keys in a message (`Error`, `message`, `path`…) are none of these: every known
    // key starts with one of these letters.
    let first = key.iter().find(|b| !matches!(b, b'_' | b'-'))?;
    if !matches!(first | 0x20, b'c' | b'd' | b'e' | b'h' | b'r' | b's') {
        return None;
    }
    let mut norm = [0u8; 32];
    let mut n = 0;
    for &b in key {
        if b != b'_' && b != b'-' && n < norm.len() {
            norm[n] = b.to_ascii_lowercase();
            n += 1;
        }
    }
    Some(match &norm[..n] {
        b"code" | b"errorcode" => KeyKind::Code,
        b"status" | b"statuscode" | b"httpstatus" | b"httpstatuscode" | b"httpcode" => {
            KeyKind::Status
        }
        b"error" | b"errortype" | b"reason" | b"declinecode" | b"errorkind" => KeyKind::Symbol,
        b"retryafter" | b"retryafterseconds" | b"retryaftersecs" | b"retrydelay" | b"retryin" => {
            KeyKind::RetryAfterSecs
        }
        b"retryafterms" | b"retryaftermillis" | b"retryaftermilliseconds" => {
            KeyKind::RetryAfterMillis
        }
        _ => return None,
    })
}

enum Value<'a> {
    Number(&'a str),
    Word(&'a str),
}

/// Reads a quoted string, a number or a bare word after a separator.
fn read_value(rest: &str) -> Option<Value<'_>> {
    let trimmed = rest.trim_start_matches([' ', '\t']);
    let bytes = trimmed.as_bytes();
    let first = *bytes.first()?;
    // A string of JSON inside a JSON string opens with an escaped quote and ends at the next
    // backslash (codes hold none).
    let escaped = trimmed.strip_prefix("\\\"");
    if first == b'"' || first == b'\'' || escaped.is_some() {
        let (body, close) = match escaped {
            Some(body) => (body, '\\'),
            None => (&trimmed[1..], first as char),
        };
        let end = body.find([close, '\n'])?;
        let word = &body[..end];
        if word.len() > 96 {
            return None;
        }
        return Some(if is_number(word) {
            Value::Number(word)
        } else {
            Value::Word(word)
        });
    }
    let end = bytes
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-' | b'+')))
        .unwrap_or(bytes.len());
    let token = trimmed[..end].trim_end_matches('.');
    if token.is_empty() || token.len() > 64 {
        return None;
    }
    Some(if is_number(token) {
        Value::Number(token)
    } else {
        Value::Word(token)
    })
}

fn is_number(s: &str) -> bool {
    let digits = s.strip_prefix('-').unwrap_or(s);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit() || b == b'.')
}

fn apply_key_value(kind: KeyKind, value: Value<'_>, failure: &mut Failure) {
    match (kind, value) {
        (KeyKind::Status, Value::Number(n)) => {
            if let Ok(n) = n.parse::<i64>() {
                failure.set_status(n);
            }
        }
        // A numeric `code` is often the vendor's own (`"code": 141`): it stands for an HTTP
        // status only as an error status, and never over one a `status` field gave.
        (KeyKind::Code, Value::Number(n)) => {
            if let Ok(n) = n.parse::<i64>()
                && (400..=599).contains(&n)
                && failure.http_status.is_none()
            {
                failure.set_status(n);
            }
        }
        (KeyKind::Code | KeyKind::Status | KeyKind::Symbol, Value::Word(w)) => {
            failure.push_symbol(w)
        }
        (KeyKind::Symbol, Value::Number(_)) => {}
        (KeyKind::RetryAfterSecs, Value::Number(n) | Value::Word(n)) => {
            if let Some(d) = parse_duration(n).map(|(d, _)| d) {
                failure.retry_after = Some(d);
            }
        }
        (KeyKind::RetryAfterMillis, Value::Number(n)) => {
            if let Ok(ms) = n.parse::<f64>()
                && let Some(d) = seconds(ms / 1000.0)
            {
                failure.retry_after = Some(d);
            }
        }
        (KeyKind::RetryAfterMillis, Value::Word(_)) => {}
    }
}

/// A JSON-RPC code (`-32000` … `-32768`) standing alone at `at` (its `-`).
fn jsonrpc_code_at(text: &str, at: usize, found: &mut Found) {
    let bytes = text.as_bytes();
    let digits = &bytes[at + 1..];
    let len = digits.iter().take_while(|b| b.is_ascii_digit()).count();
    let bounded_before = at == 0 || !bytes[at - 1].is_ascii_alphanumeric();
    if len == 5
        && digits.starts_with(b"32")
        && bounded_before
        && let Ok(code) = text[at..at + 6].parse::<i64>()
        && (-32768..=-32000).contains(&code)
    {
        found.code = Some(code);
    }
}

/// The canonical reason phrase of the statuses a tool failure carries.
fn reason_phrase(status: u16) -> &'static [&'static str] {
    match status {
        400 => &["bad request"],
        401 => &["unauthorized", "unauthorised"],
        402 => &["payment required"],
        403 => &["forbidden"],
        404 => &["not found"],
        405 => &["method not allowed"],
        408 => &["request timeout", "request time-out"],
        409 => &["conflict"],
        410 => &["gone"],
        412 => &["precondition failed"],
        413 => &[
            "payload too large",
            "request entity too large",
            "content too large",
        ],
        422 => &["unprocessable"],
        429 => &["too many requests"],
        500 => &["internal server error"],
        502 => &["bad gateway"],
        503 => &["service unavailable", "service temporarily unavailable"],
        504 => &["gateway timeout", "gateway time-out"],
        _ => &[],
    }
}

/// A word right before a number that makes it a status: `status 404`, `HTTP 503`,
/// `error code: 524`, `API error (403)`, `status code of 503`, `HTTP/2 429`.
fn status_word(before: &[u8]) -> bool {
    let end = before
        .iter()
        .rposition(|b| !matches!(b, b' ' | b':' | b'(' | b'[' | b'=' | b'\'' | b'"' | b'#'))
        .map_or(0, |i| i + 1);
    if before.len() - end > 3 {
        return false;
    }
    // A status line's protocol: `HTTP/1.1`, `HTTP/2`.
    let version = before[..end]
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_digit() || **b == b'.')
        .count();
    let protocol = &before[..end - version];
    if version > 0
        && protocol.len() >= 5
        && protocol[protocol.len() - 5..].eq_ignore_ascii_case(b"http/")
    {
        return true;
    }
    // `状态码 403`: "status code" in Chinese.
    if before[..end].ends_with("状态码".as_bytes()) {
        return true;
    }
    let word = last_word(&before[..end]);
    // `code of 503`: the word before "of" decides.
    if word.eq_ignore_ascii_case(b"of") {
        let head = &before[..end - word.len()];
        return last_word(head.trim_ascii_end()).eq_ignore_ascii_case(b"code");
    }
    [
        "status",
        "code",
        "http",
        "error",
        "statuscode",
        "returned",
        "response",
        "encountered",
        "api",
        "failed",
        // Google's Python client: `<HttpError 500 when requesting …>`.
        "httperror",
        "errcode",
        // "Error" and "failed" in German, French, Italian, Spanish and Portuguese
        // (`HTTP-Fehler 400`, `Download fallito (404)`).
        "fehler",
        "erreur",
        "errore",
        "erro",
        "fehlgeschlagen",
        "fallito",
        "fallita",
        "fallido",
        "fallida",
        "falhou",
    ]
    .iter()
    .any(|w| word.eq_ignore_ascii_case(w.as_bytes()))
        && !supposed(&before[..end])
}

/// Whether `before` ends inside a sentence that supposes (`If the endpoint returned 404 or
/// 500, run …`): a status there is advice about what may happen, not what did.
fn supposed(before: &[u8]) -> bool {
    let start = before
        .iter()
        .rposition(|b| matches!(b, b'.' | b'!' | b'?' | b'\n' | b'"'))
        .map_or(0, |i| i + 1);
    let sentence = before[start..].trim_ascii_start();
    sentence.len() > 3 && sentence[..3].eq_ignore_ascii_case(b"if ")
}

/// Whether the last clause of `head` (a wrapper before a colon) names an error or a
/// failure: `Error executing tool x`, `Failed to create issue`.
fn names_failure(head: &str) -> bool {
    let clause = head
        .rsplit(['.', ';', '\n', ':'])
        .next()
        .unwrap_or_default()
        .as_bytes();
    clause.len() <= 80
        && clause
            .windows(4)
            .any(|w| w.eq_ignore_ascii_case(b"erro") || w.eq_ignore_ascii_case(b"fail"))
}

/// The letters that end `bytes`.
fn last_word(bytes: &[u8]) -> &[u8] {
    let start = bytes
        .iter()
        .rposition(|b| !b.is_ascii_alphabetic())
        .map_or(0, |i| i + 1);
    &bytes[start..]
}

/// Reads the run of digits at `start` and returns where it ends. It is an HTTP status only
/// where it stands as one: followed by its reason phrase, after a word such as `status` or
/// `HTTP`, or opening the text. Digits inside ids, paths, query strings and longer numbers
/// never count.
fn status_at(text: &str, start: usize, found: &mut Found) -> usize {
    let bytes = text.as_bytes();
    let i = start
        + bytes[start..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
    if i - start == 3 && matches!(bytes[start], b'1'..=b'5') {
        // A mail server's reply code is not an HTTP status.
        match smtp_reply_at(bytes, start, i) {
            Some(reply) => found.smtp = Some(reply),
            None => read_status(text, start, i, found),
        }
    }
    i
}

/// An SMTP reply (RFC 5321 and RFC 3463): a reply code and an enhanced status code of the
/// same class, as mail servers and client libraries print them: `550 5.1.1 …`,
/// `450-4.2.1 …`, Python's `(535, b'5.7.8 …`. The enhanced code is what makes three digits
/// a reply rather than a count or a port, and it says which part of the mail failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SmtpReply {
    /// The reply code (`550`).
    pub code: u16,
    /// The enhanced code's subject and detail (`1` and `1` in `5.1.1`); its class is the
    /// reply code's first digit.
    pub subject: u16,
    pub detail: u16,
}

impl SmtpReply {
    /// A temporary failure (4xx): the same mail may be accepted later.
    pub(crate) fn is_temporary(self) -> bool {
        self.code < 500
    }
}

/// Reads an SMTP reply whose three-digit code spans `start..end`.
fn smtp_reply_at(bytes: &[u8], start: usize, end: usize) -> Option<SmtpReply> {
    let class = bytes[start];
    if !matches!(class, b'4' | b'5') || (start > 0 && bytes[start - 1].is_ascii_alphanumeric()) {
        return None;
    }
    // Between the two codes: a space or a hyphen (continued line), or Python's `, b'`.
    let mut at = end;
    while at < bytes.len()
        && at - end < 4
        && matches!(bytes[at], b' ' | b'-' | b',' | b'\'' | b'"' | b'b')
    {
        at += 1;
    }
    if at == end || bytes.get(at) != Some(&class) || bytes.get(at + 1) != Some(&b'.') {
        return None;
    }
    let (subject, at) = small_number(bytes, at + 2)?;
    if bytes.get(at) != Some(&b'.') {
        return None;
    }
    let (detail, at) = small_number(bytes, at + 1)?;
    if bytes
        .get(at)
        .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'.')
    {
        return None;
    }
    let (code, _) = small_number(bytes, start)?;
    Some(SmtpReply {
        code,
        subject,
        detail,
    })
}

/// One to three digits at `at`, and where they end.
fn small_number(bytes: &[u8], at: usize) -> Option<(u16, usize)> {
    let digits = bytes
        .get(at..)?
        .iter()
        .take(4)
        .take_while(|b| b.is_ascii_digit())
        .count();
    if !(1..=3).contains(&digits) {
        return None;
    }
    let n = bytes[at..at + digits]
        .iter()
        .fold(0, |n, b| n * 10 + u16::from(b - b'0'));
    Some((n, at + digits))
}

fn read_status(text: &str, start: usize, i: usize, found: &mut Found) {
    let bytes = text.as_bytes();
    let before = if start == 0 { b' ' } else { bytes[start - 1] };
    let after = bytes.get(i).copied().unwrap_or(b' ');
    if before.is_ascii_alphanumeric()
        || matches!(before, b'/' | b'.' | b'_' | b'-' | b'+' | b',' | b'$')
        || after.is_ascii_alphanumeric()
        || matches!(after, b'/' | b'_' | b'-' | b'%')
        || (after == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit))
    {
        return;
    }
    let Ok(status) = text[start..i].parse::<u16>() else {
        return;
    };
    let rest = text[i..].trim_start_matches([' ', '\'', '"', ':', '-']);
    // Its reason phrase, or the words `status code` (`429 status code (no body)`).
    let has_reason = reason_phrase(status)
        .iter()
        .chain(&["status code"])
        .any(|phrase| {
            rest.get(..phrase.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(phrase))
        });
    let head = text[..start].trim_end();
    // `503 Service…`, and Google's error pages: `502. That’s an error.`; also opening a
    // quoted value after its key (`{"error": "401: Key not found"}`), as a text of its own.
    let opens_value = head
        .strip_suffix('"')
        .map(|h| h.strip_suffix('\\').unwrap_or(h))
        .is_some_and(|h| h.trim_end().ends_with(':'));
    let opens_text = (head.is_empty() || opens_value)
        && (matches!(after, b' ' | b',' | b':')
            || (after == b'.' && bytes.get(i + 1) == Some(&b' ')));
    let after_colon = head.strip_suffix(':');
    // `Failed to fetch API: 502`: a number that ends the text, or its line (a stack trace
    // may follow), after a colon.
    let ends_text = after_colon.is_some()
        && rest
            .split('\n')
            .next()
            .unwrap_or_default()
            .trim_end_matches(['.', ')', ']', '}', '\'', '"', ' ', '\r'])
            .is_empty();
    // `Error executing tool x: 401: Key not found`: opening what follows a wrapper that
    // names an error or a failure in its clause, as a text of its own.
    let after_wrapper =
        after_colon.is_some_and(names_failure) && matches!(after, b' ' | b',' | b':');
    // `{"error": "HTTP error occurred: 429", …}`: a number that ends a quoted value after a
    // colon, as `ends_text` for a whole text.
    let ends_value = after_colon.is_some() && (after == b'"' || rest.starts_with("\\\""));
    // `POST https://api.github.com/repos/o/r/issues: 502 …`: after the URL that answered.
    let after_url = after_colon
        .and_then(|head| head.rsplit(' ').next())
        .is_some_and(|url| url.contains("://"));
    // `GET /api/documents/4821/ -> 404: …`: a request and, after an arrow, what it got.
    let after_arrow = ["->", "=>", "\u{2192}"]
        .iter()
        .any(|arrow| head.ends_with(arrow));
    // `Sentry 429 GET /organizations/acme/issues/`: before the request line it answered.
    let before_request = ["GET ", "POST ", "PUT ", "PATCH ", "DELETE "]
        .iter()
        .any(|method| text[i..].trim_start_matches(' ').starts_with(method));
    // `returned a 503 error`: the word that names it (one error, not `404 errors` counted).
    let named_error = rest
        .get(..5)
        .is_some_and(|w| w.eq_ignore_ascii_case("error"))
        && !rest[5..].starts_with(|c: char| c.is_ascii_alphanumeric());
    // Without its reason phrase, a number is read as a status only as an error status:
    // `"code":141` and `error 122` are the vendor's own numbers.
    let error_status = (400..=599).contains(&status);
    if has_reason
        || (error_status
            && (opens_text
                || ends_text
                || after_wrapper
                || ends_value
                || after_url
                || after_arrow
                || before_request
                || named_error
                || status_word(&bytes[..start])))
    {
        found.status = Some(i64::from(status));
    }
}

fn starts_with_ic(bytes: &[u8], at: usize, word: &[u8]) -> bool {
    bytes
        .get(at..at + word.len())
        .is_some_and(|b| b.eq_ignore_ascii_case(word))
}

/// The end of a trigger phrase whose "try" or "wait" is at `at`, if one stands there:
/// `retry after`, `retry-after`, `retry_after`, `retry in`, `retrying in`, `try again in`,
/// `try again after`, `wait`, `wait for`, `wait of` (Telegram's flood wait: "A wait of 37
/// seconds is required").
fn retry_trigger(bytes: &[u8], at: usize) -> Option<usize> {
    let alpha = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_alphabetic);
    let word = |i: usize, w: &[u8]| starts_with_ic(bytes, i, w) && !alpha(i + w.len());
    if starts_with_ic(bytes, at, b"wait") {
        if at > 0 && alpha(at - 1) || alpha(at + 4) {
            return None;
        }
        return Some(if word(at + 5, b"for") {
            at + 8
        } else if word(at + 5, b"of") {
            at + 7
        } else {
            at + 4
        });
    }
    if !starts_with_ic(bytes, at, b"try") {
        return None;
    }
    let retry = at >= 2 && starts_with_ic(bytes, at - 2, b"re");
    let start = if retry { at - 2 } else { at };
    if start > 0 && alpha(start - 1) {
        return None;
    }
    let mut end = at + 3;
    if retry {
        if starts_with_ic(bytes, end, b"ing") {
            end += 3;
        }
        if !matches!(bytes.get(end), Some(b' ' | b'-' | b'_')) {
            return None;
        }
        end += 1;
    } else {
        if !starts_with_ic(bytes, end, b" again ") {
            return None;
        }
        end += 7;
    }
    if word(end, b"after") {
        Some(end + 5)
    } else if word(end, b"in") {
        Some(end + 2)
    } else {
        None
    }
}

/// "Retry after 17m32s", "retry in 32.98s", "Retry-After: 120", "wait 30 seconds": a
/// trigger whose "try" or "wait" starts at `at`, then a delay.
fn retry_hint_at(text: &str, at: usize, found: &mut Found) {
    let Some(end) = retry_trigger(text.as_bytes(), at) else {
        return;
    };
    let rest = text[end..].trim_start_matches([' ', ':', '=', '\t']);
    let rest = rest.strip_prefix("about ").unwrap_or(rest);
    if let Some((delay, _)) = parse_duration(rest) {
        found.retry_after = Some(delay);
    }
}

fn seconds(secs: f64) -> Option<Duration> {
    if secs.is_nan() || secs < 0.0 {
        return None;
    }
    Some(Duration::try_from_secs_f64(secs).map_or(MAX_RETRY_AFTER, |d| d.min(MAX_RETRY_AFTER)))
}

/// Parses `120`, `32.98s`, `976ms`, `17m32s`, `1h 2m`, `30 seconds` at the start of `s`.
/// A bare number is seconds. Returns the delay (capped at 24 hours) and the bytes read.
pub(crate) fn parse_duration(s: &str) -> Option<(Duration, usize)> {
    let bytes = s.as_bytes();
    let mut pos = 0;
    let mut total = 0.0f64;
    let mut groups = 0;
    loop {
        let num_start = pos;
        while pos < bytes.len() && (bytes[pos].is_ascii_digit() || bytes[pos] == b'.') {
            pos += 1;
        }
        if pos == num_start {
            break;
        }
        // An exponent (`1e20`, as JSON writers print large numbers) belongs to the number.
        if matches!(bytes.get(pos), Some(b'e' | b'E')) {
            let sign = usize::from(matches!(bytes.get(pos + 1), Some(b'+' | b'-')));
            let digits = bytes[(pos + 1 + sign).min(bytes.len())..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            if digits > 0 {
                pos += 1 + sign + digits;
            }
        }
        let Ok(value) = s[num_start..pos].trim_end_matches('.').parse::<f64>() else {
            break;
        };
        let unit_start = if bytes.get(pos) == Some(&b' ') {
            pos + 1
        } else {
            pos
        };
        let unit_len = bytes[unit_start..]
            .iter()
            .take_while(|b| b.is_ascii_alphabetic())
            .count();
        let unit = s[unit_start..unit_start + unit_len].to_ascii_lowercase();
        let scale = match unit.as_str() {
            "ms" | "msec" | "msecs" | "millisecond" | "milliseconds" => Some(0.001),
            "s" | "sec" | "secs" | "second" | "seconds" => Some(1.0),
            "m" | "min" | "mins" | "minute" | "minutes" => Some(60.0),
            "h" | "hr" | "hrs" | "hour" | "hours" => Some(3600.0),
            _ => None,
        };
        match scale {
            Some(scale) => {
                total += value * scale;
                pos = unit_start + unit_len;
                groups += 1;
            }
            None if groups == 0 => {
                // A bare number is seconds, unless a clock time or an unknown unit follows.
                if matches!(bytes.get(pos), Some(b':')) || (unit_len > 0 && unit_start == pos) {
                    return None;
                }
                total = value;
                groups = 1;
                break;
            }
            None => break,
        }
        // "1h 2m": a following group may be separated by one space.
        if bytes.get(pos) == Some(&b' ') && bytes.get(pos + 1).is_some_and(u8::is_ascii_digit) {
            pos += 1;
        }
    }
    if groups == 0 {
        return None;
    }
    seconds(total).map(|d| (d, pos))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn delay(s: &str) -> Option<Duration> {
        parse_duration(s).map(|(d, _)| d)
    }

    #[test]
    fn durations() {
        assert_eq!(delay("120"), Some(Duration::from_secs(120)));
        assert_eq!(delay("17m32s."), Some(Duration::from_secs(1052)));
        assert_eq!(delay("976ms"), Some(Duration::from_millis(976)));
        assert_eq!(delay("30 seconds"), Some(Duration::from_secs(30)));
        assert_eq!(delay("1h 2m"), Some(Duration::from_secs(3720)));
        assert_eq!(delay("99999999999999999999"), Some(MAX_RETRY_AFTER));
        assert_eq!(delay("1e400"), Some(MAX_RETRY_AFTER));
        assert_eq!(delay("1e20s"), Some(MAX_RETRY_AFTER));
        assert_eq!(delay("1.5e1"), Some(Duration::from_secs(15)));
        assert_eq!(delay("Wed, 21 Oct"), None);
        assert_eq!(delay("12:30"), None);
        assert_eq!(delay(""), None);
    }

    #[test]
    fn statuses_stand_alone() {
        let status = |s: &str| Failure::from_text(s).http_status();
        assert_eq!(status("issues/4040: 404 Not Found"), Some(404));
        assert_eq!(status("pulls/429/merge: 405 Method Not Allowed"), Some(405));
        assert_eq!(status("No such customer: 'cus_Q4v8Zx404abc'"), None);
        assert_eq!(status("GET /api?page=503 failed"), None);
        assert_eq!(status("status code 429"), Some(429));
        assert_eq!(status("HTTP 503"), Some(503));
        assert_eq!(status("API error (403): no"), Some(403));
        assert_eq!(status("error code: 524"), Some(524));
        assert_eq!(status("took 404.5 ms"), None);
        assert_eq!(status("found 404 results"), None);
        assert_eq!(status("429 RESOURCE_EXHAUSTED"), Some(429));
        assert_eq!(status("Mailer API 422 (code 300): bad"), Some(422));
        assert_eq!(status("Failed to fetch API: 502"), Some(502));
        assert_eq!(
            status(r#"{"message": "Error reading the file: 401"}"#),
            Some(401)
        );
        assert_eq!(status("Rows written: 404, then it stopped"), None);
        assert_eq!(status("Retry budget left: 450 calls"), None);
        assert_eq!(status("((HTTP/2 429) Could not parse it)"), Some(429));
        assert_eq!(status("HTTP/1.1 503"), Some(503));
        assert_eq!(status("the status code of 503 means"), Some(503));
        assert_eq!(status("a total of 503 rows"), None);
        assert_eq!(status("401: Key not found"), Some(401));
        assert_eq!(status("500, message='Internal Server Error'"), Some(500));
        assert_eq!(
            status("POST https://api.example.com/v1/items: 502  []"),
            Some(502)
        );
        assert_eq!(
            status("Primary model: 429 status code (no body)"),
            Some(429)
        );
        assert_eq!(
            status("GET https://x.dev/a?page=2: 504 We could not"),
            Some(504)
        );
        assert_eq!(
            status("request failed: 422 {\"message\": \"x\"}"),
            Some(422)
        );
        // Opening a text behind a wrapper that names a failure, or a quoted value; ending a
        // line that a stack trace follows; a status field of JSON inside a JSON string.
        assert_eq!(
            status("Error executing tool x: 401: Key not found"),
            Some(401)
        );
        assert_eq!(status("Invalid quantity: 500 exceeds the maximum"), None);
        assert_eq!(status(r#"{"error": "401: Key not found"}"#), Some(401));
        assert_eq!(
            status("Failed to get tools: 404\n    at main (a.js:1)"),
            Some(404)
        );
        assert_eq!(status(r#"{"error": "{\"status\":403}"}"#), Some(403));
        assert_eq!(status("Sentry 429 GET /organizations/acme/"), Some(429));
        assert_eq!(status("page 404 GET-ready"), None);
    }

    #[test]
    fn innermost_jsonrpc_code_wins() {
        let f = Failure::from_text("MCP error -32603: calling zhi: MCP error -32001: timed out");
        assert_eq!(f.jsonrpc_code(), Some(-32001));
        assert_eq!(Failure::from_text("id-32602").jsonrpc_code(), None);
    }

    #[test]
    fn key_values() {
        let f = Failure::from_text(r#"{"ok":false,"error":"ratelimited","retry_after":7}"#);
        assert_eq!(f.symbols(), "ratelimited\n");
        assert_eq!(f.retry_after(), Some(Duration::from_secs(7)));
        let f = Failure::from_text("[cause]: Error { code: 'ECONNREFUSED', errno: -111 }");
        assert_eq!(f.symbols(), "ECONNREFUSED\n");
        let f = Failure::from_text(r#"{"retryAfterMs": 1500, "status": "429"}"#);
        assert_eq!(f.retry_after(), Some(Duration::from_millis(1500)));
        assert_eq!(f.http_status(), Some(429));
        let f = Failure::from_text("Retry-After: 99999999999");
        assert_eq!(f.retry_after(), Some(MAX_RETRY_AFTER));
        // A chain of error prefixes: the type after `Error:` is no code.
        let f = Failure::from_text("Error: ConnectError: All connection attempts failed");
        assert_eq!(f.symbols(), "");
        let f = Failure::from_text("Error: invalid_model: not allowed");
        assert_eq!(f.symbols(), "invalid_model\n");
        // JSON inside a JSON string: its keys and values behind escaped quotes.
        let f = Failure::from_text(r#"{"body": "{\"error\":\"rate_limited\",\"retry_after\":3}"}"#);
        assert_eq!(f.symbols(), "rate_limited\n");
        assert_eq!(f.retry_after(), Some(Duration::from_secs(3)));
    }

    #[test]
    fn retry_hints_in_words() {
        let hint = |s: &str| Failure::from_text(s).retry_after();
        assert_eq!(
            hint("Please retry in 32.5s."),
            Some(Duration::from_millis(32_500))
        );
        assert_eq!(
            hint("Please wait 30 seconds"),
            Some(Duration::from_secs(30))
        );
        assert_eq!(hint("Waited 30.0 seconds."), None);
        assert_eq!(hint("try again in 976ms"), Some(Duration::from_millis(976)));
        assert_eq!(
            hint("A wait of 37 seconds is required (caused by SendMessageRequest)"),
            Some(Duration::from_secs(37))
        );
        assert_eq!(
            hint("Please wait for 5 seconds"),
            Some(Duration::from_secs(5))
        );
        assert_eq!(hint("retrying in 2s"), Some(Duration::from_secs(2)));
        assert_eq!(
            hint("Try again after 3 minutes"),
            Some(Duration::from_secs(180))
        );
        assert_eq!(hint("retry_after=4"), Some(Duration::from_secs(4)));
        assert_eq!(hint("entry in 5s"), None);
        assert_eq!(hint("retry inside 5s"), None);
        assert_eq!(hint("await 5s"), None);
    }

    #[test]
    fn a_vendor_code_does_not_replace_the_status() {
        let status = |s: &str| Failure::from_text(s).http_status();
        assert_eq!(
            status(r#"{"status":500,"code":141,"title":"error"}"#),
            Some(500)
        );
        assert_eq!(status(r#"{"code": 40310000, "message": "x"}"#), None);
        assert_eq!(
            status(r#"{"code": 429, "message": "slow down"}"#),
            Some(429)
        );
        assert_eq!(status(r#"{"code": 200, "status": 503}"#), Some(503));
    }

    #[test]
    fn an_error_page_opening_with_its_status() {
        let status = |s: &str| Failure::from_text(s).http_status();
        assert_eq!(status("502. That’s an error."), Some(502));
        assert_eq!(status("404. That’s an error."), Some(404));
        assert_eq!(status("502.5 ms elapsed"), None);
        assert_eq!(status("502.That"), None);
    }

    #[test]
    fn smtp_replies_need_both_codes_of_one_class() {
        let reply = |s: &str| {
            Failure::from_text(s)
                .smtp_reply()
                .map(|r| (r.code, r.subject, r.detail))
        };
        assert_eq!(reply("550 5.1.1 User unknown"), Some((550, 1, 1)));
        assert_eq!(
            Failure::from_text("550 5.1.1 User unknown").http_status(),
            None
        );
        assert_eq!(reply("450-4.2.1 Try later"), Some((450, 2, 1)));
        assert_eq!(
            reply("SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted.')"),
            Some((535, 7, 8))
        );
        assert_eq!(reply("451 4.7.1 Greylisted"), Some((451, 7, 1)));
        assert_eq!(reply("421 4.3.2 Service shutting down"), Some((421, 3, 2)));
        // Not replies: a version, a count, classes that differ, a longer number, an id.
        assert_eq!(reply("upgrade to 5.1.1 failed"), None);
        assert_eq!(reply("550 files in 5.1.1"), None);
        assert_eq!(reply("450 5.1.1 mismatch"), None);
        assert_eq!(reply("4550 5.1.1"), None);
        assert_eq!(reply("550 5.1.1.4 nested version"), None);
        assert_eq!(reply("550 5.1 short"), None);
        assert_eq!(reply("v550 5.1.1"), None);
        assert_eq!(reply("250 2.0.0 OK queued"), None);
    }
}
