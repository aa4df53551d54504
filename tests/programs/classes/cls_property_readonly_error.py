# assigning to a property without setter is an uncaught AttributeError
class Circle:
    def __init__(self, r):
        self.r = r

    @property
    def area(self):
        return 3 * self.r * self.r

    @property
    def diameter(self):
        return 2 * self.r

c = Circle(2)
print(c.area, c.diameter)
c.r = 5
print(c.area, c.diameter)
print(Circle.area.fget(c))
c.area = 100
print("unreachable")
