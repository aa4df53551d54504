//! Float algorithms of CPython's `math` module (and the parts of the C
//! library it relies on that Rust's std does not provide with the same
//! results), as plain functions on `f64`.
//!
//! Functions that can fail return `MathErr`, mirroring the errno values the
//! C code inspects: `Domain` becomes `ValueError: math domain error`, `Range`
//! becomes `OverflowError: math range error`.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MathErr {
    Domain,
    Range,
}

pub type MResult = Result<f64, MathErr>;

const PI: f64 = std::f64::consts::PI;
const LOGPI: f64 = 1.144_729_885_849_400_2;

/// sin(pi*x), accurate for x near integers (used by the gamma reflection).
pub fn sinpi(x: f64) -> f64 {
    let y = x.abs() % 2.0;
    let n = (2.0 * y).round() as i32;
    let r = match n {
        0 => (PI * y).sin(),
        1 => (PI * (y - 0.5)).cos(),
        2 => (PI * (1.0 - y)).sin(),
        3 => -(PI * (y - 1.5)).cos(),
        _ => (PI * (y - 2.0)).sin(),
    };
    1.0f64.copysign(x) * r
}

const LANCZOS_G: f64 = 6.024_680_040_776_73;
const LANCZOS_G_MINUS_HALF: f64 = 5.524_680_040_776_73;
const LANCZOS_NUM: [f64; 13] = [
    23_531_376_880.410_76,
    42_919_803_642.649_1,
    35_711_959_237.355_67,
    17_921_034_426.037_21,
    6_039_542_586.352_028,
    1_439_720_407.311_721_6,
    248_874_557.862_054_17,
    31_426_415.585_400_194,
    2_876_370.628_935_372_5,
    186_056.265_395_223_48,
    8_071.672_002_365_816,
    210.824_277_751_579_36,
    2.506_628_274_631_000_2,
];
const LANCZOS_DEN: [f64; 13] = [
    0.0,
    39916800.0,
    120543840.0,
    150917976.0,
    105258076.0,
    45995730.0,
    13339535.0,
    2637558.0,
    357423.0,
    32670.0,
    1925.0,
    66.0,
    1.0,
];
const GAMMA_INTEGRAL: [f64; 23] = [
    1.0,
    1.0,
    2.0,
    6.0,
    24.0,
    120.0,
    720.0,
    5040.0,
    40320.0,
    362880.0,
    3628800.0,
    39916800.0,
    479001600.0,
    6227020800.0,
    87178291200.0,
    1307674368000.0,
    20922789888000.0,
    355687428096000.0,
    6402373705728000.0,
    121645100408832000.0,
    2432902008176640000.0,
    51090942171709440000.0,
    1124000727777607680000.0,
];

fn lanczos_sum(x: f64) -> f64 {
    let (mut num, mut den) = (0.0f64, 0.0f64);
    if x < 5.0 {
        for i in (0..13).rev() {
            num = num * x + LANCZOS_NUM[i];
            den = den * x + LANCZOS_DEN[i];
        }
    } else {
        for i in 0..13 {
            num = num / x + LANCZOS_NUM[i];
            den = den / x + LANCZOS_DEN[i];
        }
    }
    num / den
}

