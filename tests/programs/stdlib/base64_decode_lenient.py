import base64, binascii
print(base64.b64decode(b"Zm9v\nYmFy\n"))
print(base64.b64decode(b"Zm9v YmFy"))
print(base64.b64decode(b"Zm9vYg=="))
print(base64.b64decode(b"Zm9vYg==extra"))
print(base64.b64decode(b"Zm9vYg=*="))
print(base64.b64decode(b"Zm!9v"))
for bad in [b"Zm9vYg", b"Zm9vY", b"a", b"abcde", b"Zm9vYg="]:
    try:
        print(base64.b64decode(bad))
    except binascii.Error as e:
        print("Error:", e)
print(issubclass(binascii.Error, ValueError))
