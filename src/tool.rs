//! What the caller knows about a tool: [`ToolInfo`], and the [`ToolRegistry`] that names them.

use rmcp::model::Tool;
use serde::{Deserialize, Deserializer, Serialize};
use std::collections::HashMap;
use std::sync::Arc;

/// The metadata that decides whether a tool may be called twice.
///
/// `ToolInfo::new(name)` alone carries the MCP defaults (not read-only, destructive, not
/// idempotent, open world): unsafe to repeat. The builder methods state what is known.
///
/// ```
/// use mcp_rescue::ToolInfo;
///
/// let weather = ToolInfo::new("get_weather").read_only(true).idempotent(true);
/// assert!(weather.safe_to_repeat());
/// assert!(!ToolInfo::new("send_email").safe_to_repeat());
///
/// // The original project's field names deserialize as they are.
/// let email: ToolInfo = serde_json::from_str(
///     r#"{"name":"send_email","read_only":false,"idempotent":false,"destructive":false}"#,
/// ).unwrap();
/// assert!(!email.safe_to_repeat());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct ToolInfo {
    /// The tool's name, as in `tools/call`.
    pub name: String,
    /// The tool does not modify its environment.
    pub read_only: bool,
    /// Calling it again with the same arguments has no additional effect.
    pub idempotent: bool,
    /// It may perform destructive updates (meaningful only when not read-only).
    pub destructive: bool,
    /// It may interact with an open world of external entities.
    pub open_world: bool,
}

impl ToolInfo {
    /// A tool with the MCP annotation defaults: unsafe to repeat.
    pub fn new(name: impl Into<String>) -> Self {
        ToolInfo {
            name: name.into(),
            read_only: false,
            idempotent: false,
            destructive: true,
            open_world: true,
        }
    }

    /// Marks the tool read-only. A read-only tool is not destructive (the MCP spec gives
    /// `destructiveHint` meaning only when `readOnlyHint` is false), so this clears
    /// `destructive` too; call [`ToolInfo::destructive`] afterwards to override.
    pub fn read_only(mut self, read_only: bool) -> Self {
        self.read_only = read_only;
        if read_only {
            self.destructive = false;
        }
        self
    }

    /// Marks the tool idempotent.
    pub fn idempotent(mut self, idempotent: bool) -> Self {
        self.idempotent = idempotent;
        self
    }

    /// Marks the tool destructive or not.
    pub fn destructive(mut self, destructive: bool) -> Self {
        self.destructive = destructive;
        self
    }

    /// Marks the tool as reaching an open world or not.
    pub fn open_world(mut self, open_world: bool) -> Self {
        self.open_world = open_world;
        self
    }

    /// Whether an outcome-unknown failure may be repeated: the tool is not destructive and is
    /// read-only or idempotent.
    pub fn safe_to_repeat(&self) -> bool {
        !self.destructive && (self.read_only || self.idempotent)
    }
}

/// Reads the MCP annotations of an rmcp [`Tool`], applying the spec's defaults
/// (`readOnlyHint` false, `destructiveHint` true, `idempotentHint` false, `openWorldHint`
/// true; destructive and idempotent count only when the tool is not read-only).
///
/// ```
/// use mcp_rescue::ToolInfo;
/// use rmcp::model::{Tool, ToolAnnotations};
/// use std::sync::Arc;
///
/// let tool = Tool::new("get_weather", "Weather", Arc::new(Default::default()))
///     .with_annotations(ToolAnnotations::new().read_only(true));
/// assert!(ToolInfo::from(&tool).safe_to_repeat());
/// let bare = Tool::new("send_email", "Mail", Arc::new(Default::default()));
/// assert!(!ToolInfo::from(&bare).safe_to_repeat());
/// ```
impl From<&Tool> for ToolInfo {
    fn from(tool: &Tool) -> Self {
        let hints = tool.annotations.as_ref();
        let read_only = hints.and_then(|a| a.read_only_hint).unwrap_or(false);
        let destructive = hints.and_then(|a| a.destructive_hint).unwrap_or(true);
        let idempotent = hints.and_then(|a| a.idempotent_hint).unwrap_or(false);
        ToolInfo {
            name: tool.name.to_string(),
            read_only,
            idempotent: idempotent && !read_only,
            destructive: destructive && !read_only,
            open_world: hints.and_then(|a| a.open_world_hint).unwrap_or(true),
        }
    }
}

impl<'de> Deserialize<'de> for ToolInfo {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // Absent fields take the MCP defaults; an absent `destructive` follows `read_only`.
        #[derive(Deserialize)]
        struct Fields {
            name: String,
            read_only: Option<bool>,
            idempotent: Option<bool>,
            destructive: Option<bool>,
            open_world: Option<bool>,
        }
        let f = Fields::deserialize(deserializer)?;
        let read_only = f.read_only.unwrap_or(false);
        Ok(ToolInfo {
            name: f.name,
            read_only,
            idempotent: f.idempotent.unwrap_or(false),
            destructive: f.destructive.unwrap_or(!read_only),
            open_world: f.open_world.unwrap_or(true),
        })
    }
}

