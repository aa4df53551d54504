//! The `random` module: CPython's Mersenne Twister, seeding and sampling
//! algorithms, so a given seed produces CPython's exact sequence.
//!
//! Unlike CPython, a generator that was never seeded (and `seed()` /
//! `seed(None)`) uses the fixed seed 0 instead of OS randomness, so runs are
//! reproducible. The state lives in a bytes object in the instance's
//! `__dict__` (key `_mt_state`), so it is part of the heap like everything
//! else. Subclasses overriding `random()` are not consulted by the other
//! methods (CPython would call the override).

use num_bigint::{BigInt, Sign};
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::common::{Bound, Sig, bind, float_of, index_of, is_int, loaded_module};
use super::{ModuleDef, NativeDef, method_value, set_attr};
use crate::builtins::Args;
use crate::compile::code::{BinOp, CmpOp};
use crate::error::{Error, Result};
use crate::objects::{ClassObj, Dict, Obj, ObjRef, TypeId, Value};
use crate::vm::Vm;

/// The seed used when none is given: the host's (capabilities::os::OsConfig::seed,
/// 0 by default).
fn default_seed(vm: &Vm) -> BigInt {
    BigInt::from(vm.host.host.os.seed)
}

macro_rules! both {
    ($($name:literal => $f:ident),* $(,)?) => {
        pub static MODULE: ModuleDef = ModuleDef {
            name: "random",
            functions: &[$(NativeDef { name: $name, f: |vm, a| call_module(vm, a, $f) }),*],
            init,
        };
        /// The methods of `random.Random`.
        pub static METHODS: &[NativeDef] = &[
            NativeDef { name: "__init__", f: |vm, a| call_method(vm, a, init_method) },
            $(NativeDef { name: $name, f: |vm, a| call_method(vm, a, $f) }),*,
            NativeDef { name: "_system_init", f: |vm, a| call_method(vm, a, system_init) },
            NativeDef { name: "_system_seed", f: |vm, a| call_method(vm, a, system_seed) },
            NativeDef { name: "_system_state", f: |vm, a| call_method(vm, a, system_state) },
        ];
        const METHOD_NAMES: &[&str] = &[$($name),*];
    };
}

both! {
    "seed" => seed,
    "random" => random,
    "getrandbits" => getrandbits,
    "randbytes" => randbytes,
    "randrange" => randrange,
    "randint" => randint,
    "choice" => choice,
    "choices" => choices,
    "shuffle" => shuffle,
    "sample" => sample,
    "uniform" => uniform,
    "triangular" => triangular,
    "gauss" => gauss,
    "normalvariate" => normalvariate,
    "lognormvariate" => lognormvariate,
    "expovariate" => expovariate,
    "vonmisesvariate" => vonmisesvariate,
    "gammavariate" => gammavariate,
    "betavariate" => betavariate,
    "paretovariate" => paretovariate,
    "weibullvariate" => weibullvariate,
    "getstate" => getstate,
    "setstate" => setstate,
}

type Op = fn(&mut Vm, Value, Args) -> Result<Value>;

fn call_module(vm: &mut Vm, a: Args, f: Op) -> Result<Value> {
    let inst = loaded_module(vm, "random").and_then(|m| match m {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Module(md) => md
                .attrs(&vm.heap)
                .and_then(|d| d.get_str(&vm.heap, "_inst")),
            _ => None,
        },
        _ => None,
    });
    let Some(inst) = inst else {
        return Err(Error::fault("random module state missing"));
    };
    f(vm, inst, a)
}

fn call_method(vm: &mut Vm, a: Args, f: Op) -> Result<Value> {
    let Some((&me, rest)) = a.pos.split_first() else {
        return Err(Error::type_error("descriptor needs a 'Random' object"));
    };
    f(
        vm,
        me,
        Args {
            pos: rest,
            kw: a.kw,
        },
    )
}

/// A class of the module: `base` is `Random` for `SystemRandom`.
fn new_class(vm: &mut Vm, name: &str, base: Option<ObjRef>) -> Result<ObjRef> {
    let bases = vec![base.map_or(Value::Type(TypeId::Object), Value::Obj)];
    let class = ClassObj {
        name: name.into(),
        qualname: name.into(),
        bases,
        mro: Vec::new(),
        dict: Dict::new(),
        builtin_base: TypeId::Object,
        slots: None,
        metaclass: None,
        layout_adds: 0,
        layout_at: 0,
        slot_names: Vec::new(),
        inst_keys: Vec::new(),
        dunders: Default::default(),
    };
    let cref = vm.heap.alloc(Obj::Class(Box::new(class)))?;
    let mut mro = vec![Value::Obj(cref)];
    mro.extend(base.map(Value::Obj));
    mro.push(Value::Type(TypeId::Object));
    vm.heap.grow(cref, 48, |o| {
        if let Obj::Class(c) = o {
            c.mro = mro;
        }
    })?;
    let modname = vm.new_str("random")?;
    vm.class_set(cref, "__module__", modname)?;
    vm.class_set(cref, "__doc__", Value::None)?;
    Ok(cref)
}

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    let cref = new_class(vm, "Random", None)?;
    for name in std::iter::once("__init__").chain(METHOD_NAMES.iter().copied()) {
        let f = method_value("random", name)?;
        vm.class_set(cref, name, f)?;
    }
    vm.class_set(cref, "VERSION", Value::Int(3))?;
    set_attr(vm, m, "Random", Value::Obj(cref))?;
    // SystemRandom draws from the same deterministic generator (the
    // sandbox has no entropy source); like CPython's it cannot be seeded
    // and has no state to save.
    let sys_class = new_class(vm, "SystemRandom", Some(cref))?;
    for (attr, native) in [
        ("__init__", "_system_init"),
        ("seed", "_system_seed"),
        ("getstate", "_system_state"),
        ("setstate", "_system_state"),
    ] {
        let f = method_value("random", native)?;
        vm.class_set(sys_class, attr, f)?;
    }
    set_attr(vm, m, "SystemRandom", Value::Obj(sys_class))?;
    let inst = vm.new_instance(cref, &[])?;
    let st = new_state(vm)?;
    vm.instance_dict_set(inst, "gauss_next", Value::None)?;
    vm.instance_dict_set(inst, STATE_KEY, st)?;
    set_attr(vm, m, "_inst", inst)?;
    Ok(())
}

