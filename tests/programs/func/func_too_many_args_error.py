# calling with too many positional arguments
def pair(a, b):
    return (a, b)

print(pair(1, 2))
print(pair("x", b="y"))
args = [1, 2]
print(pair(*args))
args.append(3)
print("calling with", args)
print(pair(*args))
