//! Guest objects: the value word, the heap that owns every object, and the
//! payload of each kind of object.

pub mod class;
pub mod deque;
pub mod dict;
pub mod hashing;
pub mod heap;
pub mod pystr;
pub mod set_table;
pub mod tuple;
pub mod types;
pub mod value;

use std::rc::Rc;

use num_bigint::BigInt;

pub use class::{ClassObj, Instance, Property};
pub use deque::Deque;
pub use dict::Dict;
pub use heap::{Heap, ObjRef};
pub use pystr::{PyStr, StrText};
pub use tuple::TupleItems;
pub use types::TypeId;
pub use value::Value;

use crate::compile::code::Code;

#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct Function {
    #[serde(with = "crate::codec::code_ref")]
    pub code: Rc<Code>,
    pub defaults: Vec<Value>,
    pub kwdefaults: Vec<(Rc<str>, Value)>,
    /// Cells captured from enclosing scopes, in the order of `code.freevars`.
    pub closure: Vec<ObjRef>,
    pub name: Rc<str>,
    pub qualname: Rc<str>,
    pub doc: Value,
    /// Attributes set by guest code (`f.calls = 0`).
    pub attrs: Vec<(Rc<str>, Value)>,
    /// The class whose body defined this function (for zero-argument super()).
    pub owner: Option<ObjRef>,
    /// Globals dict of code made by exec/eval with explicit globals.
    pub globals_dict: Value,
}

#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct TracebackEntry {
    pub filename: Rc<str>,
    pub line: u32,
    pub name: Rc<str>,
    /// Source byte range of the instruction that was running.
    pub span: Option<(u32, u32)>,
}

#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct ExceptionObj {
    pub ty: TypeId,
    pub args: Vec<Value>,
    pub traceback: Vec<TracebackEntry>,
    pub cause: Value,
    pub context: Value,
    pub suppress_context: bool,
    /// Other attributes (`name` of ImportError, `start` of UnicodeDecodeError, user-set ones).
    pub attrs: Vec<(Rc<str>, Value)>,
    /// The user class, for instances of user-defined exception classes.
    pub class: Option<ObjRef>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

/// Iterator state for builtin iterables; plain data so it can be snapshotted.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub enum IterState {
    /// list, tuple (index); also bytes.
    Seq {
        seq: ObjRef,
        idx: usize,
    },
    /// str: byte offset of the next char.
    Str {
        s: ObjRef,
        pos: usize,
    },
    Range {
        cur: i64,
        stop: i64,
        step: i64,
    },
    Dict {
        dict: ObjRef,
        idx: usize,
        kind: ViewKind,
        len: usize,
    },
    Reversed {
        seq: ObjRef,
        idx: usize,
    },
    Enumerate {
        it: Value,
        count: i64,
    },
    Zip {
        its: Vec<Value>,
        strict: bool,
    },
    Map {
        func: Value,
        its: Vec<Value>,
    },
    Filter {
        func: Value,
        it: Value,
    },
    /// `await future` (`Future.__await__()`): yields the future while it is
    /// pending (once per blocking round), then returns its result.
    Await(ObjRef),
    /// The awaitable of an async generator's `__anext__`/`asend`/`athrow`/`aclose`.
    AsyncGenOp {
        agen: ObjRef,
        op: AgOp,
        /// The value to send, or the exception to throw.
        arg: Value,
        state: AgState,
    },
    /// `anext(it, default)`: awaits `aw`, turning StopAsyncIteration into `default`.
    ANext {
        aw: Value,
        default: Value,
    },
    /// `coroutine.__await__()`: forwards to the coroutine.
    CoroWrap(ObjRef),
    /// The old sequence protocol: `obj[0]`, `obj[1]`, … until IndexError.
    GetItem {
        obj: Value,
        idx: i64,
    },
    /// `iter(callable, sentinel)`.
    Callable {
        func: Value,
        sentinel: Value,
    },
    Empty,
    /// A deque, forwards or (`rev`) backwards: `idx` items done so far,
    /// `state` the deque's state when the iterator was made.
    Deque {
        deque: ObjRef,
        idx: usize,
        state: u64,
        rev: bool,
    },
    /// An iterator of `itertools` (modules/itertoolsmod.rs).
    Tool(Box<crate::modules::itertoolsmod::Tool>),
}

