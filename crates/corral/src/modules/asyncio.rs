//! The `asyncio` module: run, sleep, gather, create_task, wait_for — on a
//! deterministic event loop with virtual time (vm/event_loop.rs).

use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "asyncio",
    functions: &[
        NativeDef {
            name: "run",
            f: run,
        },
        NativeDef {
            name: "sleep",
            f: sleep,
        },
        NativeDef {
            name: "gather",
            f: gather,
        },
        NativeDef {
            name: "create_task",
            f: create_task,
        },
        NativeDef {
            name: "ensure_future",
            f: create_task,
        },
        NativeDef {
            name: "wait_for",
            f: wait_for,
        },
        NativeDef {
            name: "iscoroutine",
            f: iscoroutine,
        },
    ],
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    set_attr(vm, m, "TimeoutError", Value::Type(TypeId::TimeoutError))?;
    set_attr(vm, m, "CancelledError", Value::Type(TypeId::CancelledError))?;
    set_attr(vm, m, "Future", Value::Type(TypeId::Future))?;
    set_attr(vm, m, "Task", Value::Type(TypeId::Task))?;
    Ok(())
}

fn run(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("run", &["debug"])?;
    a.expect("run", 1, 1)?;
    vm.run_event_loop(a.pos[0])
}

fn seconds(vm: &Vm, v: Value) -> Result<f64> {
    match vm.num(v) {
        Some(crate::vm::ops::Num::F(f)) => Ok(f),
        Some(crate::vm::ops::Num::I(i)) => Ok(i as f64),
        Some(crate::vm::ops::Num::B(_)) => Ok(f64::INFINITY),
        None => Err(Error::type_error(format!(
            "'<=' not supported between instances of '{}' and 'int'",
            vm.type_name(v)
        ))),
    }
}

fn sleep(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("sleep", &["delay", "result"])?;
    let delay = a.arg(0, "delay").ok_or_else(|| {
        Error::type_error("sleep() missing 1 required positional argument: 'delay'")
    })?;
    let d = seconds(vm, delay)?;
    let result = a.arg(1, "result").unwrap_or(Value::None);
    if vm.event_loop.is_none() {
        return Err(Error::new(TypeId::RuntimeError, "no running event loop"));
    }
    Ok(Value::Obj(vm.sleep_future(d, result)?))
}

fn gather(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("gather", &["return_exceptions"])?;
    let rx = match a.kw("return_exceptions") {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    Ok(Value::Obj(vm.gather(a.pos, rx)?))
}

fn create_task(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("create_task", &["name", "context"])?;
    a.expect("create_task", 1, 1)?;
    Ok(Value::Obj(vm.create_task(a.pos[0])?))
}

fn wait_for(vm: &mut Vm, a: Args) -> Result<Value> {
    a.allow_kw("wait_for", &["fut", "timeout"])?;
    let fut = a.arg(0, "fut").ok_or_else(|| {
        Error::type_error("wait_for() missing 1 required positional argument: 'fut'")
    })?;
    let timeout = match a.arg(1, "timeout") {
        None | Some(Value::None) => None,
        Some(v) => Some(seconds(vm, v)?),
    };
    Ok(Value::Obj(vm.wait_for(fut, timeout)?))
}

fn iscoroutine(vm: &mut Vm, a: Args) -> Result<Value> {
    a.expect("iscoroutine", 1, 1)?;
    Ok(Value::Bool(vm.type_of(a.pos[0]) == TypeId::Coroutine))
}
