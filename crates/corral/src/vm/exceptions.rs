//! Raising, matching and rendering exceptions.

use std::rc::Rc;

use crate::compile::code::Const;
use crate::error::{Error, ErrorKind, Result};
use crate::objects::{ExceptionObj, Obj, ObjRef, TracebackEntry, TypeId, Value};

use super::Vm;

impl Vm {
    /// Turn an error into a heap exception object (allocating if needed).
    pub(crate) fn materialize(&mut self, e: Error) -> Result<ObjRef> {
        let r = match *e.0 {
            ErrorKind::Raised(r) => return Ok(r),
            ErrorKind::New(ty, msg) => {
                // A result refused for passing the fixed length ceiling is
                // a memory exhaustion when the memory limit is lower still:
                // it must end the run, not be caught as MemoryError.
                let too_large = matches!(
                    (ty, msg.as_deref()),
                    (TypeId::MemoryError, Some("format result too large"))
                        | (
                            TypeId::MemoryError | TypeId::ValueError,
                            Some(crate::text::TOO_LARGE)
                        )
                );
                if too_large {
                    // The result would pass the ceiling: more than
                    // MAX_FORMAT_LEN bytes. Under a memory limit that is a
                    // resource bomb (f"{1:{10**10}}"): exhaust the limit, as
                    // DESIGN.md says, never a MemoryError the program could
                    // catch and go on from. `used` is at least what it asked.
                    if self.heap.limit.is_some() {
                        let asked = crate::format::MAX_FORMAT_LEN
                            .saturating_add(1)
                            .max(self.heap.room().saturating_add(1));
                        return Err(self.heap.refusal(asked));
                    }
                    return self.new_exception(TypeId::MemoryError, Vec::new());
                }
                let args = match msg {
                    Some(m) => vec![self.new_str(m)?],
                    None => Vec::new(),
                };
                self.new_exception(ty, args)?
            }
            ErrorKind::NewArgs(ty, args) => self.new_exception(ty, args)?,
            ErrorKind::Exhausted(_) | ErrorKind::Fault(_) | ErrorKind::Suspend => {
                return Err(e);
            }
        };
        Ok(r)
    }

    pub fn new_exception(&mut self, ty: TypeId, args: Vec<Value>) -> Result<ObjRef> {
        let context = if self.handled.is_undef() {
            Value::None
        } else {
            self.handled
        };
        self.heap.alloc(Obj::Exception(Box::new(ExceptionObj {
            ty,
            args,
            traceback: Vec::new(),
            cause: Value::None,
            context,
            suppress_context: false,
            attrs: Vec::new(),
            class: None,
        })))
    }

