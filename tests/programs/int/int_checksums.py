# Luhn check, ISBN check, simple hash mixing with masks
def luhn(s):
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0

for card in ["4539578763621486", "1234567812345678", "79927398713"]:
    print(card, luhn(card))

def isbn10(s):
    digits = [10 if c == "X" else int(c) for c in s if c != "-"]
    return sum((10 - i) * d for i, d in enumerate(digits)) % 11 == 0

print(isbn10("0-306-40615-2"), isbn10("0-306-40615-3"))

def fnv1a(data):
    h = 0xCBF29CE484222325
    for b in data:
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h

print(hex(fnv1a(b"hello")), fnv1a(b"") == 0xCBF29CE484222325)
adler_a, adler_b = 1, 0
for b in b"Wikipedia":
    adler_a = (adler_a + b) % 65521
    adler_b = (adler_b + adler_a) % 65521
print(hex((adler_b << 16) | adler_a))
