//! The `cmath` module. The formulas follow the ones CPython 3.11 evaluates
//! (same libm calls in the same order), so results agree to the last bit;
//! inputs with an infinite or NaN part take their results from tables of
//! CPython's answers, indexed by the class of each part.

use std::f64::consts::{E, LN_2, LN_10, PI};

use super::common::float_of;
use super::mathfns as mf;
use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::Value;
use crate::vm::Vm;

macro_rules! defs {
    ($($name:literal => $f:expr),* $(,)?) => {
        &[$(NativeDef { name: $name, f: $f }),*]
    };
}

pub static MODULE: ModuleDef = ModuleDef {
    name: "cmath",
    functions: defs! {
        "acos" => |vm, a| unary(vm, a, "acos", acos),
        "acosh" => |vm, a| unary(vm, a, "acosh", acosh),
        "asin" => |vm, a| unary(vm, a, "asin", asin),
        "asinh" => |vm, a| unary(vm, a, "asinh", asinh),
        "atan" => |vm, a| unary(vm, a, "atan", atan),
        "atanh" => |vm, a| unary(vm, a, "atanh", atanh),
        "cos" => |vm, a| unary(vm, a, "cos", cos),
        "cosh" => |vm, a| unary(vm, a, "cosh", cosh),
        "exp" => |vm, a| unary(vm, a, "exp", exp),
        "isclose" => isclose,
        "isfinite" => |vm, a| {
            let (re, im) = one_complex(vm, a, "isfinite")?;
            Ok(Value::Bool(re.is_finite() && im.is_finite()))
        },
        "isinf" => |vm, a| {
            let (re, im) = one_complex(vm, a, "isinf")?;
            Ok(Value::Bool(re.is_infinite() || im.is_infinite()))
        },
        "isnan" => |vm, a| {
            let (re, im) = one_complex(vm, a, "isnan")?;
            Ok(Value::Bool(re.is_nan() || im.is_nan()))
        },
        "log" => log,
        "log10" => |vm, a| unary(vm, a, "log10", log10),
        "phase" => |vm, a| {
            let z = one_complex(vm, a, "phase")?;
            let phi = atan2z(z);
            // The C library reports an atan2 that underflows to zero
            // (finite nonzero y, huge x) and CPython's phase raises.
            if phi == 0.0 && z.1 != 0.0 && z.0.is_finite() && z.1.is_finite() {
                return Err(Error::overflow("math range error"));
            }
            Ok(Value::Float(phi))
        },
        "polar" => |vm, a| {
            let z = one_complex(vm, a, "polar")?;
            let (r, err) = cabs(z);
            err.check()?;
            let phi = atan2z(z);
            vm.new_tuple_of(&[Value::Float(r), Value::Float(phi)])
        },
        "rect" => rect_fn,
        "sin" => |vm, a| unary(vm, a, "sin", sin),
        "sinh" => |vm, a| unary(vm, a, "sinh", sinh),
        "sqrt" => |vm, a| unary(vm, a, "sqrt", |z| (sqrt(z), Errno::Ok)),
        "tan" => |vm, a| unary(vm, a, "tan", tan),
        "tanh" => |vm, a| unary(vm, a, "tanh", tanh),
    },
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    set_attr(vm, m, "pi", Value::Float(PI))?;
    set_attr(vm, m, "e", Value::Float(E))?;
    set_attr(vm, m, "tau", Value::Float(std::f64::consts::TAU))?;
    set_attr(vm, m, "inf", Value::Float(f64::INFINITY))?;
    set_attr(vm, m, "nan", Value::Float(f64::NAN))?;
    let infj = vm.new_complex(0.0, f64::INFINITY)?;
    set_attr(vm, m, "infj", infj)?;
    let nanj = vm.new_complex(0.0, f64::NAN)?;
    set_attr(vm, m, "nanj", nanj)
}

type C = (f64, f64);

/// What the C code leaves in `errno`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Errno {
    Ok,
    Dom,
    Range,
}

