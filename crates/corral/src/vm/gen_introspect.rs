//! What a generator or coroutine shows of its execution: `gi_frame`,
//! `gi_suspended`, `gi_yieldfrom` (and their `cr_`/`ag_` spellings), and
//! the frame object `gi_frame` hands out. The frame is a view onto the
//! generator, not a copy: it reads the saved slots while the generator is
//! suspended and the live VM frame while it runs.

use std::rc::Rc;

use super::Vm;
use crate::compile::code::{Code, Op};
use crate::error::Result;
use crate::objects::{GenState, Obj, ObjRef, Value};

/// Where a generator is: its code and the line it is at.
struct Position {
    code: Rc<Code>,
    line: u32,
}

impl Vm {
    /// Generator attributes about its execution; None for other names.
    pub(crate) fn generator_state_attr(&mut self, g: ObjRef, name: &str) -> Result<Option<Value>> {
        let Obj::Generator(go) = self.heap.get(g) else {
            return Ok(None);
        };
        let prefix = if go.code.is_async_generator {
            "ag_"
        } else if go.code.is_coroutine {
            "cr_"
        } else {
            "gi_"
        };
        let Some(field) = name.strip_prefix(prefix) else {
            return Ok(None);
        };
        let state = go.state;
        Ok(match field {
            "frame" if state == GenState::Done => Some(Value::None),
            "frame" => Some(self.alloc(Obj::Frame(g))?),
            "suspended" if prefix != "ag_" => Some(Value::Bool(state == GenState::Suspended)),
            "yieldfrom" if prefix == "gi_" => Some(self.delegate_of(g)),
            "await" if prefix != "gi_" => Some(self.delegate_of(g)),
            // Origin tracking is off, as it is by default in CPython.
            "origin" if prefix == "cr_" => Some(Value::None),
            _ => None,
        })
    }

    /// The iterator a suspended generator's `yield from` (or `await`)
    /// is driving, else None.
    fn delegate_of(&self, g: ObjRef) -> Value {
        match self.heap.get(g) {
            Obj::Generator(go) if go.state == GenState::Suspended => {
                match go.code.ops.get(go.ip as usize) {
                    Some(Op::YieldFrom) => go.saved.last().copied().unwrap_or(Value::None),
                    _ => Value::None,
                }
            }
            _ => Value::None,
        }
    }

    fn position(&self, g: ObjRef) -> Option<Position> {
        let Obj::Generator(go) = self.heap.get(g) else {
            return None;
        };
        let code = go.code.clone();
        let line = match go.state {
            GenState::Created => code.firstline,
            GenState::Running => {
                let f = self.frames.iter().rev().find(|f| f.generator == Some(g))?;
                code.line_at(f.ip.saturating_sub(1) as usize)
            }
            // A `yield from` is resumed by running its instruction again.
            _ if matches!(code.ops.get(go.ip as usize), Some(Op::YieldFrom)) => {
                code.line_at(go.ip as usize)
            }
            _ => code.line_at(go.ip.saturating_sub(1) as usize),
        };
        Some(Position { code, line })
    }

    /// The generator's local slots as they are now.
    fn generator_slots(&self, g: ObjRef) -> Vec<Value> {
        let Obj::Generator(go) = self.heap.get(g) else {
            return Vec::new();
        };
        let n = go.code.varnames.len();
        if go.state == GenState::Running {
            if let Some(f) = self.frames.iter().rev().find(|f| f.generator == Some(g)) {
                let base = f.base as usize;
                let end = (base + n).min(self.stack.len());
                return self.stack.get(base..end).unwrap_or(&[]).to_vec();
            }
            return Vec::new();
        }
        go.saved.iter().take(n).copied().collect()
    }

    /// Attributes of a generator's frame object.
    pub(crate) fn frame_attr(&mut self, g: ObjRef, name: &str) -> Result<Option<Value>> {
        let Some(pos) = self.position(g) else {
            return Ok(None);
        };
        Ok(match name {
            "f_lineno" => Some(Value::Int(pos.line as i64)),
            "f_code" => Some(self.alloc(Obj::Code(pos.code, false))?),
            "f_locals" => {
                let slots = self.generator_slots(g);
                Some(self.slots_dict(&pos.code, &slots)?)
            }
            "f_globals" => {
                let func = match self.heap.get(g) {
                    Obj::Generator(go) => go.func,
                    _ => return Ok(None),
                };
                let gd = match self.heap.get(func) {
                    Obj::Function(f) => f.globals_dict,
                    _ => Value::Undef,
                };
                if gd.is_undef() {
                    Some(crate::builtins::dynamic::main_globals_dict(self)?)
                } else {
                    Some(gd)
                }
            }
            // Frames below a generator's have no objects here.
            "f_back" | "f_trace" => Some(Value::None),
            "f_trace_lines" => Some(Value::Bool(true)),
            "f_trace_opcodes" => Some(Value::Bool(false)),
            _ => None,
        })
    }

    /// `<frame at 0x..., file '...', line N, code name>`.
    pub(crate) fn frame_repr(&self, frame: ObjRef, g: ObjRef) -> String {
        let addr = super::repr::fake_addr(frame);
        match self.position(g) {
            Some(p) => format!(
                "<frame at {addr}, file '{}', line {}, code {}>",
                p.code.filename, p.line, p.code.name
            ),
            None => format!("<frame at {addr}>"),
        }
    }

    /// A dict of the named local slots that hold a value, reading through
    /// cells (what `locals()` and `frame.f_locals` show).
    pub(crate) fn slots_dict(&mut self, code: &Code, slots: &[Value]) -> Result<Value> {
        let mut pairs = Vec::new();
        for (i, name) in code.varnames.iter().enumerate() {
            if name.starts_with('.') {
                continue;
            }
            let mut v = slots.get(i).copied().unwrap_or(Value::Undef);
            let is_cell = code.cells.iter().any(|&(s, _)| s as usize == i)
                || code.freevars.iter().any(|&s| s as usize == i);
            if is_cell {
                v = self.cell_get(v);
            }
            if !v.is_undef() {
                pairs.push((name.clone(), v));
            }
        }
        let d = self.new_dict()?;
        for (n, v) in pairs {
            let k = self.new_str(&*n)?;
            self.dict_set(d, k, v)?;
        }
        Ok(d)
    }
}
