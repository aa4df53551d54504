# digit sums, reversal, palindromes, base conversion by hand
def digits(n, base=10):
    if n == 0:
        return [0]
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(r)
    return out[::-1]

def to_base(n, base):
    chars = "0123456789abcdefghijklmnopqrstuvwxyz"
    sign = "-" if n < 0 else ""
    return sign + "".join(chars[d] for d in digits(abs(n), base))

for n in [0, 5, 255, 1000, -42, 2 ** 40]:
    print(n, to_base(n, 2), to_base(n, 7), to_base(n, 16), to_base(n, 36))
print(int(to_base(123456789, 36), 36))
print(sum(digits(2 ** 1000)))
def rev(n):
    return int(str(n)[::-1])
print(rev(12345), rev(1200))
pals = [n for n in range(100, 200) if str(n) == str(n)[::-1]]
print(pals)
n = 196
for _ in range(5):
    n = n + rev(n)
    print(n)