/// State of an asyncio future (also the result slot of a task).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum FutState {
    Pending,
    Done(Value),
    /// Finished with this exception object.
    Failed(Value),
    Cancelled,
}

/// What a future does for a waiter when it completes; each becomes a ready
/// handle of the event loop (CPython's `call_soon` of the done callbacks).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Callback {
    /// Wake this task (`Task.__wakeup`).
    Wakeup(ObjRef),
    /// The `_done_callback` of this gather future.
    Gather(ObjRef),
    /// Stop the loop (`run_until_complete`).
    Stop,
    /// A guest callable, called with the future.
    Py(Value),
    /// A guest callable called with the future in a contextvars.Context.
    PyIn(Value, Value),
}

/// An asyncio Future or Task. A task runs `coro`; a gather future
/// completes when all `children` have.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct FutureObj {
    pub state: FutState,
    pub coro: Option<ObjRef>,
    pub callbacks: Vec<Callback>,
    pub kind: FutKind,
    /// Gather: the child futures, in argument order (duplicates repeated).
    pub children: Vec<ObjRef>,
    pub return_exceptions: bool,
    /// Gather: distinct children, and how many have finished.
    pub nfuts: u32,
    pub nfinished: u32,
    /// Gather: cancel() reached a child.
    pub cancel_requested: bool,
    /// Task: the future it is waiting for.
    pub fut_waiter: Option<ObjRef>,
    /// Task: throw CancelledError at the next step.
    pub must_cancel: bool,
    pub cancel_msg: Value,
    /// Task: the CancelledError that cancelled it (raised once by result()).
    pub cancelled_exc: Value,
    /// Task: cancel() calls minus uncancel() calls.
    pub num_cancels: u32,
    /// `_asyncio_future_blocking`: set while yielded to a task.
    pub blocking: bool,
    /// Task name (a str), or None.
    pub name: Value,
    /// Task: the contextvars.Context its steps run in (None when the
    /// contextvars module was not loaded at creation).
    pub context: Value,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum FutKind {
    Plain,
    Task,
    Gather,
}

/// Which operation an async generator awaitable performs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum AgOp {
    /// `__anext__()` / `asend(v)`
    Send,
    /// `athrow(exc)`
    Throw,
    /// `aclose()`
    Close,
}

/// Progress of an async generator awaitable (CPython's AWAITABLE_STATE_*).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum AgState {
    Init,
    Iter,
    Closed,
}

