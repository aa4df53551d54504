//! The dispatch loop. Each instruction is one arm of a plain `match`; calls
//! and returns switch frames inside the loop without Rust recursion.

use std::rc::Rc;

use crate::compile::code::{BinOp, CmpOp, Code, Op};
use crate::error::{Error, Result};
use crate::objects::{GenState, Obj, TypeId, Value};

use super::Vm;
use super::call::Called;

impl Vm {
    /// Run frames until the frame at index `entry` returns; its return value
    /// is the result. Exceptions are handled by the frames' blocks; one that
    /// escapes the entry frame is returned as an error.
    pub(crate) fn run_frame(&mut self, entry: usize) -> Result<Value> {
        loop {
            match self.execute(entry) {
                Ok(v) => return Ok(v),
                Err(e) => self.handle_error(e, entry)?,
            }
        }
    }

    #[inline]
    fn pop(&mut self) -> Value {
        self.stack.pop().unwrap_or(Value::Undef)
    }

    #[inline]
    fn top(&self) -> Value {
        self.stack.last().copied().unwrap_or(Value::Undef)
    }

    fn execute(&mut self, entry: usize) -> Result<Value> {
        let mut fi = self.frames.len() - 1;
        let mut code: Rc<Code> = self.frames[fi].code.clone();
        let mut ip = self.frames[fi].ip as usize;
        let mut base = self.frames[fi].base as usize;
        // Dispatch goes on in the frame now on top (after a call, a return,
        // a generator resumed in place or an exception handled).
        macro_rules! enter_top_frame {
            ($vm:ident) => {{
                fi = $vm.frames.len() - 1;
                code = $vm.frames[fi].code.clone();
                ip = $vm.frames[fi].ip as usize;
                base = $vm.frames[fi].base as usize;
            }};
        }
        loop {
            let Some(&op) = code.ops.get(ip) else {
                return Err(Error::fault("instruction pointer out of range"));
            };
            ip += 1;
            self.frames[fi].ip = ip as u32;
            self.steps += 1;
            if self.steps >= self.next_check {
                self.check_limits()?;
                if self.gen_check {
                    self.close_unreachable_generators()?;
                }
            }
            match op {
                Op::Nop => {}
                Op::LoadConst(i) => {
                    let v = code
                        .const_values
                        .get(i as usize)
                        .copied()
                        .unwrap_or(Value::None);
                    self.stack.push(v);
                }
                Op::LoadFast(i) => {
                    let v = self.stack[base + i as usize];
                    if v.is_undef() {
                        return Err(unbound_local(&code, i));
                    }
                    self.stack.push(v);
                }
                Op::StoreFast(i) => {
                    let v = self.pop();
                    self.stack[base + i as usize] = v;
                }
                Op::DeleteFast(i) => {
                    self.note_deleted();
                    if self.stack[base + i as usize].is_undef() {
                        return Err(unbound_local(&code, i));
                    }
                    self.stack[base + i as usize] = Value::Undef;
                }
                Op::LoadDeref(i) => {
                    let cell = self.stack[base + i as usize];
                    let v = self.cell_get(cell);
                    if v.is_undef() {
                        let name = code.varnames.get(i as usize).map(|s| &**s).unwrap_or("?");
                        let msg = if code.freevars.contains(&i) {
                            format!(
                                "cannot access free variable '{name}' where it is not associated with a value in enclosing scope"
                            )
                        } else {
                            format!(
                                "cannot access local variable '{name}' where it is not associated with a value"
                            )
                        };
                        let ty = if code.freevars.contains(&i) {
                            TypeId::NameError
                        } else {
                            TypeId::UnboundLocalError
                        };
                        return Err(Error::new(ty, msg));
                    }
                    self.stack.push(v);
                }
                Op::StoreDeref(i) => {
                    let v = self.pop();
                    let cell = self.stack[base + i as usize];
                    self.cell_set(cell, v);
                }
                Op::DeleteDeref(i) => {
                    let cell = self.stack[base + i as usize];
                    if self.cell_get(cell).is_undef() {
                        return Err(unbound_local(&code, i));
                    }
                    self.cell_set(cell, Value::Undef);
                }
                Op::LoadCell(i) => {
                    let cell = self.stack[base + i as usize];
                    self.stack.push(cell);
                }
                Op::LoadGlobal(g) => {
                    let gd = self.frames[fi].globals_dict;
                    let v = if gd.is_undef() {
                        self.load_global(g)?
                    } else {
                        // Code created by exec/eval with an explicit globals dict.
                        let name = self.global_name(g);
                        self.load_name(Value::Undef, gd, &name)?
                    };
                    self.stack.push(v);
                }
                Op::StoreGlobal(g) => {
                    let v = self.pop();
                    let gd = self.frames[fi].globals_dict;
                    if gd.is_undef() {
                        self.store_global_slot(g, v)?;
                    } else {
                        let name = self.global_name(g);
                        self.store_named_global(gd, &name, v)?;
                    }
                }
                Op::LoadGlobalName(n) => {
                    let gd = self.frames[fi].globals_dict;
                    let v = match self.cached_global(&code, n, gd) {
                        Some(v) => v,
                        None => self.load_global_name(&code, n, gd)?,
                    };
                    self.stack.push(v);
                }
                Op::StoreGlobalName(n) => {
                    let v = self.pop();
                    let name = code.names[n as usize].clone();
                    let gd = self.frames[fi].globals_dict;
                    self.store_named_global(gd, &name, v)?;
                }
                Op::DeleteGlobalName(n) => {
                    self.note_deleted();
                    let name = code.names[n as usize].clone();
                    let gd = self.frames[fi].globals_dict;
                    if gd.is_undef() {
                        let g = self.global_names.intern(&name);
                        self.sync_globals();
                        self.delete_global(g)?;
                    } else {
                        let key = self.new_str(&*name)?;
                        if self.dict_remove(gd, key)?.is_none() {
                            return Err(self.name_error(&name));
                        }
                    }
                }
                Op::LoadName(n) => {
                    let name = code.names[n as usize].clone();
                    let ns = self.frames[fi].locals_dict;
                    let gd = self.frames[fi].globals_dict;
                    let v = self.load_name(ns, gd, &name)?;
                    self.stack.push(v);
                }
                Op::StoreName(n) => {
                    let v = self.pop();
                    let name = code.names[n as usize].clone();
                    let ns = self.frames[fi].locals_dict;
                    if ns.is_undef() {
                        self.store_named_global(Value::Undef, &name, v)?;
                    } else {
                        let key = self.new_str(&*name)?;
                        self.ns_set(ns, key, v)?;
                    }
                }
                Op::DeleteName(n) => {
                    self.note_deleted();
                    let name = code.names[n as usize].clone();
                    let ns = self.frames[fi].locals_dict;
                    let key = self.new_str(&*name)?;
                    if self.is_user(ns) {
                        match self.del_item(ns, key) {
                            Err(e) if self.err_matches(&e, TypeId::KeyError) => {
                                return Err(self.name_error(&name));
                            }
                            r => r?,
                        }
                    } else if self.dict_remove(ns, key)?.is_none() {
                        return Err(self.name_error(&name));
                    }
                }
                Op::BuildClass(has_kw) => {
                    let kwargs = if has_kw { Some(self.pop()) } else { None };
                    let bases = self.pop();
                    let name = self.pop();
                    let body = self.pop();
                    let base = self.roots.len();
                    self.roots.extend([body, name, bases]);
                    if let Some(k) = kwargs {
                        self.roots.push(k);
                    }
                    let r = self.build_class(body, name, bases, kwargs);
                    self.roots.truncate(base);
                    let c = r?;
                    self.stack.push(c);
                }
                Op::DeleteGlobal(g) => {
                    self.note_deleted();
                    self.delete_global(g)?;
                }
                Op::LoadAttr(n) => {
                    let obj = self.pop();
                    let v = self.load_attr_op(&code, n, obj)?;
                    self.stack.push(v);
                }
                Op::LoadFastAttr(l, n) => {
                    let obj = self.stack[base + l as usize];
                    if obj.is_undef() {
                        return Err(unbound_local(&code, l.into()));
                    }
                    let v = self.load_attr_op(&code, n, obj)?;
                    self.stack.push(v);
                    ip += 1;
                }
                Op::LoadFastMethod(l, n) => {
                    let obj = self.stack[base + l as usize];
                    if obj.is_undef() {
                        return Err(unbound_local(&code, l.into()));
                    }
                    let (m, receiver) = self.load_method_op(&code, n, obj)?;
                    self.stack.extend_from_slice(&[m, receiver]);
                    ip += 1;
                }
                Op::StoreAttr(n) => {
                    let obj = self.pop();
                    let v = self.pop();
                    if !self.store_attr_hit(&code, n as usize, obj, v)
                        && !self.store_attr_cached(&code, n as usize, obj, v)?
                    {
                        let name = code.names[n as usize].clone();
                        self.set_attr(obj, &name, v)?;
                    }
                }
                Op::DeleteAttr(n) => {
                    let obj = self.pop();
                    let name = code.names[n as usize].clone();
                    self.del_attr(obj, &name)?;
                    self.note_deleted();
                }
                Op::LoadMethod(n) => {
                    let obj = self.pop();
                    let (m, receiver) = self.load_method_op(&code, n, obj)?;
                    self.stack.extend_from_slice(&[m, receiver]);
                }
                Op::Subscr => {
                    let key = self.pop();
                    let obj = self.pop();
                    let v = match self.index_fast(obj, key) {
                        Some(v) => v,
                        None => self.get_item(obj, key)?,
                    };
                    self.stack.push(v);
                }
                Op::StoreSubscr => {
                    let key = self.pop();
                    let obj = self.pop();
                    let v = self.pop();
                    if !self.store_index_fast(obj, key, v) {
                        self.set_item(obj, key, v)?;
                    }
                }
                Op::DeleteSubscr => {
                    let key = self.pop();
                    let obj = self.pop();
                    self.del_item(obj, key)?;
                    self.note_deleted();
                }
                Op::Binary(op) => {
                    let b = self.pop();
                    self.binary_top(op, b)?;
                }
                Op::BinaryConst(op, c) => {
                    let b = code
                        .const_values
                        .get(c as usize)
                        .copied()
                        .unwrap_or(Value::None);
                    self.binary_top(op, b)?;
                    ip += 1;
                }
                Op::BinaryFast(op, l) => {
                    let b = self.stack[base + l as usize];
                    if b.is_undef() {
                        return Err(unbound_local(&code, l));
                    }
                    self.binary_top(op, b)?;
                    ip += 1;
                }
                Op::BinaryFastFast(op, l1, l2) => {
                    let (a, b) = self.two_locals(&code, base, l1, l2)?;
                    let r = match fast_arith(op, a, b) {
                        Some(r) => r,
                        None => {
                            // On the stack while guest code may run, as
                            // the unfused instructions would leave it.
                            self.stack.extend_from_slice(&[a, b]);
                            let r = self.binary_op(op, a, b)?;
                            self.stack.truncate(self.stack.len() - 2);
                            r
                        }
                    };
                    self.stack.push(r);
                    ip += 2;
                }
                Op::BinaryFastConst(op, l, c) => {
                    let a = self.stack[base + l as usize];
                    if a.is_undef() {
                        return Err(unbound_local(&code, l.into()));
                    }
                    let b = code
                        .const_values
                        .get(c as usize)
                        .copied()
                        .unwrap_or(Value::None);
                    let r = match fast_arith(op, a, b) {
                        Some(r) => r,
                        None => {
                            self.stack.push(a);
                            let r = self.binary_op(op, a, b)?;
                            self.stack.pop();
                            r
                        }
                    };
                    self.stack.push(r);
                    ip += 2;
                }
                Op::SubscrFastConst(l, c) => {
                    let obj = self.stack[base + l as usize];
                    if obj.is_undef() {
                        return Err(unbound_local(&code, l.into()));
                    }
                    let key = code
                        .const_values
                        .get(c as usize)
                        .copied()
                        .unwrap_or(Value::None);
                    let v = match self.index_fast(obj, key) {
                        Some(v) => v,
                        None => self.get_item(obj, key)?,
                    };
                    self.stack.push(v);
                    ip += 2;
                }
                Op::SubscrFastFast(l1, l2) => {
                    let (obj, key) = self.two_locals(&code, base, l1, l2)?;
                    let v = match self.index_fast(obj, key) {
                        Some(v) => v,
                        None => self.get_item(obj, key)?,
                    };
                    self.stack.push(v);
                    ip += 2;
                }
                Op::LoadFast2(l1, l2) => {
                    let (a, b) = self.two_locals(&code, base, l1, l2)?;
                    self.stack.extend_from_slice(&[a, b]);
                    ip += 1;
                }
                Op::LoadFastConst(l, c) => {
                    let a = self.stack[base + l as usize];
                    if a.is_undef() {
                        return Err(unbound_local(&code, l.into()));
                    }
                    let k = code
                        .const_values
                        .get(c as usize)
                        .copied()
                        .unwrap_or(Value::None);
                    self.stack.extend_from_slice(&[a, k]);
                    ip += 1;
                }
                Op::StoreFastLoadFast(to, from) => {
                    let v = self.pop();
                    self.stack[base + to as usize] = v;
                    let w = self.stack[base + from as usize];
                    if w.is_undef() {
                        return Err(unbound_local(&code, from.into()));
                    }
                    self.stack.push(w);
                    ip += 1;
                }
                Op::CompareJumpIfFalse(op, t) => {
                    let b = self.pop();
                    let a = self.pop();
                    let r = match (a, b) {
                        (Value::Int(x), Value::Int(y)) => op.eval(x.cmp(&y)),
                        (Value::Float(x), Value::Float(y)) => float_compare(op, x, y),
                        _ => match self.compare(op, a, b)? {
                            Value::Bool(r) => r,
                            v => self.truthy(v)?,
                        },
                    };
                    ip = if r { ip + 1 } else { t as usize };
                }
                Op::Inplace(op) => {
                    let b = self.pop();
                    let a = self.pop();
                    let r = match fast_arith(op, a, b) {
                        Some(r) => r,
                        None => self.inplace_op(op, a, b)?,
                    };
                    self.stack.push(r);
                }
                Op::Neg => {
                    let a = self.pop();
                    let r = self.unary_neg(a)?;
                    self.stack.push(r);
                }
                Op::Pos => {
                    let a = self.pop();
                    let r = self.unary_pos(a)?;
                    self.stack.push(r);
                }
                Op::Invert => {
                    let a = self.pop();
                    let r = self.unary_invert(a)?;
                    self.stack.push(r);
                }
                Op::Not => {
                    let a = self.pop();
                    let t = self.truthy(a)?;
                    self.stack.push(Value::Bool(!t));
                }
                Op::Compare(op) => {
                    let b = self.pop();
                    let a = self.pop();
                    let r = match (a, b) {
                        (Value::Int(x), Value::Int(y)) => Value::Bool(op.eval(x.cmp(&y))),
                        _ => self.compare(op, a, b)?,
                    };
                    self.stack.push(r);
                }
                Op::Is(negate) => {
                    let b = self.pop();
                    let a = self.pop();
                    self.stack.push(Value::Bool(self.is_same(a, b) != negate));
                }
                Op::In(negate) => {
                    let container = self.pop();
                    let item = self.pop();
                    let r = self.contains(container, item)?;
                    self.stack.push(Value::Bool(r != negate));
                }
                Op::PopAIter => {
                    let v = self.pop();
                    if self.agen_watch() {
                        let dropped = self.agen_candidates(&[v]);
                        if !dropped.is_empty() {
                            self.finalize_dropped_agens(dropped, &[])?;
                        }
                    }
                }
                Op::Pop => {
                    if let Some(v) = self.stack.pop()
                        && !self.gen_watch.is_empty()
                    {
                        self.note_dropped(v);
                    }
                }
                Op::Dup => {
                    let v = self.top();
                    self.stack.push(v);
                }
                Op::Dup2 => {
                    let n = self.stack.len();
                    let (a, b) = (self.stack[n - 2], self.stack[n - 1]);
                    self.stack.push(a);
                    self.stack.push(b);
                }
                Op::Rot2 => {
                    let n = self.stack.len();
                    self.stack.swap(n - 1, n - 2);
                }
                Op::Rot3 => {
                    let n = self.stack.len();
                    let v = self.stack[n - 1];
                    self.stack.copy_within(n - 3..n - 1, n - 2);
                    self.stack[n - 3] = v;
                }
                Op::Rot4 => {
                    let n = self.stack.len();
                    let v = self.stack[n - 1];
                    self.stack.copy_within(n - 4..n - 1, n - 3);
                    self.stack[n - 4] = v;
                }
                Op::Jump(t) => {
                    if (t as usize) < ip {
                        self.maybe_gc()?;
                    }
                    ip = t as usize;
                }
                Op::PopJumpIfFalse(t) => {
                    let v = self.pop();
                    let b = match v {
                        Value::Bool(b) => b,
                        _ => self.truthy(v)?,
                    };
                    if !b {
                        ip = t as usize;
                    }
                }
                Op::PopJumpIfTrue(t) => {
                    let v = self.pop();
                    let b = match v {
                        Value::Bool(b) => b,
                        _ => self.truthy(v)?,
                    };
                    if b {
                        ip = t as usize;
                    }
                }
                Op::JumpIfFalseOrPop(t) => {
                    let v = self.top();
                    if !self.truthy(v)? {
                        ip = t as usize;
                    } else {
                        self.stack.pop();
                    }
                }
                Op::JumpIfTrueOrPop(t) => {
                    let v = self.top();
                    if self.truthy(v)? {
                        ip = t as usize;
                    } else {
                        self.stack.pop();
                    }
                }
                Op::GetIter => {
                    let v = self.pop();
                    let it = self.get_iter(v)?;
                    self.stack.push(it);
                }
                Op::JumpForIter(at) => {
                    // The jump, then the ForIter at `at` as if fetched there.
                    self.maybe_gc()?;
                    let Some(&Op::ForIter(t)) = code.ops.get(at as usize) else {
                        return Err(Error::fault("JumpForIter without its ForIter"));
                    };
                    ip = at as usize + 1;
                    self.frames[fi].ip = ip as u32;
                    match self.for_iter(t)? {
                        ForStep::Item => {}
                        ForStep::Done => ip = t as usize,
                        ForStep::Entered => {
                            enter_top_frame!(self);
                        }
                    }
                }
                Op::Dup2Subscr => {
                    let n = self.stack.len();
                    let (Some(&obj), Some(&key)) = (
                        n.checked_sub(2).and_then(|i| self.stack.get(i)),
                        self.stack.last(),
                    ) else {
                        return Err(Error::fault("operand stack underflow"));
                    };
                    let v = match self.index_fast(obj, key) {
                        Some(v) => v,
                        None => self.get_item(obj, key)?,
                    };
                    self.stack.push(v);
                    ip += 1;
                }
                Op::InplaceStoreSubscr(op) => {
                    let b = self.pop();
                    let a = self.pop();
                    let r = match fast_arith(op, a, b) {
                        Some(r) => r,
                        None => self.inplace_op(op, a, b)?,
                    };
                    let key = self.pop();
                    let obj = self.pop();
                    if !self.store_index_fast(obj, key, r) {
                        // Rooted while guest code may run, as the unfused
                        // instructions would leave it (below the target).
                        self.stack.push(r);
                        self.set_item(obj, key, r)?;
                        self.stack.pop();
                    }
                    ip += 2;
                }
                Op::DupLoadAttr(n) => {
                    let obj = self.top();
                    let v = self.load_attr_op(&code, n, obj)?;
                    self.stack.push(v);
                    ip += 1;
                }
                Op::InplaceStoreAttr(op, n) => {
                    let b = self.pop();
                    let a = self.pop();
                    let r = match fast_arith(op, a, b) {
                        Some(r) => r,
                        None => self.inplace_op(op, a, b)?,
                    };
                    let obj = self.pop();
                    self.stack.push(r);
                    if !self.store_attr_hit(&code, n as usize, obj, r)
                        && !self.store_attr_cached(&code, n as usize, obj, r)?
                    {
                        let Some(name) = code.names.get(n as usize).cloned() else {
                            return Err(Error::fault("bad name index"));
                        };
                        self.set_attr(obj, &name, r)?;
                    }
                    self.stack.pop();
                    ip += 2;
                }
                Op::ForIter(t) => match self.for_iter(t)? {
                    ForStep::Item => {}
                    ForStep::Done => ip = t as usize,
                    ForStep::Entered => {
                        enter_top_frame!(self);
                    }
                },
                Op::BuildList(n) => {
                    let items = self.stack.split_off(self.stack.len() - n as usize);
                    let v = self.new_list(items)?;
                    self.stack.push(v);
                }
                Op::BuildTuple(n) => {
                    let from = self.stack.len() - n as usize;
                    let v = if n <= 2 {
                        let pair = [
                            self.stack.get(from).copied().unwrap_or(Value::Undef),
                            self.stack.get(from + 1).copied().unwrap_or(Value::Undef),
                        ];
                        self.stack.truncate(from);
                        self.new_tuple_of(&pair[..n as usize])?
                    } else {
                        let items = self.stack.split_off(from);
                        self.new_tuple(items)?
                    };
                    self.stack.push(v);
                }
                Op::BuildSet(n) => {
                    let items = self.stack.split_off(self.stack.len() - n as usize);
                    let v = self.new_set(&items, false)?;
                    self.stack.push(v);
                }
                Op::BuildConstSet(n) => {
                    let items = self.stack.split_off(self.stack.len() - n as usize);
                    let v = self.new_const_set(&items, true)?;
                    self.stack.push(v);
                }
                Op::BuildConstFrozenSet(n) => {
                    let items = self.stack.split_off(self.stack.len() - n as usize);
                    let v = self.new_const_set(&items, false)?;
                    self.stack.push(v);
                }
                Op::BuildMap(n) => {
                    // Sized up front (n is the literal's, bounded by the
                    // program); the items stay on the stack, rooted, while
                    // their hashing may run guest code.
                    let n = n as usize;
                    let start = self.stack.len() - 2 * n;
                    let d =
                        self.alloc(Obj::Dict(Box::new(crate::objects::Dict::with_capacity(n))))?;
                    let filled = match d {
                        Value::Obj(r) => self.dict_fill_str_keys(r, start, n),
                        _ => false,
                    };
                    for k in if filled { n } else { 0 }..n {
                        let (key, value) =
                            (self.stack[start + 2 * k], self.stack[start + 2 * k + 1]);
                        self.dict_set(d, key, value)?;
                    }
                    self.stack.truncate(start);
                    self.stack.push(d);
                }
                Op::BuildSlice(n) => {
                    let step = if n == 3 { self.pop() } else { Value::None };
                    let stop = self.pop();
                    let start = self.pop();
                    // `seq[a:b:c]` on a builtin sequence: sliced straight
                    // from the parts, no slice object made. The subscript
                    // is where an error is reported, as unfused.
                    let parts = [start, stop, step];
                    if code.ops.get(ip) == Some(&Op::Subscr)
                        && let Some(&seq) = self.stack.last()
                        && let Some(r) = self.plain_sliceable(seq, &parts)
                    {
                        ip += 1;
                        self.frames[fi].ip = ip as u32;
                        let v = self.get_slice_of(r, parts)?;
                        if let Some(top) = self.stack.last_mut() {
                            *top = v;
                        }
                        continue;
                    }
                    let v = self.alloc(Obj::Slice(Box::new([start, stop, step])))?;
                    self.stack.push(v);
                }
                Op::BuildString(n) => {
                    let parts = self.stack.split_off(self.stack.len() - n as usize);
                    let mut s = String::new();
                    for p in parts {
                        s.push_str(self.str_of(p).unwrap_or(""));
                    }
                    let v = self.new_str(s)?;
                    self.stack.push(v);
                }
                Op::ListAppend(d) => {
                    let v = self.pop();
                    let list = self.stack[self.stack.len() - d as usize];
                    self.list_append(list, v)?;
                }
                Op::SetAdd(d) => {
                    let v = self.pop();
                    let set = self.stack[self.stack.len() - d as usize];
                    self.set_add(set, v)?;
                }
                Op::MapAdd(d) => {
                    let v = self.pop();
                    let k = self.pop();
                    let dict = self.stack[self.stack.len() - d as usize];
                    self.dict_set(dict, k, v)?;
                }
                Op::ListExtend(d) => {
                    let it = self.pop();
                    let list = self.stack[self.stack.len() - d as usize];
                    self.star_extend(list, it, None)?;
                }
                Op::CallStarExtend => {
                    let it = self.pop();
                    let list = self.stack[self.stack.len() - 1];
                    let callee = self.stack[self.stack.len() - 2];
                    self.star_extend(list, it, Some(callee))?;
                }
                Op::SetUpdate(d) => {
                    let it = self.pop();
                    let set = self.stack[self.stack.len() - d as usize];
                    self.set_update(set, it)?;
                }
                Op::DictUpdate(d) => {
                    let other = self.pop();
                    let dict = self.stack[self.stack.len() - d as usize];
                    self.dict_update(dict, other, true)?;
                }
                Op::DictMerge(d) => {
                    let other = self.pop();
                    let dict = self.stack[self.stack.len() - d as usize];
                    let callee = self.stack[self.stack.len() - d as usize - 2];
                    self.dict_merge_kwargs(dict, other, callee)?;
                }
                Op::ListToTuple => {
                    let l = self.pop();
                    let items = self.seq_items(l)?;
                    let t = self.new_tuple(items)?;
                    self.stack.push(t);
                }
                Op::UnpackSequence(n) => {
                    let v = self.pop();
                    // Fast path: a tuple or list of exactly the right length.
                    let n = n as usize;
                    let done = match v {
                        Value::Obj(r) => match self.heap.get(r) {
                            Obj::Tuple(t) if t.len() == n => {
                                self.stack.extend(t.iter().rev());
                                true
                            }
                            Obj::List(l) if l.len() == n => {
                                self.stack.extend(l.iter().rev());
                                true
                            }
                            _ => false,
                        },
                        _ => false,
                    };
                    if !done {
                        let items = self.unpack(v, n, None)?;
                        self.stack.extend(items.into_iter().rev());
                    }
                }
                Op::UnpackEx(before, after) => {
                    let v = self.pop();
                    let items = self.unpack(v, before as usize, Some(after as usize))?;
                    self.stack.extend(items.into_iter().rev());
                }
                Op::FormatValue(conv, has_spec) => {
                    let spec = if has_spec { Some(self.pop()) } else { None };
                    let v = self.pop();
                    let s = self.format_value(v, conv, spec)?;
                    self.stack.push(s);
                }
                Op::MakeFunction(idx, flags) => {
                    let f = self.make_function(&code, idx, flags)?;
                    self.stack.push(f);
                }
                Op::Call(n) => {
                    let pos = self.stack.len() - n as usize - 1;
                    match self
                        .call_at(pos, n as usize, None)
                        .map_err(|e| self.note_call_error(e, pos))?
                    {
                        Called::Value(v) => {
                            self.stack.truncate(pos);
                            self.stack.push(v);
                            // A safe point: `gc.collect()` takes effect
                            // (and its weakref callbacks run) before the
                            // next instruction, as in CPython.
                            self.maybe_gc()?;
                        }
                        Called::Frame => {
                            self.maybe_gc()?;
                            enter_top_frame!(self);
                        }
                    }
                }
                Op::CallKw(n, names) => {
                    let pos = self.stack.len() - n as usize - 1;
                    let names = kw_names(&code, names);
                    match self
                        .call_at(pos, n as usize, Some(&names))
                        .map_err(|e| self.note_call_error(e, pos))?
                    {
                        Called::Value(v) => {
                            self.stack.truncate(pos);
                            self.stack.push(v);
                            // A safe point: `gc.collect()` takes effect
                            // (and its weakref callbacks run) before the
                            // next instruction, as in CPython.
                            self.maybe_gc()?;
                        }
                        Called::Frame => {
                            enter_top_frame!(self);
                        }
                    }
                }
                Op::CallMethod(n) => {
                    let n = n as usize;
                    let self_pos = self.stack.len() - n - 1;
                    let (pos, nargs) = if self.stack[self_pos].is_undef() {
                        // No receiver: drop the placeholder so args follow the callee.
                        self.stack.remove(self_pos);
                        (self_pos - 1, n)
                    } else {
                        (self_pos - 1, n + 1)
                    };
                    match self
                        .call_at(pos, nargs, None)
                        .map_err(|e| self.note_call_error(e, pos))?
                    {
                        Called::Value(v) => {
                            self.stack.truncate(pos);
                            self.stack.push(v);
                            // A safe point: `gc.collect()` takes effect
                            // (and its weakref callbacks run) before the
                            // next instruction, as in CPython.
                            self.maybe_gc()?;
                        }
                        Called::Frame => {
                            self.maybe_gc()?;
                            enter_top_frame!(self);
                        }
                    }
                }
                Op::CallEx(has_kw) => {
                    let kwargs = if has_kw { Some(self.pop()) } else { None };
                    let args = self.pop();
                    let callee = self.pop();
                    let pos = self.stack.len();
                    let items = self.seq_items(args)?;
                    let n = items.len();
                    self.stack.push(callee);
                    self.stack.extend(items);
                    let kw = match kwargs {
                        Some(d) => self.kwargs_from_dict(d)?,
                        None => Vec::new(),
                    };
                    let names: Vec<Rc<str>> = kw.iter().map(|(k, _)| k.clone()).collect();
                    self.stack.extend(kw.iter().map(|(_, v)| *v));
                    let names_opt = if names.is_empty() {
                        None
                    } else {
                        Some(&names[..])
                    };
                    match self
                        .call_at(pos, n + names.len(), names_opt)
                        .map_err(|e| self.note_call_error(e, pos))?
                    {
                        Called::Value(v) => {
                            self.stack.truncate(pos);
                            self.stack.push(v);
                            // A safe point: `gc.collect()` takes effect
                            // (and its weakref callbacks run) before the
                            // next instruction, as in CPython.
                            self.maybe_gc()?;
                        }
                        Called::Frame => {
                            enter_top_frame!(self);
                        }
                    }
                }
                Op::Return | Op::ReturnGenerator => {
                    let mut v = self.pop();
                    let Some(f) = self.frames.pop() else {
                        return Err(Error::fault("return without frame"));
                    };
                    if !f.init_instance.is_undef() {
                        if !matches!(v, Value::None) {
                            let msg = format!(
                                "__init__() should return None, not '{}'",
                                self.type_name(v)
                            );
                            self.stack.truncate(f.ret_sp as usize);
                            self.blocks.truncate(f.block_base as usize);
                            self.frames.push(f);
                            return Err(Error::type_error(msg));
                        }
                        v = f.init_instance;
                    }
                    let dropped = if self.agen_watch() {
                        self.agen_candidates(&self.stack[f.ret_sp as usize..])
                    } else {
                        Vec::new()
                    };
                    self.note_frame_dropped(f.ret_sp as usize);
                    let outer = self.stack.get(f.ret_sp as usize).copied();
                    self.stack.truncate(f.ret_sp as usize);
                    self.blocks.truncate(f.block_base as usize);
                    if let Some(g) = f.generator
                        && let Some(Obj::Generator(gobj)) = self.heap.get_mut(g)
                    {
                        gobj.state = GenState::Done;
                        gobj.saved.clear();
                    }
                    if let Some(exit) = f.for_exit
                        && self.frames.len() > entry
                    {
                        // The generator is exhausted: its `for` loop drops it
                        // and leaves (the returned value is not seen).
                        self.leave_generator_inline(outer.unwrap_or(Value::Undef), None, false);
                        self.stack.pop();
                        if !dropped.is_empty() {
                            self.finalize_dropped_agens(dropped, &[])?;
                        }
                        fi = self.frames.len() - 1;
                        code = self.frames[fi].code.clone();
                        ip = exit as usize;
                        base = self.frames[fi].base as usize;
                        continue;
                    }
                    if self.frames.len() <= entry {
                        if !dropped.is_empty() {
                            self.finalize_dropped_agens(dropped, &[v])?;
                        }
                        return Ok(v);
                    }
                    self.stack.push(v);
                    if !dropped.is_empty() {
                        self.finalize_dropped_agens(dropped, &[])?;
                    }
                    enter_top_frame!(self);
                }
                Op::GetAwaitable => {
                    let v = self.pop();
                    let it = self.get_awaitable(v)?;
                    self.stack.push(it);
                }
                Op::GetAIter => {
                    let v = self.pop();
                    let it = self.get_aiter(v, true)?;
                    self.stack.push(it);
                }
                Op::GetANext => {
                    let it = self.top();
                    let Some(aw) = self.get_anext(it)? else {
                        return Err(Error::type_error(format!(
                            "'async for' received an invalid object from __aiter__: {}",
                            self.type_name(it)
                        )));
                    };
                    self.stack.push(aw);
                }
                Op::EndAsyncFor => {
                    let exc = self.pop();
                    let is_stop = self.exc_type(exc) == Some(TypeId::StopAsyncIteration);
                    if !is_stop {
                        return Err(self.reraise(exc));
                    }
                }
                Op::BeforeAsyncWith => {
                    let mgr = self.pop();
                    let cls = self.class_of(mgr);
                    let enter = self.class_lookup(cls, "__aenter__");
                    let exit = self.class_lookup(cls, "__aexit__");
                    let (Some(enter), Some(exit)) = (enter, exit) else {
                        let name = self.type_name(mgr).to_string();
                        return Err(Error::type_error(format!(
                            "'{name}' object does not support the asynchronous context manager protocol"
                        )));
                    };
                    let exit_bound = self.bind(exit, mgr, cls)?;
                    self.stack.push(exit_bound);
                    let enter_bound = self.bind(enter, mgr, cls)?;
                    let aw = self.call(enter_bound, &[])?;
                    self.stack.push(aw);
                }
                Op::GetYieldFromIter => {
                    let v = self.pop();
                    let it = match v {
                        Value::Obj(r) if matches!(self.heap.get(r), Obj::Generator(_)) => v,
                        _ => self.get_iter(v)?,
                    };
                    self.stack.push(it);
                }
                Op::YieldFrom => {
                    let sent = self.pop();
                    let sub = self.top();
                    match self.delegate_send(sub, sent)? {
                        super::generators::GenResult::Yield(v) => {
                            // Re-run this instruction when resumed, with the sent value.
                            self.frames[fi].ip = (ip - 1) as u32;
                            let inline = self.inline_generator(fi, entry);
                            self.suspend_generator(fi)?;
                            let Some((outer, g)) = inline else {
                                return Ok(v);
                            };
                            self.yielded = false;
                            self.leave_generator_inline(outer, g, true);
                            self.stack.push(v);
                            enter_top_frame!(self);
                        }
                        super::generators::GenResult::Return(r) => {
                            self.stack.pop();
                            self.stack.push(r);
                        }
                    }
                }
                Op::ExceptStarStart => {
                    let exc = self.pop();
                    let st = self.except_star_start(exc)?;
                    self.stack.push(st);
                }
                Op::ExceptStarMatch => {
                    let ty = self.pop();
                    let st = self.top();
                    let m = self.except_star_match(st, ty)?;
                    self.stack.push(m);
                }
                Op::ExceptStarRecord => {
                    let exc = self.pop();
                    let st = self.top();
                    let matched = self.handled;
                    self.except_star_record(st, exc, matched)?;
                }
                Op::ExceptStarEnd => {
                    let st = self.pop();
                    let prev = self.pop();
                    let r = self.except_star_end(st);
                    self.handled = prev;
                    if let Some(exc) = r? {
                        // A re-raised original keeps its traceback.
                        return Err(self.reraise(exc));
                    }
                }
                Op::BeforeWith => {
                    let mgr = self.pop();
                    let (exit, res) = self.enter_context(mgr)?;
                    self.stack.push(exit);
                    self.stack.push(res);
                }
                Op::CallExitNone => {
                    let exit = self.pop();
                    self.call(exit, &[Value::None, Value::None, Value::None])?;
                }
                Op::WithExceptStart => {
                    let n = self.stack.len();
                    let exc = self.stack[n - 1];
                    let exit = self.stack[n - 3];
                    let ty = self.class_of(exc);
                    let tb = match exc {
                        Value::Obj(r) if matches!(self.heap.get(r), Obj::Exception(_)) => {
                            self.alloc(Obj::Traceback { exc: r, index: 0 })?
                        }
                        _ => Value::None,
                    };
                    let r = self.call(exit, &[ty, exc, tb])?;
                    self.stack.push(r);
                }
                Op::MatchPattern(idx, n) => {
                    let values = self.stack.split_off(self.stack.len() - n as usize);
                    let subject = self.pop();
                    let Some(pat) = code.patterns.get(idx as usize) else {
                        return Err(Error::fault("bad pattern index"));
                    };
                    let ncaps = super::matching::capture_count(pat);
                    let base = self.roots.len();
                    self.roots.extend_from_slice(&values);
                    self.roots.push(subject);
                    let mut caps = vec![Value::None; ncaps];
                    let r = self.match_pattern(pat, subject, &values, &mut caps);
                    self.roots.truncate(base);
                    if r? {
                        self.stack.extend(caps);
                        self.stack.push(Value::Bool(true));
                    } else {
                        self.stack.push(Value::Bool(false));
                    }
                }
                Op::YieldValue => {
                    let v = self.pop();
                    let inline = self.inline_generator(fi, entry);
                    self.suspend_generator(fi)?;
                    let Some((outer, g)) = inline else {
                        return Ok(v);
                    };
                    // Back in the `for` loop below, with the item.
                    self.yielded = false;
                    self.leave_generator_inline(outer, g, true);
                    self.stack.push(v);
                    enter_top_frame!(self);
                }
                Op::SetupExcept(h) => {
                    self.blocks.push(super::Block {
                        handler: h,
                        level: self.stack.len() as u32,
                    });
                }
                Op::PopBlock => {
                    self.blocks.pop();
                }
                Op::PushExcInfo => {
                    let exc = self.pop();
                    let prev = self.handled;
                    self.stack.push(prev);
                    self.stack.push(exc);
                    self.handled = exc;
                }
                Op::PopExcept => {
                    let prev = self.pop();
                    self.handled = prev;
                }
                Op::Reraise => {
                    let exc = self.pop();
                    return Err(self.reraise(exc));
                }
                Op::PopExceptReraise => {
                    let exc = self.pop();
                    let prev = self.pop();
                    self.handled = prev;
                    return Err(self.reraise(exc));
                }
                Op::CheckExcMatch => {
                    let ty = self.pop();
                    let exc = self.top();
                    let m = self.exception_matches(exc, ty)?;
                    self.stack.push(Value::Bool(m));
                }
                Op::Raise(n) => {
                    return Err(self.do_raise(n)?);
                }
                Op::LoadAssertionError => self.stack.push(Value::Type(TypeId::AssertionError)),
                Op::ImportName(c) => {
                    let name = code.consts.get(c as usize).cloned();
                    let v = self.import_module(name)?;
                    self.stack.push(v);
                }
                Op::ImportFrom(n) => {
                    let module = self.top();
                    let name = code.names[n as usize].clone();
                    let v = self.import_from(module, &name)?;
                    self.stack.push(v);
                }
                Op::ImportStar => {
                    let module = self.pop();
                    let ns = self.frames[fi].locals_dict;
                    self.import_star(module, ns)?;
                }
            }
        }
    }

