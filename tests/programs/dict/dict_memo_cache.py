# dictionaries as caches: memoised recursion and lookups
cache = {}
def ways(n, coins=(1, 5, 10, 25)):
    key = (n, coins)
    if key in cache:
        return cache[key]
    if n == 0:
        result = 1
    elif n < 0 or not coins:
        result = 0
    else:
        result = ways(n - coins[0], coins) + ways(n, coins[1:])
    cache[key] = result
    return result

print([ways(n) for n in (0, 1, 5, 10, 25, 100)])
print(ways(300), len(cache) > 100)

edit_cache = {}
def edit(a, b):
    if (a, b) in edit_cache:
        return edit_cache[a, b]
    if not a or not b:
        r = len(a) + len(b)
    elif a[0] == b[0]:
        r = edit(a[1:], b[1:])
    else:
        r = 1 + min(edit(a[1:], b), edit(a, b[1:]), edit(a[1:], b[1:]))
    edit_cache[a, b] = r
    return r
print(edit("kitten", "sitting"), edit("flaw", "lawn"), edit("", "abc"), edit("same", "same"))
