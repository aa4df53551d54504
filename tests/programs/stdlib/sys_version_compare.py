import sys
if sys.version_info >= (3, 10):
    print("match supported")
if sys.version_info[0] == 3:
    print("py3")
vi = sys.version_info
print(vi[0:2] == (3, 11), tuple(vi)[:2])
print(isinstance(vi, tuple))
print(hash(vi[:2]) == hash((3, 11)))
print(f"Python {vi.major}.{vi.minor}")
print(sys.int_info.bits_per_digit)
print(sys.version_info.micro >= 0)
try:
    sys.version_info.major = 4
except AttributeError as e:
    print("readonly")
