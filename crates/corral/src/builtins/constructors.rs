//! Calling a builtin type: `int(x)`, `list(it)`, `ValueError("msg")`, …

use super::Args;
use crate::error::{Error, Result};
use crate::num;
use crate::objects::{Dict, IterState, Obj, TypeId, Value};
use crate::vm::Vm;
use crate::vm::ops::Num;

pub fn construct(vm: &mut Vm, t: TypeId, a: Args) -> Result<Value> {
    if t.is_subtype(TypeId::BaseExceptionGroup) {
        a.no_kw(t.name())?;
        if a.len() != 2 {
            return Err(Error::type_error(format!(
                "{} expected 2 arguments, got {}",
                t.name(),
                a.len()
            )));
        }
        return vm
            .new_exception_group(t, a.pos[0], a.pos[1])
            .map(Value::Obj);
    }
    if t == TypeId::JSONDecodeError {
        return crate::modules::new_json_decode_error(vm, a);
    }
    if t.is_subtype(TypeId::ImportError) {
        // ImportError(msg, *, name=None, path=None).
        let mut attrs: Vec<(std::rc::Rc<str>, Value)> = Vec::new();
        let msg = match a.pos.len() {
            1 => a.pos[0],
            _ => Value::None,
        };
        attrs.push(("msg".into(), msg));
        for key in ["name", "path"] {
            attrs.push((key.into(), a.kw(key).unwrap_or(Value::None)));
        }
        if let Some((k, _)) = a.kw.iter().find(|(k, _)| !matches!(&**k, "name" | "path")) {
            return Err(Error::type_error(format!(
                "'{k}' is an invalid keyword argument for {}()",
                t.name()
            )));
        }
        let r = vm.new_exception(t, a.pos.to_vec())?;
        if let Some(Obj::Exception(e)) = vm.heap.get_mut(r) {
            e.context = Value::None;
            e.attrs = attrs;
        }
        return Ok(Value::Obj(r));
    }
    if t.is_exception() {
        if let Some((k, _)) = a.kw.first() {
            return Err(Error::type_error(
                format!("{}() takes no keyword arguments", t.name()).replace(&format!("'{k}'"), ""),
            ));
        }
        let r = if t.is_subtype(TypeId::OSError) {
            vm.new_os_error(t, a.pos.to_vec(), t == TypeId::OSError)?
        } else if t.is_subtype(TypeId::UnicodeError) && t != TypeId::UnicodeError {
            vm.new_unicode_error(t, a.pos.to_vec())?
        } else if t.is_subtype(TypeId::SyntaxError) {
            vm.new_syntax_error(t, a.pos.to_vec())?
        } else {
            vm.new_exception(t, a.pos.to_vec())?
        };
        // A freshly constructed exception has no context until raised.
        if let Some(Obj::Exception(e)) = vm.heap.get_mut(r) {
            e.context = Value::None;
        }
        return Ok(Value::Obj(r));
    }
    if t.is_itertool() {
        return crate::modules::itertoolsmod::construct(vm, t, a);
    }
    match t {
        TypeId::Future => {
            a.allow_kw("Future", &["loop"])?;
            a.expect("Future", 0, 0)?;
            Ok(Value::Obj(
                vm.new_future(crate::objects::FutKind::Plain, None)?,
            ))
        }
        TypeId::Task => {
            a.allow_kw("Task", &["coro", "loop", "name", "context"])?;
            let coro = a.arg(0, "coro").ok_or_else(|| {
                Error::type_error("Task.__init__() missing 1 required positional argument: 'coro'")
            })?;
            Ok(Value::Obj(vm.create_task(coro, a.kw("name"))?))
        }
        TypeId::Int => int(vm, a),
        TypeId::Float => {
            a.no_kw("float")?;
            a.expect("float", 0, 1)?;
            let Some(v) = a.get(0) else {
                return Ok(Value::Float(0.0));
            };
            to_float(vm, v).map(Value::Float)
        }
        TypeId::Bool => {
            a.no_kw("bool")?;
            a.expect("bool", 0, 1)?;
            match a.get(0) {
                Some(v) => Ok(Value::Bool(vm.truthy(v)?)),
                None => Ok(Value::Bool(false)),
            }
        }
        TypeId::Str => {
            a.allow_kw("str", &["object", "encoding", "errors"])?;
            let given = a.len() + a.kw.len();
            if given > 3 {
                return Err(Error::type_error(format!(
                    "str() takes at most 3 arguments ({given} given)"
                )));
            }
            let Some(v) = a.arg(0, "object") else {
                return vm.new_str("");
            };
            if a.len() >= 2 || a.kw("encoding").is_some() || a.kw("errors").is_some() {
                let param = |vm: &Vm, name: &str, i: usize, default: &str| -> Result<String> {
                    match a.arg(i, name) {
                        None => Ok(default.to_string()),
                        Some(x) => vm.str_of(x).map(str::to_string).ok_or_else(|| {
                            Error::type_error(format!(
                                "str() argument '{name}' must be str, not {}",
                                vm.type_name(x)
                            ))
                        }),
                    }
                };
                let enc = param(vm, "encoding", 1, "utf-8")?;
                let errors = param(vm, "errors", 2, "strict")?;
                let bytes = vm.bytes_of(v).map(|b| b.to_vec()).ok_or_else(|| {
                    Error::type_error(format!(
                        "decoding to str: need a bytes-like object, {} found",
                        vm.type_name(v)
                    ))
                })?;
                let s = super::methods::bytes::decode(vm, &bytes, &enc, &errors, v)?;
                return vm.new_str(s);
            }
            vm.to_str(v)
        }
        TypeId::List => {
            a.no_kw("list")?;
            a.expect("list", 0, 1)?;
            let may_gc = std::mem::take(&mut vm.collect_ok);
            let items = match a.get(0) {
                Some(v) => vm.collect_iter_rooted(v, may_gc)?,
                None => Vec::new(),
            };
            vm.new_list(items)
        }
        TypeId::Tuple => {
            a.no_kw("tuple")?;
            a.expect("tuple", 0, 1)?;
            let may_gc = std::mem::take(&mut vm.collect_ok);
            match a.get(0) {
                Some(v) if vm.type_of(v) == TypeId::Tuple => Ok(v),
                Some(v) => {
                    let items = vm.collect_iter_rooted(v, may_gc)?;
                    vm.new_tuple(items)
                }
                None => vm.new_tuple(Vec::new()),
            }
        }
        TypeId::Dict => {
            a.expect("dict", 0, 1)?;
            let d = vm.new_dict()?;
            if let Some(v) = a.get(0) {
                vm.dict_update(d, v, false)?;
            }
            for (k, v) in a.kw {
                let key = vm.new_str(&**k)?;
                vm.dict_set(d, key, *v)?;
            }
            Ok(d)
        }
        TypeId::Set | TypeId::FrozenSet => {
            a.no_kw(t.name())?;
            a.expect(t.name(), 0, 1)?;
            let frozen = t == TypeId::FrozenSet;
            if let Some(v @ Value::Obj(r)) = a.get(0)
                && frozen
                && matches!(vm.heap.get(r), Obj::FrozenSet(_))
            {
                // frozenset(f) is f.
                return Ok(v);
            }
            Ok(Value::Obj(vm.make_new_set(frozen, a.get(0))?))
        }
        TypeId::GenericAlias => {
            // types.GenericAlias(origin, args), as `__class_getitem__ = classmethod(GenericAlias)`.
            a.no_kw("GenericAlias")?;
            a.expect("GenericAlias", 2, 2)?;
            let args = if vm.type_of(a.pos[1]) == TypeId::Tuple {
                vm.seq_items(a.pos[1])?
            } else {
                vec![a.pos[1]]
            };
            vm.alloc(Obj::GenericAlias(a.pos[0], Box::new(args)))
        }
        TypeId::Range => {
            a.no_kw("range")?;
            a.expect("range", 1, 3)?;
            // The common case, plain ints whose length fits a word, without
            // the big-int arithmetic (range() is called in inner loops).
            let small = match *a.pos {
                [Value::Int(stop)] => Some((0, stop, 1)),
                [Value::Int(start), Value::Int(stop)] => Some((start, stop, 1)),
                [Value::Int(start), Value::Int(stop), Value::Int(step)] if step != 0 => {
                    Some((start, stop, step))
                }
                _ => None,
            };
            if let Some((start, stop, step)) = small
                && (stop as i128 - start as i128).abs() <= i64::MAX as i128
            {
                return vm.alloc(Obj::Range { start, stop, step });
            }
            let mut ints = Vec::new();
            for v in a.pos {
                let v = vm.via_index(*v)?;
                // int subclasses (IntEnum members) carry their int inside.
                let v = vm.base_value(v).unwrap_or(v);
                match vm.as_big(v) {
                    Some(b) => ints.push(b),
                    None => {
                        return Err(Error::type_error(format!(
                            "'{}' object cannot be interpreted as an integer",
                            vm.type_name(v)
                        )));
                    }
                }
            }
            let mut ints = ints.into_iter();
            let (zero, one) = (num_bigint::BigInt::from(0), num_bigint::BigInt::from(1));
            let (start, stop, step) = match a.len() {
                1 => (zero, ints.next().unwrap_or_default(), one),
                2 => (
                    ints.next().unwrap_or_default(),
                    ints.next().unwrap_or_default(),
                    one,
                ),
                _ => (
                    ints.next().unwrap_or_default(),
                    ints.next().unwrap_or_default(),
                    ints.next().unwrap_or_default(),
                ),
            };
            if step == num_bigint::BigInt::from(0) {
                return Err(Error::value_error("range() arg 3 must not be zero"));
            }
            vm.make_range(start, stop, step)
        }
        TypeId::Slice => {
            a.no_kw("slice")?;
            a.expect("slice", 1, 3)?;
            let parts = match a.len() {
                1 => [Value::None, a.pos[0], Value::None],
                2 => [a.pos[0], a.pos[1], Value::None],
                _ => [a.pos[0], a.pos[1], a.pos[2]],
            };
            vm.alloc(Obj::Slice(Box::new(parts)))
        }
        TypeId::Type => {
            a.no_kw("type")?;
            if a.len() == 1 {
                return Ok(vm.class_of(a.pos[0]));
            }
            if a.len() == 3 {
                return vm.type_new(Value::Type(TypeId::Type), a.pos[0], a.pos[1], a.pos[2], &[]);
            }
            Err(Error::type_error("type() takes 1 or 3 arguments"))
        }
        TypeId::Object => {
            if !a.is_empty() || !a.kw.is_empty() {
                return Err(Error::type_error("object() takes no arguments"));
            }
            vm.alloc(Obj::PlainObject)
        }
        TypeId::Enumerate => {
            a.clinic_max("enumerate", 2)?;
            // CPython 3.11 names the parameter but gives no position here,
            // and reports a lone `start=` as an unknown keyword.
            let Some(it) = a.arg(0, "iterable") else {
                if a.kw.is_empty() {
                    return Err(Error::type_error(
                        "enumerate() missing required argument 'iterable'",
                    ));
                }
                let allowed: &[&str] = if a.kw("iterable").is_some() {
                    &["iterable", "start"]
                } else {
                    &["iterable"]
                };
                a.allow_kw("enumerate", allowed)?;
                return Err(Error::type_error(
                    "enumerate() missing required argument 'iterable'",
                ));
            };
            a.allow_kw("enumerate", &["iterable", "start"])?;
            let start = match a.arg(1, "start") {
                Some(s) => vm.index_of(s)?,
                None => 0,
            };
            let it = vm.get_iter(it)?;
            vm.alloc(Obj::Iter(Box::new(IterState::Enumerate {
                it,
                count: start,
            })))
        }
        TypeId::Zip => {
            if a.kw.len() > 1 {
                return Err(Error::type_error(format!(
                    "zip() takes at most 1 keyword argument ({} given)",
                    a.kw.len()
                )));
            }
            a.allow_kw("zip", &["strict"])?;
            let strict = match a.kw("strict") {
                Some(v) => vm.truthy(v)?,
                None => false,
            };
            let mut its = Vec::new();
            for v in a.pos.iter() {
                its.push(vm.get_iter(*v)?);
            }
            vm.alloc(Obj::Iter(Box::new(IterState::Zip { its, strict })))
        }
        TypeId::Map => {
            a.no_kw("map")?;
            if a.len() < 2 {
                return Err(Error::type_error("map() must have at least two arguments."));
            }
            let mut its = Vec::new();
            for v in &a.pos[1..] {
                its.push(vm.get_iter(*v)?);
            }
            vm.alloc(Obj::Iter(Box::new(IterState::Map {
                func: a.pos[0],
                its,
            })))
        }
        TypeId::Filter => {
            a.no_kw("filter")?;
            a.expect("filter", 2, 2)?;
            let it = vm.get_iter(a.pos[1])?;
            vm.alloc(Obj::Iter(Box::new(IterState::Filter {
                func: a.pos[0],
                it,
            })))
        }
        TypeId::Reversed => {
            a.no_kw("reversed")?;
            a.expect("reversed", 1, 1)?;
            let v = a.pos[0];
            if vm.is_user(v) {
                if let Some(r) = vm.call_dunder(v, "__reversed__", &[])? {
                    return Ok(r);
                }
                if vm.user_method(v, "__getitem__").is_some()
                    && vm.user_method(v, "__len__").is_some()
                {
                    let n = vm.len_of(v)?;
                    let mut items = Vec::with_capacity(n);
                    for i in (0..n).rev() {
                        items.push(vm.get_item(v, Value::Int(i as i64))?);
                    }
                    let l = vm.new_list(items)?;
                    return vm.get_iter(l);
                }
                if let Some(b) = vm.base_value(v) {
                    return construct(vm, t, crate::builtins::Args::new(&[b]));
                }
                return Err(Error::type_error(format!(
                    "'{}' object is not reversible",
                    vm.type_name(v)
                )));
            }
            match v {
                Value::Obj(r) => match vm.heap.get(r) {
                    Obj::List(l) => {
                        let n = l.len();
                        vm.alloc(Obj::Iter(Box::new(IterState::Reversed { seq: r, idx: n })))
                    }
                    Obj::Tuple(t) => {
                        let n = t.len();
                        vm.alloc(Obj::Iter(Box::new(IterState::Reversed { seq: r, idx: n })))
                    }
                    Obj::Deque(_) => vm.deque_iter(r, true),
                    Obj::Str(s) => {
                        let n = s.char_len();
                        vm.alloc(Obj::Iter(Box::new(IterState::Reversed { seq: r, idx: n })))
                    }
                    Obj::Bytes(b) => {
                        let n = b.len();
                        vm.alloc(Obj::Iter(Box::new(IterState::Reversed { seq: r, idx: n })))
                    }
                    Obj::ByteArray(b) => {
                        let n = b.len();
                        vm.alloc(Obj::Iter(Box::new(IterState::Reversed { seq: r, idx: n })))
                    }
                    Obj::Range { start, stop, step } => {
                        let (start, stop, step) = (*start, *stop, *step);
                        let n = super::range_len(start, stop, step);
                        let last = start + (n - 1) * step;
                        vm.alloc(Obj::Iter(Box::new(IterState::Range {
                            cur: last,
                            stop: start - step,
                            step: -step,
                        })))
                    }
                    Obj::Dict(d) => {
                        let keys: Vec<Value> = d.keys().rev().collect();
                        let l = vm.new_list(keys)?;
                        vm.get_iter(l)
                    }
                    Obj::DictView { .. } => {
                        let mut items = vm.collect_iter(v)?;
                        items.reverse();
                        let l = vm.new_list(items)?;
                        vm.get_iter(l)
                    }
                    _ => Err(Error::type_error(format!(
                        "'{}' object is not reversible",
                        vm.type_name(v)
                    ))),
                },
                _ => Err(Error::type_error(format!(
                    "'{}' object is not reversible",
                    vm.type_name(v)
                ))),
            }
        }
        TypeId::Complex => {
            a.clinic_max("complex", 2)?;
            a.allow_kw("complex", &["real", "imag"])?;
            let re = a.arg(0, "real");
            let im = a.arg(1, "imag");
            if let Some(s) = re.and_then(|v| vm.str_of(v).map(|s| s.to_string())) {
                if im.is_some() {
                    return Err(Error::type_error(
                        "complex() can't take second arg if first is a string",
                    ));
                }
                let (r, i) = parse_complex(&s)
                    .ok_or_else(|| Error::value_error("complex() arg is a malformed string"))?;
                return vm.new_complex(r, i);
            }
            // complex(x) for objects with __complex__ (or __float__).
            let re = match re {
                Some(v) if vm.is_user(v) => {
                    if let Some(c) = vm.call_dunder(v, "__complex__", &[])? {
                        if im.is_none() {
                            return Ok(c);
                        }
                        Some(c)
                    } else if let Some(f) = vm.call_dunder(v, "__float__", &[])? {
                        Some(f)
                    } else {
                        Some(vm.base_value(v).unwrap_or(v))
                    }
                }
                other => other,
            };
            let (rr, ri) = match re {
                None => (0.0, 0.0),
                Some(v) => vm.as_complex(v).ok_or_else(|| {
                    Error::type_error(format!(
                        "complex() first argument must be a string or a number, not '{}'",
                        vm.type_name(v)
                    ))
                })?,
            };
            let (ir, ii) = match im {
                None => (0.0, 0.0),
                Some(v) => vm.as_complex(v).ok_or_else(|| {
                    Error::type_error(format!(
                        "complex() second argument must be a number, not '{}'",
                        vm.type_name(v)
                    ))
                })?,
            };
            // As CPython: only a complex operand contributes its imaginary
            // part, so complex(1.0, -0.0) keeps the negative zero.
            let is_complex = |v: Option<Value>| matches!(v, Some(Value::Obj(r)) if matches!(vm.heap.get(r), Obj::Complex(..)));
            let real = if is_complex(im) { rr - ii } else { rr };
            let imag = if is_complex(re) && im.is_some() {
                ir + ri
            } else if im.is_some() {
                ir
            } else {
                ri
            };
            vm.new_complex(real, imag)
        }
        TypeId::Bytes | TypeId::ByteArray => bytes(vm, a, t),
        TypeId::Deque => {
            let d = vm.new_deque(None)?;
            if let Value::Obj(r) = d {
                vm.deque_init(r, a)?;
            }
            Ok(d)
        }
        TypeId::Property => {
            a.clinic_max("property", 4)?;
            a.allow_kw("property", &["fget", "fset", "fdel", "doc"])?;
            let p = crate::objects::Property {
                fget: a.arg(0, "fget").unwrap_or(Value::None),
                fset: a.arg(1, "fset").unwrap_or(Value::None),
                fdel: a.arg(2, "fdel").unwrap_or(Value::None),
                doc: a.arg(3, "doc").unwrap_or(Value::None),
            };
            vm.new_property(p)
        }
        TypeId::StaticMethod | TypeId::ClassMethod => {
            a.no_kw(t.name())?;
            a.expect(t.name(), 1, 1)?;
            let f = a.pos[0];
            if t == TypeId::StaticMethod {
                vm.alloc(Obj::StaticMethod(f))
            } else {
                vm.alloc(Obj::ClassMethod(f))
            }
        }
        TypeId::Super => {
            a.no_kw("super")?;
            a.expect("super()", 0, 2)?;
            let (class, obj) = match a.len() {
                0 => {
                    let (c, obj) = vm.zero_arg_super()?;
                    (Value::Obj(c), obj)
                }
                n => {
                    let class = a.pos[0];
                    if !vm.is_class(class) {
                        return Err(Error::type_error(format!(
                            "super() argument 1 must be a type, not {}",
                            vm.type_name(class)
                        )));
                    }
                    // `super(C)`: unbound, until its `__get__` binds it.
                    let obj = if n == 1 { Value::Undef } else { a.pos[1] };
                    if n == 2 {
                        vm.super_check(class, obj)?;
                    }
                    (class, obj)
                }
            };
            vm.alloc(Obj::Super { class, obj })
        }
        // types.ModuleType(name, doc=None)
        TypeId::Module => {
            a.allow_kw("module", &["name", "doc"])?;
            a.expect("module", 1, 2)?;
            let name = a.arg(0, "name").unwrap_or(Value::None);
            let Some(n) = vm.str_of(name).map(std::rc::Rc::<str>::from) else {
                return Err(Error::type_error(format!(
                    "module() argument 'name' must be str, not {}",
                    vm.type_name(name)
                )));
            };
            let doc = a.arg(1, "doc").unwrap_or(Value::None);
            let ns = vm.new_dict()?;
            let m = crate::modules::new_module(vm, n, ns)?;
            let base = vm.roots.len();
            vm.roots.push(m);
            let r = (|| {
                crate::modules::set_attr(vm, m, "__name__", name)?;
                crate::modules::set_attr(vm, m, "__doc__", doc)?;
                for k in ["__package__", "__loader__", "__spec__"] {
                    crate::modules::set_attr(vm, m, k, Value::None)?;
                }
                Ok(m)
            })();
            vm.roots.truncate(base);
            r
        }
        // types.MethodType(function, instance)
        TypeId::BoundMethod => {
            a.no_kw("method")?;
            a.expect("method", 2, 2)?;
            let (func, inst) = (a.pos[0], a.pos[1]);
            if !crate::builtins::is_callable(vm, func) {
                return Err(Error::type_error("first argument must be callable"));
            }
            if matches!(inst, Value::None) {
                return Err(Error::type_error("instance must not be None"));
            }
            vm.alloc(Obj::BoundMethod {
                func,
                receiver: inst,
            })
        }
        // The singletons' types hand back the singleton.
        TypeId::NoneType | TypeId::Ellipsis => {
            if !a.is_empty() || !a.kw.is_empty() {
                let name = if t == TypeId::NoneType {
                    "NoneType"
                } else {
                    "EllipsisType"
                };
                return Err(Error::type_error(format!("{name} takes no arguments")));
            }
            Ok(if t == TypeId::NoneType {
                Value::None
            } else {
                Value::Ellipsis
            })
        }
        _ => Err(Error::type_error(format!(
            "cannot create '{}' instances",
            t.name()
        ))),
    }
}

