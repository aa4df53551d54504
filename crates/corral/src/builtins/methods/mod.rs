//! Methods of builtin types. `MethodId` is unboxed in `Value`, so
//! `lst.append(x)` looks the method up by (type, name) and calls it without
//! allocating a bound method.

pub(crate) mod bytes;
mod deque;
pub mod descr;
pub mod dict;
pub mod list;
mod num;
mod set;
mod slots;
pub(crate) mod str;

use std::collections::HashMap;
use std::sync::OnceLock;

use super::Args;
use crate::error::Result;
use crate::objects::{Obj, TypeId, Value};
use crate::vm::Vm;

macro_rules! methods {
    ($( $variant:ident = ($ty:ident, $name:literal) ),* $(,)?) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[repr(u16)]
        pub enum MethodId { $( $variant ),* }

        impl MethodId {
            pub const ALL: &'static [MethodId] = &[ $( MethodId::$variant ),* ];

            pub fn name(self) -> &'static str {
                match self { $( MethodId::$variant => $name ),* }
            }

            pub fn owner(self) -> TypeId {
                match self { $( MethodId::$variant => TypeId::$ty ),* }
            }
        }
    };
}

methods! {
    // list
    ListAppend = (List, "append"),
    ListExtend = (List, "extend"),
    ListInsert = (List, "insert"),
    ListPop = (List, "pop"),
    ListRemove = (List, "remove"),
    ListIndex = (List, "index"),
    ListCount = (List, "count"),
    ListClear = (List, "clear"),
    ListCopy = (List, "copy"),
    ListReverse = (List, "reverse"),
    ListSort = (List, "sort"),
    ListInit = (List, "__init__"),
    DictInit = (Dict, "__init__"),
    SetInit = (Set, "__init__"),
    // tuple
    TupleIndex = (Tuple, "index"),
    TupleCount = (Tuple, "count"),
    // dict
    DictKeys = (Dict, "keys"),
    DictValues = (Dict, "values"),
    DictItems = (Dict, "items"),
    DictGet = (Dict, "get"),
    DictSetdefault = (Dict, "setdefault"),
    DictPop = (Dict, "pop"),
    DictPopitem = (Dict, "popitem"),
    DictUpdate = (Dict, "update"),
    DictClear = (Dict, "clear"),
    DictCopy = (Dict, "copy"),
    DictFromkeys = (Dict, "fromkeys"),
    // set
    SetAdd = (Set, "add"),
    SetRemove = (Set, "remove"),
    SetDiscard = (Set, "discard"),
    SetPop = (Set, "pop"),
    SetClear = (Set, "clear"),
    SetCopy = (Set, "copy"),
    SetUpdate = (Set, "update"),
    SetUnion = (Set, "union"),
    SetIntersection = (Set, "intersection"),
    SetDifference = (Set, "difference"),
    SetSymmetricDifference = (Set, "symmetric_difference"),
    SetIntersectionUpdate = (Set, "intersection_update"),
    SetDifferenceUpdate = (Set, "difference_update"),
    SetSymmetricDifferenceUpdate = (Set, "symmetric_difference_update"),
    SetIssubset = (Set, "issubset"),
    SetIssuperset = (Set, "issuperset"),
    SetIsdisjoint = (Set, "isdisjoint"),
    FrozenCopy = (FrozenSet, "copy"),
    FrozenUnion = (FrozenSet, "union"),
    FrozenIntersection = (FrozenSet, "intersection"),
    FrozenDifference = (FrozenSet, "difference"),
    FrozenSymmetricDifference = (FrozenSet, "symmetric_difference"),
    FrozenIssubset = (FrozenSet, "issubset"),
    FrozenIssuperset = (FrozenSet, "issuperset"),
    FrozenIsdisjoint = (FrozenSet, "isdisjoint"),
    // str
    StrUpper = (Str, "upper"),
    StrLower = (Str, "lower"),
    StrCasefold = (Str, "casefold"),
    StrCapitalize = (Str, "capitalize"),
    StrTitle = (Str, "title"),
    StrSwapcase = (Str, "swapcase"),
    StrStrip = (Str, "strip"),
    StrLstrip = (Str, "lstrip"),
    StrRstrip = (Str, "rstrip"),
    StrSplit = (Str, "split"),
    StrRsplit = (Str, "rsplit"),
    StrSplitlines = (Str, "splitlines"),
    StrJoin = (Str, "join"),
    StrReplace = (Str, "replace"),
    StrFind = (Str, "find"),
    StrRfind = (Str, "rfind"),
    StrIndex = (Str, "index"),
    StrRindex = (Str, "rindex"),
    StrCount = (Str, "count"),
    StrStartswith = (Str, "startswith"),
    StrEndswith = (Str, "endswith"),
    StrPartition = (Str, "partition"),
    StrRpartition = (Str, "rpartition"),
    StrCenter = (Str, "center"),
    StrLjust = (Str, "ljust"),
    StrRjust = (Str, "rjust"),
    StrZfill = (Str, "zfill"),
    StrExpandtabs = (Str, "expandtabs"),
    StrFormat = (Str, "format"),
    StrFormatMap = (Str, "format_map"),
    StrEncode = (Str, "encode"),
    StrIsdigit = (Str, "isdigit"),
    StrIsdecimal = (Str, "isdecimal"),
    StrIsnumeric = (Str, "isnumeric"),
    StrIsalpha = (Str, "isalpha"),
    StrIsalnum = (Str, "isalnum"),
    StrIsspace = (Str, "isspace"),
    StrIslower = (Str, "islower"),
    StrIsupper = (Str, "isupper"),
    StrIstitle = (Str, "istitle"),
    StrIsidentifier = (Str, "isidentifier"),
    StrIsprintable = (Str, "isprintable"),
    StrIsascii = (Str, "isascii"),
    StrRemoveprefix = (Str, "removeprefix"),
    StrRemovesuffix = (Str, "removesuffix"),
    StrMaketrans = (Str, "maketrans"),
    StrTranslate = (Str, "translate"),
    // bytes
    BytesCapitalize = (Bytes, "capitalize"),
    BytesCenter = (Bytes, "center"),
    BytesCount = (Bytes, "count"),
    BytesDecode = (Bytes, "decode"),
    BytesEndswith = (Bytes, "endswith"),
    BytesExpandtabs = (Bytes, "expandtabs"),
    BytesFind = (Bytes, "find"),
    BytesFromhex = (Bytes, "fromhex"),
    BytesHex = (Bytes, "hex"),
    BytesIndex = (Bytes, "index"),
    BytesIsalnum = (Bytes, "isalnum"),
    BytesIsalpha = (Bytes, "isalpha"),
    BytesIsascii = (Bytes, "isascii"),
    BytesIsdigit = (Bytes, "isdigit"),
    BytesIslower = (Bytes, "islower"),
    BytesIsspace = (Bytes, "isspace"),
    BytesIstitle = (Bytes, "istitle"),
    BytesIsupper = (Bytes, "isupper"),
    BytesJoin = (Bytes, "join"),
    BytesLjust = (Bytes, "ljust"),
    BytesLower = (Bytes, "lower"),
    BytesLstrip = (Bytes, "lstrip"),
    BytesMaketrans = (Bytes, "maketrans"),
    BytesPartition = (Bytes, "partition"),
    BytesRemoveprefix = (Bytes, "removeprefix"),
    BytesRemovesuffix = (Bytes, "removesuffix"),
    BytesReplace = (Bytes, "replace"),
    BytesRfind = (Bytes, "rfind"),
    BytesRindex = (Bytes, "rindex"),
    BytesRjust = (Bytes, "rjust"),
    BytesRpartition = (Bytes, "rpartition"),
    BytesRsplit = (Bytes, "rsplit"),
    BytesRstrip = (Bytes, "rstrip"),
    BytesSplit = (Bytes, "split"),
    BytesSplitlines = (Bytes, "splitlines"),
    BytesStartswith = (Bytes, "startswith"),
    BytesStrip = (Bytes, "strip"),
    BytesSwapcase = (Bytes, "swapcase"),
    BytesTitle = (Bytes, "title"),
    BytesTranslate = (Bytes, "translate"),
    BytesUpper = (Bytes, "upper"),
    BytesZfill = (Bytes, "zfill"),
    // bytearray
    ByteArrayCapitalize = (ByteArray, "capitalize"),
    ByteArrayCenter = (ByteArray, "center"),
    ByteArrayCount = (ByteArray, "count"),
    ByteArrayDecode = (ByteArray, "decode"),
    ByteArrayEndswith = (ByteArray, "endswith"),
    ByteArrayExpandtabs = (ByteArray, "expandtabs"),
    ByteArrayFind = (ByteArray, "find"),
    ByteArrayFromhex = (ByteArray, "fromhex"),
    ByteArrayHex = (ByteArray, "hex"),
    ByteArrayIndex = (ByteArray, "index"),
    ByteArrayIsalnum = (ByteArray, "isalnum"),
    ByteArrayIsalpha = (ByteArray, "isalpha"),
    ByteArrayIsascii = (ByteArray, "isascii"),
    ByteArrayIsdigit = (ByteArray, "isdigit"),
    ByteArrayIslower = (ByteArray, "islower"),
    ByteArrayIsspace = (ByteArray, "isspace"),
    ByteArrayIstitle = (ByteArray, "istitle"),
    ByteArrayIsupper = (ByteArray, "isupper"),
    ByteArrayJoin = (ByteArray, "join"),
    ByteArrayLjust = (ByteArray, "ljust"),
    ByteArrayLower = (ByteArray, "lower"),
    ByteArrayLstrip = (ByteArray, "lstrip"),
    ByteArrayMaketrans = (ByteArray, "maketrans"),
    ByteArrayPartition = (ByteArray, "partition"),
    ByteArrayRemoveprefix = (ByteArray, "removeprefix"),
    ByteArrayRemovesuffix = (ByteArray, "removesuffix"),
    ByteArrayReplace = (ByteArray, "replace"),
    ByteArrayRfind = (ByteArray, "rfind"),
    ByteArrayRindex = (ByteArray, "rindex"),
    ByteArrayRjust = (ByteArray, "rjust"),
    ByteArrayRpartition = (ByteArray, "rpartition"),
    ByteArrayRsplit = (ByteArray, "rsplit"),
    ByteArrayRstrip = (ByteArray, "rstrip"),
    ByteArraySplit = (ByteArray, "split"),
    ByteArraySplitlines = (ByteArray, "splitlines"),
    ByteArrayStartswith = (ByteArray, "startswith"),
    ByteArrayStrip = (ByteArray, "strip"),
    ByteArraySwapcase = (ByteArray, "swapcase"),
    ByteArrayTitle = (ByteArray, "title"),
    ByteArrayTranslate = (ByteArray, "translate"),
    ByteArrayUpper = (ByteArray, "upper"),
    ByteArrayZfill = (ByteArray, "zfill"),
    ByteArrayAppend = (ByteArray, "append"),
    ByteArrayExtend = (ByteArray, "extend"),
    ByteArrayInsert = (ByteArray, "insert"),
    ByteArrayPop = (ByteArray, "pop"),
    ByteArrayRemove = (ByteArray, "remove"),
    ByteArrayClear = (ByteArray, "clear"),
    ByteArrayCopy = (ByteArray, "copy"),
    ByteArrayReverse = (ByteArray, "reverse"),
    // int
    IntBitLength = (Int, "bit_length"),
    IntBitCount = (Int, "bit_count"),
    IntToBytes = (Int, "to_bytes"),
    IntFromBytes = (Int, "from_bytes"),
    IntConjugate = (Int, "conjugate"),
    IntAsIntegerRatio = (Int, "as_integer_ratio"),
    ComplexConjugate = (Complex, "conjugate"),
    // float
    FloatIsInteger = (Float, "is_integer"),
    FloatAsIntegerRatio = (Float, "as_integer_ratio"),
    FloatHex = (Float, "hex"),
    FloatFromhex = (Float, "fromhex"),
    FloatConjugate = (Float, "conjugate"),
    // range
    RangeIndex = (Range, "index"),
    RangeCount = (Range, "count"),
    // slice
    SliceIndices = (Slice, "indices"),
    // slot methods every object (or the types `slots::applies` allows) has
    SlotRepr = (Object, "__repr__"),
    SlotStr = (Object, "__str__"),
    SlotFormat = (Object, "__format__"),
    SlotHash = (Object, "__hash__"),
    SlotEq = (Object, "__eq__"),
    SlotNe = (Object, "__ne__"),
    SlotLt = (Object, "__lt__"),
    SlotLe = (Object, "__le__"),
    SlotGt = (Object, "__gt__"),
    SlotGe = (Object, "__ge__"),
    SlotLen = (Object, "__len__"),
    SlotContains = (Object, "__contains__"),
    SlotGetitem = (Object, "__getitem__"),
    SlotSetitem = (Object, "__setitem__"),
    SlotDelitem = (Object, "__delitem__"),
    SlotIter = (Object, "__iter__"),
    SlotNext = (Object, "__next__"),
    SlotLengthHint = (Object, "__length_hint__"),
    SlotBool = (Object, "__bool__"),
    SlotAbs = (Object, "__abs__"),
    SlotNeg = (Object, "__neg__"),
    SlotPos = (Object, "__pos__"),
    SlotInvert = (Object, "__invert__"),
    SlotInt = (Object, "__int__"),
    SlotFloat = (Object, "__float__"),
    SlotIndex = (Object, "__index__"),
    SlotAdd = (Object, "__add__"),
    SlotSub = (Object, "__sub__"),
    SlotMul = (Object, "__mul__"),
    SlotTruediv = (Object, "__truediv__"),
    SlotFloordiv = (Object, "__floordiv__"),
    SlotMod = (Object, "__mod__"),
    SlotPow = (Object, "__pow__"),
    SlotAnd = (Object, "__and__"),
    SlotOr = (Object, "__or__"),
    SlotXor = (Object, "__xor__"),
    SlotLshift = (Object, "__lshift__"),
    SlotRshift = (Object, "__rshift__"),
    SlotRadd = (Object, "__radd__"),
    SlotRsub = (Object, "__rsub__"),
    SlotRmul = (Object, "__rmul__"),
    SlotSizeof = (Object, "__sizeof__"),
    SlotReduce = (Object, "__reduce__"),
    SlotReduceEx = (Object, "__reduce_ex__"),
    SlotGetstate = (Object, "__getstate__"),
    SlotDir = (Object, "__dir__"),
    SlotInit = (Object, "__init__"),
    // `int.__new__`, bound to its builtin type, which checks the class it
    // is given; before SlotNew, which the method table keeps.
    BoundNew = (Object, "__new__"),
    // `object.__new__` itself, which refuses types with their own
    // constructor; before SlotNew, which the method table keeps for the
    // `__new__` other builtin types inherit.
    ObjectNew = (Object, "__new__"),
    SlotNew = (Object, "__new__"),
    SlotSetattr = (Object, "__setattr__"),
    SlotGetattribute = (Object, "__getattribute__"),
    SlotDelattr = (Object, "__delattr__"),
    SlotInitSubclass = (Object, "__init_subclass__"),
    SlotSubclasshook = (Object, "__subclasshook__"),
ExcInit = (BaseException, "__init__"),
    GroupSplit = (BaseExceptionGroup, "split"),
    GroupSubgroup = (BaseExceptionGroup, "subgroup"),
    GroupDerive = (BaseExceptionGroup, "derive"),
    ExcStr = (BaseException, "__str__"),
    ExcRepr = (BaseException, "__repr__"),
TypeMro = (Type, "mro"),
    TypeSubclasses = (Type, "__subclasses__"),
    TypeNew = (Type, "__new__"),
    TypeCallMethod = (Type, "__call__"),
    TypeInit = (Type, "__init__"),
    TypeInstancecheck = (Type, "__instancecheck__"),
    TypeSubclasscheck = (Type, "__subclasscheck__"),
    KeysIsdisjoint = (DictKeys, "isdisjoint"),
    ItemsIsdisjoint = (DictItems, "isdisjoint"),
FutDone = (Future, "done"),
    FutResult = (Future, "result"),
    FutCancel = (Future, "cancel"),
    FutCancelled = (Future, "cancelled"),
    FutException = (Future, "exception"),
    FutAddDoneCallback = (Future, "add_done_callback"),
    FutRemoveDoneCallback = (Future, "remove_done_callback"),
    FutSetResult = (Future, "set_result"),
    FutSetException = (Future, "set_exception"),
    FutGetLoop = (Future, "get_loop"),
    FutAwait = (Future, "__await__"),
    FutIter = (Future, "__iter__"),
    TaskGetName = (Task, "get_name"),
    TaskSetName = (Task, "set_name"),
    TaskGetCoro = (Task, "get_coro"),
    TaskCancelling = (Task, "cancelling"),
    TaskUncancel = (Task, "uncancel"),
    TaskSetResult = (Task, "set_result"),
    TaskSetException = (Task, "set_exception"),
    CoroSend = (Coroutine, "send"),
    CoroThrow = (Coroutine, "throw"),
    CoroClose = (Coroutine, "close"),
    CoroAwait = (Coroutine, "__await__"),
    AgenAiter = (AsyncGenerator, "__aiter__"),
    AgenAnext = (AsyncGenerator, "__anext__"),
    AgenAsend = (AsyncGenerator, "asend"),
    AgenAthrow = (AsyncGenerator, "athrow"),
    AgenAclose = (AsyncGenerator, "aclose"),
    AwSend = (AwaitIter, "send"),
    AwThrow = (AwaitIter, "throw"),
    AwClose = (AwaitIter, "close"),
    AwAwait = (AwaitIter, "__await__"),
    AwIter = (AwaitIter, "__iter__"),
    AwNext = (AwaitIter, "__next__"),
    GenSend = (Generator, "send"),
    GenThrow = (Generator, "throw"),
    GenClose = (Generator, "close"),
    FunctionGet = (Function, "__get__"),
    StaticMethodGet = (StaticMethod, "__get__"),
    ClassMethodGet = (ClassMethod, "__get__"),
    PropertyGet = (Property, "__get__"),
    PropertySet = (Property, "__set__"),
    PropertyDelete = (Property, "__delete__"),
    PropertyGetter = (Property, "getter"),
    PropertySetter = (Property, "setter"),
    PropertyDeleter = (Property, "deleter"),
    // exceptions
    ExcWithTraceback = (BaseException, "with_traceback"),
    ExcAddNote = (BaseException, "add_note"),
    // collections.deque
    DequeAppend = (Deque, "append"),
    DequeAppendleft = (Deque, "appendleft"),
    DequePop = (Deque, "pop"),
    DequePopleft = (Deque, "popleft"),
    DequeExtend = (Deque, "extend"),
    DequeExtendleft = (Deque, "extendleft"),
    DequeClear = (Deque, "clear"),
    DequeCopy = (Deque, "copy"),
    DequeDunderCopy = (Deque, "__copy__"),
    DequeCount = (Deque, "count"),
    DequeIndex = (Deque, "index"),
    DequeInsert = (Deque, "insert"),
    DequeRemove = (Deque, "remove"),
    DequeReverse = (Deque, "reverse"),
    DequeRotate = (Deque, "rotate"),
    DequeInit = (Deque, "__init__"),
    DequeReversed = (Deque, "__reversed__"),
    DequeReduce = (Deque, "__reduce__"),
    DequeRepr = (Deque, "__repr__"),
    DequeIadd = (Deque, "__iadd__"),
    DequeImul = (Deque, "__imul__"),
    DequeClassGetitem = (Deque, "__class_getitem__"),
    ByteArrayInit = (ByteArray, "__init__"),
    // more slot methods, for the types `slots::applies` allows
    SlotIadd = (Object, "__iadd__"),
    SlotImul = (Object, "__imul__"),
    SlotIor = (Object, "__ior__"),
    SlotIand = (Object, "__iand__"),
    SlotIsub = (Object, "__isub__"),
    SlotIxor = (Object, "__ixor__"),
    SlotRor = (Object, "__ror__"),
    SlotRand = (Object, "__rand__"),
    SlotRxor = (Object, "__rxor__"),
    SlotRtruediv = (Object, "__rtruediv__"),
    SlotRfloordiv = (Object, "__rfloordiv__"),
    SlotRmod = (Object, "__rmod__"),
    SlotRpow = (Object, "__rpow__"),
    SlotRlshift = (Object, "__rlshift__"),
    SlotRrshift = (Object, "__rrshift__"),
    SlotDivmod = (Object, "__divmod__"),
    SlotRdivmod = (Object, "__rdivmod__"),
    SlotCeil = (Object, "__ceil__"),
    SlotFloor = (Object, "__floor__"),
    SlotTrunc = (Object, "__trunc__"),
    SlotRound = (Object, "__round__"),
    SlotReversed = (Object, "__reversed__"),
    SlotClassGetitem = (Object, "__class_getitem__"),
    SlotBytes = (Object, "__bytes__"),
    SlotComplex = (Object, "__complex__"),
    SuperGet = (Super, "__get__"),
}

