//! The builtin functions (`len`, `print`, `sorted`, …).

use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::Signed;

use super::{Args, BuiltinFn};
use crate::error::{Error, Result};
use crate::objects::{IterState, Obj, ObjRef, TypeId, Value};
use crate::vm::Vm;
use crate::vm::ops::Num;

pub fn call(vm: &mut Vm, f: BuiltinFn, a: Args) -> Result<Value> {
    use BuiltinFn as B;
    match f {
        B::Len => {
            let v = a.exactly_one("len")?;
            Ok(Value::Int(vm.len_of(v)? as i64))
        }
        B::Print => print(vm, a),
        B::Repr => {
            let v = a.exactly_one("repr")?;
            vm.repr(v)
        }
        B::Ascii => {
            let v = a.exactly_one("ascii")?;
            let s = vm.ascii_string(v)?;
            vm.new_str(s)
        }
        B::Abs => {
            let v = a.exactly_one("abs")?;
            if vm.is_user(v)
                && let Some(r) = vm.call_dunder(v, "__abs__", &[])?
            {
                return Ok(r);
            }
            let v = if vm.is_user(v) {
                vm.base_value(v).unwrap_or(v)
            } else {
                v
            };
            match vm.num(v) {
                Some(Num::I(i)) => match i.checked_abs() {
                    Some(x) => Ok(Value::Int(x)),
                    None => vm.new_int(BigInt::from(i).abs()),
                },
                Some(Num::B(b)) => vm.new_int(b.abs()),
                Some(Num::F(f)) => Ok(Value::Float(f.abs())),
                None if vm.is_complex(v) => {
                    let (re, im) = vm.as_complex(v).unwrap_or((0.0, 0.0));
                    let r = re.hypot(im);
                    if r.is_infinite() && re.is_finite() && im.is_finite() {
                        return Err(Error::overflow("absolute value too large"));
                    }
                    Ok(Value::Float(r))
                }
                None => Err(Error::type_error(format!(
                    "bad operand type for abs(): '{}'",
                    vm.type_name(v)
                ))),
            }
        }
        B::All | B::Any => {
            let name = f.name();
            let v = a.exactly_one(name)?;
            let it = vm.get_iter(v)?;
            let want = f == B::Any;
            while let Some(x) = vm.next_fast(it)? {
                vm.charge_steps(1)?;
                if vm.truthy(x)? == want {
                    return Ok(Value::Bool(want));
                }
            }
            Ok(Value::Bool(!want))
        }
        B::Bin | B::Oct | B::Hex => {
            let v = a.exactly_one(f.name())?;
            let v = vm.via_index(v)?;
            let b = vm.int_big(v).ok_or_else(|| {
                Error::type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    vm.type_name(v)
                ))
            })?;
            let s = match f {
                B::Bin => crate::num::int_bin(&b),
                B::Oct => crate::num::int_oct(&b),
                _ => crate::num::int_hex(&b),
            };
            vm.new_str(s)
        }
        B::Callable => {
            let v = a.exactly_one("callable")?;
            Ok(Value::Bool(super::is_callable(vm, v)))
        }
        B::Chr => {
            let v = a.exactly_one("chr")?;
            let i = match vm.num(v) {
                Some(Num::I(i)) => i,
                Some(Num::B(_)) => {
                    return Err(Error::overflow("Python int too large to convert to C int"));
                }
                _ => {
                    return Err(Error::type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        vm.type_name(v)
                    )));
                }
            };
            if !(0..=0x10ffff).contains(&i) {
                return Err(Error::value_error("chr() arg not in range(0x110000)"));
            }
            match char::from_u32(i as u32) {
                Some(c) => vm.new_str(c.to_string()),
                None => Err(Error::value_error(
                    "surrogate code points are not supported by corral",
                )),
            }
        }
        B::Ord => {
            let v = a.exactly_one("ord")?;
            if let Some(s) = vm.str_of(v) {
                let mut it = s.chars();
                return match (it.next(), it.next()) {
                    (Some(c), None) => Ok(Value::Int(c as i64)),
                    _ => Err(Error::type_error(format!(
                        "ord() expected a character, but string of length {} found",
                        s.chars().count()
                    ))),
                };
            }
            if let Some(b) = vm.bytes_or_bytearray(v) {
                if b.len() == 1 {
                    return Ok(Value::Int(b[0] as i64));
                }
                return Err(Error::type_error(format!(
                    "ord() expected a character, but string of length {} found",
                    b.len()
                )));
            }
            Err(Error::type_error(format!(
                "ord() expected string of length 1, but {} found",
                vm.type_name(v)
            )))
        }
        B::Divmod => {
            a.no_kw("divmod")?;
            a.expect("divmod", 2, 2)?;
            let q = vm
                .binary_op(crate::compile::code::BinOp::FloorDiv, a.pos[0], a.pos[1])
                .map_err(|e| retag_divmod(vm, e, a.pos[0], a.pos[1]))?;
            let r = vm.binary_op(crate::compile::code::BinOp::Mod, a.pos[0], a.pos[1])?;
            vm.new_tuple_of(&[q, r])
        }
        B::Pow => {
            a.clinic_max("pow", 3)?;
            let base = a.required("pow", 0, "base")?;
            let exp = a.required("pow", 1, "exp")?;
            a.allow_kw("pow", &["base", "exp", "mod"])?;
            let m = a.arg(2, "mod").unwrap_or(Value::None);
            if matches!(m, Value::None) {
                return vm.binary_op(crate::compile::code::BinOp::Pow, base, exp);
            }
            if matches!(vm.class_of(base), Value::Obj(_))
                && let Some(r) = vm.call_dunder(base, "__pow__", &[exp, m])?
                && !matches!(r, Value::NotImplemented)
            {
                return Ok(r);
            }
            let (Some(b), Some(e), Some(mm)) = (vm.int_big(base), vm.int_big(exp), vm.int_big(m))
            else {
                return Err(Error::type_error(
                    "pow() 3rd argument not allowed unless all arguments are integers",
                ));
            };
            let r = crate::num::int_pow_mod(&b, &e, &mm);
            vm.int_result(r)
        }
        B::Format => {
            a.no_kw("format")?;
            a.expect("format", 1, 2)?;
            let spec = match a.get(1) {
                Some(s) => match vm.str_of(s) {
                    Some(s) => s.to_string(),
                    None => {
                        return Err(Error::type_error(format!(
                            "format() argument 2 must be str, not {}",
                            vm.type_name(s)
                        )));
                    }
                },
                None => String::new(),
            };
            let s = vm.format(a.pos[0], &spec)?;
            vm.new_str(s)
        }
        B::Getattr => {
            a.no_kw("getattr")?;
            a.expect("getattr", 2, 3)?;
            let name = attr_name(vm, a.pos[1], "getattr")?;
            match vm.get_attr(a.pos[0], &name) {
                Ok(v) => Ok(v),
                Err(e) if a.len() == 3 && vm.err_matches(&e, TypeId::AttributeError) => {
                    Ok(a.pos[2])
                }
                Err(e) => Err(e),
            }
        }
        B::Hasattr => {
            a.no_kw("hasattr")?;
            a.expect("hasattr", 2, 2)?;
            let name = attr_name(vm, a.pos[1], "hasattr")?;
            Ok(Value::Bool(vm.has_attr(a.pos[0], &name)?))
        }
        B::Setattr => {
            a.no_kw("setattr")?;
            a.expect("setattr", 3, 3)?;
            let name = attr_name(vm, a.pos[1], "setattr")?;
            vm.set_attr(a.pos[0], &name, a.pos[2])?;
            Ok(Value::None)
        }
        B::Delattr => {
            a.no_kw("delattr")?;
            a.expect("delattr", 2, 2)?;
            let name = attr_name(vm, a.pos[1], "delattr")?;
            vm.del_attr(a.pos[0], &name)?;
            Ok(Value::None)
        }
        B::Hash => {
            let v = a.exactly_one("hash")?;
            Ok(Value::Int(py_hash(vm, v)?))
        }
        B::Id => {
            let v = a.exactly_one("id")?;
            Ok(Value::Int(match v {
                Value::Obj(r) => 0x7f3a_0000_1000 + r.0 as i64 * 48,
                Value::Int(i) => 0x5000_0000 + (i & 0xffff_ffff) * 32,
                Value::None => 0x1000,
                Value::Bool(b) => 0x1100 + b as i64 * 32,
                Value::Type(t) => 0x2000 + t as i64 * 512,
                Value::Builtin(b) => 0x3000 + b as i64 * 64,
                Value::Method(m, t) => 0x1_0000_0000 + (m as i64 * 256 + t as i64) * 64,
                Value::Float(f) => 0x6000_0000 + (f.to_bits() as i64 & 0xffff_ffff),
                _ => 0x1200,
            }))
        }
        B::Isinstance => {
            a.no_kw("isinstance")?;
            a.expect("isinstance", 2, 2)?;
            let t = vm.class_of(a.pos[0]);
            Ok(Value::Bool(class_check(
                vm,
                t,
                a.pos[1],
                "isinstance() arg 2 must be a type, a tuple of types, or a union",
                Some(a.pos[0]),
            )?))
        }
        B::Issubclass => {
            a.no_kw("issubclass")?;
            a.expect("issubclass", 2, 2)?;
            let t = a.pos[0];
            if !vm.is_class(t) {
                return Err(Error::type_error("issubclass() arg 1 must be a class"));
            }
            Ok(Value::Bool(class_check(
                vm,
                t,
                a.pos[1],
                "issubclass() arg 2 must be a class, a tuple of classes, or a union",
                None,
            )?))
        }
        B::Iter => {
            a.no_kw("iter")?;
            a.expect("iter", 1, 2)?;
            if a.len() == 2 {
                if !super::is_callable(vm, a.pos[0]) {
                    return Err(Error::type_error("iter(v, w): v must be callable"));
                }
                return vm.alloc(Obj::Iter(Box::new(IterState::Callable {
                    func: a.pos[0],
                    sentinel: a.pos[1],
                })));
            }
            vm.get_iter(a.pos[0])
        }
        B::Aiter => {
            let it = a.exactly_one("aiter")?;
            vm.get_aiter(it, false)
        }
        // open() is io.open, written in Python over the virtual filesystem.
        B::Open => {
            // The argument checks of CPython's C open(), ahead of the
            // Python function's own.
            a.clinic_max("open", 8)?;
            a.required("open", 0, "file")?;
            a.allow_kw(
                "open",
                &[
                    "file",
                    "mode",
                    "buffering",
                    "encoding",
                    "errors",
                    "newline",
                    "closefd",
                    "opener",
                ],
            )?;

            let io = vm.import_module(Some(crate::compile::code::Const::Str("io".into())))?;
            let f = crate::modules::get_attr(vm, io, "open")?
                .ok_or_else(|| Error::fault("io.open is missing"))?;
            vm.call_kw(f, a.pos, a.kw)
        }
        B::Import => import_builtin(vm, a),
        B::Input => input(vm, a),
        B::Anext => {
            a.no_kw("anext")?;
            a.expect("anext", 1, 2)?;
            vm.builtin_anext(a.pos[0], a.get(1))
        }
        B::Next => {
            a.no_kw("next")?;
            a.expect("next", 1, 2)?;
            let it = a.pos[0];
            let ty = vm.type_of(it);
            // A plain generator, the commonest case: resumed at once.
            if ty == TypeId::Generator
                && let Value::Obj(g) = it
            {
                return match vm.gen_resume(g, crate::vm::generators::Resume::Send(Value::None))? {
                    crate::vm::generators::GenResult::Yield(v) => Ok(v),
                    crate::vm::generators::GenResult::Return(v) => match a.get(1) {
                        Some(d) => Ok(d),
                        None => Err(super::methods::stop_iteration(v)),
                    },
                };
            }
            if ty.is_subtype(TypeId::AwaitIter) {
                return match vm.await_iter_send(it, Value::None) {
                    Err(e) if a.get(1).is_some() && vm.is_stop_iteration(&e) => Ok(a.pos[1]),
                    r => r,
                };
            }
            if !(vm.is_user(it)
                || vm.type_of(it).is_builtin_iterator()
                || vm.type_of(it).is_itertool()
                || matches!(
                    vm.type_of(it),
                    TypeId::Generator
                        | TypeId::Enumerate
                        | TypeId::Zip
                        | TypeId::Map
                        | TypeId::Filter
                        | TypeId::Reversed
                ))
            {
                return Err(Error::type_error(format!(
                    "'{}' object is not an iterator",
                    vm.type_name(it)
                )));
            }
            if let Value::Obj(g) = it
                && matches!(vm.heap.get(g), Obj::Generator(_))
            {
                return match vm.gen_resume(g, crate::vm::generators::Resume::Send(Value::None))? {
                    crate::vm::generators::GenResult::Yield(v) => Ok(v),
                    crate::vm::generators::GenResult::Return(v) => match a.get(1) {
                        Some(d) => Ok(d),
                        None => Err(super::methods::stop_iteration(v)),
                    },
                };
            }
            match vm.next_fast(it)? {
                Some(v) => Ok(v),
                None => match a.get(1) {
                    Some(d) => Ok(d),
                    None => Err(Error::bare(TypeId::StopIteration)),
                },
            }
        }
        B::Max | B::Min => min_max(vm, f == B::Max, a),
        B::Round => round(vm, a),
        B::Sorted => {
            a.allow_kw("sort", &["key", "reverse"])?;
            if a.len() != 1 {
                return Err(Error::type_error(format!(
                    "sorted expected 1 argument, got {}",
                    a.len()
                )));
            }
            let items = vm.collect_iter(a.pos[0])?;
            let list = vm.new_list(items)?;
            super::methods::list::sort(
                vm,
                list,
                a.kw("key").unwrap_or(Value::None),
                a.kw("reverse"),
            )?;
            Ok(list)
        }
        B::Sum => sum(vm, a),
        B::Globals | B::Locals | B::Eval | B::Exec | B::Compile => super::dynamic::call(vm, f, a),
        B::Vars => {
            a.no_kw("vars")?;
            a.expect("vars", 0, 1)?;
            let Some(v) = a.get(0) else {
                return super::dynamic::call(vm, B::Locals, a);
            };
            if let Value::Obj(r) = v {
                match vm.heap.get(r) {
                    Obj::Instance(i) => {
                        // Instances of fully slotted classes have no dict.
                        let restricted = matches!(vm.heap.get(i.class),
                            Obj::Class(c) if c.slots.is_some());
                        if !restricted {
                            return Ok(Value::Obj(vm.instance_dict(r)?));
                        }
                    }
                    Obj::Class(_) | Obj::Module(_) | Obj::Function(_) | Obj::Exception(_) => {
                        return vm.get_attr(v, "__dict__").or_else(|_| vm.new_dict());
                    }
                    _ => {}
                }
            }
            if let Value::Type(_) = v {
                return vm.get_attr(v, "__dict__");
            }
            Err(Error::type_error(
                "vars() argument must have __dict__ attribute",
            ))
        }
        B::Dir => {
            a.no_kw("dir")?;
            a.expect("dir", 0, 1)?;
            let names = match a.get(0) {
                Some(v) => vm.dir_names(v)?,
                None => {
                    // dir() lists the caller's local names, sorted.
                    let d =
                        super::call_value(vm, Value::Builtin(BuiltinFn::Locals), Args::new(&[]))?;
                    let mut names: Vec<String> = vm
                        .dict_items(d)?
                        .into_iter()
                        .filter_map(|(k, _)| vm.str_of(k).map(|s| s.to_string()))
                        .collect();
                    names.sort();
                    names
                }
            };
            let mut vals = Vec::with_capacity(names.len());
            for n in names {
                vals.push(vm.new_str(n)?);
            }
            vm.new_list(vals)
        }
    }
}

