//! The `json` module: `dumps` and `loads` with CPython 3.11's output, error
//! messages and error positions. Nesting depth is bounded like CPython's
//! recursion limit, so deep documents raise RecursionError instead of
//! exhausting the Rust stack.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::rc::Rc;

use super::common::{Sig, bind, call_rooted};
use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::pystr::StrText;
use crate::objects::{Obj, ObjRef, TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_json",
    functions: &[
        NativeDef {
            name: "dumps",
            f: dumps,
        },
        NativeDef {
            name: "loads",
            f: loads,
        },
        NativeDef {
            name: "dump",
            f: dump,
        },
        NativeDef {
            name: "load",
            f: load,
        },
        NativeDef {
            name: "raw_decode",
            f: raw_decode,
        },
    ],
    init,
};

/// `dump(obj, fp, **kw)`: `fp.write(dumps(obj, **kw))`. CPython writes the
/// text in pieces; the concatenation is the same.
fn dump(vm: &mut Vm, a: Args) -> Result<Value> {
    let (obj, fp) = match a.pos {
        [obj, fp] => (*obj, *fp),
        [_] => {
            return Err(Error::type_error(
                "dump() missing 1 required positional argument: 'fp'",
            ));
        }
        [] => {
            return Err(Error::type_error(
                "dump() missing 2 required positional arguments: 'obj' and 'fp'",
            ));
        }
        _ => {
            return Err(Error::type_error(format!(
                "dump() takes 2 positional arguments but {} were given",
                a.pos.len()
            )));
        }
    };
    let text = dumps(
        vm,
        Args {
            pos: &[obj],
            kw: a.kw,
        },
    )?;
    let base = vm.roots.len();
    vm.roots.push(text);
    let r = super::common::call_method(vm, fp, "write", &[text]);
    vm.roots.truncate(base);
    r?;
    Ok(Value::None)
}

/// `load(fp, **kw)`: `loads(fp.read(), **kw)`.
fn load(vm: &mut Vm, a: Args) -> Result<Value> {
    let fp = match a.pos {
        [fp] => *fp,
        [] => {
            return Err(Error::type_error(
                "load() missing 1 required positional argument: 'fp'",
            ));
        }
        _ => {
            return Err(Error::type_error(format!(
                "load() takes 1 positional argument but {} were given",
                a.pos.len()
            )));
        }
    };
    let text = super::common::call_method(vm, fp, "read", &[])?;
    let base = vm.roots.len();
    vm.roots.push(text);
    let r = loads(
        vm,
        Args {
            pos: &[text],
            kw: a.kw,
        },
    );
    vm.roots.truncate(base);
    r
}

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    set_attr(
        vm,
        m,
        "JSONDecodeError",
        Value::Type(TypeId::JSONDecodeError),
    )
}

/// Nesting allowed below the current Python call depth.
fn depth_budget(vm: &Vm) -> usize {
    let limit = vm.limits.stack_depth.unwrap_or(1000).min(1000) as usize;
    limit.saturating_sub(vm.frames.len()).max(1)
}

// ======================= encoding =======================

const DUMPS_SIG: Sig = Sig::new("dumps", &["obj"], 1).kw(&[
    "skipkeys",
    "ensure_ascii",
    "check_circular",
    "allow_nan",
    "cls",
    "indent",
    "separators",
    "default",
    "sort_keys",
]);

struct Encoder {
    indent: Option<String>,
    item_sep: String,
    key_sep: String,
    sort_keys: bool,
    skipkeys: bool,
    ensure_ascii: bool,
    allow_nan: bool,
    check_circular: bool,
    default: Option<Value>,
    markers: HashSet<ObjRef>,
    out: String,
    max_depth: usize,
    checked_len: usize,
}

fn opt_bool(vm: &mut Vm, v: Option<Value>, default: bool) -> Result<bool> {
    match v {
        Some(v) => vm.truthy(v),
        None => Ok(default),
    }
}

