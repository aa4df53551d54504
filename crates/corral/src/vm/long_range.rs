//! Ranges whose bounds or length do not fit the machine-word `Obj::Range`
//! (`range(10**20)`): indexing, slicing, membership and length in big ints.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::error::{Error, Result};
use crate::objects::{Obj, ObjRef, TypeId, Value};

use super::Vm;

/// Number of items of range(start, stop, step); step is not zero.
pub fn big_range_len(start: &BigInt, stop: &BigInt, step: &BigInt) -> BigInt {
    let (lo, hi, st) = if step.is_positive() {
        (start, stop, step.clone())
    } else {
        (stop, start, -step)
    };
    if lo >= hi {
        return BigInt::zero();
    }
    (hi - lo - 1u32) / st + 1u32
}

impl Vm {
    /// A range object: machine-word when everything fits, else a long range.
    pub(crate) fn make_range(
        &mut self,
        start: BigInt,
        stop: BigInt,
        step: BigInt,
    ) -> Result<Value> {
        let len = big_range_len(&start, &stop, &step);
        if let (Some(a), Some(b), Some(c), Some(_)) =
            (start.to_i64(), stop.to_i64(), step.to_i64(), len.to_i64())
        {
            return self.alloc(Obj::Range {
                start: a,
                stop: b,
                step: c,
            });
        }
        self.alloc(Obj::LongRange(Box::new([start, stop, step])))
    }

    fn long_parts(&self, r: ObjRef) -> Result<(BigInt, BigInt, BigInt)> {
        match self.heap.get(r) {
            Obj::LongRange(p) => Ok((p[0].clone(), p[1].clone(), p[2].clone())),
            _ => Err(Error::fault("not a long range")),
        }
    }

    /// An int (or bool) as a big int; None for other values.
    pub(crate) fn as_big(&self, v: Value) -> Option<BigInt> {
        let v = self.base_value(v).unwrap_or(v);
        match v {
            Value::Int(i) => Some(BigInt::from(i)),
            Value::Bool(b) => Some(BigInt::from(b as i64)),
            Value::Obj(r) => match self.heap.get(r) {
                Obj::BigInt(b) => Some(b.clone()),
                _ => None,
            },
            _ => None,
        }
    }

    pub(crate) fn long_range_len(&self, r: ObjRef) -> Result<BigInt> {
        let (a, b, c) = self.long_parts(r)?;
        Ok(big_range_len(&a, &b, &c))
    }

    /// `len()` of a long range: only when it fits a machine word.
    pub(crate) fn long_range_len_usize(&self, r: ObjRef) -> Result<usize> {
        self.long_range_len(r)?
            .to_i64()
            .and_then(|n| usize::try_from(n).ok())
            .ok_or_else(|| Error::overflow("Python int too large to convert to C ssize_t"))
    }

    /// `r[key]` for an int or a slice.
    pub(crate) fn long_range_get(&mut self, r: ObjRef, key: Value) -> Result<Value> {
        let (start, stop, step) = self.long_parts(r)?;
        let len = big_range_len(&start, &stop, &step);
        if let Value::Obj(k) = key
            && let Obj::Slice(parts) = self.heap.get(k)
        {
            let parts = **parts;
            let (s0, s1, s2) = self.big_slice_indices(parts, &len)?;
            let new_start = &start + &s0 * &step;
            let new_stop = &start + &s1 * &step;
            return self.make_range(new_start, new_stop, step * s2);
        }
        let key = self.via_index(key)?;
        let Some(mut i) = self.as_big(key) else {
            return Err(Error::type_error(format!(
                "range indices must be integers or slices, not {}",
                self.type_name(key)
            )));
        };
        if i.is_negative() {
            i += &len;
        }
        if i.is_negative() || i >= len {
            return Err(Error::index_error("range object index out of range"));
        }
        self.new_int(start + i * step)
    }

    /// `slice.indices(len)` in big ints: (start, stop, step).
    fn big_slice_indices(
        &mut self,
        parts: [Value; 3],
        len: &BigInt,
    ) -> Result<(BigInt, BigInt, BigInt)> {
        let get = |vm: &mut Vm, v: Value| -> Result<Option<BigInt>> {
            if matches!(v, Value::None) {
                return Ok(None);
            }
            let v = vm.via_index(v)?;
            vm.as_big(v).map(Some).ok_or_else(|| {
                Error::type_error(
                    "slice indices must be integers or None or have an __index__ method",
                )
            })
        };
        let step = get(self, parts[2])?.unwrap_or_else(BigInt::one);
        if step.is_zero() {
            return Err(Error::value_error("slice step cannot be zero"));
        }
        let back = step.is_negative();
        let (lower, upper) = if back {
            (BigInt::from(-1), len - 1u32)
        } else {
            (BigInt::zero(), len.clone())
        };
        let clamp = |v: Option<BigInt>, default: &BigInt| match v {
            None => default.clone(),
            Some(mut x) => {
                if x.is_negative() {
                    x += len;
                    if x < lower {
                        x = lower.clone();
                    }
                } else if x > upper {
                    x = upper.clone();
                }
                x
            }
        };
        let a = get(self, parts[0])?;
        let b = get(self, parts[1])?;
        let start = clamp(a, if back { &upper } else { &lower });
        let stop = clamp(b, if back { &lower } else { &upper });
        Ok((start, stop, step))
    }

    /// `item in r`: arithmetic for ints and integral floats.
    pub(crate) fn long_range_contains(&mut self, r: ObjRef, item: Value) -> Result<bool> {
        let (start, stop, step) = self.long_parts(r)?;
        let x = match item {
            Value::Float(f) if f.is_finite() && f.fract() == 0.0 => {
                num_traits::FromPrimitive::from_f64(f)
            }
            _ => self.as_big(item),
        };
        let Some(x) = x else {
            return Ok(false);
        };
        let inside = if step.is_positive() {
            x >= start && x < stop
        } else {
            x <= start && x > stop
        };
        Ok(inside && (x - start).mod_floor(&step).is_zero())
    }

    /// `r.index(item)` once `item in r`.
    pub(crate) fn long_range_position(&mut self, r: ObjRef, item: Value) -> Result<Value> {
        let (start, _, step) = self.long_parts(r)?;
        let x = match item {
            Value::Float(f) => num_traits::FromPrimitive::from_f64(f),
            _ => self.as_big(item),
        };
        let x = x.ok_or_else(|| Error::new(TypeId::ValueError, "not in range"))?;
        self.new_int((x - start) / step)
    }
}
