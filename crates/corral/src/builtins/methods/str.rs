//! str methods: thin wrappers over `crate::text`.

use super::MethodId;
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::limits::watch;
use crate::objects::{Obj, TypeId, Value};
use crate::text;
use crate::vm::Vm;

/// Largest string a width or count argument may ask for before we check
/// the memory limit for it.
const MAX_LEN: usize = crate::format::MAX_FORMAT_LEN;

fn s_of(vm: &Vm, v: Value) -> crate::objects::StrText {
    match v {
        Value::Obj(r) => match vm.heap.get(r) {
            crate::objects::Obj::Str(s) => s.text(),
            _ => "".into(),
        },
        _ => "".into(),
    }
}

fn str_arg(vm: &Vm, v: Value, mname: &str, pos: usize) -> Result<String> {
    match vm.str_of(v) {
        Some(s) => Ok(s.to_string()),
        None => Err(Error::type_error(format!(
            "{mname}() argument {pos} must be str, not {}",
            vm.type_name(v)
        ))),
    }
}

fn opt_int(vm: &Vm, v: Option<Value>) -> Result<Option<i64>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => {
            let i = vm.index_of(v).map_err(|_| {
                Error::type_error(
                    "slice indices must be integers or None or have an __index__ method",
                )
            })?;
            Ok(Some(i))
        }
    }
}

/// Below this, a split's transient buffers are small whatever it gives.
const SPLIT_CHECK_MIN: usize = 64 << 10;

/// A split into `n` parts must fit before it is made: per part, its slice,
/// its list slot, its copy's buffer and string object.
pub(super) fn check_parts(vm: &Vm, n: usize) -> Result<()> {
    const PART_BYTES: usize = 16 + 24 + 16 + crate::objects::heap::SLOT_BYTES + 32;
    vm.heap.check_room(n.saturating_mul(PART_BYTES))
}

/// `check_parts` for a split of a text of `len` bytes, counting its parts
/// (`count`, a scan without allocation) only when the text is large.
pub(super) fn check_split(vm: &Vm, len: usize, count: impl FnOnce() -> usize) -> Result<()> {
    if len < SPLIT_CHECK_MIN {
        return Ok(());
    }
    check_parts(vm, count())
}

/// `sep.join(items)` when every item is a plain str, else None. One pass
/// reads each item's object and keeps its text, so the copy then reads the
/// texts in order without visiting the objects again.
fn join_plain(
    heap: &crate::objects::Heap,
    sep: &str,
    items: &[Value],
) -> Result<Option<(String, usize)>> {
    let part_bytes = std::mem::size_of::<&str>();
    heap.check_room(crate::objects::heap::alloc_size(items.len() * part_bytes))?;
    let mut parts: Vec<&str> = Vec::with_capacity(items.len());
    let mut total = 0usize;
    let mut meter = watch::Meter::default();
    for x in items {
        if meter.add(1) {
            return Err(Error::value_error(watch::EXPIRED));
        }
        match x {
            Value::Obj(r) => match heap.get(*r) {
                Obj::Str(p) => {
                    total += p.len() + sep.len();
                    parts.push(p.as_str());
                }
                _ => return Ok(None),
            },
            _ => return Ok(None),
        }
    }
    // The text, while the parts are still held.
    heap.check_room(total + crate::objects::heap::alloc_size(items.len() * part_bytes))?;
    let mut out = String::with_capacity(total);
    for (i, p) in parts.iter().enumerate() {
        if meter.add(p.len() + sep.len()) {
            return Err(Error::value_error(watch::EXPIRED));
        }
        if i > 0 {
            out.push_str(sep);
        }
        out.push_str(p);
    }
    Ok(Some((out, total)))
}

fn list_of_strs(vm: &mut Vm, parts: Vec<&str>) -> Result<Value> {
    let mut out = Vec::with_capacity(parts.len());
    // Ten million small objects take a while to make.
    let mut meter = watch::Meter::default();
    for p in parts {
        if meter.add(4) {
            return Err(vm.native_error(Error::value_error(watch::EXPIRED)));
        }
        out.push(vm.new_str(p)?);
    }
    vm.new_list(out)
}