/// StopIteration carrying a generator's return value.
pub fn stop_iteration(v: Value) -> crate::error::Error {
    if matches!(v, Value::None) {
        crate::error::Error::bare(TypeId::StopIteration)
    } else {
        crate::error::Error::with_args(TypeId::StopIteration, vec![v])
    }
}

/// The exception for `gen.throw(typ[, val])` or `gen.throw(instance)`.
pub(crate) fn make_throw(
    vm: &mut Vm,
    typ: Value,
    val: Option<Value>,
) -> Result<crate::error::Error> {
    if let Value::Obj(r) = typ
        && matches!(vm.heap.get(r), crate::objects::Obj::Exception(_))
    {
        return Ok(crate::error::Error::raised(r));
    }
    if vm.is_class(typ) {
        // throw(type, instance-of-type) raises the instance itself.
        if let Some(v @ Value::Obj(vr)) = val
            && matches!(vm.heap.get(vr), crate::objects::Obj::Exception(_))
            && vm.is_subclass(vm.class_of(v), typ)
        {
            return Ok(crate::error::Error::raised(vr));
        }
        let args: Vec<Value> = match val {
            Some(Value::None) | None => Vec::new(),
            Some(v) => vec![v],
        };
        let inst = vm.call(typ, &args)?;
        if let Value::Obj(r) = inst
            && matches!(vm.heap.get(r), crate::objects::Obj::Exception(_))
        {
            return Ok(crate::error::Error::raised(r));
        }
    }
    Err(crate::error::Error::type_error(
        "exceptions must be classes or instances deriving from BaseException, not ".to_string()
            + vm.type_name(typ),
    ))
}

