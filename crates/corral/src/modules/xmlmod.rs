//! `_xmlreader`: turns an XML document into a flat list of parse events for
//! `xml.etree.ElementTree` (modules/py/xml_etree_ElementTree.py), which
//! builds the tree. Tokenizing is quick-xml's; well-formedness checks that
//! expat makes and quick-xml leaves to its user (tag matching, one root,
//! entities, namespaces) are made here, so errors carry expat's messages and
//! positions.
//!
//! Nesting is tracked on a heap stack, never by recursion. The events, the
//! open-element stack and every expanded entity are charged against the
//! memory limit as they grow, and entity expansion is capped like expat's
//! amplification guard, so a "billion laughs" document ends in an error.

use std::collections::HashMap;
use std::rc::Rc;

use quick_xml::errors::{Error as QError, SyntaxError};
use quick_xml::events::attributes::AttrError;
use quick_xml::events::{BytesStart, Event};
use quick_xml::reader::Reader;

use super::common::{Sig, bind};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::limits::watch;
use crate::objects::Value;
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_xmlreader",
    functions: &[NativeDef {
        name: "events",
        f: events,
    }],
    init: |_, _| Ok(()),
};

const XML_NS: &str = "http://www.w3.org/XML/1998/namespace";
/// Bytes of entity expansion allowed before the amplification factor is
/// enforced, and the factor, as expat uses them by default.
const AMP_FREE: usize = 8 << 20;
const AMP_FACTOR: usize = 100;
/// Fixed cost charged per event besides its strings.
const EVENT_COST: usize = 96;

enum Ev {
    Start(String, Vec<(String, String)>),
    End(String),
    Data(String),
    Comment(String),
    Pi(String, String),
    StartNs(String, String),
    EndNs(String),
    /// DOM mode only: a CDATA section's text and a DOCTYPE's raw body.
    CData(String),
    DocType(String),
}

/// A parse failure: expat's code and message, at a byte offset.
struct Fail {
    code: i64,
    msg: String,
    at: usize,
}

fn fail(code: i64, msg: &str, at: usize) -> Fail {
    Fail {
        code,
        msg: msg.to_string(),
        at,
    }
}

struct State<'a> {
    text: &'a str,
    out: Vec<Ev>,
    charged: usize,
    entities: HashMap<String, Rc<str>>,
    expanded: usize,
    /// Namespace bindings in scope: (prefix, uri), "" for the default.
    ns: Vec<(String, String)>,
    /// Per open element: (qualified name, namespace bindings it added).
    open: Vec<(String, usize)>,
    pending: String,
    ticks: usize,
    /// For xml.dom.minidom: names stay as written (prefixes and `xmlns`
    /// attributes kept, no namespace events), and CDATA sections and the
    /// DOCTYPE are events of their own.
    dom: bool,
}

