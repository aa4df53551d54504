//! A deterministic asyncio event loop, modelled on CPython's (3.11, with the
//! C `_asyncio` Future and Task): a FIFO of ready handles run in batches as
//! `_run_once` does, timers on virtual time, futures whose done callbacks are
//! scheduled with `call_soon`, and tasks stepped by `__step`/`__wakeup`.
//! Time is virtual, so `sleep` never really waits and runs are reproducible.

use std::collections::VecDeque;

use crate::error::{Error, Result};
use crate::objects::{
    Callback, FutKind, FutState, FutureObj, IterState, Obj, ObjRef, TypeId, Value,
};

use super::Vm;
use super::generators::{GenResult, Resume};

/// The monotonic clock's resolution: timers this close to now are due.
const CLOCK_RESOLUTION: f64 = 1e-9;

/// One unit of work for the loop.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum Handle {
    /// `task.__step(exc)`
    Step(ObjRef, Option<Value>),
    /// `task.__wakeup(future)`
    Wakeup(ObjRef, ObjRef),
    /// gather's `_done_callback(child)` for this outer future.
    Gather(ObjRef, ObjRef),
    /// `_run_until_complete_cb`: stop the loop.
    Stop,
    /// A guest callable and its arguments.
    Call(Value, Vec<Value>),
    /// The same, run in a contextvars.Context (a future's done callback).
    CallIn(Value, Value, Vec<Value>),
}

impl Handle {
    fn values(&self, out: &mut Vec<Value>) {
        match self {
            Handle::Step(t, e) => {
                out.push(Value::Obj(*t));
                out.extend(e.iter().copied());
            }
            Handle::Wakeup(a, b) | Handle::Gather(a, b) => {
                out.push(Value::Obj(*a));
                out.push(Value::Obj(*b));
            }
            Handle::Stop => {}
            Handle::Call(f, args) => {
                out.push(*f);
                out.extend(args.iter().copied());
            }
            Handle::CallIn(ctx, f, args) => {
                out.push(*ctx);
                out.push(*f);
                out.extend(args.iter().copied());
            }
        }
    }
}

#[derive(serde::Serialize, serde::Deserialize)]
struct Entry {
    id: u64,
    cancelled: bool,
    handle: Handle,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct Timer {
    when: f64,
    id: u64,
    handle: Handle,
}

#[derive(Default, serde::Serialize, serde::Deserialize)]
pub struct EventLoop {
    ready: VecDeque<Entry>,
    timers: Vec<Timer>,
    next_id: u64,
    pub now: f64,
    stopping: bool,
    /// The task whose step is running (`current_task()`).
    pub current: Option<ObjRef>,
    /// Every task created on this loop (pruned of finished ones now and then).
    pub tasks: Vec<ObjRef>,
    /// Async generators first iterated on this loop: weak references, as in
    /// CPython (see `finalize_dropped_agens`); those left are closed at
    /// shutdown. Rooted by the GC, not by `roots()`.
    pub asyncgens: Vec<ObjRef>,
    /// Futures `run_until_complete` is waiting for.
    waiting: Vec<ObjRef>,
}

impl EventLoop {
    pub fn roots(&self) -> Vec<Value> {
        let mut v = Vec::new();
        for e in &self.ready {
            e.handle.values(&mut v);
        }
        for t in &self.timers {
            t.handle.values(&mut v);
        }
        v.extend(self.current.map(Value::Obj));
        v.extend(self.tasks.iter().map(|t| Value::Obj(*t)));
        v.extend(self.waiting.iter().map(|t| Value::Obj(*t)));
        v
    }
}

fn fault() -> Error {
    Error::fault("not a future")
}

impl Vm {
    pub fn new_future(&mut self, kind: FutKind, coro: Option<ObjRef>) -> Result<ObjRef> {
        self.heap.alloc(Obj::Future(Box::new(FutureObj {
            state: FutState::Pending,
            coro,
            callbacks: Vec::new(),
            kind,
            children: Vec::new(),
            return_exceptions: false,
            nfuts: 0,
            nfinished: 0,
            cancel_requested: false,
            fut_waiter: None,
            must_cancel: false,
            cancel_msg: Value::None,
            cancelled_exc: Value::None,
            num_cancels: 0,
            blocking: false,
            name: Value::None,
            context: Value::None,
        })))
    }

    pub(crate) fn fut(&self, f: ObjRef) -> Option<&FutureObj> {
        match self.heap.get(f) {
            Obj::Future(fu) => Some(fu),
            _ => None,
        }
    }

    pub(crate) fn fut_mut(&mut self, f: ObjRef) -> Option<&mut FutureObj> {
        match self.heap.get_mut(f) {
            Some(Obj::Future(fu)) => Some(fu),
            _ => None,
        }
    }

    pub(crate) fn fut_state(&self, f: ObjRef) -> FutState {
        self.fut(f).map_or(FutState::Pending, |fu| fu.state)
    }

    fn fut_kind(&self, f: ObjRef) -> FutKind {
        self.fut(f).map_or(FutKind::Plain, |fu| fu.kind)
    }

    pub(crate) fn is_future(&self, v: Value) -> bool {
        matches!(v, Value::Obj(r) if matches!(self.heap.get(r), Obj::Future(_)))
    }

    /// A coroutine object (not an async generator).
    pub(crate) fn is_coroutine(&self, v: Value) -> bool {
        matches!(v, Value::Obj(r) if matches!(self.heap.get(r),
            Obj::Generator(g) if g.code.is_coroutine && !g.code.is_async_generator))
    }

    /// What `asyncio.iscoroutine` accepts and a task can run: coroutines,
    /// generators, and the awaitables of async generators and `anext()`.
    pub(crate) fn is_asyncio_coroutine(&self, v: Value) -> bool {
        let Value::Obj(r) = v else { return false };
        match self.heap.get(r) {
            Obj::Generator(g) => !g.code.is_async_generator,
            Obj::Iter(it) => matches!(**it, IterState::AsyncGenOp { .. } | IterState::ANext { .. }),
            _ => false,
        }
    }

