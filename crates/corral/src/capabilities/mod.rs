//! What a guest can reach outside the interpreter, and how the host grants
//! it: the functions it calls (`calls`), the virtual operating system it
//! sees (`os`), the values that cross (`value`), and a recorded ledger that
//! can answer in place of the host (`replay`).

pub mod calls;
pub mod os;
pub mod replay;
pub mod value;

pub use calls::{
    CallOutcome, ExternalFunction, Handler, Host, HostError, LedgerEntry, PendingCall,
    current_call_id, current_deadline, with_deadline,
};
pub use value::HostValue;
