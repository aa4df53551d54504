# KeyError raised several calls deep
tree = {"root": ["a", "b"], "a": ["c"], "b": ["d"], "c": []}

def walk(node, depth=0):
    print("  " * depth + node)
    for child in tree[node]:
        walk(child, depth + 1)

print(sorted(tree), sum(len(v) for v in tree.values()))
print([n for n, kids in tree.items() if not kids])
walk("root")