    /// Find a handler for `e` in the current frames, unwinding as needed.
    /// Ok(()) means execution continues at a handler.
    pub(crate) fn handle_error(&mut self, e: Error, entry: usize) -> Result<()> {
        let reraised = std::mem::take(&mut self.reraising);
        if !e.is_catchable() {
            if !e.is_suspend() {
                self.abandon_frames(entry);
            }
            return Err(e);
        }
        let mut exc = match self.materialize(e) {
            Ok(r) => r,
            Err(e2) => {
                self.abandon_frames(entry);
                return Err(e2);
            }
        };
        if std::mem::take(&mut self.depth_limit_hit) {
            self.depth_exc = Some(exc);
        }
        let mut first = true;
        loop {
            let fi = self.frames.len() - 1;
            if !(first && reraised) {
                self.add_traceback(exc, fi);
            }
            first = false;
            let frame = &self.frames[fi];
            if self.blocks.len() > frame.block_base as usize {
                let Some(b) = self.blocks.pop() else {
                    unreachable!()
                };
                let dropped = self.dropped_agens(b.level as usize);
                self.note_frame_dropped(b.level as usize);
                self.stack.truncate(b.level as usize);
                self.stack.push(Value::Obj(exc));
                self.frames[fi].ip = b.handler;
                if !dropped.is_empty() {
                    self.finalize_dropped_agens(dropped, &[])?;
                }
                return Ok(());
            }
            let Some(f) = self.frames.pop() else {
                unreachable!()
            };
            let dropped = self.dropped_agens(f.ret_sp as usize);
            self.note_frame_dropped(f.ret_sp as usize);
            let outer = self.stack.get(f.ret_sp as usize).copied();
            self.stack.truncate(f.ret_sp as usize);
            self.blocks.truncate(f.block_base as usize);
            if !dropped.is_empty() {
                self.finalize_dropped_agens(dropped, &[Value::Obj(exc)])?;
            }
            if let Some(g) = f.generator
                && let Some(Obj::Generator(gobj)) = self.heap.get_mut(g)
            {
                gobj.state = GenState::Done;
                gobj.saved.clear();
            }
            if f.for_exit.is_some() {
                self.leave_generator_inline(outer.unwrap_or(Value::Undef), None, false);
                if self.is_stop_iteration(&Error::raised(exc)) {
                    exc = self.stop_iteration_escaped(exc, "generator", "StopIteration")?;
                }
            }
            if fi <= entry {
                return Err(Error::raised(exc));
            }
        }
    }

