import pprint, collections
od = collections.OrderedDict((str(i) * 5, i) for i in range(8))
pprint.pprint(od)
pprint.pprint(od, width=40)
dd = collections.defaultdict(list, {"alpha": [1, 2, 3] * 5, "beta": [4]})
pprint.pprint(dd, width=50)
c = collections.Counter("abracadabra" * 3)
pprint.pprint(c, width=30)
dq = collections.deque(range(30), maxlen=40)
pprint.pprint(dq, width=50)
pprint.pprint(collections.deque(range(25)), width=40)
pprint.pprint(collections.ChainMap({"a" * 20: 1}, {"b" * 20: 2}), width=30)
class MyDict(dict):
    pass
pprint.pprint(MyDict({"k" * 30: 1, "j" * 30: 2}))
class Custom(dict):
    def __repr__(self):
        return "Custom!"
pprint.pprint(Custom({"k" * 50: 1, "j" * 50: 2}))
pprint.pprint([Custom(), MyDict(a=1)])
