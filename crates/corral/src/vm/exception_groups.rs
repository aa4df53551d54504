//! ExceptionGroup / BaseExceptionGroup and `except*`.

use crate::error::{Error, Result};
use crate::objects::{Obj, ObjRef, TypeId, Value};

use super::Vm;

impl Vm {
    /// Build a (Base)ExceptionGroup from a message and a sequence of
    /// exceptions, validating like CPython and picking ExceptionGroup when
    /// every member is an Exception.
    pub fn new_exception_group(&mut self, ty: TypeId, msg: Value, excs: Value) -> Result<ObjRef> {
        if self.str_of(msg).is_none() {
            return Err(Error::type_error(format!(
                "argument 1 must be str, not {}",
                self.type_name(msg)
            )));
        }
        if !matches!(self.type_of(excs), TypeId::List | TypeId::Tuple) && !self.is_user(excs) {
            return Err(Error::type_error(
                "second argument (exceptions) must be a sequence",
            ));
        }
        let items = self.collect_iter(excs)?;
        if items.is_empty() {
            return Err(Error::value_error(
                "second argument (exceptions) must be a non-empty sequence",
            ));
        }
        let mut all_exception = true;
        for (i, e) in items.iter().enumerate() {
            match self.exc_type(*e) {
                Some(t) => all_exception &= t.is_subtype(TypeId::Exception),
                None => {
                    return Err(Error::value_error(format!(
                        "Item {i} of second argument (exceptions) is not an exception"
                    )));
                }
            }
        }
        let ty = match ty {
            TypeId::BaseExceptionGroup if all_exception => TypeId::ExceptionGroup,
            TypeId::ExceptionGroup if !all_exception => {
                return Err(Error::type_error(
                    "Cannot nest BaseExceptions in an ExceptionGroup",
                ));
            }
            t => t,
        };
        let r = self.new_exception(ty, vec![msg, excs])?;
        let tuple = self.new_tuple(items)?;
        if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
            e.context = Value::None;
            e.attrs.push(("message".into(), msg));
            e.attrs.push(("exceptions".into(), tuple));
        }
        Ok(r)
    }

    pub(crate) fn is_group(&self, v: Value) -> bool {
        self.exc_type(v)
            .is_some_and(|t| t.is_subtype(TypeId::BaseExceptionGroup))
    }

    pub(crate) fn group_members(&mut self, g: Value) -> Result<Vec<Value>> {
        let ex = match g {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Exception(e) => e
                    .attrs
                    .iter()
                    .find(|(k, _)| &**k == "exceptions")
                    .map(|(_, v)| *v),
                _ => None,
            },
            _ => None,
        };
        match ex {
            Some(t) => self.seq_items(t),
            None => Ok(Vec::new()),
        }
    }

    /// A new group like `g` (same message and type) holding `excs`.
    pub(crate) fn derive_group(&mut self, g: Value, excs: Vec<Value>) -> Result<Value> {
        let (msg, ty, cause, context) = match g {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Exception(e) => (
                    e.args.first().copied().unwrap_or(Value::None),
                    e.ty,
                    e.cause,
                    e.context,
                ),
                _ => (
                    Value::None,
                    TypeId::ExceptionGroup,
                    Value::None,
                    Value::None,
                ),
            },
            _ => (
                Value::None,
                TypeId::ExceptionGroup,
                Value::None,
                Value::None,
            ),
        };
        let msg = if self.str_of(msg).is_some() {
            msg
        } else {
            self.new_str("")?
        };
        let list = self.new_list(excs)?;
        let base = if ty.is_subtype(TypeId::ExceptionGroup) {
            TypeId::ExceptionGroup
        } else {
            TypeId::BaseExceptionGroup
        };
        let r = self.new_exception_group(base, msg, list)?;
        if let Some(Obj::Exception(e)) = self.heap.get_mut(r) {
            e.cause = cause;
            e.context = context;
        }
        Ok(Value::Obj(r))
    }

    /// Does leaf exception `e` match `cond` (a type, a tuple of types, or a predicate)?
    fn group_cond(&mut self, e: Value, cond: Value) -> Result<bool> {
        if self.is_class(cond) || self.type_of(cond) == TypeId::Tuple {
            return self.exception_matches(e, cond);
        }
        let r = self.call(cond, &[e])?;
        self.truthy(r)
    }

    /// `eg.split(cond)` → (match, rest), each a group or None.
    pub fn group_split(&mut self, g: Value, cond: Value) -> Result<(Value, Value)> {
        if self.group_cond(g, cond)? {
            return Ok((g, Value::None));
        }
        let members = self.group_members(g)?;
        let (mut m, mut r) = (Vec::new(), Vec::new());
        for e in members {
            if self.is_group(e) {
                let (a, b) = self.group_split(e, cond)?;
                if !matches!(a, Value::None) {
                    m.push(a);
                }
                if !matches!(b, Value::None) {
                    r.push(b);
                }
            } else if self.group_cond(e, cond)? {
                m.push(e);
            } else {
                r.push(e);
            }
        }
        if r.is_empty() && m.len() == self.group_members(g)?.len() {
            let members = self.group_members(g)?;
            if members.iter().zip(m.iter()).all(|(a, b)| a == b) {
                return Ok((g, Value::None));
            }
        }
        let mg = if m.is_empty() {
            Value::None
        } else {
            self.derive_group(g, m)?
        };
        let rg = if r.is_empty() {
            Value::None
        } else {
            self.derive_group(g, r)?
        };
        Ok((mg, rg))
    }

    /// All leaf exceptions of a group, in order.
    fn group_leaves(&mut self, g: Value, out: &mut Vec<Value>) -> Result<()> {
        if !self.is_group(g) {
            out.push(g);
            return Ok(());
        }
        for e in self.group_members(g)? {
            self.group_leaves(e, out)?;
        }
        Ok(())
    }

    /// The part of `g` whose leaves are in `keep` (by identity), structure kept.
    fn group_project(&mut self, g: Value, keep: &[Value]) -> Result<Value> {
        if !self.is_group(g) {
            return Ok(if keep.contains(&g) { g } else { Value::None });
        }
        let mut kept = Vec::new();
        let mut all = true;
        for e in self.group_members(g)? {
            let p = self.group_project(e, keep)?;
            if p != e {
                all = false;
            }
            if !matches!(p, Value::None) {
                kept.push(p);
            }
        }
        if all {
            return Ok(g);
        }
        if kept.is_empty() {
            return Ok(Value::None);
        }
        self.derive_group(g, kept)
    }

    /// `except*` state: [orig, naked, rest, raised-list, reraised-leaves-list].
    pub(crate) fn except_star_start(&mut self, exc: Value) -> Result<Value> {
        let naked = !self.is_group(exc);
        let group = if naked {
            let msg = self.new_str("")?;
            let t = self.new_tuple(vec![exc])?;
            let ty = if self
                .exc_type(exc)
                .is_some_and(|t| t.is_subtype(TypeId::Exception))
            {
                TypeId::ExceptionGroup
            } else {
                TypeId::BaseExceptionGroup
            };
            Value::Obj(self.new_exception_group(ty, msg, t)?)
        } else {
            exc
        };
        let raised = self.new_list(Vec::new())?;
        let reraised = self.new_list(Vec::new())?;
        self.new_list(vec![exc, Value::Bool(naked), group, raised, reraised])
    }

    fn star_state(&mut self, state: Value) -> Result<Vec<Value>> {
        self.seq_items(state)
    }

    pub(crate) fn except_star_match(&mut self, state: Value, ty: Value) -> Result<Value> {
        let is_group_type = |vm: &Vm, t: Value| match t {
            Value::Type(x) => x.is_subtype(TypeId::BaseExceptionGroup),
            Value::Obj(r) => {
                matches!(vm.heap.get(r), Obj::Class(c) if c.builtin_base.is_subtype(TypeId::BaseExceptionGroup))
            }
            _ => false,
        };
        let types = if self.type_of(ty) == TypeId::Tuple {
            self.seq_items(ty)?
        } else {
            vec![ty]
        };
        for t in &types {
            if is_group_type(self, *t) {
                return Err(Error::type_error(
                    "catching ExceptionGroup with except* is not allowed. Use except instead.",
                ));
            }
        }
        let s = self.star_state(state)?;
        let rest = s[2];
        if matches!(rest, Value::None) {
            return Ok(Value::None);
        }
        let (m, r) = self.group_split(rest, ty)?;
        self.set_item(state, Value::Int(2), r)?;
        // Bind what was matched; remember it so a bare `raise` re-raises it.
        self.handled = m;
        Ok(m)
    }

    pub(crate) fn except_star_record(
        &mut self,
        state: Value,
        exc: Value,
        matched: Value,
    ) -> Result<()> {
        let s = self.star_state(state)?;
        if exc == matched || (self.is_group(exc) && exc == self.handled) {
            let mut leaves = Vec::new();
            self.group_leaves(exc, &mut leaves)?;
            for l in leaves {
                self.list_append(s[4], l)?;
            }
        } else {
            self.list_append(s[3], exc)?;
        }
        Ok(())
    }

    /// The exception to raise when leaving an except* statement, if any.
    pub(crate) fn except_star_end(&mut self, state: Value) -> Result<Option<Value>> {
        let s = self.star_state(state)?;
        let (orig, naked, rest, raised, reraised) =
            (s[0], s[1] == Value::Bool(true), s[2], s[3], s[4]);
        let raised = self.seq_items(raised)?;
        let mut keep = self.seq_items(reraised)?;
        if !matches!(rest, Value::None) {
            self.group_leaves(rest, &mut keep)?;
        }
        let kept = if keep.is_empty() {
            Value::None
        } else if naked {
            orig
        } else {
            self.group_project(orig, &keep)?
        };
        if raised.is_empty() {
            return Ok(if matches!(kept, Value::None) {
                None
            } else {
                Some(kept)
            });
        }
        if naked && matches!(kept, Value::None) && raised.len() == 1 {
            return Ok(Some(raised[0]));
        }
        let mut all = raised;
        if !matches!(kept, Value::None) {
            all.push(kept);
        }
        let msg = self.new_str("")?;
        let list = self.new_list(all)?;
        let g = self.new_exception_group(TypeId::BaseExceptionGroup, msg, list)?;
        Ok(Some(Value::Obj(g)))
    }
}
