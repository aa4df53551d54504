//! Async generators (`async def` with `yield`) and the awaitables that drive
//! them: `__anext__()`/`asend()`, `athrow()`, `aclose()` — CPython's
//! async_gen_asend / async_gen_athrow state machines — plus `anext()` with a
//! default and `coroutine.__await__()`.
//!
//! An async generator is a generator frame. Its `await`s suspend it in a
//! `YieldFrom` (the awaited future passes through to the task), its `yield`s
//! suspend it after a `YieldValue`: that value ends the current awaitable
//! with StopIteration(value).

use crate::compile::code::Op;
use crate::error::{Error, Result};
use crate::objects::{AgOp, AgState, GenState, IterState, Obj, ObjRef, TypeId, Value};

use super::Vm;
use super::generators::{GenResult, Resume};

const IGNORED_EXIT: &str = "async generator ignored GeneratorExit";

impl Vm {
    pub(crate) fn is_async_gen(&self, v: Value) -> bool {
        matches!(v, Value::Obj(r) if matches!(self.heap.get(r), Obj::Generator(g) if g.code.is_async_generator))
    }

    /// An awaitable that runs one operation of async generator `g`.
    pub(crate) fn new_ag_op(&mut self, g: ObjRef, op: AgOp, arg: Value) -> Result<Value> {
        self.ag_init_hooks(g);
        self.alloc(Obj::Iter(Box::new(IterState::AsyncGenOp {
            agen: g,
            op,
            arg,
            state: AgState::Init,
        })))
    }

    /// First iteration: the running loop closes it at shutdown if unfinished
    /// (CPython's firstiter hook).
    fn ag_init_hooks(&mut self, g: ObjRef) {
        let first = match self.heap.get_mut(g) {
            Some(Obj::Generator(gobj)) if !gobj.ag_hooked => {
                gobj.ag_hooked = true;
                true
            }
            _ => false,
        };
        if first && let Some(lp) = self.event_loop.as_mut() {
            lp.asyncgens.push(g);
            let n = lp.asyncgens.len();
            if n >= 32 && n.is_power_of_two() {
                let gens = std::mem::take(&mut lp.asyncgens);
                let keep: Vec<ObjRef> = gens
                    .into_iter()
                    .filter(|g| matches!(self.heap.get(*g), Obj::Generator(x) if x.state != GenState::Done))
                    .collect();
                if let Some(lp) = self.event_loop.as_mut() {
                    lp.asyncgens = keep;
                }
            }
        }
    }

    /// Are there async generators the loop would finalize when dropped?
    #[inline]
    pub(crate) fn agen_watch(&self) -> bool {
        self.event_loop
            .as_ref()
            .is_some_and(|l| !l.asyncgens.is_empty())
    }

    /// The async generators among `vals` whose loss would finalize them:
    /// first iterated on the running loop, not finished, not closed.
    pub(crate) fn agen_candidates(&self, vals: &[Value]) -> Vec<ObjRef> {
        let Some(lp) = &self.event_loop else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for v in vals {
            if let Value::Obj(r) = *v
                && let Obj::Generator(g) = self.heap.get(r)
                && g.code.is_async_generator
                && g.ag_hooked
                && !g.ag_closed
                && g.state != GenState::Done
                && !out.contains(&r)
                && lp.asyncgens.contains(&r)
            {
                out.push(r);
            }
        }
        out
    }

    /// CPython closes an async generator when its last reference goes away:
    /// the loop's finalizer hook schedules `create_task(agen.aclose())`.
    /// Without reference counts, when a frame or an `async for` drops some,
    /// check whether anything still reaches them (`extra`: values held by
    /// the caller outside the roots).
    pub(crate) fn finalize_dropped_agens(
        &mut self,
        cands: Vec<ObjRef>,
        extra: &[Value],
    ) -> Result<()> {
        let mut roots = self.gc_roots();
        roots.extend_from_slice(extra);
        let reach = self.heap.reachable(roots.into_iter(), &cands);
        for (g, r) in cands.into_iter().zip(reach) {
            if r {
                continue;
            }
            if let Some(lp) = self.event_loop.as_mut() {
                lp.asyncgens.retain(|x| *x != g);
            }
            let aclose = self.alloc(Obj::Iter(Box::new(IterState::AsyncGenOp {
                agen: g,
                op: AgOp::Close,
                arg: Value::None,
                state: AgState::Init,
            })))?;
            let create_task = self.asyncio_helper("create_task")?;
            self.call_soon(super::event_loop::Handle::Call(create_task, vec![aclose]))?;
        }
        Ok(())
    }

