# join, concatenation, repetition
parts = ["alpha", "beta", "gamma"]
print(", ".join(parts), "".join(parts), "-".join("abc"), " ".join(reversed(parts)))
print("|".join(str(n) for n in range(5)), "\n".join(["x", "y"]))
print(", ".join([]), repr("".join([])), ",".join(["only"]))
print("ab" * 3, 3 * "ab", "ab" * 0, "ab" * -2, repr("" * 5))
s = "x"
s += "y"
s *= 2
print(s)
print("=" * 20)
print("a" + "b" + "c", "a" "b" "c")
line = ""
for i in range(5):
    line += str(i) * i
print(line, len(line))
d = {"b": 2, "a": 1}
print(";".join(f"{k}={v}" for k, v in sorted(d.items())))
try:
    ", ".join(["a", 1, "b"])
except TypeError as e:
    print("TypeError:", e)
