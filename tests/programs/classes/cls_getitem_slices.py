# __getitem__ handling ints and slice objects
class Text:
    def __init__(self, s):
        self.s = s
    def __len__(self):
        return len(self.s)
    def __getitem__(self, k):
        if isinstance(k, slice):
            print("slice", k.start, k.stop, k.step, k.indices(len(self.s)))
            return Text(self.s[k])
        return self.s[k]
    def __repr__(self):
        return f"Text({self.s!r})"

t = Text("hello world")
print(t[0], t[-1])
print(t[1:5])
print(t[::2])
print(t[:-6:-1])
print(t[3:][1:3])
sl = slice(2, None)
print(t[sl], sl)
try:
    t[50]
except IndexError as e:
    print("IndexError:", e)
