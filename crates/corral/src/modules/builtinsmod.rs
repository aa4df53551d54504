//! `builtins`: the builtin names as a module, for programs that reach
//! builtins by attribute (`builtins.len`, `getattr(builtins, name)`) or set
//! them (`builtins.input = fake`): once it is imported, name lookup finds
//! builtin names in it (`Vm::load_builtin_global`), and setting one of its
//! attributes forgets the names resolved so far.

use super::{ModuleDef, set_attr};
use crate::error::Result;
use crate::objects::Value;
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "builtins",
    functions: &[],
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    for name in crate::builtins::dynamic::builtin_names() {
        if let Some(v) = crate::builtins::lookup(name) {
            set_attr(vm, m, name, v)?;
        }
    }
    set_attr(vm, m, "__debug__", Value::Bool(true))?;
    Ok(())
}
