//! The `textwrap` module: wrap, fill, shorten, dedent and indent with
//! CPython's word-splitting rules (its `wordsep_re`, reimplemented by hand)
//! and wrapping algorithm.

use super::common::{Sig, bind, call_rooted, py_space};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::Value;
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_textwrap",
    functions: &[
        NativeDef {
            name: "wrap",
            f: wrap,
        },
        NativeDef {
            name: "fill",
            f: fill,
        },
        NativeDef {
            name: "shorten",
            f: shorten,
        },
        NativeDef {
            name: "dedent",
            f: dedent,
        },
        NativeDef {
            name: "indent",
            f: indent,
        },
    ],
    init: |_, _| Ok(()),
};

const OPTIONS: &[&str] = &[
    "width",
    "initial_indent",
    "subsequent_indent",
    "expand_tabs",
    "replace_whitespace",
    "fix_sentence_endings",
    "break_long_words",
    "drop_whitespace",
    "break_on_hyphens",
    "tabsize",
    "max_lines",
    "placeholder",
];

struct Wrapper {
    width: i64,
    width_repr: String,
    initial_indent: Vec<char>,
    subsequent_indent: Vec<char>,
    expand_tabs: bool,
    replace_whitespace: bool,
    fix_sentence_endings: bool,
    break_long_words: bool,
    drop_whitespace: bool,
    break_on_hyphens_is_true: bool,
    break_on_hyphens: bool,
    tabsize: i64,
    max_lines: Option<i64>,
    placeholder: Vec<char>,
}

fn str_arg(vm: &Vm, v: Value, what: &str) -> Result<Vec<char>> {
    match vm.str_of(v) {
        Some(s) => Ok(s.chars().collect()),
        None => Err(Error::type_error(format!(
            "can only concatenate str (not \"{}\") to str{what}",
            vm.type_name(v)
        ))),
    }
}

fn int_arg(vm: &Vm, v: Value) -> Result<i64> {
    vm.index_of(v)
}

/// Build a wrapper from `wrap(text, width=70, **kwargs)`-style arguments.
fn wrapper(
    vm: &mut Vm,
    fname: &'static str,
    a: &Args,
    default_width: Option<i64>,
    max_lines: Option<i64>,
) -> Result<(Value, Wrapper)> {
    let required = if default_width.is_some() { 1 } else { 2 };
    let pos_sig = Sig::new(fname, &["text", "width"], required);
    let own: Vec<(std::rc::Rc<str>, Value)> =
        a.kw.iter()
            .filter(|(k, _)| &**k == "text" || &**k == "width")
            .cloned()
            .collect();
    let b = bind(
        &Args {
            pos: a.pos,
            kw: &own,
        },
        &pos_sig,
    )?;
    for (k, _) in a.kw {
        if &**k != "text" && &**k != "width" && !OPTIONS.contains(&&**k) {
            return Err(Error::type_error(format!(
                "TextWrapper.__init__() got an unexpected keyword argument '{k}'"
            )));
        }
    }
    let text = b.get(0).unwrap_or(Value::None);
    let width_v = b.get(1).unwrap_or(Value::Int(default_width.unwrap_or(70)));
    let kw = |name: &str| a.kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| *v);
    let flag = |vm: &mut Vm, name: &str, default: bool| -> Result<bool> {
        match kw(name) {
            Some(v) => vm.truthy(v),
            None => Ok(default),
        }
    };
    let width = int_arg(vm, width_v)?;
    let width_repr = vm.repr_string(width_v)?;
    let boh = kw("break_on_hyphens");
    let w = Wrapper {
        width,
        width_repr,
        initial_indent: match kw("initial_indent") {
            Some(v) => str_arg(vm, v, "")?,
            None => Vec::new(),
        },
        subsequent_indent: match kw("subsequent_indent") {
            Some(v) => str_arg(vm, v, "")?,
            None => Vec::new(),
        },
        expand_tabs: flag(vm, "expand_tabs", true)?,
        replace_whitespace: flag(vm, "replace_whitespace", true)?,
        fix_sentence_endings: flag(vm, "fix_sentence_endings", false)?,
        break_long_words: flag(vm, "break_long_words", true)?,
        drop_whitespace: flag(vm, "drop_whitespace", true)?,
        break_on_hyphens_is_true: boh.is_none_or(|v| matches!(v, Value::Bool(true))),
        break_on_hyphens: flag(vm, "break_on_hyphens", true)?,
        tabsize: match kw("tabsize") {
            Some(v) => int_arg(vm, v)?,
            None => 8,
        },
        max_lines: match (max_lines, kw("max_lines")) {
            (Some(m), _) => Some(m),
            (None, Some(Value::None)) | (None, None) => None,
            (None, Some(v)) => Some(int_arg(vm, v)?),
        },
        placeholder: match kw("placeholder") {
            Some(v) => str_arg(vm, v, "")?,
            None => " [...]".chars().collect(),
        },
    };
    Ok((text, w))
}

