//! The hot methods of `re.Pattern` and `re.Match` (modules/py/re.py) in
//! Rust: a match and its group lookups cost no guest frame.
//!
//! The classes stay Python classes. A Match is an instance whose dict holds
//! `re` (its Pattern), `string` and `_res` (the span tuple `_corral_sre`
//! returns); a Pattern's dict holds `pattern`, `_flags` and `_index` (group
//! name → number). Each method here serves the common shapes (int or str
//! group names, a str or bytes subject, no keywords) and hands anything else
//! to the Python definition the class keeps as `_py_<name>`, so behaviour
//! and error messages have one definition.

use super::{Op, dispatch};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Dict, Obj, ObjRef, Value};
use crate::vm::Vm;

taken_over_methods! {
    "m_group" as "group" => m_group,
    "m_getitem" as "__getitem__" => m_getitem,
    "m_groups" as "groups" => m_groups,
    "m_groupdict" as "groupdict" => m_groupdict,
    "m_start" as "start" => |vm, a| m_position(vm, a, Pos::Start),
    "m_end" as "end" => |vm, a| m_position(vm, a, Pos::End),
    "m_span" as "span" => |vm, a| m_position(vm, a, Pos::Span),
    "p_match" as "match" => |vm, a| p_match(vm, a, 0),
    "p_fullmatch" as "fullmatch" => |vm, a| p_match(vm, a, 1),
    "p_search" as "search" => |vm, a| p_match(vm, a, 2),
}

/// A plain instance (not a builtin subclass): its class and itself.
fn inst_dict(vm: &Vm, v: Value) -> Option<(ObjRef, ObjRef)> {
    let Value::Obj(r) = v else { return None };
    match vm.heap.get(r) {
        Obj::Instance(i) if i.base_value().is_undef() => Some((i.class, r)),
        _ => None,
    }
}

/// Attribute `name` of instance `inst`.
fn dict_field(vm: &Vm, inst: ObjRef, name: &str) -> Option<Value> {
    vm.instance_attr(inst, name)
}

/// What a Match's methods read.
struct MatchView {
    res: ObjRef,
    string: Value,
    pattern: Value,
    /// Number of capturing groups.
    groups: usize,
}

/// `re`, `string` and `_res` of a Match, read by position when its dict
/// holds just those keys in the order `Match._corral_keys` gives them (as
/// every Match made by `_corral_sre` or `Match.__init__` does), by name
/// otherwise.
fn match_fields(vm: &Vm, inst: ObjRef) -> Option<(Value, Value, Value)> {
    let Obj::Instance(i) = vm.heap.get(inst) else {
        return None;
    };
    // Attributes kept in the class's shared-key layout.
    if i.dict.is_none()
        && let Obj::Class(c) = vm.heap.get(i.class)
        && c.slot_names.is_empty()
        && let [k0, k1, k2, ..] = &c.inst_keys[..]
        && (&**k0, &**k1, &**k2) == ("re", "string", "_res")
        && let [re, string, res, ..] = i.values[..]
        && ![re, string, res].iter().any(|v| v.is_undef())
    {
        return Some((re, string, res));
    }
    if let Some(d) = i.dict
        && let Obj::Dict(t) = vm.heap.get(d)
        && t.len() == 3
    {
        let at = |k: usize, name: &str| {
            let e = t.slot(k)?;
            match e.key {
                Value::Obj(r) if vm.str_of(Value::Obj(r)) == Some(name) => Some(e.value),
                _ => None,
            }
        };
        if let (Some(re), Some(string), Some(res)) = (at(0, "re"), at(1, "string"), at(2, "_res")) {
            return Some((re, string, res));
        }
    }
    Some((
        dict_field(vm, inst, "re")?,
        dict_field(vm, inst, "string")?,
        dict_field(vm, inst, "_res")?,
    ))
}