impl Errno {
    fn check(self) -> Result<()> {
        match self {
            Errno::Ok => Ok(()),
            Errno::Dom => Err(Error::value_error("math domain error")),
            Errno::Range => Err(Error::overflow("math range error")),
        }
    }
}

// Thresholds in terms of the float format: a quarter of the largest float
// (and its square root and log), and the square root of the smallest normal.
const LARGE: f64 = f64::MAX / 4.0;
fn sqrt_large() -> f64 {
    LARGE.sqrt()
}
fn log_large() -> f64 {
    LARGE.ln()
}
fn sqrt_dbl_min() -> f64 {
    f64::MIN_POSITIVE.sqrt()
}
const INF: f64 = f64::INFINITY;
const N: f64 = f64::NAN;
const P: f64 = PI;
const P2: f64 = PI / 2.0;
const P4: f64 = PI / 4.0;
const P34: f64 = 0.75 * PI;

/// The part's class: the row/column of the special-value tables.
fn class(x: f64) -> usize {
    if x.is_nan() {
        6
    } else if x.is_infinite() {
        if x > 0.0 { 5 } else { 0 }
    } else if x == 0.0 {
        if x.is_sign_positive() { 3 } else { 2 }
    } else if x > 0.0 {
        4
    } else {
        1
    }
}

fn special(z: C, t: &Table) -> Option<C> {
    if z.0.is_finite() && z.1.is_finite() {
        None
    } else {
        Some(t[class(z.0)][class(z.1)])
    }
}

/// A complex argument as `PyComplex_AsCComplex` converts it.
fn complex_of(vm: &mut Vm, v: Value) -> Result<C> {
    if vm.is_complex(v) {
        return Ok(vm.as_complex(v).unwrap_or((N, N)));
    }
    if vm.is_user(v) {
        if let Some(r) = vm.call_dunder(v, "__complex__", &[])? {
            if vm.is_complex(r) {
                return Ok(vm.as_complex(r).unwrap_or((N, N)));
            }
            return Err(Error::type_error(format!(
                "__complex__ returned non-complex (type {})",
                vm.type_name(r)
            )));
        }
        if let Some(b) = vm.base_value(v)
            && vm.is_complex(b)
        {
            return Ok(vm.as_complex(b).unwrap_or((N, N)));
        }
    }
    Ok((float_of(vm, v)?, 0.0))
}

fn one_complex(vm: &mut Vm, a: Args, name: &str) -> Result<C> {
    if !a.kw.is_empty() {
        return Err(Error::type_error(format!(
            "cmath.{name}() takes no keyword arguments"
        )));
    }
    if a.pos.len() != 1 {
        return Err(Error::type_error(format!(
            "cmath.{name}() takes exactly one argument ({} given)",
            a.pos.len()
        )));
    }
    complex_of(vm, a.pos[0])
}

fn unary(vm: &mut Vm, a: Args, name: &str, f: fn(C) -> (C, Errno)) -> Result<Value> {
    let z = one_complex(vm, a, name)?;
    let (r, e) = f(z);
    e.check()?;
    vm.new_complex(r.0, r.1)
}