fn is_ws(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' ')
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn is_digit(c: char) -> bool {
    c.is_ascii_digit() || (!c.is_ascii() && c.is_numeric())
}

fn is_letter(c: char) -> bool {
    is_word(c) && !is_digit(c)
}

fn is_wp(c: char) -> bool {
    is_word(c) || matches!(c, '!' | '"' | '\'' | '&' | '.' | ',' | '?')
}

fn is_blank(s: &[char]) -> bool {
    s.iter().all(|c| py_space(*c))
}

fn strip_left(s: &[char]) -> &[char] {
    let i = s.iter().position(|c| !py_space(*c)).unwrap_or(s.len());
    &s[i..]
}

fn strip_right(s: &[char]) -> &[char] {
    let i = s.iter().rposition(|c| !py_space(*c)).map_or(0, |i| i + 1);
    &s[..i]
}

impl Wrapper {
    fn munge(&self, text: &[char]) -> Vec<char> {
        let mut out = Vec::with_capacity(text.len());
        if self.expand_tabs {
            let mut col: i64 = 0;
            for &c in text {
                match c {
                    '\t' => {
                        if self.tabsize > 0 {
                            let n = self.tabsize - col % self.tabsize;
                            out.extend(std::iter::repeat_n(' ', n as usize));
                            col += n;
                        }
                    }
                    '\n' | '\r' => {
                        out.push(c);
                        col = 0;
                    }
                    _ => {
                        out.push(c);
                        col += 1;
                    }
                }
            }
        } else {
            out.extend_from_slice(text);
        }
        if self.replace_whitespace {
            for c in out.iter_mut() {
                if is_ws(*c) {
                    *c = ' ';
                }
            }
        }
        out
    }

    /// End of the `wordsep_re` match starting at `i`.
    fn match_end(t: &[char], i: usize) -> usize {
        let n = t.len();
        let at = |k: usize| if k < n { Some(t[k]) } else { None };
        if is_ws(t[i]) {
            let mut j = i;
            while j < n && is_ws(t[j]) {
                j += 1;
            }
            return j;
        }
        if t[i] == '-' && i > 0 && is_wp(t[i - 1]) {
            let mut j = i;
            while j < n && t[j] == '-' {
                j += 1;
            }
            if j - i >= 2 && at(j).is_some_and(is_word) {
                return j;
            }
        }
        let mut p = i + 1;
        loop {
            // chars [i, p) are non-whitespace
            if at(p) == Some('-') {
                let behind = (p >= 2 && is_letter(t[p - 2]) && is_letter(t[p - 1]))
                    || (p >= 3 && is_letter(t[p - 3]) && t[p - 2] == '-' && is_letter(t[p - 1]));
                let ahead = at(p + 1).is_some_and(is_letter)
                    && ((at(p + 2) == Some('-') && at(p + 3).is_some_and(is_letter))
                        || at(p + 2).is_some_and(is_letter));
                if behind && ahead {
                    return p + 1;
                }
            }
            match at(p) {
                None => return p,
                Some(c) if is_ws(c) => return p,
                _ => {}
            }
            if is_wp(t[p - 1]) && at(p) == Some('-') {
                let mut j = p;
                while j < n && t[j] == '-' {
                    j += 1;
                }
                if j - p >= 2 && at(j).is_some_and(is_word) {
                    return p;
                }
            }
            p += 1;
        }
    }

