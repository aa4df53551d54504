//! Symbol tables: decide for every name in every scope whether it is a
//! local slot, a cell, a free variable or a global, before code generation.

use ruff_text_size::TextRange;
use std::collections::{HashMap, HashSet};

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, Stmt};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    Module,
    Function,
    Comprehension,
    Class,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    Local,
    Cell,
    Free,
    Global,
    /// A class-body name: namespace, then globals, then builtins.
    Name,
}

#[derive(Debug)]
pub struct Scope {
    pub kind: ScopeKind,
    pub parent: Option<usize>,
    pub params: Vec<String>,
    /// Names bound in this scope, in first-binding order.
    pub assigned: Vec<String>,
    assigned_set: HashSet<String>,
    pub used: Vec<String>,
    used_set: HashSet<String>,
    pub globals: HashSet<String>,
    pub nonlocals: HashSet<String>,
    /// The `nonlocal` statement that first named each nonlocal.
    nonlocal_at: HashMap<String, TextRange>,
    /// Resolved: local names captured by inner scopes.
    pub cells: HashSet<String>,
    /// Resolved: names received from enclosing scopes, in order.
    pub frees: Vec<String>,
    pub is_generator: bool,
    /// The scope contains `await` (makes a comprehension asynchronous).
    pub has_await: bool,
}

impl Scope {
    fn new(kind: ScopeKind, parent: Option<usize>) -> Scope {
        Scope {
            kind,
            parent,
            params: Vec::new(),
            assigned: Vec::new(),
            assigned_set: HashSet::new(),
            used: Vec::new(),
            used_set: HashSet::new(),
            globals: HashSet::new(),
            nonlocals: HashSet::new(),
            nonlocal_at: HashMap::new(),
            cells: HashSet::new(),
            frees: Vec::new(),
            is_generator: false,
            has_await: false,
        }
    }

    fn assign(&mut self, name: &str) {
        if self.assigned_set.insert(name.to_string()) {
            self.assigned.push(name.to_string());
        }
    }

    fn use_name(&mut self, name: &str) {
        if self.used_set.insert(name.to_string()) {
            self.used.push(name.to_string());
        }
    }

    pub fn is_local(&self, name: &str) -> bool {
        self.kind != ScopeKind::Module
            && !self.globals.contains(name)
            && !self.nonlocals.contains(name)
            && self.assigned_set.contains(name)
    }

    pub fn kind_of(&self, name: &str) -> NameKind {
        if self.kind == ScopeKind::Module || self.globals.contains(name) {
            return NameKind::Global;
        }
        if self.kind == ScopeKind::Class {
            if self.frees.iter().any(|f| f == name) && !self.assigned_set.contains(name) {
                return NameKind::Free;
            }
            return NameKind::Name;
        }
        if self.frees.iter().any(|f| f == name) {
            return NameKind::Free;
        }
        if self.is_local(name) {
            if self.cells.contains(name) {
                return NameKind::Cell;
            }
            return NameKind::Local;
        }
        NameKind::Global
    }
}

#[derive(Debug)]
pub struct ScopeError {
    pub message: String,
    pub range: TextRange,
}

pub struct SymbolTable {
    pub scopes: Vec<Scope>,
    /// Scope of each function/lambda/comprehension node, keyed by node address.
    pub by_node: HashMap<usize, usize>,
}

pub fn node_key<T>(node: &T) -> usize {
    node as *const T as usize
}

pub fn analyze(body: &[Stmt]) -> Result<SymbolTable, ScopeError> {
    analyze_as(body, ScopeKind::Module)
}

/// Analyze with the given root scope kind (`Class` for code whose names
/// live in a namespace dict, as `exec` with explicit dicts).
pub fn analyze_as(body: &[Stmt], root: ScopeKind) -> Result<SymbolTable, ScopeError> {
    let mut b = Builder {
        table: SymbolTable {
            scopes: vec![Scope::new(root, None)],
            by_node: HashMap::new(),
        },
        current: 0,
        error: None,
    };
    for s in body {
        b.visit_stmt(s);
    }
    if let Some(e) = b.error {
        return Err(e);
    }
    let mut table = b.table;
    resolve(&mut table)?;
    Ok(table)
}

struct Builder {
    table: SymbolTable,
    current: usize,
    error: Option<ScopeError>,
}

impl Builder {
    fn scope(&mut self) -> &mut Scope {
        &mut self.table.scopes[self.current]
    }

