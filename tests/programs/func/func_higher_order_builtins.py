# map/filter/sorted/min/max with function arguments
def is_prime(n):
    return n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1))

print(list(filter(is_prime, range(30))))
print(list(map(pow, [2, 3, 4], [3, 2, 1])))
print(list(map(lambda a, b: a * b, "abc", [1, 2, 3])))
words = ["kiwi", "fig", "banana", "apple", "date"]
print(sorted(words, key=len), sorted(words, key=lambda w: (len(w), w)))
print(max(words, key=len), min(words, key=lambda w: w[-1]))
def by_vowels(w):
    return sum(c in "aeiou" for c in w)
print(sorted(words, key=by_vowels, reverse=True))
print(list(filter(None, [0, 1, "", "x", None, [], [0]])))
print(list(map(str.title, ["ann lee", "bo"])), list(map(len, words)))
