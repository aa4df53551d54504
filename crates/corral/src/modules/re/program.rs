//! Compiles a parsed pattern into a flat instruction list for the
//! backtracking matcher. Inline flags are resolved here, per instruction,
//! the way CPython's `_compiler.py` threads them through subpatterns.

use super::parser::{
    At, FLAG_A, FLAG_I, FLAG_M, FLAG_S, FLAG_U, MAXREPEAT, Node, Parsed, RepKind, SetItem,
    node_width,
};

#[derive(Clone, Copy, Debug)]
pub enum Anchor {
    Beginning,
    BeginLine,
    End,
    EndLine,
    BeginString,
    EndString,
    Boundary(bool),
    NonBoundary(bool),
}

#[derive(Debug)]
pub struct CharSet {
    pub negate: bool,
    pub items: Vec<SetItem>,
    pub icase: bool,
    pub uni: bool,
}

#[derive(Debug)]
pub enum Inst {
    Char(u32),
    NotChar(u32),
    /// Case-insensitive literal, stored folded; `bool` is Unicode folding.
    CharI(u32, bool),
    NotCharI(u32, bool),
    Any,
    AnyAll,
    Set(usize),
    At(Anchor),
    /// Try the next instruction first; on failure resume at the target.
    Split(usize),
    Jmp(usize),
    Save(usize),
    RepStart(usize),
    Rep {
        reg: usize,
        min: u32,
        max: u32,
        greedy: bool,
        exit: usize,
    },
    RepIter(usize),
    /// Repeat the single-character instruction that follows.
    Single {
        min: u32,
        max: u32,
        kind: RepKind,
    },
    Backref(usize, bool, bool),
    GroupExists(usize, usize),
    LookStart {
        neg: bool,
        behind: Option<usize>,
        cont: usize,
    },
    LookEnd,
    AtomicStart,
    AtomicEnd,
    Match,
}

pub struct Program {
    pub insts: Vec<Inst>,
    pub sets: Vec<CharSet>,
    pub regs: usize,
    pub groups: usize,
    pub flags: u32,
    pub names: Vec<(String, usize)>,
}

pub struct CompileError(pub String);

struct Compiler<'a> {
    insts: Vec<Inst>,
    sets: Vec<CharSet>,
    regs: usize,
    widths: &'a [Option<(u64, u64)>],
}

pub fn fold(c: u32, uni: bool) -> u32 {
    if c < 128 {
        return if (b'A' as u32..=b'Z' as u32).contains(&c) {
            c + 32
        } else {
            c
        };
    }
    if !uni {
        return c;
    }
    match char::from_u32(c) {
        Some(ch) => {
            // Simple (one-character) lowercase, as CPython's sre uses: only
            // U+0130 has a longer full mapping, and its simple one is 'i'.
            let mut l = ch.to_lowercase();
            match (l.next(), l.next()) {
                (Some(x), None) => x as u32,
                (Some(x), Some(_)) if c == 0x130 => x as u32,
                _ => c,
            }
        }
        None => c,
    }
}

pub fn upper(c: u32, uni: bool) -> u32 {
    if c < 128 {
        return if (b'a' as u32..=b'z' as u32).contains(&c) {
            c - 32
        } else {
            c
        };
    }
    if !uni {
        return c;
    }
    match char::from_u32(c) {
        Some(ch) => {
            let mut u = ch.to_uppercase();
            match (u.next(), u.next()) {
                (Some(x), None) => x as u32,
                _ => c,
            }
        }
        None => c,
    }
}

fn single_width(n: &Node) -> bool {
    matches!(n, Node::Lit(_) | Node::NotLit(_) | Node::Any | Node::In(..))
}

