# copyreg: extension registry, __newobj__, _reconstructor, _slotnames
import copyreg

copyreg.add_extension('mod', 'name', 5)
copyreg.add_extension('mod', 'name', 5)
print(copyreg._extension_registry, copyreg._inverted_registry)
for args in (('mod', 'name', 6), ('other', 'thing', 5), ('x', 'y', 0), ('x', 'y', 2 ** 31)):
    try:
        copyreg.add_extension(*args)
    except ValueError as e:
        print('ValueError', e)
try:
    copyreg.remove_extension('mod', 'name', 6)
except ValueError as e:
    print('ValueError', e)
copyreg._extension_cache[5] = object()
copyreg.remove_extension('mod', 'name', 5)
print(copyreg._extension_registry, copyreg._inverted_registry, copyreg._extension_cache)
copyreg._extension_cache[7] = 'x'
copyreg.clear_extension_cache()
print(copyreg._extension_cache)


class Money(int):
    def __new__(cls, value, unit='EUR'):
        obj = int.__new__(cls, value)
        obj.unit = unit
        return obj


m = copyreg.__newobj__(Money, 12)
print(type(m).__name__, m, m.unit)
m = copyreg.__newobj_ex__(Money, (7,), {'unit': 'USD'})
print(m, m.unit)


class Bag(list):
    pass


b = copyreg._reconstructor(Bag, list, [1, 2])
print(type(b).__name__, b)


class Plain:
    pass


print(type(copyreg._reconstructor(Plain, object, None)).__name__)


class Slotted:
    __slots__ = ('a', '__b', '__dict__')


class More(Slotted):
    __slots__ = 'c'


print(copyreg._slotnames(Slotted), copyreg._slotnames(More), More.__slotnames__)
print(copyreg._slotnames(Plain), copyreg._slotnames(int))
