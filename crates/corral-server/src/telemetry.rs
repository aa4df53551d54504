//! Logs, and OpenTelemetry traces when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
//! `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set.
//!
//! The service's spans are at TRACE level under the target [`SPANS`]: the
//! log layer never enables them, so without an exporter a span is a cached
//! "not interested" check at its call site and costs nothing else. With an
//! exporter, only the OpenTelemetry layer takes them, batched off the
//! request path (OTLP over HTTP with protobuf bodies; the standard
//! `OTEL_*` variables tune the exporter and the batch processor).

use std::sync::OnceLock;

use opentelemetry::trace::TracerProvider as _;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing_subscriber::filter::{EnvFilter, Targets};
use tracing_subscriber::prelude::*;

/// The target of the spans exported as traces.
pub const SPANS: &str = "corral_server::trace";

static PROVIDER: OnceLock<SdkTracerProvider> = OnceLock::new();

/// Whether traces are to be exported, from the environment.
fn tracing_requested() -> bool {
    [
        "OTEL_EXPORTER_OTLP_ENDPOINT",
        "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
    ]
    .iter()
    .any(|k| std::env::var_os(k).is_some_and(|v| !v.is_empty()))
}

/// Install the log layer (text or JSON lines on stderr, filtered by
/// `RUST_LOG`, default `info`) and, when requested, the trace exporter.
pub fn init(json: bool) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let logs = if json {
        logs.json().with_filter(filter).boxed()
    } else {
        logs.with_filter(filter).boxed()
    };
    let mut failure = None;
    let traces = if tracing_requested() {
        match exporter() {
            Ok(provider) => {
                let tracer = provider.tracer("corral-server");
                let _ = PROVIDER.set(provider);
                Some(
                    tracing_opentelemetry::layer()
                        .with_tracer(tracer)
                        .with_filter(Targets::new().with_target(SPANS, tracing::Level::TRACE)),
                )
            }
            Err(e) => {
                failure = Some(e);
                None
            }
        }
    } else {
        None
    };
    let _ = tracing_subscriber::registry()
        .with(logs)
        .with(traces)
        .try_init();
    if let Some(e) = failure {
        tracing::warn!(error = %e, "OpenTelemetry traces are off: the exporter did not start");
    } else if PROVIDER.get().is_some() {
        tracing::info!("exporting OpenTelemetry traces (OTLP over HTTP)");
    }
}

fn exporter() -> Result<SdkTracerProvider, String> {
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_http()
        .build()
        .map_err(|e| e.to_string())?;
    let resource = opentelemetry_sdk::Resource::builder()
        .with_service_name("corral-server")
        .build();
    Ok(SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(resource)
        .build())
}

/// Send the spans still batched; called once the service has drained.
pub fn shutdown() {
    if let Some(p) = PROVIDER.get()
        && let Err(e) = p.shutdown()
    {
        eprintln!("corral serve: flushing OpenTelemetry traces failed: {e}");
    }
}