/// send/throw/close of generators and coroutines.
fn gen_method(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    let Value::Obj(g) = recv else {
        return Err(crate::error::Error::fault("generator method"));
    };
    match m {
        M::GenSend => {
            a.method("send", 1, 1)?;
            match vm.gen_resume(g, crate::vm::generators::Resume::Send(a.pos[0]))? {
                crate::vm::generators::GenResult::Yield(v) => Ok(v),
                crate::vm::generators::GenResult::Return(v) => Err(stop_iteration(v)),
            }
        }
        M::GenThrow => {
            a.no_kw("throw")?;
            a.expect("throw", 1, 3)?;
            let exc = make_throw(vm, a.pos[0], a.get(1))?;
            match vm.gen_resume(g, crate::vm::generators::Resume::Throw(exc))? {
                crate::vm::generators::GenResult::Yield(v) => Ok(v),
                crate::vm::generators::GenResult::Return(v) => Err(stop_iteration(v)),
            }
        }
        _ => {
            a.method("close", 0, 0)?;
            vm.gen_close(g)?;
            Ok(Value::None)
        }
    }
}

/// Methods of asyncio futures and tasks.
fn future_method(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use crate::error::Error;
    use crate::objects::FutState as S;
    use MethodId as M;
    let Value::Obj(f) = recv else {
        return Err(Error::fault("future method"));
    };
    let Some(fu) = vm.fut(f) else {
        return Err(Error::fault("future method"));
    };
    let state = fu.state;
    match m {
        M::FutDone => {
            a.method("done", 0, 0)?;
            Ok(Value::Bool(state != S::Pending))
        }
        M::FutCancelled => {
            a.method("cancelled", 0, 0)?;
            Ok(Value::Bool(state == S::Cancelled))
        }
        M::FutCancel => {
            a.allow_kw("cancel", &["msg"])?;
            a.expect("cancel", 0, 1)?;
            let msg = a.arg(0, "msg").unwrap_or(Value::None);
            Ok(Value::Bool(vm.future_cancel(f, msg)?))
        }
        M::FutResult => {
            a.method("result", 0, 0)?;
            vm.future_result(f)
        }
        M::FutException => {
            a.method("exception", 0, 0)?;
            vm.future_exception(f)
        }
        M::FutAddDoneCallback => {
            a.allow_kw("add_done_callback", &["context"])?;
            a.expect("add_done_callback", 1, 1)?;
            let cb = match vm.callback_context(a.kw("context"))? {
                Value::None => crate::objects::Callback::Py(a.pos[0]),
                ctx => crate::objects::Callback::PyIn(a.pos[0], ctx),
            };
            vm.add_done_callback(f, cb)?;
            Ok(Value::None)
        }
        M::FutRemoveDoneCallback => {
            a.method("remove_done_callback", 1, 1)?;
            Ok(Value::Int(vm.remove_done_callback(f, a.pos[0])? as i64))
        }
        M::FutSetResult => {
            a.method("set_result", 1, 1)?;
            vm.future_set_result(f, a.pos[0])?;
            Ok(Value::None)
        }
        M::FutSetException => {
            a.method("set_exception", 1, 1)?;
            vm.future_set_exception(f, a.pos[0])?;
            Ok(Value::None)
        }
        M::TaskSetResult | M::TaskSetException => Err(Error::new(
            TypeId::RuntimeError,
            format!("Task does not support {} operation", m.name()),
        )),
        M::FutGetLoop => {
            a.method("get_loop", 0, 0)?;
            let get = vm.asyncio_helper("get_running_loop")?;
            vm.call(get, &[])
        }
        M::FutAwait | M::FutIter => {
            a.method(m.name(), 0, 0)?;
            vm.alloc(crate::objects::Obj::Iter(Box::new(
                crate::objects::IterState::Await(f),
            )))
        }
        M::TaskGetName => {
            a.method("get_name", 0, 0)?;
            Ok(vm.fut(f).map_or(Value::None, |fu| fu.name))
        }
        M::TaskSetName => {
            a.method("set_name", 1, 1)?;
            let s = vm.str_string(a.pos[0])?;
            let v = vm.new_str(s)?;
            if let Some(fu) = vm.fut_mut(f) {
                fu.name = v;
            }
            Ok(Value::None)
        }
        M::TaskGetCoro => {
            a.method("get_coro", 0, 0)?;
            Ok(vm
                .fut(f)
                .and_then(|fu| fu.coro)
                .map_or(Value::None, Value::Obj))
        }
        M::TaskCancelling => {
            a.method("cancelling", 0, 0)?;
            Ok(Value::Int(vm.fut(f).map_or(0, |fu| fu.num_cancels) as i64))
        }
        M::TaskUncancel => {
            a.method("uncancel", 0, 0)?;
            let n = match vm.fut_mut(f) {
                Some(fu) => {
                    if fu.num_cancels > 0 {
                        fu.num_cancels -= 1;
                    }
                    fu.num_cancels
                }
                None => 0,
            };
            Ok(Value::Int(n as i64))
        }
        _ => Err(Error::fault("unhandled future method")),
    }
}

