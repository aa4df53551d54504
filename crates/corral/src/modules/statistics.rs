//! `_statistics`: the native half of `statistics` (py/statistics.py adds
//! linear_regression and NormalDist), for int and float data. Sums are exact
//! rationals (BigInt numerator/denominator) exactly as CPython's `_sum` and
//! `_ss` compute them with `fractions.Fraction`, so results match to the last
//! digit; `stdev` uses CPython 3.11's correctly rounded square root.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::common::{Sig, bind, float_of, index_of};
use super::mathfns::FSum;
use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::compile::code::BinOp;
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_statistics",
    functions: &[
        NativeDef {
            name: "mean",
            f: mean,
        },
        NativeDef {
            name: "fmean",
            f: fmean,
        },
        NativeDef {
            name: "geometric_mean",
            f: geometric_mean,
        },
        NativeDef {
            name: "harmonic_mean",
            f: harmonic_mean,
        },
        NativeDef {
            name: "median",
            f: |vm, a| median_kind(vm, a, "median", 0),
        },
        NativeDef {
            name: "median_low",
            f: |vm, a| median_kind(vm, a, "median_low", 1),
        },
        NativeDef {
            name: "median_high",
            f: |vm, a| median_kind(vm, a, "median_high", 2),
        },
        NativeDef {
            name: "median_grouped",
            f: median_grouped,
        },
        NativeDef {
            name: "mode",
            f: mode,
        },
        NativeDef {
            name: "multimode",
            f: multimode,
        },
        NativeDef {
            name: "quantiles",
            f: quantiles,
        },
        NativeDef {
            name: "variance",
            f: |vm, a| spread(vm, a, "variance", "xbar", true, false),
        },
        NativeDef {
            name: "pvariance",
            f: |vm, a| spread(vm, a, "pvariance", "mu", false, false),
        },
        NativeDef {
            name: "stdev",
            f: |vm, a| spread(vm, a, "stdev", "xbar", true, true),
        },
        NativeDef {
            name: "pstdev",
            f: |vm, a| spread(vm, a, "pstdev", "mu", false, true),
        },
        NativeDef {
            name: "covariance",
            f: |vm, a| cov_corr(vm, a, false),
        },
        NativeDef {
            name: "correlation",
            f: |vm, a| cov_corr(vm, a, true),
        },
    ],
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    set_attr(
        vm,
        m,
        "StatisticsError",
        Value::Type(TypeId::StatisticsError),
    )
}

fn stat_err(msg: impl Into<String>) -> Error {
    Error::new(TypeId::StatisticsError, msg)
}

// ----- exact rationals -----

#[derive(Clone, Debug)]
struct Q {
    n: BigInt,
    d: BigInt,
}

impl Q {
    fn new(n: BigInt, d: BigInt) -> Q {
        let mut n = n;
        let mut d = d;
        if d.is_negative() {
            n = -n;
            d = -d;
        }
        let g = n.gcd(&d);
        if !g.is_zero() && !g.is_one() {
            n /= &g;
            d /= &g;
        }
        Q { n, d }
    }
    fn int(i: impl Into<BigInt>) -> Q {
        Q {
            n: i.into(),
            d: BigInt::one(),
        }
    }
    fn add(&self, o: &Q) -> Q {
        Q::new(&self.n * &o.d + &o.n * &self.d, &self.d * &o.d)
    }
    fn sub(&self, o: &Q) -> Q {
        Q::new(&self.n * &o.d - &o.n * &self.d, &self.d * &o.d)
    }
    fn mul(&self, o: &Q) -> Q {
        Q::new(&self.n * &o.n, &self.d * &o.d)
    }
    fn div(&self, o: &Q) -> Result<Q> {
        if o.n.is_zero() {
            return Err(Error::zero_div(format!("Fraction({}, 0)", &self.n * &o.d)));
        }
        Ok(Q::new(&self.n * &o.d, &self.d * &o.n))
    }
    fn to_f64(&self) -> Result<f64> {
        Ok(crate::num::int_true_div(&self.n, &self.d)?)
    }
}

/// A total as `_sum` returns it: exact, or the float sum of non-finite data.
#[derive(Clone, Debug)]
enum Total {
    Exact(Q),
    Float(f64),
    /// The sum of non-finite values of another type (Decimal infinities).
    Obj(Value),
}

/// The result type `_coerce` settles on; `Other` is a numeric class such
/// as `Fraction` or `Decimal` (the class object).
#[derive(Clone, Copy)]
enum T {
    Int,
    Float,
    Other(Value),
}

/// `_exact_ratio(x)` plus the type of x.
enum Ratio {
    Exact(BigInt, BigInt),
    NonFinite(f64),
    /// A non-finite value of another type, summed as it is.
    Special(Value),
}

