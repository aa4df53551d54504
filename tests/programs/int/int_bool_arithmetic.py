# bool is a subclass of int
print(True + True, True * 10, False - True, -True, +False)
print(True / 2, True // 2, 3 * False)
print(sum([True, True, False, True]))
print(True == 1, False == 0, True is True, 1 == 1.0)
print(isinstance(True, int), type(True + 0).__name__)
flags = [x > 2 for x in [1, 2, 3, 4, 5]]
print(flags, sum(flags), flags.count(True))
print(["no", "yes"][True], ["no", "yes"][False])
print(True << 4, True ** 10, 2 ** True)
print(max(True, 0), min(False, -1))
print(divmod(True, 2), abs(-True))
print(hash(True) == hash(1), hash(False) == hash(0))
d = {1: "one", True: "true?", 0: "zero"}
print(d)
print(int(True) + int("3"), bool(0), bool(-1), bool(10 ** 100))
print(True and 5, False or 7, not 0, not 3)
