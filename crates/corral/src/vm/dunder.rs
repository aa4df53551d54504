//! Operator and protocol dispatch to user-defined special methods
//! (`__add__`/`__radd__`, `__eq__`, `__len__`, `__iter__`, …).

use crate::compile::code::{BinOp, CmpOp};
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};

use super::Vm;

enum HashImpl {
    Call(Value),
    Base(Value),
    Default,
}

pub(crate) fn binop_names(op: BinOp) -> (&'static str, &'static str, &'static str) {
    match op {
        BinOp::Add => ("__add__", "__radd__", "__iadd__"),
        BinOp::Sub => ("__sub__", "__rsub__", "__isub__"),
        BinOp::Mul => ("__mul__", "__rmul__", "__imul__"),
        BinOp::TrueDiv => ("__truediv__", "__rtruediv__", "__itruediv__"),
        BinOp::FloorDiv => ("__floordiv__", "__rfloordiv__", "__ifloordiv__"),
        BinOp::Mod => ("__mod__", "__rmod__", "__imod__"),
        BinOp::Pow => ("__pow__", "__rpow__", "__ipow__"),
        BinOp::LShift => ("__lshift__", "__rlshift__", "__ilshift__"),
        BinOp::RShift => ("__rshift__", "__rrshift__", "__irshift__"),
        BinOp::And => ("__and__", "__rand__", "__iand__"),
        BinOp::Or => ("__or__", "__ror__", "__ior__"),
        BinOp::Xor => ("__xor__", "__rxor__", "__ixor__"),
        BinOp::MatMul => ("__matmul__", "__rmatmul__", "__imatmul__"),
    }
}

fn cmp_names(op: CmpOp) -> (&'static str, &'static str) {
    match op {
        CmpOp::Lt => ("__lt__", "__gt__"),
        CmpOp::Le => ("__le__", "__ge__"),
        CmpOp::Eq => ("__eq__", "__eq__"),
        CmpOp::Ne => ("__ne__", "__ne__"),
        CmpOp::Gt => ("__gt__", "__lt__"),
        CmpOp::Ge => ("__ge__", "__le__"),
    }
}

