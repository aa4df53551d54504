//! `unicodedata`: the Unicode character database as CPython 3.11 has it
//! (Unicode 14.0.0). Per-character properties come from `tables.rs`,
//! generated out of CPython's own module (gen_tables.py), so they match it
//! exactly; names come from the `unicode_names2` crate and normalization
//! from `unicode-normalization`, which carry later Unicode versions (16.0
//! and newer): characters assigned after 14.0 are treated as unassigned
//! for names, as CPython does.

mod tables;

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::{
    IsNormalized, is_nfc_quick, is_nfd_quick, is_nfkc_quick, is_nfkd_quick,
};

use super::common::{Sig, bind};
use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::limits::watch;
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "unicodedata",
    functions: &[
        NativeDef {
            name: "category",
            f: |vm, a| {
                run_prop(
                    vm,
                    a,
                    "category",
                    tables::CATEGORY_STARTS.as_slice(),
                    &tables::CATEGORY_VALUES,
                    &tables::CATEGORIES,
                )
            },
        },
        NativeDef {
            name: "east_asian_width",
            f: |vm, a| {
                run_prop(
                    vm,
                    a,
                    "east_asian_width",
                    tables::EAW_STARTS.as_slice(),
                    &tables::EAW_VALUES,
                    &tables::EAST_ASIAN_WIDTHS,
                )
            },
        },
        NativeDef {
            name: "bidirectional",
            f: |vm, a| {
                run_prop(
                    vm,
                    a,
                    "bidirectional",
                    tables::BIDI_STARTS.as_slice(),
                    &tables::BIDI_VALUES,
                    &tables::BIDIRECTIONAL,
                )
            },
        },
        NativeDef {
            name: "combining",
            f: |vm, a| {
                int_prop(
                    vm,
                    a,
                    "combining",
                    tables::COMBINING_STARTS.as_slice(),
                    &tables::COMBINING_VALUES,
                )
            },
        },
        NativeDef {
            name: "mirrored",
            f: |vm, a| {
                int_prop(
                    vm,
                    a,
                    "mirrored",
                    tables::MIRRORED_STARTS.as_slice(),
                    &tables::MIRRORED_VALUES,
                )
            },
        },
        NativeDef {
            name: "decimal",
            f: |vm, a| digit_value(vm, a, "decimal", &tables::DECIMAL, "not a decimal"),
        },
        NativeDef {
            name: "digit",
            f: |vm, a| digit_value(vm, a, "digit", &tables::DIGIT, "not a digit"),
        },
        NativeDef {
            name: "numeric",
            f: numeric,
        },
        NativeDef {
            name: "decomposition",
            f: decomposition,
        },
        NativeDef {
            name: "name",
            f: name,
        },
        NativeDef {
            name: "lookup",
            f: lookup,
        },
        NativeDef {
            name: "normalize",
            f: |vm, a| normalize(vm, a, false),
        },
        NativeDef {
            name: "is_normalized",
            f: |vm, a| normalize(vm, a, true),
        },
    ],
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    let v = vm.new_str("14.0.0")?;
    set_attr(vm, m, "unidata_version", v)
}

/// The one character of a str argument, with CPython's message otherwise
/// (`arg` is "argument" or "argument 1").
fn char_arg(vm: &Vm, v: Value, func: &str, arg: &str) -> Result<char> {
    if let Some(s) = vm.str_of(v) {
        let mut it = s.chars();
        if let (Some(c), None) = (it.next(), it.next()) {
            return Ok(c);
        }
    }
    Err(Error::type_error(format!(
        "{func}() {arg} must be a unicode character, not {}",
        vm.type_name(v)
    )))
}

/// The index of the run holding `c` in a table of run starts.
fn run_index(starts: &[u32], c: char) -> usize {
    // Runs start at U+0000, so the partition point is at least 1.
    starts.partition_point(|&s| s <= c as u32).saturating_sub(1)
}

fn one_char(vm: &mut Vm, a: &Args, func: &'static str) -> Result<char> {
    let sig = Sig::new(func, &["chr"], 1);
    let b = bind(a, &sig)?;
    char_arg(vm, b.get(0).unwrap_or(Value::None), func, "argument")
}

fn run_prop(
    vm: &mut Vm,
    a: Args,
    func: &'static str,
    starts: &[u32],
    values: &[u8],
    names: &[&str],
) -> Result<Value> {
    let c = one_char(vm, &a, func)?;
    let v = values.get(run_index(starts, c)).copied().unwrap_or(0);
    vm.new_str(names.get(usize::from(v)).copied().unwrap_or(""))
}

fn int_prop(
    vm: &mut Vm,
    a: Args,
    func: &'static str,
    starts: &[u32],
    values: &[u8],
) -> Result<Value> {
    let c = one_char(vm, &a, func)?;
    Ok(Value::Int(i64::from(
        values.get(run_index(starts, c)).copied().unwrap_or(0),
    )))
}

/// Was `c` assigned in Unicode 14.0 (its category is not Cn)?
fn assigned(c: char) -> bool {
    let i = run_index(&tables::CATEGORY_STARTS, c);
    let cat = tables::CATEGORY_VALUES.get(i).copied().unwrap_or(0);
    tables::CATEGORIES.get(usize::from(cat)) != Some(&"Cn")
}

/// Binds `(chr, default)`: the character and the default, if given.
fn char_and_default(vm: &mut Vm, a: &Args, func: &'static str) -> Result<(char, Option<Value>)> {
    let sig = Sig::new(func, &["chr", "default"], 1);
    let b = bind(a, &sig)?;
    let c = char_arg(vm, b.get(0).unwrap_or(Value::None), func, "argument 1")?;
    Ok((c, b.get(1)))
}

