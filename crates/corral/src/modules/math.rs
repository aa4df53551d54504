//! The `math` module.

use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::common::{float_of, index_of, not_real};
use super::mathfns::{self as mf, FSumErr, MathErr};
use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::compile::code::BinOp;
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;
use crate::vm::ops::Num;

macro_rules! defs {
    ($($name:literal => $f:expr),* $(,)?) => {
        &[$(NativeDef { name: $name, f: $f }),*]
    };
}

pub static MODULE: ModuleDef = ModuleDef {
    name: "math",
    functions: defs! {
        "sqrt" => sqrt,
        "floor" => floor,
        "acos" => |vm, a| f1(vm, a, "acos", f64::acos, false),
        "acosh" => |vm, a| f1(vm, a, "acosh", mf::acosh, false),
        "asin" => |vm, a| f1(vm, a, "asin", f64::asin, false),
        "asinh" => |vm, a| f1(vm, a, "asinh", mf::asinh, false),
        "atan" => |vm, a| f1(vm, a, "atan", f64::atan, false),
        "atan2" => |vm, a| f2(vm, a, "atan2", atan2),
        "atanh" => |vm, a| f1(vm, a, "atanh", mf::atanh, false),
        "cbrt" => |vm, a| f1(vm, a, "cbrt", mf::cbrt, false),
        "ceil" => ceil,
        "comb" => comb,
        "copysign" => |vm, a| f2(vm, a, "copysign", f64::copysign),
        "cos" => |vm, a| f1(vm, a, "cos", f64::cos, false),
        "cosh" => |vm, a| f1(vm, a, "cosh", f64::cosh, true),
        "degrees" => |vm, a| {
            let x = one_float(vm, a, "degrees")?;
            Ok(Value::Float(x * (180.0 / std::f64::consts::PI)))
        },
        "dist" => dist,
        "erf" => |vm, a| f1(vm, a, "erf", mf::erf, false),
        "erfc" => |vm, a| f1(vm, a, "erfc", mf::erfc, false),
        "exp" => |vm, a| f1(vm, a, "exp", f64::exp, true),
        "exp2" => |vm, a| f1(vm, a, "exp2", f64::exp2, true),
        "expm1" => |vm, a| f1(vm, a, "expm1", f64::exp_m1, true),
        "fabs" => |vm, a| f1(vm, a, "fabs", f64::abs, false),
        "factorial" => factorial,
        "fmod" => fmod,
        "frexp" => |vm, a| {
            let x = one_float(vm, a, "frexp")?;
            let (m, e) = mf::frexp(x);
            vm.new_tuple_of(&[Value::Float(m), Value::Int(e as i64)])
        },
        "fsum" => fsum,
        "gamma" => |vm, a| f1a(vm, a, "gamma", mf::gamma),
        "gcd" => gcd,
        "hypot" => hypot,
        "isclose" => isclose,
        "isfinite" => |vm, a| Ok(Value::Bool(one_float(vm, a, "isfinite")?.is_finite())),
        "isinf" => |vm, a| Ok(Value::Bool(one_float(vm, a, "isinf")?.is_infinite())),
        "isnan" => |vm, a| Ok(Value::Bool(one_float(vm, a, "isnan")?.is_nan())),
        "isqrt" => isqrt,
        "lcm" => lcm,
        "ldexp" => ldexp,
        "lgamma" => |vm, a| f1a(vm, a, "lgamma", mf::lgamma),
        "log" => log,
        "log10" => |vm, a| {
            let x = one_arg(a, "log10")?;
            log_helper(vm, x, Log::Ten).map(Value::Float)
        },
        "log1p" => |vm, a| f1(vm, a, "log1p", log1p, false),
        "log2" => |vm, a| {
            let x = one_arg(a, "log2")?;
            log_helper(vm, x, Log::Two).map(Value::Float)
        },
        "modf" => |vm, a| {
            let x = one_float(vm, a, "modf")?;
            let (f, i) = if x.is_infinite() {
                (0.0f64.copysign(x), x)
            } else if x.is_nan() {
                (x, x)
            } else {
                let i = x.trunc();
                ((x - i).copysign(x), i)
            };
            vm.new_tuple_of(&[Value::Float(f), Value::Float(i)])
        },
        "nextafter" => |vm, a| f2(vm, a, "nextafter", mf::nextafter),
        "perm" => perm,
        "pow" => pow,
        "prod" => prod,
        "radians" => |vm, a| {
            let x = one_float(vm, a, "radians")?;
            Ok(Value::Float(x * (std::f64::consts::PI / 180.0)))
        },
        "remainder" => |vm, a| f2(vm, a, "remainder", mf::remainder),
        "sin" => |vm, a| f1(vm, a, "sin", f64::sin, false),
        "sinh" => |vm, a| f1(vm, a, "sinh", f64::sinh, true),
        "tan" => |vm, a| f1(vm, a, "tan", f64::tan, false),
        "tanh" => |vm, a| f1(vm, a, "tanh", f64::tanh, false),
        "trunc" => trunc,
        "ulp" => |vm, a| Ok(Value::Float(mf::ulp(one_float(vm, a, "ulp")?))),
    },
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    set_attr(vm, m, "pi", Value::Float(std::f64::consts::PI))?;
    set_attr(vm, m, "e", Value::Float(std::f64::consts::E))?;
    set_attr(vm, m, "tau", Value::Float(std::f64::consts::TAU))?;
    set_attr(vm, m, "inf", Value::Float(f64::INFINITY))?;
    set_attr(vm, m, "nan", Value::Float(f64::NAN))?;
    Ok(())
}

