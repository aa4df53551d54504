# assorted methods: splitting to fields, checking, counting
s = "The Quick Brown Fox Jumps"
print(s.lower().split(), [w[0] for w in s.split()], "".join(w[0] for w in s.split()))
print(s.swapcase(), len(s.split()), s.count(" ") + 1)
print("-".join(s.lower().split()), s.replace(" ", "_").upper())
print(s.startswith("The"), s.endswith("jumps"), s.lower().endswith("jumps"))
print(s.find("Fox"), s[s.find("Fox"):], s.split("o"))
print("%s has %d chars" % (s, len(s)))
print(str(123) + str(4.5) + str(None) + str(True) + str([1, "a"]) + str((1,)) + str({"k": 1}))
print(str(), repr(str()), str("x"), type(str(5)).__name__)
print("a,b;c d".replace(",", " ").replace(";", " ").split())
print("tEST".capitalize(), "123go".capitalize(), "ALL CAPS".title())
