//! Code generation for `match` statements. A pattern becomes a `Pat` tree
//! interpreted by the VM; the expressions inside it (value patterns, class
//! names, mapping keys) are evaluated first and passed by index.

use ruff_python_ast::{self as ast, Pattern, Stmt};
use ruff_text_size::Ranged;

use super::code::{Const, Op, Pat};
use super::{CResult, Compiler};

/// Per-pattern compile state: evaluated leaf expressions and capture names.
struct PatCtx<'a> {
    values: Vec<&'a ast::Expr>,
    captures: Vec<String>,
}

impl<'a> PatCtx<'a> {
    fn value(&mut self, e: &'a ast::Expr) -> u16 {
        self.values.push(e);
        (self.values.len() - 1) as u16
    }
    fn capture(&mut self, name: &str) -> u16 {
        if let Some(i) = self.captures.iter().position(|c| c == name) {
            return i as u16;
        }
        self.captures.push(name.to_string());
        (self.captures.len() - 1) as u16
    }
}

impl<'a> Compiler<'a> {
    pub(super) fn match_stmt(&mut self, m: &'a ast::StmtMatch) -> CResult {
        self.expr(&m.subject)?;
        let mut ends = Vec::new();
        for (i, case) in m.cases.iter().enumerate() {
            self.set_line(case.start());
            let mut ctx = PatCtx {
                values: Vec::new(),
                captures: Vec::new(),
            };
            let pat = self.pattern(&case.pattern, &mut ctx)?;
            let is_irrefutable =
                case.guard.is_none() && matches!(pat, Pat::Wildcard | Pat::Capture(_));
            if is_irrefutable && i + 1 < m.cases.len() {
                let what = match &pat {
                    Pat::Capture(_) => format!(
                        "name capture '{}' makes remaining patterns unreachable",
                        ctx.captures[0]
                    ),
                    _ => "wildcard makes remaining patterns unreachable".to_string(),
                };
                return Err(self.error(what, case.pattern.range()));
            }
            self.emit(Op::Dup);
            let nvalues = ctx.values.len();
            for v in ctx.values.clone() {
                self.expr(v)?;
            }
            let u = self.unit();
            u.code.patterns.push(pat);
            let idx = (u.code.patterns.len() - 1) as u16;
            self.emit(Op::MatchPattern(idx, nvalues as u16));
            let fail = self.emit(Op::PopJumpIfFalse(0));
            for name in ctx.captures.iter().rev() {
                self.store_name(name);
            }
            let guard_fail = match &case.guard {
                Some(g) => {
                    self.expr(g)?;
                    Some(self.emit(Op::PopJumpIfFalse(0)))
                }
                None => None,
            };
            self.emit(Op::Pop);
            self.body(&case.body)?;
            ends.push(self.emit(Op::Jump(0)));
            self.patch(fail);
            if let Some(g) = guard_fail {
                self.patch(g);
            }
        }
        self.emit(Op::Pop);
        for e in ends {
            self.patch(e);
        }
        Ok(())
    }

