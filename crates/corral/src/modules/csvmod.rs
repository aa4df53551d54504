//! `_corral_csv`: the per-character loops of `csv` (modules/py/csv.py) in
//! Rust. The reader and writer classes stay Python and keep the API, the
//! argument checks and the rare cases (QUOTE_NONNUMERIC, rows that are not
//! lists or tuples, fields that are not str/int/float/bool/None); these
//! functions run the same state machine and quoting rules over one line or
//! one row, with the messages of the Python definitions.

use std::rc::Rc;

use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, StrText, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_corral_csv",
    functions: &[
        NativeDef {
            name: "parse_line",
            f: parse_line,
        },
        NativeDef {
            name: "format_row",
            f: format_row,
        },
    ],
    init: |_, _| Ok(()),
};

const QUOTE_ALL: i64 = 1;
const QUOTE_NONNUMERIC: i64 = 2;
const QUOTE_NONE: i64 = 3;

/// One optional character of a dialect (already validated by the Python
/// Dialect: None or a 1-character str).
fn opt_char(vm: &Vm, v: Value) -> Option<Option<char>> {
    if v == Value::None {
        return Some(None);
    }
    let s = vm.str_of(v)?;
    let mut it = s.chars();
    let c = it.next()?;
    it.next().is_none().then_some(Some(c))
}

fn str_rc(vm: &Vm, v: Value) -> Option<StrText> {
    match vm.heap.get(v.as_obj()?) {
        Obj::Str(s) => Some(s.text()),
        _ => None,
    }
}

fn flag(v: Value) -> Option<bool> {
    match v {
        Value::Bool(b) => Some(b),
        _ => None,
    }
}

// Reader states, numbered as csv.py numbers them.
const START_RECORD: i64 = 0;
const START_FIELD: i64 = 1;
const ESCAPED_CHAR: i64 = 2;
const IN_FIELD: i64 = 3;
const IN_QUOTED_FIELD: i64 = 4;
const ESCAPE_IN_QUOTED_FIELD: i64 = 5;
const QUOTE_IN_QUOTED_FIELD: i64 = 6;
const EAT_CRNL: i64 = 7;
const AFTER_ESCAPED_CRNL: i64 = 8;

struct ReadDialect {
    delimiter: char,
    quotechar: Option<char>,
    escapechar: Option<char>,
    doublequote: bool,
    skipinitialspace: bool,
    strict: bool,
    quoting: i64,
}

fn read_dialect(vm: &Vm, params: Value) -> Option<ReadDialect> {
    let Value::Obj(r) = params else { return None };
    let Obj::Tuple(t) = vm.heap.get(r) else {
        return None;
    };
    let [delim, quote, esc, dq, skip, strict, Value::Int(quoting)] = **t else {
        return None;
    };
    Some(ReadDialect {
        delimiter: opt_char(vm, delim)??,
        quotechar: opt_char(vm, quote)?,
        escapechar: opt_char(vm, esc)?,
        doublequote: flag(dq)?,
        skipinitialspace: flag(skip)?,
        strict: flag(strict)?,
        quoting,
    })
}

struct Parser<'d> {
    d: &'d ReadDialect,
    state: i64,
    field: String,
    /// Characters in `field` (the limit counts characters).
    len: i64,
    limit: i64,
    done: Vec<String>,
}

