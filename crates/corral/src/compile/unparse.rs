//! Annotation expressions back to source text, as CPython's `ast.unparse`
//! writes them, for `from __future__ import annotations`.

use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

pub fn unparse(src: &str, e: &Expr) -> String {
    let mut out = String::new();
    write_expr(src, e, &mut out);
    out
}

fn source(src: &str, e: &Expr) -> String {
    src.get(e.range().start().to_usize()..e.range().end().to_usize())
        .unwrap_or("")
        .to_string()
}

fn write_expr(src: &str, e: &Expr, out: &mut String) {
    match e {
        Expr::Name(n) => out.push_str(n.id.as_str()),
        Expr::Attribute(a) => {
            write_expr(src, &a.value, out);
            out.push('.');
            out.push_str(a.attr.id.as_str());
        }
        Expr::Subscript(s) => {
            write_expr(src, &s.value, out);
            out.push('[');
            match &*s.slice {
                Expr::Tuple(t) if !t.elts.is_empty() => {
                    write_list(src, &t.elts, out);
                    if t.elts.len() == 1 {
                        out.push(',');
                    }
                }
                other => write_expr(src, other, out),
            }
            out.push(']');
        }
        Expr::Tuple(t) => {
            out.push('(');
            write_list(src, &t.elts, out);
            if t.elts.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        Expr::List(l) => {
            out.push('[');
            write_list(src, &l.elts, out);
            out.push(']');
        }
        Expr::StringLiteral(s) => out.push_str(&py_repr(s.value.to_str())),
        Expr::NoneLiteral(_) => out.push_str("None"),
        Expr::BooleanLiteral(b) => out.push_str(if b.value { "True" } else { "False" }),
        Expr::EllipsisLiteral(_) => out.push_str("..."),
        Expr::BinOp(b) if b.op == ast::Operator::BitOr => {
            write_expr(src, &b.left, out);
            out.push_str(" | ");
            if matches!(&*b.right, Expr::BinOp(_)) {
                out.push('(');
                write_expr(src, &b.right, out);
                out.push(')');
            } else {
                write_expr(src, &b.right, out);
            }
        }
        other => out.push_str(&source(src, other)),
    }
}

fn write_list(src: &str, items: &[Expr], out: &mut String) {
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_expr(src, x, out);
    }
}

/// `repr(s)` for a str.
fn py_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}
