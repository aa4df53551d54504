//! SQLite's errors as the guest sees them: the `sqlite3` exception classes
//! (chosen on the Python side from the error code, as CPython does), or the
//! end of the run when a limit stopped the work.

use std::cell::{Cell, RefCell};

use super::sys;
use crate::error::{Error, Result};
use crate::limits::watch;
use crate::modules::common::loaded_module;
use crate::modules::get_attr;
use crate::objects::Value;
use crate::vm::Vm;

/// Why the progress handler stopped a statement.
#[derive(Clone, Copy, PartialEq)]
pub enum Stop {
    Time,
    Steps,
}

thread_local! {
    /// A limit the progress handler found passed.
    static STOP: Cell<Option<Stop>> = const { Cell::new(None) };
    /// An error that must end the run, met in a callback (a limit reached
    /// in a user function): SQLite only sees "the function failed".
    static FATAL: RefCell<Option<Error>> = const { RefCell::new(None) };
}

pub fn set_stop(s: Stop) {
    STOP.with(|c| c.set(Some(s)));
}

pub fn clear() {
    STOP.with(|c| c.set(None));
    FATAL.with(|c| c.borrow_mut().take());
}

/// Keep `e` to end the run with once SQLite returns.
pub fn stash_fatal(e: Error) {
    FATAL.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = Some(e);
        }
    });
}

/// A limit reached while SQLite worked (a refused allocation, the time or
/// step limit, a fatal error in a callback), as the error ending the run.
pub fn limit_error(vm: &mut Vm) -> Option<Error> {
    if let Some(e) = FATAL.with(|c| c.borrow_mut().take()) {
        return Some(e);
    }
    if let Some(n) = sys::refused() {
        return Some(vm.heap.refusal(n));
    }
    match STOP.with(|c| c.take()) {
        Some(Stop::Time) => Some(vm.native_error(Error::fault(watch::EXPIRED))),
        Some(Stop::Steps) => Some(match super::charge_progress(vm) {
            Err(e) => e,
            Ok(()) => Error::fault("step limit reached"),
        }),
        None => None,
    }
}

/// The guest exception for a SQLite failure.
pub fn sql_error(vm: &mut Vm, e: rusqlite::Error) -> Error {
    if let Some(x) = limit_error(vm) {
        return x;
    }
    match e {
        rusqlite::Error::SqliteFailure(fe, msg) => {
            let msg = msg.unwrap_or_else(|| fe.to_string());
            raise(vm, "", fe.extended_code, &msg)
        }
        rusqlite::Error::SqlInputError { error, msg, .. } => {
            raise(vm, "", error.extended_code, &msg)
        }
        rusqlite::Error::MultipleStatement => raise(
            vm,
            "ProgrammingError",
            -1,
            "You can only execute one statement at a time.",
        ),
        other => raise(vm, "OperationalError", -1, &other.to_string()),
    }
}

/// Make and raise a `sqlite3` exception through the module's `_error`
/// (`kind` names the class, or is empty to choose it from `code`).
pub fn raise(vm: &mut Vm, kind: &str, code: i32, msg: &str) -> Error {
    match make(vm, kind, code, msg) {
        Ok(Value::Obj(r)) => Error::raised(r),
        Ok(_) => Error::fault("sqlite3 error"),
        Err(e) => e,
    }
}

fn make(vm: &mut Vm, kind: &str, code: i32, msg: &str) -> Result<Value> {
    let Some(m) = loaded_module(vm, "sqlite3") else {
        return Err(Error::fault(format!("sqlite3: {msg}")));
    };
    let Some(f) = get_attr(vm, m, "_error")? else {
        return Err(Error::fault(format!("sqlite3: {msg}")));
    };
    let k = vm.new_str(kind)?;
    let base = vm.roots.len();
    vm.roots.push(k);
    let r = vm.new_str(msg).and_then(|s| {
        vm.roots.push(s);
        vm.call(f, &[k, Value::Int(i64::from(code)), s])
    });
    vm.roots.truncate(base);
    r
}
