//! Compiled code: instructions, constants, line table and signature.
//! A `Code` is plain data (no host pointers) so programs can be cached and
//! paused runs serialized.

use std::rc::Rc;

use num_bigint::BigInt;

use crate::objects::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    And,
    Or,
    Xor,
    MatMul,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::TrueDiv => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::Xor => "^",
            BinOp::MatMul => "@",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CmpOp {
    Lt,
    Le,
    Eq,
    Ne,
    Gt,
    Ge,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }
    #[inline]
    pub fn eval(self, o: std::cmp::Ordering) -> bool {
        use std::cmp::Ordering::*;
        match self {
            CmpOp::Lt => o == Less,
            CmpOp::Le => o != Greater,
            CmpOp::Eq => o == Equal,
            CmpOp::Ne => o != Equal,
            CmpOp::Gt => o == Greater,
            CmpOp::Ge => o != Less,
        }
    }

    pub fn swap(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Eq => CmpOp::Eq,
            CmpOp::Ne => CmpOp::Ne,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
        }
    }
}

/// One instruction. Operands are indices into the code's tables; jumps are
/// absolute instruction indices. 8 bytes each.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Op {
    Nop,
    LoadConst(u32),
    LoadFast(u32),
    StoreFast(u32),
    DeleteFast(u32),
    /// Load the value inside the cell held in local slot n.
    LoadDeref(u32),
    StoreDeref(u32),
    DeleteDeref(u32),
    /// Push the cell object itself (to build a closure).
    LoadCell(u32),
    LoadGlobal(u32),
    StoreGlobal(u32),
    DeleteGlobal(u32),
    /// Class-body names: namespace dict, then globals, then builtins.
    LoadName(u32),
    StoreName(u32),
    DeleteName(u32),
    /// [body_fn, name, bases_tuple, (kwargs)] -> class
    BuildClass(bool),
    LoadAttr(u32),
    StoreAttr(u32),
    DeleteAttr(u32),
    /// Push [callable, self-or-Undef] for a following CallMethod.
    LoadMethod(u32),
    Subscr,
    StoreSubscr,
    DeleteSubscr,
    Binary(BinOp),
    Inplace(BinOp),
    Neg,
    Pos,
    Not,
    Invert,
    Compare(CmpOp),
    Is(bool),
    In(bool),
    Pop,
    /// Pop an `async for` iterator when leaving the loop early (an async
    /// generator dropped there is closed by the event loop, as CPython's
    /// finalizer hook does).
    PopAIter,
    Dup,
    Dup2,
    Rot2,
    Rot3,
    Rot4,
    Jump(u32),
    PopJumpIfFalse(u32),
    PopJumpIfTrue(u32),
    JumpIfFalseOrPop(u32),
    JumpIfTrueOrPop(u32),
    GetIter,
    /// Advance the iterator on top; push the next item or pop it and jump.
    ForIter(u32),
    BuildList(u32),
    BuildTuple(u32),
    BuildSet(u32),
    /// A set display of n constants: CPython compiles it to a frozenset
    /// constant merged into a new set, whose table layout differs from
    /// adding the elements one by one.
    BuildConstSet(u32),
    /// The frozenset constant CPython makes of a set display of n constants
    /// iterated by `for` (or a comprehension).
    BuildConstFrozenSet(u32),
    /// Build a dict from n key/value pairs.
    BuildMap(u32),
    BuildSlice(u32),
    /// Concatenate n strings.
    BuildString(u32),
    /// Append TOS to the list at stack depth n (below TOS), used by comprehensions.
    ListAppend(u32),
    SetAdd(u32),
    MapAdd(u32),
    ListExtend(u32),
    SetUpdate(u32),
    DictUpdate(u32),
    /// Like DictUpdate but duplicate keys are an error (for `f(**a, **b)`).
    DictMerge(u32),
    ListToTuple,
    UnpackSequence(u32),
    /// Starred unpack: (before, after).
    UnpackEx(u16, u16),
    /// conversion (0 none, b's', b'r', b'a'), has_spec.
    FormatValue(u8, bool),
    /// Build a function from child code n; flags: 1 defaults tuple, 2 kwdefaults dict, 8 closure tuple.
    MakeFunction(u32, u8),
    Call(u32),
    /// nargs total (positional + keyword); keyword names are the const tuple.
    CallKw(u16, u16),
    CallMethod(u32),
    /// f(*args) or f(*args, **kwargs).
    CallEx(bool),
    Return,
    /// Push a handler block: on exception jump to the target.
    SetupExcept(u32),
    PopBlock,
    /// Stack [.., exc] -> [.., prev_exc, exc]; exc becomes the handled exception.
    PushExcInfo,
    /// Pop prev_exc and restore it as the handled exception.
    PopExcept,
    /// Re-raise TOS (the exception).
    Reraise,
    /// [.., prev_exc, exc] -> restore prev, raise exc.
    PopExceptReraise,
    /// [.., exc, type] -> [.., exc, bool]
    CheckExcMatch,
    /// 0: bare raise, 1: raise exc, 2: raise exc from cause.
    Raise(u8),
    LoadAssertionError,
    /// Import a module by name const.
    ImportName(u32),
    ImportFrom(u32),
    YieldValue,
    /// [prev, exc] -> [prev, star-state]
    ExceptStarStart,
    /// [prev, state, type] -> [prev, state, matched group or None]
    ExceptStarMatch,
    /// [prev, state, exc] -> [prev, state]: an exception raised by a handler
    ExceptStarRecord,
    /// [prev, state] -> []: restore prev; re-raise what is left, if anything
    ExceptStarEnd,
    /// [mgr] -> [exit, enter_result]
    BeforeWith,
    /// [exit] -> []: exit(None, None, None)
    CallExitNone,
    /// [exit, prev, exc] -> [exit, prev, exc, exit(type, exc, tb)]
    WithExceptStart,
    /// TOS = the awaitable's iterator (coroutine, future, or `__await__()`).
    GetAwaitable,
    /// TOS = TOS.__aiter__()
    GetAIter,
    /// Push the awaitable TOS.__anext__() (keeping the async iterator).
    GetANext,
    /// [exc] -> [] if exc is StopAsyncIteration, else re-raise.
    EndAsyncFor,
    /// [mgr] -> [bound __aexit__, awaitable of __aenter__()]
    BeforeAsyncWith,
    /// TOS = iter(TOS), keeping generators as they are.
    GetYieldFromIter,
    /// [subiter, sent] -> delegate one step; yields out or pushes the result.
    YieldFrom,
    /// Match a pattern: pops n leaf values and the subject; pushes the
    /// captured values then True, or just False.
    MatchPattern(u16, u16),
    /// Mark a `return` from a generator frame.
    ReturnGenerator,
    // Superinstructions (see `compile::fuse`): each does the work of the
    // commonest pairs of instructions and skips the second of the pair,
    // which stays in place for jumps that land on it.
    /// LoadFast(a); LoadFast(b)
    LoadFast2(u16, u16),
    /// LoadFast(a); LoadConst(c)
    LoadFastConst(u16, u32),
    /// StoreFast(a); LoadFast(b)
    StoreFastLoadFast(u16, u16),
    /// LoadConst(c); Binary(op)
    BinaryConst(BinOp, u32),
    /// LoadFast(a); Binary(op)
    BinaryFast(BinOp, u32),
    /// Compare(op); PopJumpIfFalse(t)
    CompareJumpIfFalse(CmpOp, u32),
    /// LoadFast(a); LoadAttr(n)
    LoadFastAttr(u16, u32),
    /// LoadFast(a); LoadMethod(n)
    LoadFastMethod(u16, u32),
    /// LoadFast(a); LoadFast(b); Binary(op)
    BinaryFastFast(BinOp, u16, u16),
    /// LoadFast(a); LoadConst(c); Binary(op)
    BinaryFastConst(BinOp, u16, u16),
    /// LoadFast(a); LoadConst(c); Subscr
    SubscrFastConst(u16, u32),
    /// LoadFast(a); LoadFast(b); Subscr
    SubscrFastFast(u16, u16),
    /// Dup2; Subscr (the load of `x[k] op= v`)
    Dup2Subscr,
    /// Inplace(op); Rot3; StoreSubscr (the store of `x[k] op= v`)
    InplaceStoreSubscr(BinOp),
    /// Dup; LoadAttr(n) (the load of `x.n op= v`)
    DupLoadAttr(u32),
    /// Inplace(op); Rot2; StoreAttr(n) (the store of `x.n op= v`)
    InplaceStoreAttr(BinOp, u32),
    /// Jump(t) to a ForIter at t: the next turn of a `for` loop.
    JumpForIter(u32),
    /// ListExtend(1) for a call's only positional argument `f(*x)`, whose
    /// error names the callee (below the list) as CPython's does.
    CallStarExtend,
    /// [module] -> []: bind the module's public names (`__all__`, or every
    /// name without a leading underscore) in the current namespace.
    ImportStar,
    /// LoadGlobal/StoreGlobal/DeleteGlobal of the global `names[n]`: what
    /// stdlib module code uses, so that code is the same in every VM (no
    /// index into a VM's global table; module frames look names up in
    /// their module's dict anyway).
    LoadGlobalName(u32),
    StoreGlobalName(u32),
    DeleteGlobalName(u32),
}