/// Tool name → [`ToolInfo`]. Cheap to clone (one shared map).
///
/// A tool missing from the registry is treated as unsafe to repeat.
///
/// ```
/// use mcp_rescue::{ToolInfo, ToolRegistry};
///
/// let registry = ToolRegistry::new()
///     .with(ToolInfo::new("get_weather").read_only(true))
///     .with(ToolInfo::new("send_email"));
/// assert!(registry.get("get_weather").unwrap().safe_to_repeat());
/// assert!(registry.get("unknown").is_none());
///
/// let same: ToolRegistry = [ToolInfo::new("a"), ToolInfo::new("b")].into_iter().collect();
/// assert_eq!(same.len(), 2);
/// ```
#[derive(Debug, Clone, Default)]
pub struct ToolRegistry {
    tools: Arc<Tools>,
}

/// The records in insertion order, and where each name's record is. A position stays valid
/// for as long as the registry it came from (it is never changed in place once shared), so
/// a call in flight can hold one instead of a shared pointer to the record.
#[derive(Debug, Clone, Default)]
struct Tools {
    // foldhash rather than SipHash: a look-up on every call with `max_attempts(1)`, where
    // SipHash alone cost more than the rest of the layer. Still seeded per map.
    by_name: HashMap<Box<str>, usize, foldhash::fast::RandomState>,
    records: Vec<ToolInfo>,
}

impl Tools {
    fn insert(&mut self, info: ToolInfo) {
        match self.by_name.get(info.name.as_str()) {
            Some(&at) => self.records[at] = info,
            None => {
                self.by_name
                    .insert(info.name.as_str().into(), self.records.len());
                self.records.push(info);
            }
        }
    }
}

impl ToolRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds or replaces one tool.
    pub fn with(mut self, info: ToolInfo) -> Self {
        self.insert(info);
        self
    }

    /// Adds or replaces one tool.
    pub fn insert(&mut self, info: ToolInfo) {
        Arc::make_mut(&mut self.tools).insert(info);
    }

    /// Builds a registry from rmcp tools (as `list_all_tools` returns them), reading their
    /// annotations with the MCP defaults.
    pub fn from_tools<'a>(tools: impl IntoIterator<Item = &'a Tool>) -> Self {
        tools.into_iter().map(ToolInfo::from).collect()
    }

    /// Applies local entries on top: each replaces what the registry held for that name.
    /// Use it to override annotations a server claims (the MCP spec treats them as hints).
    pub fn with_overrides(mut self, local: impl IntoIterator<Item = ToolInfo>) -> Self {
        self.extend(local);
        self
    }

    /// The metadata for `name`, if known.
    pub fn get(&self, name: &str) -> Option<&ToolInfo> {
        self.position(name).and_then(|at| self.at(at))
    }

    /// Where `name`'s record is in this registry, to read it later with [`at`](Self::at).
    #[inline]
    pub(crate) fn position(&self, name: &str) -> Option<usize> {
        self.tools.by_name.get(name).copied()
    }

    /// The record at a position [`position`](Self::position) gave for this registry.
    pub(crate) fn at(&self, position: usize) -> Option<&ToolInfo> {
        self.tools.records.get(position)
    }

    /// How many tools are known.
    pub fn len(&self) -> usize {
        self.tools.records.len()
    }

    /// Whether no tool is known.
    pub fn is_empty(&self) -> bool {
        self.tools.records.is_empty()
    }

    /// The known tools, in the order they were first added.
    pub fn iter(&self) -> impl Iterator<Item = &ToolInfo> {
        self.tools.records.iter()
    }
}

impl FromIterator<ToolInfo> for ToolRegistry {
    fn from_iter<I: IntoIterator<Item = ToolInfo>>(iter: I) -> Self {
        let mut registry = ToolRegistry::new();
        registry.extend(iter);
        registry
    }
}

impl Extend<ToolInfo> for ToolRegistry {
    fn extend<I: IntoIterator<Item = ToolInfo>>(&mut self, iter: I) {
        let tools = Arc::make_mut(&mut self.tools);
        for info in iter {
            tools.insert(info);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_added_again_replaces_its_record_in_place() {
        let mut registry = ToolRegistry::new()
            .with(ToolInfo::new("send_email"))
            .with(ToolInfo::new("get_weather"));
        let shared = registry.clone();
        registry.insert(ToolInfo::new("send_email").idempotent(true));
        let registry = registry.with_overrides([ToolInfo::new("search").read_only(true)]);

        assert_eq!(registry.len(), 3);
        let names: Vec<&str> = registry.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["send_email", "get_weather", "search"]);
        assert!(registry.get("send_email").is_some_and(|t| t.idempotent));
        // A clone taken before the change keeps what it saw.
        assert!(shared.get("send_email").is_some_and(|t| !t.idempotent));
        assert_eq!(shared.len(), 2);
    }

    #[test]
    fn a_position_reads_back_its_own_record() {
        let registry: ToolRegistry = ["a", "b", "c"].into_iter().map(ToolInfo::new).collect();
        for name in ["a", "b", "c"] {
            let at = registry.position(name);
            assert_eq!(
                at.and_then(|at| registry.at(at)).map(|t| t.name.as_str()),
                Some(name)
            );
        }
        assert_eq!(registry.position("d"), None);
        assert!(registry.at(3).is_none());
    }
}
