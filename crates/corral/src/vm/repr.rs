//! repr(), str(), format() and %-formatting of values.

use crate::error::{Error, Result};
use crate::format;
use crate::objects::{IterState, Obj, ObjRef, TypeId, Value, ViewKind};
use crate::text;

use super::Vm;
use super::dunder::Dunder;

/// Fake object address shown in default reprs: stable per object, never a
/// real host address.
pub fn fake_addr(r: ObjRef) -> String {
    format!("0x7f3a{:08x}", (r.0 as u64) * 48 + 0x1000)
}

impl Vm {
    pub fn repr_string(&mut self, v: Value) -> Result<String> {
        if let Value::Int(i) = v {
            // The commonest result, made in one allocation, not two.
            return Ok(i.to_string());
        }
        let mut out = String::new();
        let mut active = Vec::new();
        self.repr_into(v, &mut out, &mut active, 0)?;
        Ok(out)
    }

    /// `BaseException.__str__`: the message from the args.
    pub fn base_exception_str(&mut self, v: Value) -> Result<String> {
        match v {
            Value::Obj(r) if matches!(self.heap.get(r), Obj::Exception(_)) => {
                Ok(self.exc_obj_str(r))
            }
            _ => self.repr_string(v),
        }
    }

    pub fn str_string(&mut self, v: Value) -> Result<String> {
        if self.user_class(v).is_some() {
            if let Some(r) = self.call_slot(v, Dunder::Str, &[])? {
                return self.expect_str(r, "__str__");
            }
            if let Some(b) = self.base_value(v)
                && self.deque_ref(b).is_none()
                && !self.is_bytearray(b)
                && (self.dunder_of(v, Dunder::Repr).is_none() || self.str_of(b).is_some())
            {
                // str.__str__ gives the string itself; int/float/... inherit
                // object.__str__, which uses the (possibly overridden) repr.
                return self.str_string(b);
            }
            if self.dunder_of(v, Dunder::Repr).is_some() {
                return self.repr_string(v);
            }
        }
        if let Value::Obj(r) = v {
            match self.heap.get(r) {
                Obj::Str(s) => return Ok(s.as_str().to_string()),
                Obj::Exception(_) => return Ok(self.exc_obj_str(r)),
                _ => {}
            }
        }
        self.repr_string(v)
    }

    /// `module.qualname` of a user class (its `__module__`, else __main__).
    pub fn class_path(&self, cls: ObjRef) -> String {
        match self.heap.get(cls) {
            Obj::Class(c) => {
                let module = c
                    .dict
                    .get_str(&self.heap, "__module__")
                    .and_then(|m| self.str_of(m))
                    .unwrap_or("__main__");
                format!("{module}.{}", c.qualname)
            }
            _ => "?".to_string(),
        }
    }

    /// The `tp_name` CPython shows for `v`'s type: `datetime.date` for a
    /// class of a module CPython writes in C, the bare name for a class
    /// defined in guest code.
    fn c_type_name(&self, v: Value) -> String {
        match self.class_of(v) {
            Value::Obj(c) => {
                let q = match self.heap.get(c) {
                    Obj::Class(k) => k.qualname.to_string(),
                    _ => return self.type_name(v).to_string(),
                };
                let m = self.class_module(c);
                if matches!(
                    m.as_str(),
                    "datetime" | "re" | "functools" | "operator" | "collections" | "decimal"
                ) {
                    format!("{m}.{q}")
                } else {
                    q
                }
            }
            _ => self.type_name(v).to_string(),
        }
    }

    /// A Python function bound to an instance of (or, as a classmethod, to)
    /// a stdlib class that is a C type in CPython (`__corral_tp_name__`),
    /// such as `datetime.datetime.now`: CPython shows a builtin method.
    /// Its name and what CPython calls the receiver's type.
    fn c_type_method(&self, func: Value, receiver: Value) -> Option<(std::rc::Rc<str>, String)> {
        let Value::Obj(f) = func else { return None };
        let Obj::Function(fo) = self.heap.get(f) else {
            return None;
        };
        let name = fo.name.clone();
        let receiver_is_class = self.is_class(receiver);
        let cls = if receiver_is_class {
            receiver
        } else {
            self.class_of(receiver)
        };
        // The class that defines the method must be such a type.
        let definer = self.mro_of(cls).into_iter().find_map(|c| {
            let Value::Obj(cr) = c else { return None };
            let Obj::Class(k) = self.heap.get(cr) else {
                return None;
            };
            let v = k.dict.get_str(&self.heap, &name)?;
            let inner = match v {
                Value::Obj(r) => match self.heap.get(r) {
                    Obj::ClassMethod(i) | Obj::StaticMethod(i) => *i,
                    _ => v,
                },
                _ => v,
            };
            Some((inner == func).then_some(k))
        })??;
        definer.dict.get_str(&self.heap, "__corral_tp_name__")?;
        let owner = if receiver_is_class {
            "type".to_string()
        } else {
            self.c_type_name(receiver)
        };
        Some((name, owner))
    }

