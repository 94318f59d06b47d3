//! rmcp client integration: [`PeerTools`], the tools of a connected rmcp client peer as a
//! tower service, and [`Discovery`], which builds a [`ToolRegistry`] from the server's
//! tool list.
//!
//! ```no_run
//! use mcp_rescue::{Discovery, PeerTools, RescueLayer};
//! use rmcp::model::CallToolRequestParams;
//! use rmcp::{Peer, RoleClient};
//! use std::time::Duration;
//! use tower::{Service, ServiceBuilder, ServiceExt};
//!
//! async fn weather(peer: Peer<RoleClient>) -> Result<(), mcp_rescue::BoxError> {
//!     let registry = Discovery::new().discover(&peer).await?;
//!     let mut stack = ServiceBuilder::new()
//!         .layer(RescueLayer::new(registry))
//!         .service(PeerTools::new(peer).timeout(Duration::from_secs(10)));
//!     let result = stack
//!         .ready()
//!         .await?
//!         .call(CallToolRequestParams::new("get_weather"))
//!         .await?;
//!     println!("{result:?}");
//!     Ok(())
//! }
//! ```

use crate::{ToolInfo, ToolRegistry};
use rmcp::model::{CallToolRequestParams, CallToolResult, Tool};
use rmcp::{Peer, RoleClient, ServiceError};
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

/// The future of one [`PeerTools`] call: one `tools/call` request and its answer.
///
/// ```
/// use mcp_rescue::{PeerTools, PeerToolsFuture};
/// use rmcp::model::CallToolRequestParams;
/// use tower::Service;
///
/// fn weather(tools: &mut PeerTools) -> PeerToolsFuture {
///     tools.call(CallToolRequestParams::new("get_weather"))
/// }
/// ```
pub type PeerToolsFuture =
    Pin<Box<dyn Future<Output = Result<CallToolResult, ServiceError>> + Send + 'static>>;

/// The tools of a connected rmcp client peer, as a tower
/// `Service<CallToolRequestParams, Response = CallToolResult, Error = rmcp::ServiceError>`:
/// the service that [`RescueLayer`](crate::RescueLayer) wraps.
///
/// Each call is exactly one `tools/call` request, sent with the peer's own
/// [`Peer::call_tool`]: no retry and no multi-round helper, so that every attempt the
/// rescue layer makes is one request the server sees. Errors stay rmcp
/// [`ServiceError`]s, so the classifier reads them as typed evidence (a JSON-RPC code, a
/// closed transport, a timeout) rather than as words. A tool that fails inside (a result
/// with `is_error: true`) is an `Ok` response here; the rescue layer judges it.
///
/// Cheap to clone: a clone shares the peer (one connection).
///
/// ```
/// # use rmcp::{tool, tool_router};
/// # #[derive(Clone)]
/// # struct Weather;
/// # #[tool_router(server_handler)]
/// # impl Weather {
/// #     #[tool(description = "Today's weather", annotations(read_only_hint = true))]
/// #     async fn get_weather(&self) -> String {
/// #         "sunny".into()
/// #     }
/// # }
/// use mcp_rescue::{Discovery, PeerTools, RescueLayer};
/// use rmcp::ServiceExt;
/// use rmcp::model::CallToolRequestParams;
/// use std::time::Duration;
/// use tower::{Service, ServiceBuilder, ServiceExt as _};
///
/// # #[tokio::main(flavor = "current_thread")]
/// # async fn main() -> Result<(), mcp_rescue::BoxError> {
/// // An in-process server and client; any rmcp transport works the same.
/// let (server_io, client_io) = tokio::io::duplex(64 * 1024);
/// tokio::spawn(async move {
///     if let Ok(server) = Weather.serve(server_io).await {
///         let _ = server.waiting().await;
///     }
/// });
/// let client = ().serve(client_io).await?;
///
/// let registry = Discovery::new().discover(client.peer()).await?;
/// assert!(registry.get("get_weather").unwrap().safe_to_repeat());
///
/// let mut stack = ServiceBuilder::new()
///     .layer(RescueLayer::new(registry))
///     .service(PeerTools::new(client.peer().clone()).timeout(Duration::from_secs(5)));
/// let result = stack.ready().await?.call(CallToolRequestParams::new("get_weather")).await?;
/// assert_eq!(result.content[0].as_text().unwrap().text, "sunny");
///
/// // A tool the server does not have: one call, and the decision is to replan.
/// let error = stack.ready().await?.call(CallToolRequestParams::new("get_forecast")).await.unwrap_err();
/// assert_eq!(error.action.to_string(), "replan");
/// assert_eq!(error.attempts, 1);
/// # Ok(())
/// # }
/// ```
#[derive(Clone)]
pub struct PeerTools {
    peer: Peer<RoleClient>,
    timeout: Option<Duration>,
}

