//! `_sys`: the native half of `sys` (modules/py/sys.py). The program's
//! stdout and stderr go through the run's bounded output; the recursion
//! limit the program sets can only lower the host's `stack_depth`.

use super::common::{Sig, bind, index_of};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{TypeId, Value};
use crate::vm::Vm;
use num_traits::ToPrimitive;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_sys",
    functions: &[
        NativeDef {
            name: "write",
            f: write,
        },
        NativeDef {
            name: "getrecursionlimit",
            f: getrecursionlimit,
        },
        NativeDef {
            name: "setrecursionlimit",
            f: setrecursionlimit,
        },
        NativeDef {
            name: "exception",
            f: exception,
        },
        NativeDef {
            name: "argv0",
            f: argv0,
        },
        NativeDef {
            name: "modules",
            f: modules,
        },
    ],
    init: |_, _| Ok(()),
};

/// `write(to_stderr, s)`: the number of characters written.
fn write(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("write", &["stderr", "s"], 2))?;
    let to_err = vm.truthy(b.get(0).unwrap_or(Value::None))?;
    let s = b.get(1).unwrap_or(Value::None);
    let Some(text) = vm.str_of(s) else {
        let t = match s {
            Value::None => "None",
            _ => vm.type_name(s),
        };
        return Err(Error::type_error(format!(
            "write() argument must be str, not {t}"
        )));
    };
    let text = text.to_string();
    if vm.out.has_sink() {
        vm.cpu.engage();
    }
    vm.out.write(to_err, &text)?;
    Ok(Value::Int(text.chars().count() as i64))
}

/// `argv0()`: `sys.argv[0]` as CPython sets it: the program's file name as
/// the run was given it, `-c` for code given inline, `-` for stdin.
fn argv0(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("argv0", &[], 0))?;
    let name = match vm.frames.first() {
        Some(f) => f.code.filename.clone(),
        None => "".into(),
    };
    let name = match &*name {
        "<string>" => "-c",
        "<stdin>" => "-",
        n => n,
    }
    .to_string();
    vm.new_str(name)
}

/// `exception()`: the exception being handled where it is called, or None.
fn exception(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("exception", &[], 0))?;
    Ok(match vm.handled {
        Value::Obj(r) => Value::Obj(r),
        _ => Value::None,
    })
}

/// `modules()`: the dict `sys.modules` is (imports consult it once made).
fn modules(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("modules", &[], 0))?;
    vm.sys_modules_dict()
}

fn getrecursionlimit(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("getrecursionlimit", &[], 0))?;
    let host = vm.limits.stack_depth.unwrap_or(1000);
    let limit = vm.recursion_limit.unwrap_or(host);
    Ok(Value::Int(limit.min(i32::MAX as u64) as i64))
}

fn setrecursionlimit(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("setrecursionlimit", &["limit"], 1))?;
    let v = b.get(0).unwrap_or(Value::None);
    if matches!(v, Value::Float(_)) {
        return Err(Error::type_error(
            "'float' object cannot be interpreted as an integer",
        ));
    }
    let n = index_of(vm, v)?;
    let n = n
        .to_i64()
        .unwrap_or(if n.sign() == num_bigint::Sign::Minus {
            i64::MIN
        } else {
            i64::MAX
        });
    if n < 1 {
        return Err(Error::value_error(
            "recursion limit must be greater or equal than 1",
        ));
    }
    if n > i32::MAX as i64 {
        return Err(Error::overflow("Python int too large to convert to C int"));
    }
    let depth = vm.frames.len() as i64;
    if n <= depth {
        return Err(Error::new(
            TypeId::RecursionError,
            format!(
                "cannot set the recursion limit to {n} at the recursion depth {depth}: the limit is too low"
            ),
        ));
    }
    vm.recursion_limit = Some(n as u64);
    Ok(Value::None)
}