fn width_arg(vm: &mut Vm, v: Value) -> Result<i64> {
    let w = vm.index_of(v)?;
    if w > 0 {
        vm.heap.check_room(w as usize)?;
    }
    Ok(w)
}

fn fill_arg(vm: &Vm, v: Option<Value>) -> Result<char> {
    match v {
        None => Ok(' '),
        Some(v) => match vm.str_of(v) {
            Some(s) if s.chars().count() == 1 => Ok(s.chars().next().unwrap_or(' ')),
            Some(_) => Err(Error::type_error(
                "The fill character must be exactly one character long",
            )),
            None => Err(Error::type_error(format!(
                "The fill character must be a unicode character, not {}",
                vm.type_name(v)
            ))),
        },
    }
}

/// `s.isdigit()` and the other no-argument predicates; None for any
/// other method.
#[inline]
fn predicate(m: MethodId, s: &str) -> Option<bool> {
    use MethodId as M;
    Some(match m {
        M::StrIsdigit => text::isdigit(s),
        M::StrIsdecimal => text::isdecimal(s),
        M::StrIsnumeric => text::isnumeric(s),
        M::StrIsalpha => text::isalpha(s),
        M::StrIsalnum => text::isalnum(s),
        M::StrIsspace => text::isspace(s),
        M::StrIslower => text::islower(s),
        M::StrIsupper => text::isupper(s),
        M::StrIstitle => text::istitle(s),
        M::StrIsidentifier => text::isidentifier(s),
        M::StrIsprintable => text::isprintable(s),
        M::StrIsascii => text::isascii(s),
        _ => return None,
    })
}