fn exact_ratio(vm: &mut Vm, x: Value) -> Result<(T, Ratio)> {
    match x {
        Value::Int(i) => Ok((T::Int, Ratio::Exact(BigInt::from(i), BigInt::one()))),
        Value::Bool(b) => Ok((T::Int, Ratio::Exact(BigInt::from(b as i64), BigInt::one()))),
        Value::Float(f) => {
            if !f.is_finite() {
                return Ok((T::Float, Ratio::NonFinite(f)));
            }
            let (n, d) = crate::num::float_as_integer_ratio(f)?;
            Ok((T::Float, Ratio::Exact(n, d)))
        }
        Value::Obj(r) if matches!(vm.heap.get(r), Obj::BigInt(_)) => {
            let b = vm.int_big(x).unwrap_or_default();
            Ok((T::Int, Ratio::Exact(b, BigInt::one())))
        }
        _ => {
            if let Some(b) = vm.base_value(x).filter(|_| vm.is_user(x))
                && let Ok((_, r)) = exact_ratio(vm, b)
            {
                let t = if matches!(b, Value::Float(_)) {
                    T::Float
                } else {
                    T::Int
                };
                return Ok((t, r));
            }
            other_ratio(vm, x)
        }
    }
}

/// `_exact_ratio` of another numeric object: `as_integer_ratio()`, else
/// its `numerator` and `denominator`.
fn other_ratio(vm: &mut Vm, x: Value) -> Result<(T, Ratio)> {
    let t = T::Other(vm.class_of(x));
    let cant = |vm: &Vm| {
        Error::type_error(format!(
            "can't convert type '{}' to numerator/denominator",
            vm.type_name(x)
        ))
    };
    let pair = match super::common::call_method(vm, x, "as_integer_ratio", &[]) {
        Ok(p) => {
            let items = vm.collect_iter(p)?;
            match items[..] {
                [n, d] => Some((n, d)),
                _ => return Err(cant(vm)),
            }
        }
        Err(e) if vm.err_matches(&e, TypeId::AttributeError) => None,
        Err(e)
            if vm.err_matches(&e, TypeId::OverflowError)
                || vm.err_matches(&e, TypeId::ValueError) =>
        {
            // A Decimal infinity or NaN: summed as it is.
            return Ok((t, Ratio::Special(x)));
        }
        Err(e) => return Err(e),
    };
    let (n, d) = match pair {
        Some(p) => p,
        None => {
            let n = vm.get_attr(x, "numerator");
            let d = vm.get_attr(x, "denominator");
            match (n, d) {
                (Ok(n), Ok(d)) => (n, d),
                _ => return Err(cant(vm)),
            }
        }
    };
    match (vm.int_big(n), vm.int_big(d)) {
        (Some(n), Some(d)) if !d.is_zero() => Ok((t, Ratio::Exact(n, d))),
        _ => Err(cant(vm)),
    }
}

/// Sums numerators per denominator, then adds the groups exactly.
#[derive(Default)]
struct Partials {
    groups: Vec<(BigInt, BigInt)>,
    special: Option<f64>,
}

impl Partials {
    fn add(&mut self, n: BigInt, d: BigInt) {
        match self.groups.iter_mut().find(|(dd, _)| *dd == d) {
            Some((_, nn)) => *nn += n,
            None => self.groups.push((d, n)),
        }
    }
    fn add_special(&mut self, f: f64) {
        self.special = Some(self.special.unwrap_or(0.0) + f);
    }
    fn exact(&self, square_den: bool) -> Q {
        let mut total = Q::int(0);
        for (d, n) in &self.groups {
            let den = if square_den { d * d } else { d.clone() };
            total = total.add(&Q::new(n.clone(), den));
        }
        total
    }
}

/// `_coerce(T, S)`: int gives way to anything, a subclass wins over its
/// base, and a Fraction mixed with floats gives float.
fn coerce(vm: &Vm, t: Option<T>, s: T) -> Result<T> {
    let Some(t) = t else { return Ok(s) };
    Ok(match (t, s) {
        (t, T::Int) => t,
        (T::Int, s) => s,
        (T::Float, T::Float) => T::Float,
        (T::Other(a), T::Other(b)) => {
            if vm.is_subclass(b, a) {
                s
            } else if vm.is_subclass(a, b) {
                t
            } else {
                return Err(cannot_coerce(vm, a, b));
            }
        }
        (T::Other(a), T::Float) | (T::Float, T::Other(a)) => {
            if is_class_named(vm, a, "fractions", "Fraction") {
                T::Float
            } else {
                let (x, y) = match t {
                    T::Float => (Value::Type(TypeId::Float), a),
                    _ => (a, Value::Type(TypeId::Float)),
                };
                return Err(cannot_coerce(vm, x, y));
            }
        }
    })
}

fn cannot_coerce(vm: &Vm, a: Value, b: Value) -> Error {
    Error::type_error(format!(
        "don't know how to coerce {} and {}",
        vm.class_name(a),
        vm.class_name(b)
    ))
}