fn int(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("int", &["base"])?;
    if a.len() > 2 {
        return Err(Error::type_error(format!(
            "int() takes at most 2 arguments ({} given)",
            a.len()
        )));
    }
    let Some(v) = a.get(0) else {
        if a.kw("base").is_some() {
            return Err(Error::type_error("int() missing string argument"));
        }
        return Ok(Value::Int(0));
    };
    let base = a.arg(1, "base");
    if let Some(b) = base {
        // The base is checked before the value, as CPython does; one too
        // big for an index is just out of range there.
        let b = match vm.index_of(b) {
            Ok(b) => b,
            Err(e) if e.pending_type() == Some(TypeId::IndexError) => -1,
            Err(e) => return Err(e),
        };
        if !(b == 0 || (2..=36).contains(&b)) {
            return Err(Error::value_error(
                "int() base must be >= 2 and <= 36, or 0",
            ));
        }
        let s = match (vm.str_of(v), vm.bytes_of(v)) {
            (Some(s), _) => s.to_string(),
            (None, Some(bytes)) => {
                let bytes = bytes.to_vec();
                return int_of_bytes(vm, &bytes, b as u32);
            }
            _ => {
                return Err(Error::type_error(
                    "int() can't convert non-string with explicit base",
                ));
            }
        };
        let limit = parse_limit(vm, s.len(), b as u32)?;
        let r = num::parse_int_with_limit(&s, b as u32, limit);
        return vm.int_result(r);
    }
    if vm.is_user(v) {
        for name in ["__int__", "__index__"] {
            if let Some(r) = vm.call_dunder(v, name, &[])? {
                if vm.int_big(r).is_none() {
                    return Err(Error::type_error(format!(
                        "{name} returned non-int (type {})",
                        vm.type_name(r)
                    )));
                }
                return Ok(r);
            }
        }
        // __trunc__ may return any Integral, which is then converted.
        if let Some(r) = vm.call_dunder(v, "__trunc__", &[])? {
            if vm.int_big(r).is_some() {
                return Ok(r);
            }
            if vm.is_user(r)
                && let Some(i) = vm.call_dunder(r, "__index__", &[])?
            {
                return vm.checked_index_result(i);
            }
            return Err(Error::type_error(format!(
                "__trunc__ returned non-Integral (type {})",
                vm.type_name(r)
            )));
        }
        if let Some(b) = vm.base_value(v) {
            return int(vm, crate::builtins::Args::new(&[b]));
        }
    }
    match vm.num(v) {
        Some(Num::I(i)) => Ok(Value::Int(i)),
        Some(Num::B(_)) => Ok(v),
        Some(Num::F(f)) => {
            let r = num::f64_to_int(f.trunc());
            vm.int_result(r)
        }
        None => {
            if let Some(s) = vm.str_of(v) {
                let s = s.to_string();
                let limit = parse_limit(vm, s.len(), 10)?;
                let r = num::parse_int_with_limit(&s, 10, limit);
                return vm.int_result(r);
            }
            if let Some(b) = vm.bytes_of(v) {
                let b = b.to_vec();
                return int_of_bytes(vm, &b, 10);
            }
            Err(Error::type_error(format!(
                "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                vm.type_name(v)
            )))
        }
    }
}