    /// Resume a task's coroutine (or coroutine-like awaitable).
    fn coro_resume(&mut self, coro: ObjRef, how: Resume) -> Result<GenResult> {
        if matches!(self.heap.get(coro), Obj::Generator(_)) {
            return self.gen_resume(coro, how);
        }
        match how {
            Resume::Send(v) => self.delegate_send(Value::Obj(coro), v),
            Resume::Throw(e) => self.throw_into(Value::Obj(coro), e),
            Resume::Continue => Err(Error::fault("bad task resume")),
        }
    }

    fn loop_mut(&mut self) -> Result<&mut EventLoop> {
        self.event_loop
            .as_deref_mut()
            .ok_or_else(|| Error::new(TypeId::RuntimeError, "no running event loop"))
    }

    pub(crate) fn check_running_loop(&self) -> Result<()> {
        if self.event_loop.is_none() {
            return Err(Error::new(TypeId::RuntimeError, "no running event loop"));
        }
        Ok(())
    }

    /// `loop.call_soon`: returns the handle's id (for cancel).
    pub(crate) fn call_soon(&mut self, handle: Handle) -> Result<u64> {
        let lp = self.loop_mut()?;
        lp.next_id += 1;
        let id = lp.next_id;
        lp.ready.push_back(Entry {
            id,
            cancelled: false,
            handle,
        });
        Ok(id)
    }

    /// `loop.call_at`.
    pub(crate) fn loop_call_at(&mut self, when: f64, handle: Handle) -> Result<u64> {
        let lp = self.loop_mut()?;
        lp.next_id += 1;
        let id = lp.next_id;
        lp.timers.push(Timer { when, id, handle });
        Ok(id)
    }

    /// `Handle.cancel()`.
    pub(crate) fn cancel_handle(&mut self, id: u64) {
        if let Some(lp) = self.event_loop.as_mut() {
            lp.timers.retain(|t| t.id != id);
            if let Some(e) = lp.ready.iter_mut().find(|e| e.id == id) {
                e.cancelled = true;
            }
        }
    }

    pub(crate) fn loop_time(&self) -> f64 {
        self.event_loop
            .as_ref()
            .or(self.parked_loop.as_ref())
            .map_or(0.0, |l| l.now)
    }

    /// `loop.create_task(coro)`: wrap a coroutine in a task and schedule its
    /// first step.
    pub fn create_task(&mut self, coro: Value, name: Option<Value>) -> Result<ObjRef> {
        self.create_task_in(coro, name, None)
    }

    /// The context a task or callback runs in: `given` unless None, else a
    /// copy of the current one (None when contextvars was never imported).
    pub(crate) fn callback_context(&mut self, given: Option<Value>) -> Result<Value> {
        if let Some(ctx) = given.filter(|c| !matches!(c, Value::None)) {
            return Ok(ctx);
        }
        let Some(m) = self.contextvars_module() else {
            return Ok(Value::None);
        };
        match crate::modules::get_attr(self, m, "copy_context")? {
            Some(copy) => self.call(copy, &[]),
            None => Ok(Value::None),
        }
    }

    /// The contextvars module, if the program imported it.
    fn contextvars_module(&self) -> Option<Value> {
        self.modules
            .iter()
            .find(|(n, _)| &**n == "contextvars")
            .map(|(_, m)| *m)
    }

    /// `create_task(coro, name=, context=)`: the task's steps run in
    /// `context`, by default a copy of the current context (as CPython's
    /// Task does with `contextvars.copy_context()`).
    pub fn create_task_in(
        &mut self,
        coro: Value,
        name: Option<Value>,
        context: Option<Value>,
    ) -> Result<ObjRef> {
        self.check_running_loop()?;
        let Value::Obj(c) = coro else {
            return Err(self.coroutine_expected(coro));
        };
        if !self.is_asyncio_coroutine(coro) {
            return Err(self.coroutine_expected(coro));
        }
        let name = match name {
            Some(n) if !matches!(n, Value::None) => {
                let s = self.str_string(n)?;
                self.new_str(s)?
            }
            _ => {
                self.task_counter += 1;
                let n = self.task_counter;
                self.new_str(format!("Task-{n}"))?
            }
        };
        let base = self.roots.len();
        self.roots.push(name);
        let context = self.callback_context(context);
        let context = match context {
            Ok(c) => c,
            Err(e) => {
                self.roots.truncate(base);
                return Err(e);
            }
        };
        self.roots.push(context);
        let t = self.new_future(FutKind::Task, Some(c));
        self.roots.truncate(base);
        let t = t?;
        if let Some(fu) = self.fut_mut(t) {
            fu.name = name;
            fu.context = context;
        }
        self.call_soon(Handle::Step(t, None))?;
        let lp = self.loop_mut()?;
        if lp.tasks.len() >= 64 && lp.tasks.len().is_power_of_two() {
            let tasks = std::mem::take(&mut lp.tasks);
            let keep: Vec<ObjRef> = tasks
                .into_iter()
                .filter(|t| self.fut_state(*t) == FutState::Pending)
                .collect();
            self.loop_mut()?.tasks = keep;
        }
        self.loop_mut()?.tasks.push(t);
        Ok(t)
    }

    fn coroutine_expected(&mut self, v: Value) -> Error {
        match self.repr_string(v) {
            Ok(r) => Error::type_error(format!("a coroutine was expected, got {r}")),
            Err(e) => e,
        }
    }