/// The class `module.name` if that module is loaded.
fn module_class(vm: &mut Vm, module: &str, name: &str) -> Result<Option<Value>> {
    match super::loaded(module, vm) {
        Some(m) => super::get_attr(vm, m, name),
        None => Ok(None),
    }
}

fn is_class_named(vm: &Vm, cls: Value, module: &str, name: &str) -> bool {
    let Some(m) = super::loaded(module, vm) else {
        return false;
    };
    let Value::Obj(r) = m else { return false };
    let found = match vm.heap.get(r) {
        Obj::Module(md) => md.attrs(&vm.heap).and_then(|d| d.get_str(&vm.heap, name)),
        _ => None,
    };
    found.is_some_and(|c| vm.is_subclass(cls, c))
}

/// `_sum(data)`: (T, total, count).
fn sum_values(vm: &mut Vm, data: &[Value]) -> Result<(T, Total, usize)> {
    let mut t: Option<T> = None;
    let mut parts = Partials::default();
    let mut obj = None;
    let base = vm.roots.len();
    let r = (|| {
        for (i, &x) in data.iter().enumerate() {
            if i % 256 == 255 {
                vm.charge_steps(256)?;
            }
            let (ty, r) = exact_ratio(vm, x)?;
            t = Some(coerce(vm, t, ty)?);
            match r {
                Ratio::Exact(n, d) => parts.add(n, d),
                Ratio::NonFinite(f) => parts.add_special(f),
                Ratio::Special(v) => add_obj(vm, &mut obj, v)?,
            }
        }
        special_total(vm, parts.special, obj)
    })();
    vm.roots.truncate(base);
    let total = r?.unwrap_or_else(|| Total::Exact(parts.exact(false)));
    Ok((t.unwrap_or(T::Int), total, data.len()))
}

/// acc += v for non-finite objects; the running sum stays rooted.
fn add_obj(vm: &mut Vm, acc: &mut Option<Value>, v: Value) -> Result<()> {
    let sum = match *acc {
        None => v,
        Some(a) => vm.binary_op(BinOp::Add, a, v)?,
    };
    vm.roots.push(sum);
    *acc = Some(sum);
    Ok(())
}

/// The total when non-finite values were seen: floats and objects add up
/// the way Python would add them.
fn special_total(vm: &mut Vm, f: Option<f64>, obj: Option<Value>) -> Result<Option<Total>> {
    Ok(match (f, obj) {
        (None, None) => None,
        (Some(f), None) => Some(Total::Float(f)),
        (None, Some(o)) => Some(Total::Obj(o)),
        (Some(f), Some(o)) => Some(Total::Obj(vm.binary_op(BinOp::Add, Value::Float(f), o)?)),
    })
}

/// `_convert(value, T)`.
fn convert(vm: &mut Vm, v: &Total, t: T) -> Result<Value> {
    match v {
        Total::Float(f) => Ok(Value::Float(*f)),
        Total::Obj(o) => match t {
            T::Other(cls) if !vm.is_same(vm.class_of(*o), cls) => {
                crate::builtins::call_value(vm, cls, Args::new(&[*o]))
            }
            _ => Ok(*o),
        },
        Total::Exact(q) => match t {
            T::Int if q.d.is_one() => vm.new_int(q.n.clone()),
            T::Int | T::Float => Ok(Value::Float(q.to_f64()?)),
            T::Other(cls) => convert_other(vm, q, cls),
        },
    }
}

/// `_convert(Fraction(q), cls)`: the Fraction itself, `cls(fraction)`, or
/// for Decimal classes `cls(numerator) / cls(denominator)`.
fn convert_other(vm: &mut Vm, q: &Q, cls: Value) -> Result<Value> {
    let n = vm.new_int(q.n.clone())?;
    let d = vm.new_int(q.d.clone())?;
    if is_class_named(vm, cls, "decimal", "Decimal") {
        let a = crate::builtins::call_value(vm, cls, Args::new(&[n]))?;
        vm.roots.push(a);
        let b = crate::builtins::call_value(vm, cls, Args::new(&[d]));
        vm.roots.pop();
        return vm.binary_op(BinOp::TrueDiv, a, b?);
    }
    let Some(fraction) = module_class(vm, "fractions", "Fraction")? else {
        return Err(Error::type_error(format!(
            "cannot convert to {}",
            vm.class_name(cls)
        )));
    };
    let f = crate::builtins::call_value(vm, fraction, Args::new(&[n, d]))?;
    if vm.is_same(cls, fraction) {
        return Ok(f);
    }
    vm.roots.push(f);
    let r = crate::builtins::call_value(vm, cls, Args::new(&[f]));
    vm.roots.pop();
    r
}

fn total_div(vm: &mut Vm, v: &Total, n: usize) -> Result<Total> {
    Ok(match v {
        Total::Float(f) => Total::Float(*f / n as f64),
        Total::Obj(o) => Total::Obj(vm.binary_op(BinOp::TrueDiv, *o, Value::Int(n as i64))?),
        Total::Exact(q) => Total::Exact(q.div(&Q::int(n as i64))?),
    })
}

