//! Builtin type objects. User classes (later) live on the heap; builtin types
//! are a closed enum so `type(x) is int` and isinstance checks cost a compare.

macro_rules! builtin_types {
    ($( $variant:ident = $name:literal : $base:ident ),* $(,)?) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[repr(u8)]
        pub enum TypeId { $( $variant ),* }

        impl TypeId {
            pub const ALL: &'static [TypeId] = &[ $( TypeId::$variant ),* ];

            pub fn name(self) -> &'static str {
                match self { $( TypeId::$variant => $name ),* }
            }

            /// The single builtin base; `Object` is its own base.
            pub fn base(self) -> TypeId {
                match self { $( TypeId::$variant => TypeId::$base ),* }
            }
        }
    };
}

builtin_types! {
    Object = "object": Object,
    Type = "type": Object,
    NoneType = "NoneType": Object,
    Bool = "bool": Int,
    Int = "int": Object,
Float = "float": Object,
    Complex = "complex": Object,
    Str = "str": Object,
    Bytes = "bytes": Object,
    ByteArray = "bytearray": Object,
    List = "list": Object,
    Tuple = "tuple": Object,
    Dict = "dict": Object,
    Set = "set": Object,
    FrozenSet = "frozenset": Object,
    Range = "range": Object,
    Slice = "slice": Object,
    Function = "function": Object,
    BuiltinFunction = "builtin_function_or_method": Object,
    MethodDescriptor = "method_descriptor": Object,
    BoundMethod = "method": Object,
    Cell = "cell": Object,
Module = "module": Object,
CodeType = "code": Object,
    GenericAlias = "types.GenericAlias": Object,
    Property = "property": Object,
    StaticMethod = "staticmethod": Object,
    ClassMethod = "classmethod": Object,
    Super = "super": Object,
    Ellipsis = "ellipsis": Object,
    NotImplementedType = "NotImplementedType": Object,
    Generator = "generator": Object,
    Coroutine = "coroutine": Object,
    AsyncGenerator = "async_generator": Object,
    // Hidden common base of the awaitable iterators below (holds their methods).
    AwaitIter = "awaitable_iterator": Object,
    AsyncGenASend = "async_generator_asend": AwaitIter,
    AsyncGenAThrow = "async_generator_athrow": AwaitIter,
    ANextAwaitable = "anext_awaitable": AwaitIter,
    CoroutineWrapper = "coroutine_wrapper": AwaitIter,
    FutureIter = "FutureIter": AwaitIter,
    Future = "Future": Object,
    Task = "Task": Future,
    Iterator = "iterator": Object,
    ListIterator = "list_iterator": Object,
    ListReverseIterator = "list_reverseiterator": Object,
    TupleIterator = "tuple_iterator": Object,
    BytesIterator = "bytes_iterator": Object,
    ByteArrayIterator = "bytearray_iterator": Object,
    StrAsciiIterator = "str_ascii_iterator": Object,
    StrIterator = "str_iterator": Object,
    RangeIterator = "range_iterator": Object,
    DictKeyIterator = "dict_keyiterator": Object,
    DictValueIterator = "dict_valueiterator": Object,
    DictItemIterator = "dict_itemiterator": Object,
    SetIterator = "set_iterator": Object,
    CallableIterator = "callable_iterator": Object,
    DictKeys = "dict_keys": Object,
    DictValues = "dict_values": Object,
    DictItems = "dict_items": Object,
    Enumerate = "enumerate": Object,
    Zip = "zip": Object,
    Map = "map": Object,
    Filter = "filter": Object,
    Reversed = "reversed": Object,
    BaseException = "BaseException": Object,
SystemExit = "SystemExit": BaseException,
    BaseExceptionGroup = "BaseExceptionGroup": BaseException,
    ExceptionGroup = "ExceptionGroup": BaseExceptionGroup,
    KeyboardInterrupt = "KeyboardInterrupt": BaseException,
    GeneratorExit = "GeneratorExit": BaseException,
    CancelledError = "CancelledError": BaseException,
    Exception = "Exception": BaseException,
    StopIteration = "StopIteration": Exception,
    StopAsyncIteration = "StopAsyncIteration": Exception,
    ArithmeticError = "ArithmeticError": Exception,
    FloatingPointError = "FloatingPointError": ArithmeticError,
    OverflowError = "OverflowError": ArithmeticError,
    ZeroDivisionError = "ZeroDivisionError": ArithmeticError,
    AssertionError = "AssertionError": Exception,
    AttributeError = "AttributeError": Exception,
    BufferError = "BufferError": Exception,
    EOFError = "EOFError": Exception,
    ImportError = "ImportError": Exception,
    ModuleNotFoundError = "ModuleNotFoundError": ImportError,
    LookupError = "LookupError": Exception,
    IndexError = "IndexError": LookupError,
    KeyError = "KeyError": LookupError,
    MemoryError = "MemoryError": Exception,
    NameError = "NameError": Exception,
    UnboundLocalError = "UnboundLocalError": NameError,
    OSError = "OSError": Exception,
    FileNotFoundError = "FileNotFoundError": OSError,
    FileExistsError = "FileExistsError": OSError,
    PermissionError = "PermissionError": OSError,
    IsADirectoryError = "IsADirectoryError": OSError,
    NotADirectoryError = "NotADirectoryError": OSError,
    TimeoutError = "TimeoutError": OSError,
    ConnectionError = "ConnectionError": OSError,
    BrokenPipeError = "BrokenPipeError": ConnectionError,
    ConnectionAbortedError = "ConnectionAbortedError": ConnectionError,
    ConnectionRefusedError = "ConnectionRefusedError": ConnectionError,
    ConnectionResetError = "ConnectionResetError": ConnectionError,
    BlockingIOError = "BlockingIOError": OSError,
    ChildProcessError = "ChildProcessError": OSError,
    InterruptedError = "InterruptedError": OSError,
    ProcessLookupError = "ProcessLookupError": OSError,
    ReferenceError = "ReferenceError": Exception,
    RuntimeError = "RuntimeError": Exception,
    NotImplementedError = "NotImplementedError": RuntimeError,
    RecursionError = "RecursionError": RuntimeError,
    SyntaxError = "SyntaxError": Exception,
    IndentationError = "IndentationError": SyntaxError,
    TabError = "TabError": IndentationError,
    SystemError = "SystemError": Exception,
    TypeError = "TypeError": Exception,
    ValueError = "ValueError": Exception,
    InvalidStateError = "InvalidStateError": Exception,
    UnicodeError = "UnicodeError": ValueError,
    UnicodeDecodeError = "UnicodeDecodeError": UnicodeError,
    UnicodeEncodeError = "UnicodeEncodeError": UnicodeError,
    UnicodeTranslateError = "UnicodeTranslateError": UnicodeError,
    Warning = "Warning": Exception,
    UserWarning = "UserWarning": Warning,
    DeprecationWarning = "DeprecationWarning": Warning,
    RuntimeWarning = "RuntimeWarning": Warning,
    FutureWarning = "FutureWarning": Warning,
    PendingDeprecationWarning = "PendingDeprecationWarning": Warning,
    SyntaxWarning = "SyntaxWarning": Warning,
    ImportWarning = "ImportWarning": Warning,
    UnicodeWarning = "UnicodeWarning": Warning,
    BytesWarning = "BytesWarning": Warning,
    ResourceWarning = "ResourceWarning": Warning,
    EncodingWarning = "EncodingWarning": Warning,
    JSONDecodeError = "JSONDecodeError": ValueError,
    StatisticsError = "StatisticsError": ValueError,
    Traceback = "traceback": Object,
    Frame = "frame": Object,
    Deque = "deque": Object,
    DequeIterator = "_deque_iterator": Object,
    DequeReverseIterator = "_deque_reverse_iterator": Object,
    WeakCell = "weakcell": Object,
    // The iterator types of `itertools` (modules/itertoolsmod.rs).
    ItCount = "count": Object,
    ItRepeat = "repeat": Object,
    ItCycle = "cycle": Object,
    ItAccumulate = "accumulate": Object,
    ItChain = "chain": Object,
    ItCompress = "compress": Object,
    ItDropWhile = "dropwhile": Object,
    ItTakeWhile = "takewhile": Object,
    ItFilterFalse = "filterfalse": Object,
    ItGroupBy = "groupby": Object,
    ItGrouper = "_grouper": Object,
    ItISlice = "islice": Object,
    ItPairwise = "pairwise": Object,
    ItStarMap = "starmap": Object,
    ItTee = "_tee": Object,
    ItTeeData = "_tee_dataobject": Object,
    ItZipLongest = "zip_longest": Object,
    ItProduct = "product": Object,
    ItPermutations = "permutations": Object,
    ItCombinations = "combinations": Object,
    ItCwr = "combinations_with_replacement": Object,
    // Builtin methods as CPython shows slot methods (builtins/methods/descr.rs).
    WrapperDescriptor = "wrapper_descriptor": Object,
    MethodWrapper = "method-wrapper": Object,
}