    /// `asyncio.ensure_future(x)`: futures as they are, coroutines and other
    /// awaitables as new tasks.
    pub(crate) fn ensure_future(&mut self, v: Value) -> Result<ObjRef> {
        if let Value::Obj(r) = v
            && self.is_future(v)
        {
            return Ok(r);
        }
        if self.is_asyncio_coroutine(v) {
            return self.create_task(v, None);
        }
        if self.is_awaitable(v) {
            let wrap = self.asyncio_helper("_wrap_awaitable")?;
            let coro = self.call(wrap, &[v])?;
            return self.create_task(coro, None);
        }
        Err(Error::type_error(
            "An asyncio.Future, a coroutine or an awaitable is required",
        ))
    }

    /// `inspect.isawaitable`, for objects that are not coroutines or futures.
    fn is_awaitable(&self, v: Value) -> bool {
        if let Value::Obj(r) = v
            && let Obj::Iter(it) = self.heap.get(r)
        {
            return matches!(
                **it,
                IterState::Await(_)
                    | IterState::AsyncGenOp { .. }
                    | IterState::ANext { .. }
                    | IterState::CoroWrap(_)
            );
        }
        self.user_method(v, "__await__").is_some()
    }

    /// A helper defined by the asyncio module's Python part.
    pub(crate) fn asyncio_helper(&mut self, name: &str) -> Result<Value> {
        let m = self
            .modules
            .iter()
            .find(|(n, _)| &**n == "asyncio")
            .map(|(_, m)| *m)
            .ok_or_else(|| Error::fault("asyncio is not loaded"))?;
        crate::modules::get_attr(self, m, name)?
            .ok_or_else(|| Error::fault("asyncio helper missing"))
    }

    /// `fut.add_done_callback(cb)`: scheduled at once if already done.
    pub(crate) fn add_done_callback(&mut self, f: ObjRef, cb: Callback) -> Result<()> {
        if self.fut_state(f) != FutState::Pending {
            let h = callback_handle(cb, f);
            self.call_soon(h)?;
            return Ok(());
        }
        if let Some(fu) = self.fut_mut(f) {
            fu.callbacks.push(cb);
        }
        Ok(())
    }

    /// `fut.remove_done_callback(fn)`: how many were removed.
    pub(crate) fn remove_done_callback(&mut self, f: ObjRef, func: Value) -> Result<usize> {
        let cbs = match self.fut_mut(f) {
            Some(fu) => std::mem::take(&mut fu.callbacks),
            None => return Ok(0),
        };
        let mut kept = Vec::with_capacity(cbs.len());
        let mut removed = 0;
        for cb in cbs {
            let same = match cb {
                Callback::Py(v) | Callback::PyIn(v, _) => self.same_callable(v, func),
                _ => false,
            };
            if same {
                removed += 1;
            } else {
                kept.push(cb);
            }
        }
        if let Some(fu) = self.fut_mut(f) {
            fu.callbacks = kept;
        }
        Ok(removed)
    }

    /// Callback equality: identity, or bound methods of one function and receiver.
    fn same_callable(&self, a: Value, b: Value) -> bool {
        if a == b {
            return true;
        }
        match (a, b) {
            (Value::Obj(x), Value::Obj(y)) => match (self.heap.get(x), self.heap.get(y)) {
                (
                    Obj::BoundMethod {
                        func: f1,
                        receiver: r1,
                    },
                    Obj::BoundMethod {
                        func: f2,
                        receiver: r2,
                    },
                ) => f1 == f2 && r1 == r2,
                _ => false,
            },
            _ => false,
        }
    }

    /// Finish a pending future and schedule its callbacks.
    pub(crate) fn finish_future(&mut self, f: ObjRef, state: FutState) -> Result<()> {
        let cbs = match self.fut_mut(f) {
            Some(fu) => {
                fu.state = state;
                std::mem::take(&mut fu.callbacks)
            }
            None => return Ok(()),
        };
        for cb in cbs {
            self.call_soon(callback_handle(cb, f))?;
        }
        Ok(())
    }

    fn invalid_state(msg: &str) -> Error {
        Error::new(TypeId::InvalidStateError, msg)
    }

    /// `fut.set_result(v)`.
    pub(crate) fn future_set_result(&mut self, f: ObjRef, v: Value) -> Result<()> {
        if self.fut_state(f) != FutState::Pending {
            return Err(Self::invalid_state("invalid state"));
        }
        self.finish_future(f, FutState::Done(v))
    }

    /// `fut.set_exception(exc)`.
    pub(crate) fn future_set_exception(&mut self, f: ObjRef, exc: Value) -> Result<()> {
        if self.fut_state(f) != FutState::Pending {
            return Err(Self::invalid_state("invalid state"));
        }
        let exc = if self.is_class(exc) {
            self.call(exc, &[])?
        } else {
            exc
        };
        let is_exc = matches!(exc, Value::Obj(r) if matches!(self.heap.get(r), Obj::Exception(_)));
        if !is_exc {
            return Err(Error::type_error("invalid exception object"));
        }
        if self.exc_type(exc) == Some(TypeId::StopIteration) && !self.is_user(exc) {
            return Err(Error::type_error(
                "StopIteration interacts badly with generators and cannot be raised into a Future",
            ));
        }
        self.finish_future(f, FutState::Failed(exc))
    }

    /// Future.cancel() proper.
    fn future_cancel_plain(&mut self, f: ObjRef, msg: Value) -> Result<bool> {
        if self.fut_state(f) != FutState::Pending {
            return Ok(false);
        }
        if let Some(fu) = self.fut_mut(f) {
            fu.cancel_msg = msg;
        }
        self.finish_future(f, FutState::Cancelled)?;
        Ok(true)
    }

