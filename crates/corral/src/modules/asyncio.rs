//! The `asyncio` module: the native core (run, create_task, gather, futures
//! and tasks on the deterministic loop of vm/event_loop.rs) plus a Python
//! part (asyncio.py: sleep, wait_for, wait, locks, queues, timeouts, task
//! groups) ported from CPython and run when the module is imported.

use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;
use crate::vm::event_loop::Handle;

/// The Python part of the module.
pub(super) const SOURCE: &str = include_str!("asyncio.py");

fn source() -> &'static str {
    #[cfg(feature = "dev-pysrc")]
    if let Some(s) = super::pysrc::dev_file("../asyncio.py") {
        return s;
    }
    SOURCE
}

macro_rules! natives {
    ($( $name:literal => $f:ident ),* $(,)?) => {
        &[ $( NativeDef { name: $name, f: $f } ),* ]
    };
}

pub static MODULE: ModuleDef = ModuleDef {
    name: "asyncio",
    functions: natives![
        "run" => run,
        "create_task" => create_task,
        "ensure_future" => ensure_future,
        "gather" => gather,
        "iscoroutine" => iscoroutine,
        "iscoroutinefunction" => iscoroutinefunction,
        "isfuture" => isfuture,
        "current_task" => current_task,
        "all_tasks" => all_tasks,
        "_running" => running,
        "_time" => time,
        "_call_soon" => call_soon,
        "_call_at" => call_at,
        "_cancel_handle" => cancel_handle,
        "_create_task" => loop_create_task,
        "_run_until_complete" => run_until_complete,
        "_close_loop" => close_loop,
    ],
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    set_attr(vm, m, "TimeoutError", Value::Type(TypeId::TimeoutError))?;
    set_attr(vm, m, "CancelledError", Value::Type(TypeId::CancelledError))?;
    set_attr(
        vm,
        m,
        "InvalidStateError",
        Value::Type(TypeId::InvalidStateError),
    )?;
    set_attr(vm, m, "Future", Value::Type(TypeId::Future))?;
    set_attr(vm, m, "Task", Value::Type(TypeId::Task))?;
    // The Python part runs in the module's own namespace.
    let ns = match m {
        Value::Obj(mr) => match vm.heap.get(mr) {
            Obj::Module(md) => Value::Obj(md.dict),
            _ => return Err(Error::fault("not a module")),
        },
        _ => return Err(Error::fault("not a module")),
    };
    let base = vm.roots.len();
    vm.roots.push(m);
    let r = super::pysrc::run_library(vm, "asyncio", source(), ns);
    vm.roots.truncate(base);
    r?;
    Ok(())
}

fn run(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("run", &["main", "debug"])?;
    let main = a
        .arg(0, "main")
        .ok_or_else(|| Error::type_error("run() missing 1 required positional argument: 'main'"))?;
    vm.run_event_loop(main)
}

/// Run `f` with the running loop, or else the loop `get_event_loop()`
/// returns (scheduling on it before `run_until_complete`).
fn on_loop<T>(vm: &mut Vm, f: impl FnOnce(&mut Vm) -> Result<T>) -> Result<T> {
    if vm.event_loop.is_some() {
        return f(vm);
    }
    vm.event_loop = Some(vm.parked_loop.take().unwrap_or_default());
    let r = f(vm);
    vm.parked_loop = vm.event_loop.take();
    r
}

fn run_until_complete(vm: &mut Vm, a: Args) -> Result<Value> {
    a.expect("run_until_complete", 1, 1)?;
    vm.run_parked_loop(a.pos[0])
}

fn close_loop(vm: &mut Vm, _a: Args) -> Result<Value> {
    vm.parked_loop = None;
    Ok(Value::None)
}

fn create_task(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("create_task", &["coro", "name", "context"])?;
    let coro = a.arg(0, "coro").ok_or_else(|| {
        Error::type_error("create_task() missing 1 required positional argument: 'coro'")
    })?;
    let t = vm.create_task_in(coro, None, a.kw("context"))?;
    if let Some(name) = a.kw("name").filter(|n| !matches!(n, Value::None)) {
        let s = vm.str_string(name)?;
        let s = vm.new_str(s)?;
        if let Some(fu) = vm.fut_mut(t) {
            fu.name = s;
        }
    }
    Ok(Value::Obj(t))
}

/// `loop.create_task(coro, name=None, context=None)` (the name is given to
/// the task itself).
fn loop_create_task(vm: &mut Vm, a: Args) -> Result<Value> {
    a.expect("_create_task", 2, 3)?;
    let (coro, name) = (a.pos[0], a.pos[1]);
    let context = a.pos.get(2).copied();
    if vm.event_loop.is_some() {
        return Ok(Value::Obj(vm.create_task_in(coro, Some(name), context)?));
    }
    on_loop(vm, |vm| vm.create_task_in(coro, Some(name), context)).map(Value::Obj)
}