/// The digit limit for parsing `len` characters in `base`: only bases
/// that are not powers of two are limited (and cost quadratic work).
fn parse_limit(vm: &mut Vm, len: usize, base: u32) -> Result<usize> {
    if base.is_power_of_two() {
        return Ok(num::MAX_STR_DIGITS);
    }
    crate::modules::sysmod::int_str_limit(vm, len)
}

/// `int(b, base)` of the contents of a bytes-like object: CPython parses
/// the raw bytes (so only ASCII can spell a number) and shows at most 200
/// of them, as a bytes repr, when they don't.
fn int_of_bytes(vm: &mut Vm, b: &[u8], base: u32) -> Result<Value> {
    let limit = parse_limit(vm, b.len(), base)?;
    match num::parse_int_bytes_with_limit(b, base, limit) {
        Ok(num::SmallOrBig::Small(i)) => Ok(Value::Int(i)),
        Ok(num::SmallOrBig::Big(i)) => vm.new_int(i),
        Err(num::NumError::Value(m)) if m.starts_with("invalid literal") => {
            // `%.200R` of the first 200 bytes: the repr is cut too.
            let mut repr = num::py_bytes_repr(&b[..b.len().min(200)]);
            repr.truncate(200);
            Err(Error::value_error(format!(
                "invalid literal for int() with base {base}: {repr}"
            )))
        }
        Err(e) => Err(vm.num_error(e)),
    }
}

