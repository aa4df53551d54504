# strings are immutable: item assignment ends with TypeError
s = "hello"
chars = list(s)
chars[0] = "j"
print("".join(chars))
s2 = "j" + s[1:]
print(s2, s)
print(s.replace("h", "y"))
s[0] = "j"
print("unreachable")
