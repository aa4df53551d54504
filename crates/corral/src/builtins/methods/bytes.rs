//! bytes and bytearray methods: thin wrappers over `crate::text::bytes`.
//! Both types share one implementation dispatched on the method name; a
//! bytearray receiver gets bytearray results wherever CPython gives them.

use super::MethodId;
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, ObjRef, TypeId, Value};
use crate::text;
use crate::vm::Vm;
use crate::vm::ops::Num;

/// Largest result a width or count argument may ask for.
const MAX_LEN: usize = crate::format::MAX_FORMAT_LEN;

/// A `text::bytes` error: "result too large" is a MemoryError, anything
/// else the ValueError it names.
fn text_err(e: String) -> Error {
    if e == text::TOO_LARGE {
        // Named so the VM treats it as a resource bomb (exhausting the
        // memory limit when there is one; see `Vm::materialize`).
        Error::new(TypeId::MemoryError, text::TOO_LARGE)
    } else {
        Error::value_error(e)
    }
}

fn bytes_arg(vm: &Vm, v: Value) -> Result<Vec<u8>> {
    vm.bytes_of(v).map(|b| b.to_vec()).ok_or_else(|| {
        Error::type_error(format!(
            "a bytes-like object is required, not '{}'",
            vm.type_name(v)
        ))
    })
}

fn opt_bytes_arg(vm: &Vm, v: Option<Value>) -> Result<Option<Vec<u8>>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => bytes_arg(vm, v).map(Some),
    }
}

/// A str argument of a clinic function: `decode() argument 'encoding' must be str, not int`.
fn str_param(vm: &Vm, v: Option<Value>, fname: &str, pname: &str, default: &str) -> Result<String> {
    match v {
        None => Ok(default.to_string()),
        Some(v) => match vm.str_of(v) {
            Some(s) => Ok(s.to_string()),
            None => Err(Error::type_error(format!(
                "{fname}() argument '{pname}' must be str, not {}",
                vm.type_name(v)
            ))),
        },
    }
}

/// The needle of find/count/index: an int in range(256) or a bytes-like object.
fn sub_arg(vm: &Vm, v: Value) -> Result<Vec<u8>> {
    if let Some(Num::I(_) | Num::B(_)) = vm.num(v) {
        return Ok(vec![vm.byte_value(v)?]);
    }
    vm.bytes_of(v).map(|b| b.to_vec()).ok_or_else(|| {
        Error::type_error(format!(
            "argument should be integer or bytes-like object, not '{}'",
            vm.type_name(v)
        ))
    })
}

/// A start/end argument (`_PyEval_SliceIndex`: big ints clamp).
fn slice_index(vm: &Vm, v: Option<Value>) -> Result<Option<i64>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => match vm.num(v) {
            Some(Num::I(i)) => Ok(Some(i)),
            Some(Num::B(b)) => Ok(Some(if b.sign() == num_bigint::Sign::Minus {
                i64::MIN
            } else {
                i64::MAX
            })),
            _ => Err(Error::type_error(
                "slice indices must be integers or None or have an __index__ method",
            )),
        },
    }
}

/// A Py_ssize_t argument: `__index__`, OverflowError for big ints.
fn ssize_arg(vm: &Vm, v: Value) -> Result<i64> {
    vm.index_of(v).map_err(|e| {
        if e.pending_type() == Some(TypeId::IndexError) {
            Error::overflow("Python int too large to convert to C ssize_t")
        } else {
            e
        }
    })
}

fn width_arg(vm: &Vm, v: Value, len: usize) -> Result<i64> {
    let w = ssize_arg(vm, v)?;
    if w > len as i64 {
        vm.heap.check_room(w as usize)?;
    }
    Ok(w)
}

fn fill_arg(vm: &Vm, v: Option<Value>, mname: &str) -> Result<u8> {
    let Some(v) = v else { return Ok(b' ') };
    match vm.bytes_of(v) {
        Some([c]) => Ok(*c),
        _ => Err(Error::type_error(format!(
            "{mname}() argument 2 must be a byte string of length 1, not {}",
            vm.type_name(v)
        ))),
    }
}

