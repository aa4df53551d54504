//! Operators: arithmetic, comparison, truthiness, identity and membership.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};

use crate::compile::code::{BinOp, CmpOp};
use crate::error::{Error, Result};
use crate::num;
use crate::objects::{IterState, Obj, TypeId, Value, ViewKind, hashing};

use super::Vm;
use super::dunder::Dunder;

/// A numeric operand.
pub(crate) enum Num {
    I(i64),
    B(BigInt),
    F(f64),
}

/// Largest int result (in bits) computed without asking the memory limit.
const FREE_BITS: u64 = 1 << 16;

impl Vm {
    pub(crate) fn num(&self, v: Value) -> Option<Num> {
        match v {
            Value::Int(i) => Some(Num::I(i)),
            Value::Bool(b) => Some(Num::I(b as i64)),
            Value::Float(f) => Some(Num::F(f)),
            Value::Obj(r) => match self.heap.get(r) {
                Obj::BigInt(b) => Some(Num::B(b.clone())),
                _ => None,
            },
            _ => None,
        }
    }

    pub(crate) fn int_big(&self, v: Value) -> Option<BigInt> {
        match self.num(v)? {
            Num::I(i) => Some(BigInt::from(i)),
            Num::B(b) => Some(b),
            Num::F(_) => None,
        }
    }

    pub fn type_name(&self, v: Value) -> &str {
        match self.class_of(v) {
            Value::Obj(c) => match self.heap.get(c) {
                Obj::Class(k) => self.class_tp_name(k),
                _ => "?",
            },
            _ => self.type_of(v).tp_name(),
        }
    }

    /// A class's name in messages. Classes of stdlib modules written in
    /// Python that are C types in CPython name themselves `module.name`
    /// there (CPython's tp_name), through `__corral_tp_name__` in their own
    /// namespace (a subclass has its plain name again).
    pub(crate) fn class_tp_name<'a>(&'a self, k: &'a crate::objects::ClassObj) -> &'a str {
        match k.dict.get_str(&self.heap, "__corral_tp_name__") {
            Some(Value::Obj(s)) => match self.heap.get(s) {
                Obj::Str(s) => s.as_str(),
                _ => &k.name,
            },
            _ => &k.name,
        }
    }