// ----- the generator state -----

const N: usize = 624;
const M: usize = 397;
const STATE_KEY: &str = "_mt_state";
/// 624 words, then the index.
const STATE_BYTES: usize = N * 4 + 4;

struct Mt<'a>(&'a mut [u8]);

impl Mt<'_> {
    fn word(&self, i: usize) -> u32 {
        u32::from_le_bytes(self.0[i * 4..i * 4 + 4].try_into().unwrap_or([0; 4]))
    }
    fn set_word(&mut self, i: usize, v: u32) {
        self.0[i * 4..i * 4 + 4].copy_from_slice(&v.to_le_bytes());
    }
    fn index(&self) -> usize {
        self.word(N) as usize
    }
    fn set_index(&mut self, i: usize) {
        self.set_word(N, i as u32);
    }
    fn init_genrand(&mut self, s: u32) {
        self.set_word(0, s);
        let mut prev = s;
        for i in 1..N {
            let v = 1812433253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
            self.set_word(i, v);
            prev = v;
        }
        self.set_index(N);
    }

    fn init_by_array(&mut self, key: &[u32]) {
        self.init_genrand(19650218);
        let (mut i, mut j) = (1usize, 0usize);
        let klen = key.len().max(1);
        let mut k = N.max(klen);
        while k > 0 {
            let prev = self.word(i - 1);
            let v = (self.word(i) ^ (prev ^ (prev >> 30)).wrapping_mul(1664525))
                .wrapping_add(key.get(j).copied().unwrap_or(0))
                .wrapping_add(j as u32);
            self.set_word(i, v);
            i += 1;
            j += 1;
            if i >= N {
                let last = self.word(N - 1);
                self.set_word(0, last);
                i = 1;
            }
            if j >= klen {
                j = 0;
            }
            k -= 1;
        }
        k = N - 1;
        while k > 0 {
            let prev = self.word(i - 1);
            let v = (self.word(i) ^ (prev ^ (prev >> 30)).wrapping_mul(1566083941))
                .wrapping_sub(i as u32);
            self.set_word(i, v);
            i += 1;
            if i >= N {
                let last = self.word(N - 1);
                self.set_word(0, last);
                i = 1;
            }
            k -= 1;
        }
        self.set_word(0, 0x8000_0000);
    }

    fn genrand_u32(&mut self) -> u32 {
        const MATRIX_A: u32 = 0x9908_b0df;
        const UPPER: u32 = 0x8000_0000;
        const LOWER: u32 = 0x7fff_ffff;
        let mag = |y: u32| if y & 1 == 1 { MATRIX_A } else { 0 };
        let mut idx = self.index();
        if idx >= N {
            for kk in 0..N - M {
                let y = (self.word(kk) & UPPER) | (self.word(kk + 1) & LOWER);
                let v = self.word(kk + M) ^ (y >> 1) ^ mag(y);
                self.set_word(kk, v);
            }
            for kk in N - M..N - 1 {
                let y = (self.word(kk) & UPPER) | (self.word(kk + 1) & LOWER);
                let v = self.word(kk + M - N) ^ (y >> 1) ^ mag(y);
                self.set_word(kk, v);
            }
            let y = (self.word(N - 1) & UPPER) | (self.word(0) & LOWER);
            let v = self.word(M - 1) ^ (y >> 1) ^ mag(y);
            self.set_word(N - 1, v);
            idx = 0;
        }
        let mut y = self.word(idx);
        self.set_index(idx + 1);
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }

    fn seed_int(&mut self, n: &BigInt) {
        let mut key = n.abs().to_u32_digits().1;
        if key.is_empty() {
            key.push(0);
        }
        self.init_by_array(&key);
    }
}

fn new_state(vm: &mut Vm) -> Result<Value> {
    let mut bytes = vec![0u8; STATE_BYTES];
    let mut mt = Mt(&mut bytes);
    mt.seed_int(&default_seed(vm));
    vm.alloc(Obj::Bytes(bytes.into_boxed_slice()))
}

/// The state bytes of a Random instance (created on first use).
fn state_ref(vm: &mut Vm, inst: Value) -> Result<ObjRef> {
    let found = match inst {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Instance(_) => vm.instance_attr(r, STATE_KEY),
            _ => return Err(Error::type_error("descriptor requires a 'Random' object")),
        },
        _ => return Err(Error::type_error("descriptor requires a 'Random' object")),
    };
    if let Some(Value::Obj(r)) = found
        && let Obj::Bytes(b) = vm.heap.get(r)
        && b.len() == STATE_BYTES
    {
        return Ok(r);
    }
    let st = new_state(vm)?;
    vm.instance_dict_set(inst, STATE_KEY, st)?;
    st.as_obj().ok_or_else(|| Error::fault("random state"))
}

fn with_mt<T>(vm: &mut Vm, r: ObjRef, f: impl FnOnce(&mut Mt) -> T) -> Result<T> {
    match vm.heap.get_mut(r) {
        Some(Obj::Bytes(b)) => Ok(f(&mut Mt(b))),
        _ => Err(Error::fault("random state")),
    }
}

/// A generator handle for one call.
struct Gen {
    r: ObjRef,
}

impl Gen {
    fn new(vm: &mut Vm, inst: Value) -> Result<Gen> {
        Ok(Gen {
            r: state_ref(vm, inst)?,
        })
    }

    fn u32(&self, vm: &mut Vm) -> Result<u32> {
        with_mt(vm, self.r, |m| m.genrand_u32())
    }

    fn random(&self, vm: &mut Vm) -> Result<f64> {
        with_mt(vm, self.r, |m| {
            let a = m.genrand_u32() >> 5;
            let b = m.genrand_u32() >> 6;
            (a as f64 * 67108864.0 + b as f64) * (1.0 / 9007199254740992.0)
        })
    }