    fn ag_set(&mut self, g: ObjRef, running: Option<bool>, closed: Option<bool>) {
        if let Some(Obj::Generator(gobj)) = self.heap.get_mut(g) {
            if let Some(r) = running {
                gobj.ag_running = r;
            }
            if let Some(c) = closed {
                gobj.ag_closed = c;
            }
        }
    }

    fn ag_flags(&self, g: ObjRef) -> (bool, bool, GenState) {
        match self.heap.get(g) {
            Obj::Generator(gobj) => (gobj.ag_running, gobj.ag_closed, gobj.state),
            _ => (false, false, GenState::Done),
        }
    }

    /// Did the async generator just suspend at a `yield` (not an `await`)?
    fn ag_yielded_value(&self, g: ObjRef) -> bool {
        match self.heap.get(g) {
            Obj::Generator(gobj) => {
                gobj.state == GenState::Suspended
                    && gobj.ip > 0
                    && matches!(
                        gobj.code.ops.get(gobj.ip as usize - 1),
                        Some(Op::YieldValue)
                    )
            }
            _ => false,
        }
    }

    /// CPython's async_gen_unwrap_value: a `yield`ed value finishes the
    /// awaitable (Return), an awaited future passes through (Yield), the end
    /// of the generator is StopAsyncIteration.
    fn ag_unwrap(&mut self, g: ObjRef, r: Result<GenResult>) -> Result<GenResult> {
        match r {
            Ok(GenResult::Yield(v)) => {
                if self.ag_yielded_value(g) {
                    self.ag_set(g, Some(false), None);
                    Ok(GenResult::Return(v))
                } else {
                    Ok(GenResult::Yield(v))
                }
            }
            Ok(GenResult::Return(_)) => {
                self.ag_set(g, Some(false), Some(true));
                Err(Error::bare(TypeId::StopAsyncIteration))
            }
            Err(e) => {
                let closes = self.err_matches(&e, TypeId::StopAsyncIteration)
                    || self.err_matches(&e, TypeId::GeneratorExit);
                self.ag_set(g, Some(false), if closes { Some(true) } else { None });
                Err(e)
            }
        }
    }

    fn ag_op_state(&self, r: ObjRef) -> Option<(ObjRef, AgOp, Value, AgState)> {
        match self.heap.get(r) {
            Obj::Iter(it) => match **it {
                IterState::AsyncGenOp {
                    agen,
                    op,
                    arg,
                    state,
                } => Some((agen, op, arg, state)),
                _ => None,
            },
            _ => None,
        }
    }

    fn ag_op_set_state(&mut self, r: ObjRef, st: AgState) {
        if let Some(Obj::Iter(it)) = self.heap.get_mut(r)
            && let IterState::AsyncGenOp { state, .. } = &mut **it
        {
            *state = st;
        }
    }

    fn reuse_error(op: AgOp) -> Error {
        Error::new(
            TypeId::RuntimeError,
            if op == AgOp::Send {
                "cannot reuse already awaited __anext__()/asend()"
            } else {
                "cannot reuse already awaited aclose()/athrow()"
            },
        )
    }

    /// `send(v)` on an asend/athrow/aclose awaitable.
    pub(crate) fn ag_op_send(&mut self, r: ObjRef, sent: Value) -> Result<GenResult> {
        let Some((g, op, arg, state)) = self.ag_op_state(r) else {
            return Err(Error::fault("not an async generator awaitable"));
        };
        if state == AgState::Closed {
            return Err(Self::reuse_error(op));
        }
        let (running, closed, gstate) = self.ag_flags(g);
        if op == AgOp::Send {
            let mut v = sent;
            if state == AgState::Init {
                if running {
                    return Err(Error::new(
                        TypeId::RuntimeError,
                        "anext(): asynchronous generator is already running",
                    ));
                }
                if matches!(v, Value::None) {
                    v = arg;
                }
                self.ag_op_set_state(r, AgState::Iter);
            }
            self.ag_set(g, Some(true), None);
            let res = self.gen_resume(g, Resume::Send(v));
            let res = self.ag_unwrap(g, res);
            if !matches!(res, Ok(GenResult::Yield(_))) {
                self.ag_op_set_state(r, AgState::Closed);
            }
            return res;
        }
        // athrow / aclose
        if gstate == GenState::Done {
            self.ag_op_set_state(r, AgState::Closed);
            return Ok(GenResult::Return(Value::None));
        }
        if state == AgState::Init {
            if running {
                self.ag_op_set_state(r, AgState::Closed);
                return Err(Error::new(
                    TypeId::RuntimeError,
                    if op == AgOp::Close {
                        "aclose(): asynchronous generator is already running"
                    } else {
                        "athrow(): asynchronous generator is already running"
                    },
                ));
            }
            if closed {
                self.ag_op_set_state(r, AgState::Closed);
                return Err(Error::bare(TypeId::StopAsyncIteration));
            }
            if !matches!(sent, Value::None) {
                return Err(Error::new(
                    TypeId::RuntimeError,
                    "can't send non-None value to a just-started coroutine",
                ));
            }
            self.ag_op_set_state(r, AgState::Iter);
            self.ag_set(g, Some(true), None);
            let res = if op == AgOp::Close {
                self.ag_set(g, None, Some(true));
                let res = self.gen_resume(g, Resume::Throw(Error::bare(TypeId::GeneratorExit)));
                if matches!(res, Ok(GenResult::Yield(_))) && self.ag_yielded_value(g) {
                    return self.ag_yield_close(g, r);
                }
                res
            } else {
                let exc = match arg {
                    Value::Obj(e) => Error::raised(e),
                    _ => Error::bare(TypeId::GeneratorExit),
                };
                let res = self.gen_resume(g, Resume::Throw(exc));
                self.ag_unwrap(g, res)
            };
            return match res {
                Ok(GenResult::Yield(v)) => Ok(GenResult::Yield(v)),
                other => self.ag_check_error(g, r, op, other),
            };
        }
        let res = self.gen_resume(g, Resume::Send(sent));
        self.ag_athrow_result(g, r, op, res)
    }