impl Compiler<'_> {
    fn emit(&mut self, i: Inst) -> usize {
        self.insts.push(i);
        self.insts.len() - 1
    }

    fn seq(&mut self, nodes: &[Node], flags: u32) -> Result<(), CompileError> {
        for n in nodes {
            self.node(n, flags)?;
        }
        Ok(())
    }

    fn node(&mut self, n: &Node, flags: u32) -> Result<(), CompileError> {
        let icase = flags & FLAG_I != 0;
        let uni = flags & FLAG_U != 0 && flags & FLAG_A == 0;
        match n {
            Node::Lit(c) => {
                let i = if icase && fold(*c, uni) != upper(*c, uni) {
                    Inst::CharI(fold(*c, uni), uni)
                } else {
                    Inst::Char(*c)
                };
                self.emit(i);
            }
            Node::NotLit(c) => {
                let i = if icase && fold(*c, uni) != upper(*c, uni) {
                    Inst::NotCharI(fold(*c, uni), uni)
                } else {
                    Inst::NotChar(*c)
                };
                self.emit(i);
            }
            Node::Any => {
                self.emit(if flags & FLAG_S != 0 {
                    Inst::AnyAll
                } else {
                    Inst::Any
                });
            }
            Node::In(negate, items) => {
                self.sets.push(CharSet {
                    negate: *negate,
                    items: items.clone(),
                    icase,
                    uni,
                });
                let i = self.sets.len() - 1;
                self.emit(Inst::Set(i));
            }
            Node::At(a) => {
                let m = flags & FLAG_M != 0;
                let a = match a {
                    At::Beginning if m => Anchor::BeginLine,
                    At::Beginning => Anchor::Beginning,
                    At::End if m => Anchor::EndLine,
                    At::End => Anchor::End,
                    At::BeginString => Anchor::BeginString,
                    At::EndString => Anchor::EndString,
                    At::Boundary => Anchor::Boundary(uni),
                    At::NonBoundary => Anchor::NonBoundary(uni),
                };
                self.emit(Inst::At(a));
            }
            Node::Group(g, add, del, body) => {
                let mut f = flags;
                if add & (FLAG_A | FLAG_U | 4) != 0 {
                    f &= !(FLAG_A | FLAG_U | 4);
                }
                f = (f | add) & !del;
                if let Some(g) = g {
                    self.emit(Inst::Save(2 * g));
                    self.seq(body, f)?;
                    self.emit(Inst::Save(2 * g + 1));
                } else {
                    self.seq(body, f)?;
                }
            }
            Node::Repeat(min, max, kind, body) => {
                if *kind == RepKind::Possessive {
                    self.emit(Inst::AtomicStart);
                }
                if body.len() == 1 && single_width(&body[0]) {
                    self.emit(Inst::Single {
                        min: *min,
                        max: *max,
                        kind: *kind,
                    });
                    self.node(&body[0], flags)?;
                } else {
                    let reg = self.regs;
                    self.regs += 2;
                    self.emit(Inst::RepStart(reg));
                    let top = self.emit(Inst::Jmp(0));
                    self.emit(Inst::RepIter(reg));
                    self.seq(body, flags)?;
                    self.emit(Inst::Jmp(top));
                    let exit = self.insts.len();
                    self.insts[top] = Inst::Rep {
                        reg,
                        min: *min,
                        max: *max,
                        greedy: *kind != RepKind::Lazy,
                        exit,
                    };
                }
                if *kind == RepKind::Possessive {
                    self.emit(Inst::AtomicEnd);
                }
            }
            Node::Branch(alts) => {
                let mut jumps = Vec::new();
                for (i, alt) in alts.iter().enumerate() {
                    let split = if i + 1 < alts.len() {
                        Some(self.emit(Inst::Split(0)))
                    } else {
                        None
                    };
                    self.seq(alt, flags)?;
                    if let Some(s) = split {
                        jumps.push(self.emit(Inst::Jmp(0)));
                        self.insts[s] = Inst::Split(self.insts.len());
                    }
                }
                let end = self.insts.len();
                for j in jumps {
                    self.insts[j] = Inst::Jmp(end);
                }
            }
            Node::GroupRef(g) => {
                self.emit(Inst::Backref(*g, icase, uni));
            }
            Node::GroupRefExists(g, yes, no) => {
                let test = self.emit(Inst::GroupExists(*g, 0));
                self.seq(yes, flags)?;
                match no {
                    Some(no) => {
                        let j = self.emit(Inst::Jmp(0));
                        self.insts[test] = Inst::GroupExists(*g, self.insts.len());
                        self.seq(no, flags)?;
                        let end = self.insts.len();
                        self.insts[j] = Inst::Jmp(end);
                    }
                    None => {
                        self.insts[test] = Inst::GroupExists(*g, self.insts.len());
                    }
                }
            }
            Node::Assert(behind, neg, body) => {
                let behind = if *behind {
                    let (lo, hi) = node_width(body, self.widths);
                    if lo != hi || hi >= MAXREPEAT as u64 {
                        return Err(CompileError(
                            "look-behind requires fixed-width pattern".into(),
                        ));
                    }
                    Some(lo as usize)
                } else {
                    None
                };
                let start = self.emit(Inst::LookEnd);
                self.seq(body, flags)?;
                self.emit(Inst::LookEnd);
                self.insts[start] = Inst::LookStart {
                    neg: *neg,
                    behind,
                    cont: self.insts.len(),
                };
            }
            Node::Atomic(body) => {
                self.emit(Inst::AtomicStart);
                self.seq(body, flags)?;
                self.emit(Inst::AtomicEnd);
            }
        }
        Ok(())
    }
}

pub fn compile(p: &Parsed) -> Result<Program, CompileError> {
    let mut c = Compiler {
        insts: Vec::new(),
        sets: Vec::new(),
        regs: 0,
        widths: &p.widths,
    };
    c.seq(&p.nodes, p.flags)?;
    c.emit(Inst::Match);
    let mut names: Vec<(String, usize)> = p.names.iter().map(|(k, v)| (k.clone(), *v)).collect();
    names.sort_by_key(|(_, v)| *v);
    Ok(Program {
        insts: c.insts,
        sets: c.sets,
        regs: c.regs,
        groups: p.groups,
        flags: p.flags,
        names,
    })
}
