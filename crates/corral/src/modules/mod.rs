//! Native standard-library modules. A module is a `ModuleDef`: a table of
//! native functions plus an `init` that adds constants. Functions are named
//! by (module index, function index), so they are plain data in `Value`.

/// `METHODS` and `ATTRS` of a native module whose methods a Python class
/// takes over (see `bind_methods`): each entry is `"module attribute" as
/// "method name" => function`. Defined before the modules that use it.
macro_rules! taken_over_methods {
    ($($attr:literal as $name:literal => $f:expr),* $(,)?) => {
        /// The methods the Python class takes over (bound like functions),
        /// named as the methods they stand for.
        pub static METHODS: &[crate::modules::NativeDef] =
            &[$(crate::modules::NativeDef { name: $name, f: $f }),*];
        /// The module attribute of each method (names may repeat across
        /// classes).
        pub(crate) const ATTRS: &[&str] = &[$($attr),*];
    };
}

mod asyncio;
mod binascii;
mod bisect;
mod buffermod;
mod builtinsmod;
mod bz2mod;
mod cmath;
mod collections_native;
mod common;
mod copy;
mod csvmod;
pub(crate) mod datetime_native;
#[cfg(feature = "fault-injection")]
mod faults;
mod functoolsmod;
mod gcmod;
mod hashlib;
mod heapq;
pub(crate) mod itertoolsmod;
mod json;
mod lzmamod;
mod math;
mod mathfns;
mod memoryview_native;
mod operatormod;
mod osmod;
mod precompiled;
mod pysrc;
mod random;
mod re;
mod sqlite;
mod statistics;
mod string;
mod structmod;
pub(crate) mod sysmod;
mod textwrap;
mod tracebackmod;
mod unicodedata;
mod weakrefmod;
mod xmlmod;
mod zlibmod;
mod zoneinfomod;

pub use precompiled::{build as build_stdlib_image, install as install_stdlib_image};
pub(crate) use sqlite::Registry as SqliteRegistry;
pub use sqlite::install_allocator as install_sqlite_allocator;

use std::rc::Rc;

use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::heap::{Heap, ObjRef};
use crate::objects::{Dict, Obj, TypeId, Value};
use crate::vm::Vm;

pub type NativeFn = fn(&mut Vm, Args) -> Result<Value>;

pub struct NativeDef {
    pub name: &'static str,
    pub f: NativeFn,
}

pub struct ModuleDef {
    pub name: &'static str,
    pub functions: &'static [NativeDef],
    /// Adds non-function attributes (constants) to the new module.
    pub init: fn(&mut Vm, module: Value) -> Result<()>,
}

/// Every importable module. Order is part of the snapshot format: append only.
static MODULES: &[&ModuleDef] = &[
    &math::MODULE,
    &asyncio::MODULE,
    &json::MODULE,
    &random::MODULE,
    &string::MODULE,
    &textwrap::MODULE,
    &heapq::MODULE,
    &bisect::MODULE,
    &copy::MODULE,
    &statistics::MODULE,
    &sysmod::MODULE,
    &binascii::MODULE,
    &hashlib::MODULE,
    &structmod::MODULE,
    &re::MODULE,
    &osmod::MODULE,
    &cmath::MODULE,
    &gcmod::MODULE,
    &tracebackmod::MODULE,
    &collections_native::MODULE,
    &zlibmod::MODULE,
    &unicodedata::MODULE,
    &zoneinfomod::MODULE,
    &weakrefmod::MODULE,
    &xmlmod::MODULE,
    &buffermod::MODULE,
    &datetime_native::MODULE,
    &builtinsmod::MODULE,
    &csvmod::MODULE,
    &operatormod::MODULE,
    &functoolsmod::MODULE,
    &memoryview_native::MODULE,
    &itertoolsmod::MODULE,
    &sqlite::MODULE,
    &bz2mod::MODULE,
    &lzmamod::MODULE,
    // Tests of the outer layer only; never in a default build.
    #[cfg(feature = "fault-injection")]
    &faults::MODULE,
];