    /// Async generators in the stack above `level` (about to be dropped).
    fn dropped_agens(&self, level: usize) -> Vec<crate::objects::ObjRef> {
        if self.agen_watch() && level < self.stack.len() {
            self.agen_candidates(&self.stack[level..])
        } else {
            Vec::new()
        }
    }

    /// Drop the frames above `entry` after an uncatchable error.
    fn abandon_frames(&mut self, entry: usize) {
        while self.frames.len() > entry {
            if let Some(f) = self.frames.pop() {
                if let Some(g) = f.generator
                    && let Some(Obj::Generator(gobj)) = self.heap.get_mut(g)
                {
                    gobj.state = GenState::Done;
                    gobj.saved.clear();
                }
                self.stack.truncate(f.ret_sp as usize);
                self.blocks.truncate(f.block_base as usize);
            }
        }
    }

    /// The name of global `g`.
    fn global_name(&self, g: u32) -> Rc<str> {
        self.global_names
            .names()
            .get(g as usize)
            .cloned()
            .unwrap_or_else(|| "?".into())
    }

    /// Set global `name`: in `gd` when the frame has a globals dict of its
    /// own (module code, exec with globals), else in the main module.
    fn store_named_global(&mut self, gd: Value, name: &str, v: Value) -> Result<()> {
        if gd.is_undef() {
            let g = self.global_names.intern(name);
            self.sync_globals();
            return self.store_global_slot(g, v);
        }
        let key = self.new_str(name)?;
        self.dict_set(gd, key, v)
    }

