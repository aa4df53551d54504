import sys, io
old = sys.stdout
buf = io.StringIO()
sys.stdout = buf
sys.stdout.write("captured\n")
sys.stdout = old
print(repr(buf.getvalue()))
from contextlib import redirect_stdout
buf2 = io.StringIO()
with redirect_stdout(buf2):
    sys.stdout.write("inside\n")
print(repr(buf2.getvalue()))
print(sys.stdout is old)
from contextlib import redirect_stderr
err = io.StringIO()
with redirect_stderr(err):
    print("oops", file=sys.stderr)
print(repr(err.getvalue()))
with redirect_stdout(io.StringIO()) as f:
    print("hidden", 1, 2)
    help_text = "x"
print(repr(f.getvalue()))