    fn getrandbits(&self, vm: &mut Vm, k: u64) -> Result<BigInt> {
        if k == 0 {
            return Ok(BigInt::zero());
        }
        if k <= 32 {
            return Ok(BigInt::from(self.u32(vm)? >> (32 - k)));
        }
        let words = ((k - 1) / 32 + 1) as usize;
        vm.heap.check_room(words * 4)?;
        vm.charge_steps(words as u64)?;
        with_mt(vm, self.r, |m| {
            let mut out = Vec::with_capacity(words);
            let mut left = k as i64;
            for _ in 0..words {
                let mut r = m.genrand_u32();
                if left < 32 {
                    r >>= 32 - left;
                }
                out.push(r);
                left -= 32;
            }
            BigInt::from_slice(Sign::Plus, &out)
        })
    }

    /// A random int in [0, n) for n > 0.
    fn below(&self, vm: &mut Vm, n: &BigInt) -> Result<BigInt> {
        if let Some(small) = n.to_u64() {
            return self.below_u64(vm, small).map(BigInt::from);
        }
        let k = n.bits();
        loop {
            let r = self.getrandbits(vm, k)?;
            if &r < n {
                return Ok(r);
            }
        }
    }

    fn below_u64(&self, vm: &mut Vm, n: u64) -> Result<u64> {
        let k = 64 - n.leading_zeros() as u64;
        if k <= 32 {
            loop {
                let r = if k == 0 {
                    0
                } else {
                    (self.u32(vm)? >> (32 - k)) as u64
                };
                if r < n {
                    return Ok(r);
                }
            }
        }
        loop {
            let lo = self.u32(vm)? as u64;
            let hi = (self.u32(vm)? >> (64 - k)) as u64;
            let r = lo | (hi << 32);
            if r < n {
                return Ok(r);
            }
        }
    }
}

fn usize_index(vm: &mut Vm, n: &BigInt) -> Result<Value> {
    vm.new_int(n.clone())
}

// ----- seeding -----

const SEED_SIG: Sig = Sig::new("Random.seed", &["a", "version"], 0).method();

fn sha512(data: &[u8]) -> [u8; 64] {
    const K: [u64; 80] = [
        0x428a2f98d728ae22,
        0x7137449123ef65cd,
        0xb5c0fbcfec4d3b2f,
        0xe9b5dba58189dbbc,
        0x3956c25bf348b538,
        0x59f111f1b605d019,
        0x923f82a4af194f9b,
        0xab1c5ed5da6d8118,
        0xd807aa98a3030242,
        0x12835b0145706fbe,
        0x243185be4ee4b28c,
        0x550c7dc3d5ffb4e2,
        0x72be5d74f27b896f,
        0x80deb1fe3b1696b1,
        0x9bdc06a725c71235,
        0xc19bf174cf692694,
        0xe49b69c19ef14ad2,
        0xefbe4786384f25e3,
        0x0fc19dc68b8cd5b5,
        0x240ca1cc77ac9c65,
        0x2de92c6f592b0275,
        0x4a7484aa6ea6e483,
        0x5cb0a9dcbd41fbd4,
        0x76f988da831153b5,
        0x983e5152ee66dfab,
        0xa831c66d2db43210,
        0xb00327c898fb213f,
        0xbf597fc7beef0ee4,
        0xc6e00bf33da88fc2,
        0xd5a79147930aa725,
        0x06ca6351e003826f,
        0x142929670a0e6e70,
        0x27b70a8546d22ffc,
        0x2e1b21385c26c926,
        0x4d2c6dfc5ac42aed,
        0x53380d139d95b3df,
        0x650a73548baf63de,
        0x766a0abb3c77b2a8,
        0x81c2c92e47edaee6,
        0x92722c851482353b,
        0xa2bfe8a14cf10364,
        0xa81a664bbc423001,
        0xc24b8b70d0f89791,
        0xc76c51a30654be30,
        0xd192e819d6ef5218,
        0xd69906245565a910,
        0xf40e35855771202a,
        0x106aa07032bbd1b8,
        0x19a4c116b8d2d0c8,
        0x1e376c085141ab53,
        0x2748774cdf8eeb99,
        0x34b0bcb5e19b48a8,
        0x391c0cb3c5c95a63,
        0x4ed8aa4ae3418acb,
        0x5b9cca4f7763e373,
        0x682e6ff3d6b2b8a3,
        0x748f82ee5defb2fc,
        0x78a5636f43172f60,
        0x84c87814a1f0ab72,
        0x8cc702081a6439ec,
        0x90befffa23631e28,
        0xa4506cebde82bde9,
        0xbef9a3f7b2c67915,
        0xc67178f2e372532b,
        0xca273eceea26619c,
        0xd186b8c721c0c207,
        0xeada7dd6cde0eb1e,
        0xf57d4f7fee6ed178,
        0x06f067aa72176fba,
        0x0a637dc5a2c898a6,
        0x113f9804bef90dae,
        0x1b710b35131c471b,
        0x28db77f523047d84,
        0x32caab7b40c72493,
        0x3c9ebe0a15c9bebc,
        0x431d67c49c100d4c,
        0x4cc5d4becb3e42b6,
        0x597f299cfc657e2a,
        0x5fcb6fab3ad6faec,
        0x6c44198c4a475817,
    ];
    let mut h: [u64; 8] = [
        0x6a09e667f3bcc908,
        0xbb67ae8584caa73b,
        0x3c6ef372fe94f82b,
        0xa54ff53a5f1d36f1,
        0x510e527fade682d1,
        0x9b05688c2b3e6c1f,
        0x1f83d9abfb41bd6b,
        0x5be0cd19137e2179,
    ];
    let mut msg = data.to_vec();
    let bitlen = (data.len() as u128) * 8;
    msg.push(0x80);
    while msg.len() % 128 != 112 {
        msg.push(0);
    }
    msg.extend_from_slice(&bitlen.to_be_bytes());
    for block in msg.chunks(128) {
        let mut w = [0u64; 80];
        for t in 0..16 {
            w[t] = u64::from_be_bytes(block[t * 8..t * 8 + 8].try_into().unwrap_or([0; 8]));
        }
        for t in 16..80 {
            let s0 = w[t - 15].rotate_right(1) ^ w[t - 15].rotate_right(8) ^ (w[t - 15] >> 7);
            let s1 = w[t - 2].rotate_right(19) ^ w[t - 2].rotate_right(61) ^ (w[t - 2] >> 6);
            w[t] = w[t - 16]
                .wrapping_add(s0)
                .wrapping_add(w[t - 7])
                .wrapping_add(s1);
        }
        let mut v = h;
        for t in 0..80 {
            let s1 = v[4].rotate_right(14) ^ v[4].rotate_right(18) ^ v[4].rotate_right(41);
            let ch = (v[4] & v[5]) ^ (!v[4] & v[6]);
            let t1 = v[7]
                .wrapping_add(s1)
                .wrapping_add(ch)
                .wrapping_add(K[t])
                .wrapping_add(w[t]);
            let s0 = v[0].rotate_right(28) ^ v[0].rotate_right(34) ^ v[0].rotate_right(39);
            let maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
            let t2 = s0.wrapping_add(maj);
            v[7] = v[6];
            v[6] = v[5];
            v[5] = v[4];
            v[4] = v[3].wrapping_add(t1);
            v[3] = v[2];
            v[2] = v[1];
            v[1] = v[0];
            v[0] = t1.wrapping_add(t2);
        }
        for i in 0..8 {
            h[i] = h[i].wrapping_add(v[i]);
        }
    }
    let mut out = [0u8; 64];
    for i in 0..8 {
        out[i * 8..i * 8 + 8].copy_from_slice(&h[i].to_be_bytes());
    }
    out
}

