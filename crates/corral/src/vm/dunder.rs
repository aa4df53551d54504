//! Operator and protocol dispatch to user-defined special methods
//! (`__add__`/`__radd__`, `__eq__`, `__len__`, `__iter__`, …).
//!
//! Which special method a class has is asked on every operator applied to
//! its instances, so each class remembers the answers (`DunderSlots` in
//! objects/class.rs) for as long as the VM's lookup epoch lasts: any change
//! to a class namespace starts a new one (attr_cache.rs), so assigning
//! `A.__lt__` (or a base's) after instances exist is seen at the next
//! operator, and `__class__` assignment simply asks another class.

use crate::compile::code::{BinOp, CmpOp};
use crate::error::{Error, Result};
use crate::objects::class::{DUNDER_SLOTS, DunderSlots};
use crate::objects::{Obj, ObjRef, TypeId, Value};

use super::Vm;

macro_rules! dunders {
    ($($v:ident = $n:literal,)*) => {
        /// The special methods a class remembers, by name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(crate) enum Dunder {
            $($v,)*
        }

        const DUNDER_NAMES: &[&str] = &[$($n,)*];

        impl Dunder {
            pub(crate) fn from_name(name: &str) -> Option<Dunder> {
                if !name.starts_with("__") {
                    return None;
                }
                match name {
                    $($n => Some(Dunder::$v),)*
                    _ => None,
                }
            }
        }
    };
}

dunders! {
    Lt = "__lt__", Le = "__le__", Eq = "__eq__", Ne = "__ne__", Gt = "__gt__", Ge = "__ge__",
    Add = "__add__", Sub = "__sub__", Mul = "__mul__", TrueDiv = "__truediv__",
    FloorDiv = "__floordiv__", Mod = "__mod__", Pow = "__pow__", LShift = "__lshift__",
    RShift = "__rshift__", And = "__and__", Or = "__or__", Xor = "__xor__",
    MatMul = "__matmul__",
    RAdd = "__radd__", RSub = "__rsub__", RMul = "__rmul__", RTrueDiv = "__rtruediv__",
    RFloorDiv = "__rfloordiv__", RMod = "__rmod__", RPow = "__rpow__",
    RLShift = "__rlshift__", RRShift = "__rrshift__", RAnd = "__rand__", ROr = "__ror__",
    RXor = "__rxor__", RMatMul = "__rmatmul__",
    IAdd = "__iadd__", ISub = "__isub__", IMul = "__imul__", ITrueDiv = "__itruediv__",
    IFloorDiv = "__ifloordiv__", IMod = "__imod__", IPow = "__ipow__",
    ILShift = "__ilshift__", IRShift = "__irshift__", IAnd = "__iand__", IOr = "__ior__",
    IXor = "__ixor__", IMatMul = "__imatmul__",
    Hash = "__hash__", Len = "__len__", GetItem = "__getitem__", SetItem = "__setitem__",
    DelItem = "__delitem__", Missing = "__missing__", Iter = "__iter__", Next = "__next__",
    Reversed = "__reversed__", Contains = "__contains__", Repr = "__repr__", Str = "__str__",
    Format = "__format__", Bool = "__bool__", Call = "__call__", Neg = "__neg__",
    Pos = "__pos__", Invert = "__invert__", Abs = "__abs__", Index = "__index__",
    Int = "__int__", Float = "__float__", Complex = "__complex__", Trunc = "__trunc__",
    Round = "__round__", Floor = "__floor__", Ceil = "__ceil__", Bytes = "__bytes__",
    Get = "__get__", Set = "__set__", Delete = "__delete__", GetAttr = "__getattr__",
    SetAttr = "__setattr__", DelAttr = "__delattr__", Await = "__await__",
    AIter = "__aiter__", ANext = "__anext__", SetName = "__set_name__",
}

const _: () = assert!(DUNDER_NAMES.len() <= DUNDER_SLOTS && DUNDER_SLOTS <= 128);

impl Dunder {
    pub(crate) fn name(self) -> &'static str {
        DUNDER_NAMES[self as usize]
    }
}

/// `DunderSlots::flags`: whether the class is one of datetime_native's
/// (`FLAG_NATIVE`) is known.
const FLAG_NATIVE_KNOWN: u16 = 1;
const FLAG_NATIVE: u16 = 2;
/// How instances hash (see `hash_mode`) is known; which way.
const FLAG_HASH_KNOWN: u16 = 4;
const FLAG_HASH_CALL: u16 = 8;
const FLAG_HASH_NONE: u16 = 16;