impl fmt::Debug for PeerTools {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PeerTools")
            .field("transport_closed", &self.peer.is_transport_closed())
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

impl PeerTools {
    /// The tools of `peer` (for instance `client.peer().clone()` of a running rmcp client),
    /// with no timeout of their own.
    ///
    /// ```
    /// use mcp_rescue::PeerTools;
    /// use rmcp::{Peer, RoleClient};
    ///
    /// fn tools(peer: Peer<RoleClient>) -> PeerTools {
    ///     PeerTools::new(peer)
    /// }
    /// ```
    pub fn new(peer: Peer<RoleClient>) -> Self {
        PeerTools {
            peer,
            timeout: None,
        }
    }

    /// Gives each call a deadline of its own. A call that has not answered by then fails
    /// with `ServiceError::Timeout` (the classifier reads it as a timeout whose call may
    /// have run) and is abandoned: rmcp sends the server `notifications/cancelled` for it,
    /// as it does for its own request timeouts.
    ///
    /// This is the per-attempt timeout. tower's `TimeoutLayer` placed between the rescue
    /// layer and this service (`.layer(rescue).timeout(d).service(tools)`) does the same,
    /// with tower's `Elapsed` as the error; either is read as the same failure.
    ///
    /// ```
    /// use mcp_rescue::PeerTools;
    /// use rmcp::{Peer, RoleClient};
    /// use std::time::Duration;
    ///
    /// fn tools(peer: Peer<RoleClient>) -> PeerTools {
    ///     PeerTools::new(peer).timeout(Duration::from_secs(10))
    /// }
    /// ```
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = Some(timeout);
        self
    }

    /// The per-call deadline, if one is set.
    ///
    /// ```
    /// use mcp_rescue::PeerTools;
    /// use rmcp::{Peer, RoleClient};
    ///
    /// fn has_deadline(tools: &PeerTools) -> bool {
    ///     tools.call_timeout().is_some()
    /// }
    /// ```
    pub fn call_timeout(&self) -> Option<Duration> {
        self.timeout
    }

    /// The peer the calls go to.
    ///
    /// ```
    /// use mcp_rescue::PeerTools;
    ///
    /// fn connected(tools: &PeerTools) -> bool {
    ///     !tools.peer().is_transport_closed()
    /// }
    /// ```
    pub fn peer(&self) -> &Peer<RoleClient> {
        &self.peer
    }

    /// The peer, unwrapped.
    ///
    /// ```
    /// use mcp_rescue::PeerTools;
    /// use rmcp::{Peer, RoleClient};
    ///
    /// fn peer(tools: PeerTools) -> Peer<RoleClient> {
    ///     tools.into_peer()
    /// }
    /// ```
    pub fn into_peer(self) -> Peer<RoleClient> {
        self.peer
    }
}

/// `PeerTools::new(peer)`.
///
/// ```
/// use mcp_rescue::PeerTools;
/// use rmcp::{Peer, RoleClient};
///
/// fn tools(peer: Peer<RoleClient>) -> PeerTools {
///     peer.into()
/// }
/// ```
impl From<Peer<RoleClient>> for PeerTools {
    fn from(peer: Peer<RoleClient>) -> Self {
        PeerTools::new(peer)
    }
}

/// One `tools/call` per call. `poll_ready` fails with `ServiceError::TransportClosed` once
/// the connection is gone (no request is sent then); otherwise the peer is always ready.
///
/// ```
/// use mcp_rescue::PeerTools;
/// use rmcp::model::{CallToolRequestParams, CallToolResult};
/// use rmcp::ServiceError;
/// use tower::{Service, ServiceExt};
///
/// // Without the rescue layer: one attempt, the rmcp error as it is.
/// async fn once(mut tools: PeerTools) -> Result<CallToolResult, ServiceError> {
///     tools.ready().await?.call(CallToolRequestParams::new("get_weather")).await
/// }
/// ```
impl tower::Service<CallToolRequestParams> for PeerTools {
    type Response = CallToolResult;
    type Error = ServiceError;
    type Future = PeerToolsFuture;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), ServiceError>> {
        if self.peer.is_transport_closed() {
            Poll::Ready(Err(ServiceError::TransportClosed))
        } else {
            Poll::Ready(Ok(()))
        }
    }

    fn call(&mut self, request: CallToolRequestParams) -> Self::Future {
        let peer = self.peer.clone();
        let timeout = self.timeout;
        Box::pin(async move {
            let call = peer.call_tool(request);
            match timeout {
                // Dropping `call` on timeout abandons the request: rmcp cancels it.
                Some(limit) => tokio::time::timeout(limit, call)
                    .await
                    .unwrap_or(Err(ServiceError::Timeout { timeout: limit })),
                None => call.await,
            }
        })
    }
}

