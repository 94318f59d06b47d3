//! [`RescueService`]: the service the layer wraps around a tool-calling service.

use super::future::ResponseFuture;
use super::layer::Config;
use crate::{BoxError, Failure, RescueError, rescue_with};
use rmcp::model::{CallToolRequestParams, CallToolResult};
use std::sync::Arc;
use std::task::{Context, Poll};
use tower::Service;

/// A request that names the tool it calls.
///
/// ```
/// use mcp_rescue::ToolCall;
/// use rmcp::model::CallToolRequestParams;
///
/// assert_eq!(CallToolRequestParams::new("get_weather").tool_name(), "get_weather");
/// ```
pub trait ToolCall {
    /// The name of the tool called.
    fn tool_name(&self) -> &str;
}

impl ToolCall for CallToolRequestParams {
    fn tool_name(&self) -> &str {
        &self.name
    }
}

/// Wraps a tool-calling service: failures are classified, RETRY and BACKOFF are carried
/// out within the layer's limits, and any other decision comes back as `Err(RescueError)`.
///
/// Built by [`RescueLayer`](crate::RescueLayer).
#[derive(Debug, Clone)]
pub struct RescueService<S> {
    inner: S,
    config: Arc<Config>,
}

impl<S> RescueService<S> {
    pub(crate) fn new(inner: S, config: Arc<Config>) -> Self {
        RescueService { inner, config }
    }

    /// The wrapped service.
    pub fn get_ref(&self) -> &S {
        &self.inner
    }

    /// The wrapped service, mutably.
    pub fn get_mut(&mut self) -> &mut S {
        &mut self.inner
    }

    /// The wrapped service, unwrapped.
    pub fn into_inner(self) -> S {
        self.inner
    }
}

impl<S, Req> Service<Req> for RescueService<S>
where
    S: Service<Req, Response = CallToolResult> + Clone,
    S::Error: Into<BoxError>,
    Req: ToolCall + Clone,
{
    type Response = CallToolResult;
    type Error = RescueError;
    type Future = ResponseFuture<S, Req>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), RescueError>> {
        self.inner.poll_ready(cx).map_err(|e| {
            // No call was made: the service itself is not ready (a closed connection…).
            let source: BoxError = e.into();
            let failure = Failure::from(&source);
            let mut rescued = rescue_with(
                &failure,
                None,
                &*self.config.classifier,
                &self.config.policy,
            );
            rescued.attempts = 0;
            rescued.with_source(source)
        })
    }

    fn call(&mut self, request: Req) -> Self::Future {
        // The service that was driven ready makes this call; its clone makes the retries.
        let clone = self.inner.clone();
        let service = std::mem::replace(&mut self.inner, clone);
        ResponseFuture::new(service, request, self.config.clone())
    }
}