fn dumps(vm: &mut Vm, a: Args) -> Result<Value> {
    let mut sig_args = a;
    // Unknown keywords go to the encoder class, which rejects them.
    let known: Vec<(std::rc::Rc<str>, Value)> =
        a.kw.iter()
            .filter(|(k, _)| DUMPS_SIG.kwonly.contains(&&**k) || &**k == "obj")
            .cloned()
            .collect();
    if let Some((k, _)) =
        a.kw.iter()
            .find(|(k, _)| !DUMPS_SIG.kwonly.contains(&&**k) && &**k != "obj")
    {
        // Positional-count errors come first, as in CPython.
        bind(
            &Args {
                pos: a.pos,
                kw: &[],
            },
            &DUMPS_SIG,
        )?;
        return Err(Error::type_error(format!(
            "JSONEncoder.__init__() got an unexpected keyword argument '{k}'"
        )));
    }
    sig_args.kw = &known;
    let b = bind(&sig_args, &DUMPS_SIG)?;
    let obj = b.get(0).unwrap_or(Value::None);
    let skipkeys = opt_bool(vm, b.get(1), false)?;
    let ensure_ascii = opt_bool(vm, b.get(2), true)?;
    let check_circular = opt_bool(vm, b.get(3), true)?;
    let allow_nan = opt_bool(vm, b.get(4), true)?;
    if b.opt(5).is_some() {
        return Err(Error::type_error(
            "json.dumps(): cls= is not supported by corral",
        ));
    }
    let indent = match b.opt(6) {
        None => None,
        Some(v) => {
            if let Some(s) = vm.str_of(v) {
                Some(s.to_string())
            } else {
                match v {
                    Value::Int(n) => Some(" ".repeat(n.clamp(0, 1 << 20) as usize)),
                    Value::Bool(t) => Some(if t { " ".into() } else { String::new() }),
                    _ => {
                        return Err(Error::type_error(format!(
                            "can't multiply sequence by non-int of type '{}'",
                            vm.type_name(v)
                        )));
                    }
                }
            }
        }
    };
    let (item_sep, key_sep) = match b.opt(7) {
        Some(seps) => {
            let parts = vm.unpack(seps, 2, None)?;
            let mut strs = Vec::new();
            for p in parts {
                match vm.str_of(p) {
                    Some(s) => strs.push(s.to_string()),
                    None => {
                        return Err(Error::type_error(format!(
                            "make_encoder() argument 6 must be str, not {}",
                            vm.type_name(p)
                        )));
                    }
                }
            }
            (strs[0].clone(), strs[1].clone())
        }
        None if indent.is_some() => (",".to_string(), ": ".to_string()),
        None => (", ".to_string(), ": ".to_string()),
    };
    let default = b.opt(8);
    let sort_keys = opt_bool(vm, b.get(9), false)?;
    let mut enc = Encoder {
        indent,
        item_sep,
        key_sep,
        sort_keys,
        skipkeys,
        ensure_ascii,
        allow_nan,
        check_circular,
        default,
        markers: HashSet::new(),
        out: String::new(),
        max_depth: depth_budget(vm),
        checked_len: 0,
    };
    enc.encode(vm, obj, 0, 0)?;
    let out = std::mem::take(&mut enc.out);
    vm.new_str(out)
}

