# generator expressions as sole call arguments, and errors inside them
print(sum(x for x in range(5)), max(len(s) for s in ["a", "abc", "ab"]))
print(sorted(c for c in "banana"), "-".join(str(i) for i in range(3)))
print(list(x for x in "abc"), tuple(x for x in []), set(x % 2 for x in range(4)))
data = ["1", "2", "three", "4"]
def safe_int(s):
    try:
        return int(s)
    except ValueError:
        return 0
print(sum(safe_int(s) for s in data))
print(sum(int(s) for s in data[:2]))
print(sum(int(s) for s in data))