/// How instances of a user class hash.
#[derive(Clone, Copy, PartialEq, Eq)]
enum HashMode {
    /// The class's `__hash__` (the `Dunder::Hash` slot).
    Call,
    /// `unhashable type`.
    Unhashable,
    /// As the builtin value a builtin-subclass instance wraps, else by identity.
    Inherit,
}

enum HashImpl {
    /// The class's `__hash__`, as `slot_entry` gives it.
    Call((Value, bool)),
    Base(Value),
    Default,
}

/// The forward, reflected and in-place special methods of `op`.
pub(crate) fn binop_slots(op: BinOp) -> (Dunder, Dunder, Dunder) {
    use Dunder as D;
    match op {
        BinOp::Add => (D::Add, D::RAdd, D::IAdd),
        BinOp::Sub => (D::Sub, D::RSub, D::ISub),
        BinOp::Mul => (D::Mul, D::RMul, D::IMul),
        BinOp::TrueDiv => (D::TrueDiv, D::RTrueDiv, D::ITrueDiv),
        BinOp::FloorDiv => (D::FloorDiv, D::RFloorDiv, D::IFloorDiv),
        BinOp::Mod => (D::Mod, D::RMod, D::IMod),
        BinOp::Pow => (D::Pow, D::RPow, D::IPow),
        BinOp::LShift => (D::LShift, D::RLShift, D::ILShift),
        BinOp::RShift => (D::RShift, D::RRShift, D::IRShift),
        BinOp::And => (D::And, D::RAnd, D::IAnd),
        BinOp::Or => (D::Or, D::ROr, D::IOr),
        BinOp::Xor => (D::Xor, D::RXor, D::IXor),
        BinOp::MatMul => (D::MatMul, D::RMatMul, D::IMatMul),
    }
}

