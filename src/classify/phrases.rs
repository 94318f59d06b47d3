//! Stage 2, words last: the built-in phrases, matched in one pass over normalized text.
//!
//! Each phrase names a kind of failure, not one server's message. Weights rank evidence:
//! a specific phrase (`rate limit`, `connection refused`) outweighs a generic one
//! (`timeout`, `invalid`), and typed evidence (weights 60–100, in `mod.rs`) outweighs most
//! phrases. A phrase ending in `*` matches any word starting with it.

use crate::ErrorCategory::{self, *};
use crate::swar::bytes_in;
use aho_corasick::automaton::{Automaton, StateID};
use aho_corasick::dfa::DFA;
use aho_corasick::{Anchored, MatchKind};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

/// What a phrase says about whether the call ran, beyond its category.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Hint {
    /// Nothing.
    None,
    /// The request never reached the tool (refused, unresolved, rejected at the door).
    NotExecuted,
    /// The call may have run: a timeout, a reset or a close mid-call. Such a phrase anywhere
    /// makes an outcome Unknown (a longer phrase around it, like `connect ETIMEDOUT`, hides
    /// it: the longest match wins).
    Ran,
    /// The thing missing is the tool itself.
    MissingTool,
    /// A quota tied to a plan or a bill: with a quota phrase it means a business limit,
    /// not a rate limit. Votes only if it has a weight of its own.
    Billing,
    /// A quota was exceeded (a rate limit, unless a billing phrase says it is the plan's).
    Quota,
    /// "found", "exists", "matching", "named", "connected": with "no" one to three words
    /// before, what was asked for is not there (`no product found`, `no bucket named
    /// 'logs'`, `no extension connected`); with "multiple" or "several", the name given
    /// was ambiguous, a bad argument (`Multiple pages named "x" found`); otherwise no vote.
    Found,
    /// The server says the call may have taken effect ("the order may have been placed"),
    /// or a command it ran exited with a failure (so it ran): the outcome is unknown
    /// whatever the category.
    Said,
    /// Not available: about a tool named just before, the tool is missing (`Tool "x" is
    /// not available`); otherwise the phrase's own category.
    ToolOr,
    /// A credential (`token`, `api key`, `credentials`): named bad or missing just before
    /// or after (`expired Railway token`, `API token not configured`), it weighs as
    /// `invalid token` does; otherwise its own weight.
    Credential,
    /// Opens a list of guesses about the failure, or a log of the steps taken (Playwright's
    /// `Call log:`, whose launch line lists Chrome's flags): nothing after it is evidence.
    Guesses,
    /// "valid", "supported", "available": heading a list of the values a call may use
    /// (`Valid counties: Antrim, …`, `available networks are: …`), it says the value given
    /// was none of them; otherwise no vote.
    Choices,
    /// "first", ending its clause: something must be done before this call can be
    /// (`Call puppeteer_launch first.`); otherwise no vote (`NULLS FIRST)`, `first page`).
    Before,
    /// "closed" a few words after "connection", "socket" or "stream" in the same clause
    /// (`connection 7 to db:27017 closed`): the transport closed mid-call; otherwise no vote.
    Closed,
    /// "did not complete within" or "exceeded", followed by a time (`within 10 minutes`,
    /// `exceeded 20000 ms`): the work ran out of time, so it timed out and may have run;
    /// otherwise no vote (`within 8 rounds`, `exceeded 5 MB`).
    Within,
    /// "unknown" naming, in one to four words, a value the caller gave, which follows
    /// quoted or after a colon (`Unknown size 'XXL2'`, `unknown numeric field: roe`): the
    /// call was refused, a bad argument, or a record not found when the words name one
    /// (`unknown session name: build-watch`); otherwise no vote (`Unknown error: …`).
    Unrecognized,
    /// "provide", "specify", "pass" opening a sentence (`Provide game_id.`, `Pass one or
    /// more paths`): the server asks for an argument it did not get; otherwise no vote.
    Asks,
    /// "session not found": the MCP transport's session when the text names the transport
    /// (a JSON-RPC body, Streamable HTTP, an endpoint, `tools/call`), which the client opens
    /// anew and retries, a network failure; otherwise a tool's own session (a browser's, an
    /// SSH connection's), not found. Not executed either way.
    Session,
    /// "calls", "requests", "attempts": with "too many" one or two words before (`Too many
    /// claim_task calls`, `too many login attempts`), the caller was rate limited; otherwise
    /// no vote. (With nothing between, a phrase of its own says so.)
    TooMany,
}

pub(crate) struct Phrase {
    pub text: &'static str,
    pub category: ErrorCategory,
    pub weight: u8,
    pub hint: Hint,
}

const fn p(text: &'static str, category: ErrorCategory, weight: u8, hint: Hint) -> Phrase {
    Phrase {
        text,
        category,
        weight,
        hint,
    }
}

use Hint::{
    Asks as A, Before as BF, Billing as B, Choices as L, Closed as CL, Credential as C, Found as F,
    Guesses as G, MissingTool as T, None as N, NotExecuted as X, Quota as Q, Ran as R, Said as S,
    Session as SE, TooMany as TM, ToolOr as TO, Unrecognized as U, Within as WI,
};