/// A compiled `match` pattern; leaf values (value patterns, classes,
/// mapping keys) are evaluated before matching and referred to by index.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Pat {
    Wildcard,
    Capture(u16),
    Value(u16),
    /// None, True or False: compared by identity.
    Singleton(Const),
    Sequence {
        #[serde(deserialize_with = "crate::codec::bounded")]
        items: Vec<Pat>,
        star: Option<(usize, Option<u16>)>,
    },
    Mapping {
        keys: Vec<u16>,
        #[serde(deserialize_with = "crate::codec::bounded")]
        pats: Vec<Pat>,
        rest: Option<u16>,
    },
    Class {
        cls: u16,
        #[serde(deserialize_with = "crate::codec::bounded")]
        args: Vec<Pat>,
        #[serde(deserialize_with = "crate::codec::bounded")]
        kwargs: Vec<(Rc<str>, Pat)>,
    },
    Or(#[serde(deserialize_with = "crate::codec::bounded")] Vec<Pat>),
    As(
        #[serde(deserialize_with = "crate::codec::bounded")] Box<Pat>,
        u16,
    ),
}

/// A compile-time constant; plain data, turned into heap values when the
/// code is loaded into a VM.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Const {
    None,
    Bool(bool),
    Int(i64),
    BigInt(BigInt),
    Float(f64),
    Str(#[serde(with = "crate::codec::shared_str")] Rc<str>),
    Bytes(Rc<[u8]>),
    Tuple(#[serde(deserialize_with = "crate::codec::bounded")] Vec<Const>),
    Ellipsis,
    Complex(f64, f64),
}

#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Signature {
    /// Positional parameters (positional-only first).
    pub argcount: u32,
    pub posonly: u32,
    pub kwonly: u32,
    pub varargs: bool,
    pub varkw: bool,
    /// Names of all parameters in slot order: positional, kw-only, *args, **kwargs.
    #[serde(with = "crate::codec::shared_strs")]
    pub names: Vec<Rc<str>>,
}

