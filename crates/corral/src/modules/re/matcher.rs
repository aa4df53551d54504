//! The backtracking matcher. Every choice point, and every capture or
//! counter change that must be undone, goes on an explicit stack, so neither
//! the pattern nor the subject can drive Rust recursion. Work is charged as
//! steps and the stack's growth as memory, so catastrophic patterns end at
//! the run's limits.

use super::parser::{Cat, RepKind, SetItem};
use super::program::{Anchor, CharSet, Inst, Program, fold, upper};
use crate::error::Result;
use crate::text::{ALPHA, DECIMAL, DIGIT, NUMERIC, char_flags};
use crate::vm::Vm;

pub trait Subject {
    fn at(&self, i: usize) -> u32;
}

impl Subject for [u8] {
    #[inline]
    fn at(&self, i: usize) -> u32 {
        self[i] as u32
    }
}

impl Subject for [char] {
    #[inline]
    fn at(&self, i: usize) -> u32 {
        self[i] as u32
    }
}

const UNSET: usize = usize::MAX;
/// Units of matcher work per step charged to the run.
const WORK_PER_STEP: u64 = 4;
const WORK_BATCH: u64 = 1024;
const STACK_CHUNK: usize = 256;

enum Bt {
    Alt { pc: usize, pos: usize },
    Slot { i: usize, old: usize },
    Reg { i: usize, old: usize },
    LastIndex(usize),
    Greedy { pc: usize, lo: usize, cur: usize },
    Lazy { pc: usize, cur: usize, hi: usize },
    Look { neg: bool, pos: usize, cont: usize },
    Atomic,
}

fn is_word(c: u32, uni: bool) -> bool {
    if c < 128 {
        return (c as u8).is_ascii_alphanumeric() || c == '_' as u32;
    }
    uni && char::from_u32(c)
        .is_some_and(|ch| char_flags(ch) & (ALPHA | DECIMAL | DIGIT | NUMERIC) != 0)
}

fn is_digit(c: u32, uni: bool) -> bool {
    if c < 128 {
        return (c as u8).is_ascii_digit();
    }
    uni && char::from_u32(c).is_some_and(|ch| char_flags(ch) & DECIMAL != 0)
}

fn is_space(c: u32, uni: bool) -> bool {
    if c < 128 {
        return matches!(c, 9..=13 | 32) || (uni && (0x1c..=0x1f).contains(&c));
    }
    uni && char::from_u32(c).is_some_and(crate::text::is_space)
}

fn cat(k: Cat, c: u32, uni: bool) -> bool {
    match k {
        Cat::Digit => is_digit(c, uni),
        Cat::NotDigit => !is_digit(c, uni),
        Cat::Space => is_space(c, uni),
        Cat::NotSpace => !is_space(c, uni),
        Cat::Word => is_word(c, uni),
        Cat::NotWord => !is_word(c, uni),
    }
}

fn in_items(items: &[SetItem], c: u32, uni: bool) -> bool {
    items.iter().any(|it| match *it {
        SetItem::Lit(x) => x == c,
        SetItem::Range(lo, hi) => lo <= c && c <= hi,
        SetItem::Cat(k) => cat(k, c, uni),
    })
}

fn in_set(s: &CharSet, c: u32) -> bool {
    let mut hit = in_items(&s.items, c, s.uni);
    if !hit && s.icase {
        let (l, u) = (fold(c, s.uni), upper(c, s.uni));
        hit = (l != c && in_items(&s.items, l, s.uni)) || (u != c && in_items(&s.items, u, s.uni));
    }
    hit != s.negate
}

pub struct Matcher<'a, S: Subject + ?Sized> {
    prog: &'a Program,
    s: &'a S,
    end: usize,
    pub slots: Vec<usize>,
    regs: Vec<usize>,
    pub lastindex: usize,
    stack: Vec<Bt>,
    charged_entries: usize,
    work: u64,
}

impl<'a, S: Subject + ?Sized> Matcher<'a, S> {
    pub fn new(prog: &'a Program, s: &'a S, end: usize) -> Self {
        Matcher {
            prog,
            s,
            end,
            slots: vec![UNSET; prog.groups * 2],
            regs: vec![UNSET; prog.regs],
            lastindex: UNSET,
            stack: Vec::new(),
            charged_entries: 0,
            work: 0,
        }
    }

