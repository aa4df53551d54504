//! The value model at the host boundary: plain Rust data, no heap handles.

use crate::objects::{Obj, Value};
use crate::vm::Vm;

/// A guest value converted for the host.
#[derive(Clone, Debug, PartialEq)]
pub enum HostValue {
    None,
    Bool(bool),
    Int(i64),
    /// An int too large for i64, in decimal.
    BigInt(String),
    Float(f64),
    Str(String),
    Bytes(Vec<u8>),
    List(Vec<HostValue>),
    Tuple(Vec<HostValue>),
    Dict(Vec<(HostValue, HostValue)>),
    Set(Vec<HostValue>),
    /// Anything else: its type name and repr.
    Other {
        type_name: String,
        repr: String,
    },
}

/// Deepest nesting converted; deeper values become `Other`.
const MAX_DEPTH: usize = 200;

impl HostValue {
    pub fn from_guest(vm: &mut Vm, v: Value) -> HostValue {
        convert(vm, v, 0)
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
                Obj::Str(s) => return HostValue::Str(s.s.to_string()),
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