// ----- central tendency -----

fn data_arg(vm: &mut Vm, a: &Args, name: &'static str) -> Result<Vec<Value>> {
    let b = bind(a, &Sig::new(name, &["data"], 1))?;
    vm.collect_iter(b.get(0).unwrap_or(Value::None))
}

fn mean(vm: &mut Vm, a: Args) -> Result<Value> {
    let data = data_arg(vm, &a, "mean")?;
    let (t, total, n) = sum_values(vm, &data)?;
    if n < 1 {
        return Err(stat_err("mean requires at least one data point"));
    }
    let m = total_div(vm, &total, n)?;
    convert(vm, &m, t)
}

/// `len(v)` if v supports it.
fn try_len(vm: &mut Vm, v: Value) -> Result<Option<usize>> {
    match vm.len_of(v) {
        Ok(n) => Ok(Some(n)),
        Err(e) if vm.err_matches(&e, TypeId::TypeError) => Ok(None),
        Err(e) => Err(e),
    }
}

fn fsum_values(vm: &mut Vm, items: &[Value]) -> Result<f64> {
    vm.charge_steps(items.len() as u64)?;
    let mut acc = FSum::default();
    for &x in items {
        let f = float_of(vm, x)?;
        acc.add(f)
            .map_err(|_| Error::overflow("intermediate overflow in fsum"))?;
    }
    acc.result().map_err(|e| match e {
        super::mathfns::FSumErr::InfMinusInf => Error::value_error("-inf + inf in fsum"),
        super::mathfns::FSumErr::Overflow => Error::overflow("intermediate overflow in fsum"),
    })
}

fn fmean_of(vm: &mut Vm, data: Value, weights: Option<Value>) -> Result<Value> {
    let len = try_len(vm, data)?;
    let items = vm.collect_iter(data)?;
    let n = len.unwrap_or(items.len());
    let Some(w) = weights else {
        let total = fsum_values(vm, &items)?;
        if n == 0 {
            return Err(stat_err("fmean requires at least one data point"));
        }
        return Ok(Value::Float(total / n as f64));
    };
    let ws = vm.collect_iter(w)?;
    let num_weights = ws.len();
    let mut prods = Vec::with_capacity(items.len().min(ws.len()));
    for (x, w) in items.iter().zip(&ws) {
        prods.push(vm.binary_op(BinOp::Mul, *x, *w)?);
    }
    let num = fsum_values(vm, &prods)?;
    let n = if len.is_some() { n } else { prods.len() };
    if n != num_weights {
        return Err(stat_err("data and weights must be the same length"));
    }
    let den = fsum_values(vm, &ws)?;
    if den == 0.0 {
        return Err(stat_err("sum of weights must be non-zero"));
    }
    Ok(Value::Float(num / den))
}

fn fmean(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("fmean", &["data", "weights"], 1))?;
    fmean_of(vm, b.get(0).unwrap_or(Value::None), b.opt(1))
}

fn geometric_mean(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("geometric_mean", &["data"], 1))?;
    let items = vm.collect_iter(b.get(0).unwrap_or(Value::None))?;
    let msg = "geometric mean requires a non-empty dataset containing positive numbers";
    let mut logs = Vec::with_capacity(items.len());
    for x in items {
        match super::math::ln_value(vm, x) {
            Ok(l) => logs.push(Value::Float(l)),
            Err(e) if vm.err_matches(&e, TypeId::ValueError) => return Err(stat_err(msg)),
            Err(e) => return Err(e),
        }
    }
    if logs.is_empty() {
        return Err(stat_err(msg));
    }
    let total = fsum_values(vm, &logs)?;
    let m = total / logs.len() as f64;
    let r = m.exp();
    if r.is_infinite() && m.is_finite() {
        return Err(Error::overflow("math range error"));
    }
    Ok(Value::Float(r))
}

fn is_iterator(vm: &Vm, v: Value) -> bool {
    matches!(v, Value::Obj(r) if matches!(vm.heap.get(r), Obj::Iter(_) | Obj::Generator(_)))
}

fn lt_zero(vm: &mut Vm, x: Value) -> Result<bool> {
    vm.less_than(x, Value::Int(0))
}

