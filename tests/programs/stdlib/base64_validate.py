import base64, binascii
print(base64.b64decode(b"Zm9vYmFy", validate=True))
print(base64.b64decode(b"Zm9vYg==", validate=True))
for bad in [b"Zm9v\nYmFy", b"Zm9vYg==Zg==", b"=Zm9v", b"Zm9vY=Fy", b"Zm9vYmF!", b"Zm9vY", b"Zm9vYg===" ]:
    try:
        print(base64.b64decode(bad, validate=True))
    except binascii.Error as e:
        print("Error:", e)
try:
    base64.b64decode(b"Zm9vYg=", validate=True)
except ValueError as e:
    print(type(e).__name__, e)
base64.b64decode("Zm9vY", validate=True)
