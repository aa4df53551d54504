//! `_struct`: CPython's `struct` packing rules, for modules/py/struct.py.
//!
//! Byte order, sizes and alignment follow CPython on a 64-bit
//! little-endian Linux host, including which conversions report which
//! message: CPython uses its native packers for `<` and `=` whenever the
//! standard size equals the native size, so those share native messages.

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use super::binascii::{new_exception_class, raise_module_error};
use super::common::{float_of, index_of};
use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_struct",
    functions: &[
        NativeDef {
            name: "pack",
            f: pack,
        },
        NativeDef {
            name: "unpack",
            f: unpack,
        },
        NativeDef {
            name: "unpack_from",
            f: unpack_from,
        },
        NativeDef {
            name: "iter_unpack",
            f: iter_unpack,
        },
        NativeDef {
            name: "calcsize",
            f: calcsize,
        },
    ],
    init: |vm, m| {
        let cls = new_exception_class(vm, "error", TypeId::Exception, "struct")?;
        set_attr(vm, m, "error", cls)
    },
};

fn struct_err(vm: &mut Vm, msg: &str) -> Error {
    raise_module_error(vm, "_struct", "error", msg)
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Native,
    /// `=`: native order, standard sizes, no alignment.
    StdNativeOrder,
    Little,
    Big,
}

impl Mode {
    fn little(self) -> bool {
        !matches!(self, Mode::Big)
    }
}

#[derive(Clone, Copy)]
struct Item {
    code: u8,
    count: usize,
    size: usize,
}

struct Format {
    mode: Mode,
    items: Vec<Item>,
    size: usize,
    /// Values consumed by pack / produced by unpack.
    nargs: usize,
}

fn code_size(mode: Mode, c: u8) -> Option<usize> {
    let native = mode == Mode::Native;
    Some(match c {
        b'x' | b'c' | b'b' | b'B' | b'?' | b's' | b'p' => 1,
        b'h' | b'H' | b'e' => 2,
        b'i' | b'I' | b'f' => 4,
        b'l' | b'L' => {
            if native {
                8
            } else {
                4
            }
        }
        b'q' | b'Q' | b'd' => 8,
        b'n' | b'N' | b'P' if native => 8,
        _ => return None,
    })
}