    /// `OSError(errno, strerror[, filename[, winerror[, filename2]]])`:
    /// with 2 to 5 arguments `args` keeps only errno and strerror and the
    /// filenames become attributes. Calling `OSError` itself picks the
    /// subclass for the errno (`OSError(2, ...)` is a FileNotFoundError).
    pub(crate) fn new_os_error(
        &mut self,
        ty: TypeId,
        mut args: Vec<Value>,
        exact: bool,
    ) -> Result<ObjRef> {
        let mut attrs: Vec<(std::rc::Rc<str>, Value)> = Vec::new();
        let mut ty = ty;
        if (2..=5).contains(&args.len()) {
            if exact && let Value::Int(n) = args[0] {
                ty = os_error_subclass(n).unwrap_or(ty);
            }
            if let Some(&f) = args.get(2) {
                attrs.push(("filename".into(), f));
            }
            if let Some(&f) = args.get(4) {
                attrs.push(("filename2".into(), f));
            }
            args.truncate(2);
        }
        let r = self.new_exception(ty, args)?;
        if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
            e.attrs = attrs;
        }
        Ok(r)
    }

    pub(crate) fn add_traceback(&mut self, exc: ObjRef, fi: usize) {
        let f = &self.frames[fi];
        let at = f.ip.saturating_sub(1) as usize;
        let entry = TracebackEntry {
            filename: f.code.filename.clone(),
            line: f.code.line_at(at),
            name: f.code.name.clone(),
            span: f.code.span_at(at),
        };
        if let Some(Obj::Exception(e)) = self.heap.get_mut(exc) {
            e.traceback.push(entry);
        }
    }

    /// The traceback entry `index` frames in from the outermost, if any.
    pub(crate) fn traceback_entry(&self, exc: ObjRef, index: u32) -> Option<&TracebackEntry> {
        match self.heap.get(exc) {
            Obj::Exception(e) => {
                let i = e.traceback.len().checked_sub(index as usize + 1)?;
                e.traceback.get(i)
            }
            _ => None,
        }
    }

    /// `tb_lineno`, `tb_next` and `tb_lasti` of a traceback object.
    pub(crate) fn traceback_attr(
        &mut self,
        exc: ObjRef,
        index: u32,
        name: &str,
    ) -> Result<Option<Value>> {
        Ok(match name {
            "tb_lineno" => self
                .traceback_entry(exc, index)
                .map(|t| Value::Int(t.line as i64)),
            "tb_lasti" => Some(Value::Int(-1)),
            "tb_next" => match self.traceback_entry(exc, index + 1) {
                Some(_) => Some(self.alloc(Obj::Traceback {
                    exc,
                    index: index + 1,
                })?),
                None => Some(Value::None),
            },
            _ => None,
        })
    }

    pub(crate) fn reraise(&mut self, exc: Value) -> Error {
        self.reraising = true;
        match exc {
            Value::Obj(r) => Error::raised(r),
            _ => Error::fault("re-raise of a non-exception"),
        }
    }

    /// `raise`, `raise exc`, `raise exc from cause`.
    pub(crate) fn do_raise(&mut self, n: u8) -> Result<Error> {
        if n == 0 {
            if self.handled.is_undef() || matches!(self.handled, Value::None) {
                return Ok(Error::new(
                    TypeId::RuntimeError,
                    "No active exception to reraise",
                ));
            }
            let h = self.handled;
            return Ok(self.reraise(h));
        }
        let cause = if n == 2 {
            Some(self.stack.pop().unwrap_or(Value::None))
        } else {
            None
        };
        let exc = self.stack.pop().unwrap_or(Value::None);
        let r = self.make_exception(exc)?;
        if let Some(c) = cause {
            let cause_val = match c {
                Value::None => Value::None,
                other => Value::Obj(self.make_exception(other).map_err(|_| {
                    Error::type_error("exception causes must derive from BaseException")
                })?),
            };
            if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
                e.cause = cause_val;
                e.suppress_context = true;
            }
        }
        // Context: the exception being handled when this one is raised.
        let handled = self.handled;
        if let Some(Obj::Exception(e)) = self.heap.get_mut(r)
            && !handled.is_undef()
            && handled != Value::Obj(r)
        {
            e.context = handled;
        }
        Ok(Error::raised(r))
    }

    /// An exception instance from `raise X` where X is a class or instance.
    fn make_exception(&mut self, v: Value) -> Result<ObjRef> {
        if let Value::Obj(r) = v
            && matches!(self.heap.get(r), Obj::Class(c) if c.builtin_base.is_exception())
        {
            let inst = self.call(v, &[])?;
            if let Value::Obj(i) = inst
                && matches!(self.heap.get(i), Obj::Exception(_))
            {
                return Ok(i);
            }
            return Err(Error::type_error(
                "exceptions must derive from BaseException",
            ));
        }
        match v {
            Value::Type(t) if t.is_exception() => self.new_exception(t, Vec::new()),
            Value::Obj(r) if matches!(self.heap.get(r), Obj::Exception(_)) => Ok(r),
            _ => Err(Error::type_error(
                "exceptions must derive from BaseException",
            )),
        }
    }

    pub(crate) fn exc_type(&self, exc: Value) -> Option<TypeId> {
        match exc {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Exception(e) => Some(e.ty),
                _ => None,
            },
            _ => None,
        }
    }

    pub(crate) fn exception_matches(&mut self, exc: Value, ty: Value) -> Result<bool> {
        let Some(et) = self.exc_type(exc) else {
            return Ok(false);
        };
        match ty {
            Value::Type(t) if t.is_exception() => {
                if et.is_subtype(t) {
                    return Ok(true);
                }
                // A class with several builtin exception bases records only
                // one of them; the rest are found through its MRO.
                let cls = self.class_of(exc);
                Ok(matches!(cls, Value::Obj(_)) && self.is_subclass(cls, ty))
            }
            Value::Obj(r) if matches!(self.heap.get(r), Obj::Class(c) if c.builtin_base.is_exception()) =>
            {
                let cls = self.class_of(exc);
                Ok(self.is_subclass(cls, ty))
            }
            Value::Obj(r) => {
                if let Obj::Tuple(items) = self.heap.get(r) {
                    let items = items.to_vec();
                    for it in items {
                        if let Value::Obj(ir) = it
                            && matches!(self.heap.get(ir), Obj::Tuple(_))
                        {
                            return Err(Error::type_error(
                                "catching classes that do not inherit from BaseException is not allowed",
                            ));
                        }
                        if self.exception_matches(exc, it)? {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                } else {
                    Err(Error::type_error(
                        "catching classes that do not inherit from BaseException is not allowed",
                    ))
                }
            }
            _ => Err(Error::type_error(
                "catching classes that do not inherit from BaseException is not allowed",
            )),
        }
    }

    /// `import name`: only modules built into corral exist.
    pub(crate) fn import_module(&mut self, name: Option<Const>) -> Result<Value> {
        let name = match name {
            Some(Const::Str(s)) => s,
            _ => return Err(Error::fault("bad import name")),
        };
        if name.starts_with('.') {
            return Err(Error::new(
                TypeId::ImportError,
                "attempted relative import with no known parent package",
            ));
        }
        if let Some(d) = self.sys_modules {
            // sys.modules decides: what it holds, or a fresh import.
            let key = self.new_str(&*name)?;
            if let Some(v) = self.dict_get(Value::Obj(d), key)? {
                return Ok(v);
            }
        } else if let Some(v) = self
            .modules
            .iter()
            .find(|(n, _)| **n == *name)
            .map(|(_, v)| *v)
        {
            return Ok(v);
        }
        if let Some(m) = crate::modules::instantiate(self, &name)? {
            self.remember_module(&name, m)?;
            // A submodule becomes an attribute of its (imported) package.
            if let Some((parent, child)) = name.rsplit_once('.') {
                let p = self.import_module(Some(Const::Str(parent.into())))?;
                crate::modules::set_attr(self, p, child, m)?;
            }
            return Ok(m);
        }
        // `a.b`: a module that package-like module `a` holds as attribute
        // `b` (os.path).
        let parent_module = match name.rsplit_once('.') {
            Some((parent, child)) if !parent.is_empty() => {
                match self.import_module(Some(Const::Str(parent.into()))) {
                    Ok(p) => Some((p, child)),
                    Err(e) if !e.is_catchable() => return Err(e),
                    Err(_) => None,
                }
            }
            _ => None,
        };
        if let Some((p, child)) = parent_module
            && let Some(m) = crate::modules::get_attr(self, p, child)?
            && matches!(m, Value::Obj(r) if matches!(self.heap.get(r), Obj::Module(_)))
        {
            self.remember_module(&name, m)?;
            return Ok(m);
        }
        let top = name.split('.').next().unwrap_or("").to_string();
        let missing = if self.modules.iter().any(|(n, _)| **n == *top) {
            name.to_string()
        } else {
            top
        };
        let top = missing;
        // CPython's packages, of those corral has: a missing submodule of
        // any other module is one its parent could never hold.
        const PACKAGES: &[&str] = &[
            "asyncio",
            "collections",
            "concurrent",
            "email",
            "html",
            "http",
            "importlib",
            "json",
            "logging",
            "re",
            "tomllib",
            "unittest",
            "urllib",
            "xml",
            "xml.etree",
            "zoneinfo",
        ];
        let not_package = match top.rsplit_once('.') {
            Some((parent, _))
                if !PACKAGES.contains(&parent)
                    && self.modules.iter().any(|(n, _)| **n == *parent) =>
            {
                format!("; '{parent}' is not a package")
            }
            _ => String::new(),
        };
        let msg = self.new_str(format!("No module named '{top}'{not_package}"))?;
        let exc = self.new_exception(TypeId::ModuleNotFoundError, vec![msg])?;
        let n = self.new_str(top)?;
        if let Some(Obj::Exception(e)) = self.heap.get_mut(exc) {
            e.attrs.push(("name".into(), n));
        }
        Err(Error::raised(exc))
    }

    /// Record an imported module (and in `sys.modules`, once made).
    fn remember_module(&mut self, name: &Rc<str>, m: Value) -> Result<()> {
        match self.modules.iter_mut().find(|(n, _)| *n == *name) {
            Some(e) => e.1 = m,
            None => self.modules.push((name.clone(), m)),
        }
        if let Some(d) = self.sys_modules {
            let key = self.new_str(&**name)?;
            self.dict_set(Value::Obj(d), key, m)?;
        }
        Ok(())
    }

    pub(crate) fn import_from(&mut self, module: Value, name: &str) -> Result<Value> {
        let is_module =
            matches!(module, Value::Obj(r) if matches!(self.heap.get(r), Obj::Module(_)));
        if !is_module {
            // Anything sys.modules holds can be imported from.
            return match self.get_attr(module, name) {
                Err(e) if self.err_matches(&e, TypeId::AttributeError) => Err(Error::new(
                    TypeId::ImportError,
                    format!("cannot import name '{name}' from '?' (unknown location)"),
                )),
                r => r,
            };
        }
        if let Some(v) = crate::modules::get_attr(self, module, name)? {
            return Ok(v);
        }
        // PEP 562: the module's own __getattr__.
        if let Some(ga) = self.module_getattr_hook(module) {
            let key = self.new_str(name)?;
            match self.call(ga, &[key]) {
                Err(e) if self.err_matches(&e, TypeId::AttributeError) => {}
                r => return r,
            }
        }
        let mname = match module {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Module(m) => m.name.to_string(),
                _ => "?".into(),
            },
            _ => "?".into(),
        };
        // `from package import submodule` imports the submodule, as in
        // CPython (`from unittest import mock`, `from collections import abc`).
        let full = format!("{mname}.{name}");
        if crate::modules::exists(&full) {
            return self.import_module(Some(Const::Str(full.into())));
        }
        Err(Error::new(
            TypeId::ImportError,
            format!("cannot import name '{name}' from '{mname}' (unknown location)"),
        ))
    }

    /// `from module import *`: bind in `ns` (the main program's globals
    /// when undefined) each name of the module's `__all__`, or each name
    /// without a leading underscore.
    pub(crate) fn import_star(&mut self, module: Value, ns: Value) -> Result<()> {
        let Value::Obj(r) = module else {
            return Err(Error::fault("import * of a non-module"));
        };
        let (mname, public) = match self.heap.get(r) {
            Obj::Module(m) => (
                m.name.clone(),
                m.attrs(&self.heap)
                    .and_then(|d| d.get_str(&self.heap, "__all__")),
            ),
            _ => return Err(Error::fault("import * of a non-module")),
        };
        let names: Vec<Rc<str>> = match public {
            Some(all) => {
                let items = self.collect_iter(all)?;
                let mut names = Vec::with_capacity(items.len());
                for item in items {
                    match self.str_of(item) {
                        Some(s) => names.push(Rc::from(s)),
                        None => {
                            let ty = self.type_name(item);
                            return Err(Error::type_error(format!(
                                "Item in {mname}.__all__ must be str, not {ty}"
                            )));
                        }
                    }
                }
                names
            }
            None => match self.heap.get(r) {
                Obj::Module(m) => m
                    .attrs(&self.heap)
                    .into_iter()
                    .flat_map(|d| d.iter())
                    .filter_map(|e| self.str_of(e.key))
                    .filter(|k| !k.starts_with('_'))
                    .map(Rc::from)
                    .collect(),
                _ => Vec::new(),
            },
        };
        for name in names {
            let v = match crate::modules::get_attr(self, module, &name)? {
                Some(v) => v,
                // `__all__` may name submodules not imported yet.
                None if crate::modules::exists(&format!("{mname}.{name}")) => {
                    self.import_from(module, &name)?
                }
                None => return Err(crate::modules::no_attr(&mname, &name)),
            };
            if ns.is_undef() {
                self.set_global(&name, v)?;
            } else {
                let key = self.new_str(&*name)?;
                self.ns_set(ns, key, v)?;
            }
        }
        Ok(())
    }

    /// The last line of a traceback: `Type: message` (or just `Type`).
    pub fn exception_line(&mut self, exc: ObjRef) -> String {
        let Obj::Exception(e) = self.heap.get(exc) else {
            return "<not an exception>".into();
        };
        let is_user = e.class.is_some();
        let name = self.exception_label(exc);
        let msg = if is_user {
            match self.str_string(Value::Obj(exc)) {
                Ok(s) => s,
                Err(_) => "<exception str() failed>".to_string(),
            }
        } else {
            self.exc_obj_str(exc)
        };
        if msg.is_empty() {
            name
        } else {
            format!("{name}: {msg}")
        }
    }

    /// The exception's type as a traceback names it: `module.qualname`
    /// unless the class is defined in `__main__` or builtins.
    fn exception_label(&self, exc: ObjRef) -> String {
        let Obj::Exception(e) = self.heap.get(exc) else {
            return String::new();
        };
        let ty = e.ty;
        let is_user = e.class.is_some();
        let class = e.class;
        let mut name = if is_user {
            self.type_name(Value::Obj(exc)).to_string()
        } else {
            ty.qualified_name()
        };
        // Like traceback.py: `module.qualname` unless defined in __main__.
        if let Some(c) = class
            && let Obj::Class(k) = self.heap.get(c)
        {
            let qual = k.qualname.to_string();
            let module = k
                .dict
                .get_str(&self.heap, "__module__")
                .and_then(|m| self.str_of(m).map(str::to_string));
            name = match module.as_deref() {
                Some(m) if m != "__main__" && m != "builtins" => format!("{m}.{qual}"),
                _ => qual,
            };
        }
        name
    }

    /// `UnicodeDecodeError(encoding, object, start, end, reason)` and its
    /// kin (`UnicodeTranslateError(object, start, end, reason)`): the
    /// arguments also become attributes, which `str()` reads.
    pub(crate) fn new_unicode_error(&mut self, ty: TypeId, args: Vec<Value>) -> Result<ObjRef> {
        let names: &[&str] = if ty.is_subtype(TypeId::UnicodeTranslateError) {
            &["object", "start", "end", "reason"]
        } else {
            &["encoding", "object", "start", "end", "reason"]
        };
        if args.len() != names.len() {
            return Err(Error::type_error(format!(
                "function takes exactly {} arguments ({} given)",
                names.len(),
                args.len()
            )));
        }
        let attrs = names.iter().map(|n| (Rc::from(*n), Value::Undef));
        let mut attrs: Vec<(Rc<str>, Value)> = attrs.collect();
        for ((_, slot), v) in attrs.iter_mut().zip(&args) {
            *slot = *v;
        }
        let r = self.new_exception(ty, args)?;
        if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
            e.attrs = attrs;
        }
        Ok(r)
    }

    /// `SyntaxError(msg, (filename, lineno, offset, text[, end_lineno,
    /// end_offset]))`: the details become attributes.
    pub(crate) fn new_syntax_error(&mut self, ty: TypeId, args: Vec<Value>) -> Result<ObjRef> {
        let names = [
            "filename",
            "lineno",
            "offset",
            "text",
            "end_lineno",
            "end_offset",
        ];
        let mut details = vec![Value::None; names.len()];
        if args.len() == 2 {
            let items = self.collect_iter(args[1])?;
            if items.len() < 4 || items.len() > 6 {
                let bound = if items.len() < 4 { "least 4" } else { "most 6" };
                return Err(Error::type_error(format!(
                    "function takes at {bound} arguments ({} given)",
                    items.len()
                )));
            }
            details[..items.len()].copy_from_slice(&items);
        }
        let msg = args.first().copied().unwrap_or(Value::None);
        let mut attrs: Vec<(Rc<str>, Value)> = vec![("msg".into(), msg)];
        attrs.extend(names.iter().map(|n| Rc::from(*n)).zip(details));
        let r = self.new_exception(ty, args)?;
        if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
            e.attrs = attrs;
        }
        Ok(r)
    }

    /// str() of a SyntaxError made by a program, from its attributes:
    /// `msg (file, line N)` with the file's base name.
    fn syntax_error_str(&mut self, attrs: &[(Rc<str>, Value)]) -> Option<String> {
        let get = |n: &str| attrs.iter().find(|(k, _)| &**k == n).map(|(_, v)| *v);
        let msg = self.str_string(get("msg")?).unwrap_or_default();
        let file = get("filename")
            .and_then(|f| self.str_of(f))
            .map(|f| f.rsplit('/').next().unwrap_or(f).to_string());
        let line = match get("lineno") {
            Some(Value::Int(n)) => Some(n),
            _ => None,
        };
        Some(match (file, line) {
            (Some(f), Some(n)) => format!("{msg} ({f}, line {n})"),
            (Some(f), None) => format!("{msg} ({f})"),
            (None, Some(n)) => format!("{msg} (line {n})"),
            (None, None) => msg,
        })
    }

    /// str() of a Unicode{De,En}codeError / UnicodeTranslateError from its
    /// current attributes, as CPython words it; None without them.
    fn unicode_error_str(&self, ty: TypeId, attrs: &[(Rc<str>, Value)]) -> Option<String> {
        let get = |n: &str| attrs.iter().find(|(k, _)| &**k == n).map(|(_, v)| *v);
        let int = |n: &str| match get(n)? {
            Value::Int(i) => Some(i),
            Value::Bool(b) => Some(b as i64),
            _ => None,
        };
        let (start, end) = (int("start")?, int("end")?);
        let reason = self.str_of(get("reason")?)?;
        let object = get("object")?;
        let range = format!("in position {start}-{}: {reason}", end - 1);
        let escaped = |c: char| {
            let n = c as u32;
            if n <= 0xff {
                format!("\\x{n:02x}")
            } else if n <= 0xffff {
                format!("\\u{n:04x}")
            } else {
                format!("\\U{n:08x}")
            }
        };
        let nth_char = |s: &str| {
            usize::try_from(start)
                .ok()
                .and_then(|i| s.chars().nth(i))
                .filter(|_| end == start + 1)
        };
        if ty.is_subtype(TypeId::UnicodeTranslateError) {
            let s = self.str_of(object)?;
            return Some(match nth_char(s) {
                Some(c) => format!(
                    "can't translate character '{}' in position {start}: {reason}",
                    escaped(c)
                ),
                None => format!("can't translate characters {range}"),
            });
        }
        let enc = self.str_of(get("encoding")?)?;
        if ty.is_subtype(TypeId::UnicodeEncodeError) {
            let s = self.str_of(object)?;
            return Some(match nth_char(s) {
                Some(c) => format!(
                    "'{enc}' codec can't encode character '{}' in position {start}: {reason}",
                    escaped(c)
                ),
                None => format!("'{enc}' codec can't encode characters {range}"),
            });
        }
        let b = self.bytes_of(object)?;
        let byte = usize::try_from(start)
            .ok()
            .and_then(|i| b.get(i))
            .filter(|_| end == start + 1);
        Some(match byte {
            Some(x) => {
                format!("'{enc}' codec can't decode byte 0x{x:02x} in position {start}: {reason}")
            }
            None => format!("'{enc}' codec can't decode bytes {range}"),
        })
    }

    /// str(exc) of an exception object with builtin `__str__`.
    pub fn exc_obj_str(&mut self, exc: ObjRef) -> String {
        let Obj::Exception(e) = self.heap.get(exc) else {
            return String::new();
        };
        let (ty, args) = (e.ty, e.args.clone());
        if ty.is_subtype(TypeId::UnicodeError)
            && ty != TypeId::UnicodeError
            && let Some(s) = self.unicode_error_str(ty, &e.attrs)
        {
            return s;
        }
        // Compile errors carry their whole message as the one argument.
        let syntax_attrs =
            (ty.is_subtype(TypeId::SyntaxError) && args.len() != 1).then(|| e.attrs.clone());
        if ty.is_subtype(TypeId::BaseExceptionGroup) {
            // From the group's own fields: a subclass may pass more args.
            let field = |n: &str| e.attrs.iter().find(|(k, _)| &**k == n).map(|(_, v)| *v);
            if let (Some(m), Some(x)) = (field("message"), field("exceptions")) {
                return self.exception_str(ty, &[m, x]);
            }
        }
        if ty.is_subtype(TypeId::OSError) && args.len() == 2 {
            let attr = |n: &str| {
                e.attrs
                    .iter()
                    .find(|(k, _)| &**k == n)
                    .map(|(_, v)| *v)
                    .filter(|v| !matches!(v, Value::None))
            };
            let (f1, f2) = (attr("filename"), attr("filename2"));
            let head = self.exception_str(ty, &args);
            let mut out = head;
            if let Some(f1) = f1 {
                out.push_str(": ");
                out.push_str(&self.repr_string(f1).unwrap_or_default());
                if let Some(f2) = f2 {
                    out.push_str(" -> ");
                    out.push_str(&self.repr_string(f2).unwrap_or_default());
                }
            }
            return out;
        }
        if let Some(attrs) = syntax_attrs
            && let Some(s) = self.syntax_error_str(&attrs)
        {
            return s;
        }
        self.exception_str(ty, &args)
    }

    /// str(exc): the message as CPython renders it for builtin exceptions.
    pub fn exception_str(&mut self, ty: TypeId, args: &[Value]) -> String {
        if ty.is_subtype(TypeId::BaseExceptionGroup) && args.len() == 2 {
            let msg = self.str_of(args[0]).unwrap_or("").to_string();
            let n = self.len_of(args[1]).unwrap_or(0);
            return format!("{msg} ({n} sub-exception{})", if n == 1 { "" } else { "s" });
        }
        if ty.is_subtype(TypeId::OSError) && args.len() == 2 {
            let errno = self.str_string(args[0]).unwrap_or_default();
            let strerror = self.str_string(args[1]).unwrap_or_default();
            return format!("[Errno {errno}] {strerror}");
        }
        match args.len() {
            0 => String::new(),
            1 => {
                if ty == TypeId::KeyError {
                    self.repr_string(args[0]).unwrap_or_default()
                } else {
                    self.str_string(args[0]).unwrap_or_default()
                }
            }
            _ => {
                let t = match self.new_tuple(args.to_vec()) {
                    Ok(t) => t,
                    Err(_) => return String::new(),
                };
                self.repr_string(t).unwrap_or_default()
            }
        }
    }

    /// The full CPython-style traceback text for an uncaught exception,
    /// including chained causes and contexts.
    pub fn format_traceback(&mut self, exc: ObjRef, source: Option<&str>) -> String {
        let mut ctx = TbContext::default();
        self.format_chain(exc, source, &mut ctx);
        ctx.out
    }

    /// What CPython's default unraisable hook prints after "Exception
    /// ignored in": the exception alone, without its causes and contexts.
    pub(crate) fn format_unraisable(&mut self, exc: ObjRef, source: Option<&str>) -> String {
        let mut ctx = TbContext::default();
        self.format_one(exc, source, &mut ctx);
        ctx.out
    }

    /// One exception with the chain of causes/contexts that led to it,
    /// oldest first, as CPython's traceback printer lays them out.
    fn format_chain(&mut self, exc: ObjRef, source: Option<&str>, ctx: &mut TbContext) {
        let mut chain = vec![exc];
        let mut seen = std::collections::HashSet::new();
        seen.insert(exc);
        let mut links = Vec::new();
        let mut cur = exc;
        while let Obj::Exception(e) = self.heap.get(cur) {
            let (next, link) = if let Value::Obj(c) = e.cause {
                (
                    Some(c),
                    "The above exception was the direct cause of the following exception:",
                )
            } else if let (Value::Obj(c), false) = (e.context, e.suppress_context) {
                (
                    Some(c),
                    "During handling of the above exception, another exception occurred:",
                )
            } else {
                (None, "")
            };
            match next {
                Some(n) if seen.insert(n) && matches!(self.heap.get(n), Obj::Exception(_)) => {
                    chain.push(n);
                    links.push(link);
                    cur = n;
                }
                _ => break,
            }
        }
        for i in (0..chain.len()).rev() {
            self.format_one(chain[i], source, ctx);
            if i > 0 {
                ctx.emit(&format!("\n{}\n\n", links[i - 1]), '|');
            }
        }
    }

    /// Exception groups nest deeper than this are cut short.
    const MAX_GROUP_DEPTH: usize = 10;
    /// At most this many members of a group are shown.
    const MAX_GROUP_WIDTH: usize = 15;

    fn format_one(&mut self, exc: ObjRef, source: Option<&str>, ctx: &mut TbContext) {
        let members = match self.heap.get(exc) {
            Obj::Exception(e) if e.ty.is_subtype(TypeId::BaseExceptionGroup) => e
                .attrs
                .iter()
                .find(|(k, _)| &**k == "exceptions")
                .map(|(_, v)| *v)
                .and_then(|v| self.seq_items(v).ok()),
            _ => None,
        };
        let frames = self.frames_text(exc, source);
        let Some(members) = members else {
            if !frames.is_empty() {
                ctx.emit("Traceback (most recent call last):\n", '|');
                ctx.emit(&frames, '|');
            }
            let only = self.exception_only(exc);
            ctx.emit(&only, '|');
            return;
        };
        if ctx.depth > Self::MAX_GROUP_DEPTH {
            ctx.emit(
                &format!("... (max_group_depth is {})\n", Self::MAX_GROUP_DEPTH),
                '|',
            );
            return;
        }
        let toplevel = ctx.depth == 0;
        if toplevel {
            ctx.depth += 1;
        }
        if !frames.is_empty() {
            let margin = if toplevel { '+' } else { '|' };
            ctx.emit(
                "Exception Group Traceback (most recent call last):\n",
                margin,
            );
            ctx.emit(&frames, '|');
        }
        let only = self.exception_only(exc);
        ctx.emit(&only, '|');
        let shown = members.len().min(Self::MAX_GROUP_WIDTH + 1);
        ctx.need_close = false;
        for (i, m) in members.iter().take(shown).enumerate() {
            let last = i + 1 == shown;
            if last {
                ctx.need_close = true;
            }
            let truncated = i >= Self::MAX_GROUP_WIDTH;
            let title = if truncated {
                "...".to_string()
            } else {
                (i + 1).to_string()
            };
            let head = if i == 0 { "+-" } else { "  " };
            let indent = ctx.indent();
            ctx.out.push_str(&format!(
                "{indent}{head}+---------------- {title} ----------------\n"
            ));
            ctx.depth += 1;
            match m {
                Value::Obj(r) if !truncated && matches!(self.heap.get(*r), Obj::Exception(_)) => {
                    self.format_chain(*r, source, ctx);
                }
                _ => {
                    let more = members.len() - Self::MAX_GROUP_WIDTH;
                    let plural = if more > 1 { "s" } else { "" };
                    ctx.emit(&format!("and {more} more exception{plural}\n"), '|');
                }
            }
            if last && ctx.need_close {
                let indent = ctx.indent();
                ctx.out
                    .push_str(&format!("{indent}+------------------------------------\n"));
                ctx.need_close = false;
            }
            ctx.depth -= 1;
        }
        if toplevel {
            ctx.depth = 0;
        }
    }

    /// The `File ..., line N, in f` entries of an exception's traceback,
    /// with source lines and markers; empty without a traceback.
    fn frames_text(&mut self, exc: ObjRef, source: Option<&str>) -> String {
        // CPython shows at most 3 consecutive identical frames, then a count.
        const CUTOFF: usize = 3;
        let repeated = |n: usize| {
            format!(
                "  [Previous line repeated {n} more time{}]\n",
                if n > 1 { "s" } else { "" }
            )
        };
        let mut out = String::new();
        if let Obj::Exception(e) = self.heap.get(exc)
            && !e.traceback.is_empty()
        {
            let mut last: Option<(&str, u32, &str)> = None;
            let mut count = 0usize;
            for t in e.traceback.iter().rev() {
                let key = (&*t.filename, t.line, &*t.name);
                if last != Some(key) {
                    if count > CUTOFF {
                        out.push_str(&repeated(count - CUTOFF));
                    }
                    last = Some(key);
                    count = 0;
                }
                count += 1;
                if count > CUTOFF {
                    continue;
                }
                out.push_str(&format!(
                    "  File \"{}\", line {}, in {}\n",
                    t.filename, t.line, t.name
                ));
                // Pseudo-files (<string>, library code) have no source to show.
                if !t.filename.starts_with('<')
                    && let Some(src) = source
                    && let Some(l) = src.lines().nth(t.line.saturating_sub(1) as usize)
                {
                    let l = l.trim();
                    if !l.is_empty() {
                        out.push_str(&format!("    {l}\n"));
                        if let Some(m) = t
                            .span
                            .and_then(|sp| super::markers::marker_line(src, t.line, sp))
                        {
                            out.push_str(&m);
                        }
                    }
                }
            }
            if count > CUTOFF {
                out.push_str(&repeated(count - CUTOFF));
            }
        }
        out
    }

    /// The lines after the frames: `Type: message` with its suggestion,
    /// the location block of a SyntaxError, and any `__notes__`.
    fn exception_only(&mut self, exc: ObjRef) -> String {
        let mut out = String::new();
        let (syntax, notes) = match self.heap.get(exc) {
            Obj::Exception(e) => {
                let attr = |n: &str| e.attrs.iter().find(|(k, _)| &**k == n).map(|(_, v)| *v);
                let syntax = e.ty.is_subtype(TypeId::SyntaxError)
                    && attr("msg").is_some_and(|m| self.str_of(m).is_some());
                (syntax.then(|| e.attrs.clone()), attr("__notes__"))
            }
            _ => (None, None),
        };
        let line = match syntax {
            Some(attrs) => self.syntax_error_lines(exc, &attrs, &mut out),
            None => self.exception_line(exc),
        };
        let hint = self.suggestion(exc, &line);
        out.push_str(&line);
        out.push_str(&hint);
        out.push('\n');
        if let Some(notes) = notes {
            // Any sequence is walked, a str one character at a time.
            let seq = match self.type_of(notes) {
                TypeId::List | TypeId::Tuple => self.seq_items(notes),
                TypeId::Str => self.collect_iter(notes),
                _ => Err(Error::type_error("not a sequence")),
            };
            match seq {
                Ok(items) => {
                    for n in items {
                        let text = match self.str_of(n) {
                            Some(s) => s.to_string(),
                            None => self
                                .str_string(n)
                                .unwrap_or_else(|_| "<note str() failed>".into()),
                        };
                        out.push_str(&text);
                        out.push('\n');
                    }
                }
                _ => {
                    let r = self
                        .repr_string(notes)
                        .unwrap_or_else(|_| "<__notes__ repr() failed>".into());
                    out.push_str(&r);
                    out.push('\n');
                }
            }
        }
        out
    }

    /// A SyntaxError's location block (`File "f", line N`, the text and a
    /// caret) into `out`; returns its `Type: msg` line.
    fn syntax_error_lines(
        &mut self,
        exc: ObjRef,
        attrs: &[(Rc<str>, Value)],
        out: &mut String,
    ) -> String {
        let get = |n: &str| attrs.iter().find(|(k, _)| &**k == n).map(|(_, v)| *v);
        let file = get("filename").and_then(|f| self.str_of(f).map(str::to_string));
        let line = match get("lineno") {
            Some(Value::Int(n)) => Some(n),
            _ => None,
        };
        if let Some(f) = &file {
            out.push_str(&format!("  File \"{f}\""));
            if let Some(n) = line {
                out.push_str(&format!(", line {n}"));
            }
            out.push('\n');
        } else if let Some(n) = line {
            out.push_str(&format!("  line {n}\n"));
        }
        if let Some(text) = get("text").and_then(|t| self.str_of(t).map(str::to_string)) {
            let trimmed = text.trim_end_matches(['\n', '\r']);
            let stripped = trimmed.trim_start();
            let lead = trimmed.chars().count() - stripped.chars().count();
            out.push_str(&format!("    {stripped}\n"));
            if let Some(Value::Int(off)) = get("offset") {
                let width = stripped.chars().count() as i64;
                let start = (off - 1 - lead as i64).clamp(0, width);
                let end = match get("end_offset") {
                    Some(Value::Int(e)) if e > off => {
                        (e - 1 - lead as i64).clamp(start + 1, width.max(start + 1))
                    }
                    _ => start + 1,
                };
                out.push_str(&format!(
                    "    {}{}\n",
                    " ".repeat(start as usize),
                    "^".repeat((end - start) as usize)
                ));
            }
        }
        let name = self.exception_label(exc);
        let msg = get("msg")
            .and_then(|m| self.str_of(m).map(str::to_string))
            .unwrap_or_default();
        if msg.is_empty() {
            name
        } else {
            format!("{name}: {msg}")
        }
    }
}

