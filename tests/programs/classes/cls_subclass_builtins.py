# subclassing list, dict and str
class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]

class Defaulting(dict):
    def __missing__(self, key):
        return f"<no {key}>"

class Shout(str):
    def shout(self):
        return self.upper() + "!"

s = Stack([1, 2])
s.push(3)
print(s, s.peek(), len(s), s.pop(), isinstance(s, list), type(s).__name__)
d = Defaulting(a=1)
print(d["a"], d["zzz"], len(d), "zzz" in d)
w = Shout("hey")
print(w.shout(), w + "!", len(w), w == "hey", type(w + "x").__name__)
class Counter(dict):
    def add(self, k):
        self[k] = self.get(k, 0) + 1
        return self
c = Counter().add("a").add("b").add("a")
print(sorted(c.items()))