fn parse(vm: &mut Vm, fmt: Value) -> Result<Format> {
    let text: Vec<u8> = if let Some(s) = vm.str_of(fmt) {
        s.as_bytes().to_vec()
    } else if let Some(b) = vm.bytes_of(fmt) {
        if vm.is_bytearray(fmt) {
            return Err(not_format(vm, fmt));
        }
        b.to_vec()
    } else {
        return Err(not_format(vm, fmt));
    };
    vm.charge_steps(text.len() as u64 / 16 + 1)?;
    let (mode, rest) = match text.first() {
        Some(b'@') => (Mode::Native, &text[1..]),
        Some(b'=') => (Mode::StdNativeOrder, &text[1..]),
        Some(b'<') => (Mode::Little, &text[1..]),
        Some(b'>' | b'!') => (Mode::Big, &text[1..]),
        _ => (Mode::Native, &text[..]),
    };
    let mut items = Vec::new();
    let (mut size, mut nargs) = (0usize, 0usize);
    let too_long = |vm: &mut Vm| struct_err(vm, "total struct size too long");
    let mut i = 0;
    while i < rest.len() {
        let c = rest[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let mut count = 1usize;
        if c.is_ascii_digit() {
            let mut n: usize = 0;
            while i < rest.len() && rest[i].is_ascii_digit() {
                n = match n
                    .checked_mul(10)
                    .and_then(|n| n.checked_add((rest[i] - b'0') as usize))
                {
                    Some(n) => n,
                    None => return Err(too_long(vm)),
                };
                i += 1;
            }
            if i >= rest.len() {
                return Err(struct_err(
                    vm,
                    "repeat count given without format specifier",
                ));
            }
            count = n;
        }
        let c = rest[i];
        i += 1;
        let Some(isize_) = code_size(mode, c) else {
            return Err(struct_err(vm, "bad char in struct format"));
        };
        if mode == Mode::Native && isize_ > 1 {
            size = size.div_ceil(isize_) * isize_;
        }
        let total = match isize_.checked_mul(count).and_then(|t| t.checked_add(size)) {
            Some(t) if t <= isize::MAX as usize => t,
            _ => return Err(too_long(vm)),
        };
        size = total;
        nargs += match c {
            b'x' => 0,
            b's' | b'p' => 1,
            _ => count,
        };
        items.push(Item {
            code: c,
            count,
            size: isize_,
        });
    }
    Ok(Format {
        mode,
        items,
        size,
        nargs,
    })
}

fn not_format(vm: &Vm, v: Value) -> Error {
    Error::type_error(format!(
        "Struct() argument 1 must be a str or bytes object, not {}",
        vm.type_name(v)
    ))
}

fn calcsize(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("calcsize")?;
    if a.len() != 1 {
        return Err(Error::type_error(format!(
            "calcsize() takes exactly one argument ({} given)",
            a.len()
        )));
    }
    let f = parse(vm, a.pos[0])?;
    Ok(Value::Int(f.size as i64))
}

fn pack(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("pack")?;
    let Some((&fmt, vals)) = a.pos.split_first() else {
        return Err(Error::type_error(
            "pack expected at least 1 argument, got 0",
        ));
    };
    let f = parse(vm, fmt)?;
    if vals.len() != f.nargs {
        return Err(struct_err(
            vm,
            &format!(
                "pack expected {} items for packing (got {})",
                f.nargs,
                vals.len()
            ),
        ));
    }
    vm.heap.check_room(f.size)?;
    vm.charge_steps(f.size as u64 / 16 + 1)?;
    let mut out = Vec::with_capacity(f.size);
    let mut args = vals.iter().copied();
    for it in &f.items {
        if f.mode == Mode::Native && it.size > 1 {
            let aligned = out.len().div_ceil(it.size) * it.size;
            out.resize(aligned, 0);
        }
        match it.code {
            b'x' => out.resize(out.len() + it.count, 0),
            b's' | b'p' => {
                let v = args.next().unwrap_or(Value::None);
                let Some(b) = vm.bytes_of(v).map(<[u8]>::to_vec) else {
                    let code = it.code as char;
                    return Err(struct_err(
                        vm,
                        &format!("argument for '{code}' must be a bytes object"),
                    ));
                };
                let start = out.len();
                if it.code == b's' {
                    let n = b.len().min(it.count);
                    out.extend_from_slice(&b[..n]);
                } else if it.count > 0 {
                    let n = b.len().min(it.count - 1);
                    out.push(n.min(255) as u8);
                    out.extend_from_slice(&b[..n]);
                }
                out.resize(start + it.count, 0);
            }
            _ => {
                for _ in 0..it.count {
                    let v = args.next().unwrap_or(Value::None);
                    pack_one(vm, f.mode, it.code, it.size, v, &mut out)?;
                }
            }
        }
    }
    vm.new_bytes(out)
}

fn put_uint(out: &mut Vec<u8>, little: bool, size: usize, x: u64) {
    let b = x.to_le_bytes();
    if little {
        out.extend_from_slice(&b[..size]);
    } else {
        out.extend(b[..size].iter().rev());
    }
}

fn pack_one(
    vm: &mut Vm,
    mode: Mode,
    code: u8,
    size: usize,
    v: Value,
    out: &mut Vec<u8>,
) -> Result<()> {
    let little = mode.little();
    match code {
        b'c' => {
            match vm.bytes_of(v) {
                Some(b) if b.len() == 1 => out.push(b[0]),
                _ => {
                    return Err(struct_err(
                        vm,
                        "char format requires a bytes object of length 1",
                    ));
                }
            }
            Ok(())
        }
        b'?' => {
            let t = vm.truthy(v)?;
            out.push(u8::from(t));
            Ok(())
        }
        b'e' | b'f' | b'd' => {
            let x = match v {
                Value::Float(x) => x,
                Value::Int(i) => i as f64,
                Value::Bool(b) => f64::from(u8::from(b)),
                _ => match float_of(vm, v) {
                    Ok(x) => x,
                    Err(e) if e.is_catchable() => {
                        return Err(struct_err(vm, "required argument is not a float"));
                    }
                    Err(e) => return Err(e),
                },
            };
            match code {
                b'd' => put_uint(out, little, 8, x.to_bits()),
                b'f' => {
                    let y = x as f32;
                    if mode != Mode::Native && y.is_infinite() && !x.is_infinite() {
                        return Err(Error::overflow("float too large to pack with f format"));
                    }
                    put_uint(out, little, 4, u64::from(y.to_bits()));
                }
                _ => match pack_half(x) {
                    Some(h) => put_uint(out, little, 2, u64::from(h)),
                    None => {
                        return Err(Error::overflow("float too large to pack with e format"));
                    }
                },
            }
            Ok(())
        }
        _ => {
            let n = match vm.int_big(v) {
                Some(n) if !matches!(v, Value::Float(_)) => n,
                _ => match index_of(vm, v) {
                    Ok(n) => n,
                    Err(e) if e.is_catchable() => {
                        return Err(struct_err(vm, "required argument is not an integer"));
                    }
                    Err(e) => return Err(e),
                },
            };
            let x = int_bits(vm, mode, code, size, &n)?;
            put_uint(out, little, size, x);
            Ok(())
        }
    }
}

/// Range-check an integer for `code` and return its two's-complement bits.
fn int_bits(vm: &mut Vm, mode: Mode, code: u8, size: usize, n: &BigInt) -> Result<u64> {
    let signed = code.is_ascii_lowercase();
    // CPython's native packers serve `@` always and `<`/`=` when the
    // standard size is the native size; big-endian uses its own.
    let native_fn = match mode {
        Mode::Native => true,
        Mode::Little | Mode::StdNativeOrder => !matches!(code, b'l' | b'L'),
        Mode::Big => matches!(code, b'b' | b'B'),
    };
    let out_of_range = |vm: &mut Vm| {
        let msg = if !native_fn && size == 8 {
            "int too large to convert"
        } else {
            "argument out of range"
        };
        struct_err(vm, msg)
    };
    // Native B and H convert through a signed long first, like CPython.
    let unsigned_first = !(signed || native_fn && matches!(code, b'B' | b'H'));
    let wide: i128 = if unsigned_first {
        match n.to_u64() {
            Some(x) => i128::from(x),
            None => return Err(out_of_range(vm)),
        }
    } else {
        match n.to_i64() {
            Some(x) => i128::from(x),
            None => return Err(out_of_range(vm)),
        }
    };
    let bits = (size * 8) as u32;
    let (lo, hi): (i128, i128) = if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    if wide < lo || wide > hi {
        if size == 8 {
            return Err(out_of_range(vm));
        }
        let msg = match (native_fn, code) {
            (true, b'b') => "byte format requires -128 <= number <= 127".to_string(),
            (true, b'B') => "ubyte format requires 0 <= number <= 255".to_string(),
            (true, b'h') => "short format requires -32768 <= number <= 32767".to_string(),
            (true, b'H') => "ushort format requires 0 <= number <= 65535".to_string(),
            _ => format!("'{}' format requires {lo} <= number <= {hi}", code as char),
        };
        return Err(struct_err(vm, &msg));
    }
    Ok(wide as u64)
}

/// IEEE 754 binary16 with round-half-even, as CPython's `PyFloat_Pack2`;
/// None on overflow.
fn pack_half(x: f64) -> Option<u16> {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return Some(sign | 0x7e00);
    }
    if x.is_infinite() {
        return Some(sign | 0x7c00);
    }
    let a = x.abs();
    if a == 0.0 {
        return Some(sign);
    }
    let (mut f, mut e) = frexp(a);
    // Normalize f to [1.0, 2.0).
    f *= 2.0;
    e -= 1;
    if e >= 16 {
        return None;
    } else if e < -25 {
        f = 0.0;
        e = 0;
    } else if e < -14 {
        f = ldexp(f, 14 + e);
        e = 0;
    } else {
        e += 15;
        f -= 1.0;
    }
    f *= 1024.0;
    let mut bits = f as u16;
    let rem = f - f64::from(bits);
    if rem > 0.5 || (rem == 0.5 && bits % 2 == 1) {
        bits += 1;
        if bits == 1024 {
            bits = 0;
            e += 1;
            if e == 31 {
                return None;
            }
        }
    }
    Some(sign | ((e as u16) << 10) | bits)
}