fn cmp_slots(op: CmpOp) -> (Dunder, Dunder) {
    use Dunder as D;
    match op {
        CmpOp::Lt => (D::Lt, D::Gt),
        CmpOp::Le => (D::Le, D::Ge),
        CmpOp::Eq => (D::Eq, D::Eq),
        CmpOp::Ne => (D::Ne, D::Ne),
        CmpOp::Gt => (D::Gt, D::Lt),
        CmpOp::Ge => (D::Ge, D::Le),
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
            Obj::FrozenSet(t) => t.has_user_keys(),
            // Compared by origin and arguments, which `values_equal` leaves
            // to the VM.
            Obj::GenericAlias(..) => true,
            _ => false,
        }
    }

    /// `cls`'s memo of special methods, emptied first if it is from an
    /// earlier epoch.
    #[inline]
    fn slots_of(&self, cls: ObjRef) -> Option<&DunderSlots> {
        let Obj::Class(c) = self.heap.get(cls) else {
            return None;
        };
        let s = &c.dunders;
        let epoch = self.lookup_epoch.get();
        if s.epoch.get() != epoch {
            s.epoch.set(epoch);
            s.known.set(0);
            s.flags.set(0);
        }
        Some(s)
    }

    /// The user-defined special method `d` of class `cls` (as
    /// `user_method` finds it: a builtin type's own is None).
    #[inline]
    pub(crate) fn class_dunder(&self, cls: ObjRef, d: Dunder) -> Option<Value> {
        self.slot_entry(self.slots_of(cls)?, cls, d).map(|(f, _)| f)
    }

    /// Special method `d` from the memo `s` of class `cls`, and whether it
    /// is a plain function.
    #[inline]
    fn slot_entry(&self, s: &DunderSlots, cls: ObjRef, d: Dunder) -> Option<(Value, bool)> {
        let bit = 1u128 << d as u32;
        let v = if s.known.get() & bit != 0 {
            s.found[d as usize].get()
        } else {
            self.find_dunder(cls, s, d)
        };
        (!v.is_undef()).then_some((v, s.plain.get() & bit != 0))
    }

    #[cold]
    fn find_dunder(&self, cls: ObjRef, s: &DunderSlots, d: Dunder) -> Value {
        let v = match self.class_lookup_uncached(Value::Obj(cls), d.name()) {
            None | Some(Value::Method(..)) => Value::Undef,
            Some(f) => f,
        };
        let bit = 1u128 << d as u32;
        s.found[d as usize].set(v);
        s.known.set(s.known.get() | bit);
        let plain = matches!(v, Value::Obj(r) if matches!(self.heap.get(r), Obj::Function(_)));
        s.plain.set(if plain {
            s.plain.get() | bit
        } else {
            s.plain.get() & !bit
        });
        v
    }

    /// The user-defined special method `d` of `v`'s class.
    #[inline]
    pub(crate) fn dunder_of(&self, v: Value, d: Dunder) -> Option<Value> {
        self.class_dunder(self.user_class(v)?, d)
    }

    /// Call `v`'s user-defined special method `d`, if its class has one.
    #[inline]
    pub(crate) fn call_slot(
        &mut self,
        v: Value,
        d: Dunder,
        args: &[Value],
    ) -> Result<Option<Value>> {
        match self.user_class(v) {
            Some(c) => self.call_slot_of(Value::Obj(c), v, d, args),
            None => Ok(None),
        }
    }

    /// `call_slot` for `v` whose class `cls` is already known.
    #[inline]
    fn call_slot_of(
        &mut self,
        cls: Value,
        v: Value,
        d: Dunder,
        args: &[Value],
    ) -> Result<Option<Value>> {
        let Value::Obj(c) = cls else {
            return Ok(None);
        };
        let Some(s) = self.slots_of(c) else {
            return Ok(None);
        };
        let Some(entry) = self.slot_entry(s, c, d) else {
            return Ok(None);
        };
        self.call_entry(entry, v, args).map(Some)
    }

    /// Call a special method found by `slot_entry` for receiver `v`.
    #[inline]
    fn call_entry(&mut self, (f, plain): (Value, bool), v: Value, args: &[Value]) -> Result<Value> {
        match f {
            Value::Obj(r) if plain => self.call_function_with_first(r, v, args),
            _ => self.call_descriptor(f, v, args),
        }
    }

    /// For `user_compare`: whether the datetime hook may answer for class
    /// `cls`, and its special method `d`, from one look at the class.
    #[inline]
    fn compare_entry(&self, cls: Value, d: Dunder) -> (bool, Option<(Value, bool)>) {
        let Value::Obj(c) = cls else {
            return (false, None);
        };
        let Some(s) = self.slots_of(c) else {
            return (false, None);
        };
        let f = s.flags.get();
        let native = if f & FLAG_NATIVE_KNOWN != 0 {
            f & FLAG_NATIVE != 0
        } else {
            self.native_class(cls)
        };
        (native, self.slot_entry(s, c, d))
    }

    /// Whether `v` is an instance of a class the datetime hooks answer for.
    #[inline]
    pub(crate) fn native_instance(&self, v: Value) -> bool {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Instance(i) => self.native_class(Value::Obj(i.class)),
                _ => false,
            },
            _ => false,
        }
    }

    /// Whether class `c` is one the datetime hooks (`fast_compare`,
    /// `fast_binary`, `fast_hash`) answer for; every other class skips them.
    #[inline]
    pub(crate) fn native_class(&self, c: Value) -> bool {
        let Value::Obj(r) = c else { return false };
        let Some(s) = self.slots_of(r) else {
            return false;
        };
        let f = s.flags.get();
        if f & FLAG_NATIVE_KNOWN != 0 {
            return f & FLAG_NATIVE != 0;
        }
        let native = crate::modules::datetime_native::is_native_class(self, r);
        s.flags
            .set(f | FLAG_NATIVE_KNOWN | if native { FLAG_NATIVE } else { 0 });
        native
    }

    /// Binary operator on user objects; None if neither side implements it.
    pub(crate) fn user_binary(
        &mut self,
        op: BinOp,
        a: Value,
        b: Value,
        inplace: bool,
    ) -> Result<Option<Value>> {
        let (ca, cb) = (self.class_of(a), self.class_of(b));
        if self.native_class(ca)
            && self.native_class(cb)
            && let Some(r) = crate::modules::datetime_native::fast_binary(self, op, a, b)
        {
            return r.map(Some);
        }
        let (fwd, rev, inp) = binop_slots(op);
        // Once guest code has run, `a`'s class is asked again (it may
        // have been assigned).
        let mut ran = false;
        if inplace && let Some(r) = self.call_slot_of(ca, a, inp, &[b])? {
            if r != Value::NotImplemented {
                return Ok(Some(r));
            }
            ran = true;
        }
        // A right operand whose class is a proper subclass of the left's goes first.
        let b_first = ca != cb && self.is_user(b) && self.is_subclass(cb, ca);
        if b_first && let Some(r) = self.call_slot_of(cb, b, rev, &[a])? {
            if r != Value::NotImplemented {
                return Ok(Some(r));
            }
            ran = true;
        }
        let ca = if ran { self.class_of(a) } else { ca };
        if let Some(r) = self.call_slot_of(ca, a, fwd, &[b])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        if !b_first
            && self.class_of(a) != self.class_of(b)
            && let Some(r) = self.call_slot(b, rev, &[a])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        // Subclasses of builtin types fall back to the builtin behaviour.
        let a2 = self.base_value(a);
        let b2 = self.base_value(b);
        // `str % x` formats `x` itself (its own __str__/__repr__), not the
        // builtin value a subclass wraps.
        // A tuple subclass still gives the arguments; a mapping is read
        // through its own `__getitem__` (and a dict's `__missing__`).
        if op == BinOp::Mod && self.type_of(a2.unwrap_or(a)) == TypeId::Str {
            let args = match b2 {
                Some(v) if self.type_of(v) == TypeId::Tuple => v,
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
        let (ca, cb) = (self.class_of(a), self.class_of(b));
        let (fwd, rev) = cmp_slots(op);
        let (native, fwd_entry) = self.compare_entry(ca, fwd);
        if native && let Some(r) = crate::modules::datetime_native::fast_compare(self, op, a, b) {
            return Ok(Some(Value::Bool(r)));
        }
        let b_first = ca != cb && self.is_user(b) && self.is_subclass(cb, ca);
        let fwd_entry = if b_first {
            if let Some(r) = self.call_slot_of(cb, b, rev, &[a])? {
                if r != Value::NotImplemented {
                    return Ok(Some(r));
                }
                // Guest code ran: `a`'s class is asked again.
                self.dunder_of(a, fwd).map(|f| (f, false))
            } else {
                fwd_entry
            }
        } else {
            fwd_entry
        };
        if let Some(entry) = fwd_entry
            && let r = self.call_entry(entry, a, &[b])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        if !b_first
            && let Some(r) = self.call_slot(b, rev, &[a])?
            && r != Value::NotImplemented
        {
            return Ok(Some(r));
        }
        // __ne__ defaults to the inverse of __eq__.
        if op == CmpOp::Ne
            && (self.dunder_of(a, Dunder::Eq).is_some() || self.dunder_of(b, Dunder::Eq).is_some())
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

    pub(crate) fn user_unary(&mut self, d: Dunder, a: Value) -> Result<Option<Value>> {
        self.call_slot(a, d, &[])
    }

    /// How instances of class `cls` hash, remembered with its special
    /// methods (see `find_hash_mode`).
    fn hash_mode(&self, cls: ObjRef) -> HashMode {
        let Some(s) = self.slots_of(cls) else {
            return HashMode::Inherit;
        };
        let f = s.flags.get();
        if f & FLAG_HASH_KNOWN != 0 {
            return if f & FLAG_HASH_CALL != 0 {
                HashMode::Call
            } else if f & FLAG_HASH_NONE != 0 {
                HashMode::Unhashable
            } else {
                HashMode::Inherit
            };
        }
        let mode = self.find_hash_mode(cls);
        let bits = match mode {
            HashMode::Call => FLAG_HASH_CALL,
            HashMode::Unhashable => FLAG_HASH_NONE,
            HashMode::Inherit => 0,
        };
        s.flags.set(f | FLAG_HASH_KNOWN | bits);
        mode
    }

    /// Following the MRO as CPython's type slots do: a class dict
    /// `__hash__` wins (None: unhashable); a class defining `__eq__`
    /// without `__hash__` is unhashable; otherwise the first builtin base
    /// decides (object: identity, others: the base value). A `__hash__`
    /// found is the one `class_lookup` finds first, the `Dunder::Hash` slot.
    fn find_hash_mode(&self, cls: ObjRef) -> HashMode {
        let Obj::Class(c) = self.heap.get(cls) else {
            return HashMode::Inherit;
        };
        for k in c.mro.iter() {
            match k {
                Value::Obj(kr) => {
                    let Obj::Class(kc) = self.heap.get(*kr) else {
                        continue;
                    };
                    match kc.dict.get_str(&self.heap, "__hash__") {
                        Some(Value::None) => return HashMode::Unhashable,
                        Some(Value::Method(..)) => break,
                        Some(_) => return HashMode::Call,
                        None => {}
                    }
                    if kc.dict.get_str(&self.heap, "__eq__").is_some() {
                        return HashMode::Unhashable;
                    }
                }
                Value::Type(_) => break,
                _ => {}
            }
        }
        HashMode::Inherit
    }

    fn hash_impl(&self, v: Value) -> Result<HashImpl> {
        let Some(c) = self.user_class(v) else {
            return Ok(HashImpl::Default);
        };
        match self.hash_mode(c) {
            HashMode::Unhashable => return Err(self.unhashable(v)),
            HashMode::Call => {
                if let Some(s) = self.slots_of(c)
                    && let Some(entry) = self.slot_entry(s, c, Dunder::Hash)
                {
                    return Ok(HashImpl::Call(entry));
                }
            }
            HashMode::Inherit => {}
        }
        Ok(match self.base_value(v) {
            Some(b) => HashImpl::Base(b),
            None => HashImpl::Default,
        })
    }

    fn unhashable(&self, v: Value) -> Error {
        Error::type_error(format!("unhashable type: '{}'", self.type_name(v)))
    }

    /// The datetime hook's `hash(v)`, for the classes it answers for.
    fn native_hash(&mut self, v: Value) -> Option<Result<i64>> {
        if !self.native_class(self.class_of(v)) {
            return None;
        }
        crate::modules::datetime_native::fast_hash(self, v)
    }

    /// Call `__hash__` `f` of `v`; its result as Python's `hash(v)`.
    fn call_hash(&mut self, f: (Value, bool), v: Value) -> Result<i64> {
        let h = self.call_entry(f, v, &[])?;
        match h {
            Value::Int(i) => Ok(if i == -1 { -2 } else { i }),
            Value::Bool(b) => Ok(b as i64),
            Value::Obj(r) if matches!(self.heap.get(r), Obj::BigInt(_)) => {
                crate::builtins::functions::py_hash(self, h)
            }
            _ => Err(Error::type_error(
                "__hash__ method should return an integer",
            )),
        }
    }

    /// `__hash__` of a user object as an internal hash.
    pub(crate) fn user_hash(&mut self, v: Value) -> Result<Option<u64>> {
        Ok(self.user_hash_pair(v)?.map(|(h, _)| h))
    }

    /// `__hash__` of a user object (called once) as (internal hash, Python
    /// hash); None when the object hashes by identity.
    pub(crate) fn user_hash_pair(&mut self, v: Value) -> Result<Option<(u64, i64)>> {
        let py = match self.native_hash(v) {
            Some(py) => py?,
            None => match self.hash_impl(v)? {
                HashImpl::Call(f) => self.call_hash(f, v)?,
                HashImpl::Base(b) => return self.hash_pair(b).map(Some),
                HashImpl::Default => return Ok(None),
            },
        };
        let h = crate::objects::hashing::hash_key(&self.heap, Value::Int(py))?;
        Ok(Some((h, py)))
    }

    pub(crate) fn user_len(&mut self, v: Value) -> Result<Option<usize>> {
        let Some(r) = self.call_slot(v, Dunder::Len, &[])? else {
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
        if let Some(r) = self.call_slot(v, Dunder::Bool, &[])? {
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
        if let Some(it) = self.call_slot(v, Dunder::Iter, &[])? {
            let ok = match it {
                Value::Obj(r) => {
                    matches!(self.heap.get(r), Obj::Iter(_) | Obj::Generator(_))
                        || self.dunder_of(it, Dunder::Next).is_some()
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
        if self.dunder_of(v, Dunder::GetItem).is_some() {
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
        let Some(f) = self.dunder_of(v, Dunder::Next) else {
            return Err(Error::type_error(format!(
                "'{}' object is not an iterator",
                self.type_name(v)
            )));
        };
        match self.call_with_first(f, v, &[]) {
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
