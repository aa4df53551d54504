//! User classes: creation (C3 MRO), instantiation, attribute lookup with
//! descriptors (functions, property, staticmethod, classmethod), super().

use std::rc::Rc;

use crate::builtins::MethodId;
use crate::error::{Error, Result};
use crate::objects::{ClassObj, Dict, Instance, Obj, ObjRef, Property, TypeId, Value};

use super::Vm;
use super::dunder::Dunder;

impl Vm {
    /// `type(v)` as a value: a builtin type or a user class.
    pub fn class_of(&self, v: Value) -> Value {
        if let Value::Obj(r) = v {
            match self.heap.get(r) {
                Obj::Instance(i) => return Value::Obj(i.class),
                Obj::Class(c) => {
                    if let Some(m) = c.metaclass {
                        return Value::Obj(m);
                    }
                }
                Obj::Exception(e) => {
                    if let Some(c) = e.class {
                        return Value::Obj(c);
                    }
                }
                _ => {}
            }
        }
        Value::Type(self.type_of(v))
    }

    /// The user class of `v`, if it is an instance of one.
    pub fn user_class(&self, v: Value) -> Option<ObjRef> {
        match self.class_of(v) {
            Value::Obj(c) => Some(c),
            _ => None,
        }
    }

    pub fn class_name(&self, cls: Value) -> &str {
        match cls {
            Value::Type(t) => t.name(),
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Class(c) => &c.name,
                _ => "?",
            },
            _ => "?",
        }
    }

    /// `__module__` of a user class ("__main__" unless set otherwise).
    pub fn class_module(&self, cref: ObjRef) -> String {
        if let Obj::Class(c) = self.heap.get(cref)
            && let Some(m) = c.dict.get_str(&self.heap, "__module__")
            && let Some(s) = self.str_of(m)
        {
            return s.to_string();
        }
        "__main__".to_string()
    }

    /// `cls.__subclasses__()`: the user classes listing `cls` as a direct
    /// base. Classes keep no back-links, so this scans the heap (charged
    /// like the work it is).
    pub fn subclasses_of(&mut self, cls: Value) -> Result<Value> {
        self.charge_steps(self.heap.object_count() as u64 / 16)?;
        let of_object = cls == Value::Type(TypeId::Object);
        // Builtin subtypes come first, as CPython readies them at startup
        // (by name; ExceptionGroup last under its second base, Exception).
        let mut subs: Vec<Value> = match cls {
            Value::Type(t) if !of_object => {
                let mut b: Vec<TypeId> = TypeId::ALL
                    .iter()
                    .copied()
                    .filter(|s| *s != t && s.is_builtin_name() && s.base() == t)
                    .collect();
                b.sort_by_key(|s| s.name());
                if t == TypeId::Exception {
                    b.push(TypeId::ExceptionGroup);
                }
                b.into_iter().map(Value::Type).collect()
            }
            _ => Vec::new(),
        };
        let user = self.heap.objects_with_refs().filter_map(|(r, o)| match o {
            Obj::Class(c) if c.bases.contains(&cls) || (of_object && c.bases.is_empty()) => {
                Some(Value::Obj(r))
            }
            _ => None,
        });
        subs.extend(user);
        self.new_list(subs)
    }

    /// The MRO of a class value (builtin types have a single chain).
    pub fn mro_of(&self, cls: Value) -> Vec<Value> {
        match cls {
            Value::Type(t) => {
                let mut v = vec![Value::Type(t)];
                let mut c = t;
                while c != TypeId::Object {
                    // ExceptionGroup(BaseExceptionGroup, Exception): the
                    // one builtin with two bases.
                    if c == TypeId::BaseExceptionGroup && t == TypeId::ExceptionGroup {
                        v.push(Value::Type(TypeId::Exception));
                    }
                    c = c.base();
                    v.push(Value::Type(c));
                }
                v
            }
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Class(c) => c.mro.clone(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// Is class `sub` a subclass of `sup` (either may be builtin)?
    pub fn is_subclass(&self, sub: Value, sup: Value) -> bool {
        if let (Value::Type(a), Value::Type(b)) = (sub, sup) {
            return a.is_subtype(b);
        }
        match sub {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Class(c) => c.mro.contains(&sup),
                _ => false,
            },
            _ => false,
        }
    }

    pub fn is_class(&self, v: Value) -> bool {
        match v {
            Value::Type(_) => true,
            Value::Obj(r) => matches!(self.heap.get(r), Obj::Class(_)),
            _ => false,
        }
    }

    /// Find `name` along the MRO of `cls`, without binding. Builtin types in
    /// the MRO contribute their methods as `Value::Method`.
    /// `class_lookup` through the per-VM cache (classes rarely change).
    pub fn class_lookup(&self, cls: Value, name: &str) -> Option<Value> {
        let Value::Obj(r) = cls else {
            return self.class_lookup_uncached(cls, name);
        };
        // Entries are keyed by class handles, which stay valid until a
        // collection frees a class (see `collect_garbage`).
        if !matches!(self.heap.get(r), Obj::Class(_)) {
            return None;
        }
        let h = lookup_hash(name);
        if let Some((n, v)) = self.lookup_cache.borrow().get(&(r.0, h))
            && &**n == name
        {
            return *v;
        }
        let v = self.class_lookup_uncached(cls, name);
        let mut cache = self.lookup_cache.borrow_mut();
        if cache.len() > 4096 {
            cache.clear();
        }
        cache.insert((r.0, h), (name.into(), v));
        v
    }

    /// Forget cached lookups (a class namespace changed, or a class was freed).
    pub(crate) fn invalidate_lookups(&self) {
        self.lookup_cache.borrow_mut().clear();
        self.lookup_epoch.set(super::attr_cache::fresh_epoch());
    }

    pub(crate) fn class_lookup_uncached(&self, cls: Value, name: &str) -> Option<Value> {
        match cls {
            Value::Type(t) => MethodId::lookup(t, name).map(|m| m.on(t)),
            Value::Obj(r) => {
                let Obj::Class(c) = self.heap.get(r) else {
                    return None;
                };
                for k in c.mro.iter() {
                    match k {
                        Value::Obj(kr) => {
                            if let Obj::Class(kc) = self.heap.get(*kr)
                                && let Some(v) = kc.dict.get_str(&self.heap, name)
                            {
                                return Some(v);
                            }
                        }
                        Value::Type(t) => {
                            if let Some(m) = MethodId::lookup(*t, name) {
                                return Some(m.on(*t));
                            }
                        }
                        _ => {}
                    }
                }
                None
            }
            _ => None,
        }
    }

    /// A user-defined (not builtin) special method on the class of `v`.
    /// The special methods the VM knows by name come from the class's
    /// memo (see dunder.rs).
    pub fn user_method(&self, v: Value, name: &str) -> Option<Value> {
        if let Some(d) = Dunder::from_name(name) {
            return self.dunder_of(v, d);
        }
        let c = self.user_class(v)?;
        match self.class_lookup(Value::Obj(c), name)? {
            Value::Method(..) => None,
            f => Some(f),
        }
    }

    /// Call a user-defined special method if the class has one.
    pub fn call_dunder(&mut self, v: Value, name: &str, args: &[Value]) -> Result<Option<Value>> {
        let Some(f) = self.user_method(v, name) else {
            return Ok(None);
        };
        self.call_descriptor(f, v, args).map(Some)
    }

    /// Call a class attribute found by lookup as a method of `recv`.
    pub(crate) fn call_descriptor(
        &mut self,
        f: Value,
        recv: Value,
        args: &[Value],
    ) -> Result<Value> {
        if let Value::Obj(r) = f {
            match self.heap.get(r) {
                Obj::StaticMethod(inner) => {
                    let inner = *inner;
                    return self.call(inner, args);
                }
                Obj::ClassMethod(inner) => {
                    let inner = *inner;
                    let cls = self.class_of(recv);
                    return self.call_with_first(inner, cls, args);
                }
                _ => {}
            }
        }
        self.call_with_first(f, recv, args)
    }

    /// `class Name(bases): body` — run the body with a fresh namespace and
    /// build the class.
    pub(crate) fn build_class(
        &mut self,
        body: Value,
        name: Value,
        bases: Value,
        kwargs: Option<Value>,
    ) -> Result<Value> {
        let name_s: Rc<str> = self.str_of(name).unwrap_or("?").into();
        let orig_bases = bases;
        let mut bases_v = self.seq_items(bases)?;
        // PEP 560: a non-class base may stand for classes (`Generic[T]`).
        let mut resolved = false;
        let roots_base = self.roots.len();
        if bases_v.iter().any(|b| !self.is_class(*b)) {
            let mut new_bases = Vec::with_capacity(bases_v.len());
            for b in bases_v.clone() {
                // `class L(list[int])`: a builtin generic alias stands for its origin.
                if let Value::Obj(br) = b
                    && let Obj::GenericAlias(origin, _) = self.heap.get(br)
                {
                    new_bases.push(*origin);
                    resolved = true;
                    continue;
                }
                let entries = if self.is_class(b) {
                    None
                } else {
                    match self.get_attr(b, "__mro_entries__") {
                        Ok(f) => Some(f),
                        Err(e) if self.err_matches(&e, TypeId::AttributeError) => None,
                        Err(e) => {
                            self.roots.truncate(roots_base);
                            return Err(e);
                        }
                    }
                };
                if let Some(f) = entries {
                    let r = match self.call(f, &[bases]) {
                        Ok(r) => r,
                        Err(e) => {
                            self.roots.truncate(roots_base);
                            return Err(e);
                        }
                    };
                    if self.type_of(r) != TypeId::Tuple {
                        self.roots.truncate(roots_base);
                        return Err(Error::type_error("__mro_entries__ must return a tuple"));
                    }
                    self.roots.push(r);
                    new_bases.extend(self.seq_items(r)?);
                    resolved = true;
                } else {
                    new_bases.push(b);
                }
            }
            bases_v = new_bases;
        }
        let bases = if resolved {
            self.new_tuple(bases_v.clone())?
        } else {
            bases
        };
        self.roots.push(bases);
        let r = self.build_class_resolved(
            body, name, name_s, bases, bases_v, orig_bases, resolved, kwargs,
        );
        self.roots.truncate(roots_base);
        r
    }

    #[allow(clippy::too_many_arguments)]
    fn build_class_resolved(
        &mut self,
        body: Value,
        name: Value,
        name_s: Rc<str>,
        bases: Value,
        bases_v: Vec<Value>,
        orig_bases: Value,
        resolved: bool,
        kwargs: Option<Value>,
    ) -> Result<Value> {
        for b in &bases_v {
            if !self.is_class(*b) {
                return Err(Error::type_error("bases must be types".to_string()));
            }
            if let Value::Type(t) = b
                && matches!(
                    t,
                    TypeId::Bool
                        | TypeId::Range
                        | TypeId::Slice
                        | TypeId::Function
                        | TypeId::Generator
                )
            {
                return Err(Error::type_error(format!(
                    "type '{}' is not an acceptable base type",
                    t.name()
                )));
            }
        }
        let kw = match kwargs {
            Some(d) => self.kwargs_from_dict(d)?,
            None => Vec::new(),
        };
        let (meta, kw): (Option<Value>, Vec<(Rc<str>, Value)>) = {
            let explicit = kw
                .iter()
                .find(|(k, _)| &**k == "metaclass")
                .map(|(_, v)| *v);
            let rest: Vec<(Rc<str>, Value)> = kw
                .into_iter()
                .filter(|(k, _)| &**k != "metaclass")
                .collect();
            let inherited = bases_v.iter().find_map(|b| match b {
                Value::Obj(r) => match self.heap.get(*r) {
                    Obj::Class(c) => c.metaclass.map(Value::Obj),
                    _ => None,
                },
                _ => None,
            });
            (
                explicit
                    .or(inherited)
                    .filter(|m| *m != Value::Type(TypeId::Type)),
                rest,
            )
        };
        // The namespace: a new dict, or what the metaclass's __prepare__
        // returns (any mapping; stores in the body go through __setitem__).
        let prepare = match meta {
            Some(m) => self
                .class_lookup(m, "__prepare__")
                .filter(|f| !matches!(f, Value::Method(..)))
                .map(|_| m),
            None => None,
        };
        let ns = match prepare {
            Some(m) => {
                let f = self.get_attr(m, "__prepare__")?;
                self.call_kw(f, &[name, bases], &kw)?
            }
            None => self.new_dict()?,
        };
        let base = self.roots.len();
        self.roots.push(ns);
        // Run the body with the namespace as its locals.
        let modname = self.current_module_name()?;
        let key = self.new_str("__module__")?;
        self.ns_set(ns, key, modname)?;
        let (qualname, doc) = match body {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Function(f) => (f.qualname.clone(), f.code.doc.clone()),
                _ => (name_s.clone(), None),
            },
            _ => (name_s.clone(), None),
        };
        let qv = self.new_str(&*qualname)?;
        let key = self.new_str("__qualname__")?;
        self.ns_set(ns, key, qv)?;
        // The docstring is the body's first statement: bound before it runs.
        if let Some(doc) = doc {
            let dv = self.new_str(&*doc)?;
            let key = self.new_str("__doc__")?;
            self.ns_set(ns, key, dv)?;
        }
        let mut r = self.call_with_namespace(body, ns);
        if r.is_ok() && resolved {
            r = self
                .new_str("__orig_bases__")
                .and_then(|key| self.ns_set(ns, key, orig_bases))
                .map(|_| Value::None);
        }
        self.roots.truncate(base);
        r?;
        self.roots.push(ns);
        let r = match meta {
            Some(m) => self.call_metaclass(m, name, bases, ns, &kw),
            None => {
                let d = self.namespace_dict(ns)?;
                self.make_class(name_s, qualname, bases_v, d, &kw, None)
            }
        };
        self.roots.truncate(base);
        r
    }

    /// `__name__` of the running code's module (for a class's `__module__`).
    pub(crate) fn current_module_name(&mut self) -> Result<Value> {
        let gd = self.frames.last().map_or(Value::Undef, |f| f.globals_dict);
        if let Value::Obj(r) = gd
            && let Obj::Dict(d) = self.heap.get(r)
            && let Some(v) = d.get_str(&self.heap, "__name__")
            && self.str_of(v).is_some()
        {
            return Ok(v);
        }
        self.new_str("__main__")
    }

    /// Store into a class-body namespace: a dict, or a mapping's __setitem__.
    pub(crate) fn ns_set(&mut self, ns: Value, key: Value, v: Value) -> Result<()> {
        if self.type_of(ns) == TypeId::Dict && !self.is_user(ns) {
            self.dict_set(ns, key, v)
        } else {
            self.set_item(ns, key, v)
        }
    }

    /// The dict behind a class namespace (a dict, or a dict subclass).
    fn namespace_dict(&mut self, ns: Value) -> Result<Value> {
        if let Value::Obj(r) = ns
            && matches!(self.heap.get(r), Obj::Dict(_))
        {
            return Ok(ns);
        }
        if let Some(b) = self.base_value(ns)
            && let Value::Obj(r) = b
            && matches!(self.heap.get(r), Obj::Dict(_))
        {
            return Ok(b);
        }
        Err(Error::type_error(format!(
            "type.__new__() argument 3 must be dict, not {}",
            self.type_name(ns)
        )))
    }

    /// `Meta(name, bases, ns)`: the metaclass's `__new__` (or type's) makes
    /// the class, then its `__init__` runs.
    fn call_metaclass(
        &mut self,
        meta: Value,
        name: Value,
        bases: Value,
        ns: Value,
        kw: &[(Rc<str>, Value)],
    ) -> Result<Value> {
        let user_new = self
            .class_lookup(meta, "__new__")
            .filter(|f| !matches!(f, Value::Method(..)));
        let cls = match user_new {
            Some(f) => {
                let f = match f {
                    Value::Obj(r) => match self.heap.get(r) {
                        Obj::StaticMethod(i) => *i,
                        _ => f,
                    },
                    _ => f,
                };
                self.call_kw(f, &[meta, name, bases, ns], kw)?
            }
            None => self.type_new(meta, name, bases, ns, kw)?,
        };
        if let Some(init) = self
            .class_lookup(meta, "__init__")
            .filter(|f| !matches!(f, Value::Method(..)))
        {
            self.call_kw(init, &[cls, name, bases, ns], kw)?;
        }
        Ok(cls)
    }

    /// `type.__new__(meta, name, bases, ns)` / `type(name, bases, ns)`.
    pub(crate) fn type_new(
        &mut self,
        meta: Value,
        name: Value,
        bases: Value,
        ns: Value,
        kw: &[(Rc<str>, Value)],
    ) -> Result<Value> {
        let Some(name_s) = self.str_of(name).map(Rc::<str>::from) else {
            return Err(Error::type_error(format!(
                "type.__new__() argument 1 must be str, not {}",
                self.type_name(name)
            )));
        };
        let bases_tuple = self.type_of(bases) == TypeId::Tuple
            || self
                .base_value(bases)
                .is_some_and(|b| self.type_of(b) == TypeId::Tuple);
        if !bases_tuple {
            return Err(Error::type_error(format!(
                "type.__new__() argument 2 must be tuple, not {}",
                self.type_name(bases)
            )));
        }
        let ns = self.namespace_dict(ns)?;
        let bases_v = self.seq_items(bases)?;
        let k = self.new_str("__qualname__")?;
        let qualname = match self.dict_get(ns, k)? {
            Some(q) => self
                .str_of(q)
                .map(Rc::<str>::from)
                .unwrap_or(name_s.clone()),
            None => name_s.clone(),
        };
        let meta_ref = match meta {
            Value::Obj(r) if matches!(self.heap.get(r), Obj::Class(_)) => Some(r),
            _ => None,
        };
        self.make_class(name_s, qualname, bases_v, ns, kw, meta_ref)
    }

    /// Build a class object from its namespace dict.
    fn make_class(
        &mut self,
        name_s: Rc<str>,
        qualname: Rc<str>,
        bases_v: Vec<Value>,
        ns: Value,
        kw: &[(Rc<str>, Value)],
        metaclass: Option<ObjRef>,
    ) -> Result<Value> {
        for b in &bases_v {
            if !self.is_class(*b) {
                return Err(Error::type_error("bases must be types".to_string()));
            }
        }
        for (i, b) in bases_v.iter().enumerate() {
            if bases_v[..i].contains(b) {
                let n = self.class_name(*b).to_string();
                return Err(Error::type_error(format!("duplicate base class {n}")));
            }
        }
        let mro = self.c3_mro(&bases_v)?;
        let builtin_base = self.builtin_base_of(&bases_v)?;
        let dict = match self
            .heap
            .get(ns.as_obj().ok_or_else(|| Error::fault("namespace"))?)
        {
            Obj::Dict(d) => d.clone_data(),
            _ => Dict::new(),
        };
        // `__qualname__` in the namespace names the class; it is kept on
        // the class, not in its dict.
        let mut qualname = qualname;
        let mut dict = dict;
        if let Some(i) = dict.find_str(&self.heap, "__qualname__") {
            let q = dict.slot(i).map_or(Value::None, |e| e.value);
            let Some(q) = self.str_of(q).map(Rc::<str>::from) else {
                return Err(Error::type_error(format!(
                    "type __qualname__ must be a str, not {}",
                    self.type_name(q)
                )));
            };
            qualname = q;
            dict.remove_at(i);
        }
        // `type(name, bases, ns)` fills in the caller's module.
        if dict.find_str(&self.heap, "__module__").is_none() {
            let m = self.current_module_name()?;
            let key = self.new_str("__module__")?;
            let h = crate::objects::hashing::hash_str("__module__");
            dict.insert_new(h, key, m);
        }
        let doc_missing = dict.get_str(&self.heap, "__doc__").is_none();
        let eq_without_hash = dict.get_str(&self.heap, "__eq__").is_some()
            && dict.get_str(&self.heap, "__hash__").is_none();
        for (special, is_static) in [
            ("__init_subclass__", false),
            ("__class_getitem__", false),
            ("__new__", true),
        ] {
            if let Some(i) = dict.find_str(&self.heap, special)
                && let Some(e) = dict.slot(i)
            {
                let f = e.value;
                if matches!(f, Value::Obj(r) if matches!(self.heap.get(r), Obj::Function(_))) {
                    let wrapped = if is_static {
                        self.alloc(Obj::StaticMethod(f))?
                    } else {
                        self.alloc(Obj::ClassMethod(f))?
                    };
                    dict.set_at(i, wrapped);
                }
            }
        }
        let own_slots = match dict.get_str(&self.heap, "__slots__") {
            None => None,
            Some(v) => {
                let items = if self.str_of(v).is_some() {
                    vec![v]
                } else {
                    self.collect_iter(v)?
                };
                Some(
                    items
                        .iter()
                        .filter_map(|x| self.str_of(*x).map(|n| mangle_slot(&name_s, n)))
                        .collect::<Vec<Rc<str>>>(),
                )
            }
        };
        let layout_adds = self.layout_adds(&mro, own_slots.as_deref(), builtin_base);
        let layout_at = dict.len() as u32;
        // Restricted only if every user class in the MRO declares __slots__.
        let mut slots = own_slots
            .clone()
            .filter(|s| !s.iter().any(|n| &**n == "__dict__"));
        for b in &mro {
            if let Value::Obj(br) = b
                && let Obj::Class(bc) = self.heap.get(*br)
            {
                match (&mut slots, &bc.slots) {
                    (Some(s), Some(bs)) => s.extend(bs.iter().cloned()),
                    _ => slots = None,
                }
            }
        }
        // Slots declared along the MRO of a class that also has a
        // `__dict__` are kept out of that dict (see `ClassObj::slot_names`).
        let mut slot_names: Vec<Rc<str>> = Vec::new();
        if slots.is_none() {
            let mut declared: Vec<Rc<str>> = own_slots.unwrap_or_default();
            for b in &mro {
                if let Value::Obj(br) = b
                    && let Obj::Class(bc) = self.heap.get(*br)
                {
                    declared.extend(self.declared_slots(bc));
                }
            }
            for n in declared {
                if !matches!(&*n, "__dict__" | "__weakref__") && !slot_names.contains(&n) {
                    slot_names.push(n);
                }
            }
        }
        let class = ClassObj {
            name: name_s,
            qualname,
            bases: bases_v.clone(),
            mro: Vec::new(),
            dict,
            builtin_base,
            slots,
            metaclass,
            layout_adds,
            layout_at,
            inst_keys: Vec::new(),
            slot_names,
            dunders: Default::default(),
        };
        let cref = self.heap.alloc(Obj::Class(Box::new(class)))?;
        let mut full_mro = vec![Value::Obj(cref)];
        full_mro.extend(mro);
        let extra = full_mro.len() * 16;
        self.heap.grow(cref, extra, |o| {
            if let Obj::Class(c) = o {
                c.mro = full_mro;
            }
        })?;
        if doc_missing {
            self.class_set(cref, "__doc__", Value::None)?;
        }
        // Defining __eq__ without __hash__ makes instances unhashable.
        if eq_without_hash {
            self.class_set(cref, "__hash__", Value::None)?;
        }
        // Methods remember their class, for zero-argument super().
        let members: Vec<Value> = match self.heap.get(cref) {
            Obj::Class(c) => c.dict.iter().map(|e| e.value).collect(),
            _ => Vec::new(),
        };
        for m in members.iter().copied() {
            self.set_owner(m, cref);
        }
        let named: Vec<(Value, Value)> = match self.heap.get(cref) {
            Obj::Class(c) => c.dict.iter().map(|e| (e.key, e.value)).collect(),
            _ => Vec::new(),
        };
        for (k, v) in named {
            if self.is_user(v) && self.dunder_of(v, Dunder::SetName).is_some() {
                let r = self.call_slot(v, Dunder::SetName, &[Value::Obj(cref), k]);
                if let Err(e) = r {
                    return Err(self.set_name_error(e, v, k, cref));
                }
            }
        }
        // __init_subclass__ of the nearest base that defines one.
        let hook = match bases_v.first().copied() {
            Some(parent) => self.class_lookup(parent, "__init_subclass__"),
            None => None,
        };
        if let Some(f) = hook
            && !matches!(f, Value::Method(..))
        {
            let inner = match f {
                Value::Obj(r) => match self.heap.get(r) {
                    Obj::ClassMethod(i) => *i,
                    _ => f,
                },
                _ => f,
            };
            self.call_kw(inner, &[Value::Obj(cref)], kw)?;
        } else if !kw.is_empty() {
            // object.__init_subclass__ takes no class keywords.
            return Err(Error::type_error(format!(
                "{}.__init_subclass__() takes no keyword arguments",
                self.class_name(Value::Obj(cref))
            )));
        }
        Ok(Value::Obj(cref))
    }

    /// Do the instances of class `cls` have a `__weakref__` slot?
    fn weakly_referable(&self, cls: ObjRef) -> bool {
        use crate::objects::class::LAYOUT_WEAKREF;
        self.mro_of(Value::Obj(cls)).iter().any(|b| match b {
            Value::Obj(r) => {
                matches!(self.heap.get(*r), Obj::Class(c) if c.layout_adds & LAYOUT_WEAKREF != 0)
            }
            Value::Type(t) => matches!(
                t,
                TypeId::Type | TypeId::Set | TypeId::FrozenSet | TypeId::Deque
            ),
            _ => false,
        })
    }

    /// Which of `__dict__` and `__weakref__` a new class adds to the
    /// instance layout of its bases (`mro`, without the class), as CPython
    /// lists them in the class's `__dict__`.
    fn layout_adds(&self, mro: &[Value], own_slots: Option<&[Rc<str>]>, builtin: TypeId) -> u8 {
        use crate::objects::class::{LAYOUT_DICT, LAYOUT_WEAKREF};
        let mut have = 0u8;
        for b in mro {
            have |= match b {
                Value::Obj(r) => match self.heap.get(*r) {
                    Obj::Class(c) => c.layout_adds,
                    _ => 0,
                },
                Value::Type(TypeId::Type) => LAYOUT_DICT | LAYOUT_WEAKREF,
                Value::Type(t) if t.is_exception() => LAYOUT_DICT,
                Value::Type(TypeId::Set | TypeId::FrozenSet | TypeId::Deque) => LAYOUT_WEAKREF,
                _ => 0,
            };
        }
        let wanted = match own_slots {
            Some(names) => {
                let has = |n: &str| names.iter().any(|s| &**s == n);
                (if has("__dict__") { LAYOUT_DICT } else { 0 })
                    | (if has("__weakref__") {
                        LAYOUT_WEAKREF
                    } else {
                        0
                    })
            }
            // Variable-size builtins (int, tuple, bytes) take no weakref slot.
            None if matches!(
                builtin,
                TypeId::Int | TypeId::Bool | TypeId::Tuple | TypeId::Bytes
            ) =>
            {
                LAYOUT_DICT
            }
            None => LAYOUT_DICT | LAYOUT_WEAKREF,
        };
        wanted & !have
    }

    fn set_owner(&mut self, m: Value, cref: ObjRef) {
        let target = match m {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Function(_) => Some(r),
                Obj::StaticMethod(Value::Obj(f)) | Obj::ClassMethod(Value::Obj(f)) => Some(*f),
                Obj::Property(p) => {
                    let fs = [p.fget, p.fset, p.fdel];
                    for f in fs {
                        self.set_owner(f, cref);
                    }
                    None
                }
                _ => None,
            },
            _ => None,
        };
        if let Some(f) = target
            && let Some(Obj::Function(func)) = self.heap.get_mut(f)
            && func.owner.is_none()
        {
            func.owner = Some(cref);
        }
    }

    fn builtin_base_of(&self, bases: &[Value]) -> Result<TypeId> {
        let mut best = TypeId::Object;
        for b in bases {
            let t = match b {
                Value::Type(t) => *t,
                Value::Obj(r) => match self.heap.get(*r) {
                    Obj::Class(c) => c.builtin_base,
                    _ => TypeId::Object,
                },
                _ => TypeId::Object,
            };
            if t.is_subtype(best) {
                best = t;
            } else if !(best.is_subtype(t) || (best.is_exception() && t.is_exception())) {
                // Exception classes all share one instance layout, so
                // `class E(ArithmeticError, TypeError)` is fine; the first
                // base's builtin type is kept and the MRO carries the rest.
                return Err(Error::type_error(
                    "multiple bases have instance lay-out conflict",
                ));
            }
        }
        Ok(best)
    }

    /// C3 linearization of the bases (the class itself is prepended later).
    fn c3_mro(&self, bases: &[Value]) -> Result<Vec<Value>> {
        if bases.is_empty() {
            return Ok(vec![Value::Type(TypeId::Object)]);
        }
        let mut seqs: Vec<Vec<Value>> = bases.iter().map(|b| self.mro_of(*b)).collect();
        seqs.push(bases.to_vec());
        let mut out = Vec::new();
        loop {
            seqs.retain(|s| !s.is_empty());
            if seqs.is_empty() {
                return Ok(out);
            }
            let mut picked = None;
            for s in &seqs {
                let cand = s[0];
                if !seqs.iter().any(|t| t[1..].contains(&cand)) {
                    picked = Some(cand);
                    break;
                }
            }
            let Some(c) = picked else {
                // As CPython: the distinct heads of what is left to merge.
                let mut heads: Vec<Value> = Vec::new();
                for s in &seqs {
                    if !heads.contains(&s[0]) {
                        heads.push(s[0]);
                    }
                }
                let names: Vec<&str> = heads.iter().map(|b| self.class_name(*b)).collect();
                return Err(Error::type_error(format!(
                    "Cannot create a consistent method resolution\norder (MRO) for bases {}",
                    names.join(", ")
                )));
            };
            out.push(c);
            for s in seqs.iter_mut() {
                if s[0] == c {
                    s.remove(0);
                }
            }
        }
    }

    /// Set an attribute in a class namespace.
    pub fn class_set(&mut self, cref: ObjRef, name: &str, v: Value) -> Result<()> {
        self.invalidate_lookups();
        if matches!(name, "__name__" | "__qualname__") {
            // Kept on the class itself, not in its dict (as CPython does).
            let Some(s) = self.str_of(v).map(Rc::<str>::from) else {
                let cname = self.class_name(Value::Obj(cref)).to_string();
                return Err(Error::type_error(format!(
                    "can only assign string to {cname}.{name}, not '{}'",
                    self.type_name(v)
                )));
            };
            if let Some(Obj::Class(c)) = self.heap.get_mut(cref) {
                if name == "__name__" {
                    c.name = s;
                } else {
                    c.qualname = s;
                }
            }
            return Ok(());
        }
        let found = match self.heap.get(cref) {
            Obj::Class(c) => c.dict.find_str(&self.heap, name).map(|i| (i, 0)),
            _ => return Err(Error::fault("class_set on non-class")),
        };
        match found {
            Some((i, _)) => {
                if let Some(Obj::Class(c)) = self.heap.get_mut(cref) {
                    c.dict.set_at(i, v);
                }
            }
            None => {
                let key = self.new_str(name)?;
                let h = crate::objects::hashing::hash_str(name);
                let growth = match self.heap.get(cref) {
                    Obj::Class(c) => c.dict.growth_for_insert(),
                    _ => 0,
                };
                self.heap.grow(cref, growth, |o| {
                    if let Obj::Class(c) = o {
                        c.dict.insert_new(h, key, v);
                    }
                })?;
            }
        }
        Ok(())
    }

    /// Create an instance of a user class (before `__init__`).
    pub(crate) fn new_instance(&mut self, cref: ObjRef, args: &[Value]) -> Result<Value> {
        let base = match self.heap.get(cref) {
            Obj::Class(c) => c.builtin_base,
            _ => return Err(Error::fault("instantiate non-class")),
        };
        if base.is_subtype(TypeId::BaseExceptionGroup) && args.len() == 2 {
            let r = self.new_exception_group(base, args[0], args[1])?;
            if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
                e.class = Some(cref);
            }
            return Ok(Value::Obj(r));
        }
        if base.is_exception() {
            let unicode = base.is_subtype(TypeId::UnicodeError) && base != TypeId::UnicodeError;
            let r = if base.is_subtype(TypeId::OSError) {
                self.new_os_error(base, args.to_vec(), false)?
            } else if unicode {
                // A subclass may take other arguments; only the exact
                // count makes attributes.
                match self.new_unicode_error(base, args.to_vec()) {
                    Ok(r) => r,
                    Err(_) => self.new_exception(base, args.to_vec())?,
                }
            } else if base.is_subtype(TypeId::SyntaxError) {
                match self.new_syntax_error(base, args.to_vec()) {
                    Ok(r) => r,
                    Err(_) => self.new_exception(base, args.to_vec())?,
                }
            } else {
                self.new_exception(base, args.to_vec())?
            };
            if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
                e.class = Some(cref);
                e.context = Value::None;
            }
            return Ok(Value::Obj(r));
        }
        let base_value = match base {
            TypeId::Object => Value::Undef,
            TypeId::Dict => self.new_dict()?,
            TypeId::List => self.new_list(Vec::new())?,
            TypeId::Set => self.new_set(&[], false)?,
            TypeId::Deque => self.new_deque(None)?,
            t => {
                // Immutable builtin bases take their value from the arguments.
                crate::builtins::call_value(self, Value::Type(t), crate::builtins::Args::new(args))?
            }
        };
        self.alloc(Obj::Instance(Box::new(Instance::new(cref, base_value))))
    }

    /// The builtin object a subclass instance wraps (for dict/list/str… bases).
    pub fn base_value(&self, v: Value) -> Option<Value> {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Instance(i) if !i.base_value().is_undef() => Some(i.base_value()),
                _ => None,
            },
            _ => None,
        }
    }

    /// Attribute lookup on an instance of a user class.
    pub(crate) fn instance_getattr(
        &mut self,
        obj: Value,
        cls: ObjRef,
        name: &str,
    ) -> Result<Option<Value>> {
        let cls_attr = self.class_lookup(Value::Obj(cls), name);
        // Data descriptors (property) win over the instance dict.
        if let Some(Value::Obj(pr)) = cls_attr
            && let Obj::Property(p) = self.heap.get(pr)
        {
            let getter = p.fget;
            if matches!(getter, Value::None) {
                return Err(Error::attr_error(format!(
                    "property '{name}' of '{}' object has no getter",
                    self.class_name(Value::Obj(cls))
                )));
            }
            return self.call(getter, &[obj]).map(Some);
        }
        // User data descriptors (__get__ and __set__) also win.
        if let Some(d) = cls_attr
            && self.is_user(d)
            && self.dunder_of(d, Dunder::Get).is_some()
            && self.dunder_of(d, Dunder::Set).is_some()
        {
            return self.call_slot(d, Dunder::Get, &[obj, Value::Obj(cls)]);
        }
        let own = match obj {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Instance(_) => self.instance_attr(r, name),
                Obj::Exception(e) => e.attrs.iter().find(|(k, _)| &**k == name).map(|(_, v)| *v),
                _ => None,
            },
            _ => None,
        };
        if let Some(v) = own {
            return Ok(Some(v));
        }
        match name {
            "__dict__" => {
                let restricted = matches!(self.heap.get(cls), Obj::Class(c) if c.slots.is_some());
                if let (Value::Obj(r), false) = (obj, restricted)
                    && let Obj::Instance(_) = self.heap.get(r)
                {
                    return Ok(Some(Value::Obj(self.instance_dict(r)?)));
                }
            }
            // A class attribute named __class__ shadows the real one.
            "__class__" if cls_attr.is_none_or(|a| matches!(a, Value::Method(..))) => {
                return Ok(Some(Value::Obj(cls)));
            }
            // The weak reference slot of a class without __slots__ (or with
            // `__weakref__` among them); weak references are not listed.
            "__weakref__" if cls_attr.is_none() && self.weakly_referable(cls) => {
                return Ok(Some(Value::None));
            }
            _ => {}
        }
        match cls_attr {
            Some(a) => self.bind(a, obj, Value::Obj(cls)).map(Some),
            // Data attributes of a builtin base value (`.real`, `.numerator`).
            None => match self.base_value(obj) {
                Some(b) => match self.get_attr(b, name) {
                    Ok(v) => Ok(Some(v)),
                    Err(e) if self.err_matches(&e, TypeId::AttributeError) => Ok(None),
                    Err(e) => Err(e),
                },
                None => Ok(None),
            },
        }
    }

    /// Bind a class attribute to an instance (or class) as Python's
    /// descriptor protocol does for functions, staticmethod, classmethod.
    pub(crate) fn bind(&mut self, attr: Value, obj: Value, cls: Value) -> Result<Value> {
        // User-defined descriptors: __get__(instance or None, owner).
        if self.is_user(attr) && self.dunder_of(attr, Dunder::Get).is_some() {
            let inst = if obj.is_undef() { Value::None } else { obj };
            if let Some(v) = self.call_slot(attr, Dunder::Get, &[inst, cls])? {
                return Ok(v);
            }
        }
        match attr {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Function(_) => {
                    if obj.is_undef() {
                        Ok(attr)
                    } else {
                        self.alloc(Obj::BoundMethod {
                            func: attr,
                            receiver: obj,
                        })
                    }
                }
                Obj::StaticMethod(inner) => Ok(*inner),
                Obj::ClassMethod(inner) => {
                    let inner = *inner;
                    self.alloc(Obj::BoundMethod {
                        func: inner,
                        receiver: cls,
                    })
                }
                Obj::Property(_) if obj.is_undef() => Ok(attr),
                _ => Ok(attr),
            },
            Value::Method(m, _) if m.is_classmethod() => self.alloc(Obj::BoundMethod {
                func: attr,
                receiver: cls,
            }),
            // Methods of classes defined by native modules (`random.Random`).
            Value::Native(n) if n.is_method() && !obj.is_undef() => self.alloc(Obj::BoundMethod {
                func: attr,
                receiver: obj,
            }),
            Value::Method(m, _) if !obj.is_undef() => {
                let recv = self.base_value(obj).unwrap_or(obj);
                // deque methods take the instance (copy() and repr() need it).
                let recv = if m.owner() == TypeId::Object
                    || m.owner().is_exception()
                    || m.owner() == TypeId::Deque
                {
                    obj
                } else {
                    recv
                };
                self.alloc(Obj::BoundMethod {
                    func: attr,
                    receiver: recv,
                })
            }
            _ => Ok(attr),
        }
    }

    /// Attribute lookup on a user class object.
    pub(crate) fn class_getattr(&mut self, cref: ObjRef, name: &str) -> Result<Option<Value>> {
        let (cname, qual) = match self.heap.get(cref) {
            Obj::Class(c) => (c.name.clone(), c.qualname.clone()),
            _ => return Ok(None),
        };
        match name {
            "__name__" => return self.new_str(&*cname).map(Some),
            "__qualname__" => return self.new_str(&*qual).map(Some),
            "__mro__" => {
                let m = self.mro_of(Value::Obj(cref));
                return self.new_tuple(m).map(Some);
            }
            "__bases__" => {
                let b = match self.heap.get(cref) {
                    Obj::Class(c) => c.bases.clone(),
                    _ => Vec::new(),
                };
                let b = if b.is_empty() {
                    vec![Value::Type(TypeId::Object)]
                } else {
                    b
                };
                return self.new_tuple(b).map(Some);
            }
            "__base__" => {
                let b = match self.heap.get(cref) {
                    Obj::Class(c) => c
                        .bases
                        .first()
                        .copied()
                        .unwrap_or(Value::Type(TypeId::Object)),
                    _ => Value::None,
                };
                return Ok(Some(b));
            }
            "__dict__" => return self.class_dict_view(cref).map(Some),
            "__class__" => return Ok(Some(self.class_of(Value::Obj(cref)))),
            _ => {}
        }
        match self.class_lookup(Value::Obj(cref), name) {
            Some(a) => self.bind(a, Value::Undef, Value::Obj(cref)).map(Some),
            None if matches!(self.heap.get(cref), Obj::Class(c) if c.metaclass.is_some()) => {
                let meta = self.class_of(Value::Obj(cref));
                match self.class_lookup(meta, name) {
                    Some(Value::Obj(pr)) if matches!(self.heap.get(pr), Obj::Property(_)) => {
                        let g = match self.heap.get(pr) {
                            Obj::Property(p) => p.fget,
                            _ => Value::None,
                        };
                        self.call(g, &[Value::Obj(cref)]).map(Some)
                    }
                    Some(a) => self.bind(a, Value::Obj(cref), meta).map(Some),
                    None => Ok(None),
                }
            }
            None => match MethodId::lookup(TypeId::Type, name) {
                Some(m) if m.owner() == TypeId::Type => self
                    .alloc(Obj::BoundMethod {
                        func: m.on(TypeId::Type),
                        receiver: Value::Obj(cref),
                    })
                    .map(Some),
                _ => Ok(None),
            },
        }
    }

    /// `C.__dict__`: a copy of the class namespace, with the descriptors
    /// CPython keeps there for the instance layout (slot members,
    /// `__dict__`, `__weakref__`) where CPython lists them.
    fn class_dict_view(&mut self, cref: ObjRef) -> Result<Value> {
        use crate::objects::class::{LAYOUT_DICT, LAYOUT_WEAKREF};
        let (pairs, adds, at, slots_v, cname) = match self.heap.get(cref) {
            Obj::Class(c) => (
                c.dict.iter().map(|e| (e.key, e.value)).collect::<Vec<_>>(),
                c.layout_adds,
                c.layout_at as usize,
                c.dict.get_str(&self.heap, "__slots__"),
                c.name.clone(),
            ),
            _ => return Err(Error::fault("class_dict_view on non-class")),
        };
        let mut extra: Vec<(Rc<str>, Value)> = Vec::new();
        if let Some(sv) = slots_v {
            let names: Vec<Value> = match sv {
                Value::Obj(r) => match self.heap.get(r) {
                    Obj::Str(_) => vec![sv],
                    Obj::Tuple(t) => t.to_vec(),
                    Obj::List(l) => l.clone(),
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            };
            for n in names {
                let Some(n) = self.str_of(n) else { continue };
                if matches!(n, "__dict__" | "__weakref__") {
                    continue;
                }
                let n: Rc<str> = if n.starts_with("__") && !n.ends_with("__") {
                    format!("_{}{n}", cname.trim_start_matches('_')).into()
                } else {
                    n.into()
                };
                extra.push((n, Value::None));
            }
        }
        if adds & LAYOUT_DICT != 0 {
            extra.push((
                "__dict__".into(),
                Value::Builtin(crate::builtins::BuiltinFn::Vars),
            ));
        }
        if adds & LAYOUT_WEAKREF != 0 {
            extra.push(("__weakref__".into(), Value::None));
        }
        let d = self.new_dict()?;
        let base = self.roots.len();
        self.roots.push(d);
        let r = (|| {
            let mut extra = Some(extra);
            for (i, (k, v)) in pairs.into_iter().enumerate() {
                if i == at
                    && let Some(ex) = extra.take()
                {
                    self.add_layout_descriptors(d, ex)?;
                }
                self.dict_set(d, k, v)?;
            }
            if let Some(ex) = extra.take() {
                self.add_layout_descriptors(d, ex)?;
            }
            Ok(d)
        })();
        self.roots.truncate(base);
        r
    }

    /// Stand-ins for the layout descriptors of `class_dict_view`:
    /// properties (reading `__dict__` works through `vars`).
    fn add_layout_descriptors(&mut self, d: Value, ex: Vec<(Rc<str>, Value)>) -> Result<()> {
        for (name, fget) in ex {
            let p = self.new_property(Property {
                fget,
                fset: Value::None,
                fdel: Value::None,
                doc: Value::None,
            })?;
            let k = self.new_str(&*name)?;
            self.dict_set(d, k, p)?;
        }
        Ok(())
    }

    /// `obj.name = v` for instances of user classes.
    pub(crate) fn instance_setattr(
        &mut self,
        obj: Value,
        cls: ObjRef,
        name: &str,
        v: Value,
    ) -> Result<()> {
        if let Some(d) = self.class_lookup(Value::Obj(cls), name)
            && self.is_user(d)
            && self.call_slot(d, Dunder::Set, &[obj, v])?.is_some()
        {
            return Ok(());
        }
        if let Some(Value::Obj(pr)) = self.class_lookup(Value::Obj(cls), name)
            && let Obj::Property(p) = self.heap.get(pr)
        {
            let setter = p.fset;
            if matches!(setter, Value::None) {
                return Err(Error::attr_error(format!(
                    "property '{name}' of '{}' object has no setter",
                    self.type_name(obj)
                )));
            }
            self.call(setter, &[obj, v])?;
            return Ok(());
        }
        let allowed = match self.heap.get(cls) {
            Obj::Class(c) => c.slots.as_ref().map(|s| s.iter().any(|n| &**n == name)),
            _ => None,
        };
        if allowed == Some(false) {
            return Err(Error::attr_error(format!(
                "'{}' object has no attribute '{name}'",
                self.type_name(obj)
            )));
        }
        self.instance_dict_set(obj, name, v)
    }

    /// Store into the instance `__dict__` directly (object.__setattr__).
    pub fn instance_dict_set(&mut self, obj: Value, name: &str, v: Value) -> Result<()> {
        let Value::Obj(r) = obj else {
            return Err(Error::fault("setattr on non-object"));
        };
        if name == "__class__" {
            return self.set_instance_class(r, v);
        }
        if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
            match e.attrs.iter_mut().find(|(k, _)| &**k == name) {
                Some(slot) => slot.1 = v,
                None => e.attrs.push((name.into(), v)),
            }
            return Ok(());
        }
        self.instance_store(r, name, v)
    }

    /// `obj.__class__ = cls` (object's `__class__` descriptor).
    fn set_instance_class(&mut self, r: ObjRef, v: Value) -> Result<()> {
        let old = match self.heap.get(r) {
            Obj::Instance(i) => i.class,
            _ => {
                return Err(Error::type_error(
                    "__class__ assignment only supported for mutable types or ModuleType subclasses",
                ));
            }
        };
        let Value::Obj(new) = v else {
            if matches!(v, Value::Type(_)) {
                return Err(Error::type_error(
                    "__class__ assignment only supported for mutable types or ModuleType subclasses",
                ));
            }
            return Err(Error::type_error(format!(
                "__class__ must be set to a class, not '{}' object",
                self.type_name(v)
            )));
        };
        let (old_slots, new_slots) = match (self.heap.get(old), self.heap.get(new)) {
            (Obj::Class(a), Obj::Class(b)) => (
                (a.slots.clone(), a.slot_names.clone()),
                (b.slots.clone(), b.slot_names.clone()),
            ),
            _ => {
                return Err(Error::type_error(format!(
                    "__class__ must be set to a class, not '{}' object",
                    self.type_name(v)
                )));
            }
        };
        if old_slots != new_slots {
            return Err(Error::type_error(format!(
                "__class__ assignment: '{}' object layout differs from '{}'",
                self.class_name(v),
                self.class_name(Value::Obj(old))
            )));
        }
        // The values follow the old class's shared keys.
        self.instance_dict(r)?;
        if let Some(Obj::Instance(i)) = self.heap.get_mut(r) {
            i.class = new;
        }
        Ok(())
    }

    pub(crate) fn instance_delattr(&mut self, obj: Value, cls: ObjRef, name: &str) -> Result<()> {
        if let Some(d) = self.class_lookup(Value::Obj(cls), name)
            && self.is_user(d)
            && self.call_slot(d, Dunder::Delete, &[obj])?.is_some()
        {
            return Ok(());
        }
        if let Some(Value::Obj(pr)) = self.class_lookup(Value::Obj(cls), name)
            && let Obj::Property(p) = self.heap.get(pr)
        {
            let deleter = p.fdel;
            if matches!(deleter, Value::None) {
                return Err(Error::attr_error(format!(
                    "property '{name}' of '{}' object has no deleter",
                    self.type_name(obj)
                )));
            }
            self.call(deleter, &[obj])?;
            return Ok(());
        }
        let Value::Obj(r) = obj else {
            return Err(Error::fault("delattr"));
        };
        if let Some(Obj::Exception(e)) = self.heap.get_mut(r)
            && let Some(pos) = e.attrs.iter().position(|(k, _)| &**k == name)
        {
            e.attrs.remove(pos);
            return Ok(());
        }
        let is_slot = match self.heap.get(cls) {
            Obj::Class(c) => {
                c.slot_names.iter().any(|n| &**n == name)
                    || c.slots.iter().flatten().any(|n| &**n == name)
            }
            _ => false,
        };
        if self.instance_remove(r, name)? {
            Ok(())
        } else if is_slot {
            // An unset slot member reports just its name.
            Err(Error::attr_error(name.to_string()))
        } else {
            Err(Error::attr_error(format!(
                "'{}' object has no attribute '{name}'",
                self.type_name(obj)
            )))
        }
    }

    /// `super()` attribute lookup: search the MRO of type(obj) after `class`.
    /// `super(class, obj)` needs `obj` to be an instance or a subclass of `class`.
    pub(crate) fn super_check(&self, class: Value, obj: Value) -> Result<()> {
        let ok = self.is_subclass(self.class_of(obj), class)
            || (self.is_class(obj) && self.is_subclass(obj, class));
        if !ok {
            return Err(Error::type_error(
                "super(type, obj): obj must be an instance or subtype of type",
            ));
        }
        Ok(())
    }

    /// `super(...).name`: the MRO after the class, then the super object's
    /// own attributes.
    pub(crate) fn super_getattr(&mut self, sup: ObjRef, name: &str) -> Result<Value> {
        let Obj::Super { class, obj } = *self.heap.get(sup) else {
            return Err(Error::fault("super_getattr"));
        };
        // CPython never looks `__class__` up in the MRO.
        if !obj.is_undef()
            && name != "__class__"
            && let Some(v) = self.super_mro_getattr(class, obj, name)?
        {
            return Ok(v);
        }
        let self_class = if obj.is_undef() {
            Value::None
        } else if self.is_class(obj) {
            obj
        } else {
            self.class_of(obj)
        };
        match name {
            "__thisclass__" => Ok(class),
            "__self__" if obj.is_undef() => Ok(Value::None),
            "__self__" => Ok(obj),
            "__self_class__" => Ok(self_class),
            "__class__" => Ok(Value::Type(TypeId::Super)),
            // The super object's own methods (`__get__`, `__repr__`, …).
            _ => match MethodId::lookup(TypeId::Super, name) {
                Some(m) => self.alloc(Obj::BoundMethod {
                    func: m.on(TypeId::Super),
                    receiver: Value::Obj(sup),
                }),
                None => Err(Error::attr_error(format!(
                    "'super' object has no attribute '{name}'"
                ))),
            },
        }
    }

    fn super_mro_getattr(&mut self, class: Value, obj: Value, name: &str) -> Result<Option<Value>> {
        let start_cls = if self.is_class(obj) && self.mro_of(obj).contains(&class) {
            obj
        } else {
            self.class_of(obj)
        };
        let mro = self.mro_of(start_cls);
        let pos = mro
            .iter()
            .position(|c| *c == class)
            .map_or(mro.len(), |p| p + 1);
        for k in &mro[pos..] {
            let found = match k {
                Value::Obj(kr) => match self.heap.get(*kr) {
                    Obj::Class(kc) => kc.dict.get_str(&self.heap, name),
                    _ => None,
                },
                Value::Type(t) => MethodId::lookup(*t, name).map(|m| m.on(*t)),
                _ => None,
            };
            if let Some(a) = found {
                if let Value::Obj(pr) = a
                    && let Obj::Property(p) = self.heap.get(pr)
                {
                    let g = p.fget;
                    return self.call(g, &[obj]).map(Some);
                }
                // super() in a metaclass method: `obj` is a class that is an
                // instance of the metaclass, so bind to it like any instance.
                let inst = if start_cls == obj { Value::Undef } else { obj };
                return self.bind(a, inst, start_cls).map(Some);
            }
        }
        Ok(None)
    }

    pub fn new_property(&mut self, p: Property) -> Result<Value> {
        self.alloc(Obj::Property(Box::new(p)))
    }
}

