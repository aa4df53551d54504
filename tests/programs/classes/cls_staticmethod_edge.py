# staticmethods stored and called in various ways, classmethod on instance
class Util:
    factor = 3
    @staticmethod
    def triple(x):
        return x * Util.factor
    @classmethod
    def scaled(cls, x):
        return x * cls.factor
    ops = {}

class Sub(Util):
    factor = 10

print(Util.triple(2), Sub.triple(2), Util.scaled(2), Sub.scaled(2), Sub().scaled(1))
fns = [Util.triple, Sub.scaled, Util().triple]
print([f(5) for f in fns])
Util.ops["t"] = Util.triple
print(Util.ops["t"](7))
sm = staticmethod(len)
class WithLen:
    length = sm
print(WithLen.length("abcd"), WithLen().length([1]))
