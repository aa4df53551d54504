# augmented assignment operators
x = 10
x += 5; print(x)
x -= 3; print(x)
x *= 4; print(x)
x //= 5; print(x)
x %= 4; print(x)
x **= 10; print(x)
x /= 2; print(x)
n = 0b1100
n &= 0b1010; print(n)
n |= 0b0101; print(n)
n ^= 0b1111; print(n)
n <<= 3; print(n)
n >>= 1; print(n)
s = "ab"
s += "cd"
s *= 2
print(s)
lst = [1]
alias = lst
lst += [2]
lst *= 2
print(lst, alias, lst is alias)
t = (1,)
t2 = t
t += (2,)
print(t, t2, t is t2)
d = {"k": 1}
d["k"] += 10
d["k"] *= 2
print(d)
m = [[0, 0], [0, 0]]
m[1][0] -= 5
print(m)
