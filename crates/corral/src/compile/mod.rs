//! Source → bytecode. `nesting` bounds the source before the parser sees it,
//! `scope` resolves names, `stmt` and `expr` generate code into a `Unit`.

pub mod code;
mod expr;
mod forbidden;
mod fstrings;
mod fuse;
mod mangle;
pub use mangle::mangled;
pub mod nesting;
mod pattern;
pub mod scope;
mod source_encoding;
mod stmt;
mod syntax_error;
mod tabs;
mod unparse;

pub use source_encoding::decode_source;

use std::collections::HashMap;
use std::rc::Rc;

use ruff_python_ast::Stmt;
use ruff_text_size::{Ranged, TextSize};

use code::{Code, Const, Op, Signature};
use scope::{NameKind, ScopeKind, SymbolTable};
use syntax_error::{End, TextForm};

/// A compile-time error (syntax or unsupported feature) with its location.
#[derive(Clone, Debug)]
pub struct CompileError {
    /// The Python exception type name, usually "SyntaxError".
    pub kind: &'static str,
    pub message: String,
    pub line: u32,
    pub column: u32,
    /// Where the offending range ends, as CPython's `end_lineno` and
    /// `end_offset` (which is 0 or -1 for some errors of its tokenizer).
    pub end_line: u32,
    pub end_column: i64,
    /// The offending source line as CPython's `SyntaxError.text` has it
    /// (its tokenizer adds a newline to the last line in some cases).
    pub text: Option<String>,
    /// Found after parsing (scopes or code generation): CPython reads the
    /// text of such an error back from the file, so `compile()` of a string
    /// gives it none.
    pub late: bool,
}

impl CompileError {
    /// An error with no source range, for faults and limits.
    pub fn bare(kind: &'static str, message: String, line: u32) -> CompileError {
        CompileError {
            kind,
            message,
            line,
            column: 1,
            end_line: line,
            end_column: 1,
            text: None,
            late: false,
        }
    }
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} (line {}, column {})",
            self.kind, self.message, self.line, self.column
        )
    }
}

/// Names of module globals, shared by every compile unit of a session so a
/// global is a slot index, not a hash lookup, at run time.
///
/// The table is copy-on-write: every run of a compiled program starts from
/// the program's table without copying it, and the first name a run adds
/// gives that run its own copy, so no run can change what another sees.
#[derive(Debug, Default, Clone)]
pub struct GlobalNames(Rc<NameTable>);

#[derive(Debug, Default, Clone)]
struct NameTable {
    names: Vec<Rc<str>>,
    index: HashMap<Rc<str>, u32, foldhash::fast::RandomState>,
}

impl GlobalNames {
    pub fn intern(&mut self, name: &str) -> u32 {
        if let Some(&i) = self.0.index.get(name) {
            return i;
        }
        let t = Rc::make_mut(&mut self.0);
        let rc: Rc<str> = name.into();
        let i = t.names.len() as u32;
        t.names.push(rc.clone());
        t.index.insert(rc, i);
        i
    }
    pub fn get(&self, name: &str) -> Option<u32> {
        self.0.index.get(name).copied()
    }
    /// The names in slot order.
    pub fn names(&self) -> &[Rc<str>] {
        &self.0.names
    }
}

/// Maps byte offsets to 1-based lines and columns.
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    pub fn new(src: &str) -> LineIndex {
        let mut starts = vec![0u32];
        for (i, b) in src.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i as u32 + 1);
            }
        }
        LineIndex { starts }
    }
    pub fn line(&self, offset: u32) -> u32 {
        match self.starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
    }
    pub fn col(&self, src: &str, offset: u32) -> u32 {
        let line = self.line(offset);
        let start = self.starts[(line - 1) as usize] as usize;
        let end = (offset as usize).min(src.len());
        src.get(start..end).map_or(0, |s| s.chars().count() as u32) + 1
    }
}

