//! Regular-expression syntax, ported from CPython 3.11's `re/_parser.py` so
//! that accepted patterns, error messages and error positions agree.

use std::collections::HashMap;

pub const FLAG_I: u32 = 2;
pub const FLAG_L: u32 = 4;
pub const FLAG_M: u32 = 8;
pub const FLAG_S: u32 = 16;
pub const FLAG_U: u32 = 32;
pub const FLAG_X: u32 = 64;
pub const FLAG_A: u32 = 256;
const FLAG_T: u32 = 1;
const FLAG_DEBUG: u32 = 128;
const TYPE_FLAGS: u32 = FLAG_A | FLAG_L | FLAG_U;
const GLOBAL_FLAGS: u32 = FLAG_DEBUG | FLAG_T;

pub const MAXREPEAT: u32 = u32::MAX;
const MAXGROUPS: usize = 1 << 30;
/// Parentheses nest no deeper than this: the parser and compiler recurse
/// per level, and CPython itself gives up with RecursionError near here.
const MAX_NESTING: usize = 150;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cat {
    Digit,
    NotDigit,
    Space,
    NotSpace,
    Word,
    NotWord,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    Beginning,
    End,
    BeginString,
    EndString,
    Boundary,
    NonBoundary,
}

#[derive(Clone, Debug, PartialEq)]
pub enum SetItem {
    Lit(u32),
    Range(u32, u32),
    Cat(Cat),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepKind {
    Greedy,
    Lazy,
    Possessive,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    Lit(u32),
    NotLit(u32),
    Any,
    In(bool, Vec<SetItem>),
    At(At),
    /// A group: capture index (None for `(?flags:...)`), flags added, removed.
    Group(Option<usize>, u32, u32, Vec<Node>),
    Repeat(u32, u32, RepKind, Vec<Node>),
    Branch(Vec<Vec<Node>>),
    GroupRef(usize),
    GroupRefExists(usize, Vec<Node>, Option<Vec<Node>>),
    /// Lookaround: behind?, negative?, body.
    Assert(bool, bool, Vec<Node>),
    Atomic(Vec<Node>),
}

#[derive(Debug)]
pub enum ErrKind {
    Re,
    Overflow,
    Value,
    Recursion,
}

#[derive(Debug)]
pub struct ReError {
    pub kind: ErrKind,
    pub msg: String,
    pub pos: Option<usize>,
}

type PResult<T> = Result<T, ReError>;

pub struct Parsed {
    pub nodes: Vec<Node>,
    pub flags: u32,
    pub groups: usize,
    pub names: HashMap<String, usize>,
    pub widths: Vec<Option<(u64, u64)>>,
}

#[derive(Clone, Copy, PartialEq)]
struct Tok {
    c: u32,
    esc: bool,
}

struct Source<'a> {
    s: &'a [u32],
    istext: bool,
    index: usize,
    next: Option<Tok>,
}

fn ch(c: u32) -> char {
    char::from_u32(c).unwrap_or('\u{fffd}')
}

fn tok_str(t: Tok) -> String {
    if t.esc {
        format!("\\{}", ch(t.c))
    } else {
        ch(t.c).to_string()
    }
}

fn tok_len(t: Tok) -> usize {
    if t.esc { 2 } else { 1 }
}

fn is_digit(t: Option<Tok>) -> bool {
    matches!(t, Some(Tok { c, esc: false }) if (b'0' as u32..=b'9' as u32).contains(&c))
}

fn is_plain(t: Option<Tok>, set: &str) -> bool {
    matches!(t, Some(Tok { c, esc: false }) if set.chars().any(|x| x as u32 == c))
}

