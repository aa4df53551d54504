# forgetting self in a method definition
class Calc:
    def ok(self, x):
        return x * 2
    def forgot():
        return "no self"

c = Calc()
print(c.ok(4), Calc.forgot())
try:
    c.ok()
except TypeError as e:
    print("TypeError:", e)
try:
    c.ok(1, 2)
except TypeError as e:
    print("TypeError:", e)
c.forgot()