fn match_view(vm: &Vm, m: Value) -> Option<MatchView> {
    let (_, d) = inst_dict(vm, m)?;
    let (pattern, string, res) = match_fields(vm, d)?;
    let Value::Obj(res) = res else {
        return None;
    };
    let Obj::Tuple(t) = vm.heap.get(res) else {
        return None;
    };
    if t.len() < 5 || t.len() % 2 == 0 || t[3..].iter().any(|v| !matches!(v, Value::Int(_))) {
        return None;
    }
    let groups = (t.len() - 5) / 2;
    // Only subjects whose slices are plain slices: other bytes-like ones
    // (bytearray, memoryview) are copied to bytes by the Python path.
    match string {
        Value::Obj(r) if matches!(vm.heap.get(r), Obj::Str(_) | Obj::Bytes(_)) => {}
        _ => return None,
    }
    Some(MatchView {
        res,
        string,
        pattern,
        groups,
    })
}

/// The group number `g` names, if it is an int in range or a known name.
fn group_index(vm: &mut Vm, mv: &MatchView, g: Value) -> Result<Option<usize>> {
    let i = match g {
        Value::Int(i) => i,
        Value::Bool(b) => b as i64,
        Value::Obj(r) => {
            let Obj::Str(s) = vm.heap.get(r) else {
                return Ok(None);
            };
            let Some((_, pd)) = inst_dict(vm, mv.pattern) else {
                return Ok(None);
            };
            let Some(Value::Obj(index)) = dict_field(vm, pd, "_index") else {
                return Ok(None);
            };
            let h = crate::objects::hashing::hash_key(&vm.heap, g)?;
            let found = match vm.heap.get(index) {
                Obj::Dict(d) => d
                    .find_text_hashed(&vm.heap, s.as_str(), h)
                    .and_then(|i| d.slot(i).map(|e| e.value)),
                _ => None,
            };
            match found {
                Some(Value::Int(i)) => i,
                _ => return Ok(None),
            }
        }
        _ => return Ok(None),
    };
    Ok(usize::try_from(i).ok().filter(|&i| i <= mv.groups))
}

fn span_of(vm: &Vm, mv: &MatchView, g: usize) -> (i64, i64) {
    let Obj::Tuple(t) = vm.heap.get(mv.res) else {
        return (-1, -1);
    };
    let at = |i: usize| match t.get(i) {
        Some(Value::Int(v)) => *v,
        _ => -1,
    };
    (at(3 + 2 * g), at(4 + 2 * g))
}

/// Group `g`'s text, or `default` when it did not take part.
fn group_value(vm: &mut Vm, mv: &MatchView, g: usize, default: Value) -> Result<Value> {
    let (s, e) = span_of(vm, mv, g);
    if s < 0 || e < 0 {
        return Ok(default);
    }
    let (s, e) = (s as usize, (e as usize).max(s as usize));
    let Value::Obj(r) = mv.string else {
        return Ok(default);
    };
    match vm.heap.get(r) {
        Obj::Str(st) => {
            let text = st.text();
            let piece = if st.is_ascii() {
                text.get(s.min(text.len())..e.min(text.len())).unwrap_or("")
            } else {
                crate::text::substr(&text, s, e)
            };
            if piece.len() == text.len() {
                return Ok(mv.string);
            }
            vm.new_str(piece)
        }
        Obj::Bytes(b) => {
            let piece = b
                .get(s.min(b.len())..e.min(b.len()))
                .unwrap_or(&[])
                .to_vec();
            vm.new_bytes(piece)
        }
        _ => Ok(default),
    }
}

/// Call the Python definition `_py_<name>` of the receiver's class.
fn python_method(vm: &mut Vm, a: &Args, name: &str) -> Result<Value> {
    let recv = a.pos.first().copied().unwrap_or(Value::None);
    let cls = match recv {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Instance(i) => Value::Obj(i.class),
            _ => Value::None,
        },
        _ => Value::None,
    };
    let Some(f) = vm.class_lookup(cls, name) else {
        return Err(Error::type_error(format!(
            "descriptor requires a 're' object but received '{}'",
            vm.type_name(recv)
        )));
    };
    let base = vm.roots.len();
    vm.roots.push(f);
    vm.roots.extend_from_slice(a.pos);
    let r = vm.call_kw(f, a.pos, a.kw);
    vm.roots.truncate(base);
    r
}

