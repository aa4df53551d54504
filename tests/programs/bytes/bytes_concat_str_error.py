# mixing bytes and str ends with TypeError
header = b"HDR:"
body = b"payload"
print(header + body)
print(header + "text".encode())
name = "report"
print(header + name.encode() + b"!")
print(b"".join([header, b"x", body]), len(header + body))
print(str(header, "ascii") + name)
packet = header + name
print(packet)
