//! `binascii`: the byte-level codecs under `base64` (base64 and hex), with
//! CPython's error messages, and `crc32`.

use num_traits::ToPrimitive;

use super::common::{Sig, bind, index_of, loaded_module};
use super::{ModuleDef, NativeDef, get_attr, set_attr};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "binascii",
    functions: &[
        NativeDef {
            name: "b2a_base64",
            f: b2a_base64,
        },
        NativeDef {
            name: "a2b_base64",
            f: a2b_base64,
        },
        NativeDef {
            name: "hexlify",
            f: |vm, a| hexlify(vm, a, "hexlify"),
        },
        NativeDef {
            name: "b2a_hex",
            f: |vm, a| hexlify(vm, a, "b2a_hex"),
        },
        NativeDef {
            name: "unhexlify",
            f: |vm, a| unhexlify(vm, a, "unhexlify"),
        },
        NativeDef {
            name: "a2b_hex",
            f: |vm, a| unhexlify(vm, a, "a2b_hex"),
        },
        NativeDef {
            name: "crc32",
            f: crc32,
        },
    ],
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    for (name, base) in [
        ("Error", TypeId::ValueError),
        ("Incomplete", TypeId::Exception),
    ] {
        let cls = new_exception_class(vm, name, base, "binascii")?;
        set_attr(vm, m, name, cls)?;
    }
    Ok(())
}

/// `class name(base)` with `__module__` set, made like a guest class.
pub fn new_exception_class(vm: &mut Vm, name: &str, base: TypeId, module: &str) -> Result<Value> {
    let n = vm.new_str(name)?;
    let bases = vm.new_tuple_of(&[Value::Type(base)])?;
    let ns = vm.new_dict()?;
    let k = vm.new_str("__module__")?;
    let mv = vm.new_str(module)?;
    vm.dict_set(ns, k, mv)?;
    let base_len = vm.roots.len();
    vm.roots.extend_from_slice(&[n, bases, ns]);
    let r = vm.call(Value::Type(TypeId::Type), &[n, bases, ns]);
    vm.roots.truncate(base_len);
    r
}

/// Raise `module.name(msg)` for an exception class a module defines.
pub fn raise_module_error(vm: &mut Vm, module: &str, name: &str, msg: &str) -> Error {
    let cls = match loaded_module(vm, module) {
        Some(m) => match get_attr(vm, m, name) {
            Ok(Some(c)) => c,
            Ok(None) => return Error::value_error(msg),
            Err(e) => return e,
        },
        None => return Error::value_error(msg),
    };
    let m = match vm.new_str(msg) {
        Ok(m) => m,
        Err(e) => return e,
    };
    match vm.call(cls, &[m]) {
        Ok(Value::Obj(r)) => Error::raised(r),
        Ok(_) => Error::value_error(msg),
        Err(e) => e,
    }
}

fn err(vm: &mut Vm, msg: &str) -> Error {
    raise_module_error(vm, "binascii", "Error", msg)
}

/// The bytes of a bytes-like argument.
fn bytes_arg(vm: &Vm, v: Value) -> Result<Vec<u8>> {
    match vm.bytes_of(v) {
        Some(b) => Ok(b.to_vec()),
        None => Err(Error::type_error(format!(
            "a bytes-like object is required, not '{}'",
            vm.type_name(v)
        ))),
    }
}

/// Decoders also take ASCII-only str.
fn ascii_arg(vm: &Vm, v: Value) -> Result<Vec<u8>> {
    if let Some(s) = vm.str_of(v) {
        if !s.is_ascii() {
            return Err(Error::value_error(
                "string argument should contain only ASCII characters",
            ));
        }
        return Ok(s.as_bytes().to_vec());
    }
    match vm.bytes_of(v) {
        Some(b) => Ok(b.to_vec()),
        None => Err(Error::type_error(format!(
            "argument should be bytes, buffer or ASCII string, not '{}'",
            vm.type_name(v)
        ))),
    }
}

/// Charge the steps of producing `out_len` bytes from `in_len`, and refuse
/// an output that could not fit before building it.
fn charge(vm: &mut Vm, in_len: usize, out_len: usize) -> Result<()> {
    vm.charge_steps((in_len / 64) as u64 + 1)?;
    vm.heap.check_room(out_len)
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn b2a_base64(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("b2a_base64", &["data"], 1).kw(&["newline"]))?;
    let data = bytes_arg(vm, b.get(0).unwrap_or(Value::None))?;
    let newline = match b.get(1) {
        Some(v) => vm.truthy(v)?,
        None => true,
    };
    let out_len = data.len().div_ceil(3) * 4 + 1;
    charge(vm, data.len(), out_len)?;
    let mut out = Vec::with_capacity(out_len);
    for chunk in data.chunks(3) {
        let n = (u32::from(chunk[0]) << 16)
            | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
            | u32::from(*chunk.get(2).unwrap_or(&0));
        let sextet = |i: u32| B64[((n >> (18 - 6 * i)) & 63) as usize];
        out.push(sextet(0));
        out.push(sextet(1));
        out.push(if chunk.len() > 1 { sextet(2) } else { b'=' });
        out.push(if chunk.len() > 2 { sextet(3) } else { b'=' });
    }
    if newline {
        out.push(b'\n');
    }
    vm.new_bytes(out)
}

fn b64_value(c: u8) -> Option<u32> {
    B64.iter().position(|&x| x == c).map(|i| i as u32)
}

