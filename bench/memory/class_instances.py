# 300,000 instances of a two-attribute class held in a list.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


points = [Point(i, i + 1) for i in range(300000)]
print(len(points), points[-1].x + points[-1].y)