/// A suspended generator (currently only generator expressions).
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct Generator {
    pub func: ObjRef,
    #[serde(with = "crate::codec::code_ref")]
    pub code: Rc<Code>,
    /// `__name__`/`__qualname__`: the function's at creation, then writable.
    pub name: Rc<str>,
    pub qualname: Rc<str>,
    /// Locals followed by the operand stack, saved while suspended.
    pub saved: Vec<Value>,
    pub ip: u32,
    pub state: GenState,
    pub blocks: Vec<crate::vm::frame::Block>,
    /// The exception this generator is handling while suspended, or Undef.
    pub exc_state: Value,
    /// Async generators: an asend/athrow awaitable is running it.
    pub ag_running: bool,
    /// Async generators: aclose() was called or it finished.
    pub ag_closed: bool,
    /// Async generators: registered with the event loop for shutdown.
    pub ag_hooked: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum GenState {
    Created,
    Suspended,
    Running,
    Done,
}

#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub enum Obj {
    Str(PyStr),
    Bytes(Box<[u8]>),
    ByteArray(Vec<u8>),
    BigInt(BigInt),
    List(Vec<Value>),
    Tuple(TupleItems),
    Dict(Box<Dict>),
    Set(Box<Dict>),
    FrozenSet(Box<Dict>),
    Range {
        start: i64,
        stop: i64,
        step: i64,
    },
    Slice(Box<[Value; 3]>),
    Function(Box<Function>),
    /// A range whose start, stop, step or length needs big ints.
    LongRange(Box<[BigInt; 3]>),
    Cell(Value),
    BoundMethod {
        func: Value,
        receiver: Value,
    },
    Exception(Box<ExceptionObj>),
    Iter(Box<IterState>),
    Generator(Box<Generator>),
    DictView {
        dict: ObjRef,
        kind: ViewKind,
    },
    Module(Box<crate::modules::Module>),
    Class(Box<ClassObj>),
    Instance(Box<Instance>),
    Property(Box<Property>),
    StaticMethod(Value),
    ClassMethod(Value),
    /// An instance of `object` itself.
    PlainObject,
    Future(Box<FutureObj>),
    Complex(f64, f64),
    /// `list[int]`: origin and arguments.
    GenericAlias(Value, Box<Vec<Value>>),
    /// A code object from `compile()`.
    Code(#[serde(with = "crate::codec::code_ref")] Rc<Code>, bool),
    /// `super()`: look up attributes after `class` (a class or a builtin
    /// type) in the MRO of `obj`'s type; `obj` is Undef for the unbound
    /// `super(class)`.
    Super {
        class: Value,
        obj: Value,
    },
    /// A function the host provides (see `capabilities::Host`).
    External(Box<External>),
    /// An exception's traceback from its `index`-th entry counted from the
    /// outermost frame (`tb_next` is the same exception at `index + 1`).
    Traceback {
        exc: ObjRef,
        index: u32,
    },
    /// A generator's or coroutine's frame (`gi_frame`): a view that reads
    /// the generator's state when asked.
    Frame(ObjRef),
    /// `collections.deque`.
    Deque(Box<Deque>),
    /// The native half of a weak reference (`_weakref`): the collector
    /// clears `target` in the collection that frees it.
    WeakCell(Box<WeakCell>),
}

/// A weak reference as the collector sees it. The guest-visible `ref` and
/// proxy objects are written in Python (`weakref.py`) and each holds one
/// cell; the cell points back at that owner so a callback can be handed
/// the reference it was registered on.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub struct WeakCell {
    /// The referent: `Value::Obj` while alive, `Value::None` once
    /// collected. Not traced. An immortal referent (a builtin type or
    /// function, never on the heap) is kept as is and never cleared.
    pub target: Value,
    /// The guest object this cell belongs to (handed to the callback).
    pub owner: Value,
    /// Called with `owner` after the referent is collected, or None.
    pub callback: Value,
    /// `WEAK_PLAIN`, or one of the shared kinds `ref(o) is ref(o)` reuses.
    pub kind: u8,
    /// Creation order: callbacks of one collection run newest first, the
    /// order CPython runs the callbacks of one object.
    pub seq: u64,
}

/// A cell with a callback, or of a subclass: never shared.
pub const WEAK_PLAIN: u8 = 0;

/// An external (host) function as the guest sees it: a name the host
/// resolves at call time, so it survives snapshots.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct External {
    pub name: Rc<str>,
    pub is_async: bool,
}

impl Obj {
    pub fn type_id(&self) -> TypeId {
        match self {
            Obj::Str(_) => TypeId::Str,
            Obj::Bytes(_) => TypeId::Bytes,
            Obj::ByteArray(_) => TypeId::ByteArray,
            Obj::BigInt(_) => TypeId::Int,
            Obj::List(_) => TypeId::List,
            Obj::Tuple(_) => TypeId::Tuple,
            Obj::Dict(_) => TypeId::Dict,
            Obj::Set(_) => TypeId::Set,
            Obj::FrozenSet(_) => TypeId::FrozenSet,
            Obj::Range { .. } | Obj::LongRange(_) => TypeId::Range,
            Obj::Slice(_) => TypeId::Slice,
            Obj::Function(_) => TypeId::Function,
            Obj::Cell(_) => TypeId::Cell,
            // A builtin method bound to its object is a builtin function,
            // or a method-wrapper for a slot.
            Obj::BoundMethod {
                func: Value::Method(m, cls),
                ..
            } if crate::builtins::methods::descr::kind(*m, *cls)
                == crate::builtins::methods::descr::Kind::Wrapper =>
            {
                TypeId::MethodWrapper
            }
            Obj::BoundMethod {
                func: Value::Method(..) | Value::Builtin(_),
                ..
            } => TypeId::BuiltinFunction,
            // datetime's and re's methods are C functions in CPython, where
            // random's (also native here) are Python ones.
            Obj::BoundMethod {
                func: Value::Native(n),
                ..
            } if matches!(n.module_name(), "_datetime" | "_corral_sre") => TypeId::BuiltinFunction,
            Obj::BoundMethod { .. } => TypeId::BoundMethod,
            Obj::Exception(e) => e.ty,
            Obj::Iter(it) => Obj::type_id_of_iter(it),
            Obj::Generator(g) => {
                if g.code.is_async_generator {
                    TypeId::AsyncGenerator
                } else if g.code.is_coroutine {
                    TypeId::Coroutine
                } else {
                    TypeId::Generator
                }
            }
            Obj::Module(_) => TypeId::Module,
            Obj::Class(_) => TypeId::Type,
            Obj::Instance(_) => TypeId::Object,
            Obj::Property(_) => TypeId::Property,
            Obj::StaticMethod(_) => TypeId::StaticMethod,
            Obj::ClassMethod(_) => TypeId::ClassMethod,
            Obj::Super { .. } => TypeId::Super,
            Obj::External(_) => TypeId::BuiltinFunction,
            Obj::PlainObject => TypeId::Object,
            Obj::Traceback { .. } => TypeId::Traceback,
            Obj::Frame(_) => TypeId::Frame,
            Obj::Deque(_) => TypeId::Deque,
            Obj::WeakCell(_) => TypeId::WeakCell,
            Obj::Code(..) => TypeId::CodeType,
            Obj::Complex(..) => TypeId::Complex,
            Obj::GenericAlias(..) => TypeId::GenericAlias,
            Obj::Future(f) => {
                if f.kind == FutKind::Task {
                    TypeId::Task
                } else {
                    TypeId::Future
                }
            }
            Obj::DictView { kind, .. } => match kind {
                ViewKind::Keys => TypeId::DictKeys,
                ViewKind::Values => TypeId::DictValues,
                ViewKind::Items => TypeId::DictItems,
            },
        }
    }

