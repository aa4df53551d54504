import sys

print(sys.get_int_max_str_digits())
big = 7 ** 6000
try:
    str(big)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(6000)
print(sys.get_int_max_str_digits(), len(str(big)), str(big)[:20])
print(int(str(big)) == big, int("9" * 5999) % 1000)
try:
    int("9" * 6001)
except ValueError as e:
    print(e)
print(len(f"{big}"), len("%d" % big), len(format(big, ",")), len(repr(-big)))
try:
    str(big * big)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(0)
print(sys.get_int_max_str_digits(), len(str(big ** 3)), int("1" * 20000) % 97)
for bad in (640, 1, -5):
    try:
        sys.set_int_max_str_digits(bad)
    except ValueError as e:
        print(bad, e)
sys.set_int_max_str_digits(641)
try:
    int("5" * 642)
except ValueError as e:
    print(e)
print(int("5" * 641) % 11, hex(big)[:12])
