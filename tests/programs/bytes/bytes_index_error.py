# bytes index out of range
payload = b"\x10\x20\x30"
total = 0
for i in range(len(payload)):
    total += payload[i]
    print(i, payload[i], total)
print(payload[-3], payload[2:10])
checksum_pos = 3
print("checksum at", checksum_pos)
print(payload[checksum_pos])
