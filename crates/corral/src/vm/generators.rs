//! Generators: resuming a suspended frame with a value or an exception,
//! `yield from` delegation, `close()`.

use crate::error::{Error, ErrorKind, Result};
use crate::objects::{GenState, Obj, ObjRef, TypeId, Value};

use super::{Block, Frame, Vm};

/// How a generator is resumed.
pub enum Resume {
    /// `next()` / `send(v)`: the value becomes the result of the `yield`.
    Send(Value),
    /// `throw(e)`: the exception is raised at the `yield`.
    Throw(Error),
    /// Continue without pushing a value (the saved stack was prepared).
    Continue,
}

/// What a resumed generator did.
pub enum GenResult {
    Yield(Value),
    Return(Value),
}

/// Deepest chain of nested generator resumptions.
const MAX_GEN_DEPTH: u32 = 3000;

impl Vm {
    /// Resume `g`; `Ok(Some(v))` if it yielded, `Ok(None)` if it finished.
    pub fn gen_next(&mut self, g: ObjRef) -> Result<Option<Value>> {
        match self.gen_resume(g, Resume::Send(Value::None))? {
            GenResult::Yield(v) => Ok(Some(v)),
            GenResult::Return(_) => Ok(None),
        }
    }

    /// Resume generator `g` for the `for` loop of the current frame as a
    /// frame of the same dispatch loop, not through a native call: cheaper,
    /// and a collection may run while it does. False when `g` must take the
    /// general path (coroutines, async generators, a running or finished
    /// generator), with nothing changed.
    pub(crate) fn enter_generator_inline(&mut self, g: ObjRef, exit: u32) -> Result<bool> {
        let handled = self.handled;
        let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) else {
            return Ok(false);
        };
        let started = match gobj.state {
            GenState::Created => false,
            GenState::Suspended => true,
            _ => return Ok(false),
        };
        if gobj.code.is_coroutine || gobj.code.is_async_generator {
            return Ok(false);
        }
        // The slot below the frame keeps the handled exception to restore.
        let ret_sp = self.stack.len();
        self.stack.push(handled);
        let base = ret_sp + 1;
        let (code, ip, func, block_base) =
            restore_generator(gobj, &mut self.stack, &mut self.blocks, base, started);
        let exc_state = std::mem::replace(&mut gobj.exc_state, Value::Undef);
        if !exc_state.is_undef() {
            self.handled = exc_state;
        }
        let globals_dict = match self.heap.get(func) {
            Obj::Function(f) => f.globals_dict,
            _ => Value::Undef,
        };
        let pushed = self.push_frame(Frame {
            code,
            ip,
            base: base as u32,
            ret_sp: ret_sp as u32,
            block_base,
            func: Value::Obj(func),
            generator: Some(g),
            for_exit: Some(exit),
            locals_dict: Value::Undef,
            globals_dict,
            init_instance: Value::Undef,
        });
        if let Err(e) = pushed {
            self.stack.truncate(ret_sp);
            self.blocks.truncate(block_base as usize);
            self.handled = handled;
            if let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) {
                gobj.state = GenState::Done;
            }
            return Err(e);
        }
        Ok(true)
    }

    /// A generator frame resumed in place has left (its frame popped):
    /// the frame below gets its handled exception back, and a generator
    /// that yielded keeps the one it was handling for its next resumption.
    pub(crate) fn leave_generator_inline(
        &mut self,
        outer: Value,
        g: Option<ObjRef>,
        yielded: bool,
    ) {
        let inner = std::mem::replace(&mut self.handled, outer);
        if yielded
            && inner != outer
            && let Some(g) = g
            && let Some(Obj::Generator(gobj)) = self.heap.get_mut(g)
        {
            gobj.exc_state = inner;
        }
    }

    /// The RuntimeError a StopIteration escaping a generator body becomes.
    pub(crate) fn stop_iteration_escaped(
        &mut self,
        cause: ObjRef,
        kind: &str,
        what: &str,
    ) -> Result<ObjRef> {
        let msg = self.new_str(format!("{kind} raised {what}"))?;
        let exc = self.new_exception(TypeId::RuntimeError, vec![msg])?;
        if let Some(Obj::Exception(x)) = self.heap.get_mut(exc) {
            x.cause = Value::Obj(cause);
            x.context = Value::Obj(cause);
            x.suppress_context = true;
        }
        Ok(exc)
    }

    /// PEP 479: a StopIteration (or, from an async generator, a
    /// StopAsyncIteration) leaving a generator body becomes a RuntimeError.
    fn escaped_from_body(&mut self, e: Error, kind: &str) -> Result<Error> {
        let stop_async =
            kind == "async generator" && self.err_matches(&e, TypeId::StopAsyncIteration);
        if !self.is_stop_iteration(&e) && !stop_async {
            return Ok(e);
        }
        let what = if stop_async {
            "StopAsyncIteration"
        } else {
            "StopIteration"
        };
        let cause = self.materialize(e)?;
        let exc = self.stop_iteration_escaped(cause, kind, what)?;
        Ok(Error::raised(exc))
    }

    pub fn gen_resume(&mut self, g: ObjRef, how: Resume) -> Result<GenResult> {
        // Taken first, so no later resume sees it.
        let rooted = std::mem::take(&mut self.resume_rooted);
        let Obj::Generator(gobj) = self.heap.get(g) else {
            return Err(Error::type_error("not a generator"));
        };
        let kind = if gobj.code.is_async_generator {
            "async generator"
        } else if gobj.code.is_coroutine {
            "coroutine"
        } else {
            "generator"
        };
        match (gobj.state, &how) {
            (GenState::Done, Resume::Throw(_)) => {
                let Resume::Throw(e) = how else {
                    unreachable!()
                };
                return Err(e);
            }
            (GenState::Done, _) => {
                if kind == "coroutine" {
                    return Err(Error::new(
                        TypeId::RuntimeError,
                        "cannot reuse already awaited coroutine",
                    ));
                }
                return Ok(GenResult::Return(Value::None));
            }
            (GenState::Running, _) => {
                return Err(Error::value_error(format!("{kind} already executing")));
            }
            (GenState::Created, Resume::Send(v)) if !matches!(v, Value::None) => {
                return Err(Error::type_error(format!(
                    "can't send non-None value to a just-started {kind}"
                )));
            }
            (GenState::Created, Resume::Throw(_)) => {
                // Throwing into a fresh generator raises at its start.
                if let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) {
                    gobj.state = GenState::Done;
                    gobj.saved.clear();
                }
                let Resume::Throw(e) = how else {
                    unreachable!()
                };
                return Err(self.escaped_from_body(e, kind)?);
            }
            _ => {}
        }
        if self.native_depth >= MAX_GEN_DEPTH {
            return Err(Error::new(
                TypeId::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        // A throw into a generator suspended in `yield from` goes to the delegate first.
        let how = match how {
            Resume::Throw(e) => match self.delegate_throw(g, e)? {
                Some(GenResult::Yield(v)) => return Ok(GenResult::Yield(v)),
                Some(GenResult::Return(_)) => Resume::Continue,
                None => Resume::Throw(self.take_pending_throw()),
            },
            other => other,
        };
        let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) else {
            unreachable!()
        };
        let started = gobj.state != GenState::Created;
        let pos = self.stack.len();
        let (code, ip, func, block_base) =
            restore_generator(gobj, &mut self.stack, &mut self.blocks, pos, false);
        let exc_state = std::mem::replace(&mut gobj.exc_state, Value::Undef);
        // The generator sees its own handled exception while it runs.
        let outer_handled = self.handled;
        if !exc_state.is_undef() {
            self.handled = exc_state;
        }
        let mut throw = None;
        match how {
            Resume::Send(v) => {
                if started {
                    self.stack.push(v);
                }
            }
            Resume::Throw(e) => throw = Some(e),
            Resume::Continue => {}
        }
        self.push_frame(Frame {
            code,
            ip,
            base: pos as u32,
            ret_sp: pos as u32,
            block_base,
            func: Value::Obj(func),
            generator: Some(g),
            for_exit: None,
            locals_dict: Value::Undef,
            globals_dict: match self.heap.get(func) {
                Obj::Function(f) => f.globals_dict,
                _ => Value::Undef,
            },
            init_instance: Value::Undef,
        })?;
        let depth = self.frames.len() - 1;
        self.native_depth += 1;
        // The caller's handled exception is out of `self.handled` while the
        // generator runs: rooted here if a collection may happen meanwhile.
        let roots_base = self.roots.len();
        if rooted {
            self.roots.push(outer_handled);
        } else {
            self.gc_blockers += 1;
        }
        self.yielded = false;
        let r = match throw {
            Some(e) => match self.handle_error(e, depth) {
                Ok(()) => self.run_frame(depth),
                Err(e) => Err(e),
            },
            None => self.run_frame(depth),
        };
        self.native_depth -= 1;
        if rooted {
            self.roots.truncate(roots_base);
        } else {
            self.gc_blockers -= 1;
        }
        let yielded = std::mem::take(&mut self.yielded);
        let inner_handled = std::mem::replace(&mut self.handled, outer_handled);
        if yielded
            && inner_handled != outer_handled
            && let Some(Obj::Generator(gobj)) = self.heap.get_mut(g)
        {
            gobj.exc_state = inner_handled;
        }
        match r {
            Ok(v) if yielded => Ok(GenResult::Yield(v)),
            Ok(v) => Ok(GenResult::Return(v)),
            Err(e) => {
                if let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) {
                    gobj.state = GenState::Done;
                    gobj.saved.clear();
                }
                Err(self.escaped_from_body(e, kind)?)
            }
        }
    }

    /// If `g` is suspended in `yield from`, throw into the delegate. Returns
    /// None (with the error stashed) when the error must be raised in `g`.
    fn delegate_throw(&mut self, g: ObjRef, e: Error) -> Result<Option<GenResult>> {
        let sub = match self.heap.get(g) {
            Obj::Generator(gobj) => {
                let at_yield_from = matches!(
                    gobj.code.ops.get(gobj.ip as usize),
                    Some(crate::compile::code::Op::YieldFrom)
                );
                if at_yield_from {
                    gobj.saved.last().copied()
                } else {
                    None
                }
            }
            _ => None,
        };
        let Some(sub) = sub else {
            self.pending_throw = Some(e);
            return Ok(None);
        };
        match self.throw_into(sub, e) {
            Ok(GenResult::Yield(v)) => Ok(Some(GenResult::Yield(v))),
            Ok(GenResult::Return(r)) => {
                // The delegate finished: continue after the `yield from` with its value.
                if let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) {
                    gobj.saved.pop();
                    gobj.saved.push(r);
                    gobj.ip += 1;
                }
                Ok(Some(GenResult::Return(r)))
            }
            Err(e2) => {
                if !e2.is_catchable() {
                    return Err(e2);
                }
                if let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) {
                    gobj.saved.pop();
                    gobj.ip += 1;
                }
                self.pending_throw = Some(e2);
                Ok(None)
            }
        }
    }

    /// Throw into the iterator a `yield from`/`await` is driving. An error
    /// result is raised in the delegating frame (for iterators without
    /// `throw`, that is the thrown error itself).
    pub(crate) fn throw_into(&mut self, sub: Value, e: Error) -> Result<GenResult> {
        let Value::Obj(sr) = sub else { return Err(e) };
        match self.heap.get(sr) {
            Obj::Generator(_) => self.gen_resume(sr, Resume::Throw(e)),
            Obj::Iter(it) => match **it {
                crate::objects::IterState::AsyncGenOp { .. } => self.ag_op_throw(sr, e),
                crate::objects::IterState::ANext { .. } => self.anext_throw(sr, e),
                crate::objects::IterState::CoroWrap(c) => self.gen_resume(c, Resume::Throw(e)),
                _ => Err(e),
            },
            _ if self.is_user(sub) => {
                let Some(throw) = self.user_method(sub, "throw") else {
                    return Err(e);
                };
                let exc = self.materialize(e)?;
                match self.call(throw, &[sub, Value::Obj(exc)]) {
                    Ok(v) => Ok(GenResult::Yield(v)),
                    Err(e) if self.is_stop_iteration(&e) => {
                        let v = self.stop_iteration_value(e)?;
                        Ok(GenResult::Return(v))
                    }
                    Err(e) => Err(e),
                }
            }
            _ => Err(e),
        }
    }

    fn take_pending_throw(&mut self) -> Error {
        self.pending_throw
            .take()
            .unwrap_or_else(|| Error::fault("missing pending throw"))
    }

    /// One step of `yield from`: send `sent` into the delegate.
    pub(crate) fn delegate_send(&mut self, sub: Value, sent: Value) -> Result<GenResult> {
        if let Value::Obj(r) = sub {
            match self.heap.get(r) {
                Obj::Generator(_) => return self.gen_resume(r, Resume::Send(sent)),
                Obj::Iter(it) => match **it {
                    crate::objects::IterState::Await(f) => return self.await_step(f),
                    crate::objects::IterState::AsyncGenOp { .. } => {
                        return self.ag_op_send(r, sent);
                    }
                    crate::objects::IterState::ANext { .. } => return self.anext_send(r, sent),
                    crate::objects::IterState::CoroWrap(c) => {
                        return self.gen_resume(c, Resume::Send(sent));
                    }
                    _ => {}
                },
                _ => {}
            }
        }
        if !matches!(sent, Value::None) {
            let send = self.get_attr(sub, "send")?;
            return match self.call(send, &[sent]) {
                Ok(v) => Ok(GenResult::Yield(v)),
                Err(e) if self.is_stop_iteration(&e) => {
                    let v = self.stop_iteration_value(e)?;
                    Ok(GenResult::Return(v))
                }
                Err(e) => Err(e),
            };
        }
        if self.is_user(sub) {
            let Some(f) = self.user_method(sub, "__next__") else {
                return Err(Error::type_error(format!(
                    "'{}' object is not an iterator",
                    self.type_name(sub)
                )));
            };
            return match self.call(f, &[sub]) {
                Ok(v) => Ok(GenResult::Yield(v)),
                Err(e) if self.is_stop_iteration(&e) => {
                    let v = self.stop_iteration_value(e)?;
                    Ok(GenResult::Return(v))
                }
                Err(e) => Err(e),
            };
        }
        match self.next_fast(sub)? {
            Some(v) => Ok(GenResult::Yield(v)),
            None => Ok(GenResult::Return(Value::None)),
        }
    }

    /// The `value` of a StopIteration error.
    pub(crate) fn stop_iteration_value(&mut self, e: Error) -> Result<Value> {
        match *e.0 {
            ErrorKind::New(_, None) => Ok(Value::None),
            ErrorKind::NewArgs(_, args) => Ok(args.first().copied().unwrap_or(Value::None)),
            ErrorKind::Raised(r) => Ok(match self.heap.get(r) {
                Obj::Exception(x) => x.args.first().copied().unwrap_or(Value::None),
                _ => Value::None,
            }),
            ErrorKind::New(_, Some(m)) => self.new_str(m),
            _ => Err(e),
        }
    }

    /// `gen.close()`.
    pub fn gen_close(&mut self, g: ObjRef) -> Result<()> {
        let state = match self.heap.get(g) {
            Obj::Generator(gobj) => gobj.state,
            _ => return Ok(()),
        };
        if state != GenState::Suspended {
            if let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) {
                gobj.state = GenState::Done;
                gobj.saved.clear();
            }
            return Ok(());
        }
        match self.gen_resume(g, Resume::Throw(Error::bare(TypeId::GeneratorExit))) {
            Ok(GenResult::Yield(_)) => Err(Error::new(
                TypeId::RuntimeError,
                "generator ignored GeneratorExit",
            )),
            Ok(GenResult::Return(_)) => Ok(()),
            Err(e) => {
                let t = match e.kind() {
                    ErrorKind::New(t, _) | ErrorKind::NewArgs(t, _) => Some(*t),
                    ErrorKind::Raised(r) => match self.heap.get(*r) {
                        Obj::Exception(x) => Some(x.ty),
                        _ => None,
                    },
                    _ => None,
                };
                if matches!(t, Some(TypeId::GeneratorExit | TypeId::StopIteration)) {
                    Ok(())
                } else {
                    Err(e)
                }
            }
        }
    }
}

/// Put suspended `gobj`'s locals, operand stack and blocks back on the VM's
/// stacks with its locals at `base`, and mark it running; with `send_none`,
/// `None` is pushed as the value of the `yield` it is suspended at. The
/// saved buffers are emptied, not freed: they keep their capacity (and
/// their charge) for the next suspension, so a yield per item costs no
/// allocation. Returns the code, ip, function and block base of its frame.
#[inline(always)]
fn restore_generator(
    gobj: &mut crate::objects::Generator,
    stack: &mut Vec<Value>,
    blocks: &mut Vec<Block>,
    base: usize,
    send_none: bool,
) -> (std::rc::Rc<crate::compile::code::Code>, u32, ObjRef, u32) {
    gobj.state = GenState::Running;
    stack.extend_from_slice(&gobj.saved);
    gobj.saved.clear();
    if send_none {
        stack.push(Value::None);
    }
    let block_base = blocks.len() as u32;
    if !gobj.blocks.is_empty() {
        blocks.extend(gobj.blocks.iter().map(|b| Block {
            handler: b.handler,
            level: b.level + base as u32,
        }));
        gobj.blocks.clear();
    }
    (gobj.code.clone(), gobj.ip, gobj.func, block_base)
}