fn domain() -> Error {
    Error::value_error("math domain error")
}

fn range() -> Error {
    Error::overflow("math range error")
}

fn math_err(e: MathErr) -> Error {
    match e {
        MathErr::Domain => domain(),
        MathErr::Range => range(),
    }
}

/// The single argument of a METH_O function.
fn one_arg(a: Args, name: &str) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(Error::type_error(format!(
            "math.{name}() takes no keyword arguments"
        )));
    }
    if a.pos.len() != 1 {
        return Err(Error::type_error(format!(
            "math.{name}() takes exactly one argument ({} given)",
            a.pos.len()
        )));
    }
    Ok(a.pos[0])
}

fn one_float(vm: &mut Vm, a: Args, name: &str) -> Result<f64> {
    let v = one_arg(a, name)?;
    float_of(vm, v)
}

/// Two positional arguments of a FASTCALL function.
fn two_args(a: Args, name: &str) -> Result<(Value, Value)> {
    if !a.kw.is_empty() {
        return Err(Error::type_error(format!(
            "math.{name}() takes no keyword arguments"
        )));
    }
    a.expect(name, 2, 2)?;
    Ok((a.pos[0], a.pos[1]))
}

/// A libm function of one float with CPython's `math_1` error rules.
fn f1(vm: &mut Vm, a: Args, name: &str, f: fn(f64) -> f64, can_overflow: bool) -> Result<Value> {
    let x = one_float(vm, a, name)?;
    let r = f(x);
    if r.is_nan() && !x.is_nan() {
        return Err(domain());
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow { range() } else { domain() });
    }
    Ok(Value::Float(r))
}

/// A function that reports its own errors (`math_1a`).
fn f1a(vm: &mut Vm, a: Args, name: &str, f: fn(f64) -> mf::MResult) -> Result<Value> {
    let x = one_float(vm, a, name)?;
    match f(x) {
        Ok(r) => Ok(Value::Float(r)),
        Err(MathErr::Range) if x.abs() < 1.5 => Ok(Value::Float(0.0)),
        Err(e) => Err(math_err(e)),
    }
}

/// A function of two floats with CPython's `math_2` error rules.
fn f2(vm: &mut Vm, a: Args, name: &str, f: fn(f64, f64) -> f64) -> Result<Value> {
    let (x, y) = two_args(a, name)?;
    let x = float_of(vm, x)?;
    let y = float_of(vm, y)?;
    let r = f(x, y);
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(domain());
    }
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        return Err(range());
    }
    Ok(Value::Float(r))
}