/// `__get__(instance, owner=None)` of functions, staticmethod and
/// classmethod: what reading the attribute through `instance` (or, with
/// None, through the class `owner`) gives.
fn descriptor_get(vm: &mut Vm, recv: Value, a: Args) -> Result<Value> {
    use crate::error::Error;
    use crate::objects::Obj;
    a.no_kw("__get__")?;
    a.expect("", 1, 2)?;
    let inst = a.pos[0];
    let owner = a.get(1).unwrap_or(Value::None);
    if matches!((inst, owner), (Value::None, Value::None)) {
        return Err(Error::type_error("__get__(None, None) is invalid"));
    }
    let Value::Obj(r) = recv else {
        return Err(Error::fault("descriptor __get__"));
    };
    match vm.heap.get(r) {
        Obj::StaticMethod(f) => Ok(*f),
        Obj::ClassMethod(f) => {
            let f = *f;
            let cls = if matches!(owner, Value::None) {
                vm.class_of(inst)
            } else {
                owner
            };
            vm.alloc(Obj::BoundMethod {
                func: f,
                receiver: cls,
            })
        }
        _ if matches!(inst, Value::None) => Ok(recv),
        _ => vm.alloc(Obj::BoundMethod {
            func: recv,
            receiver: inst,
        }),
    }
}