    /// The type of an iterator whose type does not depend on what it
    /// iterates (see `Vm::type_of` for the others).
    pub fn type_id_of_iter(it: &IterState) -> TypeId {
        match it {
            IterState::Enumerate { .. } => TypeId::Enumerate,
            IterState::Zip { .. } => TypeId::Zip,
            IterState::Map { .. } => TypeId::Map,
            IterState::Filter { .. } => TypeId::Filter,
            IterState::Reversed { .. } => TypeId::Reversed,
            IterState::Await(_) => TypeId::FutureIter,
            IterState::AsyncGenOp { op: AgOp::Send, .. } => TypeId::AsyncGenASend,
            IterState::AsyncGenOp { .. } => TypeId::AsyncGenAThrow,
            IterState::ANext { .. } => TypeId::ANextAwaitable,
            IterState::CoroWrap(_) => TypeId::CoroutineWrapper,
            IterState::Range { .. } => TypeId::RangeIterator,
            IterState::Deque { rev: false, .. } => TypeId::DequeIterator,
            IterState::Deque { rev: true, .. } => TypeId::DequeReverseIterator,
            IterState::Callable { .. } => TypeId::CallableIterator,
            IterState::Tool(t) => t.type_id(),
            IterState::Dict { kind, .. } => match kind {
                ViewKind::Keys => TypeId::DictKeyIterator,
                ViewKind::Values => TypeId::DictValueIterator,
                ViewKind::Items => TypeId::DictItemIterator,
            },
            _ => TypeId::Iterator,
        }
    }

    /// Refers to no other object: `heap::trace` visits nothing in it.
    #[inline]
    pub fn is_leaf(&self) -> bool {
        matches!(
            self,
            Obj::Str(_)
                | Obj::Bytes(_)
                | Obj::ByteArray(_)
                | Obj::BigInt(_)
                | Obj::Range { .. }
                | Obj::LongRange(_)
                | Obj::PlainObject
                | Obj::External(_)
                | Obj::Complex(..)
        )
    }

