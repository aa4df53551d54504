//! A deterministic asyncio event loop. Tasks are coroutines (generators)
//! that yield the futures they wait for; time is virtual, so `sleep`
//! never really waits and runs are reproducible.

use std::collections::VecDeque;

use crate::error::{Error, Result};
use crate::objects::{FutState, FutureObj, IterState, Obj, ObjRef, TypeId, Value};

use super::Vm;
use super::generators::{GenResult, Resume};

#[derive(Default)]
pub struct EventLoop {
    /// Tasks ready to run, with what to resume them with.
    ready: VecDeque<(ObjRef, Option<Value>)>,
    /// (time, sequence, future) — resolved with None when the time comes.
    timers: Vec<(f64, u64, ObjRef)>,
    seq: u64,
    pub now: f64,
}

impl EventLoop {
    pub fn roots(&self) -> Vec<Value> {
        let mut v: Vec<Value> = self.ready.iter().map(|(t, _)| Value::Obj(*t)).collect();
        v.extend(self.ready.iter().filter_map(|(_, x)| *x));
        v.extend(self.timers.iter().map(|(_, _, f)| Value::Obj(*f)));
        v
    }
}

impl Vm {
    pub fn new_future(&mut self, coro: Option<ObjRef>) -> Result<ObjRef> {
        self.heap.alloc(Obj::Future(Box::new(FutureObj {
            state: FutState::Pending,
            coro,
            waiters: Vec::new(),
            children: Vec::new(),
            return_exceptions: false,
            cancelled: false,
            kind: crate::objects::FutKind::Plain,
            yield_once: false,
        })))
    }

    fn fut_state(&self, f: ObjRef) -> FutState {
        match self.heap.get(f) {
            Obj::Future(fu) => fu.state,
            _ => FutState::Pending,
        }
    }

    fn loop_mut(&mut self) -> Result<&mut EventLoop> {
        self.event_loop
            .as_mut()
            .ok_or_else(|| Error::new(TypeId::RuntimeError, "no running event loop"))
    }

    /// Wrap a coroutine in a task and schedule it.
    pub fn create_task(&mut self, coro: Value) -> Result<ObjRef> {
        let Value::Obj(c) = coro else {
            return Err(Error::type_error("a coroutine was expected"));
        };
        if let Obj::Future(_) = self.heap.get(c) {
            return Ok(c);
        }
        if !matches!(self.heap.get(c), Obj::Generator(g) if g.code.is_coroutine) {
            return Err(Error::type_error(format!(
                "a coroutine was expected, got {}",
                self.repr_string(coro)?
            )));
        }
        let t = self.new_future(Some(c))?;
        self.loop_mut()?.ready.push_back((t, None));
        Ok(t)
    }

    /// Resolve a future and wake its waiters.
    pub fn resolve_future(&mut self, f: ObjRef, state: FutState) -> Result<()> {
        let waiters = match self.heap.get_mut(f) {
            Some(Obj::Future(fu)) => {
                if fu.state != FutState::Pending {
                    return Ok(());
                }
                fu.state = state;
                std::mem::take(&mut fu.waiters)
            }
            _ => return Ok(()),
        };
        for w in waiters {
            if let Obj::Future(_) = self.heap.get(w) {
                let is_task = matches!(self.heap.get(w), Obj::Future(x) if x.coro.is_some());
                if is_task {
                    self.loop_mut()?.ready.push_back((w, None));
                } else {
                    self.check_composite(w)?;
                }
            }
        }
        Ok(())
    }

    /// A gather or wait_for future: complete it when its children say so.
    fn check_composite(&mut self, g: ObjRef) -> Result<()> {
        let (kind, children) = match self.heap.get(g) {
            Obj::Future(fu) => (fu.kind, fu.children.clone()),
            _ => return Ok(()),
        };
        match kind {
            crate::objects::FutKind::Gather => self.check_gather(g),
            crate::objects::FutKind::WaitFor => {
                let (task, timer) = (children[0], children[1]);
                match self.fut_state(task) {
                    FutState::Pending => {}
                    st => return self.resolve_future(g, st),
                }
                if self.fut_state(timer) != FutState::Pending {
                    self.cancel_task(task)?;
                    let exc = self.new_exception(TypeId::TimeoutError, Vec::new())?;
                    return self.resolve_future(g, FutState::Failed(Value::Obj(exc)));
                }
                Ok(())
            }
            crate::objects::FutKind::Plain => Ok(()),
        }
    }