    /// Return the memory charged for the backtrack stack.
    pub fn release(&mut self, vm: &mut Vm) {
        vm.heap
            .uncharge(self.charged_entries * std::mem::size_of::<Bt>());
        self.charged_entries = 0;
        self.stack = Vec::new();
    }

    fn tick(&mut self, vm: &mut Vm, n: u64) -> Result<()> {
        self.work += n;
        if self.work >= WORK_BATCH {
            vm.charge_steps(self.work / WORK_PER_STEP)?;
            self.work %= WORK_PER_STEP;
        }
        Ok(())
    }

    fn push(&mut self, vm: &mut Vm, b: Bt) -> Result<()> {
        if self.stack.len() >= self.charged_entries {
            vm.heap.charge(STACK_CHUNK * std::mem::size_of::<Bt>())?;
            self.charged_entries += STACK_CHUNK;
        }
        self.stack.push(b);
        Ok(())
    }

    fn set_slot(&mut self, vm: &mut Vm, i: usize, v: usize) -> Result<()> {
        let old = self.slots[i];
        self.push(vm, Bt::Slot { i, old })?;
        self.slots[i] = v;
        Ok(())
    }

    fn set_reg(&mut self, vm: &mut Vm, i: usize, v: usize) -> Result<()> {
        let old = self.regs[i];
        self.push(vm, Bt::Reg { i, old })?;
        self.regs[i] = v;
        Ok(())
    }

    fn one(&self, inst: &Inst, pos: usize) -> bool {
        if pos >= self.end {
            return false;
        }
        let c = self.s.at(pos);
        match *inst {
            Inst::Char(x) => c == x,
            Inst::NotChar(x) => c != x,
            Inst::CharI(x, uni) => fold(c, uni) == x || fold(upper(c, uni), uni) == x,
            Inst::NotCharI(x, uni) => !(fold(c, uni) == x || fold(upper(c, uni), uni) == x),
            Inst::Any => c != '\n' as u32,
            Inst::AnyAll => true,
            Inst::Set(i) => in_set(&self.prog.sets[i], c),
            _ => false,
        }
    }

    fn anchor(&self, a: Anchor, pos: usize) -> bool {
        let end = self.end;
        let nl = '\n' as u32;
        match a {
            Anchor::Beginning | Anchor::BeginString => pos == 0,
            Anchor::BeginLine => pos == 0 || self.s.at(pos - 1) == nl,
            Anchor::End => pos == end || (pos + 1 == end && self.s.at(pos) == nl),
            Anchor::EndLine => pos == end || self.s.at(pos) == nl,
            Anchor::EndString => pos == end,
            Anchor::Boundary(uni) | Anchor::NonBoundary(uni) => {
                if end == 0 {
                    return false;
                }
                let before = pos > 0 && is_word(self.s.at(pos - 1), uni);
                let after = pos < end && is_word(self.s.at(pos), uni);
                (before != after) == matches!(a, Anchor::Boundary(_))
            }
        }
    }

    /// Undo entries down to the innermost lookaround/atomic marker. With
    /// `keep`, capture/counter undo records survive (re-pushed after), since
    /// the construct succeeded and later backtracking must still undo them.
    fn cut(&mut self, vm: &mut Vm, keep: bool) -> Result<Option<Bt>> {
        let mut kept = Vec::new();
        let mut marker = None;
        while let Some(b) = self.stack.pop() {
            match b {
                Bt::Look { .. } | Bt::Atomic => {
                    marker = Some(b);
                    break;
                }
                Bt::Slot { i, old } => {
                    if keep {
                        kept.push(b);
                    } else {
                        self.slots[i] = old;
                    }
                }
                Bt::Reg { i, old } => {
                    if keep {
                        kept.push(b);
                    } else {
                        self.regs[i] = old;
                    }
                }
                Bt::LastIndex(old) => {
                    if keep {
                        kept.push(b);
                    } else {
                        self.lastindex = old;
                    }
                }
                _ => {}
            }
        }
        self.tick(vm, kept.len() as u64)?;
        while let Some(b) = kept.pop() {
            self.push(vm, b)?;
        }
        Ok(marker)
    }

