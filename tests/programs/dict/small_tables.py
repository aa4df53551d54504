a = {"x": 1, "y": 2, "x": 3}
print(a, len(a))
b = {"k%d" % i: i for i in range(3)}
c = {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9, "j": 10, "a": 11}
print(c, len(c), c["j"], "a" in c)
d = {1: "a", "s": 2}
print(d)
class S(str): pass
e = {S("q"): 1, "q": 2}
print(e)
f = {"x": 1}
f["y"] = 2; del f["x"]; f["x"] = 3
print(f, list(f))
big = {}
for i in range(20):
    big[str(i)] = i
for i in range(0, 20, 2):
    del big[str(i)]
print(big, len(big))
for i in range(5):
    big["n" + str(i)] = i
print(len(big), big.get("19"), big.get("0"))