    /// Set the main module's global `g`.
    #[inline(always)]
    fn store_global_slot(&mut self, g: u32, v: Value) -> Result<()> {
        if self.globals_dict.is_some() {
            return self.store_global(g as usize, v);
        }
        if g as usize >= self.globals.len() {
            self.sync_globals();
        }
        if let Some(slot) = self.globals.get_mut(g as usize) {
            *slot = v;
        }
        Ok(())
    }

    /// The main module's global `g` (or the builtin of that name).
    #[inline(always)]
    pub(crate) fn load_global(&mut self, g: u32) -> Result<Value> {
        if self.globals_dict.is_some() {
            self.refresh_globals()?;
        }
        match self.globals.get(g as usize).copied() {
            Some(v) if !v.is_undef() => Ok(v),
            _ => self.load_builtin_global(g),
        }
    }

    fn delete_global(&mut self, g: u32) -> Result<()> {
        self.refresh_globals()?;
        let slot = self
            .globals
            .get(g as usize)
            .copied()
            .unwrap_or(Value::Undef);
        if slot.is_undef() {
            let name = self.global_name(g);
            return Err(self.name_error(&name));
        }
        self.store_global(g as usize, Value::Undef)
    }

    fn load_builtin_global(&mut self, g: u32) -> Result<Value> {
        // Builtins never change, so a global slot resolves once.
        if let Some(&v) = self.builtin_cache.get(g as usize)
            && !v.is_undef()
        {
            return Ok(v);
        }
        let name = self.global_name(g);
        // Once imported, the `builtins` module holds the builtin names, as
        // the program may have set them (`builtins.input = fake`).
        let (assigned, deleted) = match crate::modules::loaded("builtins", self) {
            Some(m) => match crate::modules::get_attr(self, m, &name)? {
                Some(v) => (Some(v), false),
                // The module starts with every builtin name: one it lacks
                // was deleted from it (`del builtins.len`).
                None => (
                    None,
                    crate::builtins::dynamic::builtin_names().any(|n| n == &*name),
                ),
            },
            None => (None, false),
        };
        let found = match assigned.or_else(|| crate::builtins::lookup(&name)) {
            _ if deleted => None,
            Some(v) => Some(v),
            None => self.python_builtin(&name)?,
        };
        match found {
            Some(v) => {
                let i = g as usize;
                if self.builtin_cache.len() <= i {
                    self.builtin_cache.resize(i + 1, Value::Undef);
                }
                self.builtin_cache[i] = v;
                Ok(v)
            }
            None if self.host.host.capabilities().has_lookup() => {
                self.lookup_external_global(g, &name)
            }
            None => Err(self.name_error(&name)),
        }
    }