    /// Try to match at `start`. `full`: must end at the end; `advance`: an
    /// empty match at `start` does not count (CPython's must_advance).
    pub fn run(
        &mut self,
        vm: &mut Vm,
        start: usize,
        full: bool,
        advance: bool,
    ) -> Result<Option<usize>> {
        self.slots.iter_mut().for_each(|s| *s = UNSET);
        self.lastindex = UNSET;
        self.stack.clear();
        let insts = &self.prog.insts;
        let mut pc = 0usize;
        let mut pos = start;
        loop {
            self.tick(vm, 1)?;
            let ok = match &insts[pc] {
                Inst::Match => {
                    if (full && pos != self.end) || (advance && pos == start) {
                        false
                    } else {
                        self.stack.clear();
                        return Ok(Some(pos));
                    }
                }
                i @ (Inst::Char(_)
                | Inst::NotChar(_)
                | Inst::CharI(..)
                | Inst::NotCharI(..)
                | Inst::Any
                | Inst::AnyAll
                | Inst::Set(_)) => {
                    if self.one(i, pos) {
                        pos += 1;
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::At(a) => {
                    pc += 1;
                    self.anchor(*a, pos)
                }
                Inst::Split(alt) => {
                    self.push(vm, Bt::Alt { pc: *alt, pos })?;
                    pc += 1;
                    true
                }
                Inst::Jmp(t) => {
                    pc = *t;
                    true
                }
                Inst::Save(i) => {
                    let i = *i;
                    self.set_slot(vm, i, pos)?;
                    if i % 2 == 1 {
                        let old = self.lastindex;
                        self.push(vm, Bt::LastIndex(old))?;
                        self.lastindex = i / 2;
                    }
                    pc += 1;
                    true
                }
                Inst::RepStart(r) => {
                    let r = *r;
                    self.set_reg(vm, r, 0)?;
                    self.set_reg(vm, r + 1, UNSET)?;
                    pc += 1;
                    true
                }
                Inst::Rep {
                    reg,
                    min,
                    max,
                    greedy,
                    exit,
                } => {
                    let count = self.regs[*reg];
                    let last = self.regs[*reg + 1];
                    if count < *min as usize {
                        pc += 1;
                    } else if (count < *max as usize || *max == u32::MAX) && pos != last {
                        if *greedy {
                            self.push(vm, Bt::Alt { pc: *exit, pos })?;
                            pc += 1;
                        } else {
                            self.push(vm, Bt::Alt { pc: pc + 1, pos })?;
                            pc = *exit;
                        }
                    } else {
                        pc = *exit;
                    }
                    true
                }
                Inst::RepIter(r) => {
                    let r = *r;
                    let count = self.regs[r];
                    self.set_reg(vm, r, count + 1)?;
                    self.set_reg(vm, r + 1, pos)?;
                    pc += 1;
                    true
                }
                Inst::Single { min, max, kind } => {
                    let item = &insts[pc + 1];
                    let limit = if *max == u32::MAX {
                        self.end
                    } else {
                        self.end.min(pos.saturating_add(*max as usize))
                    };
                    let min_pos = pos.saturating_add(*min as usize);
                    if *kind == RepKind::Lazy {
                        let mut p = pos;
                        while p < min_pos && self.one(item, p) {
                            p += 1;
                        }
                        self.tick(vm, (p - pos) as u64)?;
                        if p < min_pos {
                            false
                        } else {
                            if p < limit {
                                self.push(
                                    vm,
                                    Bt::Lazy {
                                        pc: pc + 2,
                                        cur: p,
                                        hi: limit,
                                    },
                                )?;
                            }
                            pos = p;
                            pc += 2;
                            true
                        }
                    } else {
                        let mut p = pos;
                        while p < limit && self.one(item, p) {
                            p += 1;
                        }
                        self.tick(vm, (p - pos) as u64)?;
                        if p < min_pos {
                            false
                        } else {
                            if *kind == RepKind::Greedy && p > min_pos {
                                self.push(
                                    vm,
                                    Bt::Greedy {
                                        pc: pc + 2,
                                        lo: min_pos,
                                        cur: p,
                                    },
                                )?;
                            }
                            pos = p;
                            pc += 2;
                            true
                        }
                    }
                }
                Inst::Backref(g, icase, uni) => {
                    let (a, b) = (self.slots[2 * g], self.slots[2 * g + 1]);
                    if a == UNSET || b == UNSET || b < a {
                        false
                    } else {
                        let n = b - a;
                        self.tick(vm, n as u64)?;
                        if pos + n > self.end {
                            false
                        } else {
                            let same = (0..n).all(|k| {
                                let (x, y) = (self.s.at(a + k), self.s.at(pos + k));
                                x == y || (*icase && fold(x, *uni) == fold(y, *uni))
                            });
                            if same {
                                pos += n;
                                pc += 1;
                            }
                            same
                        }
                    }
                }
                Inst::GroupExists(g, no) => {
                    let set = self.slots.get(2 * g + 1).is_some_and(|&e| e != UNSET)
                        && self.slots[2 * g] != UNSET;
                    pc = if set { pc + 1 } else { *no };
                    true
                }
                Inst::LookStart { neg, behind, cont } => {
                    let (neg, cont) = (*neg, *cont);
                    match behind {
                        Some(w) if *w > pos => {
                            // Too close to the start: the body cannot match.
                            if neg {
                                pc = cont;
                                true
                            } else {
                                false
                            }
                        }
                        _ => {
                            self.push(vm, Bt::Look { neg, pos, cont })?;
                            pos -= behind.unwrap_or(0);
                            pc += 1;
                            true
                        }
                    }
                }
                Inst::LookEnd => {
                    let look_pos = self.stack.iter().rev().find_map(|b| match b {
                        Bt::Look { pos, neg, .. } => Some((*pos, *neg)),
                        _ => None,
                    });
                    match look_pos {
                        Some((p, false)) => {
                            self.cut(vm, true)?;
                            pos = p;
                            pc += 1;
                            true
                        }
                        Some((_, true)) => {
                            self.cut(vm, false)?;
                            false
                        }
                        None => false,
                    }
                }
                Inst::AtomicStart => {
                    self.push(vm, Bt::Atomic)?;
                    pc += 1;
                    true
                }
                Inst::AtomicEnd => {
                    self.cut(vm, true)?;
                    pc += 1;
                    true
                }
            };
            if ok {
                continue;
            }
            // Backtrack.
            loop {
                self.tick(vm, 1)?;
                let Some(b) = self.stack.pop() else {
                    return Ok(None);
                };
                match b {
                    Bt::Alt { pc: p, pos: q } => {
                        pc = p;
                        pos = q;
                        break;
                    }
                    Bt::Slot { i, old } => self.slots[i] = old,
                    Bt::Reg { i, old } => self.regs[i] = old,
                    Bt::LastIndex(old) => self.lastindex = old,
                    Bt::Greedy { pc: p, lo, cur } => {
                        let cur = cur - 1;
                        if cur > lo {
                            self.stack.push(Bt::Greedy { pc: p, lo, cur });
                        }
                        pc = p;
                        pos = cur;
                        break;
                    }
                    Bt::Lazy { pc: p, cur, hi } => {
                        if self.one(&insts[p - 1], cur) {
                            let cur = cur + 1;
                            if cur < hi {
                                self.stack.push(Bt::Lazy { pc: p, cur, hi });
                            }
                            pc = p;
                            pos = cur;
                            break;
                        }
                    }
                    Bt::Look {
                        neg: true,
                        pos: q,
                        cont,
                    } => {
                        pc = cont;
                        pos = q;
                        break;
                    }
                    Bt::Look { .. } | Bt::Atomic => {}
                }
            }
        }
    }

    /// First match at or after `start`, as (match start, match end).
    pub fn search(
        &mut self,
        vm: &mut Vm,
        start: usize,
        advance: bool,
    ) -> Result<Option<(usize, usize)>> {
        let first = match self.prog.insts.first() {
            Some(Inst::Char(c)) => Some(*c),
            _ => None,
        };
        let mut p = start;
        let mut adv = advance;
        while p <= self.end {
            if let Some(c) = first {
                let from = p;
                while p < self.end && self.s.at(p) != c {
                    p += 1;
                }
                self.tick(vm, ((p - from) / 8) as u64)?;
                if p >= self.end {
                    return Ok(None);
                }
                if p != start {
                    adv = false;
                }
            }
            if let Some(e) = self.run(vm, p, false, adv)? {
                return Ok(Some((p, e)));
            }
            adv = false;
            p += 1;
        }
        Ok(None)
    }
}
