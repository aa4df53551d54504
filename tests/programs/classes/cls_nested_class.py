# nested classes and access from methods
class Tree:
    class Node:
        def __init__(self, key):
            self.key = key
            self.left = self.right = None

    def __init__(self):
        self.root = None

    def insert(self, key):
        if self.root is None:
            self.root = Tree.Node(key)
            return
        n = self.root
        while True:
            side = "left" if key < n.key else "right"
            nxt = getattr(n, side)
            if nxt is None:
                setattr(n, side, self.Node(key))
                return
            n = nxt

    def inorder(self):
        out = []
        def walk(n):
            if n:
                walk(n.left)
                out.append(n.key)
                walk(n.right)
        walk(self.root)
        return out

    def height(self, n="start"):
        if n == "start":
            n = self.root
        if n is None:
            return 0
        return 1 + max(self.height(n.left), self.height(n.right))

t = Tree()
for k in [50, 30, 70, 20, 40, 60, 80, 35]:
    t.insert(k)
print(t.inorder(), t.height())
print(Tree.Node.__qualname__, type(t.root).__name__)
