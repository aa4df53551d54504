"""Doctests run by doctest.testmod, quiet and verbose, and a report of
failures from a module whose file name is fixed."""
import doctest
import types


def mean(values):
    """The arithmetic mean.

    >>> mean([1, 2, 3, 4])
    2.5
    >>> mean([])
    Traceback (most recent call last):
        ...
    ZeroDivisionError: division by zero
    >>> print(mean([2]))
    2.0
    """
    return sum(values) / len(values)


class Stack:
    """A stack.

    >>> s = Stack()
    >>> s.push(1).push(2).items
    [1, 2]
    >>> s.pop()
    2
    >>> print('a\\n\\nb')
    a
    <BLANKLINE>
    b
    """

    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)
        return self

    def pop(self):
        """Remove the top.

        >>> Stack().push(5).pop()
        5
        """
        return self.items.pop()

    @property
    def size(self):
        """The height.

        >>> Stack().push(1).size
        1
        """
        return len(self.items)


def wide():
    """
    >>> list(range(30))  # doctest: +ELLIPSIS
    [0, 1, 2, ..., 29]
    >>> print('a   b\\n c')  # doctest: +NORMALIZE_WHITESPACE
    a b c
    >>> 1 == 1
    True
    >>> x = 5
    >>> x * 2
    10
    >>> raise ValueError('has a long message')  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ValueError: something else
    >>> nothing_here  # doctest: +SKIP
    42
    """


print(doctest.testmod())
print(doctest.testmod(verbose=True))

fake = types.ModuleType("fakemod")
fake.__file__ = "fake.py"
exec('''
def add(a, b):
    """
    >>> add(1, 2)
    4
    >>> add(1, 1)
    2
    >>> print("x")
    """
    return a + b
''', fake.__dict__)
fake.add.__module__ = "fakemod"
results = doctest.testmod(fake)
print(results, results.failed, results.attempted)
print(doctest.OutputChecker().check_output("a...z\n", "abcz\n", doctest.ELLIPSIS))
print([e.source for e in doctest.DocTestParser().get_examples(">>> 1\n1\n>>> for i in range(2):\n...     i\n0\n1\n")])
doctest.run_docstring_examples(mean, {"mean": mean}, verbose=True, name="mean")