impl Parser<'_> {
    fn save(&mut self) {
        self.done.push(std::mem::take(&mut self.field));
        self.len = 0;
    }

    fn add(&mut self, c: char) -> std::result::Result<(), String> {
        if self.len >= self.limit {
            return Err(format!("field larger than field limit ({})", self.limit));
        }
        self.field.push(c);
        self.len += 1;
        Ok(())
    }

    fn is_quote(&self, c: char) -> bool {
        self.d.quotechar == Some(c) && self.d.quoting != QUOTE_NONE
    }

    /// One character of the line; None is the end of the line.
    fn step(&mut self, c: Option<char>) -> std::result::Result<(), String> {
        let d = self.d;
        let newline = matches!(c, Some('\n' | '\r'));
        let mut state = self.state;
        if state == START_RECORD {
            if c.is_none() {
                return Ok(());
            }
            if newline {
                self.state = EAT_CRNL;
                return Ok(());
            }
            state = START_FIELD;
            self.state = START_FIELD;
        }
        match state {
            START_FIELD => match c {
                None => {
                    self.save();
                    self.state = START_RECORD;
                }
                Some(_) if newline => {
                    self.save();
                    self.state = EAT_CRNL;
                }
                Some(ch) if self.is_quote(ch) => self.state = IN_QUOTED_FIELD,
                Some(ch) if d.escapechar == Some(ch) => self.state = ESCAPED_CHAR,
                Some(' ') if d.skipinitialspace => {}
                Some(ch) if ch == d.delimiter => self.save(),
                Some(ch) => {
                    self.add(ch)?;
                    self.state = IN_FIELD;
                }
            },
            ESCAPED_CHAR => {
                if let (true, Some(ch)) = (newline, c) {
                    self.add(ch)?;
                    self.state = AFTER_ESCAPED_CRNL;
                    return Ok(());
                }
                self.add(c.unwrap_or('\n'))?;
                self.state = IN_FIELD;
            }
            AFTER_ESCAPED_CRNL | IN_FIELD => {
                if state == AFTER_ESCAPED_CRNL && c.is_none() {
                    return Ok(());
                }
                match c {
                    None => {
                        self.save();
                        self.state = START_RECORD;
                    }
                    Some(_) if newline => {
                        self.save();
                        self.state = EAT_CRNL;
                    }
                    Some(ch) if d.escapechar == Some(ch) => self.state = ESCAPED_CHAR,
                    Some(ch) if ch == d.delimiter => {
                        self.save();
                        self.state = START_FIELD;
                    }
                    Some(ch) => {
                        self.add(ch)?;
                        self.state = IN_FIELD;
                    }
                }
            }
            IN_QUOTED_FIELD => match c {
                None => {}
                Some(ch) if d.escapechar == Some(ch) => self.state = ESCAPE_IN_QUOTED_FIELD,
                Some(ch) if self.is_quote(ch) => {
                    self.state = if d.doublequote {
                        QUOTE_IN_QUOTED_FIELD
                    } else {
                        IN_FIELD
                    };
                }
                Some(ch) => self.add(ch)?,
            },
            ESCAPE_IN_QUOTED_FIELD => {
                self.add(c.unwrap_or('\n'))?;
                self.state = IN_QUOTED_FIELD;
            }
            QUOTE_IN_QUOTED_FIELD => match c {
                Some(ch) if self.is_quote(ch) => {
                    self.add(ch)?;
                    self.state = IN_QUOTED_FIELD;
                }
                Some(ch) if ch == d.delimiter => {
                    self.save();
                    self.state = START_FIELD;
                }
                None => {
                    self.save();
                    self.state = START_RECORD;
                }
                Some(_) if newline => {
                    self.save();
                    self.state = EAT_CRNL;
                }
                Some(ch) if !d.strict => {
                    self.add(ch)?;
                    self.state = IN_FIELD;
                }
                Some(_) => {
                    let q = d.quotechar.map(String::from).unwrap_or_default();
                    return Err(format!("'{}' expected after '{q}'", d.delimiter));
                }
            },
            EAT_CRNL => match c {
                None => self.state = START_RECORD,
                Some(_) if newline => {}
                Some(_) => {
                    return Err("new-line character seen in unquoted field - \
                                do you need to open the file in universal-newline mode?"
                        .into());
                }
            },
            _ => return Err("bad reader state".into()),
        }
        Ok(())
    }
}

