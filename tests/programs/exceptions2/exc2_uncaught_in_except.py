# a KeyError raised while handling a ValueError (implicit chaining)
data = {"a": 1}
def convert(s):
    try:
        return int(s)
    except ValueError:
        return data[s]

print(convert("10"), convert("a"))
print(convert("zzz"))