    pub fn repr(&mut self, v: Value) -> Result<Value> {
        let s = self.repr_string(v)?;
        self.new_str(s)
    }

    pub fn to_str(&mut self, v: Value) -> Result<Value> {
        if self.str_of(v).is_some() {
            return Ok(v);
        }
        if let Value::Int(i) = v {
            // The commonest conversion: no intermediate `String`s.
            return self.new_str(int_text(i, &mut [0; 20]));
        }
        let s = self.str_string(v)?;
        self.new_str(s)
    }

    fn repr_into(
        &mut self,
        v: Value,
        out: &mut String,
        active: &mut Vec<ObjRef>,
        depth: usize,
    ) -> Result<()> {
        let max = self.limits.stack_depth.unwrap_or(100_000).min(100_000) as usize;
        if depth > max {
            return Err(Error::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded while getting the repr of an object",
            ));
        }
        if out.len() > 1 << 16 {
            self.heap.check_room(out.len())?;
            self.charge_steps(64)?;
        }
        match v {
            Value::Undef | Value::None => out.push_str("None"),
            Value::Bool(b) => out.push_str(if b { "True" } else { "False" }),
            Value::Int(i) => out.push_str(int_text(i, &mut [0; 20])),
            Value::Float(f) => out.push_str(&format::float_repr(f)),
            Value::Ellipsis => out.push_str("Ellipsis"),
            Value::NotImplemented => out.push_str("NotImplemented"),
            Value::Type(t) => {
                out.push_str("<class '");
                out.push_str(&t.qualified_name());
                out.push_str("'>");
            }
            Value::Builtin(b) => {
                out.push_str("<built-in function ");
                out.push_str(b.name());
                out.push('>');
            }
            Value::Native(n) => {
                out.push_str("<built-in function ");
                out.push_str(n.name());
                out.push('>');
            }
            Value::Method(m, cls) => {
                let what = match crate::builtins::methods::descr::kind(m, cls) {
                    crate::builtins::methods::descr::Kind::Wrapper => "slot wrapper",
                    crate::builtins::methods::descr::Kind::Method => "method",
                };
                out.push_str(&format!(
                    "<{what} '{}' of '{}' objects>",
                    m.name(),
                    cls.tp_name()
                ));
            }
            Value::Obj(r) => self.repr_obj(r, out, active, depth)?,
        }
        Ok(())
    }

    fn expect_str(&mut self, r: Value, what: &str) -> Result<String> {
        match self.str_of(r) {
            Some(s) => Ok(s.to_string()),
            None => Err(Error::type_error(format!(
                "{what} returned non-string (type {})",
                self.type_name(r)
            ))),
        }
    }

    fn repr_obj(
        &mut self,
        r: ObjRef,
        out: &mut String,
        active: &mut Vec<ObjRef>,
        depth: usize,
    ) -> Result<()> {
        if let Some(cls) = self.user_class(Value::Obj(r)) {
            if let Some(s) = self.call_slot(Value::Obj(r), Dunder::Repr, &[])? {
                let s = self.expect_str(s, "__repr__")?;
                out.push_str(&s);
                return Ok(());
            }
            let cname = self.class_name(Value::Obj(cls)).to_string();
            match self.heap.get(r) {
                Obj::Class(c) => {
                    let q = c.qualname.clone();
                    out.push_str(&format!("<class '{}.{q}'>", self.class_module(r)))
                }
                Obj::Exception(e) => {
                    let args = e.args.clone();
                    out.push_str(&cname);
                    out.push('(');
                    self.repr_seq(&args, out, active, depth)?;
                    out.push(')');
                }
                Obj::Instance(i) if self.any_set(i.base_value()).is_some() => {
                    // A set subclass: `Name({...})`, `Name()` when empty.
                    let keys = self.set_items(i.base_value());
                    out.push_str(&cname);
                    if keys.is_empty() {
                        out.push_str("()");
                    } else if active.contains(&r) {
                        out.push_str("(...)");
                    } else {
                        active.push(r);
                        out.push_str("({");
                        let res = self.repr_seq(&keys, out, active, depth);
                        active.pop();
                        res?;
                        out.push_str("})");
                    }
                }
                Obj::Instance(_) if self.deque_ref(Value::Obj(r)).is_some() => {
                    if let Some(d) = self.deque_ref(Value::Obj(r)) {
                        self.deque_repr_into(d, &cname, out, active, depth)?;
                    }
                }
                Obj::Instance(i)
                    if matches!(i.base_value(), Value::Obj(b)
                        if matches!(self.heap.get(b), Obj::ByteArray(_))) =>
                {
                    // CPython's bytearray repr names the subclass.
                    let b = i.base_value();
                    let mut inner = String::new();
                    self.repr_into(b, &mut inner, active, depth + 1)?;
                    let body = inner
                        .strip_prefix("bytearray")
                        .unwrap_or(&inner)
                        .to_string();
                    out.push_str(&cname);
                    out.push_str(&body);
                }
                Obj::Instance(i) if !i.base_value().is_undef() => {
                    let b = i.base_value();
                    self.repr_into(b, out, active, depth + 1)?;
                }
                _ => {
                    let m = self.class_module(cls);
                    let q = match self.heap.get(cls) {
                        Obj::Class(c) => c.qualname.to_string(),
                        _ => cname,
                    };
                    out.push_str(&format!("<{m}.{q} object at {}>", fake_addr(r)))
                }
            }
            return Ok(());
        }
        let (open, close, items): (&str, &str, Vec<Value>) = match self.heap.get(r) {
            Obj::Class(c) => {
                let q = c.qualname.clone();
                let m = self.class_module(r);
                out.push_str(&format!("<class '{m}.{q}'>"));
                return Ok(());
            }
            Obj::Instance(_) => {
                out.push_str(&format!("<object at {}>", fake_addr(r)));
                return Ok(());
            }
            Obj::WeakCell(_) => {
                out.push_str(&format!("<weakcell at {}>", fake_addr(r)));
                return Ok(());
            }
            Obj::Property(_) => {
                out.push_str(&format!("<property object at {}>", fake_addr(r)));
                return Ok(());
            }
            Obj::External(x) => {
                out.push_str(&format!("<built-in function {}>", x.name));
                return Ok(());
            }
            Obj::Future(_) => {
                let s = self.future_repr(r)?;
                out.push_str(&s);
                return Ok(());
            }
            Obj::Code(c, _) => {
                out.push_str(&format!(
                    "<code object {} at {}, file \"{}\", line {}>",
                    c.name,
                    fake_addr(r),
                    c.filename,
                    c.firstline
                ));
                return Ok(());
            }
            Obj::Complex(re, im) => {
                out.push_str(&format::complex_repr(*re, *im));
                return Ok(());
            }
            Obj::GenericAlias(o, args) => {
                let (o, args) = (*o, args.clone());
                // Types print by name here (`list[int]`), other values by repr.
                let show = |vm: &mut Vm,
                            v: Value,
                            out: &mut String,
                            active: &mut Vec<ObjRef>|
                 -> Result<()> {
                    if let Value::Obj(c) = v
                        && vm.is_class(v)
                    {
                        let m = vm.class_module(c);
                        let q = match vm.heap.get(c) {
                            Obj::Class(k) => k.qualname.clone(),
                            _ => "?".into(),
                        };
                        out.push_str(&format!("{m}.{q}"));
                        Ok(())
                    } else if let Value::Type(t) = v {
                        out.push_str(&t.qualified_name());
                        Ok(())
                    } else if vm.is_class(v) {
                        out.push_str(vm.class_name(v));
                        Ok(())
                    } else if matches!(v, Value::Ellipsis) {
                        out.push_str("...");
                        Ok(())
                    } else {
                        vm.repr_into(v, out, active, depth + 1)
                    }
                };
                show(self, o, out, active)?;
                out.push('[');
                if args.is_empty() {
                    // `tuple[()]`: the empty argument tuple is written out.
                    out.push_str("()");
                }
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    show(self, *a, out, active)?;
                }
                out.push(']');
                return Ok(());
            }
            Obj::PlainObject => {
                out.push_str(&format!("<object object at {}>", fake_addr(r)));
                return Ok(());
            }
            Obj::Traceback { .. } => {
                out.push_str(&format!("<traceback object at {}>", fake_addr(r)));
                return Ok(());
            }
            Obj::Frame(g) => {
                let g = *g;
                out.push_str(&self.frame_repr(r, g));
                return Ok(());
            }
            Obj::StaticMethod(f) | Obj::ClassMethod(f) => {
                let kind = if matches!(self.heap.get(r), Obj::StaticMethod(_)) {
                    "staticmethod"
                } else {
                    "classmethod"
                };
                let f = *f;
                out.push_str(kind);
                out.push('(');
                self.repr_into(f, out, active, depth + 1)?;
                out.push(')');
                return Ok(());
            }
            &Obj::Super { class, obj } => {
                let n = self.class_name(class).to_string();
                if obj.is_undef() {
                    out.push_str(&format!("<super: <class '{n}'>, NULL>"));
                } else {
                    let of = if self.is_class(obj) {
                        obj
                    } else {
                        self.class_of(obj)
                    };
                    let o = self.class_name(of).to_string();
                    out.push_str(&format!("<super: <class '{n}'>, <{o} object>>"));
                }
                return Ok(());
            }
            Obj::Str(s) => {
                // One pass over the text without clock readings.
                let n = s.as_str().len() as u64;
                self.before_one_pass(n)?;
                if let Obj::Str(s) = self.heap.get(r) {
                    out.push_str(&text::repr_str(s.as_str()));
                }
                return Ok(());
            }
            Obj::Bytes(b) => {
                let n = b.len() as u64;
                self.before_one_pass(n)?;
                if let Obj::Bytes(b) = self.heap.get(r) {
                    out.push_str(&text::bytes::repr_bytes(b));
                }
                return Ok(());
            }
            Obj::ByteArray(b) => {
                // CPython's bytearray repr escapes ' even inside "...".
                let body = text::bytes::repr_bytes(b);
                out.push_str("bytearray(");
                if body.starts_with("b\"") {
                    out.push_str(&body.replace('\'', "\\'"));
                } else {
                    out.push_str(&body);
                }
                out.push(')');
                return Ok(());
            }
            Obj::BigInt(b) => {
                // Conversion is quadratic in the digits: charge steps in
                // proportion, so a loop of conversions meets its clock checks.
                let bits = b.bits();
                self.charge_steps((bits.saturating_mul(bits) >> 16).saturating_add(1))?;
                let limit = crate::modules::sysmod::int_str_limit_bits(self, bits)?;
                let Obj::BigInt(b) = self.heap.get(r) else {
                    return Ok(());
                };
                let s = crate::num::int_to_str_with_limit(b, limit).map_err(Error::from)?;
                out.push_str(&s);
                return Ok(());
            }
            Obj::List(l) => ("[", "]", l.clone()),
            Obj::Tuple(t) => {
                if t.len() == 1 {
                    let x = t[0];
                    if active.contains(&r) {
                        out.push_str("(...)");
                        return Ok(());
                    }
                    active.push(r);
                    out.push('(');
                    self.repr_into(x, out, active, depth + 1)?;
                    out.push_str(",)");
                    active.pop();
                    return Ok(());
                }
                ("(", ")", t.to_vec())
            }
            Obj::Set(d) | Obj::FrozenSet(d) => {
                let frozen = matches!(self.heap.get(r), Obj::FrozenSet(_));
                let keys: Vec<Value> = d.keys().collect();
                if keys.is_empty() {
                    out.push_str(if frozen { "frozenset()" } else { "set()" });
                    return Ok(());
                }
                if active.contains(&r) {
                    out.push_str(if frozen { "frozenset(...)" } else { "set(...)" });
                    return Ok(());
                }
                active.push(r);
                if frozen {
                    out.push_str("frozenset(");
                }
                out.push('{');
                self.repr_seq(&keys, out, active, depth)?;
                out.push('}');
                if frozen {
                    out.push(')');
                }
                active.pop();
                return Ok(());
            }
            Obj::Dict(d) => {
                let pairs: Vec<(Value, Value)> = d.iter().map(|e| (e.key, e.value)).collect();
                if active.contains(&r) {
                    out.push_str("{...}");
                    return Ok(());
                }
                active.push(r);
                out.push('{');
                for (i, (k, v)) in pairs.into_iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.repr_into(k, out, active, depth + 1)?;
                    out.push_str(": ");
                    self.repr_into(v, out, active, depth + 1)?;
                }
                out.push('}');
                active.pop();
                return Ok(());
            }
            Obj::LongRange(p) => {
                if p[2] == num_bigint::BigInt::from(1) {
                    out.push_str(&format!("range({}, {})", p[0], p[1]));
                } else {
                    out.push_str(&format!("range({}, {}, {})", p[0], p[1], p[2]));
                }
                return Ok(());
            }
            Obj::Range { start, stop, step } => {
                if *step == 1 {
                    out.push_str(&format!("range({start}, {stop})"));
                } else {
                    out.push_str(&format!("range({start}, {stop}, {step})"));
                }
                return Ok(());
            }
            Obj::Slice(parts) => {
                let parts = **parts;
                out.push_str("slice(");
                for (i, p) in parts.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.repr_into(*p, out, active, depth + 1)?;
                }
                out.push(')');
                return Ok(());
            }
            Obj::Function(f) => {
                out.push_str(&format!("<function {} at {}>", f.qualname, fake_addr(r)));
                return Ok(());
            }
            Obj::Cell(_) => {
                out.push_str(&format!("<cell at {}>", fake_addr(r)));
                return Ok(());
            }
            Obj::BoundMethod { func, receiver } => {
                let (func, receiver) = (*func, *receiver);
                if let Some((name, owner)) = self.c_type_method(func, receiver) {
                    let addr = receiver
                        .as_obj()
                        .map(fake_addr)
                        .unwrap_or_else(|| "0x0".into());
                    out.push_str(&format!(
                        "<built-in method {name} of {owner} object at {addr}>"
                    ));
                    return Ok(());
                }
                let builtin = match func {
                    Value::Method(m, cls)
                        if crate::builtins::methods::descr::kind(m, cls)
                            == crate::builtins::methods::descr::Kind::Wrapper =>
                    {
                        let addr = receiver
                            .as_obj()
                            .map(fake_addr)
                            .unwrap_or_else(|| "0x0".into());
                        out.push_str(&format!(
                            "<method-wrapper '{}' of {} object at {addr}>",
                            m.name(),
                            self.type_name(receiver)
                        ));
                        return Ok(());
                    }
                    Value::Method(m, _) => Some((m.name(), self.type_name(receiver).to_string())),
                    // random's methods are Python functions in CPython; the
                    // other native classes' are C methods.
                    Value::Native(n) if n.module_name() != "random" => {
                        Some((n.name(), self.c_type_name(receiver)))
                    }
                    _ => None,
                };
                match builtin {
                    Some((name, tn)) => {
                        let addr = receiver
                            .as_obj()
                            .map(fake_addr)
                            .unwrap_or_else(|| "0x0".into());
                        out.push_str(&format!(
                            "<built-in method {name} of {tn} object at {addr}>"
                        ));
                    }
                    None => {
                        let name = match func {
                            Value::Obj(f) => match self.heap.get(f) {
                                Obj::Function(f) => f.qualname.to_string(),
                                _ => "?".into(),
                            },
                            Value::Native(n) => {
                                format!("{}.{}", self.class_name(self.class_of(receiver)), n.name())
                            }
                            _ => "?".into(),
                        };
                        out.push_str(&format!("<bound method {name} of "));
                        self.repr_into(receiver, out, active, depth + 1)?;
                        out.push('>');
                    }
                }
                return Ok(());
            }
            Obj::Exception(e) => {
                let (ty, args) = (e.ty, e.args.clone());
                out.push_str(ty.name());
                out.push('(');
                self.repr_seq(&args, out, active, depth)?;
                out.push(')');
                return Ok(());
            }
            Obj::Iter(it) => {
                let name = match &**it {
                    IterState::Seq { seq, .. } => match self.heap.get(*seq) {
                        Obj::List(_) => "list_iterator",
                        Obj::Tuple(_) => "tuple_iterator",
                        Obj::ByteArray(_) => "bytearray_iterator",
                        _ => "bytes_iterator",
                    },
                    IterState::Str { .. } => "str_ascii_iterator",
                    IterState::Range { .. } => "range_iterator",
                    IterState::Dict { kind, .. } => match kind {
                        ViewKind::Keys => "dict_keyiterator",
                        ViewKind::Values => "dict_valueiterator",
                        ViewKind::Items => "dict_itemiterator",
                    },
                    IterState::Reversed { .. } => "list_reverseiterator",
                    IterState::Enumerate { .. } => "enumerate",
                    IterState::Zip { .. } => "zip",
                    IterState::Map { .. } => "map",
                    IterState::Filter { .. } => "filter",
                    IterState::Callable { .. } => "callable_iterator",
                    IterState::GetItem { .. } => "iterator",
                    IterState::Await(_) => "_asyncio.FutureIter",
                    IterState::AsyncGenOp { op, .. } => {
                        if *op == crate::objects::AgOp::Send {
                            "async_generator_asend"
                        } else {
                            "async_generator_athrow"
                        }
                    }
                    IterState::ANext { .. } => "anext_awaitable",
                    IterState::CoroWrap(_) => "coroutine_wrapper",
                    IterState::Empty => "iterator",
                    IterState::Deque { rev: false, .. } => "_collections._deque_iterator",
                    IterState::Deque { rev: true, .. } => "_collections._deque_reverse_iterator",
                    IterState::Tool(t) => {
                        if let Some((name, shown, extra)) =
                            crate::modules::itertoolsmod::repr_parts(t)
                        {
                            out.push_str(name);
                            out.push('(');
                            self.repr_into(shown, out, active, depth + 1)?;
                            if let Some(x) = extra {
                                out.push_str(", ");
                                self.repr_into(x, out, active, depth + 1)?;
                            }
                            out.push(')');
                            return Ok(());
                        }
                        t.type_id().tp_name()
                    }
                };
                out.push_str(&format!("<{name} object at {}>", fake_addr(r)));
                return Ok(());
            }
            Obj::Generator(g) => {
                let kind = if g.code.is_async_generator {
                    "async_generator"
                } else if g.code.is_coroutine {
                    "coroutine"
                } else {
                    "generator"
                };
                out.push_str(&format!(
                    "<{kind} object {} at {}>",
                    g.qualname,
                    fake_addr(r)
                ));
                return Ok(());
            }
            Obj::Module(m) => {
                // A module run from a file (the main program) names it.
                let file = match self.heap.get(m.dict) {
                    Obj::Dict(t) => t
                        .find_str(&self.heap, "__file__")
                        .and_then(|i| t.slot(i))
                        .and_then(|e| self.str_of(e.value)),
                    _ => None,
                };
                match file {
                    Some(f) => out.push_str(&format!("<module '{}' from '{f}'>", m.name)),
                    None => out.push_str(&format!("<module '{}' (built-in)>", m.name)),
                }
                return Ok(());
            }
            Obj::Deque(_) => {
                return self.deque_repr_into(r, "deque", out, active, depth);
            }
            Obj::DictView { dict, kind } => {
                let (dict, kind) = (*dict, *kind);
                let name = match kind {
                    ViewKind::Keys => "dict_keys",
                    ViewKind::Values => "dict_values",
                    ViewKind::Items => "dict_items",
                };
                let items: Vec<Value> = match self.heap.get(dict) {
                    Obj::Dict(d) => match kind {
                        ViewKind::Keys => d.keys().collect(),
                        ViewKind::Values => d.iter().map(|e| e.value).collect(),
                        ViewKind::Items => {
                            let pairs: Vec<(Value, Value)> =
                                d.iter().map(|e| (e.key, e.value)).collect();
                            let mut v = Vec::new();
                            for (k, x) in pairs {
                                v.push(self.new_tuple_of(&[k, x])?);
                            }
                            v
                        }
                    },
                    _ => Vec::new(),
                };
                out.push_str(name);
                out.push_str("([");
                self.repr_seq(&items, out, active, depth)?;
                out.push_str("])");
                return Ok(());
            }
        };
        if active.contains(&r) {
            out.push_str(open);
            out.push_str("...");
            out.push_str(close);
            return Ok(());
        }
        active.push(r);
        out.push_str(open);
        self.repr_seq(&items, out, active, depth)?;
        out.push_str(close);
        active.pop();
        Ok(())
    }

    /// `Name([items])` or `Name([items], maxlen=n)`; `[...]` when the deque
    /// is already being shown (CPython's `deque_repr`).
    fn deque_repr_into(
        &mut self,
        r: ObjRef,
        name: &str,
        out: &mut String,
        active: &mut Vec<ObjRef>,
        depth: usize,
    ) -> Result<()> {
        if active.contains(&r) {
            out.push_str("[...]");
            return Ok(());
        }
        let Some(d) = self.deque(r) else {
            return Ok(());
        };
        let items: Vec<Value> = d.items.iter().copied().collect();
        let maxlen = d.maxlen;
        active.push(r);
        out.push_str(name);
        out.push_str("([");
        self.repr_seq(&items, out, active, depth)?;
        out.push(']');
        if let Some(m) = maxlen {
            out.push_str(&format!(", maxlen={m}"));
        }
        out.push(')');
        active.pop();
        Ok(())
    }

    /// `deque.__repr__(v)`, for a deque or an instance of a subclass.
    pub(crate) fn deque_repr_string(&mut self, v: Value) -> Result<String> {
        let Some(r) = self.deque_ref(v) else {
            return self.repr_string(v);
        };
        let name = if self.is_user(v) {
            self.class_name(self.class_of(v)).to_string()
        } else {
            "deque".to_string()
        };
        let mut out = String::new();
        self.deque_repr_into(r, &name, &mut out, &mut Vec::new(), 0)?;
        Ok(out)
    }

    fn repr_seq(
        &mut self,
        items: &[Value],
        out: &mut String,
        active: &mut Vec<ObjRef>,
        depth: usize,
    ) -> Result<()> {
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.repr_into(*x, out, active, depth + 1)?;
        }
        Ok(())
    }

    pub fn ascii_string(&mut self, v: Value) -> Result<String> {
        let s = self.repr_string(v)?;
        Ok(text::escape_non_ascii(&s).into_owned())
    }

    /// `format(v, spec)`.
    pub fn format(&mut self, v: Value, spec: &str) -> Result<String> {
        if self.is_user(v) {
            let sv = self.new_str(spec)?;
            if let Some(r) = self.call_slot(v, Dunder::Format, &[sv])? {
                return self.expect_str(r, "__format__");
            }
            if let Some(b) = self.base_value(v)
                && !spec.is_empty()
            {
                return self.format(b, spec);
            }
        }
        match v {
            Value::Bool(b) if spec.is_empty() => Ok(if b { "True" } else { "False" }.to_string()),
            Value::Int(i) if let Some(s) = format::format_small_int(i, spec) => Ok(s),
            Value::Int(_) | Value::Bool(_) => {
                let b = self.int_big(v).unwrap_or_default();
                let tn = self.type_name(v);
                Ok(format::format_int_spec(&b, spec, tn)?)
            }
            Value::Float(f) => Ok(format::format_float_spec(f, spec, "float")?),
            Value::Obj(r) => match self.heap.get(r) {
                Obj::BigInt(b) => {
                    let limit = crate::modules::sysmod::int_str_limit_bits(self, b.bits())?;
                    let Obj::BigInt(b) = self.heap.get(r) else {
                        return Ok(String::new());
                    };
                    Ok(format::format_int_spec_with_limit(b, spec, "int", limit)?)
                }
                Obj::Str(s) => {
                    // Padding to a huge width is one pass without clock
                    // readings. Only a spec of 6+ characters can name a
                    // width that long, so the common ones are parsed once.
                    let n = s.as_str().len();
                    if spec.len() >= 6 || n as u64 >= super::ONE_PASS_MIN_UNITS {
                        let width = format::parse_spec(spec, "str")
                            .ok()
                            .and_then(|f| f.width)
                            .unwrap_or(0)
                            .max(n);
                        // A width past the memory limit exhausts memory first.
                        self.heap.check_room(width)?;
                        self.before_one_pass(width as u64)?;
                    }
                    let Obj::Str(s) = self.heap.get(r) else {
                        return Ok(String::new());
                    };
                    Ok(format::format_str_spec(s.as_str(), spec, "str")?)
                }
                Obj::Complex(re, im) => Ok(format::format_complex_spec(*re, *im, spec, "complex")?),
                _ => self.format_default(v, spec),
            },
            _ => self.format_default(v, spec),
        }
    }

    fn format_default(&mut self, v: Value, spec: &str) -> Result<String> {
        if !spec.is_empty() {
            return Err(Error::type_error(format!(
                "unsupported format string passed to {}.__format__",
                self.type_name(v)
            )));
        }
        self.str_string(v)
    }

    pub(crate) fn format_value(
        &mut self,
        v: Value,
        conv: u8,
        spec: Option<Value>,
    ) -> Result<Value> {
        let v = match conv {
            b's' => self.to_str(v)?,
            b'r' => self.repr(v)?,
            b'a' => {
                let s = self.ascii_string(v)?;
                self.new_str(s)?
            }
            _ => v,
        };
        let spec = spec
            .and_then(|s| self.str_of(s).map(|x| x.to_string()))
            .unwrap_or_default();
        if spec.is_empty() && self.type_of(v) == TypeId::Str {
            return Ok(v);
        }
        let s = self.format(v, &spec)?;
        self.new_str(s)
    }

    /// Does `str % args` take `args` as a mapping (CPython: anything with
    /// `__getitem__` but a tuple or a str)? Then `%(key)s` reads `args[key]`
    /// and unused arguments are no error.
    fn percent_mapping(&self, args: Value) -> bool {
        let plain = self.base_value(args).unwrap_or(args);
        match self.type_of(plain) {
            TypeId::Tuple | TypeId::Str => false,
            TypeId::Dict | TypeId::List | TypeId::Range | TypeId::Bytes | TypeId::ByteArray => true,
            _ => self.is_user(args) && self.dunder_of(args, Dunder::GetItem).is_some(),
        }
    }

    /// `str % args`.
    pub(crate) fn percent_format(&mut self, fmt: Value, args: Value) -> Result<Value> {
        if let Some(out) = self.percent_plain(fmt, args) {
            return self.new_str(out);
        }
        let f = self.str_of(fmt).unwrap_or("").to_string();
        let pieces = format::parse_percent(&f)?;
        let is_tuple = self.type_of(args) == TypeId::Tuple;
        let is_mapping = self.percent_mapping(args);
        let mut items = if is_tuple {
            self.seq_items(args)?
        } else {
            vec![args]
        };
        let mut idx = 0usize;
        let mut out = String::new();
        let next_arg = |items: &[Value], idx: &mut usize| -> Result<Value> {
            let v = items.get(*idx).copied();
            *idx += 1;
            v.ok_or_else(|| Error::type_error("not enough arguments for format string"))
        };
        for p in pieces {
            match p {
                format::PercentPiece::Literal(s) => out.push_str(&s),
                format::PercentPiece::Spec(spec) => {
                    let width = match spec.width {
                        Some(format::Width::Num(n)) => Some(n),
                        Some(format::Width::Star) => {
                            let w = next_arg(&items, &mut idx)?;
                            Some(
                                self.index_of(w)
                                    .map_err(|_| Error::type_error("* wants int"))?
                                    .max(0) as usize,
                            )
                        }
                        None => None,
                    };
                    let precision = match spec.precision {
                        Some(format::Width::Num(n)) => Some(n),
                        Some(format::Width::Star) => {
                            let w = next_arg(&items, &mut idx)?;
                            Some(
                                self.index_of(w)
                                    .map_err(|_| Error::type_error("* wants int"))?
                                    .max(0) as usize,
                            )
                        }
                        None => None,
                    };
                    let arg = match &spec.key {
                        Some(k) => {
                            if !is_mapping {
                                return Err(Error::type_error("format requires a mapping"));
                            }
                            let key = self.new_str(k.as_str())?;
                            // The value stands in for the arguments: a
                            // positional spec after it finds none left.
                            items = vec![self.get_item(args, key)?];
                            idx = 0;
                            next_arg(&items, &mut idx)?
                        }
                        None => next_arg(&items, &mut idx)?,
                    };
                    let pa = format::PercentArgs {
                        flags: spec.flags,
                        width,
                        precision,
                        conv: spec.conv,
                    };
                    let piece = match spec.conv {
                        's' => {
                            let s = self.str_string(arg)?;
                            format::percent_str(&s, &pa)?
                        }
                        'r' => {
                            let s = self.repr_string(arg)?;
                            format::percent_str(&s, &pa)?
                        }
                        'a' => {
                            let s = self.ascii_string(arg)?;
                            format::percent_str(&s, &pa)?
                        }
                        'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
                            let arg = self.base_value(arg).unwrap_or(arg);
                            let b = match arg {
                                Value::Float(f) if matches!(spec.conv, 'd' | 'i' | 'u') => {
                                    crate::num::f64_to_int(f).map_err(Error::from)?
                                }
                                _ => match self.int_big(arg) {
                                    Some(b) => b,
                                    // `%d` of a number type written in
                                    // Python (Decimal) goes through __int__.
                                    None if matches!(spec.conv, 'd' | 'i' | 'u')
                                        && let Some(iv) =
                                            self.call_slot(arg, Dunder::Int, &[])?
                                        && let Some(b) = self.int_big(iv) =>
                                    {
                                        b
                                    }
                                    None => {
                                        let what = if matches!(spec.conv, 'd' | 'i' | 'u') {
                                            format!(
                                                "%{} format: a real number is required, not {}",
                                                spec.conv,
                                                self.type_name(arg)
                                            )
                                        } else {
                                            format!(
                                                "%{} format: an integer is required, not {}",
                                                spec.conv,
                                                self.type_name(arg)
                                            )
                                        };
                                        return Err(Error::type_error(what));
                                    }
                                },
                            };
                            let limit = crate::modules::sysmod::int_str_limit_bits(self, b.bits())?;
                            format::percent_int_with_limit(&b, &pa, limit)?
                        }
                        'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                            let arg = self.base_value(arg).unwrap_or(arg);
                            let f = match self.num(arg) {
                                Some(super::ops::Num::F(f)) => f,
                                Some(super::ops::Num::I(i)) => i as f64,
                                Some(super::ops::Num::B(b)) => {
                                    crate::num::big_to_f64(&b).map_err(Error::from)?
                                }
                                None => match self.call_slot(arg, Dunder::Float, &[])? {
                                    Some(Value::Float(f)) => f,
                                    _ => {
                                        return Err(Error::type_error(format!(
                                            "must be real number, not {}",
                                            self.type_name(arg)
                                        )));
                                    }
                                },
                            };
                            format::percent_float(f, &pa)?
                        }
                        'c' => {
                            let c = match self.str_of(arg) {
                                Some(s) if s.chars().count() == 1 => s.to_string(),
                                Some(_) => {
                                    return Err(Error::type_error("%c requires int or char"));
                                }
                                None => match self.int_big(arg) {
                                    Some(b) => format::percent_char(&b)?.to_string(),
                                    None => {
                                        return Err(Error::type_error("%c requires int or char"));
                                    }
                                },
                            };
                            format::percent_str(
                                &c,
                                &format::PercentArgs {
                                    precision: None,
                                    ..pa
                                },
                            )?
                        }
                        _ => return Err(spec.unsupported_error().into()),
                    };
                    out.push_str(&piece);
                }
            }
        }
        if !is_mapping && idx < items.len() {
            return Err(Error::type_error(
                "not all arguments converted during string formatting",
            ));
        }
        self.new_str(out)
    }
}

