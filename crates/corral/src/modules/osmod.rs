//! `_corral_os`: the only door from the guest to the virtual OS the host
//! composed (capabilities/os.rs). `os`, `os.path`, `pathlib`, `open()`, `time` and
//! `datetime` are written in Python on top of these primitives. Every call
//! is a host operation: counted, recorded in the ledger, and answered by
//! the record when the run is a replay.

use super::common::{Sig, bind, float_of};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::capabilities::os::{Clock, FsError, FsResult, WriteMode, normalize};
use crate::capabilities::{HostError, HostValue};
use crate::error::{Error, Result};
use crate::limits::LimitKind;
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

macro_rules! natives {
    ($($name:literal => $f:ident),* $(,)?) => {
        &[$(NativeDef { name: $name, f: $f }),*]
    };
}

pub static MODULE: ModuleDef = ModuleDef {
    name: "_corral_os",
    functions: natives![
        "getcwd" => getcwd,
        "chdir" => chdir,
        "read" => read,
        "write" => write,
        "stat" => stat,
        "listdir" => listdir,
        "mkdir" => mkdir,
        "rmdir" => rmdir,
        "remove" => remove,
        "rename" => rename,
        "environ" => environ,
        "time" => time,
        "monotonic" => monotonic,
        "sleep" => sleep,
        "timezone" => timezone,
        "urandom" => urandom,
    ],
    init: |_, _| Ok(()),
};

/// A path argument: a str without NUL, made absolute against the cwd.
fn path_arg(vm: &mut Vm, v: Option<Value>, func: &str) -> Result<String> {
    let v = v.unwrap_or(Value::None);
    let Some(s) = vm.str_of(v) else {
        let t = vm.type_name(v).to_string();
        return Err(Error::type_error(format!(
            "{func}: path should be string, bytes or os.PathLike, not {t}"
        )));
    };
    if s.contains('\0') {
        return Err(Error::value_error(format!(
            "{func}: embedded null character in path"
        )));
    }
    let s = s.to_string();
    Ok(normalize(&vm.host.cwd, &s))
}

fn errno_type(errno: i32) -> TypeId {
    match errno {
        crate::capabilities::os::ENOENT => TypeId::FileNotFoundError,
        crate::capabilities::os::EACCES => TypeId::PermissionError,
        crate::capabilities::os::EEXIST => TypeId::FileExistsError,
        crate::capabilities::os::ENOTDIR => TypeId::NotADirectoryError,
        crate::capabilities::os::EISDIR => TypeId::IsADirectoryError,
        _ => TypeId::OSError,
    }
}

fn fs_host_error(e: FsError) -> HostError {
    HostError {
        type_name: errno_type(e.0).name().to_string(),
        message: format!("[Errno {}] {}", e.0, e.strerror()),
        denied: e.0 == crate::capabilities::os::EACCES,
    }
}

/// Raise the OSError a failed operation on `paths` gives in CPython:
/// `[Errno 2] No such file or directory: 'a'` (or `'a' -> 'b'`).
fn raise_os_error(vm: &mut Vm, e: &HostError, paths: &[&str]) -> Error {
    let errno = e
        .message
        .strip_prefix("[Errno ")
        .and_then(|r| r.split(']').next())
        .and_then(|n| n.parse::<i32>().ok());
    let Some(errno) = errno else {
        return crate::capabilities::calls::host_error_to_error(e);
    };
    let strerror = FsError(errno).strerror();
    let mut args = vec![Value::Int(errno as i64)];
    let mut build = || -> Result<Vec<Value>> {
        args.push(vm.new_str(strerror)?);
        if let Some(a) = paths.first() {
            args.push(vm.new_str(*a)?);
        }
        if let Some(b) = paths.get(1) {
            args.push(Value::None);
            args.push(vm.new_str(*b)?);
        }
        Ok(std::mem::take(&mut args))
    };
    match build().and_then(|args| vm.new_os_error(errno_type(errno), args, false)) {
        Ok(r) => Error::raised(r),
        Err(e) => e,
    }
}

