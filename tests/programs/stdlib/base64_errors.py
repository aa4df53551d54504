import base64, binascii
for f, arg in [(base64.b64encode, "text"), (base64.b64decode, 123), (base64.b64decode, "héllo"), (base64.b32encode, "x"), (base64.b16encode, 5)]:
    try:
        f(arg)
    except (TypeError, ValueError) as e:
        print(f.__name__, type(e).__name__, e)
try:
    binascii.a2b_base64(b"abc")
except binascii.Error as e:
    print(type(e).__module__, type(e).__name__, e)
print(binascii.b2a_base64(b"hi"), binascii.b2a_base64(b"hi", newline=False))
print(binascii.a2b_base64("aGk="))
base64.b64decode(b"abc")