    /// The chunks of `t`; `None` once a time limit has passed (a chunk
    /// costs about as much as a dozen characters).
    fn split(&self, t: &[char]) -> Option<Vec<Vec<char>>> {
        let mut chunks = Vec::new();
        let mut i = 0;
        while i < t.len() {
            if crate::limits::watch::spent(16) {
                return None;
            }
            let j = if self.break_on_hyphens_is_true {
                Self::match_end(t, i)
            } else {
                let ws = is_ws(t[i]);
                let mut j = i;
                while j < t.len() && is_ws(t[j]) == ws {
                    j += 1;
                }
                j
            };
            chunks.push(t[i..j].to_vec());
            i = j;
        }
        Some(chunks)
    }

    fn fix_endings(chunks: &mut [Vec<char>]) {
        let ends_sentence = |c: &[char]| {
            let n = c.len();
            let tail = |k: usize| -> bool {
                n >= k + 2
                    && c[n - k - 2].is_ascii_lowercase()
                    && matches!(c[n - k - 1], '.' | '!' | '?')
            };
            tail(0) || (n >= 1 && matches!(c[n - 1], '"' | '\'') && tail(1))
        };
        let mut i = 0;
        while i + 1 < chunks.len() {
            if chunks[i + 1] == [' '] && ends_sentence(&chunks[i]) {
                chunks[i + 1] = vec![' ', ' '];
                i += 2;
            } else {
                i += 1;
            }
        }
    }

    fn handle_long_word(
        &self,
        rev: &mut Vec<Vec<char>>,
        cur_line: &mut Vec<Vec<char>>,
        cur_len: i64,
        width: i64,
    ) {
        let space_left = if width < 1 { 1 } else { width - cur_len };
        if self.break_long_words {
            let Some(chunk) = rev.last_mut() else { return };
            let mut end = space_left.max(0) as usize;
            if self.break_on_hyphens && chunk.len() as i64 > space_left {
                let lim = end.min(chunk.len());
                if let Some(h) = chunk[..lim].iter().rposition(|c| *c == '-')
                    && h > 0
                    && chunk[..h].iter().any(|c| *c != '-')
                {
                    end = h + 1;
                }
            }
            let end = end.min(chunk.len());
            cur_line.push(chunk[..end].to_vec());
            *chunk = chunk[end..].to_vec();
        } else if cur_line.is_empty()
            && let Some(c) = rev.pop()
        {
            cur_line.push(c);
        }
    }