/// `parse_line(params, line, state, fields, field, limit)`: run the reader's
/// state machine over `line` and its end, appending each finished field to
/// the list `fields`. `field` is the unfinished field a previous line left
/// (with its `state`). Returns `(state, field)` (state 0: the record is
/// complete), a str (the message of a csv.Error to raise), or None when the
/// dialect is one for the Python parser.
fn parse_line(vm: &mut Vm, a: Args) -> Result<Value> {
    let [params, line, Value::Int(state), fields, field, limit] = *a.pos else {
        return Err(Error::type_error(
            "parse_line(params, line, state, fields, field, limit)",
        ));
    };
    let Some(d) = read_dialect(vm, params) else {
        return Ok(Value::None);
    };
    if d.quoting == QUOTE_NONNUMERIC || !(START_RECORD..=AFTER_ESCAPED_CRNL).contains(&state) {
        return Ok(Value::None);
    }
    let limit = match limit {
        Value::Int(i) => i,
        v => match vm.int_big(v) {
            Some(b) if b.sign() == num_bigint::Sign::Minus => i64::MIN,
            Some(_) => i64::MAX,
            None => return Ok(Value::None),
        },
    };
    let (Some(line), Some(carried)) = (str_rc(vm, line), str_rc(vm, field)) else {
        return Ok(Value::None);
    };
    // The fields are copies of the line's text (and the carried field).
    let work = line.len().saturating_add(carried.len()).saturating_mul(2);
    vm.heap.charge(work)?;
    let r = run_parser(vm, &d, &line, carried.to_string(), state, limit, fields);
    vm.heap.uncharge(work);
    r
}

fn run_parser(
    vm: &mut Vm,
    d: &ReadDialect,
    line: &str,
    carried: String,
    state: i64,
    limit: i64,
    fields: Value,
) -> Result<Value> {
    vm.charge_steps(line.len() as u64 / 16)?;
    let len = carried.chars().count() as i64;
    let mut p = Parser {
        d,
        state,
        field: carried,
        len,
        limit,
        done: Vec::new(),
    };
    let mut outcome = Ok(());
    for c in line.chars() {
        outcome = p.step(Some(c));
        if outcome.is_err() {
            break;
        }
    }
    if outcome.is_ok() {
        outcome = p.step(None);
    }
    // Fields finished before an error are dropped with the record, as the
    // Python reader drops them.
    if let Err(msg) = outcome {
        return vm.new_str(msg);
    }
    for f in std::mem::take(&mut p.done) {
        let v = vm.new_str(f)?;
        vm.list_append(fields, v)?;
    }
    let field = vm.new_str(p.field)?;
    vm.new_tuple_of(&[Value::Int(p.state), field])
}

/// `format_row(params, row)` with params `(delimiter, quotechar, escapechar,
/// doublequote, lineterminator, quoting)`: the line the writer writes for
/// `row`, a 1-tuple holding a csv.Error message, or None when the row (or
/// dialect) is one for the Python writer.
fn format_row(vm: &mut Vm, a: Args) -> Result<Value> {
    let [params, row] = *a.pos else {
        return Err(Error::type_error("format_row(params, row)"));
    };
    let Value::Obj(pr) = params else {
        return Ok(Value::None);
    };
    let Obj::Tuple(t) = vm.heap.get(pr) else {
        return Ok(Value::None);
    };
    let [delim, quote, esc, dq, lt, Value::Int(quoting)] = **t else {
        return Ok(Value::None);
    };
    let (Some(Some(delim)), Some(quote), Some(esc), Some(dq), Some(lt)) = (
        opt_char(vm, delim),
        opt_char(vm, quote),
        opt_char(vm, esc),
        flag(dq),
        vm.str_of(lt),
    ) else {
        return Ok(Value::None);
    };
    if quoting == QUOTE_NONNUMERIC || (quote.is_none() && quoting != QUOTE_NONE) {
        return Ok(Value::None);
    }
    let lt: Rc<str> = lt.into();
    let Value::Obj(rr) = row else {
        return Ok(Value::None);
    };
    let n = match vm.heap.get(rr) {
        Obj::List(l) => l.len(),
        Obj::Tuple(t) => t.len(),
        _ => return Ok(Value::None),
    };
    // Room for the field texts (numbers are formatted here, strs shared)
    // and for the line, whose fields may double by quoting.
    let mut total = lt.len().saturating_add(n.saturating_mul(48));
    for i in 0..n {
        let v = match vm.heap.get(rr) {
            Obj::List(l) => l.get(i).copied(),
            Obj::Tuple(t) => t.get(i).copied(),
            _ => None,
        };
        match v {
            Some(Value::None | Value::Bool(_) | Value::Int(_) | Value::Float(_)) => {}
            Some(v) => match str_rc(vm, v) {
                Some(s) => total = total.saturating_add(s.len().saturating_mul(2)),
                None => return Ok(Value::None),
            },
            None => return Ok(Value::None),
        }
    }
    vm.heap.charge(total)?;
    let r = build_row(vm, rr, n, delim, quote, esc, dq, &lt, quoting);
    vm.heap.uncharge(total);
    r
}