fn a2b_base64(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new("a2b_base64", &["data"], 1).kw(&["strict_mode"]),
    )?;
    let data = ascii_arg(vm, b.get(0).unwrap_or(Value::None))?;
    let strict = match b.get(1) {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    charge(vm, data.len(), data.len() / 4 * 3 + 3)?;
    match decode_b64(&data, strict) {
        Ok(out) => vm.new_bytes(out),
        Err(msg) => Err(err(vm, &msg)),
    }
}

/// CPython's `binascii.a2b_base64` state machine.
fn decode_b64(data: &[u8], strict: bool) -> std::result::Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(data.len() / 4 * 3 + 3);
    if strict && data.first() == Some(&b'=') {
        return Err("Leading padding not allowed".into());
    }
    let (mut quad_pos, mut left, mut pads) = (0u8, 0u32, 0usize);
    let mut padding_started = false;
    for (i, &c) in data.iter().enumerate() {
        if c == b'=' {
            padding_started = true;
            if strict && quad_pos == 0 {
                return Err("Excess padding not allowed".into());
            }
            if quad_pos >= 2 {
                pads += 1;
                if quad_pos as usize + pads >= 4 {
                    if strict && i + 1 < data.len() {
                        return Err("Excess data after padding".into());
                    }
                    return Ok(out);
                }
            }
            continue;
        }
        let Some(v) = b64_value(c) else {
            if strict {
                return Err("Only base64 data is allowed".into());
            }
            continue;
        };
        if strict && padding_started {
            return Err("Discontinuous padding not allowed".into());
        }
        pads = 0;
        match quad_pos {
            0 => {
                quad_pos = 1;
                left = v;
            }
            1 => {
                quad_pos = 2;
                out.push(((left << 2) | (v >> 4)) as u8);
                left = v & 0x0f;
            }
            2 => {
                quad_pos = 3;
                out.push(((left << 4) | (v >> 2)) as u8);
                left = v & 0x03;
            }
            _ => {
                quad_pos = 0;
                out.push(((left << 6) | v) as u8);
                left = 0;
            }
        }
    }
    match quad_pos {
        0 => Ok(out),
        1 => Err(format!(
            "Invalid base64-encoded string: number of data characters ({}) cannot be 1 more than a multiple of 4",
            out.len() / 3 * 4 + 1
        )),
        _ => Err("Incorrect padding".into()),
    }
}

fn hexlify(vm: &mut Vm, a: Args, name: &'static str) -> Result<Value> {
    let sig = match name {
        "hexlify" => Sig::new("hexlify", &["data", "sep", "bytes_per_sep"], 1),
        _ => Sig::new("b2a_hex", &["data", "sep", "bytes_per_sep"], 1),
    };
    let b = bind(&a, &sig)?;
    let data = bytes_arg(vm, b.get(0).unwrap_or(Value::None))?;
    let sep = match b.opt(1) {
        None => None,
        Some(v) => {
            let s = match vm.str_of(v) {
                Some(s) => s.as_bytes().to_vec(),
                None => bytes_arg(vm, v)?,
            };
            if s.len() != 1 {
                return Err(Error::value_error("sep must be length 1."));
            }
            Some(s[0])
        }
    };
    let per = match b.get(2) {
        Some(v) => index_of(vm, v)?.to_i64().unwrap_or(i64::MAX),
        None => 1,
    };
    charge(vm, data.len(), data.len() * 3)?;
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut out = Vec::with_capacity(data.len() * 3);
    let group = per.unsigned_abs().max(1) as usize;
    let n = data.len();
    for (i, &byte) in data.iter().enumerate() {
        if let Some(s) = sep
            && i > 0
        {
            // Positive counts group from the right, negative from the left.
            let boundary = if per >= 0 {
                (n - i) % group == 0
            } else {
                i % group == 0
            };
            if boundary {
                out.push(s);
            }
        }
        out.push(HEX[(byte >> 4) as usize]);
        out.push(HEX[(byte & 15) as usize]);
    }
    vm.new_bytes(out)
}

fn unhexlify(vm: &mut Vm, a: Args, name: &'static str) -> Result<Value> {
    let sig = match name {
        "unhexlify" => Sig::new("unhexlify", &["hexstr"], 1),
        _ => Sig::new("a2b_hex", &["hexstr"], 1),
    };
    let b = bind(&a, &sig)?;
    let data = ascii_arg(vm, b.get(0).unwrap_or(Value::None))?;
    if data.len() % 2 != 0 {
        return Err(err(vm, "Odd-length string"));
    }
    charge(vm, data.len(), data.len() / 2)?;
    let mut out = Vec::with_capacity(data.len() / 2);
    for pair in data.chunks(2) {
        let hi = (pair[0] as char).to_digit(16);
        let lo = (pair[1] as char).to_digit(16);
        match (hi, lo) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            _ => return Err(err(vm, "Non-hexadecimal digit found")),
        }
    }
    vm.new_bytes(out)
}

fn crc32(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("crc32", &["data", "crc"], 1))?;
    let data = bytes_arg(vm, b.get(0).unwrap_or(Value::None))?;
    let start = match b.get(1) {
        Some(v) => {
            let n = index_of(vm, v)?;
            // Only the low 32 bits matter, as in CPython.
            let m = n & num_bigint::BigInt::from(0xffff_ffffu32);
            m.to_u32().unwrap_or(0)
        }
        None => 0,
    };
    charge(vm, data.len(), 0)?;
    let mut crc = !start;
    for &byte in &data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    Ok(Value::Int(i64::from(!crc)))
}
