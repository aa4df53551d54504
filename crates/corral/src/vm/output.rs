//! The program's stdout and stderr, bounded by `output_bytes`.

use crate::error::{Error, Result};
use crate::limits::{Exhausted, LimitKind};

/// Where output goes: buffered for the envelope, or streamed to a sink.
pub trait OutputSink {
    fn write(&mut self, stderr: bool, s: &str);
}

pub struct Output {
    pub stdout: String,
    pub stderr: String,
    pub written: u64,
    limit: Option<u64>,
    sink: Option<Box<dyn OutputSink>>,
}

impl Output {
    pub fn new(limit: Option<u64>) -> Output {
        Output {
            stdout: String::new(),
            stderr: String::new(),
            written: 0,
            limit,
            sink: None,
        }
    }

    pub fn set_limit(&mut self, limit: Option<u64>) {
        self.limit = limit;
    }

    /// Output goes to the host as it is written (it may wait on it).
    pub fn has_sink(&self) -> bool {
        self.sink.is_some()
    }

    pub fn set_sink(&mut self, sink: Box<dyn OutputSink>) {
        self.sink = Some(sink);
    }

    /// Bytes that may still be written (`None`: no limit).
    pub fn room(&self) -> Option<u64> {
        self.limit.map(|m| m.saturating_sub(self.written))
    }

    /// Count bytes the host prints on the program's behalf (the traceback
    /// of an uncaught exception), already bounded to `room`.
    pub fn charge(&mut self, n: u64) {
        self.written = self.written.saturating_add(n);
    }

    /// Write guest output; the run stops the moment it passes the limit,
    /// and nothing past the limit is kept.
    pub fn write(&mut self, stderr: bool, s: &str) -> Result<()> {
        let new = self.written + s.len() as u64;
        if let Some(max) = self.limit
            && new > max
        {
            // `written` keeps counting what was really written; the
            // refused write shows in the verdict's `used`.
            return Err(Error::exhausted(Exhausted {
                limit: LimitKind::OutputBytes,
                max,
                used: new,
            }));
        }
        self.written = new;
        match &mut self.sink {
            Some(sink) => sink.write(stderr, s),
            None => {
                if stderr {
                    self.stderr.push_str(s)
                } else {
                    self.stdout.push_str(s)
                }
            }
        }
        Ok(())
    }
}