/// The text of a field the first pass accepted.
fn field_text(vm: &Vm, v: Value) -> StrText {
    match v {
        Value::None => "".into(),
        Value::Bool(b) => (if b { "True" } else { "False" }).into(),
        Value::Int(i) => i.to_string().as_str().into(),
        Value::Float(f) => crate::format::float_repr(f).as_str().into(),
        v => str_rc(vm, v).unwrap_or_else(|| "".into()),
    }
}

#[allow(clippy::too_many_arguments)]
fn build_row(
    vm: &mut Vm,
    row: crate::objects::ObjRef,
    n: usize,
    delim: char,
    quote: Option<char>,
    esc: Option<char>,
    doublequote: bool,
    lt: &str,
    quoting: i64,
) -> Result<Value> {
    let mut texts = Vec::with_capacity(n);
    for i in 0..n {
        let v = match vm.heap.get(row) {
            Obj::List(l) => l.get(i).copied(),
            Obj::Tuple(t) => t.get(i).copied(),
            _ => None,
        };
        texts.push(field_text(vm, v.unwrap_or(Value::None)));
    }
    let total: usize = texts.iter().map(|t| t.len()).sum();
    vm.charge_steps(total as u64 / 16)?;
    let qnone = quoting == QUOTE_NONE;
    let mut out = String::with_capacity(total + texts.len() * 3 + lt.len());
    let mut chars = String::new();
    for (n, field) in texts.iter().enumerate() {
        let mut quoted = quoting == QUOTE_ALL;
        chars.clear();
        for c in field.chars() {
            if c == delim || Some(c) == esc || Some(c) == quote || lt.contains(c) {
                let mut want_escape = false;
                if qnone {
                    want_escape = true;
                } else {
                    if Some(c) == quote {
                        if doublequote {
                            chars.push(c);
                        } else {
                            want_escape = true;
                        }
                    } else if Some(c) == esc {
                        want_escape = true;
                    }
                    if !want_escape {
                        quoted = true;
                    }
                }
                if want_escape {
                    let Some(e) = esc else {
                        let msg = vm.new_str("need to escape, but no escapechar set")?;
                        return vm.new_tuple_of(&[msg]);
                    };
                    chars.push(e);
                }
            }
            chars.push(c);
        }
        if n > 0 {
            out.push(delim);
        }
        let q = quote.filter(|_| quoted);
        if let Some(q) = q {
            out.push(q);
        }
        out.push_str(&chars);
        if let Some(q) = q {
            out.push(q);
        }
    }
    if texts.len() == 1 && out.is_empty() {
        if qnone {
            let msg = vm.new_str("single empty field record must be quoted")?;
            return vm.new_tuple_of(&[msg]);
        }
        if let Some(q) = quote {
            out.push(q);
            out.push(q);
        }
    }
    out.push_str(lt);
    vm.new_str(out)
}
