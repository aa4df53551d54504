//! Code generation for expressions.

use std::rc::Rc;

use num_bigint::BigInt;
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::code::{CmpOp, Const, Op};
use super::scope::node_key;
use super::stmt::{binop, signature};
use super::{CResult, Compiler};

impl<'a> Compiler<'a> {
    pub(super) fn expr(&mut self, e: &'a Expr) -> CResult {
        let outer = self.set_span(e.range());
        let r = self.expr_kind(e);
        self.unit().span = outer;
        r
    }

    fn expr_kind(&mut self, e: &'a Expr) -> CResult {
        match e {
            Expr::NumberLiteral(n) => {
                let c = self.number(&n.value, e)?;
                self.load_const(c);
            }
            Expr::StringLiteral(s) => self.load_const(Const::Str(s.value.to_str().into())),
            Expr::BytesLiteral(b) => {
                let bytes: Vec<u8> = b.value.bytes().collect();
                self.load_const(Const::Bytes(bytes.into()));
            }
            Expr::BooleanLiteral(b) => self.load_const(Const::Bool(b.value)),
            Expr::NoneLiteral(_) => self.load_const(Const::None),
            Expr::EllipsisLiteral(_) => self.load_const(Const::Ellipsis),
            Expr::Name(n) => self.load_name(n.id.as_str()),
            Expr::BinOp(b) => {
                self.expr(&b.left)?;
                self.expr(&b.right)?;
                self.set_line(b.start());
                self.emit(Op::Binary(binop(b.op)));
            }
            Expr::UnaryOp(u) => {
                if let (ast::UnaryOp::USub, Expr::NumberLiteral(n)) = (u.op, &*u.operand) {
                    match self.number(&n.value, e)? {
                        Const::Int(i) if i != i64::MIN => {
                            return {
                                self.load_const(Const::Int(-i));
                                Ok(())
                            };
                        }
                        Const::Float(f) => {
                            return {
                                self.load_const(Const::Float(-f));
                                Ok(())
                            };
                        }
                        _ => {}
                    }
                }
                self.expr(&u.operand)?;
                self.emit(match u.op {
                    ast::UnaryOp::Not => Op::Not,
                    ast::UnaryOp::USub => Op::Neg,
                    ast::UnaryOp::UAdd => Op::Pos,
                    ast::UnaryOp::Invert => Op::Invert,
                });
            }
            Expr::BoolOp(b) => {
                let mut jumps = Vec::new();
                let n = b.values.len();
                for (i, v) in b.values.iter().enumerate() {
                    self.expr(v)?;
                    if i + 1 < n {
                        jumps.push(self.emit(match b.op {
                            ast::BoolOp::And => Op::JumpIfFalseOrPop(0),
                            ast::BoolOp::Or => Op::JumpIfTrueOrPop(0),
                        }));
                    }
                }
                for j in jumps {
                    self.patch(j);
                }
            }
            Expr::Compare(c) => self.compare(c)?,
            Expr::If(i) => {
                self.expr(&i.test)?;
                let j = self.emit(Op::PopJumpIfFalse(0));
                self.expr(&i.body)?;
                let end = self.emit(Op::Jump(0));
                self.patch(j);
                self.expr(&i.orelse)?;
                self.patch(end);
            }
            Expr::Named(n) => {
                self.expr(&n.value)?;
                self.emit(Op::Dup);
                self.assign(&n.target)?;
            }
            Expr::Tuple(t) => {
                if let Some(c) = self.const_tuple(&t.elts) {
                    self.load_const(c);
                } else if t.elts.iter().any(|e| matches!(e, Expr::Starred(_))) {
                    self.starred_list(&t.elts)?;
                    self.emit(Op::ListToTuple);
                } else {
                    for x in &t.elts {
                        self.expr(x)?;
                    }
                    self.emit(Op::BuildTuple(t.elts.len() as u32));
                }
            }
            Expr::List(l) => {
                if l.elts.iter().any(|e| matches!(e, Expr::Starred(_))) {
                    self.starred_list(&l.elts)?;
                } else {
                    for x in &l.elts {
                        self.expr(x)?;
                    }
                    self.emit(Op::BuildList(l.elts.len() as u32));
                }
            }
            Expr::Set(s) => {
                if s.elts.iter().any(|e| matches!(e, Expr::Starred(_))) {
                    self.emit(Op::BuildSet(0));
                    for x in &s.elts {
                        match x {
                            Expr::Starred(st) => {
                                self.expr(&st.value)?;
                                self.emit(Op::SetUpdate(1));
                            }
                            _ => {
                                self.expr(x)?;
                                self.emit(Op::SetAdd(1));
                            }
                        }
                    }
                } else if s.elts.len() > 2 && s.elts.iter().all(is_folded_const) {
                    let elts = self.const_set_elts(&s.elts);
                    for x in elts {
                        self.expr(x)?;
                    }
                    self.emit(Op::BuildConstSet(elts.len() as u32));
                } else {
                    for x in &s.elts {
                        self.expr(x)?;
                    }
                    self.emit(Op::BuildSet(s.elts.len() as u32));
                }
            }
            Expr::Dict(d) => {
                if d.items.iter().any(|i| i.key.is_none()) {
                    self.emit(Op::BuildMap(0));
                    for item in &d.items {
                        match &item.key {
                            Some(k) => {
                                self.expr(k)?;
                                self.expr(&item.value)?;
                                self.emit(Op::MapAdd(1));
                            }
                            None => {
                                self.expr(&item.value)?;
                                self.emit(Op::DictUpdate(1));
                            }
                        }
                    }
                } else {
                    for item in &d.items {
                        if let Some(k) = &item.key {
                            self.expr(k)?;
                        }
                        self.expr(&item.value)?;
                    }
                    self.emit(Op::BuildMap(d.items.len() as u32));
                }
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.set_line(s.start());
                self.emit(Op::Subscr);
            }
            Expr::Slice(s) => {
                for part in [&s.lower, &s.upper] {
                    match part {
                        Some(x) => self.expr(x)?,
                        None => self.load_const(Const::None),
                    }
                }
                if let Some(step) = &s.step {
                    self.expr(step)?;
                    self.emit(Op::BuildSlice(3));
                } else {
                    self.emit(Op::BuildSlice(2));
                }
            }
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let n = self.name_index(a.attr.id.as_str());
                self.emit(Op::LoadAttr(n));
            }
            Expr::Call(c) => self.call(c)?,
            Expr::Lambda(l) => {
                let scope_id = *self.table.by_node.get(&node_key(l)).expect("lambda scope");
                let empty = ast::Parameters::default();
                let params = l.parameters.as_deref().unwrap_or(&empty);
                let flags = match &l.parameters {
                    Some(p) => self.defaults(p)?,
                    None => 0,
                };
                let qualname = self.qualname("<lambda>");
                let line = self.lines.line(l.start().to_u32());
                self.begin_function(scope_id, "<lambda>", qualname, line, signature(params));
                self.expr(&l.body)?;
                self.emit(Op::Return);
                self.end_function(flags)?;
            }
            Expr::ListComp(c) => {
                self.no_unpacked_element(&c.elt)?;
                self.comprehension(node_key(c), "<listcomp>", &c.generators, Comp::List(&c.elt))?
            }
            Expr::SetComp(c) => {
                self.no_unpacked_element(&c.elt)?;
                self.comprehension(node_key(c), "<setcomp>", &c.generators, Comp::Set(&c.elt))?
            }
            Expr::DictComp(c) => {
                let Some(k) = &c.key else {
                    // CPython marks the `**` alone.
                    let (start, value) = (c.start().to_u32(), c.value.start().to_u32());
                    let stars = self
                        .src
                        .get(start as usize..value as usize)
                        .and_then(|s| s.rfind("**"))
                        .map_or(c.range(), |p| {
                            let p = TextSize::from(start + p as u32);
                            TextRange::new(p, p + TextSize::from(2))
                        });
                    return Err(
                        self.error("dict unpacking cannot be used in dict comprehension", stars)
                    );
                };
                self.comprehension(
                    node_key(c),
                    "<dictcomp>",
                    &c.generators,
                    Comp::Dict(k, &c.value),
                )?
            }
            Expr::Generator(c) => {
                self.no_unpacked_element(&c.elt)?;
                self.comprehension(node_key(c), "<genexpr>", &c.generators, Comp::Gen(&c.elt))?
            }
            Expr::FString(f) => self.fstring(f)?,
            Expr::Starred(s) => {
                return Err(self.error("can't use starred expression here", s.range()));
            }
            Expr::Await(a) => {
                if matches!(
                    self.scope_kind(),
                    super::scope::ScopeKind::Module | super::scope::ScopeKind::Class
                ) {
                    return Err(self.error("'await' outside function", a.range()));
                }
                if !self.unit().code.is_coroutine {
                    return Err(self.error("'await' outside async function", a.range()));
                }
                self.expr(&a.value)?;
                self.emit_await();
            }
            Expr::Yield(y) => {
                if !matches!(
                    self.scope_kind(),
                    super::scope::ScopeKind::Function | super::scope::ScopeKind::Comprehension
                ) {
                    return Err(self.error("'yield' outside function", y.range()));
                }
                match &y.value {
                    Some(v) => self.expr(v)?,
                    None => self.load_const(Const::None),
                }
                self.emit(Op::YieldValue);
            }
            Expr::YieldFrom(y) => {
                if !matches!(self.scope_kind(), super::scope::ScopeKind::Function) {
                    return Err(self.error("'yield from' outside function", y.range()));
                }
                if self.unit().code.is_coroutine {
                    return Err(self.error("'yield from' inside async function", y.range()));
                }
                self.expr(&y.value)?;
                self.emit(Op::GetYieldFromIter);
                self.load_const(Const::None);
                self.emit(Op::YieldFrom);
            }
            // Python 3.14 syntax: to 3.11, a name before a string.
            Expr::TString(t) => return Err(self.error("invalid syntax", t.range())),
            Expr::IpyEscapeCommand(i) => return Err(self.error("invalid syntax", i.range())),
        }
        Ok(())
    }

    fn number(&self, n: &ast::Number, e: &Expr) -> CResult<Const> {
        Ok(match n {
            ast::Number::Int(i) => match i.as_i64() {
                Some(v) => Const::Int(v),
                None => {
                    let text = i.to_string().replace('_', "");
                    let lower = text.to_ascii_lowercase();
                    let (digits, radix) = if let Some(r) = lower.strip_prefix("0x") {
                        (r.to_string(), 16)
                    } else if let Some(r) = lower.strip_prefix("0o") {
                        (r.to_string(), 8)
                    } else if let Some(r) = lower.strip_prefix("0b") {
                        (r.to_string(), 2)
                    } else {
                        (lower.clone(), 10)
                    };
                    if radix == 10 && digits.len() > crate::num::MAX_STR_DIGITS {
                        // As CPython: refused at compile time (and decimal
                        // conversion of a huge literal would be quadratic).
                        return Err(self.error(
                            format!(
                                "Exceeds the limit ({} digits) for integer string conversion: \
                                 value has {} digits; use sys.set_int_max_str_digits() to \
                                 increase the limit - Consider hexadecimal for huge integer \
                                 literals to avoid decimal conversion limits.",
                                crate::num::MAX_STR_DIGITS,
                                digits.len()
                            ),
                            e.start(),
                        ));
                    }
                    match BigInt::parse_bytes(digits.as_bytes(), radix) {
                        Some(b) => Const::BigInt(b),
                        None => return Err(self.error("invalid integer literal", e.range())),
                    }
                }
            },
            ast::Number::Float(f) => Const::Float(*f),
            ast::Number::Complex { real, imag } => Const::Complex(*real, *imag),
        })
    }

    /// The iterable of a `for` or comprehension clause. A set display there
    /// is a frozenset constant in CPython (built element by element), not
    /// the merged set a display elsewhere makes.
    pub(super) fn iter_expr(&mut self, e: &'a Expr) -> CResult {
        if let Expr::Set(s) = e
            && !s.elts.iter().any(|x| matches!(x, Expr::Starred(_)))
        {
            if s.elts.iter().all(is_folded_const) {
                let elts = self.const_set_elts(&s.elts);
                for x in elts {
                    self.expr(x)?;
                }
                self.emit(Op::BuildConstFrozenSet(elts.len() as u32));
            } else {
                for x in &s.elts {
                    self.expr(x)?;
                }
                self.emit(Op::BuildSet(s.elts.len() as u32));
            }
            return Ok(());
        }
        self.expr(e)
    }

    /// The elements to build a constant set from: those of the first
    /// constant set of the module with the same value (CPython merges equal
    /// constants, and the first one's layout is kept).
    fn const_set_elts(&mut self, elts: &'a [Expr]) -> &'a [Expr] {
        // CPython keys a frozenset constant by its elements (the first of
        // equal ones, `1 == 1.0 == True`), each with its type.
        let mut seen = std::collections::HashSet::new();
        let mut keys = Vec::with_capacity(elts.len());
        for e in elts {
            let Some(c) = self.const_value(e) else {
                return elts;
            };
            if seen.insert(const_eq_key(&c)) {
                keys.push(format!("{c:?}"));
            }
        }
        keys.sort_unstable();
        self.const_sets.entry(keys.join("\u{0}")).or_insert(elts)
    }

    /// The value of a constant expression, when simple to fold.
    fn const_value(&self, e: &Expr) -> Option<Const> {
        Some(match e {
            Expr::NumberLiteral(n) => self.number(&n.value, e).ok()?,
            Expr::StringLiteral(s) => Const::Str(s.value.to_str().into()),
            Expr::BytesLiteral(b) => Const::Bytes(b.value.bytes().collect::<Vec<u8>>().into()),
            Expr::BooleanLiteral(b) => Const::Bool(b.value),
            Expr::NoneLiteral(_) => Const::None,
            Expr::EllipsisLiteral(_) => Const::Ellipsis,
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::UAdd => match self.const_value(&u.operand)? {
                c @ (Const::Int(_) | Const::BigInt(_) | Const::Float(_) | Const::Complex(..)) => c,
                _ => return None,
            },
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => match self.const_value(&u.operand)? {
                Const::Int(i) => match i.checked_neg() {
                    Some(v) => Const::Int(v),
                    None => Const::BigInt(-BigInt::from(i)),
                },
                Const::BigInt(b) => {
                    let n = -b;
                    match i64::try_from(&n) {
                        Ok(v) => Const::Int(v),
                        Err(_) => Const::BigInt(n),
                    }
                }
                Const::Float(f) => Const::Float(-f),
                Const::Complex(re, im) => Const::Complex(-re, -im),
                _ => return None,
            },
            Expr::Tuple(t) => {
                let mut items = Vec::with_capacity(t.elts.len());
                for x in &t.elts {
                    items.push(self.const_value(x)?);
                }
                Const::Tuple(items)
            }
            _ => return None,
        })
    }

    fn const_tuple(&self, elts: &[Expr]) -> Option<Const> {
        if elts.is_empty() {
            return Some(Const::Tuple(Vec::new()));
        }
        let mut out = Vec::with_capacity(elts.len());
        for e in elts {
            out.push(match e {
                Expr::NumberLiteral(ast::ExprNumberLiteral {
                    value: ast::Number::Int(i),
                    ..
                }) => Const::Int(i.as_i64()?),
                Expr::NumberLiteral(ast::ExprNumberLiteral {
                    value: ast::Number::Float(f),
                    ..
                }) => Const::Float(*f),
                Expr::StringLiteral(s) => Const::Str(s.value.to_str().into()),
                Expr::BooleanLiteral(b) => Const::Bool(b.value),
                Expr::NoneLiteral(_) => Const::None,
                _ => return None,
            });
        }
        Some(Const::Tuple(out))
    }

    /// Build a list from elements some of which are starred.
    pub(super) fn starred_list(&mut self, elts: &'a [Expr]) -> CResult {
        let mut pending = 0u32;
        let mut built = false;
        for e in elts {
            match e {
                Expr::Starred(s) => {
                    if !built {
                        self.emit(Op::BuildList(pending));
                        built = true;
                    } else if pending > 0 {
                        self.emit(Op::BuildList(pending));
                        self.emit(Op::ListExtend(1));
                    }
                    pending = 0;
                    self.expr(&s.value)?;
                    self.emit(Op::ListExtend(1));
                }
                _ => {
                    self.expr(e)?;
                    pending += 1;
                }
            }
        }
        if !built {
            self.emit(Op::BuildList(pending));
        } else if pending > 0 {
            self.emit(Op::BuildList(pending));
            self.emit(Op::ListExtend(1));
        }
        Ok(())
    }

    fn compare(&mut self, c: &'a ast::ExprCompare) -> CResult {
        self.expr(&c.left)?;
        let n = c.ops.len();
        let mut cleanup = Vec::new();
        for (i, (op, right)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
            match right {
                // `x in {...}`: only membership matters (CPython makes the
                // last such display a frozenset constant).
                Expr::Set(s)
                    if matches!(op, ast::CmpOp::In | ast::CmpOp::NotIn)
                        && !s.elts.iter().any(|x| matches!(x, Expr::Starred(_))) =>
                {
                    if i + 1 == n && s.elts.iter().all(is_folded_const) {
                        self.const_set_elts(&s.elts);
                    }
                    for x in &s.elts {
                        self.expr(x)?;
                    }
                    self.emit(Op::BuildSet(s.elts.len() as u32));
                }
                _ => self.expr(right)?,
            }
            if i + 1 < n {
                self.emit(Op::Dup);
                self.emit(Op::Rot3);
            }
            self.set_line(c.start());
            self.emit(cmp_op(*op));
            if i + 1 < n {
                cleanup.push(self.emit(Op::JumpIfFalseOrPop(0)));
            }
        }
        if !cleanup.is_empty() {
            let end = self.emit(Op::Jump(0));
            for j in cleanup {
                self.patch(j);
            }
            // False result is on top with the spare operand below it.
            self.emit(Op::Rot2);
            self.emit(Op::Pop);
            self.patch(end);
        }
        Ok(())
    }

    fn call(&mut self, c: &'a ast::ExprCall) -> CResult {
        let args = &c.arguments;
        let has_star = args.args.iter().any(|a| matches!(a, Expr::Starred(_)));
        let has_dstar = args.keywords.iter().any(|k| k.arg.is_none());
        if has_star || has_dstar {
            self.expr(&c.func)?;
            match &args.args[..] {
                [Expr::Starred(s)] => {
                    self.emit(Op::BuildList(0));
                    self.expr(&s.value)?;
                    self.emit(Op::CallStarExtend);
                }
                _ => self.starred_list(&args.args)?,
            }
            self.emit(Op::ListToTuple);
            if !args.keywords.is_empty() {
                self.emit(Op::BuildMap(0));
                for k in args.keywords.iter() {
                    match &k.arg {
                        Some(name) => {
                            self.load_const(Const::Str(name.id.as_str().into()));
                            self.expr(&k.value)?;
                            self.emit(Op::BuildMap(1));
                            self.emit(Op::DictMerge(1));
                        }
                        None => {
                            self.expr(&k.value)?;
                            self.emit(Op::DictMerge(1));
                        }
                    }
                }
            }
            self.set_line(c.start());
            self.emit(Op::CallEx(!args.keywords.is_empty()));
            return Ok(());
        }
        if let (Expr::Attribute(a), true) = (&*c.func, args.keywords.is_empty()) {
            self.expr(&a.value)?;
            let n = self.name_index(a.attr.id.as_str());
            let call = self.set_span(a.range());
            self.emit(Op::LoadMethod(n));
            self.unit().span = call;
            for x in args.args.iter() {
                self.expr(x)?;
            }
            self.set_line(c.start());
            self.emit(Op::CallMethod(args.args.len() as u32));
            return Ok(());
        }
        self.expr(&c.func)?;
        for x in args.args.iter() {
            self.expr(x)?;
        }
        if args.keywords.is_empty() {
            self.set_line(c.start());
            self.emit(Op::Call(args.args.len() as u32));
        } else {
            let mut names = Vec::new();
            for k in args.keywords.iter() {
                let name = k.arg.as_ref().map(|n| n.id.as_str()).unwrap_or("");
                names.push(Const::Str(name.into()));
                self.expr(&k.value)?;
            }
            let total = args.args.len() + args.keywords.len();
            let names_idx = self.add_const(Const::Tuple(names));
            self.set_line(c.start());
            if total > u16::MAX as usize || names_idx > u16::MAX as u32 {
                return Err(self.error("too many arguments", c.range()));
            }
            self.emit(Op::CallKw(total as u16, names_idx as u16));
        }
        Ok(())
    }

    /// `[*a for a in b]`: CPython's parser names the mistake.
    fn no_unpacked_element(&self, elt: &Expr) -> CResult {
        match elt {
            Expr::Starred(s) => Err(self.error(
                "iterable unpacking cannot be used in comprehension",
                s.range(),
            )),
            _ => Ok(()),
        }
    }

    fn comprehension(
        &mut self,
        key: usize,
        name: &str,
        gens: &'a [ast::Comprehension],
        kind: Comp<'a>,
    ) -> CResult {
        let Some(&scope_id) = self.table.by_node.get(&key) else {
            return Err(self.error(
                "internal error: comprehension scope missing",
                gens[0].range(),
            ));
        };
        let is_async = gens.iter().any(|g| g.is_async) || self.table.scopes[scope_id].has_await;
        // An async generator expression makes an async generator; other async
        // comprehensions run as a coroutine that is awaited on the spot.
        let async_gen = is_async && matches!(kind, Comp::Gen(_));
        if is_async && !async_gen {
            let allowed = match self.scope_kind() {
                super::scope::ScopeKind::Comprehension => true,
                super::scope::ScopeKind::Function => self.unit().code.is_coroutine,
                _ => false,
            };
            if !allowed {
                return Err(self.error(
                    "asynchronous comprehension outside of an asynchronous function",
                    gens[0].range(),
                ));
            }
        }
        let qualname = self.qualname(name);
        let line = self.unit().line;
        let sig = super::code::Signature {
            argcount: 1,
            posonly: 0,
            kwonly: 0,
            varargs: false,
            varkw: false,
            names: vec![Rc::from(".0")],
        };
        // The outermost iterable is evaluated here, in the enclosing scope.
        self.begin_function(scope_id, name, qualname, line, sig);
        self.unit().line = line;
        if is_async {
            self.unit().code.is_coroutine = true;
            self.unit().code.is_generator = true;
            self.unit().code.is_async_generator = async_gen;
        }
        match kind {
            Comp::List(_) => {
                self.emit(Op::BuildList(0));
            }
            Comp::Set(_) => {
                self.emit(Op::BuildSet(0));
            }
            Comp::Dict(..) => {
                self.emit(Op::BuildMap(0));
            }
            Comp::Gen(_) => {}
        }
        self.emit(Op::LoadFast(0));
        self.comp_level(gens, 0, &kind)?;
        if matches!(kind, Comp::Gen(_)) {
            self.load_const(Const::None);
        }
        self.emit(Op::Return);
        self.end_function(0)?;
        self.iter_expr(&gens[0].iter)?;
        self.emit(if gens[0].is_async {
            Op::GetAIter
        } else {
            Op::GetIter
        });
        self.emit(Op::Call(1));
        if is_async && !async_gen {
            self.emit_await();
        }
        Ok(())
    }

    /// One `for` clause of a comprehension; the iterator is on the stack.
    fn comp_level(
        &mut self,
        gens: &'a [ast::Comprehension],
        level: usize,
        kind: &Comp<'a>,
    ) -> CResult {
        let g = &gens[level];
        if level > 0 {
            self.iter_expr(&g.iter)?;
            self.emit(if g.is_async {
                Op::GetAIter
            } else {
                Op::GetIter
            });
        }
        let start = self.here();
        let exit = if g.is_async {
            let setup = self.emit(Op::SetupExcept(0));
            self.emit(Op::GetANext);
            self.emit_await();
            self.emit(Op::PopBlock);
            setup
        } else {
            self.emit(Op::ForIter(0))
        };
        self.assign(&g.target)?;
        for cond in &g.ifs {
            self.expr(cond)?;
            self.emit(Op::PopJumpIfFalse(start));
        }
        if level + 1 < gens.len() {
            self.comp_level(gens, level + 1, kind)?;
        } else {
            let depth = (level + 2) as u32;
            match kind {
                Comp::List(e) => {
                    self.expr(e)?;
                    self.emit(Op::ListAppend(depth));
                }
                Comp::Set(e) => {
                    self.expr(e)?;
                    self.emit(Op::SetAdd(depth));
                }
                Comp::Dict(k, v) => {
                    self.expr(k)?;
                    self.expr(v)?;
                    self.emit(Op::MapAdd(depth));
                }
                Comp::Gen(e) => {
                    self.expr(e)?;
                    self.emit(Op::YieldValue);
                    self.emit(Op::Pop);
                }
            }
        }
        self.emit(Op::Jump(start));
        self.patch(exit);
        if g.is_async {
            self.emit(Op::EndAsyncFor);
            self.emit(Op::Pop);
        }
        Ok(())
    }

    fn fstring(&mut self, f: &'a ast::ExprFString) -> CResult {
        let mut count = 0u32;
        for part in f.value.iter() {
            match part {
                ast::FStringPart::Literal(l) => {
                    if !l.value.is_empty() {
                        self.load_const(Const::Str(l.value.as_ref().into()));
                        count += 1;
                    }
                }
                ast::FStringPart::FString(fs) => {
                    count += self.fstring_elements(&fs.elements)?;
                }
            }
        }
        if count == 0 {
            self.load_const(Const::Str("".into()));
        } else if count > 1 {
            self.emit(Op::BuildString(count));
        }
        Ok(())
    }

    /// Push the pieces of an f-string; returns how many strings were pushed.
    fn fstring_elements(&mut self, elements: &'a ast::InterpolatedStringElements) -> CResult<u32> {
        let mut count = 0u32;
        for el in elements.iter() {
            match el {
                ast::InterpolatedStringElement::Literal(l) => {
                    self.load_const(Const::Str(l.value.as_ref().into()));
                    count += 1;
                }
                ast::InterpolatedStringElement::Interpolation(i) => {
                    let mut conv = match i.conversion {
                        ast::ConversionFlag::None => 0u8,
                        ast::ConversionFlag::Str => b's',
                        ast::ConversionFlag::Repr => b'r',
                        ast::ConversionFlag::Ascii => b'a',
                    };
                    if let Some(d) = &i.debug_text {
                        let text = format!("{}{}{}", d.leading(), d.expression(), d.trailing());
                        self.load_const(Const::Str(text.as_str().into()));
                        count += 1;
                        if conv == 0 && i.format_spec.is_none() {
                            conv = b'r';
                        }
                    }
                    self.expr(&i.expression)?;
                    let has_spec = i.format_spec.is_some();
                    if let Some(spec) = &i.format_spec {
                        let n = self.fstring_elements(&spec.elements)?;
                        if n == 0 {
                            self.load_const(Const::Str("".into()));
                        } else if n > 1 {
                            self.emit(Op::BuildString(n));
                        }
                    }
                    self.emit(Op::FormatValue(conv, has_spec));
                    count += 1;
                }
            }
        }
        Ok(count)
    }
}

