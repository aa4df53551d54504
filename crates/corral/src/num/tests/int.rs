use num_bigint::BigInt;
use num_traits::{One, Zero};

use super::super::*;
use super::int_data::*;
use super::{big, check_float, check_int, err_text};

const MAX_BITS: u64 = 1 << 32;

fn pow_text(r: Result<IntOrFloat, NumError>) -> String {
    match r {
        Ok(IntOrFloat::Int(v)) => v.to_string(),
        Ok(IntOrFloat::Float(f)) => format!("{f:?}"),
        Err(e) => err_text(&e),
    }
}

#[test]
fn division_table() {
    for &(a, b, fd, md, td) in DIV_CASES {
        let (x, y) = (big(a), big(b));
        let ctx = format!("{a} op {b}");
        check_int(&ctx, int_floordiv(&x, &y), fd);
        check_int(&ctx, int_mod(&x, &y), md);
        check_float(&ctx, int_true_div(&x, &y), td);
        match int_divmod(&x, &y) {
            Ok((q, r)) => assert_eq!(
                (q.to_string(), r.to_string()),
                (fd.to_string(), md.to_string())
            ),
            Err(e) => assert_eq!(
                err_text(&e),
                "E:ZeroDivisionError: integer division or modulo by zero"
            ),
        }
        if let (Ok(a64), Ok(b64)) = (i64::try_from(&x), i64::try_from(&y)) {
            if let Some(v) = i64_floordiv(a64, b64) {
                assert_eq!(v.to_string(), fd, "{ctx}");
            }
            if let Some(v) = i64_mod(a64, b64) {
                assert_eq!(v.to_string(), md, "{ctx}");
            }
            if let Some((q, r)) = i64_divmod(a64, b64) {
                assert_eq!(
                    (q.to_string(), r.to_string()),
                    (fd.to_string(), md.to_string())
                );
            }
            check_float(&ctx, i64_true_div(a64, b64), td);
        }
    }
}

#[test]
fn true_division_edges() {
    for &(a, b, want) in TRUE_DIV_CASES {
        check_float(&format!("{a} / {b}"), int_true_div(&big(a), &big(b)), want);
    }
}

#[test]
fn pow_table() {
    for &(a, e, want) in POW_CASES {
        let got = pow_text(int_pow(&big(a), &BigInt::from(e), MAX_BITS));
        // Float reprs: compare numerically to tolerate Rust's `{:?}` spelling.
        if let (Ok(g), Ok(w)) = (got.parse::<f64>(), want.parse::<f64>())
            && (want.contains('.') || want.contains('e') || want.contains("inf"))
        {
            assert_eq!(g.to_bits(), w.to_bits(), "{a} ** {e}");
            continue;
        }
        assert_eq!(got, want, "{a} ** {e}");
        if let Ok(a64) = i64::try_from(&big(a))
            && let Some(v) = i64_pow(a64, e)
        {
            assert_eq!(v.to_string(), want, "i64 {a64} ** {e}");
        }
    }
}

#[test]
fn pow_huge_exponents() {
    let huge = BigInt::from(10u32).pow(400u32);
    // CPython: 2 ** -(10**400) and 0 ** -(10**400) fail converting the exponent.
    let conv = "E:OverflowError: int too large to convert to float";
    assert_eq!(pow_text(int_pow(&BigInt::from(2), &-&huge, MAX_BITS)), conv);
    assert_eq!(pow_text(int_pow(&BigInt::zero(), &-&huge, MAX_BITS)), conv);
    // Trivial bases never grow.
    assert_eq!(pow_text(int_pow(&BigInt::zero(), &huge, MAX_BITS)), "0");
    assert_eq!(pow_text(int_pow(&BigInt::one(), &huge, MAX_BITS)), "1");
    assert_eq!(pow_text(int_pow(&BigInt::from(-1), &huge, MAX_BITS)), "1");
    assert_eq!(
        pow_text(int_pow(&BigInt::from(-1), &(&huge + 1), MAX_BITS)),
        "-1"
    );
    // Others are refused before any work is attempted.
    let e = BigInt::from(10u64.pow(18));
    assert!(matches!(
        int_pow(&BigInt::from(2), &e, MAX_BITS),
        Err(NumError::TooLarge { .. })
    ));
    assert!(matches!(
        int_pow(&BigInt::from(2), &huge, MAX_BITS),
        Err(NumError::TooLarge { .. })
    ));
    assert!(matches!(
        int_pow(&BigInt::from(3), &BigInt::from(1000), 1000),
        Err(NumError::TooLarge { .. })
    ));
    // The estimate is tight: 2**999 (1000 bits) fits a 1001-bit budget.
    assert!(matches!(
        int_pow(&BigInt::from(2), &BigInt::from(999), 1001),
        Ok(IntOrFloat::Int(_))
    ));
    assert_eq!(i64_pow(2, 1 << 40), None);
    assert_eq!(i64_pow(-1, i64::MAX), Some(-1));
    assert_eq!(i64_pow(0, 0), Some(1));
    assert_eq!(i64_pow(2, -1), None);
}