fn m_group(vm: &mut Vm, a: Args) -> Result<Value> {
    if a.kw.is_empty()
        && let [m, gs @ ..] = a.pos
        && let Some(mv) = match_view(vm, *m)
    {
        match gs {
            [] => return group_value(vm, &mv, 0, Value::None),
            [g] => {
                if let Some(i) = group_index(vm, &mv, *g)? {
                    return group_value(vm, &mv, i, Value::None);
                }
            }
            _ => {
                let mut idx = Vec::with_capacity(gs.len());
                for g in gs {
                    match group_index(vm, &mv, *g)? {
                        Some(i) => idx.push(i),
                        None => return python_method(vm, &a, "_py_group"),
                    }
                }
                let mut out = Vec::with_capacity(idx.len());
                let base = vm.roots.len();
                for i in idx {
                    let v = group_value(vm, &mv, i, Value::None)?;
                    vm.roots.push(v);
                    out.push(v);
                }
                vm.roots.truncate(base);
                return vm.new_tuple(out);
            }
        }
    }
    python_method(vm, &a, "_py_group")
}

fn m_getitem(vm: &mut Vm, a: Args) -> Result<Value> {
    if a.kw.is_empty()
        && let [m, g] = a.pos
        && let Some(mv) = match_view(vm, *m)
        && let Some(i) = group_index(vm, &mv, *g)?
    {
        return group_value(vm, &mv, i, Value::None);
    }
    python_method(vm, &a, "_py___getitem__")
}

/// `default`, the one optional argument of groups() and groupdict().
fn default_arg(a: &Args) -> Option<Value> {
    match (a.pos, a.kw) {
        ([_], []) => Some(Value::None),
        ([_, d], []) => Some(*d),
        ([_], [(k, d)]) if &**k == "default" => Some(*d),
        _ => None,
    }
}

fn m_groups(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(default) = default_arg(&a)
        && let Some(mv) = match_view(vm, a.pos[0])
    {
        let mut out = Vec::with_capacity(mv.groups);
        let base = vm.roots.len();
        for g in 1..=mv.groups {
            let v = group_value(vm, &mv, g, default)?;
            vm.roots.push(v);
            out.push(v);
        }
        vm.roots.truncate(base);
        return vm.new_tuple(out);
    }
    python_method(vm, &a, "_py_groups")
}

fn m_groupdict(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some(default) = default_arg(&a)
        && let Some(mv) = match_view(vm, a.pos[0])
        && let Some((_, pd)) = inst_dict(vm, mv.pattern)
        && let Some(Value::Obj(index)) = dict_field(vm, pd, "_index")
        && let Obj::Dict(d) = vm.heap.get(index)
    {
        let names: Vec<(u64, Value, Value)> = d.iter().map(|e| (e.hash, e.key, e.value)).collect();
        let mut entries = Vec::with_capacity(names.len());
        let base = vm.roots.len();
        for (h, k, i) in names {
            let v = match i {
                Value::Int(i) if i >= 0 && (i as usize) <= mv.groups => {
                    group_value(vm, &mv, i as usize, default)?
                }
                _ => {
                    vm.roots.truncate(base);
                    return python_method(vm, &a, "_py_groupdict");
                }
            };
            vm.roots.push(v);
            entries.push((h, k, v));
        }
        let mut out = Dict::with_capacity(entries.len());
        for (h, k, v) in entries {
            out.insert_new(h, k, v);
        }
        vm.roots.truncate(base);
        return vm.alloc(Obj::Dict(Box::new(out)));
    }
    python_method(vm, &a, "_py_groupdict")
}

#[derive(Clone, Copy)]
enum Pos {
    Start,
    End,
    Span,
}

