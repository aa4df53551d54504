//! `_corral_itertools`: the iterator types of `itertools` in Rust. Each is
//! an `IterState::Tool` on the heap with its own builtin type
//! (`itertools.count`, …), so a `for` loop or `next()` steps it with no
//! frame; `itertools` (modules/py/itertools.py) re-exports them.
//!
//! State is copied out of the heap before any guest code runs (a source
//! iterator, a predicate, `__eq__`) and written back after, so a callback
//! that reaches the same iterator again sees a consistent object and can
//! never make a borrow fail.

use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::compile::code::BinOp;
use crate::error::{Error, Result};
use crate::objects::heap::alloc_size;
use crate::objects::{IterState, Obj, ObjRef, TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_corral_itertools",
    functions: &[
        NativeDef {
            name: "tee",
            f: tee,
        },
        NativeDef {
            name: "chain_from_iterable",
            f: chain_from_iterable,
        },
        NativeDef {
            name: "repeat_length_hint",
            f: repeat_length_hint,
        },
    ],
    init,
};

/// The types the module exports, by their `itertools` names.
const TYPES: &[TypeId] = &[
    TypeId::ItCount,
    TypeId::ItRepeat,
    TypeId::ItCycle,
    TypeId::ItAccumulate,
    TypeId::ItChain,
    TypeId::ItCompress,
    TypeId::ItDropWhile,
    TypeId::ItTakeWhile,
    TypeId::ItFilterFalse,
    TypeId::ItGroupBy,
    TypeId::ItISlice,
    TypeId::ItPairwise,
    TypeId::ItStarMap,
    TypeId::ItZipLongest,
    TypeId::ItProduct,
    TypeId::ItPermutations,
    TypeId::ItCombinations,
    TypeId::ItCwr,
    TypeId::ItGrouper,
    TypeId::ItTee,
    TypeId::ItTeeData,
];

fn init(vm: &mut Vm, m: Value) -> Result<()> {
    for t in TYPES {
        super::set_attr(vm, m, t.name(), Value::Type(*t))?;
    }
    Ok(())
}

/// Items a tee data block holds before it links to the next one.
const TEE_BLOCK: usize = 57;

/// Nesting of native itertools steps (a chain of a chain of …) before
/// a RecursionError: each level is a Rust frame.
const MAX_DEPTH: u32 = 3000;

const V: usize = std::mem::size_of::<Value>();

/// The state of one itertools iterator. `Value::Undef` marks an empty
/// slot (CPython's NULL).
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub enum Tool {
    Count {
        cur: Value,
        step: Value,
    },
    /// `left` < 0: forever.
    Repeat {
        obj: Value,
        left: i64,
    },
    Cycle {
        it: Value,
        saved: Vec<Value>,
        idx: usize,
    },
    Accumulate {
        it: Value,
        func: Value,
        total: Value,
        initial: Value,
    },
    Chain {
        source: Value,
        active: Value,
    },
    Compress {
        data: Value,
        sel: Value,
    },
    DropWhile {
        pred: Value,
        it: Value,
        start: bool,
    },
    TakeWhile {
        pred: Value,
        it: Value,
        stop: bool,
    },
    FilterFalse {
        func: Value,
        it: Value,
    },
    GroupBy {
        it: Value,
        key: Value,
        tgtkey: Value,
        currkey: Value,
        currvalue: Value,
        /// The id of the grouper that may still advance, 0 for none.
        grouper: u64,
        last_id: u64,
    },
    Grouper {
        parent: Value,
        tgtkey: Value,
        id: u64,
    },
    ISlice {
        it: Value,
        next: i64,
        /// -1: no stop.
        stop: i64,
        step: i64,
        cnt: i64,
    },
    Pairwise {
        it: Value,
        old: Value,
    },
    StarMap {
        func: Value,
        it: Value,
    },
    Tee {
        data: Value,
        index: usize,
    },
    /// A block of items a set of tees share; the last block links on.
    TeeData {
        it: Value,
        values: Vec<Value>,
        next: Value,
        running: bool,
    },
    ZipLongest {
        its: Vec<Value>,
        active: usize,
        fill: Value,
    },
    /// `pools` are tuples; `started` once the first result is out.
    Product {
        pools: Vec<Value>,
        indices: Vec<usize>,
        started: bool,
        stopped: bool,
    },
    Permutations {
        pool: Value,
        r: usize,
        indices: Vec<usize>,
        cycles: Vec<usize>,
        started: bool,
        stopped: bool,
    },
    Combinations {
        pool: Value,
        r: usize,
        indices: Vec<usize>,
        started: bool,
        stopped: bool,
        /// With replacement.
        repl: bool,
    },
}

impl Tool {
    pub fn type_id(&self) -> TypeId {
        match self {
            Tool::Count { .. } => TypeId::ItCount,
            Tool::Repeat { .. } => TypeId::ItRepeat,
            Tool::Cycle { .. } => TypeId::ItCycle,
            Tool::Accumulate { .. } => TypeId::ItAccumulate,
            Tool::Chain { .. } => TypeId::ItChain,
            Tool::Compress { .. } => TypeId::ItCompress,
            Tool::DropWhile { .. } => TypeId::ItDropWhile,
            Tool::TakeWhile { .. } => TypeId::ItTakeWhile,
            Tool::FilterFalse { .. } => TypeId::ItFilterFalse,
            Tool::GroupBy { .. } => TypeId::ItGroupBy,
            Tool::Grouper { .. } => TypeId::ItGrouper,
            Tool::ISlice { .. } => TypeId::ItISlice,
            Tool::Pairwise { .. } => TypeId::ItPairwise,
            Tool::StarMap { .. } => TypeId::ItStarMap,
            Tool::Tee { .. } => TypeId::ItTee,
            Tool::TeeData { .. } => TypeId::ItTeeData,
            Tool::ZipLongest { .. } => TypeId::ItZipLongest,
            Tool::Product { .. } => TypeId::ItProduct,
            Tool::Permutations { .. } => TypeId::ItPermutations,
            Tool::Combinations { repl: false, .. } => TypeId::ItCombinations,
            Tool::Combinations { repl: true, .. } => TypeId::ItCwr,
        }
    }

