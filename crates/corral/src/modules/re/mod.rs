//! `_corral_sre`: the native half of `re` (parsing, compiling, matching).
//! `modules/py/re.py` builds Pattern and Match objects on top of it.
//!
//! Compiled programs are cached per thread by pattern text and flags, so a
//! handle never needs to be stored in the guest heap (and snapshots stay
//! plain data): the guest passes the pattern itself to every call.

mod matcher;
mod methods;
mod parser;
mod program;

pub use methods::METHODS;

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, StrText, TypeId, Value};
use crate::vm::Vm;
use matcher::{Matcher, Subject};
use parser::{ErrKind, ReError};
use program::Program;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_corral_sre",
    functions: &[
        NativeDef {
            name: "compile",
            f: compile,
        },
        NativeDef {
            name: "match",
            f: match_,
        },
        NativeDef {
            name: "scan",
            f: scan,
        },
        NativeDef {
            name: "findall",
            f: findall,
        },
        NativeDef {
            name: "sub",
            f: sub,
        },
        NativeDef {
            name: "split",
            f: split,
        },
    ],
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    super::bind_methods(vm, m, "_corral_sre", methods::ATTRS.iter().copied())?;
    Ok(())
}

/// Patterns longer than this are compiled per call instead of cached, so
/// the cache's (uncharged) memory stays small.
const CACHE_MAX_PATTERN: usize = 2048;
const CACHE_MAX_ENTRIES: usize = 256;

type Key = (Vec<u32>, bool, u32);

thread_local! {
    static CACHE: RefCell<HashMap<Key, Rc<Program>>> = RefCell::new(HashMap::new());
    /// The last str patterns used, by the identity of their text: a
    /// compiled pattern's every call passes the same str object, and this
    /// spares building and hashing the cache key each time. Holding the
    /// `Rc` keeps the text (so its address) from being reused.
    static RECENT: RefCell<Vec<Recent>> = const { RefCell::new(Vec::new()) };
}

/// A pattern's text (by identity, or by value when short), its flags and its program.
type Recent = (StrText, u32, Rc<Program>);

const RECENT_MAX: usize = 8;

fn recent(s: &StrText, flags: u32) -> Option<Rc<Program>> {
    RECENT.with(|r| {
        r.borrow()
            .iter()
            .find(|(t, f, _)| *f == flags && t.same(s))
            .map(|(_, _, p)| p.clone())
    })
}

fn remember(s: StrText, flags: u32, p: &Rc<Program>) {
    RECENT.with(|r| {
        let mut r = r.borrow_mut();
        if r.len() >= RECENT_MAX {
            r.remove(0);
        }
        r.push((s, flags, p.clone()));
    });
}

enum Text {
    Str(StrText, bool),
    Bytes(Vec<u8>),
}

fn text_of(vm: &Vm, v: Value) -> Option<Text> {
    match v.as_obj().map(|r| vm.heap.get(r)) {
        Some(Obj::Str(s)) => Some(Text::Str(s.text(), s.is_ascii())),
        Some(Obj::Bytes(b)) => Some(Text::Bytes(b.to_vec())),
        Some(Obj::ByteArray(b)) => Some(Text::Bytes(b.clone())),
        _ => None,
    }
}

fn int_arg(v: Option<&Value>) -> i64 {
    match v {
        Some(Value::Int(i)) => *i,
        Some(Value::Bool(b)) => *b as i64,
        _ => 0,
    }
}

/// A position argument, saturated to i64 (it is clamped to the string).
fn pos_arg(vm: &mut Vm, v: Option<&Value>) -> Result<i64> {
    let Some(&v) = v else { return Ok(0) };
    if let Value::Int(i) = v {
        return Ok(i);
    }
    let n = super::common::index_of(vm, v)?;
    Ok(
        i64::try_from(&n).unwrap_or(if n.sign() == num_bigint::Sign::Minus {
            i64::MIN
        } else {
            i64::MAX
        }),
    )
}

fn re_err_value(vm: &mut Vm, e: ReError) -> Result<Value> {
    match e.kind {
        ErrKind::Re => {
            let msg = vm.new_str(e.msg)?;
            let pos = e.pos.map_or(Value::None, |p| Value::Int(p as i64));
            vm.new_list(vec![msg, pos])
        }
        ErrKind::Overflow => Err(Error::overflow(e.msg)),
        ErrKind::Value => Err(Error::value_error(e.msg)),
        ErrKind::Recursion => Err(Error::new(TypeId::RecursionError, e.msg)),
    }
}

