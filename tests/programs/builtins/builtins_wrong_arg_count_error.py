# builtins called with the wrong number of arguments
print(len("abc"), abs(-1), ord("a"), chr(98))
for bad in [lambda: len(), lambda: len("a", "b"), lambda: abs(), lambda: ord("a", "b"), lambda: divmod(1),
            lambda: isinstance(1), lambda: getattr(1), lambda: "x".upper(1), lambda: [].append()]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print("now uncaught")
print(len([1], [2]))
