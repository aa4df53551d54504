//! Connections: the VM's registry of open databases, and the native
//! functions the Python half calls with a connection's handle.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::{AtomicI64, Ordering};

use rusqlite::functions::{Aggregate, Context, FunctionFlags};
use rusqlite::hooks::{AuthAction, AuthContext, Authorization};
use rusqlite::limits::Limit;
use rusqlite::types::Value as SqlValue;
use rusqlite::{Connection, OpenFlags};

use super::errors::{self, raise, sql_error};
use super::{begin_progress, charge_progress, sys, values};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, Value};
use crate::vm::Vm;

/// One open database.
pub struct Conn {
    db: Connection,
    /// Guest callables SQLite calls back (user functions; an aggregate's
    /// new/step/final), by index. The Python half keeps them alive too.
    funcs: RefCell<Vec<Value>>,
}

/// A VM's open connections by handle. Not in snapshots.
#[derive(Default)]
pub struct Registry {
    conns: HashMap<i64, Rc<Conn>>,
}

/// Handles are unique in the process and start at a random point, so a
/// handle kept in a snapshot names no connection of the restored run.
fn new_handle() -> i64 {
    static NEXT: AtomicI64 = AtomicI64::new(0);
    let _ = NEXT.compare_exchange(
        0,
        i64::from(getrandom::u32().unwrap_or(1) | 1) << 20,
        Ordering::Relaxed,
        Ordering::Relaxed,
    );
    NEXT.fetch_add(1, Ordering::Relaxed)
}

fn handle_of(v: Value) -> Result<i64> {
    match v {
        Value::Int(h) => Ok(h),
        _ => Err(Error::type_error("bad sqlite3 handle")),
    }
}

fn get(vm: &mut Vm, h: Value) -> Result<Rc<Conn>> {
    let h = handle_of(h)?;
    match vm.sqlite.conns.get(&h) {
        Some(c) => Ok(c.clone()),
        None => Err(raise(
            vm,
            "ProgrammingError",
            -1,
            "Cannot operate on a database connection that was not kept by a snapshot; connect again.",
        )),
    }
}

/// Run `body` as one piece of SQLite work: its allocations charged to the
/// VM, its instructions counted, and a limit it reaches turned into the
/// end of the run.
fn op<T>(vm: &mut Vm, body: impl FnOnce(&mut Vm) -> Result<T>) -> Result<T> {
    errors::clear();
    begin_progress(vm);
    sys::within(vm, |vm| {
        let r = body(vm);
        let c = charge_progress(vm);
        let r = match r {
            Err(e) if e.is_catchable() => match errors::limit_error(vm) {
                Some(x) => Err(x),
                None => Err(e),
            },
            r => r,
        };
        c?;
        r
    })
}

fn str_arg(vm: &Vm, v: Value) -> Result<String> {
    match vm.str_of(v) {
        Some(s) => Ok(s.to_string()),
        None => Err(Error::type_error(format!(
            "expected str, not {}",
            vm.type_name(v)
        ))),
    }
}

/// `open(image)`: a new in-memory database, empty or (`image` bytes) the
/// database those bytes hold; its handle.
pub fn open(vm: &mut Vm, a: Args) -> Result<Value> {
    if !sys::install() {
        return Err(raise(
            vm,
            "OperationalError",
            -1,
            "sqlite3 is unavailable: SQLite was started before its memory could be accounted",
        ));
    }
    let image = match a.pos.first() {
        Some(&v) if !matches!(v, Value::None) => match vm.bytes_of(v) {
            Some(b) => Some(b.to_vec()),
            None => return Err(Error::type_error("database image must be bytes")),
        },
        _ => None,
    };
    if image.as_ref().is_some_and(|b| b.len() >= i32::MAX as usize) {
        return Err(raise(
            vm,
            "OperationalError",
            -1,
            "database or disk is full",
        ));
    }
    let db = op(vm, |vm| {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let mut db = Connection::open_in_memory_with_flags(flags).map_err(|e| sql_error(vm, e))?;
        // No other database may be attached: no file of the host is ever
        // opened (this also refuses VACUUM INTO, which attaches its target).
        db.set_limit(Limit::SQLITE_LIMIT_ATTACHED, 0)
            .map_err(|e| sql_error(vm, e))?;
        // SQLite's sorter threads would allocate where no VM is charged.
        db.set_limit(Limit::SQLITE_LIMIT_WORKER_THREADS, 0)
            .map_err(|e| sql_error(vm, e))?;
        db.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_DEFENSIVE, true)
            .map_err(|e| sql_error(vm, e))?;
        db.progress_handler(super::PROGRESS_OPS, Some(super::on_progress));
        // Temporary tables, sorts and journals stay in memory (charged),
        // not in temporary files of the host; the guest cannot change that.
        db.execute_batch("PRAGMA temp_store = MEMORY")
            .map_err(|e| sql_error(vm, e))?;
        if let Some(b) = image.filter(|b| !b.is_empty()) {
            // Copied into a buffer SQLite allocates (and so charges).
            let n = b.len();
            db.deserialize_read_exact(rusqlite::MAIN_DB, &b[..], n, false)
                .map_err(|e| sql_error(vm, e))?;
        }
        // After loading the image: SQLite attaches it internally.
        db.authorizer(Some(authorize));
        Ok(db)
    })?;
    let h = new_handle();
    vm.sqlite.conns.insert(
        h,
        Rc::new(Conn {
            db,
            funcs: RefCell::new(Vec::new()),
        }),
    );
    Ok(Value::Int(h))
}

