//! Private name mangling: inside a class, an identifier `__spam` (not
//! ending in two underscores) stands for `_Class__spam`, as the language
//! reference specifies. Done once on the parsed tree, before scope analysis,
//! so every later pass sees the names programs actually bind and look up.
//!
//! Function and class definitions keep their written name as `__name__`
//! and in `__qualname__`; only the variable they bind is mangled. The
//! written names of renamed definitions are returned, by the start offset
//! of their identifier, for the compiler to use there.

use std::cell::RefCell;
use std::collections::HashMap;

use ruff_python_ast::visitor::transformer::{self, Transformer};
use ruff_python_ast::{self as ast, Expr, Identifier, Pattern, Stmt};
use ruff_text_size::Ranged;

/// The written names of definitions whose binding was mangled.
pub type WrittenNames = HashMap<u32, String>;

/// Mangle the private names of `body` in place.
pub fn apply(body: &mut [Stmt]) -> WrittenNames {
    let m = Mangler::default();
    m.visit_body(body);
    m.written.into_inner()
}

/// `name` as written inside class `class` (already stripped of leading
/// underscores by the caller is not required).
pub fn mangled(class: &str, name: &str) -> Option<String> {
    let owner = class.trim_start_matches('_');
    (name.starts_with("__") && !name.ends_with("__") && !name.contains('.') && !owner.is_empty())
        .then(|| format!("_{owner}{name}"))
}

#[derive(Default)]
struct Mangler {
    /// Names of the classes whose bodies enclose the current node,
    /// innermost last (functions inherit their class's).
    classes: RefCell<Vec<String>>,
    written: RefCell<WrittenNames>,
}

impl Mangler {
    fn private(&self, name: &str) -> Option<String> {
        let classes = self.classes.borrow();
        mangled(classes.last()?, name)
    }

    fn ident(&self, id: &mut Identifier) {
        if let Some(m) = self.private(id.id.as_str()) {
            id.id = m.into();
        }
    }

    /// A definition's name: mangled, the written one remembered.
    fn def_name(&self, id: &mut Identifier) {
        if let Some(m) = self.private(id.id.as_str()) {
            self.written
                .borrow_mut()
                .insert(id.start().to_u32(), id.id.to_string());
            id.id = m.into();
        }
    }

    /// `import __x` binds a mangled name to the module `__x`.
    fn alias(&self, a: &mut ast::Alias) {
        match &mut a.asname {
            Some(as_) => self.ident(as_),
            None => {
                if let Some(m) = self.private(a.name.id.as_str()) {
                    a.asname = Some(Identifier::new(m, a.name.range));
                }
            }
        }
    }
}

impl Transformer for Mangler {
    fn visit_stmt(&self, stmt: &mut Stmt) {
        match stmt {
            Stmt::ClassDef(c) => {
                self.def_name(&mut c.name);
                for d in &mut c.decorator_list {
                    self.visit_decorator(d);
                }
                if let Some(tp) = &mut c.type_params {
                    self.visit_type_params(tp);
                }
                if let Some(args) = &mut c.arguments {
                    self.visit_arguments(args);
                }
                let written = match self.written.borrow().get(&c.name.start().to_u32()) {
                    Some(w) => w.clone(),
                    None => c.name.id.to_string(),
                };
                self.classes.borrow_mut().push(written);
                self.visit_body(&mut c.body);
                self.classes.borrow_mut().pop();
                return;
            }
            Stmt::FunctionDef(f) => self.def_name(&mut f.name),
            Stmt::Global(g) => g.names.iter_mut().for_each(|n| self.ident(n)),
            Stmt::Nonlocal(n) => n.names.iter_mut().for_each(|n| self.ident(n)),
            Stmt::Import(i) => i.names.iter_mut().for_each(|a| self.alias(a)),
            Stmt::ImportFrom(i) => i
                .names
                .iter_mut()
                .filter(|a| a.name.id.as_str() != "*")
                .for_each(|a| self.alias(a)),
            _ => {}
        }
        transformer::walk_stmt(self, stmt);
    }

    fn visit_expr(&self, expr: &mut Expr) {
        match expr {
            Expr::Name(n) => {
                if let Some(m) = self.private(n.id.as_str()) {
                    n.id = m.into();
                }
            }
            Expr::Attribute(a) => self.ident(&mut a.attr),
            _ => {}
        }
        transformer::walk_expr(self, expr);
    }

    fn visit_parameter(&self, p: &mut ast::Parameter) {
        self.ident(&mut p.name);
        transformer::walk_parameter(self, p);
    }

    fn visit_except_handler(&self, h: &mut ast::ExceptHandler) {
        let ast::ExceptHandler::ExceptHandler(x) = h;
        if let Some(n) = &mut x.name {
            self.ident(n);
        }
        transformer::walk_except_handler(self, h);
    }

    fn visit_pattern(&self, p: &mut Pattern) {
        match p {
            Pattern::MatchAs(a) => {
                if let Some(n) = &mut a.name {
                    self.ident(n);
                }
            }
            Pattern::MatchStar(s) => {
                if let Some(n) = &mut s.name {
                    self.ident(n);
                }
            }
            Pattern::MatchMapping(m) => {
                if let Some(n) = &mut m.rest {
                    self.ident(n);
                }
            }
            _ => {}
        }
        transformer::walk_pattern(self, p);
    }
}