    /// Every value the collector must see.
    pub fn trace(&self, f: &mut impl FnMut(Value)) {
        match self {
            Tool::Count { cur, step } => {
                f(*cur);
                f(*step);
            }
            Tool::Repeat { obj, .. } => f(*obj),
            Tool::Cycle { it, saved, .. } => {
                f(*it);
                saved.iter().for_each(|x| f(*x));
            }
            Tool::Accumulate {
                it,
                func,
                total,
                initial,
            } => [*it, *func, *total, *initial].into_iter().for_each(f),
            Tool::Chain { source, active } => {
                f(*source);
                f(*active);
            }
            Tool::Compress { data, sel } => {
                f(*data);
                f(*sel);
            }
            Tool::DropWhile { pred, it, .. }
            | Tool::TakeWhile { pred, it, .. }
            | Tool::FilterFalse { func: pred, it }
            | Tool::StarMap { func: pred, it } => {
                f(*pred);
                f(*it);
            }
            Tool::GroupBy {
                it,
                key,
                tgtkey,
                currkey,
                currvalue,
                ..
            } => [*it, *key, *tgtkey, *currkey, *currvalue]
                .into_iter()
                .for_each(f),
            Tool::Grouper { parent, tgtkey, .. } => {
                f(*parent);
                f(*tgtkey);
            }
            Tool::ISlice { it, .. } => f(*it),
            Tool::Pairwise { it, old } => {
                f(*it);
                f(*old);
            }
            Tool::Tee { data, .. } => f(*data),
            Tool::TeeData {
                it, values, next, ..
            } => {
                f(*it);
                values.iter().for_each(|x| f(*x));
                f(*next);
            }
            Tool::ZipLongest { its, fill, .. } => {
                its.iter().for_each(|x| f(*x));
                f(*fill);
            }
            Tool::Product { pools, .. } => pools.iter().for_each(|x| f(*x)),
            Tool::Permutations { pool, .. } | Tool::Combinations { pool, .. } => f(*pool),
        }
    }

    /// Bytes of the buffers this state owns (what the heap charges).
    pub fn heap_bytes(&self) -> usize {
        const W: usize = std::mem::size_of::<usize>();
        alloc_size(std::mem::size_of::<Tool>())
            + match self {
                Tool::Cycle { saved, .. } => alloc_size(saved.capacity() * V),
                Tool::TeeData { values, .. } => alloc_size(values.capacity() * V),
                Tool::ZipLongest { its, .. } => alloc_size(its.capacity() * V),
                Tool::Product { pools, indices, .. } => {
                    alloc_size(pools.capacity() * V) + alloc_size(indices.capacity() * W)
                }
                Tool::Permutations {
                    indices, cycles, ..
                } => alloc_size(indices.capacity() * W) + alloc_size(cycles.capacity() * W),
                Tool::Combinations { indices, .. } => alloc_size(indices.capacity() * W),
                _ => 0,
            }
    }
}

fn tool(vm: &Vm, r: ObjRef) -> Option<&Tool> {
    match vm.heap.get(r) {
        Obj::Iter(s) => match &**s {
            IterState::Tool(t) => Some(t),
            _ => None,
        },
        _ => None,
    }
}

fn tool_mut(vm: &mut Vm, r: ObjRef) -> Option<&mut Tool> {
    match vm.heap.get_mut(r) {
        Some(Obj::Iter(s)) => match &mut **s {
            IterState::Tool(t) => Some(t),
            _ => None,
        },
        _ => None,
    }
}

fn new_tool(vm: &mut Vm, t: Tool) -> Result<Value> {
    vm.alloc(Obj::Iter(Box::new(IterState::Tool(Box::new(t)))))
}

/// The repr of `count` and `repeat` (the others use the default), as
/// (name, shown values, extra int).
pub fn repr_parts(t: &Tool) -> Option<(&'static str, Value, Option<Value>)> {
    match t {
        Tool::Count { cur, step } => {
            let one = matches!(step, Value::Int(1) | Value::Bool(true));
            Some(("count", *cur, (!one).then_some(*step)))
        }
        Tool::Repeat { obj, left } => {
            Some(("repeat", *obj, (*left >= 0).then_some(Value::Int(*left))))
        }
        _ => None,
    }
}

// ---- construction ----

