//! "Did you mean" for an uncaught NameError or AttributeError, as CPython
//! 3.11 adds to the last line of a traceback (never to `str(e)`).
//!
//! The candidates and their order follow CPython: for a name, the
//! variables of the code that failed, then the globals, then the builtins;
//! for an attribute, `dir()` of the object. The closest candidate by a
//! weighted edit distance wins (a change of case costs half of any other
//! edit), within a bound that grows with the lengths; the first of equals
//! wins. The work happens only when a traceback is printed, so raising and
//! catching these errors costs nothing extra.

use std::rc::Rc;

use crate::compile::code::Code;
use crate::objects::{ObjRef, Value};

use super::Vm;

const MOVE_COST: usize = 2;
const CASE_COST: usize = 1;
/// Longer names are never compared.
const MAX_LEN: usize = 40;
/// With this many candidates or more, no suggestion is made.
const MAX_CANDIDATES: usize = 750;

/// The builtins namespace in CPython 3.11's order, which decides ties.
const BUILTINS: &[&str] = &[
    "__name__",
    "__doc__",
    "__package__",
    "__loader__",
    "__spec__",
    "__build_class__",
    "__import__",
    "abs",
    "all",
    "any",
    "ascii",
    "bin",
    "breakpoint",
    "callable",
    "chr",
    "compile",
    "delattr",
    "dir",
    "divmod",
    "eval",
    "exec",
    "format",
    "getattr",
    "globals",
    "hasattr",
    "hash",
    "hex",
    "id",
    "input",
    "isinstance",
    "issubclass",
    "iter",
    "aiter",
    "len",
    "locals",
    "max",
    "min",
    "next",
    "anext",
    "oct",
    "ord",
    "pow",
    "print",
    "repr",
    "round",
    "setattr",
    "sorted",
    "sum",
    "vars",
    "None",
    "Ellipsis",
    "NotImplemented",
    "False",
    "True",
    "bool",
    "memoryview",
    "bytearray",
    "bytes",
    "classmethod",
    "complex",
    "dict",
    "enumerate",
    "filter",
    "float",
    "frozenset",
    "property",
    "int",
    "list",
    "map",
    "object",
    "range",
    "reversed",
    "set",
    "slice",
    "staticmethod",
    "str",
    "super",
    "tuple",
    "type",
    "zip",
    "__debug__",
    "BaseException",
    "BaseExceptionGroup",
    "Exception",
    "GeneratorExit",
    "KeyboardInterrupt",
    "SystemExit",
    "ArithmeticError",
    "AssertionError",
    "AttributeError",
    "BufferError",
    "EOFError",
    "ImportError",
    "LookupError",
    "MemoryError",
    "NameError",
    "OSError",
    "ReferenceError",
    "RuntimeError",
    "StopAsyncIteration",
    "StopIteration",
    "SyntaxError",
    "SystemError",
    "TypeError",
    "ValueError",
    "Warning",
    "FloatingPointError",
    "OverflowError",
    "ZeroDivisionError",
    "BytesWarning",
    "DeprecationWarning",
    "EncodingWarning",
    "FutureWarning",
    "ImportWarning",
    "PendingDeprecationWarning",
    "ResourceWarning",
    "RuntimeWarning",
    "SyntaxWarning",
    "UnicodeWarning",
    "UserWarning",
    "BlockingIOError",
    "ChildProcessError",
    "ConnectionError",
    "FileExistsError",
    "FileNotFoundError",
    "InterruptedError",
    "IsADirectoryError",
    "NotADirectoryError",
    "PermissionError",
    "ProcessLookupError",
    "TimeoutError",
    "IndentationError",
    "IndexError",
    "KeyError",
    "ModuleNotFoundError",
    "NotImplementedError",
    "RecursionError",
    "UnboundLocalError",
    "UnicodeError",
    "BrokenPipeError",
    "ConnectionAbortedError",
    "ConnectionRefusedError",
    "ConnectionResetError",
    "TabError",
    "UnicodeDecodeError",
    "UnicodeEncodeError",
    "UnicodeTranslateError",
    "ExceptionGroup",
    "EnvironmentError",
    "IOError",
    "open",
    "quit",
    "exit",
    "copyright",
    "credits",
    "license",
    "help",
];

/// What the VM remembers of the last failed lookup, for the traceback.
#[derive(Default)]
pub(crate) struct LastMiss {
    /// The code whose name lookup failed (its variables are candidates).
    pub code: Option<Rc<Code>>,
    /// The object whose attribute lookup failed, and the name.
    pub attr: Option<(Value, Rc<str>)>,
}

fn substitution_cost(a: u8, b: u8) -> usize {
    if a == b {
        0
    } else if a.eq_ignore_ascii_case(&b) {
        CASE_COST
    } else {
        MOVE_COST
    }
}

