# recursive generators with yield from over a tree
tree = ("root", [("a", [("a1", []), ("a2", [("a2x", [])])]), ("b", []), ("c", [("c1", [])])])

def preorder(node, depth=0):
    name, children = node
    yield depth, name
    for ch in children:
        yield from preorder(ch, depth + 1)

def postorder(node):
    name, children = node
    for ch in children:
        yield from postorder(ch)
    yield name

def leaves(node):
    name, children = node
    if not children:
        yield name
    for ch in children:
        yield from leaves(ch)

for depth, name in preorder(tree):
    print("  " * depth + name)
print(list(postorder(tree)))
print(list(leaves(tree)))
def paths(node, prefix=()):
    name, children = node
    here = prefix + (name,)
    if not children:
        yield "/".join(here)
    for ch in children:
        yield from paths(ch, here)
print(list(paths(tree)))