/// A JSON string literal for `s`.
pub fn encode_str(out: &mut String, s: &str, ensure_ascii: bool) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c if ensure_ascii && (c as u32) >= 0x7f => {
                let n = c as u32;
                if n >= 0x10000 {
                    let v = n - 0x10000;
                    let hi = 0xd800 | ((v >> 10) & 0x3ff);
                    let lo = 0xdc00 | (v & 0x3ff);
                    let _ = write!(out, "\\u{hi:04x}\\u{lo:04x}");
                } else {
                    let _ = write!(out, "\\u{n:04x}");
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

enum Kind {
    Str,
    Int,
    Float(f64),
    Seq,
    Map,
    Other,
}

impl Encoder {
    fn kind(vm: &Vm, v: Value) -> (Kind, Value) {
        let v2 = match vm.base_value(v) {
            Some(b) if vm.is_user(v) => b,
            _ => v,
        };
        let k = match v2 {
            Value::Int(_) => Kind::Int,
            Value::Float(f) => Kind::Float(f),
            Value::Obj(r) => match vm.heap.get(r) {
                Obj::Str(_) => Kind::Str,
                Obj::BigInt(_) => Kind::Int,
                Obj::List(_) | Obj::Tuple(_) => Kind::Seq,
                Obj::Dict(_) => Kind::Map,
                _ => Kind::Other,
            },
            _ => Kind::Other,
        };
        (k, v2)
    }

    fn float_str(&self, f: f64) -> Result<String> {
        if f.is_finite() {
            return Ok(crate::format::float_repr(f));
        }
        if !self.allow_nan {
            let mut msg = "Out of range float values are not JSON compliant".to_string();
            if self.indent.is_some() {
                msg.push_str(": ");
                msg.push_str(&crate::format::float_repr(f));
            }
            return Err(Error::value_error(msg));
        }
        Ok(if f.is_nan() {
            "NaN"
        } else if f > 0.0 {
            "Infinity"
        } else {
            "-Infinity"
        }
        .to_string())
    }

    fn int_str(vm: &Vm, v: Value) -> Result<String> {
        match v {
            Value::Int(i) => Ok(i.to_string()),
            Value::Obj(r) => match vm.heap.get(r) {
                Obj::BigInt(b) => Ok(crate::num::int_to_str(b)?),
                _ => Ok(String::new()),
            },
            _ => Ok(String::new()),
        }
    }

    fn grew(&mut self, vm: &mut Vm) -> Result<()> {
        if self.out.len() > self.checked_len + (1 << 16) {
            vm.heap.check_room(self.out.len())?;
            vm.charge_steps(((self.out.len() - self.checked_len) / 16) as u64)?;
            self.checked_len = self.out.len();
        }
        Ok(())
    }

    fn newline(&mut self, level: usize) {
        if let Some(ind) = &self.indent {
            self.out.push('\n');
            for _ in 0..level {
                self.out.push_str(ind);
            }
        }
    }

    fn enter(&mut self, r: ObjRef) -> Result<()> {
        if self.check_circular && !self.markers.insert(r) {
            return Err(Error::value_error("Circular reference detected"));
        }
        Ok(())
    }

    fn leave(&mut self, r: ObjRef) {
        if self.check_circular {
            self.markers.remove(&r);
        }
    }

    fn encode(&mut self, vm: &mut Vm, v: Value, level: usize, depth: usize) -> Result<()> {
        self.grew(vm)?;
        match v {
            Value::None => {
                self.out.push_str("null");
                return Ok(());
            }
            Value::Bool(b) => {
                self.out.push_str(if b { "true" } else { "false" });
                return Ok(());
            }
            _ => {}
        }
        let (kind, v2) = Self::kind(vm, v);
        match kind {
            Kind::Str => {
                // Escaping is one pass without clock readings.
                let n = vm.str_of(v2).map_or(0, str::len) as u64;
                vm.before_one_pass(n)?;
                let s = vm.str_of(v2).unwrap_or("");
                encode_str(&mut self.out, s, self.ensure_ascii);
                Ok(())
            }
            Kind::Int => {
                let s = Self::int_str(vm, v2)?;
                self.out.push_str(&s);
                Ok(())
            }
            Kind::Float(f) => {
                let s = self.float_str(f)?;
                self.out.push_str(&s);
                Ok(())
            }
            Kind::Seq => self.encode_list(vm, v2, level, depth),
            Kind::Map => self.encode_dict(vm, v2, level, depth),
            Kind::Other => {
                if depth >= self.max_depth {
                    return Err(Error::new(
                        TypeId::RecursionError,
                        "maximum recursion depth exceeded while encoding a JSON object",
                    ));
                }
                let r = v.as_obj();
                if let Some(r) = r {
                    self.enter(r)?;
                }
                let newobj = match self.default {
                    Some(f) => call_rooted(vm, f, &[v])?,
                    None => {
                        // `o.__class__.__name__`, not the type's qualified name.
                        let cls = vm.class_of(v);
                        return Err(Error::type_error(format!(
                            "Object of type {} is not JSON serializable",
                            vm.class_name(cls)
                        )));
                    }
                };
                let base = vm.roots.len();
                vm.roots.push(newobj);
                let res = self.encode(vm, newobj, level, depth + 1);
                vm.roots.truncate(base);
                res?;
                if let Some(r) = r {
                    self.leave(r);
                }
                Ok(())
            }
        }
    }

    fn encode_list(&mut self, vm: &mut Vm, v: Value, level: usize, depth: usize) -> Result<()> {
        let Value::Obj(r) = v else { return Ok(()) };
        let items: Vec<Value> = match vm.heap.get(r) {
            Obj::List(l) => l.clone(),
            Obj::Tuple(t) => t.to_vec(),
            _ => Vec::new(),
        };
        if items.is_empty() {
            self.out.push_str("[]");
            return Ok(());
        }
        if depth >= self.max_depth {
            return Err(Error::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded while encoding a JSON object",
            ));
        }
        self.enter(r)?;
        self.out.push('[');
        self.newline(level + 1);
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.out.push_str(&self.item_sep.clone());
                self.newline(level + 1);
            }
            self.encode(vm, *x, level + 1, depth + 1)?;
        }
        self.newline(level);
        self.out.push(']');
        self.leave(r);
        Ok(())
    }

    fn key_str(&self, vm: &Vm, k: Value) -> Result<Option<String>> {
        match k {
            Value::None => return Ok(Some("null".into())),
            Value::Bool(b) => return Ok(Some(if b { "true" } else { "false" }.into())),
            _ => {}
        }
        let (kind, k2) = Self::kind(vm, k);
        match kind {
            Kind::Str => Ok(Some(vm.str_of(k2).unwrap_or("").to_string())),
            Kind::Int => Ok(Some(Self::int_str(vm, k2)?)),
            Kind::Float(f) => Ok(Some(self.float_str(f)?)),
            _ if self.skipkeys => Ok(None),
            _ => Err(Error::type_error(format!(
                "keys must be str, int, float, bool or None, not {}",
                vm.type_name(k)
            ))),
        }
    }

    fn encode_dict(&mut self, vm: &mut Vm, v: Value, level: usize, depth: usize) -> Result<()> {
        let Value::Obj(r) = v else { return Ok(()) };
        let mut items = vm.dict_items(v)?;
        if items.is_empty() {
            self.out.push_str("{}");
            return Ok(());
        }
        if depth >= self.max_depth {
            return Err(Error::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded while encoding a JSON object",
            ));
        }
        self.enter(r)?;
        self.out.push('{');
        self.newline(level + 1);
        if self.sort_keys {
            sort_pairs(vm, &mut items)?;
        }
        let mut first = true;
        for (k, x) in items {
            let Some(ks) = self.key_str(vm, k)? else {
                continue;
            };
            if !first {
                self.out.push_str(&self.item_sep.clone());
                self.newline(level + 1);
            }
            first = false;
            encode_str(&mut self.out, &ks, self.ensure_ascii);
            self.out.push_str(&self.key_sep.clone());
            self.encode(vm, x, level + 1, depth + 1)?;
        }
        self.newline(level);
        self.out.push('}');
        self.leave(r);
        Ok(())
    }
}