fn unpack_half(h: u16) -> f64 {
    let neg = h & 0x8000 != 0;
    let e = i32::from((h >> 10) & 0x1f);
    let f = h & 0x3ff;
    let x = if e == 0x1f {
        if f == 0 { f64::INFINITY } else { f64::NAN }
    } else {
        let m = f64::from(f) / 1024.0;
        if e == 0 {
            ldexp(m, -14)
        } else {
            ldexp(m + 1.0, e - 15)
        }
    };
    if neg { -x } else { x }
}

fn frexp(x: f64) -> (f64, i32) {
    let mut e = 0;
    let mut m = x;
    // Subnormals first become normal.
    if m < f64::MIN_POSITIVE {
        m *= 2f64.powi(64);
        e -= 64;
    }
    let bits = m.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32 - 1022;
    let mant = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (mant, e + exp)
}

fn ldexp(x: f64, e: i32) -> f64 {
    x * 2f64.powi(e)
}

fn buffer_arg(vm: &Vm, v: Value) -> Result<Vec<u8>> {
    match vm.bytes_of(v) {
        Some(b) => Ok(b.to_vec()),
        None => Err(Error::type_error(format!(
            "a bytes-like object is required, not '{}'",
            vm.type_name(v)
        ))),
    }
}

fn decode(vm: &mut Vm, f: &Format, buf: &[u8]) -> Result<Value> {
    vm.charge_steps(f.size as u64 / 16 + 1)?;
    let little = f.mode.little();
    let mut vals = Vec::with_capacity(f.nargs);
    let mut pos = 0usize;
    let get = |pos: usize, size: usize| -> u64 {
        let mut b = [0u8; 8];
        let src = &buf[pos..pos + size];
        if little {
            b[..size].copy_from_slice(src);
        } else {
            for (d, s) in b[..size].iter_mut().zip(src.iter().rev()) {
                *d = *s;
            }
        }
        u64::from_le_bytes(b)
    };
    for it in &f.items {
        if f.mode == Mode::Native && it.size > 1 {
            pos = pos.div_ceil(it.size) * it.size;
        }
        match it.code {
            b'x' => pos += it.count,
            b's' => {
                vals.push(vm.new_bytes(buf[pos..pos + it.count].to_vec())?);
                pos += it.count;
            }
            b'p' => {
                let n = if it.count == 0 {
                    0
                } else {
                    (buf[pos] as usize).min(it.count - 1)
                };
                let start = pos + usize::from(it.count > 0);
                vals.push(vm.new_bytes(buf[start..start + n].to_vec())?);
                pos += it.count;
            }
            code => {
                for _ in 0..it.count {
                    let x = get(pos, it.size);
                    pos += it.size;
                    let v = match code {
                        b'c' => vm.new_bytes(vec![x as u8])?,
                        b'?' => Value::Bool(x != 0),
                        b'e' => Value::Float(unpack_half(x as u16)),
                        b'f' => Value::Float(f64::from(f32::from_bits(x as u32))),
                        b'd' => Value::Float(f64::from_bits(x)),
                        c if c.is_ascii_lowercase() => {
                            let shift = 64 - it.size as u32 * 8;
                            Value::Int(((x << shift) as i64) >> shift)
                        }
                        _ => match i64::try_from(x) {
                            Ok(i) => Value::Int(i),
                            Err(_) => vm.new_int(BigInt::from(x))?,
                        },
                    };
                    vals.push(v);
                }
            }
        }
    }
    vm.new_tuple(vals)
}

