import sys
try:
    sys.exit()
except SystemExit as e:
    print("exit", e.args, e.code)
try:
    sys.exit(3)
except SystemExit as e:
    print("exit", e.code)
try:
    sys.exit("message")
except SystemExit as e:
    print("exit", repr(e.code))
print(sys.intern("abc"))
print(sys.getdefaultencoding())
print("end")
print("not reached")
