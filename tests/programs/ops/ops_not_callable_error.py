# calling a non-callable object
handlers = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b, "neg": -1}
print(handlers["add"](2, 3), handlers["mul"](4, 5))
print(sorted(k for k, v in handlers.items() if callable(v)))
print(callable(handlers["add"]), callable(handlers["neg"]))
for name in ["add", "mul"]:
    print(name, handlers[name](6, 7))
print(handlers["neg"] * 3)
result = handlers["neg"](3)
print(result)