impl Vm {
    /// `super()` with no arguments: the class that defined the running
    /// method, and its first argument.
    pub(crate) fn zero_arg_super(&mut self) -> Result<(ObjRef, Value)> {
        let Some(frame) = self.frames.last() else {
            return Err(Error::new(TypeId::RuntimeError, "super(): no arguments"));
        };
        let owner = match frame.func {
            Value::Obj(f) => match self.heap.get(f) {
                Obj::Function(func) => func.owner,
                _ => None,
            },
            _ => None,
        };
        // CPython looks for the first argument before the `__class__` cell.
        if frame.code.sig.argcount == 0 && !frame.code.sig.varargs {
            return Err(Error::new(TypeId::RuntimeError, "super(): no arguments"));
        }
        let Some(class) = owner else {
            return Err(Error::new(
                TypeId::RuntimeError,
                "super(): __class__ cell not found",
            ));
        };
        let mut first = self.stack[frame.base as usize];
        if let Value::Obj(r) = first
            && let Obj::Cell(v) = self.heap.get(r)
            && frame.code.cells.iter().any(|(s, _)| *s == 0)
        {
            first = *v;
        }
        Ok((class, first))
    }
}

impl Vm {
    /// `with mgr:` — returns (bound __exit__, result of __enter__).
    pub(crate) fn enter_context(&mut self, mgr: Value) -> Result<(Value, Value)> {
        let cls = self.class_of(mgr);
        let enter = self
            .class_lookup(cls, "__enter__")
            .filter(|v| !matches!(v, Value::Method(..)));
        let exit = self
            .class_lookup(cls, "__exit__")
            .filter(|v| !matches!(v, Value::Method(..)));
        let (Some(enter), Some(exit)) = (enter, exit) else {
            let name = self.type_name(mgr).to_string();
            let hint = if enter.is_some() {
                " (missed __exit__ method)"
            } else {
                ""
            };
            return Err(Error::type_error(format!(
                "'{name}' object does not support the context manager protocol{hint}"
            )));
        };
        let exit_bound = self.bind(exit, mgr, cls)?;
        let base = self.roots.len();
        self.roots.push(exit_bound);
        let enter_bound = self.bind(enter, mgr, cls);
        let r = enter_bound.and_then(|e| self.call(e, &[]));
        self.roots.truncate(base);
        Ok((exit_bound, r?))
    }
}