    /// `fut.cancel(msg)` for any kind of future.
    pub fn future_cancel(&mut self, f: ObjRef, msg: Value) -> Result<bool> {
        match self.fut_kind(f) {
            FutKind::Plain => self.future_cancel_plain(f, msg),
            FutKind::Task => self.task_cancel(f, msg),
            FutKind::Gather => {
                if self.fut_state(f) != FutState::Pending {
                    return Ok(false);
                }
                let children = self
                    .fut(f)
                    .map(|fu| fu.children.clone())
                    .unwrap_or_default();
                let mut ret = false;
                for c in children {
                    if self.future_cancel(c, msg)? {
                        ret = true;
                    }
                }
                if ret && let Some(fu) = self.fut_mut(f) {
                    fu.cancel_requested = true;
                }
                Ok(ret)
            }
        }
    }

    /// `Task.cancel(msg)`: cancel what it waits for, or throw at its next step.
    fn task_cancel(&mut self, t: ObjRef, msg: Value) -> Result<bool> {
        if self.fut_state(t) != FutState::Pending {
            return Ok(false);
        }
        let waiter = match self.fut_mut(t) {
            Some(fu) => {
                fu.num_cancels += 1;
                fu.fut_waiter
            }
            None => return Err(fault()),
        };
        if let Some(w) = waiter
            && self.future_cancel(w, msg)?
        {
            return Ok(true);
        }
        if let Some(fu) = self.fut_mut(t) {
            fu.must_cancel = true;
            fu.cancel_msg = msg;
        }
        Ok(true)
    }

    /// The CancelledError a cancelled future raises (a task's own, once).
    pub(crate) fn make_cancelled_error(&mut self, f: ObjRef) -> Result<ObjRef> {
        let (saved, msg) = match self.fut_mut(f) {
            Some(fu) => (
                std::mem::replace(&mut fu.cancelled_exc, Value::None),
                fu.cancel_msg,
            ),
            None => (Value::None, Value::None),
        };
        if let Value::Obj(e) = saved {
            return Ok(e);
        }
        let args = match msg {
            Value::None => Vec::new(),
            m => vec![m],
        };
        self.new_exception(TypeId::CancelledError, args)
    }

    /// `fut.result()`.
    pub(crate) fn future_result(&mut self, f: ObjRef) -> Result<Value> {
        match self.fut_state(f) {
            FutState::Pending => Err(Self::invalid_state("Result is not set.")),
            FutState::Done(v) => Ok(v),
            FutState::Failed(e) => Err(raise_value(e)),
            FutState::Cancelled => Err(Error::raised(self.make_cancelled_error(f)?)),
        }
    }

    /// `fut.exception()`.
    pub(crate) fn future_exception(&mut self, f: ObjRef) -> Result<Value> {
        match self.fut_state(f) {
            FutState::Pending => Err(Self::invalid_state("Exception is not set.")),
            FutState::Done(_) => Ok(Value::None),
            FutState::Failed(e) => Ok(e),
            FutState::Cancelled => Err(Error::raised(self.make_cancelled_error(f)?)),
        }
    }

    /// `Task.__step(exc)`: run the coroutine until it waits again.
    fn task_step(&mut self, task: ObjRef, exc: Option<Value>) -> Result<()> {
        let (coro, must_cancel) = match self.fut(task) {
            Some(fu) if fu.state == FutState::Pending => (fu.coro, fu.must_cancel),
            _ => return Ok(()),
        };
        let Some(coro) = coro else { return Ok(()) };
        let mut exc = exc;
        if must_cancel {
            let is_cancel = exc.is_some_and(|e| self.is_cancelled_error(e));
            if !is_cancel {
                exc = Some(Value::Obj(self.make_cancelled_error(task)?));
            }
            if let Some(fu) = self.fut_mut(task) {
                fu.must_cancel = false;
            }
        }
        if let Some(fu) = self.fut_mut(task) {
            fu.fut_waiter = None;
        }
        let prev = self.loop_mut()?.current.replace(task);
        let how = match exc {
            Some(e) => Resume::Throw(raise_value(e)),
            None => Resume::Send(Value::None),
        };
        let context = self.fut(task).map_or(Value::None, |fu| fu.context);
        let outer = self.enter_task_context(context)?;
        let r = self.coro_resume(coro, how);
        self.leave_task_context(outer)?;
        self.loop_mut()?.current = prev;
        match r {
            Ok(GenResult::Return(v)) => {
                let (must, msg) = self
                    .fut(task)
                    .map_or((false, Value::None), |fu| (fu.must_cancel, fu.cancel_msg));
                if must {
                    if let Some(fu) = self.fut_mut(task) {
                        fu.must_cancel = false;
                    }
                    self.future_cancel_plain(task, msg)?;
                    Ok(())
                } else {
                    self.finish_future(task, FutState::Done(v))
                }
            }
            Ok(GenResult::Yield(v)) => self.task_yielded(task, v),
            Err(e) => {
                if !e.is_catchable() {
                    return Err(e);
                }
                let exc = self.materialize(e)?;
                let ev = Value::Obj(exc);
                if self.is_cancelled_error(ev) {
                    if let Some(fu) = self.fut_mut(task) {
                        fu.cancelled_exc = ev;
                    }
                    self.future_cancel_plain(task, Value::None)?;
                    return Ok(());
                }
                self.finish_future(task, FutState::Failed(ev))?;
                if matches!(
                    self.exc_type(ev),
                    Some(TypeId::SystemExit | TypeId::KeyboardInterrupt)
                ) {
                    return Err(Error::raised(exc));
                }
                Ok(())
            }
        }
    }

    /// Make `ctx` the current contextvars.Context (the module's `_current`)
    /// for a task step; returns what to restore, if anything was changed.
    fn enter_task_context(&mut self, ctx: Value) -> Result<Option<(Value, Value)>> {
        if matches!(ctx, Value::None) {
            return Ok(None);
        }
        let Some(m) = self.contextvars_module() else {
            return Ok(None);
        };
        let outer = crate::modules::get_attr(self, m, "_current")?.unwrap_or(Value::None);
        // Kept alive (rooted) until leave_context puts it back.
        self.roots.push(outer);
        crate::modules::set_attr(self, m, "_current", ctx)?;
        Ok(Some((m, outer)))
    }