impl State<'_> {
    fn charge(&mut self, vm: &mut Vm, n: usize) -> Result<()> {
        self.charged = self.charged.saturating_add(n);
        vm.heap.check_room(self.charged)?;
        self.ticks += n;
        if self.ticks >= 1 << 16 {
            if watch::spent(self.ticks) {
                return Err(vm.native_error(Error::fault(watch::EXPIRED)));
            }
            vm.charge_steps((self.ticks / 64) as u64)?;
            self.ticks = 0;
        }
        Ok(())
    }

    fn push(&mut self, vm: &mut Vm, ev: Ev) -> Result<()> {
        let n = match &ev {
            Ev::Start(t, a) => {
                t.len() + a.iter().map(|(k, v)| k.len() + v.len() + 64).sum::<usize>()
            }
            Ev::End(t)
            | Ev::Data(t)
            | Ev::Comment(t)
            | Ev::EndNs(t)
            | Ev::CData(t)
            | Ev::DocType(t) => t.len(),
            Ev::Pi(a, b) | Ev::StartNs(a, b) => a.len() + b.len(),
        };
        self.charge(vm, n + EVENT_COST)?;
        self.out.push(ev);
        Ok(())
    }

    fn flush(&mut self, vm: &mut Vm) -> Result<()> {
        if !self.pending.is_empty() {
            let t = std::mem::take(&mut self.pending);
            self.push(vm, Ev::Data(t))?;
        }
        Ok(())
    }

    /// Appends the replacement of `&name;` (at byte `at`) to `dst`,
    /// expanding declared entities with an explicit stack.
    fn reference(&mut self, vm: &mut Vm, name: &str, at: usize, dst: &mut String) -> FResult<()> {
        if let Some(c) = char_ref(name) {
            match c {
                Some(c) => dst.push(c),
                None => {
                    return Err(Either::F(fail(
                        14,
                        "reference to invalid character number",
                        at,
                    )));
                }
            }
            return Ok(());
        }
        if let Some(c) = predefined(name) {
            dst.push(c);
            return Ok(());
        }
        let Some(first) = self.entities.get(name).cloned() else {
            return Err(Either::F(fail(11, "undefined entity", at)));
        };
        // (entity name, its text, position in the text); texts are shared.
        let mut stack: Vec<(Rc<str>, Rc<str>, usize)> = vec![(Rc::from(name), first, 0)];
        while let Some(top) = stack.last_mut() {
            let text = Rc::clone(&top.1);
            let rest = &text[top.2..];
            let Some(i) = rest.find('&') else {
                stack.pop();
                self.grow(vm, dst, rest, at)?;
                continue;
            };
            let after = &rest[i + 1..];
            let Some(semi) = after.find(';') else {
                stack.pop();
                self.grow(vm, dst, rest, at)?;
                continue;
            };
            let inner = &after[..semi];
            top.2 += i + 1 + semi + 1;
            self.grow(vm, dst, &rest[..i], at)?;
            if let Some(c) = char_ref(inner) {
                if let Some(c) = c {
                    dst.push(c);
                }
            } else if let Some(c) = predefined(inner) {
                dst.push(c);
            } else if stack.iter().any(|(n, _, _)| &**n == inner) {
                return Err(Either::F(fail(12, "recursive entity reference", at)));
            } else if let Some(v) = self.entities.get(inner).cloned() {
                stack.push((Rc::from(inner), v, 0));
            } else {
                return Err(Either::F(fail(11, "undefined entity", at)));
            }
        }
        Ok(())
    }

    fn grow(&mut self, vm: &mut Vm, dst: &mut String, piece: &str, at: usize) -> FResult<()> {
        self.expanded = self.expanded.saturating_add(piece.len() + 1);
        if self.expanded > AMP_FREE && self.expanded > self.text.len().saturating_mul(AMP_FACTOR) {
            return Err(Either::F(fail(
                43,
                "limit on input amplification factor (from DTD and entities) breached",
                at,
            )));
        }
        self.charge(vm, piece.len()).map_err(Either::E)?;
        dst.push_str(piece);
        Ok(())
    }

    /// An attribute value with references replaced and whitespace normalized.
    fn attr_value(&mut self, vm: &mut Vm, raw: &str, at: usize) -> FResult<String> {
        let mut out = String::new();
        let mut rest = raw;
        loop {
            match rest.find('&') {
                None => {
                    push_normalized(&mut out, rest);
                    break;
                }
                Some(i) => {
                    push_normalized(&mut out, &rest[..i]);
                    let after = &rest[i + 1..];
                    let Some(semi) = after.find(';') else {
                        return Err(Either::F(fail(4, "not well-formed (invalid token)", at)));
                    };
                    let name = &after[..semi];
                    self.reference(vm, name, at, &mut out)?;
                    rest = &after[semi + 1..];
                }
            }
        }
        Ok(out)
    }

    fn resolve(&self, qname: &str, attr: bool) -> Option<String> {
        let (prefix, local) = match qname.split_once(':') {
            Some((p, l)) => (p, l),
            None if attr => return Some(qname.to_string()),
            None => ("", qname),
        };
        if prefix == "xml" {
            return Some(format!("{{{XML_NS}}}{local}"));
        }
        match self.ns.iter().rev().find(|(p, _)| p == prefix) {
            Some((_, uri)) if uri.is_empty() => Some(local.to_string()),
            Some((_, uri)) => Some(format!("{{{uri}}}{local}")),
            None if prefix.is_empty() => Some(local.to_string()),
            None => None,
        }
    }

    fn start(&mut self, vm: &mut Vm, e: &BytesStart, at: usize, empty: bool) -> FResult<()> {
        self.flush(vm).map_err(Either::E)?;
        let qname = e.name().0.to_string();
        if !is_name(&qname) {
            return Err(Either::F(fail(
                4,
                "not well-formed (invalid token)",
                at + 1,
            )));
        }
        // expat refuses a '<' anywhere inside the tag (attribute values too).
        let tag_len = self.text[at..].find('>').unwrap_or(0);
        if let Some(i) = self.text[at + 1..at + tag_len.max(1)].find('<') {
            return Err(Either::F(fail(
                4,
                "not well-formed (invalid token)",
                at + 1 + i,
            )));
        }
        let mut raw: Vec<(String, String)> = Vec::new();
        for a in e.attributes().with_checks(false) {
            let a = a.map_err(|err| {
                let off = match err {
                    AttrError::ExpectedEq(p)
                    | AttrError::ExpectedValue(p)
                    | AttrError::UnquotedValue(p)
                    | AttrError::ExpectedQuote(p, _)
                    | AttrError::Duplicated(p, _) => p,
                };
                Either::F(fail(4, "not well-formed (invalid token)", at + 1 + off))
            })?;
            let key = a.key.0.to_string();
            if raw.iter().any(|(k, _)| *k == key) {
                // expat points at the repeated name: the last `key=` seen so far.
                let tag = &self.text[at..];
                let mut pos = at;
                let mut from = 0;
                for _ in 0..=raw.len() {
                    match tag[from..].find(key.as_str()) {
                        Some(i) => {
                            pos = at + from + i;
                            from += i + key.len();
                        }
                        None => break,
                    }
                }
                return Err(Either::F(fail(8, "duplicate attribute", pos)));
            }
            let v = self.attr_value(vm, &a.value, at)?;
            raw.push((key, v));
        }
        let mut added = 0;
        let mut attrs = Vec::new();
        for (k, v) in &raw {
            let prefix = if k == "xmlns" {
                Some("")
            } else {
                k.strip_prefix("xmlns:")
            };
            if let Some(p) = prefix {
                self.ns.push((p.to_string(), v.clone()));
                added += 1;
                // The DOM keeps declarations as attributes, not events.
                if !self.dom {
                    self.push(vm, Ev::StartNs(p.to_string(), v.clone()))
                        .map_err(Either::E)?;
                }
            }
        }
        if self.dom {
            for (k, _) in &raw {
                if !(k == "xmlns" || k.starts_with("xmlns:")) && self.resolve(k, true).is_none() {
                    return Err(Either::F(fail(27, "unbound prefix", at)));
                }
            }
            if self.resolve(&qname, false).is_none() {
                return Err(Either::F(fail(27, "unbound prefix", at)));
            }
            self.charge(vm, qname.len() + 32).map_err(Either::E)?;
            self.open.push((qname.clone(), added));
            self.push(vm, Ev::Start(qname.clone(), raw))
                .map_err(Either::E)?;
            if empty {
                self.end(vm, qname).map_err(Either::E)?;
            }
            return Ok(());
        }
        for (k, v) in raw {
            if k == "xmlns" || k.starts_with("xmlns:") {
                continue;
            }
            let Some(name) = self.resolve(&k, true) else {
                return Err(Either::F(fail(27, "unbound prefix", at)));
            };
            attrs.push((name, v));
        }
        let Some(tag) = self.resolve(&qname, false) else {
            return Err(Either::F(fail(27, "unbound prefix", at)));
        };
        self.charge(vm, qname.len() + 32).map_err(Either::E)?;
        self.open.push((qname, added));
        self.push(vm, Ev::Start(tag.clone(), attrs))
            .map_err(Either::E)?;
        if empty {
            self.end(vm, tag).map_err(Either::E)?;
        }
        Ok(())
    }

    fn end(&mut self, vm: &mut Vm, tag: String) -> Result<()> {
        self.flush(vm)?;
        self.push(vm, Ev::End(tag))?;
        if let Some((_, added)) = self.open.pop() {
            for _ in 0..added {
                if let Some((p, _)) = self.ns.pop()
                    && !self.dom
                {
                    self.push(vm, Ev::EndNs(p))?;
                }
            }
        }
        Ok(())
    }
}