fn harmonic_mean(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("harmonic_mean", &["data", "weights"], 1))?;
    let mut data = b.get(0).unwrap_or(Value::None);
    if is_iterator(vm, data) {
        let items = vm.collect_iter(data)?;
        data = vm.new_list(items)?;
    }
    let errmsg = "harmonic mean does not support negative values";
    let n = vm.len_of(data)?;
    let weights = b.opt(1);
    if n < 1 {
        return Err(stat_err("harmonic_mean requires at least one data point"));
    }
    if n == 1 && weights.is_none() {
        let x = vm.get_item(data, Value::Int(0))?;
        let real = matches!(x, Value::Int(_) | Value::Bool(_) | Value::Float(_))
            || matches!(x, Value::Obj(r) if matches!(vm.heap.get(r), Obj::BigInt(_)));
        if real {
            if lt_zero(vm, x)? {
                return Err(stat_err(errmsg));
            }
            return Ok(x);
        }
        return Err(Error::type_error("unsupported type"));
    }
    let (ws, sum_weights): (Vec<Value>, Total) = match weights {
        None => (vec![Value::Int(1); n], Total::Exact(Q::int(n as i64))),
        Some(w) => {
            let ws = vm.collect_iter(w)?;
            if ws.len() != n {
                return Err(stat_err("Number of weights does not match data size"));
            }
            for &x in &ws {
                if lt_zero(vm, x)? {
                    return Err(stat_err(errmsg));
                }
            }
            let (_, total, _) = sum_values(vm, &ws)?;
            (ws, total)
        }
    };
    let xs = vm.collect_iter(data)?;
    let mut terms = Vec::with_capacity(n);
    for (w, x) in ws.iter().zip(xs) {
        if lt_zero(vm, x)? {
            return Err(stat_err(errmsg));
        }
        if vm.truthy(*w)? {
            match vm.binary_op(BinOp::TrueDiv, *w, x) {
                Ok(v) => terms.push(v),
                Err(e) if vm.err_matches(&e, TypeId::ZeroDivisionError) => {
                    return Ok(Value::Int(0));
                }
                Err(e) => return Err(e),
            }
        } else {
            terms.push(Value::Int(0));
        }
    }
    let (t, total, _) = sum_values(vm, &terms)?;
    let positive = match &total {
        Total::Exact(q) => q.n.is_positive(),
        Total::Float(f) => *f > 0.0,
        Total::Obj(o) => vm.less_than(Value::Int(0), *o)?,
    };
    if !positive {
        return Err(stat_err("Weighted sum must be positive"));
    }
    let r = match (&sum_weights, &total) {
        (Total::Exact(a), Total::Exact(b)) => Total::Exact(a.div(b)?),
        (Total::Exact(a), Total::Float(f)) => Total::Float(a.to_f64()? / f),
        (Total::Float(f), Total::Exact(b)) => Total::Float(f / b.to_f64()?),
        (Total::Float(f), Total::Float(g)) => Total::Float(f / g),
        (a, b) => {
            let a = total_value(vm, a)?;
            let b = total_value(vm, b)?;
            Total::Obj(vm.binary_op(BinOp::TrueDiv, a, b)?)
        }
    };
    convert(vm, &r, t)
}

/// A total as a guest number (for arithmetic with non-finite objects).
fn total_value(vm: &mut Vm, t: &Total) -> Result<Value> {
    match t {
        Total::Exact(q) if q.d.is_one() => vm.new_int(q.n.clone()),
        Total::Exact(q) => Ok(Value::Float(q.to_f64()?)),
        Total::Float(f) => Ok(Value::Float(*f)),
        Total::Obj(v) => Ok(*v),
    }
}

fn sorted(vm: &mut Vm, data: Value) -> Result<Vec<Value>> {
    let mut items = vm.collect_iter(data)?;
    let mut keys = items.clone();
    super::common::sort_by_keys(vm, &mut items, &mut keys, false)?;
    Ok(items)
}

fn median_kind(vm: &mut Vm, a: Args, name: &'static str, kind: u8) -> Result<Value> {
    let b = bind(&a, &Sig::new(name, &["data"], 1))?;
    let data = sorted(vm, b.get(0).unwrap_or(Value::None))?;
    let n = data.len();
    if n == 0 {
        return Err(stat_err("no median for empty data"));
    }
    match kind {
        0 if n % 2 == 0 => {
            let s = vm.binary_op(BinOp::Add, data[n / 2 - 1], data[n / 2])?;
            vm.binary_op(BinOp::TrueDiv, s, Value::Int(2))
        }
        1 if n % 2 == 0 => Ok(data[n / 2 - 1]),
        _ => Ok(data[n / 2]),
    }
}

fn median_grouped(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("median_grouped", &["data", "interval"], 1))?;
    let data = sorted(vm, b.get(0).unwrap_or(Value::None))?;
    let n = data.len();
    if n == 0 {
        return Err(stat_err("no median for empty data"));
    }
    let x = data[n / 2];
    // bisect_left / bisect_right over the sorted data
    let mut i = 0;
    let mut hi = n;
    while i < hi {
        let mid = (i + hi) / 2;
        if vm.less_than(data[mid], x)? {
            i = mid + 1;
        } else {
            hi = mid;
        }
    }
    let mut j = i;
    let mut hi = n;
    while j < hi {
        let mid = (j + hi) / 2;
        if vm.less_than(x, data[mid])? {
            hi = mid;
        } else {
            j = mid + 1;
        }
    }
    // float(interval), float(x), with ValueError turned into TypeError.
    let to_float = |vm: &mut Vm, v: Value| -> Result<f64> {
        let r = crate::builtins::call_value(vm, Value::Type(TypeId::Float), Args::new(&[v]));
        match r {
            Ok(Value::Float(f)) => Ok(f),
            Ok(other) => float_of(vm, other),
            Err(e) if vm.err_matches(&e, TypeId::ValueError) => {
                Err(Error::type_error("Value cannot be converted to a float"))
            }
            Err(e) => Err(e),
        }
    };
    let interval = to_float(vm, b.get(1).unwrap_or(Value::Float(1.0)))?;
    let xf = to_float(vm, x)?;
    let l = xf - interval / 2.0;
    let cf = i as f64;
    let f = (j - i) as f64;
    Ok(Value::Float(l + interval * (n as f64 / 2.0 - cf) / f))
}