fn digit_value(
    vm: &mut Vm,
    a: Args,
    func: &'static str,
    table: &[(u32, u8)],
    missing: &str,
) -> Result<Value> {
    let (c, default) = char_and_default(vm, &a, func)?;
    match table.binary_search_by_key(&(c as u32), |&(k, _)| k) {
        Ok(i) => Ok(Value::Int(i64::from(table[i].1))),
        Err(_) => default.ok_or_else(|| Error::value_error(missing)),
    }
}

fn numeric(vm: &mut Vm, a: Args) -> Result<Value> {
    let (c, default) = char_and_default(vm, &a, "numeric")?;
    let t = &tables::NUMERIC;
    match t.binary_search_by_key(&(c as u32), |&(k, _)| k) {
        Ok(i) => Ok(Value::Float(t[i].1)),
        Err(_) => default.ok_or_else(|| Error::value_error("not a numeric character")),
    }
}

fn decomposition(vm: &mut Vm, a: Args) -> Result<Value> {
    let c = one_char(vm, &a, "decomposition")?;
    let t = &tables::DECOMPOSITION;
    let s = match t.binary_search_by_key(&(c as u32), |&(k, _)| k) {
        Ok(i) => t[i].1,
        Err(_) => "",
    };
    vm.new_str(s)
}

fn name(vm: &mut Vm, a: Args) -> Result<Value> {
    let (c, default) = char_and_default(vm, &a, "name")?;
    let found = if assigned(c) {
        unicode_names2::name(c).map(|n| n.to_string())
    } else {
        None
    };
    match found {
        Some(n) => vm.new_str(n),
        None => default.ok_or_else(|| Error::value_error("no such name")),
    }
}

fn lookup(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("lookup", &["name"], 1))?;
    let v = b.get(0).unwrap_or(Value::None);
    let Some(n) = vm.str_of(v).map(str::to_string) else {
        return Err(Error::type_error(format!(
            "lookup() argument must be str, not {}",
            vm.type_name(v)
        )));
    };
    match unicode_names2::character(&n).filter(|&c| assigned(c)) {
        Some(c) => vm.new_str(c.to_string()),
        None => Err(Error::new(
            TypeId::KeyError,
            format!("undefined character name '{n}'"),
        )),
    }
}

/// `normalize(form, unistr)` and `is_normalized(form, unistr)`.
fn normalize(vm: &mut Vm, a: Args, check: bool) -> Result<Value> {
    let func = if check { "is_normalized" } else { "normalize" };
    let sig = if check {
        Sig::new("is_normalized", &["form", "unistr"], 2)
    } else {
        Sig::new("normalize", &["form", "unistr"], 2)
    };
    let b = bind(&a, &sig)?;
    let (fv, sv) = (
        b.get(0).unwrap_or(Value::None),
        b.get(1).unwrap_or(Value::None),
    );
    let Some(form) = vm.str_of(fv).map(str::to_string) else {
        return Err(Error::type_error(format!(
            "{func}() argument 1 must be str, not {}",
            vm.type_name(fv)
        )));
    };
    let Some(s) = vm.str_of(sv).map(str::to_string) else {
        return Err(Error::type_error(format!(
            "{func}() argument 2 must be str, not {}",
            vm.type_name(sv)
        )));
    };
    if !matches!(form.as_str(), "NFC" | "NFD" | "NFKC" | "NFKD") {
        return Err(Error::value_error("invalid normalization form"));
    }
    let quick = match form.as_str() {
        "NFC" => is_nfc_quick(s.chars()),
        "NFD" => is_nfd_quick(s.chars()),
        "NFKC" => is_nfkc_quick(s.chars()),
        _ => is_nfkd_quick(s.chars()),
    };
    vm.charge_steps((s.len() / 16) as u64)?;
    if quick == IsNormalized::Yes {
        return if check { Ok(Value::Bool(true)) } else { Ok(sv) };
    }
    // The crate knows later Unicode versions: characters assigned since
    // 14.0 are left alone, as by CPython. They are starters then (class 0,
    // no decomposition), so the text between them normalizes on its own.
    let mut out = String::new();
    let mut rest = s.as_str();
    while !rest.is_empty() {
        let cut = rest.find(|c: char| !assigned(c)).unwrap_or(rest.len());
        let (seg, tail) = rest.split_at(cut);
        let part = match form.as_str() {
            "NFC" => collect_checked(vm, seg.nfc(), out.len())?,
            "NFD" => collect_checked(vm, seg.nfd(), out.len())?,
            "NFKC" => collect_checked(vm, seg.nfkc(), out.len())?,
            _ => collect_checked(vm, seg.nfkd(), out.len())?,
        };
        out.push_str(&part);
        let mut it = tail.chars();
        if let Some(c) = it.next() {
            out.push(c);
        }
        rest = it.as_str();
    }
    if check {
        return Ok(Value::Bool(out == s));
    }
    vm.new_str(out)
}

/// The normalized text, grown under the memory limit and the clocks: a
/// decomposition can make a character many times longer (U+FDFA: 18).
/// `before` is the length of the text already normalized.
fn collect_checked(
    vm: &mut Vm,
    chars: impl Iterator<Item = char>,
    before: usize,
) -> Result<String> {
    let mut out = String::new();
    for (i, c) in chars.enumerate() {
        if i % watch::CHUNK == 0 {
            vm.heap
                .check_room(before.saturating_add(out.len()).saturating_mul(2).max(64))?;
            if watch::spent(watch::CHUNK) {
                return Err(vm.native_error(Error::fault(watch::EXPIRED)));
            }
        }
        out.push(c);
    }
    Ok(out)
}