fn log1p(x: f64) -> f64 {
    if x == 0.0 { x } else { x.ln_1p() }
}

fn atan2(y: f64, x: f64) -> f64 {
    use std::f64::consts::PI;
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if y.is_infinite() {
        if x.is_infinite() {
            return if x.is_sign_positive() {
                (0.25 * PI).copysign(y)
            } else {
                (0.75 * PI).copysign(y)
            };
        }
        return (0.5 * PI).copysign(y);
    }
    if x.is_infinite() || y == 0.0 {
        return if x.is_sign_positive() {
            0.0f64.copysign(y)
        } else {
            PI.copysign(y)
        };
    }
    y.atan2(x)
}

fn sqrt(vm: &mut Vm, a: Args) -> Result<Value> {
    f1(vm, a, "sqrt", f64::sqrt, false)
}

/// floor/ceil: ints pass through, floats round, others use `__floor__`.
fn round_to_int(
    vm: &mut Vm,
    a: Args,
    name: &str,
    dunder: &str,
    f: fn(f64) -> f64,
) -> Result<Value> {
    let v = one_arg(a, name)?;
    match vm.num(v) {
        Some(Num::I(i)) => return Ok(Value::Int(i)),
        Some(Num::B(_)) => return Ok(v),
        Some(Num::F(x)) => return float_to_int(vm, f(x)),
        None => {}
    }
    if vm.is_user(v)
        && let Some(r) = vm.call_dunder(v, dunder, &[])?
    {
        return Ok(r);
    }
    let x = float_of(vm, v)?;
    float_to_int(vm, f(x))
}

fn float_to_int(vm: &mut Vm, x: f64) -> Result<Value> {
    let r = crate::num::f64_to_int(x);
    vm.int_result(r)
}

fn floor(vm: &mut Vm, a: Args) -> Result<Value> {
    round_to_int(vm, a, "floor", "__floor__", f64::floor)
}

fn ceil(vm: &mut Vm, a: Args) -> Result<Value> {
    round_to_int(vm, a, "ceil", "__ceil__", f64::ceil)
}

fn trunc(vm: &mut Vm, a: Args) -> Result<Value> {
    let v = one_arg(a, "trunc")?;
    match vm.num(v) {
        Some(Num::I(i)) => return Ok(Value::Int(i)),
        Some(Num::B(_)) => return Ok(v),
        Some(Num::F(x)) => return float_to_int(vm, x.trunc()),
        None => {}
    }
    if vm.is_user(v)
        && let Some(r) = vm.call_dunder(v, "__trunc__", &[])?
    {
        return Ok(r);
    }
    Err(Error::type_error(format!(
        "type {} doesn't define __trunc__ method",
        vm.type_name(v)
    )))
}

fn fmod(vm: &mut Vm, a: Args) -> Result<Value> {
    let (x, y) = two_args(a, "fmod")?;
    let x = float_of(vm, x)?;
    let y = float_of(vm, y)?;
    if y.is_infinite() && x.is_finite() {
        return Ok(Value::Float(x));
    }
    let r = mf::fmod(x, y);
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(domain());
    }
    Ok(Value::Float(r))
}

fn pow(vm: &mut Vm, a: Args) -> Result<Value> {
    let (x, y) = two_args(a, "pow")?;
    let x = float_of(vm, x)?;
    let y = float_of(vm, y)?;
    let r;
    if !x.is_finite() || !y.is_finite() {
        r = if x.is_nan() {
            if y == 0.0 { 1.0 } else { x }
        } else if y.is_nan() {
            if x == 1.0 { 1.0 } else { y }
        } else if x.is_infinite() {
            let odd_y = y.is_finite() && (y.abs() % 2.0) == 1.0;
            if y > 0.0 {
                if odd_y { x } else { x.abs() }
            } else if y == 0.0 {
                1.0
            } else if odd_y {
                0.0f64.copysign(x)
            } else {
                0.0
            }
        } else if x.abs() == 1.0 {
            1.0
        } else if y > 0.0 && x.abs() > 1.0 {
            y
        } else if y < 0.0 && x.abs() < 1.0 {
            -y
        } else {
            0.0
        };
        return Ok(Value::Float(r));
    }
    r = x.powf(y);
    if r.is_nan() {
        return Err(domain());
    }
    if r.is_infinite() {
        return Err(if x == 0.0 { domain() } else { range() });
    }
    Ok(Value::Float(r))
}

