# chr and ord
print(ord("A"), ord("a"), ord("0"), ord(" "), ord("\n"), ord("é"), ord("€"), ord("🐍"))
print(chr(65), chr(97), chr(48), repr(chr(10)), chr(233), chr(8364), chr(128013), repr(chr(0)))
print("".join(chr(c) for c in range(ord("a"), ord("z") + 1)))
print([ord(c) - ord("a") for c in "hello"])
print(chr(ord("a") + 25), chr(0x10FFFF) == "\U0010ffff")
for bad in [lambda: ord("ab"), lambda: ord(""), lambda: chr(-1), lambda: chr(0x110000), lambda: ord(65), lambda: chr("a")]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
