# got multiple values for the same argument
def label(a, b="default"):
    return f"{a}/{b}"

print(label(1))
print(label(1, 2))
print(label(a=1, b=2))
print(label(1, b=3))
print(label(*["first"], b="second"))
print(label(1, a=2))
