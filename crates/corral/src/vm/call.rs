//! Calling: argument binding with CPython's error messages, frame setup for
//! guest functions, builtin dispatch, and re-entrant calls from native code.

use std::rc::Rc;

use crate::builtins::{self, Args, MethodId};
use crate::compile::code::Code;
use crate::error::{Error, Result};
use crate::objects::{Function, GenState, Generator, Obj, ObjRef, TypeId, Value};

use super::dunder::Dunder;
use super::{Frame, Vm};

pub(crate) enum Called {
    /// The call completed with this value.
    Value(Value),
    /// A guest frame was pushed; the dispatch loop continues in it.
    Frame,
}

/// Deepest nesting of native → guest re-entry (each costs Rust stack).
const MAX_NATIVE_DEPTH: u32 = 3000;

impl Vm {
    /// Call the callee at stack[pos] with the `n` values above it; the last
    /// `kw.len()` of them are keyword arguments named by `kw`.
    pub(crate) fn call_at(
        &mut self,
        pos: usize,
        n: usize,
        kw: Option<&[Rc<str>]>,
    ) -> Result<Called> {
        let callee = self.stack[pos];
        match callee {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Function(_) => self.call_function(r, pos, n, kw),
                Obj::Class(_) => self.call_class(r, pos, n, kw),
                Obj::External(_) => self.call_external(r, pos, n, kw).map(Called::Value),
                Obj::Instance(_) => {
                    let Some(f) = self.dunder_of(callee, Dunder::Call) else {
                        return Err(Error::type_error(format!(
                            "'{}' object is not callable",
                            self.type_name(callee)
                        )));
                    };
                    if let Some((func, args)) = self.plain_partial(r, f) {
                        // functools.partial without keywords: its function
                        // called in its stead, no guest frame for __call__.
                        let k = args.len();
                        self.stack[pos] = func;
                        self.stack.splice(pos + 1..pos + 1, args);
                        return self.call_at(pos, n + k, kw);
                    }
                    self.stack[pos] = f;
                    self.stack.insert(pos + 1, callee);
                    self.call_at(pos, n + 1, kw)
                }
                Obj::BoundMethod { func, receiver } => {
                    let (func, receiver) = (*func, *receiver);
                    self.stack[pos] = func;
                    self.stack.insert(pos + 1, receiver);
                    self.call_at(pos, n + 1, kw)
                }
                _ => self.call_native(callee, pos, n, kw),
            },
            Value::Method(m, cls) if n >= 1 && kw.is_none() => {
                self.call_builtin_method(m, cls, pos, n)
            }
            // A builtin function with positional arguments only: straight
            // to it, without `call_value`'s dispatch or keyword pairs.
            Value::Builtin(b) if kw.is_none() => self
                .with_args(pos + 1, pos + 1 + n, |vm, args| {
                    // Consumers that keep their own state rooted; see `collect_ok`.
                    vm.collect_ok = b == builtins::BuiltinFn::Sum;
                    let r = builtins::functions::call(vm, b, Args::new(args));
                    vm.collect_ok = false;
                    r
                })
                .map(Called::Value),
            // `str(x)`, the commonest conversion: what `construct` does
            // with one positional argument, without its argument handling.
            Value::Type(TypeId::Str) if n == 1 && kw.is_none() => {
                let v = self.stack[pos + 1];
                self.to_str(v).map(Called::Value)
            }
            _ => self.call_native(callee, pos, n, kw),
        }
    }

    /// The function and bound arguments of a `functools.partial` instance
    /// whose `__call__` is the class's own (`f`, the one functools.py also
    /// keeps as `_corral_partial_call`) and whose keywords are empty.
    fn plain_partial(&self, inst: ObjRef, f: Value) -> Option<(Value, Vec<Value>)> {
        let Obj::Instance(i) = self.heap.get(inst) else {
            return None;
        };
        if self.class_lookup(Value::Obj(i.class), "_corral_partial_call") != Some(f) {
            return None;
        }
        let field = |name: &str| self.attr_of(i, name);
        let kw_empty = matches!(field("keywords"),
            Some(Value::Obj(k)) if matches!(self.heap.get(k), Obj::Dict(kd) if kd.is_empty()));
        let func = field("func")?;
        // Only a function or a builtin: another callable instance (a
        // partial's func can be reassigned to one, to any depth) goes
        // through the guest __call__, which recurses in frames, not here.
        if let Value::Obj(fr) = func
            && !matches!(self.heap.get(fr), Obj::Function(_))
        {
            return None;
        }
        match field("args") {
            Some(Value::Obj(t)) if kw_empty => match self.heap.get(t) {
                Obj::Tuple(items) => Some((func, items.to_vec())),
                _ => None,
            },
            _ => None,
        }
    }

    /// `recv.m(args)` for builtin method `m` with the receiver in the first
    /// argument slot: when the receiver is exactly the method's type (what
    /// a method load on a builtin object yields), straight to the method.
    fn call_builtin_method(
        &mut self,
        m: MethodId,
        cls: TypeId,
        pos: usize,
        n: usize,
    ) -> Result<Called> {
        let recv = self.stack[pos + 1];
        // `items.append(x)`, the commonest method call: straight to the
        // append (what the general path below ends in for a list).
        if m == MethodId::ListAppend
            && n == 2
            && let Value::Obj(r) = recv
            && matches!(self.heap.get(r), Obj::List(_))
        {
            let v = self.stack[pos + 2];
            self.list_append(recv, v)?;
            return Ok(Called::Value(Value::None));
        }
        let owner = m.owner();
        if owner == TypeId::Str
            && let Some(v) =
                builtins::methods::str::fast_call(self, m, recv, &self.stack[pos + 2..pos + 1 + n])
        {
            return Ok(Called::Value(v));
        }
        if owner == TypeId::Object || m.is_classmethod() || self.type_of(recv) != owner {
            return self.call_native(Value::Method(m, cls), pos, n, None);
        }
        self.with_args(pos + 2, pos + 1 + n, |vm, args| {
            vm.collect_ok = m == MethodId::StrJoin;
            let r = builtins::methods::call(vm, m, recv, Args { pos: args, kw: &[] });
            vm.collect_ok = false;
            r
        })
        .map(Called::Value)
    }

    /// Run `f` on a copy of `stack[from..to]` (a native call may change the
    /// stack), made in the VM's reusable argument buffer.
    fn with_args<T>(
        &mut self,
        from: usize,
        to: usize,
        f: impl FnOnce(&mut Vm, &[Value]) -> T,
    ) -> T {
        // Few arguments (most calls): a copy on the Rust stack, no buffer
        // to take and put back, and none allocated for a nested call.
        const SMALL: usize = 4;
        let n = to.saturating_sub(from);
        if n <= SMALL
            && let Some(src) = self.stack.get(from..to)
        {
            let mut small = [Value::Undef; SMALL];
            small[..n].copy_from_slice(src);
            return f(self, &small[..n]);
        }
        let mut buf = std::mem::take(&mut self.arg_buf);
        buf.clear();
        buf.extend_from_slice(&self.stack[from..to]);
        let r = f(self, &buf);
        self.arg_buf = buf;
        r
    }

    /// `Cls(args)`: make the instance, then run `__init__` in a frame whose
    /// result is replaced by the instance.
    fn call_class(
        &mut self,
        cref: ObjRef,
        pos: usize,
        n: usize,
        kw: Option<&[Rc<str>]>,
    ) -> Result<Called> {
        let cls = Value::Obj(cref);
        let args_all: Vec<Value> = self.stack[pos + 1..pos + 1 + n].to_vec();
        let nkw0 = kw.map_or(0, |k| k.len());
        let kw0: Vec<(Rc<str>, Value)> = match kw {
            Some(names) => names
                .iter()
                .cloned()
                .zip(args_all[n - nkw0..].iter().copied())
                .collect(),
            None => Vec::new(),
        };
        // A metaclass with __call__ decides what calling the class does.
        if let Some(Value::Obj(m)) = Some(self.class_of(cls))
            && let Some(call) = self
                .class_lookup(Value::Obj(m), "__call__")
                .filter(|f| !matches!(f, Value::Method(..)))
        {
            let mut full = vec![cls];
            full.extend_from_slice(&args_all[..n - nkw0]);
            return self.call_kw(call, &full, &kw0).map(Called::Value);
        }
        // Calling a metaclass makes a class: Meta(name, bases, ns).
        if matches!(self.heap.get(cref), Obj::Class(c) if c.builtin_base == TypeId::Type)
            && n - nkw0 == 3
        {
            let user_new = self
                .class_lookup(cls, "__new__")
                .filter(|f| !matches!(f, Value::Method(..)));
            let made = match user_new {
                Some(f) => {
                    let f = match f {
                        Value::Obj(r) => match self.heap.get(r) {
                            Obj::StaticMethod(i) => *i,
                            _ => f,
                        },
                        _ => f,
                    };
                    self.call_kw(f, &[cls, args_all[0], args_all[1], args_all[2]], &kw0)?
                }
                None => self.type_new(cls, args_all[0], args_all[1], args_all[2], &kw0)?,
            };
            if let Some(init) = self
                .class_lookup(cls, "__init__")
                .filter(|f| !matches!(f, Value::Method(..)))
            {
                self.call_kw(init, &[made, args_all[0], args_all[1], args_all[2]], &kw0)?;
            }
            return Ok(Called::Value(made));
        }
        self.call_class_plain(cref, pos, n, kw)
    }

    /// Instantiate a class without consulting its metaclass (`type.__call__`).
    pub(crate) fn call_class_plain(
        &mut self,
        cref: ObjRef,
        pos: usize,
        n: usize,
        kw: Option<&[Rc<str>]>,
    ) -> Result<Called> {
        let cls = Value::Obj(cref);
        let new_fn = self
            .class_lookup(cls, "__new__")
            .filter(|f| !matches!(f, Value::Method(..)));
        if let Some(Value::Native(_)) = new_fn
            && let Some(r) =
                crate::modules::datetime_native::fast_new(self, cref, pos, n, kw.unwrap_or(&[]))
        {
            return r.map(Called::Value);
        }
        let mut init = self.class_lookup(cls, "__init__");
        let args: Vec<Value> = self.stack[pos + 1..pos + 1 + n].to_vec();
        let nkw = kw.map_or(0, |k| k.len());
        let kwpairs: Vec<(Rc<str>, Value)> = match kw {
            Some(names) => names
                .iter()
                .cloned()
                .zip(args[n - nkw..].iter().copied())
                .collect(),
            None => Vec::new(),
        };
        let user_init = matches!(init, Some(v) if !matches!(v, Value::Method(..)));
        let instance = match new_fn {
            Some(f) => {
                let f = match f {
                    Value::Obj(r) => match self.heap.get(r) {
                        Obj::StaticMethod(i) => *i,
                        _ => f,
                    },
                    _ => f,
                };
                let mut full = vec![cls];
                full.extend_from_slice(&args[..n - nkw]);
                let inst = match f {
                    // A native constructor (datetime's) is called as
                    // `call_kw` would, without the frame stack round trip.
                    Value::Native(id) if self.native_depth < MAX_NATIVE_DEPTH => {
                        self.enter_native();
                        let r = crate::modules::call(
                            self,
                            id,
                            Args {
                                pos: &full,
                                kw: &kwpairs,
                            },
                        );
                        self.leave_native();
                        r?
                    }
                    _ => self.call_kw(f, &full, &kwpairs)?,
                };
                let made = self.class_of(inst);
                if !self.is_subclass(made, cls) {
                    return Ok(Called::Value(inst));
                }
                // `__init__` is looked up on what `__new__` made (a subclass
                // instance runs the subclass's).
                if made != cls {
                    init = self.class_lookup(made, "__init__");
                }
                inst
            }
            None => {
                let builtin_base = match self.heap.get(cref) {
                    Obj::Class(c) => c.builtin_base,
                    _ => TypeId::Object,
                };
                if !user_init && n > 0 && builtin_base == TypeId::Object {
                    let cname = self.class_name(cls).to_string();
                    return Err(Error::type_error(format!("{cname}() takes no arguments")));
                }
                self.new_instance(cref, &args[..n - nkw])?
            }
        };
        match init {
            Some(f @ Value::Obj(fr)) if matches!(self.heap.get(fr), Obj::Function(_)) => {
                self.stack[pos] = f;
                self.stack.insert(pos + 1, instance);
                match self.call_function(fr, pos, n + 1, kw)? {
                    Called::Frame => {
                        if let Some(fr) = self.frames.last_mut() {
                            fr.init_instance = instance;
                        }
                        Ok(Called::Frame)
                    }
                    Called::Value(_) => Ok(Called::Value(instance)),
                }
            }
            Some(Value::Method(
                m @ (crate::builtins::MethodId::ListInit
                | crate::builtins::MethodId::DictInit
                | crate::builtins::MethodId::SetInit
                | crate::builtins::MethodId::DequeInit),
                _,
            )) => {
                let base = self.base_value(instance).unwrap_or(instance);
                crate::builtins::methods::call(
                    self,
                    m,
                    base,
                    crate::builtins::Args {
                        pos: &args[..n - nkw],
                        kw: &kwpairs,
                    },
                )?;
                Ok(Called::Value(instance))
            }
            // BaseException.__init__ after a user __new__: args are the
            // arguments of the call, whatever __new__ passed on.
            Some(Value::Method(crate::builtins::MethodId::ExcInit, _)) if new_fn.is_some() => {
                if let Value::Obj(r) = instance
                    && let Some(Obj::Exception(e)) = self.heap.get_mut(r)
                    && !e.ty.is_subtype(TypeId::OSError)
                {
                    e.args = args[..n - nkw].to_vec();
                }
                Ok(Called::Value(instance))
            }
            Some(Value::Method(..)) | None => Ok(Called::Value(instance)),
            Some(other) => {
                let mut full = vec![instance];
                full.extend_from_slice(&args[..n - nkw]);
                self.call_kw(other, &full, &kwpairs)?;
                Ok(Called::Value(instance))
            }
        }
    }

    /// Run a class body with `ns` as its namespace.
    pub(crate) fn call_with_namespace(&mut self, body: Value, ns: Value) -> Result<Value> {
        let pos = self.stack.len();
        self.stack.push(body);
        self.enter_native();
        let r = match self.call_at(pos, 0, None) {
            Ok(Called::Frame) => {
                if let Some(f) = self.frames.last_mut() {
                    f.locals_dict = ns;
                }
                let depth = self.frames.len() - 1;
                self.run_frame(depth)
            }
            Ok(Called::Value(v)) => Ok(v),
            Err(e) => Err(e),
        };
        self.leave_native();
        self.stack.truncate(pos);
        r
    }

    fn call_native(
        &mut self,
        callee: Value,
        pos: usize,
        n: usize,
        kw: Option<&[Rc<str>]>,
    ) -> Result<Called> {
        // Consumers that keep their own state rooted; see `collect_ok`.
        let consumer = matches!(
            callee,
            Value::Type(TypeId::List | TypeId::Tuple) | Value::Builtin(builtins::BuiltinFn::Sum)
        );
        self.with_args(pos + 1, pos + 1 + n, |vm, args| {
            vm.collect_ok = consumer;
            let nkw = kw.map_or(0, |k| k.len());
            let (pos_args, kw_vals) = args.split_at(n - nkw);
            let kwpairs: Vec<(Rc<str>, Value)> = match kw {
                Some(names) => names.iter().cloned().zip(kw_vals.iter().copied()).collect(),
                None => Vec::new(),
            };
            let r = builtins::call_value(
                vm,
                callee,
                Args {
                    pos: pos_args,
                    kw: &kwpairs,
                },
            );
            vm.collect_ok = false;
            r
        })
        .map(Called::Value)
    }

    fn call_function(
        &mut self,
        fref: ObjRef,
        pos: usize,
        n: usize,
        kw: Option<&[Rc<str>]>,
    ) -> Result<Called> {
        // Callers have seen a function there (`call_at`, or a class's
        // special-method memo for this lookup epoch).
        let Obj::Function(f) = self.heap.get(fref) else {
            return Err(Error::fault("called a function that is not one"));
        };
        let code = f.code.clone();
        let base = pos + 1;
        let nlocals = code.nlocals as usize;
        let sig = &code.sig;
        let simple = kw.is_none()
            && sig.is_simple()
            && n <= sig.argcount as usize
            && n + f.defaults.len() >= sig.argcount as usize;
        if simple {
            let argc = sig.argcount as usize;
            if n < argc {
                let first_default = f.defaults.len() - (argc - n);
                self.stack.extend_from_slice(&f.defaults[first_default..]);
            }
            self.stack.resize(base + nlocals, Value::Undef);
        } else if let Some(names) = kw
            && self.bind_keywords_in_place(fref, &code, base, n, names)
        {
            self.stack.resize(base + nlocals, Value::Undef);
        } else {
            let nkw = kw.map_or(0, |k| k.len());
            let args: Vec<Value> = self.stack[base..base + n].to_vec();
            let (p, kv) = args.split_at(n - nkw);
            let kwpairs: Vec<(Rc<str>, Value)> = match kw {
                Some(names) => names.iter().cloned().zip(kv.iter().copied()).collect(),
                None => Vec::new(),
            };
            let locals = self.bind_args(fref, &code, p, &kwpairs)?;
            self.stack.truncate(base);
            self.stack.extend(locals);
            self.stack.resize(base + nlocals, Value::Undef);
        }
        self.enter_function(fref, code, pos, base)
    }

    /// Install cells and free variables, then push the frame (or build a
    /// generator object for generator code).
    fn enter_function(
        &mut self,
        fref: ObjRef,
        code: Rc<Code>,
        pos: usize,
        base: usize,
    ) -> Result<Called> {
        for &(slot, is_param) in code.cells.iter() {
            let init = if is_param {
                self.stack[base + slot as usize]
            } else {
                Value::Undef
            };
            let cell = self.alloc(Obj::Cell(init))?;
            self.stack[base + slot as usize] = cell;
        }
        if !code.freevars.is_empty() {
            let Obj::Function(f) = self.heap.get(fref) else {
                unreachable!()
            };
            for (i, &slot) in code.freevars.iter().enumerate() {
                if let Some(c) = f.closure.get(i) {
                    self.stack[base + slot as usize] = Value::Obj(*c);
                }
            }
        }
        if code.is_generator {
            let saved = self.stack.split_off(base);
            self.stack.truncate(pos);
            let (name, qualname) = match self.heap.get(fref) {
                Obj::Function(f) => (f.name.clone(), f.qualname.clone()),
                _ => (code.name.clone(), code.qualname.clone()),
            };
            let g = self.alloc(Obj::Generator(Box::new(Generator {
                func: fref,
                code,
                name,
                qualname,
                saved,
                ip: 0,
                state: GenState::Created,
                blocks: Vec::new(),
                exc_state: Value::Undef,
                ag_running: false,
                ag_closed: false,
                ag_hooked: false,
            })))?;
            return Ok(Called::Value(g));
        }
        let globals_dict = match self.heap.get(fref) {
            Obj::Function(f) => f.globals_dict,
            _ => Value::Undef,
        };
        self.push_frame(Frame {
            code,
            ip: 0,
            base: base as u32,
            ret_sp: pos as u32,
            block_base: self.blocks.len() as u32,
            func: Value::Obj(fref),
            generator: None,
            for_exit: None,
            locals_dict: Value::Undef,
            globals_dict,
            init_instance: Value::Undef,
        })?;
        Ok(Called::Frame)
    }

    /// Bind positional and keyword arguments to parameter slots.
    /// The common keyword call (`f(a, b=1, key=k)`: a few keywords that
    /// name parameters, no `*args`/`**kwargs` on either side) bound on the
    /// stack without allocating. Returns false, having changed nothing,
    /// for anything else, which `bind_args` handles (and reports).
    fn bind_keywords_in_place(
        &mut self,
        fref: ObjRef,
        code: &Code,
        base: usize,
        n: usize,
        names: &[Rc<str>],
    ) -> bool {
        const MAX: usize = 8;
        let sig = &code.sig;
        let (argc, nkwonly) = (sig.argcount as usize, sig.kwonly as usize);
        let nkw = names.len();
        let npos = n - nkw;
        if sig.varargs || sig.varkw || nkw > MAX || npos > argc {
            return false;
        }
        let Obj::Function(f) = self.heap.get(fref) else {
            return false;
        };
        // Where each keyword goes; any doubt and the general path decides.
        let mut target = [0usize; MAX];
        let params = &sig.names[..argc + nkwonly];
        for (t, k) in target.iter_mut().zip(names) {
            let Some(i) = params.iter().position(|p| Rc::ptr_eq(p, k) || **p == **k) else {
                return false;
            };
            if i < sig.posonly as usize || i < npos {
                return false;
            }
            *t = i;
        }
        let targets = &target[..nkw];
        if (1..nkw).any(|j| targets[..j].contains(&targets[j])) {
            return false;
        }
        let first_default = argc - f.defaults.len().min(argc);
        let given = |i: usize| i < npos || targets.contains(&i);
        if (npos..first_default.max(npos)).any(|i| !given(i)) {
            return false;
        }
        let kwonly_default = |i: usize| {
            f.kwdefaults
                .iter()
                .find(|(k, _)| **k == *sig.names[i])
                .map(|&(_, v)| v)
        };
        if (argc..argc + nkwonly).any(|i| !given(i) && kwonly_default(i).is_none()) {
            return false;
        }
        let mut kwvals = [Value::Undef; MAX];
        kwvals[..nkw].copy_from_slice(&self.stack[base + npos..base + n]);
        self.stack.truncate(base + npos);
        for i in npos..argc + nkwonly {
            let v = match targets.iter().position(|&t| t == i) {
                Some(j) => kwvals[j],
                None if i < argc => f.defaults[i - first_default],
                None => kwonly_default(i).unwrap_or(Value::Undef),
            };
            self.stack.push(v);
        }
        true
    }

    fn bind_args(
        &mut self,
        fref: ObjRef,
        code: &Code,
        pos: &[Value],
        kw: &[(Rc<str>, Value)],
    ) -> Result<Vec<Value>> {
        let Obj::Function(f) = self.heap.get(fref) else {
            unreachable!()
        };
        let sig = &code.sig;
        let fname = f.qualname.clone();
        let defaults = f.defaults.clone();
        let kwdefaults = f.kwdefaults.clone();
        let argc = sig.argcount as usize;
        let nkwonly = sig.kwonly as usize;
        let mut slots = vec![Value::Undef; argc + nkwonly];
        // Positional.
        let take = pos.len().min(argc);
        slots[..take].copy_from_slice(&pos[..take]);
        let extra: Vec<Value> = pos[take..].to_vec();
        if !extra.is_empty() && !sig.varargs {
            let given_kwonly = kw
                .iter()
                .filter(|(k, _)| sig.names[argc..argc + nkwonly].contains(k))
                .count();
            return Err(too_many_positional(
                &fname,
                argc,
                defaults.len(),
                pos.len(),
                given_kwonly,
            ));
        }
        // Keywords.
        let mut varkw: Vec<(Rc<str>, Value)> = Vec::new();
        let mut posonly_as_kw: Vec<Rc<str>> = Vec::new();
        for (k, v) in kw {
            let idx = sig.names[..argc + nkwonly].iter().position(|n| n == k);
            match idx {
                Some(i) if i >= sig.posonly as usize => {
                    if !slots[i].is_undef() {
                        return Err(Error::type_error(format!(
                            "{fname}() got multiple values for argument '{k}'"
                        )));
                    }
                    slots[i] = *v;
                }
                Some(_) if sig.varkw => varkw.push((k.clone(), *v)),
                Some(_) => posonly_as_kw.push(k.clone()),
                None if sig.varkw => varkw.push((k.clone(), *v)),
                None => {
                    return Err(Error::type_error(format!(
                        "{fname}() got an unexpected keyword argument '{k}'"
                    )));
                }
            }
        }
        if !posonly_as_kw.is_empty() {
            let names: Vec<String> = posonly_as_kw.iter().map(|s| s.to_string()).collect();
            return Err(Error::type_error(format!(
                "{fname}() got some positional-only arguments passed as keyword arguments: '{}'",
                names.join(", ")
            )));
        }
        // Defaults.
        let first_default = argc - defaults.len().min(argc);
        let mut missing = Vec::new();
        for i in 0..argc {
            if slots[i].is_undef() {
                if i >= first_default {
                    slots[i] = defaults[i - first_default];
                } else {
                    missing.push(sig.names[i].clone());
                }
            }
        }
        if !missing.is_empty() {
            return Err(missing_args(&fname, "positional", &missing));
        }
        let mut missing_kw = Vec::new();
        for (i, slot) in slots.iter_mut().enumerate().take(argc + nkwonly).skip(argc) {
            if slot.is_undef() {
                let name = &sig.names[i];
                match kwdefaults.iter().find(|(k, _)| k == name) {
                    Some((_, v)) => *slot = *v,
                    None => missing_kw.push(name.clone()),
                }
            }
        }
        if !missing_kw.is_empty() {
            return Err(missing_args(&fname, "keyword-only", &missing_kw));
        }
        if sig.varargs {
            let t = self.new_tuple(extra)?;
            slots.push(t);
        }
        if sig.varkw {
            let d = self.new_dict()?;
            for (k, v) in varkw {
                let key = self.new_str(&*k)?;
                self.dict_set(d, key, v)?;
            }
            slots.push(d);
        }
        Ok(slots)
    }

    pub(crate) fn make_function(&mut self, code: &Code, idx: u32, flags: u8) -> Result<Value> {
        let child = code
            .children
            .get(idx as usize)
            .cloned()
            .ok_or_else(|| Error::fault("bad child code index"))?;
        let closure = if flags & 8 != 0 {
            let t = self.stack.pop().unwrap_or(Value::Undef);
            self.seq_items(t)?
                .into_iter()
                .filter_map(|v| v.as_obj())
                .collect()
        } else {
            Vec::new()
        };
        let annotations = if flags & 4 != 0 {
            Some(self.stack.pop().unwrap_or(Value::Undef))
        } else {
            None
        };
        let kwdefaults = if flags & 2 != 0 {
            let d = self.stack.pop().unwrap_or(Value::Undef);
            let mut out = Vec::new();
            for (k, v) in self.dict_items(d)? {
                out.push((Rc::from(self.str_of(k).unwrap_or("")), v));
            }
            out
        } else {
            Vec::new()
        };
        let defaults = if flags & 1 != 0 {
            let t = self.stack.pop().unwrap_or(Value::Undef);
            self.seq_items(t)?
        } else {
            Vec::new()
        };
        let doc = match &child.doc {
            Some(d) => self.new_str(&**d)?,
            None => Value::None,
        };
        let f = Function {
            doc,
            attrs: annotations
                .map(|a| vec![("__annotations__".into(), a)])
                .unwrap_or_default(),
            owner: None,
            globals_dict: self.frames.last().map_or(Value::Undef, |f| f.globals_dict),
            name: child.name.clone(),
            qualname: child.qualname.clone(),
            code: child,
            defaults,
            kwdefaults,
            closure,
        };
        self.alloc(Obj::Function(Box::new(f)))
    }

    /// Call any callable from native code (sort keys, map, …). Re-entrant:
    /// runs a nested dispatch loop for guest functions.
    pub fn call(&mut self, callee: Value, args: &[Value]) -> Result<Value> {
        self.call_kw(callee, args, &[])
    }

    pub fn call_kw(
        &mut self,
        callee: Value,
        args: &[Value],
        kw: &[(Rc<str>, Value)],
    ) -> Result<Value> {
        let pos = self.stack.len();
        self.stack.push(callee);
        self.stack.extend_from_slice(args);
        self.stack.extend(kw.iter().map(|(_, v)| *v));
        if kw.is_empty() {
            return self.call_pushed(pos, args.len(), None);
        }
        let names: Vec<Rc<str>> = kw.iter().map(|(k, _)| k.clone()).collect();
        self.call_pushed(pos, args.len() + kw.len(), Some(&names))
    }

    /// `callee(first, *args)`: a method called with its receiver, as the
    /// operator and protocol hooks do, with no argument vector built.
    pub(crate) fn call_with_first(
        &mut self,
        callee: Value,
        first: Value,
        args: &[Value],
    ) -> Result<Value> {
        let pos = self.stack.len();
        self.stack.push(callee);
        self.stack.push(first);
        self.stack.extend_from_slice(args);
        self.call_pushed(pos, args.len() + 1, None)
    }

    /// `call_with_first` for a callee known to be the guest function `f`.
    pub(crate) fn call_function_with_first(
        &mut self,
        f: ObjRef,
        first: Value,
        args: &[Value],
    ) -> Result<Value> {
        let pos = self.stack.len();
        self.stack.push(Value::Obj(f));
        self.stack.push(first);
        self.stack.extend_from_slice(args);
        self.call_pushed_to(pos, args.len() + 1, None, Some(f))
    }

    /// Call the callee at stack[pos] with the `n` values above it (see
    /// `call_at`), running a nested dispatch loop for a guest function;
    /// the stack is left as it was below `pos`.
    fn call_pushed(&mut self, pos: usize, n: usize, kw: Option<&[Rc<str>]>) -> Result<Value> {
        self.call_pushed_to(pos, n, kw, None)
    }

    /// `call_pushed`; `func`: the callee is that guest function.
    #[inline]
    fn call_pushed_to(
        &mut self,
        pos: usize,
        n: usize,
        kw: Option<&[Rc<str>]>,
        func: Option<ObjRef>,
    ) -> Result<Value> {
        if self.native_depth >= MAX_NATIVE_DEPTH {
            self.stack.truncate(pos);
            return Err(Error::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        // An open call blocks nothing; what it calls in turn does.
        let open = std::mem::take(&mut self.gc_open_call);
        self.enter_native();
        if open {
            self.gc_blockers -= 1;
        }
        let called = match func {
            Some(f) => self.call_function(f, pos, n, kw),
            None => self.call_at(pos, n, kw),
        };
        let r = match called {
            Ok(Called::Value(v)) => Ok(v),
            Ok(Called::Frame) => {
                let depth = self.frames.len() - 1;
                self.run_frame(depth)
            }
            Err(e) => Err(e),
        };
        if open {
            self.gc_blockers += 1;
        }
        self.leave_native();
        self.gc_open_call = open;
        self.stack.truncate(pos);
        r
    }
}

fn too_many_positional(
    fname: &str,
    argc: usize,
    ndefaults: usize,
    given: usize,
    kwonly_given: usize,
) -> Error {
    let takes = if ndefaults > 0 && ndefaults <= argc && argc - ndefaults != argc {
        format!("from {} to {} positional arguments", argc - ndefaults, argc)
    } else {
        format!(
            "{} positional argument{}",
            argc,
            if argc == 1 { "" } else { "s" }
        )
    };
    let was = if given == 1 { "was" } else { "were" };
    if kwonly_given > 0 {
        return Error::type_error(format!(
            "{fname}() takes {takes} but {given} positional argument{} (and {kwonly_given} keyword-only argument{}) were given",
            if given == 1 { "" } else { "s" },
            if kwonly_given == 1 { "" } else { "s" }
        ));
    }
    Error::type_error(format!("{fname}() takes {takes} but {given} {was} given"))
}

fn missing_args(fname: &str, kind: &str, names: &[Rc<str>]) -> Error {
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    let list = match quoted.len() {
        1 => quoted[0].clone(),
        2 => format!("{} and {}", quoted[0], quoted[1]),
        _ => format!(
            "{}, and {}",
            quoted[..quoted.len() - 1].join(", "),
            quoted[quoted.len() - 1]
        ),
    };
    Error::type_error(format!(
        "{fname}() missing {} required {kind} argument{}: {list}",
        names.len(),
        if names.len() == 1 { "" } else { "s" }
    ))
}