/// atan2 with C99's answers for infinite and zero arguments.
fn atan2z(z: C) -> f64 {
    let (x, y) = z;
    if x.is_nan() || y.is_nan() {
        return N;
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

/// |z|, with overflow reported.
fn cabs(z: C) -> (f64, Errno) {
    if !z.0.is_finite() || !z.1.is_finite() {
        if z.0.is_infinite() {
            return (z.0.abs(), Errno::Ok);
        }
        if z.1.is_infinite() {
            return (z.1.abs(), Errno::Ok);
        }
        return (N, Errno::Ok);
    }
    let r = z.0.hypot(z.1);
    (
        r,
        if r.is_finite() {
            Errno::Ok
        } else {
            Errno::Range
        },
    )
}

/// Complex division as `complex.__truediv__` scales it; dividing by zero
/// is a domain error.
fn quot(a: C, b: C) -> (C, Errno) {
    let (abr, abi) = (b.0.abs(), b.1.abs());
    if abr >= abi {
        if abr == 0.0 {
            return ((0.0, 0.0), Errno::Dom);
        }
        let ratio = b.1 / b.0;
        let denom = b.0 + b.1 * ratio;
        (
            ((a.0 + a.1 * ratio) / denom, (a.1 - a.0 * ratio) / denom),
            Errno::Ok,
        )
    } else if abi >= abr {
        let ratio = b.0 / b.1;
        let denom = b.0 * ratio + b.1;
        (
            ((a.0 * ratio + a.1) / denom, (a.1 * ratio - a.0) / denom),
            Errno::Ok,
        )
    } else {
        ((N, N), Errno::Ok)
    }
}

fn log1p(x: f64) -> f64 {
    if x == 0.0 { x } else { x.ln_1p() }
}

fn sqrt(z: C) -> C {
    if let Some(r) = special(z, &SQRT_SV) {
        return r;
    }
    if z.0 == 0.0 && z.1 == 0.0 {
        return (0.0, z.1);
    }
    let mut ax = z.0.abs();
    let ay = z.1.abs();
    let s = if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        // hypot(ax, ay) may be subnormal: scale up by 2**53 first.
        ax = mf::ldexp(ax, 53);
        mf::ldexp((ax + ax.hypot(mf::ldexp(ay, 53))).sqrt(), -27)
    } else {
        ax /= 8.0;
        2.0 * (ax + ax.hypot(ay / 8.0)).sqrt()
    };
    let d = ay / (2.0 * s);
    if z.0 >= 0.0 {
        (s, d.copysign(z.1))
    } else {
        (d, s.copysign(z.1))
    }
}

fn acos(z: C) -> (C, Errno) {
    if let Some(r) = special(z, &ACOS_SV) {
        return (r, Errno::Ok);
    }
    if z.0.abs() > LARGE || z.1.abs() > LARGE {
        let re = z.1.abs().atan2(z.0);
        let l = (z.0 / 2.0).hypot(z.1 / 2.0).ln() + LN_2 * 2.0;
        let im = if z.0 < 0.0 {
            -l.copysign(z.1)
        } else {
            l.copysign(-z.1)
        };
        ((re, im), Errno::Ok)
    } else {
        let s1 = sqrt((1.0 - z.0, -z.1));
        let s2 = sqrt((1.0 + z.0, z.1));
        let re = 2.0 * s1.0.atan2(s2.0);
        let im = mf::asinh(s2.0 * s1.1 - s2.1 * s1.0);
        ((re, im), Errno::Ok)
    }
}

fn acosh(z: C) -> (C, Errno) {
    if let Some(r) = special(z, &ACOSH_SV) {
        return (r, Errno::Ok);
    }
    if z.0.abs() > LARGE || z.1.abs() > LARGE {
        let re = (z.0 / 2.0).hypot(z.1 / 2.0).ln() + LN_2 * 2.0;
        ((re, z.1.atan2(z.0)), Errno::Ok)
    } else {
        let s1 = sqrt((z.0 - 1.0, z.1));
        let s2 = sqrt((z.0 + 1.0, z.1));
        let re = mf::asinh(s1.0 * s2.0 + s1.1 * s2.1);
        let im = 2.0 * s1.1.atan2(s2.0);
        ((re, im), Errno::Ok)
    }
}

fn asinh(z: C) -> (C, Errno) {
    if let Some(r) = special(z, &ASINH_SV) {
        return (r, Errno::Ok);
    }
    if z.0.abs() > LARGE || z.1.abs() > LARGE {
        let l = (z.0 / 2.0).hypot(z.1 / 2.0).ln() + LN_2 * 2.0;
        let re = if z.1 >= 0.0 {
            l.copysign(z.0)
        } else {
            -l.copysign(-z.0)
        };
        ((re, z.1.atan2(z.0.abs())), Errno::Ok)
    } else {
        let s1 = sqrt((1.0 + z.1, -z.0));
        let s2 = sqrt((1.0 - z.1, z.0));
        let re = mf::asinh(s1.0 * s2.1 - s2.0 * s1.1);
        let im = z.1.atan2(s1.0 * s2.0 - s1.1 * s2.1);
        ((re, im), Errno::Ok)
    }
}

/// asin(z) = -i asinh(iz)
fn asin(z: C) -> (C, Errno) {
    let (s, e) = asinh((-z.1, z.0));
    ((s.1, -s.0), e)
}

fn atanh(z: C) -> (C, Errno) {
    if let Some(r) = special(z, &ATANH_SV) {
        return (r, Errno::Ok);
    }
    // atanh is odd: work with z.real >= 0.
    if z.0 < 0.0 {
        let (r, e) = atanh((-z.0, -z.1));
        return ((-r.0, -r.1), e);
    }
    let ay = z.1.abs();
    if z.0 > sqrt_large() || ay > sqrt_large() {
        // Large |z|: atanh(z) ~ 1/z +/- i*pi/2.
        let h = (z.0 / 2.0).hypot(z.1 / 2.0);
        ((z.0 / 4.0 / h / h, -(P2.copysign(-z.1))), Errno::Ok)
    } else if z.0 == 1.0 && ay < sqrt_dbl_min() {
        if ay == 0.0 {
            ((INF, z.1), Errno::Dom)
        } else {
            let re = -(ay.sqrt() / ay.hypot(2.0).sqrt()).ln();
            let im = (2.0f64.atan2(-ay) / 2.0).copysign(z.1);
            ((re, im), Errno::Ok)
        }
    } else {
        let one_m = 1.0 - z.0;
        let re = log1p(4.0 * z.0 / (one_m * one_m + ay * ay)) / 4.0;
        let im = -(-2.0 * z.1).atan2(one_m * (1.0 + z.0) - ay * ay) / 2.0;
        ((re, im), Errno::Ok)
    }
}

/// atan(z) = -i atanh(iz)
fn atan(z: C) -> (C, Errno) {
    let (s, e) = atanh((-z.1, z.0));
    ((s.1, -s.0), e)
}

/// cosh and sinh share their shape; `odd` selects sinh.
fn cosh_sinh(z: C, odd: bool) -> (C, Errno) {
    if !z.0.is_finite() || !z.1.is_finite() {
        let r = if z.0.is_infinite() && z.1.is_finite() && z.1 != 0.0 {
            let (c, s) = (z.1.cos(), z.1.sin());
            match (z.0 > 0.0, odd) {
                (true, _) => (INF.copysign(c), INF.copysign(s)),
                (false, false) => (INF.copysign(c), -INF.copysign(s)),
                (false, true) => (-INF.copysign(c), INF.copysign(s)),
            }
        } else {
            let t = if odd { &SINH_SV } else { &COSH_SV };
            t[class(z.0)][class(z.1)]
        };
        let e = if z.1.is_infinite() && !z.0.is_nan() {
            Errno::Dom
        } else {
            Errno::Ok
        };
        return (r, e);
    }
    let (c, s) = (z.1.cos(), z.1.sin());
    let r = if z.0.abs() > log_large() {
        // cosh(x) alone would overflow where the product need not.
        let xm1 = z.0 - 1.0f64.copysign(z.0);
        if odd {
            (c * xm1.sinh() * E, s * xm1.cosh() * E)
        } else {
            (c * xm1.cosh() * E, s * xm1.sinh() * E)
        }
    } else if odd {
        (c * z.0.sinh(), s * z.0.cosh())
    } else {
        (c * z.0.cosh(), s * z.0.sinh())
    };
    let e = if r.0.is_infinite() || r.1.is_infinite() {
        Errno::Range
    } else {
        Errno::Ok
    };
    (r, e)
}

fn cosh(z: C) -> (C, Errno) {
    cosh_sinh(z, false)
}

fn sinh(z: C) -> (C, Errno) {
    cosh_sinh(z, true)
}

/// cos(z) = cosh(iz)
fn cos(z: C) -> (C, Errno) {
    cosh((-z.1, z.0))
}

/// sin(z) = -i sinh(iz)
fn sin(z: C) -> (C, Errno) {
    let (s, e) = sinh((-z.1, z.0));
    ((s.1, -s.0), e)
}

fn tanh(z: C) -> (C, Errno) {
    if !z.0.is_finite() || !z.1.is_finite() {
        let r = if z.0.is_infinite() && z.1.is_finite() && z.1 != 0.0 {
            let im = 0.0f64.copysign(2.0 * z.1.sin() * z.1.cos());
            (if z.0 > 0.0 { 1.0 } else { -1.0 }, im)
        } else {
            TANH_SV[class(z.0)][class(z.1)]
        };
        let e = if z.1.is_infinite() && z.0.is_finite() {
            Errno::Dom
        } else {
            Errno::Ok
        };
        return (r, e);
    }
    if z.0.abs() > log_large() {
        let im = 4.0 * z.1.sin() * z.1.cos() * (-2.0 * z.0.abs()).exp();
        return ((1.0f64.copysign(z.0), im), Errno::Ok);
    }
    let tx = z.0.tanh();
    let ty = z.1.tan();
    let cx = 1.0 / z.0.cosh();
    let txty = tx * ty;
    let denom = 1.0 + txty * txty;
    (
        (tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx),
        Errno::Ok,
    )
}

/// tan(z) = -i tanh(iz)
fn tan(z: C) -> (C, Errno) {
    let (s, e) = tanh((-z.1, z.0));
    ((s.1, -s.0), e)
}

fn exp(z: C) -> (C, Errno) {
    if !z.0.is_finite() || !z.1.is_finite() {
        let r = if z.0.is_infinite() && z.1.is_finite() && z.1 != 0.0 {
            let (c, s) = (z.1.cos(), z.1.sin());
            if z.0 > 0.0 {
                (INF.copysign(c), INF.copysign(s))
            } else {
                (0.0f64.copysign(c), 0.0f64.copysign(s))
            }
        } else {
            EXP_SV[class(z.0)][class(z.1)]
        };
        let e = if z.1.is_infinite() && (z.0.is_finite() || z.0 == INF) {
            Errno::Dom
        } else {
            Errno::Ok
        };
        return (r, e);
    }
    let r = if z.0 > log_large() {
        let l = (z.0 - 1.0).exp();
        (l * z.1.cos() * E, l * z.1.sin() * E)
    } else {
        let l = z.0.exp();
        (l * z.1.cos(), l * z.1.sin())
    };
    let e = if r.0.is_infinite() || r.1.is_infinite() {
        Errno::Range
    } else {
        Errno::Ok
    };
    (r, e)
}

fn clog(z: C) -> (C, Errno) {
    if let Some(r) = special(z, &LOG_SV) {
        return (r, Errno::Ok);
    }
    let (ax, ay) = (z.0.abs(), z.1.abs());
    let re = if ax > LARGE || ay > LARGE {
        (ax / 2.0).hypot(ay / 2.0).ln() + LN_2
    } else if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        if ax > 0.0 || ay > 0.0 {
            // hypot would be subnormal: scale by 2**53.
            mf::ldexp(ax, 53).hypot(mf::ldexp(ay, 53)).ln() - 53.0 * LN_2
        } else {
            return ((-INF, z.1.atan2(z.0)), Errno::Dom);
        }
    } else {
        let h = ax.hypot(ay);
        if (0.71..=1.73).contains(&h) {
            let (am, an) = if ax > ay { (ax, ay) } else { (ay, ax) };
            log1p((am - 1.0) * (am + 1.0) + an * an) / 2.0
        } else {
            h.ln()
        }
    };
    ((re, z.1.atan2(z.0)), Errno::Ok)
}