/// `property.__get__/__set__/__delete__`, called directly.
fn property_method(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use crate::error::Error;
    use crate::objects::Obj;
    let Value::Obj(r) = recv else {
        return Err(Error::fault("property method"));
    };
    let Obj::Property(p) = vm.heap.get(r) else {
        return Err(Error::fault("property method"));
    };
    let p = **p;
    let (f, inst, what) = match m {
        MethodId::PropertyGet => {
            a.no_kw("__get__")?;
            a.expect("", 1, 2)?;
            let owner = a.get(1).unwrap_or(Value::None);
            if matches!((a.pos[0], owner), (Value::None, Value::None)) {
                return Err(Error::type_error("__get__(None, None) is invalid"));
            }
            if matches!(a.pos[0], Value::None) {
                return Ok(recv);
            }
            (p.fget, a.pos[0], "getter")
        }
        MethodId::PropertySet => {
            a.method("__set__", 2, 2)?;
            (p.fset, a.pos[0], "setter")
        }
        _ => {
            a.method("__delete__", 1, 1)?;
            (p.fdel, a.pos[0], "deleter")
        }
    };
    if matches!(f, Value::None) {
        // CPython names the property by the class attribute holding it.
        let cls = vm.class_of(inst);
        let mut name = None;
        for c in vm.mro_of(cls) {
            if let Value::Obj(cr) = c
                && let Obj::Class(co) = vm.heap.get(cr)
                && let Some(e) = co.dict.iter().find(|e| e.value == recv)
            {
                name = vm.str_of(e.key).map(str::to_string);
                break;
            }
        }
        let tname = vm.type_name(inst).to_string();
        return Err(Error::attr_error(match name {
            Some(n) => format!("property '{n}' of '{tname}' object has no {what}"),
            None => format!("property of '{tname}' object has no {what}"),
        }));
    }
    match m {
        MethodId::PropertySet => {
            vm.call(f, &[inst, a.pos[1]])?;
            Ok(Value::None)
        }
        MethodId::PropertyDelete => {
            vm.call(f, &[inst])?;
            Ok(Value::None)
        }
        _ => vm.call(f, &[inst]),
    }
}