    /// Class-body name lookup: namespace, globals, builtins.
    pub(crate) fn load_name(&mut self, ns: Value, gd: Value, name: &str) -> Result<Value> {
        // A __prepare__d mapping: look up through __getitem__.
        if self.is_user(ns) {
            let key = self.new_str(name)?;
            match self.get_item(ns, key) {
                Ok(v) => return Ok(v),
                Err(e) if self.err_matches(&e, TypeId::KeyError) => {}
                Err(e) => return Err(e),
            }
        }
        for d in [ns, gd] {
            if let Value::Obj(r) = d
                && let Obj::Dict(d) = self.heap.get(r)
                && let Some(v) = d.get_str(&self.heap, name)
            {
                return Ok(v);
            }
        }
        if gd.is_undef()
            && let Some(v) = self.get_global(name)
        {
            return Ok(v);
        }
        if let Some(v) = crate::builtins::lookup(name) {
            return Ok(v);
        }
        match self.python_builtin(name)? {
            Some(v) => Ok(v),
            None => Err(self.name_error(name)),
        }
    }

    /// Builtins written in Python (`memoryview`): each lives in a private
    /// stdlib module, imported the first time its name is looked up.
    pub(crate) fn python_builtin(&mut self, name: &str) -> Result<Option<Value>> {
        if name == "__builtins__" {
            // The main module's `__builtins__` is the builtins module.
            let m =
                self.import_module(Some(crate::compile::code::Const::Str("builtins".into())))?;
            return Ok(Some(m));
        }
        // Module dunders CPython sets and programs rarely change: None for
        // a program run from source (no spec, loader or package).
        if matches!(
            name,
            "__spec__" | "__loader__" | "__package__" | "__cached__"
        ) {
            return Ok(Some(Value::None));
        }
        let module = match name {
            "memoryview" => "_memoryview",
            _ => return Ok(None),
        };
        let m = self.import_module(Some(crate::compile::code::Const::Str(module.into())))?;
        self.get_attr(m, name).map(Some)
    }

