# all() and any() with various iterables
print(all([]), any([]), all([1, 2, 3]), all([1, 0, 3]), any([0, 0, 1]), any([0, "", None]))
print(all("abc"), any(""), all(x > 0 for x in [1, 2]), any(x > 5 for x in [1, 2]))
print(all([[], [1]]), any([[], [1]]), all({0: "a"}), any({0: "a", 1: "b"}))
nums = [12, 7, 33, 48]
print(all(n % 2 == 0 for n in nums), any(n % 2 == 0 for n in nums))
print(all(isinstance(n, int) for n in nums), any(isinstance(n, str) for n in nums))
rows = [[1, 2], [3, 0], [5, 6]]
print([all(r) for r in rows], all(all(r) for r in rows), any(all(r) for r in rows))
words = ["Alpha", "beta", "Gamma"]
print(all(w[0].isupper() for w in words), any(w.islower() for w in words))
try:
    all(5)
except TypeError as e:
    print("TypeError:", e)
