//! The value model at the host boundary: plain Rust data, no heap handles.

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;

/// A guest value converted for the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum HostValue {
    None,
    Bool(bool),
    Int(i64),
    /// An int too large for i64, in decimal.
    BigInt(String),
    Float(f64),
    Str(String),
    Bytes(Vec<u8>),
    List(#[serde(deserialize_with = "crate::codec::bounded")] Vec<HostValue>),
    Tuple(#[serde(deserialize_with = "crate::codec::bounded")] Vec<HostValue>),
    Dict(#[serde(deserialize_with = "crate::codec::bounded")] Vec<(HostValue, HostValue)>),
    Set(#[serde(deserialize_with = "crate::codec::bounded")] Vec<HostValue>),
    /// Anything else: its type name and repr.
    Other {
        type_name: String,
        repr: String,
    },
}

/// Deepest nesting converted; deeper values become `Other` (to the host)
/// or are refused (from the host).
pub const MAX_DEPTH: usize = 200;

impl HostValue {
    pub fn from_guest(vm: &mut Vm, v: Value) -> HostValue {
        convert(vm, v, 0)
    }

    /// Whether the value nests deeper than `max` (checked without recursion).
    pub fn deeper_than(&self, max: usize) -> bool {
        let mut work: Vec<(&HostValue, usize)> = vec![(self, 0)];
        while let Some((v, d)) = work.pop() {
            if d > max {
                return true;
            }
            match v {
                HostValue::List(xs) | HostValue::Tuple(xs) | HostValue::Set(xs) => {
                    work.extend(xs.iter().map(|x| (x, d + 1)))
                }
                HostValue::Dict(ps) => {
                    for (k, x) in ps {
                        work.push((k, d + 1));
                        work.push((x, d + 1));
                    }
                }
                _ => {}
            }
        }
        false
    }

    /// The Python type name of this value.
    pub fn type_name(&self) -> &str {
        match self {
            HostValue::None => "NoneType",
            HostValue::Bool(_) => "bool",
            HostValue::Int(_) | HostValue::BigInt(_) => "int",
            HostValue::Float(_) => "float",
            HostValue::Str(_) => "str",
            HostValue::Bytes(_) => "bytes",
            HostValue::List(_) => "list",
            HostValue::Tuple(_) => "tuple",
            HostValue::Dict(_) => "dict",
            HostValue::Set(_) => "set",
            HostValue::Other { type_name, .. } => type_name,
        }
    }

    /// Make the guest value. Nesting deeper than `MAX_DEPTH` is refused with
    /// a ValueError; dict keys and set items must be hashable (TypeError).
    pub fn to_guest(&self, vm: &mut Vm) -> Result<Value> {
        to_guest(vm, self, 0)
    }

    /// JSON text (non-JSON values: bytes → list of ints, other → repr string,
    /// non-finite floats → null, dict keys → strings).
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        write_json(self, &mut out);
        out
    }
}

fn convert(vm: &mut Vm, v: Value, depth: usize) -> HostValue {
    if depth > MAX_DEPTH {
        return HostValue::Other {
            type_name: vm.type_name(v).to_string(),
            repr: "...".into(),
        };
    }
    match v {
        Value::None | Value::Undef => HostValue::None,
        Value::Bool(b) => HostValue::Bool(b),
        Value::Int(i) => HostValue::Int(i),
        Value::Float(f) => HostValue::Float(f),
        Value::Obj(r) => {
            let items = match vm.heap.get(r) {
                Obj::Str(s) => return HostValue::Str(s.as_str().to_string()),
                Obj::Bytes(b) => return HostValue::Bytes(b.to_vec()),
                Obj::BigInt(b) => return HostValue::BigInt(b.to_string()),
                Obj::List(l) => Some((0u8, l.clone())),
                Obj::Tuple(t) => Some((1u8, t.to_vec())),
                Obj::Set(d) | Obj::FrozenSet(d) => Some((2u8, d.keys().collect())),
                Obj::Dict(d) => {
                    let pairs: Vec<(Value, Value)> = d.iter().map(|e| (e.key, e.value)).collect();
                    return HostValue::Dict(
                        pairs
                            .into_iter()
                            .map(|(k, x)| (convert(vm, k, depth + 1), convert(vm, x, depth + 1)))
                            .collect(),
                    );
                }
                _ => None,
            };
            match items {
                Some((kind, items)) => {
                    let conv: Vec<HostValue> = items
                        .into_iter()
                        .map(|x| convert(vm, x, depth + 1))
                        .collect();
                    match kind {
                        0 => HostValue::List(conv),
                        1 => HostValue::Tuple(conv),
                        _ => HostValue::Set(conv),
                    }
                }
                None => other(vm, v),
            }
        }
        _ => other(vm, v),
    }
}

fn other(vm: &mut Vm, v: Value) -> HostValue {
    let type_name = vm.type_name(v).to_string();
    let repr = vm
        .repr_string(v)
        .unwrap_or_else(|_| format!("<{type_name} object>"));
    HostValue::Other { type_name, repr }
}

fn json_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

fn write_json(v: &HostValue, out: &mut String) {
    match v {
        HostValue::None => out.push_str("null"),
        HostValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        HostValue::Int(i) => out.push_str(&i.to_string()),
        HostValue::BigInt(s) => out.push_str(s),
        HostValue::Float(f) => {
            if f.is_finite() {
                out.push_str(&crate::format::float_repr(*f));
            } else {
                out.push_str("null");
            }
        }
        HostValue::Str(s) => json_str(s, out),
        HostValue::Bytes(b) => {
            out.push('[');
            for (i, x) in b.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&x.to_string());
            }
            out.push(']');
        }
        HostValue::List(items) | HostValue::Tuple(items) | HostValue::Set(items) => {
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_json(x, out);
            }
            out.push(']');
        }
        HostValue::Dict(pairs) => {
            out.push('{');
            for (i, (k, x)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                let key = match k {
                    HostValue::Str(s) => s.clone(),
                    other => {
                        let mut t = String::new();
                        write_json(other, &mut t);
                        t.trim_matches('"').to_string()
                    }
                };
                json_str(&key, out);
                out.push(':');
                write_json(x, out);
            }
            out.push('}');
        }
        HostValue::Other { repr, .. } => json_str(repr, out),
    }
}