/// `f() takes at most N arguments (M given)` / `at least`.
fn count_args(a: &Args, fname: &str, min: usize, max: usize, positional: bool) -> Result<()> {
    let n = a.len() + a.kw.len();
    let plural = |k: usize| if k == 1 { "argument" } else { "arguments" };
    if a.len() < min {
        return Err(Error::type_error(format!(
            "{fname}() takes at least {min} {}{} ({} given)",
            if positional { "positional " } else { "" },
            plural(min),
            a.len()
        )));
    }
    if n > max {
        return Err(Error::type_error(format!(
            "{fname}() takes at most {max} {} ({n} given)",
            plural(max)
        )));
    }
    Ok(())
}

/// A bool-like int argument (clinic `bool(accept={int})`).
fn int_flag(vm: &mut Vm, v: Option<Value>) -> Result<bool> {
    match v {
        None => Ok(false),
        Some(v @ (Value::Int(_) | Value::Bool(_))) => vm.truthy(v),
        Some(v) => match vm.num(v) {
            Some(Num::B(_)) => Ok(true),
            _ => vm.index_of(v).map(|_| true),
        },
    }
}

fn list_of(vm: &mut Vm, ba: bool, parts: Vec<Vec<u8>>) -> Result<Value> {
    vm.charge_steps(parts.len() as u64)?;
    let mut out = Vec::with_capacity(parts.len());
    // Charged up front, but ten million objects take a while to make.
    let mut meter = crate::limits::watch::Meter::default();
    for p in parts {
        if meter.add(4) {
            let expired = Error::value_error(crate::limits::watch::EXPIRED);
            return Err(vm.native_error(expired));
        }
        out.push(vm.new_bytes_like(ba, p)?);
    }
    vm.new_list(out)
}

fn triple(vm: &mut Vm, ba: bool, parts: (&[u8], &[u8], &[u8])) -> Result<Value> {
    let (x, y, z) = (parts.0.to_vec(), parts.1.to_vec(), parts.2.to_vec());
    let items = vec![
        vm.new_bytes_like(ba, x)?,
        vm.new_bytes_like(ba, y)?,
        vm.new_bytes_like(ba, z)?,
    ];
    vm.new_tuple(items)
}