/// What SQL may do: no ATTACH/DETACH, and none of the pragmas that would
/// point SQLite at the host's directories, put temporary data in files or
/// start worker threads.
fn authorize(ctx: AuthContext<'_>) -> Authorization {
    match ctx.action {
        AuthAction::Attach { .. } | AuthAction::Detach { .. } => Authorization::Deny,
        AuthAction::Pragma {
            pragma_name,
            pragma_value,
        } => {
            let name = pragma_name.to_ascii_lowercase();
            let host = matches!(
                name.as_str(),
                "temp_store_directory" | "data_store_directory"
            );
            // `threads` would raise the worker-thread limit set at open.
            let pinned = matches!(name.as_str(), "temp_store" | "threads");
            if host || (pinned && pragma_value.is_some()) {
                Authorization::Deny
            } else {
                Authorization::Allow
            }
        }
        _ => Authorization::Allow,
    }
}

/// `close(h)`: the database and everything in it is freed.
pub fn close(vm: &mut Vm, a: Args) -> Result<Value> {
    let h = handle_of(a.pos[0])?;
    if let Some(c) = vm.sqlite.conns.remove(&h) {
        // Freed inside `op`, so SQLite's memory is refunded.
        op(vm, |_| {
            drop(c);
            Ok(())
        })?;
    }
    Ok(Value::None)
}

/// `run(h, sql, params, rows)`: run one statement to its end with
/// `params` (a tuple, or a dict for named parameters), appending each row
/// as a tuple to the list `rows` (if not None). Returns (column names or
/// None, changes, last rowid).
pub fn run(vm: &mut Vm, a: Args) -> Result<Value> {
    let conn = get(vm, a.pos[0])?;
    let sql = str_arg(vm, a.pos[1])?;
    let (params, out) = (a.pos[2], a.pos[3]);
    op(vm, |vm| {
        let mut stmt = conn.db.prepare_cached(&sql).map_err(|e| sql_error(vm, e))?;
        let n = stmt.parameter_count();
        let named = matches!(params, Value::Obj(r) if matches!(vm.heap.get(r), Obj::Dict(_)));
        if named {
            let Value::Obj(d) = params else {
                return Err(Error::fault("params"));
            };
            for i in 1..=n {
                let Some(name) = stmt.parameter_name(i).map(str::to_string) else {
                    return Err(raise(
                        vm,
                        "ProgrammingError",
                        -1,
                        &format!(
                            "Binding {i} has no name, but you supplied a dictionary (which has only names)."
                        ),
                    ));
                };
                let found = match vm.heap.get(d) {
                    Obj::Dict(dict) => dict.get_str(&vm.heap, &name[1..]),
                    _ => None,
                };
                let Some(v) = found else {
                    return Err(raise(
                        vm,
                        "ProgrammingError",
                        -1,
                        &format!("You did not supply a value for binding parameter {name}."),
                    ));
                };
                let x = values::param(vm, v, i)?;
                stmt.raw_bind_parameter(i, x)
                    .map_err(|e| sql_error(vm, e))?;
            }
        } else {
            let items = match params {
                Value::None => Vec::new(),
                p => vm.seq_items(p)?,
            };
            if items.len() != n {
                return Err(raise(
                    vm,
                    "ProgrammingError",
                    -1,
                    &format!(
                        "Incorrect number of bindings supplied. The current statement uses {n}, and there are {} supplied.",
                        items.len()
                    ),
                ));
            }
            for (i, v) in items.into_iter().enumerate() {
                let x = values::param(vm, v, i + 1)?;
                stmt.raw_bind_parameter(i + 1, x)
                    .map_err(|e| sql_error(vm, e))?;
            }
        }
        let ncols = stmt.column_count();
        let names: Vec<String> = stmt.column_names().iter().map(|s| s.to_string()).collect();
        let mut rows = stmt.raw_query();
        loop {
            let row = match rows.next() {
                Ok(Some(r)) => r,
                Ok(None) => break,
                Err(e) => return Err(sql_error(vm, e)),
            };
            if matches!(out, Value::None) {
                continue;
            }
            let mut items = Vec::with_capacity(ncols);
            for i in 0..ncols {
                let v = row.get_ref(i).map_err(|e| sql_error(vm, e))?;
                items.push(values::from_sql(vm, v)?);
            }
            let t = vm.new_tuple(items)?;
            vm.list_append(out, t)?;
            sys::settle(vm)?;
            charge_progress(vm)?;
        }
        drop(rows);
        drop(stmt);
        let names = if ncols == 0 {
            Value::None
        } else {
            let mut vs = Vec::with_capacity(ncols);
            for n in names {
                vs.push(vm.new_str(n)?);
            }
            vm.new_tuple(vs)?
        };
        let changes = conn.db.changes() as i64;
        let last = conn.db.last_insert_rowid();
        vm.new_tuple(vec![names, Value::Int(changes), Value::Int(last)])
    })
}