/// Calling one of the types.
pub fn construct(vm: &mut Vm, t: TypeId, a: Args) -> Result<Value> {
    let tool = match t {
        TypeId::ItCount => count_new(vm, a)?,
        TypeId::ItRepeat => repeat_new(vm, a)?,
        TypeId::ItCycle => {
            let x = one_positional(a, "cycle")?;
            let it = vm.get_iter(x)?;
            Tool::Cycle {
                it,
                saved: Vec::new(),
                idx: 0,
            }
        }
        TypeId::ItAccumulate => {
            let [it, func] = clinic(a, "accumulate", &["iterable", "func"], 1, &["initial"])?;
            let it = vm.get_iter(it.unwrap_or(Value::None))?;
            let initial = a.kw("initial").unwrap_or(Value::None);
            Tool::Accumulate {
                it,
                func: func.unwrap_or(Value::None),
                total: Value::Undef,
                initial: if initial == Value::None {
                    Value::Undef
                } else {
                    initial
                },
            }
        }
        TypeId::ItChain => {
            a.no_kw("chain")?;
            let args = vm.new_tuple(a.pos.to_vec())?;
            let source = vm.get_iter(args)?;
            Tool::Chain {
                source,
                active: Value::Undef,
            }
        }
        TypeId::ItCompress => {
            let [data, sel] = clinic(a, "compress", &["data", "selectors"], 2, &[])?;
            let data = vm.get_iter(data.unwrap_or(Value::None))?;
            vm.roots.push(data);
            let sel = vm.get_iter(sel.unwrap_or(Value::None));
            vm.roots.pop();
            Tool::Compress { data, sel: sel? }
        }
        TypeId::ItDropWhile | TypeId::ItTakeWhile | TypeId::ItFilterFalse | TypeId::ItStarMap => {
            let name = t.name();
            a.no_kw(name)?;
            a.expect(name, 2, 2)?;
            let (pred, it) = (a.pos[0], vm.get_iter(a.pos[1])?);
            match t {
                TypeId::ItDropWhile => Tool::DropWhile {
                    pred,
                    it,
                    start: false,
                },
                TypeId::ItTakeWhile => Tool::TakeWhile {
                    pred,
                    it,
                    stop: false,
                },
                TypeId::ItFilterFalse => Tool::FilterFalse { func: pred, it },
                _ => Tool::StarMap { func: pred, it },
            }
        }
        TypeId::ItGroupBy => {
            let [it, key] = clinic(a, "groupby", &["iterable", "key"], 1, &[])?;
            let it = vm.get_iter(it.unwrap_or(Value::None))?;
            Tool::GroupBy {
                it,
                key: key.unwrap_or(Value::None),
                tgtkey: Value::Undef,
                currkey: Value::Undef,
                currvalue: Value::Undef,
                grouper: 0,
                last_id: 0,
            }
        }
        TypeId::ItISlice => islice_new(vm, a)?,
        TypeId::ItPairwise => {
            let x = one_positional(a, "pairwise")?;
            let it = vm.get_iter(x)?;
            Tool::Pairwise {
                it,
                old: Value::Undef,
            }
        }
        TypeId::ItZipLongest => {
            let mut fill = Value::None;
            if !a.kw.is_empty() {
                match (a.kw.len(), a.kw("fillvalue")) {
                    (1, Some(v)) => fill = v,
                    _ => {
                        return Err(Error::type_error(
                            "zip_longest() got an unexpected keyword argument",
                        ));
                    }
                }
            }
            let its = iters_of(vm, a.pos)?;
            let active = its.len();
            Tool::ZipLongest { its, active, fill }
        }
        TypeId::ItProduct => product_new(vm, a)?,
        TypeId::ItPermutations => {
            let [it, r] = clinic(a, "permutations", &["iterable", "r"], 1, &[])?;
            let pool = pool_of(vm, it.unwrap_or(Value::None))?;
            let n = tuple_len(vm, pool);
            let r = match r {
                None | Some(Value::None) => n,
                Some(v) => {
                    if !super::common::is_int(vm, v) && !matches!(v, Value::Bool(_)) {
                        return Err(Error::type_error("Expected int as r"));
                    }
                    let r = vm.ssize_arg(v)?;
                    if r < 0 {
                        return Err(Error::value_error("r must be non-negative"));
                    }
                    r as usize
                }
            };
            let stopped = r > n;
            let (indices, cycles) = if stopped {
                (Vec::new(), Vec::new())
            } else {
                ((0..n).collect(), (n - r + 1..=n).rev().collect())
            };
            Tool::Permutations {
                pool,
                r,
                indices,
                cycles,
                started: false,
                stopped,
            }
        }
        TypeId::ItCombinations | TypeId::ItCwr => {
            let repl = t == TypeId::ItCwr;
            let [it, r] = clinic(a, t.name(), &["iterable", "r"], 2, &[])?;
            let pool = pool_of(vm, it.unwrap_or(Value::None))?;
            vm.roots.push(pool);
            let r = vm.ssize_arg(r.unwrap_or(Value::None));
            vm.roots.pop();
            let r = r?;
            if r < 0 {
                return Err(Error::value_error("r must be non-negative"));
            }
            let r = r as usize;
            let n = tuple_len(vm, pool);
            let stopped = if repl { n == 0 && r > 0 } else { r > n };
            let indices = if stopped {
                Vec::new()
            } else if repl {
                vm.heap.check_room(alloc_size(r.saturating_mul(2 * V)))?;
                vec![0; r]
            } else {
                (0..r).collect()
            };
            Tool::Combinations {
                pool,
                r,
                indices,
                started: false,
                stopped,
                repl,
            }
        }
        TypeId::ItGrouper | TypeId::ItTee | TypeId::ItTeeData => {
            return Err(Error::type_error(format!(
                "cannot create '{}' instances",
                t.tp_name()
            )));
        }
        _ => return Err(Error::fault("not an itertools type")),
    };
    new_tool(vm, tool)
}

/// `cycle(iterable, /)`-style: one positional argument, no keywords.
fn one_positional(a: Args, name: &str) -> Result<Value> {
    a.no_kw(name)?;
    a.expect(name, 1, 1)?;
    Ok(a.pos[0])
}

/// Argument Clinic parsing of positional-or-keyword `names` (the first
/// `required` required) plus optional keyword-only `kwonly`.
fn clinic<const N: usize>(
    a: Args,
    name: &str,
    names: &[&str; N],
    required: usize,
    kwonly: &[&str],
) -> Result<[Option<Value>; N]> {
    let total = N + kwonly.len();
    let given = a.pos.len() + a.kw.len();
    if a.pos.len() > N && !kwonly.is_empty() {
        return Err(Error::type_error(format!(
            "{name}() takes at most {N} positional arguments ({} given)",
            a.pos.len()
        )));
    }
    if given > total {
        return Err(Error::type_error(format!(
            "{name}() takes at most {total} {}argument{} ({given} given)",
            if a.pos.is_empty() { "keyword " } else { "" },
            if total == 1 { "" } else { "s" }
        )));
    }
    let mut out = [None; N];
    for (i, v) in a.pos.iter().enumerate() {
        out[i] = Some(*v);
    }
    for (k, v) in a.kw {
        if let Some(i) = names.iter().position(|n| **n == **k) {
            if out[i].is_some() {
                return Err(Error::type_error(format!(
                    "argument for {name}() given by name ('{k}') and position ({})",
                    i + 1
                )));
            }
            out[i] = Some(*v);
        } else if !kwonly.contains(&&**k) {
            return Err(Error::type_error(format!(
                "'{k}' is an invalid keyword argument for {name}()"
            )));
        }
    }
    for (i, n) in names.iter().enumerate().take(required) {
        if out[i].is_none() {
            return Err(Error::type_error(format!(
                "{name}() missing required argument '{n}' (pos {})",
                i + 1
            )));
        }
    }
    Ok(out)
}

/// PyNumber_Check: what `count` accepts.
fn is_number(vm: &Vm, v: Value) -> bool {
    match v {
        Value::Int(_) | Value::Bool(_) | Value::Float(_) => true,
        Value::Obj(r) if matches!(vm.heap.get(r), Obj::BigInt(_) | Obj::Complex(..)) => true,
        _ => {
            vm.is_user(v)
                && (["__index__", "__int__", "__float__", "__complex__"]
                    .iter()
                    .any(|m| vm.user_method(v, m).is_some())
                    || vm.base_value(v).is_some_and(|b| is_number(vm, b)))
        }
    }
}