    /// `throw(exc)` on an asend/athrow/aclose awaitable.
    pub(crate) fn ag_op_throw(&mut self, r: ObjRef, e: Error) -> Result<GenResult> {
        let Some((g, op, _, state)) = self.ag_op_state(r) else {
            return Err(e);
        };
        if state == AgState::Closed {
            return Err(Self::reuse_error(op));
        }
        let res = self.gen_resume(g, Resume::Throw(e));
        if op == AgOp::Send {
            let res = self.ag_unwrap(g, res);
            if !matches!(res, Ok(GenResult::Yield(_))) {
                self.ag_op_set_state(r, AgState::Closed);
            }
            return res;
        }
        if op == AgOp::Throw {
            return self.ag_unwrap(g, res);
        }
        // aclose() mode
        match res {
            Ok(GenResult::Yield(_)) if self.ag_yielded_value(g) => self.ag_yield_close(g, r),
            Err(e)
                if self.err_matches(&e, TypeId::StopAsyncIteration)
                    || self.err_matches(&e, TypeId::GeneratorExit) =>
            {
                Ok(GenResult::Return(Value::None))
            }
            Ok(GenResult::Return(_)) => Ok(GenResult::Return(Value::None)),
            other => other,
        }
    }

    /// The ITER-state send of athrow/aclose.
    fn ag_athrow_result(
        &mut self,
        g: ObjRef,
        r: ObjRef,
        op: AgOp,
        res: Result<GenResult>,
    ) -> Result<GenResult> {
        if op == AgOp::Throw {
            return self.ag_unwrap(g, res);
        }
        match res {
            Ok(GenResult::Yield(_)) if self.ag_yielded_value(g) => self.ag_yield_close(g, r),
            Ok(GenResult::Yield(v)) => Ok(GenResult::Yield(v)),
            other => self.ag_check_error(g, r, op, other),
        }
    }

    fn ag_yield_close(&mut self, g: ObjRef, r: ObjRef) -> Result<GenResult> {
        self.ag_set(g, Some(false), None);
        self.ag_op_set_state(r, AgState::Closed);
        Err(Error::new(TypeId::RuntimeError, IGNORED_EXIT))
    }

    /// CPython's check_error label of async_gen_athrow_send.
    fn ag_check_error(
        &mut self,
        g: ObjRef,
        r: ObjRef,
        op: AgOp,
        res: Result<GenResult>,
    ) -> Result<GenResult> {
        self.ag_set(g, Some(false), None);
        self.ag_op_set_state(r, AgState::Closed);
        match res {
            Err(e)
                if op == AgOp::Close
                    && (self.err_matches(&e, TypeId::StopAsyncIteration)
                        || self.err_matches(&e, TypeId::GeneratorExit)) =>
            {
                Ok(GenResult::Return(Value::None))
            }
            // The generator returned while closing: aclose() is done.
            Ok(GenResult::Return(_)) if op == AgOp::Close => Ok(GenResult::Return(Value::None)),
            other => other,
        }
    }

    /// `anext(it, default)`: one step of the wrapped awaitable.
    pub(crate) fn anext_send(&mut self, r: ObjRef, sent: Value) -> Result<GenResult> {
        let (aw, default) = self.anext_parts(r)?;
        let res = self.delegate_send(aw, sent);
        self.anext_result(res, default)
    }