impl Vm {
    /// Is `v` an instance of a user-defined class?
    #[inline]
    pub fn is_user(&self, v: Value) -> bool {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Instance(_) => true,
                Obj::Exception(e) => e.class.is_some(),
                Obj::Class(c) => c.metaclass.is_some(),
                _ => false,
            },
            _ => false,
        }
    }

    /// Whether comparing `v` as a dict or set key may need guest `__eq__`:
    /// a user instance or generic alias, or a tuple or frozenset holding one.
    pub(crate) fn key_needs_vm(&self, v: Value) -> bool {
        self.key_needs_vm_at(v, 0)
    }

    fn key_needs_vm_at(&self, v: Value, depth: usize) -> bool {
        if self.is_user(v) {
            return true;
        }
        let Value::Obj(r) = v else {
            return false;
        };
        match self.heap.get(r) {
            Obj::Tuple(items) => {
                depth > 64 || items.iter().any(|&x| self.key_needs_vm_at(x, depth + 1))
            }
            Obj::FrozenSet(t) => t.has_user_keys,
            // Compared by origin and arguments, which `values_equal` leaves
            // to the VM.
            Obj::GenericAlias(..) => true,
            _ => false,
        }
    }

    /// Binary operator on user objects; None if neither side implements it.
    pub(crate) fn user_binary(
        &mut self,
        op: BinOp,
        a: Value,
        b: Value,
        inplace: bool,
    ) -> Result<Option<Value>> {
        if let Some(r) = crate::modules::datetime_native::fast_binary(self, op, a, b) {
            return r.map(Some);
        }
        let (fwd, rev, inp) = binop_names(op);
        if inplace
            && let Some(r) = self.call_dunder(a, inp, &[b])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        // A right operand whose class is a proper subclass of the left's goes first.
        let b_first = self.is_user(b)
            && self.class_of(a) != self.class_of(b)
            && self.is_subclass(self.class_of(b), self.class_of(a));
        if b_first
            && let Some(r) = self.call_dunder(b, rev, &[a])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        if let Some(r) = self.call_dunder(a, fwd, &[b])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        if !b_first
            && self.class_of(a) != self.class_of(b)
            && let Some(r) = self.call_dunder(b, rev, &[a])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        // Subclasses of builtin types fall back to the builtin behaviour.
        let a2 = self.base_value(a);
        let b2 = self.base_value(b);
        // `str % x` formats `x` itself (its own __str__/__repr__), not the
        // builtin value a subclass wraps.
        // A tuple (or dict) subclass still gives the arguments (mapping).
        if op == BinOp::Mod && self.type_of(a2.unwrap_or(a)) == TypeId::Str {
            let args = match b2 {
                Some(v) if matches!(self.type_of(v), TypeId::Tuple | TypeId::Dict) => v,
                _ => b,
            };
            return self.percent_format(a2.unwrap_or(a), args).map(Some);
        }
        // `q += x` on a deque subclass extends the deque in place.
        if inplace
            && let Some(base) = a2
            && self.deque_ref(base).is_some()
            && matches!(op, BinOp::Add | BinOp::Mul)
        {
            let r = self.inplace_op(op, base, b2.unwrap_or(b))?;
            return Ok(Some(if r == base { a } else { r }));
        }
        // `q + d` and `q * n` copy the subclass instance (`type(q)(q)`).
        if !inplace {
            let seq_int = |vm: &Self, s: Value, n: Value| {
                vm.is_user(s) && vm.deque_ref(s).is_some() && vm.int_big(n).is_some()
            };
            if op == BinOp::Add && self.is_user(a) && self.deque_ref(a).is_some() {
                return self.deque_concat(a, b).map(Some);
            }
            if op == BinOp::Mul && (seq_int(self, a, b) || seq_int(self, b, a)) {
                let (s, n) = if seq_int(self, a, b) { (a, b) } else { (b, a) };
                let n = self.ssize_arg(n)?;
                return self.deque_repeat(s, n).map(Some);
            }
        }
        if a2.is_some() || b2.is_some() {
            return match self.binary_op(op, a2.unwrap_or(a), b2.unwrap_or(b)) {
                Ok(r) => Ok(Some(r)),
                // The message names the subclasses, not their builtin bases.
                Err(e)
                    if matches!(e.kind(), crate::error::ErrorKind::New(TypeId::TypeError, Some(m))
                        if m.starts_with("unsupported operand type(s) for ")) =>
                {
                    if inplace {
                        Err(Error::type_error(format!(
                            "unsupported operand type(s) for {}=: '{}' and '{}'",
                            op.symbol(),
                            self.type_name(a),
                            self.type_name(b)
                        )))
                    } else {
                        Err(self.unsupported(op, a, b))
                    }
                }
                Err(e) => Err(e),
            };
        }
        Ok(None)
    }

    /// Rich comparison on user objects; None means "use the default".
    pub(crate) fn user_compare(&mut self, op: CmpOp, a: Value, b: Value) -> Result<Option<Value>> {
        if let Some(r) = crate::modules::datetime_native::fast_compare(self, op, a, b) {
            return Ok(Some(Value::Bool(r)));
        }
        let (fwd, rev) = cmp_names(op);
        let b_first = self.is_user(b)
            && self.class_of(a) != self.class_of(b)
            && self.is_subclass(self.class_of(b), self.class_of(a));
        if b_first
            && let Some(r) = self.call_dunder(b, rev, &[a])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        if let Some(r) = self.call_dunder(a, fwd, &[b])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        if !b_first
            && let Some(r) = self.call_dunder(b, rev, &[a])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        // __ne__ defaults to the inverse of __eq__.
        if op == CmpOp::Ne
            && (self.user_method(a, "__eq__").is_some() || self.user_method(b, "__eq__").is_some())
            && let Some(r) = self.user_compare(CmpOp::Eq, a, b)?
        {
            let t = self.truthy(r)?;
            return Ok(Some(Value::Bool(!t)));
        }
        let a2 = self.base_value(a);
        let b2 = self.base_value(b);
        if a2.is_some() || b2.is_some() {
            return self.compare(op, a2.unwrap_or(a), b2.unwrap_or(b)).map(Some);
        }
        Ok(None)
    }

    pub(crate) fn user_unary(&mut self, name: &str, a: Value) -> Result<Option<Value>> {
        self.call_dunder(a, name, &[])
    }

    /// How instances of a user class hash, following the MRO as CPython's
    /// type slots do: a class dict `__hash__` wins (None: unhashable); a class
    /// defining `__eq__` without `__hash__` is unhashable; otherwise the first
    /// builtin base decides (object: identity, others: the base value).
    fn hash_impl(&self, v: Value) -> Result<HashImpl> {
        let Some(c) = self.user_class(v) else {
            return Ok(HashImpl::Default);
        };
        let mro = self.mro_of(Value::Obj(c));
        for k in mro {
            match k {
                Value::Obj(kr) => {
                    let Obj::Class(kc) = self.heap.get(kr) else {
                        continue;
                    };
                    match kc.dict.get_str(&self.heap, "__hash__") {
                        Some(Value::None) => return Err(self.unhashable(v)),
                        Some(Value::Method(_)) => break,
                        Some(f) => return Ok(HashImpl::Call(f)),
                        None => {}
                    }
                    if kc.dict.get_str(&self.heap, "__eq__").is_some() {
                        return Err(self.unhashable(v));
                    }
                }
                Value::Type(TypeId::Object) => break,
                Value::Type(_) => break,
                _ => {}
            }
        }
        Ok(match self.base_value(v) {
            Some(b) => HashImpl::Base(b),
            None => HashImpl::Default,
        })
    }

    fn unhashable(&self, v: Value) -> Error {
        Error::type_error(format!("unhashable type: '{}'", self.type_name(v)))
    }

    /// `hash(v)` of a user object as Python computes it, or None for the
    /// default identity hash.
    pub(crate) fn user_py_hash(&mut self, v: Value) -> Result<Option<i64>> {
        if let Some(h) = crate::modules::datetime_native::fast_hash(self, v) {
            return h.map(Some);
        }
        match self.hash_impl(v)? {
            HashImpl::Call(f) => {
                let h = self.call_descriptor(f, v, &[])?;
                match h {
                    Value::Int(i) => Ok(Some(if i == -1 { -2 } else { i })),
                    Value::Bool(b) => Ok(Some(b as i64)),
                    Value::Obj(r) if matches!(self.heap.get(r), Obj::BigInt(_)) => {
                        crate::builtins::functions::py_hash(self, h).map(Some)
                    }
                    _ => Err(Error::type_error(
                        "__hash__ method should return an integer",
                    )),
                }
            }
            HashImpl::Base(b) => crate::builtins::functions::py_hash(self, b).map(Some),
            HashImpl::Default => Ok(None),
        }
    }

    /// `__hash__` of a user object as an internal hash.
    pub(crate) fn user_hash(&mut self, v: Value) -> Result<Option<u64>> {
        Ok(self.user_hash_pair(v)?.map(|(h, _)| h))
    }

    /// `__hash__` of a user object (called once) as (internal hash, Python
    /// hash); None when the object hashes by identity.
    pub(crate) fn user_hash_pair(&mut self, v: Value) -> Result<Option<(u64, i64)>> {
        if let Some(py) = crate::modules::datetime_native::fast_hash(self, v) {
            let py = py?;
            let h = crate::objects::hashing::hash_key(&self.heap, Value::Int(py))?;
            return Ok(Some((h, py)));
        }
        match self.hash_impl(v)? {
            HashImpl::Call(_) => match self.user_py_hash(v)? {
                Some(py) => {
                    let h = crate::objects::hashing::hash_key(&self.heap, Value::Int(py))?;
                    Ok(Some((h, py)))
                }
                None => Ok(None),
            },
            HashImpl::Base(b) => self.hash_pair(b).map(Some),
            HashImpl::Default => Ok(None),
        }
    }

    pub(crate) fn user_len(&mut self, v: Value) -> Result<Option<usize>> {
        let Some(r) = self.call_dunder(v, "__len__", &[])? else {
            if let Some(b) = self.base_value(v) {
                return self.len_of(b).map(Some);
            }
            return Ok(None);
        };
        match r {
            Value::Int(i) if i >= 0 => Ok(Some(i as usize)),
            Value::Bool(b) => Ok(Some(b as usize)),
            Value::Int(_) => Err(Error::value_error("__len__() should return >= 0")),
            Value::Obj(b) if matches!(self.heap.get(b), Obj::BigInt(_)) => Err(Error::overflow(
                "cannot fit 'int' into an index-sized integer",
            )),
            _ => Err(Error::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                self.type_name(r)
            ))),
        }
    }

    pub(crate) fn user_truthy(&mut self, v: Value) -> Result<bool> {
        if let Some(r) = self.call_dunder(v, "__bool__", &[])? {
            return match r {
                Value::Bool(b) => Ok(b),
                _ => Err(Error::type_error(format!(
                    "__bool__ should return bool, returned {}",
                    self.type_name(r)
                ))),
            };
        }
        match self.user_len(v)? {
            Some(n) => Ok(n > 0),
            None => Ok(true),
        }
    }

    pub(crate) fn user_iter(&mut self, v: Value) -> Result<Option<Value>> {
        if let Some(it) = self.call_dunder(v, "__iter__", &[])? {
            let ok = match it {
                Value::Obj(r) => {
                    matches!(self.heap.get(r), Obj::Iter(_) | Obj::Generator(_))
                        || self.user_method(it, "__next__").is_some()
                }
                _ => false,
            };
            if !ok {
                return Err(Error::type_error(format!(
                    "iter() returned non-iterator of type '{}'",
                    self.type_name(it)
                )));
            }
            return Ok(Some(it));
        }
        if let Some(b) = self.base_value(v) {
            return self.get_iter(b).map(Some);
        }
        if self.user_method(v, "__getitem__").is_some() {
            return self
                .alloc(Obj::Iter(Box::new(crate::objects::IterState::GetItem {
                    obj: v,
                    idx: 0,
                })))
                .map(Some);
        }
        Ok(None)
    }

    pub(crate) fn user_next(&mut self, v: Value) -> Result<Option<Value>> {
        let Some(f) = self.user_method(v, "__next__") else {
            return Err(Error::type_error(format!(
                "'{}' object is not an iterator",
                self.type_name(v)
            )));
        };
        match self.call(f, &[v]) {
            Ok(x) => Ok(Some(x)),
            Err(e) => {
                if self.is_stop_iteration(&e) {
                    Ok(None)
                } else {
                    Err(e)
                }
            }
        }
    }

    pub(crate) fn is_stop_iteration(&self, e: &Error) -> bool {
        match e.kind() {
            crate::error::ErrorKind::New(t, _) | crate::error::ErrorKind::NewArgs(t, _) => {
                *t == TypeId::StopIteration
            }
            crate::error::ErrorKind::Raised(r) => {
                matches!(self.heap.get(*r), Obj::Exception(x) if x.ty == TypeId::StopIteration)
            }
            _ => false,
        }
    }
}
