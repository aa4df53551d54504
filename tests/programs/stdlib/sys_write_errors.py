import sys
try:
    sys.stdout.write(42)
except TypeError as e:
    print(e)
try:
    sys.stderr.write(b"bytes")
except TypeError as e:
    print(e)
print(hasattr(sys, "stdout"), hasattr(sys, "stderr"))
def log(*args):
    print(*args, file=sys.stderr)
log("logged", 1, 2)
print("done")
sys.stdout.write(None)
