# %-format flags: - + space 0 # with widths and precisions
values = [0, 7, -7, 255, 3.14159, -2.5]
for v in values:
    if isinstance(v, int):
        print("[%5d] [%-5d] [%+5d] [% 5d] [%05d] [%#6x] [%#6o] [%-+6d]" % (v, v, v, v, v, v, v, v))
    else:
        print("[%8.2f] [%-8.2f] [%+8.2f] [% 8.2f] [%08.2f] [%#.0f] [%8.2e] [%-10.3g]" % (v, v, v, v, v, v, v, v))
print("[%10s] [%-10s] [%.2s] [%5.1s]" % ("right", "left", "truncate", "xyz"))
print("%c|%5c|%-5c|" % ("a", "b", 99))
print("%r|%10r|%-10r|" % ("q", "q", 5))
print("%3d%%|%-6.1f%%" % (50, 99.5))
print("%x %X %#x %#X %o %#o" % (3054, 3054, 3054, 3054, 64, 64))