/// `b.decode(encoding, errors)`; `obj` is the bytes for the exception's `object`.
pub(crate) fn decode(
    vm: &mut Vm,
    b: &[u8],
    enc: &str,
    errors: &str,
    mut obj: Value,
) -> Result<String> {
    let canon = text::codecs::normalize_encoding(enc);
    let r = match canon {
        Some("utf-8") => text::codecs::decode_utf8(b, errors),
        // An error names the bytes after the BOM, as CPython's does.
        Some("utf-8-sig") => match b.strip_prefix(b"\xef\xbb\xbf") {
            Some(rest) => {
                let r = text::codecs::decode_utf8(rest, errors);
                if r.is_err() {
                    obj = vm.new_bytes_like(false, rest.to_vec())?;
                }
                r
            }
            None => text::codecs::decode_utf8(b, errors),
        },
        Some("ascii") => text::codecs::decode_ascii(b, errors),
        Some("latin-1") => Ok(text::codecs::decode_latin1(b)),
        Some("cp1252") => text::codecs::decode_cp1252(b, errors).map(Into::into),
        Some(
            wide @ ("utf-16" | "utf-16-le" | "utf-16-be" | "utf-32" | "utf-32-le" | "utf-32-be"),
        ) => {
            let width = if wide.starts_with("utf-16") { 2 } else { 4 };
            let big = match wide.len() {
                6 => None,
                _ => Some(wide.ends_with("be")),
            };
            // At most 3 bytes of UTF-8 per 2 input bytes (plus one
            // U+FFFD for a truncated end), or 4 per byte escaped by
            // backslashreplace: refused up front when it cannot fit.
            let most = if errors == "backslashreplace" {
                b.len().saturating_mul(4)
            } else {
                b.len().saturating_mul(3) / 2 + 3
            };
            vm.heap.check_room(most)?;
            text::codecs::decode_wide(b, width, big, errors).map(Into::into)
        }
        _ => {
            return Err(Error::new(
                TypeId::LookupError,
                text::codecs::lookup_error(enc, "decode"),
            ));
        }
    };
    match r {
        Ok(s) => Ok(s.into_owned()),
        Err(text::codecs::CodecError::UnknownHandler(h))
            if canon.is_some_and(text::codecs::wraps_lookup_errors) =>
        {
            Err(Error::new(
                TypeId::LookupError,
                format!(
                    "decoding with '{enc}' codec failed (LookupError: unknown error handler name '{h}')"
                ),
            ))
        }
        Err(e) => Err(vm.codec_error(e, obj)),
    }
}

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    let owner = m.owner();
    let ba = owner == TypeId::ByteArray;
    let name = m.name();
    let qual = || format!("{}.{}", owner.name(), name);
    match name {
        "fromhex" => {
            a.method(&qual(), 1, 1)?;
            let Some(s) = vm.str_of(a.pos[0]) else {
                return Err(Error::type_error(format!(
                    "fromhex() argument must be str, not {}",
                    vm.type_name(a.pos[0])
                )));
            };
            let b = text::bytes::fromhex(s).map_err(Error::value_error)?;
            return vm.new_bytes_like(ba, b);
        }
        "maketrans" => {
            a.method("maketrans", 2, 2)?;
            let from = bytes_arg(vm, a.pos[0])?;
            let to = bytes_arg(vm, a.pos[1])?;
            let t = text::bytes::maketrans(&from, &to).map_err(Error::value_error)?;
            return vm.new_bytes(t);
        }
        _ => {}
    }
    if ba {
        let Value::Obj(r) = recv else {
            return Err(Error::fault("bytearray method on a non-object"));
        };
        if let Some(v) = mutate(vm, r, name, &qual(), a)? {
            return Ok(v);
        }
    }
    // Methods that only read the receiver borrow it in place.
    let recv_bytes = |vm: &Vm| -> Vec<u8> { vm.bytes_of(recv).unwrap_or(&[]).to_vec() };
    match name {
        "decode" => {
            a.allow_kw("decode", &["encoding", "errors"])?;
            count_args(&a, "decode", 0, 2, false)?;
            let enc = str_param(vm, a.arg(0, "encoding"), "decode", "encoding", "utf-8")?;
            let errors = str_param(vm, a.arg(1, "errors"), "decode", "errors", "strict")?;
            let b = recv_bytes(vm);
            let s = decode(vm, &b, &enc, &errors, recv)?;
            vm.new_str(s)
        }
        "hex" => {
            a.allow_kw("hex", &["sep", "bytes_per_sep"])?;
            count_args(&a, "hex", 0, 2, false)?;
            let sep = match a.arg(0, "sep") {
                None => None,
                Some(v) => {
                    let c = if let Some(s) = vm.str_of(v) {
                        let mut it = s.chars();
                        match (it.next(), it.next()) {
                            (Some(c), None) => Some(c),
                            _ => None,
                        }
                        .ok_or_else(|| Error::value_error(text::bytes::HEX_SEP_LENGTH))?
                    } else if let Some(b) = vm.bytes_of(v) {
                        match b {
                            [c] => *c as char,
                            _ => return Err(Error::value_error(text::bytes::HEX_SEP_LENGTH)),
                        }
                    } else {
                        return Err(Error::type_error(format!(
                            "object of type '{}' has no len()",
                            vm.type_name(v)
                        )));
                    };
                    Some(c)
                }
            };
            let per = match a.arg(1, "bytes_per_sep") {
                Some(v) => vm.index_of(v).map_err(|e| {
                    if e.pending_type() == Some(TypeId::IndexError) {
                        Error::overflow("Python int too large to convert to C int")
                    } else {
                        e
                    }
                })?,
                None => 1,
            };
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            vm.heap.check_room(b.len().saturating_mul(3))?;
            let s = match text::bytes::hex(b, sep, per) {
                Ok(s) => s,
                Err(e) => return Err(vm.native_error(Error::value_error(e))),
            };
            vm.new_str(s)
        }
        "upper" | "lower" | "capitalize" | "swapcase" | "title" => {
            a.method(&qual(), 0, 0)?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let out = match name {
                "upper" => text::bytes::upper(b),
                "lower" => text::bytes::lower(b),
                "capitalize" => text::bytes::capitalize(b),
                "swapcase" => text::bytes::swapcase(b),
                _ => text::bytes::title(b),
            };
            vm.new_bytes_like(ba, out)
        }
        "isalnum" | "isalpha" | "isascii" | "isdigit" | "islower" | "isspace" | "istitle"
        | "isupper" => {
            a.method(&qual(), 0, 0)?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let r = match name {
                "isalnum" => text::bytes::isalnum(b),
                "isalpha" => text::bytes::isalpha(b),
                "isascii" => text::bytes::isascii(b),
                "isdigit" => text::bytes::isdigit(b),
                "islower" => text::bytes::islower(b),
                "isspace" => text::bytes::isspace(b),
                "istitle" => text::bytes::istitle(b),
                _ => text::bytes::isupper(b),
            };
            Ok(Value::Bool(r))
        }
        "strip" | "lstrip" | "rstrip" => {
            a.method(name, 0, 1)?;
            let chars = opt_bytes_arg(vm, a.get(0))?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let out = match name {
                "strip" => text::bytes::strip(b, chars.as_deref()),
                "lstrip" => text::bytes::lstrip(b, chars.as_deref()),
                _ => text::bytes::rstrip(b, chars.as_deref()),
            };
            if !ba && out.len() == b.len() {
                return Ok(recv);
            }
            let out = out.to_vec();
            vm.new_bytes_like(ba, out)
        }
        "split" | "rsplit" => {
            a.allow_kw(name, &["sep", "maxsplit"])?;
            count_args(&a, name, 0, 2, false)?;
            let sep = opt_bytes_arg(vm, a.arg(0, "sep"))?;
            let maxsplit = match a.arg(1, "maxsplit") {
                Some(v) => ssize_arg(vm, v)?,
                None => -1,
            };
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            super::str::check_split(vm, b.len(), || {
                text::bytes::parts_count(b, sep.as_deref(), maxsplit)
            })?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let parts = if name == "split" {
                text::bytes::split(b, sep.as_deref(), maxsplit)
            } else {
                text::bytes::rsplit(b, sep.as_deref(), maxsplit)
            }
            .map_err(Error::value_error)?;
            if crate::limits::watch::expired() {
                // The split stopped early: its parts are not the result.
                let expired = Error::value_error(crate::limits::watch::EXPIRED);
                return Err(vm.native_error(expired));
            }
            let parts: Vec<Vec<u8>> = parts.into_iter().map(<[u8]>::to_vec).collect();
            list_of(vm, ba, parts)
        }
        "splitlines" => {
            a.allow_kw("splitlines", &["keepends"])?;
            count_args(&a, "splitlines", 0, 1, false)?;
            let keep = int_flag(vm, a.arg(0, "keepends"))?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            super::str::check_split(vm, b.len(), || text::bytes::lines_bound(b))?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let parts: Vec<Vec<u8>> = text::bytes::splitlines(b, keep)
                .into_iter()
                .map(<[u8]>::to_vec)
                .collect();
            list_of(vm, ba, parts)
        }
        "partition" | "rpartition" => {
            a.method(&qual(), 1, 1)?;
            let sep = bytes_arg(vm, a.pos[0])?;
            let b = recv_bytes(vm);
            let parts = if name == "partition" {
                text::bytes::partition(&b, &sep)
            } else {
                text::bytes::rpartition(&b, &sep)
            }
            .map_err(Error::value_error)?;
            let found = !parts.1.is_empty();
            let t = triple(vm, ba, parts)?;
            // bytes hands back the separator object it was given (a
            // memoryview, a bytearray) as the middle part.
            if !ba
                && found
                && let Value::Obj(tr) = t
                && let Some(Obj::Tuple(items)) = vm.heap.get_mut(tr)
                && let Some(mid) = items.get_mut(1)
            {
                *mid = a.pos[0];
            }
            Ok(t)
        }
        "join" => {
            a.method(&qual(), 1, 1)?;
            if !vm.is_iterable(a.pos[0]) {
                return Err(Error::type_error("can only join an iterable"));
            }
            let items = vm.collect_iter(a.pos[0])?;
            let sep_len = vm.bytes_of(recv).map_or(0, <[u8]>::len);
            let mut total = 0usize;
            for (i, x) in items.iter().enumerate() {
                match vm.bytes_of(*x) {
                    Some(p) => total = total.saturating_add(p.len() + sep_len),
                    None => {
                        return Err(Error::type_error(format!(
                            "sequence item {i}: expected a bytes-like object, {} found",
                            vm.type_name(*x)
                        )));
                    }
                }
            }
            vm.heap.check_room(total)?;
            vm.charge_steps(total as u64 / 64)?;
            let sep = vm.bytes_of(recv).unwrap_or(&[]);
            let out = text::bytes::join(sep, items.iter().map(|x| vm.bytes_of(*x).unwrap_or(&[])));
            vm.new_bytes_like(ba, out)
        }
        "replace" => {
            a.method("replace", 2, 3)?;
            let old = bytes_arg(vm, a.pos[0])?;
            let new = bytes_arg(vm, a.pos[1])?;
            let count = match a.get(2) {
                Some(v) => ssize_arg(vm, v)?,
                None => -1,
            };
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let out = match text::bytes::replace(b, &old, &new, count, MAX_LEN) {
                Ok(out) => out,
                Err(e) => return Err(vm.native_error(text_err(e))),
            };
            vm.heap.check_room(out.len())?;
            let out = out.into_owned();
            vm.new_bytes_like(ba, out)
        }
        "find" | "rfind" | "index" | "rindex" | "count" => {
            a.no_kw(name)?;
            count_args(&a, name, 1, 3, false)?;
            let sub = sub_arg(vm, a.pos[0])?;
            let start = slice_index(vm, a.get(1))?;
            let end = slice_index(vm, a.get(2))?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let r = match name {
                "find" => text::bytes::find(b, &sub, start, end),
                "rfind" => text::bytes::rfind(b, &sub, start, end),
                "index" => {
                    text::bytes::index(b, &sub, start, end).map_err(Error::value_error)? as i64
                }
                "rindex" => {
                    text::bytes::rindex(b, &sub, start, end).map_err(Error::value_error)? as i64
                }
                _ => text::bytes::count(b, &sub, start, end) as i64,
            };
            Ok(Value::Int(r))
        }
        "startswith" | "endswith" => {
            a.no_kw(name)?;
            count_args(&a, name, 1, 3, false)?;
            let cands: Vec<Vec<u8>> = if vm.type_of(a.pos[0]) == TypeId::Tuple {
                let items = vm.seq_items(a.pos[0])?;
                let mut v = Vec::with_capacity(items.len());
                for x in items {
                    v.push(bytes_arg(vm, x)?);
                }
                v
            } else {
                match vm.bytes_of(a.pos[0]) {
                    Some(p) => vec![p.to_vec()],
                    None => {
                        return Err(Error::type_error(format!(
                            "{name} first arg must be bytes or a tuple of bytes, not {}",
                            vm.type_name(a.pos[0])
                        )));
                    }
                }
            };
            let start = slice_index(vm, a.get(1))?;
            let end = slice_index(vm, a.get(2))?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let hit = cands.iter().any(|p| {
                if name == "startswith" {
                    text::bytes::startswith(b, p, start, end)
                } else {
                    text::bytes::endswith(b, p, start, end)
                }
            });
            Ok(Value::Bool(hit))
        }
        "center" | "ljust" | "rjust" => {
            a.method(name, 1, 2)?;
            let len = vm.bytes_of(recv).map_or(0, <[u8]>::len);
            let w = width_arg(vm, a.pos[0], len)?;
            let fill = fill_arg(vm, a.get(1), name)?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let out = match name {
                "center" => text::bytes::center(b, w, fill, MAX_LEN),
                "ljust" => text::bytes::ljust(b, w, fill, MAX_LEN),
                _ => text::bytes::rjust(b, w, fill, MAX_LEN),
            }
            .map_err(text_err)?
            .into_owned();
            vm.new_bytes_like(ba, out)
        }
        "zfill" => {
            a.method(&qual(), 1, 1)?;
            let len = vm.bytes_of(recv).map_or(0, <[u8]>::len);
            let w = width_arg(vm, a.pos[0], len)?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let out = text::bytes::zfill(b, w, MAX_LEN)
                .map_err(text_err)?
                .into_owned();
            vm.new_bytes_like(ba, out)
        }
        "expandtabs" => {
            a.allow_kw("expandtabs", &["tabsize"])?;
            count_args(&a, "expandtabs", 0, 1, false)?;
            let t = match a.arg(0, "tabsize") {
                Some(v) => vm.index_of(v).map_err(|e| {
                    if e.pending_type() == Some(TypeId::IndexError) {
                        Error::overflow("Python int too large to convert to C int")
                    } else {
                        e
                    }
                })?,
                None => 8,
            };
            // Sized before it is made: past the memory left, refused.
            let cap = MAX_LEN.min(vm.heap.room());
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let out = match text::bytes::expandtabs(b, t, cap) {
                Ok(out) => out.into_owned(),
                Err(_) if cap < MAX_LEN => return Err(vm.heap.refusal(cap + 1)),
                Err(e) => return Err(text_err(e)),
            };
            vm.new_bytes_like(ba, out)
        }
        "removeprefix" | "removesuffix" => {
            a.method(&qual(), 1, 1)?;
            let p = bytes_arg(vm, a.pos[0])?;
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let out = if name == "removeprefix" {
                text::bytes::removeprefix(b, &p)
            } else {
                text::bytes::removesuffix(b, &p)
            };
            if !ba && out.len() == b.len() {
                return Ok(recv);
            }
            let out = out.to_vec();
            vm.new_bytes_like(ba, out)
        }
        "translate" => {
            a.allow_kw("translate", &["delete"])?;
            if let Some((k, _)) = a.kw.iter().find(|(k, _)| &**k == "delete") {
                let _ = k;
                if a.len() > 1 {
                    return Err(Error::type_error(
                        "argument for translate() given by name ('delete') and position (2)",
                    ));
                }
            }
            count_args(&a, "translate", 1, 2, true)?;
            let table = opt_bytes_arg(vm, a.get(0))?;
            let delete = opt_bytes_arg(vm, a.arg(1, "delete"))?.unwrap_or_default();
            let b = vm.bytes_of(recv).unwrap_or(&[]);
            let out = match text::bytes::translate(b, table.as_deref(), &delete) {
                Ok(out) => out,
                Err(e) => return Err(vm.native_error(Error::value_error(e))),
            };
            vm.new_bytes_like(ba, out)
        }
        _ => Err(Error::fault("bad bytes method")),
    }
}