/// Counts of hashable values in first-seen order (`collections.Counter`).
fn counts(vm: &mut Vm, data: Value) -> Result<Vec<(Value, i64)>> {
    let items = vm.collect_iter(data)?;
    let d = vm.new_dict()?;
    let mut order: Vec<Value> = Vec::new();
    vm.charge_steps(items.len() as u64)?;
    for x in items {
        match vm.dict_get(d, x)? {
            Some(Value::Int(c)) => vm.dict_set(d, x, Value::Int(c + 1))?,
            _ => {
                vm.dict_set(d, x, Value::Int(1))?;
                order.push(x);
            }
        }
    }
    let mut out = Vec::with_capacity(order.len());
    for (k, v) in vm.dict_items(d)? {
        if let Value::Int(c) = v {
            out.push((k, c));
        }
    }
    Ok(out)
}

fn mode(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("mode", &["data"], 1))?;
    let c = counts(vm, b.get(0).unwrap_or(Value::None))?;
    let mut best: Option<(Value, i64)> = None;
    for (k, n) in c {
        if best.is_none_or(|(_, m)| n > m) {
            best = Some((k, n));
        }
    }
    best.map(|(k, _)| k)
        .ok_or_else(|| stat_err("no mode for empty data"))
}

fn multimode(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("multimode", &["data"], 1))?;
    let c = counts(vm, b.get(0).unwrap_or(Value::None))?;
    let max = c.iter().map(|(_, n)| *n).max().unwrap_or(0);
    let vals: Vec<Value> = c
        .into_iter()
        .filter(|(_, n)| *n == max)
        .map(|(k, _)| k)
        .collect();
    vm.new_list(vals)
}

fn quantiles(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new("quantiles", &["data"], 1).kw(&["n", "method"]),
    )?;
    let nv = b.get(1).unwrap_or(Value::Int(4));
    if vm.less_than(nv, Value::Int(1))? {
        return Err(stat_err("n must be at least 1"));
    }
    let data = sorted(vm, b.get(0).unwrap_or(Value::None))?;
    let ld = data.len() as i64;
    if ld < 2 {
        return Err(stat_err("must have at least two data points"));
    }
    let method = match b.get(2) {
        Some(m) => m,
        None => vm.new_str("exclusive")?,
    };
    let n = index_of(vm, nv)?
        .to_i64()
        .ok_or_else(|| Error::overflow("Python int too large to convert to C ssize_t"))?;
    vm.heap.check_room((n.max(0) as usize).saturating_mul(16))?;
    vm.charge_steps(n.max(0) as u64)?;
    let mut result = Vec::new();
    let interp = |vm: &mut Vm, lo: Value, hi: Value, delta: i64| -> Result<Value> {
        let a1 = vm.binary_op(BinOp::Mul, lo, Value::Int(n - delta))?;
        let a2 = vm.binary_op(BinOp::Mul, hi, Value::Int(delta))?;
        let s = vm.binary_op(BinOp::Add, a1, a2)?;
        vm.binary_op(BinOp::TrueDiv, s, Value::Int(n))
    };
    match vm.str_of(method) {
        Some("inclusive") => {
            let m = ld - 1;
            for i in 1..n {
                let (j, delta) = ((i * m).div_euclid(n), (i * m).rem_euclid(n));
                let v = interp(vm, data[j as usize], data[(j + 1) as usize], delta)?;
                result.push(v);
            }
        }
        Some("exclusive") => {
            let m = ld + 1;
            for i in 1..n {
                let j = (i * m).div_euclid(n).clamp(1, ld - 1);
                let delta = i * m - j * n;
                let v = interp(vm, data[(j - 1) as usize], data[j as usize], delta)?;
                result.push(v);
            }
        }
        _ => {
            let r = vm.repr_string(method)?;
            return Err(Error::value_error(format!("Unknown method: {r}")));
        }
    }
    vm.new_list(result)
}

// ----- spread -----