/// A compile error at byte `start` whose range ends at `end`, with its
/// line's text in CPython's `form`.
fn locate(
    src: &str,
    lines: &LineIndex,
    kind: &'static str,
    message: String,
    start: u32,
    end: End,
    form: TextForm,
) -> CompileError {
    let line = lines.line(start);
    let (end_line, end_column) = match end {
        End::At(e) if e > start => (lines.line(e), lines.col(src, e) as i64),
        End::Col(c) => (line, c),
        _ => (line, lines.col(src, start) as i64),
    };
    let raw = src
        .split_inclusive('\n')
        .nth(line.saturating_sub(1) as usize)
        .unwrap_or("");
    let text = match form {
        // A range over several lines shows its first without the newline.
        TextForm::Parser if end_line > line => raw.trim_end_matches(['\n', '\r']).to_string(),
        TextForm::Raw => raw.to_string(),
        TextForm::Bare => raw.trim_end_matches(['\n', '\r']).to_string(),
        TextForm::Parser => format!("{}\n", raw.trim_end_matches(['\n', '\r'])),
    };
    CompileError {
        kind,
        message,
        line,
        column: lines.col(src, start),
        end_line,
        end_column,
        text: (line as usize <= src.lines().count().max(1)).then_some(text),
        late: false,
    }
}

/// Where the first token at or after `at` starts.
fn token_after(
    parsed: &ruff_python_parser::Parsed<ruff_python_ast::ModModule>,
    at: TextSize,
) -> u32 {
    parsed
        .tokens()
        .iter()
        .find(|t| t.start() >= at && !t.kind().is_trivia())
        .map_or(at.to_u32(), |t| t.start().to_u32())
}

/// Where a compile error is: a node's range, or just a position.
pub(crate) trait ErrorSpan {
    fn span(&self) -> ruff_text_size::TextRange;
}

impl ErrorSpan for TextSize {
    fn span(&self) -> ruff_text_size::TextRange {
        ruff_text_size::TextRange::empty(*self)
    }
}

impl ErrorSpan for ruff_text_size::TextRange {
    fn span(&self) -> ruff_text_size::TextRange {
        *self
    }
}

/// Options for compiling a module.
pub struct ModuleOptions<'a> {
    pub filename: &'a str,
    /// Make the module return the value of a trailing expression statement.
    pub return_last_expr: bool,
    pub max_depth: usize,
    /// Names live in a namespace dict (LoadName/StoreName), as for `exec`
    /// with explicit globals/locals, instead of module global slots.
    pub namespace: bool,
    /// `eval` mode: the source must be a single expression.
    pub eval: bool,
    /// `single` mode (compile()'s interactive statement): the value of
    /// every expression statement outside functions and classes goes to
    /// `sys.displayhook`.
    pub interactive: bool,
}