/// The methods only bytearray has; `None` for the shared ones.
fn mutate(vm: &mut Vm, r: ObjRef, name: &str, qual: &str, a: Args) -> Result<Option<Value>> {
    let len = match vm.heap.get(r) {
        Obj::ByteArray(b) => b.len(),
        _ => return Err(Error::fault("bytearray method on a non-bytearray")),
    };
    Ok(Some(match name {
        // Called again on a live bytearray, __init__ replaces its contents
        // with what bytearray(...) of the same arguments would hold.
        // CPython empties it first: a bad argument leaves it empty.
        "__init__" => {
            vm.bytearray_splice(r, 0, len, &[])?;
            let fresh = crate::builtins::constructors::construct(vm, TypeId::ByteArray, a)?;
            let data = vm.bytes_of(fresh).unwrap_or(&[]).to_vec();
            let len = match vm.heap.get(r) {
                Obj::ByteArray(b) => b.len(),
                _ => 0,
            };
            vm.bytearray_splice(r, 0, len, &data)?;
            Value::None
        }
        "append" => {
            a.method(qual, 1, 1)?;
            let c = vm.byte_value(a.pos[0])?;
            vm.bytearray_splice(r, len, len, &[c])?;
            Value::None
        }
        "extend" => {
            a.method(qual, 1, 1)?;
            let v = a.pos[0];
            let data = match vm.bytes_of(v) {
                Some(b) => b.to_vec(),
                None => {
                    if !vm.is_iterable(v) {
                        return Err(Error::type_error(format!(
                            "can't extend bytearray with {}",
                            vm.type_name(v)
                        )));
                    }
                    let items = vm.collect_iter(v)?;
                    vm.heap.check_room(items.len())?;
                    let mut out = Vec::with_capacity(items.len());
                    for x in items {
                        out.push(vm.byte_value(x)?);
                    }
                    out
                }
            };
            let len = match vm.heap.get(r) {
                Obj::ByteArray(b) => b.len(),
                _ => len,
            };
            vm.bytearray_splice(r, len, len, &data)?;
            Value::None
        }
        "insert" => {
            a.method("insert", 2, 2)?;
            let i = ssize_arg(vm, a.pos[0])?;
            let c = vm.byte_value(a.pos[1])?;
            let n = len as i64;
            let at = if i < 0 { (i + n).max(0) } else { i.min(n) } as usize;
            vm.bytearray_splice(r, at, at, &[c])?;
            Value::None
        }
        "pop" => {
            a.method("pop", 0, 1)?;
            let i = match a.get(0) {
                Some(v) => ssize_arg(vm, v)?,
                None => -1,
            };
            if len == 0 {
                return Err(Error::index_error("pop from empty bytearray"));
            }
            let n = len as i64;
            let j = if i < 0 { i + n } else { i };
            if j < 0 || j >= n {
                return Err(Error::index_error("pop index out of range"));
            }
            vm.check_resize(r, len, len.saturating_sub(1))?;
            let mut out = 0u8;
            vm.bytearray_shrink(r, |b| out = b.remove(j as usize));
            Value::Int(out as i64)
        }
        "remove" => {
            a.method(qual, 1, 1)?;
            let c = vm.byte_value(a.pos[0])?;
            let pos = match vm.heap.get(r) {
                Obj::ByteArray(b) => b.iter().position(|&x| x == c),
                _ => None,
            };
            let Some(p) = pos else {
                return Err(Error::value_error("value not found in bytearray"));
            };
            vm.check_resize(r, len, len.saturating_sub(1))?;
            vm.bytearray_shrink(r, |b| {
                b.remove(p);
            });
            Value::None
        }
        "clear" => {
            a.method(qual, 0, 0)?;
            vm.check_resize(r, len, 0)?;
            vm.bytearray_shrink(r, |b| *b = Vec::new());
            Value::None
        }
        "copy" => {
            a.method(qual, 0, 0)?;
            let data = vm.bytes_of(Value::Obj(r)).unwrap_or(&[]).to_vec();
            vm.new_bytearray(data)?
        }
        "reverse" => {
            a.method(qual, 0, 0)?;
            if let Some(Obj::ByteArray(b)) = vm.heap.get_mut(r) {
                b.reverse();
            }
            Value::None
        }
        _ => return Ok(None),
    }))
}