/// Run a filesystem operation as a host op; raise its error with the
/// guest's own spelling of the paths.
fn fs_op(
    vm: &mut Vm,
    name: &str,
    shown: &[&str],
    args: Vec<HostValue>,
    op: impl FnOnce(&mut Vm) -> FsResult<HostValue>,
) -> Result<Value> {
    let res = vm.host_op(name, args, |vm| op(vm).map_err(fs_host_error))?;
    match res {
        Ok(v) => v.to_guest(vm),
        Err(e) => Err(raise_os_error(vm, &e, shown)),
    }
}

fn str_arg(vm: &Vm, v: Option<Value>) -> String {
    v.and_then(|v| vm.str_of(v).map(str::to_string))
        .unwrap_or_default()
}

/// The current time on the host's clock, in seconds since the epoch.
fn now(vm: &Vm) -> f64 {
    match vm.host.host.os.clock {
        Clock::Fixed { start } => start + vm.host.slept,
        Clock::Real => vm.host.host.capabilities().now(),
    }
}

fn getcwd(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("getcwd", &[], 0))?;
    let cwd = vm.host.cwd.clone();
    vm.new_str(&*cwd)
}

fn chdir(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("chdir", &["path"], 1))?;
    let p = path_arg(vm, b.get(0), "chdir")?;
    let shown = str_arg(vm, b.get(0));
    let fs = vm.host.host.os.fs.clone();
    let target = p.clone();
    fs_op(
        vm,
        "os.chdir",
        &[&shown],
        vec![HostValue::Str(p.clone())],
        move |vm| match fs.stat(vm.host.host.capabilities(), &target)? {
            s if s.is_dir => Ok(HostValue::None),
            _ => Err(FsError(crate::capabilities::os::ENOTDIR)),
        },
    )?;
    vm.host.cwd = p.into();
    Ok(Value::None)
}

fn read(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("read", &["path"], 1))?;
    let p = path_arg(vm, b.get(0), "open")?;
    let shown = str_arg(vm, b.get(0));
    let fs = vm.host.host.os.fs.clone();
    // A file larger than the memory still free is refused before reading.
    let room = vm
        .heap
        .limit
        .map_or(u64::MAX, |l| l.saturating_sub(vm.heap.live_bytes) as u64);
    let target = p.clone();
    let res = vm.host_op("fs.read", vec![HostValue::Str(p)], move |vm| {
        fs.read(vm.host.host.capabilities(), &target, room)
            .map(HostValue::Bytes)
            .map_err(fs_host_error)
    })?;
    match res {
        Ok(v) => v.to_guest(vm),
        Err(e) if e.message.starts_with("[Errno 27]") => {
            let limit = vm.heap.limit.unwrap_or(0);
            Err(Error::exhausted(crate::limits::Exhausted {
                limit: LimitKind::Memory,
                max: limit as u64,
                used: limit as u64 + 1,
            }))
        }
        Err(e) => Err(raise_os_error(vm, &e, &[&shown])),
    }
}

fn write(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("write", &["path", "data", "mode"], 3))?;
    let p = path_arg(vm, b.get(0), "open")?;
    let shown = str_arg(vm, b.get(0));
    let data = match b.get(1).and_then(|v| vm.bytes_of(v)) {
        Some(d) => d.to_vec(),
        None => return Err(Error::type_error("write: data must be bytes")),
    };
    let mode = match str_arg(vm, b.get(2)).as_str() {
        "w" => WriteMode::Truncate,
        "a" => WriteMode::Append,
        "x" => WriteMode::Create,
        _ => return Err(Error::value_error("write: mode must be 'w', 'a' or 'x'")),
    };
    let n = data.len();
    let fs = vm.host.host.os.fs.clone();
    let t = now(vm);
    let target = p.clone();
    let m = str_arg(vm, b.get(2));
    let args = vec![
        HostValue::Str(p),
        HostValue::Bytes(data.clone()),
        HostValue::Str(m),
    ];
    fs_op(vm, "fs.write", &[&shown], args, move |vm| {
        fs.write(vm.host.host.capabilities(), &target, &data, mode, t)
            .map(|()| HostValue::None)
    })?;
    Ok(Value::Int(n as i64))
}