impl Vm {
    /// Sorted attribute names for `dir(v)`.
    pub fn dir_names(&mut self, v: Value) -> Result<Vec<String>> {
        let mut names: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
        let add_dict = |vm: &Vm, d: &Dict, names: &mut std::collections::BTreeSet<String>| {
            for k in d.keys() {
                if let Some(s) = vm.str_of(k) {
                    names.insert(s.to_string());
                }
            }
        };
        let cls = if self.is_class(v) {
            v
        } else {
            self.class_of(v)
        };
        if let Value::Obj(r) = v {
            match self.heap.get(r) {
                Obj::Instance(i) => {
                    // Slot members are class attributes in CPython.
                    if let Obj::Class(c) = self.heap.get(i.class) {
                        let declared = c.slots.iter().flatten().chain(&c.slot_names);
                        names.extend(declared.map(|n| n.to_string()));
                    }
                    names.extend(self.instance_attr_names(r))
                }
                Obj::Module(m) => {
                    if let Some(d) = m.attrs(&self.heap) {
                        add_dict(self, d, &mut names);
                    }
                    return Ok(names.into_iter().collect());
                }
                Obj::Exception(e) => {
                    for (k, _) in &e.attrs {
                        names.insert(k.to_string());
                    }
                }
                _ => {}
            }
        }
        for k in self.mro_of(cls) {
            match k {
                Value::Obj(kr) => {
                    if let Obj::Class(c) = self.heap.get(kr) {
                        add_dict(self, &c.dict, &mut names);
                    }
                }
                Value::Type(t) => {
                    for m in MethodId::ALL {
                        let mut c = t;
                        loop {
                            if m.owner() == c && MethodId::lookup(t, m.name()) == Some(*m) {
                                names.insert(m.name().to_string());
                            }
                            if c == TypeId::Object {
                                break;
                            }
                            c = c.base();
                        }
                    }
                }
                _ => {}
            }
        }
        for extra in ["__class__", "__doc__", "__module__", "__dict__"] {
            if matches!(cls, Value::Obj(_)) || extra == "__class__" || extra == "__doc__" {
                names.insert(extra.to_string());
            }
        }
        Ok(names.into_iter().collect())
    }
}