/// Where the traceback printer is: how deep inside exception groups
/// (each level indents and draws a margin) and its output.
#[derive(Default)]
struct TbContext {
    out: String,
    depth: usize,
    need_close: bool,
}

impl TbContext {
    fn indent(&self) -> String {
        " ".repeat(2 * self.depth)
    }

    /// `text` with every line prefixed by the group margin, if inside one.
    fn emit(&mut self, text: &str, margin: char) {
        if self.depth == 0 {
            self.out.push_str(text);
            return;
        }
        let prefix = format!("{}{margin} ", self.indent());
        for line in text.split_inclusive('\n') {
            self.out.push_str(&prefix);
            self.out.push_str(line);
        }
    }
}

impl Vm {
    /// UnicodeDecodeError / UnicodeEncodeError with CPython's attributes.
    pub fn codec_error(&mut self, e: crate::text::codecs::CodecError, object: Value) -> Error {
        use crate::text::codecs::CodecError as C;
        let (ty, encoding, start, end, reason) = match &e {
            C::Decode {
                encoding,
                start,
                end,
                reason,
                ..
            } => (TypeId::UnicodeDecodeError, *encoding, *start, *end, *reason),
            C::Encode {
                encoding,
                start,
                end,
                reason,
                ..
            } => (TypeId::UnicodeEncodeError, *encoding, *start, *end, *reason),
            C::UnknownHandler(h) => {
                return Error::new(
                    TypeId::LookupError,
                    format!("unknown error handler name '{h}'"),
                );
            }
        };
        let build = |vm: &mut Vm| -> Result<ObjRef> {
            let enc = vm.new_str(encoding)?;
            let reason = vm.new_str(reason)?;
            let args = vec![
                enc,
                object,
                Value::Int(start as i64),
                Value::Int(end as i64),
                reason,
            ];
            vm.new_unicode_error(ty, args)
        };
        match build(self) {
            Ok(r) => Error::raised(r),
            Err(e) => e,
        }
    }
}