/// Compile (or fetch) the program for `pattern`; Err(Ok(value)) carries a
/// `[msg, pos]` re.error description back to the guest.
fn program(
    vm: &mut Vm,
    pattern: Value,
    flags: u32,
) -> Result<std::result::Result<Rc<Program>, Value>> {
    let mut rc = None;
    let (chars, istext): (Vec<u32>, bool) = match text_of(vm, pattern) {
        Some(Text::Str(s, _)) => {
            if let Some(p) = recent(&s, flags) {
                return Ok(Ok(p));
            }
            let chars = s.chars().map(|c| c as u32).collect();
            if s.len() <= CACHE_MAX_PATTERN {
                rc = Some(s);
            }
            (chars, true)
        }
        Some(Text::Bytes(b)) => (b.iter().map(|&c| c as u32).collect(), false),
        None => {
            return Err(Error::type_error(
                "first argument must be string or compiled pattern",
            ));
        }
    };
    let key: Key = (chars, istext, flags);
    if let Some(p) = CACHE.with(|c| c.borrow().get(&key).cloned()) {
        if let Some(s) = rc {
            remember(s, flags, &p);
        }
        return Ok(Ok(p));
    }
    let n = key.0.len();
    vm.charge_steps(n as u64)?;
    // Parse trees and programs are a small multiple of the pattern's size.
    let estimate = n.saturating_mul(64);
    vm.heap.charge(estimate)?;
    let result = parser::parse(&key.0, istext, flags);
    let out = match result {
        Err(e) => Err(re_err_value(vm, e)?),
        Ok(parsed) => match program::compile(&parsed) {
            Ok(p) => Ok(Rc::new(p)),
            Err(program::CompileError(msg)) => {
                let msg = vm.new_str(msg)?;
                Err(vm.new_list(vec![msg, Value::None])?)
            }
        },
    };
    vm.heap.uncharge(estimate);
    if let Ok(p) = &out
        && n <= CACHE_MAX_PATTERN
    {
        CACHE.with(|c| {
            let mut c = c.borrow_mut();
            if c.len() >= CACHE_MAX_ENTRIES {
                c.clear();
            }
            c.insert(key, p.clone());
        });
        if let Some(s) = rc {
            remember(s, flags, p);
        }
    }
    Ok(out)
}

/// `compile(pattern, flags)` → `(flags, groups, ((name, index), ...))`, or
/// `[msg, pos]` describing a re.error.
fn compile(vm: &mut Vm, a: Args) -> Result<Value> {
    let pattern = a.pos.first().copied().unwrap_or(Value::None);
    let flags = int_arg(a.pos.get(1)) as u32;
    let p = match program(vm, pattern, flags)? {
        Ok(p) => p,
        Err(v) => return Ok(v),
    };
    let mut names = Vec::new();
    for (name, i) in &p.names {
        let n = vm.new_str(name.as_str())?;
        names.push(vm.new_tuple_of(&[n, Value::Int(*i as i64)])?);
    }
    let names = vm.new_tuple(names)?;
    vm.new_tuple_of(&[
        Value::Int(p.flags as i64),
        Value::Int(p.groups as i64 - 1),
        names,
    ])
}

struct Call {
    prog: Rc<Program>,
    text: Text,
    pos: usize,
    end: usize,
    /// `pos` as reported in match tuples: a resumed scan reports the
    /// position its first chunk started from, as one long scan would.
    report_pos: usize,
    /// Resume a scan right after an empty match (CPython's must_advance).
    advance: bool,
}