fn to_guest(vm: &mut Vm, v: &HostValue, depth: usize) -> Result<Value> {
    if depth > MAX_DEPTH {
        return Err(Error::new(
            TypeId::ValueError,
            format!("host value nested deeper than {MAX_DEPTH} levels"),
        ));
    }
    Ok(match v {
        HostValue::None => Value::None,
        HostValue::Bool(b) => Value::Bool(*b),
        HostValue::Int(i) => Value::Int(*i),
        HostValue::BigInt(s) => match s.parse::<num_bigint::BigInt>() {
            Ok(b) => vm.new_int(b)?,
            Err(_) => return Err(Error::value_error(format!("invalid integer {s:?}"))),
        },
        HostValue::Float(f) => Value::Float(*f),
        HostValue::Str(s) => vm.new_str(s.as_str())?,
        HostValue::Other { repr, .. } => vm.new_str(repr.as_str())?,
        HostValue::Bytes(b) => vm.alloc(Obj::Bytes(b.clone().into_boxed_slice()))?,
        HostValue::List(items) | HostValue::Tuple(items) | HostValue::Set(items) => {
            let base = vm.roots.len();
            let r = (|| -> Result<Value> {
                for x in items {
                    let g = to_guest(vm, x, depth + 1)?;
                    vm.roots.push(g);
                }
                let vals: Vec<Value> = vm.roots[base..].to_vec();
                match v {
                    HostValue::List(_) => vm.new_list(vals),
                    HostValue::Tuple(_) => vm.new_tuple(vals),
                    _ => vm.new_set(&vals, false),
                }
            })();
            vm.roots.truncate(base);
            r?
        }
        HostValue::Dict(pairs) => {
            let d = vm.new_dict()?;
            let base = vm.roots.len();
            vm.roots.push(d);
            let r = (|| -> Result<Value> {
                for (k, x) in pairs {
                    let gk = to_guest(vm, k, depth + 1)?;
                    vm.roots.push(gk);
                    let gx = to_guest(vm, x, depth + 1)?;
                    vm.roots.push(gx);
                    vm.dict_set(d, gk, gx)?;
                    vm.roots.truncate(base + 1);
                }
                Ok(d)
            })();
            vm.roots.truncate(base);
            r?
        }
    })
}
