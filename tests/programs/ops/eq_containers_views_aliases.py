# == and `in` on lists and tuples: guest __eq__ seen by index while the list
# shrinks, strs and nested tuples on the fast path, dict views and generic
# aliases inside containers and as dict keys.
class E:
    def __init__(self, n): self.n = n
    def __eq__(self, o):
        print("eq", self.n)
        if self.n == 1:
            lst.clear()
        return False
lst = [E(0), E(1), E(2), E(3)]
print(5 in lst, len(lst))
t = (1, "a", (2.0, "b"))
print((1, "a", (2, "b")) in [t], t == (1, "a", (2, "b")), "ab" < "b", "é" > "z", "" <= "")
n = float("nan"); print(n in [n], n in (n,), [n] == [n], (n,) == (n,))
print("x" != "x", "x" != "y", (1, 2) != (1, 2), {1: 2}.keys() == {1}, ({1: 2}.keys(),) == ({1},))
print((list[int],) == (list[int],), (list[int],) == (list,), list[int] == list, [{1: 2}.items()] == [{(1, 2)}], [{1: 2}.values()] == [{2}], ({1: 2}.keys(),) == ([1],))
print({1: 2}.keys() in [{1}], list[int] in [list[int]], (list[int], 2) in {(dict[str, int], 1): 0, (list[int], 2): 1})
print(hash(list[int]) == hash(list[int]), list[int] in {list[int]}, {list[int]: 1}.get(list[int]), (list[int], 2) in {(list[int], 2)})