    pub(crate) fn anext_throw(&mut self, r: ObjRef, e: Error) -> Result<GenResult> {
        let (aw, default) = self.anext_parts(r)?;
        let res = self.throw_into(aw, e);
        self.anext_result(res, default)
    }

    fn anext_parts(&self, r: ObjRef) -> Result<(Value, Value)> {
        match self.heap.get(r) {
            Obj::Iter(it) => match **it {
                IterState::ANext { aw, default } => Ok((aw, default)),
                _ => Err(Error::fault("not an anext awaitable")),
            },
            _ => Err(Error::fault("not an anext awaitable")),
        }
    }

    fn anext_result(&mut self, res: Result<GenResult>, default: Value) -> Result<GenResult> {
        match res {
            Err(e) if self.err_matches(&e, TypeId::StopAsyncIteration) => {
                Ok(GenResult::Return(default))
            }
            other => other,
        }
    }

    /// `aiter(x)` and the start of `async for`.
    pub(crate) fn get_aiter(&mut self, v: Value, for_stmt: bool) -> Result<Value> {
        if self.is_async_gen(v) {
            return Ok(v);
        }
        if let Some(it) = self.call_dunder(v, "__aiter__", &[])? {
            return Ok(it);
        }
        Err(Error::type_error(if for_stmt {
            format!(
                "'async for' requires an object with __aiter__ method, got {}",
                self.type_name(v)
            )
        } else {
            format!("'{}' object is not an async iterable", self.type_name(v))
        }))
    }

    /// `it.__anext__()`, or None if `it` has no such method.
    pub(crate) fn get_anext(&mut self, it: Value) -> Result<Option<Value>> {
        if let Value::Obj(g) = it
            && self.is_async_gen(it)
        {
            return self.new_ag_op(g, AgOp::Send, Value::None).map(Some);
        }
        self.call_dunder(it, "__anext__", &[])
    }

    /// `anext(it[, default])`.
    pub(crate) fn builtin_anext(&mut self, it: Value, default: Option<Value>) -> Result<Value> {
        let Some(aw) = self.get_anext(it)? else {
            return Err(Error::type_error(format!(
                "'{}' object is not an async iterator",
                self.type_name(it)
            )));
        };
        let Some(default) = default else {
            return Ok(aw);
        };
        let aw = self.get_awaitable(aw)?;
        self.alloc(Obj::Iter(Box::new(IterState::ANext { aw, default })))
    }

    /// The methods of async generators: `__aiter__`, `__anext__`, `asend`,
    /// `athrow`, `aclose`.
    pub(crate) fn ag_method(&mut self, name: &str, g: ObjRef, args: &[Value]) -> Result<Value> {
        match name {
            "__aiter__" => Ok(Value::Obj(g)),
            "__anext__" => self.new_ag_op(g, AgOp::Send, Value::None),
            "asend" => self.new_ag_op(g, AgOp::Send, args[0]),
            "aclose" => self.new_ag_op(g, AgOp::Close, Value::None),
            _ => {
                let exc = crate::builtins::methods::make_throw(
                    self,
                    vm_args(args, 0),
                    args.get(1).copied(),
                )?;
                let exc = self.materialize(exc)?;
                self.new_ag_op(g, AgOp::Throw, Value::Obj(exc))
            }
        }
    }

    /// `send`/`throw`/`close`/`__next__` of the awaitable iterators.
    pub(crate) fn await_iter_send(&mut self, it: Value, sent: Value) -> Result<Value> {
        match self.delegate_send(it, sent)? {
            GenResult::Yield(v) => Ok(v),
            GenResult::Return(v) => Err(crate::builtins::methods::stop_iteration(v)),
        }
    }

    pub(crate) fn await_iter_throw(&mut self, it: Value, e: Error) -> Result<Value> {
        match self.throw_into(it, e)? {
            GenResult::Yield(v) => Ok(v),
            GenResult::Return(v) => Err(crate::builtins::methods::stop_iteration(v)),
        }
    }

    /// `close()` of an awaitable iterator.
    pub(crate) fn await_iter_close(&mut self, it: Value) -> Result<()> {
        let Value::Obj(r) = it else { return Ok(()) };
        let (target, op_state) = match self.heap.get(r) {
            Obj::Iter(st) => match **st {
                IterState::CoroWrap(c) => (Some(c), None),
                IterState::AsyncGenOp { state, .. } => (None, Some(state)),
                _ => (None, None),
            },
            _ => (None, None),
        };
        if let Some(c) = target {
            return self.gen_close(c);
        }
        if op_state.is_some() {
            self.ag_op_set_state(r, AgState::Closed);
        }
        Ok(())
    }
}

fn vm_args(args: &[Value], i: usize) -> Value {
    args.get(i).copied().unwrap_or(Value::None)
}