enum Either {
    F(Fail),
    E(Error),
}

type FResult<T> = std::result::Result<T, Either>;

impl From<Error> for Either {
    fn from(e: Error) -> Self {
        Either::E(e)
    }
}

fn push_normalized(out: &mut String, s: &str) {
    for c in s.chars() {
        out.push(if matches!(c, '\t' | '\n' | '\r') {
            ' '
        } else {
            c
        });
    }
}

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | ':' | '-' | '.') || !c.is_ascii()
}

/// An XML name: a letter, '_' or ':' first, then name characters.
fn is_name(s: &str) -> bool {
    let mut cs = s.chars();
    match cs.next() {
        Some(c) if c.is_alphabetic() || c == '_' || c == ':' || !c.is_ascii() => {}
        _ => return false,
    }
    cs.all(is_name_char)
}

fn predefined(name: &str) -> Option<char> {
    Some(match name {
        "lt" => '<',
        "gt" => '>',
        "amp" => '&',
        "quot" => '"',
        "apos" => '\'',
        _ => return None,
    })
}

/// `Some(Some(c))` for a valid character reference, `Some(None)` for an
/// invalid one, `None` when `name` is no character reference.
fn char_ref(name: &str) -> Option<Option<char>> {
    let num = name.strip_prefix('#')?;
    let n = match num.strip_prefix('x') {
        Some(h) => u32::from_str_radix(h, 16).ok(),
        None => num.parse::<u32>().ok(),
    };
    Some(n.filter(|&n| n != 0).and_then(char::from_u32))
}