pub fn to_float(vm: &mut Vm, v: Value) -> Result<f64> {
    if vm.is_user(v) {
        for name in ["__float__", "__index__"] {
            if let Some(r) = vm.call_dunder(v, name, &[])? {
                return to_float(vm, r);
            }
        }
        if let Some(b) = vm.base_value(v) {
            return to_float(vm, b);
        }
    }
    match vm.num(v) {
        Some(Num::F(f)) => Ok(f),
        Some(Num::I(i)) => Ok(i as f64),
        Some(Num::B(b)) => Ok(num::big_to_f64(&b)?),
        None => {
            if let Some(s) = vm.str_of(v) {
                return Ok(num::parse_float(s)?);
            }
            if let Some(b) = vm.bytes_of(v) {
                // CPython names the object itself (a bytearray as one).
                return match num::parse_float_bytes(b) {
                    Ok(f) => Ok(f),
                    Err(_) => {
                        let r = vm.repr_string(v)?;
                        Err(Error::value_error(format!(
                            "could not convert string to float: {r}"
                        )))
                    }
                };
            }
            Err(Error::type_error(format!(
                "float() argument must be a string or a real number, not '{}'",
                vm.type_name(v)
            )))
        }
    }
}

/// `bytes(...)` and `bytearray(...)` (`t` says which), per CPython's
/// `bytes_new_impl` / `bytearray___init___impl`.
fn bytes(vm: &mut Vm, a: Args, t: TypeId) -> Result<Value> {
    let name = t.name();
    a.allow_kw(name, &["source", "encoding", "errors"])?;
    let given = a.len() + a.kw.len();
    if given > 3 {
        return Err(Error::type_error(format!(
            "{name}() takes at most 3 arguments ({given} given)"
        )));
    }
    let ba = t == TypeId::ByteArray;
    let param = |vm: &Vm, i: usize, pname: &str| -> Result<Option<String>> {
        match a.arg(i, pname) {
            None => Ok(None),
            Some(x) => match vm.str_of(x) {
                Some(s) => Ok(Some(s.to_string())),
                None => Err(Error::type_error(format!(
                    "{name}() argument '{pname}' must be str, not {}",
                    vm.type_name(x)
                ))),
            },
        }
    };
    let encoding = param(vm, 1, "encoding")?;
    let errors = param(vm, 2, "errors")?;
    let without_string = |encoding: &Option<String>| {
        Error::type_error(if encoding.is_some() {
            "encoding without a string argument"
        } else {
            "errors without a string argument"
        })
    };
    let Some(v) = a.arg(0, "source") else {
        if encoding.is_some() || errors.is_some() {
            return Err(without_string(&encoding));
        }
        return vm.new_bytes_like(ba, Vec::new());
    };
    if let Some(s) = vm.str_of(v) {
        let Some(enc) = encoding else {
            return Err(Error::type_error("string argument without an encoding"));
        };
        let s = s.to_string();
        let errors = errors.unwrap_or_else(|| "strict".to_string());
        let b = super::methods::str::encode(vm, &s, &enc, &errors, v)?;
        return vm.new_bytes_like(ba, b);
    }
    if encoding.is_some() || errors.is_some() {
        return Err(without_string(&encoding));
    }
    if !ba && vm.type_of(v) == TypeId::Bytes {
        return Ok(v);
    }
    if !ba && let Some(b) = vm.bytes_dunder(v)? {
        return vm.new_bytes(b);
    }
    let n = match vm.num(v) {
        Some(Num::I(n)) => Some(n),
        Some(Num::B(_)) => {
            return Err(Error::overflow(
                "cannot fit 'int' into an index-sized integer",
            ));
        }
        _ => None,
    };
    let data = match n {
        Some(n) if n < 0 => return Err(Error::value_error("negative count")),
        Some(n) => {
            vm.heap.check_room(n as usize)?;
            vm.before_bulk_copy(n as usize)?;
            vec![0u8; n as usize]
        }
        None => vm.bytes_from_object(v, t)?,
    };
    vm.new_bytes_like(ba, data)
}

