# Calls the VM answers without the general method path: the predicates,
# startswith/endswith, one-character indexing and one-character `in`.
samples = ["", "a", "7", " ", "\t\n", "abc", "ab1", "ABC", "Abc", "12.5", "٣", "é", "ß", "x y", "_id", "1a"]
for s in samples:
    print(repr(s), s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isdecimal(),
          s.isnumeric(), s.islower(), s.isupper(), s.isascii(), s.isidentifier())

text = "== != <= >= héllo"
for i in range(-3, len(text) + 3):
    print(i, text.startswith(("==", "!=", "<=", ">="), i), text.startswith("h", i),
          text.endswith(("lo", "=="), i), text.startswith(("é",), i))
print("abc".startswith(()), "abc".startswith(("",)), "".startswith(""), "abc".endswith("", 5))

class S(str):
    def isdigit(self):
        return "overridden"
    def startswith(self, p, *a):
        return "overridden"

print(S("1").isdigit(), S("ab").startswith("a"), S("ab").endswith("b"), S("5").isalpha())

for bad in [("a", 1), 1, None, ["a"]]:
    try:
        print("abc".startswith(bad))
    except TypeError as e:
        print("TypeError:", e)
try:
    print("abc".startswith("a", "x"))
except TypeError as e:
    print("TypeError:", e)
try:
    print("abc".isdigit(1))
except TypeError as e:
    print("TypeError:", e)
print("abc".startswith("b", 1, 2), "abc".endswith("b", 0, 2), "abc".startswith("a", True))

s = "hello, world"
print([s[i] for i in range(-len(s), len(s))])
print(s[True], s[-1], "x"[0], "é"[0], "aé"[-1])
for i in [len(s), -len(s) - 1, 2**40, -2**40]:
    try:
        print(s[i])
    except IndexError as e:
        print("IndexError:", e)
print("a" in "héllo", "l" in "héllo", "é" in "héllo", "" in "", "x" in "", "o" in "héllo")
print(s[0] is s[0], s[4] is "o")
try:
    print(1 in "abc")
except TypeError as e:
    print("TypeError:", e)
