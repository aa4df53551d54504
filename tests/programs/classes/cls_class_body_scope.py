# class body is executed top to bottom and has its own namespace
x = "global x"
print("before class")
class K:
    print("in class body")
    x = "class x"
    y = x + "!"
    items = [1, 2, 3]
    doubled = [i * 2 for i in items]
    total = sum(items)
    def get_x(self):
        return x
    for i in range(3):
        pass
    last = i
    del i
print("after class")
print(K.x, K.y, K.doubled, K.total, K.last)
print(K().get_x())
print(hasattr(K, "i"))
class L:
    a = 1
    b = a + 1
    if b > 1:
        c = "big"
    else:
        c = "small"
print(L.a, L.b, L.c)