#[allow(dead_code)]
fn empty_dict() -> Dict {
    Dict::new()
}

/// Parse `complex("1+2j")` syntax (no spaces inside, optional parentheses).
fn parse_complex(s: &str) -> Option<(f64, f64)> {
    let t = s.trim();
    let t = t
        .strip_prefix('(')
        .and_then(|x| x.strip_suffix(')'))
        .unwrap_or(t)
        .trim();
    if t.is_empty() {
        return None;
    }
    let pf = |x: &str| -> Option<f64> {
        match x {
            "" | "+" => Some(1.0),
            "-" => Some(-1.0),
            _ => crate::num::parse_float(x).ok(),
        }
    };
    if let Some(body) = t.strip_suffix(['j', 'J']) {
        // The split between real and imaginary parts: the last sign not after an exponent.
        let bytes = body.as_bytes();
        let mut split = None;
        for i in (1..bytes.len()).rev() {
            if (bytes[i] == b'+' || bytes[i] == b'-') && !matches!(bytes[i - 1], b'e' | b'E') {
                split = Some(i);
                break;
            }
        }
        return match split {
            Some(i) => Some((crate::num::parse_float(&body[..i]).ok()?, pf(&body[i..])?)),
            None => Some((0.0, pf(body)?)),
        };
    }
    Some((crate::num::parse_float(t).ok()?, 0.0))
}