fn prepare(vm: &mut Vm, a: &Args) -> Result<Call> {
    let pattern = a.pos.first().copied().unwrap_or(Value::None);
    let flags = int_arg(a.pos.get(1)) as u32;
    let string = a.pos.get(2).copied().unwrap_or(Value::None);
    let prog = match program(vm, pattern, flags)? {
        Ok(p) => p,
        Err(_) => return Err(Error::fault("pattern no longer compiles")),
    };
    let pat_text = matches!(pattern.as_obj().map(|r| vm.heap.get(r)), Some(Obj::Str(_)));
    // The subject may be any bytes-like object (memoryview, array.array).
    // A str or bytes subclass instance is matched as its value.
    let text = text_of(vm, string)
        .or_else(|| vm.base_value(string).and_then(|b| text_of(vm, b)))
        .or_else(|| vm.bytes_of(string).map(|b| Text::Bytes(b.to_vec())));
    let Some(text) = text else {
        let t = vm.type_name(string).to_string();
        return Err(Error::type_error(format!(
            "expected string or bytes-like object, got '{t}'"
        )));
    };
    match (&text, pat_text) {
        (Text::Bytes(_), true) => {
            return Err(Error::type_error(
                "cannot use a string pattern on a bytes-like object",
            ));
        }
        (Text::Str(..), false) => {
            return Err(Error::type_error(
                "cannot use a bytes pattern on a string-like object",
            ));
        }
        _ => {}
    }
    let len = match &text {
        Text::Str(s, ascii) => {
            if *ascii {
                s.len()
            } else {
                vm.charge_steps(s.len() as u64 / 16)?;
                s.chars().count()
            }
        }
        Text::Bytes(b) => b.len(),
    };
    let clamp = |v: i64| v.clamp(0, len as i64) as usize;
    let pos = clamp(pos_arg(vm, a.pos.get(3))?);
    let end = match a.pos.get(4) {
        Some(Value::None) | None => len,
        v => clamp(pos_arg(vm, v)?),
    };
    let report_pos = match a.pos.get(7) {
        Some(Value::Int(p)) => *p as usize,
        _ => pos,
    };
    let advance = matches!(a.pos.get(6), Some(Value::Bool(true)));
    Ok(Call {
        prog,
        text,
        pos,
        end,
        report_pos,
        advance,
    })
}

fn spans<S: Subject + ?Sized>(
    vm: &mut Vm,
    c: &Call,
    m: &Matcher<S>,
    s: usize,
    e: usize,
) -> Result<Value> {
    let mut items = Vec::with_capacity(m.slots.len() + 3);
    items.push(if m.lastindex == usize::MAX {
        Value::None
    } else {
        Value::Int(m.lastindex as i64)
    });
    items.push(Value::Int(c.report_pos as i64));
    items.push(Value::Int(c.end as i64));
    items.push(Value::Int(s as i64));
    items.push(Value::Int(e as i64));
    let groups = m.slots.len() / 2;
    for g in 1..groups {
        let (a, b) = (m.slots[2 * g], m.slots[2 * g + 1]);
        if a == usize::MAX || b == usize::MAX {
            items.push(Value::Int(-1));
            items.push(Value::Int(-1));
        } else {
            items.push(Value::Int(a as i64));
            items.push(Value::Int(b as i64));
        }
    }
    vm.new_tuple(items)
}

#[derive(Clone, Copy)]
enum Op {
    /// 0 match, 1 fullmatch, 2 search.
    Match(i64),
    /// Span tuples of up to n (0: all) successive matches.
    Scan(i64),
    /// `Pattern.findall`'s result, built here to spare a guest-level loop.
    Findall,
    /// `Pattern.split` with at most n (0: any number of) splits.
    Split(i64),
}

/// A substring of the subject as a guest value.
fn slice_value(vm: &mut Vm, c: &Call, chars: Option<&[char]>, a: usize, b: usize) -> Result<Value> {
    match (&c.text, chars) {
        (Text::Str(_, false), Some(cs)) => {
            let s: String = cs[a..b].iter().collect();
            vm.new_str(s)
        }
        (Text::Str(s, _), _) => vm.new_str(&s[a..b]),
        (Text::Bytes(bs), _) => vm.new_bytes(bs[a..b].to_vec()),
    }
}

fn findall_item<S: Subject + ?Sized>(
    vm: &mut Vm,
    c: &Call,
    chars: Option<&[char]>,
    m: &Matcher<S>,
    s: usize,
    e: usize,
) -> Result<Value> {
    let groups = m.slots.len() / 2;
    let group = |vm: &mut Vm, g: usize| {
        let (a, b) = (m.slots[2 * g], m.slots[2 * g + 1]);
        if a == usize::MAX || b == usize::MAX || b < a {
            slice_value(vm, c, chars, 0, 0)
        } else {
            slice_value(vm, c, chars, a, b)
        }
    };
    match groups {
        1 => slice_value(vm, c, chars, s, e),
        2 => group(vm, 1),
        _ => {
            let mut items = Vec::with_capacity(groups - 1);
            for g in 1..groups {
                items.push(group(vm, g)?);
            }
            vm.new_tuple(items)
        }
    }
}

fn run_op<S: Subject + ?Sized>(
    vm: &mut Vm,
    c: &Call,
    s: &S,
    chars: Option<&[char]>,
    op: Op,
) -> Result<Value> {
    let mut m = Matcher::new(&c.prog, s, c.end);
    let out = run_with(vm, c, &mut m, chars, op);
    m.release(vm);
    out
}