fn two_args(a: &Args, name: &str) -> Result<(Value, Value)> {
    a.no_kw(name)?;
    if a.len() != 2 {
        return Err(Error::type_error(format!(
            "{name} expected 2 arguments, got {}",
            a.len()
        )));
    }
    Ok((a.pos[0], a.pos[1]))
}

fn unpack(vm: &mut Vm, a: Args) -> Result<Value> {
    let (fmt, b) = two_args(&a, "unpack")?;
    let f = parse(vm, fmt)?;
    let buf = buffer_arg(vm, b)?;
    if buf.len() != f.size {
        return Err(struct_err(
            vm,
            &format!("unpack requires a buffer of {} bytes", f.size),
        ));
    }
    decode(vm, &f, &buf)
}

fn unpack_from(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("unpack_from", &["buffer", "offset"])?;
    let (Some(fmt), Some(b)) = (a.get(0), a.arg(1, "buffer")) else {
        return Err(Error::type_error(
            "unpack_from() missing required argument 'buffer' (pos 2)",
        ));
    };
    // CPython takes a Py_ssize_t; wide arithmetic keeps huge offsets
    // from overflowing below.
    let offset: i128 = match a.arg(2, "offset") {
        Some(v) => {
            let n = index_of(vm, v)?;
            match n.to_i64() {
                Some(x) => i128::from(x),
                None => {
                    return Err(Error::overflow(
                        "Python int too large to convert to C ssize_t",
                    ));
                }
            }
        }
        None => 0,
    };
    let f = parse(vm, fmt)?;
    let buf = buffer_arg(vm, b)?;
    let len = buf.len() as i128;
    let mut off = offset;
    if off < 0 {
        if off + len < 0 {
            return Err(struct_err(
                vm,
                &format!("offset {offset} out of range for {len}-byte buffer"),
            ));
        }
        off += len;
    }
    if len - off < f.size as i128 {
        let msg = if offset < 0 {
            format!(
                "not enough data to unpack {} bytes at offset {offset}",
                f.size
            )
        } else {
            format!(
                "unpack_from requires a buffer of at least {} bytes for unpacking {} bytes at offset {offset} (actual buffer size is {len})",
                f.size as i128 + offset,
                f.size
            )
        };
        return Err(struct_err(vm, &msg));
    }
    let start = off as usize;
    decode(vm, &f, &buf[start..start + f.size])
}