fn m_position(vm: &mut Vm, a: Args, which: Pos) -> Result<Value> {
    let name = match which {
        Pos::Start => "_py_start",
        Pos::End => "_py_end",
        Pos::Span => "_py_span",
    };
    let g = match (a.pos, a.kw) {
        ([_], []) => Value::Int(0),
        ([_, g], []) => *g,
        _ => return python_method(vm, &a, name),
    };
    if let Some(mv) = match_view(vm, a.pos[0])
        && let Some(i) = group_index(vm, &mv, g)?
    {
        let (s, e) = span_of(vm, &mv, i);
        return match which {
            Pos::Start => Ok(Value::Int(s)),
            Pos::End => Ok(Value::Int(e)),
            Pos::Span => vm.new_tuple_of(&[Value::Int(s), Value::Int(e)]),
        };
    }
    python_method(vm, &a, name)
}

/// `Pattern.match/fullmatch/search(string, pos=0, endpos=maxsize)` with
/// positional arguments: the Match is built here.
fn p_match(vm: &mut Vm, a: Args, mode: i64) -> Result<Value> {
    let name = match mode {
        0 => "_py_match",
        1 => "_py_fullmatch",
        _ => "_py_search",
    };
    let fname = &name[4..];
    if let Some((k, _)) =
        a.kw.iter()
            .find(|(k, _)| !matches!(&**k, "string" | "pos" | "endpos"))
    {
        return Err(Error::type_error(format!(
            "'{k}' is an invalid keyword argument for {fname}()"
        )));
    }
    let given = a.pos.len() + a.kw.len();
    if given > 4 {
        return Err(Error::type_error(format!(
            "{fname}() takes at most 3 arguments ({} given)",
            given - 1
        )));
    }
    if a.pos.len() == 1 && a.kw.iter().all(|(k, _)| &**k != "string") {
        return Err(Error::type_error(format!(
            "{fname}() missing required argument 'string' (pos 1)"
        )));
    }
    if !a.kw.is_empty() {
        return python_method(vm, &a, name);
    }
    let Some((pcls, pd)) = inst_dict(vm, a.pos[0]) else {
        return python_method(vm, &a, name);
    };
    let (Some(pattern), Some(flags @ Value::Int(_))) =
        (dict_field(vm, pd, "pattern"), dict_field(vm, pd, "_flags"))
    else {
        return python_method(vm, &a, name);
    };
    let Some(Value::Obj(mcls)) = vm.class_lookup(Value::Obj(pcls), "_corral_match") else {
        return python_method(vm, &a, name);
    };
    let string = a.pos[1];
    let pos = a.pos.get(2).copied().unwrap_or(Value::Int(0));
    let endpos = a.pos.get(3).copied().unwrap_or(Value::None);
    let call = [pattern, flags, string, pos, endpos];
    let res = dispatch(vm, Args::new(&call), Op::Match(mode))?;
    if res == Value::None {
        return Ok(res);
    }
    new_match(vm, mcls, [a.pos[0], string, res])
}

/// A Match of class `cls` whose dict holds `vals` under the class's
/// `_corral_keys` names (`re`, `string`, `_res`).
fn new_match(vm: &mut Vm, cls: ObjRef, vals: [Value; 3]) -> Result<Value> {
    let Some(Value::Obj(kr)) = vm.class_lookup(Value::Obj(cls), "_corral_keys") else {
        return Err(Error::fault("re.Match without _corral_keys"));
    };
    let keys: Vec<crate::objects::StrText> = match vm.heap.get(kr) {
        Obj::Tuple(t) if t.len() == 3 => t
            .iter()
            .filter_map(|k| match k {
                Value::Obj(s) => match vm.heap.get(*s) {
                    Obj::Str(s) => Some(s.text()),
                    _ => None,
                },
                _ => None,
            })
            .collect(),
        _ => return Err(Error::fault("re.Match._corral_keys")),
    };
    if keys.len() != 3 {
        return Err(Error::fault("re.Match._corral_keys"));
    }
    let fields: Vec<(&str, Value)> = keys.iter().map(|k| &**k).zip(vals).collect();
    vm.new_instance_with(cls, &fields)
}