fn count_new(vm: &mut Vm, a: Args) -> Result<Tool> {
    let [start, step] = clinic(a, "count", &["start", "step"], 0, &[])?;
    if start.is_some_and(|v| !is_number(vm, v)) || step.is_some_and(|v| !is_number(vm, v)) {
        return Err(Error::type_error("a number is required"));
    }
    let step = step.unwrap_or(Value::Int(1));
    let mut cur = start.unwrap_or(Value::Int(0));
    // CPython's fast mode counts in machine ints from an int start when
    // the step is 1: a bool start then yields plain ints.
    if let (Value::Bool(b), Value::Int(1) | Value::Bool(true)) = (cur, step) {
        cur = Value::Int(b as i64);
    }
    Ok(Tool::Count { cur, step })
}

fn repeat_new(vm: &mut Vm, a: Args) -> Result<Tool> {
    let [obj, times] = clinic(a, "repeat", &["object", "times"], 1, &[])?;
    let left = match times {
        None => -1,
        Some(v) => vm.ssize_arg(v)?.max(0),
    };
    Ok(Tool::Repeat {
        obj: obj.unwrap_or(Value::None),
        left,
    })
}

/// PyNumber_AsSsize_t for islice: None if it does not convert.
fn islice_arg(vm: &mut Vm, v: Value) -> Result<Option<i64>> {
    match vm.ssize_arg(v) {
        Ok(i) => Ok(Some(i)),
        Err(e)
            if vm.err_matches(&e, TypeId::TypeError)
                || vm.err_matches(&e, TypeId::OverflowError) =>
        {
            Ok(None)
        }
        Err(e) => Err(e),
    }
}

fn islice_new(vm: &mut Vm, a: Args) -> Result<Tool> {
    a.no_kw("islice")?;
    a.expect("islice", 2, 4)?;
    const STOP: &str =
        "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
    let (mut start, mut step) = (0i64, 1i64);
    let stop;
    let stop_of = |vm: &mut Vm, v: Value| -> Result<i64> {
        if v == Value::None {
            return Ok(-1);
        }
        match islice_arg(vm, v)? {
            Some(i) if i != -1 => Ok(i),
            _ => Err(Error::value_error(STOP)),
        }
    };
    if a.len() == 2 {
        stop = stop_of(vm, a.pos[1])?;
    } else {
        if a.pos[1] != Value::None {
            start = islice_arg(vm, a.pos[1])?.unwrap_or(-1);
        }
        stop = stop_of(vm, a.pos[2])?;
        if let Some(s) = a.get(3)
            && s != Value::None
        {
            step = islice_arg(vm, s)?.unwrap_or(-1);
        }
    }
    if start < 0 || stop < -1 {
        return Err(Error::value_error(
            "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.",
        ));
    }
    if step < 1 {
        return Err(Error::value_error(
            "Step for islice() must be a positive integer or None.",
        ));
    }
    let it = vm.get_iter(a.pos[0])?;
    Ok(Tool::ISlice {
        it,
        next: start,
        stop,
        step,
        cnt: 0,
    })
}

fn iters_of(vm: &mut Vm, xs: &[Value]) -> Result<Vec<Value>> {
    vm.heap.check_room(alloc_size(xs.len() * V))?;
    let base = vm.roots.len();
    let mut its = Vec::with_capacity(xs.len());
    let r: Result<()> = (|| {
        for x in xs {
            let it = vm.get_iter(*x)?;
            vm.roots.push(it);
            its.push(it);
        }
        Ok(())
    })();
    vm.roots.truncate(base);
    r.map(|_| its)
}

/// `tuple(iterable)`: a tuple itself is shared.
fn pool_of(vm: &mut Vm, v: Value) -> Result<Value> {
    if let Value::Obj(r) = v
        && matches!(vm.heap.get(r), Obj::Tuple(_))
    {
        return Ok(v);
    }
    let items = vm.collect_iter(v)?;
    vm.new_tuple(items)
}

fn tuple_len(vm: &Vm, t: Value) -> usize {
    match t {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Tuple(t) => t.len(),
            _ => 0,
        },
        _ => 0,
    }
}

fn tuple_item(vm: &Vm, t: Value, i: usize) -> Value {
    match t {
        Value::Obj(r) => match vm.heap.get(r) {
            Obj::Tuple(t) => t.get(i).copied().unwrap_or(Value::None),
            _ => Value::None,
        },
        _ => Value::None,
    }
}

fn product_new(vm: &mut Vm, a: Args) -> Result<Tool> {
    let mut repeat = 1i64;
    if !a.kw.is_empty() {
        if a.kw.len() > 1 {
            return Err(Error::type_error(format!(
                "product() takes at most 1 keyword argument ({} given)",
                a.kw.len()
            )));
        }
        let (k, v) = &a.kw[0];
        if &**k != "repeat" {
            return Err(Error::type_error(format!(
                "'{k}' is an invalid keyword argument for product()"
            )));
        }
        repeat = vm.ssize_arg(*v)?;
        if repeat < 0 {
            return Err(Error::value_error("repeat argument cannot be negative"));
        }
    }
    let nargs = if repeat == 0 { 0 } else { a.pos.len() };
    let npools = nargs
        .checked_mul(repeat as usize)
        .filter(|n| *n <= isize::MAX as usize / 8)
        .ok_or_else(|| Error::overflow("repeat argument too large"))?;
    // The pools and indices are as long as the guest asks: they must fit.
    vm.heap
        .check_room(alloc_size(npools * V) + alloc_size(npools * 8))?;
    let base = vm.roots.len();
    let mut pools = Vec::with_capacity(npools);
    let r: Result<()> = (|| {
        for x in &a.pos[..nargs] {
            let p = pool_of(vm, *x)?;
            vm.roots.push(p);
            pools.push(p);
        }
        Ok(())
    })();
    vm.roots.truncate(base);
    r?;
    for i in nargs..npools {
        pools.push(pools[i - nargs]);
    }
    Ok(Tool::Product {
        pools,
        indices: vec![0; npools],
        started: false,
        stopped: false,
    })
}

/// `chain.from_iterable(iterable)`.
fn chain_from_iterable(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("chain.from_iterable")?;
    if a.len() != 1 {
        return Err(Error::type_error(format!(
            "chain.from_iterable() takes exactly one argument ({} given)",
            a.len()
        )));
    }
    let source = vm.get_iter(a.pos[0])?;
    new_tool(
        vm,
        Tool::Chain {
            source,
            active: Value::Undef,
        },
    )
}

