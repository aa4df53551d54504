# Build a JSON-like tree of dicts and lists, walk it, and serialise it.
import json

def build(depth, width, seed):
    if depth == 0:
        return {"id": seed, "name": "leaf%d" % seed, "tags": ["a", "b", str(seed % 7)], "score": seed * 0.5}
    return {"id": seed, "children": [build(depth - 1, width, seed * width + i) for i in range(width)],
            "meta": {"depth": depth, "ok": seed % 2 == 0}}

def walk(node):
    stack = [node]
    count = 0
    total = 0.0
    while stack:
        n = stack.pop()
        count += 1
        if "children" in n:
            stack.extend(n["children"])
        else:
            total += n["score"] + len(n["tags"])
    return count, total

tree = build(6, 5, 1)
print(walk(tree))
text = json.dumps(tree)
back = json.loads(text)
print(len(text), walk(back) == walk(tree))
