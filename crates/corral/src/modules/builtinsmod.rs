//! `builtins`: the builtin names as a module. Name lookup does not consult
//! it (a program that assigns `builtins.x` does not get a global `x`); it
//! exists for programs that reach builtins by attribute (`builtins.len`,
//! `getattr(builtins, name)`, `builtins.__dict__`).

use super::{ModuleDef, set_attr};
use crate::builtins::BuiltinFn;
use crate::error::Result;
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "builtins",
    functions: &[],
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    let names = BuiltinFn::ALL
        .iter()
        .map(|b| b.name())
        .chain(
            TypeId::ALL
                .iter()
                .filter(|t| t.is_builtin_name())
                .map(|t| t.name()),
        )
        .chain([
            "None",
            "Ellipsis",
            "NotImplemented",
            "True",
            "False",
            "EnvironmentError",
            "IOError",
        ]);
    for name in names {
        if let Some(v) = crate::builtins::lookup(name) {
            set_attr(vm, m, name, v)?;
        }
    }
    set_attr(vm, m, "__debug__", Value::Bool(true))?;
    Ok(())
}