fn do_seed(vm: &mut Vm, inst: Value, a: Option<Value>, version: Option<Value>) -> Result<()> {
    let version2 = match version {
        None => true,
        Some(v) => !vm.eq(v, Value::Int(1))?,
    };
    let a = a.filter(|v| !matches!(v, Value::None));
    let n: BigInt = match a {
        None => default_seed(vm),
        Some(v) => {
            let text = vm.str_of(v).map(|s| s.as_bytes().to_vec());
            let bytes = vm.bytes_of(v).map(|b| b.to_vec());
            if !version2 && text.is_some() {
                let s = vm.str_of(v).unwrap_or("").to_string();
                let chars: Vec<u32> = s.chars().map(|c| c as u32).collect();
                let mut x: u64 = chars.first().map_or(0, |c| (*c as u64) << 7);
                for c in &chars {
                    x = (1000003u64.wrapping_mul(x)) ^ (*c as u64);
                }
                x ^= chars.len() as u64;
                BigInt::from(x)
            } else if let Some(b) = text.or(bytes) {
                vm.heap.check_room(b.len() * 2 + 64)?;
                let mut all = b.clone();
                all.extend_from_slice(&sha512(&b));
                BigInt::from_bytes_be(Sign::Plus, &all)
            } else if is_int(vm, v) || matches!(v, Value::Bool(_)) {
                vm.int_big(v).unwrap_or_default()
            } else if let Value::Float(f) = v {
                let h = crate::num::hash_f64(f, 0);
                BigInt::from(h as u64)
            } else if vm.base_value(v).is_some_and(|b| vm.int_big(b).is_some()) {
                vm.base_value(v)
                    .and_then(|b| vm.int_big(b))
                    .unwrap_or_default()
            } else {
                return Err(Error::type_error(
                    "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.",
                ));
            }
        }
    };
    let r = state_ref(vm, inst)?;
    vm.charge_steps(2 * N as u64)?;
    with_mt(vm, r, |m| m.seed_int(&n))?;
    vm.instance_dict_set(inst, "gauss_next", Value::None)?;
    Ok(())
}

fn init_method(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("Random.__init__", &["x"], 0).method())?;
    do_seed(vm, inst, b.get(0), None)?;
    Ok(Value::None)
}

fn seed(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &SEED_SIG)?;
    do_seed(vm, inst, b.get(0), b.get(1))?;
    Ok(Value::None)
}

fn system_init(vm: &mut Vm, inst: Value, _a: Args) -> Result<Value> {
    do_seed(vm, inst, None, None)?;
    Ok(Value::None)
}

fn system_seed(_vm: &mut Vm, _inst: Value, _a: Args) -> Result<Value> {
    Ok(Value::None)
}

fn system_state(_vm: &mut Vm, _inst: Value, _a: Args) -> Result<Value> {
    Err(Error::new(
        TypeId::NotImplementedError,
        "System entropy source does not have state.",
    ))
}

// ----- basic draws -----

fn no_args(a: &Args, name: &str) -> Result<()> {
    if !a.kw.is_empty() {
        return Err(Error::type_error(format!(
            "Random.{name}() takes no keyword arguments"
        )));
    }
    if !a.pos.is_empty() {
        return Err(Error::type_error(format!(
            "Random.{name}() takes no arguments ({} given)",
            a.pos.len()
        )));
    }
    Ok(())
}

fn random(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    no_args(&a, "random")?;
    let g = Gen::new(vm, inst)?;
    Ok(Value::Float(g.random(vm)?))
}

fn bits_arg(vm: &mut Vm, v: Value) -> Result<u64> {
    let k = index_of(vm, v)?;
    if k.is_negative() {
        return Err(Error::value_error("number of bits must be non-negative"));
    }
    k.to_u64()
        .filter(|k| *k < (1u64 << 40))
        .ok_or_else(|| Error::overflow("Python int too large to convert to C int"))
}

fn getrandbits(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(Error::type_error(
            "Random.getrandbits() takes no keyword arguments",
        ));
    }
    if a.pos.len() != 1 {
        return Err(Error::type_error(format!(
            "Random.getrandbits() takes exactly one argument ({} given)",
            a.pos.len()
        )));
    }
    let k = bits_arg(vm, a.pos[0])?;
    let g = Gen::new(vm, inst)?;
    let r = g.getrandbits(vm, k)?;
    vm.new_int(r)
}

fn randbytes(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("Random.randbytes", &["n"], 1).method())?;
    let n = b.get(0).unwrap_or(Value::None);
    let n8 = vm.binary_op(BinOp::Mul, n, Value::Int(8))?;
    let k = bits_arg(vm, n8)?;
    let g = Gen::new(vm, inst)?;
    let r = g.getrandbits(vm, k)?;
    let nbytes = (k / 8) as usize;
    let mut bytes = r.to_bytes_le().1;
    bytes.resize(nbytes, 0);
    vm.alloc(Obj::Bytes(bytes.into_boxed_slice()))
}

