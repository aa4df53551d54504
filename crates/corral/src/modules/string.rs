//! The `string` module: its constants and `capwords`.

use super::common::{Sig, bind, call_method};
use super::{ModuleDef, NativeDef, set_attr};
use crate::builtins::Args;
use crate::error::Result;
use crate::objects::Value;
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_string",
    functions: &[NativeDef {
        name: "capwords",
        f: capwords,
    }],
    init,
};

const LOWER: &str = "abcdefghijklmnopqrstuvwxyz";
const UPPER: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS: &str = "0123456789";
const PUNCT: &str = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const WHITESPACE: &str = " \t\n\r\u{b}\u{c}";

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    let letters = format!("{LOWER}{UPPER}");
    let printable = format!("{DIGITS}{letters}{PUNCT}{WHITESPACE}");
    let consts: [(&str, String); 9] = [
        ("ascii_letters", letters),
        ("ascii_lowercase", LOWER.into()),
        ("ascii_uppercase", UPPER.into()),
        ("digits", DIGITS.into()),
        ("hexdigits", "0123456789abcdefABCDEF".into()),
        ("octdigits", "01234567".into()),
        ("punctuation", PUNCT.into()),
        ("printable", printable),
        ("whitespace", WHITESPACE.into()),
    ];
    for (name, v) in consts {
        let s = vm.new_str(v)?;
        set_attr(vm, m, name, s)?;
    }
    Ok(())
}

/// `(sep or ' ').join(map(str.capitalize, s.split(sep)))`
fn capwords(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("capwords", &["s", "sep"], 1))?;
    let s = b.get(0).unwrap_or(Value::None);
    let sep = b.get(1).unwrap_or(Value::None);
    let parts = call_method(vm, s, "split", &[sep])?;
    let words = vm.collect_iter(parts)?;
    let mut caps = Vec::with_capacity(words.len());
    for w in words {
        caps.push(call_method(vm, w, "capitalize", &[])?);
    }
    let joiner = if vm.truthy(sep)? {
        sep
    } else {
        vm.new_str(" ")?
    };
    let list = vm.new_list(caps)?;
    call_method(vm, joiner, "join", &[list])
}