    /// `asyncio.wait_for(aw, timeout)`.
    pub fn wait_for(&mut self, aw: Value, timeout: Option<f64>) -> Result<ObjRef> {
        let task = self.create_task(aw)?;
        let Some(t) = timeout else { return Ok(task) };
        let timer = self.sleep_future(t, Value::None)?;
        let g = self.new_future(None)?;
        for c in [task, timer] {
            if let Some(Obj::Future(fu)) = self.heap.get_mut(c) {
                fu.waiters.push(g);
            }
        }
        if let Some(Obj::Future(fu)) = self.heap.get_mut(g) {
            fu.children = vec![task, timer];
            fu.kind = crate::objects::FutKind::WaitFor;
        }
        Ok(g)
    }

    fn check_gather(&mut self, g: ObjRef) -> Result<()> {
        let (children, return_exceptions) = match self.heap.get(g) {
            Obj::Future(fu) => (fu.children.clone(), fu.return_exceptions),
            _ => return Ok(()),
        };
        let mut results = Vec::with_capacity(children.len());
        for c in &children {
            match self.fut_state(*c) {
                FutState::Pending => return Ok(()),
                FutState::Done(v) => results.push(v),
                FutState::Failed(e) => {
                    if return_exceptions {
                        results.push(e);
                    } else {
                        return self.resolve_future(g, FutState::Failed(e));
                    }
                }
            }
        }
        let l = self.new_list(results)?;
        self.resolve_future(g, FutState::Done(l))
    }

    /// `asyncio.gather(*aws)`.
    pub fn gather(&mut self, aws: &[Value], return_exceptions: bool) -> Result<ObjRef> {
        let mut children = Vec::with_capacity(aws.len());
        for a in aws {
            children.push(self.create_task(*a)?);
        }
        let g = self.new_future(None)?;
        for c in &children {
            if let Some(Obj::Future(fu)) = self.heap.get_mut(*c) {
                fu.waiters.push(g);
            }
        }
        if let Some(Obj::Future(fu)) = self.heap.get_mut(g) {
            fu.children = children;
            fu.return_exceptions = return_exceptions;
            fu.kind = crate::objects::FutKind::Gather;
        }
        // Fail fast: the first exception (without return_exceptions) completes it.
        self.check_gather(g)?;
        Ok(g)
    }

    /// A future resolved `delay` seconds of loop time from now.
    pub fn sleep_future(&mut self, delay: f64, result: Value) -> Result<ObjRef> {
        let f = self.new_future(None)?;
        if delay <= 0.0 {
            if let Some(Obj::Future(fu)) = self.heap.get_mut(f) {
                fu.state = FutState::Done(result);
                fu.yield_once = true;
            }
            return Ok(f);
        }
        if let Some(Obj::Future(fu)) = self.heap.get_mut(f) {
            fu.children = Vec::new();
        }
        let lp = self.loop_mut()?;
        let at = lp.now + delay.max(0.0);
        lp.seq += 1;
        let seq = lp.seq;
        lp.timers.push((at, seq, f));
        self.sleep_results.push((f, result));
        Ok(f)
    }

    /// `asyncio.run(coro)`: run the loop until the main task finishes.
    pub fn run_event_loop(&mut self, coro: Value) -> Result<Value> {
        if self.event_loop.is_some() {
            return Err(Error::new(
                TypeId::RuntimeError,
                "asyncio.run() cannot be called from a running event loop",
            ));
        }
        self.event_loop = Some(EventLoop::default());
        let r = self.run_loop_inner(coro);
        self.event_loop = None;
        self.sleep_results.clear();
        r
    }

    fn run_loop_inner(&mut self, coro: Value) -> Result<Value> {
        let main = self.create_task(coro)?;
        loop {
            if let FutState::Done(v) = self.fut_state(main) {
                return Ok(v);
            }
            if let FutState::Failed(e) = self.fut_state(main) {
                return Err(match e {
                    Value::Obj(r) => Error::raised(r),
                    _ => Error::fault("bad task exception"),
                });
            }
            let next = self.loop_mut()?.ready.pop_front();
            match next {
                Some((task, throw)) => self.step_task(task, throw)?,
                None => {
                    // Advance virtual time to the earliest timer.
                    let lp = self.loop_mut()?;
                    if lp.timers.is_empty() {
                        return Err(Error::new(
                            TypeId::RuntimeError,
                            "event loop stopped: all tasks are waiting forever",
                        ));
                    }
                    lp.timers
                        .sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
                    let (at, _, f) = lp.timers.remove(0);
                    if at > lp.now {
                        lp.now = at;
                    }
                    let result = self
                        .sleep_results
                        .iter()
                        .position(|(x, _)| *x == f)
                        .map(|i| self.sleep_results.swap_remove(i).1)
                        .unwrap_or(Value::None);
                    self.resolve_future(f, FutState::Done(result))?;
                }
            }
            self.charge_steps(1)?;
        }
    }

