# __len__ returning a negative number is a ValueError
class Span:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __len__(self):
        return self.b - self.a

print(len(Span(2, 9)), bool(Span(3, 3)), bool(Span(1, 2)))
print([len(Span(0, n)) for n in range(4)])
print(len(Span(5, 1)))