fn run_with<S: Subject + ?Sized>(
    vm: &mut Vm,
    c: &Call,
    m: &mut Matcher<S>,
    chars: Option<&[char]>,
    op: Op,
) -> Result<Value> {
    let max = match op {
        Op::Match(mode) => {
            let found = if mode == 2 {
                m.search(vm, c.pos, false)?
            } else if c.pos > c.end {
                None
            } else {
                m.run(vm, c.pos, mode == 1, false)?.map(|e| (c.pos, e))
            };
            return match found {
                Some((s0, e0)) => spans(vm, c, m, s0, e0),
                None => Ok(Value::None),
            };
        }
        Op::Scan(n) | Op::Split(n) => n,
        Op::Findall => 0,
    };
    let mut out = Vec::new();
    let mut found = 0i64;
    let mut last = 0;
    let mut pos = c.pos;
    let mut advance = c.advance;
    while (max <= 0 || found < max) && pos <= c.end {
        let Some((s0, e0)) = m.search(vm, pos, advance)? else {
            break;
        };
        found += 1;
        match op {
            Op::Findall => out.push(findall_item(vm, c, chars, m, s0, e0)?),
            Op::Split(_) => {
                out.push(slice_value(vm, c, chars, last, s0)?);
                for g in 1..m.slots.len() / 2 {
                    let (a, b) = (m.slots[2 * g], m.slots[2 * g + 1]);
                    out.push(if a == usize::MAX || b == usize::MAX || b < a {
                        Value::None
                    } else {
                        slice_value(vm, c, chars, a, b)?
                    });
                }
                last = e0;
            }
            _ => out.push(spans(vm, c, m, s0, e0)?),
        }
        advance = e0 == s0;
        pos = e0;
    }
    if let Op::Split(_) = op {
        out.push(slice_value(vm, c, chars, last, c.end.max(last))?);
    }
    vm.new_list(out)
}

fn dispatch(vm: &mut Vm, a: Args, op: Op) -> Result<Value> {
    let c = prepare(vm, &a)?;
    match &c.text {
        Text::Str(s, true) => run_op(vm, &c, s.as_bytes(), None, op),
        Text::Str(s, false) => {
            let bytes = s.len().saturating_mul(4);
            vm.heap.charge(bytes)?;
            vm.charge_steps(s.len() as u64 / 16)?;
            let chars: Vec<char> = s.chars().collect();
            let r = run_op(vm, &c, chars.as_slice(), Some(&chars), op);
            vm.heap.uncharge(bytes);
            r
        }
        Text::Bytes(b) => {
            vm.heap.charge(b.len())?;
            let r = run_op(vm, &c, b.as_slice(), None, op);
            vm.heap.uncharge(b.len());
            r
        }
    }
}

/// `match(pattern, flags, string, pos, endpos, mode)`; mode 0 match,
/// 1 fullmatch, 2 search. Returns None or
/// `(lastindex, pos, endpos, start0, end0, start1, end1, ...)`.
fn match_(vm: &mut Vm, a: Args) -> Result<Value> {
    let mode = int_arg(a.pos.get(5));
    dispatch(vm, a, Op::Match(mode))
}

/// `scan(pattern, flags, string, pos, endpos, maxcount[, advance, report_pos])`:
/// successive non-overlapping matches, with CPython's rule for empty matches.
fn scan(vm: &mut Vm, a: Args) -> Result<Value> {
    let n = int_arg(a.pos.get(5));
    dispatch(vm, a, Op::Scan(n))
}

/// `split(pattern, flags, string, maxsplit)`.
fn split(vm: &mut Vm, a: Args) -> Result<Value> {
    let n = int_arg(a.pos.get(3));
    let args = [
        a.pos.first().copied().unwrap_or(Value::None),
        a.pos.get(1).copied().unwrap_or(Value::None),
        a.pos.get(2).copied().unwrap_or(Value::None),
        Value::Int(0),
        Value::None,
    ];
    dispatch(vm, Args::new(&args), Op::Split(n))
}

/// `findall(pattern, flags, string, pos, endpos)`.
fn findall(vm: &mut Vm, a: Args) -> Result<Value> {
    dispatch(vm, a, Op::Findall)
}

/// One piece of a parsed replacement template.
enum Piece {
    Lit(Vec<u32>),
    Group(usize),
}