    pub(crate) fn cell_get(&self, cell: Value) -> Value {
        match cell {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Cell(v) => *v,
                _ => Value::Undef,
            },
            _ => Value::Undef,
        }
    }

    pub(crate) fn cell_set(&mut self, cell: Value, v: Value) {
        if let Value::Obj(r) = cell
            && let Some(Obj::Cell(slot)) = self.heap.get_mut(r)
        {
            *slot = v;
        }
    }

    /// Two locals, each checked bound (the first first).
    #[inline(always)]
    fn two_locals(&self, code: &Code, base: usize, l1: u16, l2: u16) -> Result<(Value, Value)> {
        let (a, b) = (
            self.stack[base + l1 as usize],
            self.stack[base + l2 as usize],
        );
        if a.is_undef() {
            return Err(unbound_local(code, l1.into()));
        }
        if b.is_undef() {
            return Err(unbound_local(code, l2.into()));
        }
        Ok((a, b))
    }

    /// Which site cache can answer for `obj`.
    #[inline(always)]
    fn receiver_kind(&self, obj: Value) -> Receiver {
        match obj {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Instance(_) => Receiver::Instance,
                Obj::Module(_) => Receiver::Module,
                _ => Receiver::Other,
            },
            _ => Receiver::Other,
        }
    }

    /// `obj.<names[n]>`: the site's cache, else the general lookup.
    #[inline(always)]
    fn load_attr_op(&mut self, code: &Code, n: u32, obj: Value) -> Result<Value> {
        if let Some((v, _)) = self.attr_hit(code, n as usize, obj, false) {
            return Ok(v);
        }
        let cached = match self.receiver_kind(obj) {
            Receiver::Instance => self.load_attr_cached(code, n as usize, obj, false)?,
            Receiver::Module => self
                .load_module_attr_cached(code, n as usize, obj)
                .map(|v| (v, Value::Undef)),
            Receiver::Other => None,
        };
        Ok(match cached {
            Some((v, _)) => v,
            None => {
                let Some(name) = code.names.get(n as usize).cloned() else {
                    return Err(Error::fault("bad name index"));
                };
                self.get_attr(obj, &name)?
            }
        })
    }

    /// `obj.<names[n]>` for a call: the method and its receiver (Undef
    /// when the attribute is not a method to bind).
    #[inline(always)]
    fn load_method_op(&mut self, code: &Code, n: u32, obj: Value) -> Result<(Value, Value)> {
        if let Some(p) = self.attr_hit(code, n as usize, obj, true) {
            return Ok(p);
        }
        let cached = match self.receiver_kind(obj) {
            Receiver::Instance => self.load_attr_cached(code, n as usize, obj, true)?,
            Receiver::Module => self
                .load_module_attr_cached(code, n as usize, obj)
                .map(|v| (v, Value::Undef)),
            Receiver::Other => self.load_builtin_method_cached(code, n as usize, obj),
        };
        Ok(match cached {
            Some(p) => p,
            None => {
                let Some(name) = code.names.get(n as usize).cloned() else {
                    return Err(Error::fault("bad name index"));
                };
                self.load_method(obj, &name)?
            }
        })
    }

    /// Replace the top of the stack `a` by `a <op> b`; `a` stays on the
    /// stack (rooted) while a slow path runs guest code.
    #[inline(always)]
    fn binary_top(&mut self, op: BinOp, b: Value) -> Result<()> {
        let Some(&a) = self.stack.last() else {
            return Err(Error::fault("operand stack underflow"));
        };
        let r = match fast_arith(op, a, b) {
            Some(r) => r,
            None => self.binary_op(op, a, b)?,
        };
        if let Some(top) = self.stack.last_mut() {
            *top = r;
        }
        Ok(())
    }

    /// For a generator frame a `for` loop resumed in place: the handled
    /// exception to restore below it, and the generator.
    fn inline_generator(
        &self,
        fi: usize,
        entry: usize,
    ) -> Option<(Value, Option<crate::objects::ObjRef>)> {
        // Always above the frame whose loop resumed it (a snapshot is
        // checked for that too).
        if fi <= entry {
            return None;
        }
        let f = self.frames.get(fi)?;
        f.for_exit?;
        let outer = self.stack.get(f.ret_sp as usize).copied()?;
        Some((outer, f.generator))
    }

    /// One step of the `for` loop whose iterator is on top of the stack:
    /// its next item pushed, or the iterator popped when it is exhausted,
    /// or a generator resumed as a frame of this dispatch loop.
    #[inline(always)]
    fn for_iter(&mut self, exit: u32) -> Result<ForStep> {
        let it = self.top();
        let next = match it {
            Value::Obj(g) => match self.simple_next(g) {
                Some(next) => next,
                None if matches!(self.heap.get(g), Obj::Generator(_))
                    && self.enter_generator_inline(g, exit)? =>
                {
                    return Ok(ForStep::Entered);
                }
                None => self.next_fast(it)?,
            },
            _ => self.next_fast(it)?,
        };
        Ok(match next {
            Some(v) => {
                self.stack.push(v);
                ForStep::Item
            }
            None => {
                self.stack.pop();
                ForStep::Done
            }
        })
    }

    #[inline(never)]
    fn suspend_generator(&mut self, fi: usize) -> Result<()> {
        // Read in place, then dropped in place: the frame is not moved.
        let Some(f) = self.frames.last() else {
            return Err(Error::fault("yield without frame"));
        };
        debug_assert_eq!(fi + 1, self.frames.len());
        let Some(g) = f.generator else {
            return Err(Error::fault("yield outside generator"));
        };
        let (ip, ret_sp) = (f.ip, f.ret_sp as usize);
        let (base, block_base) = (f.base as usize, f.block_base as usize);
        self.frames.truncate(self.frames.len() - 1);
        // Into the generator's own buffers, which keep their capacity (and
        // stay charged) from one suspension to the next; only growth is new.
        let need = self.stack.len().saturating_sub(base);
        let need_blocks = self.blocks.len().saturating_sub(block_base);
        let (stack, blocks) = (&mut self.stack, &mut self.blocks);
        let mut save = |o: &mut Obj| {
            if let Obj::Generator(gobj) = o {
                gobj.saved.clear();
                gobj.saved
                    .extend_from_slice(stack.get(base..).unwrap_or(&[]));
                stack.truncate(base);
                gobj.blocks.clear();
                if need_blocks > 0 {
                    gobj.blocks
                        .extend(blocks.get(block_base..).unwrap_or(&[]).iter().map(|b| {
                            super::Block {
                                handler: b.handler,
                                level: b.level - base as u32,
                            }
                        }));
                    blocks.truncate(block_base);
                }
                gobj.ip = ip;
                gobj.state = GenState::Suspended;
            }
        };
        if let Some(o) = self.heap.get_mut(g)
            && matches!(o, Obj::Generator(gobj)
                if need <= gobj.saved.capacity() && need_blocks <= gobj.blocks.capacity())
        {
            // Nothing grows: the account is unchanged.
            save(o);
        } else {
            let extra = match self.heap.get(g) {
                Obj::Generator(gobj) => {
                    need.saturating_sub(gobj.saved.capacity()) * std::mem::size_of::<Value>()
                }
                _ => 0,
            };
            self.heap.grow(g, extra, save)?;
        }
        if need_blocks > 0 {
            self.watch_generator(g);
        }
        self.stack.truncate(ret_sp);
        self.blocks.truncate(block_base);
        self.yielded = true;
        Ok(())
    }
}

