# bin, oct, hex including negatives and bools
for n in [0, 1, 7, 8, 255, -1, -255, 2 ** 40, True]:
    print(n, bin(n), oct(n), hex(n))
print(int(bin(1234), 2), int(oct(1234), 8), int(hex(1234), 16), int(hex(-99), 0))
print(bin(5)[2:].zfill(8), hex(48879).upper(), hex(255)[2:].rjust(4, "0"))
for bad in [1.5, "10", None]:
    try:
        hex(bad)
    except TypeError as e:
        print("TypeError:", e)