/// The internal general entities a DOCTYPE declares (`<!ENTITY n "v">`).
/// External and parameter entities are left undeclared.
fn doctype_entities(dt: &str, map: &mut HashMap<String, Rc<str>>) {
    let mut rest = dt;
    while let Some(i) = rest.find("<!ENTITY") {
        rest = &rest[i + 8..];
        let r = rest.trim_start();
        if r.starts_with('%') {
            continue;
        }
        let name_end = r.find(|c: char| c.is_whitespace()).unwrap_or(r.len());
        let name = &r[..name_end];
        let r = r[name_end..].trim_start();
        let Some(q) = r.chars().next().filter(|c| *c == '"' || *c == '\'') else {
            continue;
        };
        let body = &r[1..];
        if let Some(close) = body.find(q) {
            map.entry(name.to_string())
                .or_insert_with(|| Rc::from(&body[..close]));
            rest = &body[close..];
        }
    }
}

fn scan(vm: &mut Vm, st: &mut State) -> FResult<()> {
    let text = st.text;
    let mut r = Reader::from_str(text);
    {
        let c = r.config_mut();
        c.check_end_names = false;
        c.allow_unmatched_ends = true;
        c.expand_empty_elements = false;
        c.check_comments = false;
        c.trim_text(false);
    }
    let mut root_done = false;
    let mut seen_root = false;
    loop {
        let at = r.buffer_position() as usize;
        let ev = match r.read_event() {
            Ok(ev) => ev,
            Err(e) => {
                let pos = r.error_position() as usize;
                let bytes = text.as_bytes();
                // A '<' not followed by a name (or '/', '!', '?') is refused
                // by expat right after the '<', before anything later.
                if bytes.get(at) == Some(&b'<')
                    && let Some(c) = text.get(at + 1..).and_then(|t| t.chars().next())
                    && !(c.is_alphabetic()
                        || matches!(c, '_' | ':' | '/' | '!' | '?')
                        || !c.is_ascii())
                {
                    return Err(Either::F(fail(
                        4,
                        "not well-formed (invalid token)",
                        at + 1,
                    )));
                }
                if let QError::Syntax(
                    SyntaxError::UnclosedDoubleQuotedAttributeValue
                    | SyntaxError::UnclosedSingleQuotedAttributeValue,
                ) = e
                    && let Some(i) = text.get(pos + 1..).and_then(|t| t.find('<'))
                {
                    return Err(Either::F(fail(
                        4,
                        "not well-formed (invalid token)",
                        pos + 1 + i,
                    )));
                }
                if bytes.get(pos) == Some(&b'&') {
                    // An unterminated reference: expat stops after its name.
                    let name_end = text
                        .get(pos + 1..)
                        .unwrap_or("")
                        .find(|c: char| !is_name_char(c))
                        .map_or(text.len(), |i| pos + 1 + i);
                    return Err(Either::F(fail(
                        4,
                        "not well-formed (invalid token)",
                        name_end,
                    )));
                }
                return Err(Either::F(match e {
                    QError::Syntax(SyntaxError::UnclosedDoctype) if !seen_root => {
                        fail(3, "unclosed token", pos)
                    }
                    QError::Syntax(_) => fail(5, "unclosed token", pos),
                    _ => fail(4, "not well-formed (invalid token)", pos),
                }));
            }
        };
        let outside = st.open.is_empty();
        match ev {
            Event::Start(e) | Event::Empty(e) if root_done => {
                let _ = e;
                return Err(Either::F(fail(9, "junk after document element", at)));
            }
            Event::Start(e) => {
                seen_root = true;
                st.start(vm, &e, at, false)?;
            }
            Event::Empty(e) => {
                seen_root = true;
                st.start(vm, &e, at, true)?;
                if st.open.is_empty() {
                    root_done = true;
                }
            }
            Event::End(e) => {
                let name = e.name().0.trim_end();
                match st.open.last() {
                    Some((q, _)) if q == name => {
                        let tag = if st.dom {
                            name.to_string()
                        } else {
                            st.resolve(name, false).unwrap_or_default()
                        };
                        st.end(vm, tag)?;
                        if st.open.is_empty() {
                            root_done = true;
                        }
                    }
                    Some(_) => return Err(Either::F(fail(7, "mismatched tag", at + 2))),
                    None if root_done => {
                        return Err(Either::F(fail(
                            4,
                            "not well-formed (invalid token)",
                            at + 1,
                        )));
                    }
                    None => return Err(Either::F(fail(2, "syntax error", at))),
                }
            }
            Event::Text(t) => {
                let s = t.xml10_content();
                if outside {
                    if let Some(i) = s.find(|c: char| !matches!(c, ' ' | '\t' | '\n' | '\r')) {
                        return Err(Either::F(if root_done {
                            fail(9, "junk after document element", at + i)
                        } else {
                            fail(2, "syntax error", at + i)
                        }));
                    }
                } else {
                    // The raw text runs from `at` to where the reader is now.
                    let end = (r.buffer_position() as usize).min(text.len());
                    if let Some(i) = text.get(at..end).and_then(|raw| raw.find("]]>")) {
                        return Err(Either::F(fail(
                            4,
                            "not well-formed (invalid token)",
                            at + i + 2,
                        )));
                    }
                    st.charge(vm, s.len())?;
                    st.pending.push_str(&s);
                }
            }
            Event::CData(t) => {
                if outside {
                    return Err(Either::F(fail(2, "syntax error", at)));
                }
                let s = t.into_inner();
                if st.dom {
                    st.flush(vm)?;
                    st.push(vm, Ev::CData(s.into_owned()))?;
                } else {
                    st.charge(vm, s.len())?;
                    st.pending.push_str(&s);
                }
            }
            Event::GeneralRef(g) => {
                if outside {
                    return Err(Either::F(if root_done {
                        fail(9, "junk after document element", at)
                    } else {
                        fail(2, "syntax error", at)
                    }));
                }
                let name = g.into_inner().into_owned();
                // expat reports a reference's text as a piece of its own
                // (SAX and pyexpat handlers see it so).
                if st.dom {
                    st.flush(vm)?;
                }
                let mut buf = std::mem::take(&mut st.pending);
                let res = st.reference(vm, &name, at, &mut buf);
                st.pending = buf;
                res?;
                if st.dom {
                    st.flush(vm)?;
                }
            }
            Event::Comment(c) => {
                st.flush(vm)?;
                let s = c.into_inner().into_owned();
                st.push(vm, Ev::Comment(s))?;
            }
            Event::PI(p) => {
                st.flush(vm)?;
                let s = p.into_inner().into_owned();
                let (target, body) = match s.split_once(|c: char| c.is_whitespace()) {
                    Some((t, b)) => (t.to_string(), b.trim_start().to_string()),
                    None => (s.clone(), String::new()),
                };
                st.push(vm, Ev::Pi(target, body))?;
            }
            Event::DocType(d) => {
                let s = d.into_inner();
                if st.dom {
                    st.push(vm, Ev::DocType(s.to_string()))?;
                }
                let mut map = std::mem::take(&mut st.entities);
                doctype_entities(&s, &mut map);
                let size: usize = map.iter().map(|(k, v)| k.len() + v.len() + 32).sum();
                st.charge(vm, size)?;
                st.entities = map;
            }
            Event::Decl(_) => {}
            Event::Eof => {
                if !root_done {
                    if st.dom {
                        // The text read so far, for a parser fed in pieces.
                        st.flush(vm)?;
                    }
                    return Err(Either::F(fail(3, "no element found", text.len())));
                }
                return Ok(());
            }
        }
    }
}