impl Vm {
    /// `type.__call__(cls, *args)`: instantiate ignoring the metaclass.
    pub(crate) fn instantiate_plain(
        &mut self,
        cls: Value,
        args: &[Value],
        kw: &[(Rc<str>, Value)],
    ) -> Result<Value> {
        let Value::Obj(cref) = cls else {
            return crate::builtins::call_value(self, cls, crate::builtins::Args { pos: args, kw });
        };
        let pos = self.stack.len();
        self.stack.push(cls);
        self.stack.extend_from_slice(args);
        self.stack.extend(kw.iter().map(|(_, v)| *v));
        let names: Vec<Rc<str>> = kw.iter().map(|(k, _)| k.clone()).collect();
        let names_opt = if names.is_empty() {
            None
        } else {
            Some(&names[..])
        };
        self.enter_native();
        let r = match self.call_class_plain(cref, pos, args.len() + kw.len(), names_opt) {
            Ok(super::call::Called::Value(v)) => Ok(v),
            Ok(super::call::Called::Frame) => {
                let depth = self.frames.len() - 1;
                self.run_frame(depth)
            }
            Err(e) => Err(e),
        };
        self.leave_native();
        self.stack.truncate(pos);
        r
    }
}

impl Vm {
    /// Python 3.11 reports an exception from `__set_name__` as a
    /// RuntimeError naming the attribute, caused by the original.
    fn set_name_error(&mut self, e: Error, v: Value, k: Value, cref: ObjRef) -> Error {
        if !e.is_catchable() {
            return e;
        }
        let build = |vm: &mut Vm, e: Error| -> Result<ObjRef> {
            let orig = vm.materialize(e)?;
            let key = vm.str_of(k).unwrap_or("?").to_string();
            let cls = vm.class_name(Value::Obj(cref)).to_string();
            let msg = format!(
                "Error calling __set_name__ on '{}' instance '{key}' in '{cls}'",
                vm.type_name(v)
            );
            let m = vm.new_str(msg)?;
            let exc = vm.new_exception(TypeId::RuntimeError, vec![m])?;
            if let Some(Obj::Exception(x)) = vm.heap.get_mut(exc) {
                x.cause = Value::Obj(orig);
                x.suppress_context = true;
            }
            Ok(exc)
        };
        match build(self, e) {
            Ok(r) => Error::raised(r),
            Err(e) => e,
        }
    }
}

