//! The serde helpers that let engine types describe their own snapshot
//! encoding: a depth bound for recursive data and code objects written once
//! in a table and referred to by index. The snapshot format itself
//! (`api::snapshot`) and the types it serializes (`objects`, `compile`,
//! `vm`) both build on them, so they sit below both.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use serde::de::{SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::compile::code::Code;

/// Deepest nesting of recursive data (constants, patterns, host values)
/// a snapshot may contain.
pub const MAX_DECODE_DEPTH: u32 = 256;

thread_local! {
    static DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// `deserialize_with` for the recursive fields of plain-data types: counts
/// nesting so hostile bytes cannot drive the decoder's recursion deep.
pub(crate) fn bounded<'de, D, T>(d: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    let depth = DEPTH.with(|c| c.get());
    if depth >= MAX_DECODE_DEPTH {
        return Err(serde::de::Error::custom("data nested too deeply"));
    }
    DEPTH.with(|c| c.set(depth + 1));
    let r = T::deserialize(d);
    DEPTH.with(|c| c.set(depth));
    r
}

thread_local! {
    static SER_CODES: RefCell<HashMap<*const Code, u32>> = RefCell::new(HashMap::new());
    pub(crate) static DE_CODES: RefCell<Vec<Rc<Code>>> = const { RefCell::new(Vec::new()) };
    static SER_STRS: RefCell<HashMap<Rc<str>, u32>> = RefCell::new(HashMap::new());
    static DE_STRS: RefCell<Vec<Rc<str>>> = const { RefCell::new(Vec::new()) };
}

/// `#[serde(with)]` for the names in code objects, which repeat across a
/// module's functions (`self`, attribute names, the file name): each
/// distinct string is written once, at its first use, and referred to by
/// number after that, so decoding allocates it once. A reference is the
/// string's number; the next unused number is followed by the text.
pub(crate) mod shared_str {
    use super::*;

    pub fn serialize<S: Serializer>(v: &Rc<str>, s: S) -> Result<S::Ok, S::Error> {
        let (n, new) = SER_STRS.with(|m| {
            let mut m = m.borrow_mut();
            match m.get(v) {
                Some(&n) => (n, false),
                None => {
                    let n = m.len() as u32;
                    m.insert(v.clone(), n);
                    (n, true)
                }
            }
        });
        if new {
            (n, &**v).serialize(s)
        } else {
            n.serialize(s)
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Rc<str>, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Rc<str>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a shared string")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Rc<str>, A::Error> {
                let missing = || serde::de::Error::custom("truncated shared string");
                let n: u32 = seq.next_element()?.ok_or_else(missing)?;
                let known = DE_STRS.with(|t| {
                    let t = t.borrow();
                    (n as usize) < t.len()
                });
                if known {
                    return Ok(DE_STRS.with(|t| t.borrow()[n as usize].clone()));
                }
                if n as usize != DE_STRS.with(|t| t.borrow().len()) {
                    return Err(serde::de::Error::custom("bad shared string reference"));
                }
                let text: &'de str = seq.next_element()?.ok_or_else(missing)?;
                let rc: Rc<str> = Rc::from(text);
                DE_STRS.with(|t| t.borrow_mut().push(rc.clone()));
                Ok(rc)
            }
        }
        d.deserialize_tuple(2, V)
    }
}

pub(crate) fn code_index<E: serde::ser::Error>(c: &Rc<Code>) -> Result<u32, E> {
    SER_CODES
        .with(|m| m.borrow().get(&Rc::as_ptr(c)).copied())
        .ok_or_else(|| E::custom("code object missing from the table"))
}

fn code_at<E: serde::de::Error>(i: u32) -> Result<Rc<Code>, E> {
    DE_CODES
        .with(|t| t.borrow().get(i as usize).cloned())
        .ok_or_else(|| E::custom("bad code reference"))
}

/// `#[serde(with)]` for an `Rc<Code>` field: an index into the code table.
pub(crate) mod code_ref {
    use super::*;
    pub fn serialize<S: Serializer>(c: &Rc<Code>, s: S) -> Result<S::Ok, S::Error> {
        code_index(c)?.serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Rc<Code>, D::Error> {
        code_at(u32::deserialize(d)?)
    }
}

/// `#[serde(with)]` for a `Vec<Rc<str>>` of names (see `shared_str`).
pub(crate) mod shared_strs {
    use super::*;