/// Builds a [`ToolRegistry`] from a server's tool list (`tools/list`, every page), then
/// applies local entries on top.
///
/// Each listed tool's annotations are read with the MCP defaults (a tool that says nothing
/// is not read-only, destructive, not idempotent: unsafe to repeat). The MCP specification
/// treats annotations as hints, and a server that is not trusted may claim anything, so:
///
/// - a local entry ([`Discovery::with`]) always wins over what the server says;
/// - [`Discovery::untrusted`] ignores the server's annotations altogether: only local
///   entries count, and every other listed tool gets [`ToolInfo::new`] (unsafe to repeat).
///
/// ```
/// use mcp_rescue::{Discovery, ToolInfo};
/// use rmcp::model::{Tool, ToolAnnotations};
/// use std::sync::Arc;
///
/// let tools = [
///     Tool::new("get_weather", "Weather", Arc::new(Default::default()))
///         .with_annotations(ToolAnnotations::new().read_only(true)),
///     Tool::new("delete_all", "Deletes", Arc::new(Default::default()))
///         .with_annotations(ToolAnnotations::new().read_only(true)), // a false claim
/// ];
///
/// // Hints are read, and a local entry corrects the false claim.
/// let registry = Discovery::new().with(ToolInfo::new("delete_all")).apply(&tools);
/// assert!(registry.get("get_weather").unwrap().safe_to_repeat());
/// assert!(!registry.get("delete_all").unwrap().safe_to_repeat());
///
/// // An untrusted server: its hints count for nothing.
/// let registry = Discovery::untrusted().apply(&tools);
/// assert!(!registry.get("get_weather").unwrap().safe_to_repeat());
/// ```
#[derive(Debug, Clone, Default)]
pub struct Discovery {
    local: Vec<ToolInfo>,
    untrusted: bool,
}

impl Discovery {
    /// Reads the server's annotations (with the MCP defaults); no local entries yet.
    ///
    /// ```
    /// use mcp_rescue::Discovery;
    /// use rmcp::model::Tool;
    /// use std::sync::Arc;
    ///
    /// // A tool with no annotations takes the defaults: unsafe to repeat.
    /// let bare = Tool::new("send_email", "Mail", Arc::new(Default::default()));
    /// let registry = Discovery::new().apply([&bare]);
    /// assert!(!registry.get("send_email").unwrap().safe_to_repeat());
    /// ```
    pub fn new() -> Self {
        Discovery::default()
    }

    /// Ignores the server's annotations: only local entries count, and every other listed
    /// tool is recorded as [`ToolInfo::new`] — unsafe to repeat.
    ///
    /// ```
    /// use mcp_rescue::{Discovery, ToolInfo};
    /// use rmcp::model::{Tool, ToolAnnotations};
    /// use std::sync::Arc;
    ///
    /// let listed = [
    ///     Tool::new("get_weather", "Weather", Arc::new(Default::default()))
    ///         .with_annotations(ToolAnnotations::new().read_only(true)),
    ///     Tool::new("get_time", "Time", Arc::new(Default::default()))
    ///         .with_annotations(ToolAnnotations::new().read_only(true)),
    /// ];
    /// let registry = Discovery::untrusted()
    ///     .with(ToolInfo::new("get_time").read_only(true))
    ///     .apply(&listed);
    /// assert_eq!(registry.get("get_weather"), Some(&ToolInfo::new("get_weather")));
    /// assert!(registry.get("get_time").unwrap().read_only);
    /// ```
    pub fn untrusted() -> Self {
        Discovery {
            local: Vec::new(),
            untrusted: true,
        }
    }

    /// Trusts the server's annotations as hints (`true`, the default of
    /// [`Discovery::new`]) or ignores them (`false`, as [`Discovery::untrusted`]).
    ///
    /// ```
    /// use mcp_rescue::Discovery;
    ///
    /// let trust_this_server = false;
    /// let discovery = Discovery::new().trust_annotations(trust_this_server);
    /// assert!(!discovery.trusts_annotations());
    /// ```
    pub fn trust_annotations(mut self, trust: bool) -> Self {
        self.untrusted = !trust;
        self
    }

