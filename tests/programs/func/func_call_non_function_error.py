# calling the result of a function that returned None
def find(items, target):
    for item in items:
        if item == target:
            return lambda: f"found {item}"

hit = find(["a", "b"], "b")
print(hit())
print(callable(hit), callable(find([], "x")))
miss = find(["a", "b"], "z")
print(miss)
print(miss())