#[test]
fn pow_result_bits_bounds() {
    for (b, e) in [
        (2u64, 10u64),
        (3, 1000),
        (255, 77),
        (256, 77),
        (1 << 40, 3),
        (u64::MAX, 9),
        (12345, 1),
    ] {
        let base = BigInt::from(b);
        let actual = num_traits::Pow::pow(&base, e).bits();
        let est = pow_result_bits(&base, e);
        assert!(
            est >= actual && est <= actual + 1,
            "{b}**{e}: {est} vs {actual}"
        );
    }
    assert_eq!(pow_result_bits(&BigInt::from(2), u64::MAX), u64::MAX);
    assert_eq!(pow_result_bits(&BigInt::from(-1), u64::MAX), 1);
}

#[test]
fn pow_mod_table() {
    for &(a, b, m, want) in POW_MOD_CASES {
        check_int(
            &format!("pow({a}, {b}, {m})"),
            int_pow_mod(&big(a), &big(b), &big(m)),
            want,
        );
    }
}

#[test]
fn shift_table() {
    for &(a, n, ls, rs) in SHIFT_CASES {
        let (x, nb) = (big(a), BigInt::from(n));
        if ls != "skip" {
            check_int(&format!("{a} << {n}"), int_lshift(&x, &nb, MAX_BITS), ls);
        }
        check_int(&format!("{a} >> {n}"), int_rshift(&x, &nb), rs);
        if let Ok(a64) = i64::try_from(&x) {
            if let Some(v) = i64_lshift(a64, n)
                && ls != "skip"
            {
                assert_eq!(v.to_string(), ls, "i64 {a} << {n}");
            }
            if let Some(v) = i64_rshift(a64, n) {
                assert_eq!(v.to_string(), rs, "i64 {a} >> {n}");
            }
        }
    }
}

#[test]
fn shift_limits() {
    let one = BigInt::one();
    // CPython 3.11: 1 << 2**64 is a MemoryError, 1 << 2**100 an OverflowError.
    let e64 = BigInt::one() << 64u32;
    assert!(matches!(
        int_lshift(&one, &e64, MAX_BITS),
        Err(NumError::TooLarge { .. })
    ));
    let e100 = BigInt::one() << 100u32;
    assert_eq!(
        int_lshift(&one, &e100, MAX_BITS),
        Err(NumError::Overflow("too many digits in integer".into()))
    );
    assert!(matches!(
        int_lshift(&one, &BigInt::from(1000), 100),
        Err(NumError::TooLarge { bits: 1001 })
    ));
    assert_eq!(int_lshift(&BigInt::zero(), &e100, 0), Ok(BigInt::zero()));
    assert_eq!(int_rshift(&BigInt::from(-5), &e100), Ok(BigInt::from(-1)));
    assert_eq!(int_rshift(&BigInt::from(5), &e100), Ok(BigInt::zero()));
    assert_eq!(i64_lshift(0, 1000), Some(0));
    assert_eq!(i64_lshift(1, 63), None);
    assert_eq!(i64_lshift(-1, 63), Some(i64::MIN));
    assert_eq!(i64_rshift(i64::MIN, 1000), Some(-1));
}

#[test]
fn round_table() {
    for &(v, nd, want) in ROUND_CASES {
        let x = big(v);
        assert_eq!(int_round(&x, nd).to_string(), want, "round({v}, {nd})");
        if let Ok(v64) = i64::try_from(&x)
            && let Some(r) = i64_round(v64, nd)
        {
            assert_eq!(r.to_string(), want, "i64 round({v}, {nd})");
        }
    }
    // Saturated ndigits (the engine clamps huge values) still give 0.
    assert_eq!(int_round(&big("123456789"), i64::MIN), BigInt::zero());
    assert_eq!(i64_round(i64::MAX, i64::MIN), Some(0));
    assert_eq!(i64_round(i64::MAX, -1), None);
}

#[test]
fn unary_table() {
    for &(v, bl, bc, hx, oc, bn, fl) in UNARY_CASES {
        let x = big(v);
        assert_eq!(int_bit_length(&x), bl, "{v}");
        assert_eq!(int_bit_count(&x), bc, "{v}");
        assert_eq!(int_hex(&x), hx);
        assert_eq!(int_oct(&x), oc);
        if bn != "skip" {
            assert_eq!(int_bin(&x), bn);
        }
        check_float(&format!("float({v})"), big_to_f64(&x), fl);
        match int_to_str(&x) {
            Ok(s) => assert_eq!(s, v),
            Err(e) => assert!(x.bits() > 14000, "{e}"),
        }
    }
}