/// `_index(x)`, falling back (as 3.11 still does) to `int(x)` when that
/// equals x.
fn range_arg(vm: &mut Vm, v: Value, what: &str) -> Result<BigInt> {
    match index_of(vm, v) {
        Ok(i) => return Ok(i),
        Err(e) if vm.err_matches(&e, TypeId::TypeError) => {}
        Err(e) => return Err(e),
    }
    let i = crate::builtins::call_value(vm, Value::Type(TypeId::Int), Args::new(&[v]))?;
    if !vm.eq(i, v)? {
        return Err(Error::value_error(format!(
            "non-integer {what} for randrange()"
        )));
    }
    index_of(vm, i)
}

fn do_randrange(
    vm: &mut Vm,
    g: &Gen,
    start: Value,
    stop: Option<Value>,
    step: Option<Value>,
) -> Result<Value> {
    let istart = range_arg(vm, start, "arg 1")?;
    let Some(stop) = stop.filter(|v| !matches!(v, Value::None)) else {
        if step.is_some() {
            return Err(Error::type_error("Missing a non-None stop argument"));
        }
        if istart.is_positive() {
            let r = g.below(vm, &istart)?;
            return usize_index(vm, &r);
        }
        return Err(Error::value_error("empty range for randrange()"));
    };
    let istop = range_arg(vm, stop, "stop")?;
    let width = &istop - &istart;
    let istep = match step {
        Some(s) => range_arg(vm, s, "step")?,
        None => BigInt::one(),
    };
    if istep.is_one() {
        if width.is_positive() {
            let r = g.below(vm, &width)?;
            return vm.new_int(istart + r);
        }
        return Err(Error::value_error(format!(
            "empty range for randrange() ({istart}, {istop}, {width})"
        )));
    }
    let n = if istep.is_positive() {
        num_integer::Integer::div_floor(&(&width + &istep - 1), &istep)
    } else if istep.is_negative() {
        num_integer::Integer::div_floor(&(&width + &istep + 1), &istep)
    } else {
        return Err(Error::value_error("zero step for randrange()"));
    };
    if !n.is_positive() {
        return Err(Error::value_error("empty range for randrange()"));
    }
    let r = g.below(vm, &n)?;
    vm.new_int(istart + istep * r)
}

fn randrange(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new("Random.randrange", &["start", "stop", "step"], 1).method(),
    )?;
    let g = Gen::new(vm, inst)?;
    do_randrange(vm, &g, b.get(0).unwrap_or(Value::None), b.get(1), b.get(2))
}

fn randint(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("Random.randint", &["a", "b"], 2).method())?;
    let hi = b.get(1).unwrap_or(Value::None);
    let stop = vm.binary_op(BinOp::Add, hi, Value::Int(1))?;
    let g = Gen::new(vm, inst)?;
    do_randrange(vm, &g, b.get(0).unwrap_or(Value::None), Some(stop), None)
}

fn choice(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("Random.choice", &["seq"], 1).method())?;
    let seq = b.get(0).unwrap_or(Value::None);
    let n = vm.len_of(seq)?;
    if n == 0 {
        return Err(Error::index_error("Cannot choose from an empty sequence"));
    }
    let g = Gen::new(vm, inst)?;
    let i = g.below_u64(vm, n as u64)?;
    vm.get_item(seq, Value::Int(i as i64))
}

fn shuffle(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("Random.shuffle", &["x"], 1).method())?;
    let x = b.get(0).unwrap_or(Value::None);
    let n = vm.len_of(x)?;
    let g = Gen::new(vm, inst)?;
    let is_list = matches!(x, Value::Obj(r) if matches!(vm.heap.get(r), Obj::List(_)));
    for i in (1..n).rev() {
        vm.element_done(n - 1 - i)?;
        let j = g.below_u64(vm, (i + 1) as u64)? as usize;
        if is_list
            && let Some(Obj::List(l)) = x.as_obj().and_then(|r| vm.heap.get_mut(r))
            && i < l.len()
            && j < l.len()
        {
            l.swap(i, j);
            continue;
        }
        let xi = vm.get_item(x, Value::Int(i as i64))?;
        let xj = vm.get_item(x, Value::Int(j as i64))?;
        vm.set_item(x, Value::Int(i as i64), xj)?;
        vm.set_item(x, Value::Int(j as i64), xi)?;
    }
    Ok(Value::None)
}

fn is_sequence(vm: &Vm, v: Value) -> bool {
    let v = match vm.base_value(v) {
        Some(b) if vm.is_user(v) => b,
        _ => v,
    };
    matches!(v, Value::Obj(r) if matches!(vm.heap.get(r), Obj::List(_) | Obj::Tuple(_) | Obj::Str(_) | Obj::Bytes(_) | Obj::Range { .. }))
}

fn accumulate(vm: &mut Vm, v: Value) -> Result<Vec<Value>> {
    let items = vm.collect_iter(v)?;
    let mut out = Vec::with_capacity(items.len());
    let mut acc: Option<Value> = None;
    for x in items {
        let next = match acc {
            None => x,
            Some(p) => match (p, x) {
                (Value::Float(p), Value::Float(q)) => Value::Float(p + q),
                _ => vm.binary_op(BinOp::Add, p, x)?,
            },
        };
        out.push(next);
        acc = Some(next);
    }
    Ok(out)
}

/// bisect_right(a, x, lo, hi)
fn bisect_right(vm: &mut Vm, a: &[Value], x: Value, mut lo: usize, mut hi: usize) -> Result<usize> {
    while lo < hi {
        let mid = (lo + hi) / 2;
        if lt(vm, x, a[mid])? {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo)
}

fn lt(vm: &mut Vm, a: Value, b: Value) -> Result<bool> {
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => Ok(x < y),
        (Value::Float(x), Value::Int(y)) => {
            Ok(crate::num::cmp_i64_f64(y, x) == Some(std::cmp::Ordering::Greater))
        }
        _ => vm.less_than(a, b),
    }
}

