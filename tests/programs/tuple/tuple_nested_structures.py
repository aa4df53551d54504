# nested tuples describing a tree, traversed recursively
tree = ("root", [("a", [("a1", []), ("a2", [])]), ("b", [("b1", [("b1x", [])])]), ("c", [])])

def show(node, depth=0):
    name, children = node
    print("  " * depth + name)
    for child in children:
        show(child, depth + 1)

def count(node):
    return 1 + sum(count(c) for c in node[1])

def leaves(node):
    if not node[1]:
        return (node[0],)
    return tuple(x for c in node[1] for x in leaves(c))

def depth(node):
    return 1 + max((depth(c) for c in node[1]), default=0)

show(tree)
print(count(tree), leaves(tree), depth(tree))
print(tree[1][1][1][0][0])