/// `sub(pattern, flags, string, count, pieces)` → `(result, n)`: substitution
/// with a literal or template replacement (`pieces` mixes literal strings
/// and group numbers), done natively because it is so common.
fn sub(vm: &mut Vm, a: Args) -> Result<Value> {
    let count = int_arg(a.pos.get(3));
    let spec = a.pos.get(4).copied().unwrap_or(Value::None);
    let mut pieces = Vec::new();
    for v in vm.seq_items(spec)? {
        pieces.push(match v {
            Value::Int(g) => Piece::Group(g.max(0) as usize),
            v => match text_of(vm, v) {
                Some(Text::Str(s, _)) => Piece::Lit(s.chars().map(|c| c as u32).collect()),
                Some(Text::Bytes(b)) => Piece::Lit(b.iter().map(|&c| c as u32).collect()),
                None => return Err(Error::type_error("bad replacement template")),
            },
        });
    }
    let mut pos_args: Vec<Value> = a.pos.iter().take(3).copied().collect();
    pos_args.push(Value::Int(0));
    pos_args.push(Value::None);
    let c = prepare(vm, &Args::new(&pos_args))?;
    let (out, n) = match &c.text {
        Text::Str(s, true) => sub_in(vm, &c, s.as_bytes(), &pieces, count)?,
        Text::Str(s, false) => {
            let bytes = s.len().saturating_mul(4);
            vm.heap.charge(bytes)?;
            vm.charge_steps(s.len() as u64 / 16)?;
            let chars: Vec<char> = s.chars().collect();
            let r = sub_in(vm, &c, chars.as_slice(), &pieces, count);
            vm.heap.uncharge(bytes);
            r?
        }
        Text::Bytes(b) => {
            vm.heap.charge(b.len())?;
            let r = sub_in(vm, &c, b.as_slice(), &pieces, count);
            vm.heap.uncharge(b.len());
            r?
        }
    };
    let result = match c.text {
        Text::Str(..) => {
            let s: String = out
                .iter()
                .map(|&u| char::from_u32(u).unwrap_or('\u{fffd}'))
                .collect();
            vm.new_str(s)?
        }
        Text::Bytes(_) => vm.new_bytes(out.iter().map(|&u| u as u8).collect())?,
    };
    vm.new_tuple_of(&[result, Value::Int(n as i64)])
}

fn push_range<S: Subject + ?Sized>(s: &S, out: &mut Vec<u32>, a: usize, b: usize) {
    out.extend((a..b).map(|i| s.at(i)));
}

fn sub_in<S: Subject + ?Sized>(
    vm: &mut Vm,
    c: &Call,
    s: &S,
    pieces: &[Piece],
    count: i64,
) -> Result<(Vec<u32>, usize)> {
    let mut m = Matcher::new(&c.prog, s, c.end);
    let r = sub_with(vm, c, s, &mut m, pieces, count);
    m.release(vm);
    r
}

fn sub_with<S: Subject + ?Sized>(
    vm: &mut Vm,
    c: &Call,
    s: &S,
    m: &mut Matcher<S>,
    pieces: &[Piece],
    count: i64,
) -> Result<(Vec<u32>, usize)> {
    let mut out: Vec<u32> = Vec::new();
    let mut n = 0usize;
    let mut pos = 0;
    let mut last = 0;
    let mut advance = false;
    // The output buffer is Rust-side; it must fit in memory as a string.
    let room = |vm: &mut Vm, out: &Vec<u32>| -> Result<()> {
        vm.heap.check_room(out.len().saturating_mul(4))?;
        vm.charge_steps(out.len() as u64 / 1024)
    };
    while (count <= 0 || (n as i64) < count) && pos <= c.end {
        let Some((s0, e0)) = m.search(vm, pos, advance)? else {
            break;
        };
        push_range(s, &mut out, last, s0);
        for p in pieces {
            match p {
                Piece::Lit(l) => out.extend_from_slice(l),
                Piece::Group(g) => {
                    let (a, b) = match m.slots.get(2 * g..2 * g + 2) {
                        Some(&[a, b]) if a != usize::MAX && b != usize::MAX && a <= b => (a, b),
                        _ if *g == 0 => (s0, e0),
                        _ => (0, 0),
                    };
                    push_range(s, &mut out, a, b);
                }
            }
        }
        room(vm, &out)?;
        n += 1;
        last = e0;
        advance = e0 == s0;
        pos = e0;
    }
    push_range(s, &mut out, last, c.end.max(last));
    room(vm, &out)?;
    Ok((out, n))
}
