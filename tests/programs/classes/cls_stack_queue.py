# stack and queue classes sharing a base with template methods
class Container:
    def __init__(self):
        self._data = []
    def __len__(self):
        return len(self._data)
    def is_empty(self):
        return len(self) == 0
    def put(self, x):
        self._data.append(x)
        return self
    def take(self):
        if self.is_empty():
            raise LookupError(f"{type(self).__name__} is empty")
        return self._data.pop(self._index())
    def __repr__(self):
        return f"{type(self).__name__}({self._data})"

class Stack(Container):
    def _index(self):
        return -1

class Queue(Container):
    def _index(self):
        return 0

for cls in (Stack, Queue):
    c = cls()
    c.put(1).put(2).put(3)
    print(c, len(c), c.take(), c.take(), c)
    c.take()
    try:
        c.take()
    except LookupError as e:
        print("LookupError:", e)
print(Container.is_empty(Stack()))