/// Stable merge sort of (key, value) pairs by key using `<` only.
pub fn sort_pairs(vm: &mut Vm, items: &mut Vec<(Value, Value)>) -> Result<()> {
    let n = items.len();
    vm.charge_steps((n as u64) * (64 - (n as u64).leading_zeros() as u64))?;
    let mut buf = items.clone();
    let mut width = 1;
    while width < n {
        let mut i = 0;
        while i < n {
            let mid = (i + width).min(n);
            let hi = (i + 2 * width).min(n);
            let (mut l, mut r, mut o) = (i, mid, i);
            while l < mid && r < hi {
                // Take from the right only if right < left (stability).
                if vm.less_than(items[r].0, items[l].0)? {
                    buf[o] = items[r];
                    r += 1;
                } else {
                    buf[o] = items[l];
                    l += 1;
                }
                o += 1;
            }
            while l < mid {
                buf[o] = items[l];
                l += 1;
                o += 1;
            }
            while r < hi {
                buf[o] = items[r];
                r += 1;
                o += 1;
            }
            i += 2 * width;
        }
        std::mem::swap(items, &mut buf);
        width *= 2;
    }
    Ok(())
}

// ======================= decoding =======================

const LOADS_SIG: Sig = Sig::new("loads", &["s"], 1).kw(&[
    "cls",
    "object_hook",
    "parse_float",
    "parse_int",
    "parse_constant",
    "object_pairs_hook",
    "strict",
]);

struct Decoder<'s> {
    s: &'s str,
    b: &'s [u8],
    object_hook: Option<Value>,
    parse_float: Option<Value>,
    parse_int: Option<Value>,
    parse_constant: Option<Value>,
    object_pairs_hook: Option<Value>,
    strict: bool,
    max_depth: usize,
    /// Values built so far (for step accounting).
    steps: u64,
    /// Object keys already made in this document, by text, as CPython's
    /// decoder memoizes them: a key repeated in every object becomes one
    /// string, not one per object. Only while no hook is set: a hook runs
    /// guest code, and a collection then could free a key held only here.
    /// Bounded in entries and key length (fixed host memory).
    keys: std::collections::HashMap<String, Value>,
}

const KEY_MEMO_ENTRIES: usize = 4096;
const KEY_MEMO_LEN: usize = 64;

/// Internal failure while scanning: a decode error at a byte offset, or
/// "no value here" (CPython's StopIteration) at a byte offset.
enum Fail {
    Err(Error),
    Msg(&'static str, usize),
    NoValue(usize),
}

impl From<Error> for Fail {
    fn from(e: Error) -> Fail {
        Fail::Err(e)
    }
}

type DResult<T> = std::result::Result<T, Fail>;

fn loads(vm: &mut Vm, a: Args) -> Result<Value> {
    if let Some((k, _)) =
        a.kw.iter()
            .find(|(k, _)| !LOADS_SIG.kwonly.contains(&&**k) && &**k != "s")
    {
        bind(
            &Args {
                pos: a.pos,
                kw: &[],
            },
            &LOADS_SIG,
        )?;
        return Err(Error::type_error(format!(
            "JSONDecoder.__init__() got an unexpected keyword argument '{k}'"
        )));
    }
    let b = bind(&a, &LOADS_SIG)?;
    let s = b.get(0).unwrap_or(Value::None);
    if b.opt(1).is_some() {
        return Err(Error::type_error(
            "json.loads(): cls= is not supported by corral",
        ));
    }
    let strict = opt_bool(vm, b.get(7), true)?;
    // Subclasses of str and bytes are read through their builtin value.
    let orig = s;
    let s = match vm.base_value(s) {
        Some(base) if vm.is_user(s) => base,
        _ => s,
    };
    // The str's own text, shared: a document can be most of the heap.
    let shared = match s {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Str(p) => Some(p.text()),
            _ => None,
        },
        _ => None,
    };
    let text: StrText = if let Some(t) = shared {
        if t.starts_with('\u{feff}') {
            return Err(decode_error(
                vm,
                "Unexpected UTF-8 BOM (decode using utf-8-sig)",
                &t,
                0,
            ));
        }
        t
    } else if let Some(bytes) = vm.bytes_or_bytearray(s).map(|b| b.to_vec()) {
        StrText::Built(Rc::new(decode_bytes(vm, s, &bytes)?))
    } else {
        // CPython names the class here, not its tp_name.
        return Err(Error::type_error(format!(
            "the JSON object must be str, bytes or bytearray, not {}",
            vm.class_name(vm.class_of(orig))
        )));
    };
    let mut d = Decoder {
        s: &text,
        b: text.as_bytes(),
        object_hook: b.opt(2),
        parse_float: b.opt(3),
        parse_int: b.opt(4),
        parse_constant: b.opt(5),
        object_pairs_hook: b.opt(6),
        strict,
        max_depth: depth_budget(vm),
        steps: 0,
        keys: std::collections::HashMap::new(),
    };
    let base = vm.roots.len();
    let r = d.decode(vm);
    vm.roots.truncate(base);
    match r {
        Ok(v) => Ok(v),
        Err(Fail::Err(e)) => Err(e),
        Err(Fail::Msg(m, pos)) => Err(decode_error(vm, m, &text, pos)),
        Err(Fail::NoValue(pos)) => Err(decode_error(vm, "Expecting value", &text, pos)),
    }
}