    fn leave_task_context(&mut self, saved: Option<(Value, Value)>) -> Result<()> {
        if let Some((m, outer)) = saved {
            crate::modules::set_attr(self, m, "_current", outer)?;
            self.roots.pop();
        }
        Ok(())
    }

    pub(crate) fn is_cancelled_error(&self, e: Value) -> bool {
        self.exc_type(e)
            .is_some_and(|t| t.is_subtype(TypeId::CancelledError))
    }

    /// What a task does with the value its coroutine yielded.
    fn task_yielded(&mut self, task: ObjRef, v: Value) -> Result<()> {
        let msg = match v {
            Value::None => {
                // A bare yield (sleep(0)): give others a turn.
                self.call_soon(Handle::Step(task, None))?;
                return Ok(());
            }
            Value::Obj(f) if self.is_future(v) => {
                let blocking = self.fut(f).is_some_and(|fu| fu.blocking);
                if blocking {
                    if f == task {
                        let r = self.repr_string(Value::Obj(task))?;
                        format!("Task cannot await on itself: {r}")
                    } else {
                        if let Some(fu) = self.fut_mut(f) {
                            fu.blocking = false;
                        }
                        self.add_done_callback(f, Callback::Wakeup(task))?;
                        let (must, cmsg) = match self.fut_mut(task) {
                            Some(fu) => {
                                fu.fut_waiter = Some(f);
                                (fu.must_cancel, fu.cancel_msg)
                            }
                            None => (false, Value::None),
                        };
                        if must
                            && self.future_cancel(f, cmsg)?
                            && let Some(fu) = self.fut_mut(task)
                        {
                            fu.must_cancel = false;
                        }
                        return Ok(());
                    }
                } else {
                    let t = self.repr_string(Value::Obj(task))?;
                    let r = self.repr_string(v)?;
                    format!("yield was used instead of yield from in task {t} with {r}")
                }
            }
            Value::Obj(g) if matches!(self.heap.get(g), Obj::Generator(_)) => {
                let t = self.repr_string(Value::Obj(task))?;
                let r = self.repr_string(v)?;
                format!("yield was used instead of yield from for generator in task {t} with {r}")
            }
            other => format!("Task got bad yield: {}", self.repr_string(other)?),
        };
        let m = self.new_str(msg)?;
        let exc = self.new_exception(TypeId::RuntimeError, vec![m])?;
        self.call_soon(Handle::Step(task, Some(Value::Obj(exc))))?;
        Ok(())
    }

    /// `Task.__wakeup(fut)`: step with the future's outcome.
    fn task_wakeup(&mut self, task: ObjRef, f: ObjRef) -> Result<()> {
        match self.fut_state(f) {
            FutState::Failed(e) => self.task_step(task, Some(e)),
            FutState::Cancelled => {
                let e = self.make_cancelled_error(f)?;
                self.task_step(task, Some(Value::Obj(e)))
            }
            _ => self.task_step(task, None),
        }
    }

    /// `asyncio.gather(*aws, return_exceptions=...)`.
    pub fn gather(&mut self, aws: &[Value], return_exceptions: bool) -> Result<ObjRef> {
        self.check_running_loop()?;
        let kind = if aws.is_empty() {
            FutKind::Plain
        } else {
            FutKind::Gather
        };
        let outer = self.new_future(kind, None)?;
        if aws.is_empty() {
            let l = self.new_list(Vec::new())?;
            if let Some(fu) = self.fut_mut(outer) {
                fu.state = FutState::Done(l);
            }
            return Ok(outer);
        }
        let base = self.roots.len();
        self.roots.push(Value::Obj(outer));
        let r = self.gather_children(outer, aws);
        self.roots.truncate(base);
        let (children, nfuts) = r?;
        if let Some(fu) = self.fut_mut(outer) {
            fu.children = children;
            fu.nfuts = nfuts;
            fu.return_exceptions = return_exceptions;
        }
        Ok(outer)
    }

    fn gather_children(&mut self, outer: ObjRef, aws: &[Value]) -> Result<(Vec<ObjRef>, u32)> {
        let mut arg_to_fut: Vec<(Value, ObjRef)> = Vec::new();
        let mut children = Vec::with_capacity(aws.len());
        for &arg in aws {
            let fut = match arg_to_fut.iter().find(|(a, _)| *a == arg) {
                Some((_, f)) => *f,
                None => {
                    let f = self.ensure_future(arg)?;
                    self.roots.push(Value::Obj(f));
                    arg_to_fut.push((arg, f));
                    self.add_done_callback(f, Callback::Gather(outer))?;
                    f
                }
            };
            children.push(fut);
        }
        Ok((children, arg_to_fut.len() as u32))
    }

    /// gather's `_done_callback(fut)`.
    fn gather_done(&mut self, outer: ObjRef, fut: ObjRef) -> Result<()> {
        let (children, nfuts, rx, nfinished, cancel_requested) = match self.fut_mut(outer) {
            Some(fu) => {
                fu.nfinished += 1;
                (
                    fu.children.clone(),
                    fu.nfuts,
                    fu.return_exceptions,
                    fu.nfinished,
                    fu.cancel_requested,
                )
            }
            None => return Err(fault()),
        };
        if self.fut_state(outer) != FutState::Pending {
            return Ok(());
        }
        if !rx {
            match self.fut_state(fut) {
                FutState::Cancelled => {
                    let e = self.make_cancelled_error(fut)?;
                    return self.finish_future(outer, FutState::Failed(Value::Obj(e)));
                }
                FutState::Failed(e) => return self.finish_future(outer, FutState::Failed(e)),
                _ => {}
            }
        }
        if nfinished == nfuts {
            let mut results = Vec::with_capacity(children.len());
            for c in &children {
                let v = match self.fut_state(*c) {
                    FutState::Cancelled => {
                        let msg = match self.fut(*c).map_or(Value::None, |fu| fu.cancel_msg) {
                            Value::None => self.new_str("")?,
                            m => m,
                        };
                        Value::Obj(self.new_exception(TypeId::CancelledError, vec![msg])?)
                    }
                    FutState::Failed(e) => e,
                    FutState::Done(v) => v,
                    FutState::Pending => Value::None,
                };
                results.push(v);
            }
            if cancel_requested {
                let last = *children.last().unwrap_or(&fut);
                let e = self.make_cancelled_error(last)?;
                return self.finish_future(outer, FutState::Failed(Value::Obj(e)));
            }
            let l = self.new_list(results)?;
            return self.finish_future(outer, FutState::Done(l));
        }
        Ok(())
    }