pub fn compile_module(
    src: &str,
    opts: &ModuleOptions,
    globals: &mut GlobalNames,
) -> Result<Code, CompileError> {
    let lines = LineIndex::new(src);
    let err_at = |kind: &'static str, message: String, offset: u32| {
        locate(
            src,
            &lines,
            kind,
            message,
            offset,
            End::Token,
            TextForm::Parser,
        )
    };
    if let Some(nul) = src.find('\0') {
        // As CPython; the text shown stops at the NUL.
        let mut e = err_at(
            "SyntaxError",
            "source code cannot contain null bytes".into(),
            nul as u32,
        );
        e.text = e
            .text
            .map(|t| t.split('\0').next().unwrap_or("").to_string());
        return Err(e);
    }
    if let Err(e) = nesting::check(src, opts.max_depth) {
        return Err(err_at(e.kind, e.message, e.offset));
    }
    let parsed =
        ruff_python_parser::parse_unchecked_source(src, ruff_python_ast::PySourceType::Python);
    // eval mode: everything after one expression statement is an error.
    let not_expr = if opts.eval {
        let body = &parsed.syntax().body;
        match body.first() {
            None => Some(0),
            // The expression parsed ends with an assignment's target.
            Some(Stmt::Assign(a)) => Some(token_after(&parsed, a.targets[0].end())),
            Some(Stmt::AugAssign(a)) => Some(token_after(&parsed, a.target.end())),
            Some(Stmt::AnnAssign(a)) => Some(token_after(&parsed, a.target.end())),
            Some(s) if !matches!(s, Stmt::Expr(_)) => Some(s.start().to_u32()),
            Some(_) => body.get(1).map(|s| s.start().to_u32()),
        }
    } else {
        None
    };
    // The tokenizer finds a TabError before the parser sees a later error.
    let tab_error = tabs::inconsistent(src, parsed.tokens()).map(|at| {
        locate(
            src,
            &lines,
            "TabError",
            "inconsistent use of tabs and spaces in indentation".into(),
            at,
            End::Col(0),
            TextForm::Parser,
        )
    });
    // 3.11 rejects some f-strings ruff's parser (PEP 701) accepts, and
    // words its errors inside f-strings its own way; an earlier parse
    // error comes first.
    let parse_at = parsed
        .errors()
        .first()
        .map(|e| e.location.start().to_u32())
        .into_iter()
        .chain(not_expr)
        .min();
    if let Some(r) = fstrings::first_rejected(src, parsed.tokens(), &lines, opts.eval)
        && parse_at.is_none_or(|p| r.start <= p)
    {
        return Err(match tab_error {
            Some(t) if t.line <= r.error.line => t,
            _ => r.error,
        });
    }
    let first = parsed.errors().first();
    if first.is_some() || not_expr.is_some() {
        let d = syntax_error::describe(src, parsed.tokens(), parsed.errors(), not_expr, |o| {
            lines.line(o)
        });
        if let Some(t) = tab_error
            && t.line <= lines.line(d.offset)
        {
            return Err(t);
        }
        // eval() input gets no newline added.
        let form = match d.form {
            TextForm::Parser if opts.eval => TextForm::Raw,
            f => f,
        };
        let mut e = locate(src, &lines, d.kind, d.message, d.offset, d.end, form);
        // eval() input gets no newline added, so an error at its very end
        // is at CPython's end marker, which has column 0.
        if opts.eval && d.offset as usize >= src.len() && !src.ends_with('\n') {
            (e.column, e.end_column) = (0, 0);
        }
        return Err(e);
    }
    if let Some(t) = tab_error {
        return Err(t);
    }
    let mut module = parsed.into_syntax();
    let written = mangle::apply(&mut module.body);
    let root = if opts.namespace {
        ScopeKind::Class
    } else {
        ScopeKind::Module
    };
    let table = scope::analyze_as(&module.body, root).map_err(|e| {
        let mut c = locate(
            src,
            &lines,
            "SyntaxError",
            e.message,
            e.range.start().to_u32(),
            End::At(e.range.end().to_u32()),
            TextForm::Parser,
        );
        c.late = true;
        c
    })?;
    let filename: Rc<str> = opts.filename.into();
    let mut c = Compiler {
        src,
        lines: &lines,
        table: &table,
        globals,
        filename: filename.clone(),
        units: Vec::new(),
        future_annotations: future_annotations(&module.body),
        future_over: false,
        const_sets: HashMap::new(),
        interned: Default::default(),
        written,
        interactive: opts.interactive,
    };
    c.units.push(Unit::new(
        0,
        "<module>".into(),
        "<module>".into(),
        filename,
        1,
    ));
    let forbidden = forbidden::check(src, &module.body).map(|f| {
        let mut e = locate(
            src,
            &lines,
            "SyntaxError",
            f.message.into(),
            f.range.start().to_u32(),
            End::At(f.range.end().to_u32()),
            TextForm::Parser,
        );
        e.late = true;
        e
    });
    let generated = c.module_body(&module.body, opts.return_last_expr);
    // Both come from code generation: the one it would meet first wins.
    match (generated, forbidden) {
        (Err(g), Some(f)) if (g.line, g.column) < (f.line, f.column) => return Err(g),
        (_, Some(f)) => return Err(f),
        (g, None) => g?,
    }
    let unit = c
        .units
        .pop()
        .ok_or_else(|| err_at("SystemError", "no unit".into(), 0))?;
    Ok(unit.finish())
}

/// Where control must be unwound on break/continue/return.
#[derive(Clone)]
enum FBlock<'a> {
    Loop {
        start: u32,
        breaks: Vec<usize>,
        is_for: bool,
        is_async: bool,
    },
    TryExcept,
    Finally(&'a [Stmt]),
    Handler {
        name_slot: Option<NameTarget>,
    },
    FinallyHandler,
    With,
    AsyncWith,
}

