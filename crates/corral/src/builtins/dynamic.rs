//! globals(), locals(), eval(), exec(), compile(): guest code that runs more
//! guest code, inside the same run and under the same limits.

use std::rc::Rc;

use super::{Args, BuiltinFn};
use crate::compile::{self, ModuleOptions, code::Code};
use crate::error::{Error, Result};
use crate::limits::{Exhausted, LimitKind};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::{Frame, Vm};

pub fn call(vm: &mut Vm, f: BuiltinFn, a: Args) -> Result<Value> {
    match f {
        BuiltinFn::Globals => {
            a.method("globals", 0, 0)?;
            globals_dict(vm)
        }
        BuiltinFn::Locals => {
            a.method("locals", 0, 0)?;
            locals_dict(vm)
        }
        BuiltinFn::Eval | BuiltinFn::Exec => {
            let name = f.name();
            if f == BuiltinFn::Eval {
                a.no_kw(name)?;
                a.expect(name, 1, 3)?;
            } else {
                a.clinic_max(name, 4)?;
                a.clinic_positional(name, 1, 3)?;
                a.allow_kw(name, &["closure"])?;
                if a.kw("closure").is_some_and(|c| !matches!(c, Value::None)) {
                    return Err(Error::type_error(
                        "closure can only be used when source is a code object",
                    ));
                }
            }
            let gd = a.get(1).filter(|v| !matches!(v, Value::None));
            let ld = a.get(2).filter(|v| !matches!(v, Value::None));
            for d in [gd, ld].into_iter().flatten() {
                if vm.type_of(d) != TypeId::Dict {
                    return Err(Error::type_error(format!(
                        "{name}() {} must be a dict, not {}",
                        if Some(d) == gd { "globals" } else { "locals" },
                        vm.type_name(d)
                    )));
                }
            }
            run_dynamic(vm, a.pos[0], gd, ld, f == BuiltinFn::Eval)
        }
        BuiltinFn::Compile => {
            a.clinic_max("compile", 7)?;
            a.clinic_positional("compile", 0, 6)?;
            let src = a.required("compile", 0, "source")?;
            let filename = a.required("compile", 1, "filename")?;
            let mode = a.required("compile", 2, "mode")?;
            a.allow_kw(
                "compile",
                &[
                    "source",
                    "filename",
                    "mode",
                    "flags",
                    "dont_inherit",
                    "optimize",
                    "_feature_version",
                ],
            )?;
            let filename = vm
                .str_of(filename)
                .map(|s| s.to_string())
                .unwrap_or_else(|| "<string>".into());
            let mode = vm.str_of(mode).map(|s| s.to_string()).unwrap_or_default();
            if !matches!(mode.as_str(), "exec" | "eval" | "single") {
                return Err(Error::value_error(
                    "compile() mode must be 'exec', 'eval' or 'single'",
                ));
            }
            let Some(text) = vm.str_of(src).map(|s| s.to_string()) else {
                return Err(Error::type_error(
                    "compile() arg 1 must be a string, bytes or AST object",
                ));
            };
            let code = compile_source(
                vm,
                &text,
                &filename,
                mode == "eval",
                false,
                true,
                mode == "single",
            )?;
            vm.alloc(Obj::Code(Rc::new(code), mode == "eval"))
        }
        _ => Err(Error::fault("not a dynamic builtin")),
    }
}

/// `globals()`: the dict of exec'd code, or the main program's.
fn globals_dict(vm: &mut Vm) -> Result<Value> {
    if let Some(f) = vm.frames.last()
        && !f.globals_dict.is_undef()
    {
        return Ok(f.globals_dict);
    }
    main_globals_dict(vm)
}

/// The main program's globals dict (live: see vm/globals.rs).
pub fn main_globals_dict(vm: &mut Vm) -> Result<Value> {
    vm.live_globals()
}

/// `locals()`: the caller's local names (a snapshot), or globals at module level.
fn locals_dict(vm: &mut Vm) -> Result<Value> {
    let Some(f) = vm.frames.last() else {
        return vm.new_dict();
    };
    if !f.locals_dict.is_undef() {
        return Ok(f.locals_dict);
    }
    if f.func.is_undef() {
        return globals_dict(vm);
    }
    let code = f.code.clone();
    let base = f.base as usize;
    let end = (base + code.varnames.len()).min(vm.stack.len());
    let slots = vm.stack.get(base..end).unwrap_or(&[]).to_vec();
    vm.slots_dict(&code, &slots)
}

