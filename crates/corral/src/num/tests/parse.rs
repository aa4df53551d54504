use num_bigint::BigInt;

use super::super::{
    MAX_STR_DIGITS, NumError, SmallOrBig, parse_float, parse_int, parse_int_small, py_str_repr,
};
use super::parse_data::{FLOAT_CASES, INT_CASES};
use super::{check_float, check_int, err_text, flt};

#[test]
fn int_table() {
    for &(s, base, want) in INT_CASES {
        check_int(&format!("int({s:?}, {base})"), parse_int(s, base), want);
    }
}

#[test]
fn int_small_matches_big() {
    for &(s, base, _) in INT_CASES {
        let small = parse_int_small(s, base);
        let big = parse_int(s, base);
        match (small, big) {
            (Ok(SmallOrBig::Small(v)), Ok(b)) => assert_eq!(BigInt::from(v), b, "{s:?}"),
            (Ok(SmallOrBig::Big(v)), Ok(b)) => {
                assert_eq!(v, b, "{s:?}");
                assert!(i64::try_from(&v).is_err(), "{s:?} should be Small");
            }
            (Err(a), Err(b)) => assert_eq!(a, b),
            (a, b) => panic!("{s:?}: {a:?} vs {b:?}"),
        }
    }
}

#[test]
fn int_error_repr_is_truncated_to_200_chars() {
    let msg = |s: &str| err_text(&parse_int(s, 10).unwrap_err());
    // Python: the repr is cut to 200 code points, dropping the closing quote.
    assert_eq!(
        msg(&"a".repeat(250)),
        format!(
            "E:ValueError: invalid literal for int() with base 10: '{}",
            "a".repeat(199)
        )
    );
    assert_eq!(
        msg(&"\u{1f600}".repeat(300)),
        format!(
            "E:ValueError: invalid literal for int() with base 10: '{}",
            "\u{1f600}".repeat(199)
        )
    );
    assert_eq!(
        msg(&"é".repeat(150)),
        format!(
            "E:ValueError: invalid literal for int() with base 10: '{}'",
            "é".repeat(150)
        )
    );
}

fn limit_msg(n: usize) -> String {
    format!(
        "E:ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has {n} \
         digits; use sys.set_int_max_str_digits() to increase the limit"
    )
}

#[test]
fn int_digit_limit() {
    let err = |s: &str, base: u32| err_text(&parse_int(s, base).unwrap_err());
    assert_eq!(MAX_STR_DIGITS, 4300);
    // All of these were checked against CPython 3.11.7.
    assert_eq!(err(&"1".repeat(5000), 10), limit_msg(5000));
    assert_eq!(err(&format!("{}x", "1".repeat(5000)), 10), limit_msg(5000));
    assert_eq!(err(&"0".repeat(5000), 10), limit_msg(5000));
    assert_eq!(err(&"0".repeat(5000), 0), limit_msg(5000));
    assert_eq!(err(&"1".repeat(4301), 10), limit_msg(4301));
    assert_eq!(err(&"1".repeat(5000), 0), limit_msg(5000));
    assert_eq!(err(&"\u{663}".repeat(5000), 10), limit_msg(5000));
    assert_eq!(err(&"7".repeat(4500), 36), limit_msg(4500));
    // Underscores do not count as digits.
    let with_underscores = vec!["1"; 2500].join("_");
    assert_eq!(
        parse_int(&with_underscores, 10).unwrap().to_string(),
        "1".repeat(2500)
    );
    // Invalid underscores are reported before the limit.
    let bad = format!("{}__", "1".repeat(5000));
    assert!(
        err(&bad, 10).starts_with("E:ValueError: invalid literal for int() with base 10: '1111")
    );
    // Exactly at the limit is fine; power-of-two bases are unlimited.
    assert_eq!(
        parse_int(&"9".repeat(4300), 10).unwrap().to_string(),
        "9".repeat(4300)
    );
    let hex = parse_int(&"f".repeat(5000), 16).unwrap();
    assert_eq!(hex.bits(), 20000);
    let bin = parse_int(&format!("-0b{}", "1".repeat(9000)), 0).unwrap();
    let want: BigInt = (BigInt::from(1) << 9000u32) - 1;
    assert_eq!(bin, -want);
}

#[test]
fn float_table() {
    for &(s, want) in FLOAT_CASES {
        check_float(&format!("float({s:?})"), parse_float(s), want);
    }
}

