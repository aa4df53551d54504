# __new__ controlling instance creation
class Singleton:
    _inst = None
    def __new__(cls, *args):
        if cls._inst is None:
            print("creating instance")
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, value):
        print("init with", value)
        self.value = value

a = Singleton(1)
b = Singleton(2)
print(a is b, a.value)

class Positive(int):
    def __new__(cls, v):
        return super().__new__(cls, abs(v))

p = Positive(-5)
print(p, p + 1, type(p).__name__, isinstance(p, int))

class NotMe:
    def __new__(cls):
        return 42
    def __init__(self):
        print("never runs")
print(NotMe())