impl Signature {
    /// True if a positional-only call can fill slots directly.
    pub fn is_simple(&self) -> bool {
        self.kwonly == 0 && !self.varargs && !self.varkw
    }
}

#[derive(Debug, Default, Clone, serde::Serialize, serde::Deserialize)]
pub struct Code {
    #[serde(with = "crate::codec::shared_str")]
    pub name: Rc<str>,
    #[serde(with = "crate::codec::shared_str")]
    pub qualname: Rc<str>,
    #[serde(with = "crate::codec::shared_str")]
    pub filename: Rc<str>,
    pub ops: Vec<Op>,
    /// Source line of each instruction.
    pub lines: Vec<u32>,
    /// Source byte range of each instruction (the expression or statement
    /// it belongs to), for the markers under a traceback's lines; (0, 0)
    /// where unknown.
    pub spans: Vec<(u32, u32)>,
    pub consts: Vec<Const>,
    /// Attribute and other names.
    #[serde(with = "crate::codec::shared_strs")]
    pub names: Vec<Rc<str>>,
    /// Slot names (parameters first, then other locals, then cell-only slots).
    #[serde(with = "crate::codec::shared_strs")]
    pub varnames: Vec<Rc<str>>,
    pub nlocals: u32,
    /// Local slots that hold cells created on entry: (slot, is_parameter).
    pub cells: Vec<(u32, bool)>,
    /// Slots receiving the closure's cells on entry, in closure order.
    pub freevars: Vec<u32>,
    /// Names of free variables (for reporting).
    #[serde(with = "crate::codec::shared_strs")]
    pub freenames: Vec<Rc<str>>,
    pub sig: Signature,
    pub is_generator: bool,
    /// `async def`: calling it makes a coroutine (a generator that awaits).
    pub is_coroutine: bool,
    /// `async def` containing `yield`, or an async generator expression.
    pub is_async_generator: bool,
    #[serde(with = "crate::codec::code_refs")]
    pub children: Vec<Rc<Code>>,
    /// Patterns of `match` statements.
    pub patterns: Vec<Pat>,
    /// Constants as heap values, filled in when the code is loaded by a VM.
    pub const_values: Vec<Value>,
    /// First line of the definition.
    pub firstline: u32,
    /// The docstring, if the body starts with a string literal.
    pub doc: Option<Rc<str>>,
    /// Inline caches of attribute accesses, one per entry of `names`
    /// (filled by the VM; see vm/attr_cache.rs). Not in snapshots: rebuilt empty.
    #[serde(skip)]
    pub attr_ic: AttrIcs,
    /// Inline caches of `LoadGlobalName`, one per entry of `names`, made
    /// when the code first loads a global by name (see vm/globals.rs).
    #[serde(skip)]
    pub global_ic: std::cell::OnceCell<Box<[std::cell::Cell<GlobalIc>]>>,
}

