# catching by base classes in the builtin hierarchy
tests = [
    lambda: 1 / 0,
    lambda: [][1],
    lambda: {}["k"],
    lambda: int("x"),
    lambda: None.attr,
    lambda: undefined_name_zz,
    lambda: (1).to_bytes(0, "big"),
    lambda: next(iter([])),
    lambda: "a" + 1,
]
for t in tests:
    try:
        t()
    except ArithmeticError as e:
        print("ArithmeticError", type(e).__name__, e)
    except LookupError as e:
        print("LookupError", type(e).__name__, e)
    except (ValueError, TypeError) as e:
        print("Value/TypeError", type(e).__name__, e)
    except Exception as e:
        print("Exception", type(e).__name__, e)
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(KeyError, LookupError))
print(issubclass(UnboundLocalError, NameError), issubclass(ModuleNotFoundError, ImportError))
print(issubclass(RecursionError, RuntimeError), issubclass(NotImplementedError, RuntimeError))
print(issubclass(Exception, BaseException), issubclass(KeyboardInterrupt, Exception))
print(issubclass(UnicodeDecodeError, ValueError), issubclass(FileNotFoundError, OSError))
print(issubclass(IndexError, Exception), issubclass(StopIteration, Exception))