fn log10(z: C) -> (C, Errno) {
    let (r, e) = clog(z);
    ((r.0 / LN_10, r.1 / LN_10), e)
}

fn log(vm: &mut Vm, a: Args) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(Error::type_error("cmath.log() takes no keyword arguments"));
    }
    if a.pos.is_empty() {
        return Err(Error::type_error("log expected at least 1 argument, got 0"));
    }
    if a.pos.len() > 2 {
        return Err(Error::type_error(format!(
            "log expected at most 2 arguments, got {}",
            a.pos.len()
        )));
    }
    let z = complex_of(vm, a.pos[0])?;
    let base = match a.pos.get(1) {
        Some(&b) => Some(complex_of(vm, b)?),
        None => None,
    };
    let (mut r, mut e) = clog(z);
    if let Some(b) = base {
        let (lb, eb) = clog(b);
        let (q, eq) = quot(r, lb);
        r = q;
        // As in C, the second log resets errno: log(0, b) is not an error.
        e = if eq == Errno::Ok { eb } else { eq };
    }
    e.check()?;
    vm.new_complex(r.0, r.1)
}

fn rect(r: f64, phi: f64) -> (C, Errno) {
    if !r.is_finite() || !phi.is_finite() {
        let z = if r.is_infinite() && phi.is_finite() && phi != 0.0 {
            let (c, s) = (phi.cos(), phi.sin());
            if r > 0.0 {
                (INF.copysign(c), INF.copysign(s))
            } else {
                (-INF.copysign(c), -INF.copysign(s))
            }
        } else {
            RECT_SV[class(r)][class(phi)]
        };
        let e = if r != 0.0 && !r.is_nan() && phi.is_infinite() {
            Errno::Dom
        } else {
            Errno::Ok
        };
        return (z, e);
    }
    if phi == 0.0 {
        return ((r, r * phi), Errno::Ok);
    }
    ((r * phi.cos(), r * phi.sin()), Errno::Ok)
}