/// Line (from 1) and column (from 0, in characters) of byte `at`.
fn line_col(text: &str, at: usize) -> (i64, i64) {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let head = &text[..at];
    let line = head.bytes().filter(|&b| b == b'\n').count() as i64 + 1;
    let start = head.rfind('\n').map_or(0, |i| i + 1);
    (line, head[start..].chars().count() as i64)
}

/// `events(data)`: a list of events, each a tuple whose first item is its
/// kind: (0, tag, [name, value, ...]) start, (1, tag) end, (2, text) data,
/// (3, text) comment, (4, target, text) processing instruction, (5, prefix,
/// uri) start-ns, (6, prefix) end-ns; a failure ends the list with
/// (9, code, message, line, column). With `dom` true (xml.dom.minidom),
/// names are as written, attributes include `xmlns` ones (in document
/// order), there are no namespace events, (7, text) is a CDATA section
/// and (8, body) the DOCTYPE declaration's text after `<!DOCTYPE`; each
/// reference's text is a data event of its own, as expat reports it, and
/// text before the end of an unfinished document is reported.
fn events(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("events", &["data", "dom"], 1))?;
    let data = b.get(0).unwrap_or(Value::None);
    let dom = match b.get(1) {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let owned: String;
    let mut bad_at: Option<usize> = None;
    if let Some(s) = vm.str_of(data) {
        owned = s.to_string();
    } else if let Some(bytes) = vm.bytes_of(data) {
        let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
        let head = String::from_utf8_lossy(&bytes[..bytes.len().min(100)]).to_ascii_lowercase();
        let latin = head.starts_with("<?xml")
            && (head.contains("iso-8859-1") || head.contains("latin-1") || head.contains("latin1"));
        if latin {
            owned = bytes.iter().map(|&c| c as char).collect();
        } else {
            match std::str::from_utf8(bytes) {
                Ok(s) => owned = s.to_string(),
                Err(e) => {
                    let ok = e.valid_up_to();
                    owned = String::from_utf8_lossy(&bytes[..ok]).into_owned();
                    bad_at = Some(ok);
                }
            }
        }
    } else {
        return Err(Error::type_error(format!(
            "a bytes-like object is required, not '{}'",
            vm.type_name(data)
        )));
    }
    vm.heap.check_room(owned.len())?;
    let mut st = State {
        text: &owned,
        out: Vec::new(),
        charged: owned.len(),
        entities: HashMap::new(),
        expanded: 0,
        ns: Vec::new(),
        open: Vec::new(),
        pending: String::new(),
        ticks: 0,
        dom,
    };
    let failure = match scan(vm, &mut st) {
        Ok(()) => bad_at.map(|at| fail(4, "not well-formed (invalid token)", at)),
        Err(Either::E(e)) => return Err(e),
        Err(Either::F(f)) => {
            // Invalid bytes past the scanned text were cut off: a failure
            // for running out of text is really one at the bad byte.
            match bad_at {
                Some(at) if f.at >= at => Some(fail(4, "not well-formed (invalid token)", at)),
                _ => Some(f),
            }
        }
    };
    let evs = std::mem::take(&mut st.out);
    drop(st);
    build(
        vm,
        evs,
        failure.map(|f| {
            let lc = line_col(&owned, f.at);
            (f, lc)
        }),
    )
}

