# builtin exception hierarchy facts
pairs = [(ZeroDivisionError, ArithmeticError), (OverflowError, ArithmeticError), (KeyError, LookupError),
         (IndexError, LookupError), (UnicodeDecodeError, ValueError), (RecursionError, RuntimeError),
         (NotImplementedError, RuntimeError), (ModuleNotFoundError, ImportError), (UnboundLocalError, NameError),
         (StopAsyncIteration, Exception), (BrokenPipeError, ConnectionError), (AssertionError, Exception),
         (GeneratorExit, Exception), (SystemExit, Exception), (IndentationError, SyntaxError), (TabError, IndentationError)]
for sub, sup in pairs:
    print(f"{sub.__name__:20} {sup.__name__:16} {issubclass(sub, sup)}")
print([k.__name__ for k in TabError.__mro__])
print([k.__name__ for k in BrokenPipeError.__mro__])
