//! Values between the guest and SQLite: None, int, float, str and bytes
//! each way, with CPython's errors for what does not map.

use num_traits::ToPrimitive;
use rusqlite::types::{Value as SqlValue, ValueRef};

use super::errors::raise;
use crate::error::{Error, Result};
use crate::objects::{Obj, Value};
use crate::vm::Vm;

/// The SQLite value of guest value `v`, bound as parameter `pos` (from 1,
/// for messages); `None` when its type is not supported.
pub fn to_sql(vm: &Vm, v: Value) -> Result<Option<SqlValue>> {
    Ok(Some(match v {
        Value::None => SqlValue::Null,
        Value::Bool(b) => SqlValue::Integer(i64::from(b)),
        Value::Int(i) => SqlValue::Integer(i),
        Value::Float(f) => SqlValue::Real(f),
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::BigInt(b) => match b.to_i64() {
                Some(i) => SqlValue::Integer(i),
                None => {
                    return Err(Error::overflow(
                        "Python int too large to convert to SQLite INTEGER",
                    ));
                }
            },
            _ => {
                if let Some(s) = vm.str_of(v) {
                    SqlValue::Text(s.to_string())
                } else if let Some(b) = vm.bytes_of(v) {
                    SqlValue::Blob(b.to_vec())
                } else {
                    return Ok(None);
                }
            }
        },
        _ => return Ok(None),
    }))
}

/// `to_sql` for parameter `pos`, raising CPython's ProgrammingError for an
/// unsupported type.
pub fn param(vm: &mut Vm, v: Value, pos: usize) -> Result<SqlValue> {
    match to_sql(vm, v)? {
        Some(x) => Ok(x),
        None => {
            let t = vm.type_name(v).to_string();
            Err(raise(
                vm,
                "ProgrammingError",
                -1,
                &format!("Error binding parameter {pos}: type '{t}' is not supported"),
            ))
        }
    }
}

/// The guest value of a SQLite value (text that is not UTF-8 is decoded
/// with replacement characters).
pub fn from_sql(vm: &mut Vm, v: ValueRef<'_>) -> Result<Value> {
    match v {
        ValueRef::Null => Ok(Value::None),
        ValueRef::Integer(i) => Ok(Value::Int(i)),
        ValueRef::Real(f) => Ok(Value::Float(f)),
        ValueRef::Text(t) => {
            vm.heap.check_room(t.len())?;
            let s = String::from_utf8_lossy(t).into_owned();
            vm.new_str(s)
        }
        ValueRef::Blob(b) => {
            vm.heap.check_room(b.len())?;
            vm.new_bytes(b.to_vec())
        }
    }
}