    /// Whether the server's annotations are read.
    ///
    /// ```
    /// use mcp_rescue::Discovery;
    ///
    /// assert!(Discovery::new().trusts_annotations());
    /// assert!(!Discovery::untrusted().trusts_annotations());
    /// ```
    pub fn trusts_annotations(&self) -> bool {
        !self.untrusted
    }

    /// Adds a local entry: it replaces whatever the server says about that tool, and is in
    /// the registry even if the server does not list the tool.
    ///
    /// ```
    /// use mcp_rescue::{Discovery, ToolInfo};
    ///
    /// let discovery = Discovery::new()
    ///     .with(ToolInfo::new("send_email").destructive(false))
    ///     .with(ToolInfo::new("get_weather").read_only(true));
    /// assert_eq!(discovery.apply([]).len(), 2);
    /// ```
    pub fn with(mut self, info: ToolInfo) -> Self {
        self.local.push(info);
        self
    }

    /// Adds local entries (a later one for the same name replaces an earlier one).
    ///
    /// ```
    /// use mcp_rescue::{Discovery, ToolInfo};
    ///
    /// let local: Vec<ToolInfo> = serde_json::from_str(
    ///     r#"[{"name":"send_email","read_only":false,"idempotent":false,"destructive":false}]"#,
    /// ).unwrap();
    /// let registry = Discovery::untrusted().with_overrides(local).apply([]);
    /// assert!(!registry.get("send_email").unwrap().destructive);
    /// ```
    pub fn with_overrides(mut self, local: impl IntoIterator<Item = ToolInfo>) -> Self {
        self.local.extend(local);
        self
    }

    /// Builds the registry from tools already listed (by `list_all_tools`, or by hand).
    ///
    /// ```
    /// use mcp_rescue::Discovery;
    /// use rmcp::model::{Tool, ToolAnnotations};
    /// use std::sync::Arc;
    ///
    /// let tool = Tool::new("lookup", "Lookup", Arc::new(Default::default()))
    ///     .with_annotations(ToolAnnotations::new().read_only(false).destructive(false).idempotent(true));
    /// let registry = Discovery::new().apply([&tool]);
    /// assert!(registry.get("lookup").unwrap().safe_to_repeat());
    /// ```
    pub fn apply<'a>(&self, tools: impl IntoIterator<Item = &'a Tool>) -> ToolRegistry {
        let listed = tools.into_iter().map(|tool| {
            if self.untrusted {
                ToolInfo::new(tool.name.as_ref())
            } else {
                ToolInfo::from(tool)
            }
        });
        listed
            .collect::<ToolRegistry>()
            .with_overrides(self.local.iter().cloned())
    }

    /// Lists every tool of a connected server (`list_all_tools`: every page) and builds
    /// the registry with [`Discovery::apply`]. A failed listing is returned as the rmcp
    /// error.
    ///
    /// ```
    /// use mcp_rescue::{Discovery, ToolInfo, ToolRegistry};
    /// use rmcp::{Peer, RoleClient, ServiceError};
    ///
    /// async fn registry(peer: &Peer<RoleClient>) -> Result<ToolRegistry, ServiceError> {
    ///     Discovery::new()
    ///         .with(ToolInfo::new("send_email").destructive(false))
    ///         .discover(peer)
    ///         .await
    /// }
    /// ```
    pub async fn discover(&self, peer: &Peer<RoleClient>) -> Result<ToolRegistry, ServiceError> {
        let tools = peer.list_all_tools().await?;
        Ok(self.apply(&tools))
    }
}

impl ToolRegistry {
    /// The registry of a connected server's tools, with their annotations read as hints
    /// under the MCP defaults: `Discovery::new().discover(peer)`. Use [`Discovery`] for
    /// local overrides or an untrusted server.
    ///
    /// ```
    /// use mcp_rescue::ToolRegistry;
    /// use rmcp::{Peer, RoleClient, ServiceError};
    ///
    /// async fn registry(peer: &Peer<RoleClient>) -> Result<ToolRegistry, ServiceError> {
    ///     ToolRegistry::discover(peer).await
    /// }
    /// ```
    pub async fn discover(peer: &Peer<RoleClient>) -> Result<ToolRegistry, ServiceError> {
        Discovery::new().discover(peer).await
    }
}