fn ldexp(vm: &mut Vm, a: Args) -> Result<Value> {
    let (x, i) = two_args(a, "ldexp")?;
    let x = float_of(vm, x)?;
    let e = match vm.num(i) {
        Some(Num::I(e)) => e,
        Some(Num::B(b)) => {
            if b.is_negative() {
                i64::MIN
            } else {
                i64::MAX
            }
        }
        _ => {
            return Err(Error::type_error(
                "Expected an int as second argument to ldexp.",
            ));
        }
    };
    if x == 0.0 || !x.is_finite() {
        return Ok(Value::Float(x));
    }
    if e > i32::MAX as i64 {
        return Err(range());
    }
    if e < i32::MIN as i64 {
        return Ok(Value::Float(0.0f64.copysign(x)));
    }
    let r = mf::ldexp(x, e);
    if r.is_infinite() {
        return Err(range());
    }
    Ok(Value::Float(r))
}

enum Log {
    E,
    Two,
    Ten,
}

fn log_f(x: f64, kind: &Log) -> f64 {
    match kind {
        Log::E => x.ln(),
        Log::Two => mf::log2(x),
        Log::Ten => x.log10(),
    }
}

/// log of an int (any size) or float, with CPython's domain checks.
fn log_helper(vm: &mut Vm, v: Value, kind: Log) -> Result<f64> {
    let big = match v {
        Value::Int(_) | Value::Bool(_) => vm.int_big(v),
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::BigInt(b) => Some(b.clone()),
            _ => None,
        },
        _ => None,
    };
    if let Some(b) = big {
        if b.sign() != Sign::Plus {
            return Err(domain());
        }
        return Ok(match crate::num::big_to_f64(&b) {
            Ok(x) => log_f(x, &kind),
            Err(_) => {
                // x = m * 2**e with m in [0.5, 1): log(x) = log(m) + e*log(2).
                let bits = b.bits();
                let shift = bits.saturating_sub(64);
                let top = (&b >> shift).to_u64().unwrap_or(u64::MAX);
                let m = crate::num::big_to_f64(&BigInt::from(top)).unwrap_or(0.0);
                let (mm, me) = mf::frexp(m);
                let e = me as f64 + shift as f64;
                log_f(mm, &kind) + log_f(2.0, &kind) * e
            }
        });
    }
    let x = float_of(vm, v)?;
    if x.is_nan() {
        return Ok(x);
    }
    if x <= 0.0 {
        return Err(domain());
    }
    Ok(log_f(x, &kind))
}

/// `math.log(v)` (natural log of an int of any size or a float).
pub(crate) fn ln_value(vm: &mut Vm, v: Value) -> Result<f64> {
    log_helper(vm, v, Log::E)
}

fn log(vm: &mut Vm, a: Args) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(Error::type_error("math.log() takes no keyword arguments"));
    }
    if a.pos.is_empty() || a.pos.len() > 2 {
        return Err(Error::type_error("math.log requires 1 to 2 arguments"));
    }
    let num = log_helper(vm, a.pos[0], Log::E)?;
    if a.pos.len() == 1 {
        return Ok(Value::Float(num));
    }
    let den = log_helper(vm, a.pos[1], Log::E)?;
    if den == 0.0 {
        return Err(Error::zero_div("float division by zero"));
    }
    Ok(Value::Float(num / den))
}

