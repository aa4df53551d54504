# str has no 'contains' method (use the in operator)
text = "hello world"
print(text.upper(), text.count("o"), "world" in text)
print(text.find("world"), text.startswith("hello"))
print(text.index("o"), text.rfind("o"))
words = text.split()
print(words, [w.capitalize() for w in words])
checks = ["hello", "planet", "o w"]
for c in checks:
    print(repr(c), c in text)
print(text.contains("world"))