/// The lookup cache's hash of a name: any good hash of the bytes will do
/// (the cached name is compared on a hit), and this one is much cheaper
/// than Python's str hash.
fn lookup_hash(name: &str) -> u64 {
    use std::hash::BuildHasher;
    foldhash::fast::FixedState::with_seed(0).hash_one(name)
}

impl Vm {
    /// The slot names class `c` itself declares (its `__slots__` as a
    /// string, tuple or list), mangled as `self.__x` in its methods is.
    fn declared_slots(&self, c: &crate::objects::ClassObj) -> Vec<Rc<str>> {
        let Some(sv) = c.dict.get_str(&self.heap, "__slots__") else {
            return Vec::new();
        };
        let items: Vec<Value> = match sv {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Str(_) => vec![sv],
                Obj::Tuple(t) => t.to_vec(),
                Obj::List(l) => l.clone(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        items
            .iter()
            .filter_map(|x| self.str_of(*x).map(|n| mangle_slot(&c.name, n)))
            .collect()
    }
}

/// A `__slots__` name as instances store it: private names are mangled
/// with the declaring class's name.
fn mangle_slot(class: &str, n: &str) -> Rc<str> {
    match crate::compile::mangled(class, n) {
        Some(m) => m.into(),
        None => n.into(),
    }
}
