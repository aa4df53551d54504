//! The `math` module.

use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::Value;
use crate::vm::Vm;
use crate::vm::ops::Num;

pub static MODULE: ModuleDef = ModuleDef {
    name: "math",
    functions: &[
        NativeDef {
            name: "sqrt",
            f: sqrt,
        },
        NativeDef {
            name: "floor",
            f: floor,
        },
    ],
    init,
};

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    set_attr(vm, m, "pi", Value::Float(std::f64::consts::PI))?;
    set_attr(vm, m, "e", Value::Float(std::f64::consts::E))?;
    set_attr(vm, m, "tau", Value::Float(std::f64::consts::TAU))?;
    set_attr(vm, m, "inf", Value::Float(f64::INFINITY))?;
    set_attr(vm, m, "nan", Value::Float(f64::NAN))?;
    Ok(())
}

/// A float argument, as CPython's math functions accept (int, float, bool).
pub fn float_arg(vm: &Vm, v: Value) -> Result<f64> {
    match vm.num(v) {
        Some(Num::F(f)) => Ok(f),
        Some(Num::I(i)) => Ok(i as f64),
        Some(Num::B(b)) => Ok(crate::num::big_to_f64(&b)?),
        None => Err(Error::type_error(format!(
            "must be real number, not {}",
            vm.type_name(v)
        ))),
    }
}

fn sqrt(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("sqrt")?;
    a.expect("math.sqrt", 1, 1)?;
    let x = float_arg(vm, a.pos[0])?;
    if x < 0.0 {
        return Err(Error::value_error("math domain error"));
    }
    Ok(Value::Float(x.sqrt()))
}

fn floor(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("floor")?;
    a.expect("math.floor", 1, 1)?;
    match vm.num(a.pos[0]) {
        Some(Num::I(i)) => Ok(Value::Int(i)),
        Some(Num::B(_)) => Ok(a.pos[0]),
        Some(Num::F(f)) => {
            let r = crate::num::f64_to_int(f.floor());
            vm.int_result(r)
        }
        None => Err(Error::type_error(format!(
            "must be real number, not {}",
            vm.type_name(a.pos[0])
        ))),
    }
}