    struct One<'a>(&'a Rc<str>);
    impl Serialize for One<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            shared_str::serialize(self.0, s)
        }
    }
    struct OneDe(Rc<str>);
    impl<'de> Deserialize<'de> for OneDe {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            shared_str::deserialize(d).map(OneDe)
        }
    }

    pub fn serialize<S: Serializer>(v: &[Rc<str>], s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(v.len()))?;
        for x in v {
            seq.serialize_element(&One(x))?;
        }
        seq.end()
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Rc<str>>, D::Error> {
        let v = Vec::<OneDe>::deserialize(d)?;
        Ok(v.into_iter().map(|x| x.0).collect())
    }
}

/// `#[serde(with)]` for a `Vec<Rc<Code>>` field.
pub(crate) mod code_refs {
    use super::*;
    pub fn serialize<S: Serializer>(cs: &[Rc<Code>], s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(cs.len()))?;
        for c in cs {
            seq.serialize_element(&code_index::<S::Error>(c)?)?;
        }
        seq.end()
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Rc<Code>>, D::Error> {
        let ids = Vec::<u32>::deserialize(d)?;
        ids.into_iter().map(code_at).collect()
    }
}

/// Every code object reachable from `roots`, children before parents.
pub(crate) fn code_table(roots: Vec<Rc<Code>>) -> Vec<Rc<Code>> {
    let mut seen: HashMap<*const Code, ()> = HashMap::new();
    let mut out = Vec::new();
    // (code, children pushed?)
    let mut work: Vec<(Rc<Code>, bool)> = roots.into_iter().rev().map(|c| (c, false)).collect();
    while let Some((c, expanded)) = work.pop() {
        let p = Rc::as_ptr(&c);
        if expanded {
            if seen.insert(p, ()).is_none() {
                out.push(c);
            }
            continue;
        }
        if seen.contains_key(&p) {
            continue;
        }
        let children = c.children.clone();
        work.push((c, true));
        for ch in children.into_iter().rev() {
            if !seen.contains_key(&Rc::as_ptr(&ch)) {
                work.push((ch, false));
            }
        }
    }
    out
}

pub(crate) struct CodeTableSer<'a>(pub(crate) &'a [Rc<Code>]);

impl Serialize for CodeTableSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.0.len()))?;
        for c in self.0 {
            seq.serialize_element(&**c)?;
        }
        seq.end()
    }
}

/// Decodes the code table into `DE_CODES`; each code may refer only to
/// codes before it, so the table is a DAG by construction.
pub(crate) struct CodeTableDe;

impl<'de> Deserialize<'de> for CodeTableDe {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = CodeTableDe;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a code table")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<CodeTableDe, A::Error> {
                while let Some(mut c) = seq.next_element::<Code>()? {
                    c.attr_ic = crate::compile::code::AttrIcs::new(c.names.len());
                    DE_CODES.with(|t| t.borrow_mut().push(Rc::new(c)));
                }
                Ok(CodeTableDe)
            }
        }
        d.deserialize_seq(V)
    }
}

/// Runs `f` with the code table installed for serialization.
pub(crate) fn with_ser_table<T>(table: &[Rc<Code>], f: impl FnOnce() -> T) -> T {
    SER_CODES.with(|m| {
        let mut m = m.borrow_mut();
        m.clear();
        for (i, c) in table.iter().enumerate() {
            m.insert(Rc::as_ptr(c), i as u32);
        }
    });
    SER_STRS.with(|m| m.borrow_mut().clear());
    let r = f();
    SER_CODES.with(|m| m.borrow_mut().clear());
    SER_STRS.with(|m| m.borrow_mut().clear());
    r
}

pub(crate) fn with_de_table<T>(f: impl FnOnce() -> T) -> T {
    DE_CODES.with(|t| t.borrow_mut().clear());
    DE_STRS.with(|t| t.borrow_mut().clear());
    DEPTH.with(|c| c.set(0));
    let r = f();
    DE_CODES.with(|t| t.borrow_mut().clear());
    DE_STRS.with(|t| t.borrow_mut().clear());
    r
}