    fn pattern(&mut self, p: &'a Pattern, ctx: &mut PatCtx<'a>) -> CResult<Pat> {
        Ok(match p {
            Pattern::MatchValue(v) => Pat::Value(ctx.value(&v.value)),
            Pattern::MatchSingleton(s) => Pat::Singleton(match s.value {
                ast::Singleton::None => Const::None,
                ast::Singleton::True => Const::Bool(true),
                ast::Singleton::False => Const::Bool(false),
            }),
            Pattern::MatchSequence(s) => {
                let mut items = Vec::new();
                let mut star = None;
                for (i, sub) in s.patterns.iter().enumerate() {
                    if let Pattern::MatchStar(st) = sub {
                        if star.is_some() {
                            return Err(self
                                .error("multiple starred names in sequence pattern", sub.start()));
                        }
                        let cap = st.name.as_ref().map(|n| ctx.capture(n.id.as_str()));
                        star = Some((i, cap));
                    } else {
                        items.push(self.pattern(sub, ctx)?);
                    }
                }
                Pat::Sequence { items, star }
            }
            Pattern::MatchMapping(m) => {
                if let Some((dup, at)) = duplicate_literal_key(&m.keys) {
                    return Err(
                        self.error(format!("mapping pattern checks duplicate key ({dup})"), at)
                    );
                }
                let mut keys = Vec::new();
                for k in m.keys.iter() {
                    keys.push(ctx.value(k));
                }
                let mut pats = Vec::new();
                for sub in m.patterns.iter() {
                    pats.push(self.pattern(sub, ctx)?);
                }
                let rest = m.rest.as_ref().map(|n| ctx.capture(n.id.as_str()));
                Pat::Mapping { keys, pats, rest }
            }
            Pattern::MatchClass(c) => {
                let cls = ctx.value(&c.cls);
                let mut args = Vec::new();
                for sub in c.arguments.patterns.iter() {
                    args.push(self.pattern(sub, ctx)?);
                }
                let mut kwargs = Vec::new();
                for k in c.arguments.keywords.iter() {
                    kwargs.push((k.attr.id.as_str().into(), self.pattern(&k.pattern, ctx)?));
                }
                Pat::Class { cls, args, kwargs }
            }
            Pattern::MatchStar(s) => {
                return Err(self.error("can't use starred name here", s.range()));
            }
            Pattern::MatchAs(a) => match (&a.pattern, &a.name) {
                (None, None) => Pat::Wildcard,
                (None, Some(n)) => Pat::Capture(ctx.capture(n.id.as_str())),
                (Some(sub), None) => self.pattern(sub, ctx)?,
                (Some(sub), Some(n)) => {
                    let inner = self.pattern(sub, ctx)?;
                    Pat::As(Box::new(inner), ctx.capture(n.id.as_str()))
                }
            },
            Pattern::MatchOr(o) => {
                let mut alts = Vec::new();
                let before = ctx.captures.len();
                for sub in o.patterns.iter() {
                    alts.push(self.pattern(sub, ctx)?);
                }
                let _ = before;
                Pat::Or(alts)
            }
        })
    }
}

#[allow(dead_code)]
fn is_match(s: &Stmt) -> bool {
    matches!(s, Stmt::Match(_))
}

/// The first literal key of a mapping pattern equal to an earlier one, as
/// (its repr, where it is). Equal as dict keys: `1`, `1.0` and `True` are one
/// key.
fn duplicate_literal_key(keys: &[ast::Expr]) -> Option<(String, ruff_text_size::TextSize)> {
    #[derive(PartialEq)]
    enum Key {
        Str(String),
        Bytes(Vec<u8>),
        Num(f64),
        None,
    }
    let literal = |e: &ast::Expr| -> Option<(Key, String)> {
        use ast::{Expr, Number};
        Some(match e {
            Expr::StringLiteral(s) => {
                let v = s.value.to_str().to_string();
                let r = crate::text::repr_str(&v);
                (Key::Str(v), r)
            }
            Expr::BytesLiteral(b) => {
                let v: Vec<u8> = b.value.bytes().collect();
                let r = crate::text::bytes::repr_bytes(&v);
                (Key::Bytes(v), r)
            }
            Expr::BooleanLiteral(b) => (
                Key::Num(f64::from(u8::from(b.value))),
                if b.value { "True" } else { "False" }.into(),
            ),
            Expr::NoneLiteral(_) => (Key::None, "None".into()),
            Expr::NumberLiteral(n) => match &n.value {
                Number::Int(i) => {
                    let v = i.as_i64()?;
                    (Key::Num(v as f64), v.to_string())
                }
                _ => return None,
            },
            _ => return None,
        })
    };
    let mut seen: Vec<Key> = Vec::new();
    for k in keys {
        let Some((key, repr)) = literal(k) else {
            continue;
        };
        if seen.contains(&key) {
            return Some((repr, k.start()));
        }
        seen.push(key);
    }
    None
}