    fn push(&mut self, kind: ScopeKind, key: usize) -> usize {
        let id = self.table.scopes.len();
        self.table.scopes.push(Scope::new(kind, Some(self.current)));
        self.table.by_node.insert(key, id);
        let prev = self.current;
        self.current = id;
        prev
    }

    fn bind_target(&mut self, target: &Expr) {
        match target {
            Expr::Name(n) => self.scope().assign(n.id.as_str()),
            Expr::Tuple(t) => t.elts.iter().for_each(|e| self.bind_target(e)),
            Expr::List(t) => t.elts.iter().for_each(|e| self.bind_target(e)),
            Expr::Starred(s) => self.bind_target(&s.value),
            _ => self.visit_expr(target),
        }
    }

    fn params(&mut self, p: &ast::Parameters) {
        let mut names: Vec<String> = Vec::new();
        let all = p
            .posonlyargs
            .iter()
            .chain(p.args.iter())
            .chain(p.kwonlyargs.iter())
            .map(|a| &a.parameter)
            .chain(p.vararg.as_deref())
            .chain(p.kwarg.as_deref());
        for a in all {
            let n = a.name.id.as_str();
            if names.iter().any(|m| m == n) {
                self.fail(
                    format!("duplicate argument '{n}' in function definition"),
                    a.name.range,
                );
            }
            names.push(n.to_string());
        }
        for n in &names {
            self.scope().assign(n);
        }
        self.scope().params = names;
    }

    fn param_defaults(&mut self, p: &ast::Parameters) {
        for a in p
            .posonlyargs
            .iter()
            .chain(p.args.iter())
            .chain(p.kwonlyargs.iter())
        {
            if let Some(d) = &a.default {
                self.visit_expr(d);
            }
        }
    }

    fn comprehension(
        &mut self,
        key: usize,
        gens: &[ast::Comprehension],
        elts: &[&Expr],
        is_gen: bool,
    ) {
        // The first iterable is evaluated in the enclosing scope.
        if let Some(first) = gens.first() {
            self.visit_expr(&first.iter);
        }
        let prev = self.push(ScopeKind::Comprehension, key);
        self.scope().is_generator = is_gen;
        self.scope().assign(".0");
        self.scope().params = vec![".0".to_string()];
        for (i, g) in gens.iter().enumerate() {
            if i > 0 {
                self.visit_expr(&g.iter);
            }
            self.bind_target(&g.target);
            for cond in &g.ifs {
                self.visit_expr(cond);
            }
        }
        for e in elts {
            self.visit_expr(e);
        }
        // An async list/set/dict comprehension is awaited where it stands,
        // which makes an enclosing comprehension asynchronous too.
        let awaited = !is_gen && (gens.iter().any(|g| g.is_async) || self.scope().has_await);
        self.current = prev;
        if awaited {
            self.scope().has_await = true;
        }
    }

    fn fail(&mut self, message: String, range: TextRange) {
        if self.error.is_none() {
            self.error = Some(ScopeError { message, range });
        }
    }
}

