//! `__debug__` is a constant: binding or deleting it is a SyntaxError that
//! CPython's code generator raises, in the order it generates code and at
//! the node it is generating (a whole `def` for a parameter, the call for a
//! keyword argument, the pattern last compiled for a `match` capture).

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ExprContext, Pattern, Stmt};
use ruff_text_size::{Ranged, TextRange, TextSize};

const NAME: &str = "__debug__";

pub struct Forbidden {
    pub message: &'static str,
    pub range: TextRange,
}

/// The first binding of `__debug__` in `body`, in code generation order.
pub fn check(src: &str, body: &[Stmt]) -> Option<Forbidden> {
    let mut c = Checker {
        src,
        found: None,
        pattern_at: TextRange::default(),
    };
    c.visit_body(body);
    c.found
}

struct Checker<'s> {
    src: &'s str,
    found: Option<Forbidden>,
    /// The pattern most recently entered: where a capture is reported.
    pattern_at: TextRange,
}

impl Checker<'_> {
    fn fail(&mut self, message: &'static str, range: TextRange) {
        if self.found.is_none() {
            self.found = Some(Forbidden { message, range });
        }
    }

    fn store(&mut self, name: &str, range: TextRange) {
        if name == NAME {
            self.fail("cannot assign to __debug__", range);
        }
    }

    /// A `def`/`class` statement from its keyword: CPython's location
    /// leaves the decorators out.
    fn def_range(&self, stmt: TextRange, name: &ast::Identifier, decorated: bool) -> TextRange {
        if !decorated {
            return stmt;
        }
        let before = self.src.get(..name.start().to_usize()).unwrap_or("");
        let kw = before.trim_end();
        let kw = kw
            .strip_suffix("def")
            .or_else(|| kw.strip_suffix("class"))
            .unwrap_or(kw);
        let start = kw.trim_end().strip_suffix("async").unwrap_or(kw).len();
        TextRange::new(TextSize::new(start as u32), stmt.end())
    }

    fn parameters(&mut self, p: &ast::Parameters, at: TextRange) {
        let debug = p
            .posonlyargs
            .iter()
            .chain(&p.args)
            .chain(&p.kwonlyargs)
            .map(|a| &a.parameter)
            .chain(p.vararg.as_deref())
            .chain(p.kwarg.as_deref())
            .any(|a| a.name.as_str() == NAME);
        if debug {
            self.fail("cannot assign to __debug__", at);
        }
    }

    fn keywords(&mut self, args: &ast::Arguments, at: TextRange) {
        if args
            .keywords
            .iter()
            .any(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == NAME))
        {
            self.fail("cannot assign to __debug__", at);
        }
    }
}

impl<'a> Visitor<'a> for Checker<'_> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        if self.found.is_some() {
            return;
        }
        match stmt {
            Stmt::FunctionDef(f) => {
                let at = self.def_range(f.range(), &f.name, !f.decorator_list.is_empty());
                self.parameters(&f.parameters, at);
                visitor::walk_stmt(self, stmt);
                self.store(f.name.as_str(), at);
            }
            Stmt::ClassDef(c) => {
                let at = self.def_range(c.range(), &c.name, !c.decorator_list.is_empty());
                for d in &c.decorator_list {
                    self.visit_decorator(d);
                }
                if let Some(args) = &c.arguments {
                    self.visit_arguments(args);
                    self.keywords(args, at);
                }
                self.visit_body(&c.body);
                self.store(c.name.as_str(), at);
            }
            // An attribute augmented in place is not checked.
            Stmt::AugAssign(a) => {
                self.visit_expr(&a.value);
                match &*a.target {
                    Expr::Attribute(t) => self.visit_expr(&t.value),
                    t => self.visit_expr(t),
                }
            }
            Stmt::AnnAssign(a) if a.value.is_none() => {
                let name = match &*a.target {
                    Expr::Name(n) => Some(n.id.as_str()),
                    Expr::Attribute(t) => Some(t.attr.as_str()),
                    _ => None,
                };
                if let Some(n) = name {
                    self.store(n, a.range());
                }
                visitor::walk_stmt(self, stmt);
            }
            Stmt::Import(i) => {
                for a in &i.names {
                    let bound = match &a.asname {
                        Some(n) => n.as_str(),
                        None => a.name.as_str().split('.').next().unwrap_or(""),
                    };
                    self.store(bound, i.range());
                }
            }
            Stmt::ImportFrom(i) => {
                for a in &i.names {
                    let bound = a.asname.as_ref().unwrap_or(&a.name);
                    self.store(bound.as_str(), i.range());
                }
            }
            _ => visitor::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        if self.found.is_some() {
            return;
        }
        match expr {
            Expr::Name(n) if n.id.as_str() == NAME => match n.ctx {
                ExprContext::Store => self.fail("cannot assign to __debug__", n.range),
                ExprContext::Del => self.fail("cannot delete __debug__", n.range),
                _ => {}
            },
            Expr::Attribute(a) if a.attr.as_str() == NAME && a.ctx == ExprContext::Store => {
                self.visit_expr(&a.value);
                self.fail("cannot assign to __debug__", a.range);
            }
            Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    self.parameters(p, l.range);
                }
                visitor::walk_expr(self, expr);
            }
            Expr::Call(c) => {
                self.visit_expr(&c.func);
                self.keywords(&c.arguments, c.range());
                self.visit_arguments(&c.arguments);
            }
            _ => visitor::walk_expr(self, expr),
        }
    }

    fn visit_except_handler(&mut self, handler: &'a ast::ExceptHandler) {
        let ast::ExceptHandler::ExceptHandler(h) = handler;
        if let Some(t) = &h.type_ {
            self.visit_expr(t);
        }
        if let Some(n) = &h.name {
            self.store(n.as_str(), h.range);
        }
        self.visit_body(&h.body);
    }

    fn visit_pattern(&mut self, pattern: &'a Pattern) {
        if self.found.is_some() {
            return;
        }
        self.pattern_at = pattern.range();
        match pattern {
            Pattern::MatchAs(p) => {
                if let Some(inner) = &p.pattern {
                    self.visit_pattern(inner);
                }
                if let Some(n) = &p.name {
                    let at = self.pattern_at;
                    self.store(n.as_str(), at);
                }
            }
            Pattern::MatchStar(p) => {
                if let Some(n) = &p.name {
                    self.store(n.as_str(), p.range);
                }
            }
            Pattern::MatchMapping(p) => {
                visitor::walk_pattern(self, pattern);
                if let Some(n) = &p.rest {
                    let at = self.pattern_at;
                    self.store(n.as_str(), at);
                }
            }
            Pattern::MatchClass(p) => {
                for k in &p.arguments.keywords {
                    if k.attr.as_str() == NAME {
                        self.fail("cannot assign to __debug__", k.pattern.range());
                    }
                }
                visitor::walk_pattern(self, pattern);
            }
            _ => visitor::walk_pattern(self, pattern),
        }
    }
}