#[rustfmt::skip]
pub(crate) static PHRASES: &[Phrase] = &[
    // Rate limits: the request was refused before it ran.
    p("rate limit*", RateLimit, 78, X), p("ratelimit*", RateLimit, 78, X),
    p("too many requests", RateLimit, 78, X), p("throttl*", RateLimit, 78, X),
    p("throughput exceeded", RateLimit, 55, X), p("retry later", UpstreamUnavailable, 30, N), p("retry your request later", UpstreamUnavailable, 30, N),
    p("rate exceeded", RateLimit, 70, X),
    p("request limit exceeded", RateLimit, 60, Q), p("limit exceeded", RateLimit, 40, Q),
    p("limit reached", RateLimit, 40, Q), p("exceeded limit", RateLimit, 40, Q),
    p("exceeded the limit", RateLimit, 40, Q), p("over limit", RateLimit, 40, Q),
    p("reset in", RateLimit, 45, X),
    p("slow down", RateLimit, 55, X), p("frequency limit*", RateLimit, 70, X), p("qps limit", RateLimit, 70, X),
    p("too many request", RateLimit, 78, X),
    p("request rate*", RateLimit, 50, X), p("requests per", RateLimit, 45, X),
    p("calls per", RateLimit, 45, X), p("too many call*", RateLimit, 60, X), p("calls", RateLimit, 60, TM), p("requests", RateLimit, 60, TM), p("attempts", RateLimit, 60, TM), p("in a short period", RateLimit, 60, X),
    p("too fast", RateLimit, 50, X),
    p("too many write*", RateLimit, 60, X), p("too many operation*", RateLimit, 60, X),
    p("too many concurrent", RateLimit, 60, X), p("excessive requests", RateLimit, 70, X), p("flood wait", RateLimit, 70, X), p("flood control", RateLimit, 70, X), p("too many attempts", RateLimit, 60, X),
    // MySQL's per-account allowances, counted by the hour.
    p("max questions", RateLimit, 60, X), p("max updates", RateLimit, 60, X),
    p("max connections per hour", RateLimit, 60, X), p("max user connections", RateLimit, 55, X),
    // Azure DevOps's throttling by the resources a user's requests consume.
    p("exceeding usage", RateLimit, 60, X),
    // A 429 written as a code (`http_429`), which the status reader leaves alone.
    p("http 429", RateLimit, 70, X),
    p("traffic exceed*", RateLimit, 60, X), p("request weight", RateLimit, 60, X), p("requested too many times", RateLimit, 60, X),
    // Docker registries' code for 429; GitHub's secondary limits, behind a 403 or a 422.
    p("toomanyrequests", RateLimit, 78, X), p("abuse detection", RateLimit, 76, X),
    p("too quickly", RateLimit, 76, X), p("too frequent*", RateLimit, 76, X),
    // Go's rate limiter, when its wait would outlast the caller's deadline.
    p("would exceed context deadline", RateLimit, 60, X),
    // Telegram's flood wait, as Telethon words it: "A wait of 37 seconds is required".
    p("a wait of", RateLimit, 55, X),
    // An hour's allowance refills within the hour; an allowance "used up" is a quota.
    p("hourly limit", RateLimit, 60, X), p("out of limit", RateLimit, 45, Q), p("per hour", RateLimit, 55, X), p("used up", RateLimit, 45, Q), p("too many simultaneous", RateLimit, 60, X),
    p("limits exceeded", RateLimit, 40, Q), p("limit is exhausted", RateLimit, 40, Q), p("call limit", RateLimit, 45, Q), p("limit exhausted", RateLimit, 40, Q), p("cap exceeded", RateLimit, 40, Q),
    p("usage cap", RateLimit, 40, Q), p("requests limit*", RateLimit, 50, Q),
    p("account limit", RateLimit, 40, Q),
    p("number of requests", RateLimit, 50, X), p("allowed requests", RateLimit, 50, X),
    p("too many failed", RateLimit, 55, X), p("a moment before retrying", RateLimit, 40, X),
    p("resource exhausted", RateLimit, 50, Q), p("quota exceeded", RateLimit, 56, Q),
    p("exceeded your current quota", RateLimit, 55, Q), p("quota limit*", RateLimit, 50, Q),
    p("quota", RateLimit, 30, Q), p("error code: 1015", RateLimit, 65, X),
    // A plan, a bill, a period: marks a quota as the plan's.
    p("billing", BusinessRule, 0, B), p("upgrade", BusinessRule, 0, B),
    p("your plan", BusinessRule, 0, B), p("for plan", BusinessRule, 0, B),
    p("daily", BusinessRule, 0, B), p("used today", BusinessRule, 0, B), p("midnight", BusinessRule, 0, B), p("monthly", BusinessRule, 0, B), p("lunar", BusinessRule, 0, B), p("month", BusinessRule, 0, B),
    p("per day", BusinessRule, 0, B), p("credits", BusinessRule, 0, B),
    p("subscription", BusinessRule, 0, B),
    // Told to upgrade what the account pays for: a limit of the plan, whatever else it says.
    p("upgrade your plan", BusinessRule, 55, B), p("upgrade your subscription", BusinessRule, 55, B),
    p("subscription plan", BusinessRule, 50, B), p("storage", BusinessRule, 0, B),
    p("top up", BusinessRule, 76, B), p("for today", BusinessRule, 0, B),
    p("tomorrow", BusinessRule, 0, B), p("billed", BusinessRule, 0, B),
    // A day's allowance: used up until the day ends.
    p("day", BusinessRule, 0, B),
    // A disk's allowance and the free tier's: limits of their own, and a quota's owners.
    p("disk quota", BusinessRule, 50, B), p("free tier", BusinessRule, 45, B), p("enterprise tier", BusinessRule, 55, B), p("pro tier", BusinessRule, 55, B),
    p("free plan", BusinessRule, 45, B),
    // A tool kept for a higher plan than the account's.
    p("plan or higher", BusinessRule, 55, B), p("upgrade required", BusinessRule, 55, B), p("plan required", BusinessRule, 55, B),
    p("not in plan", BusinessRule, 55, B), p("not subscribed", BusinessRule, 50, B),
    p("paid plan", BusinessRule, 50, B), p("plan limit*", BusinessRule, 55, B),
    // A limit of size, not of rate: it does not refill with time.
    p("character limit", BusinessRule, 0, B), p("characters remaining", BusinessRule, 0, B),
    p("bytes", BusinessRule, 0, B),
    // Authentication: who is calling is not known or no longer valid. A credential named
    // as invalid, expired or revoked outweighs a 403, which many APIs send for a bad token.
    p("unauthori*", Authentication, 60, X), p("unauthenticated", Authentication, 65, X),
    // Told to sign in: in prose, or as the command line that would do it.
    p("consent required", Authentication, 55, X), p("interaction required", Authentication, 55, X),
    p("must be authenticated", Authentication, 65, X),
    // ssh2's refusal once every key and password was tried.
    p("all configured authentication methods failed", Authentication, 70, X), p("auth failure", Authentication, 60, X), p("pending auth", Authentication, 55, X),
    p("refresh token", Authentication, 55, X), p("authorization failed", Permission, 55, X), p("no access token", Authentication, 60, X), p("invalid access key", Authentication, 76, X),
    p("credential refresh", Authentication, 55, X), p("invalid login", Authentication, 65, X),
    // Sign-in refused until an administrator or a wait unlocks the account.
    p("temporarily locked", Authentication, 65, X),
    // The server's own key or token was never given to it.
    p("api key environment variable", Authentication, 60, X),
    p("token environment variable", Authentication, 60, X), p("must be logged in", Authentication, 65, X),
    p("auth login", Authentication, 55, X), p("az login", Authentication, 55, X), p("sso login", Authentication, 55, X),
    p("not authenticated", Authentication, 65, X), p("authentication required", Authentication, 65, X),
    p("authentication fail*", Authentication, 65, X), p("authentication error", Authentication, 60, X),
    p("auth required", Authentication, 60, X), p("invalid auth*", Authentication, 60, X),
    p("invalid token", Authentication, 76, X), p("token invalid", Authentication, 76, X),
    p("token is invalid", Authentication, 76, X), p("token is not valid", Authentication, 76, X),
    p("token not valid", Authentication, 76, X), p("missing token", Authentication, 60, X), p("invalid api key", Authentication, 76, X),
    p("incorrect api key", Authentication, 76, X), p("api key not valid", Authentication, 76, X),
    p("api key invalid", Authentication, 76, X), p("expired", Authentication, 30, X),
    p("could not authenticate", Authentication, 65, X), p("couldn't authenticate", Authentication, 65, X),
    p("unable to authenticate", Authentication, 65, X), p("failed to authenticate", Authentication, 65, X),
    p("invalid username", Authentication, 65, X), p("invalid password", Authentication, 65, X),
    p("incorrect username", Authentication, 65, X), p("incorrect password", Authentication, 65, X),
    p("wrong password", Authentication, 65, X), p("signature does not match", Authentication, 65, X), p("signature expired", Authentication, 65, X), p("two factor", Authentication, 55, X),
    p("anonymous access", Authentication, 55, X), p("rejected the password", Authentication, 65, X),
    p("password was rejected", Authentication, 65, X), p("password rejected", Authentication, 65, X), p("username or password", Authentication, 65, X),
    p("logon denied", Authentication, 65, X), p("login failed", Authentication, 65, X),
    p("invalid grant", Authentication, 65, X), p("invalid client", Authentication, 65, X),
    p("no longer valid", Authentication, 45, X),
    p("authorization required", Authentication, 65, X), p("authentication needed", Authentication, 65, X),
    p("authorization needed", Authentication, 65, X),
    // A key or token named, often as a setting the server lacks (`OBSIDIAN_API_KEY`).
    p("api key", Authentication, 35, C), p("token", Authentication, 30, C),
    p("invalid credentials", Authentication, 76, X), p("bad credentials", Authentication, 76, X),
    p("expired token", Authentication, 76, X), p("token expired", Authentication, 76, X),
    p("token is expired", Authentication, 76, X), p("token has expired", Authentication, 76, X),
    p("security token", Authentication, 50, X), p("re authori*", Authentication, 60, X),
    p("reauthori*", Authentication, 60, X), p("reauthenticat*", Authentication, 60, X), p("re authenticat*", Authentication, 60, X), p("authenticate again", Authentication, 60, X),
    p("authenticating again", Authentication, 60, X), p("please authorize", Authentication, 55, X), p("requires authentication", Authentication, 60, X), p("authentication is required", Authentication, 65, X), p("authorization is required", Authentication, 65, X), p("requires oauth", Authentication, 60, X), p("oauth authentication", Authentication, 55, X),
    p("oauth authorization", Authentication, 55, X),
    // An OAuth flow that did not finish: sign-in, not the network, is what is missing.
    p("oauth callback", Authentication, 60, X), p("oauth flow", Authentication, 60, X),
    p("state parameter", Authentication, 55, X), p("invalid state parameter", Authentication, 60, X), p("protected resource metadata", Authentication, 50, X), p("dynamic client registration", Authentication, 55, X),
    p("authorization expired", Authentication, 65, X), p("session expired", Authentication, 55, X),
    p("session has expired", Authentication, 55, X), p("login required", Authentication, 60, X),
    p("log in again", Authentication, 55, X), p("sign in again", Authentication, 55, X),
    p("locate credentials", Authentication, 60, X), p("no credentials", Authentication, 60, X),
    p("missing credentials", Authentication, 60, X), p("credentials", Authentication, 35, C),
    p("access token", Authentication, 35, C), p("elicitation required", Authentication, 55, X),
    p("noauth", Authentication, 60, X), p("not authed", Authentication, 60, X),
    p("not logged in", Authentication, 60, X), p("must log in", Authentication, 60, X),
    p("please log in", Authentication, 60, X),
    p("authorization header", Authentication, 50, X), p("token revoked", Authentication, 76, X),
    p("token has been revoked", Authentication, 76, X), p("publickey", Authentication, 65, X),
    p("revoked", Authentication, 55, X), p("jwt", Authentication, 50, X),
    p("access denied for user", Authentication, 65, X), p("www authenticate", Authentication, 55, X),
    p("unauth*", Authentication, 55, X), p("sign in", Authentication, 35, X),
    p("bot token", Authentication, 35, C), p("auth token", Authentication, 35, C),
    p("api token", Authentication, 35, C), p("bearer token", Authentication, 35, C),
    p("user key", Authentication, 35, C), p("auth key", Authentication, 35, C),
    p("authorization failure", Authentication, 60, X),
    // A credential missing.
    p("no api key", Authentication, 60, X), p("no token", Authentication, 55, X), p("no tokens", Authentication, 55, X), p("credential missing", Authentication, 60, X),
    p("token is required", Authentication, 60, X), p("token required", Authentication, 60, X),
    p("api key is required", Authentication, 60, X), p("api key required", Authentication, 60, X),
    // Permission: known caller, not allowed.
    p("forbidden", Permission, 60, X), p("permission denied", Permission, 60, X),
    p("permission*", Permission, 35, X), p("access denied", Permission, 60, X),
    p("access is denied", Permission, 60, X), p("not permitted", Permission, 55, X),
    p("eacces", Permission, 60, X), p("eperm", Permission, 60, X),
    p("insufficient scope", Permission, 60, X), p("row level security", Permission, 60, X),
    p("admin required", Permission, 55, X), p("requires admin", Permission, 55, X),
    p("not granted", Permission, 50, X), p("refused to fetch", Permission, 55, X), p("missing scope", Permission, 60, X),
    p("required scope*", Permission, 60, X), p("missing required scope*", Permission, 60, X),
    p("oauth scope*", Permission, 60, X),
    p("erofs", Permission, 60, X), p("read only file system", Permission, 60, X),
    p("scope*", Permission, 35, X), p("not in channel", Permission, 55, X),
    p("not have access", Permission, 55, X), p("don't have access", Permission, 55, X),
    p("no access", Permission, 45, X), p("not allowed", Permission, 45, X),
    // The roots a client allowed, a capability the user lacks, a guard against leaks.
    p("allowed root*", Permission, 55, X), p("allowed path*", Permission, 55, X), p("allowed director*", Permission, 55, X), p("no pg hba", Permission, 60, X), p("configured to only", Permission, 50, X),
    p("lacks required", Permission, 50, X), p("lacking the scope", Permission, 65, X), p("lacks the scope", Permission, 65, X), p("lacks the required", Permission, 50, X),
    p("lack required", Permission, 50, X), p("lack the required", Permission, 50, X),
    p("security check", Permission, 55, X), p("is read only", Permission, 50, X), p("security measure*", Permission, 60, X), p("security reason*", Permission, 60, X),
    p("outside allowed", Permission, 60, X), p("outside the allowed", Permission, 60, X),
    p("outside of allowed", Permission, 60, X),
    // A path that leaves the root it is confined to.
    p("path traversal", Permission, 50, X), p("path escapes", Permission, 55, X),
    p("outside the project", Permission, 55, X), p("outside the workspace", Permission, 55, X), p("escaping workspace", Permission, 55, X), p("escapes the workspace", Permission, 55, X),
    p("outside the root", Permission, 55, X), p("outside the repository", Permission, 55, X), p("outside the sandbox", Permission, 55, X),
    p("must remain inside", Permission, 55, X), p("path must be within", Permission, 55, X),
    p("escapes base", Permission, 55, X), p("escapes the base", Permission, 55, X),
    p("escapes root", Permission, 55, X), p("escapes the root", Permission, 55, X), p("must stay inside", Permission, 55, X), p("read only transaction", Permission, 60, X),
    p("readonly database", Permission, 60, X), p("read only database", Permission, 60, X),
    p("read only replica", UpstreamUnavailable, 55, X), p("not authorized", Permission, 55, X),
    p("insufficient privilege*", Permission, 60, X), p("restricted", Permission, 40, X), p("access restriction*", Permission, 55, X),
    p("insufficient access", Permission, 60, X), p("insufficient permission*", Permission, 60, X),
    p("insufficient authentication", Permission, 60, X), p("insufficient right*", Permission, 60, X), p("denied", Permission, 35, X),
    // A server's own guard: an allow-list, a read-only mode, an address or a flag it refuses.
    p("allowlist*", Permission, 55, X), p("allow list*", Permission, 55, X),
    p("allowed list", Permission, 55, X), p("not authorized to perform", Permission, 65, X),
    p("user does not have", Permission, 50, X), p("necessary privilege*", Permission, 65, X),
    p("required privilege*", Permission, 65, X), p("privilege*", Permission, 45, X),
    // A service refused in the caller's country.
    p("your region", Permission, 55, X), p("your country", Permission, 55, X), p("disallow*", Permission, 50, X), p("disallowed characters", InvalidArgument, 55, X), p("anti bot", Permission, 50, X), p("bot protection", Permission, 50, X),
    p("not have permission", Permission, 60, X), p("permission is required", Permission, 55, X), p("permission required", Permission, 55, X),
    p("permissions are required", Permission, 55, X), p("permissions required", Permission, 55, X), p("not in the allowed", Permission, 55, X),
    p("whitelist*", Permission, 55, X), p("read only mode", Permission, 60, X),
    // Read-only only while the service is maintained: an outage that ends by itself.
    p("read only mode for maintenance", UpstreamUnavailable, 65, N),
    // A server that takes only reads, refusing a write.
    p("allows read only", Permission, 55, X), p("allows readonly", Permission, 55, X),
    p("allows only read*", Permission, 55, X),
    // A feature the caller's organization does not have.
    p("for this organization", Permission, 45, X), p("for your organization", Permission, 45, X),
    p("blocked", Permission, 40, X), p("refusing to", Permission, 45, X),
    p("not enabled", Permission, 50, X), p("not been enabled", Permission, 50, X),
    p("block listed", Permission, 60, X), p("blocklist*", Permission, 60, X),
    p("blacklist*", Permission, 60, X), p("write access", Permission, 50, X),
    p("writer access", Permission, 50, X), p("edit access", Permission, 50, X),
    p("disabled", Permission, 50, X), p("not accessible", Permission, 55, X), p("has been suspended", Permission, 55, X), p("was suspended", Permission, 55, X), p("inaccessible", Permission, 40, X), p("is private", Permission, 45, X),
    p("denylist*", Permission, 60, X), p("deny list*", Permission, 60, X),
    p("denied by", Permission, 55, X), p("by policy", Permission, 55, X), p("default deny", Permission, 55, X),
    // Not found; the tool itself, or something the call named.
    p("unknown tool", NotFound, 65, T), p("does not support tools", NotFound, 55, T), p("not a valid tool", NotFound, 65, T),
    p("not a valid", InvalidArgument, 45, X), p("not a valid api key", Authentication, 76, X),
    p("not a valid token", Authentication, 76, X),
    p("unavailable tool", NotFound, 65, T), p("unknown resource", NotFound, 55, X),
    // "Unknown" before a thing a catalogue holds: it holds no such one.
    p("unknown model", NotFound, 55, X), p("unknown project", NotFound, 55, X),
    p("unknown collection", NotFound, 55, X), p("unknown index", NotFound, 55, X),
    p("unknown item", NotFound, 55, X), p("unknown workspace", NotFound, 55, X),
    p("unknown channel", NotFound, 55, X), p("unknown repository", NotFound, 55, X), p("unknown repo", NotFound, 55, X), p("decommissioned", NotFound, 55, X),
    p("unknown prompt", NotFound, 60, X), p("has no method", NotFound, 55, X),
    p("no such tool", NotFound, 65, T), p("tool not found", NotFound, 65, T),
    p("no tool named", NotFound, 65, T), p("not registered", NotFound, 45, X),
    p("method not found", NotFound, 60, T), p("unknown method", NotFound, 55, T),
    p("not found", NotFound, 50, X), p("not be found", NotFound, 55, X),
    p("cannot be found", NotFound, 55, X), p("no such", NotFound, 50, X),
    p("does not exist*", NotFound, 50, X), p("doesn't exist", NotFound, 50, X),
    p("do not exist*", NotFound, 50, X), p("not exist*", NotFound, 45, X),
    p("enoent", NotFound, 55, X), p("could not find", NotFound, 50, X),
    p("couldn't find", NotFound, 50, X), p("cannot find", NotFound, 50, X),
    p("can't find", NotFound, 50, X), p("unable to find", NotFound, 50, X),
    p("zero results", NotFound, 45, X), p("no results", NotFound, 40, X),
    p("resource missing", NotFound, 55, X), p("no element found", NotFound, 55, X),
    p("did not match any", NotFound, 50, X), p("no rows", NotFound, 45, X),
    p("0 rows", NotFound, 45, X), p("no matching", NotFound, 45, X),
    p("not recognized", NotFound, 45, X), p("not a recognized", NotFound, 45, X),
    p("unknown topic", NotFound, 55, X), p("unknown database", NotFound, 55, X),
    p("unknown table", NotFound, 55, X), p("is deleted", NotFound, 50, X),
    p("user unknown", NotFound, 55, X), p("unknown user", NotFound, 55, X),
    p("mailbox unavailable", NotFound, 55, X),
    p("was deleted", NotFound, 50, X), p("been deleted", NotFound, 50, X),
    // Nothing found for what was asked.
    p("found", NotFound, 48, F), p("exists", NotFound, 48, F),
    p("could be found", NotFound, 48, F), p("matching", NotFound, 48, F),
    p("named", NotFound, 48, F), p("matches", NotFound, 48, F), p("match", NotFound, 48, F),
    // "no tab with id 7", "no page with name x": nothing answers to the key given.
    p("with id", NotFound, 48, F), p("with name", NotFound, 48, F), p("with key", NotFound, 48, F),
    // "no extension connected", "no frontend client connected": the local end the server
    // drives (a browser extension, an editor, a plugin) is not there.
    p("connected", UpstreamUnavailable, 45, F),
    p("could not resolve to a", NotFound, 55, X), p("could not resolve to an", NotFound, 55, X), p("could not resolve ref", NotFound, 55, X), p("unknown revision", NotFound, 55, X), p("can be found", NotFound, 48, F),
    p("was found", NotFound, 48, F), p("were found", NotFound, 48, F),
    p("nothing found", NotFound, 50, X), p("no data found", NotFound, 50, X),
    p("no data for", NotFound, 45, X),
    p("already deleted", NotFound, 50, X),
    p("no information found", NotFound, 50, X), p("no records found", NotFound, 50, X),
    p("no record found", NotFound, 50, X), p("no entries found", NotFound, 50, X),
    p("not visible", NotFound, 45, X), p("not a git repository", NotFound, 55, X),
    p("any result*", NotFound, 40, X),
    // A name in the request that the target does not know: a column, a field.
    p("no such column", InvalidArgument, 55, X), p("field that does not exist", InvalidArgument, 55, X), p("field does not exist", InvalidArgument, 55, X), p("is a directory", InvalidArgument, 50, X), p("no such function", InvalidArgument, 55, X), p("operator does not exist", InvalidArgument, 55, X), p("unknown column", InvalidArgument, 55, X),
    // DuckDB's binder errors: the query names what the database does not have.
    p("binder error", InvalidArgument, 55, X), p("referenced column", InvalidArgument, 55, X),
    p("unknown field*", InvalidArgument, 55, X), p("invalid field*", InvalidArgument, 55, X),
    p("cannot be set", InvalidArgument, 50, X), p("conversion failed", InvalidArgument, 55, X),
    p("invalid date*", InvalidArgument, 55, X), p("invalid time*", InvalidArgument, 55, X),
    p("invalid email", InvalidArgument, 55, X), p("invalid url", InvalidArgument, 55, X),
    p("invalid uri", InvalidArgument, 55, X), p("invalid id", InvalidArgument, 55, X),
    p("required field*", InvalidArgument, 55, X), p("sql syntax", InvalidArgument, 55, X), p("incorrect syntax", InvalidArgument, 55, X),
    // A value left empty that its column requires.
    p("does not allow nulls", InvalidArgument, 55, X), p("not null constraint", InvalidArgument, 55, X),
    p("wrong kind", InvalidArgument, 50, X), p("wrong type", InvalidArgument, 50, X),
    p("not valid", InvalidArgument, 35, X), p("missing", InvalidArgument, 30, X),
    // A position in the arguments, a bound on a value, a thing a value must hold.
    p("at index", InvalidArgument, 45, X), p("greater than", InvalidArgument, 30, X),
    p("less than", InvalidArgument, 30, X), p("must have", InvalidArgument, 25, X),
    p("must contain", InvalidArgument, 25, X), p("cannot contain", InvalidArgument, 50, X), p("must not contain", InvalidArgument, 50, X), p("must include", InvalidArgument, 25, X),
    // Weaker than a credential named ("please provide your API key" is about signing in).
    p("please specify", InvalidArgument, 30, X), p("please provide", InvalidArgument, 30, X),
    p("can't parse", InvalidArgument, 50, X), p("cannot parse", InvalidArgument, 50, X),
    p("unable to parse", InvalidArgument, 50, X),
    p("must specify", InvalidArgument, 40, X), p("at least one", InvalidArgument, 35, X),
    p("at most", InvalidArgument, 35, X),
    p("input you provided", InvalidArgument, 45, X),
    p("must provide", InvalidArgument, 40, X), p("must supply", InvalidArgument, 40, X), p("provide either", InvalidArgument, 45, X), p("either provide", InvalidArgument, 45, X),
    p("provide both", InvalidArgument, 40, X),
    p("provide one of", InvalidArgument, 45, X),
    p("not provided", InvalidArgument, 34, X), p("be specified", InvalidArgument, 34, X),
    p("does not match", InvalidArgument, 40, X), p("do not match", InvalidArgument, 40, X), p("cannot be empty", InvalidArgument, 50, X),
    p("must not be empty", InvalidArgument, 50, X), p("cannot both be", InvalidArgument, 45, X), p("not both", InvalidArgument, 50, X),
    p("for input string", InvalidArgument, 55, X),
    p("are allowed", InvalidArgument, 35, X), p("are supported", InvalidArgument, 35, X), p("not supported", InvalidArgument, 40, X), p("should not", InvalidArgument, 25, X),
    p("failed to convert", InvalidArgument, 50, X), p("cannot convert", InvalidArgument, 50, X),
    p("could not convert", InvalidArgument, 50, X), p("did not understand", InvalidArgument, 50, X),
    p("could not understand", InvalidArgument, 50, X), p("couldn't understand", InvalidArgument, 50, X),
    // Invalid arguments: the call was rejected as asked.
    p("invalid argument*", InvalidArgument, 55, X), p("invalid param*", InvalidArgument, 55, X),
    p("invalid input", InvalidArgument, 45, X), p("invalid type", InvalidArgument, 50, X),
    p("invalid value", InvalidArgument, 50, X), p("invalid literal", InvalidArgument, 50, X),
    p("invalid request", InvalidArgument, 40, X), p("invalid request parameters", InvalidArgument, 55, X), p("request was invalid", InvalidArgument, 55, X), p("invalid format", InvalidArgument, 50, X),
    p("invalid json", InvalidArgument, 50, X), p("invalid choice", InvalidArgument, 55, X),
    p("invalid", InvalidArgument, 30, X), p("validation error", InvalidArgument, 55, X),
    p("validation fail*", InvalidArgument, 55, X), p("failed validation", InvalidArgument, 55, X),
    p("validating", InvalidArgument, 45, X), p("schema", InvalidArgument, 30, X),
    p("missing required", InvalidArgument, 55, X), p("required parameter", InvalidArgument, 55, X),
    p("required property", InvalidArgument, 55, X), p("is required", InvalidArgument, 45, X), p("check your input", InvalidArgument, 40, X),
    // "Required" in French, German, Italian, Spanish and Turkish: weak alone, so that what
    // is required (a permission, a sign-in) speaks first.
    p("requis", InvalidArgument, 30, X), p("requise", InvalidArgument, 30, X), p("obligatoire", InvalidArgument, 30, X),
    p("erforderlich", InvalidArgument, 30, X), p("obbligatori*", InvalidArgument, 30, X), p("obligatori*", InvalidArgument, 30, X),
    p("requerid*", InvalidArgument, 30, X), p("zorunlu", InvalidArgument, 30, X),
    // Romanian: too many requests.
    p("prea multe cereri", RateLimit, 78, X), p("are required", InvalidArgument, 35, X),
    p("missing field", InvalidArgument, 50, X),
    p("field required", InvalidArgument, 50, X), p("expected", InvalidArgument, 25, X),
    p("unprocessable", InvalidArgument, 50, X), p("bad request", InvalidArgument, 48, X),
    p("failed to deserialize", InvalidArgument, 55, X), p("deserializ*", InvalidArgument, 40, X),
    p("parse error", InvalidArgument, 50, X), p("could not parse", InvalidArgument, 45, X),
    p("failed to parse", InvalidArgument, 50, X), p("parsing error", InvalidArgument, 50, X),
    p("parsing exception", InvalidArgument, 55, X),
    p("syntax error", InvalidArgument, 55, X), p("mismatched input", InvalidArgument, 60, X), p("unexpected token", InvalidArgument, 40, X), p("unmarshal*", InvalidArgument, 45, X),
    p("unsupported", InvalidArgument, 40, X),
    p("malformed", InvalidArgument, 50, X), p("cannot specify both", InvalidArgument, 55, X),
    p("mutually exclusive", InvalidArgument, 55, X), p("cannot query field", InvalidArgument, 55, X),
    // A selector that found the wrong kind of element (`Element is not a <select> element`).
    p("element is not a", InvalidArgument, 50, X), p("element is not an", InvalidArgument, 50, X),
    // A value the call carries could not be picked out of it (an id from a URL).
    p("could not extract", InvalidArgument, 45, X), p("unable to extract", InvalidArgument, 45, X), p("cannot be used with", InvalidArgument, 50, X), p("used together", InvalidArgument, 50, X),
    p("can't be used with", InvalidArgument, 50, X), p("cannot be combined with", InvalidArgument, 50, X), p("must be between", InvalidArgument, 50, X), p("must start with", InvalidArgument, 45, X), p("must begin with", InvalidArgument, 45, X),
    p("must end with", InvalidArgument, 45, X),
    // A sentence that asks for an argument (weak: what it asks for, a key or a sign-in, speaks first).
    p("provide", InvalidArgument, 30, A), p("specify", InvalidArgument, 30, A), p("pass", InvalidArgument, 30, A),
    p("must be", InvalidArgument, 25, X), p("must not", InvalidArgument, 25, X),
    p("should be", InvalidArgument, 25, X), p("is not of type", InvalidArgument, 55, X),
    p("not of type", InvalidArgument, 50, X), p("has type", InvalidArgument, 40, X),
    // A value outside the set the message lists, or one the caller must name rightly.
    // A value named unknown, whatever it is a value of (weaker than every named kind above).
    p("unknown", InvalidArgument, 40, U), p("unbekannte*", InvalidArgument, 40, U),
    p("unknown action", InvalidArgument, 55, X), p("valid actions", InvalidArgument, 45, X),
    p("valid values", InvalidArgument, 45, X),
    // A list of what may be asked for, given because what was asked for is not in it.
    p("valid", InvalidArgument, 40, L), p("available", InvalidArgument, 40, L),
    p("supported", InvalidArgument, 40, L), p("allowed", InvalidArgument, 40, L),
    p("accepted", InvalidArgument, 40, L),
    // A step the state asks for before this call: a rule of the state, not of the arguments.
    p("first", BusinessRule, 35, BF), p("must first", BusinessRule, 40, X), p("must be one of", InvalidArgument, 50, X), p("use one of", InvalidArgument, 45, X), p("use a supported", InvalidArgument, 50, X),
    // Arguments that exclude or need each other, and dates out of order.
    p("exactly one of", InvalidArgument, 50, X),
    // A batch too large, a flag's value refused, a path not absolute.
    p("requests per batch", InvalidArgument, 55, X), p("invalid flag", InvalidArgument, 55, X),
    p("relative path*", InvalidArgument, 50, X), p("absolute path", InvalidArgument, 45, X), p("ambiguous identifier", InvalidArgument, 50, X),
    p("ambiguous name", InvalidArgument, 50, X), p("ambiguous reference", InvalidArgument, 50, X), p("only one of", InvalidArgument, 45, X),
    p("provided together", InvalidArgument, 50, X), p("set together", InvalidArgument, 50, X),
    p("specified together", InvalidArgument, 50, X), p("cannot be after", InvalidArgument, 50, X),
    p("cannot be before", InvalidArgument, 50, X), p("must be after", InvalidArgument, 45, X),
    p("must be before", InvalidArgument, 45, X), p("valid options", InvalidArgument, 45, X),
    p("specify a valid", InvalidArgument, 30, X), p("larger than", InvalidArgument, 40, X),
    p("does not equal any of", InvalidArgument, 55, X), p("not one of", InvalidArgument, 45, X),
    p("illegal operation", InvalidArgument, 50, X), p("illegal argument", InvalidArgument, 55, X),
    p("illegal", InvalidArgument, 35, X),
    p("eisdir", InvalidArgument, 55, X), p("enotdir", InvalidArgument, 55, X),
    p("out of range", InvalidArgument, 45, X), p("too long", InvalidArgument, 40, X),
    // ... but a request that took too long timed out (viem's `TimeoutError`).
    p("took too long", TransientNetwork, 55, R),
    p("too short", InvalidArgument, 40, X), p("unknown parameter", InvalidArgument, 55, X),
    p("unrecognized argument*", InvalidArgument, 55, X), p("unrecognized field*", InvalidArgument, 55, X),
    p("unrecognized option*", InvalidArgument, 55, X), p("additional propert*", InvalidArgument, 55, X),
    p("was unexpected", InvalidArgument, 45, X), p("validation", InvalidArgument, 40, X), p("parameter*", InvalidArgument, 30, X),
    p("argument*", InvalidArgument, 30, X), p("idempotency error", InvalidArgument, 45, X),
    // The network or transport: mostly "may have run", unless it never connected.
    p("timeout", TransientNetwork, 40, R), p("timed out", TransientNetwork, 40, R), p("request timed out", TransientNetwork, 55, R),
    p("time out", TransientNetwork, 40, R), p("etimedout", TransientNetwork, 50, R),
    p("operation timed out", TransientNetwork, 50, R),
    p("deadline exceeded", TransientNetwork, 50, R), p("connection closed", TransientNetwork, 50, R), p("closed", TransientNetwork, 50, CL),
    p("empty sse stream", TransientNetwork, 50, R), p("empty stream", TransientNetwork, 50, R), p("connection was closed", TransientNetwork, 55, R),
    p("closed by remote", TransientNetwork, 55, R), p("closed by the remote", TransientNetwork, 55, R),
    p("close frame", TransientNetwork, 50, R),
    // SQL Server's suffix to every failed statement: it says nothing of why.
    p("statement has been terminated", Unknown, 0, N),
    p("connection reset", TransientNetwork, 55, R), p("reset by peer", TransientNetwork, 55, R),
    p("econnreset", TransientNetwork, 55, R), p("connection aborted", TransientNetwork, 55, R), p("connection abort", TransientNetwork, 55, R),
    p("econnaborted", TransientNetwork, 55, R), p("epipe", TransientNetwork, 55, R),
    p("broken pipe", TransientNetwork, 55, R), p("socket hang up", TransientNetwork, 55, R),
    p("other side closed", TransientNetwork, 55, R), p("server disconnected", TransientNetwork, 55, R),
    p("session ended", TransientNetwork, 45, R), p("stream dropped", TransientNetwork, 50, R),
    p("sse connection", TransientNetwork, 45, N), p("before receiving", TransientNetwork, 45, R),
    p("disconnected", TransientNetwork, 45, R), p("closed before", TransientNetwork, 50, R),
    p("connection lost", TransientNetwork, 55, R), p("force closed", TransientNetwork, 50, R), p("allotted time", TransientNetwork, 50, R), p("server has been lost", TransientNetwork, 55, R),
    p("connection has been lost", TransientNetwork, 55, R),
    p("without a reply", TransientNetwork, 50, R), p("stream ended", TransientNetwork, 50, R),
    // A body cut short: the connection broke while the answer came back.
    p("eof while parsing", TransientNetwork, 60, R), p("payload is not completed", TransientNetwork, 55, R),
    // Chrome's network errors (`net::ERR_NETWORK_CHANGED`); the common ones have phrases of
    // their own.
    p("net::err", TransientNetwork, 40, R), p("ns error net", TransientNetwork, 40, R),
    p("net::err blocked by", Permission, 55, X),
    p("failed to send a request", TransientNetwork, 45, N), p("failed to send request", TransientNetwork, 45, N), p("connection was lost", TransientNetwork, 55, R),
    p("could not be established", TransientNetwork, 45, N), p("failed to establish", TransientNetwork, 45, N), p("unable to establish", TransientNetwork, 45, N), p("lost connection", TransientNetwork, 55, R),
    p("gone away", TransientNetwork, 50, R), p("transport closed", TransientNetwork, 55, R),
    p("channel closed", TransientNetwork, 50, R), p("closed connection", TransientNetwork, 50, R),
    p("closed the connection", TransientNetwork, 50, R), p("premature close", TransientNetwork, 50, R),
    p("esockettimedout", TransientNetwork, 55, R), p("forcibly closed", TransientNetwork, 55, R),
    p("eof", TransientNetwork, 45, R), p("communication channel", TransientNetwork, 50, R),
    p("communications link", TransientNetwork, 55, R), p("communication link", TransientNetwork, 55, R),
    p("communication error", TransientNetwork, 45, R),
    p("unexpected eof", TransientNetwork, 50, R), p("terminated", TransientNetwork, 40, R),
    p("hung up", TransientNetwork, 50, R), p("goaway", TransientNetwork, 45, R),
    p("reset", TransientNetwork, 30, R),
    p("connection refused", TransientNetwork, 60, X), p("econnrefused", TransientNetwork, 60, X),
    p("actively refused", TransientNetwork, 60, X), p("was refused", TransientNetwork, 35, X),
    // A connection that failed in a server's own words: servers print these for resets and
    // timeouts too, so unlike the system's own "connection refused" they prove nothing sent.
    p("failed to connect", TransientNetwork, 50, N), p("unable to connect", TransientNetwork, 50, N),
    p("could not connect", TransientNetwork, 50, N), p("cannot connect", TransientNetwork, 50, N),
    p("can't connect", TransientNetwork, 50, N), p("couldn't connect", TransientNetwork, 50, N),
    p("defunct connection", TransientNetwork, 50, R), p("network closed", TransientNetwork, 55, R),
    p("shutdown*", TransientNetwork, 45, R), p("timing out", TransientNetwork, 40, R),
    p("end of stream", TransientNetwork, 50, R), p("failed to respond", TransientNetwork, 50, R),
    p("did not respond", TransientNetwork, 50, R),
    p("did not complete within", TransientNetwork, 50, WI), p("didn't complete within", TransientNetwork, 50, WI),
    p("did not finish within", TransientNetwork, 50, WI), p("didn't finish within", TransientNetwork, 50, WI),
    // A time exceeded (`MCP request exceeded 20000 ms`), not a size or a count.
    p("exceeded", TransientNetwork, 45, WI),
    // A stream or a body cut short while it was read.
    p("body closed", TransientNetwork, 50, R), p("bad record mac", TransientNetwork, 55, R), p("response body error", TransientNetwork, 50, R),
    p("read response body", TransientNetwork, 50, R), p("didn't respond", TransientNetwork, 50, R), p("did not answer", TransientNetwork, 50, R),
    p("no http response", TransientNetwork, 50, R), p("closed unexpectedly", TransientNetwork, 55, R),
    p("connection is closed", TransientNetwork, 50, R), p("i/o error", TransientNetwork, 45, R),
    p("io error", TransientNetwork, 45, R), p("never received", TransientNetwork, 45, N),
    p("error communicating", TransientNetwork, 45, N), p("is not open", TransientNetwork, 45, X),
    // A stream or socket that takes no more writes; a path that does is a permission.
    p("stream is not writ*", TransientNetwork, 55, X), p("stream isn't writ*", TransientNetwork, 55, X),
    p("socket is not writ*", TransientNetwork, 55, X), p("socket isn't writ*", TransientNetwork, 55, X),
    p("not writeable", Permission, 45, X), p("not writable", Permission, 45, X),
    p("isn't writeable", Permission, 45, X), p("isn't writable", Permission, 45, X),
    // An empty answer: the request reached the server, which then said nothing.
    p("zero size", TransientNetwork, 55, R), p("empty reply", TransientNetwork, 55, R),
    p("empty response", TransientNetwork, 55, R), p("unexpectedly closed", TransientNetwork, 55, R),
    p("server closed", TransientNetwork, 50, R), p("transport error", TransientNetwork, 45, N),
    p("peer shut down", TransientNetwork, 50, R), p("ended prematurely", TransientNetwork, 55, R),
    // .NET's HttpClient reports its own timeout as a cancelled task.
    p("task was canceled", TransientNetwork, 50, R), p("task was cancelled", TransientNetwork, 50, R),
    // The streams under an MCP session (anyio's, in the Python SDK) closed or broke, and a
    // fetch that was aborted: mid-call, for all the caller knows.
    p("closed resource", TransientNetwork, 55, R), p("broken resource", TransientNetwork, 55, R),
    p("operation was aborted", TransientNetwork, 45, R),
    p("been aborted", TransientNetwork, 45, R), p("connection broken", TransientNetwork, 55, R),
    p("incomplete read", TransientNetwork, 55, R), p("ssl error syscall", TransientNetwork, 50, R),
    p("ssl syscall", TransientNetwork, 50, R), p("ssl error", TransientNetwork, 45, R), p("sslerror", TransientNetwork, 45, R), p("unable to contact", TransientNetwork, 45, N),
    p("connection attempts failed", TransientNetwork, 55, X), p("connect error", TransientNetwork, 45, N),
    p("connect failed", TransientNetwork, 45, N), p("connect() failed", TransientNetwork, 45, N), p("while making the request", TransientNetwork, 40, N),
    p("while sending the request", TransientNetwork, 40, N),
    p("make request", TransientNetwork, 40, N), p("make the request", TransientNetwork, 40, N),
    p("while communicating", TransientNetwork, 45, N), p("unreachable", TransientNetwork, 40, N),
    p("not reachable", TransientNetwork, 50, N), p("no connection", TransientNetwork, 45, N),
    // Connectivity diagnosed, not advice to check it ("verify printer connectivity").
    p("connectivity error*", TransientNetwork, 45, N), p("connectivity issue*", TransientNetwork, 45, N),
    p("connectivity problem*", TransientNetwork, 45, N), p("connectivity check", TransientNetwork, 45, N),
    p("no connectivity", TransientNetwork, 45, N), p("lost connectivity", TransientNetwork, 45, N),
    p("server misbehaving", TransientNetwork, 60, X), p("dial tcp", TransientNetwork, 45, N),
    // Sent, and no answer came back: it may have run.
    p("no response", TransientNetwork, 45, R), p("failed to get the response", TransientNetwork, 45, R),
    p("failed to get response", TransientNetwork, 45, R),
    // The service owns up to a failure of its own, which may follow work done.
    p("on our end", UpstreamUnavailable, 45, R), p("on our side", UpstreamUnavailable, 45, R),
    // A client's own retries ran out: each attempt may have reached the server.
    p("retries exceeded", TransientNetwork, 45, R), p("retries exhausted", TransientNetwork, 45, R),
    p("giving up after", TransientNetwork, 45, R), p("reached max retries", TransientNetwork, 45, R),
    p("stream error", TransientNetwork, 50, R), p("reconnection", TransientNetwork, 45, R),
    p("connection dropped", TransientNetwork, 55, R),
    p("did not initialize", TransientNetwork, 50, R),
    // A browser page or session that went away under the call (Puppeteer, Playwright).
    p("session closed", TransientNetwork, 50, R), p("target closed", TransientNetwork, 50, R),
    // A browser page or context closed under the call (Playwright, Puppeteer).
    p("page is closed", TransientNetwork, 50, R), p("page has been closed", TransientNetwork, 50, R),
    p("browser has been closed", TransientNetwork, 50, R), p("context has been closed", TransientNetwork, 50, R),
    p("failed to communicate", TransientNetwork, 45, R),
    p("context was destroyed", TransientNetwork, 50, R),
    // The server says itself that the call may have taken effect.
    p("may have been", TransientNetwork, 45, S), p("may or may not have", TransientNetwork, 55, S),
    p("might have been", TransientNetwork, 45, S), p("may have succeeded", TransientNetwork, 55, S),
    p("unknown if it succeeded", TransientNetwork, 55, S),
    // Said without a cause: what else the text says decides the category.
    p("outcome is unknown", Unknown, 0, S), p("outcome unknown", Unknown, 0, S),
    p("unknown outcome", Unknown, 0, S), p("status is unknown", Unknown, 0, S),
    p("still be in flight", TransientNetwork, 45, S), p("may still complete", TransientNetwork, 55, S),
    // Following up on work already handed over (polling it, checking its status) failed: the
    // work itself may have run.
    p("failed to check status", Unknown, 0, S), p("error checking status", Unknown, 0, S),
    p("failed to poll", Unknown, 0, S), p("error polling", Unknown, 0, S),
    p("timed out waiting", TransientNetwork, 55, R), p("could not be reached", TransientNetwork, 50, N),
    p("cannot reach", TransientNetwork, 50, N), p("unable to reach", TransientNetwork, 50, N), p("could not reach", TransientNetwork, 50, N),
    p("couldn't reach", TransientNetwork, 50, N),
    // A transaction sent to a chain and not confirmed in time: it may still land.
    p("not confirmed", TransientNetwork, 50, R), p("unable to confirm", TransientNetwork, 50, R),
    p("could not confirm", TransientNetwork, 50, R), p("failed to confirm", TransientNetwork, 50, R), p("not in the chain", TransientNetwork, 50, R),
    p("block height exceeded", TransientNetwork, 55, R), p("blockheight exceeded", TransientNetwork, 55, R),
    // The caller's client or transport was closed already: the request was never sent.
    p("closed client", TransientNetwork, 50, X), p("client is closed", TransientNetwork, 50, X),
    p("client has been closed", TransientNetwork, 50, X),
    p("connect etimedout", TransientNetwork, 60, X), p("connect timeout", TransientNetwork, 55, X),
    p("connect timed out", TransientNetwork, 55, X), p("enotfound", TransientNetwork, 60, X),
    p("eai again", TransientNetwork, 60, X), p("getaddrinfo", TransientNetwork, 55, X),
    // Only a host or a proxy: names, ids and dependencies "could not be resolved" too.
    p("could not resolve host*", TransientNetwork, 60, X), p("could not translate host name", TransientNetwork, 60, X),
    // asyncio's refused connection: "Connect call failed ('127.0.0.1', 8931)".
    p("connect call failed", TransientNetwork, 60, X), p("nodename nor servname", TransientNetwork, 60, X),
    p("check your internet connection", TransientNetwork, 50, N),
    p("network layer", TransientNetwork, 50, R), p("remote protocol error", TransientNetwork, 55, R), p("could not resolve proxy", TransientNetwork, 60, X), p("name resolution", TransientNetwork, 55, X),
    p("name or service not known", TransientNetwork, 60, X), p("no such host", TransientNetwork, 60, X), p("ehostdown", TransientNetwork, 60, N), p("host is down", TransientNetwork, 55, N),
    p("name not resolved", TransientNetwork, 60, X), p("address unreachable", TransientNetwork, 60, X),
    // Lists of guesses ("Possible causes: …"), which nothing after counts as evidence.
    p("possible causes", Unknown, 0, G), p("call log", Unknown, 0, G), p("common causes", Unknown, 0, G),
    p("possible reasons", Unknown, 0, G), p("common reasons", Unknown, 0, G), p("usual causes", Unknown, 0, G), p("likely causes", Unknown, 0, G),
    p("usual reasons", Unknown, 0, G), p("likely reasons", Unknown, 0, G),
    p("unknown host", TransientNetwork, 55, X), p("resolve host*", TransientNetwork, 55, X),
    // DNS failing, not a DNS tool's records or zones.
    p("dns error", TransientNetwork, 50, X), p("dns lookup", TransientNetwork, 50, X),
    p("dns resolution", TransientNetwork, 55, X), p("dns failure", TransientNetwork, 55, X),
    p("dns settings", TransientNetwork, 45, X), p("dns server", TransientNetwork, 45, X),
    p("dns query failed", TransientNetwork, 55, X),
    p("ehostunreach", TransientNetwork, 60, X), p("enetunreach", TransientNetwork, 60, X),
    p("host unreachable", TransientNetwork, 60, X), p("network is unreachable", TransientNetwork, 60, X),
    p("no route to host", TransientNetwork, 60, X), p("tls handshake", TransientNetwork, 55, X),
    p("handshake", TransientNetwork, 40, X), p("not connected", TransientNetwork, 55, X),
    // A handshake that timed out: nothing was sent yet (the timeout alone would say "may
    // have run"; the longer phrase wins where both start).
    p("handshake time*", TransientNetwork, 55, X), p("tls handshake time*", TransientNetwork, 60, X),
    p("session terminated", TransientNetwork, 55, X),
    // An MCP server that never had the session the request names (Streamable HTTP answers
    // 400): it refused the call before running it, and the client must initialize a new one.
    p("no valid session id", TransientNetwork, 92, X),
    // A session not found: the call was refused before it ran (see `Hint::Session`).
    p("session not found", NotFound, 92, SE),
    p("mcp session id", TransientNetwork, 92, X),
    // ... but a request sent without the header at all is the client's malformed request.
    p("mcp session id header is required", InvalidArgument, 93, X),
    p("transport not found", TransientNetwork, 92, X),
    p("server not initialized", TransientNetwork, 60, X),
    p("connection issue", TransientNetwork, 45, N), p("connection error", TransientNetwork, 45, N),
    p("connection fail*", TransientNetwork, 45, N), p("network error", TransientNetwork, 50, N),
    p("fetch failed", TransientNetwork, 45, N),
    p("failed to fetch", TransientNetwork, 30, N), p("error sending request", TransientNetwork, 45, N),
    // A transaction the database rolled back: it did not take effect, and retrying is the fix.
    p("deadlock*", TransientNetwork, 55, X), p("serialize access", TransientNetwork, 55, X),
    p("serialization failure", TransientNetwork, 55, X), p("lock wait timeout", TransientNetwork, 55, X),
    p("database is locked", TransientNetwork, 55, X), p("restarting transaction", TransientNetwork, 55, X),
    p("restart transaction", TransientNetwork, 55, X),
    p("unable to lock", TransientNetwork, 55, X), p("obtain lock", TransientNetwork, 55, X),
    p("lock not available", TransientNetwork, 55, X), p("exclusive access", TransientNetwork, 50, X),
    p("acquire lock", TransientNetwork, 55, X), p("lock is held", TransientNetwork, 55, X),
    p("conflicting lock", TransientNetwork, 55, X),
    // The server or what stands behind it is down or overloaded.
    // In prose, not as a 503 status: wrappers write it over failures that may have run.
    // EAGAIN's text, from the socket layer (a resolver that could not answer in time).
    p("resource temporarily unavailable", TransientNetwork, 60, N),
    // A long job the client stopped waiting for: it runs on.
    p("still processing", TransientNetwork, 50, R), p("did not finish", TransientNetwork, 50, R), p("still running", TransientNetwork, 50, R),
    p("keeps running", TransientNetwork, 50, R),
    p("service unavailable", UpstreamUnavailable, 60, N), p("temporarily unavailable", UpstreamUnavailable, 60, N),
    p("unavailable", UpstreamUnavailable, 40, R), p("overloaded", UpstreamUnavailable, 60, X),
    p("bad gateway", UpstreamUnavailable, 60, R), p("gateway timeout", UpstreamUnavailable, 60, R),
    p("gateway time out", UpstreamUnavailable, 60, R), p("upstream request timeout", UpstreamUnavailable, 60, R),
    p("upstream connect error", UpstreamUnavailable, 60, N), p("no healthy upstream", UpstreamUnavailable, 60, X),
    p("upstream", UpstreamUnavailable, 30, N), p("doctype", UpstreamUnavailable, 60, R),
    p("not currently available", UpstreamUnavailable, 50, N), p("currently not available", UpstreamUnavailable, 50, N),
    p("service not available", UpstreamUnavailable, 55, N), p("not responding", UpstreamUnavailable, 50, N), p("transient error", UpstreamUnavailable, 50, N),
    p("transient failure", UpstreamUnavailable, 50, N),
    p("try again soon", UpstreamUnavailable, 30, N),
    p("no responders", UpstreamUnavailable, 55, X), p("load balancing", UpstreamUnavailable, 55, X),
    // Nothing behind the front door to take the call (not "no available slots", a booking's).
    p("no available instance*", UpstreamUnavailable, 55, X), p("no available server*", UpstreamUnavailable, 55, X),
    p("no clients available", UpstreamUnavailable, 55, X), p("too busy", UpstreamUnavailable, 55, N),
    // A write that too few replicas could take (Redis's NOREPLICAS, Kafka's NOT_ENOUGH_REPLICAS).
    p("not enough replicas", UpstreamUnavailable, 55, X), p("not enough good replicas", UpstreamUnavailable, 55, X),
    p("noreplicas", UpstreamUnavailable, 55, X),
    // A process the server starts that cannot start: its host lacks what it needs.
    p("loading shared libraries", UpstreamUnavailable, 60, X),
    p("failed to launch the browser", UpstreamUnavailable, 55, X), p("no client available", UpstreamUnavailable, 55, X),
    p("no workers available", UpstreamUnavailable, 55, X), p("no worker available", UpstreamUnavailable, 55, X),
    // A page of HTML where the protocol's JSON was due: a proxy's or a gateway's own page.
    p("unsupported content type", UpstreamUnavailable, 50, N), p("media type returned", UpstreamUnavailable, 50, N),
    p("no available worker*", UpstreamUnavailable, 55, X), p("no available backend*", UpstreamUnavailable, 55, X),
    p("no available host*", UpstreamUnavailable, 55, X), p("no available node*", UpstreamUnavailable, 55, X),
    p("available right now", UpstreamUnavailable, 50, N), p("temporary error", UpstreamUnavailable, 45, N),
    p("unable to route", UpstreamUnavailable, 50, N), p("backend failed", UpstreamUnavailable, 50, N),
    p("connection pool", UpstreamUnavailable, 45, N), p("pool exhaust*", UpstreamUnavailable, 50, N),
    p("downstream", UpstreamUnavailable, 30, N),
    // The MCP server's own process ended under the call.
    p("process exited", UpstreamUnavailable, 50, R), p("process died", UpstreamUnavailable, 50, R),
    p("process crashed", UpstreamUnavailable, 50, R), p("process failed", UpstreamUnavailable, 50, R),
    p("exited unexpectedly", UpstreamUnavailable, 50, R),
    // A process stopped by a signal was working: a timeout or the system killed it.
    p("killed with signal", UpstreamUnavailable, 50, R), p("sigterm", UpstreamUnavailable, 45, R),
    p("sigkill", UpstreamUnavailable, 45, R), p("exited with code", UpstreamUnavailable, 50, S),
    // A command the tool ran exited with a failure: it ran, whatever stopped it.
    p("exit code", Unknown, 30, S), p("exit status", Unknown, 30, S),
    p("capacity exceeded", UpstreamUnavailable, 60, X),
    p("invalid response", UpstreamUnavailable, 48, R),
    // The caller's own guard refused the call before sending it: a circuit breaker that is
    // open, a bulkhead that is full.
    p("circuit breaker", UpstreamUnavailable, 60, X), p("circuit is open", UpstreamUnavailable, 60, X),
    p("circuit is now open", UpstreamUnavailable, 60, X), p("breaker is open", UpstreamUnavailable, 60, X),
    p("short circuited", UpstreamUnavailable, 55, X), p("call not permitted", UpstreamUnavailable, 60, X),
    p("consecutive failures", UpstreamUnavailable, 50, X),
    // A cluster that refuses work to spare its memory (Elasticsearch, OpenSearch).
    p("circuit breaking", UpstreamUnavailable, 60, X),
    p("bulkhead", UpstreamUnavailable, 55, X), p("semaphore", UpstreamUnavailable, 45, X),
    p("currently loading", UpstreamUnavailable, 50, X),
    p("still provisioning", UpstreamUnavailable, 50, X), p("docker daemon", UpstreamUnavailable, 55, N), p("backend error", UpstreamUnavailable, 45, R), p("not running", UpstreamUnavailable, 45, N), p("being provisioned", UpstreamUnavailable, 50, X), p("still loading", UpstreamUnavailable, 50, X), p("server is busy", UpstreamUnavailable, 55, X),
    p("internal server error", UpstreamUnavailable, 50, R), p("recovery mode", UpstreamUnavailable, 50, X),
    p("server busy", UpstreamUnavailable, 55, X), p("max clients reached", UpstreamUnavailable, 55, X), p("could not query the database", UpstreamUnavailable, 50, N),
    p("internal failure", UpstreamUnavailable, 50, R), p("relay error", UpstreamUnavailable, 50, R), p("internal service error", UpstreamUnavailable, 50, R),
    // A standby replica cancelled the query to replay the primary's changes.
    p("conflict with recovery", UpstreamUnavailable, 60, R),
    p("page crashed", UpstreamUnavailable, 50, R), p("shut down unexpectedly", UpstreamUnavailable, 50, R),
    p("server is closing", UpstreamUnavailable, 50, R), p("server had an error", UpstreamUnavailable, 50, R),
    p("could not be served", UpstreamUnavailable, 50, R), p("exceeded resource limits", UpstreamUnavailable, 50, N),
    p("currently offline", UpstreamUnavailable, 50, N),
    p("database resuming", UpstreamUnavailable, 60, X), p("is resuming", UpstreamUnavailable, 50, N), p("sufficient capacity", UpstreamUnavailable, 55, X),
    p("insufficient capacity", UpstreamUnavailable, 55, X), p("instance capacity", UpstreamUnavailable, 55, X), p("too many connections", UpstreamUnavailable, 55, X),
    p("too many clients", UpstreamUnavailable, 55, X),
    // A server with no room for another client.
    p("number of clients", UpstreamUnavailable, 55, X), p("number of connections", UpstreamUnavailable, 50, X),
    p("connection limit", UpstreamUnavailable, 50, X),
    // The service behind the tool said to be down.
    p("cluster is down", UpstreamUnavailable, 55, N), p("server is down", UpstreamUnavailable, 55, N),
    p("service is down", UpstreamUnavailable, 55, N), p("database is down", UpstreamUnavailable, 55, N),
    p("backend is down", UpstreamUnavailable, 55, N), p("site is down", UpstreamUnavailable, 55, N), p("connection slots", UpstreamUnavailable, 55, X),
    // Maintenance as a state of the service, not the word alone: `maintenance.create` is a
    // method of a monitoring API.
    p("in maintenance", UpstreamUnavailable, 50, X), p("under maintenance", UpstreamUnavailable, 50, X),
    p("for maintenance", UpstreamUnavailable, 50, X), p("maintenance mode", UpstreamUnavailable, 50, X),
    p("scheduled maintenance", UpstreamUnavailable, 50, X), p("undergoing maintenance", UpstreamUnavailable, 50, X),
    p("maintenance in progress", UpstreamUnavailable, 50, X), p("maintenance page", UpstreamUnavailable, 50, X), p("starting up", UpstreamUnavailable, 50, X),
    p("shutting down", UpstreamUnavailable, 45, R), p("administrator command", UpstreamUnavailable, 50, R),
    p("try again later", UpstreamUnavailable, 30, N), p("try again in a few", UpstreamUnavailable, 30, N),
    p("try again in a moment", UpstreamUnavailable, 30, N), p("longer than expected", UpstreamUnavailable, 45, N), p("already in use", UpstreamUnavailable, 45, X),
    // A name or a key another request or resource still holds.
    p("still in use", BusinessRule, 50, X), p("same idempotency key", BusinessRule, 55, X),
    p("idempotency key in use", BusinessRule, 55, X), p("idempotency key was used", BusinessRule, 55, X),
    p("idempotency key reuse*", BusinessRule, 55, X),
    // The device or server the tool drives is off the network (prose, like unavailability).
    p("is offline", UpstreamUnavailable, 50, N), p("device offline", UpstreamUnavailable, 50, N),
    p("capacity", UpstreamUnavailable, 35, X), p("not primary", UpstreamUnavailable, 55, X),
    p("not master", UpstreamUnavailable, 55, X), p("is loading", UpstreamUnavailable, 45, X),
    // Memory ran out while the server worked on something: perhaps this call.
    p("out of memory", UpstreamUnavailable, 50, R), p("memory limit", UpstreamUnavailable, 50, R),
    // A time allowed to one operation, spent before it finished (MongoDB's maxTimeMS).
    p("time limit exceeded", TransientNetwork, 50, R), p("exceeded time limit", TransientNetwork, 50, R),
    p("exceeded the time limit", TransientNetwork, 50, R), p("exceeded its time limit", TransientNetwork, 50, R), p("oom", UpstreamUnavailable, 50, R),
    p("no space left", UpstreamUnavailable, 55, R), p("enospc", UpstreamUnavailable, 55, R),
    p("unable to persist", UpstreamUnavailable, 55, X), p("failed to persist", UpstreamUnavailable, 55, X),
    p("too many open files", UpstreamUnavailable, 55, X), p("emfile", UpstreamUnavailable, 55, X),
    // Business rules: understood, and refused by the domain.
    p("must be in the future", BusinessRule, 60, X), p("must be in the past", BusinessRule, 60, X),
    p("already exist*", BusinessRule, 55, X), p("file exists", BusinessRule, 50, X), p("duplicate", BusinessRule, 45, X),
    // Advice against a duplicate is no duplicate: these say nothing of what happened.
    p("avoid a duplicate", Unknown, 0, N), p("avoid duplicate*", Unknown, 0, N), p("is a duplicate", BusinessRule, 55, X),
    p("duplicate key", BusinessRule, 60, X), p("unique constraint", BusinessRule, 60, X),
    p("foreign key constraint", BusinessRule, 60, X), p("violates", BusinessRule, 50, X),
    p("constraint validation", BusinessRule, 60, X), p("unsaved changes", BusinessRule, 55, X),
    p("constraint", BusinessRule, 40, X), p("conflict*", BusinessRule, 50, X),
    p("data collision", BusinessRule, 50, X),
    // Money the account lacks: outweighs the 403 some APIs send for it, as a credential
    // named does.
    p("insufficient funds", BusinessRule, 76, X), p("payment source", BusinessRule, 50, X),
    // Whatever else the account lacks (a coin's balance, margin, resources): its own
    // phrases name permissions, scopes and privileges, and outweigh this.
    p("insufficient", BusinessRule, 40, X),
    p("more credits", BusinessRule, 60, B), p("afford", BusinessRule, 55, B),
    // A cap on a turn or a session: it does not refill with time, as a rate limit does.
    p("single turn", BusinessRule, 62, X), p("per turn", BusinessRule, 62, X),
    p("calls per turn", BusinessRule, 62, X), p("tool call limit", BusinessRule, 62, X),
    p("session limit", BusinessRule, 62, X), p("active sessions", BusinessRule, 55, X),
    p("insufficient credit*", BusinessRule, 76, X), p("out of credits", BusinessRule, 76, B),
    p("out of allowance", BusinessRule, 60, B), p("insufficient balance", BusinessRule, 76, X),
    p("enough balance", BusinessRule, 76, X), p("balance is not enough", BusinessRule, 76, X), p("balance not enough", BusinessRule, 76, X), p("your card", BusinessRule, 50, X),
    p("no longer supported", BusinessRule, 50, X), p("prior request", RateLimit, 50, X),
    p("recharge", BusinessRule, 60, X), p("paid", BusinessRule, 40, X),
    p("enough funds", BusinessRule, 76, X), p("enough credit*", BusinessRule, 76, X),
    p("liquidity", BusinessRule, 50, X), p("no longer available", BusinessRule, 50, X),
    // A person asked to approve the call said no.
    p("rejected by user", Permission, 55, X), p("skipped by user", Permission, 55, X),
    p("skipped by the user", Permission, 55, X), p("access revoked", Permission, 60, X), p("unauthorized operation", Permission, 65, X), p("rejected by the user", Permission, 55, X), p("billing is not enabled", BusinessRule, 60, X),
    p("billing not enabled", BusinessRule, 60, X), p("enable billing", BusinessRule, 60, X),
    p("buying power", BusinessRule, 55, X),
    p("credit balance", BusinessRule, 60, X), p("card declined", BusinessRule, 65, X),
    p("decline*", BusinessRule, 60, X), p("payment required", BusinessRule, 60, X),
    p("statement timeout", BusinessRule, 65, X), p("non fast forward", BusinessRule, 55, X), p("fetch first", BusinessRule, 50, X),
    p("precondition", BusinessRule, 50, X), p("modal state", BusinessRule, 55, X),
    p("invalid state", BusinessRule, 50, X), p("exceeds", BusinessRule, 40, X),
    p("too large", InvalidArgument, 45, X), p("context length", InvalidArgument, 55, X),
    p("context window", InvalidArgument, 50, X), p("cannot exceed", InvalidArgument, 40, X), p("conditional check failed", BusinessRule, 55, X),
    p("archived", BusinessRule, 45, X), p("already been", BusinessRule, 45, X),
    p("been modified", BusinessRule, 50, X), p("changed since", BusinessRule, 45, X), p("changed on the server", BusinessRule, 50, X), p("in the trash", BusinessRule, 50, X),
    p("changed before", BusinessRule, 45, X), p("transition*", BusinessRule, 40, X),
    p("already allocated", BusinessRule, 50, X),
    // Content refused by a provider's moderation or safety policy.
    p("nsfw", BusinessRule, 55, X), p("safety checker", BusinessRule, 55, X),
    p("safety filter*", BusinessRule, 55, X), p("safety system", BusinessRule, 55, X),
    p("moderation", BusinessRule, 55, X), p("moderated", BusinessRule, 55, X),
    p("content policy", BusinessRule, 55, X), p("content filter*", BusinessRule, 55, X),
    p("sensitive content", BusinessRule, 55, X), p("unsubscribed", BusinessRule, 60, X),
    p("opted out", BusinessRule, 55, X), p("credits exceeded", BusinessRule, 60, X),
    p("will exceed", BusinessRule, 50, X), p("would exceed", BusinessRule, 50, X), p("over budget", BusinessRule, 60, X), p("budget spent", BusinessRule, 55, X),
    p("budget exceeded", BusinessRule, 55, X), p("recipient limit", BusinessRule, 50, X),
    p("not mergeable", BusinessRule, 55, X),
    p("not approved", BusinessRule, 50, X), p("maximum number", BusinessRule, 40, X), p("maximum limit", BusinessRule, 40, X),
    // A device or job in a state that forbids the action now.
    p("currently running", BusinessRule, 45, X), p("not safe", BusinessRule, 45, X),
    p("already in progress", BusinessRule, 50, X),
    // The state asked for holds already.
    p("already used", BusinessRule, 55, X), p("uniqueness", BusinessRule, 50, X),
    // A contract's own check refused the call, and the chain undid its effects.
    p("reverted", BusinessRule, 50, X),
    p("already active", BusinessRule, 55, X), p("already enabled", BusinessRule, 55, X),
    p("already disabled", BusinessRule, 55, X), p("already installed", BusinessRule, 55, X),
    p("already running", BusinessRule, 55, X), p("already started", BusinessRule, 55, X), p("already registered", BusinessRule, 55, X), p("already booked", BusinessRule, 55, X), p("fully booked", BusinessRule, 55, X), p("sold out", BusinessRule, 55, X), p("already provisioned", BusinessRule, 55, X), p("would be overwritten", BusinessRule, 55, X), p("uncommitted changes", BusinessRule, 55, X),
    p("premium required", BusinessRule, 55, X), p("already being", BusinessRule, 50, X),
    p("subscription has ended", BusinessRule, 60, X), p("client does not support", BusinessRule, 50, X), p("cannot exceed quota", BusinessRule, 60, X), p("is deprecated", BusinessRule, 45, X),
    // Credits or searches used up; memory is another matter (below).
    p("run out of", BusinessRule, 45, X), p("ran out of", BusinessRule, 45, X),
    p("run out of memory", UpstreamUnavailable, 50, R), p("ran out of memory", UpstreamUnavailable, 50, R),
    p("marked for deletion", BusinessRule, 55, X), p("not in a state", BusinessRule, 55, X),
    p("incorrect instance state", BusinessRule, 60, X), p("cross device link", BusinessRule, 60, X),
    p("required status check*", BusinessRule, 60, X), p("another operation", BusinessRule, 50, X),
    p("dependency violation", BusinessRule, 60, X), p("name taken", BusinessRule, 55, X),
    p("already received", BusinessRule, 55, X), p("already sent", BusinessRule, 55, X),
    p("already delivered", BusinessRule, 55, X), p("already closed", BusinessRule, 55, X), p("already open", BusinessRule, 55, X), p("already on", BusinessRule, 50, X),
    p("already merged", BusinessRule, 55, X), p("already cancel*", BusinessRule, 55, X),
    p("already completed", BusinessRule, 55, X),
    p("already shipped", BusinessRule, 55, X), p("already executed", BusinessRule, 55, X), p("already paid", BusinessRule, 55, X),
    p("already processed", BusinessRule, 55, X), p("already refunded", BusinessRule, 55, X),
    p("already fulfilled", BusinessRule, 55, X), p("already submitted", BusinessRule, 55, X),
    p("can no longer", BusinessRule, 50, X), p("cannot delete", BusinessRule, 40, X),
    p("not unique", BusinessRule, 50, X),
    p("already has", BusinessRule, 50, X), p("license", BusinessRule, 45, B), p("not licensed", BusinessRule, 55, B), p("enterprise license", BusinessRule, 60, B), p("licence", BusinessRule, 45, B),
    p("entitlement", BusinessRule, 45, B), p("business error", BusinessRule, 45, X),
    p("is locked", BusinessRule, 45, X), p("locked by", BusinessRule, 50, X), p("not deletable", BusinessRule, 50, X),
    p("cannot cancel", BusinessRule, 45, X), p("not empty", BusinessRule, 45, X),
    p("with status", BusinessRule, 35, X), p("market is closed", BusinessRule, 55, X),
    p("markets are closed", BusinessRule, 55, X), p("market closed", BusinessRule, 55, X),
    // A recipient the sender may no longer write to ("inactive" yields to a key named).
    p("inactive", BusinessRule, 34, X), p("suppression*", BusinessRule, 50, X),
    p("hard bounce", BusinessRule, 50, X),
    p("precondition failed", BusinessRule, 55, X),
    // Something must happen first, in the user's world or the session: a device, an account
    // chosen, a connection made, a consent given; or something else still depends on it.
    p("no active", BusinessRule, 49, X), p("no currently active", BusinessRule, 49, X),
    p("no active connection*", TransientNetwork, 50, X),
    p("no open", BusinessRule, 45, X), p("unavailable in", BusinessRule, 45, TO),
    p("not available in", BusinessRule, 45, TO), p("not available on", BusinessRule, 45, TO), p("is not available", UpstreamUnavailable, 40, TO),
    // Only about a tool named just before: otherwise too vague to vote.
    p("not available", Unknown, 0, TO),
    p("before you can", BusinessRule, 45, X),
    // Not while something about it still holds: a state of the thing, not of the call.
    p("while it has", BusinessRule, 50, X), p("while it is", BusinessRule, 50, X),
    p("while there are", BusinessRule, 50, X), p("in its current state", BusinessRule, 55, X), p("draft mode", BusinessRule, 50, X), p("still in draft", BusinessRule, 50, X), p("must confirm", BusinessRule, 50, X),
    p("confirmation required", BusinessRule, 50, X), p("approval required", BusinessRule, 50, X),
    p("requires approval", BusinessRule, 50, X), p("requires confirm*", BusinessRule, 50, X), p("explicit confirmation", BusinessRule, 55, X),
    // A person must approve the call first; waiting for them is not the network's fault.
    p("approval request", BusinessRule, 50, X), p("awaiting approval", BusinessRule, 50, X),
    p("pending approval", BusinessRule, 50, X),
    p("is associated with", BusinessRule, 45, X), p("is referenced by", BusinessRule, 50, X), p("referenced by other", BusinessRule, 55, X),
    // Someone else changed the record meanwhile.
    p("concurrent edit*", BusinessRule, 55, X), p("concurrent modification", BusinessRule, 55, X),
    p("still referenced", BusinessRule, 50, X), p("has dependent*", BusinessRule, 50, X),
    // The server lacks a plugin it needs: someone must install it.
    p("not installed", BusinessRule, 50, X),
    // A release that exists already cannot be replaced (registries answer 400 or 403).
    p("already published", BusinessRule, 76, X), p("previously published", BusinessRule, 76, X),
    p("already uploaded", BusinessRule, 76, X), p("already been published", BusinessRule, 76, X),
    p("already been uploaded", BusinessRule, 76, X),
    p("out of credit*", BusinessRule, 60, X), p("trial has ended", BusinessRule, 60, X),
    p("trial ended", BusinessRule, 60, X), p("trial has expired", BusinessRule, 60, X),
    p("trial expired", BusinessRule, 60, X),
    // The server crashed while handling the call: nothing says what it did or whether a
    // retry would crash it again.
    p("panic*", Unknown, 50, R), p("nil pointer", Unknown, 55, R),
    p("null pointer", Unknown, 55, R), p("segmentation fault", Unknown, 55, R),
    p("sigsegv", Unknown, 55, R), p("cannot read propert*", Unknown, 55, R),
    p("is not a function", Unknown, 55, R),
    p("has no attribute", Unknown, 55, R), p("nonetype", Unknown, 55, R),
    // `'NoneType' object is not iterable`, as normalization splits it.
    p("none type", Unknown, 55, R), p("not iterable", Unknown, 55, R),
    p("unreachable code", Unknown, 55, R),
    p("not callable", Unknown, 55, R), p("not subscriptable", Unknown, 55, R), p("indices must be integers", Unknown, 55, R),
    // What the server sent back could not be read: a server or proxy fault, not the call's.
    p("is not valid json", Unknown, 56, R), p("invalid json response", Unknown, 56, R),
    p("invalid json from", Unknown, 56, R), p("invalid json received", Unknown, 56, R),
    // Go's JSON decoder, given a page where JSON was due.
    p("looking for beginning of value", Unknown, 56, R),
    // Python's words for a body that is empty or not JSON at all.
    p("expecting value: line 1 column 1", Unknown, 56, R),
    // The tool ran and returned what its caller cannot use: a bug in the server.
    p("invalid result", Unknown, 55, R), p("failed to parse response", Unknown, 55, R),
    p("failed to parse server response", Unknown, 55, R), p("could not parse response", Unknown, 55, R),
    p("unable to parse response", Unknown, 55, R), p("error parsing response", Unknown, 55, R),
    p("failed to parse the response", Unknown, 55, R),
    p("failed to parse a successful response", Unknown, 55, R),
    p("response validation", Unknown, 50, R), p("unexpected end of json input", Unknown, 50, R),
    // The tool ran and answered something its own schema refuses: a bug in the server.
    p("response shape", Unknown, 55, R),
    p("output validation", Unknown, 56, R), p("output schema", Unknown, 50, R),
    p("structured content", Unknown, 56, R), p("structured output", Unknown, 56, R),
    p("tool output", Unknown, 56, R),
    p("unhandled exception", Unknown, 50, R), p("uncaught exception", Unknown, 50, R),
    p("exception calling application", Unknown, 50, R),
    // A certificate the client does not trust: no retry, sign-in or new argument mends it.
    p("certificate*", Unknown, 45, X),
    // The server is set up wrong: only whoever runs it can mend that.
    p("configured incorrectly", Unknown, 50, X), p("misconfigur*", Unknown, 50, X),
    p("environment variable", Unknown, 30, X),
    // Spanish, Portuguese, French, German and Turkish, in the words that need no accent
    // (those that do are in `WIDE_PHRASES`).
    p("demasiadas solicitudes", RateLimit, 78, X), p("demasiadas peticiones", RateLimit, 78, X),
    p("zu viele anfragen", RateLimit, 78, X),
    p("no autorizad*", Authentication, 60, X), p("nicht autorisiert", Authentication, 60, X),
    p("jeton invalide", Authentication, 76, X), p("yetkisiz", Authentication, 60, X),
    p("acceso denegado", Permission, 60, X), p("permiso denegado", Permission, 60, X),
    p("acesso negado", Permission, 60, X), p("zugriff verweigert", Permission, 60, X),
    p("keine berechtigung", Permission, 60, X),
    p("no encontrad*", NotFound, 50, X),
    p("no existe", NotFound, 50, X),
    // Spanish and Portuguese, unaccented: a value invalid, nothing there, a range too long,
    // values that cannot be equal, a balance used up, a sentence that asks for a value.
    p("invalido", InvalidArgument, 35, X), p("invalida", InvalidArgument, 35, X),
    p("no hay datos", NotFound, 45, X), p("no tiene datos", NotFound, 45, X), p("sin datos", NotFound, 45, X), p("sem dados", NotFound, 45, X),
    p("demasiado largo", InvalidArgument, 45, X), p("demasiado larga", InvalidArgument, 45, X), p("muito longo", InvalidArgument, 45, X),
    p("no pueden ser iguales", InvalidArgument, 50, X),
    p("deve ter", InvalidArgument, 30, X), p("deve ser", InvalidArgument, 30, X), p("debe tener", InvalidArgument, 30, X), p("debe ser", InvalidArgument, 30, X), p("saldo agotado", BusinessRule, 70, X), p("saldo esgotado", BusinessRule, 70, X),
    p("informe", InvalidArgument, 30, A), p("proporcione", InvalidArgument, 30, A), p("indique", InvalidArgument, 30, A), p("introuvable", NotFound, 50, X),
    p("n'existe pas", NotFound, 50, X), p("nicht gefunden", NotFound, 50, X),
    p("existiert nicht", NotFound, 50, X),
    p("herramienta desconocida", NotFound, 65, T), p("ferramenta desconhecida", NotFound, 65, T),
    p("outil inconnu", NotFound, 65, T), p("unbekanntes tool", NotFound, 65, T),
    p("unbekanntes werkzeug", NotFound, 65, T),
    p("invalide", InvalidArgument, 35, X), p("nao suportad*", InvalidArgument, 40, X),
    p("tiempo de espera", TransientNetwork, 45, R), p("error de red", TransientNetwork, 45, R),
    p("falha de rede", TransientNetwork, 45, R), p("errore di rete", TransientNetwork, 45, R),
    p("netzwerkfehler", TransientNetwork, 45, R), p("tempo limite", TransientNetwork, 45, R),
    p("tempo esgotado", TransientNetwork, 45, R),
    p("no se pudo conectar", TransientNetwork, 45, N), p("impossible de se connecter", TransientNetwork, 45, N),
    p("verbindung fehlgeschlagen", TransientNetwork, 45, N),
    p("servicio no disponible", UpstreamUnavailable, 60, N), p("service indisponible", UpstreamUnavailable, 60, N),
    p("error del servidor", UpstreamUnavailable, 45, R), p("erro interno", UpstreamUnavailable, 45, R),
    p("erreur interne", UpstreamUnavailable, 45, R), p("interner serverfehler", UpstreamUnavailable, 50, R),
    p("fondos insuficientes", BusinessRule, 76, X), p("saldo insuficiente", BusinessRule, 76, X),
    p("solde insuffisant", BusinessRule, 76, X), p("ya existe", BusinessRule, 55, X),
    p("existiert bereits", BusinessRule, 55, X), p("nicht registriert", NotFound, 45, X),
    p("nicht rechtzeitig", TransientNetwork, 50, R), p("drossel*", RateLimit, 70, X),
    p("serverfehler", UpstreamUnavailable, 45, R), p("erreur serveur", UpstreamUnavailable, 45, R),
    p("no puede ser", InvalidArgument, 40, X), p("fuera de la carpeta", Permission, 55, X),
    p("fuera del directorio", Permission, 55, X), p("sem permissao", Permission, 60, X),
    p("bloquead*", Permission, 40, X),
    // Italian, Dutch, Polish, Czech and Indonesian, in the words that need no accent.
    p("troppe richieste", RateLimit, 78, X), p("te veel verzoeken", RateLimit, 78, X),
    p("terlalu banyak permintaan", RateLimit, 78, X), p("przekroczono limit", RateLimit, 40, Q),
    p("non autorizzat*", Authentication, 60, X), p("niet geautoriseerd", Authentication, 60, X),
    p("nieautoryzowan*", Authentication, 60, X),
    p("accesso negato", Permission, 60, X), p("permesso negato", Permission, 60, X),
    p("toegang geweigerd", Permission, 60, X), p("geen toegang", Permission, 55, X),
    p("akses ditolak", Permission, 60, X),
    p("non trovat*", NotFound, 50, X), p("non esiste", NotFound, 50, X),
    p("niet gevonden", NotFound, 50, X), p("bestaat niet", NotFound, 50, X),
    p("nie znaleziono", NotFound, 50, X), p("nie istnieje", NotFound, 50, X),
    p("nenalezen*", NotFound, 50, X), p("neexistuje", NotFound, 50, X),
    p("tidak ditemukan", NotFound, 50, X),
    p("strumento sconosciuto", NotFound, 65, T), p("onbekende tool", NotFound, 65, T),
    p("non valid*", InvalidArgument, 35, X), p("mancant*", InvalidArgument, 35, X),
    p("valori ammessi", InvalidArgument, 45, X), p("ongeldig*", InvalidArgument, 35, X),
    p("niepoprawn*", InvalidArgument, 35, X), p("neplatn*", InvalidArgument, 35, X),
    p("tidak valid", InvalidArgument, 35, X),
    p("tempo scaduto", TransientNetwork, 45, R),
    p("servizio non disponibile", UpstreamUnavailable, 60, N), p("non disponibile", UpstreamUnavailable, 45, N),
    p("non risponde", UpstreamUnavailable, 50, N), p("errore interno", UpstreamUnavailable, 45, R),
    p("niet beschikbaar", UpstreamUnavailable, 45, N), p("interne serverfout", UpstreamUnavailable, 50, R),
    p("nedostupn*", UpstreamUnavailable, 45, N), p("tidak tersedia", UpstreamUnavailable, 45, N),
    p("fondi insufficienti", BusinessRule, 76, X), p("onvoldoende saldo", BusinessRule, 76, X),
    p("bestaat al", BusinessRule, 55, X),
];