fn fsum(vm: &mut Vm, a: Args) -> Result<Value> {
    let v = one_arg(a, "fsum")?;
    let it = vm.get_iter(v)?;
    let base = vm.roots.len();
    vm.roots.push(it);
    let r = (|| {
        let mut acc = mf::FSum::default();
        let mut n = 0u64;
        while let Some(x) = vm.next_fast(it)? {
            let x = float_of(vm, x)?;
            n += 1;
            if n.is_multiple_of(256) {
                vm.charge_steps(256 + acc.len() as u64)?;
                vm.heap.check_room(acc.len() * 8)?;
            }
            acc.add(x)
                .map_err(|_| Error::overflow("intermediate overflow in fsum"))?;
        }
        match acc.result() {
            Ok(x) => Ok(Value::Float(x)),
            Err(FSumErr::InfMinusInf) => Err(Error::value_error("-inf + inf in fsum")),
            Err(FSumErr::Overflow) => Err(Error::overflow("intermediate overflow in fsum")),
        }
    })();
    vm.roots.truncate(base);
    r
}

fn hypot(vm: &mut Vm, a: Args) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(Error::type_error("math.hypot() takes no keyword arguments"));
    }
    let mut coords = Vec::with_capacity(a.pos.len());
    let (mut max, mut nan) = (0.0f64, false);
    for &v in a.pos {
        let x = float_of(vm, v)?.abs();
        nan |= x.is_nan();
        if x > max {
            max = x;
        }
        coords.push(x);
    }
    Ok(Value::Float(mf::vector_norm(&coords, max, nan)))
}

fn dist(vm: &mut Vm, a: Args) -> Result<Value> {
    let (p, q) = two_args(a, "dist")?;
    let p = vm.collect_iter(p)?;
    let q = vm.collect_iter(q)?;
    if p.len() != q.len() {
        return Err(Error::value_error(
            "both points must have the same number of dimensions",
        ));
    }
    let mut diffs = Vec::with_capacity(p.len());
    let (mut max, mut nan) = (0.0f64, false);
    for (x, y) in p.into_iter().zip(q) {
        let d = (float_of(vm, x)? - float_of(vm, y)?).abs();
        nan |= d.is_nan();
        if d > max {
            max = d;
        }
        diffs.push(d);
    }
    Ok(Value::Float(mf::vector_norm(&diffs, max, nan)))
}

fn isclose(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("isclose", &["a", "b", "rel_tol", "abs_tol"])?;
    if a.pos.len() > 2 {
        return Err(Error::type_error(format!(
            "isclose() takes exactly 2 positional arguments ({} given)",
            a.pos.len()
        )));
    }
    let x = a
        .arg(0, "a")
        .ok_or_else(|| Error::type_error("isclose() missing required argument 'a' (pos 1)"))?;
    let y = a
        .arg(1, "b")
        .ok_or_else(|| Error::type_error("isclose() missing required argument 'b' (pos 2)"))?;
    let x = float_of(vm, x)?;
    let y = float_of(vm, y)?;
    let rel = match a.kw("rel_tol") {
        Some(v) => float_of(vm, v)?,
        None => 1e-9,
    };
    let abs = match a.kw("abs_tol") {
        Some(v) => float_of(vm, v)?,
        None => 0.0,
    };
    if rel < 0.0 || abs < 0.0 {
        return Err(Error::value_error("tolerances must be non-negative"));
    }
    if x == y {
        return Ok(Value::Bool(true));
    }
    if x.is_infinite() || y.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let diff = (y - x).abs();
    Ok(Value::Bool(
        diff <= (rel * y).abs() || diff <= (rel * x).abs() || diff <= abs,
    ))
}

fn prod(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("prod", &["start"])?;
    if a.pos.len() != 1 {
        return Err(Error::type_error(format!(
            "prod() takes exactly 1 positional argument ({} given)",
            a.pos.len()
        )));
    }
    let mut acc = a.kw("start").unwrap_or(Value::Int(1));
    let it = vm.get_iter(a.pos[0])?;
    let base = vm.roots.len();
    vm.roots.push(it);
    vm.roots.push(acc);
    let r = (|| {
        let mut n = 0u64;
        while let Some(x) = vm.next_fast(it)? {
            n += 1;
            if n.is_multiple_of(256) {
                vm.charge_steps(256)?;
            }
            acc = match (acc, x) {
                (Value::Int(p), Value::Int(q)) if p.checked_mul(q).is_some() => Value::Int(p * q),
                (Value::Float(p), Value::Float(q)) => Value::Float(p * q),
                _ => vm.binary_op(BinOp::Mul, acc, x)?,
            };
            if let Some(last) = vm.roots.last_mut() {
                *last = acc;
            }
        }
        Ok(acc)
    })();
    vm.roots.truncate(base);
    r
}