/// What a named global load found last time: `value`, while the globals
/// dict is the same one (slot and id) in the same state (version).
#[derive(Clone, Copy, Debug, Default)]
pub struct GlobalIc {
    pub dict: u32,
    pub id: u32,
    pub version: u32,
    pub value: Value,
}

/// The attribute caches of a code object, one set of ways per entry of
/// `names`. Made when the code first accesses an attribute: most code of
/// an imported module never runs, and the caches were most of what loading
/// it allocated.
#[derive(Clone, Debug, Default)]
pub struct AttrIcs {
    len: usize,
    cells: std::cell::OnceCell<Box<[[std::cell::Cell<AttrIc>; ATTR_IC_WAYS]]>>,
}

impl AttrIcs {
    pub fn new(len: usize) -> AttrIcs {
        AttrIcs {
            len,
            cells: std::cell::OnceCell::new(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn get(&self, n: usize) -> Option<&[std::cell::Cell<AttrIc>; ATTR_IC_WAYS]> {
        if n >= self.len {
            return None;
        }
        let cells = self
            .cells
            .get_or_init(|| (0..self.len).map(|_| Default::default()).collect());
        cells.get(n)
    }
}

/// Classes remembered per access site (a site in a base-class method sees
/// every subclass), chosen by the class handle's low bits.
pub const ATTR_IC_WAYS: usize = 4;

/// What an attribute access on instances of one class found last time.
/// Valid only while the VM's lookup epoch is `epoch` (any class change or
/// collection starts a new epoch), so it can never outlive what it saw.
#[derive(Clone, Copy, Debug, Default)]
pub struct AttrIc {
    pub epoch: u64,
    pub class: u32,
    pub kind: AttrKind,
    /// The class attribute (for `Function` and `Data`).
    pub value: Value,
    /// Internal hash of the name, for the instance-dict probe.
    pub hash: u64,
    /// Where the name was last found in a dict probed at this site: tried
    /// first (instances of one class tend to share their dict's layout).
    pub slot: u32,
    /// The name's position among the class's shared instance keys, or
    /// `NO_KEY` if it was not one when the entry was filled (appending a
    /// key starts a new epoch, so then no instance value can hold it).
    pub key: u32,
}

/// `AttrIc::key` of a name that is not a shared key of the class.
pub const NO_KEY: u32 = u32::MAX;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AttrKind {
    /// Anything the general path must handle (descriptors, dunders, ...).
    #[default]
    Slow,
    /// Not on the class: only the instance dict can answer.
    Absent,
    /// A plain function on the class (binds as a method).
    Function,
    /// A non-descriptor class value (int, str, tuple, ...).
    Data,
    /// A builtin type's method (`class` is the type, tagged): builtin
    /// method tables never change, so no epoch applies.
    BuiltinMethod,
    /// A module attribute: only the name's hash is kept (`class` is the
    /// module type, tagged); the module's dict is probed every time.
    ModuleAttr,
}

impl Code {
    pub fn line_at(&self, ip: usize) -> u32 {
        self.lines.get(ip).copied().unwrap_or(self.firstline)
    }

    pub fn span_at(&self, ip: usize) -> Option<(u32, u32)> {
        self.spans.get(ip).copied().filter(|&(s, e)| e > s)
    }
}

impl Code {
    /// Human-readable listing of this code and its children (for `corral check --dis`).
    pub fn disassemble(&self) -> String {
        let mut out = String::new();
        let mut work: Vec<&Code> = vec![self];
        while let Some(c) = work.pop() {
            out.push_str(&format!(
                "== {} (line {}) locals={:?}\n",
                c.qualname, c.firstline, c.varnames
            ));
            for (i, op) in c.ops.iter().enumerate() {
                out.push_str(&format!(
                    "{:5} {:4}  {:?}\n",
                    c.lines.get(i).copied().unwrap_or(0),
                    i,
                    op
                ));
            }
            work.extend(c.children.iter().map(|c| &**c));
        }
        out
    }
}