enum Comp<'a> {
    List(&'a Expr),
    Set(&'a Expr),
    Dict(&'a Expr, &'a Expr),
    Gen(&'a Expr),
}

fn cmp_op(op: ast::CmpOp) -> Op {
    use ast::CmpOp as C;
    match op {
        C::Eq => Op::Compare(CmpOp::Eq),
        C::NotEq => Op::Compare(CmpOp::Ne),
        C::Lt => Op::Compare(CmpOp::Lt),
        C::LtE => Op::Compare(CmpOp::Le),
        C::Gt => Op::Compare(CmpOp::Gt),
        C::GtE => Op::Compare(CmpOp::Ge),
        C::Is => Op::Is(false),
        C::IsNot => Op::Is(true),
        C::In => Op::In(false),
        C::NotIn => Op::In(true),
    }
}

/// Whether CPython's AST optimizer folds `e` into a constant (numbers,
/// strings, bytes, bools, None, `...`, unary and simple arithmetic on
/// numbers, tuples of constants).
fn is_folded_const(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_)
        | Expr::StringLiteral(_)
        | Expr::BytesLiteral(_)
        | Expr::BooleanLiteral(_)
        | Expr::NoneLiteral(_)
        | Expr::EllipsisLiteral(_) => true,
        Expr::Tuple(t) => t.elts.iter().all(is_folded_const),
        Expr::UnaryOp(u) => match u.op {
            ast::UnaryOp::USub | ast::UnaryOp::UAdd => is_numeric_const(&u.operand),
            ast::UnaryOp::Not => is_folded_const(&u.operand),
            ast::UnaryOp::Invert => matches!(
                &*u.operand,
                Expr::NumberLiteral(ast::ExprNumberLiteral {
                    value: ast::Number::Int(_),
                    ..
                })
            ),
        },
        _ => is_numeric_const(e),
    }
}