impl TypeId {
    pub fn is_subtype(self, other: TypeId) -> bool {
        // ExceptionGroup derives from both BaseExceptionGroup and Exception.
        if self == TypeId::ExceptionGroup && other == TypeId::Exception {
            return true;
        }
        let mut t = self;
        loop {
            if t == other {
                return true;
            }
            if t == TypeId::Object {
                return false;
            }
            t = t.base();
        }
    }

    /// The iterator types of builtin iterables (`list_iterator`, …) and of
    /// the sequence protocol (`iterator`).
    pub fn is_builtin_iterator(self) -> bool {
        (self.is_sized_iterator() && self != TypeId::Reversed)
            || matches!(self, TypeId::Iterator | TypeId::CallableIterator)
    }

    /// Iterators over a sized collection: they know how many items are
    /// left (`__length_hint__`).
    pub fn is_sized_iterator(self) -> bool {
        matches!(
            self,
            TypeId::ListIterator
                | TypeId::ListReverseIterator
                | TypeId::TupleIterator
                | TypeId::BytesIterator
                | TypeId::ByteArrayIterator
                | TypeId::StrAsciiIterator
                | TypeId::StrIterator
                | TypeId::RangeIterator
                | TypeId::DictKeyIterator
                | TypeId::DictValueIterator
                | TypeId::DictItemIterator
                | TypeId::SetIterator
                | TypeId::DequeIterator
                | TypeId::DequeReverseIterator
                | TypeId::Reversed
        )
    }

