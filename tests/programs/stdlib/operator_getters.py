from operator import itemgetter, attrgetter, methodcaller
import operator


class P:
    def __init__(self, name, age, boss=None):
        self.name = name
        self.age = age
        self.boss = boss

    def greet(self, greeting='hi', punct='!'):
        return f'{greeting} {self.name}{punct}'


g = itemgetter(1)
print(g([10, 20, 30]), g('abc'), g({1: 'one'}), g)
g2 = itemgetter(0, 2)
print(g2('abcd'), g2([5, 6, 7]), g2)
print(itemgetter('k')({'k': 'v'}), itemgetter(slice(1, 3))('hello'), itemgetter(-1)((1, 2)))
rows = [('b', 2), ('a', 3), ('c', 1)]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(0)))
print(max(rows, key=itemgetter(1)), list(map(itemgetter(0), rows)))
boss = P('Ann', 50)
people = [P('Bob', 30, boss), P('Cid', 25, boss), P('Dee', 35)]
print([attrgetter('name')(p) for p in people])
print(attrgetter('name', 'age')(people[0]), attrgetter('boss.name')(people[1]))
print(attrgetter('boss.name', 'age')(people[0]))
print(sorted(people, key=attrgetter('age'))[0].name, attrgetter('name'), attrgetter('a.b', 'c'))
m = methodcaller('greet')
print(m(people[0]), methodcaller('greet', 'hello')(people[1]), methodcaller('greet', punct='?')(people[2]))
print(methodcaller('upper')('abc'), methodcaller('split', ',')('a,b'), methodcaller('replace', 'a', 'b'))
print(methodcaller('greet', 'yo', punct='.'), methodcaller('strip'))
print(list(map(methodcaller('lower'), ['A', 'Bc'])))
try:
    attrgetter('nope')(people[0])
except AttributeError as e:
    print('AttributeError', e)
try:
    itemgetter(5)([1])
except IndexError as e:
    print('IndexError', e)
try:
    attrgetter(1)
except TypeError as e:
    print('TypeError', e)
try:
    methodcaller(1)
except TypeError as e:
    print('TypeError', e)
print(operator.itemgetter(1, 1)([0, 9]), operator.attrgetter('real', 'imag')(3 + 4j))
itemgetter('missing')({'a': 1})
