# bytes do not support item assignment
data = b"abcdef"
copy = bytes([65]) + data[1:]
print(copy, data)
print(data.replace(b"a", b"A"))
print(data[:1].upper() + data[1:])
fixed = bytes([data[0] - 32]) + data[1:]
print(fixed, fixed == copy)
as_list = list(data)
as_list[0] = 65
print(bytes(as_list))
data[0] = 65
print(data)
