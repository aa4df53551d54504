# an uncaught error from bytearray item assignment ends the program
buf = bytearray(b"abc")
buf[0] = 255
print(buf)
buf[1] = 256
print("not reached")
