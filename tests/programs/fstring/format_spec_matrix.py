vals = [0, 1, -1, 42, 3.14159, -2.5, 1e10, 1.5e-7, 123456789, float('inf'), float('nan')]
specs = ['', '>10', '<10', '^10', '+', ' ', ',', '_', '08.3f', '.2e', '.3g', '%', '#x', '#o', '#b', 'x', 'X', 'n', '010,.2f', '=+12.4f', '*^15', '.0f', '#.0f', 'e', 'E', 'G', '.10g']
for v in vals:
    row = []
    for s in specs:
        try:
            row.append(format(v, s))
        except Exception as e:
            row.append(f"{type(e).__name__}:{e}")
    print(repr(v), row)
print(f"{'abc':>8}|{'abc':<8}|{'abc':^8}|{'abc':*^9}|")
print(f"{'hello world':.5}|{'x':=>4}")
try:
    print(f"{'abc':=10}")
except Exception as e:
    print(type(e).__name__, e)
try:
    print(format('abc', '+'))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(format(3.5, 'd'))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(format(3, '.2s'))
except Exception as e:
    print(type(e).__name__, e)
print(f"{1234567.891:,.2f} {1234567:_x} {0.000123:.2%} {-0.0:.1f} {-0.0:+.1f}")
print(f"{True:>5} {True:d} {None!r:>6} {'q'!a} {'é'!a}")
w, p = 12, 3
print(f"{3.14159:{w}.{p}f}|{'x':{'<'}{w}}|")
print(f"{12345678901234567890:,}")
print(f"{1e100:.3e} {1e-100:g} {123.456:.0e} {0.5:.0f} {1.5:.0f} {2.5:.0f}")
print(f"{255:08b} {255:#010x} {-255:#x} {255:c}")
print("{0}-{1}-{0}".format('a', 'b'), "{x}{y!r}".format(x=1, y='z'), "{:>{}}".format('r', 5))
print("{0[1]} {1[k]} {2.real}".format([7, 8], {'k': 'v'}, 3+4j))
print("%5.2f|%-6d|%s|%r|%x|%o|%e|%g|%%|%c" % (3.14159, 42, 'hi', 'hi', 255, 8, 12345.678, 0.0001, 65))
print("%(a)s and %(b)05d" % {'a': 'A', 'b': 42})
print(format(1+2j, '.2f'), format(complex(1.5, -2), '>20'), format(1e16, ''), format(1e15, ''), repr(1e16), str(1.0e-5))
print(f"{10**20:e}", f"{2**64:.3g}", f"{-1234.5:=+10.1f}", f"{1234.5:010}")