/// `repeat.__length_hint__(self)`: what is left; an endless repeat has
/// no length.
fn repeat_length_hint(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("__length_hint__")?;
    let left = match a.pos {
        [Value::Obj(r)] => match tool(vm, *r) {
            Some(Tool::Repeat { left, .. }) => Some(*left),
            _ => None,
        },
        _ => None,
    };
    match left {
        Some(l) if l < 0 => Err(Error::type_error("len() of unsized object")),
        Some(l) => Ok(Value::Int(l)),
        None => Err(Error::type_error(
            "descriptor '__length_hint__' for 'itertools.repeat' objects doesn't apply to this object",
        )),
    }
}

/// `tee(iterable, n=2, /)`.
fn tee(vm: &mut Vm, a: Args) -> Result<Value> {
    a.no_kw("itertools.tee")?;
    a.expect("tee", 1, 2)?;
    let n = match a.get(1) {
        Some(v) => vm.ssize_arg(v)?,
        None => 2,
    };
    if n < 0 {
        return Err(Error::value_error("n must be >= 0"));
    }
    if n == 0 {
        return vm.new_tuple(Vec::new());
    }
    let it = vm.get_iter(a.pos[0])?;
    let base = vm.roots.len();
    vm.roots.push(it);
    let r = tee_make(vm, it, n as usize);
    vm.roots.truncate(base);
    r
}

fn tee_make(vm: &mut Vm, it: Value, n: usize) -> Result<Value> {
    // A tee of a tee shares its buffer, as CPython's `__copy__` does.
    let (data, index) = match it {
        Value::Obj(r) => match tool(vm, r) {
            Some(Tool::Tee { data, index }) => (*data, *index),
            _ => (new_tee_data(vm, it)?, 0),
        },
        _ => (new_tee_data(vm, it)?, 0),
    };
    vm.roots.push(data);
    let mut out: Vec<Value> = Vec::new();
    let first = match it {
        Value::Obj(r) if matches!(tool(vm, r), Some(Tool::Tee { .. })) => Some(it),
        _ => None,
    };
    for i in 0..n {
        let t = match first {
            Some(t) if i == 0 => t,
            _ => new_tool(vm, Tool::Tee { data, index })?,
        };
        vm.heap.push_checked(&mut out, t)?;
        vm.roots.push(t);
        if i % 1024 == 1023 {
            vm.charge_steps(1024)?;
        }
    }
    vm.new_tuple(out)
}

fn new_tee_data(vm: &mut Vm, it: Value) -> Result<Value> {
    new_tool(
        vm,
        Tool::TeeData {
            it,
            values: Vec::with_capacity(TEE_BLOCK),
            next: Value::Undef,
            running: false,
        },
    )
}

// ---- iteration ----

/// The next item of itertools iterator `r`, None when it is exhausted.
pub fn next(vm: &mut Vm, r: ObjRef) -> Result<Option<Value>> {
    if vm.native_depth >= MAX_DEPTH {
        return Err(Error::new(
            TypeId::RecursionError,
            "maximum recursion depth exceeded",
        ));
    }
    vm.enter_native();
    let out = step(vm, r);
    vm.leave_native();
    out
}

fn not_true(vm: &mut Vm, func: Value, x: Value) -> Result<bool> {
    let v = if func == Value::None || func == Value::Type(TypeId::Bool) {
        x
    } else {
        vm.call(func, &[x])?
    };
    Ok(!vm.truthy(v)?)
}