    /// `asyncio.run(coro)`.
    pub fn run_event_loop(&mut self, coro: Value) -> Result<Value> {
        if self.event_loop.is_some() {
            return Err(Error::new(
                TypeId::RuntimeError,
                "asyncio.run() cannot be called from a running event loop",
            ));
        }
        if !self.is_asyncio_coroutine(coro) {
            let r = self.repr_string(coro)?;
            return Err(Error::value_error(format!(
                "a coroutine was expected, got {r}"
            )));
        }
        self.event_loop = Some(Box::default());
        let r = self.run_main(coro);
        self.finish_event_loop(r)
    }

    /// The end of `asyncio.run`: shut the loop down (unless the run is
    /// suspending, which keeps it as it is for `continue_event_loop`).
    fn finish_event_loop(&mut self, r: Result<Value>) -> Result<Value> {
        if matches!(&r, Err(e) if e.is_suspend()) {
            return r;
        }
        self.host.loop_main = None;
        let r = match r {
            Err(e) if !e.is_catchable() => Err(e),
            r => match self.shutdown_loop() {
                Err(e) if e.is_suspend() => Err(Error::new(
                    TypeId::RuntimeError,
                    "cannot suspend while shutting down the event loop",
                )),
                Err(e) if !e.is_catchable() => Err(e),
                _ => r,
            },
        };
        self.event_loop = None;
        r
    }

    /// Continue the `asyncio.run` loop a suspension left (after the host's
    /// answers completed their futures).
    pub(crate) fn continue_event_loop(&mut self) -> Result<Value> {
        let Some(main) = self.host.loop_main else {
            return Err(Error::fault("no suspended event loop"));
        };
        let r = self.run_until_complete_loop(main);
        let r = if matches!(&r, Err(e) if e.is_suspend()) {
            r.map(|_| Value::None)
        } else {
            self.run_until_complete_cleanup(main);
            r.and_then(|_| self.future_result(main))
        };
        self.finish_event_loop(r)
    }

    /// `loop.run_until_complete(aw)` on the (not running) event loop of
    /// `get_event_loop()`: unlike asyncio.run, the loop keeps its pending
    /// tasks and clock for the next call, and nothing is cancelled.
    pub fn run_parked_loop(&mut self, aw: Value) -> Result<Value> {
        if self.event_loop.is_some() {
            return Err(Error::new(
                TypeId::RuntimeError,
                "This event loop is already running",
            ));
        }
        self.event_loop = Some(self.parked_loop.take().unwrap_or_default());
        let r = self.ensure_future(aw).and_then(|f| {
            self.run_until_complete(f)?;
            self.future_result(f)
        });
        self.parked_loop = self.event_loop.take();
        r
    }

    fn run_main(&mut self, coro: Value) -> Result<Value> {
        let main = self.create_task(coro, None)?;
        if self.native_depth == 0 {
            self.host.loop_main = Some(main);
        }
        self.run_until_complete(main)?;
        self.future_result(main)
    }

    /// Runner.close(): cancel leftover tasks, close async generators.
    fn shutdown_loop(&mut self) -> Result<()> {
        let pending: Vec<ObjRef> = self
            .loop_mut()?
            .tasks
            .clone()
            .into_iter()
            .filter(|t| self.fut_state(*t) == FutState::Pending)
            .collect();
        if !pending.is_empty() {
            for t in &pending {
                self.task_cancel(*t, Value::None)?;
            }
            let vals: Vec<Value> = pending.iter().map(|t| Value::Obj(*t)).collect();
            let g = self.gather(&vals, true)?;
            self.run_until_complete(g)?;
        }
        // loop.shutdown_asyncgens(), run as a task.
        self.task_counter += 1;
        let gens: Vec<ObjRef> = std::mem::take(&mut self.loop_mut()?.asyncgens)
            .into_iter()
            .filter(|g| matches!(self.heap.get(*g), Obj::Generator(x) if x.state != crate::objects::GenState::Done))
            .collect();
        if !gens.is_empty() {
            let mut closers = Vec::with_capacity(gens.len());
            for g in gens {
                closers.push(self.new_ag_op(g, crate::objects::AgOp::Close, Value::None)?);
            }
            let base = self.roots.len();
            self.roots.extend(closers.iter().copied());
            let g = self.gather(&closers, true);
            self.roots.truncate(base);
            let g = g?;
            self.run_until_complete(g)?;
        }
        // loop.shutdown_default_executor(), run as a task.
        self.task_counter += 1;
        Ok(())
    }

    /// Run the loop until `f` is done (CPython's run_until_complete).
    fn run_until_complete(&mut self, f: ObjRef) -> Result<()> {
        self.loop_mut()?.waiting.push(f);
        let r = self.run_until_complete_inner(f);
        if matches!(&r, Err(e) if e.is_suspend()) {
            return r;
        }
        self.run_until_complete_cleanup(f);
        r
    }

    fn run_until_complete_cleanup(&mut self, f: ObjRef) {
        if let Some(lp) = self.event_loop.as_mut() {
            lp.waiting.pop();
            lp.stopping = false;
        }
        if let Some(fu) = self.fut_mut(f) {
            fu.callbacks.retain(|c| *c != Callback::Stop);
        }
    }

