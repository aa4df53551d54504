# sets of strings, always printed sorted
words = "the cat and the hat and the bat sat".split()
uniq = set(words)
print(sorted(uniq), len(uniq), len(words))
print("cat" in uniq, "dog" in uniq)
vowels = set("aeiou")
letters = set("the quick brown fox")
print(sorted(letters & vowels), sorted(letters - vowels - {" "}))
print(sorted(set("hello") ^ set("world")))
a = {"red", "green", "blue"}
b = {"green", "yellow"}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(b - a))
print(sorted(a, key=len), sorted(a, reverse=True))
seen = set()
dups = []
for w in words:
    if w in seen:
        dups.append(w)
    seen.add(w)
print(dups, sorted(seen))
print(len(set("mississippi")), sorted(set("mississippi")))