fn sample(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let sig = Sig::new("Random.sample", &["population", "k"], 2)
        .kw(&["counts"])
        .method();
    let b = bind(&a, &sig)?;
    let population = b.get(0).unwrap_or(Value::None);
    let k = b.get(1).unwrap_or(Value::None);
    if !is_sequence(vm, population) {
        return Err(Error::type_error(
            "Population must be a sequence.  For dicts or sets, use sorted(d).",
        ));
    }
    let n = vm.len_of(population)?;
    let g = Gen::new(vm, inst)?;
    if let Some(counts) = b.opt(2) {
        let mut cum = accumulate(vm, counts)?;
        if cum.len() != n {
            return Err(Error::value_error(
                "The number of counts does not match the population",
            ));
        }
        let total = cum.pop().unwrap_or(Value::Int(0));
        if !is_int(vm, total) {
            return Err(Error::type_error("Counts must be integers"));
        }
        if !vm.int_big(total).unwrap_or_default().is_positive() {
            return Err(Error::value_error(
                "Total of counts must be greater than zero",
            ));
        }
        let total_n = vm.int_big(total).unwrap_or_default();
        let range = match total_n.to_i64() {
            Some(t) => vm.alloc(Obj::Range {
                start: 0,
                stop: t,
                step: 1,
            })?,
            None => {
                return Err(Error::overflow(
                    "Python int too large to convert to C ssize_t",
                ));
            }
        };
        let sel = do_sample(vm, &g, range, total_n.to_usize().unwrap_or(0), k)?;
        let mut out = Vec::with_capacity(sel.len());
        for s in sel {
            let i = bisect_right(vm, &cum, s, 0, cum.len())?;
            out.push(vm.get_item(population, Value::Int(i as i64))?);
        }
        return vm.new_list(out);
    }
    let out = do_sample(vm, &g, population, n, k)?;
    vm.new_list(out)
}

fn do_sample(vm: &mut Vm, g: &Gen, population: Value, n: usize, k: Value) -> Result<Vec<Value>> {
    let kk = index_of(vm, k)?;
    let Some(k) = kk.to_usize().filter(|k| *k <= n) else {
        return Err(Error::value_error(
            "Sample larger than population or is negative",
        ));
    };
    vm.heap.check_room(k * 16)?;
    vm.charge_steps(k as u64)?;
    let mut result = Vec::with_capacity(k);
    let mut setsize: f64 = 21.0;
    if k > 5 {
        let e = ((k * 3) as f64).ln() / 4f64.ln();
        setsize += 4f64.powi(e.ceil() as i32);
    }
    if (n as f64) <= setsize {
        let mut pool = vm.collect_iter(population)?;
        for i in 0..k {
            let j = g.below_u64(vm, (n - i) as u64)? as usize;
            result.push(pool[j]);
            pool[j] = pool[n - i - 1];
        }
    } else {
        let mut selected = std::collections::HashSet::new();
        for _ in 0..k {
            let mut j = g.below_u64(vm, n as u64)?;
            while selected.contains(&j) {
                j = g.below_u64(vm, n as u64)?;
            }
            selected.insert(j);
            result.push(vm.get_item(population, Value::Int(j as i64))?);
        }
    }
    Ok(result)
}

fn choices(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new("Random.choices", &["population", "weights"], 1)
            .kw(&["cum_weights", "k"])
            .method(),
    )?;
    let population = b.get(0).unwrap_or(Value::None);
    let kv = b.get(3).unwrap_or(Value::Int(1));
    let n = vm.len_of(population)?;
    let g = Gen::new(vm, inst)?;
    let weights = b.opt(1);
    let cum = match b.opt(2) {
        None => match weights {
            None => {
                let k = repeat_count(vm, kv)?;
                let nf = n as f64;
                let mut out = Vec::with_capacity(k);
                for _ in 0..k {
                    let r = g.random(vm)?;
                    let i = (r * nf).floor() as i64;
                    out.push(vm.get_item(population, Value::Int(i))?);
                }
                return vm.new_list(out);
            }
            Some(w) => match accumulate(vm, w) {
                Ok(c) => c,
                Err(e) => {
                    if is_int(vm, w) && vm.err_matches(&e, TypeId::TypeError) {
                        let k = vm.repr_string(w)?;
                        return Err(Error::type_error(format!(
                            "The number of choices must be a keyword argument: k={k}"
                        )));
                    }
                    return Err(e);
                }
            },
        },
        Some(c) => {
            if weights.is_some() {
                return Err(Error::type_error(
                    "Cannot specify both weights and cumulative weights",
                ));
            }
            vm.collect_iter(c)?
        }
    };
    if cum.len() != n {
        return Err(Error::value_error(
            "The number of weights does not match the population",
        ));
    }
    let last = *cum
        .last()
        .ok_or_else(|| Error::index_error("list index out of range"))?;
    let total = vm.binary_op(BinOp::Add, last, Value::Float(0.0))?;
    let tf = float_of(vm, total)?;
    if tf <= 0.0 {
        return Err(Error::value_error(
            "Total of weights must be greater than zero",
        ));
    }
    if !tf.is_finite() {
        return Err(Error::value_error("Total of weights must be finite"));
    }
    let k = repeat_count(vm, kv)?;
    let hi = n - 1;
    let mut out = Vec::with_capacity(k);
    for _ in 0..k {
        let r = g.random(vm)?;
        let x = vm.binary_op(BinOp::Mul, Value::Float(r), total)?;
        let i = bisect_right(vm, &cum, x, 0, hi)?;
        out.push(vm.get_item(population, Value::Int(i as i64))?);
    }
    vm.new_list(out)
}

/// `itertools.repeat(None, k)`: k must be an int; negative means zero.
fn repeat_count(vm: &mut Vm, k: Value) -> Result<usize> {
    let k = index_of(vm, k)?;
    let k = if k.is_negative() {
        0
    } else {
        k.to_usize().unwrap_or(usize::MAX)
    };
    vm.heap.check_room(k.saturating_mul(16))?;
    vm.charge_steps(k as u64)?;
    Ok(k)
}

// ----- distributions -----