/// `script(h, sql)`: run every statement of `sql`.
pub fn script(vm: &mut Vm, a: Args) -> Result<Value> {
    let conn = get(vm, a.pos[0])?;
    let sql = str_arg(vm, a.pos[1])?;
    op(vm, |vm| {
        conn.db.execute_batch(&sql).map_err(|e| sql_error(vm, e))?;
        Ok(Value::None)
    })
}

/// `serialize(h)`: the bytes of the database, as a file would hold them.
pub fn serialize(vm: &mut Vm, a: Args) -> Result<Value> {
    let conn = get(vm, a.pos[0])?;
    let bytes = op(vm, |vm| {
        // An empty database has no image (SQLite would allocate 0 bytes).
        let pages: i64 = conn
            .db
            .query_row("PRAGMA page_count", [], |r| r.get(0))
            .map_err(|e| sql_error(vm, e))?;
        if pages == 0 {
            return Ok(Vec::new());
        }
        let data = conn
            .db
            .serialize(rusqlite::MAIN_DB)
            .map_err(|e| sql_error(vm, e))?;
        vm.heap.check_room(data.len())?;
        vm.before_bulk_copy(data.len())?;
        Ok(data.to_vec())
    })?;
    vm.new_bytes(bytes)
}

/// `info(h)`: (total changes, in a transaction).
pub fn info(vm: &mut Vm, a: Args) -> Result<Value> {
    let conn = get(vm, a.pos[0])?;
    let total = conn.db.total_changes() as i64;
    let in_tx = !conn.db.is_autocommit();
    vm.new_tuple(vec![Value::Int(total), Value::Bool(in_tx)])
}

/// Keep a guest callable for SQLite to call back; its index.
fn keep(conn: &Conn, f: Value) -> usize {
    let mut fs = conn.funcs.borrow_mut();
    fs.push(f);
    fs.len() - 1
}