    pub fn type_of(&self, v: Value) -> TypeId {
        match v {
            Value::Undef | Value::None => TypeId::NoneType,
            Value::Bool(_) => TypeId::Bool,
            Value::Int(_) => TypeId::Int,
            Value::Float(_) => TypeId::Float,
            Value::Ellipsis => TypeId::Ellipsis,
            Value::NotImplemented => TypeId::NotImplementedType,
            Value::Type(_) => TypeId::Type,
            Value::Builtin(_) => TypeId::BuiltinFunction,
            Value::Method(m, cls) => match crate::builtins::methods::descr::kind(m, cls) {
                crate::builtins::methods::descr::Kind::Wrapper => TypeId::WrapperDescriptor,
                crate::builtins::methods::descr::Kind::Method => TypeId::MethodDescriptor,
            },
            Value::Native(_) => TypeId::BuiltinFunction,
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Iter(it) => self.iter_type(it),
                o => o.type_id(),
            },
        }
    }

    /// The type of a builtin iterator; some depend on what they iterate.
    fn iter_type(&self, it: &IterState) -> TypeId {
        match it {
            IterState::Seq { seq, .. } => match self.heap.get(*seq) {
                Obj::List(_) => TypeId::ListIterator,
                Obj::Tuple(_) => TypeId::TupleIterator,
                Obj::ByteArray(_) => TypeId::ByteArrayIterator,
                _ => TypeId::BytesIterator,
            },
            IterState::Str { s, .. } => match self.heap.get(*s) {
                Obj::Str(s) if !s.is_ascii() => TypeId::StrIterator,
                _ => TypeId::StrAsciiIterator,
            },
            IterState::Reversed { seq, .. } => match self.heap.get(*seq) {
                Obj::List(_) => TypeId::ListReverseIterator,
                _ => TypeId::Reversed,
            },
            IterState::Dict {
                dict,
                kind: ViewKind::Keys,
                ..
            } if matches!(self.heap.get(*dict), Obj::Set(_) | Obj::FrozenSet(_)) => {
                TypeId::SetIterator
            }
            _ => Obj::type_id_of_iter(it),
        }
    }

    /// Max bits an int result may have before it is refused as too large for
    /// the memory limit (checked before computing it).
    fn max_int_bits(&self) -> u64 {
        match self.heap.limit {
            Some(l) => ((l.saturating_sub(self.heap.live_bytes)) as u64)
                .saturating_mul(8)
                .max(FREE_BITS),
            None => u64::MAX,
        }
    }

    pub(crate) fn num_error(&self, e: num::NumError) -> Error {
        match e {
            num::NumError::TooLarge { bits } => {
                let bytes = bits / 8;
                match self.heap.check_room(bytes as usize) {
                    Err(e) => e,
                    // Past the engine's ceiling though under the limit: a
                    // resource bomb all the same when there is a limit.
                    Ok(()) if self.heap.limit.is_some() => {
                        self.heap.refusal(self.heap.room().saturating_add(1))
                    }
                    Ok(()) => Error::new(TypeId::MemoryError, ""),
                }
            }
            other => other.into(),
        }
    }

    pub(crate) fn int_result(
        &mut self,
        r: std::result::Result<BigInt, num::NumError>,
    ) -> Result<Value> {
        match r {
            Ok(b) => self.new_int(b),
            Err(e) => Err(self.num_error(e)),
        }
    }

    fn float_result(&self, r: std::result::Result<f64, num::NumError>) -> Result<Value> {
        r.map(Value::Float).map_err(|e| self.num_error(e))
    }

    fn to_f64(&self, n: &Num) -> Result<f64> {
        match n {
            Num::I(i) => Ok(*i as f64),
            Num::B(b) => num::big_to_f64(b).map_err(|e| self.num_error(e)),
            Num::F(f) => Ok(*f),
        }
    }

    fn numeric_op(&mut self, op: BinOp, a: Num, b: Num) -> Result<Value> {
        if matches!(a, Num::F(_)) || matches!(b, Num::F(_)) {
            if op == BinOp::TrueDiv
                && let (Num::F(_), _) | (_, Num::F(_)) = (&a, &b)
            {}
            if matches!(
                op,
                BinOp::LShift | BinOp::RShift | BinOp::And | BinOp::Or | BinOp::Xor | BinOp::MatMul
            ) {
                return Err(self.unsupported(op, a_val(&a), a_val(&b)));
            }
            let x = self.to_f64(&a)?;
            let y = self.to_f64(&b)?;
            return match op {
                BinOp::Add => Ok(Value::Float(x + y)),
                BinOp::Sub => Ok(Value::Float(x - y)),
                BinOp::Mul => Ok(Value::Float(x * y)),
                BinOp::TrueDiv => self.float_result(num::float_div(x, y)),
                BinOp::FloorDiv => self.float_result(num::float_floordiv(x, y)),
                BinOp::Mod => self.float_result(num::float_mod(x, y)),
                BinOp::Pow => match num::float_pow(x, y) {
                    Err(num::NumError::Value(m)) if m == num::COMPLEX_RESULT => {
                        self.float_pow_complex(x, y)
                    }
                    r => self.float_result(r),
                },
                _ => Err(Error::fault("unreachable float op")),
            };
        }
        // Both ints.
        if let (Num::I(x), Num::I(y)) = (&a, &b) {
            let (x, y) = (*x, *y);
            let fast = match op {
                BinOp::Add => x.checked_add(y),
                BinOp::Sub => x.checked_sub(y),
                BinOp::Mul => x.checked_mul(y),
                BinOp::FloorDiv if y != 0 => num::i64_floordiv(x, y),
                BinOp::Mod if y != 0 => num::i64_mod(x, y),
                BinOp::Pow if y >= 0 => num::i64_pow(x, y),
                BinOp::LShift if y >= 0 => num::i64_lshift(x, y),
                BinOp::RShift if y >= 0 => num::i64_rshift(x, y),
                BinOp::And => Some(x & y),
                BinOp::Or => Some(x | y),
                BinOp::Xor => Some(x ^ y),
                BinOp::TrueDiv => return self.float_result(num::i64_true_div(x, y)),
                _ => None,
            };
            if let Some(r) = fast {
                return Ok(Value::Int(r));
            }
        }
        let x = match a {
            Num::I(i) => BigInt::from(i),
            Num::B(b) => b,
            Num::F(_) => unreachable!(),
        };
        let y = match b {
            Num::I(i) => BigInt::from(i),
            Num::B(b) => b,
            Num::F(_) => unreachable!(),
        };
        let max_bits = self.max_int_bits();
        match op {
            BinOp::Add => self.new_int(x + y),
            BinOp::Sub => self.new_int(x - y),
            BinOp::Mul => {
                let bits = x.bits() + y.bits();
                if bits > max_bits {
                    return Err(self.num_error(num::NumError::TooLarge { bits }));
                }
                self.before_bigint_op(num::mul_cost_ns(x.bits(), y.bits()))?;
                self.new_int(x * y)
            }
            BinOp::TrueDiv => self.float_result(num::int_true_div(&x, &y)),
            BinOp::FloorDiv => {
                self.before_bigint_op(num::div_cost_ns(x.bits(), y.bits()))?;
                self.int_result(num::int_floordiv(&x, &y))
            }
            BinOp::Mod => {
                self.before_bigint_op(num::div_cost_ns(x.bits(), y.bits()))?;
                self.int_result(num::int_mod(&x, &y))
            }
            BinOp::Pow => {
                if let Some(e) = y.to_u64()
                    && x.bits() > 1
                {
                    let bits = num::pow_result_bits(&x, e);
                    if bits <= max_bits {
                        self.before_bigint_op(num::pow_cost_ns(bits))?;
                    }
                }
                match num::int_pow(&x, &y, max_bits) {
                    Ok(num::IntOrFloat::Int(r)) => self.new_int(r),
                    Ok(num::IntOrFloat::Float(f)) => Ok(Value::Float(f)),
                    Err(e) => Err(self.num_error(e)),
                }
            }
            BinOp::LShift => self.int_result(num::int_lshift(&x, &y, max_bits)),
            BinOp::RShift => self.int_result(num::int_rshift(&x, &y)),
            BinOp::And => self.new_int(x & y),
            BinOp::Or => self.new_int(x | y),
            BinOp::Xor => self.new_int(x ^ y),
            BinOp::MatMul => Err(Error::type_error(
                "unsupported operand type(s) for @: 'int' and 'int'",
            )),
        }
    }

    pub(crate) fn unsupported(&self, op: BinOp, a: Value, b: Value) -> Error {
        Error::type_error(format!(
            "unsupported operand type(s) for {}: '{}' and '{}'",
            if op == BinOp::Pow {
                "** or pow()"
            } else {
                op.symbol()
            },
            self.type_name(a),
            self.type_name(b)
        ))
    }

    /// A class or None, as an operand of `X | Y` making a `types.UnionType`.
    fn union_operand(&self, v: Value) -> bool {
        match v {
            Value::Type(_) | Value::None => true,
            Value::Obj(r) => matches!(self.heap.get(r), Obj::Class(_) | Obj::GenericAlias(..)),
            _ => false,
        }
    }

    /// `int | None`: `types.UnionType`, made by the Python `types` module.
    fn make_union(&mut self, a: Value, b: Value) -> Result<Value> {
        let base = self.roots.len();
        self.roots.extend([a, b]);
        let r = self
            .import_module(Some(crate::compile::code::Const::Str("types".into())))
            .and_then(|m| self.get_attr(m, "_union_or"))
            .and_then(|f| self.call(f, &[a, b]));
        self.roots.truncate(base);
        r
    }

    /// `a + b` for two str (or str subclass values).
    fn str_concat(&mut self, a: Value, b: Value) -> Result<Value> {
        let (x, y) = (self.str_of(a).unwrap_or(""), self.str_of(b).unwrap_or(""));
        // A short result is put together on the stack: the string object's
        // block is then its only allocation.
        let mut buf = [0u8; 64];
        if let Some(s) = concat_into(&mut buf, x, y) {
            return self.new_str(s);
        }
        // Built at its exact size: a long `String` becomes the string
        // object's text as it is.
        let n = x.len() + y.len();
        self.heap.check_room(n)?;
        let mut s = String::with_capacity(n);
        s.push_str(x);
        s.push_str(y);
        self.new_str(s)
    }

    /// The big int behind `v`, if it is one.
    fn big_of(&self, v: Value) -> Option<&BigInt> {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::BigInt(b) => Some(b),
                _ => None,
            },
            _ => None,
        }
    }

    /// `+`, `-` and `*` with a big int operand and an int or big int other:
    /// computed from the operands where they are, not from copies. The same
    /// checks as `numeric_op`, in the same order.
    fn bigint_arith(&mut self, op: BinOp, a: Value, b: Value) -> Option<Result<Value>> {
        if !matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) {
            return None;
        }
        let bits = |v: Value| -> Option<u64> {
            match v {
                Value::Int(i) => Some(u64::from(64 - i.unsigned_abs().leading_zeros())),
                _ => self.big_of(v).map(BigInt::bits),
            }
        };
        let (Some(xb), Some(yb)) = (bits(a), bits(b)) else {
            return None;
        };
        if matches!(a, Value::Int(_)) && matches!(b, Value::Int(_)) {
            return None;
        }
        if op == BinOp::Mul {
            let total = xb + yb;
            if total > self.max_int_bits() {
                return Some(Err(self.num_error(num::NumError::TooLarge { bits: total })));
            }
            if let Err(e) = self.before_bigint_op(num::mul_cost_ns(xb, yb)) {
                return Some(Err(e));
            }
        }
        let r = match (a, b) {
            (Value::Int(i), _) => {
                let y = self.big_of(b)?;
                match op {
                    BinOp::Add => y + i,
                    BinOp::Sub => i - y,
                    _ => y * i,
                }
            }
            (_, Value::Int(j)) => {
                let x = self.big_of(a)?;
                match op {
                    BinOp::Add => x + j,
                    BinOp::Sub => x - j,
                    _ => x * j,
                }
            }
            _ => {
                let (x, y) = (self.big_of(a)?, self.big_of(b)?);
                match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    _ => x * y,
                }
            }
        };
        Some(self.new_int(r))
    }

    pub(crate) fn binary_op(&mut self, op: BinOp, a: Value, b: Value) -> Result<Value> {
        if let Some(r) = self.bigint_arith(op, a, b) {
            return r;
        }
        if op == BinOp::Add
            && let (Value::Obj(x), Value::Obj(y)) = (a, b)
            && matches!(
                (self.heap.get(x), self.heap.get(y)),
                (Obj::Str(_), Obj::Str(_))
            )
        {
            return self.str_concat(a, b);
        }
        // `None | None` is no union: neither side is a type.
        if op == BinOp::Or
            && self.union_operand(a)
            && self.union_operand(b)
            && !(a == Value::None && b == Value::None)
        {
            if (self.is_user(a) || self.is_user(b))
                && let Some(r) = self.user_binary(op, a, b, false)?
            {
                return Ok(r);
            }
            return self.make_union(a, b);
        }
        if (self.is_complex(a) || self.is_complex(b))
            && let Some(r) = self.complex_binop(op, a, b)?
        {
            return Ok(r);
        }
        if self.is_user(a) || self.is_user(b) {
            if let Some(r) = self.user_binary(op, a, b, false)? {
                return Ok(r);
            }
            // `"%s" % obj` and `b"..." + obj` still format / report like the builtin.
            let text = matches!(
                self.type_of(a),
                TypeId::Str | TypeId::Bytes | TypeId::ByteArray
            );
            if !(text && matches!(op, BinOp::Mod | BinOp::Add) && !self.is_user(a)) {
                // `'ab' * obj`: the sequence's repeat refuses the operand.
                if op == BinOp::Mul {
                    let seq = |t: TypeId| {
                        matches!(
                            t,
                            TypeId::Str
                                | TypeId::Bytes
                                | TypeId::ByteArray
                                | TypeId::List
                                | TypeId::Tuple
                        )
                    };
                    let other = if !self.is_user(a) && seq(self.type_of(a)) {
                        Some(b)
                    } else if !self.is_user(b) && seq(self.type_of(b)) {
                        Some(a)
                    } else {
                        None
                    };
                    if let Some(o) = other {
                        // `seq * obj` with obj.__index__ repeats the sequence.
                        let n = self.via_index(o)?;
                        if n != o {
                            let seq = if o == a { b } else { a };
                            return self.binary_op(op, seq, n);
                        }
                        return Err(Error::type_error(format!(
                            "can't multiply sequence by non-int of type '{}'",
                            self.type_name(o)
                        )));
                    }
                }
                let ta = self.type_of(a);
                if op == BinOp::Add
                    && !self.is_user(a)
                    && matches!(ta, TypeId::List | TypeId::Tuple)
                {
                    return Err(Error::type_error(format!(
                        "can only concatenate {} (not \"{}\") to {}",
                        ta.name(),
                        self.type_name(b),
                        ta.name()
                    )));
                }
                return Err(self.unsupported(op, a, b));
            }
        }
        if let (Value::Bool(x), Value::Bool(y)) = (a, b) {
            match op {
                BinOp::And => return Ok(Value::Bool(x & y)),
                BinOp::Or => return Ok(Value::Bool(x | y)),
                BinOp::Xor => return Ok(Value::Bool(x ^ y)),
                _ => {}
            }
        }
        if let (Some(x), Some(y)) = (self.num(a), self.num(b)) {
            return self.numeric_op(op, x, y);
        }
        let (ta, tb) = (self.type_of(a), self.type_of(b));
        match op {
            BinOp::Add => match (ta, tb) {
                (TypeId::Str, TypeId::Str) => return self.str_concat(a, b),
                (TypeId::List, TypeId::List) | (TypeId::Tuple, TypeId::Tuple) => {
                    // The result's buffer must fit before it is made.
                    let len = |v: Value| match v {
                        Value::Obj(r) => match self.heap.get(r) {
                            Obj::List(l) => l.len(),
                            Obj::Tuple(t) => t.len(),
                            _ => 0,
                        },
                        _ => 0,
                    };
                    let n = len(a) + len(b);
                    self.heap.check_room(crate::objects::heap::alloc_size(
                        n * std::mem::size_of::<Value>(),
                    ))?;
                    let plain = |v: Value| match v {
                        Value::Obj(r) => match self.heap.get(r) {
                            Obj::List(l) => Some(&l[..]),
                            Obj::Tuple(t) => Some(&t[..]),
                            _ => None,
                        },
                        _ => None,
                    };
                    let items = if let (Some(x), Some(y)) = (plain(a), plain(b)) {
                        let mut items = Vec::with_capacity(n);
                        if !(crate::limits::watch::extend_checked(&mut items, x)
                            && crate::limits::watch::extend_checked(&mut items, y))
                        {
                            let expired = Error::fault(crate::limits::watch::EXPIRED);
                            return Err(self.native_error(expired));
                        }
                        items
                    } else {
                        let mut items = self.seq_items(a)?;
                        items.extend(self.seq_items(b)?);
                        items
                    };
                    return if ta == TypeId::List {
                        self.new_list(items)
                    } else {
                        self.new_tuple(items)
                    };
                }
                (TypeId::Bytes | TypeId::ByteArray, _) => return self.bytes_concat(a, b),
                (TypeId::Deque, _) => return self.deque_concat(a, b),
                (TypeId::Str, _) => {
                    return Err(Error::type_error(format!(
                        "can only concatenate str (not \"{}\") to str",
                        self.type_name(b)
                    )));
                }
                (TypeId::List, _) | (TypeId::Tuple, _) => {
                    return Err(Error::type_error(format!(
                        "can only concatenate {} (not \"{}\") to {}",
                        ta.name(),
                        tb.tp_name(),
                        ta.name()
                    )));
                }
                _ => {}
            },
            BinOp::Mul => {
                let seq_types = [
                    TypeId::Str,
                    TypeId::List,
                    TypeId::Tuple,
                    TypeId::Bytes,
                    TypeId::ByteArray,
                    TypeId::Deque,
                ];
                if seq_types.contains(&ta) || seq_types.contains(&tb) {
                    let (seq, n) = if seq_types.contains(&ta) {
                        (a, b)
                    } else {
                        (b, a)
                    };
                    return match n {
                        Value::Int(_) | Value::Bool(_) => {
                            let count = match n {
                                Value::Int(i) => i,
                                Value::Bool(x) => x as i64,
                                _ => 0,
                            };
                            self.repeat(seq, count)
                        }
                        Value::Obj(r) if matches!(self.heap.get(r), Obj::BigInt(_)) => {
                            let neg = matches!(self.heap.get(r), Obj::BigInt(b) if b.sign() == num_bigint::Sign::Minus);
                            if neg {
                                self.repeat(seq, 0)
                            } else {
                                Err(Error::overflow(
                                    "cannot fit 'int' into an index-sized integer",
                                ))
                            }
                        }
                        _ => Err(Error::type_error(format!(
                            "can't multiply sequence by non-int of type '{}'",
                            self.type_name(n)
                        ))),
                    };
                }
            }
            BinOp::Mod if ta == TypeId::Str => {
                return self.percent_format(a, b);
            }
            BinOp::Mod if matches!(ta, TypeId::Bytes | TypeId::ByteArray) => {
                return self.bytes_percent(a, b);
            }
            BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor => {
                let is_set = |t: TypeId| {
                    matches!(
                        t,
                        TypeId::Set | TypeId::FrozenSet | TypeId::DictKeys | TypeId::DictItems
                    )
                };
                let is_view = |t: TypeId| matches!(t, TypeId::DictKeys | TypeId::DictItems);
                // A keys/items view combines with any iterable, on either side.
                if (is_set(ta) && is_set(tb)) || is_view(ta) || is_view(tb) {
                    return self.set_binop(op, a, b);
                }
                if op == BinOp::Or && ta == TypeId::Dict && tb == TypeId::Dict {
                    let d = self.new_dict()?;
                    self.dict_update(d, a, false)?;
                    self.dict_update(d, b, false)?;
                    return Ok(d);
                }
            }
            _ => {}
        }
        Err(self.unsupported(op, a, b))
    }

    pub(crate) fn inplace_op(&mut self, op: BinOp, a: Value, b: Value) -> Result<Value> {
        // An instance of a subclass of list, dict, set or bytearray without
        // its own in-place method uses its base's: the same object, changed.
        if self.is_user(a)
            && let Some(base) = self.base_value(a)
            && self
                .dunder_of(a, super::dunder::binop_slots(op).2)
                .is_none()
        {
            // A set operand may be a set subclass's instance too.
            let b2 = match self.type_of(base) {
                TypeId::Set => self.base_value(b).unwrap_or(b),
                _ => b,
            };
            if self.inplace_in_place(op, base, b2) {
                self.inplace_builtin(op, base, b2)?;
                return Ok(a);
            }
        }
        if self.is_user(a) || self.is_user(b) {
            if let Some(r) = self.user_binary(op, a, b, true)? {
                return Ok(r);
            }
            let text = matches!(
                self.type_of(a),
                TypeId::Str | TypeId::Bytes | TypeId::ByteArray
            );
            if text && matches!(op, BinOp::Mod | BinOp::Add) && !self.is_user(a) {
                return self.inplace_builtin(op, a, b);
            }
            // `list += x` and `deque += x` extend by any iterable when x's
            // class has no __radd__ (CPython's sq_inplace_concat).
            if op == BinOp::Add
                && !self.is_user(a)
                && matches!(self.type_of(a), TypeId::List | TypeId::Deque)
            {
                return self.inplace_builtin(op, a, b);
            }
            return Err(Error::type_error(format!(
                "unsupported operand type(s) for {}=: '{}' and '{}'",
                op.symbol(),
                self.type_name(a),
                self.type_name(b)
            )));
        }
        self.inplace_builtin(op, a, b)
    }

    /// The error of `a op= b` from that of `a op b`: it names the augmented
    /// operator, and only the left operand may repeat as a sequence.
    fn inplace_error(&self, op: BinOp, a: Value, b: Value, e: Error) -> Error {
        let unsupported = || {
            Error::type_error(format!(
                "unsupported operand type(s) for {}=: '{}' and '{}'",
                op.symbol(),
                self.type_name(a),
                self.type_name(b)
            ))
        };
        let crate::error::ErrorKind::New(TypeId::TypeError, Some(m)) = e.kind() else {
            return e;
        };
        let sym = if op == BinOp::Pow {
            "** or pow()"
        } else {
            op.symbol()
        };
        if m.starts_with(&format!("unsupported operand type(s) for {sym}:")) {
            return unsupported();
        }
        let left_seq = matches!(
            self.type_of(a),
            TypeId::List
                | TypeId::Tuple
                | TypeId::Str
                | TypeId::Bytes
                | TypeId::ByteArray
                | TypeId::Deque
        );
        if m.starts_with("can't multiply sequence by non-int") && !left_seq {
            return unsupported();
        }
        e
    }

    /// Does `inplace_builtin` change `a` itself (rather than make a new value)?
    fn inplace_in_place(&self, op: BinOp, a: Value, b: Value) -> bool {
        match (op, self.type_of(a)) {
            (BinOp::Add, TypeId::List | TypeId::ByteArray)
            | (BinOp::Mul, TypeId::ByteArray)
            | (BinOp::Or, TypeId::Dict) => true,
            (BinOp::Mul, TypeId::List) => matches!(b, Value::Int(_) | Value::Bool(_)),
            (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, TypeId::Set) => {
                matches!(self.type_of(b), TypeId::Set | TypeId::FrozenSet)
            }
            _ => false,
        }
    }

    fn inplace_builtin(&mut self, op: BinOp, a: Value, b: Value) -> Result<Value> {
        match (op, self.type_of(a)) {
            (BinOp::Add, TypeId::List) => {
                self.list_extend(a, b)?;
                Ok(a)
            }
            (BinOp::Mul, TypeId::List) if matches!(b, Value::Int(_) | Value::Bool(_)) => {
                let n = self.index_of(b)?.max(0) as usize;
                let Value::Obj(r) = a else { return Ok(a) };
                let items = self.seq_items(a)?;
                let extra = (items.len() * n.saturating_sub(1)).saturating_mul(16);
                self.heap.check_room(extra)?;
                self.heap.grow(r, extra, |o| {
                    if let Obj::List(l) = o {
                        *l = items.repeat(n);
                    }
                })?;
                Ok(a)
            }
            (BinOp::Add, TypeId::ByteArray) => self.bytearray_iadd(a, b),
            (BinOp::Mul, TypeId::ByteArray) => self.bytearray_imul(a, b),
            (BinOp::Add, TypeId::Deque) => {
                let Some(r) = self.deque_ref(a) else {
                    return Ok(a);
                };
                let src = if self.deque_ref(b) == Some(r) {
                    self.deque_copy_plain(r)?
                } else {
                    b
                };
                self.deque_extend(r, src, false)?;
                Ok(a)
            }
            (BinOp::Mul, TypeId::Deque) if self.num(b).is_some_and(|n| !matches!(n, Num::F(_))) => {
                let n = self.ssize_arg(b)?;
                if let Some(r) = self.deque_ref(a) {
                    self.deque_irepeat(r, n)?;
                }
                Ok(a)
            }
            // `d |= x` is `d.update(x)`: any mapping or iterable of pairs.
            (BinOp::Or, TypeId::Dict) => {
                self.dict_update(a, b, false)?;
                Ok(a)
            }
            (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, TypeId::Set)
                if matches!(self.type_of(b), TypeId::Set | TypeId::FrozenSet) =>
            {
                let Value::Obj(ra) = a else {
                    return self.set_binop(op, a, b);
                };
                self.set_inplace(op, ra, b)?;
                Ok(a)
            }
            _ => {
                let r = self.binary_op(op, a, b);
                r.map_err(|e| self.inplace_error(op, a, b, e))
            }
        }
    }

    fn repeat(&mut self, seq: Value, n: i64) -> Result<Value> {
        if self.deque_ref(seq).is_some() {
            return self.deque_repeat(seq, n);
        }
        let n = n.max(0) as usize;
        let Value::Obj(r) = seq else {
            return Err(Error::fault("repeat of non-object"));
        };
        let unit = match self.heap.get(r) {
            Obj::Str(s) => s.len(),
            Obj::Bytes(b) => b.len(),
            Obj::ByteArray(b) => b.len(),
            Obj::List(v) => v.len() * 16,
            Obj::Tuple(v) => v.len() * 16,
            _ => 0,
        };
        // A product past the address space is still a request for memory
        // (CPython: MemoryError), so it exhausts the limit like any other.
        let total = unit
            .checked_mul(n)
            .ok_or_else(|| self.heap.refusal(usize::MAX))?;
        self.heap.check_room(total)?;
        self.before_bulk_copy(total)?;
        match self.heap.get(r) {
            Obj::Str(s) => {
                let out = s.as_str().repeat(n);
                self.new_str(out)
            }
            Obj::Bytes(b) => {
                let out = b.repeat(n);
                self.alloc(Obj::Bytes(out.into_boxed_slice()))
            }
            Obj::ByteArray(b) => {
                let out = b.repeat(n);
                self.new_bytearray(out)
            }
            Obj::List(v) => {
                let out = v.repeat(n);
                self.new_list(out)
            }
            Obj::Tuple(v) => {
                let out = v.repeat(n);
                self.new_tuple(out)
            }
            _ => Err(Error::fault("repeat of non-sequence")),
        }
    }

    pub(crate) fn unary_neg(&mut self, a: Value) -> Result<Value> {
        if let Value::Obj(r) = a
            && let Obj::Complex(re, im) = self.heap.get(r)
        {
            let (re, im) = (*re, *im);
            return self.new_complex(-re, -im);
        }
        if self.is_user(a) {
            if let Some(r) = self.user_unary(Dunder::Neg, a)? {
                return Ok(r);
            }
            if let Some(b) = self.base_value(a) {
                return self.unary_neg(b);
            }
            return Err(Error::type_error(format!(
                "bad operand type for unary -: '{}'",
                self.type_name(a)
            )));
        }
        match self.num(a) {
            Some(Num::I(i)) => match i.checked_neg() {
                Some(n) => Ok(Value::Int(n)),
                None => self.new_int(-BigInt::from(i)),
            },
            Some(Num::B(b)) => self.new_int(-b),
            Some(Num::F(f)) => Ok(Value::Float(-f)),
            None => Err(Error::type_error(format!(
                "bad operand type for unary -: '{}'",
                self.type_name(a)
            ))),
        }
    }

    pub(crate) fn unary_pos(&mut self, a: Value) -> Result<Value> {
        if self.is_complex(a) {
            return Ok(a);
        }
        if self.is_user(a) {
            if let Some(r) = self.user_unary(Dunder::Pos, a)? {
                return Ok(r);
            }
            if let Some(b) = self.base_value(a) {
                return self.unary_pos(b);
            }
            return Err(Error::type_error(format!(
                "bad operand type for unary +: '{}'",
                self.type_name(a)
            )));
        }
        match self.num(a) {
            Some(Num::I(i)) => Ok(Value::Int(i)),
            Some(Num::B(_)) => Ok(a),
            Some(Num::F(f)) => Ok(Value::Float(f)),
            None => Err(Error::type_error(format!(
                "bad operand type for unary +: '{}'",
                self.type_name(a)
            ))),
        }
    }

    pub(crate) fn unary_invert(&mut self, a: Value) -> Result<Value> {
        if self.is_user(a) {
            if let Some(r) = self.user_unary(Dunder::Invert, a)? {
                return Ok(r);
            }
            if let Some(b) = self.base_value(a) {
                return self.unary_invert(b);
            }
            return Err(Error::type_error(format!(
                "bad operand type for unary ~: '{}'",
                self.type_name(a)
            )));
        }
        match self.num(a) {
            Some(Num::I(i)) => Ok(Value::Int(!i)),
            Some(Num::B(b)) => self.new_int(-b - 1),
            _ => Err(Error::type_error(format!(
                "bad operand type for unary ~: '{}'",
                self.type_name(a)
            ))),
        }
    }

    pub fn truthy(&mut self, v: Value) -> Result<bool> {
        if let Value::Obj(r) = v
            && (matches!(self.heap.get(r), Obj::Instance(_)) || self.is_user(v))
        {
            return self.user_truthy(v);
        }
        Ok(match v {
            Value::Undef | Value::None => false,
            Value::Bool(b) => b,
            Value::Int(i) => i != 0,
            Value::Float(f) => f != 0.0,
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Str(s) => !s.is_empty(),
                Obj::Bytes(b) => !b.is_empty(),
                Obj::ByteArray(b) => !b.is_empty(),
                Obj::BigInt(b) => !b.is_zero(),
                Obj::Complex(re, im) => *re != 0.0 || *im != 0.0,
                Obj::List(l) => !l.is_empty(),
                Obj::Tuple(t) => !t.is_empty(),
                Obj::Deque(d) => !d.items.is_empty(),
                Obj::Dict(d) | Obj::Set(d) | Obj::FrozenSet(d) => !d.is_empty(),
                Obj::Range { start, stop, step } => {
                    crate::builtins::range_len(*start, *stop, *step) > 0
                }
                Obj::LongRange(p) => {
                    !super::long_range::big_range_len(&p[0], &p[1], &p[2]).is_zero()
                }
                Obj::DictView { dict, .. } => match self.heap.get(*dict) {
                    Obj::Dict(d) => !d.is_empty(),
                    _ => false,
                },
                _ => true,
            },
            _ => true,
        })
    }

    pub fn is_same(&self, a: Value, b: Value) -> bool {
        hashing::same_value(a, b)
    }

    /// A keys or items view as a frozenset (they compare and combine like sets).
    pub(crate) fn view_as_set(&mut self, v: Value) -> Result<Option<Value>> {
        let Value::Obj(r) = v else { return Ok(None) };
        let Obj::DictView { dict, kind } = self.heap.get(r) else {
            return Ok(None);
        };
        let (dict, kind) = (*dict, *kind);
        if kind == crate::objects::ViewKind::Values {
            return Ok(None);
        }
        let pairs = self.dict_items(Value::Obj(dict))?;
        let mut items = Vec::with_capacity(pairs.len());
        for (k, x) in pairs {
            items.push(if kind == crate::objects::ViewKind::Keys {
                k
            } else {
                self.new_tuple_of(&[k, x])?
            });
        }
        self.new_set(&items, true).map(Some)
    }

    /// `a == b` for any values.
    pub fn eq(&mut self, a: Value, b: Value) -> Result<bool> {
        if let Some(r) = self.eq_builtin(a, b) {
            return Ok(r);
        }
        if self.is_user(a) || self.is_user(b) {
            return match self.user_compare(CmpOp::Eq, a, b)? {
                Some(r) => self.truthy(r),
                None => Ok(hashing::same_value(a, b)),
            };
        }
        if let (Value::Int(x), Value::Int(y)) = (a, b) {
            return Ok(x == y);
        }
        let views = (self.type_of(a), self.type_of(b));
        if matches!(views.0, TypeId::DictKeys | TypeId::DictItems)
            || matches!(views.1, TypeId::DictKeys | TypeId::DictItems)
        {
            let a2 = self.view_as_set(a)?.unwrap_or(a);
            let b2 = self.view_as_set(b)?.unwrap_or(b);
            let set_like = |t: TypeId| matches!(t, TypeId::Set | TypeId::FrozenSet);
            if set_like(self.type_of(a2)) && set_like(self.type_of(b2)) {
                return self.eq(a2, b2);
            }
            return Ok(false);
        }
        if let (Value::Obj(x), Value::Obj(y)) = (a, b)
            && let (Obj::GenericAlias(o1, a1), Obj::GenericAlias(o2, a2)) =
                (self.heap.get(x), self.heap.get(y))
        {
            // list[int] == list[int]: same origin and arguments.
            let (o1, o2) = (*o1, *o2);
            let (t1, t2) = ((**a1).clone(), (**a2).clone());
            if t1.len() != t2.len() || !self.eq(o1, o2)? {
                return Ok(false);
            }
            for (p, q) in t1.into_iter().zip(t2) {
                if !self.eq(p, q)? {
                    return Ok(false);
                }
            }
            return Ok(true);
        }
        match hashing::values_equal(&self.heap, a, b, 0) {
            Some(r) => Ok(r),
            None => self.eq_slow(a, b, 0),
        }
    }

    /// `==` for the pairs that need neither the VM nor a second look at
    /// either object: ints, floats, strs, and tuples of such.
    #[inline]
    fn eq_builtin(&self, a: Value, b: Value) -> Option<bool> {
        match (a, b) {
            (Value::Int(x), Value::Int(y)) => Some(x == y),
            (Value::Float(x), Value::Float(y)) => Some(x == y),
            (Value::Obj(x), Value::Obj(y)) => match (self.heap.get(x), self.heap.get(y)) {
                (Obj::Str(s), Obj::Str(t)) => Some(x == y || s.as_str() == t.as_str()),
                (Obj::Tuple(_), Obj::Tuple(_)) => hashing::values_equal(&self.heap, a, b, 0),
                _ => None,
            },
            _ => None,
        }
    }

    /// Container equality that may call user `__eq__` on the elements.
    fn eq_slow(&mut self, a: Value, b: Value, depth: usize) -> Result<bool> {
        if depth > 3000 {
            return Err(Error::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded in comparison",
            ));
        }
        if hashing::same_value(a, b) {
            return Ok(true);
        }
        if self.is_user(a) || self.is_user(b) {
            return self.eq(a, b);
        }
        let (ta, tb) = (self.type_of(a), self.type_of(b));
        match (ta, tb) {
            (TypeId::List, TypeId::List) | (TypeId::Tuple, TypeId::Tuple) => {
                let xs = self.seq_items(a)?;
                let ys = self.seq_items(b)?;
                if xs.len() != ys.len() {
                    return Ok(false);
                }
                for (x, y) in xs.into_iter().zip(ys) {
                    if !self.eq_slow(x, y, depth + 1)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
            (TypeId::Deque, TypeId::Deque) => match (a, b) {
                (Value::Obj(x), Value::Obj(y)) => self.deque_order(CmpOp::Eq, x, y, depth),
                _ => Ok(false),
            },
            (TypeId::Dict, TypeId::Dict) => {
                let xs = self.dict_items(a)?;
                if xs.len() != self.len_of(b)? {
                    return Ok(false);
                }
                for (k, v) in xs {
                    match self.dict_get(b, k)? {
                        Some(w) => {
                            if !self.eq_slow(v, w, depth + 1)? {
                                return Ok(false);
                            }
                        }
                        None => return Ok(false),
                    }
                }
                Ok(true)
            }
            (TypeId::Set | TypeId::FrozenSet, TypeId::Set | TypeId::FrozenSet) => {
                if self.len_of(a)? != self.len_of(b)? {
                    return Ok(false);
                }
                self.is_subset(a, b)
            }
            (TypeId::DictKeys | TypeId::DictItems | TypeId::GenericAlias, _)
            | (_, TypeId::DictKeys | TypeId::DictItems | TypeId::GenericAlias) => self.eq(a, b),
            _ => match hashing::values_equal(&self.heap, a, b, 0) {
                Some(r) => Ok(r),
                None => Err(Error::new(
                    TypeId::RecursionError,
                    "maximum recursion depth exceeded in comparison",
                )),
            },
        }
    }

    pub(crate) fn compare(&mut self, op: CmpOp, a: Value, b: Value) -> Result<Value> {
        match op {
            CmpOp::Eq | CmpOp::Ne => {
                if let Some(r) = self.eq_builtin(a, b) {
                    return Ok(Value::Bool(r == (op == CmpOp::Eq)));
                }
            }
            _ => {
                if let (Value::Obj(x), Value::Obj(y)) = (a, b)
                    && let (Obj::Str(s), Obj::Str(t)) = (self.heap.get(x), self.heap.get(y))
                {
                    return Ok(Value::Bool(op.eval(s.as_str().cmp(t.as_str()))));
                }
            }
        }
        // Rich comparisons of user objects return whatever the method returns.
        if !matches!(op, CmpOp::Eq | CmpOp::Ne) && (self.is_user(a) || self.is_user(b)) {
            if let Some(r) = self.user_compare(op, a, b)? {
                return Ok(r);
            }
            return Err(Error::type_error(format!(
                "'{}' not supported between instances of '{}' and '{}'",
                op.symbol(),
                self.type_name(a),
                self.type_name(b)
            )));
        }
        if (op == CmpOp::Eq || op == CmpOp::Ne) && (self.is_user(a) || self.is_user(b)) {
            return match self.user_compare(op, a, b)? {
                Some(r) => Ok(r),
                None => Ok(Value::Bool(hashing::same_value(a, b) == (op == CmpOp::Eq))),
            };
        }
        match op {
            CmpOp::Eq => return Ok(Value::Bool(self.eq(a, b)?)),
            CmpOp::Ne => return Ok(Value::Bool(!self.eq(a, b)?)),
            _ => {}
        }
        let r = self.order(op, a, b, 0)?;
        Ok(Value::Bool(r))
    }

    /// Rich ordering comparison (`<`, `<=`, `>`, `>=`).
    pub(crate) fn order(&mut self, op: CmpOp, a: Value, b: Value, depth: usize) -> Result<bool> {
        if self.is_user(a) || self.is_user(b) {
            if let Some(r) = self.user_compare(op, a, b)? {
                return self.truthy(r);
            }
            return Err(Error::type_error(format!(
                "'{}' not supported between instances of '{}' and '{}'",
                op.symbol(),
                self.type_name(a),
                self.type_name(b)
            )));
        }
        if depth > 3000 {
            return Err(Error::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded in comparison",
            ));
        }
        if let (Some(x), Some(y)) = (self.num(a), self.num(b)) {
            let o = match (x, y) {
                (Num::I(x), Num::I(y)) => Some(x.cmp(&y)),
                (Num::F(x), Num::F(y)) => x.partial_cmp(&y),
                (Num::I(i), Num::F(f)) => num::cmp_i64_f64(i, f),
                (Num::F(f), Num::I(i)) => num::cmp_i64_f64(i, f).map(Ordering::reverse),
                (Num::B(b), Num::F(f)) => num::cmp_int_float(&b, f),
                (Num::F(f), Num::B(b)) => num::cmp_int_float(&b, f).map(Ordering::reverse),
                (Num::B(x), Num::B(y)) => Some(x.cmp(&y)),
                (Num::I(x), Num::B(y)) => Some(BigInt::from(x).cmp(&y)),
                (Num::B(x), Num::I(y)) => Some(x.cmp(&BigInt::from(y))),
            };
            return Ok(o.is_some_and(|o| op.eval(o)));
        }
        let (ta, tb) = (self.type_of(a), self.type_of(b));
        if matches!(ta, TypeId::DictKeys | TypeId::DictItems)
            || matches!(tb, TypeId::DictKeys | TypeId::DictItems)
        {
            let a2 = self.view_as_set(a)?.unwrap_or(a);
            let b2 = self.view_as_set(b)?.unwrap_or(b);
            if a2 != a || b2 != b {
                return self.order(op, a2, b2, depth + 1);
            }
        }
        match (ta, tb) {
            (TypeId::Str, TypeId::Str) => {
                let o = self
                    .str_of(a)
                    .unwrap_or("")
                    .cmp(self.str_of(b).unwrap_or(""));
                return Ok(op.eval(o));
            }
            (TypeId::Bytes | TypeId::ByteArray, TypeId::Bytes | TypeId::ByteArray) => {
                let o = self
                    .bytes_of(a)
                    .unwrap_or(&[])
                    .cmp(self.bytes_of(b).unwrap_or(&[]));
                return Ok(op.eval(o));
            }
            (TypeId::List, TypeId::List) | (TypeId::Tuple, TypeId::Tuple) => {
                // Element by element, without copying the sequences.
                let (la, lb) = (self.seq_len(a), self.seq_len(b));
                for i in 0..la.min(lb) {
                    let (x, y) = (self.seq_at(a, i), self.seq_at(b, i));
                    if hashing::same_value(x, y) {
                        continue;
                    }
                    // Plain datetimes: equality and order in one step.
                    if self.native_instance(x)
                        && let Some(o) = crate::modules::datetime_native::fast_order(self, x, y)
                    {
                        if o.is_eq() {
                            continue;
                        }
                        return Ok(op.eval(o));
                    }
                    let equal = match (x, y) {
                        (Value::Int(p), Value::Int(q)) => p == q,
                        _ => self.eq(x, y)?,
                    };
                    if !equal {
                        return self.order(op, x, y, depth + 1);
                    }
                }
                return Ok(op.eval(la.cmp(&lb)));
            }
            (TypeId::Deque, TypeId::Deque) => {
                if let (Value::Obj(x), Value::Obj(y)) = (a, b) {
                    return self.deque_order(op, x, y, depth);
                }
            }
            (TypeId::Set | TypeId::FrozenSet, TypeId::Set | TypeId::FrozenSet) => {
                let (la, lb) = (self.len_of(a)?, self.len_of(b)?);
                return Ok(match op {
                    CmpOp::Le => self.is_subset(a, b)?,
                    CmpOp::Lt => la < lb && self.is_subset(a, b)?,
                    CmpOp::Ge => self.is_subset(b, a)?,
                    CmpOp::Gt => la > lb && self.is_subset(b, a)?,
                    _ => false,
                });
            }
            _ => {}
        }
        Err(Error::type_error(format!(
            "'{}' not supported between instances of '{}' and '{}'",
            op.symbol(),
            ta.tp_name(),
            tb.tp_name()
        )))
    }

    /// Length of a list or tuple (0 otherwise).
    #[inline]
    pub(crate) fn seq_len(&self, v: Value) -> usize {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::List(l) => l.len(),
                Obj::Tuple(t) => t.len(),
                _ => 0,
            },
            _ => 0,
        }
    }

    /// Item `i` of a list or tuple (Undef if out of range).
    #[inline]
    pub(crate) fn seq_at(&self, v: Value, i: usize) -> Value {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::List(l) => l.get(i).copied().unwrap_or(Value::Undef),
                Obj::Tuple(t) => t.get(i).copied().unwrap_or(Value::Undef),
                _ => Value::Undef,
            },
            _ => Value::Undef,
        }
    }

    /// Total order used by sort(): `a < b`.
    pub fn less_than(&mut self, a: Value, b: Value) -> Result<bool> {
        match (a, b) {
            (Value::Int(x), Value::Int(y)) => Ok(x < y),
            (Value::Float(x), Value::Float(y)) => Ok(x < y),
            (Value::Obj(x), Value::Obj(y))
                if matches!(
                    (self.heap.get(x), self.heap.get(y)),
                    (Obj::Str(_), Obj::Str(_))
                ) =>
            {
                let (Obj::Str(p), Obj::Str(q)) = (self.heap.get(x), self.heap.get(y)) else {
                    unreachable!()
                };
                Ok(p.as_str() < q.as_str())
            }
            _ => self.order(CmpOp::Lt, a, b, 0),
        }
    }

    pub fn contains(&mut self, container: Value, item: Value) -> Result<bool> {
        if self.is_user(container) {
            if let Some(r) = self.call_slot(container, Dunder::Contains, &[item])? {
                return self.truthy(r);
            }
            if let Some(b) = self.base_value(container) {
                return self.contains(b, item);
            }
            if self.dunder_of(container, Dunder::Iter).is_none()
                && self.dunder_of(container, Dunder::GetItem).is_none()
            {
                return Err(Error::type_error(format!(
                    "argument of type '{}' is not iterable",
                    self.type_name(container)
                )));
            }
            let it = self.get_iter(container)?;
            while let Some(x) = self.next_fast(it)? {
                if hashing::same_value(x, item) || self.eq(x, item)? {
                    return Ok(true);
                }
            }
            return Ok(false);
        }
        let Value::Obj(r) = container else {
            return Err(Error::type_error(format!(
                "argument of type '{}' is not iterable",
                self.type_name(container)
            )));
        };
        match self.heap.get(r) {
            Obj::Str(s) => match self.str_of(item) {
                // One ASCII byte (`c in "+-*/"`): a byte scan, without the
                // setup of a substring searcher. An ASCII byte never occurs
                // inside a multi-byte character.
                Some(sub) if sub.len() == 1 => {
                    Ok(s.as_str().as_bytes().contains(&sub.as_bytes()[0]))
                }
                Some(sub) => Ok(s.as_str().contains(sub)),
                None => Err(Error::type_error(format!(
                    "'in <string>' requires string as left operand, not {}",
                    self.type_name(item)
                ))),
            },
            Obj::Bytes(_) | Obj::ByteArray(_) => self.bytes_contains(container, item),
            Obj::Deque(_) => self.deque_contains(r, item),
            Obj::List(_) | Obj::Tuple(_) => {
                // By index, reading the length again each time, as CPython
                // does: a guest `__eq__` may change the list.
                let mut i = 0;
                loop {
                    let x = match self.heap.get(r) {
                        Obj::List(l) => l.get(i).copied(),
                        Obj::Tuple(t) => t.get(i).copied(),
                        _ => None,
                    };
                    let Some(x) = x else { return Ok(false) };
                    if hashing::same_value(x, item) || self.eq(x, item)? {
                        return Ok(true);
                    }
                    self.element_done(i)?;
                    i += 1;
                }
            }
            Obj::Dict(_) | Obj::Set(_) | Obj::FrozenSet(_) => self.set_contains(container, item),
            Obj::LongRange(_) => self.long_range_contains(r, item),
            Obj::Range { start, stop, step } => {
                let (start, stop, step) = (*start, *stop, *step);
                let i = match item {
                    Value::Int(i) => i,
                    Value::Bool(b) => b as i64,
                    Value::Float(f) if f.fract() == 0.0 && f.abs() < 9e18 => f as i64,
                    _ => return Ok(false),
                };
                let inside = if step > 0 {
                    i >= start && i < stop
                } else {
                    i <= start && i > stop
                };
                Ok(inside && (i as i128 - start as i128) % step as i128 == 0)
            }
            Obj::DictView { dict, kind } => {
                let (dict, kind) = (*dict, *kind);
                match kind {
                    crate::objects::ViewKind::Keys => self.contains(Value::Obj(dict), item),
                    crate::objects::ViewKind::Values => {
                        let vals: Vec<Value> = match self.heap.get(dict) {
                            Obj::Dict(d) => d.iter().map(|e| e.value).collect(),
                            _ => Vec::new(),
                        };
                        for v in vals {
                            if self.eq(v, item)? {
                                return Ok(true);
                            }
                        }
                        Ok(false)
                    }
                    crate::objects::ViewKind::Items => {
                        let pair = match self.type_of(item) {
                            TypeId::Tuple => self.seq_items(item)?,
                            _ => return Ok(false),
                        };
                        if pair.len() != 2 {
                            return Ok(false);
                        }
                        match self.dict_get(Value::Obj(dict), pair[0])? {
                            Some(v) => self.eq(v, pair[1]),
                            None => Ok(false),
                        }
                    }
                }
            }
            _ => {
                // Generic: iterate. `x in SomeClass` words its error as
                // the other `in` errors do.
                let it = match self.get_iter(container) {
                    Err(e)
                        if matches!(e.kind(), crate::error::ErrorKind::New(TypeId::TypeError, Some(m))
                            if m.ends_with("object is not iterable")) =>
                    {
                        return Err(Error::type_error(format!(
                            "argument of type '{}' is not iterable",
                            self.type_name(container)
                        )));
                    }
                    r => r?,
                };
                while let Some(x) = self.next_fast(it)? {
                    if hashing::same_value(x, item) || self.eq(x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
        }
    }

    pub fn hash_key(&mut self, v: Value) -> Result<u64> {
        // The commonest keys, ints and strs, need none of the checks below.
        match v {
            Value::Int(_) => return hashing::hash_key(&self.heap, v),
            Value::Obj(r) => {
                if let Obj::Str(s) = self.heap.get(r) {
                    return Ok(hashing::str_key_hash(s));
                }
            }
            _ => {}
        }
        if self.is_user(v)
            && let Some(h) = self.user_hash(v)?
        {
            return Ok(h);
        }
        if !self.is_user(v) && !hashing::py_hash_is_pure(&self.heap, v) {
            // A tuple holding user objects: their `__hash__` decides, so
            // equal tuples of distinct objects meet in a table.
            let py = crate::builtins::functions::py_hash(self, v)?;
            return hashing::hash_key(&self.heap, Value::Int(py));
        }
        hashing::hash_key(&self.heap, v)
    }

    /// (internal hash, Python `hash()`) of a key, running a user
    /// `__hash__` once. Sets are looked up by the first and ordered by the
    /// second.
    pub fn hash_pair(&mut self, v: Value) -> Result<(u64, i64)> {
        if self.is_user(v) {
            if let Some(p) = self.user_hash_pair(v)? {
                return Ok(p);
            }
            let h = hashing::hash_key(&self.heap, v)?;
            return Ok((h, hashing::stand_in(h)));
        }
        if !hashing::py_hash_is_pure(&self.heap, v) {
            // A tuple holding user objects: their `__hash__` decides.
            let py = crate::builtins::functions::py_hash(self, v)?;
            return Ok((hashing::hash_key(&self.heap, Value::Int(py))?, py));
        }
        let h = hashing::hash_key(&self.heap, v)?;
        Ok((h, hashing::py_hash(&self.heap, v, h)))
    }

    pub fn bytes_of(&self, v: Value) -> Option<&[u8]> {
        if let Value::Obj(r) = v
            && let Obj::Instance(i) = self.heap.get(r)
            && i.base_value().is_undef()
        {
            return self.python_buffer_of(i);
        }
        self.bytes_or_bytearray(v)
    }

    /// The bytes of a bytes or bytearray (or an instance of a subclass), but
    /// not of the other bytes-like objects: what `ord()` and the like take.
    pub fn bytes_or_bytearray(&self, v: Value) -> Option<&[u8]> {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Bytes(b) => Some(b),
                Obj::ByteArray(b) => Some(b),
                // An instance of a bytes/bytearray subclass exposes its buffer.
                Obj::Instance(i) if !i.base_value().is_undef() => match i.base_value() {
                    Value::Obj(base) => match self.heap.get(base) {
                        Obj::Bytes(b) => Some(b),
                        Obj::ByteArray(b) => Some(b),
                        _ => None,
                    },
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// The bytes behind the buffer types written in Python (`memoryview`,
    /// `array.array`), read from their attributes so that every native
    /// function taking a bytes-like object accepts them without calling
    /// guest code. Only contiguous views have a borrowable byte range.
    fn python_buffer_of(&self, i: &crate::objects::Instance) -> Option<&[u8]> {
        let Obj::Class(c) = self.heap.get(i.class) else {
            return None;
        };
        let module = match c.dict.get_str(&self.heap, "__module__") {
            Some(Value::Obj(m)) => match self.heap.get(m) {
                Obj::Str(s) => s.as_str(),
                _ => return None,
            },
            _ => return None,
        };
        let attr = |name: &str| self.attr_of(i, name);
        let raw = |v: Option<Value>| match v {
            Some(Value::Obj(b)) => match self.heap.get(b) {
                Obj::Bytes(b) => Some(&b[..]),
                Obj::ByteArray(b) => Some(&b[..]),
                _ => None,
            },
            _ => None,
        };
        let int = |name: &str| match attr(name) {
            Some(Value::Int(n)) => usize::try_from(n).ok(),
            _ => None,
        };
        match (&*c.name, module) {
            ("array", "array") => raw(attr("_b")),
            ("memoryview", "builtins") => {
                // Absent until released (the class holds its False).
                if !matches!(attr("_released"), None | Some(Value::Bool(false))) {
                    return None;
                }
                let (off, count, size) = (int("_off")?, int("_count")?, int("_itemsize")?);
                let stride = match attr("_stride") {
                    Some(Value::Int(n)) => n,
                    _ => return None,
                };
                if count > 1 && usize::try_from(stride).ok() != Some(size) {
                    return None;
                }
                let len = count.checked_mul(size)?;
                let buf = raw(attr("_buf"))?;
                if len == 0 {
                    return Some(&[]);
                }
                buf.get(off..off.checked_add(len)?)
            }
            _ => None,
        }
    }

    /// Index from an int-like value (`__index__`).
    pub fn index_of(&self, v: Value) -> Result<i64> {
        match v {
            Value::Int(i) => Ok(i),
            Value::Bool(b) => Ok(b as i64),
            Value::Obj(r) => match self.heap.get(r) {
                Obj::BigInt(b) => b.to_i64().ok_or_else(|| {
                    Error::new(
                        TypeId::IndexError,
                        "cannot fit 'int' into an index-sized integer",
                    )
                }),
                // An int subclass instance (IntEnum members, ...).
                Obj::Instance(i)
                    if matches!(i.base_value(), Value::Int(_) | Value::Bool(_))
                        || matches!(i.base_value(), Value::Obj(b) if matches!(self.heap.get(b), Obj::BigInt(_))) =>
                {
                    self.index_of(i.base_value())
                }
                _ => Err(Error::type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    self.type_name(v)
                ))),
            },
            _ => Err(Error::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                self.type_name(v)
            ))),
        }
    }
}

fn a_val(n: &Num) -> Value {
    match n {
        Num::I(i) => Value::Int(*i),
        Num::F(f) => Value::Float(*f),
        Num::B(_) => Value::Int(0),
    }
}

/// `x + y` in `buf`, if it fits.
fn concat_into<'a>(buf: &'a mut [u8], x: &str, y: &str) -> Option<&'a str> {
    let n = x.len() + y.len();
    let out = buf.get_mut(..n)?;
    let (head, tail) = out.split_at_mut(x.len());
    head.copy_from_slice(x.as_bytes());
    tail.copy_from_slice(y.as_bytes());
    std::str::from_utf8(out).ok()
}
