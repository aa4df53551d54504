//! Builtin functions, type constructors and the methods of builtin types.
//! A builtin is an enum variant (unboxed in `Value`), so calling one costs a
//! match, and adding one is a variant plus its function.

mod args;
mod constructors;
pub(crate) mod dynamic;
pub(crate) mod functions;
pub mod methods;
pub mod sort;

use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;

pub use args::Args;
pub use methods::MethodId;

macro_rules! builtin_fns {
    ($( $variant:ident = $name:literal ),* $(,)?) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[repr(u8)]
        pub enum BuiltinFn { $( $variant ),* }

        impl BuiltinFn {
            pub const ALL: &'static [BuiltinFn] = &[ $( BuiltinFn::$variant ),* ];

            pub fn name(self) -> &'static str {
                match self { $( BuiltinFn::$variant => $name ),* }
            }

            pub fn from_name(name: &str) -> Option<BuiltinFn> {
                match name { $( $name => Some(BuiltinFn::$variant), )* _ => None }
            }
        }
    };
}

builtin_fns! {
    Abs = "abs",
    All = "all",
    Any = "any",
    Ascii = "ascii",
    Bin = "bin",
    Callable = "callable",
    Chr = "chr",
    Delattr = "delattr",
    Divmod = "divmod",
    Format = "format",
    Getattr = "getattr",
    Hasattr = "hasattr",
    Hash = "hash",
    Hex = "hex",
    Id = "id",
    Isinstance = "isinstance",
    Issubclass = "issubclass",
    Iter = "iter",
    Len = "len",
    Max = "max",
    Min = "min",
    Next = "next",
    Oct = "oct",
    Ord = "ord",
    Pow = "pow",
    Print = "print",
    Repr = "repr",
    Round = "round",
    Setattr = "setattr",
    Sorted = "sorted",
    Sum = "sum",
    Vars = "vars",
    Dir = "dir",
    Globals = "globals",
    Locals = "locals",
    Eval = "eval",
    Exec = "exec",
    Compile = "compile",
    Aiter = "aiter",
    Anext = "anext",
    Open = "open",
    Import = "__import__",
    Input = "input",
}

/// Resolve a builtin name (after globals missed).
pub fn lookup(name: &str) -> Option<Value> {
    if let Some(b) = BuiltinFn::from_name(name) {
        return Some(Value::Builtin(b));
    }
    match name {
        "None" => return Some(Value::None),
        "Ellipsis" => return Some(Value::Ellipsis),
        "NotImplemented" => return Some(Value::NotImplemented),
        "True" => return Some(Value::Bool(true)),
        "__debug__" => return Some(Value::Bool(true)),
        "False" => return Some(Value::Bool(false)),
        "EnvironmentError" | "IOError" => return Some(Value::Type(TypeId::OSError)),
        _ => {}
    }
    builtin_type(name).map(Value::Type)
}

/// The builtin type named `name` (`int`, `ValueError`...). Stdlib code
/// (named globals) resolves builtins on every access, so this is a table
/// lookup rather than a scan of every type.
fn builtin_type(name: &str) -> Option<TypeId> {
    static TABLE: std::sync::OnceLock<std::collections::HashMap<&'static str, TypeId>> =
        std::sync::OnceLock::new();
    TABLE
        .get_or_init(|| {
            let mut m = std::collections::HashMap::new();
            for t in TypeId::ALL.iter().filter(|t| t.is_builtin_name()) {
                m.entry(t.name()).or_insert(*t);
            }
            m
        })
        .get(name)
        .copied()
}

/// Call a non-guest callable.
pub fn call_value(vm: &mut Vm, callee: Value, args: Args) -> Result<Value> {
    match callee {
        Value::Builtin(b) => functions::call(vm, b, args),
        Value::Type(t) => constructors::construct(vm, t, args),
        Value::Native(n) => crate::modules::call(vm, n, args),
        Value::Method(m, cls) => {
            let Some((&recv, rest)) = args.pos.split_first() else {
                return Err(methods::descr::missing_receiver(m, cls));
            };
            let recv_ty = match vm.base_value(recv) {
                Some(b) => vm.type_of(b),
                None => vm.type_of(recv),
            };
            methods::descr::check_receiver(m, cls, recv_ty, vm.type_name(recv))?;
            methods::descr::call_as(
                vm,
                m,
                cls,
                recv,
                Args {
                    pos: rest,
                    kw: args.kw,
                },
            )
        }
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::BoundMethod { func, receiver } => {
                let (func, receiver) = (*func, *receiver);
                let mut pos = Vec::with_capacity(args.pos.len() + 1);
                pos.push(receiver);
                pos.extend_from_slice(args.pos);
                match func {
                    Value::Method(m, cls) => methods::descr::call_as(
                        vm,
                        m,
                        cls,
                        receiver,
                        Args {
                            pos: args.pos,
                            kw: args.kw,
                        },
                    ),
                    other => vm.call_kw(other, &pos, args.kw),
                }
            }
            Obj::Function(_) | Obj::Class(_) | Obj::Instance(_) => {
                vm.call_kw(callee, args.pos, args.kw)
            }
            Obj::GenericAlias(origin, _) => {
                let origin = *origin;
                call_value(vm, origin, args)
            }
            _ => Err(not_callable(vm, callee)),
        },
        _ => Err(not_callable(vm, callee)),
    }
}

fn not_callable(vm: &Vm, v: Value) -> Error {
    Error::type_error(format!("'{}' object is not callable", vm.type_name(v)))
}

pub fn is_callable(vm: &Vm, v: Value) -> bool {
    match v {
        Value::Builtin(_) | Value::Type(_) | Value::Method(..) | Value::Native(_) => true,
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Function(_)
            | Obj::BoundMethod { .. }
            | Obj::Class(_)
            | Obj::StaticMethod(_)
            | Obj::ClassMethod(_) => true,
            Obj::Instance(_) => vm.user_method(v, "__call__").is_some(),
            _ => false,
        },
        _ => false,
    }
}

/// Number of items in range(start, stop, step).
pub fn range_len(start: i64, stop: i64, step: i64) -> i64 {
    if step > 0 && start < stop {
        ((stop as i128 - start as i128 - 1) / step as i128 + 1) as i64
    } else if step < 0 && start > stop {
        ((start as i128 - stop as i128 - 1) / (-(step as i128)) + 1) as i64
    } else {
        0
    }
}
