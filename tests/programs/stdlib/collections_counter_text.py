from collections import Counter
text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief"""
words = [w.strip(",.").lower() for w in text.split()]
wc = Counter(words)
print(wc.most_common(5))
print(sorted(w for w, c in wc.items() if c == 1))
letters = Counter(ch for ch in text.lower() if ch.isalpha())
print(letters.most_common(6), letters.total(), len(letters))
def is_anagram(a, b):
    return Counter(a.replace(" ", "").lower()) == Counter(b.replace(" ", "").lower())
print(is_anagram("Dormitory", "dirty room"), is_anagram("abc", "abd"))
def can_build(note, magazine):
    return not (Counter(note) - Counter(magazine))
print(can_build("aab", "baa"), can_build("aabbc", "abc"))
c = Counter({"a": 3, "b": 0, "c": -2})
print(list(c.elements()), c, +c, c.most_common(), sorted(c.keys()))
inv = Counter(apples=3)
inv["apples"] += 2
inv["pears"] -= 1
print(inv, dict(inv), inv.get("kiwis"), inv.total())
print(Counter([1, 2, 2, 3, 3, 3]) == Counter({3: 3, 2: 2, 1: 1}), Counter("aaa") > Counter("aa"))
bigrams = Counter(zip(words, words[1:]))
print(bigrams.most_common(2))
print(sum(Counter(w) for w in ["ab", "bc", "ca"]) if False else sum((Counter(w) for w in ["ab", "bc", "ca"]), Counter()))