const RAW_SIG: Sig = Sig::new("raw_decode", &["s", "idx"], 1).kw(&[
    "object_hook",
    "parse_float",
    "parse_int",
    "parse_constant",
    "object_pairs_hook",
    "strict",
]);

/// `JSONDecoder.raw_decode(s, idx)`: the value starting exactly at char
/// `idx` (no whitespace skipped) and the char index where it ends.
fn raw_decode(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &RAW_SIG)?;
    let s = b.get(0).unwrap_or(Value::None);
    let s = match vm.base_value(s) {
        Some(base) if vm.is_user(s) => base,
        _ => s,
    };
    let Some(text) = vm.str_of(s).map(|t| t.to_string()) else {
        return Err(Error::type_error(format!(
            "first argument must be a string, not {}",
            vm.type_name(s)
        )));
    };
    let idx = match b.get(1) {
        Some(v) => vm.index_of(v)?,
        None => 0,
    };
    if idx < 0 {
        return Err(Error::value_error("idx cannot be negative"));
    }
    vm.charge_steps(text.len() as u64 / 64)?;
    // Char index to byte offset (past the end stays past the end).
    let start = text
        .char_indices()
        .nth(idx as usize)
        .map_or(text.len(), |(i, _)| i);
    let mut d = Decoder {
        s: &text,
        b: text.as_bytes(),
        object_hook: b.opt(2),
        parse_float: b.opt(3),
        parse_int: b.opt(4),
        parse_constant: b.opt(5),
        object_pairs_hook: b.opt(6),
        strict: opt_bool(vm, b.get(7), true)?,
        max_depth: depth_budget(vm),
        steps: 0,
        keys: std::collections::HashMap::new(),
    };
    let base = vm.roots.len();
    let r = d.scan(vm, start, 0);
    vm.roots.truncate(base);
    let (v, end) = match r {
        Ok(x) => x,
        Err(Fail::Err(e)) => return Err(e),
        Err(Fail::Msg(m, pos)) => return Err(decode_error(vm, m, &text, pos)),
        Err(Fail::NoValue(pos)) => {
            return Err(decode_error(vm, "Expecting value", &text, pos));
        }
    };
    let end_char = text[..end.min(text.len())].chars().count();
    vm.roots.push(v);
    let t = vm.new_tuple_of(&[v, Value::Int(end_char as i64)]);
    vm.roots.pop();
    t
}

fn decode_bytes(vm: &mut Vm, obj: Value, b: &[u8]) -> Result<String> {
    // json.detect_encoding
    let enc = if b.starts_with(b"\x00\x00\xfe\xff") {
        "utf-32-be-bom"
    } else if b.starts_with(b"\xff\xfe\x00\x00") {
        "utf-32-le-bom"
    } else if b.starts_with(b"\xfe\xff") {
        "utf-16-be-bom"
    } else if b.starts_with(b"\xff\xfe") {
        "utf-16-le-bom"
    } else if b.starts_with(b"\xef\xbb\xbf") {
        "utf-8-sig"
    } else if b.len() >= 4 {
        if b[0] == 0 {
            if b[1] != 0 { "utf-16-be" } else { "utf-32-be" }
        } else if b[1] == 0 {
            if b[2] != 0 || b[3] != 0 {
                "utf-16-le"
            } else {
                "utf-32-le"
            }
        } else {
            "utf-8"
        }
    } else if b.len() == 2 && b[0] == 0 {
        "utf-16-be"
    } else if b.len() == 2 && b[1] == 0 {
        "utf-16-le"
    } else {
        "utf-8"
    };
    let wide = |body: &[u8], width: usize, be: bool, name: &str| -> Result<String> {
        let unit = |c: &[u8]| -> u32 {
            let mut v = 0u32;
            for k in 0..width {
                let byte = if be { c[k] } else { c[width - 1 - k] };
                v = (v << 8) | byte as u32;
            }
            v
        };
        let units: Vec<u32> = body
            .chunks(width)
            .filter(|c| c.len() == width)
            .map(unit)
            .collect();
        if !body.len().is_multiple_of(width) {
            return Err(Error::new(
                TypeId::UnicodeDecodeError,
                format!(
                    "'{name}' codec can't decode byte 0x{:02x} in position {}: truncated data",
                    body[body.len() - body.len() % width],
                    body.len() - body.len() % width
                ),
            ));
        }
        let mut out = String::new();
        let mut i = 0;
        while i < units.len() {
            let mut cp = units[i];
            if width == 2
                && (0xd800..0xdc00).contains(&cp)
                && i + 1 < units.len()
                && (0xdc00..0xe000).contains(&units[i + 1])
            {
                cp = 0x10000 + (((cp - 0xd800) << 10) | (units[i + 1] - 0xdc00));
                i += 1;
            }
            match char::from_u32(cp) {
                Some(c) => out.push(c),
                None => {
                    return Err(Error::value_error(
                        "surrogate code points are not supported by corral",
                    ));
                }
            }
            i += 1;
        }
        Ok(out)
    };
    match enc {
        "utf-32-be-bom" => wide(&b[4..], 4, true, "utf-32"),
        "utf-32-le-bom" => wide(&b[4..], 4, false, "utf-32"),
        "utf-16-be-bom" => wide(&b[2..], 2, true, "utf-16"),
        "utf-16-le-bom" => wide(&b[2..], 2, false, "utf-16"),
        "utf-32-be" => wide(b, 4, true, "utf-32-be"),
        "utf-32-le" => wide(b, 4, false, "utf-32-le"),
        "utf-16-be" => wide(b, 2, true, "utf-16-be"),
        "utf-16-le" => wide(b, 2, false, "utf-16-le"),
        _ => {
            let body = if enc == "utf-8-sig" { &b[3..] } else { b };
            match crate::text::codecs::decode_utf8(body, "strict") {
                Ok(s) => Ok(s.into_owned()),
                Err(e) => Err(vm.codec_error(e, obj)),
            }
        }
    }
}

