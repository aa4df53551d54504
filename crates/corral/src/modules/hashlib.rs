//! `_hashlib`: one-shot digests over a list of byte chunks, for the
//! `hashlib` module (modules/py/hashlib.py). The Python side keeps the data
//! chunks as the hash object's state, so hash objects are plain guest
//! objects (copyable, part of the heap) and this side stays stateless.

use blake2::digest::{Mac, Update, VariableOutput};
use blake2::{Blake2bMac, Blake2bVar, Blake2sMac, Blake2sVar};
use digest::consts::{U16, U20, U28, U32, U48, U64};
use num_traits::ToPrimitive;
use sha3::digest::{ExtendableOutput, XofReader};

use super::common::{Sig, bind, index_of, list_get, list_len};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::Value;
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_hashlib",
    functions: &[NativeDef {
        name: "digest",
        f: digest_fn,
    }],
    init: |_, _| Ok(()),
};

/// `digest(name, chunks, size, key, salt, person)`.
fn digest_fn(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new(
            "digest",
            &["name", "chunks", "size", "key", "salt", "person"],
            3,
        ),
    )?;
    let name = match b.get(0).and_then(|v| vm.str_of(v)) {
        Some(s) => s.to_string(),
        None => return Err(Error::type_error("digest name must be str")),
    };
    let size = match b.get(2) {
        Some(v) => index_of(vm, v)?.to_usize(),
        None => None,
    };
    if let Some(n) = size {
        // An extendable-output length is the guest's to choose.
        vm.heap.check_room(n)?;
    }
    let opt_bytes = |vm: &Vm, i: usize| -> Vec<u8> {
        b.opt(i)
            .and_then(|v| vm.bytes_of(v))
            .map(<[u8]>::to_vec)
            .unwrap_or_default()
    };
    let key = opt_bytes(vm, 3);
    let salt = opt_bytes(vm, 4);
    let person = opt_bytes(vm, 5);
    let Some(Value::Obj(list)) = b.get(1) else {
        return Err(Error::type_error("digest chunks must be a list"));
    };
    let mut vals = Vec::new();
    let mut total = 0usize;
    for i in 0..list_len(vm, list) {
        let Some(c) = list_get(vm, list, i) else {
            break;
        };
        let Some(bytes) = vm.bytes_of(c) else {
            return Err(Error::type_error(
                "object supporting the buffer API required",
            ));
        };
        total += bytes.len();
        vals.push(c);
    }
    vm.charge_steps((total / 64) as u64 + 1)?;
    // Hash the guest's buffers in place: no copy of possibly large data.
    let chunks: Vec<&[u8]> = vals.iter().filter_map(|&c| vm.bytes_of(c)).collect();
    let out = compute(&name, &chunks, size, &key, &salt, &person)
        .ok_or_else(|| Error::value_error(format!("unsupported hash type {name}")))?;
    vm.heap.check_room(out.len())?;
    vm.new_bytes(out)
}

fn fixed<D: digest::Digest>(chunks: &[&[u8]]) -> Vec<u8> {
    let mut h = D::new();
    for c in chunks {
        h.update(c);
    }
    h.finalize().to_vec()
}

fn var<D: Update + VariableOutput>(chunks: &[&[u8]], size: usize) -> Option<Vec<u8>> {
    let mut h = D::new(size).ok()?;
    for c in chunks {
        h.update(c);
    }
    let mut out = vec![0; size];
    h.finalize_variable(&mut out).ok()?;
    Some(out)
}

fn mac<M: Mac>(m: Option<M>, chunks: &[&[u8]]) -> Option<Vec<u8>> {
    let mut m = m?;
    for c in chunks {
        Mac::update(&mut m, c);
    }
    Some(m.finalize().into_bytes().to_vec())
}

fn xof<X: Default + Update + ExtendableOutput>(chunks: &[&[u8]], size: usize) -> Vec<u8> {
    let mut h = X::default();
    for c in chunks {
        h.update(c);
    }
    let mut out = vec![0; size];
    h.finalize_xof().read(&mut out);
    out
}

/// A keyed (or salted) BLAKE2 for the digest sizes people use; others are
/// refused rather than computed wrongly.
fn blake2_keyed(
    big: bool,
    chunks: &[&[u8]],
    size: usize,
    key: &[u8],
    salt: &[u8],
    person: &[u8],
) -> Option<Vec<u8>> {
    macro_rules! pick {
        ($mac:ident, $($n:literal => $u:ty),*) => {
            match size {
                $($n => mac($mac::<$u>::new_with_salt_and_personal(key, salt, person).ok(), chunks),)*
                _ => None,
            }
        };
    }
    if big {
        pick!(Blake2bMac, 16 => U16, 20 => U20, 28 => U28, 32 => U32, 48 => U48, 64 => U64)
    } else {
        pick!(Blake2sMac, 16 => U16, 20 => U20, 28 => U28, 32 => U32)
    }
}

fn compute(
    name: &str,
    chunks: &[&[u8]],
    size: Option<usize>,
    key: &[u8],
    salt: &[u8],
    person: &[u8],
) -> Option<Vec<u8>> {
    Some(match name {
        "md5" => fixed::<md5::Md5>(chunks),
        "sha1" => fixed::<sha1::Sha1>(chunks),
        "sha224" => fixed::<sha2::Sha224>(chunks),
        "sha256" => fixed::<sha2::Sha256>(chunks),
        "sha384" => fixed::<sha2::Sha384>(chunks),
        "sha512" => fixed::<sha2::Sha512>(chunks),
        "sha3_224" => fixed::<sha3::Sha3_224>(chunks),
        "sha3_256" => fixed::<sha3::Sha3_256>(chunks),
        "sha3_384" => fixed::<sha3::Sha3_384>(chunks),
        "sha3_512" => fixed::<sha3::Sha3_512>(chunks),
        "shake_128" => xof::<sha3::Shake128>(chunks, size?),
        "shake_256" => xof::<sha3::Shake256>(chunks, size?),
        "blake2b" | "blake2s" => {
            let big = name == "blake2b";
            let size = size.unwrap_or(if big { 64 } else { 32 });
            if !key.is_empty() {
                return blake2_keyed(big, chunks, size, key, salt, person);
            }
            if !salt.is_empty() || !person.is_empty() {
                // The crate only salts keyed hashes.
                return None;
            }
            if big {
                var::<Blake2bVar>(chunks, size)?
            } else {
                var::<Blake2sVar>(chunks, size)?
            }
        }
        _ => return None,
    })
}