/// `_ss(data, c)`: (T, sum of squared deviations, count).
fn ss(vm: &mut Vm, data: &[Value], c: Option<Value>) -> Result<(T, Total, usize)> {
    if let Some(c) = c {
        let mut sq = Vec::with_capacity(data.len());
        for &x in data {
            let d = vm.binary_op(BinOp::Sub, x, c)?;
            sq.push(vm.binary_op(BinOp::Mul, d, d)?);
        }
        return sum_values(vm, &sq);
    }
    let mut t: Option<T> = None;
    let mut sx = Partials::default();
    let mut sxx = Partials::default();
    let mut obj = None;
    let base = vm.roots.len();
    for (i, &x) in data.iter().enumerate() {
        if i % 256 == 255 {
            vm.charge_steps(256)?;
        }
        let (ty, r) = exact_ratio(vm, x)?;
        t = Some(coerce(vm, t, ty)?);
        match r {
            Ratio::Exact(n, d) => {
                sxx.add(&n * &n, d.clone());
                sx.add(n, d);
            }
            Ratio::NonFinite(f) => {
                sx.add_special(f);
                sxx.add_special(f * f);
            }
            Ratio::Special(v) => {
                if let Err(e) = add_obj(vm, &mut obj, v) {
                    vm.roots.truncate(base);
                    return Err(e);
                }
            }
        }
    }
    let count = data.len();
    let special = special_total(vm, sx.special, obj);
    vm.roots.truncate(base);
    let total = if count == 0 {
        Total::Exact(Q::int(0))
    } else if let Some(total) = special? {
        total
    } else {
        let s1 = sx.exact(false);
        let s2 = sxx.exact(true);
        let cnt = Q::int(count as i64);
        Total::Exact(cnt.mul(&s2).sub(&s1.mul(&s1)).div(&cnt)?)
    };
    Ok((t.unwrap_or(T::Int), total, count))
}

/// isqrt(n // m), rounded to odd: CPython's `_integer_sqrt_of_frac_rto`.
fn isqrt_frac_rto(n: &BigInt, m: &BigInt) -> BigInt {
    let a = (n / m).sqrt();
    if &(&a * &a * m) != n {
        a | BigInt::one()
    } else {
        a
    }
}

/// sqrt(n / m) correctly rounded: CPython 3.11's `_float_sqrt_of_frac`.
fn float_sqrt_of_frac(n: &BigInt, m: &BigInt) -> Result<f64> {
    let q = (n.bits() as i64 - m.bits() as i64 - 109).div_euclid(2);
    let (num, den) = if q >= 0 {
        let shifted = m << (2 * q as usize);
        (isqrt_frac_rto(n, &shifted) << q as usize, BigInt::one())
    } else {
        (
            isqrt_frac_rto(&(n << (-2 * q) as usize), m),
            BigInt::one() << (-q) as usize,
        )
    };
    Ok(crate::num::int_true_div(&num, &den)?)
}

fn spread(
    vm: &mut Vm,
    a: Args,
    name: &'static str,
    cname: &'static str,
    sample: bool,
    root: bool,
) -> Result<Value> {
    const VAR: Sig = Sig::new("variance", &["data", "xbar"], 1);
    let sig = Sig {
        name,
        params: if cname == "xbar" {
            VAR.params
        } else {
            &["data", "mu"]
        },
        ..VAR
    };
    let b = bind(&a, &sig)?;
    let data = vm.collect_iter(b.get(0).unwrap_or(Value::None))?;
    let (t, ssd, n) = ss(vm, &data, b.opt(1))?;
    let min = if sample { 2 } else { 1 };
    if n < min {
        let what = if root {
            if sample { "stdev" } else { "pstdev" }
        } else {
            name
        };
        let need = if sample {
            "at least two data points"
        } else {
            "at least one data point"
        };
        return Err(stat_err(format!("{what} requires {need}")));
    }
    let div = if sample { n - 1 } else { n };
    let m = total_div(vm, &ssd, div)?;
    if !root {
        return convert(vm, &m, t);
    }
    match m {
        Total::Exact(q) if matches!(t, T::Other(c) if is_class_named(vm, c, "decimal", "Decimal")) => {
            decimal_sqrt_of_frac(vm, &q.n, &q.d)
        }
        Total::Exact(q) => Ok(Value::Float(float_sqrt_of_frac(&q.n, &q.d)?)),
        Total::Float(_) => Err(Error::attr_error(
            "'float' object has no attribute 'numerator'",
        )),
        Total::Obj(o) => Err(Error::attr_error(format!(
            "'{}' object has no attribute 'numerator'",
            vm.type_name(o)
        ))),
    }
}

