from operator import itemgetter, attrgetter, methodcaller
from collections import namedtuple
from itertools import groupby

Student = namedtuple('Student', 'name grade age')
students = [Student('jane', 'B', 12), Student('john', 'A', 15),
            Student('dave', 'B', 10), Student('anna', 'A', 15)]
print(sorted(students, key=attrgetter('age')))
print(sorted(students, key=attrgetter('grade', 'age')))
print(sorted(students, key=itemgetter(1, 0)))
print([s.name for s in sorted(students, key=attrgetter('age'), reverse=True)])
print(min(students, key=itemgetter(2)).name, max(students, key=attrgetter('name')).name)
by_grade = sorted(students, key=attrgetter('grade'))
for grade, group in groupby(by_grade, key=attrgetter('grade')):
    print(grade, [s.name for s in group])
records = [{'id': 3, 'tags': ['x']}, {'id': 1, 'tags': []}, {'id': 2, 'tags': ['y', 'z']}]
print([r['id'] for r in sorted(records, key=itemgetter('id'))])
print(list(map(itemgetter('id', 'tags'), records)))
print(sorted(records, key=lambda r: len(itemgetter('tags')(r)))[0])
pairs = [(1, 'b'), (2, 'a'), (1, 'a')]
print(sorted(pairs, key=itemgetter(1)), sorted(pairs, key=itemgetter(1, 0)))
words = ['Banana', 'apple', 'cherry', 'Apple']
print(sorted(words, key=methodcaller('lower')), sorted(words, key=methodcaller('casefold')))
print(sorted(words, key=methodcaller('count', 'a')))
matrix = [[3, 1, 2], [9, 8, 7], [1, 1, 1]]
print(sorted(matrix, key=itemgetter(2)), list(map(itemgetter(0), matrix)))
print(list(zip(*map(itemgetter(0, 2), matrix))))
stable = sorted(sorted(students, key=attrgetter('name')), key=attrgetter('grade'))
print([s.name for s in stable])
inventory = {'apple': 3, 'banana': 0, 'pear': 7}
print(sorted(inventory.items(), key=itemgetter(1), reverse=True))
print(max(inventory.items(), key=itemgetter(1))[0])
print(itemgetter(*'ab')({'a': 1, 'b': 2}), itemgetter(*range(3))('xyz'))
