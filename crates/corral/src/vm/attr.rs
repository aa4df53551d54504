//! Attribute access on builtin objects and types.

use std::rc::Rc;

use crate::builtins::MethodId;
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};

use super::Vm;
use super::dunder::Dunder;

impl Vm {
    pub fn get_attr(&mut self, obj: Value, name: &str) -> Result<Value> {
        if let Value::Obj(r) = obj {
            match self.heap.get(r) {
                Obj::Class(_) => {
                    return match self.class_getattr(r, name)? {
                        Some(v) => Ok(v),
                        None => Err(self.no_attr(obj, name)),
                    };
                }
                Obj::Super { .. } => return self.super_getattr(r, name),
                _ => {}
            }
            if let Some(cls) = self.user_class(obj) {
                if let Some(ga) = self.user_getattribute(cls) {
                    return self.call_getattribute(ga, obj, name);
                }
                if let Some(v) = self.instance_getattr(obj, cls, name)? {
                    return Ok(v);
                }
                // Builtin attributes (exception args, …) and base-type methods.
                if let Some(v) = self.data_attr(obj, name)? {
                    return Ok(v);
                }
                if let Some(ga) = self.dunder_of(obj, Dunder::GetAttr) {
                    let key = self.new_str(name)?;
                    return self.call(ga, &[obj, key]);
                }
                return Err(self.no_attr(obj, name));
            }
        }
        if name == "__class__" {
            return Ok(Value::Type(self.type_of(obj)));
        }
        if let Value::Type(t) = obj {
            return self.type_attr(t, name);
        }
        if let Value::Obj(r) = obj
            && let Obj::Module(m) = self.heap.get(r)
        {
            let mname = m.name.clone();
            if name == "__name__" {
                return self.new_str(&*mname);
            }
            if name == "__dict__" {
                return Ok(Value::Obj(m.dict));
            }
            return match crate::modules::get_attr(self, obj, name)? {
                Some(v) => Ok(v),
                // A module without a docstring (every native one here).
                None if name == "__doc__" => Ok(Value::None),
                None => match self.module_getattr_hook(obj) {
                    // PEP 562: the module's own __getattr__ answers.
                    Some(ga) => {
                        let key = self.new_str(name)?;
                        self.call(ga, &[key])
                    }
                    None => Err(crate::modules::no_attr(&mname, name)),
                },
            };
        }
        let ty = self.type_of(obj);
        if let Some(m) = MethodId::lookup(ty, name) {
            return self.alloc(Obj::BoundMethod {
                func: m.on(ty),
                receiver: obj,
            });
        }
        if let Some(v) = self.data_attr(obj, name)? {
            return Ok(v);
        }
        Err(self.no_attr(obj, name))
    }