impl<'a> Source<'a> {
    fn new(s: &'a [u32], istext: bool) -> PResult<Source<'a>> {
        let mut src = Source {
            s,
            istext,
            index: 0,
            next: None,
        };
        src.advance()?;
        Ok(src)
    }

    fn advance(&mut self) -> PResult<()> {
        let Some(&c) = self.s.get(self.index) else {
            self.next = None;
            return Ok(());
        };
        if c == '\\' as u32 {
            let Some(&d) = self.s.get(self.index + 1) else {
                return Err(ReError {
                    kind: ErrKind::Re,
                    msg: "bad escape (end of pattern)".into(),
                    pos: Some(self.s.len() - 1),
                });
            };
            self.index += 2;
            self.next = Some(Tok { c: d, esc: true });
        } else {
            self.index += 1;
            self.next = Some(Tok { c, esc: false });
        }
        Ok(())
    }

    fn tell(&self) -> usize {
        self.index - self.next.map_or(0, tok_len)
    }

    fn seek(&mut self, i: usize) -> PResult<()> {
        self.index = i;
        self.advance()
    }

    fn get(&mut self) -> PResult<Option<Tok>> {
        let t = self.next;
        self.advance()?;
        Ok(t)
    }

    fn matches(&mut self, c: char) -> PResult<bool> {
        if self.next
            == Some(Tok {
                c: c as u32,
                esc: false,
            })
        {
            self.advance()?;
            return Ok(true);
        }
        Ok(false)
    }

    fn error(&self, msg: impl Into<String>, offset: usize) -> ReError {
        let mut msg: String = msg.into();
        if !self.istext {
            msg = msg
                .chars()
                .map(|c| {
                    if c.is_ascii() {
                        c.to_string()
                    } else {
                        format!("\\x{:02x}", c as u32)
                    }
                })
                .collect();
        }
        ReError {
            kind: ErrKind::Re,
            msg,
            pos: Some(self.tell().saturating_sub(offset)),
        }
    }

    fn getwhile(&mut self, n: usize, set: &str) -> PResult<String> {
        let mut out = String::new();
        for _ in 0..n {
            if !is_plain(self.next, set) {
                break;
            }
            if let Some(t) = self.next {
                out.push(ch(t.c));
            }
            self.advance()?;
        }
        Ok(out)
    }

    fn getuntil(&mut self, term: char, name: &str) -> PResult<String> {
        let mut out = String::new();
        loop {
            let c = self.next;
            self.advance()?;
            match c {
                None => {
                    if out.is_empty() {
                        return Err(self.error(format!("missing {name}"), 0));
                    }
                    let n = out.chars().count();
                    return Err(self.error(format!("missing {term}, unterminated name"), n));
                }
                Some(t) if !t.esc && t.c == term as u32 => {
                    if out.is_empty() {
                        return Err(self.error(format!("missing {name}"), 1));
                    }
                    return Ok(out);
                }
                Some(t) => out.push_str(&tok_str(t)),
            }
        }
    }

    fn checkgroupname(&self, name: &str, offset: usize) -> PResult<()> {
        if !crate::text::isidentifier(name) {
            let msg = format!("bad character in group name {}", py_repr(name));
            return Err(self.error(msg, name.chars().count() + offset));
        }
        Ok(())
    }
}

/// `repr()` of a short pattern fragment for error messages.
fn py_repr(s: &str) -> String {
    let q = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::new();
    out.push(q);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == q => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push(q);
    out
}

struct State {
    flags: u32,
    names: HashMap<String, usize>,
    widths: Vec<Option<(u64, u64)>>,
    lookbehind: Option<usize>,
    refpos: Vec<(usize, usize)>,
}

impl State {
    fn groups(&self) -> usize {
        self.widths.len()
    }
    fn checkgroup(&self, g: usize) -> bool {
        g < self.groups() && self.widths[g].is_some()
    }
    fn checklookbehind(&self, g: usize, src: &Source) -> PResult<()> {
        if let Some(lb) = self.lookbehind {
            if !self.checkgroup(g) {
                return Err(src.error("cannot refer to an open group", 0));
            }
            if g >= lb {
                return Err(src.error(
                    "cannot refer to group defined in the same lookbehind subpattern",
                    0,
                ));
            }
        }
        Ok(())
    }
}

fn flag_of(c: u32) -> Option<u32> {
    Some(match char::from_u32(c)? {
        'i' => FLAG_I,
        'L' => FLAG_L,
        'm' => FLAG_M,
        's' => FLAG_S,
        'x' => FLAG_X,
        'a' => FLAG_A,
        't' => FLAG_T,
        'u' => FLAG_U,
        _ => return None,
    })
}

fn is_alpha(c: u32) -> bool {
    char::from_u32(c).is_some_and(|c| crate::text::isalpha(c.encode_utf8(&mut [0; 4])))
}

pub fn parse(pattern: &[u32], istext: bool, flags: u32) -> PResult<Parsed> {
    let mut src = Source::new(pattern, istext)?;
    let mut st = State {
        flags,
        names: HashMap::new(),
        widths: vec![None],
        lookbehind: None,
        refpos: Vec::new(),
    };
    let verbose = flags & FLAG_X != 0;
    let nodes = parse_sub(&mut src, &mut st, verbose, 0)?;
    st.flags = fix_flags(istext, st.flags)?;
    if src.next.is_some() {
        return Err(src.error("unbalanced parenthesis", 0));
    }
    for &(g, pos) in &st.refpos {
        if g >= st.groups() {
            return Err(ReError {
                kind: ErrKind::Re,
                msg: format!("invalid group reference {g}"),
                pos: Some(pos),
            });
        }
    }
    Ok(Parsed {
        nodes,
        flags: st.flags,
        groups: st.groups(),
        names: st.names,
        widths: st.widths,
    })
}

pub fn fix_flags(istext: bool, mut flags: u32) -> PResult<u32> {
    let verr = |m: &str| ReError {
        kind: ErrKind::Value,
        msg: m.into(),
        pos: None,
    };
    if istext {
        if flags & FLAG_L != 0 {
            return Err(verr("cannot use LOCALE flag with a str pattern"));
        }
        if flags & FLAG_A == 0 {
            flags |= FLAG_U;
        } else if flags & FLAG_U != 0 {
            return Err(verr("ASCII and UNICODE flags are incompatible"));
        }
    } else {
        if flags & FLAG_U != 0 {
            return Err(verr("cannot use UNICODE flag with a bytes pattern"));
        }
        if flags & FLAG_L != 0 && flags & FLAG_A != 0 {
            return Err(verr("ASCII and LOCALE flags are incompatible"));
        }
    }
    Ok(flags)
}

fn parse_sub(
    src: &mut Source,
    st: &mut State,
    mut verbose: bool,
    nested: usize,
) -> PResult<Vec<Node>> {
    if nested > MAX_NESTING {
        return Err(ReError {
            kind: ErrKind::Recursion,
            msg: "maximum recursion depth exceeded".into(),
            pos: None,
        });
    }
    let mut items = Vec::new();
    loop {
        let first = nested == 0 && items.is_empty();
        items.push(parse_seq(src, st, verbose, nested + 1, first)?);
        if !src.matches('|')? {
            break;
        }
        if nested == 0 {
            verbose = st.flags & FLAG_X != 0;
        }
    }
    if items.len() == 1 {
        return Ok(items.pop().unwrap_or_default());
    }
    Ok(vec![Node::Branch(items)])
}

fn escape(src: &mut Source, st: &State, t: Tok, in_class: bool) -> PResult<Node> {
    let c = ch(t.c);
    let esc = tok_str(t);
    let lit = |v: u32| Ok(Node::Lit(v));
    match c {
        'a' => return lit(7),
        'f' => return lit(12),
        'n' => return lit(10),
        'r' => return lit(13),
        't' => return lit(9),
        'v' => return lit(11),
        '\\' => return lit(92),
        'b' if in_class => return lit(8),
        'd' => return Ok(Node::In(false, vec![SetItem::Cat(Cat::Digit)])),
        'D' => return Ok(Node::In(false, vec![SetItem::Cat(Cat::NotDigit)])),
        's' => return Ok(Node::In(false, vec![SetItem::Cat(Cat::Space)])),
        'S' => return Ok(Node::In(false, vec![SetItem::Cat(Cat::NotSpace)])),
        'w' => return Ok(Node::In(false, vec![SetItem::Cat(Cat::Word)])),
        'W' => return Ok(Node::In(false, vec![SetItem::Cat(Cat::NotWord)])),
        'A' if !in_class => return Ok(Node::At(At::BeginString)),
        'Z' if !in_class => return Ok(Node::At(At::EndString)),
        'b' => return Ok(Node::At(At::Boundary)),
        'B' if !in_class => return Ok(Node::At(At::NonBoundary)),
        _ => {}
    }
    let hex = |src: &mut Source, n: usize| -> PResult<u32> {
        let digits = src.getwhile(n, "0123456789abcdefABCDEF")?;
        let full = format!("{esc}{digits}");
        if digits.len() != n {
            return Err(src.error(format!("incomplete escape {full}"), full.chars().count()));
        }
        u32::from_str_radix(&digits, 16)
            .map_err(|_| src.error(format!("bad escape {full}"), full.chars().count()))
    };
    match c {
        'x' => return lit(hex(src, 2)?),
        'u' if src.istext => return lit(hex(src, 4)?),
        'U' if src.istext => {
            let v = hex(src, 8)?;
            if v > 0x10ffff {
                let full = format!("{esc}{:08x}", v);
                return Err(src.error(format!("bad escape {full}"), full.len()));
            }
            return lit(v);
        }
        'N' if src.istext => {
            if !src.matches('{')? {
                return Err(src.error("missing {", 0));
            }
            let name = src.getuntil('}', "character name")?;
            let n = name.chars().count() + 4;
            return Err(src.error(format!("undefined character name {}", py_repr(&name)), n));
        }
        _ => {}
    }
    if in_class {
        if ('0'..='7').contains(&c) {
            let more = src.getwhile(2, "01234567")?;
            let full = format!("{esc}{more}");
            let v = u32::from_str_radix(&full[1..], 8).unwrap_or(0);
            if v > 0o377 {
                return Err(src.error(
                    format!("octal escape value {full} outside of range 0-0o377"),
                    full.len(),
                ));
            }
            return lit(v);
        }
        if c.is_ascii_digit() {
            return Err(src.error(format!("bad escape {esc}"), 2));
        }
    } else if c == '0' {
        let more = src.getwhile(2, "01234567")?;
        return lit(u32::from_str_radix(&format!("0{more}"), 8).unwrap_or(0));
    } else if c.is_ascii_digit() {
        let mut digits = c.to_string();
        if is_digit(src.next) {
            let d = src.get()?.map_or('0', |t| ch(t.c));
            digits.push(d);
            let oct = |x: char| ('0'..='7').contains(&x);
            if oct(c) && oct(d) && is_plain(src.next, "01234567") {
                let e = src.get()?.map_or('0', |t| ch(t.c));
                digits.push(e);
                let v = u32::from_str_radix(&digits, 8).unwrap_or(0);
                if v > 0o377 {
                    return Err(src.error(
                        format!("octal escape value \\{digits} outside of range 0-0o377"),
                        digits.len() + 1,
                    ));
                }
                return lit(v);
            }
        }
        let group: usize = digits.parse().unwrap_or(0);
        if group < st.groups() {
            if !st.checkgroup(group) {
                return Err(src.error("cannot refer to an open group", digits.len() + 1));
            }
            st.checklookbehind(group, src)?;
            return Ok(Node::GroupRef(group));
        }
        return Err(src.error(format!("invalid group reference {group}"), digits.len()));
    }
    if c.is_ascii_alphabetic() {
        return Err(src.error(format!("bad escape {esc}"), 2));
    }
    lit(t.c)
}

fn width(nodes: &[Node], st: &State) -> (u64, u64) {
    let max = MAXREPEAT as u64;
    let (mut lo, mut hi) = (0u64, 0u64);
    for n in nodes {
        let (l, h) = match n {
            Node::Lit(_) | Node::NotLit(_) | Node::Any | Node::In(..) => (1, 1),
            Node::At(_) | Node::Assert(..) => (0, 0),
            Node::Group(_, _, _, p) | Node::Atomic(p) => width(p, st),
            Node::Repeat(mn, mx, _, p) => {
                let (l, h) = width(p, st);
                (l.saturating_mul(*mn as u64), h.saturating_mul(*mx as u64))
            }
            Node::Branch(alts) => {
                let mut l = u64::MAX;
                let mut h = 0;
                for a in alts {
                    let (al, ah) = width(a, st);
                    l = l.min(al);
                    h = h.max(ah);
                }
                (l, h)
            }
            Node::GroupRef(g) => st.widths.get(*g).copied().flatten().unwrap_or((0, max)),
            Node::GroupRefExists(_, y, n) => {
                let (l, h) = width(y, st);
                match n {
                    Some(n) => {
                        let (nl, nh) = width(n, st);
                        (l.min(nl), h.max(nh))
                    }
                    None => (0, h),
                }
            }
        };
        lo = lo.saturating_add(l);
        hi = hi.saturating_add(h);
    }
    (lo.min(max), hi.min(max))
}

pub fn node_width(nodes: &[Node], widths: &[Option<(u64, u64)>]) -> (u64, u64) {
    let st = State {
        flags: 0,
        names: HashMap::new(),
        widths: widths.to_vec(),
        lookbehind: None,
        refpos: Vec::new(),
    };
    width(nodes, &st)
}

fn parse_set(src: &mut Source, st: &State) -> PResult<Node> {
    let here = src.tell() - 1;
    let negate = src.matches('^')?;
    let mut set: Vec<SetItem> = Vec::new();
    let item_of = |n: Node| match n {
        Node::Lit(c) => SetItem::Lit(c),
        Node::In(_, mut v) => v.pop().unwrap_or(SetItem::Lit(0)),
        _ => SetItem::Lit(0),
    };
    loop {
        let Some(this) = src.get()? else {
            return Err(src.error("unterminated character set", src.tell() - here));
        };
        if this
            == (Tok {
                c: ']' as u32,
                esc: false,
            })
            && !set.is_empty()
        {
            break;
        }
        let code1 = if this.esc {
            escape(src, st, this, true)?
        } else {
            Node::Lit(this.c)
        };
        if src.matches('-')? {
            let Some(that) = src.get()? else {
                return Err(src.error("unterminated character set", src.tell() - here));
            };
            if that
                == (Tok {
                    c: ']' as u32,
                    esc: false,
                })
            {
                set.push(item_of(code1));
                set.push(SetItem::Lit('-' as u32));
                break;
            }
            let code2 = if that.esc {
                escape(src, st, that, true)?
            } else {
                Node::Lit(that.c)
            };
            let msg = || format!("bad character range {}-{}", tok_str(this), tok_str(that));
            let off = tok_len(this) + 1 + tok_len(that);
            match (code1, code2) {
                (Node::Lit(lo), Node::Lit(hi)) => {
                    if hi < lo {
                        return Err(src.error(msg(), off));
                    }
                    set.push(SetItem::Range(lo, hi));
                }
                _ => return Err(src.error(msg(), off)),
            }
        } else {
            set.push(item_of(code1));
        }
    }
    if set.len() == 1
        && let SetItem::Lit(c) = set[0]
    {
        return Ok(if negate {
            Node::NotLit(c)
        } else {
            Node::Lit(c)
        });
    }
    Ok(Node::In(negate, set))
}

fn parse_seq(
    src: &mut Source,
    st: &mut State,
    mut verbose: bool,
    nested: usize,
    first: bool,
) -> PResult<Vec<Node>> {
    // Conditionals recurse here without passing through parse_sub.
    if nested > MAX_NESTING + 1 {
        return Err(ReError {
            kind: ErrKind::Recursion,
            msg: "maximum recursion depth exceeded".into(),
            pos: None,
        });
    }
    let mut out: Vec<Node> = Vec::new();
    while let Some(this) = src.next {
        if !this.esc && (this.c == '|' as u32 || this.c == ')' as u32) {
            break;
        }
        src.advance()?;
        let c = if this.esc { '\0' } else { ch(this.c) };
        if verbose && !this.esc {
            if " \t\n\r\x0b\x0c".contains(c) {
                continue;
            }
            if c == '#' {
                loop {
                    match src.get()? {
                        None => break,
                        Some(t) if !t.esc && t.c == '\n' as u32 => break,
                        _ => {}
                    }
                }
                continue;
            }
        }
        if this.esc {
            out.push(escape(src, st, this, false)?);
            continue;
        }
        match c {
            '[' => out.push(parse_set(src, st)?),
            '*' | '+' | '?' | '{' => {
                let here = src.tell();
                let (min, max) = match c {
                    '?' => (0, 1),
                    '*' => (0, MAXREPEAT),
                    '+' => (1, MAXREPEAT),
                    _ => {
                        if src.next
                            == Some(Tok {
                                c: '}' as u32,
                                esc: false,
                            })
                        {
                            out.push(Node::Lit(this.c));
                            continue;
                        }
                        let mut lo = String::new();
                        let mut hi = String::new();
                        while is_digit(src.next) {
                            lo.push(src.get()?.map_or('0', |t| ch(t.c)));
                        }
                        if src.matches(',')? {
                            while is_digit(src.next) {
                                hi.push(src.get()?.map_or('0', |t| ch(t.c)));
                            }
                        } else {
                            hi = lo.clone();
                        }
                        if !src.matches('}')? {
                            out.push(Node::Lit(this.c));
                            src.seek(here)?;
                            continue;
                        }
                        let big = || ReError {
                            kind: ErrKind::Overflow,
                            msg: "the repetition number is too large".into(),
                            pos: None,
                        };
                        let num = |s: &str| -> PResult<u32> {
                            match s.parse::<u64>() {
                                Ok(v) if v < MAXREPEAT as u64 => Ok(v as u32),
                                _ => Err(big()),
                            }
                        };
                        let min = if lo.is_empty() { 0 } else { num(&lo)? };
                        let mut max = MAXREPEAT;
                        if !hi.is_empty() {
                            max = num(&hi)?;
                            if max < min {
                                return Err(src.error(
                                    "min repeat greater than max repeat",
                                    src.tell() - here,
                                ));
                            }
                        }
                        (min, max)
                    }
                };
                let off = src.tell() - here + 1;
                let item = match out.pop() {
                    None | Some(Node::At(_)) => {
                        return Err(src.error("nothing to repeat", off));
                    }
                    Some(Node::Repeat(..)) => return Err(src.error("multiple repeat", off)),
                    Some(Node::Group(None, 0, 0, p)) => p,
                    Some(n) => vec![n],
                };
                let kind = if src.matches('?')? {
                    RepKind::Lazy
                } else if src.matches('+')? {
                    RepKind::Possessive
                } else {
                    RepKind::Greedy
                };
                out.push(Node::Repeat(min, max, kind, item));
            }
            '.' => out.push(Node::Any),
            '^' => out.push(Node::At(At::Beginning)),
            '$' => out.push(Node::At(At::End)),
            '(' => {
                if let Some(n) = parse_paren(src, st, &mut verbose, nested, first, out.is_empty())?
                {
                    out.push(n);
                }
            }
            _ => out.push(Node::Lit(this.c)),
        }
    }
    // Non-capturing groups without flags dissolve into their parent, as in CPython.
    let mut flat = Vec::with_capacity(out.len());
    for n in out {
        match n {
            Node::Group(None, 0, 0, p) => flat.extend(p),
            n => flat.push(n),
        }
    }
    Ok(flat)
}

fn parse_paren(
    src: &mut Source,
    st: &mut State,
    verbose: &mut bool,
    nested: usize,
    first: bool,
    empty: bool,
) -> PResult<Option<Node>> {
    let start = src.tell() - 1;
    let mut capture = true;
    let mut atomic = false;
    let mut name: Option<String> = None;
    let (mut add, mut del) = (0u32, 0u32);
    let unterminated =
        |src: &Source| src.error("missing ), unterminated subpattern", src.tell() - start);
    if src.matches('?')? {
        let Some(t) = src.get()? else {
            return Err(src.error("unexpected end of pattern", 0));
        };
        let c = if t.esc { '\0' } else { ch(t.c) };
        match c {
            'P' => {
                if src.matches('<')? {
                    let n = src.getuntil('>', "group name")?;
                    src.checkgroupname(&n, 1)?;
                    name = Some(n);
                } else if src.matches('=')? {
                    let n = src.getuntil(')', "group name")?;
                    src.checkgroupname(&n, 1)?;
                    let len = n.chars().count() + 1;
                    let Some(&gid) = st.names.get(&n) else {
                        return Err(src.error(format!("unknown group name {}", py_repr(&n)), len));
                    };
                    if !st.checkgroup(gid) {
                        return Err(src.error("cannot refer to an open group", len));
                    }
                    st.checklookbehind(gid, src)?;
                    return Ok(Some(Node::GroupRef(gid)));
                } else {
                    let Some(t2) = src.get()? else {
                        return Err(src.error("unexpected end of pattern", 0));
                    };
                    return Err(src.error(
                        format!("unknown extension ?P{}", tok_str(t2)),
                        tok_len(t2) + 2,
                    ));
                }
            }
            ':' => capture = false,
            '#' => {
                loop {
                    if src.next.is_none() {
                        return Err(
                            src.error("missing ), unterminated comment", src.tell() - start)
                        );
                    }
                    if let Some(t) = src.get()?
                        && !t.esc
                        && t.c == ')' as u32
                    {
                        break;
                    }
                }
                return Ok(None);
            }
            '=' | '!' | '<' => {
                let mut kind = c;
                let mut behind = false;
                let saved = st.lookbehind;
                if c == '<' {
                    let Some(t2) = src.get()? else {
                        return Err(src.error("unexpected end of pattern", 0));
                    };
                    if t2.esc || (t2.c != '=' as u32 && t2.c != '!' as u32) {
                        return Err(src.error(
                            format!("unknown extension ?<{}", tok_str(t2)),
                            tok_len(t2) + 2,
                        ));
                    }
                    kind = ch(t2.c);
                    behind = true;
                    if saved.is_none() {
                        st.lookbehind = Some(st.groups());
                    }
                }
                let p = parse_sub(src, st, *verbose, nested + 1)?;
                if behind && saved.is_none() {
                    st.lookbehind = None;
                }
                if !src.matches(')')? {
                    return Err(unterminated(src));
                }
                return Ok(Some(Node::Assert(behind, kind == '!', p)));
            }
            '(' => {
                let cond = src.getuntil(')', "group name")?;
                let len = cond.chars().count() + 1;
                let g = if crate::text::isidentifier(&cond) {
                    match st.names.get(&cond) {
                        Some(&g) => g,
                        None => {
                            return Err(
                                src.error(format!("unknown group name {}", py_repr(&cond)), len)
                            );
                        }
                    }
                } else {
                    let g: usize = match cond.trim().parse::<u64>() {
                        Ok(v) if !cond.starts_with('+') => v.min(usize::MAX as u64) as usize,
                        _ => {
                            return Err(src.error(
                                format!("bad character in group name {}", py_repr(&cond)),
                                len,
                            ));
                        }
                    };
                    if g == 0 {
                        return Err(src.error("bad group number", len));
                    }
                    if g >= MAXGROUPS {
                        return Err(src.error(format!("invalid group reference {g}"), len));
                    }
                    if !st.refpos.iter().any(|&(x, _)| x == g) {
                        st.refpos.push((g, src.tell() - len));
                    }
                    g
                };
                st.checklookbehind(g, src)?;
                let yes = parse_seq(src, st, *verbose, nested + 1, false)?;
                let no = if src.matches('|')? {
                    let n = parse_seq(src, st, *verbose, nested + 1, false)?;
                    if src.next
                        == Some(Tok {
                            c: '|' as u32,
                            esc: false,
                        })
                    {
                        return Err(src.error("conditional backref with more than two branches", 0));
                    }
                    Some(n)
                } else {
                    None
                };
                if !src.matches(')')? {
                    return Err(unterminated(src));
                }
                return Ok(Some(Node::GroupRefExists(g, yes, no)));
            }
            '>' => {
                capture = false;
                atomic = true;
            }
            _ if c == '-' || flag_of(t.c).is_some() && !t.esc => match parse_flags(src, st, t.c)? {
                None => {
                    if !first || !empty {
                        return Err(src.error(
                            "global flags not at the start of the expression",
                            src.tell() - start,
                        ));
                    }
                    *verbose = st.flags & FLAG_X != 0;
                    return Ok(None);
                }
                Some((a, d)) => {
                    add = a;
                    del = d;
                    capture = false;
                }
            },
            _ => {
                return Err(src.error(format!("unknown extension ?{}", tok_str(t)), tok_len(t) + 1));
            }
        }
    }
    let group = if capture {
        let gid = st.groups();
        st.widths.push(None);
        if let Some(n) = &name {
            if let Some(&old) = st.names.get(n) {
                return Err(src.error(
                    format!(
                        "redefinition of group name {} as group {gid}; was group {old}",
                        py_repr(n)
                    ),
                    n.chars().count() + 1,
                ));
            }
            st.names.insert(n.clone(), gid);
        }
        Some(gid)
    } else {
        None
    };
    let sub_verbose = (*verbose || add & FLAG_X != 0) && del & FLAG_X == 0;
    let p = parse_sub(src, st, sub_verbose, nested + 1)?;
    if !src.matches(')')? {
        return Err(unterminated(src));
    }
    if let Some(g) = group {
        st.widths[g] = Some(width(&p, st));
    }
    if atomic {
        return Ok(Some(Node::Atomic(p)));
    }
    Ok(Some(Node::Group(group, add, del, p)))
}

fn parse_flags(src: &mut Source, st: &mut State, mut c: u32) -> PResult<Option<(u32, u32)>> {
    let (mut add, mut del) = (0u32, 0u32);
    let get = |src: &mut Source| -> PResult<Option<u32>> {
        Ok(src.get()?.map(|t| if t.esc { u32::MAX } else { t.c }))
    };
    if c != '-' as u32 {
        loop {
            let flag = flag_of(c).unwrap_or(0);
            if src.istext {
                if c == 'L' as u32 {
                    return Err(src.error(
                        "bad inline flags: cannot use 'L' flag with a str pattern",
                        0,
                    ));
                }
            } else if c == 'u' as u32 {
                return Err(src.error(
                    "bad inline flags: cannot use 'u' flag with a bytes pattern",
                    0,
                ));
            }
            add |= flag;
            if flag & TYPE_FLAGS != 0 && add & TYPE_FLAGS != flag {
                return Err(src.error(
                    "bad inline flags: flags 'a', 'u' and 'L' are incompatible",
                    0,
                ));
            }
            let Some(n) = get(src)? else {
                return Err(src.error("missing -, : or )", 0));
            };
            c = n;
            if c == ')' as u32 || c == '-' as u32 || c == ':' as u32 {
                break;
            }
            if flag_of(c).is_none() {
                let msg = if is_alpha(c) {
                    "unknown flag"
                } else {
                    "missing -, : or )"
                };
                return Err(src.error(msg, if c == u32::MAX { 2 } else { 1 }));
            }
        }
    }
    if c == ')' as u32 {
        st.flags |= add;
        return Ok(None);
    }
    if add & GLOBAL_FLAGS != 0 {
        return Err(src.error("bad inline flags: cannot turn on global flag", 1));
    }
    if c == '-' as u32 {
        let Some(n) = get(src)? else {
            return Err(src.error("missing flag", 0));
        };
        c = n;
        if flag_of(c).is_none() {
            let msg = if is_alpha(c) {
                "unknown flag"
            } else {
                "missing flag"
            };
            return Err(src.error(msg, if c == u32::MAX { 2 } else { 1 }));
        }
        loop {
            let flag = flag_of(c).unwrap_or(0);
            if flag & TYPE_FLAGS != 0 {
                return Err(src.error(
                    "bad inline flags: cannot turn off flags 'a', 'u' and 'L'",
                    0,
                ));
            }
            del |= flag;
            let Some(n) = get(src)? else {
                return Err(src.error("missing :", 0));
            };
            c = n;
            if c == ':' as u32 {
                break;
            }
            if flag_of(c).is_none() {
                let msg = if is_alpha(c) {
                    "unknown flag"
                } else {
                    "missing :"
                };
                return Err(src.error(msg, if c == u32::MAX { 2 } else { 1 }));
            }
        }
    }
    if del & GLOBAL_FLAGS != 0 {
        return Err(src.error("bad inline flags: cannot turn off global flag", 1));
    }
    if add & del != 0 {
        return Err(src.error("bad inline flags: flag turned on and off", 1));
    }
    Ok(Some((add, del)))
}
