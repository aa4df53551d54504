# mixing bytes and str ends with TypeError
header = b"HDR:"
body = b"payload"
print(header + body)
print(header + "text".encode())
name = "report"
print(header + name.encode() + b"!")
packet = header + name
print(packet)