/// Methods of classes that native modules define (`random.Random`), by
/// module name. They are numbered after the module's functions and bind to
/// instances like Python functions do. Append only.
static METHODS: &[(&str, &[NativeDef])] = &[
    ("random", random::METHODS),
    ("_datetime", datetime_native::METHODS),
    ("_corral_sre", re::METHODS),
    ("_operator", operatormod::METHODS),
    ("_functools", functoolsmod::METHODS),
    ("_memoryview_native", memoryview_native::METHODS),
];

fn methods_of(module: &str) -> &'static [NativeDef] {
    METHODS
        .iter()
        .find(|(m, _)| *m == module)
        .map_or(&[], |(_, d)| d)
}

/// A native function: (module index, function index).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct NativeId {
    pub module: u8,
    pub func: u16,
}

impl NativeId {
    pub fn def(self) -> Option<&'static NativeDef> {
        let m = MODULES.get(self.module as usize)?;
        let i = self.func as usize;
        match m.functions.get(i) {
            Some(d) => Some(d),
            None => methods_of(m.name).get(i - m.functions.len()),
        }
    }

    /// A method of a native class: binds to instances like a function.
    pub fn is_method(self) -> bool {
        MODULES
            .get(self.module as usize)
            .is_some_and(|m| self.func as usize >= m.functions.len())
    }

    pub fn name(self) -> &'static str {
        self.def().map_or("?", |d| d.name)
    }

    pub fn module_name(self) -> &'static str {
        MODULES.get(self.module as usize).map_or("?", |m| m.name)
    }
}

pub fn call(vm: &mut Vm, id: NativeId, args: Args) -> Result<Value> {
    match id.def() {
        Some(d) => (d.f)(vm, args),
        None => Err(Error::fault("unknown native function")),
    }
}

/// The value of method `name` of a class of module `module`.
pub fn method_value(module: &str, name: &str) -> Result<Value> {
    for (mi, m) in MODULES.iter().enumerate() {
        if m.name == module
            && let Some(i) = methods_of(module).iter().position(|d| d.name == name)
        {
            let func = (m.functions.len() + i) as u16;
            return Ok(Value::Native(NativeId {
                module: mi as u8,
                func,
            }));
        }
    }
    Err(Error::fault("unknown native method"))
}

/// Make the native methods of `module` (its `METHODS` entry, in order)
/// attributes of module object `m`, the i-th named `attrs[i]`, for the
/// module's Python half to install on its classes.
pub(crate) fn bind_methods<'a>(
    vm: &mut Vm,
    m: Value,
    module: &str,
    attrs: impl IntoIterator<Item = &'a str>,
) -> Result<()> {
    let Some(mi) = MODULES.iter().position(|d| d.name == module) else {
        return Err(Error::fault("unknown native module"));
    };
    let first = MODULES[mi].functions.len();
    for (i, attr) in attrs.into_iter().enumerate() {
        let id = NativeId {
            module: mi as u8,
            func: (first + i) as u16,
        };
        set_attr(vm, m, attr, Value::Native(id))?;
    }
    Ok(())
}

/// `json.JSONDecodeError(msg, doc, pos)`: the exception computes its
/// message and position attributes like CPython's.
pub fn new_json_decode_error(vm: &mut Vm, a: Args) -> Result<Value> {
    json::construct_error(vm, a)
}

/// The attributes of itertools types that are functions of
/// `_corral_itertools` (`chain.from_iterable`, `repeat.__length_hint__`).
pub fn itertools_type_attr(t: TypeId, name: &str) -> Option<Value> {
    let fname = match (t, name) {
        (TypeId::ItChain, "from_iterable") => "chain_from_iterable",
        (TypeId::ItRepeat, "__length_hint__") => "repeat_length_hint",
        _ => return None,
    };
    let mi = MODULES
        .iter()
        .position(|d| d.name == itertoolsmod::MODULE.name)?;
    let fi = itertoolsmod::MODULE
        .functions
        .iter()
        .position(|f| f.name == fname)?;
    Some(Value::Native(NativeId {
        module: mi as u8,
        func: fi as u16,
    }))
}

/// The module object `name` if the program has imported it.
pub fn loaded(name: &str, vm: &Vm) -> Option<Value> {
    common::loaded_module(vm, name)
}

/// Does a module of this name exist?
pub fn exists(name: &str) -> bool {
    name == "__main__" || MODULES.iter().any(|m| m.name == name) || pysrc::source(name).is_some()
}

