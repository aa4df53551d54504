//! Errors as RFC 9457 problem documents (`application/problem+json`),
//! each saying what is wrong.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::api::Problem;

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub detail: String,
    /// Seconds, for 429 and 503.
    pub retry_after: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, detail: impl Into<String>) -> ApiError {
        ApiError {
            status,
            detail: detail.into(),
            retry_after: None,
        }
    }

    pub fn bad_request(detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, detail)
    }

    pub fn not_found(detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, detail)
    }

    pub fn conflict(detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, detail)
    }

    /// A fault of the service itself (500), logged with its cause.
    pub fn internal(detail: impl Into<String>) -> ApiError {
        let detail = detail.into();
        tracing::error!(detail = %detail, "service fault");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, detail)
    }

    pub fn unavailable(detail: impl Into<String>) -> ApiError {
        ApiError {
            retry_after: Some(1),
            ..ApiError::new(StatusCode::SERVICE_UNAVAILABLE, detail)
        }
    }

    pub fn too_many(detail: impl Into<String>, retry_after: u64) -> ApiError {
        ApiError {
            retry_after: Some(retry_after),
            ..ApiError::new(StatusCode::TOO_MANY_REQUESTS, detail)
        }
    }
}

/// A stable `type` URI per status (relative: resolved against the service).
fn type_of(status: StatusCode) -> &'static str {
    match status.as_u16() {
        400 => "/problems/bad-request",
        401 => "/problems/unauthorized",
        404 => "/problems/not-found",
        405 => "/problems/method-not-allowed",
        409 => "/problems/conflict",
        413 => "/problems/body-too-large",
        415 => "/problems/unsupported-media-type",
        429 => "/problems/quota",
        503 => "/problems/unavailable",
        _ => "/problems/internal",
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let p = Problem {
            type_: type_of(self.status).into(),
            title: self
                .status
                .canonical_reason()
                .unwrap_or("Error")
                .to_string(),
            status: self.status.as_u16(),
            detail: self.detail,
        };
        let body = serde_json::to_vec(&p).unwrap_or_default();
        let mut resp = (self.status, body).into_response();
        let h = resp.headers_mut();
        h.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/problem+json"),
        );
        if let Some(s) = self.retry_after {
            h.insert(header::RETRY_AFTER, HeaderValue::from(s));
        }
        if self.status == StatusCode::UNAUTHORIZED {
            h.insert(
                header::WWW_AUTHENTICATE,
                HeaderValue::from_static("Bearer realm=\"corral\""),
            );
        }
        resp
    }
}