#[test]
fn str_digit_limit() {
    let limit = "E:ValueError: Exceeds the limit (4300 digits) for integer string conversion; \
                 use sys.set_int_max_str_digits() to increase the limit";
    let ten = BigInt::from(10u32);
    let p4300: BigInt = num_traits::Pow::pow(&ten, 4300u32);
    let show = |v: &BigInt| int_to_str(v).map(|s| s.len()).map_err(|e| err_text(&e));
    // 10**4300 has 4301 digits; 10**4300 - 1 has exactly 4300.
    assert_eq!(show(&p4300), Err(limit.to_string()));
    assert_eq!(show(&(&p4300 - 1u32)), Ok(4300));
    let neg: BigInt = -(&p4300 - 1u32);
    assert_eq!(show(&neg), Ok(4301));
    assert_eq!(show(&-&p4300), Err(limit.to_string()));
    let p5000: BigInt = num_traits::Pow::pow(&ten, 5000u32);
    assert_eq!(show(&p5000), Err(limit.to_string()));
    assert_eq!(
        show(&(BigInt::one() << 1_000_000u32)),
        Err(limit.to_string())
    );
    // Power-of-two bases are never limited.
    assert_eq!(int_hex(&(BigInt::one() << 20000u32)).len(), 5003);
    assert_eq!(int_to_radix_str(&BigInt::from(-255), 16, false), "-ff");
    assert_eq!(int_to_radix_str(&BigInt::from(35), 36, true), "z");
}

#[test]
fn bytes_tables() {
    for &(v, n, be, signed, want) in TO_BYTES_CASES {
        let got = match int_to_bytes(&big(v), n, be, signed) {
            Ok(b) => b.iter().map(|x| format!("{x:02x}")).collect::<String>(),
            Err(e) => err_text(&e),
        };
        assert_eq!(got, want, "({v}).to_bytes({n}, be={be}, signed={signed})");
    }
    for &(hx, be, signed, want) in FROM_BYTES_CASES {
        let bytes: Vec<u8> = (0..hx.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&hx[i..i + 2], 16).unwrap_or_default())
            .collect();
        assert_eq!(
            int_from_bytes(&bytes, be, signed).to_string(),
            want,
            "{hx} be={be} signed={signed}"
        );
    }
    assert!(matches!(
        int_to_bytes(&BigInt::one(), i64::MAX, true, false),
        Err(NumError::TooLarge { .. })
    ));
}

/// The i64 helpers must agree with the BigInt versions wherever they answer.
#[test]
fn i64_fast_paths_agree() {
    let mut vals: Vec<i64> = vec![
        0,
        1,
        -1,
        2,
        -2,
        3,
        -3,
        7,
        -7,
        10,
        i64::MAX,
        i64::MIN,
        i64::MAX - 1,
        i64::MIN + 1,
    ];
    vals.extend([
        1 << 31,
        -(1 << 31),
        1 << 32,
        3_037_000_499,
        3_037_000_500,
        -3_037_000_500,
    ]);
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..60 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        vals.push((x as i64) >> (x % 60));
    }
    for &a in &vals {
        for &b in &vals {
            let (ba, bb) = (BigInt::from(a), BigInt::from(b));
            let cases = [
                (i64_add(a, b), Ok(&ba + &bb)),
                (i64_sub(a, b), Ok(&ba - &bb)),
                (i64_mul(a, b), Ok(&ba * &bb)),
                (i64_floordiv(a, b), int_floordiv(&ba, &bb)),
                (i64_mod(a, b), int_mod(&ba, &bb)),
            ];
            for (fast, slow) in cases {
                if let Some(v) = fast {
                    assert_eq!(Ok(BigInt::from(v)), slow, "{a} {b}");
                } else if let Ok(s) = slow {
                    assert!(
                        i64::try_from(&s).is_err() || (a == i64::MIN && b == -1),
                        "{a} {b}"
                    );
                }
            }
            if let Some(v) = i64_divmod(a, b) {
                let (q, r) = int_divmod(&ba, &bb).unwrap_or_default();
                assert_eq!((BigInt::from(v.0), BigInt::from(v.1)), (q, r));
            }
            let small = b.rem_euclid(70);
            match (
                i64_pow(a, small),
                int_pow(&ba, &BigInt::from(small), MAX_BITS),
            ) {
                (Some(v), Ok(IntOrFloat::Int(w))) => assert_eq!(BigInt::from(v), w),
                (None, Ok(IntOrFloat::Int(w))) => assert!(i64::try_from(&w).is_err()),
                other => panic!("{a} ** {small}: {other:?}"),
            }
            let sh = b.rem_euclid(70);
            match (
                i64_lshift(a, sh),
                int_lshift(&ba, &BigInt::from(sh), MAX_BITS),
            ) {
                (Some(v), Ok(w)) => assert_eq!(BigInt::from(v), w),
                (None, Ok(w)) => assert!(i64::try_from(&w).is_err()),
                other => panic!("{a} << {sh}: {other:?}"),
            }
            assert_eq!(
                i64_rshift(a, sh).map(BigInt::from),
                int_rshift(&ba, &BigInt::from(sh)).ok()
            );
            assert_eq!(
                i64_neg(a).map(BigInt::from),
                i64::try_from(-&ba).ok().map(BigInt::from)
            );
            assert_eq!(hash_i64(a), hash_bigint(&ba));
            let nd = -(b.rem_euclid(22));
            if let Some(r) = i64_round(a, nd) {
                assert_eq!(BigInt::from(r), int_round(&ba, nd), "round({a}, {nd})");
            }
        }
    }
}