// ----- integer functions -----

fn gcd(vm: &mut Vm, a: Args) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(Error::type_error("math.gcd() takes no keyword arguments"));
    }
    let mut acc = BigInt::zero();
    for &v in a.pos {
        let x = index_of(vm, v)?;
        if !acc.is_one() {
            acc = acc.gcd(&x);
        }
    }
    vm.new_int(acc)
}

fn lcm(vm: &mut Vm, a: Args) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(Error::type_error("math.lcm() takes no keyword arguments"));
    }
    let mut acc = BigInt::one();
    for (i, &v) in a.pos.iter().enumerate() {
        let x = index_of(vm, v)?;
        if i == 0 {
            acc = x.abs();
            continue;
        }
        if acc.is_zero() {
            continue;
        }
        if x.is_zero() {
            acc = BigInt::zero();
            continue;
        }
        let bits = acc.bits() + x.bits();
        vm.heap.check_room((bits / 8) as usize)?;
        let g = acc.gcd(&x);
        acc = (&acc / g * &x).abs();
    }
    vm.new_int(acc)
}

fn isqrt(vm: &mut Vm, a: Args) -> Result<Value> {
    let v = one_arg(a, "isqrt")?;
    let n = index_of(vm, v)?;
    if n.is_negative() {
        return Err(Error::value_error("isqrt() argument must be nonnegative"));
    }
    vm.charge_steps(n.bits() / 64)?;
    vm.new_int(n.sqrt())
}

/// The product of the integers in [lo, hi), as a balanced product tree.
fn range_product(vm: &mut Vm, lo: u64, hi: u64) -> Result<BigInt> {
    if hi <= lo {
        return Ok(BigInt::one());
    }
    if hi - lo <= 16 {
        let mut acc = BigInt::one();
        let mut small: u64 = 1;
        for k in lo..hi {
            match small.checked_mul(k) {
                Some(s) => small = s,
                None => {
                    acc *= small;
                    small = k;
                }
            }
        }
        return Ok(acc * small);
    }
    let mid = lo + (hi - lo) / 2;
    let l = range_product(vm, lo, mid)?;
    let r = range_product(vm, mid, hi)?;
    let limbs = (l.bits() + r.bits()) / 64 + 1;
    vm.charge_steps(limbs)?;
    Ok(l * r)
}

/// Refuse a result of about `bits` bits that would not fit in memory.
fn check_bits(vm: &mut Vm, bits: f64) -> Result<()> {
    let bytes = (bits / 8.0).min(usize::MAX as f64 / 4.0) as usize;
    // Intermediate products need about twice the final size.
    vm.heap.check_room(bytes.saturating_mul(2))?;
    vm.charge_steps((bits / 64.0) as u64)
}

fn ln_factorial(n: f64) -> f64 {
    mf::lgamma(n + 1.0).unwrap_or(f64::INFINITY)
}

fn factorial(vm: &mut Vm, a: Args) -> Result<Value> {
    let v = one_arg(a, "factorial")?;
    let n = index_of(vm, v)?;
    let Some(n) = n.to_i64() else {
        if n.is_negative() {
            return Err(Error::value_error(
                "factorial() not defined for negative values",
            ));
        }
        return Err(Error::overflow(
            "factorial() argument should not exceed 9223372036854775807",
        ));
    };
    if n < 0 {
        return Err(Error::value_error(
            "factorial() not defined for negative values",
        ));
    }
    let n = n as u64;
    if n > 20 {
        check_bits(vm, ln_factorial(n as f64) / std::f64::consts::LN_2)?;
    }
    let r = range_product(vm, 2, n + 1)?;
    vm.new_int(r)
}