/// The phrases as a compact DFA with leftmost-longest semantics. The automaton is built by
/// `aho-corasick`, then copied into a table of `u16` rows, one column per byte that occurs
/// in a phrase (all other bytes share column 0), with its states in breadth-first order so
/// that the states near the root, where a search spends most of its time, lie together.
/// The table is half the size of `aho-corasick`'s own, and the search loop is ours: a
/// search waits on one table load per byte, and two searches can wait at once.
pub(crate) struct Matcher {
    column: [u8; 256],
    /// Row per state; an entry is the next state, with `STOP` set if that state ends a
    /// match or is state 0, the dead state.
    next: Vec<u16>,
    /// Per state: the phrase it ends and that phrase's length (for match states).
    matches: Vec<(u16, u16)>,
    /// Per phrase: whether it is a stem (no word boundary required at its end).
    stems: Vec<bool>,
    /// Per state: how many of the last bytes read it stands for (its depth in the trie,
    /// which is how far back a match in progress can start).
    depth: Vec<u16>,
}

const STOP: u16 = 0x8000;
/// log2 of the row length: room for 63 distinct bytes in the phrases (they hold 32).
const SHIFT: u32 = 6;
const START: u16 = 1;

pub(crate) static BUILT_IN: LazyLock<Option<Matcher>> =
    LazyLock::new(|| Matcher::new(PHRASES.iter().map(|p| p.text)));