fn step(vm: &mut Vm, r: ObjRef) -> Result<Option<Value>> {
    let Some(t) = tool(vm, r) else {
        return Ok(None);
    };
    match t {
        Tool::Count { cur, step } => {
            let (c, s) = (*cur, *step);
            let n = match (c, s) {
                (Value::Int(x), Value::Int(y)) => x.checked_add(y).map(Value::Int),
                _ => None,
            };
            let n = match n {
                Some(n) => n,
                None => vm.binary_op(BinOp::Add, c, s)?,
            };
            if let Some(Tool::Count { cur, .. }) = tool_mut(vm, r) {
                *cur = n;
            }
            Ok(Some(c))
        }
        Tool::Repeat { obj, left } => {
            let obj = *obj;
            if *left == 0 {
                return Ok(None);
            }
            if *left > 0
                && let Some(Tool::Repeat { left, .. }) = tool_mut(vm, r)
            {
                *left -= 1;
            }
            Ok(Some(obj))
        }
        Tool::Cycle { it, saved, idx } => {
            let (it, idx, len) = (*it, *idx, saved.len());
            if it != Value::Undef {
                if let Some(v) = vm.next_fast(it)? {
                    cycle_save(vm, r, v)?;
                    return Ok(Some(v));
                }
                if let Some(Tool::Cycle { it, .. }) = tool_mut(vm, r) {
                    *it = Value::Undef;
                }
            }
            let Some(Tool::Cycle { saved, idx: i, .. }) = tool_mut(vm, r) else {
                return Ok(None);
            };
            let len = len.max(saved.len());
            let Some(v) = saved.get(idx).copied() else {
                return Ok(None);
            };
            *i = if idx + 1 >= len { 0 } else { idx + 1 };
            Ok(Some(v))
        }
        Tool::Accumulate {
            it,
            func,
            total,
            initial,
        } => {
            let (it, func, total, initial) = (*it, *func, *total, *initial);
            if initial != Value::Undef {
                if let Some(Tool::Accumulate {
                    total, initial: i, ..
                }) = tool_mut(vm, r)
                {
                    *total = initial;
                    *i = Value::Undef;
                }
                return Ok(Some(initial));
            }
            let Some(v) = vm.next_fast(it)? else {
                return Ok(None);
            };
            let new = if total == Value::Undef {
                v
            } else if func == Value::None {
                vm.binary_op(BinOp::Add, total, v)?
            } else {
                vm.call(func, &[total, v])?
            };
            if let Some(Tool::Accumulate { total, .. }) = tool_mut(vm, r) {
                *total = new;
            }
            Ok(Some(new))
        }
        Tool::Chain { .. } => chain_next(vm, r),
        Tool::Compress { data, sel } => {
            let (data, sel) = (*data, *sel);
            loop {
                let Some(d) = vm.next_fast(data)? else {
                    return Ok(None);
                };
                let Some(s) = vm.next_fast(sel)? else {
                    return Ok(None);
                };
                if vm.truthy(s)? {
                    return Ok(Some(d));
                }
                vm.charge_steps(1)?;
            }
        }
        Tool::DropWhile { pred, it, start } => {
            let (pred, it, start) = (*pred, *it, *start);
            loop {
                let Some(v) = vm.next_fast(it)? else {
                    return Ok(None);
                };
                if start {
                    return Ok(Some(v));
                }
                let good = vm.call(pred, &[v])?;
                if !vm.truthy(good)? {
                    if let Some(Tool::DropWhile { start, .. }) = tool_mut(vm, r) {
                        *start = true;
                    }
                    return Ok(Some(v));
                }
                vm.charge_steps(1)?;
            }
        }
        Tool::TakeWhile { pred, it, stop } => {
            let (pred, it) = (*pred, *it);
            if *stop {
                return Ok(None);
            }
            let Some(v) = vm.next_fast(it)? else {
                return Ok(None);
            };
            let good = vm.call(pred, &[v])?;
            if vm.truthy(good)? {
                return Ok(Some(v));
            }
            if let Some(Tool::TakeWhile { stop, .. }) = tool_mut(vm, r) {
                *stop = true;
            }
            Ok(None)
        }
        Tool::FilterFalse { func, it } => {
            let (func, it) = (*func, *it);
            loop {
                let Some(v) = vm.next_fast(it)? else {
                    return Ok(None);
                };
                if not_true(vm, func, v)? {
                    return Ok(Some(v));
                }
                vm.charge_steps(1)?;
            }
        }
        Tool::StarMap { func, it } => {
            let (func, it) = (*func, *it);
            let Some(args) = vm.next_fast(it)? else {
                return Ok(None);
            };
            let args = match args {
                Value::Obj(a) if matches!(vm.heap.get(a), Obj::Tuple(_)) => match vm.heap.get(a) {
                    Obj::Tuple(t) => t.to_vec(),
                    _ => Vec::new(),
                },
                _ => vm.collect_iter(args)?,
            };
            vm.call(func, &args).map(Some)
        }
        Tool::GroupBy { .. } => groupby_next(vm, r),
        Tool::Grouper { .. } => grouper_next(vm, r),
        Tool::ISlice { .. } => islice_next(vm, r),
        Tool::Pairwise { it, old } => {
            let (it, mut old) = (*it, *old);
            if it == Value::Undef {
                return Ok(None);
            }
            if old == Value::Undef {
                let first = vm.next_fast(it);
                let Ok(Some(v)) = first else {
                    pairwise_clear(vm, r);
                    return first;
                };
                old = v;
                if let Some(Tool::Pairwise { old, .. }) = tool_mut(vm, r) {
                    *old = v;
                }
            }
            let new = vm.next_fast(it);
            let Ok(Some(new)) = new else {
                pairwise_clear(vm, r);
                return new;
            };
            if let Some(Tool::Pairwise { old, .. }) = tool_mut(vm, r) {
                *old = new;
            }
            vm.new_tuple_of(&[old, new]).map(Some)
        }
        Tool::Tee { data, index } => {
            let (mut data, mut index) = (*data, *index);
            if index >= TEE_BLOCK {
                data = tee_jump(vm, data)?;
                index = 0;
                if let Some(Tool::Tee { data: d, index: i }) = tool_mut(vm, r) {
                    *d = data;
                    *i = 0;
                }
            }
            let v = tee_get(vm, data, index)?;
            if v.is_some()
                && let Some(Tool::Tee { index: i, .. }) = tool_mut(vm, r)
            {
                *i = index + 1;
            }
            Ok(v)
        }
        // Never handed out: nothing iterates it.
        Tool::TeeData { .. } => Ok(None),
        Tool::ZipLongest { its, active, fill } => {
            let (fill, active) = (*fill, *active);
            if its.is_empty() || active == 0 {
                return Ok(None);
            }
            let its = its.clone();
            let mut items = Vec::with_capacity(its.len());
            for (i, it) in its.iter().enumerate() {
                if *it == Value::Undef {
                    items.push(fill);
                    continue;
                }
                let got = vm.next_fast(*it);
                match got {
                    Ok(Some(v)) => items.push(v),
                    Ok(None) | Err(_) => {
                        let Some(Tool::ZipLongest { its, active, .. }) = tool_mut(vm, r) else {
                            return Ok(None);
                        };
                        *active = active.saturating_sub(1);
                        if *active == 0 || got.is_err() {
                            *active = 0;
                            return got;
                        }
                        if let Some(s) = its.get_mut(i) {
                            *s = Value::Undef;
                        }
                        items.push(fill);
                    }
                }
            }
            vm.new_tuple(items).map(Some)
        }
        Tool::Product { .. } => product_next(vm, r),
        Tool::Permutations { .. } => permutations_next(vm, r),
        Tool::Combinations { .. } => combinations_next(vm, r),
    }
}

fn pairwise_clear(vm: &mut Vm, r: ObjRef) {
    if let Some(Tool::Pairwise { it, old }) = tool_mut(vm, r) {
        *it = Value::Undef;
        *old = Value::Undef;
    }
}

/// Append to cycle's saved items, charging their growth first.
fn cycle_save(vm: &mut Vm, r: ObjRef, v: Value) -> Result<()> {
    let Some(Tool::Cycle { saved, .. }) = tool(vm, r) else {
        return Ok(());
    };
    let growth = if saved.len() < saved.capacity() {
        0
    } else {
        alloc_size(saved.capacity().max(4) * 2 * V)
    };
    vm.heap.grow(r, growth, |o| {
        if let Obj::Iter(s) = o
            && let IterState::Tool(t) = &mut **s
            && let Tool::Cycle { saved, .. } = &mut **t
        {
            if saved.len() == saved.capacity() {
                saved.reserve_exact(saved.capacity().max(4));
            }
            saved.push(v);
        }
    })
}

