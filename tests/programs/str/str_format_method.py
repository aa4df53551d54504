# str.format with positional, keyword, index and attribute fields
print("{} + {} = {}".format(1, 2, 3))
print("{0}{1}{0}".format("ab", "cd"), "{1}, {0}".format("world", "hello"))
print("{name} is {age} years".format(name="Ann", age=31))
point = (3, 4)
print("x={0[0]} y={0[1]}".format(point))
data = {"k": "v", "n": 5}
print("{d[k]} {d[n]}".format(d=data), "{0[k]}".format(data))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"))
print("{:08.3f} {:+d} {:x} {:,}".format(3.14159, 5, 255, 1234567))
print("{0:{1}}|".format("pad", 6), "{:{w}.{p}f}".format(2.71828, w=10, p=2))
print("{{literal}} {}".format("x"), "{!r} {!s}".format("q", "q"), "{0!r:>6}".format("ab"))
z = 5 + 0
print("{0.real} {0.imag}".format(z), "{.__name__}".format(int))
args = ["a", "b", "c"]
print("{}-{}-{}".format(*args), "{x}{y}".format(**{"x": 1, "y": 2}))
print("{:%}".format(0.25), "{:.1%}".format(1 / 3), "{:e}".format(12345.678))
print("{0:b} {0:o} {0:#x} {0:c}".format(65))
print(format("text", "*^12"), format(3, "03"), "{:}".format(None))
