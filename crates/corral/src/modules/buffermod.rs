//! `_corral_buffer`: the hooks the Python-written `memoryview` and
//! `array.array` use to tell the engine which bytearrays are exporting
//! their buffer (see `vm::buffer_exports`).

use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::Result;
use crate::objects::Value;
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_corral_buffer",
    functions: &[
        NativeDef {
            name: "export",
            f: export,
        },
        NativeDef {
            name: "release",
            f: release,
        },
        NativeDef {
            name: "exporting",
            f: exporting,
        },
    ],
    init: |_, _| Ok(()),
};

/// `export(buffer, view)`: `view` now exports `buffer` (only a bytearray's
/// size can change, so other buffers are not recorded).
fn export(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("export")?;
    a.expect("export", 2, 2)?;
    if let (Some(owner), Value::Obj(view)) = (vm.bytearray_ref(a.pos[0]), a.pos[1]) {
        vm.export_add(owner, view)?;
    }
    Ok(Value::None)
}

/// `release(view)`: `view` no longer exports anything.
fn release(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("release")?;
    a.expect("release", 1, 1)?;
    if let Value::Obj(view) = a.pos[0] {
        vm.export_remove(view);
    }
    Ok(Value::None)
}

/// `exporting(buffer)`: does a live view export `buffer`?
fn exporting(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("exporting")?;
    a.expect("exporting", 1, 1)?;
    Ok(Value::Bool(match vm.bytearray_ref(a.pos[0]) {
        Some(r) => vm.exporting(r)?,
        None => false,
    }))
}
