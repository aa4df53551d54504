# set error messages caught, then an uncaught one
for bad in [lambda: {[1]}, lambda: set(5), lambda: {1} + {2}, lambda: {1}[0]]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
s = {3, 1, 2}
print(sorted(s, reverse=True), list(sorted(s))[0])
print(sorted(s))
print(s[0])
