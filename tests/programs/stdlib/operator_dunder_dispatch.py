import operator as op


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __repr__(self):
        return f'Money({self.cents})'

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        return NotImplemented

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented

    def __mul__(self, k):
        return Money(self.cents * k)

    def __neg__(self):
        return Money(-self.cents)

    def __lt__(self, other):
        return self.cents < other.cents

    def __eq__(self, other):
        return isinstance(other, Money) and self.cents == other.cents

    def __hash__(self):
        return hash(self.cents)

    def __bool__(self):
        return self.cents != 0


class Bag:
    def __init__(self, *items):
        self.items = list(items)

    def __contains__(self, x):
        return x in self.items

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v

    def __delitem__(self, i):
        del self.items[i]

    def __len__(self):
        return len(self.items)

    def __iadd__(self, other):
        self.items.extend(other)
        return self


class Idx:
    def __index__(self):
        return 2


class Hint:
    def __length_hint__(self):
        return 42


a, b = Money(150), Money(275)
print(op.add(a, b), op.mul(a, 3), op.neg(a), op.lt(a, b), op.gt(a, b), op.eq(a, Money(150)))
print(op.truth(Money(0)), op.not_(Money(0)), sum([a, b]), op.ne(a, b))
print(sorted([b, a, Money(5)]), max(a, b))
bag = Bag(1, 2, 3)
print(op.contains(bag, 2), op.getitem(bag, 0), op.countOf(bag, 3), op.indexOf(bag, 3))
op.setitem(bag, 0, 'x')
op.delitem(bag, 1)
print(bag.items, op.length_hint(bag))
same = op.iadd(bag, [7])
print(same is bag, bag.items)
print(op.index(Idx()), [10, 20, 30][Idx()], op.getitem('abcd', Idx()))
print(op.length_hint(Hint()), op.length_hint(object(), 5))
print(op.concat([1], [2]), op.iconcat([1], (2,)), op.is_(a, a), op.is_not(a, b))
try:
    op.add(a, 1)
except TypeError as e:
    print('TypeError', e)
try:
    op.concat(a, b)
except TypeError as e:
    print('TypeError', e)
try:
    op.index(a)
except TypeError as e:
    print('TypeError', e)
op.lt(a, 5)
