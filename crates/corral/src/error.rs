//! The engine's error value. A Python exception travels either as a cheap
//! description (type + message, materialized only if guest code looks at it)
//! or as a heap exception object. Limit exhaustion and internal faults are
//! separate kinds so no `except` clause can ever catch them.

use crate::limits::Exhausted;
use crate::objects::{ObjRef, TypeId, Value};

#[derive(Debug)]
pub enum ErrorKind {
    /// A Python exception of a builtin type with a message (or no args if None).
    New(TypeId, Option<String>),
    /// A Python exception of a builtin type with arbitrary args.
    NewArgs(TypeId, Vec<Value>),
    /// A raised exception object living on the heap.
    Raised(ObjRef),
    /// A resource limit was exhausted; uncatchable.
    Exhausted(Exhausted),
    /// A contained interpreter bug; uncatchable, reported as host_fault.
    Fault(String),
    /// The run suspends to wait for the host (an external call); uncatchable,
    /// and it leaves every frame in place so the run can be resumed.
    Suspend,
}

#[derive(Debug)]
pub struct Error(pub Box<ErrorKind>);

pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    #[cold]
    pub fn new(ty: TypeId, msg: impl Into<String>) -> Error {
        Error(Box::new(ErrorKind::New(ty, Some(msg.into()))))
    }
    #[cold]
    pub fn bare(ty: TypeId) -> Error {
        Error(Box::new(ErrorKind::New(ty, None)))
    }
    #[cold]
    pub fn with_args(ty: TypeId, args: Vec<Value>) -> Error {
        Error(Box::new(ErrorKind::NewArgs(ty, args)))
    }
    #[cold]
    pub fn raised(r: ObjRef) -> Error {
        Error(Box::new(ErrorKind::Raised(r)))
    }
    #[cold]
    pub fn exhausted(e: Exhausted) -> Error {
        Error(Box::new(ErrorKind::Exhausted(e)))
    }
    #[cold]
    pub fn fault(msg: impl Into<String>) -> Error {
        Error(Box::new(ErrorKind::Fault(msg.into())))
    }
    #[cold]
    pub fn type_error(msg: impl Into<String>) -> Error {
        Error::new(TypeId::TypeError, msg)
    }
    #[cold]
    pub fn value_error(msg: impl Into<String>) -> Error {
        Error::new(TypeId::ValueError, msg)
    }
    #[cold]
    pub fn index_error(msg: impl Into<String>) -> Error {
        Error::new(TypeId::IndexError, msg)
    }
    #[cold]
    pub fn overflow(msg: impl Into<String>) -> Error {
        Error::new(TypeId::OverflowError, msg)
    }
    #[cold]
    pub fn zero_div(msg: impl Into<String>) -> Error {
        Error::new(TypeId::ZeroDivisionError, msg)
    }
    #[cold]
    pub fn attr_error(msg: impl Into<String>) -> Error {
        Error::new(TypeId::AttributeError, msg)
    }

    #[cold]
    pub fn suspend() -> Error {
        Error(Box::new(ErrorKind::Suspend))
    }

    pub fn is_suspend(&self) -> bool {
        matches!(*self.0, ErrorKind::Suspend)
    }

    pub fn kind(&self) -> &ErrorKind {
        &self.0
    }

    /// True if guest `except` clauses may see this error.
    pub fn is_catchable(&self) -> bool {
        !matches!(
            *self.0,
            ErrorKind::Exhausted(_) | ErrorKind::Fault(_) | ErrorKind::Suspend
        )
    }

    /// The builtin type if this is a not-yet-materialized exception.
    pub fn pending_type(&self) -> Option<TypeId> {
        match &*self.0 {
            ErrorKind::New(t, _) | ErrorKind::NewArgs(t, _) => Some(*t),
            _ => None,
        }
    }
}

impl From<crate::num::NumError> for Error {
    fn from(e: crate::num::NumError) -> Error {
        use crate::num::NumError as N;
        match e {
            N::ZeroDivision(m) => Error::zero_div(m),
            N::Overflow(m) => Error::overflow(m),
            N::Value(m) => Error::value_error(m),
            N::Type(m) => Error::type_error(m),
            #[allow(unreachable_patterns)]
            other => Error::overflow(format!("{other:?}")),
        }
    }
}

impl From<crate::format::FormatError> for Error {
    fn from(e: crate::format::FormatError) -> Error {
        use crate::format::ErrorKind as K;
        let ty = match e.kind {
            K::ValueError => TypeId::ValueError,
            K::OverflowError => TypeId::OverflowError,
            K::TypeError => TypeId::TypeError,
            K::MemoryError => TypeId::MemoryError,
        };
        Error::new(ty, e.message)
    }
}
