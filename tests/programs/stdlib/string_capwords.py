import string
for s in ["hello world", "  leading and   multiple   spaces ", "ALREADY CAPS", "mIxEd cAsE wOrDs", "", "   ",
          "one", "tab\tseparated\twords", "new\nline", "o'neil mc-donald", "éclair über", "123abc def"]:
    print(repr(s), "->", repr(string.capwords(s)))
print(repr(string.capwords("a-b-c d-e", "-")), repr(string.capwords("x,,y,z", ",")), repr(string.capwords("hello world", None)))
print(repr(string.capwords("aXb aXc", "X")), repr(string.capwords("", "-")))
print(string.capwords(sep=" ", s="keyword args work"))
try:
    string.capwords()
except TypeError as e:
    print("TypeError", e)
try:
    string.capwords("a", "b", "c")
except TypeError as e:
    print("TypeError", e)
string.capwords(42)