/// Compile guest source for eval/exec, applying program_bytes and ast_depth.
fn compile_source(
    vm: &mut Vm,
    text: &str,
    filename: &str,
    eval: bool,
    strip: bool,
    namespace: bool,
    interactive: bool,
) -> Result<Code> {
    if let Some(max) = vm.limits.program_bytes
        && text.len() as u64 > max
    {
        return Err(Error::exhausted(Exhausted {
            limit: LimitKind::ProgramBytes,
            max,
            used: text.len() as u64,
        }));
    }
    // eval() of a string ignores leading blanks; compile() does not.
    let src = if strip {
        text.trim_start_matches([' ', '\t'])
    } else {
        text
    };
    if src.contains('\0') {
        return Err(Error::new(
            TypeId::SyntaxError,
            "source code string cannot contain null bytes",
        ));
    }
    let max_depth = vm
        .limits
        .ast_depth
        .unwrap_or(u64::MAX)
        .min(crate::api::AST_DEPTH_CEILING) as usize;
    let opts = ModuleOptions {
        filename,
        return_last_expr: eval,
        max_depth,
        namespace,
        eval,
        interactive,
    };
    let mut names = std::mem::take(&mut vm.global_names);
    let r = compile::compile_module(src, &opts, &mut names);
    vm.global_names = names;
    vm.sync_globals();
    match r {
        Ok(c) => Ok(c),
        Err(e) => {
            if e.message.starts_with("too deeply nested") {
                return Err(Error::exhausted(Exhausted {
                    limit: LimitKind::AstDepth,
                    max: max_depth as u64,
                    used: max_depth as u64 + 1,
                }));
            }
            let msg = vm.new_str(format!("{} ({filename}, line {})", e.message, e.line))?;
            let ty = match e.kind {
                "IndentationError" => TypeId::IndentationError,
                "TabError" => TypeId::TabError,
                _ => TypeId::SyntaxError,
            };
            let exc = vm.new_exception(ty, vec![msg])?;
            let m = vm.new_str(e.message.as_str())?;
            let fname = vm.new_str(filename)?;
            // CPython reads the text of an error found after parsing back
            // from the file, and a string has none.
            let text = match &e.text {
                Some(t) if !e.late => vm.new_str(t.as_str())?,
                _ => Value::None,
            };
            if let Some(Obj::Exception(x)) = vm.heap.get_mut(exc) {
                x.attrs.push(("msg".into(), m));
                x.attrs.push(("lineno".into(), Value::Int(e.line as i64)));
                x.attrs.push(("offset".into(), Value::Int(e.column as i64)));
                x.attrs.push(("filename".into(), fname));
                x.attrs.push(("text".into(), text));
                x.attrs
                    .push(("end_lineno".into(), Value::Int(e.end_line as i64)));
                x.attrs
                    .push(("end_offset".into(), Value::Int(e.end_column)));
            }
            Err(Error::raised(exc))
        }
    }
}

fn run_dynamic(
    vm: &mut Vm,
    src: Value,
    gd: Option<Value>,
    ld: Option<Value>,
    eval: bool,
) -> Result<Value> {
    let caller_is_module = vm
        .frames
        .last()
        .is_none_or(|f| f.func.is_undef() && f.locals_dict.is_undef());
    let (code, is_eval_code) = match src {
        Value::Obj(r) if matches!(vm.heap.get(r), Obj::Code(..)) => {
            let Obj::Code(c, e) = vm.heap.get(r) else {
                unreachable!()
            };
            // A function's code (`f.__code__`) expects its frame: arguments,
            // cells, a generator.
            if &*c.name != "<module>" {
                return Err(Error::type_error(
                    "exec() of a function's code object is not supported",
                ));
            }
            ((**c).clone(), *e)
        }
        _ => {
            let text = match (vm.str_of(src), vm.bytes_of(src)) {
                (Some(s), _) => s.to_string(),
                (None, Some(b)) => String::from_utf8_lossy(b).into_owned(),
                _ => {
                    let what = if eval {
                        "eval() arg 1 must be a string, bytes or code object"
                    } else {
                        "exec() arg 1 must be a string, bytes or code object"
                    };
                    return Err(Error::type_error(what));
                }
            };
            // Module-level code with no explicit dicts uses the module's
            // global slots directly; otherwise names live in dicts.
            let namespace = gd.is_some() || ld.is_some() || !caller_is_module;
            (
                compile_source(vm, &text, "<string>", eval, eval, namespace, false)?,
                eval,
            )
        }
    };
    if let Some(g) = gd {
        add_builtins(vm, g)?;
    }
    let ns = match (ld, gd) {
        (Some(l), _) => l,
        (None, Some(g)) => g,
        (None, None) => {
            if caller_is_module {
                Value::Undef
            } else {
                locals_dict(vm)?
            }
        }
    };
    let code = vm.load_code(code)?;
    let base = vm.stack.len();
    vm.stack.resize(base + code.nlocals as usize, Value::Undef);
    vm.push_frame(Frame {
        code,
        ip: 0,
        base: base as u32,
        ret_sp: base as u32,
        block_base: vm.blocks.len() as u32,
        func: Value::Undef,
        generator: None,
        for_exit: None,
        locals_dict: ns,
        globals_dict: gd.unwrap_or(Value::Undef),
        init_instance: Value::Undef,
    })?;
    let depth = vm.frames.len() - 1;
    vm.enter_native();
    let r = vm.run_frame(depth);
    vm.leave_native();
    vm.stack.truncate(base);
    let v = r?;
    Ok(if eval || is_eval_code { v } else { Value::None })
}

/// As CPython, a globals dict given to eval/exec gets `__builtins__` (a dict
/// of the builtin names) unless it has one. Name lookup does not use it.
fn add_builtins(vm: &mut Vm, globals: Value) -> Result<()> {
    let has = match globals {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Dict(d) => d.find_str(&vm.heap, "__builtins__").is_some(),
            _ => true,
        },
        _ => true,
    };
    if has {
        return Ok(());
    }
    let d = vm.new_dict()?;
    for name in builtin_names() {
        if let Some(v) = super::lookup(name) {
            let k = vm.new_str(name)?;
            vm.dict_set(d, k, v)?;
        }
    }
    let k = vm.new_str("__builtins__")?;
    vm.dict_set(globals, k, d)
}

/// Every name the builtins namespace binds (functions, types, constants
/// and the exception aliases), for `__builtins__` and the `builtins` module.
pub(crate) fn builtin_names() -> impl Iterator<Item = &'static str> {
    BuiltinFn::ALL
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
        ])
}
