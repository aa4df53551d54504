# complex() constructor from strings, numbers and keyword arguments
for s in ["1+2j", "3", "-4j", " 5-6j ", "(7+8j)", "1e3+1e-3j", "j", "-j", "+1.5J", "inf+nanj"]:
    print(repr(s), "->", complex(s))
print(complex(real=1, imag=2), complex(imag=3), complex(1, 2j), complex(1j, 1j))
print(complex(True, False), complex(2.5))
for bad in ["1+2", "abc", "1 + 2j", "", "2jj"]:
    try:
        complex(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    complex("1", 2)
except TypeError as e:
    print("TypeError:", e)
try:
    complex([1])
except TypeError as e:
    print("TypeError:", e)