/// Phrases in other scripts and with accents, for servers that answer in Chinese, Japanese,
/// Korean, Russian, Spanish, Portuguese, French, German or Turkish. The compact automaton
/// has room for the ASCII phrases only, so these are searched apart, by `aho-corasick`
/// itself, and only in text that holds one of those scripts. No word boundaries: Chinese
/// and Japanese have none, and a stem matches its endings (`inválid` in `inválido`).
#[rustfmt::skip]
pub(crate) static WIDE_PHRASES: &[Phrase] = &[
    // Chinese.
    p("速率限制", RateLimit, 78, X), p("限流", RateLimit, 70, X), p("请求过于频繁", RateLimit, 78, X),
    p("请求频率", RateLimit, 60, X), p("频率限制", RateLimit, 70, X), p("必须", InvalidArgument, 35, X), p("每分钟", RateLimit, 55, X),
    p("每秒", RateLimit, 55, X), p("频繁", RateLimit, 50, X), p("并发", RateLimit, 50, X),
    p("配额", RateLimit, 40, Q), p("超限", RateLimit, 45, Q),
    p("天配额", BusinessRule, 0, B), p("日配额", BusinessRule, 0, B), p("每天", BusinessRule, 0, B),
    p("每日", BusinessRule, 0, B), p("余额不足", BusinessRule, 76, X), p("欠费", BusinessRule, 65, X),
    p("已存在", BusinessRule, 55, X), p("不能同时", InvalidArgument, 55, X), p("冲突", BusinessRule, 50, X),
    p("未授权", Authentication, 60, X), p("会话已失效", Authentication, 60, X),
    p("登录", Authentication, 45, X), p("认证失败", Authentication, 65, X),
    p("鉴权失败", Authentication, 65, X), p("未登录", Authentication, 60, X),
    p("令牌", Authentication, 30, X), p("密钥", Authentication, 35, X),
    p("无权限", Permission, 60, X), p("权限不足", Permission, 60, X), p("没有权限", Permission, 60, X),
    p("禁止访问", Permission, 60, X), p("禁止使用", Permission, 55, X), p("拒绝访问", Permission, 60, X), p("被禁用", Permission, 50, X),
    p("限制访问", Permission, 30, X),
    p("不存在", NotFound, 50, X), p("未找到", NotFound, 50, X), p("找不到", NotFound, 50, X),
    p("参数错误", InvalidArgument, 55, X), p("格式错误", InvalidArgument, 50, X),
    p("参数", InvalidArgument, 30, X), p("參數", InvalidArgument, 30, X), p("必須", InvalidArgument, 35, X), p("不支持", InvalidArgument, 40, X), p("必要があります", InvalidArgument, 35, X), p("无效", InvalidArgument, 30, X), p("缺少", InvalidArgument, 35, X),
    p("超时", TransientNetwork, 40, R), p("连接失败", TransientNetwork, 45, N),
    p("网络错误", TransientNetwork, 50, N), p("检查网络", TransientNetwork, 50, N),
    // The server says the call's outcome is unknown: it may have taken effect.
    p("结果未知", Unknown, 0, S), p("连接被拒绝", TransientNetwork, 60, X),
    p("服务不可用", UpstreamUnavailable, 60, N), p("服务器内部错误", UpstreamUnavailable, 50, R),
    p("系统繁忙", UpstreamUnavailable, 55, X), p("服务繁忙", UpstreamUnavailable, 55, X),
    p("维护", UpstreamUnavailable, 45, X), p("不匹配", InvalidArgument, 40, X),
    p("未知工具", NotFound, 65, T), p("没有找到", NotFound, 50, X),
    p("暂无", NotFound, 45, X), p("权限", Permission, 40, X), p("签名过期", Authentication, 65, X),
    p("未开通", BusinessRule, 55, X), p("过长", InvalidArgument, 45, X), p("过大", InvalidArgument, 45, X), p("未开启", BusinessRule, 50, X), p("工具不存在", NotFound, 65, T),
    // Japanese.
    p("リクエストが多すぎ", RateLimit, 78, X), p("レート制限", RateLimit, 78, X),
    p("認証", Authentication, 50, X), p("権限がありません", Permission, 60, X),
    p("アクセスが拒否", Permission, 60, X), p("見つかりません", NotFound, 50, X),
    p("存在しません", NotFound, 50, X), p("不正", InvalidArgument, 35, X), p("無効", InvalidArgument, 30, X),
    p("タイムアウト", TransientNetwork, 45, R), p("接続できません", TransientNetwork, 45, N),
    p("メンテナンス中", UpstreamUnavailable, 50, X), p("残高不足", BusinessRule, 76, X),
    p("既に存在", BusinessRule, 55, X),
    // Korean.
    p("요청 제한", RateLimit, 60, X), p("요청이 너무 많", RateLimit, 78, X),
    p("인증", Authentication, 50, X), p("로그인", Authentication, 45, X), p("필수", InvalidArgument, 35, X), p("필요합니다", InvalidArgument, 30, X), p("권한이 없", Permission, 60, X), p("접근 거부", Permission, 60, X), p("접근할 수 없", Permission, 55, X),
    p("찾을 수 없", NotFound, 50, X), p("존재하지 않", NotFound, 50, X),
    p("데이터가 없", NotFound, 45, X), p("데이타가 없", NotFound, 45, X),
    p("잘못된", InvalidArgument, 35, X), p("指定してください", InvalidArgument, 40, X), p("유효하지 않", InvalidArgument, 40, X),
    p("시간 초과", TransientNetwork, 45, R), p("연결 실패", TransientNetwork, 45, N),
    p("시스템 점검", UpstreamUnavailable, 50, X), p("점검 중", UpstreamUnavailable, 50, X),
    p("서비스 중지", UpstreamUnavailable, 50, X), p("잔액 부족", BusinessRule, 76, X),
    p("이미 존재", BusinessRule, 55, X),
    // Russian, lowercased as written (normalization lowercases ASCII only).
    p("не найден", NotFound, 50, X), p("не существует", NotFound, 50, X),
    p("слишком много запросов", RateLimit, 78, X), p("превышен лимит", RateLimit, 40, Q),
    p("доступ запрещ", Permission, 60, X), p("нет доступа", Permission, 55, X),
    p("нет прав", Permission, 55, X), p("не авторизован", Authentication, 60, X),
    p("неверный токен", Authentication, 76, X), p("токен", Authentication, 30, X),
    p("таймаут", TransientNetwork, 40, R), p("тайм-аут", TransientNetwork, 40, R),
    p("истекло время", TransientNetwork, 40, R), p("недоступен", UpstreamUnavailable, 45, N),
    p("внутренняя ошибка", UpstreamUnavailable, 45, R), p("ошибка на стороне", UpstreamUnavailable, 45, R), p("неверный", InvalidArgument, 30, X),
    p("некорректн", InvalidArgument, 35, X), p("параметр", InvalidArgument, 30, X),
    p("уже существует", BusinessRule, 55, X), p("недостаточно средств", BusinessRule, 76, X),
    p("неизвестный инструмент", NotFound, 65, T), p("должен", InvalidArgument, 35, X), p("должна", InvalidArgument, 35, X),
    p("должно", InvalidArgument, 35, X), p("должны", InvalidArgument, 35, X),
    p("нужно передать", InvalidArgument, 40, X), p("обязательн", InvalidArgument, 35, X),
    // Spanish: a time exceeded (`superó 30 s`).
    p("superó", TransientNetwork, 45, WI),
    // Romanian: a limit exceeded (with a comma or a cedilla under the s), no answer in time.
    p("depășit", RateLimit, 40, Q), p("depăşit", RateLimit, 40, Q), p("nu a răspuns", TransientNetwork, 45, R),
    // Spanish, Portuguese, French, German and Turkish, where the words carry an accent.
    p("límite de solicitudes", RateLimit, 60, X), p("muitas requisições", RateLimit, 78, X),
    p("excesso de requisições", RateLimit, 78, X), p("muitas solicitações", RateLimit, 78, X),
    p("trop de requêtes", RateLimit, 78, X), p("çok fazla istek", RateLimit, 78, X),
    p("sınır aşıldı", RateLimit, 40, Q),
    p("credenciales inválidas", Authentication, 76, X), p("token inválido", Authentication, 76, X),
    p("não autorizad", Authentication, 60, X), p("non autorisé", Authentication, 60, X),
    p("permissão negada", Permission, 60, X), p("accès refusé", Permission, 60, X),
    p("permission refusée", Permission, 60, X), p("erişim reddedildi", Permission, 60, X),
    p("não encontrad", NotFound, 50, X), p("não existe", NotFound, 50, X),
    p("já existe", BusinessRule, 55, X), p("existe déjà", BusinessRule, 55, X),
    p("bulunamadı", NotFound, 50, X),
    p("inválid", InvalidArgument, 35, X), p("obrigatóri", InvalidArgument, 30, X), p("no válid", InvalidArgument, 35, X),
    p("parámetro", InvalidArgument, 30, X), p("ungültig", InvalidArgument, 35, X),
    p("geçersiz", InvalidArgument, 35, X), p("não suportad", InvalidArgument, 40, X),
    p("délai d'attente", TransientNetwork, 45, R), p("zeitüberschreitung", TransientNetwork, 45, R),
    p("zaman aşımı", TransientNetwork, 45, R), p("não foi possível conectar", TransientNetwork, 45, N),
    p("serviço indisponível", UpstreamUnavailable, 60, N),
    // Portuguese: unavailable, temporarily; values that cannot be equal; "provide" asking for a value.
    p("indisponível", UpstreamUnavailable, 45, N), p("temporariamente", UpstreamUnavailable, 35, N),
    p("não podem ser iguais", InvalidArgument, 50, X), p("forneça", InvalidArgument, 30, A), p("nicht verfügbar", UpstreamUnavailable, 45, N),
    p("kullanılamıyor", UpstreamUnavailable, 50, N), p("clé api invalide", Authentication, 76, X),
    p("clé invalide", Authentication, 76, X),
    p("limite de requêtes", RateLimit, 70, X), p("réessayez plus tard", UpstreamUnavailable, 30, N),
    p("doit être", InvalidArgument, 30, X), p("non activé", Permission, 50, X),
    p("sem permissão", Permission, 60, X), p("trouvé", NotFound, 48, F),
    // Italian, Polish, Czech, Vietnamese and Ukrainian, where the words carry an accent or
    // are written in Cyrillic.
    p("esiste già", BusinessRule, 55, X), p("già esistent", BusinessRule, 55, X),
    p("zbyt wiele żądań", RateLimit, 78, X), p("zbyt wiele zapytań", RateLimit, 78, X),
    p("za dużo zapytań", RateLimit, 78, X), p("odmowa dostępu", Permission, 60, X),
    p("brak dostępu", Permission, 55, X), p("brak uprawnień", Permission, 55, X),
    p("nieprawidłow", InvalidArgument, 35, X), p("już istnieje", BusinessRule, 55, X),
    p("niedostępn", UpstreamUnavailable, 45, N),
    p("příliš mnoho požadavků", RateLimit, 78, X), p("přístup odepřen", Permission, 60, X),
    p("neznámý nástroj", NotFound, 65, T), p("chybí", InvalidArgument, 35, X),
    p("již existuje", BusinessRule, 55, X),
    p("quá nhiều yêu cầu", RateLimit, 78, X), p("không tìm thấy", NotFound, 50, X),
    p("không hợp lệ", InvalidArgument, 35, X), p("truy cập bị từ chối", Permission, 60, X),
    p("không có quyền", Permission, 55, X), p("đã tồn tại", BusinessRule, 55, X),
    p("hết thời gian", TransientNetwork, 45, R),
    p("занадто багато запитів", RateLimit, 78, X), p("не знайдено", NotFound, 50, X),
    p("доступ заборонено", Permission, 60, X), p("недійсн", InvalidArgument, 35, X),
    p("вже існує", BusinessRule, 55, X), p("недоступн", UpstreamUnavailable, 45, N),
    // Russian: a text too long.
    p("слишком длинн", InvalidArgument, 50, X), p("длиннее", InvalidArgument, 40, X),
    // Korean: a call quota spent; Chinese: a read-only mode.
    p("호출 한도", RateLimit, 60, X), p("한도 초과", RateLimit, 40, Q), p("只读", Permission, 50, X),
];