type Table = HashMap<(TypeId, &'static str), MethodId, foldhash::fast::FixedState>;

fn table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| {
        MethodId::ALL
            .iter()
            .map(|m| ((m.owner(), m.name()), *m))
            .collect()
    })
}

impl MethodId {
    /// Find a method on `ty` or its builtin bases.
    pub fn lookup(ty: TypeId, name: &str) -> Option<MethodId> {
        if ty == TypeId::Object && name == "__new__" {
            return Some(MethodId::ObjectNew);
        }
        let t = table();
        let mut c = ty;
        loop {
            if let Some(m) = t.get(&(c, name)) {
                if m.owner() == TypeId::Object && !slots::applies(*m, ty) {
                    return None;
                }
                return Some(*m);
            }
            if c == TypeId::Object {
                return None;
            }
            c = c.base();
        }
    }

    /// Methods called on the type rather than an instance.
    pub fn is_classmethod(self) -> bool {
        matches!(
            self,
            MethodId::DictFromkeys
                | MethodId::IntFromBytes
                | MethodId::FloatFromhex
                | MethodId::BytesFromhex
                | MethodId::BytesMaketrans
                | MethodId::ByteArrayFromhex
                | MethodId::ByteArrayMaketrans
                | MethodId::StrMaketrans
                | MethodId::SlotInitSubclass
                | MethodId::SlotSubclasshook
                | MethodId::DequeClassGetitem
                | MethodId::SlotClassGetitem
        )
    }
}

/// Slot methods that act on the builtin value of a builtin-subclass instance
/// (`dict.__repr__(self)`, `super().__setitem__(k, v)`), not on the instance
/// itself (which would dispatch back to the subclass's own dunder).
fn acts_on_base(m: MethodId) -> bool {
    use MethodId as M;
    !matches!(
        m,
        M::SlotSizeof
            | M::SlotReduce
            | M::SlotReduceEx
            | M::SlotGetstate
            | M::SlotDir
            | M::SlotInit
            | M::SlotNew
            | M::BoundNew
            | M::ObjectNew
            | M::SlotSetattr
            | M::SlotGetattribute
            | M::SlotDelattr
            | M::SlotInitSubclass
            | M::SlotSubclasshook
            // In-place methods return the instance they change.
            | M::SlotIadd
            | M::SlotImul
            | M::SlotIor
            | M::SlotIand
            | M::SlotIsub
            | M::SlotIxor
    )
}

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    let recv = match vm.base_value(recv) {
        // deque methods find the deque themselves: copy() and repr() need
        // the subclass instance.
        Some(_) if m.owner() == TypeId::Deque => recv,
        Some(b) if m.owner() != TypeId::Object || acts_on_base(m) => {
            // dict.__getitem__ of a dict subclass still consults __missing__.
            if m == MethodId::SlotGetitem
                && vm.type_of(b) == TypeId::Dict
                && a.kw.is_empty()
                && a.pos.len() == 1
            {
                let key = a.pos[0];
                if let Some(v) = vm.dict_get(b, key)? {
                    return Ok(v);
                }
                if let Some(v) = vm.call_dunder(recv, "__missing__", &[key])? {
                    return Ok(v);
                }
                return Err(crate::error::Error::with_args(TypeId::KeyError, vec![key]));
            }
            b
        }
        _ => recv,
    };
    if matches!(m.owner(), TypeId::Str | TypeId::Bytes | TypeId::ByteArray) {
        guard_text_work(vm, m, recv, &a)?;
    }
    let r = call_inner(vm, m, recv, a);
    // Argument errors of builtin methods name the type: `str.upper() takes…`.
    if let Err(e) = &r
        && m.owner() != TypeId::Object
        && let crate::error::ErrorKind::New(TypeId::TypeError, Some(msg)) = e.kind()