    fn run_until_complete_inner(&mut self, f: ObjRef) -> Result<()> {
        self.add_done_callback(f, Callback::Stop)?;
        self.run_until_complete_loop(f)
    }

    fn run_until_complete_loop(&mut self, f: ObjRef) -> Result<()> {
        loop {
            self.run_once()?;
            if self.loop_mut()?.stopping {
                break;
            }
        }
        if self.fut_state(f) == FutState::Pending {
            return Err(Error::new(
                TypeId::RuntimeError,
                "Event loop stopped before Future completed.",
            ));
        }
        Ok(())
    }

    /// One iteration: due timers join the ready queue, then everything that
    /// was ready at the start runs.
    fn run_once(&mut self) -> Result<()> {
        let idle = {
            let lp = self.loop_mut()?;
            lp.ready.is_empty() && !lp.stopping
        };
        // Idle: first wait for the host's answers to async calls.
        if idle && (!self.host.inflight.is_empty() || !self.host.queued.is_empty()) {
            self.loop_idle_host()?;
        }
        let lp = self.loop_mut()?;
        if idle {
            // Idle: advance virtual time to the earliest timer.
            let Some(when) = lp
                .timers
                .iter()
                .map(|t| t.when)
                .min_by(|a, b| a.total_cmp(b))
            else {
                return Err(Error::new(
                    TypeId::RuntimeError,
                    "event loop stopped: all tasks are waiting forever",
                ));
            };
            if when > lp.now {
                lp.now = when;
            }
        }
        let end = lp.now + CLOCK_RESOLUTION;
        if lp.timers.iter().any(|t| t.when < end) {
            // Deadlines equal up to float rounding fire in scheduling order,
            // as on CPython's real clock where later calls only add drift.
            lp.timers
                .sort_by_key(|t| ((t.when / CLOCK_RESOLUTION).round() as i64, t.id));
            let n = lp.timers.iter().take_while(|t| t.when < end).count();
            let due: Vec<Timer> = lp.timers.drain(..n).collect();
            for t in due {
                lp.ready.push_back(Entry {
                    id: t.id,
                    cancelled: false,
                    handle: t.handle,
                });
            }
        }
        let ntodo = lp.ready.len();
        for _ in 0..ntodo {
            let Some(e) = self.loop_mut()?.ready.pop_front() else {
                break;
            };
            if e.cancelled {
                continue;
            }
            self.run_handle(e.handle)?;
            self.charge_steps(1)?;
            // Between handles every live value is rooted by the loop.
            self.maybe_gc()?;
        }
        Ok(())
    }

    fn run_handle(&mut self, h: Handle) -> Result<()> {
        match h {
            Handle::Step(t, e) => self.task_step(t, e),
            Handle::Wakeup(t, f) => self.task_wakeup(t, f),
            Handle::Gather(outer, f) => self.gather_done(outer, f),
            Handle::Stop => {
                self.loop_mut()?.stopping = true;
                Ok(())
            }
            Handle::CallIn(ctx, func, args) => {
                let outer = self.enter_task_context(ctx)?;
                let r = self.run_handle(Handle::Call(func, args));
                self.leave_task_context(outer)?;
                r
            }
            Handle::Call(func, args) => match self.call(func, &args) {
                Ok(_) => Ok(()),
                Err(e) if !e.is_catchable() => Err(e),
                Err(e) => {
                    // CPython logs the error and carries on.
                    let exc = self.materialize(e)?;
                    if matches!(
                        self.exc_type(Value::Obj(exc)),
                        Some(TypeId::SystemExit | TypeId::KeyboardInterrupt)
                    ) {
                        return Err(Error::raised(exc));
                    }
                    let line = self.exception_line(exc);
                    self.out
                        .write(true, &format!("Exception in callback\n{line}\n"))?;
                    Ok(())
                }
            },
        }
    }

    /// `await v`: the iterator that YieldFrom drives.
    pub(crate) fn get_awaitable(&mut self, v: Value) -> Result<Value> {
        if let Value::Obj(r) = v {
            match self.heap.get(r) {
                Obj::Generator(g) if g.code.is_coroutine && !g.code.is_async_generator => {
                    return Ok(v);
                }
                Obj::Future(_) => return self.alloc(Obj::Iter(Box::new(IterState::Await(r)))),
                Obj::Iter(it)
                    if matches!(
                        **it,
                        IterState::Await(_)
                            | IterState::AsyncGenOp { .. }
                            | IterState::ANext { .. }
                            | IterState::CoroWrap(_)
                    ) =>
                {
                    return Ok(v);
                }
                _ => {}
            }
            if self.is_user(v)
                && let Some(it) = self.call_dunder(v, "__await__", &[])?
            {
                if self.is_coroutine(it) {
                    return Err(Error::type_error("__await__() returned a coroutine"));
                }
                if !self.is_iterator(it) {
                    return Err(Error::type_error(format!(
                        "__await__() returned non-iterator of type '{}'",
                        self.type_name(it)
                    )));
                }
                return Ok(it);
            }
        }
        Err(Error::type_error(format!(
            "object {} can't be used in 'await' expression",
            self.type_name(v)
        )))
    }

    fn is_iterator(&self, v: Value) -> bool {
        match v {
            Value::Obj(r) => match self.heap.get(r) {
                Obj::Iter(_) | Obj::Generator(_) => true,
                Obj::Instance(_) => self.user_method(v, "__next__").is_some(),
                _ => false,
            },
            _ => false,
        }
    }