/// Create a fresh module object for `name` (the VM caches it).
pub fn instantiate(vm: &mut Vm, name: &str) -> Result<Option<Value>> {
    if name == "__main__" {
        // The main program's globals, as they are now (they live in slots).
        let d = crate::builtins::dynamic::main_globals_dict(vm)?;
        let m = new_module(vm, name.into(), d)?;
        return Ok(Some(m));
    }
    let Some((mi, def)) = MODULES.iter().enumerate().find(|(_, m)| m.name == name) else {
        return pysrc::instantiate(vm, name);
    };
    let d = vm.new_dict()?;
    let module = new_module(vm, def.name.into(), d)?;
    for (fi, f) in def.functions.iter().enumerate() {
        let v = Value::Native(NativeId {
            module: mi as u8,
            func: fi as u16,
        });
        set_attr(vm, module, f.name, v)?;
    }
    (def.init)(vm, module)?;
    Ok(Some(module))
}

/// A module object whose namespace is the dict `ns`: the dict its own
/// functions run in, so `module.name = v` is seen by them, and
/// `module.__dict__ is f.__globals__`.
pub fn new_module(vm: &mut Vm, name: Rc<str>, ns: Value) -> Result<Value> {
    let Value::Obj(dict) = ns else {
        return Err(Error::fault("module namespace"));
    };
    let base = vm.roots.len();
    vm.roots.push(ns);
    let m = vm.alloc(Obj::Module(Box::new(Module { name, dict })));
    vm.roots.truncate(base);
    m
}

/// The namespace dict of the module `module`.
fn namespace(vm: &Vm, module: Value) -> Result<Value> {
    match module {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Module(m) => Ok(Value::Obj(m.dict)),
            _ => Err(Error::fault("not a module")),
        },
        _ => Err(Error::fault("not a module")),
    }
}

/// The builtin names resolved so far are forgotten when the `builtins`
/// module changes: name lookup consults it (`Vm::load_builtin_global`).
fn forget_builtins_if(vm: &mut Vm, module: Value) {
    if let Value::Obj(r) = module
        && let Obj::Module(m) = vm.heap.get(r)
        && &*m.name == "builtins"
    {
        vm.builtin_cache.clear();
    }
}

/// Set a module attribute.
pub fn set_attr(vm: &mut Vm, module: Value, name: &str, v: Value) -> Result<()> {
    let ns = namespace(vm, module)?;
    forget_builtins_if(vm, module);
    let key = vm.new_str(name)?;
    vm.dict_set(ns, key, v)
}

/// `del module.name`.
pub fn del_attr(vm: &mut Vm, module: Value, name: &str) -> Result<()> {
    let ns = namespace(vm, module)?;
    forget_builtins_if(vm, module);
    let key = vm.new_str(name)?;
    match vm.dict_remove(ns, key)? {
        Some(_) => Ok(()),
        // Deleting goes through the generic attribute path in CPython,
        // hence the generic wording.
        None => Err(Error::attr_error(format!(
            "'module' object has no attribute '{name}'"
        ))),
    }
}

/// Look up a module attribute.
pub fn get_attr(vm: &mut Vm, module: Value, name: &str) -> Result<Option<Value>> {
    let Value::Obj(r) = module else {
        return Ok(None);
    };
    // By text: no key object is allocated for a lookup (`math.sqrt` in a loop).
    Ok(match vm.heap.get(r) {
        Obj::Module(m) => m.attrs(&vm.heap).and_then(|d| d.get_str(&vm.heap, name)),
        _ => None,
    })
}

#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct Module {
    pub name: Rc<str>,
    /// The namespace: a dict object on the heap, shared with the globals
    /// of the module's code.
    pub dict: ObjRef,
}

impl Module {
    /// The namespace's entries; None only for a malformed snapshot.
    pub fn attrs<'h>(&self, heap: &'h Heap) -> Option<&'h Dict> {
        match heap.get(self.dict) {
            Obj::Dict(d) => Some(d),
            _ => None,
        }
    }
}

/// Error for a missing module attribute.
pub fn no_attr(module: &str, name: &str) -> Error {
    Error::attr_error(format!("module '{module}' has no attribute '{name}'"))
}

#[allow(dead_code)]
fn type_error_for(t: TypeId) -> Error {
    Error::type_error(format!("cannot create '{}' instances", t.name()))
}