    /// One of the iterator types of `itertools`.
    pub fn is_itertool(self) -> bool {
        (TypeId::ItCount as u8..=TypeId::ItCwr as u8).contains(&(self as u8))
    }

    pub fn is_exception(self) -> bool {
        self.is_subtype(TypeId::BaseException)
    }

    /// Builtin names visible to guest code (internal helper types are not).
    pub fn is_builtin_name(self) -> bool {
        (self.is_exception() && self.module().is_none())
            || matches!(
                self,
                TypeId::Object
                    | TypeId::Type
                    | TypeId::Bool
                    | TypeId::Int
                    | TypeId::Float
                    | TypeId::Complex
                    | TypeId::Str
                    | TypeId::Bytes
                    | TypeId::ByteArray
                    | TypeId::List
                    | TypeId::Tuple
                    | TypeId::Dict
                    | TypeId::Set
                    | TypeId::FrozenSet
                    | TypeId::Range
                    | TypeId::Slice
                    | TypeId::Enumerate
                    | TypeId::Zip
                    | TypeId::Map
                    | TypeId::Filter
                    | TypeId::Reversed
                    | TypeId::Property
                    | TypeId::StaticMethod
                    | TypeId::ClassMethod
                    | TypeId::Super
            )
    }

    /// The defining module of types that live in a stdlib module rather
    /// than `builtins` (`json.decoder.JSONDecodeError`).
    pub fn module(self) -> Option<&'static str> {
        match self {
            TypeId::JSONDecodeError => Some("json.decoder"),
            TypeId::Deque => Some("collections"),
            TypeId::DequeIterator | TypeId::DequeReverseIterator => Some("_collections"),
            TypeId::StatisticsError => Some("statistics"),
            TypeId::WeakCell => Some("_weakref"),
            t if t.is_itertool() => Some("itertools"),
            TypeId::Future | TypeId::Task => Some("_asyncio"),
            TypeId::CancelledError | TypeId::InvalidStateError => Some("asyncio.exceptions"),
            _ => None,
        }
    }

    /// `module.Name` for stdlib-module types, else the bare name.
    pub fn qualified_name(self) -> String {
        match self.module() {
            Some(m) => format!("{m}.{}", self.name()),
            None => self.name().to_string(),
        }
    }

    /// The name CPython's messages use (its `tp_name`): `collections.deque`
    /// for the C types of stdlib modules that spell it so.
    pub fn tp_name(self) -> &'static str {
        match self {
            TypeId::Deque => "collections.deque",
            TypeId::DequeIterator => "_collections._deque_iterator",
            TypeId::DequeReverseIterator => "_collections._deque_reverse_iterator",
            TypeId::ItCount => "itertools.count",
            TypeId::ItRepeat => "itertools.repeat",
            TypeId::ItCycle => "itertools.cycle",
            TypeId::ItAccumulate => "itertools.accumulate",
            TypeId::ItChain => "itertools.chain",
            TypeId::ItCompress => "itertools.compress",
            TypeId::ItDropWhile => "itertools.dropwhile",
            TypeId::ItTakeWhile => "itertools.takewhile",
            TypeId::ItFilterFalse => "itertools.filterfalse",
            TypeId::ItGroupBy => "itertools.groupby",
            TypeId::ItGrouper => "itertools._grouper",
            TypeId::ItISlice => "itertools.islice",
            TypeId::ItPairwise => "itertools.pairwise",
            TypeId::ItStarMap => "itertools.starmap",
            TypeId::ItTee => "itertools._tee",
            TypeId::ItTeeData => "itertools._tee_dataobject",
            TypeId::ItZipLongest => "itertools.zip_longest",
            TypeId::ItProduct => "itertools.product",
            TypeId::ItPermutations => "itertools.permutations",
            TypeId::ItCombinations => "itertools.combinations",
            TypeId::ItCwr => "itertools.combinations_with_replacement",
            t => t.name(),
        }
    }

    pub fn from_u8(b: u8) -> Option<TypeId> {
        TypeId::ALL.get(b as usize).copied()
    }
}
