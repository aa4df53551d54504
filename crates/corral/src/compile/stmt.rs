//! Code generation for statements.

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

use super::code::{BinOp, Const, Op, Signature};
use super::scope::{ScopeKind, node_key};
use super::{CResult, Compiler, FBlock, NameTarget};

pub(super) fn binop(op: ast::Operator) -> BinOp {
    use ast::Operator as O;
    match op {
        O::Add => BinOp::Add,
        O::Sub => BinOp::Sub,
        O::Mult => BinOp::Mul,
        O::MatMult => BinOp::MatMul,
        O::Div => BinOp::TrueDiv,
        O::Mod => BinOp::Mod,
        O::Pow => BinOp::Pow,
        O::LShift => BinOp::LShift,
        O::RShift => BinOp::RShift,
        O::BitOr => BinOp::Or,
        O::BitXor => BinOp::Xor,
        O::BitAnd => BinOp::And,
        O::FloorDiv => BinOp::FloorDiv,
    }
}

impl<'a> Compiler<'a> {
    pub(super) fn module_body(&mut self, body: &'a [Stmt], return_last: bool) -> CResult {
        if let Some(Stmt::Expr(e)) = body.first()
            && let Expr::StringLiteral(doc) = &*e.value
        {
            self.load_const(Const::Str(doc.value.to_str().into()));
            self.store_name("__doc__");
        }
        self.setup_annotations(body);
        let n = body.len();
        for (i, s) in body.iter().enumerate() {
            if return_last
                && i + 1 == n
                && let Stmt::Expr(e) = s
            {
                self.set_line(s.start());
                self.expr(&e.value)?;
                self.emit(Op::Return);
                return Ok(());
            }
            self.stmt(s)?;
            let docstring =
                i == 0 && matches!(s, Stmt::Expr(e) if matches!(&*e.value, Expr::StringLiteral(_)));
            let future = matches!(s, Stmt::ImportFrom(f)
                if f.level == 0 && f.module.as_ref().is_some_and(|m| m.id.as_str() == "__future__"));
            if !docstring && !future {
                self.future_over = true;
            }
        }
        self.load_const(Const::None);
        self.emit(Op::Return);
        Ok(())
    }

    pub(super) fn body(&mut self, body: &'a [Stmt]) -> CResult {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    pub(super) fn stmt(&mut self, s: &'a Stmt) -> CResult {
        let outer = self.set_span(s.range());
        let r = self.stmt_kind(s);
        self.unit().span = outer;
        r
    }