#[derive(Clone, Copy)]
enum NameTarget {
    Fast(u32),
    Deref(u32),
    Global(u32),
    Name(u32),
}

struct Unit<'a> {
    scope: usize,
    code: Code,
    slots: HashMap<String, u32>,
    names: HashMap<Rc<str>, u32>,
    line: u32,
    /// Source range of the expression or statement being compiled.
    span: (u32, u32),
    fblocks: Vec<FBlock<'a>>,
    retval_slot: Option<u32>,
}

impl<'a> Unit<'a> {
    fn new(
        scope: usize,
        name: Rc<str>,
        qualname: Rc<str>,
        filename: Rc<str>,
        line: u32,
    ) -> Unit<'a> {
        let code = Code {
            name,
            qualname,
            filename,
            firstline: line,
            ..Default::default()
        };
        Unit {
            scope,
            code,
            slots: HashMap::new(),
            names: HashMap::new(),
            line,
            span: (0, 0),
            fblocks: Vec::new(),
            retval_slot: None,
        }
    }

    fn finish(mut self) -> Code {
        fuse::fuse(&mut self.code.ops, &mut self.code.spans);
        self.code.nlocals = self.code.varnames.len() as u32;
        self.code.attr_ic = code::AttrIcs::new(self.code.names.len());
        self.code
    }

    fn slot(&mut self, name: &str) -> u32 {
        if let Some(&s) = self.slots.get(name) {
            return s;
        }
        let s = self.code.varnames.len() as u32;
        self.code.varnames.push(name.into());
        self.slots.insert(name.to_string(), s);
        s
    }
}

struct Compiler<'a> {
    src: &'a str,
    lines: &'a LineIndex,
    table: &'a SymbolTable,
    globals: &'a mut GlobalNames,
    filename: Rc<str>,
    units: Vec<Unit<'a>>,
    /// `from __future__ import annotations`: annotations are kept as strings.
    future_annotations: bool,
    /// A statement other than the docstring and `from __future__` imports
    /// has been compiled at module level: a later future import is an error.
    future_over: bool,
    /// Elements of the first constant set display (or frozenset constant)
    /// with a given value: CPython merges equal constants across a module,
    /// so a later equal display reuses the earlier one's table layout.
    const_sets: HashMap<String, &'a [ruff_python_ast::Expr]>,
    /// One `Rc` per distinct name across every code object of the
    /// program, so attribute caches and dict probes match names by pointer.
    interned: std::collections::HashSet<Rc<str>>,
    /// Definitions whose bound name was mangled: their written name, by
    /// the offset of their identifier (see mangle.rs).
    written: mangle::WrittenNames,
    /// See `ModuleOptions::interactive`.
    interactive: bool,
}

impl Compiler<'_> {
    /// The name a definition shows as `__name__`: as written, even when
    /// the variable it binds is mangled.
    fn written_name(&self, id: &ruff_python_ast::Identifier) -> String {
        match self.written.get(&id.start().to_u32()) {
            Some(w) => w.clone(),
            None => id.id.to_string(),
        }
    }
}

/// Does the module start (after its docstring) with
/// `from __future__ import annotations`?
fn future_annotations(body: &[Stmt]) -> bool {
    let mut stmts = body.iter().peekable();
    if let Some(Stmt::Expr(e)) = stmts.peek()
        && matches!(&*e.value, ruff_python_ast::Expr::StringLiteral(_))
    {
        stmts.next();
    }
    for s in stmts {
        match s {
            Stmt::ImportFrom(i)
                if i.level == 0
                    && i.module
                        .as_ref()
                        .is_some_and(|m| m.id.as_str() == "__future__") =>
            {
                if i.names.iter().any(|a| a.name.id.as_str() == "annotations") {
                    return true;
                }
            }
            _ => return false,
        }
    }
    false
}

type CResult<T = ()> = Result<T, CompileError>;