fn ensure_future(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("ensure_future", &["coro_or_future", "loop"])?;
    let v = a.arg(0, "coro_or_future").ok_or_else(|| {
        Error::type_error(
            "ensure_future() missing 1 required positional argument: 'coro_or_future'",
        )
    })?;
    if !vm.is_future(v) {
        vm.check_running_loop()?;
    }
    Ok(Value::Obj(vm.ensure_future(v)?))
}

fn gather(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("gather", &["return_exceptions"])?;
    let rx = match a.kw("return_exceptions") {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    Ok(Value::Obj(vm.gather(a.pos, rx)?))
}

fn iscoroutine(vm: &mut Vm, a: Args) -> Result<Value> {
    a.expect("iscoroutine", 1, 1)?;
    Ok(Value::Bool(vm.is_asyncio_coroutine(a.pos[0])))
}

fn iscoroutinefunction(vm: &mut Vm, a: Args) -> Result<Value> {
    a.expect("iscoroutinefunction", 1, 1)?;
    let mut f = a.pos[0];
    // Look through bound methods, staticmethod and classmethod.
    for _ in 0..4 {
        let Value::Obj(r) = f else { break };
        f = match vm.heap.get(r) {
            Obj::BoundMethod { func, .. } => *func,
            Obj::StaticMethod(inner) | Obj::ClassMethod(inner) => *inner,
            Obj::Function(func) => {
                return Ok(Value::Bool(
                    func.code.is_coroutine && !func.code.is_async_generator,
                ));
            }
            _ => break,
        };
    }
    Ok(Value::Bool(false))
}

fn isfuture(vm: &mut Vm, a: Args) -> Result<Value> {
    a.expect("isfuture", 1, 1)?;
    Ok(Value::Bool(vm.is_future(a.pos[0])))
}

fn current_task(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("current_task", &["loop"])?;
    if vm.event_loop.is_none() {
        return Err(Error::new(TypeId::RuntimeError, "no running event loop"));
    }
    Ok(vm.current_task().map_or(Value::None, Value::Obj))
}

fn all_tasks(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("all_tasks", &["loop"])?;
    vm.check_running_loop()?;
    let tasks: Vec<Value> = vm.all_tasks().into_iter().map(Value::Obj).collect();
    vm.new_set(&tasks, false)
}

fn running(vm: &mut Vm, _a: Args) -> Result<Value> {
    Ok(Value::Bool(vm.event_loop.is_some()))
}

fn time(vm: &mut Vm, _a: Args) -> Result<Value> {
    Ok(Value::Float(vm.loop_time()))
}

fn callback_args(vm: &mut Vm, a: &Args, i: usize) -> Result<Vec<Value>> {
    vm.seq_items(a.pos[i])
}

/// `_call_soon(callback, args)` -> handle id
fn call_soon(vm: &mut Vm, a: Args) -> Result<Value> {
    a.expect("_call_soon", 2, 2)?;
    let args = callback_args(vm, &a, 1)?;
    let func = a.pos[0];
    let id = on_loop(vm, |vm| vm.call_soon(Handle::Call(func, args)))?;
    Ok(Value::Int(id as i64))
}

/// `_call_at(when, callback, args)` -> handle id
fn call_at(vm: &mut Vm, a: Args) -> Result<Value> {
    a.expect("_call_at", 3, 3)?;
    let when = match vm.num(a.pos[0]) {
        Some(crate::vm::ops::Num::F(f)) => f,
        Some(crate::vm::ops::Num::I(i)) => i as f64,
        Some(crate::vm::ops::Num::B(_)) => f64::INFINITY,
        None => {
            return Err(Error::type_error(format!(
                "'<' not supported between instances of '{}' and 'float'",
                vm.type_name(a.pos[0])
            )));
        }
    };
    let args = callback_args(vm, &a, 2)?;
    let func = a.pos[1];
    let id = on_loop(vm, |vm| vm.loop_call_at(when, Handle::Call(func, args)))?;
    Ok(Value::Int(id as i64))
}

fn cancel_handle(vm: &mut Vm, a: Args) -> Result<Value> {
    a.expect("_cancel_handle", 1, 1)?;
    if let Value::Int(id) = a.pos[0] {
        on_loop(vm, |vm| {
            vm.cancel_handle(id as u64);
            Ok(())
        })?;
    }
    Ok(Value::None)
}
