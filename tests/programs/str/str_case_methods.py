# case conversion methods
words = ["hello world", "HELLO WORLD", "hElLo WoRlD", "they're bill's friends", "123abc def", "o'neil mcdonald-smith", ""]
for w in words:
    print(repr(w.upper()), repr(w.lower()), repr(w.title()), repr(w.capitalize()), repr(w.swapcase()))
print("hello".islower(), "Hello".istitle(), "HELLO".isupper(), "123".isupper(), "A1".isupper())
print("Hello World".istitle(), "Hello world".istitle(), "".istitle(), "ABC".casefold())
print("snake_case_name".title().replace("_", ""), "x".upper() * 3)
def camel_to_snake(name):
    out = ""
    for i, ch in enumerate(name):
        if ch.isupper() and i:
            out += "_"
        out += ch.lower()
    return out
print([camel_to_snake(n) for n in ["CamelCase", "getHTTPResponse", "simple", "X"]])