fn retag_divmod(_vm: &Vm, e: Error, _a: Value, _b: Value) -> Error {
    if let crate::error::ErrorKind::New(TypeId::ZeroDivisionError, Some(m)) = e.kind() {
        if m == "float floor division by zero" {
            return Error::zero_div("float divmod()");
        }
        if m == "integer division or modulo by zero" {
            return Error::zero_div("integer division or modulo by zero");
        }
    }
    if let crate::error::ErrorKind::New(TypeId::TypeError, Some(m)) = e.kind()
        && let Some(rest) = m.strip_prefix("unsupported operand type(s) for //:")
    {
        return Error::type_error(format!("unsupported operand type(s) for divmod():{rest}"));
    }
    e
}

fn attr_name(vm: &Vm, v: Value, fname: &str) -> Result<String> {
    match vm.str_of(v) {
        Some(s) => Ok(s.to_string()),
        None => Err(Error::type_error(format!(
            "attribute name must be string, not '{}'",
            vm.type_name(v)
        )))
        .inspect_err(|_e| {
            let _ = fname;
        }),
    }
}

/// isinstance (`inst` is the object, `t` its class) or issubclass (`inst`
/// is None, `t` the class) against `cls`, honouring `__instancecheck__` /
/// `__subclasscheck__` of a metaclass (or of a non-class object).
fn class_check(vm: &mut Vm, t: Value, cls: Value, msg: &str, inst: Option<Value>) -> Result<bool> {
    match cls {
        Value::Type(_) => plain_check(vm, t, cls, inst),
        Value::Obj(r) => {
            let hook = if inst.is_some() {
                "__instancecheck__"
            } else {
                "__subclasscheck__"
            };
            let items = match vm.heap.get(r) {
                Obj::Tuple(items) => items.to_vec(),
                Obj::Class(c) => {
                    if c.metaclass.is_some()
                        && !(inst.is_some() && t == cls)
                        && vm.user_method(cls, hook).is_some()
                    {
                        let arg = inst.unwrap_or(t);
                        let r = vm.call_dunder(cls, hook, &[arg])?.unwrap_or(Value::None);
                        return vm.truthy(r);
                    }
                    return plain_check(vm, t, cls, inst);
                }
                Obj::GenericAlias(..) => {
                    return Err(Error::type_error(format!(
                        "{}() argument 2 cannot be a parameterized generic",
                        if inst.is_some() {
                            "isinstance"
                        } else {
                            "issubclass"
                        }
                    )));
                }
                Obj::Instance(_) if vm.user_method(cls, hook).is_some() => {
                    let arg = inst.unwrap_or(t);
                    let r = vm.call_dunder(cls, hook, &[arg])?.unwrap_or(Value::None);
                    return vm.truthy(r);
                }
                _ => return Err(Error::type_error(msg.to_string())),
            };
            for c in items {
                if class_check(vm, t, c, msg, inst)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(Error::type_error(msg.to_string())),
    }
}

/// isinstance/issubclass without hooks. An instance whose `__class__`
/// claims another class (a property, a class attribute) is an instance of
/// that one too, as in CPython.
pub(crate) fn plain_check(vm: &mut Vm, t: Value, cls: Value, inst: Option<Value>) -> Result<bool> {
    if vm.is_subclass(t, cls) {
        return Ok(true);
    }
    let Some(obj) = inst else {
        return Ok(false);
    };
    if vm.user_class(obj).is_none() || vm.user_method(obj, "__class__").is_none() {
        return Ok(false);
    }
    let claimed = match vm.get_attr(obj, "__class__") {
        Ok(c) => c,
        Err(e) if e.is_catchable() && vm.err_matches(&e, TypeId::AttributeError) => {
            return Ok(false);
        }
        Err(e) => return Err(e),
    };
    Ok(claimed != t && vm.is_class(claimed) && vm.is_subclass(claimed, cls))
}

/// Python's `hash()`.
pub fn py_hash(vm: &mut Vm, v: Value) -> Result<i64> {
    if let Value::Obj(r) = v
        && let Obj::Tuple(items) = vm.heap.get(r)
        && !crate::objects::hashing::py_hash_is_pure(&vm.heap, v)
    {
        // Items' `__hash__` run, as in CPython.
        let items = items.to_vec();
        let mut h = crate::num::TupleHasher::new();
        for x in items {
            h.push(py_hash(vm, x)?);
        }
        return Ok(h.finish());
    }
    vm.hash_pair(v).map(|(_, py)| py)
}

fn print(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("print", &["sep", "end", "file", "flush"])?;
    let sep = match a.kw("sep") {
        None | Some(Value::None) => " ".to_string(),
        Some(v) => match vm.str_of(v) {
            Some(s) => s.to_string(),
            None => {
                return Err(Error::type_error(format!(
                    "sep must be None or a string, not {}",
                    vm.type_name(v)
                )));
            }
        },
    };
    let end = match a.kw("end") {
        None | Some(Value::None) => "\n".to_string(),
        Some(v) => match vm.str_of(v) {
            Some(s) => s.to_string(),
            None => {
                return Err(Error::type_error(format!(
                    "end must be None or a string, not {}",
                    vm.type_name(v)
                )));
            }
        },
    };
    let file = a.kw("file").filter(|f| !matches!(f, Value::None));
    let flush = match a.kw("flush") {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    if let Some(file) = file.or(redirected_stdout(vm)?) {
        return print_to_file(vm, file, a.pos, &sep, &end, flush);
    }
    let mut out = String::new();
    for (i, v) in a.pos.iter().enumerate() {
        if i > 0 {
            out.push_str(&sep);
        }
        out.push_str(&vm.str_string(*v)?);
    }
    out.push_str(&end);
    if vm.out.has_sink() {
        vm.cpu.engage();
    }
    vm.out.write(false, &out)?;
    Ok(Value::None)
}

/// `input([prompt])`: the prompt goes where print() writes; a line comes
/// from a `sys.stdin` the program installed (an `io.StringIO`), else the
/// run has no input and it is at its end, as CPython with stdin closed.
fn input(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("input")?;
    if a.len() > 1 {
        return Err(Error::type_error(format!(
            "input expected at most 1 argument, got {}",
            a.len()
        )));
    }
    let stdin = match crate::modules::loaded("sys", vm) {
        Some(sys) => crate::modules::get_attr(vm, sys, "stdin")?,
        None => None,
    };
    if matches!(stdin, Some(Value::None)) {
        return Err(Error::new(TypeId::RuntimeError, "input(): lost sys.stdin"));
    }
    if let Some(&prompt) = a.pos.first() {
        match redirected_stdout(vm)? {
            Some(file) => {
                vm.roots.push(prompt);
                let r = (|| {
                    let s = vm.str_string(prompt)?;
                    let s = vm.new_str(s)?;
                    let write = vm.get_attr(file, "write")?;
                    vm.call(write, &[s])
                })();
                vm.roots.pop();
                r?;
            }
            None => {
                let s = vm.str_string(prompt)?;
                if vm.out.has_sink() {
                    vm.cpu.engage();
                }
                vm.out.write(false, &s)?;
            }
        }
    }
    let eof = || Error::new(TypeId::EOFError, "EOF when reading a line");
    let Some(stdin) = stdin else {
        return Err(eof());
    };
    let readline = vm.get_attr(stdin, "readline")?;
    let line = vm.call(readline, &[])?;
    let Some(text) = vm.str_of(line) else {
        return Err(Error::type_error(format!(
            "object.readline() returned non-string (type {})",
            vm.type_name(line)
        )));
    };
    match text.strip_suffix('\n') {
        _ if text.is_empty() => Err(eof()),
        Some(t) => {
            let t = t.to_string();
            vm.new_str(t)
        }
        None => Ok(line),
    }
}

/// `sys.stdout` when the program replaced it (`contextlib.redirect_stdout`).
fn redirected_stdout(vm: &mut Vm) -> Result<Option<Value>> {
    let Some(sys) = crate::modules::loaded("sys", vm) else {
        return Ok(None);
    };
    let cur = crate::modules::get_attr(vm, sys, "stdout")?;
    let orig = crate::modules::get_attr(vm, sys, "__stdout__")?;
    Ok(match (cur, orig) {
        (Some(c), Some(o)) if c == o => None,
        (Some(Value::None), _) => None,
        (c, _) => c,
    })
}

/// `print(..., file=f)`: one `f.write` per piece, like CPython, so any
/// object with a `write` method (io.StringIO, sys.stderr, a guest class)
/// receives exactly what CPython would send it.
fn print_to_file(
    vm: &mut Vm,
    file: Value,
    items: &[Value],
    sep: &str,
    end: &str,
    flush: bool,
) -> Result<Value> {
    let base = vm.roots.len();
    vm.roots.push(file);
    vm.roots.extend_from_slice(items);
    let r = (|| {
        let write = vm.get_attr(file, "write")?;
        vm.roots.push(write);
        for (i, v) in items.iter().enumerate() {
            if i > 0 {
                let s = vm.new_str(sep)?;
                vm.call(write, &[s])?;
            }
            let s = vm.str_string(*v)?;
            let s = vm.new_str(s)?;
            vm.call(write, &[s])?;
        }
        let s = vm.new_str(end)?;
        vm.call(write, &[s])?;
        if flush {
            let f = vm.get_attr(file, "flush")?;
            vm.call(f, &[])?;
        }
        Ok(Value::None)
    })();
    vm.roots.truncate(base);
    r
}

fn min_max(vm: &mut Vm, is_max: bool, a: Args) -> Result<Value> {
    let name = if is_max { "max" } else { "min" };
    a.allow_kw(name, &["key", "default"])?;
    if a.is_empty() {
        return Err(Error::type_error(format!(
            "{name} expected at least 1 argument, got 0"
        )));
    }
    if a.kw.is_empty() && a.len() > 1 {
        return min_max_args(vm, is_max, a.pos);
    }
    let key = a.kw("key").filter(|k| !matches!(k, Value::None));
    if a.len() > 1 && a.kw("default").is_some() {
        return Err(Error::type_error(format!(
            "Cannot specify a default for {name}() with multiple positional arguments"
        )));
    }
    // Streamed, as CPython does: an iterator of any length runs in
    // constant memory. Rooted: the iterator, the best item and its key.
    let src = if a.len() == 1 {
        a.pos[0]
    } else {
        vm.new_tuple(a.pos.to_vec())?
    };
    let base = vm.roots.len();
    vm.roots.push(src);
    let it = vm.get_iter(src);
    let r = it.and_then(|it| {
        vm.roots.push(it);
        vm.roots.push(Value::Undef);
        vm.roots.push(Value::Undef);
        let mut best: Option<(Value, Value)> = None;
        let mut n = 0u64;
        while let Some(x) = vm.next_fast(it)? {
            n += 1;
            if n.is_multiple_of(256) {
                vm.charge_steps(256)?;
            }
            let kx = match key {
                Some(k) => vm.call(k, &[x])?,
                None => x,
            };
            let better = match best {
                None => true,
                Some((_, bk)) if is_max => vm.order(crate::compile::code::CmpOp::Gt, kx, bk, 0)?,
                Some((_, bk)) => vm.order(crate::compile::code::CmpOp::Lt, kx, bk, 0)?,
            };
            if better {
                best = Some((x, kx));
                if let Some(slots) = vm.roots.get_mut(base + 2..base + 4) {
                    slots.copy_from_slice(&[x, kx]);
                }
            }
        }
        match best {
            Some((b, _)) => Ok(b),
            None => match a.kw("default") {
                Some(d) => Ok(d),
                None => Err(Error::value_error(format!(
                    "{name}() arg is an empty sequence"
                ))),
            },
        }
    });
    vm.roots.truncate(base);
    r
}

/// `max(a, b, ...)` / `min(a, b, ...)` without keywords: the arguments
/// compared where they are (on the VM stack, so rooted), first best kept.
fn min_max_args(vm: &mut Vm, is_max: bool, items: &[Value]) -> Result<Value> {
    use crate::compile::code::CmpOp;
    let op = if is_max { CmpOp::Gt } else { CmpOp::Lt };
    let Some((&first, rest)) = items.split_first() else {
        return Err(Error::fault("min_max_args without arguments"));
    };
    let mut best = first;
    for (n, &x) in rest.iter().enumerate() {
        // As the general path charges: at every 256th item, counted from 1.
        if (n + 2).is_multiple_of(256) {
            vm.charge_steps(256)?;
        }
        let better = match (x, best) {
            (Value::Int(i), Value::Int(j)) => {
                if is_max {
                    i > j
                } else {
                    i < j
                }
            }
            _ => vm.order(op, x, best, 0)?,
        };
        if better {
            best = x;
        }
    }
    Ok(best)
}

fn sum(vm: &mut Vm, a: Args) -> Result<Value> {
    let may_gc = std::mem::take(&mut vm.collect_ok);
    a.clinic_max("sum", 2)?;
    a.clinic_positional("sum", 1, 2)?;
    a.allow_kw("sum", &["start"])?;
    let mut acc = a.arg(1, "start").unwrap_or(Value::Int(0));
    match vm.type_of(acc) {
        TypeId::Str => {
            return Err(Error::type_error(
                "sum() can't sum strings [use ''.join(seq) instead]",
            ));
        }
        TypeId::Bytes | TypeId::ByteArray => {
            return Err(Error::type_error(format!(
                "sum() can't sum {} [use b''.join(seq) instead]",
                vm.type_name(acc)
            )));
        }
        _ => {}
    }
    if let Value::Obj(seq) = a.pos[0]
        && matches!(vm.heap.get(seq), Obj::List(_) | Obj::Tuple(_))
    {
        return sum_items(vm, seq, acc);
    }
    let it = vm.get_iter(a.pos[0])?;
    // The iterator and the running total stay rooted: two slots, the
    // second rewritten as the total changes.
    let base = vm.roots.len();
    vm.roots.push(it);
    vm.roots.push(acc);
    let r = (|| {
        let mut n = 0u64;
        while let Some(x) = vm.next_rooted(it, may_gc)? {
            n += 1;
            if n.is_multiple_of(256) {
                vm.charge_steps(256)?;
            }
            acc = sum_step(vm, acc, x)?;
            if let Some(slot) = vm.roots.get_mut(base + 1) {
                *slot = acc;
            }
        }
        Ok(acc)
    })();
    vm.roots.truncate(base);
    r
}

/// One step of `sum`: ints and floats added in place, the rest through
/// the `+` operator.
fn sum_step(vm: &mut Vm, acc: Value, x: Value) -> Result<Value> {
    Ok(match (acc, x) {
        (Value::Int(p), Value::Int(q)) if p.checked_add(q).is_some() => Value::Int(p + q),
        (Value::Float(p), Value::Float(q)) => Value::Float(p + q),
        _ => vm.binary_op(crate::compile::code::BinOp::Add, acc, x)?,
    })
}

/// `sum` over a list or tuple, read by index without an iterator object.
/// Each step reads the current length, as list iteration does, so an
/// `__add__` that mutates the list sees the same items CPython would.
fn sum_items(vm: &mut Vm, seq: ObjRef, mut acc: Value) -> Result<Value> {
    let base = vm.roots.len();
    vm.roots.push(acc);
    let r = (|| {
        let mut i = 0usize;
        loop {
            let x = match vm.heap.get(seq) {
                Obj::List(l) => l.get(i).copied(),
                Obj::Tuple(t) => t.get(i).copied(),
                _ => None,
            };
            let Some(x) = x else {
                break;
            };
            i += 1;
            if i.is_multiple_of(256) {
                vm.charge_steps(256)?;
            }
            acc = sum_step(vm, acc, x)?;
            if let Some(slot) = vm.roots.get_mut(base) {
                *slot = acc;
            }
        }
        Ok(acc)
    })();
    vm.roots.truncate(base);
    r
}

fn round(vm: &mut Vm, a: Args) -> Result<Value> {
    a.clinic_max("round", 2)?;
    let x = a.required("round", 0, "number")?;
    a.allow_kw("round", &["number", "ndigits"])?;
    let nd = a.arg(1, "ndigits").filter(|v| !matches!(v, Value::None));
    if vm.is_user(x) {
        let args: Vec<Value> = nd.into_iter().collect();
        if let Some(r) = vm.call_dunder(x, "__round__", &args)? {
            return Ok(r);
        }
    }
    let x = if vm.is_user(x) {
        vm.base_value(x).unwrap_or(x)
    } else {
        x
    };
    match vm.num(x) {
        Some(Num::F(f)) => match nd {
            None => {
                if f.is_nan() {
                    return Err(Error::value_error("cannot convert float NaN to integer"));
                }
                if f.is_infinite() {
                    return Err(Error::overflow("cannot convert float infinity to integer"));
                }
                let r = f.round_ties_even();
                let b = crate::num::f64_to_int(r)?;
                vm.new_int(b)
            }
            Some(n) => {
                let n = vm.index_of(n)?;
                Ok(Value::Float(crate::format::round_float(f, n)?))
            }
        },
        Some(Num::I(i)) => match nd {
            None => Ok(Value::Int(i)),
            Some(n) => {
                let n = vm.index_of(n)?;
                let b = crate::num::int_round(&BigInt::from(i), n);
                vm.new_int(b)
            }
        },
        Some(Num::B(b)) => match nd {
            None => Ok(x),
            Some(n) => {
                let n = vm.index_of(n)?;
                let r = crate::num::int_round(&b, n);
                vm.new_int(r)
            }
        },
        None => Err(Error::type_error(format!(
            "type {} doesn't define __round__ method",
            vm.type_name(x)
        ))),
    }
}

#[allow(dead_code)]
fn kw_names(kw: &[(Rc<str>, Value)]) -> Vec<&str> {
    kw.iter().map(|(k, _)| &**k).collect()
}

/// `__import__(name, globals=None, locals=None, fromlist=(), level=0)`:
/// the top-level package for `import a.b`, the module itself when a
/// fromlist is given (importing the submodules it names).
fn import_builtin(vm: &mut Vm, a: Args) -> Result<Value> {
    use crate::compile::code::Const;
    a.clinic(
        "__import__",
        &["name", "globals", "locals", "fromlist", "level"],
    )?;
    let Some(name) = a.arg(0, "name") else {
        return Err(Error::type_error(
            "__import__() missing required argument 'name' (pos 1)",
        ));
    };
    let Some(name) = vm.str_of(name).map(str::to_owned) else {
        return Err(Error::type_error("module name must be a string"));
    };
    let level = match a.arg(4, "level") {
        Some(l) => vm.index_of(l)?,
        None => 0,
    };
    if level < 0 {
        return Err(Error::value_error("level must be >= 0"));
    }
    if level > 0 {
        // No module of a corral program is in a package.
        return Err(Error::new(
            TypeId::ImportError,
            "attempted relative import with no known parent package",
        ));
    }
    if name.is_empty() {
        return Err(Error::value_error("Empty module name"));
    }
    let module = vm.import_module(Some(Const::Str(name.as_str().into())))?;
    let fromlist = match a.arg(3, "fromlist") {
        Some(f) if vm.truthy(f)? => vm.collect_iter(f)?,
        _ => {
            let top = name.split('.').next().unwrap_or(&name);
            if top.len() == name.len() {
                return Ok(module);
            }
            return vm.import_module(Some(Const::Str(top.into())));
        }
    };
    let is_module = matches!(module, Value::Obj(r) if matches!(vm.heap.get(r), Obj::Module(_)));
    for item in fromlist {
        let Some(item) = vm.str_of(item).map(str::to_owned) else {
            let ty = vm.type_name(item);
            return Err(Error::type_error(format!(
                "Item in ``from list'' must be str, not {ty}"
            )));
        };
        if !is_module || item == "*" || crate::modules::get_attr(vm, module, &item)?.is_some() {
            continue;
        }
        let full = format!("{name}.{item}");
        if crate::modules::exists(&full) {
            vm.import_module(Some(Const::Str(full.into())))?;
        }
    }
    Ok(module)
}