impl<'a> Visitor<'a> for Builder {
    fn visit_pattern(&mut self, pattern: &'a ast::Pattern) {
        match pattern {
            ast::Pattern::MatchAs(p) => {
                if let Some(n) = &p.name {
                    self.scope().assign(n.id.as_str());
                }
            }
            ast::Pattern::MatchStar(p) => {
                if let Some(n) = &p.name {
                    self.scope().assign(n.id.as_str());
                }
            }
            ast::Pattern::MatchMapping(p) => {
                if let Some(n) = &p.rest {
                    self.scope().assign(n.id.as_str());
                }
            }
            _ => {}
        }
        visitor::walk_pattern(self, pattern);
    }

    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::FunctionDef(f) => {
                for d in &f.decorator_list {
                    self.visit_expr(&d.expression);
                }
                self.param_defaults(&f.parameters);
                for a in f.parameters.iter() {
                    if let Some(ann) = a.annotation() {
                        self.visit_expr(ann);
                    }
                }
                if let Some(r) = &f.returns {
                    self.visit_expr(r);
                }
                self.scope().assign(f.name.id.as_str());
                let prev = self.push(ScopeKind::Function, node_key(f));
                self.params(&f.parameters);
                for s in &f.body {
                    self.visit_stmt(s);
                }
                self.current = prev;
            }
            Stmt::Global(g) => {
                for n in &g.names {
                    let name = n.id.to_string();
                    if self.scope().assigned_set.contains(&name)
                        || self.scope().used_set.contains(&name)
                    {
                        let msg = if self.scope().params.contains(&name) {
                            format!("name '{name}' is parameter and global")
                        } else if self.scope().assigned_set.contains(&name) {
                            format!("name '{name}' is assigned to before global declaration")
                        } else {
                            format!("name '{name}' is used prior to global declaration")
                        };
                        self.fail(msg, g.range);
                    }
                    self.scope().globals.insert(name);
                }
            }
            Stmt::Nonlocal(g) => {
                for n in &g.names {
                    let name = n.id.to_string();
                    // The root scope is module code even when compiled for
                    // exec() with a namespace.
                    if self.current == 0 {
                        self.fail(
                            "nonlocal declaration not allowed at module level".to_string(),
                            g.range,
                        );
                    }
                    if self.scope().assigned_set.contains(&name)
                        || self.scope().used_set.contains(&name)
                    {
                        self.fail(
                            format!("name '{name}' is assigned to before nonlocal declaration"),
                            g.range,
                        );
                    }
                    self.scope()
                        .nonlocal_at
                        .entry(name.clone())
                        .or_insert(g.range);
                    self.scope().nonlocals.insert(name);
                }
            }
            Stmt::Import(i) => {
                for a in &i.names {
                    let bound = match &a.asname {
                        Some(n) => n.id.to_string(),
                        None => a.name.id.split('.').next().unwrap_or("").to_string(),
                    };
                    self.scope().assign(&bound);
                }
            }
            Stmt::ImportFrom(i) => {
                for a in &i.names {
                    let bound = a.asname.as_ref().unwrap_or(&a.name).id.to_string();
                    self.scope().assign(&bound);
                }
            }
            Stmt::Assign(a) => {
                self.visit_expr(&a.value);
                for t in &a.targets {
                    self.bind_target(t);
                }
            }
            Stmt::AugAssign(a) => {
                self.visit_expr(&a.value);
                if let Expr::Name(n) = &*a.target {
                    self.scope().use_name(n.id.as_str());
                }
                self.bind_target(&a.target);
            }
            Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    self.visit_expr(v);
                    self.bind_target(&a.target);
                } else if let Expr::Name(n) = &*a.target {
                    // A bare annotation still makes the name local.
                    self.scope().assign(n.id.as_str());
                }
                self.visit_expr(&a.annotation);
            }
            Stmt::For(f) => {
                self.visit_expr(&f.iter);
                self.bind_target(&f.target);
                f.body.iter().for_each(|s| self.visit_stmt(s));
                f.orelse.iter().for_each(|s| self.visit_stmt(s));
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.bind_target(t);
                }
            }
            Stmt::With(w) => {
                for item in &w.items {
                    self.visit_expr(&item.context_expr);
                    if let Some(v) = &item.optional_vars {
                        self.bind_target(v);
                    }
                }
                w.body.iter().for_each(|s| self.visit_stmt(s));
            }
            Stmt::Try(t) => {
                t.body.iter().for_each(|s| self.visit_stmt(s));
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    if let Some(ty) = &h.type_ {
                        self.visit_expr(ty);
                    }
                    if let Some(n) = &h.name {
                        self.scope().assign(n.id.as_str());
                    }
                    h.body.iter().for_each(|s| self.visit_stmt(s));
                }
                t.orelse.iter().for_each(|s| self.visit_stmt(s));
                t.finalbody.iter().for_each(|s| self.visit_stmt(s));
            }
            Stmt::ClassDef(c) => {
                for d in &c.decorator_list {
                    self.visit_expr(&d.expression);
                }
                if let Some(args) = &c.arguments {
                    for a in args.args.iter() {
                        self.visit_expr(a);
                    }
                    for k in args.keywords.iter() {
                        self.visit_expr(&k.value);
                    }
                }
                self.scope().assign(c.name.id.as_str());
                let prev = self.push(ScopeKind::Class, node_key(c));
                for s in &c.body {
                    self.visit_stmt(s);
                }
                self.current = prev;
            }
            _ => visitor::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::Name(n) => match n.ctx {
                ast::ExprContext::Load => self.scope().use_name(n.id.as_str()),
                _ => self.scope().assign(n.id.as_str()),
            },
            Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    self.param_defaults(p);
                }
                let prev = self.push(ScopeKind::Function, node_key(l));
                if let Some(p) = &l.parameters {
                    self.params(p);
                }
                self.visit_expr(&l.body);
                self.current = prev;
            }
            Expr::ListComp(c) => self.comprehension(node_key(c), &c.generators, &[&c.elt], false),
            Expr::SetComp(c) => self.comprehension(node_key(c), &c.generators, &[&c.elt], false),
            Expr::Generator(c) => self.comprehension(node_key(c), &c.generators, &[&c.elt], true),
            Expr::DictComp(c) => {
                let mut elts: Vec<&Expr> = Vec::new();
                if let Some(k) = &c.key {
                    elts.push(k);
                }
                elts.push(&c.value);
                self.comprehension(node_key(c), &c.generators, &elts, false)
            }
            Expr::Named(n) => {
                self.visit_expr(&n.value);
                if let Expr::Name(target) = &*n.target {
                    let name = target.id.as_str();
                    // A walrus in a comprehension binds in the enclosing function.
                    let mut s = self.current;
                    while self.table.scopes[s].kind == ScopeKind::Comprehension {
                        let sc = &mut self.table.scopes[s];
                        sc.use_name(name);
                        s = sc.parent.unwrap_or(0);
                    }
                    if s != self.current {
                        let outer_is_module = self.table.scopes[s].kind == ScopeKind::Module;
                        let mut c = self.current;
                        while c != s {
                            let sc = &mut self.table.scopes[c];
                            if outer_is_module {
                                sc.globals.insert(name.to_string());
                            } else {
                                sc.nonlocals.insert(name.to_string());
                            }
                            c = sc.parent.unwrap_or(0);
                        }
                    }
                    self.table.scopes[s].assign(name);
                } else {
                    self.visit_expr(&n.target);
                }
            }
            Expr::Call(c) => {
                let mut seen: Vec<&str> = Vec::new();
                for k in c.arguments.keywords.iter() {
                    if let Some(name) = &k.arg {
                        if seen.contains(&name.id.as_str()) {
                            self.fail(format!("keyword argument repeated: {}", name.id), k.range);
                        }
                        seen.push(name.id.as_str());
                    }
                }
                visitor::walk_expr(self, expr);
            }
            Expr::Await(_) => {
                self.scope().has_await = true;
                visitor::walk_expr(self, expr);
            }
            Expr::Yield(_) | Expr::YieldFrom(_) => {
                self.scope().is_generator = true;
                visitor::walk_expr(self, expr);
            }
            _ => visitor::walk_expr(self, expr),
        }
    }
}

