# copyreg: copy.copy and copy.deepcopy use reducers registered for a class
import copy
import copyreg


class Box:
    def __init__(self, items, label):
        self.items = items
        self.label = label

    def __repr__(self):
        return 'Box(%r, %r)' % (self.items, self.label)


class Special(Box):
    def __copy__(self):
        print('  Special.__copy__')
        return Special(self.items, 'own copy')


seen = []


def reduce_box(b):
    seen.append(b.label)
    return (Box, (b.items, b.label + '*'))


b = Box([1, [2, 3]], 'orig')
print(copy.copy(b), seen)
copyreg.pickle(Box, reduce_box)
c = copy.copy(b)
print(c, c.items is b.items, seen)
d = copy.deepcopy(b)
print(d, d.items is b.items, d.items[1] is b.items[1], d.items == b.items, seen)
copyreg.pickle(Special, reduce_box)
print(copy.copy(Special([0], 's')), seen)
print(copy.deepcopy({'k': b})['k'], seen)
del copyreg.dispatch_table[Box]
print(copy.copy(b), seen)
