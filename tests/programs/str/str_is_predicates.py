# isdigit/isdecimal/isnumeric/isalpha/isalnum/isspace/isidentifier/isprintable/isascii
samples = ["123", "12.5", "-1", "½", "²", "٣", "abc", "abc123", "Ωmega", " ", "\t\n", "", "hello world",
           "_var1", "1var", "class", "Tab\t", "日本", "ⅷ"]
for s in samples:
    print(repr(s), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalpha(), s.isalnum(), s.isspace(),
          s.isidentifier(), s.isprintable(), s.isascii())
print([c for c in "a1 B2_c3!" if c.isalnum()])
print(sum(c.isdigit() for c in "phone: 555-0123"))
def classify(tok):
    if tok.isdigit():
        return "int"
    if tok.replace(".", "", 1).isdigit():
        return "float"
    if tok.isidentifier():
        return "name"
    if tok.isspace():
        return "space"
    return "other"
print([(t, classify(t)) for t in ["42", "3.14", "x_1", "1.2.3", "  ", "+", "ab-c"]])