    fn stmt_kind(&mut self, s: &'a Stmt) -> CResult {
        self.set_line(s.start());
        match s {
            // Only the module's own unit: not in a function or class body.
            Stmt::Expr(e) if self.interactive && self.units.len() == 1 => {
                let sys = self.add_const(Const::Str("sys".into()));
                self.emit(Op::ImportName(sys));
                let hook = self.name_index("displayhook");
                self.emit(Op::LoadAttr(hook));
                self.expr(&e.value)?;
                self.emit(Op::Call(1));
                self.emit(Op::Pop);
            }
            Stmt::Expr(e) => {
                self.expr(&e.value)?;
                self.emit(Op::Pop);
            }
            Stmt::Pass(_) => {}
            Stmt::Assign(a) => {
                // `a, b = b, a + b`: the values are swapped into place on the
                // stack, no tuple made (as CPython does for 2 or 3 items).
                let swap_target = match (&a.targets[..], &*a.value) {
                    ([Expr::Tuple(t)], Expr::Tuple(v)) => Some((&t.elts, &v.elts)),
                    ([Expr::List(t)], Expr::Tuple(v)) => Some((&t.elts, &v.elts)),
                    _ => None,
                };
                if let Some((elts, values)) = swap_target {
                    let n = values.len();
                    if (n == 2 || n == 3)
                        && elts.len() == n
                        && !elts.iter().any(|e| matches!(e, Expr::Starred(_)))
                        && !values.iter().any(|e| matches!(e, Expr::Starred(_)))
                    {
                        for e in values {
                            self.expr(e)?;
                        }
                        if n == 3 {
                            self.emit(Op::Rot3);
                        }
                        self.emit(Op::Rot2);
                        for e in elts {
                            self.assign(e)?;
                        }
                        return Ok(());
                    }
                }
                self.expr(&a.value)?;
                let n = a.targets.len();
                for (i, t) in a.targets.iter().enumerate() {
                    if i + 1 < n {
                        self.emit(Op::Dup);
                    }
                    self.assign(t)?;
                }
            }
            Stmt::AugAssign(a) => self.aug_assign(a)?,
            Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    self.expr(v)?;
                    self.assign(&a.target)?;
                }
                // Module and class level: record simple annotations.
                if let (Expr::Name(n), true) = (
                    &*a.target,
                    a.simple && matches!(self.scope_kind(), ScopeKind::Module | ScopeKind::Class),
                ) {
                    self.annotation(&a.annotation)?;
                    self.load_name("__annotations__");
                    self.load_const(Const::Str(n.id.as_str().into()));
                    self.emit(Op::StoreSubscr);
                }
            }
            Stmt::If(i) => self.if_stmt(i)?,
            Stmt::While(w) => self.while_stmt(w)?,
            Stmt::For(f) => {
                if f.is_async {
                    self.async_for(f)?
                } else {
                    self.for_stmt(f)?
                }
            }
            Stmt::Break(b) => self.break_continue(true, b.range())?,
            Stmt::Continue(c) => self.break_continue(false, c.range())?,
            Stmt::Return(r) => {
                if matches!(self.scope_kind(), ScopeKind::Module | ScopeKind::Class) {
                    return Err(self.error("'return' outside function", s.range()));
                }
                if r.value.is_some() && self.unit().code.is_async_generator {
                    return Err(self.error("'return' with value in async generator", s.range()));
                }
                match &r.value {
                    Some(v) => self.expr(v)?,
                    None => self.load_const(Const::None),
                }
                self.return_with_unwind()?;
            }
            // Type parameters are Python 3.12 syntax.
            Stmt::FunctionDef(f) if f.type_params.is_some() => {
                let at = f.type_params.as_ref().map_or(f.start(), |t| t.start());
                return Err(self.error("expected '('", at));
            }
            Stmt::ClassDef(c) if c.type_params.is_some() => {
                let at = c.type_params.as_ref().map_or(c.start(), |t| t.start());
                return Err(self.error("invalid syntax", at));
            }
            Stmt::FunctionDef(f) => self.function_def(f)?,
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.delete(t)?;
                }
            }
            Stmt::Assert(a) => {
                self.expr(&a.test)?;
                // The failure points at the test, as CPython's does.
                self.set_span(a.test.range());
                let j = self.emit(Op::PopJumpIfTrue(0));
                self.emit(Op::LoadAssertionError);
                if let Some(m) = &a.msg {
                    self.expr(m)?;
                    self.emit(Op::Call(1));
                }
                self.emit(Op::Raise(1));
                self.patch(j);
            }
            Stmt::Raise(r) => {
                let mut n = 0;
                if let Some(e) = &r.exc {
                    self.expr(e)?;
                    n = 1;
                    if let Some(c) = &r.cause {
                        self.expr(c)?;
                        n = 2;
                    }
                }
                self.emit(Op::Raise(n));
            }
            Stmt::Try(t) => {
                if t.finalbody.is_empty() {
                    self.try_except(t)?;
                } else {
                    self.try_finally(t)?;
                }
            }
            Stmt::Global(_) | Stmt::Nonlocal(_) => {}
            Stmt::Import(i) => {
                for a in &i.names {
                    let c = self.add_const(Const::Str(a.name.id.as_str().into()));
                    self.emit(Op::ImportName(c));
                    match &a.asname {
                        Some(n) => self.store_name(n.id.as_str()),
                        None => {
                            // `import a.b` loads a.b but binds `a` (which has `b` as an attribute).
                            let top = a.name.id.split('.').next().unwrap_or("").to_string();
                            if top.len() != a.name.id.len() {
                                self.emit(Op::Pop);
                                let t = self.add_const(Const::Str(top.as_str().into()));
                                self.emit(Op::ImportName(t));
                            }
                            self.store_name(&top);
                        }
                    }
                }
            }
            Stmt::ImportFrom(i) => {
                if i.level == 0
                    && i.module
                        .as_ref()
                        .is_some_and(|m| m.id.as_str() == "__future__")
                {
                    self.check_future(i)?;
                }
                let module = i
                    .module
                    .as_ref()
                    .map(|m| m.id.to_string())
                    .unwrap_or_default();
                let module = format!("{}{}", ".".repeat(i.level as usize), module);
                let c = self.add_const(Const::Str(module.as_str().into()));
                self.emit(Op::ImportName(c));
                if i.names.iter().any(|a| a.name.id.as_str() == "*") {
                    if matches!(self.scope_kind(), ScopeKind::Function) {
                        return Err(self.error("import * only allowed at module level", i.range()));
                    }
                    self.emit(Op::ImportStar);
                } else {
                    for a in &i.names {
                        let n = self.name_index(a.name.id.as_str());
                        self.emit(Op::ImportFrom(n));
                        self.store_name(a.asname.as_ref().unwrap_or(&a.name).id.as_str());
                    }
                    self.emit(Op::Pop);
                }
            }
            Stmt::ClassDef(c) => self.class_def(c)?,
            Stmt::With(w) => {
                if w.is_async {
                    self.check_async_stmt("async with", w.range())?;
                    self.async_with_items(&w.items, &w.body)?;
                } else {
                    self.with_items(&w.items, &w.body)?;
                }
            }
            Stmt::Match(m) => self.match_stmt(m)?,
            // Python 3.12 syntax.
            Stmt::TypeAlias(_) => return Err(self.error("invalid syntax", s.range())),
            Stmt::IpyEscapeCommand(_) => return Err(self.error("invalid syntax", s.range())),
        }
        Ok(())
    }

    fn if_stmt(&mut self, i: &'a ast::StmtIf) -> CResult {
        self.expr(&i.test)?;
        let mut j = self.emit(Op::PopJumpIfFalse(0));
        self.body(&i.body)?;
        let mut ends = Vec::new();
        for clause in &i.elif_else_clauses {
            ends.push(self.emit(Op::Jump(0)));
            self.patch(j);
            match &clause.test {
                Some(t) => {
                    self.set_line(clause.start());
                    self.expr(t)?;
                    j = self.emit(Op::PopJumpIfFalse(0));
                    self.body(&clause.body)?;
                }
                None => {
                    self.body(&clause.body)?;
                    j = usize::MAX;
                }
            }
        }
        if j != usize::MAX {
            self.patch(j);
        }
        for e in ends {
            self.patch(e);
        }
        Ok(())
    }

    fn while_stmt(&mut self, w: &'a ast::StmtWhile) -> CResult {
        let start = self.here();
        self.expr(&w.test)?;
        let exit = self.emit(Op::PopJumpIfFalse(0));
        self.unit().fblocks.push(FBlock::Loop {
            start,
            breaks: Vec::new(),
            is_for: false,
            is_async: false,
        });
        self.body(&w.body)?;
        self.emit(Op::Jump(start));
        let Some(FBlock::Loop { breaks, .. }) = self.unit().fblocks.pop() else {
            unreachable!()
        };
        self.patch(exit);
        self.body(&w.orelse)?;
        for b in breaks {
            self.patch(b);
        }
        Ok(())
    }

    fn for_stmt(&mut self, f: &'a ast::StmtFor) -> CResult {
        self.iter_expr(&f.iter)?;
        self.emit(Op::GetIter);
        let start = self.here();
        let exit = self.emit(Op::ForIter(0));
        self.assign(&f.target)?;
        self.unit().fblocks.push(FBlock::Loop {
            start,
            breaks: Vec::new(),
            is_for: true,
            is_async: false,
        });
        self.body(&f.body)?;
        self.set_line(f.start());
        self.emit(Op::Jump(start));
        let Some(FBlock::Loop { breaks, .. }) = self.unit().fblocks.pop() else {
            unreachable!()
        };
        self.patch(exit);
        self.body(&f.orelse)?;
        for b in breaks {
            self.patch(b);
        }
        Ok(())
    }

    /// Emit the cleanup for leaving fblock `fb` early.
    fn unwind_fblock(&mut self, fb: &FBlock<'a>) -> CResult {
        match fb {
            FBlock::Loop {
                is_for, is_async, ..
            } => {
                if *is_async {
                    self.emit(Op::PopAIter);
                } else if *is_for {
                    self.emit(Op::Pop);
                }
            }
            FBlock::TryExcept => {
                self.emit(Op::PopBlock);
            }
            FBlock::Finally(body) => {
                self.emit(Op::PopBlock);
                self.body(body)?;
            }
            FBlock::Handler { name_slot } => {
                self.emit(Op::PopBlock);
                self.emit(Op::PopExcept);
                if let Some(t) = name_slot {
                    self.clear_name(*t);
                }
            }
            FBlock::FinallyHandler => {
                self.emit(Op::PopBlock);
                self.emit(Op::Pop);
                self.emit(Op::PopExcept);
            }
            FBlock::With => {
                self.emit(Op::PopBlock);
                self.emit(Op::CallExitNone);
            }
            FBlock::AsyncWith => {
                self.emit(Op::PopBlock);
                self.emit_async_exit_none();
            }
        }
        Ok(())
    }

    fn break_continue(&mut self, is_break: bool, at: ruff_text_size::TextRange) -> CResult {
        let blocks = self.unit().fblocks.clone();
        let Some(loop_idx) = blocks
            .iter()
            .rposition(|b| matches!(b, FBlock::Loop { .. }))
        else {
            let what = if is_break {
                "'break' outside loop"
            } else {
                "'continue' not properly in loop"
            };
            return Err(self.error(what, at));
        };
        // Unwind the blocks inside the loop, innermost first, compiling each
        // finally body with the blocks outside it only.
        for i in (loop_idx + 1..blocks.len()).rev() {
            let saved = std::mem::take(&mut self.unit().fblocks);
            self.unit().fblocks = blocks[..i].to_vec();
            self.unwind_fblock(&blocks[i])?;
            self.unit().fblocks = saved;
        }
        if is_break {
            if let FBlock::Loop {
                is_for: true,
                is_async,
                ..
            } = blocks[loop_idx]
            {
                self.emit(if is_async { Op::PopAIter } else { Op::Pop });
            }
            let j = self.emit(Op::Jump(0));
            if let Some(FBlock::Loop { breaks, .. }) = self.unit().fblocks.get_mut(loop_idx) {
                breaks.push(j);
            }
        } else if let FBlock::Loop { start, .. } = blocks[loop_idx] {
            self.emit(Op::Jump(start));
        }
        Ok(())
    }

    /// Return TOS, running every enclosing finally body and handler cleanup.
    pub(super) fn return_with_unwind(&mut self) -> CResult {
        let blocks = self.unit().fblocks.clone();
        let needs = blocks.iter().any(|b| !matches!(b, FBlock::Loop { .. }));
        if !needs {
            self.emit(Op::Return);
            return Ok(());
        }
        let slot = self.retval_slot();
        self.emit(Op::StoreFast(slot));
        for i in (0..blocks.len()).rev() {
            // Loops too: a for-loop's iterator may sit above a with's exit.
            let saved = std::mem::take(&mut self.unit().fblocks);
            self.unit().fblocks = blocks[..i].to_vec();
            self.unwind_fblock(&blocks[i])?;
            self.unit().fblocks = saved;
        }
        self.emit(Op::LoadFast(slot));
        self.emit(Op::Return);
        Ok(())
    }

    fn clear_name(&mut self, t: NameTarget) {
        self.load_const(Const::None);
        self.store_target(t);
        self.delete_target(t);
    }

    fn with_items(&mut self, items: &'a [ast::WithItem], body: &'a [Stmt]) -> CResult {
        let Some((item, rest)) = items.split_first() else {
            return self.body(body);
        };
        self.expr(&item.context_expr)?;
        self.emit(Op::BeforeWith);
        match &item.optional_vars {
            Some(t) => self.assign(t)?,
            None => {
                self.emit(Op::Pop);
            }
        }
        let setup = self.emit(Op::SetupExcept(0));
        self.unit().fblocks.push(FBlock::With);
        self.with_items(rest, body)?;
        self.unit().fblocks.pop();
        self.emit(Op::PopBlock);
        self.emit(Op::CallExitNone);
        let end = self.emit(Op::Jump(0));
        self.patch(setup);
        // Stack: [exit, exc]
        self.emit(Op::PushExcInfo);
        let cleanup = self.emit(Op::SetupExcept(0));
        self.emit(Op::WithExceptStart);
        let suppress = self.emit(Op::PopJumpIfTrue(0));
        // Not suppressed: [exit, prev, exc] -> the cleanup handler gets
        // [exit, prev, exc, exc], as when __exit__ itself raises.
        self.emit(Op::Dup);
        self.emit(Op::Reraise);
        self.patch(suppress);
        self.emit(Op::PopBlock);
        self.emit(Op::Pop);
        self.emit(Op::PopExcept);
        self.emit(Op::Pop);
        let end2 = self.emit(Op::Jump(0));
        self.patch(cleanup);
        self.emit_cleanup_reraise();
        self.patch(end);
        self.patch(end2);
        Ok(())
    }

    /// `await` the value on top of the stack.
    pub(super) fn emit_await(&mut self) {
        self.emit(Op::GetAwaitable);
        self.load_const(Const::None);
        self.emit(Op::YieldFrom);
    }

    /// `async for`/`async with` need an `async def` around them.
    /// `from __future__ import …`: only known features, only at the top.
    fn check_future(&self, i: &ast::StmtImportFrom) -> CResult {
        const FEATURES: [&str; 10] = [
            "nested_scopes",
            "generators",
            "division",
            "absolute_import",
            "with_statement",
            "print_function",
            "unicode_literals",
            "barry_as_FLUFL",
            "generator_stop",
            "annotations",
        ];
        if self.future_over || self.units.len() > 1 {
            return Err(self.error(
                "from __future__ imports must occur at the beginning of the file",
                i.range(),
            ));
        }
        for a in &i.names {
            let name = a.name.id.as_str();
            if name == "braces" {
                return Err(self.error("not a chance", a.range()));
            }
            if !FEATURES.contains(&name) {
                return Err(self.error(format!("future feature {name} is not defined"), a.range()));
            }
        }
        Ok(())
    }

    fn check_async_stmt(&mut self, what: &str, at: ruff_text_size::TextRange) -> CResult {
        if matches!(self.scope_kind(), ScopeKind::Function) && self.unit().code.is_coroutine {
            return Ok(());
        }
        Err(self.error(format!("'{what}' outside async function"), at))
    }

    fn async_for(&mut self, f: &'a ast::StmtFor) -> CResult {
        self.check_async_stmt("async for", f.range())?;
        self.expr(&f.iter)?;
        self.emit(Op::GetAIter);
        let start = self.here();
        let setup = self.emit(Op::SetupExcept(0));
        self.emit(Op::GetANext);
        self.emit_await();
        self.emit(Op::PopBlock);
        self.assign(&f.target)?;
        self.unit().fblocks.push(FBlock::Loop {
            start,
            breaks: Vec::new(),
            is_for: true,
            is_async: true,
        });
        self.body(&f.body)?;
        self.emit(Op::Jump(start));
        let Some(FBlock::Loop { breaks, .. }) = self.unit().fblocks.pop() else {
            unreachable!()
        };
        self.patch(setup);
        // Stack: [aiter, exc]
        self.emit(Op::EndAsyncFor);
        self.emit(Op::Pop);
        self.body(&f.orelse)?;
        for b in breaks {
            self.patch(b);
        }
        Ok(())
    }

    fn async_with_items(&mut self, items: &'a [ast::WithItem], body: &'a [Stmt]) -> CResult {
        let Some((item, rest)) = items.split_first() else {
            return self.body(body);
        };
        self.expr(&item.context_expr)?;
        self.emit(Op::BeforeAsyncWith);
        self.emit_await();
        match &item.optional_vars {
            Some(t) => self.assign(t)?,
            None => {
                self.emit(Op::Pop);
            }
        }
        let setup = self.emit(Op::SetupExcept(0));
        self.unit().fblocks.push(FBlock::AsyncWith);
        self.async_with_items(rest, body)?;
        self.unit().fblocks.pop();
        self.emit(Op::PopBlock);
        self.emit_async_exit_none();
        let end = self.emit(Op::Jump(0));
        self.patch(setup);
        // Stack: [exit, exc]
        self.emit(Op::PushExcInfo);
        let cleanup = self.emit(Op::SetupExcept(0));
        self.emit(Op::WithExceptStart);
        self.emit_await();
        let suppress = self.emit(Op::PopJumpIfTrue(0));
        // Not suppressed: [exit, prev, exc] -> the cleanup handler gets
        // [exit, prev, exc, exc], as when __exit__ itself raises.
        self.emit(Op::Dup);
        self.emit(Op::Reraise);
        self.patch(suppress);
        self.emit(Op::PopBlock);
        self.emit(Op::Pop);
        self.emit(Op::PopExcept);
        self.emit(Op::Pop);
        let end2 = self.emit(Op::Jump(0));
        self.patch(cleanup);
        self.emit_cleanup_reraise();
        self.patch(end);
        self.patch(end2);
        Ok(())
    }

    /// [exit] -> []: await exit(None, None, None)
    fn emit_async_exit_none(&mut self) {
        self.load_const(Const::None);
        self.emit(Op::Dup);
        self.emit(Op::Dup);
        self.emit(Op::Call(3));
        self.emit_await();
        self.emit(Op::Pop);
    }

    /// `try: … except* T as e: …` — the caught exception (wrapped in a group
    /// if naked) is split clause by clause; what is left or newly raised is
    /// re-raised at the end, as CPython does.
    fn try_except_star(&mut self, t: &'a ast::StmtTry) -> CResult {
        let setup = self.emit(Op::SetupExcept(0));
        self.unit().fblocks.push(FBlock::TryExcept);
        self.body(&t.body)?;
        self.unit().fblocks.pop();
        self.emit(Op::PopBlock);
        self.body(&t.orelse)?;
        let end = self.emit(Op::Jump(0));
        self.patch(setup);
        // Stack: [exc]
        self.emit(Op::PushExcInfo);
        // [prev, exc] -> [prev, state]
        self.emit(Op::ExceptStarStart);
        for h in &t.handlers {
            let ast::ExceptHandler::ExceptHandler(h) = h;
            self.set_line(h.start());
            let Some(ty) = &h.type_ else {
                return Err(self.error("expected one or more exception types", h.range()));
            };
            self.expr(ty)?;
            // [prev, state, type] -> [prev, state, match-or-None]
            self.emit(Op::ExceptStarMatch);
            self.emit(Op::Dup);
            self.load_const(Const::None);
            self.emit(Op::Is(false));
            let skip = self.emit(Op::PopJumpIfTrue(0));
            let name_slot = match &h.name {
                Some(n) => {
                    let target = self.resolve(n.id.as_str());
                    self.store_target(target);
                    Some(target)
                }
                None => {
                    self.emit(Op::Pop);
                    None
                }
            };
            // Exceptions raised by the handler are collected, not propagated.
            let hsetup = self.emit(Op::SetupExcept(0));
            self.unit().fblocks.push(FBlock::TryExcept);
            self.body(&h.body)?;
            self.unit().fblocks.pop();
            self.emit(Op::PopBlock);
            let done = self.emit(Op::Jump(0));
            self.patch(hsetup);
            // [prev, state, exc2]
            self.emit(Op::ExceptStarRecord);
            self.patch(done);
            if let Some(t) = name_slot {
                self.clear_name(t);
            }
            let next = self.emit(Op::Jump(0));
            self.patch(skip);
            self.emit(Op::Pop);
            self.patch(next);
        }
        // [prev, state] -> [] or raise
        self.emit(Op::ExceptStarEnd);
        self.patch(end);
        Ok(())
    }

    fn try_except(&mut self, t: &'a ast::StmtTry) -> CResult {
        if t.is_star {
            return self.try_except_star(t);
        }
        let setup = self.emit(Op::SetupExcept(0));
        self.unit().fblocks.push(FBlock::TryExcept);
        self.body(&t.body)?;
        self.unit().fblocks.pop();
        self.emit(Op::PopBlock);
        self.body(&t.orelse)?;
        let mut ends = vec![self.emit(Op::Jump(0))];
        self.patch(setup);
        // Stack: [exc]
        self.emit(Op::PushExcInfo);
        let cleanup = self.emit(Op::SetupExcept(0));
        for h in &t.handlers {
            let ast::ExceptHandler::ExceptHandler(h) = h;
            self.set_line(h.start());
            let mut next = None;
            if let Some(ty) = &h.type_ {
                self.expr(ty)?;
                self.emit(Op::CheckExcMatch);
                next = Some(self.emit(Op::PopJumpIfFalse(0)));
            }
            let name_slot = match &h.name {
                Some(n) => {
                    let target = self.resolve(n.id.as_str());
                    self.store_target(target);
                    Some(target)
                }
                None => {
                    self.emit(Op::Pop);
                    None
                }
            };
            self.unit().fblocks.push(FBlock::Handler { name_slot });
            self.body(&h.body)?;
            self.unit().fblocks.pop();
            self.emit(Op::PopBlock);
            self.emit(Op::PopExcept);
            if let Some(t) = name_slot {
                self.clear_name(t);
            }
            ends.push(self.emit(Op::Jump(0)));
            if let Some(n) = next {
                self.patch(n);
            }
        }
        // No clause matched: re-raise into the cleanup handler. Handler
        // bodies run with [prev] on the stack (the exception was stored or
        // popped), so the cleanup handler sees [prev, exc] either way.
        self.emit(Op::Reraise);
        self.patch(cleanup);
        self.emit(Op::PopExceptReraise);
        for e in ends {
            self.patch(e);
        }
        Ok(())
    }

    fn try_finally(&mut self, t: &'a ast::StmtTry) -> CResult {
        let setup = self.emit(Op::SetupExcept(0));
        self.unit().fblocks.push(FBlock::Finally(&t.finalbody));
        if t.handlers.is_empty() {
            self.body(&t.body)?;
            self.body(&t.orelse)?;
        } else {
            self.try_except(t)?;
        }
        self.unit().fblocks.pop();
        self.emit(Op::PopBlock);
        self.body(&t.finalbody)?;
        let end = self.emit(Op::Jump(0));
        self.patch(setup);
        // Stack: [exc]
        self.emit(Op::PushExcInfo);
        let cleanup = self.emit(Op::SetupExcept(0));
        self.unit().fblocks.push(FBlock::FinallyHandler);
        self.body(&t.finalbody)?;
        self.unit().fblocks.pop();
        self.emit(Op::PopBlock);
        // [prev, exc] -> restore prev, re-raise exc.
        self.emit(Op::PopExceptReraise);
        self.patch(cleanup);
        self.emit_cleanup_reraise();
        self.patch(end);
        Ok(())
    }

    /// Handler for an exception escaping an except/finally/__exit__ body:
    /// [prev, exc, new] -> restore prev as the handled exception, raise new.
    fn emit_cleanup_reraise(&mut self) {
        self.emit(Op::Rot2);
        self.emit(Op::Pop);
        self.emit(Op::PopExceptReraise);
    }

    pub(super) fn function_def(&mut self, f: &'a ast::StmtFunctionDef) -> CResult {
        for d in &f.decorator_list {
            self.expr(&d.expression)?;
        }
        let scope_id = *self
            .table
            .by_node
            .get(&node_key(f))
            .expect("scope of function");

        let mut flags = self.defaults(&f.parameters)?;
        flags |= self.annotations(&f.parameters, f.returns.as_deref())?;
        let sig = signature(&f.parameters);
        let written = self.written_name(&f.name);
        let qualname = self.qualname(&written);
        let line = self.lines.line(f.start().to_u32());
        self.begin_function(scope_id, &written, qualname, line, sig);
        self.unit().line = line;
        self.unit().code.is_coroutine = f.is_async;
        if f.is_async {
            let has_yield = self.unit().code.is_generator;
            self.unit().code.is_async_generator = has_yield;
            self.unit().code.is_generator = true;
        }
        if let Some(Stmt::Expr(e)) = f.body.first()
            && let Expr::StringLiteral(s) = &*e.value
        {
            self.unit().code.doc = Some(s.value.to_str().into());
        }
        self.body(&f.body)?;
        self.load_const(Const::None);
        self.emit(Op::Return);
        self.end_function(flags)?;
        for _ in &f.decorator_list {
            self.emit(Op::Call(1));
        }
        self.store_name(f.name.id.as_str());
        Ok(())
    }

    fn class_def(&mut self, c: &'a ast::StmtClassDef) -> CResult {
        for d in &c.decorator_list {
            self.expr(&d.expression)?;
        }
        let scope_id = *self
            .table
            .by_node
            .get(&node_key(c))
            .expect("scope of class");
        let written = self.written_name(&c.name);
        let qualname = self.qualname(&written);
        let line = self.lines.line(c.start().to_u32());
        self.begin_function(scope_id, &written, qualname, line, Signature::default());
        self.unit().line = line;
        if let Some(Stmt::Expr(e)) = c.body.first()
            && let Expr::StringLiteral(s) = &*e.value
        {
            self.unit().code.doc = Some(s.value.to_str().into());
        }
        self.setup_annotations(&c.body);
        self.body(&c.body)?;
        self.load_const(Const::None);
        self.emit(Op::Return);
        self.end_function(0)?;
        self.load_const(Const::Str(written.as_str().into()));
        let mut has_kw = false;
        match &c.arguments {
            Some(args) => {
                if args.args.iter().any(|a| matches!(a, Expr::Starred(_))) {
                    self.starred_list(&args.args)?;
                    self.emit(Op::ListToTuple);
                } else {
                    for a in args.args.iter() {
                        self.expr(a)?;
                    }
                    self.emit(Op::BuildTuple(args.args.len() as u32));
                }
                if !args.keywords.is_empty() {
                    has_kw = true;
                    self.emit(Op::BuildMap(0));
                    for k in args.keywords.iter() {
                        match &k.arg {
                            Some(name) => {
                                self.load_const(Const::Str(name.id.as_str().into()));
                                self.expr(&k.value)?;
                                self.emit(Op::MapAdd(1));
                            }
                            None => {
                                self.expr(&k.value)?;
                                self.emit(Op::DictUpdate(1));
                            }
                        }
                    }
                }
            }
            None => {
                self.emit(Op::BuildTuple(0));
            }
        }
        self.set_line(c.start());
        self.emit(Op::BuildClass(has_kw));
        for _ in &c.decorator_list {
            self.emit(Op::Call(1));
        }
        self.store_name(c.name.id.as_str());
        Ok(())
    }

    /// Push an annotation's value: evaluated, or under
    /// `from __future__ import annotations` its source text as a string.
    fn annotation(&mut self, e: &'a Expr) -> CResult {
        if self.future_annotations {
            let text = super::unparse::unparse(self.src, e);
            self.load_const(Const::Str(text.into()));
            return Ok(());
        }
        self.expr(e)
    }

    /// `__annotations__ = {}` when a body has annotated assignments.
    fn setup_annotations(&mut self, body: &'a [Stmt]) {
        if body
            .iter()
            .any(|s| matches!(s, Stmt::AnnAssign(a) if a.simple))
        {
            self.emit(Op::BuildMap(0));
            self.store_name("__annotations__");
        }
    }

    /// Push a dict of parameter/return annotations; returns flag 4 if any.
    fn annotations(&mut self, p: &'a ast::Parameters, returns: Option<&'a Expr>) -> CResult<u8> {
        let mut pairs: Vec<(&str, &'a Expr)> = Vec::new();
        for a in p.posonlyargs.iter().chain(p.args.iter()) {
            if let Some(ann) = &a.parameter.annotation {
                pairs.push((a.parameter.name.id.as_str(), ann));
            }
        }
        if let Some(v) = &p.vararg
            && let Some(ann) = &v.annotation
        {
            pairs.push((v.name.id.as_str(), ann));
        }
        for a in p.kwonlyargs.iter() {
            if let Some(ann) = &a.parameter.annotation {
                pairs.push((a.parameter.name.id.as_str(), ann));
            }
        }
        if let Some(v) = &p.kwarg
            && let Some(ann) = &v.annotation
        {
            pairs.push((v.name.id.as_str(), ann));
        }
        if let Some(r) = returns {
            pairs.push(("return", r));
        }
        if pairs.is_empty() {
            return Ok(0);
        }
        for (name, e) in &pairs {
            self.load_const(Const::Str((*name).into()));
            self.annotation(e)?;
        }
        self.emit(Op::BuildMap(pairs.len() as u32));
        Ok(4)
    }

    /// Push defaults (tuple) and keyword-only defaults (dict); returns flags.
    pub(super) fn defaults(&mut self, p: &'a ast::Parameters) -> CResult<u8> {
        let mut flags = 0;
        let pos: Vec<&Expr> = p
            .posonlyargs
            .iter()
            .chain(p.args.iter())
            .filter_map(|a| a.default.as_deref())
            .collect();
        if !pos.is_empty() {
            for d in &pos {
                self.expr(d)?;
            }
            self.emit(Op::BuildTuple(pos.len() as u32));
            flags |= 1;
        }
        let kw: Vec<_> = p
            .kwonlyargs
            .iter()
            .filter(|a| a.default.is_some())
            .collect();
        if !kw.is_empty() {
            for a in &kw {
                self.load_const(Const::Str(a.parameter.name.id.as_str().into()));
                if let Some(d) = &a.default {
                    self.expr(d)?;
                }
            }
            self.emit(Op::BuildMap(kw.len() as u32));
            flags |= 2;
        }
        Ok(flags)
    }

    fn aug_assign(&mut self, a: &'a ast::StmtAugAssign) -> CResult {
        let op = binop(a.op);
        match &*a.target {
            Expr::Name(n) => {
                self.load_name(n.id.as_str());
                self.expr(&a.value)?;
                self.emit(Op::Inplace(op));
                self.store_name(n.id.as_str());
            }
            Expr::Attribute(at) => {
                self.expr(&at.value)?;
                self.emit(Op::Dup);
                let n = self.name_index(at.attr.id.as_str());
                self.emit(Op::LoadAttr(n));
                self.expr(&a.value)?;
                self.emit(Op::Inplace(op));
                self.emit(Op::Rot2);
                self.emit(Op::StoreAttr(n));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Op::Dup2);
                self.emit(Op::Subscr);
                self.expr(&a.value)?;
                self.emit(Op::Inplace(op));
                self.emit(Op::Rot3);
                self.emit(Op::StoreSubscr);
            }
            other => {
                return Err(self.error(
                    "'expression' is an illegal expression for augmented assignment",
                    other.range(),
                ));
            }
        }
        Ok(())
    }

    /// Store TOS into an assignment target.
    /// Store the value on the stack into target `t`.
    pub(super) fn assign(&mut self, t: &'a Expr) -> CResult {
        let outer = self.set_span(t.range());
        let r = self.assign_kind(t);
        self.unit().span = outer;
        r
    }

    fn assign_kind(&mut self, t: &'a Expr) -> CResult {
        match t {
            Expr::Name(n) => self.store_name(n.id.as_str()),
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let n = self.name_index(a.attr.id.as_str());
                self.emit(Op::StoreAttr(n));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Op::StoreSubscr);
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                let star = elts.iter().position(|e| matches!(e, Expr::Starred(_)));
                match star {
                    None => {
                        self.emit(Op::UnpackSequence(elts.len() as u32));
                    }
                    Some(i) => {
                        if elts
                            .iter()
                            .filter(|e| matches!(e, Expr::Starred(_)))
                            .count()
                            > 1
                        {
                            return Err(
                                self.error("multiple starred expressions in assignment", t.range())
                            );
                        }
                        let after = elts.len() - i - 1;
                        self.emit(Op::UnpackEx(i as u16, after as u16));
                    }
                }
                for e in elts {
                    match e {
                        Expr::Starred(s) => self.assign(&s.value)?,
                        _ => self.assign(e)?,
                    }
                }
            }
            Expr::Starred(s) => {
                return Err(self.error(
                    "starred assignment target must be in a list or tuple",
                    s.range(),
                ));
            }
            other => return Err(self.error("cannot assign to expression", other.range())),
        }
        Ok(())
    }

    fn delete(&mut self, t: &'a Expr) -> CResult {
        let outer = self.set_span(t.range());
        let r = self.delete_kind(t);
        self.unit().span = outer;
        r
    }

    fn delete_kind(&mut self, t: &'a Expr) -> CResult {
        match t {
            Expr::Name(n) => {
                let target = self.resolve(n.id.as_str());
                self.delete_target(target);
            }
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let n = self.name_index(a.attr.id.as_str());
                self.emit(Op::DeleteAttr(n));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Op::DeleteSubscr);
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                for e in elts {
                    self.delete(e)?;
                }
            }
            other => return Err(self.error("cannot delete expression", other.range())),
        }
        Ok(())
    }
}

pub(super) fn signature(p: &ast::Parameters) -> Signature {
    let mut names = Vec::new();
    for a in p.posonlyargs.iter().chain(p.args.iter()) {
        names.push(a.parameter.name.id.as_str().into());
    }
    for a in p.kwonlyargs.iter() {
        names.push(a.parameter.name.id.as_str().into());
    }
    if let Some(v) = &p.vararg {
        names.push(v.name.id.as_str().into());
    }
    if let Some(v) = &p.kwarg {
        names.push(v.name.id.as_str().into());
    }
    Signature {
        argcount: (p.posonlyargs.len() + p.args.len()) as u32,
        posonly: p.posonlyargs.len() as u32,
        kwonly: p.kwonlyargs.len() as u32,
        varargs: p.vararg.is_some(),
        varkw: p.kwarg.is_some(),
        names,
    }
}