/// Whether `text` holds a letter of the scripts of `WIDE_PHRASES` (by UTF-8 lead byte): an
/// accented Latin letter (U+00C0–U+01BF, and Vietnamese's in U+1E00–U+1EFF), Cyrillic,
/// kana, a CJK ideograph or Hangul.
/// Dashes, curly quotes and other punctuation do not count.
pub(crate) fn may_hold_wide(text: &[u8]) -> bool {
    !text.is_ascii()
        && text
            .iter()
            .any(|b| matches!(b, 0xC3..=0xC6 | 0xD0 | 0xD1 | 0xE1 | 0xE3..=0xED))
}

/// `text` lowercased for the search of `WIDE_PHRASES` (normalization lowercases ASCII only),
/// each character kept where its lowercase is not one character of the same length, so that
/// positions stay those of `text`. Only Cyrillic has capitals among those scripts.
pub(crate) fn lowercase_wide(text: &[u8]) -> Cow<'_, [u8]> {
    let Ok(text) = std::str::from_utf8(text) else {
        return Cow::Borrowed(text);
    };
    if !text.as_bytes().contains(&0xD0) {
        return Cow::Borrowed(text.as_bytes());
    }
    let lowered: String = text
        .chars()
        .map(|c| {
            let mut lower = c.to_lowercase();
            match (lower.next(), lower.next()) {
                (Some(l), None) if l.len_utf8() == c.len_utf8() => l,
                _ => c,
            }
        })
        .collect();
    Cow::Owned(lowered.into_bytes())
}

