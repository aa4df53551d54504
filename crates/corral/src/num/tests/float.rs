use std::cmp::Ordering;

use super::super::*;
use super::float_data::*;
use super::{big, check_float, err_text, flt, same_float};

#[test]
fn binop_table() {
    for &(a, b, fd, md, pw) in BINOP_CASES {
        let (x, y) = (flt(a), flt(b));
        let ctx = format!("{a} op {b}");
        check_float(&ctx, float_floordiv(x, y), fd);
        check_float(&ctx, float_mod(x, y), md);
        check_float(&format!("{a} ** {b}"), float_pow(x, y), pw);
        match float_divmod(x, y) {
            Ok((q, r)) => {
                assert!(
                    same_float(q, flt(fd)) && same_float(r, flt(md)),
                    "divmod {ctx}"
                );
            }
            Err(e) => assert_eq!(err_text(&e), "E:ZeroDivisionError: float divmod()"),
        }
        match float_div(x, y) {
            Ok(v) => assert!(same_float(v, x / y)),
            Err(e) => assert_eq!(err_text(&e), "E:ZeroDivisionError: float division by zero"),
        }
    }
}

#[test]
fn pow_special_cases() {
    for &(a, b, want) in POW_CASES {
        check_float(&format!("{a} ** {b}"), float_pow(flt(a), flt(b)), want);
    }
}

#[test]
fn round_table() {
    for &(x, nd, want) in ROUND_CASES {
        check_float(&format!("round({x}, {nd})"), float_round(flt(x), nd), want);
    }
    // ndigits far outside the table saturate.
    assert_eq!(float_round(1.5, i64::MAX), Ok(1.5));
    assert!(float_round(-1.5, i64::MIN).is_ok_and(|v| v == 0.0 && v.is_sign_negative()));
}

#[test]
fn unary_table() {
    for &(x, rnd, int, ratio, hex, is_int) in UNARY_CASES {
        let v = flt(x);
        let show = |r: Result<num_bigint::BigInt, NumError>| match r {
            Ok(i) => i.to_string(),
            Err(e) => err_text(&e),
        };
        assert_eq!(show(float_round_to_int(v)), rnd, "round({x})");
        assert_eq!(show(f64_to_int(v)), int, "int({x})");
        if let Some(small) = f64_to_i64(v) {
            assert_eq!(small.to_string(), int, "int({x}) fast");
        }
        let got_ratio = match float_as_integer_ratio(v) {
            Ok((n, d)) => format!("{n}/{d}"),
            Err(e) => err_text(&e),
        };
        assert_eq!(got_ratio, ratio, "{x}.as_integer_ratio()");
        assert_eq!(float_hex(v), hex, "{x}.hex()");
        assert_eq!(float_is_integer(v), is_int, "{x}.is_integer()");
        // hex() round-trips through fromhex().
        assert!(
            same_float(float_fromhex(hex).unwrap_or(f64::NAN), v) || v.is_nan(),
            "{hex}"
        );
    }
}

#[test]
fn fromhex_table() {
    for &(s, want) in FROMHEX_CASES {
        check_float(&format!("fromhex({s:?})"), float_fromhex(s), want);
    }
    assert!(float_fromhex("-nan").unwrap_or(0.0).is_sign_negative());
}

#[test]
fn int_float_comparisons() {
    for &(i, f, want) in CMP_CASES {
        let want = want.map(|c| c.cmp(&0));
        let (x, y) = (big(i), flt(f));
        assert_eq!(cmp_int_float(&x, y), want, "cmp({i}, {f})");
        if let Ok(small) = i64::try_from(&x) {
            assert_eq!(cmp_i64_f64(small, y), want, "cmp_i64({i}, {f})");
        }
    }
    // Spot checks of the classic pitfalls.
    let two53 = num_bigint::BigInt::from(1u64 << 53);
    assert_eq!(
        cmp_int_float(&(&two53 + 1), 9007199254740992.0),
        Some(Ordering::Greater)
    );
    assert_eq!(
        cmp_i64_f64((1 << 53) + 1, 9007199254740992.0),
        Some(Ordering::Greater)
    );
    assert_eq!(
        cmp_i64_f64(i64::MAX, 9223372036854775807.0),
        Some(Ordering::Less)
    );
    assert_eq!(
        cmp_i64_f64(i64::MIN, -9223372036854775808.0),
        Some(Ordering::Equal)
    );
}

#[test]
fn conversion_errors() {
    assert_eq!(
        err_text(&f64_to_int(f64::INFINITY).unwrap_err()),
        "E:OverflowError: cannot convert float infinity to integer"
    );
    assert_eq!(
        err_text(&f64_to_int(f64::NAN).unwrap_err()),
        "E:ValueError: cannot convert float NaN to integer"
    );
    assert_eq!(f64_to_i64(f64::NAN), None);
    assert_eq!(f64_to_i64(9223372036854775808.0), None);
    assert_eq!(f64_to_i64(-9223372036854775808.0), Some(i64::MIN));
    assert_eq!(f64_to_i64(-0.9), Some(0));
    // Correct rounding of int -> float near ties (values from CPython).
    let cases = [
        ("9007199254740993", "9007199254740992.0"),
        ("9007199254740995", "9007199254740996.0"),
        ("18014398509481989", "1.8014398509481988e+16"),
        ("18014398509481990", "1.801439850948199e+16"),
        ("-36028797018963971", "-3.602879701896397e+16"),
    ];
    for (i, f) in cases {
        check_float(i, big_to_f64(&big(i)), f);
    }
    // 2**1024 - 2**970 rounds up to 2**1024: overflow, as in CPython.
    let edge = (num_bigint::BigInt::from(1) << 1024u32) - (num_bigint::BigInt::from(1) << 970u32);
    assert_eq!(
        err_text(&big_to_f64(&edge).unwrap_err()),
        "E:OverflowError: int too large to convert to float"
    );
    let below = edge - 1;
    check_float(
        "2**1024-2**970-1",
        big_to_f64(&below),
        "1.7976931348623157e+308",
    );
}
