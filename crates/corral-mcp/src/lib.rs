//! `corral mcp`: a Model Context Protocol server on stdio, built on the
//! official Rust SDK (`rmcp`). Tools:
//!
//! - `run_python` (code, optional inputs, optional session_id, optional
//!   limits that may only lower the server's): the result envelope of
//!   DESIGN.md as structured content, and a one-paragraph text summary.
//! - `reset_session`, `close_session`.
//!
//! The engine's VMs hold `Rc`s, so every run and every session lives on one
//! engine thread (`engine::Engine`); the async handler hands it requests
//! over a channel.

mod engine;
mod limits;
mod summary;

use std::sync::Arc;
use std::sync::mpsc;

use corral::Limits;
use corral::capabilities::os::OsConfig;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation,
    ListToolsResult, PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, ServiceExt};
use serde_json::{Map, Value as J, json};

pub use engine::Reply;

/// Builds the virtual OS of a run (files, mounts, env, clock, …) from the
/// server's flags; called on the engine thread for each run or session.
pub type OsFactory = Arc<dyn Fn() -> Result<OsConfig, String> + Send + Sync>;

/// What `corral mcp` serves with.
pub struct Config {
    /// The server's limits: the most a call may have (a call may lower them).
    pub limits: Limits,
    pub os: OsFactory,
}

/// Serve MCP on stdin/stdout until the client closes the connection.
pub fn serve_stdio(config: Config) -> Result<(), String> {
    let engine = engine::start(config)?;
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))?;
    rt.block_on(async move {
        let server = Server { engine };
        let running = server
            .serve(rmcp::transport::stdio())
            .await
            .map_err(|e| format!("MCP initialization failed: {e}"))?;
        running
            .waiting()
            .await
            .map_err(|e| format!("MCP server stopped: {e}"))?;
        Ok(())
    })
}

#[derive(Clone)]
struct Server {
    engine: mpsc::Sender<engine::Request>,
}

fn schema(v: J) -> Arc<Map<String, J>> {
    match v {
        J::Object(m) => Arc::new(m),
        _ => Arc::new(Map::new()),
    }
}

fn tools() -> Vec<Tool> {
    let limit_names = [
        "time",
        "cpu_time",
        "steps",
        "memory",
        "stack_depth",
        "ast_depth",
        "program_bytes",
        "output_bytes",
        "parallel",
        "host_calls",
    ];
    let mut limit_props = Map::new();
    for n in limit_names {
        limit_props.insert(n.into(), json!({"type": ["string", "integer"]}));
    }
    vec![
        Tool::new(
            "run_python",
            "Run Python 3.11 code in the corral sandbox (no network, no host files, exact \
             limits) and return its verdict, the value of its last expression, stdout, \
             stderr and any error. With session_id, variables persist across calls.",
            schema(json!({
                "type": "object",
                "properties": {
                    "code": {"type": "string", "description": "The Python program."},
                    "inputs": {"type": "object",
                               "description": "Named JSON values set as global variables."},
                    "session_id": {"type": "string",
                                   "description": "Keep state across calls under this id."},
                    "limits": {"type": "object", "properties": J::Object(limit_props),
                               "description": "Lower the server's limits for this call \
                                               ('2s', '64MiB', '10k' or base units)."}
                },
                "required": ["code"]
            })),
        ),
        Tool::new(
            "reset_session",
            "Forget the variables of a session (it starts afresh).",
            schema(json!({
                "type": "object",
                "properties": {"session_id": {"type": "string"}},
                "required": ["session_id"]
            })),
        ),
        Tool::new(
            "close_session",
            "End a session and free its state.",
            schema(json!({
                "type": "object",
                "properties": {"session_id": {"type": "string"}},
                "required": ["session_id"]
            })),
        ),
    ]
}

fn text_result(text: String, is_error: bool) -> CallToolResult {
    let mut r = CallToolResult::success(vec![ContentBlock::text(text)]);
    r.is_error = Some(is_error);
    r
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("corral", env!("CARGO_PKG_VERSION")))
            .with_instructions(
                "run_python runs Python in a sandbox with exact limits. The last \
                 expression's value is returned; print() output is in stdout.",
            )
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult {
            tools: tools(),
            ..Default::default()
        })
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let args = request.arguments.unwrap_or_default();
        let call = engine::Call::parse(&request.name, &args).map_err(|e| match e {
            engine::BadCall::UnknownTool(n) => {
                ErrorData::invalid_params(format!("unknown tool {n:?}"), None)
            }
            engine::BadCall::Params(m) => ErrorData::invalid_params(m, None),
        })?;
        let (tx, rx) = tokio::sync::oneshot::channel();
        self.engine
            .send(engine::Request { call, reply: tx })
            .map_err(|_| ErrorData::internal_error("the engine thread has stopped", None))?;
        let reply = rx
            .await
            .map_err(|_| ErrorData::internal_error("the engine thread has stopped", None))?;
        Ok(match reply {
            Reply::Run { envelope, summary } => {
                let failed = envelope.get("verdict").and_then(J::as_str) != Some("ok");
                let mut r = text_result(summary, failed);
                r.structured_content = Some(envelope);
                r
            }
            Reply::Done(msg) => text_result(msg, false),
            Reply::Refused(msg) => text_result(msg, true),
        }
        .into())
    }
}