/// The commonest str method calls answered straight from the text, with
/// no argument object or text handle: the predicates (`c.isdigit()`) and
/// `startswith`/`endswith` with a str or a tuple of strs and at most an
/// int start. None: anything else, or an argument error to report, which
/// `call` then does with its messages.
pub(crate) fn fast_call(vm: &Vm, m: MethodId, recv: Value, args: &[Value]) -> Option<Value> {
    use MethodId as M;
    let Value::Obj(r) = recv else { return None };
    let Obj::Str(s) = vm.heap.get(r) else {
        return None;
    };
    let s = s.as_str();
    let hit = match (m, args) {
        (_, []) => return predicate(m, s).map(Value::Bool),
        (M::StrStartswith | M::StrEndswith, [p, rest @ ..]) => {
            let start = match rest {
                [] => None,
                [Value::Int(i)] => Some(*i),
                _ => return None,
            };
            let test = |p: &str| {
                if m == M::StrStartswith {
                    text::startswith(s, p, start, None)
                } else {
                    text::endswith(s, p, start, None)
                }
            };
            if let Some(p) = vm.str_of(*p) {
                test(p)
            } else {
                let Value::Obj(t) = *p else { return None };
                let Obj::Tuple(items) = vm.heap.get(t) else {
                    return None;
                };
                let mut hit = false;
                for x in items.iter() {
                    let p = vm.str_of(*x)?;
                    if test(p) {
                        hit = true;
                        break;
                    }
                }
                hit
            }
        }
        _ => return None,
    };
    Some(Value::Bool(hit))
}

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    if m == M::StrMaketrans {
        return maketrans(vm, a);
    }
    let s = s_of(vm, recv);
    match m {
        M::StrUpper
        | M::StrLower
        | M::StrCasefold
        | M::StrCapitalize
        | M::StrTitle
        | M::StrSwapcase => {
            a.method(m.name(), 0, 0)?;
            if s.is_ascii() {
                match m {
                    M::StrUpper => return vm.new_str_mapped(&s, str::make_ascii_uppercase),
                    M::StrLower => return vm.new_str_mapped(&s, str::make_ascii_lowercase),
                    _ => {}
                }
            }
            let out = match m {
                M::StrUpper => text::upper(&s),
                M::StrLower => text::lower(&s),
                M::StrCasefold => text::casefold(&s),
                M::StrCapitalize => text::capitalize(&s),
                M::StrTitle => text::title(&s),
                _ => text::swapcase(&s),
            };
            vm.new_str(out)
        }
        M::StrStrip | M::StrLstrip | M::StrRstrip => {
            a.method(m.name(), 0, 1)?;
            let chars = match a.get(0) {
                None | Some(Value::None) => None,
                Some(v) => match vm.str_of(v) {
                    Some(c) => Some(c.to_string()),
                    None => {
                        return Err(Error::type_error(format!(
                            "{} arg must be None or str",
                            m.name()
                        )));
                    }
                },
            };
            let out = match m {
                M::StrStrip => text::strip(&s, chars.as_deref()),
                M::StrLstrip => text::lstrip(&s, chars.as_deref()),
                _ => text::rstrip(&s, chars.as_deref()),
            };
            if out.len() == s.len() {
                return Ok(recv);
            }
            vm.new_str(out)
        }
        M::StrSplit | M::StrRsplit => {
            a.clinic(m.name(), &["sep", "maxsplit"])?;
            let sep = match a.arg(0, "sep") {
                None | Some(Value::None) => None,
                Some(v) => match vm.str_of(v) {
                    Some(c) => Some(c.to_string()),
                    None => {
                        return Err(Error::type_error(format!(
                            "must be str or None, not {}",
                            vm.type_name(v)
                        )));
                    }
                },
            };
            let maxsplit = match a.arg(1, "maxsplit") {
                Some(v) => vm.index_of(v)?,
                None => -1,
            };
            check_split(vm, s.len(), || {
                text::parts_count(&s, sep.as_deref(), maxsplit)
            })?;
            let parts = if m == M::StrSplit {
                text::split(&s, sep.as_deref(), maxsplit)
            } else {
                text::rsplit(&s, sep.as_deref(), maxsplit)
            }
            .map_err(Error::value_error)?;
            if watch::expired() {
                // The split stopped early: its parts are not the result.
                return Err(vm.native_error(Error::value_error(watch::EXPIRED)));
            }
            vm.charge_steps(parts.len() as u64)?;
            list_of_strs(vm, parts)
        }
        M::StrSplitlines => {
            a.clinic("splitlines", &["keepends"])?;
            // CPython takes keepends as a C int.
            let keep = match a.arg(0, "keepends") {
                Some(v) => vm.index_of(v)? != 0,
                None => false,
            };
            check_split(vm, s.len(), || text::lines_bound(&s))?;
            let parts = text::splitlines(&s, keep);
            list_of_strs(vm, parts)
        }
        M::StrJoin => {
            a.method("join", 1, 1)?;
            if !vm.is_iterable(a.pos[0]) {
                return Err(Error::type_error("can only join an iterable"));
            }
            let may_gc = std::mem::take(&mut vm.collect_ok);
            let mut items = vm.collect_iter_rooted(a.pos[0], may_gc)?;
            let joined = join_plain(&vm.heap, &s, &items).map_err(|e| vm.native_error(e))?;
            if let Some((out, total)) = joined {
                vm.charge_steps(total as u64 / 64)?;
                return vm.new_str(out);
            }
            // str subclass instances join as their string value.
            for x in items.iter_mut() {
                if vm.is_user(*x)
                    && let Some(b) = vm.base_value(*x)
                    && vm.str_of(b).is_some()
                {
                    *x = b;
                }
            }
            let mut total = 0usize;
            for (i, x) in items.iter().enumerate() {
                match vm.str_of(*x) {
                    Some(p) => total += p.len() + s.len(),
                    None => {
                        return Err(Error::type_error(format!(
                            "sequence item {i}: expected str instance, {} found",
                            vm.type_name(*x)
                        )));
                    }
                }
            }
            vm.heap.check_room(total)?;
            vm.charge_steps(total as u64 / 64)?;
            let mut out = String::with_capacity(total);
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(&s);
                }
                out.push_str(vm.str_of(*x).unwrap_or(""));
            }
            vm.new_str(out)
        }
        M::StrReplace => {
            a.no_kw("replace")?;
            a.expect("replace", 2, 3)?;
            let old = str_arg(vm, a.pos[0], "replace", 1)?;
            let new = str_arg(vm, a.pos[1], "replace", 2)?;
            let count = match a.get(2) {
                Some(v) => vm.index_of(v)?,
                None => -1,
            };
            let out = text::replace(&s, &old, &new, count, MAX_LEN)
                .map_err(|e| vm.native_error(Error::value_error(e)))?;
            vm.heap.check_room(out.len())?;
            vm.new_str(out.into_owned())
        }
        M::StrFind | M::StrRfind | M::StrIndex | M::StrRindex | M::StrCount => {
            a.no_kw(m.name())?;
            a.takes(m.name(), 1, 3)?;
            let sub = match vm.str_of(a.pos[0]) {
                Some(x) => x.to_string(),
                None => {
                    return Err(Error::type_error(format!(
                        "must be str, not {}",
                        vm.type_name(a.pos[0])
                    )));
                }
            };
            let start = opt_int(vm, a.get(1))?;
            let end = opt_int(vm, a.get(2))?;
            let ascii = match recv {
                Value::Obj(r) => match vm.heap.get(r) {
                    crate::objects::Obj::Str(p) => Some(p.is_ascii()),
                    _ => None,
                },
                _ => None,
            };
            let not_found = || Error::value_error("substring not found");
            match m {
                M::StrFind => Ok(Value::Int(text::find_known(&s, ascii, &sub, start, end))),
                M::StrRfind => Ok(Value::Int(text::rfind_known(&s, ascii, &sub, start, end))),
                M::StrIndex => match text::find_known(&s, ascii, &sub, start, end) {
                    -1 => Err(not_found()),
                    i => Ok(Value::Int(i)),
                },
                M::StrRindex => match text::rfind_known(&s, ascii, &sub, start, end) {
                    -1 => Err(not_found()),
                    i => Ok(Value::Int(i)),
                },
                _ => Ok(Value::Int(
                    text::count_known(&s, ascii, &sub, start, end) as i64
                )),
            }
        }
        M::StrStartswith | M::StrEndswith => {
            a.no_kw(m.name())?;
            a.takes(m.name(), 1, 3)?;
            let start = opt_int(vm, a.get(1))?;
            let end = opt_int(vm, a.get(2))?;
            let test = |p: &str| {
                if m == M::StrStartswith {
                    text::startswith(&s, p, start, end)
                } else {
                    text::endswith(&s, p, start, end)
                }
            };
            // A tuple's items are checked one by one, up to the first match.
            let hit = if vm.type_of(a.pos[0]) == TypeId::Tuple {
                let mut hit = false;
                for x in vm.seq_items(a.pos[0])? {
                    let Some(p) = vm.str_of(x) else {
                        return Err(Error::type_error(format!(
                            "tuple for {} must only contain str, not {}",
                            m.name(),
                            vm.type_name(x)
                        )));
                    };
                    if test(p) {
                        hit = true;
                        break;
                    }
                }
                hit
            } else {
                match vm.str_of(a.pos[0]) {
                    Some(p) => test(p),
                    None => {
                        return Err(Error::type_error(format!(
                            "{} first arg must be str or a tuple of str, not {}",
                            m.name(),
                            vm.type_name(a.pos[0])
                        )));
                    }
                }
            };
            Ok(Value::Bool(hit))
        }
        M::StrPartition | M::StrRpartition => {
            a.method(m.name(), 1, 1)?;
            let Some(sep) = vm.str_of(a.pos[0]).map(str::to_string) else {
                return Err(Error::type_error(format!(
                    "must be str, not {}",
                    vm.type_name(a.pos[0])
                )));
            };
            let (x, y, z) = if m == M::StrPartition {
                text::partition(&s, &sep)
            } else {
                text::rpartition(&s, &sep)
            }
            .map_err(Error::value_error)?;
            let (x, y, z) = (x.to_string(), y.to_string(), z.to_string());
            let parts = vec![vm.new_str(x)?, vm.new_str(y)?, vm.new_str(z)?];
            vm.new_tuple(parts)
        }
        M::StrCenter | M::StrLjust | M::StrRjust => {
            a.no_kw(m.name())?;
            a.expect(m.name(), 1, 2)?;
            let w = width_arg(vm, a.pos[0])?;
            let fill = fill_arg(vm, a.get(1))?;
            let out = match m {
                M::StrCenter => text::center(&s, w, fill, MAX_LEN),
                M::StrLjust => text::ljust(&s, w, fill, MAX_LEN),
                _ => text::rjust(&s, w, fill, MAX_LEN),
            }
            .map_err(Error::value_error)?;
            vm.new_str(out.into_owned())
        }
        M::StrZfill => {
            a.method("zfill", 1, 1)?;
            let w = width_arg(vm, a.pos[0])?;
            let out = text::zfill(&s, w, MAX_LEN).map_err(Error::value_error)?;
            vm.new_str(out.into_owned())
        }
        M::StrExpandtabs => {
            a.clinic("expandtabs", &["tabsize"])?;
            let t = match a.arg(0, "tabsize") {
                Some(v) => vm.index_of(v)?,
                None => 8,
            };
            // Sized before it is made: past the memory left, refused.
            let cap = MAX_LEN.min(vm.heap.room() / 2);
            let out = text::expandtabs(&s, t, cap).map_err(|e| {
                if cap < MAX_LEN {
                    vm.heap.refusal(2 * (cap + 1))
                } else {
                    Error::value_error(e)
                }
            })?;
            vm.new_str(out.into_owned())
        }
        M::StrFormat => {
            let out = str_format(vm, &s, a.pos, Some(a.kw), None)?;
            vm.new_str(out)
        }
        M::StrFormatMap => {
            a.method("format_map", 1, 1)?;
            let out = str_format(vm, &s, &[], None, Some(a.pos[0]))?;
            vm.new_str(out)
        }
        M::StrEncode => {
            a.clinic("encode", &["encoding", "errors"])?;
            let named = |v: Option<Value>, name: &str, dflt: &str| match v {
                None => Ok(dflt.to_string()),
                Some(v) => match vm.str_of(v) {
                    Some(x) => Ok(x.to_string()),
                    // _PyArg_BadArgument names None itself, not its type.
                    None => Err(Error::type_error(format!(
                        "encode() argument '{name}' must be str, not {}",
                        if matches!(v, Value::None) {
                            "None"
                        } else {
                            vm.type_name(v)
                        }
                    ))),
                },
            };
            let enc = named(a.arg(0, "encoding"), "encoding", "utf-8")?;
            let errors = named(a.arg(1, "errors"), "errors", "strict")?;
            let bytes = encode(vm, &s, &enc, &errors, recv)?;
            vm.alloc(Obj::Bytes(bytes.into_boxed_slice()))
        }
        M::StrIsdigit
        | M::StrIsdecimal
        | M::StrIsnumeric
        | M::StrIsalpha
        | M::StrIsalnum
        | M::StrIsspace
        | M::StrIslower
        | M::StrIsupper
        | M::StrIstitle
        | M::StrIsidentifier
        | M::StrIsprintable
        | M::StrIsascii => {
            a.method(m.name(), 0, 0)?;
            Ok(Value::Bool(predicate(m, &s).unwrap_or(false)))
        }
        M::StrRemoveprefix | M::StrRemovesuffix => {
            a.method(m.name(), 1, 1)?;
            let Some(p) = vm.str_of(a.pos[0]).map(str::to_string) else {
                return Err(Error::type_error(format!(
                    "{}() argument must be str, not {}",
                    m.name(),
                    vm.type_name(a.pos[0])
                )));
            };
            let out = if m == M::StrRemoveprefix {
                text::removeprefix(&s, &p)
            } else {
                text::removesuffix(&s, &p)
            };
            vm.new_str(out)
        }
        M::StrTranslate => {
            a.method("translate", 1, 1)?;
            let table = a.pos[0];
            let mut out = String::with_capacity(s.len());
            let mut meter = watch::Meter::default();
            for c in s.chars() {
                if meter.add(1) {
                    return Err(vm.native_error(Error::value_error(watch::EXPIRED)));
                }
                let key = Value::Int(c as i64);
                let mapped = match vm.type_of(table) {
                    TypeId::Dict => vm.dict_get(table, key)?,
                    _ => match vm.get_item(table, key) {
                        Ok(v) => Some(v),
                        Err(e)
                            if matches!(
                                e.pending_type(),
                                Some(TypeId::KeyError | TypeId::IndexError)
                            ) =>
                        {
                            None
                        }
                        Err(e) => return Err(e),
                    },
                };
                match mapped {
                    None => out.push(c),
                    Some(Value::None) => {}
                    Some(Value::Int(i)) => match char::from_u32(i as u32) {
                        Some(ch) => out.push(ch),
                        None => {
                            return Err(Error::value_error(
                                "character mapping must be in range(0x110000)",
                            ));
                        }
                    },
                    Some(v) => match vm.str_of(v) {
                        Some(t) => out.push_str(t),
                        None => {
                            return Err(Error::type_error(
                                "character mapping must return integer, None or str",
                            ));
                        }
                    },
                }
            }
            vm.new_str(out)
        }
        _ => Err(Error::fault("bad str method")),
    }
}

