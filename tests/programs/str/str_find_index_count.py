# find/rfind/index/rindex/count with start and end
s = "mississippi"
print(s.find("ss"), s.rfind("ss"), s.find("ss", 3), s.find("ss", 3, 5), s.find("xyz"))
print(s.index("i"), s.rindex("i"), s.index("p", 0, 9), s.rindex("s", 0, 5))
print(s.count("s"), s.count("ss"), s.count("i", 2), s.count("i", 2, 5), s.count(""), "".count(""))
print(s.find(""), s.find("", 5), s.find("", 20), s.rfind(""))
print(s.find("i", -3), s.count("s", -5, -1), s.find("m", 1))
print("aaaa".count("aa"), "abababa".count("aba"), "abababa".find("aba", 1))
positions = []
i = s.find("s")
while i != -1:
    positions.append(i)
    i = s.find("s", i + 1)
print(positions)
print(s.startswith("miss"), s.startswith("ss", 2), s.endswith("pi"), s.endswith(("x", "pi")), s.startswith(("a", "m")))
print(s.startswith("is", 1, 3), s.endswith("ssi", 0, 7))
try:
    s.index("z")
except ValueError as e:
    print("ValueError:", e)
try:
    s.rindex("q")
except ValueError as e:
    print("ValueError:", e)
