//! Replay: re-run a recorded program with its ledger answering every host
//! call (external functions, file operations, clock reads) in order, so the
//! run reproduces the recorded output without the host that made it.

use std::cell::{Cell, RefCell};

use super::calls::{CallOutcome, HostError, LedgerEntry};
use super::value::HostValue;

/// The ledger being replayed, answered in order.
#[derive(Debug)]
pub struct Replay {
    entries: Vec<LedgerEntry>,
    next: Cell<usize>,
    diverged: RefCell<Option<String>>,
}

impl Replay {
    pub fn new(entries: Vec<LedgerEntry>) -> Replay {
        Replay {
            entries,
            next: Cell::new(0),
            diverged: RefCell::new(None),
        }
    }

    /// The first point where the run asked for something the record does
    /// not hold (None: every call matched).
    pub fn divergence(&self) -> Option<String> {
        self.diverged.borrow().clone()
    }

    /// How many recorded calls were answered, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.next.get(), self.entries.len())
    }

    fn diverge(&self, msg: String) -> HostError {
        let mut d = self.diverged.borrow_mut();
        if d.is_none() {
            *d = Some(msg.clone());
        }
        HostError::new("RuntimeError", format!("replay diverged: {msg}"))
    }

    /// Answer the next call from the record, which must be this call.
    pub fn answer(
        &self,
        function: &str,
        args: &[HostValue],
        kwargs: &[(String, HostValue)],
    ) -> Result<HostValue, HostError> {
        if self.diverged.borrow().is_some() {
            return Err(HostError::new("RuntimeError", "replay diverged earlier"));
        }
        let i = self.next.get();
        let Some(e) = self.entries.get(i) else {
            return Err(self.diverge(format!(
                "call {} ({function}) is past the end of the record",
                i + 1
            )));
        };
        self.next.set(i + 1);
        // Summarized arguments cannot be compared; everything else must match.
        let summarized =
            |v: &HostValue| matches!(v, HostValue::Other { repr, .. } if repr.ends_with("bytes)"));
        let args_match = e.args.len() == args.len()
            && e.args
                .iter()
                .zip(args)
                .all(|(r, a)| summarized(r) || r == a)
            && e.kwargs.len() == kwargs.len()
            && e.kwargs
                .iter()
                .zip(kwargs)
                .all(|((rk, rv), (k, v))| rk == k && (summarized(rv) || rv == v));
        if e.function != function || !args_match {
            return Err(self.diverge(format!(
                "call {} is {function}{}, the record has {}{}",
                i + 1,
                show_args(args),
                e.function,
                show_args(&e.args)
            )));
        }
        match e.outcome {
            CallOutcome::Ok => match &e.result {
                Some(v) => Ok(v.clone()),
                None => Err(self.diverge(format!(
                    "the result of call {} ({function}) was too large to record",
                    i + 1
                ))),
            },
            CallOutcome::Error | CallOutcome::Denied => Err(e
                .error
                .clone()
                .unwrap_or_else(|| HostError::new("RuntimeError", "recorded error"))),
            // The program cancelled it before any answer: nothing to give.
            CallOutcome::Cancelled => Ok(HostValue::None),
            CallOutcome::Pending => Err(self.diverge(format!(
                "call {} ({function}) was never answered in the recorded run",
                i + 1
            ))),
        }
    }
}

fn show_args(args: &[HostValue]) -> String {
    let parts: Vec<String> = args.iter().map(|a| a.to_json()).collect();
    let s = format!("({})", parts.join(", "));
    if s.len() > 200 {
        let mut cut = 200;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}…)", &s[..cut])
    } else {
        s
    }
}