/// `s.encode(enc, errors)`; `obj` is the str for the exception's `object`.
pub(crate) fn encode(vm: &mut Vm, s: &str, enc: &str, errors: &str, obj: Value) -> Result<Vec<u8>> {
    let canon = text::codecs::normalize_encoding(enc);
    let r = match canon {
        Some("utf-8") => Ok(s.as_bytes().to_vec()),
        Some("utf-8-sig") => {
            vm.heap.check_room(s.len().saturating_add(3))?;
            let mut out = Vec::with_capacity(s.len() + 3);
            out.extend_from_slice(b"\xef\xbb\xbf");
            out.extend_from_slice(s.as_bytes());
            Ok(out)
        }
        Some("ascii") => text::codecs::encode_ascii(s, errors),
        Some("latin-1") => text::codecs::encode_latin1(s, errors),
        Some("cp1252") => text::codecs::encode_cp1252(s, errors),
        Some(
            wide @ ("utf-16" | "utf-16-le" | "utf-16-be" | "utf-32" | "utf-32-le" | "utf-32-be"),
        ) => {
            let width = if wide.starts_with("utf-16") { 2 } else { 4 };
            let bom = wide.len() == 6;
            // Unit-sized output: refused up front when it cannot fit.
            vm.heap.check_room(s.len().saturating_mul(width) + width)?;
            Ok(text::codecs::encode_wide(
                s,
                width,
                wide.ends_with("be"),
                bom,
            ))
        }
        _ => {
            return Err(Error::new(
                TypeId::LookupError,
                text::codecs::lookup_error(enc, "encode"),
            ));
        }
    };
    match r {
        Ok(v) => Ok(v),
        Err(text::codecs::CodecError::UnknownHandler(h))
            if canon.is_some_and(text::codecs::wraps_lookup_errors) =>
        {
            Err(Error::new(
                TypeId::LookupError,
                format!(
                    "encoding with '{enc}' codec failed (LookupError: unknown error handler name '{h}')"
                ),
            ))
        }
        Err(e) => Err(vm.codec_error(e, obj)),
    }
}