/// An error a user function reports to SQLite (its message is what the
/// statement then fails with).
#[derive(Debug)]
struct Failed(&'static str);

impl std::fmt::Display for Failed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for Failed {}

fn failed(msg: &'static str) -> rusqlite::Error {
    rusqlite::Error::UserFunctionError(Box::new(Failed(msg)))
}

/// Call guest callable `idx` of connection `h` with `lead` then the
/// arguments of `ctx`, from inside SQLite. An exception becomes `msg` for
/// SQLite; an error that must end the run is kept for when SQLite returns.
fn call_back(
    h: i64,
    idx: usize,
    lead: Option<Value>,
    ctx: &Context<'_>,
    msg: &'static str,
) -> rusqlite::Result<Value> {
    let r = sys::with_vm(|vm| -> Result<Option<Value>> {
        let Some(f) = vm
            .sqlite
            .conns
            .get(&h)
            .and_then(|c| c.funcs.borrow().get(idx).copied())
        else {
            return Ok(None);
        };
        sys::settle(vm)?;
        charge_progress(vm)?;
        let mut args: Vec<Value> = lead.into_iter().collect();
        for i in 0..ctx.len() {
            args.push(values::from_sql(vm, ctx.get_raw(i))?);
        }
        let r = vm.call(f, &args);
        sys::settle(vm)?;
        r.map(Some)
    });
    match r {
        Some(Ok(Some(v))) => Ok(v),
        Some(Err(e)) if !e.is_catchable() => {
            errors::stash_fatal(e);
            Err(failed(msg))
        }
        _ => Err(failed(msg)),
    }
}

/// A guest value as a SQL function's result.
fn result_of(v: Value, msg: &'static str) -> rusqlite::Result<SqlValue> {
    match sys::with_vm(|vm| values::to_sql(vm, v)) {
        Some(Ok(Some(x))) => Ok(x),
        Some(Err(e)) if !e.is_catchable() => {
            errors::stash_fatal(e);
            Err(failed(msg))
        }
        _ => Err(failed(msg)),
    }
}

fn narg_of(v: Value) -> Result<i32> {
    match v {
        Value::Int(n) if (-1..=127).contains(&n) => Ok(n as i32),
        _ => Err(Error::new(
            crate::objects::TypeId::ValueError,
            "narg out of range",
        )),
    }
}

/// `create_function(h, name, narg, func)`.
pub fn create_function(vm: &mut Vm, a: Args) -> Result<Value> {
    let conn = get(vm, a.pos[0])?;
    let hid = handle_of(a.pos[0])?;
    let name = str_arg(vm, a.pos[1])?;
    let narg = narg_of(a.pos[2])?;
    let idx = keep(&conn, a.pos[3]);
    op(vm, |vm| {
        const MSG: &str = "user-defined function raised exception";
        conn.db
            .create_scalar_function(
                name.as_str(),
                narg,
                FunctionFlags::SQLITE_UTF8,
                move |ctx| {
                    let v = call_back(hid, idx, None, ctx, MSG)?;
                    result_of(v, MSG)
                },
            )
            .map_err(|e| sql_error(vm, e))?;
        Ok(Value::None)
    })
}

/// An aggregate whose instances live on the Python side: callables `idx`
/// (make one; its key), `idx + 1` (step: key, args…) and `idx + 2`
/// (finalize: key).
struct Agg {
    h: i64,
    idx: usize,
}

impl Aggregate<i64, SqlValue> for Agg {
    fn init(&self, ctx: &mut Context<'_>) -> rusqlite::Result<i64> {
        const MSG: &str = "user-defined aggregate's '__init__' method raised error";
        let _ = ctx;
        let r = sys::with_vm(|vm| -> Result<Value> {
            let f = vm
                .sqlite
                .conns
                .get(&self.h)
                .and_then(|c| c.funcs.borrow().get(self.idx).copied())
                .ok_or_else(|| Error::fault("aggregate"))?;
            sys::settle(vm)?;
            let r = vm.call(f, &[]);
            sys::settle(vm)?;
            r
        });
        match r {
            Some(Ok(Value::Int(k))) => Ok(k),
            Some(Err(e)) if !e.is_catchable() => {
                errors::stash_fatal(e);
                Err(failed(MSG))
            }
            _ => Err(failed(MSG)),
        }
    }

    fn step(&self, ctx: &mut Context<'_>, acc: &mut i64) -> rusqlite::Result<()> {
        const MSG: &str = "user-defined aggregate's 'step' method raised error";
        call_back(self.h, self.idx + 1, Some(Value::Int(*acc)), ctx, MSG)?;
        Ok(())
    }

    fn finalize(&self, ctx: &mut Context<'_>, acc: Option<i64>) -> rusqlite::Result<SqlValue> {
        const MSG: &str = "user-defined aggregate's 'finalize' method raised error";
        let Some(k) = acc else {
            return Ok(SqlValue::Null);
        };
        let v = call_back(self.h, self.idx + 2, Some(Value::Int(k)), ctx, MSG)?;
        result_of(v, MSG)
    }
}

/// `create_aggregate(h, name, narg, new, step, final)`.
pub fn create_aggregate(vm: &mut Vm, a: Args) -> Result<Value> {
    let conn = get(vm, a.pos[0])?;
    let hid = handle_of(a.pos[0])?;
    let name = str_arg(vm, a.pos[1])?;
    let narg = narg_of(a.pos[2])?;
    let idx = keep(&conn, a.pos[3]);
    keep(&conn, a.pos[4]);
    keep(&conn, a.pos[5]);
    op(vm, |vm| {
        conn.db
            .create_aggregate_function(
                name.as_str(),
                narg,
                FunctionFlags::SQLITE_UTF8,
                Agg { h: hid, idx },
            )
            .map_err(|e| sql_error(vm, e))?;
        Ok(Value::None)
    })
}
