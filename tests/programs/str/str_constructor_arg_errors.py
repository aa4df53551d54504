for a in [(1,2,3,4), (b"x","utf-8","strict","z")]:
    try:
        str(*a)
    except TypeError as e:
        print(e)
try:
    str(1, 2)
except TypeError as e:
    print(e)
try:
    str(1, encoding='utf-8')
except TypeError as e:
    print(e)
try:
    str(b'a', 'utf-8', 'strict', errors='x')
except TypeError as e:
    print(e)
print(str(b'hi', 'ascii'), str(b'x', errors='strict'), str(), str(5))
