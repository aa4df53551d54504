# operators on strings: + * % in comparisons
s = "abc"
print(s + "def", s * 2, "x" * 0, "%s-%s" % (s, s), s in "xxabcxx", s < "abd", s > "ab")
print("-" * 10 + ">" + "<" + "-" * 10)
words = ["b", "a", "c"]
print(" < ".join(sorted(words)), max(words) + min(words))
print("ab" * 2 == "abab", "ab" + "ab" == "ab" * 2, "a" * 3 < "a" * 4)
row = "|".join(c.center(5) for c in ["x", "yy", "zzz"])
print(row, len(row))
acc = ""
for part in ["one", "two", "three"]:
    acc += part[0].upper() + part[1:] + " "
print(repr(acc), repr(acc.strip()))
print("é" * 3, "🐍" + "!" * 2, len("🐍" * 3))