/// The weighted edit distance of `a` and `b` (UTF-8 bytes), or anything
/// above `max` once it is known to exceed it.
fn distance(a: &[u8], b: &[u8], max: usize) -> usize {
    if a == b {
        return 0;
    }
    let pre = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[pre..], &b[pre..]);
    let suf = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (a, b) = (&a[..a.len() - suf], &b[..b.len() - suf]);
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_LEN || b.len() > MAX_LEN {
        return max + 1;
    }
    let (a, b) = if b.len() < a.len() { (b, a) } else { (a, b) };
    if (b.len() - a.len()) * MOVE_COST > max {
        return max + 1;
    }
    // One row of the table: row[i] is the cost of a[..=i] against b so far.
    let mut row: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (bi, &bc) in b.iter().enumerate() {
        let mut diagonal = bi * MOVE_COST;
        result = diagonal;
        let mut least = usize::MAX;
        for (ai, &ac) in a.iter().enumerate() {
            let substitute = diagonal + substitution_cost(bc, ac);
            diagonal = row[ai];
            let insert_delete = result.min(diagonal) + MOVE_COST;
            result = insert_delete.min(substitute);
            row[ai] = result;
            least = least.min(result);
        }
        if least > max {
            return max + 1;
        }
    }
    result
}

/// The candidate closest to `name`, if close enough.
fn closest<'c>(name: &str, candidates: impl ExactSizeIterator<Item = &'c str>) -> Option<&'c str> {
    if candidates.len() >= MAX_CANDIDATES {
        return None;
    }
    let mut best: Option<(&str, usize)> = None;
    for item in candidates {
        if item == name {
            continue;
        }
        let mut max = (name.len() + item.len() + 3) * MOVE_COST / 6;
        if let Some((_, d)) = best {
            max = max.min(d.saturating_sub(1));
        }
        let d = distance(name.as_bytes(), item.as_bytes(), max);
        if d > max {
            continue;
        }
        if best.is_none_or(|(_, bd)| d < bd) {
            best = Some((item, d));
        }
    }
    best.map(|(s, _)| s)
}

/// The quoted name in a message such as `name 'x' is not defined`.
fn quoted_after<'m>(message: &'m str, prefix: &str) -> Option<&'m str> {
    let rest = message.strip_prefix(prefix)?;
    let end = rest.find('\'')?;
    Some(&rest[..end])
}

impl Vm {
    /// A NameError for `name`, remembering the code that looked it up.
    #[cold]
    pub(crate) fn name_error(&mut self, name: &str) -> crate::error::Error {
        self.last_miss.code = self.frames.last().map(|f| f.code.clone());
        crate::error::Error::new(
            crate::objects::TypeId::NameError,
            format!("name '{name}' is not defined"),
        )
    }

    /// Remember the object of a failed attribute lookup.
    pub(crate) fn note_attr_miss(&mut self, obj: Value, name: &str) {
        self.last_miss.attr = Some((obj, name.into()));
    }

    /// `. Did you mean: 'x'?` for the traceback of `exc`, or nothing.
    pub(crate) fn suggestion(&mut self, exc: ObjRef, line: &str) -> String {
        let ty = match self.heap.get(exc) {
            crate::objects::Obj::Exception(e) => e.ty,
            _ => return String::new(),
        };
        let message = line.split_once(": ").map_or("", |(_, m)| m);
        let found = match ty {
            crate::objects::TypeId::NameError => quoted_after(message, "name '")
                .filter(|_| message.ends_with("' is not defined"))
                .and_then(|name| self.suggest_name(name)),
            crate::objects::TypeId::AttributeError => self.suggest_attr(message),
            _ => None,
        };
        found.map_or_else(String::new, |s| format!(". Did you mean: '{s}'?"))
    }

    fn suggest_name(&mut self, name: &str) -> Option<String> {
        if let Some(code) = self.last_miss.code.clone()
            && let Some(s) = closest(name, code.varnames.iter().map(|v| &**v))
        {
            return Some(s.to_string());
        }
        let _ = self.refresh_globals();
        let globals: Vec<Rc<str>> = self
            .global_names
            .names()
            .iter()
            .zip(self.globals.iter())
            .filter(|(_, v)| !v.is_undef())
            .map(|(n, _)| n.clone())
            .collect();
        if let Some(s) = closest(name, globals.iter().map(|v| &**v)) {
            return Some(s.to_string());
        }
        closest(name, BUILTINS.iter().copied()).map(str::to_string)
    }

    fn suggest_attr(&mut self, message: &str) -> Option<String> {
        let name = message
            .rsplit_once(" has no attribute '")
            .map(|(_, n)| n.trim_end_matches('\''))?;
        let module = quoted_after(message, "module '");
        let obj = match (module, &self.last_miss.attr) {
            (Some(m), _) => self
                .modules
                .iter()
                .find(|(n, _)| **n == *m)
                .map(|(_, v)| *v)?,
            (None, Some((obj, n))) if &**n == name => *obj,
            _ => return None,
        };
        let names = self.dir_names(obj).ok()?;
        closest(name, names.iter().map(String::as_str)).map(str::to_string)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_weigh_case_changes_half() {
        assert_eq!(distance(b"value", b"Value", 10), CASE_COST);
        assert_eq!(distance(b"valu", b"value", 10), MOVE_COST);
        assert_eq!(distance(b"sqr", b"sqrt", 10), MOVE_COST);
        assert!(distance(b"abc", b"xyz", 2) > 2);
    }

    #[test]
    fn the_closest_first_candidate_wins() {
        let c = ["count", "amount"];
        assert_eq!(closest("conut", c.iter().copied()), Some("count"));
        assert_eq!(closest("prnt", BUILTINS.iter().copied()), Some("print"));
        assert_eq!(closest("zzzz", c.iter().copied()), None);
    }
}
