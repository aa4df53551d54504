//! Complex numbers: arithmetic with CPython's results and messages.

use crate::compile::code::BinOp;
use crate::error::{Error, Result};
use crate::objects::{Obj, Value};

use super::Vm;
use super::ops::Num;

impl Vm {
    pub fn new_complex(&mut self, re: f64, im: f64) -> Result<Value> {
        self.alloc(Obj::Complex(re, im))
    }

    /// The value as a complex, if it is a number.
    pub(crate) fn as_complex(&self, v: Value) -> Option<(f64, f64)> {
        if let Value::Obj(r) = v
            && let Obj::Complex(re, im) = self.heap.get(r)
        {
            return Some((*re, *im));
        }
        match self.num(v)? {
            Num::I(i) => Some((i as f64, 0.0)),
            Num::F(f) => Some((f, 0.0)),
            Num::B(b) => crate::num::big_to_f64(&b).ok().map(|f| (f, 0.0)),
        }
    }

    pub(crate) fn is_complex(&self, v: Value) -> bool {
        matches!(v, Value::Obj(r) if matches!(self.heap.get(r), Obj::Complex(..)))
    }

    /// `a op b` where at least one side is complex.
    pub(crate) fn complex_binop(&mut self, op: BinOp, a: Value, b: Value) -> Result<Option<Value>> {
        let (Some((ar, ai)), Some((br, bi))) = (self.as_complex(a), self.as_complex(b)) else {
            return Ok(None);
        };
        let (re, im) = match op {
            BinOp::Add => (ar + br, ai + bi),
            BinOp::Sub => (ar - br, ai - bi),
            BinOp::Mul => (ar * br - ai * bi, ar * bi + ai * br),
            BinOp::TrueDiv => complex_div(ar, ai, br, bi)?,
            BinOp::Pow => complex_pow(ar, ai, br, bi)?,
            BinOp::FloorDiv | BinOp::Mod => {
                return Err(Error::type_error(format!(
                    "unsupported operand type(s) for {}: '{}' and '{}'",
                    op.symbol(),
                    self.type_name(a),
                    self.type_name(b)
                )));
            }
            _ => return Ok(None),
        };
        self.new_complex(re, im).map(Some)
    }

    /// `x ** y` for floats whose result is complex (negative base).
    pub(crate) fn float_pow_complex(&mut self, x: f64, y: f64) -> Result<Value> {
        let (re, im) = complex_pow(x, 0.0, y, 0.0)?;
        self.new_complex(re, im)
    }
}

/// CPython's `_Py_c_quot`: scaled division avoiding overflow.
fn complex_div(ar: f64, ai: f64, br: f64, bi: f64) -> Result<(f64, f64)> {
    let abs_br = br.abs();
    let abs_bi = bi.abs();
    if abs_br >= abs_bi {
        if abs_br == 0.0 {
            return Err(Error::zero_div("complex division by zero"));
        }
        let ratio = bi / br;
        let denom = br + bi * ratio;
        Ok(((ar + ai * ratio) / denom, (ai - ar * ratio) / denom))
    } else if abs_bi >= abs_br {
        let ratio = br / bi;
        let denom = br * ratio + bi;
        Ok(((ar * ratio + ai) / denom, (ai * ratio - ar) / denom))
    } else {
        Ok((f64::NAN, f64::NAN))
    }
}

/// CPython's complex power (`_Py_c_pow`, with its integer fast path).
fn complex_pow(ar: f64, ai: f64, br: f64, bi: f64) -> Result<(f64, f64)> {
    if ar == 0.0 && ai == 0.0 && (bi != 0.0 || br < 0.0) {
        return Err(Error::zero_div("0.0 to a negative or complex power"));
    }
    if bi == 0.0 && br.fract() == 0.0 && br.abs() <= 100.0 {
        // c_powi: repeated squaring, as CPython does for small integer exponents.
        let n = br as i64;
        if n == 0 {
            return Ok((1.0, 0.0));
        }
        let mut result = (1.0, 0.0);
        let mut base = (ar, ai);
        let mut e = n.unsigned_abs();
        while e > 0 {
            if e & 1 == 1 {
                result = (
                    result.0 * base.0 - result.1 * base.1,
                    result.0 * base.1 + result.1 * base.0,
                );
            }
            base = (base.0 * base.0 - base.1 * base.1, 2.0 * base.0 * base.1);
            e >>= 1;
        }
        if n < 0 {
            return complex_div(1.0, 0.0, result.0, result.1);
        }
        return Ok(result);
    }
    if br == 0.0 && bi == 0.0 {
        return Ok((1.0, 0.0));
    }
    if ar == 0.0 && ai == 0.0 {
        if bi != 0.0 || br < 0.0 {
            return Err(Error::zero_div("0.0 to a negative or complex power"));
        }
        return Ok((0.0, 0.0));
    }
    let vabs = ar.hypot(ai);
    let mut len = vabs.powf(br);
    let at = ai.atan2(ar);
    let mut phase = at * br;
    if bi != 0.0 {
        len /= (at * bi).exp();
        phase += bi * vabs.ln();
    }
    Ok((len * phase.cos(), len * phase.sin()))
}
