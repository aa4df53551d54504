import string
for name in ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits", "hexdigits", "octdigits", "punctuation", "printable", "whitespace"]:
    v = getattr(string, name)
    print(name, len(v), repr(v))
print(all(c in string.printable for c in string.ascii_letters + string.digits + string.punctuation))
print(sorted(set(string.hexdigits.lower())), string.digits[::-1], string.ascii_uppercase.index("Q"))
word = "Hello, World! 123"
print([c for c in word if c in string.punctuation], sum(c in string.ascii_letters for c in word))
print("".join(c for c in word if c not in string.whitespace))
table = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[13:] + string.ascii_lowercase[:13])
print("rot13 me".translate(table))