fn nonneg(vm: &mut Vm, v: Value, what: &str) -> Result<BigInt> {
    let x = index_of(vm, v)?;
    if x.is_negative() {
        return Err(Error::value_error(format!(
            "{what} must be a non-negative integer"
        )));
    }
    Ok(x)
}

/// n*(n-1)*...*(n-k+1) for big n.
fn falling(vm: &mut Vm, n: &BigInt, k: u64) -> Result<BigInt> {
    if k == 0 {
        return Ok(BigInt::one());
    }
    if k == 1 {
        return Ok(n.clone());
    }
    let j = k / 2;
    let a = falling(vm, n, j)?;
    let b = falling(vm, &(n - BigInt::from(j)), k - j)?;
    vm.charge_steps((a.bits() + b.bits()) / 64 + 1)?;
    Ok(a * b)
}

fn comb_perm_args(
    vm: &mut Vm,
    a: Args,
    name: &str,
    min: usize,
) -> Result<(BigInt, Option<BigInt>)> {
    if !a.kw.is_empty() {
        return Err(Error::type_error(format!(
            "math.{name}() takes no keyword arguments"
        )));
    }
    a.expect(name, min, 2)?;
    let n = a.pos[0];
    let k = a.pos.get(1).copied();
    if name == "perm" && matches!(k, None | Some(Value::None)) {
        return Ok((index_of(vm, n)?, None));
    }
    let n = nonneg(vm, n, "n")?;
    let k = nonneg(vm, k.unwrap_or(Value::None), "k")?;
    Ok((n, Some(k)))
}

fn comb(vm: &mut Vm, a: Args) -> Result<Value> {
    let (n, k) = comb_perm_args(vm, a, "comb", 2)?;
    let k = k.unwrap_or_default();
    if k > n {
        return Ok(Value::Int(0));
    }
    let k2 = std::cmp::min(k.clone(), &n - &k);
    let Some(k) = k2.to_u64().filter(|k| *k <= i64::MAX as u64) else {
        return Err(Error::overflow(
            "min(n - k, k) must not exceed 9223372036854775807",
        ));
    };
    if k > 1 {
        // log2(C(n, k)) <= k * log2(n * e / k)
        let nf = crate::num::big_to_f64(&n).unwrap_or(f64::MAX);
        let bits = if n.bits() < 1000 {
            (ln_factorial(nf) - ln_factorial(k as f64) - ln_factorial(nf - k as f64))
                / std::f64::consts::LN_2
        } else {
            k as f64 * (n.bits() as f64)
        };
        check_bits(vm, bits.max(0.0) * 2.0 + 64.0)?;
    }
    let num = falling(vm, &n, k)?;
    let den = range_product(vm, 2, k + 1)?;
    vm.charge_steps(num.bits() / 64 + 1)?;
    vm.new_int(num / den)
}

fn perm(vm: &mut Vm, a: Args) -> Result<Value> {
    let (n, k) = comb_perm_args(vm, a, "perm", 1)?;
    let Some(k) = k else {
        if n.is_negative() {
            return Err(Error::value_error(
                "factorial() not defined for negative values",
            ));
        }
        let nv = vm.new_int(n)?;
        return factorial(vm, Args::new(&[nv]));
    };
    if k > n {
        return Ok(Value::Int(0));
    }
    let Some(k) = k.to_u64().filter(|k| *k <= i64::MAX as u64) else {
        return Err(Error::overflow("k must not exceed 9223372036854775807"));
    };
    if k > 1 {
        let nf = crate::num::big_to_f64(&n).unwrap_or(f64::MAX);
        let bits = if n.bits() < 1000 {
            (ln_factorial(nf) - ln_factorial(nf - k as f64)) / std::f64::consts::LN_2
        } else {
            k as f64 * (n.bits() as f64)
        };
        check_bits(vm, bits.max(0.0) + 64.0)?;
    }
    let r = falling(vm, &n, k)?;
    vm.new_int(r)
}

#[allow(dead_code)]
fn type_is_int(vm: &Vm, v: Value) -> bool {
    vm.type_of(v) == TypeId::Int
}

#[allow(dead_code)]
fn real_error(vm: &Vm, v: Value) -> Error {
    not_real(vm, v)
}