fn iter_unpack(vm: &mut Vm, a: Args) -> Result<Value> {
    let (fmt, b) = two_args(&a, "iter_unpack")?;
    let f = parse(vm, fmt)?;
    let buf = buffer_arg(vm, b)?;
    if f.size == 0 {
        return Err(struct_err(
            vm,
            "cannot iteratively unpack with a struct of length 0",
        ));
    }
    if buf.len() % f.size != 0 {
        return Err(struct_err(
            vm,
            &format!(
                "iterative unpacking requires a buffer of a multiple of {} bytes",
                f.size
            ),
        ));
    }
    let mut items = Vec::with_capacity(buf.len() / f.size);
    let base = vm.roots.len();
    let r = (|| {
        for chunk in buf.chunks(f.size) {
            let t = decode(vm, &f, chunk)?;
            vm.roots.push(t);
            items.push(t);
        }
        vm.new_list(std::mem::take(&mut items))
    })();
    vm.roots.truncate(base);
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_round_trip() {
        for x in [0.0, 1.0, -2.5, 65504.0, 6.1e-5, 5.96e-8, 0.1] {
            let h = pack_half(x).unwrap_or(0);
            let y = unpack_half(h);
            assert!((x - y).abs() <= x.abs() * 1e-3 + 6e-8, "{x} {y}");
        }
        assert_eq!(pack_half(65520.0), None);
    }
}
