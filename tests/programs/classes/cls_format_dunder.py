# __format__ receives the format spec from format() and f-strings
class Angle:
    def __init__(self, deg):
        self.deg = deg

    def __format__(self, spec):
        if spec == "rad":
            return f"{self.deg * 3.14159 / 180:.3f}rad"
        if spec == "":
            return f"{self.deg}deg"
        return format(self.deg, spec) + "deg"

    def __str__(self):
        return "Angle!"

a = Angle(90)
print(format(a), format(a, "rad"), format(a, ">8"))
print(f"{a}|{a:rad}|{a:08.2f}|{a!s}")
print("{} {:rad} {:x}".format(a, a, Angle(255)))

class Plain:
    def __str__(self):
        return "plain"

print(format(Plain()), f"{Plain()}")
try:
    format(Plain(), "10")
except TypeError as e:
    print("TypeError:", e)
