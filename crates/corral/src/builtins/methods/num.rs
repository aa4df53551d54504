//! int, float, range and slice methods.

use num_bigint::BigInt;

use super::MethodId;
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    match m {
        M::IntBitLength => {
            a.method("bit_length", 0, 0)?;
            let b = vm.int_big(recv).unwrap_or_default();
            Ok(Value::Int(crate::num::int_bit_length(&b) as i64))
        }
        M::IntBitCount => {
            a.method("bit_count", 0, 0)?;
            let b = vm.int_big(recv).unwrap_or_default();
            Ok(Value::Int(crate::num::int_bit_count(&b) as i64))
        }
        M::IntConjugate => {
            a.method("conjugate", 0, 0)?;
            Ok(int_of_bool(recv))
        }
        M::IntAsIntegerRatio => {
            a.method("as_integer_ratio", 0, 0)?;
            let t = vm.new_tuple_of(&[int_of_bool(recv), Value::Int(1)])?;
            Ok(t)
        }
        M::IntToBytes => {
            int_bytes_args(&a, "to_bytes", &["length", "byteorder"])?;
            let length = match a.arg(0, "length") {
                Some(v) => vm.index_of(v)?,
                None => 1,
            };
            let order = match a.arg(1, "byteorder") {
                Some(v) => match vm.str_of(v) {
                    Some(s) => s.to_string(),
                    None => {
                        return Err(Error::type_error(format!(
                            "to_bytes() argument 'byteorder' must be str, not {}",
                            vm.type_name(v)
                        )));
                    }
                },
                None => "big".to_string(),
            };
            let signed = match a.kw("signed") {
                Some(v) => vm.truthy(v)?,
                None => false,
            };
            if order != "big" && order != "little" {
                return Err(Error::value_error(
                    "byteorder must be either 'little' or 'big'",
                ));
            }
            if length < 0 {
                return Err(Error::value_error("length argument must be non-negative"));
            }
            vm.heap.check_room(length as usize)?;
            let b = vm.int_big(recv).unwrap_or_default();
            let bytes = crate::num::int_to_bytes(&b, length, order == "big", signed)?;
            vm.alloc(Obj::Bytes(bytes.into_boxed_slice()))
        }
        M::IntFromBytes => {
            int_bytes_args(&a, "from_bytes", &["bytes", "byteorder"])?;
            let data = a.arg(0, "bytes").ok_or_else(|| {
                Error::type_error("from_bytes() missing required argument 'bytes' (pos 1)")
            })?;
            // As bytes(data), except that a str is refused outright.
            let bytes = if vm.str_of(data).is_some() {
                return Err(Error::type_error("cannot convert 'str' object to bytes"));
            } else if let Some(b) = vm.bytes_dunder(data)? {
                b
            } else {
                vm.bytes_from_object(data, TypeId::Bytes)?
            };
            let order = match a.arg(1, "byteorder") {
                Some(v) => match vm.str_of(v) {
                    Some(s) => s.to_string(),
                    None => {
                        return Err(Error::type_error(format!(
                            "from_bytes() argument 'byteorder' must be str, not {}",
                            vm.type_name(v)
                        )));
                    }
                },
                None => "big".to_string(),
            };
            if order != "big" && order != "little" {
                return Err(Error::value_error(
                    "byteorder must be either 'little' or 'big'",
                ));
            }
            let signed = match a.kw("signed") {
                Some(v) => vm.truthy(v)?,
                None => false,
            };
            let b: BigInt = crate::num::int_from_bytes(&bytes, order == "big", signed);
            vm.new_int(b)
        }
        M::FloatIsInteger => {
            a.method("is_integer", 0, 0)?;
            let Value::Float(f) = recv else {
                return Err(Error::fault("float method"));
            };
            Ok(Value::Bool(f.is_finite() && f.fract() == 0.0))
        }
        M::FloatConjugate => {
            a.method("conjugate", 0, 0)?;
            Ok(recv)
        }
        M::FloatAsIntegerRatio => {
            a.method("as_integer_ratio", 0, 0)?;
            let Value::Float(f) = recv else {
                return Err(Error::fault("float method"));
            };
            let (n, d) = crate::num::float_as_integer_ratio(f)?;
            let n = vm.new_int(n)?;
            let d = vm.new_int(d)?;
            vm.new_tuple_of(&[n, d])
        }
        M::FloatHex => {
            a.method("hex", 0, 0)?;
            let Value::Float(f) = recv else {
                return Err(Error::fault("float method"));
            };
            vm.new_str(crate::num::float_hex(f))
        }
        M::FloatFromhex => {
            a.method("fromhex", 1, 1)?;
            let Some(s) = vm.str_of(a.pos[0]) else {
                return Err(Error::type_error(
                    "bad argument type for built-in operation",
                ));
            };
            let s = s.to_string();
            Ok(Value::Float(crate::num::float_fromhex(&s)?))
        }
        M::RangeIndex | M::RangeCount => {
            a.method(m.name(), 1, 1)?;
            let found = vm.contains(recv, a.pos[0])?;
            if m == M::RangeCount {
                return Ok(Value::Int(found as i64));
            }
            if !found {
                let s = vm.repr_string(a.pos[0])?;
                return Err(Error::value_error(format!("{s} is not in range")));
            }
            let Value::Obj(r) = recv else {
                return Err(Error::fault("range"));
            };
            if let Obj::LongRange(_) = vm.heap.get(r) {
                return vm.long_range_position(r, a.pos[0]);
            }
            let Obj::Range { start, step, .. } = vm.heap.get(r) else {
                return Err(Error::fault("range"));
            };
            let i = vm.index_of(a.pos[0])?;
            Ok(Value::Int((i - start) / step))
        }
        M::SliceIndices => {
            a.method("indices", 1, 1)?;
            let n = vm.index_of(a.pos[0])?;
            if n < 0 {
                return Err(Error::value_error("length should not be negative"));
            }
            let Value::Obj(r) = recv else {
                return Err(Error::fault("slice"));
            };
            let (start, stop, step, _) = vm.slice_bounds(r, n as usize)?;
            vm.new_tuple_of(&[Value::Int(start), Value::Int(stop), Value::Int(step)])
        }
        _ => Err(Error::fault("bad numeric method")),
    }
}