fn fsig(name: &'static str, params: &'static [&'static str], required: usize) -> Sig {
    Sig::new(name, params, required).method()
}

fn op(vm: &mut Vm, o: BinOp, a: Value, b: Value) -> Result<Value> {
    match (o, a, b) {
        (BinOp::Add, Value::Float(x), Value::Float(y)) => Ok(Value::Float(x + y)),
        (BinOp::Mul, Value::Float(x), Value::Float(y)) => Ok(Value::Float(x * y)),
        (BinOp::Sub, Value::Float(x), Value::Float(y)) => Ok(Value::Float(x - y)),
        _ => vm.binary_op(o, a, b),
    }
}

fn arg(b: &Bound, i: usize, default: f64) -> Value {
    b.get(i).unwrap_or(Value::Float(default))
}

fn uniform(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.uniform", &["a", "b"], 2))?;
    let (lo, hi) = (arg(&b, 0, 0.0), arg(&b, 1, 0.0));
    let g = Gen::new(vm, inst)?;
    let w = op(vm, BinOp::Sub, hi, lo)?;
    let r = g.random(vm)?;
    let t = op(vm, BinOp::Mul, w, Value::Float(r))?;
    op(vm, BinOp::Add, lo, t)
}

fn triangular(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.triangular", &["low", "high", "mode"], 0))?;
    let (mut low, mut high) = (arg(&b, 0, 0.0), arg(&b, 1, 1.0));
    let g = Gen::new(vm, inst)?;
    let mut u = g.random(vm)?;
    let c = match b.opt(2) {
        None => 0.5,
        Some(mode) => {
            let num = op(vm, BinOp::Sub, mode, low)?;
            let den = op(vm, BinOp::Sub, high, low)?;
            match vm.binary_op(BinOp::TrueDiv, num, den) {
                Ok(v) => float_of(vm, v)?,
                Err(e) if vm.err_matches(&e, TypeId::ZeroDivisionError) => return Ok(low),
                Err(e) => return Err(e),
            }
        }
    };
    let mut c = c;
    if u > c {
        u = 1.0 - u;
        c = 1.0 - c;
        std::mem::swap(&mut low, &mut high);
    }
    let w = op(vm, BinOp::Sub, high, low)?;
    let t = op(vm, BinOp::Mul, w, Value::Float((u * c).sqrt()))?;
    op(vm, BinOp::Add, low, t)
}

fn mu_z_sigma(vm: &mut Vm, mu: Value, z: f64, sigma: Value) -> Result<Value> {
    let t = op(vm, BinOp::Mul, Value::Float(z), sigma)?;
    op(vm, BinOp::Add, mu, t)
}

fn normal_z(vm: &mut Vm, g: &Gen) -> Result<f64> {
    let nv_magic = 4.0 * (-0.5f64).exp() / 2.0f64.sqrt();
    loop {
        let u1 = g.random(vm)?;
        let u2 = 1.0 - g.random(vm)?;
        let z = nv_magic * (u1 - 0.5) / u2;
        let zz = z * z / 4.0;
        if zz <= -u2.ln() {
            return Ok(z);
        }
    }
}

fn normalvariate(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.normalvariate", &["mu", "sigma"], 0))?;
    let g = Gen::new(vm, inst)?;
    let z = normal_z(vm, &g)?;
    mu_z_sigma(vm, arg(&b, 0, 0.0), z, arg(&b, 1, 1.0))
}

fn gauss(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.gauss", &["mu", "sigma"], 0))?;
    let g = Gen::new(vm, inst)?;
    let stored = gauss_next(vm, inst);
    vm.instance_dict_set(inst, "gauss_next", Value::None)?;
    let z = match stored {
        Some(z) => float_of(vm, z)?,
        None => {
            let x2pi = g.random(vm)? * std::f64::consts::TAU;
            let g2rad = (-2.0 * (1.0 - g.random(vm)?).ln()).sqrt();
            let z = x2pi.cos() * g2rad;
            let next = x2pi.sin() * g2rad;
            vm.instance_dict_set(inst, "gauss_next", Value::Float(next))?;
            z
        }
    };
    mu_z_sigma(vm, arg(&b, 0, 0.0), z, arg(&b, 1, 1.0))
}

/// The instance's `gauss_next` attribute unless it is None.
fn gauss_next(vm: &Vm, inst: Value) -> Option<Value> {
    let Value::Obj(r) = inst else { return None };
    vm.instance_attr(r, "gauss_next")
        .filter(|v| !matches!(v, Value::None))
}

fn lognormvariate(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.lognormvariate", &["mu", "sigma"], 2))?;
    let g = Gen::new(vm, inst)?;
    let z = normal_z(vm, &g)?;
    let v = mu_z_sigma(vm, arg(&b, 0, 0.0), z, arg(&b, 1, 1.0))?;
    let x = float_of(vm, v)?;
    let r = x.exp();
    if r.is_infinite() && x.is_finite() {
        return Err(Error::overflow("math range error"));
    }
    Ok(Value::Float(r))
}

fn expovariate(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.expovariate", &["lambd"], 1))?;
    let g = Gen::new(vm, inst)?;
    let r = g.random(vm)?;
    let num = -(1.0 - r).ln();
    vm.binary_op(BinOp::TrueDiv, Value::Float(num), arg(&b, 0, 1.0))
}

fn vonmisesvariate(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    use std::f64::consts::{PI, TAU};
    let b = bind(&a, &fsig("Random.vonmisesvariate", &["mu", "kappa"], 2))?;
    let mu = float_of(vm, arg(&b, 0, 0.0))?;
    let kappa = float_of(vm, arg(&b, 1, 0.0))?;
    let g = Gen::new(vm, inst)?;
    if kappa <= 1e-6 {
        return Ok(Value::Float(TAU * g.random(vm)?));
    }
    let s = 0.5 / kappa;
    let r = s + (1.0 + s * s).sqrt();
    let z = loop {
        let u1 = g.random(vm)?;
        let z = (PI * u1).cos();
        let d = z / (r + z);
        let u2 = g.random(vm)?;
        if u2 < 1.0 - d * d || u2 <= (1.0 - d) * d.exp() {
            break z;
        }
    };
    let q = 1.0 / r;
    let f = (q + z) / (1.0 + q * z);
    let u3 = g.random(vm)?;
    let theta = if u3 > 0.5 {
        crate::num::float_mod(mu + f.acos(), TAU)?
    } else {
        crate::num::float_mod(mu - f.acos(), TAU)?
    };
    Ok(Value::Float(theta))
}

fn gamma_draw(vm: &mut Vm, g: &Gen, alpha: f64, beta: f64) -> Result<f64> {
    if alpha <= 0.0 || beta <= 0.0 {
        return Err(Error::value_error(
            "gammavariate: alpha and beta must be > 0.0",
        ));
    }
    let log4 = 4.0f64.ln();
    let sg_magic = 1.0 + 4.5f64.ln();
    if alpha > 1.0 {
        let ainv = (2.0 * alpha - 1.0).sqrt();
        let bbb = alpha - log4;
        let ccc = alpha + ainv;
        loop {
            let u1 = g.random(vm)?;
            if !(1e-7 < u1 && u1 < 0.9999999) {
                continue;
            }
            let u2 = 1.0 - g.random(vm)?;
            let v = (u1 / (1.0 - u1)).ln() / ainv;
            let x = alpha * v.exp();
            let z = u1 * u1 * u2;
            let r = bbb + ccc * v - x;
            if r + sg_magic - 4.5 * z >= 0.0 || r >= z.ln() {
                return Ok(x * beta);
            }
        }
    } else if alpha == 1.0 {
        Ok(-(1.0 - g.random(vm)?).ln() * beta)
    } else {
        let e = std::f64::consts::E;
        let x = loop {
            let u = g.random(vm)?;
            let bb = (e + alpha) / e;
            let p = bb * u;
            let x = if p <= 1.0 {
                p.powf(1.0 / alpha)
            } else {
                -((bb - p) / alpha).ln()
            };
            let u1 = g.random(vm)?;
            if p > 1.0 {
                if u1 <= x.powf(alpha - 1.0) {
                    break x;
                }
            } else if u1 <= (-x).exp() {
                break x;
            }
        };
        Ok(x * beta)
    }
}

fn gammavariate(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.gammavariate", &["alpha", "beta"], 2))?;
    let alpha = float_of(vm, arg(&b, 0, 0.0))?;
    let beta = float_of(vm, arg(&b, 1, 0.0))?;
    let g = Gen::new(vm, inst)?;
    Ok(Value::Float(gamma_draw(vm, &g, alpha, beta)?))
}

fn betavariate(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.betavariate", &["alpha", "beta"], 2))?;
    let alpha = float_of(vm, arg(&b, 0, 0.0))?;
    let beta = float_of(vm, arg(&b, 1, 0.0))?;
    let g = Gen::new(vm, inst)?;
    let y = gamma_draw(vm, &g, alpha, 1.0)?;
    if y != 0.0 {
        let y2 = gamma_draw(vm, &g, beta, 1.0)?;
        return Ok(Value::Float(y / (y + y2)));
    }
    Ok(Value::Float(0.0))
}

fn paretovariate(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.paretovariate", &["alpha"], 1))?;
    let g = Gen::new(vm, inst)?;
    let u = 1.0 - g.random(vm)?;
    let alpha = arg(&b, 0, 1.0);
    let e = vm.binary_op(BinOp::TrueDiv, Value::Float(-1.0), alpha)?;
    vm.binary_op(BinOp::Pow, Value::Float(u), e)
}

fn weibullvariate(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.weibullvariate", &["alpha", "beta"], 2))?;
    let g = Gen::new(vm, inst)?;
    let u = 1.0 - g.random(vm)?;
    let e = vm.binary_op(BinOp::TrueDiv, Value::Float(1.0), arg(&b, 1, 1.0))?;
    let p = vm.binary_op(BinOp::Pow, Value::Float(-u.ln()), e)?;
    op(vm, BinOp::Mul, arg(&b, 0, 1.0), p)
}

// ----- state -----

fn getstate(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    bind(&a, &fsig("Random.getstate", &[], 0))?;
    let g = Gen::new(vm, inst)?;
    let words = with_mt(vm, g.r, |m| {
        let mut w: Vec<Value> = (0..N).map(|i| Value::Int(m.word(i) as i64)).collect();
        w.push(Value::Int(m.index() as i64));
        w
    })?;
    let inner = vm.new_tuple(words)?;
    let gv = gauss_next(vm, inst).unwrap_or(Value::None);
    vm.new_tuple_of(&[Value::Int(3), inner, gv])
}

fn setstate(vm: &mut Vm, inst: Value, a: Args) -> Result<Value> {
    let b = bind(&a, &fsig("Random.setstate", &["state"], 1))?;
    let state = b.get(0).unwrap_or(Value::None);
    let version = vm.get_item(state, Value::Int(0))?;
    if !vm.eq(version, Value::Int(3))? && !vm.eq(version, Value::Int(2))? {
        let vs = vm.str_string(version)?;
        return Err(Error::value_error(format!(
            "state with version {vs} passed to Random.setstate() of version 3"
        )));
    }
    let parts = vm.unpack(state, 3, None)?;
    let internal = vm.collect_iter(parts[1])?;
    if internal.len() != N + 1 {
        return Err(Error::value_error("state vector is the wrong size"));
    }
    let mut words = Vec::with_capacity(N + 1);
    for (i, w) in internal.iter().enumerate() {
        let x = index_of(vm, *w)?;
        let m = x.to_u64().filter(|v| *v <= u32::MAX as u64);
        match m {
            Some(v) => words.push(v as u32),
            None if i == N => return Err(Error::value_error("invalid state")),
            None => {
                return Err(Error::overflow(
                    "Python int too large to convert to C unsigned long",
                ));
            }
        }
    }
    if words[N] as usize > N {
        return Err(Error::value_error("invalid state"));
    }
    let g = Gen::new(vm, inst)?;
    with_mt(vm, g.r, |m| {
        for (i, w) in words.iter().enumerate() {
            m.set_word(i, *w);
        }
    })?;
    vm.instance_dict_set(inst, "gauss_next", parts[2])?;
    Ok(Value::None)
}

#[allow(dead_code)]
fn cmp_lt(vm: &mut Vm, a: Value, b: Value) -> Result<bool> {
    let r = vm.compare(CmpOp::Lt, a, b)?;
    vm.truthy(r)
}