    /// Bytes this object owns beyond its heap slot; what `memory` charges.
    /// Each buffer is counted at the size the allocator really gives it.
    pub fn payload_bytes(&self) -> usize {
        use heap::alloc_size as a;
        use std::mem::size_of;
        const V: usize = size_of::<Value>();
        // An `Rc` block carries two counts before the data.
        const RC: usize = 16;
        match self {
            Obj::Str(s) => s.heap_bytes(),
            Obj::Bytes(b) => heap::alloc_size(b.len()),
            Obj::ByteArray(b) => heap::alloc_size(b.capacity()),
            // The digits' capacity is not exposed; their length is.
            Obj::BigInt(b) => a((b.bits() as usize).div_ceil(64) * 8),
            Obj::LongRange(p) => p
                .iter()
                .map(|b| a((b.bits() as usize).div_ceil(64) * 8))
                .sum(),
            Obj::List(v) => a(v.capacity() * V),
            Obj::Tuple(v) => v.heap_bytes(),
            Obj::Dict(d) | Obj::Set(d) | Obj::FrozenSet(d) => a(size_of::<Dict>()) + d.heap_bytes(),
            Obj::Function(f) => {
                a(size_of::<Function>())
                    + a(f.defaults.capacity() * V)
                    + a(f.kwdefaults.capacity() * 32)
                    + a(f.closure.capacity() * 4)
                    + a(f.attrs.capacity() * 32)
            }
            Obj::Exception(e) => {
                a(size_of::<ExceptionObj>())
                    + a(e.args.capacity() * V)
                    + a(e.traceback.capacity() * size_of::<TracebackEntry>())
                    + a(e.attrs.capacity() * 32)
            }
            Obj::Iter(it) => {
                a(size_of::<IterState>())
                    + match &**it {
                        IterState::Zip { its, .. } | IterState::Map { its, .. } => {
                            a(its.capacity() * V)
                        }
                        IterState::Tool(t) => t.heap_bytes(),
                        _ => 0,
                    }
            }
            Obj::Generator(g) => {
                a(size_of::<Generator>())
                    + a(g.saved.capacity() * V)
                    + a(g.blocks.capacity() * size_of::<crate::vm::frame::Block>())
            }
            Obj::Module(_) => a(size_of::<crate::modules::Module>()),
            Obj::Class(c) => {
                a(size_of::<ClassObj>())
                    + c.dict.heap_bytes()
                    + a(c.inst_keys.capacity() * 16)
                    + c.inst_keys.iter().map(|k| a(RC + k.len())).sum::<usize>()
                    + a(c.slot_names.capacity() * 16)
                    + c.slot_names.iter().map(|k| a(RC + k.len())).sum::<usize>()
                    + a(c.bases.capacity() * V)
                    + a(c.mro.capacity() * V)
            }
            Obj::Instance(i) => {
                a(size_of::<Instance>())
                    + a(i.values.capacity() * V)
                    + i.extra.as_ref().map_or(0, |e| {
                        a(size_of::<class::InstanceExtra>())
                            + e.slot_values.as_ref().map_or(0, |s| a(s.capacity() * V))
                    })
            }
            Obj::Property(_) => a(size_of::<Property>()),
            Obj::Future(f) => {
                a(size_of::<FutureObj>())
                    + a(f.callbacks.capacity() * size_of::<Callback>())
                    + a(f.children.capacity() * 4)
            }
            Obj::GenericAlias(_, args) => a(size_of::<Vec<Value>>()) + a(args.capacity() * V),
            Obj::Slice(_) => a(3 * V),
            Obj::External(_) => a(size_of::<External>()),
            Obj::Deque(d) => a(size_of::<Deque>()) + d.heap_bytes(),
            // The cell's share of the collector's referent table (its entry
            // and list slot, with the table's spare capacity) is billed
            // with the cell, so it is returned when the cell is freed.
            Obj::WeakCell(_) => a(size_of::<WeakCell>()) + heap::WEAK_TABLE_SHARE,
            Obj::Range { .. }
            | Obj::Cell(_)
            | Obj::BoundMethod { .. }
            | Obj::DictView { .. }
            | Obj::StaticMethod(_)
            | Obj::ClassMethod(_)
            | Obj::PlainObject
            | Obj::Traceback { .. }
            | Obj::Frame(_)
            | Obj::Complex(..)
            | Obj::Code(..)
            | Obj::Super { .. } => 0,
        }
    }
}
#[cfg(test)]
mod layout {
    /// Every heap slot is an `Obj`: a variant that grows past this makes
    /// every object in every program bigger, so box its payload instead.
    #[test]
    fn heap_slot_stays_small() {
        assert!(std::mem::size_of::<super::Obj>() <= 40);
        // Two words: every stack slot, list item and dict entry holds one.
        assert_eq!(std::mem::size_of::<super::Value>(), 16);
        // A dict's box, in mimalloc's 48-byte class.
        assert!(std::mem::size_of::<super::Dict>() <= 48);
    }
}
