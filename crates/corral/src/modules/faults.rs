//! `_corral_faults`: misbehaviour on purpose, for the isolation tests only.
//! Compiled with the feature `fault-injection` and never in a default
//! build. Each function does what a bug in the interpreter could do —
//! spin without checking limits, allocate past the accounting, reach for
//! the host's files, network or processes, crash — so the tests can show
//! the outer layer stops it.

use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_corral_faults",
    functions: &[
        NativeDef {
            name: "spin",
            f: |_, _| loop {
                std::hint::black_box(());
            },
        },
        NativeDef {
            name: "leak",
            f: |_, _| loop {
                // 64 MiB at a time, every page touched, never charged.
                std::mem::forget(std::hint::black_box(vec![1u8; 64 << 20]));
            },
        },
        NativeDef {
            name: "open",
            f: |vm, a| {
                let path = str_arg(vm, &a)?;
                std::fs::read(&path)
                    .map(|b| Value::Int(b.len() as i64))
                    .map_err(os_error)
            },
        },
        NativeDef {
            name: "socket",
            f: |_, _| {
                std::net::UdpSocket::bind("0.0.0.0:0")
                    .map(|_| Value::None)
                    .map_err(os_error)
            },
        },
        NativeDef {
            name: "connect",
            f: |_, _| {
                std::net::TcpStream::connect("127.0.0.1:22")
                    .map(|_| Value::None)
                    .map_err(os_error)
            },
        },
        NativeDef {
            name: "spawn",
            f: |_, _| {
                std::process::Command::new("/bin/sh")
                    .args(["-c", "true"])
                    .status()
                    .map(|_| Value::None)
                    .map_err(os_error)
            },
        },
        NativeDef {
            name: "execve",
            f: |_, _| {
                let sh = c"/bin/sh";
                match nix::unistd::execv(sh, &[sh]) {
                    Ok(never) => match never {},
                    Err(e) => Err(os_error(std::io::Error::from_raw_os_error(e as i32))),
                }
            },
        },
        NativeDef {
            name: "abort",
            f: |_, _| std::process::abort(),
        },
        NativeDef {
            name: "segfault",
            f: |_, _| {
                let _ = nix::sys::signal::raise(nix::sys::signal::Signal::SIGSEGV);
                Ok(Value::None)
            },
        },
    ],
    init: |_, _| Ok(()),
};

fn str_arg(vm: &mut Vm, a: &Args) -> Result<String> {
    match a.pos.first() {
        Some(v) => vm.str_string(*v),
        None => Err(Error::type_error("a path is required")),
    }
}

fn os_error(e: std::io::Error) -> Error {
    Error::new(
        TypeId::OSError,
        format!("[Errno {}] {e}", e.raw_os_error().unwrap_or(0)),
    )
}