/// Resolve free variables: a name used (or declared nonlocal) in a function
/// scope and bound in an enclosing function scope becomes a cell there and a
/// free variable in every scope in between.
fn resolve(table: &mut SymbolTable) -> Result<(), ScopeError> {
    for id in 0..table.scopes.len() {
        if table.scopes[id].kind == ScopeKind::Module {
            continue;
        }
        let mut wanted: Vec<String> = Vec::new();
        {
            let s = &table.scopes[id];
            for n in s.used.iter().chain(s.assigned.iter()) {
                if s.globals.contains(n) || s.is_local(n) {
                    continue;
                }
                if s.kind == ScopeKind::Class && s.assigned_set.contains(n) {
                    continue;
                }
                if !wanted.contains(n) {
                    wanted.push(n.clone());
                }
            }
            let mut nl: Vec<&String> = s.nonlocals.iter().collect();
            nl.sort();
            for n in nl {
                if !wanted.contains(n) {
                    wanted.push(n.clone());
                }
            }
        }
        for name in wanted {
            // Find the nearest enclosing function scope that binds it.
            let mut chain = vec![id];
            let mut p = table.scopes[id].parent;
            let mut owner = None;
            while let Some(pid) = p {
                let ps = &table.scopes[pid];
                if ps.kind == ScopeKind::Module {
                    break;
                }
                if ps.kind == ScopeKind::Class {
                    // Class bodies are not enclosing scopes for their methods,
                    // but they pass cells through.
                    chain.push(pid);
                    p = ps.parent;
                    continue;
                }
                if ps.is_local(&name) {
                    owner = Some(pid);
                    break;
                }
                if ps.globals.contains(&name) {
                    break;
                }
                chain.push(pid);
                p = ps.parent;
            }
            match owner {
                Some(o) => {
                    table.scopes[o].cells.insert(name.clone());
                    for c in chain {
                        if !table.scopes[c].frees.contains(&name) {
                            table.scopes[c].frees.push(name.clone());
                        }
                    }
                }
                None => {
                    if table.scopes[id].nonlocals.contains(&name) {
                        return Err(ScopeError {
                            message: format!("no binding for nonlocal '{name}' found"),
                            range: table.scopes[id]
                                .nonlocal_at
                                .get(&name)
                                .copied()
                                .unwrap_or_default(),
                        });
                    }
                }
            }
        }
    }
    Ok(())
}
