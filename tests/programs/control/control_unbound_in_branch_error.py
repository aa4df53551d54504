# variable assigned only in one branch
def describe(n):
    if n > 0:
        label = "positive"
    elif n < 0:
        label = "negative"
    return f"{n} is {label}"

print(describe(5))
print(describe(-2))
print("now zero")
print(describe(0))