pub(crate) static WIDE: LazyLock<Option<aho_corasick::AhoCorasick>> = LazyLock::new(|| {
    aho_corasick::AhoCorasick::builder()
        .match_kind(MatchKind::LeftmostLongest)
        .build(WIDE_PHRASES.iter().map(|p| p.text))
        .ok()
});

impl Matcher {
    /// Builds a matcher for phrases already in normalized form (`*` marks a stem). None if
    /// the automaton would need more than 32,767 states, or the phrases more than 63
    /// distinct bytes.
    pub(crate) fn new<'a>(phrases: impl Iterator<Item = &'a str>) -> Option<Matcher> {
        let (patterns, stems): (Vec<&str>, Vec<bool>) = phrases
            .map(|t| match t.strip_suffix('*') {
                Some(stem) => (stem, true),
                None => (t, false),
            })
            .unzip();
        let dfa = DFA::builder()
            .match_kind(MatchKind::LeftmostLongest)
            .build(&patterns)
            .ok()?;
        // Columns: one per byte that some phrase holds, each with a byte that stands for it.
        let mut column = [0u8; 256];
        let mut stands_for = vec![None];
        for b in patterns.iter().flat_map(|p| p.bytes()) {
            if column[usize::from(b)] == 0 {
                column[usize::from(b)] = u8::try_from(stands_for.len()).ok()?;
                stands_for.push(Some(b));
            }
        }
        stands_for[0] = (0..=255u8).find(|&b| column[usize::from(b)] == 0);
        if stands_for.len() > 1 << SHIFT {
            return None;
        }
        // States numbered breadth-first from the start (1); every dead state is 0.
        let start = dfa.start_state(Anchored::No).ok()?;
        let mut order = vec![None, Some(start)];
        let mut number: HashMap<StateID, u16> = HashMap::from([(start, START)]);
        let mut next = vec![0u16; 2 << SHIFT];
        let mut matches = vec![(0, 0); 2];
        let mut depth = vec![0u16; 2];
        let mut i = usize::from(START);
        while let Some(&Some(state)) = order.get(i) {
            if dfa.is_match(state) {
                let id = dfa.match_pattern(state, 0);
                let len = u16::try_from(dfa.pattern_len(id)).ok()?;
                matches[i] = (u16::try_from(id.as_usize()).ok()?, len);
            }
            for (c, b) in stands_for.iter().enumerate() {
                let Some(b) = b else { continue };
                let target = dfa.next_state(Anchored::No, state, *b);
                let n = if dfa.is_dead(target) {
                    0
                } else if let Some(&n) = number.get(&target) {
                    n
                } else {
                    let n = u16::try_from(order.len()).ok().filter(|&n| n < STOP)?;
                    number.insert(target, n);
                    order.push(Some(target));
                    next.resize(next.len() + (1 << SHIFT), 0);
                    matches.push((0, 0));
                    // Breadth-first, a state is first met by its shortest way in: the
                    // phrase prefix it stands for.
                    depth.push(depth[i].saturating_add(1));
                    n
                };
                let stop = n == 0 || dfa.is_match(target);
                next[(i << SHIFT) | c] = if stop { n | STOP } else { n };
            }
            i += 1;
        }
        // The dead state stays dead.
        next[..1 << SHIFT].fill(STOP);
        Some(Matcher {
            column,
            next,
            matches,
            depth,
            stems,
        })
    }

    /// Calls `found(pattern, start)` for every phrase in `text` that stands on word
    /// boundaries, left to right. Where phrases overlap the leftmost wins, then the longest,
    /// so that a specific phrase (`connect ETIMEDOUT`) hides the generic one inside it
    /// (`ETIMEDOUT`).
    ///
    /// A search waits on one table load per byte, so a longer text is searched as two
    /// halves at once, whose loads overlap; the second half's matches are then reconciled
    /// with where the first half's search actually crossed into it.
    pub(crate) fn for_each(&self, bytes: &[u8], mut found: impl FnMut(usize, usize)) {
        let mut emit = |(id, start, end): Match| {
            if self.on_word_boundaries(bytes, id, start, end) {
                found(usize::from(id), start);
            } else {
                self.search_inside(bytes, start + 1, end, &mut found);
            }
        };
        let mid = bytes.len() / 2;
        if mid < 16 {
            return self.search(bytes, Lane::new(0), &mut emit);
        }
        // Lane A searches from the start until its search crosses `mid`; lane B from `mid`.
        let (mut a, mut b) = (Lane::new(0), Lane::new(mid));
        // Where the whole search is at once past `mid` (None: lane A still running).
        let mut crossed = None;
        let mut later = Kept::default();
        let mut b_running = true;
        while crossed.is_none() {
            let (a_event, b_event) = if b_running {
                self.advance_both(bytes, &mut a, &mut b, mid)
            } else {
                (self.advance(bytes, &mut a), GO)
            };
            // (A lane B that has stopped reports GO.)
            if b_event != GO {
                match self.settle(b_event, &mut b) {
                    Event::Go => {}
                    // Out of room, B has done what it can: what follows is searched again.
                    Event::Found(m) => b_running = later.keep(m),
                    Event::Done => b_running = false,
                }
            }
            if a_event != GO {
                match self.settle(a_event, &mut a) {
                    Event::Go => {}
                    Event::Found((_, start, _)) if start >= mid => crossed = Some(mid),
                    Event::Found(m) => {
                        emit(m);
                        if m.2 >= mid {
                            crossed = Some(m.2);
                        }
                    }
                    Event::Done => crossed = Some(bytes.len()),
                }
            }
            // Once no match in progress can start before `mid`, the search goes on exactly
            // as lane B's did.
            if a.at >= mid
                && a.longest.is_none_or(|(_, start, _)| start >= mid)
                && a.at.saturating_sub(self.depth_of(a.state)) >= mid
            {
                crossed = crossed.or(Some(mid));
            }
        }
        let crossed = crossed.unwrap_or(mid);
        if b_running {
            self.search(bytes, b, &mut |m| {
                later.keep(m);
            });
        }
        // Lane B's matches that end by `crossed` lie inside what the whole search already
        // covered. If the next one starts at or after `crossed`, both searches meet there
        // and the rest is B's; if it straddles `crossed`, or B kept too few, search again.
        let mut rest = later
            .kept()
            .iter()
            .skip_while(|m| m.2 <= crossed)
            .peekable();
        match rest.peek() {
            Some(m) if m.1 >= crossed && later.whole => rest.for_each(|m| emit(*m)),
            None if later.whole => {}
            _ => self.search(bytes, Lane::new(crossed), &mut emit),
        }
    }

    /// Whether a match starts a word and, unless its phrase is a stem, ends one.
    fn on_word_boundaries(&self, bytes: &[u8], id: u16, start: usize, end: usize) -> bool {
        let open = start == 0 || !bytes[start - 1].is_ascii_alphanumeric();
        let stem = self.stems.get(usize::from(id)).copied().unwrap_or(false);
        open && (stem || bytes.get(end).is_none_or(|b| !b.is_ascii_alphanumeric()))
    }

    /// The matches that start in `from..until`, where the search found only a phrase that
    /// is not a word of its own (`server disconnected` inside `smtpserver disconnected`) and
    /// would otherwise hide the words within it (`disconnected`). A match that is not a word
    /// either is searched past one byte after its start.
    #[cold]
    fn search_inside(
        &self,
        bytes: &[u8],
        from: usize,
        until: usize,
        found: &mut dyn FnMut(usize, usize),
    ) {
        let mut lane = Lane::new(from);
        loop {
            // Nothing in progress can start before `until`: the rest is the caller's.
            if lane.longest.is_none() && lane.at.saturating_sub(self.depth_of(lane.state)) >= until
            {
                return;
            }
            let event = self.advance(bytes, &mut lane);
            if event == GO {
                continue;
            }
            match self.settle(event, &mut lane) {
                Event::Go => {}
                Event::Done => return,
                Event::Found((_, start, _)) if start >= until => return,
                Event::Found((id, start, end)) => {
                    if self.on_word_boundaries(bytes, id, start, end) {
                        found(usize::from(id), start);
                    } else {
                        lane = Lane::new(start + 1);
                    }
                }
            }
        }
    }

    fn depth_of(&self, state: u16) -> usize {
        usize::from(
            self.depth
                .get(usize::from(state))
                .copied()
                .unwrap_or(u16::MAX),
        )
    }

    /// The whole search from `lane` on, one byte at a time.
    fn search(&self, bytes: &[u8], mut lane: Lane, emit: &mut impl FnMut(Match)) {
        loop {
            let event = self.advance(bytes, &mut lane);
            if event != GO {
                match self.settle(event, &mut lane) {
                    Event::Go => {}
                    Event::Found(m) => emit(m),
                    Event::Done => return,
                }
            }
        }
    }

    /// Reads one byte: GO, STOPPED (a match or the dead state), or END of the text.
    #[inline(always)]
    fn advance(&self, bytes: &[u8], lane: &mut Lane) -> u8 {
        let Some(&b) = bytes.get(lane.at) else {
            return END;
        };
        let entry = self.entry(lane.state, b);
        lane.at += 1;
        lane.state = entry & !STOP;
        if entry & STOP != 0 { STOPPED } else { GO }
    }

    /// Reads a byte in each lane, and goes on while neither stops and lane A is short of
    /// `until`: the tight loop where the two searches' loads overlap, with every state in a
    /// register. Returns each lane's last event (GO for a lane that did not move).
    #[inline(always)]
    fn advance_both(&self, bytes: &[u8], a: &mut Lane, b: &mut Lane, until: usize) -> (u8, u8) {
        let (mut a_state, mut a_at, mut b_state, mut b_at) = (a.state, a.at, b.state, b.at);
        let events = loop {
            let (Some(&x), Some(&y)) = (bytes.get(a_at), bytes.get(b_at)) else {
                let end = |at: usize| if at < bytes.len() { GO } else { END };
                break (end(a_at), end(b_at));
            };
            let a_entry = self.entry(a_state, x);
            let b_entry = self.entry(b_state, y);
            a_at += 1;
            b_at += 1;
            a_state = a_entry & !STOP;
            b_state = b_entry & !STOP;
            if (a_entry | b_entry) & STOP != 0 || a_at >= until {
                let event = |entry: u16| if entry & STOP != 0 { STOPPED } else { GO };
                break (event(a_entry), event(b_entry));
            }
        };
        (a.state, a.at, b.state, b.at) = (a_state, a_at, b_state, b_at);
        events
    }

    /// The table entry for `state` reading byte `b`.
    #[inline(always)]
    fn entry(&self, state: u16, b: u8) -> u16 {
        let edge = (usize::from(state) << SHIFT) | usize::from(self.column[usize::from(b)]);
        self.next.get(edge).copied().unwrap_or(STOP)
    }

    /// What a stop means: a longer match (search on), the end of a search (a match found,
    /// the next search starts at its end), or the end of the text.
    #[cold]
    fn settle(&self, event: u8, lane: &mut Lane) -> Event {
        if event == STOPPED && lane.state != 0 {
            let (id, len) = self
                .matches
                .get(usize::from(lane.state))
                .copied()
                .unwrap_or((0, 0));
            lane.longest = Some((id, lane.at - usize::from(len), lane.at));
            return Event::Go;
        }
        match lane.longest.take() {
            Some(m) => {
                *lane = Lane::new(m.2);
                Event::Found(m)
            }
            // The dead state is reached only after a match; if not, move on.
            None if event == STOPPED => {
                *lane = Lane::new(lane.at);
                Event::Go
            }
            None => Event::Done,
        }
    }
}

