# comparisons, ordering and membership
print("apple" < "banana", "apple" < "Apple", "a" < "aa", "" < "a", "Z" < "a", "10" < "9")
print("abc" == "abc", "abc" != "ABC", "abc" is not None)
print(sorted(["banana", "Apple", "cherry", "apple", "10", "9", "_x"]))
print(sorted(["banana", "Apple", "cherry", "apple"], key=str.lower))
print(sorted(["bb", "a", "ccc", "dd"], key=len), sorted(["bb", "a", "ccc", "dd"], key=lambda w: (-len(w), w)))
print("ell" in "hello", "" in "abc", "xyz" not in "abc", "H" in "hello")
print(max("hello"), min("hello"), max(["pear", "fig", "apple"]), min(["pear", "fig", "apple"], key=len))
print("a" * 3 == "aaa", ("a", "b") < ("a", "c"), ["x"] < ["x", "a"])
vowels = "aeiou"
print([c for c in "programming language" if c in vowels])