fn cov_corr(vm: &mut Vm, a: Args, corr: bool) -> Result<Value> {
    let name = if corr { "correlation" } else { "covariance" };
    if !a.kw.is_empty() {
        let (k, _) = &a.kw[0];
        return Err(Error::type_error(format!(
            "{name}() got some positional-only arguments passed as keyword arguments: '{k}'"
        )));
    }
    let b = bind(
        &Args {
            pos: a.pos,
            kw: &[],
        },
        &Sig {
            name,
            ..Sig::new("", &["x", "y"], 2)
        },
    )?;
    let xv = b.get(0).unwrap_or(Value::None);
    let yv = b.get(1).unwrap_or(Value::None);
    let n = vm.len_of(xv)?;
    if vm.len_of(yv)? != n {
        return Err(stat_err(format!(
            "{name} requires that both inputs have same number of data points"
        )));
    }
    if n < 2 {
        return Err(stat_err(format!(
            "{name} requires at least two data points"
        )));
    }
    let xs = vm.collect_iter(xv)?;
    let ys = vm.collect_iter(yv)?;
    let xbar = fsum_values(vm, &xs)? / n as f64;
    let ybar = fsum_values(vm, &ys)? / n as f64;
    let mut xd = Vec::with_capacity(n);
    let mut yd = Vec::with_capacity(n);
    for (x, y) in xs.iter().zip(&ys) {
        xd.push(float_of(vm, *x)? - xbar);
        yd.push(float_of(vm, *y)? - ybar);
    }
    let fs = |v: &mut dyn Iterator<Item = f64>| -> Result<f64> {
        let mut acc = FSum::default();
        for f in v {
            acc.add(f)
                .map_err(|_| Error::overflow("intermediate overflow in fsum"))?;
        }
        acc.result()
            .map_err(|_| Error::value_error("-inf + inf in fsum"))
    };
    let sxy = fs(&mut xd.iter().zip(&yd).map(|(a, b)| a * b))?;
    if !corr {
        return Ok(Value::Float(sxy / (n - 1) as f64));
    }
    let sxx = fs(&mut xd.iter().map(|d| d * d))?;
    let syy = fs(&mut yd.iter().map(|d| d * d))?;
    let den = (sxx * syy).sqrt();
    if den == 0.0 {
        return Err(stat_err("at least one of the inputs is constant"));
    }
    Ok(Value::Float(sxy / den))
}

/// sqrt(n / m) as a Decimal correctly rounded in the current context: the
/// context's square root, moved one step up or down when the exact value
/// is nearer the neighbour (as CPython 3.11's statistics does).
fn decimal_sqrt_of_frac(vm: &mut Vm, n: &BigInt, m: &BigInt) -> Result<Value> {
    let Some(dec) = module_class(vm, "decimal", "Decimal")? else {
        return Err(Error::fault("decimal module not loaded"));
    };
    let (n, m) = if n.is_negative() {
        (-n, -m)
    } else {
        (n.clone(), m.clone())
    };
    if n.is_zero() {
        let z = vm.new_str("0.0")?;
        return crate::builtins::call_value(vm, dec, Args::new(&[z]));
    }
    let base = vm.roots.len();
    let r = decimal_sqrt_steps(vm, dec, &n, &m);
    vm.roots.truncate(base);
    r
}

fn decimal_sqrt_steps(vm: &mut Vm, dec: Value, n: &BigInt, m: &BigInt) -> Result<Value> {
    use super::common::call_method;
    let nv = vm.new_int(n.clone())?;
    let a = crate::builtins::call_value(vm, dec, Args::new(&[nv]))?;
    vm.roots.push(a);
    let mv = vm.new_int(m.clone())?;
    let b = crate::builtins::call_value(vm, dec, Args::new(&[mv]))?;
    vm.roots.push(b);
    let q = vm.binary_op(BinOp::TrueDiv, a, b)?;
    vm.roots.push(q);
    let root = call_method(vm, q, "sqrt", &[])?;
    vm.roots.push(root);
    let ratio = |vm: &mut Vm, x: Value| -> Result<(BigInt, BigInt)> {
        let p = call_method(vm, x, "as_integer_ratio", &[])?;
        let items = vm.collect_iter(p)?;
        match items[..] {
            [a, b] => match (vm.int_big(a), vm.int_big(b)) {
                (Some(a), Some(b)) => Ok((a, b)),
                _ => Err(Error::type_error("as_integer_ratio returned non-ints")),
            },
            _ => Err(Error::type_error("as_integer_ratio returned a bad tuple")),
        }
    };
    let (nr, dr) = ratio(vm, root)?;
    let four_n = n * 4u32;
    let plus = call_method(vm, root, "next_plus", &[])?;
    vm.roots.push(plus);
    let (np, dp) = ratio(vm, plus)?;
    // n/m above the midpoint of root and plus?
    let lhs = &four_n * (&dr * &dp) * (&dr * &dp);
    let mid = &dr * &np + &dp * &nr;
    if lhs > m * &mid * &mid {
        return Ok(plus);
    }
    let minus = call_method(vm, root, "next_minus", &[])?;
    vm.roots.push(minus);
    let (nm, dm) = ratio(vm, minus)?;
    let lhs = &four_n * (&dr * &dm) * (&dr * &dm);
    let mid = &dr * &nm + &dm * &nr;
    if lhs < m * &mid * &mid {
        return Ok(minus);
    }
    Ok(root)
}
