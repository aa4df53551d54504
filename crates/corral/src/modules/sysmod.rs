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
        NativeDef {
            name: "exit",
            f: exit,
        },
    ],
    init: |_, _| Ok(()),
};

/// `sys.exit(status=None)`: native, so a traceback through it (an atexit
/// callback's) shows no frame of its own, as CPython's.
fn exit(_vm: &mut Vm, a: Args) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(Error::type_error("exit() takes no keyword arguments"));
    }
    match a.pos {
        [] | [Value::None] => Err(Error::bare(TypeId::SystemExit)),
        [status] => Err(Error::with_args(TypeId::SystemExit, vec![*status])),
        more => Err(Error::type_error(format!(
            "exit expected at most 1 argument, got {}",
            more.len()
        ))),
    }
}

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

/// [`int_str_limit`] for writing an int of `bits` bits in decimal.
pub(crate) fn int_str_limit_bits(vm: &mut Vm, bits: u64) -> Result<usize> {
    int_str_limit(vm, (bits as f64 * std::f64::consts::LOG10_2) as usize)
}

/// The digit limit of int/str conversions (`sys.set_int_max_str_digits`;
/// 0 is none) for a conversion of about `digits` decimal digits. Past the
/// default limit the conversion's quadratic work is charged up front,
/// since it cannot be interrupted midway.
pub(crate) fn int_str_limit(vm: &mut Vm, digits: usize) -> Result<usize> {
    // No limit below 640 digits can be set.
    if digits <= 640 {
        return Ok(crate::num::MAX_STR_DIGITS);
    }
    let set = super::common::loaded_module(vm, "sys").and_then(|m| match m {
        Value::Obj(r) => match vm.heap.get(r) {
            crate::objects::Obj::Module(md) => md
                .attrs(&vm.heap)
                .and_then(|d| d.get_str(&vm.heap, "_int_max_str_digits")),
            _ => None,
        },
        _ => None,
    });
    let limit = match set {
        Some(Value::Int(n)) => usize::try_from(n).unwrap_or(crate::num::MAX_STR_DIGITS),
        _ => crate::num::MAX_STR_DIGITS,
    };
    if digits > crate::num::MAX_STR_DIGITS && (limit == 0 || digits <= limit) {
        // Schoolbook base conversion: about (digits/19)² word operations.
        let words = digits as f64 / 19.0;
        vm.before_bigint_op(words * words * 0.5 + digits as f64)?;
    }
    Ok(limit)
}