impl Vm {
    /// `list[i]` / `tuple[i]` with an in-range int (negative counts from the
    /// end); None for everything the general path must handle.
    #[inline(always)]
    pub(crate) fn index_fast(&self, obj: Value, key: Value) -> Option<Value> {
        let Value::Obj(r) = obj else {
            return None;
        };
        let items: &[Value] = match self.heap.get(r) {
            Obj::List(l) => l,
            Obj::Tuple(t) => t,
            Obj::Dict(d) => return self.dict_index_fast(d, key),
            Obj::Deque(d) => {
                let Value::Int(i) = key else {
                    return None;
                };
                let i = if i < 0 { i + d.items.len() as i64 } else { i };
                return usize::try_from(i)
                    .ok()
                    .and_then(|i| d.items.get(i).copied());
            }
            _ => return None,
        };
        let Value::Int(i) = key else {
            return None;
        };
        let i = if i < 0 { i + items.len() as i64 } else { i };
        usize::try_from(i).ok().and_then(|i| items.get(i).copied())
    }

    /// `d[k]` of a plain dict for an int or str key that is present; None
    /// for everything else (a miss raises, or may involve guest `__eq__`).
    #[inline]
    fn dict_index_fast(&self, d: &crate::objects::Dict, key: Value) -> Option<Value> {
        let i = self.dict_find_fast(d, key)?;
        d.slot(i).map(|e| e.value)
    }