fn stat(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("stat", &["path"], 1))?;
    let p = path_arg(vm, b.get(0), "stat")?;
    let shown = str_arg(vm, b.get(0));
    let fs = vm.host.host.os.fs.clone();
    let target = p.clone();
    fs_op(
        vm,
        "fs.stat",
        &[&shown],
        vec![HostValue::Str(p)],
        move |vm| {
            let s = fs.stat(vm.host.host.capabilities(), &target)?;
            Ok(HostValue::Tuple(vec![
                HostValue::Bool(s.is_dir),
                HostValue::Int(s.size.min(i64::MAX as u64) as i64),
                HostValue::Float(s.mtime),
            ]))
        },
    )
}

fn listdir(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("listdir", &["path"], 1))?;
    let p = path_arg(vm, b.get(0), "listdir")?;
    let shown = str_arg(vm, b.get(0));
    let fs = vm.host.host.os.fs.clone();
    let target = p.clone();
    fs_op(
        vm,
        "fs.listdir",
        &[&shown],
        vec![HostValue::Str(p)],
        move |vm| {
            let names = fs.listdir(vm.host.host.capabilities(), &target)?;
            Ok(HostValue::List(
                names.into_iter().map(HostValue::Str).collect(),
            ))
        },
    )
}

fn mkdir(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("mkdir", &["path"], 1))?;
    let p = path_arg(vm, b.get(0), "mkdir")?;
    let shown = str_arg(vm, b.get(0));
    let fs = vm.host.host.os.fs.clone();
    let t = now(vm);
    let target = p.clone();
    fs_op(
        vm,
        "fs.mkdir",
        &[&shown],
        vec![HostValue::Str(p)],
        move |vm| {
            fs.mkdir(vm.host.host.capabilities(), &target, t)
                .map(|()| HostValue::None)
        },
    )
}

fn rmdir(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("rmdir", &["path"], 1))?;
    let p = path_arg(vm, b.get(0), "rmdir")?;
    let shown = str_arg(vm, b.get(0));
    let fs = vm.host.host.os.fs.clone();
    let target = p.clone();
    fs_op(
        vm,
        "fs.rmdir",
        &[&shown],
        vec![HostValue::Str(p)],
        move |vm| {
            fs.rmdir(vm.host.host.capabilities(), &target)
                .map(|()| HostValue::None)
        },
    )
}

fn remove(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("remove", &["path"], 1))?;
    let p = path_arg(vm, b.get(0), "remove")?;
    let shown = str_arg(vm, b.get(0));
    let fs = vm.host.host.os.fs.clone();
    let target = p.clone();
    fs_op(
        vm,
        "fs.remove",
        &[&shown],
        vec![HostValue::Str(p)],
        move |vm| {
            fs.remove(vm.host.host.capabilities(), &target)
                .map(|()| HostValue::None)
        },
    )
}

fn rename(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("rename", &["src", "dst"], 2))?;
    let src = path_arg(vm, b.get(0), "rename")?;
    let dst = path_arg(vm, b.get(1), "rename")?;
    let (s0, s1) = (str_arg(vm, b.get(0)), str_arg(vm, b.get(1)));
    let fs = vm.host.host.os.fs.clone();
    let (a0, a1) = (src.clone(), dst.clone());
    let args = vec![HostValue::Str(src), HostValue::Str(dst)];
    fs_op(vm, "fs.rename", &[&s0, &s1], args, move |vm| {
        fs.rename(vm.host.host.capabilities(), &a0, &a1)
            .map(|()| HostValue::None)
    })
}

fn environ(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("environ", &[], 0))?;
    let env = vm.host.host.os.env.clone();
    let res = vm.host_op("os.environ", Vec::new(), move |_| {
        Ok(HostValue::Dict(
            env.into_iter()
                .map(|(k, v)| (HostValue::Str(k), HostValue::Str(v)))
                .collect(),
        ))
    })?;
    match res {
        Ok(v) => v.to_guest(vm),
        Err(e) => Err(crate::capabilities::calls::host_error_to_error(&e)),
    }
}