fn maketrans(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("maketrans")?;
    a.expect("maketrans", 1, 3)?;
    let d = vm.new_dict()?;
    if a.len() == 1 {
        let items = vm.dict_items(a.pos[0]).map_err(|_| {
            Error::type_error("if you give only one argument to maketrans it must be a dict")
        })?;
        for (k, v) in items {
            let key = match vm.str_of(k) {
                Some(s) if s.chars().count() == 1 => {
                    Value::Int(s.chars().next().unwrap_or('\0') as i64)
                }
                Some(_) => {
                    return Err(Error::value_error(
                        "string keys in translate table must be of length 1",
                    ));
                }
                None => k,
            };
            vm.dict_set(d, key, v)?;
        }
        return Ok(d);
    }
    let x = s_of(vm, a.pos[0]);
    let y = s_of(vm, a.pos[1]);
    if x.chars().count() != y.chars().count() {
        return Err(Error::value_error(
            "the first two maketrans arguments must have equal length",
        ));
    }
    for (cx, cy) in x.chars().zip(y.chars()) {
        vm.dict_set(d, Value::Int(cx as i64), Value::Int(cy as i64))?;
    }
    if let Some(z) = a.get(2) {
        let z = s_of(vm, z);
        for c in z.chars() {
            vm.dict_set(d, Value::Int(c as i64), Value::None)?;
        }
    }
    Ok(d)
}

