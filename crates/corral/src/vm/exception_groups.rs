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

    /// `BaseExceptionGroup.derive(excs)`: a plain group with `g`'s message
    /// (subclasses that want their own type override `derive`).
    pub(crate) fn derive_group(&mut self, g: Value, excs: Vec<Value>) -> Result<Value> {
        let msg = self.group_attr(g, "message");
        let msg = if self.str_of(msg).is_some() {
            msg
        } else {
            self.new_str("")?
        };
        let list = self.new_list(excs)?;
        let r = self.new_exception_group(TypeId::BaseExceptionGroup, msg, list)?;
        Ok(Value::Obj(r))
    }

    fn group_attr(&self, g: Value, name: &str) -> Value {
        match g {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Exception(e) => e
                    .attrs
                    .iter()
                    .find(|(k, _)| &**k == name)
                    .map_or(Value::None, |(_, v)| *v),
                _ => Value::None,
            },
            _ => Value::None,
        }
    }

    /// A part of `g` made by split/subgroup: `g.derive(excs)` (a user
    /// override included), carrying `g`'s traceback, cause, context and notes.
    fn split_part(&mut self, g: Value, excs: Vec<Value>) -> Result<Value> {
        let part = match self.user_method(g, "derive") {
            Some(_) => {
                let list = self.new_list(excs)?;
                self.call_dunder(g, "derive", &[list])?
                    .unwrap_or(Value::None)
            }
            None => self.derive_group(g, excs)?,
        };
        if !self.is_group(part) {
            return Err(Error::type_error(
                "derive must return an instance of BaseExceptionGroup",
            ));
        }
        let (Value::Obj(gr), Value::Obj(pr)) = (g, part) else {
            return Ok(part);
        };
        let Obj::Exception(e) = self.heap.get(gr) else {
            return Ok(part);
        };
        let (tb, cause, context) = (e.traceback.clone(), e.cause, e.context);
        let notes = e
            .attrs
            .iter()
            .find(|(k, _)| &**k == "__notes__")
            .map(|(_, v)| *v);
        let notes = match notes {
            Some(n) if self.type_of(n) == TypeId::List => {
                let items = self.seq_items(n)?;
                Some(self.new_list(items)?)
            }
            n => n,
        };
        if let Some(Obj::Exception(p)) = self.heap.get_mut(pr) {
            p.traceback = tb;
            p.cause = cause;
            p.context = context;
            // CPython copies the cause with PyException_SetCause, which
            // always marks the context suppressed.
            p.suppress_context = true;
            if let Some(n) = notes {
                match p.attrs.iter_mut().find(|(k, _)| &**k == "__notes__") {
                    Some(slot) => slot.1 = n,
                    None => p.attrs.push(("__notes__".into(), n)),
                }
            }
        }
        Ok(part)
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
        self.group_split_at(g, cond, 0)
    }

    fn group_split_at(&mut self, g: Value, cond: Value, depth: usize) -> Result<(Value, Value)> {
        check_nesting(depth)?;
        if self.group_cond(g, cond)? {
            return Ok((g, Value::None));
        }
        let members = self.group_members(g)?;
        let (mut m, mut r) = (Vec::new(), Vec::new());
        for &e in &members {
            if self.is_group(e) {
                let (a, b) = self.group_split_at(e, cond, depth + 1)?;
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
        let mg = if m.is_empty() {
            Value::None
        } else {
            self.split_part(g, m)?
        };
        let rg = if r.is_empty() {
            Value::None
        } else {
            self.split_part(g, r)?
        };
        Ok((mg, rg))
    }

    /// All leaf exceptions of a group, in order.
    fn group_leaves(&mut self, g: Value, out: &mut Vec<Value>) -> Result<()> {
        let mut work = vec![g];
        while let Some(e) = work.pop() {
            if !self.is_group(e) {
                out.push(e);
                continue;
            }
            let members = self.group_members(e)?;
            work.extend(members.into_iter().rev());
        }
        Ok(())
    }

    /// The part of `g` whose leaves are in `keep` (by identity), structure kept.
    fn group_project(&mut self, g: Value, keep: &[Value], depth: usize) -> Result<Value> {
        check_nesting(depth)?;
        if !self.is_group(g) {
            return Ok(if keep.contains(&g) { g } else { Value::None });
        }
        let mut kept = Vec::new();
        let mut all = true;
        for e in self.group_members(g)? {
            let p = self.group_project(e, keep, depth + 1)?;
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
        self.split_part(g, kept)
    }

    /// `except*` state: [orig, naked, rest, raised, reraised-leaves,
    /// traceback length of the part last matched].
    pub(crate) fn except_star_start(&mut self, exc: Value) -> Result<Value> {
        let naked = !self.is_group(exc);
        let group = if naked {
            let msg = self.new_str("")?;
            let t = self.new_tuple_of(&[exc])?;
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
        self.new_list(vec![
            exc,
            Value::Bool(naked),
            group,
            raised,
            reraised,
            Value::Int(0),
        ])
    }

    fn star_state(&mut self, state: Value) -> Result<Vec<Value>> {
        let s = self.seq_items(state)?;
        if s.len() != 6 {
            return Err(Error::fault("except* state"));
        }
        Ok(s)
    }

    fn traceback_len(&self, exc: Value) -> i64 {
        match exc {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Exception(e) => e.traceback.len() as i64,
                _ => 0,
            },
            _ => 0,
        }
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
        // A naked exception matches as a whole, wrapped in a new group.
        let (m, r) = if s[1] == Value::Bool(true) {
            if self.exception_matches(s[0], ty)? {
                (rest, Value::None)
            } else {
                (Value::None, rest)
            }
        } else {
            self.group_split(rest, ty)?
        };
        self.set_item(state, Value::Int(2), r)?;
        let tb = Value::Int(self.traceback_len(m));
        self.set_item(state, Value::Int(5), tb)?;
        // Bind what was matched; remember it so a bare `raise` re-raises it.
        self.handled = m;
        Ok(m)
    }

    /// Note `exc`, raised by an except* clause that matched `matched`. A bare
    /// `raise` (the matched part, its traceback unchanged) re-raises; any
    /// other exception, `raise eg` included, is newly raised.
    pub(crate) fn except_star_record(
        &mut self,
        state: Value,
        exc: Value,
        matched: Value,
    ) -> Result<()> {
        let s = self.star_state(state)?;
        let naked = s[1] == Value::Bool(true);
        let reraise = exc == matched && Value::Int(self.traceback_len(exc)) == s[5];
        if reraise && !naked {
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

    /// The exception to raise when leaving an except* statement, if any:
    /// newly raised ones first, then what is left of the original (the parts
    /// re-raised or not handled); a lone exception is raised as itself.
    pub(crate) fn except_star_end(&mut self, state: Value) -> Result<Option<Value>> {
        let s = self.star_state(state)?;
        let (orig, naked, rest, raised, reraised) =
            (s[0], s[1] == Value::Bool(true), s[2], s[3], s[4]);
        let mut keep = self.seq_items(raised)?;
        if naked {
            // Only one clause can have run; a naked exception left unhandled
            // propagates unwrapped.
            if keep.is_empty() && !matches!(rest, Value::None) {
                keep.push(orig);
            }
            return Ok(keep.first().copied());
        }
        let mut leaves = self.seq_items(reraised)?;
        if !matches!(rest, Value::None) {
            self.group_leaves(rest, &mut leaves)?;
        }
        if !leaves.is_empty() {
            let kept = self.group_project(orig, &leaves, 0)?;
            if !matches!(kept, Value::None) {
                keep.push(kept);
            }
        }
        match keep.len() {
            0 => Ok(None),
            1 => Ok(Some(keep[0])),
            _ => {
                let msg = self.new_str("")?;
                let list = self.new_list(keep)?;
                let g = self.new_exception_group(TypeId::BaseExceptionGroup, msg, list)?;
                Ok(Some(Value::Obj(g)))
            }
        }
    }
}

/// Splitting walks nested groups by Rust recursion; guest code can nest
/// groups arbitrarily deep, so the walk has a bound.
fn check_nesting(depth: usize) -> Result<()> {
    if depth > 3000 {
        return Err(Error::new(
            TypeId::RecursionError,
            "maximum recursion depth exceeded while splitting an exception group",
        ));
    }
    Ok(())
}