&& msg.starts_with(&format!("{}() ", m.name()))
        // CPython names the type only for no-argument and one-argument
        // methods, and when keywords are refused.
        && (msg.contains("takes no arguments")
            || msg.contains("takes exactly one argument")
            || msg.contains("takes no keyword arguments"))
    {
        return Err(crate::error::Error::type_error(format!(
            "{}.{msg}",
            m.owner().name()
        )));
    }
    r
}

/// Text methods whose work grows with the text and that run in one pass
/// without reading the clocks (the long searches and rewrites — replace,
/// split, translate, join, hex — read them as they go): refused up front
/// when the pass over the text, or over the padded width, would end past
/// the time limit (`Vm::before_one_pass`).
fn guard_text_work(vm: &mut Vm, m: MethodId, recv: Value, a: &Args) -> Result<()> {
    let Value::Obj(r) = vm.base_value(recv).unwrap_or(recv) else {
        return Ok(());
    };
    let bytes = match vm.heap.get(r) {
        Obj::Str(s) => s.as_str().len(),
        Obj::Bytes(b) => b.len(),
        Obj::ByteArray(b) => b.len(),
        _ => 0,
    } as u64;
    if matches!(m.name(), "center" | "ljust" | "rjust" | "zfill") {
        let mut units = bytes;
        if let Some(Value::Int(w)) = a.pos.first() {
            units = units.max((*w).max(0) as u64);
            // A width past the memory limit exhausts memory, whatever the time.
            vm.heap
                .check_room(usize::try_from(units).unwrap_or(usize::MAX))?;
        }
        return vm.before_one_pass(units);
    }
    // Most calls are on short text: no name to look up then.
    if bytes < crate::vm::ONE_PASS_MIN_UNITS {
        return Ok(());
    }
    let linear = matches!(
        m.name(),
        "upper"
            | "lower"
            | "swapcase"
            | "casefold"
            | "title"
            | "capitalize"
            | "expandtabs"
            | "splitlines"
            | "encode"
            | "decode"
            | "count"
            | "find"
            | "rfind"
            | "index"
            | "rindex"
            | "strip"
            | "lstrip"
            | "rstrip"
            | "isascii"
            | "isalnum"
            | "isalpha"
            | "isdigit"
            | "isdecimal"
            | "isnumeric"
            | "isidentifier"
            | "isprintable"
            | "isspace"
            | "islower"
            | "isupper"
            | "istitle"
            | "format"
            | "format_map"
    );
    if linear {
        vm.before_one_pass(bytes)
    } else {
        Ok(())
    }
}