/// The gamma function (Lanczos approximation, as CPython computes it).
pub fn gamma(x: f64) -> MResult {
    if !x.is_finite() {
        if x.is_nan() || x > 0.0 {
            return Ok(x);
        }
        return Err(MathErr::Domain);
    }
    if x == 0.0 {
        return Err(MathErr::Domain);
    }
    if x == x.floor() {
        if x < 0.0 {
            return Err(MathErr::Domain);
        }
        if x <= 23.0 {
            return Ok(GAMMA_INTEGRAL[x as usize - 1]);
        }
    }
    let absx = x.abs();
    if absx < 1e-20 {
        let r = 1.0 / x;
        return if r.is_infinite() {
            Err(MathErr::Range)
        } else {
            Ok(r)
        };
    }
    if absx > 200.0 {
        if x < 0.0 {
            return Ok(0.0 / sinpi(x));
        }
        return Err(MathErr::Range);
    }
    let y = absx + LANCZOS_G_MINUS_HALF;
    let z = if absx > LANCZOS_G_MINUS_HALF {
        let q = y - absx;
        q - LANCZOS_G_MINUS_HALF
    } else {
        let q = y - LANCZOS_G_MINUS_HALF;
        q - absx
    };
    let z = z * LANCZOS_G / y;
    let mut r;
    if x < 0.0 {
        r = -PI / sinpi(absx) / absx * y.exp() / lanczos_sum(absx);
        r -= z * r;
        if absx < 140.0 {
            r /= y.powf(absx - 0.5);
        } else {
            let sqrtpow = y.powf(absx / 2.0 - 0.25);
            r /= sqrtpow;
            r /= sqrtpow;
        }
    } else {
        r = lanczos_sum(absx) / y.exp();
        r += z * r;
        if absx < 140.0 {
            r *= y.powf(absx - 0.5);
        } else {
            let sqrtpow = y.powf(absx / 2.0 - 0.25);
            r *= sqrtpow;
            r *= sqrtpow;
        }
    }
    if r.is_infinite() {
        return Err(MathErr::Range);
    }
    Ok(r)
}

/// log(abs(gamma(x))).
pub fn lgamma(x: f64) -> MResult {
    if !x.is_finite() {
        if x.is_nan() {
            return Ok(x);
        }
        return Ok(f64::INFINITY);
    }
    if x == x.floor() && x <= 2.0 {
        if x <= 0.0 {
            return Err(MathErr::Domain);
        }
        return Ok(0.0);
    }
    let absx = x.abs();
    if absx < 1e-20 {
        return Ok(-absx.ln());
    }
    let mut r = lanczos_sum(absx).ln() - LANCZOS_G;
    r += (absx - 0.5) * ((absx + LANCZOS_G - 0.5).ln() - 1.0);
    if x < 0.0 {
        r = LOGPI - sinpi(absx).abs().ln() - absx.ln() - r;
    }
    if r.is_infinite() {
        return Err(MathErr::Range);
    }
    Ok(r)
}

// ----- erf / erfc (the C library's algorithm, as glibc evaluates it) -----

const ERX: f64 = 8.450_629_115_104_675e-1;
const EFX: f64 = 1.283_791_670_955_126e-1;
const PP: [f64; 5] = [
    1.283_791_670_955_125_6e-1,
    -3.250_421_072_470_015e-1,
    -2.848_174_957_559_851e-2,
    -5.770_270_296_489_442e-3,
    -2.376_301_665_665_016_3e-5,
];
const QQ: [f64; 6] = [
    0.0,
    3.979_172_239_591_553_5e-1,
    6.502_224_998_876_73e-2,
    5.081_306_281_875_766e-3,
    1.324_947_380_043_216_4e-4,
    -3.960_228_278_775_368e-6,
];
const PA: [f64; 7] = [
    -2.362_118_560_752_659_4e-3,
    4.148_561_186_837_483_3e-1,
    -3.722_078_760_357_013e-1,
    3.183_466_199_011_617_5e-1,
    -1.108_946_942_823_966_8e-1,
    3.547_830_432_561_823_6e-2,
    -2.166_375_594_868_791e-3,
];
const QA: [f64; 7] = [
    0.0,
    1.064_208_804_008_442_3e-1,
    5.403_979_177_021_71e-1,
    7.182_865_441_419_627e-2,
    1.261_712_198_087_616_4e-1,
    1.363_708_391_202_905e-2,
    1.198_449_984_679_910_7e-2,
];
const RA: [f64; 8] = [
    -9.864_944_034_847_148e-3,
    -6.938_585_727_071_818e-1,
    -1.055_862_622_532_329_1e1,
    -6.237_533_245_032_600_6e1,
    -1.623_966_694_625_734_7e2,
    -1.846_050_929_067_110_4e2,
    -8.128_743_550_630_66e1,
    -9.814_329_344_169_145,
];
const SA: [f64; 9] = [
    0.0,
    1.965_127_166_743_925_7e1,
    1.376_577_541_435_190_4e2,
    4.345_658_774_752_292_3e2,
    6.453_872_717_332_679e2,
    4.290_081_400_275_678_3e2,
    1.086_350_055_417_794_4e2,
    6.570_249_770_319_282,
    -6.042_441_521_485_81e-2,
];
const RB: [f64; 7] = [
    -9.864_942_924_700_1e-3,
    -7.992_832_376_805_23e-1,
    -1.775_795_491_775_475_2e1,
    -1.606_363_848_558_219_2e2,
    -6.375_664_433_683_896e2,
    -1.025_095_131_611_077_2e3,
    -4.835_191_916_086_514e2,
];
const SB: [f64; 8] = [
    0.0,
    3.033_806_074_348_246e1,
    3.257_925_129_965_739e2,
    1.536_729_586_084_437e3,
    3.199_858_219_508_595_5e3,
    2.553_050_406_433_164_4e3,
    4.745_285_412_069_553_7e2,
    -2.244_095_244_658_582e1,
];

