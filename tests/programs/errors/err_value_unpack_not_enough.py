# not enough values to unpack from a split
line = "name=ann;age=31;city"
for field in line.split(";"):
    print("field", field, "has '='?", "=" in field)
pairs = [f.partition("=") for f in line.split(";")]
print(pairs)
print({k: v for k, _, v in pairs})
for field in line.split(";"):
    key, value = field.split("=")
    print(key, "->", value)