fn clock_op(vm: &mut Vm, name: &str, f: impl FnOnce(&Vm) -> f64) -> Result<Value> {
    let t = f(vm);
    let res = vm.host_op(name, Vec::new(), move |_| Ok(HostValue::Float(t)))?;
    match res {
        Ok(HostValue::Float(t)) => Ok(Value::Float(t)),
        Ok(HostValue::Int(t)) => Ok(Value::Float(t as f64)),
        Ok(_) => Err(Error::new(
            TypeId::RuntimeError,
            "the clock gave a non-number",
        )),
        Err(e) => Err(crate::capabilities::calls::host_error_to_error(&e)),
    }
}

fn time(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("time", &[], 0))?;
    clock_op(vm, "time.time", now)
}

/// Seconds on a clock that never goes back (0.0 at the first read for the
/// fixed clock).
fn monotonic(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("monotonic", &[], 0))?;
    clock_op(vm, "time.monotonic", |vm| match vm.host.host.os.clock {
        Clock::Fixed { .. } => vm.host.slept,
        Clock::Real => vm.host.host.capabilities().monotonic(),
    })
}

fn sleep(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("sleep", &["secs"], 1))?;
    let secs = float_of(vm, b.get(0).unwrap_or(Value::None))?;
    if secs.is_nan() || secs < 0.0 {
        return Err(Error::value_error("sleep length must be non-negative"));
    }
    let real = vm.host.host.os.clock == Clock::Real;
    if real {
        // A sleep that would end past the time limit ends the run now.
        let d = std::time::Duration::try_from_secs_f64(secs).unwrap_or(std::time::Duration::MAX);
        if let Err(x) = vm.clock.check_ahead(d)
            && x.limit == LimitKind::Time
        {
            return Err(Error::exhausted(x));
        }
    }
    let res = vm.host_op("time.sleep", vec![HostValue::Float(secs)], move |vm| {
        if real {
            vm.host.host.capabilities().sleep(secs);
        }
        Ok(HostValue::None)
    })?;
    if let Err(e) = res {
        return Err(crate::capabilities::calls::host_error_to_error(&e));
    }
    vm.host.slept += secs;
    Ok(Value::None)
}

/// (seconds east of UTC, zone name).
fn timezone(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("timezone", &[], 0))?;
    let off = vm.host.host.os.utc_offset_secs;
    let name = vm.host.host.os.tz_name.clone();
    let n = vm.new_str(name)?;
    vm.new_tuple_of(&[Value::Int(off as i64), n])
}

/// Most bytes one `urandom` call returns: its result is kept in the ledger
/// (as JSON, about four characters a byte) so a replay can give it back.
pub const URANDOM_MAX: usize = 4096;

/// `urandom(n)`: `n` (at most URANDOM_MAX) bytes of the host's entropy, for
/// `secrets`. A host operation like a clock read, so the ledger keeps the
/// bytes and a replay answers with them.
fn urandom(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("urandom", &["n"], 1))?;
    let n = super::common::index_of(vm, b.get(0).unwrap_or(Value::None))?;
    let n = match num_traits::ToPrimitive::to_usize(&n) {
        Some(n) if n <= URANDOM_MAX => n,
        _ => {
            return Err(Error::value_error(format!(
                "urandom: n must be between 0 and {URANDOM_MAX}"
            )));
        }
    };
    vm.heap.check_room(n.saturating_mul(8))?;
    let res = vm.host_op("os.urandom", vec![HostValue::Int(n as i64)], move |vm| {
        let mut buf = vec![0u8; n];
        vm.host.host.capabilities().entropy(&mut buf)?;
        Ok(HostValue::Bytes(buf))
    })?;
    match res {
        // A replayed answer of another size would silently change meaning.
        Ok(HostValue::Bytes(bytes)) if bytes.len() == n => HostValue::Bytes(bytes).to_guest(vm),
        Ok(_) => Err(Error::value_error(
            "urandom: the host gave the wrong number of bytes",
        )),
        Err(e) => Err(crate::capabilities::calls::host_error_to_error(&e)),
    }
}
