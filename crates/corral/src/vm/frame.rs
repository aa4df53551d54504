//! Call frames live in an explicit stack owned by the VM: a Python call
//! pushes a `Frame`, never a Rust stack frame.

use std::rc::Rc;

use crate::compile::code::Code;
use crate::objects::{ObjRef, Value};

#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub struct Block {
    /// Where to jump when an exception is raised inside the block.
    pub handler: u32,
    /// Operand stack height (absolute) to restore before jumping.
    pub level: u32,
}

#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct Frame {
    #[serde(with = "crate::codec::code_ref")]
    pub code: Rc<Code>,
    pub ip: u32,
    /// Index in the VM stack of local slot 0.
    pub base: u32,
    /// Stack height to restore when the frame returns (drops callee and args).
    pub ret_sp: u32,
    /// Index in the VM block stack where this frame's blocks start.
    pub block_base: u32,
    /// The function being run (Undef for module code).
    pub func: Value,
    /// The namespace dict of a class body (LoadName/StoreName), or Undef.
    pub locals_dict: Value,
    /// A globals dict given to eval/exec, replacing module globals for names.
    pub globals_dict: Value,
    /// For `__init__` frames started by a class call: the new instance,
    /// which is the call's result.
    pub init_instance: Value,
    /// The generator this frame belongs to, if any.
    pub generator: Option<ObjRef>,
    /// For a generator frame a `for` loop resumed in place (not through a
    /// native call): the loop's exit in the frame below, taken when the
    /// generator returns. Its stack slot at `ret_sp` holds the handled
    /// exception of the frame below, restored when it leaves.
    #[serde(default)]
    pub for_exit: Option<u32>,
}