impl<'a> Compiler<'a> {
    fn unit(&mut self) -> &mut Unit<'a> {
        let n = self.units.len() - 1;
        &mut self.units[n]
    }

    fn error(&self, message: impl Into<String>, at: impl ErrorSpan) -> CompileError {
        let r = at.span();
        let mut e = locate(
            self.src,
            self.lines,
            "SyntaxError",
            message.into(),
            r.start().to_u32(),
            End::At(r.end().to_u32()),
            TextForm::Parser,
        );
        e.late = true;
        e
    }

    fn set_line(&mut self, offset: TextSize) {
        let l = self.lines.line(offset.to_u32());
        self.unit().line = l;
    }

    fn emit(&mut self, op: Op) -> usize {
        let u = self.unit();
        u.code.ops.push(op);
        u.code.lines.push(u.line);
        u.code.spans.push(u.span);
        u.code.ops.len() - 1
    }

    /// Attribute the instructions emitted next to `r`; the range before.
    fn set_span(&mut self, r: ruff_text_size::TextRange) -> (u32, u32) {
        let u = self.unit();
        std::mem::replace(&mut u.span, (r.start().to_u32(), r.end().to_u32()))
    }

    fn here(&mut self) -> u32 {
        self.unit().code.ops.len() as u32
    }

    /// Point the jump at `at` to the current position.
    fn patch(&mut self, at: usize) {
        let target = self.here();
        self.patch_to(at, target);
    }

    fn patch_to(&mut self, at: usize, target: u32) {
        let op = &mut self.unit().code.ops[at];
        *op = match *op {
            Op::Jump(_) => Op::Jump(target),
            Op::PopJumpIfFalse(_) => Op::PopJumpIfFalse(target),
            Op::PopJumpIfTrue(_) => Op::PopJumpIfTrue(target),
            Op::JumpIfFalseOrPop(_) => Op::JumpIfFalseOrPop(target),
            Op::JumpIfTrueOrPop(_) => Op::JumpIfTrueOrPop(target),
            Op::ForIter(_) => Op::ForIter(target),
            Op::SetupExcept(_) => Op::SetupExcept(target),
            other => other,
        };
    }

    fn add_const(&mut self, c: Const) -> u32 {
        let u = self.unit();
        // Deduplicate exact repeats (floats by bits via PartialEq is fine: -0.0 == 0.0 differ in repr, so compare debug).
        for (i, existing) in u.code.consts.iter().enumerate() {
            if same_const(existing, &c) {
                return i as u32;
            }
        }
        u.code.consts.push(c);
        (u.code.consts.len() - 1) as u32
    }

    fn load_const(&mut self, c: Const) {
        let i = self.add_const(c);
        self.emit(Op::LoadConst(i));
    }

    fn name_index(&mut self, name: &str) -> u32 {
        let u = self.unit();
        if let Some(&i) = u.names.get(name) {
            return i;
        }
        let rc: Rc<str> = match self.interned.get(name) {
            Some(rc) => rc.clone(),
            None => {
                let rc: Rc<str> = name.into();
                self.interned.insert(rc.clone());
                rc
            }
        };
        let u = self.unit();
        let i = u.code.names.len() as u32;
        u.code.names.push(rc.clone());
        u.names.insert(rc, i);
        i
    }

    fn scope_kind(&self) -> ScopeKind {
        self.table.scopes[self.units[self.units.len() - 1].scope].kind
    }

    fn resolve(&mut self, name: &str) -> NameTarget {
        let scope = &self.table.scopes[self.units[self.units.len() - 1].scope];
        match scope.kind_of(name) {
            NameKind::Global => NameTarget::Global(self.globals.intern(name)),
            NameKind::Name => {
                self.globals.intern(name);
                NameTarget::Name(self.name_index(name))
            }
            NameKind::Local => NameTarget::Fast(self.unit().slot(name)),
            NameKind::Cell | NameKind::Free => NameTarget::Deref(self.unit().slot(name)),
        }
    }

    fn load_name(&mut self, name: &str) {
        match self.resolve(name) {
            NameTarget::Fast(s) => self.emit(Op::LoadFast(s)),
            NameTarget::Deref(s) => self.emit(Op::LoadDeref(s)),
            NameTarget::Global(g) => self.emit(Op::LoadGlobal(g)),
            NameTarget::Name(n) => self.emit(Op::LoadName(n)),
        };
    }

    fn store_name(&mut self, name: &str) {
        let t = self.resolve(name);
        self.store_target(t);
    }

    fn store_target(&mut self, t: NameTarget) {
        match t {
            NameTarget::Fast(s) => self.emit(Op::StoreFast(s)),
            NameTarget::Deref(s) => self.emit(Op::StoreDeref(s)),
            NameTarget::Global(g) => self.emit(Op::StoreGlobal(g)),
            NameTarget::Name(n) => self.emit(Op::StoreName(n)),
        };
    }

    fn delete_target(&mut self, t: NameTarget) {
        match t {
            NameTarget::Fast(s) => self.emit(Op::DeleteFast(s)),
            NameTarget::Deref(s) => self.emit(Op::DeleteDeref(s)),
            NameTarget::Global(g) => self.emit(Op::DeleteGlobal(g)),
            NameTarget::Name(n) => self.emit(Op::DeleteName(n)),
        };
    }

    fn retval_slot(&mut self) -> u32 {
        if let Some(s) = self.unit().retval_slot {
            return s;
        }
        let s = self.unit().slot(".retval");
        self.unit().retval_slot = Some(s);
        s
    }

    /// Set up slots for a new function unit: parameters, locals, cells, frees.
    fn begin_function(
        &mut self,
        scope_id: usize,
        name: &str,
        qualname: String,
        line: u32,
        sig: Signature,
    ) {
        let scope = &self.table.scopes[scope_id];
        let mut unit = Unit::new(
            scope_id,
            name.into(),
            qualname.into(),
            self.filename.clone(),
            line,
        );
        for p in &scope.params {
            unit.slot(p);
        }
        for n in &scope.assigned {
            if scope.is_local(n) {
                unit.slot(n);
            }
        }
        for n in &scope.params {
            if scope.cells.contains(n) {
                let s = unit.slot(n);
                unit.code.cells.push((s, true));
            }
        }
        for n in &scope.assigned {
            if scope.is_local(n) && scope.cells.contains(n) && !scope.params.contains(n) {
                let s = unit.slot(n);
                unit.code.cells.push((s, false));
            }
        }
        for n in &scope.frees {
            let s = unit.slot(n);
            unit.code.freevars.push(s);
            unit.code.freenames.push(n.as_str().into());
        }
        unit.code.sig = sig;
        unit.code.is_generator = scope.is_generator;
        self.units.push(unit);
    }

    /// Finish the innermost function unit and emit MakeFunction in its parent.
    /// `flags` says which of defaults/kwdefaults the caller already pushed.
    fn end_function(&mut self, mut flags: u8) -> CResult {
        let unit = self.units.pop().expect("function unit");
        let frees: Vec<Rc<str>> = unit.code.freenames.clone();
        let code = unit.finish();
        if !frees.is_empty() {
            for n in &frees {
                let t = self.resolve(n);
                match t {
                    NameTarget::Deref(s) => {
                        self.emit(Op::LoadCell(s));
                    }
                    _ => {
                        return Err(CompileError::bare(
                            "SystemError",
                            format!("free variable '{n}' has no cell"),
                            code.firstline,
                        ));
                    }
                }
            }
            self.emit(Op::BuildTuple(frees.len() as u32));
            flags |= 8;
        }
        let u = self.unit();
        u.code.children.push(Rc::new(code));
        let idx = (u.code.children.len() - 1) as u32;
        self.emit(Op::MakeFunction(idx, flags));
        Ok(())
    }

    fn qualname(&self, name: &str) -> String {
        let parent = &self.units[self.units.len() - 1];
        if parent.scope == 0 {
            name.to_string()
        } else if self.table.scopes[parent.scope].kind == ScopeKind::Class {
            format!("{}.{}", parent.code.qualname, name)
        } else {
            format!("{}.<locals>.{}", parent.code.qualname, name)
        }
    }
}

fn same_const(a: &Const, b: &Const) -> bool {
    match (a, b) {
        (Const::Float(x), Const::Float(y)) => x.to_bits() == y.to_bits(),
        (Const::Int(x), Const::Int(y)) => x == y,
        (Const::Str(x), Const::Str(y)) => x == y,
        (Const::None, Const::None) => true,
        (Const::Bool(x), Const::Bool(y)) => x == y,
        _ => false,
    }
}