    fn wrap_chunks(&self, vm: &mut Vm, mut chunks: Vec<Vec<char>>) -> Result<Vec<String>> {
        let mut lines: Vec<Vec<char>> = Vec::new();
        if self.width <= 0 {
            return Err(Error::value_error(format!(
                "invalid width {} (must be > 0)",
                self.width_repr
            )));
        }
        if let Some(max_lines) = self.max_lines {
            let indent = if max_lines > 1 {
                &self.subsequent_indent
            } else {
                &self.initial_indent
            };
            if (indent.len() + strip_left(&self.placeholder).len()) as i64 > self.width {
                return Err(Error::value_error("placeholder too large for max width"));
            }
        }
        chunks.reverse();
        let mut steps = 0u64;
        while !chunks.is_empty() {
            steps += 1;
            if steps.is_multiple_of(256) {
                vm.charge_steps(256)?;
            }
            let mut cur_line: Vec<Vec<char>> = Vec::new();
            let mut cur_len: i64 = 0;
            let indent = if lines.is_empty() {
                &self.initial_indent
            } else {
                &self.subsequent_indent
            };
            let width = self.width - indent.len() as i64;
            if self.drop_whitespace
                && chunks.last().is_some_and(|c| is_blank(c))
                && !lines.is_empty()
            {
                chunks.pop();
            }
            while let Some(last) = chunks.last() {
                let l = last.len() as i64;
                if cur_len + l <= width {
                    cur_line.push(chunks.pop().unwrap_or_default());
                    cur_len += l;
                } else {
                    break;
                }
            }
            if chunks.last().is_some_and(|c| c.len() as i64 > width) {
                self.handle_long_word(&mut chunks, &mut cur_line, cur_len, width);
                cur_len = cur_line.iter().map(|c| c.len() as i64).sum();
            }
            if self.drop_whitespace && cur_line.last().is_some_and(|c| is_blank(c)) {
                cur_len -= cur_line.last().map_or(0, |c| c.len() as i64);
                cur_line.pop();
            }
            if cur_line.is_empty() {
                continue;
            }
            let fits = match self.max_lines {
                None => true,
                Some(m) => {
                    (lines.len() as i64) + 1 < m
                        || ((chunks.is_empty()
                            || (self.drop_whitespace && chunks.len() == 1 && is_blank(&chunks[0])))
                            && cur_len <= width)
                }
            };
            if fits {
                let mut line = indent.clone();
                for c in &cur_line {
                    line.extend_from_slice(c);
                }
                lines.push(line);
                continue;
            }
            let ph = self.placeholder.len() as i64;
            let mut done = false;
            while let Some(last) = cur_line.last() {
                if !is_blank(last) && cur_len + ph <= width {
                    let mut line = indent.clone();
                    for c in &cur_line {
                        line.extend_from_slice(c);
                    }
                    line.extend_from_slice(&self.placeholder);
                    lines.push(line);
                    done = true;
                    break;
                }
                cur_len -= last.len() as i64;
                cur_line.pop();
            }
            if !done {
                if let Some(prev) = lines.last() {
                    let prev_line = strip_right(prev).to_vec();
                    if (prev_line.len() + self.placeholder.len()) as i64 <= self.width {
                        let mut l = prev_line;
                        l.extend_from_slice(&self.placeholder);
                        if let Some(last) = lines.last_mut() {
                            *last = l;
                        }
                        break;
                    }
                }
                let mut line = indent.clone();
                line.extend_from_slice(strip_left(&self.placeholder));
                lines.push(line);
            }
            break;
        }
        Ok(lines.into_iter().map(|l| l.into_iter().collect()).collect())
    }

    fn wrap_text(&self, vm: &mut Vm, text: &[char]) -> Result<Vec<String>> {
        vm.charge_steps(text.len() as u64 / 8)?;
        vm.before_one_pass(text.len() as u64)?;
        let munged = self.munge(text);
        let Some(mut chunks) = self.split(&munged) else {
            let expired = Error::fault(crate::limits::watch::EXPIRED);
            return Err(vm.native_error(expired));
        };
        if self.fix_sentence_endings {
            Self::fix_endings(&mut chunks);
        }
        self.wrap_chunks(vm, chunks)
    }
}

fn text_of(vm: &Vm, v: Value, method: &str) -> Result<Vec<char>> {
    match vm.str_of(v) {
        Some(s) => {
            // Characters are processed as 4-byte chars, in a few copies.
            vm.heap.check_room(s.len().saturating_mul(16))?;
            Ok(s.chars().collect())
        }
        None => Err(Error::attr_error(format!(
            "'{}' object has no attribute '{method}'",
            vm.type_name(v)
        ))),
    }
}

fn lines_value(vm: &mut Vm, lines: Vec<String>) -> Result<Value> {
    let mut vals = Vec::with_capacity(lines.len());
    for l in lines {
        vals.push(vm.new_str(l)?);
    }
    vm.new_list(vals)
}

fn wrap(vm: &mut Vm, a: Args) -> Result<Value> {
    let (text, w) = wrapper(vm, "wrap", &a, Some(70), None)?;
    let t = text_of(
        vm,
        text,
        if w.expand_tabs {
            "expandtabs"
        } else {
            "translate"
        },
    )?;
    let lines = w.wrap_text(vm, &t)?;
    lines_value(vm, lines)
}

fn fill(vm: &mut Vm, a: Args) -> Result<Value> {
    let (text, w) = wrapper(vm, "fill", &a, Some(70), None)?;
    let t = text_of(
        vm,
        text,
        if w.expand_tabs {
            "expandtabs"
        } else {
            "translate"
        },
    )?;
    let lines = w.wrap_text(vm, &t)?;
    vm.new_str(lines.join("\n"))
}