/// A match: the phrase, its start and its end.
type Match = (u16, usize, usize);

/// The matches lane B found, as many as fit; `whole` while none was left out.
struct Kept {
    matches: [Match; 16],
    len: usize,
    whole: bool,
}

impl Default for Kept {
    fn default() -> Self {
        Kept {
            matches: [(0, 0, 0); 16],
            len: 0,
            whole: true,
        }
    }
}

impl Kept {
    /// Keeps `m` if there is room; false once a match had to be left out.
    fn keep(&mut self, m: Match) -> bool {
        match self.matches.get_mut(self.len) {
            Some(slot) => {
                *slot = m;
                self.len += 1;
            }
            None => self.whole = false,
        }
        self.whole
    }

    fn kept(&self) -> &[Match] {
        &self.matches[..self.len]
    }
}

const GO: u8 = 0;
const STOPPED: u8 = 1;
const END: u8 = 2;

enum Event {
    Go,
    Found(Match),
    Done,
}

/// One leftmost-longest search in progress, and the searches that follow it.
#[derive(Clone, Copy)]
struct Lane {
    state: u16,
    /// The next byte to read.
    at: usize,
    /// The longest match of the current search so far.
    longest: Option<Match>,
}

impl Lane {
    fn new(at: usize) -> Lane {
        Lane {
            state: START,
            at,
            longest: None,
        }
    }
}

