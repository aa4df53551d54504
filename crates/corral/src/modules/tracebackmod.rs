//! `_traceback`: the native half of `traceback` (modules/py/traceback.py).
//! It turns an exception's recorded frames, or the frames running now, into
//! `(filename, lineno, name, line)` tuples; the Python half formats them.

use std::rc::Rc;

use super::common::{Sig, bind};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::Result;
use crate::objects::{Obj, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_traceback",
    functions: &[
        NativeDef {
            name: "entries",
            f: entries,
        },
        NativeDef {
            name: "stack",
            f: stack,
        },
        NativeDef {
            name: "code_info",
            f: code_info,
        },
        NativeDef {
            name: "program_source",
            f: program_source,
        },
    ],
    init: |_, _| Ok(()),
};

/// `entries(tb_or_exc)`: the frames of a traceback (from its own frame to
/// where the exception was raised) or of an exception's whole traceback.
fn entries(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("entries", &["tb"], 1))?;
    let v = b.get(0).unwrap_or(Value::None);
    let (exc, from) = match v {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Traceback { exc, index } => (*exc, *index as usize),
            Obj::Exception(_) => (r, 0),
            _ => return vm.new_list(Vec::new()),
        },
        _ => return vm.new_list(Vec::new()),
    };
    let frames: Vec<Frame> = match vm.heap.get(exc) {
        Obj::Exception(e) => e
            .traceback
            .iter()
            .rev()
            .skip(from)
            .map(|t| (t.filename.clone(), t.line, t.name.clone(), t.span))
            .collect(),
        _ => Vec::new(),
    };
    summaries(vm, frames)
}

/// `stack()`: the frames running now, outermost first, this call's caller
/// last.
fn stack(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("stack", &[], 0))?;
    let frames: Vec<Frame> = vm
        .frames
        .iter()
        .map(|f| {
            let at = f.ip.saturating_sub(1) as usize;
            (
                f.code.filename.clone(),
                f.code.line_at(at),
                f.code.name.clone(),
                // Like CPython's stack walk: lines, no positions.
                None,
            )
        })
        .collect();
    summaries(vm, frames)
}

/// `code_info(func)`: what `inspect` needs of a Python function's code, as
/// `(argcount, posonly, kwonly, names, flags, filename, firstline)` with
/// CPython's CO_* flag bits; None for anything else. Corral functions have
/// no `__code__`.
fn code_info(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("code_info", &["func"], 1))?;
    let code = match b.get(0) {
        Some(Value::Obj(r)) => match vm.heap.get(r) {
            Obj::Function(f) => f.code.clone(),
            _ => return Ok(Value::None),
        },
        _ => return Ok(Value::None),
    };
    let sig = &code.sig;
    let flag_bits = [
        (sig.varargs, 0x4),
        (sig.varkw, 0x8),
        (code.is_generator, 0x20),
        (code.is_coroutine, 0x80),
        (code.is_async_generator, 0x200),
    ];
    let flags: i64 = flag_bits
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, bit)| bit)
        .sum();
    let mut names = Vec::with_capacity(sig.names.len());
    for n in &sig.names {
        names.push(vm.new_str(&**n)?);
    }
    let names = vm.new_tuple(names)?;
    let filename = vm.new_str(&*code.filename)?;
    vm.new_tuple_of(&[
        Value::Int(i64::from(sig.argcount)),
        Value::Int(i64::from(sig.posonly)),
        Value::Int(i64::from(sig.kwonly)),
        names,
        Value::Int(flags),
        filename,
        Value::Int(i64::from(code.firstline)),
    ])
}

/// `program_source()`: the main program's source text (for
/// `inspect.getsource`); library modules' sources are not exposed.
fn program_source(vm: &mut Vm, a: Args) -> Result<Value> {
    bind(&a, &Sig::new("program_source", &[], 0))?;
    let source = vm.source.clone();
    vm.new_str(&*source)
}

/// A frame: file, line number, function name, source range.
type Frame = (Rc<str>, u32, Rc<str>, Option<(u32, u32)>);

/// The frames as `(filename, lineno, name, line, markers)` tuples; `line`
/// is the program's source line, stripped, or None for library code, and
/// `markers` the line CPython shows under it, or None.
fn summaries(vm: &mut Vm, frames: Vec<Frame>) -> Result<Value> {
    vm.heap
        .check_room(crate::objects::heap::alloc_size(frames.len() * 64))?;
    let source = vm.source.clone();
    let lines: Vec<&str> = source.lines().collect();
    let mut out = Vec::with_capacity(frames.len());
    for (file, line, name, span) in frames {
        let text = if file.starts_with('<') {
            None
        } else {
            lines
                .get(line.saturating_sub(1) as usize)
                .map(|l| l.trim())
                .filter(|l| !l.is_empty())
        };
        let markers = match (text, span) {
            (Some(_), Some(sp)) => crate::vm::markers::marker_line(&source, line, sp),
            _ => None,
        };
        let file = vm.new_str(&*file)?;
        let name = vm.new_str(&*name)?;
        let text = match text {
            Some(t) => vm.new_str(t)?,
            None => Value::None,
        };
        let markers = match markers {
            Some(m) => vm.new_str(m)?,
            None => Value::None,
        };
        out.push(vm.new_tuple_of(&[file, Value::Int(line as i64), name, text, markers])?);
    }
    vm.new_list(out)
}
