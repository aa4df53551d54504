# `in` on different container types, with a TypeError at the end
print(2 in [1, 2], "a" in "abc", "k" in {"k": 1}, 3 in {3}, 1 in (1,), 4 in range(5), 97 in b"abc")
print(b"ab" in b"cab", "x" not in "", None in [None], [1] in [[1]])
try:
    1 in "123"
except TypeError as e:
    print("TypeError:", e)
try:
    [1] in {1: 2}
except TypeError as e:
    print("TypeError:", e)
try:
    "a" in b"abc"
except TypeError as e:
    print("TypeError:", e)
print(5 in 12345)
