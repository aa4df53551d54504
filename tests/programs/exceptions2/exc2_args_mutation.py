# exception args can be replaced; str() follows args
e = ValueError("first")
print(str(e), e.args)
e.args = ("second", 2)
print(str(e), repr(e))
e.args = ()
print(repr(str(e)), repr(e))
e.args = ["list", "becomes", "tuple"]
print(e.args, type(e.args).__name__)
k = KeyError("x")
k.args = ("y",)
print(str(k))
class Custom(Exception):
    pass
c = Custom(1, 2)
c.args = (c.args[0] + 10,)
print(c, repr(c))
try:
    raise c
except Custom as caught:
    print(caught.args, caught is c)