/// `json.JSONDecodeError(msg, doc, pos)` called from guest code.
pub fn construct_error(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new("JSONDecodeError.__init__", &["msg", "doc", "pos"], 3).method(),
    )?;
    let msg = b.get(0).unwrap_or(Value::None);
    let doc = b.get(1).unwrap_or(Value::None);
    let pos = b.get(2).unwrap_or(Value::None);
    let Some(d) = vm.str_of(doc).map(|s| s.to_string()) else {
        return Err(Error::type_error(format!(
            "descriptor 'count' for 'str' objects doesn't apply to a '{}' object",
            vm.type_name(doc)
        )));
    };
    let p = vm.index_of(pos)?;
    let msg_s = vm.str_string(msg)?;
    // doc.count('\n', 0, pos) and doc.rfind('\n', 0, pos) on characters.
    let chars: Vec<char> = d.chars().collect();
    let n = chars.len() as i64;
    let end = if p < 0 { (n + p).max(0) } else { p.min(n) } as usize;
    let lineno = chars[..end].iter().filter(|c| **c == '\n').count() as i64 + 1;
    let colno = match chars[..end].iter().rposition(|c| *c == '\n') {
        Some(i) => p - i as i64,
        None => p + 1,
    };
    let text = format!("{msg_s}: line {lineno} column {colno} (char {p})");
    let m = vm.new_str(text)?;
    let exc = vm.new_exception(TypeId::JSONDecodeError, vec![m])?;
    if let Some(Obj::Exception(x)) = vm.heap.get_mut(exc) {
        x.context = Value::None;
        x.attrs.push(("msg".into(), msg));
        x.attrs.push(("doc".into(), doc));
        x.attrs.push(("pos".into(), pos));
        x.attrs.push(("lineno".into(), Value::Int(lineno)));
        x.attrs.push(("colno".into(), Value::Int(colno)));
    }
    Ok(Value::Obj(exc))
}

/// A `json.decoder.JSONDecodeError` for byte offset `pos` of `doc`.
fn decode_error(vm: &mut Vm, msg: &str, doc: &str, pos: usize) -> Error {
    let prefix = &doc[..pos.min(doc.len())];
    let cpos = prefix.chars().count();
    let lineno = prefix.matches('\n').count() + 1;
    let colno = match prefix.rfind('\n') {
        Some(i) => prefix[i + 1..].chars().count() + 1,
        None => cpos + 1,
    };
    let text = format!("{msg}: line {lineno} column {colno} (char {cpos})");
    let build = |vm: &mut Vm| -> Result<ObjRef> {
        let m = vm.new_str(text)?;
        let exc = vm.new_exception(TypeId::JSONDecodeError, vec![m])?;
        let msgv = vm.new_str(msg)?;
        let docv = vm.new_str(doc)?;
        if let Some(Obj::Exception(x)) = vm.heap.get_mut(exc) {
            x.attrs.push(("msg".into(), msgv));
            x.attrs.push(("doc".into(), docv));
            x.attrs.push(("pos".into(), Value::Int(cpos as i64)));
            x.attrs.push(("lineno".into(), Value::Int(lineno as i64)));
            x.attrs.push(("colno".into(), Value::Int(colno as i64)));
        }
        Ok(exc)
    };
    match build(vm) {
        Ok(r) => Error::raised(r),
        Err(e) => e,
    }
}

fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r')
}