fn chain_next(vm: &mut Vm, r: ObjRef) -> Result<Option<Value>> {
    loop {
        let Some(Tool::Chain { source, active }) = tool(vm, r) else {
            return Ok(None);
        };
        let (source, mut active) = (*source, *active);
        if active == Value::Undef {
            if source == Value::Undef {
                return Ok(None);
            }
            let got = vm.next_fast(source).and_then(|x| match x {
                Some(x) => vm.get_iter(x).map(Some),
                None => Ok(None),
            });
            match got {
                Ok(Some(it)) => {
                    active = it;
                    if let Some(Tool::Chain { active: a, .. }) = tool_mut(vm, r) {
                        *a = it;
                    }
                }
                other => {
                    if let Some(Tool::Chain { source, .. }) = tool_mut(vm, r) {
                        *source = Value::Undef;
                    }
                    return other;
                }
            }
        }
        if let Some(v) = vm.next_fast(active)? {
            return Ok(Some(v));
        }
        if let Some(Tool::Chain { active: a, .. }) = tool_mut(vm, r)
            && *a == active
        {
            *a = Value::Undef;
        }
        vm.charge_steps(1)?;
    }
}

/// PyObject_RichCompareBool: the same object is equal without `__eq__`.
fn rich_eq(vm: &mut Vm, a: Value, b: Value) -> Result<bool> {
    if let (Value::Obj(x), Value::Obj(y)) = (a, b)
        && x == y
    {
        return Ok(true);
    }
    vm.eq(a, b)
}

/// groupby_step: read the next value and its key. False when the source
/// is exhausted.
fn groupby_step(vm: &mut Vm, g: ObjRef) -> Result<bool> {
    let Some(Tool::GroupBy { it, key, .. }) = tool(vm, g) else {
        return Ok(false);
    };
    let (it, key) = (*it, *key);
    let Some(v) = vm.next_fast(it)? else {
        return Ok(false);
    };
    let k = if key == Value::None {
        v
    } else {
        vm.call(key, &[v])?
    };
    if let Some(Tool::GroupBy {
        currkey, currvalue, ..
    }) = tool_mut(vm, g)
    {
        *currvalue = v;
        *currkey = k;
    }
    Ok(true)
}

fn groupby_next(vm: &mut Vm, r: ObjRef) -> Result<Option<Value>> {
    if let Some(Tool::GroupBy { grouper, .. }) = tool_mut(vm, r) {
        *grouper = 0;
    }
    loop {
        let Some(Tool::GroupBy {
            tgtkey, currkey, ..
        }) = tool(vm, r)
        else {
            return Ok(None);
        };
        let (tgt, cur) = (*tgtkey, *currkey);
        if cur != Value::Undef && (tgt == Value::Undef || !rich_eq(vm, tgt, cur)?) {
            break;
        }
        if !groupby_step(vm, r)? {
            return Ok(None);
        }
        vm.charge_steps(1)?;
    }
    let Some(Tool::GroupBy {
        tgtkey,
        currkey,
        grouper,
        last_id,
        ..
    }) = tool_mut(vm, r)
    else {
        return Ok(None);
    };
    let key = *currkey;
    *tgtkey = key;
    *last_id += 1;
    let id = *last_id;
    *grouper = id;
    let g = new_tool(
        vm,
        Tool::Grouper {
            parent: Value::Obj(r),
            tgtkey: key,
            id,
        },
    )?;
    vm.new_tuple_of(&[key, g]).map(Some)
}

fn grouper_next(vm: &mut Vm, r: ObjRef) -> Result<Option<Value>> {
    let Some(Tool::Grouper { parent, tgtkey, id }) = tool(vm, r) else {
        return Ok(None);
    };
    let (tgtkey, id) = (*tgtkey, *id);
    let Value::Obj(p) = *parent else {
        return Ok(None);
    };
    let Some(Tool::GroupBy {
        grouper, currvalue, ..
    }) = tool(vm, p)
    else {
        return Ok(None);
    };
    if *grouper != id {
        return Ok(None);
    }
    if *currvalue == Value::Undef && !groupby_step(vm, p)? {
        return Ok(None);
    }
    let Some(Tool::GroupBy { currkey, .. }) = tool(vm, p) else {
        return Ok(None);
    };
    let cur = *currkey;
    if !rich_eq(vm, tgtkey, cur)? {
        return Ok(None);
    }
    let Some(Tool::GroupBy {
        currkey, currvalue, ..
    }) = tool_mut(vm, p)
    else {
        return Ok(None);
    };
    let v = *currvalue;
    *currvalue = Value::Undef;
    *currkey = Value::Undef;
    // A key function that re-entered the groupby may have emptied it.
    Ok((v != Value::Undef).then_some(v))
}

fn islice_next(vm: &mut Vm, r: ObjRef) -> Result<Option<Value>> {
    let Some(Tool::ISlice {
        it,
        next,
        stop,
        step,
        cnt,
    }) = tool(vm, r)
    else {
        return Ok(None);
    };
    let (it, next, stop, step, mut cnt) = (*it, *next, *stop, *step, *cnt);
    if it == Value::Undef {
        return Ok(None);
    }
    let empty = |vm: &mut Vm, cnt: i64| {
        if let Some(Tool::ISlice { it, cnt: c, .. }) = tool_mut(vm, r) {
            *it = Value::Undef;
            *c = cnt;
        }
    };
    while cnt < next {
        match vm.next_fast(it) {
            Ok(Some(_)) => {}
            other => {
                empty(vm, cnt);
                return other;
            }
        }
        cnt += 1;
        if cnt % 64 == 0
            && let Err(e) = vm.charge_steps(64)
        {
            if let Some(Tool::ISlice { cnt: c, .. }) = tool_mut(vm, r) {
                *c = cnt;
            }
            return Err(e);
        }
    }
    if stop != -1 && cnt >= stop {
        empty(vm, cnt);
        return Ok(None);
    }
    let item = match vm.next_fast(it) {
        Ok(Some(v)) => v,
        other => {
            empty(vm, cnt);
            return other;
        }
    };
    cnt += 1;
    let mut nx = next.checked_add(step).unwrap_or(stop);
    if stop != -1 && nx > stop {
        nx = stop;
    }
    if let Some(Tool::ISlice {
        cnt: c, next: n, ..
    }) = tool_mut(vm, r)
    {
        *c = cnt;
        *n = nx;
    }
    Ok(Some(item))
}

/// The tee data block after `data`, made when the lead tee reaches it.
fn tee_jump(vm: &mut Vm, data: Value) -> Result<Value> {
    let Value::Obj(d) = data else {
        return Ok(data);
    };
    let Some(Tool::TeeData { it, next, .. }) = tool(vm, d) else {
        return Ok(data);
    };
    if *next != Value::Undef {
        return Ok(*next);
    }
    let it = *it;
    let nd = new_tee_data(vm, it)?;
    if let Some(Tool::TeeData { next, .. }) = tool_mut(vm, d) {
        *next = nd;
    }
    Ok(nd)
}