#[test]
fn float_signed_nan_and_zero() {
    assert!(parse_float("-nan").unwrap().is_sign_negative());
    assert!(parse_float("nan").unwrap().is_sign_positive());
    assert!(parse_float("-0").unwrap().is_sign_negative());
    assert_eq!(
        parse_float("-0.0e5").unwrap().to_bits(),
        (-0.0f64).to_bits()
    );
}

#[test]
fn float_long_inputs_round_correctly() {
    // float('0.' + '0'*400 + '1e401') == 1.0 and a 5000-digit mantissa.
    let s = format!("0.{}1e401", "0".repeat(400));
    assert_eq!(parse_float(&s).unwrap(), 1.0);
    let s = format!("{}e-4999", "1".repeat(5000));
    assert_eq!(parse_float(&s).unwrap(), flt("1.1111111111111112"));
    // 2**-1075 exactly is a tie that rounds to even (0.0); just above it is not.
    let tie = "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324";
    assert_eq!(parse_float(tie).unwrap().to_bits(), 0);
    let above = format!("{}1e-324", &tie[..tie.len() - 5]);
    assert_eq!(parse_float(&above).unwrap(), 5e-324);
}

#[test]
fn repr_matches_python() {
    // Values from CPython's repr().
    let cases: &[(&str, &str)] = &[
        ("abc", "'abc'"),
        ("it's", "\"it's\""),
        ("it's \"x\"", "'it\\'s \"x\"'"),
        ("\u{7f}\u{80}\u{a0}\u{ad}", "'\\x7f\\x80\\xa0\\xad'"),
        ("é\u{300}", "'é\u{300}'"),
        ("\u{2028}\u{feff}\u{e000}", "'\\u2028\\ufeff\\ue000'"),
        (
            "\u{10ffff}\u{1f600}\u{e0001}",
            "'\\U0010ffff\u{1f600}\\U000e0001'",
        ),
        ("\u{378}\u{3000}\u{3042}", "'\\u0378\\u3000\u{3042}'"),
        ("\0\x1b\x0b", "'\\x00\\x1b\\x0b'"),
    ];
    for &(s, want) in cases {
        assert_eq!(py_str_repr(s), want, "{s:?}");
    }
}

#[test]
fn bad_base() {
    for base in [1, 37, 100, u32::MAX] {
        assert_eq!(
            parse_int("1", base),
            Err(NumError::Value(
                "int() base must be >= 2 and <= 36, or 0".into()
            ))
        );
    }
}

#[test]
fn bytes_arguments() {
    use super::super::{parse_float_bytes, parse_int_bytes, py_bytes_repr};
    let int = |b: &[u8]| match parse_int_bytes(b, 0) {
        Ok(SmallOrBig::Small(v)) => v.to_string(),
        Ok(SmallOrBig::Big(v)) => v.to_string(),
        Err(e) => err_text(&e),
    };
    let float = |b: &[u8]| match parse_float_bytes(b) {
        Ok(v) => format!("{v:?}"),
        Err(e) => err_text(&e),
    };
    // Values from CPython 3.11.
    assert_eq!(int(b"12"), "12");
    assert_eq!(int(b" -0x1f "), "-31");
    assert_eq!(
        float(b" -0x1f "),
        "E:ValueError: could not convert string to float: b' -0x1f '"
    );
    assert_eq!(
        int(b"1\x00"),
        "E:ValueError: invalid literal for int() with base 0: b'1\\x00'"
    );
    assert_eq!(
        float(b"\xa01"),
        "E:ValueError: could not convert string to float: b'\\xa01'"
    );
    assert_eq!(
        int(b"x'\""),
        "E:ValueError: invalid literal for int() with base 0: b'x\\'\"'"
    );
    assert_eq!(
        float(b"\xff\x80abc\\"),
        "E:ValueError: could not convert string to float: b'\\xff\\x80abc\\\\'"
    );
    assert_eq!(int(b"1_0"), "10");
    assert_eq!(float(b"1_0"), "10.0");
    assert_eq!(
        int(b"\xd9\xa1"),
        "E:ValueError: invalid literal for int() with base 0: b'\\xd9\\xa1'"
    );
    let long = parse_int_bytes(&[b'a'; 300], 10).unwrap_err();
    assert_eq!(
        err_text(&long),
        format!(
            "E:ValueError: invalid literal for int() with base 10: b'{}",
            "a".repeat(198)
        )
    );
    assert_eq!(py_bytes_repr(b"it's"), "b\"it's\"");
}