impl Decoder<'_> {
    fn skip_ws(&self, mut i: usize) -> usize {
        while i < self.b.len() && is_ws(self.b[i]) {
            i += 1;
        }
        i
    }

    fn decode(&mut self, vm: &mut Vm) -> DResult<Value> {
        let start = self.skip_ws(0);
        let (v, end) = self.scan(vm, start, 0)?;
        let end = self.skip_ws(end);
        if end != self.b.len() {
            return Err(Fail::Msg("Extra data", end));
        }
        Ok(v)
    }

    /// Account for a value built (natives run without GC, so no rooting).
    /// The string for object key `text`, shared with earlier equal keys.
    fn key(&mut self, vm: &mut Vm, text: String) -> Result<Value> {
        let memo = self.object_hook.is_none()
            && self.object_pairs_hook.is_none()
            && self.parse_float.is_none()
            && self.parse_int.is_none()
            && self.parse_constant.is_none()
            && text.len() <= KEY_MEMO_LEN;
        if !memo {
            return vm.new_str(text);
        }
        if let Some(v) = self.keys.get(&text) {
            return Ok(*v);
        }
        let k = vm.new_str(text.as_str())?;
        if self.keys.len() < KEY_MEMO_ENTRIES {
            self.keys.insert(text, k);
        }
        Ok(k)
    }

    fn keep(&mut self, vm: &mut Vm, _v: Value) -> DResult<()> {
        self.steps += 1;
        if self.steps.is_multiple_of(1024) {
            vm.charge_steps(1024)?;
        }
        Ok(())
    }

    fn constant(&mut self, vm: &mut Vm, name: &str, v: f64) -> DResult<Value> {
        match self.parse_constant {
            Some(f) => {
                let s = vm.new_str(name)?;
                Ok(call_rooted(vm, f, &[s])?)
            }
            None => Ok(Value::Float(v)),
        }
    }

    /// One JSON value at byte `i`: (value, end).
    fn scan(&mut self, vm: &mut Vm, i: usize, depth: usize) -> DResult<(Value, usize)> {
        let b = self.b;
        if i >= b.len() {
            return Err(Fail::NoValue(i));
        }
        let rest = &b[i..];
        match b[i] {
            b'"' => {
                let (s, end) = self.scan_string(i + 1)?;
                let v = vm.new_str(s)?;
                return Ok((v, end));
            }
            b'{' | b'[' => {
                if depth >= self.max_depth {
                    let what = if b[i] == b'{' { "object" } else { "array" };
                    return Err(Fail::Err(Error::new(
                        TypeId::RecursionError,
                        format!(
                            "maximum recursion depth exceeded while decoding a JSON {what} from a unicode string"
                        ),
                    )));
                }
                return if b[i] == b'{' {
                    self.scan_object(vm, i + 1, depth + 1)
                } else {
                    self.scan_array(vm, i + 1, depth + 1)
                };
            }
            b'n' if rest.starts_with(b"null") => return Ok((Value::None, i + 4)),
            b't' if rest.starts_with(b"true") => return Ok((Value::Bool(true), i + 4)),
            b'f' if rest.starts_with(b"false") => return Ok((Value::Bool(false), i + 5)),
            b'N' if rest.starts_with(b"NaN") => {
                return Ok((self.constant(vm, "NaN", f64::NAN)?, i + 3));
            }
            b'I' if rest.starts_with(b"Infinity") => {
                return Ok((self.constant(vm, "Infinity", f64::INFINITY)?, i + 8));
            }
            b'-' if rest.starts_with(b"-Infinity") => {
                return Ok((self.constant(vm, "-Infinity", f64::NEG_INFINITY)?, i + 9));
            }
            _ => {}
        }
        self.scan_number(vm, i)
    }

    fn scan_number(&mut self, vm: &mut Vm, start: usize) -> DResult<(Value, usize)> {
        let b = self.b;
        let n = b.len();
        let digit = |i: usize| i < n && b[i].is_ascii_digit();
        let mut i = start;
        if b[i] == b'-' {
            i += 1;
            if i >= n {
                return Err(Fail::NoValue(start));
            }
        }
        if (b'1'..=b'9').contains(&b[i]) {
            i += 1;
            while digit(i) {
                i += 1;
            }
        } else if b[i] == b'0' {
            i += 1;
        } else {
            return Err(Fail::NoValue(start));
        }
        let mut is_float = false;
        if i + 1 < n && b[i] == b'.' && b[i + 1].is_ascii_digit() {
            is_float = true;
            i += 2;
            while digit(i) {
                i += 1;
            }
        }
        if i + 1 < n && (b[i] == b'e' || b[i] == b'E') {
            let e_start = i;
            i += 1;
            if i + 1 < n && (b[i] == b'-' || b[i] == b'+') {
                i += 1;
            }
            while digit(i) {
                i += 1;
            }
            if b[i - 1].is_ascii_digit() {
                is_float = true;
            } else {
                i = e_start;
            }
        }
        let text = &self.s[start..i];
        let hook = if is_float {
            self.parse_float
        } else {
            self.parse_int
        };
        let v = match hook {
            Some(f) => {
                let s = vm.new_str(text)?;
                call_rooted(vm, f, &[s])?
            }
            None if is_float => Value::Float(crate::num::parse_float(text).map_err(Error::from)?),
            None => match crate::num::parse_int_small(text, 10).map_err(Error::from)? {
                crate::num::SmallOrBig::Small(v) => Value::Int(v),
                crate::num::SmallOrBig::Big(bi) => vm.new_int(bi)?,
            },
        };
        Ok((v, i))
    }

    /// The body of a string literal starting after its opening quote at
    /// `start`: (text, index after the closing quote).
    fn scan_string(&mut self, start: usize) -> DResult<(String, usize)> {
        let b = self.b;
        let n = b.len();
        let begin = start - 1;
        let mut out = String::new();
        let mut end = start;
        loop {
            let mut next = end;
            while next < n && b[next] != b'"' && b[next] != b'\\' {
                if b[next] <= 0x1f && self.strict {
                    return Err(Fail::Msg("Invalid control character at", next));
                }
                next += 1;
            }
            if next >= n {
                return Err(Fail::Msg("Unterminated string starting at", begin));
            }
            out.push_str(&self.s[end..next]);
            if b[next] == b'"' {
                return Ok((out, next + 1));
            }
            // Backslash escape.
            next += 1;
            if next == n {
                return Err(Fail::Msg("Unterminated string starting at", begin));
            }
            let c = b[next];
            if c != b'u' {
                end = next + 1;
                let r = match c {
                    b'"' => '"',
                    b'\\' => '\\',
                    b'/' => '/',
                    b'b' => '\u{8}',
                    b'f' => '\u{c}',
                    b'n' => '\n',
                    b'r' => '\r',
                    b't' => '\t',
                    _ => return Err(Fail::Msg("Invalid \\escape", end - 2)),
                };
                out.push(r);
                continue;
            }
            next += 1;
            end = next + 4;
            if end >= n {
                return Err(Fail::Msg("Invalid \\uXXXX escape", next - 1));
            }
            let hex4 = |at: usize| -> Option<u32> {
                let s = std::str::from_utf8(&b[at..at + 4]).ok()?;
                if !s.bytes().all(|c| c.is_ascii_hexdigit()) {
                    return None;
                }
                u32::from_str_radix(s, 16).ok()
            };
            let Some(mut cp) = hex4(next) else {
                return Err(Fail::Msg("Invalid \\uXXXX escape", end - 5));
            };
            if (0xd800..0xdc00).contains(&cp)
                && end + 6 < n
                && b[end] == b'\\'
                && b[end + 1] == b'u'
            {
                let Some(c2) = hex4(end + 2) else {
                    return Err(Fail::Msg("Invalid \\uXXXX escape", end + 1));
                };
                if (0xdc00..0xe000).contains(&c2) {
                    cp = 0x10000 + (((cp - 0xd800) << 10) | (c2 - 0xdc00));
                    end += 6;
                }
            }
            match char::from_u32(cp) {
                Some(ch) => out.push(ch),
                None => {
                    return Err(Fail::Err(Error::value_error(
                        "surrogate code points are not supported by corral",
                    )));
                }
            }
        }
    }

    fn scan_array(&mut self, vm: &mut Vm, start: usize, depth: usize) -> DResult<(Value, usize)> {
        let b = self.b;
        let n = b.len();
        let mut items = Vec::new();
        let base = vm.roots.len();
        let mut i = self.skip_ws(start);
        if i >= n || b[i] != b']' {
            loop {
                let (v, next) = self.scan(vm, i, depth)?;
                self.keep(vm, v)?;
                vm.heap.push_checked(&mut items, v)?;
                i = self.skip_ws(next);
                if i < n && b[i] == b']' {
                    break;
                }
                if i >= n || b[i] != b',' {
                    return Err(Fail::Msg("Expecting ',' delimiter", i));
                }
                i = self.skip_ws(i + 1);
            }
        }
        vm.heap.check_room(items.len() * 16)?;
        // The doubling left up to half the buffer spare: a parsed document
        // is mostly read, not appended to.
        if items.capacity() - items.len() > items.len() / 8 {
            items.shrink_to_fit();
        }
        let list = vm.new_list(items)?;
        vm.roots.truncate(base);
        Ok((list, i + 1))
    }

    fn scan_object(&mut self, vm: &mut Vm, start: usize, depth: usize) -> DResult<(Value, usize)> {
        let b = self.b;
        let n = b.len();
        let mut pairs: Vec<(Value, Value)> = Vec::new();
        let base = vm.roots.len();
        let mut i = self.skip_ws(start);
        if i >= n || b[i] != b'}' {
            loop {
                if i >= n || b[i] != b'"' {
                    return Err(Fail::Msg(
                        "Expecting property name enclosed in double quotes",
                        i,
                    ));
                }
                let (ks, next) = self.scan_string(i + 1)?;
                let k = self.key(vm, ks)?;
                self.keep(vm, k)?;
                i = self.skip_ws(next);
                if i >= n || b[i] != b':' {
                    return Err(Fail::Msg("Expecting ':' delimiter", i));
                }
                i = self.skip_ws(i + 1);
                let (v, next) = self.scan(vm, i, depth)?;
                self.keep(vm, v)?;
                vm.heap.push_checked(&mut pairs, (k, v))?;
                i = self.skip_ws(next);
                if i < n && b[i] == b'}' {
                    break;
                }
                if i >= n || b[i] != b',' {
                    return Err(Fail::Msg("Expecting ',' delimiter", i));
                }
                i = self.skip_ws(i + 1);
            }
        }
        let result = if let Some(hook) = self.object_pairs_hook {
            let mut tuples = Vec::with_capacity(pairs.len());
            for (k, v) in pairs {
                let t = vm.new_tuple_of(&[k, v])?;
                self.keep(vm, t)?;
                tuples.push(t);
            }
            let list = vm.new_list(tuples)?;
            self.keep(vm, list)?;
            call_rooted(vm, hook, &[list])?
        } else {
            // Sized for its pairs at once: no regrowth, no spare entries.
            let d = vm.alloc(Obj::Dict(Box::new(crate::objects::Dict::with_capacity(
                pairs.len(),
            ))))?;
            self.keep(vm, d)?;
            for (k, v) in pairs {
                vm.dict_set(d, k, v)?;
            }
            match self.object_hook {
                Some(hook) => call_rooted(vm, hook, &[d])?,
                None => d,
            }
        };
        vm.roots.truncate(base);
        Ok((result, i + 1))
    }
}