    /// One step of `Future.__await__()`: yield the future while it is pending.
    pub(crate) fn await_step(&mut self, f: ObjRef) -> Result<GenResult> {
        match self.fut_state(f) {
            FutState::Pending => {
                let Some(fu) = self.fut_mut(f) else {
                    return Err(fault());
                };
                if fu.blocking {
                    return Err(Error::new(
                        TypeId::RuntimeError,
                        "await wasn't used with future",
                    ));
                }
                fu.blocking = true;
                Ok(GenResult::Yield(Value::Obj(f)))
            }
            _ => self.future_result(f).map(GenResult::Return),
        }
    }

    /// `asyncio.current_task()`.
    pub(crate) fn current_task(&self) -> Option<ObjRef> {
        self.event_loop.as_ref().and_then(|l| l.current)
    }

    /// `asyncio.all_tasks()`: the loop's unfinished tasks.
    pub(crate) fn all_tasks(&self) -> Vec<ObjRef> {
        self.event_loop.as_ref().map_or(Vec::new(), |l| {
            l.tasks
                .iter()
                .copied()
                .filter(|t| self.fut_state(*t) == FutState::Pending)
                .collect()
        })
    }

    /// The repr of a future or task, as CPython's base_futures/base_tasks.
    pub(crate) fn future_repr(&mut self, f: ObjRef) -> Result<String> {
        let Some(fu) = self.fut(f) else {
            return Err(fault());
        };
        let (kind, state, callbacks, name, coro, waiter, num_cancels) = (
            fu.kind,
            fu.state,
            fu.callbacks.clone(),
            fu.name,
            fu.coro,
            fu.fut_waiter,
            fu.num_cancels,
        );
        let mut info: Vec<String> = Vec::new();
        info.push(
            match state {
                FutState::Pending => "pending",
                FutState::Cancelled => "cancelled",
                _ => "finished",
            }
            .to_string(),
        );
        match state {
            FutState::Failed(e) => info.push(format!("exception={}", self.repr_string(e)?)),
            FutState::Done(v) => info.push(format!("result={}", self.repr_string(v)?)),
            _ => {}
        }
        if !callbacks.is_empty() {
            let n = callbacks.len();
            let cb = match n {
                1 => self.format_callback(callbacks[0])?,
                2 => format!(
                    "{}, {}",
                    self.format_callback(callbacks[0])?,
                    self.format_callback(callbacks[1])?
                ),
                _ => format!(
                    "{}, <{} more>, {}",
                    self.format_callback(callbacks[0])?,
                    n - 2,
                    self.format_callback(callbacks[n - 1])?
                ),
            };
            info.push(format!("cb=[{cb}]"));
        }
        if kind == FutKind::Task {
            if num_cancels > 0 && state == FutState::Pending {
                info[0] = "cancelling".into();
            }
            info.insert(1, format!("name={}", self.repr_string(name)?));
            if let Some(c) = coro {
                info.insert(2, format!("coro=<{}>", self.format_coroutine(c)));
            }
            if let Some(w) = waiter {
                let wr = self.repr_string(Value::Obj(w))?;
                info.insert(3, format!("wait_for={wr}"));
            }
        }
        let cls = if kind == FutKind::Task {
            "Task"
        } else if kind == FutKind::Gather {
            "_GatheringFuture"
        } else {
            "Future"
        };
        Ok(format!("<{cls} {}>", info.join(" ")))
    }

    fn format_callback(&mut self, cb: Callback) -> Result<String> {
        Ok(match cb {
            Callback::Wakeup(_) => "Task.task_wakeup()".into(),
            Callback::Gather(_) => {
                "gather.<locals>._done_callback() at /usr/lib/python3.11/asyncio/tasks.py:754"
                    .into()
            }
            Callback::Stop => {
                "_run_until_complete_cb() at /usr/lib/python3.11/asyncio/base_events.py:180".into()
            }
            Callback::Py(v) | Callback::PyIn(v, _) => {
                let func = match v {
                    Value::Obj(r) => match self.heap.get(r) {
                        Obj::BoundMethod { func, .. } => *func,
                        _ => v,
                    },
                    _ => v,
                };
                match func {
                    Value::Obj(r) => match self.heap.get(r) {
                        Obj::Function(f) => format!(
                            "{}() at {}:{}",
                            f.qualname, f.code.filename, f.code.firstline
                        ),
                        _ => self.repr_string(v)?,
                    },
                    _ => self.repr_string(v)?,
                }
            }
        })
    }

    fn format_coroutine(&self, c: ObjRef) -> String {
        match self.heap.get(c) {
            Obj::Generator(g) => {
                let name = &g.qualname;
                let file = &g.code.filename;
                match g.state {
                    crate::objects::GenState::Done => {
                        format!("{name}() done, defined at {file}:{}", g.code.firstline)
                    }
                    crate::objects::GenState::Created => {
                        format!("{name}() running at {file}:{}", g.code.firstline)
                    }
                    st => {
                        // A running coroutine's position is in its live frame.
                        let ip = if st == crate::objects::GenState::Running {
                            self.frames
                                .iter()
                                .rev()
                                .find(|f| f.generator == Some(c))
                                .map_or(g.ip, |f| f.ip)
                        } else {
                            g.ip
                        };
                        let line = g.code.line_at(ip.saturating_sub(1) as usize);
                        format!("{name}() running at {file}:{line}")
                    }
                }
            }
            _ => format!("<{} without __name__>()", self.type_name(Value::Obj(c))),
        }
    }
}

fn callback_handle(cb: Callback, f: ObjRef) -> Handle {
    match cb {
        Callback::Wakeup(t) => Handle::Wakeup(t, f),
        Callback::Gather(outer) => Handle::Gather(outer, f),
        Callback::Stop => Handle::Stop,
        Callback::Py(func) => Handle::Call(func, vec![Value::Obj(f)]),
        Callback::PyIn(func, ctx) => Handle::CallIn(ctx, func, vec![Value::Obj(f)]),
    }
}

fn raise_value(e: Value) -> Error {
    match e {
        Value::Obj(r) => Error::raised(r),
        _ => Error::fault("bad future exception"),
    }
}