    /// Run one step of a task: resume its coroutine until it waits again.
    fn step_task(&mut self, task: ObjRef, throw: Option<Value>) -> Result<()> {
        let (coro, done) = match self.heap.get(task) {
            Obj::Future(fu) => (fu.coro, fu.state != FutState::Pending),
            _ => return Ok(()),
        };
        let Some(coro) = coro else { return Ok(()) };
        if done {
            return Ok(());
        }
        let how = match throw {
            Some(Value::Obj(e)) => Resume::Throw(Error::raised(e)),
            _ => Resume::Send(Value::None),
        };
        match self.gen_resume(coro, how) {
            Ok(GenResult::Yield(Value::Obj(f))) if matches!(self.heap.get(f), Obj::Future(_)) => {
                match self.fut_state(f) {
                    FutState::Pending => {
                        if let Some(Obj::Future(fu)) = self.heap.get_mut(f) {
                            fu.waiters.push(task);
                        }
                    }
                    _ => self.loop_mut()?.ready.push_back((task, None)),
                }
                Ok(())
            }
            Ok(GenResult::Yield(Value::None)) => {
                // A bare yield (sleep(0)): give others a turn.
                self.loop_mut()?.ready.push_back((task, None));
                Ok(())
            }
            Ok(GenResult::Yield(other)) => {
                let msg = format!("Task got bad yield: {}", self.repr_string(other)?);
                let e = self.new_str(msg)?;
                let exc = self.new_exception(TypeId::RuntimeError, vec![e])?;
                self.resolve_future(task, FutState::Failed(Value::Obj(exc)))
            }
            Ok(GenResult::Return(v)) => self.resolve_future(task, FutState::Done(v)),
            Err(e) => {
                if !e.is_catchable() {
                    return Err(e);
                }
                let exc = self.materialize(e)?;
                self.resolve_future(task, FutState::Failed(Value::Obj(exc)))
            }
        }
    }

    /// `await v`: the iterator that YieldFrom drives.
    pub(crate) fn get_awaitable(&mut self, v: Value) -> Result<Value> {
        if let Value::Obj(r) = v {
            match self.heap.get(r) {
                Obj::Generator(g) if g.code.is_coroutine => return Ok(v),
                Obj::Future(_) => return self.alloc(Obj::Iter(Box::new(IterState::Await(r)))),
                _ => {}
            }
            if self.is_user(v)
                && let Some(it) = self.call_dunder(v, "__await__", &[])?
            {
                return Ok(it);
            }
        }
        Err(Error::type_error(format!(
            "object {} can't be used in 'await' expression",
            self.type_name(v)
        )))
    }

    /// One step of awaiting a future: yield it while pending.
    pub(crate) fn await_step(&mut self, f: ObjRef) -> Result<GenResult> {
        if let Some(Obj::Future(fu)) = self.heap.get_mut(f)
            && fu.yield_once
        {
            fu.yield_once = false;
            return Ok(GenResult::Yield(Value::None));
        }
        match self.fut_state(f) {
            FutState::Pending => Ok(GenResult::Yield(Value::Obj(f))),
            FutState::Done(v) => Ok(GenResult::Return(v)),
            FutState::Failed(e) => Err(match e {
                Value::Obj(r) => Error::raised(r),
                _ => Error::fault("bad future exception"),
            }),
        }
    }

    /// Cancel a task: throw CancelledError into it at its next step.
    pub fn cancel_task(&mut self, task: ObjRef) -> Result<bool> {
        let pending =
            matches!(self.heap.get(task), Obj::Future(fu) if fu.state == FutState::Pending);
        if !pending {
            return Ok(false);
        }
        let exc = self.new_exception(TypeId::CancelledError, Vec::new())?;
        if let Some(Obj::Future(fu)) = self.heap.get_mut(task) {
            fu.cancelled = true;
        }
        // Remove it from whatever it waits on, and schedule the throw.
        self.loop_mut()?
            .ready
            .push_back((task, Some(Value::Obj(exc))));
        Ok(true)
    }
}