/// `True.conjugate()` and the like answer a plain int.
fn int_of_bool(v: Value) -> Value {
    match v {
        Value::Bool(b) => Value::Int(b as i64),
        v => v,
    }
}

/// Argument Clinic's checks for `int.to_bytes(length=1, byteorder='big', *,
/// signed=False)` and `int.from_bytes(bytes, byteorder='big', *, signed=False)`.
fn int_bytes_args(a: &Args, fname: &str, names: &[&str]) -> Result<()> {
    let np = a.pos.len();
    let n = np + a.kw.len();
    if n > 3 {
        return Err(Error::type_error(format!(
            "{fname}() takes at most 3 {}arguments ({n} given)",
            if np == 0 { "keyword " } else { "" }
        )));
    }
    if np > names.len() {
        return Err(Error::type_error(format!(
            "{fname}() takes at most {} positional arguments ({np} given)",
            names.len()
        )));
    }
    if fname == "from_bytes" && a.arg(0, "bytes").is_none() {
        return Err(Error::type_error(
            "from_bytes() missing required argument 'bytes' (pos 1)",
        ));
    }
    for (i, name) in names.iter().enumerate().take(np) {
        if a.kw(name).is_some() {
            return Err(Error::type_error(format!(
                "argument for {fname}() given by name ('{name}') and position ({})",
                i + 1
            )));
        }
    }
    let mut allowed = names.to_vec();
    allowed.push("signed");
    a.allow_kw(fname, &allowed)
}