fn call_inner(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    match m.owner() {
        TypeId::List => list::call(vm, m, recv, a),
        TypeId::Tuple => list::call_tuple(vm, m, recv, a),
        TypeId::Dict => dict::call(vm, m, recv, a),
        TypeId::Set | TypeId::FrozenSet => set::call(vm, m, recv, a),
        TypeId::Str => str::call(vm, m, recv, a),
        TypeId::Bytes | TypeId::ByteArray => bytes::call(vm, m, recv, a),
        TypeId::Deque => deque::call(vm, m, recv, a),
        TypeId::Int | TypeId::Float | TypeId::Range | TypeId::Slice => num::call(vm, m, recv, a),
        TypeId::Object => slots::call(vm, m, recv, a),
        TypeId::DictKeys | TypeId::DictItems => {
            a.method("isdisjoint", 1, 1)?;
            let mine = vm.view_as_set(recv)?.unwrap_or(recv);
            for v in vm.collect_iter(a.pos[0])? {
                if vm.set_contains(mine, v)? {
                    return Ok(Value::Bool(false));
                }
            }
            Ok(Value::Bool(true))
        }
        TypeId::Complex => {
            a.method("conjugate", 0, 0)?;
            let (re, im) = vm.as_complex(recv).unwrap_or((0.0, 0.0));
            vm.new_complex(re, -im)
        }
        TypeId::Type => match m {
            M::TypeNew => {
                if a.len() != 3 {
                    return Err(crate::error::Error::type_error(
                        "type.__new__() takes exactly 3 arguments",
                    ));
                }
                vm.type_new(recv, a.pos[0], a.pos[1], a.pos[2], a.kw)
            }
            M::TypeCallMethod => vm.instantiate_plain(recv, a.pos, a.kw),
            M::TypeInit => Ok(Value::None),
            M::TypeInstancecheck => {
                a.method("__instancecheck__", 1, 1)?;
                let t = vm.class_of(a.pos[0]);
                crate::builtins::functions::plain_check(vm, t, recv, Some(a.pos[0]))
                    .map(Value::Bool)
            }
            M::TypeSubclasscheck => {
                a.method("__subclasscheck__", 1, 1)?;
                if !vm.is_class(a.pos[0]) {
                    return Err(crate::error::Error::type_error(
                        "issubclass() arg 1 must be a class",
                    ));
                }
                Ok(Value::Bool(vm.is_subclass(a.pos[0], recv)))
            }
            M::TypeSubclasses => {
                a.method("__subclasses__", 0, 0)?;
                vm.subclasses_of(recv)
            }
            _ => {
                let m = vm.mro_of(recv);
                vm.new_list(m)
            }
        },
        TypeId::Future | TypeId::Task => future_method(vm, m, recv, a),
        TypeId::Super => {
            // `super(C).__get__(obj)` binds an unbound super; a bound one
            // stays as it is.
            a.no_kw("__get__")?;
            a.expect("", 1, 2)?;
            let Value::Obj(r) = recv else {
                return Err(crate::error::Error::fault("super.__get__"));
            };
            let crate::objects::Obj::Super { class, obj } = *vm.heap.get(r) else {
                return Err(crate::error::Error::fault("super.__get__"));
            };
            let inst = a.pos[0];
            if matches!(
                (inst, a.get(1).unwrap_or(Value::None)),
                (Value::None, Value::None)
            ) {
                return Err(crate::error::Error::type_error(
                    "__get__(None, None) is invalid",
                ));
            }
            if !obj.is_undef() || matches!(inst, Value::None) {
                return Ok(recv);
            }
            vm.super_check(class, inst)?;
            vm.alloc(crate::objects::Obj::Super { class, obj: inst })
        }
        TypeId::AsyncGenerator => {
            let Value::Obj(g) = recv else {
                return Err(crate::error::Error::fault("async generator method"));
            };
            match m {
                M::AgenAsend => a.method("asend", 1, 1)?,
                M::AgenAthrow => {
                    a.no_kw("athrow")?;
                    a.expect("athrow", 1, 3)?;
                }
                _ => a.method(m.name(), 0, 0)?,
            }
            vm.ag_method(m.name(), g, a.pos)
        }
        TypeId::AwaitIter => match m {
            M::AwSend => {
                a.method("send", 1, 1)?;
                vm.await_iter_send(recv, a.pos[0])
            }
            M::AwNext => {
                a.method("__next__", 0, 0)?;
                vm.await_iter_send(recv, Value::None)
            }
            M::AwThrow => {
                a.no_kw("throw")?;
                a.expect("throw", 1, 3)?;
                let exc = make_throw(vm, a.pos[0], a.get(1))?;
                vm.await_iter_throw(recv, exc)
            }
            M::AwClose => {
                a.method("close", 0, 0)?;
                vm.await_iter_close(recv)?;
                Ok(Value::None)
            }
            _ => {
                a.method(m.name(), 0, 0)?;
                Ok(recv)
            }
        },
        TypeId::Coroutine if m == M::CoroAwait => {
            a.method("__await__", 0, 0)?;
            let Value::Obj(c) = recv else {
                return Err(crate::error::Error::fault("coroutine method"));
            };
            vm.alloc(crate::objects::Obj::Iter(Box::new(
                crate::objects::IterState::CoroWrap(c),
            )))
        }
        TypeId::Coroutine | TypeId::Generator => {
            let m = match m {
                M::CoroSend => M::GenSend,
                M::CoroThrow => M::GenThrow,
                M::CoroClose => M::GenClose,
                other => other,
            };
            gen_method(vm, m, recv, a)
        }
        TypeId::Function | TypeId::StaticMethod | TypeId::ClassMethod => {
            descriptor_get(vm, recv, a)
        }
        TypeId::Property if matches!(m, M::PropertyGet | M::PropertySet | M::PropertyDelete) => {
            property_method(vm, m, recv, a)
        }
        TypeId::Property => {
            a.method(m.name(), 1, 1)?;
            let Value::Obj(r) = recv else {
                return Err(crate::error::Error::fault("property method"));
            };
            let crate::objects::Obj::Property(p) = vm.heap.get(r) else {
                return Err(crate::error::Error::fault("property method"));
            };
            let mut p = **p;
            match m {
                M::PropertyGetter => p.fget = a.pos[0],
                M::PropertySetter => p.fset = a.pos[0],
                _ => p.fdel = a.pos[0],
            }
            vm.new_property(p)
        }
        _ => match m {
            M::GroupSplit => {
                a.method("split", 1, 1)?;
                let (m2, r) = vm.group_split(recv, a.pos[0])?;
                vm.new_tuple_of(&[m2, r])
            }
            M::GroupSubgroup => {
                a.method("subgroup", 1, 1)?;
                Ok(vm.group_split(recv, a.pos[0])?.0)
            }
            M::GroupDerive => {
                a.method("derive", 1, 1)?;
                let items = vm.collect_iter(a.pos[0])?;
                vm.derive_group(recv, items)
            }
            M::ExcWithTraceback => Ok(recv),
            M::ExcAddNote => {
                a.method("add_note", 1, 1)?;
                if vm.str_of(a.pos[0]).is_none() {
                    return Err(crate::error::Error::type_error(format!(
                        "note must be a str, not '{}'",
                        vm.type_name(a.pos[0])
                    )));
                }
                let notes = match vm.get_attr(recv, "__notes__") {
                    Ok(n) => n,
                    Err(_) => {
                        let l = vm.new_list(Vec::new())?;
                        vm.set_attr(recv, "__notes__", l)?;
                        l
                    }
                };
                vm.list_append(notes, a.pos[0])?;
                Ok(Value::None)
            }
            M::ExcInit => {
                if let Value::Obj(r) = recv
                    && let Some(crate::objects::Obj::Exception(e)) = vm.heap.get_mut(r)
                {
                    e.args = a.pos.to_vec();
                }
                Ok(Value::None)
            }
            M::ExcStr => {
                let s = vm.base_exception_str(recv)?;
                vm.new_str(s)
            }
            M::ExcRepr => {
                let (name, args) = match recv {
                    Value::Obj(r) => match vm.heap.get(r) {
                        crate::objects::Obj::Exception(e) => (e.ty.name(), e.args.clone()),
                        _ => ("?", Vec::new()),
                    },
                    _ => ("?", Vec::new()),
                };
                let cname = vm.type_name(recv).to_string();
                let _ = name;
                let t = vm.new_tuple(args.clone())?;
                let inner = if args.len() == 1 {
                    vm.repr_string(args[0])?
                } else {
                    let s = vm.repr_string(t)?;
                    s[1..s.len() - 1].trim_end_matches(',').to_string()
                };
                vm.new_str(format!("{cname}({inner})"))
            }
            _ => Err(crate::error::Error::fault("unhandled method")),
        },
    }
}