fn high_word(x: f64) -> i32 {
    (x.to_bits() >> 32) as i32
}

fn erf_small_ratio(z: f64) -> f64 {
    let r1 = PP[0] + z * PP[1];
    let z2 = z * z;
    let r2 = PP[2] + z * PP[3];
    let z4 = z2 * z2;
    let s1 = 1.0 + z * QQ[1];
    let s2 = QQ[2] + z * QQ[3];
    let s3 = QQ[4] + z * QQ[5];
    let r = r1 + z2 * r2 + z4 * PP[4];
    let s = s1 + z2 * s2 + z4 * s3;
    r / s
}

fn erf_mid_pq(s: f64) -> (f64, f64) {
    let p1 = PA[0] + s * PA[1];
    let s2 = s * s;
    let q1 = 1.0 + s * QA[1];
    let s4 = s2 * s2;
    let p2 = PA[2] + s * PA[3];
    let s6 = s4 * s2;
    let q2 = QA[2] + s * QA[3];
    let p3 = PA[4] + s * PA[5];
    let q3 = QA[4] + s * QA[5];
    let p = p1 + s2 * p2 + s4 * p3 + s6 * PA[6];
    let q = q1 + s2 * q2 + s4 * q3 + s6 * QA[6];
    (p, q)
}

/// exp(-x*x - 0.5625 + R/S) / x for the tail ranges, x = |x| > 1.25.
fn erfc_tail(x: f64, ix: i32, lo_cut: i32) -> f64 {
    let s = 1.0 / (x * x);
    let (rr, ss);
    if ix < lo_cut {
        let r1 = RA[0] + s * RA[1];
        let s2 = s * s;
        let t1 = 1.0 + s * SA[1];
        let s4 = s2 * s2;
        let r2 = RA[2] + s * RA[3];
        let s6 = s4 * s2;
        let t2 = SA[2] + s * SA[3];
        let s8 = s4 * s4;
        let r3 = RA[4] + s * RA[5];
        let t3 = SA[4] + s * SA[5];
        let r4 = RA[6] + s * RA[7];
        let t4 = SA[6] + s * SA[7];
        rr = r1 + s2 * r2 + s4 * r3 + s6 * r4;
        ss = t1 + s2 * t2 + s4 * t3 + s6 * t4 + s8 * SA[8];
    } else {
        let r1 = RB[0] + s * RB[1];
        let s2 = s * s;
        let t1 = 1.0 + s * SB[1];
        let s4 = s2 * s2;
        let r2 = RB[2] + s * RB[3];
        let s6 = s4 * s2;
        let t2 = SB[2] + s * SB[3];
        let r3 = RB[4] + s * RB[5];
        let t3 = SB[4] + s * SB[5];
        let t4 = SB[6] + s * SB[7];
        rr = r1 + s2 * r2 + s4 * r3 + s6 * RB[6];
        ss = t1 + s2 * t2 + s4 * t3 + s6 * t4;
    }
    let z = f64::from_bits(x.to_bits() & 0xffff_ffff_0000_0000);
    let r = (-z * z - 0.5625).exp() * ((z - x) * (z + x) + rr / ss).exp();
    r / x
}