impl Vm {
    /// `fmt % args` when every spec is a bare `%s` of a str or int, `%d`/`%i`
    /// of an int, `%f`/`%.Nf` of a finite float (or an exact small int), or
    /// `%%`, and the arguments match one for one: the common case, without
    /// parsing the format into pieces. None: the general path decides
    /// (including every error).
    fn percent_plain(&self, fmt: Value, args: Value) -> Option<String> {
        let f = self.str_of(fmt)?;
        let one = [args];
        let items: &[Value] = match args {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Tuple(t) => t,
                Obj::Dict(_) => return None,
                _ => &one,
            },
            _ => &one,
        };
        let mut out = String::with_capacity(f.len() + 8 * items.len());
        let mut next = items.iter();
        let mut rest = f;
        while let Some(at) = rest.find('%') {
            out.push_str(&rest[..at]);
            let spec = rest.as_bytes().get(at + 1..)?;
            let (conv, prec, used) = match spec {
                [b'.', d, c, ..] if d.is_ascii_digit() => (*c, Some((d - b'0') as usize), 3),
                [c, ..] => (*c, None, 1),
                [] => return None,
            };
            if !conv.is_ascii() {
                return None;
            }
            rest = &rest[at + 1 + used..];
            if conv == b'%' && prec.is_none() {
                out.push('%');
                continue;
            }
            let v = *next.next()?;
            match (conv, prec, v) {
                (b's' | b'd' | b'i', None, Value::Int(i)) => {
                    out.push_str(int_text(i, &mut [0; 20]));
                }
                (b's', None, Value::Obj(r)) => match self.heap.get(r) {
                    Obj::Str(s) => out.push_str(s.as_str()),
                    _ => return None,
                },
                (b'f', Some(p), _) if p > 100 => return None,
                (b'f', p, Value::Float(x)) if x.is_finite() => {
                    out.push_str(&format!("{:.*}", p.unwrap_or(6), x));
                }
                (b'f', p, Value::Int(i)) if i.unsigned_abs() < 1 << 53 => {
                    out.push_str(&format!("{:.*}", p.unwrap_or(6), i as f64));
                }
                _ => return None,
            }
        }
        if next.next().is_some() {
            return None;
        }
        out.push_str(rest);
        Some(out)
    }
}

/// The decimal text of `i`, written at the end of `buf` (20 bytes hold
/// `i64::MIN`), so making it allocates nothing.
pub fn int_text(i: i64, buf: &mut [u8; 20]) -> &str {
    let mut n = i.unsigned_abs();
    let mut at = buf.len();
    for b in buf.iter_mut().rev() {
        *b = b'0' + (n % 10) as u8;
        n /= 10;
        at -= 1;
        if n == 0 {
            break;
        }
    }
    if i < 0
        && let Some(b) = at.checked_sub(1).and_then(|k| buf.get_mut(k))
    {
        *b = b'-';
        at -= 1;
    }
    std::str::from_utf8(buf.get(at..).unwrap_or(&[])).unwrap_or("")
}