impl Vm {
    /// Does `e` (pending or raised) match exception type `t` or a subtype?
    pub fn err_matches(&self, e: &Error, t: TypeId) -> bool {
        match e.kind() {
            ErrorKind::New(x, _) | ErrorKind::NewArgs(x, _) => x.is_subtype(t),
            ErrorKind::Raised(r) => {
                matches!(self.heap.get(*r), Obj::Exception(x) if x.ty.is_subtype(t))
            }
            _ => false,
        }
    }
}

/// The OSError subclass CPython picks for a (Linux) errno value.
fn os_error_subclass(errno: i64) -> Option<TypeId> {
    Some(match errno {
        1 | 13 => TypeId::PermissionError,
        2 => TypeId::FileNotFoundError,
        3 => TypeId::ProcessLookupError,
        4 => TypeId::InterruptedError,
        10 => TypeId::ChildProcessError,
        11 | 114 | 115 => TypeId::BlockingIOError,
        17 => TypeId::FileExistsError,
        20 => TypeId::NotADirectoryError,
        21 => TypeId::IsADirectoryError,
        32 | 108 => TypeId::BrokenPipeError,
        103 => TypeId::ConnectionAbortedError,
        104 => TypeId::ConnectionResetError,
        110 => TypeId::TimeoutError,
        111 => TypeId::ConnectionRefusedError,
        _ => return None,
    })
}
