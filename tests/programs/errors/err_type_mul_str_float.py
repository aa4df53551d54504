# repeating a string by a float
width = 20
print("=" * width)
half = width / 2
print("half is", half, type(half).__name__)
print("-" * int(half) + "|")
print("-" * (width // 2) + "|")
print("ab" * 3, 3 * "ab", [0] * 2)
print(half.is_integer(), int(half) == half)
print("-" * half)
