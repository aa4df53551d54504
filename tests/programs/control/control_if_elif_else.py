# if/elif/else chains
def classify(n):
    if n < 0:
        kind = "negative"
    elif n == 0:
        kind = "zero"
    elif n % 2 == 0:
        if n > 100:
            kind = "big even"
        else:
            kind = "even"
    else:
        kind = "odd"
    return kind

for n in [-3, 0, 4, 7, 150, 101]:
    print(n, classify(n))

def bmi_category(bmi):
    if bmi < 18.5:
        return "under"
    elif bmi < 25:
        return "normal"
    elif bmi < 30:
        return "over"
    return "obese"

print([bmi_category(b) for b in (17.0, 18.5, 24.9, 25.0, 31.2)])
x = []
if x:
    print("non-empty")
elif x is not None:
    print("empty but not None")
if not x and len(x) == 0: print("one-line if")