pub fn erf(x: f64) -> f64 {
    let hx = high_word(x);
    let ix = hx & 0x7fff_ffff;
    if ix >= 0x7ff0_0000 {
        if x.is_nan() {
            return x;
        }
        return if x > 0.0 { 1.0 } else { -1.0 };
    }
    if ix < 0x3feb_0000 {
        if ix < 0x3e30_0000 {
            if ix < 0x0080_0000 {
                return 0.0625 * (16.0 * x + (16.0 * EFX) * x);
            }
            return x + EFX * x;
        }
        let y = erf_small_ratio(x * x);
        return x + x * y;
    }
    if ix < 0x3ff4_0000 {
        let (p, q) = erf_mid_pq(x.abs() - 1.0);
        return if hx >= 0 { ERX + p / q } else { -ERX - p / q };
    }
    if ix >= 0x4018_0000 {
        return if hx >= 0 { 1.0 - 1e-300 } else { 1e-300 - 1.0 };
    }
    let r = erfc_tail(x.abs(), ix, 0x4006_DB6E);
    if hx >= 0 { 1.0 - r } else { r - 1.0 }
}

pub fn erfc(x: f64) -> f64 {
    let hx = high_word(x);
    let ix = hx & 0x7fff_ffff;
    if ix >= 0x7ff0_0000 {
        if x.is_nan() {
            return x;
        }
        return if x > 0.0 { 0.0 } else { 2.0 };
    }
    if ix < 0x3feb_0000 {
        if ix < 0x3c70_0000 {
            return 1.0 - x;
        }
        let y = erf_small_ratio(x * x);
        if hx < 0x3fd0_0000 {
            return 1.0 - (x + x * y);
        }
        let mut r = x * y;
        r += x - 0.5;
        return 0.5 - r;
    }
    if ix < 0x3ff4_0000 {
        let (p, q) = erf_mid_pq(x.abs() - 1.0);
        return if hx >= 0 {
            let z = 1.0 - ERX;
            z - p / q
        } else {
            let z = ERX + p / q;
            1.0 + z
        };
    }
    if ix < 0x403c_0000 {
        if hx < 0 && ix >= 0x4018_0000 {
            return 2.0 - 1e-300;
        }
        let r = erfc_tail(x.abs(), ix, 0x4006_DB6D);
        return if hx > 0 { r } else { 2.0 - r };
    }
    if hx > 0 { 0.0 } else { 2.0 - 1e-300 }
}

// ----- inverse hyperbolic functions -----

const LN2: f64 = std::f64::consts::LN_2;

pub fn asinh(x: f64) -> f64 {
    let ix = high_word(x) & 0x7fff_ffff;
    if ix < 0x3e30_0000 {
        return x;
    }
    let w;
    if ix > 0x41b0_0000 {
        if ix >= 0x7ff0_0000 {
            return x + x;
        }
        w = x.abs().ln() + LN2;
    } else {
        let xa = x.abs();
        if ix > 0x4000_0000 {
            w = (2.0 * xa + 1.0 / ((xa * xa + 1.0).sqrt() + xa)).ln();
        } else {
            let t = xa * xa;
            w = (xa + t / (1.0 + (1.0 + t).sqrt())).ln_1p();
        }
    }
    w.copysign(x)
}

pub fn acosh(x: f64) -> f64 {
    let bits = x.to_bits();
    let hx = (bits >> 32) as i32;
    let lx = bits as u32;
    if hx < 0x3ff0_0000 {
        f64::NAN
    } else if hx >= 0x41b0_0000 {
        if hx >= 0x7ff0_0000 {
            x + x
        } else {
            x.ln() + LN2
        }
    } else if (hx - 0x3ff0_0000) as u32 | lx == 0 {
        0.0
    } else if hx > 0x4000_0000 {
        let t = x * x;
        (2.0 * x - 1.0 / (x + (t - 1.0).sqrt())).ln()
    } else {
        let t = x - 1.0;
        (t + (2.0 * t + t * t).sqrt()).ln_1p()
    }
}

pub fn atanh(x: f64) -> f64 {
    let xa = x.abs();
    let t;
    if xa < 0.5 {
        if xa < f64::from_bits(0x3e30_0000_0000_0000) {
            return x;
        }
        let t2 = xa + xa;
        t = 0.5 * (t2 + t2 * xa / (1.0 - xa)).ln_1p();
    } else if xa < 1.0 {
        t = 0.5 * ((xa + xa) / (1.0 - xa)).ln_1p();
    } else if xa > 1.0 || xa.is_nan() {
        return if x.is_nan() { x } else { f64::NAN };
    } else {
        return x / 0.0;
    }
    t.copysign(x)
}

