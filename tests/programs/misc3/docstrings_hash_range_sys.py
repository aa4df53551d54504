"""The module's docstring."""
print(__doc__)


class A:
    """Class doc."""

    def m(self):
        "Method doc."


class B:
    pass


print(A.__doc__, A().__doc__, A.m.__doc__, B.__doc__)

print(hash(range(3)) == hash(range(0, 3, 1)), hash(range(0)) == hash(range(5, 5)))
print({range(3): "a"}[range(0, 3)], range(0) in {range(7, 2): 1})
print(hash(range(1, 10, 3)) == hash((3, 1, 3)), hash(range(5, 6)) == hash((1, 5, None)))
print(hash(range(5, 6, 7)) == hash(range(5, 6)))

import sys
print(sys.platform, sys.flags.optimize, sys.hash_info.width, sys.hash_info.modulus)
print(type(sys.path).__name__, type(sys.executable).__name__, sys.implementation.name in ("cpython", "corral"))
print(sys.getfilesystemencoding(), sys.is_finalizing(), sys.get_int_max_str_digits())
print(sys.getsizeof(0) > 0, sys.getsizeof([]) < sys.getsizeof([1, 2, 3]))