/// Lowercases ASCII, splits CamelCase (`ReadTimeout` → `read timeout`), turns `_` and `-`
/// into spaces and collapses runs of ASCII whitespace, so that `rate_limited`, `RateLimited`
/// and `rate-limited` all read `rate limited`. Works on bytes: only ASCII bytes change, so
/// multi-byte characters pass through whole.
///
/// Eight bytes at a time where that is simple (no run of separators, no capital right after
/// a lowercase letter: most of a message), a byte at a time elsewhere.
///
/// The result is bytes, but UTF-8 whenever `text` is: only ASCII bytes change.
pub(crate) fn normalize(text: &str, out: &mut Vec<u8>) {
    out.clear();
    out.reserve(text.len() + text.len() / 4 + 1);
    let mut prev = SPACE;
    let mut chunks = text.as_bytes().chunks_exact(8);
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or_default());
        let upper = bytes_in(word, b'A', b'Z');
        let lower = bytes_in(word, b'a', b'z');
        let separator = bytes_in(word, b' ', b' ')
            | bytes_in(word, b'\t', b'\r')
            | bytes_in(word, b'_', b'_')
            | bytes_in(word, b'-', b'-');
        let carried = |class: u8| if prev == class { 0x80 } else { 0 };
        let after_lower = (lower << 8) | carried(LOWER);
        let after_separator = (separator << 8) | carried(SPACE);
        if upper & after_lower == 0 && separator & after_separator == 0 {
            // Every separator stands alone: each becomes one space, capitals become small.
            let fill = (separator >> 7) * 0xff;
            let normalized =
                ((word | (upper >> 2)) & !fill) | (u64::from_le_bytes([b' '; 8]) & fill);
            out.extend_from_slice(&normalized.to_le_bytes());
            prev = left_by(CLASS[usize::from(chunk[7])]);
        } else {
            for &b in chunk {
                normalize_byte(b, &mut prev, out);
            }
        }
    }
    for &b in chunks.remainder() {
        normalize_byte(b, &mut prev, out);
    }
}

const SPACE: u8 = 0;
const UPPER: u8 = 1;
const LOWER: u8 = 2;
const OTHER: u8 = 3;

/// One byte of `normalize`; `prev` is the class of the byte before (an upper-case letter
/// counts as OTHER, so that `HTTPError` stays one word).
/// Each byte's class: one table look-up a byte instead of a chain of comparisons.
static CLASS: [u8; 256] = {
    let mut class = [OTHER; 256];
    let mut b = 0;
    while b < 256 {
        class[b] = match b as u8 {
            b'_' | b'-' | b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => SPACE,
            b'A'..=b'Z' => UPPER,
            b'a'..=b'z' => LOWER,
            _ => OTHER,
        };
        b += 1;
    }
    class
};

/// What a byte of `class` leaves for the next one to see: a capital, once lowered, starts
/// no new word after it.
fn left_by(class: u8) -> u8 {
    if class == UPPER { OTHER } else { class }
}

fn normalize_byte(b: u8, prev: &mut u8, out: &mut Vec<u8>) {
    let class = CLASS[usize::from(b)];
    match class {
        SPACE if *prev != SPACE => out.push(b' '),
        SPACE => {}
        UPPER => {
            if *prev == LOWER {
                out.push(b' ');
            }
            out.push(b | 0x20);
        }
        _ => out.push(b),
    }
    *prev = left_by(class);
}

#[cfg(test)]
mod tests {
    use super::{BUILT_IN, PHRASES, WIDE_PHRASES, normalize};

    /// A phrase listed twice would count only with its first weight (the automaton reports
    /// one pattern per text), so the second entry would mislead whoever reads the table.
    #[test]
    fn no_phrase_is_listed_twice() {
        for table in [PHRASES, WIDE_PHRASES] {
            let mut seen = std::collections::HashSet::new();
            for phrase in table {
                assert!(seen.insert(phrase.text), "listed twice: {:?}", phrase.text);
            }
        }
    }

    #[test]
    fn normalizes_case_separators_and_camel_case() {
        let mut out = Vec::new();
        for (input, expected) in [
            ("RateLimited", "rate limited"),
            ("rate_limited", "rate limited"),
            ("rate-limited", "rate limited"),
            (
                "  ERR_CONNECTION_REFUSED\n\tat x ",
                "err connection refused at x ",
            ),
            ("ReadTimeout: 30s", "read timeout: 30s"),
            ("ECONNREFUSED", "econnrefused"),
            ("获取文档失败: NotFound", "获取文档失败: not found"),
            ("", ""),
        ] {
            normalize(input, &mut out);
            assert_eq!(String::from_utf8_lossy(&out), expected, "{input:?}");
        }
    }

    /// The plain, byte-at-a-time definition the fast version must agree with.
    fn reference(text: &str) -> String {
        let mut out = String::new();
        let (mut prev_lower, mut prev_space) = (false, true);
        for c in text.chars() {
            if matches!(c, '_' | '-' | ' ' | '\t' | '\n' | '\r' | '\u{b}' | '\u{c}') {
                if !prev_space {
                    out.push(' ');
                }
                (prev_lower, prev_space) = (false, true);
                continue;
            }
            if c.is_ascii_uppercase() && prev_lower {
                out.push(' ');
            }
            prev_lower = c.is_ascii_lowercase();
            prev_space = false;
            out.push(c.to_ascii_lowercase());
        }
        out
    }

    /// The matches the plain way: `aho-corasick`'s own leftmost-longest search, one pass.
    fn plain_search(text: &str) -> Vec<(usize, usize)> {
        static PLAIN: std::sync::LazyLock<aho_corasick::AhoCorasick> =
            std::sync::LazyLock::new(|| {
                aho_corasick::AhoCorasick::builder()
                    .match_kind(aho_corasick::MatchKind::LeftmostLongest)
                    .build(PHRASES.iter().map(|p| p.text.trim_end_matches('*')))
                    .expect("the phrases build")
            });
        let bytes = text.as_bytes();
        let words = |m: &aho_corasick::Match| {
            let stem = PHRASES[m.pattern().as_usize()].text.ends_with('*');
            (m.start() == 0 || !bytes[m.start() - 1].is_ascii_alphanumeric())
                && (stem
                    || bytes
                        .get(m.end())
                        .is_none_or(|b| !b.is_ascii_alphanumeric()))
        };
        let from = |at: usize| PLAIN.find(aho_corasick::Input::new(text).range(at..));
        let mut found = Vec::new();
        for m in PLAIN.find_iter(text) {
            if words(&m) {
                found.push((m.pattern().as_usize(), m.start()));
                continue;
            }
            // A phrase that is not a word: the words that start inside it.
            let mut at = m.start() + 1;
            while let Some(inner) = from(at).filter(|inner| inner.start() < m.end()) {
                if words(&inner) {
                    found.push((inner.pattern().as_usize(), inner.start()));
                    at = inner.end();
                } else {
                    at = inner.start() + 1;
                }
            }
        }
        found
    }

    fn matches(text: &str) -> Vec<(usize, usize)> {
        let mut found = Vec::new();
        let matcher = BUILT_IN.as_ref().expect("the built-in phrases build");
        matcher.for_each(text.as_bytes(), |id, start| found.push((id, start)));
        found
    }

    /// A phrase found inside a longer word is not a word, and must not hide the words
    /// within it.
    #[test]
    fn a_phrase_inside_a_word_hides_nothing() {
        let text = |id: usize| PHRASES[id].text;
        for (input, word) in [
            ("smtpserver disconnected", "disconnected"),
            ("xconnect etimedout", "etimedout"),
        ] {
            let found: Vec<_> = matches(input).into_iter().map(|(id, _)| text(id)).collect();
            assert_eq!(found, [word], "{input}");
        }
    }

    /// Each core holds phrases that overlap (`authentication required` | `required
    /// parameter` | `parameter`): wherever the middle of the text falls, the two halves
    /// must be reconciled into what one search finds.
    #[test]
    fn a_match_across_the_middle_is_reconciled() {
        for core in [
            "authentication required parameter",
            "unknown tool not found",
            "invalid request limit exceeded",
        ] {
            for pad in 0..100 {
                let text = format!("{}{core} {}", "w ".repeat(pad), "q ".repeat(60));
                assert_eq!(matches(&text), plain_search(&text), "{text:?}");
            }
        }
        // More matches in the second half than it keeps: they are found again.
        let crowded = "timeout, ".repeat(100);
        assert_eq!(matches(&crowded).len(), 100);
        assert_eq!(matches(&crowded), plain_search(&crowded));
    }

    /// Text made of phrases, pieces of phrases and filler, so that matches cross the middle
    /// of the text, straddle each other and crowd it.
    fn phrase_soup() -> impl proptest::strategy::Strategy<Value = String> {
        use proptest::prelude::*;
        let piece = prop_oneof![
            (0..PHRASES.len()).prop_map(|i| PHRASES[i].text.trim_end_matches('*').to_owned()),
            (0..PHRASES.len(), 1usize..6).prop_map(|(i, cut)| {
                let t = PHRASES[i].text.trim_end_matches('*');
                t[..t.len().saturating_sub(cut)].to_owned()
            }),
            "[a-z0-9:' ]{0,12}",
        ];
        proptest::collection::vec((piece, "[ .,x]{0,2}"), 0..40)
            .prop_map(|pieces| pieces.into_iter().map(|(p, sep)| p + &sep).collect())
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(4096))]
        #[test]
        fn finds_what_a_plain_search_finds(text in phrase_soup()) {
            proptest::prop_assert_eq!(matches(&text), plain_search(&text));
        }


        #[test]
        fn agrees_with_the_plain_definition(
            // The ASCII neighbours of each range the eight-byte path tests (`@[`{`, tab to
            // carriage return, `,.`, DEL) are there to catch an off-by-one.
            text in "[a-zA-Z0-9 _\\-\t\n\r\x08\x0b\x0c\x0e:@\\[`{,./\x7fé漢😀]{0,80}"
        ) {
            let mut out = Vec::new();
            normalize(&text, &mut out);
            // Only ASCII bytes change: still UTF-8.
            let out = String::from_utf8(out);
            proptest::prop_assert_eq!(out.ok(), Some(reference(&text)));
        }
    }
}