fn shorten(vm: &mut Vm, a: Args) -> Result<Value> {
    let (text, w) = wrapper(vm, "shorten", &a, None, Some(1))?;
    let t = text_of(vm, text, "strip")?;
    let s: String = t.into_iter().collect();
    let joined: Vec<char> = s
        .split(py_space)
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .collect();
    let lines = w.wrap_text(vm, &joined)?;
    vm.new_str(lines.join("\n"))
}

fn dedent(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("dedent", &["text"], 1))?;
    let v = b.get(0).unwrap_or(Value::None);
    let Some(text) = vm.str_of(v).map(|t| t.to_string()) else {
        return Err(Error::type_error(format!(
            "expected string or bytes-like object, got '{}'",
            vm.type_name(v)
        )));
    };
    vm.charge_steps(text.len() as u64 / 8)?;
    let lines: Vec<String> = text
        .split('\n')
        .map(|l| {
            if !l.is_empty() && l.chars().all(|c| c == ' ' || c == '\t') {
                String::new()
            } else {
                l.to_string()
            }
        })
        .collect();
    let mut margin: Option<String> = None;
    for l in &lines {
        if l.is_empty() {
            continue;
        }
        let indent: String = l.chars().take_while(|c| *c == ' ' || *c == '\t').collect();
        margin = Some(match margin {
            None => indent,
            Some(m) if indent.starts_with(&m) => m,
            Some(m) if m.starts_with(&indent) => indent,
            Some(m) => {
                let common = m
                    .chars()
                    .zip(indent.chars())
                    .take_while(|(x, y)| x == y)
                    .count();
                m.chars().take(common).collect()
            }
        });
    }
    let out = match margin.filter(|m| !m.is_empty()) {
        Some(m) => lines
            .iter()
            .map(|l| l.strip_prefix(m.as_str()).unwrap_or(l))
            .collect::<Vec<_>>()
            .join("\n"),
        None => lines.join("\n"),
    };
    vm.new_str(out)
}

/// `str.splitlines(keepends=True)`
fn split_lines_keep(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut it = s.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        let is_break = matches!(
            c,
            '\n' | '\r'
                | '\u{b}'
                | '\u{c}'
                | '\u{1c}'
                | '\u{1d}'
                | '\u{1e}'
                | '\u{85}'
                | '\u{2028}'
                | '\u{2029}'
        );
        if is_break {
            let mut end = i + c.len_utf8();
            if c == '\r'
                && let Some((_, '\n')) = it.peek()
            {
                it.next();
                end += 1;
            }
            out.push(&s[start..end]);
            start = end;
        }
    }
    if start < s.len() {
        out.push(&s[start..]);
    }
    out
}

fn indent(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("indent", &["text", "prefix", "predicate"], 2))?;
    let text = b.get(0).unwrap_or(Value::None);
    let prefix = b.get(1).unwrap_or(Value::None);
    let predicate = b.opt(2);
    let Some(t) = vm.str_of(text).map(|s| s.to_string()) else {
        return Err(Error::attr_error(format!(
            "'{}' object has no attribute 'splitlines'",
            vm.type_name(text)
        )));
    };
    let Some(p) = vm.str_of(prefix).map(|s| s.to_string()) else {
        return Err(Error::type_error(format!(
            "unsupported operand type(s) for +: '{}' and 'str'",
            vm.type_name(prefix)
        )));
    };
    vm.charge_steps(t.len() as u64 / 8)?;
    let mut out = String::new();
    for line in split_lines_keep(&t) {
        let keep = match predicate {
            None => !line.chars().all(py_space),
            Some(f) => {
                let lv = vm.new_str(line)?;
                let r = call_rooted(vm, f, &[lv])?;
                vm.truthy(r)?
            }
        };
        if keep {
            out.push_str(&p);
        }
        out.push_str(line);
        if out.len() > (1 << 20) {
            vm.heap.check_room(out.len())?;
        }
    }
    vm.new_str(out)
}