    /// The entry of an int or str key present in a plain dict.
    #[inline]
    fn dict_find_fast(&self, d: &crate::objects::Dict, key: Value) -> Option<usize> {
        let plain = match key {
            Value::Int(_) => true,
            Value::Obj(k) => matches!(self.heap.get(k), Obj::Str(_)),
            _ => false,
        };
        if !plain {
            return None;
        }
        let h = crate::objects::hashing::hash_key(&self.heap, key).ok()?;
        d.find(&self.heap, key, h)
    }

    /// `list[i] = v` with an in-range int; false: take the general path.
    #[inline(always)]
    fn store_index_fast(&mut self, obj: Value, key: Value, v: Value) -> bool {
        let Value::Obj(r) = obj else {
            return false;
        };
        if let Obj::Dict(d) = self.heap.get(r) {
            // A key already present: its value is replaced in place.
            let Some(i) = self.dict_find_fast(d, key) else {
                return false;
            };
            if let Some(Obj::Dict(d)) = self.heap.get_mut(r) {
                d.set_at(i, v);
            }
            return true;
        }
        let Value::Int(i) = key else {
            return false;
        };
        let Some(Obj::List(l)) = self.heap.get_mut(r) else {
            return false;
        };
        let i = if i < 0 { i + l.len() as i64 } else { i };
        match usize::try_from(i).ok().and_then(|i| l.get_mut(i)) {
            Some(slot) => {
                *slot = v;
                true
            }
            None => false,
        }
    }
}

/// Arithmetic on unboxed operands that cannot fail or overflow.
#[inline(always)]
fn float_compare(op: CmpOp, x: f64, y: f64) -> bool {
    match op {
        CmpOp::Lt => x < y,
        CmpOp::Le => x <= y,
        CmpOp::Eq => x == y,
        CmpOp::Ne => x != y,
        CmpOp::Gt => x > y,
        CmpOp::Ge => x >= y,
    }
}

#[inline(always)]
fn fast_arith(op: BinOp, a: Value, b: Value) -> Option<Value> {
    // Ints within 2^53 convert to floats exactly, so their true quotient is
    // the correctly rounded one Python computes.
    const EXACT: u64 = 1 << 53;
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => match op {
            BinOp::Add => x.checked_add(y).map(Value::Int),
            BinOp::Sub => x.checked_sub(y).map(Value::Int),
            BinOp::Mul => x.checked_mul(y).map(Value::Int),
            BinOp::And => Some(Value::Int(x & y)),
            BinOp::Or => Some(Value::Int(x | y)),
            BinOp::Xor => Some(Value::Int(x ^ y)),
            BinOp::FloorDiv if y > 0 => Some(Value::Int(x.div_euclid(y))),
            BinOp::Mod if y > 0 => Some(Value::Int(x.rem_euclid(y))),
            BinOp::TrueDiv if y != 0 && x.unsigned_abs() < EXACT && y.unsigned_abs() < EXACT => {
                Some(Value::Float(x as f64 / y as f64))
            }
            BinOp::Pow => u32::try_from(y)
                .ok()
                .and_then(|y| x.checked_pow(y))
                .map(Value::Int),
            BinOp::LShift if (0..63).contains(&y) => {
                let r = x << y;
                (r >> y == x).then_some(Value::Int(r))
            }
            BinOp::RShift if y >= 0 => Some(Value::Int(x >> y.min(63))),
            _ => None,
        },
        (Value::Float(x), Value::Float(y)) => float_arith(op, x, y),
        // Python converts the int to the nearest float (ties to even), as
        // `as` does.
        (Value::Int(x), Value::Float(y)) => float_arith(op, x as f64, y),
        (Value::Float(x), Value::Int(y)) => float_arith(op, x, y as f64),
        _ => None,
    }
}

#[inline(always)]
fn float_arith(op: BinOp, x: f64, y: f64) -> Option<Value> {
    match op {
        BinOp::Add => Some(Value::Float(x + y)),
        BinOp::Sub => Some(Value::Float(x - y)),
        BinOp::Mul => Some(Value::Float(x * y)),
        BinOp::TrueDiv if y != 0.0 => Some(Value::Float(x / y)),
        _ => None,
    }
}

fn unbound_local(code: &Code, i: u32) -> Error {
    let name = code.varnames.get(i as usize).map(|s| &**s).unwrap_or("?");
    Error::new(
        TypeId::UnboundLocalError,
        format!("cannot access local variable '{name}' where it is not associated with a value"),
    )
}

fn kw_names(code: &Code, idx: u16) -> Vec<Rc<str>> {
    match code.consts.get(idx as usize) {
        Some(crate::compile::code::Const::Tuple(items)) => items
            .iter()
            .map(|c| match c {
                crate::compile::code::Const::Str(s) => s.clone(),
                _ => Rc::from(""),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The kinds of receiver the attribute site caches tell apart.
enum Receiver {
    Instance,
    Module,
    Other,
}

/// What a step of a `for` loop did (see `for_iter`).
enum ForStep {
    /// The next item is on the stack.
    Item,
    /// The iterator is exhausted and popped: the loop ends.
    Done,
    /// A generator frame was pushed: dispatch goes on in it.
    Entered,
}
