# TypeError during arithmetic, wrapped with context
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        try:
            return Money(self.cents + other.cents)
        except AttributeError:
            raise TypeError(f"cannot add Money and {type(other).__name__}")
    def __repr__(self):
        return f"Money({self.cents})"

print(Money(5) + Money(7))
try:
    Money(1) + 3
except TypeError as e:
    print(e, "| context:", type(e.__context__).__name__)
print(sum([Money(1), Money(2)], Money(0)))
Money(1) + "2"