/// IEEE remainder: x - n*y for the nearest integer n (ties to even).
pub fn remainder(x: f64, y: f64) -> f64 {
    if x.is_finite() && y.is_finite() {
        if y == 0.0 {
            return f64::NAN;
        }
        let absx = x.abs();
        let absy = y.abs();
        let m = absx % absy;
        let c = absy - m;
        let r = if m < c {
            m
        } else if m > c {
            -c
        } else {
            m - 2.0 * ((0.5 * (absx - m)) % absy)
        };
        return 1.0f64.copysign(x) * r;
    }
    if x.is_nan() {
        return x;
    }
    if y.is_nan() {
        return y;
    }
    if x.is_infinite() {
        return f64::NAN;
    }
    x
}

/// frexp: (m, e) with x = m * 2**e and 0.5 <= |m| < 1 (or x for 0/inf/nan).
pub fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal: scale into the normal range first.
        let (m, e) = frexp(x * f64::from_bits(0x43f0_0000_0000_0000)); // 2**64
        return (m, e - 64);
    }
    let e = exp - 1022;
    let m = f64::from_bits((bits & 0x800f_ffff_ffff_ffff) | 0x3fe0_0000_0000_0000);
    (m, e)
}

/// x * 2**n with a single rounding.
pub fn ldexp(x: f64, n: i64) -> f64 {
    let mut y = x;
    let mut n = n.clamp(-10000, 10000) as i32;
    let p1023 = f64::from_bits(0x7fe0_0000_0000_0000);
    let pm969 = f64::from_bits(0x0360_0000_0000_0000); // 2**-1022 * 2**53
    if n > 1023 {
        y *= p1023;
        n -= 1023;
        if n > 1023 {
            y *= p1023;
            n -= 1023;
            if n > 1023 {
                n = 1023;
            }
        }
    } else if n < -1022 {
        y *= pm969;
        n += 1022 - 53;
        if n < -1022 {
            y *= pm969;
            n += 1022 - 53;
            if n < -1022 {
                n = -1022;
            }
        }
    }
    y * f64::from_bits(((0x3ff + n) as u64) << 52)
}

pub fn nextafter(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return x + y;
    }
    if x == y {
        return y;
    }
    if x == 0.0 {
        return f64::from_bits(1).copysign(y);
    }
    let bits = x.to_bits();
    let up = (y > x) == (x > 0.0);
    f64::from_bits(if up { bits + 1 } else { bits - 1 })
}

pub fn ulp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let x = x.abs();
    if x.is_infinite() {
        return x;
    }
    let x2 = nextafter(x, f64::INFINITY);
    if x2.is_infinite() {
        return x - nextafter(x, f64::NEG_INFINITY);
    }
    x2 - x
}

/// sqrt(sum of squares) of non-negative finite values (`max` is the largest),
/// as CPython's hypot/dist compute it.
pub fn vector_norm(vec: &[f64], max: f64, found_nan: bool) -> f64 {
    const T27: f64 = 134217729.0;
    if max.is_infinite() {
        return max;
    }
    if found_nan {
        return f64::NAN;
    }
    if max == 0.0 || vec.len() <= 1 {
        return max;
    }
    let (_, max_e) = frexp(max);
    let (mut csum, mut frac1, mut frac2, mut frac3) = (1.0f64, 0.0f64, 0.0f64, 0.0f64);
    if max_e >= -1023 {
        let scale = ldexp(1.0, -(max_e as i64));
        for &v in vec {
            let x = v * scale;
            let t = x * T27;
            let hi = t - (t - x);
            let lo = x - hi;
            let x = hi * hi;
            let old = csum;
            csum += x;
            frac1 += (old - csum) + x;
            let x = 2.0 * hi * lo;
            let old = csum;
            csum += x;
            frac2 += (old - csum) + x;
            frac3 += lo * lo;
        }
        let h = (csum - 1.0 + (frac1 + frac2 + frac3)).sqrt();
        let x = h;
        let t = x * T27;
        let hi = t - (t - x);
        let lo = x - hi;
        let x = -hi * hi;
        let old = csum;
        csum += x;
        frac1 += (old - csum) + x;
        let x = -2.0 * hi * lo;
        let old = csum;
        csum += x;
        frac2 += (old - csum) + x;
        let x = -lo * lo;
        let old = csum;
        csum += x;
        frac3 += (old - csum) + x;
        let x = csum - 1.0 + (frac1 + frac2 + frac3);
        return (h + x / (2.0 * h)) / scale;
    }
    for &v in vec {
        let x = v / max;
        let x = x * x;
        let old = csum;
        csum += x;
        frac1 += (old - csum) + x;
    }
    max * (csum - 1.0 + frac1).sqrt()
}