fn is_numeric_const(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_) => true,
        Expr::UnaryOp(u) => {
            matches!(u.op, ast::UnaryOp::USub | ast::UnaryOp::UAdd) && is_numeric_const(&u.operand)
        }
        Expr::BinOp(b) => {
            if !is_numeric_const(&b.left) || !is_numeric_const(&b.right) {
                return false;
            }
            // CPython's safe_multiply / safe_power refuse ints over 128 bits.
            let bits = |e: &Expr| match e {
                Expr::NumberLiteral(ast::ExprNumberLiteral {
                    value: ast::Number::Int(i),
                    ..
                }) => i.as_u64().map(|v| 64 - u64::from(v.leading_zeros())),
                _ => None,
            };
            match b.op {
                ast::Operator::Add | ast::Operator::Sub => true,
                ast::Operator::Mult => match (bits(&b.left), bits(&b.right)) {
                    (Some(x), Some(y)) => x == 0 || y == 0 || x + y <= 128,
                    _ => !matches!(
                        (&*b.left, &*b.right),
                        (Expr::BinOp(_), _) | (_, Expr::BinOp(_))
                    ),
                },
                ast::Operator::Pow => match (bits(&b.left), &*b.right) {
                    (
                        Some(x),
                        Expr::NumberLiteral(ast::ExprNumberLiteral {
                            value: ast::Number::Int(w),
                            ..
                        }),
                    ) => w.as_u64().is_some_and(|w| x == 0 || w == 0 || x * w <= 128),
                    _ => false,
                },
                _ => false,
            }
        }
        _ => false,
    }
}

/// A string equal for constants that compare equal in Python (`1`, `1.0`,
/// `True` and `(1+0j)` alike).
fn const_eq_key(c: &Const) -> String {
    use num_traits::FromPrimitive;
    fn real(f: f64) -> String {
        if f.is_finite() && f.fract() == 0.0 {
            match BigInt::from_f64(f) {
                Some(b) => format!("I{b}"),
                None => format!("F{}", f.to_bits()),
            }
        } else {
            format!("F{}", f.to_bits())
        }
    }
    match c {
        Const::None => "N".into(),
        Const::Ellipsis => "E".into(),
        Const::Bool(b) => format!("I{}", *b as i64),
        Const::Int(i) => format!("I{i}"),
        Const::BigInt(b) => format!("I{b}"),
        Const::Float(f) => real(*f),
        Const::Complex(re, im) if *im == 0.0 => real(*re),
        Const::Complex(re, im) => {
            format!("C{}/{}", real(*re + 0.0), real(*im))
        }
        Const::Str(s) => format!("S{s:?}"),
        Const::Bytes(b) => format!("Y{b:?}"),
        Const::Tuple(items) => {
            let parts: Vec<String> = items.iter().map(const_eq_key).collect();
            format!("T({})", parts.join(","))
        }
    }
}