/// `str.format` / `format_map`: fields `{name[key].attr!conv:spec}`.
pub fn str_format(
    vm: &mut Vm,
    fmt: &str,
    pos: &[Value],
    kw: Option<&[(std::rc::Rc<str>, Value)]>,
    mapping: Option<Value>,
) -> Result<String> {
    let mut out = String::new();
    let chars: Vec<char> = fmt.chars().collect();
    let mut i = 0;
    let mut auto_idx = 0usize;
    let mut manual = false;
    let mut auto = false;
    while i < chars.len() {
        let c = chars[i];
        if c == '{' {
            if i + 1 < chars.len() && chars[i + 1] == '{' {
                out.push('{');
                i += 2;
                continue;
            }
            if i + 1 == chars.len() {
                return Err(Error::value_error(
                    "Single '{' encountered in format string",
                ));
            }
            // Find the matching close brace, allowing one level of nesting in the spec.
            let mut depth = 1;
            let mut j = i + 1;
            while j < chars.len() && depth > 0 {
                match chars[j] {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                if depth > 0 {
                    j += 1;
                }
            }
            if j >= chars.len() {
                return Err(Error::value_error("expected '}' before end of string"));
            }
            let field: String = chars[i + 1..j].iter().collect();
            i = j + 1;
            // Split field into name, conversion, spec.
            let (name_part, rest) = split_field(&field);
            let (conv, spec) = match rest.strip_prefix('!') {
                Some(r) => {
                    let mut it = r.chars();
                    let conv = it.next();
                    let after: String = it.collect();
                    if !after.is_empty() && !after.starts_with(':') {
                        return Err(Error::value_error(
                            "expected ':' after conversion specifier",
                        ));
                    }
                    (conv, after.strip_prefix(':').unwrap_or("").to_string())
                }
                None => (None, rest.strip_prefix(':').unwrap_or("").to_string()),
            };
            // Resolve the value.
            let (first, accessors) = split_accessors(&name_part);
            let mut v = if first.is_empty() {
                if manual {
                    return Err(Error::value_error(
                        "cannot switch from manual field specification to automatic field numbering",
                    ));
                }
                auto = true;
                let v = pos.get(auto_idx).copied().ok_or_else(|| {
                    Error::index_error(format!(
                        "Replacement index {auto_idx} out of range for positional args tuple"
                    ))
                })?;
                auto_idx += 1;
                v
            } else if let Ok(n) = first.parse::<usize>() {
                if auto {
                    return Err(Error::value_error(
                        "cannot switch from automatic field numbering to manual field specification",
                    ));
                }
                manual = true;
                pos.get(n).copied().ok_or_else(|| {
                    Error::index_error(format!(
                        "Replacement index {n} out of range for positional args tuple"
                    ))
                })?
            } else {
                let found = match (kw, mapping) {
                    (Some(kw), _) => kw.iter().find(|(k, _)| **k == *first).map(|(_, v)| *v),
                    (None, Some(m)) => {
                        let key = vm.new_str(first.as_str())?;
                        vm.get_item(m, key).ok()
                    }
                    _ => None,
                };
                match found {
                    Some(v) => v,
                    None => {
                        let key = vm.new_str(first.as_str())?;
                        return Err(Error::with_args(TypeId::KeyError, vec![key]));
                    }
                }
            };
            for acc in accessors {
                v = match acc {
                    Accessor::Attr(a) => vm.get_attr(v, &a)?,
                    Accessor::Index(k) => {
                        let key = match k.parse::<i64>() {
                            Ok(n) => Value::Int(n),
                            Err(_) => vm.new_str(k.as_str())?,
                        };
                        vm.get_item(v, key)?
                    }
                };
            }
            let v = match conv {
                None => v,
                Some('r') => vm.repr(v)?,
                Some('s') => vm.to_str(v)?,
                Some('a') => {
                    let s = vm.ascii_string(v)?;
                    vm.new_str(s)?
                }
                Some(other) => {
                    return Err(Error::value_error(format!(
                        "Unknown conversion specifier {other}"
                    )));
                }
            };
            // Nested fields in the spec.
            let spec = if spec.contains('{') {
                let mut sub_auto = auto_idx;
                let r = str_format_nested(vm, &spec, pos, kw, mapping, &mut sub_auto)?;
                auto_idx = sub_auto;
                r
            } else {
                spec
            };
            out.push_str(&vm.format(v, &spec)?);
        } else if c == '}' {
            if i + 1 < chars.len() && chars[i + 1] == '}' {
                out.push('}');
                i += 2;
                continue;
            }
            return Err(Error::value_error(
                "Single '}' encountered in format string",
            ));
        } else {
            out.push(c);
            i += 1;
        }
        if out.len() > 1 << 20 {
            vm.heap.check_room(out.len())?;
        }
    }
    Ok(out)
}

fn str_format_nested(
    vm: &mut Vm,
    spec: &str,
    pos: &[Value],
    kw: Option<&[(std::rc::Rc<str>, Value)]>,
    mapping: Option<Value>,
    auto_idx: &mut usize,
) -> Result<String> {
    // Replace each {…} in the spec with its formatted value (no further nesting).
    let mut out = String::new();
    let mut rest = spec;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else {
            return Err(Error::value_error("unmatched '{' in format spec"));
        };
        let inner = &rest[open + 1..open + close];
        let field = if inner.is_empty() {
            let f = format!("{{{}}}", *auto_idx);
            *auto_idx += 1;
            f
        } else {
            format!("{{{inner}}}")
        };
        out.push_str(&str_format(vm, &field, pos, kw, mapping)?);
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

fn split_field(field: &str) -> (String, String) {
    // The name ends at the first '!' or ':' outside brackets.
    let mut in_bracket = false;
    for (i, c) in field.char_indices() {
        match c {
            '[' => in_bracket = true,
            ']' => in_bracket = false,
            '!' | ':' if !in_bracket => return (field[..i].to_string(), field[i..].to_string()),
            _ => {}
        }
    }
    (field.to_string(), String::new())
}

enum Accessor {
    Attr(String),
    Index(String),
}

fn split_accessors(name: &str) -> (String, Vec<Accessor>) {
    let end = name.find(['.', '[']).unwrap_or(name.len());
    let first = name[..end].to_string();
    let mut acc = Vec::new();
    let mut rest = &name[end..];
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            let e = r.find(['.', '[']).unwrap_or(r.len());
            acc.push(Accessor::Attr(r[..e].to_string()));
            rest = &r[e..];
        } else if let Some(r) = rest.strip_prefix('[') {
            let e = r.find(']').unwrap_or(r.len());
            acc.push(Accessor::Index(r[..e].to_string()));
            rest = r.get(e + 1..).unwrap_or("");
        } else {
            break;
        }
    }
    (first, acc)
}