/// Shewchuk/Neumaier exact summation state for fsum.
#[derive(Default)]
pub struct FSum {
    partials: Vec<f64>,
    special_sum: f64,
    inf_sum: f64,
}

pub enum FSumErr {
    Overflow,
    InfMinusInf,
}

impl FSum {
    pub fn add(&mut self, mut x: f64) -> Result<(), FSumErr> {
        let xsave = x;
        let mut i = 0;
        for j in 0..self.partials.len() {
            let mut y = self.partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let yr = hi - x;
            let lo = y - yr;
            if lo != 0.0 {
                self.partials[i] = lo;
                i += 1;
            }
            x = hi;
        }
        self.partials.truncate(i);
        if x != 0.0 {
            if !x.is_finite() {
                if xsave.is_finite() {
                    return Err(FSumErr::Overflow);
                }
                if xsave.is_infinite() {
                    self.inf_sum += xsave;
                }
                self.special_sum += xsave;
                self.partials.clear();
            } else {
                self.partials.push(x);
            }
        }
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.partials.len()
    }

    pub fn result(&self) -> Result<f64, FSumErr> {
        if self.special_sum != 0.0 {
            if self.inf_sum.is_nan() {
                return Err(FSumErr::InfMinusInf);
            }
            return Ok(self.special_sum);
        }
        let p = &self.partials;
        let mut n = p.len();
        let mut hi = 0.0f64;
        if n > 0 {
            n -= 1;
            hi = p[n];
            let mut lo = 0.0f64;
            while n > 0 {
                let x = hi;
                n -= 1;
                let y = p[n];
                hi = x + y;
                let yr = hi - x;
                lo = y - yr;
                if lo != 0.0 {
                    break;
                }
            }
            if n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0)) {
                let y = lo * 2.0;
                let x = hi + y;
                let yr = x - hi;
                if y == yr {
                    hi = x;
                }
            }
        }
        Ok(hi)
    }
}

/// The C library's `log2` is what Rust calls; kept as a named wrapper.
pub fn log2(x: f64) -> f64 {
    x.log2()
}

/// `fmod` as C computes it (Rust's `%` on floats is fmod).
pub fn fmod(x: f64, y: f64) -> f64 {
    x % y
}

/// Cube root, as the GNU C library computes it (not correctly rounded).
pub fn cbrt(x: f64) -> f64 {
    const CBRT2: f64 = 1.259_921_049_894_873_2;
    const SQR_CBRT2: f64 = 1.587_401_051_968_199_6;
    const FACTOR: [f64; 5] = [1.0 / SQR_CBRT2, 1.0 / CBRT2, 1.0, CBRT2, SQR_CBRT2];
    if x == 0.0 || !x.is_finite() {
        return x + x;
    }
    let (xm, xe) = frexp(x.abs());
    let u = 0.354_895_765_043_919_84
        + ((1.508_191_937_815_849
            + ((-2.114_994_941_673_713
                + ((2.446_931_225_635_344_4
                    + ((-1.834_692_774_836_130_8
                        + (0.784_932_344_976_639_2 - 0.145_263_899_385_486_37 * xm) * xm)
                        * xm))
                    * xm))
                * xm))
            * xm);
    let t2 = u * u * u;
    let ym = u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * FACTOR[(2 + xe % 3) as usize];
    ldexp(if x > 0.0 { ym } else { -ym }, (xe / 3) as i64)
}