fn rect_fn(vm: &mut Vm, a: Args) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(Error::type_error("cmath.rect() takes no keyword arguments"));
    }
    if a.pos.len() != 2 {
        return Err(Error::type_error(format!(
            "rect expected 2 arguments, got {}",
            a.pos.len()
        )));
    }
    let r = float_of(vm, a.pos[0])?;
    let phi = float_of(vm, a.pos[1])?;
    let (z, e) = rect(r, phi);
    e.check()?;
    vm.new_complex(z.0, z.1)
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
    let x = complex_of(vm, x)?;
    let y = complex_of(vm, y)?;
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
    if x.0.is_infinite() || x.1.is_infinite() || y.0.is_infinite() || y.1.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let (diff, _) = cabs((x.0 - y.0, x.1 - y.1));
    let close = diff <= rel * cabs(y).0 || diff <= rel * cabs(x).0 || diff <= abs;
    Ok(Value::Bool(close))
}

// ----- special values -----
//
// CPython's results for arguments with an infinite or NaN part, recorded
// by running CPython 3.11 over one representative of each class
// (-inf, negative, -0.0, +0.0, positive, +inf, nan) for the real part
// (rows) and the imaginary part (columns). Finite/finite cells are unused.

type Table = [[C; 7]; 7];

#[rustfmt::skip]
static ACOS_SV: Table = [
    [(P34, INF), (P, INF), (P, INF), (P, -INF), (P, -INF), (P34, -INF), (N, INF)],
    [(P2, INF), (N, N), (N, N), (N, N), (N, N), (P2, -INF), (N, N)],
    [(P2, INF), (N, N), (N, N), (N, N), (N, N), (P2, -INF), (P2, N)],
    [(P2, INF), (N, N), (N, N), (N, N), (N, N), (P2, -INF), (P2, N)],
    [(P2, INF), (N, N), (N, N), (N, N), (N, N), (P2, -INF), (N, N)],
    [(P4, INF), (0.0, INF), (0.0, INF), (0.0, -INF), (0.0, -INF), (P4, -INF), (N, INF)],
    [(N, INF), (N, N), (N, N), (N, N), (N, N), (N, -INF), (N, N)],
];
#[rustfmt::skip]
static ACOSH_SV: Table = [
    [(INF, -P34), (INF, -P), (INF, -P), (INF, P), (INF, P), (INF, P34), (INF, N)],
    [(INF, -P2), (N, N), (N, N), (N, N), (N, N), (INF, P2), (N, N)],
    [(INF, -P2), (N, N), (N, N), (N, N), (N, N), (INF, P2), (N, N)],
    [(INF, -P2), (N, N), (N, N), (N, N), (N, N), (INF, P2), (N, N)],
    [(INF, -P2), (N, N), (N, N), (N, N), (N, N), (INF, P2), (N, N)],
    [(INF, -P4), (INF, -0.0), (INF, -0.0), (INF, 0.0), (INF, 0.0), (INF, P4), (INF, N)],
    [(INF, N), (N, N), (N, N), (N, N), (N, N), (INF, N), (N, N)],
];
#[rustfmt::skip]
static ASINH_SV: Table = [
    [(-INF, -P4), (-INF, -0.0), (-INF, -0.0), (-INF, 0.0), (-INF, 0.0), (-INF, P4), (-INF, N)],
    [(-INF, -P2), (N, N), (N, N), (N, N), (N, N), (-INF, P2), (N, N)],
    [(-INF, -P2), (N, N), (N, N), (N, N), (N, N), (-INF, P2), (N, N)],
    [(INF, -P2), (N, N), (N, N), (N, N), (N, N), (INF, P2), (N, N)],
    [(INF, -P2), (N, N), (N, N), (N, N), (N, N), (INF, P2), (N, N)],
    [(INF, -P4), (INF, -0.0), (INF, -0.0), (INF, 0.0), (INF, 0.0), (INF, P4), (INF, N)],
    [(INF, N), (N, N), (N, -0.0), (N, 0.0), (N, N), (INF, N), (N, N)],
];
#[rustfmt::skip]
static ATANH_SV: Table = [
    [(-0.0, -P2), (-0.0, -P2), (-0.0, -P2), (-0.0, P2), (-0.0, P2), (-0.0, P2), (-0.0, N)],
    [(-0.0, -P2), (N, N), (N, N), (N, N), (N, N), (-0.0, P2), (N, N)],
    [(-0.0, -P2), (N, N), (N, N), (N, N), (N, N), (-0.0, P2), (-0.0, N)],
    [(0.0, -P2), (N, N), (N, N), (N, N), (N, N), (0.0, P2), (0.0, N)],
    [(0.0, -P2), (N, N), (N, N), (N, N), (N, N), (0.0, P2), (N, N)],
    [(0.0, -P2), (0.0, -P2), (0.0, -P2), (0.0, P2), (0.0, P2), (0.0, P2), (0.0, N)],
    [(0.0, -P2), (N, N), (N, N), (N, N), (N, N), (0.0, P2), (N, N)],
];
#[rustfmt::skip]
static COSH_SV: Table = [
    [(N, N), (-INF, INF), (INF, 0.0), (INF, -0.0), (-INF, -INF), (N, N), (INF, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, 0.0)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, 0.0)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (-INF, -INF), (INF, -0.0), (INF, 0.0), (-INF, INF), (N, N), (INF, N)],
    [(N, N), (N, N), (N, 0.0), (N, 0.0), (N, N), (N, N), (N, N)],
];
#[rustfmt::skip]
static EXP_SV: Table = [
    [(0.0, 0.0), (-0.0, -0.0), (0.0, -0.0), (0.0, 0.0), (-0.0, 0.0), (0.0, 0.0), (0.0, 0.0)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (-INF, -INF), (INF, -0.0), (INF, 0.0), (-INF, INF), (N, N), (INF, N)],
    [(N, N), (N, N), (N, -0.0), (N, 0.0), (N, N), (N, N), (N, N)],
];
#[rustfmt::skip]
static LOG_SV: Table = [
    [(INF, -P34), (INF, -P), (INF, -P), (INF, P), (INF, P), (INF, P34), (INF, N)],
    [(INF, -P2), (N, N), (N, N), (N, N), (N, N), (INF, P2), (N, N)],
    [(INF, -P2), (N, N), (N, N), (N, N), (N, N), (INF, P2), (N, N)],
    [(INF, -P2), (N, N), (N, N), (N, N), (N, N), (INF, P2), (N, N)],
    [(INF, -P2), (N, N), (N, N), (N, N), (N, N), (INF, P2), (N, N)],
    [(INF, -P4), (INF, -0.0), (INF, -0.0), (INF, 0.0), (INF, 0.0), (INF, P4), (INF, N)],
    [(INF, N), (N, N), (N, N), (N, N), (N, N), (INF, N), (N, N)],
];
#[rustfmt::skip]
static SINH_SV: Table = [
    [(N, N), (INF, -INF), (-INF, -0.0), (-INF, 0.0), (INF, INF), (N, N), (INF, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (0.0, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (0.0, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (-INF, -INF), (INF, -0.0), (INF, 0.0), (-INF, INF), (N, N), (INF, N)],
    [(N, N), (N, N), (N, -0.0), (N, 0.0), (N, N), (N, N), (N, N)],
];
#[rustfmt::skip]
static SQRT_SV: Table = [
    [(INF, -INF), (0.0, -INF), (0.0, -INF), (0.0, INF), (0.0, INF), (INF, INF), (N, INF)],
    [(INF, -INF), (N, N), (N, N), (N, N), (N, N), (INF, INF), (N, N)],
    [(INF, -INF), (N, N), (N, N), (N, N), (N, N), (INF, INF), (N, N)],
    [(INF, -INF), (N, N), (N, N), (N, N), (N, N), (INF, INF), (N, N)],
    [(INF, -INF), (N, N), (N, N), (N, N), (N, N), (INF, INF), (N, N)],
    [(INF, -INF), (INF, -0.0), (INF, -0.0), (INF, 0.0), (INF, 0.0), (INF, INF), (INF, N)],
    [(INF, -INF), (N, N), (N, N), (N, N), (N, N), (INF, INF), (N, N)],
];
#[rustfmt::skip]
static TANH_SV: Table = [
    [(-1.0, 0.0), (-1.0, 0.0), (-1.0, -0.0), (-1.0, 0.0), (-1.0, -0.0), (-1.0, 0.0), (-1.0, 0.0)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(1.0, 0.0), (1.0, 0.0), (1.0, -0.0), (1.0, 0.0), (1.0, -0.0), (1.0, 0.0), (1.0, 0.0)],
    [(N, N), (N, N), (N, -0.0), (N, 0.0), (N, N), (N, N), (N, N)],
];
#[rustfmt::skip]
static RECT_SV: Table = [
    [(N, N), (INF, INF), (-INF, 0.0), (-INF, -0.0), (INF, -INF), (N, N), (INF, N)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(0.0, 0.0), (N, N), (N, N), (N, N), (N, N), (0.0, 0.0), (0.0, 0.0)],
    [(0.0, 0.0), (N, N), (N, N), (N, N), (N, N), (0.0, 0.0), (0.0, 0.0)],
    [(N, N), (N, N), (N, N), (N, N), (N, N), (N, N), (N, N)],
    [(N, N), (-INF, -INF), (INF, -0.0), (INF, 0.0), (-INF, INF), (N, N), (INF, N)],
    [(N, N), (N, N), (N, 0.0), (N, 0.0), (N, N), (N, N), (N, N)],
];
