import functools
def by_len_then_rev(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)
words = ["pear", "fig", "apple", "kiwi", "date", "banana", "yam"]
print(sorted(words, key=functools.cmp_to_key(by_len_then_rev)))
print(max(words, key=functools.cmp_to_key(by_len_then_rev)), min(words, key=functools.cmp_to_key(by_len_then_rev)))
def numeric_version(a, b):
    pa = [int(x) for x in a.split(".")]
    pb = [int(x) for x in b.split(".")]
    return (pa > pb) - (pa < pb)
vs = ["1.10", "1.2", "1.9.9", "2", "1.2.0"]
print(sorted(vs, key=functools.cmp_to_key(numeric_version), reverse=True))
K = functools.cmp_to_key(lambda a, b: a - b)
k1, k2 = K(3), K(5)
print(k1 < k2, k1 > k2, k1 == K(3), k1 <= k2, k1 >= K(3), k1 != k2)
def largest_number(nums):
    strs = [str(n) for n in nums]
    strs.sort(key=functools.cmp_to_key(lambda x, y: (y + x > x + y) - (y + x < x + y)))
    return "".join(strs)
print(largest_number([3, 30, 34, 5, 9]), largest_number([10, 2]))
try:
    sorted([1, "a"], key=functools.cmp_to_key(lambda a, b: a - b))
except TypeError as e:
    print("TypeError:", e)
try:
    hash(K(1))
except TypeError as e:
    print("TypeError:", e)
print(sorted(["b", "A", "c"], key=functools.cmp_to_key(lambda a, b: (a.lower() > b.lower()) - (a.lower() < b.lower()))))
