from enum import Enum, IntEnum, StrEnum, auto


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3


print(Priority.HIGH, repr(Priority.HIGH), str(Priority.LOW), f'{Priority.MEDIUM}', f'{Priority.HIGH:03d}')
print(Priority.LOW < Priority.HIGH, Priority.MEDIUM == 2, Priority.HIGH > 2, 2 in [Priority.MEDIUM])
print(Priority.LOW + 1, Priority.HIGH * 2, sum(Priority), max(Priority), sorted([3, Priority.LOW, 2]))
print(isinstance(Priority.LOW, int), Priority(2), Priority(3).name, int(Priority.HIGH))
print({1: 'one'}[Priority.LOW], {Priority.LOW: 'low'}[1], hash(Priority.LOW) == hash(1))
print(['a', 'b', 'c', 'd'][Priority.MEDIUM], list(range(Priority.HIGH)))
print('%d %s %r' % (Priority.LOW, Priority.LOW, Priority.LOW))


class Method(StrEnum):
    GET = auto()
    POST = auto()
    CUSTOM = 'X-Custom'


print(Method.GET, repr(Method.GET), Method.POST.value, Method('X-Custom'), Method.CUSTOM.upper())
print(Method.GET == 'get', Method.GET + '!', f'[{Method.POST}]', f'{Method.GET:>6}|', len(Method.CUSTOM))
print(isinstance(Method.GET, str), sorted(Method), '/'.join(Method))


class Mixed(str, Enum):
    A = 'a'
    B = 'b'


print(Mixed.A, repr(Mixed.B), Mixed.A == 'a', f'{Mixed.A}', Mixed.A.value, Mixed('b'))


class Weekday(IntEnum):
    MON = auto()
    TUE = auto()
    WED = auto()

    @property
    def is_monday(self):
        return self is Weekday.MON

    def next(self):
        return Weekday((self.value % len(Weekday)) + 1)


print([d.next() for d in Weekday], Weekday.MON.is_monday, Weekday.TUE.is_monday)
print(Weekday.__members__)
print(list(Weekday.__members__), Priority.__name__, type(Priority.__members__).__name__)

try:
    Priority(0)
except ValueError as e:
    print('ValueError:', e)
try:
    class Bad(StrEnum):
        X = 1
except TypeError as e:
    print('TypeError:', e)
print(Method('PUT'))
