# copyreg: reducers registered for a type are used by pickle
import copyreg
import pickle


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return 'Point(%r, %r)' % (self.x, self.y)


def make_point(x, y):
    print('  make_point', x, y)
    return Point(x, y)


calls = []


def reduce_point(p):
    calls.append(p.x)
    return (make_point, (p.x, p.y))


print(complex in copyreg.dispatch_table, Point in copyreg.dispatch_table)
copyreg.pickle(Point, reduce_point)
print(copyreg.dispatch_table[Point] is reduce_point)
data = pickle.dumps([Point(1, 2), Point(3, 'a')])
print(calls)
print(data)
print(pickle.loads(data))
print(pickle.loads(pickle.dumps(3 + 4j)), pickle.dumps(1 - 2j) == pickle.dumps(complex(1, -2)))
print(copyreg.pickle_complex(2 + 5j))


class Temp:
    def __init__(self, c):
        self.c = c


class CelsiusPickler(pickle.Pickler):
    dispatch_table = {Temp: lambda t: (Temp, (t.c * 10,))}


import io
buf = io.BytesIO()
CelsiusPickler(buf).dump(Temp(2))
print(pickle.loads(buf.getvalue()).c)
print(pickle.loads(pickle.dumps(Temp(2))).c)
del copyreg.dispatch_table[Point]
print(pickle.loads(pickle.dumps(Point(5, 6))), calls)

for args in ((Point, 5), (Point, len, 7)):
    try:
        copyreg.pickle(*args)
    except TypeError as e:
        print('TypeError', e)
try:
    copyreg.constructor('nope')
except TypeError as e:
    print('TypeError', e)
print(copyreg.constructor(len))
print(sorted(copyreg.__all__))
