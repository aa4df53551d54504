# input() with no input to read (stdin at its end): the prompt is written
# where print() writes, then EOFError. A program-installed sys.stdin is read.
import io
import sys
from contextlib import redirect_stdout

print("before")
try:
    x = input("name? ")
except EOFError as e:
    print("EOF:", repr(e), e.args)
try:
    input()
except EOFError as e:
    print("EOF2:", e)
try:
    input(42)
except EOFError as e:
    print("EOF3:", e)
for args, kw in (((1, 2), {}), ((), {"prompt": "x"})):
    try:
        input(*args, **kw)
    except TypeError as e:
        print("TypeError:", e)
print(input.__name__, input)

buf = io.StringIO()
with redirect_stdout(buf):
    try:
        input("captured> ")
    except EOFError:
        pass
print("captured:", repr(buf.getvalue()))

sys.stdin = io.StringIO("first line\nsecond\nlast")
print(repr(input("a: ")), repr(input()), repr(input("c: ")))
try:
    input("d: ")
except EOFError as e:
    print("EOF4:", e)
sys.stdin = None
try:
    input("lost: ")
except RuntimeError as e:
    print("RuntimeError:", e)
sys.stdin = sys.__stdin__
input("final prompt: ")
