//! The first line of the docstrings of the builtins programs most often
//! print (`int.__doc__`); the rest have none here.

use crate::objects::TypeId;

pub(crate) fn type_doc(t: TypeId) -> Option<&'static str> {
    Some(match t {
        TypeId::Int => "int([x]) -> integer",
        TypeId::Str => "str(object='') -> str",
        TypeId::List => "Built-in mutable sequence.",
        TypeId::Dict => "dict() -> new empty dictionary",
        TypeId::Tuple => "Built-in immutable sequence.",
        TypeId::Float => "Convert a string or number to a floating point number, if possible.",
        TypeId::Set => "set() -> new empty set object",
        TypeId::FrozenSet => "frozenset() -> empty frozenset object",
        TypeId::Bool => "bool(x) -> bool",
        TypeId::Bytes => "bytes(iterable_of_ints) -> bytes",
        TypeId::Object => "The base class of the class hierarchy.",
        TypeId::Range => "range(stop) -> range object",
        TypeId::Type => "type(object) -> the object's type",
        TypeId::Enumerate => "Return an enumerate object.",
        TypeId::Zip => {
            "zip(*iterables, strict=False) --> Yield tuples until an input is exhausted."
        }
        TypeId::Map => "map(func, *iterables) --> map object",
        TypeId::Filter => "filter(function or None, iterable) --> filter object",
        TypeId::BaseException => "Common base class for all exceptions",
        TypeId::Exception => "Common base class for all non-exit exceptions.",
        TypeId::ValueError => "Inappropriate argument value (of correct type).",
        TypeId::TypeError => "Inappropriate argument type.",
        TypeId::KeyError => "Mapping key not found.",
        TypeId::IndexError => "Sequence index out of range.",
        TypeId::RuntimeError => "Unspecified run-time error.",
        TypeId::AttributeError => "Attribute not found.",
        TypeId::NotImplementedError => "Method or function hasn't been implemented yet.",
        TypeId::StopIteration => "Signal the end from iterator.__next__().",
        TypeId::ZeroDivisionError => "Second argument to a division or modulo operation was zero.",
        _ => return None,
    })
}

pub(crate) fn function_doc(name: &str) -> Option<&'static str> {
    Some(match name {
        "len" => "Return the number of items in a container.",
        "print" => "Prints the values to a stream, or to sys.stdout by default.",
        "sorted" => "Return a new list containing all items from the iterable in ascending order.",
        "isinstance" => {
            "Return whether an object is an instance of a class or of a subclass thereof."
        }
        "abs" => "Return the absolute value of the argument.",
        "min" => "min(iterable, *[, default=obj, key=func]) -> value",
        "max" => "max(iterable, *[, default=obj, key=func]) -> value",
        "sum" => "Return the sum of a 'start' value (default: 0) plus an iterable of numbers",
        "repr" => "Return the canonical string representation of the object.",
        "id" => "Return the identity of an object.",
        "hash" => "Return the hash value for the given object.",
        _ => return None,
    })
}