fn build(vm: &mut Vm, evs: Vec<Ev>, failure: Option<(Fail, (i64, i64))>) -> Result<Value> {
    let base = vm.roots.len();
    let r = build_inner(vm, evs, failure, base);
    vm.roots.truncate(base);
    r
}

fn build_inner(
    vm: &mut Vm,
    evs: Vec<Ev>,
    failure: Option<(Fail, (i64, i64))>,
    base: usize,
) -> Result<Value> {
    vm.heap.check_room(evs.len().saturating_mul(16))?;
    let mut items = Vec::with_capacity(evs.len() + 1);
    for ev in evs {
        let mark = vm.roots.len();
        let parts: Vec<Value> = match ev {
            Ev::Start(tag, attrs) => {
                let t = vm.new_str(tag)?;
                vm.roots.push(t);
                let mut flat = Vec::with_capacity(attrs.len() * 2);
                for (k, v) in attrs {
                    let k = vm.new_str(k)?;
                    vm.roots.push(k);
                    let v = vm.new_str(v)?;
                    vm.roots.push(v);
                    flat.push(k);
                    flat.push(v);
                }
                let l = if flat.is_empty() {
                    Value::None
                } else {
                    vm.new_list(flat)?
                };
                vec![Value::Int(0), t, l]
            }
            Ev::End(t) => vec![Value::Int(1), vm.new_str(t)?],
            Ev::Data(t) => vec![Value::Int(2), vm.new_str(t)?],
            Ev::Comment(t) => vec![Value::Int(3), vm.new_str(t)?],
            Ev::Pi(a, b) => {
                let a = vm.new_str(a)?;
                vm.roots.push(a);
                vec![Value::Int(4), a, vm.new_str(b)?]
            }
            Ev::StartNs(a, b) => {
                let a = vm.new_str(a)?;
                vm.roots.push(a);
                vec![Value::Int(5), a, vm.new_str(b)?]
            }
            Ev::EndNs(t) => vec![Value::Int(6), vm.new_str(t)?],
            Ev::CData(t) => vec![Value::Int(7), vm.new_str(t)?],
            Ev::DocType(t) => vec![Value::Int(8), vm.new_str(t)?],
        };
        let t = vm.new_tuple(parts)?;
        vm.roots.truncate(mark);
        vm.roots.push(t);
        items.push(t);
    }
    if let Some((f, (line, col))) = failure {
        let m = vm.new_str(f.msg)?;
        vm.roots.push(m);
        let t = vm.new_tuple_of(&[
            Value::Int(9),
            Value::Int(f.code),
            m,
            Value::Int(line),
            Value::Int(col),
        ])?;
        vm.roots.push(t);
        items.push(t);
    }
    let _ = base;
    vm.new_list(items)
}