fn tee_get(vm: &mut Vm, data: Value, i: usize) -> Result<Option<Value>> {
    let Value::Obj(d) = data else {
        return Ok(None);
    };
    let Some(Tool::TeeData {
        it,
        values,
        running,
        ..
    }) = tool(vm, d)
    else {
        return Ok(None);
    };
    if let Some(v) = values.get(i) {
        return Ok(Some(*v));
    }
    if *running {
        return Err(Error::new(
            TypeId::RuntimeError,
            "cannot re-enter the tee iterator",
        ));
    }
    let it = *it;
    let set_running = |vm: &mut Vm, on: bool| {
        if let Some(Tool::TeeData { running, .. }) = tool_mut(vm, d) {
            *running = on;
        }
    };
    set_running(vm, true);
    let got = vm.next_fast(it);
    set_running(vm, false);
    let Some(v) = got? else {
        return Ok(None);
    };
    if let Some(Tool::TeeData { values, .. }) = tool_mut(vm, d)
        && values.len() < TEE_BLOCK
    {
        // The block's capacity was charged when it was made.
        values.push(v);
    }
    Ok(Some(v))
}

/// A result tuple of `n` items: the buffer must fit before it is built.
fn result_buf(vm: &mut Vm, n: usize) -> Result<Vec<Value>> {
    if n > 1024 {
        vm.heap.check_room(alloc_size(n * V))?;
        vm.charge_steps(n as u64 / 64)?;
    }
    Ok(Vec::with_capacity(n))
}

/// Items `indices` of tuple `pool`.
fn pick(vm: &mut Vm, pool: Value, indices: &[usize]) -> Result<Vec<Value>> {
    let mut out = result_buf(vm, indices.len())?;
    if let Value::Obj(p) = pool
        && let Obj::Tuple(t) = vm.heap.get(p)
    {
        out.extend(
            indices
                .iter()
                .map(|&i| t.get(i).copied().unwrap_or(Value::None)),
        );
    }
    Ok(out)
}

fn product_next(vm: &mut Vm, r: ObjRef) -> Result<Option<Value>> {
    let Some(Tool::Product {
        pools,
        indices,
        started,
        stopped,
    }) = tool_mut(vm, r)
    else {
        return Ok(None);
    };
    if *stopped {
        return Ok(None);
    }
    let started = std::mem::replace(started, true);
    // Moved out while the pools are read; put back before anything runs.
    let (pools, mut indices) = (std::mem::take(pools), std::mem::take(indices));
    let n = pools.len();
    let lens: Vec<usize> = pools.iter().map(|p| tuple_len(vm, *p)).collect();
    let mut stop = true;
    if !started {
        stop = lens.contains(&0);
    } else {
        let mut i = n;
        while i > 0 {
            i -= 1;
            indices[i] += 1;
            if indices[i] < lens[i] {
                stop = false;
                break;
            }
            indices[i] = 0;
        }
    }
    let out = if stop {
        Ok(Vec::new())
    } else {
        result_buf(vm, n).map(|mut out| {
            out.extend(
                pools
                    .iter()
                    .zip(&indices)
                    .map(|(p, &i)| tuple_item(vm, *p, i)),
            );
            out
        })
    };
    if let Some(Tool::Product {
        pools: p,
        indices: ix,
        stopped,
        ..
    }) = tool_mut(vm, r)
    {
        *p = pools;
        *ix = indices;
        *stopped = stop;
    }
    if stop {
        return Ok(None);
    }
    vm.new_tuple(out?).map(Some)
}

fn permutations_next(vm: &mut Vm, r: ObjRef) -> Result<Option<Value>> {
    let Some(Tool::Permutations {
        pool,
        r: rr,
        indices,
        cycles,
        started,
        stopped,
    }) = tool_mut(vm, r)
    else {
        return Ok(None);
    };
    if *stopped {
        return Ok(None);
    }
    let (pool, k) = (*pool, *rr);
    let was_started = std::mem::replace(started, true);
    let n = indices.len();
    let mut found = !was_started;
    if was_started && n > 0 {
        let mut i = k;
        while i > 0 {
            i -= 1;
            cycles[i] -= 1;
            if cycles[i] == 0 {
                indices[i..].rotate_left(1);
                cycles[i] = n - i;
            } else {
                let j = cycles[i];
                indices.swap(i, n - j);
                found = true;
                break;
            }
        }
    }
    if !found {
        *stopped = true;
        return Ok(None);
    }
    let idx = indices[..k].to_vec();
    let out = pick(vm, pool, &idx)?;
    vm.new_tuple(out).map(Some)
}

fn combinations_next(vm: &mut Vm, r: ObjRef) -> Result<Option<Value>> {
    let Some(Tool::Combinations {
        pool,
        r: rr,
        started,
        stopped,
        repl,
        ..
    }) = tool_mut(vm, r)
    else {
        return Ok(None);
    };
    if *stopped {
        return Ok(None);
    }
    let (pool, k, repl) = (*pool, *rr, *repl);
    let was_started = std::mem::replace(started, true);
    if was_started {
        let n = match vm.heap.get(pool.as_obj().unwrap_or(r)) {
            Obj::Tuple(t) => t.len(),
            _ => 0,
        };
        let Some(Tool::Combinations {
            indices, stopped, ..
        }) = tool_mut(vm, r)
        else {
            return Ok(None);
        };
        // The rightmost index not yet at its maximum.
        let at_max = |i: usize, x: usize| if repl { x == n - 1 } else { x == i + n - k };
        let Some(i) = (0..k).rev().find(|&i| !at_max(i, indices[i])) else {
            *stopped = true;
            return Ok(None);
        };
        let first = indices[i] + 1;
        for (j, x) in indices[i..].iter_mut().enumerate() {
            *x = if repl { first } else { first + j };
        }
    }
    let idx = match tool(vm, r) {
        Some(Tool::Combinations { indices, .. }) => indices.clone(),
        _ => return Ok(None),
    };
    if idx.len() > 1024 {
        vm.heap.check_room(alloc_size(idx.len() * 8))?;
    }
    let out = pick(vm, pool, &idx)?;
    vm.new_tuple(out).map(Some)
}
