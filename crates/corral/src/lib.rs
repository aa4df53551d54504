//! corral: a sandboxed Python 3.11 interpreter.
//!
//! The pipeline is `compile` (source → bytecode) → `vm` (run it), with every
//! guest object on the VM's `objects::Heap`. `api` is the embedding API;
//! `capabilities` is everything a guest reaches outside the interpreter.

pub mod api;
pub mod builtins;
pub mod capabilities;
mod codec;
pub mod compile;
pub mod error;
pub mod format;
pub mod limits;
pub mod modules;
pub mod num;
pub mod objects;
pub mod text;
pub mod vm;

pub use api::{ErrorInfo, Program, RunOptions, RunResult, Verdict, run_source};
pub use compile::CompileError;
pub use compile::decode_source;
pub use limits::{Exhausted, LimitKind, Limits, Usage};
pub use modules::{build_stdlib_image, install_stdlib_image};
