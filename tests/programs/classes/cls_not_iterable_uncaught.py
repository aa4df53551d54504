# iterating over an instance without __iter__/__getitem__
class Foo:
    def __len__(self):
        return 3

f = Foo()
print(len(f))
try:
    list(f)
except TypeError as e:
    print("TypeError:", e)
try:
    a, b = f
except TypeError as e:
    print("TypeError:", e)
try:
    1 in f
except TypeError as e:
    print("TypeError:", e)
class BadIter:
    def __iter__(self):
        return 5
try:
    iter(BadIter())
except TypeError as e:
    print("TypeError:", e)
for x in f:
    print(x)