    /// The `__getattr__` function a module defines (PEP 562).
    pub(crate) fn module_getattr_hook(&self, module: Value) -> Option<Value> {
        match module {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Module(m) => m
                    .attrs(&self.heap)
                    .and_then(|d| d.get_str(&self.heap, "__getattr__")),
                _ => None,
            },
            _ => None,
        }
    }

    /// A `__getattribute__` a user class defines (or inherits from one).
    pub(crate) fn user_getattribute(&self, cls: crate::objects::ObjRef) -> Option<Value> {
        match self.class_lookup(Value::Obj(cls), "__getattribute__")? {
            Value::Method(..) => None,
            f => Some(f),
        }
    }

    /// `obj.name` through the class's `__getattribute__`; an AttributeError
    /// from it falls back to `__getattr__`, as in CPython.
    #[cold]
    fn call_getattribute(&mut self, ga: Value, obj: Value, name: &str) -> Result<Value> {
        let key = self.new_str(name)?;
        let base = self.roots.len();
        self.roots.push(key);
        let r = self.call_descriptor(ga, obj, &[key]);
        let r = match r {
            Err(e) if self.err_matches(&e, TypeId::AttributeError) => {
                match self.dunder_of(obj, Dunder::GetAttr) {
                    Some(f) => self.call_descriptor(f, obj, &[key]),
                    None => Err(e),
                }
            }
            r => r,
        };
        self.roots.truncate(base);
        r
    }

    pub(crate) fn no_attr(&mut self, obj: Value, name: &str) -> Error {
        self.note_attr_miss(obj, name);
        if let Value::Obj(r) = obj
            && let Obj::Class(c) = self.heap.get(r)
        {
            return Error::attr_error(format!(
                "type object '{}' has no attribute '{name}'",
                self.class_tp_name(c)
            ));
        }
        match obj {
            Value::Type(t) => Error::attr_error(format!(
                "type object '{}' has no attribute '{name}'",
                t.name()
            )),
            _ => Error::attr_error(format!(
                "'{}' object has no attribute '{name}'",
                self.type_name(obj)
            )),
        }
    }

    fn type_attr(&mut self, t: TypeId, name: &str) -> Result<Value> {
        match name {
            "__name__" | "__qualname__" => return self.new_str(t.name()),
            "__module__" => return self.new_str(t.module().unwrap_or("builtins")),
            "__doc__" => {
                return match super::docs::type_doc(t) {
                    Some(d) => self.new_str(d),
                    None => Ok(Value::None),
                };
            }
            // Mutable builtins (and slices and set-like views) set
            // __hash__ = None.
            "__hash__"
                if matches!(
                    t,
                    TypeId::List
                        | TypeId::Dict
                        | TypeId::Set
                        | TypeId::ByteArray
                        | TypeId::Deque
                        | TypeId::Slice
                        | TypeId::DictKeys
                        | TypeId::DictItems
                ) =>
            {
                return Ok(Value::None);
            }
            "__mro__" => {
                let chain = self.mro_of(Value::Type(t));
                return self.new_tuple(chain);
            }
            "__dict__" => return self.builtin_type_dict(t),
            "__base__" => {
                return Ok(if t == TypeId::Object {
                    Value::None
                } else {
                    Value::Type(t.base())
                });
            }
            _ => {}
        }
        if t.is_itertool()
            && let Some(f) = crate::modules::itertools_type_attr(t, name)
        {
            return Ok(f);
        }
        let mut c = t;
        loop {
            if let Some(m) = MethodId::lookup(c, name) {
                if m.is_classmethod() {
                    return self.alloc(Obj::BoundMethod {
                        func: m.on(t),
                        receiver: Value::Type(t),
                    });
                }
                // `int.__new__` knows its type, to check the class it gets.
                if m == MethodId::SlotNew {
                    return self.alloc(Obj::BoundMethod {
                        func: MethodId::BoundNew.on(t),
                        receiver: Value::Type(t),
                    });
                }
                return Ok(m.on(t));
            }
            if c == TypeId::Object {
                break;
            }
            c = c.base();
        }
        // A method of the metaclass, bound to the type (`int.mro()`,
        // `ValueError.__subclasses__()`).
        if t != TypeId::Type
            && let Some(m @ (MethodId::TypeMro | MethodId::TypeSubclasses)) =
                MethodId::lookup(TypeId::Type, name)
        {
            return self.alloc(Obj::BoundMethod {
                func: m.on(TypeId::Type),
                receiver: Value::Type(t),
            });
        }
        Err(self.no_attr(Value::Type(t), name))
    }

    /// `int.__dict__`: the methods the type answers, as fresh values in a
    /// new dict. Inherited ones are included: a builtin type here runs
    /// object's generic slots as its own (int's `__repr__` is object's
    /// doing int's work), so "defined on int" cannot be told apart, and
    /// the stdlib's "which class defines this" walks rely on the type
    /// answering for all of them.
    fn builtin_type_dict(&mut self, t: TypeId) -> Result<Value> {
        let mut names: Vec<&'static str> = MethodId::ALL
            .iter()
            .map(|m| m.name())
            .filter(|n| MethodId::lookup(t, n).is_some())
            .collect();
        names.sort_unstable();
        names.dedup();
        let d = self.new_dict()?;
        let base = self.roots.len();
        self.roots.push(d);
        let r = (|| {
            for name in names.into_iter().chain(["__doc__"]) {
                let v = self.type_attr(t, name)?;
                let k = self.new_str(name)?;
                self.dict_set(d, k, v)?;
            }
            Ok(d)
        })();
        self.roots.truncate(base);
        r
    }

    fn data_attr(&mut self, obj: Value, name: &str) -> Result<Option<Value>> {
        if name == "maxlen"
            && let Some(d) = self.deque_ref(obj)
        {
            let m = self.deque(d).and_then(|d| d.maxlen);
            return Ok(Some(m.map_or(Value::None, |m| Value::Int(m as i64))));
        }
        let v = match obj {
            Value::Int(_) | Value::Bool(_) => match name {
                "real" | "numerator" => Some(Value::Int(self.index_of(obj)?)),
                "imag" => Some(Value::Int(0)),
                "denominator" => Some(Value::Int(1)),
                _ => None,
            },
            Value::Float(f) => match name {
                "real" => Some(Value::Float(f)),
                "imag" => Some(Value::Float(0.0)),
                _ => None,
            },
            Value::Builtin(b) => match name {
                "__name__" | "__qualname__" => Some(self.new_str(b.name())?),
                "__module__" => Some(self.new_str("builtins")?),
                "__doc__" => match super::docs::function_doc(b.name()) {
                    Some(d) => Some(self.new_str(d)?),
                    None => Some(Value::None),
                },
                _ => None,
            },
            Value::Native(n) => match name {
                "__name__" | "__qualname__" => Some(self.new_str(n.name())?),
                "__module__" => Some(self.new_str(n.module_name())?),
                _ => None,
            },
            Value::Method(m, cls) => match name {
                "__name__" => Some(self.new_str(m.name())?),
                "__qualname__" => Some(self.new_str(format!("{}.{}", cls.name(), m.name()))?),
                "__objclass__" => Some(Value::Type(cls)),
                _ => None,
            },
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Generator(g) => match name {
                    "__name__" => {
                        let n = g.name.clone();
                        Some(self.new_str(&*n)?)
                    }
                    "__qualname__" => {
                        let n = g.qualname.clone();
                        Some(self.new_str(&*n)?)
                    }
                    "gi_running" | "cr_running" if !g.code.is_async_generator => {
                        Some(Value::Bool(g.state == crate::objects::GenState::Running))
                    }
                    "ag_running" if g.code.is_async_generator => Some(Value::Bool(g.ag_running)),
                    "gi_code" | "cr_code" | "ag_code" => {
                        let c = g.code.clone();
                        Some(self.alloc(Obj::Code(c, false))?)
                    }
                    _ => self.generator_state_attr(r, name)?,
                },
                Obj::Frame(g) => {
                    let g = *g;
                    return self.frame_attr(g, name);
                }
                Obj::Cell(v) if name == "cell_contents" => {
                    if v.is_undef() {
                        return Err(Error::value_error("Cell is empty"));
                    }
                    Some(*v)
                }
                Obj::Future(f) => match name {
                    "_state" => Some(Value::None),
                    _ => {
                        let _ = f;
                        None
                    }
                },
                Obj::GenericAlias(o, args) => match name {
                    "__origin__" => Some(*o),
                    "__args__" => {
                        let args = (**args).clone();
                        Some(self.new_tuple(args)?)
                    }
                    "__parameters__" => Some(self.new_tuple(Vec::new())?),
                    _ => None,
                },
                // Only descriptive strings: code internals stay hidden.
                Obj::Code(c, _) => match name {
                    "co_filename" => {
                        let f = c.filename.clone();
                        Some(self.new_str(&*f)?)
                    }
                    "co_name" => {
                        let n = c.name.clone();
                        Some(self.new_str(&*n)?)
                    }
                    "co_qualname" => {
                        let n = c.qualname.clone();
                        Some(self.new_str(&*n)?)
                    }
                    "co_argcount" => Some(Value::Int(c.sig.argcount as i64)),
                    "co_posonlyargcount" => Some(Value::Int(c.sig.posonly as i64)),
                    "co_kwonlyargcount" => Some(Value::Int(c.sig.kwonly as i64)),
                    "co_firstlineno" => Some(Value::Int(c.firstline as i64)),
                    "co_flags" => Some(Value::Int(code_flags(c))),
                    "co_varnames" | "co_cellvars" | "co_freevars" | "co_nlocals" => {
                        let c = c.clone();
                        let names = code_name_group(&c, name);
                        if name == "co_nlocals" {
                            return Ok(Some(Value::Int(names.len() as i64)));
                        }
                        let mut items = Vec::with_capacity(names.len());
                        for n in names {
                            items.push(self.new_str(&*n)?);
                        }
                        Some(self.new_tuple(items)?)
                    }
                    _ => None,
                },
                Obj::Complex(re, im) => match name {
                    "real" => Some(Value::Float(*re)),
                    "imag" => Some(Value::Float(*im)),
                    _ => None,
                },
                Obj::BigInt(_) => match name {
                    "real" | "numerator" => Some(obj),
                    "imag" => Some(Value::Int(0)),
                    "denominator" => Some(Value::Int(1)),
                    _ => None,
                },
                Obj::Function(f) if f.attrs.iter().any(|(k, _)| &**k == name) => {
                    f.attrs.iter().find(|(k, _)| &**k == name).map(|(_, v)| *v)
                }
                Obj::Function(f) => match name {
                    "__name__" => {
                        let n = f.name.clone();
                        Some(self.new_str(&*n)?)
                    }
                    "__qualname__" => {
                        let n = f.qualname.clone();
                        Some(self.new_str(&*n)?)
                    }
                    "__module__" => {
                        let gd = f.globals_dict;
                        if let Value::Obj(d) = gd
                            && let Obj::Dict(t) = self.heap.get(d)
                            && let Some(n) = t.get_str(&self.heap, "__name__")
                        {
                            Some(n)
                        } else {
                            Some(self.new_str("__main__")?)
                        }
                    }
                    "__code__" => {
                        let c = f.code.clone();
                        Some(self.alloc(Obj::Code(c, false))?)
                    }
                    "__globals__" => {
                        let gd = f.globals_dict;
                        if gd.is_undef() {
                            Some(crate::builtins::dynamic::main_globals_dict(self)?)
                        } else {
                            Some(gd)
                        }
                    }
                    "__doc__" => Some(f.doc),
                    "__dict__" => {
                        let attrs = f.attrs.clone();
                        let d = self.new_dict()?;
                        for (k, v) in attrs {
                            let key = self.new_str(&*k)?;
                            self.dict_set(d, key, v)?;
                        }
                        Some(d)
                    }
                    "__kwdefaults__" => {
                        let kw = f.kwdefaults.clone();
                        if kw.is_empty() {
                            Some(Value::None)
                        } else {
                            let d = self.new_dict()?;
                            for (k, v) in kw {
                                let key = self.new_str(&*k)?;
                                self.dict_set(d, key, v)?;
                            }
                            Some(d)
                        }
                    }
                    "__annotations__" => Some(self.new_dict()?),
                    "__closure__" => {
                        let c: Vec<Value> = f.closure.iter().map(|c| Value::Obj(*c)).collect();
                        if c.is_empty() {
                            Some(Value::None)
                        } else {
                            Some(self.new_tuple(c)?)
                        }
                    }
                    "__defaults__" => {
                        let d = f.defaults.clone();
                        if d.is_empty() {
                            Some(Value::None)
                        } else {
                            Some(self.new_tuple(d)?)
                        }
                    }
                    _ => None,
                },
                Obj::Property(p) => match name {
                    "fget" => Some(p.fget),
                    "fset" => Some(p.fset),
                    "fdel" => Some(p.fdel),
                    "__doc__" => {
                        let (d, g) = (p.doc, p.fget);
                        if matches!(d, Value::None) && !matches!(g, Value::None) {
                            return self.get_attr(g, "__doc__").map(Some);
                        }
                        Some(d)
                    }
                    "__isabstractmethod__" => {
                        let fs = [p.fget, p.fset, p.fdel];
                        for f in fs {
                            if self.is_abstract(f)? {
                                return Ok(Some(Value::Bool(true)));
                            }
                        }
                        Some(Value::Bool(false))
                    }
                    _ => None,
                },
                Obj::StaticMethod(f) | Obj::ClassMethod(f) => match name {
                    "__func__" => Some(*f),
                    "__wrapped__" => Some(*f),
                    "__isabstractmethod__" => {
                        let f = *f;
                        return self.is_abstract(f).map(|b| Some(Value::Bool(b)));
                    }
                    _ => None,
                },
                Obj::BoundMethod { func, receiver } => match name {
                    "__self__" => Some(*receiver),
                    "__func__" => Some(*func),
                    // A builtin method bound to a type is named after it
                    // (`int.mro`, not `type.mro`).
                    "__qualname__"
                        if matches!(func, Value::Method(..)) && self.is_class(*receiver) =>
                    {
                        let (f, r) = (*func, *receiver);
                        let owner = self.get_attr(r, "__qualname__")?;
                        let method = self.get_attr(f, "__name__")?;
                        let text = format!(
                            "{}.{}",
                            self.str_of(owner).unwrap_or(""),
                            self.str_of(method).unwrap_or("")
                        );
                        return self.new_str(text).map(Some);
                    }
                    "__qualname__" | "__doc__" | "__module__" => {
                        let f = *func;
                        return self.get_attr(f, name).map(Some);
                    }
                    "__name__" => {
                        let f = *func;
                        return self.get_attr(f, "__name__").map(Some);
                    }
                    // A method forwards other attributes to its function.
                    _ => {
                        let f = *func;
                        if matches!(f, Value::Obj(fr) if matches!(self.heap.get(fr), Obj::Function(_)))
                        {
                            return match self.get_attr(f, name) {
                                Ok(v) => Ok(Some(v)),
                                Err(e) if self.err_matches(&e, TypeId::AttributeError) => Ok(None),
                                Err(e) => Err(e),
                            };
                        }
                        None
                    }
                },
                Obj::Exception(e) if e.attrs.iter().any(|(k, _)| &**k == name) => {
                    e.attrs.iter().find(|(k, _)| &**k == name).map(|(_, v)| *v)
                }
                Obj::Exception(e) => match name {
                    "value" if e.ty == TypeId::StopIteration => {
                        Some(e.args.first().copied().unwrap_or(Value::None))
                    }
                    "code" if e.ty == TypeId::SystemExit => {
                        Some(e.args.first().copied().unwrap_or(Value::None))
                    }
                    "name" | "path" if e.ty.is_subtype(TypeId::ImportError) => Some(Value::None),
                    "errno" | "strerror" | "filename" | "filename2"
                        if e.ty.is_subtype(TypeId::OSError) =>
                    {
                        let idx = match name {
                            "errno" => 0,
                            "strerror" => 1,
                            _ => 2,
                        };
                        Some(if e.args.len() >= 2 {
                            e.args.get(idx).copied().unwrap_or(Value::None)
                        } else {
                            Value::None
                        })
                    }
                    "__notes__" => None,
                    "__dict__" => {
                        let ty = e.ty;
                        let own: Vec<(Rc<str>, Value)> = e
                            .attrs
                            .iter()
                            .filter(|(k, _)| !exception_field(ty, k))
                            .cloned()
                            .collect();
                        let d = self.new_dict()?;
                        for (k, v) in own {
                            let key = self.new_str(&*k)?;
                            self.dict_set(d, key, v)?;
                        }
                        Some(d)
                    }
                    "args" => {
                        let a = e.args.clone();
                        Some(self.new_tuple(a)?)
                    }
                    "__cause__" => Some(e.cause),
                    "__context__" => Some(e.context),
                    "__suppress_context__" => Some(Value::Bool(e.suppress_context)),
                    "__traceback__" => {
                        if e.traceback.is_empty() {
                            Some(Value::None)
                        } else {
                            Some(self.alloc(Obj::Traceback { exc: r, index: 0 })?)
                        }
                    }
                    _ => None,
                },
                Obj::Traceback { exc, index } => {
                    let (exc, index) = (*exc, *index);
                    return self.traceback_attr(exc, index, name);
                }
                Obj::Slice(parts) => match name {
                    "start" => Some(parts[0]),
                    "stop" => Some(parts[1]),
                    "step" => Some(parts[2]),
                    _ => None,
                },
                Obj::Range { start, stop, step } => match name {
                    "start" => Some(Value::Int(*start)),
                    "stop" => Some(Value::Int(*stop)),
                    "step" => Some(Value::Int(*step)),
                    _ => None,
                },
                Obj::LongRange(p) => {
                    let i = match name {
                        "start" => 0,
                        "stop" => 1,
                        "step" => 2,
                        _ => return Ok(None),
                    };
                    let b = p[i].clone();
                    Some(self.new_int(b)?)
                }
                _ => None,
            },
            _ => None,
        };
        Ok(v)
    }

    pub fn set_attr(&mut self, obj: Value, name: &str, v: Value) -> Result<()> {
        if let (Value::Obj(r), "args") = (obj, name)
            && matches!(self.heap.get(r), Obj::Exception(_))
        {
            let items = self.seq_items(v)?;
            if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
                e.args = items;
            }
            return Ok(());
        }
        if let Value::Obj(r) = obj {
            if let Obj::Module(_) = self.heap.get(r) {
                return crate::modules::set_attr(self, obj, name, v);
            }
            if let Obj::Class(c) = self.heap.get(r) {
                if c.metaclass.is_some()
                    && let Some(f) = self.dunder_of(obj, Dunder::SetAttr)
                {
                    let key = self.new_str(name)?;
                    self.call(f, &[obj, key, v])?;
                    return Ok(());
                }
                return self.class_set(r, name, v);
            }
            if let Some(cls) = self.user_class(obj) {
                if let Some(f) = self.dunder_of(obj, Dunder::SetAttr) {
                    let key = self.new_str(name)?;
                    self.call(f, &[obj, key, v])?;
                    return Ok(());
                }
                if name == "maxlen" && self.deque_ref(obj).is_some() {
                    return Err(Error::attr_error(
                        "attribute 'maxlen' of 'collections.deque' objects is not writable",
                    ));
                }
                return self.instance_setattr(obj, cls, name, v);
            }
        }
        if let (Value::Obj(r), "__name__" | "__qualname__") = (obj, name)
            && matches!(self.heap.get(r), Obj::Function(_) | Obj::Generator(_))
        {
            let Some(s) = self.str_of(v).map(std::rc::Rc::<str>::from) else {
                return Err(Error::type_error(format!(
                    "{name} must be set to a string object"
                )));
            };
            match self.heap.get_mut(r) {
                Some(Obj::Function(f)) if name == "__name__" => f.name = s,
                Some(Obj::Function(f)) => f.qualname = s,
                Some(Obj::Generator(g)) if name == "__name__" => g.name = s,
                Some(Obj::Generator(g)) => g.qualname = s,
                _ => {}
            }
            return Ok(());
        }
        if let Value::Obj(r) = obj {
            if let Some(Obj::Function(f)) = self.heap.get_mut(r) {
                match name {
                    "__doc__" => {
                        f.doc = v;
                        return Ok(());
                    }
                    _ => {
                        match f.attrs.iter_mut().find(|(k, _)| &**k == name) {
                            Some(slot) => slot.1 = v,
                            None => f.attrs.push((name.into(), v)),
                        }
                        return Ok(());
                    }
                }
            }
            let exc_or_none = match v {
                Value::None => true,
                Value::Obj(x) => matches!(self.heap.get(x), Obj::Exception(_)),
                _ => false,
            };
            if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
                match name {
                    "__cause__" | "__context__" if !exc_or_none => {
                        return Err(Error::type_error(format!(
                            "exception {} must be None or derive from BaseException",
                            if name == "__cause__" {
                                "cause"
                            } else {
                                "context"
                            }
                        )));
                    }
                    "__cause__" => {
                        e.cause = v;
                        e.suppress_context = true;
                        return Ok(());
                    }
                    "__context__" => {
                        e.context = v;
                        return Ok(());
                    }
                    "__suppress_context__" => {
                        e.suppress_context = matches!(v, Value::Bool(true));
                        return Ok(());
                    }
                    "args" => {}
                    _ => {
                        match e.attrs.iter_mut().find(|(k, _)| &**k == name) {
                            Some(slot) => slot.1 = v,
                            None => e.attrs.push((name.into(), v)),
                        }
                        return Ok(());
                    }
                }
            }
        }
        if let Value::Type(t) = obj {
            return Err(Error::type_error(format!(
                "cannot set '{name}' attribute of immutable type '{}'",
                t.name()
            )));
        }
        if MethodId::lookup(self.type_of(obj), name).is_some() {
            return Err(Error::attr_error(format!(
                "'{}' object attribute '{name}' is read-only",
                self.type_name(obj)
            )));
        }
        if !self.is_user(obj) && self.data_attr(obj, name)?.is_some() {
            let t = self.type_name(obj).to_string();
            return Err(Error::attr_error(format!(
                "attribute '{name}' of '{t}' objects is not writable"
            )));
        }
        Err(self.no_attr(obj, name))
    }

    pub fn del_attr(&mut self, obj: Value, name: &str) -> Result<()> {
        if let Value::Obj(r) = obj {
            if let Obj::Module(_) = self.heap.get(r) {
                return crate::modules::del_attr(self, obj, name);
            }
            if let Obj::Class(c) = self.heap.get(r) {
                if c.metaclass.is_some()
                    && let Some(f) = self.dunder_of(obj, Dunder::DelAttr)
                {
                    let key = self.new_str(name)?;
                    self.call(f, &[obj, key])?;
                    return Ok(());
                }
                return self.class_del(r, name);
            }
            if let Some(cls) = self.user_class(obj) {
                if let Some(f) = self.dunder_of(obj, Dunder::DelAttr) {
                    let key = self.new_str(name)?;
                    self.call(f, &[obj, key])?;
                    return Ok(());
                }
                return self.instance_delattr(obj, cls, name);
            }
            if let Some(Obj::Function(f)) = self.heap.get_mut(r)
                && let Some(pos) = f.attrs.iter().position(|(k, _)| &**k == name)
            {
                f.attrs.remove(pos);
                return Ok(());
            }
        }
        if !self.is_user(obj) && self.data_attr(obj, name)?.is_some() {
            let t = self.type_name(obj).to_string();
            return Err(Error::attr_error(format!(
                "attribute '{name}' of '{t}' objects is not writable"
            )));
        }
        Err(self.no_attr(obj, name))
    }

    /// `getattr(f, '__isabstractmethod__', False)`, as a bool.
    fn is_abstract(&mut self, f: Value) -> Result<bool> {
        if matches!(f, Value::None) {
            return Ok(false);
        }
        match self.get_attr(f, "__isabstractmethod__") {
            Ok(v) => self.truthy(v),
            Err(e) if self.err_matches(&e, TypeId::AttributeError) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Delete an attribute from a class's own dict (`type.__delattr__`).
    pub(crate) fn class_del(&mut self, r: crate::objects::ObjRef, name: &str) -> Result<()> {
        let idx = match self.heap.get(r) {
            Obj::Class(c) => c.dict.find_str(&self.heap, name),
            _ => None,
        };
        match idx {
            Some(i) => {
                self.invalidate_lookups();
                if let Some(Obj::Class(c)) = self.heap.get_mut(r) {
                    c.dict.remove_at(i);
                }
                Ok(())
            }
            None => Err(self.no_attr(Value::Obj(r), name)),
        }
    }

    /// For `obj.name(...)`: (callable, receiver) without allocating a bound
    /// method when the attribute is a builtin method.
    pub(crate) fn load_method(&mut self, obj: Value, name: &str) -> Result<(Value, Value)> {
        if let Value::Obj(r) = obj {
            match self.heap.get(r) {
                Obj::Instance(inst) => {
                    // Fast path: a plain function found on the class, not shadowed
                    // by the instance dict, is called with the instance in place.
                    let cls = inst.class;
                    let shadowed = self.instance_attr(r, name).is_some();
                    if !shadowed && self.user_getattribute(cls).is_none() {
                        match self.class_lookup(Value::Obj(cls), name) {
                            Some(f @ Value::Obj(fr))
                                if matches!(self.heap.get(fr), Obj::Function(_)) =>
                            {
                                return Ok((f, obj));
                            }
                            // A native class's method binds as a function does.
                            Some(f @ Value::Native(m)) if m.is_method() => return Ok((f, obj)),
                            _ => {}
                        }
                    }
                    return Ok((self.get_attr(obj, name)?, Value::Undef));
                }
                &Obj::Super { class, obj: inner } => {
                    if let Value::Obj(class) = class
                        && let Some(f) = self.super_function(class, inner, name)
                    {
                        return Ok((f, inner));
                    }
                    return Ok((self.get_attr(obj, name)?, Value::Undef));
                }
                Obj::Class(_) | Obj::Module(_) => {
                    return Ok((self.get_attr(obj, name)?, Value::Undef));
                }
                Obj::Exception(e) if e.class.is_some() => {
                    return Ok((self.get_attr(obj, name)?, Value::Undef));
                }
                _ => {}
            }
        }
        // A builtin method of a builtin object is called with the object in
        // place, as a bound method would be, without making one.
        if !matches!(obj, Value::Type(_))
            && name != "__class__"
            && let Some(m) = MethodId::lookup(self.type_of(obj), name)
        {
            return Ok((m.on(self.type_of(obj)), obj));
        }
        Ok((self.get_attr(obj, name)?, Value::Undef))
    }

    /// `super(class, inner).name` for a method call on an instance, when
    /// what the MRO after `class` finds is a plain function: it is called
    /// with `inner` in place, without copying the MRO or binding a method.
    fn super_function(
        &self,
        class: crate::objects::ObjRef,
        inner: Value,
        name: &str,
    ) -> Option<Value> {
        let Value::Obj(ir) = inner else { return None };
        let Obj::Instance(inst) = self.heap.get(ir) else {
            return None;
        };
        let Obj::Class(c) = self.heap.get(inst.class) else {
            return None;
        };
        let pos = c.mro.iter().position(|k| *k == Value::Obj(class))?;
        for k in &c.mro[pos + 1..] {
            let found = match k {
                Value::Obj(kr) => match self.heap.get(*kr) {
                    Obj::Class(kc) => kc.dict.get_str(&self.heap, name),
                    _ => return None,
                },
                // A builtin base: the general path knows its methods.
                _ => return None,
            };
            if let Some(f) = found {
                return match f {
                    Value::Obj(fr) if matches!(self.heap.get(fr), Obj::Function(_)) => Some(f),
                    _ => None,
                };
            }
        }
        None
    }

    pub fn has_attr(&mut self, obj: Value, name: &str) -> Result<bool> {
        match self.get_attr(obj, name) {
            Ok(_) => Ok(true),
            Err(e) if self.err_matches(&e, TypeId::AttributeError) => Ok(false),
            Err(e) => Err(e),
        }
    }
}

/// CPython's `co_flags` bits for a code object: a function's frame kind,
/// its `*args`/`**kw`, a closure, and exactly one of generator, coroutine
/// and async generator.
fn code_flags(c: &crate::compile::code::Code) -> i64 {
    if &*c.name == "<module>" {
        return 0;
    }
    let mut f = 0x1 | 0x2;
    if c.sig.varargs {
        f |= 0x4;
    }
    if c.sig.varkw {
        f |= 0x8;
    }
    if !c.freevars.is_empty() {
        f |= 0x10;
    }
    f | if c.is_async_generator {
        0x200
    } else if c.is_coroutine {
        0x80
    } else if c.is_generator {
        0x20
    } else {
        0
    }
}

/// The names of a code object's local slots as CPython groups them:
/// `co_varnames` (parameters and plain locals, a parameter that is also a
/// cell included), `co_cellvars` (locals that inner functions capture) and
/// `co_freevars` (what this code captures); `co_nlocals` counts the first.
fn code_name_group(c: &crate::compile::code::Code, group: &str) -> Vec<std::rc::Rc<str>> {
    let slot_name = |i: u32| c.varnames.get(i as usize).cloned();
    match group {
        "co_freevars" => c.freenames.clone(),
        "co_cellvars" => c.cells.iter().filter_map(|&(i, _)| slot_name(i)).collect(),
        _ => (0..c.varnames.len() as u32)
            .filter(|i| {
                !c.freevars.contains(i) && !c.cells.iter().any(|&(s, param)| s == *i && !param)
            })
            .filter_map(slot_name)
            .collect(),
    }
}

/// Whether `name` is one of the fields builtin exception type `ty` has
/// of its own (kept beside user attributes, but not in its `__dict__`).
fn exception_field(ty: TypeId, name: &str) -> bool {
    let sub = |t| ty.is_subtype(t);
    match name {
        "name" => sub(TypeId::ImportError) || sub(TypeId::NameError) || sub(TypeId::AttributeError),
        "path" | "name_from" => sub(TypeId::ImportError),
        "obj" => sub(TypeId::AttributeError),
        "encoding" | "object" | "start" | "end" | "reason" => sub(TypeId::UnicodeError),
        "filename" => sub(TypeId::SyntaxError) || sub(TypeId::OSError),
        "lineno"
        | "offset"
        | "text"
        | "msg"
        | "end_lineno"
        | "end_offset"
        | "print_file_and_line" => sub(TypeId::SyntaxError),
        "errno" | "strerror" | "filename2" | "characters_written" => sub(TypeId::OSError),
        "value" => sub(TypeId::StopIteration),
        "code" => sub(TypeId::SystemExit),
        "message" | "exceptions" => sub(TypeId::BaseExceptionGroup),
        _ => false,
    }
}
