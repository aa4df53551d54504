//! Unit tests. Every expected value was produced by CPython 3.11; none is
//! hand-derived. The `*_data.rs` tables come from the scripts in `tests/gen/`
//! (deterministic: rerunning them reproduces the files byte for byte).

mod float;
#[rustfmt::skip]
mod float_data;
mod hash;
mod int;
#[rustfmt::skip]
mod int_data;
mod parse;
#[rustfmt::skip]
mod parse_data;

use num_bigint::BigInt;

use super::NumError;

pub(super) fn big(s: &str) -> BigInt {
    s.parse().unwrap_or_else(|_| panic!("bad test literal {s}"))
}

/// Parses a Python float repr (`inf`, `nan`, `-0.0`, `1e+16`, ...).
pub(super) fn flt(s: &str) -> f64 {
    s.parse().unwrap_or_else(|_| panic!("bad test literal {s}"))
}

/// Formats an error the way the tables spell them: `E:ValueError: msg`.
pub(super) fn err_text(e: &NumError) -> String {
    format!("E:{e}")
}

pub(super) fn same_float(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

/// `want` is either an int in decimal or `E:<Exception>: <message>`.
pub(super) fn check_int(ctx: &str, got: Result<BigInt, NumError>, want: &str) {
    let got = match got {
        Ok(v) => v.to_string(),
        Err(e) => err_text(&e),
    };
    assert_eq!(got, want, "{ctx}");
}

/// `want` is either a float repr or `E:<Exception>: <message>`.
pub(super) fn check_float(ctx: &str, got: Result<f64, NumError>, want: &str) {
    match (got, want.strip_prefix("E:")) {
        (Ok(v), None) => {
            let w = flt(want);
            assert!(same_float(v, w), "{ctx}: got {v:?}, want {want}");
        }
        (Err(e), Some(_)) => assert_eq!(err_text(&e), want, "{ctx}"),
        (Ok(v), Some(_)) => panic!("{ctx}: got {v:?}, want {want}"),
        (Err(e), None) => panic!("{ctx}: got {e}, want {want}"),
    }
}
