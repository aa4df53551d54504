# generator expressions consumed by sum/any/all/min/max/list/next/sorted/join
nums = [4, 9, 16, 25, 36]
print(sum(n for n in nums), sum(n * n for n in nums if n % 2))
print(any(n > 30 for n in nums), all(n > 3 for n in nums), any(n < 0 for n in nums))
print(min(n % 7 for n in nums), max((n % 7, n) for n in nums))
print(list(n // 2 for n in nums), tuple(str(n) for n in nums))
print(next(n for n in nums if n > 10), next((n for n in nums if n > 100), "none"))
print(sorted((n % 5 for n in nums), reverse=True))
print(", ".join(str(n) for n in nums), "".join(c for c in "a1b2c3" if c.isalpha()))
print(dict((n, n ** 0.5) for n in nums))
print(set(n % 3 for n in nums) == {0, 1})
print(sum(1 for _ in range(1000) if _ % 7 == 0))
gen = (x * 2 for x in range(3))
print(list(gen), list(gen))
